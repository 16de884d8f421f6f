/* bth-production-json.h — a Grand Campaign Reinforcement Phase as JSON in and out. */
#pragma once

#include "bth-production.h"
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Fills IN from the CLI's input format; errors name the JSON path ($.purchases[2].kind).
 * IN must be cleared with bth_production_input_clear() whatever the result. */
gboolean  bth_production_input_from_json (JsonNode *node, BthProductionInput *in, GError **error);
JsonNode *bth_production_result_to_json  (const BthProductionInput *in, const BthProductionResult *result);
/* Both in one: parse, resolve (rolling the die when "die" is absent), print. */
JsonNode *bth_production_resolve_json    (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error);

G_END_DECLS
