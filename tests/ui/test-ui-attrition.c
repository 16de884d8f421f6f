/* test-ui-attrition.c — the Attrition screen, driven through its widgets with the
 * rulebook's G.4 example.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "bth-ui-test.h"

static void
roll_with_typed_die (GtkWidget  *page,
                     const char *die)
{
  bth_ui_set_text (page, "typed_die_row", die);
  bth_ui_click (page, "roll_button");
}

/* G.4: "a hex in Russia occupied by ten Russian strength points which are unsupplied
 * during the December turn ... the die roll is a (3) ... modified by a total of (+2)
 * increasing the original result to (5) ... a loss of two strength points, one of which
 * must be cavalry if any are present in the hex." */
static void
test_example_g4 (void)
{
  GtkWidget *page = bth_ui_show_page ("attrition");
  GtkWidget *hex = bth_ui_find (page, "hex-1");
  BthSession *session = bth_page_get_session (BTH_PAGE (page));
  guint rolls = g_list_model_get_n_items (bth_session_get_rolls (session));
  const char *modifiers;

  bth_ui_apply_requested_size ();

  bth_ui_set_active (page, "winter_switch", TRUE);
  bth_ui_set_text (hex, "name_row", "Smolensk");
  bth_ui_set_value (hex, "sp_spin", 10);
  bth_ui_set_value (hex, "cavalry_spin", 2);
  bth_ui_set_active (hex, "home_switch", TRUE);
  bth_ui_set_active (hex, "unsupplied_switch", TRUE);
  bth_ui_select (hex, "mapboard_row", "4");
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));

  roll_with_typed_die (page, "3");

  g_assert_cmpstr (bth_ui_get_text (page, "die_label"), ==, "3");
  g_assert_cmpstr (bth_ui_get_text (hex, "modified_label"), ==, "5");
  g_assert_cmpstr (bth_ui_get_text (hex, "loss_label"), ==, "2");
  g_assert_cmpstr (bth_ui_get_text (hex, "loss_row"), ==, "One of them must be cavalry (G.2)");
  /* Each modifier with its rule: home (G.3.b), unsupplied (G.3.c), winter (G.3.d), Russia (G.3.e). */
  modifiers = bth_ui_get_text (hex, "roll_row");
  g_assert_nonnull (strstr (modifiers, "G.3.b"));
  g_assert_nonnull (strstr (modifiers, "G.3.c"));
  g_assert_nonnull (strstr (modifiers, "G.3.d"));
  g_assert_nonnull (strstr (modifiers, "G.3.e"));
  /* The typed die is used up, and the roll is in the dice log as typed. */
  g_assert_cmpstr (bth_ui_get_text (page, "typed_die_row"), ==, "");
  g_assert_cmpuint (g_list_model_get_n_items (bth_session_get_rolls (session)), ==, rolls + 1);

  bth_ui_snap ("attrition");
}

/* A second hex shares the die (G.1); one with too few SP is not checked. Hexes added after
 * the roll make it stale (issue 32: the Dice Log's roll was for G.4's hex alone); the roll
 * again gives every hex its result from one die. */
static void
test_second_hex_and_small_hex (void)
{
  GtkWidget *page = bth_ui_show_page ("attrition");
  GtkWidget *hex2, *hex3;

  bth_ui_click (page, "add_hex_button");
  hex2 = bth_ui_find (page, "hex-2");
  bth_ui_set_value (hex2, "sp_spin", 10);
  bth_ui_set_active (hex2, "home_switch", TRUE);
  bth_ui_set_active (hex2, "unsupplied_switch", TRUE);
  bth_ui_select (hex2, "mapboard_row", "4");
  bth_ui_click (page, "add_hex_button");
  hex3 = bth_ui_find (page, "hex-3");
  bth_ui_set_value (hex3, "sp_spin", 2);
  /* No result from the old die for hexes it was not rolled for: the roll is stale. */
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "stale_mark")));
  g_assert_false (gtk_widget_is_drawable (bth_ui_find (hex2, "loss_label")));
  g_assert_false (gtk_widget_is_drawable (bth_ui_find (page, "die_box")));

  roll_with_typed_die (page, "3");
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "stale_mark")));
  /* The same die: G.4's hex without cavalry loses two SP, none of them cavalry. */
  g_assert_cmpstr (bth_ui_get_text (hex2, "loss_label"), ==, "2");
  g_assert_cmpstr (bth_ui_get_text (hex2, "loss_row"), !=, "One of them must be cavalry (G.2)");
  g_assert_cmpstr (bth_ui_get_text (hex3, "loss_label"), ==, "0");

  /* Removing a hex renumbers the others. */
  bth_ui_click (hex3, "remove_button");
  g_assert_null (bth_ui_try_find (page, "hex-3"));
}

