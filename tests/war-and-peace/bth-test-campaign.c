/* bth-test-campaign.c — the Grand Campaign's shared test set-up (bth-test-campaign.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-test-campaign.h"

#include "bth-campaign-card.h"
#include "bth-force-pools.h"

static gint64
fixed_clock (gpointer data)
{
  return 1746093600;   /* 2025-05-01T10:00:00Z */
}

BthGame *
bth_test_grand_campaign (BthRuleset *rules,
                         const char *sequence,
                         gboolean    force_pools)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("grand-campaign-1805", &error);
  BthGame *game;

  g_assert_no_error (error);
  game = bth_game_new_from_scenario (rules, scenario, sequence, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  bth_game_set_clock (game, fixed_clock, NULL);
  if (g_strcmp0 (sequence, "campaign") == 0)
    g_assert_cmpstr (bth_game_get_state (game)->phase, ==, "naval");   /* X.E */
  if (force_pools && bth_game_state_get_force_pools (bth_game_get_state (game)) == NULL)
    {
      g_autofree char *path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "campaign",
                                                "war-and-peace-4e-card.json", NULL);
      g_autofree char *text = NULL;
      g_autoptr(BthCampaignCard) card = NULL;

      g_assert_true (g_file_get_contents (path, &text, NULL, &error));
      card = bth_campaign_card_new_from_data (text, -1, "card.json", &error);
      g_assert_no_error (error);
      g_assert_true (bth_game_set_up_force_pools (game, card, &error));
      g_assert_no_error (error);
    }
  return game;
}

char *
bth_test_add_fleet (BthGame      *game,
                    const char   *nation,
                    int           squadrons,
                    int           transports,
                    int           damaged,
                    gboolean      nelson,
                    BthNavalPlace place,
                    const char   *name)
{
  g_autoptr(GError) error = NULL;
  BthFleet f = { 0 };
  char *id = NULL;

  f.nation = (char *) nation;
  f.squadrons = squadrons;
  f.transports = transports;
  f.damaged = damaged;
  f.nelson = nelson;
  f.location.place = place;
  if (place == BTH_NAVAL_PORT)
    f.location.port = (char *) name;
  else if (place == BTH_NAVAL_COASTAL)
    f.location.hex = (char *) name;
  else
    f.location.sea_zone = (char *) name;
  g_assert_true (bth_game_fleet_add (game, &f, &id, &error));
  g_assert_no_error (error);
  return id;
}

const BthStackState *
bth_test_stack_at (BthGame    *game,
                   const char *location,
                   const char *power)
{
  const BthGameState *s = bth_game_get_state (game);

  for (guint i = 0; i < s->stacks->len; i++)
    {
      const BthStackState *st = g_ptr_array_index (s->stacks, i);
      if (g_strcmp0 (st->location, location) == 0 && bth_unit_counts_sp (st->units, power, NULL) > 0)
        return st;
    }
  return NULL;
}

char *
bth_test_dump (BthGame *game)
{
  return bth_game_state_dump (bth_game_get_state (game));
}
