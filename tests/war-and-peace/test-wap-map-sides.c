/* test-wap-map-sides.c — a river recorded as the sides it crosses, a bridge, and hexside features,
 * and what they do to the M.3 route from San Sebastian to Burgos (TEC notes 3, 7, 9). */
#include "bth-map-sides.h"
#include "bth-error.h"
#include "bth-tec.h"

static BthHex
hex (const char *label)
{
  BthHex h;

  g_assert_true (bth_hex_parse (label, &h, NULL, NULL));
  return h;
}

static guint8
side (BthHexDirection d)
{
  return (guint8) (1u << d);
}

static void
test_banks_from_sides (void)
{
  g_autoptr(GError) error = NULL;
  char ***banks;

  /* West to east: the north bank (e, ne, nw, w) and the south bank (w, sw, se, e). */
  banks = bth_river_banks_from_sides (side (BTH_HEX_WEST) | side (BTH_HEX_EAST), &error);
  g_assert_no_error (error);
  g_assert_nonnull (banks[0]);
  g_assert_nonnull (banks[1]);
  g_assert_null (banks[2]);
  g_assert_cmpstrv (banks[0], ((const char *[]) { "e", "ne", "nw", "w", NULL }));
  g_assert_cmpstrv (banks[1], ((const char *[]) { "w", "sw", "se", "e", NULL }));
  bth_river_banks_free (banks);

  /* Neighbouring sides: a corner cut off. */
  banks = bth_river_banks_from_sides (side (BTH_HEX_EAST) | side (BTH_HEX_SOUTH_EAST), &error);
  g_assert_no_error (error);
  g_assert_cmpstrv (banks[0], ((const char *[]) { "e", "ne", "nw", "w", "sw", "se", NULL }));
  g_assert_cmpstrv (banks[1], ((const char *[]) { "se", "e", NULL }));
  bth_river_banks_free (banks);

  /* Where rivers meet: three banks. */
  banks = bth_river_banks_from_sides (side (BTH_HEX_EAST) | side (BTH_HEX_NORTH_WEST) | side (BTH_HEX_SOUTH_WEST),
                                      &error);
  g_assert_no_error (error);
  g_assert_cmpstrv (banks[2], ((const char *[]) { "sw", "se", "e", NULL }));
  g_assert_null (banks[3]);
  bth_river_banks_free (banks);

  /* A tail (one side) and four sides are refused, with why. */
  g_assert_null (bth_river_banks_from_sides (side (BTH_HEX_EAST), &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_nonnull (g_strstr_len (error->message, -1, "tail"));
  g_clear_error (&error);
  g_assert_null (bth_river_banks_from_sides (0x0f, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
}

/* The map with rows L … Q, columns 5 … 14 of board 1 recorded clear: M.3's ground. */
static BthMap *
clear_ground (BthMapOverlay *overlay)
{
  g_autoptr(GError) error = NULL;
  BthMap *map = bth_tec_load_builtin_map (&error);

  g_assert_no_error (error);
  for (int row = hex ("L01").row; row <= hex ("Q01").row; row++)
    for (int column = 5; column <= 14; column++)
      {
        g_assert_true (bth_map_overlay_record_terrain (overlay, map, (BthHex) { row, column }, BTH_TERRAIN_CLEAR, &error));
        g_assert_no_error (error);
      }
  return map;
}

static int
route_mp (BthMap *map, const char *from, const char *to, BthRouteStatus *status)
{
  g_auto(BthRoute) route = { 0 };
  g_autoptr(GError) error = NULL;
  BthHex a, b;

  g_assert_true (bth_map_parse_location (map, from, &a, &error));
  g_assert_true (bth_map_parse_location (map, to, &b, &error));
  g_assert_true (bth_map_route (map, a, b, NULL, &route, &error));
  g_assert_no_error (error);
  *status = route.status;
  return route.mp;
}

static void
test_river_changes_the_route (void)
{
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(BthMap) map = clear_ground (overlay);
  g_autoptr(GError) error = NULL;
  BthRouteStatus status;
  guint8 west_east = side (BTH_HEX_WEST) | side (BTH_HEX_EAST);

  /* M.3: Burgos is 3 MP from San Sebastian over clear ground (P10 → O10 → N09 → M09). */
  g_assert_cmpint (route_mp (map, "San Sebastian", "Burgos", &status), ==, 3);
  g_assert_cmpint (status, ==, BTH_ROUTE_FOUND);

  /* A river across N09 from west to east: the only 3-hex way now crosses it (+1). */
  g_assert_true (bth_map_overlay_record_river_sides (overlay, map, hex ("N09"), west_east, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bth_map_get_river_sides (map, hex ("N09")), ==, west_east);
  g_assert_true (bth_map_river_separates (map, hex ("N09"), BTH_HEX_NORTH_EAST, BTH_HEX_SOUTH_WEST));
  g_assert_cmpint (route_mp (map, "San Sebastian", "Burgos", &status), ==, 4);
  g_assert_cmpint (status, ==, BTH_ROUTE_FOUND);

  /* A bridge there cancels it; taking the bridge away brings it back. */
  g_assert_true (bth_map_overlay_record_bridge (overlay, map, hex ("N09"), TRUE, &error));
  g_assert_true (bth_map_hex_has_bridge (map, hex ("N09")));
  g_assert_cmpint (route_mp (map, "San Sebastian", "Burgos", &status), ==, 3);
  g_assert_true (bth_map_overlay_record_bridge (overlay, map, hex ("N09"), FALSE, &error));
  g_assert_false (bth_map_hex_has_bridge (map, hex ("N09")));
  g_assert_cmpint (route_mp (map, "San Sebastian", "Burgos", &status), ==, 4);
  g_assert_cmpuint (bth_map_get_river_sides (map, hex ("N09")), ==, west_east);

  /* Removed: 3 again, and the hex keeps its terrain. */
  g_assert_true (bth_map_overlay_record_river_sides (overlay, map, hex ("N09"), 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bth_map_get_river_sides (map, hex ("N09")), ==, 0);
  g_assert_cmpint (bth_map_get_terrain (map, hex ("N09")), ==, BTH_TERRAIN_CLEAR);
  g_assert_cmpint (route_mp (map, "San Sebastian", "Burgos", &status), ==, 3);

  /* A tail is refused and changes nothing. */
  g_assert_false (bth_map_overlay_record_river_sides (overlay, map, hex ("N09"), side (BTH_HEX_EAST), &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_cmpuint (bth_map_get_river_sides (map, hex ("N09")), ==, 0);
}

static void
test_hexside_features_change_the_route (void)
{
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(BthMap) map = clear_ground (overlay);
  g_autoptr(GError) error = NULL;
  BthRouteStatus status;

  /* All-sea between O10 and N09 closes the only 3-hex way (note 7): 4 MP round it. */
  g_assert_true (bth_map_overlay_record_hexside (overlay, map, hex ("O10"), hex ("N09"), BTH_HEXSIDE_ALL_SEA, &error));
  g_assert_cmpint (bth_map_get_hexside (map, hex ("N09"), BTH_HEX_NORTH_EAST), ==, BTH_HEXSIDE_ALL_SEA);
  g_assert_cmpint (route_mp (map, "San Sebastian", "Burgos", &status), ==, 4);
  /* A red arrow there is crossed as one river (note 9): +1 on the same way, 4. */
  g_assert_true (bth_map_overlay_record_hexside (overlay, map, hex ("O10"), hex ("N09"), BTH_HEXSIDE_RED_ARROW, &error));
  g_assert_cmpint (route_mp (map, "San Sebastian", "Burgos", &status), ==, 4);
  /* No feature: removed, 3. */
  g_assert_true (bth_map_overlay_record_hexside (overlay, map, hex ("O10"), hex ("N09"), BTH_HEXSIDE_NONE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_map_get_hexside (map, hex ("O10"), BTH_HEX_SOUTH_WEST), ==, BTH_HEXSIDE_NONE);
  g_assert_cmpint (route_mp (map, "San Sebastian", "Burgos", &status), ==, 3);
  g_assert_cmpint (status, ==, BTH_ROUTE_FOUND);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map/sides/banks-from-sides", test_banks_from_sides);
  g_test_add_func ("/map/sides/river-changes-the-route", test_river_changes_the_route);
  g_test_add_func ("/map/sides/hexside-features-change-the-route", test_hexside_features_change_the_route);
  return g_test_run ();
}
