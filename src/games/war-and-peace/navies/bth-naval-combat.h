/* bth-naval-combat.h — one round of naval combat (X.F.7, X.F.8, X.K.6.h, X.K.7).
 *
 * As for land combat (bth-combat.h), resolution runs in two steps: the setup works out
 * the larger force, the odds and every modifier before the die falls; the outcome of a
 * given die is a pure function, which the exact odds and the dice resolution share.
 */
#pragma once

#include "bth-dice.h"
#include "bth-naval.h"

G_BEGIN_DECLS

typedef enum {
  BTH_NAVAL_SIDE_FIRST = 0,      /* the force that initiates the combat */
  BTH_NAVAL_SIDE_SECOND = 1,
} BthNavalSide;

/* How the battle came about (X.F.7.a). */
typedef enum {
  BTH_NAVAL_BATTLE_COASTAL,      /* (1) the active player entered a coastal hex with enemy units */
  BTH_NAVAL_BATTLE_INTERCEPTION, /* (2) the intercepting units attack the moving units */
  BTH_NAVAL_BATTLE_BLOCKADE,     /* (3) a blockade run: F (the blockaded attack) or F* (the blockaders) */
  BTH_NAVAL_BATTLE_PURSUIT,      /* a further round after a successful pursuit (X.F.5.b) */
} BthNavalBattleKind;

const char *bth_naval_battle_kind_to_string   (BthNavalBattleKind kind);
gboolean    bth_naval_battle_kind_from_string (const char *text, BthNavalBattleKind *out);

typedef struct {
  GArray  *fleets;               /* BthFleet; a force may join several fleets */
} BthNavalForce;

typedef struct {
  BthNavalBattleKind kind;
  BthNavalSide       active;     /* whose Naval Phase it is (O.1.a: ties go to the active player) */
  gboolean           at_sea;     /* fought in the sea zone rather than a coastal or port hex */
  BthNavalForce      forces[2];
  BthNavalOptions    options;
} BthNavalBattle;

void bth_naval_battle_init  (BthNavalBattle *battle);
void bth_naval_battle_clear (BthNavalBattle *battle);

typedef struct {
  BthNavalSide larger;
  int          squadrons[2];     /* combat strength: squadrons (transports never fight, X.F.7.e) */
  int          transports[2];
  int          morale[2];        /* the force's morale this round */
  gboolean     english[2];
  gboolean     nelson[2];
  char        *odds;             /* "1:1", "3:2", "2:1" */
  int          row;              /* index into BthNavalRules.rows */
  GArray      *modifiers;        /* BthModifier, positive favours the larger force */
  GArray      *notes;            /* BthModifier, value 0: what was checked and why */
  int          drm;
  gboolean     no_combat;        /* a side has no squadron: no naval combat (see notes) */
} BthNavalCombatSetup;

void bth_naval_combat_setup_free (BthNavalCombatSetup *setup);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthNavalCombatSetup, bth_naval_combat_setup_free)

BthNavalCombatSetup *bth_naval_combat_setup (BthRuleset *rules, const BthNavalBattle *battle,
                                             GError **error);

typedef struct {
  gboolean       rolled;
  int            die;
  int            modified;        /* die + drm */
  int            column;          /* index into the Naval Results columns */
  gboolean       clamped;         /* the modified roll was off the chart (see readings) */
  BthNavalResult result[2];       /* indexed by BthNavalSide */
  int            sunk[2];
  int            captured[2];
  gboolean       retreat[2];      /* R: to the nearest friendly unblockaded port in the zone */
  int            damaged[2];      /* squadrons damaged (X.K.7, Damage Table), 0 when off */
  gboolean       victor[2];       /* "unaffected by the combat result" (X.F.7.c): may pursue */
  gboolean       prizes_to_victor;/* X.K.6: captured units become the captor's prizes */
} BthNavalCombatOutcome;

void bth_naval_combat_outcome_for_die (BthRuleset *rules, const BthNavalBattle *battle,
                                       const BthNavalCombatSetup *setup, int die,
                                       BthNavalCombatOutcome *out);

/* Rolls the larger force's die (X.F.7.b). */
gboolean bth_naval_combat_resolve (BthRuleset *rules, const BthNavalBattle *battle,
                                   const BthNavalCombatSetup *setup, BthDice *dice,
                                   BthNavalCombatOutcome *out, GError **error);

/* The exact chance of each pair of results, from the six faces of the die. */
typedef struct {
  BthNavalResult larger;
  BthNavalResult smaller;
  int            ways;            /* of 6 */
  double         probability;
} BthNavalOddsOutcome;

typedef struct {
  BthNavalOddsOutcome outcomes[6];  /* most likely first */
  guint               n_outcomes;
  double              expected_lost[2];     /* sunk + captured, by BthNavalSide */
  double              expected_damaged[2];
  double              retreat[2];           /* chance of an R */
} BthNavalExactOdds;

void bth_naval_exact_odds (BthRuleset *rules, const BthNavalBattle *battle,
                           const BthNavalCombatSetup *setup, BthNavalExactOdds *out);

/* X.F.7.d: a losing force not pursued, or beaten two rounds running, retreats. */
gboolean bth_naval_loser_must_retreat (BthRuleset *rules, gboolean pursued, int rounds_lost_in_a_row);

G_END_DECLS
