/* bth-focus-reach.c — every control in reach of the keyboard: the focused control in
 * view, and Tab stopping only at inputs.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-focus-reach.h"

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

      /* A viewport moves with the scrolling: measure against what it shows. Its own
       * scrolling to the focus is turned off: it animates toward a place past the
       * control, and ends after this has shown it. */
      if (GTK_IS_VIEWPORT (content))
        {
          gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (content), FALSE);
          content = gtk_viewport_get_child (GTK_VIEWPORT (content));
        }
      if (content == NULL || !gtk_widget_compute_bounds (shown, content, &bounds)
          || bounds.size.height <= 0)
        continue;
      clamp_into_view (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)),
                       bounds.origin.y - MARGIN, bounds.origin.y + bounds.size.height + MARGIN);
      clamp_into_view (gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller)),
                       bounds.origin.x - MARGIN, bounds.origin.x + bounds.size.width + MARGIN);
    }
}

/* A control just shown (a group's new row, given the focus at once; a page built as it is
 * shown) has its place only once laid out, which may take until the second frame: it is
 * scrolled to at the next frames too. */
#define TICKS_AFTER 3
#define TICKS_KEY "bth-focus-reach-ticks"
#define YIELDED_KEY "bth-focus-reach-yielded"

void
bth_focus_reach_yield (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root != NULL && g_object_get_data (G_OBJECT (root), TICKS_KEY) != NULL)
    g_object_set_data (G_OBJECT (root), YIELDED_KEY, GINT_TO_POINTER (TRUE));
}

static gboolean
scroll_after_layout (GtkWidget     *window,
                     GdkFrameClock *clock,
                     gpointer       data)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  guint ticks = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (window), TICKS_KEY));

  /* A result the page showed since (bth_focus_reach_yield) stays in view. */
  if (g_object_get_data (G_OBJECT (window), YIELDED_KEY) != NULL)
    ticks = 0;
  else if (focus != NULL && gtk_widget_get_mapped (focus))
    scroll_to (focus);
  if (ticks <= 1)
    {
      g_object_set_data (G_OBJECT (window), TICKS_KEY, NULL);
      g_object_set_data (G_OBJECT (window), YIELDED_KEY, NULL);
      return G_SOURCE_REMOVE;
    }
  g_object_set_data (G_OBJECT (window), TICKS_KEY, GUINT_TO_POINTER (ticks - 1));
  return G_SOURCE_CONTINUE;
}

/* ---- read-only rows are no Tab stops --------------------------------------------------- */

/* The way the key being pressed moves the focus, while it is down (GTK_DIR_TAB_FORWARD …),
 * or -1: a row the mouse focuses is left focused. */
#define DIRECTION_KEY "bth-focus-direction"

static gboolean
has_input (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child)
        && ((gtk_widget_get_focusable (child) && !GTK_IS_LABEL (child)) || has_input (child)))
      return TRUE;
  return FALSE;
}

/* A list row that only shows something ("Not a Production Phase", "Unknown — enter …", a
 * total): it does nothing when activated and holds no input. Pages built before this
 * mechanism marked theirs unfocusable one by one; every other one is caught here. */
#define RECORDS_KEY "bth-focus-records"

void
bth_focus_reach_set_records (GtkListBox *list)
{
  g_return_if_fail (GTK_IS_LIST_BOX (list));

  g_object_set_data (G_OBJECT (list), RECORDS_KEY, GINT_TO_POINTER (TRUE));
}

gboolean
bth_focus_reach_is_records (GtkWidget *list)
{
  return GTK_IS_LIST_BOX (list) && g_object_get_data (G_OBJECT (list), RECORDS_KEY) != NULL;
}

