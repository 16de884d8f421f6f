/* test-production.c — the Grand Campaign production phase (X.J) through the core API.
 *
 * Each phase is written in the CLI's JSON format (single quotes stand for double quotes),
 * parsed by bth_production_input_from_json() and resolved by bth_production_resolve(); the
 * hand workings are in the comments. Rule sentences are quoted from
 * 000_a960616736e2658d.txt with their line numbers. */
#include "bth-production.h"
#include "bth-ruleset.h"
#include "bth-production-json.h"
#include "bth-json-strict.h"

#include <string.h>

static BthRuleset *rules;

typedef struct {
  BthProductionInput  in;
  BthProductionResult r;
} Phase;

static void
run (Phase *ph, const char *text)
{
  g_autofree char *json = g_strdelimit (g_strdup (text), "'", '"');
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) node = bth_json_parse_strict (json, -1, &error);
  g_autoptr (BthDice) dice = bth_dice_new (1);

  g_assert_no_error (error);
  g_assert_true (bth_production_input_from_json (node, &ph->in, &error));
  g_assert_no_error (error);
  g_assert_true (bth_production_resolve (rules, &ph->in, dice, &ph->r, &error));
  g_assert_no_error (error);
}

static void
clear (Phase *ph)
{
  bth_production_result_clear (&ph->r);
  bth_production_input_clear (&ph->in);
}

/* How many violations cite RULE (and, if PURCHASE >= 0, that purchase). */
static guint
violations (Phase *ph, const char *rule, int purchase)
{
  guint n = 0;

  for (guint i = 0; i < ph->r.violations->len; i++)
    {
      BthProductionViolation *v = &g_array_index (ph->r.violations, BthProductionViolation, i);
      if (g_str_equal (v->rule, rule) && (purchase < 0 || v->purchase == purchase))
        n++;
    }
  return n;
}

/* The message of the first violation citing RULE: it names states as the rules data do. */
static const char *
violation_message (Phase *ph, const char *rule)
{
  for (guint i = 0; i < ph->r.violations->len; i++)
    {
      BthProductionViolation *v = &g_array_index (ph->r.violations, BthProductionViolation, i);
      if (g_str_equal (v->rule, rule))
        return v->message;
    }
  return NULL;
}

static void
assert_legal (Phase *ph)
{
  for (guint i = 0; i < ph->r.violations->len; i++)
    {
      BthProductionViolation *v = &g_array_index (ph->r.violations, BthProductionViolation, i);
      g_test_message ("unexpected violation %s: %s", v->rule, v->message);
    }
  g_assert_cmpuint (ph->r.violations->len, ==, 0);
}

static const BthProductionCityPP *
city (Phase *ph, const char *name)
{
  for (guint i = 0; i < ph->r.cities->len; i++)
    {
      BthProductionCityPP *c = &g_array_index (ph->r.cities, BthProductionCityPP, i);
      if (g_str_equal (c->name, name))
        return c;
    }
  g_assert_not_reached ();
}

static int
cost (Phase *ph, guint purchase)
{
  return g_array_index (ph->r.costs, int, purchase);
}

static gboolean
has_note (Phase *ph, const char *fragment)
{
  for (guint i = 0; i < ph->r.notes->len; i++)
    if (strstr (g_ptr_array_index (ph->r.notes, i), fragment) != NULL)
      return TRUE;
  return FALSE;
}

#define AUSTRIA(die, extra) \
  "{'state': 'austria', 'status': 'anti_french', 'year': 1806, 'month': 4, 'die': " #die "," \
  " 'cities': [{'name': 'Vienna', 'symbol': 'red', 'capital': true, 'major': true}," \
  "            {'name': 'Budapest', 'symbol': 'red', 'major': true}," \
  "            {'name': 'Prague', 'symbol': 'black', 'major': true}]," \
  " 'counters_available': [{'kind': 'L', 'count': 20}]," \
  " 'pool': [{'kind': 'I', 'sp': 10}, {'kind': 'C', 'sp': 3}, {'kind': 'L', 'sp': 6}, {'kind': 'GI', 'sp': 1}]" extra "}"

/* X.J.2.b (line 2198): "If the result is **five** or less, the state receives **one**
 * Production Point for each of its production cities which is not controlled by an enemy
 * force. If the result is **six** or greater, the state receives **two**". */
static void
test_die_bands (void)
{
  Phase low = { 0 }, high = { 0 };

  /* die 5: 1 PP × 3 cities = 2 regular (Vienna, Budapest) + 1 landwehr-only (Prague) */
  run (&low, AUSTRIA (5, ""));
  g_assert_cmpint (low.r.pp_per_city, ==, 1);
  g_assert_cmpint (low.r.regular, ==, 4);     /* halves */
  g_assert_cmpint (low.r.landwehr, ==, 2);
  g_assert_cmpint (low.r.total, ==, 6);
  /* die 6: 2 PP each = 6 PP */
  run (&high, AUSTRIA (6, ""));
  g_assert_cmpint (high.r.pp_per_city, ==, 2);
  g_assert_cmpint (high.r.total, ==, 12);
  g_assert_cmpuint (high.r.modifiers->len, ==, 0);
  clear (&low);
  clear (&high);
}

/* X.J.2.b note (line 2200): "If a production city in a major state is controlled by an enemy
 * force, the state receives *no* production points for that city." */
static void
test_enemy_controlled_city (void)
{
  Phase ph = { 0 };

  run (&ph, "{'state': 'prussia', 'status': 'anti_french', 'year': 1806, 'month': 10, 'die': 6,"
            " 'cities': [{'name': 'Berlin', 'symbol': 'red', 'capital': true, 'enemy_controlled': true},"
            "            {'name': 'Breslau', 'symbol': 'red'}]}");
  g_assert_cmpint (city (&ph, "Berlin")->halves, ==, 0);
  g_assert_cmpstr (city (&ph, "Berlin")->rule, ==, "X.J.2.b");
  g_assert_cmpint (city (&ph, "Breslau")->halves, ==, 4);
  g_assert_cmpint (ph.r.total, ==, 4);
  clear (&ph);
}

/* X.J.2.c (line 2202): "The French player's die roll is increased by one if **Napoleon** is
 * currently in **Paris**." A 5 becomes a 6: two PP a city instead of one. */
static void
test_napoleon_in_paris (void)
{
  Phase ph = { 0 }, away = { 0 };
  const char *france =
    "{'state': 'france', 'status': 'pro_french', 'year': 1806, 'month': 1, 'die': 5, 'napoleon_in_paris': %s,"
    " 'cities': [{'name': 'Paris', 'symbol': 'red', 'capital': true}, {'name': 'Lyon', 'symbol': 'red'}]}";
  g_autofree char *in_paris = g_strdup_printf (france, "true");
  g_autofree char *not_in_paris = g_strdup_printf (france, "false");

  run (&ph, in_paris);
  g_assert_cmpuint (ph.r.modifiers->len, ==, 1);
  g_assert_cmpint (g_array_index (ph.r.modifiers, BthModifier, 0).value, ==, 1);
  g_assert_cmpstr (g_array_index (ph.r.modifiers, BthModifier, 0).rule, ==, "X.J.2.c");
  g_assert_cmpint (ph.r.modified_die, ==, 6);
  g_assert_cmpint (ph.r.total, ==, 8);
  run (&away, not_in_paris);
  g_assert_cmpint (away.r.modified_die, ==, 5);
  g_assert_cmpint (away.r.total, ==, 4);
  clear (&ph);
  clear (&away);
}

/* X.J.2.c (line 2202): "The Russian player's die roll is increased by one if there are
 * **twenty** or more **enemy** army strength points currently on Mapboard 4." */
