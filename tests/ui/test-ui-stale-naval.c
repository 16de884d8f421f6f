/* test-ui-stale-naval.c — nothing a naval roll depends on changes silently (issue 32),
 * with real key events (xdotool on the test's display):
 *
 *   The Naval Checks window, several rolls on one page: a blockade run (die 6: E) and a
 *   pursuit (die 4) rolled. Nelson put with the pursuers (space on his switch) marks the
 *   pursuit stale — its verdict not read again with the new modifier, the mark quoting
 *   what the Dice Log says the roll gave — and leaves the blockade run alone. Ctrl+Z takes
 *   the change back (the pursuit's own verdict again, the roll live in the Dice Log);
 *   Ctrl+Z again, in the pursuit's emptied die entry, takes the roll back (marked so in
 *   the Dice Log, no verdict), the blockade run still standing.
 *
 *   The Navies page's combat (its roll an undo step now): the die 4 typed and rolled, then
 *   the second force's squadrons typed as 2 mark the result stale; Ctrl+Z brings back the
 *   squadrons and the roll's result, Ctrl+Z in the die's entry takes the roll back.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-roll-record.h"
#include "bth-session.h"
#include "bth-ui-test.h"

/* Real keys, then time for GTK to read the events the X server delivers asynchronously. */
static void
settle_input (void)
{
  for (int i = 0; i < 10; i++)
    {
      g_usleep (10000);
      bth_ui_settle ();
    }
}

/* KEYS with the focus on ID in ROOT's window. */
static void
keys_at (GtkWidget *root, const char *id, const char *keys)
{
  bth_ui_focus_keys (root, id, keys);
  settle_input ();
}

static void
type (const char *text)
{
  bth_ui_settle ();
  bth_ui_type (text);
  settle_input ();
}

static void
press (const char *keys)
{
  bth_ui_settle ();
  bth_ui_keys (keys);
  settle_input ();
}

static GListModel *
rolls (void)
{
  return bth_session_get_rolls (bth_window_get_session (bth_ui_window ()));
}

static BthRollRecord *
last_roll (void)
{
  guint n = g_list_model_get_n_items (rolls ());

  g_assert_cmpuint (n, >, 0);
  return g_list_model_get_item (rolls (), n - 1);
}

static gboolean
shown (GtkWidget *root, const char *id)
{
  GtkWidget *widget = bth_ui_try_find (root, id);

  return widget != NULL && gtk_widget_is_drawable (widget);
}

/* The stale mark MARK is up and quotes the roll's result as the Dice Log has it. */
static void
assert_stale (GtkWidget *root, const char *mark_id, BthRollRecord *roll)
{
  const char *mark;

  g_assert_true (shown (root, mark_id));
  mark = gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (bth_ui_find (root, mark_id))));
  if (strstr (mark, "changed after the roll") == NULL || strstr (mark, "Ctrl+Z") == NULL
      || strstr (mark, bth_roll_record_get_result (roll)) == NULL)
    g_error ("the stale mark reads \"%s\", not the Dice Log's \"%s\"", mark, bth_roll_record_get_result (roll));
}

static GtkWidget *
find_toplevel (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (g_strcmp0 (gtk_widget_get_name (window), name) == 0 && gtk_widget_get_visible (window))
        return window;
    }
  return NULL;
}

