/* bth-chart-naval.c — the Naval Results Table and the Naval Damage Table.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include "bth-chart-private.h"

/* Naval Results Table and Naval Damage Table ------------------------------------------ */

static const char *
naval_key (JsonObject *t,
           const char *code)
{
  JsonArray *key = bth_chart_doc_array (t, "key");

  for (guint i = 0; i < bth_chart_array_length (key); i++)
    {
      JsonObject *item = json_array_get_object_element (key, i);
      if (g_strcmp0 (bth_chart_doc_string (item, "code"), code) == 0)
        return bth_chart_doc_string (item, "text");
    }
  return NULL;
}

/* The naval rows: the combat ratios, then the blockade, pursuit and transport rows. */
static JsonObject *
naval_row (JsonObject *t,
           guint       index,
           gboolean   *special)
{
  JsonArray *rows = bth_chart_doc_array (t, "rows");
  JsonArray *special_rows = bth_chart_doc_array (t, "special_rows");

  *special = index >= bth_chart_array_length (rows);
  if (!*special)
    return json_array_get_object_element (rows, index);
  index -= bth_chart_array_length (rows);
  return index < bth_chart_array_length (special_rows)
         ? json_array_get_object_element (special_rows, index) : NULL;
}

void
bth_chart_build_naval_results (BthRuleset    *rules,
                               BthTableView  *view,
                               BthChartSetup *setup)
{
  JsonObject *t = bth_chart_doc_table (rules, "naval_results");
  JsonArray *rolls = bth_chart_doc_array (t, "rolls");
  guint n = bth_chart_array_length (rolls);
  guint n_rows = bth_chart_array_length (bth_chart_doc_array (t, "rows")) + bth_chart_array_length (bth_chart_doc_array (t, "special_rows"));
  g_autoptr(GPtrArray) labels = bth_chart_strings ();
  g_autoptr(GPtrArray) forces = bth_chart_strings ();
  JsonArray *key = bth_chart_doc_array (t, "key");

  bth_table_view_reset (view, _("Naval Results Table"), 1, n);
  for (guint c = 0; c < n; c++)
    {
      g_ptr_array_add (labels, bth_chart_node_text (json_array_get_element (rolls, c)));
      g_ptr_array_add (forces, g_strdup (C_("crt", "L  S")));
    }
  bth_chart_caption_row (view, NULL, _("Modified die roll"), n);
  bth_table_view_add_header_row (view, _("Force"), bth_chart_strv (forces));
  bth_table_view_add_header_row (view, _("Combat ratio"), bth_chart_strv (labels));

  bth_chart_key_choices (&setup->keys[0], _("Combat ratio or table"));
  bth_chart_key_number (&setup->keys[1], _("Modified die roll"),
                  n > 0 ? (int) json_array_get_int_element (rolls, 0) : 0,
                  n > 0 ? (int) json_array_get_int_element (rolls, n - 1) : 0, 3);
  for (guint r = 0; r < n_rows; r++)
    {
      gboolean special;
      JsonObject *row = naval_row (t, r, &special);
      JsonArray *values = bth_chart_doc_array (row, "cells");
      const char *header[] = { bth_chart_doc_string (row, special ? "label" : "odds") };
      g_autoptr(GPtrArray) cells = bth_chart_strings ();

      for (guint c = 0; c < bth_chart_array_length (values); c++)
        g_ptr_array_add (cells, bth_chart_node_text (json_array_get_element (values, c)));
      bth_table_view_add_row (view, header, bth_chart_strv (cells));
      g_ptr_array_add (setup->keys[0].choices, g_strdup (header[0]));
    }
  for (guint i = 0; i < bth_chart_array_length (key); i++)
    {
      JsonObject *item = json_array_get_object_element (key, i);
      bth_chart_note (setup, "%s = %s", bth_chart_doc_string (item, "code"), bth_chart_doc_string (item, "text"));
    }
}

