/* test-ui-new-game.c — New Game lists the games, then the game's rulesets, then its
 * scenarios (issue 14).
 *
 * A second game is registered here, as a game's app folder would register it: a kernel
 * module and one page that starts its new games. Ctrl+N, pressed on the Xvfb display with
 * xdotool, then asks which game; choosing it makes the window play it (its pages in the
 * sidebar, War and Peace's gone); choosing War and Peace again shows its Game page with
 * its rulesets above its scenarios.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-game-module.h"
#include "bth-installed-games.h"
#include "bth-page-registry.h"
#include "bth-ui-test.h"

/* ---- a second game, for the test only -------------------------------------------------- */

#define BTH_TYPE_TEST_GAME_PAGE (bth_test_game_page_get_type ())
G_DECLARE_FINAL_TYPE (BthTestGamePage, bth_test_game_page, BTH, TEST_GAME_PAGE, BthPage)

struct _BthTestGamePage { BthPage parent_instance; };
G_DEFINE_FINAL_TYPE (BthTestGamePage, bth_test_game_page, BTH_TYPE_PAGE)
static void bth_test_game_page_class_init (BthTestGamePageClass *klass) {}
static void bth_test_game_page_init (BthTestGamePage *self) {}

static int test_game_started;

static void
start_test_game (GtkWidget *page)
{
  test_game_started++;
}

/* Its rules: any object will do for a page that reads none. */
static gpointer
load_test_rules (const char *ruleset_id, const char *dir, GError **error)
{
  return g_object_new (G_TYPE_OBJECT, NULL);
}

static const char *
test_rules_name (gpointer rules)
{
  return "Test Game (first edition)";
}

static const BthRulesetInfo test_rulesets[] = { { "test-game-1", "First edition" } };
static const BthGameModule test_module = {
  .id = "test-game", .name = "Test Game", .summary = "a game for the test",
  .rulesets = test_rulesets, .n_rulesets = 1,
  .load_rules = load_test_rules, .rules_name = test_rules_name,
};
static const BthPageInfo test_pages[] = {
  { NULL, "test-game-home", "Test Game", bth_test_game_page_get_type, FALSE, TRUE,
    .start_new_game = start_test_game },
};

/* ---- helpers ---------------------------------------------------------------------------- */

/* Presses KEYS on the test's X display, as a person would (bth_ui_keys), and lets GTK read
 * the events, which the X server delivers asynchronously. */
static void
press_keys (const char *keys)
{
  bth_ui_settle ();
  bth_ui_keys (keys);
  /* bth_ui_settle() waits for the window to be still: its events read, drawn. */
  bth_ui_settle ();
}

static AdwMessageDialog *
find_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (window) && g_strcmp0 (gtk_widget_get_name (window), "new-game-chooser") == 0
          && gtk_widget_get_visible (window))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

/* Whether the sidebar shows the page NAME (its row is visible). */
static gboolean
sidebar_shows (BthWindow *window, const char *title)
{
  GtkWidget *list = bth_ui_find (GTK_WIDGET (window), "sidebar_list");

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row)
        && g_strcmp0 (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)))), title) == 0)
      return gtk_widget_get_visible (row);
  g_error ("no sidebar row \"%s\"", title);
}

/* ---- the tests -------------------------------------------------------------------------- */

