/* test-ui-lookup.c — the Tables screen: each chart drawn as printed (its size, and every
 * cell against the chart seed), and cell lookups through the widgets, checked against the
 * values the seed's charts give.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bth-table-view.h"
#include "bth-ui-test.h"

#define SEED "004_78846f256e6dd240.txt"

static GtkWidget *
show_table (const char *name)
{
  GtkWidget *page = bth_ui_show_page ("lookup");

  bth_ui_select (page, "table_row", name);
  g_assert_cmpstr (bth_ui_get_text (page, "table_title"), ==, name);
  return page;
}

static BthTableView *
table_view (GtkWidget *page)
{
  return BTH_TABLE_VIEW (bth_ui_find (page, "table_view"));
}

/* Sets a key: a number for a spin button, an item for a drop-down. */
static void
set_key (GtkWidget  *page,
         const char *which,
         const char *value)
{
  g_autofree char *choice = g_strdup_printf ("%s_choice", which);
  g_autofree char *number = g_strdup_printf ("%s_value", which);

  if (gtk_widget_get_visible (bth_ui_find (page, choice)))
    bth_ui_select (page, choice, value);
  else
    {
      g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (bth_ui_find (page, number),
                                                                      ADW_TYPE_ACTION_ROW)));
      bth_ui_set_value (page, number, g_ascii_strtod (value, NULL));
    }
}

/* Looks up ROW_KEY × COLUMN_KEY; the answer must be ANSWER and cell (ROW, COLUMN) lit. */
static void
check_lookup (GtkWidget  *page,
              const char *row_key,
              const char *column_key,
              const char *answer,
              int         row,
              int         column)
{
  BthTableView *view = table_view (page);

  set_key (page, "row", row_key);
  set_key (page, "column", column_key);
  g_assert_cmpstr (bth_ui_get_text (page, "answer_label"), ==, answer);
  g_assert_cmpstr (bth_ui_get_text (page, "answer_detail"), !=, "");
  if (row >= 0)
    g_assert_true (bth_table_view_is_highlighted (view, (guint) row, (guint) column));
  for (guint r = 0; r < bth_table_view_get_n_rows (view); r++)
    for (guint c = 0; c < bth_table_view_get_n_columns (view); c++)
      if ((int) r != row || (int) c != column)
        {
          /* Only the answer is lit (the Grand Campaign CRT lights L and S together). */
          if (bth_table_view_is_highlighted (view, r, c))
            g_assert_true ((int) c == column && ((int) r == row + 1 || (int) r == row - 1));
        }
}

static void
check_size (GtkWidget *page,
            guint      rows,
            guint      columns)
{
  g_assert_cmpuint (bth_table_view_get_n_rows (table_view (page)), ==, rows);
  g_assert_cmpuint (bth_table_view_get_n_columns (table_view (page)), ==, columns);
}

/* The chart seed ----------------------------------------------------------------------- */

static char **seed_lines;

