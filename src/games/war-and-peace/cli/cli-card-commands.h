/* cli-card-commands.h — berthier-cli's Campaign Game Card subcommands
 * (card show|export|import|validate). */
#pragma once

#include "bth-cli.h"

const BthCliCommand *cli_card_commands (guint *n_commands);

/* Where the players' card is kept: $XDG_DATA_HOME/berthier/campaign/ID.card.json. */
char *cli_card_players_path (const char *id);

#include "bth-campaign-card.h"
#include "bth-campaign-politics.h"

/* The card a command reads: --card FILE when given (a bad file is an input error naming it),
 * else the players' card, else the built-in one. */
BthCampaignCard *cli_card_load (const BthCliContext *context, GError **error);

/* A BthPoliticsPrepareFunc; DATA is the BthCliContext. Completes the politics input from
 * the card (bth_campaign_card_complete_politics) and the built-in map with the players'
 * overlay (--overlay): a symbol the card contradicts is an error; a symbol not given is the
 * card's; a state whose production cities (or, X.I.1.b, city hexes) the input or the card
 * leaves incomplete gets cities_needed, so its conquest and the victory count wait for them
 * (X.I.1, X.C.1.a, X.C.2). */
gboolean cli_card_check_politics (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *warnings,
                                  gpointer data, GError **error);
