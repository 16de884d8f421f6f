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

/* The interface's functions, for G_IMPLEMENT_INTERFACE in bth-game.c. */
void     bth_game_played_init (BthPlayedGameInterface *iface);

/* A new game of the built-in scenario SCENARIO_ID under RULES (a BthRuleset). */
gpointer bth_game_played_new  (gpointer rules, const char *scenario_id, guint64 seed, GError **error);
/* A saved game read back, its scenario attached (bth_game_set_scenario). */
gpointer bth_game_played_load (gpointer rules, GFile *file, GError **error);

G_END_DECLS
