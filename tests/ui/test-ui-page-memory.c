/* test-ui-page-memory.c — nothing the players entered on a tool page is lost when the app
 * closes (issue 3): the Battle page with the rulebook's O.3 example rolled and the
 * Attrition page with G.4's, the window closed and a new one opened as at launch, the same
 * entries and the same dice back, with nothing to undo; a clear leaves nothing to restore;
 * a kept file that cannot be read is moved aside, said, and the page starts empty.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-page-memory.h"
#include "bth-ui-test.h"
#include "bth-ui-battle-entry.h"
#include "bth-game.h"

/* Section O.3 (bth-ui-battle-entry.c, as test-ui-battle.c enters it), rolled 4 + 4 at the
 * table. */
static void
enter_o3_example (GtkWidget *page)
{
  g_assert_true (bth_ui_enter_o3_example () == page);
  bth_ui_set_text (page, "typed_dice", "4 4");
  bth_ui_press_enter (page, "typed_dice");
  g_assert_cmpstr (bth_ui_get_text (page, "roll_summary"), ==, "Rolled 4 + 4 = 8, modified +1 → 9");
}

/* G.4 (as test-ui-attrition.c enters it), the die typed as 3. */
static void
enter_g4_example (GtkWidget *page)
{
  GtkWidget *hex = bth_ui_find (page, "hex-1");

  bth_ui_set_active (page, "winter_switch", TRUE);
  bth_ui_set_text (hex, "name_row", "Smolensk");
  bth_ui_set_value (hex, "sp_spin", 10);
  bth_ui_set_value (hex, "cavalry_spin", 2);
  bth_ui_set_active (hex, "home_switch", TRUE);
  bth_ui_set_active (hex, "unsupplied_switch", TRUE);
  bth_ui_select (hex, "mapboard_row", "4");
  bth_ui_set_text (page, "typed_die_row", "3");
  bth_ui_click (page, "roll_button");
  g_assert_cmpstr (bth_ui_get_text (hex, "loss_label"), ==, "2");
}

/* Sets a key of the Tables page: a number for a spin button, an item for a drop-down. */
static void
set_lookup_key (GtkWidget  *page,
                const char *which,
                const char *value)
{
  g_autofree char *choice = g_strdup_printf ("%s_choice", which);
  g_autofree char *number = g_strdup_printf ("%s_value", which);

  if (gtk_widget_get_visible (bth_ui_find (page, choice)))
    bth_ui_select (page, choice, value);
  else
    bth_ui_set_value (page, number, g_ascii_strtod (value, NULL));
}

/* Closes the window as the player does (its close request writes what the pages hold;
 * the window and its pages are destroyed) and opens a new one as the application does at
 * launch. */
static BthWindow *
relaunch_window (void)
{
  BthWindow *old = bth_ui_window ();
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (old));
  g_autoptr(BthRuleset) rules = g_object_ref (bth_window_get_ruleset (old));
  g_autoptr(GtkApplication) keep_app = g_object_ref (app);   /* the last window is going */
  GWeakRef gone;
  BthWindow *window;

  g_weak_ref_init (&gone, old);
  g_application_hold (G_APPLICATION (app));
  gtk_window_close (GTK_WINDOW (old));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (g_weak_ref_get (&gone));
  g_weak_ref_clear (&gone);

  window = bth_window_new (BTH_APPLICATION (app));
  bth_window_set_ruleset (window, rules);
  gtk_window_present (GTK_WINDOW (window));
  g_application_release (G_APPLICATION (app));
  bth_ui_settle ();
  g_assert_true (bth_ui_window () == window);
  return window;
}

static gboolean
file_holds (const char *path,
            const char *text)
{
  g_autofree char *contents = NULL;

  return g_file_get_contents (path, &contents, NULL, NULL) && strstr (contents, text) != NULL;
}

/* A label somewhere in ROOT (a toast) whose text has TEXT in it. */
/* A button somewhere in ROOT whose label is LABEL (a toast's button). */
static GtkWidget *
find_button_labelled (GtkWidget  *root,
                      const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;
      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return child;
      if ((found = find_button_labelled (child, label)) != NULL)
        return found;
    }
  return NULL;
}

static gboolean
shows_label_with (GtkWidget  *root,
                  const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_get_mapped (child)
          && strstr (gtk_label_get_text (GTK_LABEL (child)), text) != NULL)
        return TRUE;
      if (shows_label_with (child, text))
        return TRUE;
    }
  return FALSE;
}

