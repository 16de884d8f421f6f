/* bth-naval.h — fleets of the Grand Campaign (X.F): where they are, what they carry,
 * what state they are in, and the movement and transport rules that need no die.
 *
 * Combat is in bth-naval-combat.h, the die checks (interception, pursuit, blockade,
 * unescorted transports, Nelson) and the prize and repair bookkeeping in
 * bth-naval-checks.h. Numbers come from the ruleset (bth-naval-rules.h).
 */
#pragma once

#include "bth-modifier.h"
#include "bth-naval-rules.h"

G_BEGIN_DECLS

/* ---- Options: the campaign's optional naval rules and the readings of ambiguous text.
 * Each reading is documented in docs/readings.md. */
typedef struct {
  gboolean prizes;                 /* X.K.6 Naval Prizes (otherwise captured units are POWs) */
  gboolean battle_damage;          /* X.K.7 Naval Battle Damage */
  /* Readings (named options). */
  gboolean damage_on_retreat_only; /* X.K.7.a: every squadron of a retreating force is damaged,
                                      instead of the Damage Table's count (004:132) */
  gboolean jj_table;               /* the rulebook's JJ table (000:4430): no "D" results */
  gboolean morale_english_only;    /* a morale reduction only cancels the English +1/−1 */
  gboolean off_chart_fails;        /* a Blockade/Pursuit/Transport roll off the chart ("-")
                                      fails instead of reading the nearest column */
  gboolean damaged_side_not_victor;/* a side with a D result is not "unaffected" (X.F.7.c) */
  gboolean relief_order_by_blockader; /* X.F.6.i/AA: the blockader picks which enemy fleet to
                                         fight first, instead of the active player (BB 19-5) */
} BthNavalOptions;

/* ---- Where a fleet is (X.F.2.c–f) ---- */
typedef enum {
  BTH_NAVAL_AT_SEA,        /* in a sea zone, in no coastal hex ("at sea", X.F.4.c) */
  BTH_NAVAL_COASTAL,       /* a non-port coastal hex */
  BTH_NAVAL_PORT,          /* inside a port city */
} BthNavalPlace;

const char *bth_naval_place_to_string   (BthNavalPlace place);
gboolean    bth_naval_place_from_string (const char *text, BthNavalPlace *out);

typedef struct {
  BthNavalPlace place;
  char         *sea_zone;  /* the zone the hex lies in, or the zone at sea */
  char         *hex;       /* "A7(1)" for a port or coastal hex, NULL at sea */
  char         *port;      /* the port city's name, NULL elsewhere */
} BthNavalLocation;

/* ---- A fleet: the naval units of one owner, stacked in one place (X.F.1.a) ---- */
typedef struct {
  char   *nation;              /* "england", "france", "spain", … */
  char   *owner;               /* the player controlling it (state id), may equal nation */
  int     squadrons;
  int     transports;
  int     damaged;             /* squadrons with battle damage (X.K.7), part of squadrons */
  int     damaged_transports;
  int     under_repair;        /* squadrons being repaired this turn */
  int     prizes_towed;        /* prizes under tow (X.K.6.b), not part of squadrons */
  gboolean nelson;             /* Nelson is with this fleet (X.F.8.c) */
  gboolean blockaded;          /* under a Fortress marker in a blockaded port (X.F.6.b) */
  gboolean blockading;         /* on top of a Fortress marker */
  gboolean neutral;            /* X.E.1.a: neutral naval units initiate no combat */
  BthNavalLocation location;
  /* cargo, on the fleet's transports (X.F.3) */
  int     cargo_supply;
  int     cargo_production;
  int     cargo_infantry;
  int     cargo_cavalry;
  int     cargo_leaders;
} BthFleet;

void      bth_fleet_clear (BthFleet *fleet);
void      bth_fleet_copy  (BthFleet *dest, const BthFleet *src);
/* Morale of one squadron of NATION (X.F.1.b): English 2, all others 1. */
int       bth_naval_morale (const BthNavalRules *naval, const char *nation);
gboolean  bth_naval_is_english (const BthNavalRules *naval, const char *nation);

