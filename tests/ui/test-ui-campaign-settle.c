/* test-ui-campaign-settle.c — the Alliances page applies the consequences of an invasion and
 * of a conquest (issue 16, "Consequences within one answer"), each step shown with its rule,
 * recorded in the game's log as one action that Ctrl+Z takes back whole. The players' keys
 * are real key events (xdotool on the test's display): the switch of the board's answer, the
 * Apply and Record buttons, Ctrl+Z.
 *
 * The Grand Campaign starts from the Game page with the players' card of the UI tests (TEST
 * DATA, bth-ui-players-card.c: Prussia's production cities Berlin and Königsberg). Hand
 * workings (rulebook seed 000_…, lines as "000:LINE"):
 *
 * October 1805, anti-French segment's Alliance Phase, two players. Neutral Prussia is
 * attacked by pro-French forces: "If a neutral state is invaded by either player, it
 * immediately joins the faction controlled by the opposing player" (X.D.3.b, 000:1826):
 * Prussia becomes anti-French, and the Alliance Display counts four anti-French major states
 * (England, Austria, Russia, Prussia; X.G.1.g).
 *
 * The anti-French faction holds 2 VP. The French take Berlin, then Königsberg: every
 * production city of Prussia is held by foreign units, Prussia is conquered (X.I.1); "The
 * state immediately becomes a neutral power" (X.I.2.a, 000:2142) and "All Victory Points are
 * forfeited whenever any major state is conquered" (X.G.1.j, 000:2066): 0 VP.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"
#include "bth-ui-players-card.h"

#include "bth-campaign-game.h"

static BthGame *
game (void)
{
  return bth_session_get_game (bth_window_get_session (bth_ui_window ()));
}

static const BthCampaignStanding *
standing (const char *state)
{
  return bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game ())), state);
}

static const char *
subtitle (GtkWidget *root, const char *id)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (root, id)));
}

static const char *
title (GtkWidget *root, const char *id)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (root, id)));
}

/* X.D.3.b: the invasion of a neutral, applied from the page and undone whole. */
static void
test_invasion (void)
{
  GtkWidget *page;
  g_autofree char *before = NULL;
  guint events, actions_before;

  bth_ui_start_grand_campaign ();
  bth_ui_go_to_phase ("1805-10", "anti_french", "alliance");
  page = bth_ui_show_page ("alliances");
  bth_ui_settle ();
  g_assert_cmpint (standing ("prussia")->status, ==, BTH_SIDE_NEUTRAL);
  /* Nothing follows yet. */
  g_assert_nonnull (bth_ui_find (page, "alliance-consequences-none"));
  g_assert_null (bth_ui_try_find (page, "alliance-settle-apply"));
  before = bth_game_state_dump (bth_game_get_state (game ()));
  events = bth_game_get_events (game ())->len;

  /* The players answer the board: Prussia attacked by pro-French forces (the switch, Space). */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, "alliance-attacks")), TRUE);
  bth_ui_settle ();
  bth_ui_focus_keys (page, "alliance-attacked-pro-prussia", "space");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "alliance-attacked-pro-prussia"))));
  /* What will be applied, with its rule; nothing recorded yet. */
  g_test_message ("pending: %s [%s]", title (page, "alliance-pending-0"), subtitle (page, "alliance-pending-0"));
  g_assert_nonnull (strstr (title (page, "alliance-pending-0"), "Prussia becomes Anti-French (was Neutral)"));
  g_assert_cmpstr (subtitle (page, "alliance-pending-0"), ==, "X.D.3.b");
  g_assert_cmpuint (bth_game_get_events (game ())->len, ==, events);
  g_assert_cmpint (standing ("prussia")->status, ==, BTH_SIDE_NEUTRAL);
  bth_ui_assert_fits_width (360);
  bth_ui_scroll_to (page, "alliance-consequences");
  bth_ui_snap ("campaign-consequences-pending");

  /* Apply (Return on the button): one action. */
  actions_before = ((BthEvent *) g_ptr_array_index (bth_game_get_events (game ()), events - 1))->action;
  bth_ui_focus_keys (page, "alliance-settle-apply", "Return");
  g_assert_cmpint (standing ("prussia")->status, ==, BTH_SIDE_ANTI_FRENCH);
  g_assert_cmpint (bth_game_get_state (game ())->anti_french_powers, ==, 4);
  {
    GPtrArray *log = bth_game_get_events (game ());
    g_assert_cmpuint (log->len, >, events);
    for (guint i = events; i < log->len; i++)
      g_assert_cmpuint (((BthEvent *) g_ptr_array_index (log, i))->action, ==, actions_before + 1);
  }
  /* The step shown as done, with its rule; the display with it; nothing left to apply. */
  g_assert_cmpstr (title (page, "alliance-step-0"), ==,
                   "Invaded by pro-French forces: Prussia becomes Anti-French (was Neutral)");
  g_assert_cmpstr (subtitle (page, "alliance-step-0"), ==, "X.D.3.b");
  g_assert_null (bth_ui_try_find (page, "alliance-pending-0"));
  g_assert_null (bth_ui_try_find (page, "alliance-settle-apply"));
  g_assert_cmpstr (bth_ui_get_text (page, "alliance-major-prussia"), ==, "Anti-French");
  bth_ui_scroll_to (page, "alliance-consequences");
  bth_ui_snap ("campaign-consequences-applied");

  /* Ctrl+Z (real keys): the whole settlement goes; it is pending again. */
  bth_ui_keys ("ctrl+z");
  bth_ui_settle ();
  g_assert_cmpuint (bth_game_get_events (game ())->len, ==, events);
  {
    g_autofree char *now = bth_game_state_dump (bth_game_get_state (game ()));
    g_assert_cmpstr (now, ==, before);
  }
  g_assert_cmpint (standing ("prussia")->status, ==, BTH_SIDE_NEUTRAL);
  g_assert_null (bth_ui_try_find (page, "alliance-step-0"));
  g_assert_cmpstr (subtitle (page, "alliance-pending-0"), ==, "X.D.3.b");
  g_assert_cmpstr (bth_ui_get_text (page, "alliance-major-prussia"), ==, "Neutral");

  /* The answer taken back: nothing follows. */
  bth_ui_focus_keys (page, "alliance-attacked-pro-prussia", "space");
  g_assert_nonnull (bth_ui_find (page, "alliance-consequences-none"));
}