static void
test_restored_after_relaunch (void)
{
  g_autofree char *battle_file = bth_page_memory_path ("battle");
  g_autofree char *attrition_file = bth_page_memory_path ("attrition");
  GtkWidget *battle, *attrition, *hex, *lookup;
  BthSession *session;
  guint rolls;

  /* Nothing is kept before anything is entered: the harness's home is new. */
  g_assert_false (g_file_test (battle_file, G_FILE_TEST_EXISTS));

  enter_o3_example (bth_ui_show_page ("battle"));
  enter_g4_example (bth_ui_show_page ("attrition"));
  /* The Tables page, whose state is not JSON ("chart;row;column"). */
  lookup = bth_ui_show_page ("lookup");
  bth_ui_select (lookup, "table_row", "Combat Results Table");
  set_lookup_key (lookup, "row", "2:1");
  set_lookup_key (lookup, "column", "3");
  g_assert_cmpstr (bth_ui_get_text (lookup, "answer_label"), ==, "L 1 · S 0");
  /* Written after the changes, from a low-priority timeout, without closing anything. */
  bth_ui_show_page ("battle");
  for (gint64 until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
       !g_file_test (attrition_file, G_FILE_TEST_EXISTS) && g_get_monotonic_time () < until;)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (file_holds (attrition_file, "Smolensk"));
  g_assert_true (file_holds (battle_file, "Napoleon"));

  session = bth_window_get_session (relaunch_window ());
  rolls = g_list_model_get_n_items (bth_session_get_rolls (session));
  battle = bth_ui_show_page ("battle");
  g_assert_true (bth_page_get_session (BTH_PAGE (battle)) == session);

  /* The entries, and the roll shown as it was: the same dice, not a new roll. */
  g_assert_cmpstr (bth_ui_get_text (battle, "attacker-leader-name"), ==, "Napoleon");
  g_assert_cmpstr (bth_ui_get_text (battle, "defender-leader-name"), ==, "Charles");
  g_assert_cmpstr (bth_ui_get_text (battle, "attacker-unit-2-color"), ==, "blue");
  g_assert_cmpstr (bth_ui_get_text (battle, "defender-unit-2-sp"), ==, "11");
  g_assert_cmpstr (bth_ui_get_text (battle, "roll_summary"), ==, "Rolled 4 + 4 = 8, modified +1 → 9");

  attrition = bth_ui_show_page ("attrition");
  hex = bth_ui_find (attrition, "hex-1");
  g_assert_cmpstr (bth_ui_get_text (hex, "name_row"), ==, "Smolensk");
  g_assert_cmpstr (bth_ui_get_text (attrition, "die_label"), ==, "3");
  g_assert_cmpstr (bth_ui_get_text (hex, "modified_label"), ==, "5");
  g_assert_cmpstr (bth_ui_get_text (hex, "loss_label"), ==, "2");

  lookup = bth_ui_show_page ("lookup");
  g_assert_cmpstr (bth_ui_get_text (lookup, "table_title"), ==, "Combat Results Table");
  g_assert_cmpstr (bth_ui_get_text (lookup, "answer_label"), ==, "L 1 · S 0");

  /* Coming back is not a step to take back, and rolled nothing. */
  g_assert_false (bth_session_can_undo (session));
  g_assert_cmpuint (g_list_model_get_n_items (bth_session_get_rolls (session)), ==, rolls);
  g_assert_null (bth_page_get_memory_problem (BTH_PAGE (battle)));
  bth_ui_snap ("page-memory-battle-restored");

  /* A change after the restore is an undo step again, and undoing it is kept too. */
  bth_ui_set_text (battle, "attacker-leader-name", "Davout");
  g_assert_true (bth_session_can_undo (session));
  bth_session_undo (session);
  g_assert_cmpstr (bth_ui_get_text (battle, "attacker-leader-name"), ==, "Napoleon");
}

/* New Battle clears the page: the next launch finds nothing of the old battle. */
static void
test_clear_clears_the_file (void)
{
  g_autofree char *battle_file = bth_page_memory_path ("battle");
  GtkWidget *battle = bth_ui_show_page ("battle");

  g_assert_true (file_holds (battle_file, "Napoleon"));
  bth_ui_click (battle, "new_battle");
  bth_window_save_pages (bth_ui_window ());
  g_assert_false (file_holds (battle_file, "Napoleon"));

  relaunch_window ();
  battle = bth_ui_show_page ("battle");
  g_assert_cmpstr (bth_ui_get_text (battle, "attacker-leader-name"), ==, "");
  g_assert_null (bth_page_get_memory_problem (BTH_PAGE (battle)));
}

