/* test-game-supply.c — a game's stacks placed on the map and traced for supply.
 *
 * The M.3 example played as a game: French stacks in San Sebastian and Madrid, a Bavarian
 * one in Burgos, all under blue leaders, on the board of test-supply.c (Bayonne recorded in
 * O12(1), P11 high mountain, so Bayonne's only short line runs through O11). */
#include "bth-game.h"
#include "bth-tec.h"
#include "bth-war-and-peace.h"
#include "bth-game-supply.h"
#include "bth-record-next.h"
#include "bth-error.h"
#include "bth-json-strict.h"
#include "bth-map-overlay.h"
#include "map-fixture.h"

#include <string.h>

static BthRuleset *rules;

#define LEADER(id, power, colour) \
  "{\"id\": \"" id "\", \"name\": \"" id "\", \"power\": \"" power "\", \"side\": \"french\"," \
  " \"value\": null, \"colour\": " colour ", \"named\": true}"
#define STACK(id, side, location, leaders, power, sp) \
  "{\"stack\": \"" id "\", \"create\": true, \"side\": \"" side "\", \"location\": \"" location "\"," \
  " \"leaders\": [" leaders "], \"units\": [{\"power\": \"" power "\", \"kind\": \"I\", \"sp\": " #sp "}]}"

/* EXTRA: further stacks, each starting with a comma. */
static BthGame *
m3_game_unconfirmed (const char *extra)
{
  g_autofree char *text = g_strdup_printf (
    "{\"scenario\": \"test\", \"name\": \"Test\", \"ruleset\": \"war-and-peace-4e\","
    " \"sequence\": \"standard\", \"options\": [], \"start\": \"1808-10\", \"end\": \"1809-03\","
    " \"sides\": [\"french\", \"non-french\"],"
    " \"powers\": [{\"id\": \"france\", \"side\": \"french\"}, {\"id\": \"bavaria\", \"side\": \"french\"},"
    "              {\"id\": \"spain\", \"side\": \"non-french\"}],"
    " \"alliance\": {\"french_vp\": 0, \"french_cp\": 0, \"anti_vp\": 0, \"anti_cp\": 0,"
    "               \"pro_french_powers\": 0, \"anti_french_powers\": 0},"
    " \"stacks\": [" STACK ("s1", "french", "San Sebastian", LEADER ("ney", "france", "\"blue\""), "france", 1) ","
    "              " STACK ("s2", "french", "M09(1)", LEADER ("wrede", "bavaria", "\"blue\""), "bavaria", 1) ","
    "              " STACK ("s3", "french", "Madrid", LEADER ("soult", "france", "\"blue\""), "france", 1)
    "              %s]}", extra != NULL ? extra : "");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) setup = bth_json_parse_strict (text, -1, &error);
  BthGame *game;

  g_assert_no_error (error);
  game = bth_game_new_from_setup (rules, setup, 1808, &error);
  g_assert_no_error (error);
  return game;
}

/* The players' answer that the map lists every major city (bth-game-supply.h, issue 16). */
static void
confirm_major_cities (BthGame *game, gboolean yes)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = bth_game_supply_major_cities_path ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);

  if (yes)
    json_node_set_string (node, "yes");
  else
    json_node_init_null (node);
  g_assert_true (bth_game_edit (game, path, node, NULL, &error));
  g_assert_no_error (error);
}

/* The M.3 example with the players' confirmation that the map lists every major city: "no
 * line" is unsupplied (without it, unknown: test_major_cities_unconfirmed). */
static BthGame *
m3_game (const char *extra)
{
  BthGame *game = m3_game_unconfirmed (extra);

  confirm_major_cities (game, TRUE);
  return game;
}

