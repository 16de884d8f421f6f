/* test-ui-map-tools.c — the Map page's Distance and Path tool and the recording of a hex's
 * terrain, river and hexside features, on M.3's ground: San Sebastian P10(1) to Burgos M09(1),
 * 3 hexes, 3 MP over clear ground by P10 → O10 → N09 → M09 (the only 3-hex way).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"

#include "bth-map-page.h"
#include "bth-map-sides.h"
#include "bth-tec.h"

static void
assert_contains (const char *text,
                 const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("“%s” not found in:\n%s", part, text);
}

static BthHex
hex (const char *label)
{
  BthHex h;

  g_assert_true (bth_hex_parse (label, &h, NULL, NULL));
  return h;
}

static BthMapStore *
store (void)
{
  return bth_session_get_map_store (bth_window_get_session (bth_ui_window ()));
}

/* The page with the map read (off the main thread the first time it is shown). */
static GtkWidget *
map_page (void)
{
  GtkWidget *page = bth_ui_show_page ("map");

  bth_ui_wait_for_map ();
  g_assert_nonnull (bth_map_store_get_map (store ()));
  return page;
}

static gboolean
shown (GtkWidget  *page,
       const char *id)
{
  return gtk_widget_get_visible (bth_ui_find (page, id));
}

static void
select_hex (GtkWidget  *page,
            const char *label)
{
  bth_map_view_select (bth_map_page_get_view (BTH_MAP_PAGE (page)), hex (label));
  bth_ui_settle ();
}

static void
test_distance_between_two_locations (void)
{
  GtkWidget *page = map_page ();
  GtkWidget *from = bth_ui_find (page, "map-route-from-location");

  /* Nothing typed yet: the tool says what it needs. */
  g_assert_true (shown (page, "map-route-problem"));
  assert_contains (bth_ui_get_text (page, "map-route-problem"), "starts");
  g_assert_false (shown (page, "map-route-distance"));

  /* City names complete as on the Leaders page (the same location row). */
  g_assert_nonnull (gtk_entry_get_completion (GTK_ENTRY (from)));
  bth_ui_set_text (page, "map-route-from-location", "San Sebastian");
  assert_contains (bth_ui_get_text (page, "map-route-problem"), "ends");
  /* Enter in From goes on to To: both typed from the keyboard. */
  bth_ui_press_enter (page, "map-route-from-location");
  g_assert_true (gtk_widget_has_focus (bth_ui_find (page, "map-route-to-location")) ||
                 gtk_widget_is_ancestor (gtk_root_get_focus (gtk_widget_get_root (page)),
                                         bth_ui_find (page, "map-route-to-location")));
  bth_ui_set_text (page, "map-route-to-location", "Burgos");

  /* No terrain recorded: 3 hexes, at least 3 MP, and the hexes to look up named. */
  g_assert_false (shown (page, "map-route-problem"));
  g_assert_cmpstr (bth_ui_get_text (page, "map-route-distance"), ==, "3 hexes");
  assert_contains (bth_ui_get_text (page, "map-route-mp"), "At least 3 MP");
  assert_contains (bth_ui_get_text (page, "map-route-path"), "P10(1) (San Sebastian) → ");
  assert_contains (bth_ui_get_text (page, "map-route-path"), "M09(1) (Burgos)");
  g_assert_true (shown (page, "map-route-unrecorded"));
  assert_contains (bth_ui_get_text (page, "map-route-unrecorded"), "not recorded: ");
  assert_contains (bth_ui_get_text (page, "map-route-unrecorded"), "O10");
  assert_contains (bth_ui_get_text (page, "map-route-unrecorded"), "N09");

  /* Bad entries: an inline message naming the problem, no result. */
  bth_ui_set_text (page, "map-route-to-location", "Atlantis");
  g_assert_true (shown (page, "map-route-problem"));
  assert_contains (bth_ui_get_text (page, "map-route-problem"), "“Atlantis” is neither a hex");
  g_assert_false (shown (page, "map-route-distance"));
  g_assert_false (shown (page, "map-route-unrecorded"));
  bth_ui_set_text (page, "map-route-to-location", "Bayonne");
  assert_contains (bth_ui_get_text (page, "map-route-problem"), "does not give the hex of Bayonne");
  bth_ui_set_text (page, "map-route-to-location", "J09(3)");
  assert_contains (bth_ui_get_text (page, "map-route-problem"), "mapboard 1");

  /* To from the selected hex: Burgos's hex gives its name. */
  select_hex (page, "M09");
  bth_ui_click (page, "map-route-to-selected");
  g_assert_cmpstr (bth_ui_get_text (page, "map-route-to-location"), ==, "Burgos");
  g_assert_cmpstr (bth_ui_get_text (page, "map-route-distance"), ==, "3 hexes");
  bth_ui_scroll_to (page, "map-route-to-location-row");
  bth_ui_snap ("map-distance");
}

