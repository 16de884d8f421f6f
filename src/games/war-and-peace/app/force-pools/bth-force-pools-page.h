/* bth-force-pools-page.h — see bth-force-pools-page.c.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_FORCE_POOLS_PAGE (bth_force_pools_page_get_type ())
G_DECLARE_FINAL_TYPE (BthForcePoolsPage, bth_force_pools_page, BTH, FORCE_POOLS_PAGE, BthPage)

/* Opens the Campaign Game Card editor over the page's window; returns it. */
GtkWindow *bth_force_pools_page_edit_card (BthForcePoolsPage *self);

G_END_DECLS
