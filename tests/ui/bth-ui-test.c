/* bth-ui-test.c — drive the real Berthier window from a GLib test program.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>
#include <sys/resource.h>

#include <gdk/x11/gdkx.h>

#include "bth-application.h"
#include "bth-installed-games.h"
#include "bth-ui-test.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

static BthApplication *test_app;
static int             test_status;

/* Where a test's time goes (printed as TAP comments at its end): the waits for a still
 * window, the xdotool runs, and the process's own CPU time. */
static struct {
  guint  settles, settles_cut, settles_skipped, spawns;
  gint64 settle_us, spawn_us;
} spent;

BthWindow *
bth_ui_window (void)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (test_app));

  /* A dialog given the X focus by bth_ui_keys() becomes the active window: the main
   * window is still the one driven. */
  if (!BTH_IS_WINDOW (window))
    for (GList *l = gtk_application_get_windows (GTK_APPLICATION (test_app)); l != NULL; l = l->next)
      if (BTH_IS_WINDOW (l->data))
        {
          window = l->data;
          break;
        }
  g_assert_true (BTH_IS_WINDOW (window));
  return BTH_WINDOW (window);
}

/* How long the main loop must stay idle for the window to count as settled: longer than a
 * frame (16.7 ms at 60 Hz), so that a frame asked for by the last one (a scroll that
 * follows the focus, a row shown after a layout) has come before. */
#define QUIET_MS 25
/* A bound for a window that keeps drawing (a transition, the dice tumbling): the wait
 * gives up there, and the test looks at the animation as it is, as it did before. */
#define SETTLE_LIMIT_MS 500

static void
drain_pending (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
on_quiet_timer (gpointer user_data)
{
  gboolean *rang = user_data;

  *rang = TRUE;
  return G_SOURCE_REMOVE;
}

/* Whether QUIET_MS passed with nothing else happening in the main loop: no X event, idle,
 * timer or frame. The timer has the lowest priority, so anything ready at the same time
 * runs first and counts. */
static gboolean
stayed_quiet (void)
{
  gboolean rang = FALSE;
  guint dispatches = 0;

  g_timeout_add_full (G_PRIORITY_LOW + 100, QUIET_MS, on_quiet_timer, &rang, NULL);
  while (!rang)
    if (g_main_context_iteration (NULL, TRUE))
      dispatches++;
  return dispatches <= 1;
}

/* Whether the last settle ended with the window still (not cut at SETTLE_LIMIT_MS). */
static gboolean window_still;

void
bth_ui_settle (void)
{
  GtkWidget *window = GTK_WIDGET (bth_ui_window ());
  gint64 start = g_get_monotonic_time ();
  gint64 limit = start + SETTLE_LIMIT_MS * 1000;

  /* Pending idles (layout, model updates) first, then until nothing more happens: every
   * frame the changes asked for has been drawn, and the idles and frames those frames
   * queued (a tick that scrolls to the focus, its layout) too. A wait on the window's own
   * work, not on the clock: it blocks in the main loop instead of spinning, so tests run
   * side by side leave each other the CPU. */
  gboolean had_work = g_main_context_pending (NULL);

  drain_pending ();
  /* Still since the last settle and nothing new to do: no wait. A change the test made
   * since (a text set, a value scrolled, an X event brought in by xdotool) is work ready
   * at once, as GTK asks for the next frame without delay once the last one is over a
   * frame old; only the wait for a frame asked for by that work needs the quiet time. */
  if (!had_work && window_still && gtk_widget_get_mapped (window))
    {
      spent.settles++;
      spent.settles_skipped++;
      return;
    }
  window_still = FALSE;
  if (gtk_widget_get_mapped (window))
    while (!(window_still = stayed_quiet ()) && g_get_monotonic_time () < limit)
      ;
  drain_pending ();
  spent.settles_cut += !window_still;
  spent.settles++;
  spent.settle_us += g_get_monotonic_time () - start;
}

/* A minute: many times what any wait takes under the sanitizers on a loaded machine. */
#define WAIT_LIMIT_S 60

static gboolean
on_wait_tick (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

gboolean
bth_ui_wait_until (gboolean (*condition) (gpointer data),
                   gpointer   data)
{
  gint64 limit = g_get_monotonic_time () + WAIT_LIMIT_S * G_USEC_PER_SEC;
  /* Wakes the blocking iteration now and then, so that a condition another thread makes
   * true (the map read) is seen even when the main loop has nothing else to do. */
  guint tick = g_timeout_add (20, on_wait_tick, NULL);
  gboolean holds;

  while (!(holds = condition (data)) && g_get_monotonic_time () < limit)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  bth_ui_settle ();
  return holds;
}

static gboolean
game_opened (gpointer data)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());

  return session != NULL && bth_session_get_game (session) != NULL;
}

