/* test-lga-rules-seed.c — every cell of La Grande Armée's ruleset, checked against the seed.
 *
 * The charts are read from the seed text itself (001_29b41451c1751e3c.txt): each check
 * finds its chart by content (its heading and header row), splits the rows that follow
 * (tab-separated, or space-separated in the copies printed that way) and compares every
 * cell with data/la-grande-armee/rules/la-grande-armee.json. The numbers the rules state in
 * prose are checked against the rule's own paragraph, found by its number ("[12.44]").
 * Where the copies of a chart disagree, the shipped reading and the named alternative
 * (docs/readings.md) are each checked against the copies that print them.
 *
 * Environment:
 *   BERTHIER_SOURCE_ROOT   the repository (required)
 *   BERTHIER_LGA_RULEBOOK  the seed; else ../shared/seeds/001_29b41451c1751e3c.txt beside the
 *                          repository; the test is skipped when neither exists
 */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>

#define SEED_FILE "001_29b41451c1751e3c.txt"

static char    **lines;     /* lines[0] is line 1 */
static guint     n_lines;
static JsonObject *rules;
static guint     n_checks;

/* ---------------------------------------------------------------------------------- */

static JsonNode *
at (const char *path)
{
  g_autoptr(JsonPath) p = json_path_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) found = NULL;
  JsonArray *array;

  json_node_set_object (root, rules);
  g_assert_true (json_path_compile (p, path, NULL));
  found = json_path_match (p, root);
  array = json_node_get_array (found);
  if (json_array_get_length (array) != 1)
    {
      g_test_fail_printf ("%s: not in the ruleset", path);
      return NULL;
    }
  return json_node_copy (json_array_get_element (array, 0));
}

/* Every string at_string() gave, freed when the tests end: the checks pass them straight
 * to expect(). */
static GPtrArray *strings;

static const char *
keep (char *text)
{
  if (strings == NULL)
    strings = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (strings, text);
  return text;
}

static const char *
at_string (const char *fmt, ...) G_GNUC_PRINTF (1, 2);
static const char *
at_string (const char *fmt, ...)
{
  va_list args;
  g_autofree char *path = NULL;
  g_autoptr(JsonNode) node = NULL;

  va_start (args, fmt);
  path = g_strdup_vprintf (fmt, args);
  va_end (args);
  node = at (path);
  if (node == NULL)
    return keep (g_strdup ("(absent)"));
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return keep (g_strdup (json_node_get_string (node)));
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    return keep (g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node)));
  return keep (json_to_string (node, FALSE));
}

static void
expect (const char *want, const char *got, guint line, const char *what)
{
  n_checks++;
  if (g_strcmp0 (want, got) != 0)
    g_test_fail_printf ("%s: the ruleset has \"%s\", the seed's line %u \"%s\"", what, got, line, want);
}

/* The first line at or after FROM (0-based) holding NEEDLE, or -1. */
static int
find_line (int from, const char *needle)
{
  for (guint i = MAX (from, 0); i < n_lines; i++)
    if (strstr (lines[i], needle) != NULL)
      return (int) i;
  return -1;
}

/* Non-empty cells of LINE, split on tabs or, with BY_SPACE, on blanks. */
static char **
cells (guint line, gboolean by_space)
{
  g_auto (GStrv) raw = by_space ? g_regex_split_simple ("[\\t ]+", lines[line], 0, 0) : g_strsplit (lines[line], "\t", -1);
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; raw[i] != NULL; i++)
    {
      g_autofree char *c = g_strstrip (g_strdup (raw[i]));
      if (*c != '\0')
        g_ptr_array_add (out, g_steal_pointer (&c));
    }
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_free (out, FALSE);
}

/* The paragraph of rule NUMBER ("12.44") holds TEXT. */
static void
rule_says (const char *number, const char *text)
{
  g_autofree char *tag = g_strdup_printf ("[%s]", number);
  int line = -1;

  for (guint i = 0; i < n_lines && line < 0; i++)
    if (g_str_has_prefix (lines[i], tag))
      line = (int) i;
  n_checks++;
  if (line < 0)
    {
      g_test_fail_printf ("rule %s is not in the seed", tag);
      return;
    }
  /* a paragraph may run over a page break or hold a small table: look at the lines up to
   * the next rule number */
  for (int i = line; i < MIN ((int) n_lines, line + 12); i++)
    {
      if (i > line && lines[i][0] == '[')
        break;
      if (strstr (lines[i], text) != NULL)
        return;
    }
  g_test_fail_printf ("rule %s (line %d) does not say \"%s\"", tag, line + 1, text);
}

static gboolean
ready (void)
{
  if (lines == NULL)
    {
      g_test_skip ("the seed " SEED_FILE " was not found (set BERTHIER_LGA_RULEBOOK)");
      return FALSE;
    }
  return TRUE;
}

