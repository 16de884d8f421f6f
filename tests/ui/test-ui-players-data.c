/* test-ui-players-data.c — what the players enter from their board, through the window:
 * the scenario's to-be-entered items on the Game page, winter months and a text answer
 * (undo, redo), the data remembered and offered to a second game, the leader colour
 * list, and where a wounded leader returns (R.2).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "bth-ui-test.h"

#include "bth-players-data-group.h"

#include <string.h>

static BthGame *
session_game (void)
{
  return bth_session_get_game (bth_window_get_session (bth_ui_window ()));
}

static BthGame *
wait_for_game (void)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (session_game () == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (session_game ());
  bth_ui_settle ();
  return session_game ();
}

static BthGame *
start_austerlitz (GtkWidget *page)
{
  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-austerlitz-1805");
  bth_ui_settle ();
  g_assert_cmpstr (bth_game_get_state (session_game ())->scenario, ==, "austerlitz-1805");
  return session_game ();
}

static gboolean
winter_in (BthGame *game, int month, gboolean *known)
{
  return bth_game_state_month_is_winter (bth_game_get_state (game), bth_month_make (1805, month), known);
}

static void
action (const char *name)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), name, NULL));
  bth_ui_settle ();
}

/* The items, the winter months and a text answer, undone and redone. */
static void
test_items_winter_and_answer (void)
{
  GtkWidget *page;
  BthGame *game;
  const char * const *items;
  const char *territory;
  GtkWidget *winter;
  gboolean known = TRUE;

  wait_for_game ();
  page = bth_ui_show_page ("game");
  game = start_austerlitz (page);
  items = bth_scenario_get_to_be_entered (bth_game_get_scenario (game));
  territory = items[2];

  /* Every item is shown, as the scenario words it; nothing is answered yet. */
  bth_ui_find (page, "players-data-group");
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autofree char *name = g_strdup_printf ("players-data-item-%u", i);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, name))), ==, items[i]);
    }
  g_assert_true (g_str_has_prefix (items[1], "Winter months"));
  g_assert_null (bth_ui_try_find (page, "players-data-offer"));   /* nothing from earlier games */
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, "players-data-item-0"))),
                   ==, "5 of 18 leaders' values entered on the Leader Display");

  /* Winter: December, January, February, saved as one action. */
  winter = bth_ui_find (page, "players-data-item-1");
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (winter)), ==,
                   "Not entered yet: mark them from your Turn Record Track");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (winter), TRUE);
  bth_ui_set_active (page, "winter-month-12", TRUE);
  bth_ui_set_active (page, "winter-month-1", TRUE);
  bth_ui_set_active (page, "winter-month-2", TRUE);
  winter_in (game, 12, &known);
  g_assert_false (known);   /* not until saved */
  bth_ui_scroll_to (page, "players-data-group");
  bth_ui_snap ("players-data-winter");
  bth_ui_click (page, "winter-months-save");
  g_assert_true (winter_in (game, 12, &known));
  g_assert_true (known);
  g_assert_true (winter_in (game, 1, NULL));
  g_assert_false (winter_in (game, 11, NULL));
  winter = bth_ui_find (page, "players-data-item-1");
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (winter)), ==, "January, February, December");
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (winter)));   /* stays open */

  /* A text answer. */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, "players-data-item-2")), TRUE);
  bth_ui_set_text (page, "players-data-item-2-answer", "  Ansbach and Bayreuth are Prussian ");
  g_signal_emit_by_name (bth_ui_find (page, "players-data-item-2-answer"), "apply");
  bth_ui_settle ();
  g_assert_cmpstr (bth_game_state_get_answer (bth_game_get_state (game), territory), ==,
                   "Ansbach and Bayreuth are Prussian");
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (bth_ui_find (page, "players-data-item-2"))),
                   ==, "Your answer: Ansbach and Bayreuth are Prussian");
  bth_ui_scroll_to (page, "players-data-group");
  bth_ui_snap ("players-data-answered");

  /* Undo the answer, then the winter months; redo both. */
  action ("win.undo");
  g_assert_null (bth_game_state_get_answer (bth_game_get_state (game), territory));
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (bth_ui_find (page, "players-data-item-2"))),
                   ==, "Not entered yet");
  g_assert_true (winter_in (game, 12, NULL));
  action ("win.undo");
  winter_in (game, 12, &known);
  g_assert_false (known);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (bth_ui_find (page, "winter-month-12"))));
  action ("win.redo");
  g_assert_true (winter_in (game, 12, &known));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (bth_ui_find (page, "winter-month-12"))));
  action ("win.redo");
  g_assert_cmpstr (bth_game_state_get_answer (bth_game_get_state (game), territory), ==,
                   "Ansbach and Bayreuth are Prussian");

  /* Typed text is shown as typed, not read as markup. */
  bth_ui_set_text (page, "players-data-item-2-answer", "Ansbach & Bayreuth <Prussian>");
  g_signal_emit_by_name (bth_ui_find (page, "players-data-item-2-answer"), "apply");
  bth_ui_settle ();
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (bth_ui_find (page, "players-data-item-2"))),
                   ==, "Your answer: Ansbach & Bayreuth <Prussian>");
  action ("win.undo");

  /* An empty answer withdraws it. */
  bth_ui_set_text (page, "players-data-item-2-answer", "");
  g_signal_emit_by_name (bth_ui_find (page, "players-data-item-2-answer"), "apply");
  bth_ui_settle ();
  g_assert_null (bth_game_state_get_answer (bth_game_get_state (game), territory));
  action ("win.undo");
}

