/* bth-siege-page.h — the Siege screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_SIEGE_PAGE (bth_siege_page_get_type ())
G_DECLARE_FINAL_TYPE (BthSiegePage, bth_siege_page, BTH, SIEGE_PAGE, BthPage)

G_END_DECLS
