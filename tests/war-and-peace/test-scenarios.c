/* test-scenarios.c — the built-in scenarios, checked against the rulebook text.
 *
 * The rulebook (tests/seeds/000_a960616736e2658d.txt, a copy of the seed) is read line by
 * line. Every force of every scenario must find its place, leaders and units ("12I",
 * "2GI") in the lines it cites; every victory condition and special rule is a verbatim
 * quotation of its cited lines; and the tables below give, per scenario, the calendar
 * sentence with its line, the SP per side and per power counted by hand from the text,
 * and the named leaders in order. Then the loader's errors and the CLI.
 *
 * Environment: BERTHIER_SOURCE_ROOT (repository root), BERTHIER_CLI (berthier-cli).
 */
#include "bth-scenario.h"
#include "bth-tec.h"
#include "bth-war-and-peace.h"
#include "bth-scenario-roll.h"
#include "bth-map.h"
#include "bth-error.h"
#include "bth-modifier.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define RULEBOOK "000_a960616736e2658d.txt"

static char **seed_lines;   /* seed_lines[0] is line 1 */
static guint  seed_n_lines;

/* ---- The rulebook ---- */

/* Drops the seed's markdown emphasis and bullets, and collapses white space. */
static char *
normalise (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *c = text; *c; c++)
    {
      if (*c == '*')
        continue;
      if (g_ascii_isspace (*c))
        {
          space = TRUE;
          continue;
        }
      if (space && out->len > 0)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, *c);
    }
  return g_string_free (out, FALSE);
}

/* Misprints of the seed, read as the rulebook means them (the data cites the line). */
static const struct {
  guint       line;
  const char *printed;
  const char *reading;
} misprints[] = {
  { 943, "IGC", "1GC" },   /* II.F.4.d: "2I, 2GI, / - IGC." — a one read as a capital I */
  { 2456, "ICC", "1CC" },  /* X.L.3: "Tormazov, 5I, ICC" */
  /* XIV counts fleets "F", the old name of the naval squadron S (4th edition, Z.5.d). */
  { 2810, "1F", "1S" },
  { 2811, "4F", "4S" },
  { 2815, "4F", "4S" },
  { 2833, "1F", "1S" },
  { 2835, "1F", "1S" },
  { 2837, "1F", "1S" },
  { 2845, "2F", "2S" },
  { 2851, "1F", "1S" },
};

static char *
seed_line (guint n)
{
  for (guint i = 0; i < G_N_ELEMENTS (misprints); i++)
    if (misprints[i].line == n)
      {
        g_auto(GStrv) parts = g_strsplit (seed_lines[n - 1], misprints[i].printed, -1);
        g_assert_cmpuint (g_strv_length (parts), >=, 2);
        return g_strjoinv (misprints[i].reading, parts);
      }
  return g_strdup (seed_lines[n - 1]);
}

/* Lines FIRST..LAST of the rulebook, joined and normalised. */
static char *
seed_text (guint first, guint last)
{
  g_autoptr(GString) joined = g_string_new (NULL);

  g_assert_cmpuint (first, >=, 1);
  g_assert_cmpuint (last, <=, seed_n_lines);
  for (guint i = first; i <= last; i++)
    {
      g_autofree char *line = seed_line (i);
      g_string_append (joined, line);
      g_string_append_c (joined, ' ');
    }
  return normalise (joined->str);
}

/* "000:807-809" → 807, 809. */
static void
parse_source (const char *source, guint *first, guint *last)
{
  g_autofree char *copy = NULL;
  char *dash;

  g_assert_true (g_str_has_prefix (source, "000:"));
  copy = g_strdup (source + 4);
  dash = strchr (copy, '-');
  *first = (guint) g_ascii_strtoull (copy, NULL, 10);
  *last = dash ? (guint) g_ascii_strtoull (dash + 1, NULL, 10) : *first;
}

/* The text of every range a source cites ("000:2810,2885", "000:1075-1169,2482-2608"). */
static char *
source_text (const char *source)
{
  g_auto(GStrv) ranges = NULL;
  g_autoptr(GString) joined = g_string_new (NULL);

  g_assert_true (g_str_has_prefix (source, "000:"));
  ranges = g_strsplit (source + 4, ",", -1);
  for (guint i = 0; ranges[i] != NULL; i++)
    {
      g_autofree char *range = g_strconcat ("000:", ranges[i], NULL);
      g_autofree char *text = NULL;
      guint first, last;

      parse_source (range, &first, &last);
      text = seed_text (first, last);
      g_string_append_printf (joined, "%s%s", joined->len ? " " : "", text);
    }
  return g_string_free (g_steal_pointer (&joined), FALSE);
}

static void
assert_quoted (const char *quote, const char *source, const char *what)
{
  g_autofree char *text = source_text (source);
  g_autofree char *wanted = normalise (quote);

  if (strstr (text, wanted) == NULL)
    g_error ("%s: \"%s\" is not at %s (which reads \"%s\")", what, wanted, source, text);
}

/* A word of the text: not preceded by a digit nor followed by a letter ("1C" ≠ "11CC"). */
static gboolean
has_token (const char *text, const char *token)
{
  gsize len = strlen (token);

  for (const char *at = strstr (text, token); at != NULL; at = strstr (at + 1, token))
    if ((at == text || !g_ascii_isdigit (at[-1])) && !g_ascii_isalpha (at[len]))
      return TRUE;
  return FALSE;
}

/* "one (blue) strength point of Saxon infantry": a count in words, then the kind. */
static gboolean
has_spelled (const char *text, int sp, BthScenarioKind kind)
{
  static const char *words[] = { "zero", "one", "two", "three", "four", "five", "six", "seven",
                                 "eight", "nine", "ten" };
  static const char *kinds[BTH_SCENARIO_N_KINDS] = { "infantry", NULL, "landwehr", "militia",
                                                     "partisan", "cavalry", NULL, "cossack",
                                                     "squadron", "transport" };
  g_autofree char *lower = g_ascii_strdown (text, -1);
  g_autofree char *pattern = NULL;

  if (sp < 0 || sp >= (int) G_N_ELEMENTS (words) || kinds[kind] == NULL)
    return FALSE;
  pattern = g_strdup_printf ("\\b%s\\b.{0,60}?%s", words[sp], kinds[kind]);
  return g_regex_match_simple (pattern, lower, 0, 0);
}

/* ---- The expectations, counted by hand from the rulebook text ---- */

typedef struct {
  const char *id;
  const char *number;
  const char *start;
  const char *end;
  int         turns;
  guint       calendar_line;     /* the sentence that gives the start and end months */
  const char *calendar_quote;
  const char *side_sp;           /* "french=66,non-french=61": SP deployed at the start */
  const char *power_sp;          /* "france=50,austria=40,russia=21" */
  const char *leaders;           /* named leaders deployed at the start, in file order */
} Expected;

