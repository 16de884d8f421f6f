/* bth-focus-scroll.c — the focused control is always in view.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-focus-scroll.h"

/* Room kept around the control, so its focus ring and a line of context show too. */
#define MARGIN 12

/* What to bring into view for FOCUS: an entry's text is shown with its whole entry, and a
 * control inside a list row with its row (its title says what the control is for), unless
 * that row is taller than the window (an expander row, opened). */
static GtkWidget *
widget_to_show (GtkWidget *focus,
                GtkWidget *scroller)
{
  GtkWidget *row = gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW);

  if (GTK_IS_TEXT (focus) && gtk_widget_get_parent (focus) != NULL)
    focus = gtk_widget_get_parent (focus);
  if (row != NULL && gtk_widget_is_ancestor (row, scroller)
      && gtk_widget_get_height (row) + 2 * MARGIN <= gtk_widget_get_height (scroller))
    return row;
  return focus;
}

/* Moves ADJUSTMENT the least that shows START … END (in the scrolled content's
 * coordinates), the start winning when both do not fit. */
static void
clamp_into_view (GtkAdjustment *adjustment,
                 double         start,
                 double         end)
{
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);

  if (end > value + page)
    value = end - page;
  if (start < value)
    value = start;
  if (value != gtk_adjustment_get_value (adjustment))
    gtk_adjustment_set_value (adjustment, value);
}

/* Scrolls every scrolled window FOCUS is in, innermost first (a table's own sideways
 * scroller, then the page's), so that it is wholly visible. */
static void
scroll_to (GtkWidget *focus)
{
  for (GtkWidget *scroller = gtk_widget_get_ancestor (focus, GTK_TYPE_SCROLLED_WINDOW);
       scroller != NULL;
       scroller = gtk_widget_get_parent (scroller) != NULL
                  ? gtk_widget_get_ancestor (gtk_widget_get_parent (scroller), GTK_TYPE_SCROLLED_WINDOW)
                  : NULL)
    {
      GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
      GtkWidget *shown = widget_to_show (focus, scroller);
      graphene_rect_t bounds;

      /* A viewport moves with the scrolling: measure against what it shows. */
      if (GTK_IS_VIEWPORT (content))
        content = gtk_viewport_get_child (GTK_VIEWPORT (content));
      if (content == NULL || !gtk_widget_compute_bounds (shown, content, &bounds)
          || bounds.size.height <= 0)
        continue;
      clamp_into_view (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)),
                       bounds.origin.y - MARGIN, bounds.origin.y + bounds.size.height + MARGIN);
      clamp_into_view (gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller)),
                       bounds.origin.x - MARGIN, bounds.origin.x + bounds.size.width + MARGIN);
    }
}

/* A control just shown (a group's new row, given the focus at once) has its place only
 * after the next layout: it is scrolled to then, once more. */
static gboolean
scroll_after_layout (GtkWidget     *window,
                     GdkFrameClock *clock,
                     gpointer       data)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_object_set_data (G_OBJECT (window), "bth-focus-scroll-tick", NULL);
  if (focus != NULL && gtk_widget_get_mapped (focus))
    scroll_to (focus);
  return G_SOURCE_REMOVE;
}

static void
on_focus_widget_notify (GtkWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (focus == NULL)
    return;
  if (gtk_widget_get_mapped (focus))
    scroll_to (focus);
  if (g_object_get_data (G_OBJECT (window), "bth-focus-scroll-tick") == NULL)
    {
      guint id = gtk_widget_add_tick_callback (GTK_WIDGET (window), scroll_after_layout, NULL, NULL);

      g_object_set_data (G_OBJECT (window), "bth-focus-scroll-tick", GUINT_TO_POINTER (id));
    }
}

void
bth_focus_scroll_install (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (on_focus_widget_notify), NULL);
}
