/* bth-lga-rules.h — La Grande Armée's charts as data (data/la-grande-armee/rules/, docs/lga-rules-format.md).
 *
 * The ruleset file holds every chart cell in the seed's own notation ("3, WITHDRAW, L-2",
 * "D1R*", "-"); the loader checks it strictly and parses the notation once into the
 * structures below, which the mechanisms (combat/, checks/) read. Where the seed's copies
 * of a chart disagree the file holds the reading the copies support and, under "readings",
 * the other one; BthLgaOptions chooses (docs/readings.md, "La Grande Armée").
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define BTH_LGA_RULESET_ID   "la-grande-armee-1987"
#define BTH_LGA_RULES_FILE   "la-grande-armee.json"
#define BTH_LGA_RULES_RESOURCE "/io/github/berthier/Berthier/la-grande-armee/rules/" BTH_LGA_RULES_FILE

/* The readings of ambiguous rules and disagreeing chart copies; all FALSE is the default. */
typedef struct {
  gboolean odds_map_b_1_3;              /* the odds step "1:3 -3" of the Map B copy, not "3:5 -3" */
  gboolean normal_march_6_10_map_a;     /* the Map A copy's 6-10 row of the Normal March table */
  gboolean weather_map_a_row_6;         /* the Map A copy's die-6 row of the Weather Table */
  gboolean leaders_top_only;            /* 12.41: only the highest leader's CB, gated on a subordinate */
  gboolean cavalry_leaders_multiply;    /* 12.41: each cavalry leader's CB once per 2 cavalry SP */
  gboolean skirmish_below_1_2_not_allowed; /* 11.0: a skirmish worse than 1:2 is not allowed */
  gboolean french_modifier_all_only;    /* 16.3: -1 only for an all-French stack (the chart) */
  gboolean dfm_chart_net_plus_2;        /* 16.3 chart: Double Force March is a net +2 (no French -1) */
  gboolean limited_zoc_worse_than_1_2;  /* 12.14: only worse than 1:2 eliminates a limited-ZOC attacker */
  gboolean river_crossing_defender_retreats; /* 12.91 #2: Defend the Crossing, the stack retreats after each round not Routed */
  gboolean l2_spares_supreme_commander; /* 12.56: a Supreme Commander is not an "army leader" for L-2 */
} BthLgaOptions;

/* Reads OBJ (may be NULL) into OUT, refusing unknown names. */
gboolean bth_lga_options_from_json (JsonObject *obj, const char *path, BthLgaOptions *out, GError **error);
/* The options set, as a JSON array of their names. */
JsonNode *bth_lga_options_to_json  (const BthLgaOptions *options);

typedef struct {
  char *label;   /* "3:5" */
  int   num, den;
  int   drm;
} BthLgaOdds;

typedef struct {
  char *id;
  int   value;
  char *per;     /* "once", "sp", "2sp", "combat_bonus" */
  char *rule;    /* "12.44" */
} BthLgaModifierDef;

/* One side's part of a CRT row, parsed from the seed's text. */
typedef struct {
  char    *text;                 /* "3, WITHDRAW, L-2" */
  int      number;               /* N of "N" (multiples of the Minimum Loss), 0 if none */
  gboolean withdraw;
  gboolean routed;
  gboolean escalating_exchange;
  int      leader_loss;          /* 1 (L-1), 2 (L-2) or 0 */
  int      advance_points;
} BthLgaCrtSide;

typedef struct {
  char          *label;          /* "0-", "7", "14+" */
  BthLgaCrtSide  attacker, defender;
} BthLgaCrtRow;

/* A skirmish result "D1R*", parsed. */
typedef struct {
  char    *code;
  gboolean attacker;             /* the side affected: A or D */
  int      loss;                 /* 1 for "1" */
  gboolean retreat;
  gboolean eliminated;
  gboolean demoralized;
} BthLgaSkirmishResult;

typedef struct {
  char    *label;                /* "1-3*" */
  int      min, max;
  gboolean cavalry_only;
  int      cells[11];            /* modified roll 0 (or less) .. 10 (or more); "-" is 0 */
} BthLgaAttritionRow;

typedef struct {
  char *id, *terrain, *movement, *combat;
  int   drm;                     /* "+2" is 2, "None" 0 */
  gboolean not_allowed;          /* "NA" */
  gboolean special;              /* "Special" */
} BthLgaTerrain;

#define BTH_LGA_CRT_ROWS 15

