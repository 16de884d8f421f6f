/* test-ui-forced-march.c — the Forced March screen, driven through its widgets with the
 * rulebook's K.5 example.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "bth-ui-test.h"

static void
fill_group (GtkWidget  *page,
            guint       number,
            const char *klass,
            int         sp)
{
  g_autofree char *name = g_strdup_printf ("group-%u", number);
  GtkWidget *group;

  if (bth_ui_try_find (page, name) == NULL)
    bth_ui_click (page, "add_group_button");
  group = bth_ui_find (page, name);
  bth_ui_select (group, "class_row", klass);
  bth_ui_set_value (group, "sp_spin", sp);
}

/* K.5: "Napoleon is being moved accompanied by three French Guard strength points, two
 * French infantry strength points, and one Bavarian (French satellite) infantry strength
 * point. ... two additional movement points. He then rolls the die and the result is a
 * "5". This result is modified to a "3", for the French Guard strength points, a "4" for
 * the French infantry strength points, and remains a "5" for the Bavarian infantry ...
 * the French player must eliminate one strength point of regular French infantry because
 * a "4" die roll on the Forced March Table includes an asterisk." */
static void
test_example_k5 (void)
{
  GtkWidget *page = bth_ui_show_page ("forced-march");
  const char *modified[] = { "3", "4", "5" }, *extra[] = { "2", "1", "0" };

  bth_ui_apply_requested_size ();

  bth_ui_select (page, "extra_mp_row", "2");
  fill_group (page, 1, "French Guard", 3);
  fill_group (page, 2, "French", 2);
  fill_group (page, 3, "Others", 1);

  bth_ui_set_text (page, "typed_die_row", "5");
  bth_ui_click (page, "roll_button");

  g_assert_cmpstr (bth_ui_get_text (page, "die_label"), ==, "5");
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("group-%u", i + 1);
      GtkWidget *group = bth_ui_find (page, name);

      g_assert_cmpstr (bth_ui_get_text (group, "modified_label"), ==, modified[i]);
      g_assert_cmpstr (bth_ui_get_text (group, "extra_mp_label"), ==, extra[i]);
    }
  g_assert_nonnull (strstr (bth_ui_get_text (bth_ui_find (page, "group-1"), "roll_row"), "K.5.a"));
  g_assert_nonnull (strstr (bth_ui_get_text (bth_ui_find (page, "group-2"), "roll_row"), "K.5.b"));
  g_assert_nonnull (strstr (bth_ui_get_text (bth_ui_find (page, "group-2"), "extra_mp_row"), "Asterisk"));
  /* One SP for the whole force, from the French group (K.3.c). */
  g_assert_cmpstr (bth_ui_get_text (page, "loss_label"), ==, "1");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "loss_row"), "Group 2 (French)"));

  bth_ui_snap ("forced-march");
}

/* A group of no SP is shown on its field and blocks the roll; undo puts the SP back. */
static void
test_impossible_entry_and_undo (void)
{
  GtkWidget *page = bth_ui_show_page ("forced-march");
  GtkWidget *group = bth_ui_find (page, "group-3");
  GtkWidget *window = GTK_WIDGET (bth_ui_window ());

  bth_ui_set_value (group, "sp_spin", 0);
  g_assert_true (gtk_widget_has_css_class (bth_ui_find (group, "sp_row"), "error"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "problem_label")));

  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (group, "sp_spin"), ==, "1");
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));
  g_assert_cmpstr (bth_ui_get_text (page, "loss_label"), ==, "1");
}

/* A leader may never force march alone (K.4): without groups there is nothing to roll. */
static void
test_no_group (void)
{
  GtkWidget *page = bth_ui_show_page ("forced-march");

  while (bth_ui_try_find (page, "group-1") != NULL)
    bth_ui_click (bth_ui_find (page, "group-1"), "remove_button");
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "problem_label"), "K.4"));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/forced-march/example-k5", test_example_k5);
  g_test_add_func ("/ui/forced-march/impossible-entry-and-undo", test_impossible_entry_and_undo);
  g_test_add_func ("/ui/forced-march/no-group", test_no_group);
  return bth_ui_test_run ();
}
