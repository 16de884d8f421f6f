/* bth-lookup-page.h — the Tables screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_LOOKUP_PAGE (bth_lookup_page_get_type ())
G_DECLARE_FINAL_TYPE (BthLookupPage, bth_lookup_page, BTH, LOOKUP_PAGE, BthPage)

G_END_DECLS
