/* bth-scenario.h — one scenario of a game (Section Z), loaded from JSON.
 *
 * A scenario is immutable once loaded: its calendar, sides, Alliance Phase rules,
 * initial deployment and the month-by-month schedule of reinforcements, replacements,
 * withdrawals and events. Every piece carries the rule section and rulebook lines it
 * was transcribed from. What the rulebook text does not print (winter months, leader
 * ratings, the Campaign Game Card) is listed by bth_scenario_get_to_be_entered(), never
 * guessed. The format is documented in docs/scenario-format.md.
 *
 * All pointers returned by the accessors belong to the scenario and live as long as it.
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "bth-calendar.h"

G_BEGIN_DECLS

#define BTH_SCENARIO_RESOURCE_PREFIX "/io/github/berthier/Berthier/scenarios/"

/* ---- Pieces ---- */

/* Unit kinds as Section Z.5 prints them. The land kinds match BthUnitKind's order. */
typedef enum {
  BTH_SCENARIO_KIND_I,
  BTH_SCENARIO_KIND_GI,
  BTH_SCENARIO_KIND_L,
  BTH_SCENARIO_KIND_M,
  BTH_SCENARIO_KIND_P,
  BTH_SCENARIO_KIND_C,
  BTH_SCENARIO_KIND_GC,
  BTH_SCENARIO_KIND_CC,
  BTH_SCENARIO_KIND_S,   /* naval squadron */
  BTH_SCENARIO_KIND_T,   /* naval transport */
  BTH_SCENARIO_N_KINDS
} BthScenarioKind;

const char *bth_scenario_kind_to_string   (BthScenarioKind kind);
gboolean    bth_scenario_kind_from_string (const char *text, BthScenarioKind *out);
gboolean    bth_scenario_kind_is_naval    (BthScenarioKind kind);

/* A power: a major power ("france") or a satellite/minor ("bavaria", code "B",
 * satellite_of "france"). Units and leaders name their power by id. */
typedef struct {
  const char *id;
  const char *name;
  const char *code;          /* the parenthesised abbreviation (Z.5.e), or NULL */
  const char *satellite_of;  /* power id, or NULL for a major power */
} BthScenarioPower;

/* A player's side ("french", "non-french"; the Grand Campaign may have more). */
typedef struct {
  const char             *id;
  const char             *name;
  const BthScenarioPower *powers;
  guint                   n_powers;
} BthScenarioSide;

/* A power that starts neutral. */
typedef struct {
  BthScenarioPower  power;
  const char       *may_join;   /* side id it may join, or NULL */
  const char       *note;
  const char       *rule;
} BthScenarioNeutral;

#define BTH_SCENARIO_VALUE_UNKNOWN (-1)

typedef struct {
  const char *name;      /* "Napoleon"; "Leader (0)" for an unnamed leader (Z.5.a) */
  const char *power;     /* power id */
  int         value;     /* leadership value; BTH_SCENARIO_VALUE_UNKNOWN when not printed */
  gboolean    unnamed;   /* TRUE for "Leader (0)": any unnamed leader, value 0 */
  gboolean    nationality_unprinted;   /* the text gives no nationality (IV.E.1.b): POWER is
                                        * the force's until the players enter it */
} BthScenarioLeader;

typedef struct {
  const char      *power;  /* power id */
  BthScenarioKind  kind;
  int              sp;
} BthScenarioUnit;

typedef enum {
  BTH_PLACEMENT_AT,              /* in the city hex (Z.5.f) */
  BTH_PLACEMENT_WITHIN_ONE_HEX,  /* in or adjacent, divided as desired (Z.5.f) */
  BTH_PLACEMENT_OTHER,           /* see the force's note */
  BTH_PLACEMENT_FORCE_POOL,      /* off the map, in the Force Pool of the Campaign Game Card */
} BthPlacement;

/* Leaders and units placed together: one entry of Section E, or what a schedule
 * entry or an alliance result brings. */
typedef struct {
  const char              *side;       /* side id; NULL for a neutral power's own force */
  const char              *place;      /* "Strasbourg"; NULL when the note says where */
  BthPlacement             placement;
  const char              *note;       /* "In France", "inside the city", or NULL */
  const BthScenarioLeader *leaders;
  guint                    n_leaders;
  const BthScenarioUnit   *units;
  guint                    n_units;
  const char              *rule;       /* "I.E.1.a" */
  const char              *source;     /* "000:812-814" */
  /* A scheduled withdrawal of "any satellite units" (VIII.F.1.e, g): the power id whose
   * satellites the players choose from, the units' power then NULL; else NULL. */
  const char              *power_choice_of;
} BthScenarioForce;


