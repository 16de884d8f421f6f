/* test-ui-campaign-phases.c — a Production Phase and an Alliance Phase of the Grand Campaign
 * run through the widgets of the Production and Alliances pages (issue 6's done-when).
 *
 * The Grand Campaign is started from the Game page with a players' card saved where the app
 * keeps it. THE CARD IS TEST DATA typed as a group would type its own printed card (the
 * entries tests/war-and-peace/test-grand-campaign.c uses; bth-ui-players-card.c), not the card's real
 * contents. The game is moved
 * to the phases with the core's Next Phase; everything of the phases themselves goes through
 * the pages. Hand workings (seed 000_…, lines as "000:LINE"):
 *
 * September 1805, Neutral Player(s) Segment, Production Phase: Prussia, neutral, produces
 * (X.E.1.b). Die 6 typed at the table: "two Production Points for each production city which
 * is not controlled by an enemy force" (X.J.2.b, 000:2204) — Berlin and Königsberg: 4 PP.
 * Infantry cost 1 PP (X.J.2.d): 5I at Berlin breaks the four-SP-per-city limit (X.J.2.a) and
 * costs more than the 4 PP; 2I at Berlin and 2I at Königsberg spend exactly 4 PP, nothing
 * forfeited (X.J.2.h). The card's pool (4I) is emptied; the new stacks are Prussia's, neutral.
 *
 * September 1805, anti-French segment, Production Phase: England, with 3 PP accumulated from
 * earlier turns (entered by the players, X.J.5.b), lends to Spain. X.J.4.e: "England may lend
 * Spain or Portugal a maximum of two Production Points per turn" — a loan of 3 is shown as
 * not allowed under the loan, with X.J.4.e, and Record is off; a loan of 2 is legal: it comes
 * from the accumulated PP (X.J.5.a), the production table records it (inputs.loans), Ctrl+Z
 * takes it back and England has its 3 PP again.
 *
 * October 1805, anti-French segment's Alliance Phase: the English roll for neutral Prussia
 * (X.G.1.e, 000:2050). X.G.1.g (000:2056-2058): -1 for each pro-French major state (France,
 * Spain: -2), +1 for each anti-French one (England, Austria, Russia: +3), no group, no City
 * Point: +1 in all. Die 6 typed: 6 + 1 = 7, "seven (or more)": Prussia becomes anti-French.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <glib/gstdio.h>

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

static int
pool_sp (const char *state, const char *kind)
{
  return bth_force_pools_sp (bth_game_state_get_force_pools (bth_game_get_state (game ())), state,
                             BTH_BOX_FORCE_POOL, state, kind);
}

static const BthStackState *
stack_at (const char *city)
{
  const BthGameState *s = bth_game_get_state (game ());

  for (guint i = s->stacks->len; i > 0; i--)
    {
      const BthStackState *stack = g_ptr_array_index (s->stacks, i - 1);
      if (g_strcmp0 (stack->location, city) == 0)
        return stack;
    }
  return NULL;
}

/* Prussian infantry SP in the stacks at CITY (the set-up may have some there already). */
static int
prussian_sp_at (const char *city)
{
  const BthGameState *s = bth_game_get_state (game ());
  int sp = 0;

  for (guint i = 0; i < s->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (s->stacks, i);
      if (g_strcmp0 (stack->location, city) == 0)
        sp += bth_unit_counts_sp (stack->units, "prussia", "I");
    }
  return sp;
}

static BthPoliticalSide
status_of (const char *state)
{
  return bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game ())), state)->status;
}

static const char *
combo_text (GtkWidget *root, const char *id)
{
  GtkStringObject *item = adw_combo_row_get_selected_item (ADW_COMBO_ROW (bth_ui_find (root, id)));

  return gtk_string_object_get_string (item);
}

static void
undo (void)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  bth_ui_settle ();
}

/* The loans of the last production table in the log (a new reference), or NULL. */
static JsonArray *
last_production_loans (void)
{
  GPtrArray *events = bth_game_get_events (game ());

  for (guint i = events->len; i > 0; i--)
    {
      const BthEvent *e = g_ptr_array_index (events, i - 1);
      g_autoptr(JsonObject) p = bth_event_dup_payload (e);
      if (e->type == BTH_EVENT_TABLE_RESOLVED
          && g_strcmp0 (json_object_get_string_member_with_default (p, "table", NULL), "production") == 0)
        return json_array_ref (json_object_get_array_member (json_object_get_object_member (p, "inputs"), "loans"));
    }
  return NULL;
}