static void
test_russia_enemy_on_mapboard_4 (void)
{
  Phase nineteen = { 0 }, twenty = { 0 }, france = { 0 };

  run (&nineteen, "{'state': 'russia', 'status': 'anti_french', 'year': 1812, 'month': 7, 'die': 5,"
                  " 'enemy_sp_on_mapboard_4': 19, 'cities': [{'name': 'Moscow', 'symbol': 'red'}]}");
  g_assert_cmpint (nineteen.r.modified_die, ==, 5);
  run (&twenty, "{'state': 'russia', 'status': 'anti_french', 'year': 1812, 'month': 7, 'die': 5,"
                " 'enemy_sp_on_mapboard_4': 20, 'cities': [{'name': 'Moscow', 'symbol': 'red'}]}");
  g_assert_cmpint (twenty.r.modified_die, ==, 6);
  g_assert_cmpint (twenty.r.total, ==, 4);
  /* the modifier is Russia's only */
  run (&france, "{'state': 'france', 'status': 'pro_french', 'year': 1812, 'month': 7, 'die': 5,"
                " 'enemy_sp_on_mapboard_4': 30, 'cities': [{'name': 'Paris', 'symbol': 'red', 'capital': true}]}");
  g_assert_cmpint (france.r.modified_die, ==, 5);
  clear (&nineteen);
  clear (&twenty);
  clear (&france);
}

/* X.J.2.c (line 2204): "The English player's Production die roll is decreased by **one** if
 * France (**pro-French**) currently controls Portugal." */
static void
test_england_portugal (void)
{
  Phase ph = { 0 };

  run (&ph, "{'state': 'england', 'status': 'anti_french', 'year': 1808, 'month': 2, 'die': 6,"
            " 'portugal_pro_french': true, 'cities': [{'name': 'London', 'symbol': 'red', 'capital': true}]}");
  g_assert_cmpint (ph.r.modified_die, ==, 5);
  g_assert_cmpint (g_array_index (ph.r.modifiers, BthModifier, 0).value, ==, -1);
  g_assert_cmpint (ph.r.total, ==, 2);
  clear (&ph);
}

/* X.J.2.d (lines 2208–2214): GC 3, GI or C 2, I or CC 1, L, M or P ½ PP per SP. */
static void
test_costs (void)
{
  Phase ph = { 0 };

  run (&ph, "{'state': 'russia', 'status': 'anti_french', 'year': 1807, 'month': 1, 'die': 6,"
            " 'cities': [{'name': 'Moscow', 'symbol': 'red'}, {'name': 'St. Petersburg', 'symbol': 'red'},"
            "            {'name': 'Kiev', 'symbol': 'red'}, {'name': 'Minsk', 'symbol': 'red'}],"
            " 'pool': [{'kind': 'GC', 'sp': 1}, {'kind': 'GI', 'sp': 1}, {'kind': 'C', 'sp': 1}, {'kind': 'I', 'sp': 1},"
            "          {'kind': 'CC', 'sp': 1}, {'kind': 'L', 'sp': 1}, {'kind': 'M', 'sp': 1}, {'kind': 'P', 'sp': 1}],"
            " 'purchases': [{'kind': 'GC', 'sp': 1, 'city': 'Moscow'}, {'kind': 'GI', 'sp': 1, 'city': 'Moscow'},"
            "               {'kind': 'C', 'sp': 1, 'city': 'Kiev'}, {'kind': 'I', 'sp': 1, 'city': 'Kiev'},"
            "               {'kind': 'CC', 'sp': 1, 'city': 'Minsk'}, {'kind': 'L', 'sp': 1, 'city': 'Minsk'},"
            "               {'kind': 'M', 'sp': 1, 'city': 'St. Petersburg'}, {'kind': 'P', 'sp': 1, 'city': 'St. Petersburg'}]}");
  g_assert_cmpint (cost (&ph, 0), ==, 6);   /* halves */
  g_assert_cmpint (cost (&ph, 1), ==, 4);
  g_assert_cmpint (cost (&ph, 2), ==, 4);
  g_assert_cmpint (cost (&ph, 3), ==, 2);
  g_assert_cmpint (cost (&ph, 4), ==, 2);
  g_assert_cmpint (cost (&ph, 5), ==, 1);
  g_assert_cmpint (cost (&ph, 6), ==, 1);
  g_assert_cmpint (cost (&ph, 7), ==, 1);
  /* 3 + 2 + 2 + 1 + 1 + ½ × 3 = 10½ PP against 8: too much */
  g_assert_cmpint (ph.r.spent, ==, 21);
  g_assert_cmpuint (violations (&ph, "X.J.2.d", -1), ==, 1);
  g_assert_true (g_str_has_prefix (violation_message (&ph, "X.J.2.d"), "Russia's purchases cost 10.5 PP"));
  clear (&ph);
}

/* X.J.2.a (line 2196): "no more than four strength points may be deployed in the same
 * production city during a single Reinforcement Phase"; nor in one "occupied by an enemy
 * army strength point". */
static void
test_city_limit_and_occupation (void)
{
  Phase ok = { 0 }, five = { 0 }, besieged = { 0 };

  run (&ok, AUSTRIA (6, ", 'purchases': [{'kind': 'I', 'sp': 4, 'city': 'Vienna'}]"));
  assert_legal (&ok);
  g_assert_cmpuint (ok.r.placements->len, ==, 1);
  run (&five, AUSTRIA (6, ", 'purchases': [{'kind': 'I', 'sp': 3, 'city': 'Vienna'}, {'kind': 'L', 'sp': 2, 'city': 'Vienna'}]"));
  g_assert_cmpuint (violations (&five, "X.J.2.a", 1), ==, 1);
  g_assert_cmpuint (violations (&five, "X.J.2.a", 0), ==, 0);
  run (&besieged,
       "{'state': 'austria', 'status': 'anti_french', 'year': 1806, 'month': 4, 'die': 6,"
       " 'cities': [{'name': 'Vienna', 'symbol': 'red', 'enemy_occupied': true}, {'name': 'Budapest', 'symbol': 'red'}],"
       " 'pool': [{'kind': 'I', 'sp': 4}], 'purchases': [{'kind': 'I', 'sp': 2, 'city': 'Vienna'}]}");
  /* a besieged city still produces but receives nothing */
  g_assert_cmpint (city (&besieged, "Vienna")->halves, ==, 4);
  g_assert_cmpuint (violations (&besieged, "X.J.2.a", 0), ==, 1);
  clear (&ok);
  clear (&five);
  clear (&besieged);
}

/* X.J.2.e (line 2216): "The Production Points received from a city containing a black
 * infantry (production) symbol may only be used to purchase Landwehr."
 * Question Box (lines 3216–3218): "On the mapboard Prague is depicted in red, but according
 * to the Campaign Game Card its production is restricted to landwehr. Which is correct?
 * A. The Campaign Game Card is correct." Prague is entered black, as the Card prints it. */
static void
test_black_symbol_prague (void)
{
  Phase ok = { 0 }, bad = { 0 };

  /* die 6: Vienna 2 + Budapest 2 regular, Prague 2 landwehr-only.
   * 4 L = 2 PP from Prague; 2 C = 4 PP from Vienna and Budapest: exactly 6 PP. */
  run (&ok, AUSTRIA (6, ", 'purchases': [{'kind': 'L', 'sp': 4, 'city': 'Prague'}, {'kind': 'C', 'sp': 2, 'city': 'Budapest'}]"));
  assert_legal (&ok);
  g_assert_cmpint (ok.r.spent, ==, 12);
  g_assert_cmpint (ok.r.forfeited, ==, 0);
  /* 5 I = 5 PP: Prague's 2 PP may not pay for infantry */
  run (&bad, AUSTRIA (6, ", 'purchases': [{'kind': 'I', 'sp': 3, 'city': 'Vienna'}, {'kind': 'I', 'sp': 2, 'city': 'Budapest'}]"));
  g_assert_cmpuint (violations (&bad, "X.J.2.e", -1), ==, 1);
  clear (&ok);
  clear (&bad);
}

/* X.J.2.g (line 2220): "The French player may use any three major cities in France as
 * production cities, in addition to Paris. … **Note:** Brussels is not considered a French
 * production city." X.J.2.h (line 2222): unused PP are forfeited. */
