/* bth-ruleset-load-combat.c — the combat charts of a ruleset: the Combat Results Table and
 * the optional Grand Campaign CRT, the Combat Loss Chart, the Tactical Matrix, the combat
 * rules' numbers and morale. Cells in the chart's printed notation, parsed and checked here
 * (docs/rules-format.md).
 */
#include "bth-ruleset-load-private.h"
#include "bth-json-strict.h"
#include "bth-error.h"

#include <stdlib.h>
#include <string.h>

/* "*" → 0 (no roll), "7" → 7, "11+" → 11 open-ended. */
static gboolean
parse_roll_cell (const char *text, const char *path, int *first, gboolean *open, GError **error)
{
  g_autofree char *digits = g_strdup (text);
  gsize len = strlen (digits);

  *open = FALSE;
  *first = 0;
  if (g_str_equal (text, "*"))
    return TRUE;
  if (len > 1 && digits[len - 1] == '+')
    {
      *open = TRUE;
      digits[len - 1] = '\0';
    }
  if (!bth_rules_parse_int (digits, first) || *first < 2 || *first > 12 || digits[0] == '+')
    return bth_json_fail (error, path, "\"%s\" is not a CRT roll cell (*, 2 to 12, or N+)", text);
  return TRUE;
}

static gboolean
load_crt_rows (BthCrtTable *t, JsonObject *obj, const char *path, GError **error)
{
  g_autofree char *rp = bth_rules_member_path (path, "rows");
  JsonArray *rows = bth_json_member_array (obj, path, "rows", 1, 8, error);

  if (rows == NULL)
    return FALSE;
  t->n_rows = json_array_get_length (rows);
  t->rows = g_new0 (BthCrtRow, t->n_rows);
  for (guint r = 0; r < t->n_rows; r++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", rp, r);
      g_autofree char *rollp = bth_rules_member_path (p, "rolls");
      JsonObject *row = bth_json_element_object (rows, rp, r, error);
      JsonArray *rolls;
      BthCrtRow *crt_row = &t->rows[r];
      int expected = 0;

      if (row == NULL ||
          !bth_json_check_keys (row, p, BTH_JSON_KEYS ("odds", "rolls"), NULL, error) ||
          !bth_rules_load_string (row, p, "odds", &crt_row->odds, error) ||
          (rolls = bth_json_member_array (row, p, "rolls", t->n_columns, t->n_columns, error)) == NULL)
        return FALSE;
      /* Every modified roll 2..12 must land in exactly one column, left to right. */
      for (guint c = 0; c < t->n_columns; c++)
        {
          g_autofree char *cp = g_strdup_printf ("%s[%u]", rollp, c);
          const char *text = bth_json_element_string (rolls, rollp, c, error);
          if (text == NULL ||
              !parse_roll_cell (text, cp, &crt_row->first_roll[c], &crt_row->open_ended[c], error))
            return FALSE;
          if (crt_row->first_roll[c] == 0)
            {
              if (expected != 0)
                return bth_json_fail (error, cp, "\"*\" after a numbered column");
              continue;
            }
          if (expected == 0)
            expected = t->roll_clamp.min;
          if (crt_row->first_roll[c] != expected)
            return bth_json_fail (error, cp, "roll %d out of sequence (expected %d)", crt_row->first_roll[c], expected);
          if (crt_row->open_ended[c] && c + 1 != t->n_columns)
            return bth_json_fail (error, cp, "only the last column may be open-ended");
          expected++;
        }
      if (!crt_row->open_ended[t->n_columns - 1] && expected != t->roll_clamp.max + 1)
        return bth_json_fail (error, rollp, "modified rolls up to %d are not all covered", t->roll_clamp.max);
    }
  return TRUE;
}

/* A CRT's printed key (optional): what L, S, 0, 1 and D1-D3 mean, in the chart's words.
 * The Tables and Battle screens show it beside the results. */
static gboolean
load_result_key (JsonObject *obj, const char *path, GError **error)
{
  g_autofree char *kp = bth_rules_member_path (path, "key");
  JsonArray *key;

  if (!json_object_has_member (obj, "key"))
    return TRUE;
  if ((key = bth_json_member_array (obj, path, "key", 1, 16, error)) == NULL)
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
  return TRUE;
}

