/* test-ui-campaign-hexes.c — the players say on the Alliances page that their cities list
 * holds every city hex of England (X.I.1.b), and England's conquest goes from "needs" to
 * decided; the answer is recorded in the game and Ctrl+Z takes it back. The players' keys
 * are real key events (xdotool on the test's display).
 *
 * The Grand Campaign starts from the Game page with the players' card of the UI tests (TEST
 * DATA, bth-ui-players-card.c: England's cities Portsmouth and London; the test adds
 * Gibraltar, the map's third English city hex). Hand working
 * (rulebook seed 000_…): "England, Spain and Portugal are conquered if there is at least one
 * foreign SP in every city hex of the country at the end of any Combat Phase" (X.I.1.b). A
 * foreign SP in Portsmouth, London and Gibraltar is in every city hex *entered*; whether those are all
 * of England's city hexes only the players know, so the conquest waits for their word; once
 * given, England is conquered (X.I.1.b) and becomes neutral (X.I.2.a).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"
#include "bth-ui-players-card.h"

#include "bth-campaign-game.h"
#include "bth-campaign-answers.h"

/* The first consequence row of PREFIX whose title holds TEXT, or NULL. */
static const char *
find_step (GtkWidget *page, const char *prefix, const char *text)
{
  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *id = g_strdup_printf ("%s%u", prefix, i);
      GtkWidget *row = bth_ui_try_find (page, id);
      const char *title = row != NULL ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : NULL;

      if (row == NULL)
        return NULL;
      if (strstr (title, text) != NULL)
        return title;
    }
  return NULL;
}

/* England's conquest as the board group shows it. */
static const char *
england_conquest (GtkWidget *page)
{
  GtkWidget *row = bth_ui_find (page, "alliance-conquest-england");

  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "X.I.1.b");
  g_test_message ("%s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

static void
test_england_hexes_complete (void)
{
  GtkWidget *page;
  const char *needs;
  g_autoptr(GError) error = NULL;
  BthGame *game;
  guint events;

  bth_ui_start_grand_campaign ();
  bth_ui_go_to_phase ("1805-09", "pro_french", "combat");
  /* Gibraltar, England's city hex on the map that the card does not list (not a production
   * city), entered by the players: the map then asks for no other hex. */
  game = bth_session_get_game (bth_window_get_session (bth_ui_window ()));
  g_assert_true (bth_game_campaign_add_city (game,
                                             "Gibraltar", "england", FALSE, BTH_PRODUCTION_SYMBOL_NONE, FALSE, TRUE,
                                             BTH_SIDE_ANTI_FRENCH, &error));
  g_assert_no_error (error);
  page = bth_ui_show_page ("alliances");
  bth_ui_settle ();

  /* A foreign SP in each of England's entered city hexes (the switches, Space). */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, "alliance-foreign-sp")), TRUE);
  bth_ui_settle ();
  bth_ui_focus_keys (page, "alliance-foreign-sp-Portsmouth", "space");
  bth_ui_focus_keys (page, "alliance-foreign-sp-London", "space");
  bth_ui_focus_keys (page, "alliance-foreign-sp-Gibraltar", "space");

  /* Unknown: the conquest names what to enter; nothing conquers England. */
  needs = england_conquest (page);
  g_assert_nonnull (strstr (needs, "whether England is conquered needs"));
  g_assert_nonnull (strstr (needs, "every other city hex of England, then say the list is complete"));
  g_assert_null (strstr (needs, "on the map"));
  g_assert_null (find_step (page, "alliance-pending-", "England is conquered"));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "alliance-city-hexes-complete-england"))));

  /* The players' word (Space on the switch), recorded in the game as one action: decided. */
  events = bth_game_get_events (game)->len;
  bth_ui_focus_keys (page, "alliance-city-hexes-complete-england", "space");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "alliance-city-hexes-complete-england"))));
  g_assert_cmpstr (england_conquest (page), ==, "A foreign SP is in every city hex of England at the end of the "
                                                 "Combat Phase: England is conquered");
  /* The consequences follow: England's conquest is ready to apply, by the faction whose
   * foreign SP hold its cities — England is anti-French, so the pro-French (X.I.1.b). */
  g_assert_nonnull (find_step (page, "alliance-pending-", "England is conquered by the Pro-French faction"));
  bth_ui_assert_fits_width (360);
  bth_ui_scroll_to (page, "alliance-city-hexes-complete-england");
  bth_ui_snap ("campaign-hexes-complete");

  g_assert_cmpuint (bth_game_get_events (game)->len, >, events);
  g_assert_true (bth_game_campaign_answered_city_hexes_complete (bth_game_get_state (game), "england"));

  /* Ctrl+Z (real keys) takes the word back: unknown again. */
  bth_ui_keys ("ctrl+z");
  bth_ui_settle ();
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "alliance-city-hexes-complete-england"))));
  g_assert_nonnull (strstr (england_conquest (page), "whether England is conquered needs"));
  g_assert_null (find_step (page, "alliance-pending-", "England is conquered"));
}

