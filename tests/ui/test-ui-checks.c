/* test-ui-checks.c — the Overrun, Siege and Weather screens, driven through their widgets.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "bth-ui-test.h"

/* L.1: a supplied force of 8 SP against 2 SP has the 4 to 1 it needs, short of 6 to 1,
 * so it spends one extra movement point. */
static void
test_overrun (void)
{
  GtkWidget *page = bth_ui_show_page ("overrun");

  bth_ui_apply_requested_size ();

  bth_ui_set_value (page, "moving_sp_spin", 8);
  bth_ui_set_value (page, "moving_cavalry_spin", 2);
  bth_ui_set_value (page, "defender_sp_spin", 2);
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Overrun Allowed");
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "4:1");
  g_assert_cmpstr (bth_ui_get_text (page, "extra_mp_label"), ==, "1");

  /* L.1.a: entrenched, 5 to 1 is needed and 8 against 2 falls short. */
  bth_ui_set_active (page, "defender_difficult_switch", TRUE);
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "No Overrun");
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "5:1");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "reasons_row"), "L.1.a"));
  bth_ui_set_active (page, "defender_difficult_switch", FALSE);

  bth_ui_snap ("overrun");
}

/* More cavalry than SP is shown next to the field, the result goes away, nothing typed is
 * lost; Ctrl+Z puts the earlier entry back. */
static void
test_overrun_impossible_entry_and_undo (void)
{
  GtkWidget *page = bth_ui_show_page ("overrun");
  GtkWidget *window = GTK_WIDGET (bth_ui_window ());

  bth_ui_set_value (page, "defender_cavalry_spin", 3);
  g_assert_true (gtk_widget_has_css_class (bth_ui_find (page, "defender_cavalry_row"), "error"));
  g_assert_cmpstr (bth_ui_get_text (page, "defender_cavalry_row"), ==,
                   "More cavalry than strength points in the force");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "problem_label")));
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "result_box")));
  g_assert_cmpstr (bth_ui_get_text (page, "defender_cavalry_spin"), ==, "3");
  bth_ui_snap ("overrun-error");

  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "defender_cavalry_spin"), ==, "0");
  g_assert_false (gtk_widget_has_css_class (bth_ui_find (page, "defender_cavalry_row"), "error"));
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Overrun Allowed");
}

/* S.9.c: a die at most the marker and the city falls; over it, the next marker. */
static void
test_siege (void)
{
  GtkWidget *page = bth_ui_show_page ("siege");

  bth_ui_set_value (page, "marker_spin", 3);
  bth_ui_set_text (page, "typed_die_row", "5");
  bth_ui_click (page, "roll_button");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "The City Holds");
  g_assert_cmpstr (bth_ui_get_text (page, "die_label"), ==, "5");
  g_assert_cmpstr (bth_ui_get_text (page, "next_marker_label"), ==, "4");

  bth_ui_set_text (page, "typed_die_row", "3");
  bth_ui_click (page, "roll_button");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "The City Falls");
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "next_marker_row")));

  /* A die that is not a die face is refused next to the entry. */
  bth_ui_set_text (page, "typed_die_row", "9");
  g_assert_true (gtk_widget_has_css_class (bth_ui_find (page, "typed_die_row"), "error"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));
  bth_ui_set_text (page, "typed_die_row", "");
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));

  bth_ui_snap ("siege");
}

/* The Weather Table: April in Russia (mapboard 4, +1), die 3 → row 4, "Wet". */
static void
test_weather (void)
{
  GtkWidget *page = bth_ui_show_page ("weather");
  GtkWidget *window = GTK_WIDGET (bth_ui_window ());
  AdwComboRow *month_row = ADW_COMBO_ROW (bth_ui_find (page, "month_row"));

  adw_combo_row_set_selected (month_row, 3);
  bth_ui_settle ();
  bth_ui_select (page, "mapboard_row", "4");
  bth_ui_set_text (page, "typed_die_row", "3");
  bth_ui_click (page, "roll_button");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Wet");
  g_assert_cmpstr (bth_ui_get_text (page, "modified_label"), ==, "4");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "modified_row"), "Russia"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "effect_row"), "movement"));
  bth_ui_snap ("weather");

  /* Undo the roll: the typed die comes back and the result goes. */
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "typed_die_row"), ==, "3");
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "result_box")));
  g_assert_cmpuint (adw_combo_row_get_selected (month_row), ==, 3);
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/checks/overrun", test_overrun);
  g_test_add_func ("/ui/checks/overrun-impossible-entry-and-undo", test_overrun_impossible_entry_and_undo);
  g_test_add_func ("/ui/checks/siege", test_siege);
  g_test_add_func ("/ui/checks/weather", test_weather);
  return bth_ui_test_run ();
}
