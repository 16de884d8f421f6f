/* bth-politics-situation.h — the political situation of a Grand Campaign game, as plain
 * input for the politics mechanisms (bth-campaign-politics.h). The game state (or the
 * players, through `berthier-cli politics`) fills it; nothing here is derived. */
#pragma once

#include "bth-campaign-rules.h"
#include "bth-scenario.h"

G_BEGIN_DECLS

/* One city hex the politics look at: production cities (Campaign Game Card), France's major
 * cities (X.G.1.i), capitals (X.I.2.c, g) and, for England, Spain and Portugal, every city
 * (X.I.1.b). */
typedef struct {
  char            *name;              /* "Vienna" */
  char            *state;             /* the major or minor state the city lies in (after cessions) */
  gboolean         production;        /* a production city of STATE */
  char            *symbol;            /* "red", "black", "white" or NULL (X.C.2.a) */
  gboolean         major_city;        /* map: a major city */
  gboolean         capital;
  BthPoliticalSide controller;        /* the faction whose units control it, or neutral (no faction) */
  char            *controller_state;  /* whose units: "france" (not a satellite, X.H.1 note); may be NULL */
  gboolean         foreign_sp;        /* at least one SP foreign to STATE in the hex (X.I.1.b) */
  gboolean         enemy_sp_inside;   /* Paris: supplied, un-besieged anti-French SP inside (X.I.1.a) */
  int              end_sp_pro, end_sp_anti;  /* SP in the hex, for control at the end (X.C.2.b); -1 = unknown */
  BthPoliticalSide supply_source_for; /* recorded as a conquest supply source (X.I.2.c) */
} BthPoliticalCity;

typedef struct {
  char            *id;                /* "austria" */
  BthPoliticalSide status;
  char            *player;            /* the individual player who controls it, or NULL */
  gboolean         conquered;         /* conquered and not yet free of X.I.2.a */
  BthPoliticalSide conquered_by;
  int              times_conquered;   /* France: "never been conquered" (X.C.1.b); K.5.i */
  gboolean         land_pool_empty;   /* no land combat unit left in its Force Pool (X.I.2.a, f) */
  int              lent_pp;           /* PP England lent it in the immediately preceding Naval Phase (X.G.1.k) */
  gboolean         at_war;            /* at war with the United States / Turkey (X.G.2) */
  int              wars_fought;       /* foreign wars begun so far (X.G.2.f) */
  gboolean         attacked_by_pro, attacked_by_anti;  /* this turn (X.D.3.b, X.G.1.m, X.I.2.h) */
  gboolean         anti_units_inside; /* anti-French units inside its borders (X.I.2.h) */
  gboolean         attacked_by_french_unit;  /* Spain: a Spanish unit attacked by a French unit (X.J.4.a note) */
  gboolean         conquered_now;     /* set by bth_politics_settle(): conquered in this answer (X.C.1.a's instant) */
} BthPoliticalMajor;

typedef struct {
  char            *id;                /* "saxony" */
  BthPoliticalSide status;            /* on the Alliance Display before this derivation (X.G.1.f) */
  gboolean         created;           /* unformed minors are not (X.D.2.e, X.H) */
  gboolean         absorbed;          /* Hesse, Brunswick while Westphalia stands (BB 3264) */
  BthPoliticalSide attacked_by;       /* a neutral minor attacked this turn by (X.G.1.f); Sweden's units at
                                       * Stralsund or Lübeck attacked by, whatever its status (X.H.3) */
  BthPoliticalSide conquered_by;      /* the faction that conquered it, if any (X.H.1 note, X.H.5) */
} BthPoliticalMinor;

typedef struct {
  char *captor;                       /* the state whose Prisoners box holds them (X.G.3.a) */
  char *state;                        /* their home state */
  int   sp;
} BthPoliticalPrisoners;

typedef enum {
  BTH_NAPOLEON_ON_MAP,
  BTH_NAPOLEON_IN_EXILE,              /* X.K.5.a */
  BTH_NAPOLEON_KILLED,                /* X.C.3.c */
  BTH_NAPOLEON_SHOT,                  /* X.K.5.f */
} BthNapoleonState;

/* The moment the derivation is for: the rules name these (X.C, X.G, X.I). */
typedef enum {
  BTH_POLITICS_ALLIANCE_PHASE,
  BTH_POLITICS_END_OF_COMBAT_PHASE,
  BTH_POLITICS_END_OF_TURN,
  BTH_POLITICS_END_OF_GAME,
} BthPoliticsMoment;

