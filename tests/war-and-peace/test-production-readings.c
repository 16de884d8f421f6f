/* test-production-readings.c — two readings of the Grand Campaign's production rules, each
 * with its named option (docs/readings.md), both tested:
 *   - infantry at a black-symbol city: X.J.2.a's "any production city" (default) vs C.6's "A
 *     city with a black symbol may only produce landwehr" (black_city_landwehr_only);
 *   - Portsmouth's naval points: X.J.5.e's separate marker, not capped (default), vs X.J.5.b's
 *     "maximum … England may accumulate is five" over both markers (portsmouth_within_cap).
 * Each quotes the rulebook lines it rests on (tests/seeds/000_a960616736e2658d.txt). */
#include "bth-production.h"
#include "bth-ruleset.h"
#include "bth-production-json.h"
#include "bth-json-strict.h"

#include <string.h>

static BthRuleset *rules;
static char **seed_lines;
static guint seed_n_lines;

typedef struct {
  BthProductionInput  in;
  BthProductionResult r;
} Phase;

static void
assert_seed (guint line, const char *phrase)
{
  GString *text = g_string_new (NULL);

  g_assert_cmpuint (line, >=, 1);
  g_assert_cmpuint (line, <=, seed_n_lines);
  for (const char *c = seed_lines[line - 1]; *c; c++)
    if (*c != '*')
      g_string_append_c (text, *c);
  if (strstr (text->str, phrase) == NULL)
    g_error ("rulebook line %u does not say \"%s\":\n%s", line, phrase, text->str);
  g_string_free (text, TRUE);
}

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
  memset (ph, 0, sizeof *ph);
}

static guint
violations (Phase *ph, const char *rule)
{
  guint n = 0;

  for (guint i = 0; i < ph->r.violations->len; i++)
    {
      BthProductionViolation *v = &g_array_index (ph->r.violations, BthProductionViolation, i);
      g_test_message ("violation %s: %s", v->rule, v->message);
      n += g_str_equal (v->rule, rule);
    }
  return n;
}

static gboolean
noted (Phase *ph, const char *fragment)
{
  for (guint i = 0; i < ph->r.notes->len; i++)
    if (strstr (g_ptr_array_index (ph->r.notes, i), fragment) != NULL)
      return TRUE;
  return FALSE;
}

#define AUSTRIA(prague, options, purchases) \
  "{'state': 'austria', 'status': 'anti_french', 'year': 1806, 'month': 4, 'die': 6," \
  " 'cities': [{'name': 'Vienna', 'symbol': 'red', 'capital': true, 'major': true}," \
  "            {'name': 'Budapest', 'symbol': 'red', 'major': true}," \
  "            {'name': 'Prague', 'symbol': " prague ", 'major': true}]," \
  " 'counters_available': [{'kind': 'L', 'count': 20}]," \
  " 'pool': [{'kind': 'I', 'sp': 10}, {'kind': 'L', 'sp': 6}]," \
  " 'options': {" options "}, 'purchases': [" purchases "]}"

