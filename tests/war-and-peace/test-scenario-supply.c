/* test-scenario-supply.c — the scenarios' supply rules (M.3.c) applied by the game's supply
 * trace and by berthier-cli supply, one test per kind of rule, each quoting its rulebook line.
 *
 * The board is test-game-supply.c's: clear terrain over rows G–Q, columns 4–16 of mapboard 1;
 * the cities a test needs are recorded on it by the players' overlay (a fixture, not the
 * real map). */
#include "bth-game.h"
#include "bth-tec.h"
#include "bth-war-and-peace.h"
#include "bth-game-supply.h"
#include "bth-scenario-supply.h"
#include "bth-error.h"
#include "bth-json-strict.h"
#include "bth-test-rulebook.h"
#include "map-fixture.h"

#include <gio/gio.h>
#include <string.h>

static BthRuleset *rules;

#define STACK(id, side, location, power, sp) \
  "{\"stack\": \"" id "\", \"create\": true, \"side\": \"" side "\", \"location\": \"" location "\"," \
  " \"leaders\": [], \"units\": [{\"power\": \"" power "\", \"kind\": \"I\", \"sp\": " #sp "}]}"

/* A French stack of 1 SP led by LEADER, blue (so it chains, M.3.b). */
#define CSTACK(id, location, leader) \
  "{\"stack\": \"" id "\", \"create\": true, \"side\": \"french\", \"location\": \"" location "\"," \
  " \"leaders\": [{\"id\": \"" leader "\", \"name\": \"" leader "\", \"power\": \"france\", \"side\": \"french\"," \
  " \"value\": null, \"colour\": \"blue\", \"named\": true}]," \
  " \"units\": [{\"power\": \"france\", \"kind\": \"I\", \"sp\": 1}]}"

/* POWERS: the setup's powers; STACKS: its stacks; the game starts in START ("YYYY-MM"). */
static BthGame *
game_new_at (const char *powers, const char *stacks, const char *start)
{
  g_autofree char *text = g_strdup_printf (
    "{\"scenario\": \"test\", \"name\": \"Test\", \"ruleset\": \"war-and-peace-4e\","
    " \"sequence\": \"standard\", \"options\": [], \"start\": \"%s\", \"end\": \"1815-12\","
    " \"sides\": [\"french\", \"non-french\"], \"powers\": [%s],"
    " \"alliance\": {\"french_vp\": 0, \"french_cp\": 0, \"anti_vp\": 0, \"anti_cp\": 0,"
    "               \"pro_french_powers\": 0, \"anti_french_powers\": 0},"
    " \"stacks\": [%s]}", start, powers, stacks);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) setup = bth_json_parse_strict (text, -1, &error);
  BthGame *game;

  g_assert_no_error (error);
  game = bth_game_new_from_setup (rules, setup, 1808, &error);
  g_assert_no_error (error);
  return game;
}

static BthGame *
game_new (const char *powers, const char *stacks)
{
  return game_new_at (powers, stacks, "1808-10");
}

static void
answer (BthGame *game, const char *item, const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *key = bth_players_data_item_key (item);
  g_autofree char *path = g_strconcat ("answers.", key, NULL);
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);

  if (text != NULL)
    json_node_set_string (node, text);
  else
    json_node_init_null (node);
  g_assert_true (bth_game_edit (game, path, node, NULL, &error));
  g_assert_no_error (error);
}

/* The clear board, with CITIES (overlay "cities" members, or NULL). */
static char *
board_overlay (const char *cities)
{
  GString *land = g_string_new ("\"hexes\": [");

  for (int r = 7; r <= 17; r++)
    for (int c = 4; c <= 16; c++)
      {
        g_autofree char *label = bth_hex_to_string ((BthHex) { r, c }, 0);
        g_string_append_printf (land, "%s{\"hex\": \"%s(1)\", \"terrain\": \"clear\"}",
                                land->str[land->len - 1] == '[' ? "" : ", ", label);
      }
  g_string_append (land, "]");
  if (cities != NULL)
    g_string_append_printf (land, ", \"cities\": [%s]", cities);
  return g_string_free (land, FALSE);
}

static BthMap *
board (const char *cities)
{
  g_autoptr(GError) error = NULL;
  BthMap *map = bth_tec_load_builtin_map (&error);
  g_autofree char *members = board_overlay (cities);
  g_autofree char *overlay = fixture_overlay (members);

  g_assert_no_error (error);
  fixture_apply (map, overlay);
  return map;
}

static BthScenario *
scenario (const char *id)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) ids = bth_scenario_list_builtin ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      BthScenario *s = bth_scenario_load_builtin (ids[i], &error);
      g_assert_no_error (error);
      if (g_str_equal (bth_scenario_get_number (s), id))
        return s;
      g_object_unref (s);
    }
  g_error ("no scenario %s", id);
}

static BthGameSupply *
compute (BthGame *game, BthScenario *s, BthMap *map)
{
  g_autoptr(GError) error = NULL;
  BthGameSupply *supply = bth_game_supply_compute (bth_game_get_state (game), s, map, &error);

  g_assert_no_error (error);
  g_assert_nonnull (supply);
  return supply;
}