/* Readings of ambiguous text, each a named option (docs/readings.md). */
typedef struct {
  gboolean vp_modify_roll;          /* VP count as in H.2 (default); off: only G.1.g's list */
  gboolean loans_outside_cap;       /* G.1.k "in addition to all other" modifications (default) */
  gboolean creation_by_french_only; /* X.H.1 note: French, not satellite, forces (default) */
  gboolean automatic_victory_end_of_turn; /* BB 3328: checked at the end of any turn (default) as well as at the conquest */
  gboolean automatic_victory_white_symbols; /* X.C.1.a counts white symbols (default); BB 3328 says black or red */
  gboolean war_city_gives_city_point; /* X.G.2.c note: Kiev, while Russia is at war with Turkey, is "not
                                       * considered a Russian production city except for ... the conquest
                                       * of Russia": no City Point (default off); on: it still gives one */
  gboolean invasion_joins_two_players_only; /* X.D.3.b read as the only case: from three players an invaded
                                             * neutral major stays neutral until an Alliance Phase (default off:
                                             * X.G.1.m and X.E.1.c's note make it join whatever the players) */
} BthPoliticsOptions;

void bth_politics_options_default (BthPoliticsOptions *options);

typedef struct {
  BthMonth           month;
  int                players;          /* 1 (solitaire) … 6 (X.D.3) */
  BthPoliticsMoment  moment;
  BthPoliticsOptions options;
  GPtrArray         *majors;           /* BthPoliticalMajor */
  GPtrArray         *minors;           /* BthPoliticalMinor */
  GPtrArray         *cities;           /* BthPoliticalCity */
  GPtrArray         *prisoners;        /* BthPoliticalPrisoners */
  int                anti_vp;          /* X.G.1.j: the pro-French never have any */
  int                french_sp_on_spain_mapboard;   /* X.G.1.l: French SP on mapboard 1 */
  gboolean           spanish_units_moved;  /* voluntarily, in a pro-French Ground Movement Phase (BB 3352) */
  BthNapoleonState   napoleon;
  BthMonth           napoleon_since;   /* month of exile or removal from the map */
  int                french_sp_in_paris;  /* un-besieged French SP inside Paris (X.C.1.b) */
  gboolean           pressburg_imposed;   /* X.I.2.i */
  GHashTable        *cities_needed;    /* state id → char *: what to enter before every production
                                        * city of the state is known ("Prague, Innsbruck" or "the rest
                                        * of Austria's production cities from the Campaign Game Card");
                                        * a state not in it has its cities all listed. Conquest and
                                        * victory are decided only on complete lists. */
  GHashTable        *city_hexes_complete; /* state id set: every city hex of the state is in CITIES
                                        * (X.I.1.b: England, Spain and Portugal are conquered by
                                        * "every city hex in the country"; the map's hexes are the
                                        * players' data, so the players say when the list is whole) */
  GHashTable        *city_hexes_needed; /* state id → char *: the map's city hexes of the state not
                                        * entered (X.I.1.b); not production cities, so not counted
                                        * for victory */
  GHashTable        *state_facts;      /* state id → BthStateFacts (bth-politics-effects.h), or NULL */
  GHashTable        *cession_to;       /* X.I.2.i: city → the state chosen to receive it, or NULL */
} BthPoliticsSituation;

BthPoliticsSituation *bth_politics_situation_new  (void);
void                  bth_politics_situation_free (BthPoliticsSituation *situation);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthPoliticsSituation, bth_politics_situation_free)

/* The 1805 start (X.D.1–2): statuses and formed minors from the data; no cities (the
 * Campaign Game Card's production cities are the players' to enter). */
BthPoliticsSituation *bth_politics_situation_new_initial (const BthCampaignRules *rules, int players);

/* Reads the JSON form (docs/campaign-politics.md); input errors name the path. */
BthPoliticsSituation *bth_politics_situation_from_json (const BthCampaignRules *rules, JsonNode *node,
                                                        GError **error);

