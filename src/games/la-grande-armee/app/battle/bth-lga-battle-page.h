/* bth-lga-battle-page.h — La Grande Armée's Battle screen [12-13], round after round.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_LGA_BATTLE_PAGE (bth_lga_battle_page_get_type ())
G_DECLARE_FINAL_TYPE (BthLgaBattlePage, bth_lga_battle_page, BTH, LGA_BATTLE_PAGE, BthPage)

G_END_DECLS
