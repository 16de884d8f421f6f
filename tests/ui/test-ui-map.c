/* test-ui-map.c — the Map page: Austerlitz 1805 with two stacks placed at cities, the
 * summary and the details of a selected hex, zoom, and "Use as Location" with its undo.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"

#include "bth-map-overlay.h"
#include "bth-map-page.h"
#include "bth-map-view-private.h"
#include "bth-game.h"
#include "bth-tec.h"

/* The id of the stack LEADER_ID commands. */
static const char *
stack_of (BthGame    *game,
          const char *leader_id)
{
  const BthLeaderState *leader = bth_game_state_find_leader (bth_game_get_state (game), leader_id);

  g_assert_nonnull (leader);
  g_assert_nonnull (leader->stack);
  return leader->stack;
}

static const char *
location_of (BthGame    *game,
             const char *stack_id)
{
  return bth_game_state_find_stack (bth_game_get_state (game), stack_id)->location;
}

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” not found in:\n%s", part, text);
}

static BthHex
hex (const char *label)
{
  BthHex h;

  g_assert_true (bth_hex_parse (label, &h, NULL, NULL));
  return h;
}

static void
test_map_shows_placed_stacks (void)
{
  BthGame *game = bth_ui_wait_for_game ();
  g_autofree char *napoleon = g_strdup (stack_of (game, "napoleon"));
  g_autofree char *ferdinand = g_strdup (stack_of (game, "ferdinand"));
  g_autofree char *napoleon_path = g_strdup_printf ("stacks.%s.location", napoleon);
  g_autofree char *ferdinand_path = g_strdup_printf ("stacks.%s.location", ferdinand);
  g_autofree char *davout_row = NULL;
  g_autofree char *napoleon_on_map = NULL;
  g_autofree char *ferdinand_on_map = NULL;
  g_autofree char *napoleon_here = g_strdup_printf ("map-hex-stack-%s", napoleon);
  g_autoptr(JsonNode) paris = json_node_new (JSON_NODE_VALUE);
  g_autoptr(JsonNode) mainz = json_node_new (JSON_NODE_VALUE);
  GtkWidget *page;
  BthMapView *view;
  const char *summary;
  gboolean found_paris = FALSE;
  BthHex first, last, at;

  g_assert_cmpstr (bth_game_get_state (game)->scenario, ==, "austerlitz-1805");

  /* Napoleon to Paris and Ferdinand to Mainz, as the Leader Display's location field
   * does: both cities' hexes are printed in the rulebook (Y16(2), CC23(2)). */
  json_node_set_string (paris, "Paris");
  g_assert_true (bth_game_edit (game, napoleon_path, paris, NULL, NULL));
  g_assert_cmpstr (location_of (game, napoleon), ==, "Paris");
  json_node_set_string (mainz, "Mainz");
  g_assert_true (bth_game_edit (game, ferdinand_path, mainz, NULL, NULL));

  page = bth_ui_show_page ("map");
  bth_ui_wait_for_map ();
  view = bth_map_page_get_view (BTH_MAP_PAGE (page));
  g_assert_true (bth_ui_find (page, "map_view") == GTK_WIDGET (view));

  /* The summary (also the view's accessible description) lists both at their hexes. */
  summary = bth_ui_get_text (page, "map-summary");
  napoleon_on_map = g_strdup_printf ("%s Napoleon, Lannes, Ney, 14 SP at Y16(2) (Paris)", napoleon);
  ferdinand_on_map = g_strdup_printf ("%s Ferdinand, 14 SP at CC23(2) (Mainz)", ferdinand);
  assert_contains (summary, napoleon_on_map);
  assert_contains (summary, ferdinand_on_map);
  assert_contains (summary, "Paris Y16(2) (capital)");
  assert_contains (summary, "Terrain recorded in 0 of");
  g_assert_cmpstr (summary, ==, bth_map_view_get_summary (view));

  /* The area covers both, and stacks whose city has no printed hex are listed with why. */
  g_assert_true (bth_map_view_get_area (view, &first, &last));
  g_assert_cmpint (first.row, <=, hex ("Y16").row);
  g_assert_cmpint (last.row, >=, hex ("CC23").row);
  g_assert_cmpint (first.column, <=, 16);
  g_assert_cmpint (last.column, >=, 23);
  davout_row = g_strdup_printf ("map-unplaced-%s", stack_of (game, "davout"));
  assert_contains (bth_ui_get_text (page, davout_row), "Metz");

  /* Clicking: some point of the view falls in Paris's hex, and the hexes found are the
   * grid's (a point in Paris's hex reads back as Y16). */
  for (int y = 0; y < gtk_widget_get_height (GTK_WIDGET (view)) && !found_paris; y += 3)
    for (int x = 0; x < gtk_widget_get_width (GTK_WIDGET (view)) && !found_paris; x += 3)
      if (bth_map_view_hex_at (view, x, y, &at) && bth_hex_equal (at, hex ("Y16")))
        found_paris = TRUE;
  g_assert_true (found_paris);

  bth_map_view_select (view, hex ("Y16"));
  bth_ui_settle ();
  assert_contains (bth_ui_get_text (page, "map-hex-city"), "Paris, capital");
  assert_contains (bth_ui_get_text (page, "map-hex-terrain"), "Not recorded");
  g_assert_cmpstr (bth_ui_get_text (page, "map-hex-mapboard"), ==, "2");
  assert_contains (bth_ui_get_text (page, napoleon_here), "14 SP");
  assert_contains (bth_ui_get_text (page, napoleon_here), "upp");   /* its supply, said */
  bth_ui_snap ("map");

  /* "What the Map Shows" reads from the top: its summary first, then its rows (the supply
   * sources), not the rows above the text they follow. */
  {
    GtkWidget *label = bth_ui_find (page, "map-summary");
    GtkWidget *sources = bth_ui_find (page, "map-supply-sources");
    graphene_point_t top = GRAPHENE_POINT_INIT (0, 0), label_at, sources_at;

    bth_ui_scroll_to (page, "map-summary");
    bth_ui_snap ("map-summary");
    g_assert_true (gtk_widget_compute_point (label, page, &top, &label_at));
    g_assert_true (gtk_widget_compute_point (sources, page, &top, &sources_at));
    if (label_at.y >= sources_at.y)
      g_error ("the map's summary (y %.0f) is drawn below its Supply Sources row (y %.0f)", label_at.y, sources_at.y);
  }
}