static void
test_new_game_lists_games (void)
{
  BthWindow *window = bth_ui_window ();
  AdwMessageDialog *chooser;
  GtkWidget *page, *rulesets;

  gtk_window_present (GTK_WINDOW (window));
  press_keys ("ctrl+n");
  chooser = find_chooser ();
  g_assert_nonnull (chooser);
  /* Both games, by their names, and a way out. */
  g_assert_true (adw_message_dialog_has_response (chooser, "war-and-peace"));
  g_assert_cmpstr (adw_message_dialog_get_response_label (chooser, "war-and-peace"), ==, "War and Peace");
  g_assert_true (adw_message_dialog_has_response (chooser, "test-game"));
  g_assert_cmpstr (adw_message_dialog_get_response_label (chooser, "test-game"), ==, "Test Game");
  g_assert_true (adw_message_dialog_has_response (chooser, "cancel"));
  bth_ui_snap_window (GTK_WINDOW (chooser), "new-game-chooser");

  /* War and Peace is played at first: its pages, not the other game's. */
  g_assert_cmpstr (bth_window_get_game_module (window)->id, ==, "war-and-peace");
  g_assert_true (sidebar_shows (window, "Battle"));
  g_assert_false (sidebar_shows (window, "Test Game"));
  /* The game of the last evening is open again. */
  g_assert_nonnull (bth_session_get_game (bth_window_get_session (window)));

  /* The other game: the window plays it, its page starts its new game, the sidebar shows
   * its pages and the Dice Log, and War and Peace's pages are not built for it. */
  adw_message_dialog_response (chooser, "test-game");
  bth_ui_settle ();
  g_assert_cmpint (test_game_started, ==, 1);
  g_assert_cmpstr (bth_window_get_game_module (window)->id, ==, "test-game");
  g_assert_true (sidebar_shows (window, "Test Game"));
  g_assert_true (sidebar_shows (window, "Dice Log"));
  g_assert_false (sidebar_shows (window, "Battle"));
  g_assert_false (sidebar_shows (window, "Game"));
  g_assert_null (bth_window_get_page (window, "battle"));
  g_assert_null (bth_session_get_game (bth_window_get_session (window)));
  bth_ui_snap ("new-game-other-game");

  /* War and Peace: its Game page, its rulesets, then its scenarios. */
  press_keys ("ctrl+n");
  chooser = find_chooser ();
  g_assert_nonnull (chooser);
  adw_message_dialog_response (chooser, "war-and-peace");
  bth_ui_settle ();
  g_assert_cmpint (test_game_started, ==, 1);
  g_assert_cmpstr (bth_window_get_game_module (window)->id, ==, "war-and-peace");
  g_assert_true (sidebar_shows (window, "Battle"));
  g_assert_false (sidebar_shows (window, "Test Game"));
  /* The game of the last evening is open again. */
  g_assert_nonnull (bth_session_get_game (bth_window_get_session (window)));
  page = bth_window_get_page (window, "game");
  g_assert_true (gtk_widget_get_mapped (page));
  rulesets = bth_ui_find (page, "new-game-rulesets");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rulesets)), ==, "Rules");
  /* Two rulesets now (issue 26): the 4th edition chosen, the digital edition's v1.7 offered. */
  g_assert_true (ADW_IS_COMBO_ROW (rulesets));
  {
    GListModel *names = adw_combo_row_get_model (ADW_COMBO_ROW (rulesets));
    g_autoptr(GtkStringObject) first = g_list_model_get_item (names, 0);
    g_autoptr(GtkStringObject) second = g_list_model_get_item (names, 1);

    g_assert_cmpuint (g_list_model_get_n_items (names), ==, 2);
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (rulesets)), ==, 0);
    g_assert_cmpstr (gtk_string_object_get_string (first), ==, "4th edition");
    g_assert_cmpstr (gtk_string_object_get_string (second), ==, "Digital edition, rules v1.7");
  }
  g_assert_nonnull (bth_ui_find (page, "start-austerlitz-1805"));
  bth_ui_snap ("new-game-war-and-peace");
}

int
main (int argc, char **argv)
{
  /* War and Peace first (the default), then the test's game, as src/app would list them. */
  bth_app_register_installed_games ();
  bth_game_module_register (&test_module);
  bth_page_registry_add ("test-game", test_pages, G_N_ELEMENTS (test_pages));

  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/new-game/lists-games", test_new_game_lists_games);
  return bth_ui_test_run ();
}
