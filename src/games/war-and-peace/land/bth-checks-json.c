/* bth-checks-json.c — JSON front ends of bth-checks.c. */
#include "bth-checks-json.h"
#include "bth-json-strict.h"
#include "bth-error.h"

static JsonObject *
input_object (JsonNode *input, const char * const *required, const char * const *optional,
              GError **error)
{
  JsonObject *obj;

  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$: expected an object");
      return NULL;
    }
  obj = json_node_get_object (input);
  if (!bth_json_check_keys (obj, "$", required, optional, error))
    {
      bth_json_as_input_error (error ? *error : NULL);
      return NULL;
    }
  return obj;
}

/* The players' die from "die", or a roll. Returns -1 on error. */
static int
die_or_roll (JsonObject *obj, const char *member, BthDice *dice, guint count, const char *purpose,
             GError **error)
{
  int die = 0;

  if (!bth_json_optional_int (obj, "$", member, count, 6 * count, 0, &die, error))
    {
      bth_json_as_input_error (error ? *error : NULL);
      return -1;
    }
  return die != 0 ? die : bth_dice_roll (dice, count, 6, purpose, NULL, error);
}

static gboolean
read_int (JsonObject *obj, const char *member, int min, int max, int fallback, int *out, GError **error)
{
  if (bth_json_optional_int (obj, "$", member, min, max, fallback, out, error))
    return TRUE;
  bth_json_as_input_error (error ? *error : NULL);
  return FALSE;
}

static gboolean
read_bool (JsonObject *obj, const char *member, gboolean fallback, gboolean *out, GError **error)
{
  if (bth_json_optional_bool (obj, "$", member, fallback, out, error))
    return TRUE;
  bth_json_as_input_error (error ? *error : NULL);
  return FALSE;
}

static JsonNode *
finish (JsonObject *obj)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, obj);
  return node;
}

JsonNode *
bth_overrun_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  JsonObject *in = input_object (input, BTH_JSON_KEYS ("moving_sp", "defender_sp"),
                                 BTH_JSON_KEYS ("moving_cavalry", "moving_supplied", "defender_cavalry",
                                       "defender_mountain_or_entrenched", "defender_inside_city",
                                       "defender_in_city_hex"), error);
  BthOverrun o = { 0 };
  BthOverrunResult r;
  JsonObject *out;

  if (in == NULL ||
      !read_int (in, "moving_sp", 1, 999, 0, &o.moving_sp, error) ||
      !read_int (in, "moving_cavalry", 0, 999, 0, &o.moving_cavalry, error) ||
      !read_bool (in, "moving_supplied", TRUE, &o.moving_supplied, error) ||
      !read_int (in, "defender_sp", 1, 999, 0, &o.defender_sp, error) ||
      !read_int (in, "defender_cavalry", 0, 999, 0, &o.defender_cavalry, error) ||
      !read_bool (in, "defender_mountain_or_entrenched", FALSE, &o.defender_mountain_or_entrenched, error) ||
      !read_bool (in, "defender_inside_city", FALSE, &o.defender_inside_city, error) ||
      !read_bool (in, "defender_in_city_hex", FALSE, &o.defender_in_city_hex, error))
    return NULL;
  if (o.moving_cavalry > o.moving_sp || o.defender_cavalry > o.defender_sp)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "$.%s: cavalry cannot exceed the force's SP",
                   o.moving_cavalry > o.moving_sp ? "moving_cavalry" : "defender_cavalry");
      return NULL;
    }
  bth_overrun_check (rules, &o, &r);
  out = json_object_new ();
  json_object_set_boolean_member (out, "allowed", r.allowed);
  json_object_set_string_member (out, "odds_needed", r.odds);
  json_object_set_int_member (out, "extra_mp", r.extra_mp);
  json_object_set_member (out, "reasons", bth_modifier_list_to_json (r.reasons));
  bth_overrun_result_clear (&r);
  return finish (out);
}

