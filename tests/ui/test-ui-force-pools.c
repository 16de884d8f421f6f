/* test-ui-force-pools.c — the Force Pools page and the Campaign Game Card editor through
 * the window: a game without books says so; a Grand Campaign game's boxes (X.J.1); a
 * capture into a Prisoners box (X.G.3.a) and its undo; a move the books refuse, explained
 * inline; the card editor entering a city's symbol and a state's initial pool (added to
 * the running game, X.J.1.d), saving, reloading, exporting and importing, and refusing a
 * malformed file naming the field.
 *
 * The game is set up as tests/war-and-peace/test-force-pools.c does (bth_game_new_from_scenario cannot
 * start scenario X yet), with a card whose entries are test data, not the printed card's.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "bth-ui-test.h"

#include "bth-card-editor.h"
#include "bth-card-file.h"
#include "bth-force-pools-page.h"
#include "bth-force-pools.h"

#define LEADER(id, name, power, side, value, named) \
  "{\"id\": \"" id "\", \"name\": \"" name "\", \"power\": \"" power "\", \"side\": \"" side "\"," \
  " \"value\": " value ", \"colour\": null, \"named\": " named "}"
#define UNIT(power, kind, sp) "{\"power\": \"" power "\", \"kind\": \"" kind "\", \"sp\": " #sp "}"

/* Part of the Grand Campaign's set-up (X.L), as tests/war-and-peace/test-force-pools.c has it. */
static const char *const campaign_setup =
  "{\"scenario\": \"grand-campaign-1805\", \"name\": \"War and Peace 1805-1815\","
  " \"ruleset\": \"war-and-peace-4e\", \"sequence\": \"campaign\", \"options\": [],"
  " \"start\": \"1805-09\", \"end\": \"1815-08\", \"sides\": [\"french\", \"non-french\"],"
  " \"powers\": [{\"id\": \"france\", \"side\": \"french\"}, {\"id\": \"england\", \"side\": \"non-french\"},"
  "              {\"id\": \"austria\", \"side\": \"non-french\"}, {\"id\": \"prussia\", \"side\": null}],"
  " \"alliance\": {\"french_vp\": 0, \"french_cp\": 0, \"anti_vp\": 0, \"anti_cp\": 0,"
  "               \"pro_french_powers\": 0, \"anti_french_powers\": 0},"
  " \"stacks\": ["
  "  {\"stack\": \"s1\", \"create\": true, \"side\": \"french\", \"location\": \"within one hex of Strasbourg\","
  "   \"leaders\": [" LEADER ("napoleon", "Napoleon", "france", "french", "null", "true") "],"
  "   \"units\": [" UNIT ("france", "I", 8) "," UNIT ("france", "C", 4) "]},"
  "  {\"stack\": \"s2\", \"create\": true, \"side\": \"non-french\", \"location\": \"within one hex of Ulm\","
  "   \"leaders\": [" LEADER ("ferdinand", "Ferdinand", "austria", "non-french", "null", "true") "],"
  "   \"units\": [" UNIT ("austria", "I", 11) "," UNIT ("austria", "C", 3) "]}]}";

static BthWindow *
window (void)
{
  return bth_ui_window ();
}

static BthGame *
session_game (void)
{
  return bth_session_get_game (bth_window_get_session (window ()));
}

static void
wait_for_window (void)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (bth_window_is_loading_game (window ()) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  bth_ui_settle ();
}

