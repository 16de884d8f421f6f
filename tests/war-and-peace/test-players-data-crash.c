/* test-players-data-crash.c — a process killed while it writes the players' data loses
 * nothing they entered (issue 17), and what a killed write leaves beside any of the
 * players' files is removed.
 *
 * A child process enters winter months and Napoleon's value and colour in a game of
 * Austerlitz, then keeps answering one of the scenario's items ("#1# #2# … #N#"), learning
 * each answer into the players' data and writing $DIR/players-data.json after every one
 * (bth_players_memory_save, as the Game page does), and tells the parent over a pipe each N
 * it has written. The parent kills it (SIGKILL) at a random moment, BERTHIER_SAVE_KILLS
 * times (24 in the suite; the long run sets 100 or more), each child carrying on from the
 * file the last one left. After every kill the file, or else its .bak, must load and hold
 * the winter months, the leader and every answer the child had written. The temporary
 * files a killed write leaves must be gone after the next write.
 *
 * The second case plants such files (of a process that is gone, and GLib's of an earlier
 * version, an hour old) beside the players' data, the Campaign Game Card, the sea zones
 * and the board's record, and checks that reading or writing each removes them, and
 * nothing else.
 */
#include "bth-atomic-file.h"
#include "bth-war-and-peace.h"
#include "bth-campaign-card.h"
#include "bth-game.h"
#include "bth-players-memory.h"
#include "bth-sea-zone-entries.h"
#include "bth-test-kills.h"
#include "bth-map-overlay.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#define FILE_NAME "players-data.json"
#define WINTER ((1u << 0) | (1u << 1) | (1u << 11))   /* January, February, December */

static BthRuleset *rules;

static BthGame *
austerlitz (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("austerlitz-1805", &error);
  BthGame *game;

  g_assert_no_error (error);
  game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  return game;
}

static gboolean
edit_json (BthGame *game, const char *path, const char *json, GError **error)
{
  g_autoptr(JsonNode) value = json_from_string (json, NULL);

  g_assert_nonnull (value);
  return bth_game_edit (game, path, value, NULL, error);
}

/* The players' data in PATH read without bth_players_memory_load (which cleans up), or NULL. */
static BthPlayersMemory *
read_memory (const char *path, GError **error)
{
  g_autofree char *data = NULL;

  if (!g_file_get_contents (path, &data, NULL, error))
    return NULL;
  return bth_players_memory_from_data (data, path, error);
}

/* The highest N such that answers #1# … #N# are all in MEMORY. */
static guint
answers_held (BthPlayersMemory *memory)
{
  g_autofree char *data = bth_players_memory_to_data (memory);
  guint n = 0;

  for (;;)
    {
      g_autofree char *mark = g_strdup_printf ("#%u#", n + 1);
      if (strstr (data, mark) == NULL)
        return n;
      n++;
    }
}

/* Fails unless MEMORY holds what the child entered before its first write. */
static void
assert_entries (BthPlayersMemory *memory, guint kill_number)
{
  g_auto(GStrv) colours = bth_players_memory_get_colours (memory);
  g_autofree char *data = bth_players_memory_to_data (memory);
  guint months = 0;

  if (!bth_players_memory_get_winter (memory, &months) || months != WINTER)
    g_error ("kill %u: the winter months are lost (%s)", kill_number, data);
  if (colours == NULL || !g_strv_contains ((const char * const *) colours, "blue") ||
      strstr (data, "\"napoleon\"") == NULL)
    g_error ("kill %u: Napoleon's colour is lost (%s)", kill_number, data);
}

/* The child: carry on from PATH, answer, learn and write for ever, writing each N to FD. */
G_GNUC_NORETURN static void
child_writes (const char *path, int fd)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthPlayersMemory) memory = NULL;
  g_autoptr(BthGame) game = austerlitz ();
  const char * const *items = bth_scenario_get_to_be_entered (bth_game_get_scenario (game));
  g_autofree char *key = bth_players_data_item_key (items[2]);
  g_autofree char *answer_path = g_strdup_printf ("answers.%s", key);
  g_autoptr(GString) answer = g_string_new (NULL);
  guint held;

  if ((memory = bth_players_memory_load (path, &error)) == NULL)
    {
      fprintf (stderr, "child: %s\n", error->message);
      _exit (3);
    }
  held = answers_held (memory);
  for (guint n = 1; n <= held; n++)
    g_string_append_printf (answer, "#%u# ", n);
  if (!edit_json (game, "calendar.winter_months", "[1, 2, 12]", &error) ||
      !edit_json (game, "leaders.napoleon.value", "5", &error) ||
      !edit_json (game, "leaders.napoleon.colour", "\"blue\"", &error))
    _exit (4);
  for (guint n = held + 1;; n++)
    {
      g_autoptr(JsonNode) value = json_node_new (JSON_NODE_VALUE);
      char line[32];
      int len;

      g_string_append_printf (answer, "#%u# ", n);
      json_node_set_string (value, answer->str);
      if (!bth_game_edit (game, answer_path, value, NULL, &error) ||
          !bth_players_memory_learn (memory, bth_game_get_state (game), items) ||
          !bth_players_memory_save (memory, path, &error))
        {
          fprintf (stderr, "child: %s\n", error != NULL ? error->message : "nothing learnt");
          _exit (5);
        }
      len = g_snprintf (line, sizeof line, "%u\n", n);
      if (write (fd, line, (size_t) len) != len)
        _exit (6);
    }
}

