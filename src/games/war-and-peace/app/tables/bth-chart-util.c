/* bth-chart-util.c — the helpers every chart is drawn with: keys, notes, captions, cells
 * as printed.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include "bth-chart-private.h"

void
bth_chart_key_choices (BthChartKey *key,
                       const char  *title)
{
  key->number = FALSE;
  key->title = g_strdup (title);
  key->choices = g_ptr_array_new_with_free_func (g_free);
}

void
bth_chart_key_number (BthChartKey *key,
                      const char  *title,
                      int          min,
                      int          max,
                      int          value)
{
  key->number = TRUE;
  key->title = g_strdup (title);
  key->min = min;
  key->max = max;
  key->value = CLAMP (value, min, max);
}

void
bth_chart_setup_clear (BthChartSetup *setup)
{
  for (guint i = 0; i < G_N_ELEMENTS (setup->keys); i++)
    {
      g_free (setup->keys[i].title);
      g_free (setup->keys[i].subtitle);
      g_clear_pointer (&setup->keys[i].choices, g_ptr_array_unref);
    }
  g_string_free (setup->notes, TRUE);
}

void
bth_chart_answer_cell (BthChartAnswer *answer,
                       guint           row,
                       guint           column)
{
  if (answer->n_cells >= BTH_CHART_MAX_ANSWER_CELLS)
    return;
  answer->rows[answer->n_cells] = row;
  answer->columns[answer->n_cells] = column;
  answer->n_cells++;
}

/* Adds a line to the notes under the chart. */
void
bth_chart_note (BthChartSetup *setup,
                const char  *format,
                ...)
{
  va_list args;

  if (setup->notes->len > 0)
    g_string_append_c (setup->notes, '\n');
  va_start (args, format);
  g_string_append_vprintf (setup->notes, format, args);
  va_end (args);
}

void
bth_chart_note_modifiers (BthChartSetup        *setup,
                          const BthModifierDef *defs,
                          guint                 n_defs)
{
  if (n_defs > 0)
    bth_chart_note (setup, "%s", _("Modifiers:"));
  for (guint i = 0; i < n_defs; i++)
    bth_chart_note (setup, "(%+d) %s  %s", defs[i].value, defs[i].reason, defs[i].rule);
}

void
bth_chart_note_clamp (BthChartSetup  *setup,
                      const BthClamp *clamp)
{
  bth_chart_note (setup, _("A modified roll below %d is treated as %d, above %d as %d."),
        clamp->min, clamp->min, clamp->max, clamp->max);
}

/* A caption row spanning every column: the caption, then NULLs. */
void
bth_chart_caption_row (BthTableView *view,
                       const char   *corner,
                       const char   *caption,
                       guint         n_columns)
{
  g_autofree const char **labels = g_new0 (const char *, n_columns + 1);

  labels[0] = caption;
  bth_table_view_add_header_row (view, corner, labels);
}

/* A GPtrArray of strings as the NULL-terminated vector the table view takes. */
const char * const *
bth_chart_strv (GPtrArray *array)
{
  if (array->len == 0 || g_ptr_array_index (array, array->len - 1) != NULL)
    g_ptr_array_add (array, NULL);
  return (const char * const *) array->pdata;
}

GPtrArray *
bth_chart_strings ( void)
{
  return g_ptr_array_new_with_free_func (g_free);
}

char *
bth_chart_star_cell (const BthStarCell *cell)
{
  return g_strdup_printf ("%d%s", cell->value, cell->starred ? "*" : "");
}

/* The part of the ruleset document under NAME, or NULL. */
JsonObject *
bth_chart_doc_table (BthRuleset *rules,
                     const char *name)
{
  JsonNode *root = bth_ruleset_get_document (rules);
  JsonObject *object;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  object = json_node_get_object (root);
  if (!json_object_has_member (object, name))
    return NULL;
  return json_object_get_object_member (object, name);
}

JsonArray *
bth_chart_doc_array (JsonObject *object,
                     const char *name)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

const char *
bth_chart_doc_string (JsonObject *object,
                      const char *name)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  return node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_STRING ? json_node_get_string (node) : NULL;
}

/* A cell as the chart prints it: strings as they are, numbers in digits, null as "—". */
char *
bth_chart_node_text (JsonNode *node)
{
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return g_strdup ("—");
  if (JSON_NODE_HOLDS_VALUE (node))
    {
      if (json_node_get_value_type (node) == G_TYPE_STRING)
        return g_strdup (json_node_get_string (node));
      if (json_node_get_value_type (node) == G_TYPE_INT64)
        return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
    }
  return g_strdup ("?");
}

guint
bth_chart_array_length (JsonArray *array)
{
  return array != NULL ? json_array_get_length (array) : 0;
}

/* What a combat result ("0", "1", "D1") asks of a force. */
char *
bth_chart_describe_result (BthResult result)
{
  int morale = bth_result_demoralization (result);

  if (result == BTH_RESULT_NONE)
    return g_strdup (_("no loss"));
  if (morale == 0)
    return g_strdup (_("consult the Combat Loss Chart"));
  return g_strdup_printf (ngettext ("consult the Combat Loss Chart and lose %d morale level",
                                    "consult the Combat Loss Chart and lose %d morale levels",
                                    morale), morale);
}


/* Both loss tables have a last column that stands for that many SP or more. */
GPtrArray *
bth_chart_strength_labels (JsonArray *columns)
{
  GPtrArray *labels = bth_chart_strings ();
  guint n = bth_chart_array_length (columns);

  for (guint c = 0; c < n; c++)
    {
      g_autofree char *text = bth_chart_node_text (json_array_get_element (columns, c));

      g_ptr_array_add (labels, c + 1 == n ? g_strconcat (text, "+", NULL) : g_steal_pointer (&text));
    }
  return labels;
}

/* The column of a strength: its own, or the last for more. */
int
bth_chart_strength_column (JsonArray *columns,
                           int        sp)
{
  guint n = bth_chart_array_length (columns);

  for (guint c = 0; c < n; c++)
    if (json_array_get_int_element (columns, c) == sp
        || (c + 1 == n && sp >= json_array_get_int_element (columns, c)))
      return (int) c;
  return -1;
}

void
bth_chart_loss_rows (BthTableView  *view,
                     BthChartSetup *setup,
                     JsonArray     *rows,
                     const char    *row_member,
                     const char    *cells_member)
{
  for (guint r = 0; r < bth_chart_array_length (rows); r++)
    {
      JsonObject *row = json_array_get_object_element (rows, r);
      JsonArray *values = bth_chart_doc_array (row, cells_member);
      const char *header[] = { bth_chart_doc_string (row, row_member) };
      g_autoptr(GPtrArray) cells = bth_chart_strings ();

      for (guint c = 0; c < bth_chart_array_length (values); c++)
        g_ptr_array_add (cells, bth_chart_node_text (json_array_get_element (values, c)));
      bth_table_view_add_row (view, header, bth_chart_strv (cells));
      g_ptr_array_add (setup->keys[0].choices, g_strdup (header[0]));
    }
}