/* The shipped card with test entries for Austria and England (not the printed card's). */
static BthCampaignCard *
entered_card (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "campaign",
                                            "war-and-peace-4e-card.json", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BthCampaignCard) card = NULL;
  g_autoptr(JsonNode) json = NULL;
  JsonArray *states;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  card = bth_campaign_card_new_from_data (text, -1, "card", &error);
  g_assert_no_error (error);
  json = bth_campaign_card_to_json (card);
  states = json_object_get_array_member (json_node_get_object (json), "states");
  for (guint i = 0; i < json_array_get_length (states); i++)
    {
      JsonObject *s = json_array_get_object_element (states, i);
      const char *id = json_object_get_string_member (s, "id");
      g_autoptr(JsonNode) pool = NULL;

      if (g_str_equal (id, "austria"))
        pool = json_from_string ("[{\"units\": [\"5I\", \"2L\", \"1C\"], \"leaders\": [\"Leader (0)\", \"Schwarzenberg\"]}]", NULL);
      else if (g_str_equal (id, "england"))
        pool = json_from_string ("[{\"units\": [\"2I\", \"1S\"], \"leaders\": []}]", NULL);
      if (pool != NULL)
        json_object_set_member (s, "initial_force_pool", json_node_copy (pool));
    }
  {
    g_autofree char *data = json_to_string (json, FALSE);
    BthCampaignCard *entered = bth_campaign_card_new_from_data (data, -1, "entered", &error);
    g_assert_no_error (error);
    return entered;
  }
}

static BthGame *
start_campaign (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) setup = json_from_string (campaign_setup, &error);
  g_autoptr(BthCampaignCard) card = entered_card ();
  g_autofree char *dir = g_dir_make_tmp ("bth-pools-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "campaign.berthier", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BthGame) game = NULL;

  g_assert_no_error (error);
  game = bth_game_new_from_setup (bth_window_get_ruleset (window ()), setup, 1805, &error);
  g_assert_no_error (error);
  g_assert_true (bth_game_set_up_force_pools (game, card, &error));
  g_assert_no_error (error);
  bth_window_set_game (window (), game, file);
  bth_ui_settle ();
  return session_game ();
}

static int
pool_sp (const char *state, const char *box, const char *power, const char *kind)
{
  return bth_force_pools_sp (bth_game_state_get_force_pools (bth_game_get_state (session_game ())),
                             state, box, power, kind);
}

/* Every scenario but the Grand Campaign: the page says there are no books. */
static void
test_no_books (void)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *page;

  wait_for_window ();
  g_assert_true (bth_window_start_scenario (window (), "austerlitz-1805", &error));
  g_assert_no_error (error);
  page = bth_ui_show_page ("force-pools");
  bth_ui_settle ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (bth_ui_find (page, "pools-no-books")))), ==,
                   "No Force Pools in This Game");
  g_assert_nonnull (bth_ui_find (page, "pools-edit-card"));
  g_assert_null (bth_ui_try_find (page, "pools-move-group"));
  bth_ui_snap ("force-pools-no-books");
}

