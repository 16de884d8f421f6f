/* bth-game-page.h — see bth-game-page.c.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_GAME_PAGE (bth_game_page_get_type ())
G_DECLARE_FINAL_TYPE (BthGamePage, bth_game_page, BTH, GAME_PAGE, BthPage)

/* Shows the list of scenarios to start a new game from. */
void bth_game_page_choose_scenario (BthGamePage *self);

G_END_DECLS
