/* bth-war-and-peace.h — War and Peace as a game of Berthier (bth-game-module.h).
 *
 * Avalon Hill's War and Peace, played by the unofficial 4th-edition rulebook and its
 * charts: rulesets, scenarios and the Grand Campaign's books. Its folders:
 *   rules/ land/ navies/ campaign/ books/  the GTK-free engine and books
 *   cli/                                   its berthier-cli commands
 *   app/                                   its pages, one folder each
 * and its data in data/war-and-peace/.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BTH_WAR_AND_PEACE_ID "war-and-peace"

/* Registers the game with the kernel (its module and its event kinds); once. */
void bth_war_and_peace_register (void);

G_END_DECLS