static gboolean
map_read (gpointer data)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());

  return session != NULL && bth_session_get_map (session) != NULL;
}

gpointer
bth_ui_wait_for_game (void)
{
  if (!bth_ui_wait_until (game_opened, NULL))
    g_error ("no game opened in %d s", WAIT_LIMIT_S);
  return bth_session_get_game (bth_window_get_session (bth_ui_window ()));
}

BthMap *
bth_ui_wait_for_map (void)
{
  if (!bth_ui_wait_until (map_read, NULL))
    g_error ("the map was not read in %d s", WAIT_LIMIT_S);
  return bth_session_get_map (bth_window_get_session (bth_ui_window ()));
}

void
bth_ui_apply_requested_size (void)
{
  const char *size = g_getenv ("BTH_UI_SIZE");
  GtkWidget *window = GTK_WIDGET (bth_ui_window ());
  int width = 0, height = 0;

  if (size == NULL || sscanf (size, "%dx%d", &width, &height) != 2
      || (gtk_widget_get_width (window) == width && gtk_widget_get_height (window) == height))
    return;
  gtk_widget_set_visible (window, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_widget_set_visible (window, TRUE);
  bth_ui_settle ();
}

GtkWidget *
bth_ui_show_page (const char *name)
{
  BthWindow *window = bth_ui_window ();

  g_assert_true (bth_window_show_page (window, name));
  bth_ui_settle ();
  return bth_window_get_page (window, name);
}

void
bth_ui_new_game (const char *game_id)
{
  GListModel *toplevels;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.new-game", NULL));
  bth_ui_settle ();
  toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && g_strcmp0 (gtk_widget_get_name (window), "new-game-chooser") == 0
          && gtk_widget_get_visible (window))
        {
          g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (window), game_id));
          adw_message_dialog_response (ADW_MESSAGE_DIALOG (window), game_id);
          gtk_window_close (GTK_WINDOW (window));
          bth_ui_settle ();
          return;
        }
    }
}

GtkWidget *
bth_ui_try_find (GtkWidget  *root,
                 const char *id)
{
  const char *buildable_id;

  if (GTK_IS_BUILDABLE (root))
    {
      buildable_id = gtk_buildable_get_buildable_id (GTK_BUILDABLE (root));
      if (g_strcmp0 (buildable_id, id) == 0)
        return root;
    }
  if (g_strcmp0 (gtk_widget_get_name (root), id) == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = bth_ui_try_find (child, id);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
bth_ui_find (GtkWidget  *root,
             const char *id)
{
  GtkWidget *found = bth_ui_try_find (root, id);

  if (found == NULL)
    g_error ("no widget “%s” under %s", id, G_OBJECT_TYPE_NAME (root));
  return found;
}

void
bth_ui_set_text (GtkWidget  *root,
                 const char *id,
                 const char *text)
{
  GtkWidget *widget = bth_ui_find (root, id);

  g_assert_true (GTK_IS_EDITABLE (widget));
  g_assert_true (gtk_widget_is_sensitive (widget));
  gtk_widget_grab_focus (widget);
  gtk_editable_set_text (GTK_EDITABLE (widget), text);
  if (GTK_IS_SPIN_BUTTON (widget))
    gtk_spin_button_update (GTK_SPIN_BUTTON (widget));
  bth_ui_settle ();
}

void
bth_ui_set_value (GtkWidget  *root,
                  const char *id,
                  double      value)
{
  GtkWidget *widget = bth_ui_find (root, id);

  g_assert_true (GTK_IS_SPIN_BUTTON (widget));
  g_assert_true (gtk_widget_is_sensitive (widget));
  gtk_widget_grab_focus (widget);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), value);
  bth_ui_settle ();
}

