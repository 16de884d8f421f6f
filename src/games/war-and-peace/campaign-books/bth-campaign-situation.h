/* bth-campaign-situation.h — the Grand Campaign's books read as the political situation
 * the politics computations take (X.D, X.G-X.I).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-campaign-game.h"
#include "bth-campaign-card.h"
#include "bth-map.h"

G_BEGIN_DECLS

/* The political situation of the game (free with bth_politics_situation_free()): statuses,
 * conquest, loans, wars, cities and their control, prisoners (from the Prisoners boxes),
 * Victory Points, Napoleon. BOARD (may be NULL) gives the facts only the board knows, copied
 * as they are: its moment and options, each major's attacked_by_pro/anti and
 * anti_units_inside, each minor's attacked_by, each city's foreign_sp, enemy_sp_inside and
 * end_sp_*, the states whose city hexes are all entered (X.I.1.b), french_sp_on_spain_mapboard, spanish_units_moved, french_sp_in_paris,
 * pressburg_imposed. Without BOARD the moment is the end of the Combat Phase in a combat
 * phase, else the Alliance Phase. */
BthPoliticsSituation *bth_game_campaign_situation (BthGame *game, const BthPoliticsSituation *board,
                                                   GError **error);
/* The same, completed from CARD (the players' Campaign Game Card) and MAP (may be NULL) as
 * berthier-cli politics completes its input (bth_campaign_card_complete_politics()): conquest
 * and victory wait, naming what to enter, wherever a list they need is incomplete; each city
 * hex counted once, ceased and created states followed (X.I.1, X.C, X.H, BB 3264). */
BthPoliticsSituation *bth_game_campaign_situation_with_card (BthGame *game, const BthPoliticsSituation *board,
                                                             const BthCampaignCard *card, const BthMap *map,
                                                             GError **error);
/* The Campaign Game Card and the map GAME's actions read (a copy of CARD and a reference to
 * MAP are kept with the game; NULL CARD: none): settling, city control and the alliance roll
 * complete their situation from them as the views do, so that what they apply — a conquest
 * (X.I.1.b: "every city hex in the country"), a group's power (X.G.1.f), the roll's modifier —
 * is what the Alliances page shows. The app gives the players' card and the session's map. */
void                  bth_game_campaign_use_card (BthGame *game, const BthCampaignCard *card, BthMap *map);
/* The situation an action of GAME applies, from STATE (the work's) with BOARD, completed from
 * the card and map of bth_game_campaign_use_card() when given; NULL with an error when the
 * card contradicts the books. */
BthPoliticsSituation *bth_game_campaign_situation_of_state (BthGame *game, const BthCampaignRules *rules,
                                                            const BthGameState *state,
                                                            const BthPoliticsSituation *board, GError **error);
/* The same from a state (the game's, or a copy an action is building). */
BthPoliticsSituation *bth_campaign_situation_from_state (const BthCampaignRules *rules, const BthGameState *state,
                                                         const BthPoliticsSituation *board);

G_END_DECLS
