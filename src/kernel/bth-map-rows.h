/* bth-map-rows.h — the board typed a row at a time, and painted a stroke at a time.
 *
 * Players copy their board into Berthier in lines they type (docs/map-format.md, "Typed
 * rows"):
 *
 *   Y14-Y23 (2): c c f f m m c c c f    a row: one terrain letter per hex, eastwards
 *   Y14 ccffmmcccf                      the same, shorter (the end hex and board optional)
 *   river X13: 6 9 6 6 3                a river through hexes: steps as on a numeric keypad
 *   ~X13 e ne e e se                    (6 e, 9 ne, 7 nw, 4 w, 1 sw, 3 se) or compass nicks
 *   Vienna FF30 (3) major Austria       a city: its hex, board, size (the map's), country
 *   Y14-Y22 (2)                         only the board, for the row's hexes already recorded
 *                                       (so is "." after a board: (2) then Y14 .....)
 *
 * Letters are the map's: each terrain its map file declares may have one (War and Peace's:
 * c clear, f forest, m low mountain, h high mountain, s swamp, l lake, d desert, a sand,
 * w sea); "." leaves a hex as it is. A river's hexes are the hexes it flows
 * through: in each it crosses the side it came in by and the side it leaves by; its first
 * and last hexes, crossed once, are river tails (no effect on movement) unless another
 * river line or stroke crosses them again. Recording checks the
 * lines against the map (a board that contradicts it, a country it does not know, a river
 * through a hex whose terrain is not recorded) and records all of them or none.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "bth-map-overlay.h"

G_BEGIN_DECLS

/* Where a line could not be read: its line and column (1-based, in characters) and the
 * token there. */
typedef struct {
  guint  line;
  guint  column;
  char  *token;
  char  *message;   /* "line 2, column 5: “q” is not a terrain letter (…)" */
} BthMapRowsError;

typedef struct {
  BthHex     hex;
  int        mapboard;      /* 0 when not written */
  BthTerrain terrain;
} BthMapRowHex;

typedef struct {
  char       *name;
  BthHex      hex;
  int         mapboard;
  BthCitySize size;         /* unrecorded when not written */
  gboolean    capital;
  char       *country;      /* as written, NULL when not */
} BthMapRowCity;

typedef struct {
  GArray    *hexes;         /* BthMapRowHex, in the order written (a later one wins) */
  GPtrArray *rivers;        /* GArray of BthHex: each river's hexes, in order */
  GPtrArray *cities;        /* BthMapRowCity */
  GPtrArray *errors;        /* BthMapRowsError: every line that could not be read */
} BthMapRows;

/* Reads TEXT (any number of lines), its terrain letters MAP's (bth_map_terrain_from_letter).
 * Lines that cannot be read are listed in errors; the others are kept. Never NULL. */
BthMapRows  *bth_map_rows_parse   (const BthMap *map, const char *text);
void         bth_map_rows_free    (BthMapRows *rows);
/* The number of hexes whose terrain the rows record. */
guint        bth_map_rows_count_hexes (const BthMapRows *rows);
/* The number of hexes already recorded on MAP to which the rows give only a mapboard
 * ("(2)" then "Y14 ....", or "Y14-Y22 (2)" without letters). */
guint        bth_map_rows_count_boards_only (const BthMapRows *rows, const BthMap *map);

/* The sides a river through PATH (N adjacent hexes) crosses in each of them, added to
 * SIDES (a GHashTable of hex index → guint8 sides, GINT_TO_POINTER). FALSE with ERROR,
 * naming the two hexes, when two successive hexes are not adjacent. */
gboolean     bth_map_river_path_sides (const BthHex *path, guint n, GHashTable *sides,
                                       GError **error);

/* The overlay document ("berthier-map-overlay") that records ROWS on MAP: the terrain of
 * the rows' hexes (their rivers and bridges kept), the rivers (the sides crossed added
 * to a river already recorded there; tails left out), the cities. NULL with ERROR when
 * the rows have errors or MAP refuses them: nothing is recorded. */
JsonObject  *bth_map_rows_to_document (const BthMapRows *rows, const BthMap *map, GError **error);

/* The document for a paint stroke: TERRAIN on each of the N hexes. */
JsonObject  *bth_map_paint_document   (const BthMap *map, const BthHex *hexes, guint n,
                                       BthTerrain terrain);
/* Gives each hex of DOC (a stroke's document) whose board neither its label nor MAP gives
 * the MAPBOARD the players are painting on (none when 0). */
void         bth_map_document_set_mapboard (JsonObject *doc, const BthMap *map, int mapboard);
/* The document for a river stroke through PATH (as a river line). NULL with ERROR. */
JsonObject  *bth_map_river_document   (const BthMap *map, const BthHex *path, guint n,
                                       GError **error);
/* The document for a hexside stroke through PATH: FEATURE on each side between successive
 * hexes (they must be adjacent). When every one of those sides already has FEATURE, the
 * stroke takes it off them (BTH_HEXSIDE_NONE), so the same stroke again undoes a slip.
 * NULL with ERROR (fewer than two hexes, hexes not adjacent). */
JsonObject  *bth_map_hexside_document (const BthMap *map, const BthHex *path, guint n,
                                       BthHexsideFeature feature, GError **error);
/* The document for a bridge stroke: a bridge on each of the N hexes, or none on any when
 * the first already has one. NULL with ERROR when a hex's terrain is not recorded. */
JsonObject  *bth_map_bridge_document  (const BthMap *map, const BthHex *hexes, guint n,
                                       GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthMapRows, bth_map_rows_free)

G_END_DECLS
