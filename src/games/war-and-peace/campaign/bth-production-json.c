/* bth-production-json.c — a Reinforcement Phase of the Grand Campaign as JSON in and out
 * (the CLI's `production` command; the format is in README.md and docs/production-format.md). */
#include "bth-production-json.h"
#include "bth-production-private.h"
#include "bth-json-strict.h"
#include "bth-error.h"
#include "bth-scenario.h"

#include <string.h>

static const char *const kinds[] = { "I", "GI", "C", "GC", "CC", "L", "M", "P", "S", "T", NULL };

static gboolean
bad (GError **error, const char *path, const char *message)
{
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: %s", path, message);
  return FALSE;
}

static gboolean
kind_member (JsonObject *o, const char *path, const char *member, char **out, GError **error)
{
  g_autofree char *p = g_strdup_printf ("%s.%s", path, member);
  const char *kind = bth_json_member_string (o, path, member, error);

  if (kind == NULL)
    return FALSE;
  if (!g_strv_contains (kinds, kind))
    return bad (error, p, "unit kind must be one of I, GI, C, GC, CC, L, M, P, S, T");
  *out = g_strdup (kind);
  return TRUE;
}

static gboolean
satellite_member (JsonObject *o, const char *path, char **out, GError **error)
{
  g_autofree char *p = g_strdup_printf ("%s.satellite", path);

  if (!bth_json_optional_string (o, path, "satellite", out, error))
    return FALSE;
  if (*out != NULL && !g_str_equal (*out, "K"))
    return bad (error, p, "the only satellite units bought from a major state's pool are \"K\" (X.J.3.d)");
  return TRUE;
}

/* Parses the elements of ARRAY_NAME with PARSE into a new C array of SIZE-byte items. */
typedef gboolean (*ItemParser) (JsonObject *obj, const char *path, gpointer item, GError **error);

