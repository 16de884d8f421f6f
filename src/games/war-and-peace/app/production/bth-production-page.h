/* bth-production-page.h — see bth-production-page.c.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_PRODUCTION_PAGE (bth_production_page_get_type ())
G_DECLARE_FINAL_TYPE (BthProductionPage, bth_production_page, BTH, PRODUCTION_PAGE, BthPage)

G_END_DECLS
