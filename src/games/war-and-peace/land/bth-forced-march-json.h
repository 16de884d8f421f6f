/* bth-forced-march-json.h — a forced march attempt as JSON in and out (the CLI's format). */
#pragma once

#include "bth-dice.h"
#include "bth-forced-march.h"
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* {"die": N?, "extra_mp": 1-3, "unsupplied", "winter", "mapboard", "groups": [{"sp", "class"}]} */
JsonNode *bth_forced_march_resolve_json (BthRuleset *rules, JsonNode *input, BthDice *dice,
                                         GError **error);

G_END_DECLS