static void
test_zoom (void)
{
  GtkWidget *page = bth_ui_show_page ("map");
  BthMapView *view = bth_map_page_get_view (BTH_MAP_PAGE (page));
  double before = bth_map_view_get_zoom (view);

  bth_ui_click (page, "zoom_in_button");
  g_assert_cmpfloat (bth_map_view_get_zoom (view), >, before);
  bth_ui_click (page, "zoom_in_button");
  bth_ui_snap ("map-zoomed");
  bth_ui_click (page, "zoom_out_button");
  bth_ui_click (page, "zoom_out_button");
  g_assert_cmpfloat_with_epsilon (bth_map_view_get_zoom (view), before, 0.01);
  bth_map_view_zoom_out (view);
  g_assert_cmpfloat (bth_map_view_get_zoom (view), <, before);
  bth_ui_click (page, "zoom_fit_button");
  g_assert_cmpfloat_with_epsilon (bth_map_view_get_zoom (view), before, 0.01);
}

static void
test_use_as_location_and_undo (void)
{
  BthWindow *window = bth_ui_window ();
  BthGame *game = bth_session_get_game (bth_window_get_session (window));
  GtkWidget *page = bth_ui_show_page ("map");
  BthMapView *view = bth_map_page_get_view (BTH_MAP_PAGE (page));
  g_autofree char *napoleon = g_strdup (stack_of (game, "napoleon"));
  g_autofree char *item = g_strdup_printf ("%s: Napoleon, Lannes, Ney (Paris)", napoleon);
  g_autofree char *moved = NULL;

  /* Y17, next to Paris: no city, so the location is the hex's label. */
  bth_map_view_select (view, hex ("Y17"));
  bth_ui_settle ();
  assert_contains (bth_ui_get_text (page, "map-hex-city"), "None");
  bth_ui_select (page, "map-location-stack", item);
  bth_ui_click (page, "map-use-location");
  bth_ui_settle ();
  g_assert_cmpstr (location_of (game, napoleon), ==, "Y17");
  moved = g_strdup_printf ("%s Napoleon, Lannes, Ney, 14 SP at Y17,", napoleon);
  assert_contains (bth_ui_get_text (page, "map-summary"), moved);
  bth_ui_snap ("map-moved");

  /* One action: Ctrl+Z on the Map page puts him back in Paris. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (location_of (game, napoleon), ==, "Paris");
  assert_contains (bth_ui_get_text (page, "map-summary"), "14 SP at Y16(2) (Paris)");
}

/* Draws the view once, as a frame does, and returns the milliseconds it took. */
static double
draw_view (BthMapView *view)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  gint64 start = g_get_monotonic_time ();

  GTK_WIDGET_GET_CLASS (view)->snapshot (GTK_WIDGET (view), snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  return (g_get_monotonic_time () - start) / 1000.0;
}

static void
test_static_layer_cached (void)
{
  GtkWidget *page = bth_ui_show_page ("map");
  BthMapView *view = bth_map_page_get_view (BTH_MAP_PAGE (page));
  guint builds;
  double zoom_ms, pan_ms = 0;

  /* Zoom in so there is room to pan; that frame builds the hexes once. */
  bth_map_view_zoom_in (view);
  bth_map_view_zoom_in (view);
  builds = bth_map_view_get_static_builds (view);
  zoom_ms = draw_view (view);
  g_assert_cmpuint (bth_map_view_get_static_builds (view), ==, builds + 1);
  /* Panning reuses them: ten frames, no rebuild. */
  for (int i = 0; i < 10; i++)
    {
      bth_map_view_pan (view, i % 2 ? 40 : -40, i % 2 ? 20 : -20);
      pan_ms += draw_view (view);
    }
  g_assert_cmpuint (bth_map_view_get_static_builds (view), ==, builds + 1);
  g_test_message ("map frame after a zoom: %.2f ms; after a pan: %.2f ms (mean of 10)",
                  zoom_ms, pan_ms / 10);
  bth_map_view_zoom_to_fit (view);
  bth_ui_settle ();
}

/* Each recorded hexside feature is drawn once, not once from each of its hexes, and one on
 * the area's edge (the hex across it out of play) is drawn too. */
static void
test_hexsides_drawn_once (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthMap) map = bth_tec_load_builtin_map (&error);
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  BthMapView *view = BTH_MAP_VIEW (g_object_ref_sink (bth_map_view_new ()));
  g_autoptr(GPtrArray) forces = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_force_free);
  BthMapForce *force = bth_map_force_new ();
  BthHex first, last, middle, across;
  guint features = 0, shared = 0;
  const int board = 2;

  g_assert_no_error (error);
  force->id = g_strdup ("s1");
  force->title = g_strdup ("Napoleon");
  force->hex = hex ("Y16");
  g_ptr_array_add (forces, force);
  bth_map_view_set_map (view, map);
  bth_map_view_set_mapboards (view, &board, 1);
  bth_map_view_set_forces (view, forces);
  g_assert_true (bth_map_view_get_area (view, &first, &last));

  /* One inside the area, one on its west edge, one on its south edge. */
  middle = (BthHex) { (first.row + last.row) / 2, (first.column + last.column) / 2 };
  g_assert_true (bth_hex_neighbor (middle, BTH_HEX_EAST, &across));
  g_assert_true (bth_map_overlay_record_hexside (overlay, map, middle, across, BTH_HEXSIDE_MOUNTAIN_PASS, &error));
  g_assert_true (bth_hex_neighbor ((BthHex) { middle.row, first.column }, BTH_HEX_WEST, &across));
  g_assert_true (bth_map_overlay_record_hexside (overlay, map, (BthHex) { middle.row, first.column }, across,
                                                 BTH_HEXSIDE_ALL_SEA, &error));
  g_assert_true (bth_hex_neighbor ((BthHex) { first.row, middle.column }, BTH_HEX_SOUTH_WEST, &across));
  g_assert_true (bth_map_overlay_record_hexside (overlay, map, (BthHex) { first.row, middle.column }, across,
                                                 BTH_HEXSIDE_RED_ARROW, &error));
  g_assert_no_error (error);
  bth_map_view_set_map (view, map);   /* the same map, new overlay records */
  g_assert_true (bth_map_view_get_area (view, &first, &last));

  /* Every feature on a side of a hex in play: a side between two hexes in play is seen
   * from both. */
  for (int row = first.row; row <= last.row; row++)
    for (int column = first.column; column <= last.column; column++)
      for (int dir = 0; dir < BTH_HEX_DIRECTIONS; dir++)
        {
          BthHex h = { row, column }, other;

          if (bth_map_get_hexside (map, h, dir) == BTH_HEXSIDE_NONE)
            continue;
          if (bth_hex_neighbor (h, dir, &other) && other.row >= first.row && other.row <= last.row
              && other.column >= first.column && other.column <= last.column)
            shared++;
          else
            features++;
        }
  g_assert_cmpuint (shared % 2, ==, 0);
  features += shared / 2;
  g_assert_cmpuint (features, >=, 3);

  draw_view (view);
  g_assert_cmpuint (bth_map_view_get_hexsides_drawn (view), ==, features);
  g_object_unref (view);
}

