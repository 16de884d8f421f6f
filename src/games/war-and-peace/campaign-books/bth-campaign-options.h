/* bth-campaign-options.h — the Grand Campaign's optional rules and named readings the
 * players chose for one game: kept in the campaign books ("options", an array of ids, edited
 * by a campaign-edit of the path ["options"]), so they are in the game's log, undoable,
 * saved and reloaded with it, and read by whatever needs them (the production phase).
 *
 * Ids: the production readings of docs/readings.md ("loan_cap_this_turn",
 * "iberian_loan_rate_invaded_only", "minor_units_any_city", "naval_counts_city_limit") and
 * the optional rules "lloyds" (X.K.8), "naval_prizes" (X.K.6), "naval_battle_damage" (X.K.7);
 * the supply reading "neutral_powers_apart" (X.E.1, read by bth-game-supply.c).
 */
#pragma once

#include "bth-campaign-option-ids.h"
#include "bth-campaign-state.h"
#include "bth-game.h"
#include "bth-production.h"

G_BEGIN_DECLS


/* Whether the game's books have option ID in use (FALSE without books). */
gboolean bth_campaign_books_option (const BthCampaignBooks *books, const char *id);
/* The production readings in use, for a BthProductionInput. */
void     bth_campaign_books_production_options (const BthCampaignBooks *books, BthProductionOptions *out);

/* One undoable action: option ID on or off. Refuses an unknown id, or no change. */
gboolean bth_game_campaign_set_option (BthGame *game, const char *id, gboolean on, GError **error);

G_END_DECLS
