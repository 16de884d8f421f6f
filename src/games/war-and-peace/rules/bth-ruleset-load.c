/* bth-ruleset-load.c — turning a ruleset document into tables, validating every value.
 *
 * Each chart has one loader below. Cells are kept in the chart's printed notation in the
 * file ("2*", "11+", "(NC)") and parsed here, so a typo in the data fails loudly with
 * the JSON path of the cell. The format is documented in docs/rules-format.md.
 */
#include "bth-ruleset-private.h"
#include "bth-json-strict.h"
#include "bth-error.h"

#include <stdlib.h>
#include <string.h>

static char *
sub (const char *path, const char *member)
{
  return g_strdup_printf ("%s.%s", path, member);
}

/* Parses a whole decimal number with an optional sign; refuses anything else. */
static gboolean
parse_int (const char *text, int *out)
{
  char *end = NULL;
  long value;

  if (text == NULL || *text == '\0' || g_ascii_isspace (*text))
    return FALSE;
  value = strtol (text, &end, 10);
  if (*end != '\0' || value < G_MININT || value > G_MAXINT)
    return FALSE;
  *out = (int) value;
  return TRUE;
}

static gboolean
load_string (JsonObject *obj, const char *path, const char *member, char **out, GError **error)
{
  const char *value = bth_json_member_string (obj, path, member, error);

  if (value == NULL)
    return FALSE;
  *out = g_strdup (value);
  return TRUE;
}

static gboolean
load_clamp (JsonObject *obj, const char *path, const char *member, int lo, int hi,
            BthClamp *out, GError **error)
{
  g_autofree char *p = sub (path, member);
  JsonObject *clamp = bth_json_member_object (obj, path, member, error);

  if (clamp == NULL ||
      !bth_json_check_keys (clamp, p, BTH_JSON_KEYS ("min", "max"), NULL, error) ||
      !bth_json_member_int (clamp, p, "min", lo, hi, &out->min, error) ||
      !bth_json_member_int (clamp, p, "max", lo, hi, &out->max, error))
    return FALSE;
  if (out->min > out->max)
    return bth_json_fail (error, p, "min %d is above max %d", out->min, out->max);
  return TRUE;
}

static gboolean
load_ratio (JsonObject *obj, const char *path, const char *member, BthRatio *out, GError **error)
{
  g_autofree char *p = sub (path, member);
  JsonArray *pair = bth_json_member_array (obj, path, member, 2, 2, error);

  return pair != NULL &&
         bth_json_element_int (pair, p, 0, 1, 100, &out->num, error) &&
         bth_json_element_int (pair, p, 1, 1, 100, &out->den, error);
}

