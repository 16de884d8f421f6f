/* test-wap-map-rows.c — typed rows and paint strokes recorded; a record exported, imported and
 * merged with a conflicting one. The terrain here is made up for the tests: it is no one's
 * board. */
#include "bth-map-rows.h"
#include "bth-map-share.h"
#include "bth-map-sides.h"
#include "bth-error.h"
#include "bth-tec.h"

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
record_text (BthMapOverlay *overlay, BthMap *map, const char *text)
{
  g_autoptr(BthMapRows) rows = bth_map_rows_parse (map, text);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) doc = NULL;

  for (guint i = 0; i < rows->errors->len; i++)
    g_test_message ("%s", ((BthMapRowsError *) g_ptr_array_index (rows->errors, i))->message);
  g_assert_cmpuint (rows->errors->len, ==, 0);
  doc = bth_map_rows_to_document (rows, map, &error);
  g_assert_no_error (error);
  g_assert_true (bth_map_overlay_record_document (overlay, map, doc, &error));
  g_assert_no_error (error);
}

static void
test_rows (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(BthMapRows) rows = bth_map_rows_parse (map, "Y14-Y22 (2): c c f f m m c c c\n"
                                                   "# a comment\n"
                                                   "\n"
                                                   "Z14 hhslda.w\n");
  const BthTerrain first[] = { BTH_TERRAIN_CLEAR, BTH_TERRAIN_CLEAR, BTH_TERRAIN_FOREST, BTH_TERRAIN_FOREST,
                               BTH_TERRAIN_LOW_MOUNTAIN, BTH_TERRAIN_LOW_MOUNTAIN, BTH_TERRAIN_CLEAR,
                               BTH_TERRAIN_CLEAR, BTH_TERRAIN_CLEAR };

  g_assert_cmpuint (rows->errors->len, ==, 0);
  /* 9 of the first row, 7 of the second ("." leaves Z20 as it is) */
  g_assert_cmpuint (bth_map_rows_count_hexes (rows), ==, 16);
  g_assert_cmpint (g_array_index (rows->hexes, BthMapRowHex, 0).mapboard, ==, 2);
  g_assert_cmpint (g_array_index (rows->hexes, BthMapRowHex, 9).mapboard, ==, 0);
  record_text (overlay, map, "Y14-Y22 (2): c c f f m m c c c\nZ14 hhslda.w\n");
  for (int i = 0; i < 9; i++)
    g_assert_cmpint (bth_map_get_terrain (map, (BthHex) { hex ("Y14").row, 14 + i }), ==, first[i]);
  g_assert_cmpint (bth_map_get_mapboard (map, hex ("Y20")), ==, 2);
  g_assert_cmpint (bth_map_get_terrain (map, hex ("Z14")), ==, BTH_TERRAIN_HIGH_MOUNTAIN);
  g_assert_cmpint (bth_map_get_terrain (map, hex ("Z16")), ==, BTH_TERRAIN_SWAMP);
  g_assert_cmpint (bth_map_get_terrain (map, hex ("Z17")), ==, BTH_TERRAIN_LAKE);
  g_assert_cmpint (bth_map_get_terrain (map, hex ("Z18")), ==, BTH_TERRAIN_DESERT);
  g_assert_cmpint (bth_map_get_terrain (map, hex ("Z19")), ==, BTH_TERRAIN_SAND);
  g_assert_false (bth_map_hex_is_recorded (map, hex ("Z20")));
  g_assert_cmpint (bth_map_get_terrain (map, hex ("Z21")), ==, BTH_TERRAIN_SEA);
  g_assert_cmpuint (bth_map_overlay_get_n_records (overlay), ==, 16);

  /* A later row replaces the terrain, one record per hex */
  record_text (overlay, map, "(2)\nY14 f");
  g_assert_cmpint (bth_map_get_terrain (map, hex ("Y14")), ==, BTH_TERRAIN_FOREST);
  g_assert_cmpuint (bth_map_overlay_get_n_records (overlay), ==, 16);
}

static const BthMapRowsError *
only_error (BthMapRows *rows)
{
  g_assert_cmpuint (rows->errors->len, ==, 1);
  return g_ptr_array_index (rows->errors, 0);
}

