/* test-ui-narrow.c — the window at the smallest phone's size, 360×760 (issue 32): the
 * Campaign Game Card's row puts its button under its text instead of squeezing the text into
 * a column of single words; the pages' titles are whole ("Forced …" and "Productio…" told
 * nothing); a unit's colour and symbol menus and the Mapboard menu show their values whole;
 * the Dice Log's times stay on one line ("08:/12:/11"); a chart scrolled sideways starts at a
 * column's edge. Screenshots of the Game, Battle, Forced March, Production, Dice Log and
 * Tables pages at that size.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "bth-flow-line.h"
#include "bth-table-view.h"
#include "bth-ui-test.h"
#include "bth-wrap-row.h"

/* The label of the header bar's title: the page's name. */
static GtkWidget *
title_label (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "title"))
        return child;
      if ((found = title_label (child)) != NULL)
        return found;
    }
  return NULL;
}

/* Shows page NAME and checks that the window's title says TITLE whole, the window still
 * fits 360 px; saves the screenshot narrow-NAME. */
static GtkWidget *
show_with_whole_title (const char *name,
                       const char *title)
{
  GtkWidget *page = bth_ui_show_page (name);
  GtkWidget *label = title_label (bth_ui_find (GTK_WIDGET (bth_ui_window ()), "content_title"));
  g_autofree char *snap = g_strdup_printf ("narrow-%s", name);

  bth_ui_settle ();
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, title);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  bth_ui_assert_fits_width (360);
  bth_ui_snap (snap);
  return page;
}

/* The Game page of the Grand Campaign: the Campaign Game Card row was a 50 px column of
 * hyphenated words over 600 px tall beside its button. */
static void
test_card_row (void)
{
  GtkWidget *page, *row = NULL, *button = NULL, *text;
  graphene_rect_t row_bounds, button_bounds, text_bounds;

  gtk_window_present (GTK_WINDOW (bth_ui_window ()));
  bth_ui_apply_requested_size ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (bth_ui_window ())), <=, 360);
  page = bth_ui_show_page ("game");
  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();
  for (guint i = 0; i < 40 && button == NULL; i++)
    {
      g_autofree char *name = g_strdup_printf ("players-data-item-%u-card", i);
      g_autofree char *row_name = g_strdup_printf ("players-data-item-%u", i);

      if ((button = bth_ui_try_find (page, name)) != NULL)
        row = bth_ui_find (page, row_name);
    }
  g_assert_nonnull (button);
  bth_ui_scroll_to (page, gtk_widget_get_name (row));
  bth_ui_settle ();
  show_with_whole_title ("game", "Game");

  g_assert_true (bth_wrap_row_is_wrapped (ADW_ACTION_ROW (row)));
  text = gtk_widget_get_prev_sibling (gtk_widget_get_parent (button));     /* the title box */
  g_assert_true (gtk_widget_has_css_class (text, "title"));
  g_assert_true (gtk_widget_compute_bounds (row, row, &row_bounds));
  g_assert_true (gtk_widget_compute_bounds (button, row, &button_bounds));
  g_assert_true (gtk_widget_compute_bounds (text, row, &text_bounds));
  g_test_message ("card row %.0f×%.0f, text %.0f wide, button at y %.0f",
                  row_bounds.size.width, row_bounds.size.height, text_bounds.size.width,
                  button_bounds.origin.y);
  /* The text keeps the row's width, the button under it, the row a few lines tall. */
  g_assert_cmpfloat (text_bounds.size.width, >=, 200);
  g_assert_cmpfloat (button_bounds.origin.y, >=, text_bounds.origin.y + text_bounds.size.height);
  g_assert_cmpfloat (row_bounds.size.height, <=, 220);
  g_assert_true (bth_ui_widget_in_view (button));
}

/* Fails when a shown label under WIDGET is cut short with an ellipsis. */
static void
assert_nothing_ellipsized (GtkWidget  *widget,
                           const char *what)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_get_mapped (child)
          && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (child))))
        g_error ("%s: \"%s\" is cut short", what, gtk_label_get_text (GTK_LABEL (child)));
      assert_nothing_ellipsized (child, what);
    }
}

/* The tools' titles whole at 360 px; on Battle, a unit's colour and symbol menus show
 * their values whole ("b…"): the unit's controls take two lines. */