static const BthStackPosition *
stack (BthGameSupply *supply, const char *id)
{
  const BthStackPosition *p = bth_game_supply_get (supply, id);

  g_assert_nonnull (p);
  g_test_message ("%s: %s", id, p->explanation);
  return p;
}

static void
assert_says (const BthStackPosition *p, const char *phrase)
{
  if (strstr (p->explanation, phrase) == NULL)
    g_error ("\"%s\" does not say \"%s\"", p->explanation, phrase);
}

/* berthier-cli supply on INPUT: the string MEMBER of force ID, or NULL. */
static char *
cli_member (const char *input, const char *id, const char *member)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *out = NULL, *err = NULL;
  JsonArray *forces;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                              G_SUBPROCESS_FLAGS_STDERR_PIPE, &error,
                              g_getenv ("BERTHIER_CLI"), "supply", "-", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &out, &err, &error);
  g_assert_no_error (error);
  if (g_subprocess_get_exit_status (process) != 0)
    g_error ("berthier-cli supply: %s", err);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  forces = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "forces");
  for (guint i = 0; i < json_array_get_length (forces); i++)
    {
      JsonObject *f = json_array_get_object_element (forces, i);
      if (g_str_equal (json_object_get_string_member (f, "id"), id))
        return json_object_has_member (f, member) ? g_strdup (json_object_get_string_member (f, member)) : NULL;
    }
  g_error ("no force %s in %s", id, out);
}

/* berthier-cli supply on INPUT: the status of force ID. */
static char *
cli_status (const char *input, const char *id)
{
  return cli_member (input, id, "status");
}

static const char *
nick (BthSupplyStatus status)
{
  return bth_supply_status_to_nick (status);
}

/* ---- a named city ---------------------------------------------------------------------- */

#define MILAN "{\"name\": \"Milan\", \"hex\": \"K13(1)\"}, {\"name\": \"Bayonne\", \"hex\": \"O12(1)\"}"

/* I.D.2.a: "The supply source for all French and French satellite units is Milan or any
 * major city in France." A Bavarian stack beside Milan is supplied from it — not by M.3.a,
 * which gives Bavarian units Bavaria's major cities only. */
static void
test_named_city (void)
{
  g_autoptr(BthScenario) s = scenario ("I");
  g_autoptr(BthMap) map = board (MILAN);
  g_autoptr(BthGame) game = game_new ("{\"id\": \"france\", \"side\": \"french\"}, "
                                      "{\"id\": \"bavaria\", \"side\": \"french\"}",
                                      STACK ("s1", "french", "K14(1)", "bavaria", 2) ","
                                      STACK ("s2", "french", "G16(1)", "france", 2));

  bth_test_assert_seed (800, "The supply source for all French and French satellite units is Milan or any "
                             "major city in France.");
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
    assert_says (p, "Milan");
    assert_says (p, "(I.D.2.a)");
    /* Far from Milan and Bayonne: the map does not know every city's size and country, so
     * the answer is unknown, never "unsupplied" on a partial list. */
    p = stack (supply, "s2");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNKNOWN);
    assert_says (p, "does not record the size and country of every city");
  }
  answer (game, BTH_GAME_SUPPLY_MAJOR_CITIES_ITEM, "yes");
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    const BthStackPosition *p = stack (supply, "s2");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNSUPPLIED);
    assert_says (p, "(I.D.2.a)");
  }
}

/* The same positions through berthier-cli supply give the same answers. */
static void
test_cli_same_answer (void)
{
  g_autoptr(BthScenario) s = scenario ("I");
  g_autoptr(BthMap) map = board (MILAN);
  g_autoptr(BthGame) game = game_new ("{\"id\": \"france\", \"side\": \"french\"}, "
                                      "{\"id\": \"bavaria\", \"side\": \"french\"}",
                                      STACK ("s1", "french", "K14(1)", "bavaria", 2) ","
                                      STACK ("s2", "french", "G16(1)", "france", 2));
  g_autofree char *members = board_overlay (MILAN);
  const char *forces =
    "\"forces\": [{\"id\": \"s1\", \"side\": \"french\", \"color\": \"?s1\", \"nation\": \"bavaria\","
    "              \"hex\": \"K14(1)\", \"sp\": 2},"
    "             {\"id\": \"s2\", \"side\": \"french\", \"color\": \"?s2\", \"nation\": \"france\","
    "              \"hex\": \"G16(1)\", \"sp\": 2}]";
  g_autofree char *unconfirmed = g_strdup_printf (
    "{\"scenario\": \"I\", \"overlay\": {\"format\": \"berthier-map-overlay\", \"format_version\": 1,"
    " \"map\": \"war-and-peace-4e\", %s}, %s}", members, forces);
  g_autofree char *confirmed = g_strdup_printf (
    "{\"scenario\": \"I\", \"answers\": {\"%s\": \"yes\"}, \"overlay\": {\"format\": \"berthier-map-overlay\","
    " \"format_version\": 1, \"map\": \"war-and-peace-4e\", %s}, %s}", BTH_GAME_SUPPLY_MAJOR_CITIES_ITEM, members,
    forces);

  {
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    g_autofree char *b = cli_status (unconfirmed, "s1");
    g_autofree char *far = cli_status (unconfirmed, "s2");
    g_assert_cmpstr (b, ==, nick (stack (supply, "s1")->status));
    g_assert_cmpstr (b, ==, "supplied");
    g_assert_cmpstr (far, ==, nick (stack (supply, "s2")->status));
    g_assert_cmpstr (far, ==, "unknown");
  }
  answer (game, BTH_GAME_SUPPLY_MAJOR_CITIES_ITEM, "yes");
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    g_autofree char *far = cli_status (confirmed, "s2");
    g_assert_cmpstr (far, ==, nick (stack (supply, "s2")->status));
    g_assert_cmpstr (far, ==, "unsupplied");
  }
}

