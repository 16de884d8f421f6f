/* test-grand-campaign.c — issue 6's done-when: the first twelve turns of the Grand Campaign
 * (September 1805 to August 1806) played through the core API with scripted dice, checking
 * the Force Pools, Production Points, purchases, the Alliance Display and City Points
 * against values worked out by hand from the rules (seed 000_…, lines cited as "000:LINE").
 * Mid-way the game is saved and reloaded; a production action is undone and redone.
 *
 * THE PLAYERS' CARD. The rulebook does not print the Campaign Game Card's 1805 Force Pools,
 * most production cities or their symbols (the shipped card leaves them to be entered,
 * docs/campaign-card-format.md). players_card() below stands for what a group types from its
 * own printed card: TEST DATA TYPED BY THE PLAYERS, NOT THE CARD'S REAL CONTENTS, and not
 * shipped. Only its shape matters to the hand workings, which follow from it and the rules.
 *
 * Environment: BERTHIER_SOURCE_ROOT. XDG_DATA_HOME is a fresh directory.
 */
#include "bth-campaign-game.h"
#include "bth-war-and-peace.h"
#include "bth-error.h"
#include "bth-force-pools.h"
#include "bth-game-save.h"

#include <string.h>
#include <glib/gstdio.h>

static BthRuleset *rules;

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BthProductionResult, bth_production_result_clear)

static gint64
fixed_clock (gpointer data)
{
  return 1746093600;
}

/* ---- the players' card (TEST DATA typed by the players; not shipped) ---------------- */

typedef struct {
  const char *state;
  const char *cities;       /* "City:symbol,City:symbol"; NULL: leave the shipped list */
  const char *initial;      /* a JSON list of forces, or NULL (not entered) */
  const char *january;      /* a JSON list, or NULL */
  const char *counter_mix;  /* a JSON list, or NULL */
} Entry;

static const Entry players_entries[] = {
  { "france",      "Paris:red", "[{\"units\": [\"6I\", \"2C\", \"1GI\"], \"leaders\": []}]", NULL, NULL },
  { "england",     "Portsmouth:white,London:red",
    "[{\"units\": [\"4I\", \"2S\"], \"leaders\": []}, {\"power\": \"kgl\", \"units\": [\"2I\"], \"leaders\": []}]", NULL, NULL },
  { "spain",       "Madrid:red,Seville:red", "[{\"units\": [\"3I\"], \"leaders\": []}]", NULL, NULL },
  { "austria",     "Prague:black,Innsbruck:black,Budapest:red,Vienna:red",
    "[{\"units\": [\"6I\", \"2C\", \"2L\"], \"leaders\": []}]",
    "[{\"year\": 1806, \"units\": [\"2I\"], \"leaders\": []}]",
    "[{\"kind\": \"I\", \"sp\": 60}, {\"kind\": \"C\", \"sp\": 15}, {\"kind\": \"L\", \"sp\": 4}]" },
  { "prussia",     "Berlin:red,Königsberg:red", "[{\"units\": [\"4I\"], \"leaders\": []}]", NULL, NULL },
  { "russia",      "Kiev:red,Moscow:red,St. Petersburg:red", "[{\"units\": [\"8I\", \"2C\", \"1CC\"], \"leaders\": []}]", NULL, NULL },
  { "holland",     "Amsterdam:red,Brussels:red", NULL, NULL, NULL },
  { "portugal",    "Lisbon:red", NULL, NULL, NULL },
  { "italy",       "Milan:red", "[{\"units\": [\"2I\"], \"leaders\": []}]", NULL, NULL },
  { "naples",      "Florence:red", NULL, NULL, NULL },
  { "dalmatia",    "Trieste:red", NULL, NULL, NULL },
  { "switzerland", "Bern:red", NULL, NULL, NULL },
  { "bavaria",     "Munich:red", "[{\"units\": [\"2I\"], \"leaders\": []}]", NULL, NULL },
  { "brunswick",   "Brunswick:red", NULL, NULL, NULL },
  { "hanover",     "Hanover:red", NULL, NULL, NULL },
  { "hesse",       "Cassel:red", NULL, NULL, NULL },
  { "rhine",       "Frankfurt:red", NULL, NULL, NULL },
  { "saxony",      "Dresden:red", NULL, NULL, NULL },
  { "westphalia",  "Brunswick:red,Cassel:red", NULL, NULL, NULL },
  { "wurtemberg",  "Stuttgart:red", NULL, NULL, NULL },
  { "denmark",     "Copenhagen:red", NULL, NULL, NULL },
  { "poland",      "Warsaw:red", NULL, NULL, NULL },
  { "sweden",      "Stockholm:red", NULL, NULL, NULL },
};

static void
set_json (JsonObject *o, const char *member, const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node;

  if (text == NULL)
    return;
  node = json_from_string (text, &error);
  g_assert_no_error (error);
  json_object_set_member (o, member, node);
}

static BthCampaignCard *
players_card (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "campaign",
                                            "war-and-peace-4e-card.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  JsonArray *states;
  BthCampaignCard *card;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  states = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "states");
  for (guint i = 0; i < G_N_ELEMENTS (players_entries); i++)
    {
      const Entry *e = &players_entries[i];
      JsonObject *state = NULL;
      for (guint k = 0; k < json_array_get_length (states); k++)
        if (g_str_equal (json_object_get_string_member (json_array_get_object_element (states, k), "id"), e->state))
          state = json_array_get_object_element (states, k);
      g_assert_nonnull (state);
      if (e->cities != NULL)
        {
          g_auto(GStrv) cities = g_strsplit (e->cities, ",", -1);
          JsonObject *pc = json_object_get_object_member (state, "production_cities");
          JsonArray *list = json_array_new ();
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
        }
      set_json (state, "initial_force_pool", e->initial);
      set_json (state, "january_additions", e->january);
      set_json (state, "counter_mix", e->counter_mix);
    }
  {
    g_autoptr(JsonGenerator) gen = json_generator_new ();
    json_generator_set_root (gen, json_parser_get_root (parser));
    text = json_generator_to_data (gen, NULL);
  }
  card = bth_campaign_card_new_from_data (text, -1, "players-card.json", &error);
  g_assert_no_error (error);
  return card;
}

/* ---- playing ---------------------------------------------------------------------------- */

static const BthGameState *
state_of (BthGame *game)
{
  return bth_game_get_state (game);
}

static const BthCampaignBooks *
books_of (BthGame *game)
{
  return bth_game_state_get_campaign (state_of (game));
}

/* Next Phase until MONTH's SEGMENT/PHASE (the campaign sequence, X.E). */
static void
go (BthGame *game, const char *month, const char *segment, const char *phase)
{
  BthMonth m;
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_month_parse (month, &m));
  for (guint n = 0; n < 400; n++)
    {
      const BthGameState *s = state_of (game);
      if (s->month == m && g_strcmp0 (s->segment, segment) == 0 && g_strcmp0 (s->phase, phase) == 0)
        return;
      g_assert_false (s->ended);
      g_assert_cmpint (s->month, <=, m);
      g_assert_true (bth_game_advance_phase (game, &error));
      g_assert_no_error (error);
    }
  g_assert_not_reached ();
}

