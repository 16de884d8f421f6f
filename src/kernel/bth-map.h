/* bth-map.h — the map: hexes, terrain, hexside features, cities, and movement costs.
 *
 * A map is loaded from a data/maps/ file (built in as a GResource) and may be overlaid by
 * the players' own record of their board: the shipped map holds only what the rulebook
 * states, so a hex's terrain is "unrecorded" until an overlay records it. The terrains,
 * hexside features and production symbols are the map file's (a game's terrain chart), and
 * so are the movement costs ("movement"); the costing and path-finding are here and in
 * bth-map-route.c. Format: docs/map-format.md.
 */
#pragma once

#include <gio/gio.h>

#include "bth-hex.h"

G_BEGIN_DECLS

/* A hex's terrain: an index into the map's terrain table, which its map file declares
 * ("terrains": a game's Terrain Effects Chart, docs/map-format.md); 0 is the kernel's own
 * "unrecorded". A game that names its terrains in code numbers them as its map file lists
 * them, and checks that it does (War and Peace: bth-tec.h). */
typedef guint8 BthTerrain;
#define BTH_TERRAIN_UNRECORDED 0
#define BTH_MAP_MAX_TERRAINS   31   /* ids 1 … 31: a set of terrains is a guint32 */

typedef struct {
  char     *id;          /* the word map files and overlays use: "low_mountain" */
  char     *name;        /* in words, for messages and the typed rows' help: "low mountain" */
  gunichar  letter;      /* its letter in typed rows (bth-map-rows.h), 0 for none */
  int       mp;          /* the cost to enter a hex of it; 0: armies may not enter (sea) */
  gboolean  open;        /* the plain terrain a bridged hex costs as, and a terrain "as
                          * open in winter" (movement.winter_as_clear) becomes */
} BthTerrainKind;

/* A hexside's feature: an index into the map's table of hexside features ("hexside_features"),
 * 0 the kernel's own "none". */
typedef guint8 BthHexsideFeature;
#define BTH_HEXSIDE_NONE          0
#define BTH_MAP_MAX_HEXSIDE_KINDS 15

typedef struct {
  char     *id;          /* "red_arrow" */
  char     *name;        /* "red arrow" */
  gboolean  closed;      /* armies may not cross it */
  int       extra_mp;    /* crossing it costs this much more */
  int       entry_mp;    /* > 0: entering a hex whose terrain is in ENTRY_TERRAINS across it
                          * costs this instead of the terrain's cost */
  guint32   entry_terrains;  /* bit T: terrain T */
} BthHexsideKind;

/* A city's size: an index into the map's table of city sizes ("city_sizes"), 0 the
 * kernel's own "unrecorded". */
typedef guint8 BthCitySize;
#define BTH_CITY_SIZE_UNRECORDED 0
#define BTH_MAP_MAX_CITY_SIZES   7

typedef struct {
  char *id;                 /* "major": the word map files, overlays and typed rows use */
  int   fortress_capacity;  /* of a city of this size that is not a capital */
} BthCitySizeKind;

typedef struct {
  char         *name;
  char         *country;           /* country id, NULL when the text does not say */
  int           mapboard;          /* 1 … 4, 0 when unrecorded */
  gboolean      has_hex;
  BthHex        hex;
  BthCitySize   size;
  gboolean      capital;
  char         *production;        /* the symbol the board prints for its production, an id
                                    * of the map file's "production_symbols"; NULL when
                                    * unrecorded (War and Peace: bth-production-symbol.h) */
  int           port;              /* 1, 0, or -1 when unrecorded */
  int           fortress_capacity; /* from the size ("city_sizes", "capitals"), 0 when unrecorded */
  char         *source;            /* "000:LINE" */
  char        **aliases;           /* other spellings the rulebook prints ("Walcherin"), or NULL */
  char        **printed_hexes;     /* hexes the rulebook prints that disagree, as printed, or NULL */
} BthMapCity;

