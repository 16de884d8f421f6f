/* cli-naval-commands.h — berthier-cli's naval subcommands (X.F, X.K.6–7). */
#pragma once

#include "cli-commands.h"

const CliCommand *cli_naval_commands (guint *n_commands);