/* The board of test-supply.c's M.3 test; SKIP: a hex left unrecorded, or NULL. */
static BthMap *
m3_board (const char *skip)
{
  g_autoptr(GError) error = NULL;
  BthMap *map = bth_tec_load_builtin_map (&error);
  GString *land = g_string_new ("\"hexes\": [");
  g_autofree char *land_overlay = NULL;
  g_autofree char *board = fixture_overlay (
    "\"hexes\": [{\"hex\": \"P11(1)\", \"terrain\": \"high_mountain\"},"
    "            {\"hex\": \"L08(1)\", \"terrain\": \"low_mountain\"},"
    "            {\"hex\": \"L09(1)\", \"terrain\": \"low_mountain\"}],"
    "\"cities\": [{\"name\": \"Bayonne\", \"hex\": \"O12(1)\"}]");

  g_assert_no_error (error);
  for (int r = 7; r <= 17; r++)
    for (int c = 4; c <= 16; c++)
      {
        g_autofree char *label = bth_hex_to_string ((BthHex) { r, c }, 0);
        if (g_strcmp0 (label, skip) == 0)
          continue;
        g_string_append_printf (land, "%s{\"hex\": \"%s\", \"terrain\": \"clear\"}",
                                land->str[land->len - 1] == '[' ? "" : ", ", label);
      }
  g_string_append (land, "]");
  land_overlay = fixture_overlay (land->str);
  g_string_free (land, TRUE);
  fixture_apply (map, land_overlay);
  fixture_apply (map, board);
  return map;
}

static BthGameSupply *
compute (BthGame *game, BthMap *map)
{
  g_autoptr(GError) error = NULL;
  BthGameSupply *supply = bth_game_supply_compute (bth_game_get_state (game), NULL, map, &error);

  g_assert_no_error (error);
  g_assert_nonnull (supply);
  return supply;
}

static void
edit_bool (BthGame *game, const char *path, gboolean value, const char *reason)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);

  json_node_set_boolean (node, value);
  g_assert_true (bth_game_edit (game, path, node, reason, &error));
  g_assert_no_error (error);
}

static void
edit_string (BthGame *game, const char *path, const char *value)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);

  json_node_set_string (node, value);
  g_assert_true (bth_game_edit (game, path, node, NULL, &error));
  g_assert_no_error (error);
}

/* ---- positions ------------------------------------------------------------------------ */

static void
test_located (void)
{
  g_autoptr(BthGame) game = m3_game ("," STACK ("s4", "french", "within one hex of Ulm", "", "france", 2)
                                     "," STACK ("s5", "french", "Y16(2)", "", "france", 2)
                                     "," STACK ("s6", "non-french", "", "", "spain", 2));
  g_autoptr(BthMap) map = m3_board (NULL);
  g_autoptr(BthGameSupply) supply = compute (game, map);
  const BthStackPosition *p;

  /* A city name: its hex, its board, its country. */
  p = bth_game_supply_get (supply, "s3");
  g_assert_true (p->located);
  g_assert_cmpstr (p->label, ==, "J09(1)");
  g_assert_cmpint (p->mapboard, ==, 1);
  g_assert_cmpstr (p->country, ==, "spain");
  g_assert_cmpint (p->all_home, ==, 0);      /* French units in Spain */
  g_assert_cmpstr (p->colour, ==, "blue");

  /* A hex label: the board the players wrote. Paris's hex, so France, all at home. */
  p = bth_game_supply_get (supply, "s5");
  g_assert_true (p->located);
  g_assert_cmpint (p->mapboard, ==, 2);
  g_assert_cmpstr (p->country, ==, "france");
  g_assert_cmpint (p->all_home, ==, 1);
  g_assert_null (p->colour);                 /* no leader: the colour is not known */

  /* Free text: not placed, said so, supply unknown. */
  p = bth_game_supply_get (supply, "s4");
  g_assert_false (p->located);
  g_assert_null (p->label);
  g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNKNOWN);
  g_assert_nonnull (strstr (p->location_error, "within one hex of Ulm"));
  g_assert_nonnull (strstr (p->explanation, "within one hex of Ulm"));
  g_assert_cmpint (p->all_home, ==, -1);

  p = bth_game_supply_get (supply, "s6");
  g_assert_false (p->located);
  g_assert_nonnull (strstr (p->explanation, "No location"));

  g_assert_null (bth_game_supply_get (supply, "s99"));
  g_assert_cmpuint (bth_game_supply_get_n (supply), ==, 6);
}

/* ---- M.3: sources and chains ---------------------------------------------------------- */

/* Issue 16: "The app's 'unsupplied' must not rest on the map knowing every major city." The
 * map records the size and country of only some cities (Bayonne, Paris … major cities of
 * France; Amiens, Bordeaux … of no recorded size): Madrid's French stack, out of reach of every
 * source the map records, is unknown, naming cities to enter, until the players confirm the
 * list (an answer of the game, saved with it, taken back by undo). */
