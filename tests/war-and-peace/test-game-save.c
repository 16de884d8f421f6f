/* test-game-save.c — save files: round trip, bad files, backups, and the text export. */
#include "bth-game-save.h"
#include "bth-war-and-peace.h"
#include "bth-error.h"

#include <glib/gstdio.h>
#include <string.h>

static BthRuleset *rules;

static gint64
fixed_clock (gpointer data)
{
  return 1746093600;
}

/* Austerlitz played a little: phases, rolls, an edit, units lost, and two undone actions. */
static BthGame *
played_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("austerlitz-1805", &error);
  g_autoptr(JsonNode) two = json_from_string ("2", NULL);
  BthGame *game;
  GArray *lost = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
  BthUnitCount one = { "austria", "I", 1 };

  g_assert_no_error (error);
  game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  bth_game_set_clock (game, fixed_clock, NULL);
  for (guint i = 0; i < 5; i++)
    g_assert_true (bth_game_advance_phase (game, &error));
  g_assert_true (bth_game_edit (game, "alliance.french_cp", two, "Vienna held (I.D.1.a)", &error));
  g_array_append_val (lost, one);
  g_assert_true (bth_game_eliminate_units (game, "s17", lost, "attrition", &error));
  g_assert_true (bth_game_leader_casualty (game, "napoleon", NULL, &error));
  g_assert_true (bth_game_note (game, "Ulm is besieged", &error));
  g_assert_true (bth_game_advance_phase (game, &error));
  g_assert_true (bth_game_undo (game, &error));
  g_assert_true (bth_game_undo (game, &error));
  g_assert_no_error (error);
  g_array_unref (lost);
  return game;
}

static void
test_round_trip (void)
{
  g_autoptr(BthGame) game = played_game ();
  g_autoptr(BthGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  gsize len1, len2;
  g_autofree char *first = bth_game_save_to_data (game, &len1);
  g_autofree char *second = NULL;
  g_autofree char *state1 = bth_game_state_dump (bth_game_get_state (game));
  g_autofree char *state2 = NULL;

  /* "format" and "format_version" come first. */
  g_assert_true (g_str_has_prefix (first, "{\n  \"format\": \"berthier-game\",\n  \"format_version\": 1,"));
  loaded = bth_game_load_from_data (rules, first, len1, "first.json", &error);
  g_assert_no_error (error);
  second = bth_game_save_to_data (loaded, &len2);
  g_assert_cmpstr (first, ==, second);
  state2 = bth_game_state_dump (bth_game_get_state (loaded));
  g_assert_cmpstr (state1, ==, state2);
  /* The redo stack came along: the two undone actions can be redone after the reload. */
  g_assert_cmpuint (bth_game_get_redo_stack (loaded)->len, ==, 2);
  g_assert_true (bth_game_redo (loaded, &error));
  g_assert_true (bth_game_redo (game, &error));
  g_clear_pointer (&state1, g_free);
  g_clear_pointer (&state2, g_free);
  state1 = bth_game_state_dump (bth_game_get_state (game));
  state2 = bth_game_state_dump (bth_game_get_state (loaded));
  g_assert_cmpstr (state1, ==, state2);
  /* The dice continue identically. */
  {
    int a = bth_dice_roll (bth_game_get_dice (game), 2, 6, "next", NULL, NULL);
    int b = bth_dice_roll (bth_game_get_dice (loaded), 2, 6, "next", NULL, NULL);
    int c = bth_dice_roll (bth_game_get_dice (game), 2, 6, "next", NULL, NULL);
    int d = bth_dice_roll (bth_game_get_dice (loaded), 2, 6, "next", NULL, NULL);
    g_assert_cmpint (a, ==, b);
    g_assert_cmpint (c, ==, d);
  }
}

static void
expect_load_error (const char *data, gssize length, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthGame) game = bth_game_load_from_data (rules, data, length, "bad.json", &error);

  if (game != NULL)
    g_error ("loaded, but expected \"%s\"", fragment);
  if (strstr (error->message, fragment) == NULL)
    g_error ("expected \"%s\" in: %s", fragment, error->message);
  if (!g_str_has_prefix (error->message, "bad.json: "))
    g_error ("the message does not name the file: %s", error->message);
}

