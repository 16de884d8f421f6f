/* cli-scenario-commands.h — berthier-cli's scenario subcommands (scenarios, scenario ID). */
#pragma once

#include "cli-commands.h"

const CliCommand *cli_scenario_commands (guint *n_commands);
