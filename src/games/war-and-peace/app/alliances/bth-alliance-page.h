/* bth-alliance-page.h — see bth-alliance-page.c.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_ALLIANCE_PAGE (bth_alliance_page_get_type ())
G_DECLARE_FINAL_TYPE (BthAlliancePage, bth_alliance_page, BTH, ALLIANCE_PAGE, BthPage)

G_END_DECLS
