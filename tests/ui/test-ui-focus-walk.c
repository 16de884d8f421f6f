/* test-ui-focus-walk.c — every control in reach of the keyboard (issue 32).
 *
 * One launched app, at the size BTH_UI_SIZE asks for (1280x800 and 360x760 in meson.build):
 *
 * - New Game by keyboard alone: Ctrl+N, Enter (the game being played, the dialog's default
 *   at every width), then the scenario list, which has the focus: "x" finds scenario X,
 *   Enter starts it. At most 8 keys from the launch.
 * - At 1280x800, every page of both games walked by Tab, real keys on the Xvfb display,
 *   from the page's first input to its last control: each focused widget must lie inside
 *   the visible part of its scrolled windows (the shell scrolls it there,
 *   bth-focus-reach.h), and no read-only row or label may take the focus. War and Peace
 *   is walked with scenario X open, so the Grand Campaign's books are in the sidebar too.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-focus-reach.h"
#include "bth-page-registry.h"
#include "bth-ui-battle-entry.h"
#include "bth-played-game.h"
#include "bth-ui-test.h"

/* A page's Tab order is longer than this only when Tab is caught in a loop. */
#define MAX_TABS 200

static AdwMessageDialog *
find_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && g_strcmp0 (gtk_widget_get_name (window), "new-game-chooser") == 0
          && gtk_widget_get_visible (window))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static gboolean
chooser_shown (gpointer data)
{
  return find_chooser () != NULL;
}

static gboolean
scenario_started (gpointer data)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());
  BthPlayedGame *game = session != NULL ? bth_session_get_game (session) : NULL;

  return game != NULL && g_strcmp0 (bth_played_game_get_title (game), data) != 0;
}

static gboolean
game_open (gpointer data)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());

  return session != NULL && bth_session_get_game (session) != NULL;
}

/* ---- New Game by keyboard -------------------------------------------------------------- */

static void
test_new_game_by_keys (void)
{
  BthWindow *window = bth_ui_window ();
  BthSession *session;
  AdwMessageDialog *chooser;
  GtkWidget *page, *focus, *row;
  g_autofree char *before = NULL;

  bth_ui_apply_requested_size ();
  /* The launch's own game (the default scenario) is open: what a first evening sees. */
  g_assert_true (bth_ui_wait_until (game_open, NULL));
  session = bth_window_get_session (window);
  g_assert_nonnull (bth_session_get_game (session));
  before = g_strdup (bth_played_game_get_title (bth_session_get_game (session)));
  bth_ui_key_count_reset ();

  bth_ui_keys ("ctrl+n");
  g_assert_true (bth_ui_wait_until (chooser_shown, NULL));
  chooser = find_chooser ();
  /* Enter answers the game being played, whatever the width. */
  focus = gtk_root_get_focus (GTK_ROOT (chooser));
  if (!GTK_IS_BUTTON (focus) || g_strcmp0 (gtk_button_get_label (GTK_BUTTON (focus)), "War and Peace") != 0)
    g_error ("the New Game dialog's focus is on %s “%s”, not its default",
             focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing",
             GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "");
  g_assert_cmpstr (adw_message_dialog_get_default_response (chooser), ==, "war-and-peace");
  bth_ui_snap_window (GTK_WINDOW (chooser), "focus-new-game-chooser");
  bth_ui_keys_to (GTK_WINDOW (chooser), "Return");
  bth_ui_settle ();
  g_assert_cmpstr (bth_window_get_game_module (window)->id, ==, "war-and-peace");

  /* The scenario list has the focus. */
  page = bth_window_get_page (window, "game");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, page));
  row = gtk_widget_get_ancestor (focus, ADW_TYPE_ACTION_ROW);
  g_assert_nonnull (row);
  g_assert_nonnull (bth_ui_try_find (row, "start-austerlitz-1805"));

  /* Typing the scenario's numeral finds it; Enter starts it. */
  bth_ui_keys ("x");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  row = focus != NULL ? gtk_widget_get_ancestor (focus, ADW_TYPE_ACTION_ROW) : NULL;
  g_assert_nonnull (row);
  g_assert_nonnull (bth_ui_try_find (row, "start-grand-campaign-1805"));
  bth_ui_assert_widget_in_view (row, "scenario X's row");
  bth_ui_snap ("focus-new-game-x");
  bth_ui_keys ("Return");
  g_assert_true (bth_ui_wait_until (scenario_started, before));
  g_assert_nonnull (strstr (bth_played_game_get_title (bth_session_get_game (session)), "Grand Campaign"));
  g_test_message ("scenario X started from the launch in %u keys", bth_ui_key_count ());
  g_print ("# new game: scenario X in %u keys at %s\n", bth_ui_key_count (),
           g_getenv ("BTH_UI_SIZE") != NULL ? g_getenv ("BTH_UI_SIZE") : "the default size");
  g_assert_cmpuint (bth_ui_key_count (), <=, 8);
}

