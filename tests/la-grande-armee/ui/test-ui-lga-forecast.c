/* test-ui-lga-forecast.c — the Battle page's Whole Battle group (issue 27), with real key
 * events: the battle-rounds example typed as two lines, "12i m3" against "6i 6i m3".
 *
 * The forecast (bth-lga-forecast.h, checked against 200,000 battles by test-lga-forecast):
 * the attacker wins 8.6 % (the defender withdraws or routs, or is eliminated), in 1.09
 * rounds on average; the defender 3.5 % (the attacker withdraws); the rest is an Escalating
 * Exchange left to the bidding (72.3 %) or a round with no Advance Point (15.6 %). The
 * headline reads "Attacker wins 9 %, in 1.1 rounds on average". Then 16 SP for the attacker,
 * "16i m3": 16:12 is 4:3, +1, and his Minimum Loss 2: the attacker wins 22.6 %, in 1.13
 * rounds: "Attacker wins 23 %, in 1.1 rounds on average" (the group follows the typing
 * once it rests). An assault of 16 SP against 12 (counted 36, 15.41) is not allowed: no
 * group; of 40 SP, it is not forecast yet, and the group says so [15.4].
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"

static void
type_into (GtkWidget *page, const char *id, const char *text)
{
  gtk_widget_grab_focus (bth_ui_find (page, id));
  bth_ui_settle ();
  bth_ui_keys ("ctrl+a");
  bth_ui_type (text);
  bth_ui_settle ();
  bth_ui_keys ("Tab");
  bth_ui_settle ();
}

/* Waits (at most 5 s) for the group to show a solved forecast: it is dimmed while the
 * typing has not rested. */
static void
wait_for_forecast (GtkWidget *group)
{
  gint64 until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (gtk_widget_get_opacity (group) < 1.0 && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpfloat (gtk_widget_get_opacity (group), ==, 1.0);
  bth_ui_settle ();
}

static const char *
title_of (GtkWidget *page, const char *id)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, id)));
}

static void
test_whole_battle (void)
{
  GtkWidget *page, *group;
  const char *sub;

  bth_ui_apply_requested_size ();
  gtk_window_present (GTK_WINDOW (bth_ui_window ()));
  bth_ui_settle ();
  bth_ui_new_game ("la-grande-armee");
  bth_ui_settle ();
  page = bth_ui_show_page ("lga-battle");
  group = bth_ui_find (page, "whole-battle");
  type_into (page, "attacker-line", "12i m3");
  type_into (page, "defender-line", "6i 6i m3");
  g_assert_true (gtk_widget_get_visible (group));
  wait_for_forecast (group);
  g_assert_cmpstr (title_of (page, "forecast-headline"), ==, "Attacker wins 9 %, in 1.1 rounds on average");
  sub = adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, "forecast-headline")));
  g_assert_nonnull (strstr (sub, "Defender wins 3 %"));
  g_assert_nonnull (strstr (sub, "attacker 1.6, defender 1.6"));
  g_assert_cmpstr (title_of (page, "forecast-escalating_exchange"), ==, "An Escalating Exchange, left to the bidding [12.54]");
  g_assert_nonnull (bth_ui_find (page, "forecast-no_advance_points"));
  bth_ui_scroll_to (page, "odds_group");
  bth_ui_settle ();
  bth_ui_assert_in_view (page, "forecast-headline");
  bth_ui_snap ("lga-battle-forecast-collapsed");

  /* 16 SP for the attacker: the forecast follows once the typing rests */
  type_into (page, "attacker-line", "16i m3");
  wait_for_forecast (group);
  g_assert_cmpstr (title_of (page, "forecast-headline"), ==, "Attacker wins 23 %, in 1.1 rounds on average");

  /* an assault is not forecast yet: the group says so in the players' words */
  bth_ui_select (page, "kind", "Assault on a Fortress [15.4]");
  bth_ui_settle ();
  /* 16 against 12 inside, counted 36 [15.41]: worse than 1:2, no attack, no forecast */
  g_assert_false (gtk_widget_get_visible (group));
  type_into (page, "attacker-line", "40i m3");
  wait_for_forecast (group);
  g_assert_cmpstr (title_of (page, "forecast-headline"), ==, "No forecast for this battle");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, "forecast-headline"))), ==,
                   "Assaults on a fortress are not forecast yet [15.4]");
  bth_ui_select (page, "kind", "Battle");

  /* back to the example, the breakdown and the assumptions opened, for the screenshots */
  type_into (page, "attacker-line", "12i m3");
  wait_for_forecast (group);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, "forecast-ends")), TRUE);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, "forecast-assumptions")), TRUE);
  bth_ui_settle ();
  bth_ui_scroll_to (page, "whole-battle");
  bth_ui_settle ();
  bth_ui_assert_in_view (page, "forecast-headline");
  bth_ui_snap ("lga-battle-forecast");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/lga/battle-forecast", test_whole_battle);
  return bth_ui_test_run ();
}
