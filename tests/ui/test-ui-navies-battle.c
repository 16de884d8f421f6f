/* test-ui-navies-battle.c — the Navies page's calculator preset from two of the game's
 * fleets and its result recorded back in the game (bth-navies-battle.h,
 * bth-game-naval-battle.h), through the widgets.
 *
 * A Grand Campaign game has an English fleet (6 squadrons, 1 of them damaged, 2 transports,
 * Nelson) and a French one (3 squadrons, 1 transport) at sea in the North Sea, and a
 * Spanish fleet in Cadiz. Picking the English and the Spanish fleets is refused under the
 * picker (not at one location, X.F.7.a) and leaves the calculator as it was. Picking the
 * English and the French fleets presets the calculator (nations, counts, Nelson, at sea,
 * an interception); the players switch Naval Prizes and Battle Damage on, type the die that
 * costs the French most (worked out with the core's table), and record: the Fleets group
 * shows the fleets' new numbers (the French squadrons lost, the English fleet towing the
 * captured ones as prizes, X.K.6), the undo step is "Naval battle at North Sea (at sea)",
 * and the window's undo (Ctrl+Z) brings both fleets back.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"

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

static void
start_campaign (void)
{
  GtkWidget *page = bth_ui_show_page ("game");

  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();
  g_assert_nonnull (game ());
}

static void
add (const char *nation, int squadrons, int transports, int damaged, gboolean nelson, BthNavalPlace place,
     const char *where)
{
  g_autoptr(GError) error = NULL;
  BthFleet f = { 0 };

  f.nation = (char *) nation;
  f.squadrons = squadrons;
  f.transports = transports;
  f.damaged = damaged;
  f.nelson = nelson;
  f.location.place = place;
  if (place == BTH_NAVAL_PORT)
    f.location.port = (char *) where;
  else
    f.location.sea_zone = (char *) where;
  g_assert_true (bth_game_fleet_add (game (), &f, NULL, &error));
  g_assert_no_error (error);
}

static int
spin (GtkWidget *page, const char *id)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (page, id)));
}

static const char *
subtitle (GtkWidget *page, const char *id)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, id)));
}

static const BthFleet *
fleet (const char *id)
{
  const BthGameFleet *g = bth_game_state_find_fleet (bth_game_get_state (game ()), id);

  return g != NULL ? &g->fleet : NULL;
}

static void
test_battle (void)
{
  GtkWidget *page;
  GtkWidget *window = GTK_WIDGET (bth_ui_window ());
  BthRuleset *rules;
  BthNavalBattle battle;
  g_autoptr(BthNavalCombatSetup) setup = NULL;
  g_autoptr(GError) error = NULL;
  BthNavalCombatOutcome o = { 0 };
  g_autofree char *english_before = NULL, *french_before = NULL, *undo = NULL, *die_text = NULL;
  g_autofree char *english_after = NULL, *french_after = NULL;
  guint rolls_before;
  int die = 0, best = -1, active;
  int french_left, english_damaged;

  start_campaign ();
  rules = bth_session_get_ruleset (session ());
  page = bth_ui_show_page ("navies");
  add ("england", 6, 2, 1, TRUE, BTH_NAVAL_AT_SEA, "North Sea");
  add ("france", 3, 1, 0, FALSE, BTH_NAVAL_AT_SEA, "North Sea");
  add ("spain", 2, 0, 0, FALSE, BTH_NAVAL_PORT, "Cadiz");
  bth_ui_settle ();
  english_before = g_strdup (subtitle (page, "navies-fleet-1"));
  french_before = g_strdup (subtitle (page, "navies-fleet-2"));
  g_assert_cmpstr (english_before, ==, "England · 6 squadrons (1 damaged), 2 transports, Nelson");
  g_assert_cmpstr (french_before, ==, "France · 3 squadrons, 1 transport");

  /* Not at one location: refused under the picker, the calculator untouched. */
  bth_ui_select (page, "navies-battle-first-fleet", "fleet-1: England · 6 squadrons, 2 transports · North Sea (at sea)");
  bth_ui_select (page, "navies-battle-second-fleet", "fleet-3: Spain · 2 squadrons, 0 transports · Cadiz (port)");
  bth_ui_click (page, "navies-battle-fight");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "navies-battle-status")));
  g_assert_true (gtk_widget_has_css_class (bth_ui_find (page, "navies-battle-status"), "error"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "navies-battle-status"),
                            "fleet-1 is at North Sea (at sea) but fleet-3 is at Cadiz (port)"));
  g_assert_cmpint (spin (page, "navies-first-squadrons"), ==, 1);
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "navies-battle-record-box")));
  bth_ui_scroll_to (page, "navies-battle-fleets");
  bth_ui_assert_fits_width (360);
  bth_ui_snap ("navies-battle-refused");

  /* The English and French fleets in the North Sea: the calculator is preset from them. */
  bth_ui_select (page, "navies-battle-second-fleet", "fleet-2: France · 3 squadrons, 1 transport · North Sea (at sea)");
  bth_ui_click (page, "navies-battle-fight");
  g_assert_false (gtk_widget_has_css_class (bth_ui_find (page, "navies-battle-status"), "error"));
  g_assert_cmpint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "navies-kind"))), ==,
                   BTH_NAVAL_BATTLE_INTERCEPTION);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "navies-at-sea"))));
  g_assert_cmpint (spin (page, "navies-first-squadrons"), ==, 6);
  g_assert_cmpint (spin (page, "navies-first-transports"), ==, 2);
  g_assert_cmpint (spin (page, "navies-first-damaged"), ==, 1);
  g_assert_cmpint (spin (page, "navies-first-prizes"), ==, 0);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "navies-first-nelson"))));
  g_assert_cmpint (spin (page, "navies-second-squadrons"), ==, 3);
  g_assert_cmpint (spin (page, "navies-second-transports"), ==, 1);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "navies-second-nelson"))));
  {
    GtkWidget *combo = bth_ui_find (page, "navies-second-nation");
    g_autoptr(GObject) item = g_list_model_get_item (adw_combo_row_get_model (ADW_COMBO_ROW (combo)),
                                                     adw_combo_row_get_selected (ADW_COMBO_ROW (combo)));
    g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (item)), ==, "France");
  }
  active = bth_game_naval_battle_active_side (bth_game_get_state (game ()), "fleet-1", "fleet-2");
  if (active >= 0)
    g_assert_cmpint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "navies-active"))), ==, active);
  /* No result yet: nothing to record. */
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "navies-battle-record-box")));
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (page, "navies-battle-record")));

  /* The players' options, then the die that costs the French most (the core's table). */
  bth_ui_set_active (page, "navies-prizes", TRUE);
  bth_ui_set_active (page, "navies-damage", TRUE);
  bth_naval_battle_init (&battle);
  g_assert_true (bth_game_naval_battle_preset (bth_game_get_state (game ()), "fleet-1", "fleet-2", NULL, &battle, &error));
  battle.active = adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "navies-active"))) == 0
                  ? BTH_NAVAL_SIDE_FIRST : BTH_NAVAL_SIDE_SECOND;
  battle.options.prizes = TRUE;
  battle.options.battle_damage = TRUE;
  setup = bth_naval_combat_setup (rules, &battle, &error);
  g_assert_no_error (error);
  for (int d = 1; d <= 6; d++)
    {
      BthNavalCombatOutcome t;
      bth_naval_combat_outcome_for_die (rules, &battle, setup, d, &t);
      if (t.captured[1] * 10 + t.sunk[1] > best)
        {
          best = t.captured[1] * 10 + t.sunk[1];
          die = d;
          o = t;
        }
    }
  g_assert_cmpint (best, >, 0);
  rolls_before = g_list_model_get_n_items (bth_session_get_rolls (session ()));
  die_text = g_strdup_printf ("%d", die);
  bth_ui_set_text (page, "navies-die", die_text);
  bth_ui_press_enter (page, "navies-die");
  g_assert_cmpuint (g_list_model_get_n_items (bth_session_get_rolls (session ())), ==, rolls_before + 1);
  g_assert_true (gtk_widget_get_sensitive (bth_ui_find (page, "navies-battle-record")));
  bth_ui_scroll_to (page, "navies-outcome");
  bth_ui_assert_fits_width (360);
  bth_ui_snap ("navies-battle-result");

  bth_ui_click (page, "navies-battle-record");
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (page, "navies-battle-record")));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "navies-battle-record-status"), "recorded in the game's log"));
  french_left = 3 - o.sunk[1] - o.captured[1];
  english_damaged = MIN (1 + o.damaged[0], 6 - o.sunk[0] - o.captured[0]);
  g_assert_cmpint (fleet ("fleet-2")->squadrons, ==, french_left);
  g_assert_cmpint (fleet ("fleet-1")->prizes_towed, ==, o.captured[1]);
  g_assert_cmpint (fleet ("fleet-1")->damaged, ==, english_damaged);
  /* The Fleets group shows the new numbers. */
  {
    g_autoptr(GString) e = g_string_new (NULL);
    int sq = 6 - o.sunk[0] - o.captured[0];
    g_string_append_printf (e, "England · %d squadron%s", sq, sq == 1 ? "" : "s");
    if (english_damaged > 0)
      g_string_append_printf (e, " (%d damaged)", english_damaged);
    g_string_append (e, ", 2 transports");
    if (o.captured[1] > 0)
      g_string_append_printf (e, ", towing %d prize%s", o.captured[1], o.captured[1] == 1 ? "" : "s");
    g_string_append (e, ", Nelson");
    english_after = g_string_free (g_steal_pointer (&e), FALSE);
  }
  {
    int dmg = MIN (o.damaged[1], french_left);
    french_after = dmg > 0
      ? g_strdup_printf ("France · %d squadron%s (%d damaged), 1 transport", french_left, french_left == 1 ? "" : "s", dmg)
      : g_strdup_printf ("France · %d squadron%s, 1 transport", french_left, french_left == 1 ? "" : "s");
  }
  g_assert_cmpstr (subtitle (page, "navies-fleet-1"), ==, english_after);
  g_assert_cmpstr (subtitle (page, "navies-fleet-2"), ==, french_after);
  undo = bth_game_describe_undo (game ());
  g_assert_cmpstr (undo, ==, "Naval battle at North Sea (at sea)");
  bth_ui_scroll_to (page, "navies-fleets");
  bth_ui_assert_fits_width (360);
  bth_ui_snap ("navies-battle-recorded");

  /* The window's undo (Ctrl+Z is bound to it, bth-window.c) takes the whole battle back in
   * one step. */
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (subtitle (page, "navies-fleet-1"), ==, english_before);
  g_assert_cmpstr (subtitle (page, "navies-fleet-2"), ==, french_before);
  g_assert_cmpint (fleet ("fleet-2")->squadrons, ==, 3);
  g_assert_cmpint (fleet ("fleet-1")->prizes_towed, ==, 0);
  bth_naval_battle_clear (&battle);
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/navies-battle/fight-record-undo", test_battle);
  return bth_ui_test_run ();
}
