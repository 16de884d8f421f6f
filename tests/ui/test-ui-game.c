/* test-ui-game.c — the game's books through the window: a scenario started from the Game
 * page, phases advanced, a battle resolved from the Leader Display and written back.
 * Run twice by tests/ui/run-game-relaunch.sh with the same XDG home: the second run
 * (BTH_UI_GAME_RELAUNCHED=1) must find the game exactly as the first left it.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-ui-test.h"

#include "bth-game-save.h"
#include "bth-game-store.h"

/* The state of the first run, as canonical JSON, kept for the second to compare. */
static char *
expected_state_path (void)
{
  return g_build_filename (g_get_user_state_dir (), "test-ui-game-expected.json", NULL);
}

static BthGame *
wait_for_game (void)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (bth_session_get_game (session) == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (bth_session_get_game (session));
  bth_ui_settle ();
  return bth_session_get_game (session);
}

static void
test_first_launch_starts_default (void)
{
  BthGame *game = wait_for_game ();
  GtkWidget *page = bth_ui_show_page ("game");

  g_assert_cmpstr (bth_game_get_state (game)->scenario, ==, "austerlitz-1805");
  g_assert_cmpstr (bth_ui_get_text (page, "game-month"), ==, "August 1805");
  g_assert_cmpstr (bth_ui_get_text (page, "game-turn"), ==, "Turn 1 of 5");
  bth_ui_snap ("game");
}

static void
test_start_scenario_and_advance (void)
{
  BthWindow *window = bth_ui_window ();
  BthGame *game;
  GtkWidget *page = bth_ui_show_page ("game");
  g_autofree char *first_phase = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  bth_ui_settle ();
  bth_ui_snap ("game-new");
  bth_ui_click (page, "start-wagram-1809");
  bth_ui_settle ();
  game = bth_session_get_game (bth_window_get_session (window));
  g_assert_cmpstr (bth_game_get_state (game)->scenario, ==, "wagram-1809");
  first_phase = g_strdup (bth_ui_get_text (page, "game-phase"));

  bth_ui_click (page, "next-phase-button");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "game-phase"), !=, first_phase);
  bth_ui_click (page, "next-phase-button");
  bth_ui_settle ();
  g_assert_cmpuint (bth_game_get_events (game)->len, >=, 3);

  /* Ctrl+Z on the game page takes the phase back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "game-phase"), ==, first_phase);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "game-phase"), !=, first_phase);
  bth_ui_snap ("game-advanced");
}

static void
save_expected_state (void)
{
  BthGame *game = bth_session_get_game (bth_window_get_session (bth_ui_window ()));
  g_autofree char *path = expected_state_path ();
  g_autofree char *dump = bth_game_state_dump (bth_game_get_state (game));

  g_assert_true (g_file_set_contents (path, dump, -1, NULL));
}

static void
test_relaunch_finds_the_game (void)
{
  BthGame *game = wait_for_game ();
  g_autofree char *path = expected_state_path ();
  g_autofree char *expected = NULL;
  g_autofree char *dump = bth_game_state_dump (bth_game_get_state (game));

  g_assert_true (g_file_get_contents (path, &expected, NULL, NULL));
  g_assert_cmpstr (dump, ==, expected);
  /* Undo reaches back across the relaunch. */
  g_assert_true (bth_game_can_undo (game));
  bth_ui_snap ("game-relaunched");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  if (g_getenv ("BTH_UI_GAME_RELAUNCHED") == NULL)
    {
      g_test_add_func ("/ui/game/first-launch", test_first_launch_starts_default);
      g_test_add_func ("/ui/game/start-and-advance", test_start_scenario_and_advance);
      g_test_add_func ("/ui/game/save-expected", save_expected_state);
    }
  else
    g_test_add_func ("/ui/game/relaunch", test_relaunch_finds_the_game);
  return bth_ui_test_run ();
}
