/* test-seam-game.c — the seam test game on the kernel alone: its CLI command (through a
 * berthier-cli that carries only it, and in process), its two events folding, and undo,
 * redo, the save and loading it back through the kernel's BthPlayedGame and books engine.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-error.h"
#include "bth-game-module.h"
#include "bth-played-game.h"
#include "bth-seam-books.h"
#include "bth-seam-cli.h"
#include "bth-seam-game.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- the CLI command ----------------------------------------------------------------- */

/* Runs the test-only berthier-cli with ARGS and INPUT as the JSON file; returns its exit
 * status, with its standard output and error. */
static int
run_cli (const char *input, char **out, char **err, const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list ap;
  int fd, status;

  fd = g_file_open_tmp ("seam-XXXXXX.json", &path, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, input, -1, &error));
  close (fd);
  g_ptr_array_add (argv, (gpointer) g_getenv ("SEAM_TEST_CLI"));
  va_start (ap, first);
  for (arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (argv, (gpointer) (g_str_equal (arg, "FILE") ? path : arg));
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &status, &error));
  g_assert_no_error (error);
  g_unlink (path);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static void
test_cli_program (void)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *out2 = NULL, *err2 = NULL;
  g_autofree char *out3 = NULL, *err3 = NULL;

  if (g_getenv ("SEAM_TEST_CLI") == NULL)
    {
      g_test_skip ("SEAM_TEST_CLI is not set (run through meson test)");
      return;
    }
  /* The command, as berthier-cli runs any game's: its only game is the default. */
  g_assert_cmpint (run_cli ("{\"rolls\": [4, 2]}", &out, &err, "--compact", "score", "FILE", NULL), ==, 0);
  g_assert_cmpstr (out, ==, "{\"points\":6,\"goal\":20,\"reached\":false}\n");
  /* A face the ruleset's die does not have: the message names the JSON path. */
  g_assert_cmpint (run_cli ("{\"rolls\": [6, 7]}", &out2, &err2, "score", "FILE", NULL), ==, 2);
  g_assert_nonnull (strstr (err2, "$.rolls[1]"));
  /* `games` lists the seam test alone: it is this CLI's only game. */
  g_assert_cmpint (run_cli ("{}", &out3, &err3, "games", NULL), ==, 0);
  g_assert_nonnull (strstr (out3, "\"seam-test\""));
  g_assert_null (strstr (out3, "war-and-peace"));
}

static void
test_cli_in_process (void)
{
  const BthGameModule *game = bth_game_module_find (BTH_SEAM_GAME_ID);
  const BthCliCommand *score = bth_game_module_find_cli_command (game, "score");
  g_autoptr(GObject) rules = game->load_rules (NULL, NULL, NULL);
  BthCliContext context = { .rules = rules };
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "seam-score-XXXXXX.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) result = NULL;
  int fd = g_mkstemp (path);

  g_assert_nonnull (score);
  g_assert_true (g_file_set_contents (path, "{\"rolls\": [6, 6, 6, 2]}", -1, NULL));
  close (fd);
  result = score->run (&context, path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (result), "points"), ==, 20);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (result), "reached"));
  g_unlink (path);
}

/* ---- the module and its ruleset ------------------------------------------------------ */