/* ---------------------------------------------------------------------------------- */

static void
test_skirmish (void)
{
  int head;
  guint copies = 0;

  if (!ready ())
    return;
  /* Every copy with an odds header row "Die 1:2 1:1 2:1 3:1 4:1" (the garbled "12 14 24"
   * copy has none and is not the table). */
  for (head = find_line (0, "Die\t1:2\t1:1\t2:1\t3:1\t4:1"); head >= 0; head = find_line (head + 1, "Die\t1:2\t1:1\t2:1\t3:1\t4:1"))
    {
      g_auto (GStrv) header = cells (head, FALSE);
      copies++;
      for (guint c = 0; c < 5; c++)
        {
          const char *got = at_string ("$.skirmish.columns[%u]", c);
          expect (header[c + 1], got, head + 1, "skirmish column");
        }
      for (guint d = 0; d < 6; d++)
        {
          g_auto (GStrv) row = cells (head + 1 + d, FALSE);
          g_autofree char *die = g_strdup_printf ("%u", d + 1);
          expect (row[0], die, head + 2 + d, "skirmish die");
          for (guint c = 0; c < 5; c++)
            {
              const char *got = at_string ("$.skirmish.rows[%u].results[%u]", d, c);
              g_autofree char *what = g_strdup_printf ("skirmish die %u, %s", d + 1, header[c + 1]);
              expect (row[c + 1], got, head + 2 + d, what);
            }
        }
      /* The modifiers' chart labels are printed beside the table. */
      for (guint m = 0; m < 6; m++)
        {
          const char *label = at_string ("$.skirmish.modifiers[%u].chart", m);
          n_checks++;
          if (find_line (head - 2, label) < 0 || find_line (head - 2, label) > head + 10)
            g_test_fail_printf ("skirmish modifier chart label \"%s\" is not beside the table (line %d)", label, head + 1);
        }
      n_checks++;
      g_assert_cmpint (find_line (head, "A modified die roll of less than 1 is treated as a 1, a modified roll of more than 6 is treated as a 6"), <=, head + 10);
    }
  g_assert_cmpuint (copies, ==, 1);
  /* The values, from 11.2 (its minus signs were turned into list bullets: "- 1", "- 2"). */
  {
    int r = find_line (0, "[11.2] SKIRMISH COMBAT DIE ROLL MODIFIERS");
    const char *says[] = { "+1 For each horse artillery strength point in the attacking", "- 1 For each horse artillery strength point in the defending",
                           "+ The Combat Bonus of the highest-ranking attacking leader", "- The Combat Bonus of the highest-ranking defending leader",
                           "- 2 If any of the attacking units are unsupported", "+2 If any of the defending units are unsupported" };
    const char *values[] = { "1", "-1", "1", "-1", "-2", "2" };
    for (guint m = 0; m < 6; m++)
      {
        int l = find_line (r, says[m]);
        const char *got = at_string ("$.skirmish.modifiers[%u].value", m);
        n_checks++;
        if (l < 0 || l > r + 14)
          g_test_fail_printf ("11.2 does not say \"%s\"", says[m]);
        expect (values[m], got, l + 1, says[m]);
      }
  }
  rule_says ("11.13", "No more than 4 strength points of cavalry may attack or defend");
  expect ("4", at_string ("$.skirmish.max_cavalry_sp.value"), 0, "11.13");
  rule_says ("11.41", "two hexes away");
  expect ("2", at_string ("$.skirmish.retreat_hexes.value"), 0, "11.41");
  g_test_message ("%u checks so far", n_checks);
}

