/* bth-lga-morale-page.h — La Grande Armée's Morale screen: the Morale Check [13.0] and
 * the rout track [13.2].
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_LGA_MORALE_PAGE (bth_lga_morale_page_get_type ())
G_DECLARE_FINAL_TYPE (BthLgaMoralePage, bth_lga_morale_page, BTH, LGA_MORALE_PAGE, BthPage)

G_END_DECLS