static int
england_pp (void)
{
  return bth_game_state_get_campaign (bth_game_get_state (game ()))->england_pp;
}

/* ---- the test -------------------------------------------------------------------------- */

/* The Grand Campaign on the players' card, whose initial pool gives Prussia 4I (X.J.1.d). */
static void
start_campaign (void)
{
  bth_ui_start_grand_campaign ();
  g_assert_cmpint (pool_sp ("prussia", "I"), ==, 4);   /* the card's initial pool (X.J.1.d) */
}

/* A new Grand Campaign on the shipped card, which leaves Paris's symbol to be entered:
 * "If the result is six or greater, the state receives two Production Points for each
 * production city" (X.J.2.b) and the symbol decides what they buy (X.J.2.e), so the page
 * says Unknown and what to enter, never 0 PP, and Record stays off. */
static void
test_production_shipped_card (void)
{
  g_autofree char *path = bth_campaign_card_players_path (BTH_CAMPAIGN_CARD_BUILTIN);
  GtkWidget *page;
  const char *what;

  g_remove (path);
  page = bth_ui_show_page ("game");
  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();
  g_assert_nonnull (bth_game_state_get_campaign (bth_game_get_state (game ())));
  bth_ui_go_to_phase ("1805-09", "pro_french", "production");
  page = bth_ui_show_page ("production");
  bth_ui_settle ();
  g_assert_true (g_str_has_prefix (combo_text (page, "production-state"), "France"));
  bth_ui_set_text (page, "production-die", "6");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "production-total"), ==, "Unknown");
  what = bth_ui_get_text (page, "production-unknown");
  g_test_message ("unknown: %s", what);
  g_assert_nonnull (strstr (what, "Paris's production symbol (X.J.2.e)"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "production-record")));
  bth_ui_scroll_to (page, "production-total-row");
  bth_ui_snap ("campaign-production-unknown");
}