static void
test_french_cities (void)
{
  Phase four = { 0 }, brussels = { 0 };

  run (&four, "{'state': 'france', 'status': 'pro_french', 'year': 1806, 'month': 1, 'die': 1,"
              " 'cities': [{'name': 'Paris', 'symbol': 'red', 'capital': true}, {'name': 'Lyon', 'symbol': 'red'},"
              "            {'name': 'Marseille', 'symbol': 'red'}, {'name': 'Bordeaux', 'symbol': 'red'},"
              "            {'name': 'Toulouse', 'symbol': 'red'}]}");
  g_assert_cmpuint (violations (&four, "X.J.2.g", -1), ==, 1);
  run (&brussels, "{'state': 'france', 'status': 'pro_french', 'year': 1806, 'month': 1, 'die': 1,"
                  " 'cities': [{'name': 'Paris', 'symbol': 'red', 'capital': true}, {'name': 'Brussels', 'symbol': 'red'}],"
                  " 'pool': [{'kind': 'I', 'sp': 3}], 'purchases': [{'kind': 'I', 'sp': 1, 'city': 'Brussels'}]}");
  g_assert_cmpint (city (&brussels, "Brussels")->halves, ==, 0);
  g_assert_cmpuint (violations (&brussels, "X.J.2.g", 0), ==, 1);
  /* Paris's 1 PP pays for the infantry; nothing is left to forfeit */
  g_assert_cmpint (brussels.r.forfeited, ==, 0);
  clear (&four);
  clear (&brussels);
}

/* X.J.2.h (line 2222): "Production Points may **not** be accumulated. At the end of each
 * Reinforcement Phase, all unused Production Points are forfeited". */
static void
test_forfeit (void)
{
  Phase ph = { 0 };

  /* 6 PP; 1 GI (2 PP) bought: 4 PP forfeited, nothing carried */
  run (&ph, AUSTRIA (6, ", 'purchases': [{'kind': 'GI', 'sp': 1, 'city': 'Vienna'}]"));
  assert_legal (&ph);
  g_assert_cmpint (ph.r.forfeited, ==, 8);
  g_assert_cmpint (ph.r.england_accumulated_after, ==, 0);
  clear (&ph);
}

#define FRANCE_MINORS(extra) \
  "{'state': 'france', 'status': 'pro_french', 'year': 1806, 'month': 5, 'die': 6," \
  " 'cities': [{'name': 'Paris', 'symbol': 'red', 'capital': true}," \
  "            {'name': 'Milan', 'symbol': 'red', 'minor_state': 'italy'}," \
  "            {'name': 'Florence', 'symbol': 'red', 'minor_state': 'naples'}]," \
  " 'minor_states': [{'id': 'italy', 'group': 'italian'}, {'id': 'naples', 'group': 'italian'}]," \
  " 'pool': [{'kind': 'I', 'sp': 5}, {'pool': 'italy', 'kind': 'I', 'sp': 3}, {'pool': 'naples', 'kind': 'I', 'sp': 3}]" extra "}"

/* X.J.3.b worked example (line 2230): "Thus, if the French player controls both Milan and
 * Florence, he may purchase either Italian or Naples units, but not both during the same
 * Reinforcement Phase." Also: "the Production Points received from a minor state may only
 * be used to purchase units from that state's Force Pool." */
static void
test_minor_group_example (void)
{
  Phase either = { 0 }, both = { 0 }, mixed = { 0 };

  run (&either, FRANCE_MINORS (", 'purchases': [{'pool': 'italy', 'kind': 'I', 'sp': 2, 'city': 'Milan'}]"));
  assert_legal (&either);
  g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (either.r.minor_funds, "italy")), ==, 4);
  run (&both, FRANCE_MINORS (", 'purchases': [{'pool': 'italy', 'kind': 'I', 'sp': 2, 'city': 'Milan'},"
                             " {'pool': 'naples', 'kind': 'I', 'sp': 1, 'city': 'Florence'}]"));
  g_assert_cmpuint (violations (&both, "X.J.3.b", 1), ==, 1);
  g_assert_cmpuint (violations (&both, "X.J.3.b", 0), ==, 0);
  /* 3 Italian SP cost 3 PP; Milan gives 2 and Paris's PP cannot pay for them */
  run (&mixed, FRANCE_MINORS (", 'purchases': [{'pool': 'italy', 'kind': 'I', 'sp': 3, 'city': 'Milan'}]"));
  g_assert_cmpuint (violations (&mixed, "X.J.2.d", -1), ==, 1);
  clear (&either);
  clear (&both);
  clear (&mixed);
}

/* X.J.3.c worked example (line 2234): "If Austria controls Bavaria, Austrian landwehr are
 * used to represent the Bavarian forces." The Bavarian pool is entered with the counters
 * that represent it; die 6: Munich 2 PP buy 4 landwehr SP at ½ PP, deployed at Munich. */
static void
test_minor_represented_example (void)
{
  Phase ph = { 0 };

  run (&ph, "{'state': 'austria', 'status': 'anti_french', 'year': 1809, 'month': 5, 'die': 6,"
            " 'cities': [{'name': 'Vienna', 'symbol': 'red', 'capital': true},"
            "            {'name': 'Munich', 'symbol': 'red', 'minor_state': 'bavaria'}],"
            " 'minor_states': [{'id': 'bavaria', 'group': 'german'}],"
            " 'counters_available': [{'kind': 'L', 'count': 0}],"
            " 'pool': [{'pool': 'bavaria', 'kind': 'L', 'sp': 5}],"
            " 'purchases': [{'pool': 'bavaria', 'kind': 'L', 'sp': 4, 'city': 'Munich'}]}");
  assert_legal (&ph);
  g_assert_cmpint (ph.r.spent, ==, 4);
  /* Vienna's 2 PP cannot buy Bavarian units and there is nothing else to buy */
  g_assert_cmpint (ph.r.forfeited, ==, 4);
  g_assert_cmpstr (g_array_index (ph.r.placements, BthProductionPlacement, 0).pool, ==, "bavaria");
  /* the counter mix is exhausted: this phase's Austrian landwehr SP is ignored (X.J.7.b) */
  g_assert_cmpint (g_array_index (ph.r.additions, BthProductionAddition, 0).sp, ==, 0);
  clear (&ph);
}

/* X.J.3.a (line 2228): "A minor state has no production capacity while it is neutral." */
static void
test_minor_neutral (void)
{
  Phase ph = { 0 };

  run (&ph, "{'state': 'france', 'status': 'pro_french', 'year': 1806, 'month': 5, 'die': 6,"
            " 'cities': [{'name': 'Copenhagen', 'symbol': 'red', 'minor_state': 'denmark'}],"
            " 'minor_states': [{'id': 'denmark', 'group': 'baltic', 'neutral': true}],"
            " 'pool': [{'pool': 'denmark', 'kind': 'I', 'sp': 2}],"
            " 'purchases': [{'pool': 'denmark', 'kind': 'I', 'sp': 1, 'city': 'Copenhagen'}]}");
  g_assert_cmpint (city (&ph, "Copenhagen")->halves, ==, 0);
  g_assert_cmpuint (violations (&ph, "X.J.3.a", 0), ==, 1);
  g_assert_true (g_str_has_prefix (violation_message (&ph, "X.J.3.a"), "Denmark is neutral"));
  clear (&ph);
}

#define ENGLAND(die, extra) \
  "{'state': 'england', 'status': 'anti_french', 'year': 1807, 'month': 3, 'die': " #die "," \
  " 'cities': [{'name': 'London', 'symbol': 'red', 'capital': true, 'port': true}," \
  "            {'name': 'Norwich', 'symbol': 'red'}," \
  "            {'name': 'Portsmouth', 'symbol': 'white', 'port': true}]," \
  " 'pool': [{'kind': 'I', 'sp': 6}, {'kind': 'C', 'sp': 2}, {'kind': 'S', 'sp': 3}, {'kind': 'T', 'sp': 2}]" extra "}"

