/* bth-game-app-info.h — what a game adds to the app besides its pages (those are
 * bth-page-registry.h): a few words for the About box, its own GSettings schema, and its
 * group for the Preferences window.
 *
 * The shell names no game: each game's app folder registers its BthGameAppInfo at
 * start-up (src/app/bth-installed-games.c calls it); the About box and the Preferences
 * window are composed from the games registered, in that order, each under the name its
 * BthGameModule gives (bth-game-module.h). A game's settings are its own schema
 * (data/<game>/…gschema.xml), read through bth_game_settings(); the app's schema keeps the
 * shell's keys only (window size, dice animation).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef struct {
  const char *game_id;          /* its BthGameModule's id */
  /* N_() marked: what Berthier does for this game's players, a sentence or two for the
   * About box (plain text). */
  const char *about;
  /* N_() marked: whose game it is and that Berthier is not theirs (the About box's legal
   * section titled with the game's name), or NULL. */
  const char *legal;
  /* Its GSettings schema id, or NULL for a game without settings. */
  const char *settings_schema;
  /* Its group for the Preferences window (an AdwPreferencesGroup, which the window titles
   * with the game's name), bound to SETTINGS: NULL when the schema is not installed, and
   * the group then shows its switches insensitive. NULL for a game without preferences. */
  GtkWidget *(*preferences_group) (GSettings *settings);
} BthGameAppInfo;

/* Registers INFO (static storage); once per game. Aborts when a game registers twice (a
 * programming error). */
void                           bth_game_app_info_register (const BthGameAppInfo *info);
/* Every game's, in the order registered; N is set. */
const BthGameAppInfo * const  *bth_game_app_info_list     (guint *n);
const BthGameAppInfo          *bth_game_app_info_find     (const char *game_id);

/* GAME_ID's settings (its settings_schema), made on first use and kept while the app
 * runs, or NULL when the game has none or its schema is not installed (running
 * uninstalled without GSETTINGS_SCHEMA_DIR): callers then use the defaults. */
GSettings                     *bth_game_settings          (const char *game_id);

G_END_DECLS