static gboolean
load_modifiers (JsonObject *obj, const char *path, BthModifierDef **out, guint *n_out,
                GError **error)
{
  g_autofree char *p = sub (path, "modifiers");
  JsonArray *array = bth_json_member_array (obj, path, "modifiers", 1, 32, error);

  if (array == NULL)
    return FALSE;
  *n_out = json_array_get_length (array);
  *out = g_new0 (BthModifierDef, *n_out);
  for (guint i = 0; i < *n_out; i++)
    {
      g_autofree char *mp = g_strdup_printf ("%s[%u]", p, i);
      JsonObject *m = bth_json_element_object (array, p, i, error);
      BthModifierDef *def = &(*out)[i];

      if (m == NULL ||
          !bth_json_check_keys (m, mp, BTH_JSON_KEYS ("id", "value", "reason", "rule"), BTH_JSON_KEYS ("mapboards"), error) ||
          !load_string (m, mp, "id", &def->id, error) ||
          !bth_json_member_int (m, mp, "value", -6, 6, &def->value, error) ||
          !load_string (m, mp, "reason", &def->reason, error) ||
          !load_string (m, mp, "rule", &def->rule, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (g_str_equal ((*out)[j].id, def->id))
          return bth_json_fail (error, mp, "modifier id \"%s\" is used twice", def->id);
      if (json_object_has_member (m, "mapboards"))
        {
          g_autofree char *bp = sub (mp, "mapboards");
          JsonArray *boards = bth_json_member_array (m, mp, "mapboards", 1, 4, error);
          if (boards == NULL)
            return FALSE;
          def->n_mapboards = json_array_get_length (boards);
          for (guint j = 0; j < def->n_mapboards; j++)
            if (!bth_json_element_int (boards, bp, j, 1, 4, &def->mapboards[j], error))
              return FALSE;
        }
    }
  return TRUE;
}

/* "2*" → {2, TRUE}; "0" → {0, FALSE}. */
static gboolean
parse_star_cell (const char *text, const char *path, int max, BthStarCell *out, GError **error)
{
  g_autofree char *digits = g_strdup (text);
  gsize len = strlen (digits);

  out->starred = len > 0 && digits[len - 1] == '*';
  if (out->starred)
    digits[len - 1] = '\0';
  if (!parse_int (digits, &out->value) || out->value < 0 || out->value > max || digits[0] == '+')
    return bth_json_fail (error, path, "\"%s\" is not a table cell (a number, optionally followed by *)", text);
  return TRUE;
}

static gboolean
parse_result (const char *text, const char *path, BthResult *out, GError **error)
{
  if (!bth_result_from_string (text, out))
    return bth_json_fail (error, path, "\"%s\" is not a combat result (0, 1, D1, D2 or D3)", text);
  return TRUE;
}

/* Rows of star cells keyed by die: shared by attrition and forced march. */
static gboolean
load_die_rows (JsonObject *obj, const char *path, guint n_columns, int cell_max,
               int *die_min, int *die_max, BthStarCell **cells, GError **error)
{
  g_autofree char *rp = sub (path, "rows");
  JsonArray *rows = bth_json_member_array (obj, path, "rows", 1, 12, error);
  guint n_rows;

  if (rows == NULL)
    return FALSE;
  n_rows = json_array_get_length (rows);
  *cells = g_new0 (BthStarCell, n_rows * n_columns);
  for (guint r = 0; r < n_rows; r++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", rp, r);
      g_autofree char *cp = sub (p, "cells");
      JsonObject *row = bth_json_element_object (rows, rp, r, error);
      JsonArray *row_cells;
      int die;

      if (row == NULL ||
          !bth_json_check_keys (row, p, BTH_JSON_KEYS ("die", "cells"), NULL, error) ||
          !bth_json_member_int (row, p, "die", -2, 12, &die, error))
        return FALSE;
      if (r == 0)
        *die_min = die;
      else if (die != *die_min + (int) r)
        return bth_json_fail (error, p, "die %d is out of order (expected %d)", die, *die_min + (int) r);
      *die_max = die;
      row_cells = bth_json_member_array (row, p, "cells", n_columns, n_columns, error);
      if (row_cells == NULL)
        return FALSE;
      for (guint c = 0; c < n_columns; c++)
        {
          g_autofree char *cellp = g_strdup_printf ("%s[%u]", cp, c);
          const char *text = bth_json_element_string (row_cells, cp, c, error);
          if (text == NULL ||
              !parse_star_cell (text, cellp, cell_max, &(*cells)[r * n_columns + c], error))
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
load_attrition (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  BthAttritionTable *t = &self->attrition;
  g_autofree char *colp = sub (path, "columns");
  JsonArray *columns;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "columns", "rows", "modifiers",
                                             "siege_marker_rule", "clamp"), NULL, error) ||
      !load_string (obj, path, "source", &t->source, error) ||
      !load_string (obj, path, "siege_marker_rule", &t->siege_marker_rule, error) ||
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
          !load_string (col, p, "label", &range->label, error))
        return FALSE;
      if (range->max < range->min)
        return bth_json_fail (error, p, "max is below min");
      if (c > 0 && range->min != t->columns[c - 1].max + 1)
        return bth_json_fail (error, p, "column does not start where the previous one ends");
      if (range->max == G_MAXINT && c + 1 != t->n_columns)
        return bth_json_fail (error, p, "only the last column may be open-ended");
    }
  return load_die_rows (obj, path, t->n_columns, 99, &t->die_min, &t->die_max, &t->cells, error) &&
         load_modifiers (obj, path, &t->modifiers, &t->n_modifiers, error) &&
         load_clamp (obj, path, "clamp", -6, 12, &t->clamp, error) &&
         (t->clamp.min == t->die_min && t->clamp.max == t->die_max ? TRUE :
          bth_json_fail (error, path, "clamp must match the table's die rows"));
}

static gboolean
load_forced_march (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  BthForcedMarchTable *t = &self->forced_march;
  g_autofree char *colp = sub (path, "columns");
  JsonArray *columns;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "columns", "rows", "modifiers", "clamp"),
                            NULL, error) ||
      !load_string (obj, path, "source", &t->source, error) ||
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
  return load_die_rows (obj, path, 3, 3, &t->die_min, &t->die_max, &t->cells, error) &&
         load_modifiers (obj, path, &t->modifiers, &t->n_modifiers, error) &&
         load_clamp (obj, path, "clamp", -6, 12, &t->clamp, error) &&
         (t->clamp.min == t->die_min && t->clamp.max == t->die_max ? TRUE :
          bth_json_fail (error, path, "clamp must match the table's die rows"));
}

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
  if (!parse_int (digits, first) || *first < 2 || *first > 12 || digits[0] == '+')
    return bth_json_fail (error, path, "\"%s\" is not a CRT roll cell (*, 2 to 12, or N+)", text);
  return TRUE;
}

