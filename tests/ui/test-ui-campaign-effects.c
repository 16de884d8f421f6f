/* test-ui-campaign-effects.c — the Alliances page's "Facts the Consequences Need" (issue 16,
 * "honest unknowns"): each pending effect that waits for the players shows its rule and the
 * rulebook's question, and until answered the consequence is "Unknown — enter …", never a
 * default. The answers are entered with real key events (xdotool on the test's display) and
 * recorded in the game's log: Ctrl+Z takes them back.
 *
 * The Grand Campaign starts from the Game page with the players' card of the UI tests (TEST
 * DATA, bth-ui-players-card.c: Austria's production cities Prague, Innsbruck, Budapest and
 * Vienna; Saxony's Dresden). Hand workings (rulebook seed 000_…, lines as "000:LINE"):
 *
 * X.I.2.i (000:2164): "Venice is ceded to the Kingdom of Northern Italy and Innsbruck to either
 * Bavaria or France at the French player's option." With the treaty imposed and Innsbruck held
 * by the French, the French player chooses Bavaria: Apply cedes Innsbruck to Bavaria.
 *
 * X.J.4.b (000:2246): "If either Spain or Portugal is invaded by a foreign army, the invaded
 * state immediately joins the faction opposed to the invading force": no stack stands in a
 * Spanish city, so the page asks.
 *
 * X.I.3.b (000:2170): "The conquering player immediately rolls one die. If the result is less
 * than four, all units of the minor state which are currently on the mapboard are removed and
 * placed in the Force Pool": Saxony conquered by the pro-French, the die typed at the table, 2.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"
#include "bth-ui-players-card.h"

#include "bth-campaign-answers.h"
#include "bth-campaign-game.h"

static BthGame *
game (void)
{
  return bth_session_get_game (bth_window_get_session (bth_ui_window ()));
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

static void
start_campaign (void)
{
  g_autoptr(BthCampaignCard) card = bth_ui_players_card ();
  g_autofree char *path = bth_campaign_card_players_path (BTH_CAMPAIGN_CARD_BUILTIN);
  g_autoptr(GError) error = NULL;
  GtkWidget *page;

  g_assert_true (bth_campaign_card_save (card, path, &error));
  g_assert_no_error (error);
  page = bth_ui_show_page ("game");
  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();
  g_assert_nonnull (bth_game_state_get_campaign (bth_game_get_state (game ())));
}

static const BthCampaignCity *
city (const char *name)
{
  return bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (game ())), name);
}

/* X.J.4.b asked; X.I.2.i chosen by keys and applied; all of it undone. */
static void
test_innsbruck (void)
{
  GtkWidget *page;
  g_autoptr(GError) error = NULL;
  guint events;

  start_campaign ();
  page = bth_ui_show_page ("alliances");
  bth_ui_settle ();

  /* X.J.4.b: no position shows a foreign army in Spain: asked, unknown until answered. */
  g_assert_true (ADW_IS_COMBO_ROW (bth_ui_find (page, "alliance-invaded-spain")));
  g_assert_cmpstr (title (page, "alliance-invaded-spain"), ==, "Is Spain invaded by a foreign army? (X.J.4.b)");
  g_assert_true (g_str_has_prefix (title (page, "alliance-invaded-spain-answer"),
                                   "Unknown — enter whether a foreign army is inside Spain’s borders"));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "alliance-invaded-spain"))), ==, 0);
  /* No treaty imposed: no Innsbruck question. */
  g_assert_null (bth_ui_try_find (page, "alliance-cession-Innsbruck"));
  /* Nothing follows from the facts entered, but two are not: the page does not say
   * "nothing follows" of the whole situation. */
  g_assert_cmpstr (title (page, "alliance-consequences-none"), ==, "Nothing follows from what is entered");
  g_assert_cmpstr (subtitle (page, "alliance-consequences-none"), ==,
                   "2 facts above are not entered yet: what follows may change when they are.");

  /* Austria conquered by the French, who hold Innsbruck (entered in the core); the board's
   * answer, by the switch (Space): the Peace of Pressburg is imposed. */
  g_assert_true (bth_game_campaign_set_city_control (game (), "Innsbruck", BTH_SIDE_PRO_FRENCH, "france", NULL, NULL,
                                                     &error));
  g_assert_no_error (error);
  bth_ui_settle ();
  bth_ui_focus_keys (page, "alliance-pressburg", "space");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "alliance-pressburg"))));

  /* The French player's option, unknown until chosen: no cession applies yet. */
  g_assert_cmpstr (title (page, "alliance-cession-Innsbruck"), ==, "Innsbruck is ceded to (X.I.2.i)");
  g_assert_cmpstr (title (page, "alliance-cession-Innsbruck-answer"), ==,
                   "Unknown — enter the French player’s option: Innsbruck to either Bavaria or France.");
  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *id = g_strdup_printf ("alliance-pending-%u", i);
      GtkWidget *row = bth_ui_try_find (page, id);
      if (row != NULL)
        g_assert_null (strstr (title (page, id), "Innsbruck"));
    }
  bth_ui_scroll_to (page, "alliance-effects");
  bth_ui_snap ("campaign-effects-unknown");

  /* Chosen by keys: Space opens the list, Down goes to Bavaria, Enter takes it; one action. */
  events = bth_game_get_events (game ())->len;
  bth_ui_focus_keys (page, "alliance-cession-Innsbruck", "space");
  bth_ui_keys ("Down Return");
  bth_ui_settle ();
  g_assert_cmpstr (bth_game_campaign_answered_cession (bth_game_get_state (game ()), "Innsbruck"), ==, "bavaria");
  g_assert_cmpuint (bth_game_get_events (game ())->len, >, events);
  g_assert_cmpstr (title (page, "alliance-cession-Innsbruck-answer"), ==,
                   "The French player’s option: Bavaria (Peace of Pressburg).");
  g_assert_cmpstr (title (page, "alliance-pending-0"), ==, "Peace of Pressburg: Innsbruck is ceded by Austria to Bavaria");
  g_assert_cmpstr (subtitle (page, "alliance-pending-0"), ==, "X.I.2.i");
  g_assert_cmpstr (city ("Innsbruck")->state, ==, "austria");
  bth_ui_assert_fits_width (360);
  bth_ui_scroll_to (page, "alliance-effects");
  bth_ui_snap ("campaign-effects-innsbruck");

  /* Apply (Return): the books follow the choice. */
  bth_ui_focus_keys (page, "alliance-settle-apply", "Return");
  g_assert_cmpstr (city ("Innsbruck")->state, ==, "bavaria");
  g_assert_cmpstr (title (page, "alliance-step-0"), ==, "Peace of Pressburg: Innsbruck is ceded by Austria to Bavaria");

  /* Ctrl+Z: the settlement, then the choice: unknown again. */
  bth_ui_keys ("ctrl+z");
  bth_ui_settle ();
  g_assert_cmpstr (city ("Innsbruck")->state, ==, "austria");
  bth_ui_keys ("ctrl+z");
  bth_ui_settle ();
  g_assert_cmpuint (bth_game_get_events (game ())->len, ==, events);
  g_assert_null (bth_game_campaign_answered_cession (bth_game_get_state (game ()), "Innsbruck"));
  g_assert_true (g_str_has_prefix (title (page, "alliance-cession-Innsbruck-answer"), "Unknown — enter"));
}