static char *
replace (const char *text, const char *from, const char *to)
{
  g_auto(GStrv) parts = g_strsplit (text, from, 2);

  g_assert_nonnull (parts[1]);
  return g_strconcat (parts[0], to, parts[1], NULL);
}

static void
test_bad_files (void)
{
  g_autoptr(BthGame) game = played_game ();
  gsize len;
  g_autofree char *good = bth_game_save_to_data (game, &len);
  g_autofree char *future = replace (good, "\"format_version\": 1", "\"format_version\": 2");
  g_autofree char *unknown = replace (good, "\"ruleset\":", "\"colour\": \"red\",\n  \"ruleset\":");
  g_autofree char *other = replace (good, "berthier-game", "berthier-ruleset");
  g_autofree char *bad_type = replace (good, "\"type\":\"note\"", "\"type\":\"memo\"");
  g_autofree char *bad_sp = replace (good, "\"units\":[{\"power\":\"austria\",\"kind\":\"I\",\"sp\":1}],\"reason\"",
                                     "\"units\":[{\"power\":\"austria\",\"kind\":\"I\",\"sp\":99}],\"reason\"");
  g_autofree char *bad_state = replace (good, "xoshiro256ss:", "mt19937:");
  g_autofree char *dup = replace (good, "\"ruleset\":", "\"scenario\": \"x\",\n  \"ruleset\":");

  expect_load_error (good, len / 2, "truncated");
  expect_load_error ("", 0, "empty");
  expect_load_error ("{\"format\": \"berthier-game\", \"format_version\": 1, }", -1, "not a complete JSON");
  expect_load_error ("[1, 2]", -1, "not a Berthier game");
  expect_load_error (future, -1, "$.format_version: the file was saved by a newer Berthier (version 2");
  expect_load_error (unknown, -1, "$: unknown key \"colour\"");
  expect_load_error (other, -1, "is not a Berthier game");
  expect_load_error (bad_type, -1, "unknown event type \"memo\"");
  expect_load_error (bad_sp, -1, "$.events[");
  expect_load_error (bad_state, -1, "$.dice.state");
  expect_load_error (dup, -1, "duplicate key \"scenario\"");
}

/* Issue 17: saves share the strict parser's nesting limit (BTH_JSON_MAX_DEPTH, 64 levels)
 * and its wording. */
static void
test_nesting_limit (void)
{
  g_autofree char *open_64 = g_strnfill (64, '[');
  g_autofree char *close_64 = g_strnfill (64, ']');
  g_autofree char *open_75000 = g_strnfill (75000, '[');
  g_autofree char *deepest = g_strconcat (open_64, close_64, NULL);
  g_autofree char *one_more = g_strconcat ("[", open_64, "]", close_64, NULL);

  /* 64 levels are read (then refused for what they are); the 65th bracket is not. */
  expect_load_error (deepest, -1, "$: not a Berthier game");
  expect_load_error (one_more, -1, "line 1, column 65: nested deeper than 64 levels");
  expect_load_error (open_75000, -1, "line 1, column 65: nested deeper than 64 levels");
}

