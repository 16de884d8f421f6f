/* test-save-crash.c — a process killed while it saves loses no game (issue 17).
 *
 * A child process keeps a game of Austerlitz, and saves it after every action (a note
 * "#N#"), telling the parent over a pipe each N it has saved. The parent kills it
 * (SIGKILL) at a random moment, BERTHIER_SAVE_KILLS times (24 in the suite; the long run
 * sets 100 or more), each child carrying on from the file the last one left. After every
 * kill the file, or else its .bak, must load and hold every note the child had saved. The
 * temporary files a killed save leaves must be gone after the next save, and after the
 * next open (bth_game_load).
 */
#include "bth-atomic-file.h"
#include "bth-war-and-peace.h"
#include "bth-game-save.h"
#include "bth-test-kills.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static BthRuleset *rules;

static BthGame *
new_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("austerlitz-1805", &error);
  BthGame *game;

  g_assert_no_error (error);
  game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  return game;
}

/* The game in PATH read without bth_game_load (which would clean up), or NULL. */
static BthGame *
read_game (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;
  return bth_game_load_from_data (rules, data, (gssize) length, path, error);
}

/* The highest N such that notes #1# … #N# are all in GAME. */
static guint
notes_held (BthGame *game)
{
  g_autofree char *data = bth_game_save_to_data (game, NULL);
  guint n = 0;

  for (;;)
    {
      g_autofree char *mark = g_strdup_printf ("#%u#", n + 1);
      if (strstr (data, mark) == NULL)
        return n;
      n++;
    }
}

/* The child: carry on from PATH, note and save for ever, writing each saved N to FD. */
G_GNUC_NORETURN static void
child_saves (const char *path, int fd)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BthGame) game = g_file_test (path, G_FILE_TEST_EXISTS) ? read_game (path, &error) : new_game ();

  if (game == NULL)
    _exit (3);
  for (guint n = notes_held (game) + 1;; n++)
    {
      g_autofree char *note = g_strdup_printf ("#%u#", n);
      char line[32];
      int len;

      if (!bth_game_note (game, note, &error) || !bth_game_save (game, file, &error))
        {
          fprintf (stderr, "child: %s\n", error->message);
          _exit (4);
        }
      len = g_snprintf (line, sizeof line, "%u\n", n);
      if (write (fd, line, (size_t) len) != len)
        _exit (5);
    }
}

static gpointer
read_game_file (const char *path, GError **error)
{
  return read_game (path, error);
}

static guint
game_notes_held (gpointer game)
{
  return notes_held (game);
}

static void
test_killed_saves (void)
{
  static const BthTestKills saves = {
    .child = child_saves, .read = read_game_file, .held = game_notes_held, .free = g_object_unref,
    .verb = "saved", .holding = "the game holds notes", .things = "notes",
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("berthier-crash-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.berthier.json", NULL);

  g_assert_no_error (error);
  bth_test_kill_writers (&saves, dir, "game.berthier.json");

  /* The next save removes what the killed saves left (read the file without opening it,
   * which cleans up too). */
  {
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(BthGame) game = read_game (path, &error);
    g_autoptr(GString) names = g_string_new (NULL);

    g_assert_no_error (error);
    g_assert_true (bth_game_note (game, "after the kills", &error));
    g_assert_true (bth_game_save (game, file, &error));
    g_assert_no_error (error);
    if (bth_test_count_leftovers (dir, "game.berthier.json", names) != 0)
      g_error ("left beside the save after the next save:%s", names->str);
  }
  bth_test_remove_dir (dir);
}

/* A temporary file of a save whose process is gone (as a kill leaves it) is removed when
 * the game is opened, and when it is saved; one of a live process is left alone. */
static void
test_stale_files_cleaned (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("berthier-stale-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BthGame) game = new_game ();
  g_autoptr(BthGame) opened = NULL;
  g_autofree char *dead_tmp = NULL, *dead_bak_tmp = NULL, *live_tmp = NULL, *other = NULL;
  int status;
  pid_t dead = fork ();

  g_assert_no_error (error);
  if (dead == 0)
    _exit (0);
  g_assert_cmpint (waitpid (dead, &status, 0), ==, dead);
  dead_tmp = g_strdup_printf ("%s/.game.json.tmp-%ld-AbC123", dir, (long) dead);
  dead_bak_tmp = g_strdup_printf ("%s/.game.json.bak.tmp-%ld-XyZ789", dir, (long) dead);
  live_tmp = g_strdup_printf ("%s/.game.json.tmp-%ld-LiVe00", dir, (long) getppid ());
  other = g_strdup_printf ("%s/.other.json.tmp-%ld-AbC123", dir, (long) dead);

  g_assert_true (bth_game_save (game, file, &error));
  for (guint round = 0; round < 2; round++)
    {
      g_assert_true (g_file_set_contents (dead_tmp, "{\"format\": \"berthier-ga", -1, NULL));
      g_assert_true (g_file_set_contents (dead_bak_tmp, "{", -1, NULL));
      g_assert_true (g_file_set_contents (live_tmp, "{", -1, NULL));
      g_assert_true (g_file_set_contents (other, "{", -1, NULL));
      if (round == 0)
        {
          opened = bth_game_load (rules, file, &error);   /* opening cleans up */
          g_assert_no_error (error);
        }
      else
        {
          g_assert_true (bth_game_note (opened, "saved again", &error));
          g_assert_true (bth_game_save (opened, file, &error));   /* saving cleans up */
        }
      g_assert_false (g_file_test (dead_tmp, G_FILE_TEST_EXISTS));
      g_assert_false (g_file_test (dead_bak_tmp, G_FILE_TEST_EXISTS));
      g_assert_true (g_file_test (live_tmp, G_FILE_TEST_EXISTS));    /* its writer may be at work */
      g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));       /* another file's */
    }
  g_assert_cmpuint (bth_atomic_file_clean (path), ==, 0);
  bth_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/save-crash/stale-files-cleaned", test_stale_files_cleaned);
  g_test_add_func ("/save-crash/killed-saves", test_killed_saves);
  return g_test_run ();
}