/* X.I.3.b: the die typed at the table, by keys; what it does. */
static void
test_conquest_die (void)
{
  GtkWidget *page = bth_ui_show_page ("alliances");
  g_autoptr(GError) error = NULL;
  guint events;

  g_assert_null (bth_ui_try_find (page, "alliance-conquest-die-saxony"));
  /* Dresden taken by the French (entered in the core): Saxony conquered (X.I.1). */
  g_assert_true (bth_game_campaign_set_city_control (game (), "Dresden", BTH_SIDE_PRO_FRENCH, "france", NULL, NULL,
                                                     &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game ())),
                                                "saxony")->conquered_by, ==, BTH_SIDE_PRO_FRENCH);
  bth_ui_settle ();
  g_assert_true (ADW_IS_ENTRY_ROW (bth_ui_find (page, "alliance-conquest-die-saxony-typed")));
  g_assert_cmpstr (title (page, "alliance-conquest-die-saxony"), ==,
                   "Saxony conquered: the conquering player’s die (X.I.3.b)");
  g_assert_true (g_str_has_prefix (subtitle (page, "alliance-conquest-die-saxony"),
                                   "Unknown — roll the die, or type the one rolled at the table"));
  /* X.I.3.a: the shipped card gives no initial Force Pool for Saxony: unknown, what to enter
   * named in the players' words (issue 16). */
  g_assert_cmpstr (title (page, "alliance-conquest-pool-saxony"), ==, "Saxony’s Force Pool (X.I.3.a)");
  g_assert_true (g_str_has_prefix (subtitle (page, "alliance-conquest-pool-saxony"),
                                   "Unknown — the Force Pools book does not hold Saxony’s Force Pool yet"));
  bth_ui_scroll_to (page, "alliance-conquest-die-saxony");
  bth_ui_snap ("campaign-effects-die-due");

  /* A face that is no die: refused, nothing recorded. */
  events = bth_game_get_events (game ())->len;
  bth_ui_focus_keys (page, "alliance-conquest-die-saxony-typed", "7 Return");
  g_assert_cmpuint (bth_game_get_events (game ())->len, ==, events);
  g_assert_cmpint (bth_game_campaign_answered_conquest_die (bth_game_get_state (game ()), "saxony"), ==, 0);
  /* The die rolled at the table, 2: typed and Enter. */
  bth_ui_keys ("BackSpace 2 Return");
  bth_ui_settle ();
  g_assert_cmpint (bth_game_campaign_answered_conquest_die (bth_game_get_state (game ()), "saxony"), ==, 2);
  g_assert_cmpuint (bth_game_get_events (game ())->len, >, events);
  g_assert_null (bth_ui_try_find (page, "alliance-conquest-die-saxony-typed"));
  g_test_message ("%s", subtitle (page, "alliance-conquest-die-saxony"));
  g_assert_true (g_str_has_prefix (subtitle (page, "alliance-conquest-die-saxony"), "Die 2 (less than 4):"));
  g_assert_nonnull (strstr (subtitle (page, "alliance-conquest-die-saxony"),
                            "removed to its Force Pool and exchanged for as many SP of France"));
  /* X.I.3.b: how many, from the Saxon stack at Dresden (3I 1C) on the Leaders page. */
  g_assert_nonnull (strstr (subtitle (page, "alliance-conquest-die-saxony"),
                            "the 4 SP (from the stacks on the Leaders page) of Saxony units on the map"));
  g_assert_null (strstr (subtitle (page, "alliance-conquest-pool-saxony"), "pool_sp"));
  bth_ui_scroll_to (page, "alliance-conquest-die-saxony");
  bth_ui_snap ("campaign-effects-die");

  /* Ctrl+Z: the die is due again. */
  bth_ui_keys ("ctrl+z");
  bth_ui_settle ();
  g_assert_cmpuint (bth_game_get_events (game ())->len, ==, events);
  g_assert_true (ADW_IS_ENTRY_ROW (bth_ui_find (page, "alliance-conquest-die-saxony-typed")));
  g_assert_true (g_str_has_prefix (subtitle (page, "alliance-conquest-die-saxony"), "Unknown — roll the die"));

  /* Rolled with the game's dice (a 5, fixed for the test): Enter on the Roll button. The die
   * is in the game's log with its purpose, as every roll the Dice Log shows. */
  bth_dice_set_fixed (bth_game_get_dice (game ()), (const int[]) { 5 }, 1);
  bth_ui_focus_keys (page, "alliance-conquest-roll-saxony", "Return");
  g_assert_cmpint (bth_game_campaign_answered_conquest_die (bth_game_get_state (game ()), "saxony"), ==, 5);
  {
    GPtrArray *log = bth_game_get_events (game ());
    gboolean rolled = FALSE;
    for (guint i = events; i < log->len; i++)
      {
        const BthEvent *e = g_ptr_array_index (log, i);
        if (e->type == BTH_EVENT_DICE_ROLLED)
          {
            g_autoptr(JsonObject) p = bth_event_dup_payload (e);
            rolled = strstr (json_object_get_string_member (p, "purpose"), "Saxony conquered") != NULL;
          }
      }
    g_assert_true (rolled);
  }
  g_assert_true (g_str_has_prefix (subtitle (page, "alliance-conquest-die-saxony"), "Die 5 (4 or more):"));
  bth_dice_set_fixed (bth_game_get_dice (game ()), NULL, 0);
}

