/* bth-battle-page.h — the Battle screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_BATTLE_PAGE (bth_battle_page_get_type ())
G_DECLARE_FINAL_TYPE (BthBattlePage, bth_battle_page, BTH, BATTLE_PAGE, BthPage)

G_END_DECLS