static void
test_errors (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autoptr(BthMapRows) bad_letter = bth_map_rows_parse (map, "Y14 (2): c c q f");
  g_autoptr(BthMapRows) too_many = bth_map_rows_parse (map, "\nY14-Y16: ccff");
  g_autoptr(BthMapRows) too_few = bth_map_rows_parse (map, "Y14-Y16: cc");
  g_autoptr(BthMapRows) other_row = bth_map_rows_parse (map, "Y14-Z16: ccc");
  g_autoptr(BthMapRows) bad_step = bth_map_rows_parse (map, "river X13: 6 9 5");
  g_autoptr(BthMapRows) no_hex = bth_map_rows_parse (map, "Vienna major Austria");
  g_autoptr(BthMapRows) board = bth_map_rows_parse (map, "Y16(2) (3): c");
  g_autoptr(BthMapRows) mixed = bth_map_rows_parse (map, "Y14 ccc\nY15 cxc\nZ14 fff");
  g_autoptr(BthMapRows) country = bth_map_rows_parse (map, "Vienna FF30 (3) major Austri");
  g_autoptr(BthMapRows) unrecorded_river = bth_map_rows_parse (map, "river Q10: 6 6");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) doc = NULL;
  const BthMapRowsError *e;

  e = only_error (bad_letter);
  g_assert_cmpuint (e->line, ==, 1);
  g_assert_cmpuint (e->column, ==, 14);
  g_assert_cmpstr (e->token, ==, "q");
  g_assert_nonnull (strstr (e->message, "line 1, column 14: “q”: is not a terrain letter"));
  e = only_error (too_many);
  g_assert_cmpuint (e->line, ==, 2);
  g_assert_cmpuint (e->column, ==, 13);
  g_assert_nonnull (strstr (e->message, "Y14-Y16 is 3 hexes"));
  e = only_error (too_few);
  g_assert_nonnull (strstr (e->message, "3 letters are given") == NULL ? strstr (e->message, "2 letters are given") : NULL);
  g_assert_cmpuint (e->column, ==, 12);
  e = only_error (other_row);
  g_assert_nonnull (strstr (e->message, "same row"));
  e = only_error (bad_step);
  g_assert_cmpuint (e->column, ==, 16);
  g_assert_cmpstr (e->token, ==, "5");
  e = only_error (no_hex);
  g_assert_cmpuint (e->column, ==, 1);
  e = only_error (board);
  g_assert_cmpstr (e->token, ==, "(3)");
  /* The other lines are read; recording refuses them all while one is wrong */
  e = only_error (mixed);
  g_assert_cmpuint (e->line, ==, 2);
  g_assert_cmpuint (e->column, ==, 6);
  g_assert_cmpuint (bth_map_rows_count_hexes (mixed), ==, 6);
  g_assert_null (bth_map_rows_to_document (mixed, map, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_clear_error (&error);
  /* What needs the map */
  g_assert_cmpuint (country->errors->len, ==, 0);
  g_assert_null (bth_map_rows_to_document (country, map, &error));
  g_assert_nonnull (strstr (error->message, "“Austri” is not a country"));
  g_clear_error (&error);
  doc = bth_map_rows_to_document (unrecorded_river, map, &error);
  g_assert_null (doc);
  g_assert_nonnull (strstr (error->message, "Q11: record the hex's terrain before the river"));
}

static void
test_rivers (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(GHashTable) sides = g_hash_table_new (NULL, NULL);
  BthHex path[] = { hex ("P09"), hex ("P10"), hex ("Q11"), hex ("Q12") };
  BthHex gap[] = { hex ("P09"), hex ("P11") };
  g_autoptr(GError) error = NULL;
  guint8 expected;

  g_assert_true (bth_map_river_path_sides (path, G_N_ELEMENTS (path), sides, &error));
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (sides, GINT_TO_POINTER (bth_hex_index (path[1])))), ==,
                    (1u << BTH_HEX_WEST) | (1u << BTH_HEX_NORTH_EAST));
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (sides, GINT_TO_POINTER (bth_hex_index (path[0])))), ==,
                    1u << BTH_HEX_EAST);
  g_assert_false (bth_map_river_path_sides (gap, 2, sides, &error));
  g_assert_nonnull (strstr (error->message, "P09 and P11 are not adjacent"));
  g_clear_error (&error);

  /* Typed: the river's tails (P09 and Q12) are not recorded, its hexes are */
  record_text (overlay, map, "P10 (1): cf\nQ10 (1): cc\nriver P09: 6 9 6\n");
  g_assert_cmpuint (bth_map_get_river_sides (map, hex ("P10")), ==, (1u << BTH_HEX_WEST) | (1u << BTH_HEX_NORTH_EAST));
  g_assert_cmpuint (bth_map_get_river_sides (map, hex ("Q11")), ==, (1u << BTH_HEX_SOUTH_WEST) | (1u << BTH_HEX_EAST));
  g_assert_false (bth_map_hex_is_recorded (map, hex ("P09")));
  g_assert_true (bth_map_river_separates (map, hex ("P10"), BTH_HEX_SOUTH_WEST, BTH_HEX_NORTH_WEST));
  g_assert_false (bth_map_river_separates (map, hex ("P10"), BTH_HEX_SOUTH_WEST, BTH_HEX_EAST));
  /* Another river meeting it at P10 from the south-east: a confluence of three sides */
  record_text (overlay, map, "~O11 nw");
  expected = (1u << BTH_HEX_WEST) | (1u << BTH_HEX_NORTH_EAST) | (1u << BTH_HEX_SOUTH_EAST);
  g_assert_cmpuint (bth_map_get_river_sides (map, hex ("P10")), ==, expected);
  /* Terrain typed again keeps the river */
  record_text (overlay, map, "P10 (1): f");
  g_assert_cmpint (bth_map_get_terrain (map, hex ("P10")), ==, BTH_TERRAIN_FOREST);
  g_assert_cmpuint (bth_map_get_river_sides (map, hex ("P10")), ==, expected);

  /* A stroke: the same document as a river line; a third river side at Q11 */
  {
    BthHex stroke[] = { hex ("Q10"), hex ("Q11") };
    BthHex fourth[] = { hex ("Q11"), hex ("R11") };
    g_autoptr(JsonObject) doc = bth_map_river_document (map, stroke, 2, &error);
    g_autoptr(JsonObject) refused = NULL;

    g_assert_no_error (error);
    g_assert_true (bth_map_overlay_record_document (overlay, map, doc, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (bth_map_get_river_sides (map, hex ("Q11")), ==,
                      (1u << BTH_HEX_SOUTH_WEST) | (1u << BTH_HEX_EAST) | (1u << BTH_HEX_WEST));
    g_assert_cmpuint (bth_map_get_river_sides (map, hex ("Q10")), ==, 0);   /* a tail */
    /* A fourth side is refused, and nothing changes */
    refused = bth_map_river_document (map, fourth, 2, &error);
    g_assert_null (refused);
    g_assert_nonnull (strstr (error->message, "Q11(1): a river crosses at most three sides"));
  }
}

static void
test_cities (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  const BthMapCity *vienna;

  record_text (overlay, map, "Vienna FF30 (3) major Austria");
  vienna = bth_map_find_city (map, "Vienna");
  g_assert_nonnull (vienna);
  g_assert_true (vienna->has_hex);
  g_assert_true (bth_hex_equal (vienna->hex, hex ("FF30")));
  g_assert_cmpint (vienna->mapboard, ==, 3);
  g_assert_cmpint (vienna->size, ==, BTH_CITY_SIZE_MAJOR);
  g_assert_true (bth_map_city_at (map, hex ("FF30")) == vienna);
}

static void
test_paint (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  BthHex stroke[] = { hex ("Y14"), hex ("Y15"), hex ("Y14"), hex ("Z14") };
  g_autoptr(JsonObject) doc = bth_map_paint_document (map, stroke, G_N_ELEMENTS (stroke), BTH_TERRAIN_SWAMP);
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_map_overlay_record_document (overlay, map, doc, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bth_map_overlay_get_n_records (overlay), ==, 3);
  g_assert_cmpint (bth_map_get_terrain (map, hex ("Z14")), ==, BTH_TERRAIN_SWAMP);
}

/* A hexside stroke: the feature on each side crossed; the same stroke again takes it off;
 * hexes not adjacent refused. A bridge stroke: on, then off; refused on an unrecorded hex. */
static void
test_hexsides_bridges (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  BthHex stroke[] = { hex ("Y14"), hex ("Y15"), hex ("Y15"), hex ("Z15") };
  BthHex apart[] = { hex ("Y14"), hex ("Y16") };
  BthHex one[] = { hex ("Y14") };
  int d1 = bth_hex_direction_to (stroke[0], stroke[1]), d2 = bth_hex_direction_to (stroke[2], stroke[3]);
  g_autoptr(GError) error = NULL;
  JsonObject *doc;

  record_text (overlay, map, "Y14 ccc\nZ14 ccc");
  doc = bth_map_hexside_document (map, stroke, G_N_ELEMENTS (stroke), BTH_HEXSIDE_ALL_SEA, &error);
  g_assert_no_error (error);
  g_assert_true (bth_map_overlay_record_document (overlay, map, doc, &error));
  json_object_unref (doc);
  g_assert_cmpint (bth_map_get_hexside (map, stroke[0], d1), ==, BTH_HEXSIDE_ALL_SEA);
  g_assert_cmpint (bth_map_get_hexside (map, stroke[3], bth_hex_direction_opposite (d2)), ==, BTH_HEXSIDE_ALL_SEA);
  /* again: off */
  doc = bth_map_hexside_document (map, stroke, G_N_ELEMENTS (stroke), BTH_HEXSIDE_ALL_SEA, &error);
  g_assert_true (bth_map_overlay_record_document (overlay, map, doc, &error));
  json_object_unref (doc);
  g_assert_cmpint (bth_map_get_hexside (map, stroke[0], d1), ==, BTH_HEXSIDE_NONE);
  /* another feature over one of them replaces it */
  doc = bth_map_hexside_document (map, stroke, 2, BTH_HEXSIDE_RED_ARROW, &error);
  g_assert_true (bth_map_overlay_record_document (overlay, map, doc, &error));
  json_object_unref (doc);
  g_assert_cmpint (bth_map_get_hexside (map, stroke[0], d1), ==, BTH_HEXSIDE_RED_ARROW);
  g_assert_cmpint (bth_map_get_hexside (map, stroke[2], d2), ==, BTH_HEXSIDE_NONE);
  g_assert_null (bth_map_hexside_document (map, apart, 2, BTH_HEXSIDE_ALL_SEA, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_clear_error (&error);
  g_assert_null (bth_map_hexside_document (map, one, 1, BTH_HEXSIDE_ALL_SEA, &error));
  g_clear_error (&error);

  doc = bth_map_bridge_document (map, one, 1, &error);
  g_assert_no_error (error);
  g_assert_true (bth_map_overlay_record_document (overlay, map, doc, &error));
  json_object_unref (doc);
  g_assert_true (bth_map_hex_has_bridge (map, one[0]));
  g_assert_cmpint (bth_map_get_terrain (map, one[0]), ==, BTH_TERRAIN_CLEAR);
  doc = bth_map_bridge_document (map, one, 1, &error);
  g_assert_true (bth_map_overlay_record_document (overlay, map, doc, &error));
  json_object_unref (doc);
  g_assert_false (bth_map_hex_has_bridge (map, one[0]));
  g_assert_null (bth_map_bridge_document (map, (BthHex[]) { hex ("DD40") }, 1, &error));
  g_assert_nonnull (strstr (error->message, "terrain"));
}

/* Two groups record overlapping patches; one imports the other's file. */
static void
test_share_merge (void)
{
  g_autoptr(BthMap) map_a = builtin ();
  g_autoptr(BthMap) map_b = builtin ();
  g_autoptr(BthMap) fresh = builtin ();
  g_autoptr(BthMapOverlay) a = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(BthMapOverlay) b = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(BthMapOverlay) empty = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(GPtrArray) conflicts = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_conflict_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) theirs = NULL;
  g_autofree char *exported = NULL;
  guint added = 0;
  BthMapConflict *c;

  record_text (a, map_a, "(2)\nY14 ccff\nZ14 mm\nriver X13: 9 6 6 3\nVienna FF30 (3) major Austria");
  record_text (b, map_b, "(2)\nY14 ccfc\nY18 hh\nZ14 mm\nriver X13: 9 6 6 3");
  exported = bth_map_share_export (a, map_a);
  g_assert_nonnull (strstr (exported, "\"berthier-board-record\""));
  g_assert_nonnull (strstr (exported, "\"hexes_recorded\" : 6"));

  /* Into a fresh profile: everything arrives, no conflict */
  theirs = bth_map_share_read (exported, -1, "a.json", &error);
  g_assert_no_error (error);
  g_assert_true (bth_map_overlay_merge (empty, fresh, theirs, conflicts, &added, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (conflicts->len, ==, 0);
  g_assert_cmpuint (added, ==, 7);
  g_assert_cmpint (bth_map_get_terrain (fresh, hex ("Y17")), ==, BTH_TERRAIN_FOREST);
  g_assert_cmpuint (bth_map_get_river_sides (fresh, hex ("Y14")), ==, bth_map_get_river_sides (map_a, hex ("Y14")));
  g_assert_true (bth_map_find_city (fresh, "Vienna")->has_hex);
  g_assert_cmpuint (bth_map_overlay_get_n_records (empty), ==, bth_map_overlay_get_n_records (a));

  /* Into B, which recorded Y17 differently: both kept in sight, B's stays until chosen */
  g_assert_true (bth_map_overlay_merge (b, map_b, theirs, conflicts, &added, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 1);   /* Vienna */
  g_assert_cmpuint (conflicts->len, ==, 1);
  c = g_ptr_array_index (conflicts, 0);
  g_assert_cmpstr (c->kind, ==, "hex");
  g_assert_cmpstr (c->key, ==, "Y17(2)");
  g_assert_cmpstr (c->mine, ==, "clear");
  g_assert_cmpstr (c->theirs, ==, "forest");
  g_assert_cmpint (bth_map_get_terrain (map_b, hex ("Y17")), ==, BTH_TERRAIN_CLEAR);
  /* What only B recorded stays */
  g_assert_cmpint (bth_map_get_terrain (map_b, hex ("Y18")), ==, BTH_TERRAIN_HIGH_MOUNTAIN);
  g_assert_true (bth_map_find_city (map_b, "Vienna")->has_hex);
  /* The players choose A's */
  g_assert_true (bth_map_overlay_take_theirs (b, map_b, c, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_map_get_terrain (map_b, hex ("Y17")), ==, BTH_TERRAIN_FOREST);

  /* Another map's record is refused, and changes nothing */
  {
    g_autoptr(JsonObject) wrong = bth_map_share_read ("{\"format\": \"berthier-map-overlay\", \"format_version\": 1,"
                                                      " \"map\": \"other\", \"hexes\": []}", -1, "x", &error);
    guint before = bth_map_overlay_get_n_records (b);

    g_assert_no_error (error);
    g_assert_false (bth_map_overlay_merge (b, map_b, wrong, NULL, NULL, &error));
    g_assert_nonnull (strstr (error->message, "not \"war-and-peace-4e\""));
    g_assert_cmpuint (bth_map_overlay_get_n_records (b), ==, before);
    g_clear_error (&error);
  }
  g_assert_null (bth_map_share_read ("{\"format\": \"something\"}", -1, "x.json", &error));
  g_assert_nonnull (strstr (error->message, "x.json: $.format"));
}

/* A merge's conflicts are kept in the record itself: saved, read again, still there until
 * the players keep theirs or take the other's; never exported; the exported file is read
 * wherever an overlay is (the CLI's --overlay). */
static void
test_unresolved_kept (void)
{
  g_autoptr(BthMap) map_a = builtin ();
  g_autoptr(BthMap) map_b = builtin ();
  g_autoptr(BthMap) again = builtin ();
  g_autoptr(BthMap) plain = builtin ();
  g_autoptr(BthMapOverlay) a = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(BthMapOverlay) b = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(BthMapOverlay) reread = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(GPtrArray) conflicts = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_conflict_free);
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_conflict_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) theirs = NULL;
  g_autofree char *exported = NULL, *saved = NULL, *shared = NULL;
  guint added = 0;

  record_text (a, map_a, "(2)\nY14 ccff\nZ14 mm");
  record_text (b, map_b, "(2)\nY14 ccfc\nZ14 mh");
  exported = bth_map_share_export (a, map_a);
  /* The exported file is an overlay to the map loader (berthier-cli --overlay) */
  g_assert_true (bth_map_apply_overlay_data (plain, exported, -1, "board-record.json", &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_map_get_terrain (plain, hex ("Y17")), ==, BTH_TERRAIN_FOREST);
  /* … and read as the players' own record, it is the overlay inside that is kept */
  {
    g_autoptr(BthMap) own = builtin ();
    g_autoptr(BthMapOverlay) as_own = bth_map_overlay_new ("war-and-peace-4e");
    g_autofree char *own_text = NULL;

    g_assert_true (bth_map_overlay_load (as_own, own, exported, -1, "board-record.json", &error));
    own_text = bth_map_overlay_to_data (as_own);
    g_assert_nonnull (strstr (own_text, "\"berthier-map-overlay\""));
    g_assert_null (strstr (own_text, "\"berthier-board-record\""));
    g_assert_cmpuint (bth_map_overlay_get_n_records (as_own), ==, 6);
  }
  theirs = bth_map_share_read (exported, -1, "a.json", &error);
  g_assert_true (bth_map_overlay_merge (b, map_b, theirs, conflicts, &added, &error));
  g_assert_cmpuint (conflicts->len, ==, 2);
  /* Saved and read again (a relaunch): both still to choose */
  saved = bth_map_overlay_to_data (b);
  g_assert_nonnull (strstr (saved, "\"unresolved\""));
  g_assert_true (bth_map_overlay_load (reread, again, saved, -1, "saved", &error));
  g_assert_no_error (error);
  bth_map_overlay_get_conflicts (reread, again, kept);
  g_assert_cmpuint (kept->len, ==, 2);
  g_assert_cmpstr (((BthMapConflict *) g_ptr_array_index (kept, 0))->key, ==, "Y17(2)");
  g_assert_cmpstr (((BthMapConflict *) g_ptr_array_index (kept, 1))->theirs, ==, "low mountain");
  /* Never shared with another group */
  shared = bth_map_share_export (reread, again);
  g_assert_null (strstr (shared, "\"unresolved\""));
  /* Keep yours for one, take theirs for the other: nothing left */
  bth_map_overlay_keep_mine (reread, g_ptr_array_index (kept, 0));
  g_assert_true (bth_map_overlay_take_theirs (reread, again, g_ptr_array_index (kept, 1), &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_map_get_terrain (again, hex ("Y17")), ==, BTH_TERRAIN_CLEAR);
  g_assert_cmpint (bth_map_get_terrain (again, hex ("Z15")), ==, BTH_TERRAIN_LOW_MOUNTAIN);
  g_ptr_array_set_size (kept, 0);
  bth_map_overlay_get_conflicts (reread, again, kept);
  g_assert_cmpuint (kept->len, ==, 0);
  g_free (saved);
  saved = bth_map_overlay_to_data (reread);
  g_assert_null (strstr (saved, "\"unresolved\""));
  /* Read as strictly as the records themselves */
  g_assert_false (bth_map_apply_overlay_data (plain, "{\"format\": \"berthier-map-overlay\", \"format_version\": 1,"
                                              " \"map\": \"war-and-peace-4e\", \"unresolved\": {\"hexes\":"
                                              " [{\"hex\": \"Y17\", \"terrain\": 3}]}}", -1, "bad", &error));
  g_assert_nonnull (strstr (error->message, "$.unresolved.hexes[0].terrain"));
}

/* Every recorded hex on its mapboard: a board added to hexes already recorded without
 * retyping them, and a paint stroke's hexes given the board painted on. */
static void
test_boards (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(BthMapRows) dots = NULL;
  g_autoptr(BthMapRows) range = NULL;
  g_autoptr(JsonObject) stroke = NULL;
  g_autofree char *exported = NULL;

  record_text (overlay, map, "Z30 cf\nZ40 cc");
  g_assert_cmpint (bth_map_get_mapboard (map, hex ("Z30")), ==, 0);
  dots = bth_map_rows_parse (map, "(3)\nZ30 ..");
  g_assert_cmpuint (bth_map_rows_count_hexes (dots), ==, 0);
  g_assert_cmpuint (bth_map_rows_count_boards_only (dots, map), ==, 2);
  record_text (overlay, map, "(3)\nZ30 ..");
  g_assert_cmpint (bth_map_get_mapboard (map, hex ("Z31")), ==, 3);
  g_assert_cmpint (bth_map_get_terrain (map, hex ("Z31")), ==, BTH_TERRAIN_FOREST);
  /* A range and its board, no letters: the recorded hexes of it get the board */
  range = bth_map_rows_parse (map, "Z39-Z42 (3)");
  g_assert_cmpuint (range->errors->len, ==, 0);
  g_assert_cmpuint (bth_map_rows_count_boards_only (range, map), ==, 2);
  record_text (overlay, map, "Z39-Z42 (3)");
  g_assert_cmpint (bth_map_get_mapboard (map, hex ("Z41")), ==, 3);
  g_assert_cmpint (bth_map_get_terrain (map, hex ("Z42")), ==, BTH_TERRAIN_UNRECORDED);
  /* Painted on mapboard 3 */
  stroke = bth_map_paint_document (map, (BthHex[]) { hex ("Z50"), hex ("Z51") }, 2, BTH_TERRAIN_SWAMP);
  bth_map_document_set_mapboard (stroke, map, 3);
  g_assert_true (bth_map_overlay_record_document (overlay, map, stroke, NULL));
  g_assert_cmpint (bth_map_get_mapboard (map, hex ("Z51")), ==, 3);
  exported = bth_map_share_export (overlay, map);
  g_assert_nonnull (strstr (exported, "\"hexes_recorded\" : 6"));
  g_assert_nonnull (strstr (exported, "\"hexes_without_mapboard\" : 0"));
}

/* The README's example record (tests/cli/m3-board-record.json) is what Export writes for
 * the overlay beside it. */
static void
test_readme_record (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  g_autofree char *dir = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "cli", NULL);
  g_autofree char *bare_path = g_build_filename (dir, "m3-board.overlay.json", NULL);
  g_autofree char *record_path = g_build_filename (dir, "m3-board-record.json", NULL);
  g_autofree char *bare = NULL, *record = NULL, *exported = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (bare_path, &bare, NULL, NULL));
  g_assert_true (g_file_get_contents (record_path, &record, NULL, NULL));
  g_assert_true (bth_map_overlay_load (overlay, map, bare, -1, "m3-board.overlay.json", &error));
  g_assert_no_error (error);
  exported = bth_map_share_export (overlay, map);
  if (g_getenv ("BTH_WRITE_README_RECORD") != NULL)
    g_assert_true (g_file_set_contents (record_path, exported, -1, NULL));
  if (!g_str_equal (exported, record))
    g_error ("tests/cli/m3-board-record.json is not what Export writes for m3-board.overlay.json");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map-rows/rows", test_rows);
  g_test_add_func ("/map-rows/errors", test_errors);
  g_test_add_func ("/map-rows/rivers", test_rivers);
  g_test_add_func ("/map-rows/cities", test_cities);
  g_test_add_func ("/map-rows/paint", test_paint);
  g_test_add_func ("/map-rows/hexsides-bridges", test_hexsides_bridges);
  g_test_add_func ("/map-rows/share-merge", test_share_merge);
  g_test_add_func ("/map-rows/unresolved-kept", test_unresolved_kept);
  g_test_add_func ("/map-rows/boards", test_boards);
  g_test_add_func ("/map-rows/readme-record", test_readme_record);
  return g_test_run ();
}
