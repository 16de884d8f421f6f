/* bth-map-private.h — the map's storage and the shortest-path search shared by routes
 * (bth-map-route.c) and supply (bth-supply.c). Not installed; core only. */
#pragma once

#include "bth-map.h"

G_BEGIN_DECLS

enum {
  BTH_MAP_HEX_COASTAL = 1 << 0,
  BTH_MAP_HEX_PORT    = 1 << 1,
  BTH_MAP_HEX_BRIDGE  = 1 << 2,   /* cancels the hex's terrain effects for movement */
};

#define BTH_MAP_MAX_BANKS 3

typedef struct {
  guint8 terrain;                    /* BthTerrain: an index into terrains */
  guint8 mapboard;                   /* 0 = unrecorded */
  guint8 flags;
  guint8 n_banks;                    /* 0: no river crosses the hex */
  guint8 banks[BTH_MAP_MAX_BANKS];   /* bit D: hexside D lies on that bank */
  guint8 sides[BTH_HEX_DIRECTIONS];  /* BthHexsideFeature, kept on both hexes */
  gint16 city;                       /* index into cities, -1 */
} BthMapHex;

struct _BthMap {
  gint       ref_count;
  char      *id;
  char      *name;
  BthMapHex *hexes;                  /* BTH_HEX_COUNT */
  BthMapHex *shipped;                /* BTH_HEX_COUNT, as the map file states them, before any
                                      * overlay; NULL for a map made in code */
  /* The map file's tables: index 0 is the kernel's "unrecorded" / "none", unused. */
  BthTerrainKind terrains[BTH_MAP_MAX_TERRAINS + 1];
  guint      n_terrains;             /* ids 1 … n_terrains */
  BthTerrain open_terrain;           /* the terrain whose kind is "open" */
  BthHexsideKind hexside_kinds[BTH_MAP_MAX_HEXSIDE_KINDS + 1];
  guint      n_hexside_kinds;        /* ids 1 … n_hexside_kinds */
  char     **production_symbols;     /* NULL-terminated, never NULL once loaded */
  int        city_mp;
  int        river_extra_mp;
  int        min_mp;                 /* the cheapest entry of any terrain or across any feature */
  guint32    winter_clear;           /* bit T: terrain T counts as open in winter */
  int        supply_line_mp;
  BthCitySizeKind city_sizes[BTH_MAP_MAX_CITY_SIZES + 1];
  guint      n_city_sizes;           /* ids 1 … n_city_sizes */
  BthCitySize capital_size;          /* the size a capital is */
  int        fortress_capital;
  GPtrArray *cities;                 /* BthMapCity */
  GPtrArray *countries;              /* BthMapCountry */
  GPtrArray *places;                 /* BthMapCity: named places that are not cities */
  GHashTable *city_by_name;          /* casefolded name → index + 1 */
  char      *major_cities_complete;  /* the players' confirmation (an overlay's): the cities'
                                      * fingerprint when they gave it, or NULL */
};

BthMap *bth_map_new_empty (void);
void    bth_map_city_free (BthMapCity *city);
void    bth_map_country_free (BthMapCountry *country);
void    bth_map_index_cities (BthMap *self);

/* ---- search ------------------------------------------------------------------------
 * States are (hex, the hexside it was entered through); entry BTH_SEARCH_ANY means the
 * way in does not matter (a hex without a river, a city, a start). Dial's buckets; seeds
 * may be added while searching (supply chains), which keeps the answer exact because
 * every state keeps its best distance and is re-expanded when it improves. */

#define BTH_SEARCH_ANY 6
#define BTH_SEARCH_STATES (BTH_HEX_COUNT * 7)

typedef enum {
  BTH_SEARCH_CERTAIN,   /* recorded terrain only */
  BTH_SEARCH_POSSIBLE,  /* unrecorded hexes at the cheapest terrain cost */
} BthSearchMode;

typedef struct {
  const BthMap  *map;
  BthSearchMode  mode;
  guint8         winter_mapboards;
  gboolean       winter_everywhere; /* set by begin: every mapboard the map records is in
                                     * winter, so hexes of no recorded mapboard are too */
  const guint8  *blocked;     /* per hex index: may be entered, not left; NULL for none */
  int            bound;       /* states beyond it are not kept */
  /* workspace */
  guint32       *stamp;       /* per state: generation that set dist */
  int           *dist;
  int           *pred;        /* previous state, -1 for a seed */
  int           *origin;      /* the seed's tag */
  guint32       *hex_stamp;   /* per hex: generation that first settled it */
  guint32        generation;
  GPtrArray     *buckets;     /* GArray of int per distance */
  guint          lowest;
} BthSearch;

void     bth_search_init   (BthSearch *s, const BthMap *map);
void     bth_search_clear  (BthSearch *s);
void     bth_search_begin  (BthSearch *s, BthSearchMode mode, int bound);
void     bth_search_seed   (BthSearch *s, BthHex hex, int origin);
/* The next settled state, or FALSE when none is left. *FIRST is TRUE the first time its
 * hex is settled in this search. */
gboolean bth_search_pop    (BthSearch *s, int *state, gboolean *first);
void     bth_search_expand (BthSearch *s, int state);
/* The path to STATE, its seed first. */
GArray  *bth_search_path   (BthSearch *s, int state);
/* The hexes of PATH whose unrecorded terrain or hexsides make its cost uncertain. */
GArray  *bth_search_unrecorded_on (const BthMap *map, GArray *path);

static inline BthHex
bth_search_state_hex (int state)
{
  return bth_hex_from_index (state / 7);
}

G_END_DECLS
