/* bth-navies-page.h — see bth-navies-page.c.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_NAVIES_PAGE (bth_navies_page_get_type ())
G_DECLARE_FINAL_TYPE (BthNaviesPage, bth_navies_page, BTH, NAVIES_PAGE, BthPage)

/* Where the app keeps the players' sea-zone numbers (bth-sea-zone-entries.h). */
char *bth_navies_sea_zones_path (void);

G_END_DECLS