/* X.J.5.a–b (lines 2258–2260): England "may accumulate its Production Points … The maximum
 * number of Production Points which England may accumulate is five." */
static void
test_england_accumulates (void)
{
  Phase ph = { 0 }, capped = { 0 };

  /* die 3: London 1 + Norwich 1 regular, Portsmouth 1 naval; 2 accumulated.
   * 2 I bought (2 PP): 2 + 2 − 2 = 2 regular left → accumulated 2; the naval point is kept
   * on its own marker (X.J.5.e). */
  run (&ph, ENGLAND (3, ", 'england_accumulated': 2, 'purchases': [{'kind': 'I', 'sp': 2, 'city': 'London'}]"));
  assert_legal (&ph);
  g_assert_cmpint (ph.r.england_accumulated_after, ==, 4);
  g_assert_cmpint (ph.r.england_naval_accumulated_after, ==, 2);
  g_assert_cmpint (ph.r.forfeited, ==, 0);
  /* die 6: 4 regular + 5 accumulated = 9, nothing bought: 5 kept, 4 forfeited */
  run (&capped, ENGLAND (6, ", 'england_accumulated': 5"));
  g_assert_cmpint (capped.r.england_accumulated_after, ==, 10);
  g_assert_cmpint (capped.r.forfeited, ==, 8);
  g_assert_cmpint (capped.r.england_naval_accumulated_after, ==, 4);
  clear (&ph);
  clear (&capped);
}

/* X.J.5.e (000:2268): "The Production Points generated by Portsmouth may only be used to
 * purchase or replace English (or English satellite) naval units." A shortfall where
 * Portsmouth's naval points are in play cites X.J.5.e, not the black-symbol X.J.2.e. Die 3:
 * 2 regular + 1 naval PP; 1S costs 5 (X.J.5.f). */
static void
test_england_naval_shortfall_rule (void)
{
  Phase ph = { 0 };

  run (&ph, ENGLAND (3, ", 'purchases': [{'kind': 'S', 'sp': 1, 'city': 'Portsmouth'}]"));
  g_assert_cmpuint (violations (&ph, "X.J.5.e", -1), ==, 1);
  g_assert_cmpuint (violations (&ph, "X.J.2.e", -1), ==, 0);
  clear (&ph);
}

/* X.J.5.d (line 2266): at most "**two** for land units and **five** for naval units" from
 * the English Force Pool in one Reinforcement Phase. */
static void
test_england_spending_caps (void)
{
  Phase land = { 0 }, naval = { 0 };

  run (&land, ENGLAND (6, ", 'purchases': [{'kind': 'I', 'sp': 3, 'city': 'London'}]"));
  g_assert_cmpuint (violations (&land, "X.J.5.d", -1), ==, 1);
  /* 2 squadrons = 10 PP of naval units (with 5 accumulated naval PP there is money enough) */
  run (&naval, ENGLAND (6, ", 'england_naval_accumulated': 5, 'england_accumulated': 5,"
                           " 'purchases': [{'kind': 'S', 'sp': 2, 'city': 'Portsmouth'}]"));
  g_assert_cmpuint (violations (&naval, "X.J.5.d", -1), ==, 1);
  g_assert_cmpuint (violations (&naval, "X.J.2.d", -1) + violations (&naval, "X.J.2.e", -1), ==, 0);
  clear (&land);
  clear (&naval);
}

/* X.J.5.e (line 2268): "The Production Points generated by Portsmouth may only be used to
 * purchase or replace English (or English satellite) naval units." X.J.5.f (line 2270): "A
 * naval unit may be purchased … at a cost of five regular and/or naval Production Points.
 * The purchased unit is deployed at Portsmouth." */
static void
test_portsmouth (void)
{
  Phase land = { 0 }, squadron = { 0 }, london = { 0 };

  /* die 1: 1 + 1 regular, 1 naval: 3 I would need Portsmouth's point */
  run (&land, ENGLAND (1, ", 'purchases': [{'kind': 'I', 'sp': 2, 'city': 'London'}, {'kind': 'I', 'sp': 1, 'city': 'Norwich'}]"));
  /* Portsmouth's naval-only points: X.J.5.e's restriction (issue 16: not X.J.2.e's black symbol). */
  g_assert_cmpuint (violations (&land, "X.J.5.e", -1), ==, 1);
  /* a squadron: 2 naval (Portsmouth) + 3 accumulated naval = 5 */
  run (&squadron, ENGLAND (6, ", 'england_naval_accumulated': 3,"
                              " 'purchases': [{'kind': 'S', 'sp': 1, 'city': 'Portsmouth'}]"));
  assert_legal (&squadron);
  g_assert_cmpint (squadron.r.england_naval_accumulated_after, ==, 0);
  g_assert_cmpint (squadron.r.england_accumulated_after, ==, 8);   /* London and Norwich, unspent */
  run (&london, ENGLAND (6, ", 'england_naval_accumulated': 3,"
                            " 'purchases': [{'kind': 'S', 'sp': 1, 'city': 'London'}]"));
  g_assert_cmpuint (violations (&london, "X.J.5.f", 0), ==, 1);
  clear (&land);
  clear (&squadron);
  clear (&london);
}

/* X.J.5.f (line 2270): "Within the limits of the counters provided, the English player may
 * add one naval unit to the English Force Pool during each January Reinforcement Phase." */
static void
test_england_january_naval (void)
{
  Phase jan = { 0 }, none = { 0 }, march = { 0 };

  run (&jan, "{'state': 'england', 'status': 'anti_french', 'year': 1808, 'month': 1, 'die': 2,"
             " 'january_naval_addition': 'S', 'counters_available': [{'kind': 'S', 'count': 2}]}");
  g_assert_cmpuint (jan.r.additions->len, ==, 1);
  g_assert_cmpint (g_array_index (jan.r.additions, BthProductionAddition, 0).sp, ==, 1);
  run (&none, "{'state': 'england', 'status': 'anti_french', 'year': 1808, 'month': 1, 'die': 2,"
              " 'january_naval_addition': 'S', 'counters_available': [{'kind': 'S', 'count': 0}]}");
  g_assert_cmpint (g_array_index (none.r.additions, BthProductionAddition, 0).sp, ==, 0);
  run (&march, "{'state': 'england', 'status': 'anti_french', 'year': 1808, 'month': 3, 'die': 2,"
               " 'january_naval_addition': 'T'}");
  g_assert_cmpuint (violations (&march, "X.J.5.f", -1), ==, 1);
  clear (&jan);
  clear (&none);
  clear (&march);
}

/* X.J.5.c (lines 2262–2264): "The maximum number of Production Points which England may
 * "lend" to a state during a single turn may not exceed the maximum number of Production
 * Points the receiving state can generate from its own production cities." */
static void
test_loans (void)
{
  Phase ok = { 0 }, over = { 0 }, this_turn = { 0 }, lender = { 0 };

  /* Austria's three cities can generate at most 3 × 2 = 6 PP */
  run (&ok, AUSTRIA (1, ", 'loans_received': 6, 'purchases': [{'kind': 'I', 'sp': 4, 'city': 'Vienna'}, {'kind': 'I', 'sp': 3, 'city': 'Budapest'}]"));
  /* die 1: 2 regular + 1 landwehr-only + 6 lent = 9; 7 I = 7 PP from the 8 regular */
  assert_legal (&ok);
  g_assert_cmpint (ok.r.loans, ==, 12);
  run (&over, AUSTRIA (1, ", 'loans_received': 7"));
  g_assert_cmpuint (violations (&over, "X.J.5.c", -1), ==, 1);
  /* named reading loan_cap_this_turn: the cap is what the die gave this turn (3 PP) */
  run (&this_turn, AUSTRIA (1, ", 'loans_received': 4, 'options': {'loan_cap_this_turn': true}"));
  g_assert_cmpuint (violations (&this_turn, "X.J.5.c", -1), ==, 1);
  /* England's side: loans sail in the Naval Phase from the accumulated points */
  run (&lender, ENGLAND (3, ", 'england_accumulated': 3, 'loans': [{'to': 'austria', 'pp': 2}, {'to': 'prussia', 'pp': 2}]"));
  g_assert_cmpuint (violations (&lender, "X.J.5.b", -1), ==, 1);
  clear (&ok);
  clear (&over);
  clear (&this_turn);
  clear (&lender);
}