static void
test_production_phase (void)
{
  GtkWidget *page;
  const char *problem;
  int berlin, konigsberg;

  start_campaign ();
  berlin = prussian_sp_at ("Berlin");
  konigsberg = prussian_sp_at ("Königsberg");
  bth_ui_go_to_phase ("1805-09", "neutral", "production");
  page = bth_ui_show_page ("production");
  bth_ui_settle ();
  /* Whose phase it is: Prussia, the neutral major (X.E.1.b). */
  g_assert_true (g_str_has_prefix (combo_text (page, "production-state"), "Prussia"));
  g_assert_nonnull (bth_ui_find (page, "production-modifier-none"));   /* no modifier for Prussia (X.J.2.c) */
  bth_ui_snap ("campaign-production-start");

  /* The die typed at the table: the PP show before it is logged; Enter logs it. */
  bth_ui_set_text (page, "production-die", "9");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "production-die-problem")));
  bth_ui_set_text (page, "production-die", "6");
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "production-die-problem")));
  g_assert_cmpstr (bth_ui_get_text (page, "production-total"), ==, "4 PP");
  bth_ui_press_enter (page, "production-die");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "production-die-value"), ==, "6");
  g_assert_cmpstr (bth_ui_get_text (page, "production-total"), ==, "4 PP");
  g_assert_cmpstr (bth_ui_get_text (page, "production-city-0"), !=, NULL);

  /* 5I at Berlin: shown as not allowed, with its rule, and Record is off. */
  bth_ui_click (page, "production-add-purchase");
  bth_ui_settle ();
  g_assert_cmpstr (combo_text (page, "purchase-0-city"), ==, "Berlin");
  bth_ui_set_value (page, "purchase-0-sp", 5);
  bth_ui_settle ();
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "purchase-0-problem")));
  problem = bth_ui_get_text (page, "purchase-0-problem");
  g_test_message ("violation: %s", problem);
  g_assert_nonnull (strstr (problem, "X.J.2.a"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "production-record")));
  bth_ui_scroll_to (page, "production-purchases");
  bth_ui_snap ("campaign-production-violation");

  /* Fixed: 2I at Berlin, 2I at Königsberg — 4 PP spent, nothing forfeited. */
  bth_ui_set_value (page, "purchase-0-sp", 2);
  bth_ui_settle ();
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "purchase-0-problem")));
  bth_ui_click (page, "production-add-purchase");
  bth_ui_settle ();
  bth_ui_select (page, "purchase-1-city", "Königsberg");
  bth_ui_set_value (page, "purchase-1-sp", 2);
  bth_ui_settle ();
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "purchase-1-problem")));
  g_assert_cmpstr (bth_ui_get_text (page, "production-spent"), ==, "4 PP");
  g_assert_cmpstr (bth_ui_get_text (page, "production-forfeited"), ==, "0 PP");
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "production-record")));
  bth_ui_assert_fits_width (360);
  bth_ui_scroll_to (page, "production-purchases");
  bth_ui_snap ("campaign-production-purchases");

  /* Recorded as one action: the pool is empty, the new stacks stand at the cities. */
  bth_ui_click (page, "production-record");
  bth_ui_settle ();
  g_assert_cmpint (pool_sp ("prussia", "I"), ==, 0);
  g_assert_cmpint (prussian_sp_at ("Königsberg"), ==, konigsberg + 2);
  g_assert_cmpint (prussian_sp_at ("Berlin"), ==, berlin + 2);
  g_assert_null (stack_at ("Königsberg")->side);   /* neutral Prussia's: no side (X.D.1.c) */
  g_assert_nonnull (strstr (bth_ui_get_text (page, "production-recorded"), "4 PP spent"));
  /* Once recorded, not a second time this phase. */
  g_assert_nonnull (bth_ui_find (page, "production-done"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "production-record")));
  /* The undo button names the action Ctrl+Z takes back, with the state's name. */
  {
    const char *tip = gtk_widget_get_tooltip_text (bth_ui_find (GTK_WIDGET (bth_ui_window ()), "undo_button"));
    g_assert_nonnull (strstr (tip, "Undo Production: Prussia, "));
  }
  bth_ui_scroll_to (page, "production-summary");
  bth_ui_snap ("campaign-production-recorded");
  /* The Force Pools page shows Prussia's pool emptied, the Leader Display the new stack. */
  page = bth_ui_show_page ("force-pools");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "pool-prussia-force_pool"), ==, "Empty");
  bth_ui_scroll_to (page, "pools-group-prussia");
  bth_ui_settle ();
  bth_ui_snap ("campaign-production-pools");
  page = bth_ui_show_page ("leaders");
  bth_ui_settle ();
  {
    g_autofree char *row = g_strdup_printf ("stack-%s", stack_at ("Königsberg")->id);
    const char *subtitle = adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (bth_ui_find (page, row)));
    g_assert_nonnull (strstr (subtitle, "Königsberg"));
    g_assert_nonnull (strstr (subtitle, "2 SP"));
    bth_ui_scroll_to (page, row);
  }
  bth_ui_settle ();
  bth_ui_snap ("campaign-production-leaders");

  /* Ctrl+Z takes the whole phase back; the logged die stays. */
  undo ();
  g_assert_cmpint (pool_sp ("prussia", "I"), ==, 4);
  g_assert_cmpint (prussian_sp_at ("Königsberg"), ==, konigsberg);
  g_assert_cmpint (prussian_sp_at ("Berlin"), ==, berlin);
  page = bth_ui_show_page ("production");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "production-die-value"), ==, "6");
  g_assert_null (bth_ui_try_find (page, "production-done"));
  bth_ui_assert_fits_width (360);
}