static char *
squeeze (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (*p != ' ')
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

/* The cells of the first row labelled LABEL after the line TITLE, empty fields dropped
 * and spaces squeezed out ("11 +" → "11+"); NULL if the seed is not here. */
static GPtrArray *
seed_row (const char *title,
          const char *label)
{
  gboolean in_section = FALSE;

  if (seed_lines == NULL)
    return NULL;
  for (guint i = 0; seed_lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      GPtrArray *cells;

      if (g_str_equal (seed_lines[i], title))
        in_section = TRUE;
      if (!in_section)
        continue;
      fields = g_strsplit (seed_lines[i], "\t", -1);
      if (g_strcmp0 (fields[0], label) != 0)
        continue;
      cells = g_ptr_array_new_with_free_func (g_free);
      for (guint f = 1; fields[f] != NULL; f++)
        if (*g_strstrip (fields[f]) != '\0')
          g_ptr_array_add (cells, squeeze (fields[f]));
      return cells;
    }
  g_error ("seed: no row “%s” under “%s”", label, title);
  return NULL;
}

/* Every body row of the chart on screen against the seed's rows LABELS, in order. */
static void
check_against_seed (GtkWidget          *page,
                    const char         *title,
                    const char * const *labels,
                    guint               skip)
{
  BthTableView *view = table_view (page);
  guint n = g_strv_length ((char **) labels);

  if (seed_lines == NULL)
    {
      g_test_message ("chart seed not found: only the spot checks run");
      return;
    }
  g_assert_cmpuint (bth_table_view_get_n_rows (view), ==, n);
  for (guint r = 0; r < n; r++)
    {
      g_autoptr(GPtrArray) cells = seed_row (title, labels[r]);

      g_assert_cmpuint (cells->len, >=, skip + bth_table_view_get_n_columns (view));
      for (guint c = 0; c < bth_table_view_get_n_columns (view); c++)
        {
          g_autofree char *shown = squeeze (bth_table_view_get_cell (view, r, c));
          g_assert_cmpstr (shown, ==, g_ptr_array_index (cells, skip + c));
        }
    }
}

/* The charts --------------------------------------------------------------------------- */

static void
test_crt (void)
{
  GtkWidget *page = show_table ("Combat Results Table");
  const char *rows[] = { "1 to 1", "3 to 2", "2 to 1 (up)", NULL };

  check_size (page, 3, 11);
  check_against_seed (page, "COMBAT RESULTS TABLE", rows, 0);
  /* 3 to 2, modified roll 7: the column headed L 1 S 1 (its 7 is the 6th roll of the row). */
  check_lookup (page, "3:2", "7", "L 1 · S 1", 1, 6);
  g_assert_cmpstr (bth_table_view_get_cell (table_view (page), 1, 6), ==, "7");
  check_lookup (page, "1:1", "2", "L D3 · S 1", 0, 0);
  check_lookup (page, "1:1", "9", "L 0 · S 1", 0, 7);
  check_lookup (page, "2:1", "3", "L 1 · S 0", 2, 3);
  /* "10 +": an open column takes every roll from 10 up. */
  check_lookup (page, "2:1", "12", "L 1 · S D3", 2, 10);
  check_lookup (page, "3:2", "12", "L 1 · S D3", 1, 10);
  bth_ui_snap ("lookup-crt");
}

static void
test_gc_crt (void)
{
  GtkWidget *page = show_table ("Grand Campaign CRT");

  check_size (page, 10, 11);
  if (seed_lines != NULL)
    {
      /* Odds rows: "2 to 1 (up)\tL Result\tD1\t…"; the S row follows with an empty first field. */
      const char *odds[] = { "2 to 1 (up)", "3 to 2", "1 to 1", "2 to 3", "1 to 2 (down)" };
      BthTableView *view = table_view (page);

      for (guint o = 0; o < G_N_ELEMENTS (odds); o++)
        {
          g_autoptr(GPtrArray) larger = seed_row ("OPTIONAL GRAND CAMPAIGN COMBAT RESULTS TABLE", odds[o]);

          g_assert_cmpstr (g_ptr_array_index (larger, 0), ==, "LResult");
          for (guint c = 0; c < 11; c++)
            g_assert_cmpstr (bth_table_view_get_cell (view, 2 * o, c), ==, g_ptr_array_index (larger, 1 + c));
        }
    }
  /* 2 to 3, roll 4: L 1, S D2; both cells lit. */
  check_lookup (page, "2:3", "4", "L 1 · S D2", 6, 2);
  g_assert_true (bth_table_view_is_highlighted (table_view (page), 7, 2));
  check_lookup (page, "2:1", "12", "L 0 · S D3", 0, 10);
  check_lookup (page, "1:2", "2", "L 0 · S D3", 8, 0);
}

static void
test_combat_loss (void)
{
  GtkWidget *page = show_table ("Combat Loss Chart");
  const char *rows[] = { "1", "D1", "D2 or D3", NULL };

  check_size (page, 3, 21);
  check_against_seed (page, "COMBAT LOSS CHART", rows, 0);
  check_lookup (page, "D1", "7", "2", 1, 6);
  check_lookup (page, "1", "11", "2", 0, 10);
  /* 21 or more: the last column. */
  check_lookup (page, "D2 or D3", "25", "9", 2, 20);
  bth_ui_snap ("lookup-combat-loss");
}

static void
test_attrition (void)
{
  GtkWidget *page = show_table ("Attrition Table");
  const char *rows[] = { "1", "2", "3", "4", "5", "6", NULL };

  check_size (page, 6, 5);
  check_against_seed (page, "ATTRITION TABLE", rows, 0);
  /* 14 SP falls in the 11-15 column. */
  check_lookup (page, "4", "14", "2*", 3, 2);
  check_lookup (page, "6", "21", "5*", 5, 4);
  check_lookup (page, "1", "3", "0", 0, 0);
  check_lookup (page, "6", "40", "5*", 5, 4);
  /* Fewer than three SP: no column, nothing lit. */
  check_lookup (page, "6", "2", "No attrition", -1, -1);
  bth_ui_snap ("lookup-attrition");
}

static void
test_forced_march (void)
{
  GtkWidget *page = show_table ("Forced March Table");
  const char *rows[] = { "1", "2", "3", "4", "5", "6", NULL };

  check_size (page, 6, 3);
  check_against_seed (page, "FORCED MARCH TABLE", rows, 0);
  check_lookup (page, "3", "3", "2*", 2, 2);
  check_lookup (page, "4", "2", "1*", 3, 1);
  check_lookup (page, "6", "1", "0", 5, 0);
}

static void
test_tactical_matrix (void)
{
  GtkWidget *page = show_table ("Tactical Matrix");
  const char *rows[] = { "Charge", "Envelop", "Skirmish", "Bombard", "Square", "Refuse",
                         "Withdraw", NULL };

  check_size (page, 7, 7);
  check_against_seed (page, "OPTIONAL TACTICAL MATRIX FOR FIELD BATTLES", rows, 0);
  check_lookup (page, "Skirmish", "Charge", "+2", 2, 0);
  check_lookup (page, "Square", "Square", "NC", 4, 4);
  check_lookup (page, "Charge", "Withdraw", "(-2)", 0, 6);
  check_lookup (page, "Withdraw", "Bombard", "(NC)", 6, 3);
}

static void
test_terrain (void)
{
  GtkWidget *page = show_table ("Terrain Effects Chart");

  /* Eight hex terrains, then nine hexsides, cities and sea features. */
  check_size (page, 17, 5);
  check_lookup (page, "Low Mountain Hex", "Battle: S attacked", "(-2) in", 6, 2);
  check_lookup (page, "High Mountain Hex", "Movement point cost", "3*", 7, 0);
  check_lookup (page, "River Hexside/ River Tail", "Battle: L attacked", "(+2) from", 8, 3);
  check_lookup (page, "Major City", "Fort capacity", "6", 10, 4);
  check_lookup (page, "Minor City", "Fort capacity", "4", 11, 4);
  check_lookup (page, "Swamp Hex", "Note number", "1, 6", 4, 1);
  check_lookup (page, "Clear Hex", "Battle: S attacked", "No effect", 0, 2);
  bth_ui_snap ("lookup-terrain");
}

static void
test_weather (void)
{
  GtkWidget *page = show_table ("Weather Table");
  const char *rows[] = { "0", "1", "2", "3", "4", "5", "6", "7", NULL };

  check_size (page, 8, 12);
  check_against_seed (page, "WEATHER TABLE", rows, 0);
  check_lookup (page, "0", "Jan", "Wet", 0, 0);
  check_lookup (page, "3", "Nov", "Cold", 3, 10);
  check_lookup (page, "6", "Apr", "Poor", 6, 3);
  check_lookup (page, "7", "May", "Wet", 7, 4);
  check_lookup (page, "2", "Jul", "Fair", 2, 6);
  bth_ui_snap ("lookup-weather");
}

static void
test_naval (void)
{
  GtkWidget *page = show_table ("Naval Results Table");
  const char *rows[] = { "1 to 1", "3 to 2", "2 to 1", "Blockade Table", "Pursuit Table",
                         "Transport Table", NULL };
  const char *damage[] = { "D", "R", "C", "2C", "K", "2K", "Attrition Table", NULL };

  check_size (page, 6, 10);
  check_against_seed (page, "NAVAL RESULTS TABLE", rows, 0);
  check_lookup (page, "3:2", "-1", "L 2C · S 0", 1, 0);
  check_lookup (page, "1:1", "8", "L 0 · S 2K", 0, 9);
  check_lookup (page, "Blockade Table", "1", "F*", 3, 2);
  check_lookup (page, "Pursuit Table", "6", "I", 4, 7);

  page = show_table ("Naval Damage Table");
  check_size (page, 7, 6);
  check_against_seed (page, "NAVAL DAMAGE TABLE", damage, 0);
  check_lookup (page, "K", "3", "2", 4, 2);
  check_lookup (page, "2C", "9", "2", 3, 5);
  check_lookup (page, "Attrition Table", "6", "4", 6, 5);
}

static void
test_undo (void)
{
  GtkWidget *page = show_table ("Combat Results Table");
  BthSession *session = bth_window_get_session (bth_ui_window ());

  check_lookup (page, "3:2", "7", "L 1 · S 1", 1, 6);
  page = show_table ("Weather Table");
  g_assert_true (bth_session_can_undo (session));
  g_assert_true (bth_session_undo (session));
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "table_title"), ==, "Combat Results Table");
  g_assert_cmpstr (bth_ui_get_text (page, "answer_label"), ==, "L 1 · S 1");
  g_assert_true (bth_table_view_is_highlighted (table_view (page), 1, 6));
}