static void
test_record_river_and_hexside (void)
{
  GtkWidget *page = map_page ();
  BthMap *map = bth_map_store_get_map (store ());
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  GtkWidget *old_check;

  /* The players' board: rows L … Q, columns 5 … 14 clear, except N09, recorded below. */
  for (int row = hex ("L01").row; row <= hex ("Q01").row; row++)
    for (int column = 5; column <= 14; column++)
      if (!bth_hex_equal ((BthHex) { row, column }, hex ("N09")))
        {
          g_assert_true (bth_map_store_record_terrain (store (), (BthHex) { row, column }, BTH_TERRAIN_CLEAR, &error));
          g_assert_no_error (error);
        }
  bth_ui_settle ();

  /* N09 unrecorded: the river cannot be recorded yet; its terrain can. */
  select_hex (page, "N09");
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "map-river-w")));
  bth_ui_select (page, "map-record-terrain", "Clear");
  g_assert_cmpint (bth_map_get_terrain (map, hex ("N09")), ==, BTH_TERRAIN_CLEAR);
  g_assert_cmpstr (bth_ui_get_text (page, "map-route-mp"), ==, "3 MP");
  g_assert_false (shown (page, "map-route-unrecorded"));
  assert_contains (bth_ui_get_text (page, "map-route-path"), "O10 → N09 → M09(1)");

  /* Sides are named by direction and the hex beyond: O10 is N09's north-east neighbour. */
  assert_contains (bth_ui_get_text (page, "map-side-ne"), "Towards O10");
  assert_contains (bth_ui_get_text (page, "map-side-sw"), "Towards M09(1)");

  /* A river across N09 from its west side to its east side: one side is not a river yet. */
  bth_ui_set_active (page, "map-river-w", TRUE);
  g_assert_cmpuint (bth_map_get_river_sides (map, hex ("N09")), ==, 0);
  g_assert_cmpstr (bth_ui_get_text (page, "map-route-mp"), ==, "3 MP");
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (bth_ui_find (page, "map-river-w"))));
  /* From the keyboard: the groups are rebuilt from the map after the record, and the focus
   * stays on the same check box. */
  old_check = g_object_ref (bth_ui_find (page, "map-river-e"));   /* its address not reused */
  gtk_widget_grab_focus (old_check);
  bth_ui_set_active (page, "map-river-e", TRUE);
  g_assert_true (bth_ui_find (page, "map-river-e") != old_check);
  g_object_unref (old_check);
  g_assert_true (gtk_widget_has_focus (bth_ui_find (page, "map-river-e")));
  g_assert_cmpuint (bth_map_get_river_sides (map, hex ("N09")), ==, (1u << BTH_HEX_WEST) | (1u << BTH_HEX_EAST));
  /* The way from O10 to M09 crosses it: +1 MP (TEC note 3). */
  g_assert_cmpstr (bth_ui_get_text (page, "map-route-mp"), ==, "4 MP");
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (bth_ui_find (page, "map-river-e"))));
  /* Saved in the players' overlay. */
  g_assert_true (g_file_get_contents (bth_map_store_get_overlay_path (store ()), &saved, NULL, NULL));
  assert_contains (saved, "\"river\"");
  /* Close enough to see the river drawn through N09. */
  bth_map_view_set_zoom (bth_map_page_get_view (BTH_MAP_PAGE (page)), 40);
  select_hex (page, "N09");
  bth_map_view_pan (bth_map_page_get_view (BTH_MAP_PAGE (page)), 120, -300);
  bth_ui_scroll_to (page, "map-river");
  bth_ui_snap ("map-river");

  /* Removed: untick both sides. */
  bth_ui_set_active (page, "map-river-w", FALSE);
  g_assert_cmpuint (bth_map_get_river_sides (map, hex ("N09")), ==, 0);
  g_assert_cmpstr (bth_ui_get_text (page, "map-route-mp"), ==, "3 MP");
  bth_ui_set_active (page, "map-river-e", FALSE);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (bth_ui_find (page, "map-river-e"))));

  /* An all-sea side towards O10 closes the only 3-hex way: 4 MP round it; removed, 3. */
  bth_ui_select (page, "map-side-ne", "All-sea (no crossing)");
  g_assert_cmpint (bth_map_get_hexside (map, hex ("O10"), BTH_HEX_SOUTH_WEST), ==, BTH_HEXSIDE_ALL_SEA);
  g_assert_cmpstr (bth_ui_get_text (page, "map-route-mp"), ==, "4 MP");
  /* The same side seen from O10: its south-west side. */
  select_hex (page, "O10");
  g_assert_cmpstr (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "map-side-sw"))) == 1
                   ? "all-sea" : "other", ==, "all-sea");
  assert_contains (bth_ui_get_text (page, "map-side-sw"), "Towards N09");
  bth_ui_scroll_to (page, "map-sides");
  bth_ui_snap ("map-hexside");
  select_hex (page, "N09");
  bth_ui_select (page, "map-side-ne", "No feature");
  g_assert_cmpint (bth_map_get_hexside (map, hex ("N09"), BTH_HEX_NORTH_EAST), ==, BTH_HEXSIDE_NONE);
  g_assert_cmpstr (bth_ui_get_text (page, "map-route-mp"), ==, "3 MP");

  /* A bridge, recorded and taken away. */
  bth_ui_set_active (page, "map-record-bridge", TRUE);
  g_assert_true (bth_map_hex_has_bridge (map, hex ("N09")));
  bth_ui_set_active (page, "map-record-bridge", FALSE);
  g_assert_false (bth_map_hex_has_bridge (map, hex ("N09")));

  /* The feature removed is gone from the overlay, not kept as "none". */
  g_clear_pointer (&saved, g_free);
  g_assert_true (g_file_get_contents (bth_map_store_get_overlay_path (store ()), &saved, NULL, NULL));
  g_assert_null (strstr (saved, "\"all_sea\""));
  g_assert_null (strstr (saved, "\"none\""));

  /* Terrain recorded by mistake, taken back: N09 is unrecorded again, on the map, in the
   * Distance tool and in the saved overlay. */
  bth_ui_set_active (page, "map-record-bridge", TRUE);
  bth_ui_scroll_to (page, "map-forget-terrain");
  bth_ui_snap ("map-forget-terrain");
  bth_ui_click (page, "map-forget-terrain");
  g_assert_false (bth_map_hex_is_recorded (map, hex ("N09")));
  g_assert_false (bth_map_hex_has_bridge (map, hex ("N09")));
  assert_contains (bth_ui_get_text (page, "map-hex-terrain"), "Not recorded");
  g_assert_true (shown (page, "map-route-unrecorded"));
  g_assert_null (bth_ui_try_find (page, "map-forget-terrain"));
  g_clear_pointer (&saved, g_free);
  g_assert_true (g_file_get_contents (bth_map_store_get_overlay_path (store ()), &saved, NULL, NULL));
  g_assert_null (strstr (saved, "N09"));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/map-tools/distance", test_distance_between_two_locations);
  g_test_add_func ("/ui/map-tools/record-river-and-hexside", test_record_river_and_hexside);
  return bth_ui_test_run ();
}
