/* bth-campaign-names.h — what the players call a Grand Campaign state: the name the rules
 * data give a major or minor state ("prussia" → "Prussia"), for every message the core
 * shows. The names are data (campaign_politics.majors/minors), never C. */
#pragma once

#include "bth-campaign-rules.h"
#include "bth-game.h"

G_BEGIN_DECLS

/* The state's name, or ID itself when the data name no such state (or RULES is NULL). */
const char *bth_campaign_rules_state_name (const BthCampaignRules *rules, const char *id);

/* The same, from a ruleset (NULL-safe, no error when it has no campaign section). */
const char *bth_ruleset_state_name        (BthRuleset *rules, const char *id);

/* A power's name ("austria" → "Austria", "spain-blue" → its scenario name): the game's
 * scenario first, then the rules' states, else POWER itself. */
const char *bth_game_power_name           (BthGame *game, const char *power);

G_END_DECLS