/* Question Box (lines 3388–3390): "Can British naval units (not transports) carry Production
 * Points to another country? A. No, only leaders (as per Z.X.F.3.c.)." */
static void
test_qb_squadrons_carry_no_pp (void)
{
  Phase ph = { 0 }, ok = { 0 };

  run (&ph, ENGLAND (3, ", 'england_accumulated': 3, 'loans': [{'to': 'austria', 'pp': 2, 'by_squadron': true}]"));
  g_assert_cmpuint (violations (&ph, "X.F.3.a", -1), ==, 1);
  run (&ok, ENGLAND (3, ", 'england_accumulated': 3, 'loans': [{'to': 'austria', 'pp': 2}]"));
  assert_legal (&ok);
  /* 3 accumulated − 2 lent + 2 regular = 3 kept */
  g_assert_cmpint (ok.r.england_accumulated_after, ==, 6);
  clear (&ph);
  clear (&ok);
}

#define SPAIN(invaded, extra) \
  "{'state': 'spain', 'status': 'anti_french', 'year': 1808, 'month': 6, 'die': 4, 'invaded': " #invaded "," \
  " 'cities': [{'name': 'Madrid', 'symbol': 'red', 'major': true, 'capital': true}," \
  "            {'name': 'Seville', 'symbol': 'red', 'major': true, 'port': true}," \
  "            {'name': 'Burgos', 'major': false, 'enemy_occupied': true}," \
  "            {'name': 'Toledo', 'major': false}]," \
  " 'pool': [{'kind': 'I', 'sp': 6}, {'kind': 'C', 'sp': 2}, {'kind': 'M', 'sp': 2}, {'kind': 'P', 'sp': 1}, {'kind': 'S', 'sp': 1}]" extra "}"

/* X.J.4.b (line 2246): an invaded Spain "becomes subject to the Reinforcement rules of
 * Scenario VIII". VIII.F.3.a (line 1662): "two Replacement Points for each major city and
 * one Replacement Point for each minor city which is not occupied by a French unit";
 * VIII.F.4.d (lines 1682–1688): militia 4, partisans 6, Spanish infantry 6, cavalry 12. */
static void
test_spain_invaded (void)
{
  Phase ph = { 0 }, order = { 0 }, hex = { 0 };

  /* Madrid 2 + Seville 2 + Toledo 1 (Burgos occupied) = 5 RP, plus 2 English PP × 6 = 17.
   * 2 M (8) + 1 P (6) = 14; then the pool has no irregulars left. */
  run (&ph, SPAIN (true, ", 'loans_received': 2, 'purchases': [{'kind': 'M', 'sp': 2, 'city': 'Seville'},"
                         " {'kind': 'P', 'sp': 1, 'city': 'Sierra Morena'}]"));
  assert_legal (&ph);
  g_assert_true (ph.r.peninsular);
  g_assert_cmpint (ph.r.regular, ==, 10);
  g_assert_cmpint (ph.r.loans, ==, 24);
  g_assert_cmpint (cost (&ph, 0), ==, 16);
  g_assert_cmpint (cost (&ph, 1), ==, 12);
  g_assert_cmpint (ph.r.forfeited, ==, 6);
  g_assert_true (has_note (&ph, "VIII.F.4.i"));
  /* VIII.F.4.f (line 1692): no infantry while militia or partisans remain in the pool */
  run (&order, SPAIN (true, ", 'loans_received': 2, 'purchases': [{'kind': 'I', 'sp': 1, 'city': 'Madrid'}]"));
  g_assert_cmpuint (violations (&order, "VIII.F.4.f", 0), ==, 1);
  /* VIII.F.4.j (line 1700): at most two replacement SP in one hex */
  run (&hex, SPAIN (true, ", 'loans_received': 2, 'purchases': [{'kind': 'M', 'sp': 2, 'city': 'Madrid'},"
                          " {'kind': 'P', 'sp': 1, 'city': 'Madrid'}]"));
  g_assert_cmpuint (violations (&hex, "VIII.F.4.j", 1), ==, 1);
  clear (&ph);
  clear (&order);
  clear (&hex);
}

/* VIII.F.4.g (line 1694): cavalry "by making a "down payment" of half of the normal purchase
 * cost. The purchased cavalry unit is deployed face-down". VIII.F.5 (line 1704): a non-French
 * SP inside Madrid brings one free Spanish militia SP — "also in effect in Scenarios IX and X". */
static void
test_spain_down_payment_and_madrid (void)
{
  Phase ph = { 0 };

  /* Madrid's free militia takes the pool's last M... */
  run (&ph, "{'state': 'spain', 'status': 'anti_french', 'year': 1809, 'month': 2, 'invaded': true,"
            " 'non_french_in_madrid': true,"
            " 'cities': [{'name': 'Madrid', 'major': true}, {'name': 'Seville', 'major': true}, {'name': 'Cadiz', 'major': true}],"
            " 'pool': [{'kind': 'M', 'sp': 1}, {'kind': 'C', 'sp': 1}],"
            " 'purchases': [{'type': 'down_payment', 'kind': 'C', 'sp': 1, 'city': 'Seville'}]}");
  /* ...so the cavalry may be bought: 6 of its 12 RP down, out of 6 RP */
  assert_legal (&ph);
  g_assert_cmpint (cost (&ph, 0), ==, 12);
  g_assert_cmpuint (ph.r.placements->len, ==, 2);
  g_assert_cmpstr (g_array_index (ph.r.placements, BthProductionPlacement, 0).city, ==, "Madrid");
  g_assert_cmpstr (g_array_index (ph.r.placements, BthProductionPlacement, 0).rule, ==, "VIII.F.5");
  g_assert_true (g_array_index (ph.r.placements, BthProductionPlacement, 1).face_down);
  clear (&ph);
}

/* X.J.4.d (line 2250): "Spanish and Portuguese militia and partisan units may only be
 * purchased from the Force Pool if an opposing foreign army is inside the country's
 * borders." Not invaded, Spain rolls the campaign die. */
static void
test_spain_not_invaded (void)
{
  Phase ph = { 0 };

  run (&ph, SPAIN (false, ", 'purchases': [{'kind': 'M', 'sp': 1, 'city': 'Madrid'}]"));
  g_assert_false (ph.r.peninsular);
  g_assert_cmpint (ph.r.die, ==, 4);
  g_assert_cmpint (ph.r.total, ==, 4);     /* Madrid and Seville, 1 PP each */
  g_assert_cmpuint (violations (&ph, "X.J.4.d", 0), ==, 1);
  clear (&ph);
}

/* X.J.4.e (line 2252): "Each English production point is equivalent to six "native"
 * production points. England may lend each country a maximum of two English production
 * points per turn." */
static void
test_iberian_loans (void)
{
  Phase three = { 0 }, calm = { 0 }, reading = { 0 };

  run (&three, SPAIN (true, ", 'loans_received': 3"));
  g_assert_cmpuint (violations (&three, "X.J.4.e", -1), ==, 1);
  /* not invaded: the text still makes each English PP six native ones */
  run (&calm, SPAIN (false, ", 'loans_received': 1"));
  g_assert_cmpint (calm.r.loans, ==, 12);
  /* named reading: the rate applies only under the Scenario VIII rules */
  run (&reading, SPAIN (false, ", 'loans_received': 1, 'options': {'iberian_loan_rate_invaded_only': true}"));
  g_assert_cmpint (reading.r.loans, ==, 2);
  clear (&three);
  clear (&calm);
  clear (&reading);
}

/* X.J.6.b (line 2276): a naval unit for five PP, "deployed in any port in the state which is
 * not controlled by an enemy force". X.J.6.c (line 2278): the installment plan — "a down
 * payment of one Production Point … in the box numbered "5" … by paying one or more
 * additional points, he may move the unit a corresponding number of boxes … When the unit
 * reaches the "1" box, it may be removed from the track and deployed". */