static gboolean
load_crt_rows (BthCrtTable *t, JsonObject *obj, const char *path, GError **error)
{
  g_autofree char *rp = sub (path, "rows");
  JsonArray *rows = bth_json_member_array (obj, path, "rows", 1, 8, error);

  if (rows == NULL)
    return FALSE;
  t->n_rows = json_array_get_length (rows);
  t->rows = g_new0 (BthCrtRow, t->n_rows);
  for (guint r = 0; r < t->n_rows; r++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", rp, r);
      g_autofree char *rollp = sub (p, "rolls");
      JsonObject *row = bth_json_element_object (rows, rp, r, error);
      JsonArray *rolls;
      BthCrtRow *crt_row = &t->rows[r];
      int expected = 0;

      if (row == NULL ||
          !bth_json_check_keys (row, p, BTH_JSON_KEYS ("odds", "rolls"), NULL, error) ||
          !load_string (row, p, "odds", &crt_row->odds, error) ||
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

static gboolean
load_crt (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  BthCrtTable *t = &self->crt;
  g_autofree char *colp = sub (path, "columns");
  g_autofree char *bandp = sub (path, "odds_bands");
  g_autofree char *autop = sub (path, "automatic");
  JsonArray *columns, *bands;
  JsonObject *automatic;
  const char *text;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "columns", "rows", "odds_bands", "odds_rule",
                                             "automatic", "drm_cap", "roll_clamp", "cap_rule"),
                            NULL, error) ||
      !load_string (obj, path, "source", &t->source, error) ||
      !load_string (obj, path, "odds_rule", &t->odds_rule, error) ||
      !load_string (obj, path, "cap_rule", &t->cap_rule, error) ||
      !bth_json_member_int (obj, path, "drm_cap", 0, 12, &t->drm_cap, error) ||
      !load_clamp (obj, path, "roll_clamp", 2, 12, &t->roll_clamp, error) ||
      (columns = bth_json_member_array (obj, path, "columns", 11, 11, error)) == NULL)
    return FALSE;
  t->n_columns = 11;
  for (guint c = 0; c < t->n_columns; c++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", colp, c);
      g_autofree char *lp = sub (p, "larger");
      g_autofree char *sp = sub (p, "smaller");
      JsonObject *col = bth_json_element_object (columns, colp, c, error);
      if (col == NULL ||
          !bth_json_check_keys (col, p, BTH_JSON_KEYS ("larger", "smaller"), NULL, error) ||
          (text = bth_json_member_string (col, p, "larger", error)) == NULL ||
          !parse_result (text, lp, &t->larger[c], error) ||
          (text = bth_json_member_string (col, p, "smaller", error)) == NULL ||
          !parse_result (text, sp, &t->smaller[c], error))
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
          !load_string (band, p, "odds", &t->bands[b].odds, error) ||
          !load_ratio (band, p, "at_least", &t->bands[b].at_least, error))
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
      !load_ratio (automatic, autop, "at_least", &t->automatic_at_least, error) ||
      (text = bth_json_member_string (automatic, autop, "smaller", error)) == NULL ||
      !parse_result (text, autop, &t->automatic_smaller, error) ||
      (text = bth_json_member_string (automatic, autop, "larger", error)) == NULL ||
      !parse_result (text, autop, &t->automatic_larger, error) ||
      !bth_json_member_int (automatic, autop, "larger_if_smaller_loses_more_than", 0, 99,
                            &t->automatic_larger_if_smaller_loses_more_than, error) ||
      !load_string (automatic, autop, "rule", &t->automatic_rule, error))
    return FALSE;
  return TRUE;
}