/* What a failure names: the widget, its name, its row's title. */
static char *
describe (GtkWidget *widget)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW);

  return g_strdup_printf ("%s#%s%s%s%s%s%s", G_OBJECT_TYPE_NAME (widget), gtk_widget_get_name (widget),
                          GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL ? " labelled " : "",
                          GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL
                          ? gtk_button_get_label (GTK_BUTTON (widget)) : "",
                          row != NULL ? " in the row “" : "",
                          row != NULL ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : "",
                          row != NULL ? "”" : "");
}

/* ---- Forced March: Alt+A lands in the new group ---------------------------------------- */

/* The number of component groups on the page (group-1, group-2 …). */
static guint
count_groups (GtkWidget *page)
{
  guint n = 0;

  for (;;)
    {
      g_autofree char *name = g_strdup_printf ("group-%u", n + 1);

      if (bth_ui_try_find (page, name) == NULL)
        return n;
      n++;
    }
}

static guint wanted_groups;

static gboolean
groups_added (gpointer page)
{
  return count_groups (page) == wanted_groups;
}

static void
assert_focus_in_new_group (GtkWidget *page, guint number, const char *part)
{
  g_autofree char *name = g_strdup_printf ("group-%u", number);
  GtkWidget *group = bth_ui_find (page, name);

  bth_ui_assert_focus_in (group, part);
  bth_ui_assert_widget_in_view (gtk_root_get_focus (GTK_ROOT (bth_ui_window ())), part);
}

static void
test_forced_march_add_group (void)
{
  GtkWidget *page = bth_ui_show_page ("forced-march");
  guint before;

  bth_ui_apply_requested_size ();
  before = count_groups (page);
  /* Twice: the second from inside the first new group, as a player goes on typing. */
  for (guint i = 1; i <= 2; i++)
    {
      bth_ui_keys ("alt+a");
      wanted_groups = before + i;
      if (!bth_ui_wait_until (groups_added, page))
        {
          GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (bth_ui_window ()));
          g_autofree char *what = focus != NULL ? describe (focus) : g_strdup ("nothing");

          g_error ("Alt+A added no group; the focus is on %s", what);
        }
      g_assert_cmpuint (count_groups (page), ==, before + i);
      assert_focus_in_new_group (page, before + i, "class_row");
      /* One Tab on: its strength points, no stop in between. */
      bth_ui_keys ("Tab");
      assert_focus_in_new_group (page, before + i, "sp_spin");
    }
  bth_ui_snap ("focus-forced-march-add-group");
}

/* ---- the Tab walk ---------------------------------------------------------------------- */

/* Whether WIDGET, or a widget inside it, takes input (a switch, an entry, a button …). */
static gboolean
has_input (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child)
        && ((gtk_widget_get_focusable (child) && !GTK_IS_LABEL (child)) || has_input (child)))
      return TRUE;
  return FALSE;
}

/* A row that only shows something (a banner, "Unknown — enter …") or a label: Tab must
 * pass it by. */
