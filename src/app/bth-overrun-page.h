/* bth-overrun-page.h — the Overrun screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_OVERRUN_PAGE (bth_overrun_page_get_type ())
G_DECLARE_FINAL_TYPE (BthOverrunPage, bth_overrun_page, BTH, OVERRUN_PAGE, BthPage)

G_END_DECLS
