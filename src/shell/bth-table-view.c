/* bth-table-view.c — a printed chart drawn as a grid of labels.
 *
 * The row headers stay put while the cells scroll sideways, so a narrow window (360 px)
 * still shows which row is which: two grids side by side, the headers' and the cells',
 * with each row's height shared through a size group.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include "bth-table-view.h"

struct _BthTableView
{
  GtkWidget          parent_instance;

  GtkWidget         *box;
  GtkGrid           *headers;         /* the corners and the row headers, fixed */
  GtkScrolledWindow *scroller;
  GtkGrid           *grid;            /* the column headers and the cells, scrolled */
  GtkWidget         *end_room;        /* empty, after the grid: see snap_to_column */
  GPtrArray         *row_heights;     /* of GtkSizeGroup: one height per row of both grids */

  guint              n_row_headers;
  guint              n_columns;
  guint              n_header_rows;
  guint              n_rows;
  GPtrArray         *cells;           /* of GtkLabel, row-major */
  GPtrArray         *row_headers;     /* of GtkLabel: the innermost header of each row */
  GtkWidget        **column_headers;  /* the lowest header over each column, or NULL */
  GtkWidget        **last_row_header; /* per header column: the label a NULL extends */
  GPtrArray         *highlighted;     /* of GtkWidget (cells and headers) */
  guint              scroll_source;
  double             snap_value;      /* where to scroll once the room after the last
                                       * column is laid out (snap_to_column), or -1 */
  gulong             snap_handler;
  guint              snap_source;
};

G_DEFINE_FINAL_TYPE (BthTableView, bth_table_view, GTK_TYPE_WIDGET)

static void
bth_table_view_load_css (void)
{
  static gboolean loaded;
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr(GtkCssProvider) provider = NULL;

  if (loaded || display == NULL)
    return;
  loaded = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider,
                                       "/io/github/berthier/Berthier/css/bth-table-view.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* Lines longer than this are broken (a movement cost in words); short ones keep their
 * width so that a narrow window scrolls the chart instead of breaking its cells. */
#define WRAP_CHARS 16

/* TEXT broken at its spaces into lines of at most WRAP_CHARS characters (a longer word
 * keeps a line of its own). The breaks are in the text, not left to the label's wrapping:
 * a label's height is then the same at every width, so that the row headers' grid and the
 * cells' grid, which share each row's height through a size group (measured without a
 * width), give the row the same height; wrapped at its width, a cell grew taller than the
 * height its row header was given and the rows below drifted from their headers. */
static char *
break_lines (const char *text)
{
  g_auto(GStrv) paragraphs = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);

  for (guint p = 0; paragraphs[p] != NULL; p++)
    {
      g_auto(GStrv) words = NULL;
      glong line = 0;
      gboolean line_empty = TRUE;

      if (p > 0)
        g_string_append_c (out, '\n');
      /* A short line stays as given, its spacing too ("1  D1"). */
      if (g_utf8_strlen (paragraphs[p], -1) <= WRAP_CHARS)
        {
          g_string_append (out, paragraphs[p]);
          continue;
        }
      words = g_strsplit (paragraphs[p], " ", -1);
      for (guint w = 0; words[w] != NULL; w++)
        {
          glong length = g_utf8_strlen (words[w], -1);

          if (!line_empty && length > 0 && line + 1 + length > WRAP_CHARS)
            {
              g_string_append_c (out, '\n');
              line = 0;
              line_empty = TRUE;
            }
          if (line_empty && length == 0)
            continue;
          if (!line_empty)
            {
              g_string_append_c (out, ' ');
              line++;
            }
          g_string_append (out, words[w]);
          line += length;
          line_empty = FALSE;
        }
    }
  return g_string_free (out, FALSE);
}

static GtkWidget *
make_label (const char       *text,
            GtkAccessibleRole role,
            const char       *css_class)
{
  const char *given = text != NULL ? text : "";
  g_autofree char *shown = break_lines (given);
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "accessible-role", role,
                                   "label", shown,
                                   "justify", role == GTK_ACCESSIBLE_ROLE_ROW_HEADER
                                              ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_CENTER,
                                   "xalign", role == GTK_ACCESSIBLE_ROLE_ROW_HEADER ? 0.0 : 0.5,
                                   "hexpand", role == GTK_ACCESSIBLE_ROLE_CELL,
                                   NULL);

  /* The text as given, for bth_table_view_get_cell() and the screen reader. */
  g_object_set_data_full (G_OBJECT (label), "bth-text", g_strdup (given), g_free);
  if (!g_str_equal (shown, given))
    gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, given, -1);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

