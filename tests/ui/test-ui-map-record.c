/* test-ui-map-record.c — recording the board as a person does, with real key presses and
 * pointer strokes (xdotool on the Xvfb display): a 10×10 patch of mixed terrain with two
 * rivers through it, painted; another typed as rows. Each counts its actions (a key
 * press each key, a chord such as Ctrl+Enter two; a pointer stroke each press-drag-
 * release or click) and must average at most 2 per hex. Then undo, export and import with a conflict to choose.
 *
 * THE TERRAIN HERE IS MADE UP FOR THE TEST: it is no one's board, and nothing of it ships.
 *
 * BTH_RECORD_BENCH_OUT=FILE appends the counts there (bench/bench-map-record.sh).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "bth-ui-test.h"

#include "bth-game.h"
#include "bth-map-page.h"
#include "bth-map-store.h"
#include "bth-map-record-group.h"
#include "bth-map-rows.h"
#include "bth-map-view-private.h"

#define N 10

/* Assumed terrain for the test, one row per line, south (T) to north (CC). */
static const char *const patch[N] = {
  "ccccffffmm",
  "cccfffffmm",
  "ccffffmmmm",
  "cssffmmmhh",
  "csslffmmhh",
  "cccllcmmhh",
  "ccccccmmmh",
  "ddccccccmm",
  "aaddccccff",
  "aaadccccff",
};
/* Two rivers from the patch's west edge to its east edge: the hex they start in (outside
 * the patch, a tail) and their steps as typed (numeric keypad directions). */
static const char *const river_steps[2] = { "666966366666", "663669666666" };
static const int river_row[2] = { 1, 7 };   /* the patch row they start beside */

typedef struct {
  int row0, col0;          /* the patch's south-west hex */
  GArray *rivers[2];       /* BthHex paths */
  GHashTable *sides;       /* hex index → river sides expected */
} Patch;

static void
patch_init (Patch *p, const char *south_west)
{
  BthHex hex;

  g_assert_true (bth_hex_parse (south_west, &hex, NULL, NULL));
  p->row0 = hex.row;
  p->col0 = hex.column;
  p->sides = g_hash_table_new (NULL, NULL);
  for (int r = 0; r < 2; r++)
    {
      BthHex at = { p->row0 + river_row[r], p->col0 - 1 };

      p->rivers[r] = g_array_new (FALSE, FALSE, sizeof (BthHex));
      g_array_append_val (p->rivers[r], at);
      for (const char *s = river_steps[r]; *s != '\0'; s++)
        {
          int d = *s == '6' ? BTH_HEX_EAST : *s == '9' ? BTH_HEX_NORTH_EAST : *s == '7' ? BTH_HEX_NORTH_WEST
                : *s == '4' ? BTH_HEX_WEST : *s == '1' ? BTH_HEX_SOUTH_WEST : BTH_HEX_SOUTH_EAST;

          g_assert_true (bth_hex_neighbor (at, d, &at));
          g_array_append_val (p->rivers[r], at);
        }
      g_assert_true (bth_map_river_path_sides ((BthHex *) p->rivers[r]->data, p->rivers[r]->len, p->sides, NULL));
    }
}

static void
patch_clear (Patch *p)
{
  g_array_unref (p->rivers[0]);
  g_array_unref (p->rivers[1]);
  g_hash_table_unref (p->sides);
}

/* Every hex of the patch has its terrain, and the rivers their sides. */
static void
assert_patch_recorded (Patch *p)
{
  BthMap *map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  guint rivers = 0;

  for (int r = 0; r < N; r++)
    for (int c = 0; c < N; c++)
      {
        BthHex hex = { p->row0 + r, p->col0 + c };
        guint8 sides = GPOINTER_TO_UINT (g_hash_table_lookup (p->sides, GINT_TO_POINTER (bth_hex_index (hex))));
        g_autofree char *label = bth_hex_to_string (hex, 0);

        if (bth_map_get_terrain (map, hex) != bth_map_terrain_from_letter (map, patch[r][c]))
          g_error ("%s: terrain %s, expected %c", label, bth_map_terrain_id (map, bth_map_get_terrain (map, hex)),
                   patch[r][c]);
        if (bth_map_get_river_sides (map, hex) != sides)
          g_error ("%s: river sides %#x, expected %#x", label, bth_map_get_river_sides (map, hex), sides);
        rivers += sides != 0;
      }
  g_assert_cmpuint (rivers, >=, 20);
}