/* ---- Sea zones, with the players' entries for what the seeds lack ---- */
typedef struct {
  char *name;
  int   mp;    /* -1 = not known */
  int   im;    /* BTH_NAVAL_UNKNOWN = not known */
  int   mt;
} BthSeaZone;

/* The zone's numbers: the ruleset's where the seeds print them, else the players'
 * OVERRIDES (may be NULL; array of BthSeaZone). Unknown names fail. */
gboolean bth_naval_zone_lookup (const BthNavalRules *naval, const char *name,
                                const GArray *overrides, BthSeaZone *out, GError **error);

/* ---- Movement cost (X.F.2.f) ---- */
typedef enum {
  BTH_NAVAL_STEP_ZONE,          /* enter a sea zone: its MP */
  BTH_NAVAL_STEP_SAME_ZONE,     /* map zone ↔ display zone of the same name: 0 */
  BTH_NAVAL_STEP_PORT,          /* enter a port city hex: 1 */
  BTH_NAVAL_STEP_COASTAL,       /* enter a non-port coastal hex: 2 */
} BthNavalStepKind;

typedef struct {
  BthNavalStepKind kind;
  char            *zone;        /* for ZONE and SAME_ZONE */
  char            *hex;         /* optional, for the explanation */
} BthNavalStep;

typedef struct {
  gboolean allowed;
  int      spent;
  int      allowance;
  int      stopped_at;          /* index of the first step that cannot be paid, -1 */
  GArray  *costs;               /* BthModifier per step: reason, cost, rule */
} BthNavalMove;

/* Prices STEPS (GArray of BthNavalStep) for a fleet with ALLOWANCE (0: the ruleset's 4).
 * A zone whose MP the seeds lack and the players have not entered is an error naming it. */
gboolean bth_naval_move_cost  (const BthNavalRules *naval, const GArray *steps, const GArray *overrides,
                               int allowance, BthNavalMove *out, GError **error);
void     bth_naval_move_clear (BthNavalMove *move);
void     bth_naval_step_clear (BthNavalStep *step);

/* ---- Naval sequence (X.F.9, BB General 19-5) ---- */
/* A fleet picked up by a moving fleet moves at the carrier's rate: it has the carrier's
 * remaining MP and stops when the carrier does. */
int bth_naval_picked_up_mp   (int carrier_remaining_mp);
/* A detachment dropped off may not move farther that player turn. */
int bth_naval_dropped_off_mp (void);

/* ---- Transport (X.F.3) ---- */
typedef struct {
  int supply;        /* supply points */
  int production;    /* production points (English naval units only, X.F.3.a) */
  int infantry;      /* SP */
  int cavalry;       /* SP */
  int leaders;       /* unlimited (X.F.3.c–d) */
} BthNavalCargo;

typedef struct {
  gboolean allowed;
  int      transports_needed;   /* fewest transports that carry the cargo */
  int      mixed_loads;         /* transports carrying points + infantry */
  GArray  *reasons;             /* BthModifier, value 0: each rule that applied */
} BthTransportCheck;

typedef struct {
  const char *nation;
  int         transports;
  int         squadrons;
  gboolean    began_in_controlled_port;          /* X.F.3.d: needed to carry supply */
  gboolean    began_in_english_production_city;  /* X.F.3.d: needed to carry production */
  gboolean    leader_in_embarkation_hex;         /* X.F.3.b: needed for infantry to embark */
  gboolean    at_end_of_naval_phase_at_sea;      /* X.F.3.e: no cargo may stay at sea */
} BthTransportFleet;

void bth_naval_transport_check (const BthNavalRules *naval, const BthTransportFleet *fleet,
                                const BthNavalCargo *cargo, BthTransportCheck *out);
void bth_transport_check_clear (BthTransportCheck *check);

G_END_DECLS
