/* bth-battle-forecast-json.c — berthier-cli battle-forecast: the battle JSON of `combat` with
 * the players' policy in, the forecast out. */
#include "bth-battle-forecast.h"
#include "bth-combat-json.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <math.h>

static gboolean
parse_side_policy (JsonObject *policy, BthSide side, BthBattlePolicy *out, GError **error)
{
  const char *name = bth_side_to_string (side);
  g_autofree char *path = g_strdup_printf ("$.policy.%s", name);
  JsonObject *obj;

  if (!json_object_has_member (policy, name))
    return TRUE;
  obj = bth_json_member_object (policy, "$.policy", name, error);
  return obj != NULL &&
         bth_json_check_keys (obj, path, NULL, BTH_JSON_KEYS ("withdraw_below_sp", "withdraw_at_morale"), error) &&
         bth_json_optional_int (obj, path, "withdraw_below_sp", 0, 10000, 0, &out->withdraw_below_sp[side], error) &&
         bth_json_optional_int (obj, path, "withdraw_at_morale", 0, 3, -1, &out->withdraw_at_morale[side], error);
}

static gboolean
parse_policy (JsonObject *root, BthBattlePolicy *policy, GError **error)
{
  JsonObject *obj;

  bth_battle_policy_init (policy);
  if (!json_object_has_member (root, "policy"))
    return TRUE;
  obj = bth_json_member_object (root, "$", "policy", error);
  return obj != NULL &&
         bth_json_check_keys (obj, "$.policy", NULL, BTH_JSON_KEYS ("rounds", "attacker", "defender"), error) &&
         bth_json_optional_int (obj, "$.policy", "rounds", 0, 1000, 0, &policy->rounds, error) &&
         parse_side_policy (obj, BTH_SIDE_ATTACKER, policy, error) &&
         parse_side_policy (obj, BTH_SIDE_DEFENDER, policy, error);
}

/* Rounded to 1e-9 so that the last bits of a sum never show as a difference. Chances under
 * 1e-4 are kept whole: rounded, json-glib 1.6 would print one such as 6e-09 as "6e-09.0". */
static double
tidy (double value)
{
  return fabs (value) < 1e-4 ? value : round (value * 1e9) / 1e9;
}

static JsonObject *
policy_object (const BthBattlePolicy *policy)
{
  JsonObject *obj = json_object_new ();

  if (policy->rounds > 0)
    json_object_set_int_member (obj, "rounds", policy->rounds);
  else
    json_object_set_null_member (obj, "rounds");
  for (int side = 0; side < 2; side++)
    {
      JsonObject *s = json_object_new ();
      if (policy->withdraw_below_sp[side] > 0)
        json_object_set_int_member (s, "withdraw_below_sp", policy->withdraw_below_sp[side]);
      else
        json_object_set_null_member (s, "withdraw_below_sp");
      if (policy->withdraw_at_morale[side] >= 0)
        json_object_set_int_member (s, "withdraw_at_morale", policy->withdraw_at_morale[side]);
      else
        json_object_set_null_member (s, "withdraw_at_morale");
      json_object_set_object_member (obj, bth_side_to_string (side), s);
    }
  return obj;
}

