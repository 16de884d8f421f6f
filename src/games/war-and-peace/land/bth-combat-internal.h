/* bth-combat-internal.h — what bth-combat.c asks of the digital edition's rules v1.7, whose
 * answers are in bth-combat-digital.c (kept apart so the 4th edition's round reads alone).
 *
 * What v1.7 adds to a round (seed 003): the round number for first-round-only effects, the
 * defender's counter-attack (the attacker's unsupplied halving then falls on the defender,
 * "halved when attacking"), the optional cavalry charge and rear manoeuvre, and a cavalry
 * SP in every loss of more than one SP. Under the 4th edition these fields are refused
 * with a message: that ruleset does not know them.
 */
#pragma once

#include "bth-combat.h"

G_BEGIN_DECLS

/* Refuses the fields the battle's ruleset does not know (v1.7's under the 4th edition,
 * the 4th edition's optional rules v1.7 does not have under v1.7). */
gboolean bth_combat_digital_validate      (BthRuleset *rules, const BthBattle *battle, GError **error);

/* The side whose unsupplied strength is halved: the active player's (4th edition M.8),
 * or the side attacking this round (v1.7: "halved when attacking"). */
BthSide  bth_combat_halved_side           (BthRuleset *rules, const BthBattle *battle);

/* Adds v1.7's cavalry charge and rear manoeuvre modifiers (positive favours the larger). */
void     bth_combat_digital_add_modifiers (BthRuleset *rules, const BthBattle *battle,
                                           BthCombatSetup *setup);

/* v1.7: "one of them must be cavalry if more than 1 SP is lost", whatever the result. */
gboolean bth_combat_cavalry_every_result  (BthRuleset *rules);

G_END_DECLS