typedef struct {
  char *id;
  char *name;
  char *kind;           /* "major", "minor" */
  char *controlled_by;  /* country id (C.4 "(Pr)", "(Fr)"), or NULL */
  char *source;
  char *power;          /* the power id the rules and scenarios give this country's units
                         * when it is not the country's id ("italy" for North Italy), or NULL */
} BthMapCountry;

typedef struct _BthMap BthMap;

/* Loading (bth-map-load.c). Errors name the file and the JSON path:
 * "war-and-peace-4e.json: $.cities[3].hex: …". A game's built-in map is a GResource of
 * its own, at the path its module gives (BthGameModule.map_resource). */
BthMap       *bth_map_load_resource     (const char *resource_path, GError **error);
BthMap       *bth_map_new_from_file     (const char *filename, GError **error);
BthMap       *bth_map_new_from_data     (const char *text, gssize length, const char *name,
                                         GError **error);
/* Applies a players' overlay ("format": "berthier-map-overlay"): their recorded terrain,
 * hexside features and city positions replace the map's. On error the map is unchanged. */
gboolean      bth_map_apply_overlay_data (BthMap *self, const char *text, gssize length,
                                          const char *name, GError **error);
gboolean      bth_map_apply_overlay_file (BthMap *self, const char *filename, GError **error);

BthMap       *bth_map_ref               (BthMap *self);
void          bth_map_unref             (BthMap *self);

const char   *bth_map_get_id            (const BthMap *self);
/* The MP a supply line may run (M.2). */
int           bth_map_get_supply_line_mp (const BthMap *self);

/* Hexes. */
BthTerrain    bth_map_get_terrain       (const BthMap *self, BthHex hex);
gboolean      bth_map_hex_is_recorded   (const BthMap *self, BthHex hex);
int           bth_map_get_mapboard      (const BthMap *self, BthHex hex);
BthHexsideFeature bth_map_get_hexside   (const BthMap *self, BthHex hex, BthHexDirection dir);
/* A hexside is known when either hex is recorded or the hexside itself is. */
gboolean      bth_map_hexside_is_known  (const BthMap *self, BthHex hex, BthHexDirection dir);
/* What the map file states on a hexside, under the players' records. */
BthHexsideFeature bth_map_get_shipped_hexside (const BthMap *self, BthHex hex, BthHexDirection dir);
/* A players' record taken back: HEX's terrain, river, bridge and coast, or one hexside,
 * go back to what the map file states (unrecorded when it states nothing). */
void          bth_map_forget_hex        (BthMap *self, BthHex hex);
void          bth_map_forget_hexside    (BthMap *self, BthHex hex, BthHexDirection dir);
/* TRUE when a river in HEX separates the hexsides FROM and TO: a step between them crosses it. */
gboolean      bth_map_river_separates   (const BthMap *self, BthHex hex, BthHexDirection from,
                                         BthHexDirection to);

/* Cities. */
guint              bth_map_get_n_cities  (const BthMap *self);
const BthMapCity  *bth_map_get_city      (const BthMap *self, guint index);
const BthMapCity  *bth_map_find_city     (const BthMap *self, const char *name);
const BthMapCity  *bth_map_city_at       (const BthMap *self, BthHex hex);

/* The players' confirmation that the map lists every major city (the size and country of
 * every city that is one), kept with their overlay ("major_cities_complete"): it holds while
 * the cities' names, countries, sizes and capitals are as they were when it was given, and
 * lapses by itself once the players change any of them (a city taken back, another size…).
 * The fingerprint is a digest of those fields, the map's id first (free it). */
char              *bth_map_cities_fingerprint       (const BthMap *self);
gboolean           bth_map_major_cities_confirmed   (const BthMap *self);
guint              bth_map_get_n_countries (const BthMap *self);
const BthMapCountry *bth_map_get_country (const BthMap *self, guint index);
/* The id of the country whose units are POWER's (its "power", else its id), POWER itself when
 * no country is: the home country of POWER's units (M.3.a). */
const char        *bth_map_country_of_power (const BthMap *self, const char *power);

/* Parses a location: a hex label ("Y16(2)"; the board must agree with the map's) or the
 * name (or a spelling in its aliases) of a city or place whose hex is recorded. */