static gboolean
parse_array (JsonObject *root, const char *name, gsize size, ItemParser parse, gpointer *out, guint *n,
             GError **error)
{
  g_autofree char *path = g_strdup_printf ("$.%s", name);
  JsonArray *array;

  *out = NULL;
  *n = 0;
  if (!json_object_has_member (root, name))
    return TRUE;
  if ((array = bth_json_member_array (root, "$", name, 0, 10000, error)) == NULL)
    return FALSE;
  *out = g_malloc0_n (MAX (1, json_array_get_length (array)), size);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", path, i);
      JsonObject *obj = bth_json_element_object (array, path, i, error);
      *n = i + 1;     /* so that a half-parsed item is freed too */
      if (obj == NULL || !parse (obj, p, (char *) *out + i * size, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean read_year_month (JsonObject *root, BthProductionInput *in, GError **error);

static gboolean
parse_city (JsonObject *o, const char *path, gpointer item, GError **error)
{
  BthProductionCity *c = item;
  g_autofree char *symbol = NULL;
  g_autofree char *sp = g_strdup_printf ("%s.symbol", path);

  if (!bth_json_check_keys (o, path, BTH_JSON_KEYS ("name"),
                            BTH_JSON_KEYS ("symbol", "major", "capital", "port", "minor_state", "enemy_controlled",
                                  "enemy_occupied", "kgl_source"), error) ||
      !bth_json_optional_string (o, path, "name", &c->name, error) ||
      /* "symbol": null — a production city whose symbol is not entered yet (unknown PP). */
      !((c->symbol_unknown = json_object_has_member (o, "symbol") &&
                             JSON_NODE_HOLDS_NULL (json_object_get_member (o, "symbol"))) ||
        bth_json_optional_string (o, path, "symbol", &symbol, error)) ||
      !bth_json_optional_bool (o, path, "major", FALSE, &c->major, error) ||
      !bth_json_optional_bool (o, path, "capital", FALSE, &c->capital, error) ||
      !bth_json_optional_bool (o, path, "port", FALSE, &c->port, error) ||
      !bth_json_optional_string (o, path, "minor_state", &c->minor_state, error) ||
      !bth_json_optional_bool (o, path, "enemy_controlled", FALSE, &c->enemy_controlled, error) ||
      !bth_json_optional_bool (o, path, "enemy_occupied", FALSE, &c->enemy_occupied, error) ||
      !bth_json_optional_bool (o, path, "kgl_source", FALSE, &c->kgl_source, error))
    return FALSE;
  if (c->name == NULL)
    return bad (error, path, "name: expected a string");
  if (symbol != NULL && !bth_production_symbol_from_string (symbol, &c->symbol))
    return bad (error, sp, "symbol must be \"red\", \"black\", \"white\" or \"none\"");
  return TRUE;
}

static gboolean
parse_minor (JsonObject *o, const char *path, gpointer item, GError **error)
{
  BthProductionMinor *m = item;

  return bth_json_check_keys (o, path, BTH_JSON_KEYS ("id", "group"), BTH_JSON_KEYS ("formed", "neutral"), error) &&
         bth_json_optional_string (o, path, "id", &m->id, error) &&
         bth_json_optional_string (o, path, "group", &m->group, error) &&
         bth_json_optional_bool (o, path, "formed", TRUE, &m->formed, error) &&
         bth_json_optional_bool (o, path, "neutral", FALSE, &m->neutral, error) &&
         (m->id != NULL && m->group != NULL ? TRUE : bad (error, path, "id and group are strings"));
}

static gboolean
parse_pool (JsonObject *o, const char *path, gpointer item, GError **error)
{
  BthProductionPoolEntry *e = item;

  return bth_json_check_keys (o, path, BTH_JSON_KEYS ("kind", "sp"), BTH_JSON_KEYS ("pool", "satellite"), error) &&
         kind_member (o, path, "kind", &e->kind, error) &&
         bth_json_member_int (o, path, "sp", 0, 999, &e->sp, error) &&
         bth_json_optional_string (o, path, "pool", &e->pool, error) &&
         satellite_member (o, path, &e->satellite, error);
}

static gboolean
parse_counters (JsonObject *o, const char *path, gpointer item, GError **error)
{
  BthProductionCounters *c = item;

  return bth_json_check_keys (o, path, BTH_JSON_KEYS ("kind", "count"), NULL, error) &&
         kind_member (o, path, "kind", &c->kind, error) &&
         bth_json_member_int (o, path, "count", 0, 999, &c->count, error);
}

static gboolean
parse_purchase (JsonObject *o, const char *path, gpointer item, GError **error)
{
  static const char *const types[] = { "unit", "installment", "down_payment", "complete", "prize_repair",
                                       "damage_repair", NULL };
  BthProductionPurchase *p = item;
  g_autofree char *type = NULL;
  g_autofree char *tp = g_strdup_printf ("%s.type", path);

  if (!bth_json_check_keys (o, path, BTH_JSON_KEYS ("kind", "sp"),
                            BTH_JSON_KEYS ("type", "pool", "satellite", "city", "kgl_replacement"), error) ||
      !kind_member (o, path, "kind", &p->kind, error) ||
      !bth_json_member_int (o, path, "sp", 1, 99, &p->sp, error) ||
      !bth_json_optional_string (o, path, "type", &type, error) ||
      !bth_json_optional_string (o, path, "pool", &p->pool, error) ||
      !satellite_member (o, path, &p->satellite, error) ||
      !bth_json_optional_string (o, path, "city", &p->city, error) ||
      !bth_json_optional_bool (o, path, "kgl_replacement", FALSE, &p->kgl_replacement, error))
    return FALSE;
  if (type != NULL)
    {
      guint i = 0;
      while (types[i] != NULL && !g_str_equal (types[i], type))
        i++;
      if (types[i] == NULL)
        return bad (error, tp, "type must be unit, installment, down_payment, complete, prize_repair or damage_repair");
      p->type = (BthPurchaseType) i;
    }
  return TRUE;
}

static gboolean
parse_installment (JsonObject *o, const char *path, gpointer item, GError **error)
{
  BthProductionInstallment *t = item;

  return bth_json_check_keys (o, path, BTH_JSON_KEYS ("kind", "paid"), BTH_JSON_KEYS ("pay", "city"), error) &&
         kind_member (o, path, "kind", &t->kind, error) &&
         bth_json_member_int (o, path, "paid", 1, 99, &t->paid, error) &&
         bth_json_optional_int (o, path, "pay", 0, 99, 0, &t->pay, error) &&
         bth_json_optional_string (o, path, "city", &t->city, error);
}

static gboolean
parse_loan (JsonObject *o, const char *path, gpointer item, GError **error)
{
  BthProductionLoan *l = item;

  return bth_json_check_keys (o, path, BTH_JSON_KEYS ("to", "pp"), BTH_JSON_KEYS ("by_squadron"), error) &&
         bth_json_optional_string (o, path, "to", &l->to, error) &&
         bth_json_member_int (o, path, "pp", 1, 99, &l->pp, error) &&
         bth_json_optional_bool (o, path, "by_squadron", FALSE, &l->by_squadron, error) &&
         (l->to != NULL ? TRUE : bad (error, path, "to: expected a string"));
}

static gboolean
parse_options (JsonObject *root, BthProductionOptions *opt, GError **error)
{
  JsonObject *o;

  if (!json_object_has_member (root, "options"))
    return TRUE;
  return (o = bth_json_member_object (root, "$", "options", error)) != NULL &&
         bth_json_check_keys (o, "$.options", NULL,
                              BTH_JSON_KEYS ("loan_cap_this_turn", "iberian_loan_rate_invaded_only",
                                    "minor_units_any_city", "naval_counts_city_limit",
                                    "black_city_landwehr_only", "portsmouth_within_cap"), error) &&
         bth_json_optional_bool (o, "$.options", "black_city_landwehr_only", FALSE, &opt->black_city_landwehr_only,
                                 error) &&
         bth_json_optional_bool (o, "$.options", "portsmouth_within_cap", FALSE, &opt->portsmouth_within_cap, error) &&
         bth_json_optional_bool (o, "$.options", "loan_cap_this_turn", FALSE, &opt->loan_cap_this_turn, error) &&
         bth_json_optional_bool (o, "$.options", "iberian_loan_rate_invaded_only", FALSE,
                                 &opt->iberian_loan_rate_invaded_only, error) &&
         bth_json_optional_bool (o, "$.options", "minor_units_any_city", FALSE, &opt->minor_units_any_city, error) &&
         bth_json_optional_bool (o, "$.options", "naval_counts_city_limit", FALSE, &opt->naval_counts_city_limit, error);
}

gboolean
bth_production_input_from_json (JsonNode *node, BthProductionInput *in, GError **error)
{
  JsonObject *root;
  g_autofree char *status = NULL;

  memset (in, 0, sizeof *in);
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, "$", "expected an object");
  root = json_node_get_object (node);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("state", "status", "month"),
                            BTH_JSON_KEYS ("year", "die", "conquered", "napoleon_in_paris", "enemy_sp_on_mapboard_4",
                                  "portugal_pro_french", "at_war_with_turkey", "invaded", "non_french_in_madrid",
                                  "kgl_objection", "lloyds_rate", "lloyds_spending", "aab_pp", "cities",
                                  "minor_states", "pool", "counters_available", "purchases", "installments",
                                  "england_accumulated", "england_naval_accumulated", "loans",
                                  "january_naval_addition", "loans_received", "options"), error) ||
      !bth_json_optional_string (root, "$", "state", &in->state, error) ||
      !bth_json_optional_string (root, "$", "status", &status, error) ||
      !read_year_month (root, in, error) ||
      !bth_json_optional_int (root, "$", "die", 1, 6, 0, &in->die, error) ||
      !bth_json_optional_bool (root, "$", "conquered", FALSE, &in->conquered, error) ||
      !bth_json_optional_bool (root, "$", "napoleon_in_paris", FALSE, &in->napoleon_in_paris, error) ||
      !bth_json_optional_int (root, "$", "enemy_sp_on_mapboard_4", 0, 9999, 0, &in->enemy_sp_on_mapboard_4, error) ||
      !bth_json_optional_bool (root, "$", "portugal_pro_french", FALSE, &in->portugal_pro_french, error) ||
      !bth_json_optional_bool (root, "$", "at_war_with_turkey", FALSE, &in->at_war_with_turkey, error) ||
      !bth_json_optional_bool (root, "$", "invaded", FALSE, &in->invaded, error) ||
      !bth_json_optional_bool (root, "$", "non_french_in_madrid", FALSE, &in->non_french_in_madrid, error) ||
      !bth_json_optional_bool (root, "$", "kgl_objection", FALSE, &in->kgl_objection, error) ||
      !bth_json_optional_int (root, "$", "lloyds_rate", 0, 999, 0, &in->lloyds_rate, error) ||
      !bth_json_optional_bool (root, "$", "lloyds_spending", FALSE, &in->lloyds_spending, error) ||
      !bth_json_optional_int (root, "$", "aab_pp", 0, 99, 0, &in->aab_pp, error) ||
      !bth_json_optional_int (root, "$", "england_accumulated", 0, 99, 0, &in->england_accumulated, error) ||
      !bth_json_optional_int (root, "$", "england_naval_accumulated", 0, 99, 0, &in->england_naval_accumulated, error) ||
      !bth_json_optional_string (root, "$", "january_naval_addition", &in->january_naval_addition, error) ||
      !bth_json_optional_int (root, "$", "loans_received", 0, 99, 0, &in->loans_received, error) ||
      !parse_array (root, "cities", sizeof (BthProductionCity), parse_city, (gpointer *) &in->cities, &in->n_cities, error) ||
      !parse_array (root, "minor_states", sizeof (BthProductionMinor), parse_minor, (gpointer *) &in->minors, &in->n_minors, error) ||
      !parse_array (root, "pool", sizeof (BthProductionPoolEntry), parse_pool, (gpointer *) &in->pool, &in->n_pool, error) ||
      !parse_array (root, "counters_available", sizeof (BthProductionCounters), parse_counters,
                    (gpointer *) &in->counters, &in->n_counters, error) ||
      !parse_array (root, "purchases", sizeof (BthProductionPurchase), parse_purchase, (gpointer *) &in->purchases,
                    &in->n_purchases, error) ||
      !parse_array (root, "installments", sizeof (BthProductionInstallment), parse_installment,
                    (gpointer *) &in->installments, &in->n_installments, error) ||
      !parse_array (root, "loans", sizeof (BthProductionLoan), parse_loan, (gpointer *) &in->loans, &in->n_loans, error) ||
      !parse_options (root, &in->options, error))
    return FALSE;
  if (in->state == NULL)
    return bad (error, "$.state", "expected a string");
  if (!bth_scenario_builtin_has_power (in->state))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "$.state: \"%s\" is not a state of the game (a power of its scenarios)", in->state);
      return FALSE;
    }
  if (status == NULL || !bth_production_status_from_string (status, &in->status))
    return bad (error, "$.status", "must be \"neutral\", \"pro_french\" or \"anti_french\"");
  if (in->january_naval_addition != NULL && !g_str_equal (in->january_naval_addition, "S") &&
      !g_str_equal (in->january_naval_addition, "T"))
    return bad (error, "$.january_naval_addition", "must be \"S\" or \"T\"");
  return TRUE;
}