static void
test_major_cities_unconfirmed (void)
{
  g_autoptr(BthGame) game = m3_game_unconfirmed (NULL);
  g_autoptr(BthMap) map = m3_board (NULL);
  const BthStackPosition *p;

  g_assert_false (bth_game_supply_major_cities_confirmed (bth_game_get_state (game)));
  {
    g_autoptr(BthGameSupply) supply = compute (game, map);
    p = bth_game_supply_get (supply, "s3");
    g_test_message ("%s", p->explanation);
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNKNOWN);
    g_assert_null (strstr (p->explanation, "Unsupplied"));
    g_assert_nonnull (strstr (p->explanation, "does not record the size and country of every city"));
    g_assert_nonnull (strstr (p->explanation, "Amiens"));          /* a city of no recorded size or country */
    g_assert_nonnull (strstr (p->explanation, "more)"));
    g_assert_nonnull (strstr (p->explanation, "Map page"));
    /* What is supplied stays so: San Sebastian from Bayonne. */
    g_assert_cmpint (bth_game_supply_get (supply, "s1")->status, ==, BTH_SUPPLY_SUPPLIED);
  }
  confirm_major_cities (game, TRUE);
  g_assert_true (bth_game_supply_major_cities_confirmed (bth_game_get_state (game)));
  {
    g_autoptr(BthGameSupply) supply = compute (game, map);
    g_assert_cmpint (bth_game_supply_get (supply, "s3")->status, ==, BTH_SUPPLY_UNSUPPLIED);
  }
  g_assert_true (bth_game_undo (game, NULL));
  {
    g_autoptr(BthGameSupply) supply = compute (game, map);
    g_assert_cmpint (bth_game_supply_get (supply, "s3")->status, ==, BTH_SUPPLY_UNKNOWN);
  }
}

static void
test_m3_chain (void)
{
  g_autoptr(BthGame) game = m3_game (NULL);
  g_autoptr(BthMap) map = m3_board (NULL);
  g_autoptr(BthGameSupply) supply = compute (game, map);
  const BthStackPosition *p;

  /* San Sebastian: from Bayonne, a major city of France, through O11. */
  p = bth_game_supply_get (supply, "s1");
  g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (p->via, ==, BTH_SUPPLY_VIA_SOURCE);
  g_assert_cmpstr (p->source_name, ==, "Bayonne");
  g_assert_cmpuint (p->path->len, ==, 3);
  g_assert_true (p->supplied);
  g_assert_nonnull (strstr (p->explanation, "Bayonne"));

  /* Burgos: the Bavarians chain from the French of the same (blue) colour. */
  p = bth_game_supply_get (supply, "s2");
  g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (p->via, ==, BTH_SUPPLY_VIA_CHAIN);
  g_assert_cmpstr (p->chain_stack, ==, "s1");
  g_assert_nonnull (strstr (p->explanation, "s1"));

  /* Madrid: out of reach. */
  p = bth_game_supply_get (supply, "s3");
  g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNSUPPLIED);
  g_assert_false (p->supplied);
  g_assert_null (p->path);
  g_assert_nonnull (strstr (p->explanation, "Unsupplied"));

  g_assert_nonnull (bth_game_supply_get_sources (supply)[0]);
}

/* Without a colour entered the Bavarians cannot chain, and the answer says why; as the map
 * records no major city of Bavaria, "no line" is not known to be unsupplied. */
static void
test_no_colour (void)
{
  g_autoptr(BthGame) game = m3_game (NULL);
  g_autoptr(BthMap) map = m3_board (NULL);
  g_autoptr(BthGameSupply) supply = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) null = json_node_new (JSON_NODE_NULL);
  const BthStackPosition *p;

  g_assert_true (bth_game_edit (game, "leaders.wrede.colour", null, NULL, &error));
  g_assert_no_error (error);
  supply = compute (game, map);
  p = bth_game_supply_get (supply, "s2");
  g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNKNOWN);
  g_assert_nonnull (strstr (p->explanation, "no major city of bavaria"));
  g_assert_nonnull (strstr (p->explanation, "colour is not entered"));
  g_assert_null (p->unrecorded);
}

/* "if the hex O11(1) was occupied by a strength point of the inactive (non-French) player,
 * the entire French supply line would be negated" — unless it is inside a city there (M.5). */
