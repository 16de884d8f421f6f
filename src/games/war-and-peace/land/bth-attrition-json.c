/* bth-attrition-json.c — one die for every hex, each hex with its own modifiers (G). */
#include "bth-attrition-json.h"
#include "bth-json-strict.h"
#include "bth-error.h"
#include "bth-digital-rules.h"

static gboolean
refuse (GError **error, const char *path, const char *message)
{
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: %s", path, message);
  return FALSE;
}

/* v1.7's Typhus Epidemic: after an outbreak, French attrition +1 on map area 4, +2 on 3. */
static gboolean
parse_typhus (BthRuleset *rules, JsonObject *obj, const char *path, gboolean *typhus, GError **error)
{
  g_autofree char *p = g_strdup_printf ("%s.typhus", path);

  if (!bth_json_optional_bool (obj, path, "typhus", FALSE, typhus, error))
    return FALSE;
  if (*typhus && bth_ruleset_get_digital (rules) == NULL)
    return refuse (error, p, "the Typhus Epidemic is a rule of the digital edition's rules v1.7, not of this game's ruleset (4th edition)");
  return TRUE;
}

static void
add_typhus (BthRuleset *rules, const BthAttritionHex *hex, int die, BthAttritionResult *r)
{
  const BthDigitalRules *d = bth_ruleset_get_digital (rules);
  int value = hex->mapboard == 4 ? d->typhus_area_4 : hex->mapboard == 3 ? d->typhus_area_3 : 0;

  if (value == 0 || !r->checked)
    return;
  /* The modified die is looked up again with the Typhus modifier (the table's clamp). */
  {
    const BthAttritionTable *t = bth_ruleset_get_attrition (rules);
    int modified;
    const BthStarCell *cell;

    bth_modifier_list_add (r->modifiers, value, d->typhus.rule, "Typhus outbreak: French units on map area %d",
                           hex->mapboard);
    modified = CLAMP (die + bth_modifier_list_sum (r->modifiers), t->clamp.min, t->clamp.max);
    cell = &t->cells[(modified - t->die_min) * t->n_columns + r->column];
    r->modified_die = modified;
    r->loss = MIN (cell->value, hex->sp);
    r->cavalry_required = cell->starred && hex->cavalry > 0 && r->loss > 0;
  }
}

/* v1.7's Attrition at Sea: on a natural 6 each fleet at sea rolls; 5 or 6 is attrition. How
 * many naval units are damaged is unknown: the table is lost from the text (003). */
static gboolean
sea_attrition (BthRuleset *rules, JsonObject *root, int die, BthDice *dice, JsonObject *out, GError **error)
{
  const BthDigitalRules *d = bth_ruleset_get_digital (rules);
  JsonObject *sea;
  JsonArray *fleets;
  int n_fleets = 0;

  if (!json_object_has_member (root, "fleets_at_sea"))
    return TRUE;
  if (d == NULL)
    return refuse (error, "$.fleets_at_sea", "in the 4th edition naval units never suffer attrition; attrition at sea is a rule of the digital edition's rules v1.7");
  if (!bth_json_member_int (root, "$", "fleets_at_sea", 0, 99, &n_fleets, error))
    return FALSE;
  sea = json_object_new ();
  fleets = json_array_new ();
  json_object_set_string_member (sea, "rule", d->sea_attrition.rule);
  json_object_set_boolean_member (sea, "natural_six", die == d->sea_attrition_natural);
  for (int i = 0; die == d->sea_attrition_natural && i < n_fleets; i++)
    {
      JsonObject *f = json_object_new ();
      int fleet_die = bth_dice_roll (dice, 1, 6, "Attrition at sea", NULL, error);

      if (fleet_die < 0)
        {
          json_object_unref (f);
          json_array_unref (fleets);
          json_object_unref (sea);
          return FALSE;
        }
      json_object_set_int_member (f, "die", fleet_die);
      json_object_set_boolean_member (f, "attrition", fleet_die >= d->sea_attrition_fleet_at_least);
      if (fleet_die >= d->sea_attrition_fleet_at_least)
        {
          json_object_set_null_member (f, "damaged_units");
          json_object_set_string_member (f, "unknown",
                                         "How many naval units are damaged: the table of damaged units is lost from the rules v1.7 text; enter what your copy prints");
        }
      json_array_add_object_element (fleets, f);
    }
  json_object_set_array_member (sea, "fleets", fleets);
  json_object_set_object_member (out, "sea_attrition", sea);
  return TRUE;
}

static gboolean
parse_hex (JsonObject *obj, const char *path, BthAttritionHex *hex, GError **error)
{
  return bth_json_check_keys (obj, path, BTH_JSON_KEYS ("sp"),
                              BTH_JSON_KEYS ("cavalry", "all_french", "all_home", "unsupplied", "winter",
                                    "mapboard", "siege_marker", "label", "typhus"), error) &&
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
  g_autofree gboolean *typhus = NULL;
  guint n;
  int die;

  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$: expected an object");
      return NULL;
    }
  root = json_node_get_object (input);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("hexes"), BTH_JSON_KEYS ("die", "fleets_at_sea"), error) ||
      !bth_json_optional_int (root, "$", "die", t->die_min, t->die_max, 0, &die, error) ||
      (hexes = bth_json_member_array (root, "$", "hexes", 0, 10000, error)) == NULL)
    goto bad;
  n = json_array_get_length (hexes);
  parsed = g_new0 (BthAttritionHex, n);
  typhus = g_new0 (gboolean, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *p = g_strdup_printf ("$.hexes[%u]", i);
      JsonObject *hex = bth_json_element_object (hexes, "$.hexes", i, error);
      if (hex == NULL || !parse_hex (hex, p, &parsed[i], error))
        goto bad;
      if (!parse_typhus (rules, hex, p, &typhus[i], error))
        return NULL;
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
      if (typhus[i])
        add_typhus (rules, &parsed[i], die, &r);
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
  if (!sea_attrition (rules, root, die, dice, out, error))
    {
      json_object_unref (out);
      return NULL;
    }
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, out);
  return node;

bad:
  bth_json_as_input_error (error ? *error : NULL);
  return NULL;
}
