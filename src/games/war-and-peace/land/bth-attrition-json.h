/* bth-attrition-json.h — an Attrition Phase as JSON in and out (the CLI's format). */
#pragma once

#include "bth-attrition.h"
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* {"die": N?, "hexes": [HEX…]}; rolls the die when absent. */
JsonNode *bth_attrition_resolve_json (BthRuleset *rules, JsonNode *input, BthDice *dice,
                                      GError **error);

G_END_DECLS
