/* bth-lga-skirmish-page.h — La Grande Armée's Skirmish screen [11].
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_LGA_SKIRMISH_PAGE (bth_lga_skirmish_page_get_type ())
G_DECLARE_FINAL_TYPE (BthLgaSkirmishPage, bth_lga_skirmish_page, BTH, LGA_SKIRMISH_PAGE, BthPage)

G_END_DECLS