static const Expected expected[] = {
  { "austerlitz-1805", "I", "1805-08", "1805-12", 5,
    784, "The scenario begins in August 1805 and ends in December 1805.",
    "french=66,non-french=61",
    "france=50,bavaria=4,holland=3,italy=5,rhine=1,switzerland=1,wurtemberg=2,austria=40,russia=21",
    "Napoleon,Lannes,Ney,Davout,Massena,Marmont,Bernadotte,Ferdinand,Charles,John,"
    "Buxhowden,Bagration,Benning" },
  { "jena-friedland-1806", "II", "1806-10", "1807-07", 10,
    855, "The scenario begins in October 1806 and ends in July 1807.",
    "french=72,non-french=47",
    "france=47,holland=4,italy=5,naples=5,bavaria=4,dalmatia=2,wurtemberg=2,rhine=3,"
    "prussia=39,saxony=3,brunswick=1,hesse=1,sweden=3",
    "Napoleon,Davout,Lannes,Soult,Ney,Bernadotte,Massena,Eugene,Marmont,Brunswick,Hohenloe,Ruchel" },
  { "wagram-1809", "III", "1809-03", "1809-10", 8,
    971, "The scenario begins in March 1809 and ends in October 1809.",
    "french=74,non-french=73",
    "france=39,westphalia=3,holland=5,bavaria=6,italy=4,naples=4,saxony=3,poland=3,rhine=2,"
    "portugal=1,wurtemberg=2,denmark=1,dalmatia=1,austria=73",
    "Napoleon,Bernadotte,Murat,Eugene,Poniatowski,Davout,Marmont,Massena,Jerome Bonaparte,"
    "Charles,Hiller,Louis,John,Ferdinand" },
  { "russia-1812", "IV", "1812-05", "1812-12", 8,
    1099, "The scenario begins in May 1812 and ends in December 1812.",
    "french=107,non-french=54",
    "france=42,poland=13,saxony=4,westphalia=6,bavaria=6,italy=7,portugal=1,rhine=8,switzerland=1,"
    "naples=1,denmark=2,dalmatia=1,wurtemberg=3,prussia=5,austria=7,russia=54",
    "Napoleon,Davout,Bessieres,Ney,Eugene,Murat,Poniatowski,Victor,Jerome,Yorck,Schwarzenberg,"
    "Barclay,Constantine,Bagratiou,Docturov,Tormazov,Wittgenstein,Benningsen" },
  { "liberation-1813", "V", "1813-04", "1813-12", 9,
    1199, "The scenario begins in April 1813 and ends in December 1813.",
    "french=68,non-french=56,neutral=44",
    "france=48,denmark=3,italy=7,poland=4,rhine=2,westphalia=1,wurtemberg=3,bavaria=5,naples=4,"
    "saxony=2,switzerland=4,prussia=21,hesse=2,russia=33,sweden=6,austria=23",
    "Napoleon,Soult,Bessieres,Marmont,Ney,Davout,Eugene,Victor,Poniatowski,Murat,Blucher,Bulow,"
    "Kleist,Yorck,Constantine,Tormazov,Wittgenstein,Barclay,Bernadotte,Schwarzenberg,Hiller" },
  { "napoleon-at-bay-1814", "VI", "1814-01", "1814-05", 5,
    1336, "The scenario begins in January 1814 and ends in May 1814.",
    "french=67,non-french=120",
    "france=56,italy=10,poland=1,spain=8,england=12,kgl=1,portugal=6,austria=44,prussia=15,hesse=2,"
    "russia=32",
    "Napoleon,Joseph,Soult,Marmont,Ney,Victor,Eugene,Jerome,Cuesta,Blake,Wellington,Beresford,Hill,"
    "Schwarzenberg,Hiller,Blucher,Yorck,Bulow,Kleist,Barclay,Constantine,Wittgenstein" },
  { "waterloo-1815", "VII", "1815-06", "1815-12", 7,
    1456, "The scenario begins in June 1815 and ends in December 1815.",
    "french=45,non-french=112",
    "france=35,naples=9,switzerland=1,austria=60,england=12,kgl=1,holland=6,prussia=29,brunswick=1,"
    "hesse=3",
    "Napoleon,Soult,Ney,Davout,Murat,Jerome,Schwarzenberg,Ferdinand,Bellegarde,Wellington,Uxbridge,"
    "Blucher,Bulow,Kleist,Brunswick,Hohenloe" },
  { "peninsular-war-1808", "VIII", "1808-05", "1814-04", 72,
    1569, "The scenario begins in May 1808 and ends in April 1814",
    "french=27,non-french=60",
    "france=23,poland=1,switzerland=2,italy=1,spain=41,england=1,portugal=18",
    "Murat,Bessieres,Blake,Pallafox,Costanos,Cuesta" },
  { "spain-1811", "IX", "1811-06", "1814-04", 35,
    1726, "This scenario begins in June 1811 and ends in April 1814.",
    "french=71,non-french=71",
    "france=59,italy=5,naples=1,poland=2,rhine=2,spain-blue=1,switzerland=1,spain=41,england=11,kgl=1,"
    "portugal=18",
    "Marmont,Ney,Bessieres,Soult,Joseph,Victor,Blake,Costanos,Pallafox,Cuesta,Wellington,Beresford,Hill" },
  { "grand-campaign-1805", "X", "1805-09", "1815-08", 120,
    1791, "The scenario begins in September 1805 and ends in August 1815",
    "french=115,non-french=112,neutral=50",
    "france=74,bavaria=4,holland=3,italy=5,rhine=1,switzerland=1,wurtemberg=2,spain=25,england=23,"
    "portugal=7,kgl=1,russia=41,austria=40,prussia=23,saxony=4,brunswick=1,hesse=1,denmark=8,sweden=13",
    "Napoleon,Lannes,Ney,Davout,Massena,Marmont,Bernadotte,Nelson,Buxhowden,Bagration,Benning,"
    "Barclay de Tolly,Tormazov,Ferdinand,Charles,John,Brunswick,Ruchel,Hohenloe,Costanos,Blake,La Romana" },
  { "final-glory-1812", "XI", "1812-05", "1814-12", 32,
    2506, "the game continues through December, 1814.",
    "french=107,non-french=54",
    "france=42,poland=13,saxony=4,westphalia=6,bavaria=6,italy=7,portugal-blue=1,rhine=8,"
    "switzerland=1,naples=1,denmark=2,dalmatia=1,wurtemberg=3,prussia=5,austria=7,russia=54",
    "Napoleon,Davout,Bessieres,Ney,Eugene,Murat,Poniatowski,Victor,Jerome,Yorck,Schwarzenberg,"
    "Barclay,Constantine,Bagratiou,Docturov,Tormazov,Wittgenstein,Benningsen" },
  { "marengo-1800", "XII", "1800-04", "1801-01", 10,
    2638, "The scenario begins in April 1800 and ends in January 1801.",
    "french=46,non-french=55",
    "france=46,england=2,austria=53",
    "Moreau,Lannes,Kellerman,Soult,Massena,Napoleon,Melas,Kray" },
  { "montenotte-1796", "XIII", "1796-04", "1797-01", 10,
    2939, "The scenario begins April 1796 and ends January 1797.",
    "french=15,non-french=18",
    "france=15,piedmont=5,austria=13",
    "Bonaparte,Massena,Augereau,Colli,Beaulieu" },
  { "egypt-1798", "XIV", "1798-07", "1799-10", 16,
    2740, "The scenario begins in July 1798 and ends in October 1799.",
    "french=28,non-french=11",
    "france=28,england=4,mamelukes-ibrahim=3,mamelukes-murad=4",
    "Napoleon,Desaix,Lannes,Kleber,Murat,Nelson,Ibrahim Bey,Murad Bey" },
};

static const Expected *
find_expected (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    if (g_str_equal (expected[i].id, id))
      return &expected[i];
  return NULL;
}

static BthScenario *
load (const char *id)
{
  g_autoptr(GError) error = NULL;
  BthScenario *scenario = bth_scenario_load_builtin (id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  return scenario;
}

/* ---- Built-in scenarios ---- */

static const char *numerals[] = { "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X",
                                  "XI", "XII", "XIII", "XIV" };

static void
test_builtin_list (void)
{
  g_auto(GStrv) ids = bth_scenario_list_builtin ();

  g_assert_cmpuint (g_strv_length (ids), ==, G_N_ELEMENTS (numerals));
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(BthScenario) scenario = load (ids[i]);
      g_assert_cmpstr (bth_scenario_get_id (scenario), ==, ids[i]);
      g_assert_cmpstr (bth_scenario_get_number (scenario), ==, numerals[i]);
      g_assert_cmpint (bth_scenario_get_index (scenario), ==, (int) i + 1);
      g_assert_cmpint (bth_scenario_get_turns (scenario), ==,
                       bth_scenario_get_end (scenario) - bth_scenario_get_start (scenario) + 1);
      g_assert_nonnull (find_expected (ids[i]));
    }
}

static void
check_force (const BthScenarioForce *force, const char *what)
{
  g_autofree char *text = source_text (force->source);

  if (force->place != NULL && strstr (text, force->place) == NULL)
    g_error ("%s: place \"%s\" is not at %s", what, force->place, force->source);
  for (guint i = 0; i < force->n_leaders; i++)
    {
      const char *name = force->leaders[i].unnamed ? "Leader (0)" : force->leaders[i].name;
      /* The seed also prints "Leader(0)" and "Two leaders (0)". */
      if (force->leaders[i].unnamed &&
          (strstr (text, "Leader(0)") != NULL || strstr (text, "leaders (0)") != NULL))
        continue;
      if (strstr (text, name) == NULL)
        g_error ("%s: leader \"%s\" is not at %s", what, name, force->source);
    }
  for (guint i = 0; i < force->n_units; i++)
    {
      g_autofree char *token = g_strdup_printf ("%d%s", force->units[i].sp,
                                                bth_scenario_kind_to_string (force->units[i].kind));
      if (!has_token (text, token) && !has_spelled (text, force->units[i].sp, force->units[i].kind))
        g_error ("%s: unit \"%s\" is not at %s (which reads \"%s\")", what, token, force->source, text);
    }
}

/* Every cited line lies inside the scenario's own lines (which may be several ranges,
 * "000:1075-1169,2482-2608", for a scenario built on others). */
static void
check_within (BthScenario *scenario, const char *source, const char *what)
{
  g_auto(GStrv) ranges = g_strsplit (bth_scenario_get_source (scenario) + 4, ",", -1);
  guint first, last;

  parse_source (source, &first, &last);
  for (guint i = 0; ranges[i] != NULL; i++)
    {
      g_autofree char *range = g_strconcat ("000:", ranges[i], NULL);
      guint s_first, s_last;

      parse_source (range, &s_first, &s_last);
      if (first >= s_first && last <= s_last)
        return;
    }
  g_error ("%s: %s lies outside the scenario's lines %s", what, source,
           bth_scenario_get_source (scenario));
}

static void
test_forces_quoted (void)
{
  g_auto(GStrv) ids = bth_scenario_list_builtin ();

  for (guint s = 0; ids[s] != NULL; s++)
    {
      g_autoptr(BthScenario) scenario = load (ids[s]);
      const BthScenarioAlliance *alliance = bth_scenario_get_alliance (scenario);
      const BthScenarioForce *deployment;
      const BthScenarioScheduleEntry *schedule;
      guint n;

      deployment = bth_scenario_get_deployment (scenario, &n);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *what = g_strdup_printf ("%s deployment[%u]", ids[s], i);
          check_force (&deployment[i], what);
          check_within (scenario, deployment[i].source, what);
        }
      schedule = bth_scenario_get_schedule (scenario, &n);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *what = g_strdup_printf ("%s schedule[%u]", ids[s], i);
          check_within (scenario, schedule[i].source, what);
          if (schedule[i].force != NULL)
            check_force (schedule[i].force, what);
        }
      for (guint i = 0; i < alliance->n_results; i++)
        for (guint j = 0; j < alliance->results[i].n_forces; j++)
          {
            g_autofree char *what = g_strdup_printf ("%s alliance result[%u] force[%u]", ids[s], i, j);
            check_force (&alliance->results[i].forces[j], what);
          }
      {
        const BthScenarioAlternateStart *starts = bth_scenario_get_alternate_starts (scenario, &n);
        for (guint i = 0; i < n; i++)
          for (guint j = 0; j < starts[i].n_deployment; j++)
            {
              g_autofree char *what = g_strdup_printf ("%s alternate start %s deployment[%u]", ids[s],
                                                       starts[i].id, j);
              check_force (&starts[i].deployment[j], what);
            }
      }
    }
}

/* Victory conditions and special rules are the rulebook's own words. */
static void
test_texts_quoted (void)
{
  g_auto(GStrv) ids = bth_scenario_list_builtin ();

  for (guint s = 0; ids[s] != NULL; s++)
    {
      g_autoptr(BthScenario) scenario = load (ids[s]);
      const BthScenarioVictory *victory;
      const BthScenarioRule *rules;
      const BthScenarioAlternateStart *starts;
      const BthScenarioAlliance *alliance = bth_scenario_get_alliance (scenario);
      guint n;

      victory = bth_scenario_get_victory (scenario, &n);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *what = g_strdup_printf ("%s victory[%u]", ids[s], i);
          assert_quoted (victory[i].text, victory[i].source, what);
          check_within (scenario, victory[i].source, what);
        }
      rules = bth_scenario_get_rules (scenario, &n);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *what = g_strdup_printf ("%s rule %s", ids[s], rules[i].id);
          assert_quoted (rules[i].text, rules[i].source, what);
        }
      starts = bth_scenario_get_alternate_starts (scenario, &n);
      for (guint i = 0; i < n; i++)
        assert_quoted (starts[i].text, starts[i].source, starts[i].id);
      for (guint i = 0; i < alliance->n_city_points; i++)
        assert_quoted (alliance->city_points[i].text, alliance->city_points[i].source, "city point");
      for (guint i = 0; i < alliance->n_results; i++)
        assert_quoted (alliance->results[i].text, alliance->results[i].source, "alliance result");
      for (guint i = 0; i < alliance->n_modifiers; i++)
        assert_quoted (alliance->modifiers[i].text, alliance->modifiers[i].source, "alliance modifier");
    }
}

