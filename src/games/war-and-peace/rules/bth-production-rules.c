/* bth-production-rules.c — loading the ruleset's "production" section strictly: every
 * object closed, every number in range, errors naming the JSON path. */
#include "bth-production-rules.h"
#include "bth-json-strict.h"
#include "bth-error.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static gboolean
fail (GError **error, const char *path, const char *message)
{
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: %s", path, message);
  return FALSE;
}

static gboolean
str (JsonObject *obj, const char *path, const char *member, char **out, GError **error)
{
  const char *value = bth_json_member_string (obj, path, member, error);

  if (value == NULL)
    return FALSE;
  *out = g_strdup (value);
  return TRUE;
}

static gboolean
num (JsonObject *obj, const char *path, const char *member, int max, int *out, GError **error)
{
  return bth_json_member_int (obj, path, member, 0, max, out, error);
}

static JsonObject *
object (JsonObject *obj, const char *path, const char *member, const char * const *keys,
        const char * const *optional, char **sub_path, GError **error)
{
  JsonObject *o = bth_json_member_object (obj, path, member, error);

  *sub_path = g_strdup_printf ("%s.%s", path, member);
  if (o == NULL || !bth_json_check_keys (o, *sub_path, keys, optional, error))
    return NULL;
  return o;
}

/* "3" → 6 halves, "1/2" → 1 half (the printed "½"). */
static gboolean
parse_halves (const char *text, const char *path, int *out, GError **error)
{
  if (g_str_equal (text, "1/2"))
    *out = 1;
  else if (*text != '\0' && strspn (text, "0123456789") == strlen (text) && strlen (text) <= 3)
    *out = 2 * atoi (text);
  else
    return fail (error, path, "a cost is a whole number or \"1/2\"");
  return TRUE;
}

