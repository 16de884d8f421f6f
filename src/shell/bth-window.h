/* bth-window.h — the main window.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-application.h"
#include "bth-dice-flash.h"
#include "bth-game-module.h"
#include "bth-session.h"

/* What recent-files entries of saved games are registered as. */
#define BTH_GAME_MIME_TYPE "application/x-berthier-game"

G_BEGIN_DECLS

#define BTH_TYPE_WINDOW (bth_window_get_type ())
G_DECLARE_FINAL_TYPE (BthWindow, bth_window, BTH, WINDOW, AdwApplicationWindow)

BthWindow  *bth_window_new            (BthApplication *application);

/* The game this window plays: the first installed at first; New Game may switch it. */
const BthGameModule *bth_window_get_game_module (BthWindow           *self);
/* Plays GAME from now on: its default rules, a new session (dice log, undo), its pages in
 * the sidebar; the game of the last evening is reopened when GAME keeps books. FALSE with
 * ERROR when its rules do not load (nothing changes then). */
gboolean    bth_window_set_game_module (BthWindow           *self,
                                        const BthGameModule *game,
                                        GError             **error);

/* The rules of the window's game (its module's load_rules: War and Peace's BthRuleset). */
gpointer    bth_window_get_ruleset    (BthWindow      *self);
void        bth_window_set_ruleset    (BthWindow      *self,
                                       gpointer        ruleset);
/* Shows why the rules could not be loaded, in place of the game. */
void        bth_window_set_load_error (BthWindow      *self,
                                       const GError   *error);

/* The rules, dice, dice log and undo history of this window; NULL without rules. */
BthSession *bth_window_get_session    (BthWindow      *self);

/* Opens the tool NAME ("battle", "attrition", …); FALSE if unknown or no rules. */
gboolean    bth_window_show_page      (BthWindow      *self,
                                       const char     *name);
GtkWidget  *bth_window_get_page       (BthWindow      *self,
                                       const char     *name);

/* The dice tumbling over the content after the app rolls; NULL until the first animated
 * roll (see the "dice-animation" preference). */
BthDiceFlash *bth_window_get_dice_flash (BthWindow    *self);

/* A toast over the content (messages that need no answer). */
void        bth_window_toast          (BthWindow      *self,
                                       const char     *message);

/* Makes GAME (a BthPlayedGame, saved in FILE) the window's game: autosaved there, reopened at the next
 * launch, listed in Open Recent; shows the Game page. */
void        bth_window_set_game       (BthWindow      *self,
                                       gpointer        game,
                                       GFile          *file);
/* Starts a new game of the built-in scenario SCENARIO_ID in a new file of the games
 * folder and makes it the window's game. */
gboolean    bth_window_start_scenario (BthWindow      *self,
                                       const char     *scenario_id,
                                       GError        **error);
/* TRUE while the game of the last evening is being read ("loading-game"). */
gboolean    bth_window_is_loading_game (BthWindow     *self);
/* Loads FILE and makes it the game; on failure ERROR names the problem and the game in
 * the window stays as it was. */
gboolean    bth_window_open_game      (BthWindow      *self,
                                       GFile          *file,
                                       GError        **error);

/* Writes every built page's entries that changed since their last write (closing, quitting). */
void        bth_window_save_pages     (BthWindow      *self);

G_END_DECLS
