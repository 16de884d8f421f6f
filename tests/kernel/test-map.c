/* test-map.c — the kernel's hex map on a map of its own (fixture-map.json, no game's): the
 * terrains, hexside features and production symbols its file declares, movement costs from
 * them, typed rows with its letters, overlays in its words, and the errors naming them. */
#include "bth-map.h"
#include "bth-map-overlay.h"
#include "bth-map-rows.h"
#include "bth-error.h"

#include <string.h>

static BthMap *
fixture_map (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "kernel", "fixture-map.json", NULL);
  BthMap *map = bth_map_new_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (map);
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
apply (BthMap *map, const char *members)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strdup_printf ("{\"format\": \"berthier-map-overlay\", \"format_version\": 1, "
                                           "\"map\": \"kernel-fixture\", %s}", members);

  g_assert_true (bth_map_apply_overlay_data (map, text, -1, "fixture.overlay.json", &error));
  g_assert_no_error (error);
}

/* Rows A … E, columns 1 … 12 water, then row C from column 1: plain, wood, marsh, peak,
 * wood (Alpha's hex, a city), plain, plain, water. Every hex near row C is recorded, so
 * routes along it are certain. */
static BthMap *
board (const char *extra_hexsides)
{
  BthMap *map = fixture_map ();
  static const char *const row_c[] = { "plain", "wood", "marsh", "peak", "wood", "plain", "plain" };
  GString *hexes = g_string_new ("\"hexes\": [");
  g_autofree char *members = NULL;

  for (int r = 0; r <= 4; r++)
    for (int c = 1; c <= 12; c++)
      {
        g_autofree char *label = bth_hex_to_string ((BthHex) { r, c }, 0);
        const char *terrain = r == 2 && c <= (int) G_N_ELEMENTS (row_c) ? row_c[c - 1] : "water";
        g_string_append_printf (hexes, "%s{\"hex\": \"%s\", \"terrain\": \"%s\"}",
                                r == 0 && c == 1 ? "" : ", ", label, terrain);
      }
  g_string_append (hexes, "]");
  members = g_strdup_printf ("%s, \"hexsides\": [%s]", hexes->str, extra_hexsides);
  g_string_free (hexes, TRUE);
  apply (map, members);
  return map;
}

/* The route's MP, -1 when there is none. */
static int
route_mp (BthMap *map, const char *from, const char *to, guint8 winter)
{
  g_auto(BthRoute) r = { 0 };
  BthMoveOptions options = { winter };
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_map_route (map, hex (from), hex (to), &options, &r, &error));
  g_assert_no_error (error);
  if (r.status == BTH_ROUTE_NONE)
    return -1;
  g_assert_cmpint (r.status, ==, BTH_ROUTE_FOUND);
  return r.mp;
}