void
bth_ui_set_active (GtkWidget  *root,
                   const char *id,
                   gboolean    active)
{
  GtkWidget *widget = bth_ui_find (root, id);

  g_assert_true (gtk_widget_is_sensitive (widget));
  if (GTK_IS_SWITCH (widget))
    gtk_switch_set_active (GTK_SWITCH (widget), active);
  else if (GTK_IS_CHECK_BUTTON (widget))
    gtk_check_button_set_active (GTK_CHECK_BUTTON (widget), active);
  else if (GTK_IS_TOGGLE_BUTTON (widget))
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (widget), active);
  else
    g_error ("“%s” is a %s, not a switch or check button", id, G_OBJECT_TYPE_NAME (widget));
  bth_ui_settle ();
}

void
bth_ui_select (GtkWidget  *root,
               const char *id,
               const char *item)
{
  GtkWidget *widget = bth_ui_find (root, id);
  GListModel *model;
  guint n;

  g_assert_true (gtk_widget_is_sensitive (widget));
  if (GTK_IS_DROP_DOWN (widget))
    model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));
  else if (ADW_IS_COMBO_ROW (widget))
    model = adw_combo_row_get_model (ADW_COMBO_ROW (widget));
  else
    g_error ("“%s” is a %s, not a drop-down", id, G_OBJECT_TYPE_NAME (widget));

  n = g_list_model_get_n_items (model);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) object = g_list_model_get_item (model, i);

      if (GTK_IS_STRING_OBJECT (object)
          && g_strcmp0 (gtk_string_object_get_string (GTK_STRING_OBJECT (object)), item) == 0)
        {
          if (GTK_IS_DROP_DOWN (widget))
            gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), i);
          else
            adw_combo_row_set_selected (ADW_COMBO_ROW (widget), i);
          bth_ui_settle ();
          return;
        }
    }
  g_error ("“%s” offers no item “%s”", id, item);
}

void
bth_ui_click (GtkWidget  *root,
              const char *id)
{
  GtkWidget *widget = bth_ui_find (root, id);

  g_assert_true (gtk_widget_is_sensitive (widget));
  g_assert_true (gtk_widget_get_visible (widget));
  if (GTK_IS_BUTTON (widget))
    g_signal_emit_by_name (widget, "clicked");
  else
    g_assert_true (gtk_widget_activate (widget));
  bth_ui_settle ();
}

/* ---- real key events ------------------------------------------------------------------- */

static guint key_count;
/* The window the keys go to: the one of the last entry pressed in, else the main window. */
static GtkWidget *key_window;

guint
bth_ui_key_count (void)
{
  return key_count;
}

void
bth_ui_key_count_reset (void)
{
  key_count = 0;
}

/* How xdotool is started. Its descriptors left open (the test's own are close-on-exec),
 * GLib starts it with posix_spawn rather than fork: a fork of a sanitizer build copies
 * its page tables, and every page the test writes afterwards faults once; hundreds of
 * keys made that seconds of system time. */
#define SPAWN_FLAGS (G_SPAWN_SEARCH_PATH | G_SPAWN_LEAVE_DESCRIPTORS_OPEN)

/* Runs xdotool with ARGS against the test's X display, then lets GTK take the events. */
static void
xdotool (const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  int status = 0;
  gint64 started;

  g_ptr_array_add (argv, (char *) "xdotool");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  bth_ui_settle ();
  started = g_get_monotonic_time ();
  if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL, SPAWN_FLAGS | G_SPAWN_STDOUT_TO_DEV_NULL,
                     NULL, NULL, NULL, &err, &status, &error))
    g_error ("xdotool: %s", error->message);
  spent.spawns++;
  spent.spawn_us += g_get_monotonic_time () - started;
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("xdotool %s: %s (%s)", args[0], error->message, err);
  /* The keys came in one burst while GTK waited for xdotool; let it handle them and draw
   * what they changed (rows shown at the next frame, their focus) before the next keys, as
   * a player's pace would. xdotool has closed its connection (the server has handled its
   * requests); a round trip on ours brings every event they caused into GTK's queue. */
  gdk_display_sync (gdk_display_get_default ());
  bth_ui_settle ();
}

/* The X keyboard focus goes to the test's window, as a window manager gives it to the
 * window a player clicked; done before each key, so a dialog's focus never lingers. */
static void
focus_window (void)
{
  GtkWidget *window = key_window != NULL && gtk_widget_get_mapped (key_window)
                      ? key_window : GTK_WIDGET (bth_ui_window ());
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_autofree char *xid = NULL;

  g_assert_true (GDK_IS_X11_SURFACE (surface));
  xid = g_strdup_printf ("%lu", (unsigned long) gdk_x11_surface_get_xid (surface));
  xdotool ((const char *[]) { "windowfocus", "--sync", xid, NULL });
}