static gboolean
load_costs (JsonArray *array, const char *path, BthProductionCost **out, guint *n, GError **error)
{
  *n = json_array_get_length (array);
  *out = g_new0 (BthProductionCost, *n);
  for (guint i = 0; i < *n; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", path, i);
      g_autofree char *cp = g_strdup_printf ("%s.cost", p);
      JsonObject *o = bth_json_element_object (array, path, i, error);
      const char *cost;

      if (o == NULL || !bth_json_check_keys (o, p, BTH_JSON_KEYS ("kind", "cost"), NULL, error) ||
          !str (o, p, "kind", &(*out)[i].kind, error) ||
          (cost = bth_json_member_string (o, p, "cost", error)) == NULL ||
          !parse_halves (cost, cp, &(*out)[i].halves, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_kinds (JsonObject *obj, const char *path, const char *member, char ***out, GError **error)
{
  g_autofree char *p = g_strdup_printf ("%s.%s", path, member);
  JsonArray *array = bth_json_member_array (obj, path, member, 1, 16, error);
  guint n;

  if (array == NULL)
    return FALSE;
  n = json_array_get_length (array);
  *out = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    {
      const char *kind = bth_json_element_string (array, p, i, error);
      if (kind == NULL)
        return FALSE;
      (*out)[i] = g_strdup (kind);
    }
  return TRUE;
}

static gboolean
load_modifiers (JsonArray *array, const char *path, BthProductionRules *r, GError **error)
{
  r->n_modifiers = json_array_get_length (array);
  r->modifiers = g_new0 (BthProductionModifierDef, r->n_modifiers);
  for (guint i = 0; i < r->n_modifiers; i++)
    {
      BthProductionModifierDef *m = &r->modifiers[i];
      g_autofree char *p = g_strdup_printf ("%s[%u]", path, i);
      JsonObject *o = bth_json_element_object (array, path, i, error);

      if (o == NULL ||
          !bth_json_check_keys (o, p, BTH_JSON_KEYS ("id", "state", "value", "reason", "rule"),
                                BTH_JSON_KEYS ("mapboard", "at_least"), error) ||
          !str (o, p, "id", &m->id, error) || !str (o, p, "state", &m->state, error) ||
          !bth_json_member_int (o, p, "value", -6, 6, &m->value, error) ||
          !str (o, p, "reason", &m->reason, error) || !str (o, p, "rule", &m->rule, error) ||
          !bth_json_optional_int (o, p, "mapboard", 1, 4, 0, &m->mapboard, error) ||
          !bth_json_optional_int (o, p, "at_least", 0, 999, 0, &m->at_least, error))
        return FALSE;
      if (g_str_equal (m->id, "enemy_sp_on_mapboard") && (m->mapboard == 0 || m->at_least == 0))
        return fail (error, p, "enemy_sp_on_mapboard needs \"mapboard\" and \"at_least\"");
      if (!g_str_equal (m->id, "napoleon_in_paris") && !g_str_equal (m->id, "enemy_sp_on_mapboard") &&
          !g_str_equal (m->id, "portugal_pro_french"))
        return fail (error, p, "unknown production modifier id");
    }
  return TRUE;
}

/* "1809-01" → 1809 * 12; null → G_MININT. */
static gboolean
load_month (JsonObject *o, const char *path, int *out, GError **error)
{
  JsonNode *node = json_object_get_member (o, "from");
  g_autofree char *p = g_strdup_printf ("%s.from", path);
  const char *text;
  int year, month;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      *out = G_MININT;
      return TRUE;
    }
  text = bth_json_member_string (o, path, "from", error);
  if (text == NULL)
    return FALSE;
  if (sscanf (text, "%4d-%2d", &year, &month) != 2 || strlen (text) != 7 || month < 1 || month > 12)
    return fail (error, p, "expected \"YYYY-MM\"");
  *out = year * 12 + month - 1;
  return TRUE;
}

static gboolean
load_landwehr (JsonArray *array, const char *path, BthProductionRules *r, GError **error)
{
  r->n_landwehr = json_array_get_length (array);
  r->landwehr = g_new0 (BthLandwehrAddition, r->n_landwehr);
  for (guint i = 0; i < r->n_landwehr; i++)
    {
      BthLandwehrAddition *l = &r->landwehr[i];
      g_autofree char *p = g_strdup_printf ("%s[%u]", path, i);
      JsonObject *o = bth_json_element_object (array, path, i, error);

      if (o == NULL || !bth_json_check_keys (o, p, BTH_JSON_KEYS ("state", "sp", "from", "rule"), NULL, error) ||
          !str (o, p, "state", &l->state, error) || !num (o, p, "sp", 9, &l->sp, error) ||
          !load_month (o, p, &l->from, error) || !str (o, p, "rule", &l->rule, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_fraction (JsonObject *o, const char *path, const char *member, int *num_out, int *den_out,
               GError **error)
{
  g_autofree char *p = g_strdup_printf ("%s.%s", path, member);
  const char *text = bth_json_member_string (o, path, member, error);

  if (text == NULL)
    return FALSE;
  if (sscanf (text, "%d/%d", num_out, den_out) != 2 || *num_out <= 0 || *den_out <= *num_out)
    return fail (error, p, "expected a fraction below one, e.g. \"1/2\"");
  return TRUE;
}

static gboolean
load_all (JsonObject *obj, const char *path, BthProductionRules *r, GError **error)
{
  g_autofree char *dp = NULL, *pcp = NULL, *lp = NULL, *hp = NULL, *cp = NULL, *csp = NULL,
                  *sp = NULL, *fp = NULL, *gp = NULL, *ep = NULL, *ip = NULL, *np = NULL,
                  *wp = NULL, *pp = NULL, *llp = NULL, *rp = NULL;
  g_autofree char *mp = g_strdup_printf ("%s.modifiers", path);
  g_autofree char *lwp = g_strdup_printf ("%s.landwehr", path);
  g_autofree char *costsp = NULL, *rpcp = NULL;
  JsonObject *o, *low, *high;
  JsonArray *a;

  if (!bth_json_check_keys (obj, path,
                            BTH_JSON_KEYS ("source", "die", "per_city", "modifiers", "costs", "city_sp_limit",
                                  "symbols", "french_cities", "minor_groups", "england", "iberian_loans",
                                  "naval", "landwehr", "foreign_war_city", "peninsular", "lloyds",
                                  "repairs"), NULL, error) ||
      !str (obj, path, "source", &r->source, error))
    return FALSE;

  if ((o = object (obj, path, "die", BTH_JSON_KEYS ("dice", "rule"), NULL, &dp, error)) == NULL ||
      !bth_json_member_int (o, dp, "dice", 1, 3, &r->dice, error) || !str (o, dp, "rule", &r->die_rule, error))
    return FALSE;

  if ((o = object (obj, path, "per_city", BTH_JSON_KEYS ("rule", "low", "high"), NULL, &pcp, error)) == NULL ||
      !str (o, pcp, "rule", &r->per_city_rule, error) ||
      (low = object (o, pcp, "low", BTH_JSON_KEYS ("at_most", "pp"), NULL, &lp, error)) == NULL ||
      (high = object (o, pcp, "high", BTH_JSON_KEYS ("at_least", "pp"), NULL, &hp, error)) == NULL ||
      !num (low, lp, "at_most", 12, &r->low_at_most, error) || !num (low, lp, "pp", 9, &r->low_pp, error) ||
      !num (high, hp, "at_least", 12, &r->high_at_least, error) || !num (high, hp, "pp", 9, &r->high_pp, error))
    return FALSE;
  if (r->high_at_least != r->low_at_most + 1)
    return fail (error, hp, "\"at_least\" must follow the low band's \"at_most\"");

  if ((a = bth_json_member_array (obj, path, "modifiers", 0, 16, error)) == NULL ||
      !load_modifiers (a, mp, r, error))
    return FALSE;

  if ((o = object (obj, path, "costs", BTH_JSON_KEYS ("rule", "pp"), NULL, &cp, error)) == NULL ||
      !str (o, cp, "rule", &r->costs_rule, error) ||
      (a = bth_json_member_array (o, cp, "pp", 1, 32, error)) == NULL ||
      !load_costs (a, (costsp = g_strdup_printf ("%s.pp", cp)), &r->costs, &r->n_costs, error))
    return FALSE;

  if ((o = object (obj, path, "city_sp_limit", BTH_JSON_KEYS ("sp", "rule"), NULL, &csp, error)) == NULL ||
      !num (o, csp, "sp", 99, &r->city_sp_limit, error) || !str (o, csp, "rule", &r->city_sp_rule, error))
    return FALSE;

  if ((o = object (obj, path, "symbols", BTH_JSON_KEYS ("rule", "black_buys", "white_buys", "white_rule"), NULL,
                   &sp, error)) == NULL ||
      !str (o, sp, "rule", &r->symbols_rule, error) || !str (o, sp, "white_rule", &r->white_rule, error) ||
      !load_kinds (o, sp, "black_buys", &r->black_buys, error) ||
      !load_kinds (o, sp, "white_buys", &r->white_buys, error))
    return FALSE;

  if ((o = object (obj, path, "french_cities", BTH_JSON_KEYS ("chosen", "excluded", "rule"), NULL, &fp, error)) == NULL ||
      !num (o, fp, "chosen", 99, &r->french_chosen, error) || !str (o, fp, "rule", &r->french_rule, error) ||
      !load_kinds (o, fp, "excluded", &r->french_excluded, error))
    return FALSE;

  if ((o = object (obj, path, "minor_groups", BTH_JSON_KEYS ("states_per_group", "rule"), NULL, &gp, error)) == NULL ||
      !bth_json_member_int (o, gp, "states_per_group", 1, 9, &r->states_per_group, error) ||
      !str (o, gp, "rule", &r->groups_rule, error))
    return FALSE;

  if ((o = object (obj, path, "england", BTH_JSON_KEYS ("accumulate_max", "accumulate_rule", "land_spend_max",
                                               "naval_spend_max", "spend_rule", "january_naval_units",
                                               "january_rule", "loan_rule"), NULL, &ep, error)) == NULL ||
      !num (o, ep, "accumulate_max", 99, &r->england_accumulate_max, error) ||
      !str (o, ep, "accumulate_rule", &r->england_accumulate_rule, error) ||
      !num (o, ep, "land_spend_max", 99, &r->england_land_max, error) ||
      !num (o, ep, "naval_spend_max", 99, &r->england_naval_max, error) ||
      !str (o, ep, "spend_rule", &r->england_spend_rule, error) ||
      !num (o, ep, "january_naval_units", 9, &r->england_january_naval, error) ||
      !str (o, ep, "january_rule", &r->england_january_rule, error) ||
      !str (o, ep, "loan_rule", &r->loan_rule, error))
    return FALSE;

  if ((o = object (obj, path, "iberian_loans", BTH_JSON_KEYS ("native_per_english_pp", "max_english_pp", "rule"), NULL,
                   &ip, error)) == NULL ||
      !bth_json_member_int (o, ip, "native_per_english_pp", 1, 99, &r->iberian_loan_rate, error) ||
      !num (o, ip, "max_english_pp", 99, &r->iberian_loan_max, error) ||
      !str (o, ip, "rule", &r->iberian_loan_rule, error))
    return FALSE;

  if ((o = object (obj, path, "naval", BTH_JSON_KEYS ("cost", "rule", "down_payment", "start_box", "deploy_box",
                                             "installment_rule", "iberian_cost", "iberian_installments",
                                             "iberian_installment", "iberian_rule"), NULL, &np, error)) == NULL ||
      !bth_json_member_int (o, np, "cost", 1, 99, &r->naval_cost, error) || !str (o, np, "rule", &r->naval_rule, error) ||
      !bth_json_member_int (o, np, "down_payment", 1, 99, &r->naval_down_payment, error) ||
      !bth_json_member_int (o, np, "start_box", 1, 99, &r->naval_start_box, error) ||
      !bth_json_member_int (o, np, "deploy_box", 0, 99, &r->naval_deploy_box, error) ||
      !str (o, np, "installment_rule", &r->installment_rule, error) ||
      !bth_json_member_int (o, np, "iberian_cost", 1, 999, &r->iberian_naval_cost, error) ||
      !bth_json_member_int (o, np, "iberian_installments", 1, 99, &r->iberian_naval_installments, error) ||
      !bth_json_member_int (o, np, "iberian_installment", 1, 99, &r->iberian_naval_installment, error) ||
      !str (o, np, "iberian_rule", &r->iberian_naval_rule, error))
    return FALSE;
  /* X.J.6.c: the down payment plus one point per box from the start box to the deploy box
   * is the full price; X.J.6.d: six installments of five are the thirty native points. */
  if (r->naval_down_payment + (r->naval_start_box - r->naval_deploy_box) != r->naval_cost)
    return fail (error, np, "down_payment plus the boxes from start_box to deploy_box must equal cost");
  if (r->iberian_naval_installments * r->iberian_naval_installment != r->iberian_naval_cost)
    return fail (error, np, "iberian_installments × iberian_installment must equal iberian_cost");

  if ((a = bth_json_member_array (obj, path, "landwehr", 0, 16, error)) == NULL ||
      !load_landwehr (a, lwp, r, error))
    return FALSE;

  if ((o = object (obj, path, "foreign_war_city", BTH_JSON_KEYS ("state", "city", "rule"), NULL, &wp, error)) == NULL ||
      !str (o, wp, "state", &r->foreign_war_state, error) || !str (o, wp, "city", &r->foreign_war_city, error) ||
      !str (o, wp, "rule", &r->foreign_war_rule, error))
    return FALSE;

  if ((o = object (obj, path, "peninsular",
                   BTH_JSON_KEYS ("rp_major_city", "rp_minor_city", "rp_rule", "costs_rule", "costs",
                         "irregulars_first_rule", "down_payment", "down_payment_rule", "hex_sp_limit",
                         "hex_rule", "madrid_militia", "madrid_rule"), NULL, &pp, error)) == NULL ||
      !num (o, pp, "rp_major_city", 99, &r->rp_major, error) || !num (o, pp, "rp_minor_city", 99, &r->rp_minor, error) ||
      !str (o, pp, "rp_rule", &r->rp_rule, error) || !str (o, pp, "costs_rule", &r->rp_costs_rule, error) ||
      (a = bth_json_member_array (o, pp, "costs", 1, 32, error)) == NULL ||
      !load_costs (a, (rpcp = g_strdup_printf ("%s.costs", pp)), &r->rp_costs, &r->n_rp_costs, error) ||
      !str (o, pp, "irregulars_first_rule", &r->irregulars_first_rule, error) ||
      !load_fraction (o, pp, "down_payment", &r->down_payment_num, &r->down_payment_den, error) ||
      !str (o, pp, "down_payment_rule", &r->down_payment_rule, error) ||
      !num (o, pp, "hex_sp_limit", 99, &r->hex_sp_limit, error) || !str (o, pp, "hex_rule", &r->hex_rule, error) ||
      !num (o, pp, "madrid_militia", 9, &r->madrid_militia, error) || !str (o, pp, "madrid_rule", &r->madrid_rule, error))
    return FALSE;

  if ((o = object (obj, path, "lloyds", BTH_JSON_KEYS ("choice_rate", "choice_rule", "spend_pp", "cap_rate",
                                              "cap_pp_per_city", "cap_rule", "spend_rate", "spend_rule",
                                              "no_loans_rate", "no_loans_rule"), NULL, &llp, error)) == NULL ||
      !num (o, llp, "choice_rate", 999, &r->lloyds_choice_rate, error) ||
      !str (o, llp, "choice_rule", &r->lloyds_choice_rule, error) ||
      !num (o, llp, "spend_pp", 99, &r->lloyds_spend_pp, error) ||
      !num (o, llp, "cap_rate", 999, &r->lloyds_cap_rate, error) ||
      !num (o, llp, "cap_pp_per_city", 9, &r->lloyds_cap_pp, error) ||
      !str (o, llp, "cap_rule", &r->lloyds_cap_rule, error) ||
      !num (o, llp, "spend_rate", 999, &r->lloyds_spend_rate, error) ||
      !str (o, llp, "spend_rule", &r->lloyds_spend_rule, error) ||
      !num (o, llp, "no_loans_rate", 999, &r->lloyds_no_loans_rate, error) ||
      !str (o, llp, "no_loans_rule", &r->lloyds_no_loans_rule, error))
    return FALSE;

  if ((o = object (obj, path, "repairs", BTH_JSON_KEYS ("prize_squadron_pp", "prize_transport_pp", "prize_rule",
                                               "damage_pp", "damage_rule"), NULL, &rp, error)) == NULL ||
      !num (o, rp, "prize_squadron_pp", 99, &r->prize_squadron_pp, error) ||
      !num (o, rp, "prize_transport_pp", 99, &r->prize_transport_pp, error) ||
      !str (o, rp, "prize_rule", &r->prize_rule, error) ||
      !num (o, rp, "damage_pp", 99, &r->damage_pp, error) || !str (o, rp, "damage_rule", &r->damage_rule, error))
    return FALSE;
  return TRUE;
}

BthProductionRules *
bth_production_rules_load (JsonObject *obj, const char *path, GError **error)
{
  g_autoptr (BthProductionRules) rules = g_new0 (BthProductionRules, 1);

  if (!load_all (obj, path, rules, error))
    return NULL;
  return g_steal_pointer (&rules);
}

static void
free_costs (BthProductionCost *costs, guint n)
{
  for (guint i = 0; costs != NULL && i < n; i++)
    g_free (costs[i].kind);
  g_free (costs);
}

void
bth_production_rules_free (BthProductionRules *r)
{
  if (r == NULL)
    return;
  for (guint i = 0; r->modifiers != NULL && i < r->n_modifiers; i++)
    {
      g_free (r->modifiers[i].id);
      g_free (r->modifiers[i].state);
      g_free (r->modifiers[i].reason);
      g_free (r->modifiers[i].rule);
    }
  g_free (r->modifiers);
  for (guint i = 0; r->landwehr != NULL && i < r->n_landwehr; i++)
    {
      g_free (r->landwehr[i].state);
      g_free (r->landwehr[i].rule);
    }
  g_free (r->landwehr);
  free_costs (r->costs, r->n_costs);
  free_costs (r->rp_costs, r->n_rp_costs);
  g_strfreev (r->black_buys);
  g_strfreev (r->white_buys);
  g_strfreev (r->french_excluded);
  char *strings[] = {
    r->source, r->die_rule, r->per_city_rule, r->costs_rule, r->city_sp_rule, r->symbols_rule,
    r->white_rule, r->french_rule, r->groups_rule, r->england_accumulate_rule, r->england_spend_rule,
    r->england_january_rule, r->loan_rule, r->iberian_loan_rule, r->naval_rule, r->installment_rule,
    r->iberian_naval_rule, r->foreign_war_state, r->foreign_war_city, r->foreign_war_rule, r->rp_rule,
    r->rp_costs_rule, r->irregulars_first_rule, r->down_payment_rule, r->hex_rule, r->madrid_rule,
    r->lloyds_choice_rule, r->lloyds_cap_rule, r->lloyds_spend_rule, r->lloyds_no_loans_rule,
    r->prize_rule, r->damage_rule,
  };
  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    g_free (strings[i]);
  g_free (r);
}

static int
find_cost (const BthProductionCost *costs, guint n, const char *kind)
{
  for (guint i = 0; kind != NULL && i < n; i++)
    if (g_str_equal (costs[i].kind, kind))
      return costs[i].halves;
  return -1;
}

int
bth_production_cost_halves (const BthProductionRules *rules, const char *kind)
{
  return find_cost (rules->costs, rules->n_costs, kind);
}

int
bth_production_rp_cost_halves (const BthProductionRules *rules, const char *kind)
{
  return find_cost (rules->rp_costs, rules->n_rp_costs, kind);
}
