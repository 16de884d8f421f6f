/* bth-scenario-supply-load.c — a scenario rule's "supply" member: its supply rule as data
 * (M.3.c), beside the rule's text. The format is in docs/scenario-format.md ("supply").
 * Unknown keys are refused; every error names the JSON path.
 */
#include "bth-scenario-private.h"
#include "bth-json-strict.h"
#include "bth-error.h"
#include "bth-hex.h"

#include <string.h>

static gpointer
alloc (BthScenario *self, gsize n, gsize size)
{
  gpointer block = g_malloc0_n (MAX (n, 1), size);

  g_ptr_array_add (self->allocations, block);
  return block;
}

/* An optional array of non-empty strings; absent gives an empty NULL-terminated list. */
static gboolean
load_strings (BthScenario *self, JsonObject *obj, const char *path, const char *member,
              const char * const **out, GError **error)
{
  g_autofree char *p = g_strdup_printf ("%s.%s", path, member);
  JsonArray *array;
  const char **list;
  guint n;

  if (!json_object_has_member (obj, member))
    {
      *out = alloc (self, 1, sizeof (char *));
      return TRUE;
    }
  if ((array = bth_json_member_array (obj, path, member, 1, 64, error)) == NULL)
    return FALSE;
  n = json_array_get_length (array);
  list = alloc (self, n + 1, sizeof (char *));
  for (guint i = 0; i < n; i++)
    {
      if ((list[i] = bth_json_element_string (array, p, i, error)) == NULL)
        return FALSE;
      if (*list[i] == '\0')
        return bth_json_fail (error, p, "[%u] is empty", i);
      for (guint j = 0; j < i; j++)
        if (g_str_equal (list[i], list[j]))
          return bth_json_fail (error, p, "\"%s\" is listed twice", list[i]);
    }
  *out = list;
  return TRUE;
}

static gboolean
opt_item (JsonObject *obj, const char *path, const char *member, const char **out, GError **error)
{
  *out = NULL;
  if (!json_object_has_member (obj, member))
    return TRUE;
  if ((*out = bth_json_member_string (obj, path, member, error)) == NULL)
    return FALSE;
  if (**out == '\0')
    return bth_json_fail (error, path, "\"%s\" is empty", member);
  return TRUE;
}

/* An optional "YYYY-MM"; absent gives 0. */
static gboolean
opt_month (JsonObject *obj, const char *path, const char *member, BthMonth *out, GError **error)
{
  const char *text;

  *out = 0;
  if (!opt_item (obj, path, member, &text, error))
    return FALSE;
  if (text != NULL && !bth_month_parse (text, out))
    return bth_json_fail (error, path, "%s: \"%s\" is not a month \"YYYY-MM\"", member, text);
  return TRUE;
}