gboolean
bth_focus_reach_is_read_only (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX_ROW (widget))
    return !gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (widget))
           && !bth_focus_reach_is_records (gtk_widget_get_parent (widget))
           && !has_input (widget);
  /* A flow box that only lays its children out side by side (selection mode none): its
   * children are no stops of their own, their inputs are. */
  /* A selectable label (a round's log, to copy from): the mouse selects in it, Tab passes. */
  if (GTK_IS_LABEL (widget))
    return TRUE;
  if (GTK_IS_FLOW_BOX_CHILD (widget))
    return GTK_IS_FLOW_BOX (gtk_widget_get_parent (widget))
           && gtk_flow_box_get_selection_mode (GTK_FLOW_BOX (gtk_widget_get_parent (widget))) == GTK_SELECTION_NONE;
  return FALSE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *keys,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkWindow             *window)
{
  int direction = -1;

  switch (keyval)
    {
    case GDK_KEY_Tab:
    case GDK_KEY_KP_Tab:
      direction = (state & GDK_SHIFT_MASK) ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD;
      break;
    case GDK_KEY_ISO_Left_Tab:
      direction = GTK_DIR_TAB_BACKWARD;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      direction = GTK_DIR_UP;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      direction = GTK_DIR_DOWN;
      break;
    default:
      break;
    }
  g_object_set_data (G_OBJECT (window), DIRECTION_KEY, GINT_TO_POINTER (direction + 1));
  return GDK_EVENT_PROPAGATE;
}

static void
on_key_released (GtkEventControllerKey *keys,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 GtkWindow             *window)
{
  g_object_set_data (G_OBJECT (window), DIRECTION_KEY, NULL);
}

/* The key moved the focus to a read-only row: it is one no more, and the focus moves on
 * the same way, to the next input. */
static gboolean
skip_read_only (GtkWindow *window,
                GtkWidget *focus)
{
  int direction = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), DIRECTION_KEY)) - 1;

  if (direction < 0 || !bth_focus_reach_is_read_only (focus))
    return FALSE;
  /* A row is a stop no more. A flow box's cell stays focusable: GTK 4.8's flow box keeps
   * Tab on a cell that refuses the focus; from the cell, Tab goes into its content or on to
   * the next. A selectable label stays so for the mouse. */
  if (GTK_IS_LIST_BOX_ROW (focus))
    gtk_widget_set_focusable (focus, FALSE);
  g_signal_emit_by_name (window, "move-focus", (GtkDirectionType) direction);
  return TRUE;
}

/* GTK 4.8's flow box traps Tab on a cell made unfocusable (its focus handler answers that
 * it moved the focus when the cell refused it): a page's layout-only cells are made
 * focusable again, and Tab passes them (skip_read_only). */
static void
release_flow_box_cells (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_FLOW_BOX_CHILD (child) && bth_focus_reach_is_read_only (child))
        gtk_widget_set_focusable (child, TRUE);
      release_flow_box_cells (child);
    }
}

void
bth_focus_reach_adopt (GtkWidget *page)
{
  g_return_if_fail (GTK_IS_WIDGET (page));

  release_flow_box_cells (page);
}

/* ---- the window ------------------------------------------------------------------------ */

static void
on_focus_widget_notify (GtkWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (focus != NULL && skip_read_only (window, focus))
    focus = gtk_root_get_focus (GTK_ROOT (window));   /* where it moved on to */
  if (focus == NULL)
    return;
  if (gtk_widget_get_mapped (focus))
    scroll_to (focus);
  g_object_set_data (G_OBJECT (window), YIELDED_KEY, NULL);
  if (g_object_get_data (G_OBJECT (window), TICKS_KEY) == NULL)
    gtk_widget_add_tick_callback (GTK_WIDGET (window), scroll_after_layout, NULL, NULL);
  g_object_set_data (G_OBJECT (window), TICKS_KEY, GUINT_TO_POINTER (TICKS_AFTER));
}

void
bth_focus_reach_install (GtkWindow *window)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_return_if_fail (GTK_IS_WINDOW (window));

  /* Before the window moves the focus: which way the key moves it. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), window);
  g_signal_connect (keys, "key-released", G_CALLBACK (on_key_released), window);
  gtk_widget_add_controller (GTK_WIDGET (window), keys);
  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (on_focus_widget_notify), NULL);
}