/* ---- any major city of a country ------------------------------------------------------- */

/* II.D.2.a: "The supply source for all French and French satellite units is Milan, Munich, or
 * any major city in France or Holland." Amsterdam, recorded as a major city of Holland,
 * supplies a Bavarian stack beside it; recorded as a minor city it does not, and Milan's and
 * Munich's hexes, not recorded, make the answer unknown. */
static void
test_any_major_city_of_country (void)
{
  g_autoptr(BthScenario) s = scenario ("II");
  g_autoptr(BthMap) major = board ("{\"name\": \"Amsterdam\", \"hex\": \"K13(1)\", \"size\": \"major\", "
                                   "\"country\": \"holland\"}");
  g_autoptr(BthMap) minor = board ("{\"name\": \"Amsterdam\", \"hex\": \"K13(1)\", \"size\": \"minor\", "
                                   "\"country\": \"holland\"}");
  g_autoptr(BthGame) game = game_new ("{\"id\": \"france\", \"side\": \"french\"}, "
                                      "{\"id\": \"bavaria\", \"side\": \"french\"}",
                                      STACK ("s1", "french", "K14(1)", "bavaria", 2));

  bth_test_assert_seed (873, "The supply source for all French and French satellite units is Milan, Munich, "
                             "or any major city in France or Holland.");
  answer (game, BTH_GAME_SUPPLY_MAJOR_CITIES_ITEM, "yes");
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, major);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
    assert_says (p, "Amsterdam");
    assert_says (p, "(II.D.2.a)");
  }
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, minor);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNKNOWN);
    assert_says (p, "Milan");
    assert_says (p, "Munich");
    assert_says (p, "not recorded");
  }
}

/* ---- major cities controlled at the start, lost with control ----------------------------- */

#define III_START "Major cities the French player controlled at the start of the scenario, the French supply " \
                  "sources (III.D.2.a)"
#define III_LOST "Cities of III.D.2.a the non-French player has gained control of, no longer French supply " \
                 "sources (III.D.2.a)"

/* III.D.2.a: "The supply source for all French and French satellite units is any major city
 * which the French player controlled at the start of the scenario. If the non-French player
 * gains control of such a city, it may not function as a French supply source for the
 * remainder of the game." */
static void
test_controlled_at_start (void)
{
  g_autoptr(BthScenario) s = scenario ("III");
  g_autoptr(BthMap) map = board ("{\"name\": \"Munich\", \"hex\": \"K13(1)\"}");
  g_autoptr(BthGame) game = game_new ("{\"id\": \"france\", \"side\": \"french\"}",
                                      STACK ("s1", "french", "K14(1)", "france", 2));

  bth_test_assert_seed (996, "The supply source for all French and French satellite units is any major city "
                             "which the French player controlled at the start of the scenario. If the "
                             "non-French player gains control of such a city, it may not function as a French "
                             "supply source for the remainder of the game.");
  {
    /* Which cities the French held, the game does not know: unknown, naming the entry. */
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNKNOWN);
    assert_says (p, III_START);
  }
  answer (game, III_START, "Munich");
  {
    /* Munich is a source unless the non-French player has gained control of it. */
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNKNOWN);
    assert_says (p, "Munich");
    assert_says (p, III_LOST);
  }
  answer (game, III_LOST, "none");
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
    assert_says (p, "Munich");
    assert_says (p, "(III.D.2.a)");
  }
  answer (game, III_LOST, "Munich");
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNSUPPLIED);
    assert_says (p, "control lost: Munich");
  }
}

/* M.3.b: a stack traces supply through a supplied stack of its counter colour. s2 is out of
 * reach of Munich, and chains through s1, which Munich supplies only "unless the
 * non-French player gains control" of it (III.D.2.a, quoted above) — not entered yet. s1's
 * supply is unknown, so a line through it cannot make s2 supplied: unknown too, naming s1. */
