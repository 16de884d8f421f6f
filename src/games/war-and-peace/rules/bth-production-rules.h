/* bth-production-rules.h — the Grand Campaign's production numbers (X.J), from the
 * ruleset's "production" section (docs/rules-format.md). Amounts of PP are kept in HALF
 * points ("halves") because landwehr, militia and partisans cost ½ PP (X.J.2.d). */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The ruleset (bth-ruleset.h) holds this part, so this header does not include it. */
typedef struct _BthRuleset BthRuleset;

typedef struct {
  char *kind;          /* "GC", "I", "L", … */
  int   halves;        /* cost per SP in half points */
} BthProductionCost;

typedef struct {
  char *id;            /* "napoleon_in_paris", "enemy_sp_on_mapboard", "portugal_pro_french" */
  char *state;         /* the producing state it applies to */
  int   value;
  int   mapboard;      /* enemy_sp_on_mapboard only */
  int   at_least;
  char *reason;
  char *rule;
} BthProductionModifierDef;

typedef struct {
  char *state;
  int   sp;
  int   from;          /* year * 12 + month - 1, or G_MININT for "always" */
  char *rule;
} BthLandwehrAddition;

typedef struct {
  char *source;
  int   dice;
  char *die_rule;
  int   low_at_most, low_pp;          /* X.J.2.b */
  int   high_at_least, high_pp;
  char *per_city_rule;
  BthProductionModifierDef *modifiers;
  guint n_modifiers;
  BthProductionCost *costs;
  guint n_costs;
  char *costs_rule;
  int   city_sp_limit;                /* X.J.2.a */
  char *city_sp_rule;
  char **black_buys;                  /* X.J.2.e */
  char **white_buys;                  /* X.J.5.e */
  char *symbols_rule;
  char *white_rule;
  int   french_chosen;                /* X.J.2.g */
  char **french_excluded;
  char *french_rule;
  int   states_per_group;             /* X.J.3.b */
  char *groups_rule;
  int   england_accumulate_max;       /* X.J.5.b */
  char *england_accumulate_rule;
  int   england_land_max;             /* X.J.5.d */
  int   england_naval_max;
  char *england_spend_rule;
  int   england_january_naval;        /* X.J.5.f */
  char *england_january_rule;
  char *loan_rule;                    /* X.J.5.c */
  int   iberian_loan_rate;            /* X.J.4.e */
  int   iberian_loan_max;
  char *iberian_loan_rule;
  int   naval_cost;                   /* X.J.6.b */
  char *naval_rule;
  int   naval_down_payment;           /* X.J.6.c */
  int   naval_start_box;
  int   naval_deploy_box;
  char *installment_rule;
  int   iberian_naval_cost;           /* X.J.6.d */
  int   iberian_naval_installments;
  int   iberian_naval_installment;
  char *iberian_naval_rule;
  BthLandwehrAddition *landwehr;      /* X.J.7 */
  guint n_landwehr;
  char *foreign_war_state;            /* X.G.2.c */
  char *foreign_war_city;
  char *foreign_war_rule;
  int   rp_major, rp_minor;           /* VIII.F.3.a */
  char *rp_rule;
  BthProductionCost *rp_costs;        /* VIII.F.4.d, in half RP */
  guint n_rp_costs;
  char *rp_costs_rule;
  char *irregulars_first_rule;        /* VIII.F.4.f */
  int   down_payment_num, down_payment_den;   /* VIII.F.4.g */
  char *down_payment_rule;
  int   hex_sp_limit;                 /* VIII.F.4.j */
  char *hex_rule;
  int   madrid_militia;               /* VIII.F.5 */
  char *madrid_rule;
  int   lloyds_choice_rate;           /* X.K.8 (optional) */
  char *lloyds_choice_rule;
  int   lloyds_spend_pp;
  int   lloyds_cap_rate;
  int   lloyds_cap_pp;
  char *lloyds_cap_rule;
  int   lloyds_spend_rate;
  char *lloyds_spend_rule;
  int   lloyds_no_loans_rate;
  char *lloyds_no_loans_rule;
  int   prize_squadron_pp;            /* X.K.6.d (optional) */
  int   prize_transport_pp;
  char *prize_rule;
  int   damage_pp;                    /* X.K.7.c (optional) */
  char *damage_rule;
} BthProductionRules;

/* Loads OBJ (the "production" section at PATH); NULL with an error naming the JSON path. */
BthProductionRules *bth_production_rules_load (JsonObject *obj, const char *path, GError **error);
void                bth_production_rules_free (BthProductionRules *rules);

/* The loaded section, or NULL (with an error) when the ruleset has none. */
const BthProductionRules *bth_ruleset_get_production (BthRuleset *self, GError **error);

/* Cost per SP in halves (X.J.2.d), or -1 when KIND has no campaign cost. */
int bth_production_cost_halves    (const BthProductionRules *rules, const char *kind);
/* Cost per SP in half RP under the Scenario VIII rules (VIII.F.4.d), or -1. */
int bth_production_rp_cost_halves (const BthProductionRules *rules, const char *kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthProductionRules, bth_production_rules_free)

G_END_DECLS
