/* test-wap-map-overlay.c — the players' record of their board: recorded, applied, saved, read back. */
#include "bth-map-overlay.h"
#include "bth-map-sides.h"
#include "bth-error.h"
#include "bth-tec.h"

#include <glib/gstdio.h>
#include <string.h>

static BthMap *
builtin (void)
{
  g_autoptr(GError) error = NULL;
  BthMap *map = bth_tec_load_builtin_map (&error);

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

/* Terrain recorded can be taken back: the hex is unrecorded again, its river and bridge go
 * with it, and the document no longer names it. */
static void
test_forget_terrain (void)
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

  g_assert_true (bth_map_overlay_record_terrain (overlay, map, hex ("O11"), BTH_TERRAIN_FOREST, &error));
  g_assert_true (bth_map_overlay_record_river (overlay, map, hex ("O11"), banks, &error));
  g_assert_true (bth_map_overlay_record_bridge (overlay, map, hex ("O11"), TRUE, &error));
  g_assert_true (bth_map_overlay_record_terrain (overlay, map, hex ("O12"), BTH_TERRAIN_CLEAR, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bth_map_overlay_get_n_records (overlay), ==, 2);

  g_assert_true (bth_map_overlay_forget_terrain (overlay, map, hex ("O11"), &error));
  g_assert_no_error (error);
  g_assert_false (bth_map_hex_is_recorded (map, hex ("O11")));
  g_assert_cmpint (bth_map_get_terrain (map, hex ("O11")), ==, BTH_TERRAIN_UNRECORDED);
  g_assert_cmpuint (bth_map_get_river_sides (map, hex ("O11")), ==, 0);
  g_assert_false (bth_map_river_separates (map, hex ("O11"), BTH_HEX_EAST, BTH_HEX_WEST));
  g_assert_false (bth_map_hex_has_bridge (map, hex ("O11")));
  g_assert_cmpint (bth_map_get_terrain (map, hex ("O12")), ==, BTH_TERRAIN_CLEAR);
  g_assert_cmpuint (bth_map_overlay_get_n_records (overlay), ==, 1);

  /* Nothing left to take back. */
  g_assert_false (bth_map_overlay_forget_terrain (overlay, map, hex ("O11"), &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "O11"));
  g_clear_error (&error);

  /* The document read back gives the same map. */
  data = bth_map_overlay_to_data (overlay);
  g_assert_null (strstr (data, "O11"));
  g_assert_true (bth_map_overlay_load (read, again, data, -1, "saved.json", &error));
  g_assert_no_error (error);
  g_assert_false (bth_map_hex_is_recorded (again, hex ("O11")));
  g_assert_cmpint (bth_map_get_terrain (again, hex ("O12")), ==, BTH_TERRAIN_CLEAR);
}

/* Removing a hexside feature deletes its record; where the map file states a feature (the
 * red arrow OO25-OO26), the players' "none" is kept to override it. */
static void
test_remove_hexside (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL, *shipped = NULL;

  g_assert_true (bth_map_overlay_record_hexside (overlay, map, hex ("P10"), hex ("P11"),
                                                 BTH_HEXSIDE_MOUNTAIN_PASS, &error));
  g_assert_cmpuint (bth_map_overlay_get_n_records (overlay), ==, 1);
  g_assert_true (bth_map_overlay_record_hexside (overlay, map, hex ("P11"), hex ("P10"),
                                                 BTH_HEXSIDE_NONE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_map_get_hexside (map, hex ("P10"), BTH_HEX_EAST), ==, BTH_HEXSIDE_NONE);
  g_assert_cmpint (bth_map_get_hexside (map, hex ("P11"), BTH_HEX_WEST), ==, BTH_HEXSIDE_NONE);
  g_assert_cmpuint (bth_map_overlay_get_n_records (overlay), ==, 0);
  data = bth_map_overlay_to_data (overlay);
  g_assert_null (strstr (data, "none"));
  g_assert_null (strstr (data, "P10"));

  /* Removing where nothing is recorded changes nothing. */
  g_assert_true (bth_map_overlay_record_hexside (overlay, map, hex ("Q10"), hex ("Q11"),
                                                 BTH_HEXSIDE_NONE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bth_map_overlay_get_n_records (overlay), ==, 0);

  /* The map file's red arrow: "none" overrides it, and deleting that brings it back. */
  g_assert_cmpint (bth_map_get_hexside (map, hex ("OO25"), BTH_HEX_EAST), ==, BTH_HEXSIDE_RED_ARROW);
  g_assert_true (bth_map_overlay_record_hexside (overlay, map, hex ("OO25"), hex ("OO26"),
                                                 BTH_HEXSIDE_NONE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_map_get_hexside (map, hex ("OO25"), BTH_HEX_EAST), ==, BTH_HEXSIDE_NONE);
  g_assert_cmpuint (bth_map_overlay_get_n_records (overlay), ==, 1);
  shipped = bth_map_overlay_to_data (overlay);
  g_assert_nonnull (strstr (shipped, "\"none\""));
  g_assert_true (bth_map_overlay_record_hexside (overlay, map, hex ("OO25"), hex ("OO26"),
                                                 BTH_HEXSIDE_RED_ARROW, &error));
  g_assert_cmpint (bth_map_get_hexside (map, hex ("OO26"), BTH_HEX_WEST), ==, BTH_HEXSIDE_RED_ARROW);
}

/* Overlays written before removal deleted records hold "feature": "none": they still read,
 * and removing such a side now deletes its record. */
static void
test_old_none_records (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  const char *old =
    "{\"format\": \"berthier-map-overlay\", \"format_version\": 1, \"map\": \"war-and-peace-4e\", "
    "\"hexsides\": [{\"hexes\": [\"P10\", \"P11\"], \"feature\": \"none\"}, "
    "{\"hexes\": [\"OO25\", \"OO26\"], \"feature\": \"none\"}]}";

  g_assert_true (bth_map_overlay_load (overlay, map, old, -1, "old.json", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bth_map_overlay_get_n_records (overlay), ==, 2);
  g_assert_cmpint (bth_map_get_hexside (map, hex ("P10"), BTH_HEX_EAST), ==, BTH_HEXSIDE_NONE);
  g_assert_cmpint (bth_map_get_hexside (map, hex ("OO25"), BTH_HEX_EAST), ==, BTH_HEXSIDE_NONE);

  g_assert_true (bth_map_overlay_record_hexside (overlay, map, hex ("P10"), hex ("P11"),
                                                 BTH_HEXSIDE_NONE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bth_map_overlay_get_n_records (overlay), ==, 1);
  data = bth_map_overlay_to_data (overlay);
  g_assert_null (strstr (data, "P10"));
  g_assert_nonnull (strstr (data, "OO25"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map-overlay/record-and-reload", test_record_and_reload);
  g_test_add_func ("/map-overlay/refused", test_refused);
  g_test_add_func ("/map-overlay/save-keeps-backup", test_save_keeps_backup);
  g_test_add_func ("/map-overlay/forget-terrain", test_forget_terrain);
  g_test_add_func ("/map-overlay/remove-hexside", test_remove_hexside);
  g_test_add_func ("/map-overlay/old-none-records", test_old_none_records);
  return g_test_run ();
}