static void
test_chain_through_unknown (void)
{
  g_autoptr(BthScenario) s = scenario ("III");
  g_autoptr(BthMap) map = board ("{\"name\": \"Munich\", \"hex\": \"K13(1)\"}");
  g_autoptr(BthGame) game = game_new ("{\"id\": \"france\", \"side\": \"french\"}",
                                      CSTACK ("s1", "K10(1)", "ney") ", " CSTACK ("s2", "K07(1)", "soult"));

  answer (game, III_START, "Munich");
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    const BthStackPosition *p1 = stack (supply, "s1");
    const BthStackPosition *p2 = stack (supply, "s2");
    g_assert_cmpint (p1->status, ==, BTH_SUPPLY_UNKNOWN);
    g_assert_cmpint (p2->via, ==, BTH_SUPPLY_VIA_CHAIN);
    g_assert_cmpstr (p2->chain_stack, ==, "s1");
    g_assert_cmpint (p2->status, ==, BTH_SUPPLY_UNKNOWN);
    assert_says (p2, "the supply of stack s1 is itself unknown");
  }
  {
    /* berthier-cli supply says the same of the same board. */
    g_autofree char *members = board_overlay ("{\"name\": \"Munich\", \"hex\": \"K13(1)\"}");
    g_autofree char *input = g_strdup_printf (
      "{\"scenario\": \"III\", \"answers\": {\"%s\": \"Munich\"}, \"overlay\": {\"format\": "
      "\"berthier-map-overlay\", \"format_version\": 1, \"map\": \"war-and-peace-4e\", %s},"
      " \"forces\": [{\"id\": \"s1\", \"side\": \"french\", \"color\": \"blue\", \"nation\": \"france\","
      " \"hex\": \"K10(1)\", \"sp\": 1}, {\"id\": \"s2\", \"side\": \"french\", \"color\": \"blue\","
      " \"nation\": \"france\", \"hex\": \"K07(1)\", \"sp\": 1}]}", III_START, members);
    g_autofree char *s1 = cli_status (input, "s1");
    g_autofree char *s2 = cli_status (input, "s2");
    g_assert_cmpstr (s1, ==, "unknown");
    g_assert_cmpstr (s2, ==, "unknown");
  }
  answer (game, III_LOST, "none");
  {
    /* Munich still French: s1 supplied, and s2 through it. */
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    g_assert_cmpint (stack (supply, "s1")->status, ==, BTH_SUPPLY_SUPPLIED);
    g_assert_cmpint (stack (supply, "s2")->status, ==, BTH_SUPPLY_SUPPLIED);
  }
}

/* The CLI with the players' answers gives the app's answers for III.D.2.a too. */
static void
test_cli_controlled_at_start (void)
{
  g_autoptr(BthScenario) s = scenario ("III");
  const char *city = "{\"name\": \"Munich\", \"hex\": \"K13(1)\"}";
  g_autoptr(BthMap) map = board (city);
  g_autoptr(BthGame) game = game_new ("{\"id\": \"france\", \"side\": \"french\"}",
                                      STACK ("s1", "french", "K14(1)", "france", 2));
  g_autofree char *members = board_overlay (city);
  const char *answers[][2] = { { NULL, NULL }, { "Munich", NULL }, { "Munich", "none" }, { "Munich", "Munich" } };
  const char *expected[] = { "unknown", "unknown", "supplied", "unsupplied" };

  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    {
      g_autoptr(GString) given = g_string_new (NULL);
      g_autofree char *input = NULL, *status = NULL;
      g_autoptr(BthGameSupply) supply = NULL;

      answer (game, III_START, answers[i][0]);
      answer (game, III_LOST, answers[i][1]);
      if (answers[i][0] != NULL)
        g_string_append_printf (given, "\"%s\": \"%s\"", III_START, answers[i][0]);
      if (answers[i][1] != NULL)
        g_string_append_printf (given, ", \"%s\": \"%s\"", III_LOST, answers[i][1]);
      input = g_strdup_printf ("{\"scenario\": \"III\", \"answers\": {%s}, \"overlay\": {\"format\": "
                               "\"berthier-map-overlay\", \"format_version\": 1, \"map\": \"war-and-peace-4e\", %s},"
                               " \"forces\": [{\"id\": \"s1\", \"side\": \"french\", \"color\": \"?s1\","
                               " \"nation\": \"france\", \"hex\": \"K14(1)\", \"sp\": 2}]}", given->str, members);
      supply = compute (game, s, map);
      status = cli_status (input, "s1");
      g_assert_cmpstr (status, ==, nick (stack (supply, "s1")->status));
      g_assert_cmpstr (status, ==, expected[i]);
    }
}

/* ---- automatically in supply --------------------------------------------------------------- */

/* III.D.2.c: "Prussian satellite units are automatically in supply." A Hessian stack (Hesse
 * a Prussian satellite in III) far from any city is in supply. */
static void
test_automatic (void)
{
  g_autoptr(BthScenario) s = scenario ("III");
  g_autoptr(BthMap) map = board (NULL);
  g_autoptr(BthGame) game = game_new ("{\"id\": \"france\", \"side\": \"french\"}, "
                                      "{\"id\": \"hesse\", \"side\": \"non-french\"}",
                                      STACK ("s1", "non-french", "K10(1)", "hesse", 3));

  bth_test_assert_seed (998, "Prussian satellite units are automatically in supply.");
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
    assert_says (p, "automatically in supply");
    assert_says (p, "(III.D.2.c)");
  }
}

/* ---- sources the players judge ------------------------------------------------------------ */

