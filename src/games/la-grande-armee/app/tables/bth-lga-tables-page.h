/* bth-lga-tables-page.h — La Grande Armée's Tables screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_LGA_TABLES_PAGE (bth_lga_tables_page_get_type ())
G_DECLARE_FINAL_TYPE (BthLgaTablesPage, bth_lga_tables_page, BTH, LGA_TABLES_PAGE, BthPage)

G_END_DECLS
