/* cli-commands.h — the subcommands of berthier-cli. */
#pragma once

#include "bth-dice.h"
#include "bth-ruleset.h"

typedef struct {
  BthRuleset *rules;
  BthDice    *dice;
  const char *second;    /* a second argument, for commands that take two */
  const char *overlay;   /* --overlay FILE: the players' map overlay, or NULL */
} CliContext;

typedef struct {
  const char *name;
  const char *args;
  const char *summary;
  JsonNode *(*run) (CliContext *context, const char *argument, GError **error);
  gboolean    two_arguments;
} CliCommand;

const CliCommand *cli_commands (guint *n_commands);

/* FILE's JSON, or standard input's for "-"; a syntax error is an input error naming it. */
JsonNode *cli_read_input (const char *argument, GError **error);