/* VIII.D.2.c: "… In addition, a maximum of five English (or English satellite) strength
 * points may be automatically supplied in any coastal hex …": where neither Gibraltar nor a
 * city of Portugal supplies an English stack, the answer is unknown, quoting the rule. */
static void
test_players_judge (void)
{
  g_autoptr(BthScenario) s = scenario ("VIII");
  g_autoptr(BthMap) map = board (NULL);
  g_autoptr(BthGame) game = game_new ("{\"id\": \"england\", \"side\": \"non-french\"}",
                                      STACK ("s1", "non-french", "K10(1)", "england", 3));

  bth_test_assert_seed (1581, "a maximum of five English (or English satellite) strength points may be "
                              "automatically supplied in any coastal hex");
  answer (game, BTH_GAME_SUPPLY_MAJOR_CITIES_ITEM, "yes");
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNKNOWN);
    assert_says (p, "judge it at the table");
    assert_says (p, "(VIII.D.2.c)");
  }
}

/* XI.D.5.b: "English forces are supplied in any coastal hex and may trace supplies inland from
 * any major port occupied by a red unit." Neither coastal hexes nor the ports' occupants are
 * data: an English stack far from any city is unknown, quoting the rule for the players to
 * judge — not "unsupplied" by M.3.a's English major cities — in the app and the CLI alike. */
static void
test_final_glory_english (void)
{
  g_autoptr(BthScenario) s = scenario ("XI");
  g_autoptr(BthMap) map = board (NULL);
  g_autoptr(BthGame) game = game_new ("{\"id\": \"england\", \"side\": \"non-french\"}",
                                      STACK ("s1", "non-french", "K10(1)", "england", 3));
  g_autofree char *members = board_overlay (NULL);
  g_autofree char *input = g_strdup_printf (
    "{\"scenario\": \"XI\", \"home_sources\": true, \"major_cities_complete\": true,"
    " \"overlay\": {\"format\": \"berthier-map-overlay\", \"format_version\": 1,"
    " \"map\": \"war-and-peace-4e\", %s},"
    " \"forces\": [{\"id\": \"s1\", \"side\": \"non-french\", \"color\": \"?s1\", \"nation\": \"england\","
    "              \"hex\": \"K10(1)\", \"sp\": 3}]}", members);

  bth_test_assert_seed (2536, "English forces are supplied in any coastal hex and may trace supplies inland "
                              "from any major port occupied by a red unit.");
  answer (game, BTH_GAME_SUPPLY_MAJOR_CITIES_ITEM, "yes");
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNKNOWN);
    assert_says (p, "judge it at the table");
    assert_says (p, "(XI.D.5.b)");
  }
  {
    g_autofree char *status = cli_status (input, "s1");
    g_assert_cmpstr (status, ==, "unknown");
  }
}

/* ---- a hex, and cities held inside -------------------------------------------------------- */

static void
edit_bool (BthGame *game, const char *path, gboolean value)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);

  json_node_set_boolean (node, value);
  g_assert_true (bth_game_edit (game, path, node, NULL, &error));
  g_assert_no_error (error);
}

/* III.D.2.d: "The supply source for English units is Walcherin Island-hex HH4(2). In addition,
 * English units may use either Antwerp or Amsterdam as a supply source if there is at least
 * one un-besieged English strength point inside the city being used as a supply source." */
static void
test_hex_and_held_inside (void)
{
  g_autoptr(BthScenario) s = scenario ("III");
  g_autoptr(BthMap) map = board ("{\"name\": \"Antwerp\", \"hex\": \"K13(1)\"}, "
                                 "{\"name\": \"Amsterdam\", \"hex\": \"G16(1)\"}");
  g_autoptr(BthGame) game = game_new ("{\"id\": \"france\", \"side\": \"french\"}, "
                                      "{\"id\": \"england\", \"side\": \"non-french\"}",
                                      STACK ("s1", "non-french", "HH05(2)", "england", 2) ","
                                      STACK ("s2", "non-french", "K13(1)", "england", 1) ","
                                      STACK ("s3", "non-french", "K14(1)", "england", 2) ","
                                      STACK ("s4", "french", "G05(1)", "france", 3));
  g_autofree char *walcheren = fixture_overlay ("\"hexes\": [{\"hex\": \"HH04(2)\", \"terrain\": \"clear\"},"
                                                "            {\"hex\": \"HH05(2)\", \"terrain\": \"clear\"}]");

  fixture_apply (map, walcheren);
  bth_test_assert_seed (1000, "The supply source for English units is Walcherin Island-hex HH4(2). In addition, "
                              "English units may use either Antwerp or Amsterdam as a supply source if there is at "
                              "least one un-besieged English strength point inside the city being used as a supply "
                              "source.");
  {
    /* Nobody inside Antwerp yet: only Walcheren supplies. */
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
    assert_says (p, "HH04(2)");
    assert_says (p, "(III.D.2.d)");
    g_assert_cmpint (stack (supply, "s3")->status, ==, BTH_SUPPLY_UNSUPPLIED);
  }
  edit_bool (game, "stacks.s2.inside_city", TRUE);
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    const BthStackPosition *p = stack (supply, "s3");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
    assert_says (p, "Antwerp");
    g_assert_cmpint (stack (supply, "s2")->status, ==, BTH_SUPPLY_SUPPLIED);
  }
  /* A French stack outside the city in its hex besieges it: Antwerp is no source. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);
    json_node_set_string (node, "K13(1)");
    g_assert_true (bth_game_edit (game, "stacks.s4.location", node, NULL, &error));
    g_assert_no_error (error);
  }
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    g_assert_cmpint (stack (supply, "s3")->status, ==, BTH_SUPPLY_UNSUPPLIED);
    g_assert_cmpint (stack (supply, "s2")->status, ==, BTH_SUPPLY_UNSUPPLIED);
  }
}

/* ---- automatically unsupplied --------------------------------------------------------------- */

