/* bth-odds.h — the exact chance of every combat result, from the 36 ways two dice fall. */
#pragma once

#include "bth-combat.h"

G_BEGIN_DECLS

typedef struct {
  BthResult larger;
  BthResult smaller;
  int       ways;          /* of 36 */
  double    probability;
} BthOddsOutcome;

typedef struct {
  BthOddsOutcome outcomes[36];   /* distinct (larger, smaller) pairs, most likely first */
  guint          n_outcomes;
  double         expected_loss[2];   /* indexed by BthSide */
} BthExactOdds;

void bth_exact_odds (BthRuleset *rules, const BthBattle *battle, const BthCombatSetup *setup,
                     BthExactOdds *out);

G_END_DECLS
