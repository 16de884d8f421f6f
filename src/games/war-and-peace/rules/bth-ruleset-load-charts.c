/* bth-ruleset-load-charts.c — the other charts of a ruleset: attrition, forced march, the
 * Terrain Effects Chart, weather, and the naval results and damage tables. Cells in the
 * chart's printed notation, parsed and checked here (docs/rules-format.md).
 */
#include "bth-ruleset-load-private.h"
#include "bth-json-strict.h"
#include "bth-error.h"

#include <stdlib.h>
#include <string.h>

gboolean
bth_rules_load_attrition (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  BthAttritionTable *t = &self->attrition;
  g_autofree char *colp = bth_rules_member_path (path, "columns");
  JsonArray *columns;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "columns", "rows", "modifiers",
                                             "siege_marker_rule", "clamp"), NULL, error) ||
      !bth_rules_load_string (obj, path, "source", &t->source, error) ||
      !bth_rules_load_string (obj, path, "siege_marker_rule", &t->siege_marker_rule, error) ||
      (columns = bth_json_member_array (obj, path, "columns", 1, 12, error)) == NULL)
    return FALSE;
  t->n_columns = json_array_get_length (columns);
  t->columns = g_new0 (BthRange, t->n_columns);
  for (guint c = 0; c < t->n_columns; c++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", colp, c);
      JsonObject *col = bth_json_element_object (columns, colp, c, error);
      BthRange *range = &t->columns[c];
      if (col == NULL ||
          !bth_json_check_keys (col, p, BTH_JSON_KEYS ("min", "max", "label"), NULL, error) ||
          !bth_json_member_int (col, p, "min", 1, 999, &range->min, error) ||
          !bth_json_member_int_or_null (col, p, "max", 1, 999, G_MAXINT, &range->max, error) ||
          !bth_rules_load_string (col, p, "label", &range->label, error))
        return FALSE;
      if (range->max < range->min)
        return bth_json_fail (error, p, "max is below min");
      if (c > 0 && range->min != t->columns[c - 1].max + 1)
        return bth_json_fail (error, p, "column does not start where the previous one ends");
      if (range->max == G_MAXINT && c + 1 != t->n_columns)
        return bth_json_fail (error, p, "only the last column may be open-ended");
    }
  return bth_rules_load_die_rows (obj, path, t->n_columns, 99, &t->die_min, &t->die_max, &t->cells, error) &&
         bth_rules_load_modifiers (obj, path, &t->modifiers, &t->n_modifiers, error) &&
         bth_rules_load_clamp (obj, path, "clamp", -6, 12, &t->clamp, error) &&
         (t->clamp.min == t->die_min && t->clamp.max == t->die_max ? TRUE :
          bth_json_fail (error, path, "clamp must match the table's die rows"));
}

gboolean
bth_rules_load_forced_march (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  BthForcedMarchTable *t = &self->forced_march;
  g_autofree char *colp = bth_rules_member_path (path, "columns");
  JsonArray *columns;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "columns", "rows", "modifiers", "clamp"),
                            NULL, error) ||
      !bth_rules_load_string (obj, path, "source", &t->source, error) ||
      (columns = bth_json_member_array (obj, path, "columns", 3, 3, error)) == NULL)
    return FALSE;
  t->n_columns = 3;
  for (guint c = 0; c < 3; c++)
    {
      if (!bth_json_element_int (columns, colp, c, 1, 3, &t->extra_mp[c], error))
        return FALSE;
      if (t->extra_mp[c] != (int) c + 1)
        return bth_json_fail (error, colp, "columns must be 1, 2, 3 extra movement points");
    }
  return bth_rules_load_die_rows (obj, path, 3, 3, &t->die_min, &t->die_max, &t->cells, error) &&
         bth_rules_load_modifiers (obj, path, &t->modifiers, &t->n_modifiers, error) &&
         bth_rules_load_clamp (obj, path, "clamp", -6, 12, &t->clamp, error) &&
         (t->clamp.min == t->die_min && t->clamp.max == t->die_max ? TRUE :
          bth_json_fail (error, path, "clamp must match the table's die rows"));
}