void
bth_ui_keys (const char *keys)
{
  g_auto(GStrv) each = g_strsplit (keys, " ", -1);

  focus_window ();
  for (guint i = 0; each[i] != NULL; i++)
    {
      if (*each[i] == '\0')
        continue;
      xdotool ((const char *[]) { "key", "--delay", "30", each[i], NULL });
      key_count++;
    }
}

void
bth_ui_keys_to (GtkWindow  *window,
                const char *keys)
{
  g_set_weak_pointer (&key_window, GTK_WIDGET (window));
  bth_ui_keys (keys);
}

void
bth_ui_type (const char *text)
{
  focus_window ();
  xdotool ((const char *[]) { "type", "--delay", "30", "--", text, NULL });
  key_count += g_utf8_strlen (text, -1);
}

void
bth_ui_wheel (GtkWidget *widget,
              int        notches)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  graphene_point_t centre = GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0,
                                                 gtk_widget_get_height (widget) / 2.0), at;
  double dx = 0, dy = 0;
  g_autofree char *xid = NULL, *x = NULL, *y = NULL, *repeat = NULL;

  bth_ui_settle ();
  g_assert_true (gtk_widget_compute_point (widget, window, &centre, &at));
  /* Window coordinates are inside the client-side shadow; X wants the surface's. */
  gtk_native_get_surface_transform (GTK_NATIVE (window), &dx, &dy);
  xid = g_strdup_printf ("%lu", (unsigned long) gdk_x11_surface_get_xid (surface));
  x = g_strdup_printf ("%d", (int) (at.x + dx));
  y = g_strdup_printf ("%d", (int) (at.y + dy));
  repeat = g_strdup_printf ("%d", ABS (notches));
  xdotool ((const char *[]) { "mousemove", "--window", xid, "--sync", x, y, NULL });
  /* X buttons 4 and 5 are the wheel's notches up and down. */
  xdotool ((const char *[]) { "click", "--repeat", repeat, "--delay", "30", notches < 0 ? "4" : "5", NULL });
}

void
bth_ui_press_enter (GtkWidget  *root,
                    const char *id)
{
  GtkWidget *widget = bth_ui_find (root, id);

  g_assert_true (GTK_IS_EDITABLE (widget));
  g_set_weak_pointer (&key_window, GTK_WIDGET (gtk_widget_get_root (widget)));
  gtk_widget_grab_focus (widget);
  bth_ui_settle ();
  /* The player's Enter, as the X server delivers it: not a signal emitted for them. */
  bth_ui_keys ("Return");
}

void
bth_ui_focus_keys (GtkWidget  *root,
                   const char *id,
                   const char *keys)
{
  GtkWidget *widget = bth_ui_find (root, id);

  g_assert_true (gtk_widget_is_sensitive (widget));
  g_assert_true (gtk_widget_get_mapped (widget));
  g_set_weak_pointer (&key_window, GTK_WIDGET (gtk_widget_get_root (widget)));
  g_assert_true (gtk_widget_grab_focus (widget));
  bth_ui_settle ();
  bth_ui_assert_focus_in (root, id);
  bth_ui_keys (keys);
  bth_ui_settle ();
}

void
bth_ui_assert_focus_in (GtkWidget  *root,
                        const char *id)
{
  GtkWidget *widget = bth_ui_find (root, id);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));

  bth_ui_settle ();
  if (focus == NULL || (focus != widget && !gtk_widget_is_ancestor (focus, widget)))
    g_error ("the focus is on %s, not in “%s”", focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing", id);
}

/* WIDGET's bounds inside SCROLLER's visible part (its own coordinates: 0 … its size). */
static gboolean
inside (GtkWidget *widget,
        GtkWidget *scroller)
{
  graphene_rect_t bounds;

  if (!gtk_widget_compute_bounds (widget, scroller, &bounds))
    return FALSE;
  return bounds.size.height > 0
         && bounds.origin.y >= -0.5 && bounds.origin.x >= -0.5
         && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller) + 0.5
         && bounds.origin.x + bounds.size.width <= gtk_widget_get_width (scroller) + 0.5;
}