static void
report (const char *method, guint keys, guint strokes)
{
  const char *out = g_getenv ("BTH_RECORD_BENCH_OUT");
  double per_hex = (double) (keys + strokes) / (N * N);

  g_test_message ("%s: %u key presses + %u pointer strokes = %.2f actions per hex", method, keys, strokes, per_hex);
  if (out != NULL && *out != '\0')
    {
      g_autofree char *line = g_strdup_printf ("%s %u %u %u\n", method, keys, strokes, N * N);
      g_autofree char *old = NULL;
      g_autofree char *all = NULL;

      g_file_get_contents (out, &old, NULL, NULL);
      all = g_strconcat (old != NULL ? old : "", line, NULL);
      g_assert_true (g_file_set_contents (out, all, -1, NULL));
    }
  g_assert_cmpfloat (per_hex, <=, 2.0);
}

/* The widget point at HEX's centre. */
static void
centre (BthMapView *view, BthHex hex, double *x, double *y)
{
  BthHex at;

  bth_map_view_hex_centre (view, hex, x, y);
  *x += round (view->pan_x);
  *y += round (view->pan_y);
  g_assert_cmpfloat (*x, >, 0);
  g_assert_cmpfloat (*y, >, 0);
  g_assert_cmpfloat (*x, <, gtk_widget_get_width (GTK_WIDGET (view)));
  g_assert_cmpfloat (*y, <, gtk_widget_get_height (GTK_WIDGET (view)));
  g_assert_true (bth_map_view_hex_at (view, *x, *y, &at) && bth_hex_equal (at, hex));
}

/* One pointer stroke: pressed on the first hex, through the others, released on the last. */
static void
stroke (BthMapView *view, const BthHex *hexes, guint n)
{
  double x, y;

  centre (view, hexes[0], &x, &y);
  bth_ui_pointer_to (GTK_WIDGET (view), x, y);
  bth_ui_pointer_button (TRUE);
  for (guint i = 1; i < n; i++)
    {
      centre (view, hexes[i], &x, &y);
      bth_ui_pointer_to (GTK_WIDGET (view), x, y);
    }
  bth_ui_pointer_button (FALSE);
}

static void
test_paint (void)
{
  GtkWidget *page = bth_ui_show_page ("map");
  BthMapView *view = bth_map_page_get_view (BTH_MAP_PAGE (page));
  BthMapStore *store;
  Patch p;
  guint keys = 0, strokes = 0;
  double x, y, ww, wh;

  bth_ui_wait_for_map ();
  store = bth_session_get_map_store (bth_window_get_session (bth_ui_window ()));
  patch_init (&p, "T14");
  ww = gtk_widget_get_width (GTK_WIDGET (view));
  wh = gtk_widget_get_height (GTK_WIDGET (view));

  /* A click on the map (it takes the keyboard), p to paint */
  bth_ui_pointer_to (GTK_WIDGET (view), ww / 2, wh / 2);
  bth_ui_xdotool ("click 1");
  strokes++;
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));
  bth_ui_xdotool ("key p");
  keys++;
  g_assert_cmpint (bth_map_view_get_paint (view, NULL), ==, BTH_MAP_PAINT_TERRAIN);

  /* The patch and a hex around it in view, as a player zooms and pans to it (not counted:
   * that is moving about, whatever the method) */
  bth_map_view_set_zoom (view, MIN (ww / ((N + 3) * SQRT3), wh / ((N + 2) * 1.5 + 2)));
  bth_map_view_hex_centre (view, (BthHex) { p.row0 + N / 2, p.col0 + N / 2 }, &x, &y);
  bth_map_view_pan (view, ww / 2 - (x + view->pan_x), wh / 2 - (y + view->pan_y));
  bth_ui_settle ();
  g_test_message ("zoom %.1f px, view %.0f×%.0f", bth_map_view_get_zoom (view), ww, wh);

  /* A terrain at a time: its letter, then a stroke along each run of it in each row */
  for (const char *t = "cfmhslda"; *t != '\0'; t++)
    {
      gboolean chosen = FALSE;

      for (int r = 0; r < N; r++)
        for (int c = 0; c < N;)
          {
            int end = c;
            BthHex run[N];

            while (end < N && patch[r][end] == patch[r][c])
              end++;
            if (patch[r][c] == *t)
              {
                if (!chosen)
                  {
                    bth_ui_xdotool ("key %c", *t);
                    keys++;
                    chosen = TRUE;
                  }
                run[0] = (BthHex) { p.row0 + r, p.col0 + c };
                run[1] = (BthHex) { p.row0 + r, p.col0 + end - 1 };
                stroke (view, run, c == end - 1 ? 1 : 2);
                strokes++;
              }
            c = end;
          }
    }
  /* r, then each river dragged from hex to hex */
  bth_ui_xdotool ("key r");
  keys++;
  g_assert_cmpint (bth_map_view_get_paint (view, NULL), ==, BTH_MAP_PAINT_RIVER);
  for (int r = 0; r < 2; r++)
    {
      stroke (view, (BthHex *) p.rivers[r]->data, p.rivers[r]->len);
      strokes++;
    }
  assert_patch_recorded (&p);
  report ("paint", keys, strokes);
  bth_ui_snap ("map-record-painted");

  /* Ctrl+Z while painting takes back the last stroke (the second river), not a game entry */
  {
    BthHex on_river = g_array_index (p.rivers[1], BthHex, 3);
    BthMap *map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
    guint n_undo = bth_map_store_get_n_undo (store);

    g_assert_cmpuint (bth_map_get_river_sides (map, on_river), !=, 0);
    bth_ui_xdotool ("key ctrl+z");
    map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
    g_assert_cmpuint (bth_map_store_get_n_undo (store), ==, n_undo - 1);
    g_assert_cmpuint (bth_map_get_river_sides (map, on_river), ==, 0);
    g_assert_cmpint (bth_map_get_terrain (map, on_river), !=, BTH_TERRAIN_UNRECORDED);
    /* The arrows paint while a terrain is chosen: s, then → paints the next hex swamp */
    bth_ui_xdotool ("key s");
    bth_map_view_select (view, (BthHex) { p.row0 + 5, p.col0 });
    bth_ui_xdotool ("key Right");
    g_assert_cmpint (bth_map_get_terrain (map, (BthHex) { p.row0 + 5, p.col0 + 1 }), ==, BTH_TERRAIN_SWAMP);
    /* Esc stops painting: the arrows only move again */
    bth_ui_xdotool ("key Escape");
    g_assert_cmpint (bth_map_view_get_paint (view, NULL), ==, BTH_MAP_PAINT_OFF);
    bth_ui_xdotool ("key Right");
    g_assert_cmpint (bth_map_get_terrain (map, (BthHex) { p.row0 + 5, p.col0 + 2 }), ==, BTH_TERRAIN_CLEAR);
  }
  patch_clear (&p);
}

