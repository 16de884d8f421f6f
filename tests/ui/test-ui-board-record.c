/* test-ui-board-record.c — the players' record of the board as one file, kept whole.
 *
 * Run twice with one XDG home (run-game-relaunch.sh). The first launch paints ten hexes on
 * mapboard 2 with real keys and finds all ten counted on mapboard 2 in the file Export
 * writes; runs berthier-cli's distance and supply with that file and with the bare overlay
 * and gets the same answers; imports another group's record through the Import… dialog
 * (its path typed) whose hexes differ from these, and quits without choosing; then presses
 * Enter in a stack's Location field and finds the focus on the Leaders page, in the next
 * field. The relaunch finds every conflict still listed and takes all of theirs with a
 * click.
 *
 * THE TERRAIN HERE IS MADE UP FOR THE TEST: it is no one's board, and nothing of it ships.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "bth-ui-test.h"

#include "bth-game.h"
#include "bth-json-strict.h"
#include "bth-map-record-group.h"
#include "bth-map-store.h"
#include "bth-map-view-private.h"

#define PAINTED 10
/* Ten hexes eastwards from Z17: beside Paris (Y16(2)), on mapboard 2 on the players' board. */
#define FIRST_ROW    "Z"
#define FIRST_COLUMN 17

static BthHex
painted_hex (int i)
{
  g_autofree char *label = g_strdup_printf (FIRST_ROW "%d", FIRST_COLUMN + i);
  BthHex hex;

  g_assert_true (bth_hex_parse (label, &hex, NULL, NULL));
  return hex;
}

/* Where the files of this run go: beside the XDG home the two launches share. */
static char *
run_file (const char *name)
{
  return g_build_filename (g_get_user_data_dir (), name, NULL);
}

/* ---- first launch ------------------------------------------------------------------ */

/* Where HEX is drawn in VIEW's own coordinates. */
static void
screen_of (BthMapView *view, BthHex hex, double *x, double *y)
{
  bth_map_view_hex_centre (view, hex, x, y);
  *x += view->pan_x;
  *y += view->pan_y;
}

/* Mapboard 2 chosen, p, f, Space on Z26 and nine ← : ten forest hexes, each a stroke; the map keeps its zoom and place all the while; Export counts all ten on
 * mapboard 2. */
static void
test_paint_on_mapboard (void)
{
  GtkWidget *page = bth_ui_show_page ("map");
  BthMapRecordGroup *group = BTH_MAP_RECORD_GROUP (bth_ui_find (page, "map-record-board"));
  BthMapView *view = BTH_MAP_VIEW (bth_ui_find (page, "map_view"));
  BthMap *map = bth_ui_wait_for_map ();
  g_autofree char *exported = run_file ("board-record.json");
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *root;
  JsonArray *boards;
  double zoom, pan_x, pan_y, x, y;
  guint on_two = 0;

  bth_ui_select (page, "map-paint-mapboard", "Mapboard 2");
  /* The map as Fit frames it (the view that used to re-fit after every record), Z17
   * selected, the map given the keys. */
  bth_ui_click (page, "zoom_fit_button");
  bth_map_view_select (view, painted_hex (PAINTED - 1));
  gtk_widget_grab_focus (GTK_WIDGET (view));
  bth_ui_settle ();
  zoom = bth_map_view_get_zoom (view);
  screen_of (view, painted_hex (PAINTED - 1), &pan_x, &pan_y);
  bth_ui_xdotool ("key p");
  bth_ui_xdotool ("key f");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, "map-paint-brush"))),
                            "on mapboard 2"));
  /* Z26 first, then westwards: the hexes painted stay in view, nothing scrolls to them */
  bth_ui_xdotool ("key space");
  for (int i = 1; i < PAINTED; i++)
    bth_ui_xdotool ("key Left");
  bth_ui_settle ();
  /* Painting started, ten records made: the map has not moved under the pointer */
  screen_of (view, painted_hex (PAINTED - 1), &x, &y);
  g_test_message ("painting on: zoom %.1f → %.1f px, Z26 at (%.0f, %.0f) → (%.0f, %.0f)", zoom,
                  bth_map_view_get_zoom (view), pan_x, pan_y, x, y);
  g_assert_cmpfloat (bth_map_view_get_zoom (view), ==, zoom);
  g_assert_cmpfloat (ABS (x - pan_x), <, 1);
  g_assert_cmpfloat (ABS (y - pan_y), <, 1);
  bth_ui_snap ("board-record-painted-mapboard-2");
  bth_ui_xdotool ("key Escape");
  bth_ui_settle ();
  screen_of (view, painted_hex (PAINTED - 1), &x, &y);
  g_assert_cmpfloat (bth_map_view_get_zoom (view), ==, zoom);
  g_assert_cmpfloat (ABS (x - pan_x), <, 1);
  g_assert_cmpfloat (ABS (y - pan_y), <, 1);
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  for (int i = 0; i < PAINTED; i++)
    {
      g_assert_cmpint (bth_map_get_terrain (map, painted_hex (i)), ==, BTH_TERRAIN_FOREST);
      g_assert_cmpint (bth_map_get_mapboard (map, painted_hex (i)), ==, 2);
    }

  g_assert_true (bth_map_record_group_export_file (group, exported));
  g_assert_cmpstr (bth_ui_get_text (page, "map-record-status"), ==,
                   "Exported your record of 10 hexes to board-record.json");
  g_assert_true (g_file_get_contents (exported, &text, NULL, NULL));
  node = bth_json_parse_strict (text, -1, NULL);
  g_assert_nonnull (node);
  root = json_node_get_object (node);
  boards = json_object_get_array_member (root, "mapboards");
  for (guint i = 0; i < json_array_get_length (boards); i++)
    {
      JsonObject *b = json_array_get_object_element (boards, i);

      if (json_object_get_int_member (b, "mapboard") == 2)
        on_two = json_object_get_int_member (b, "hexes_recorded");
    }
  g_test_message ("export: %u hexes on mapboard 2, %" G_GINT64_FORMAT " without a mapboard", on_two,
                  json_object_get_int_member (root, "hexes_without_mapboard"));
  g_assert_cmpuint (on_two, ==, PAINTED);
  g_assert_cmpint (json_object_get_int_member (root, "hexes_without_mapboard"), ==, 0);
}