static void
test_odds (void)
{
  static const char * const steps[] = { "1:2", "3:5", "3:4", "1:1", "4:3", "5:3", "2:1", "3:1" };
  int head = -1;
  guint copies_35 = 0;

  if (!ready ())
    return;
  /* The copies as "1:2<TAB>-4" lines (Map A), "1:2 -4" (Map B) or in the CRT's third column. */
  for (guint i = 0; i < 8; i++)
    {
      const char *odds = at_string ("$.battle_odds.steps[%u].odds", i);
      const char *drm = at_string ("$.battle_odds.steps[%u].drm", i);
      g_autofree char *printed = g_strdup_printf ("%s%s", drm[0] == '-' || g_str_equal (drm, "0") ? "" : "+", drm);
      g_autofree char *tab = g_strdup_printf ("%s\t%s", odds, printed), *space = g_strdup_printf ("%s %s", odds, printed);
      guint found = 0;
      expect (steps[i], odds, 0, "odds step");
      for (int l = find_line (0, odds); l >= 0; l = find_line (l + 1, odds))
        {
          g_auto (GStrv) c = cells (l, FALSE);
          gboolean in_crt = FALSE;
          for (guint k = 3; g_strv_length (c) >= 4 && c[k] != NULL; k++)
            in_crt |= g_str_equal (c[k], space);
          found += (g_str_equal (lines[l], tab) || g_str_equal (lines[l], space) || in_crt);
        }
      n_checks++;
      /* 3:5 is in two copies; the Map B copy prints 1:3 in its place */
      if (found < (g_str_equal (odds, "3:5") ? 2u : 3u))
        g_test_fail_printf ("odds %s %s is printed %u times in the seed", odds, printed, found);
      if (g_str_equal (odds, "3:5"))
        copies_35 = found;
    }
  g_assert_cmpuint (copies_35, ==, 2);
  head = find_line (find_line (0, "MAP SECTION B"), "1:3 -3");
  n_checks++;
  g_assert_cmpint (head, >, 0);
  expect ("1:3", at_string ("$.battle_odds.readings.odds_map_b_1_3.odds"), head + 1, "the Map B odds");
  expect ("-3", at_string ("$.battle_odds.readings.odds_map_b_1_3.drm"), head + 1, "the Map B odds");
  expect ("3:5", at_string ("$.battle_odds.readings.odds_map_b_1_3.replaces"), head + 1, "the Map B odds");
  rule_says ("12.14", "No attack can ever be made at odds worse than 1 to 2");
  expect ("1:2", at_string ("$.battle_odds.minimum.odds"), 0, "12.14");
  rule_says ("12.15", "If the odds of an attack are 4 to 1 or greater, the defending stack is automatically eliminated and the attacker gains 4 Advance Points");
  expect ("4:1", at_string ("$.battle_odds.automatic.odds"), 0, "12.15");
  expect ("4", at_string ("$.battle_odds.automatic.advance_points"), 0, "12.15");
}

static void
test_crt (void)
{
  guint copies = 0;

  if (!ready ())
    return;
  for (int head = find_line (0, "Dice\tAttacker's Result\tDefender's Result"); head >= 0;
       head = find_line (head + 1, "Dice\tAttacker's Result\tDefender's Result"))
    {
      copies++;
      for (guint r = 0; r < 15; r++)
        {
          g_auto (GStrv) c = cells (head + 1 + r, FALSE);
          const char *label = at_string ("$.combat_results.rows[%u].label", r);
          const char *a = at_string ("$.combat_results.rows[%u].attacker", r);
          const char *d = at_string ("$.combat_results.rows[%u].defender", r);
          expect (c[0], label, head + 2 + r, "CRT row");
          expect (c[1], a, head + 2 + r, "CRT attacker's result");
          expect (c[2], d, head + 2 + r, "CRT defender's result");
        }
    }
  g_assert_cmpuint (copies, ==, 3);
  n_checks++;
  g_assert_cmpint (find_line (0, "Modified rolls of less than 0 are treated as 0. Modified rolls greater than 14 are treated as 14."), >, 0);
  expect ("0", at_string ("$.combat_results.clamp.min"), 0, "CRT clamp");
  expect ("14", at_string ("$.combat_results.clamp.max"), 0, "CRT clamp");
}

static void
test_minimum_loss (void)
{
  guint copies = 0;

  if (!ready ())
    return;
  for (int head = find_line (0, "Attacking Force Size\tMin. Loss"); head >= 0; head = find_line (head + 1, "Attacking Force Size\tMin. Loss"))
    {
      copies++;
      for (guint r = 0; r < 5; r++)
        {
          g_auto (GStrv) c = cells (head + 1 + r, FALSE);
          for (guint half = 0; half < 2; half++)
            {
              guint band = r + 5 * half;
              g_autofree char *range = g_strdup_printf ("%s-%s", at_string ("$.minimum_loss.bands[%u].min", band),
                                                        at_string ("$.minimum_loss.bands[%u].max", band));
              const char *loss = at_string ("$.minimum_loss.bands[%u].loss", band);
              expect (c[2 * half], range, head + 2 + r, "Minimum Loss band");
              expect (c[2 * half + 1], loss, head + 2 + r, "Minimum Loss");
            }
        }
    }
  g_assert_cmpuint (copies, ==, 2);
  n_checks++;
  g_assert_cmpint (find_line (0, "Above 104, Minimum Loss equals 10% of attacker's force size, with fractions less than 0.5 rounded down, 0.5 or above rounded up."), >, 0);
  expect ("104", at_string ("$.minimum_loss.above.over"), 0, "10% rule");
  expect ("10", at_string ("$.minimum_loss.above.percent"), 0, "10% rule");
  expect ("half_up", at_string ("$.minimum_loss.above.rounding"), 0, "10% rule");
  rule_says ("12.53", "the Minimum Loss number is still based on the size of the *attacker's* force");
}