int bth_scenario_force_total_sp (const BthScenarioForce *force);

/* ---- Alliance Phase ---- */

/* What a modified 0 or 7 does. OCCURRENCE is 0 when it applies every time, else the
 * n-th such result (1 = the first). */
typedef struct {
  int                     roll;         /* 0 or 7 */
  int                     occurrence;
  const char             *text;
  const char             *power;        /* power that changes sides or stays neutral, or NULL */
  const char             *joins_side;   /* side id the power joins, or NULL */
  gboolean                stays_neutral;
  const BthScenarioForce *forces;       /* forces deployed at once */
  guint                   n_forces;
  const char             *rule;
  const char             *source;
} BthScenarioAllianceResult;

typedef struct {
  const char *side;     /* side that receives the points */
  const char *city;     /* NULL when the condition is not a single city */
  int         points;
  const char *text;
  const char *rule;
  const char *source;
} BthScenarioCityPoint;

/* A modifier to the Alliance die in months FIRST..LAST; with UNTIL_JOINS (a power id), only
 * while that power has not joined a side ("until Austria declares war", V.D.1.c). */
typedef struct {
  BthMonth    first;
  BthMonth    last;
  const char *until_joins;
  int         value;
  const char *text;
  const char *rule;
  const char *source;
} BthScenarioAllianceModifier;

typedef struct {
  gboolean                           in_force;       /* FALSE: no Alliance Phase at all */
  /* Months in which the phase is held (besides H.9: never on the first turn).
   * FIRST..LAST inclusive; the whole scenario when the rules set no limit. */
  BthMonth                           first;
  BthMonth                           last;
  /* The phase is deleted after DELETED_AFTER_COUNT results among the rolls in
   * DELETED_AFTER_ROLLS (bit 0 = a modified 0, bit 7 = a modified 7); count 0 = never. */
  int                                deleted_after_count;
  guint                              deleted_after_rolls;
  const BthScenarioAllianceResult   *results;
  guint                              n_results;
  const BthScenarioCityPoint        *city_points;
  guint                              n_city_points;
  const BthScenarioAllianceModifier *modifiers;
  guint                              n_modifiers;
  const char                        *text;   /* the rules as printed, summarised */
  const char                        *rule;
  const char                        *source;
} BthScenarioAlliance;

/* ---- Schedule: Section F (and events the special rules date) ---- */

typedef enum {
  BTH_SCHEDULE_REINFORCEMENT,
  BTH_SCHEDULE_REPLACEMENT,
  BTH_SCHEDULE_WITHDRAWAL,
  BTH_SCHEDULE_EVENT,
} BthScheduleKind;

const char *bth_schedule_kind_to_string (BthScheduleKind kind);

/* Applies in months FIRST, FIRST + INTERVAL, … up to LAST ("each turn": the whole
 * scenario, interval 1). FORCE is NULL for an event without units. */
typedef struct {
  BthScheduleKind         kind;
  BthMonth                first;
  BthMonth                last;
  int                     interval;
  const BthScenarioForce *force;
  const char             *condition;  /* "forfeited if the opponent controls the city", or NULL */
  const char             *text;
  const char             *rule;
  const char             *source;
  const BthScenarioForce *alternative; /* the player may take this instead of FORCE, or NULL */
  /* Replacement Points (VIII.F): the side that receives them, and either a fixed number
   * POINTS or, when POINTS_BY_DIE_SET, one die roll plus DIE_MODIFIER (clamped to 1..6)
   * read in POINTS_BY_DIE[die - 1]. SIDE is NULL and POINTS 0 for entries without points. */
  const char             *side;
  int                     points;
  gboolean                points_by_die_set;
  int                     points_by_die[6];
  int                     die_modifier;
  /* The power whose points they are (VIII.F.4.c: English points buy English or English
   * satellite strength points), or NULL: the side's. */
  const char             *power;
} BthScenarioScheduleEntry;

gboolean bth_schedule_entry_applies (const BthScenarioScheduleEntry *entry, BthMonth month);

/* ---- Victory, rules, options ---- */

typedef struct {
  const char *text;
  const char *rule;
  const char *source;
  JsonObject *check;   /* structured form where the app can compute it, or NULL */
} BthScenarioVictory;

/* A scenario's supply rule as data (M.3.c; docs/scenario-format.md, "supply"): the units it
 * covers — exactly one of SIDE, POWERS, SATELLITES_OF, NEUTRAL — and their supply sources. A unit
 * covered by any rule of its scenario takes its sources from those rules only (the reading
 * "scenario-supply-replaces", docs/readings.md); other units keep M.3.a's. */
