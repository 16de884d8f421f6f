/* test-rules-seed.c — every cell of the shipped ruleset, checked against the seed charts.
 *
 * The charts are read from the seed text itself (tests/seeds/004_78846f256e6dd240.txt):
 * each test finds its chart's heading, splits the tab-separated rows that follow,
 * normalises the printed spacing ("(- 2)" → "(-2)", "11 +" → "11+") and compares every
 * cell with data/war-and-peace/rules/war-and-peace-4e.json. No chart number is repeated in this file.
 *
 * The few numbers the rulebook states in prose (000_a960616736e2658d.txt, not shipped in
 * the repository) are checked against the rule sentences quoted below, with their line
 * numbers; set BERTHIER_RULEBOOK to that file to also verify the quotations themselves.
 *
 * Environment:
 *   BERTHIER_SOURCE_ROOT  repository root (required unless G_TEST_SRCDIR is set)
 *   BERTHIER_RULES_FILE   ruleset to check instead of data/war-and-peace/rules/war-and-peace-4e.json
 *   BERTHIER_RULEBOOK     optional path to 000_a960616736e2658d.txt
 */
#include <glib.h>
#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define SEED_KEY      "004"
#define SEED_FILE     "004_78846f256e6dd240.txt"
#define RULEBOOK_KEY  "000"
#define RULEBOOK_FILE "000_a960616736e2658d.txt"
#define RULES_FILE    "war-and-peace-4e.json"

/* How far below its heading a chart's parts may be looked for. */
#define CHART_SPAN 60

static char    **seed_lines;   /* seed_lines[0] is line 1 */
static guint     seed_n_lines;
static char     *seed_path;
static JsonNode *rules_root;
static char     *rules_path;
static char     *load_error;
static guint     n_checks;

/* ------------------------------------------------------------------------------------ */
/* Rule sentences quoted from the rulebook (000_a960616736e2658d.txt), verbatim.         */

typedef struct {
  const char *key;       /* rule section, optionally "#tag" when a section has several */
  guint       line;      /* line in 000_a960616736e2658d.txt */
  const char *id;        /* modifier id the rule defines, if it is a chart modifier */
  const char *text;
} RuleQuote;

static const RuleQuote rule_quotes[] = {
  /* D.7 — basic morale */
  { "D.7#3", 173, NULL, "Morale Value (3): All Guard units" },
  { "D.7#2", 175, NULL, "Morale Value (2): All regular infantry and cavalry units with *white* symbols" },
  { "D.7#1", 177, NULL, "Morale Value (1): All regular infantry and cavalry units with *black* or *yellow* symbols" },
  { "D.7#0", 179, NULL, "Morale Value (0): All Cossack, Landwehr, Militia and Partisan units" },
  /* G.3 — attrition modifiers */
  { "G.3.a", 219, "all_french", "a. (-1) if all the strength points in the hex are either French or French satellite units." },
  { "G.3.b", 221, "all_home",   "b. (-1) if all the strength points in the hex are inside their home country." },
  { "G.3.c", 223, "unsupplied", "c. (+1) **if one or more strength point(s) in the hex is unsupplied.**" },
  { "G.3.d", 225, "winter",     "d. (+1) if the current turn is a winter month." },
  { "G.3.e", 227, "mapboard_1_or_4", "e. (+1) if the hex is on Mapboard 1 or 4." },
  { "G.3.f", 229, NULL, "f. If the strength points are inside a besieged city, the die roll is increased by the number on the siege status marker (see section S)." },
  /* H — alliances */
  { "H.1", 241, NULL, "the active player rolls *one* die" },
  { "H.6", 259, NULL, "the Alliance Phase die roll may never be modified by more than plus or minus four. A modified die roll greater than six is always considered a \"7\". A modified die roll of less than one is always considered a \"0\"." },
  /* K.5 — forced-march modifiers */
  { "K.5.a", 329, "french_guard", "a. (-2) if the moving strength points are all French Guard units." },
  { "K.5.b", 331, "french",       "b. (-1) if the moving strength points are all French units." },
  { "K.5.c", 333, "unsupplied",   "c. (+1) if the moving strength points were unsupplied at the start of the Movement Phase." },
  { "K.5.d", 335, "mapboard_1_or_4", "d. (+1) if the moving strength points were **on either Mapboard 1 or 4** at the start of the Movement Phase." },
  { "K.5.e", 337, "winter",       "e. (+1) if the current turn is a winter month." },
  /* L.1 — overrun */
  { "L.1",   347, NULL, "sufficient to achieve at least **4 to 1** odds against a hex which is occupied by one or more strength points of the inactive player, the moving force may enter that hex by expending one additional movement point" },
  { "L.1.a", 349, NULL, "a. If a force occupies a Mountain hex or is entrenched, the active player must achieve at least **5 to 1** odds to overrun that force." },
  { "L.1.b", 351, NULL, "b. If the moving force is sufficient to achieve **6 to 1** odds against a hex, it may execute an overrun without expending the additional Movement Point which is normally required." },
  { "L.1.c", 353, NULL, "The total number of strength points accompanying the leader can never exceed ten" },
  /* M.8 — unsupplied combat strength */
  { "M.8", 393, NULL, "the active player's unsupplied strength points have their combat strength *halved*" },
  /* N.7.b — committing strength points */
  { "N.7.b#die", 417, NULL, "he immediately rolls a single die" },
  { "N.7.b",     417, NULL, "If the modified result is **five** or greater, the strength points in that hex are automatically considered committed to the battle." },
  /* O — combat resolution */
  { "O.1.b#2", 451, NULL, "If the result of this division is two or greater," },
  { "O.1.b#3", 453, NULL, "the odds ratio is \"2 to 1\". If the result is less than two but is equal or greater than one and one-half, the odds ratio is \"3 to 2\". If the result is less than one and one-half, the odds ratio is \"1 to 1\"." },
  { "O.1.d", 457, NULL, "d. If the odds for any combat are determined to equal or exceed 4 to 1, the smaller force automatically suffers a \"D3\" result. If the smaller force loses more than **one** Strength Point, the larger force automatically suffers a \"1\" result; otherwise the larger force is unaffected." },
  /* O.2.d is broken over a page: the sentence continues on line 473. */
  { "O.2.d",       471, NULL, "The dice roll used to resolve a field battle is increased by one if the larger force is attacked in a hex containing an Entrenchment marker. The dice roll is decreased by one if the" },
  { "O.2.d#cont",  473, NULL, "smaller force is attacked in a hex containing an Entrenchment marker." },
  { "O.2.e", 475, NULL, "up to a maximum of plus or minus four. A modified roll of less than two is treated as a \"2\". A modified roll greater than twelve is treated as \"12\"." },
  /* Q.1.h — withdrawal loss */
  { "Q.1.h", 555, NULL, "h. Any force which withdraws from a field battle automatically loses one strength point (of any type) if the opposing force possesses more cavalry strength points than the force which is withdrawing." },
  /* R.1 — leader casualties */
  { "R.1#dice",   571, NULL, "each player rolls the dice for each of *his named* leaders" },
  { "R.1#safe",   571, NULL, "If the result is less than twelve, the leader is unharmed." },
  { "R.1",        571, NULL, "If a \"12\" is rolled, the leader is considered a casualty and the player immediately rolls *one* additional die." },
  { "R.1#out",    571, NULL, "If the result is 1-5, the leader is removed from the map and placed on the Turn Record Track" },
  { "R.1#killed", 571, NULL, "If the second die roll is a \"6\", the leader is considered to have been killed and is *permanently* removed from the game." },
  /* S.8 — assaults */
  { "S.8#double", 615, NULL, "The strength of the units inside the city is doubled when determining the combat odds ratio." },
  { "S.8",        616, NULL, "Units which possess a basic morale value of zero are considered to possess a morale value of *one* when inside a city." },
  /* S.9.c — siege check */
  { "S.9.c#die",  629, NULL, "Immediately after placing the appropriate marker on a besieged city, the besieging player rolls a single die." },
  { "S.9.c",      629, NULL, "If the result is equal or less than the number of the marker, *all* of the units inside the city are immediately eliminated" },
  { "S.9.c#note", 629, NULL, "**Note:** There is no \"6\" marker provided thus a siege may continue indefinitely." },
  /* V.1 — French Imperial Guard */
  { "V.1",      695, NULL, "a. The French force is automatically considered to possess a morale value of *three* during the current round of combat." },
  { "V.1.c",    699, NULL, "c. If the French force is demoralized, its morale value is automatically reduced to *zero*." },
  /* W.1 — Russian patriotism */
  { "W.1", 703, NULL, "1. The morale value of any regular Russian infantry or cavalry unit on Mapboard 4 is increased to three." },
  /* D.4–D.5 — who counts as "Russian" for W.1: the green counters, less the minors' yellow symbols */
  { "D.4", 149, NULL, "Spain (yellow), England (red), France (blue), Austria (white), Prussia (grey), Russia (green)." },
  { "D.5", 153, NULL, "symbology of all minor power units is printed in *yellow*" },
  /* X.F — naval units of the Grand Campaign; X.K.6–7 — prizes and battle damage */
  { "X.F.1.b", 1890, NULL, "possesses a Naval Combat strength of one point, and a morale value of one (except English squadrons which possess a morale value of two)" },
  { "X.F.2.a", 1902, NULL, "All naval units possess a Movement Allowance of four movement points." },
  { "X.F.2.d", 1908, NULL, "There are sixteen sea zones delineated by white circles on the map board." },
  { "X.F.2.d#european", 1908, NULL, "Four of these sea zones are also on the map board delineated by dashed white boundary lines: the Atlantic Ocean, the Mediterranean Sea, the North Sea and the Baltic Sea." },
  { "X.F.2.d#gibraltar", 1908, NULL, "Gibraltar is considered to be in both the Atlantic and Mediterranean sea zones." },
  { "X.F.2.d#brest", 1908, NULL, "Brest and Plymouth border both the Atlantic and North Sea zones." },
  { "X.F.2.d#copenhagen", 1908, NULL, "Copenhagen is considered in both the Baltic and North Sea zones." },
  { "X.F.2.f", 1912, NULL, "One movement point is required to enter a port city coastal hex. A naval unit must expend two movement points to enter a non-port coastal hex." },
  { "X.F.2.f#same", 1912, NULL, "No movement cost is expended to move a naval unit between a sea zone delineated by a white circle and a sea zone delineated by dashed white boundary lines so long as the zones are named identically." },
  { "X.F.2.f#ex1", 1914, NULL, "must expend one movement point to enter the Atlantic sea zone. It must spend a second movement point to move from the Atlantic into the North Sea zone." },
  { "X.F.2.f#ex2", 1916, NULL, "could move to the North Atlantic zone at the cost of one MP, then to the North American zone at the cost of two more MPs." },
  { "X.F.3.d", 1934, NULL, "A transport unit may transport a maximum of **five** production or supply points, **two** infantry strength points, or **one** cavalry strength point. **Two** production or supply points may be transported along with **one** infantry strength point." },
  { "X.F.4.c", 1952, NULL, "If an intercepting squadron is already \"at sea\", in the same sea zone as the moving unit, the interception die roll is increased by one." },
  { "X.F.4.f", 1958, NULL, "\"+1\" is added to the Naval Pursuit Table die roll for Interception." },
  { "X.F.5.b", 1966, NULL, "*Nelson's* bonus may apply to this die roll" },
  { "X.F.7.b", 1998, NULL, "If the result of this division is two or greater, the odds ratio is “2 to 1”. If the result is less than two but is equal or greater than one and one-half, the odds ratio is “3 to 2”. If the result is less than one and one-half, the odds ratio is “1 to 1”." },
  { "X.F.7.b#die", 1998, NULL, "The player who controls the larger force rolls the die" },
  { "X.F.7.d", 2004, NULL, "or loses **two** consecutive rounds of combat" },
  { "X.F.7.f", 2008, NULL, "**Morale:** The die roll is increased by one if the **larger** force is English. The die roll is decreased by one if the **smaller** force is English." },
  { "X.F.8.b", 2014, NULL, "The die roll is increased by one if *Nelson* is aboard any naval unit which is attempting to intercept or pursue an enemy force." },
  { "X.F.8.d", 2018, NULL, "the dice roll must be **less than 11** for him to be unharmed" },
  { "X.F.8.e", 2020, NULL, "The die roll is increased by one if the **larger** force is accompanied by the English naval leader, *Nelson*. The die roll is decreased by one if the **smaller** force is accompanied by the English naval leader, *Nelson*." },
  { "X.K.6#sea", 2362, NULL, "If forced to remain at sea for more than two consecutive player segments or enter a non-port coastal hex, the prize is automatically eliminated." },
  { "X.K.6#tow", 2362, NULL, "A combat unit may tow only one prize at a time." },
  { "X.K.6#cost", 2366, NULL, "Each captured combat naval unit requires a payment of three production points and takes three full months (not including the turn of arrival) to repair." },
  { "X.K.6#transport", 2366, NULL, "Transports cost one production point and take one month to repair." },
  { "X.K.6#morale", 2376, NULL, "Combat fleets towing a prize have their morale reduced one level for combat purposes." },
  { "X.K.7", 2386, NULL, "Repair costs one production point per naval unit and takes one complete turn to complete." },
  { "X.K.7#morale", 2386, NULL, "English squadrons may repair while at sea or while on blockade duty-but while under repair their morale level is reduced one level for combat purposes" },
  { "X.K.8#mt", 2396, NULL, "(Example: The MT in the North Sea is \"+2\"" },
  { "X.K.8#example", 2406, NULL, "The French have just begun commerce raiding with two squadrons in the North Atlantic zone." },
  { "X.K.8#example-mt", 2406, NULL, "the MT modifier of the sea zone (+3)" },
};

/* ------------------------------------------------------------------------------------ */
/* Small text helpers                                                                    */

static const char *const number_words[] = {
  "zero", "one", "two", "three", "four", "five", "six",
  "seven", "eight", "nine", "ten", "eleven", "twelve",
  "thirteen", "fourteen", "fifteen", "sixteen",
};

/* "4", "-1", "+2", "four", "single" → the number; G_MININT if it is none. */
static int
word_to_int (const char *word)
{
  const char *p = word;

  if (word == NULL)
    return G_MININT;
  if (*p == '+' || *p == '-')
    p++;
  if (g_ascii_isdigit (*p))
    {
      char *end;
      gint64 v = g_ascii_strtoll (word, &end, 10);
      return *end == '\0' ? (int) v : G_MININT;
    }
  for (guint i = 0; i < G_N_ELEMENTS (number_words); i++)
    if (g_ascii_strcasecmp (word, number_words[i]) == 0)
      return (int) i;
  if (g_ascii_strcasecmp (word, "single") == 0)
    return 1;
  return G_MININT;
}

/* All capture groups of the first match of pattern in text (group 0 = whole match),
 * or NULL. */
static char **
re_match (const char *pattern, const char *text)
{
  g_autoptr (GRegex) re = g_regex_new (pattern, G_REGEX_OPTIMIZE, 0, NULL);
  g_autoptr (GMatchInfo) info = NULL;

  g_assert_nonnull (re);
  if (!g_regex_match (re, text, 0, &info))
    return NULL;
  return g_match_info_fetch_all (info);
}

/* "two" → 2/1, "one and one-half" → 3/2. */
static gboolean
words_to_ratio (const char *words, int *num, int *den)
{
  g_auto (GStrv) half = re_match ("^(\\w+) and one-half$", words);
  int whole = word_to_int (half ? half[1] : words);

  if (whole == G_MININT)
    return FALSE;
  *num = half ? 2 * whole + 1 : whole;
  *den = half ? 2 : 1;
  return TRUE;
}

/* The whole text without any '*' emphasis marks. */
static char *
strip_emphasis (const char *text)
{
  GString *s = g_string_new (NULL);

  for (const char *p = text; *p; p++)
    if (*p != '*')
      g_string_append_c (s, *p);
  return g_string_free (s, FALSE);
}