gboolean
bth_rules_load_crt (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  BthCrtTable *t = &self->crt;
  g_autofree char *colp = bth_rules_member_path (path, "columns");
  g_autofree char *bandp = bth_rules_member_path (path, "odds_bands");
  g_autofree char *autop = bth_rules_member_path (path, "automatic");
  JsonArray *columns, *bands;
  JsonObject *automatic;
  const char *text;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "columns", "rows", "odds_bands", "odds_rule",
                                             "automatic", "drm_cap", "roll_clamp", "cap_rule"),
                            BTH_JSON_KEYS ("key"), error) ||
      !load_result_key (obj, path, error) ||
      !bth_rules_load_string (obj, path, "source", &t->source, error) ||
      !bth_rules_load_string (obj, path, "odds_rule", &t->odds_rule, error) ||
      !bth_rules_load_string (obj, path, "cap_rule", &t->cap_rule, error) ||
      !bth_json_member_int (obj, path, "drm_cap", 0, 12, &t->drm_cap, error) ||
      !bth_rules_load_clamp (obj, path, "roll_clamp", 2, 12, &t->roll_clamp, error) ||
      (columns = bth_json_member_array (obj, path, "columns", 11, 11, error)) == NULL)
    return FALSE;
  t->n_columns = 11;
  for (guint c = 0; c < t->n_columns; c++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", colp, c);
      g_autofree char *lp = bth_rules_member_path (p, "larger");
      g_autofree char *sp = bth_rules_member_path (p, "smaller");
      JsonObject *col = bth_json_element_object (columns, colp, c, error);
      if (col == NULL ||
          !bth_json_check_keys (col, p, BTH_JSON_KEYS ("larger", "smaller"), NULL, error) ||
          (text = bth_json_member_string (col, p, "larger", error)) == NULL ||
          !bth_rules_parse_result (text, lp, &t->larger[c], error) ||
          (text = bth_json_member_string (col, p, "smaller", error)) == NULL ||
          !bth_rules_parse_result (text, sp, &t->smaller[c], error))
        return FALSE;
    }
  if (!load_crt_rows (t, obj, path, error) ||
      (bands = bth_json_member_array (obj, path, "odds_bands", 1, 8, error)) == NULL)
    return FALSE;
  t->n_bands = json_array_get_length (bands);
  t->bands = g_new0 (BthOddsBand, t->n_bands);
  for (guint b = 0; b < t->n_bands; b++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", bandp, b);
      JsonObject *band = bth_json_element_object (bands, bandp, b, error);
      gboolean row_found = FALSE;
      if (band == NULL ||
          !bth_json_check_keys (band, p, BTH_JSON_KEYS ("odds", "at_least"), NULL, error) ||
          !bth_rules_load_string (band, p, "odds", &t->bands[b].odds, error) ||
          !bth_rules_load_ratio (band, p, "at_least", &t->bands[b].at_least, error))
        return FALSE;
      for (guint r = 0; r < t->n_rows; r++)
        row_found |= g_str_equal (t->rows[r].odds, t->bands[b].odds);
      if (!row_found)
        return bth_json_fail (error, p, "no CRT row for odds \"%s\"", t->bands[b].odds);
      /* Highest band first, so that the first match wins. */
      if (b > 0 && (gint64) t->bands[b].at_least.num * t->bands[b - 1].at_least.den >=
                   (gint64) t->bands[b - 1].at_least.num * t->bands[b].at_least.den)
        return bth_json_fail (error, p, "bands must be listed from the highest odds down");
    }
  if (t->bands[t->n_bands - 1].at_least.num != t->bands[t->n_bands - 1].at_least.den)
    return bth_json_fail (error, bandp, "the lowest band must start at 1:1 (the larger force is never smaller)");

  if ((automatic = bth_json_member_object (obj, path, "automatic", error)) == NULL ||
      !bth_json_check_keys (automatic, autop, BTH_JSON_KEYS ("at_least", "smaller", "larger",
                                                    "larger_if_smaller_loses_more_than", "rule"),
                            NULL, error) ||
      !bth_rules_load_ratio (automatic, autop, "at_least", &t->automatic_at_least, error) ||
      (text = bth_json_member_string (automatic, autop, "smaller", error)) == NULL ||
      !bth_rules_parse_result (text, autop, &t->automatic_smaller, error) ||
      (text = bth_json_member_string (automatic, autop, "larger", error)) == NULL ||
      !bth_rules_parse_result (text, autop, &t->automatic_larger, error) ||
      !bth_json_member_int (automatic, autop, "larger_if_smaller_loses_more_than", 0, 99,
                            &t->automatic_larger_if_smaller_loses_more_than, error) ||
      !bth_rules_load_string (automatic, autop, "rule", &t->automatic_rule, error))
    return FALSE;
  return TRUE;
}

