/* bth-lga-siege-page.h — La Grande Armée's Siege screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_LGA_SIEGE_PAGE (bth_lga_siege_page_get_type ())
G_DECLARE_FINAL_TYPE (BthLgaSiegePage, bth_lga_siege_page, BTH, LGA_SIEGE_PAGE, BthPage)

G_END_DECLS