static void
test_calendar (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const Expected *e = &expected[i];
      g_autoptr(BthScenario) scenario = load (e->id);
      g_autofree char *line = seed_text (e->calendar_line, e->calendar_line);
      g_autofree char *start = bth_month_to_string (bth_scenario_get_start (scenario));
      g_autofree char *end = bth_month_to_string (bth_scenario_get_end (scenario));
      g_autofree char *quote = normalise (e->calendar_quote);

      if (strstr (line, quote) == NULL)
        g_error ("%s: line %u does not read \"%s\" but \"%s\"", e->id, e->calendar_line, quote, line);
      g_assert_cmpstr (bth_scenario_get_number (scenario), ==, e->number);
      g_assert_cmpstr (start, ==, e->start);
      g_assert_cmpstr (end, ==, e->end);
      g_assert_cmpint (bth_scenario_get_turns (scenario), ==, e->turns);
    }
}

/* SP deployed by powers that start neutral (no side). */
static int
neutral_sp (BthScenario *scenario)
{
  const BthScenarioForce *deployment;
  guint n;
  int total = 0;

  deployment = bth_scenario_get_deployment (scenario, &n);
  for (guint i = 0; i < n; i++)
    if (deployment[i].side == NULL)
      total += bth_scenario_force_total_sp (&deployment[i]);
  return total;
}

static void
check_sp_list (BthScenario *scenario, const char *list, gboolean by_side)
{
  g_auto(GStrv) items = g_strsplit (list, ",", -1);
  int sum = 0;

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (items[i], "=", 2);
      int wanted = atoi (kv[1]);
      int got = !by_side ? bth_scenario_deployment_sp (scenario, NULL, kv[0])
              : g_str_equal (kv[0], "neutral") ? neutral_sp (scenario)
              : bth_scenario_deployment_sp (scenario, kv[0], NULL);
      if (got != wanted)
        g_error ("%s: %s %s has %d SP, the text gives %d", bth_scenario_get_id (scenario),
                 by_side ? "side" : "power", kv[0], got, wanted);
      sum += wanted;
    }
  /* The lists cover every SP deployed. */
  g_assert_cmpint (sum, ==, bth_scenario_deployment_sp (scenario, NULL, NULL));
}

static void
test_totals (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const Expected *e = &expected[i];
      g_autoptr(BthScenario) scenario = load (e->id);
      g_autoptr(GString) leaders = g_string_new (NULL);
      const BthScenarioForce *deployment;
      guint n;

      check_sp_list (scenario, e->side_sp, TRUE);
      check_sp_list (scenario, e->power_sp, FALSE);
      deployment = bth_scenario_get_deployment (scenario, &n);
      for (guint f = 0; f < n; f++)
        for (guint l = 0; l < deployment[f].n_leaders; l++)
          if (!deployment[f].leaders[l].unnamed)
            g_string_append_printf (leaders, "%s%s", leaders->len ? "," : "",
                                    deployment[f].leaders[l].name);
      g_assert_cmpstr (leaders->str, ==, e->leaders);
    }
}