typedef enum {
  BTH_SCENARIO_HOME_NONE,
  BTH_SCENARIO_HOME_MAJOR,   /* "any major city in the unit's home country" */
  BTH_SCENARIO_HOME_ANY,     /* "any city in the unit's home country" */
} BthScenarioHomeSources;

typedef struct {
  const char            *side;             /* every unit of this side, or NULL */
  const char * const    *powers;           /* units of these powers (NULL-terminated), or NULL */
  const char            *satellites_of;    /* units of this power's satellites, or NULL */
  gboolean               neutral;          /* units of no side ("Neutral units", V.D.3.c) */
  const char * const    *cities;           /* named cities (NULL-terminated, maybe empty) */
  const char * const    *hexes;            /* hexes as printed ("HH4(2)", Walcherin Island) */
  const char * const    *cities_held_inside; /* named cities, each a source only while an
                                              * un-besieged strength point of the units is
                                              * inside it (III.D.2.d) */
  const char * const    *major_cities_of;  /* any major city of these countries (the map's ids) */
  const char * const    *cities_of;        /* any city of these countries */
  BthScenarioHomeSources home;
  const char            *controlled_at_start; /* an item of to_be_entered: the major cities the
                                               * side controlled at the start, or NULL */
  const char            *lost_with_control;   /* an item of to_be_entered: the cities of this rule
                                               * the enemy has gained control of (lost for the
                                               * rest of the game), or NULL */
  gboolean               automatic;        /* "automatically in supply" */
  const char * const    *unsupplied_in;    /* "automatically unsupplied" while in these
                                            * countries (the map's ids; V.D.2.f) */
  const char            *while_neutral;    /* … while this power is neutral, or NULL: always */
  gboolean               players_judge;    /* the rule names sources or conditions the data
                                            * does not (a hex, ports occupied, the Baltic coast):
                                            * where no listed source supplies, the players judge */
  const char            *in_effect_by;     /* the rule of this scenario that puts another
                                            * scenario's rule in effect ("IX.D": "All special
                                            * rules from Scenario VIII are in effect"), or NULL */
  BthMonth               from;             /* the first game month the rule holds, 0: from the start */
  BthMonth               until;            /* the last game month the rule holds, 0: to the end */
} BthScenarioSupply;

/* A die modifier of a scenario roll: VALUE when WITH (a leader's name, "Nelson") is present. */
typedef struct {
  int         value;
  const char *with;
} BthScenarioRollModifier;

/* A roll a special rule prints (XIV.G.2: "roll 2 dice. With a result of 8 or greater";
 * XIV.G.3: "Perhaps need a 5 or better to engage, modified +1 with Nelson"): DICE dice,
 * success at AT_LEAST or more after the modifiers; ONCE_PER_GAME when the rule says "This
 * can only happen once per game". */
typedef struct {
  guint                          dice;
  int                            at_least;
  const BthScenarioRollModifier *modifiers;
  guint                          n_modifiers;
  gboolean                       once_per_game;
} BthScenarioRoll;

/* A special rule: a flag the engine may match on (ID), with its text; ROLL (or NULL) when
 * the rule is a roll the app can resolve; SUPPLY (or NULL) when it is a supply rule. */
typedef struct {
  const char              *id;
  const char              *text;
  const char              *rule;
  const char              *source;
  const BthScenarioRoll   *roll;
  const BthScenarioSupply *supply;
} BthScenarioRule;

/* An optional alternate start (e.g. I.C.3.a: start in September). Some change the set-up
 * too (XIV.G.5: all French at Toulon, Egypt neutral): DEPLOYMENT then replaces the
 * scenario's (N_DEPLOYMENT 0: the scenario's own), and the powers in NEUTRAL
 * (NULL-terminated, or NULL) start with no side; their forces in DEPLOYMENT have none. */
typedef struct {
  const char             *id;
  BthMonth                start;
  const char             *text;
  const char             *rule;
  const char             *source;
  const BthScenarioForce *deployment;
  guint                   n_deployment;
  const char * const     *neutral;
} BthScenarioAlternateStart;

/* Whether POWER starts neutral in START (NULL: the scenario's own start). */
gboolean bth_scenario_alternate_start_is_neutral (const BthScenarioAlternateStart *start,
                                                  const char *power);

/* ---- The scenario ---- */

#define BTH_TYPE_SCENARIO (bth_scenario_get_type ())
G_DECLARE_FINAL_TYPE (BthScenario, bth_scenario, BTH, SCENARIO, GObject)