static void
test_enemy_blocks_and_besieged (void)
{
  g_autoptr(BthGame) game = m3_game ("," STACK ("s4", "non-french", "O11(1)", "", "spain", 1));
  g_autoptr(BthMap) map = m3_board (NULL);
  g_autoptr(BthGameSupply) blocked = compute (game, map);
  g_autoptr(BthGameSupply) through = NULL;

  g_assert_cmpint (bth_game_supply_get (blocked, "s1")->status, ==, BTH_SUPPLY_UNSUPPLIED);
  /* The Bavarians lose their chain; whether a Bavarian major city is near, the map cannot
   * say (it records none), so they are unknown rather than unsupplied. */
  g_assert_cmpint (bth_game_supply_get (blocked, "s2")->status, ==, BTH_SUPPLY_UNKNOWN);
  g_assert_nonnull (strstr (bth_game_supply_get (blocked, "s2")->explanation, "bavaria"));
  g_assert_cmpint (bth_game_supply_get (blocked, "s3")->status, ==, BTH_SUPPLY_UNSUPPLIED);

  /* The Spaniards withdraw inside the city's walls: the line runs through again. */
  edit_bool (game, "stacks.s4.inside_city", TRUE, NULL);
  through = compute (game, map);
  g_assert_cmpint (bth_game_supply_get (through, "s1")->status, ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (bth_game_supply_get (through, "s2")->status, ==, BTH_SUPPLY_SUPPLIED);
}

/* A French besieging force in O11 with the Spaniards inside: the garrison is besieged. It
 * does not block; and the Spaniards have no source, so they are unsupplied. */
static void
test_besieged_garrison (void)
{
  g_autoptr(BthGame) game = m3_game ("," STACK ("s4", "non-french", "O11(1)", "", "spain", 1)
                                     "," STACK ("s5", "french", "O11(1)", "", "france", 3));
  g_autoptr(BthMap) map = m3_board (NULL);
  g_autoptr(BthGameSupply) supply = NULL;

  edit_bool (game, "stacks.s4.inside_city", TRUE, NULL);
  supply = compute (game, map);
  g_assert_cmpint (bth_game_supply_get (supply, "s1")->status, ==, BTH_SUPPLY_SUPPLIED);
  /* Spain's major city Madrid is held by the French stack s3: no source for the Spaniards. */
  g_assert_cmpint (bth_game_supply_get (supply, "s4")->status, ==, BTH_SUPPLY_UNSUPPLIED);
}

/* ---- unrecorded terrain ----------------------------------------------------------------- */

static void
test_unrecorded (void)
{
  g_autoptr(BthGame) game = m3_game (NULL);
  g_autoptr(BthMap) map = m3_board ("O11");
  g_autoptr(BthGameSupply) unknown = compute (game, map);
  g_autoptr(BthGameSupply) known = NULL;
  g_autofree char *overlay = fixture_overlay ("\"hexes\": [{\"hex\": \"O11(1)\", \"terrain\": \"clear\"}]");
  const BthStackPosition *p;

  /* Bayonne's only short line crosses O11, which the players have not recorded. */
  p = bth_game_supply_get (unknown, "s1");
  g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNKNOWN);
  g_assert_nonnull (p->unrecorded);
  g_assert_cmpuint (p->unrecorded->len, ==, 1);
  g_assert_true (bth_hex_equal (g_array_index (p->unrecorded, BthHex, 0), fixture_hex ("O11")));
  g_assert_nonnull (strstr (p->explanation, "O11"));
  /* Unknown is not unsupplied: the Leader Display's value (in supply) stands meanwhile. */
  g_assert_true (p->supplied);

  /* They record it: the line is there. */
  fixture_apply (map, overlay);
  known = compute (game, map);
  g_assert_cmpint (bth_game_supply_get (known, "s1")->status, ==, BTH_SUPPLY_SUPPLIED);
}

/* A major city the map names without a hex makes "no line" an unknown, naming the city. */
static void
test_unplaced_source (void)
{
  g_autoptr(BthGame) game = m3_game (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BthMap) map = bth_tec_load_builtin_map (&error);
  g_autoptr(BthGameSupply) supply = NULL;
  const BthStackPosition *p;

  g_assert_no_error (error);
  supply = compute (game, map);
  p = bth_game_supply_get (supply, "s3");
  g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNKNOWN);
  g_assert_nonnull (strstr (p->explanation, "Bayonne"));
}

/* ---- the players' override ---------------------------------------------------------------- */