static gboolean
load_result_list (JsonObject *obj, const char *path, const char *member, BthResult *out,
                  GError **error)
{
  g_autofree char *p = bth_rules_member_path (path, member);
  JsonArray *array = bth_json_member_array (obj, path, member, 11, 11, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < 11; i++)
    {
      g_autofree char *cp = g_strdup_printf ("%s[%u]", p, i);
      const char *text = bth_json_element_string (array, p, i, error);
      if (text == NULL || !bth_rules_parse_result (text, cp, &out[i], error))
        return FALSE;
    }
  return TRUE;
}

gboolean
bth_rules_load_gc_crt (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  BthGcCrtTable *t = &self->gc_crt;
  g_autofree char *rollp = bth_rules_member_path (path, "rolls");
  g_autofree char *rp = bth_rules_member_path (path, "rows");
  JsonArray *rolls, *rows;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "rolls", "rows", "automatic_note"),
                            BTH_JSON_KEYS ("key"), error) ||
      !load_result_key (obj, path, error) ||
      !bth_rules_load_string (obj, path, "source", &t->source, error) ||
      !bth_rules_load_string (obj, path, "automatic_note", &t->automatic_note, error) ||
      (rolls = bth_json_member_array (obj, path, "rolls", 11, 11, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < 11; i++)
    {
      int roll;
      if (!bth_json_element_int (rolls, rollp, i, 2, 12, &roll, error))
        return FALSE;
      if (roll != (int) i + 2)
        return bth_json_fail (error, rollp, "rolls must be 2 to 12 in order");
    }
  if ((rows = bth_json_member_array (obj, path, "rows", 1, 8, error)) == NULL)
    return FALSE;
  t->n_rows = json_array_get_length (rows);
  t->rows = g_new0 (BthGcCrtRow, t->n_rows);
  for (guint r = 0; r < t->n_rows; r++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", rp, r);
      JsonObject *row = bth_json_element_object (rows, rp, r, error);
      if (row == NULL ||
          !bth_json_check_keys (row, p, BTH_JSON_KEYS ("odds", "larger", "smaller"), NULL, error) ||
          !bth_rules_load_string (row, p, "odds", &t->rows[r].odds, error) ||
          !load_result_list (row, p, "larger", t->rows[r].larger, error) ||
          !load_result_list (row, p, "smaller", t->rows[r].smaller, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
bth_rules_load_combat_loss (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  static const char *const row_names[] = { "1", "D1", "D2 or D3" };
  static const char *const applies[][3] = { { "1", NULL }, { "D1", NULL }, { "D2", "D3", NULL } };
  BthCombatLossTable *t = &self->combat_loss;
  g_autofree char *colp = bth_rules_member_path (path, "columns");
  g_autofree char *rp = bth_rules_member_path (path, "rows");
  JsonArray *columns, *rows;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "columns", "rows"), NULL, error) ||
      !bth_rules_load_string (obj, path, "source", &t->source, error) ||
      (columns = bth_json_member_array (obj, path, "columns", 21, 21, error)) == NULL ||
      (rows = bth_json_member_array (obj, path, "rows", 3, 3, error)) == NULL)
    return FALSE;
  for (guint c = 0; c < 21; c++)
    {
      int sp;
      if (!bth_json_element_int (columns, colp, c, 1, 21, &sp, error))
        return FALSE;
      if (sp != (int) c + 1)
        return bth_json_fail (error, colp, "columns must be 1 to 21 strength points in order");
    }
  for (guint r = 0; r < 3; r++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", rp, r);
      g_autofree char *ap = bth_rules_member_path (p, "applies_to");
      g_autofree char *lp = bth_rules_member_path (p, "losses");
      JsonObject *row = bth_json_element_object (rows, rp, r, error);
      const char *name;
      JsonArray *applies_to, *losses;

      if (row == NULL ||
          !bth_json_check_keys (row, p, BTH_JSON_KEYS ("result", "applies_to", "losses"), NULL, error) ||
          (name = bth_json_member_string (row, p, "result", error)) == NULL)
        return FALSE;
      if (!g_str_equal (name, row_names[r]))
        return bth_json_fail (error, p, "expected the row \"%s\", found \"%s\"", row_names[r], name);
      if ((applies_to = bth_json_member_array (row, p, "applies_to", 1, 2, error)) == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (applies_to); i++)
        {
          const char *text = bth_json_element_string (applies_to, ap, i, error);
          if (text == NULL)
            return FALSE;
          if (applies[r][i] == NULL || !g_str_equal (text, applies[r][i]))
            return bth_json_fail (error, ap, "\"%s\" does not belong to the row \"%s\"", text, row_names[r]);
        }
      if ((losses = bth_json_member_array (row, p, "losses", 21, 21, error)) == NULL)
        return FALSE;
      for (guint c = 0; c < 21; c++)
        if (!bth_json_element_int (losses, lp, c, 0, 99, &t->losses[r][c], error))
          return FALSE;
    }
  return TRUE;
}

/* "+1" → 1; "(-2)" → -2 and the battle ceases; "NC" → no roll. */
static gboolean
parse_tactic_cell (const char *text, const char *path, BthTacticCell *out, GError **error)
{
  g_autofree char *inner = g_strdup (text);
  gsize len = strlen (inner);

  *out = (BthTacticCell) { 0 };
  if (len >= 2 && inner[0] == '(' && inner[len - 1] == ')')
    {
      out->battle_ceases = TRUE;
      memmove (inner, inner + 1, len - 2);
      inner[len - 2] = '\0';
    }
  if (g_str_equal (inner, "NC"))
    out->no_roll = TRUE;
  else if (!bth_rules_parse_int (inner, &out->drm) || out->drm < -6 || out->drm > 6)
    return bth_json_fail (error, path, "\"%s\" is not a tactical matrix cell (+N, -N, 0, NC, or in parentheses)", text);
  return TRUE;
}

gboolean
bth_rules_load_tactics (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  BthTacticalMatrix *t = &self->tactics;
  g_autofree char *tp = bth_rules_member_path (path, "tactics");
  g_autofree char *lp = bth_rules_member_path (path, "labels");
  g_autofree char *rp = bth_rules_member_path (path, "rows");
  JsonArray *tactics, *labels, *rows;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "tactics", "labels", "rows"), NULL, error) ||
      !bth_rules_load_string (obj, path, "source", &t->source, error) ||
      (tactics = bth_json_member_array (obj, path, "tactics", BTH_TACTIC_COUNT, BTH_TACTIC_COUNT, error)) == NULL ||
      (labels = bth_json_member_array (obj, path, "labels", BTH_TACTIC_COUNT, BTH_TACTIC_COUNT, error)) == NULL ||
      (rows = bth_json_member_array (obj, path, "rows", BTH_TACTIC_COUNT, BTH_TACTIC_COUNT, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < BTH_TACTIC_COUNT; i++)
    {
      const char *tactic = bth_json_element_string (tactics, tp, i, error);
      const char *label = bth_json_element_string (labels, lp, i, error);
      if (tactic == NULL || label == NULL)
        return FALSE;
      t->tactics[i] = g_strdup (tactic);
      t->labels[i] = g_strdup (label);
    }
  for (guint r = 0; r < BTH_TACTIC_COUNT; r++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", rp, r);
      g_autofree char *cp = bth_rules_member_path (p, "cells");
      JsonObject *row = bth_json_element_object (rows, rp, r, error);
      const char *smaller;
      JsonArray *cells;

      if (row == NULL ||
          !bth_json_check_keys (row, p, BTH_JSON_KEYS ("smaller", "cells"), NULL, error) ||
          (smaller = bth_json_member_string (row, p, "smaller", error)) == NULL)
        return FALSE;
      if (!g_str_equal (smaller, t->tactics[r]))
        return bth_json_fail (error, p, "expected the row for \"%s\", found \"%s\"", t->tactics[r], smaller);
      if ((cells = bth_json_member_array (row, p, "cells", BTH_TACTIC_COUNT, BTH_TACTIC_COUNT, error)) == NULL)
        return FALSE;
      for (guint c = 0; c < BTH_TACTIC_COUNT; c++)
        {
          g_autofree char *cellp = g_strdup_printf ("%s[%u]", cp, c);
          const char *text = bth_json_element_string (cells, cp, c, error);
          if (text == NULL || !parse_tactic_cell (text, cellp, &t->cells[r][c], error))
            return FALSE;
        }
    }
  return TRUE;
}