static void
test_english_loan (void)
{
  const char *const path[] = { "england", "pp", NULL };
  g_autoptr(JsonNode) three = json_from_string ("3", NULL);
  g_autoptr(GError) error = NULL;
  GtkWidget *page;
  const char *problem;
  g_autoptr(JsonArray) loans = NULL;

  bth_ui_go_to_phase ("1805-09", "anti_french", "production");
  g_assert_true (bth_game_campaign_edit (game (), path, three, "X.J.5.b", "accumulated before", &error));
  g_assert_no_error (error);
  page = bth_ui_show_page ("production");
  bth_ui_settle ();
  bth_ui_select (page, "production-state", "England (Anti-French)");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "production-england-pp"), ==, "3 PP");
  bth_ui_set_text (page, "production-die", "6");
  bth_ui_settle ();
  /* The readings and Lloyd's are offered; Lloyd's rows only once it is switched on. */
  g_assert_nonnull (bth_ui_find (page, "production-option-loan_cap_this_turn"));
  g_assert_null (bth_ui_try_find (page, "production-lloyds-rate"));

  /* 3 PP to Spain: over X.J.4.e's two, shown under the loan with its rule; Record is off. */
  bth_ui_click (page, "production-add-loan");
  bth_ui_settle ();
  bth_ui_select (page, "production-loan-0-to", "Spain");
  bth_ui_set_value (page, "production-loan-0-pp", 3);
  bth_ui_settle ();
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "production-loan-0-problem")));
  problem = bth_ui_get_text (page, "production-loan-0-problem");
  g_test_message ("loan violation: %s", problem);
  g_assert_nonnull (strstr (problem, "at most 2 English PP"));
  g_assert_nonnull (strstr (problem, "X.J.4.e"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "production-record")));
  bth_ui_assert_fits_width (360);
  bth_ui_scroll_to (page, "production-loans");
  bth_ui_snap ("campaign-production-loan-violation");

  /* 2 PP: legal; recorded with the phase, then taken back. */
  bth_ui_set_value (page, "production-loan-0-pp", 2);
  bth_ui_settle ();
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "production-loan-0-problem")));
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "production-record")));
  /* Lloyd's of London switched on (optional X.K.8): at a 20% rate England must spend 3 PP
   * on Action Against Bases (X.K.8.i), shown in its group; switched off again. */
  bth_ui_set_active (page, "production-lloyds", TRUE);
  bth_ui_settle ();
  /* The switch is the game's option, an action of its log (not a page setting). */
  g_assert_true (bth_campaign_books_option (bth_game_state_get_campaign (bth_game_get_state (game ())), BTH_OPTION_LLOYDS));
  {
    g_autofree char *label = bth_game_describe_undo (game ());
    g_assert_cmpstr (label, ==, "Game options");
  }
  bth_ui_set_value (page, "production-lloyds-rate", 20);
  bth_ui_settle ();
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "production-lloyds-problem")));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "production-lloyds-problem"), "X.K.8.i"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "production-record")));
  bth_ui_scroll_to (page, "production-lloyds-group");
  bth_ui_snap ("campaign-production-lloyds");
  bth_ui_set_active (page, "production-lloyds", FALSE);
  bth_ui_settle ();
  g_assert_false (bth_campaign_books_option (bth_game_state_get_campaign (bth_game_get_state (game ())), BTH_OPTION_LLOYDS));
  g_assert_null (bth_ui_try_find (page, "production-lloyds-rate"));
  /* Ctrl+Z takes the "off" back: the switch follows the game. */
  undo ();
  bth_ui_settle ();
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "production-lloyds"))));
  bth_ui_set_active (page, "production-lloyds", FALSE);
  bth_ui_settle ();
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "production-record")));
  bth_ui_click (page, "production-record");
  bth_ui_settle ();
  loans = last_production_loans ();
  g_assert_nonnull (loans);
  g_assert_cmpuint (json_array_get_length (loans), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (loans, 0), "to"), ==, "spain");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (loans, 0), "pp"), ==, 2);
  g_test_message ("England's PP after the phase: %d", england_pp ());
  undo ();
  g_clear_pointer (&loans, json_array_unref);
  loans = last_production_loans ();
  g_assert_null (loans);
  g_assert_cmpint (england_pp (), ==, 3);
}


/* The whole Alliance Display (points, City Points, major states, minor state groups) on one
 * screen of a 1280×800 laptop: scrolled to, it lies wholly in view. */