/* The attrition tables: the Map A copies (tab-separated, eleven cells a row). */
static void
check_attrition_copy (int head, const char *table, guint n_rows)
{
  for (guint r = 0; r < n_rows; r++)
    {
      g_auto (GStrv) c = cells (head + 1 + r, FALSE);
      const char *label = at_string ("$.attrition.%s.rows[%u].label", table, r);
      expect (c[0], label, head + 2 + r, "attrition row");
      n_checks++;
      g_assert_cmpuint (g_strv_length (c), ==, 12);
      for (guint k = 0; k < 11; k++)
        {
          const char *got = at_string ("$.attrition.%s.rows[%u].cells[%u]", table, r, k);
          g_autofree char *what = g_strdup_printf ("%s %s, roll %u", table, label, k);
          if (g_str_equal (table, "normal_march") && g_str_equal (label, "6-10"))
            {
              got = at_string ("$.attrition.readings.normal_march_6_10_map_a.cells[%u]", k);
            }
          expect (c[k + 1], got, head + 2 + r, what);
        }
    }
}

static void
test_attrition (void)
{
  int a_normal, a_forced, b_normal, third;

  if (!ready ())
    return;
  a_forced = find_line (find_line (0, "MAP SECTION A North German Plain"), "Force Size\t0\t1\t2");
  a_normal = find_line (a_forced + 1, "Force Size\t0\t1\t2");
  g_assert_cmpint (a_forced, >, 0);
  g_assert_cmpstr (lines[a_forced - 2], ==, "FORCED MARCH ATTRITION");
  g_assert_cmpstr (lines[a_normal - 2], ==, "NORMAL MARCH ATTRITION");
  check_attrition_copy (a_forced, "forced_march", 7);
  check_attrition_copy (a_normal, "normal_march", 6);
  /* The 6-10 row of Normal March: the Map B copy prints eleven cells, the third copy the
   * first ten; both read "5: 1, 6: 1, 7+: 2" (the shipped reading). */
  b_normal = find_line (find_line (0, "MAP SECTION B"), "6-10\t- - - - - 1 1 2 2 2 2");
  third = find_line (b_normal + 1, "6-10\t-\t-\t-\t-\t-\t1\t1\t2\t2\t2");
  n_checks += 2;
  g_assert_cmpint (b_normal, >, 0);
  g_assert_cmpint (third, >, 0);
  {
    g_auto (GStrv) c = cells (b_normal, TRUE);
    g_auto (GStrv) t = cells (third, FALSE);
    for (guint k = 0; k < 11; k++)
      {
        const char *got = at_string ("$.attrition.normal_march.rows[1].cells[%u]", k);
        expect (c[k + 1], got, b_normal + 1, "normal march 6-10 (Map B)");
        if (k < 10)
          expect (t[k + 1], got, third + 1, "normal march 6-10 (third copy)");
      }
  }
  /* the modifiers, as the chart prints them and as 16.3 states them */
  {
    const char *chart[] = { "Mud\t+1", "Snow\t+2", "Unsupplied\t+2", NULL, "All French Force\t-1" };
    for (guint m = 0; m < 5; m++)
      if (chart[m] != NULL)
        {
          int l = find_line (a_forced, chart[m]);
          g_auto (GStrv) c = NULL;
          const char *label = at_string ("$.attrition.modifiers[%u].chart", m);
          const char *value = at_string ("$.attrition.modifiers[%u].value", m);
          g_autofree char *printed = NULL;
          g_assert_cmpint (l, >, 0);
          c = cells (l, FALSE);
          printed = g_strdup_printf ("%s%s", value[0] == '-' ? "" : "+", value);
          expect (c[0], label, l + 1, "attrition modifier");
          expect (c[1], printed, l + 1, "attrition modifier");
        }
  }
  rule_says ("16.3", "All modifiers in this section are cumulative");
  n_checks++;
  g_assert_cmpint (find_line (0, "- **Double Force March:** +2 to the attrition die roll"), >, 0);
  g_assert_cmpint (find_line (0, "- **French Nationality:** -1 to the die roll if a majority of the units in the stack are French units"), >, 0);
  g_assert_cmpint (find_line (a_forced, "Double Forced March: French only, net modifier +2, plus any weather modifier."), >, 0);
  expect ("2", at_string ("$.attrition.modifiers[3].value"), 0, "Double Force March");
  expect ("Double Forced March", at_string ("$.attrition.modifiers[3].chart"), 0, "Double Force March");
  rule_says ("10.7", "must add 1 to the Attrition die roll");
  expect ("1", at_string ("$.attrition.modifiers[5].value"), 0, "Cossack ZOC");
  n_checks++;
  g_assert_cmpint (find_line (0, "A modified die roll of zero or less means no loss. A modified die roll greater than 10 is treated as a 10."), >, 0);
  g_assert_cmpint (find_line (0, "add the attrition for 50 strength points to the attrition for the balance of the force"), >, 0);
  expect ("50", at_string ("$.attrition.larger_forces.chunk"), 0, "larger forces");
}