/* The grid of VIEW with CSS class WHICH ("row-headers" or "cells"). */
static GtkGrid *
view_grid (BthTableView *view, const char *which)
{
  GtkWidget *stack[64];
  guint n = 0;

  stack[n++] = GTK_WIDGET (view);
  while (n > 0)
    {
      GtkWidget *w = stack[--n];

      if (GTK_IS_GRID (w) && gtk_widget_has_css_class (w, which))
        return GTK_GRID (w);
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL && n < G_N_ELEMENTS (stack); c = gtk_widget_get_next_sibling (c))
        stack[n++] = c;
    }
  g_error ("no grid .%s in the chart", which);
  return NULL;
}

/* Fails unless every row header of the chart on PAGE stands level with its row's cells:
 * the same top and the same height (a header over several rows: from the first's top to
 * the last's bottom), however the cells wrap. */
static void
check_rows_level (GtkWidget *page, const char *chart, int width)
{
  BthTableView *view = table_view (page);
  GtkGrid *headers = view_grid (view, "row-headers");
  GtkGrid *cells = view_grid (view, "cells");

  for (int row = 0; gtk_grid_get_child_at (cells, 0, row) != NULL; row++)
    {
      GtkWidget *header = NULL, *first_cell = gtk_grid_get_child_at (cells, 0, row), *last_cell;
      graphene_rect_t h, top, bottom;
      int column, header_row, span;

      for (int c = 0; c < 4; c++)
        if (gtk_grid_get_child_at (headers, c, row) != NULL)
          header = gtk_grid_get_child_at (headers, c, row);
      g_assert_nonnull (header);
      gtk_grid_query_child (headers, header, &column, &header_row, NULL, &span);
      if (header_row != row)
        continue;   /* checked at its first row */
      last_cell = gtk_grid_get_child_at (cells, 0, row + span - 1);
      g_assert_true (gtk_widget_compute_bounds (header, GTK_WIDGET (view), &h));
      g_assert_true (gtk_widget_compute_bounds (first_cell, GTK_WIDGET (view), &top));
      g_assert_true (gtk_widget_compute_bounds (last_cell, GTK_WIDGET (view), &bottom));
      if (fabsf (h.origin.y - top.origin.y) > 1.0f
          || fabsf ((h.origin.y + h.size.height) - (bottom.origin.y + bottom.size.height)) > 1.0f)
        g_error ("%s at %d px: the header “%s” of row %d spans y %.0f–%.0f, its cells y %.0f–%.0f", chart, width,
                 gtk_label_get_label (GTK_LABEL (header)), row, h.origin.y, h.origin.y + h.size.height,
                 top.origin.y, bottom.origin.y + bottom.size.height);
    }
}

