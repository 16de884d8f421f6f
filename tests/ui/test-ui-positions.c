/* test-ui-positions.c — positions and supply on the Leaders page: a city typed with
 * completion and read as its hex, supply computed and explained, an unrecorded hex's
 * terrain recorded from the page, an override with a reason, and its undo.
 *
 * The game is the rulebook's M.3 example (French in San Sebastian and Madrid, Bavarians in
 * Burgos, all blue); the players' overlay, written before the app starts, records the board
 * around it as in tests/war-and-peace/test-supply.c but leaves O11(1) unrecorded.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-ui-test.h"

#include "bth-attrition-link.h"
#include "bth-battle-link.h"
#include "bth-game-positions.h"
#include "bth-game-supply.h"
#include "bth-json-strict.h"
#include "bth-march-link.h"
#include "bth-map-store.h"

#include <string.h>

#include "bth-tec.h"

#define LEADER(id, power) \
  "{\"id\": \"" id "\", \"name\": \"" id "\", \"power\": \"" power "\", \"side\": \"french\"," \
  " \"value\": 2, \"colour\": \"blue\", \"named\": true}"
#define STACK(id, location, leader, power) \
  "{\"stack\": \"" id "\", \"create\": true, \"side\": \"french\", \"location\": \"" location "\"," \
  " \"leaders\": [" leader "], \"units\": [{\"power\": \"" power "\", \"kind\": \"I\", \"sp\": 3}]}"

static const char setup_json[] =
  "{\"scenario\": \"test\", \"name\": \"The M.3 example\", \"ruleset\": \"war-and-peace-4e\","
  " \"sequence\": \"standard\", \"options\": [], \"start\": \"1808-10\", \"end\": \"1809-03\","
  " \"sides\": [\"french\", \"non-french\"],"
  " \"powers\": [{\"id\": \"france\", \"side\": \"french\"}, {\"id\": \"bavaria\", \"side\": \"french\"},"
  "              {\"id\": \"spain\", \"side\": \"non-french\"}],"
  " \"alliance\": {\"french_vp\": 0, \"french_cp\": 0, \"anti_vp\": 0, \"anti_cp\": 0,"
  "               \"pro_french_powers\": 0, \"anti_french_powers\": 0},"
  " \"stacks\": [" STACK ("s1", "", LEADER ("Ney", "france"), "france") ","
  "              " STACK ("s2", "Burgos", LEADER ("Wrede", "bavaria"), "bavaria") ","
  "              " STACK ("s3", "Madrid", LEADER ("Soult", "france"), "france") "]}";

static void
write_overlay (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "berthier", "maps", NULL);
  g_autofree char *path = g_build_filename (dir, "war-and-peace-4e.overlay.json", NULL);
  GString *text = g_string_new ("{\"format\": \"berthier-map-overlay\", \"format_version\": 1,"
                                " \"map\": \"war-and-peace-4e\", \"hexes\": [");

  for (int r = 7; r <= 17; r++)
    for (int c = 4; c <= 16; c++)
      {
        g_autofree char *label = bth_hex_to_string ((BthHex) { r, c }, 1);   /* Spain's board */
        const char *terrain = "clear";

        if (g_str_equal (label, "O11(1)"))
          continue;
        if (g_str_equal (label, "P11(1)"))
          terrain = "high_mountain";
        else if (g_str_equal (label, "L08(1)") || g_str_equal (label, "L09(1)"))
          terrain = "low_mountain";
        g_string_append_printf (text, "%s{\"hex\": \"%s\", \"terrain\": \"%s\"}",
                                text->str[text->len - 1] == '[' ? "" : ", ", label, terrain);
      }
  g_string_append (text, "], \"cities\": [{\"name\": \"Bayonne\", \"hex\": \"O12(1)\"}]}");
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text->str, -1, NULL));
  g_string_free (text, TRUE);
}

