/* bth-ui-players-card.c — a Campaign Game Card as a group would type it: the shipped card
 * with some states' production cities and initial Force Pools filled in. TEST DATA, never
 * shipped: the rulebook does not print these values (bth-ui-players-card.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-ui-players-card.h"
#include "bth-ui-test.h"

#include "bth-campaign-game.h"

#include <json-glib/json-glib.h>

typedef struct {
  const char *state;
  const char *cities;       /* "City:symbol,City:symbol" */
  const char *initial;      /* a JSON list of forces, or NULL (not entered) */
} Entry;

static const Entry players_entries[] = {
  { "france",      "Paris:red", "[{\"units\": [\"6I\", \"2C\", \"1GI\"], \"leaders\": []}]" },
  { "england",     "Portsmouth:white,London:red", "[{\"units\": [\"4I\", \"2S\"], \"leaders\": []}]" },
  { "spain",       "Madrid:red,Seville:red", "[{\"units\": [\"3I\"], \"leaders\": []}]" },
  { "austria",     "Prague:black,Innsbruck:black,Budapest:red,Vienna:red", "[{\"units\": [\"6I\", \"2C\", \"2L\"], \"leaders\": []}]" },
  { "prussia",     "Berlin:red,Königsberg:red", "[{\"units\": [\"4I\"], \"leaders\": []}]" },
  { "russia",      "Kiev:red,Moscow:red,St. Petersburg:red", "[{\"units\": [\"8I\", \"2C\", \"1CC\"], \"leaders\": []}]" },
  { "holland",     "Amsterdam:red,Brussels:red", NULL },
  { "portugal",    "Lisbon:red", NULL },
  { "italy",       "Milan:red", "[{\"units\": [\"2I\"], \"leaders\": []}]" },
  { "naples",      "Florence:red", NULL },
  { "bavaria",     "Munich:red", "[{\"units\": [\"2I\"], \"leaders\": []}]" },
  { "saxony",      "Dresden:red", NULL },
  /* The Baltic group (X.G.1.f): a group counts as a power only once every member's list is
   * complete, so the alliance phase's group modifier needs these three. */
  { "denmark",     "Copenhagen:red", NULL },
  { "sweden",      "Stockholm:red", NULL },
  { "poland",      "Warsaw:red", NULL },
};

BthCampaignCard *
bth_ui_players_card (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "campaign",
                                            "war-and-peace-4e-card.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autofree char *text = NULL;
  JsonArray *states;
  BthCampaignCard *card;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  states = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "states");
  for (guint i = 0; i < G_N_ELEMENTS (players_entries); i++)
    {
      const Entry *e = &players_entries[i];
      g_auto(GStrv) cities = g_strsplit (e->cities, ",", -1);
      JsonObject *state = NULL;
      JsonObject *pc;
      JsonArray *list = json_array_new ();

      for (guint k = 0; k < json_array_get_length (states); k++)
        if (g_str_equal (json_object_get_string_member (json_array_get_object_element (states, k), "id"), e->state))
          state = json_array_get_object_element (states, k);
      g_assert_nonnull (state);
      pc = json_object_get_object_member (state, "production_cities");
      for (guint c = 0; cities[c] != NULL; c++)
        {
          g_auto(GStrv) kv = g_strsplit (cities[c], ":", 2);
          JsonObject *city = json_object_new ();
          json_object_set_string_member (city, "city", kv[0]);
          json_object_set_string_member (city, "symbol", kv[1]);
          json_array_add_object_element (list, city);
        }
      json_object_set_array_member (pc, "cities", list);
      json_object_set_boolean_member (pc, "complete", TRUE);
      if (e->initial != NULL)
        json_object_set_member (state, "initial_force_pool", json_from_string (e->initial, NULL));
    }
  json_generator_set_root (gen, json_parser_get_root (parser));
  text = json_generator_to_data (gen, NULL);
  card = bth_campaign_card_new_from_data (text, -1, "players-card.json", &error);
  g_assert_no_error (error);
  return card;
}

static BthGame *
window_game (void)
{
  return bth_session_get_game (bth_window_get_session (bth_ui_window ()));
}

void
bth_ui_start_grand_campaign (void)
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
  g_assert_nonnull (bth_game_state_get_campaign (bth_game_get_state (window_game ())));
}

void
bth_ui_go_to_phase (const char *month, const char *segment, const char *phase)
{
  BthMonth m;

  g_assert_true (bth_month_parse (month, &m));
  for (guint n = 0; n < 200; n++)
    {
      const BthGameState *s = bth_game_get_state (window_game ());
      if (s->month == m && g_strcmp0 (s->segment, segment) == 0 && g_strcmp0 (s->phase, phase) == 0)
        {
          bth_ui_settle ();
          return;
        }
      g_assert_true (bth_game_advance_phase (window_game (), NULL));
    }
  g_assert_not_reached ();
}