/* X.G.1.f-g on the Alliances page: "If all of the production cities of a minor state group
 * are controlled by pro-French forces, the group is considered a pro-French power" and the
 * roll takes "(-1) for each ... minor state group". Every Italian city entered (Milan, Florence,
 * Trieste, Berne) held by pro-French forces, but the test card leaves Dalmatia's and
 * Switzerland's lists incomplete: the group is a power or none, so the French roll's total
 * is unknown, naming the lists, and a die typed with Enter (real keys) records nothing. */
static void
test_group_modifier_unknown (void)
{
  static const struct { const char *city, *state; } italian[] = {
    { "Milan", "italy" }, { "Florence", "naples" }, { "Trieste", "dalmatia" }, { "Berne", "switzerland" },
  };
  GtkWidget *page;
  BthGame *game;
  guint events;
  const char *problem;

  bth_ui_start_grand_campaign ();
  game = bth_session_get_game (bth_window_get_session (bth_ui_window ()));
  for (guint i = 0; i < G_N_ELEMENTS (italian); i++)
    {
      const char *created[] = { "states", italian[i].state, "created", NULL };
      g_autoptr(JsonNode) yes = json_from_string ("true", NULL);
      g_autoptr(GError) error = NULL;
      if (!bth_game_campaign_edit (game, created, yes, "X.H.1.a", NULL, &error))
        g_clear_error (&error);                          /* created already */
      if (bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (game)), italian[i].city) == NULL)
        g_assert_true (bth_game_campaign_add_city (game, italian[i].city, italian[i].state, TRUE,
                                                   BTH_PRODUCTION_SYMBOL_RED, FALSE, FALSE, BTH_SIDE_PRO_FRENCH, &error));
      else if (!bth_game_campaign_set_city_control (game, italian[i].city, BTH_SIDE_PRO_FRENCH, "france", NULL, NULL,
                                                    &error))
        g_clear_error (&error);                          /* held already */
      g_assert_no_error (error);
    }
  bth_ui_go_to_phase ("1805-10", "pro_french", "alliance");
  page = bth_ui_show_page ("alliances");
  bth_ui_settle ();

  g_assert_cmpstr (bth_ui_get_text (page, "alliance-total"), ==, "Unknown");
  {
    GtkWidget *row = bth_ui_find (page, "alliance-modifier-unknown");
    const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
    g_test_message ("%s", title);
    g_assert_nonnull (strstr (title, "is unknown"));
    g_assert_nonnull (strstr (title, "the rest of Dalmatia's production cities"));
  }
  g_assert_nonnull (strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (bth_ui_find (page, "alliance-group-italian"))),
                            "Unknown"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "alliance-pro-cp-row"), "1 group unknown"));
  bth_ui_scroll_to (page, "alliance-modifiers");
  bth_ui_snap ("alliance-group-unknown");

  /* A die typed and Enter: refused with what to enter, nothing recorded. */
  events = bth_game_get_events (game)->len;
  bth_ui_focus_keys (page, "alliance-die", "1 Return");
  bth_ui_settle ();
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events);
  problem = gtk_label_get_text (GTK_LABEL (bth_ui_find (page, "alliance-die-problem")));
  g_test_message ("%s", problem);
  g_assert_nonnull (strstr (problem, "Dalmatia"));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/campaign/england-hexes-complete", test_england_hexes_complete);
  g_test_add_func ("/ui/campaign/group-modifier-unknown", test_group_modifier_unknown);
  return bth_ui_test_run ();
}