static void
test_naval_installments (void)
{
  Phase ph = { 0 };

  /* Russia, die 6, two cities: 4 PP. A down payment (1) puts a squadron in box 5; a
   * squadron already paid 2 (box 4) gets 3 more: 5 paid, box 1, deployed at Kronstadt. */
  run (&ph, "{'state': 'russia', 'status': 'anti_french', 'year': 1807, 'month': 5, 'die': 6,"
            " 'cities': [{'name': 'St. Petersburg', 'symbol': 'red', 'port': true}, {'name': 'Moscow', 'symbol': 'red'},"
            "            {'name': 'Kronstadt', 'port': true}],"
            " 'pool': [{'kind': 'S', 'sp': 1}],"
            " 'installments': [{'kind': 'S', 'paid': 2, 'pay': 3, 'city': 'Kronstadt'}],"
            " 'purchases': [{'type': 'installment', 'kind': 'S', 'sp': 1, 'city': 'St. Petersburg'}]}");
  assert_legal (&ph);
  g_assert_cmpuint (ph.r.track->len, ==, 2);
  g_assert_cmpint (g_array_index (ph.r.track, BthProductionTrackUnit, 0).box, ==, 5);
  g_assert_false (g_array_index (ph.r.track, BthProductionTrackUnit, 0).deployed);
  g_assert_true (g_array_index (ph.r.track, BthProductionTrackUnit, 1).deployed);
  g_assert_cmpint (g_array_index (ph.r.track, BthProductionTrackUnit, 1).paid, ==, 5);
  g_assert_cmpuint (ph.r.placements->len, ==, 1);
  g_assert_cmpstr (g_array_index (ph.r.placements, BthProductionPlacement, 0).city, ==, "Kronstadt");
  g_assert_cmpint (ph.r.spent, ==, 8);
  clear (&ph);
}

/* X.J.6.d (line 2280): "The total cost to purchase such a naval unit is thirty "native"
 * production points. This cost may be financed in six installments of five". */
static void
test_iberian_naval (void)
{
  Phase ph = { 0 }, odd = { 0 };

  /* invaded Spain: Madrid 2 + Seville 2 + Toledo 1 = 5 RP, the sixth installment */
  run (&ph, SPAIN (true, ", 'installments': [{'kind': 'S', 'paid': 25, 'pay': 5, 'city': 'Seville'}]"));
  assert_legal (&ph);
  g_assert_true (g_array_index (ph.r.track, BthProductionTrackUnit, 0).deployed);
  run (&odd, SPAIN (true, ", 'installments': [{'kind': 'S', 'paid': 5, 'pay': 4, 'city': 'Seville'}]"));
  g_assert_cmpuint (violations (&odd, "X.J.6.d", -1), ==, 1);
  clear (&ph);
  clear (&odd);
}

/* X.J.7.b–c (lines 2286–2288): one landwehr SP each anti-French Reinforcement Phase, two
 * from January 1809 (Austria) and January 1813 (Prussia).
 * Question Box (lines 3202–3204): "All additions to the Force Pool are limited by the counter
 * mix provided. If there is no counter available, the addition is ignored." */
static void
test_landwehr_additions (void)
{
  struct { const char *state, *status; int year, month, counters, sp; } cases[] = {
    { "austria", "anti_french", 1808, 12, 9, 1 },
    { "austria", "anti_french", 1809, 1, 9, 2 },
    { "prussia", "anti_french", 1812, 12, 9, 1 },
    { "prussia", "anti_french", 1813, 1, 9, 2 },
    { "austria", "pro_french", 1810, 1, 9, -1 },
    { "russia", "anti_french", 1810, 1, 9, -1 },
    { "prussia", "anti_french", 1813, 5, 1, 1 },     /* one counter left: one SP */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Phase ph = { 0 };
      g_autofree char *json = g_strdup_printf (
        "{'state': '%s', 'status': '%s', 'year': %d, 'month': %d, 'die': 3,"
        " 'counters_available': [{'kind': 'L', 'count': %d}]}",
        cases[i].state, cases[i].status, cases[i].year, cases[i].month, cases[i].counters);
      run (&ph, json);
      if (cases[i].sp < 0)
        g_assert_cmpuint (ph.r.additions->len, ==, 0);
      else
        {
          g_assert_cmpuint (ph.r.additions->len, ==, 1);
          g_assert_cmpint (g_array_index (ph.r.additions, BthProductionAddition, 0).sp, ==, cases[i].sp);
        }
      if (cases[i].counters == 1)
        g_assert_true (has_note (&ph, "ignored"));
      clear (&ph);
    }
}

/* X.J.7.a (line 2284): "There are two states (Austria and Prussia) which may produce
 * Landwehr units." Russia has none of its own to buy. */
static void
test_landwehr_states (void)
{
  Phase ph = { 0 };

  run (&ph, "{'state': 'russia', 'status': 'anti_french', 'year': 1807, 'month': 1, 'die': 6,"
            " 'cities': [{'name': 'Moscow', 'symbol': 'red'}],"
            " 'pool': [{'kind': 'L', 'sp': 2}], 'purchases': [{'kind': 'L', 'sp': 2, 'city': 'Moscow'}]}");
  g_assert_cmpuint (violations (&ph, "X.J.7.a", 0), ==, 1);
  clear (&ph);
}

/* Landwehr added this phase may be bought at once (X.J.7.a: "Once available in the Force
 * Pool, a Landwehr unit may be purchased … like any other unit type"). */
static void
test_landwehr_bought_same_phase (void)
{
  Phase ph = { 0 };

  run (&ph, "{'state': 'prussia', 'status': 'anti_french', 'year': 1813, 'month': 3, 'die': 6,"
            " 'cities': [{'name': 'Berlin', 'symbol': 'red', 'capital': true}],"
            " 'purchases': [{'kind': 'L', 'sp': 2, 'city': 'Berlin'}]}");
  assert_legal (&ph);
  g_assert_true (has_note (&ph, "counter mix is not entered"));
  clear (&ph);
}

/* Question Box (line 3296): "The French control Hannover at the start of the game. If an
 * anti-French player conquers Hannover, he may create the state and build the Landwehr." */
static void
test_qb_hanover (void)
{
  const char *england =
    "{'state': 'england', 'status': 'anti_french', 'year': 1806, 'month': 2, 'die': 6,"
    " 'cities': [{'name': 'London', 'symbol': 'red', 'capital': true}, {'name': 'Hanover', 'symbol': 'red', 'minor_state': 'hanover'}],"
    " 'minor_states': [{'id': 'hanover', 'group': 'german', 'formed': %s}],"
    " 'pool': [{'pool': 'hanover', 'kind': 'L', 'sp': 3}],"
    " 'purchases': [{'pool': 'hanover', 'kind': 'L', 'sp': 3, 'city': 'Hanover'}]}";
  g_autofree char *formed = g_strdup_printf (england, "true");
  g_autofree char *unformed = g_strdup_printf (england, "false");
  Phase ok = { 0 }, no = { 0 };

  run (&ok, formed);
  assert_legal (&ok);
  g_assert_cmpint (cost (&ok, 0), ==, 3);
  run (&no, unformed);
  g_assert_cmpuint (violations (&no, "X.H.1.d", 0), ==, 1);
  clear (&ok);
  clear (&no);
}

/* X.J.3.d (line 2236) and the Question Box (lines 3304–3306): "May England build KGL units if
 * the player occupying Hannover or Brunswick (whether he be French or anti-French) objects?
 * A. No. He may always, however, replace those already lost in play." */