static gboolean
load_result_list (JsonObject *obj, const char *path, const char *member, BthResult *out,
                  GError **error)
{
  g_autofree char *p = sub (path, member);
  JsonArray *array = bth_json_member_array (obj, path, member, 11, 11, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < 11; i++)
    {
      g_autofree char *cp = g_strdup_printf ("%s[%u]", p, i);
      const char *text = bth_json_element_string (array, p, i, error);
      if (text == NULL || !parse_result (text, cp, &out[i], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_gc_crt (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  BthGcCrtTable *t = &self->gc_crt;
  g_autofree char *rollp = sub (path, "rolls");
  g_autofree char *rp = sub (path, "rows");
  JsonArray *rolls, *rows;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "rolls", "rows", "automatic_note"), NULL, error) ||
      !load_string (obj, path, "source", &t->source, error) ||
      !load_string (obj, path, "automatic_note", &t->automatic_note, error) ||
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
          !load_string (row, p, "odds", &t->rows[r].odds, error) ||
          !load_result_list (row, p, "larger", t->rows[r].larger, error) ||
          !load_result_list (row, p, "smaller", t->rows[r].smaller, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_combat_loss (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  static const char *const row_names[] = { "1", "D1", "D2 or D3" };
  static const char *const applies[][3] = { { "1", NULL }, { "D1", NULL }, { "D2", "D3", NULL } };
  BthCombatLossTable *t = &self->combat_loss;
  g_autofree char *colp = sub (path, "columns");
  g_autofree char *rp = sub (path, "rows");
  JsonArray *columns, *rows;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "columns", "rows"), NULL, error) ||
      !load_string (obj, path, "source", &t->source, error) ||
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
      g_autofree char *ap = sub (p, "applies_to");
      g_autofree char *lp = sub (p, "losses");
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
  else if (!parse_int (inner, &out->drm) || out->drm < -6 || out->drm > 6)
    return bth_json_fail (error, path, "\"%s\" is not a tactical matrix cell (+N, -N, 0, NC, or in parentheses)", text);
  return TRUE;
}

static gboolean
load_tactics (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  BthTacticalMatrix *t = &self->tactics;
  g_autofree char *tp = sub (path, "tactics");
  g_autofree char *lp = sub (path, "labels");
  g_autofree char *rp = sub (path, "rows");
  JsonArray *tactics, *labels, *rows;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "tactics", "labels", "rows"), NULL, error) ||
      !load_string (obj, path, "source", &t->source, error) ||
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
      g_autofree char *cp = sub (p, "cells");
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

static gboolean
load_int_list (JsonObject *obj, const char *path, const char *member, int lo, int hi, GError **error)
{
  g_autofree char *p = sub (path, member);
  JsonArray *array = bth_json_member_array (obj, path, member, 0, 16, error);
  int value;

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (!bth_json_element_int (array, p, i, lo, hi, &value, error))
      return FALSE;
  return TRUE;
}

static gboolean
load_drm_pair (JsonObject *obj, const char *path, const char *member, BthTerrainEffects *terrain,
               GError **error)
{
  g_autofree char *p = sub (path, member);
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
      !load_string (entry, p, "id", &terrain->id, error) ||
      !load_string (entry, p, "label", &terrain->label, error) ||
      !load_string (entry, p, "movement_cost", &terrain->movement_cost, error) ||
      !load_int_list (entry, p, "notes", 1, 9, error))
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

static gboolean
load_terrain (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  static const char *const lists[] = { "terrain", "features" };
  BthTerrainTable *t = &self->terrain;
  g_autofree char *np = sub (path, "notes");
  JsonArray *arrays[2], *notes;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "terrain", "features", "notes"), NULL, error) ||
      !load_string (obj, path, "source", &t->source, error) ||
      (arrays[0] = bth_json_member_array (obj, path, "terrain", 1, 32, error)) == NULL ||
      (arrays[1] = bth_json_member_array (obj, path, "features", 0, 32, error)) == NULL ||
      (notes = bth_json_member_array (obj, path, "notes", 0, 32, error)) == NULL)
    return FALSE;
  t->terrain = g_new0 (BthTerrainEffects, json_array_get_length (arrays[0]) + json_array_get_length (arrays[1]));
  for (guint l = 0; l < 2; l++)
    {
      g_autofree char *lp = sub (path, lists[l]);
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

static gboolean
load_weather (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  static const char *const kinds[] = { "Fair", "Wet", "Poor", "Cold", NULL };
  BthWeatherTable *t = &self->weather;
  g_autofree char *mp = sub (path, "months");
  g_autofree char *rp = sub (path, "rows");
  g_autofree char *ep = sub (path, "effects");
  JsonArray *months, *rows, *effects;
  guint n_rows;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "months", "rows", "modifiers", "clamp", "effects"),
                            NULL, error) ||
      !load_string (obj, path, "source", &t->source, error) ||
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
      g_autofree char *cp = sub (p, "cells");
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
  if (!load_modifiers (obj, path, &t->modifiers, &t->n_modifiers, error) ||
      !load_clamp (obj, path, "clamp", -6, 12, &t->clamp, error) ||
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
  g_autofree char *rp = sub (path, member);
  JsonArray *rows = bth_json_member_array (obj, path, member, 1, 16, error);

  if (rows == NULL)
    return FALSE;
  for (guint r = 0; r < json_array_get_length (rows); r++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", rp, r);
      g_autofree char *cp = sub (p, "cells");
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
static gboolean
load_naval_results (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  g_autofree char *rollp = sub (path, "rolls");
  g_autofree char *kp = sub (path, "key");
  JsonArray *rolls, *key;
  guint n_rolls;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "rolls", "rows", "special_rows", "key"),
                            BTH_JSON_KEYS ("notes"), error) ||
      bth_json_member_string (obj, path, "source", error) == NULL ||
      (rolls = bth_json_member_array (obj, path, "rolls", 1, 16, error)) == NULL ||
      !load_int_list (obj, path, "rolls", -6, 12, error))
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
      g_autofree char *np = sub (path, "notes");
      JsonArray *notes = bth_json_member_array (obj, path, "notes", 0, 16, error);
      if (notes == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (notes); i++)
        if (bth_json_element_string (notes, np, i, error) == NULL)
          return FALSE;
    }
  return TRUE;
}