/* V.D.2.f: "While in Austria, the Polish units are automatically unsupplied." — the rule is
 * about the Polish units in Austria "while Austria is neutral". A Polish stack in Vienna, a
 * line of one MP from Milan (a French source, V.D.3.a), is unsupplied while Austria is
 * neutral; in a hex the map gives no country it is unknown; once Austria has joined a side,
 * Milan supplies it. */
static void
test_automatically_unsupplied (void)
{
  g_autoptr(BthScenario) s = scenario ("V");
  g_autoptr(BthMap) map = board ("{\"name\": \"Vienna\", \"hex\": \"K13(1)\"}, {\"name\": \"Milan\", \"hex\": \"K14(1)\"}");
  const char *stacks = STACK ("s1", "french", "K13(1)", "poland", 2) "," STACK ("s2", "french", "K12(1)", "poland", 2);
  g_autoptr(BthGame) neutral = game_new ("{\"id\": \"france\", \"side\": \"french\"}, "
                                         "{\"id\": \"poland\", \"side\": \"french\"}, "
                                         "{\"id\": \"austria\", \"side\": null}", stacks);
  g_autoptr(BthGame) joined = game_new ("{\"id\": \"france\", \"side\": \"french\"}, "
                                        "{\"id\": \"poland\", \"side\": \"french\"}, "
                                        "{\"id\": \"austria\", \"side\": \"non-french\"}", stacks);

  bth_test_assert_seed (1235, "While in Austria, the Polish units are automatically unsupplied.");
  bth_test_assert_seed (1235, "may never enter a city hex in Austria while Austria is neutral");
  {
    g_autoptr(BthGameSupply) supply = compute (neutral, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNSUPPLIED);
    assert_says (p, "automatically unsupplied");
    assert_says (p, "(V.D.2.f)");
    p = stack (supply, "s2");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNKNOWN);
    assert_says (p, "V.D.2.f");
  }
  {
    g_autoptr(BthGameSupply) supply = compute (joined, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
    assert_says (p, "Milan");
  }
}

/* The same rule in a stack of French and Polish units: the French units trace their line
 * from Milan, but the Polish units of the stack are unsupplied (V.D.2.f, quoted above), and
 * the stack answers for its worst power — not "in supply" because the French units, listed
 * first, are. */
static void
test_mixed_stack (void)
{
  g_autoptr(BthScenario) s = scenario ("V");
  g_autoptr(BthMap) map = board ("{\"name\": \"Vienna\", \"hex\": \"K13(1)\"}, {\"name\": \"Milan\", \"hex\": \"K14(1)\"}");
  g_autoptr(BthGame) game = game_new ("{\"id\": \"france\", \"side\": \"french\"}, "
                                      "{\"id\": \"poland\", \"side\": \"french\"}, "
                                      "{\"id\": \"austria\", \"side\": null}",
                                      "{\"stack\": \"s1\", \"create\": true, \"side\": \"french\", \"location\": "
                                      "\"K13(1)\", \"leaders\": [], \"units\": [{\"power\": \"france\", \"kind\": "
                                      "\"I\", \"sp\": 3}, {\"power\": \"poland\", \"kind\": \"I\", \"sp\": 2}]}");
  g_autoptr(BthGameSupply) supply = compute (game, s, map);
  const BthStackPosition *p = stack (supply, "s1");

  g_assert_cmpint (p->status, ==, BTH_SUPPLY_UNSUPPLIED);
  assert_says (p, "automatically unsupplied");
  assert_says (p, "(V.D.2.f)");
  /* The power in the players' words, not its id. */
  assert_says (p, "Poland: ");
}

/* ---- Italian units' home country --------------------------------------------------------- */

/* M.3.a: "a major city of the home country". The scenarios' Italian units are power "italy";
 * their country on the map is the Kingdom of North Italy (C.4: "the Kingdom of North Italy
 * (Fr)"), whose major city Milan supplies an Italian stack beside it — in the app's trace and
 * in berthier-cli supply alike; French units draw on it as a satellite's. */