/* The hexside features and bridges, painted the way rivers are: x all-sea, g a mountain
 * pass (a drag across the side), b a bridge (a click on the hex); Ctrl+Z takes back the
 * stroke, the same stroke again takes the feature off; all of it in the players' record.
 * The patch painted above (T14…) is assumed terrain for the test. */
static void
test_paint_hexsides (void)
{
  GtkWidget *page = bth_ui_show_page ("map");
  BthMapView *view = bth_map_page_get_view (BTH_MAP_PAGE (page));
  BthMapStore *store;
  BthMap *map;
  Patch p;
  double x, y, ww, wh;
  BthHex a, b, m1, m2, bridged;
  int d, dm;
  g_autofree char *exported = NULL;

  map = bth_ui_wait_for_map ();
  store = bth_session_get_map_store (bth_window_get_session (bth_ui_window ()));
  patch_init (&p, "T14");
  ww = gtk_widget_get_width (GTK_WIDGET (view));
  wh = gtk_widget_get_height (GTK_WIDGET (view));
  bth_map_view_set_zoom (view, MIN (ww / ((N + 3) * SQRT3), wh / ((N + 2) * 1.5 + 2)));
  bth_map_view_hex_centre (view, (BthHex) { p.row0 + N / 2, p.col0 + N / 2 }, &x, &y);
  bth_map_view_pan (view, ww / 2 - (x + view->pan_x), wh / 2 - (y + view->pan_y));
  bth_ui_settle ();
  a = (BthHex) { p.row0 + 2, p.col0 + 1 };
  b = (BthHex) { p.row0 + 2, p.col0 + 2 };
  d = bth_hex_direction_to (a, b);
  m1 = (BthHex) { p.row0, p.col0 + 8 };     /* m m: a pass between them */
  m2 = (BthHex) { p.row0, p.col0 + 9 };
  dm = bth_hex_direction_to (m1, m2);
  bridged = g_array_index (p.rivers[0], BthHex, 4);
  g_assert_cmpint (bth_map_get_hexside (map, a, d), ==, BTH_HEXSIDE_NONE);
  g_assert_cmpint (bth_map_get_hexside (map, m1, dm), ==, BTH_HEXSIDE_NONE);
  g_assert_false (bth_map_hex_has_bridge (map, bridged));

  /* A click on the map, p, then x: all-sea sides */
  centre (view, a, &x, &y);
  bth_ui_pointer_to (GTK_WIDGET (view), x, y);
  bth_ui_xdotool ("click 1");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));
  bth_ui_xdotool ("key p");
  bth_ui_xdotool ("key x");
  g_assert_cmpint (bth_map_view_get_paint (view, NULL), ==, BTH_MAP_PAINT_ALL_SEA);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, "map-paint-brush"))),
                            "all-sea"));
  stroke (view, (BthHex[]) { a, b }, 2);
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_cmpint (bth_map_get_hexside (map, a, d), ==, BTH_HEXSIDE_ALL_SEA);
  g_assert_cmpint (bth_map_get_hexside (map, b, bth_hex_direction_opposite (d)), ==, BTH_HEXSIDE_ALL_SEA);
  /* Ctrl+Z takes the stroke back */
  bth_ui_xdotool ("key ctrl+z");
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_cmpint (bth_map_get_hexside (map, a, d), ==, BTH_HEXSIDE_NONE);
  /* Again, then the same stroke once more takes it off */
  stroke (view, (BthHex[]) { a, b }, 2);
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_cmpint (bth_map_get_hexside (map, a, d), ==, BTH_HEXSIDE_ALL_SEA);
  stroke (view, (BthHex[]) { b, a }, 2);
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_cmpint (bth_map_get_hexside (map, a, d), ==, BTH_HEXSIDE_NONE);
  stroke (view, (BthHex[]) { a, b }, 2);

  /* g: a mountain pass */
  bth_ui_xdotool ("key g");
  g_assert_cmpint (bth_map_view_get_paint (view, NULL), ==, BTH_MAP_PAINT_PASS);
  stroke (view, (BthHex[]) { m1, m2 }, 2);
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_cmpint (bth_map_get_hexside (map, m1, dm), ==, BTH_HEXSIDE_MOUNTAIN_PASS);
  g_assert_cmpint (bth_map_get_hexside (map, a, d), ==, BTH_HEXSIDE_ALL_SEA);   /* the other kept */

  /* b: a click on a river hex puts a bridge there; Ctrl+Z takes it back; Space puts it again */
  bth_ui_xdotool ("key b");
  g_assert_cmpint (bth_map_view_get_paint (view, NULL), ==, BTH_MAP_PAINT_BRIDGE);
  centre (view, bridged, &x, &y);
  bth_ui_pointer_to (GTK_WIDGET (view), x, y);
  bth_ui_xdotool ("click 1");
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_true (bth_map_hex_has_bridge (map, bridged));
  g_assert_cmpuint (bth_map_get_river_sides (map, bridged), !=, 0);   /* the river kept */
  bth_ui_xdotool ("key ctrl+z");
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_false (bth_map_hex_has_bridge (map, bridged));
  g_assert_cmpint (bth_map_get_hexside (map, m1, dm), ==, BTH_HEXSIDE_MOUNTAIN_PASS);
  bth_map_view_select (view, bridged);
  bth_ui_xdotool ("key space");
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_true (bth_map_hex_has_bridge (map, bridged));
  bth_ui_snap ("map-record-hexsides");

  /* All of it is in the players' record */
  exported = bth_map_store_export (store);
  g_assert_nonnull (strstr (exported, "\"all_sea\""));
  g_assert_nonnull (strstr (exported, "\"mountain_pass\""));
  g_assert_nonnull (strstr (exported, "\"bridge\""));

  /* Taken off again, so the rest of the tests see the patch as painted */
  bth_ui_xdotool ("key space");
  bth_ui_xdotool ("key Escape");
  g_assert_cmpint (bth_map_view_get_paint (view, NULL), ==, BTH_MAP_PAINT_OFF);
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_false (bth_map_hex_has_bridge (map, bridged));
  patch_clear (&p);
}

