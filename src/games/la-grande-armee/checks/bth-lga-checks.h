/* bth-lga-checks.h — La Grande Armée's single-die checks, explained: the Morale Check [13.0],
 * attrition with the force march that may precede it [16.0, 7.2-7.3], and the weather.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-dice.h"
#include "bth-lga-rules.h"
#include "bth-modifier.h"

G_BEGIN_DECLS

/* ------------------------------------------------------------------------------------ */
/* Morale Check [13.0]                                                                    */

typedef struct {
  int sp;          /* infantry and cavalry SP of one Morale Rating */
  int rating;
} BthLgaMoraleGroup;

typedef struct {
  const BthLgaMoraleGroup *groups;
  guint                    n_groups;
  int                      leader_morale_bonus;
  gboolean                 leader_commands_stack;   /* the leader commanding all the stack is present */
} BthLgaMoraleInput;

typedef struct {
  int     rating, bonus, target;    /* passes on a die of TARGET or less */
  GArray *modifiers;                /* the rating and the bonus, with reasons */
  double  pass_probability;
  int     die;
  gboolean passed;
} BthLgaMorale;

BthLgaMorale *bth_lga_morale_prepare (const BthLgaMoraleInput *input, GError **error);
void          bth_lga_morale_apply   (BthLgaMorale *morale, int die);
void          bth_lga_morale_free    (BthLgaMorale *morale);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthLgaMorale, bth_lga_morale_free)

/* ------------------------------------------------------------------------------------ */
/* Attrition [16.0] and force march [7.2-7.3]                                             */

typedef enum {
  BTH_LGA_ORDER_MARCH,
  BTH_LGA_ORDER_FORCE_MARCH,
  BTH_LGA_ORDER_DOUBLE_FORCE_MARCH,
  BTH_LGA_ORDER_NONE,              /* did not move: checks only when unsupplied (16.12) */
} BthLgaOrder;

typedef enum {
  BTH_LGA_CLEAR,
  BTH_LGA_MUD,
  BTH_LGA_SNOW,
} BthLgaWeather;

typedef enum {
  BTH_LGA_FRENCH_NONE,      /* not a majority of French units */
  BTH_LGA_FRENCH_MAJORITY,  /* a majority of real French units, not allies */
  BTH_LGA_FRENCH_ALL,
} BthLgaFrench;

typedef struct {
  int           sp;                 /* combat SP of the stack: no leaders or trains (16.25) */
  BthLgaOrder   order;
  BthLgaWeather weather;
  gboolean      unsupplied;
  BthLgaFrench  french;
  gboolean      cossack_zoc;        /* entered an enemy Cossack ZOC in Russia this phase (10.7) */
  gboolean      cavalry_only;       /* all cavalry, or cavalry and horse artillery */
  gboolean      winter_quarters;    /* in Winter Quarters: no attrition (16.13) */
  int           initiative;         /* IR of the leader moved (force march), -1: not given */
  gboolean      limited_extra_mp;   /* DFM: French leaders, cavalry, horse artillery (7.35) */
} BthLgaAttritionInput;

typedef struct {
  gboolean    checks;               /* FALSE: exempt (EXEMPTION says why) */
  char       *exemption;
  const char *table;                /* "normal_march" or "forced_march" */
  GArray     *modifiers;
  int         drm;
  int         die, modified_die, column;   /* column 0 ("0" or less) .. 10 ("10+") */
  int         loss;
  GPtrArray  *parts;                /* "50 SP: 20", for forces above 50 */
  int         extra_mp;             /* force march: the extra MP of the same die; -1 if none */
  double      loss_probability[128];    /* by loss in SP, for a fresh die */
  GPtrArray  *notes;
} BthLgaAttrition;

BthLgaAttrition *bth_lga_attrition_prepare (BthLgaRules *rules, const BthLgaAttritionInput *input,
                                            const BthLgaOptions *options, GError **error);
/* The loss for DIE (1-6), with its parts; no side effects on ATTRITION. */
int              bth_lga_attrition_loss    (BthLgaRules *rules, const BthLgaAttrition *attrition,
                                            const BthLgaAttritionInput *input, const BthLgaOptions *options,
                                            int die, GPtrArray *parts);