/* CHILD, in its grid, covers one more row (DOWN) or column. A label over several rows
 * takes no part in any one row's height. */
static void
extend_span (GtkWidget *child,
             gboolean   down)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (gtk_widget_get_parent (child));
  GtkGridLayoutChild *info = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, child));
  GtkSizeGroup *group = g_object_get_data (G_OBJECT (child), "bth-row-height");

  if (down)
    {
      gtk_grid_layout_child_set_row_span (info, gtk_grid_layout_child_get_row_span (info) + 1);
      if (group != NULL)
        gtk_size_group_remove_widget (group, child);
      g_object_set_data (G_OBJECT (child), "bth-row-height", NULL);
    }
  else
    {
      /* A caption has the width of its columns: one line, as given. */
      gtk_grid_layout_child_set_column_span (info, gtk_grid_layout_child_get_column_span (info) + 1);
      gtk_label_set_text (GTK_LABEL (child), g_object_get_data (G_OBJECT (child), "bth-text"));
    }
}

/* Attaches LABEL to GRID at grid row ROW, sharing the row's height with the other grid. */
static void
attach (BthTableView *self,
        GtkGrid      *grid,
        GtkWidget    *label,
        int           column,
        int           row,
        int           width)
{
  GtkSizeGroup *group;

  while (self->row_heights->len <= (guint) row)
    g_ptr_array_add (self->row_heights, gtk_size_group_new (GTK_SIZE_GROUP_VERTICAL));
  group = g_ptr_array_index (self->row_heights, row);
  gtk_grid_attach (grid, label, column, row, width, 1);
  gtk_size_group_add_widget (group, label);
  g_object_set_data (G_OBJECT (label), "bth-row-height", group);
}

void
bth_table_view_reset (BthTableView *self,
                      const char   *title,
                      guint         n_row_headers,
                      guint         n_columns)
{
  GtkWidget *child;

  g_return_if_fail (BTH_IS_TABLE_VIEW (self));
  g_return_if_fail (n_row_headers > 0);

  bth_table_view_clear_highlight (self);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->headers))) != NULL)
    gtk_grid_remove (self->headers, child);
  g_ptr_array_set_size (self->row_heights, 0);
  g_ptr_array_set_size (self->cells, 0);
  g_ptr_array_set_size (self->row_headers, 0);
  g_free (self->column_headers);
  g_free (self->last_row_header);

  self->n_row_headers = n_row_headers;
  self->n_columns = n_columns;
  self->n_header_rows = 0;
  self->n_rows = 0;
  self->column_headers = g_new0 (GtkWidget *, n_columns);
  self->last_row_header = g_new0 (GtkWidget *, n_row_headers);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title != NULL ? title : "",
                                  -1);
  gtk_adjustment_set_value (gtk_scrolled_window_get_hadjustment (self->scroller), 0);
}

void
bth_table_view_add_header_row (BthTableView       *self,
                               const char         *corner,
                               const char * const *labels)
{
  int row;
  GtkWidget *left = NULL;

  g_return_if_fail (BTH_IS_TABLE_VIEW (self));
  g_return_if_fail (self->n_rows == 0);

  row = (int) self->n_header_rows++;
  attach (self, self->headers, make_label (corner, GTK_ACCESSIBLE_ROLE_ROW_HEADER, "corner"),
          0, row, (int) self->n_row_headers);
  for (guint c = 0; c < self->n_columns; c++)
    {
      gboolean spans = c + 1 < self->n_columns && labels[c + 1] == NULL;

      if (labels[c] == NULL && left != NULL)
        extend_span (left, FALSE);
      else
        {
          left = make_label (labels[c], GTK_ACCESSIBLE_ROLE_COLUMN_HEADER, "column-header");
          attach (self, self->grid, left, (int) c, row, 1);
          /* A caption over several columns is not the heading of any one of them. */
          if (!spans)
            self->column_headers[c] = left;
        }
    }
}