static void
test_typed_rows (void)
{
  GtkWidget *page = bth_ui_show_page ("map");
  GtkWidget *text;
  BthMap *map = bth_ui_wait_for_map ();
  Patch p;
  guint keys = 0, strokes = 0;
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  patch_init (&p, "T40");
  text = bth_ui_find (page, "map-rows-text");
  bth_ui_scroll_to (page, "map-record-board");
  /* A click into the text, then the rows, a line each */
  bth_ui_pointer_to (text, 20, 10);
  bth_ui_xdotool ("click 1");
  strokes++;
  g_assert_true (gtk_widget_has_focus (text));
  for (int r = 0; r < N; r++)
    {
      BthHex hex = { p.row0 + r, p.col0 };
      g_autofree char *upper = bth_hex_to_string (hex, 0);
      g_autofree char *label = g_ascii_strdown (upper, -1);   /* no Shift: "t40" reads as T40 */
      g_autofree char *line = g_strdup_printf ("%s %s", label, patch[r]);

      bth_ui_xdotool ("type --delay 2 '%s'", line);
      bth_ui_xdotool ("key Return");
      keys += strlen (line) + 1;
    }
  for (int r = 0; r < 2; r++)
    {
      g_autofree char *upper = bth_hex_to_string (g_array_index (p.rivers[r], BthHex, 0), 0);
      g_autofree char *label = g_ascii_strdown (upper, -1);
      g_autofree char *line = g_strdup_printf ("r %s %s", label, river_steps[r]);

      bth_ui_xdotool ("type --delay 2 '%s'", line);
      bth_ui_xdotool ("key Return");
      keys += strlen (line) + 1;
    }
  /* A mistake first: marked where it stands, nothing recorded */
  bth_ui_xdotool ("type --delay 2 'CC40 ccq'");
  bth_ui_xdotool ("key ctrl+Return");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "map-rows-errors")));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "map-rows-errors"), "line 13, column 8: “q”: is not a terrain letter"));
  g_assert_cmpint (bth_map_get_terrain (map, (BthHex) { p.row0, p.col0 }), ==, BTH_TERRAIN_UNRECORDED);
  bth_ui_snap ("map-record-rows-error");
  /* Taken back (not counted: the patch's cost is what it takes without mistakes) */
  bth_ui_xdotool ("key BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace");
  /* Ctrl+Enter records it all (a chord: two key presses) */
  bth_ui_xdotool ("key ctrl+Return");
  keys += 2;
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (text));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  /* Recorded: the rows stay, so that after Undo they can be corrected and sent again */
  g_assert_false (gtk_text_iter_equal (&start, &end));
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "map-rows-errors")));
  assert_patch_recorded (&p);
  report ("rows", keys, strokes);
  bth_ui_snap ("map-record-rows");

  /* Undo Last Record takes the whole block back */
  bth_ui_click (page, "map-record-undo");
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_cmpint (bth_map_get_terrain (map, (BthHex) { p.row0, p.col0 }), ==, BTH_TERRAIN_UNRECORDED);
  g_assert_cmpint (bth_map_get_terrain (map, (BthHex) { p.row0 + 9, p.col0 + 9 }), ==, BTH_TERRAIN_UNRECORDED);
  /* The players clear the rows themselves */
  bth_ui_click (page, "map-rows-clear");
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  g_assert_true (gtk_text_iter_equal (&start, &end));
  patch_clear (&p);
}