static void
test_override (void)
{
  g_autoptr(BthGame) game = m3_game (NULL);
  g_autoptr(BthMap) map = m3_board (NULL);
  g_autoptr(BthGameSupply) before = compute (game, map);
  g_autoptr(BthGameSupply) overridden = NULL;
  g_autoptr(BthGameSupply) undone = NULL;
  g_autoptr(GError) error = NULL;
  const BthStackPosition *p;

  g_assert_false (bth_game_supply_get (before, "s3")->supplied);
  g_assert_false (bth_game_supply_get (before, "s3")->overridden);

  edit_bool (game, "stacks.s3.supplied", TRUE, "supplied by sea from Lisbon, agreed");
  overridden = compute (game, map);
  p = bth_game_supply_get (overridden, "s3");
  g_assert_true (p->overridden);
  g_assert_true (p->supplied);
  g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNSUPPLIED);   /* the computed value, shown beside */

  g_assert_true (bth_game_undo (game, &error));
  g_assert_no_error (error);
  undone = compute (game, map);
  g_assert_false (bth_game_supply_get (undone, "s3")->overridden);
  g_assert_false (bth_game_supply_get (undone, "s3")->supplied);
}

/* The results outlive the state they were computed from (the app keeps them across events). */
static void
test_outlives_state (void)
{
  g_autoptr(BthGame) game = m3_game (NULL);
  g_autoptr(BthMap) map = m3_board (NULL);
  g_autoptr(BthGameSupply) supply = compute (game, map);

  edit_string (game, "stacks.s1.location", "Burgos");
  edit_string (game, "leaders.ney.colour", "green");
  g_assert_cmpstr (bth_game_supply_get (supply, "s1")->stack_id, ==, "s1");
  g_assert_cmpstr (bth_game_supply_get (supply, "s1")->colour, ==, "blue");
  g_assert_cmpstr (bth_game_supply_get (supply, "s1")->label, ==, "P10(1)");
}

/* ---- winter (Terrain Effects Chart note 1) -------------------------------------------- */

static void
edit_winter_months (BthGame *game, const char *months)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = bth_json_parse_strict (months, -1, &error);

  g_assert_no_error (error);
  g_assert_true (bth_game_edit (game, "calendar.winter_months", node, NULL, &error));
  g_assert_no_error (error);
}

/* "Lake and Swamp Hexes are treated as Clear Hexes for all purposes during winter turns."
 * East of Bayonne O12(1): O13 a swamp, O14 a lake. s5 in O13 is 2 MP from Bayonne, 1 in
 * winter; s4 in O14 is 4 MP by any way (O13, or P12-P13, or N12-N13), 2 in winter. The game
 * is in October. */
static void
test_winter (void)
{
  g_autoptr(BthGame) game = m3_game ("," STACK ("s4", "french", "O14(1)", "", "france", 1)
                                     "," STACK ("s5", "french", "O13(1)", "", "france", 1));
  g_autoptr(BthMap) map = m3_board (NULL);
  g_autofree char *wet = fixture_overlay ("\"hexes\": [{\"hex\": \"O13(1)\", \"terrain\": \"swamp\"},"
                                          "            {\"hex\": \"O14(1)\", \"terrain\": \"lake\"}]");
  g_autoptr(BthGameSupply) unknown = NULL;
  g_autoptr(BthGameSupply) summer = NULL;
  g_autoptr(BthGameSupply) winter = NULL;
  const BthStackPosition *p;

  fixture_apply (map, wet);
  g_assert_cmpint (bth_month_month (bth_game_get_state (game)->month), ==, 10);

  /* The winter months are not entered: traced as not winter, and the answer says so. */
  unknown = compute (game, map);
  p = bth_game_supply_get (unknown, "s5");
  g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (p->mp, ==, 2);
  g_assert_nonnull (strstr (p->explanation, "Terrain Effects Chart note 1"));
  g_assert_nonnull (strstr (p->explanation, "winter months are not entered"));
  p = bth_game_supply_get (unknown, "s4");
  g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNKNOWN);
  g_assert_nonnull (strstr (p->explanation, "Terrain Effects Chart note 1"));
  g_assert_nonnull (strstr (p->explanation, "line of 2 MP would run"));
  /* A line over clear hexes says nothing of winter. */
  g_assert_null (strstr (bth_game_supply_get (unknown, "s1")->explanation, "winter"));

  /* Entered, October not among them: s4 is out of supply, and no word of winter. */
  edit_winter_months (game, "[1, 2, 12]");
  summer = compute (game, map);
  p = bth_game_supply_get (summer, "s4");
  g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNSUPPLIED);
  g_assert_false (p->supplied);
  g_assert_null (strstr (p->explanation, "winter"));
  p = bth_game_supply_get (summer, "s5");
  g_assert_cmpint (p->mp, ==, 2);
  g_assert_null (strstr (p->explanation, "winter"));

  /* October is a winter month: the lake and the swamp are clear. */
  edit_winter_months (game, "[1, 2, 10, 11, 12]");
  winter = compute (game, map);
  p = bth_game_supply_get (winter, "s4");
  g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
  g_assert_true (p->supplied);
  g_assert_cmpint (p->mp, ==, 2);
  g_assert_nonnull (strstr (p->explanation, "winter month (Terrain Effects Chart note 1)"));
  g_assert_cmpint (bth_game_supply_get (winter, "s5")->mp, ==, 1);
}