static void
test_files_and_backup (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("berthier-save-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *bak_path = g_strconcat (path, ".bak", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BthGame) game = played_game ();
  g_autoptr(BthGame) loaded = NULL;
  g_autofree char *first = NULL, *second = NULL, *on_disk = NULL, *backup = NULL;
  g_autofree char *state_before = NULL, *state_after = NULL;

  g_assert_no_error (error);
  g_assert_true (bth_game_save (game, file, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (bak_path, G_FILE_TEST_EXISTS));   /* nothing to back up yet */
  first = bth_game_save_to_data (game, NULL);
  g_assert_true (bth_game_note (game, "second save", &error));
  g_assert_true (bth_game_save (game, file, &error));
  second = bth_game_save_to_data (game, NULL);
  g_assert_true (g_file_get_contents (path, &on_disk, NULL, NULL));
  g_assert_true (g_file_get_contents (bak_path, &backup, NULL, NULL));
  g_assert_cmpstr (on_disk, ==, second);
  g_assert_cmpstr (backup, ==, first);     /* the previous save, kept */

  loaded = bth_game_load (rules, file, &error);
  g_assert_no_error (error);
  state_before = bth_game_state_dump (bth_game_get_state (game));
  state_after = bth_game_state_dump (bth_game_get_state (loaded));
  g_assert_cmpstr (state_before, ==, state_after);

  /* A damaged file fails to load and leaves the loaded game and the backup alone. */
  {
    g_autoptr(BthGame) broken = NULL;
    g_autofree char *after = NULL, *backup_after = NULL;
    g_assert_true (g_file_set_contents (path, "{\"format\": \"berthier-game\", \"format_ver", -1, NULL));
    broken = bth_game_load (rules, file, &error);
    g_assert_null (broken);
    g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
    g_assert_nonnull (strstr (error->message, "game.json"));
    g_clear_error (&error);
    after = bth_game_state_dump (bth_game_get_state (loaded));
    g_assert_cmpstr (after, ==, state_after);
    g_assert_true (g_file_get_contents (bak_path, &backup_after, NULL, NULL));
    g_assert_cmpstr (backup_after, ==, first);
  }
  g_remove (path);
  g_remove (bak_path);
  g_rmdir (dir);
}

static void
test_export_text (void)
{
  g_autoptr(BthGame) game = played_game ();
  g_autofree char *text = bth_game_export_text (game);

  g_assert_nonnull (strstr (text, "Austerlitz"));
  g_assert_nonnull (strstr (text, "== August 1805 (turn 1) =="));
  g_assert_nonnull (strstr (text, "-- French Player Segment: Reinforcement Phase"));
  g_assert_nonnull (strstr (text, "Alliance Phase (Ignore on Turn 1) omitted (H.9)"));
  g_assert_nonnull (strstr (text, "Override alliance.french_cp: 0 -> 2, because: Vienna held (I.D.1.a)"));
  g_assert_nonnull (strstr (text, "for Leader casualty: Napoleon (R.1)"));
  /* Powers and leaders by their names, not their ids. */
  g_assert_nonnull (strstr (text, "Eliminated from s17: 1I (Austria) — attrition"));
  /* R.1: a named leader wounded is logged by his name. */
  {
    g_autoptr(BthGame) other = played_game ();
    g_autoptr(GError) error = NULL;
    g_autofree char *wounded = NULL, *line = NULL, *id = NULL;
    const BthGameState *state = bth_game_get_state (other);
    const BthLeaderState *leader = NULL;
    BthLeaderFate fate;
    for (guint i = 0; i < state->leaders->len && leader == NULL; i++)
      {
        const BthLeaderState *l = g_ptr_array_index (state->leaders, i);
        if (l->named && l->status == BTH_LEADER_STATUS_ON_MAP && g_strcmp0 (l->id, l->name) != 0)
          leader = l;
      }
    g_assert_nonnull (leader);
    id = g_strdup (leader->id);
    line = g_strdup_printf ("Leader %s wounded", leader->name);
    bth_dice_set_fixed (bth_game_get_dice (other), (const int[]) { 6, 6, 2 }, 3);
    g_assert_true (bth_game_leader_casualty (other, id, &fate, &error));
    g_assert_no_error (error);
    g_assert_cmpint (fate, ==, BTH_LEADER_WOUNDED);
    wounded = bth_game_export_text (other);
    g_assert_nonnull (strstr (wounded, line));
  }
  g_assert_null (strstr (text, "Ulm is besieged"));    /* undone: not in the log */
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);

  g_test_add_func ("/game-save/round-trip", test_round_trip);
  g_test_add_func ("/game-save/bad-files", test_bad_files);
  g_test_add_func ("/game-save/nesting-limit", test_nesting_limit);
  g_test_add_func ("/game-save/files-and-backup", test_files_and_backup);
  g_test_add_func ("/game-save/export-text", test_export_text);

  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