/* X.J.4.b worked out from the positions: an English stack in Madrid is a foreign army in Spain
 * (X.J.4.a: "All non-Spanish units are considered foreign units in Spain"); nothing to ask. */
static void
test_invaded_from_positions (void)
{
  GtkWidget *page = bth_ui_show_page ("alliances");
  BthUnitCount english = { (char *) "england", (char *) "I", 2 };
  g_autoptr(GArray) units = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
  g_autoptr(GError) error = NULL;

  g_array_append_val (units, english);
  g_assert_true (bth_game_add_units (game (), NULL, "non-french", "Madrid", units, FALSE, &error));
  g_assert_no_error (error);
  bth_ui_settle ();
  g_assert_false (ADW_IS_COMBO_ROW (bth_ui_find (page, "alliance-invaded-spain")));
  g_test_message ("%s", subtitle (page, "alliance-invaded-spain"));
  g_assert_true (g_str_has_prefix (subtitle (page, "alliance-invaded-spain"),
                                   "Yes, worked out from the positions: Spain is invaded"));
  g_assert_nonnull (strstr (subtitle (page, "alliance-invaded-spain"), "Madrid"));
  /* Portugal: still asked. */
  g_assert_true (ADW_IS_COMBO_ROW (bth_ui_find (page, "alliance-invaded-portugal")));
  bth_ui_scroll_to (page, "alliance-effects");
  bth_ui_snap ("campaign-effects-invaded-worked-out");
}