static gboolean
load_naval_damage (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  g_autofree char *rp = sub (path, "rows");
  JsonArray *columns, *rows;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("source", "columns", "rows"), NULL, error) ||
      bth_json_member_string (obj, path, "source", error) == NULL ||
      (columns = bth_json_member_array (obj, path, "columns", 1, 16, error)) == NULL ||
      !load_int_list (obj, path, "columns", 1, 99, error) ||
      (rows = bth_json_member_array (obj, path, "rows", 1, 16, error)) == NULL)
    return FALSE;
  for (guint r = 0; r < json_array_get_length (rows); r++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", rp, r);
      g_autofree char *cp = sub (p, "cells");
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

static gboolean
load_combat_rules (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  BthCombatRules *t = &self->combat;
  g_autofree char *ep = sub (path, "entrenchment");
  JsonObject *entrenchment;

  return bth_json_check_keys (obj, path, BTH_JSON_KEYS ("entrenchment", "fortress_multiplier", "fortress_rule",
                                               "unsupplied_divisor", "unsupplied_rule"), NULL, error) &&
         (entrenchment = bth_json_member_object (obj, path, "entrenchment", error)) != NULL &&
         bth_json_check_keys (entrenchment, ep, BTH_JSON_KEYS ("smaller", "larger", "rule"), NULL, error) &&
         bth_json_member_int (entrenchment, ep, "smaller", -6, 0, &t->combat_smaller_entrenched, error) &&
         bth_json_member_int (entrenchment, ep, "larger", 0, 6, &t->combat_larger_entrenched, error) &&
         load_string (entrenchment, ep, "rule", &t->entrenchment_rule, error) &&
         bth_json_member_int (obj, path, "fortress_multiplier", 1, 10, &t->fortress_multiplier, error) &&
         load_string (obj, path, "fortress_rule", &t->fortress_rule, error) &&
         bth_json_member_int (obj, path, "unsupplied_divisor", 1, 10, &t->unsupplied_divisor, error) &&
         load_string (obj, path, "unsupplied_rule", &t->unsupplied_rule, error);
}

/* D.4: the counter colours the players choose from (a force's colour, its leader's). */
static gboolean
load_counter_colors (JsonObject *obj, const char *path, BthMoraleRules *t, GError **error)
{
  g_autofree char *cp = sub (path, "counter_colors");
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
  return load_string (obj, path, "counter_colors_rule", &t->counter_colors_rule, error);
}

static gboolean
load_morale (BthRuleset *self, JsonObject *obj, const char *path, GError **error)
{
  static const char *const kinds[] = { "I", "GI", "L", "M", "P", "C", "GC", "CC" };
  BthMoraleRules *t = &self->morale;
  g_autofree char *kp = sub (path, "kinds");
  g_autofree char *rp = sub (path, "russian_patriotism");
  JsonArray *list;
  JsonObject *patriotism;
  gboolean seen[G_N_ELEMENTS (kinds)] = { FALSE };

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("rule", "kinds", "inside_city_minimum", "inside_city_rule",
                                             "imperial_guard", "imperial_guard_demoralized",
                                             "imperial_guard_rule", "russian_patriotism",
                                             "counter_colors", "counter_colors_rule"), NULL, error) ||
      !load_string (obj, path, "rule", &t->rule, error) ||
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
          g_autofree char *sp = sub (p, "by_symbol");
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
         load_string (obj, path, "inside_city_rule", &t->inside_city_rule, error) &&
         bth_json_member_int (obj, path, "imperial_guard", 0, 3, &t->imperial_guard, error) &&
         bth_json_member_int (obj, path, "imperial_guard_demoralized", 0, 3, &t->imperial_guard_demoralized, error) &&
         load_string (obj, path, "imperial_guard_rule", &t->imperial_guard_rule, error) &&
         (patriotism = bth_json_member_object (obj, path, "russian_patriotism", error)) != NULL &&
         bth_json_check_keys (patriotism, rp, BTH_JSON_KEYS ("morale", "mapboard", "kinds", "color", "minor_symbol", "rule"),
                              NULL, error) &&
         bth_json_member_int (patriotism, rp, "morale", 0, 3, &t->patriotism_morale, error) &&
         bth_json_member_int (patriotism, rp, "mapboard", 1, 4, &t->patriotism_mapboard, error) &&
         bth_json_member_array (patriotism, rp, "kinds", 1, 8, error) != NULL &&
         load_string (patriotism, rp, "color", &t->patriotism_color, error) &&
         load_string (patriotism, rp, "minor_symbol", &t->patriotism_minor_symbol, error) &&
         load_string (patriotism, rp, "rule", &t->patriotism_rule, error) &&
         load_counter_colors (obj, path, t, error);
}