gboolean
bth_rules_load_combat_rules (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  BthCombatRules *t = &self->combat;
  g_autofree char *ep = bth_rules_member_path (path, "entrenchment");
  JsonObject *entrenchment;

  return bth_json_check_keys (obj, path, BTH_JSON_KEYS ("entrenchment", "fortress_multiplier", "fortress_rule",
                                               "unsupplied_divisor", "unsupplied_rule"), NULL, error) &&
         (entrenchment = bth_json_member_object (obj, path, "entrenchment", error)) != NULL &&
         bth_json_check_keys (entrenchment, ep, BTH_JSON_KEYS ("smaller", "larger", "rule"), NULL, error) &&
         bth_json_member_int (entrenchment, ep, "smaller", -6, 0, &t->combat_smaller_entrenched, error) &&
         bth_json_member_int (entrenchment, ep, "larger", 0, 6, &t->combat_larger_entrenched, error) &&
         bth_rules_load_string (entrenchment, ep, "rule", &t->entrenchment_rule, error) &&
         bth_json_member_int (obj, path, "fortress_multiplier", 1, 10, &t->fortress_multiplier, error) &&
         bth_rules_load_string (obj, path, "fortress_rule", &t->fortress_rule, error) &&
         bth_json_member_int (obj, path, "unsupplied_divisor", 1, 10, &t->unsupplied_divisor, error) &&
         bth_rules_load_string (obj, path, "unsupplied_rule", &t->unsupplied_rule, error);
}