static void
test_unreadable_file (void)
{
  g_autofree char *battle_file = bth_page_memory_path ("battle");
  g_autofree char *battle_aside = g_strconcat (battle_file, ".unreadable", NULL);
  g_autofree char *attrition_file = bth_page_memory_path ("attrition");
  g_autofree char *attrition_aside = g_strconcat (attrition_file, ".unreadable", NULL);
  g_autofree char *dir = g_path_get_dirname (battle_file);
  GtkWidget *battle, *attrition;
  const char *problem;

  /* Not JSON at all; and JSON of another shape (a hex list that is a number). */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (battle_file, "{\"format\": 1, \"state\": {\"battle\": [", -1, NULL));
  g_assert_true (g_file_set_contents (attrition_file,
                                      "{\"format\": 1, \"page\": \"attrition\", \"state\": {\"hexes\": 7}}",
                                      -1, NULL));

  relaunch_window ();
  battle = bth_ui_show_page ("battle");
  bth_ui_settle ();

  /* The page starts empty and says which file it could not read, and where it went. */
  g_assert_cmpstr (bth_ui_get_text (battle, "attacker-leader-name"), ==, "");
  problem = bth_page_get_memory_problem (BTH_PAGE (battle));
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem, battle_file));
  g_assert_nonnull (strstr (problem, battle_aside));
  g_assert_true (shows_label_with (GTK_WIDGET (bth_ui_window ()), "Unreadable file"));
  bth_ui_snap ("page-memory-unreadable");
  /* The toast's Details name the file and where it went. */
  {
    GtkWidget *details = find_button_labelled (GTK_WIDGET (bth_ui_window ()), "_Details");
    GtkWindow *dialog = NULL;
    GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

    g_assert_nonnull (details);
    g_signal_emit_by_name (details, "clicked");
    bth_ui_settle ();
    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);
        if (ADW_IS_MESSAGE_DIALOG (item) && gtk_widget_get_visible (GTK_WIDGET (item)))
          dialog = GTK_WINDOW (item);
      }
    g_assert_nonnull (dialog);
    g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "battle.json.unreadable"));
    bth_ui_snap_window (dialog, "page-memory-unreadable-details");
    gtk_window_destroy (dialog);
    bth_ui_settle ();
  }
  /* Kept aside as it was, never overwritten or deleted. */
  g_assert_false (g_file_test (battle_file, G_FILE_TEST_EXISTS));
  g_assert_true (file_holds (battle_aside, "{\"format\": 1, \"state\": {\"battle\": ["));
  g_assert_false (bth_session_can_undo (bth_page_get_session (BTH_PAGE (battle))));

  attrition = bth_ui_show_page ("attrition");
  g_assert_nonnull (bth_page_get_memory_problem (BTH_PAGE (attrition)));
  g_assert_cmpstr (bth_ui_get_text (bth_ui_find (attrition, "hex-1"), "name_row"), ==, "");
  g_assert_true (file_holds (attrition_aside, "\"hexes\": 7"));

  /* What is entered now is kept again, in a new file. */
  bth_ui_set_text (battle, "attacker-leader-name", "Soult");
  bth_window_save_pages (bth_ui_window ());
  g_assert_true (file_holds (battle_file, "Soult"));
}

/* The Alliances page's board facts (answers only the map can give) are kept for the game
 * file and turn they were given for: the game reopened at the next launch finds them. */
static void
test_alliance_board_kept (void)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());
  GtkWidget *page = bth_ui_show_page ("game");
  BthMonth month;

  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();
  g_assert_nonnull (bth_session_get_game_file (session));
  month = bth_game_get_state (bth_session_get_game (session))->month;

  page = bth_ui_show_page ("alliances");
  bth_ui_set_active (page, "alliance-spanish-moved", TRUE);
  bth_ui_settle ();
  bth_ui_set_value (page, "alliance-paris-sp", 7);
  bth_ui_settle ();
  bth_ui_select (page, "alliance-minor-attacked-denmark", "By pro-French forces");
  bth_ui_settle ();

  session = bth_window_get_session (relaunch_window ());
  /* The game of the last evening is reopened, at the same turn. */
  for (gint64 until = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
       bth_session_get_game (session) == NULL && g_get_monotonic_time () < until;)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (bth_session_get_game (session));
  g_assert_cmpint (bth_game_get_state (bth_session_get_game (session))->month, ==, month);
  page = bth_ui_show_page ("alliances");
  bth_ui_settle ();
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "alliance-spanish-moved"))));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (page, "alliance-paris-sp"))), ==, 7);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "alliance-minor-attacked-denmark"))),
                    ==, 1);
  g_assert_null (bth_page_get_memory_problem (BTH_PAGE (page)));
  bth_ui_snap ("page-memory-alliance-board");

  /* Another game (another file) starts without the last one's answers. */
  page = bth_ui_show_page ("game");
  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();
  page = bth_ui_show_page ("alliances");
  bth_ui_settle ();
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "alliance-spanish-moved"))));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "alliance-minor-attacked-denmark"))),
                    ==, 0);
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/page-memory/restored-after-relaunch", test_restored_after_relaunch);
  g_test_add_func ("/ui/page-memory/clear-clears-the-file", test_clear_clears_the_file);
  g_test_add_func ("/ui/page-memory/unreadable-file", test_unreadable_file);
  g_test_add_func ("/ui/page-memory/alliance-board", test_alliance_board_kept);
  return bth_ui_test_run ();
}
