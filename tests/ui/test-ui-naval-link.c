/* test-ui-naval-link.c — the game's fleets and the naval tools (issue 6), through the
 * widgets:
 *
 *   1. Battle Between Fleets with a laden transport lost: an English fleet of one squadron
 *      and two transports carrying three English infantry SP and the London leader meets a
 *      French squadron in the North Sea. After the die the players say one English
 *      transport was sunk (X.F.7.e); the "cargo lost" row shows the default (the transport
 *      left carries two SP, so one SP is lost, X.F.3.d, X.F.3.h); they choose to lose two
 *      instead and record. The fleet keeps one transport and one SP, England's Force Pool
 *      gains two infantry SP (X.J.1.e), and the window's undo takes it all back.
 *   2. Naval Checks preset from that fleet, its squadron gone (unescorted): the Transport check shows its transports and
 *      cargo, Interception its sea zone (the North Sea), at sea and Nelson. The attacked
 *      transport's die 3 (a K on the Transport row, 004:102) is recorded in the game for
 *      one transport: the fleet keeps one and two SP, the third to the Force Pool, as one
 *      undo step; the die 5 (an E) with a friendly port named moves the fleet there.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"

#include "bth-force-pools.h"
#include "bth-game-fleet-cargo.h"
#include "bth-game-fleets.h"
#include "bth-game-naval-battle.h"
#include "bth-navies-page.h"

static BthSession *
session (void)
{
  return bth_window_get_session (bth_ui_window ());
}

static BthGame *
game (void)
{
  return bth_session_get_game (session ());
}

static const BthGameFleet *
fleet (const char *id)
{
  return bth_game_state_find_fleet (bth_game_get_state (game ()), id);
}

static int
cargo_sp (const char *id, const char *kind)
{
  const BthGameFleet *g = fleet (id);

  return g != NULL && g->cargo != NULL ? bth_unit_counts_sp (g->cargo->units, "england", kind) : 0;
}

static int
pool_sp (void)
{
  return bth_force_pools_sp (bth_game_state_get_force_pools (bth_game_get_state (game ())), "england",
                             BTH_BOX_FORCE_POOL, "england", "I");
}

static int
spin (GtkWidget *root, const char *id)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (root, id)));
}

/* Enter in the typed die's entry row, as the player's keyboard sends it (a real key event). */
static void
press_enter (GtkWidget *root, const char *id)
{
  bth_ui_press_enter (root, id);
}

static GtkWidget *
find_toplevel (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (g_strcmp0 (gtk_widget_get_name (window), name) == 0 && gtk_widget_get_visible (window))
        return window;
    }
  return NULL;
}

static char *
add (const char *nation, int squadrons, int transports, gboolean nelson, BthNavalPlace place, const char *where)
{
  g_autoptr(GError) error = NULL;
  BthFleet f = { 0 };
  char *id = NULL;

  f.nation = (char *) nation;
  f.squadrons = squadrons;
  f.transports = transports;
  f.nelson = nelson;
  f.location.place = place;
  if (place == BTH_NAVAL_PORT)
    f.location.port = (char *) where;
  else
    f.location.sea_zone = (char *) where;
  g_assert_true (bth_game_fleet_add (game (), &f, &id, &error));
  g_assert_no_error (error);
  return id;
}

/* English fleet (SQUADRONS, two transports, Nelson) laden at London with three English
 * infantry SP and the London leader, then at sea in the North Sea. */
static char *
laden_english (int squadrons)
{
  g_autoptr(GError) error = NULL;
  char *id = add ("england", squadrons, 2, TRUE, BTH_NAVAL_PORT, "London");
  const BthGameState *s = bth_game_get_state (game ());   /* after the action: a new state */
  const BthStackState *london = NULL;
  g_autoptr(GArray) units = bth_unit_counts_new ();
  BthUnitCount u = { g_strdup ("england"), g_strdup ("I"), 3 };
  const char *leaders[2] = { NULL, NULL };
  BthNavalLocation sea = { BTH_NAVAL_AT_SEA, (char *) "North Sea", NULL, NULL };

  for (guint i = 0; i < s->stacks->len && london == NULL; i++)
    {
      const BthStackState *st = g_ptr_array_index (s->stacks, i);
      if (g_strcmp0 (st->location, "London") == 0 && bth_unit_counts_sp (st->units, "england", NULL) > 0)
        london = st;
    }
  g_assert_nonnull (london);
  leaders[0] = g_ptr_array_index (london->leaders, 0);
  g_array_append_val (units, u);
  {
    BthCargoLoad load = { units, leaders, 0, 0 };
    g_assert_true (bth_game_fleet_embark (game (), id, london->id, &load, &error));
    g_assert_no_error (error);
  }
  g_assert_true (bth_game_fleet_move (game (), id, &sea, &error));
  g_assert_no_error (error);
  return id;
}

