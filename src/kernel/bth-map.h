/* bth-map.h — the map: hexes, terrain, hexside features, cities, and movement costs.
 *
 * A map is loaded from a data/maps/ file (built in as a GResource) and may be overlaid by
 * the players' own record of their board: the shipped map holds only what the rulebook
 * states, so a hex's terrain is "unrecorded" until an overlay records it. Movement costs
 * are data (the map file's "movement" block, from the Terrain Effects Chart); the costing
 * and path-finding are here and in bth-map-route.c. Format: docs/map-format.md.
 */
#pragma once

#include <gio/gio.h>

#include "bth-hex.h"

G_BEGIN_DECLS

typedef enum {
  BTH_TERRAIN_UNRECORDED = 0,
  BTH_TERRAIN_CLEAR,
  BTH_TERRAIN_DESERT,
  BTH_TERRAIN_FOREST,
  BTH_TERRAIN_SAND,
  BTH_TERRAIN_SWAMP,
  BTH_TERRAIN_LAKE,
  BTH_TERRAIN_LOW_MOUNTAIN,
  BTH_TERRAIN_HIGH_MOUNTAIN,
  BTH_TERRAIN_SEA,
  BTH_TERRAIN_COUNT
} BthTerrain;

typedef enum {
  BTH_HEXSIDE_NONE = 0,
  BTH_HEXSIDE_ALL_SEA,        /* no army crossing (TEC note 7) */
  BTH_HEXSIDE_RED_ARROW,      /* an all-sea crossing treated as one river (TEC note 9) */
  BTH_HEXSIDE_MOUNTAIN_PASS,  /* entering a mountain hex through it costs the pass cost (note 2) */
  BTH_HEXSIDE_COUNT
} BthHexsideFeature;

typedef enum {
  BTH_CITY_SIZE_UNRECORDED = 0,
  BTH_CITY_SIZE_MAJOR,
  BTH_CITY_SIZE_MINOR,
} BthCitySize;

typedef enum {
  BTH_PRODUCTION_UNRECORDED = 0,
  BTH_PRODUCTION_NONE,
  BTH_PRODUCTION_RED,     /* any army unit (C.6) */
  BTH_PRODUCTION_BLACK,   /* landwehr only */
  BTH_PRODUCTION_WHITE,   /* squadrons and transports (Portsmouth) */
} BthProduction;

typedef struct {
  char         *name;
  char         *country;           /* country id, NULL when the text does not say */
  int           mapboard;          /* 1 … 4, 0 when unrecorded */
  gboolean      has_hex;
  BthHex        hex;
  BthCitySize   size;
  gboolean      capital;
  BthProduction production;
  int           port;              /* 1, 0, or -1 when unrecorded */
  int           fortress_capacity; /* from the size (TEC), 0 when unrecorded */
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
 * "war-and-peace-4e.json: $.cities[3].hex: …". */
BthMap       *bth_map_load_builtin      (const char *id, GError **error);
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
/* TRUE when a river in HEX separates the hexsides FROM and TO (TEC note 3). */
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

const char   *bth_terrain_to_nick       (BthTerrain terrain);
int           bth_terrain_from_nick     (const char *nick);
const char   *bth_hexside_to_nick       (BthHexsideFeature feature);
int           bth_hexside_from_nick     (const char *nick);

/* ---- movement costs and routes (bth-map-route.c) ---------------------------------- */

typedef struct {
  guint8 winter_mapboards;  /* bit N set: a winter turn on mapboard N (TEC note 1) */
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
