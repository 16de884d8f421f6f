/* bth-game-played.h — War and Peace's BthGame as a BthPlayedGame (the shell's view of a
 * game), and the module's new_game and load_game.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-game.h"
#include "bth-played-game.h"

G_BEGIN_DECLS

/* Makes BthGame a BthPlayedGame (once; bth_war_and_peace_register calls it before any game
 * is made). */
void     bth_game_played_attach (void);

/* A new game of the built-in scenario SCENARIO_ID under RULES (a BthRuleset). */
gpointer bth_game_played_new  (gpointer rules, const char *scenario_id, guint64 seed, GError **error);
/* A saved game read back, its scenario attached (bth_game_set_scenario). */
gpointer bth_game_played_load (gpointer rules, GFile *file, GError **error);

G_END_DECLS