/* Export, then import another group's record: what they alone recorded comes in, a hex
 * both recorded differently is shown side by side, and "Take Theirs" takes it. */
static void
test_share (void)
{
  GtkWidget *page = bth_ui_show_page ("map");
  BthMapRecordGroup *group = BTH_MAP_RECORD_GROUP (bth_ui_find (page, "map-record-board"));
  BthMap *map = bth_ui_wait_for_map ();
  g_autofree char *dir = g_dir_make_tmp ("bth-share-XXXXXX", NULL);
  g_autofree char *mine = g_build_filename (dir, "mine.json", NULL);
  g_autofree char *theirs = g_build_filename (dir, "theirs.json", NULL);
  g_autofree char *exported = NULL;
  BthHex t14 = { 0 }, z50 = { 0 };
  const char *theirs_text =
    "{\"format\": \"berthier-board-record\", \"format_version\": 1, \"map\": \"war-and-peace-4e\",\n"
    " \"overlay\": {\"format\": \"berthier-map-overlay\", \"format_version\": 1, \"map\": \"war-and-peace-4e\",\n"
    "  \"hexes\": [{\"hex\": \"T14\", \"terrain\": \"swamp\"}, {\"hex\": \"Z50\", \"terrain\": \"forest\"}]}}";

  bth_hex_parse ("T14", &t14, NULL, NULL);
  bth_hex_parse ("Z50", &z50, NULL, NULL);
  g_assert_cmpint (bth_map_get_terrain (map, t14), ==, BTH_TERRAIN_CLEAR);   /* painted above */
  g_assert_true (bth_map_record_group_export_file (group, mine));
  g_assert_true (g_file_get_contents (mine, &exported, NULL, NULL));
  g_assert_nonnull (strstr (exported, "\"berthier-board-record\""));
  g_assert_nonnull (strstr (exported, "\"T14\""));

  g_assert_true (g_file_set_contents (theirs, theirs_text, -1, NULL));
  g_assert_true (bth_map_record_group_import_file (group, theirs));
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_cmpint (bth_map_get_terrain (map, z50), ==, BTH_TERRAIN_FOREST);    /* theirs alone: added */
  g_assert_cmpint (bth_map_get_terrain (map, t14), ==, BTH_TERRAIN_CLEAR);     /* both: yours kept */
  g_assert_cmpstr (bth_ui_get_text (page, "map-conflict-0"), ==, "T14");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (bth_ui_find (page, "map-conflict-0-mine"))), ==, "Keep yours: clear");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (bth_ui_find (page, "map-conflict-0-theirs"))), ==, "Take theirs: swamp");
  bth_ui_scroll_to (page, "map-conflicts");
  bth_ui_snap ("map-record-conflict");
  bth_ui_click (page, "map-conflict-0-theirs");
  map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
  g_assert_cmpint (bth_map_get_terrain (map, t14), ==, BTH_TERRAIN_SWAMP);
  g_assert_null (bth_ui_try_find (page, "map-conflict-0"));

  g_unlink (mine);
  g_unlink (theirs);
  g_rmdir (dir);
}

