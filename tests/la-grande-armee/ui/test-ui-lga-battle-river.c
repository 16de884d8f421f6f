/* test-ui-lga-battle-river.c — La Grande Armée's Battle page beyond one plain round: a
 * River Crossing battle [12.9] in combined terrain [12.43], the owner's die for an L-2
 * result [12.56], and a second round that ends in an Escalating Exchange [12.54]; driven
 * with real key events (xdotool on the test's X display), checked against a battle worked
 * out from the rules by hand (the same battle through the CLI gives the same numbers).
 *
 * Round 1, Defend the River Crossing [12.91]. The defender's hex: Town (+1) and a Minor
 * River (special: no modifier, the river's rules instead) [12.43, TEC].
 *   Attacker: front line 10 infantry + 1 field artillery SP, Morale 3.
 *   Defender: front line 6 infantry SP, 3 infantry SP in reserve, Morale 2; an Army Leader
 *   (Combat Bonus 1) with a subordinate Corps Leader (Combat Bonus 1).
 *   Odds 11:6 = 1.83, rounded in the defender's favour to 5:3: +3 [12.0].
 *   Attacker +3 (odds) +3 (morale, 12.42) +1 (1 FA SP, 12.45) = +7.
 *   Defender +1 +1 (both leaders, 12.41) +2 (morale) +1 (town, 12.43) = +5. Net +2.
 *   Dice 5 + 6 = 11, modified 13 [12.5]: the attacker "1, 4 Advance Points", the defender
 *   "3, WITHDRAW, L-2". Minimum Loss of an 11 SP front line: 1 [12.53]: the attacker loses
 *   1 SP, the defender 3. A Withdraw against Defend the River Crossing with a reserve: the
 *   front line stays in the hex, no Morale Check, and the next round is Defend the Hex
 *   [12.93]. L-2 with a committed corps and army leader: the owner's die, 6: the army
 *   leader is lost [12.56].
 * Round 2 (Alt+X), Defend the Hex. Losses by 3:1:1 [12.61-12.62]: the attacker 9 infantry
 *   + 1 FA, the defender 3 infantry in front, 3 in reserve; his corps leader alone has no
 *   subordinate: no leader modifier [12.41]. Odds 10:3 = 3.33: 3:1, +5. Attacker +5 +3 +1
 *   = +9; defender +2 (morale) +1 (stands, 12.46) +1 (town) = +4. Net +5. Dice 2 + 2 = 4,
 *   modified 9: Escalating Exchange [12.54]: the attacker opens the bidding at his
 *   Minimum Loss, 1 SP (10 SP front line), and may bid at most the 10 SP he has in the
 *   battle; the defender at most his 6.
 *   The bidding, at the table: the defender raises to 3 SP and the attacker passes. The
 *   attacker loses the battle and retreats 1 hex; both lose the last bid, 3 SP [12.54].
 *
 * A counter-attack [12.77], a battle of three rounds:
 *   Round 1. Attacker 10 infantry SP, Morale 2; defender 8 infantry SP, Morale 2. Odds
 *   10:8 = 1.25: 1:1, 0. Attacker +2 (morale), defender +2: net 0. Dice 5 + 5 = 10: row 10,
 *   the attacker "2, 2 Advance Points" (loses 2 SP), the defender "3" (loses 3 SP).
 *   Between the rounds a battle reinforcement of the defender, Initiative Rating 3, rolls 2:
 *   2 <= 3, it joins [12.71]; its 2 infantry SP join the defender's front line, and the
 *   attacker cannot form a second front line against it [12.73].
 *   Round 2. Attacker 8, defender 5 + 2 = 7: 8:7 = 1.14, 1:1, 0. Attacker +2; defender +2
 *   +1 (stands, 12.46) = +3: net -1. Dice 6 + 5 = 11, modified 10: the same row 10.
 *   The defender was reinforced and the attacker could not answer it: the defender may
 *   counter-attack, the roles reversed [12.77].
 *   Round 3 (Alt+C). Losses first: the attacker 8 - 2 = 6, the defender 7 - 3 = 4. Now the
 *   original defender attacks with 4 against 6: 0.67, rounded in the defender's favour to
 *   3:5, -3. Attacker -3 +2 = -1; defender +2 +1 (stands) = +3; net -4. Dice 3 + 3 = 6,
 *   modified 2: the attacker "2, WITHDRAW, L-1" (2 x the Minimum Loss of 1 for a 4 SP front
 *   line: 2 SP), the defender "1" (1 SP) [12.5, 12.53].
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include "bth-ui-test.h"

static void
settle_keys (void)
{
  /* bth_ui_settle() waits for the window to be still: its events read, drawn. */
  bth_ui_settle ();
}

