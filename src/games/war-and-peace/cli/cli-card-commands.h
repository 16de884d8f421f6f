/* cli-card-commands.h — berthier-cli's Campaign Game Card subcommands
 * (card show|export|import|validate). */
#pragma once

#include "cli-commands.h"

const CliCommand *cli_card_commands (guint *n_commands);

/* Where the players' card is kept: $XDG_DATA_HOME/berthier/campaign/ID.card.json. */
char *cli_card_players_path (const char *id);
