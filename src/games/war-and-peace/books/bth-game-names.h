/* bth-game-names.h — what the players call a power, a state or a leader of the game: the
 * name the scenario or the rules data give ("prussia" → "Prussia"), for every message the
 * core shows. The names are data (campaign_politics.majors/minors), never C; a state's name
 * from the rules alone is bth_campaign_rules_state_name (bth-campaign-rules.h). */
#pragma once

#include "bth-campaign-rules.h"
#include "bth-game.h"

G_BEGIN_DECLS

/* A power's name ("austria" → "Austria", "spain-blue" → its scenario name): the game's
 * scenario first, then the rules' states, else POWER itself. */
const char *bth_game_power_name           (BthGame *game, const char *power);

/* A leader's name ("england-leader-0" → "Leader (0)"): the game's leaders first, then the
 * leaders its books keep off the map (the Force Pool Display's boxes: captured,
 * eliminated), else ID itself. */
const char *bth_game_leader_name          (BthGame *game, const char *id);

/* A leader a message names: his name, or ID as typed in quotes when the game has no such
 * leader (the unknown id is the problem the message names). Free with g_free(). */
char       *bth_game_leader_label         (BthGame *game, const char *id);

/* A power or state a message names: its name, or POWER as typed in quotes when neither the
 * scenario nor the rules know it. Free with g_free(). */
char       *bth_game_power_label          (BthGame *game, const char *power);

/* Appends "2 England I" for a count of SP of a kind (the kinds as the rulebook abbreviates
 * them: I, GI, L, M, P, C, GC, CC, S, T), the power by its name. */
void        bth_game_append_unit_count    (GString *out, BthGame *game, const char *power, const char *kind, int sp);

G_END_DECLS