static void
test_qb_kgl (void)
{
  const char *england =
    "{'state': 'england', 'status': 'anti_french', 'year': 1806, 'month': 2, 'die': 6, 'kgl_objection': %s,"
    " 'cities': [{'name': 'London', 'symbol': 'red', 'capital': true},"
    "            {'name': 'Brunswick', 'symbol': 'red', 'minor_state': 'brunswick', 'kgl_source': true}],"
    " 'minor_states': [{'id': 'brunswick', 'group': 'german'}],"
    " 'pool': [{'kind': 'I', 'satellite': 'K', 'sp': 2}],"
    " 'purchases': [{'pool': 'brunswick', 'satellite': 'K', 'kind': 'I', 'sp': 1, 'city': 'London', 'kgl_replacement': %s}]}";
  g_autofree char *free_build = g_strdup_printf (england, "false", "false");
  g_autofree char *objected = g_strdup_printf (england, "true", "false");
  g_autofree char *replacement = g_strdup_printf (england, "true", "true");
  Phase a = { 0 }, b = { 0 }, c = { 0 };

  run (&a, free_build);
  assert_legal (&a);
  g_assert_cmpint (a.r.england_land_spent, ==, 2);
  run (&b, objected);
  g_assert_cmpuint (violations (&b, "X.J.3.d", 0), ==, 1);
  run (&c, replacement);
  assert_legal (&c);
  clear (&a);
  clear (&b);
  clear (&c);
}

/* Question Box (lines 3308–3310): the Baden Rhine unit "may not move until a French leader
 * begins his turn with the unit however. Additional Rhine units may not be created, nor that
 * one replaced, until the Confederation is formed." (X.H.1.d) */
static void
test_qb_rhine_unformed (void)
{
  Phase ph = { 0 };

  run (&ph, "{'state': 'france', 'status': 'pro_french', 'year': 1805, 'month': 11, 'die': 6,"
            " 'cities': [{'name': 'Paris', 'symbol': 'red', 'capital': true}, {'name': 'Frankfurt', 'symbol': 'red', 'minor_state': 'rhine'}],"
            " 'minor_states': [{'id': 'rhine', 'group': 'german', 'formed': false}],"
            " 'pool': [{'pool': 'rhine', 'kind': 'I', 'sp': 1}],"
            " 'purchases': [{'pool': 'rhine', 'kind': 'I', 'sp': 1, 'city': 'Frankfurt'}]}");
  g_assert_cmpint (city (&ph, "Frankfurt")->halves, ==, 0);
  g_assert_cmpuint (violations (&ph, "X.H.1.d", 0), ==, 1);
  clear (&ph);
}

/* X.G.2.c note (line 2084) and the Question Box (lines 3334–3336): while at war with Turkey
 * Kiev is not a Russian production city — "It is merely a penalty for the Russia player". */
static void
test_qb_kiev (void)
{
  Phase war = { 0 }, peace = { 0 };
  const char *russia =
    "{'state': 'russia', 'status': 'anti_french', 'year': 1807, 'month': 2, 'die': 6, 'at_war_with_turkey': %s,"
    " 'cities': [{'name': 'Moscow', 'symbol': 'red'}, {'name': 'Kiev', 'symbol': 'red'}],"
    " 'pool': [{'kind': 'I', 'sp': 4}], 'purchases': [{'kind': 'I', 'sp': 1, 'city': 'Kiev'}]}";
  g_autofree char *at_war = g_strdup_printf (russia, "true");
  g_autofree char *at_peace = g_strdup_printf (russia, "false");

  run (&war, at_war);
  g_assert_cmpint (city (&war, "Kiev")->halves, ==, 0);
  g_assert_cmpstr (city (&war, "Kiev")->rule, ==, "X.G.2.c");
  g_assert_cmpint (war.r.total, ==, 4);
  g_assert_cmpuint (violations (&war, "X.G.2.c", 0), ==, 1);
  run (&peace, at_peace);
  g_assert_cmpint (peace.r.total, ==, 8);
  assert_legal (&peace);
  clear (&war);
  clear (&peace);
}

/* X.I.2.e (line 2154): a conquered state "may receive Production Points from its capital(s),
 * and any other production cities which are not controlled by foreign forces".
 * Question Box (lines 3370–3372): the French infantry in Berlin "must evacuate … The unit is
 * considered "withdrawn" to an adjacent hex during the Movement Phase" — so Prussia gets its
 * Berlin production points once it has. */
static void
test_qb_berlin_evacuated (void)
{
  Phase held = { 0 }, evacuated = { 0 };
  const char *prussia =
    "{'state': 'prussia', 'status': 'neutral', 'conquered': true, 'year': 1807, 'month': 2, 'die': 2,"
    " 'cities': [{'name': 'Berlin', 'symbol': 'red', 'capital': true, 'enemy_controlled': %s},"
    "            {'name': 'Konigsberg', 'symbol': 'red', 'enemy_controlled': true}]}";
  g_autofree char *a = g_strdup_printf (prussia, "true");
  g_autofree char *b = g_strdup_printf (prussia, "false");

  run (&held, a);
  g_assert_cmpint (held.r.total, ==, 0);
  g_assert_true (has_note (&held, "must vacate"));
  run (&evacuated, b);
  g_assert_cmpint (evacuated.r.total, ==, 2);
  clear (&held);
  clear (&evacuated);
}

/* Question Box (lines 3384–3386): "What is the cost to purchase Guard Cavalry from the Force
 * Pool (Z.X.J.2.d.)? A. Guard Cavalry = 3 Productions Points." */
static void
test_qb_guard_cavalry (void)
{
  Phase ph = { 0 };

  run (&ph, "{'state': 'france', 'status': 'pro_french', 'year': 1807, 'month': 2, 'die': 6,"
            " 'cities': [{'name': 'Paris', 'symbol': 'red', 'capital': true}, {'name': 'Lyon', 'symbol': 'red'}],"
            " 'pool': [{'kind': 'GC', 'sp': 1}], 'purchases': [{'kind': 'GC', 'sp': 1, 'city': 'Paris'}]}");
  assert_legal (&ph);
  g_assert_cmpint (cost (&ph, 0), ==, 6);
  g_assert_cmpint (ph.r.forfeited, ==, 2);
  clear (&ph);
}

/* Question Box (lines 3226–3228) and X.K.6.d (line 2366, optional Naval Prizes): refitting
 * "requires three turns in a friendly port and an expenditure of three production points …
 * Transports require one turn and cost one production point." X.K.7.c (line 2386, optional
 * Battle Damage): "Repair costs one production point per naval unit". */
static void
test_qb_prize_and_damage_repairs (void)
{
  Phase ph = { 0 };

  run (&ph, "{'state': 'france', 'status': 'pro_french', 'year': 1807, 'month': 2, 'die': 6,"
            " 'cities': [{'name': 'Paris', 'symbol': 'red', 'capital': true}, {'name': 'Brest', 'symbol': 'red', 'port': true}],"
            " 'purchases': [{'type': 'prize_repair', 'kind': 'S', 'sp': 1}, {'type': 'prize_repair', 'kind': 'T', 'sp': 1},"
            "               {'type': 'damage_repair', 'kind': 'S', 'sp': 2}]}");
  g_assert_cmpint (cost (&ph, 0), ==, 6);
  g_assert_cmpint (cost (&ph, 1), ==, 2);
  g_assert_cmpint (cost (&ph, 2), ==, 4);
  /* 3 + 1 + 2 = 6 PP against 4 */
  g_assert_cmpuint (violations (&ph, "X.J.2.d", -1), ==, 1);
  clear (&ph);
}

/* X.K.8.h (line 2416): at 15% or more "the English player may not draw more than one point
 * each from his production centers"; X.K.8.i (line 2418): at 20% he "must expend three
 * production points per turn"; X.K.8.k (line 2422): at 40% "no production points may be
 * lent to allies". */