/* "2K" → "2 Naval Units Sunk, …"; "0" and "-" → no result. */
static char *
describe_naval (JsonObject *t,
                const char *code)
{
  const char *text = naval_key (t, code);

  if (text != NULL)
    return g_strdup (text);
  return g_strdup (_("no result"));
}

void
bth_chart_lookup_naval_results (BthRuleset     *rules,
                                int             index,
                                int             roll,
                                BthChartAnswer *answer)
{
  JsonObject *t = bth_chart_doc_table (rules, "naval_results");
  JsonArray *rolls = bth_chart_doc_array (t, "rolls");
  gboolean special;
  JsonObject *row = index >= 0 ? naval_row (t, (guint) index, &special) : NULL;
  const char *cell;

  if (row == NULL)
    return;
  for (guint c = 0; c < bth_chart_array_length (rolls); c++)
    if (json_array_get_int_element (rolls, c) == roll)
      {
        cell = json_array_get_string_element (bth_chart_doc_array (row, "cells"), c);
        bth_chart_answer_cell (answer, (guint) index, c);
        if (special)
          {
            g_autofree char *meaning = describe_naval (t, cell);

            answer->text = g_strdup (cell);
            answer->detail = g_strdup_printf (_("%s, modified roll %d: %s."),
                                              bth_chart_doc_string (row, "label"), roll, meaning);
          }
        else
          {
            g_auto(GStrv) parts = g_strsplit (cell, " ", 2);
            const char *larger = parts[0] != NULL ? parts[0] : "";
            const char *smaller = parts[0] != NULL && parts[1] != NULL ? parts[1] : "";
            g_autofree char *larger_text = describe_naval (t, larger);
            g_autofree char *smaller_text = describe_naval (t, smaller);

            answer->text = g_strdup_printf (_("L %s · S %s"), larger, smaller);
            answer->detail = g_strdup_printf (_("At %s with a modified roll of %d, the larger "
                                                "force: %s; the smaller force: %s."),
                                              bth_chart_doc_string (row, "odds"), roll,
                                              larger_text, smaller_text);
          }
        return;
      }
}

void
bth_chart_build_naval_damage (BthRuleset    *rules,
                              BthTableView  *view,
                              BthChartSetup *setup)
{
  JsonObject *t = bth_chart_doc_table (rules, "naval_damage");
  JsonArray *columns = bth_chart_doc_array (t, "columns");
  g_autoptr(GPtrArray) labels = bth_chart_strength_labels (columns);
  guint n = bth_chart_array_length (columns);

  bth_table_view_reset (view, _("Naval Damage Table"), 1, n);
  bth_chart_caption_row (view, _("Naval result"), _("Total strength points in smaller force"), n);
  bth_table_view_add_header_row (view, NULL, bth_chart_strv (labels));
  bth_chart_key_choices (&setup->keys[0], _("Naval result"));
  bth_chart_key_number (&setup->keys[1], _("Strength points in the smaller force"),
                  n > 0 ? (int) json_array_get_int_element (columns, 0) : 0, 999, 3);
  bth_chart_loss_rows (view, setup, bth_chart_doc_array (t, "rows"), "result", "cells");
}

void
bth_chart_lookup_naval_damage (BthRuleset     *rules,
                               int             result,
                               int             sp,
                               BthChartAnswer *answer)
{
  JsonObject *t = bth_chart_doc_table (rules, "naval_damage");
  JsonArray *rows = bth_chart_doc_array (t, "rows");
  int column = bth_chart_strength_column (bth_chart_doc_array (t, "columns"), sp);
  JsonObject *row;
  gint64 value;

  if (result < 0 || (guint) result >= bth_chart_array_length (rows) || column < 0)
    return;
  row = json_array_get_object_element (rows, (guint) result);
  value = json_array_get_int_element (bth_chart_doc_array (row, "cells"), (guint) column);
  bth_chart_answer_cell (answer, (guint) result, (guint) column);
  answer->text = g_strdup_printf ("%" G_GINT64_FORMAT, value);
  answer->detail = g_strdup_printf (_("%s against a smaller force of %d SP: %d."),
                                    bth_chart_doc_string (row, "result"), sp, (int) value);
}

