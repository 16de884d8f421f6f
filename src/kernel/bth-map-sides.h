/* bth-map-sides.h — what the players record on a hex's sides, read back as they record it.
 *
 * A river runs through the middle of hexes (as War and Peace's Terrain Effects Chart note 3 has it): on the
 * board it enters a hex through one hexside and leaves through another (a third where
 * rivers meet), and the map keeps it as the banks it divides the hex into
 * (docs/map-format.md). Players think in the sides the river crosses, so these functions
 * convert between the two. The hexside features proper (the map file's "hexside_features")
 * and a hex's bridge are read with bth-map.h and here.
 */
#pragma once

#include "bth-map-overlay.h"

G_BEGIN_DECLS

/* The hexsides the river through HEX crosses (bit D: direction D; a side on two banks),
 * 0 when no river divides the hex. */
guint8         bth_map_get_river_sides       (const BthMap *map, BthHex hex);
/* TRUE when HEX has a bridge recorded (it cancels the hex's terrain for movement). */
gboolean       bth_map_hex_has_bridge        (const BthMap *map, BthHex hex);

/* The banks a river crossing the hexsides in SIDES (2 or 3 bits) divides a hex into, each a
 * NULL-terminated list of direction nicks, as bth_map_overlay_record_river takes them; the
 * crossed sides lie on both banks they separate. NULL with ERROR for 0, 1 (a river tail has
 * no effect and is not recorded) or more than 3 sides. Free with bth_river_banks_free. */
char        ***bth_river_banks_from_sides    (guint8 sides, GError **error);
void           bth_river_banks_free          (char ***banks);

/* Records the river through HEX crossing SIDES (0: no river) in OVERLAY and on MAP. */
gboolean       bth_map_overlay_record_river_sides (BthMapOverlay *overlay, BthMap *map, BthHex hex,
                                                   guint8 sides, GError **error);

G_END_DECLS
