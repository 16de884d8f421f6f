/* bth-forced-march-json.c — one die, each component group modified separately (K.5). */
#include "bth-forced-march-json.h"
#include "bth-json-strict.h"
#include "bth-error.h"
#include "bth-digital-rules.h"

static gboolean
parse_groups (JsonObject *root, BthForcedMarch *march, GError **error)
{
  JsonArray *groups = bth_json_member_array (root, "$", "groups", 0, 1000, error);

  if (groups == NULL)
    return FALSE;
  march->n_groups = json_array_get_length (groups);
  march->groups = g_new0 (BthMarchGroup, march->n_groups);
  for (guint i = 0; i < march->n_groups; i++)
    {
      g_autofree char *p = g_strdup_printf ("$.groups[%u]", i);
      g_autofree char *klass = NULL;
      JsonObject *g = bth_json_element_object (groups, "$.groups", i, error);
      if (g == NULL ||
          !bth_json_check_keys (g, p, BTH_JSON_KEYS ("sp"), BTH_JSON_KEYS ("class"), error) ||
          !bth_json_member_int (g, p, "sp", G_MININT, G_MAXINT, &march->groups[i].sp, error) ||
          !bth_json_optional_string (g, p, "class", &klass, error))
        return FALSE;
      if (klass == NULL)
        march->groups[i].klass = BTH_MARCH_OTHER;
      else if (!bth_march_class_from_string (klass, &march->groups[i].klass))
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "%s.class: \"%s\" is not french_guard, french or other", p, klass);
          return FALSE;
        }
    }
  return TRUE;
}

JsonNode *
bth_forced_march_resolve_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  const BthForcedMarchTable *t = bth_ruleset_get_forced_march (rules);
  BthForcedMarch march = { 0 };
  BthForcedMarchResult result = { 0 };
  JsonObject *root, *out;
  JsonArray *groups;
  JsonNode *node = NULL;
  int die;

  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$: expected an object");
      return NULL;
    }
  root = json_node_get_object (input);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("extra_mp", "groups"),
                            BTH_JSON_KEYS ("die", "unsupplied", "winter", "mapboard"), error) ||
      !bth_json_optional_int (root, "$", "die", t->die_min, t->die_max, 0, &die, error) ||
      !bth_json_member_int (root, "$", "extra_mp", G_MININT, G_MAXINT, &march.extra_mp, error) ||
      !bth_json_optional_bool (root, "$", "unsupplied", FALSE, &march.unsupplied, error) ||
      !bth_json_optional_bool (root, "$", "winter", FALSE, &march.winter, error) ||
      !bth_json_optional_int (root, "$", "mapboard", G_MININT, G_MAXINT, 0, &march.mapboard, error) ||
      !parse_groups (root, &march, error))
    {
      bth_json_as_input_error (error ? *error : NULL);
      goto out;
    }
  if (!bth_forced_march_validate (&march, error))
    goto out;
  if (die == 0 && (die = bth_dice_roll (dice, 1, 6, "Forced march (K.3)", NULL, error)) < 0)
    goto out;

  bth_forced_march_resolve (rules, &march, die, &result);
  out = json_object_new ();
  groups = json_array_new ();
  json_object_set_int_member (out, "die", die);
  json_object_set_int_member (out, "extra_mp_attempted", march.extra_mp);
  for (guint i = 0; i < result.n_groups; i++)
    {
      JsonObject *g = json_object_new ();
      json_object_set_int_member (g, "sp", march.groups[i].sp);
      json_object_set_int_member (g, "modified_die", result.groups[i].modified_die);
      json_object_set_int_member (g, "extra_mp", result.groups[i].extra_mp);
      json_object_set_boolean_member (g, "asterisk", result.groups[i].starred);
      json_object_set_member (g, "modifiers", bth_modifier_list_to_json (result.groups[i].modifiers));
      json_array_add_object_element (groups, g);
    }
  json_object_set_array_member (out, "groups", groups);
  json_object_set_int_member (out, "loss", result.loss);
  if (result.loss_group >= 0)
    json_object_set_int_member (out, "loss_group", result.loss_group);
  else
    json_object_set_null_member (out, "loss_group");
  /* v1.7: "After an attempted forced march, SP may not move anymore." */
  if (bth_ruleset_get_digital (rules) != NULL)
    {
      json_object_set_boolean_member (out, "ends_movement", TRUE);
      json_object_set_string_member (out, "ends_movement_rule",
                                     bth_ruleset_get_digital (rules)->forced_march_ends_movement.rule);
    }
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, out);

out:
  bth_forced_march_result_clear (&result);
  g_free (march.groups);
  return node;
}