static void
display_fits_one_screen (GtkWidget *page)
{
  GtkWidget *window = GTK_WIDGET (bth_ui_window ());
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);

  gtk_widget_set_visible (window, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_widget_set_visible (window, TRUE);
  bth_ui_settle ();
  g_assert_cmpint (gtk_widget_get_height (window), <=, 800);   /* no taller than the laptop */
  bth_ui_scroll_to (page, "alliance-display");
  bth_ui_assert_in_view (page, "alliance-display");
  bth_ui_snap ("campaign-alliance-display-1280x800");
  gtk_widget_set_visible (window, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_widget_set_visible (window, TRUE);
  bth_ui_settle ();
}

static void
test_alliance_phase (void)
{
  GtkWidget *page;

  bth_ui_go_to_phase ("1805-10", "anti_french", "alliance");
  page = bth_ui_show_page ("alliances");
  bth_ui_settle ();
  /* The English roll in the anti-French segment (X.G.1.e); Prussia among its targets. */
  g_assert_cmpstr (combo_text (page, "alliance-roller"), ==, "English roll (X.G.1.e)");
  bth_ui_select (page, "alliance-target", "Prussia (Neutral)");
  bth_ui_settle ();
  /* X.G.1.g: -2 for France and Spain, +3 for England, Austria, Russia. */
  g_assert_cmpstr (bth_ui_get_text (page, "alliance-total"), ==, "+1");
  /* A board fact. The players record Poland as created (X.H; an entry of the books, made
   * through the core here): the Baltic group is Denmark, Sweden and Poland, all created and
   * neutral. All three attacked by pro-French forces this turn join the anti-French (X.G.1.f);
   * a group whose states are all created and of one faction counts (BB 3278): +1 for one
   * anti-French minor state group (X.G.1.g), so +2. Back to "not attacked", back to +1. */
  {
    const char *const path[] = { "states", "poland", "created", NULL };
    g_autoptr(JsonNode) yes = json_from_string ("true", NULL);
    g_autoptr(GError) error = NULL;
    g_assert_true (bth_game_campaign_edit (game (), path, yes, "X.H", "created", &error));
    g_assert_no_error (error);
    bth_ui_settle ();
  }
  bth_ui_select (page, "alliance-target", "Prussia (Neutral)");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "alliance-total"), ==, "+1");
  bth_ui_select (page, "alliance-minor-attacked-denmark", "By pro-French forces");
  bth_ui_settle ();
  bth_ui_select (page, "alliance-minor-attacked-sweden", "By pro-French forces");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "alliance-total"), ==, "+1");   /* Poland still neutral */
  bth_ui_select (page, "alliance-minor-attacked-poland", "By pro-French forces");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "alliance-total"), ==, "+2");
  g_assert_true (g_str_has_prefix (bth_ui_get_text (page, "alliance-minor-sweden"), "Anti-French"));
  bth_ui_assert_fits_width (360);
  bth_ui_scroll_to (page, "alliance-board");
  bth_ui_snap ("campaign-alliance-board");
  bth_ui_select (page, "alliance-minor-attacked-poland", "Not attacked");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "alliance-total"), ==, "+1");
  bth_ui_select (page, "alliance-minor-attacked-denmark", "Not attacked");
  bth_ui_select (page, "alliance-minor-attacked-sweden", "Not attacked");
  bth_ui_settle ();
  g_assert_nonnull (bth_ui_find (page, "alliance-modifier-0"));
  g_assert_nonnull (bth_ui_find (page, "alliance-modifier-1"));
  /* Spain may not be rolled for by the English player (X.G.1.l): listed with the reason. */
  g_assert_nonnull (strstr (bth_ui_get_text (page, "alliance-refused-spain"), "Spain"));
  bth_ui_assert_fits_width (360);
  bth_ui_scroll_to (page, "alliance-roll");
  bth_ui_snap ("campaign-alliance-roll");

  bth_ui_set_text (page, "alliance-die", "6");
  bth_ui_press_enter (page, "alliance-die");
  bth_ui_settle ();
  g_assert_cmpint (status_of ("prussia"), ==, BTH_SIDE_ANTI_FRENCH);
  g_assert_nonnull (strstr (bth_ui_get_text (page, "alliance-outcome"), "modified 7"));
  g_assert_cmpstr (bth_ui_get_text (page, "alliance-major-prussia"), ==, "Anti-French");
  g_assert_cmpint (bth_game_get_state (game ())->anti_french_powers, ==, 4);
  bth_ui_scroll_to (page, "alliance-die-group");
  bth_ui_snap ("campaign-alliance-rolled");
  bth_ui_scroll_to (page, "alliance-display");
  bth_ui_snap ("campaign-alliance-display");
  display_fits_one_screen (page);

  undo ();
  g_assert_cmpint (status_of ("prussia"), ==, BTH_SIDE_NEUTRAL);
  g_assert_null (bth_ui_try_find (page, "alliance-outcome"));
  g_assert_cmpstr (bth_ui_get_text (page, "alliance-major-prussia"), ==, "Neutral");

  /* City control: anti-French forces take Milan, Italy's only production city on this card:
   * Italy is anti-French (X.G.1.f), one action, undone by Ctrl+Z. */
  bth_ui_select (page, "alliance-city", "Milan");
  bth_ui_select (page, "alliance-controller", "Anti-French");
  bth_ui_click (page, "alliance-control-apply");
  bth_ui_settle ();
  g_assert_cmpint (status_of ("italy"), ==, BTH_SIDE_ANTI_FRENCH);
  g_assert_nonnull (strstr (bth_ui_get_text (page, "alliance-outcome"), "Milan"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "alliance-outcome-notes"), "Italy is now Anti-French"));
  bth_ui_assert_fits_width (360);
  bth_ui_scroll_to (page, "alliance-control");
  bth_ui_snap ("campaign-alliance-control");
  undo ();
  g_assert_cmpint (status_of ("italy"), ==, BTH_SIDE_PRO_FRENCH);

  /* The board facts belong to their turn: an attack "that turn" (X.G.1.f) and the SP counts
   * are October's; November starts without them. A Spanish unit moved "during the course of
   * the game" (X.G.1.l) stays. Back in October (Ctrl+Z), October's answers are there again. */
  bth_ui_select (page, "alliance-minor-attacked-denmark", "By pro-French forces");
  bth_ui_set_value (page, "alliance-paris-sp", 12);
  bth_ui_set_active (page, "alliance-spanish-moved", TRUE);
  bth_ui_settle ();
  {
    guint before = bth_game_get_events (game ())->len;
    bth_ui_go_to_phase ("1805-11", "anti_french", "alliance");
    bth_ui_settle ();
    g_assert_cmpstr (combo_text (page, "alliance-minor-attacked-denmark"), ==, "Not attacked");
    g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (page, "alliance-paris-sp"))), ==, 0);
    g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "alliance-spanish-moved"))));
    while (bth_game_get_events (game ())->len > before)
      undo ();
  }
  g_assert_cmpstr (combo_text (page, "alliance-minor-attacked-denmark"), ==, "By pro-French forces");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (page, "alliance-paris-sp"))), ==, 12);
}