/* The boxes of a set-up game, a capture and its undo, a refused move. */
static void
test_boxes_move_and_undo (void)
{
  GtkWidget *page;

  start_campaign ();
  page = bth_ui_show_page ("force-pools");
  bth_ui_settle ();

  /* X.J.1.d: Austria's entered pool; France's entered nothing yet. */
  g_assert_cmpstr (bth_ui_get_text (page, "pool-austria-force_pool"), ==, "5 I · 2 L · 1 C — Leader (0), Schwarzenberg");
  g_assert_cmpstr (bth_ui_get_text (page, "pool-england-force_pool"), ==, "2 I · 1 S");
  g_assert_cmpstr (bth_ui_get_text (page, "pool-france-prisoners"), ==, "Empty");
  g_assert_cmpstr (bth_ui_get_text (page, "pool-france-napoleon_in_exile"), ==, "Empty");
  g_assert_cmpstr (bth_ui_get_text (page, "pool-russia-at_war"), ==, "Empty");
  g_assert_cmpstr (bth_ui_get_text (page, "pool-bavaria-force_pool"), ==, "Empty");
  g_assert_nonnull (bth_ui_find (page, "pools-group-german"));
  bth_ui_snap ("force-pools-boxes");

  /* X.G.3.a: 4 SP of Ferdinand's infantry captured by France. */
  bth_ui_select (page, "pools-move-from", "s2: Ferdinand (within one hex of Ulm)");
  bth_ui_select (page, "pools-move-to", "France: Prisoners");
  bth_ui_settle ();
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, "pools-move-rule"))), ==,
                   "Captured: to the captor’s Prisoners box (X.G.3.a)");
  /* The row names the power ("Austria I"), not its id. */
  g_assert_true (g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                   gtk_widget_get_ancestor (bth_ui_find (page, "pools-move-austria-I"), ADW_TYPE_PREFERENCES_ROW))),
                 "Austria I ("));
  bth_ui_set_value (page, "pools-move-austria-I", 4);
  bth_ui_click (page, "pools-move-button");
  bth_ui_settle ();
  g_assert_cmpint (pool_sp ("france", BTH_BOX_PRISONERS, "austria", "I"), ==, 4);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (bth_game_get_state (session_game ()), "s2")->units,
                                       "austria", "I"), ==, 7);
  g_assert_cmpstr (bth_ui_get_text (page, "pool-france-prisoners"), ==, "Austria 4 I");   /* the power by its name, not its id */
  bth_ui_scroll_to (page, "pools-group-france");
  bth_ui_snap ("force-pools-prisoners");
  bth_ui_scroll_to (page, "pools-move-group");
  bth_ui_snap ("force-pools-captured");

  /* Ctrl+Z on the page takes the capture back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window ()), "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpint (pool_sp ("france", BTH_BOX_PRISONERS, NULL, NULL), ==, 0);
  g_assert_cmpstr (bth_ui_get_text (page, "pool-france-prisoners"), ==, "Empty");
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (bth_game_get_state (session_game ()), "s2")->units,
                                       "austria", "I"), ==, 11);

  /* Stack to stack is not a Force Pool move: refused, said under the form, nothing logged. */
  {
    guint events = bth_game_get_state (session_game ())->n_events;

    bth_ui_select (page, "pools-move-from", "s2: Ferdinand (within one hex of Ulm)");
    bth_ui_select (page, "pools-move-to", "s1: Napoleon (within one hex of Strasbourg)");
    bth_ui_set_value (page, "pools-move-austria-C", 1);
    bth_ui_click (page, "pools-move-button");
    bth_ui_settle ();
    g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "pools-move-error")));
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, "pools-move-rule"))), ==,
                     "Choose a box: stack to stack is a move on the Leader Display");
    g_assert_cmpstr (bth_ui_get_text (page, "pools-move-error"), ==,
                     "Not moved: a Force Pool move goes to or from a box of the display");
    g_assert_cmpuint (bth_game_get_state (session_game ())->n_events, ==, events);
    bth_ui_scroll_to (page, "pools-move-group");
    bth_ui_snap ("force-pools-refused");
  }

  /* Nothing chosen: said, not sent. */
  bth_ui_select (page, "pools-move-to", "France: Prisoners");
  bth_ui_set_value (page, "pools-move-austria-C", 0);
  bth_ui_click (page, "pools-move-button");
  g_assert_cmpstr (bth_ui_get_text (page, "pools-move-error"), ==, "Choose the units or leaders to move: none is chosen.");

  /* January additions still to be entered on the card: refused inline, naming it. */
  bth_ui_select (page, "pools-january-state", "Austria");
  bth_ui_click (page, "pools-january-add");
  bth_ui_settle ();
  g_assert_nonnull (strstr (bth_ui_get_text (page, "pools-january-error"), "Not added:"));
}

static GtkWidget *
open_editor (void)
{
  GtkWidget *page = bth_ui_show_page ("force-pools");
  GtkWindow *editor = bth_force_pools_page_edit_card (BTH_FORCE_POOLS_PAGE (page));

  bth_ui_settle ();
  return GTK_WIDGET (editor);
}

static void
expand (GtkWidget *editor, const char *state)
{
  g_autofree char *name = g_strdup_printf ("card-state-%s", state);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (editor, name)), TRUE);
  bth_ui_settle ();
}

