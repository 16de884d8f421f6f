/* bth-attrition-page.h — the Attrition screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_ATTRITION_PAGE (bth_attrition_page_get_type ())
G_DECLARE_FINAL_TYPE (BthAttritionPage, bth_attrition_page, BTH, ATTRITION_PAGE, BthPage)

G_END_DECLS