/* ---- what to record next ------------------------------------------------------------- */

static void
test_record_next (void)
{
  g_autoptr(BthGame) game = m3_game (", " STACK ("s4", "french", "within one hex of Vienna", LEADER ("lannes", "france", "\"blue\""), "france", 1)
                                     ", " STACK ("s5", "french", "Vienna", LEADER ("murat", "france", "\"blue\""), "france", 1));
  g_autoptr(BthMap) map = m3_board ("O11");
  g_autoptr(BthGameSupply) supply = compute (game, map);
  g_autoptr(GPtrArray) next = bth_record_next_rank (supply, bth_game_get_state (game), map);
  const BthRecordNext *first, *second;

  /* Vienna's hex would place two stacks; O11 would settle s1's supply line, and s2's, which
   * chains from s1 (M.3.b): as many, so the city comes first */
  g_assert_cmpuint (next->len, >=, 2);
  first = g_ptr_array_index (next, 0);
  g_assert_cmpint (first->kind, ==, BTH_RECORD_NEXT_CITY);
  g_assert_cmpstr (first->city, ==, "Vienna");
  g_assert_cmpuint (first->settles, ==, 2);
  g_assert_cmpstr (first->stacks, ==, "s4, s5");
  g_assert_true (first->places);
  second = g_ptr_array_index (next, 1);
  g_assert_cmpint (second->kind, ==, BTH_RECORD_NEXT_HEX);
  g_assert_true (bth_hex_equal (second->hex, fixture_hex ("O11")));
  g_assert_cmpstr (second->stacks, ==, "s1, s2");
  g_assert_cmpuint (second->settles, ==, 2);

  /* The printed map alone: Bayonne, Spain's source, has no hex (the explanation names it) */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BthMap) printed = bth_tec_load_builtin_map (&error);
    g_autoptr(BthGameSupply) unknown = compute (game, printed);
    g_autoptr(GPtrArray) items = bth_record_next_rank (unknown, bth_game_get_state (game), printed);
    gboolean bayonne = FALSE;

    for (guint i = 0; i < items->len; i++)
      {
        const BthRecordNext *item = g_ptr_array_index (items, i);
        if (item->kind == BTH_RECORD_NEXT_CITY && g_str_equal (item->city, "Bayonne"))
          bayonne = !item->places;
      }
    g_assert_true (bayonne);
  }
}

/* The confirmation is the players' map's, not one game's (issue 16): recorded in their
 * overlay, a new game on the same record of the board (the overlay saved and read again
 * into a fresh map) takes it without an answer of its own; it lapses when the players
 * change a city's size or country, and the legacy answer of an old save still counts. */
