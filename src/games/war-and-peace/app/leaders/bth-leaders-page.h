/* bth-leaders-page.h — see bth-leaders-page.c.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_LEADERS_PAGE (bth_leaders_page_get_type ())
G_DECLARE_FINAL_TYPE (BthLeadersPage, bth_leaders_page, BTH, LEADERS_PAGE, BthPage)

G_END_DECLS
