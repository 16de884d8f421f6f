/* bth-crt-view.c — the Combat Results Table in use, with a roll's cell highlighted.
 *
 * The standard CRT (004) has one column per pair of results and one row per odds; each
 * cell is the modified roll that gives that column. The Grand Campaign CRT has one row per
 * odds and one column per modified roll; each cell is the pair of results.
 *
 * The odds column stays put while the cells scroll sideways, so a narrow window (360 px)
 * still shows which row is which: two grids side by side, each row's height shared.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-crt-view.h"

struct _BthCrtView
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *odds_grid;    /* the corner and the odds of each row */
  GtkWidget *grid;         /* the column headers and the cells, scrolled sideways */
  GPtrArray *row_heights;  /* of GtkSizeGroup: row N of both grids gets one height */
  int        n_rows;
  int        n_columns;
  int        highlighted_row;
  int        highlighted_column;
};

G_DEFINE_FINAL_TYPE (BthCrtView, bth_crt_view, GTK_TYPE_WIDGET)

static void
bth_crt_view_dispose (GObject *object)
{
  BthCrtView *self = BTH_CRT_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->row_heights, g_ptr_array_unref);

  G_OBJECT_CLASS (bth_crt_view_parent_class)->dispose (object);
}

static void
bth_crt_view_class_init (BthCrtViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bth_crt_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "crtview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
bth_crt_view_init (BthCrtView *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  self->odds_grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->odds_grid), 2);
  self->grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 2);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 2);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_widget_set_hexpand (scrolled, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->grid);
  gtk_box_append (GTK_BOX (self->box), self->odds_grid);
  gtk_box_append (GTK_BOX (self->box), scrolled);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->row_heights = g_ptr_array_new_with_free_func (g_object_unref);
  self->highlighted_row = self->highlighted_column = -1;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Combat Results Table"), -1);
}

GtkWidget *
bth_crt_view_new (void)
{
  return g_object_new (BTH_TYPE_CRT_VIEW, NULL);
}

/* Puts LABEL in row ROW (0 = the column headers) of the odds column (COLUMN -1) or of the
 * cells, with the height that row has in both grids. */
static void
attach (BthCrtView *self,
        GtkWidget  *label,
        int         column,
        int         row)
{
  while (self->row_heights->len <= (guint) row)
    g_ptr_array_add (self->row_heights, gtk_size_group_new (GTK_SIZE_GROUP_VERTICAL));
  gtk_size_group_add_widget (g_ptr_array_index (self->row_heights, row), label);
  if (column < 0)
    gtk_grid_attach (GTK_GRID (self->odds_grid), label, 0, row, 1, 1);
  else
    gtk_grid_attach (GTK_GRID (self->grid), label, column, row, 1, 1);
}

static GtkWidget *
cell_label (const char *text,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "crt-cell");
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_set_size_request (label, 40, -1);
  return label;
}

void
bth_crt_view_set_table (BthCrtView *self,
                        BthRuleset *rules,
                        gboolean    grand_campaign)
{
  GtkWidget *child;

  g_return_if_fail (BTH_IS_CRT_VIEW (self));

  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);
  while ((child = gtk_widget_get_first_child (self->odds_grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->odds_grid), child);
  g_ptr_array_set_size (self->row_heights, 0);
  self->highlighted_row = self->highlighted_column = -1;

  if (!grand_campaign)
    {
      const BthCrtTable *crt = bth_ruleset_get_crt (rules);

      self->n_rows = crt->n_rows;
      self->n_columns = crt->n_columns;
      attach (self, cell_label (_("Odds"), "crt-header"), -1, 0);
      for (guint c = 0; c < crt->n_columns; c++)
        {
          /* Translators: column header of the CRT, results of the larger (L) and smaller (S) force */
          g_autofree char *header = g_strdup_printf (_("L %s\nS %s"),
                                                     bth_result_to_string (crt->larger[c]),
                                                     bth_result_to_string (crt->smaller[c]));
          attach (self, cell_label (header, "crt-header"), c, 0);
        }
      for (guint r = 0; r < crt->n_rows; r++)
        {
          attach (self, cell_label (crt->rows[r].odds, "crt-header"), -1, r + 1);
          for (guint c = 0; c < crt->n_columns; c++)
            {
              int first = crt->rows[r].first_roll[c];
              g_autofree char *text = first == 0 ? g_strdup ("*")
                                      : g_strdup_printf (crt->rows[r].open_ended[c] ? "%d+" : "%d", first);
              attach (self, cell_label (text, NULL), c, r + 1);
            }
        }
    }
  else
    {
      const BthGcCrtTable *gc = bth_ruleset_get_gc_crt (rules);

      self->n_rows = gc->n_rows;
      self->n_columns = 11;
      attach (self, cell_label (_("Odds"), "crt-header"), -1, 0);
      for (int c = 0; c < 11; c++)
        {
          g_autofree char *header = g_strdup_printf ("%d", c + 2);
          attach (self, cell_label (header, "crt-header"), c, 0);
        }
      for (guint r = 0; r < gc->n_rows; r++)
        {
          attach (self, cell_label (gc->rows[r].odds, "crt-header"), -1, r + 1);
          for (int c = 0; c < 11; c++)
            {
              g_autofree char *text = g_strdup_printf ("%s\n%s",
                                                       bth_result_to_string (gc->rows[r].larger[c]),
                                                       bth_result_to_string (gc->rows[r].smaller[c]));
              attach (self, cell_label (text, NULL), c, r + 1);
            }
        }
    }
}

static void
set_class (GtkWidget  *widget,
           const char *css_class,
           gboolean    on)
{
  if (widget == NULL)
    return;
  if (on)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

static void
mark (BthCrtView *self,
      gboolean    on)
{
  GtkGrid *grid = GTK_GRID (self->grid);
  int row = self->highlighted_row, column = self->highlighted_column;

  if (row < 0 && column < 0)
    return;
  if (row >= 0)
    set_class (gtk_grid_get_child_at (GTK_GRID (self->odds_grid), 0, row + 1), "crt-row", on);
  for (int c = 0; row >= 0 && c < self->n_columns; c++)
    set_class (gtk_grid_get_child_at (grid, c, row + 1), "crt-row", on);
  for (int r = 0; column >= 0 && r <= self->n_rows; r++)
    set_class (gtk_grid_get_child_at (grid, column, r), "crt-column", on);
  if (row >= 0 && column >= 0)
    set_class (gtk_grid_get_child_at (grid, column, row + 1), "crt-hit", on);
}

void
bth_crt_view_highlight (BthCrtView *self,
                        int         row,
                        int         column)
{
  g_return_if_fail (BTH_IS_CRT_VIEW (self));

  mark (self, FALSE);
  self->highlighted_row = row;
  self->highlighted_column = column;
  mark (self, TRUE);
}

const char *
bth_crt_view_get_cell (BthCrtView *self,
                       int         row,
                       int         column)
{
  GtkWidget *cell;

  g_return_val_if_fail (BTH_IS_CRT_VIEW (self), NULL);

  cell = gtk_grid_get_child_at (GTK_GRID (self->grid), column, row + 1);
  return cell != NULL ? gtk_label_get_text (GTK_LABEL (cell)) : NULL;
}