gboolean
bth_ui_widget_in_view (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);

  bth_ui_settle ();
  if (!gtk_widget_get_mapped (widget) || scroller == NULL)
    return FALSE;
  /* Inside every scrolled window it is in: a table's cell in the table's sideways scroller,
   * and that in the page's. */
  for (; scroller != NULL;
       scroller = gtk_widget_get_ancestor (gtk_widget_get_parent (scroller), GTK_TYPE_SCROLLED_WINDOW))
    if (!inside (widget, scroller))
      return FALSE;
  return TRUE;
}

gboolean
bth_ui_in_view (GtkWidget  *root,
                const char *id)
{
  return bth_ui_widget_in_view (bth_ui_find (root, id));
}

void
bth_ui_assert_in_view (GtkWidget  *root,
                       const char *id)
{
  bth_ui_assert_widget_in_view (bth_ui_find (root, id), id);
}

void
bth_ui_assert_widget_in_view (GtkWidget  *widget,
                              const char *id)
{
  if (!bth_ui_widget_in_view (widget))
    {
      GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, 0, 0);

      if (scroller != NULL)
        if (!gtk_widget_compute_bounds (widget, scroller, &bounds))
          bounds = GRAPHENE_RECT_INIT (0, 0, 0, 0);
      g_error ("“%s” is not in view: at %.0f,%.0f size %.0f×%.0f in a scrolled window of %d×%d",
               id, bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
               scroller != NULL ? gtk_widget_get_width (scroller) : 0,
               scroller != NULL ? gtk_widget_get_height (scroller) : 0);
    }
}

const char *
bth_ui_get_text (GtkWidget  *root,
                 const char *id)
{
  GtkWidget *widget = bth_ui_find (root, id);

  bth_ui_settle ();
  if (GTK_IS_LABEL (widget))
    return gtk_label_get_text (GTK_LABEL (widget));
  if (GTK_IS_EDITABLE (widget))
    return gtk_editable_get_text (GTK_EDITABLE (widget));
  if (GTK_IS_DROP_DOWN (widget))
    {
      /* The chosen item's string. */
      gpointer item = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (widget));

      return GTK_IS_STRING_OBJECT (item) ? gtk_string_object_get_string (GTK_STRING_OBJECT (item)) : NULL;
    }
  if (ADW_IS_ACTION_ROW (widget))
    return adw_action_row_get_subtitle (ADW_ACTION_ROW (widget));
  if (ADW_IS_WINDOW_TITLE (widget))
    return adw_window_title_get_title (ADW_WINDOW_TITLE (widget));
  if (GTK_IS_BUTTON (widget))
    return gtk_button_get_label (GTK_BUTTON (widget));
  g_error ("“%s” is a %s: no text to read", id, G_OBJECT_TYPE_NAME (widget));
  return NULL;
}

void
bth_ui_scroll_to (GtkWidget  *root,
                  const char *id)
{
  GtkWidget *widget = bth_ui_find (root, id);
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content;
  double x = 0, y = 0;

  g_assert_nonnull (scroller);
  bth_ui_settle ();
  content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  /* A viewport moves with the scrolling; measure against what it shows instead. */
  if (GTK_IS_VIEWPORT (content))
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  g_assert_true (gtk_widget_translate_coordinates (widget, content, 0, 0, &x, &y));
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)),
                            MAX (0, y - 12));
  bth_ui_settle ();
}

void
bth_ui_snap (const char *name)
{
  bth_ui_snap_window (GTK_WINDOW (bth_ui_window ()), name);
}