static void
test_weather (void)
{
  static const char * const months[] = { "Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec" };
  int b, a;

  if (!ready ())
    return;
  /* Map B: an explicit Die column, twelve months a row. */
  b = find_line (find_line (0, "MAP SECTION B"), "Jan\tFeb\tMar\tApr\tMay\tJune\tDie\tJuly");
  g_assert_cmpint (b, >, 0);
  for (guint m = 0; m < 12; m++)
    {
      const char *got = at_string ("$.weather.columns[%u]", m);
      expect (months[m], got, b + 1, "weather month");
    }
  for (guint d = 0; d < 6; d++)
    {
      g_auto (GStrv) c = cells (b + 1 + d, FALSE);
      g_autofree char *die = g_strdup_printf ("%u", d + 1);
      guint k = 0;
      n_checks++;
      g_assert_cmpuint (g_strv_length (c), ==, 13);
      for (guint i = 0; i < 13; i++)
        {
          const char *got;
          g_autofree char *what = NULL;
          if (g_str_equal (c[i], die))
            continue;
          got = at_string ("$.weather.rows[%u].months[%u]", d, k);
          what = g_strdup_printf ("weather die %u, %s", d + 1, months[k]);
          expect (c[i], got, b + 2 + d, what);
          k++;
        }
      n_checks++;
      g_assert_cmpuint (k, ==, 12);
    }
  /* Map A: its rows lose June (the die is printed there); its row 6 reads May C and Sep C,
   * the reading weather_map_a_row_6. */
  a = find_line (find_line (0, "MAP SECTION A North German Plain"), "S\tS\tS\tM\tC\t6\tC\tC\tC\tM\tS\tS");
  g_assert_cmpint (a, >, 0);
  {
    g_auto (GStrv) c = cells (a, FALSE);
    guint k = 0;
    for (guint i = 0; i < 12; i++)
      {
        const char *got;
        if (g_str_equal (c[i], "6"))
          continue;
        if (k == 5)
          k++;     /* June: not printed in this copy */
        got = at_string ("$.weather.readings.weather_map_a_row_6.months[%u]", k);
        expect (c[i], got, a + 1, months[k]);
        k++;
      }
    expect ("C", at_string ("$.weather.readings.weather_map_a_row_6.months[5]"), b + 7, "June (every copy)");
  }
  n_checks++;
  g_assert_cmpint (find_line (b, "C = Clear"), >, 0);
  expect ("Clear", at_string ("$.weather.codes.C"), 0, "C");
  expect ("Mud", at_string ("$.weather.codes.M"), 0, "M");
  expect ("Snow", at_string ("$.weather.codes.S"), 0, "S");
}

static void
test_terrain (void)
{
  int head;

  if (!ready ())
    return;
  head = find_line (find_line (0, "MAP SECTION B"), "Terrain\tMovement Cost\tCombat");
  g_assert_cmpint (head, >, 0);
  for (guint r = 0; r < 19; r++)
    {
      g_auto (GStrv) c = cells (head + 1 + r, FALSE);
      const char *t = at_string ("$.terrain_effects.rows[%u].terrain", r);
      const char *m = at_string ("$.terrain_effects.rows[%u].movement", r);
      const char *k = at_string ("$.terrain_effects.rows[%u].combat", r);
      expect (c[0], t, head + 2 + r, "terrain");
      expect (c[1], m, head + 2 + r, "terrain movement cost");
      expect (c[2], k, head + 2 + r, "terrain combat");
    }
  rule_says ("12.43", "All terrain modifiers are cumulative");
}

