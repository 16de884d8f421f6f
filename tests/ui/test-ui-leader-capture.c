/* test-ui-leader-capture.c — P.10 on the Leaders page and a captured leader's release to a
 * new stack (issue 6).
 *
 * P.10 (000:533; Question Box 000:3194): "If the leader's force was eliminated inside a
 * city, the leader is eliminated (the leader is considered captured by the opposing player
 * in the grand campaign scenario). Captured leaders may be exchanged for other captured
 * leaders, or by any agreement". R.2 (000:573) places a returning leader with a stack of his
 * colour or, as the players choose, a new stack at a place they name.
 *
 * Austerlitz (the first launch's game, no Prisoners boxes): Ferdinand's stack, inside the
 * city, loses all its units (as Record in Game writes them): the Leaders page offers
 * "Eliminated…"; he leaves the map "Eliminated inside a city (P.10)"; Ctrl+Z restores.
 *
 * Grand Campaign: an Austrian (anti-French) leader's stack inside a city loses its units:
 * "Captured…" offers the pro-French states with a Prisoners box only; France captures him;
 * the Force Pools page shows him in France's Prisoners box; released by agreement to a new
 * stack at Vienna (typed; an empty or unreadable place is refused in the group); Ctrl+Z
 * puts him back in the box, Ctrl+Z again back in his emptied stack.
 *
 * THE CARD IS TEST DATA typed as a group would type its own printed card
 * (bth-ui-players-card.c, as test-ui-campaign-phases.c uses), not the card's real contents.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"
#include "bth-ui-players-card.h"

#include "bth-campaign-game.h"
#include "bth-campaign-options.h"
#include "bth-leader-capture.h"
#include "bth-force-pools.h"

/* ---- helpers --------------------------------------------------------------------------- */

static BthGame *
game (void)
{
  return bth_session_get_game (bth_window_get_session (bth_ui_window ()));
}

static void
undo (void)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  bth_ui_settle ();
}

static void
wait_for_game_and_map (void)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while ((bth_session_get_game (session) == NULL || bth_session_get_map (session) == NULL) &&
         g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (bth_session_get_game (session));
  g_assert_nonnull (bth_session_get_map (session));
  bth_ui_settle ();
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

static void
respond (AdwMessageDialog *dialog, const char *response)
{
  adw_message_dialog_response (dialog, response);
  bth_ui_settle ();
}

/* The items of a GtkDropDown of strings, joined by "|". */
static char *
dropdown_items (GtkWidget *root, const char *id)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (bth_ui_find (root, id)));
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);
      g_string_append_printf (out, "%s%s", i > 0 ? "|" : "", gtk_string_object_get_string (item));
    }
  return g_string_free (out, FALSE);
}

/* The Leaders page with STACK's rows open, its inside-the-city switch set through the page. */
static GtkWidget *
leaders_page_inside (const char *stack)
{
  GtkWidget *page = bth_ui_show_page ("leaders");
  g_autofree char *name = g_strdup_printf ("stack-%s", stack);
  g_autofree char *inside = g_strdup_printf ("stack-%s-inside-city", stack);

  bth_ui_settle ();
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, name)), TRUE);
  bth_ui_settle ();
  bth_ui_set_active (page, inside, TRUE);
  bth_ui_settle ();
  g_assert_true (bth_game_state_find_stack (bth_game_get_state (game ()), stack)->inside_city);
  return page;
}

/* Every unit of STACK eliminated, as the Battle page's Record in Game writes a battle. */
static void
eliminate_all (const char *stack)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) units = g_array_copy (bth_game_state_find_stack (bth_game_get_state (game ()), stack)->units);

  g_assert_true (bth_game_eliminate_units (game (), stack, units, "combat", &error));
  g_assert_no_error (error);
  bth_ui_settle ();
}

static const char *
subtitle (GtkWidget *page, const char *id)
{
  bth_ui_settle ();
  return adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (bth_ui_find (page, id)));
}

/* ---- outside the Grand Campaign ------------------------------------------------------- */