/* "month": "1806-03", as politics and the scenarios write it; or the older "year": 1806,
 * "month": 3. */
static gboolean
read_year_month (JsonObject *root, BthProductionInput *in, GError **error)
{
  JsonNode *month = json_object_get_member (root, "month");

  if (month != NULL && JSON_NODE_HOLDS_VALUE (month) && json_node_get_value_type (month) == G_TYPE_STRING)
    {
      const char *text = json_node_get_string (month);
      BthMonth m;
      if (json_object_has_member (root, "year"))
        return bad (error, "$.year", "give either \"month\": \"YYYY-MM\" or \"year\" and a month number, not both");
      if (!bth_month_parse (text, &m))
        return bad (error, "$.month", "not a month such as 1806-03");
      in->year = m / 12;      /* BthMonth: year * 12 + month - 1 */
      in->month = m % 12 + 1;
      return TRUE;
    }
  return bth_json_member_int (root, "$", "year", 1700, 1900, &in->year, error) &&
         bth_json_member_int (root, "$", "month", 1, 12, &in->month, error);
}

static void
set_pp (JsonObject *o, const char *member, int halves)
{
  if (halves % 2 == 0)
    json_object_set_int_member (o, member, halves / 2);
  else
    json_object_set_double_member (o, member, halves / 2.0);
}

