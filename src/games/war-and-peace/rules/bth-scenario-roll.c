/* bth-scenario-roll.c — a scenario's printed rolls (see bth-scenario-roll.h). */
#include "bth-scenario-roll.h"
#include "bth-error.h"
#include "bth-json-strict.h"
#include "bth-modifier.h"

#include <string.h>

gboolean
bth_scenario_roll_resolve (const BthScenarioRule *rule, int dice, const char * const *present,
                           gboolean used, int at_least, BthScenarioRollResult *out, GError **error)
{
  const BthScenarioRoll *roll = rule->roll;

  memset (out, 0, sizeof *out);
  if (roll == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s is not a roll", rule->rule);
      return FALSE;
    }
  for (guint i = 0; present != NULL && present[i] != NULL; i++)
    {
      gboolean known = FALSE;

      for (guint j = 0; j < roll->n_modifiers; j++)
        known |= g_ascii_strcasecmp (present[i], roll->modifiers[j].with) == 0;
      if (!known)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "%s names no modifier for \"%s\"", rule->rule, present[i]);
          return FALSE;
        }
    }
  out->modifiers = bth_modifier_list_new ();
  out->needed = at_least > 0 ? at_least : roll->at_least;
  if (used && roll->once_per_game)
    return TRUE;   /* not allowed: nothing is rolled */
  if (dice < (int) roll->dice || dice > 6 * (int) roll->dice)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s rolls %u %s: %d is not a total of them",
                   rule->rule, roll->dice, roll->dice == 1 ? "die" : "dice", dice);
      bth_scenario_roll_result_clear (out);
      return FALSE;
    }
  out->allowed = TRUE;
  out->dice = dice;
  for (guint j = 0; j < roll->n_modifiers; j++)
    for (guint i = 0; present != NULL && present[i] != NULL; i++)
      if (g_ascii_strcasecmp (present[i], roll->modifiers[j].with) == 0)
        {
          bth_modifier_list_add (out->modifiers, roll->modifiers[j].value, rule->rule, "with %s",
                                 roll->modifiers[j].with);
          break;
        }
  out->modified = dice + bth_modifier_list_sum (out->modifiers);
  out->succeeded = out->modified >= out->needed;
  return TRUE;
}

void
bth_scenario_roll_result_clear (BthScenarioRollResult *result)
{
  g_clear_pointer (&result->modifiers, g_array_unref);
}

static JsonNode *
input_error (GError **error)
{
  bth_json_as_input_error (error ? *error : NULL);
  return NULL;
}

JsonNode *
bth_scenario_roll_json (JsonNode *input, BthDice *dice, GError **error)
{
  g_autoptr(BthScenario) scenario = NULL;
  g_autoptr(GPtrArray) with = g_ptr_array_new ();
  const BthScenarioRule *rule;
  BthScenarioRollResult r;
  const char *scenario_id, *rule_id;
  JsonObject *in, *out;
  JsonNode *node;
  gboolean used = FALSE;
  int total = 0, at_least = 0;

  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$: expected an object");
      return NULL;
    }
  in = json_node_get_object (input);
  if (!bth_json_check_keys (in, "$", BTH_JSON_KEYS ("scenario", "special_rule"),
                            BTH_JSON_KEYS ("with", "used", "dice", "at_least"), error) ||
      (scenario_id = bth_json_member_string (in, "$", "scenario", error)) == NULL ||
      (rule_id = bth_json_member_string (in, "$", "special_rule", error)) == NULL ||
      !bth_json_optional_bool (in, "$", "used", FALSE, &used, error) ||
      !bth_json_optional_int (in, "$", "at_least", 0, 18, 0, &at_least, error) ||
      !bth_json_optional_int (in, "$", "dice", 0, 18, 0, &total, error))
    return input_error (error);
  if (json_object_has_member (in, "with"))
    {
      JsonArray *array = bth_json_member_array (in, "$", "with", 0, 8, error);

      if (array == NULL)
        return input_error (error);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          const char *name = bth_json_element_string (array, "$.with", i, error);
          if (name == NULL)
            return input_error (error);
          g_ptr_array_add (with, (gpointer) name);
        }
    }
  g_ptr_array_add (with, NULL);
  if ((scenario = bth_scenario_load_builtin (scenario_id, error)) == NULL)
    {
      g_prefix_error (error, "$.scenario: ");
      return input_error (error);
    }
  rule = bth_scenario_find_rule (scenario, rule_id);
  if (rule == NULL || rule->roll == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$.special_rule: %s has no roll \"%s\"",
                   scenario_id, rule_id);
      return NULL;
    }
  if (total == 0 && !(used && rule->roll->once_per_game) &&
      (total = bth_dice_roll (dice, rule->roll->dice, 6, rule->rule, NULL, error)) < 0)
    return NULL;
  if (!bth_scenario_roll_resolve (rule, total, (const char * const *) with->pdata, used, at_least, &r, error))
    return NULL;

  out = json_object_new ();
  json_object_set_string_member (out, "rule", rule->rule);
  json_object_set_string_member (out, "text", rule->text);
  json_object_set_boolean_member (out, "allowed", r.allowed);
  if (!r.allowed)
    json_object_set_string_member (out, "reason", "This can only happen once per game.");
  else
    {
      json_object_set_int_member (out, "dice", r.dice);
      json_object_set_member (out, "modifiers", bth_modifier_list_to_json (r.modifiers));
      json_object_set_int_member (out, "modified", r.modified);
      json_object_set_int_member (out, "needed", r.needed);
      json_object_set_boolean_member (out, "agreed_number", at_least > 0);
      json_object_set_boolean_member (out, "succeeded", r.succeeded);
    }
  bth_scenario_roll_result_clear (&r);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, out);
  return node;
}
