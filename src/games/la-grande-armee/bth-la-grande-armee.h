/* bth-la-grande-armee.h — La Grande Armée as a game of Berthier (bth-game-module.h).
 *
 * SPI/TSR's La Grande Armée (1987): weekly turns, cavalry skirmishes, a single-column battle
 * table with the odds as a modifier, morale and rout, attrition by the order given. Its
 * folders:
 *   rules/    its charts as data (data/la-grande-armee/rules/) and their loader
 *   combat/   skirmish [11] and battle [12-13], the exact odds of the CRT
 *   checks/   morale [13], attrition and force march [16, 7.2-7.3], weather
 *   cli/      its berthier-cli commands
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BTH_LA_GRANDE_ARMEE_ID "la-grande-armee"

/* Registers the game with the kernel; once. It has no event kinds yet (its books come
 * later; it will take the numbers 100-199). */
void bth_la_grande_armee_register (void);

G_END_DECLS