static char *
test_battle_transport_lost (void)
{
  GtkWidget *window = GTK_WIDGET (bth_ui_window ());
  GtkWidget *page;
  g_autofree char *french = NULL, *item = NULL, *undo = NULL;
  char *english;
  int pool;
  guint events;

  page = bth_ui_show_page ("navies");
  english = laden_english (1);
  french = add ("france", 1, 0, FALSE, BTH_NAVAL_AT_SEA, "North Sea");
  bth_ui_settle ();
  pool = pool_sp ();
  g_assert_cmpint (cargo_sp (english, "I"), ==, 3);

  item = g_strdup_printf ("%s: England · 1 squadron, 2 transports · North Sea (at sea)", english);
  bth_ui_select (page, "navies-battle-first-fleet", item);
  g_free (item);
  item = g_strdup_printf ("%s: France · 1 squadron, 0 transports · North Sea (at sea)", french);
  bth_ui_select (page, "navies-battle-second-fleet", item);
  bth_ui_click (page, "navies-battle-fight");
  g_assert_false (gtk_widget_has_css_class (bth_ui_find (page, "navies-battle-status"), "error"));
  /* The transports-lost rows for the fleets: the French fleet has none to lose. */
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "navies-battle-transports")));
  g_assert_true (gtk_widget_get_sensitive (bth_ui_find (page, "navies-battle-first-transports-sunk")));
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (page, "navies-battle-second-transports-sunk")));
  /* Nothing lost yet: the default loses nothing. */
  g_assert_nonnull (strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (bth_ui_find (page, "navies-battle-first-cargo"))),
                            "By default: nothing"));

  /* The die (1), then one English transport sunk: two SP fit on the one left (X.F.3.d). */
  bth_ui_set_text (page, "navies-die", "1");
  bth_ui_press_enter (page, "navies-die");
  g_assert_true (gtk_widget_get_sensitive (bth_ui_find (page, "navies-battle-record")));
  bth_ui_set_value (page, "navies-battle-first-transports-sunk", 1);
  g_assert_nonnull (strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (bth_ui_find (page, "navies-battle-first-cargo"))),
                            "By default: 1 England infantry SP"));
  g_assert_cmpint (spin (page, "navies-battle-first-cargo-unit-0"), ==, 1);
  /* The leader stays aboard while a naval unit is left (docs/readings.md). */
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "navies-battle-first-cargo-leader-0"))));
  /* The leader aboard is named as on his counter, not by his id. */
  {
    GtkWidget *row = gtk_widget_get_ancestor (bth_ui_find (page, "navies-battle-first-cargo-leader-0"),
                                              ADW_TYPE_ACTION_ROW);
    const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
    g_assert_null (strstr (title, "england-leader"));
    g_assert_true (g_str_has_suffix (title, " lost"));
  }
  /* The players' choice: two SP lost. */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, "navies-battle-first-cargo")), TRUE);
  bth_ui_set_value (page, "navies-battle-first-cargo-unit-0", 2);
  bth_ui_scroll_to (page, "navies-battle-transports");
  bth_ui_assert_fits_width (360);
  bth_ui_snap ("naval-link-battle-transports");

  events = bth_game_get_events (game ())->len;
  bth_ui_click (page, "navies-battle-record");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "navies-battle-record-status"), "recorded in the game's log"));
  g_assert_cmpuint (bth_game_get_events (game ())->len, >, events);
  g_assert_cmpint (fleet (english)->fleet.transports, ==, 1);
  g_assert_cmpint (cargo_sp (english, "I"), ==, 1);
  g_assert_cmpint (pool_sp (), ==, pool + 2);
  undo = bth_game_describe_undo (game ());
  g_assert_cmpstr (undo, ==, "Naval battle at North Sea (at sea)");
  bth_ui_scroll_to (page, "navies-fleets");
  bth_ui_snap ("naval-link-battle-recorded");

  /* One undo takes the battle, its transport and its cargo back. */
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpint (fleet (english)->fleet.transports, ==, 2);
  g_assert_cmpint (cargo_sp (english, "I"), ==, 3);
  g_assert_cmpint (pool_sp (), ==, pool);
  return english;
}

