/* bth-map-sides-group.h — recording, from the Map page, what the board shows at one hex.
 *
 * For the selected hex: its terrain and bridge, the feature on each of its six sides
 * (all-sea, red-arrow crossing, mountain pass, or none, which removes one), and the river
 * through it as the sides it crosses (Terrain Effects Chart note 3: rivers run through the
 * middle of hexes). Sides are named by compass direction and the neighbouring hex's label,
 * as a player finds them on the physical board. Every choice is recorded at once in the
 * players' overlay through the session's BthMapStore, which saves it; the map, supply and
 * distances use it from then on.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-map.h"
#include "bth-page.h"

G_BEGIN_DECLS

/* A river's first side ticked, kept until the second is (a river crosses two sides; one
 * alone is a tail, which is not recorded). Owned by the page, so it outlives a rebuild. */
typedef struct {
  gboolean has;
  BthHex   hex;
  guint8   sides;
} BthRiverPending;

/* Appends the groups for HEX of MAP to BOX. PAGE gives the session's map store and shows
 * errors. */
void bth_map_sides_groups_add (GtkBox          *box,
                               BthPage         *page,
                               BthMap          *map,
                               BthHex           hex,
                               BthRiverPending *pending);

/* "North-east", "East" … for a direction of bth-hex.h. */
const char *bth_hex_direction_compass (BthHexDirection direction);

G_END_DECLS