static gboolean
load_single_list_value (JsonObject *obj, const char *path, const char *member, int lo, int hi,
                        int *out, GError **error)
{
  g_autofree char *p = sub (path, member);
  JsonArray *array = bth_json_member_array (obj, path, member, 1, 1, error);

  return array != NULL && bth_json_element_int (array, p, 0, lo, hi, out, error);
}

static gboolean
load_prose (BthRuleset *self, JsonObject *root, GError **error)
{
  BthProseRules *t = &self->prose;
  JsonObject *o;
  int value;
  gboolean flag;

  if ((o = bth_json_member_object (root, "$", "leader_casualty", error)) == NULL ||
      !bth_json_check_keys (o, "$.leader_casualty", BTH_JSON_KEYS ("rule", "dice", "casualty_on", "second_die",
                                                          "turns_out_max", "killed_on"), NULL, error) ||
      !load_string (o, "$.leader_casualty", "rule", &t->leader_casualty_rule, error) ||
      !bth_json_member_int (o, "$.leader_casualty", "dice", 1, 3, &t->leader_casualty_dice, error) ||
      !load_single_list_value (o, "$.leader_casualty", "casualty_on", 2, 18, &t->leader_casualty_on, error) ||
      !bth_json_member_int (o, "$.leader_casualty", "second_die", 1, 1, &value, error) ||
      !bth_json_member_int (o, "$.leader_casualty", "turns_out_max", 1, 6, &t->leader_turns_out_max, error) ||
      !load_single_list_value (o, "$.leader_casualty", "killed_on", 1, 6, &t->leader_killed_on, error))
    return FALSE;

  if ((o = bth_json_member_object (root, "$", "siege", error)) == NULL ||
      !bth_json_check_keys (o, "$.siege", BTH_JSON_KEYS ("rule", "die", "falls_if_at_most_marker", "max_marker"), NULL, error) ||
      !load_string (o, "$.siege", "rule", &t->siege_rule, error) ||
      !bth_json_member_int (o, "$.siege", "die", 1, 1, &value, error) ||
      !bth_json_member_bool (o, "$.siege", "falls_if_at_most_marker", &flag, error) ||
      !bth_json_member_int (o, "$.siege", "max_marker", 1, 6, &t->siege_max_marker, error))
    return FALSE;
  if (!flag)
    return bth_json_fail (error, "$.siege.falls_if_at_most_marker", "only the rule \"die ≤ marker\" is implemented");

  if ((o = bth_json_member_object (root, "$", "commitment", error)) == NULL ||
      !bth_json_check_keys (o, "$.commitment", BTH_JSON_KEYS ("rule", "die", "success_at_least"), NULL, error) ||
      !load_string (o, "$.commitment", "rule", &t->commitment_rule, error) ||
      !bth_json_member_int (o, "$.commitment", "die", 1, 1, &value, error) ||
      !bth_json_member_int (o, "$.commitment", "success_at_least", 1, 12, &t->commitment_at_least, error))
    return FALSE;

  if ((o = bth_json_member_object (root, "$", "alliance", error)) == NULL ||
      !bth_json_check_keys (o, "$.alliance", BTH_JSON_KEYS ("rule", "die", "drm_cap", "clamp"), NULL, error) ||
      !load_string (o, "$.alliance", "rule", &t->alliance_rule, error) ||
      !bth_json_member_int (o, "$.alliance", "die", 1, 1, &value, error) ||
      !bth_json_member_int (o, "$.alliance", "drm_cap", 0, 12, &t->alliance_drm_cap, error) ||
      !load_clamp (o, "$.alliance", "clamp", -6, 12, &t->alliance_clamp, error))
    return FALSE;

  if ((o = bth_json_member_object (root, "$", "overrun", error)) == NULL ||
      !bth_json_check_keys (o, "$.overrun", BTH_JSON_KEYS ("rule", "odds", "difficult_odds", "free_odds",
                                                  "extra_mp", "max_sp"), NULL, error) ||
      !load_string (o, "$.overrun", "rule", &t->overrun_rule, error) ||
      !load_ratio (o, "$.overrun", "odds", &t->overrun_odds, error) ||
      !load_ratio (o, "$.overrun", "difficult_odds", &t->overrun_difficult_odds, error) ||
      !load_ratio (o, "$.overrun", "free_odds", &t->overrun_free_odds, error) ||
      !bth_json_member_int (o, "$.overrun", "extra_mp", 0, 6, &t->overrun_extra_mp, error) ||
      !bth_json_member_int (o, "$.overrun", "max_sp", 1, 99, &t->overrun_max_sp, error))
    return FALSE;

  if ((o = bth_json_member_object (root, "$", "withdrawal", error)) == NULL ||
      !bth_json_check_keys (o, "$.withdrawal", BTH_JSON_KEYS ("rule", "loss"), NULL, error) ||
      !load_string (o, "$.withdrawal", "rule", &t->withdrawal_rule, error) ||
      !bth_json_member_int (o, "$.withdrawal", "loss", 0, 9, &t->withdrawal_loss, error))
    return FALSE;
  return TRUE;
}