/* I: Austerlitz in detail — the Alliance Phase and the Austrian schedule (I.D.1, I.F). */
static void
test_austerlitz (void)
{
  g_autoptr(BthScenario) scenario = load ("austerlitz-1805");
  const BthScenarioAlliance *a = bth_scenario_get_alliance (scenario);
  const BthScenarioAlternateStart *alt;
  g_autoptr(GPtrArray) november = NULL;
  int prussian = 0;
  guint n;

  assert_quoted ("If a modified die roll of \"0\" or \"7\" occurs, the Alliance Phase is deleted for the remainder of the game.",
                 "000:795", "I.D.1.e");
  g_assert_true (a->in_force);
  g_assert_cmpint (a->deleted_after_count, ==, 1);
  g_assert_cmpuint (a->deleted_after_rolls, ==, (1u << 0) | (1u << 7));
  g_assert_false (bth_scenario_alliance_phase_in_month (scenario, bth_month_make (1805, 8)));  /* H.9 */
  g_assert_true (bth_scenario_alliance_phase_in_month (scenario, bth_month_make (1805, 9)));
  g_assert_false (bth_scenario_alliance_phase_in_month (scenario, bth_month_make (1806, 1)));
  g_assert_cmpuint (a->n_results, ==, 2);
  g_assert_cmpint (a->results[0].roll, ==, 0);
  g_assert_true (a->results[0].stays_neutral);
  g_assert_cmpint (a->results[1].roll, ==, 7);
  g_assert_cmpstr (a->results[1].joins_side, ==, "non-french");
  /* "At Magdeburg: Brunswick, Ruchel, 10I, 1C * At Dresden: Leader (0), 4I, 1C * At Weimar:
   * Hohenloe, 6I, 1C * At Berlin, Posen, and Thorn: 1I each" — 10+1+4+1+6+1+3 = 26 SP. */
  for (guint i = 0; i < a->results[1].n_forces; i++)
    prussian += bth_scenario_force_total_sp (&a->results[1].forces[i]);
  g_assert_cmpint (prussian, ==, 26);
  g_assert_cmpuint (a->n_city_points, ==, 2);
  g_assert_cmpstr (a->city_points[0].city, ==, "Vienna");

  alt = bth_scenario_get_alternate_starts (scenario, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (alt[0].start, ==, bth_month_make (1805, 9));

  /* I.F.2: at Budapest 1I each turn; at Vienna 1I replacement each turn. */
  november = bth_scenario_schedule_for_month (scenario, bth_month_make (1805, 11));
  g_assert_cmpuint (november->len, ==, 2);
  g_assert_cmpint (((BthScenarioScheduleEntry *) november->pdata[0])->kind, ==, BTH_SCHEDULE_REINFORCEMENT);
  g_assert_cmpstr (((BthScenarioScheduleEntry *) november->pdata[0])->force->place, ==, "Budapest");
  g_assert_cmpint (((BthScenarioScheduleEntry *) november->pdata[1])->kind, ==, BTH_SCHEDULE_REPLACEMENT);
  g_assert_cmpstr (((BthScenarioScheduleEntry *) november->pdata[1])->force->place, ==, "Vienna");
  g_assert_nonnull (bth_scenario_find_rule (scenario, "no-french-reinforcements"));
  g_assert_nonnull (bth_scenario_get_to_be_entered (scenario)[0]);
}

/* XIII prints leader values (XIII.D.10); elsewhere they are unknown, and Leader (0) is 0. */
static void
test_leader_values (void)
{
  g_autoptr(BthScenario) scenario = load ("montenotte-1796");
  g_autoptr(BthScenario) austerlitz = load ("austerlitz-1805");
  const BthScenarioForce *d;
  guint n;

  assert_quoted ("Bonaparte 2, Augereau 1, Kellerman 1 (introduced by the Marengo Scenario), and Joubert 1",
                 "000:2988", "XIII.D.10");
  d = bth_scenario_get_deployment (scenario, &n);
  g_assert_cmpstr (d[0].leaders[0].name, ==, "Bonaparte");
  g_assert_cmpint (d[0].leaders[0].value, ==, 2);
  g_assert_cmpstr (d[0].leaders[1].name, ==, "Massena");
  g_assert_cmpint (d[0].leaders[1].value, ==, BTH_SCENARIO_VALUE_UNKNOWN);
  g_assert_cmpint (d[0].leaders[2].value, ==, 1);
  g_assert_true (d[0].leaders[3].unnamed);
  g_assert_cmpint (d[0].leaders[3].value, ==, 0);
  d = bth_scenario_get_deployment (austerlitz, &n);
  g_assert_cmpstr (d[0].leaders[0].name, ==, "Napoleon");
  g_assert_cmpint (d[0].leaders[0].value, ==, BTH_SCENARIO_VALUE_UNKNOWN);
}

static const BthScenarioScheduleEntry *
find_points (BthScenario *scenario, BthMonth month, const char *side)
{
  g_autoptr(GPtrArray) entries = bth_scenario_schedule_for_month (scenario, month);

  for (guint i = 0; i < entries->len; i++)
    {
      const BthScenarioScheduleEntry *e = entries->pdata[i];
      if (e->kind == BTH_SCHEDULE_REPLACEMENT && g_strcmp0 (e->side, side) == 0)
        return e;
    }
  return NULL;
}

/* VIII.F.1-2: Replacement Points by month, fixed or by die (lines 1630-1658). */
static void
test_replacement_points (void)
{
  g_autoptr(BthScenario) scenario = load ("peninsular-war-1808");
  g_autoptr(BthScenario) spain = load ("spain-1811");
  const BthScenarioScheduleEntry *e;
  g_autoptr(GPtrArray) june_1808 = NULL;
  gboolean victor = FALSE;

  g_assert_null (find_points (scenario, bth_month_make (1808, 5), "french"));
  e = find_points (scenario, bth_month_make (1808, 6), "french");
  g_assert_nonnull (e);
  g_assert_cmpint (e->points, ==, 1);
  g_assert_cmpint (find_points (scenario, bth_month_make (1809, 6), "french")->points, ==, 1);
  g_assert_cmpint (find_points (scenario, bth_month_make (1809, 7), "french")->points, ==, 2);
  e = find_points (scenario, bth_month_make (1813, 3), "french");
  g_assert_true (e->points_by_die_set);
  g_assert_cmpint (e->points_by_die[2], ==, 0);
  g_assert_cmpint (e->points_by_die[3], ==, 1);
  g_assert_cmpint (e->die_modifier, ==, 0);
  g_assert_cmpint (find_points (scenario, bth_month_make (1814, 2), "french")->die_modifier, ==, -1);
  e = find_points (scenario, bth_month_make (1811, 5), "non-french");
  g_assert_cmpint (e->points_by_die[0], ==, 1);
  g_assert_cmpint (e->points_by_die[5], ==, 2);
  g_assert_null (find_points (scenario, bth_month_make (1808, 7), "non-french"));

  /* June 1808: Victor, Leader (0), 10I (VIII.F.1.a). */
  june_1808 = bth_scenario_schedule_for_month (scenario, bth_month_make (1808, 6));
  for (guint i = 0; i < june_1808->len; i++)
    {
      const BthScenarioScheduleEntry *r = june_1808->pdata[i];
      if (r->kind == BTH_SCHEDULE_REINFORCEMENT && r->force->n_leaders > 0 &&
          g_str_equal (r->force->leaders[0].name, "Victor"))
        victor = bth_scenario_force_total_sp (r->force) == 10;
    }
  g_assert_true (victor);

  /* IX uses VIII's schedules from June 1811 (IX.F.1). */
  g_assert_null (find_points (spain, bth_month_make (1811, 5), "french"));
  g_assert_cmpint (find_points (spain, bth_month_make (1811, 6), "french")->points, ==, 2);
}

/* XIV.F.1: "Every other month starting in October 1798" — and V.D.1.c's monthly modifiers,
 * IV.D.1.f's November start. */
static void
test_months_of_rules (void)
{
  g_autoptr(BthScenario) egypt = load ("egypt-1798");
  g_autoptr(BthScenario) liberation = load ("liberation-1813");
  g_autoptr(BthScenario) russia = load ("russia-1812");
  g_autoptr(BthScenario) waterloo = load ("waterloo-1815");
  const BthScenarioScheduleEntry *schedule;
  const BthScenarioAlliance *a;
  guint n;

  schedule = bth_scenario_get_schedule (egypt, &n);
  g_assert_cmpint (schedule[0].interval, ==, 2);
  g_assert_true (bth_schedule_entry_applies (&schedule[0], bth_month_make (1798, 10)));
  g_assert_false (bth_schedule_entry_applies (&schedule[0], bth_month_make (1798, 11)));
  g_assert_true (bth_schedule_entry_applies (&schedule[0], bth_month_make (1799, 2)));
  g_assert_true (bth_schedule_entry_applies (&schedule[0], bth_month_make (1799, 10)));

  a = bth_scenario_get_alliance (liberation);
  g_assert_cmpuint (a->n_modifiers, ==, 3);
  g_assert_cmpint (a->modifiers[0].first, ==, bth_month_make (1813, 6));
  g_assert_cmpint (a->modifiers[0].value, ==, 1);
  g_assert_cmpint (a->modifiers[1].value, ==, 2);
  g_assert_cmpint (a->modifiers[2].value, ==, 3);
  g_assert_cmpint (a->modifiers[2].last, ==, bth_month_make (1813, 12));
  /* "… increased by three until Austria declares war" (000:1209). */
  g_assert_cmpstr (a->modifiers[2].until_joins, ==, "austria");
  g_assert_null (a->modifiers[1].until_joins);
  g_assert_cmpint (a->deleted_after_count, ==, 2);
  g_assert_cmpuint (a->deleted_after_rolls, ==, 1u << 7);

  g_assert_false (bth_scenario_alliance_phase_in_month (russia, bth_month_make (1812, 10)));
  g_assert_true (bth_scenario_alliance_phase_in_month (russia, bth_month_make (1812, 11)));
  g_assert_false (bth_scenario_alliance_phase_in_month (waterloo, bth_month_make (1815, 7)));
}

/* XIV.G.5: the alternate start changes the set-up, not only the month; XIV.F.4's "Pasha"
 * and the extra 7I are the players' to enter; G.3, G.4 and G.5 keep their notes. */
static void
test_egypt_toulon_start (void)
{
  g_autoptr(BthScenario) egypt = load ("egypt-1798");
  const BthScenarioAlternateStart *alt;
  const BthScenarioScheduleEntry *schedule;
  const char * const *tbe = bth_scenario_get_to_be_entered (egypt);
  int french_at_toulon = 0, french_elsewhere = 0, alexandria_im = 0, mameluke_sided = 0;
  gboolean pasha_entered = FALSE, codes_entered = FALSE, pasha_guessed = FALSE;
  guint n;

  assert_quoted ("All French Forces start in Toulon.", "000:2885", "XIV.G.5.a");
  assert_quoted ("The forces of Egypt are considered neutral and not in play until pro-French forces move in to any land hex in Egypt. Add one sp of Mameluke cavalry in Alexandria, 1C(Im).",
                 "000:2887", "XIV.G.5.b");
  alt = bth_scenario_get_alternate_starts (egypt, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (alt[0].start, ==, bth_month_make (1798, 6));   /* XIV.G.5.d */
  g_assert_cmpuint (alt[0].n_deployment, >, 0);
  for (guint i = 0; i < alt[0].n_deployment; i++)
    {
      const BthScenarioForce *f = &alt[0].deployment[i];
      const char *power = f->n_units > 0 ? f->units[0].power : f->leaders[0].power;
      int sp = bth_scenario_force_total_sp (f);

      if (g_str_equal (power, "france"))
        {
          if (g_strcmp0 (f->place, "Toulon") == 0)
            french_at_toulon += sp;
          else
            french_elsewhere += sp;
        }
      if (g_str_has_prefix (power, "mamelukes-"))
        {
          g_assert_true (bth_scenario_alternate_start_is_neutral (&alt[0], power));
          if (f->side != NULL)
            mameluke_sided++;
          if (g_str_equal (power, "mamelukes-ibrahim") && g_strcmp0 (f->place, "Alexandria") == 0)
            alexandria_im += sp;
        }
    }
  /* XIV.E.1: 14I, 1C, 8T, 1F at Alexandria and 4F at Rosetta, all at Toulon instead. */
  g_assert_cmpint (french_at_toulon, ==, 14 + 1 + 8 + 1 + 4);
  g_assert_cmpint (french_elsewhere, ==, 0);
  g_assert_cmpint (alexandria_im, ==, 1);
  g_assert_cmpint (mameluke_sided, ==, 0);
  g_assert_true (bth_scenario_alternate_start_is_neutral (&alt[0], "mamelukes-hassan"));
  g_assert_false (bth_scenario_alternate_start_is_neutral (&alt[0], "england"));
  g_assert_false (bth_scenario_alternate_start_is_neutral (NULL, "mamelukes-murad"));

  g_assert_nonnull (bth_scenario_find_rule (egypt, "optional-naval-blockade-procedure"));
  g_assert_nonnull (bth_scenario_find_rule (egypt, "optional-plague-losses"));
  g_assert_nonnull (bth_scenario_find_rule (egypt, "optional-toulon-start-balance"));

  /* "???If at least one of the following cities is not controlled by the French an
   * additional 7I arrive with Pasha" — no month, no place, no name. */
  schedule = bth_scenario_get_schedule (egypt, &n);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (schedule[i].source, "000:2843"))
      {
        g_assert_cmpint (schedule[i].first, ==, bth_scenario_get_start (egypt));
        g_assert_cmpint (schedule[i].last, ==, bth_scenario_get_end (egypt));
        g_assert_cmpint (schedule[i].force->placement, ==, BTH_PLACEMENT_OTHER);
        pasha_guessed |= strstr (schedule[i].force->note, "Abdallah") != NULL;
      }
  g_assert_false (pasha_guessed);
  for (guint i = 0; tbe[i] != NULL; i++)
    {
      pasha_entered |= strstr (tbe[i], "Pasha") != NULL && strstr (tbe[i], "7I") != NULL;
      codes_entered |= strstr (tbe[i], "Im, Md and Hn") != NULL;
    }
  g_assert_true (pasha_entered);
  g_assert_true (codes_entered);
}

/* A special rule's roll is the cited lines' own: its dice ("roll 2 dice"), its number ("8 or
 * greater", "5 or better"), each modifier ("+1 with Nelson") and "once per game". */
static void
test_rolls_quoted (void)
{
  g_auto(GStrv) ids = bth_scenario_list_builtin ();
  int rolls = 0;

  for (guint s = 0; ids[s] != NULL; s++)
    {
      g_autoptr(BthScenario) scenario = load (ids[s]);
      const BthScenarioRule *rules;
      guint n;

      rules = bth_scenario_get_rules (scenario, &n);
      for (guint i = 0; i < n; i++)
        {
          const BthScenarioRoll *roll = rules[i].roll;
          g_autofree char *text = NULL, *dice = NULL, *better = NULL, *greater = NULL;

          if (roll == NULL)
            continue;
          text = source_text (rules[i].source);
          dice = roll->dice == 1 ? g_strdup ("roll") : g_strdup_printf ("roll %u dice", roll->dice);
          better = g_strdup_printf ("%d or better", roll->at_least);
          greater = g_strdup_printf ("%d or greater", roll->at_least);
          if (strstr (text, dice) == NULL)
            g_error ("%s rule %s: \"%s\" is not at %s", ids[s], rules[i].id, dice, rules[i].source);
          if (strstr (text, better) == NULL && strstr (text, greater) == NULL)
            g_error ("%s rule %s: \"%s\" is not at %s", ids[s], rules[i].id, better, rules[i].source);
          for (guint m = 0; m < roll->n_modifiers; m++)
            {
              g_autofree char *mod = g_strdup_printf ("%+d with %s", roll->modifiers[m].value,
                                                      roll->modifiers[m].with);
              if (strstr (text, mod) == NULL)
                g_error ("%s rule %s: \"%s\" is not at %s", ids[s], rules[i].id, mod, rules[i].source);
            }
          g_assert_cmpint (roll->once_per_game, ==, strstr (text, "once per game") != NULL);
          rolls++;
        }
    }
  g_assert_cmpint (rolls, >=, 2);   /* XIV.G.2 and XIV.G.3 */
}

/* XIV.G.3, the Naval Blockade: "While English naval units are Blockading a naval force the
 * player can roll to engage that force, with Nelson's leadership modifier in play. Perhaps
 * need a 5 or better to engage, modified +1 with Nelson. ... This can only happen once per
 * game." XIV.G.2: "roll 2 dice. With a result of 8 or greater Nelson and 1F are removed". */
static void
test_egypt_rolls (void)
{
  g_autoptr(BthScenario) egypt = load ("egypt-1798");
  const BthScenarioRule *blockade = bth_scenario_find_rule (egypt, "optional-naval-blockade-procedure");
  const BthScenarioRule *nelson = bth_scenario_find_rule (egypt, "optional-nelson-removal");
  const char *with_nelson[] = { "Nelson", NULL };
  const char *with_other[] = { "Wellington", NULL };
  g_autoptr(GError) error = NULL;
  BthScenarioRollResult r;
  const BthModifier *m;

  assert_quoted ("Perhaps need a 5 or better to engage, modified +1 with Nelson.", "000:2877", "XIV.G.3");
  assert_quoted ("roll 2 dice. With a result of 8 or greater Nelson and 1F are removed from play.",
                 "000:2871-2873", "XIV.G.2");
  g_assert_nonnull (blockade);
  g_assert_nonnull (blockade->roll);
  g_assert_cmpstr (blockade->rule, ==, "XIV.G.3");
  g_assert_cmpuint (blockade->roll->dice, ==, 1);
  g_assert_cmpint (blockade->roll->at_least, ==, 5);
  g_assert_true (blockade->roll->once_per_game);
  g_assert_cmpuint (blockade->roll->n_modifiers, ==, 1);

  /* 4 with Nelson: 5, engaged; the modifier names Nelson and the rule. */
  g_assert_true (bth_scenario_roll_resolve (blockade, 4, with_nelson, FALSE, 0, &r, &error));
  g_assert_no_error (error);
  g_assert_true (r.allowed);
  g_assert_cmpint (r.modified, ==, 5);
  g_assert_cmpint (r.needed, ==, 5);
  g_assert_true (r.succeeded);
  g_assert_cmpuint (r.modifiers->len, ==, 1);
  m = &g_array_index (r.modifiers, BthModifier, 0);
  g_assert_cmpint (m->value, ==, 1);
  g_assert_cmpstr (m->rule, ==, "XIV.G.3");
  g_assert_nonnull (strstr (m->reason, "Nelson"));
  bth_scenario_roll_result_clear (&r);
  /* 4 without him: not engaged; 5 without him: engaged. */
  g_assert_true (bth_scenario_roll_resolve (blockade, 4, NULL, FALSE, 0, &r, &error));
  g_assert_false (r.succeeded);
  g_assert_cmpuint (r.modifiers->len, ==, 0);
  bth_scenario_roll_result_clear (&r);
  g_assert_true (bth_scenario_roll_resolve (blockade, 5, NULL, FALSE, 0, &r, &error));
  g_assert_true (r.succeeded);
  bth_scenario_roll_result_clear (&r);
  /* The players' agreed number replaces the sketch's 5. */
  g_assert_true (bth_scenario_roll_resolve (blockade, 4, with_nelson, FALSE, 6, &r, &error));
  g_assert_cmpint (r.needed, ==, 6);
  g_assert_false (r.succeeded);
  bth_scenario_roll_result_clear (&r);
  /* Once per game: after it has happened, nothing is rolled. */
  g_assert_true (bth_scenario_roll_resolve (blockade, 6, with_nelson, TRUE, 0, &r, &error));
  g_assert_false (r.allowed);
  g_assert_false (r.succeeded);
  bth_scenario_roll_result_clear (&r);
  /* A leader the rule does not name, a total one die cannot make: refused. */
  g_assert_false (bth_scenario_roll_resolve (blockade, 4, with_other, FALSE, 0, &r, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_clear_error (&error);
  g_assert_false (bth_scenario_roll_resolve (blockade, 7, NULL, FALSE, 0, &r, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_clear_error (&error);

  /* XIV.G.2: two dice, 8 or greater, repeated (not once per game). */
  g_assert_nonnull (nelson->roll);
  g_assert_cmpuint (nelson->roll->dice, ==, 2);
  g_assert_false (nelson->roll->once_per_game);
  g_assert_true (bth_scenario_roll_resolve (nelson, 7, NULL, TRUE, 0, &r, &error));
  g_assert_true (r.allowed);
  g_assert_false (r.succeeded);
  bth_scenario_roll_result_clear (&r);
  g_assert_true (bth_scenario_roll_resolve (nelson, 8, NULL, FALSE, 0, &r, &error));
  g_assert_true (r.succeeded);
  bth_scenario_roll_result_clear (&r);
}

/* VIII: the free Madrid militia is a replacement deployed where F.4.i allows; the "any
 * satellite" withdrawals name no placeholder power; English Replacement Points are
 * England's (F.4.c); "control Gibraltar" is control, not an SP inside; C.3 wants an
 * un-besieged French SP in Bayonne, Toulouse and a city of mapboard 1, not control. */
static void
test_peninsular_details (void)
{
  g_autoptr(BthScenario) scenario = load ("peninsular-war-1808");
  const BthScenarioScheduleEntry *schedule;
  const BthScenarioVictory *victory;
  gboolean madrid = FALSE;
  int english_points = 0, any_satellite = 0;
  guint n;

  assert_quoted ("he receives one strength point of Spanish militia (free) from the Spanish Force Pool",
                 "000:1704", "VIII.F.5");
  assert_quoted ("English Replacement Points may be used to purchase English or English satellite strength points.",
                 "000:1674", "VIII.F.4.c");
  schedule = bth_scenario_get_schedule (scenario, &n);
  for (guint i = 0; i < n; i++)
    {
      const BthScenarioScheduleEntry *e = &schedule[i];
      if (g_str_equal (e->rule, "VIII.F.5"))
        {
          madrid = TRUE;
          g_assert_cmpint (e->kind, ==, BTH_SCHEDULE_REPLACEMENT);
          g_assert_null (e->force->place);
          g_assert_nonnull (strstr (e->force->note, "F.4.i"));
        }
      if (e->kind == BTH_SCHEDULE_WITHDRAWAL && strstr (e->text, "satellite") != NULL &&
          (g_str_equal (e->rule, "VIII.F.1.e") || g_str_equal (e->rule, "VIII.F.1.g")))
        {
          /* The French player chooses the satellite; no placeholder power: the units have
           * none until the choice (bth_game_apply_due_power). */
          g_autofree const char **choices = bth_scenario_force_power_choices (scenario, e->force);
          g_assert_nonnull (e->force);
          g_assert_cmpstr (e->force->power_choice_of, ==, "france");
          for (guint u = 0; u < e->force->n_units; u++)
            g_assert_null (e->force->units[u].power);
          g_assert_true (g_strv_contains (choices, "poland"));
          g_assert_false (g_strv_contains (choices, "france"));
          any_satellite++;
        }
      if (e->kind == BTH_SCHEDULE_REPLACEMENT && g_strcmp0 (e->side, "non-french") == 0)
        {
          g_assert_cmpstr (e->power, ==, "england");
          english_points++;
        }
      if (e->kind == BTH_SCHEDULE_REPLACEMENT && g_strcmp0 (e->side, "french") == 0)
        g_assert_null (e->power);
    }
  g_assert_true (madrid);
  g_assert_cmpint (english_points, ==, 6);   /* VIII.F.2.a-f */
  g_assert_cmpint (any_satellite, ==, 2);    /* VIII.F.1.e's 2I, VIII.F.1.g's cavalry SP */

  victory = bth_scenario_get_victory (scenario, &n);
  for (guint i = 0; i < n; i++)
    {
      JsonObject *c = victory[i].check;
      if (g_str_equal (victory[i].rule, "VIII.C.2"))
        {
          JsonArray *inside = json_object_get_array_member (c, "cities");
          JsonArray *control = json_object_get_array_member (c, "control_cities");
          assert_quoted ("The non-French player must control Gibraltar to win the game.", "000:1600", "VIII.D.4.b");
          g_assert_cmpuint (json_array_get_length (inside), ==, 2);   /* Bayonne and Toulouse */
          for (guint j = 0; j < json_array_get_length (inside); j++)
            g_assert_cmpstr (json_array_get_string_element (inside, j), !=, "Gibraltar");
          g_assert_cmpstr (json_array_get_string_element (control, 0), ==, "Gibraltar");
        }
      if (g_str_equal (victory[i].rule, "VIII.C.3"))
        {
          g_assert_cmpstr (json_object_get_string_member (c, "type"), ==, "sp_in_cities");
          g_assert_true (json_object_get_boolean_member (c, "unbesieged"));
          g_assert_cmpint (json_object_get_int_member (c, "min_sp"), ==, 1);
          g_assert_cmpint (json_object_get_int_member (c, "any_city_of_mapboard"), ==, 1);
        }
    }
}

/* docs/readings.md has a row that names WHAT and the option NAME. */
static void
assert_reading_named (const char *what, const char *option)
{
  g_autofree char *path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "docs", "readings.md", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  gboolean found = FALSE;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    found |= g_str_has_prefix (lines[i], "| ") && strstr (lines[i], what) != NULL && strstr (lines[i], option) != NULL;
  if (!found)
    g_error ("docs/readings.md names no reading of %s with the option %s", what, option);
}

/* "French strength point(s)" and "French units" in a victory condition are read one way
 * everywhere: France's own, satellites excluded (docs/readings.md). */
static void
test_french_sp_reading (void)
{
  g_auto(GStrv) ids = bth_scenario_list_builtin ();
  int checked = 0;

  for (guint s = 0; ids[s] != NULL; s++)
    {
      g_autoptr(BthScenario) scenario = load (ids[s]);
      const BthScenarioVictory *victory;
      gboolean named = FALSE;
      guint n;

      victory = bth_scenario_get_victory (scenario, &n);
      for (guint i = 0; i < n; i++)
        {
          JsonObject *c = victory[i].check;
          /* "French strength point" or "French units", not "non-French …" (VIII.C.2 has both:
           * "no French units inside any city on mapboard 1, and … non-French strength point"). */
          gboolean own = g_regex_match_simple ("(^|[^-])French (strength point|units)", victory[i].text, 0, 0);
          if (!own || c == NULL)
            continue;
          /* Whose strength points: the French side's own (power) or the enemy's. */
          if (json_object_has_member (c, "enemy_side"))
            g_assert_cmpstr (json_object_get_string_member_with_default (c, "enemy_power", ""), ==, "france");
          else
            g_assert_cmpstr (json_object_get_string_member_with_default (c, "power", ""), ==, "france");
          checked++;
          named = TRUE;
        }
      if (named)
        {
          const char * const *tbe = bth_scenario_get_to_be_entered (scenario);
          gboolean listed = FALSE;
          for (guint i = 0; tbe[i] != NULL; i++)
            listed |= strstr (tbe[i], "satellites excluded") != NULL;
          if (!listed)
            g_error ("%s: the \"French strength point\" reading is not in to_be_entered", ids[s]);
        }
    }
  g_assert_cmpint (checked, >=, 6);   /* I.C.1, IV.C.2, VIII.C.1-3, X.C.1.b */
  /* The reading and its option are named in docs/readings.md. */
  assert_reading_named ("\"French strength point(s)\" and \"French units\"", "french_sp_includes_satellites");
}

/* IV.E.2.a "Russian forces (deploy in Russia): Within one hex of Vilna … Kovno": all five;
 * IV.E.1.b's satellite-stack leaders have no printed nationality. VII: the partisan
 * replacement of VI.D.5.f against VII.F.7, named. */
static void
test_russia_and_waterloo (void)
{
  g_autoptr(BthScenario) russia = load ("russia-1812");
  g_autoptr(BthScenario) waterloo = load ("waterloo-1815");
  const BthScenarioForce *d;
  const char * const *tbe;
  int within = 0;
  gboolean nationality = FALSE, conflict = FALSE;
  guint n;

  assert_quoted ("Russian forces (deploy in Russia): Within one hex of Vilna", "000:1151", "IV.E.2.a");
  d = bth_scenario_get_deployment (russia, &n);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (d[i].rule, "IV.E.2.a") && d[i].placement == BTH_PLACEMENT_WITHIN_ONE_HEX)
      {
        within++;
        if (d[i].note == NULL || strstr (d[i].note, "Deploy in Russia") == NULL)
          g_error ("IV deployment[%u] within one hex of %s lacks \"Deploy in Russia\"", i, d[i].place);
      }
  g_assert_cmpint (within, ==, 5);
  tbe = bth_scenario_get_to_be_entered (russia);
  for (guint i = 0; tbe[i] != NULL; i++)
    nationality |= strstr (tbe[i], "nationality of the leaders") != NULL;
  g_assert_true (nationality);

  assert_quoted ("There are no replacements in this scenario.", "000:1545", "VII.F.7");
  g_assert_nonnull (bth_scenario_find_rule (waterloo, "partisans-replaced"));
  tbe = bth_scenario_get_to_be_entered (waterloo);
  for (guint i = 0; tbe[i] != NULL; i++)
    conflict |= strstr (tbe[i], "VI.D.5") != NULL && strstr (tbe[i], "VII.F.7") != NULL;
  g_assert_true (conflict);
  assert_reading_named ("VII.F.7", "no_partisan_replacements");
}

/* Leaders whose nationality the text does not print (IV.E.1.b: "In Prussia, within one hex
 * of Warsaw: Jerome, Leader (0), 6I (Po), 3I (S) …"; VI.E.1.b: "At Cologne: Jerome"): marked
 * nationality_unprinted, and each scenario with one lists the question in to_be_entered. */
static void
test_leader_nationality_unprinted (void)
{
  static const struct { const char *id; int count; } wanted[] = {
    { "russia-1812", 3 }, { "final-glory-1812", 3 }, { "napoleon-at-bay-1814", 1 },
  };
  g_auto(GStrv) ids = bth_scenario_list_builtin ();

  assert_quoted ("In Prussia, within one hex of Warsaw: Jerome, Leader (0), 6I (Po), 3I (S), 3I (W), 2C (Po), 1C (S), 1C (W)",
                 "000:1145", "IV.E.1.b");
  assert_quoted ("French satellite forces: At Cologne: Jerome", "000:1388", "VI.E.1.b");
  for (guint s = 0; ids[s] != NULL; s++)
    {
      g_autoptr(BthScenario) scenario = load (ids[s]);
      const BthScenarioForce *d = NULL;
      const char * const *tbe = bth_scenario_get_to_be_entered (scenario);
      int count = 0, want = 0;
      gboolean listed = FALSE;
      guint n;

      d = bth_scenario_get_deployment (scenario, &n);
      for (guint i = 0; i < n; i++)
        for (guint j = 0; j < d[i].n_leaders; j++)
          if (d[i].leaders[j].nationality_unprinted)
            {
              count++;
              /* Only in a French satellite force: the scenario names every other leader's. */
              g_assert_cmpstr (d[i].rule + strlen (d[i].rule) - 5, ==, "E.1.b");
            }
      for (guint i = 0; i < G_N_ELEMENTS (wanted); i++)
        if (g_str_equal (wanted[i].id, ids[s]))
          want = wanted[i].count;
      g_assert_cmpint (count, ==, want);
      for (guint i = 0; tbe[i] != NULL; i++)
        listed |= strstr (tbe[i], "nationality of") != NULL && strstr (tbe[i], "Jerome") != NULL &&
                  strstr (tbe[i], "Leader Display") != NULL;
      g_assert_cmpint (listed, ==, count > 0);
    }
}

/* ---- Months ---- */

/* ---- The loader's errors ---- */

/* The smallest valid scenario, to be broken one way at a time. */
static const char minimal[] =
  "{\"format\": \"berthier-scenario\", \"format_version\": 1, \"ruleset\": \"war-and-peace-4e\","
  " \"number\": \"I\", \"id\": \"test\", \"name\": \"Test\", \"source\": \"000:765-829\","
  " \"start\": \"1805-08\", \"end\": \"1805-12\", \"turns\": 5, \"mapboards\": [2, 3],"
  " \"sides\": [{\"id\": \"french\", \"name\": \"French\", \"powers\": [{\"id\": \"france\", \"name\": \"France\"}]},"
  "            {\"id\": \"non-french\", \"name\": \"Non-French\", \"powers\": [{\"id\": \"austria\", \"name\": \"Austria\"}]}],"
  " \"victory\": [{\"text\": \"t\", \"rule\": \"I.C.1\", \"source\": \"000:782\"}],"
  " \"alliance\": {\"in_force\": false, \"text\": \"none\", \"rule\": \"I.D.1\", \"source\": \"000:790\"},"
  " \"deployment\": [{\"power\": \"france\", \"place\": \"Metz\", \"units\": [\"12I\"], \"rule\": \"I.E.1.a\", \"source\": \"000:807-809\"}],"
  " \"schedule\": [{\"kind\": \"reinforcement\", \"first\": \"1805-09\", \"last\": \"1805-12\","
  "                 \"force\": {\"power\": \"austria\", \"place\": \"Budapest\", \"units\": [\"1I\"], \"rule\": \"I.F.2.a\", \"source\": \"000:825\"},"
  "                 \"text\": \"t\", \"rule\": \"I.F.2.a\", \"source\": \"000:825\"}],"
  " \"rules\": [], \"to_be_entered\": []}";

/* MINIMAL with the first FROM replaced by TO must fail with a message holding NEEDLE. */
static void
assert_load_fails (const char *from, const char *to, const char *needle)
{
  g_autoptr(GString) text = g_string_new (minimal);
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = NULL;
  const char *at = strstr (minimal, from);

  g_assert_nonnull (at);
  g_string_erase (text, at - minimal, strlen (from));
  g_string_insert (text, at - minimal, to);
  scenario = bth_scenario_new_from_data (text->str, -1, "test.json", &error);
  g_assert_null (scenario);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  if (strstr (error->message, needle) == NULL)
    g_error ("expected \"%s\" in \"%s\"", needle, error->message);
  g_assert_true (g_str_has_prefix (error->message, "test.json: $"));
}

/* ---- Supply rules as data (M.3.c) ---- */

static gboolean
says (const char *text, const char *words)
{
  g_autofree char *t = g_ascii_strdown (text, -1);
  g_autofree char *w = g_ascii_strdown (words, -1);

  return strstr (t, w) != NULL;
}

static void
assert_says (const char *text, const char *words, const char *what)
{
  if (!says (text, words))
    g_error ("%s: the rulebook's line does not say \"%s\" (it reads \"%s\")", what, words, text);
}

/* How the rulebook names a power's units ("French", "Dutch") or, by default, the first four
 * letters of the power's name ("Aust" in "Austrian"). */
static const char *
power_word (const BthScenarioPower *power, char *buffer)
{
  static const char *const words[][2] = {
    { "france", "French" }, { "holland", "Dutch" }, { "spain", "Spanish" },
    { "mamelukes-ibrahim", "Ibrahim" }, { "mamelukes-murad", "Murad" }, { "mamelukes-hassan", "Hassan" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (power->id, words[i][0]))
      return words[i][1];
  g_strlcpy (buffer, power->name, 5);
  return buffer;
}

/* How the rulebook names a country of the map ("Italy" for the Kingdom of North Italy). */
static const char *
country_word (BthMap *map, const char *id, const char *what)
{
  for (guint i = 0; i < bth_map_get_n_countries (map); i++)
    {
      const BthMapCountry *c = bth_map_get_country (map, i);
      if (g_str_equal (c->id, id))
        return g_str_equal (id, "north_italy") ? "Italy" : c->name;
    }
  g_error ("%s: \"%s\" is not a country of the map", what, id);
}

/* Each rule's supply data says what its rulebook line says: the units, each named city and
 * country, "major", "home country", "controlled at the start", "gains control",
 * "automatically". */
static void
test_supply_data_quoted (void)
{
  g_auto(GStrv) ids = bth_scenario_list_builtin ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BthMap) map = bth_tec_load_builtin_map (&error);
  guint checked = 0;

  g_assert_no_error (error);
  for (guint s = 0; ids[s] != NULL; s++)
    {
      g_autoptr(BthScenario) scenario = load (ids[s]);
      guint n;
      const BthScenarioRule *rules = bth_scenario_get_rules (scenario, &n);

      for (guint i = 0; i < n; i++)
        {
          const BthScenarioSupply *sup = rules[i].supply;
          g_autofree char *what = g_strdup_printf ("%s rule %s supply", ids[s], rules[i].id);
          g_autofree char *text = NULL;
          char buffer[8];

          if (sup == NULL)
            continue;
          checked++;
          text = source_text (rules[i].source);
          /* the units */
          if (sup->side != NULL)
            assert_says (text, g_str_equal (sup->side, "french") ? "French" : "non-French", what);
          if (sup->neutral)
            assert_says (text, "Neutral units", what);
          if (sup->satellites_of != NULL)
            {
              const BthScenarioPower *of = bth_scenario_find_power (scenario, sup->satellites_of, NULL);
              assert_says (text, power_word (of, buffer), what);
              assert_says (text, "satellite units", what);
            }
          for (guint k = 0; sup->powers != NULL && sup->powers[k] != NULL; k++)
            {
              const BthScenarioPower *power = bth_scenario_find_power (scenario, sup->powers[k], NULL);
              g_assert_nonnull (power);
              g_strlcpy (buffer, power->name, 5);
              if (says (text, power_word (power, buffer)) || says (text, buffer))
                continue;
              /* "French and French satellite units", "all red (English) units" */
              if (power->satellite_of != NULL && says (text, "satellite"))
                continue;
              if (strstr (power->name, "(red") != NULL && says (text, "red ("))
                continue;
              g_error ("%s: the rulebook's line does not name %s's units (it reads \"%s\")", what, power->name, text);
            }
          /* the sources */
          for (guint k = 0; sup->cities[k] != NULL; k++)
            assert_says (text, sup->cities[k], what);
          for (guint k = 0; sup->hexes[k] != NULL; k++)
            assert_says (text, sup->hexes[k], what);
          for (guint k = 0; sup->cities_held_inside[k] != NULL; k++)
            {
              assert_says (text, sup->cities_held_inside[k], what);
              assert_says (text, "un-besieged", what);
              assert_says (text, "inside the city being used as a supply source", what);
            }
          for (guint k = 0; sup->major_cities_of[k] != NULL; k++)
            {
              assert_says (text, "any major city in", what);
              assert_says (text, country_word (map, sup->major_cities_of[k], what), what);
            }
          for (guint k = 0; sup->cities_of[k] != NULL; k++)
            {
              assert_says (text, "city in", what);
              g_assert_false (says (text, "major city in"));
              assert_says (text, country_word (map, sup->cities_of[k], what), what);
            }
          if (sup->home == BTH_SCENARIO_HOME_MAJOR)
            {
              assert_says (text, "major city in", what);
              assert_says (text, "unit's home country", what);
            }
          if (sup->home == BTH_SCENARIO_HOME_ANY)
            {
              assert_says (text, "any city in the unit's home country", what);
            }
          if (sup->controlled_at_start != NULL)
            assert_says (text, "controlled at the start of the scenario", what);
          if (sup->lost_with_control != NULL)
            {
              assert_says (text, "gains control", what);
              assert_says (text, "for the remainder of the game", what);
            }
          for (guint k = 0; sup->unsupplied_in[k] != NULL; k++)
            {
              assert_says (text, "automatically unsupplied", what);
              assert_says (text, country_word (map, sup->unsupplied_in[k], what), what);
            }
          if (sup->while_neutral != NULL)
            {
              g_autofree char *words = g_strdup_printf ("while %s is neutral",
                                                        bth_scenario_find_power (scenario, sup->while_neutral,
                                                                                 NULL)->name);
              assert_says (text, words, what);
            }
          if (sup->automatic)
            g_assert_true (says (text, "automatically in supply") || says (text, "always considered supplied"));
        }
    }
  /* Every scenario's supply rules are data (XI.D.5.b's among them), but X's — the Grand
   * Campaign's text states no scenario supply source: M.3.a applies — and XI.D.5.a's ("after
   * January, 1813 … the major city of a minor state which is controlled by that major
   * state": a date and a control the data cannot express), which stay notes. */
  g_assert_cmpuint (checked, >=, 36);
}

/* Each supply rule cites its own scenario's section (IV.D.2.b), or another's whose special
 * rules its own text puts in effect — IX.D: "All special rules from Scenario VIII are in
 * effect." IX has no D.2 of its own: its supply rules are VIII.D.2.a-c, cited as VIII's, the
 * same rules with the same lines as scenario VIII's. */
static void
test_supply_rule_references (void)
{
  g_auto(GStrv) ids = bth_scenario_list_builtin ();
  guint borrowed = 0;

  for (guint s = 0; ids[s] != NULL; s++)
    {
      g_autoptr(BthScenario) scenario = load (ids[s]);
      const char *number = bth_scenario_get_number (scenario);
      guint n;
      const BthScenarioRule *rules = bth_scenario_get_rules (scenario, &n);

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *own = g_strconcat (number, ".", NULL);
          g_autofree char *other = NULL, *in_effect = NULL;
          gboolean found = FALSE;

          if (rules[i].supply == NULL || g_str_has_prefix (rules[i].rule, own))
            continue;
          other = g_strndup (rules[i].rule, strcspn (rules[i].rule, "."));
          in_effect = g_strdup_printf ("All special rules from Scenario %s are in effect.", other);
          for (guint k = 0; k < n && !found; k++)
            if (g_str_equal (rules[k].text, in_effect) && g_str_has_prefix (rules[k].rule, own))
              {
                g_autofree char *line = source_text (rules[k].source);
                found = says (line, in_effect);
                /* The rule says so in players' words: "(VIII.D.2.a, in effect by IX.D)". */
                if (found && g_strcmp0 (rules[i].supply->in_effect_by, rules[k].rule) != 0)
                  g_error ("%s rule %s: in_effect_by is \"%s\", not %s", ids[s], rules[i].id,
                           rules[i].supply->in_effect_by, rules[k].rule);
              }
          /* Or a rule of this scenario that continues OTHER's rules for a time (XI.D.1.a: "set up
           * and complete the 1812 scenario (Scenario IV) … continued through …"): named by
           * in_effect_by, its line names the scenario, and the supply rule is dated. */
          for (guint k = 0; k < n && !found && rules[i].supply->in_effect_by != NULL; k++)
            if (g_str_equal (rules[k].rule, rules[i].supply->in_effect_by) && g_str_has_prefix (rules[k].rule, own))
              {
                g_autofree char *line = source_text (rules[k].source);
                g_autofree char *scenario_other = g_strdup_printf ("(Scenario %s)", other);
                found = says (line, scenario_other) && says (line, "continued through") &&
                        (rules[i].supply->from != 0 || rules[i].supply->until != 0);
              }
          if (!found)
            g_error ("%s rule %s cites %s, but no rule of %s puts %s's special rules in effect",
                     ids[s], rules[i].id, rules[i].rule, number, other);
          /* the other scenario's own rule, same reference and line */
          found = FALSE;
          for (guint t = 0; ids[t] != NULL && !found; t++)
            {
              g_autoptr(BthScenario) o = load (ids[t]);
              guint m;
              const BthScenarioRule *orules = bth_scenario_get_rules (o, &m);
              if (!g_str_equal (bth_scenario_get_number (o), other))
                continue;
              for (guint k = 0; k < m && !found; k++)
                found = orules[k].supply != NULL && g_str_equal (orules[k].rule, rules[i].rule) &&
                        g_str_equal (orules[k].source, rules[i].source) && g_str_equal (orules[k].text, rules[i].text);
            }
          if (!found)
            g_error ("%s rule %s: scenario %s has no supply rule %s at %s", ids[s], rules[i].id, other,
                     rules[i].rule, rules[i].source);
          borrowed++;
        }
    }
  g_assert_cmpuint (borrowed, ==, 5);   /* IX: VIII.D.2.a, b, c; XI: IV.D.2.a, b */
}

/* XI.D.1.a continues Scenario IV's rules; XI.D.5.a: "Supply sources, after January, 1813, are
 * …": IV's supply rules (IV.D.2.a, b) hold in XI until January 1813, and no other scenario's
 * supply rule is dated. */
static void
test_supply_rule_dates (void)
{
  g_auto(GStrv) ids = bth_scenario_list_builtin ();
  guint dated = 0;

  for (guint s = 0; ids[s] != NULL; s++)
    {
      g_autoptr(BthScenario) scenario = load (ids[s]);
      guint n;
      const BthScenarioRule *rules = bth_scenario_get_rules (scenario, &n);

      for (guint i = 0; i < n; i++)
        {
          const BthScenarioSupply *sup = rules[i].supply;
          if (sup == NULL || (sup->from == 0 && sup->until == 0))
            continue;
          g_assert_cmpstr (ids[s], ==, "final-glory-1812");
          g_assert_true (g_str_has_prefix (rules[i].rule, "IV.D.2."));
          g_assert_cmpint (sup->from, ==, 0);
          g_assert_cmpint (sup->until, ==, bth_month_make (1813, 1));
          g_assert_cmpstr (sup->in_effect_by, ==, "XI.D.1.a");
          for (guint k = 0; k < n; k++)
            if (g_str_equal (rules[k].rule, "XI.D.5.a"))
              {
                g_autofree char *line = source_text (rules[k].source);
                assert_says (line, "Supply sources, after January, 1813, are", "XI.D.5.a");
                dated++;
              }
        }
    }
  g_assert_cmpuint (dated, ==, 2);
}

static void
test_supply_loader_errors (void)
{
  const char *rule = "\"rules\": [{\"id\": \"s\", \"text\": \"t\", \"rule\": \"I.D.2.a\", \"source\": \"000:800\", "
                     "\"supply\": %s}], \"to_be_entered\": []";
  struct { const char *supply, *needle; } cases[] = {
    { "{\"side\": \"french\", \"cities\": [\"Milan\"], \"via\": 1}", "$.rules[0].supply: unknown key \"via\"" },
    { "{\"cities\": [\"Milan\"]}", "$.rules[0].supply: give exactly one of" },
    { "{\"side\": \"french\", \"powers\": [\"france\"], \"cities\": [\"Milan\"]}", "give exactly one of" },
    { "{\"side\": \"british\", \"cities\": [\"Milan\"]}", "$.rules[0].supply: side: no side \"british\"" },
    { "{\"powers\": [\"prussia\"], \"cities\": [\"Milan\"]}", "powers[0]: no power \"prussia\"" },
    { "{\"side\": \"french\"}", "names no source" },
    { "{\"side\": \"french\", \"home\": \"minor\"}", "home: \"minor\" is not" },
    { "{\"side\": \"french\", \"hexes\": [\"HH4\"]}", "hexes[0]: \"HH4\" is not a hex with its mapboard" },
    { "{\"side\": \"french\", \"cities\": [\"Milan\", \"Milan\"]}", "$.rules[0].supply.cities: \"Milan\" is listed twice" },
    { "{\"side\": \"french\", \"controlled_at_start\": \"Held at start\"}",
      "$.rules[0].supply.controlled_at_start: \"Held at start\" is not an item of $.to_be_entered" },
    { "{\"side\": \"french\", \"cities\": [\"Milan\"], \"until\": \"January 1813\"}",
      "$.rules[0].supply: until: \"January 1813\" is not a month" },
    { "{\"side\": \"french\", \"cities\": [\"Milan\"], \"from\": \"1813-02\", \"until\": \"1813-01\"}",
      "$.rules[0].supply: until: before from" },
    { "{\"side\": \"french\", \"cities\": [\"Milan\"], \"in_effect_by\": \"\"}",
      "$.rules[0].supply: \"in_effect_by\" is empty" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *to = g_strdup_printf (rule, cases[i].supply);
      assert_load_fails ("\"rules\": [], \"to_be_entered\": []", to, cases[i].needle);
    }
  {
    /* The item listed: loads. */
    g_autoptr(GError) error = NULL;
    g_autoptr(GString) text = g_string_new (minimal);
    g_autoptr(BthScenario) ok = NULL;
    const char *from = "\"rules\": [], \"to_be_entered\": []";
    const char *at = strstr (minimal, from);
    g_string_erase (text, at - minimal, strlen (from));
    g_string_insert (text, at - minimal,
                     "\"rules\": [{\"id\": \"s\", \"text\": \"t\", \"rule\": \"I.D.2.a\", \"source\": \"000:800\", "
                     "\"supply\": {\"side\": \"french\", \"controlled_at_start\": \"Held at start\"}}], "
                     "\"to_be_entered\": [\"Held at start\"]");
    ok = bth_scenario_new_from_data (text->str, -1, "test.json", &error);
    g_assert_no_error (error);
    g_assert_cmpstr (bth_scenario_get_rules (ok, NULL)[0].supply->controlled_at_start, ==, "Held at start");
  }
}

static void
test_loader_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) ok = bth_scenario_new_from_data (minimal, -1, "test.json", &error);

  g_assert_no_error (error);
  g_assert_cmpint (bth_scenario_get_turns (ok), ==, 5);

  assert_load_fails ("\"rules\": []", "\"rules\": [], \"weather\": 1",
                     "$: unknown key \"weather\"");
  assert_load_fails ("\"turns\": 5", "\"turns\": \"5\"", "$.turns: expected an integer");
  assert_load_fails ("\"turns\": 5", "\"turns\": 6", "$.turns: 6, but the start and end months make 5 turns");
  assert_load_fails ("\"start\": \"1805-08\"", "\"start\": \"1805-13\"",
                     "$.start: \"1805-13\" is not a month (YYYY-MM)");
  assert_load_fails ("\"end\": \"1805-12\"", "\"end\": \"1805-07\"",
                     "$.end: 1805-07 is before the start 1805-08");
  assert_load_fails ("\"units\": [\"12I\"]", "\"units\": [\"12X\"]",
                     "$.deployment[0].units[0]: \"12X\" is not a unit");
  assert_load_fails ("\"power\": \"france\"", "\"power\": \"prussia\"",
                     "$.deployment[0]: no power \"prussia\"");
  assert_load_fails ("\"first\": \"1805-09\"", "\"first\": \"1806-01\"",
                     "$.schedule[0]: 1806-01 is outside the scenario (1805-08 to 1805-12)");
  assert_load_fails ("\"kind\": \"reinforcement\"", "\"kind\": \"levy\"",
                     "$.schedule[0].kind: \"levy\" is not reinforcement");
  assert_load_fails ("\"source\": \"000:825\"}", "\"source\": \"000:825-800\"}",
                     "$.schedule[0].force.source: line range 825-800 runs backwards");
  assert_load_fails ("\"number\": \"I\"", "\"number\": \"1\"", "$.number: \"1\" is not a roman numeral");
  assert_load_fails ("\"place\": \"Metz\",", "\"place\": \"Metz\", \"place\": \"Toul\",", "duplicate");
  assert_load_fails ("\"text\": \"t\", \"rule\": \"I.F.2.a\", \"source\": \"000:825\"}]",
                     "\"points\": 2, \"text\": \"t\", \"rule\": \"I.F.2.a\", \"source\": \"000:825\"}]",
                     "$.schedule[0]: replacement points need the \"side\" that receives them");
  assert_load_fails ("\"mapboards\": [2, 3]", "\"mapboards\": [3, 2]",
                     "$.mapboards: map boards must be listed once each, ascending");
  assert_load_fails ("\"alliance\": {\"in_force\": false,", "\"alliance\": {\"in_force\": 0,",
                     "$.alliance.in_force: expected true or false");
  assert_load_fails ("\"victory\":",
                     "\"alternate_starts\": [{\"id\": \"a\", \"start\": \"1805-09\", \"text\": \"t\", \"rule\": \"I.C.3.a\","
                     " \"source\": \"000:784\", \"neutral\": [\"prussia\"]}], \"victory\":",
                     "$.alternate_starts[0].neutral[0]: no power \"prussia\"");
  assert_load_fails ("\"victory\":",
                     "\"alternate_starts\": [{\"id\": \"a\", \"start\": \"1805-09\", \"text\": \"t\", \"rule\": \"I.C.3.a\","
                     " \"source\": \"000:784\", \"deployment\": []}], \"victory\":",
                     "$.alternate_starts[0].deployment");
  assert_load_fails ("\"rules\": []",
                     "\"rules\": [{\"id\": \"r\", \"text\": \"t\", \"rule\": \"I.D.1\", \"source\": \"000:784\","
                     " \"roll\": {\"dice\": 1, \"at_least\": 5, \"modifiers\": [{\"value\": 0, \"with\": \"Nelson\"}]}}]",
                     "$.rules[0].roll.modifiers[0]: a modifier of 0 modifies nothing");
  assert_load_fails ("\"rules\": []",
                     "\"rules\": [{\"id\": \"r\", \"text\": \"t\", \"rule\": \"I.D.1\", \"source\": \"000:784\","
                     " \"roll\": {\"dice\": 4, \"at_least\": 5}}]",
                     "$.rules[0].roll.dice");
}

static void
test_load_file (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "scenarios",
                                            "01-austerlitz-1805.json", NULL);
  g_autofree char *missing = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "scenarios",
                                               "no-such.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_new_from_file (path, &error);
  g_autoptr(BthScenario) none = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (bth_scenario_get_id (scenario), ==, "austerlitz-1805");
  none = bth_scenario_load_builtin ("no-such-scenario", &error);
  g_assert_null (none);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (bth_scenario_new_from_file (missing, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* ---- berthier-cli ---- */

static int
run_cli (const char *arg1, const char *arg2, char **out, char **err)
{
  const char *argv[] = { g_getenv ("BERTHIER_CLI"), arg1, arg2, NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, out, err, &error);
  g_assert_no_error (error);
  return g_subprocess_get_exit_status (process);
}

static void
test_cli_list (void)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *list;

  g_assert_cmpint (run_cli ("scenarios", NULL, &out, &err), ==, 0);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  list = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (list), ==, 14);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *o = json_array_get_object_element (list, i);
      g_autoptr(GList) members = json_object_get_members (o);
      const char *keys[] = { "number", "id", "name", "start", "end", "turns" };
      guint k = 0;

      g_assert_cmpuint (g_list_length (members), ==, G_N_ELEMENTS (keys));
      for (GList *m = members; m != NULL; m = m->next, k++)
        g_assert_cmpstr (m->data, ==, keys[k]);
      g_assert_cmpstr (json_object_get_string_member (o, "number"), ==, numerals[i]);
    }
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (list, 0), "start"), ==, "1805-08");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (list, 0), "turns"), ==, 5);
}