static int
pool (BthGame *game, const char *state, const char *power, const char *kind)
{
  return bth_force_pools_sp (bth_game_state_get_force_pools (state_of (game)), state, BTH_BOX_FORCE_POOL, power, kind);
}

typedef struct {
  BthPurchaseType type;
  const char *pool;     /* NULL: the state's own */
  const char *kind;
  int         sp;
  const char *city;
} Buy;

typedef struct {
  gboolean    napoleon_in_paris;
  int         mapboard_4;
  const char *january_naval;
  int         pay[4];          /* installment payments, in track order */
} Facts;

/* STATE's production input from the game, with the players' die, facts and purchases. */
static void
input_for (BthGame *game, const BthCampaignCard *card, const char *state, int die, const Facts *facts,
           const Buy *buys, guint n_buys, BthProductionInput *in)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_game_campaign_production_input (game, card, state, in, &error));
  g_assert_no_error (error);
  in->die = die;
  if (facts != NULL)
    {
      in->napoleon_in_paris = facts->napoleon_in_paris;
      in->enemy_sp_on_mapboard_4 = facts->mapboard_4;
      in->january_naval_addition = g_strdup (facts->january_naval);
      for (guint i = 0; i < in->n_installments && i < 4; i++)
        in->installments[i].pay = facts->pay[i];
    }
  in->n_purchases = n_buys;
  in->purchases = g_new0 (BthProductionPurchase, MAX (n_buys, 1));
  for (guint i = 0; i < n_buys; i++)
    {
      in->purchases[i].type = buys[i].type;
      in->purchases[i].pool = g_strdup (buys[i].pool);
      in->purchases[i].kind = g_strdup (buys[i].kind);
      in->purchases[i].sp = buys[i].sp;
      in->purchases[i].city = g_strdup (buys[i].city);
    }
}

/* Records STATE's Production Phase; OUT gets the result (clear it). */
static void
produce (BthGame *game, const BthCampaignCard *card, const char *state, int die, const Facts *facts,
         const Buy *buys, guint n_buys, BthProductionResult *out)
{
  BthProductionInput in = { 0 };
  g_autoptr(GError) error = NULL;

  input_for (game, card, state, die, facts, buys, n_buys, &in);
  if (!bth_game_record_production (game, card, &in, out, &error))
    g_error ("%s: %s", state, error->message);
  bth_production_input_clear (&in);
}

/* Refused, and the game as it was: the message names the rule. */
static void
refused (BthGame *game, const BthCampaignCard *card, const char *state, int die, const Facts *facts,
         const Buy *buys, guint n_buys, const char *expected)
{
  BthProductionInput in = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *before = bth_game_state_dump (state_of (game));
  g_autofree char *after = NULL;
  guint events = bth_game_get_events (game)->len;

  input_for (game, card, state, die, facts, buys, n_buys, &in);
  g_assert_false (bth_game_record_production (game, card, &in, NULL, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  if (strstr (error->message, expected) == NULL)
    g_error ("expected \"%s\" in: %s", expected, error->message);
  bth_production_input_clear (&in);
  after = bth_game_state_dump (state_of (game));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events);
}

static int
halves_spent (const BthProductionResult *r)
{
  return r->spent;
}

/* The stack this action made at CITY: its SP of POWER's KIND and its side. */
static const BthStackState *
new_stack_at (BthGame *game, const char *city)
{
  const BthGameState *s = state_of (game);

  for (guint i = s->stacks->len; i > 0; i--)
    {
      const BthStackState *stack = g_ptr_array_index (s->stacks, i - 1);
      if (g_str_equal (stack->location, city))
        return stack;
    }
  return NULL;
}

static void
alliance (BthGame *game, BthPoliticalSide roller, const char *target, int die, int modified, gboolean changes)
{
  g_autoptr(GError) error = NULL;
  BthPoliticsRoll roll = { 0 };

  g_assert_true (bth_game_campaign_alliance_roll (game, roller, target, die, NULL, &roll, &error));
  g_assert_no_error (error);
  g_assert_cmpint (roll.die, ==, die);
  g_assert_cmpint (roll.modified, ==, modified);
  g_assert_cmpint (roll.changes, ==, changes);
  bth_politics_roll_clear (&roll);
}

static void
display (BthGame *game, int pro_powers, int anti_powers, int french_cp, int anti_cp)
{
  const BthGameState *s = state_of (game);

  g_assert_cmpint (s->pro_french_powers, ==, pro_powers);
  g_assert_cmpint (s->anti_french_powers, ==, anti_powers);
  g_assert_cmpint (s->french_cp, ==, french_cp);
  g_assert_cmpint (s->anti_cp, ==, anti_cp);
}

static BthPoliticalSide
status (BthGame *game, const char *state)
{
  return bth_campaign_books_standing (books_of (game), state)->status;
}

static void
control (BthGame *game, const char *city, BthPoliticalSide by, const char *state)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_game_campaign_set_city_control (game, city, by, state, NULL, NULL, &error));
  g_assert_no_error (error);
}

static char *
dump (BthGame *game)
{
  return bth_game_state_dump (state_of (game));
}

/* The undo label names what the last action did (not "Dice roll", its first event). */
static void
undo_label_is (BthGame *game, const char *expected)
{
  g_autofree char *label = bth_game_describe_undo (game);
  g_assert_cmpstr (label, ==, expected);
}

#define N(a) G_N_ELEMENTS (a)
#define PRO  BTH_SIDE_PRO_FRENCH
#define ANTI BTH_SIDE_ANTI_FRENCH
#define NEUTRAL BTH_SIDE_NEUTRAL
#define UNIT BTH_PURCHASE_UNIT
#define INSTALLMENT BTH_PURCHASE_INSTALLMENT

