/* bth-ui-players-card.h — the players' Campaign Game Card the Grand Campaign UI tests
 * start from (test data; the values the rulebook does not print are typed here, as a
 * group would). Needs BERTHIER_SOURCE_ROOT for the shipped card it completes.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-campaign-card.h"

BthCampaignCard *bth_ui_players_card (void);