static void
test_prose (void)
{
  if (!ready ())
    return;
  rule_says ("12.44", "A player receives a +2 if his front line has both infantry and cavalry units and at least one strength point of field artillery or horse artillery");
  expect ("2", at_string ("$.battle_modifiers[0].value"), 0, "12.44");
  rule_says ("12.45", "A player receives a +1 modifier for each strength point of field or horse artillery in his front line");
  expect ("1", at_string ("$.battle_modifiers[1].value"), 0, "12.45 artillery");
  rule_says ("12.45", "A player receives a +1 modifier for each strength point of heavy cavalry in his front line");
  expect ("1", at_string ("$.battle_modifiers[2].value"), 0, "12.45 heavy cavalry");
  rule_says ("12.45", "A player receives a +1 modifier for every 2");
  expect ("2sp", at_string ("$.battle_modifiers[3].per"), 0, "12.45 dragoons");
  rule_says ("12.46", "the defender receives a +1 modifier if he chooses to stand and defend");
  expect ("1", at_string ("$.battle_modifiers[4].value"), 0, "12.46");
  rule_says ("12.47", "The attacker receives a +4 modifier");
  expect ("4", at_string ("$.battle_modifiers[5].value"), 0, "12.47");
  rule_says ("12.48", "A player receives a -2 modifier if any of his units (front line or reserves) are unsupplied");
  expect ("-2", at_string ("$.battle_modifiers[6].value"), 0, "12.48");
  rule_says ("12.49", "A player receives a -2 modifier if any of his units (front line or reserves) were forced from winter quarters");
  expect ("-2", at_string ("$.battle_modifiers[7].value"), 0, "12.49");
  rule_says ("12.41", "The player can also add the Combat Bonus of every cavalry leader for every 2 strength points of cavalry involved");
  expect ("2", at_string ("$.leaders.cavalry_sp_per_leader"), 0, "12.41");
  rule_says ("13.21", "it loses 50% of its strength, round fractions up");
  expect ("50", at_string ("$.rout.loss_percent"), 0, "13.21");
  expect ("up", at_string ("$.rout.rounding"), 0, "13.21");
  rule_says ("13.22", "immediately retreats 5 hexes");
  expect ("5", at_string ("$.rout.retreat_hexes.value"), 0, "13.22");
  rule_says ("12.52", "must retreat one hex");
  expect ("1", at_string ("$.withdraw.retreat_hexes"), 0, "12.52");
  rule_says ("12.83", "The attacker receives 2 Advance Points, or the Advance Points listed in the combat results, whichever is greater");
  expect ("2", at_string ("$.withdrawal_battle.minimum_advance_points.value"), 0, "12.83");
  rule_says ("12.81", "no more than one-third of his infantry strength points in his front line");
  rule_says ("12.31", "At least two-thirds of the total infantry strength points involved in the battle must be placed in the front line");
  rule_says ("15.41", "The total strength points of units defending within the fortress is tripled");
  expect ("3", at_string ("$.assault.defender_multiplier"), 0, "15.41");
  rule_says ("15.43", "neither attacker nor defender receives combat modifiers for terrain, cavalry, combined arms, flank attack, or cavalry leaders");
  rule_says ("12.57", "No unit or stack can ever use more than 4 Advance Points per Combat Phase");
  expect ("4", at_string ("$.advance_points.max_per_phase"), 0, "12.57");
  rule_says ("7.22", "to a maximum of 5 additional movement points");
  expect ("5", at_string ("$.force_march.max_extra_mp"), 0, "7.22");
  rule_says ("7.25", "If the result is 1, 2, or 3, the unit gains no additional movement points");
  rule_says ("7.25", "If the result is 4, 5, or 6, the unit gains 4 additional movement points");
  expect ("3", at_string ("$.force_march.trains.stop_at_or_below"), 0, "7.25");
  expect ("4", at_string ("$.force_march.trains.extra_mp"), 0, "7.25");
  rule_says ("7.35", "can move only 1 additional movement point");
  expect ("1", at_string ("$.force_march.double.french_leaders_cavalry_horse_artillery_extra_mp"), 0, "7.35");
  /* battle losses, pursuit, reinforcements, foraging, sieges (their words; the numbers as data) */
  rule_says ("12.62", "The first 3 strength points lost must be taken from infantry units, if possible. The fourth strength point lost must be taken from cavalry, if possible, and the fifth from field artillery or horse artillery");
  expect ("3", at_string ("$.battle_losses.ratio.infantry"), 0, "12.62 infantry");
  expect ("1", at_string ("$.battle_losses.ratio.cavalry"), 0, "12.62 cavalry");
  expect ("1", at_string ("$.battle_losses.ratio.artillery"), 0, "12.62 artillery");
  rule_says ("16.41", "the losses must be spread as evenly as possible among all the units in a stack");
  rule_says ("12.65", "The attacker captures 1 enemy strength point for each friendly infantry strength point in the pursuit. The attacker captures 2 strength points for each cavalry strength point");
  expect ("1", at_string ("$.battle_losses.pursuit.per_infantry_sp"), 0, "12.65 infantry");
  expect ("2", at_string ("$.battle_losses.pursuit.per_cavalry_sp"), 0, "12.65 cavalry");
  rule_says ("12.71", "A unit is eligible to be a reinforcement if it is within 3 hexes of any unit");
  rule_says ("12.71", "the unit or stack receives 3 movement points, 2 of which may be spent immediately");
  expect ("3", at_string ("$.battle_reinforcements.range_hexes"), 0, "12.71 range");
  expect ("3", at_string ("$.battle_reinforcements.movement_points"), 0, "12.71 MP");
  expect ("2", at_string ("$.battle_reinforcements.movement_points_now"), 0, "12.71 MP now");
  rule_says ("12.92", "River Crossing Battle Restrictions");
  n_checks++;
  g_assert_cmpint (find_line (find_line (0, "[12.91]"), " - 1 infantry division"), >, 0);
  g_assert_cmpint (find_line (find_line (0, "[12.91]"), " - 1 cavalry division (or 3 cavalry brigades)"), >, 0);
  g_assert_cmpint (find_line (find_line (0, "[12.91]"), " - 1 field artillery strength point"), >, 0);
  g_assert_cmpint (find_line (find_line (0, "[12.91]"), " - 1 horse artillery strength point"), >, 0);
  expect ("1", at_string ("$.river_crossing.front_line_max.infantry_divisions"), 0, "12.91 infantry");
  expect ("1", at_string ("$.river_crossing.front_line_max.cavalry_divisions"), 0, "12.91 cavalry divisions");
  expect ("3", at_string ("$.river_crossing.front_line_max.cavalry_brigades"), 0, "12.91 cavalry brigades");
  expect ("1", at_string ("$.river_crossing.front_line_max.field_artillery_sp"), 0, "12.91 FA");
  expect ("1", at_string ("$.river_crossing.front_line_max.horse_artillery_sp"), 0, "12.91 HA");
  n_checks++;
  g_assert_cmpint (find_line (find_line (0, "[12.92]"), " - 3 infantry divisions"), >, 0);
  expect ("3", at_string ("$.river_crossing.corps_equivalent.infantry_divisions"), 0, "12.92 corps-equivalent");
  expect ("1", at_string ("$.river_crossing.corps_equivalent.cavalry_divisions"), 0, "12.92 corps-equivalent");
  expect ("1", at_string ("$.river_crossing.corps_equivalent.field_artillery_sp"), 0, "12.92 corps-equivalent");
  expect ("1", at_string ("$.river_crossing.corps_equivalent.horse_artillery_sp"), 0, "12.92 corps-equivalent");
  n_checks++;
  g_assert_cmpint (find_line (0, "He must allow at least one-third the total number of the attacker's corps equivalents"), >, 0);
  expect ("1/3", at_string ("$.river_crossing.first_round_corps.fraction"), 0, "12.91 one-third");
  n_checks++;
  g_assert_cmpint (find_line (0, "In each following round, the attacker may deploy up to 2 corps or corps-equivalents as reinforcements"), >, 0);
  expect ("2", at_string ("$.river_crossing.corps_per_later_round.value"), 0, "12.91 two corps a round");
  n_checks++;
  g_assert_cmpint (find_line (0, "cannot fight more than two rounds of River Crossing Battle in a single Combat Phase"), >, 0);
  expect ("2", at_string ("$.river_crossing.max_rounds.value"), 0, "12.92 two rounds");
  n_checks++;
  g_assert_cmpint (find_line (0, "the number result shown with the Withdraw result is increased by 1 before the Minimum Loss is calculated"), >, 0);
  expect ("1", at_string ("$.river_crossing.attacker_withdraw_number_plus.value"), 0, "12.93 +1");
  rule_says ("12.56", "on a roll of 1-5 a corps leader is lost; on a roll of 6, the army leader is lost");
  expect ("5", at_string ("$.leader_loss.corps_leader_die.max"), 0, "12.56 corps 1-5");
  expect ("6", at_string ("$.leader_loss.army_leader_die.min"), 0, "12.56 army 6");
  rule_says ("14.44", "All towns begin the game with the ability to provide forage for two corps in a single turn. All cities begin the game with the ability to provide forage for three corps");
  expect ("2", at_string ("$.foraging.town_corps"), 0, "14.44 town");
  expect ("3", at_string ("$.foraging.city_corps"), 0, "14.44 city");
  n_checks++;
  g_assert_cmpint (find_line (0, "The foraging units are within three hexes of a friendly town or friendly city"), >, 0);
  expect ("3", at_string ("$.foraging.range_hexes"), 0, "14.43");
  rule_says ("15.21", "A maximum of 35 strength points can stack inside a major fortress");
  expect ("35", at_string ("$.siege.major_fortress_sp.value"), 0, "15.21");
  rule_says ("15.22", "A maximum of 10 strength points can stack inside a minor fortress");
  expect ("10", at_string ("$.siege.minor_fortress_sp.value"), 0, "15.22");
  rule_says ("15.52", "The owning player rolls one die and adds 2 to the result");
  expect ("2", at_string ("$.siege.depot_trains.plus"), 0, "15.52");
  n_checks++;
  g_assert_cmpint (find_line (0, "If the result is less than or equal to that sum, the Morale Check is successful."), >, 0);
  expect ("at_or_below", at_string ("$.morale.passes"), 0, "13.0");
}

