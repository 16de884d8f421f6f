/* bth-game-files.h — the game's files: Open, Open Recent, Save As, export and print.
 *
 * Installs the "file" action group on a window:
 *   file.open         choose a save file and open it (the current game stays if it fails)
 *   file.open-recent  (s: URI) open one of the recent games
 *   file.save-as      save the current game to a chosen file, and keep saving there
 *   file.export-text  write the readable turn-by-turn log (bth_played_game_export_text()) to a file
 *   file.print        print the same log, or save it as PDF, through GTK printing
 * The actions that need a game are disabled while the window has none. RECENT_MENU (the
 * window menu's "Open Recent" submenu) is kept filled with the recent games.
 *
 * The functions below are what the actions do once a file is chosen, without any dialog
 * (the UI tests call them).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-window.h"

G_BEGIN_DECLS

void          bth_game_files_install     (BthWindow *window,
                                          GMenu     *recent_menu);
/* The "file" action group installed on WINDOW (to query which actions are enabled). */
GActionGroup *bth_game_files_get_actions (BthWindow *window);

/* Saves the window's game to FILE (the previous contents kept as FILE.bak) and makes FILE
 * the file it is autosaved to; on failure ERROR names the problem and nothing changes. */
gboolean      bth_game_files_save_as     (BthWindow *window,
                                          GFile     *file,
                                          GError   **error);
/* Writes the game's log as text (bth_played_game_export_text()) to FILE, replacing it. */
gboolean      bth_game_files_export_text (gpointer   game,
                                          GFile     *file,
                                          GError   **error);
/* Prints the game's log to FILE (a local file) as PDF, as the Print dialog would. */
gboolean      bth_game_files_export_pdf  (gpointer   game,
                                          GFile     *file,
                                          GError   **error);

G_END_DECLS
