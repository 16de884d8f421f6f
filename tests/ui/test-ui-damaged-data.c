/* test-ui-damaged-data.c — a damaged players' data file at app start (issue 17): the app
 * starts, says on the Game page which file and what is wrong, keeps the damaged file (renamed
 * aside to players-data.json.unreadable, byte for byte), and nothing else is lost: the game
 * of the last evening reopens with what was played, and the copy from before the file's last
 * change (players-data.json.bak) is used and offered to the game.
 *
 * Run once per kind of damage, each with a fresh XDG home (tests/ui/meson.build):
 *   --damage=json      a file cut short (bad JSON)
 *   --damage=nesting   75,000 nested brackets (json-glib's parser would overflow the stack)
 *   --damage=ints      Napoleon's value 99999999999999999999 (out of range for any integer)
 * The damaged file, its backup and the saved game are written before the app starts; the
 * players' record of the board is damaged the same way, and the Map page still opens on the
 * printed map, saying which file and what is wrong, the file left as it is.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-ui-test.h"

#include <glib/gstdio.h>
#include <string.h>

#include "bth-game-save.h"
#include "bth-game-store.h"
#include "bth-map-store.h"
#include "bth-players-data-group.h"
#include "bth-players-memory.h"

#define NOTE "Soult's IV Corps crossed the Danube at dusk"

static const char *damage = "json";
static char *damaged_text;     /* what the damaged file held */

static char *
overlay_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "berthier", "maps", "war-and-peace-4e.overlay.json", NULL);
}

#define GOOD_MEMORY "{\"format\": \"berthier-players-data\", \"format_version\": 1, \"winter_months\": [1, 2, 12]," \
                    " \"leaders\": {}, \"answers\": {}}"

static char *
damaged_contents (void)
{
  if (g_str_equal (damage, "nesting"))
    {
      GString *text = g_string_sized_new (150002);
      for (guint i = 0; i < 75000; i++)
        g_string_append_c (text, '[');
      for (guint i = 0; i < 75000; i++)
        g_string_append_c (text, ']');
      return g_string_free (text, FALSE);
    }
  if (g_str_equal (damage, "ints"))
    return g_strdup ("{\"format\": \"berthier-players-data\", \"format_version\": 1, \"winter_months\": [1, 2, 12],"
                     " \"leaders\": {\"napoleon\": {\"name\": \"Napoleon\", \"value\": 99999999999999999999,"
                     " \"colour\": \"blue\"}}, \"answers\": {}}");
  g_assert_cmpstr (damage, ==, "json");
  return g_strdup ("{\"format\": \"berthier-players-data\", \"format_version\": 1, \"winter_mon");
}

/* What the message must say is wrong, beside the file's name. */
static const char *
expected_problem (void)
{
  if (g_str_equal (damage, "nesting"))
    return "nested deeper than 64 levels";
  if (g_str_equal (damage, "ints"))
    return "99999999999999999999 is out of range";
  return "line 1, column";
}

/* Before the app starts: last evening's game (with a note), the players' data file damaged,
 * and its backup from before the damage. */
