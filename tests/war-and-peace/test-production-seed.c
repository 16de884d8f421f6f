/* test-production-seed.c — every value of the ruleset's "production" section (X.J) checked
 * against the rulebook seed (tests/seeds/000_a960616736e2658d.txt).
 *
 * Each check names a JSON path, a seed line and a pattern whose capture is the printed
 * value ("**five** or less" → 5, "= ½ Production Point" → "1/2", "Guard cavalry" → "GC").
 * Each rule reference must cite a line that begins with its last letter ("X.J.2.d" → a line
 * "d. …"). Finally every leaf of the section must have been checked, so a value added to the
 * data without a check fails here. */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>

/* Non-fatal failures, each listed (g_test_fail_printf keeps only the last message). */
#define fail(...) G_STMT_START { g_autofree char *m_ = g_strdup_printf (__VA_ARGS__); \
                                 g_printerr ("FAIL: %s\n", m_); g_test_fail_printf ("%s", m_); } G_STMT_END

typedef enum {
  NUMBER,      /* a digit or number word: "five", "20" */
  SIGNED,      /* "(increased|decreased) by (one)" → +1 / -1 */
  COST,        /* "3" or "½" → "3", "1/2" */
  KIND,        /* the printed unit name → its kind code */
  NAME,        /* a name compared lower-cased, nationality adjectives turned into the state */
  MONTH,       /* "January 1809" → "1809-01" */
  FRACTION,    /* "half" → "1/2" */
  TEXT,        /* verbatim: a city's name */
} Transform;

typedef struct {
  const char *path;     /* inside "production" */
  guint       line;
  const char *pattern;  /* GRegex; its capture groups hold the value */
  Transform   transform;
} Check;