/* Entered in one game, remembered in the user's data folder, offered to the next game and
 * applied there as one action. */
static void
test_second_game_is_offered (void)
{
  GtkWidget *page = bth_ui_show_page ("game");
  GtkWidget *leaders;
  g_autofree char *path = bth_players_data_path ();
  g_autofree char *contents = NULL;
  BthGame *game;
  const BthGameState *state;
  const char *territory;

  /* The leader's value and colour, as the players type them from the counter. */
  leaders = bth_ui_show_page ("leaders");
  bth_ui_set_value (leaders, "leader-napoleon-value", 5);
  bth_ui_settle ();
  bth_ui_set_text (leaders, "leader-napoleon-colour", "blue");
  g_signal_emit_by_name (bth_ui_find (leaders, "leader-napoleon-colour"), "apply");
  bth_ui_settle ();
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"napoleon\""));
  g_assert_nonnull (strstr (contents, "\"blue\""));
  g_assert_nonnull (strstr (contents, "\"winter_months\" : [\n    1,\n    2,\n    12\n  ]"));
  g_assert_nonnull (strstr (contents, "Ansbach and Bayreuth are Prussian"));

  /* An entry undone is forgotten again; a value changed and undone is remembered as before. */
  bth_ui_set_value (leaders, "leader-davout-value", 4);
  bth_ui_settle ();
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"davout\""));
  action ("win.undo");
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_null (strstr (contents, "\"davout\""));
  bth_ui_set_value (leaders, "leader-napoleon-value", 4);
  bth_ui_settle ();
  action ("win.undo");
  g_assert_cmpint (bth_game_state_find_leader (bth_game_get_state (session_game ()), "napoleon")->value, ==, 5);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"value\" : 5"));

  /* A second game: nothing entered, everything proposed. */
  page = bth_ui_show_page ("game");
  game = start_austerlitz (page);
  territory = bth_scenario_get_to_be_entered (bth_game_get_scenario (game))[2];
  state = bth_game_get_state (game);
  g_assert_cmpint (bth_game_state_find_leader (state, "napoleon")->value, ==, BTH_GAME_VALUE_UNKNOWN);
  g_assert_false (bth_game_can_undo (game));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, "players-data-offer"))), ==,
                   "Entered in your earlier games: the winter months, 1 leader's value, 1 leader's colour, "
                   "1 answer. Apply fills them in here as one action (Ctrl+Z takes it back).");
  bth_ui_scroll_to (page, "players-data-group");
  bth_ui_snap ("players-data-offer");

  bth_ui_click (page, "players-data-apply");
  state = bth_game_get_state (game);
  g_assert_true (winter_in (game, 12, NULL));
  g_assert_cmpint (bth_game_state_find_leader (state, "napoleon")->value, ==, 5);
  g_assert_cmpstr (bth_game_state_find_leader (state, "napoleon")->colour, ==, "blue");
  g_assert_cmpstr (bth_game_state_get_answer (state, territory), ==, "Ansbach and Bayreuth are Prussian");
  g_assert_null (bth_ui_try_find (page, "players-data-offer"));   /* nothing left to offer */

  /* One undo step takes it all back, and the offer returns. */
  action ("win.undo");
  state = bth_game_get_state (game);
  g_assert_false (winter_in (game, 12, NULL));
  g_assert_cmpint (bth_game_state_find_leader (state, "napoleon")->value, ==, BTH_GAME_VALUE_UNKNOWN);
  g_assert_null (bth_game_state_get_answer (state, territory));
  g_assert_false (bth_game_can_undo (game));
  bth_ui_find (page, "players-data-offer");
  action ("win.redo");
  g_assert_cmpint (bth_game_state_find_leader (bth_game_get_state (game), "napoleon")->value, ==, 5);
}