static gboolean
read_only (GtkWidget *focus)
{
  if (GTK_IS_LABEL (focus))
    return TRUE;
  /* The Dice Log's rolls are records read with the arrows, one Tab stop for the list. */
  if (GTK_IS_LIST_BOX_ROW (focus))
    return !gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (focus))
           && !bth_focus_reach_is_records (gtk_widget_get_parent (focus))
           && !ADW_IS_ENTRY_ROW (focus) && !ADW_IS_COMBO_ROW (focus) && !has_input (focus);
  /* A cell of a flow box that only lays out (Battle's two forces side by side). */
  if (GTK_IS_FLOW_BOX_CHILD (focus))
    return gtk_flow_box_get_selection_mode (GTK_FLOW_BOX (gtk_widget_get_parent (focus))) == GTK_SELECTION_NONE;
  return FALSE;
}

/* ---- one Tab, lean: hundreds of them walk the pages ---------------------------------- */

/* Tabs are sent in bursts (one xdotool a burst, its keys a few milliseconds apart) and
 * each focus they move is checked as it moves, before the next key is read: hundreds of
 * Tabs walk the pages, and starting a program for each would take minutes. */
#define BURST 24

static void
on_xdotool_exited (GPid pid, int status, gpointer data)
{
  g_autoptr(GError) error = NULL;

  if (!g_spawn_check_wait_status (status, &error))
    g_error ("xdotool: %s", error->message);
  g_spawn_close_pid (pid);
  *(gboolean *) data = TRUE;
}

/* Presses Tab N times on the X display (real keys) while the main loop runs, then lets GTK
 * handle what is left of them. */
static void
press_tabs (guint n)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  gboolean exited = FALSE;
  GPid pid;

  g_ptr_array_add (argv, (char *) "xdotool");
  g_ptr_array_add (argv, (char *) "key");
  g_ptr_array_add (argv, (char *) "--delay");
  g_ptr_array_add (argv, (char *) "15");
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (argv, (char *) "Tab");
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_async (NULL, (char **) argv->pdata, NULL,
                      G_SPAWN_SEARCH_PATH | G_SPAWN_LEAVE_DESCRIPTORS_OPEN | G_SPAWN_DO_NOT_REAP_CHILD
                      | G_SPAWN_STDOUT_TO_DEV_NULL,
                      NULL, NULL, &pid, &error))
    g_error ("xdotool: %s", error->message);
  g_child_watch_add (pid, on_xdotool_exited, &exited);
  while (!exited)
    g_main_context_iteration (NULL, TRUE);
  /* The X server has every key; GTK reads the last ones now. */
  bth_ui_settle ();
}

/* Whether WIDGET lies wholly inside the part of every scrolled window around it that the
 * scrolled window shows: its place in the scrolled content against the adjustments, which
 * is what the next frame draws (no frame is waited for: hundreds of Tabs walk the pages). */
static gboolean
in_view (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (!gtk_widget_get_mapped (widget) || parent == NULL)
    return FALSE;
  /* A table's scrolled window takes the focus itself (its arrows scroll it): the page's
   * must show it. */
  for (GtkWidget *scroller = gtk_widget_get_ancestor (parent, GTK_TYPE_SCROLLED_WINDOW);
       scroller != NULL;
       scroller = gtk_widget_get_ancestor (gtk_widget_get_parent (scroller), GTK_TYPE_SCROLLED_WINDOW))
    {
      GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
      GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
      graphene_rect_t bounds;

      if (GTK_IS_VIEWPORT (content))
        content = gtk_viewport_get_child (GTK_VIEWPORT (content));
      if (content == NULL || !gtk_widget_compute_bounds (widget, content, &bounds))
        return FALSE;
      double value = gtk_adjustment_get_value (v), page = gtk_adjustment_get_page_size (v);
      /* Scrolled to its end, a page whose last row just grew is shown whole once laid
       * out again, at the next frame (the content's height lags by a few pixels). */
      gboolean at_end = value + page >= gtk_adjustment_get_upper (v) - 0.5;

      if (bounds.origin.y < value - 0.5
          || (!at_end && bounds.origin.y + bounds.size.height > value + page + 0.5)
          || (at_end && bounds.origin.y > value + page - 12)
          || bounds.origin.x < gtk_adjustment_get_value (h) - 0.5
          || bounds.origin.x + bounds.size.width > gtk_adjustment_get_value (h) + gtk_adjustment_get_page_size (h) + 0.5)
        return FALSE;
    }
  return TRUE;
}