/* More cavalry than SP is shown on the field and blocks the roll; undo puts it back. */
static void
test_impossible_entry_and_undo (void)
{
  GtkWidget *page = bth_ui_show_page ("attrition");
  GtkWidget *hex = bth_ui_find (page, "hex-1");
  GtkWidget *window = GTK_WIDGET (bth_ui_window ());

  bth_ui_set_value (hex, "cavalry_spin", 12);
  g_assert_true (gtk_widget_has_css_class (bth_ui_find (hex, "cavalry_row"), "error"));
  g_assert_cmpstr (bth_ui_get_text (hex, "cavalry_row"), ==,
                   "More cavalry than strength points in the hex");
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (bth_ui_find (page, "roll_button")),
                            "More cavalry"));
  /* Nothing the players typed is lost. */
  g_assert_cmpstr (bth_ui_get_text (hex, "cavalry_spin"), ==, "12");

  bth_ui_set_value (hex, "sp_spin", -1);
  g_assert_true (gtk_widget_has_css_class (bth_ui_find (hex, "sp_row"), "error"));

  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (hex, "sp_spin"), ==, "10");
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (hex, "cavalry_spin"), ==, "2");
  g_assert_false (gtk_widget_has_css_class (bth_ui_find (hex, "cavalry_row"), "error"));
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));
  g_assert_cmpstr (bth_ui_get_text (hex, "loss_label"), ==, "2");
}

/* Undoing the roll takes the result away and marks the roll undone in the log. */
static void
test_undo_roll (void)
{
  GtkWidget *page = bth_ui_show_page ("attrition");
  GtkWidget *window = GTK_WIDGET (bth_ui_window ());
  BthSession *session = bth_page_get_session (BTH_PAGE (page));
  GListModel *rolls = bth_session_get_rolls (session);
  g_autoptr(BthRollRecord) last = NULL;

  roll_with_typed_die (page, "6");
  g_assert_cmpstr (bth_ui_get_text (page, "die_label"), ==, "6");
  last = g_list_model_get_item (rolls, g_list_model_get_n_items (rolls) - 1);
  g_assert_true (bth_roll_record_get_typed (last));
  g_assert_nonnull (bth_roll_record_get_result (last));

  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "die_label"), ==, "3");
  g_assert_cmpstr (bth_ui_get_text (page, "typed_die_row"), ==, "6");
  g_assert_true (bth_roll_record_get_undone (last));
}

/* A typed die that is not a die face is refused next to the entry; no roll is logged. */
static void
test_bad_typed_die (void)
{
  GtkWidget *page = bth_ui_show_page ("attrition");
  BthSession *session = bth_page_get_session (BTH_PAGE (page));
  guint rolls = g_list_model_get_n_items (bth_session_get_rolls (session));

  bth_ui_set_text (page, "typed_die_row", "7");
  g_assert_true (gtk_widget_has_css_class (bth_ui_find (page, "typed_die_row"), "error"));
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "problem_label")));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));
  g_assert_cmpuint (g_list_model_get_n_items (bth_session_get_rolls (session)), ==, rolls);

  /* Enter in the die entry rolls once the die is right. */
  bth_ui_set_text (page, "typed_die_row", "1");
  bth_ui_press_enter (page, "typed_die_row");
  g_assert_cmpstr (bth_ui_get_text (page, "die_label"), ==, "1");
  g_assert_cmpuint (g_list_model_get_n_items (bth_session_get_rolls (session)), ==, rolls + 1);
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/attrition/example-g4", test_example_g4);
  g_test_add_func ("/ui/attrition/second-and-small-hex", test_second_hex_and_small_hex);
  g_test_add_func ("/ui/attrition/impossible-entry-and-undo", test_impossible_entry_and_undo);
  g_test_add_func ("/ui/attrition/undo-roll", test_undo_roll);
  g_test_add_func ("/ui/attrition/bad-typed-die", test_bad_typed_die);
  return bth_ui_test_run ();
}
