/* bth-overrun-page.h — the Overrun screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-game.h"
#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_OVERRUN_PAGE (bth_overrun_page_get_type ())
G_DECLARE_FINAL_TYPE (BthOverrunPage, bth_overrun_page, BTH, OVERRUN_PAGE, BthPage)

/* Presets the moving force from STACK of GAME's Leader Display (bth-overrun-link.h): its
 * SP and cavalry, and whether it is in supply (M.7). The force to overrun stays the
 * players' entry. A stack that may not overrun is said so in a toast. */
void bth_overrun_page_start_from_game (BthOverrunPage *self,
                                       BthGame        *game,
                                       const char     *stack);

G_END_DECLS