static gboolean
load_drm_pair (JsonObject *obj, const char *path, const char *member, BthTerrainEffects *terrain,
               GError **error)
{
  g_autofree char *p = bth_rules_member_path (path, member);
  JsonObject *pair = bth_json_member_object (obj, path, member, error);

  return pair != NULL &&
         bth_json_check_keys (pair, p, BTH_JSON_KEYS ("smaller", "larger"), NULL, error) &&
         bth_json_member_int (pair, p, "smaller", -6, 0, &terrain->smaller, error) &&
         bth_json_member_int (pair, p, "larger", 0, 6, &terrain->larger, error);
}

static gboolean
load_terrain_entry (JsonObject *entry, const char *p, gboolean is_feature, BthTerrainEffects *terrain,
                    GError **error)
{
  terrain->is_feature = is_feature;
  terrain->fort_capacity = -1;
  if (!bth_json_check_keys (entry, p, BTH_JSON_KEYS ("id", "label", "movement_cost", "notes"),
                            is_feature ? BTH_JSON_KEYS ("attacked_from", "fort_capacity", "field_battle")
                                       : BTH_JSON_KEYS ("attacked_in", "field_battle"),
                            error) ||
      !bth_rules_load_string (entry, p, "id", &terrain->id, error) ||
      !bth_rules_load_string (entry, p, "label", &terrain->label, error) ||
      !bth_rules_load_string (entry, p, "movement_cost", &terrain->movement_cost, error) ||
      !bth_rules_load_int_list (entry, p, "notes", 1, 9, error))
    return FALSE;
  if (json_object_has_member (entry, "attacked_in") &&
      !load_drm_pair (entry, p, "attacked_in", terrain, error))
    return FALSE;
  if (json_object_has_member (entry, "attacked_from") &&
      !load_drm_pair (entry, p, "attacked_from", terrain, error))
    return FALSE;
  if (json_object_has_member (entry, "fort_capacity") &&
      !bth_json_member_int_or_null (entry, p, "fort_capacity", 1, 99, -1, &terrain->fort_capacity, error))
    return FALSE;
  if (json_object_has_member (entry, "field_battle") &&
      bth_json_member_string (entry, p, "field_battle", error) == NULL)
    return FALSE;
  return TRUE;
}

gboolean
bth_rules_load_terrain (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  static const char *const lists[] = { "terrain", "features" };
  BthTerrainTable *t = &self->terrain;
  g_autofree char *np = bth_rules_member_path (path, "notes");
  JsonArray *arrays[2], *notes;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "terrain", "features", "notes"), NULL, error) ||
      !bth_rules_load_string (obj, path, "source", &t->source, error) ||
      (arrays[0] = bth_json_member_array (obj, path, "terrain", 1, 32, error)) == NULL ||
      (arrays[1] = bth_json_member_array (obj, path, "features", 0, 32, error)) == NULL ||
      (notes = bth_json_member_array (obj, path, "notes", 0, 32, error)) == NULL)
    return FALSE;
  t->terrain = g_new0 (BthTerrainEffects, json_array_get_length (arrays[0]) + json_array_get_length (arrays[1]));
  for (guint l = 0; l < 2; l++)
    {
      g_autofree char *lp = bth_rules_member_path (path, lists[l]);
      for (guint i = 0; i < json_array_get_length (arrays[l]); i++)
        {
          g_autofree char *p = g_strdup_printf ("%s[%u]", lp, i);
          JsonObject *entry = bth_json_element_object (arrays[l], lp, i, error);
          BthTerrainEffects *terrain = &t->terrain[t->n_terrain];
          if (entry == NULL)
            return FALSE;
          t->n_terrain++;
          if (!load_terrain_entry (entry, p, l == 1, terrain, error))
            return FALSE;
          for (guint j = 0; j + 1 < t->n_terrain; j++)
            if (g_str_equal (t->terrain[j].id, terrain->id))
              return bth_json_fail (error, p, "terrain id \"%s\" is used twice", terrain->id);
        }
    }
  for (guint i = 0; i < json_array_get_length (notes); i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", np, i);
      JsonObject *note = bth_json_element_object (notes, np, i, error);
      int number;
      if (note == NULL ||
          !bth_json_check_keys (note, p, BTH_JSON_KEYS ("number", "text"), NULL, error) ||
          !bth_json_member_int (note, p, "number", 1, 32, &number, error) ||
          bth_json_member_string (note, p, "text", error) == NULL)
        return FALSE;
      if (number != (int) i + 1)
        return bth_json_fail (error, p, "notes must be numbered 1, 2, 3… in order");
    }
  return TRUE;
}