/* What the map's key controller does with KEYVAL (as GTK would call it on a key press). */
static gboolean
press_key (BthMapView *view,
           guint       keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
    }
  bth_ui_settle ();
  return handled;
}

static void
test_keyboard (void)
{
  GtkWidget *page = bth_ui_show_page ("map");
  BthMapView *view = bth_map_page_get_view (BTH_MAP_PAGE (page));
  double zoom = bth_map_view_get_zoom (view);
  BthHex at;

  bth_map_view_select (view, hex ("Y16"));
  /* East along the row, north and south in the same column (adjacent in this grid). */
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_true (bth_map_view_get_selected (view, &at) && bth_hex_equal (at, hex ("Y17")));
  g_assert_true (press_key (view, GDK_KEY_Up));
  g_assert_true (bth_map_view_get_selected (view, &at) && bth_hex_equal (at, hex ("Z17")));
  g_assert_cmpint (bth_hex_distance (hex ("Y17"), at), ==, 1);
  g_assert_true (press_key (view, GDK_KEY_Down));
  g_assert_true (press_key (view, GDK_KEY_Left));
  g_assert_true (bth_map_view_get_selected (view, &at) && bth_hex_equal (at, hex ("Y16")));
  /* The details follow the keyboard too. */
  assert_contains (bth_ui_get_text (page, "map-hex-city"), "Paris");
  g_assert_true (press_key (view, GDK_KEY_plus));
  g_assert_cmpfloat (bth_map_view_get_zoom (view), >, zoom);
  g_assert_true (press_key (view, GDK_KEY_minus));
  g_assert_cmpfloat_with_epsilon (bth_map_view_get_zoom (view), zoom, 0.01);
  g_assert_false (press_key (view, GDK_KEY_a));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/map/placed-stacks", test_map_shows_placed_stacks);
  g_test_add_func ("/ui/map/zoom", test_zoom);
  g_test_add_func ("/ui/map/use-as-location", test_use_as_location_and_undo);
  g_test_add_func ("/ui/map/keyboard", test_keyboard);
  g_test_add_func ("/ui/map/static-layer-cached", test_static_layer_cached);
  g_test_add_func ("/ui/map/hexsides-drawn-once", test_hexsides_drawn_once);
  return bth_ui_test_run ();
}