/* ---- X.K.6.d, X.K.7.c: the repair purchases of the optional naval rules -------------- */

static guint
payment_items (GtkWidget *page, const char *id)
{
  return g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (bth_ui_find (page, id))));
}

static const char *
purchase_cost (GtkWidget *page, const char *id)
{
  return adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (bth_ui_find (page, id)));
}

/* The purchase types (BthPurchaseType) of the last production table in the log, joined by spaces. */
static char *
last_production_types (void)
{
  GPtrArray *events = bth_game_get_events (game ());
  g_autoptr(GString) types = g_string_new (NULL);

  for (guint i = events->len; i > 0; i--)
    {
      const BthEvent *e = g_ptr_array_index (events, i - 1);
      g_autoptr(JsonObject) p = bth_event_dup_payload (e);
      if (e->type == BTH_EVENT_TABLE_RESOLVED
          && g_strcmp0 (json_object_get_string_member_with_default (p, "table", NULL), "production") == 0)
        {
          JsonArray *list = json_object_get_array_member (json_object_get_object_member (p, "inputs"), "purchases");
          for (guint k = 0; k < json_array_get_length (list); k++)
            g_string_append_printf (types, "%s%" G_GINT64_FORMAT, k > 0 ? " " : "",
                                    json_object_get_int_member (json_array_get_object_element (list, k), "type"));
          break;
        }
    }
  return g_string_free (g_steal_pointer (&types), FALSE);
}

/* Prussia, 4 PP (die 6, two cities). Off, the rules sell no repair: the Payment row has two
 * items. Naval Prizes on: X.K.6.d's example (000:2366) "two combat units and a transport ...
 * seven production points" — 2 S at 3 PP and 1 T at 1 PP; an infantry "prize" is refused
 * naming X.K.6.d. Naval Battle Damage on: "one production point per naval unit" (X.K.7.c,
 * 000:2386). 1 S prize (3 PP) and 1 S damaged (1 PP) spend the 4 PP and are recorded with
 * their types; switching the rule off makes its repair an ordinary purchase again. */