/* X.I.1, X.I.2.a, X.G.1.j: a conquest by a change of control, every step in the outcome. */
static void
test_conquest (void)
{
  GtkWidget *page = bth_ui_show_page ("alliances");
  g_autoptr(JsonNode) two = json_from_string ("2", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  const char *notes;

  /* The board before: 2 anti-French VP, Berlin held by the French (entered in the core). */
  g_assert_true (bth_game_edit (game (), "alliance.anti_vp", two, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (bth_game_campaign_set_city_control (game (), "Berlin", BTH_SIDE_PRO_FRENCH, "france", NULL, NULL,
                                                     &error));
  g_assert_no_error (error);
  bth_ui_settle ();
  g_assert_false (standing ("prussia")->conquered);
  before = bth_game_state_dump (bth_game_get_state (game ()));

  bth_ui_select (page, "alliance-city", "Königsberg");
  bth_ui_select (page, "alliance-controller", "Pro-French");
  bth_ui_select (page, "alliance-controller-state", "France");
  bth_ui_settle ();
  bth_ui_focus_keys (page, "alliance-control-apply", "Return");
  g_assert_true (standing ("prussia")->conquered);
  g_assert_cmpint (standing ("prussia")->status, ==, BTH_SIDE_NEUTRAL);
  g_assert_cmpint (bth_game_get_state (game ())->anti_vp, ==, 0);
  notes = bth_ui_get_text (page, "alliance-outcome-notes");
  g_test_message ("%s", notes);
  g_assert_nonnull (strstr (notes, "Prussia is conquered by the Pro-French faction: it stays neutral and may join neither faction"));
  g_assert_nonnull (strstr (notes, "(X.I.2.a)"));
  g_assert_nonnull (strstr (notes, "All Victory Points are forfeited whenever any major state is conquered: 2 VP, now 0 (X.G.1.j)"));
  g_assert_cmpstr (bth_ui_get_text (page, "alliance-vp"), ==, "0");
  bth_ui_scroll_to (page, "alliance-control");
  bth_ui_snap ("campaign-consequences-conquest");

  bth_ui_keys ("ctrl+z");
  bth_ui_settle ();
  {
    g_autofree char *now = bth_game_state_dump (bth_game_get_state (game ()));
    g_assert_cmpstr (now, ==, before);
  }
  g_assert_false (standing ("prussia")->conquered);
  g_assert_cmpint (bth_game_get_state (game ())->anti_vp, ==, 2);
  g_assert_cmpstr (bth_ui_get_text (page, "alliance-vp"), ==, "2");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/campaign/settle-invasion", test_invasion);
  g_test_add_func ("/ui/campaign/settle-conquest", test_conquest);
  return bth_ui_test_run ();
}