static JsonNode *
forecast_to_json (const BthBattle *battle, const BthBattlePolicy *policy, const BthForecast *f)
{
  JsonObject *out = json_object_new ();
  JsonArray *outcomes = json_array_new ();
  JsonObject *lost = json_object_new ();
  JsonArray *assumed = json_array_new ();
  g_auto(GStrv) ignored = bth_battle_forecast_ignored (battle);
  double wins[2] = { 0, 0 }, ended;
  JsonNode *node;

  for (guint o = 0; o < f->n_outcomes; o++)
    {
      JsonObject *item;
      JsonArray *by_round;
      guint last = 0;

      if (f->outcome[o] <= 0)
        continue;
      if (bth_battle_end_winner (o) >= 0)
        wins[bth_battle_end_winner (o)] += f->outcome[o];
      item = json_object_new ();
      by_round = json_array_new ();
      json_object_set_string_member (item, "end", bth_battle_end_id (o));
      json_object_set_string_member (item, "text", bth_battle_end_label (o));
      json_object_set_string_member (item, "rule", bth_battle_end_rule (o));
      json_object_set_double_member (item, "probability", tidy (f->outcome[o]));
      for (guint r = 0; r <= f->max_rounds; r++)
        if (f->outcome_by_round[o * (f->max_rounds + 1) + r] > 0)
          last = r;
      /* by_round[i] is the chance of this end after i + 1 rounds. */
      for (guint r = 1; r <= last; r++)
        json_array_add_double_element (by_round, tidy (f->outcome_by_round[o * (f->max_rounds + 1) + r]));
      json_object_set_array_member (item, "by_round", by_round);
      json_array_add_object_element (outcomes, item);
    }
  json_object_set_object_member (out, "policy", policy_object (policy));
  json_object_set_double_member (out, "attacker_wins", tidy (wins[BTH_SIDE_ATTACKER]));
  json_object_set_double_member (out, "defender_wins", tidy (wins[BTH_SIDE_DEFENDER]));
  json_object_set_array_member (out, "outcomes", outcomes);
  json_object_set_double_member (out, "undecided", tidy (f->undecided));
  /* The chance of the battles too unlikely to follow: every figure is exact to within it. */
  json_object_set_double_member (out, "not_followed", f->pruned);
  json_object_set_int_member (out, "max_rounds", f->max_rounds);
  /* Over the battles that ended, so they do not count the undecided mass as zero. */
  ended = f->undecided + f->pruned < 1 ? 1 - f->undecided - f->pruned : 1;
  json_object_set_double_member (out, "expected_rounds",
                                 tidy (f->expected_rounds / ended));
  json_object_set_double_member (lost, "attacker",
                                 tidy (f->expected_measure[BTH_BATTLE_MEASURE_ATTACKER_SP_LOST] / ended));
  json_object_set_double_member (lost, "defender",
                                 tidy (f->expected_measure[BTH_BATTLE_MEASURE_DEFENDER_SP_LOST] / ended));
  json_object_set_object_member (out, "expected_sp_lost", lost);
  json_object_set_int_member (out, "states_visited", (gint64) f->states_visited);
  json_array_add_string_element (assumed, "Losses as the P.3 suggestion every round");
  for (guint i = 0; ignored[i] != NULL; i++)
    json_array_add_string_element (assumed, ignored[i]);
  json_object_set_array_member (out, "assumptions", assumed);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, out);
  return node;
}

/* A new object with every member of ROOT but "policy" (copying a node shares its object). */
static JsonNode *
battle_without_policy (JsonObject *root)
{
  JsonObject *battle = json_object_new ();
  g_autoptr(GList) members = json_object_get_members (root);
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (GList *l = members; l != NULL; l = l->next)
    if (!g_str_equal (l->data, "policy"))
      json_object_set_member (battle, l->data, json_node_copy (json_object_get_member (root, l->data)));
  json_node_take_object (node, battle);
  return node;
}

JsonNode *
bth_battle_forecast_json (BthRuleset *rules, JsonNode *input, GError **error)
{
  g_autoptr(JsonNode) battle_node = NULL;
  g_autoptr(BthForecast) forecast = NULL;
  BthBattlePolicy policy;
  BthBattle battle = { 0 };
  JsonNode *result = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$: a battle is a JSON object");
      return NULL;
    }
  if (!parse_policy (json_node_get_object (input), &policy, error))
    {
      bth_json_as_input_error (error ? *error : NULL);
      return NULL;
    }
  /* The rest is the battle as `combat` reads it, checked as strictly. */
  battle_node = battle_without_policy (json_node_get_object (input));
  if (bth_battle_from_json (battle_node, &battle, error) &&
      (forecast = bth_battle_forecast (rules, &battle, &policy, error)) != NULL)
    result = forecast_to_json (&battle, &policy, forecast);
  bth_battle_clear (&battle);
  return result;
}
