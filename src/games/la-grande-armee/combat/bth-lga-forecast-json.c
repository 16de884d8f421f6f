/* bth-lga-forecast-json.c — the battle-forecast command: the battle command's JSON (its
 * rounds' dice are not read: the forecast comes before any die) with a "policy", in; the
 * chance of every end, by round, the expected SP lost and rounds, and the assumptions, out. */
#include "bth-lga-forecast.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <stdio.h>
#include <string.h>

typedef struct {
  BthLgaSideStore *sides[2];
  GPtrArray       *stores;          /* of BthLgaSideStore, the reinforcements' */
  GArray          *reinforcements;  /* of BthLgaReinforcement */
  GPtrArray       *terrain;
} Read;

static void
read_clear (Read *r)
{
  g_clear_pointer (&r->sides[0], bth_lga_side_store_free);
  g_clear_pointer (&r->sides[1], bth_lga_side_store_free);
  g_clear_pointer (&r->stores, g_ptr_array_unref);
  g_clear_pointer (&r->reinforcements, g_array_unref);
  g_clear_pointer (&r->terrain, g_ptr_array_unref);
}

static gboolean
enum_of (JsonObject *o, const char *path, const char *member, const char * const *names, int *out, GError **error)
{
  const char *value;

  if (!json_object_has_member (o, member))
    return TRUE;
  if ((value = bth_json_member_string (o, path, member, error)) == NULL)
    return FALSE;
  for (int i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], value))
      {
        *out = i;
        return TRUE;
      }
  {
    g_autofree char *p = g_strdup_printf ("%s.%s", path, member);
    g_autofree char *list = g_strjoinv (", ", (char **) names);
    return bth_json_fail (error, p, "\"%s\" is not one of %s", value, list);
  }
}