/* The walk of one page: each focus the Tabs move to is checked as it moves. */
static struct {
  GtkWidget  *page;
  const char *name;
  GHashTable *seen;
  GString    *failures;
  guint       stops;
  gboolean    done;     /* the focus left the page, or came back to where it was */
  GtkWidget  *last;     /* the focus checked last */
  GPtrArray  *order;    /* the Tab stops, in order */
} walk;

static void
check_focus (void)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (bth_ui_window ()));

  /* A read-only row skipped while its own change was being told: told once. */
  if (walk.done || walk.page == NULL || focus == walk.last)
    return;
  walk.last = focus;
  if (focus == NULL || !gtk_widget_is_ancestor (focus, walk.page) || g_hash_table_contains (walk.seen, focus))
    {
      g_autofree char *what = focus != NULL ? describe (focus) : g_strdup ("nothing");

      g_test_message ("%s: the walk ends on %s%s", walk.name, what,
                      focus != NULL && g_hash_table_contains (walk.seen, focus) ? ", seen before" : "");
      walk.done = TRUE;
      return;
    }
  g_hash_table_add (walk.seen, focus);
  g_ptr_array_add (walk.order, focus);
  walk.stops++;
  if (read_only (focus))
    {
      g_autofree char *what = describe (focus);
      g_string_append_printf (walk.failures, "\n  %s: a read-only %s takes the focus", walk.name, what);
    }
  else if (!in_view (focus))
    {
      g_autofree char *what = describe (focus);
      GtkWidget *scroller = gtk_widget_get_ancestor (gtk_widget_get_parent (focus), GTK_TYPE_SCROLLED_WINDOW);
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, 0, 0);

      if (scroller != NULL && !gtk_widget_compute_bounds (focus, scroller, &bounds))
        bounds = GRAPHENE_RECT_INIT (0, 0, 0, 0);
      if (scroller != NULL)
        {
          GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
          GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
          graphene_rect_t in_content = GRAPHENE_RECT_INIT (0, 0, 0, 0);

          if (GTK_IS_VIEWPORT (content))
            content = gtk_viewport_get_child (GTK_VIEWPORT (content));
          if (content != NULL && !gtk_widget_compute_bounds (focus, content, &in_content))
            in_content = GRAPHENE_RECT_INIT (0, 0, 0, 0);
          g_test_message ("%s: out of view: %.0f … %.0f in the content, shown %.0f … %.0f of %.0f", walk.name,
                          in_content.origin.y, in_content.origin.y + in_content.size.height,
                          gtk_adjustment_get_value (v), gtk_adjustment_get_value (v) + gtk_adjustment_get_page_size (v),
                          gtk_adjustment_get_upper (v));
        }
      g_string_append_printf (walk.failures, "\n  %s: %s has the focus out of view (at %.0f,%.0f, %.0f×%.0f in %d×%d)",
                              walk.name, what, bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
                              scroller != NULL ? gtk_widget_get_width (scroller) : 0,
                              scroller != NULL ? gtk_widget_get_height (scroller) : 0);
    }
}

/* The Tab stop inside the widget ID of PAGE, counted from 0; -1 when Tab never reached it. */
static int
stop_of (GtkWidget *page, GPtrArray *order, const char *id)
{
  GtkWidget *widget = bth_ui_find (page, id);

  for (guint i = 0; i < order->len; i++)
    if (g_ptr_array_index (order, i) == widget || gtk_widget_is_ancestor (g_ptr_array_index (order, i), widget))
      return (int) i;
  return -1;
}

/* After a roll, Battle's round controls follow the result in the Tab order: the dice, the
 * P.3 loss checklists with their Suggest, Withdraw, Commit, Next Round, End of Combat
 * Phase. */
static void
check_battle_order (GtkWidget *page, GPtrArray *order, GString *failures)
{
  const char *ids[] = { "typed_dice", "attacker-losses-suggest", "attacker-losses-unit-0",
                        "defender-losses-suggest", "defender-losses-unit-0", "withdraw_button",
                        "commit_button", "next_round_button", "end_phase_button" };
  int previous = -1;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      int stop = stop_of (page, order, ids[i]);

      if (stop < 0)
        g_string_append_printf (failures, "\n  battle: Tab never reaches %s", ids[i]);
      else if (stop <= previous)
        g_string_append_printf (failures, "\n  battle: %s comes before %s in the Tab order", ids[i], ids[i - 1]);
      else
        previous = stop;
    }
  g_test_message ("battle: %d Tabs from the dice to Next Round",
                  stop_of (page, order, "next_round_button") - stop_of (page, order, "typed_dice"));
}