static const Check checks[] = {
  { "die.dice", 2198, "rolls (\\w+) die", NUMBER },
  { "per_city.low.at_most", 2198, "If the result is \\*\\*(\\w+)\\*\\* or less", NUMBER },
  { "per_city.low.pp", 2198, "or less, the state receives \\*\\*(\\w+)\\*\\* Production Point", NUMBER },
  { "per_city.high.at_least", 2198, "If the result is \\*\\*(\\w+)\\*\\* or greater", NUMBER },
  { "per_city.high.pp", 2198, "or greater, the state receives \\*\\*(\\w+)\\*\\* Production Points", NUMBER },
  { "modifiers[0].state", 2202, "The (French) player's die roll", NAME },
  { "modifiers[0].value", 2202, "The French player's die roll is (increased|decreased) by (\\w+) if \\*\\*Napoleon", SIGNED },
  { "modifiers[1].state", 2202, "The (Russian) player's die roll", NAME },
  { "modifiers[1].value", 2202, "The Russian player's die roll is (increased|decreased) by (\\w+)", SIGNED },
  { "modifiers[1].at_least", 2202, "if there are \\*\\*(\\w+)\\*\\* or more \\*\\*enemy\\*\\*", NUMBER },
  { "modifiers[1].mapboard", 2202, "currently on Mapboard (\\d)", NUMBER },
  { "modifiers[2].state", 2204, "The (English) player's Production die roll", NAME },
  { "modifiers[2].value", 2204, "Production die roll is (increased|decreased) by \\*\\*(\\w+)\\*\\*", SIGNED },
  { "costs.pp[0].kind", 2208, "\\*\\*(Guard cavalry)\\*\\*", KIND },
  { "costs.pp[0].cost", 2208, "= (\\d|½) Production", COST },
  { "costs.pp[1].kind", 2210, "\\*\\*(Guard infantry)\\*\\*", KIND },
  { "costs.pp[1].cost", 2210, "= (\\d|½) Production", COST },
  { "costs.pp[2].kind", 2210, "\\*\\*(regular cavalry)\\*\\*", KIND },
  { "costs.pp[2].cost", 2210, "= (\\d|½) Production", COST },
  { "costs.pp[3].kind", 2212, "\\*\\*(Regular infantry)\\*\\*", KIND },
  { "costs.pp[3].cost", 2212, "= (\\d|½) Production", COST },
  { "costs.pp[4].kind", 2212, "\\*\\*(Cossack cavalry)\\*\\*", KIND },
  { "costs.pp[4].cost", 2212, "= (\\d|½) Production", COST },
  { "costs.pp[5].kind", 2214, "\\*\\*(Landwehr), Militia", KIND },
  { "costs.pp[5].cost", 2214, "= (\\d|½) Production", COST },
  { "costs.pp[6].kind", 2214, "Landwehr, (Militia)\\*\\*", KIND },
  { "costs.pp[6].cost", 2214, "= (\\d|½) Production", COST },
  { "costs.pp[7].kind", 2214, "\\*\\*(Partisans)\\*\\*", KIND },
  { "costs.pp[7].cost", 2214, "= (\\d|½) Production", COST },
  { "city_sp_limit.sp", 2196, "no more than (\\w+) strength points may be deployed in the same production city", NUMBER },
  { "symbols.black_buys[0]", 2216, "black infantry \\(production\\) symbol may only be used to purchase (Landwehr)", KIND },
  { "symbols.white_buys[0]", 1888, "two types of naval units: (squadrons) and transports", KIND },
  { "symbols.white_buys[1]", 1888, "two types of naval units: squadrons and (transports)", KIND },
  { "french_cities.chosen", 2220, "may use any (\\w+) major cities in France", NUMBER },
  { "french_cities.excluded[0]", 2220, "\\*\\*Note:\\*\\* (Brussels) is not considered a French production city", TEXT },
  { "minor_groups.states_per_group", 2230, "units may only be purchased from (\\w+) state in each of the four Minor State Groups", NUMBER },
  { "england.accumulate_max", 2260, "England may accumulate is (\\w+)\\.", NUMBER },
  { "england.land_spend_max", 2266, "is \\*\\*(\\w+)\\*\\* for land units", NUMBER },
  { "england.naval_spend_max", 2266, "and \\*\\*(\\w+)\\*\\* for naval units", NUMBER },
  { "england.january_naval_units", 2270, "may add (\\w+) naval unit to the English Force Pool", NUMBER },
  { "iberian_loans.native_per_english_pp", 2252, "equivalent to (\\w+) \"native\" production points", NUMBER },
  { "iberian_loans.max_english_pp", 2252, "a maximum of (\\w+) English production points per turn", NUMBER },
  { "naval.cost", 2276, "for a cost of (\\w+), regular and/or naval", NUMBER },
  { "naval.down_payment", 2278, "down payment of (\\w+) Production Point", NUMBER },
  { "naval.start_box", 2278, "in the box numbered \"(\\d)\"", NUMBER },
  { "naval.deploy_box", 2278, "reaches the \"(\\d)\" box", NUMBER },
  { "naval.iberian_cost", 2280, "is (\\w+) \"native\" production points", NUMBER },
  { "naval.iberian_installments", 2280, "financed in (\\w+) installments", NUMBER },
  { "naval.iberian_installment", 2280, "installments of (\\w+) production points", NUMBER },
  { "landwehr[0].state", 2286, "if (Austria) is currently an anti-French power, \\*\\*one", NAME },
  { "landwehr[0].sp", 2286, "\\*\\*(\\w+)\\*\\* Austrian landwehr strength point is added", NUMBER },
  { "landwehr[0].from", 2286, "^()b\\. During each anti-French Reinforcement Phase", MONTH },
  { "landwehr[1].state", 2286, "points are added if (Austria) is currently", NAME },
  { "landwehr[1].sp", 2286, "\\*\\*(\\w+)\\*\\* Austrian landwehr points are added", NUMBER },
  { "landwehr[1].from", 2286, "Beginning in (January \\d{4})", MONTH },
  { "landwehr[2].state", 2288, "if (Prussia) is currently an anti-French power, \\*\\*one", NAME },
  { "landwehr[2].sp", 2288, "\\*\\*(\\w+)\\*\\* Prussian landwehr strength point is added", NUMBER },
  { "landwehr[2].from", 2288, "^()c\\. During each anti-French Reinforcement Phase", MONTH },
  { "landwehr[3].state", 2288, "points are added if (Prussia) is currently", NAME },
  { "landwehr[3].sp", 2288, "\\*\\*(\\w+)\\*\\* Prussian landwehr strength points are added", NUMBER },
  { "landwehr[3].from", 2288, "Beginning in (January \\d{4})", MONTH },
  { "foreign_war_city.state", 2084, "not considered a (Russian) production city", NAME },
  { "foreign_war_city.city", 2084, "(Kiev) is not considered a Russian production city", TEXT },
  { "peninsular.rp_major_city", 1662, "receives \\*\\*(\\w+)\\*\\* Replacement Points for each major city", NUMBER },
  { "peninsular.rp_minor_city", 1662, "and \\*\\*(\\w+)\\*\\* Replacement Point for each minor city", NUMBER },
  { "peninsular.costs[0].kind", 1686, "^\\* (Portuguese and Spanish infantry) =", KIND },
  { "peninsular.costs[0].cost", 1686, "= (\\d+) Replacement", COST },
  { "peninsular.costs[1].kind", 1688, "^\\* (Portuguese and Spanish cavalry) =", KIND },
  { "peninsular.costs[1].cost", 1688, "= (\\d+) Replacement", COST },
  { "peninsular.costs[2].kind", 1682, "^\\* (Militia) =", KIND },
  { "peninsular.costs[2].cost", 1682, "= (\\d+) Replacement", COST },
  { "peninsular.costs[3].kind", 1684, "^\\* (Partisans) =", KIND },
  { "peninsular.costs[3].cost", 1684, "= (\\d+) Replacement", COST },
  { "peninsular.down_payment", 1694, "\"down payment\" of (half) of the normal purchase cost", FRACTION },
  { "peninsular.hex_sp_limit", 1700, "A maximum of (\\w+) replacement strength points may be deployed in any single hex", NUMBER },
  { "peninsular.madrid_militia", 1704, "he receives \\*\\*(\\w+)\\*\\* strength point of Spanish militia", NUMBER },
  { "lloyds.choice_rate", 2410, "Insurance Rate reaches (\\d+)%", NUMBER },
  { "lloyds.spend_pp", 2410, "he must expend (\\w+) production units in each subsequent turn", NUMBER },
  { "lloyds.cap_rate", 2416, "Insurance Rate reaches (\\d+)%", NUMBER },
  { "lloyds.cap_pp_per_city", 2416, "may not draw more than (\\w+) point each from his production centers", NUMBER },
  { "lloyds.spend_rate", 2418, "Insurance Rate reaches (\\d+)%", NUMBER },
  { "lloyds.no_loans_rate", 2422, "rate reaches a catastrophic (\\d+)%", NUMBER },
  { "repairs.prize_squadron_pp", 2366, "requires a payment of (\\w+) production points", NUMBER },
  { "repairs.prize_transport_pp", 2366, "Transports cost (\\w+) production point", NUMBER },
  { "repairs.damage_pp", 2386, "Repair costs (\\w+) production point per naval unit", NUMBER },
};