/* "1:1": one of the odds steps of the chart [12.0 step 4]. */
static gboolean
read_odds (BthLgaRules *rules, const BthLgaOptions *options, JsonObject *o, const char *path, const char *member,
           BthLgaForecastPolicy *policy, GError **error)
{
  BthLgaOdds buffer[16];
  guint n;
  const BthLgaOdds *steps = bth_lga_rules_odds_steps (rules, options, &n, buffer);
  const char *label;
  g_autoptr(GString) all = g_string_new (NULL);

  if (!json_object_has_member (o, member))
    return TRUE;
  if ((label = bth_json_member_string (o, path, member, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      if (g_str_equal (steps[i].label, label))
        {
          policy->stop_odds_num = steps[i].num;
          policy->stop_odds_den = steps[i].den;
          return TRUE;
        }
      g_string_append_printf (all, "%s%s", i > 0 ? ", " : "", steps[i].label);
    }
  {
    g_autofree char *p = g_strdup_printf ("%s.%s", path, member);
    return bth_json_fail (error, p, "\"%s\" is not an odds step of the chart (%s) [12.0 step 4]", label, all->str);
  }
}

static gboolean
read_policy (BthLgaRules *rules, const BthLgaOptions *options, JsonObject *root, BthLgaForecastPolicy *policy,
             gboolean *reinforcements, GError **error)
{
  JsonObject *p, *o;
  gboolean pursuit = TRUE;
  int max_rounds = 0;

  if (!json_object_has_member (root, "policy"))
    return TRUE;
  if ((p = bth_json_member_object (root, "$", "policy", error)) == NULL
      || !bth_json_check_keys (p, "$.policy", NULL,
                               BTH_JSON_KEYS ("max_rounds", "attacker_stops_below_odds", "pursuit", "reinforcements",
                                              "escalating_exchange", "morale_bonus"), error)
      || !bth_json_optional_int (p, "$.policy", "max_rounds", 1, 5, 0, &max_rounds, error)
      || !read_odds (rules, options, p, "$.policy", "attacker_stops_below_odds", policy, error)
      || !bth_json_optional_bool (p, "$.policy", "pursuit", TRUE, &pursuit, error)
      || !bth_json_optional_bool (p, "$.policy", "reinforcements", FALSE, reinforcements, error))
    return FALSE;
  policy->max_rounds = (guint) max_rounds;
  policy->no_pursuit = !pursuit;
  if (json_object_has_member (p, "escalating_exchange"))
    {
      const char *path = "$.policy.escalating_exchange";
      if ((o = bth_json_member_object (p, "$.policy", "escalating_exchange", error)) == NULL
          || !bth_json_check_keys (o, path, BTH_JSON_KEYS ("attacker_bids_up_to", "defender_bids_up_to"), NULL, error)
          || !bth_json_member_int (o, path, "attacker_bids_up_to", 0, 999, &policy->bid_limit[0], error)
          || !bth_json_member_int (o, path, "defender_bids_up_to", 0, 999, &policy->bid_limit[1], error))
        return FALSE;
      policy->bidding = TRUE;
    }
  if (json_object_has_member (p, "morale_bonus"))
    {
      const char *path = "$.policy.morale_bonus";
      if ((o = bth_json_member_object (p, "$.policy", "morale_bonus", error)) == NULL
          || !bth_json_check_keys (o, path, NULL, BTH_JSON_KEYS ("attacker", "defender"), error)
          || !bth_json_optional_int (o, path, "attacker", 0, 6, 0, &policy->morale_bonus[0], error)
          || !bth_json_optional_int (o, path, "defender", 0, 6, 0, &policy->morale_bonus[1], error))
        return FALSE;
      policy->morale_bonus_given[0] = json_object_has_member (o, "attacker");
      policy->morale_bonus_given[1] = json_object_has_member (o, "defender");
    }
  return TRUE;
}

/* The rounds' battle reinforcements (their dice are not read); any other key of a round
 * changes the battle in a way the forecast does not follow, and is refused. */
static gboolean
read_rounds (JsonObject *root, Read *r, GError **error)
{
  JsonArray *rounds;

  if (!json_object_has_member (root, "rounds"))
    return TRUE;
  if ((rounds = bth_json_member_array (root, "$", "rounds", 1, 20, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (rounds); i++)
    {
      g_autofree char *path = g_strdup_printf ("$.rounds[%u]", i);
      JsonObject *round = bth_json_element_object (rounds, "$.rounds", i, error);
      JsonArray *list = NULL;

      if (round == NULL)
        return FALSE;
      {
        GList *members = json_object_get_members (round);
        const char *other = NULL;
        for (GList *m = members; m != NULL && other == NULL; m = m->next)
          if (!g_str_equal (m->data, "dice") && !g_str_equal (m->data, "reinforcements"))
            other = m->data;
        g_list_free (members);
        if (other != NULL)
          {
            g_autofree char *p = g_strdup_printf ("%s.%s", path, other);
            if (g_str_equal (other, "counter_attack"))
              return bth_json_fail (error, p, "counter-attacks are not forecast yet: the forecast leaves them out [12.77]");
            return bth_json_fail (error, p, "a round's own \"%s\" is not forecast: the forecast follows the battle as "
                                  "entered, with its policy (README)", other);
          }
      }
      if (json_object_has_member (round, "reinforcements")
          && (list = bth_json_member_array (round, path, "reinforcements", 0, 20, error)) == NULL)
        return FALSE;
      if (list != NULL && json_array_get_length (list) > 0 && i == 0)
        return bth_json_fail (error, path, "battle reinforcements come between rounds, from the second round on [12.71]");
      for (guint k = 0; list != NULL && k < json_array_get_length (list); k++)
        {
          g_autofree char *rp = g_strdup_printf ("rounds[%u].reinforcements[%u]", i, k);
          g_autofree char *dp = g_strdup_printf ("$.%s", rp);
          JsonObject *re = bth_json_element_object (list, "$.rounds.reinforcements", k, error), *side_json, *holder;
          BthLgaReinforcement one = { 0 };
          BthLgaBattleSide side = { 0 };
          BthLgaSideStore *store;
          const char *who;
          int die = 0;

          if (re == NULL
              || !bth_json_check_keys (re, dp, BTH_JSON_KEYS ("side", "initiative", "units"), BTH_JSON_KEYS ("name", "die", "leaders"), error)
              || (who = bth_json_member_string (re, dp, "side", error)) == NULL
              || (!g_str_equal (who, "attacker") && !g_str_equal (who, "defender")
                  && !bth_json_fail (error, dp, "side: \"%s\" is not one of attacker, defender", who))
              || !bth_json_member_int (re, dp, "initiative", 0, 9, &one.initiative, error)
              || !bth_json_optional_int (re, dp, "die", 1, 6, 0, &die, error)
              || (json_object_has_member (re, "name") && (one.name = bth_json_member_string (re, dp, "name", error)) == NULL))
            return FALSE;
          /* the units and leaders read as a side, so that their errors name their place */
          side_json = json_object_new ();
          json_object_set_member (side_json, "units", json_node_copy (json_object_get_member (re, "units")));
          if (json_object_has_member (re, "leaders"))
            json_object_set_member (side_json, "leaders", json_node_copy (json_object_get_member (re, "leaders")));
          holder = json_object_new ();
          json_object_set_object_member (holder, rp, side_json);
          store = bth_lga_battle_side_read (holder, rp, &side, error);
          json_object_unref (holder);
          if (store == NULL)
            return FALSE;
          g_ptr_array_add (r->stores, store);
          one.side = g_str_equal (who, "attacker") ? 0 : 1;
          one.round = (int) i + 1;
          one.units = side.units;
          one.n_units = side.n_units;
          one.leaders = side.leaders;
          one.n_leaders = side.n_leaders;
          g_array_append_val (r->reinforcements, one);
        }
    }
  return TRUE;
}

static JsonNode *
forecast_json (const BthLgaForecast *f)
{
  const BthForecast *s = f->forecast;
  JsonObject *out = json_object_new (), *lost = json_object_new ();
  JsonArray *outcomes = json_array_new (), *assumed = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_double_member (out, "attacker_wins", f->attacker_wins);
  json_object_set_double_member (out, "defender_wins", f->defender_wins);
  json_object_set_double_member (out, "neither", f->neither);
  json_object_set_double_member (out, "expected_rounds", s->expected_rounds);
  json_object_set_double_member (lost, "attacker", s->expected_measure[BTH_LGA_MEASURE_ATTACKER_LOSS]);
  json_object_set_double_member (lost, "defender", s->expected_measure[BTH_LGA_MEASURE_DEFENDER_LOSS]);
  json_object_set_object_member (out, "expected_sp_lost", lost);
  json_object_set_double_member (out, "expected_sp_captured", s->expected_measure[BTH_LGA_MEASURE_CAPTURED]);
  for (int e = 0; e < BTH_LGA_N_ENDS; e++)
    {
      JsonObject *o;
      JsonArray *by_round;

      if (s->outcome[e] <= 0)
        continue;
      o = json_object_new ();
      by_round = json_array_new ();
      json_object_set_string_member (o, "end", bth_lga_end_id (e));
      json_object_set_string_member (o, "text", bth_lga_end_text (e));
      json_object_set_double_member (o, "probability", s->outcome[e]);
      /* after how many rounds (0: the first round is not fought) */
      for (guint r = 0; r <= s->max_rounds; r++)
        {
          JsonObject *one;
          double p = s->outcome_by_round[(guint) e * (s->max_rounds + 1) + r];
          if (p <= 0)
            continue;
          one = json_object_new ();
          json_object_set_int_member (one, "rounds", r);
          json_object_set_double_member (one, "probability", p);
          json_array_add_object_element (by_round, one);
        }
      json_object_set_array_member (o, "by_rounds", by_round);
      json_array_add_object_element (outcomes, o);
    }
  json_object_set_array_member (out, "outcomes", outcomes);
  json_object_set_int_member (out, "first_round", f->first_round);
  json_object_set_int_member (out, "states_visited", (gint64) s->states_visited);
  for (guint i = 0; i < f->assumptions->len; i++)
    json_array_add_string_element (assumed, f->assumptions->pdata[i]);
  json_object_set_array_member (out, "assumptions", assumed);
  json_node_take_object (node, out);
  return node;
}

JsonNode *
bth_lga_forecast_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error)
{
  static const char * const types[] = { "normal", "withdrawal", "assault", NULL };
  static const char * const rivers[] = { "none", "defend_crossing", "defend_hex", NULL };
  BthLgaBattleInput in = { 0 };
  BthLgaOptions options;
  BthLgaForecastPolicy policy = { 0 };
  Read r = { { NULL, NULL }, NULL, NULL, NULL };
  JsonObject *root, *opts = NULL;
  JsonArray *terrain = NULL;
  gboolean reinforcements = FALSE;
  int type = 0, river = 0;
  g_autoptr(BthLgaForecast) forecast = NULL;
  JsonNode *node = NULL;

  (void) dice;
  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      bth_json_fail (error, "$", "expected an object");
      bth_json_as_input_error (*error);
      return NULL;
    }
  root = json_node_get_object (input);
  r.stores = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_lga_side_store_free);
  r.reinforcements = g_array_new (FALSE, TRUE, sizeof (BthLgaReinforcement));
  r.terrain = g_ptr_array_new ();
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("attacker", "defender"),
                            BTH_JSON_KEYS ("type", "round", "flank_attack", "defender_routed", "mandatory_limited_zoc",
                                           "terrain", "dice", "options", "river", "river_corps_announced",
                                           "river_corps_allowed", "rounds", "policy"), error)
      || !enum_of (root, "$", "type", types, &type, error)
      || !enum_of (root, "$", "river", rivers, &river, error)
      || !bth_json_optional_int (root, "$", "round", 1, 99, 1, &in.round, error)
      || !bth_json_optional_bool (root, "$", "flank_attack", FALSE, &in.flank_attack, error)
      || !bth_json_optional_bool (root, "$", "defender_routed", FALSE, &in.defender_routed, error)
      || !bth_json_optional_bool (root, "$", "mandatory_limited_zoc", FALSE, &in.mandatory_limited_zoc, error)
      || (json_object_has_member (root, "terrain") && (terrain = bth_json_member_array (root, "$", "terrain", 0, 8, error)) == NULL)
      || (json_object_has_member (root, "options") && (opts = bth_json_member_object (root, "$", "options", error)) == NULL)
      || !bth_lga_options_from_json (opts, "$.options", &options, error)
      || (r.sides[0] = bth_lga_battle_side_read (root, "attacker", &in.attacker, error)) == NULL
      || (r.sides[1] = bth_lga_battle_side_read (root, "defender", &in.defender, error)) == NULL
      || !read_rounds (root, &r, error)
      || !read_policy (rules, &options, root, &policy, &reinforcements, error))
    goto input_error;
  for (guint i = 0; terrain != NULL && i < json_array_get_length (terrain); i++)
    {
      const char *id = bth_json_element_string (terrain, "$.terrain", i, error);
      if (id == NULL)
        goto input_error;
      g_ptr_array_add (r.terrain, (char *) id);
    }
  g_ptr_array_add (r.terrain, NULL);
  in.terrain = (const char * const *) r.terrain->pdata;
  in.type = type;
  in.river = river;
  if (reinforcements)
    {
      policy.reinforcements = (const BthLgaReinforcement *) (void *) r.reinforcements->data;
      policy.n_reinforcements = r.reinforcements->len;
    }
  forecast = bth_lga_forecast_battle (rules, &in, &options, &policy, error);
  if (forecast != NULL)
    node = forecast_json (forecast);
  read_clear (&r);
  return node;

input_error:
  bth_json_as_input_error (*error);
  read_clear (&r);
  return NULL;
}