/* Focuses the input ID and types TEXT over what it holds, then Tab: real keys. */
static void
type_into (GtkWidget *page, const char *id, const char *text)
{
  gtk_widget_grab_focus (bth_ui_find (page, id));
  bth_ui_settle ();
  bth_ui_keys ("ctrl+a");
  bth_ui_type (text);
  settle_keys ();
  bth_ui_keys ("Tab");
  settle_keys ();
}

/* Focuses the combo row ID and types the first letters of an item: real keys. */
static void
choose (GtkWidget *page, const char *id, const char *letters, const char *expected)
{
  AdwComboRow *row = ADW_COMBO_ROW (bth_ui_find (page, id));
  g_autoptr(GObject) item = NULL;

  gtk_widget_grab_focus (GTK_WIDGET (row));
  bth_ui_settle ();
  bth_ui_type (letters);
  settle_keys ();
  item = g_list_model_get_item (adw_combo_row_get_model (row), adw_combo_row_get_selected (row));
  g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (item)), ==, expected);
}

static int
spin_value (GtkWidget *page, const char *id)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (page, id)));
}

static const char *
row_value (GtkWidget *page, const char *row)
{
  return gtk_label_get_text (GTK_LABEL (bth_ui_find (bth_ui_find (page, row), "value")));
}

static const char *
row_subtitle (GtkWidget *page, const char *row)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, row)));
}