JsonNode *
bth_commitment_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  JsonObject *in = input_object (input, NULL, BTH_JSON_KEYS ("die", "leader"), error);
  JsonObject *out;
  int leader, die, modified;
  gboolean ok;

  if (in == NULL || !read_int (in, "leader", 0, 3, 0, &leader, error) ||
      (die = die_or_roll (in, "die", dice, 1, "Commitment (N.7.b)", error)) < 0)
    return NULL;
  ok = bth_commitment_succeeds (rules, die, leader, &modified);
  out = json_object_new ();
  json_object_set_int_member (out, "die", die);
  json_object_set_int_member (out, "modified_die", modified);
  json_object_set_int_member (out, "needed", bth_ruleset_get_prose (rules)->commitment_at_least);
  json_object_set_boolean_member (out, "committed", ok);
  json_object_set_string_member (out, "rule", bth_ruleset_get_prose (rules)->commitment_rule);
  return finish (out);
}

JsonNode *
bth_withdrawal_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  JsonObject *in = input_object (input, BTH_JSON_KEYS ("withdrawing_cavalry", "opposing_cavalry"), NULL, error);
  JsonObject *out;
  int own, enemy;

  if (in == NULL || !read_int (in, "withdrawing_cavalry", 0, 999, 0, &own, error) ||
      !read_int (in, "opposing_cavalry", 0, 999, 0, &enemy, error))
    return NULL;
  out = json_object_new ();
  json_object_set_int_member (out, "loss", bth_withdrawal_loss (rules, own, enemy));
  json_object_set_string_member (out, "rule", bth_ruleset_get_prose (rules)->withdrawal_rule);
  return finish (out);
}

JsonNode *
bth_leader_casualty_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  JsonObject *in = input_object (input, NULL, BTH_JSON_KEYS ("dice", "second_die", "named"), error);
  const BthProseRules *p = bth_ruleset_get_prose (rules);
  JsonObject *out;
  gboolean named;
  int roll, second = 0, turns = 0;
  BthLeaderFate fate = BTH_LEADER_UNHARMED;

  if (in == NULL || !read_bool (in, "named", TRUE, &named, error))
    return NULL;
  out = json_object_new ();
  if (!named)
    {
      /* R.4: unnamed leaders can never be killed or injured; nothing is rolled. */
      json_object_set_string_member (out, "fate", "unharmed");
      json_object_set_string_member (out, "rule", "R.4");
      return finish (out);
    }
  if ((roll = die_or_roll (in, "dice", dice, p->leader_casualty_dice, "Leader casualty (R.1)", error)) < 0)
    {
      json_object_unref (out);
      return NULL;
    }
  json_object_set_int_member (out, "roll", roll);
  if (bth_leader_is_casualty (rules, roll))
    {
      if ((second = die_or_roll (in, "second_die", dice, 1, "Leader casualty, second die (R.1)", error)) < 0)
        {
          json_object_unref (out);
          return NULL;
        }
      fate = bth_leader_fate (rules, second, &turns);
      json_object_set_int_member (out, "second_die", second);
    }
  json_object_set_string_member (out, "fate", bth_leader_fate_to_string (fate));
  json_object_set_int_member (out, "turns_out", turns);
  json_object_set_string_member (out, "rule", p->leader_casualty_rule);
  return finish (out);
}

JsonNode *
bth_siege_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  const BthProseRules *p = bth_ruleset_get_prose (rules);
  JsonObject *in = input_object (input, BTH_JSON_KEYS ("marker"), BTH_JSON_KEYS ("die"), error);
  JsonObject *out;
  int marker, die;

  if (in == NULL || !read_int (in, "marker", 1, p->siege_max_marker, 1, &marker, error) ||
      (die = die_or_roll (in, "die", dice, 1, "Siege check (S.9.c)", error)) < 0)
    return NULL;
  out = json_object_new ();
  json_object_set_int_member (out, "marker", marker);
  json_object_set_int_member (out, "die", die);
  json_object_set_boolean_member (out, "falls", bth_siege_falls (rules, marker, die));
  json_object_set_int_member (out, "next_marker", bth_siege_next_marker (rules, marker));
  json_object_set_string_member (out, "rule", p->siege_rule);
  return finish (out);
}