/* A printed cell as the ruleset spells it: trimmed, without "**" bold marks, no spaces
 * inside parentheses ("(- 2)" → "(-2)") and none before a trailing plus ("11 +" → "11+"). */
static char *
normalise_cell (const char *raw)
{
  GString *s = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autofree char *no_paren_space = NULL;

  for (const char *p = raw; *p; p++)
    {
      if (p[0] == '*' && p[1] == '*')
        {
          p++;
          continue;
        }
      g_string_append_c (s, *p);
    }
  text = g_strstrip (g_string_free (s, FALSE));

  {
    g_autoptr (GRegex) paren = g_regex_new ("\\(\\s*([+-]?)\\s*([0-9]+|NC)\\s*\\)", 0, 0, NULL);
    g_autoptr (GRegex) plus = g_regex_new ("^([0-9]+)\\s+\\+$", 0, 0, NULL);

    no_paren_space = g_regex_replace (paren, text, -1, 0, "(\\1\\2)", 0, NULL);
    return g_regex_replace (plus, no_paren_space, -1, 0, "\\1+", 0, NULL);
  }
}

/* "1 to 1" → "1:1"; "2 to 1 (up)" → "2:1". NULL if the label is not an odds ratio. */
static char *
odds_from_label (const char *label)
{
  g_auto (GStrv) m = re_match ("^(\\d+) to (\\d+)( \\((up|down)\\))?$", label);

  return m ? g_strdup_printf ("%s:%s", m[1], m[2]) : NULL;
}

/* Origins for failure messages, from a small ring so several fit in one call. */
static const char *
seed_at (guint line)
{
  static char ring[16][48];
  static guint next;
  char *buf = ring[next++ % G_N_ELEMENTS (ring)];

  g_snprintf (buf, sizeof ring[0], SEED_KEY ":%u", line);
  return buf;
}

static const char *
cite (const RuleQuote *q)
{
  static char ring[16][64];
  static guint next;
  char *buf = ring[next++ % G_N_ELEMENTS (ring)];

  if (q == NULL)
    return "(missing quote)";
  g_snprintf (buf, sizeof ring[0], RULEBOOK_KEY ":%u %s", q->line, q->key);
  return buf;
}

/* ------------------------------------------------------------------------------------ */
/* The ruleset document                                                                  */

/* Navigate "attrition.rows[2].cells[4]" from the root; NULL if any step is missing. */
static JsonNode *
json_at_v (const char *fmt, va_list ap)
{
  g_autofree char *path = g_strdup_vprintf (fmt, ap);
  JsonNode *node = rules_root;
  const char *p = path;

  while (node != NULL && *p)
    {
      if (*p == '.')
        p++;
      if (*p == '[')
        {
          char *end;
          guint64 idx = g_ascii_strtoull (p + 1, &end, 10);
          JsonArray *array;

          if (*end != ']' || !JSON_NODE_HOLDS_ARRAY (node))
            return NULL;
          array = json_node_get_array (node);
          if (idx >= json_array_get_length (array))
            return NULL;
          node = json_array_get_element (array, (guint) idx);
          p = end + 1;
        }
      else
        {
          size_t len = strcspn (p, ".[");
          g_autofree char *name = g_strndup (p, len);

          if (!JSON_NODE_HOLDS_OBJECT (node))
            return NULL;
          node = json_object_get_member (json_node_get_object (node), name);
          p += len;
        }
    }
  return node;
}

static JsonNode *json_at (const char *fmt, ...) G_GNUC_PRINTF (1, 2);
static JsonNode *
json_at (const char *fmt, ...)
{
  va_list ap;
  JsonNode *node;

  va_start (ap, fmt);
  node = json_at_v (fmt, ap);
  va_end (ap);
  return node;
}

static char *
describe (JsonNode *node)
{
  if (node == NULL)
    return g_strdup ("(missing)");
  return json_to_string (node, FALSE);
}

/* ------------------------------------------------------------------------------------ */
/* Assertions: each counts one check and, on failure, names the JSON path and the origin */
/* of the expected value. Failures are not fatal so one run lists every wrong cell.      */

static void fail_check (const char *fmt, ...) G_GNUC_PRINTF (1, 2);
static void
fail_check (const char *fmt, ...)
{
  va_list ap;
  g_autofree char *msg = NULL;

  va_start (ap, fmt);
  msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_test_fail_printf ("%s", msg);
}

static void check_true (gboolean ok, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
static void
check_true (gboolean ok, const char *fmt, ...)
{
  va_list ap;
  g_autofree char *msg = NULL;

  n_checks++;
  if (ok)
    return;
  va_start (ap, fmt);
  msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_test_fail_printf ("%s", msg);
}

/* The JSON string at path equals want (taken from origin). */
static void expect_str (const char *want, const char *origin, const char *fmt, ...) G_GNUC_PRINTF (3, 4);
static void
expect_str (const char *want, const char *origin, const char *fmt, ...)
{
  va_list ap;
  g_autofree char *path = NULL;
  JsonNode *node;

  va_start (ap, fmt);
  path = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  node = json_at ("%s", path);
  n_checks++;
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING
      || g_strcmp0 (json_node_get_string (node), want) != 0)
    {
      g_autofree char *got = describe (node);
      fail_check ("$.%s is %s, but %s has \"%s\"", path, got, origin, want ? want : "(null)");
    }
}

/* The JSON integer at path equals want. */
static void expect_int (gint64 want, const char *origin, const char *fmt, ...) G_GNUC_PRINTF (3, 4);
static void
expect_int (gint64 want, const char *origin, const char *fmt, ...)
{
  va_list ap;
  g_autofree char *path = NULL;
  JsonNode *node;

  va_start (ap, fmt);
  path = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  node = json_at ("%s", path);
  n_checks++;
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64
      || json_node_get_int (node) != want)
    {
      g_autofree char *got = describe (node);
      fail_check ("$.%s is %s, but %s gives %" G_GINT64_FORMAT, path, got, origin, want);
    }
}

static void expect_bool (gboolean want, const char *origin, const char *fmt, ...) G_GNUC_PRINTF (3, 4);
static void
expect_bool (gboolean want, const char *origin, const char *fmt, ...)
{
  va_list ap;
  g_autofree char *path = NULL;
  JsonNode *node;

  va_start (ap, fmt);
  path = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  node = json_at ("%s", path);
  n_checks++;
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_BOOLEAN
      || json_node_get_boolean (node) != want)
    {
      g_autofree char *got = describe (node);
      fail_check ("$.%s is %s, but %s gives %s", path, got, origin, want ? "true" : "false");
    }
}