static void
set_string_or_null (JsonObject *o, const char *member, const char *value)
{
  if (value != NULL)
    json_object_set_string_member (o, member, value);
  else
    json_object_set_null_member (o, member);
}

JsonNode *
bth_production_result_to_json (const BthProductionInput *in, const BthProductionResult *r)
{
  JsonObject *out = json_object_new (), *available = json_object_new (), *minors = json_object_new ();
  JsonArray *cities = json_array_new (), *costs = json_array_new (), *placements = json_array_new (),
            *additions = json_array_new (), *track = json_array_new (), *violations = json_array_new (),
            *notes = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  GHashTableIter iter;
  gpointer key, value;

  json_object_set_string_member (out, "state", in->state);
  if (bth_production_result_known (r))
    json_object_set_boolean_member (out, "legal", bth_production_result_legal (r));
  else
    {
      /* Never a number built on a missing fact: what to enter instead. */
      JsonArray *unknown = json_array_new ();
      json_object_set_null_member (out, "legal");
      for (guint i = 0; i < r->unknowns->len; i++)
        json_array_add_string_element (unknown, g_ptr_array_index (r->unknowns, i));
      json_object_set_array_member (out, "unknown", unknown);
    }
  json_object_set_string_member (out, "rules", r->peninsular ? "scenario_viii" : "campaign");
  if (r->peninsular)
    {
      json_object_set_null_member (out, "die");
      json_object_set_null_member (out, "modified_die");
      json_object_set_null_member (out, "pp_per_city");
    }
  else
    {
      json_object_set_int_member (out, "die", r->die);
      json_object_set_int_member (out, "modified_die", r->modified_die);
      json_object_set_int_member (out, "pp_per_city", r->pp_per_city);
    }
  json_object_set_member (out, "modifiers", bth_modifier_list_to_json (r->modifiers));
  for (guint i = 0; i < r->cities->len; i++)
    {
      const BthProductionCityPP *c = &g_array_index (r->cities, BthProductionCityPP, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "name", c->name);
      json_object_set_string_member (o, "fund", c->fund);
      if (c->unknown)
        json_object_set_null_member (o, "pp");
      else
        set_pp (o, "pp", c->halves);
      set_string_or_null (o, "reason", c->reason);
      set_string_or_null (o, "rule", c->rule);
      json_array_add_object_element (cities, o);
    }
  json_object_set_array_member (out, "cities", cities);
  set_pp (available, "regular", r->regular);
  set_pp (available, "landwehr_only", r->landwehr);
  set_pp (available, "naval_only", r->naval);
  set_pp (available, "loans", r->loans);
  json_object_set_int_member (available, "england_accumulated", in->england_accumulated);
  json_object_set_int_member (available, "england_naval_accumulated", in->england_naval_accumulated);
  g_hash_table_iter_init (&iter, r->minor_funds);
  while (g_hash_table_iter_next (&iter, &key, &value))
    set_pp (minors, key, GPOINTER_TO_INT (value));
  json_object_set_object_member (available, "minor_states", minors);
  set_pp (available, "total", r->total);
  if (!bth_production_result_known (r))
    {
      /* The amounts above are only what the known cities give. */
      json_object_set_null_member (available, "regular");
      json_object_set_null_member (available, "landwehr_only");
      json_object_set_null_member (available, "naval_only");
      json_object_set_null_member (available, "total");
    }
  json_object_set_object_member (out, "available", available);
  for (guint i = 0; i < r->costs->len; i++)
    {
      JsonObject *o = json_object_new ();
      set_pp (o, "cost", g_array_index (r->costs, int, i));
      json_array_add_object_element (costs, o);
    }
  json_object_set_array_member (out, "purchases", costs);
  set_pp (out, "spent", r->spent);
  if (bth_production_result_known (r))
    set_pp (out, "forfeited", r->forfeited);
  else
    json_object_set_null_member (out, "forfeited");
  if (g_strcmp0 (in->state, "england") == 0)
    {
      set_pp (out, "england_land_spent", r->england_land_spent);
      set_pp (out, "england_naval_spent", r->england_naval_spent);
      set_pp (out, "england_accumulated_after", r->england_accumulated_after);
      set_pp (out, "england_naval_accumulated_after", r->england_naval_accumulated_after);
    }
  for (guint i = 0; i < r->placements->len; i++)
    {
      const BthProductionPlacement *p = &g_array_index (r->placements, BthProductionPlacement, i);
      JsonObject *o = json_object_new ();
      set_string_or_null (o, "pool", p->pool);
      json_object_set_string_member (o, "kind", p->kind);
      set_string_or_null (o, "satellite", p->satellite);
      json_object_set_int_member (o, "sp", p->sp);
      set_string_or_null (o, "city", p->city);
      json_object_set_boolean_member (o, "face_down", p->face_down);
      json_object_set_string_member (o, "rule", p->rule);
      json_array_add_object_element (placements, o);
    }
  json_object_set_array_member (out, "placements", placements);
  for (guint i = 0; i < r->additions->len; i++)
    {
      const BthProductionAddition *a = &g_array_index (r->additions, BthProductionAddition, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "kind", a->kind);
      json_object_set_int_member (o, "sp", a->sp);
      json_object_set_string_member (o, "reason", a->reason);
      json_object_set_string_member (o, "rule", a->rule);
      json_array_add_object_element (additions, o);
    }
  json_object_set_array_member (out, "pool_additions", additions);
  for (guint i = 0; i < r->track->len; i++)
    {
      const BthProductionTrackUnit *t = &g_array_index (r->track, BthProductionTrackUnit, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "kind", t->kind);
      json_object_set_int_member (o, "paid", t->paid);
      json_object_set_int_member (o, "box", t->box);
      json_object_set_boolean_member (o, "deployed", t->deployed);
      set_string_or_null (o, "city", t->city);
      json_array_add_object_element (track, o);
    }
  json_object_set_array_member (out, "production_track", track);
  for (guint i = 0; i < r->violations->len; i++)
    {
      const BthProductionViolation *v = &g_array_index (r->violations, BthProductionViolation, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "rule", v->rule);
      json_object_set_string_member (o, "message", v->message);
      if (v->purchase >= 0)
        json_object_set_int_member (o, "purchase", v->purchase);
      else
        json_object_set_null_member (o, "purchase");
      json_array_add_object_element (violations, o);
    }
  json_object_set_array_member (out, "violations", violations);
  for (guint i = 0; i < r->notes->len; i++)
    json_array_add_string_element (notes, g_ptr_array_index (r->notes, i));
  json_object_set_array_member (out, "notes", notes);
  json_node_take_object (node, out);
  return node;
}

JsonNode *
bth_production_resolve_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  BthProductionInput in;
  BthProductionResult result;
  JsonNode *node;

  if (!bth_production_input_from_json (input, &in, error))
    {
      bth_production_input_clear (&in);
      return NULL;
    }
  if (!bth_production_resolve (rules, &in, dice, &result, error))
    {
      bth_production_result_clear (&result);
      bth_production_input_clear (&in);
      return NULL;
    }
  node = bth_production_result_to_json (&in, &result);
  bth_production_result_clear (&result);
  bth_production_input_clear (&in);
  return node;
}
