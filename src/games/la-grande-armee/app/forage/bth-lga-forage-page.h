/* bth-lga-forage-page.h — La Grande Armée's Forage screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_LGA_FORAGE_PAGE (bth_lga_forage_page_get_type ())
G_DECLARE_FINAL_TYPE (BthLgaForagePage, bth_lga_forage_page, BTH, LGA_FORAGE_PAGE, BthPage)

G_END_DECLS
