/* cli-commands.h — the subcommands of berthier-cli. */
#pragma once

#include "bth-dice.h"
#include "bth-ruleset.h"

typedef struct {
  BthRuleset *rules;
  BthDice    *dice;
} CliContext;

typedef struct {
  const char *name;
  const char *args;
  const char *summary;
  JsonNode *(*run) (CliContext *context, const char *argument, GError **error);
} CliCommand;

const CliCommand *cli_commands (guint *n_commands);
