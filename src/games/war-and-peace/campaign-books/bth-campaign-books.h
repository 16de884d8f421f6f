/* bth-campaign-books.h — the Grand Campaign's books in a War and Peace game.
 *
 * The Force Pool Display and the campaign books ride on the game's state in slots of their
 * own and fold their own events; the campaign sets up a new Grand Campaign game, adds its
 * items to what is due and writes its lines of the log export. This registers all of it
 * with the base books (bth-game-state.h, bth-game-books.h), which never name the Grand
 * Campaign; War and Peace's module calls it once (bth_war_and_peace_register).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void bth_campaign_books_register (void);

G_END_DECLS