static void
test_cli_one (void)
{
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *o;

  g_assert_cmpint (run_cli ("scenario", "austerlitz-1805", &out, &err), ==, 0);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  o = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (o, "id"), ==, "austerlitz-1805");
  g_assert_cmpstr (json_object_get_string_member (o, "end"), ==, "1805-12");
  g_assert_true (json_object_has_member (o, "deployment"));
  g_assert_true (json_object_has_member (o, "schedule"));

  g_assert_cmpint (run_cli ("scenario", "borodino-1812", &out2, &err2), ==, 2);
  g_assert_nonnull (strstr (err2, "\"borodino-1812\""));
  /* One line: its only newline ends it. */
  g_assert_true (g_str_has_suffix (err2, "\n"));
  g_assert_true (strchr (err2, '\n') == err2 + strlen (err2) - 1);
  g_assert_cmpstr (out2, ==, "");
}

/* berthier-cli scenario-roll: XIV.G.3's engagement with the players' die and Nelson. */
static void
test_cli_roll (void)
{
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL, *path = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *o, *m;
  int fd = g_file_open_tmp ("scenario-roll-XXXXXX.json", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path,
                                      "{\"scenario\": \"egypt-1798\", \"special_rule\": \"optional-naval-blockade-procedure\","
                                      " \"with\": [\"Nelson\"], \"dice\": 4}", -1, &error));
  g_assert_cmpint (run_cli ("scenario-roll", path, &out, &err), ==, 0);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  o = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (o, "rule"), ==, "XIV.G.3");
  g_assert_cmpint (json_object_get_int_member (o, "dice"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (o, "modified"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (o, "needed"), ==, 5);
  g_assert_true (json_object_get_boolean_member (o, "succeeded"));
  m = json_array_get_object_element (json_object_get_array_member (o, "modifiers"), 0);
  g_assert_cmpstr (json_object_get_string_member (m, "rule"), ==, "XIV.G.3");

  g_assert_true (g_file_set_contents (path,
                                      "{\"scenario\": \"egypt-1798\", \"special_rule\": \"syria-closed\"}", -1, &error));
  g_assert_cmpint (run_cli ("scenario-roll", path, &out2, &err2), ==, 2);
  g_assert_nonnull (strstr (err2, "syria-closed"));
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "seeds", RULEBOOK, NULL);
  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  seed_lines = g_strsplit (text, "\n", -1);
  seed_n_lines = g_strv_length (seed_lines);

  g_test_add_func ("/scenarios/builtin/list", test_builtin_list);
  g_test_add_func ("/scenarios/builtin/calendar", test_calendar);
  g_test_add_func ("/scenarios/builtin/forces-quoted", test_forces_quoted);
  g_test_add_func ("/scenarios/builtin/texts-quoted", test_texts_quoted);
  g_test_add_func ("/scenarios/builtin/totals", test_totals);
  g_test_add_func ("/scenarios/austerlitz", test_austerlitz);
  g_test_add_func ("/scenarios/leader-values", test_leader_values);
  g_test_add_func ("/scenarios/replacement-points", test_replacement_points);
  g_test_add_func ("/scenarios/months-of-rules", test_months_of_rules);
  g_test_add_func ("/scenarios/egypt-toulon-start", test_egypt_toulon_start);
  g_test_add_func ("/scenarios/rolls-quoted", test_rolls_quoted);
  g_test_add_func ("/scenarios/egypt-rolls", test_egypt_rolls);
  g_test_add_func ("/scenarios/peninsular-details", test_peninsular_details);
  g_test_add_func ("/scenarios/french-sp-reading", test_french_sp_reading);
  g_test_add_func ("/scenarios/russia-and-waterloo", test_russia_and_waterloo);
  g_test_add_func ("/scenarios/leader-nationality-unprinted", test_leader_nationality_unprinted);
  g_test_add_func ("/scenarios/loader/errors", test_loader_errors);
  g_test_add_func ("/scenarios/loader/supply-errors", test_supply_loader_errors);
  g_test_add_func ("/scenarios/builtin/supply-data-quoted", test_supply_data_quoted);
  g_test_add_func ("/scenarios/builtin/supply-rule-references", test_supply_rule_references);
  g_test_add_func ("/scenarios/builtin/supply-rule-dates", test_supply_rule_dates);
  g_test_add_func ("/scenarios/loader/file", test_load_file);
  g_test_add_func ("/scenarios/cli/list", test_cli_list);
  g_test_add_func ("/scenarios/cli/one", test_cli_one);
  g_test_add_func ("/scenarios/cli/roll", test_cli_roll);
  {
    int status = g_test_run ();
    g_strfreev (seed_lines);
    return status;
  }
}
