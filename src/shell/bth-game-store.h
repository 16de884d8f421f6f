/* bth-game-store.h — where games live on disk, and which one was open last.
 *
 * New games are saved in $XDG_DATA_HOME/berthier/games/; the game open when Berthier last
 * closed is named in $XDG_STATE_HOME/berthier/current-game (a URI), so a relaunch finds
 * it. Loading runs in a thread: the window shows itself first and the game after.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "bth-game-module.h"

G_BEGIN_DECLS

/* The extension of save files, with its dot. */
#define BTH_GAME_FILE_SUFFIX ".berthier"

/* A new file for a game of SCENARIO_ID in the games folder (created if missing). */
GFile   *bth_game_store_new_file    (const char *scenario_id, GError **error);

/* The game to reopen at launch, or NULL. */
GFile   *bth_game_store_get_current (void);
/* Remembers FILE (NULL: none) as the game to reopen. */
void     bth_game_store_set_current (GFile *file);

/* Loads FILE in a thread with GAME's load_game under RULES; the result is a
 * BthPlayedGame (bth-played-game.h). */
void     bth_game_store_load_async  (const BthGameModule *game,
                                     gpointer             rules,
                                     GFile               *file,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data);
gpointer bth_game_store_load_finish (GAsyncResult *result, GError **error);

/* Loads FILE now (the async version's work). */
gpointer bth_game_store_load        (const BthGameModule *game, gpointer rules, GFile *file,
                                     GError **error);

G_END_DECLS
