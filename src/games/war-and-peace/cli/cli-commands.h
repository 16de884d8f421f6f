/* cli-commands.h — the subcommands of berthier-cli. */
#pragma once

#include "bth-cli.h"
#include "bth-ruleset.h"

/* The kernel's CLI contract, by the names these files have always used. */
typedef BthCliContext CliContext;
typedef BthCliCommand CliCommand;

const CliCommand *cli_commands (guint *n_commands);