static void
test_tables (void)
{
  g_autoptr(BthMap) map = fixture_map ();
  const BthTerrainKind *peak;
  const BthHexsideKind *gap;
  const char * const *symbols = bth_map_get_production_symbols (map);
  const BthMapCity *alpha = bth_map_find_city (map, "Alpha");

  g_assert_cmpuint (bth_map_get_n_terrains (map), ==, 5);
  g_assert_cmpint (bth_map_terrain_from_id (map, "plain"), ==, 1);
  g_assert_cmpint (bth_map_terrain_from_id (map, "water"), ==, 5);
  g_assert_cmpint (bth_map_terrain_from_id (map, "forest"), ==, BTH_TERRAIN_UNRECORDED);
  g_assert_cmpint (bth_map_terrain_from_letter (map, 'T'), ==, bth_map_terrain_from_id (map, "peak"));
  g_assert_cmpint (bth_map_terrain_from_letter (map, 'c'), ==, BTH_TERRAIN_UNRECORDED);
  g_assert_cmpstr (bth_map_terrain_id (map, BTH_TERRAIN_UNRECORDED), ==, "unrecorded");
  g_assert_null (bth_map_get_terrain_kind (map, 6));
  peak = bth_map_get_terrain_kind (map, bth_map_terrain_from_id (map, "peak"));
  g_assert_cmpstr (peak->name, ==, "high peak");
  g_assert_cmpint (peak->mp, ==, 4);
  g_assert_false (peak->open);
  g_assert_true (bth_map_get_terrain_kind (map, 1)->open);
  g_assert_cmpint (bth_map_get_terrain_kind (map, 5)->mp, ==, 0);   /* water: null */
  g_assert_cmpuint (bth_map_get_terrain_kind (map, 5)->letter, ==, 0);

  g_assert_cmpuint (bth_map_get_n_hexside_kinds (map), ==, 3);
  g_assert_cmpint (bth_map_hexside_from_id (map, "none"), ==, BTH_HEXSIDE_NONE);
  g_assert_cmpint (bth_map_hexside_from_id (map, "red_arrow"), ==, -1);
  gap = bth_map_get_hexside_kind (map, (BthHexsideFeature) bth_map_hexside_from_id (map, "gap"));
  g_assert_cmpint (gap->entry_mp, ==, 1);
  g_assert_cmpuint (gap->entry_terrains, ==, 1u << bth_map_terrain_from_id (map, "peak"));
  g_assert_true (bth_map_get_hexside_kind (map, 1)->closed);
  g_assert_cmpint (bth_map_get_hexside_kind (map, 2)->extra_mp, ==, 2);
  g_assert_cmpstr (bth_map_hexside_id (map, BTH_HEXSIDE_NONE), ==, "none");

  g_assert_cmpuint (g_strv_length ((char **) symbols), ==, 2);
  g_assert_cmpstr (symbols[0], ==, "gold");
  g_assert_cmpstr (alpha->production, ==, "gold");
  g_assert_cmpint (alpha->fortress_capacity, ==, 5);

  g_assert_cmpuint (bth_map_get_n_city_sizes (map), ==, 2);
  g_assert_cmpint (alpha->size, ==, bth_map_city_size_from_id (map, "fortress"));
  g_assert_cmpint (bth_map_city_size_from_id (map, "Town"), ==, 2);
  g_assert_cmpint (bth_map_city_size_from_id (map, "major"), ==, BTH_CITY_SIZE_UNRECORDED);
  g_assert_cmpint (bth_map_get_capital_size (map), ==, 1);
  g_assert_cmpint (bth_map_get_city_size_kind (map, 2)->fortress_capacity, ==, 3);
  g_assert_null (bth_map_get_city_size_kind (map, 3));
}

static void
test_costs (void)
{
  g_autoptr(BthMap) map = board ("");
  g_autoptr(BthMap) ford = board ("{\"hexes\": [\"C01\", \"C02\"], \"feature\": \"ford\"}");
  g_autoptr(BthMap) wall = board ("{\"hexes\": [\"C01\", \"C02\"], \"feature\": \"wall\"}");
  g_autoptr(BthMap) gap = board ("{\"hexes\": [\"C03\", \"C04\"], \"feature\": \"gap\"}, "
                                 "{\"hexes\": [\"C01\", \"C02\"], \"feature\": \"gap\"}");

  g_assert_cmpint (route_mp (map, "C01", "C02", 0), ==, 2);
  g_assert_cmpint (route_mp (map, "C01", "C03", 0), ==, 2 + 3);
  g_assert_cmpint (route_mp (map, "C03", "C04", 0), ==, 4);
  g_assert_cmpint (route_mp (map, "C04", "C05", 0), ==, 1);        /* a city: city_mp */
  g_assert_cmpint (route_mp (map, "C07", "C08", 0), ==, -1);       /* water: no cost, closed */
  /* winter_as_clear: marsh costs as the open terrain on a winter board (Alpha's board 1) */
  g_assert_cmpint (route_mp (map, "C01", "C03", 1u << 1), ==, 2 + 1);
  g_assert_cmpint (route_mp (ford, "C01", "C02", 0), ==, 2 + 2);   /* extra_mp */
  g_assert_cmpint (route_mp (wall, "C01", "C02", 0), ==, -1);      /* closed, and water around */
  g_assert_cmpint (route_mp (gap, "C03", "C04", 0), ==, 1);        /* entry_mp into a peak */
  g_assert_cmpint (route_mp (gap, "C01", "C02", 0), ==, 2);        /* not into wood: its cost */
  /* a bridge: the hex costs as the open terrain */
  apply (map, "\"hexes\": [{\"hex\": \"C02\", \"terrain\": \"wood\", \"bridge\": true}]");
  g_assert_cmpint (route_mp (map, "C01", "C02", 0), ==, 1);
}