/* The colour row proposes the colours in use; "None" clears it. */
static void
test_colour_list (void)
{
  GtkWidget *leaders = bth_ui_show_page ("leaders");
  BthGame *game = session_game ();
  const BthLeaderState *ney = bth_game_state_find_leader (bth_game_get_state (game), "ney");
  g_autofree char *stack = g_strdup_printf ("stack-%s", ney->stack);
  GtkWidget *menu;

  g_assert_null (ney->colour);
  /* "blue" (entered for Napoleon) and "green" (the ruleset's Russian colour, W) are offered. */
  bth_ui_find (leaders, "leader-ney-colour-green");
  bth_ui_click (leaders, "leader-ney-colour-blue");
  g_assert_cmpstr (bth_game_state_find_leader (bth_game_get_state (game), "ney")->colour, ==, "blue");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (bth_ui_find (leaders, "leader-ney-colour"))), ==, "blue");
  bth_ui_click (leaders, "leader-ney-colour-none");
  g_assert_null (bth_game_state_find_leader (bth_game_get_state (game), "ney")->colour);
  /* Still free text. */
  bth_ui_set_text (leaders, "leader-ney-colour", "light blue");
  g_signal_emit_by_name (bth_ui_find (leaders, "leader-ney-colour"), "apply");
  bth_ui_settle ();
  g_assert_cmpstr (bth_game_state_find_leader (bth_game_get_state (game), "ney")->colour, ==, "light blue");

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (leaders, stack)), TRUE);
  bth_ui_settle ();
  bth_ui_scroll_to (leaders, "leader-ney-value");
  menu = bth_ui_find (leaders, "leader-ney-colour-choose");
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu));
  bth_ui_snap ("players-data-colours");
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu));
  bth_ui_settle ();
}

static GtkWidget *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);
      if (g_strcmp0 (gtk_widget_get_name (window), "leader-return-dialog") == 0
          && gtk_widget_get_visible (window))
        return window;
    }
  g_error ("no leader return dialog");
}

/* Wounds Ney (dice 6, 6, then 1: back next month) and advances to his return. */
static guint
due_return_index (BthGame *game)
{
  for (int step = 0; step < 40; step++)
    {
      g_autoptr(GPtrArray) due = bth_game_get_due (game);
      g_autoptr(GError) error = NULL;

      for (guint i = 0; i < due->len; i++)
        {
          const BthDueItem *item = g_ptr_array_index (due, i);
          if (item->kind == BTH_DUE_LEADER_RETURN && !item->done)
            return i;
        }
      g_assert_true (bth_game_advance_phase (game, &error));
    }
  g_assert_not_reached ();
}

static void
open_return_dialog (GtkWidget *page, BthGame *game)
{
  g_autofree char *button = NULL;

  button = g_strdup_printf ("due-%u-apply", due_return_index (game));
  bth_ui_settle ();
  bth_ui_click (page, button);
}