void
bth_table_view_add_row (BthTableView       *self,
                        const char * const *headers,
                        const char * const *cells)
{
  int row;

  g_return_if_fail (BTH_IS_TABLE_VIEW (self));

  row = (int) (self->n_header_rows + self->n_rows++);
  for (guint h = 0; h < self->n_row_headers; h++)
    {
      if (headers[h] == NULL && self->last_row_header[h] != NULL)
        extend_span (self->last_row_header[h], TRUE);
      else
        {
          self->last_row_header[h] = make_label (headers[h], GTK_ACCESSIBLE_ROLE_ROW_HEADER,
                                                 "row-header");
          attach (self, self->headers, self->last_row_header[h], (int) h, row, 1);
        }
    }
  g_ptr_array_add (self->row_headers, self->last_row_header[self->n_row_headers - 1]);

  for (guint c = 0; c < self->n_columns; c++)
    {
      GtkWidget *label = make_label (cells[c], GTK_ACCESSIBLE_ROLE_CELL, "cell");

      attach (self, self->grid, label, (int) c, row, 1);
      g_ptr_array_add (self->cells, label);
    }
}

guint
bth_table_view_get_n_rows (BthTableView *self)
{
  g_return_val_if_fail (BTH_IS_TABLE_VIEW (self), 0);
  return self->n_rows;
}

guint
bth_table_view_get_n_columns (BthTableView *self)
{
  g_return_val_if_fail (BTH_IS_TABLE_VIEW (self), 0);
  return self->n_columns;
}

static GtkWidget *
cell_at (BthTableView *self,
         guint         row,
         guint         column)
{
  if (row >= self->n_rows || column >= self->n_columns)
    return NULL;
  return g_ptr_array_index (self->cells, row * self->n_columns + column);
}

const char *
bth_table_view_get_cell (BthTableView *self,
                         guint         row,
                         guint         column)
{
  GtkWidget *cell;

  g_return_val_if_fail (BTH_IS_TABLE_VIEW (self), NULL);

  cell = cell_at (self, row, column);
  return cell != NULL ? g_object_get_data (G_OBJECT (cell), "bth-text") : NULL;
}

static void
mark (BthTableView *self,
      GtkWidget    *widget,
      const char   *css_class)
{
  if (widget == NULL)
    return;
  gtk_widget_add_css_class (widget, css_class);
  g_ptr_array_add (self->highlighted, widget);
}

void
bth_table_view_highlight (BthTableView *self,
                          guint         row,
                          guint         column)
{
  GtkWidget *cell;

  g_return_if_fail (BTH_IS_TABLE_VIEW (self));

  cell = cell_at (self, row, column);
  g_return_if_fail (cell != NULL);

  mark (self, cell, "highlight");
  mark (self, g_ptr_array_index (self->row_headers, row), "highlight-header");
  mark (self, self->column_headers[column], "highlight-header");
  gtk_accessible_update_state (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_STATE_SELECTED, TRUE, -1);
}

void
bth_table_view_highlight_row (BthTableView *self,
                              guint         row)
{
  g_return_if_fail (BTH_IS_TABLE_VIEW (self));
  g_return_if_fail (row < self->n_rows);

  mark (self, g_ptr_array_index (self->row_headers, row), "highlight-header");
}

gboolean
bth_table_view_is_row_highlighted (BthTableView *self,
                                   guint         row)
{
  g_return_val_if_fail (BTH_IS_TABLE_VIEW (self), FALSE);

  return row < self->n_rows
         && gtk_widget_has_css_class (g_ptr_array_index (self->row_headers, row), "highlight-header");
}

void
bth_table_view_clear_highlight (BthTableView *self)
{
  g_return_if_fail (BTH_IS_TABLE_VIEW (self));

  for (guint i = 0; i < self->highlighted->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (self->highlighted, i);

      gtk_widget_remove_css_class (widget, "highlight");
      gtk_widget_remove_css_class (widget, "highlight-header");
      gtk_accessible_reset_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_SELECTED);
    }
  g_ptr_array_set_size (self->highlighted, 0);
  /* The room a highlight at the right end needed (snap_to_column) goes with it. */
  self->snap_value = -1;
  gtk_widget_set_size_request (self->end_room, 0, -1);
}

