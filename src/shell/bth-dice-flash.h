/* bth-dice-flash.h — the dice tumbling for a moment over the window after the app rolls.
 *
 * Decoration only: the page that rolled shows the result at once, and the dice log keeps
 * it. The flash follows the "dice-animation" preference and the desktop's animation
 * setting, and is never shown for dice the players typed in.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BTH_TYPE_DICE_FLASH (bth_dice_flash_get_type ())
G_DECLARE_FINAL_TYPE (BthDiceFlash, bth_dice_flash, BTH, DICE_FLASH, AdwBin)

GtkWidget  *bth_dice_flash_new      (void);

/* Tumbles random faces for as many dice as DICE names ("4 + 4"), then shows DICE, then
 * fades away. A new roll restarts it. */
void        bth_dice_flash_play     (BthDiceFlash *self,
                                     const char   *dice);

/* What the flash shows now ("" when hidden); for tests. */
const char *bth_dice_flash_get_text (BthDiceFlash *self);

G_END_DECLS