/* Tabs through the page NAME from where the window starts it to its last control. */
static guint
walk_page (const char *name,
           GString    *failures)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  GtkWidget *page;
  guint before;

  page = bth_ui_show_page (name);
  /* From the page's first input, wherever the focus was left. */
  bth_page_focus_start (BTH_PAGE (page));
  bth_ui_settle ();
  walk.page = page;
  walk.name = name;
  walk.seen = seen;
  walk.order = order;
  walk.failures = failures;
  walk.stops = 0;
  walk.done = FALSE;
  walk.last = NULL;
  /* The X keyboard focus on the window (xdotool windowfocus), once per page. */
  bth_ui_keys ("");
  check_focus ();
  while (!walk.done && walk.stops < MAX_TABS)
    {
      before = walk.stops;
      press_tabs (BURST);
      if (walk.stops == before)
        {
          GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (bth_ui_window ()));
          g_autofree char *what = focus != NULL ? describe (focus) : g_strdup ("nothing");

          g_test_message ("%s: Tab moves the focus no more, from %s", name, what);
          break;
        }
    }
  if (g_str_equal (name, "battle"))
    check_battle_order (page, order, failures);
  walk.seen = NULL;
  walk.order = NULL;
  walk.page = NULL;
  return walk.stops;
}

/* Every page the sidebar shows, in its order. */
static void
walk_sidebar (GString *failures)
{
  BthWindow *window = bth_ui_window ();
  GtkListBox *sidebar = GTK_LIST_BOX (bth_ui_find (GTK_WIDGET (window), "sidebar_list"));
  guint n_pages;
  const BthPageInfo *pages = bth_page_registry_get (&n_pages);

  for (guint i = 0; i < n_pages; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (sidebar, (int) i);

      if (row != NULL && gtk_widget_get_visible (GTK_WIDGET (row)))
        {
          gint64 t0 = g_get_monotonic_time ();
          guint n = walk_page (pages[i].name, failures);
          g_test_message ("%s: %u Tab stops, %.1f s", pages[i].name, n, (g_get_monotonic_time () - t0) / 1e6);
        }
    }
}

/* War and Peace's Battle after O.3's roll: the result, the P.3 loss checklist, Suggest,
 * Withdraw, Commit, Next Round and End of Combat Phase are shown, below the fold. */
static void
roll_o3 (void)
{
  GtkWidget *page = bth_ui_enter_o3_example ();

  bth_ui_set_text (page, "typed_dice", "4 4");
  bth_ui_press_enter (page, "typed_dice");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "losses_group")));
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "rounds_group")));
}

static void
test_focus_walk (void)
{
  g_autoptr(GString) failures = g_string_new (NULL);

  if (g_strcmp0 (g_getenv ("BTH_UI_SIZE"), "360x760") == 0)
    {
      g_test_skip ("the walk runs at 1280x800");
      return;
    }
  bth_ui_apply_requested_size ();
  roll_o3 ();
  g_signal_connect (bth_ui_window (), "notify::focus-widget", G_CALLBACK (check_focus), NULL);
  walk_sidebar (failures);
  bth_ui_new_game ("la-grande-armee");
  g_assert_cmpstr (bth_window_get_game_module (bth_ui_window ())->id, ==, "la-grande-armee");
  walk_sidebar (failures);
  if (failures->len > 0)
    g_error ("controls out of reach:%s", failures->str);
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  /* Scenario X is started by the first and walked by the second. */
  g_test_add_func ("/ui/focus/new-game-by-keys", test_new_game_by_keys);
  g_test_add_func ("/ui/focus/forced-march-add-group", test_forced_march_add_group);
  g_test_add_func ("/ui/focus/walk", test_focus_walk);
  return bth_ui_test_run ();
}
