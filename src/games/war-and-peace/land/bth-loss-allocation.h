/* bth-loss-allocation.h — which strength points a force gives up (P.3, V.1.b).
 *
 * The constraints have a priority (P.3.c's note): the Imperial Guard first when it was
 * committed, then morale (P.3.a), leader colour (P.3.b) and one cavalry on a D result
 * (P.3.c). A constraint no allocation can meet, given those above it, is excused.
 */
#pragma once

#include "bth-force.h"
#include "bth-ruleset.h"

G_BEGIN_DECLS

typedef struct {
  int         loss;             /* SP to eliminate */
  int         morale_group;     /* the morale value the force used (P.3.a) */
  const char *leader_color;     /* the colour of the leader used, NULL if none (P.3.b) */
  gboolean    d_result;         /* the force received D1, D2 or D3 (P.3.c) */
  gboolean    guard_first;      /* the Imperial Guard was committed (V.1.b) */
  gboolean    inside_city;      /* morale 0 counts as 1 inside a city (S.8) */
  gboolean    russian_patriotism;
} BthLossRules;

/* Fills RULES for SIDE from a resolved round. */

/* Checks PER_UNIT (SP lost from each unit, force->n_units entries). VIOLATIONS gets a
 * BthModifier (value 0) per broken constraint. Returns TRUE when the allocation is legal. */
gboolean bth_loss_check   (BthRuleset *rules, const BthForce *force, const BthLossRules *loss,
                           const int *per_unit, GArray *violations);

/* Writes a legal allocation into PER_UNIT (force->n_units entries), preferring to lose
 * the least valuable units. */
void     bth_loss_suggest (BthRuleset *rules, const BthForce *force, const BthLossRules *loss,
                           int *per_unit);

G_END_DECLS