static void
test_river_crossing_two_rounds (void)
{
  GtkWidget *page;
  GListModel *log;
  guint logged;

  bth_ui_new_game ("la-grande-armee");
  bth_ui_apply_requested_size ();
  page = bth_ui_show_page ("lga-battle");
  log = bth_session_get_rolls (bth_window_get_session (bth_ui_window ()));
  logged = g_list_model_get_n_items (log);

  choose (page, "terrain", "t", "Town (+1)");
  choose (page, "terrain-2", "m", "Minor River (special)");
  choose (page, "river", "d", "Defend the River Crossing [12.91]");
  type_into (page, "attacker-infantry", "10");
  type_into (page, "attacker-field-artillery", "1");
  type_into (page, "attacker-morale", "3");
  type_into (page, "defender-infantry", "6");
  type_into (page, "defender-reserve-infantry", "3");
  type_into (page, "defender-morale", "2");
  choose (page, "defender-commander", "a", "Army Leader");
  type_into (page, "defender-commander-cb", "1");
  choose (page, "defender-subordinate", "c", "Corps Leader");
  type_into (page, "defender-subordinate-cb", "1");

  /* Before the roll: the odds and both sides' modifiers, the town's and the river's. */
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "5:3");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker_drm_label"), ==, "+7");
  g_assert_cmpstr (bth_ui_get_text (page, "defender_drm_label"), ==, "+5");
  g_assert_cmpstr (bth_ui_get_text (page, "net_drm_label"), ==, "+2");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "defender_drm_row"), "Terrain: Town"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "status_label"), "Defend the River Crossing"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "status_label"), "Minor River: its combat effect is special"));
  bth_ui_scroll_to (page, "battle_group");
  bth_ui_snap ("lga-battle-river-inputs");

  /* Round 1: dice 5 6, Enter. */
  gtk_widget_grab_focus (bth_ui_find (page, "typed_dice"));
  bth_ui_settle ();
  bth_ui_type ("5 6");
  bth_ui_keys ("Return");
  settle_keys ();
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, logged + 1);
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "13");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker_cell"), ==, "1, 4 Advance Points");
  g_assert_cmpstr (bth_ui_get_text (page, "defender_cell"), ==, "3, WITHDRAW, L-2");
  g_assert_cmpstr (row_value (page, "attacker-loss"), ==, "1 SP");
  g_assert_cmpstr (row_value (page, "defender-loss"), ==, "3 SP");
  /* [12.93]: he holds the hex instead of withdrawing */
  g_assert_null (strstr (bth_ui_get_text (page, "defender_effect"), "Withdraws"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "defender_effect"), "the front line does not leave the hex"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "defender_effect"), "Defend the Hex [12.93]"));
  /* L-2 with an army and a corps leader committed: the owner's die is asked for, and the
   * next round waits for it [12.56]. */
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "leader_group")));
  bth_ui_assert_focus_in (page, "leader_die");
  g_assert_cmpstr (row_value (page, "defender-leaders-lost"), ==, "Not yet known");
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "next_round_button")));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "next_label"), "Before the next round: the defender’s leader loss needs the owner's die"));
  bth_ui_snap ("lga-battle-river-l2");

  /* The owner's die typed at the table: 6, the army leader. */
  bth_ui_type ("6");
  bth_ui_keys ("Return");
  settle_keys ();
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, logged + 2);
  g_assert_cmpstr (row_value (page, "defender-leaders-lost"), ==, "the defender’s commander");
  g_assert_nonnull (strstr (row_subtitle (page, "defender-leaders-lost"), "the die 6 loses the army leader [12.56]"));
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "next_round_button")));
  bth_ui_assert_in_view (page, "leader_group");
  bth_ui_snap ("lga-battle-river-result");

  /* Round 2: Alt+X takes the losses and the army leader, and the river option becomes
   * Defend the Hex [12.93]. */
  bth_ui_keys ("alt+x");
  settle_keys ();
  g_assert_cmpstr (bth_ui_get_text (page, "round_label"), ==, "2");
  g_assert_cmpint (spin_value (page, "attacker-infantry"), ==, 9);
  g_assert_cmpint (spin_value (page, "attacker-field-artillery"), ==, 1);
  g_assert_cmpint (spin_value (page, "defender-infantry"), ==, 3);
  g_assert_cmpint (spin_value (page, "defender-reserve-infantry"), ==, 3);
  /* The army leader is gone from the defender's line; his Corps Leader now commands. */
  g_assert_null (strstr (gtk_editable_get_text (GTK_EDITABLE (bth_ui_find (page, "defender-line"))), "xxxx"));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "defender-commander"))), ==, 3);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "river"))), ==, 2);
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "leader_group")));
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "3:1");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker_drm_label"), ==, "+9");
  g_assert_cmpstr (bth_ui_get_text (page, "defender_drm_label"), ==, "+4");
  g_assert_cmpstr (bth_ui_get_text (page, "net_drm_label"), ==, "+5");
  bth_ui_assert_focus_in (page, "typed_dice");
  bth_ui_type ("2 2");
  bth_ui_keys ("Return");
  settle_keys ();
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, logged + 3);
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "9");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker_cell"), ==, "Escalating Exchange");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "attacker_effect"), "opens the bidding at 1 SP, at most 10 [12.54]"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "defender_effect"), "at most 6 SP [12.54]"));
  bth_ui_assert_in_view (page, "verdict_label");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, "exchange-result"))), ==,
                   "Not Yet Settled");
  /* How It Was Resolved: the opening bid is no loss yet, the bidding decides both */
  g_assert_cmpstr (row_value (page, "attacker-loss"), ==, "Bidding");
  g_assert_cmpstr (row_value (page, "defender-loss"), ==, "Bidding");
  g_assert_nonnull (strstr (row_subtitle (page, "attacker-loss"), "opened the bidding at 1 SP"));

  /* The bidding as it went at the table: the attacker passed on the defender's 3 SP. */
  choose (page, "exchange-passed", "a", "Attacker Passed");
  type_into (page, "exchange-bid", "3");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, "exchange-result"))), ==,
                   "The Defender Wins the Exchange");
  g_assert_nonnull (strstr (row_subtitle (page, "exchange-result"), "both sides lose the last bid, 3 SP [12.54]"));
  g_assert_nonnull (strstr (row_subtitle (page, "exchange-result"), "The attacker retreats 1 hex"));
  g_assert_cmpstr (row_value (page, "exchange-attacker-loss"), ==, "3 SP");
  g_assert_cmpstr (row_value (page, "exchange-defender-loss"), ==, "3 SP");
  /* How It Was Resolved shows the settled losses, not the opening bid */
  g_assert_cmpstr (row_value (page, "attacker-loss"), ==, "3 SP");
  g_assert_cmpstr (row_value (page, "defender-loss"), ==, "3 SP");
  g_assert_nonnull (strstr (row_subtitle (page, "attacker-loss"), "last bid, settled [12.54]"));
  /* 7 SP is more than the defender's 6 in the battle: no such bid [12.54] */
  type_into (page, "exchange-bid", "7");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, "exchange-result"))), ==,
                   "Not a Last Bid");
  g_assert_cmpstr (row_value (page, "attacker-loss"), ==, "Bidding");
  type_into (page, "exchange-bid", "3");
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "next_round_button")));
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "counter_attack_button")));
  bth_ui_assert_fits_width (360);
  bth_ui_scroll_to (page, "exchange_group");
  bth_ui_snap ("lga-battle-river-exchange");

  /* Undo takes back the bidding, the second round's roll, then the round, then the
   * leader's die. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  settle_keys ();
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, "exchange-result"))), ==,
                   "Not Yet Settled");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  settle_keys ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  settle_keys ();
  g_assert_cmpstr (bth_ui_get_text (page, "round_label"), ==, "1");
  g_assert_cmpstr (row_value (page, "defender-leaders-lost"), ==, "the defender’s commander");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  settle_keys ();
  g_assert_cmpstr (row_value (page, "defender-leaders-lost"), ==, "Not yet known");
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "next_round_button")));
}

static void
test_counter_attack (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-battle");
  GListModel *log = bth_session_get_rolls (bth_window_get_session (bth_ui_window ()));
  guint logged;

  /* A new battle (the page's New Battle), then everything by keys. */
  g_assert_true (gtk_widget_activate_action (page, "lga-battle.new", NULL));
  settle_keys ();
  logged = g_list_model_get_n_items (log);
  g_assert_cmpstr (bth_ui_get_text (page, "round_label"), ==, "1");
  type_into (page, "attacker-infantry", "10");
  type_into (page, "attacker-morale", "2");
  type_into (page, "defender-infantry", "8");
  type_into (page, "defender-morale", "2");
  g_assert_cmpstr (bth_ui_get_text (page, "net_drm_label"), ==, "0");
  gtk_widget_grab_focus (bth_ui_find (page, "typed_dice"));
  bth_ui_settle ();
  bth_ui_type ("5 5");
  bth_ui_keys ("Return");
  settle_keys ();
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "10");
  /* no reinforcement of the defender yet: no counter-attack [12.77] */
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "counter_attack_button")));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "counter_attack_button")));

  bth_ui_keys ("alt+x");
  settle_keys ();
  g_assert_cmpstr (bth_ui_get_text (page, "round_label"), ==, "2");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "reinforce_group")));
  /* The defender's reinforcement: Initiative Rating 3, the die typed at the table, 2. */
  choose (page, "reinforcement-side", "d", "Defender’s");
  type_into (page, "reinforcement-initiative", "3");
  gtk_widget_grab_focus (bth_ui_find (page, "initiative_die"));
  bth_ui_settle ();
  bth_ui_type ("2");
  bth_ui_keys ("Return");
  settle_keys ();
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, logged + 2);
  g_assert_cmpstr (row_value (page, "initiative-roll-0"), ==, "Joins");
  g_assert_nonnull (strstr (row_subtitle (page, "initiative-roll-0"), "passed, 2 against a rating of 3"));
  type_into (page, "defender-infantry", "7");
  gtk_widget_grab_focus (bth_ui_find (page, "second-front-impossible"));
  bth_ui_settle ();
  bth_ui_keys ("space");
  settle_keys ();
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "second-front-impossible"))));
  bth_ui_scroll_to (page, "reinforce_group");
  bth_ui_snap ("lga-battle-reinforcement");
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "1:1");
  g_assert_cmpstr (bth_ui_get_text (page, "net_drm_label"), ==, "−1");

  gtk_widget_grab_focus (bth_ui_find (page, "typed_dice"));
  bth_ui_settle ();
  bth_ui_type ("6 5");
  bth_ui_keys ("Return");
  settle_keys ();
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "10");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "counter_attack_button")));
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "counter_attack_button")));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "next_label"), "the defender counter-attacks"));
  bth_ui_assert_fits_width (360);

  /* Alt+C: the losses, then the roles reversed. */
  bth_ui_keys ("alt+c");
  settle_keys ();
  g_assert_cmpstr (bth_ui_get_text (page, "round_label"), ==, "3");
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "second-front-impossible"))));
  g_assert_cmpint (spin_value (page, "attacker-infantry"), ==, 4);
  g_assert_cmpint (spin_value (page, "defender-infantry"), ==, 6);
  g_assert_nonnull (strstr (row_subtitle (page, "round_row"), "counter-attack"));
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "3:5");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker_drm_label"), ==, "−1");
  g_assert_cmpstr (bth_ui_get_text (page, "defender_drm_label"), ==, "+3");
  g_assert_cmpstr (bth_ui_get_text (page, "net_drm_label"), ==, "−4");
  bth_ui_assert_focus_in (page, "typed_dice");
  bth_ui_type ("3 3");
  bth_ui_keys ("Return");
  settle_keys ();
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "2");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker_cell"), ==, "2, WITHDRAW, L-1");
  g_assert_cmpstr (bth_ui_get_text (page, "defender_cell"), ==, "1");
  g_assert_cmpstr (row_value (page, "attacker-loss"), ==, "2 SP");
  g_assert_cmpstr (row_value (page, "defender-loss"), ==, "1 SP");
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "next_round_button")));
  bth_ui_assert_in_view (page, "verdict_label");
  bth_ui_snap ("lga-battle-counter-attack");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/lga/battle-river-crossing", test_river_crossing_two_rounds);
  g_test_add_func ("/ui/lga/battle-counter-attack", test_counter_attack);
  return bth_ui_test_run ();
}
