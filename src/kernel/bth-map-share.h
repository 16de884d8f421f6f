/* bth-map-share.h — one group's record of the board, shared with another.
 *
 * Exported as one JSON file ("format": "berthier-board-record", docs/map-format.md): the
 * overlay itself and, for each mapboard, how many hexes it records (the rulebook text gives
 * no count of a mapboard's hexes, so no percentage is claimed). Imported with
 * bth_map_overlay_merge (bth-map-overlay.h): nothing either group recorded is lost; where
 * they differ, both are shown for the players to choose.
 */
#pragma once

#include "bth-map-overlay.h"

G_BEGIN_DECLS

/* The shared file for OVERLAY on MAP. */
char       *bth_map_share_export (BthMapOverlay *overlay, const BthMap *map);
/* The overlay document in TEXT: a shared file or a plain overlay. NAME names TEXT in
 * messages. NULL with ERROR when it is neither. */
JsonObject *bth_map_share_read   (const char *text, gssize length, const char *name, GError **error);

G_END_DECLS