static void
test_eliminated_outside_campaign (void)
{
  g_autofree char *stack = NULL, *stack_row = NULL;
  const BthLeaderState *ferdinand;
  AdwMessageDialog *dialog;
  GtkWidget *page;

  wait_for_game_and_map ();
  g_assert_null (bth_game_state_get_force_pools (bth_game_get_state (game ())));
  ferdinand = bth_game_state_find_leader (bth_game_get_state (game ()), "ferdinand");
  g_assert_nonnull (ferdinand);
  stack = g_strdup (ferdinand->stack);
  stack_row = g_strdup_printf ("stack-%s", stack);

  /* Inside the city with his units: nothing offered. */
  page = leaders_page_inside (stack);
  g_assert_null (bth_ui_try_find (page, "leader-ferdinand-capture-row"));
  eliminate_all (stack);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, stack_row)), TRUE);
  bth_ui_settle ();
  g_assert_nonnull (strstr (subtitle (page, stack_row), "P.10"));
  /* No Prisoners boxes: eliminated, not captured. */
  g_assert_null (bth_ui_try_find (page, "leader-ferdinand-capture"));
  bth_ui_scroll_to (page, stack_row);
  bth_ui_assert_fits_width (360);
  bth_ui_snap ("leader-eliminated-in-city");
  bth_ui_click (page, "leader-ferdinand-eliminate");
  dialog = find_dialog ("leader-eliminate-dialog");
  bth_ui_assert_window_fits_width (GTK_WINDOW (dialog), 360);
  bth_ui_snap_window (GTK_WINDOW (dialog), "leader-eliminate-dialog");
  respond (dialog, "eliminate");
  ferdinand = bth_game_state_find_leader (bth_game_get_state (game ()), "ferdinand");
  g_assert_cmpint (ferdinand->status, ==, BTH_LEADER_STATUS_KILLED);

  /* The Leader Display says why he is off the map. */
  g_assert_cmpstr (bth_ui_get_text (page, "off-map-ferdinand"), ==, "Eliminated inside a city (P.10)");

  /* Ctrl+Z: back with his emptied force, offered again. */
  undo ();
  ferdinand = bth_game_state_find_leader (bth_game_get_state (game ()), "ferdinand");
  g_assert_cmpint (ferdinand->status, ==, BTH_LEADER_STATUS_ON_MAP);
  g_assert_cmpstr (ferdinand->stack, ==, stack);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, stack_row)), TRUE);
  bth_ui_settle ();
  g_assert_nonnull (bth_ui_find (page, "leader-ferdinand-eliminate"));
}

/* ---- the Grand Campaign ----------------------------------------------------------------- */

/* A named Austrian leader on the map, alone in his stack's leaders or first of them. */
static const BthLeaderState *
austrian_leader (void)
{
  const BthGameState *s = bth_game_get_state (game ());

  for (guint i = 0; i < s->leaders->len; i++)
    {
      const BthLeaderState *l = g_ptr_array_index (s->leaders, i);
      if (g_str_equal (l->power, "austria") && l->status == BTH_LEADER_STATUS_ON_MAP && l->stack != NULL && l->named)
        return l;
    }
  g_assert_not_reached ();
}

