/* bth-lga-checks-json.c — the morale, attrition and weather commands' JSON in and out. */
#include "bth-lga-checks.h"
#include "bth-error.h"
#include "bth-json-strict.h"

static const char * const month_names[] = { "January", "February", "March", "April", "May", "June", "July",
                                             "August", "September", "October", "November", "December" };

static JsonNode *
object_node (JsonObject *obj)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, obj);
  return node;
}

static JsonArray *
strings_array (GPtrArray *strings)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; strings != NULL && i < strings->len; i++)
    json_array_add_string_element (array, strings->pdata[i]);
  return array;
}

static JsonObject *
root_object (JsonNode *input, GError **error)
{
  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      bth_json_fail (error, "$", "expected an object");
      return NULL;
    }
  return json_node_get_object (input);
}

static gboolean
read_options (JsonObject *root, BthLgaOptions *options, GError **error)
{
  JsonObject *obj = NULL;

  if (json_object_has_member (root, "options") && (obj = bth_json_member_object (root, "$", "options", error)) == NULL)
    return FALSE;
  return bth_lga_options_from_json (obj, "$.options", options, error);
}

static gboolean
enum_member (JsonObject *o, const char *path, const char *member, const char * const *names, int fallback, int *out, GError **error)
{
  const char *value;

  *out = fallback;
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

/* ------------------------------------------------------------------------------------ */

JsonNode *
bth_lga_morale_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error)
{
  JsonObject *root = root_object (input, error), *out;
  JsonArray *units;
  g_autoptr(GArray) groups = g_array_new (FALSE, TRUE, sizeof (BthLgaMoraleGroup));
  g_autoptr(BthLgaMorale) m = NULL;
  BthLgaMoraleInput in = { 0 };
  int die = 0;

  if (root == NULL
      || !bth_json_check_keys (root, "$", BTH_JSON_KEYS ("units"), BTH_JSON_KEYS ("leader_morale_bonus", "leader_commands_stack", "die"), error)
      || (units = bth_json_member_array (root, "$", "units", 1, 200, error)) == NULL
      || !bth_json_optional_int (root, "$", "leader_morale_bonus", 0, 9, 0, &in.leader_morale_bonus, error)
      || !bth_json_optional_bool (root, "$", "leader_commands_stack", FALSE, &in.leader_commands_stack, error)
      || !bth_json_optional_int (root, "$", "die", 1, 6, 0, &die, error))
    goto input_error;
  for (guint i = 0; i < json_array_get_length (units); i++)
    {
      g_autofree char *p = g_strdup_printf ("$.units[%u]", i);
      JsonObject *u = bth_json_element_object (units, "$.units", i, error);
      BthLgaMoraleGroup g;
      if (u == NULL || !bth_json_check_keys (u, p, BTH_JSON_KEYS ("sp", "morale"), BTH_JSON_KEYS ("name"), error)
          || !bth_json_member_int (u, p, "sp", 0, 999, &g.sp, error)
          || !bth_json_member_int (u, p, "morale", 1, 9, &g.rating, error))
        goto input_error;
      g_array_append_val (groups, g);
    }
  in.groups = (const BthLgaMoraleGroup *) (void *) groups->data;
  in.n_groups = groups->len;
  if ((m = bth_lga_morale_prepare (&in, error)) == NULL)
    return NULL;
  if (die == 0 && (die = bth_dice_roll (dice, 1, 6, "Morale Check [13.0]", NULL, error)) < 0)
    return NULL;
  bth_lga_morale_apply (m, die);
  out = json_object_new ();
  json_object_set_int_member (out, "rating", m->rating);
  json_object_set_int_member (out, "bonus", m->bonus);
  json_object_set_int_member (out, "target", m->target);
  json_object_set_member (out, "modifiers", bth_modifier_list_to_json (m->modifiers));
  json_object_set_double_member (out, "pass_probability", m->pass_probability);
  json_object_set_int_member (out, "die", m->die);
  json_object_set_boolean_member (out, "passed", m->passed);
  return object_node (out);

input_error:
  bth_json_as_input_error (*error);
  return NULL;
}

/* ------------------------------------------------------------------------------------ */

