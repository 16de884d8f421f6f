/* bth-map-overlay.h — the players' record of their board, kept as an overlay document.
 *
 * The shipped map holds only what the rulebook states; what the players look up on their
 * own board (a hex's terrain, a hexside feature, a city's hex) is recorded here, applied
 * to the map at once, and saved as a "berthier-map-overlay" file (docs/map-format.md).
 * Saving keeps the previous file as FILE.bak and replaces FILE atomically.
 */
#pragma once

#include <json-glib/json-glib.h>

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
/* The players confirm (COMPLETE) that MAP lists every major city, or take it back: the
 * cities' fingerprint now, or nothing, as "major_cities_complete" (bth_map_major_cities_confirmed). */
gboolean       bth_map_overlay_record_major_cities (BthMapOverlay *self, BthMap *map, gboolean complete,
                                                    GError **error);
gboolean       bth_map_overlay_record_city  (BthMapOverlay *self, BthMap *map, const char *name,
                                             BthHex hex, int mapboard, GError **error);

/* Records every entry of DOC (an overlay document: "hexes", "hexsides", "cities") at once:
 * a hex entry's keys replace those of the hex's earlier record (its river and bridge kept
 * unless DOC gives them), a hexside's entry replaces the hexside's, a city's keys amend the
 * city's. All or nothing: when MAP refuses one entry, neither changes. */
gboolean       bth_map_overlay_record_document (BthMapOverlay *self, BthMap *map, JsonObject *doc,
                                                GError **error);

/* A record two groups made differently: the same hex, hexside or city. */
typedef struct {
  char       *kind;      /* "hex", "hexside", "city" */
  char       *key;       /* "Y16(2)", "P10–P11", "Vienna" */
  char       *mine;      /* what this record says, in words ("forest, river w–e") */
  char       *theirs;    /* what the other says */
  JsonObject *theirs_entry;
} BthMapConflict;

void           bth_map_conflict_free        (BthMapConflict *conflict);

/* Merges another group's overlay document THEIRS into this record: what only they
 * recorded is added, what both recorded alike stays, and what they recorded differently is
 * left as this record has it, listed in CONFLICTS (BthMapConflict) and kept in the
 * document's "unresolved" for the players to choose (bth_map_overlay_get_conflicts). *ADDED counts the entries added. FALSE with ERROR (nothing changed) when THEIRS
 * is for another map or MAP refuses its entries. */
gboolean       bth_map_overlay_merge        (BthMapOverlay *self, BthMap *map, JsonObject *theirs,
                                             GPtrArray *conflicts, guint *added, GError **error);
/* The players chose the other group's record of a conflict: it replaces this one and the
 * conflict is settled. */
gboolean       bth_map_overlay_take_theirs  (BthMapOverlay *self, BthMap *map,
                                             const BthMapConflict *conflict, GError **error);
/* The players kept their own record of a conflict: the other group's is dropped. */
void           bth_map_overlay_keep_mine    (BthMapOverlay *self, const BthMapConflict *conflict);
/* Appends to CONFLICTS (BthMapConflict) every conflict of a merge the players have not
 * settled: they are kept in the document ("unresolved") until they choose, so they outlast
 * the app. One the players have since recorded alike is no longer listed. */
void           bth_map_overlay_get_conflicts (BthMapOverlay *self, BthMap *map, GPtrArray *conflicts);
/* The whole document (borrowed). */
JsonObject    *bth_map_overlay_get_document (BthMapOverlay *self);

guint          bth_map_overlay_get_n_records (BthMapOverlay *self);
char          *bth_map_overlay_to_data      (BthMapOverlay *self);
/* Writes the overlay to PATH (creating its folder), keeping the previous file as PATH.bak. */
gboolean       bth_map_overlay_save         (BthMapOverlay *self, const char *path, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthMapOverlay, bth_map_overlay_free)

G_END_DECLS
