/* test-ui-withdrawal.c — a scheduled withdrawal of "any satellite units" from the Game page
 * (issue 16): the players choose the satellite and how many SP leave each stack, with real
 * key events (xdotool on the test's display); nothing is chosen for them, Withdraw waits
 * for a complete choice, and the action is one step of the game's log (Ctrl+Z).
 *
 * Scenario IX (Spain 1811), April 1812: "Reinforcements: April: Withdraw Bessieres, Ney,
 * Victor, 3I, 2I (any satellite units)" (VIII.F.1.e, rulebook seed 000:1638, adopted by IX).
 * The set-up (IX.E.1.a, 000:1736) has 1I of Poland at Seville and 1I of Poland elsewhere
 * (each in its own stack), and no Portuguese (blue) satellite units: 2I of Poland are
 * withdrawn one SP from each of the two stacks; for Portugal no stack holds them.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"

#include "bth-game.h"

static BthGame *
game (void)
{
  return bth_session_get_game (bth_window_get_session (bth_ui_window ()));
}

static int
satellite_withdrawal (gboolean *done)
{
  g_autoptr(GPtrArray) due = bth_game_get_due (game ());

  for (guint i = 0; i < due->len; i++)
    {
      const BthDueItem *item = g_ptr_array_index (due, i);
      if (item->kind == BTH_DUE_WITHDRAWAL && item->entry != NULL && item->entry->force != NULL &&
          item->entry->force->power_choice_of != NULL)
        {
          if (done != NULL)
            *done = item->done;
          return (int) i;
        }
    }
  return -1;
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

/* The dialog's response button labelled LABEL. */
static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return child;
      if ((found = find_button (child, label)) != NULL)
        return found;
    }
  return NULL;
}

/* SP of POWER's infantry in the French stacks. */
static int
french_sp (const char *power)
{
  const BthGameState *state = bth_game_get_state (game ());
  int sp = 0;

  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      if (g_strcmp0 (stack->side, "french") == 0)
        sp += bth_unit_counts_sp (stack->units, power, "I");
    }
  return sp;
}

/* The spin buttons of the dialog's stack list, in order. */
static GPtrArray *
spins (GtkWidget *dialog)
{
  GPtrArray *out = g_ptr_array_new ();
  GtkWidget *list = bth_ui_find (dialog, "withdrawal-stacks");

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    g_ptr_array_add (out, gtk_widget_get_last_child (row));
  return out;
}

static void
choose_satellite (GtkWidget *dialog, const char *keys)
{
  gtk_widget_grab_focus (bth_ui_find (dialog, "withdrawal-power"));
  bth_ui_settle ();
  bth_ui_keys_to (GTK_WINDOW (dialog), "space");
  bth_ui_settle ();
  bth_ui_keys_to (GTK_WINDOW (dialog), keys);
  bth_ui_settle ();
}

static void
test_satellite_withdrawal (void)
{
  GtkWidget *page = bth_ui_show_page ("game");
  GtkWidget *dialog, *withdraw;
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *button = NULL;
  BthMonth april;
  gboolean done = TRUE;
  int index, polish;
  guint events;

  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-spain-1811");
  bth_ui_settle ();
  g_assert_cmpstr (bth_game_get_state (game ())->scenario, ==, "spain-1811");
  /* To the French Reinforcement Phase of April 1812. */
  g_assert_true (bth_month_parse ("1812-04", &april));
  for (guint n = 0; n < 400; n++)
    {
      const BthGameState *s = bth_game_get_state (game ());
      if (s->month == april && g_strcmp0 (s->segment, "french") == 0 && g_strcmp0 (s->phase, "reinforcement") == 0)
        break;
      g_assert_true (bth_game_advance_phase (game (), NULL));
    }
  bth_ui_settle ();
  page = bth_ui_show_page ("game");
  index = satellite_withdrawal (&done);
  g_assert_cmpint (index, >=, 0);
  g_assert_false (done);
  polish = french_sp ("poland");
  g_test_message ("French stacks hold %dI of Poland", polish);
  g_assert_cmpint (polish, ==, 2);

  /* Withdraw… (Return on the row's button, a real key) opens the dialog. */
  button = g_strdup_printf ("due-%d-apply", index);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (bth_ui_find (page, button))), ==, "_Withdraw…");
  bth_ui_focus_keys (page, button, "Return");
  dialog = find_toplevel ("withdrawal-dialog");
  g_assert_nonnull (dialog);
  /* Nothing chosen: no satellite, no stack, Withdraw disabled. */
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (bth_ui_find (dialog, "withdrawal-power"))), ==, 0);
  g_assert_null (gtk_widget_get_first_child (bth_ui_find (dialog, "withdrawal-stacks")));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "withdraw"));
  bth_ui_snap_window (GTK_WINDOW (dialog), "withdrawal-choose");

  /* Portugal (blue), fourth in the list: no stack holds its units, said in the players' words. */
  choose_satellite (dialog, "Down Down Down Down Return");
  g_assert_cmpstr (bth_ui_get_text (dialog, "withdrawal-power"), ==, "Portugal (blue, French satellite)");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (dialog, "withdrawal-status")));
  g_test_message ("status: %s", bth_ui_get_text (dialog, "withdrawal-status"));
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "withdrawal-status"),
                            "no stack holds 2I of Portugal (blue, French satellite)"));
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "withdrawal-status"), "Leaders page"));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "withdraw"));
  bth_ui_snap_window (GTK_WINDOW (dialog), "withdrawal-none");

  /* Poland, first in the list: its two stacks, each at 0. */
  choose_satellite (dialog, "Up Up Up Return");
  g_assert_cmpstr (bth_ui_get_text (dialog, "withdrawal-power"), ==, "Poland");
  g_assert_false (gtk_widget_get_visible (bth_ui_find (dialog, "withdrawal-status")));
  list = spins (dialog);
  g_assert_cmpuint (list->len, ==, 2);
  for (guint i = 0; i < list->len; i++)
    g_assert_cmpint (gtk_spin_button_get_value_as_int (g_ptr_array_index (list, i)), ==, 0);
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "withdraw"));

  /* One SP from the first stack (Up on its spin button): 1 of 2, still disabled. */
  gtk_widget_grab_focus (g_ptr_array_index (list, 0));
  bth_ui_settle ();
  bth_ui_keys_to (GTK_WINDOW (dialog), "Up");
  bth_ui_settle ();
  g_assert_cmpint (gtk_spin_button_get_value_as_int (g_ptr_array_index (list, 0)), ==, 1);
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "withdrawal-totals"), "2I of Poland to withdraw: 1 chosen"));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "withdraw"));
  /* And one from the second: complete. */
  gtk_widget_grab_focus (g_ptr_array_index (list, 1));
  bth_ui_settle ();
  bth_ui_keys_to (GTK_WINDOW (dialog), "Up");
  bth_ui_settle ();
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "withdrawal-totals"), "2I of Poland to withdraw: 2 chosen"));
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "withdraw"));
  bth_ui_assert_window_fits_width (GTK_WINDOW (dialog), 360);
  bth_ui_snap_window (GTK_WINDOW (dialog), "withdrawal-chosen");

  /* Withdraw (Return on the button): one action; Poland's SP are off the map. */
  events = bth_game_get_events (game ())->len;
  withdraw = find_button (dialog, "_Withdraw");
  g_assert_nonnull (withdraw);
  gtk_widget_grab_focus (withdraw);
  bth_ui_settle ();
  bth_ui_keys_to (GTK_WINDOW (dialog), "Return");
  bth_ui_settle ();
  g_assert_null (find_toplevel ("withdrawal-dialog"));
  g_assert_cmpuint (bth_game_get_events (game ())->len, ==, events + 1);
  g_assert_cmpint (french_sp ("poland"), ==, 0);
  g_assert_cmpint (satellite_withdrawal (&done), ==, index);
  g_assert_true (done);
  page = bth_ui_show_page ("game");
  g_assert_null (bth_ui_try_find (page, button));
  bth_ui_snap ("withdrawal-done");

  /* Ctrl+Z (real keys): the units are back and the withdrawal is due again. */
  bth_ui_keys ("ctrl+z");
  bth_ui_settle ();
  g_assert_cmpint (french_sp ("poland"), ==, 2);
  satellite_withdrawal (&done);
  g_assert_false (done);
}

