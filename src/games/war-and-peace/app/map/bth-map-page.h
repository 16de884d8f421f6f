/* bth-map-page.h — the Map page: the map view beside (or, narrow, above) the selected
 * hex's details, and "Use as Location" for a stack.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-map-view.h"
#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_MAP_PAGE (bth_map_page_get_type ())
G_DECLARE_FINAL_TYPE (BthMapPage, bth_map_page, BTH, MAP_PAGE, BthPage)

BthMapView *bth_map_page_get_view (BthMapPage *self);

G_END_DECLS
