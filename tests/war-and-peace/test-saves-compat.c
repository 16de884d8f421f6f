/* test-saves-compat.c — saves written by release 0.1.0 (before the kernel-and-games layout)
 * still open, with their state and their undo history.
 *
 * tests/saves/ holds two saves written by 0.1.0's core (Austerlitz played a little, with two
 * actions undone; the Grand Campaign with its books, a fleet and one undone action) and the
 * state each folded to then (bth_game_state_dump). Neither file names its game: a save
 * without "game" is War and Peace's. */
#include "bth-game-save.h"
#include "bth-war-and-peace.h"

static BthRuleset *rules;

static char *
fixture_path (const char *name)
{
  return g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "saves", name, NULL);
}

static void
check_old_save (const char *save_name, const char *state_name, guint redo_actions)
{
  g_autofree char *save_path = fixture_path (save_name);
  g_autofree char *state_path = fixture_path (state_name);
  g_autoptr(GFile) file = g_file_new_for_path (save_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BthGame) game = NULL;
  g_autofree char *expected = NULL, *state = NULL, *undone = NULL;

  g_assert_true (g_file_get_contents (state_path, &expected, NULL, NULL));
  game = bth_game_load (rules, file, &error);
  g_assert_no_error (error);
  state = bth_game_state_dump (bth_game_get_state (game));
  g_assert_cmpstr (state, ==, expected);

  /* The undo history came with it: redo what was undone, then undo it again. */
  g_assert_cmpuint (bth_game_get_redo_stack (game)->len, ==, redo_actions);
  for (guint i = 0; i < redo_actions; i++)
    g_assert_true (bth_game_redo (game, &error));
  g_assert_no_error (error);
  undone = bth_game_state_dump (bth_game_get_state (game));
  g_assert_cmpstr (undone, !=, expected);
  for (guint i = 0; i < redo_actions; i++)
    g_assert_true (bth_game_undo (game, &error));
  g_assert_no_error (error);
  g_free (state);
  state = bth_game_state_dump (bth_game_get_state (game));
  g_assert_cmpstr (state, ==, expected);
}

static void
test_austerlitz_0_1_0 (void)
{
  check_old_save ("austerlitz-1805-v0.1.0.berthier.json", "austerlitz-1805-v0.1.0.state.txt", 2);
}

static void
test_grand_campaign_0_1_0 (void)
{
  check_old_save ("grand-campaign-v0.1.0.berthier.json", "grand-campaign-v0.1.0.state.txt", 1);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/saves/0.1.0/austerlitz", test_austerlitz_0_1_0);
  g_test_add_func ("/saves/0.1.0/grand-campaign", test_grand_campaign_0_1_0);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
