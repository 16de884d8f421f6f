/* bth-cli.h — what a game's berthier-cli commands are: a name, its arguments, a summary
 * and a function from the JSON input to the JSON output.
 *
 * The command line itself (src/cli/main.c) picks the game (--game ID), loads its rules
 * and runs the command; each game lists its commands (bth_game_module_add_cli_commands).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "bth-dice.h"

G_BEGIN_DECLS

typedef struct {
  gpointer    rules;     /* the game's ruleset object (BthGameModule.load_rules) */
  BthDice    *dice;
  const char *second;    /* a second argument, for commands that take two */
  const char *overlay;   /* --overlay FILE: the players' map overlay, or NULL */
  const char *card;      /* --card FILE: the players' game card for this call, or NULL */
} BthCliContext;

typedef struct {
  const char *name;
  const char *args;
  const char *summary;
  JsonNode *(*run) (BthCliContext *context, const char *argument, GError **error);
  gboolean    two_arguments;
} BthCliCommand;

/* A group of commands: returns a static array and sets N_COMMANDS. */
typedef const BthCliCommand *(*BthCliCommandsFunc) (guint *n_commands);

/* FILE's JSON, or standard input's for "-"; a syntax error is an input error naming it. */
JsonNode *bth_cli_read_input (const char *argument, GError **error);

G_END_DECLS