/* D.4: the counter colours the players choose from (a force's colour, its leader's). */
static gboolean
load_counter_colors (JsonObject *obj, const char *path, BthMoraleRules *t, GError **error)
{
  g_autofree char *cp = bth_rules_member_path (path, "counter_colors");
  JsonArray *list = bth_json_member_array (obj, path, "counter_colors", 1, 16, error);
  guint n;

  if (list == NULL)
    return FALSE;
  n = json_array_get_length (list);
  t->counter_colors = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    {
      const char *color = bth_json_element_string (list, cp, i, error);
      if (color == NULL)
        return FALSE;
      t->counter_colors[i] = g_ascii_strdown (color, -1);
    }
  if (!bth_rules_load_string (obj, path, "counter_colors_rule", &t->counter_colors_rule, error))
    return FALSE;
  /* Optional: the power of each colour, in the same order. */
  if (json_object_has_member (obj, "counter_colors_powers"))
    {
      g_autofree char *pp = bth_rules_member_path (path, "counter_colors_powers");
      JsonArray *powers = bth_json_member_array (obj, path, "counter_colors_powers", n, n, error);

      if (powers == NULL)
        return FALSE;
      t->counter_colors_powers = g_new0 (char *, n + 1);
      for (guint i = 0; i < n; i++)
        {
          const char *power = bth_json_element_string (powers, pp, i, error);
          if (power == NULL)
            return FALSE;
          t->counter_colors_powers[i] = g_ascii_strdown (power, -1);
        }
    }
  return TRUE;
}

const char *
bth_morale_rules_power_color (const BthMoraleRules *rules,
                              const char           *power)
{
  g_return_val_if_fail (rules != NULL, NULL);

  for (guint i = 0; power != NULL && rules->counter_colors_powers != NULL
                    && rules->counter_colors_powers[i] != NULL; i++)
    if (g_ascii_strcasecmp (rules->counter_colors_powers[i], power) == 0)
      return rules->counter_colors[i];
  return NULL;
}