/* Rule references: the line where that rule's lettered (or numbered) item begins. */
static const struct { const char *path; guint line; } rule_lines[] = {
  { "die.rule", 2198 }, { "per_city.rule", 2198 },
  { "modifiers[0].rule", 2202 }, { "modifiers[1].rule", 2202 }, { "modifiers[2].rule", 2202 },
  { "costs.rule", 2206 }, { "city_sp_limit.rule", 2196 }, { "symbols.rule", 2216 }, { "symbols.white_rule", 2268 },
  { "french_cities.rule", 2220 }, { "minor_groups.rule", 2230 },
  { "england.accumulate_rule", 2260 }, { "england.spend_rule", 2266 }, { "england.january_rule", 2270 },
  { "england.loan_rule", 2262 }, { "iberian_loans.rule", 2252 },
  { "naval.rule", 2276 }, { "naval.installment_rule", 2278 }, { "naval.iberian_rule", 2280 },
  { "landwehr[0].rule", 2286 }, { "landwehr[1].rule", 2286 }, { "landwehr[2].rule", 2288 }, { "landwehr[3].rule", 2288 },
  { "foreign_war_city.rule", 2082 },
  { "peninsular.rp_rule", 1662 }, { "peninsular.costs_rule", 1676 }, { "peninsular.irregulars_first_rule", 1692 },
  { "peninsular.down_payment_rule", 1694 }, { "peninsular.hex_rule", 1700 }, { "peninsular.madrid_rule", 1702 },
  { "lloyds.choice_rule", 2410 }, { "lloyds.cap_rule", 2416 }, { "lloyds.spend_rule", 2418 }, { "lloyds.no_loans_rule", 2422 },
  { "repairs.prize_rule", 2366 }, { "repairs.damage_rule", 2386 },
};