/* Today's way, measured the same way: select a hex, scroll to its record, pick the terrain
 * from the list, tick the river's two sides. Three hexes: clear, forest, low mountain with
 * a river west to east. */
static void
test_today (void)
{
  GtkWidget *page = bth_ui_show_page ("map");
  BthMapView *view = bth_map_page_get_view (BTH_MAP_PAGE (page));
  static const struct { const char *hex; int downs; BthTerrain terrain; gboolean river; } hexes[] = {
    /* the list: Not recorded, Clear, Desert, Forest, Sand, Swamp, Lake, Low mountain … */
    { "V30", 1, BTH_TERRAIN_CLEAR, FALSE },
    { "V31", 3, BTH_TERRAIN_FOREST, FALSE },
    { "V32", 7, BTH_TERRAIN_LOW_MOUNTAIN, TRUE },
  };
  guint keys = 0, strokes = 0;
  BthMap *map = bth_ui_wait_for_map ();

  for (guint i = 0; i < G_N_ELEMENTS (hexes); i++)
    {
      BthHex hex;
      double x, y;
      GtkWidget *row;

      g_assert_true (bth_hex_parse (hexes[i].hex, &hex, NULL, NULL));
      /* The hex: its centre clicked (the view is scrolled to it, not counted) */
      bth_map_view_select (view, hex);
      bth_ui_settle ();
      centre (view, hex, &x, &y);
      bth_ui_pointer_to (GTK_WIDGET (view), x, y);
      bth_ui_xdotool ("click 1");
      strokes++;
      /* Its record: a scroll (counted once), the terrain list opened, the terrain chosen */
      bth_ui_scroll_to (page, "map-record");
      strokes++;
      row = bth_ui_find (page, "map-record-terrain");
      bth_ui_pointer_to (row, gtk_widget_get_width (row) / 2.0, gtk_widget_get_height (row) / 2.0);
      bth_ui_xdotool ("click 1");
      strokes++;
      for (int d = 0; d < hexes[i].downs; d++)
        bth_ui_xdotool ("key Down");
      bth_ui_xdotool ("key Return");
      keys += hexes[i].downs + 1;
      map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
      g_assert_cmpint (bth_map_get_terrain (map, hex), ==, hexes[i].terrain);
      if (hexes[i].river)
        {
          bth_ui_scroll_to (page, "map-river");
          strokes++;
          for (const char *const *side = (const char *const[]) { "map-river-w", "map-river-e", NULL }; *side != NULL; side++)
            {
              GtkWidget *check = bth_ui_find (page, *side);

              bth_ui_pointer_to (check, gtk_widget_get_width (check) / 2.0, gtk_widget_get_height (check) / 2.0);
              bth_ui_xdotool ("click 1");
              strokes++;
            }
          map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
          g_assert_cmpuint (bth_map_get_river_sides (map, hex), ==, (1u << BTH_HEX_WEST) | (1u << BTH_HEX_EAST));
        }
    }
  g_test_message ("today: %u key presses + %u pointer actions for %u hexes = %.2f actions per hex", keys, strokes,
                  (guint) G_N_ELEMENTS (hexes), (double) (keys + strokes) / G_N_ELEMENTS (hexes));
  {
    const char *out = g_getenv ("BTH_RECORD_BENCH_OUT");

    if (out != NULL && *out != '\0')
      {
        g_autofree char *old = NULL;
        g_autofree char *all = NULL;

        g_file_get_contents (out, &old, NULL, NULL);
        all = g_strdup_printf ("%stoday %u %u %u\n", old != NULL ? old : "", keys, strokes,
                               (guint) G_N_ELEMENTS (hexes));
        g_assert_true (g_file_set_contents (out, all, -1, NULL));
      }
  }
}