gboolean
bth_table_view_is_highlighted (BthTableView *self,
                               guint         row,
                               guint         column)
{
  GtkWidget *cell;

  g_return_val_if_fail (BTH_IS_TABLE_VIEW (self), FALSE);

  cell = cell_at (self, row, column);
  return cell != NULL && gtk_widget_has_css_class (cell, "highlight");
}

/* The value is set after the allocation that made room for it, not during it: a value
 * changed while the viewport allocates moved its adjustment but not the cells. */
static gboolean
snap_later (gpointer user_data)
{
  BthTableView *self = user_data;

  self->snap_source = 0;
  if (self->snap_value >= 0)
    gtk_adjustment_set_value (gtk_scrolled_window_get_hadjustment (self->scroller), self->snap_value);
  self->snap_value = -1;
  return G_SOURCE_REMOVE;
}

static void
on_snap_adjustment_changed (BthTableView  *self,
                            GtkAdjustment *adjustment)
{
  if (self->snap_value < 0 || self->snap_source != 0
      || gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) < self->snap_value - 0.5)
    return;
  self->snap_source = g_idle_add (snap_later, self);
}

/* Moves the scrolled cells to start at a column's left edge, keeping in view what ends at
 * NEEDED_END: a column cut in half beside the row headers reads as another value (")1" for
 * "D1", issue 32). The nearest edge to the left, else the next one to the right. */
static void
snap_to_column (BthTableView  *self,
                GtkAdjustment *adjustment,
                double         needed_end)
{
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);
  double left = -1, right = -1;

  for (guint c = 0; c < self->n_columns && c < self->cells->len; c++)
    {
      graphene_rect_t bounds;
      double x;

      if (!gtk_widget_compute_bounds (g_ptr_array_index (self->cells, c), GTK_WIDGET (self->grid), &bounds))
        continue;
      x = bounds.origin.x;
      if (x <= value + 0.5)
        left = MAX (left, x);
      else if (right < 0 || x < right)
        right = x;
    }
  if (left >= 0 && left + page >= needed_end)
    gtk_adjustment_set_value (adjustment, left);
  else if (right >= 0 && right > gtk_adjustment_get_upper (adjustment) - page + 0.5)
    {
      /* At the chart's right end the edge cannot reach the left: room after the last
       * column lets it, once laid out (on_snap_adjustment_changed). */
      double missing = right - (gtk_adjustment_get_upper (adjustment) - page);
      int room;

      self->snap_value = right;
      if (self->snap_handler == 0)
        self->snap_handler = g_signal_connect_swapped (adjustment, "changed",
                                                       G_CALLBACK (on_snap_adjustment_changed), self);
      gtk_widget_get_size_request (self->end_room, &room, NULL);
      gtk_widget_set_size_request (self->end_room, MAX (room, 0) + (int) ceil (missing), -1);
    }
  else if (right >= 0)
    gtk_adjustment_set_value (adjustment, right);
}

static gboolean
scroll_to_highlight_idle (gpointer user_data)
{
  BthTableView *self = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_hadjustment (self->scroller);
  graphene_rect_t bounds;

  self->scroll_source = 0;
  for (guint i = 0; i < self->highlighted->len; i++)
    {
      GtkWidget *cell = g_ptr_array_index (self->highlighted, i);

      if (!gtk_widget_has_css_class (cell, "highlight")
          || !gtk_widget_compute_bounds (cell, GTK_WIDGET (self->grid), &bounds))
        continue;
      /* The row headers stay put: scroll only as far as the cell needs. */
      gtk_adjustment_clamp_page (adjustment, bounds.origin.x, bounds.origin.x + bounds.size.width);
      snap_to_column (self, adjustment, bounds.origin.x + bounds.size.width);
      break;
    }
  return G_SOURCE_REMOVE;
}

void
bth_table_view_scroll_to_highlight (BthTableView *self)
{
  g_return_if_fail (BTH_IS_TABLE_VIEW (self));

  if (self->scroll_source == 0)
    self->scroll_source = g_idle_add_full (G_PRIORITY_LOW, scroll_to_highlight_idle, self, NULL);
}

/* The cells' scrolled window only scrolls sideways, but GTK's takes every wheel event
 * over it: an up-and-down wheel scrolls the page around the table instead. */
