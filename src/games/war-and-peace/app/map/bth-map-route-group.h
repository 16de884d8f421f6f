/* bth-map-route-group.h — the Map page's Distance and Path tool.
 *
 * Two locations ("From", "To": a hex label such as Y16(2) or a city, completed as typed with
 * the Leaders page's location row, or the hex selected on the map) and between them the hex
 * distance, the movement-point cost with the Terrain Effects Chart's terrain costs and river
 * rule, and the cheapest path, drawn on the map. It is the core's bth_map_route, the same
 * computation as `berthier-cli distance`. Where the path crosses hexes whose terrain is
 * unrecorded the cost is a lower bound and the hexes are named, to look up on the board.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-map-view.h"
#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_MAP_ROUTE_GROUP (bth_map_route_group_get_type ())
G_DECLARE_FINAL_TYPE (BthMapRouteGroup, bth_map_route_group, BTH, MAP_ROUTE_GROUP, AdwPreferencesGroup)

/* PAGE receives the location rows' dialogs and toasts; VIEW draws the path. */
GtkWidget *bth_map_route_group_new          (BthPage    *page,
                                             BthMapView *view);
/* The map (NULL while it is read); call again after every record on it. */
void       bth_map_route_group_set_map      (BthMapRouteGroup *self,
                                             BthMap           *map);
/* The hex the "Selected Hex" buttons use (HAS_HEX FALSE: none). */
void       bth_map_route_group_set_selected (BthMapRouteGroup *self,
                                             gboolean          has_hex,
                                             BthHex            hex);

G_END_DECLS