/* Ids of the built-in scenarios in rulebook order (I, II, …); free with g_strfreev. */
char       **bth_scenario_list_builtin  (void);
BthScenario *bth_scenario_load_builtin  (const char *id, GError **error);
BthScenario *bth_scenario_new_from_file (const char *path, GError **error);
/* NAME names the text in error messages ("01-austerlitz-1805.json"). */
BthScenario *bth_scenario_new_from_data (const char *text, gssize length,
                                         const char *name, GError **error);

const char *bth_scenario_get_id     (BthScenario *self);
const char *bth_scenario_get_number (BthScenario *self);   /* roman numeral, "IV" */
int         bth_scenario_get_index  (BthScenario *self);   /* 1 for I, 10 for X */
const char *bth_scenario_get_name   (BthScenario *self);
BthMonth    bth_scenario_get_start  (BthScenario *self);
BthMonth    bth_scenario_get_end    (BthScenario *self);
int         bth_scenario_get_turns  (BthScenario *self);   /* end - start + 1 */
const char *bth_scenario_get_source (BthScenario *self);   /* "000:765-829" */
/* Map boards used (1..4), ascending. */
const int  *bth_scenario_get_mapboards (BthScenario *self, guint *n);

const BthScenarioSide    *bth_scenario_get_sides    (BthScenario *self, guint *n);
const BthScenarioSide    *bth_scenario_find_side    (BthScenario *self, const char *id);
const BthScenarioNeutral *bth_scenario_get_neutrals (BthScenario *self, guint *n);
/* A power by id among the sides and neutrals; *SIDE gets its starting side id (NULL
 * for a neutral). */
const BthScenarioPower   *bth_scenario_find_power   (BthScenario *self, const char *id,
                                                     const char **side);
/* The satellites of FORCE->power_choice_of in SCENARIO a withdrawal may take (power ids, NULL-ended;
 * free with g_free, not the strings), or NULL when the force names its power. */
const char **bth_scenario_force_power_choices (BthScenario *scenario, const BthScenarioForce *force);

/* The names input may use for a side or a power (a state, a nation) where no scenario is
 * given (berthier-cli supply, production, naval-*): the ids of the sides and of the powers
 * (sides' and neutrals') of the built-in scenarios, read once. KNOWN lists them for a
 * message ("french", "non-french"); free it with g_free. */
gboolean bth_scenario_builtin_has_side  (const char *id);
gboolean bth_scenario_builtin_has_power (const char *id);
char    *bth_scenario_builtin_sides_text (void);

const BthScenarioAlliance *bth_scenario_get_alliance (BthScenario *self);
/* Whether the Alliance Phase may be held in MONTH: in force, within its months, and
 * not the first turn (H.9). Deletion after results is the game's to track. */
gboolean bth_scenario_alliance_phase_in_month (BthScenario *self, BthMonth month);

const BthScenarioForce *bth_scenario_get_deployment (BthScenario *self, guint *n);
/* Total SP deployed at the start by a side (NULL: all sides) and a power (NULL: all). */
int bth_scenario_deployment_sp (BthScenario *self, const char *side, const char *power);

const BthScenarioScheduleEntry *bth_scenario_get_schedule (BthScenario *self, guint *n);
/* The entries that apply in MONTH (borrowed pointers), in file order. */
GPtrArray *bth_scenario_schedule_for_month (BthScenario *self, BthMonth month);

const BthScenarioVictory        *bth_scenario_get_victory          (BthScenario *self, guint *n);
const BthScenarioRule           *bth_scenario_get_rules            (BthScenario *self, guint *n);
const BthScenarioRule           *bth_scenario_find_rule            (BthScenario *self, const char *id);
const BthScenarioAlternateStart *bth_scenario_get_alternate_starts (BthScenario *self, guint *n);
/* What the players must supply because the rulebook text does not print it
 * (NULL-terminated). */
const char * const *bth_scenario_get_to_be_entered (BthScenario *self);
/* The earlier wordings of to_be_entered item ITEM (NULL-terminated), or NULL: answers the
 * players gave to a wording since changed are stored under the earlier text's key. */
const char * const *bth_scenario_get_item_formerly (BthScenario *self, const char *item);

/* The scenario document as loaded (for the CLI and saves). */
JsonNode *bth_scenario_get_document (BthScenario *self);

/* Whether SCENARIO is the Grand Campaign: it uses the Campaign Game Card (X.B.3). */
gboolean bth_scenario_is_grand_campaign (BthScenario *scenario);

G_END_DECLS