/* "Withdraw Bessieres, Ney, Victor, 3I" (VIII.F.1.e): the leaders are named, the 3I are the
 * French player's choice. */
static void
test_leaders_withdrawal (void)
{
  GtkWidget *page = bth_ui_show_page ("game");
  GtkWidget *dialog;
  g_autoptr(GPtrArray) due = bth_game_get_due (game ());
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *button = NULL;
  const BthGameState *state;
  int index = -1;

  /* The game of the test before, in April 1812. */
  for (guint i = 0; i < due->len; i++)
    {
      const BthDueItem *item = g_ptr_array_index (due, i);
      if (item->kind == BTH_DUE_WITHDRAWAL && item->entry != NULL && item->entry->force != NULL &&
          item->entry->force->n_leaders == 3)
        index = (int) i;
    }
  g_assert_cmpint (index, >=, 0);
  button = g_strdup_printf ("due-%d-apply", index);
  bth_ui_focus_keys (page, button, "Return");
  dialog = find_toplevel ("withdrawal-dialog");
  g_assert_nonnull (dialog);
  g_test_message ("leaders: %s", bth_ui_get_text (dialog, "withdrawal-leaders"));
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "withdrawal-leaders"), "Leaving with them: Bessieres ("));
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "withdrawal-leaders"), " at Burgos)"));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "withdraw"));

  /* 3I from the first French stack listed (Up three times on its count). */
  list = spins (dialog);
  g_assert_cmpuint (list->len, >, 1);
  gtk_widget_grab_focus (g_ptr_array_index (list, 0));
  bth_ui_settle ();
  bth_ui_keys_to (GTK_WINDOW (dialog), "Up Up Up");
  bth_ui_settle ();
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "withdrawal-totals"), "3I of France to withdraw: 3 chosen"));
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "withdraw"));
  bth_ui_snap_window (GTK_WINDOW (dialog), "withdrawal-leaders");
  gtk_widget_grab_focus (find_button (dialog, "_Withdraw"));
  bth_ui_settle ();
  bth_ui_keys_to (GTK_WINDOW (dialog), "Return");
  bth_ui_settle ();
  g_assert_null (find_toplevel ("withdrawal-dialog"));
  state = bth_game_get_state (game ());
  for (guint i = 0; i < state->leaders->len; i++)
    {
      const BthLeaderState *l = g_ptr_array_index (state->leaders, i);
      if (g_strcmp0 (l->name, "Bessieres") == 0 || g_strcmp0 (l->name, "Victor") == 0)
        g_assert_cmpint (l->status, ==, BTH_LEADER_STATUS_WITHDRAWN);
    }
  /* The Leaders page shows them off the map, withdrawn. */
  page = bth_ui_show_page ("leaders");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "off-map-bessieres"), ==, "Withdrawn by the scenario");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/game/satellite-withdrawal", test_satellite_withdrawal);
  g_test_add_func ("/ui/game/leaders-withdrawal", test_leaders_withdrawal);
  return bth_ui_test_run ();
}
