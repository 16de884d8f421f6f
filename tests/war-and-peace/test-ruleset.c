/* test-ruleset.c — loading a ruleset, and refusing a broken one with FILE: PATH: problem. */
#include "bth-ruleset.h"
#include "bth-error.h"

#include <string.h>

static char *shipped;   /* the shipped JSON text */

static void
test_default_loads (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = bth_ruleset_new_default (&error);

  g_assert_no_error (error);
  g_assert_cmpstr (bth_ruleset_get_id (rules), ==, "war-and-peace-4e");
  g_assert_nonnull (strstr (bth_ruleset_get_name (rules), "War and Peace"));
  /* A few parsed cells: attrition die 6, 21+ SP → "5*". */
  {
    const BthAttritionTable *t = bth_ruleset_get_attrition (rules);
    const BthStarCell *cell = &t->cells[(6 - t->die_min) * t->n_columns + 4];
    g_assert_cmpint (cell->value, ==, 5);
    g_assert_true (cell->starred);
    g_assert_cmpint (t->columns[4].max, ==, G_MAXINT);
  }
  /* Tactical matrix: smaller Withdraw × larger Charge is "(+ 2)". */
  {
    const BthTacticalMatrix *m = bth_ruleset_get_tactical_matrix (rules);
    g_assert_cmpint (m->cells[6][0].drm, ==, 2);
    g_assert_true (m->cells[6][0].battle_ceases);
    g_assert_true (m->cells[4][4].no_roll);
  }
  g_assert_cmpint (bth_ruleset_find_terrain (rules, "high_mountain")->larger, ==, 2);
}

/* The shipped file, loaded from a directory as a user module would be, equals the resource. */
static void
test_directory_loads (void)
{
  g_autofree char *dir = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "rules", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = bth_ruleset_new_from_directory (dir, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (bth_ruleset_get_id (rules), ==, "war-and-peace-4e");
  g_clear_object (&rules);
  rules = bth_ruleset_new_from_directory (dir, "la-grande-armee", &error);
  g_assert_null (rules);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND);
}

/* Replaces the first OLD in the shipped text by NEW and expects MESSAGE. */
static void
expect_broken (const char *old, const char *replacement, const char *message)
{
  g_autoptr(GString) text = g_string_new (shipped);
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = NULL;

  g_assert_cmpuint (g_string_replace (text, old, replacement, 1), ==, 1);
  rules = bth_ruleset_new_from_data (text->str, text->len, "war-and-peace-4e.json", &error);
  g_assert_null (rules);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  if (strstr (error->message, message) == NULL)
    g_error ("\"%s\" does not contain \"%s\"", error->message, message);
}

static void
test_broken_files (void)
{
  expect_broken ("\"drm_cap\": 4", "\"drm_cap\": 4.5",
                 "war-and-peace-4e.json: $.combat_results.drm_cap: expected an integer, got a decimal number");
  expect_broken ("\"drm_cap\": 4", "\"drm_cap\": 4, \"drm_cap\": 3",
                 "war-and-peace-4e.json: $.combat_results: duplicate key \"drm_cap\"");
  expect_broken ("\"drm_cap\": 4", "\"drm_cap\": 4, \"dmr_cap\": 3",
                 "$.combat_results: unknown key \"dmr_cap\"");
  expect_broken ("\"drm_cap\": 4,", "", "$.combat_results: missing required key \"drm_cap\"");
  expect_broken ("\"2*\"", "\"2**\"", "is not a table cell");
  expect_broken ("\"D3\"", "\"D4\"", "is not a combat result");
  expect_broken ("\"(NC)\"", "\"(NX)\"", "is not a tactical matrix cell");
  expect_broken ("\"format_version\": 1", "\"format_version\": 2", "newer than this Berthier understands");
  expect_broken ("\"Cold\"", "\"Snow\"", "is not a weather");
  expect_broken ("\"berthier-ruleset\"", "\"berthier-save\"", "$.format");
}

static void
test_not_json (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = bth_ruleset_new_from_data ("{\"format\": ", -1, "truncated.json", &error);

  g_assert_null (rules);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_true (g_str_has_prefix (error->message, "truncated.json: "));
  g_clear_error (&error);
  rules = bth_ruleset_new_from_data ("", 0, "empty.json", &error);
  g_assert_null (rules);
  g_assert_nonnull (error);
}

int
main (int argc, char **argv)
{
  g_autofree char *path = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "rules", "war-and-peace-4e.json", NULL);
  g_assert_true (g_file_get_contents (path, &shipped, NULL, NULL));
  g_test_add_func ("/ruleset/default-loads", test_default_loads);
  g_test_add_func ("/ruleset/directory-loads", test_directory_loads);
  g_test_add_func ("/ruleset/broken-files", test_broken_files);
  g_test_add_func ("/ruleset/not-json", test_not_json);
  status = g_test_run ();
  g_free (shipped);
  return status;
}