/* berthier-cli ARGS with --overlay OVERLAY (none when NULL): its standard output. */
static char *
run_cli (const char *const *args, const char *overlay)
{
  const char *cli = g_getenv ("BERTHIER_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  if (overlay != NULL)
    {
      g_ptr_array_add (argv, "--overlay");
      g_ptr_array_add (argv, (char *) overlay);
    }
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("%s %s: %s", cli, args[0], err);
  return g_steal_pointer (&out);
}

/* The CLI reads the file Export wrote as it reads the bare overlay the app keeps. */
static void
test_cli_reads_export (void)
{
  BthMapStore *store = bth_session_get_map_store (bth_window_get_session (bth_ui_window ()));
  g_autofree char *exported = run_file ("board-record.json");
  g_autofree char *supply_input = run_file ("supply.json");
  const char *bare = bth_map_store_get_overlay_path (store);
  const char *const distance[] = { "distance", "Z17", "Z26", NULL };
  const char *const supply[] = { "supply", supply_input, NULL };
  g_autofree char *d_export = NULL, *d_bare = NULL, *d_none = NULL;
  g_autofree char *s_export = NULL, *s_bare = NULL, *s_none = NULL;

  /* A force at Z26, its source Paris: the line runs over the painted forest. */
  g_assert_true (g_file_set_contents (supply_input,
                                      "{\"forces\": [{\"id\": \"z26\", \"side\": \"french\", \"color\": \"blue\","
                                      " \"nation\": \"france\", \"hex\": \"Z26\", \"sp\": 1}],"
                                      " \"sources\": [{\"hex\": \"Paris\", \"side\": \"french\"}]}", -1, NULL));
  g_assert_true (g_file_test (exported, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (bare, G_FILE_TEST_EXISTS));
  d_export = run_cli (distance, exported);
  d_bare = run_cli (distance, bare);
  d_none = run_cli (distance, NULL);
  s_export = run_cli (supply, exported);
  s_bare = run_cli (supply, bare);
  s_none = run_cli (supply, NULL);
  g_test_message ("distance with the exported file: %s", d_export);
  g_test_message ("supply with the exported file: %s", s_export);
  g_assert_cmpstr (d_export, ==, d_bare);
  g_assert_cmpstr (s_export, ==, s_bare);
  /* … and the record was read: without it the answers differ */
  g_assert_cmpstr (d_export, !=, d_none);
  g_assert_cmpstr (s_export, !=, s_none);
}

/* The xdotool key names that type PATH. */
static char *
path_keys (const char *path)
{
  GString *keys = g_string_new (NULL);

  for (const char *p = path; *p != '\0'; p++)
    {
      const char *name = *p == '/' ? "slash" : *p == '-' ? "minus" : *p == '.' ? "period"
                       : *p == '_' ? "underscore" : NULL;

      g_assert_true (name != NULL || g_ascii_isalnum (*p));
      if (keys->len > 0)
        g_string_append_c (keys, ' ');
      if (name != NULL)
        g_string_append (keys, name);
      else
        g_string_append_c (keys, *p);
    }
  return g_string_free (keys, FALSE);
}

/* The Import… dialog, once shown. */
static gboolean
find_dialog (gpointer data)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (GTK_IS_FILE_CHOOSER (l->data) && gtk_widget_get_mapped (l->data))
      {
        *(GtkWindow **) data = l->data;
        return TRUE;
      }
  return FALSE;
}

static GtkWindow *
wait_for_dialog (void)
{
  GtkWindow *dialog = NULL;

  if (!bth_ui_wait_until (find_dialog, &dialog))
    g_error ("no Import dialog");
  return dialog;
}

static gboolean
conflicts_shown (gpointer page)
{
  return gtk_widget_get_visible (bth_ui_find (page, "map-conflicts"));
}

/* Another group's record: Z17 swamp and Z18 clear (these say forest), Z19 forest (alike),
 * Z40 clear (theirs alone). Imported with Import… and the path typed; nothing chosen. */
static void
test_import_conflicts (void)
{
  GtkWidget *page = bth_ui_show_page ("map");
  BthMapView *view = BTH_MAP_VIEW (bth_ui_find (page, "map_view"));
  g_autofree char *theirs = run_file ("theirs.json");
  g_autofree char *keys = NULL;
  BthHex shown;
  BthMap *map;
  GtkWindow *dialog;
  double x, y;
  const char *theirs_text =
    "{\"format\": \"berthier-board-record\", \"format_version\": 1, \"map\": \"war-and-peace-4e\",\n"
    " \"overlay\": {\"format\": \"berthier-map-overlay\", \"format_version\": 1, \"map\": \"war-and-peace-4e\",\n"
    "  \"hexes\": [{\"hex\": \"Z17(2)\", \"terrain\": \"swamp\"}, {\"hex\": \"Z18(2)\", \"terrain\": \"clear\"},\n"
    "             {\"hex\": \"Z19(2)\", \"terrain\": \"forest\"}, {\"hex\": \"Z40(2)\", \"terrain\": \"clear\"}]}}";

  bth_ui_wait_for_map ();
  g_assert_true (g_file_set_contents (theirs, theirs_text, -1, NULL));
  bth_ui_scroll_to (page, "map-record-board");
  bth_ui_focus_keys (page, "map-record-import", "Return");
  dialog = wait_for_dialog ();
  keys = path_keys (theirs);
  bth_ui_keys_to (dialog, keys);
  bth_ui_keys_to (dialog, "Return");
  g_assert_true (bth_ui_wait_until (conflicts_shown, page));
  g_assert_cmpstr (bth_ui_get_text (page, "map-record-status"), ==,
                   "1 record added from theirs.json; 2 differ from yours: choose below.");
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_cmpint (bth_map_get_terrain (map, painted_hex (0)), ==, BTH_TERRAIN_FOREST);   /* yours kept */
  g_assert_cmpstr (bth_ui_get_text (page, "map-conflict-0"), ==, "Z17(2)");
  g_assert_cmpstr (bth_ui_get_text (page, "map-conflict-1"), ==, "Z18(2)");
  g_assert_null (bth_ui_try_find (page, "map-conflict-2"));
  g_assert_cmpstr (bth_ui_get_text (page, "map-conflicts-title"), ==,
                   "2 records differ from another group's: choose which to keep. They wait here until you choose.");
  /* Show on Map: the hex selected and in the middle, its label drawn */
  bth_ui_scroll_to (page, "map-conflicts");
  bth_ui_focus_keys (page, "map-conflict-1-show", "Return");
  g_assert_true (bth_map_view_get_selected (view, &shown));
  g_assert_true (bth_hex_equal (shown, painted_hex (1)));
  g_assert_cmpfloat (bth_map_view_get_zoom (view), >=, LABEL_RADIUS);
  bth_map_view_hex_centre (view, shown, &x, &y);
  g_assert_cmpfloat (ABS (x + view->pan_x - gtk_widget_get_width (GTK_WIDGET (view)) / 2.0), <, view->radius);
  g_assert_cmpfloat (ABS (y + view->pan_y - gtk_widget_get_height (GTK_WIDGET (view)) / 2.0), <, view->radius);
  bth_ui_snap ("board-record-conflicts");
  /* The app is closed now, nothing chosen. */
}

#define LEADER(id) \
  "{\"id\": \"" id "\", \"name\": \"" id "\", \"power\": \"france\", \"side\": \"french\"," \
  " \"value\": 2, \"colour\": \"blue\", \"named\": true}"
#define STACK(id, location, leader) \
  "{\"stack\": \"" id "\", \"create\": true, \"side\": \"french\", \"location\": \"" location "\"," \
  " \"leaders\": [" leader "], \"units\": [{\"power\": \"france\", \"kind\": \"I\", \"sp\": 3}]}"

static const char setup_json[] =
  "{\"scenario\": \"test\", \"name\": \"Enter in a Location\", \"ruleset\": \"war-and-peace-4e\","
  " \"sequence\": \"standard\", \"options\": [], \"start\": \"1808-10\", \"end\": \"1809-03\","
  " \"sides\": [\"french\", \"non-french\"],"
  " \"powers\": [{\"id\": \"france\", \"side\": \"french\"}],"
  " \"alliance\": {\"french_vp\": 0, \"french_cp\": 0, \"anti_vp\": 0, \"anti_cp\": 0,"
  "               \"pro_french_powers\": 0, \"anti_french_powers\": 0},"
  " \"stacks\": [" STACK ("s1", "", LEADER ("Ney")) ", " STACK ("s2", "Madrid", LEADER ("Soult")) "]}";

/* Enter in a stack's Location applies it and moves on to the stack's next field, on the
 * Leaders page (it used to jump to the top and to Battle's attacker). */
static void
test_location_enter (void)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) setup = bth_json_parse_strict (setup_json, -1, &error);
  g_autoptr(BthGame) game = NULL;
  g_autofree char *path = run_file ("enter.berthier-game");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget *page;

  g_assert_no_error (error);
  game = bth_game_new_from_setup (bth_session_get_ruleset (session), setup, 1808, &error);
  g_assert_no_error (error);
  bth_session_set_game (session, game, file);
  bth_ui_wait_for_map ();
  page = bth_ui_show_page ("leaders");
  bth_ui_settle ();
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, "stack-s1")), TRUE);
  bth_ui_settle ();
  bth_ui_scroll_to (page, "stack-s1-location-row");
  bth_ui_set_text (page, "stack-s1-location", "P10(1)");
  bth_ui_focus_keys (page, "stack-s1-location", "Return");
  bth_ui_settle ();
  g_assert_cmpstr (bth_game_state_find_stack (bth_game_get_state (bth_session_get_game (session)), "s1")->location,
                   ==, "P10(1)");
  g_assert_true (bth_ui_show_page ("leaders") == page);
  bth_ui_assert_focus_in (page, "stack-s1-inside-city");
  bth_ui_assert_in_view (page, "stack-s1-inside-city");
  bth_ui_snap ("board-record-location-enter");
}