gboolean      bth_map_parse_location    (const BthMap *self, const char *text, BthHex *hex,
                                         GError **error);
/* "Y16(2)" with the hex's board when known. */
char         *bth_map_hex_label         (const BthMap *self, BthHex hex);

/* The map's terrains (ids 1 … n) and hexside features (1 … n), as its file declares them. */
guint                 bth_map_get_n_terrains   (const BthMap *self);
/* NULL for BTH_TERRAIN_UNRECORDED or an id the map does not declare. */
const BthTerrainKind *bth_map_get_terrain_kind (const BthMap *self, BthTerrain terrain);
/* The terrain whose id is ID ("forest"), or whose letter is LETTER (either case);
 * BTH_TERRAIN_UNRECORDED when none is. */
BthTerrain            bth_map_terrain_from_id     (const BthMap *self, const char *id);
BthTerrain            bth_map_terrain_from_letter (const BthMap *self, gunichar letter);
/* The terrain's id, "unrecorded" for BTH_TERRAIN_UNRECORDED. */
const char           *bth_map_terrain_id          (const BthMap *self, BthTerrain terrain);
guint                 bth_map_get_n_hexside_kinds (const BthMap *self);
/* NULL for BTH_HEXSIDE_NONE or an id the map does not declare. */
const BthHexsideKind *bth_map_get_hexside_kind    (const BthMap *self, BthHexsideFeature feature);
/* The feature whose id is ID, BTH_HEXSIDE_NONE for "none"; -1 when the map has none such. */
int                   bth_map_hexside_from_id     (const BthMap *self, const char *id);
/* The feature's id, "none" for BTH_HEXSIDE_NONE. */
const char           *bth_map_hexside_id          (const BthMap *self, BthHexsideFeature feature);
/* The map's city sizes (1 … n); NULL for BTH_CITY_SIZE_UNRECORDED or an undeclared one. */
guint                  bth_map_get_n_city_sizes    (const BthMap *self);
const BthCitySizeKind *bth_map_get_city_size_kind  (const BthMap *self, BthCitySize size);
/* The size whose id is ID, BTH_CITY_SIZE_UNRECORDED when none is. */
BthCitySize            bth_map_city_size_from_id   (const BthMap *self, const char *id);
/* The size a capital is ("capitals": War and Peace's major, C.5). */
BthCitySize            bth_map_get_capital_size    (const BthMap *self);
/* The production symbols a city may carry ("production_symbols"), NULL-terminated. */
const char * const   *bth_map_get_production_symbols (const BthMap *self);

/* ---- movement costs and routes (bth-map-route.c) ---------------------------------- */

typedef struct {
  guint8 winter_mapboards;  /* bit N set: a winter turn on mapboard N (movement.winter_as_clear) */
} BthMoveOptions;

typedef enum {
  BTH_ROUTE_NONE,       /* no route, even where terrain is unrecorded */
  BTH_ROUTE_FOUND,      /* the cost is certain */
  BTH_ROUTE_UNCERTAIN,  /* the route crosses unrecorded terrain: mp is a lower bound */
} BthRouteStatus;

typedef struct {
  BthRouteStatus status;
  int            distance;     /* hexes, bth_hex_distance */
  int            mp;           /* movement points of the cheapest route */
  int            certain_mp;   /* over recorded terrain only, -1 when none */
  GArray        *path;         /* BthHex, FROM first */
  GArray        *unrecorded;   /* BthHex: unrecorded hexes of the path */
} BthRoute;

void          bth_route_clear           (BthRoute *route);

/* The cheapest route in movement points from FROM to TO over recorded terrain, and, where
 * unrecorded hexes could make it cheaper or possible, the cheapest such route with the
 * hexes the players must look up. Enemy units are not considered. */
gboolean      bth_map_route             (const BthMap *self, BthHex from, BthHex to,
                                         const BthMoveOptions *options, BthRoute *route,
                                         GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthMap, bth_map_unref)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BthRoute, bth_route_clear)

G_END_DECLS
