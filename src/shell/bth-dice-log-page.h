/* bth-dice-log-page.h — the Dice Log screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_DICE_LOG_PAGE (bth_dice_log_page_get_type ())
G_DECLARE_FINAL_TYPE (BthDiceLogPage, bth_dice_log_page, BTH, DICE_LOG_PAGE, BthPage)

G_END_DECLS