typedef gboolean (*SectionLoader) (BthRuleset *, JsonObject *, const char *, GError **);

gboolean
bth_ruleset_load_document (BthRuleset *self, JsonNode *root_node, GError **error)
{
  static const struct { const char *key; SectionLoader load; } sections[] = {
    { "attrition", load_attrition },
    { "combat_results", load_crt },
    { "grand_campaign_crt", load_gc_crt },
    { "combat_loss", load_combat_loss },
    { "forced_march", load_forced_march },
    { "tactical_matrix", load_tactics },
    { "terrain_effects", load_terrain },
    { "weather", load_weather },
    { "naval_results", load_naval_results },
    { "naval_damage", load_naval_damage },
    { "combat_modifiers", load_combat_rules },
    { "morale", load_morale },
  };
  JsonObject *root;
  const char *format;
  int version;

  if (!JSON_NODE_HOLDS_OBJECT (root_node))
    return bth_json_fail (error, "$", "expected an object");
  root = json_node_get_object (root_node);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("format", "format_version", "id", "name", "sources",
                                             "attrition", "combat_results", "grand_campaign_crt",
                                             "combat_loss", "forced_march", "tactical_matrix",
                                             "terrain_effects", "weather", "naval_results",
                                             "naval_damage", "combat_modifiers", "morale",
                                             "leader_casualty", "siege", "commitment", "alliance",
                                             "overrun", "withdrawal", "sequences_of_play", "naval"),
                            BTH_JSON_KEYS ("campaign_politics", "production"), error) ||
      (format = bth_json_member_string (root, "$", "format", error)) == NULL)
    return FALSE;
  if (!g_str_equal (format, "berthier-ruleset"))
    return bth_json_fail (error, "$.format", "\"%s\" is not \"berthier-ruleset\"", format);
  if (!bth_json_member_int (root, "$", "format_version", 1, G_MAXINT, &version, error))
    return FALSE;
  if (version != 1)
    return bth_json_fail (error, "$.format_version", "version %d is newer than this Berthier understands (1)", version);
  if (!load_string (root, "$", "id", &self->id, error) ||
      !load_string (root, "$", "name", &self->name, error) ||
      bth_json_member_object (root, "$", "sources", error) == NULL)
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      g_autofree char *path = sub ("$", sections[i].key);
      JsonObject *section = bth_json_member_object (root, "$", sections[i].key, error);
      if (section == NULL || !sections[i].load (self, section, path, error))
        return FALSE;
    }
  if (!load_prose (self, root, error))
    return FALSE;
  if (json_object_has_member (root, "campaign_politics"))
    {
      JsonObject *campaign = bth_json_member_object (root, "$", "campaign_politics", error);
      if (campaign == NULL ||
          (self->campaign = bth_campaign_rules_load (campaign, "$.campaign_politics", error)) == NULL)
        return FALSE;
    }
  /* The naval tables and X.F numbers, parsed by their own module. */
  if ((self->naval = bth_naval_rules_load (root, error)) == NULL)
    return FALSE;
  /* The Grand Campaign's production numbers (X.J), loaded by bth-production-rules.c. */
  if (json_object_has_member (root, "production"))
    {
      JsonObject *production = bth_json_member_object (root, "$", "production", error);
      if (production == NULL ||
          (self->production = bth_production_rules_load (production, "$.production", error)) == NULL)
        return FALSE;
    }
  {
    JsonObject *sequences = bth_json_member_object (root, "$", "sequences_of_play", error);
    return sequences != NULL &&
           (self->sequences = bth_sequence_set_load (sequences, "$.sequences_of_play", error)) != NULL;
  }
}