static void
test_major_cities_on_the_map (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthGame) game = m3_game_unconfirmed (NULL);
  g_autoptr(BthGame) next_game = m3_game_unconfirmed (NULL);
  g_autoptr(BthMap) map = m3_board (NULL);
  g_autoptr(BthMap) reread = m3_board (NULL);
  g_autoptr(BthMapOverlay) overlay = bth_map_overlay_new ("war-and-peace-4e");
  g_autoptr(BthMapOverlay) overlay2 = bth_map_overlay_new ("war-and-peace-4e");
  g_autofree char *saved = NULL, *again = NULL;

  g_assert_false (bth_map_major_cities_confirmed (map));
  g_assert_true (bth_map_overlay_record_major_cities (overlay, map, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (bth_map_major_cities_confirmed (map));
  {
    g_autoptr(BthGameSupply) supply = compute (game, map);
    g_assert_false (bth_game_supply_major_cities_confirmed (bth_game_get_state (game)));   /* no game answer */
    g_assert_cmpint (bth_game_supply_get (supply, "s3")->status, ==, BTH_SUPPLY_UNSUPPLIED);
  }

  /* The players' file, read again for the next game: confirmed there too. */
  saved = bth_map_overlay_to_data (overlay);
  g_assert_nonnull (strstr (saved, "\"major_cities_complete\""));
  g_assert_true (bth_map_overlay_load (overlay2, reread, saved, -1, "players.overlay.json", &error));
  g_assert_no_error (error);
  g_assert_true (bth_map_major_cities_confirmed (reread));
  {
    g_autoptr(BthGameSupply) supply = compute (next_game, reread);
    g_assert_cmpint (bth_game_supply_get (supply, "s3")->status, ==, BTH_SUPPLY_UNSUPPLIED);
  }

  /* The players record Amiens's size (minor): the list they confirmed is not the map's any
   * more; "no source found" is unknown again until they confirm anew. */
  {
    g_autoptr(JsonNode) doc = bth_json_parse_strict (
      "{\"format\": \"berthier-map-overlay\", \"format_version\": 1, \"map\": \"war-and-peace-4e\","
      " \"cities\": [{\"name\": \"Amiens\", \"size\": \"minor\"}]}", -1, &error);
    g_assert_no_error (error);
    g_assert_true (bth_map_overlay_record_document (overlay2, reread, json_node_get_object (doc), &error));
    g_assert_no_error (error);
  }
  g_assert_false (bth_map_major_cities_confirmed (reread));
  {
    g_autoptr(BthGameSupply) supply = compute (next_game, reread);
    g_assert_cmpint (bth_game_supply_get (supply, "s3")->status, ==, BTH_SUPPLY_UNKNOWN);
  }
  g_assert_true (bth_map_overlay_record_major_cities (overlay2, reread, TRUE, &error));
  g_assert_true (bth_map_major_cities_confirmed (reread));
  /* Taken back: gone from the file. */
  g_assert_true (bth_map_overlay_record_major_cities (overlay2, reread, FALSE, &error));
  g_assert_false (bth_map_major_cities_confirmed (reread));
  again = bth_map_overlay_to_data (overlay2);
  g_assert_null (strstr (again, "major_cities_complete"));

  /* An old save's answer still counts on a map without the confirmation. */
  confirm_major_cities (next_game, TRUE);
  {
    g_autoptr(BthGameSupply) supply = compute (next_game, reread);
    g_assert_cmpint (bth_game_supply_get (supply, "s3")->status, ==, BTH_SUPPLY_UNSUPPLIED);
  }

  /* A malformed confirmation is refused with its path. */
  {
    g_autoptr(BthMap) other = bth_tec_load_builtin_map (NULL);
    g_autofree char *bad = fixture_overlay ("\"major_cities_complete\": 3");
    g_assert_false (bth_map_apply_overlay_data (other, bad, -1, "bad.json", &error));
    g_assert_nonnull (strstr (error->message, "$.major_cities_complete"));
  }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);

  g_test_add_func ("/game-supply/located", test_located);
  g_test_add_func ("/game-supply/m3-chain", test_m3_chain);
  g_test_add_func ("/game-supply/major-cities-unconfirmed", test_major_cities_unconfirmed);
  g_test_add_func ("/game-supply/major-cities-on-the-map", test_major_cities_on_the_map);
  g_test_add_func ("/game-supply/no-colour", test_no_colour);
  g_test_add_func ("/game-supply/enemy-blocks-and-inside-city", test_enemy_blocks_and_besieged);
  g_test_add_func ("/game-supply/besieged-garrison", test_besieged_garrison);
  g_test_add_func ("/game-supply/unrecorded", test_unrecorded);
  g_test_add_func ("/game-supply/unplaced-source", test_unplaced_source);
  g_test_add_func ("/game-supply/override", test_override);
  g_test_add_func ("/game-supply/outlives-state", test_outlives_state);
  g_test_add_func ("/game-supply/winter", test_winter);
  g_test_add_func ("/game-supply/record-next", test_record_next);

  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