/* ASSUMED TERRAIN AND CITY HEXES FOR THE TEST: made up so that Austerlitz's stacks stand
 * on recorded hexes. It is no one's board, nothing of it ships, and the real board may
 * differ in every hex. Strasbourg's size and country are assumed too. */
static const char assumed_board[] =
  "# assumed for the test: not a real board\n"
  "(2)\n"
  "Strasbourg Y22 major France\n"
  "Coblenz AA23\n"
  "x18 cccccccccccc\n"
  "y18 cccccccccccc\n"
  "z18 cccccccccccc\n"
  "aa18 cccccccccccc\n"
  "Vienna Y34\n"
  "y30 cccccc\n";

/* Austerlitz with a recorded patch around its stacks: they are on the map, with supply. */
static void
test_austerlitz_patch (void)
{
  BthGame *game = bth_ui_wait_for_game ();
  GtkWidget *page = bth_ui_show_page ("map");
  BthMapView *view = bth_map_page_get_view (BTH_MAP_PAGE (page));
  g_autofree char *napoleon = NULL;   /* stack ids: the state is folded again after an edit */
  g_autofree char *marmont = NULL;
  g_autofree char *napoleon_row = NULL;
  g_autofree char *marmont_row = NULL;
  g_autofree char *unplaced = NULL;
  g_autofree char *path = NULL;
  g_autoptr(JsonNode) value = json_node_new (JSON_NODE_VALUE);
  BthHex strasbourg, coblenz;

  bth_ui_wait_for_map ();
  g_assert_cmpstr (bth_game_get_state (game)->scenario, ==, "austerlitz-1805");
  napoleon = g_strdup (bth_game_state_find_leader (bth_game_get_state (game), "napoleon")->stack);
  marmont = g_strdup (bth_game_state_find_leader (bth_game_get_state (game), "marmont")->stack);
  /* Napoleon's stack sets up "within one hex of Strasbourg" (I.E.1.a): the players put it
   * in Strasbourg itself */
  path = g_strdup_printf ("stacks.%s.location", napoleon);
  json_node_set_string (value, "Strasbourg");
  g_assert_true (bth_game_edit (game, path, value, NULL, NULL));
  bth_ui_settle ();
  unplaced = g_strdup_printf ("map-unplaced-%s", marmont);
  /* Before: Coblenz has no hex, so Marmont's stack is not on the map */
  g_assert_nonnull (bth_ui_try_find (page, unplaced));

  /* What to record next: a city's hex that would put stacks on the map comes first; its
   * number pressed on the map begins its line in the rows */
  {
    GtkWidget *first = bth_ui_find (page, "map-record-next-1");
    GtkWidget *text = bth_ui_find (page, "map-rows-text");
    const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (first));
    GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (text));
    GtkTextIter start, end;
    g_autofree char *typed = NULL;
    g_autofree char *expected = NULL;

    g_test_message ("%s: %s", title, bth_ui_get_text (page, "map-record-next-1"));
    g_assert_true (g_str_has_prefix (title, "1 · The hex of "));
    g_assert_true (g_str_has_prefix (bth_ui_get_text (page, "map-record-next-1"), "Puts on the map "));
    gtk_widget_grab_focus (GTK_WIDGET (view));
    bth_ui_xdotool ("key 1");
    g_assert_true (gtk_widget_has_focus (text));
    gtk_text_buffer_get_bounds (buffer, &start, &end);
    typed = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
    expected = g_strconcat (title + strlen ("1 · The hex of "), " ", NULL);
    g_assert_cmpstr (typed, ==, expected);
    bth_ui_scroll_to (page, "map-record-next");
    bth_ui_snap ("map-record-next");
  }

  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (bth_ui_find (page, "map-rows-text"))),
                            assumed_board, -1);
  bth_ui_click (page, "map-rows-record");
  bth_ui_settle ();
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "map-rows-errors")));
  g_assert_null (bth_ui_try_find (page, unplaced));

  g_assert_true (bth_hex_parse ("Y22", &strasbourg, NULL, NULL));
  g_assert_true (bth_hex_parse ("AA23", &coblenz, NULL, NULL));
  bth_map_view_select (view, strasbourg);
  bth_ui_settle ();
  napoleon_row = g_strdup_printf ("map-hex-stack-%s", napoleon);
  g_test_message ("%s", bth_ui_get_text (page, napoleon_row));
  g_assert_true (g_str_has_prefix (strstr (bth_ui_get_text (page, napoleon_row), "SP · ") + strlen ("SP · "), "Supplied"));
  bth_map_view_zoom_to_fit (view);
  bth_ui_snap ("map-record-austerlitz");
  /* Marmont at Coblenz, two hexes from Strasbourg over recorded clear ground: a supply
   * line (M.2) */
  bth_map_view_select (view, coblenz);
  bth_ui_settle ();
  marmont_row = g_strdup_printf ("map-hex-stack-%s", marmont);
  g_test_message ("%s", bth_ui_get_text (page, marmont_row));
  g_assert_true (g_str_has_prefix (strstr (bth_ui_get_text (page, marmont_row), "SP · ") + strlen ("SP · "), "Supplied"));
  bth_ui_snap ("map-record-austerlitz-line");

  /* The selected stack's supply line: drawn, every hex of it recorded, none ringed */
  bth_ui_click (page, marmont_row);
  bth_ui_settle ();
  gtk_widget_queue_draw (GTK_WIDGET (view));
  bth_ui_settle ();
  g_assert_cmpstr (view->path_force, ==, marmont);
  g_assert_cmpuint (view->path_unknown_drawn, ==, 0);
  /* Row Z taken back (the hex record's "not recorded"): the line must cross it, so it is
   * unknown, drawn dotted over those hexes and the unrecorded hexes on it ringed */
  {
    BthMapStore *store = bth_session_get_map_store (bth_window_get_session (bth_ui_window ()));
    const BthMapForce *line = NULL;
    guint unrecorded = 0;
    BthMap *map;

    for (int c = 18; c <= 29; c++)
      {
        g_autofree char *label = g_strdup_printf ("Z%d", c);
        BthHex hex;

        g_assert_true (bth_hex_parse (label, &hex, NULL, NULL));
        g_assert_true (bth_map_store_forget_terrain (store, hex, NULL));
      }
    bth_ui_settle ();
    map = bth_session_get_map (bth_window_get_session (bth_ui_window ()));
    bth_map_view_select (view, coblenz);
    /* Fit frames the area in play: both stacks in view, at a zoom where the city names
     * are drawn (none covering another) */
    bth_map_view_zoom_out (view);
    bth_map_view_zoom_out (view);
    bth_map_view_pan (view, 400, 300);
    bth_ui_click (page, "zoom_fit_button");
    bth_ui_settle ();
    g_assert_cmpfloat (bth_map_view_get_zoom (view), >=, NAME_RADIUS);
    for (const BthHex *h = (BthHex[]) { strasbourg, coblenz }, *e = h + 2; h < e; h++)
      {
        double x, y;

        bth_map_view_hex_centre (view, *h, &x, &y);
        x += view->pan_x;
        y += view->pan_y;
        g_assert_cmpfloat (x, >, 0);
        g_assert_cmpfloat (y, >, 0);
        g_assert_cmpfloat (x, <, gtk_widget_get_width (GTK_WIDGET (view)));
        g_assert_cmpfloat (y, <, gtk_widget_get_height (GTK_WIDGET (view)));
      }
    gtk_widget_queue_draw (GTK_WIDGET (view));
    bth_ui_settle ();
    g_test_message ("fit: zoom %.1f px, %u city names drawn, %u left out where they would cover another",
                    bth_map_view_get_zoom (view), view->names_drawn, view->names_hidden);
    g_assert_cmpuint (view->names_drawn, >=, 2);
    for (guint i = 0; i < view->forces->len; i++)
      if (g_strcmp0 (((BthMapForce *) g_ptr_array_index (view->forces, i))->id, marmont) == 0)
        line = g_ptr_array_index (view->forces, i);
    g_assert_nonnull (line);
    g_assert_cmpint (line->supply, ==, BTH_SUPPLY_UNKNOWN);
    g_assert_nonnull (line->path);
    for (guint i = 0; i < line->path->len; i++)
      unrecorded += !bth_map_hex_is_recorded (map, g_array_index (line->path, BthHex, i));
    g_assert_cmpuint (unrecorded, >=, 1);
    gtk_widget_queue_draw (GTK_WIDGET (view));
    bth_ui_settle ();
    g_assert_cmpuint (view->path_unknown_drawn, ==, unrecorded);
    g_test_message ("%s", bth_ui_get_text (page, marmont_row));
    bth_ui_snap ("map-record-austerlitz-line-unknown");
  }
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/map-record/paint", test_paint);
  g_test_add_func ("/ui/map-record/paint-hexsides", test_paint_hexsides);
  g_test_add_func ("/ui/map-record/typed-rows", test_typed_rows);
  g_test_add_func ("/ui/map-record/share", test_share);
  g_test_add_func ("/ui/map-record/today", test_today);
  g_test_add_func ("/ui/map-record/austerlitz-patch", test_austerlitz_patch);
  return bth_ui_test_run ();
}