static void
free_modifiers (BthModifierDef *defs, guint n)
{
  for (guint i = 0; defs != NULL && i < n; i++)
    {
      g_free (defs[i].id);
      g_free (defs[i].reason);
      g_free (defs[i].rule);
    }
  g_free (defs);
}

void
bth_ruleset_free_tables (BthRuleset *self)
{
  BthProseRules *p = &self->prose;

  for (guint i = 0; i < self->attrition.n_columns && self->attrition.columns; i++)
    g_free (self->attrition.columns[i].label);
  g_free (self->attrition.columns);
  g_free (self->attrition.cells);
  free_modifiers (self->attrition.modifiers, self->attrition.n_modifiers);
  g_free (self->attrition.siege_marker_rule);
  g_free (self->attrition.source);

  g_free (self->forced_march.cells);
  free_modifiers (self->forced_march.modifiers, self->forced_march.n_modifiers);
  g_free (self->forced_march.source);

  for (guint i = 0; i < self->crt.n_rows && self->crt.rows; i++)
    g_free (self->crt.rows[i].odds);
  g_free (self->crt.rows);
  for (guint i = 0; i < self->crt.n_bands && self->crt.bands; i++)
    g_free (self->crt.bands[i].odds);
  g_free (self->crt.bands);
  g_free (self->crt.odds_rule);
  g_free (self->crt.automatic_rule);
  g_free (self->crt.cap_rule);
  g_free (self->crt.source);

  for (guint i = 0; i < self->gc_crt.n_rows && self->gc_crt.rows; i++)
    g_free (self->gc_crt.rows[i].odds);
  g_free (self->gc_crt.rows);
  g_free (self->gc_crt.automatic_note);
  g_free (self->gc_crt.source);

  g_free (self->combat_loss.source);

  for (guint i = 0; i < BTH_TACTIC_COUNT; i++)
    {
      g_free (self->tactics.tactics[i]);
      g_free (self->tactics.labels[i]);
    }
  g_free (self->tactics.source);

  for (guint i = 0; i < self->terrain.n_terrain; i++)
    {
      g_free (self->terrain.terrain[i].id);
      g_free (self->terrain.terrain[i].label);
      g_free (self->terrain.terrain[i].movement_cost);
    }
  g_free (self->terrain.terrain);
  g_free (self->terrain.source);

  for (guint i = 0; i < 12; i++)
    g_free (self->weather.months[i]);
  for (guint i = 0; i < self->weather.n_cells; i++)
    g_free (self->weather.cells[i]);
  g_free (self->weather.cells);
  free_modifiers (self->weather.modifiers, self->weather.n_modifiers);
  g_free (self->weather.source);

  g_free (self->combat.entrenchment_rule);
  g_free (self->combat.fortress_rule);
  g_free (self->combat.unsupplied_rule);
  g_free (self->morale.rule);
  g_free (self->morale.inside_city_rule);
  g_free (self->morale.imperial_guard_rule);
  g_free (self->morale.patriotism_rule);
  g_free (self->morale.patriotism_color);
  g_free (self->morale.patriotism_minor_symbol);
  g_strfreev (self->morale.counter_colors);
  g_free (self->morale.counter_colors_rule);
  g_free (p->leader_casualty_rule);
  g_free (p->siege_rule);
  g_free (p->commitment_rule);
  g_free (p->alliance_rule);
  g_free (p->overrun_rule);
  g_free (p->withdrawal_rule);
  g_clear_pointer (&self->sequences, bth_sequence_set_free);
  g_clear_pointer (&self->campaign, bth_campaign_rules_free);
  g_clear_pointer (&self->naval, bth_naval_rules_free);
  g_clear_pointer (&self->production, bth_production_rules_free);
}