static void
test_leader_return (void)
{
  GtkWidget *page = bth_ui_show_page ("game");
  BthGame *game = session_game ();
  static const int dice[] = { 6, 6, 1 };
  g_autoptr(GError) error = NULL;
  g_autofree char *old_stack = NULL;
  const BthLeaderState *ney;
  GtkWidget *dialog, *dropdown;
  guint n;

  old_stack = g_strdup (bth_game_state_find_leader (bth_game_get_state (game), "ney")->stack);
  bth_dice_set_fixed (bth_game_get_dice (game), dice, G_N_ELEMENTS (dice));
  g_assert_true (bth_game_leader_casualty (game, "ney", NULL, &error));
  g_assert_no_error (error);
  bth_dice_set_fixed (bth_game_get_dice (game), NULL, 0);   /* random again */
  g_assert_cmpint (bth_game_state_find_leader (bth_game_get_state (game), "ney")->status, ==, BTH_LEADER_STATUS_WOUNDED);

  /* He joins a stack of his side chosen from the list. */
  open_return_dialog (page, game);
  dialog = find_dialog ();
  dropdown = bth_ui_find (dialog, "leader-return-stack");
  n = g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (dropdown)));
  g_assert_cmpuint (n, >=, 2);   /* at least one stack, and "Elsewhere" */
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (dialog, "leader-return-location")));
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "return"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "return");
  bth_ui_settle ();
  ney = bth_game_state_find_leader (bth_game_get_state (game), "ney");
  g_assert_cmpint (ney->status, ==, BTH_LEADER_STATUS_ON_MAP);
  {
    const BthStackState *joined = bth_game_state_find_stack (bth_game_get_state (game), ney->stack);
    g_assert_nonnull (joined);
    g_assert_cmpstr (joined->side, ==, ney->side);
    g_assert_true (joined->supplied);
    g_assert_cmpint (bth_unit_counts_sp (joined->units, "france", NULL), >, 0);
  }

  /* Undone: asked again; this time a typed place, a new stack there. */
  action ("win.undo");
  g_assert_cmpint (bth_game_state_find_leader (bth_game_get_state (game), "ney")->status, ==, BTH_LEADER_STATUS_WOUNDED);
  open_return_dialog (page, game);
  dialog = find_dialog ();
  gtk_drop_down_set_selected (GTK_DROP_DOWN (bth_ui_find (dialog, "leader-return-stack")), n - 1);
  bth_ui_settle ();
  g_assert_true (gtk_widget_get_sensitive (bth_ui_find (dialog, "leader-return-location")));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "return"));
  gtk_editable_set_text (GTK_EDITABLE (bth_ui_find (dialog, "leader-return-location")), "Munich");
  bth_ui_settle ();
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "return"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "return");
  bth_ui_settle ();
  ney = bth_game_state_find_leader (bth_game_get_state (game), "ney");
  g_assert_cmpint (ney->status, ==, BTH_LEADER_STATUS_ON_MAP);
  g_assert_cmpstr (bth_game_state_find_stack (bth_game_get_state (game), ney->stack)->location, ==, "Munich");
  g_assert_cmpstr (ney->stack, !=, old_stack);
  /* Nobody is placed at a made-up spot any more. */
  for (guint i = 0; i < bth_game_get_state (game)->stacks->len; i++)
    g_assert_cmpstr (((BthStackState *) g_ptr_array_index (bth_game_get_state (game)->stacks, i))->location,
                     !=, "Where the players place him");
}

/* A players' data file that does not load: said so on the Game page, kept aside, and
 * the game goes on. */
static void
test_unreadable_file (void)
{
  GtkWidget *page = bth_ui_show_page ("game");
  g_autofree char *path = bth_players_data_path ();
  g_autofree char *kept_path = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *kept = NULL;
  const char *message;

  g_assert_true (g_file_set_contents (path, "{\"format\": \"berthier-players-data\"", -1, NULL));
  start_austerlitz (page);
  message = adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, "players-data-memory-error")));
  g_assert_nonnull (strstr (message, path));
  g_assert_nonnull (strstr (message, kept_path));
  g_assert_true (g_file_get_contents (kept_path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "{\"format\": \"berthier-players-data\"");
  g_assert_null (bth_ui_try_find (page, "players-data-offer"));
  bth_ui_scroll_to (page, "players-data-group");
  bth_ui_snap ("players-data-unreadable");

  /* Set aside once, by the group that saves: the Leader Display, which reads the file for
   * its colour menu on every rebuild, leaves it alone and still opens. */
  g_assert_true (g_remove (kept_path) == 0);
  bth_ui_show_page ("leaders");
  g_assert_true (bth_game_advance_phase (bth_session_get_game (bth_window_get_session (bth_ui_window ())), NULL));
  bth_ui_settle ();
  g_assert_false (g_file_test (kept_path, G_FILE_TEST_EXISTS));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/players-data/items-winter-answer", test_items_winter_and_answer);
  g_test_add_func ("/ui/players-data/second-game", test_second_game_is_offered);
  g_test_add_func ("/ui/players-data/colour-list", test_colour_list);
  g_test_add_func ("/ui/players-data/leader-return", test_leader_return);
  g_test_add_func ("/ui/players-data/unreadable-file", test_unreadable_file);
  return bth_ui_test_run ();
}