static void
test_repairs (void)
{
  GtkWidget *page;
  g_autofree char *types = NULL;

  start_campaign ();
  bth_ui_go_to_phase ("1805-09", "neutral", "production");
  page = bth_ui_show_page ("production");
  bth_ui_settle ();
  bth_ui_set_text (page, "production-die", "6");
  bth_ui_press_enter (page, "production-die");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "production-total"), ==, "4 PP");

  bth_ui_click (page, "production-add-purchase");
  bth_ui_settle ();
  g_assert_cmpuint (payment_items (page, "purchase-0-type"), ==, 2);

  /* Naval Prizes in use: the prize repair is offered. */
  bth_ui_set_active (page, "production-prizes", TRUE);
  bth_ui_settle ();
  g_assert_cmpuint (payment_items (page, "purchase-0-type"), ==, 3);
  bth_ui_select (page, "purchase-0-type", "Prize repair (X.K.6.d)");
  bth_ui_select (page, "purchase-0-kind", "S");
  bth_ui_set_value (page, "purchase-0-sp", 2);
  bth_ui_click (page, "production-add-purchase");
  bth_ui_settle ();
  bth_ui_select (page, "purchase-1-type", "Prize repair (X.K.6.d)");
  bth_ui_select (page, "purchase-1-kind", "T");
  bth_ui_settle ();
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, "purchase-0"))), ==,
                   "Prize repair: 2 S");
  g_assert_cmpstr (purchase_cost (page, "purchase-0"), ==, "6 PP");
  g_assert_cmpstr (purchase_cost (page, "purchase-1"), ==, "1 PP");
  /* A repair deploys nothing: no city, no Force Pool to choose. */
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "purchase-0-city")));
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "purchase-0-pool")));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "production-record")));   /* 7 PP > 4 PP */

  /* Only naval prizes are repaired. */
  bth_ui_select (page, "purchase-1-kind", "I");
  bth_ui_settle ();
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "purchase-1-problem")));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "purchase-1-problem"), "X.K.6.d"));

  /* Naval Battle Damage in use: 1 S prize and 1 S damaged, 4 PP. */
  bth_ui_set_active (page, "production-battle-damage", TRUE);
  bth_ui_settle ();
  g_assert_cmpuint (payment_items (page, "purchase-1-type"), ==, 4);
  bth_ui_set_value (page, "purchase-0-sp", 1);
  bth_ui_select (page, "purchase-1-type", "Battle-damage repair (X.K.7.c)");
  bth_ui_select (page, "purchase-1-kind", "S");
  bth_ui_settle ();
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "purchase-1-problem")));
  g_assert_cmpstr (purchase_cost (page, "purchase-0"), ==, "3 PP");
  g_assert_cmpstr (purchase_cost (page, "purchase-1"), ==, "1 PP");
  g_assert_cmpstr (bth_ui_get_text (page, "production-spent"), ==, "4 PP");
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "production-record")));
  bth_ui_assert_fits_width (360);
  bth_ui_scroll_to (page, "production-purchases");
  bth_ui_snap ("campaign-production-repairs");

  /* The rule switched off: its repair is an ordinary purchase again; back on to record. */
  bth_ui_set_active (page, "production-battle-damage", FALSE);
  bth_ui_settle ();
  g_assert_cmpuint (payment_items (page, "purchase-1-type"), ==, 3);
  g_assert_cmpstr (combo_text (page, "purchase-1-type"), ==, "Bought outright");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "purchase-1-city")));
  bth_ui_set_active (page, "production-battle-damage", TRUE);
  bth_ui_settle ();
  bth_ui_select (page, "purchase-1-type", "Battle-damage repair (X.K.7.c)");
  bth_ui_settle ();

  bth_ui_click (page, "production-record");
  bth_ui_settle ();
  types = last_production_types ();
  {
    g_autofree char *expected = g_strdup_printf ("%d %d", BTH_PURCHASE_PRIZE_REPAIR, BTH_PURCHASE_DAMAGE_REPAIR);
    g_assert_cmpstr (types, ==, expected);
  }
  undo ();
}

