/* bth-ui-players-card.h — the players' Campaign Game Card the Grand Campaign UI tests
 * start from (test data; the values the rulebook does not print are typed here, as a
 * group would), and the start of that Grand Campaign from the window the UI tests drive
 * (bth-ui-test.h). Needs BERTHIER_SOURCE_ROOT for the shipped card it completes.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-campaign-card.h"

BthCampaignCard *bth_ui_players_card (void);

/* Saves bth_ui_players_card() where the app keeps the players' card, starts a new game of
 * War and Peace on the Game page and, by its button, the Grand Campaign of 1805; fails
 * unless the window's game then keeps the campaign's books. */
void             bth_ui_start_grand_campaign (void);

/* Moves the window's game on with the core's Next Phase until MONTH ("1805-10"), SEGMENT
 * and PHASE (within 200 phases, else fails), then lets the window settle. */
void             bth_ui_go_to_phase (const char *month,
                                     const char *segment,
                                     const char *phase);