static gpointer
read_memory_file (const char *path, GError **error)
{
  return read_memory (path, error);
}

static guint
memory_answers_held (gpointer memory)
{
  return answers_held (memory);
}

static void
memory_entries (gpointer memory, guint kill_number)
{
  assert_entries (memory, kill_number);
}

static void
test_killed_writes (void)
{
  static const BthTestKills writes = {
    .child = child_writes, .read = read_memory_file, .held = memory_answers_held, .check = memory_entries,
    .free = (GDestroyNotify) bth_players_memory_free,
    .verb = "written", .holding = "the players' data holds answers", .things = "answers",
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("berthier-players-crash-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, FILE_NAME, NULL);

  g_assert_no_error (error);
  bth_test_kill_writers (&writes, dir, FILE_NAME);

  /* The next write removes what the killed writes left. */
  {
    g_autoptr(BthPlayersMemory) memory = read_memory (path, &error);
    g_autoptr(BthGame) game = austerlitz ();
    g_autoptr(GString) names = g_string_new (NULL);

    g_assert_no_error (error);
    g_assert_true (edit_json (game, "calendar.winter_months", "[1, 2, 12]", &error));
    g_assert_true (edit_json (game, "leaders.napoleon.value", "4", &error));
    g_assert_true (bth_players_memory_learn (memory, bth_game_get_state (game), NULL));
    g_assert_true (bth_players_memory_save (memory, path, &error));
    g_assert_no_error (error);
    if (bth_test_count_leftovers (dir, FILE_NAME, names) != 0)
      g_error ("left beside the players' data after the next write:%s", names->str);
  }
  bth_test_remove_dir (dir);
}

/* ---- stale temporary files beside every players' file ---- */

typedef gboolean (*FileStep) (const char *path);

static gboolean
players_read (const char *path)
{
  g_autoptr(BthPlayersMemory) memory = bth_players_memory_load (path, NULL);
  return memory != NULL;
}

static gboolean
players_write (const char *path)
{
  g_autoptr(BthPlayersMemory) memory = bth_players_memory_new ();
  return bth_players_memory_save (memory, path, NULL);
}

static gboolean
card_read (const char *path)
{
  g_autoptr(BthCampaignCard) card = bth_campaign_card_load_players (path, BTH_CAMPAIGN_CARD_BUILTIN, NULL);
  return card != NULL;
}

static gboolean
card_write (const char *path)
{
  g_autoptr(BthCampaignCard) card = bth_campaign_card_load_builtin (BTH_CAMPAIGN_CARD_BUILTIN, NULL);
  return card != NULL && bth_campaign_card_save (card, path, NULL);
}

static gboolean
sea_read (const char *path)
{
  g_autoptr(GArray) entries = bth_sea_zone_entries_load (path, NULL);
  return entries != NULL;
}

static gboolean
sea_write (const char *path)
{
  g_autoptr(GArray) entries = bth_sea_zone_entries_new ();
  return bth_sea_zone_entries_save (entries, path, NULL);
}

static gboolean
overlay_write (const char *path)
{
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  return bth_map_overlay_save (overlay, path, NULL);
}

/* Plants, beside DIR/NAME: a temporary file of ours of a process that is gone, one of its
 * .bak, one of a live process, GLib's and GIO's of an earlier version (an hour and a
 * minute old), and files that are not temporary. Runs STEP, then checks which are left. */
static void
check_step (const char *dir, const char *name, FileStep step, const char *what)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *dead_tmp = NULL, *dead_bak_tmp = NULL, *live_tmp = NULL;
  g_autofree char *glib_tmp = g_strdup_printf ("%s/%s.Ab3xQz", dir, name);
  g_autofree char *glib_fresh = g_strdup_printf ("%s/%s.Zq9yXw", dir, name);
  g_autofree char *gio_tmp = g_strdup_printf ("%s/.goutputstream-K2J9QZ", dir);
  g_autofree char *mine = g_strdup_printf ("%s/%s.backup", dir, name);
  g_autofree char *unreadable = g_strdup_printf ("%s/%s.unreadable", dir, name);
  struct utimbuf old = { .actime = time (NULL) - 3660, .modtime = time (NULL) - 3660 };
  int status;
  pid_t dead = fork ();

  if (dead == 0)
    _exit (0);
  g_assert_cmpint (waitpid (dead, &status, 0), ==, dead);
  dead_tmp = g_strdup_printf ("%s/.%s.tmp-%ld-AbC123", dir, name, (long) dead);
  dead_bak_tmp = g_strdup_printf ("%s/.%s.bak.tmp-%ld-XyZ789", dir, name, (long) dead);
  live_tmp = g_strdup_printf ("%s/.%s.tmp-%ld-LiVe00", dir, name, (long) getppid ());

  g_assert_true (g_file_set_contents (dead_tmp, "{\"format\": ", -1, NULL));
  g_assert_true (g_file_set_contents (dead_bak_tmp, "{", -1, NULL));
  g_assert_true (g_file_set_contents (live_tmp, "{", -1, NULL));
  g_assert_true (g_file_set_contents (glib_tmp, "{", -1, NULL));
  g_assert_true (g_file_set_contents (glib_fresh, "{", -1, NULL));
  g_assert_true (g_file_set_contents (gio_tmp, "{", -1, NULL));
  g_assert_true (g_file_set_contents (mine, "{", -1, NULL));
  g_assert_true (g_file_set_contents (unreadable, "{", -1, NULL));
  g_assert_cmpint (utime (glib_tmp, &old), ==, 0);
  g_assert_cmpint (utime (gio_tmp, &old), ==, 0);

  if (!step (path))
    g_error ("%s of %s failed", what, name);
  if (g_file_test (dead_tmp, G_FILE_TEST_EXISTS) || g_file_test (dead_bak_tmp, G_FILE_TEST_EXISTS) ||
      g_file_test (glib_tmp, G_FILE_TEST_EXISTS) || g_file_test (gio_tmp, G_FILE_TEST_EXISTS))
    g_error ("%s of %s left what killed writes left beside it", what, name);
  g_assert_true (g_file_test (live_tmp, G_FILE_TEST_EXISTS));     /* its writer may be at work */
  g_assert_true (g_file_test (glib_fresh, G_FILE_TEST_EXISTS));   /* may be being written */
  g_assert_true (g_file_test (mine, G_FILE_TEST_EXISTS));         /* the players' own */
  g_assert_true (g_file_test (unreadable, G_FILE_TEST_EXISTS));   /* set aside, kept */
  g_remove (live_tmp);
  g_remove (glib_fresh);
  g_remove (mine);
  g_remove (unreadable);
}

static void
test_stale_files_cleaned (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("berthier-players-stale-XXXXXX", &error);

  g_assert_no_error (error);
  check_step (dir, FILE_NAME, players_write, "writing");
  check_step (dir, FILE_NAME, players_read, "reading");
  check_step (dir, "war-and-peace-4e.card.json", card_write, "writing");
  check_step (dir, "war-and-peace-4e.card.json", card_read, "reading");
  check_step (dir, "sea-zones.json", sea_write, "writing");
  check_step (dir, "sea-zones.json", sea_read, "reading");
  check_step (dir, "war-and-peace-4e.overlay.json", overlay_write, "writing");
  bth_test_remove_dir (dir);
}

/* A damaged file is set aside under a name of its own, never over an earlier one. */
static void
test_set_aside (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("berthier-aside-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, FILE_NAME, NULL);
  g_autofree char *first = NULL, *second = NULL, *text = NULL;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, "[[[", -1, NULL));
  first = bth_atomic_file_set_aside (path, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_suffix (first, FILE_NAME ".unreadable"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_set_contents (path, "{{{", -1, NULL));
  second = bth_atomic_file_set_aside (path, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_suffix (second, FILE_NAME ".unreadable-2"));
  g_assert_true (g_file_get_contents (first, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "[[[");
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_get_contents (second, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "{{{");
  g_assert_null (bth_atomic_file_set_aside (path, &error));   /* nothing left to set aside */
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  bth_test_remove_dir (dir);
}

/* A rewritten file and its backup keep the file's permissions (the players' files were
 * written 0600 before they went through bth-atomic-file). */
static void
test_permissions_kept (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("berthier-mode-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, FILE_NAME, NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  GStatBuf st;

  g_assert_no_error (error);
  g_assert_true (players_write (path));
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (players_write (path));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_cmpint (g_stat (bak, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
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
  g_test_add_func ("/players-data-crash/set-aside", test_set_aside);
  g_test_add_func ("/players-data-crash/stale-files-cleaned", test_stale_files_cleaned);
  g_test_add_func ("/players-data-crash/permissions-kept", test_permissions_kept);
  g_test_add_func ("/players-data-crash/killed-writes", test_killed_writes);
  return g_test_run ();
}