static char **seed;
static guint n_seed;
static JsonNode *section;
static GHashTable *checked;

static const char *const words[] = { "zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                                     "nine", "ten", "eleven", "twelve" };

static int
number (const char *word)
{
  if (g_ascii_isdigit (*word))
    return atoi (word);
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_ascii_strcasecmp (word, words[i]) == 0)
      return (int) i;
  if (g_ascii_strcasecmp (word, "twenty") == 0)
    return 20;
  if (g_ascii_strcasecmp (word, "thirty") == 0)
    return 30;
  g_error ("not a number: %s", word);
}

static const char *
kind (const char *name)
{
  static const char *const map[][2] = {
    { "guard cavalry", "GC" }, { "guard infantry", "GI" }, { "regular cavalry", "C" },
    { "regular infantry", "I" }, { "cossack cavalry", "CC" }, { "landwehr", "L" }, { "militia", "M" },
    { "partisans", "P" }, { "squadrons", "S" }, { "transports", "T" },
    { "portuguese and spanish infantry", "I" }, { "portuguese and spanish cavalry", "C" },
  };
  g_autofree char *lower = g_ascii_strdown (name, -1);

  for (guint i = 0; i < G_N_ELEMENTS (map); i++)
    if (g_str_equal (lower, map[i][0]))
      return map[i][1];
  g_error ("no kind for %s", name);
}

static char *
state_name (const char *text)
{
  static const char *const adjectives[][2] = { { "French", "france" }, { "Russian", "russia" }, { "English", "england" } };

  for (guint i = 0; i < G_N_ELEMENTS (adjectives); i++)
    if (g_str_equal (text, adjectives[i][0]))
      return g_strdup (adjectives[i][1]);
  return g_ascii_strdown (text, -1);
}

/* "landwehr[1].from" → the node under the section, or NULL. */
static JsonNode *
at (const char *path)
{
  JsonNode *node = section;
  const char *p = path;

  while (node != NULL && *p)
    {
      if (*p == '.')
        p++;
      if (*p == '[')
        {
          char *end;
          guint64 i = g_ascii_strtoull (p + 1, &end, 10);
          JsonArray *a = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
          node = a && i < json_array_get_length (a) ? json_array_get_element (a, (guint) i) : NULL;
          p = end + 1;
        }
      else
        {
          size_t len = strcspn (p, ".[");
          g_autofree char *name = g_strndup (p, len);
          node = JSON_NODE_HOLDS_OBJECT (node) ? json_object_get_member (json_node_get_object (node), name) : NULL;
          p += len;
        }
    }
  return node;
}

static char *
data_text (JsonNode *node)
{
  if (node == NULL)
    return g_strdup ("(missing)");
  if (JSON_NODE_HOLDS_NULL (node))
    return g_strdup ("null");
  if (json_node_get_value_type (node) == G_TYPE_STRING)
    return g_strdup (json_node_get_string (node));
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
  return json_to_string (node, FALSE);
}

