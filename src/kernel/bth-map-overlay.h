/* bth-map-overlay.h — the players' record of their board, kept as an overlay document.
 *
 * The shipped map holds only what the rulebook states; what the players look up on their
 * own board (a hex's terrain, a hexside feature, a city's hex) is recorded here, applied
 * to the map at once, and saved as a "berthier-map-overlay" file (docs/map-format.md).
 * Saving keeps the previous file as FILE.bak and replaces FILE atomically.
 */
#pragma once

#include "bth-map.h"

G_BEGIN_DECLS

typedef struct _BthMapOverlay BthMapOverlay;

/* An empty overlay for MAP_ID. */
BthMapOverlay *bth_map_overlay_new          (const char *map_id);
/* Reads an overlay and applies it to MAP; on error neither changes. NAME names the text in
 * messages. */
gboolean       bth_map_overlay_load         (BthMapOverlay *self, BthMap *map, const char *text,
                                             gssize length, const char *name, GError **error);
void           bth_map_overlay_free         (BthMapOverlay *self);

/* Records TERRAIN for HEX (replacing an earlier record's terrain, keeping its river and
 * other keys) and applies it to MAP. */
gboolean       bth_map_overlay_record_terrain (BthMapOverlay *self, BthMap *map, BthHex hex,
                                               BthTerrain terrain, GError **error);
/* Records a river through HEX dividing it into BANKS (NULL-terminated lists of direction
 * nicks, see docs/map-format.md), or no river when BANKS is NULL. The hex's terrain must
 * be recorded first. */
gboolean       bth_map_overlay_record_river (BthMapOverlay *self, BthMap *map, BthHex hex,
                                             const char * const * const *banks, GError **error);
/* Records FEATURE on the hexside between adjacent hexes A and B. BTH_HEXSIDE_NONE removes
 * the record (or, where the map file states a feature, records that there is none). */
gboolean       bth_map_overlay_record_hexside (BthMapOverlay *self, BthMap *map, BthHex a, BthHex b,
                                               BthHexsideFeature feature, GError **error);
/* Records whether HEX has a bridge (it cancels the hex's terrain for movement). The hex's
 * terrain must be recorded first. */
gboolean       bth_map_overlay_record_bridge (BthMapOverlay *self, BthMap *map, BthHex hex,
                                              gboolean bridge, GError **error);
/* Takes back what was recorded for HEX: its terrain, and with it its river and bridge, go
 * back to what the map file states. Fails with BTH_ERROR_NOT_FOUND when nothing is
 * recorded for HEX. */
gboolean       bth_map_overlay_forget_terrain (BthMapOverlay *self, BthMap *map, BthHex hex,
                                               GError **error);
/* Records the hex of a city the map names, with its MAPBOARD (1 … 4, or 0 when not given). */
gboolean       bth_map_overlay_record_city  (BthMapOverlay *self, BthMap *map, const char *name,
                                             BthHex hex, int mapboard, GError **error);

guint          bth_map_overlay_get_n_records (BthMapOverlay *self);
char          *bth_map_overlay_to_data      (BthMapOverlay *self);
/* Writes the overlay to PATH (creating its folder), keeping the previous file as PATH.bak. */
gboolean       bth_map_overlay_save         (BthMapOverlay *self, const char *path, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthMapOverlay, bth_map_overlay_free)

G_END_DECLS