/* ---- relaunch ------------------------------------------------------------------------ */

/* Every conflict left unchosen is listed again; Take All of Theirs, clicked, takes them. */
static void
test_conflicts_kept (void)
{
  GtkWidget *page = bth_ui_show_page ("map");
  BthMapStore *store = bth_session_get_map_store (bth_window_get_session (bth_ui_window ()));
  GtkWidget *take;
  BthMap *map = bth_ui_wait_for_map ();
  g_autofree char *saved = NULL;

  bth_ui_settle ();
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "map-conflicts")));
  g_assert_cmpstr (bth_ui_get_text (page, "map-conflict-0"), ==, "Z17(2)");
  g_assert_cmpstr (bth_ui_get_text (page, "map-conflict-1"), ==, "Z18(2)");
  g_assert_null (bth_ui_try_find (page, "map-conflict-2"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (bth_ui_find (page, "map-conflict-0-theirs"))), ==,
                   "Take theirs: swamp");
  g_assert_cmpint (bth_map_get_terrain (map, painted_hex (0)), ==, BTH_TERRAIN_FOREST);
  bth_ui_scroll_to (page, "map-conflicts");
  bth_ui_snap ("board-record-conflicts-relaunched");
  take = bth_ui_find (page, "map-conflicts-take-all");
  bth_ui_pointer_to (take, gtk_widget_get_width (take) / 2.0, gtk_widget_get_height (take) / 2.0);
  bth_ui_xdotool ("click 1");
  bth_ui_settle ();
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_cmpint (bth_map_get_terrain (map, painted_hex (0)), ==, BTH_TERRAIN_SWAMP);
  g_assert_cmpint (bth_map_get_terrain (map, painted_hex (1)), ==, BTH_TERRAIN_CLEAR);
  g_assert_cmpint (bth_map_get_terrain (map, painted_hex (2)), ==, BTH_TERRAIN_FOREST);
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "map-conflicts")));
  g_assert_true (g_file_get_contents (bth_map_store_get_overlay_path (store), &saved, NULL, NULL));
  g_assert_null (strstr (saved, "\"unresolved\""));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  if (g_getenv ("BTH_UI_GAME_RELAUNCHED") == NULL)
    {
      g_test_add_func ("/ui/board-record/paint-on-mapboard", test_paint_on_mapboard);
      g_test_add_func ("/ui/board-record/cli-reads-export", test_cli_reads_export);
      g_test_add_func ("/ui/board-record/import-conflicts", test_import_conflicts);
      g_test_add_func ("/ui/board-record/location-enter", test_location_enter);
    }
  else
    g_test_add_func ("/ui/board-record/conflicts-kept", test_conflicts_kept);
  return bth_ui_test_run ();
}
