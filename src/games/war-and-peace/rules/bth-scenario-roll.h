/* bth-scenario-roll.h — the rolls a scenario's special rules print (XIV.G.2's removal of
 * Nelson, XIV.G.3's Naval Blockade engagement): the dice, the modifiers the rule names and
 * the number to reach, read from the scenario's data; each modifier explains itself with
 * the rule's reference. */
#pragma once

#include "bth-dice.h"
#include "bth-scenario.h"

G_BEGIN_DECLS

typedef struct {
  gboolean allowed;     /* FALSE: the rule happens once per game and already has */
  int      dice;        /* the dice's total (0 when not allowed) */
  int      modified;
  int      needed;      /* the rule's number, or the one the players agreed */
  gboolean succeeded;
  GArray  *modifiers;   /* BthModifier, with the rule's reference */
} BthScenarioRollResult;

/* Resolves RULE's roll with DICE (the total of rule->roll->dice dice). PRESENT names who
 * is there (NULL-terminated, or NULL): a modifier applies when its "with" is named; a name
 * no modifier has is an error. USED: the once-per-game roll has already succeeded (then
 * nothing is rolled). AT_LEAST: the players' agreed number, 0 for the printed one. */
gboolean bth_scenario_roll_resolve (const BthScenarioRule *rule, int dice, const char * const *present,
                                    gboolean used, int at_least, BthScenarioRollResult *out,
                                    GError **error);
void     bth_scenario_roll_result_clear (BthScenarioRollResult *result);

/* berthier-cli scenario-roll: {"scenario": ID, "special_rule": ID, "with": ["Nelson"],
 * "used": false, "dice": 4, "at_least": 5}; "dice" absent rolls them. */
JsonNode *bth_scenario_roll_json (JsonNode *input, BthDice *dice, GError **error);

G_END_DECLS