static void
test_values (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (checks); i++)
    {
      const Check *c = &checks[i];
      g_autoptr (GRegex) re = g_regex_new (c->pattern, 0, 0, NULL);
      g_autoptr (GMatchInfo) info = NULL;
      g_autofree char *want = NULL, *have = data_text (at (c->path));
      g_autofree char *g1 = NULL, *g2 = NULL;

      g_assert_nonnull (re);
      g_assert_cmpuint (c->line, <=, n_seed);
      if (!g_regex_match (re, seed[c->line - 1], 0, &info))
        {
          fail ("000:%u does not read /%s/ (for $.production.%s)", c->line, c->pattern, c->path);
          continue;
        }
      g1 = g_match_info_fetch (info, 1);
      g2 = g_match_info_fetch (info, 2);
      switch (c->transform)
        {
        case NUMBER: want = g_strdup_printf ("%d", number (g1)); break;
        case SIGNED: want = g_strdup_printf ("%d", (g_str_equal (g1, "decreased") ? -1 : 1) * number (g2)); break;
        case COST: want = g_strdup (g_str_equal (g1, "½") ? "1/2" : g1); break;
        case KIND: want = g_strdup (kind (g1)); break;
        case NAME: want = state_name (g1); break;
        case MONTH: want = *g1 ? g_strdup_printf ("%s-01", g1 + strlen ("January ")) : g_strdup ("null"); break;
        case TEXT: want = g_strdup (g1); break;
        case FRACTION: want = g_strdup (g_str_equal (g1, "half") ? "1/2" : g1); break;
        }
      if (g_strcmp0 (want, have) != 0)
        fail ("$.production.%s is %s; 000:%u says %s", c->path, have, c->line, want);
      g_hash_table_add (checked, g_strdup (c->path));
    }
}

static void
test_rules (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (rule_lines); i++)
    {
      g_autofree char *rule = data_text (at (rule_lines[i].path));
      const char *last = strrchr (rule, '.');
      g_autofree char *marker = g_strdup_printf ("%s.", last ? last + 1 : rule);

      if (!g_str_has_prefix (seed[rule_lines[i].line - 1], marker))
        fail ("$.production.%s is %s, but 000:%u does not begin with \"%s\"",
                            rule_lines[i].path, rule, rule_lines[i].line, marker);
      g_hash_table_add (checked, g_strdup (rule_lines[i].path));
    }
}

/* Every leaf except the engine's ids, the explanatory reasons and the source. */
static void
walk (JsonNode *node, const char *path, GPtrArray *missing)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *name;
      JsonNode *member;

      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, &name, &member))
        {
          g_autofree char *sub = *path ? g_strdup_printf ("%s.%s", path, name) : g_strdup (name);
          if (!g_str_equal (name, "id") && !g_str_equal (name, "reason") && !g_str_equal (name, "source"))
            walk (member, sub, missing);
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          g_autofree char *sub = g_strdup_printf ("%s[%u]", path, i);
          walk (json_array_get_element (a, i), sub, missing);
        }
    }
  else if (!g_hash_table_contains (checked, path))
    g_ptr_array_add (missing, g_strdup (path));
}

static void
test_coverage (void)
{
  g_autoptr (GPtrArray) missing = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *source = NULL;

  test_values ();
  test_rules ();
  walk (section, "", missing);
  for (guint i = 0; i < missing->len; i++)
    fail ("$.production.%s is not checked against the seed", (char *) g_ptr_array_index (missing, i));
  source = data_text (at ("source"));
  g_assert_cmpstr (source, ==, "000:2194-2296");
}

int
main (int argc, char *argv[])
{
  const char *root = g_getenv ("BERTHIER_SOURCE_ROOT");
  g_autofree char *seed_path = NULL, *rules_path = NULL, *text = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
  g_assert_nonnull (root);
  seed_path = g_build_filename (root, "tests", "seeds", "000_a960616736e2658d.txt", NULL);
  rules_path = g_getenv ("BERTHIER_RULES_FILE") ? g_strdup (g_getenv ("BERTHIER_RULES_FILE"))
                                                : g_build_filename (root, "data", "war-and-peace", "rules", "war-and-peace-4e.json", NULL);
  g_assert_true (g_file_get_contents (seed_path, &text, NULL, &error));
  g_strdelimit (text, "\r", ' ');
  seed = g_strsplit (text, "\n", -1);
  n_seed = g_strv_length (seed);
  g_assert_true (json_parser_load_from_file (parser, rules_path, &error));
  section = json_object_get_member (json_node_get_object (json_parser_get_root (parser)), "production");
  g_assert_nonnull (section);
  checked = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_test_add_func ("/production-seed/every-value", test_coverage);

  {
    int status = g_test_run ();
    g_hash_table_unref (checked);
    g_strfreev (seed);
    return status;
  }
}