static void
test_lloyds (void)
{
  Phase capped = { 0 }, spend = { 0 }, paid = { 0 }, no_loans = { 0 };

  run (&capped, ENGLAND (6, ", 'lloyds_rate': 15"));
  g_assert_cmpint (capped.r.total, ==, 6);
  g_assert_cmpstr (city (&capped, "London")->rule, ==, "X.K.8.h");
  run (&spend, ENGLAND (6, ", 'lloyds_rate': 20"));
  g_assert_cmpuint (violations (&spend, "X.K.8.i", -1), ==, 1);
  /* 2 + 2 regular... capped to 1 each at 20%: 2 regular + 3 accumulated, 3 to AAB */
  run (&paid, ENGLAND (6, ", 'lloyds_rate': 20, 'aab_pp': 3, 'england_accumulated': 3"));
  assert_legal (&paid);
  g_assert_cmpint (paid.r.england_accumulated_after, ==, 4);
  run (&no_loans, ENGLAND (6, ", 'lloyds_rate': 40, 'aab_pp': 3, 'england_accumulated': 5,"
                              " 'loans': [{'to': 'austria', 'pp': 1}]"));
  g_assert_cmpuint (violations (&no_loans, "X.K.8.k", -1), ==, 1);
  clear (&capped);
  clear (&spend);
  clear (&paid);
  clear (&no_loans);
}

/* Bad input names the field; a pool too small is a violation, not an error. */
static void
test_bad_input (void)
{
  const char *bad[][2] = {
    { "{'state': 'france', 'status': 'pro', 'year': 1806, 'month': 1}", "$.status" },
    { "{'state': 'france', 'status': 'pro_french', 'year': 1806, 'month': 13}", "$.month" },
    { "{'state': 'france', 'status': 'pro_french', 'year': 1806, 'month': 1, 'purchases': [{'kind': 'X', 'sp': 1}]}",
      "$.purchases[0].kind" },
    { "{'state': 'france', 'status': 'pro_french', 'year': 1806, 'month': 1, 'cities': [{'name': 'Paris', 'symbol': 'blue'}]}",
      "$.cities[0].symbol" },
    { "{'state': 'france', 'status': 'pro_french', 'year': 1806, 'month': 1, 'colour': 1}", "colour" },
  };
  Phase ph = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *json = g_strdelimit (g_strdup (bad[i][0]), "'", '"');
      g_autoptr (GError) error = NULL;
      g_autoptr (JsonNode) node = bth_json_parse_strict (json, -1, &error);
      BthProductionInput in;

      g_assert_no_error (error);
      g_assert_false (bth_production_input_from_json (node, &in, &error));
      g_assert_nonnull (strstr (error->message, bad[i][1]));
      bth_production_input_clear (&in);
    }
  run (&ph, AUSTRIA (6, ", 'purchases': [{'kind': 'GC', 'sp': 1, 'city': 'Vienna'}]"));
  g_assert_cmpuint (violations (&ph, "X.J.2.d", 0), ==, 1);
  clear (&ph);
}

/* A ruleset without the section: a clear error, no crash. */
static void
test_ruleset_without_production (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "rules", "war-and-peace-4e.json", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) root = NULL;
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (BthRuleset) stripped = NULL;
  g_autofree char *out = NULL;
  BthProductionInput in = { .state = g_strdup ("france"), .die = 3 };
  BthProductionResult r;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  root = bth_json_parse_strict (text, -1, &error);
  g_assert_no_error (error);
  json_object_remove_member (json_node_get_object (root), "production");
  json_generator_set_root (gen, root);
  out = json_generator_to_data (gen, NULL);
  stripped = bth_ruleset_new_from_data (out, -1, "stripped.json", &error);
  g_assert_no_error (error);
  g_assert_false (bth_production_resolve (stripped, &in, NULL, &r, &error));
  g_assert_nonnull (strstr (error->message, "production"));
  bth_production_result_clear (&r);
  bth_production_input_clear (&in);
}

/* berthier-cli production FILE: the example of the README, resolved as hand-worked:
 * die 5 + 1 (Napoleon in Paris) = 6 → 2 PP a city; Paris, Lyon, Marseille 6 regular
 * (Bordeaux enemy-held: 0), Milan 2 for Italy, Florence 2 for Naples; GC 3 + 3 I 3 = 6,
 * 2 Italian I = 2: 8 spent, Naples's 2 forfeited. */
static void
test_cli (void)
{
  g_autofree char *example = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "cli",
                                               "example-production-france.json", NULL);
  const char *argv[] = { g_getenv ("BERTHIER_CLI"), "production", example, "--compact", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) node = NULL;
  JsonObject *o;
  int status;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  node = bth_json_parse_strict (out, -1, &error);
  g_assert_no_error (error);
  o = json_node_get_object (node);
  g_assert_true (json_object_get_boolean_member (o, "legal"));
  g_assert_cmpint (json_object_get_int_member (o, "modified_die"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (o, "spent"), ==, 8);
  g_assert_cmpint (json_object_get_int_member (o, "forfeited"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (o, "available"), "total"), ==, 10);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "placements")), ==, 3);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);

  g_test_add_func ("/production/england-naval-shortfall-rule", test_england_naval_shortfall_rule);
  g_test_add_func ("/production/die-bands", test_die_bands);
  g_test_add_func ("/production/enemy-controlled-city", test_enemy_controlled_city);
  g_test_add_func ("/production/modifier/napoleon-in-paris", test_napoleon_in_paris);
  g_test_add_func ("/production/modifier/russia-mapboard-4", test_russia_enemy_on_mapboard_4);
  g_test_add_func ("/production/modifier/england-portugal", test_england_portugal);
  g_test_add_func ("/production/costs", test_costs);
  g_test_add_func ("/production/city-limit-and-occupation", test_city_limit_and_occupation);
  g_test_add_func ("/production/black-symbol-prague", test_black_symbol_prague);
  g_test_add_func ("/production/french-cities", test_french_cities);
  g_test_add_func ("/production/forfeit", test_forfeit);
  g_test_add_func ("/production/minor-group-example", test_minor_group_example);
  g_test_add_func ("/production/minor-neutral", test_minor_neutral);
  g_test_add_func ("/production/minor-represented-example", test_minor_represented_example);
  g_test_add_func ("/production/england/accumulates", test_england_accumulates);
  g_test_add_func ("/production/england/spending-caps", test_england_spending_caps);
  g_test_add_func ("/production/england/portsmouth", test_portsmouth);
  g_test_add_func ("/production/england/january-naval", test_england_january_naval);
  g_test_add_func ("/production/loans", test_loans);
  g_test_add_func ("/production/spain/invaded", test_spain_invaded);
  g_test_add_func ("/production/spain/down-payment-and-madrid", test_spain_down_payment_and_madrid);
  g_test_add_func ("/production/spain/not-invaded", test_spain_not_invaded);
  g_test_add_func ("/production/spain/loans", test_iberian_loans);
  g_test_add_func ("/production/naval/installments", test_naval_installments);
  g_test_add_func ("/production/naval/iberian", test_iberian_naval);
  g_test_add_func ("/production/landwehr/additions", test_landwehr_additions);
  g_test_add_func ("/production/landwehr/states", test_landwehr_states);
  g_test_add_func ("/production/landwehr/bought-same-phase", test_landwehr_bought_same_phase);
  g_test_add_func ("/production/question-box/hanover", test_qb_hanover);
  g_test_add_func ("/production/question-box/kgl", test_qb_kgl);
  g_test_add_func ("/production/question-box/rhine-unformed", test_qb_rhine_unformed);
  g_test_add_func ("/production/question-box/kiev", test_qb_kiev);
  g_test_add_func ("/production/question-box/berlin-evacuated", test_qb_berlin_evacuated);
  g_test_add_func ("/production/question-box/guard-cavalry", test_qb_guard_cavalry);
  g_test_add_func ("/production/question-box/squadrons-carry-no-pp", test_qb_squadrons_carry_no_pp);
  g_test_add_func ("/production/question-box/prize-and-damage-repairs", test_qb_prize_and_damage_repairs);
  g_test_add_func ("/production/options/lloyds", test_lloyds);
  g_test_add_func ("/production/bad-input", test_bad_input);
  g_test_add_func ("/production/ruleset-without-section", test_ruleset_without_production);
  g_test_add_func ("/production/cli", test_cli);

  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
