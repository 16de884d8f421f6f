/* bth-checks-json.h — the small checks as JSON in and out (the CLI's format).
 * Every input may carry "die" (or "dice") to use the players' own roll. */
#pragma once

#include "bth-checks.h"
#include "bth-dice.h"

G_BEGIN_DECLS

typedef JsonNode *(*BthJsonResolver) (BthRuleset *rules, JsonNode *input, BthDice *dice,
                                      GError **error);

JsonNode *bth_overrun_json         (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_commitment_json      (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_withdrawal_json      (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_leader_casualty_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_siege_json           (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_alliance_json        (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_weather_json         (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);

G_END_DECLS
