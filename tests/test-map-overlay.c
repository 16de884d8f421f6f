/* test-map-overlay.c — the players' record of their board: recorded, applied, saved, read back. */
#include "bth-map-overlay.h"
#include "bth-error.h"

#include <glib/gstdio.h>
#include <string.h>

static BthMap *
builtin (void)
{
  g_autoptr(GError) error = NULL;
  BthMap *map = bth_map_load_builtin ("war-and-peace-4e", &error);

  g_assert_no_error (error);
  return map;
}

static BthHex
hex (const char *label)
{
  BthHex h;

  g_assert_true (bth_hex_parse (label, &h, NULL, NULL));
  return h;
}

static void
test_record_and_reload (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autoptr(BthMap) again = builtin ();
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(BthMapOverlay) read = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  const char *const bank_a[] = { "e", "ne", "nw", NULL };
  const char *const bank_b[] = { "w", "sw", "se", NULL };
  const char *const *const banks[] = { bank_a, bank_b, NULL };

  g_assert_false (bth_map_hex_is_recorded (map, hex ("O11")));
  g_assert_true (bth_map_overlay_record_terrain (overlay, map, hex ("O11"), BTH_TERRAIN_FOREST, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_map_get_terrain (map, hex ("O11")), ==, BTH_TERRAIN_FOREST);

  /* Recording again replaces, it does not add. */
  g_assert_true (bth_map_overlay_record_terrain (overlay, map, hex ("O11"), BTH_TERRAIN_CLEAR, &error));
  g_assert_cmpint (bth_map_get_terrain (map, hex ("O11")), ==, BTH_TERRAIN_CLEAR);
  g_assert_cmpuint (bth_map_overlay_get_n_records (overlay), ==, 1);

  /* A river: the hex must be recorded first; the river then divides it. */
  g_assert_false (bth_map_overlay_record_river (overlay, map, hex ("O12"), banks, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_clear_error (&error);
  g_assert_true (bth_map_overlay_record_river (overlay, map, hex ("O11"), banks, &error));
  g_assert_no_error (error);
  g_assert_true (bth_map_river_separates (map, hex ("O11"), BTH_HEX_EAST, BTH_HEX_WEST));
  g_assert_cmpint (bth_map_get_terrain (map, hex ("O11")), ==, BTH_TERRAIN_CLEAR);

  g_assert_true (bth_map_overlay_record_hexside (overlay, map, hex ("P10"), hex ("P11"),
                                                 BTH_HEXSIDE_MOUNTAIN_PASS, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_map_get_hexside (map, hex ("P10"), BTH_HEX_EAST), ==, BTH_HEXSIDE_MOUNTAIN_PASS);

  g_assert_true (bth_map_overlay_record_city (overlay, map, "Bayonne", hex ("O12"), 1, &error));
  g_assert_no_error (error);
  g_assert_true (bth_map_find_city (map, "Bayonne")->has_hex);
  g_assert_cmpint (bth_map_find_city (map, "Bayonne")->mapboard, ==, 1);

  g_assert_false (bth_map_overlay_record_city (overlay, map, "Atlantis", hex ("O12"), 0, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* The document read back gives the same map. */
  data = bth_map_overlay_to_data (overlay);
  g_assert_true (bth_map_overlay_load (read, again, data, -1, "saved.json", &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_map_get_terrain (again, hex ("O11")), ==, BTH_TERRAIN_CLEAR);
  g_assert_true (bth_map_river_separates (again, hex ("O11"), BTH_HEX_EAST, BTH_HEX_WEST));
  g_assert_true (bth_hex_equal (bth_map_find_city (again, "Bayonne")->hex, hex ("O12")));
  g_assert_cmpuint (bth_map_overlay_get_n_records (read), ==, 3);

  /* Removing the river keeps the terrain. */
  g_assert_true (bth_map_overlay_record_river (overlay, map, hex ("O11"), NULL, &error));
  g_assert_false (bth_map_river_separates (map, hex ("O11"), BTH_HEX_EAST, BTH_HEX_WEST));
  g_assert_cmpint (bth_map_get_terrain (map, hex ("O11")), ==, BTH_TERRAIN_CLEAR);
}

/* A record the map refuses (Paris is on board 2) changes neither the map nor the document. */
static void
test_refused (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(GError) error = NULL;
  g_autofree char *before = bth_map_overlay_to_data (overlay);
  g_autofree char *after = NULL;

  g_assert_false (bth_map_overlay_record_terrain (overlay, map, hex ("O11"), BTH_TERRAIN_UNRECORDED, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_clear_error (&error);
  g_assert_false (bth_map_overlay_load (overlay, map, "{\"format\": \"berthier-map-overlay\", "
                                        "\"format_version\": 1, \"map\": \"war-and-peace-4e\", "
                                        "\"hexes\": [{\"hex\": \"Y16(1)\", \"terrain\": \"clear\"}]}",
                                        -1, "bad.json", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "bad.json"));
  g_assert_false (bth_map_hex_is_recorded (map, hex ("Y16")));
  after = bth_map_overlay_to_data (overlay);
  g_assert_cmpstr (before, ==, after);
}

/* Saving keeps the previous file as .bak. */
static void
test_save_keeps_backup (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bth-overlay-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "maps", "war-and-peace-4e.overlay.json", NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autofree char *first = NULL, *backup = NULL, *second = NULL;

  g_assert_no_error (error);
  g_assert_true (bth_map_overlay_record_terrain (overlay, map, hex ("O11"), BTH_TERRAIN_FOREST, &error));
  g_assert_true (bth_map_overlay_save (overlay, path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (bak, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (path, &first, NULL, NULL));

  g_assert_true (bth_map_overlay_record_terrain (overlay, map, hex ("O12"), BTH_TERRAIN_CLEAR, &error));
  g_assert_true (bth_map_overlay_save (overlay, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (bak, &backup, NULL, NULL));
  g_assert_cmpstr (backup, ==, first);
  g_assert_true (g_file_get_contents (path, &second, NULL, NULL));
  g_assert_nonnull (strstr (second, "O12"));

  g_unlink (path);
  g_unlink (bak);
  {
    g_autofree char *maps = g_path_get_dirname (path);
    g_rmdir (maps);
  }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map-overlay/record-and-reload", test_record_and_reload);
  g_test_add_func ("/map-overlay/refused", test_refused);
  g_test_add_func ("/map-overlay/save-keeps-backup", test_save_keeps_backup);
  return g_test_run ();
}