void
bth_ui_snap_window (GtkWindow  *other,
                    const char *name)
{
  const char *dir = g_getenv ("BTH_UI_SCREENSHOT_DIR");
  const char *size = g_getenv ("BTH_UI_SIZE");
  GtkWidget *window;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  GskRenderer *renderer;
  int width, height;

  if (dir == NULL || *dir == '\0')
    return;

  window = GTK_WIDGET (other);
  bth_ui_settle ();
  g_usleep (300 * 1000);    /* let transitions finish */
  bth_ui_settle ();

  paintable = gtk_widget_paintable_new (window);
  /* The paintable covers the window with its client-side shadow; draw it at its own size
   * so nothing is squeezed. */
  width = gdk_paintable_get_intrinsic_width (paintable);
  height = gdk_paintable_get_intrinsic_height (paintable);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);

  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  file = g_strdup_printf ("%s-%s-%s.png", name,
                          adw_style_manager_get_dark (adw_style_manager_get_default ())
                          ? "dark" : "light",
                          size != NULL ? size : "default");
  path = g_build_filename (dir, file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

static gboolean
run_tests (gpointer user_data)
{
  /* No blinking caret, which draws at every tick while an entry has the focus: the window
   * is then still between a test's steps, which bth_ui_settle() waits for. (GTK's other
   * animations stay on, as the players have them: with gtk-enable-animations off, GTK 4.8
   * on X11 loses the monitor of a popover opened after a drop-down's list.) */
  g_object_set (gtk_settings_get_default (), "gtk-cursor-blink", FALSE, NULL);
  bth_ui_settle ();

  test_status = g_test_run ();
  g_application_quit (G_APPLICATION (test_app));
  return G_SOURCE_REMOVE;
}

static void
on_window_added (GtkApplication *app,
                 GtkWindow      *window)
{
  static gboolean started;

  if (started)
    return;
  started = TRUE;
  /* Wait until the window is shown before driving it. */
  g_timeout_add (200, run_tests, NULL);
}

void
bth_ui_test_init (int    *argc,
                  char ***argv)
{
  g_test_init (argc, argv, NULL);
  /* The user's own settings are neither read nor changed. */
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  /* The games register first, as at the app's start: a test may make and save a game before
   * the app runs, and a game's types are complete only once it has registered. */
  bth_app_register_installed_games ();
}

/* Where the time went, as TAP comments: a slow test shows whether it waited (settles,
 * xdotool) or worked (CPU). */
static void
report_time_spent (void)
{
  struct rusage self, children;

  getrusage (RUSAGE_SELF, &self);
  getrusage (RUSAGE_CHILDREN, &children);
  g_print ("# time: %.1f s CPU (%.1f user, %.1f system); %u settles (%u cut at %d ms, %u with nothing to wait for), %.1f s; "
           "%u xdotool runs, %.1f s (their CPU %.1f s)\n",
           self.ru_utime.tv_sec + self.ru_utime.tv_usec / 1e6 + self.ru_stime.tv_sec + self.ru_stime.tv_usec / 1e6,
           self.ru_utime.tv_sec + self.ru_utime.tv_usec / 1e6, self.ru_stime.tv_sec + self.ru_stime.tv_usec / 1e6,
           spent.settles, spent.settles_cut, SETTLE_LIMIT_MS, spent.settles_skipped, spent.settle_us / 1e6, spent.spawns, spent.spawn_us / 1e6,
           children.ru_utime.tv_sec + children.ru_utime.tv_usec / 1e6
           + children.ru_stime.tv_sec + children.ru_stime.tv_usec / 1e6);
}

int
bth_ui_test_run (void)
{
  char *app_argv[] = { (char *) "berthier", NULL };

  const char *size = g_getenv ("BTH_UI_SIZE");
  int width = 0, height = 0;
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  /* Screens are checked and photographed without the dice tumbling over them; the test
   * of the animation itself (test-ui-window) switches it back on. */
  g_settings_set_boolean (settings, "dice-animation", FALSE);

  /* The window takes its first size from the preferences (memory backend: this process
   * only), so a size asked for is in place before the first frame. */
  if (size != NULL && sscanf (size, "%dx%d", &width, &height) == 2)
    {
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
    }

  test_app = bth_application_new ();
  /* No D-Bus name: several test programs may run at once. */
  g_application_set_flags (G_APPLICATION (test_app),
                           g_application_get_flags (G_APPLICATION (test_app))
                           | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (test_app, "window-added", G_CALLBACK (on_window_added), NULL);
  g_application_run (G_APPLICATION (test_app), 1, app_argv);
  g_clear_object (&test_app);
  report_time_spent ();

  return test_status;
}

/* The deepest widgets whose minimum width is over LIMIT: where a too-wide window comes from. */
static void
describe_wide (GtkWidget *widget,
               int        limit,
               GString   *out)
{
  gboolean child_wide = FALSE;
  int minimum;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      if (minimum > limit)
        {
          child_wide = TRUE;
          describe_wide (child, limit, out);
        }
    }
  if (!child_wide)
    {
      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_string_append (out, "\n ");
      for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL; up = gtk_widget_get_parent (up))
        if (BTH_IS_PAGE (up) || GTK_IS_STACK (up) || ADW_IS_LEAFLET (up))
          g_string_append_printf (out, " %s <", G_OBJECT_TYPE_NAME (up));
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
        g_string_append_printf (out, " [%s%s%s]", G_OBJECT_TYPE_NAME (c), GTK_IS_LABEL (c) ? " " : "",
                                GTK_IS_LABEL (c) ? gtk_label_get_text (GTK_LABEL (c)) : "");
      g_string_append_printf (out, " %s#%s (%d px)%s%s", G_OBJECT_TYPE_NAME (widget),
                              gtk_widget_get_name (widget), minimum,
                              GTK_IS_LABEL (widget) ? ": " : "",
                              GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : "");
    }
}