static void
test_titles (void)
{
  GtkWidget *page = show_with_whole_title ("battle", "Battle");
  GtkWidget *symbol;

  bth_ui_click (page, "new_battle");
  bth_ui_select (page, "attacker-unit-0-color", "yellow");
  bth_ui_select (page, "attacker-unit-0-symbol", "yellow");
  bth_ui_scroll_to (page, "attacker-unit-0");
  bth_ui_settle ();
  symbol = bth_ui_find (page, "attacker-unit-0-symbol");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker-unit-0-color"), ==, "yellow");
  g_assert_cmpint (bth_flow_line_count (gtk_widget_get_parent (symbol)), ==, 2);
  assert_nothing_ellipsized (bth_ui_find (page, "attacker-unit-0"), "attacker-unit-0");
  bth_ui_snap ("narrow-battle-units");
  show_with_whole_title ("forced-march", "Forced March");
  assert_nothing_ellipsized (bth_ui_find (bth_window_get_page (bth_ui_window (), "forced-march"), "mapboard_row"),
                             "Mapboard");
  show_with_whole_title ("production", "Production");
}

/* Rolls a die for PURPOSE as a page does. */
static void
roll (const char *page,
      const char *purpose)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) records = NULL;

  g_assert_true (bth_session_roll_begin (session, "3", &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_dice_roll (bth_session_get_dice (session), 1, 6, purpose, NULL, &error), ==, 3);     /* the typed die */
  g_assert_no_error (error);
  records = bth_session_roll_end (session, page);
  g_assert_cmpuint (records->len, ==, 1);
}

/* The Dice Log's times on one line beside a long purpose. */
static void
test_dice_log_times (void)
{
  GtkWidget *page;
  GtkListBox *list;
  int n = 0;

  roll ("Forced March", "Forced March (K.3.a), the whole force of Davout's corps");
  roll ("Battle", "Combat (O.1.c)");
  page = show_with_whole_title ("dice-log", "Dice Log");
  list = GTK_LIST_BOX (bth_ui_find (page, "roll_list"));
  for (GtkListBoxRow *row; (row = gtk_list_box_get_row_at_index (list, n)) != NULL; n++)
    {
      GtkWidget *time = bth_ui_find (GTK_WIDGET (row), "roll_time");

      g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (time))), ==, 1);
      g_assert_cmpint (gtk_widget_get_width (time), >=, 50);
    }
  g_assert_cmpint (n, >=, 2);
}

static GtkWidget *
first_of_type (GtkWidget *widget,
               GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = G_TYPE_CHECK_INSTANCE_TYPE (child, type) ? child : first_of_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The Combat Results Table at 360 px, its last column lit (3:2, a roll of 12): the cells
 * scrolled sideways start at a column's edge beside the row headers, not in the middle of
 * one (")1" for "D1"), and the lit cell is in view. */
static void
test_crt_columns (void)
{
  GtkWidget *page = bth_ui_show_page ("lookup");
  GtkWidget *view, *scroller, *cell;
  GtkAdjustment *adjustment;
  gboolean at_edge = FALSE;
  double value;

  bth_ui_select (page, "table_row", "Combat Results Table");
  bth_ui_select (page, "row_choice", "3:2");
  bth_ui_set_value (page, "column_value", 12);
  for (int i = 0; i < 20; i++)
    {
      g_usleep (20000);
      bth_ui_settle ();
    }
  bth_ui_scroll_to (page, "table_view");
  view = bth_ui_find (page, "table_view");
  g_assert_true (bth_table_view_is_highlighted (BTH_TABLE_VIEW (view), 1, 10));
  scroller = first_of_type (view, GTK_TYPE_SCROLLED_WINDOW);
  adjustment = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  value = gtk_adjustment_get_value (adjustment);
  g_assert_cmpfloat (value, >, 0);                  /* 360 px is too narrow for the chart */
  {
    GtkWidget *grid = gtk_widget_get_parent (bth_table_view_get_highlighted_cell (BTH_TABLE_VIEW (view)));
    graphene_rect_t bounds;

    for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL; child = gtk_widget_get_next_sibling (child))
      if (gtk_widget_compute_bounds (child, grid, &bounds) && fabs (bounds.origin.x - value) < 1)
        at_edge = TRUE;
  }
  g_test_message ("CRT scrolled to %.0f of %.0f (page %.0f)", value, gtk_adjustment_get_upper (adjustment),
                  gtk_adjustment_get_page_size (adjustment));
  g_assert_true (at_edge);
  cell = bth_table_view_get_highlighted_cell (BTH_TABLE_VIEW (view));
  bth_ui_snap ("narrow-crt");
  g_assert_true (bth_ui_widget_in_view (cell));
}

int
main (int argc, char **argv)
{
  /* This test is about the narrow window, whatever size the suite asks of the others. */
  g_setenv ("BTH_UI_SIZE", "360x760", TRUE);
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/narrow/card-row", test_card_row);
  g_test_add_func ("/ui/narrow/titles", test_titles);
  g_test_add_func ("/ui/narrow/dice-log-times", test_dice_log_times);
  g_test_add_func ("/ui/narrow/crt-columns", test_crt_columns);
  return bth_ui_test_run ();
}
