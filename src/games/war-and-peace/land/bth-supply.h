/* bth-supply.h — supply lines (section M) traced on a BthMap.
 *
 * The caller gives positions as plain input — the forces (side, counter colour, home
 * nation, hex, strength, inside a city, besieged) and the supply sources in force for the
 * scenario (home and satellite major cities, scenario-designated cities, a conqueror's
 * city: M.3.a, M.3.c, BB) — and gets each force's supply status with the line that
 * supplies it. Every side is traced in turn as the active player; all forces of the other
 * sides are the inactive player's.
 *
 * A strength point is in supply when a line of at most the map's supply_line_mp (3, M.2)
 * movement points, terrain included (BB: rivers too), runs from a source into its hex. A
 * line may run into a hex held by an enemy strength point, never through it, unless the
 * enemy is inside the city there (M.2, M.5). A source hex held by an enemy strength point
 * supplies no one (M.3), except a force inside that very city, which is always supplied
 * (M.4). A supplied force supplies forces of its own colour the same way, in chains of any
 * length (M.3.b, BB). Where a line could exist only across unrecorded terrain, the status
 * is BTH_SUPPLY_UNKNOWN and the result names the hexes to look up on the board.
 */
#pragma once

#include "bth-map.h"
#include "bth-tec.h"   /* the chart's city sizes: sources are major cities (M.3) */

G_BEGIN_DECLS

typedef struct {
  const char *id;          /* the caller's name for the force, for messages */
  int         side;        /* forces of other sides are the enemy */
  const char *color;       /* counter colour: same-colour chains (M.3.b) */
  const char *nation;      /* home country, matched against the sources' nation */
  BthHex      hex;
  int         strength;    /* strength points; leaders alone (0) neither block nor supply */
  gboolean    inside_city; /* inside the city's fortifications (S) */
  gboolean    besieged;    /* inside and besieged; implies inside_city */
  gboolean    neutral;     /* a neutral state's that no individual player controls (X.D.3): its
                            * SP outside a city block a line through the hex, but a source hex
                            * it holds still supplies (M.3 names only "the inactive player");
                            * a neutral player's units are FALSE here, as any other side's */
} BthSupplyForce;

typedef enum {
  BTH_SUPPLY_SOURCE_HOME,       /* major city of the home country (M.3.a) */
  BTH_SUPPLY_SOURCE_SATELLITE,  /* major city of a satellite of the home country (M.3.a) */
  BTH_SUPPLY_SOURCE_SCENARIO,   /* designated by the scenario (M.3.c, Z) */
  BTH_SUPPLY_SOURCE_CONQUEST,   /* a conqueror's major city (Z.X.I.2.c, BB) */
} BthSupplySourceKind;

typedef struct {
  BthHex              hex;
  int                 side;
  const char         *nation;  /* supplies forces of this nation; NULL: every force of SIDE */
  BthSupplySourceKind kind;
  const char         *unplaced_city; /* non-NULL: a source whose hex is not recorded (HEX unused):
                                      * this city. It may supply any force it serves, so a
                                      * force it alone could supply is UNKNOWN, naming it. */
} BthSupplySource;

typedef struct {
  guint8 winter_mapboards;     /* bit N: a winter turn on mapboard N (TEC note 1) */
} BthSupplyOptions;

typedef enum {
  BTH_SUPPLY_UNSUPPLIED,
  BTH_SUPPLY_SUPPLIED,
  BTH_SUPPLY_UNKNOWN,          /* supplied only if unrecorded terrain allows it */
} BthSupplyStatus;

typedef enum {
  BTH_SUPPLY_VIA_NONE,
  BTH_SUPPLY_VIA_SOURCE,       /* a line from SOURCE */
  BTH_SUPPLY_VIA_CHAIN,        /* a line from the supplied force CHAIN (M.3.b) */
  BTH_SUPPLY_VIA_INSIDE_CITY,  /* inside the source city SOURCE (M.4) */
} BthSupplyVia;

typedef struct {
  BthSupplyStatus status;
  BthSupplyVia    via;         /* for SUPPLIED, and for UNKNOWN the possible line */
  int             source;      /* index into the sources, or -1 */
  int             chain;       /* index into the forces, or -1 */
  int             mp;          /* movement points of the line */
  GArray         *path;        /* BthHex, from the source or chain hex to the force; or NULL */
  GArray         *unrecorded;  /* BthHex: UNKNOWN: the unrecorded hexes the line needs; or NULL */
  GPtrArray      *unplaced;    /* char *: UNKNOWN: the sources' cities whose hexes are to be
                                * recorded (unplaced_city), itself or along its chain; or NULL */
} BthSupplyResult;

typedef struct _BthSupply BthSupply;

/* A tracer for MAP; it keeps its work space between computations. */
BthSupply             *bth_supply_new        (BthMap *map);
void                   bth_supply_free       (BthSupply *self);

/* Traces supply for every force. Fails (BTH_ERROR_INVALID_INPUT) on a hex off the grid or
 * a force without colour or nation. */
gboolean               bth_supply_compute    (BthSupply               *self,
                                              const BthSupplyForce    *forces,
                                              guint                    n_forces,
                                              const BthSupplySource   *sources,
                                              guint                    n_sources,
                                              const BthSupplyOptions  *options,
                                              GError                 **error);
const BthSupplyResult *bth_supply_get_result (BthSupply *self, guint force);

/* Appends to SOURCES (BthSupplySource) a source of KIND for SIDE and NATION at every major
 * city of COUNTRY whose hex is recorded. Returns how many were added. */
guint                  bth_supply_add_major_cities (GArray              *sources,
                                                    const BthMap        *map,
                                                    const char          *country,
                                                    int                  side,
                                                    const char          *nation,
                                                    BthSupplySourceKind  kind);

/* Appends to SOURCES a source of KIND for SIDE and NATION at every major city of COUNTRY
 * the map names but whose hex is not recorded (unplaced_city: the city's name, owned by
 * MAP). Returns how many were added. */
/* The cities that may be major cities of COUNTRY for all MAP knows (it may record the size
 * and country of only some): COUNTRY's cities whose size is not recorded, then the cities
 * whose country is not recorded and which are not minor. Names borrowed from MAP, each once;
 * empty when the map knows them all. A trace that finds no source among the major cities
 * the map records is unknown while this is not empty, unless the players confirm that the
 * map lists every major city (issue 16). */
GPtrArray             *bth_supply_undetermined_cities (const BthMap *map, const char *country);
guint                  bth_supply_add_unplaced_major_cities (GArray              *sources,
                                                             const BthMap        *map,
                                                             const char          *country,
                                                             int                  side,
                                                             const char          *nation,
                                                             BthSupplySourceKind  kind);

const char            *bth_supply_status_to_nick (BthSupplyStatus status);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthSupply, bth_supply_free)

G_END_DECLS