gboolean
bth_rules_load_weather (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  static const char *const kinds[] = { "Fair", "Wet", "Poor", "Cold", NULL };
  BthWeatherTable *t = &self->weather;
  g_autofree char *mp = bth_rules_member_path (path, "months");
  g_autofree char *rp = bth_rules_member_path (path, "rows");
  g_autofree char *ep = bth_rules_member_path (path, "effects");
  JsonArray *months, *rows, *effects;
  guint n_rows;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "months", "rows", "modifiers", "clamp", "effects"),
                            NULL, error) ||
      !bth_rules_load_string (obj, path, "source", &t->source, error) ||
      (months = bth_json_member_array (obj, path, "months", 12, 12, error)) == NULL ||
      (rows = bth_json_member_array (obj, path, "rows", 1, 12, error)) == NULL)
    return FALSE;
  for (guint m = 0; m < 12; m++)
    {
      const char *month = bth_json_element_string (months, mp, m, error);
      if (month == NULL)
        return FALSE;
      t->months[m] = g_strdup (month);
    }
  n_rows = json_array_get_length (rows);
  t->n_cells = n_rows * 12;
  t->cells = g_new0 (char *, t->n_cells);
  for (guint r = 0; r < n_rows; r++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", rp, r);
      g_autofree char *cp = bth_rules_member_path (p, "cells");
      JsonObject *row = bth_json_element_object (rows, rp, r, error);
      JsonArray *cells;
      int die;

      if (row == NULL ||
          !bth_json_check_keys (row, p, BTH_JSON_KEYS ("die", "cells"), NULL, error) ||
          !bth_json_member_int (row, p, "die", -2, 12, &die, error) ||
          (cells = bth_json_member_array (row, p, "cells", 12, 12, error)) == NULL)
        return FALSE;
      if (r == 0)
        t->die_min = die;
      else if (die != t->die_min + (int) r)
        return bth_json_fail (error, p, "die %d is out of order", die);
      t->die_max = die;
      for (guint m = 0; m < 12; m++)
        {
          const char *text = bth_json_element_string (cells, cp, m, error);
          if (text == NULL)
            return FALSE;
          if (!g_strv_contains (kinds, text))
            return bth_json_fail (error, cp, "\"%s\" is not a weather (Fair, Wet, Poor or Cold)", text);
          t->cells[r * 12 + m] = g_strdup (text);
        }
    }
  if (!bth_rules_load_modifiers (obj, path, &t->modifiers, &t->n_modifiers, error) ||
      !bth_rules_load_clamp (obj, path, "clamp", -6, 12, &t->clamp, error) ||
      (effects = bth_json_member_array (obj, path, "effects", 1, 8, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (effects); i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", ep, i);
      JsonObject *effect = bth_json_element_object (effects, ep, i, error);
      const char *weather;
      int value;
      if (effect == NULL ||
          !bth_json_check_keys (effect, p, BTH_JSON_KEYS ("weather", "movement", "attrition", "text"), NULL, error) ||
          (weather = bth_json_member_string (effect, p, "weather", error)) == NULL ||
          !bth_json_member_int (effect, p, "movement", -6, 6, &value, error) ||
          !bth_json_member_int (effect, p, "attrition", -6, 6, &value, error) ||
          bth_json_member_string (effect, p, "text", error) == NULL)
        return FALSE;
      if (!g_strv_contains (kinds, weather))
        return bth_json_fail (error, p, "\"%s\" is not a weather", weather);
    }
  return t->clamp.min == t->die_min && t->clamp.max == t->die_max ? TRUE :
         bth_json_fail (error, path, "clamp must match the table's die rows");
}

static gboolean
load_string_rows (JsonObject *obj, const char *path, const char *member, const char *key,
                  guint n_cells, GError **error)
{
  g_autofree char *rp = bth_rules_member_path (path, member);
  JsonArray *rows = bth_json_member_array (obj, path, member, 1, 16, error);

  if (rows == NULL)
    return FALSE;
  for (guint r = 0; r < json_array_get_length (rows); r++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", rp, r);
      g_autofree char *cp = bth_rules_member_path (p, "cells");
      JsonObject *row = bth_json_element_object (rows, rp, r, error);
      JsonArray *cells;
      if (row == NULL ||
          !bth_json_check_keys (row, p, BTH_JSON_KEYS (key, "cells"), BTH_JSON_KEYS ("label"), error) ||
          bth_json_member_string (row, p, key, error) == NULL ||
          (json_object_has_member (row, "label") && bth_json_member_string (row, p, "label", error) == NULL) ||
          (cells = bth_json_member_array (row, p, "cells", n_cells, n_cells, error)) == NULL)
        return FALSE;
      for (guint c = 0; c < n_cells; c++)
        if (bth_json_element_string (cells, cp, c, error) == NULL)
          return FALSE;
    }
  return TRUE;
}

/* The naval tables are resolved by a later module; here they are only validated. */
gboolean
bth_rules_load_naval_results (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  g_autofree char *rollp = bth_rules_member_path (path, "rolls");
  g_autofree char *kp = bth_rules_member_path (path, "key");
  JsonArray *rolls, *key;
  guint n_rolls;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "rolls", "rows", "special_rows", "key"),
                            BTH_JSON_KEYS ("notes"), error) ||
      bth_json_member_string (obj, path, "source", error) == NULL ||
      (rolls = bth_json_member_array (obj, path, "rolls", 1, 16, error)) == NULL ||
      !bth_rules_load_int_list (obj, path, "rolls", -6, 12, error))
    return FALSE;
  n_rolls = json_array_get_length (rolls);
  if (!load_string_rows (obj, path, "rows", "odds", n_rolls, error) ||
      !load_string_rows (obj, path, "special_rows", "id", n_rolls, error) ||
      (key = bth_json_member_array (obj, path, "key", 1, 32, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (key); i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", kp, i);
      JsonObject *entry = bth_json_element_object (key, kp, i, error);
      if (entry == NULL ||
          !bth_json_check_keys (entry, p, BTH_JSON_KEYS ("code", "text"), NULL, error) ||
          bth_json_member_string (entry, p, "code", error) == NULL ||
          bth_json_member_string (entry, p, "text", error) == NULL)
        return FALSE;
    }
  if (json_object_has_member (obj, "notes"))
    {
      g_autofree char *np = bth_rules_member_path (path, "notes");
      JsonArray *notes = bth_json_member_array (obj, path, "notes", 0, 16, error);
      if (notes == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (notes); i++)
        if (bth_json_element_string (notes, np, i, error) == NULL)
          return FALSE;
    }
  return TRUE;
}

gboolean
bth_rules_load_naval_damage (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  g_autofree char *rp = bth_rules_member_path (path, "rows");
  JsonArray *columns, *rows;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "columns", "rows"), NULL, error) ||
      bth_json_member_string (obj, path, "source", error) == NULL ||
      (columns = bth_json_member_array (obj, path, "columns", 1, 16, error)) == NULL ||
      !bth_rules_load_int_list (obj, path, "columns", 1, 99, error) ||
      (rows = bth_json_member_array (obj, path, "rows", 1, 16, error)) == NULL)
    return FALSE;
  for (guint r = 0; r < json_array_get_length (rows); r++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", rp, r);
      g_autofree char *cp = bth_rules_member_path (p, "cells");
      JsonObject *row = bth_json_element_object (rows, rp, r, error);
      guint n = json_array_get_length (columns);
      JsonArray *cells;
      int value;
      if (row == NULL ||
          !bth_json_check_keys (row, p, BTH_JSON_KEYS ("result", "cells"), NULL, error) ||
          bth_json_member_string (row, p, "result", error) == NULL ||
          (cells = bth_json_member_array (row, p, "cells", n, n, error)) == NULL)
        return FALSE;
      for (guint c = 0; c < n; c++)
        if (!bth_json_element_int (cells, cp, c, 0, 99, &value, error))
          return FALSE;
    }
  return TRUE;
}