static char *
read_text (const char *path)
{
  char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* The editor: a symbol and a pool entered, saved (the game gets the pool), reloaded,
 * exported, imported; bad entries and a malformed file refused naming the field. */
static void
test_card_editor (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *card_path = bth_card_file_path ();
  g_autofree char *dir = g_dir_make_tmp ("bth-card-XXXXXX", &error);
  g_autofree char *export_path = g_build_filename (dir, "our-card.json", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad-card.json", NULL);
  g_autoptr(GFile) export_file = g_file_new_for_path (export_path);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad_path);
  g_autofree char *exported = NULL, *bad = NULL, *saved = NULL;
  GtkWidget *editor, *page;
  const char *missing_before;
  char *at;

  g_assert_no_error (error);
  start_campaign ();
  g_assert_false (g_file_test (card_path, G_FILE_TEST_EXISTS));
  editor = open_editor ();
  missing_before = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (editor, "card-missing")));
  g_assert_cmpstr (missing_before, ==, "107 values still to be entered");
  g_assert_null (bth_card_editor_get_problem (BTH_CARD_EDITOR (editor)));

  /* Berlin's symbol and Prussia's initial pool. */
  expand (editor, "prussia");
  bth_ui_select (editor, "card-prussia-city-Berlin", "Red (any army unit)");
  bth_ui_set_text (editor, "card-prussia-initial", "4I, 1C, Blucher");
  g_assert_null (bth_card_editor_get_problem (BTH_CARD_EDITOR (editor)));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (editor, "card-missing"))), ==,
                   "105 values still to be entered");
  bth_ui_settle ();
  bth_ui_snap_window (GTK_WINDOW (editor), "card-editor-prussia");

  /* A unit that is not one: the loader's words, naming the state and the field. */
  bth_ui_set_text (editor, "card-prussia-initial", "4I, 12X, Blucher");
  g_assert_cmpstr (bth_card_editor_get_problem (BTH_CARD_EDITOR (editor)), ==,
                   "Prussia, initial Force Pool: $.states[4].initial_force_pool[0].units[1]: "
                   "\"12X\" is not a unit such as 12I, 2GI or 1CC");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (editor, "card-problem")));
  g_assert_false (bth_card_editor_save (BTH_CARD_EDITOR (editor), &error));
  g_clear_error (&error);
  g_assert_false (g_file_test (card_path, G_FILE_TEST_EXISTS));
  bth_ui_settle ();
  bth_ui_snap_window (GTK_WINDOW (editor), "card-editor-problem");
  /* The counter mix: a line that does not read. */
  bth_ui_set_text (editor, "card-prussia-initial", "4I, 1C, Blucher");
  bth_ui_set_text (editor, "card-prussia-counter-mix", "40I, lots");
  g_assert_cmpstr (bth_card_editor_get_problem (BTH_CARD_EDITOR (editor)), ==,
                   "Prussia, counter mix: “lots” is not SP and a kind such as 40I or 12C");
  bth_ui_set_text (editor, "card-prussia-counter-mix", "");
  g_assert_null (bth_card_editor_get_problem (BTH_CARD_EDITOR (editor)));

  /* France's chosen cities: Brussels is excluded (X.J.2.g). */
  expand (editor, "france");
  bth_ui_set_text (editor, "card-france-chosen-1", "Brussels");
  g_assert_cmpstr (bth_card_editor_get_problem (BTH_CARD_EDITOR (editor)), ==,
                   "France, chosen production cities: Brussels may not be chosen (X.J.2.g)");
  bth_ui_set_text (editor, "card-france-chosen-1", "Lyon");
  g_assert_null (bth_card_editor_get_problem (BTH_CARD_EDITOR (editor)));
  /* Lyon's symbol is one more value to enter. */
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (editor, "card-missing"))), ==,
                   "106 values still to be entered");

  /* Save: the players' card, and the running game takes Prussia's pool (X.J.1.d). */
  g_assert_cmpint (pool_sp ("prussia", BTH_BOX_FORCE_POOL, NULL, NULL), ==, 0);
  bth_ui_click (editor, "save_button");
  bth_ui_settle ();
  g_assert_true (g_file_test (card_path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (pool_sp ("prussia", BTH_BOX_FORCE_POOL, "prussia", "I"), ==, 4);
  g_assert_cmpint (pool_sp ("prussia", BTH_BOX_FORCE_POOL, "prussia", "C"), ==, 1);
  page = bth_ui_show_page ("force-pools");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "pool-prussia-force_pool"), ==, "4 I · 1 C — Blucher");
  saved = read_text (card_path);
  g_assert_nonnull (strstr (saved, "\"Lyon\""));
  /* Undo takes the game's addition back; the card stays saved. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window ()), "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpint (pool_sp ("prussia", BTH_BOX_FORCE_POOL, NULL, NULL), ==, 0);
  gtk_window_destroy (GTK_WINDOW (editor));

  /* Reloaded: what was saved is shown again. */
  editor = open_editor ();
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (editor, "card-missing"))), ==,
                   "106 values still to be entered");
  expand (editor, "prussia");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (editor, "card-prussia-city-Berlin"))), ==, 1);
  g_assert_cmpstr (bth_ui_get_text (editor, "card-prussia-initial"), ==, "4I, 1C, Blucher");
  expand (editor, "france");
  g_assert_cmpstr (bth_ui_get_text (editor, "card-france-chosen-1"), ==, "Lyon");
  g_assert_nonnull (bth_ui_find (editor, "card-france-city-Lyon"));

  /* Export, then import it into a fresh editor. */
  g_assert_true (bth_card_editor_export_file (BTH_CARD_EDITOR (editor), export_file, &error));
  g_assert_no_error (error);
  exported = read_text (export_path);
  g_assert_cmpstr (exported, ==, saved);
  gtk_window_destroy (GTK_WINDOW (editor));
  g_assert_cmpint (g_unlink (card_path), ==, 0);
  editor = open_editor ();
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (editor, "card-missing"))), ==,
                   "107 values still to be entered");
  g_assert_true (bth_card_editor_import_file (BTH_CARD_EDITOR (editor), export_file, &error));
  g_assert_no_error (error);
  bth_ui_settle ();
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (editor, "card-missing"))), ==,
                   "106 values still to be entered");
  expand (editor, "prussia");
  g_assert_cmpstr (bth_ui_get_text (editor, "card-prussia-initial"), ==, "4I, 1C, Blucher");

  /* A malformed file: refused naming the field; what is in the editor stays. */
  bad = g_strdup (exported);
  at = strstr (bad, "\"4I\"");
  g_assert_nonnull (at);
  memcpy (at, "\"4X\"", 4);
  g_assert_true (g_file_set_contents (bad_path, bad, -1, NULL));
  g_assert_false (bth_card_editor_import_file (BTH_CARD_EDITOR (editor), bad_file, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (bth_card_editor_get_problem (BTH_CARD_EDITOR (editor)), ==,
                   "Not imported: bad-card.json: $.states[4].initial_force_pool[0].units[0]: "
                   "\"4X\" is not a unit such as 12I, 2GI or 1CC");
  g_assert_cmpstr (bth_ui_get_text (editor, "card-prussia-initial"), ==, "4I, 1C, Blucher");
  bth_ui_settle ();
  bth_ui_snap_window (GTK_WINDOW (editor), "card-editor-import-refused");
  gtk_window_destroy (GTK_WINDOW (editor));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/force-pools/no-books", test_no_books);
  g_test_add_func ("/ui/force-pools/boxes-move-and-undo", test_boxes_move_and_undo);
  g_test_add_func ("/ui/force-pools/card-editor", test_card_editor);
  return bth_ui_test_run ();
}
