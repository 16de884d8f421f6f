/* test-sea-zone-entries.c — the players' sea-zone numbers: strict loading, saving with a
 * .bak, and the printed numbers winning over the entries (bth_naval_zone_lookup).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "bth-error.h"
#include "bth-naval-rules.h"
#include "bth-ruleset.h"
#include "bth-sea-zone-entries.h"

static void
test_round_trip (void)
{
  g_autoptr(GArray) entries = bth_sea_zone_entries_new ();
  g_autoptr(GArray) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bth-sea-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "campaign", "sea-zones.json", NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  BthSeaZone *z;

  g_assert_true (bth_sea_zone_entries_set (entries, "Baltic Sea", 2, BTH_NAVAL_UNKNOWN, 1, &error));
  g_assert_no_error (error);
  g_assert_true (bth_sea_zone_entries_save (entries, path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (bak, G_FILE_TEST_EXISTS));
  /* A second save keeps the first file as .bak. */
  g_assert_true (bth_sea_zone_entries_set (entries, "Caribbean", -1, -1, BTH_NAVAL_UNKNOWN, &error));
  g_assert_true (bth_sea_zone_entries_save (entries, path, &error));
  g_assert_true (g_file_test (bak, G_FILE_TEST_EXISTS));

  back = bth_sea_zone_entries_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->len, ==, 2);
  z = bth_sea_zone_entries_find (back, "baltic sea");
  g_assert_nonnull (z);
  g_assert_cmpint (z->mp, ==, 2);
  g_assert_cmpint (z->im, ==, BTH_NAVAL_UNKNOWN);
  g_assert_cmpint (z->mt, ==, 1);
  z = bth_sea_zone_entries_find (back, "Caribbean");
  g_assert_cmpint (z->im, ==, -1);
  /* Clearing every number drops the zone. */
  g_assert_true (bth_sea_zone_entries_set (back, "Caribbean", -1, BTH_NAVAL_UNKNOWN, BTH_NAVAL_UNKNOWN, &error));
  g_assert_cmpuint (back->len, ==, 1);
  /* Out of range: refused, unchanged. */
  g_assert_false (bth_sea_zone_entries_set (back, "Baltic Sea", 12, BTH_NAVAL_UNKNOWN, 1, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_cmpint (bth_sea_zone_entries_find (back, "Baltic Sea")->mp, ==, 2);

  g_unlink (bak);
  g_unlink (path);
}

static void
test_missing_is_empty (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) entries = bth_sea_zone_entries_load ("/nonexistent/sea-zones.json", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 0);
}

static void
test_strict (void)
{
  static const struct { const char *data; const char *path; } bad[] = {
    { "{\"format\": \"berthier-sea-zones\", \"format_version\": 1, \"zones\": [{\"name\": \"North Sea\", \"mp\": 1.5}]}", "$.zones[0].mp" },
    { "{\"format\": \"berthier-sea-zones\", \"format_version\": 1, \"zones\": [{\"name\": \"North Sea\", \"speed\": 1}]}", "$.zones[0]" },
    { "{\"format\": \"berthier-sea-zones\", \"format_version\": 1, \"zones\": [{\"name\": \"A\"}, {\"name\": \"a\"}]}", "$.zones[1]" },
    { "{\"format\": \"berthier-sea-zones\", \"format_version\": 1, \"zones\": [{\"name\": \"A\", \"im\": 7}]}", "$.zones[0].im" },
    { "{\"format\": \"berthier-game\", \"format_version\": 1, \"zones\": []}", "$.format" },
    { "{\"format\": \"berthier-sea-zones\", \"format_version\": 2, \"zones\": []}", "$.format_version" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) entries = bth_sea_zone_entries_from_data (bad[i].data, "sea-zones.json", &error);
      g_assert_null (entries);
      g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
      g_assert_true (g_str_has_prefix (error->message, "sea-zones.json: "));
      g_assert_nonnull (strstr (error->message, bad[i].path));
    }
}

/* The printed numbers win (North Sea: MP 1, MT 2 at 000:1914, 000:2396); entries fill the rest. */
static void
test_lookup_uses_entries (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = bth_ruleset_new_default (&error);
  g_autoptr(GArray) entries = bth_sea_zone_entries_new ();
  const BthNavalRules *naval;
  BthSeaZone out;

  g_assert_no_error (error);
  naval = bth_ruleset_get_naval (rules);
  g_assert_true (bth_sea_zone_entries_set (entries, "North Sea", 3, 1, 5, &error));
  g_assert_true (bth_sea_zone_entries_set (entries, "Baltic Sea", 2, -1, 1, &error));
  g_assert_true (bth_naval_zone_lookup (naval, "North Sea", entries, &out, &error));
  g_assert_cmpint (out.mp, ==, 1);
  g_assert_cmpint (out.im, ==, 1);
  g_assert_cmpint (out.mt, ==, 2);
  g_assert_true (bth_naval_zone_lookup (naval, "Baltic Sea", entries, &out, &error));
  g_assert_cmpint (out.mp, ==, 2);
  g_assert_cmpint (out.im, ==, -1);
  g_assert_cmpint (out.mt, ==, 1);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sea-zone-entries/round-trip", test_round_trip);
  g_test_add_func ("/sea-zone-entries/missing", test_missing_is_empty);
  g_test_add_func ("/sea-zone-entries/strict", test_strict);
  g_test_add_func ("/sea-zone-entries/lookup", test_lookup_uses_entries);
  return g_test_run ();
}
