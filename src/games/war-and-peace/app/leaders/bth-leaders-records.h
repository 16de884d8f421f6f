/* bth-leaders-records.h — on the Leaders page: an Attrition Phase for the active player
 * (G) or a forced march of one stack (K), opened on their pages with the Leader Display's
 * forces; their losses come back to the game as one action each.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-game.h"
#include "bth-page.h"

G_BEGIN_DECLS

/* A preferences group for PAGE (the Leaders page, in a BthWindow) showing GAME's state. */
GtkWidget *bth_leaders_records_group_new (BthPage *page,
                                          BthGame *game);

G_END_DECLS
