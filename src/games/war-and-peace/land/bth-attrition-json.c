/* bth-attrition-json.c — one die for every hex, each hex with its own modifiers (G). */
#include "bth-attrition-json.h"
#include "bth-json-strict.h"
#include "bth-error.h"

static gboolean
parse_hex (JsonObject *obj, const char *path, BthAttritionHex *hex, GError **error)
{
  return bth_json_check_keys (obj, path, BTH_JSON_KEYS ("sp"),
                              BTH_JSON_KEYS ("cavalry", "all_french", "all_home", "unsupplied", "winter",
                                    "mapboard", "siege_marker", "label"), error) &&
         bth_json_member_int (obj, path, "sp", G_MININT, G_MAXINT, &hex->sp, error) &&
         bth_json_optional_int (obj, path, "cavalry", G_MININT, G_MAXINT, 0, &hex->cavalry, error) &&
         bth_json_optional_bool (obj, path, "all_french", FALSE, &hex->all_french, error) &&
         bth_json_optional_bool (obj, path, "all_home", FALSE, &hex->all_home, error) &&
         bth_json_optional_bool (obj, path, "unsupplied", FALSE, &hex->unsupplied, error) &&
         bth_json_optional_bool (obj, path, "winter", FALSE, &hex->winter, error) &&
         bth_json_optional_int (obj, path, "mapboard", G_MININT, G_MAXINT, 0, &hex->mapboard, error) &&
         bth_json_optional_int (obj, path, "siege_marker", G_MININT, G_MAXINT, 0, &hex->siege_marker, error) &&
         (!json_object_has_member (obj, "label") || bth_json_member_string (obj, path, "label", error) != NULL);
}

JsonNode *
bth_attrition_resolve_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  const BthAttritionTable *t = bth_ruleset_get_attrition (rules);
  JsonObject *root, *out;
  JsonArray *hexes, *results;
  JsonNode *node;
  g_autofree BthAttritionHex *parsed = NULL;
  guint n;
  int die;

  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$: expected an object");
      return NULL;
    }
  root = json_node_get_object (input);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("hexes"), BTH_JSON_KEYS ("die"), error) ||
      !bth_json_optional_int (root, "$", "die", t->die_min, t->die_max, 0, &die, error) ||
      (hexes = bth_json_member_array (root, "$", "hexes", 0, 10000, error)) == NULL)
    goto bad;
  n = json_array_get_length (hexes);
  parsed = g_new0 (BthAttritionHex, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *p = g_strdup_printf ("$.hexes[%u]", i);
      JsonObject *hex = bth_json_element_object (hexes, "$.hexes", i, error);
      if (hex == NULL || !parse_hex (hex, p, &parsed[i], error))
        goto bad;
      if (!bth_attrition_validate_hex (&parsed[i], i, error))
        return NULL;
    }
  /* G.1: the active player rolls one die for all his hexes. */
  if (die == 0 && (die = bth_dice_roll (dice, 1, 6, "Attrition (G.1)", NULL, error)) < 0)
    return NULL;

  out = json_object_new ();
  results = json_array_new ();
  json_object_set_int_member (out, "die", die);
  for (guint i = 0; i < n; i++)
    {
      BthAttritionResult r;
      JsonObject *h = json_object_new ();
      bth_attrition_resolve_hex (rules, &parsed[i], die, &r);
      json_object_set_boolean_member (h, "checked", r.checked);
      if (r.checked)
        {
          json_object_set_int_member (h, "modified_die", r.modified_die);
          json_object_set_string_member (h, "column", t->columns[r.column].label);
        }
      else
        {
          json_object_set_null_member (h, "modified_die");
          json_object_set_null_member (h, "column");
        }
      json_object_set_int_member (h, "loss", r.loss);
      json_object_set_boolean_member (h, "cavalry_required", r.cavalry_required);
      json_object_set_member (h, "modifiers", bth_modifier_list_to_json (r.modifiers));
      json_array_add_object_element (results, h);
      bth_attrition_result_clear (&r);
    }
  json_object_set_array_member (out, "hexes", results);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, out);
  return node;

bad:
  bth_json_as_input_error (error ? *error : NULL);
  return NULL;
}