JsonNode *
bth_alliance_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  JsonObject *in = input_object (input, NULL,
                                 BTH_JSON_KEYS ("die", "french_vp", "french_cp", "pro_french_powers", "anti_vp",
                                       "anti_cp", "anti_french_powers", "modifiers"), error);
  g_autoptr(GArray) extra = bth_modifier_list_new ();
  g_autoptr(GArray) modifiers = bth_modifier_list_new ();
  BthAllianceDisplay d;
  JsonObject *out;
  JsonArray *list;
  int die, modified;

  if (in == NULL ||
      !read_int (in, "french_vp", 0, 999, 0, &d.french_vp, error) ||
      !read_int (in, "french_cp", 0, 999, 0, &d.french_cp, error) ||
      !read_int (in, "pro_french_powers", 0, 99, 0, &d.pro_french_powers, error) ||
      !read_int (in, "anti_vp", 0, 999, 0, &d.anti_vp, error) ||
      !read_int (in, "anti_cp", 0, 999, 0, &d.anti_cp, error) ||
      !read_int (in, "anti_french_powers", 0, 99, 0, &d.anti_french_powers, error))
    return NULL;
  if (json_object_has_member (in, "modifiers"))
    {
      if ((list = bth_json_member_array (in, "$", "modifiers", 0, 64, error)) == NULL)
        {
          bth_json_as_input_error (error ? *error : NULL);
          return NULL;
        }
      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          g_autofree char *p = g_strdup_printf ("$.modifiers[%u]", i);
          JsonObject *m = bth_json_element_object (list, "$.modifiers", i, error);
          const char *reason, *rule;
          int value;
          if (m == NULL || !bth_json_check_keys (m, p, BTH_JSON_KEYS ("reason", "value", "rule"), NULL, error) ||
              (reason = bth_json_member_string (m, p, "reason", error)) == NULL ||
              (rule = bth_json_member_string (m, p, "rule", error)) == NULL ||
              !bth_json_member_int (m, p, "value", -99, 99, &value, error))
            {
              bth_json_as_input_error (error ? *error : NULL);
              return NULL;
            }
          bth_modifier_list_add (extra, value, rule, "%s", reason);
        }
    }
  if ((die = die_or_roll (in, "die", dice, 1, "Alliance (H.1)", error)) < 0)
    return NULL;
  modified = bth_alliance_roll (rules, &d, die, extra, modifiers);
  out = json_object_new ();
  json_object_set_int_member (out, "die", die);
  json_object_set_int_member (out, "modified_die", modified);
  json_object_set_member (out, "modifiers", bth_modifier_list_to_json (modifiers));
  json_object_set_string_member (out, "effect", modified >= 7 ? "7: see the scenario's rules"
                                                : modified <= 0 ? "0: see the scenario's rules"
                                                : "no effect (H.7)");
  return finish (out);
}

JsonNode *
bth_weather_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  JsonObject *in = input_object (input, BTH_JSON_KEYS ("month"), BTH_JSON_KEYS ("die", "mapboard"), error);
  g_autoptr(GArray) modifiers = bth_modifier_list_new ();
  JsonObject *out;
  int month, mapboard, die, row;
  const char *weather;

  if (in == NULL || !read_int (in, "month", 1, 12, 1, &month, error) ||
      !read_int (in, "mapboard", 0, 4, 0, &mapboard, error) ||
      (die = die_or_roll (in, "die", dice, 1, "Weather", error)) < 0)
    return NULL;
  weather = bth_weather_lookup (rules, month, mapboard, die, &row, modifiers);
  out = json_object_new ();
  json_object_set_int_member (out, "die", die);
  json_object_set_int_member (out, "row", row);
  json_object_set_string_member (out, "month", bth_ruleset_get_weather (rules)->months[month - 1]);
  json_object_set_string_member (out, "weather", weather);
  json_object_set_member (out, "modifiers", bth_modifier_list_to_json (modifiers));
  return finish (out);
}