static void
test_checks_from_fleet (const char *english)
{
  GtkWidget *window = GTK_WIDGET (bth_ui_window ());
  GtkWidget *page = bth_ui_show_page ("navies");
  GtkWidget *dialog;
  g_autoptr(GError) error = NULL;
  g_autofree char *item = NULL, *undo = NULL;
  int pool;

  /* The English squadron leaves (a later battle): the laden transports are unescorted. */
  g_assert_true (bth_game_fleet_set_counts (game (), english, 0, 2, 0, NULL, &error));
  g_assert_no_error (error);
  bth_ui_settle ();
  pool = pool_sp ();
  g_assert_true (gtk_widget_activate (bth_ui_find (page, "navies-checks")));
  bth_ui_settle ();
  dialog = find_toplevel ("naval-checks-window");
  g_assert_nonnull (dialog);
  /* Before any preset, nothing to record in the game. */
  g_assert_false (gtk_widget_get_visible (bth_ui_find (dialog, "naval-checks-transport-record")));

  item = g_strdup_printf ("%s: England · 0 squadrons, 2 transports · North Sea (at sea)", english);
  bth_ui_select (dialog, "naval-checks-fleet", item);
  bth_ui_click (dialog, "naval-checks-fleet-preset");
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "naval-checks-fleet-status"), english));
  g_assert_cmpint (spin (dialog, "naval-checks-transport-transports"), ==, 2);
  g_assert_cmpint (spin (dialog, "naval-checks-transport-squadrons"), ==, 0);
  g_assert_cmpint (spin (dialog, "naval-checks-transport-infantry"), ==, 3);
  g_assert_cmpint (spin (dialog, "naval-checks-transport-leaders"), ==, 1);
  g_assert_cmpint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (dialog, "naval-checks-transport-nation"))), ==, 0);
  {
    GtkWidget *combo = bth_ui_find (dialog, "naval-checks-intercept-zone");
    g_autoptr(GObject) zone = g_list_model_get_item (adw_combo_row_get_model (ADW_COMBO_ROW (combo)),
                                                     adw_combo_row_get_selected (ADW_COMBO_ROW (combo)));
    g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (zone)), ==, "North Sea");
  }
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (dialog, "naval-checks-intercept-at-sea"))));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (dialog, "naval-checks-intercept-nelson"))));
  bth_ui_scroll_to (dialog, "naval-checks-fleet-group");
  bth_ui_assert_window_fits_width (GTK_WINDOW (dialog), 360);
  bth_ui_snap_window (GTK_WINDOW (dialog), "naval-link-checks-preset");

  /* The attacked transport: a 3 is a K on the Transport row (004:102, no modifier). */
  g_assert_true (gtk_widget_get_visible (bth_ui_find (dialog, "naval-checks-transport-record")));
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (dialog, "naval-checks-transport-record")));
  bth_ui_set_text (dialog, "naval-checks-transport-attack-die", "3");
  press_enter (dialog, "naval-checks-transport-attack-die");
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-transport-attack-verdict"), ==, "K — Sunk");
  g_assert_true (gtk_widget_get_sensitive (bth_ui_find (dialog, "naval-checks-transport-record")));
  bth_ui_set_value (dialog, "naval-checks-transport-record-count", 1);
  bth_ui_scroll_to (dialog, "naval-checks-transport-record-group");
  bth_ui_snap_window (GTK_WINDOW (dialog), "naval-link-checks-record");
  bth_ui_click (dialog, "naval-checks-transport-record");
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "naval-checks-transport-record-status"),
                            "recorded in the game's log"));
  g_assert_cmpint (fleet (english)->fleet.transports, ==, 1);
  g_assert_cmpint (cargo_sp (english, "I"), ==, 2);
  g_assert_cmpint (pool_sp (), ==, pool + 1);
  undo = bth_game_describe_undo (game ());
  {
    g_autofree char *expected = g_strconcat ("Transport attacked: ", english, NULL);
    g_assert_cmpstr (undo, ==, expected);
  }
  /* Recorded once: the result is gone. */
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (dialog, "naval-checks-transport-record")));

  /* The game's undo takes it back in one step. */
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpint (fleet (english)->fleet.transports, ==, 2);
  g_assert_cmpint (cargo_sp (english, "I"), ==, 3);
  g_assert_cmpint (pool_sp (), ==, pool);

  /* A 5 is an E: with a friendly port in the zone the whole fleet escapes there. */
  bth_ui_set_text (dialog, "naval-checks-transport-attack-die", "5");
  press_enter (dialog, "naval-checks-transport-attack-die");
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-transport-attack-verdict"), ==, "E — Transport escapes");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (dialog, "naval-checks-transport-record-port")));
  bth_ui_set_value (dialog, "naval-checks-transport-record-count", 2);
  /* No port named: refused, with the reason. */
  bth_ui_click (dialog, "naval-checks-transport-record");
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "naval-checks-transport-record-status"), "name it"));
  bth_ui_set_text (dialog, "naval-checks-transport-record-port", "Plymouth");
  bth_ui_click (dialog, "naval-checks-transport-record");
  g_assert_cmpint (fleet (english)->fleet.location.place, ==, BTH_NAVAL_PORT);
  g_assert_cmpstr (fleet (english)->fleet.location.port, ==, "Plymouth");
  g_assert_cmpint (cargo_sp (english, "I"), ==, 3);
  gtk_window_close (GTK_WINDOW (dialog));
  bth_ui_settle ();
}

static void
test_naval_link (void)
{
  GtkWidget *page = bth_ui_show_page ("game");
  g_autofree char *english = NULL;

  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();
  g_assert_nonnull (game ());
  english = test_battle_transport_lost ();
  test_checks_from_fleet (english);
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/naval-link/battle-and-checks", test_naval_link);
  return bth_ui_test_run ();
}