gboolean
bth_scenario_load_supply (BthScenario *self, JsonObject *obj, const char *path,
                          const BthScenarioSupply **out, GError **error)
{
  g_autofree char *p = g_strdup_printf ("%s.supply", path);
  BthScenarioSupply *s;
  JsonObject *o;
  const char *home = NULL;
  guint covers = 0;

  *out = NULL;
  if (!json_object_has_member (obj, "supply"))
    return TRUE;
  if ((o = bth_json_member_object (obj, path, "supply", error)) == NULL ||
      !bth_json_check_keys (o, p, NULL,
                            BTH_JSON_KEYS ("side", "neutral", "powers", "satellites_of", "cities", "hexes", "cities_held_inside", "major_cities_of",
                                           "cities_of", "home", "controlled_at_start", "lost_with_control",
                                           "automatic", "players_judge", "unsupplied_in", "while_neutral",
                                           "in_effect_by", "from", "until"),
                            error))
    return FALSE;
  s = alloc (self, 1, sizeof (BthScenarioSupply));
  if (!opt_item (o, p, "side", &s->side, error) ||
      !opt_item (o, p, "satellites_of", &s->satellites_of, error) ||
      !opt_item (o, p, "home", &home, error) ||
      !opt_item (o, p, "controlled_at_start", &s->controlled_at_start, error) ||
      !opt_item (o, p, "lost_with_control", &s->lost_with_control, error) ||
      !load_strings (self, o, p, "cities", &s->cities, error) ||
      !load_strings (self, o, p, "hexes", &s->hexes, error) ||
      !load_strings (self, o, p, "cities_held_inside", &s->cities_held_inside, error) ||
      !load_strings (self, o, p, "major_cities_of", &s->major_cities_of, error) ||
      !load_strings (self, o, p, "cities_of", &s->cities_of, error) ||
      !load_strings (self, o, p, "unsupplied_in", &s->unsupplied_in, error) ||
      !opt_item (o, p, "while_neutral", &s->while_neutral, error) ||
      !bth_json_optional_bool (o, p, "automatic", FALSE, &s->automatic, error) ||
      !bth_json_optional_bool (o, p, "players_judge", FALSE, &s->players_judge, error) ||
      !bth_json_optional_bool (o, p, "neutral", FALSE, &s->neutral, error) ||
      !opt_item (o, p, "in_effect_by", &s->in_effect_by, error) ||
      !opt_month (o, p, "from", &s->from, error) ||
      !opt_month (o, p, "until", &s->until, error))
    return FALSE;
  if (s->from != 0 && s->until != 0 && s->until < s->from)
    return bth_json_fail (error, p, "until: before from");
  if (json_object_has_member (o, "powers"))
    {
      if (!load_strings (self, o, p, "powers", &s->powers, error))
        return FALSE;
      covers++;
    }
  covers += (s->side != NULL) + (s->satellites_of != NULL) + (json_object_has_member (o, "neutral") ? 1 : 0);
  if (covers != 1)
    return bth_json_fail (error, p, "give exactly one of \"side\", \"powers\", \"satellites_of\" and "
                          "\"neutral\": the units the rule is for");
  if (json_object_has_member (o, "neutral") && !s->neutral)
    return bth_json_fail (error, p, "neutral: false covers no units; leave it out");
  if (s->side != NULL && bth_scenario_find_side (self, s->side) == NULL)
    return bth_json_fail (error, p, "side: no side \"%s\"", s->side);
  if (s->satellites_of != NULL && bth_scenario_find_power (self, s->satellites_of, NULL) == NULL)
    return bth_json_fail (error, p, "satellites_of: no power \"%s\" among the sides and neutrals",
                          s->satellites_of);
  for (guint i = 0; s->powers != NULL && s->powers[i] != NULL; i++)
    if (bth_scenario_find_power (self, s->powers[i], NULL) == NULL)
      return bth_json_fail (error, p, "powers[%u]: no power \"%s\" among the sides and neutrals", i,
                            s->powers[i]);
  for (guint i = 0; s->hexes[i] != NULL; i++)
    {
      BthHex hex;
      int board = 0;
      if (!bth_hex_parse (s->hexes[i], &hex, &board, NULL) || board == 0)
        return bth_json_fail (error, p, "hexes[%u]: \"%s\" is not a hex with its mapboard (\"HH4(2)\")", i,
                              s->hexes[i]);
    }
  if (s->while_neutral != NULL && bth_scenario_find_power (self, s->while_neutral, NULL) == NULL)
    return bth_json_fail (error, p, "while_neutral: no power \"%s\" among the sides and neutrals", s->while_neutral);
  if (s->while_neutral != NULL && s->unsupplied_in[0] == NULL)
    return bth_json_fail (error, p, "while_neutral: without unsupplied_in it says nothing");
  if (home == NULL)
    s->home = BTH_SCENARIO_HOME_NONE;
  else if (g_str_equal (home, "major"))
    s->home = BTH_SCENARIO_HOME_MAJOR;
  else if (g_str_equal (home, "any"))
    s->home = BTH_SCENARIO_HOME_ANY;
  else
    return bth_json_fail (error, p, "home: \"%s\" is not \"major\" or \"any\"", home);
  if (s->lost_with_control != NULL && s->cities[0] == NULL && s->major_cities_of[0] == NULL &&
      s->cities_of[0] == NULL && s->home == BTH_SCENARIO_HOME_NONE && s->controlled_at_start == NULL)
    return bth_json_fail (error, p, "lost_with_control: the rule names no source to lose");
  if (s->cities[0] == NULL && s->major_cities_of[0] == NULL && s->cities_of[0] == NULL &&
      s->hexes[0] == NULL && s->cities_held_inside[0] == NULL &&
      s->home == BTH_SCENARIO_HOME_NONE && s->controlled_at_start == NULL && !s->automatic &&
      !s->players_judge && s->unsupplied_in[0] == NULL)
    return bth_json_fail (error, p, "names no source (cities, hexes, cities_held_inside, "
                          "major_cities_of, cities_of, home, controlled_at_start), nor \"automatic\", "
                          "\"players_judge\" or \"unsupplied_in\"");
  *out = s;
  return TRUE;
}

static gboolean
listed (BthScenario *self, const char *item)
{
  for (guint i = 0; self->to_be_entered != NULL && self->to_be_entered[i] != NULL; i++)
    if (g_str_equal (self->to_be_entered[i], item))
      return TRUE;
  return FALSE;
}

gboolean
bth_scenario_check_supply_items (BthScenario *self, GError **error)
{
  for (guint i = 0; i < self->n_rules; i++)
    {
      const BthScenarioSupply *s = self->rules[i].supply;
      const char *items[] = { s != NULL ? s->controlled_at_start : NULL, s != NULL ? s->lost_with_control : NULL };
      const char *members[] = { "controlled_at_start", "lost_with_control" };

      for (guint k = 0; k < G_N_ELEMENTS (items); k++)
        if (items[k] != NULL && !listed (self, items[k]))
          {
            g_autofree char *p = g_strdup_printf ("$.rules[%u].supply.%s", i, members[k]);
            return bth_json_fail (error, p, "\"%s\" is not an item of $.to_be_entered (the players enter it "
                                  "there)", items[k]);
          }
    }
  return TRUE;
}
