/* bth-attrition-page.h — the Attrition screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-game.h"
#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_ATTRITION_PAGE (bth_attrition_page_get_type ())
G_DECLARE_FINAL_TYPE (BthAttritionPage, bth_attrition_page, BTH, ATTRITION_PAGE, BthPage)

/* Takes SIDE's hexes of 3 or more SP from GAME's Leader Display (bth-attrition-link.h);
 * after the roll the players choose each stack's losses and "Record in Game" writes them
 * back as one action. */
void bth_attrition_page_start_from_game (BthAttritionPage *self,
                                         BthGame          *game,
                                         const char       *side);

G_END_DECLS