static void
test_twelve_turns (void)
{
  g_autoptr(BthCampaignCard) card = players_card ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("grand-campaign-1805", &error);
  g_autofree char *card_path = bth_campaign_card_players_path (BTH_CAMPAIGN_CARD_BUILTIN);
  g_autoptr(BthGame) game = NULL;
  BthProductionResult r = { 0 };

  g_assert_no_error (error);
  /* The players keep their card where the app and the CLI keep it, and start the Grand
   * Campaign: two players (X.D.3.b), the Campaign Turn Sequence (X.E). */
  g_assert_true (bth_campaign_card_save (card, card_path, &error));
  g_assert_no_error (error);
  game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  g_assert_true (bth_game_set_scenario (game, scenario, &error));
  bth_game_set_clock (game, fixed_clock, NULL);

  /* ==== Set-up (X.D, X.J.1.d, X.L) ====
   * X.J.1.d (000:2186-2188): each state's initial Force Pool goes into its box — the
   * players' card: France 6I 2C 1GI, England 4I 2S + KGL 2I, Austria 6I 2C 2L, Prussia 4I,
   * Russia 8I 2C 1CC, Spain 3I, Italy 2I, Bavaria 2I. */
  g_assert_cmpint (pool (game, "france", "france", "I"), ==, 6);
  g_assert_cmpint (pool (game, "england", "kgl", "I"), ==, 2);
  g_assert_cmpint (pool (game, "austria", "austria", "L"), ==, 2);
  g_assert_cmpint (pool (game, "russia", "russia", "CC"), ==, 1);
  /* X.G.1.b (000:2042): "The France and Spain markers are placed in the Pro-French Powers
   * Box. The England, Austria, and Russia markers are placed in the Anti-French Powers Box.
   * The Prussia marker, and the four minor state group markers are placed in the Neutral
   * Box." With the card's cities: the western group has pro-French Holland and anti-French
   * Portugal, the Italian and German groups have states not yet created or neutral, the
   * Baltic states are neutral (X.D.2.d) — no group counts (X.G.1.f). No City Points yet. */
  display (game, 2, 3, 0, 0);
  g_assert_cmpint (status (game, "prussia"), ==, NEUTRAL);
  g_assert_cmpint (status (game, "holland"), ==, PRO);
  g_assert_cmpint (status (game, "portugal"), ==, ANTI);

  /* The French player's three major cities besides Paris (X.J.2.g, 000:2220), as he
   * chooses them: one action each. */
  g_assert_true (bth_game_campaign_add_city (game, "Lyon", "france", TRUE, BTH_PRODUCTION_SYMBOL_RED, TRUE, FALSE, PRO, &error));
  g_assert_true (bth_game_campaign_add_city (game, "Marseille", "france", TRUE, BTH_PRODUCTION_SYMBOL_RED, TRUE, TRUE, PRO, &error));
  g_assert_true (bth_game_campaign_add_city (game, "Lille", "france", TRUE, BTH_PRODUCTION_SYMBOL_RED, TRUE, FALSE, PRO, &error));
  g_assert_no_error (error);
  display (game, 2, 3, 0, 0);

  /* ==== Turn 1, September 1805 ==== */
  go (game, "1805-09", "neutral", "production");
  {
    /* Prussia, neutral, produces in the Neutral Player(s) Segment (X.E.1.b; X.J.2.i: the
     * English player runs it in a two-player game). Die 6: "If the result is six or greater,
     * the state receives two Production Points for each production city which is not
     * controlled by an enemy force" (X.J.2.b, 000:2204) — Berlin and Königsberg: 2 x 2 = 4
     * PP. Regular infantry cost 1 PP (X.J.2.d, 000:2212): 2I at Berlin + 2I at Königsberg =
     * 4 PP; at most four SP per city (X.J.2.a). Nothing is left to forfeit (X.J.2.h). */
    const Buy buys[] = { { UNIT, NULL, "I", 2, "Berlin" }, { UNIT, NULL, "I", 2, "Königsberg" } };
    produce (game, card, "prussia", 6, NULL, buys, N (buys), &r);
    undo_label_is (game, "Production: Prussia, September 1805");
    g_assert_cmpint (r.pp_per_city, ==, 2);
    g_assert_cmpint (r.regular, ==, 2 * 4);       /* halves */
    g_assert_cmpint (halves_spent (&r), ==, 2 * 4);
    g_assert_cmpint (r.forfeited, ==, 0);
    bth_production_result_clear (&r);
    g_assert_cmpint (pool (game, "prussia", "prussia", "I"), ==, 0);
    /* The new forces are Prussia's, neutral: of no side (X.D.1.c). */
    g_assert_cmpint (bth_unit_counts_sp (new_stack_at (game, "Königsberg")->units, "prussia", "I"), ==, 2);
    g_assert_null (new_stack_at (game, "Königsberg")->side);
  }

  go (game, "1805-09", "pro_french", "production");
  {
    /* X.J.3.b (000:2230): "units may only be purchased from one state in each of the four
     * Minor State Groups" — Bavaria and Wurtemberg are both German: refused, nothing changes. */
    const Buy german[] = { { UNIT, "bavaria", "I", 1, "Munich" }, { UNIT, "wurtemberg", "I", 1, "Stuttgart" } };
    refused (game, card, "france", 4, NULL, german, N (german), "X.J.3.b");
    /* The state bought from first is named as the players know it. */
    refused (game, card, "france", 4, NULL, german, N (german), "(Bavaria already)");
  }
  {
    /* France, die 4; Napoleon is at Strasbourg, not in Paris, so no +1 (X.J.2.c, 000:2206):
     * 4 is "five or less", one PP per production city not held by the enemy (X.J.2.b):
     * Paris, Lyon, Marseille, Lille = 4 PP. The minor states' production cities held by
     * pro-French forces count as French production cities, their PP only for their own
     * pools (X.J.3.b): Milan gives Italy 1 PP, Munich Bavaria 1 PP.
     * Purchases: 2I at Paris (2 x 1 PP) and 1C at Lyon (2 PP, X.J.2.d) = 4 PP; 1 Italian I
     * at Milan (1 Italian PP); 1 Bavarian I at Munich (1 Bavarian PP): one state of the
     * Italian group and one of the German group (X.J.3.b). Spent: 6 PP = 12 halves. */
    const Buy buys[] = { { UNIT, NULL, "I", 2, "Paris" }, { UNIT, NULL, "C", 1, "Lyon" },
                         { UNIT, "italy", "I", 1, "Milan" }, { UNIT, "bavaria", "I", 1, "Munich" } };
    produce (game, card, "france", 4, NULL, buys, N (buys), &r);
    g_assert_cmpint (r.modified_die, ==, 4);
    g_assert_cmpint (r.regular, ==, 2 * 4);
    g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (r.minor_funds, "italy")), ==, 2 * 1);
    /* X.H.2 (000:2122): "The production city of the Batavian Republic is Amsterdam" —
     * Brussels is Holland's only once the anti-French create it: 1 PP, not 2. */
    g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (r.minor_funds, "holland")), ==, 2 * 1);   /* Amsterdam */
    g_assert_cmpint (halves_spent (&r), ==, 2 * 6);
    bth_production_result_clear (&r);
    /* The Force Pools: France 6I 2C 1GI - 2I - 1C = 4I 1C 1GI; Italy 2I - 1I; Bavaria 2I - 1I. */
    g_assert_cmpint (pool (game, "france", "france", "I"), ==, 4);
    g_assert_cmpint (pool (game, "france", "france", "C"), ==, 1);
    g_assert_cmpint (pool (game, "france", "france", "GI"), ==, 1);
    g_assert_cmpint (pool (game, "italy", "italy", "I"), ==, 1);
    g_assert_cmpint (pool (game, "bavaria", "bavaria", "I"), ==, 1);
    g_assert_cmpstr (new_stack_at (game, "Lyon")->side, ==, "french");
    g_assert_cmpint (bth_unit_counts_sp (new_stack_at (game, "Munich")->units, "bavaria", "I"), ==, 1);
  }

  go (game, "1805-09", "anti_french", "production");
  {
    /* England, die 5: one PP per city (X.J.2.b): London 1 regular PP; Portsmouth's white
     * symbol gives 1 naval PP (X.J.5.e, 000:2268). Nothing bought: England "may accumulate
     * its Production Points" up to five (X.J.5.a-b, 000:2262-2264), and Portsmouth's on a
     * separate marker (X.J.5.e): 1 and 1. */
    produce (game, card, "england", 5, NULL, NULL, 0, &r);
    g_assert_cmpint (r.regular, ==, 2);
    g_assert_cmpint (r.naval, ==, 2);
    bth_production_result_clear (&r);
    g_assert_cmpint (books_of (game)->england_pp, ==, 1);
    g_assert_cmpint (books_of (game)->england_naval_pp, ==, 1);
  }
  {
    /* Austria, die 2: one PP per city: Vienna and Budapest (red) 2 PP for any unit; Prague
     * and Innsbruck (black) 2 PP for landwehr only (X.J.2.e, 000:2216).
     * X.J.7.b (000:2286): anti-French Austria adds one landwehr SP to its pool first; the
     * counter mix allows it (card: 4 L counters, 2 in play in the pool; X.J.1.f): 2 + 1 = 3L.
     * Purchases: 2I at Vienna (2 PP); 3L at Prague (3 x ½ = 1½ of the 2 landwehr PP).
     * Spent 3½ PP = 7 halves; forfeited ½ PP = 1 half (X.J.2.h, 000:2222). */
    const Buy buys[] = { { UNIT, NULL, "I", 2, "Vienna" }, { UNIT, NULL, "L", 3, "Prague" } };
    produce (game, card, "austria", 2, NULL, buys, N (buys), &r);
    g_assert_cmpint (r.regular, ==, 2 * 2);
    g_assert_cmpint (r.landwehr, ==, 2 * 2);
    g_assert_cmpint (halves_spent (&r), ==, 7);
    g_assert_cmpint (r.forfeited, ==, 1);
    bth_production_result_clear (&r);
    g_assert_cmpint (pool (game, "austria", "austria", "I"), ==, 4);
    g_assert_cmpint (pool (game, "austria", "austria", "L"), ==, 0);
    g_assert_cmpint (bth_unit_counts_sp (new_stack_at (game, "Prague")->units, "austria", "L"), ==, 3);
  }
  {
    /* Russia, die 6: two PP per city: Kiev, Moscow, St. Petersburg = 6 PP. 1C at Moscow
     * (2 PP) and 4I at St. Petersburg (4 PP, the most one city takes, X.J.2.a). */
    const Buy buys[] = { { UNIT, NULL, "C", 1, "Moscow" }, { UNIT, NULL, "I", 4, "St. Petersburg" } };
    produce (game, card, "russia", 6, NULL, buys, N (buys), &r);
    g_assert_cmpint (r.regular, ==, 2 * 6);
    g_assert_cmpint (halves_spent (&r), ==, 2 * 6);
    g_assert_cmpint (r.forfeited, ==, 0);
    bth_production_result_clear (&r);
    g_assert_cmpint (pool (game, "russia", "russia", "I"), ==, 4);
    g_assert_cmpint (pool (game, "russia", "russia", "C"), ==, 1);
  }

  /* ==== Turn 2, October 1805 ==== */
  go (game, "1805-10", "pro_french", "alliance");
  /* The French roll for neutral Prussia (X.G.1.d, 000:2046), die 1. X.G.1.g (000:2056-2058):
   * -1 for each pro-French major state (France, Spain: -2), +1 for each anti-French one
   * (England, Austria, Russia: +3), no group, no City Point: +1. 1 + 1 = 2: not zero or
   * less, no change. */
  alliance (game, PRO, "prussia", 1, 2, FALSE);
  undo_label_is (game, "Alliance roll: Prussia");
  g_assert_cmpint (status (game, "prussia"), ==, NEUTRAL);
  go (game, "1805-10", "pro_french", "production");
  {
    /* France, die 6: two PP per city, 4 cities = 8 PP. 1GI (2 PP) and 1C (2 PP) at Paris:
     * 4 PP; the rest is forfeited (X.J.2.h). Pool: 4I 1C 1GI - 1GI - 1C = 4I. */
    const Buy buys[] = { { UNIT, NULL, "GI", 1, "Paris" }, { UNIT, NULL, "C", 1, "Paris" } };
    produce (game, card, "france", 6, NULL, buys, N (buys), &r);
    g_assert_cmpint (r.regular, ==, 2 * 8);
    g_assert_cmpint (halves_spent (&r), ==, 2 * 4);
    bth_production_result_clear (&r);
    g_assert_cmpint (pool (game, "france", "france", "I"), ==, 4);
    g_assert_cmpint (pool (game, "france", "france", "C"), ==, 0);
    g_assert_cmpint (pool (game, "france", "france", "GI"), ==, 0);
  }
  go (game, "1805-10", "anti_french", "alliance");
  {
    /* The English roll for Prussia (X.G.1.e, 000:2050), die 6: the same +1; 6 + 1 = 7,
     * "seven (or more)": neutral Prussia becomes anti-French. Its marker moves to the
     * Anti-French Powers box (X.G.1.b): four anti-French major states. Its forces join the
     * anti-French side, the ones bought in September too. */
    alliance (game, ANTI, "prussia", 6, 7, TRUE);
    g_assert_cmpint (status (game, "prussia"), ==, ANTI);
    display (game, 2, 4, 0, 0);
    g_assert_cmpstr (bth_game_state_find_power (state_of (game), "prussia")->side, ==, "non-french");
    g_assert_cmpstr (new_stack_at (game, "Königsberg")->side, ==, "non-french");
    g_assert_cmpstr (bth_game_state_find_leader (state_of (game), "brunswick")->side, ==, "non-french");
  }
  go (game, "1805-10", "anti_french", "production");
  {
    /* Prussia, now anti-French, produces in this segment (X.E), die 3: one PP per city,
     * Berlin and Königsberg = 2 PP. X.J.7.c (000:2288): one landwehr SP is added first (its
     * counter mix is not entered: no check, and a note says so). 1L at Berlin: ½ PP. */
    const Buy buys[] = { { UNIT, NULL, "L", 1, "Berlin" } };
    produce (game, card, "prussia", 3, NULL, buys, N (buys), &r);
    g_assert_cmpint (r.regular, ==, 2 * 2);
    g_assert_cmpuint (r.additions->len, ==, 1);
    g_assert_cmpint (g_array_index (r.additions, BthProductionAddition, 0).sp, ==, 1);
    g_assert_cmpint (halves_spent (&r), ==, 1);
    g_assert_cmpint (r.forfeited, ==, 3);
    bth_production_result_clear (&r);
    g_assert_cmpint (pool (game, "prussia", "prussia", "L"), ==, 0);
    g_assert_cmpstr (new_stack_at (game, "Berlin")->side, ==, "non-french");
  }
  {
    /* England, die 6: London 2 regular PP, Portsmouth 2 naval PP; with what it kept: 3 and
     * 3. A squadron on the installment plan: "By paying a down payment of one Production
     * Point, he may place the naval unit on the Production Track in the box numbered 5"
     * (X.J.6.c, 000:2276). Kept: 3 regular (at most 5), 3 - 1 = 2 naval. */
    const Buy buys[] = { { INSTALLMENT, NULL, "S", 1, "Portsmouth" } };
    produce (game, card, "england", 6, NULL, buys, N (buys), &r);
    g_assert_cmpuint (r.track->len, ==, 1);
    g_assert_cmpint (g_array_index (r.track, BthProductionTrackUnit, 0).box, ==, 5);
    bth_production_result_clear (&r);
    g_assert_cmpint (books_of (game)->england_pp, ==, 3);
    g_assert_cmpint (books_of (game)->england_naval_pp, ==, 2);
    g_assert_cmpuint (books_of (game)->track->len, ==, 1);
    g_assert_cmpint (((BthCampaignInstallment *) g_ptr_array_index (books_of (game)->track, 0))->paid, ==, 1);
    /* The squadron's counter waits on the track: the pool still holds both, one buyable. */
    g_assert_cmpint (pool (game, "england", "england", "S"), ==, 2);
  }
  {
    /* Austria, die 4: 2 regular PP (Vienna, Budapest), 2 landwehr PP (Prague, Innsbruck).
     * X.J.7.b: one landwehr SP; the counter mix has 4 L, 3 are on the map at Prague: room
     * for 1 (X.J.1.f). 1L at Innsbruck (½) and 2I at Budapest (2): 2½ PP spent, the other
     * 1½ landwehr PP forfeited. */
    const Buy buys[] = { { UNIT, NULL, "L", 1, "Innsbruck" }, { UNIT, NULL, "I", 2, "Budapest" } };
    produce (game, card, "austria", 4, NULL, buys, N (buys), &r);
    g_assert_cmpint (g_array_index (r.additions, BthProductionAddition, 0).sp, ==, 1);
    g_assert_cmpint (halves_spent (&r), ==, 5);
    g_assert_cmpint (r.forfeited, ==, 3);
    bth_production_result_clear (&r);
    g_assert_cmpint (pool (game, "austria", "austria", "I"), ==, 2);
    g_assert_cmpint (pool (game, "austria", "austria", "L"), ==, 0);
  }

  /* ==== Turn 3, November 1805 ==== */
  go (game, "1805-11", "pro_french", "alliance");
  /* The French roll for Austria, die 1: -2 (France, Spain) +4 (England, Austria, Russia,
   * Prussia) = +2; 1 + 2 = 3: no change. */
  alliance (game, PRO, "austria", 1, 3, FALSE);
  /* The French take Vienna. X.G.1.h (000:2060): "one City Point for each production city in
   * an anti-French major state, which is currently controlled by pro-French forces": 1.
   * Austria keeps Budapest, Prague and Innsbruck: not conquered (X.I.1). */
  control (game, "Vienna", PRO, "france");
  undo_label_is (game, "City control: Vienna");
  display (game, 2, 4, 1, 0);
  g_assert_false (bth_campaign_books_standing (books_of (game), "austria")->conquered);
  /* Napoleon comes back to Paris (the players move his stack on the board). */
  {
    const BthLeaderState *napoleon = bth_game_state_find_leader (state_of (game), "napoleon");
    g_autofree char *field = g_strdup_printf ("stacks.%s.location", napoleon->stack);
    g_autoptr(JsonNode) paris = json_from_string ("\"Paris\"", NULL);
    g_assert_true (bth_game_edit (game, field, paris, NULL, &error));
    g_assert_no_error (error);
  }
  go (game, "1805-11", "pro_french", "production");
  {
    /* France, die 5, +1 "if Napoleon is currently in Paris" (X.J.2.c, 000:2206): 6, two PP
     * per city = 8 PP (Vienna is Austria's production city, not France's). 4I at Lille. */
    BthProductionInput in = { 0 };
    const Buy buys[] = { { UNIT, NULL, "I", 4, "Lille" } };
    g_assert_true (bth_game_campaign_production_input (game, card, "france", &in, &error));
    g_assert_true (in.napoleon_in_paris);   /* read from his stack's place */
    bth_production_input_clear (&in);
    produce (game, card, "france", 5, &(Facts) { .napoleon_in_paris = TRUE }, buys, N (buys), &r);
    g_assert_cmpint (r.modified_die, ==, 6);
    g_assert_cmpint (r.regular, ==, 2 * 8);
    g_assert_cmpint (halves_spent (&r), ==, 2 * 4);
    bth_production_result_clear (&r);
    g_assert_cmpint (pool (game, "france", "france", "I"), ==, 0);
  }
  go (game, "1805-11", "anti_french", "alliance");
  {
    /* X.G.1.l (000:2070): "The English player may not roll to change Spain's political
     * status unless there are more than twenty French strength points on Mapboard 1, or the
     * French player has moved any Spanish land unit": refused, the game unchanged. */
    g_autofree char *before = dump (game);
    g_autofree char *after = NULL;
    g_assert_false (bth_game_campaign_alliance_roll (game, ANTI, "spain", 6, NULL, NULL, &error));
    g_assert_nonnull (strstr (error->message, "Spain"));
    g_clear_error (&error);
    after = dump (game);
    g_assert_cmpstr (after, ==, before);
  }
  go (game, "1805-11", "anti_french", "production");
  {
    /* England, die 2: 1 regular + 3 kept = 4; 1 naval + 2 kept = 3. The squadron on the
     * track is paid 1 more (box 4). Buying another squadron outright besides (5 PP) would
     * use 6 PP on naval units: "The maximum number of Production Points which may be used to
     * purchase units from the English Force Pool, during a single Reinforcement Phase, is
     * two for land units and five for naval units" (X.J.5.d, 000:2266): refused. */
    const Buy too_much[] = { { UNIT, NULL, "S", 1, "Portsmouth" } };
    refused (game, card, "england", 2, &(Facts) { .pay = { 1 } }, too_much, N (too_much), "X.J.5.d");
    produce (game, card, "england", 2, &(Facts) { .pay = { 1 } }, NULL, 0, &r);
    g_assert_cmpint (g_array_index (r.track, BthProductionTrackUnit, 0).box, ==, 4);
    bth_production_result_clear (&r);
    /* Kept: 4 regular; 3 - 1 = 2 naval. */
    g_assert_cmpint (books_of (game)->england_pp, ==, 4);
    g_assert_cmpint (books_of (game)->england_naval_pp, ==, 2);
    g_assert_cmpint (((BthCampaignInstallment *) g_ptr_array_index (books_of (game)->track, 0))->paid, ==, 2);
  }
  {
    /* Austria, die 2: Vienna "controlled by an enemy force" gives nothing (X.J.2.b note,
     * 000:2206): Budapest 1 regular PP, Prague and Innsbruck 2 landwehr PP. The landwehr SP
     * due (X.J.7.b) has no counter: 4 L, 3 at Prague, 1 at Innsbruck — ignored (X.J.1.f,
     * 000:2192). 1I at Budapest. */
    const Buy buys[] = { { UNIT, NULL, "I", 1, "Budapest" } };
    produce (game, card, "austria", 2, NULL, buys, N (buys), &r);
    g_assert_cmpint (r.regular, ==, 2 * 1);
    g_assert_cmpint (r.landwehr, ==, 2 * 2);
    g_assert_cmpint (g_array_index (r.additions, BthProductionAddition, 0).sp, ==, 0);
    bth_production_result_clear (&r);
    g_assert_cmpint (pool (game, "austria", "austria", "I"), ==, 1);
    g_assert_cmpint (pool (game, "austria", "austria", "L"), ==, 0);
  }

  /* ==== Turn 4, December 1805 ==== */
  go (game, "1805-12", "anti_french", "alliance");
  /* Austrian forces take Milan, North Italy's production city: "Whenever an anti-French
   * force controls the production city of a minor state, that state automatically becomes
   * anti-French" (X.G.1.f, 000:2052); its forces go with it. The Italian group stays neutral
   * (Naples not created), and no City Point: Milan is no major state's city (X.G.1.h). */
  control (game, "Milan", ANTI, "austria");
  g_assert_cmpint (status (game, "italy"), ==, ANTI);
  g_assert_cmpstr (new_stack_at (game, "Milan")->side, ==, "non-french");   /* the Italian I bought in September */
  display (game, 2, 4, 1, 0);
  go (game, "1805-12", "anti_french", "production");
  {
    /* England, die 3: 1 + 4 = 5 regular, 1 + 2 = 3 naval. 3 more paid on the squadron: 5
     * in all, box 1, "it may be removed from the track and deployed" (X.J.6.c) at
     * Portsmouth. Kept: 5 regular (the most, X.J.5.b), 0 naval. */
    produce (game, card, "england", 3, &(Facts) { .pay = { 3 } }, NULL, 0, &r);
    g_assert_true (g_array_index (r.track, BthProductionTrackUnit, 0).deployed);
    bth_production_result_clear (&r);
    g_assert_cmpint (books_of (game)->england_pp, ==, 5);
    g_assert_cmpint (books_of (game)->england_naval_pp, ==, 0);
    g_assert_cmpuint (books_of (game)->track->len, ==, 0);
    g_assert_cmpint (pool (game, "england", "england", "S"), ==, 1);
    g_assert_cmpint (bth_unit_counts_sp (new_stack_at (game, "Portsmouth")->units, "england", "S"), ==, 1);
  }
  {
    /* Austria, die 6: Vienna nothing; Budapest 2 regular PP; Prague and Innsbruck 4
     * landwehr PP; Milan, held by Austrian forces, 2 PP for North Italy's pool (X.J.3.b).
     * 1I at Budapest; 1 Italian I at Milan. */
    const Buy buys[] = { { UNIT, NULL, "I", 1, "Budapest" }, { UNIT, "italy", "I", 1, "Milan" } };
    produce (game, card, "austria", 6, NULL, buys, N (buys), &r);
    g_assert_cmpint (r.regular, ==, 2 * 2);
    g_assert_cmpint (r.landwehr, ==, 2 * 4);
    g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (r.minor_funds, "italy")), ==, 2 * 2);
    g_assert_cmpint (halves_spent (&r), ==, 2 * 2);
    bth_production_result_clear (&r);
    g_assert_cmpint (pool (game, "austria", "austria", "I"), ==, 0);
    g_assert_cmpint (pool (game, "italy", "italy", "I"), ==, 0);
    g_assert_cmpstr (new_stack_at (game, "Milan")->side, ==, "non-french");
  }

  /* ==== Turn 5, January 1806 ==== */
  go (game, "1806-01", "anti_french", "production");
  /* X.J.1.f (000:2192): "During his January Reinforcement Phase, the active player adds the
   * units specified for the current year to each state's Force Pool" — the players' card:
   * Austria 2I in 1806 (60 I counters: room enough). */
  g_assert_true (bth_game_force_pool_add_january (game, card, "austria", 1806, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pool (game, "austria", "austria", "I"), ==, 2);
  {
    /* England, die 6: 2 + 5 kept = 7 regular, 2 naval. "The English player may add one
     * naval unit to the English Force Pool during each January Reinforcement Phase" (X.J.5.f,
     * 000:2270): a transport. Bought at once for "five regular and/or naval Production
     * Points", deployed at Portsmouth: 2 naval + 3 regular, within the five naval PP of
     * X.J.5.d. Kept: 7 - 3 = 4 regular, 0 naval. */
    const Buy buys[] = { { UNIT, NULL, "T", 1, "Portsmouth" } };
    produce (game, card, "england", 6, &(Facts) { .january_naval = "T" }, buys, N (buys), &r);
    g_assert_cmpint (g_array_index (r.additions, BthProductionAddition, 0).sp, ==, 1);
    g_assert_cmpint (halves_spent (&r), ==, 2 * 5);
    bth_production_result_clear (&r);
    g_assert_cmpint (books_of (game)->england_pp, ==, 4);
    g_assert_cmpint (books_of (game)->england_naval_pp, ==, 0);
    g_assert_cmpint (pool (game, "england", "england", "T"), ==, 0);
    g_assert_cmpint (bth_unit_counts_sp (new_stack_at (game, "Portsmouth")->units, "england", "T"), ==, 1);
  }

  /* ==== Turn 6, February 1806 ==== */
  go (game, "1806-02", "pro_french", "production");
  /* The French take Milan back: North Italy is pro-French again (X.G.1.f), with its forces. */
  control (game, "Milan", PRO, "france");
  g_assert_cmpint (status (game, "italy"), ==, PRO);
  g_assert_cmpstr (new_stack_at (game, "Milan")->side, ==, "french");
  go (game, "1806-02", "anti_french", "production");
  {
    /* Russia, die 4: one PP per city, 3 PP. 3I at Moscow. Pool: 4I - 3I = 1I. */
    const Buy buys[] = { { UNIT, NULL, "I", 3, "Moscow" } };
    produce (game, card, "russia", 4, NULL, buys, N (buys), &r);
    g_assert_cmpint (r.regular, ==, 2 * 3);
    bth_production_result_clear (&r);
    g_assert_cmpint (pool (game, "russia", "russia", "I"), ==, 1);
  }
  /* Mid-way the players save and reload: the same books, and play goes on from the file. */
  {
    gsize length;
    g_autofree char *data = bth_game_save_to_data (game, &length);
    g_autofree char *saved = dump (game);
    g_autofree char *reloaded = NULL;
    BthGame *loaded = bth_game_load_from_data (rules, data, length, "grand-campaign.json", &error);
    g_assert_no_error (error);
    g_assert_true (bth_game_set_scenario (loaded, scenario, &error));
    bth_game_set_clock (loaded, fixed_clock, NULL);
    reloaded = dump (loaded);
    g_assert_cmpstr (reloaded, ==, saved);
    g_object_unref (game);
    game = loaded;
  }

  /* ==== Turn 7, March 1806 ==== */
  go (game, "1806-03", "pro_french", "production");
  {
    /* Spain, pro-French: the production die rolled by the game (scripted 5) before the
     * players choose (X.J.2.b): one PP per city, Madrid and Seville = 2 PP. 2I at Madrid.
     * The purchase is undone and redone: the die stays rolled, the books come back. */
    const int five[] = { 5 };
    int rolled = 0;
    g_autofree char *before = NULL, *after = NULL, *undone = NULL, *redone = NULL;
    const Buy buys[] = { { UNIT, NULL, "I", 2, "Madrid" } };

    bth_dice_set_fixed (bth_game_get_dice (game), five, 1);
    g_assert_true (bth_game_campaign_production_die (game, "spain", 0, &rolled, &error));
    g_assert_no_error (error);
    g_assert_cmpint (rolled, ==, 5);
    undo_label_is (game, "Production die: Spain");
    /* A second die for Spain this phase is refused. */
    g_assert_false (bth_game_campaign_production_die (game, "spain", 3, NULL, &error));
    g_assert_cmpstr (error->message, ==, "Spain's production die is rolled already this phase");
    g_clear_error (&error);
    before = dump (game);
    produce (game, card, "spain", 0, NULL, buys, N (buys), &r);
    g_assert_cmpint (r.die, ==, 5);
    g_assert_cmpint (r.regular, ==, 2 * 2);
    bth_production_result_clear (&r);
    after = dump (game);
    g_assert_cmpint (pool (game, "spain", "spain", "I"), ==, 1);
    g_assert_true (bth_game_undo (game, &error));
    undone = dump (game);
    g_assert_cmpstr (undone, ==, before);
    g_assert_cmpint (pool (game, "spain", "spain", "I"), ==, 3);
    {
      g_autofree char *redo_label = bth_game_describe_redo (game);
      g_assert_cmpstr (redo_label, ==, "Production: Spain, March 1806");
    }
    g_assert_true (bth_game_redo (game, &error));
    g_assert_no_error (error);
    redone = dump (game);
    g_assert_cmpstr (redone, ==, after);
  }

  /* ==== Turn 8, April 1806 ==== */
  go (game, "1806-04", "pro_french", "movement");
  /* The French take Budapest and Prague: three production cities of anti-French Austria,
   * three City Points (X.G.1.h). Innsbruck is still Austrian: not conquered (X.I.1). */
  control (game, "Budapest", PRO, "france");
  control (game, "Prague", PRO, "france");
  display (game, 2, 4, 3, 0);
  g_assert_false (bth_campaign_books_standing (books_of (game), "austria")->conquered);

  /* ==== Turn 9, May 1806 ==== */
  go (game, "1806-05", "pro_french", "alliance");
  {
    /* The French roll for Austria, die 1: -3 City Points, -2 pro-French majors, +4
     * anti-French majors = -1 (within the cap of four, X.G.1.g); 1 - 1 = 0, "zero (or less)":
     * anti-French Austria becomes neutral (X.G.1.d). Its marker leaves the anti-French box;
     * its three cities no longer give City Points: they are cities of a neutral state now
     * (X.G.1.h counts those of anti-French major states). Its forces are neutral: no side. */
    const BthStackState *vienna_austrians = NULL;
    alliance (game, PRO, "austria", 1, 0, TRUE);
    g_assert_cmpint (status (game, "austria"), ==, NEUTRAL);
    display (game, 2, 3, 0, 0);
    for (guint i = 0; i < state_of (game)->stacks->len; i++)
      {
        const BthStackState *st = g_ptr_array_index (state_of (game)->stacks, i);
        if (bth_unit_counts_sp (st->units, "austria", NULL) > 0 && g_str_has_prefix (st->location, "Vienna"))
          vienna_austrians = st;
      }
    g_assert_nonnull (vienna_austrians);
    g_assert_null (vienna_austrians->side);
    g_assert_null (bth_game_state_find_power (state_of (game), "austria")->side);
  }

  /* ==== Turn 10, June 1806 ==== */
  go (game, "1806-06", "neutral", "production");
  {
    /* Austria, neutral, produces in the Neutral Player(s) Segment. Die 6: two PP per city
     * not controlled by an enemy force — Vienna, Budapest and Prague are held by the French:
     * only Innsbruck, black: 2 landwehr PP. No landwehr SP is added: Austria is not
     * anti-French (X.J.7.b). The pool holds no landwehr: nothing to buy, the 2 PP are
     * forfeited (X.J.2.h). */
    produce (game, card, "austria", 6, NULL, NULL, 0, &r);
    g_assert_cmpint (r.regular, ==, 0);
    g_assert_cmpint (r.landwehr, ==, 2 * 2);
    g_assert_cmpuint (r.additions->len, ==, 0);
    g_assert_cmpint (r.forfeited, ==, 2 * 2);
    bth_production_result_clear (&r);
  }

  /* ==== Turn 11, July 1806 ==== */
  go (game, "1806-07", "anti_french", "production");
  {
    /* England, die 1: 1 + 4 kept = 5 regular, 1 naval. 3I would be 3 PP on land units, more
     * than two (X.J.5.d): refused. 2I at London: kept 5 - 2 = 3 regular, 1 naval. */
    const Buy three[] = { { UNIT, NULL, "I", 3, "London" } };
    const Buy two[] = { { UNIT, NULL, "I", 2, "London" } };
    refused (game, card, "england", 1, NULL, three, N (three), "X.J.5.d");
    produce (game, card, "england", 1, NULL, two, N (two), &r);
    bth_production_result_clear (&r);
    g_assert_cmpint (books_of (game)->england_pp, ==, 3);
    g_assert_cmpint (books_of (game)->england_naval_pp, ==, 1);
    g_assert_cmpint (pool (game, "england", "england", "I"), ==, 2);
    g_assert_cmpint (pool (game, "england", "kgl", "I"), ==, 2);   /* the KGL untouched */
  }

  /* ==== Turn 12, August 1806 ==== */
  go (game, "1806-08", "anti_french", "production");
  {
    /* Russia, die 6, +1 with twenty enemy army SP on Mapboard 4 (X.J.2.c, 000:2206): 7, two
     * PP per city = 6 PP. 1I, 1C, 1CC at Kiev: 1 + 2 + 1 = 4 PP (3 SP in one city); 2 PP
     * forfeited. Russia's pool is empty: 1I 1C 1CC bought. */
    const Buy buys[] = { { UNIT, NULL, "I", 1, "Kiev" }, { UNIT, NULL, "C", 1, "Kiev" }, { UNIT, NULL, "CC", 1, "Kiev" } };
    produce (game, card, "russia", 6, &(Facts) { .mapboard_4 = 20 }, buys, N (buys), &r);
    g_assert_cmpint (r.modified_die, ==, 7);
    g_assert_cmpint (r.regular, ==, 2 * 6);
    g_assert_cmpint (halves_spent (&r), ==, 2 * 4);
    g_assert_cmpint (r.forfeited, ==, 2 * 2);
    bth_production_result_clear (&r);
    g_assert_cmpint (pool (game, "russia", "russia", "I") + pool (game, "russia", "russia", "C") +
                     pool (game, "russia", "russia", "CC"), ==, 0);
  }
  go (game, "1806-08", "anti_french", "combat");

  /* After twelve turns: the Alliance Display (France, Spain / England, Russia, Prussia; no
   * City Point), the statuses, England's books, and every Force Pool as worked out above. */
  display (game, 2, 3, 0, 0);
  g_assert_cmpint (status (game, "prussia"), ==, ANTI);
  g_assert_cmpint (status (game, "austria"), ==, NEUTRAL);
  g_assert_cmpint (status (game, "italy"), ==, PRO);
  g_assert_cmpint (books_of (game)->england_pp, ==, 3);
  g_assert_cmpint (books_of (game)->england_naval_pp, ==, 1);
  g_assert_cmpuint (books_of (game)->track->len, ==, 0);
  g_assert_cmpint (pool (game, "france", "france", NULL), ==, 0);      /* 6I 2C 1GI all bought */
  g_assert_cmpint (pool (game, "england", NULL, NULL), ==, 2 + 2 + 1); /* 2I, 2 KGL I, 1S */
  g_assert_cmpint (pool (game, "austria", "austria", "I"), ==, 2);
  g_assert_cmpint (pool (game, "austria", "austria", "C"), ==, 2);
  g_assert_cmpint (pool (game, "prussia", NULL, NULL), ==, 0);
  g_assert_cmpint (pool (game, "spain", "spain", "I"), ==, 1);
  g_assert_cmpint (pool (game, "bavaria", "bavaria", "I"), ==, 1);
  g_assert_cmpint (pool (game, "italy", "italy", "I"), ==, 0);
  {
    /* The log tells it: England's PP, Prussia's status, the production tables. */
    g_autofree char *text = bth_game_export_text (game);
    g_assert_nonnull (strstr (text, "Campaign: England/pp 4 → 3 (X.J.5.b)"));
    g_assert_nonnull (strstr (text, "Campaign: states/Prussia/status \"neutral\" → \"anti_french\" (X.G.1.e)"));
  }
}

