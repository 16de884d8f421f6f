/* test-ui-seam-game.c — the seam test game in the app's shell, alone: its page in the
 * sidebar, a roll booked by the game, the game's undo and redo (win.undo, win.redo), the
 * save the shell writes, and the roll in the shell's Dice Log — none of it written by the
 * game.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-seam-books.h"
#include "bth-ui-test.h"

/* Whether the sidebar has a visible row titled TITLE. */
static gboolean
sidebar_shows (const char *title)
{
  GtkWidget *list = bth_ui_find (GTK_WIDGET (bth_ui_window ()), "sidebar_list");

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row)
        && g_strcmp0 (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)))), title) == 0)
      return gtk_widget_get_visible (row);
  return FALSE;
}

/* The game the window opened on its first launch (the module's default scenario). */
static BthSeamBooks *
wait_for_game (void)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (bth_session_get_game (session) == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (BTH_IS_SEAM_BOOKS (bth_session_get_game (session)));
  bth_ui_settle ();
  return bth_session_get_game (session);
}

static void
test_sidebar (void)
{
  g_assert_true (sidebar_shows ("Score"));
  g_assert_nonnull (bth_ui_show_page ("seam-score"));
}

/* The shell's Dice Log, for every game: there, and showing the page's roll. */
static void
test_dice_log (void)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());
  GtkWidget *page, *dice_log;
  GtkListBox *rolls;

  wait_for_game ();
  page = bth_ui_show_page ("seam-score");
  bth_ui_click (page, "roll_button");
  g_assert_true (sidebar_shows ("Dice Log"));
  dice_log = bth_ui_show_page ("dice-log");
  g_assert_nonnull (dice_log);
  g_assert_cmpuint (g_list_model_get_n_items (bth_session_get_rolls (session)), >=, 1);
  rolls = GTK_LIST_BOX (bth_ui_find (dice_log, "roll_list"));
  g_assert_nonnull (gtk_list_box_get_row_at_index (rolls, 0));
}

static void
test_roll_undo_redo_save (void)
{
  BthWindow *window = bth_ui_window ();
  BthSession *session = bth_window_get_session (window);
  BthSeamBooks *books = wait_for_game ();
  GtkWidget *page = bth_ui_show_page ("seam-score");
  g_autofree char *after_roll = NULL;
  g_autofree char *saved = NULL;
  guint rolls = g_list_model_get_n_items (bth_session_get_rolls (session));
  int points;

  g_assert_cmpstr (bth_ui_get_text (page, "points_label"), ==, "0 of 20 points");
  bth_ui_click (page, "roll_button");
  bth_ui_settle ();
  points = bth_seam_books_get_points (books);
  g_assert_cmpint (points, >=, 1);
  g_assert_cmpint (points, <=, 6);
  after_roll = g_strdup_printf ("%d of 20 points", points);
  g_assert_cmpstr (bth_ui_get_text (page, "points_label"), ==, after_roll);
  /* The roll is in the Dice Log, named by the page. */
  g_assert_cmpuint (g_list_model_get_n_items (bth_session_get_rolls (session)), ==, rolls + 1);
  /* The shell saved the game after the action, to the file it keeps it in. */
  g_assert_nonnull (bth_session_get_game_file (session));
  g_assert_true (g_file_load_contents (bth_session_get_game_file (session), NULL, &saved, NULL, NULL, NULL));
  g_assert_nonnull (strstr (saved, "\"seam-scored\""));

  /* The window's undo and redo are the game's, on its book. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpint (bth_seam_books_get_points (books), ==, 0);
  g_assert_cmpstr (bth_ui_get_text (page, "points_label"), ==, "0 of 20 points");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  bth_ui_settle ();
  g_assert_cmpint (bth_seam_books_get_points (books), ==, points);
  g_assert_cmpstr (bth_ui_get_text (page, "points_label"), ==, after_roll);
  bth_ui_snap ("seam-game");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/seam-game/sidebar", test_sidebar);
  g_test_add_func ("/ui/seam-game/roll-undo-redo-save", test_roll_undo_redo_save);
  g_test_add_func ("/ui/seam-game/dice-log", test_dice_log);
  return bth_ui_test_run ();
}
