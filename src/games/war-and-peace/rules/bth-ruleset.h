/* bth-ruleset.h — a game's charts and rule numbers, loaded from JSON.
 *
 * The ruleset is immutable once loaded. Engine modules read its tables through the
 * accessors below; the format is described in docs/rules-format.md.
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "bth-ratio.h"

G_BEGIN_DECLS

#define BTH_RULESET_DEFAULT_ID "war-and-peace-4e"
/* The digital edition's "Game Rules – Version 1.7" (seed 003), a selectable variant. */
#define BTH_RULESET_DIGITAL_ID "digital-1.7"
#define BTH_RULESET_RESOURCE_PREFIX "/io/github/berthier/Berthier/rules/"

/* A die-roll modifier as a chart lists it. */
typedef struct {
  char *id;          /* what the engine matches on, e.g. "unsupplied" */
  int   value;
  char *reason;      /* the chart's wording */
  char *rule;        /* section reference, e.g. "G.3.c" */
  int   mapboards[4];
  guint n_mapboards;
} BthModifierDef;

/* "2*" on the attrition or forced-march tables. */
typedef struct {
  int      value;
  gboolean starred;
} BthStarCell;

typedef struct {
  int   min;
  int   max;          /* G_MAXINT for an open column ("21+") */
  char *label;
} BthRange;

typedef struct {
  int min;
  int max;
} BthClamp;

/* Combat results as printed: "0", "1", "D1", "D2", "D3". */
typedef enum {
  BTH_RESULT_NONE = 0,
  BTH_RESULT_LOSS,
  BTH_RESULT_D1,
  BTH_RESULT_D2,
  BTH_RESULT_D3,
} BthResult;

const char *bth_result_to_string (BthResult result);
gboolean    bth_result_from_string (const char *text, BthResult *out);
int         bth_result_demoralization (BthResult result);

typedef struct {
  BthRange       *columns;   /* strength bands */
  guint           n_columns;
  BthStarCell    *cells;     /* row-major, (die - die_min) * n_columns + column */
  int             die_min;
  int             die_max;
  BthModifierDef *modifiers;
  guint           n_modifiers;
  char           *siege_marker_rule;
  BthClamp        clamp;
  char           *source;
} BthAttritionTable;

typedef struct {
  int       extra_mp[3];
  guint     n_columns;
  BthStarCell *cells;        /* (die - 1) * n_columns + (extra_mp - 1) */
  int       die_min;
  int       die_max;
  BthModifierDef *modifiers;
  guint     n_modifiers;
  BthClamp  clamp;
  char     *source;
} BthForcedMarchTable;

typedef struct {
  char     *odds;            /* "2:1" */
  BthRatio  at_least;
} BthOddsBand;

typedef struct {
  char *odds;                /* "1:1", "3:2", "2:1" */
  int   first_roll[11];      /* smallest modified roll in each column, 0 = "*" */
  gboolean open_ended[11];   /* "11+" */
} BthCrtRow;

typedef struct {
  BthResult   larger[11];
  BthResult   smaller[11];
  guint       n_columns;
  BthCrtRow  *rows;
  guint       n_rows;
  BthOddsBand *bands;        /* highest first */
  guint        n_bands;
  char       *odds_rule;
  BthRatio    automatic_at_least;
  BthResult   automatic_smaller;
  BthResult   automatic_larger;
  int         automatic_larger_if_smaller_loses_more_than;
  char       *automatic_rule;
  int         drm_cap;
  BthClamp    roll_clamp;
  char       *cap_rule;
  char       *source;
} BthCrtTable;

typedef struct {
  char      *odds;           /* "2:1", "3:2", "1:1", "2:3", "1:2" */
  BthResult  larger[11];     /* rolls 2..12 */
  BthResult  smaller[11];
} BthGcCrtRow;

typedef struct {
  BthGcCrtRow *rows;
  guint        n_rows;
  char        *automatic_note;
  char        *source;
} BthGcCrtTable;

typedef struct {
  int   losses[3][21];       /* rows: "1", "D1", "D2 or D3"; columns 1..21(+) */
  char *source;
} BthCombatLossTable;

#define BTH_TACTIC_COUNT 7
typedef struct {
  int      drm;
  gboolean no_roll;          /* NC */
  gboolean battle_ceases;    /* printed in parentheses */
} BthTacticCell;

typedef struct {
  char         *tactics[BTH_TACTIC_COUNT];
  char         *labels[BTH_TACTIC_COUNT];
  BthTacticCell cells[BTH_TACTIC_COUNT][BTH_TACTIC_COUNT]; /* [smaller][larger] */
  char         *source;
} BthTacticalMatrix;

typedef struct {
  char *id;
  char *label;
  char *movement_cost;       /* as printed */
  int   smaller;             /* field-battle DRM if the smaller force is attacked in/from it */
  int   larger;
  int   fort_capacity;       /* -1 where the chart gives none */
  gboolean is_feature;       /* hexside or city row rather than hex terrain */
} BthTerrainEffects;

typedef struct {
  BthTerrainEffects *terrain;
  guint       n_terrain;
  char       *source;
} BthTerrainTable;

