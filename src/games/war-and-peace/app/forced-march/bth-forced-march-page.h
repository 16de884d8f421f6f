/* bth-forced-march-page.h — the Forced March screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-game.h"
#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_FORCED_MARCH_PAGE (bth_forced_march_page_get_type ())
G_DECLARE_FINAL_TYPE (BthForcedMarchPage, bth_forced_march_page, BTH, FORCED_MARCH_PAGE, BthPage)

/* Takes STACK of GAME's Leader Display as component groups (bth-march-link.h); after the
 * roll "Record in Game" writes the SP an asterisk costs back as one action. */
void bth_forced_march_page_start_from_game (BthForcedMarchPage *self,
                                            BthGame            *game,
                                            const char         *stack);

G_END_DECLS