/* X.I.2.h (000:2160): "If a neutral major state which has been conquered by France is
 * subsequently invaded by any anti-French unit, it immediately becomes a pro-French state":
 * Austria conquered by France (entered in the core), the answer by keys, the step pending. */
static void
test_anti_inside (void)
{
  GtkWidget *page = bth_ui_show_page ("alliances");
  const char *conquered[] = { "states", "austria", "conquered", NULL };
  const char *by[] = { "states", "austria", "conquered_by", NULL };
  g_autoptr(JsonNode) yes = json_node_init_boolean (json_node_alloc (), TRUE);
  g_autoptr(JsonNode) pro = json_node_init_string (json_node_alloc (), "pro_french");
  g_autoptr(GError) error = NULL;

  g_assert_null (bth_ui_try_find (page, "alliance-anti-inside-austria"));
  g_assert_true (bth_game_campaign_edit (game (), conquered, yes, "X.I.1", NULL, &error));
  g_assert_true (bth_game_campaign_edit (game (), by, pro, "X.I.1", NULL, &error));
  g_assert_true (bth_game_campaign_set_status (game (), "austria", BTH_SIDE_NEUTRAL, "X.I.2.a", "conquered", &error));
  g_assert_no_error (error);
  bth_ui_settle ();
  g_assert_cmpstr (title (page, "alliance-anti-inside-austria"), ==,
                   "Are anti-French units inside Austria’s borders? (X.I.2.h)");
  g_assert_true (g_str_has_prefix (title (page, "alliance-anti-inside-austria-answer"),
                                   "Unknown — enter whether any anti-French unit is inside Austria’s borders"));
  /* Space opens the list; Down Down: "Yes"; Enter takes it. */
  bth_ui_focus_keys (page, "alliance-anti-inside-austria", "space");
  bth_ui_keys ("Down Down Return");
  bth_ui_settle ();
  g_assert_cmpint (bth_game_campaign_answered_anti_inside (bth_game_get_state (game ()), "austria"), ==, BTH_FACT_YES);
  g_assert_true (g_str_has_prefix (title (page, "alliance-anti-inside-austria-answer"),
                                   "Yes: Austria is a pro-French state while they remain"));
  g_assert_cmpstr (title (page, "alliance-pending-0"), ==,
                   "Conquered by France and invaded by anti-French units: Austria becomes Pro-French (was Neutral)");
  g_assert_cmpstr (subtitle (page, "alliance-pending-0"), ==, "X.I.2.h");
  bth_ui_scroll_to (page, "alliance-effects");
  bth_ui_snap ("campaign-effects-anti-inside");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/campaign/effects-innsbruck", test_innsbruck);
  g_test_add_func ("/ui/campaign/effects-conquest-die", test_conquest_die);
  g_test_add_func ("/ui/campaign/effects-anti-inside", test_anti_inside);
  g_test_add_func ("/ui/campaign/effects-invaded-from-positions", test_invaded_from_positions);
  return bth_ui_test_run ();
}