BthPoliticalMajor *bth_politics_situation_major (BthPoliticsSituation *s, const char *id);
BthPoliticalMinor *bth_politics_situation_minor (BthPoliticsSituation *s, const char *id);
BthPoliticalCity  *bth_politics_situation_city  (BthPoliticsSituation *s, const char *name);
BthPoliticalMajor *bth_politics_situation_add_major (BthPoliticsSituation *s, const char *id, BthPoliticalSide status);
BthPoliticalMinor *bth_politics_situation_add_minor (BthPoliticsSituation *s, const char *id, gboolean created);
/* Records that STATE's production cities are not all known: WHAT is to be entered. */
void               bth_politics_situation_need_cities (BthPoliticsSituation *s, const char *state, const char *what);
/* What to enter before STATE's production cities are all known, or NULL. */
const char        *bth_politics_situation_cities_needed (BthPoliticsSituation *s, const char *state);
/* X.I.1.b: whether every city hex of STATE is entered, and recording that it is. */
gboolean           bth_politics_situation_city_hexes_complete (BthPoliticsSituation *s, const char *state);
void               bth_politics_situation_set_city_hexes_complete (BthPoliticsSituation *s, const char *state);
/* X.I.1.b: city hexes of STATE the map knows and the input lacks (WHAT), and what is recorded. */
void               bth_politics_situation_need_city_hexes (BthPoliticsSituation *s, const char *state, const char *what);
const char        *bth_politics_situation_city_hexes_needed (BthPoliticsSituation *s, const char *state);
BthPoliticalCity  *bth_politics_situation_add_city  (BthPoliticsSituation *s, const char *name, const char *state,
                                                     gboolean production, BthPoliticalSide controller);

/* ---- the facts the players enter (bth-politics-situation-facts.c) ---- */

/* A fact the players answer yes or no, or have not entered yet. */
typedef enum {
  BTH_FACT_UNKNOWN = 0,
  BTH_FACT_NO,
  BTH_FACT_YES,
} BthFact;

/* The facts entered for one state; every number is -1 while not entered. */
typedef struct {
  char    *state;
  int      sp_outside_borders;   /* X.I.2.b: SP of its units outside its borders */
  BthFact  invaded;              /* X.J.4.b (Spain, Portugal): a foreign army inside its borders */
  BthPoliticalSide invaded_by;   /* with invaded YES: the invading faction when known (from the positions) */
  char    *invaded_where;        /* with invaded_by: where the foreign army stands ("Burgos") */
  BthFact  war_units_placed;     /* X.G.2.e: the units its foreign war takes are in the At War box */
  BthFact  war_units_available;  /* X.G.2.e: they can be taken from the map (not besieged) or the Force Pool */
  int      pool_sp;              /* X.I.3.a: SP in the minor state's Force Pool */
  int      sp_on_map;            /* X.I.3.b: SP of the minor state's units on the map */
  int      conquest_die;         /* X.I.3.b: the conqueror's die, 0 = not rolled */
  char    *conquering_state;     /* X.I.3.a: "the new, conquering state" (a major state) */
  gboolean conquered_now;        /* a minor conquered in this answer (set by bth_politics_settle) */
  gboolean outside_returned;     /* X.I.2.b applied: sp_outside_borders went to the Force Pool */
  /* Where a number the game worked out came from, in players' words ("from the Force Pools
   * book"), shown with it; NULL when entered by the players. Static strings, not freed. */
  const char *pool_sp_from;
  const char *sp_on_map_from;
  const char *outside_from;
} BthStateFacts;

/* The facts of STATE in S, created empty (all unknown) on first use. */
BthStateFacts *bth_politics_facts_state (BthPoliticsSituation *s, const char *state);
/* The facts of STATE if any were entered or derived, else NULL. */
BthStateFacts *bth_politics_facts_lookup (BthPoliticsSituation *s, const char *state);
/* X.I.2.i: the state a ceded city goes to when the treaty gives a choice (Innsbruck), or NULL. */
const char    *bth_politics_facts_cession (BthPoliticsSituation *s, const char *city);
void           bth_politics_facts_set_cession (BthPoliticsSituation *s, const char *city, const char *to);
void           bth_politics_facts_free (BthPoliticsSituation *s);

/* The JSON keys a major's or a minor's object may carry for these facts (docs/campaign-politics.md),
 * and their reader; PATH names the object in messages. */
#define BTH_POLITICS_FACT_KEYS "sp_outside_borders", "invaded", "war_units_placed", "war_units_available", \
  "pool_sp", "sp_on_map", "conquest_die", "conquering_state"
gboolean bth_politics_facts_read_state (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *state,
                                        JsonObject *o, const char *path, GError **error);
/* The root's "pressburg_cessions": { "Innsbruck": "bavaria" } (X.I.2.i). */
gboolean bth_politics_facts_read_root (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonObject *root,
                                       GError **error);

G_END_DECLS