static void assert_widget_fits_width (GtkWidget *window, int width, int frame);

void
bth_ui_assert_fits_width (int width)
{
  assert_widget_fits_width (GTK_WIDGET (bth_ui_window ()), width, 0);
}

void
bth_ui_assert_window_fits_width (GtkWindow *other,
                                 int        width)
{
  GtkBorder frame = { 0 };

  /* Without a compositor (Xvfb) a window is "solid-csd": GTK draws a resize border of a
   * few pixels inside it, as CSS padding. A phone's compositor draws none, and
   * libadwaita's own windows ask for exactly 360 px of content, so the border is not
   * counted against WIDTH. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (gtk_widget_has_css_class (GTK_WIDGET (other), "solid-csd"))
    gtk_style_context_get_padding (gtk_widget_get_style_context (GTK_WIDGET (other)), &frame);
  G_GNUC_END_IGNORE_DEPRECATIONS
  assert_widget_fits_width (GTK_WIDGET (other), width, frame.left + frame.right);
}

static void
assert_widget_fits_width (GtkWidget *window,
                          int        width,
                          int        frame)
{
  int minimum;

  bth_ui_settle ();
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  minimum -= frame;
  if (minimum > width)
    {
      g_autoptr(GString) wide = g_string_new (NULL);

      /* The page's own margins and the window's frame take some of the width too. */
      describe_wide (window, width - 48, wide);
      g_error ("the window needs %d px, more than %d; the widest parts:%s", minimum, width, wide->str);
    }
}

/* ---- real input with xdotool ------------------------------------------------------- */

static gulong
window_xid (void)
{
#ifdef GDK_WINDOWING_X11
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (bth_ui_window ()));

  if (GDK_IS_X11_SURFACE (surface))
    return (gulong) gdk_x11_surface_get_xid (surface);
#endif
  g_error ("real input needs the X11 backend (GDK_BACKEND=x11 under Xvfb)");
  return 0;
}

static void
run_xdotool (const char *args)
{
  g_autofree char *command = g_strdup_printf ("xdotool %s", args);
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;
  gint64 started = g_get_monotonic_time ();

  g_auto(GStrv) argv = NULL;

  if (!g_shell_parse_argv (command, NULL, &argv, &error)
      || !g_spawn_sync (NULL, argv, NULL, SPAWN_FLAGS, NULL, NULL, NULL, &err, &status, &error))
    g_error ("%s: %s", command, error->message);
  spent.spawns++;
  spent.spawn_us += g_get_monotonic_time () - started;
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("%s failed: %s", command, err);
  /* The events xdotool caused, in GTK's queue (see xdotool() above). */
  gdk_display_sync (gdk_display_get_default ());
}

void
bth_ui_xdotool (const char *format, ...)
{
  static gulong focused;
  g_autofree char *args = NULL;
  va_list ap;

  if (focused != window_xid ())
    {
      g_autofree char *focus = g_strdup_printf ("windowfocus %lu", window_xid ());
      run_xdotool (focus);
      focused = window_xid ();
      bth_ui_settle ();
    }
  va_start (ap, format);
  args = g_strdup_vprintf (format, ap);
  va_end (ap);
  run_xdotool (args);
  bth_ui_settle ();
}

void
bth_ui_pointer_to (GtkWidget *widget, double x, double y)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t point;
  double sx = 0, sy = 0;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native), &GRAPHENE_POINT_INIT (x, y), &point));
  gtk_native_get_surface_transform (native, &sx, &sy);
  bth_ui_xdotool ("mousemove --window %lu %d %d", window_xid (), (int) round (point.x + sx),
                  (int) round (point.y + sy));
}

void
bth_ui_pointer_button (gboolean down)
{
  bth_ui_xdotool (down ? "mousedown 1" : "mouseup 1");
}
