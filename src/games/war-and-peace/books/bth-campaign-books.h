/* bth-campaign-books.h — the Grand Campaign's books as event kinds of the game's log.
 *
 * The Force Pool Display, the campaign books, the fleets and their cargo each fold their
 * own events into the state; this registers those fold functions with the state's fold
 * (bth_game_state_register_fold), so the base fold does not know the Grand Campaign.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void bth_campaign_books_register_folds (void);

G_END_DECLS