/* [12.92 #1] The corps-equivalent, read from the seed's own list under "A corps-equivalent is
 * a combination of units not in excess of:" — each " - N kind" line against the ruleset's
 * river_crossing.corps_equivalent member of that kind, and no member the list lacks. */
static void
test_corps_equivalent (void)
{
  static const struct { const char *kind, *member; } kinds[] = {
    { "infantry divisions", "infantry_divisions" },
    { "cavalry division", "cavalry_divisions" },
    { "field artillery strength point", "field_artillery_sp" },
    { "horse artillery strength point", "horse_artillery_sp" },
  };
  JsonObject *ce = json_object_get_object_member (json_object_get_object_member (rules, "river_crossing"), "corps_equivalent");
  int at = find_line (find_line (0, "[12.92] River Crossing Battle Restrictions"), "A corps-equivalent is a combination of units not in excess of:");
  guint found = 0;

  n_checks++;
  g_assert_cmpint (at, >, 0);
  g_assert_nonnull (ce);
  if (at < 0 || ce == NULL)
    return;
  expect ("12.92", at_string ("$.river_crossing.corps_equivalent.rule"), at + 1, "12.92 corps-equivalent rule");
  for (guint l = at + 1; l < n_lines && found < G_N_ELEMENTS (kinds) + 1; l++)
    {
      g_autoptr(GMatchInfo) m = NULL;
      g_autoptr(GRegex) re = g_regex_new ("^ - (\\d+) (.+)$", 0, 0, NULL);

      if (*lines[l] == '\0')
        continue;
      if (!g_regex_match (re, lines[l], 0, &m))
        break;
      {
        g_autofree char *number = g_match_info_fetch (m, 1), *kind = g_match_info_fetch (m, 2);
        gboolean known = FALSE;

        for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
          if (g_str_equal (kind, kinds[k].kind))
            {
              g_autofree char *what = g_strdup_printf ("12.92 corps-equivalent: %s", kind);
              expect (number, at_string ("$.river_crossing.corps_equivalent.%s", kinds[k].member), l + 1, what);
              known = TRUE;
            }
        n_checks++;
        if (!known)
          g_test_fail_printf ("12.92: the seed's line %u lists \"%s\", which the ruleset's corps_equivalent lacks", l + 1, lines[l]);
        found++;
      }
    }
  n_checks++;
  g_assert_cmpuint (found, ==, G_N_ELEMENTS (kinds));
  /* Every member of the ruleset's corps-equivalent is one of the seed's lines (and its rule). */
  g_assert_cmpuint (json_object_get_size (ce), ==, G_N_ELEMENTS (kinds) + 1);
}

