/* cli-card-commands.h — berthier-cli's Campaign Game Card subcommands
 * (card show|export|import|validate). */
#pragma once

#include "bth-cli.h"

const BthCliCommand *cli_card_commands (guint *n_commands);

/* Where the players' card is kept: $XDG_DATA_HOME/berthier/campaign/ID.card.json. */
char *cli_card_players_path (const char *id);

#include "bth-campaign-politics.h"

/* A BthPoliticsPrepareFunc: checks the politics input against the players' card (else the
 * built-in one): a symbol the card contradicts is an error; a symbol not given is the
 * card's; a state whose production cities the input or the card leaves incomplete gets
 * cities_needed, so its conquest and the victory count wait for them (X.I.1, X.C.2.a). */
gboolean cli_card_check_politics (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *warnings,
                                  gpointer data, GError **error);