/* ---- P.10: captured leaders on the Force Pools page ---------------------------------- */

/* A named leader of POWER on the map (not Napoleon). */
static const BthLeaderState *
leader_on_map (const char *power)
{
  const BthGameState *s = bth_game_get_state (game ());

  for (guint i = 0; i < s->leaders->len; i++)
    {
      const BthLeaderState *l = g_ptr_array_index (s->leaders, i);
      if (g_str_equal (l->power, power) && l->status == BTH_LEADER_STATUS_ON_MAP && l->stack != NULL &&
          l->named && !g_str_equal (l->id, "napoleon"))
        return l;
    }
  g_assert_not_reached ();
}

static void
release_to_first_stack (GtkWidget *page, const char *leader)
{
  g_autofree char *row = g_strdup_printf ("pools-release-%s", leader);

  adw_combo_row_set_selected (ADW_COMBO_ROW (bth_ui_find (page, row)), 1);   /* 0: stays captured */
}

static void
test_captured_leaders (void)
{
  g_autofree char *french = g_strdup (leader_on_map ("france")->id);
  g_autofree char *french_name = g_strdup (leader_on_map ("france")->name);
  g_autofree char *austrian = g_strdup (leader_on_map ("austria")->id);
  g_autofree char *austrian_name = g_strdup (leader_on_map ("austria")->name);
  GtkWidget *page = bth_ui_show_page ("force-pools");

  bth_ui_settle ();
  /* A French leader's force eliminated inside a city: captured by Austria, then an Austrian
   * one by France. Each goes to the captor's Prisoners box, shown there as a leader. */
  bth_ui_select (page, "pools-capture-leader", french_name);
  bth_ui_select (page, "pools-capture-captor", "Austria");
  bth_ui_click (page, "pools-capture");
  bth_ui_settle ();
  g_assert_cmpstr (bth_game_leader_captor (game (), french), ==, "austria");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "pool-austria-prisoners"), french_name));
  bth_ui_select (page, "pools-capture-leader", austrian_name);
  bth_ui_select (page, "pools-capture-captor", "France");
  bth_ui_click (page, "pools-capture");
  bth_ui_settle ();
  g_assert_cmpstr (bth_game_leader_captor (game (), austrian), ==, "france");

  /* One leader alone, without the players' agreement: refused, said in the group. */
  release_to_first_stack (page, french);
  bth_ui_click (page, "pools-release");
  bth_ui_settle ();
  g_assert_nonnull (strstr (bth_ui_get_text (page, "pools-leaders-error"), "one for one"));
  g_assert_cmpstr (bth_game_leader_captor (game (), french), ==, "austria");

  /* Leader for leader: both back on the map, one action; Ctrl+Z puts them back in the boxes. */
  release_to_first_stack (page, austrian);
  bth_ui_assert_fits_width (360);
  bth_ui_scroll_to (page, "pools-leaders");
  bth_ui_snap ("campaign-captured-leaders");
  bth_ui_click (page, "pools-release");
  bth_ui_settle ();
  g_assert_null (bth_game_leader_captor (game (), french));
  g_assert_null (bth_game_leader_captor (game (), austrian));
  g_assert_nonnull (bth_game_state_find_leader (bth_game_get_state (game ()), french));
  undo ();
  g_assert_cmpstr (bth_game_leader_captor (game (), french), ==, "austria");
  g_assert_cmpstr (bth_game_leader_captor (game (), austrian), ==, "france");

  /* By agreement one may go home alone. */
  release_to_first_stack (page, french);
  bth_ui_set_active (page, "pools-release-agreement", TRUE);
  bth_ui_click (page, "pools-release");
  bth_ui_settle ();
  g_assert_null (bth_game_leader_captor (game (), french));
  g_assert_cmpstr (bth_game_leader_captor (game (), austrian), ==, "france");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/campaign/production-shipped-card", test_production_shipped_card);
  g_test_add_func ("/ui/campaign/production", test_production_phase);
  g_test_add_func ("/ui/campaign/english-loan", test_english_loan);
  g_test_add_func ("/ui/campaign/alliance", test_alliance_phase);
  g_test_add_func ("/ui/campaign/repairs", test_repairs);
  g_test_add_func ("/ui/campaign/captured-leaders", test_captured_leaders);
  return bth_ui_test_run ();
}