static void
test_captured_in_campaign (void)
{
  g_autofree char *leader = NULL, *name = NULL, *stack = NULL, *stack_row = NULL, *side = NULL;
  g_autofree char *capture = NULL, *release = NULL, *location = NULL, *location_row = NULL, *items = NULL;
  const BthLeaderState *back;
  AdwMessageDialog *dialog;
  GtkWidget *page, *pools;

  bth_ui_start_grand_campaign ();
  wait_for_game_and_map ();
  leader = g_strdup (austrian_leader ()->id);
  name = g_strdup (austrian_leader ()->name);
  stack = g_strdup (austrian_leader ()->stack);
  side = g_strdup (austrian_leader ()->side);
  stack_row = g_strdup_printf ("stack-%s", stack);
  capture = g_strdup_printf ("leader-%s-capture", leader);
  release = g_strdup_printf ("pools-release-%s", leader);
  location = g_strdup_printf ("pools-release-%s-location", leader);
  location_row = g_strdup_printf ("pools-release-%s-location-row", leader);

  page = leaders_page_inside (stack);
  g_assert_null (bth_ui_try_find (page, capture));
  eliminate_all (stack);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, stack_row)), TRUE);
  bth_ui_settle ();
  g_assert_nonnull (strstr (subtitle (page, stack_row), "P.10"));
  bth_ui_scroll_to (page, stack_row);
  bth_ui_assert_fits_width (360);
  bth_ui_snap ("leader-captured-in-city");

  /* The captor: a pro-French state with a Prisoners box, never his own faction's. */
  bth_ui_click (page, capture);
  dialog = find_dialog ("leader-capture-dialog");
  items = dropdown_items (GTK_WIDGET (dialog), "leader-capture-captor");
  g_assert_nonnull (strstr (items, "France"));
  g_assert_null (strstr (items, "Austria"));
  g_assert_null (strstr (items, "England"));
  g_assert_null (strstr (items, "Russia"));
  bth_ui_select (GTK_WIDGET (dialog), "leader-capture-captor", "France");
  bth_ui_assert_window_fits_width (GTK_WINDOW (dialog), 360);
  bth_ui_snap_window (GTK_WINDOW (dialog), "leader-capture-dialog");
  respond (dialog, "capture");
  g_assert_cmpstr (bth_game_leader_captor (game (), leader), ==, "france");
  g_assert_null (bth_game_state_find_leader (bth_game_get_state (game ()), leader));
  g_assert_null (bth_ui_try_find (page, capture));

  /* Read back from the Force Pools page: in France's Prisoners box. */
  pools = bth_ui_show_page ("force-pools");
  bth_ui_settle ();
  g_assert_nonnull (strstr (bth_ui_get_text (pools, "pool-france-prisoners"), name));

  /* Released, by agreement, to a new stack at a place typed; the place is asked only then. */
  g_assert_false (gtk_widget_get_visible (bth_ui_find (pools, location_row)));
  bth_ui_select (pools, release, "To a new stack: type the place");
  bth_ui_settle ();
  g_assert_true (gtk_widget_get_visible (bth_ui_find (pools, location_row)));
  bth_ui_set_active (pools, "pools-release-agreement", TRUE);
  bth_ui_click (pools, "pools-release");
  bth_ui_settle ();
  g_assert_nonnull (strstr (bth_ui_get_text (pools, "pools-leaders-error"), "Type the place"));
  bth_ui_set_text (pools, location, "Q99(7)x");
  bth_ui_click (pools, "pools-release");
  bth_ui_settle ();
  g_assert_nonnull (strstr (bth_ui_get_text (pools, "pools-leaders-error"), "not a hex or city"));
  g_assert_cmpstr (bth_game_leader_captor (game (), leader), ==, "france");
  bth_ui_set_text (pools, location, "Vienna");
  g_assert_false (gtk_widget_get_visible (bth_ui_find (pools, "pools-leaders-error")));   /* about the old text */
  g_assert_nonnull (strstr (bth_ui_get_text (pools, location_row), "city"));   /* read as on the Leaders page */
  bth_ui_scroll_to (pools, "pools-leaders");
  bth_ui_assert_fits_width (360);
  bth_ui_snap ("leader-release-new-stack");
  bth_ui_click (pools, "pools-release");
  bth_ui_settle ();
  g_assert_null (bth_game_leader_captor (game (), leader));
  back = bth_game_state_find_leader (bth_game_get_state (game ()), leader);
  g_assert_nonnull (back);
  g_assert_cmpstr (back->stack, !=, stack);
  g_assert_cmpstr (bth_game_state_find_stack (bth_game_get_state (game ()), back->stack)->location, ==, "Vienna");
  g_assert_cmpstr (back->side, ==, side);   /* his side's stack (R.2) */

  /* Ctrl+Z: back in France's box; again: back in his emptied stack, "Captured…" offered. */
  undo ();
  g_assert_cmpstr (bth_game_leader_captor (game (), leader), ==, "france");
  g_assert_nonnull (strstr (bth_ui_get_text (pools, "pool-france-prisoners"), name));
  undo ();
  g_assert_null (bth_game_leader_captor (game (), leader));
  g_assert_cmpstr (bth_game_state_find_leader (bth_game_get_state (game ()), leader)->stack, ==, stack);
  page = bth_ui_show_page ("leaders");
  bth_ui_settle ();
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, stack_row)), TRUE);
  bth_ui_settle ();
  g_assert_nonnull (bth_ui_find (page, capture));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/leader-capture/eliminated-outside-campaign", test_eliminated_outside_campaign);
  g_test_add_func ("/ui/leader-capture/captured-in-campaign", test_captured_in_campaign);
  return bth_ui_test_run ();
}
