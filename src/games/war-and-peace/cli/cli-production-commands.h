/* cli-production-commands.h — berthier-cli's Grand Campaign production subcommand. */
#pragma once

#include "cli-commands.h"

const CliCommand *cli_production_commands (guint *n_commands);