static void
test_overlay_words (void)
{
  g_autoptr(BthMap) map = fixture_map ();
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("kernel-fixture");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (bth_map_overlay_record_terrain (overlay, map, hex ("C01"), bth_map_terrain_from_id (map, "marsh"),
                                                 &error));
  g_assert_no_error (error);
  g_assert_true (bth_map_overlay_record_hexside (overlay, map, hex ("C01"), hex ("C02"),
                                                 (BthHexsideFeature) bth_map_hexside_from_id (map, "ford"), &error));
  g_assert_no_error (error);
  text = bth_map_overlay_to_data (overlay);
  g_assert_nonnull (strstr (text, "\"terrain\" : \"marsh\""));
  g_assert_nonnull (strstr (text, "\"feature\" : \"ford\""));
  g_assert_cmpint (bth_map_get_terrain (map, hex ("C01")), ==, bth_map_terrain_from_id (map, "marsh"));
  g_assert_cmpint (bth_map_get_hexside (map, hex ("C02"), BTH_HEX_WEST), ==, bth_map_hexside_from_id (map, "ford"));

  /* an id the map does not declare is refused, naming the map's own */
  g_assert_false (bth_map_overlay_record_terrain (overlay, map, hex ("C02"), 6, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
}

static void
overlay_fails (const char *members, const char *message)
{
  g_autoptr(BthMap) map = fixture_map ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strdup_printf ("{\"format\": \"berthier-map-overlay\", \"format_version\": 1, "
                                           "\"map\": \"kernel-fixture\", %s}", members);

  g_assert_false (bth_map_apply_overlay_data (map, text, -1, "bad.json", &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, message);
}

static void
map_fails (const char *from, const char *to, const char *message)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "kernel", "fixture-map.json", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GString) edited = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BthMap) map = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  edited = g_string_new (text);
  g_assert_cmpuint (g_string_replace (edited, from, to, 1), ==, 1);
  map = bth_map_new_from_data (edited->str, -1, "edited.json", &error);
  g_assert_null (map);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_errors (void)
{
  overlay_fails ("\"hexes\": [{\"hex\": \"C01\", \"terrain\": \"forest\"}]",
                 "bad.json: $.hexes[0].terrain: \"forest\" is not a terrain (plain, wood, marsh, peak, water)");
  overlay_fails ("\"hexsides\": [{\"hexes\": [\"C01\", \"C02\"], \"feature\": \"red_arrow\"}]",
                 "bad.json: $.hexsides[0].feature: \"red_arrow\" is not a hexside feature (none, wall, ford, gap)");
  overlay_fails ("\"cities\": [{\"name\": \"Alpha\", \"production\": \"red\"}]",
                 "bad.json: $.cities[0].production: \"red\" is not gold or none");
  overlay_fails ("\"cities\": [{\"name\": \"Alpha\", \"size\": \"major\"}]",
                 "bad.json: $.cities[0].size: \"major\" is not fortress or town");
  overlay_fails ("\"cities\": [{\"name\": \"Beta\", \"hex\": \"C09\", \"size\": \"town\", \"capital\": true}]",
                 "bad.json: $.cities[0].capital: a capital is a fortress city");

  map_fails ("\"id\": \"wood\"", "\"id\": \"plain\"",
             "edited.json: $.terrains[1].id: terrain \"plain\" is listed twice");
  map_fails ("\"letter\": \"o\"", "\"letter\": \"p\"",
             "edited.json: $.terrains[1].letter: \"p\" is already another terrain's letter");
  map_fails ("\"letter\": \"o\"", "\"letter\": \"oo\"",
             "edited.json: $.terrains[1].letter: \"oo\" is not one lower-case letter");
  map_fails ("\"letter\": \"o\",", "\"letter\": \"o\", \"open\": true,",
             "edited.json: $.terrains[1].open: only one terrain is the open one");
  map_fails ("\"letter\": \"p\", \"open\": true,", "\"letter\": \"p\",",
             "edited.json: $.terrains: one terrain must be \"open\" (what a bridged hex counts as)");
  map_fails ("\"id\": \"water\"", "\"id\": \"none\"",
             "edited.json: $.terrains[4].id: \"none\" is the kernel's own word");
  map_fails ("\"plain\": 1, ", "",
             "edited.json: $.movement.terrain_mp: missing required key \"plain\"");
  map_fails ("\"water\": null", "\"water\": null, \"tundra\": 2",
             "edited.json: $.movement.terrain_mp: unknown terrain \"tundra\"");
  map_fails ("\"plain\": 1,", "\"plain\": null,",
             "edited.json: $.movement.terrain_mp.plain: plain terrain must be passable");
  map_fails ("\"winter_as_clear\": [\"marsh\"]", "\"winter_as_clear\": [\"swamp\"]",
             "edited.json: $.movement.winter_as_clear[0]: \"swamp\" is not a terrain");
  map_fails ("\"entry_terrains\": [\"peak\"], ", "",
             "edited.json: $.hexside_features[2]: \"entry_mp\" and \"entry_terrains\" go together");
  map_fails ("\"entry_terrains\": [\"peak\"]", "\"entry_terrains\": [\"mountain\"]",
             "edited.json: $.hexside_features[2].entry_terrains[0]: \"mountain\" is not a terrain");
  map_fails ("\"id\": \"town\"", "\"id\": \"fortress\"",
             "edited.json: $.city_sizes[1].id: city size \"fortress\" is listed twice");
  map_fails ("\"size\": \"fortress\", \"fortress_capacity\": 7", "\"size\": \"castle\", \"fortress_capacity\": 7",
             "edited.json: $.capitals.size: \"castle\" is not one of $.city_sizes");
  map_fails ("\"production\": \"gold\"", "\"production\": \"red\"",
             "edited.json: $.cities[0].production: \"red\" is not gold or none");
}

static void
test_rows (void)
{
  g_autoptr(BthMap) map = fixture_map ();
  g_autoptr(BthMapRows) rows = bth_map_rows_parse (map, "C01 pok.T");
  g_autoptr(BthMapRows) bad = bth_map_rows_parse (map, "C01 pc");
  g_autoptr(BthMapRows) city = bth_map_rows_parse (map, "Beta C09 town home\nGamma C11 capital home\n"
                                                        "Delta C07 major home");
  const BthMapRowsError *e;

  g_assert_cmpuint (rows->errors->len, ==, 0);
  g_assert_cmpuint (bth_map_rows_count_hexes (rows), ==, 4);
  g_assert_cmpint (g_array_index (rows->hexes, BthMapRowHex, 1).terrain, ==, bth_map_terrain_from_id (map, "wood"));
  g_assert_cmpint (g_array_index (rows->hexes, BthMapRowHex, 3).terrain, ==, bth_map_terrain_from_id (map, "peak"));
  g_assert_cmpint (g_array_index (rows->hexes, BthMapRowHex, 3).hex.column, ==, 5);   /* "." skipped C04 */

  g_assert_cmpuint (city->errors->len, ==, 0);
  g_assert_cmpint (((BthMapRowCity *) g_ptr_array_index (city->cities, 0))->size, ==, 2);
  g_assert_cmpint (((BthMapRowCity *) g_ptr_array_index (city->cities, 1))->size, ==, 1);
  g_assert_true (((BthMapRowCity *) g_ptr_array_index (city->cities, 1))->capital);
  g_assert_cmpstr (((BthMapRowCity *) g_ptr_array_index (city->cities, 2))->country, ==, "major home");

  g_assert_cmpuint (bad->errors->len, ==, 1);
  e = g_ptr_array_index (bad->errors, 0);
  g_assert_cmpstr (e->message, ==, "line 1, column 6: “c”: is not a terrain letter "
                                   "(p plain, o wood, k marsh, t high peak, . as it is)");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/map/kinds/tables", test_tables);
  g_test_add_func ("/map/kinds/costs", test_costs);
  g_test_add_func ("/map/kinds/overlay-words", test_overlay_words);
  g_test_add_func ("/map/kinds/errors", test_errors);
  g_test_add_func ("/map/kinds/rows", test_rows);
  return g_test_run ();
}