static void
test_black_city_infantry (void)
{
  Phase ph = { 0 };

  assert_seed (123, "A city with a black symbol may only produce landwehr.");
  assert_seed (2196, "Units purchased from the Force Pool may immediately be deployed on the mapboard at any "
                     "production city in that state which is not occupied by an enemy army strength point");
  assert_seed (2216, "The Production Points received from a city containing a black infantry (production) symbol "
                     "may only be used to purchase Landwehr.");

  /* Default (X.J.2.a): 2 I bought with Vienna's red points may appear at Prague. */
  run (&ph, AUSTRIA ("'black'", "", "{'kind': 'I', 'sp': 2, 'city': 'Prague'}"));
  g_assert_cmpuint (violations (&ph, "C.6"), ==, 0);
  g_assert_cmpuint (ph.r.violations->len, ==, 0);
  clear (&ph);
  /* black_city_landwehr_only (C.6): refused; landwehr there stays legal. */
  run (&ph, AUSTRIA ("'black'", "'black_city_landwehr_only': true", "{'kind': 'I', 'sp': 2, 'city': 'Prague'}"));
  g_assert_cmpuint (violations (&ph, "C.6"), ==, 1);
  clear (&ph);
  run (&ph, AUSTRIA ("'black'", "'black_city_landwehr_only': true", "{'kind': 'L', 'sp': 2, 'city': 'Prague'}"));
  g_assert_cmpuint (ph.r.violations->len, ==, 0);
  clear (&ph);
  /* Under the option, infantry at a red city is legal, and at a city whose symbol is not
   * entered the answer is unknown and names the symbol. */
  run (&ph, AUSTRIA ("'black'", "'black_city_landwehr_only': true", "{'kind': 'I', 'sp': 2, 'city': 'Budapest'}"));
  g_assert_cmpuint (ph.r.violations->len, ==, 0);
  clear (&ph);
  run (&ph, AUSTRIA ("null", "'black_city_landwehr_only': true", "{'kind': 'I', 'sp': 2, 'city': 'Prague'}"));
  g_assert_cmpuint (violations (&ph, "C.6"), ==, 0);
  g_assert_true (noted (&ph, "Whether Prague may receive I is unknown"));
  g_assert_false (bth_production_result_known (&ph.r));
  clear (&ph);
}

#define ENGLAND(options) \
  "{'state': 'england', 'status': 'anti_french', 'year': 1807, 'month': 3, 'die': 6," \
  " 'cities': [{'name': 'London', 'symbol': 'red', 'capital': true, 'port': true}," \
  "            {'name': 'Norwich', 'symbol': 'red'}," \
  "            {'name': 'Portsmouth', 'symbol': 'white', 'port': true}]," \
  " 'england_accumulated': 3, 'england_naval_accumulated': 2," \
  " 'pool': [{'kind': 'I', 'sp': 6}, {'kind': 'S', 'sp': 3}], 'options': {" options "}}"

static void
test_portsmouth_cap (void)
{
  Phase ph = { 0 };

  assert_seed (2260, "The maximum number of Production Points which England may accumulate is five.");
  assert_seed (2268, "There is a separate marker provided to allow the English player to accumulate these naval "
                     "Production Points on the Production Track.");

  /* Die 6: London and Norwich 2 each (4 regular) + 3 accumulated = 7; Portsmouth 2 naval + 2
   * accumulated = 4. Nothing bought. Default: regular capped at 5 (2 forfeited), naval 4 kept
   * on its own marker. (Halves in the result.) */
  run (&ph, ENGLAND (""));
  g_assert_cmpint (ph.r.england_accumulated_after, ==, 10);
  g_assert_cmpint (ph.r.england_naval_accumulated_after, ==, 8);
  g_assert_cmpint (ph.r.forfeited, ==, 4);
  clear (&ph);
  /* portsmouth_within_cap: five in all; the regular five fill it, the naval four are forfeited. */
  run (&ph, ENGLAND ("'portsmouth_within_cap': true"));
  g_assert_cmpint (ph.r.england_accumulated_after, ==, 10);
  g_assert_cmpint (ph.r.england_naval_accumulated_after, ==, 0);
  g_assert_cmpint (ph.r.forfeited, ==, 12);
  clear (&ph);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL, *text = NULL;
  const char *rulebook = g_getenv ("BERTHIER_RULEBOOK");
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  path = rulebook ? g_strdup (rulebook) : g_test_build_filename (G_TEST_DIST, "seeds", "000_a960616736e2658d.txt", NULL);
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  seed_lines = g_strsplit (text, "\n", -1);
  seed_n_lines = g_strv_length (seed_lines);
  g_test_add_func ("/production-readings/black-city-infantry", test_black_city_infantry);
  g_test_add_func ("/production-readings/portsmouth-cap", test_portsmouth_cap);
  status = g_test_run ();
  g_strfreev (seed_lines);
  g_object_unref (rules);
  return status;
}