static void
test_naval_checks (void)
{
  GtkWidget *page = bth_ui_show_page ("navies");
  GtkWidget *dialog;
  g_autoptr(BthRollRecord) run = NULL;
  g_autoptr(BthRollRecord) pursuit = NULL;
  g_autofree char *verdict = NULL;
  guint before;

  bth_ui_apply_requested_size ();
  g_assert_true (gtk_widget_activate (bth_ui_find (page, "navies-checks")));
  bth_ui_settle ();
  dialog = find_toplevel ("naval-checks-window");
  g_assert_nonnull (dialog);

  /* The blockade run (no modifier): the die 6 escapes. */
  before = g_list_model_get_n_items (rolls ());
  keys_at (dialog, "naval-checks-run-die", "");
  type ("6");
  press ("Return");
  g_assert_cmpuint (g_list_model_get_n_items (rolls ()), ==, before + 1);
  run = last_roll ();
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-run-verdict"), ==, "E — Escapes");

  /* The pursuit (at sea, +1): the die 4. */
  keys_at (dialog, "naval-checks-pursuit-die", "");
  type ("4");
  press ("Return");
  g_assert_cmpuint (g_list_model_get_n_items (rolls ()), ==, before + 2);
  pursuit = last_roll ();
  verdict = g_strdup (bth_ui_get_text (dialog, "naval-checks-pursuit-verdict"));
  g_assert_false (shown (dialog, "stale_mark-pursuit"));

  /* Nelson with the pursuers, after the roll: the pursuit is stale, the run is not. */
  keys_at (dialog, "naval-checks-pursuit-nelson", "space");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (dialog, "naval-checks-pursuit-nelson"))));
  assert_stale (dialog, "stale_mark-pursuit", pursuit);
  g_assert_null (bth_ui_try_find (dialog, "naval-checks-pursuit-verdict"));
  g_assert_false (shown (dialog, "stale_mark-run"));
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-run-verdict"), ==, "E — Escapes");
  g_assert_false (bth_roll_record_get_undone (pursuit));
  bth_ui_scroll_to (dialog, "stale_mark-pursuit");
  bth_ui_snap_window (GTK_WINDOW (dialog), "stale-naval-checks-stale");

  /* Ctrl+Z on the switch: Nelson goes, the pursuit's own verdict is back. */
  press ("ctrl+z");
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (dialog, "naval-checks-pursuit-nelson"))));
  g_assert_false (shown (dialog, "stale_mark-pursuit"));
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-pursuit-verdict"), ==, verdict);
  g_assert_false (bth_roll_record_get_undone (pursuit));

  /* Ctrl+Z in the pursuit's die entry (emptied by the roll): the roll goes, in the Dice
   * Log too; the blockade run stands. */
  keys_at (dialog, "naval-checks-pursuit-die", "ctrl+z");
  settle_input ();
  g_assert_true (bth_roll_record_get_undone (pursuit));
  g_assert_null (bth_ui_try_find (dialog, "naval-checks-pursuit-verdict"));
  g_assert_false (shown (dialog, "stale_mark-pursuit"));
  g_assert_false (bth_roll_record_get_undone (run));
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-run-verdict"), ==, "E — Escapes");
  gtk_window_destroy (GTK_WINDOW (dialog));
  bth_ui_settle ();
}

static void
test_navies (void)
{
  GtkWidget *page = bth_ui_show_page ("navies");
  g_autoptr(BthRollRecord) roll = NULL;
  g_autofree char *first = NULL;
  guint before = g_list_model_get_n_items (rolls ());

  bth_ui_apply_requested_size ();
  gtk_window_present (GTK_WINDOW (bth_ui_window ()));
  keys_at (page, "navies-die", "");
  type ("4");
  press ("Return");
  g_assert_cmpuint (g_list_model_get_n_items (rolls ()), ==, before + 1);
  roll = last_roll ();
  g_assert_true (shown (page, "navies-outcome"));
  first = g_strdup (bth_ui_get_text (page, "navies-outcome-first-value"));
  g_assert_false (shown (page, "stale_mark"));

  /* Two French squadrons instead of one, after the roll: stale, not the die read again. */
  keys_at (page, "navies-second-squadrons", "ctrl+a");
  type ("2");
  press ("Tab");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (page, "navies-second-squadrons"))),
                   ==, 2);
  assert_stale (page, "stale_mark", roll);
  g_assert_null (bth_ui_try_find (page, "navies-outcome"));
  g_assert_false (bth_roll_record_get_undone (roll));
  bth_ui_scroll_to (page, "stale_mark");
  bth_ui_snap ("stale-naval-navies-stale");

  /* Ctrl+Z: one squadron again and the roll's own result. */
  press ("ctrl+z");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (page, "navies-second-squadrons"))),
                   ==, 1);
  g_assert_false (shown (page, "stale_mark"));
  g_assert_cmpstr (bth_ui_get_text (page, "navies-outcome-first-value"), ==, first);
  g_assert_false (bth_roll_record_get_undone (roll));

  /* Ctrl+Z in the die's entry: the roll is taken back, in the Dice Log too. */
  keys_at (page, "navies-die", "ctrl+z");
  settle_input ();
  g_assert_true (bth_roll_record_get_undone (roll));
  g_assert_null (bth_ui_try_find (page, "navies-outcome"));
  g_assert_false (shown (page, "stale_mark"));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/stale-naval/naval-checks", test_naval_checks);
  g_test_add_func ("/ui/stale-naval/navies", test_navies);
  return bth_ui_test_run ();
}