/* A new Grand Campaign on the shipped card, which leaves Paris's symbol and most states'
 * production cities to be entered: X.J.2.b (000:2204) gives "Production Points for each
 * production city", and X.J.2.e (000:2216) makes the symbol decide what they buy ("Cities
 * with a black symbol may only produce landwehr"), so France's PP are unknown and say what
 * to enter — never 0 PP — and nothing can be recorded. With the players' card (Paris red,
 * England's cities complete) the same phase is known again. */
static void
test_shipped_card_unknowns (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("grand-campaign-1805", &error);
  g_autoptr(BthCampaignCard) shipped = bth_campaign_card_load_builtin (BTH_CAMPAIGN_CARD_BUILTIN, &error);
  g_autoptr(BthCampaignCard) card = players_card ();
  g_autofree char *card_path = bth_campaign_card_players_path (BTH_CAMPAIGN_CARD_BUILTIN);
  g_autoptr(BthGame) game = NULL;
  g_autoptr(BthGame) entered = NULL;
  BthProductionInput in = { 0 };
  BthProductionResult r = { 0 };

  g_assert_no_error (error);
  g_assert_false (g_file_test (card_path, G_FILE_TEST_EXISTS));   /* the shipped card */
  game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  g_assert_true (bth_game_set_scenario (game, scenario, &error));
  bth_game_set_clock (game, fixed_clock, NULL);

  go (game, "1805-09", "pro_french", "production");
  input_for (game, shipped, "france", 6, NULL, NULL, 0, &in);
  g_assert_true (bth_production_resolve (rules, &in, NULL, &r, &error));
  g_assert_no_error (error);
  g_assert_false (bth_production_result_known (&r));
  g_assert_false (bth_production_result_legal (&r));
  g_assert_cmpstr (g_ptr_array_index (r.unknowns, 0), ==, "Paris's production symbol (X.J.2.e)");
  for (guint i = 0; i < r.cities->len; i++)
    {
      const BthProductionCityPP *c = &g_array_index (r.cities, BthProductionCityPP, i);
      if (g_str_equal (c->name, "Paris"))
        {
          g_assert_true (c->unknown);
          g_assert_nonnull (strstr (c->reason, "enter Paris's symbol"));
        }
    }
  bth_production_result_clear (&r);
  bth_production_input_clear (&in);
  refused (game, shipped, "france", 6, NULL, NULL, 0, "France's Production Points are unknown: enter Paris's production symbol");

  go (game, "1805-09", "anti_french", "production");
  /* England: only Portsmouth is stated, the card's list is not complete. */
  refused (game, shipped, "england", 6, NULL, NULL, 0, "enter the rest of England's production cities");

  /* The players enter their card: France's phase is known, 2 PP per city on a 6 (X.J.2.b). */
  g_assert_true (bth_campaign_card_save (card, card_path, &error));
  g_assert_no_error (error);
  entered = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  g_assert_true (bth_game_set_scenario (entered, scenario, &error));
  bth_game_set_clock (entered, fixed_clock, NULL);
  go (entered, "1805-09", "pro_french", "production");
  input_for (entered, card, "france", 6, NULL, NULL, 0, &in);
  g_assert_true (bth_production_resolve (rules, &in, NULL, &r, &error));
  g_assert_true (bth_production_result_known (&r));
  g_assert_cmpint (r.pp_per_city, ==, 2);
  g_assert_cmpint (r.regular, ==, 2 * 2);        /* Paris (halves) */
  bth_production_result_clear (&r);
  bth_production_input_clear (&in);
  g_assert_true (g_remove (card_path) == 0);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("berthier-grand-campaign-XXXXXX", &error);
  int status;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/grand-campaign/shipped-card-unknowns", test_shipped_card_unknowns);
  g_test_add_func ("/grand-campaign/twelve-turns", test_twelve_turns);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
