/* bth-naval-rules.h — the naval charts and rule numbers of a ruleset (X.F, X.K.6–7).
 *
 * The Naval Results and Naval Damage tables (004:89-142) and the "naval" section of the
 * ruleset (prose numbers of X.F and X.K, each with its rule) are parsed once, when the
 * ruleset loads; a bad cell fails the load with its JSON path. Sea-zone numbers the seeds
 * do not print (most MP, every IM, most MT) are -1 here: the players enter them
 * (BthSeaZone overrides, see bth-naval.h).
 */
#pragma once

#include <json-glib/json-glib.h>

#include "bth-ratio.h"

G_BEGIN_DECLS

/* The ruleset (bth-ruleset.h) holds this part, so this header does not include it. */
typedef struct _BthRuleset BthRuleset;

/* One side's result in a Naval Results cell: "0", "D", "R", "K", "C", "2K", "2C". */
typedef enum {
  BTH_NAVAL_NONE = 0,
  BTH_NAVAL_DAMAGED,       /* D */
  BTH_NAVAL_RETREAT,       /* R */
  BTH_NAVAL_SUNK,          /* K: one unit sunk (JJ prints it "S") */
  BTH_NAVAL_CAPTURED,      /* C */
  BTH_NAVAL_SUNK_2,        /* 2K */
  BTH_NAVAL_CAPTURED_2,    /* 2C */
  BTH_NAVAL_RESULT_COUNT
} BthNavalResult;

const char *bth_naval_result_to_string   (BthNavalResult result);
gboolean    bth_naval_result_from_string (const char *text, BthNavalResult *out);
int         bth_naval_result_sunk        (BthNavalResult result);
int         bth_naval_result_captured    (BthNavalResult result);

/* The special rows: Blockade (F*, F, E), Pursuit (F, I), Transport (C, K, E); "-" = off chart. */
typedef enum {
  BTH_NAVAL_CHECK_OFF_CHART = 0,    /* "-" */
  BTH_NAVAL_CHECK_FAIL_ATTACKED,    /* F*: the blockading force may attack */
  BTH_NAVAL_CHECK_FAIL,             /* F */
  BTH_NAVAL_CHECK_ESCAPE,           /* E */
  BTH_NAVAL_CHECK_INTERCEPT,        /* I */
  BTH_NAVAL_CHECK_CAPTURED,         /* C */
  BTH_NAVAL_CHECK_SUNK,             /* K */
} BthNavalCheck;

const char *bth_naval_check_to_string (BthNavalCheck check);

typedef enum {
  BTH_NAVAL_ROW_BLOCKADE,
  BTH_NAVAL_ROW_PURSUIT,
  BTH_NAVAL_ROW_TRANSPORT,
  BTH_NAVAL_ROW_COUNT
} BthNavalRow;

#define BTH_NAVAL_MAX_ROLLS 16

typedef struct {
  char           *odds;                          /* "1:1", "3:2", "2:1" */
  BthRatio        at_least;
  BthNavalResult  larger[BTH_NAVAL_MAX_ROLLS];
  BthNavalResult  smaller[BTH_NAVAL_MAX_ROLLS];
} BthNavalCrtRow;

typedef struct {
  char *name;
  gboolean european;     /* X.F.2.d: only these hold ports (X.F.7.d) */
  int   mp;              /* cost to enter, -1 = not in the seeds */
  int   im;              /* Interception Modifier, -1000 = not in the seeds */
  int   mt;              /* Maritime Traffic (X.K.8.b), -1000 = not in the seeds */
  char *source;
} BthSeaZoneDef;

#define BTH_NAVAL_UNKNOWN (-1000)

typedef struct {
  /* Naval Results Table (004:89-130) */
  int             rolls[BTH_NAVAL_MAX_ROLLS];    /* -1 .. 8 */
  guint           n_rolls;
  BthNavalCrtRow *rows;                          /* highest odds first */
  guint           n_rows;
  BthNavalCheck   checks[BTH_NAVAL_ROW_COUNT][BTH_NAVAL_MAX_ROLLS];
  char           *results_source;
  /* Naval Damage Table (004:132-142): [result][smaller-force SP column] */
  int             damage[BTH_NAVAL_RESULT_COUNT][8];
  int             damage_attrition[8];           /* its "Attrition Table" row (see readings) */
  int             damage_columns;                /* 6: the last is "6(+)" */
  char           *damage_source;

  /* X.F prose */
  int   squadron_strength, squadron_morale, english_morale;
  char *english;                                 /* the nation whose squadrons have morale 2 */
  char *squadron_rule;
  int   movement_allowance, port_hex_cost, coastal_hex_cost, same_name_zone_cost;
  char *allowance_rule, *cost_rule;
  BthSeaZoneDef *zones;
  guint          n_zones;
  int            zone_count, european_zone_count;
  char          *zones_rule;
  char         **boundary_ports;                 /* "Gibraltar", … */
  char        ***boundary_zones;                 /* NULL-terminated zone names per port */
  guint          n_boundary_ports;
  int   transport_points, transport_infantry, transport_cavalry;
  int   transport_mixed_points, transport_mixed_infantry;
  char *transport_rule;
  int   combat_die;
  int   retreat_after_lost_rounds;                 /* X.F.7.d: two */
  char *odds_rule, *morale_rule;
  int   nelson_larger, nelson_smaller;
  char *nelson_combat_rule;
  int   intercept_die, intercept_at_sea, intercept_nelson, intercept_second_turn;
  char *intercept_at_sea_rule, *intercept_nelson_rule, *intercept_second_turn_rule;
  int   pursuit_at_sea, pursuit_nelson;
  char *pursuit_at_sea_source, *pursuit_nelson_rule;
  int   nelson_unharmed_below;
  char *nelson_casualty_rule;
  /* X.K.6 prizes, X.K.7 battle damage (campaign options) */
  int   prize_squadron_cost, prize_squadron_months, prize_transport_cost, prize_transport_months;
  int   prize_max_segments_at_sea, prize_tow_limit, prize_morale_penalty;
  char *prize_rule;
  int   damage_repair_cost, damage_repair_turns, english_repair_morale_penalty;
  char *damage_rule;
} BthNavalRules;

/* The ruleset's naval tables (never NULL once the ruleset loaded). */
const BthNavalRules *bth_ruleset_get_naval (BthRuleset *rules);

const BthSeaZoneDef *bth_naval_find_zone (const BthNavalRules *naval, const char *name);
/* Column index of a modified roll on the naval table, -1 if the chart has no such column. */
int                  bth_naval_roll_column (const BthNavalRules *naval, int roll);

/* Loader and destructor, called by the ruleset (bth-ruleset-load.c). */
BthNavalRules *bth_naval_rules_load (JsonObject *root, GError **error);
void           bth_naval_rules_free (BthNavalRules *naval);

G_END_DECLS