JsonNode *
bth_lga_attrition_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error)
{
  static const char * const orders[] = { "march", "force_march", "double_force_march", "none", NULL };
  static const char * const weathers[] = { "clear", "mud", "snow", NULL };
  static const char * const frenchs[] = { "none", "majority", "all", NULL };
  JsonObject *root = root_object (input, error), *out, *chances;
  g_autoptr(BthLgaAttrition) a = NULL;
  BthLgaAttritionInput in = { 0 };
  BthLgaOptions options;
  int order, weather, french, die = 0;
  gboolean has_order;

  if (root == NULL
      || !bth_json_check_keys (root, "$", BTH_JSON_KEYS ("sp"),
                               BTH_JSON_KEYS ("order", "weather", "unsupplied", "french", "cossack_zoc", "cavalry_only",
                                              "winter_quarters", "initiative", "limited_extra_mp", "die", "options"), error)
      || !bth_json_member_int (root, "$", "sp", 0, 999, &in.sp, error)
      || !enum_member (root, "$", "order", orders, -1, &order, error)
      || !enum_member (root, "$", "weather", weathers, -1, &weather, error)
      || !enum_member (root, "$", "french", frenchs, 0, &french, error)
      || !bth_json_optional_bool (root, "$", "unsupplied", FALSE, &in.unsupplied, error)
      || !bth_json_optional_bool (root, "$", "cossack_zoc", FALSE, &in.cossack_zoc, error)
      || !bth_json_optional_bool (root, "$", "cavalry_only", FALSE, &in.cavalry_only, error)
      || !bth_json_optional_bool (root, "$", "winter_quarters", FALSE, &in.winter_quarters, error)
      || !bth_json_optional_int (root, "$", "initiative", 0, 9, -1, &in.initiative, error)
      || !bth_json_optional_bool (root, "$", "limited_extra_mp", FALSE, &in.limited_extra_mp, error)
      || !bth_json_optional_int (root, "$", "die", 1, 6, 0, &die, error)
      || !read_options (root, &options, error))
    goto input_error;
  has_order = order >= 0;
  /* What the table and the modifiers depend on must be entered, never assumed. */
  if (!has_order)
    {
      bth_json_fail (error, "$.order", "unknown — enter the order the stack was given: march, force_march, "
                     "double_force_march, or none (did not move) [16.23]");
      goto input_error;
    }
  if (weather < 0 && !in.winter_quarters)
    {
      bth_json_fail (error, "$.weather", "unknown — enter this turn's weather: clear, mud or snow (the weather command rolls it) [16.3]");
      goto input_error;
    }
  in.order = order;
  in.weather = MAX (weather, 0);
  in.french = french;
  if ((a = bth_lga_attrition_prepare (rules, &in, &options, error)) == NULL)
    return NULL;
  if (die == 0 && (a->checks || in.initiative >= 0)
      && (die = bth_dice_roll (dice, 1, 6, in.order == BTH_LGA_ORDER_MARCH || in.order == BTH_LGA_ORDER_NONE
                                             ? "Attrition [16.22]" : "Force march and attrition [7.22, 7.24]",
                               NULL, error)) < 0)
    return NULL;
  if (die > 0)
    bth_lga_attrition_apply (rules, a, &in, &options, die);
  out = json_object_new ();
  json_object_set_boolean_member (out, "checks", a->checks);
  if (!a->checks)
    json_object_set_string_member (out, "exemption", a->exemption);
  if (die > 0)
    json_object_set_int_member (out, "die", die);
  if (a->extra_mp >= 0)
    json_object_set_int_member (out, "extra_mp", a->extra_mp);
  if (a->checks)
    {
      json_object_set_string_member (out, "table", a->table);
      json_object_set_member (out, "modifiers", bth_modifier_list_to_json (a->modifiers));
      json_object_set_int_member (out, "drm", a->drm);
      json_object_set_int_member (out, "modified_die", a->modified_die);
      json_object_set_int_member (out, "loss", a->loss);
      json_object_set_array_member (out, "parts", strings_array (a->parts));
      chances = json_object_new ();
      for (int loss = 0; loss < 128; loss++)
        if (a->loss_probability[loss] > 0)
          {
            g_autofree char *key = g_strdup_printf ("%d", loss);
            json_object_set_double_member (chances, key, a->loss_probability[loss]);
          }
      json_object_set_object_member (out, "loss_chances", chances);
    }
  json_object_set_array_member (out, "notes", strings_array (a->notes));
  json_object_set_member (out, "options", bth_lga_options_to_json (&options));
  return object_node (out);

input_error:
  bth_json_as_input_error (*error);
  return NULL;
}

/* ------------------------------------------------------------------------------------ */

JsonNode *
bth_lga_weather_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error)
{
  JsonObject *root = root_object (input, error), *out, *chances;
  BthLgaOptions options;
  int month, die = 0;
  char code;
  const char *name;

  if (root == NULL
      || !bth_json_check_keys (root, "$", BTH_JSON_KEYS ("month"), BTH_JSON_KEYS ("die", "options"), error)
      || !bth_json_member_int (root, "$", "month", 1, 12, &month, error)
      || !bth_json_optional_int (root, "$", "die", 1, 6, 0, &die, error)
      || !read_options (root, &options, error))
    {
      bth_json_as_input_error (*error);
      return NULL;
    }
  if (die == 0 && (die = bth_dice_roll (dice, 1, 6, "Weather [5.0]", NULL, error)) < 0)
    return NULL;
  code = bth_lga_rules_weather (rules, &options, month, die);
  name = code == 'C' ? "Clear" : code == 'M' ? "Mud" : "Snow";
  out = json_object_new ();
  json_object_set_string_member (out, "month", month_names[month - 1]);
  json_object_set_int_member (out, "die", die);
  {
    char text[2] = { code, '\0' };
    json_object_set_string_member (out, "code", text);
  }
  json_object_set_string_member (out, "weather", name);
  chances = json_object_new ();
  for (int d = 1; d <= 6; d++)
    {
      char c = bth_lga_rules_weather (rules, &options, month, d);
      const char *n = c == 'C' ? "Clear" : c == 'M' ? "Mud" : "Snow";
      double p = json_object_has_member (chances, n) ? json_object_get_double_member (chances, n) : 0;
      json_object_set_double_member (chances, n, p + 1.0 / 6.0);
    }
  json_object_set_object_member (out, "chances", chances);
  if (code != 'C')
    {
      const BthLgaModifierDef *def = bth_lga_rules_modifier (rules, "attrition", code == 'M' ? "mud" : "snow");
      JsonArray *effects = json_array_new ();
      g_autofree char *attrition = g_strdup_printf ("%+d to every attrition die roll this turn [%s]", def->value, def->rule);
      json_array_add_string_element (effects, attrition);
      json_array_add_string_element (effects, "A town or city foraged this turn becomes Depleted at once [14.44]");
      json_object_set_array_member (out, "effects", effects);
    }
  json_object_set_member (out, "options", bth_lga_options_to_json (&options));
  return object_node (out);
}
