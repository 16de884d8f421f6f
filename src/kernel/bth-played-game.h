/* bth-played-game.h — a game being played, as the app's shell sees it: a log with undo and
 * redo, saved to a file, told as text.
 *
 * Each game's books implement it (War and Peace's BthGame); the shell's session, window and
 * game files use only this, so they name no game. Implementations emit "changed" (no
 * arguments) after every action, undo or redo.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BTH_TYPE_PLAYED_GAME (bth_played_game_get_type ())
G_DECLARE_INTERFACE (BthPlayedGame, bth_played_game, BTH, PLAYED_GAME, GObject)

struct _BthPlayedGameInterface
{
  GTypeInterface parent_iface;

  gboolean (*can_undo)      (BthPlayedGame *self);
  gboolean (*can_redo)      (BthPlayedGame *self);
  gboolean (*undo)          (BthPlayedGame *self, GError **error);
  gboolean (*redo)          (BthPlayedGame *self, GError **error);
  /* What undo would take back, for the undo button ("Next Phase"); NULL when nothing. */
  char    *(*describe_undo) (BthPlayedGame *self);
  /* Writes the save, keeping the previous one as FILE.bak. */
  gboolean (*save)          (BthPlayedGame *self, GFile *file, GError **error);
  /* The readable turn-by-turn log. */
  char    *(*export_text)   (BthPlayedGame *self);
  /* What the players call this game: the scenario's name ("Austerlitz 1805"). */
  const char *(*get_title)  (BthPlayedGame *self);
  /* Its scenario's id ("austerlitz-1805"), for file names; NULL when it has none. */
  const char *(*get_scenario_id) (BthPlayedGame *self);
  /* The rules the game is played by (its module's load_rules object), which the window
   * switches to when they are not the ones it shows; NULL (or unset) to keep them. */
  gpointer    (*get_rules)  (BthPlayedGame *self);
};

gboolean    bth_played_game_can_undo      (BthPlayedGame *self);
gboolean    bth_played_game_can_redo      (BthPlayedGame *self);
gboolean    bth_played_game_undo          (BthPlayedGame *self, GError **error);
gboolean    bth_played_game_redo          (BthPlayedGame *self, GError **error);
char       *bth_played_game_describe_undo (BthPlayedGame *self);
gboolean    bth_played_game_save          (BthPlayedGame *self, GFile *file, GError **error);
char       *bth_played_game_export_text   (BthPlayedGame *self);
const char *bth_played_game_get_title     (BthPlayedGame *self);
const char *bth_played_game_get_scenario_id (BthPlayedGame *self);
gpointer    bth_played_game_get_rules     (BthPlayedGame *self);

G_END_DECLS