static void
test_module (void)
{
  const BthGameModule *game = bth_game_module_find (BTH_SEAM_GAME_ID);
  g_autoptr(GError) error = NULL;
  g_autoptr(BthSeamRules) rules = NULL;

  g_assert_nonnull (game);
  g_assert_true (bth_game_module_default () == game);
  rules = game->load_rules (NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (game->rules_name (rules), ==, "The seam test's rules");
  g_assert_cmpint (bth_seam_rules_get_die (rules), ==, 6);
  g_assert_cmpint (bth_seam_rules_get_goal (rules), ==, 20);
  g_assert_null (game->load_rules ("war-and-peace-4e", NULL, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND);
}

/* ---- the books: two events folding, undo and redo ------------------------------------ */

static BthSeamRules *
seam_rules (void)
{
  g_autoptr(GError) error = NULL;
  BthSeamRules *rules = bth_seam_rules_load (NULL, &error);

  g_assert_no_error (error);
  return rules;
}

static void
count_changes (GObject *game, guint *changes)
{
  (*changes)++;
}

static void
test_fold_undo_redo (void)
{
  g_autoptr(BthSeamRules) rules = seam_rules ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BthSeamBooks) books = bth_seam_books_new (rules, BTH_SEAM_SCENARIO_ID, 7, &error);
  BthPlayedGame *played = BTH_PLAYED_GAME (books);
  g_autofree char *described = NULL;
  g_autofree char *text = NULL;
  guint changes = 0;

  g_assert_no_error (error);
  g_signal_connect (books, "changed", G_CALLBACK (count_changes), &changes);
  /* "seam-started" set the goal; the set-up is not undone. */
  g_assert_cmpint (bth_seam_books_get_goal (books), ==, 20);
  g_assert_cmpint (bth_seam_books_get_points (books), ==, 0);
  g_assert_false (bth_played_game_can_undo (played));
  g_assert_false (bth_played_game_undo (played, NULL));   /* nothing to undo: no crash */

  /* Each "seam-scored" adds its points. */
  g_assert_true (bth_seam_books_score (books, 4, &error));
  g_assert_true (bth_seam_books_score (books, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_seam_books_get_points (books), ==, 6);
  g_assert_cmpuint (bth_seam_books_count_scores (books), ==, 2);
  g_assert_cmpuint (changes, ==, 2);
  described = bth_played_game_describe_undo (played);
  g_assert_cmpstr (described, ==, "Score 2");

  /* Not a face of the die: refused, nothing changed. */
  g_assert_false (bth_seam_books_score (books, 7, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_clear_error (&error);
  g_assert_cmpint (bth_seam_books_get_points (books), ==, 6);

  /* Undo and redo, the kernel's. */
  g_assert_true (bth_played_game_undo (played, &error));
  g_assert_cmpint (bth_seam_books_get_points (books), ==, 4);
  g_assert_true (bth_played_game_can_redo (played));
  g_assert_true (bth_played_game_undo (played, &error));
  g_assert_cmpint (bth_seam_books_get_points (books), ==, 0);
  g_assert_false (bth_played_game_can_undo (played));
  g_assert_true (bth_played_game_redo (played, &error));
  g_assert_true (bth_played_game_redo (played, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_seam_books_get_points (books), ==, 6);
  g_assert_false (bth_played_game_redo (played, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_cmpuint (changes, ==, 6);

  text = bth_played_game_export_text (played);
  g_assert_cmpstr (text, ==, "Seam test (The seam test's rules), goal 20\n"
                             "1. scored 4 (total 4)\n"
                             "2. scored 2 (total 6)\n");
}

/* ---- the save, and loading it back --------------------------------------------------- */

static char *
temp_save_path (void)
{
  g_autofree char *dir = g_dir_make_tmp ("seam-test-XXXXXX", NULL);

  g_assert_nonnull (dir);
  return g_build_filename (dir, "seam.berthier.json", NULL);
}

static void
remove_save (const char *path)
{
  g_autofree char *backup = g_strconcat (path, ".bak", NULL);
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

static void
test_save_load (void)
{
  const BthGameModule *game = bth_game_module_find (BTH_SEAM_GAME_ID);
  g_autoptr(BthSeamRules) rules = seam_rules ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BthSeamBooks) books = bth_seam_books_new (rules, BTH_SEAM_SCENARIO_ID, 42, &error);
  g_autoptr(BthSeamBooks) loaded = NULL;
  g_autofree char *path = temp_save_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *saved = NULL, *saved_again = NULL;

  for (int points = 1; points <= 5; points++)
    g_assert_true (bth_seam_books_score (books, points, &error));
  g_assert_true (bth_played_game_undo (BTH_PLAYED_GAME (books), &error));   /* the 5 waits to be redone */
  g_assert_true (bth_played_game_save (BTH_PLAYED_GAME (books), file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  /* The kernel's envelope, with this game's events by their nicks. */
  g_assert_nonnull (strstr (saved, "\"format\": \"berthier-game\""));
  g_assert_nonnull (strstr (saved, "\"game\": \"seam-test\""));
  g_assert_nonnull (strstr (saved, "\"seam-started\""));
  g_assert_nonnull (strstr (saved, "\"seam-scored\""));

  /* Read back through the module, as the app's shell does: the same state, the same redo. */
  loaded = game->load_game (rules, file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bth_seam_books_get_points (loaded), ==, 10);
  g_assert_true (bth_played_game_can_redo (BTH_PLAYED_GAME (loaded)));
  /* Written again unchanged, byte for byte. */
  g_assert_true (bth_played_game_save (BTH_PLAYED_GAME (loaded), file, &error));
  g_assert_true (g_file_get_contents (path, &saved_again, NULL, NULL));
  g_assert_cmpstr (saved_again, ==, saved);
  g_assert_true (bth_played_game_redo (BTH_PLAYED_GAME (loaded), &error));
  g_assert_cmpint (bth_seam_books_get_points (loaded), ==, 15);
  g_assert_true (bth_played_game_undo (BTH_PLAYED_GAME (loaded), &error));
  g_assert_true (bth_played_game_undo (BTH_PLAYED_GAME (loaded), &error));
  g_assert_cmpint (bth_seam_books_get_points (loaded), ==, 6);
  g_assert_no_error (error);
  remove_save (path);
}

/* A damaged save: the message names the file and the JSON path, and no game is made. */
static void
assert_load_fails (const char *text, const char *expected)
{
  g_autoptr(BthSeamRules) rules = seam_rules ();
  g_autofree char *path = temp_save_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BthSeamBooks) loaded = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  loaded = bth_seam_books_load (rules, file, &error);
  g_assert_null (loaded);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  if (strstr (error->message, expected) == NULL)
    g_error ("expected “%s” in “%s”", expected, error->message);
  remove_save (path);
}

static char *
save_with (const char *game, const char *second_event)
{
  return g_strdup_printf ("{\"format\": \"berthier-game\", \"format_version\": 1, \"game\": \"%s\", "
                          "\"ruleset\": \"seam-test-1\", \"scenario\": \"seam\", "
                          "\"dice\": {\"seed\": \"1\", \"state\": \"%s\"}, \"events\": [\n"
                          "{\"type\": \"seam-started\", \"action\": 1, \"time\": \"2026-12-07T10:00:00Z\", \"payload\": {\"goal\": 20}},\n"
                          "%s], \"redo\": []}\n",
                          game, "STATE", second_event);
}

static void
test_damaged_saves (void)
{
  g_autoptr(BthSeamRules) rules = seam_rules ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BthSeamBooks) books = bth_seam_books_new (rules, BTH_SEAM_SCENARIO_ID, 1, &error);
  g_autofree char *good_path = temp_save_path ();
  g_autoptr(GFile) good_file = g_file_new_for_path (good_path);
  g_autofree char *good = NULL;
  g_autofree char *state = NULL;
  const char *start, *end;

  /* The dice state as this build writes it, so the saves below differ in one thing each. */
  g_assert_true (bth_played_game_save (BTH_PLAYED_GAME (books), good_file, &error));
  g_assert_true (g_file_get_contents (good_path, &good, NULL, NULL));
  start = strstr (good, "\"state\": \"") + strlen ("\"state\": \"");
  end = strchr (start, '"');
  state = g_strndup (start, end - start);
  remove_save (good_path);

  {
    g_autofree char *other_game = save_with ("war-and-peace",
      "{\"type\": \"seam-scored\", \"action\": 2, \"time\": \"2026-12-07T10:01:00Z\", \"payload\": {\"points\": 3}}");
    g_autofree char *bad_points = save_with ("seam-test",
      "{\"type\": \"seam-scored\", \"action\": 2, \"time\": \"2026-12-07T10:01:00Z\", \"payload\": {\"points\": 0}}");
    g_autofree char *no_start = save_with ("seam-test",
      "{\"type\": \"seam-started\", \"action\": 2, \"time\": \"2026-12-07T10:01:00Z\", \"payload\": {\"goal\": 20}}");
    g_autoptr(GString) s1 = g_string_new (other_game);
    g_autoptr(GString) s2 = g_string_new (bad_points);
    g_autoptr(GString) s3 = g_string_new (no_start);

    g_string_replace (s1, "STATE", state, 1);
    g_string_replace (s2, "STATE", state, 1);
    g_string_replace (s3, "STATE", state, 1);
    /* Another game's save: the kernel's envelope check. */
    assert_load_fails (s1->str, "war-and-peace");
    /* An event this game's fold refuses: named by its place in the log. */
    assert_load_fails (s2->str, "seam.berthier.json: $.events[1].payload.points: 0 is out of range");
    assert_load_fails (s3->str, "seam.berthier.json: $.events[1]: the game has started already");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bth_seam_game_register_cli ();   /* the game and its command, as its front ends do */

  g_test_add_func ("/seam/module", test_module);
  g_test_add_func ("/seam/cli/program", test_cli_program);
  g_test_add_func ("/seam/cli/in-process", test_cli_in_process);
  g_test_add_func ("/seam/fold-undo-redo", test_fold_undo_redo);
  g_test_add_func ("/seam/save-load", test_save_load);
  g_test_add_func ("/seam/damaged-saves", test_damaged_saves);
  return g_test_run ();
}
