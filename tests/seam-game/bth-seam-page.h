/* bth-seam-page.h — the seam test's one page: its score, and a button that rolls the die
 * and books the points. Undo, redo, the save and the Dice Log are the shell's.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_SEAM_PAGE (bth_seam_page_get_type ())
G_DECLARE_FINAL_TYPE (BthSeamPage, bth_seam_page, BTH, SEAM_PAGE, BthPage)

/* Registers the game (bth_seam_game_register) and adds its page to the sidebar. */
void bth_seam_game_register_pages (void);

G_END_DECLS