typedef struct {
  char      *months[12];
  char     **cells;          /* (die - die_min) * 12 + month */
  guint      n_cells;
  int        die_min;
  int        die_max;
  BthModifierDef *modifiers;
  guint      n_modifiers;
  BthClamp   clamp;
  char      *source;
} BthWeatherTable;

typedef struct {
  int   combat_smaller_entrenched;   /* O.2.d */
  int   combat_larger_entrenched;
  char *entrenchment_rule;
  int   fortress_multiplier;         /* S.8 */
  char *fortress_rule;
  int   unsupplied_divisor;          /* M.8 */
  char *unsupplied_rule;
} BthCombatRules;

typedef struct {
  int   guard;                /* GI, GC */
  int   white_symbol;         /* regular I and C */
  int   black_symbol;
  int   yellow_symbol;
  int   irregular;            /* L, M, P, CC */
  char *rule;
  int   inside_city_minimum;  /* S.8 */
  char *inside_city_rule;
  int   imperial_guard;       /* V.1.a */
  int   imperial_guard_demoralized;
  char *imperial_guard_rule;
  int   patriotism_morale;    /* W.1 */
  int   patriotism_mapboard;
  char *patriotism_color;     /* counter colour of the regular Russian units (D.4) */
  char *patriotism_minor_symbol; /* symbol colour of minor powers, who do not count (D.5) */
  char *patriotism_rule;
  char **counter_colors;      /* the major powers' counter colours, as D.4 lists them */
  char *counter_colors_rule;
  char **counter_colors_powers; /* the power whose counters have each colour (D.4), or NULL */
} BthMoraleRules;

/* The counter colour of POWER's units (D.4: a major power's), or NULL when the ruleset
 * does not give one (a minor power: D.5). */
const char *bth_morale_rules_power_color (const BthMoraleRules *rules,
                                          const char           *power);

typedef struct {
  char *leader_casualty_rule;   /* R.1 */
  int   leader_casualty_dice;
  int   leader_casualty_on;
  int   leader_turns_out_max;
  int   leader_killed_on;
  char *siege_rule;             /* S.9.c */
  int   siege_max_marker;
  char *commitment_rule;        /* N.7.b */
  int   commitment_at_least;
  char *alliance_rule;          /* H.6 */
  int   alliance_drm_cap;
  BthClamp alliance_clamp;
  char *overrun_rule;           /* L.1 */
  BthRatio overrun_odds;
  BthRatio overrun_difficult_odds;
  BthRatio overrun_free_odds;
  int   overrun_extra_mp;
  int   overrun_max_sp;
  char *withdrawal_rule;        /* Q.1.h */
  int   withdrawal_loss;
} BthProseRules;

#define BTH_TYPE_RULESET (bth_ruleset_get_type ())
G_DECLARE_FINAL_TYPE (BthRuleset, bth_ruleset, BTH, RULESET, GObject)

BthRuleset *bth_ruleset_new_default        (GError    **error);
/* A built-in ruleset by id (BTH_RULESET_DEFAULT_ID, BTH_RULESET_DIGITAL_ID). */
BthRuleset *bth_ruleset_new_builtin        (const char *id,
                                            GError    **error);
BthRuleset *bth_ruleset_new_from_file      (const char *path,
                                            GError    **error);
BthRuleset *bth_ruleset_new_from_directory (const char *directory,
                                            const char *id,
                                            GError    **error);
BthRuleset *bth_ruleset_new_from_data      (const char *text,
                                            gssize      length,
                                            const char *filename,
                                            GError    **error);

const char *bth_ruleset_get_id   (BthRuleset *self);
const char *bth_ruleset_get_name (BthRuleset *self);
/* The document as loaded, for `berthier-cli tables` and the lookup screen. */
JsonNode   *bth_ruleset_get_document (BthRuleset *self);

const BthAttritionTable   *bth_ruleset_get_attrition       (BthRuleset *self);
const BthForcedMarchTable *bth_ruleset_get_forced_march    (BthRuleset *self);
const BthCrtTable         *bth_ruleset_get_crt             (BthRuleset *self);
const BthGcCrtTable       *bth_ruleset_get_gc_crt          (BthRuleset *self);
const BthCombatLossTable  *bth_ruleset_get_combat_loss     (BthRuleset *self);
const BthTacticalMatrix   *bth_ruleset_get_tactical_matrix (BthRuleset *self);
const BthTerrainTable     *bth_ruleset_get_terrain         (BthRuleset *self);
const BthWeatherTable     *bth_ruleset_get_weather         (BthRuleset *self);
const BthCombatRules      *bth_ruleset_get_combat_rules    (BthRuleset *self);
const BthMoraleRules      *bth_ruleset_get_morale          (BthRuleset *self);
const BthProseRules       *bth_ruleset_get_prose           (BthRuleset *self);

const BthTerrainEffects     *bth_ruleset_find_terrain  (BthRuleset *self, const char *id);
const BthModifierDef *bth_modifier_find         (const BthModifierDef *defs,
                                                 guint n_defs,
                                                 const char *id);

G_END_DECLS