void             bth_lga_attrition_apply   (BthLgaRules *rules, BthLgaAttrition *attrition,
                                            const BthLgaAttritionInput *input, const BthLgaOptions *options, int die);
void             bth_lga_attrition_free    (BthLgaAttrition *attrition);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthLgaAttrition, bth_lga_attrition_free)

/* Extra MP of a force march die (7.22, 7.31, 7.35): min(max, die + IR), or DFM's limit. */
int bth_lga_force_march_extra_mp (BthLgaRules *rules, int die, int initiative, gboolean limited);
/* A supply or bridge train's force march (7.25): 0 and stop, or the extra MP. */
int bth_lga_train_force_march    (BthLgaRules *rules, int die);

/* ------------------------------------------------------------------------------------ */
/* Foraging [14.4] and sieges [15.2, 15.5]                                                */

typedef enum { BTH_LGA_TOWN, BTH_LGA_CITY, BTH_LGA_DEPOT_CITY } BthLgaForagePlace;
typedef enum { BTH_LGA_MARKER_NONE, BTH_LGA_MARKER_FORAGED, BTH_LGA_MARKER_DEPLETED } BthLgaForageMarker;
typedef enum {
  BTH_LGA_FORAGER_FRENCH, BTH_LGA_FORAGER_FRENCH_ALLY, BTH_LGA_FORAGER_RUSSIAN, BTH_LGA_FORAGER_RUSSIAN_ALLY,
  BTH_LGA_FORAGER_AUSTRIAN, BTH_LGA_FORAGER_PRUSSIAN, BTH_LGA_FORAGER_BRITISH, BTH_LGA_FORAGER_COALITION_ALLY,
} BthLgaForager;

typedef struct {
  BthLgaForagePlace  place;
  BthLgaForageMarker marker;
  BthLgaForager      forager;
  gboolean           allied_to_france;   /* an Austrian or Prussian forager allied to France */
  gboolean           scenario_1812;
  BthLgaWeather      weather;
  int                corps;              /* corps foraging this town or city (Army Reserve: one) */
  int                distance;           /* hexes from the foragers to it; -1: not entered */
  gboolean           friendly_at_start, friendly_now;
} BthLgaForageInput;

typedef struct {
  gboolean           allowed, supplied;
  int                capacity;           /* corps; -1: any number (depot city) */
  BthLgaForageMarker marker_after;
  GPtrArray         *reasons;            /* with their rules */
} BthLgaForage;

BthLgaForage *bth_lga_forage_resolve (BthLgaRules *rules, const BthLgaForageInput *input);
void          bth_lga_forage_free    (BthLgaForage *forage);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthLgaForage, bth_lga_forage_free)

typedef enum { BTH_LGA_MAJOR_FORTRESS, BTH_LGA_MINOR_FORTRESS } BthLgaFortress;
typedef enum { BTH_LGA_NO_DEPOT, BTH_LGA_DEPOT, BTH_LGA_FORTIFIED_DEPOT_CITY } BthLgaFortressDepot;

typedef struct {
  BthLgaFortress      fortress;
  BthLgaFortressDepot depot;
  int                 besiegers_printed_sp, garrison_printed_sp, garrison_sp;
  gboolean            adjacent, garrison_all_inside, besiegers_supplied;
} BthLgaSiegeInput;

typedef struct {
  gboolean   allowed;
  GPtrArray *violations;         /* the conditions of 15.51 (and the capacity, 15.2) not met */
  int        capacity;
  gboolean   garrison_supplied;  /* FALSE: out of supply at once (15.53) */
  int        die, trains;        /* a depot's trains (15.52); -1: none */
} BthLgaSiege;

BthLgaSiege *bth_lga_siege_prepare (BthLgaRules *rules, const BthLgaSiegeInput *input);
void         bth_lga_siege_apply   (BthLgaRules *rules, BthLgaSiege *siege, const BthLgaSiegeInput *input, int die);
void         bth_lga_siege_free    (BthLgaSiege *siege);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthLgaSiege, bth_lga_siege_free)

/* JSON in and out (the CLI; README). */
JsonNode *bth_lga_forage_json    (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_lga_siege_json     (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_lga_morale_json    (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_lga_attrition_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_lga_weather_json   (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error);

G_END_DECLS