typedef struct {
  /* Skirmish Table (11.0) */
  int                  skirmish_max_sp, skirmish_clamp_min, skirmish_clamp_max, skirmish_retreat;
  guint                n_skirmish_columns;
  BthLgaOdds           skirmish_columns[8];
  BthLgaSkirmishResult skirmish[6][8];
  GArray              *skirmish_modifiers;   /* of BthLgaModifierDef */
  /* Odds Modifiers (12.0 step 4, 12.14, 12.15) */
  guint                n_odds;
  BthLgaOdds           odds[12];
  BthLgaOdds           odds_map_b;           /* the Map B reading */
  char                *odds_map_b_replaces;
  BthLgaOdds           odds_minimum, odds_automatic;
  int                  automatic_advance_points;
  GArray              *battle_modifiers;     /* of BthLgaModifierDef */
  int                  cavalry_sp_per_leader;
  /* CRT and Minimum Loss Chart (12.5) */
  int                  crt_min, crt_max;
  BthLgaCrtRow         crt[BTH_LGA_CRT_ROWS];
  guint                n_min_loss;
  int                  min_loss_min[16], min_loss_max[16], min_loss[16];
  int                  min_loss_above, min_loss_percent;
  int                  rout_percent, rout_retreat, withdraw_retreat;
  int                  withdrawal_min_ap, assault_multiplier, max_ap;
  char               **assault_excluded;     /* modifier ids 15.43 removes */
  /* Battle losses, pursuit, reinforcements (12.62, 12.65, 12.71) */
  int                  loss_ratio[3];        /* infantry, cavalry, artillery SP of each cycle */
  int                  pursuit_infantry, pursuit_cavalry;   /* enemy SP captured per pursuing SP */
  int                  reinforcement_range, reinforcement_mp, reinforcement_mp_now;
  /* River Crossing battles (12.91-12.93) and leader loss (12.56) */
  int                  river_front_infantry, river_front_cavalry_divisions, river_front_cavalry_brigades,
                       river_front_fa, river_front_ha;
  int                  corps_equivalent[4];  /* infantry divisions, cavalry divisions, FA SP, HA SP */
  int                  river_first_round_den;   /* the defender allows at least 1/N of the corps */
  int                  river_corps_per_round, river_max_rounds, river_withdraw_plus;
  int                  l2_corps_die_max;     /* 12.56: 1..this a corps leader, above it the army leader */
  /* Foraging (14.43-14.44) and sieges (15.2, 15.52) */
  int                  forage_range, forage_town, forage_city;
  int                  fortress_major_sp, fortress_minor_sp, siege_trains_plus;
  /* Attrition (16.0) */
  guint                n_normal, n_forced;
  BthLgaAttritionRow   normal[8], forced[8];
  int                  normal_6_10_map_a[11];
  int                  attrition_max, attrition_chunk;
  GArray              *attrition_modifiers;  /* of BthLgaModifierDef */
  /* Force march (7.2, 7.3, 7.25) */
  int                  fm_max_extra, dfm_limited_extra, train_stop_max, train_extra;
  /* Weather Table */
  char                 weather[6][12];       /* 'C', 'M', 'S' */
  char                 weather_map_a_6[12];
  /* Terrain Effects Chart */
  guint                n_terrain;
  BthLgaTerrain        terrain[24];
} BthLgaTables;

#define BTH_TYPE_LGA_RULES (bth_lga_rules_get_type ())
G_DECLARE_FINAL_TYPE (BthLgaRules, bth_lga_rules, BTH, LGA_RULES, GObject)

BthLgaRules        *bth_lga_rules_new_default   (GError **error);
BthLgaRules        *bth_lga_rules_new_from_file (const char *path, GError **error);
BthLgaRules        *bth_lga_rules_new_from_data (const char *text, gssize length, const char *origin,
                                                 GError **error);
JsonNode           *bth_lga_rules_get_document  (BthLgaRules *self);
const BthLgaTables *bth_lga_rules_get_tables    (BthLgaRules *self);

/* A modifier of GROUP ("skirmish", "battle", "attrition") by id; aborts when absent (the
 * loader made sure every id the mechanisms use is there). */
const BthLgaModifierDef *bth_lga_rules_modifier (BthLgaRules *self, const char *group, const char *id);
/* The Minimum Loss for an attacking front line of SP (12.53, the 10% rule above 104). */
int                 bth_lga_rules_minimum_loss  (BthLgaRules *self, int sp);
/* The odds steps in force under OPTIONS, lowest first; N is set. */
const BthLgaOdds   *bth_lga_rules_odds_steps    (BthLgaRules *self, const BthLgaOptions *options,
                                                 guint *n, BthLgaOdds *buffer);
/* The weather code ('C', 'M', 'S') of MONTH (1-12) and DIE (1-6). */
char                bth_lga_rules_weather       (BthLgaRules *self, const BthLgaOptions *options,
                                                 int month, int die);
const BthLgaTerrain *bth_lga_rules_terrain      (BthLgaRules *self, const char *id);

G_END_DECLS