gboolean
bth_rules_load_morale (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  static const char *const kinds[] = { "I", "GI", "L", "M", "P", "C", "GC", "CC" };
  BthMoraleRules *t = &self->morale;
  g_autofree char *kp = bth_rules_member_path (path, "kinds");
  g_autofree char *rp = bth_rules_member_path (path, "russian_patriotism");
  JsonArray *list;
  JsonObject *patriotism;
  gboolean seen[G_N_ELEMENTS (kinds)] = { FALSE };

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("rule", "kinds", "inside_city_minimum", "inside_city_rule",
                                             "imperial_guard", "imperial_guard_demoralized",
                                             "imperial_guard_rule", "russian_patriotism",
                                             "counter_colors", "counter_colors_rule",
                                             "counter_colors_powers"), NULL, error) ||
      !bth_rules_load_string (obj, path, "rule", &t->rule, error) ||
      (list = bth_json_member_array (obj, path, "kinds", G_N_ELEMENTS (kinds), G_N_ELEMENTS (kinds), error)) == NULL)
    return FALSE;
  t->guard = t->irregular = -1;
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", kp, i);
      JsonObject *entry = bth_json_element_object (list, kp, i, error);
      const char *kind;
      guint k;
      if (entry == NULL ||
          !bth_json_check_keys (entry, p, BTH_JSON_KEYS ("kind"), BTH_JSON_KEYS ("morale", "by_symbol"), error) ||
          (kind = bth_json_member_string (entry, p, "kind", error)) == NULL)
        return FALSE;
      for (k = 0; k < G_N_ELEMENTS (kinds) && !g_str_equal (kinds[k], kind); k++)
        ;
      if (k == G_N_ELEMENTS (kinds))
        return bth_json_fail (error, p, "unknown unit kind \"%s\"", kind);
      if (seen[k])
        return bth_json_fail (error, p, "unit kind \"%s\" is listed twice", kind);
      seen[k] = TRUE;
      if (g_str_equal (kind, "I") || g_str_equal (kind, "C"))
        {
          /* Regular infantry and cavalry take their morale from the symbol colour (D.7). */
          g_autofree char *sp = bth_rules_member_path (p, "by_symbol");
          JsonObject *by_symbol = bth_json_member_object (entry, p, "by_symbol", error);
          int white, black, yellow;
          if (by_symbol == NULL ||
              !bth_json_check_keys (by_symbol, sp, BTH_JSON_KEYS ("white", "black", "yellow"), NULL, error) ||
              !bth_json_member_int (by_symbol, sp, "white", 0, 3, &white, error) ||
              !bth_json_member_int (by_symbol, sp, "black", 0, 3, &black, error) ||
              !bth_json_member_int (by_symbol, sp, "yellow", 0, 3, &yellow, error))
            return FALSE;
          if (json_object_has_member (entry, "morale"))
            return bth_json_fail (error, p, "regular units take \"by_symbol\", not \"morale\"");
          t->white_symbol = white;
          t->black_symbol = black;
          t->yellow_symbol = yellow;
        }
      else
        {
          int morale;
          int *slot = (kind[0] == 'G') ? &t->guard : &t->irregular;
          if (!bth_json_member_int (entry, p, "morale", 0, 3, &morale, error))
            return FALSE;
          if (json_object_has_member (entry, "by_symbol"))
            return bth_json_fail (error, p, "only I and C take \"by_symbol\"");
          /* The engine keeps one value for guards and one for irregulars. */
          if (*slot != -1 && *slot != morale)
            return bth_json_fail (error, p, "all %s units must share one morale value",
                         kind[0] == 'G' ? "guard" : "irregular");
          *slot = morale;
        }
    }
  return bth_json_member_int (obj, path, "inside_city_minimum", 0, 3, &t->inside_city_minimum, error) &&
         bth_rules_load_string (obj, path, "inside_city_rule", &t->inside_city_rule, error) &&
         bth_json_member_int (obj, path, "imperial_guard", 0, 3, &t->imperial_guard, error) &&
         bth_json_member_int (obj, path, "imperial_guard_demoralized", 0, 3, &t->imperial_guard_demoralized, error) &&
         bth_rules_load_string (obj, path, "imperial_guard_rule", &t->imperial_guard_rule, error) &&
         (patriotism = bth_json_member_object (obj, path, "russian_patriotism", error)) != NULL &&
         bth_json_check_keys (patriotism, rp, BTH_JSON_KEYS ("morale", "mapboard", "kinds", "color", "minor_symbol", "rule"),
                              NULL, error) &&
         bth_json_member_int (patriotism, rp, "morale", 0, 3, &t->patriotism_morale, error) &&
         bth_json_member_int (patriotism, rp, "mapboard", 1, 4, &t->patriotism_mapboard, error) &&
         bth_json_member_array (patriotism, rp, "kinds", 1, 8, error) != NULL &&
         bth_rules_load_string (patriotism, rp, "color", &t->patriotism_color, error) &&
         bth_rules_load_string (patriotism, rp, "minor_symbol", &t->patriotism_minor_symbol, error) &&
         bth_rules_load_string (patriotism, rp, "rule", &t->patriotism_rule, error) &&
         load_counter_colors (obj, path, t, error);
}