/* The member at path is present and null (an open column, "Normal Fort Capacity"). */
static void expect_null (const char *origin, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
static void
expect_null (const char *origin, const char *fmt, ...)
{
  va_list ap;
  g_autofree char *path = NULL;
  JsonNode *node;

  va_start (ap, fmt);
  path = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  node = json_at ("%s", path);
  n_checks++;
  if (node == NULL || !JSON_NODE_HOLDS_NULL (node))
    {
      g_autofree char *got = describe (node);
      fail_check ("$.%s is %s, but %s gives null", path, got, origin);
    }
}

/* The member at path does not exist (the chart gives nothing for it). */
static void expect_absent (const char *origin, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
static void
expect_absent (const char *origin, const char *fmt, ...)
{
  va_list ap;
  g_autofree char *path = NULL;
  JsonNode *node;

  va_start (ap, fmt);
  path = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  node = json_at ("%s", path);
  n_checks++;
  if (node != NULL)
    {
      g_autofree char *got = describe (node);
      fail_check ("$.%s is %s, but %s gives nothing for it", path, got, origin);
    }
}

/* The array at path has exactly want elements. */
static void expect_len (guint want, const char *origin, const char *fmt, ...) G_GNUC_PRINTF (3, 4);
static void
expect_len (guint want, const char *origin, const char *fmt, ...)
{
  va_list ap;
  g_autofree char *path = NULL;
  JsonNode *node;

  va_start (ap, fmt);
  path = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  node = json_at ("%s", path);
  n_checks++;
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    fail_check ("$.%s is not an array (%s has %u entries)", path, origin, want);
  else if (json_array_get_length (json_node_get_array (node)) != want)
    fail_check ("$.%s has %u entries, but %s has %u", path,
                json_array_get_length (json_node_get_array (node)), origin, want);
}

/* The object at path has exactly the comma-separated members (the format is closed). */
static void expect_keys (const char *keys, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
static void
expect_keys (const char *keys, const char *fmt, ...)
{
  va_list ap;
  g_autofree char *path = NULL;
  g_auto (GStrv) want = g_strsplit (keys, ",", -1);
  JsonNode *node;
  JsonObject *obj;
  g_autoptr (GList) members = NULL;

  va_start (ap, fmt);
  path = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  node = json_at ("%s", path);
  n_checks++;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      fail_check ("$%s%s is not an object", *path ? "." : "", path);
      return;
    }
  obj = json_node_get_object (node);
  for (guint i = 0; want[i]; i++)
    if (!json_object_has_member (obj, want[i]))
      fail_check ("$%s%s lacks \"%s\" (docs/rules-format.md)", *path ? "." : "", path, want[i]);
  members = json_object_get_members (obj);
  for (GList *l = members; l; l = l->next)
    if (!g_strv_contains ((const char *const *) want, l->data))
      fail_check ("$%s%s has \"%s\", which docs/rules-format.md does not list",
                  *path ? "." : "", path, (const char *) l->data);
}

static guint json_len (const char *fmt, ...) G_GNUC_PRINTF (1, 2);
static guint
json_len (const char *fmt, ...)
{
  va_list ap;
  JsonNode *node;

  va_start (ap, fmt);
  node = json_at_v (fmt, ap);
  va_end (ap);
  return node && JSON_NODE_HOLDS_ARRAY (node) ? json_array_get_length (json_node_get_array (node)) : 0;
}

static const char *json_str (const char *fmt, ...) G_GNUC_PRINTF (1, 2);
static const char *
json_str (const char *fmt, ...)
{
  va_list ap;
  JsonNode *node;

  va_start (ap, fmt);
  node = json_at_v (fmt, ap);
  va_end (ap);
  if (node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return json_node_get_string (node);
  return NULL;
}

/* ------------------------------------------------------------------------------------ */
/* The seed                                                                              */

static const char *
seed_line (guint line)
{
  return line >= 1 && line <= seed_n_lines ? seed_lines[line - 1] : "";
}

static gboolean
seed_blank (guint line)
{
  const char *p = seed_line (line);

  while (*p == ' ' || *p == '\t')
    p++;
  return *p == '\0';
}

/* The line's tab-separated cells, normalised; trailing empty cells dropped. */
static char **
seed_cells (guint line)
{
  g_auto (GStrv) raw = g_strsplit (seed_line (line), "\t", -1);
  GPtrArray *cells = g_ptr_array_new ();

  for (guint i = 0; raw[i]; i++)
    g_ptr_array_add (cells, normalise_cell (raw[i]));
  while (cells->len > 0 && *(char *) g_ptr_array_index (cells, cells->len - 1) == '\0')
    g_free (g_ptr_array_steal_index (cells, cells->len - 1));
  g_ptr_array_add (cells, NULL);
  return (char **) g_ptr_array_free (cells, FALSE);
}

/* The whole line, normalised like a cell. */
static char *
seed_text (guint line)
{
  return normalise_cell (seed_line (line));
}

/* Lines that are exactly heading (after trimming): how many, and the nth (from 0). */
static guint
seed_heading (const char *heading, guint nth, guint *count)
{
  guint found = 0, at = 0;

  for (guint l = 1; l <= seed_n_lines; l++)
    {
      g_autofree char *text = seed_text (l);

      if (strcmp (text, heading) == 0)
        {
          if (found == nth)
            at = l;
          found++;
        }
    }
  if (count)
    *count = found;
  return at;
}

/* The first line in (from, from + CHART_SPAN] whose cell col equals value; 0 if none. */
static guint
seed_find_cell (guint from, guint col, const char *value)
{
  for (guint l = from + 1; l <= MIN (from + CHART_SPAN, seed_n_lines); l++)
    {
      g_auto (GStrv) cells = seed_cells (l);

      if (g_strv_length (cells) > col && strcmp (cells[col], value) == 0)
        return l;
    }
  return 0;
}

/* The first line in (from, from + CHART_SPAN] that starts with prefix; 0 if none. */
static guint
seed_find_prefix (guint from, const char *prefix)
{
  for (guint l = from + 1; l <= MIN (from + CHART_SPAN, seed_n_lines); l++)
    {
      g_autofree char *text = seed_text (l);

      if (g_str_has_prefix (text, prefix))
        return l;
    }
  return 0;
}

/* The last line of the block of non-blank lines that starts at first. */
static guint
seed_block_end (guint first)
{
  guint l = first;

  while (l + 1 <= seed_n_lines && !seed_blank (l + 1))
    l++;
  return l;
}

/* ------------------------------------------------------------------------------------ */
/* A chart being checked: its heading, the lines read, and its "source" range.           */

typedef struct {
  const char *table;      /* member of the ruleset */
  guint       heading;    /* line of the heading */
  guint       last;       /* last line of the chart the test has read */
} Chart;

static gboolean
chart_open (Chart *chart, const char *table, const char *heading, guint nth)
{
  guint count = 0;

  chart->table = table;
  chart->heading = seed_heading (heading, nth, &count);
  chart->last = chart->heading;
  check_true (chart->heading != 0, "seed %s has no heading \"%s\" (copy %u)", SEED_FILE, heading, nth + 1);
  if (nth == 0 && strcmp (heading, "OPTIONAL TACTICAL MATRIX FOR FIELD BATTLES") != 0)
    check_true (count == 1, "seed heading \"%s\" occurs %u times", heading, count);
  return chart->heading != 0;
}

static void
chart_use (Chart *chart, guint line)
{
  if (line > chart->last)
    chart->last = line;
}

/* Find a line below the heading whose cell col is value; a missing part fails the test. */
static guint
chart_find_cell (Chart *chart, guint col, const char *value)
{
  guint l = seed_find_cell (chart->heading, col, value);

  check_true (l != 0, "%s: no line with \"%s\" below its heading (%s)", chart->table, value,
              seed_at (chart->heading));
  chart_use (chart, l);
  return l;
}

static guint
chart_find_prefix (Chart *chart, const char *prefix)
{
  guint l = seed_find_prefix (chart->heading, prefix);

  check_true (l != 0, "%s: no line starting \"%s\" below its heading (%s)", chart->table, prefix,
              seed_at (chart->heading));
  chart_use (chart, l);
  return l;
}

/* "source" is "004:FIRST-LAST" with FIRST the heading and LAST the chart's last line read. */
static void
chart_check_source (Chart *chart)
{
  const char *source = json_str ("%s.source", chart->table);
  g_auto (GStrv) m = source ? re_match ("^(\\d+):(\\d+)-(\\d+)$", source) : NULL;
  g_autofree char *want = g_strdup_printf (SEED_KEY ":%u-%u", chart->heading, chart->last);

  check_true (m != NULL, "$.%s.source \"%s\" is not \"FILE:FIRST-LAST\"", chart->table,
              source ? source : "(missing)");
  if (m == NULL)
    return;
  check_true (strcmp (m[1], SEED_KEY) == 0, "$.%s.source names %s, not the chart seed %s",
              chart->table, m[1], SEED_KEY);
  check_true ((guint) atoi (m[2]) <= chart->heading && chart->heading <= (guint) atoi (m[3]),
              "$.%s.source %s does not contain the heading at %s", chart->table, source,
              seed_at (chart->heading));
  expect_str (want, "the chart's heading and last line", "%s.source", chart->table);
}

/* ------------------------------------------------------------------------------------ */
/* Shared checks                                                                         */

static const RuleQuote *
quote (const char *key)
{
  for (guint i = 0; i < G_N_ELEMENTS (rule_quotes); i++)
    if (strcmp (rule_quotes[i].key, key) == 0)
      return &rule_quotes[i];
  fail_check ("no rulebook quote for %s", key);
  return NULL;
}

/* The rule section a quote belongs to ("R.1#safe" → "R.1"). */
static char *
quote_section (const RuleQuote *q)
{
  return q ? g_strndup (q->key, strcspn (q->key, "#")) : g_strdup ("?");
}

/* The number captured by pattern's first group in the quote (emphasis removed). */
static int
quote_int (const RuleQuote *q, const char *pattern)
{
  g_autofree char *text = q ? strip_emphasis (q->text) : NULL;
  g_auto (GStrv) m = text ? re_match (pattern, text) : NULL;
  int v = m ? word_to_int (m[1]) : G_MININT;

  if (v == G_MININT)
    fail_check ("%s: /%s/ finds no number in \"%s\"", cite (q), pattern, q ? q->text : "");
  return v;
}

/* The JSON "rule" at path names the quote's section. */
static void
expect_rule (const RuleQuote *q, const char *path)
{
  g_autofree char *section = quote_section (q);

  expect_str (section, cite (q), "%s", path);
}

/* A chart's modifier lines: "(- 1) All French and French satellite units". */
typedef struct {
  int   value;
  char *reason;
  guint line;
} SeedModifier;

static void
seed_modifier_free (gpointer data)
{
  SeedModifier *m = data;

  g_free (m->reason);
  g_free (m);
}

static GPtrArray *
chart_modifiers (Chart *chart)
{
  GPtrArray *mods = g_ptr_array_new_with_free_func (seed_modifier_free);
  guint l = chart_find_cell (chart, 0, "Modifiers:");

  for (l = l ? l + 1 : seed_n_lines + 1; l <= seed_n_lines; l++)
    {
      g_autofree char *text = NULL;
      g_auto (GStrv) m = NULL;
      SeedModifier *mod;

      if (seed_blank (l))
        continue;
      text = seed_text (l);
      m = re_match ("^\\(([+-]\\d+)\\)\\s+(.+)$", text);
      if (m == NULL)
        break;
      mod = g_new0 (SeedModifier, 1);
      mod->value = word_to_int (m[1]);
      mod->reason = g_strdup (m[2]);
      mod->line = l;
      g_ptr_array_add (mods, mod);
      chart_use (chart, l);
    }
  check_true (mods->len > 0, "%s: no modifier lines after \"Modifiers:\"", chart->table);
  return mods;
}

/* Every modifier in the chart's order: value and wording from the chart, mapboards from
 * the wording's "(N)", and id/rule from the rule section that states the same modifier. */
static void
check_modifiers (Chart *chart, const char *section_prefix)
{
  g_autoptr (GPtrArray) mods = chart_modifiers (chart);

  expect_len (mods->len, seed_at (chart->heading), "%s.modifiers", chart->table);
  for (guint i = 0; i < mods->len; i++)
    {
      SeedModifier *mod = g_ptr_array_index (mods, i);
      const char *origin = seed_at (mod->line);
      const char *rule = json_str ("%s.modifiers[%u].rule", chart->table, i);
      const RuleQuote *q = NULL;
      g_autoptr (GRegex) board = g_regex_new ("\\((\\d)\\)", 0, 0, NULL);
      g_autoptr (GMatchInfo) info = NULL;
      guint n_boards = 0;

      for (g_regex_match (board, mod->reason, 0, &info); g_match_info_matches (info);
           g_match_info_next (info, NULL))
        {
          g_autofree char *digit = g_match_info_fetch (info, 1);
          expect_int (atoi (digit), origin, "%s.modifiers[%u].mapboards[%u]", chart->table, i, n_boards);
          n_boards++;
        }
      expect_keys (n_boards > 0 ? "id,value,reason,rule,mapboards" : "id,value,reason,rule",
                   "%s.modifiers[%u]", chart->table, i);
      expect_int (mod->value, origin, "%s.modifiers[%u].value", chart->table, i);
      expect_str (mod->reason, origin, "%s.modifiers[%u].reason", chart->table, i);
      if (n_boards > 0)
        expect_len (n_boards, origin, "%s.modifiers[%u].mapboards", chart->table, i);
      else
        expect_absent (origin, "%s.modifiers[%u].mapboards", chart->table, i);

      /* The rulebook states the same modifier under the section the JSON names. */
      check_true (rule != NULL && g_str_has_prefix (rule, section_prefix),
                  "$.%s.modifiers[%u].rule \"%s\" is not in section %s", chart->table, i,
                  rule ? rule : "(missing)", section_prefix);
      if (rule == NULL)
        continue;
      q = quote (rule);
      if (q == NULL || q->id == NULL)
        {
          fail_check ("$.%s.modifiers[%u].rule %s states no chart modifier", chart->table, i, rule);
          continue;
        }
      expect_str (q->id, cite (q), "%s.modifiers[%u].id", chart->table, i);
      expect_int (quote_int (q, "^[a-z]\\. \\(([+-]\\d+)\\)"), cite (q),
                  "%s.modifiers[%u].value", chart->table, i);
    }
}

/* "A modified die roll of less than one is treated as "1"." and its "greater than" twin. */
static void
check_clamp (Chart *chart, const char *path, const char *verb)
{
  expect_keys ("min,max", "%s", path);
  for (guint l = chart->heading + 1; l <= MIN (chart->heading + CHART_SPAN, seed_n_lines); l++)
    {
      g_autofree char *text = seed_text (l);
      g_autofree char *pattern = g_strdup_printf ("%s of less than (\\w+) is treated as \"(\\d+)\"", verb);
      g_auto (GStrv) lo = re_match (pattern, text);
      g_auto (GStrv) hi = re_match ("greater than (\\w+) is treated as \"(\\d+)\"", text);

      if (lo)
        {
          check_true (word_to_int (lo[1]) == atoi (lo[2]),
                      "%s: \"%s\" clamps to a different number", seed_at (l), lo[0]);
          expect_int (atoi (lo[2]), seed_at (l), "%s.min", path);
          chart_use (chart, l);
        }
      if (hi)
        {
          check_true (word_to_int (hi[1]) == atoi (hi[2]),
                      "%s: \"%s\" clamps to a different number", seed_at (l), hi[0]);
          expect_int (atoi (hi[2]), seed_at (l), "%s.max", path);
          chart_use (chart, l);
          return;
        }
    }
  fail_check ("%s: no clamp lines below its heading", chart->table);
}

/* cells[first .. first + n) against $.<row>.cells[0 .. n), as printed. */
static void
check_cell_row (char **cells, guint first, guint n, guint line, const char *fmt_row)
{
  for (guint c = 0; c < n; c++)
    expect_str (cells[first + c], seed_at (line), "%s.cells[%u]", fmt_row, c);
}

/* ------------------------------------------------------------------------------------ */
/* Tests, one per chart                                                                  */

static gboolean
ready (void)
{
  if (rules_root != NULL && seed_lines != NULL)
    return TRUE;
  g_test_fail_printf ("%s", load_error ? load_error : "nothing loaded");
  return FALSE;
}

static void
report_checks (guint before)
{
  g_test_message ("%u checks", n_checks - before);
}

static void
test_document (void)
{
  guint before = n_checks;
  g_autofree char *rulebook_base = NULL;

  if (!ready ())
    return;
  expect_keys ("format,format_version,id,name,sources,attrition,combat_results,grand_campaign_crt,"
               "combat_loss,forced_march,tactical_matrix,terrain_effects,weather,naval_results,"
               "naval_damage,combat_modifiers,morale,leader_casualty,siege,commitment,alliance,"
               "overrun,withdrawal,sequences_of_play,naval,"
               "campaign_politics,"   /* checked against the rulebook by test-campaign-politics */
               "production",          /* … and by test-production-seed */
               "%s", "");
  expect_str ("berthier-ruleset", "docs/rules-format.md", "format");
  expect_int (1, "docs/rules-format.md", "format_version");
  expect_str ("war-and-peace-4e", "docs/rules-format.md", "id");
  expect_str ("War and Peace (4th edition)", "docs/rules-format.md", "name");
  expect_keys (RULEBOOK_KEY "," SEED_KEY, "sources");
  {
    g_autofree char *seed_base = g_path_get_basename (seed_path);
    expect_str (seed_base, "the seed file's name", "sources." SEED_KEY);
  }
  rulebook_base = g_getenv ("BERTHIER_RULEBOOK") ? g_path_get_basename (g_getenv ("BERTHIER_RULEBOOK"))
                                                 : g_strdup (RULEBOOK_FILE);
  expect_str (rulebook_base, "the rulebook file's name", "sources." RULEBOOK_KEY);
  report_checks (before);
}

static void
test_attrition (void)
{
  guint before = n_checks;
  Chart chart;
  guint header, first, last, n_cols;
  g_auto (GStrv) labels = NULL;

  if (!ready () || !chart_open (&chart, "attrition", "ATTRITION TABLE", 0))
    return;
  expect_keys ("source,columns,rows,modifiers,siege_marker_rule,clamp", "attrition");

  header = chart_find_cell (&chart, 0, "Die Roll") + 1;    /* the strength bands */
  labels = seed_cells (header);
  n_cols = g_strv_length (labels) - 1;
  expect_len (n_cols, seed_at (header), "attrition.columns");
  for (guint c = 0; c < n_cols; c++)
    {
      const char *label = labels[c + 1];
      g_auto (GStrv) range = re_match ("^(\\d+)-(\\d+)$", label);
      g_auto (GStrv) open = re_match ("^(\\d+)\\+$", label);

      expect_keys ("min,max,label", "attrition.columns[%u]", c);
      expect_str (label, seed_at (header), "attrition.columns[%u].label", c);
      check_true (range || open, "%s: strength band \"%s\" is neither N-M nor N+", seed_at (header), label);
      expect_int (atoi (range ? range[1] : open ? open[1] : "-1"), seed_at (header), "attrition.columns[%u].min", c);
      if (range)
        expect_int (atoi (range[2]), seed_at (header), "attrition.columns[%u].max", c);
      else
        expect_null (seed_at (header), "attrition.columns[%u].max", c);
    }

  first = header + 1;
  last = seed_block_end (first);
  chart_use (&chart, last);
  expect_len (last - first + 1, seed_at (first), "attrition.rows");
  for (guint l = first; l <= last; l++)
    {
      g_auto (GStrv) cells = seed_cells (l);
      guint r = l - first;

      check_true (g_strv_length (cells) == n_cols + 1, "%s: %u cells, header has %u", seed_at (l),
                  g_strv_length (cells), n_cols + 1);
      expect_keys ("die,cells", "attrition.rows[%u]", r);
      expect_int (atoi (cells[0]), seed_at (l), "attrition.rows[%u].die", r);
      expect_len (n_cols, seed_at (l), "attrition.rows[%u].cells", r);
      {
        g_autofree char *row = g_strdup_printf ("attrition.rows[%u]", r);
        check_cell_row (cells, 1, MIN (n_cols, g_strv_length (cells) - 1), l, row);
      }
    }

  check_modifiers (&chart, "G.3.");
  check_clamp (&chart, "attrition.clamp", "die roll");
  expect_rule (quote ("G.3.f"), "attrition.siege_marker_rule");
  chart_check_source (&chart);
  report_checks (before);
}

static void
test_combat_results (void)
{
  guint before = n_checks;
  Chart chart;
  guint force, odds_line, first, last, n_cols, cap_line;
  g_auto (GStrv) sides = NULL;
  g_auto (GStrv) results = NULL;
  g_autofree char *cap_text = NULL;
  g_auto (GStrv) cap = NULL;
  const RuleQuote *q;

  if (!ready () || !chart_open (&chart, "combat_results", "COMBAT RESULTS TABLE", 0))
    return;
  expect_keys ("source,columns,rows,odds_bands,odds_rule,automatic,drm_cap,roll_clamp,cap_rule,key",
               "combat_results");

  /* "Force Result | L S | L S ..." then one "larger smaller" pair per column. */
  force = chart_find_cell (&chart, 0, "Force Result");
  sides = seed_cells (force);
  results = seed_cells (force + 1);
  n_cols = g_strv_length (results) - 1;
  check_true (g_strv_length (sides) == n_cols + 1, "%s: %u \"L S\" headers for %u result columns",
              seed_at (force), g_strv_length (sides) - 1, n_cols);
  expect_len (n_cols, seed_at (force + 1), "combat_results.columns");
  for (guint c = 0; c < n_cols; c++)
    {
      g_auto (GStrv) pair = g_strsplit (results[c + 1], " ", -1);

      check_true (c + 1 < g_strv_length (sides) && strcmp (sides[c + 1], "L S") == 0,
                  "%s: column %u is not headed \"L S\"", seed_at (force), c + 1);
      check_true (g_strv_length (pair) == 2, "%s: \"%s\" is not a pair of results",
                  seed_at (force + 1), results[c + 1]);
      if (g_strv_length (pair) != 2)
        continue;
      expect_keys ("larger,smaller", "combat_results.columns[%u]", c);
      expect_str (pair[0], seed_at (force + 1), "combat_results.columns[%u].larger", c);
      expect_str (pair[1], seed_at (force + 1), "combat_results.columns[%u].smaller", c);
    }

  /* One odds row per line below "Odds Ratio". */
  odds_line = chart_find_cell (&chart, 0, "Odds Ratio");
  first = odds_line + 1;
  last = seed_block_end (first);
  chart_use (&chart, last);
  expect_len (last - first + 1, seed_at (first), "combat_results.rows");
  for (guint l = first; l <= last; l++)
    {
      g_auto (GStrv) cells = seed_cells (l);
      g_autofree char *odds = odds_from_label (cells[0]);
      guint r = l - first;

      check_true (odds != NULL, "%s: \"%s\" is not an odds ratio", seed_at (l), cells[0]);
      check_true (g_strv_length (cells) == n_cols + 1, "%s: %u rolls for %u columns", seed_at (l),
                  g_strv_length (cells) - 1, n_cols);
      expect_keys ("odds,rolls", "combat_results.rows[%u]", r);
      expect_str (odds, seed_at (l), "combat_results.rows[%u].odds", r);
      expect_len (n_cols, seed_at (l), "combat_results.rows[%u].rolls", r);
      for (guint c = 0; c < n_cols && c + 1 < g_strv_length (cells); c++)
        expect_str (cells[c + 1], seed_at (l), "combat_results.rows[%u].rolls[%u]", r, c);
    }

  /* O.1.b: the bands are the printed rows, highest first, from "two or greater" and "equal
   * or greater than one and one-half"; below that the ratio is "1 to 1". */
  expect_len (last - first + 1, seed_at (first), "combat_results.odds_bands");
  {
    const RuleQuote *two = quote ("O.1.b#2"), *three = quote ("O.1.b#3");
    double prev = G_MAXDOUBLE;

    for (guint b = 0; b < json_len ("combat_results.odds_bands"); b++)
      {
        const char *odds = json_str ("combat_results.odds_bands[%u].odds", b);
        g_auto (GStrv) m = odds ? re_match ("^(\\d+):(\\d+)$", odds) : NULL;
        gboolean printed = FALSE;

        expect_keys ("odds,at_least", "combat_results.odds_bands[%u]", b);
        for (guint l = first; l <= last; l++)
          {
            g_auto (GStrv) cells = seed_cells (l);
            g_autofree char *row_odds = odds_from_label (cells[0]);
            printed |= g_strcmp0 (row_odds, odds) == 0;
          }
        check_true (printed, "$.combat_results.odds_bands[%u].odds \"%s\" is not a row of the CRT",
                    b, odds ? odds : "(missing)");
        if (m == NULL)
          continue;
        expect_len (2, odds, "combat_results.odds_bands[%u].at_least", b);
        expect_int (atoi (m[1]), odds, "combat_results.odds_bands[%u].at_least[0]", b);
        expect_int (atoi (m[2]), odds, "combat_results.odds_bands[%u].at_least[1]", b);
        check_true ((double) atoi (m[1]) / atoi (m[2]) < prev,
                    "$.combat_results.odds_bands is not highest first at [%u]", b);
        prev = (double) atoi (m[1]) / atoi (m[2]);
      }
    /* The thresholds the rule states ("two", "one and one-half") are the bands' at_least. */
    {
      g_autofree char *sentence = g_strconcat (two ? two->text : "", " ", three ? three->text : "", NULL);
      static const char *const patterns[] = {
        "is (\\w+) or greater, the odds ratio is \"(\\d+) to (\\d+)\"",
        "equal or greater than ([a-z -]+), the odds ratio is \"(\\d+) to (\\d+)\"",
      };

      for (guint p = 0; p < G_N_ELEMENTS (patterns); p++)
        {
          g_auto (GStrv) m = re_match (patterns[p], sentence);
          int num = 0, den = 0;
          int band = -1;
          g_autofree char *odds = NULL;

          check_true (m && words_to_ratio (m[1], &num, &den), "%s: no threshold /%s/", cite (three), patterns[p]);
          if (m == NULL)
            continue;
          odds = g_strdup_printf ("%s:%s", m[2], m[3]);
          for (guint k = 0; k < json_len ("combat_results.odds_bands"); k++)
            if (g_strcmp0 (json_str ("combat_results.odds_bands[%u].odds", k), odds) == 0)
              band = (int) k;
          check_true (band >= 0, "$.combat_results.odds_bands has no %s band (%s)", odds, cite (three));
          if (band < 0)
            continue;
          expect_int (num, cite (p == 0 ? two : three), "combat_results.odds_bands[%d].at_least[0]", band);
          expect_int (den, cite (p == 0 ? two : three), "combat_results.odds_bands[%d].at_least[1]", band);
        }
    }
    expect_rule (two, "combat_results.odds_rule");
  }

  /* O.1.d: automatic result at 4 to 1. */
  q = quote ("O.1.d");
  expect_keys ("at_least,smaller,larger,larger_if_smaller_loses_more_than,rule", "combat_results.automatic");
  expect_int (quote_int (q, "exceed (\\d+) to \\d+"), cite (q), "combat_results.automatic.at_least[0]");
  expect_int (quote_int (q, "exceed \\d+ to (\\d+)"), cite (q), "combat_results.automatic.at_least[1]");
  expect_len (2, cite (q), "combat_results.automatic.at_least");
  {
    g_auto (GStrv) s = re_match ("smaller force automatically suffers a \"(\\w+)\"", q ? q->text : "");
    g_auto (GStrv) l = re_match ("larger force automatically suffers a \"(\\w+)\"", q ? q->text : "");
    expect_str (s ? s[1] : NULL, cite (q), "combat_results.automatic.smaller");
    expect_str (l ? l[1] : NULL, cite (q), "combat_results.automatic.larger");
  }
  expect_int (quote_int (q, "loses more than (\\w+) Strength Point"), cite (q),
              "combat_results.automatic.larger_if_smaller_loses_more_than");
  expect_rule (q, "combat_results.automatic.rule");

  /* The cap and the clamp, as the chart prints them (and O.2.e says the same). */
  cap_line = chart_find_prefix (&chart, "The dice may never be modified by more than plus or minus");
  cap_text = seed_text (cap_line);
  cap = re_match ("plus or minus (\\w+)\\.", cap_text);
  expect_int (cap ? word_to_int (cap[1]) : G_MININT, seed_at (cap_line), "combat_results.drm_cap");
  check_clamp (&chart, "combat_results.roll_clamp", "roll");
  q = quote ("O.2.e");
  expect_int (quote_int (q, "plus or minus (\\w+)\\."), cite (q), "combat_results.drm_cap");
  expect_int (quote_int (q, "less than two is treated as a \"(\\d+)\""), cite (q), "combat_results.roll_clamp.min");
  expect_int (quote_int (q, "greater than twelve is treated as \"(\\d+)\""), cite (q), "combat_results.roll_clamp.max");
  expect_rule (q, "combat_results.cap_rule");

  /* Key: "CODE = text" lines under "Explanation of Combat Results:". */
  {
    guint key_line = chart_find_prefix (&chart, "Explanation of Combat Results:");
    guint n_key = 0;

    for (guint l = key_line + 1; l <= MIN (key_line + 30, seed_n_lines); l++)
      {
        g_autofree char *text = NULL;
        g_auto (GStrv) m = NULL;

        if (seed_blank (l))
          continue;
        text = seed_text (l);
        m = re_match ("^(\\S+) = (.+)$", text);
        if (m == NULL)
          break;
        chart_use (&chart, l);
        expect_keys ("code,text", "combat_results.key[%u]", n_key);
        expect_str (m[1], seed_at (l), "combat_results.key[%u].code", n_key);
        expect_str (m[2], seed_at (l), "combat_results.key[%u].text", n_key);
        n_key++;
      }
    expect_len (n_key, seed_at (key_line), "combat_results.key");
  }

  chart_check_source (&chart);
  report_checks (before);
}

static void
test_grand_campaign_crt (void)
{
  guint before = n_checks;
  Chart chart;
  guint die_line, odds_line, first, last, n_rolls, note_line, cap_line;
  g_auto (GStrv) head = NULL;
  g_autofree char *note = NULL;
  g_autofree char *cap_text = NULL;

  if (!ready () || !chart_open (&chart, "grand_campaign_crt", "OPTIONAL GRAND CAMPAIGN COMBAT RESULTS TABLE", 0))
    return;
  expect_keys ("source,rolls,rows,automatic_note,key", "grand_campaign_crt");

  /* "DIE ROLL | | 2 ... 12 | DIE ROLL" */
  die_line = chart_find_cell (&chart, 0, "DIE ROLL");
  head = seed_cells (die_line);
  n_rolls = g_strv_length (head) - 3;
  check_true (strcmp (head[g_strv_length (head) - 1], "DIE ROLL") == 0, "%s: roll header not closed by DIE ROLL",
              seed_at (die_line));
  expect_len (n_rolls, seed_at (die_line), "grand_campaign_crt.rolls");
  for (guint c = 0; c < n_rolls; c++)
    expect_int (word_to_int (head[c + 2]), seed_at (die_line), "grand_campaign_crt.rolls[%u]", c);

  /* Pairs of lines: "2 to 1 (up) | L Result | ... | L Result", " | S Result | ... | S Result". */
  odds_line = chart_find_cell (&chart, 0, "Odds Ratio");
  first = odds_line + 1;
  last = seed_block_end (first);
  chart_use (&chart, last);
  check_true ((last - first + 1) % 2 == 0, "%s: odd number of result lines", seed_at (first));
  expect_len ((last - first + 1) / 2, seed_at (first), "grand_campaign_crt.rows");
  for (guint l = first; l + 1 <= last; l += 2)
    {
      g_auto (GStrv) lrow = seed_cells (l);
      g_auto (GStrv) srow = seed_cells (l + 1);
      g_autofree char *odds = odds_from_label (lrow[0]);
      guint r = (l - first) / 2;

      check_true (odds != NULL, "%s: \"%s\" is not an odds ratio", seed_at (l), lrow[0]);
      check_true (strcmp (lrow[1], "L Result") == 0 && strcmp (srow[1], "S Result") == 0,
                  "%s: not an L/S result pair", seed_at (l));
      check_true (g_strv_length (lrow) == n_rolls + 3 && g_strv_length (srow) == n_rolls + 3,
                  "%s: result rows do not have %u rolls", seed_at (l), n_rolls);
      expect_keys ("odds,larger,smaller", "grand_campaign_crt.rows[%u]", r);
      expect_str (odds, seed_at (l), "grand_campaign_crt.rows[%u].odds", r);
      expect_len (n_rolls, seed_at (l), "grand_campaign_crt.rows[%u].larger", r);
      expect_len (n_rolls, seed_at (l + 1), "grand_campaign_crt.rows[%u].smaller", r);
      for (guint c = 0; c < n_rolls && c + 2 < g_strv_length (lrow) && c + 2 < g_strv_length (srow); c++)
        {
          expect_str (lrow[c + 2], seed_at (l), "grand_campaign_crt.rows[%u].larger[%u]", r, c);
          expect_str (srow[c + 2], seed_at (l + 1), "grand_campaign_crt.rows[%u].smaller[%u]", r, c);
        }
    }

  note_line = chart_find_prefix (&chart, "Note: ");
  note = seed_text (note_line);
  expect_str (note + strlen ("Note: "), seed_at (note_line), "grand_campaign_crt.automatic_note");

  /* Key: one line of "CODE = text," under "Explanation of Combat Results:", bold marks
   * ("**S**") dropped. */
  {
    guint key_line = chart_find_prefix (&chart, "Explanation of Combat Results:");
    guint l = key_line + 1;
    guint n_key = 0;
    g_autofree char *text = NULL;
    g_auto (GStrv) parts = NULL;

    while (l < seed_n_lines && seed_blank (l))
      l++;
    chart_use (&chart, l);
    text = seed_text (l);
    {
      g_auto (GStrv) pieces = g_strsplit (text, "**", -1);
      g_free (text);
      text = g_strjoinv ("", pieces);
    }
    parts = g_strsplit (text, ", ", -1);
    for (guint i = 0; parts[i] != NULL; i++)
      {
        g_auto (GStrv) m = re_match ("^(\\S+) = (.+?),?$", g_strstrip (parts[i]));
        if (m == NULL)
          continue;
        expect_keys ("code,text", "grand_campaign_crt.key[%u]", n_key);
        expect_str (m[1], seed_at (l), "grand_campaign_crt.key[%u].code", n_key);
        expect_str (m[2], seed_at (l), "grand_campaign_crt.key[%u].text", n_key);
        n_key++;
      }
    check_true (n_key == 7, "%s: %u entries in the key, not L, S, 0, 1, D1, D2, D3", seed_at (l), n_key);
    expect_len (n_key, seed_at (l), "grand_campaign_crt.key");
  }

  /* The optional table repeats the standard cap and clamp; the ruleset keeps them once. */
  cap_line = chart_find_prefix (&chart, "The dice may never be modified by more than plus or minus");
  cap_text = seed_text (cap_line);
  {
    g_auto (GStrv) cap = re_match ("plus or minus (\\w+)\\.", cap_text);
    g_auto (GStrv) lo = re_match ("less than two is treated as \"(\\d+)\"", cap_text);
    g_auto (GStrv) hi = re_match ("greater than twelve is treated as \"(\\d+)\"", cap_text);

    expect_int (cap ? word_to_int (cap[1]) : G_MININT, seed_at (cap_line), "combat_results.drm_cap");
    expect_int (lo ? atoi (lo[1]) : G_MININT, seed_at (cap_line), "combat_results.roll_clamp.min");
    expect_int (hi ? atoi (hi[1]) : G_MININT, seed_at (cap_line), "combat_results.roll_clamp.max");
  }
  chart_check_source (&chart);
  report_checks (before);
}

static void
test_combat_loss (void)
{
  guint before = n_checks;
  Chart chart;
  guint header, first, last, n_cols;
  g_auto (GStrv) head = NULL;

  if (!ready () || !chart_open (&chart, "combat_loss", "COMBAT LOSS CHART", 0))
    return;
  expect_keys ("source,columns,rows", "combat_loss");

  header = chart_find_cell (&chart, 0, "Combat Result") + 1;
  head = seed_cells (header);
  n_cols = g_strv_length (head) - 1;
  expect_len (n_cols, seed_at (header), "combat_loss.columns");
  for (guint c = 0; c < n_cols; c++)
    {
      const char *label = head[c + 1];
      gboolean open = g_str_has_suffix (label, "(+)");
      g_autofree char *number = g_strndup (label, strlen (label) - (open ? 3 : 0));

      check_true (open == (c == n_cols - 1), "%s: only the last column is open-ended (\"%s\")",
                  seed_at (header), label);
      expect_int (word_to_int (number), seed_at (header), "combat_loss.columns[%u]", c);
    }

  first = header + 1;
  last = seed_block_end (first);
  chart_use (&chart, last);
  expect_len (last - first + 1, seed_at (first), "combat_loss.rows");
  for (guint l = first; l <= last; l++)
    {
      g_auto (GStrv) cells = seed_cells (l);
      g_auto (GStrv) applies = g_strsplit (cells[0], " or ", -1);
      guint r = l - first;

      check_true (g_strv_length (cells) == n_cols + 1, "%s: %u losses for %u columns", seed_at (l),
                  g_strv_length (cells) - 1, n_cols);
      expect_keys ("result,applies_to,losses", "combat_loss.rows[%u]", r);
      expect_str (cells[0], seed_at (l), "combat_loss.rows[%u].result", r);
      expect_len (g_strv_length (applies), seed_at (l), "combat_loss.rows[%u].applies_to", r);
      for (guint a = 0; applies[a]; a++)
        expect_str (applies[a], seed_at (l), "combat_loss.rows[%u].applies_to[%u]", r, a);
      expect_len (n_cols, seed_at (l), "combat_loss.rows[%u].losses", r);
      for (guint c = 0; c < n_cols && c + 1 < g_strv_length (cells); c++)
        expect_int (word_to_int (cells[c + 1]), seed_at (l), "combat_loss.rows[%u].losses[%u]", r, c);
    }
  chart_check_source (&chart);
  report_checks (before);
}

static void
test_forced_march (void)
{
  guint before = n_checks;
  Chart chart;
  guint header, first, last, n_cols;
  g_auto (GStrv) head = NULL;

  if (!ready () || !chart_open (&chart, "forced_march", "FORCED MARCH TABLE", 0))
    return;
  expect_keys ("source,columns,rows,modifiers,clamp", "forced_march");

  header = chart_find_cell (&chart, 0, "Die Roll");
  head = seed_cells (header);
  n_cols = g_strv_length (head) - 1;
  expect_len (n_cols, seed_at (header), "forced_march.columns");
  for (guint c = 0; c < n_cols; c++)
    expect_int (word_to_int (head[c + 1]), seed_at (header), "forced_march.columns[%u]", c);

  first = header + 1;
  last = seed_block_end (first);
  chart_use (&chart, last);
  expect_len (last - first + 1, seed_at (first), "forced_march.rows");
  for (guint l = first; l <= last; l++)
    {
      g_auto (GStrv) cells = seed_cells (l);
      g_autofree char *row = g_strdup_printf ("forced_march.rows[%u]", l - first);

      check_true (g_strv_length (cells) == n_cols + 1, "%s: %u cells, header has %u", seed_at (l),
                  g_strv_length (cells), n_cols + 1);
      expect_keys ("die,cells", "%s", row);
      expect_int (word_to_int (cells[0]), seed_at (l), "%s.die", row);
      expect_len (n_cols, seed_at (l), "%s.cells", row);
      check_cell_row (cells, 1, MIN (n_cols, g_strv_length (cells) - 1), l, row);
    }

  check_modifiers (&chart, "K.5.");
  check_clamp (&chart, "forced_march.clamp", "die roll");
  chart_check_source (&chart);
  report_checks (before);
}

/* The seven tactics of one printed copy of the matrix. */
static guint
matrix_header (Chart *chart)
{
  guint header = chart_find_cell (chart, 1, "Charge");
  g_auto (GStrv) title = seed_cells (chart->heading + 2);

  /* "Smaller Force | Larger Force": rows are the smaller force's tactic. */
  check_true (g_strv_length (title) >= 2 && g_ascii_strcasecmp (title[0], "Smaller Force") == 0
              && g_ascii_strcasecmp (title[1], "Larger Force") == 0,
              "%s: expected \"Smaller Force | Larger Force\"", seed_at (chart->heading + 2));
  return header;
}

static void
test_tactical_matrix (void)
{
  guint before = n_checks;
  Chart chart, copy;
  guint count = 0, header, copy_header, first, last, n;
  g_auto (GStrv) head = NULL;
  guint explanation;
  g_autofree char *explain = NULL;

  if (!ready () || !chart_open (&chart, "tactical_matrix", "OPTIONAL TACTICAL MATRIX FOR FIELD BATTLES", 0))
    return;
  seed_heading ("OPTIONAL TACTICAL MATRIX FOR FIELD BATTLES", 0, &count);
  check_true (count == 2, "the seed prints the tactical matrix %u times, expected 2", count);
  expect_keys ("source,tactics,labels,rows", "tactical_matrix");

  header = matrix_header (&chart);
  head = seed_cells (header);
  n = g_strv_length (head) - 1;
  expect_len (n, seed_at (header), "tactical_matrix.labels");
  expect_len (n, seed_at (header), "tactical_matrix.tactics");
  for (guint c = 0; c < n; c++)
    {
      g_autofree char *id = g_ascii_strdown (head[c + 1], -1);

      expect_str (head[c + 1], seed_at (header), "tactical_matrix.labels[%u]", c);
      expect_str (id, seed_at (header), "tactical_matrix.tactics[%u]", c);
    }

  first = header + 1;
  last = seed_block_end (first);
  chart_use (&chart, last);
  expect_len (last - first + 1, seed_at (first), "tactical_matrix.rows");
  for (guint l = first; l <= last; l++)
    {
      g_auto (GStrv) cells = seed_cells (l);
      g_autofree char *id = g_ascii_strdown (cells[0], -1);
      g_autofree char *row = g_strdup_printf ("tactical_matrix.rows[%u]", l - first);

      check_true (g_strv_length (cells) == n + 1, "%s: %u cells for %u tactics", seed_at (l),
                  g_strv_length (cells) - 1, n);
      expect_keys ("smaller,cells", "%s", row);
      expect_str (id, seed_at (l), "%s.smaller", row);
      expect_len (n, seed_at (l), "%s.cells", row);
      check_cell_row (cells, 1, MIN (n, g_strv_length (cells) - 1), l, row);
    }

  /* The explanation fixes what "NC" and parentheses mean. */
  explanation = chart_find_prefix (&chart, "Explanation:");
  explain = seed_text (explanation);
  check_true (strstr (explain, "If the result is \"NC\", the dice are not rolled") != NULL
              && strstr (explain, "If the result is parenthesized, the battle ceases at the end of the current round") != NULL,
              "%s: the explanation no longer defines NC and parentheses", seed_at (explanation));
  chart_check_source (&chart);

  /* The second printed copy must agree with the first, cell for cell. */
  if (chart_open (&copy, "tactical_matrix", "OPTIONAL TACTICAL MATRIX FOR FIELD BATTLES", 1))
    {
      copy_header = matrix_header (&copy);
      for (guint k = 0; k <= last - header; k++)
        {
          g_auto (GStrv) a = seed_cells (header + k);
          g_auto (GStrv) b = seed_cells (copy_header + k);
          guint na = g_strv_length (a), nb = g_strv_length (b);

          check_true (na == nb, "%s and %s differ in length", seed_at (header + k), seed_at (copy_header + k));
          for (guint c = 0; c < MIN (na, nb); c++)
            check_true (strcmp (a[c], b[c]) == 0, "matrix copies differ: %s \"%s\" vs %s \"%s\"",
                        seed_at (header + k), a[c], seed_at (copy_header + k), b[c]);
        }
      check_true (seed_blank (copy_header + (last - header) + 1), "%s: the second copy has extra rows",
                  seed_at (copy_header + (last - header) + 1));
    }
  report_checks (before);
}

/* "Clear Hex" → "clear", "River Hexside/ River Tail" → "river", "Major City" → "major_city". */
static char *
terrain_id_from_label (const char *label)
{
  g_autofree char *head = g_strndup (label, strcspn (label, "/"));
  g_autofree char *lower = NULL;

  g_strstrip (head);
  if (g_str_has_suffix (head, " Hexside"))
    head[strlen (head) - strlen (" Hexside")] = '\0';
  else if (g_str_has_suffix (head, " Hex"))
    head[strlen (head) - strlen (" Hex")] = '\0';
  lower = g_ascii_strdown (head, -1);
  g_strdelimit (lower, " ", '_');
  return g_steal_pointer (&lower);
}

typedef struct {
  guint mp_col, note_col, effect_col;
  guint first, last;
  guint *uses;        /* per row: JSON entries drawn from it */
  guint n_notes;
  guint prev_row;     /* JSON entries follow the chart's order */
} TecColumns;

/* One terrain or feature entry against the chart row whose first cell holds its label. */
static void
check_terrain_entry (TecColumns *tec, const char *list, guint i)
{
  const char *label = json_str ("terrain_effects.%s[%u].label", list, i);
  gboolean is_hex = strcmp (list, "terrain") == 0;
  g_autofree char *path = g_strdup_printf ("terrain_effects.%s[%u]", list, i);
  g_autofree char *id = NULL;
  g_auto (GStrv) cells = NULL;
  g_auto (GStrv) drm = NULL;
  g_auto (GStrv) fort = NULL;
  guint row = 0, hits = 0;
  const char *mp, *notes, *effect, *origin;

  if (label == NULL)
    {
      fail_check ("$.%s.label is missing", path);
      return;
    }
  for (guint l = tec->first; l <= tec->last; l++)
    {
      g_auto (GStrv) c = seed_cells (l);
      if (strstr (c[0], label) != NULL)
        {
          row = l;
          hits++;
        }
    }
  check_true (hits == 1, "$.%s.label \"%s\" names %u chart rows, not 1", path, label, hits);
  if (hits != 1)
    return;
  tec->uses[row - tec->first]++;
  check_true (row >= tec->prev_row, "$.%s (\"%s\") is out of the chart's order", path, label);
  tec->prev_row = row;

  origin = seed_at (row);
  cells = seed_cells (row);
  check_true (g_strv_length (cells) > tec->effect_col, "%s: too few cells", origin);
  if (g_strv_length (cells) <= tec->effect_col)
    return;
  mp = cells[tec->mp_col];
  notes = cells[tec->note_col];
  effect = cells[tec->effect_col];

  id = terrain_id_from_label (label);
  expect_str (id, origin, "%s.id", path);

  /* Movement: the cell, or this label's part of "Clear: 1 Desert: 2". */
  {
    g_autoptr (GRegex) re = g_regex_new ("([A-Za-z]+):\\s*(\\S+)", 0, 0, NULL);
    g_autoptr (GMatchInfo) info = NULL;
    g_autofree char *first_word = g_strndup (label, strcspn (label, " "));
    g_autofree char *cost = NULL;

    if (g_regex_match (re, mp, 0, &info))
      {
        for (; g_match_info_matches (info); g_match_info_next (info, NULL))
          {
            g_autofree char *name = g_match_info_fetch (info, 1);
            if (strcmp (name, first_word) == 0)
              cost = g_match_info_fetch (info, 2);
          }
        check_true (cost != NULL, "%s: \"%s\" gives no cost for %s", origin, mp, first_word);
      }
    else
      cost = g_strdup (mp);
    expect_str (cost, origin, "%s.movement_cost", path);
  }

  /* Notes: "NA" or "1, 6". */
  if (strcmp (notes, "NA") == 0)
    expect_len (0, origin, "%s.notes", path);
  else
    {
      g_auto (GStrv) numbers = g_strsplit (notes, ",", -1);

      expect_len (g_strv_length (numbers), origin, "%s.notes", path);
      for (guint n = 0; numbers[n]; n++)
        {
          int number = word_to_int (g_strstrip (numbers[n]));

          check_true (number >= 1 && (guint) number <= tec->n_notes, "%s: note %d does not exist", origin, number);
          expect_int (number, origin, "%s.notes[%u]", path, n);
        }
    }

  /* Field battle: "(-1) if S is attacked in (+1) if L is attacked in", "No Effect",
   * "Fort Capacity (6)", "Normal Fort Capacity", or text with no number ("NA", ...). */
  drm = re_match ("^\\(([+-]?\\d+)\\) if S is attacked (in|from) \\(([+-]?\\d+)\\) if L is attacked (in|from)$", effect);
  fort = re_match ("^Fort Capacity \\((\\d+)\\)$", effect);
  if (drm)
    {
      check_true (strcmp (drm[2], drm[4]) == 0, "%s: S and L attacked in/from differ", origin);
      check_true (is_hex == (strcmp (drm[2], "in") == 0),
                  "$.%s: \"attacked %s\" belongs in %s", path, drm[2], is_hex ? "features" : "terrain");
      expect_keys (is_hex ? "id,label,movement_cost,notes,attacked_in" : "id,label,movement_cost,notes,attacked_from",
                   "%s", path);
      expect_keys ("smaller,larger", "%s.attacked_%s", path, drm[2]);
      expect_int (word_to_int (drm[1]), origin, "%s.attacked_%s.smaller", path, drm[2]);
      expect_int (word_to_int (drm[3]), origin, "%s.attacked_%s.larger", path, drm[2]);
    }
  else if (strcmp (effect, "No Effect") == 0 && is_hex)
    {
      expect_keys ("id,label,movement_cost,notes,attacked_in", "%s", path);
      expect_keys ("smaller,larger", "%s.attacked_in", path);
      expect_int (0, origin, "%s.attacked_in.smaller", path);
      expect_int (0, origin, "%s.attacked_in.larger", path);
    }
  else if (fort)
    {
      expect_keys ("id,label,movement_cost,notes,fort_capacity", "%s", path);
      expect_int (word_to_int (fort[1]), origin, "%s.fort_capacity", path);
    }
  else if (strcmp (effect, "Normal Fort Capacity") == 0)
    {
      expect_keys ("id,label,movement_cost,notes,fort_capacity", "%s", path);
      expect_null (origin, "%s.fort_capacity", path);
    }
  else
    {
      check_true (!is_hex, "$.%s: hex terrain with no field-battle number (\"%s\")", path, effect);
      expect_keys ("id,label,movement_cost,notes", "%s", path);
    }
}

static void
test_terrain_effects (void)
{
  guint before = n_checks;
  Chart chart;
  TecColumns tec = { 0 };
  guint header, notes_line, n_terrain, n_features;
  g_auto (GStrv) head = NULL;
  /* The ids docs/rules-format.md names, so none goes missing. */
  static const char *const ids[] = {
    "clear", "desert", "forest", "sand", "swamp", "lake", "low_mountain", "high_mountain",
    "river", "bridge", "major_city", "minor_city", "capital_city", "production_city",
    "coastal", "sea_zone", "sea_crossing",
  };

  if (!ready () || !chart_open (&chart, "terrain_effects", "TERRAIN EFFECTS CHART", 0))
    return;
  expect_keys ("source,terrain,features,notes", "terrain_effects");

  header = chart_find_cell (&chart, 0, "Terrain Feature");
  head = seed_cells (header);
  for (guint c = 0; head[c]; c++)
    {
      if (strcmp (head[c], "Movement Point Cost") == 0)
        tec.mp_col = c;
      else if (strcmp (head[c], "Note Number") == 0)
        tec.note_col = c;
      else if (g_str_has_prefix (head[c], "Effect on Field Battle"))
        tec.effect_col = c;
    }
  check_true (tec.mp_col && tec.note_col && tec.effect_col, "%s: TEC columns not found", seed_at (header));
  if (!(tec.mp_col && tec.note_col && tec.effect_col))
    return;

  /* The notes first: rows refer to them by number. Bullets "- ..." numbered in order. */
  notes_line = chart_find_cell (&chart, 0, "Terrain Effects Chart Notes");
  {
    guint first_note = notes_line + 1;

    while (seed_blank (first_note))
      first_note++;
    for (guint l = first_note; l <= seed_block_end (first_note); l++)
      {
        g_autofree char *text = seed_text (l);

        check_true (g_str_has_prefix (text, "- "), "%s: not a note bullet", seed_at (l));
        expect_keys ("number,text", "terrain_effects.notes[%u]", tec.n_notes);
        expect_int (tec.n_notes + 1, seed_at (l), "terrain_effects.notes[%u].number", tec.n_notes);
        expect_str (text + 2, seed_at (l), "terrain_effects.notes[%u].text", tec.n_notes);
        chart_use (&chart, l);
        tec.n_notes++;
      }
    expect_len (tec.n_notes, seed_at (first_note), "terrain_effects.notes");
  }

  /* Rows: the map-symbol column is lost, so labels run together ("Forest Hex/ Sand Hex");
   * each entry is found by its label inside the row's first cell. */
  tec.first = header + 2;            /* below the "Regular | Desert" symbol sub-header */
  tec.last = seed_block_end (tec.first);
  tec.uses = g_new0 (guint, tec.last - tec.first + 1);
  n_terrain = json_len ("terrain_effects.terrain");
  n_features = json_len ("terrain_effects.features");
  for (guint i = 0; i < n_terrain; i++)
    check_terrain_entry (&tec, "terrain", i);
  for (guint i = 0; i < n_features; i++)
    check_terrain_entry (&tec, "features", i);
  for (guint l = tec.first; l <= tec.last; l++)
    check_true (tec.uses[l - tec.first] > 0, "%s: chart row has no terrain entry", seed_at (l));
  g_free (tec.uses);

  check_true (n_terrain + n_features == G_N_ELEMENTS (ids), "terrain_effects has %u entries, expected %u",
              n_terrain + n_features, (guint) G_N_ELEMENTS (ids));
  for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
    {
      guint found = 0;

      for (guint i = 0; i < n_terrain; i++)
        found += g_strcmp0 (json_str ("terrain_effects.terrain[%u].id", i), ids[k]) == 0;
      for (guint i = 0; i < n_features; i++)
        found += g_strcmp0 (json_str ("terrain_effects.features[%u].id", i), ids[k]) == 0;
      check_true (found == 1, "terrain_effects: id \"%s\" occurs %u times", ids[k], found);
    }
  chart_check_source (&chart);
  report_checks (before);
}

static void
test_weather (void)
{
  guint before = n_checks;
  Chart chart;
  guint header, first, last, n_months, mod_line, intro;
  g_auto (GStrv) head = NULL;
  g_autofree char *mod_text = NULL;
  GHashTable *seen = g_hash_table_new (g_str_hash, g_str_equal);
  guint n_effects = 0;

  if (!ready () || !chart_open (&chart, "weather", "WEATHER TABLE", 0))
    {
      g_hash_table_unref (seen);
      return;
    }
  expect_keys ("source,months,rows,modifiers,clamp,effects", "weather");

  /* "DIE | Jan ... Dec | DIE" */
  header = chart_find_cell (&chart, 0, "DIE");
  head = seed_cells (header);
  n_months = g_strv_length (head) - 2;
  check_true (strcmp (head[n_months + 1], "DIE") == 0, "%s: month header not closed by DIE", seed_at (header));
  expect_len (n_months, seed_at (header), "weather.months");
  for (guint c = 0; c < n_months; c++)
    expect_str (head[c + 1], seed_at (header), "weather.months[%u]", c);

  first = header + 1;
  last = seed_block_end (first);
  chart_use (&chart, last);
  expect_len (last - first + 1, seed_at (first), "weather.rows");
  for (guint l = first; l <= last; l++)
    {
      g_auto (GStrv) cells = seed_cells (l);
      g_autofree char *row = g_strdup_printf ("weather.rows[%u]", l - first);

      check_true (g_strv_length (cells) == n_months + 2 && strcmp (cells[0], cells[n_months + 1]) == 0,
                  "%s: the die is not printed on both sides", seed_at (l));
      expect_keys ("die,cells", "%s", row);
      expect_int (word_to_int (cells[0]), seed_at (l), "%s.die", row);
      expect_len (n_months, seed_at (l), "%s.cells", row);
      check_cell_row (cells, 1, MIN (n_months, g_strv_length (cells) - 1), l, row);
      for (guint c = 1; c <= n_months && cells[c]; c++)
        g_hash_table_add (seen, (gpointer) g_intern_string (cells[c]));
    }
  /* The table's die range is the clamp. */
  {
    g_auto (GStrv) lo = seed_cells (first);
    g_auto (GStrv) hi = seed_cells (last);
    expect_keys ("min,max", "weather.clamp");
    expect_int (word_to_int (lo[0]), seed_at (first), "weather.clamp.min");
    expect_int (word_to_int (hi[0]), seed_at (last), "weather.clamp.max");
  }

  /* "Die Roll is +1 in Map Board Area 4, (Russia), and -1 in Map Board Area 1 (Spain)" */
  mod_line = chart_find_prefix (&chart, "Die Roll is ");
  mod_text = seed_text (mod_line);
  {
    g_autoptr (GRegex) re = g_regex_new ("([+-]\\d+) in (Map Board Area (\\d+),? \\([A-Za-z]+\\))", 0, 0, NULL);
    g_autoptr (GMatchInfo) info = NULL;
    g_autofree char *rule = g_strdup ("Weather Table");     /* the chart's own title */
    guint m = 0;

    for (g_regex_match (re, mod_text, 0, &info); g_match_info_matches (info); g_match_info_next (info, NULL), m++)
      {
        g_autofree char *value = g_match_info_fetch (info, 1);
        g_autofree char *reason = g_match_info_fetch (info, 2);
        g_autofree char *board = g_match_info_fetch (info, 3);
        g_autofree char *id = g_strdup_printf ("mapboard_%s", board);
        g_autofree char *path = g_strdup_printf ("weather.modifiers[%u]", m);

        expect_keys ("id,value,reason,rule,mapboards", "%s", path);
        expect_str (id, seed_at (mod_line), "%s.id", path);
        expect_int (word_to_int (value), seed_at (mod_line), "%s.value", path);
        expect_str (reason, seed_at (mod_line), "%s.reason", path);
        expect_str (rule, seed_at (chart.heading), "%s.rule", path);
        expect_len (1, seed_at (mod_line), "%s.mapboards", path);
        expect_int (word_to_int (board), seed_at (mod_line), "%s.mapboards[0]", path);
      }
    check_true (m > 0, "%s: no die-roll modifiers found", seed_at (mod_line));
    expect_len (m, seed_at (mod_line), "weather.modifiers");
  }

  /* Effects: the bullets that start with a weather the table prints, in bullet order. */
  intro = chart_find_prefix (&chart, "Weather impacts play in the following manner:");
  for (guint l = intro + 1; l <= MIN (intro + 20, seed_n_lines); l++)
    {
      g_autofree char *text = NULL;
      g_autofree char *word = NULL;
      g_auto (GStrv) move = NULL;
      g_auto (GStrv) attr = NULL;
      g_autofree char *path = NULL;

      if (seed_blank (l))
        continue;
      text = seed_text (l);
      if (!g_str_has_prefix (text, "* "))
        break;
      chart_use (&chart, l);
      word = g_strndup (text + 2, strcspn (text + 2, " "));
      if (!g_hash_table_contains (seen, word) || !g_str_has_prefix (text + 2 + strlen (word), " weather "))
        continue;      /* a general remark ("Weather impacts the entire area ...") */
      g_hash_table_remove (seen, word);
      path = g_strdup_printf ("weather.effects[%u]", n_effects++);
      move = re_match ("(increases|decreases) the movement allowance of all units in the area by (\\w+)", text);
      attr = re_match ("(increases|decreases) the Attrition die roll by (\\w+)", text);
      expect_keys ("weather,movement,attrition,text", "%s", path);
      expect_str (word, seed_at (l), "%s.weather", path);
      expect_str (text + 2, seed_at (l), "%s.text", path);
      expect_int (move ? (strcmp (move[1], "decreases") == 0 ? -1 : 1) * word_to_int (move[2]) : 0,
                  seed_at (l), "%s.movement", path);
      expect_int (attr ? (strcmp (attr[1], "decreases") == 0 ? -1 : 1) * word_to_int (attr[2]) : 0,
                  seed_at (l), "%s.attrition", path);
    }
  expect_len (n_effects, seed_at (intro), "weather.effects");
  check_true (g_hash_table_size (seen) == 0, "weather: %u printed weathers have no effect bullet",
              g_hash_table_size (seen));
  g_hash_table_unref (seen);
  chart_check_source (&chart);
  report_checks (before);
}

static void
test_naval_results (void)
{
  guint before = n_checks;
  Chart chart;
  guint mdr, force, ratio, first, last, n_rolls, key_line, n_rows = 0, n_special = 0, n_key = 0;
  g_auto (GStrv) rolls = NULL;
  g_auto (GStrv) sides = NULL;

  if (!ready () || !chart_open (&chart, "naval_results", "NAVAL RESULTS TABLE", 0))
    return;
  expect_keys ("source,rolls,rows,special_rows,key", "naval_results");

  mdr = chart_find_cell (&chart, 0, "Modified Die Roll");
  rolls = seed_cells (mdr + 1);
  n_rolls = g_strv_length (rolls) - 1;
  expect_len (n_rolls, seed_at (mdr + 1), "naval_results.rolls");
  for (guint c = 0; c < n_rolls; c++)
    expect_int (word_to_int (rolls[c + 1]), seed_at (mdr + 1), "naval_results.rolls[%u]", c);

  force = chart_find_cell (&chart, 0, "Force");
  sides = seed_cells (force);
  for (guint c = 1; sides[c]; c++)
    check_true (strcmp (sides[c], "L S") == 0, "%s: column %u is not \"L S\"", seed_at (force), c);

  ratio = chart_find_cell (&chart, 0, "Combat Ratio");
  first = ratio + 1;
  last = seed_block_end (first);
  chart_use (&chart, last);
  for (guint l = first; l <= last; l++)
    {
      g_auto (GStrv) cells = seed_cells (l);
      g_autofree char *odds = odds_from_label (cells[0]);
      g_autofree char *path = NULL;

      check_true (g_strv_length (cells) == n_rolls + 1, "%s: %u cells for %u rolls", seed_at (l),
                  g_strv_length (cells) - 1, n_rolls);
      if (odds)
        {
          path = g_strdup_printf ("naval_results.rows[%u]", n_rows++);
          expect_keys ("odds,cells", "%s", path);
          expect_str (odds, seed_at (l), "%s.odds", path);
        }
      else
        {
          g_autofree char *id = g_ascii_strdown (cells[0], strcspn (cells[0], " "));

          check_true (g_str_has_suffix (cells[0], " Table"), "%s: \"%s\" is neither odds nor a table",
                      seed_at (l), cells[0]);
          path = g_strdup_printf ("naval_results.special_rows[%u]", n_special++);
          expect_keys ("id,label,cells", "%s", path);
          expect_str (id, seed_at (l), "%s.id", path);
          expect_str (cells[0], seed_at (l), "%s.label", path);
        }
      expect_len (n_rolls, seed_at (l), "%s.cells", path);
      check_cell_row (cells, 1, MIN (n_rolls, g_strv_length (cells) - 1), l, path);
    }
  expect_len (n_rows, seed_at (first), "naval_results.rows");
  expect_len (n_special, seed_at (first), "naval_results.special_rows");

  /* Key: "CODE = text" lines up to the notes. */
  key_line = chart_find_cell (&chart, 0, "Key:");
  for (guint l = key_line + 1; l <= MIN (key_line + 40, seed_n_lines); l++)
    {
      g_autofree char *text = NULL;
      g_auto (GStrv) m = NULL;

      if (seed_blank (l))
        continue;
      text = seed_text (l);
      if (g_str_has_prefix (text, "Note:"))
        {
          chart_use (&chart, l);     /* the notes close the chart */
          continue;
        }
      m = re_match ("^(\\S+) = (.+)$", text);
      if (m == NULL)
        break;
      chart_use (&chart, l);
      expect_keys ("code,text", "naval_results.key[%u]", n_key);
      expect_str (m[1], seed_at (l), "naval_results.key[%u].code", n_key);
      expect_str (m[2], seed_at (l), "naval_results.key[%u].text", n_key);
      n_key++;
    }
  expect_len (n_key, seed_at (key_line), "naval_results.key");
  chart_check_source (&chart);
  report_checks (before);
}

static void
test_naval_damage (void)
{
  guint before = n_checks;
  Chart chart;
  guint header, first, last, n_cols;
  g_auto (GStrv) head = NULL;

  if (!ready () || !chart_open (&chart, "naval_damage", "NAVAL DAMAGE TABLE", 0))
    return;
  expect_keys ("source,columns,rows", "naval_damage");

  header = chart_find_cell (&chart, 0, "Naval Result") + 1;
  head = seed_cells (header);
  n_cols = g_strv_length (head) - 1;
  expect_len (n_cols, seed_at (header), "naval_damage.columns");
  for (guint c = 0; c < n_cols; c++)
    {
      const char *label = head[c + 1];
      gboolean open = g_str_has_suffix (label, "(+)");
      g_autofree char *number = g_strndup (label, strlen (label) - (open ? 3 : 0));

      check_true (open == (c == n_cols - 1), "%s: only the last column is open-ended (\"%s\")",
                  seed_at (header), label);
      expect_int (word_to_int (number), seed_at (header), "naval_damage.columns[%u]", c);
    }

  first = header + 1;
  last = seed_block_end (first);
  chart_use (&chart, last);
  expect_len (last - first + 1, seed_at (first), "naval_damage.rows");
  for (guint l = first; l <= last; l++)
    {
      g_auto (GStrv) cells = seed_cells (l);
      guint r = l - first;

      check_true (g_strv_length (cells) == n_cols + 1, "%s: %u cells for %u columns", seed_at (l),
                  g_strv_length (cells) - 1, n_cols);
      expect_keys ("result,cells", "naval_damage.rows[%u]", r);
      expect_str (cells[0], seed_at (l), "naval_damage.rows[%u].result", r);
      expect_len (n_cols, seed_at (l), "naval_damage.rows[%u].cells", r);
      for (guint c = 0; c < n_cols && c + 1 < g_strv_length (cells); c++)
        expect_int (word_to_int (cells[c + 1]), seed_at (l), "naval_damage.rows[%u].cells[%u]", r, c);
    }
  chart_check_source (&chart);
  report_checks (before);
}

/* ------------------------------------------------------------------------------------ */
/* Numbers from the rule text                                                            */

static void
test_combat_modifiers (void)
{
  guint before = n_checks;
  const RuleQuote *entrench = quote ("O.2.d"), *cont = quote ("O.2.d#cont");
  const RuleQuote *fortress = quote ("S.8#double"), *halved = quote ("M.8");
  g_autofree char *sentence = NULL;
  g_auto (GStrv) larger = NULL;
  g_auto (GStrv) smaller = NULL;

  if (!ready ())
    return;
  expect_keys ("entrenchment,fortress_multiplier,fortress_rule,unsupplied_divisor,unsupplied_rule",
               "combat_modifiers");
  expect_keys ("smaller,larger,rule", "combat_modifiers.entrenchment");
  /* O.2.d continues over a page break (lines 471 and 473). */
  sentence = g_strconcat (entrench ? entrench->text : "", " ", cont ? cont->text : "", NULL);
  larger = re_match ("is (increased|decreased) by (\\w+) if the larger force is attacked in a hex containing an Entrenchment", sentence);
  smaller = re_match ("is (increased|decreased) by (\\w+) if the smaller force is attacked in a hex containing an Entrenchment", sentence);
  expect_int (larger ? (strcmp (larger[1], "increased") == 0 ? 1 : -1) * word_to_int (larger[2]) : G_MININT,
              cite (entrench), "combat_modifiers.entrenchment.larger");
  expect_int (smaller ? (strcmp (smaller[1], "increased") == 0 ? 1 : -1) * word_to_int (smaller[2]) : G_MININT,
              cite (cont), "combat_modifiers.entrenchment.smaller");
  expect_rule (entrench, "combat_modifiers.entrenchment.rule");

  check_true (fortress && strstr (fortress->text, "is doubled when determining the combat odds"),
              "%s: no longer says doubled", cite (fortress));
  expect_int (2, cite (fortress), "combat_modifiers.fortress_multiplier");      /* "doubled" */
  expect_rule (fortress, "combat_modifiers.fortress_rule");
  check_true (halved && strstr (halved->text, "combat strength *halved*"), "%s: no longer says halved", cite (halved));
  expect_int (2, cite (halved), "combat_modifiers.unsupplied_divisor");          /* "halved" */
  expect_rule (halved, "combat_modifiers.unsupplied_rule");
  report_checks (before);
}

/* Index of the morale kind in $.morale.kinds, or -1. */
static int
morale_kind (const char *kind)
{
  for (guint k = 0; k < json_len ("morale.kinds"); k++)
    if (g_strcmp0 (json_str ("morale.kinds[%u].kind", k), kind) == 0)
      return (int) k;
  fail_check ("$.morale.kinds has no kind \"%s\"", kind);
  return -1;
}

/* One statement "N = who" / "Morale Value (N): who": every kind it names gets N. */
static void
check_morale_statement (int value, const char *who, const char *origin, gboolean *covered)
{
  static const struct { const char *word; const char *kinds[3]; } names[] = {
    { "Guard", { "GI", "GC", NULL } },
    { "Cossack", { "CC", NULL, NULL } },
    { "Landwehr", { "L", NULL, NULL } },
    { "Militia", { "M", NULL, NULL } },
    { "Partisan", { "P", NULL, NULL } },
  };
  static const char *const symbols[] = { "white", "black", "yellow" };

  for (guint n = 0; n < G_N_ELEMENTS (names); n++)
    if (strstr (who, names[n].word))
      for (guint k = 0; names[n].kinds[k]; k++)
        {
          int idx = morale_kind (names[n].kinds[k]);
          if (idx < 0)
            continue;
          covered[idx] = TRUE;
          expect_keys ("kind,morale", "morale.kinds[%d]", idx);
          expect_int (value, origin, "morale.kinds[%d].morale", idx);
        }
  if (strstr (who, "infantry and cavalry"))
    for (guint s = 0; s < G_N_ELEMENTS (symbols); s++)
      {
        g_autofree char *pattern = g_strdup_printf ("\\b%s\\b", symbols[s]);
        g_auto (GStrv) m = re_match (pattern, who);

        if (m == NULL)
          continue;
        for (guint k = 0; k < 2; k++)
          {
            int idx = morale_kind (k == 0 ? "I" : "C");
            if (idx < 0)
              continue;
            covered[idx] = TRUE;
            expect_keys ("kind,by_symbol", "morale.kinds[%d]", idx);
            expect_keys ("white,black,yellow", "morale.kinds[%d].by_symbol", idx);
            expect_int (value, origin, "morale.kinds[%d].by_symbol.%s", idx, symbols[s]);
          }
      }
}

static void
test_morale (void)
{
  guint before = n_checks;
  Chart crt;
  guint basic, n_kinds;
  gboolean *covered;
  const RuleQuote *q;

  if (!ready ())
    return;
  expect_keys ("rule,kinds,inside_city_minimum,inside_city_rule,imperial_guard,"
               "imperial_guard_demoralized,imperial_guard_rule,russian_patriotism,"
               "counter_colors,counter_colors_rule,counter_colors_powers", "morale");
  n_kinds = json_len ("morale.kinds");
  expect_len (8, "docs/rules-format.md (GI GC I C L M P CC)", "morale.kinds");
  covered = g_new0 (gboolean, MAX (n_kinds, 1));

  /* D.7 in the rulebook. */
  for (int v = 3; v >= 0; v--)
    {
      g_autofree char *key = g_strdup_printf ("D.7#%d", v);
      const RuleQuote *d7 = quote (key);
      g_autofree char *text = d7 ? strip_emphasis (d7->text) : g_strdup ("");

      check_morale_statement (quote_int (d7, "^Morale Value \\((\\d)\\):"), text, cite (d7), covered);
    }
  expect_rule (quote ("D.7#3"), "morale.rule");

  /* The same values as the CRT's "Basic Morale Values:" print them. */
  if (chart_open (&crt, "combat_results", "COMBAT RESULTS TABLE", 0))
    {
      basic = chart_find_cell (&crt, 0, "Basic Morale Values:");
      for (guint l = basic + 1; l <= basic + 10 && l <= seed_n_lines; l++)
        {
          g_autofree char *text = seed_text (l);
          g_auto (GStrv) m = re_match ("^(\\d) = (.+)$", text);

          if (m)
            check_morale_statement (word_to_int (m[1]), m[2], seed_at (l), covered);
        }
    }
  for (guint k = 0; k < n_kinds; k++)
    check_true (covered[k], "$.morale.kinds[%u] (%s) is stated by neither D.7 nor the CRT", k,
                json_str ("morale.kinds[%u].kind", k));
  g_free (covered);

  q = quote ("S.8");
  expect_int (quote_int (q, "morale value of (\\w+) when inside a city"), cite (q), "morale.inside_city_minimum");
  check_true (q && strstr (q->text, "basic morale value of zero"), "%s: not about morale zero", cite (q));
  expect_rule (q, "morale.inside_city_rule");

  q = quote ("V.1");
  expect_int (quote_int (q, "possess a morale value of (\\w+)"), cite (q), "morale.imperial_guard");
  expect_rule (q, "morale.imperial_guard_rule");
  q = quote ("V.1.c");
  expect_int (quote_int (q, "automatically reduced to (\\w+)"), cite (q), "morale.imperial_guard_demoralized");

  q = quote ("W.1");
  expect_keys ("morale,mapboard,kinds,color,minor_symbol,rule", "morale.russian_patriotism");
  expect_int (quote_int (q, "is increased to (\\w+)\\."), cite (q), "morale.russian_patriotism.morale");
  expect_int (quote_int (q, "on Mapboard (\\d+)"), cite (q), "morale.russian_patriotism.mapboard");
  check_true (q && strstr (q->text, "regular Russian infantry or cavalry unit"), "%s: not infantry or cavalry", cite (q));
  expect_len (2, cite (q), "morale.russian_patriotism.kinds");
  expect_str ("I", cite (q), "morale.russian_patriotism.kinds[0]");       /* infantry */
  expect_str ("C", cite (q), "morale.russian_patriotism.kinds[1]");       /* cavalry */
  expect_rule (q, "morale.russian_patriotism.rule");
  {
    const RuleQuote *d4 = quote ("D.4"), *d5 = quote ("D.5");
    g_auto (GStrv) color = re_match ("Russia \\((\\w+)\\)", d4 ? d4->text : "");
    g_auto (GStrv) symbol = re_match ("printed in \\*(\\w+)\\*", d5 ? d5->text : "");
    expect_str (color ? color[1] : "", cite (d4), "morale.russian_patriotism.color");
    expect_str (symbol ? symbol[1] : "", cite (d5), "morale.russian_patriotism.minor_symbol");
  }
  {
    /* D.4 lists the six major powers' counter colours: "Spain (yellow), England (red), …". */
    const RuleQuote *d4 = quote ("D.4");
    g_autoptr (GRegex) re = g_regex_new ("([A-Z]\\w+) \\((\\w+)\\)", 0, 0, NULL);
    g_autoptr (GMatchInfo) info = NULL;
    guint n = 0;

    g_regex_match (re, d4 ? d4->text : "", 0, &info);
    while (g_match_info_matches (info))
      {
        g_autofree char *power = g_match_info_fetch (info, 1);
        g_autofree char *color = g_match_info_fetch (info, 2);
        g_autofree char *power_id = g_ascii_strdown (power, -1);
        /* … and whose they are: "France (blue)" is the power france's colour. */
        expect_str (power_id, cite (d4), "morale.counter_colors_powers[%u]", n);
        expect_str (color, cite (d4), "morale.counter_colors[%u]", n++);
        g_match_info_next (info, NULL);
      }
    expect_len (6, cite (d4), "morale.counter_colors");
    expect_len (6, cite (d4), "morale.counter_colors_powers");
    check_true (n == 6, "%s: %u colours, not six", cite (d4), n);
    expect_rule (d4, "morale.counter_colors_rule");
  }
  report_checks (before);
}

static void
test_leader_casualty (void)
{
  guint before = n_checks;
  const RuleQuote *dice = quote ("R.1#dice"), *safe = quote ("R.1#safe"), *hit = quote ("R.1");
  const RuleQuote *out = quote ("R.1#out"), *killed = quote ("R.1#killed");
  int casualty;

  if (!ready ())
    return;
  expect_keys ("rule,dice,casualty_on,second_die,turns_out_max,killed_on", "leader_casualty");
  expect_rule (hit, "leader_casualty.rule");
  casualty = quote_int (hit, "If a \"(\\d+)\" is rolled");
  /* "rolls the dice" and "less than twelve": the two dice of the CRT, 2..12. */
  check_true (dice && strstr (dice->text, "rolls the dice"), "%s: not a roll of the dice", cite (dice));
  check_true (quote_int (safe, "less than (\\w+), the leader is unharmed") == casualty,
              "%s: unharmed below a different number than the casualty roll", cite (safe));
  expect_int (casualty / 6, cite (safe), "leader_casualty.dice");
  expect_len (1, cite (hit), "leader_casualty.casualty_on");
  expect_int (casualty, cite (hit), "leader_casualty.casualty_on[0]");
  expect_int (quote_int (hit, "rolls (\\w+) additional die"), cite (hit), "leader_casualty.second_die");
  expect_int (quote_int (out, "If the result is 1-(\\d+),"), cite (out), "leader_casualty.turns_out_max");
  expect_len (1, cite (killed), "leader_casualty.killed_on");
  expect_int (quote_int (killed, "second die roll is a \"(\\d+)\""), cite (killed), "leader_casualty.killed_on[0]");
  report_checks (before);
}

static void
test_siege (void)
{
  guint before = n_checks;
  const RuleQuote *die = quote ("S.9.c#die"), *falls = quote ("S.9.c"), *note = quote ("S.9.c#note");

  if (!ready ())
    return;
  expect_keys ("rule,die,falls_if_at_most_marker,max_marker", "siege");
  expect_rule (falls, "siege.rule");
  expect_int (quote_int (die, "rolls a (\\w+) die"), cite (die), "siege.die");
  expect_bool (falls && strstr (falls->text, "equal or less than the number of the marker") != NULL,
               cite (falls), "siege.falls_if_at_most_marker");
  /* No "6" marker: the marker stops one short of it. */
  expect_int (quote_int (note, "There is no \"(\\d+)\" marker") - 1, cite (note), "siege.max_marker");
  report_checks (before);
}

static void
test_commitment (void)
{
  guint before = n_checks;
  const RuleQuote *die = quote ("N.7.b#die"), *q = quote ("N.7.b");

  if (!ready ())
    return;
  expect_keys ("rule,die,success_at_least", "commitment");
  expect_rule (q, "commitment.rule");
  expect_int (quote_int (die, "rolls a (\\w+) die"), cite (die), "commitment.die");
  expect_int (quote_int (q, "If the modified result is (\\w+) or greater"), cite (q), "commitment.success_at_least");
  report_checks (before);
}

static void
test_alliance (void)
{
  guint before = n_checks;
  const RuleQuote *die = quote ("H.1"), *q = quote ("H.6");

  if (!ready ())
    return;
  expect_keys ("rule,die,drm_cap,clamp", "alliance");
  expect_keys ("min,max", "alliance.clamp");
  expect_rule (q, "alliance.rule");
  expect_int (quote_int (die, "rolls (\\w+) die"), cite (die), "alliance.die");
  expect_int (quote_int (q, "plus or minus (\\w+)\\."), cite (q), "alliance.drm_cap");
  expect_int (quote_int (q, "less than one is always considered a \"(\\d+)\""), cite (q), "alliance.clamp.min");
  expect_int (quote_int (q, "greater than six is always considered a \"(\\d+)\""), cite (q), "alliance.clamp.max");
  report_checks (before);
}

static void
test_overrun (void)
{
  guint before = n_checks;
  const RuleQuote *l1 = quote ("L.1"), *l1a = quote ("L.1.a"), *l1b = quote ("L.1.b"), *l1c = quote ("L.1.c");

  if (!ready ())
    return;
  expect_keys ("rule,odds,difficult_odds,free_odds,extra_mp,max_sp", "overrun");
  expect_rule (l1, "overrun.rule");
  expect_int (quote_int (l1, "at least (\\d+) to \\d+ odds"), cite (l1), "overrun.odds[0]");
  expect_int (quote_int (l1, "at least \\d+ to (\\d+) odds"), cite (l1), "overrun.odds[1]");
  expect_int (quote_int (l1a, "at least (\\d+) to \\d+ odds"), cite (l1a), "overrun.difficult_odds[0]");
  expect_int (quote_int (l1a, "at least \\d+ to (\\d+) odds"), cite (l1a), "overrun.difficult_odds[1]");
  expect_int (quote_int (l1b, "achieve (\\d+) to \\d+ odds"), cite (l1b), "overrun.free_odds[0]");
  expect_int (quote_int (l1b, "achieve \\d+ to (\\d+) odds"), cite (l1b), "overrun.free_odds[1]");
  expect_len (2, cite (l1), "overrun.odds");
  expect_len (2, cite (l1a), "overrun.difficult_odds");
  expect_len (2, cite (l1b), "overrun.free_odds");
  expect_int (quote_int (l1, "by expending (\\w+) additional movement point"), cite (l1), "overrun.extra_mp");
  expect_int (quote_int (l1c, "can never exceed (\\w+)"), cite (l1c), "overrun.max_sp");
  report_checks (before);
}

static void
test_withdrawal (void)
{
  guint before = n_checks;
  const RuleQuote *q = quote ("Q.1.h");

  if (!ready ())
    return;
  expect_keys ("rule,loss", "withdrawal");
  expect_rule (q, "withdrawal.rule");
  expect_int (quote_int (q, "automatically loses (\\w+) strength point"), cite (q), "withdrawal.loss");
  report_checks (before);
}

/* The "naval" section: every number from the X.F / X.K sentence that states it. Sea-zone
 * numbers the seeds do not print are null, and no zone the seeds do not name is listed. */
static const char *
naval_zone_path (const char *name)
{
  static char path[96];

  for (guint i = 0; ; i++)
    {
      const char *zone = json_str ("naval.sea_zones.zones[%u].name", i);
      if (zone == NULL)
        break;
      if (strcmp (zone, name) == 0)
        {
          g_snprintf (path, sizeof path, "naval.sea_zones.zones[%u]", i);
          return path;
        }
    }
  fail_check ("$.naval.sea_zones.zones has no zone \"%s\"", name);
  return NULL;
}

static void
test_naval (void)
{
  guint before = n_checks;
  const RuleQuote *sq = quote ("X.F.1.b"), *ma = quote ("X.F.2.a"), *zones = quote ("X.F.2.d");
  const RuleQuote *eu = quote ("X.F.2.d#european"), *cost = quote ("X.F.2.f"), *same = quote ("X.F.2.f#same");
  const RuleQuote *ex1 = quote ("X.F.2.f#ex1"), *ex2 = quote ("X.F.2.f#ex2"), *tr = quote ("X.F.3.d");
  const RuleQuote *sea = quote ("X.F.4.c"), *second = quote ("X.F.4.f"), *nel = quote ("X.F.8.b");
  const RuleQuote *odds = quote ("X.F.7.b"), *die = quote ("X.F.7.b#die"), *two = quote ("X.F.7.d");
  const RuleQuote *mor = quote ("X.F.7.f"), *nelc = quote ("X.F.8.e"), *cas = quote ("X.F.8.d");
  const RuleQuote *psea = quote ("X.K.6#sea"), *tow = quote ("X.K.6#tow"), *pcost = quote ("X.K.6#cost");
  const RuleQuote *ptr = quote ("X.K.6#transport"), *pmor = quote ("X.K.6#morale");
  const RuleQuote *rep = quote ("X.K.7"), *rmor = quote ("X.K.7#morale"), *mt = quote ("X.K.8#mt");
  const RuleQuote *mt2 = quote ("X.K.8#example-mt"), *mt2z = quote ("X.K.8#example");
  const char *p;
  g_autofree char *pursuit_note = NULL;

  if (!ready ())
    return;
  expect_keys ("source,squadron,movement,sea_zones,transport,combat,interception,pursuit,nelson,prizes,battle_damage",
               "naval");
  /* X.F.1.b */
  expect_rule (sq, "naval.squadron.rule");
  expect_int (quote_int (sq, "strength of (\\w+) point"), cite (sq), "naval.squadron.strength");
  expect_int (quote_int (sq, "morale value of (\\w+) \\(except"), cite (sq), "naval.squadron.morale");
  expect_int (quote_int (sq, "English squadrons which possess a morale value of (\\w+)"), cite (sq),
              "naval.squadron.english_morale");
  /* X.F.2 */
  expect_rule (ma, "naval.movement.allowance_rule");
  expect_int (quote_int (ma, "Movement Allowance of (\\w+) movement"), cite (ma), "naval.movement.allowance");
  expect_rule (cost, "naval.movement.cost_rule");
  expect_int (quote_int (cost, "^(\\w+) movement point is required to enter a port"), cite (cost), "naval.movement.port_hex");
  expect_int (quote_int (cost, "must expend (\\w+) movement points to enter a non-port"), cite (cost),
              "naval.movement.coastal_hex");
  check_true (same != NULL && strstr (same->text, "No movement cost") != NULL, "%s: no cost", cite (same));
  expect_int (0, cite (same), "naval.movement.same_name_zone");
  expect_rule (zones, "naval.sea_zones.rule");
  expect_int (quote_int (zones, "There are (\\w+) sea zones"), cite (zones), "naval.sea_zones.count");
  expect_int (quote_int (eu, "^(\\w+) of these sea zones"), cite (eu), "naval.sea_zones.european_count");
  {
    /* The four European zones are the ones X.F.2.d names; only they are "european". */
    static const char *const european[] = { "Atlantic Ocean", "Mediterranean Sea", "North Sea", "Baltic Sea" };
    for (guint i = 0; i < G_N_ELEMENTS (european); i++)
      if ((p = naval_zone_path (european[i])) != NULL)
        {
          check_true (strstr (eu->text, european[i]) != NULL, "%s does not name %s", cite (eu), european[i]);
          expect_bool (TRUE, cite (eu), "%s.european", p);
          expect_null (cite (zones), "%s.im", p);   /* no IM is printed in the text */
        }
  }
  /* MP from the two worked examples of X.F.2.f; MT from X.K.8. */
  if ((p = naval_zone_path ("Atlantic Ocean")) != NULL)
    {
      expect_int (quote_int (ex1, "must expend (\\w+) movement point to enter the Atlantic"), cite (ex1), "%s.mp", p);
      expect_null (cite (mt), "%s.mt", p);
    }
  if ((p = naval_zone_path ("North Sea")) != NULL)
    {
      /* "a second movement point": one more */
      check_true (strstr (ex1->text, "a second movement point to move from the Atlantic into the North Sea") != NULL,
                  "%s: North Sea cost", cite (ex1));
      expect_int (1, cite (ex1), "%s.mp", p);
      expect_int (quote_int (mt, "MT in the North Sea is \"([+-]\\d+)\""), cite (mt), "%s.mt", p);
    }
  if ((p = naval_zone_path ("North Atlantic")) != NULL)
    {
      expect_int (quote_int (ex2, "North Atlantic zone at the cost of (\\w+) MP"), cite (ex2), "%s.mp", p);
      check_true (strstr (mt2z->text, "North Atlantic zone") != NULL, "%s: zone", cite (mt2z));
      expect_int (quote_int (mt2, "sea zone \\(([+-]\\d+)\\)"), cite (mt2), "%s.mt", p);
      expect_bool (FALSE, cite (zones), "%s.european", p);
    }
  if ((p = naval_zone_path ("North American")) != NULL)
    expect_int (quote_int (ex2, "North American zone at the cost of (\\w+) more MPs"), cite (ex2), "%s.mp", p);
  for (guint i = 0; json_str ("naval.sea_zones.zones[%u].name", i) != NULL; i++)
    {
      /* Every zone's IM is missing from the seeds: it must stay null (to be entered). */
      expect_null (cite (sea), "naval.sea_zones.zones[%u].im", i);
    }
  /* X.F.3.d */
  expect_rule (tr, "naval.transport.rule");
  expect_int (quote_int (tr, "maximum of (\\w+) production"), cite (tr), "naval.transport.points");
  expect_int (quote_int (tr, "(\\w+) infantry strength points, or"), cite (tr), "naval.transport.infantry");
  expect_int (quote_int (tr, "or (\\w+) cavalry"), cite (tr), "naval.transport.cavalry");
  expect_int (quote_int (tr, "(\\w+) production or supply points may be transported along"), cite (tr),
              "naval.transport.mixed_points");
  expect_int (quote_int (tr, "along with (\\w+) infantry"), cite (tr), "naval.transport.mixed_infantry");
  /* X.F.7 */
  expect_rule (odds, "naval.combat.odds_rule");
  /* "rolls the die": one die, as the chart's -1…8 columns (1d6 ± 2) confirm. */
  check_true (die != NULL && strstr (die->text, "rolls the die") != NULL, "%s: one die", cite (die));
  expect_int (1, cite (die), "naval.combat.die");
  expect_str ("2:1", cite (odds), "naval.combat.odds[0].odds");
  expect_str ("2:1", cite (odds), "naval.combat.odds[0].at_least");
  check_true (strstr (odds->text, "two or greater, the odds ratio is “2 to 1”") != NULL, "%s: 2 to 1", cite (odds));
  expect_str ("3:2", cite (odds), "naval.combat.odds[1].odds");
  expect_str ("3:2", cite (odds), "naval.combat.odds[1].at_least");   /* "one and one-half" */
  check_true (strstr (odds->text, "equal or greater than one and one-half, the odds ratio is “3 to 2”") != NULL,
              "%s: 3 to 2", cite (odds));
  expect_str ("1:1", cite (odds), "naval.combat.odds[2].odds");
  expect_str ("1:1", cite (odds), "naval.combat.odds[2].at_least");
  expect_int (quote_int (two, "loses (\\w+) consecutive"), cite (two), "naval.combat.retreat_after_lost_rounds");
  expect_rule (mor, "naval.combat.morale_rule");
  expect_rule (nelc, "naval.combat.nelson_rule");
  expect_int (quote_int (nelc, "increased by (\\w+) if the larger force is accompanied"), cite (nelc),
              "naval.combat.nelson_larger");
  expect_int (-quote_int (nelc, "decreased by (\\w+) if the smaller force is accompanied"), cite (nelc),
              "naval.combat.nelson_smaller");
  /* The morale rule's ±1 is the difference of the X.F.1.b morale values (2 − 1). */
  expect_int (quote_int (mor, "increased by (\\w+) if the larger force is English") + 1, cite (mor),
              "naval.squadron.english_morale");
  /* X.F.4, X.F.5, X.F.8 */
  expect_rule (sea, "naval.interception.at_sea_rule");
  expect_int (quote_int (sea, "the interception die roll is increased by (\\w+)"), cite (sea), "naval.interception.at_sea");
  expect_rule (second, "naval.interception.second_turn_rule");
  expect_int (quote_int (second, "\"([+-]\\d+)\" is added"), cite (second), "naval.interception.second_turn");
  expect_rule (nel, "naval.interception.nelson_rule");
  expect_int (quote_int (nel, "increased by (\\w+) if Nelson is aboard"), cite (nel), "naval.interception.nelson");
  expect_int (quote_int (nel, "increased by (\\w+) if Nelson is aboard"), cite (nel), "naval.pursuit.nelson");
  expect_rule (quote ("X.F.5.b"), "naval.pursuit.nelson_rule");
  /* The pursuit at-sea bonus is the charts' note (004), not the rulebook's. */
  {
    guint line = 0;
    const char *source = json_str ("naval.pursuit.at_sea_source");
    g_auto (GStrv) m = source ? re_match ("^004:(\\d+)$", source) : NULL;
    if (m)
      line = (guint) atoi (m[1]);
    check_true (line >= 1 && line <= seed_n_lines, "$.naval.pursuit.at_sea_source \"%s\" is not a 004 line",
                source ? source : "");
    if (line >= 1 && line <= seed_n_lines)
      {
        g_auto (GStrv) n = NULL;
        pursuit_note = seed_text (line);
        n = re_match ("^Note: The die roll is increased by (\\w+) if pursuing fleet unit\\(s\\) are at sea\\.$",
                      pursuit_note);
        check_true (n != NULL, "%s is not the pursuit note", seed_at (line));
        if (n)
          expect_int (word_to_int (n[1]), seed_at (line), "naval.pursuit.at_sea");
      }
  }
  expect_rule (cas, "naval.nelson.rule");
  expect_int (quote_int (cas, "less than (\\d+)"), cite (cas), "naval.nelson.unharmed_below");
  /* X.K.6 prizes, X.K.7 battle damage */
  expect_rule (pcost, "naval.prizes.rule");
  expect_int (quote_int (pcost, "payment of (\\w+) production points"), cite (pcost), "naval.prizes.squadron_cost");
  expect_int (quote_int (pcost, "takes (\\w+) full months"), cite (pcost), "naval.prizes.squadron_months");
  expect_int (quote_int (ptr, "Transports cost (\\w+) production point"), cite (ptr), "naval.prizes.transport_cost");
  expect_int (quote_int (ptr, "take (\\w+) month to repair"), cite (ptr), "naval.prizes.transport_months");
  expect_int (quote_int (psea, "more than (\\w+) consecutive player segments"), cite (psea),
              "naval.prizes.max_segments_at_sea");
  expect_int (quote_int (tow, "may tow only (\\w+) prize"), cite (tow), "naval.prizes.tow_limit");
  expect_int (quote_int (pmor, "reduced (\\w+) level"), cite (pmor), "naval.prizes.morale_penalty");
  expect_rule (rep, "naval.battle_damage.rule");
  expect_int (quote_int (rep, "costs (\\w+) production point per naval unit"), cite (rep), "naval.battle_damage.repair_cost");
  expect_int (quote_int (rep, "takes (\\w+) complete turn"), cite (rep), "naval.battle_damage.repair_turns");
  expect_int (quote_int (rmor, "reduced (\\w+) level"), cite (rmor), "naval.battle_damage.english_repair_morale_penalty");
  report_checks (before);
}

/* Sequences of play: every segment, phase and step label is its seed line without the
 * list marker, and the first-turn and January flags are exactly the printed remarks. */
static void
check_sequence_item (const char *path, gboolean has_flags)
{
  JsonNode *line_node = json_at ("%s.line", path), *flag;
  guint line = line_node && JSON_NODE_HOLDS_VALUE (line_node) ? (guint) json_node_get_int (line_node) : 0;
  g_autoptr (GRegex) marker = g_regex_new ("^(-\\s*)?([0-9]+\\.|[a-z]+\\.|\\([a-z]\\))\\s*", 0, 0, NULL);
  g_autofree char *text = seed_text (line);
  g_autofree char *want = g_regex_replace (marker, text, -1, 0, "", 0, NULL);
  gboolean omitted = strstr (want, "Ignore on Turn 1") != NULL;
  gboolean january = strstr (want, "January only") != NULL;

  expect_str (want, seed_at (line), "%s.label", path);
  if (!has_flags)
    return;     /* a segment's remarks belong to its phases */
  flag = json_at ("%s.first_turn_omitted", path);
  check_true ((flag != NULL && json_node_get_boolean (flag)) == omitted,
              "$.%s.first_turn_omitted must be %s (%s)", path, omitted ? "true" : "absent", seed_at (line));
  flag = json_at ("%s.january_only", path);
  check_true ((flag != NULL && json_node_get_boolean (flag)) == january,
              "$.%s.january_only must be %s (%s)", path, january ? "true" : "absent", seed_at (line));
}

static void
test_sequences_of_play (void)
{
  guint before = n_checks;

  if (!ready ())
    return;
  expect_keys ("default,sequences", "sequences_of_play");
  for (guint s = 0; s < json_len ("sequences_of_play.sequences"); s++)
    {
      g_autofree char *sp = g_strdup_printf ("sequences_of_play.sequences[%u]", s);
      const char *source = json_str ("%s.source", sp);
      g_auto (GStrv) m = source ? re_match ("^004:(\\d+)-(\\d+)$", source) : NULL;
      JsonNode *advance = json_at ("%s.advance_line", sp);

      check_true (m != NULL, "$.%s.source \"%s\" is not \"004:FIRST-LAST\"", sp, source ? source : "(missing)");
      if (m == NULL || advance == NULL)
        continue;
      {
        g_autofree char *heading = seed_text (atoi (m[1]));
        check_true (g_str_has_suffix (heading, "SEQUENCE") || g_str_has_suffix (heading, "SEQUENCE OF PLAY"),
                    "$.%s.source starts at %s, not a sequence heading", sp, seed_at (atoi (m[1])));
        g_autofree char *last = seed_text (atoi (m[2]));
        check_true (g_str_equal (last, "Advance Turn Marker"), "$.%s.source ends at %s, not \"Advance Turn Marker\"",
                    sp, seed_at (atoi (m[2])));
        check_true ((guint) json_node_get_int (advance) == (guint) atoi (m[2]),
                    "$.%s.advance_line is not the last line of its source %s", sp, source);
      }
      for (guint g = 0; g < json_len ("%s.segments", sp); g++)
        {
          g_autofree char *gp = g_strdup_printf ("%s.segments[%u]", sp, g);
          JsonNode *same = json_at ("%s.same_as_line", gp);

          check_sequence_item (gp, FALSE);
          if (same != NULL)
            {
              g_autofree char *text = seed_text ((guint) json_node_get_int (same));
              check_true (g_str_has_prefix (text, "Equivalent to"), "$.%s.same_as_line is \"%s\", not \"Equivalent to …\"",
                          gp, text);
            }
          for (guint e = 0; e < json_len ("%s.exceptions", gp); e++)
            {
              g_autofree char *ep = g_strdup_printf ("%s.exceptions[%u]", gp, e);
              check_sequence_item (ep, TRUE);
            }
          for (guint ph = 0; ph < json_len ("%s.phases", gp); ph++)
            {
              g_autofree char *pp = g_strdup_printf ("%s.phases[%u]", gp, ph);
              check_sequence_item (pp, TRUE);
              for (guint st = 0; st < json_len ("%s.steps", pp); st++)
                {
                  g_autofree char *tp = g_strdup_printf ("%s.steps[%u]", pp, st);
                  check_sequence_item (tp, TRUE);
                }
            }
        }
    }
  report_checks (before);
}

/* With BERTHIER_RULEBOOK set, every quotation above must be on its cited line. */
static void
test_rulebook_quotes (void)
{
  const char *path = g_getenv ("BERTHIER_RULEBOOK");
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  guint n_lines, before = n_checks;

  if (path == NULL)
    {
      g_test_skip ("BERTHIER_RULEBOOK is not set (the rulebook is not in the repository)");
      return;
    }
  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      g_test_fail_printf ("%s", error->message);
      return;
    }
  lines = g_strsplit (text, "\n", -1);
  n_lines = g_strv_length (lines);
  for (guint i = 0; i < G_N_ELEMENTS (rule_quotes); i++)
    {
      const RuleQuote *q = &rule_quotes[i];
      check_true (q->line >= 1 && q->line <= n_lines && strstr (lines[q->line - 1], q->text) != NULL,
                  "%s: quotation not found on that line: \"%s\"", cite (q), q->text);
    }
  report_checks (before);
}

/* ------------------------------------------------------------------------------------ */

static char *
source_root (void)
{
  const char *root = g_getenv ("BERTHIER_SOURCE_ROOT");
  const char *srcdir = g_getenv ("G_TEST_SRCDIR");

  if (root != NULL)
    return g_strdup (root);
  if (srcdir != NULL)
    return g_path_get_dirname (srcdir);       /* tests/ → the repository */
  return NULL;
}

static void
load (void)
{
  g_autofree char *root = source_root ();
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = NULL;

  if (root == NULL)
    {
      load_error = g_strdup ("set BERTHIER_SOURCE_ROOT to the repository root");
      return;
    }
  seed_path = g_build_filename (root, "tests", "seeds", SEED_FILE, NULL);
  rules_path = g_getenv ("BERTHIER_RULES_FILE") ? g_strdup (g_getenv ("BERTHIER_RULES_FILE"))
                                                : g_build_filename (root, "data", "war-and-peace", "rules", RULES_FILE, NULL);
  if (!g_file_get_contents (seed_path, &text, NULL, &error))
    {
      load_error = g_strdup_printf ("%s", error->message);
      return;
    }
  g_strdelimit (text, "\r", ' ');
  seed_lines = g_strsplit (text, "\n", -1);
  seed_n_lines = g_strv_length (seed_lines);

  parser = json_parser_new ();
  if (!json_parser_load_from_file (parser, rules_path, &error))
    {
      load_error = g_strdup_printf ("%s: %s", rules_path, error->message);
      return;
    }
  rules_root = json_node_copy (json_parser_get_root (parser));
  if (!JSON_NODE_HOLDS_OBJECT (rules_root))
    load_error = g_strdup_printf ("%s: the top level is not an object", rules_path);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
  load ();
  if (load_error == NULL)
    g_test_message ("checking %s against %s", rules_path, seed_path);

  g_test_add_func ("/rules-seed/document", test_document);
  g_test_add_func ("/rules-seed/attrition", test_attrition);
  g_test_add_func ("/rules-seed/combat-results", test_combat_results);
  g_test_add_func ("/rules-seed/grand-campaign-crt", test_grand_campaign_crt);
  g_test_add_func ("/rules-seed/combat-loss", test_combat_loss);
  g_test_add_func ("/rules-seed/forced-march", test_forced_march);
  g_test_add_func ("/rules-seed/tactical-matrix", test_tactical_matrix);
  g_test_add_func ("/rules-seed/terrain-effects", test_terrain_effects);
  g_test_add_func ("/rules-seed/weather", test_weather);
  g_test_add_func ("/rules-seed/naval-results", test_naval_results);
  g_test_add_func ("/rules-seed/naval-damage", test_naval_damage);
  g_test_add_func ("/rules-seed/prose/combat-modifiers", test_combat_modifiers);
  g_test_add_func ("/rules-seed/prose/morale", test_morale);
  g_test_add_func ("/rules-seed/prose/leader-casualty", test_leader_casualty);
  g_test_add_func ("/rules-seed/prose/siege", test_siege);
  g_test_add_func ("/rules-seed/prose/commitment", test_commitment);
  g_test_add_func ("/rules-seed/prose/alliance", test_alliance);
  g_test_add_func ("/rules-seed/prose/overrun", test_overrun);
  g_test_add_func ("/rules-seed/prose/withdrawal", test_withdrawal);
  g_test_add_func ("/rules-seed/prose/naval", test_naval);
  g_test_add_func ("/rules-seed/sequences-of-play", test_sequences_of_play);
  g_test_add_func ("/rules-seed/rulebook-quotes", test_rulebook_quotes);

  status = g_test_run ();
  g_print ("# %u checks in total\n", n_checks);

  g_clear_pointer (&rules_root, json_node_unref);
  g_clear_pointer (&seed_lines, g_strfreev);
  g_clear_pointer (&seed_path, g_free);
  g_clear_pointer (&rules_path, g_free);
  g_clear_pointer (&load_error, g_free);
  return status;
}