static void
prepare_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = bth_ruleset_new_default (&error);
  g_autoptr(BthScenario) scenario = NULL;
  g_autoptr(BthGame) game = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = bth_players_data_path ();
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *overlay = overlay_path ();
  g_autofree char *maps = g_path_get_dirname (overlay);

  g_assert_no_error (error);
  scenario = bth_scenario_load_builtin ("austerlitz-1805", &error);
  g_assert_no_error (error);
  game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  g_assert_true (bth_game_note (game, NOTE, &error));
  file = bth_game_store_new_file ("austerlitz-1805", &error);
  g_assert_no_error (error);
  g_assert_true (bth_game_save (game, file, &error));
  g_assert_no_error (error);
  bth_game_store_set_current (file);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  damaged_text = damaged_contents ();
  g_assert_true (g_file_set_contents (path, damaged_text, -1, NULL));
  g_assert_true (g_file_set_contents (bak, GOOD_MEMORY, -1, NULL));
  g_assert_cmpint (g_mkdir_with_parents (maps, 0700), ==, 0);
  g_assert_true (g_file_set_contents (overlay, damaged_text, -1, NULL));
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
test_damaged_at_start (void)
{
  BthGame *game = wait_for_game ();
  GtkWidget *page = bth_ui_show_page ("game");
  g_autofree char *path = bth_players_data_path ();
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autofree char *saved = NULL, *kept = NULL, *restored = NULL;
  g_autofree char *snap = g_strconcat ("damaged-data-", damage, NULL);
  g_autoptr(BthPlayersMemory) memory = NULL;
  const char *message;
  gsize kept_length = 0;
  guint months = 0;
  gboolean known = FALSE;

  /* The game of the last evening is back, with what was played. */
  g_assert_cmpstr (bth_game_get_state (game)->scenario, ==, "austerlitz-1805");
  saved = bth_game_save_to_data (game, NULL);
  g_assert_nonnull (strstr (saved, NOTE));

  /* Said on the Game page: which file, what is wrong, where it is kept, what is used. */
  message = bth_ui_get_text (page, "players-data-memory-error");
  g_test_message ("%s", message);
  if (strstr (message, path) == NULL || strstr (message, expected_problem ()) == NULL ||
      strstr (message, aside) == NULL || strstr (message, bak) == NULL)
    g_error ("the message does not name the file (%s), the problem (%s), where it is kept (%s) and the "
             "copy used (%s): %s", path, expected_problem (), aside, bak, message);

  /* Kept aside byte for byte, not deleted; the backup is the file now. */
  g_assert_true (g_file_get_contents (aside, &kept, &kept_length, NULL));
  g_assert_cmpuint (kept_length, ==, strlen (damaged_text));
  g_assert_true (memcmp (kept, damaged_text, kept_length) == 0);
  g_assert_true (g_file_get_contents (path, &restored, NULL, NULL));
  memory = bth_players_memory_from_data (restored, path, NULL);
  g_assert_nonnull (memory);
  g_assert_true (bth_players_memory_get_winter (memory, &months));
  g_assert_cmpuint (months, ==, (1u << 0) | (1u << 1) | (1u << 11));
  g_assert_true (g_file_test (bak, G_FILE_TEST_EXISTS));

  /* What the backup holds is offered to the game, and Apply (Enter on it) fills it in. */
  bth_ui_find (page, "players-data-offer");
  bth_ui_scroll_to (page, "players-data-group");
  bth_ui_snap (snap);
  g_assert_false (bth_game_state_month_is_winter (bth_game_get_state (game), bth_month_make (1805, 12), &known));
  g_assert_false (known);
  gtk_widget_grab_focus (bth_ui_find (page, "players-data-apply"));
  bth_ui_keys ("Return");
  bth_ui_settle ();
  g_assert_true (bth_game_state_month_is_winter (bth_game_get_state (game), bth_month_make (1805, 12), &known));
  g_assert_true (known);
  g_assert_false (bth_game_state_month_is_winter (bth_game_get_state (game), bth_month_make (1805, 3), &known));

  /* The other pages that read the file open as usual. */
  bth_ui_show_page ("leaders");
  bth_ui_show_page ("game");
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
}

/* The board's record damaged the same way: the Map page opens on the printed map and the
 * store says which file and what is wrong; the file is left as it is until the next record. */
static void
test_damaged_board_record (void)
{
  BthMapStore *store = bth_session_get_map_store (bth_window_get_session (bth_ui_window ()));
  g_autofree char *overlay = overlay_path ();
  g_autofree char *kept = NULL;
  g_autofree char *snap = g_strconcat ("damaged-board-", damage, NULL);
  gsize kept_length = 0;
  const char *message;

  GtkWidget *page = bth_ui_show_page ("map");

  g_assert_nonnull (bth_map_store_get_map_sync (store));
  bth_ui_settle ();
  message = bth_map_store_get_message (store);
  g_assert_nonnull (message);
  g_test_message ("%s", message);
  if (strstr (message, overlay) == NULL || strstr (message, expected_problem ()) == NULL)
    g_error ("the message does not name the file (%s) and the problem (%s): %s", overlay, expected_problem (),
             message);
  g_assert_true (g_file_get_contents (overlay, &kept, &kept_length, NULL));
  g_assert_cmpuint (kept_length, ==, strlen (damaged_text));
  g_assert_true (memcmp (kept, damaged_text, kept_length) == 0);
  /* Said on the Map page, to the players. */
  g_assert_cmpstr (bth_ui_get_text (page, "map-overlay-message"), ==, message);
  bth_ui_scroll_to (page, "map-overlay-message");
  bth_ui_snap (snap);
  bth_ui_show_page ("game");
}

int
main (int argc, char **argv)
{
  /* --damage=KIND is this program's own; the rest go to GLib's test framework. */
  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], "--damage="))
      {
        damage = argv[i] + strlen ("--damage=");
        memmove (argv + i, argv + i + 1, (size_t) (argc - i) * sizeof *argv);
        argc--;
        i--;
      }
  bth_ui_test_init (&argc, &argv);
  prepare_files ();
  g_test_add_func ("/ui/damaged-data/at-start", test_damaged_at_start);
  g_test_add_func ("/ui/damaged-data/board-record", test_damaged_board_record);
  return bth_ui_test_run ();
}
