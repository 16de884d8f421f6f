/* bth-naval-json.h — the naval mechanisms as JSON in and out (berthier-cli's format,
 * documented in docs/naval.md). Every input may carry "die" (or "dice") to use the
 * players' own roll; "zones" gives the sea-zone numbers the seeds lack. */
#pragma once

#include "bth-dice.h"
#include "bth-naval-checks.h"
#include "bth-naval-combat.h"

G_BEGIN_DECLS

JsonNode *bth_naval_combat_json       (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_naval_intercept_json    (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_naval_pursuit_json      (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_naval_blockade_json     (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_naval_transport_json    (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_naval_move_json         (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_naval_nelson_json       (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_naval_prizes_json       (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);

/* Reads one fleet object ({"nation": "england", "squadrons": 3, …}) at PATH. */
gboolean  bth_fleet_from_json   (JsonObject *obj, const char *path, BthFleet *out, GError **error);
JsonNode *bth_fleet_to_json     (const BthFleet *fleet);
/* Reads "options" ({"prizes": true, …}); a missing object gives all FALSE. */
gboolean  bth_naval_options_from_json (JsonObject *obj, const char *path, BthNavalOptions *out,
                                       GError **error);

G_END_DECLS