/* The first launch's game (Austerlitz): its scenario's supply rules name Milan, which the
 * map cannot place; the Leaders page lists them beside the sources it uses. */
static void
test_scenario_rules (void)
{
  GtkWidget *page;

  bth_ui_wait_for_game ();
  bth_ui_wait_for_map ();
  page = bth_ui_show_page ("leaders");
  bth_ui_settle ();
  g_assert_nonnull (bth_ui_find (page, "supply-sources"));
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, "supply-rule-0"))),
                            "Milan"));
  bth_ui_scroll_to (page, "supply-rule-0");
  bth_ui_snap ("positions-supply-sources");
}

static BthGame *
start_game (void)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) setup = bth_json_parse_strict (setup_json, -1, &error);
  g_autoptr(BthGame) game = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "m3.berthier-game", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_no_error (error);
  game = bth_game_new_from_setup (bth_session_get_ruleset (session), setup, 1808, &error);
  g_assert_no_error (error);
  bth_session_set_game (session, game, file);
  /* The map is read off the main thread. */
  bth_ui_wait_for_map ();
  g_assert_null (bth_map_store_get_message (bth_session_get_map_store (session)));
  return bth_session_get_game (session);
}

static void
expand (GtkWidget *page, const char *stack)
{
  g_autofree char *name = g_strdup_printf ("stack-%s", stack);

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, name)), TRUE);
  bth_ui_settle ();
}

static const char *
title (GtkWidget *page, const char *id)
{
  bth_ui_settle ();
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, id)));
}

static AdwMessageDialog *
find_dialog (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  bth_ui_settle ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (window) && g_strcmp0 (gtk_widget_get_name (window), name) == 0 &&
          gtk_widget_get_visible (window))
        return ADW_MESSAGE_DIALOG (window);
    }
  g_error ("no dialog %s", name);
  return NULL;
}

/* bth_ui_snap() draws the main window; a dialog is its own window. */
static void
snap_dialog (AdwMessageDialog *dialog, const char *name)
{
  const char *dir = g_getenv ("BTH_UI_SCREENSHOT_DIR");
  const char *size = g_getenv ("BTH_UI_SIZE");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  int width, height;

  if (dir == NULL || *dir == '\0')
    return;
  bth_ui_settle ();
  g_usleep (300 * 1000);
  bth_ui_settle ();
  paintable = gtk_widget_paintable_new (GTK_WIDGET (dialog));
  width = gdk_paintable_get_intrinsic_width (paintable);
  height = gdk_paintable_get_intrinsic_height (paintable);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (dialog)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  file = g_strdup_printf ("%s-%s-%s.png", name, adw_style_manager_get_dark (adw_style_manager_get_default ())
                          ? "dark" : "light", size != NULL ? size : "default");
  path = g_build_filename (dir, file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

static void
respond (AdwMessageDialog *dialog, const char *response)
{
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, response));
  adw_message_dialog_response (dialog, response);
  gtk_window_close (GTK_WINDOW (dialog));
  bth_ui_settle ();
}

