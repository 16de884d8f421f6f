/* cli-map-commands.h — berthier-cli's map subcommands (supply FILE, distance FROM TO). */
#pragma once

#include "cli-commands.h"

const CliCommand *cli_map_commands (guint *n_commands);