/* Every chart of the Tables screen, narrow and wide: wrapped cells (the Terrain Effects
 * Chart's movement costs in words) keep their rows level with the row headers. */
static void
test_rows_level (void)
{
  GtkWidget *page = bth_ui_show_page ("lookup");
  GtkWindow *window = GTK_WINDOW (bth_ui_window ());
  GListModel *charts = adw_combo_row_get_model (ADW_COMBO_ROW (bth_ui_find (page, "table_row")));
  const int widths[] = { 360, 1280 };
  int old_width, old_height;

  gtk_window_get_default_size (window, &old_width, &old_height);
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      gtk_window_set_default_size (window, widths[w], 860);
      bth_ui_settle ();
      for (guint i = 0; i < g_list_model_get_n_items (charts); i++)
        {
          g_autoptr(GObject) item = g_list_model_get_item (charts, i);
          const char *name = gtk_string_object_get_string (GTK_STRING_OBJECT (item));

          bth_ui_select (page, "table_row", name);
          bth_ui_settle ();
          bth_ui_settle ();
          if (g_str_equal (name, "Terrain Effects Chart"))
            {
              g_autofree char *snap = g_strdup_printf ("lookup-terrain-rows-%d", widths[w]);
              bth_ui_scroll_to (page, "table_view");
              bth_ui_snap (snap);
            }
          check_rows_level (page, name, widths[w]);
        }
    }
  gtk_window_set_default_size (window, old_width, old_height);
  bth_ui_settle ();
}