static void
test_positions (void)
{
  BthGame *game = start_game ();
  GtkWidget *page = bth_ui_show_page ("leaders");
  GtkWidget *entry;
  AdwMessageDialog *dialog;

  expand (page, "s1");
  expand (page, "s3");

  /* No location yet: supply is unknown, and the page says why. */
  g_assert_nonnull (strstr (title (page, "stack-s1-supply"), "Unknown"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "stack-s1-supply"), "No location"));

  /* Free text the map cannot read is said so as it is typed. */
  bth_ui_set_text (page, "stack-s1-location", "Atlantis");
  g_assert_cmpstr (bth_ui_get_text (page, "stack-s1-location-row"), ==, "Not a hex or city on the map");

  /* A city the rulebook gives no hex for: the players record it from their board (this
   * test's board puts Vienna in DD40(3)), and the stack stands there. */
  bth_ui_set_text (page, "stack-s1-location", "Vienna");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "stack-s1-location-row"), "hex is not recorded yet"));
  bth_ui_scroll_to (page, "stack-s1-location-row");
  bth_ui_snap ("positions-city-without-hex");
  bth_ui_click (page, "stack-s1-location-record");
  dialog = find_dialog ("record-city-dialog");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "record"));
  bth_ui_set_text (GTK_WIDGET (dialog), "record-city-hex", "DD40(3)");
  snap_dialog (dialog, "positions-record-city");
  respond (dialog, "record");
  g_assert_cmpstr (bth_game_state_find_stack (bth_game_get_state (game), "s1")->location, ==, "Vienna");
  g_assert_cmpstr (bth_ui_get_text (page, "stack-s1-location-row"), ==, "DD40(3) · mapboard 3 · Austria");
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "stack-s1-location-record")));

  /* A city by name: the completion offers the map's cities; the row reads the hex. */
  entry = bth_ui_find (page, "stack-s1-location");
  g_assert_nonnull (gtk_entry_get_completion (GTK_ENTRY (entry)));
  bth_ui_set_text (page, "stack-s1-location", "San Se");
  gtk_entry_completion_insert_prefix (gtk_entry_get_completion (GTK_ENTRY (entry)));
  bth_ui_settle ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "San Sebastian");
  g_assert_cmpstr (bth_ui_get_text (page, "stack-s1-location-row"), ==, "P10(1) · mapboard 1");
  bth_ui_press_enter (page, "stack-s1-location");
  g_assert_cmpstr (bth_game_state_find_stack (bth_game_get_state (game), "s1")->location, ==, "San Sebastian");

  /* Bayonne's only short line runs through O11, which is not recorded (nor, therefore, its
   * board: the label has none). */
  g_assert_nonnull (strstr (title (page, "stack-s1-supply"), "Unknown"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "stack-s1-supply"), "O11"));
  g_assert_cmpstr (bth_ui_get_text (page, "stack-s1-supply-unrecorded"), ==, "O11");
  bth_ui_scroll_to (page, "stack-s1-location-row");
  bth_ui_snap ("positions-unknown");

  /* Madrid is out of reach of Bayonne whatever O11 is. But the map records the size and
   * country of only some cities, so "no source found" is unknown, naming cities to enter
   * (issue 16) ... */
  g_assert_nonnull (strstr (title (page, "stack-s3-supply"), "Unknown"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "stack-s3-supply"), "Map page"));
  /* ... until the players confirm on the Map page that it lists every major city (Space on
   * its switch, a real key): then Madrid's stack is unsupplied. */
  {
    GtkWidget *map = bth_ui_show_page ("map");
    bth_ui_settle ();
    g_assert_false (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (map, "map-major-cities-complete"))));
    bth_ui_scroll_to (map, "map-major-cities-row");
    bth_ui_focus_keys (map, "map-major-cities-complete", "space");
    /* Kept with the players' record of the board (every game), not in this game's log. */
    g_assert_true (bth_map_major_cities_confirmed (
      bth_map_store_get_map_sync (bth_session_get_map_store (bth_window_get_session (bth_ui_window ())))));
    g_assert_false (bth_game_supply_major_cities_confirmed (bth_game_get_state (game)));
    g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (map, "map-major-cities-complete"))));
    bth_ui_scroll_to (map, "map-major-cities-row");
    bth_ui_snap ("positions-major-cities-confirmed");
    page = bth_ui_show_page ("leaders");
    expand (page, "s1");
    expand (page, "s3");
  }
  g_assert_nonnull (strstr (title (page, "stack-s3-supply"), "Unsupplied"));

  /* Record O11 from the board: clear. Supply is computed again at once. */
  bth_ui_click (page, "stack-s1-supply-record");
  dialog = find_dialog ("record-terrain-dialog");
  snap_dialog (dialog, "positions-record-terrain");
  bth_ui_select (GTK_WIDGET (dialog), "record-terrain-O11", "Clear");
  respond (dialog, "record");
  g_assert_nonnull (strstr (title (page, "stack-s1-supply"), "In supply"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "stack-s1-supply"), "Bayonne"));
  g_assert_null (bth_ui_try_find (page, "stack-s1-supply-unrecorded"));
  expand (page, "s2");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "stack-s2-supply"), "stack s1"));
  {
    /* Saved to the players' overlay. */
    g_autofree char *path = g_build_filename (g_get_user_data_dir (), "berthier", "maps",
                                              "war-and-peace-4e.overlay.json", NULL);
    g_autofree char *saved = NULL;
    g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
    g_assert_nonnull (strstr (saved, "\"O11\""));
  }
  bth_ui_scroll_to (page, "stack-s1-location-row");
  bth_ui_snap ("positions-supplied");

  /* What reads the Leader Display takes the computed supply and the hex's board. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BthMarchLink) march = bth_march_link_new (game, "s3", &error);
    g_autoptr(GPtrArray) ids = g_ptr_array_new ();
    g_autoptr(BthBattleLink) link = NULL;
    g_autoptr(JsonNode) battle = NULL;
    BthAttritionHex hex;

    g_assert_no_error (error);
    g_assert_true (march->unsupplied);
    g_ptr_array_add (ids, (gpointer) "s3");
    bth_attrition_link_hex_entries (game, ids, &hex);
    g_assert_true (hex.unsupplied);
    g_assert_cmpint (hex.mapboard, ==, 1);
    g_assert_false (hex.all_home);            /* French in Spain */
    battle = bth_battle_link_new (bth_game_get_state (game), bth_game_positions_get (game), "s1", "s3",
                                  &link, &error);
    g_assert_no_error (error);
    g_assert_true (json_object_get_boolean_member (json_object_get_object_member (
                     json_node_get_object (battle), "attacker"), "supplied"));
    g_assert_false (json_object_get_boolean_member (json_object_get_object_member (
                      json_node_get_object (battle), "defender"), "supplied"));
  }

  /* A forced march from the Leaders page: the board of Madrid's hex is preset (K.5.d). */
  {
    GtkWidget *march;

    bth_ui_scroll_to (page, "march-stack");
    bth_ui_select (page, "march-stack", "s3: Soult (Madrid)");
    bth_ui_click (page, "march-from-leaders-button");
    march = bth_window_get_page (bth_ui_window (), "forced-march");
    g_assert_true (gtk_widget_get_mapped (march));
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (march, "mapboard_row"))), ==, 1);
    g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (march, "unsupplied_switch"))));
    bth_ui_snap ("positions-forced-march");
    page = bth_ui_show_page ("leaders");
  }

  /* Override Madrid with a reason: the players' word, the computed value beside it. */
  bth_ui_click (page, "stack-s3-supply-override");
  dialog = find_dialog ("supply-override-dialog");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "supplied"));   /* no reason yet */
  bth_ui_set_text (GTK_WIDGET (dialog), "supply-override-reason", "supplied by sea, agreed");
  snap_dialog (dialog, "positions-override");
  respond (dialog, "supplied");
  g_assert_nonnull (strstr (title (page, "stack-s3-supply"), "set by the players"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "stack-s3-supply"), "Computed: Unsupplied"));
  g_assert_true (bth_game_state_find_stack (bth_game_get_state (game), "s3")->supply_overridden);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BthMarchLink) march = bth_march_link_new (game, "s3", &error);
    g_assert_false (march->unsupplied);     /* the override, not the computed value */
  }
  bth_ui_scroll_to (page, "stack-s3-supply");
  bth_ui_snap ("positions-overridden");

  /* Ctrl+Z takes the override back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  bth_ui_settle ();
  g_assert_nonnull (strstr (title (page, "stack-s3-supply"), "Unsupplied"));
  g_assert_null (strstr (title (page, "stack-s3-supply"), "set by the players"));

  /* An overrun from the Leaders page: Madrid's stack is unsupplied as computed, so it may
   * not overrun (M.7), and the page says why. */
  {
    GtkWidget *overrun;

    g_assert_cmpstr (bth_attrition_link_active_side (game), ==, "french");
    bth_ui_scroll_to (page, "overrun-stack");
    bth_ui_select (page, "overrun-stack", "s3: Soult (Madrid)");
    bth_ui_snap ("positions-overrun-picker");
    bth_ui_click (page, "overrun-from-leaders-button");
    overrun = bth_window_get_page (bth_ui_window (), "overrun");
    g_assert_true (gtk_widget_get_mapped (overrun));
    g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (overrun, "moving_sp_spin"))), ==, 3);
    g_assert_false (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (overrun, "moving_supplied_switch"))));
    g_assert_true (gtk_widget_get_visible (bth_ui_find (overrun, "stack_row")));
    g_assert_cmpstr (title (overrun, "stack_row"), ==, "Stack s3 · Soult");
    g_assert_nonnull (strstr (bth_ui_get_text (overrun, "stack_row"), "Unsupplied"));
    g_assert_cmpstr (bth_ui_get_text (overrun, "verdict_label"), ==, "No Overrun");
    g_assert_nonnull (strstr (bth_ui_get_text (overrun, "reasons_row"), "M.7"));
    bth_ui_snap ("positions-overrun-unsupplied");

    /* San Sebastian's stack is in supply: no M.7 refusal. */
    page = bth_ui_show_page ("leaders");
    bth_ui_scroll_to (page, "overrun-stack");
    bth_ui_select (page, "overrun-stack", "s1: Ney (San Sebastian)");
    bth_ui_click (page, "overrun-from-leaders-button");
    g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (overrun, "moving_supplied_switch"))));
    g_assert_cmpstr (title (overrun, "stack_row"), ==, "Stack s1 · Ney");
    g_assert_null (strstr (bth_ui_get_text (overrun, "reasons_row"), "M.7"));

    /* Undo on the page takes the preset back to the previous force. */
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
    bth_ui_settle ();
    g_assert_cmpstr (title (overrun, "stack_row"), ==, "Stack s3 · Soult");
    g_assert_false (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (overrun, "moving_supplied_switch"))));
  }
}

