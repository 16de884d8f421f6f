/* bth-game-module.h — how a game plugs into Berthier.
 *
 * A game is a struct of facts and functions registered at start-up (the CLI's and the app's
 * main call each installed game's register function): its id and name, its rulesets (a
 * game may have several), how to load one, and the CLI commands it adds. Its event kinds
 * are registered with bth-event.h, its pages with the app shell's bth-page-registry.h.
 * The kernel keeps the list and names no game.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-cli.h"

G_BEGIN_DECLS

typedef struct {
  const char *id;       /* "war-and-peace-4e": the id a save records */
  const char *name;     /* what the players call it */
} BthRulesetInfo;

typedef struct {
  const char           *id;          /* "war-and-peace": --game ID, a save's "game" */
  const char           *name;        /* "War and Peace" */
  const char           *summary;     /* one line for `berthier-cli games` and --help */
  const BthRulesetInfo *rulesets;    /* the first is the default */
  guint                 n_rulesets;
  /* Loads RULESET_ID (NULL: the default), built in, or from DIR when DIR is not NULL;
   * returns a new GObject the game's commands and pages take as their rules. */
  gpointer            (*load_rules) (const char *ruleset_id, const char *dir, GError **error);
  /* The rules' name as the window's subtitle shows it ("War and Peace (4th edition)"). */
  const char         *(*rules_name) (gpointer rules);

  /* The built-in map the players' overlay records, or NULL: its id (the overlay's file
   * name) and its resource path (bth_map_load_resource). */
  const char           *map_id;
  const char           *map_resource;

  /* The app's books (NULL for a game that has only tools): a new game of SCENARIO_ID
   * (DEFAULT_SCENARIO on a first launch), and a saved one read back; both return a
   * BthPlayedGame (bth-played-game.h). */
  const char           *default_scenario;
  gpointer            (*new_game)   (gpointer rules, const char *scenario_id, guint64 seed, GError **error);
  gpointer            (*load_game)  (gpointer rules, GFile *file, GError **error);
} BthGameModule;

/* Registers MODULE (static storage); the first registered is the default game. Aborts
 * when a game of that id is registered already (a programming error). */
void                  bth_game_module_register          (const BthGameModule *module);
const BthGameModule  *bth_game_module_find              (const char *id);
const BthGameModule  *bth_game_module_default           (void);
/* Every registered game, in order; N is set. */
const BthGameModule * const *bth_game_module_list       (guint *n);

/* Adds a group of CLI commands to GAME_ID (registered before). */
void                  bth_game_module_add_cli_commands  (const char         *game_id,
                                                         BthCliCommandsFunc  commands);
/* GAME's command NAME, or NULL. */
const BthCliCommand  *bth_game_module_find_cli_command  (const BthGameModule *game,
                                                         const char          *name);
/* GAME's command groups, in the order added; N is set. */
const BthCliCommandsFunc *bth_game_module_cli_commands  (const BthGameModule *game,
                                                         guint               *n);

G_END_DECLS
