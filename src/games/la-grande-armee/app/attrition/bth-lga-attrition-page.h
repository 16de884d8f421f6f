/* bth-lga-attrition-page.h — La Grande Armée's Attrition screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_LGA_ATTRITION_PAGE (bth_lga_attrition_page_get_type ())
G_DECLARE_FINAL_TYPE (BthLgaAttritionPage, bth_lga_attrition_page, BTH, LGA_ATTRITION_PAGE, BthPage)

G_END_DECLS