/* A record of the board that cannot be read is said so, never deleted nor overwritten: the
 * first record after it keeps it beside as .unreadable. */
static void
test_malformed_overlay (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "malformed", NULL);
  g_autofree char *path = g_build_filename (dir, "war-and-peace-4e.overlay.json", NULL);
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *kept = NULL, *saved = NULL;
  g_autoptr(BthMapStore) store = NULL;
  g_autoptr(GError) error = NULL;
  const char *bad = "{\"format\": \"berthier-map-overlay\", \"hexes\": [";
  BthHex o11;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, bad, -1, NULL));
  store = bth_map_store_new (BTH_WAP_MAP_ID, BTH_WAP_MAP_RESOURCE, path);
  g_assert_nonnull (bth_map_store_get_map_sync (store));     /* the printed map all the same */
  g_assert_nonnull (bth_map_store_get_message (store));
  g_assert_nonnull (strstr (bth_map_store_get_message (store), "kept as it is"));
  g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, bad);

  g_assert_true (bth_hex_parse ("O11(1)", &o11, NULL, NULL));
  g_assert_true (bth_map_store_record_terrain (store, o11, BTH_TERRAIN_FOREST, &error));
  g_assert_no_error (error);
  g_free (kept);
  kept = NULL;
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, bad);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "forest"));
  g_assert_nonnull (strstr (bth_map_store_get_message (store), ".unreadable"));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  write_overlay ();
  g_test_add_func ("/ui/positions/scenario-rules", test_scenario_rules);
  g_test_add_func ("/ui/positions/leaders", test_positions);
  g_test_add_func ("/ui/positions/malformed-overlay", test_malformed_overlay);
  return bth_ui_test_run ();
}
