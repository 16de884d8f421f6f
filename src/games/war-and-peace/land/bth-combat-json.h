/* bth-combat-json.h — battles and loss allocations as JSON (the CLI's format). */
#pragma once

#include "bth-combat.h"

G_BEGIN_DECLS

gboolean  bth_battle_from_json     (JsonNode *node, BthBattle *battle, GError **error);
JsonNode *bth_combat_to_json       (BthRuleset *rules, const BthBattle *battle,
                                    const BthCombatSetup *setup, const BthCombatOutcome *outcome);
JsonNode *bth_combat_resolve_json  (BthRuleset *rules, JsonNode *input, BthDice *dice,
                                    GError **error);
/* {"battle": BATTLE, "side", "result", "loss", "proposal": [SP lost per unit]} */
JsonNode *bth_loss_check_json      (BthRuleset *rules, JsonNode *input, GError **error);

G_END_DECLS