static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           BthTableView             *self)
{
  GtkWidget *outer = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  GtkAdjustment *adjustment;
  double step;

  if (outer == NULL || dy == 0 || dx != 0 || (state & GDK_SHIFT_MASK) != 0)
    return GDK_EVENT_PROPAGATE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (outer));
  /* As GTK steps a wheel notch: a power of the page size; smooth deltas are pixels. */
  if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL)
    step = pow (gtk_adjustment_get_page_size (adjustment), 2.0 / 3.0);
  else
    step = 1;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + dy * step);
  return GDK_EVENT_STOP;
}

GtkWidget *
bth_table_view_get_highlighted_cell (BthTableView *self)
{
  g_return_val_if_fail (BTH_IS_TABLE_VIEW (self), NULL);

  for (guint i = 0; i < self->highlighted->len; i++)
    {
      GtkWidget *cell = g_ptr_array_index (self->highlighted, i);

      if (gtk_widget_has_css_class (cell, "highlight"))
        return cell;
    }
  return NULL;
}

GtkWidget *
bth_table_view_new (void)
{
  return g_object_new (BTH_TYPE_TABLE_VIEW, NULL);
}

static void
bth_table_view_dispose (GObject *object)
{
  BthTableView *self = BTH_TABLE_VIEW (object);

  g_clear_handle_id (&self->scroll_source, g_source_remove);
  g_clear_handle_id (&self->snap_source, g_source_remove);
  if (self->snap_handler != 0 && self->scroller != NULL)
    g_clear_signal_handler (&self->snap_handler, gtk_scrolled_window_get_hadjustment (self->scroller));
  if (self->highlighted != NULL)
    g_ptr_array_set_size (self->highlighted, 0);
  if (self->box != NULL)
    gtk_widget_unparent (self->box);
  self->box = NULL;

  G_OBJECT_CLASS (bth_table_view_parent_class)->dispose (object);
}

static void
bth_table_view_finalize (GObject *object)
{
  BthTableView *self = BTH_TABLE_VIEW (object);

  g_ptr_array_unref (self->cells);
  g_ptr_array_unref (self->row_headers);
  g_ptr_array_unref (self->highlighted);
  g_ptr_array_unref (self->row_heights);
  g_free (self->column_headers);
  g_free (self->last_row_header);

  G_OBJECT_CLASS (bth_table_view_parent_class)->finalize (object);
}

static void
bth_table_view_class_init (BthTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bth_table_view_dispose;
  object_class->finalize = bth_table_view_finalize;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bth-table-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
bth_table_view_init (BthTableView *self)
{
  bth_table_view_load_css ();

  self->snap_value = -1;
  self->cells = g_ptr_array_new ();
  self->row_headers = g_ptr_array_new ();
  self->highlighted = g_ptr_array_new ();

  self->row_heights = g_ptr_array_new_with_free_func (g_object_unref);

  self->headers = GTK_GRID (g_object_new (GTK_TYPE_GRID,
                                          "row-spacing", 1,
                                          "column-spacing", 1,
                                          NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->headers), "bth-table");
  gtk_widget_add_css_class (GTK_WIDGET (self->headers), "row-headers");

  self->grid = GTK_GRID (g_object_new (GTK_TYPE_GRID,
                                       "row-spacing", 1,
                                       "column-spacing", 1,
                                       "halign", GTK_ALIGN_FILL,
                                       "hexpand", TRUE,
                                       NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->grid), "bth-table");
  gtk_widget_add_css_class (GTK_WIDGET (self->grid), "cells");

  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (self->scroller, TRUE);
  gtk_scrolled_window_set_propagate_natural_width (self->scroller, TRUE);
  {
    GtkWidget *scrolled = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

    self->end_room = gtk_label_new (NULL);
    gtk_box_append (GTK_BOX (scrolled), GTK_WIDGET (self->grid));
    gtk_box_append (GTK_BOX (scrolled), self->end_room);
    gtk_scrolled_window_set_child (self->scroller, scrolled);
  }
  gtk_widget_set_hexpand (GTK_WIDGET (self->scroller), TRUE);

  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->headers));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->scroller));
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  {
    GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);

    gtk_event_controller_set_propagation_phase (scroll, GTK_PHASE_CAPTURE);
    g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
    gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  }
}
