/* test-neutral-supply.c — a neutral state's units in the Grand Campaign's supply (issue 25):
 * whose they are (X.D.3, X.E.1's note), what they block (M.2) and which sources they cancel
 * (M.3), and the reading neutral_powers_apart (docs/readings.md).
 *
 * The board is the players' record of it (map-fixture.h): Berlin in M33(4), Paris in Y16(2)
 * (the shipped map), the hexes between clear. The stacks are placed where each case needs
 * them; the rulebook prints no example of supply with neutral units, so the cases are worked
 * by hand from the rules quoted.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-campaign-game.h"
#include "bth-campaign-options.h"
#include "bth-game-supply.h"
#include "bth-ruleset.h"
#include "bth-tec.h"
#include "bth-test-campaign.h"
#include "bth-test-rulebook.h"
#include "bth-war-and-peace.h"
#include "map-fixture.h"

#include <string.h>

static BthRuleset *ruleset;
static const BthCampaignRules *rules;

static BthMap *
board (void)
{
  g_autoptr(GError) error = NULL;
  BthMap *map = bth_tec_load_builtin_map (&error);
  g_autofree char *overlay = fixture_overlay (
    "\"cities\": [{\"name\": \"Berlin\", \"hex\": \"M33(4)\"}],"
    "\"hexes\": [{\"hex\": \"M33(4)\", \"terrain\": \"clear\"}, {\"hex\": \"M34(4)\", \"terrain\": \"clear\"},"
    "            {\"hex\": \"M35(4)\", \"terrain\": \"clear\"}, {\"hex\": \"Y16(2)\", \"terrain\": \"clear\"},"
    "            {\"hex\": \"Y17(2)\", \"terrain\": \"clear\"}]");

  g_assert_no_error (error);
  fixture_apply (map, overlay);
  return map;
}

/* A new stack of SP infantry of POWER at LOCATION for SIDE (NULL: a neutral state's); its id. */
static char *
add_stack (BthGame *game, const char *side, const char *location, const char *power, int sp)
{
  g_autoptr(GArray) units = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
  g_autoptr(GError) error = NULL;
  BthUnitCount count = { (char *) power, (char *) "I", sp };
  const BthGameState *state;

  g_array_append_val (units, count);
  if (!bth_game_add_units (game, NULL, side, location, units, FALSE, &error))
    g_error ("%s", error->message);
  state = bth_game_get_state (game);
  return g_strdup (((BthStackState *) g_ptr_array_index (state->stacks, state->stacks->len - 1))->id);
}

static const BthStackPosition *
traced (BthGameSupply *supply, const char *stack)
{
  const BthStackPosition *p = bth_game_supply_get (supply, stack);

  g_assert_nonnull (p);
  g_test_message ("%s: %s", stack, p->explanation);
  return p;
}

static BthGameSupply *
compute (BthGame *game, BthMap *map)
{
  g_autoptr(GError) error = NULL;
  BthGameSupply *supply = bth_game_supply_compute_with (bth_game_get_state (game), NULL, map, rules, &error);

  g_assert_no_error (error);
  return supply;
}

static void
set_players (BthGame *game, int players)
{
  const char *path[] = { "players", NULL };
  g_autoptr(JsonNode) value = json_node_new (JSON_NODE_VALUE);
  g_autoptr(GError) error = NULL;

  json_node_set_int (value, players);
  g_assert_true (bth_game_campaign_edit (game, path, value, "X.D.3", NULL, &error));
  g_assert_no_error (error);
}

/* M.3 and X.E.1's note: a neutral Prussian stack in Paris's hex, outside the city, and a
 * French stack next to it. With two players no individual player controls neutral Prussia
 * (X.D.3.b): its SP are no player's and Paris still supplies. With five, the Prussian
 * player controls it (X.D.3.e), "considered an active player" only in the Neutral segment:
 * in the French one he is the inactive player, and his SP cancel the source. */
static void
test_source_and_neutral_player (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (ruleset, NULL, FALSE);
  g_autoptr(BthMap) map = board ();
  g_autofree char *french = NULL;
  g_autofree char *prussians = NULL;
  const char *french_side = g_ptr_array_index (bth_game_get_state (game)->sides, 0);

  bth_test_assert_seed (373, "A supply source may be any hex which is not occupied by a strength point of the "
                             "inactive player");
  bth_test_assert_seed (1846, "During this segment, each player who controls a neutral major state is considered an "
                              "active player.");
  bth_test_assert_seed (1832, "Five players: As in a four player game but including a separate Prussian player who "
                              "controls all Prussian forces.");
  g_assert_cmpint (bth_hex_distance (fixture_hex ("Y16(2)"), fixture_hex ("Y17(2)")), ==, 1);
  french = add_stack (game, french_side, "Y17(2)", "france", 3);
  prussians = add_stack (game, NULL, "Y16(2)", "prussia", 2);

  {
    g_autoptr(BthGameSupply) supply = compute (game, map);
    const BthStackPosition *p = traced (supply, french);
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
    g_assert_cmpstr (p->source_name, ==, "Paris");
  }
  set_players (game, 5);
  {
    g_autoptr(BthGameSupply) supply = compute (game, map);
    const BthStackPosition *p = traced (supply, french);
    g_assert_cmpint (p->status, !=, BTH_SUPPLY_SUPPLIED);
    g_assert_cmpstr (p->source_name, !=, "Paris");
  }
}

/* X.E.1's note again: in the Neutral segment every neutral player is active at once, so one
 * neutral state's SP do not block another's line (M.2 blocks "the inactive player"'s): a
 * neutral Prussian stack two hexes from Berlin, a neutral Danish one between, is supplied.
 * With the reading neutral_powers_apart each neutral state is a side of its own, and the Danes
 * block the line. */
static void
test_neutral_powers_one_side (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (ruleset, NULL, FALSE);
  g_autoptr(BthMap) map = board ();
  g_autoptr(GError) error = NULL;
  g_autofree char *prussians = NULL;
  g_autofree char *danes = NULL;

  bth_test_assert_seed (371, "This supply line may not be traced through any hex which is occupied by a strength "
                             "point of the inactive player");
  g_assert_cmpint (bth_hex_distance (fixture_hex ("M33(4)"), fixture_hex ("M35(4)")), ==, 2);
  prussians = add_stack (game, NULL, "M35(4)", "prussia", 2);
  danes = add_stack (game, NULL, "M34(4)", "denmark", 1);
  {
    g_autoptr(BthGameSupply) supply = compute (game, map);
    const BthStackPosition *p = traced (supply, prussians);
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
    g_assert_cmpstr (p->source_name, ==, "Berlin");
    g_assert_cmpint (p->mp, ==, 2);
  }
  g_assert_true (bth_game_campaign_set_option (game, BTH_OPTION_NEUTRAL_POWERS_APART, TRUE, &error));
  g_assert_no_error (error);
  {
    g_autoptr(BthGameSupply) supply = compute (game, map);
    const BthStackPosition *p = traced (supply, prussians);
    g_assert_cmpint (p->status, !=, BTH_SUPPLY_SUPPLIED);
  }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();
  ruleset = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  rules = bth_ruleset_get_campaign (ruleset, &error);
  g_assert_no_error (error);
  bth_test_rulebook_load ();

  g_test_add_func ("/neutral-supply/m3/source-and-neutral-player", test_source_and_neutral_player);
  g_test_add_func ("/neutral-supply/x-e-1/one-side", test_neutral_powers_one_side);
  return g_test_run ();
}