static void
test_italian_home (void)
{
  const char *milan = "{\"name\": \"Milan\", \"hex\": \"K13(1)\", \"size\": \"major\", "
                      "\"country\": \"north_italy\"}";
  g_autoptr(BthMap) map = board (milan);
  g_autoptr(BthGame) game = game_new ("{\"id\": \"france\", \"side\": \"french\"}, "
                                      "{\"id\": \"italy\", \"side\": \"french\"}",
                                      STACK ("s1", "french", "K14(1)", "italy", 2) ","
                                      STACK ("s2", "french", "K13(1)", "italy", 2));
  g_autofree char *members = board_overlay (milan);
  g_autofree char *input = g_strdup_printf (
    "{\"home_sources\": true, \"overlay\": {\"format\": \"berthier-map-overlay\", \"format_version\": 1,"
    " \"map\": \"war-and-peace-4e\", %s},"
    " \"forces\": [{\"id\": \"s1\", \"side\": \"french\", \"color\": \"?s1\", \"nation\": \"italy\","
    "              \"hex\": \"K14(1)\", \"sp\": 2}]}", members);

  bth_test_assert_seed (119, "the Kingdom of North Italy (Fr)");
  answer (game, BTH_GAME_SUPPLY_MAJOR_CITIES_ITEM, "yes");
  {
    g_autoptr(BthGameSupply) supply = compute (game, NULL, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
    assert_says (p, "Milan");
    assert_says (p, "home major city (M.3.a)");
    /* In Milan, Italian units are in their home country (attrition's "all_home"). */
    g_assert_cmpint (stack (supply, "s2")->all_home, ==, 1);
  }
  {
    g_autofree char *status = cli_status (input, "s1");
    g_assert_cmpstr (status, ==, "supplied");
  }
}

/* ---- another scenario's rules in effect ---------------------------------------------------- */

/* IX.D: "All special rules from Scenario VIII are in effect." VIII.D.2.a: "The supply source
 * for French and French satellite units is Bayonne or Toulouse." A French stack beside Bayonne
 * in IX is supplied by VIII.D.2.a, and the explanation says why a rule of VIII holds in IX —
 * in the app and the CLI alike. */
static void
test_in_effect_by (void)
{
  g_autoptr(BthScenario) s = scenario ("IX");
  const char *city = "{\"name\": \"Bayonne\", \"hex\": \"K13(1)\"}";
  g_autoptr(BthMap) map = board (city);
  g_autoptr(BthGame) game = game_new ("{\"id\": \"france\", \"side\": \"french\"}",
                                      STACK ("s1", "french", "K14(1)", "france", 2));
  g_autofree char *members = board_overlay (city);
  g_autofree char *input = g_strdup_printf (
    "{\"scenario\": \"IX\", \"overlay\": {\"format\": \"berthier-map-overlay\", \"format_version\": 1,"
    " \"map\": \"war-and-peace-4e\", %s},"
    " \"forces\": [{\"id\": \"s1\", \"side\": \"french\", \"color\": \"?s1\", \"nation\": \"france\","
    "              \"hex\": \"K14(1)\", \"sp\": 2}]}", members);

  bth_test_assert_seed (1730, "All special rules from Scenario VIII are in effect.");
  bth_test_assert_seed (1579, "The supply source for French and French satellite units is Bayonne or Toulouse.");
  {
    g_autoptr(BthGameSupply) supply = compute (game, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
    assert_says (p, "Bayonne");
    assert_says (p, "(VIII.D.2.a, in effect by IX.D)");
    /* The scenario's supply rules as listed on the Map page say so too. */
    {
      const char * const *notes = bth_game_supply_get_notes (supply);
      gboolean found = FALSE;
      for (guint i = 0; notes[i] != NULL; i++)
        found |= g_str_has_prefix (notes[i], "VIII.D.2.a, in effect by IX.D: ");
      g_assert_true (found);
    }
  }
  {
    g_autofree char *status = cli_status (input, "s1");
    g_autofree char *rule = cli_member (input, "s1", "source_rule");
    g_autofree char *by = cli_member (input, "s1", "source_rule_in_effect_by");
    g_assert_cmpstr (status, ==, "supplied");
    g_assert_cmpstr (rule, ==, "VIII.D.2.a");
    g_assert_cmpstr (by, ==, "IX.D");
  }
}

/* ---- a rule for some months only ---------------------------------------------------------- */

#define XI_LOST "Cities of Austria, Prussia and Russia the opposing player has gained control of, no longer " \
                "their supply sources (IV.D.2.b)"

/* XI.D.1.a: "The players set up and complete the 1812 scenario (Scenario IV). … the rules for
 * the scenario … are continued through the February, 1813 game turn"; XI.D.5.a: "Supply
 * sources, after January, 1813, are major cities in the home country of a state …". IV.D.2.b:
 * "The supply source for Austrian, Prussian, and Russian units is any city in the unit's home
 * country." A Russian stack beside a minor Russian city: in December 1812 that city supplies
 * it by IV.D.2.b; in February 1813 IV.D.2.b no longer holds (M.3.a's major cities do). The
 * CLI, given no month, answers unknown and names the month to give. */
static void
test_dated_rule (void)
{
  g_autoptr(BthScenario) s = scenario ("XI");
  const char *city = "{\"name\": \"Testgrad\", \"hex\": \"K13(1)\", \"size\": \"minor\", "
                     "\"country\": \"russia\"}";
  g_autoptr(BthMap) map = board (city);
  const char *powers = "{\"id\": \"russia\", \"side\": \"non-french\"}";
  const char *stacks = STACK ("s1", "non-french", "K14(1)", "russia", 2);
  g_autoptr(BthGame) before = game_new_at (powers, stacks, "1812-12");
  g_autoptr(BthGame) after = game_new_at (powers, stacks, "1813-02");
  g_autofree char *members = board_overlay (city);
  const char *months[] = { NULL, "1812-12", "1813-01", "1813-02" };

  bth_test_assert_seed (2512, "the rules for the scenario (including Russian and French reinforcements and "
                              "replacements) are continued through the February, 1813 game turn");
  bth_test_assert_seed (2534, "Supply sources, after January, 1813, are major cities in the home country of a "
                              "state");
  bth_test_assert_seed (1121, "The supply source for Austrian, Prussian, and Russian units is any city in the "
                              "unit's home country.");
  for (guint g = 0; g < 2; g++)
    {
      answer (g == 0 ? before : after, BTH_GAME_SUPPLY_MAJOR_CITIES_ITEM, "yes");
      answer (g == 0 ? before : after, XI_LOST, "none");
    }
  {
    g_autoptr(BthGameSupply) supply = compute (before, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
    assert_says (p, "Testgrad");
    assert_says (p, "(IV.D.2.b, in effect by XI.D.1.a)");
  }
  {
    g_autoptr(BthGameSupply) supply = compute (after, s, map);
    const BthStackPosition *p = stack (supply, "s1");
    g_assert_cmpint (p->status, !=, BTH_SUPPLY_SUPPLIED);
    g_assert_null (strstr (p->explanation, "IV.D.2.b"));
    g_assert_null (strstr (p->explanation, "Testgrad"));
  }
  for (guint i = 0; i < G_N_ELEMENTS (months); i++)
    {
      g_autofree char *month = months[i] != NULL ? g_strdup_printf (" \"month\": \"%s\",", months[i]) : g_strdup ("");
      g_autofree char *input = g_strdup_printf (
        "{\"scenario\": \"XI\",%s \"answers\": {\"%s\": \"yes\", \"%s\": \"none\"}, \"home_sources\": true,"
        " \"major_cities_complete\": true, \"overlay\": {\"format\": \"berthier-map-overlay\","
        " \"format_version\": 1, \"map\": \"war-and-peace-4e\", %s},"
        " \"forces\": [{\"id\": \"s1\", \"side\": \"non-french\", \"color\": \"?s1\", \"nation\": \"russia\","
        "              \"hex\": \"K14(1)\", \"sp\": 2}]}", month, BTH_GAME_SUPPLY_MAJOR_CITIES_ITEM, XI_LOST, members);
      g_autofree char *status = cli_status (input, "s1");
      g_autofree char *verdict = cli_member (input, "s1", "scenario_verdict");
      g_autofree char *needed = cli_member (input, "s1", "month_needed_by");
      g_autofree char *rule = cli_member (input, "s1", "source_rule");

      g_test_message ("month %s: %s, %s", months[i], status, verdict);
      if (i == 0)
        {
          g_assert_cmpstr (status, ==, "unknown");
          g_assert_cmpstr (verdict, ==, "month-not-given");
          g_assert_cmpstr (needed, ==, "IV.D.2.b");
        }
      else if (i < 3)
        {
          g_assert_cmpstr (status, ==, "supplied");
          g_assert_cmpstr (rule, ==, "IV.D.2.b");
          g_assert_null (needed);
        }
      else
        {
          g_assert_cmpstr (status, !=, "supplied");
          g_assert_null (verdict);
          g_assert_null (rule);
        }
    }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  bth_test_rulebook_load ();
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);

  g_test_add_func ("/scenario-supply/named-city", test_named_city);
  g_test_add_func ("/scenario-supply/cli-same-answer", test_cli_same_answer);
  g_test_add_func ("/scenario-supply/any-major-city-of-country", test_any_major_city_of_country);
  g_test_add_func ("/scenario-supply/controlled-at-start", test_controlled_at_start);
  g_test_add_func ("/scenario-supply/cli-controlled-at-start", test_cli_controlled_at_start);
  g_test_add_func ("/scenario-supply/chain-through-unknown", test_chain_through_unknown);
  g_test_add_func ("/scenario-supply/mixed-stack", test_mixed_stack);
  g_test_add_func ("/scenario-supply/automatic", test_automatic);
  g_test_add_func ("/scenario-supply/hex-and-held-inside", test_hex_and_held_inside);
  g_test_add_func ("/scenario-supply/players-judge", test_players_judge);
  g_test_add_func ("/scenario-supply/automatically-unsupplied", test_automatically_unsupplied);
  g_test_add_func ("/scenario-supply/italian-home", test_italian_home);
  g_test_add_func ("/scenario-supply/final-glory-english", test_final_glory_english);
  g_test_add_func ("/scenario-supply/in-effect-by", test_in_effect_by);
  g_test_add_func ("/scenario-supply/dated-rule", test_dated_rule);

  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