/* BTH_UI_SIZE is applied when the tests start, which is too late once the window is on
 * screen; the saved window size (memory settings backend) is read before it is shown. */
static void
size_window_from_environment (void)
{
  const char *size = g_getenv ("BTH_UI_SIZE");
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  int width, height;

  if (size == NULL || sscanf (size, "%dx%d", &width, &height) != 2 || source == NULL
      || (schema = g_settings_schema_source_lookup (source, APP_ID, TRUE)) == NULL)
    return;
  settings = g_settings_new (APP_ID);
  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);
}

int
main (int argc, char **argv)
{
  g_autofree char *seed = NULL;
  g_autofree char *text = NULL;
  int status;

  bth_ui_test_init (&argc, &argv);
  size_window_from_environment ();
  seed = g_test_build_filename (G_TEST_DIST, "seeds", SEED, NULL);
  if (g_file_get_contents (seed, &text, NULL, NULL))
    seed_lines = g_strsplit (text, "\n", -1);

  g_test_add_func ("/ui/lookup/crt", test_crt);
  g_test_add_func ("/ui/lookup/gc-crt", test_gc_crt);
  g_test_add_func ("/ui/lookup/combat-loss", test_combat_loss);
  g_test_add_func ("/ui/lookup/attrition", test_attrition);
  g_test_add_func ("/ui/lookup/forced-march", test_forced_march);
  g_test_add_func ("/ui/lookup/tactical-matrix", test_tactical_matrix);
  g_test_add_func ("/ui/lookup/terrain", test_terrain);
  g_test_add_func ("/ui/lookup/weather", test_weather);
  g_test_add_func ("/ui/lookup/naval", test_naval);
  g_test_add_func ("/ui/lookup/undo", test_undo);
  g_test_add_func ("/ui/lookup/rows-level", test_rows_level);
  status = bth_ui_test_run ();
  g_strfreev (seed_lines);
  return status;
}