int
main (int argc, char **argv)
{
  const char *root = g_getenv ("BERTHIER_SOURCE_ROOT");
  const char *env = g_getenv ("BERTHIER_LGA_RULEBOOK");
  g_autofree char *seed = NULL, *text = NULL, *rules_path = NULL, *rules_text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
  g_assert_nonnull (root);
  seed = env != NULL ? g_strdup (env) : g_build_filename (root, "..", "shared", "seeds", SEED_FILE, NULL);
  if (g_file_get_contents (seed, &text, NULL, NULL))
    {
      lines = g_strsplit (text, "\n", -1);
      n_lines = g_strv_length (lines);
      for (guint i = 0; i < n_lines; i++)
        g_strchomp (lines[i]);
    }
  rules_path = g_build_filename (root, "data", "la-grande-armee", "rules", "la-grande-armee.json", NULL);
  g_assert_true (json_parser_load_from_file (parser, rules_path, NULL));
  rules = json_node_get_object (json_parser_get_root (parser));

  g_test_add_func ("/lga-rules-seed/skirmish", test_skirmish);
  g_test_add_func ("/lga-rules-seed/odds", test_odds);
  g_test_add_func ("/lga-rules-seed/combat-results", test_crt);
  g_test_add_func ("/lga-rules-seed/minimum-loss", test_minimum_loss);
  g_test_add_func ("/lga-rules-seed/attrition", test_attrition);
  g_test_add_func ("/lga-rules-seed/weather", test_weather);
  g_test_add_func ("/lga-rules-seed/terrain-effects", test_terrain);
  g_test_add_func ("/lga-rules-seed/prose", test_prose);
  g_test_add_func ("/lga-rules-seed/corps-equivalent", test_corps_equivalent);
  status = g_test_run ();
  g_clear_pointer (&strings, g_ptr_array_unref);
  g_print ("# %u checks in total\n", n_checks);
  g_strfreev (lines);
  return status;
}
