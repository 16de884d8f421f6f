/* test-ui-entry-undo.c — Ctrl+Z pressed in an empty entry is the window's undo, not the
 * entry's own text undo (src/shell/bth-window.c); with text in the entry it still undoes the
 * typing. The keys are real key events (xdotool on the test's display).
 *
 * War and Peace's Forced March screen: the die typed at the table is used up by the roll and
 * the entry emptied, the focus left in it. Ctrl+Z there must take the roll back (the dice
 * log marks it taken back), as it does anywhere else on the page — the entry's own undo
 * would only bring the used die back into the field and leave the roll standing.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"
#include "bth-roll-record.h"
#include "bth-session.h"

/* Real keys, then time for GTK to read the events the X server delivers asynchronously. */
static void
press (const char *keys)
{
  bth_ui_settle ();
  bth_ui_keys (keys);
  /* bth_ui_settle() waits for the window to be still: its events read, drawn. */
  bth_ui_settle ();
}

static GListModel *
rolls (GtkWidget *page)
{
  return bth_session_get_rolls (bth_page_get_session (BTH_PAGE (page)));
}

static void
test_forced_march_die (void)
{
  GtkWidget *page = bth_ui_show_page ("forced-march");
  g_autoptr(BthRollRecord) roll = NULL;
  guint before;

  gtk_window_present (GTK_WINDOW (bth_ui_window ()));
  bth_ui_apply_requested_size ();
  before = g_list_model_get_n_items (rolls (page));
  gtk_widget_grab_focus (bth_ui_find (page, "typed_die_row"));
  press ("5 Return");
  g_assert_cmpuint (g_list_model_get_n_items (rolls (page)), ==, before + 1);
  roll = g_list_model_get_item (rolls (page), before);
  g_assert_cmpint (bth_roll_record_get_total (roll), ==, 5);
  g_assert_false (bth_roll_record_get_undone (roll));
  g_assert_cmpstr (bth_ui_get_text (page, "die_label"), ==, "5");
  /* The roll used the die up: the entry is empty, the focus still in it. */
  g_assert_cmpstr (bth_ui_get_text (page, "typed_die_row"), ==, "");
  bth_ui_assert_focus_in (page, "typed_die_row");

  press ("ctrl+z");
  if (!bth_roll_record_get_undone (roll))
    g_error ("Ctrl+Z in the empty die entry did not take the roll back (the entry shows \"%s\")",
             bth_ui_get_text (page, "typed_die_row"));
  g_assert_cmpuint (g_list_model_get_n_items (rolls (page)), ==, before + 1);

  /* With text in it, Ctrl+Z undoes the typing and leaves the window's undo alone: the
   * roll stays taken back, no other is brought. */
  gtk_editable_set_text (GTK_EDITABLE (bth_ui_find (page, "typed_die_row")), "");
  bth_ui_settle ();
  gtk_widget_grab_focus (bth_ui_find (page, "typed_die_row"));
  press ("3");
  g_assert_cmpstr (bth_ui_get_text (page, "typed_die_row"), ==, "3");
  press ("ctrl+z");
  g_assert_cmpstr (bth_ui_get_text (page, "typed_die_row"), !=, "3");
  g_assert_true (bth_roll_record_get_undone (roll));
  g_assert_cmpuint (g_list_model_get_n_items (rolls (page)), ==, before + 1);
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/entry-undo/forced-march-die", test_forced_march_die);
  return bth_ui_test_run ();
}
