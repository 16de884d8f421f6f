/* test-campaign-card.c — the Campaign Game Card as data (X.B.3, X.J.1): every value the
 * shipped card holds is checked against the rulebook's own words at the cited line; every
 * value the rulebook does not give is still to be entered; malformed cards are refused
 * with the JSON path of the problem; a card survives export and import unchanged; and
 * berthier-cli card show|validate|export|import.
 *
 * Environment: BERTHIER_SOURCE_ROOT (repository root), BERTHIER_CLI (berthier-cli).
 */
#include "bth-campaign-card.h"
#include "bth-error.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#define RULEBOOK "000_a960616736e2658d.txt"

static char **seed_lines;
static guint seed_n_lines;

/* The rulebook's line N (1-based) holds QUOTE. */
static void
assert_seed (guint line, const char *quote)
{
  g_assert_cmpuint (line, >=, 1);
  g_assert_cmpuint (line, <=, seed_n_lines);
  if (strstr (seed_lines[line - 1], quote) == NULL)
    g_error ("line %u of the rulebook does not say \"%s\":\n%s", line, quote, seed_lines[line - 1]);
}

/* SOURCE ("000:123,2268,3406-3408") cites LINE. */
static gboolean
source_cites (const char *source, guint line)
{
  g_auto(GStrv) parts = NULL;

  if (source == NULL || !g_str_has_prefix (source, "000:"))
    return FALSE;
  parts = g_strsplit (source + 4, ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 first = g_ascii_strtoull (parts[i], NULL, 10), last = first;
      const char *dash = strchr (parts[i], '-');
      if (dash != NULL)
        last = g_ascii_strtoull (dash + 1, NULL, 10);
      if (line >= first && line <= last)
        return TRUE;
    }
  return FALSE;
}

static BthCampaignCard *
builtin (void)
{
  g_autoptr(GError) error = NULL;
  BthCampaignCard *card = bth_campaign_card_load_builtin (BTH_CAMPAIGN_CARD_BUILTIN, &error);

  g_assert_no_error (error);
  g_assert_nonnull (card);
  return card;
}

static char *
card_file_text (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "campaign",
                                            "war-and-peace-4e-card.json", NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* ---- the shipped card against the rulebook ---- */

/* X.D.1-2 and X.H.5: the six major states and the seventeen minor states of the four
 * groups (X.G.1.a), each with its Force Pool Display (X.J.1.b-c). */
static void
test_states (void)
{
  g_autoptr(BthCampaignCard) card = builtin ();
  static const char *const majors[] = { "france", "england", "spain", "austria", "prussia", "russia", NULL };
  guint n;
  const BthCardState *states = bth_campaign_card_get_states (card, &n);
  GPtrArray *groups = bth_campaign_card_get_groups (card);
  static const struct { const char *id, *name; const char *const members[9]; const char *quote; } group_text[] = {
    { "western", "Western Minor States", { "holland", "portugal" },
      "**The Western Minor States** (Holland and Portugal)" },
    { "italian", "Italian Minor States", { "italy", "naples", "dalmatia", "switzerland" },
      "**The Italian Minor States** (North Italy, Naples, Dalmatia, and Switzerland)" },
    { "german", "German Minor States",
      { "bavaria", "brunswick", "hanover", "hesse", "rhine", "saxony", "westphalia", "wurtemberg" },
      "**The German Minor States** (Bavaria, Brunswick, Hanover, Hesse, Rhine Confederation, Saxony, Westphalia, and Wurtemberg)" },
    { "baltic", "Baltic Minor States", { "denmark", "poland", "sweden" },
      "**The Baltic Minor States** (Denmark, Poland, and Sweden)" },
  };

  assert_seed (1807, "Pro-French states: France and Spain.");
  assert_seed (1808, "Anti-French states: England, Austria and Russia.");
  assert_seed (1809, "Neutral states: Prussia.");
  g_assert_cmpuint (n, ==, 23);
  {
    /* Each state cites the line of X.D (or X.H.5) that names it at the start. */
    static const struct { guint line; const char *quote; const char *const ids[6]; } named[] = {
      { 1807, "Pro-French states: France and Spain.", { "france", "spain" } },
      { 1808, "Anti-French states: England, Austria and Russia.", { "england", "austria", "russia" } },
      { 1809, "Neutral states: Prussia.", { "prussia" } },
      { 1813, "French satellite states: Bavaria, Holland, Italy, Switzerland, and Wurtemberg.",
        { "bavaria", "holland", "italy", "switzerland", "wurtemberg" } },
      { 1814, "English satellite states: Portugal.", { "portugal" } },
      { 1815, "Prussian satellite states: Brunswick, Hesse, and Saxony.", { "brunswick", "hesse", "saxony" } },
      { 1816, "Neutral minor states: Denmark and Sweden.", { "denmark", "sweden" } },
      { 1818, "Unformed minor states: Dalmatia, Naples, Poland, the Rhine Confederation, and Westphalia",
        { "dalmatia", "naples", "poland", "rhine", "westphalia" } },
      { 2130, "At the start of the game, Hanover is unformed and controlled by France.", { "hanover" } },
    };
    guint cited = 0;
    for (guint i = 0; i < G_N_ELEMENTS (named); i++)
      {
        assert_seed (named[i].line, named[i].quote);
        for (guint j = 0; named[i].ids[j] != NULL; j++, cited++)
          {
            const BthCardState *s = bth_campaign_card_find_state (card, named[i].ids[j]);
            g_assert_nonnull (s);
            if (!source_cites (s->source, named[i].line))
              g_error ("%s does not cite line %u (%s)", s->id, named[i].line, s->source);
          }
      }
    g_assert_cmpuint (cited, ==, n);
  }
  for (guint i = 0; i < n; i++)
    {
      gboolean major = g_strv_contains (majors, states[i].id);
      g_assert_cmpint (states[i].major, ==, major);
      if (major)
        g_assert_null (bth_campaign_card_group_of (card, states[i].id));
      else
        g_assert_nonnull (bth_campaign_card_group_of (card, states[i].id));
    }
  g_assert_cmpuint (groups->len, ==, 4);
  for (guint i = 0; i < G_N_ELEMENTS (group_text); i++)
    {
      const BthCardGroup *g = g_ptr_array_index (groups, i);
      g_assert_cmpstr (g->id, ==, group_text[i].id);
      g_assert_cmpstr (g->name, ==, group_text[i].name);
      g_assert_cmpuint (g_strv_length (g->states), ==, g_strv_length ((char **) group_text[i].members));
      for (guint j = 0; group_text[i].members[j] != NULL; j++)
        g_assert_cmpstr (g->states[j], ==, group_text[i].members[j]);
      g_assert_true (source_cites (g->source, 2040));
      assert_seed (2040, group_text[i].quote);
    }
}

/* X.J.1.b-c, X.G.2.b-c, X.K.5.a: the boxes of each display. */
static void
test_boxes (void)
{
  g_autoptr(BthCampaignCard) card = builtin ();
  guint n;
  const BthCardState *states = bth_campaign_card_get_states (card, &n);

  assert_seed (2180, "a box labeled \"Force Pool,\" a box labeled \"Prisoners,\"");
  assert_seed (2180, "England, France, and Russia have additional display sections");
  assert_seed (2182, "The display provided for each minor state consists of a single box which functions as that state's Force Pool.");
  assert_seed (2080, "place them in the \"At War\" section of the English Force Pool Display");
  assert_seed (2082, "place them in the \"At War\" section of the Russian Force Pool Display");
  assert_seed (2338, "placed in the box labeled \"Napoleon in Exile\" on the French Force Pool display");
  for (guint i = 0; i < n; i++)
    {
      const BthCardState *s = &states[i];
      g_autoptr(GStrvBuilder) b = g_strv_builder_new ();
      g_auto(GStrv) expected = NULL;
      g_auto(GStrv) shipped = NULL;
      g_autofree char *joined = NULL, *want = NULL;

      g_strv_builder_add (b, "force_pool");
      if (s->major)
        g_strv_builder_add (b, "prisoners");
      if (g_str_equal (s->id, "england") || g_str_equal (s->id, "russia"))
        g_strv_builder_add (b, "at_war");
      if (g_str_equal (s->id, "france"))
        g_strv_builder_add (b, "napoleon_in_exile");
      expected = g_strv_builder_end (b);
      joined = g_strjoinv (",", s->boxes);
      want = g_strjoinv (",", expected);
      g_assert_cmpstr (joined, ==, want);
      g_assert_true (source_cites (s->source, s->major ? 2180 : 2182));
    }
  g_assert_true (source_cites (bth_campaign_card_find_state (card, "england")->source, 2080));
  g_assert_true (source_cites (bth_campaign_card_find_state (card, "russia")->source, 2082));
  g_assert_true (source_cites (bth_campaign_card_find_state (card, "france")->source, 2338));
}

/* Whose counters each pool holds: each state its own, plus what the text routes. */
static void
test_powers (void)
{
  g_autoptr(BthCampaignCard) card = builtin ();
  guint n;
  const BthCardState *states = bth_campaign_card_get_states (card, &n);

  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (states[i].powers[0], ==, states[i].id);
  /* X.J.3.d: KGL units are bought "from the English Force Pool". */
  assert_seed (2236, "English satellite units bearing a \"K\" (King's German Legion) units from the English Force Pool");
  g_assert_cmpstr (bth_campaign_card_state_of_power (card, "kgl")->id, ==, "england");
  /* VIII, in effect in X: the blue Spanish and Portuguese infantry join the French pool. */
  assert_seed (1704, "The blue satellite Spanish infantry unit is automatically added to the French Force Pool");
  assert_seed (1704, "The blue satellite Portuguese infantry unit is automatically added to the French Force Pool");
  assert_seed (1704, "This rule is also in effect in Scenario IX and X.");
  g_assert_cmpstr (bth_campaign_card_state_of_power (card, "spain-blue")->id, ==, "france");
  g_assert_cmpstr (bth_campaign_card_state_of_power (card, "portugal-blue")->id, ==, "france");
  g_assert_true (source_cites (bth_campaign_card_find_state (card, "france")->source, 1704));
  /* X.H.2: Holland is the blue H satellite of France, or the red H of England. */
  assert_seed (2122, "The French player uses the French satellite units bearing an \"H\" designation to represent Holland.");
  assert_seed (2122, "The English player may use English satellite units bearing an \"H\" designation to represent Holland.");
  g_assert_cmpstr (bth_campaign_card_state_of_power (card, "holland-blue")->id, ==, "holland");
  g_assert_cmpuint (g_strv_length (bth_campaign_card_find_state (card, "england")->powers), ==, 2);
  g_assert_cmpuint (g_strv_length (bth_campaign_card_find_state (card, "france")->powers), ==, 3);
  g_assert_cmpuint (g_strv_length (bth_campaign_card_find_state (card, "holland")->powers), ==, 2);
  g_assert_null (bth_campaign_card_state_of_power (card, "turkey"));
}

typedef struct {
  const char *state, *city, *symbol;   /* symbol NULL: not stated, to be entered */
  guint       line;
  const char *quote;
} CityText;

/* Every production city the card ships, with the words that state it. */
static const CityText city_text[] = {
  { "france", "Paris", NULL, 2220, "The French player may use any three major cities in France as production cities, in addition to Paris." },
  { "england", "Portsmouth", "white", 123, "The city of *Portsmouth* is the only city with a *white* symbol and may produce English squadrons and transport units." },
  { "england", "Portsmouth", "white", 2268, "The English city of Portsmouth is a special production city." },
  { "england", "Portsmouth", "white", 3406, "can the British player count the production city of Portsmouth?" },
  { "austria", "Prague", "black", 3216, "On the mapboard Prague is depicted in red, but according to the Campaign Game Card its production is restricted to landwehr." },
  { "austria", "Prague", "black", 3218, "The Campaign Game Card is correct." },
  { "austria", "Innsbruck", "black", 3882, "Austrian landwehr production cities (Innsbruck and Prague)" },
  { "austria", "Budapest", NULL, 3471, "Budapest does not count as a production city during this war." },
  { "prussia", "Berlin", NULL, 3370, "the Prussians cannot receive their Berlin production points" },
  { "russia", "Kiev", NULL, 2084, "While at war with Turkey, Kiev is not considered a Russian production city" },
  { "holland", "Amsterdam", NULL, 2122, "The production city of the Batavian Republic is Amsterdam." },
  { "holland", "Brussels", NULL, 2122, "The production city of Holland is Brussels." },
  { "italy", "Milan", NULL, 2230, "if the French player controls both Milan and Florence, he may purchase either Italian or Naples units" },
  { "naples", "Florence", NULL, 2112, "Naples is created when pro-French forces occupy Florence." },
  { "dalmatia", "Trieste", NULL, 2108, "Dalmatia is created when pro-French forces occupy Trieste." },
  { "poland", "Warsaw", NULL, 2110, "Poland is created when pro-French forces occupy Warsaw." },
  { "rhine", "Frankfurt", NULL, 2114, "The Rhine Confederation is created when pro-French forces occupy Frankfurt." },
  { "westphalia", "Brunswick", NULL, 2118, "Westphalia is created when pro-French forces occupy Brunswick and Cassel." },
  { "westphalia", "Cassel", NULL, 2118, "Westphalia is created when pro-French forces occupy Brunswick and Cassel." },
  { "brunswick", "Brunswick", NULL, 2236, "If the anti-French faction controls Brunswick and/or Hanover, the Production Points from these cities" },
  { "hanover", "Hanover", NULL, 2236, "If the anti-French faction controls Brunswick and/or Hanover, the Production Points from these cities" },
};

static void
test_production_cities (void)
{
  g_autoptr(BthCampaignCard) card = builtin ();
  guint n, listed = 0, distinct = 0;
  const BthCardState *states = bth_campaign_card_get_states (card, &n);

  /* D.2.e: the states the French may create, "usually by occupying the state's production
   * city"; J.2.e: black = landwehr only; C.6: white = Portsmouth's naval units. */
  assert_seed (1818, "usually by occupying the state's production city");
  assert_seed (2216, "The Production Points received from a city containing a black infantry (production) symbol may only be used to purchase Landwehr.");
  for (guint i = 0; i < G_N_ELEMENTS (city_text); i++)
    {
      const BthCardState *s = bth_campaign_card_find_state (card, city_text[i].state);
      const BthCardCity *c;
      g_assert_nonnull (s);
      c = bth_campaign_card_find_city (s, city_text[i].city);
      if (c == NULL)
        g_error ("%s has no production city %s", s->id, city_text[i].city);
      /* NULL in the list: the symbol is still to be entered (BTH_PRODUCTION_SYMBOL_NONE). */
      g_assert_cmpstr (c->symbol == BTH_PRODUCTION_SYMBOL_NONE ? NULL : bth_production_symbol_to_string (c->symbol),
                       ==, city_text[i].symbol);
      if (!source_cites (c->source, city_text[i].line))
        g_error ("%s's %s does not cite line %u (%s)", s->id, c->city, city_text[i].line, c->source);
      assert_seed (city_text[i].line, city_text[i].quote);
    }
  /* Nothing else is listed: every shipped city is one of the above. */
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < states[i].cities->len; j++)
      {
        const BthCardCity *c = g_ptr_array_index (states[i].cities, j);
        gboolean found = FALSE;
        for (guint k = 0; k < G_N_ELEMENTS (city_text) && !found; k++)
          found = g_str_equal (city_text[k].state, states[i].id) && g_str_equal (city_text[k].city, c->city);
        if (!found)
          g_error ("%s's production city %s is not stated by the rulebook", states[i].id, c->city);
        listed++;
      }
  for (guint k = 0; k < G_N_ELEMENTS (city_text); k++)
    distinct += k == 0 || !(g_str_equal (city_text[k].state, city_text[k - 1].state) &&
                            g_str_equal (city_text[k].city, city_text[k - 1].city));
  g_assert_cmpuint (listed, ==, distinct);
  /* Complete lists only where the text gives the whole list: France (Paris plus three
   * chosen, J.2.g) and Holland (one city as the Batavian Republic, one as Holland, H.2). */
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (states[i].cities_complete, ==,
                     g_str_equal (states[i].id, "france") || g_str_equal (states[i].id, "holland"));
  {
    const BthCardState *france = bth_campaign_card_find_state (card, "france");
    g_autoptr(GPtrArray) brunswick = bth_campaign_card_city_states (card, "Brunswick");
    assert_seed (2220, "Brussels is not considered a French production city.");
    g_assert_cmpint (france->choice_count, ==, 3);
    g_assert_cmpstr (france->choice_of, ==, "major cities in France");
    g_assert_cmpuint (g_strv_length (france->choice_excluding), ==, 1);
    g_assert_cmpstr (france->choice_excluding[0], ==, "Brussels");
    g_assert_true (source_cites (france->choice_source, 2220));
    for (guint i = 0; i < n; i++)
      if (!g_str_equal (states[i].id, "france"))
        g_assert_cmpint (states[i].choice_count, ==, 0);
    g_assert_cmpuint (brunswick->len, ==, 2);
    g_assert_cmpstr (((BthCardState *) g_ptr_array_index (brunswick, 0))->id, ==, "brunswick");
    g_assert_cmpstr (((BthCardState *) g_ptr_array_index (brunswick, 1))->id, ==, "westphalia");
  }
}

/* X.J.2.d, J.6.b, J.6.d: the costs, in half Production Points. */
static void
test_costs (void)
{
  g_autoptr(BthCampaignCard) card = builtin ();
  static const struct { const char *kind, *state; int half_pp; guint line; const char *quote; } costs[] = {
    { "GC", NULL, 6, 2208, "**Guard cavalry** = 3 Production Points." },
    { "GC", NULL, 6, 3386, "Guard Cavalry = 3 Productions Points." },
    { "GI", NULL, 4, 2210, "**Guard infantry** or **regular cavalry** = 2 Production Points." },
    { "C", NULL, 4, 2210, "**Guard infantry** or **regular cavalry** = 2 Production Points." },
    { "I", NULL, 2, 2212, "**Regular infantry** or **Cossack cavalry** = 1 Production Point." },
    { "CC", NULL, 2, 2212, "**Regular infantry** or **Cossack cavalry** = 1 Production Point." },
    { "L", NULL, 1, 2214, "**Landwehr, Militia** or **Partisans** = ½ Production Point." },
    { "M", NULL, 1, 2214, "**Landwehr, Militia** or **Partisans** = ½ Production Point." },
    { "P", NULL, 1, 2214, "**Landwehr, Militia** or **Partisans** = ½ Production Point." },
    { "S", "england", 10, 2276, "purchase a naval unit from his state's Force Pool for a cost of five, regular and/or naval Production Points" },
    { "T", "france", 10, 2270, "A naval unit may be purchased from the English Force Pool at a cost of five regular and/or naval Production Points." },
    { "S", "spain", 60, 2280, "The total cost to purchase such a naval unit is thirty \"native\" production points." },
    { "T", "portugal", 60, 2280, "The total cost to purchase such a naval unit is thirty \"native\" production points." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (costs); i++)
    {
      int half_pp = -1;
      g_assert_true (bth_campaign_card_cost_half_pp (card, costs[i].kind, costs[i].state, &half_pp));
      g_assert_cmpint (half_pp, ==, costs[i].half_pp);
      assert_seed (costs[i].line, costs[i].quote);
    }
}

/* Never invented: what the text does not give is null, and listed as to be entered. */
static void
test_to_be_entered (void)
{
  g_autoptr(BthCampaignCard) card = builtin ();
  g_autoptr(GPtrArray) missing = bth_campaign_card_missing (card);
  guint n, expected = 0;
  const BthCardState *states = bth_campaign_card_get_states (card, &n);
  int limit;

  for (guint i = 0; i < n; i++)
    {
      g_assert_null (states[i].initial);
      g_assert_null (states[i].january);
      g_assert_null (states[i].counter_mix);
      g_assert_null (states[i].if_invaded);
      /* J.4.b: only Spain and Portugal have units "if invaded". */
      g_assert_cmpint (states[i].has_if_invaded, ==,
                       g_str_equal (states[i].id, "spain") || g_str_equal (states[i].id, "portugal"));
      expected += 3 + (states[i].has_if_invaded ? 1 : 0) + (states[i].cities_complete ? 0 : 1);
      for (guint j = 0; j < states[i].cities->len; j++)
        expected += ((BthCardCity *) g_ptr_array_index (states[i].cities, j))->symbol == BTH_PRODUCTION_SYMBOL_NONE;
    }
  assert_seed (2246, "the units specified to be added to the Spanish or Portuguese Force Pool \"if invaded,\" are immediately placed in the Force Pool.");
  g_assert_cmpuint (missing->len, ==, expected);
  g_assert_cmpstr (g_ptr_array_index (missing, 0), ==, "france: Paris's production symbol (X.J.2.e)");
  g_assert_false (bth_campaign_card_counter_limit (card, "austria", "L", &limit));
}

/* ---- round trip, players' file ---- */

static void
test_round_trip (void)
{
  g_autoptr(BthCampaignCard) card = builtin ();
  g_autofree char *text = card_file_text ();
  g_autofree char *data = bth_campaign_card_to_data (card);
  g_autoptr(GError) error = NULL;
  g_autoptr(BthCampaignCard) again = bth_campaign_card_new_from_data (data, -1, "exported", &error);
  g_autofree char *data2 = NULL;
  g_autoptr(JsonNode) file = json_from_string (text, NULL);
  g_autoptr(JsonNode) exported = json_from_string (data, NULL);

  g_assert_no_error (error);
  data2 = bth_campaign_card_to_data (again);
  g_assert_cmpstr (data, ==, data2);
  /* The export is the shipped file itself, member for member. */
  g_assert_true (json_node_equal (file, exported));
}

/* A card with the players' entries: pools with several powers, January additions, the
 * counter mix; it survives export and import, and its queries answer. */
static const char *const entered_austria =
  "\"initial_force_pool\": [{\"units\": [\"4I\", \"2L\", \"1I\"], \"leaders\": [\"Leader (0)\", \"Charles\"]}],"
  " \"january_additions\": [{\"year\": 1806, \"units\": [\"2I\"], \"leaders\": []},"
  " {\"year\": 1809, \"units\": [], \"leaders\": [\"Schwarzenberg\"]}],"
  " \"counter_mix\": [{\"kind\": \"L\", \"sp\": 6}, {\"kind\": \"I\", \"sp\": 40}]";

static char *
entered_card_text (void)
{
  g_autofree char *text = card_file_text ();
  const char *austria = strstr (text, "\"id\": \"austria\"");
  const char *from = strstr (austria, "\"initial_force_pool\": null");
  const char *to = strstr (from, "\"counter_mix\": null") + strlen ("\"counter_mix\": null");
  const char *england = strstr (text, "\"id\": \"england\"");
  g_autoptr(GString) s = g_string_new (NULL);

  /* England: the KGL are the English pool's (J.3.d). */
  g_string_append_len (s, text, england - text);
  {
    const char *e_from = strstr (england, "\"initial_force_pool\": null");
    g_string_append_len (s, england, e_from - england);
    g_string_append (s, "\"initial_force_pool\": [{\"units\": [\"6I\"], \"leaders\": []},"
                        " {\"power\": \"kgl\", \"units\": [\"2I\"], \"leaders\": []}]");
    g_string_append_len (s, e_from + strlen ("\"initial_force_pool\": null"),
                         from - (e_from + strlen ("\"initial_force_pool\": null")));
  }
  g_string_append (s, entered_austria);
  g_string_append (s, to);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
test_entered_card (void)
{
  g_autofree char *text = entered_card_text ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BthCampaignCard) card = bth_campaign_card_new_from_data (text, -1, "entered.json", &error);
  g_autoptr(BthCampaignCard) again = NULL;
  g_autofree char *data = NULL, *data2 = NULL;
  const BthCardState *austria, *england;
  const BthCardForce *initial;
  int limit;

  g_assert_no_error (error);
  austria = bth_campaign_card_find_state (card, "austria");
  g_assert_nonnull (austria->initial);
  initial = g_ptr_array_index (austria->initial, 0);
  g_assert_cmpint (bth_unit_counts_sp (initial->units, "austria", "I"), ==, 5);  /* 4I + 1I */
  g_assert_cmpint (bth_unit_counts_sp (initial->units, "austria", "L"), ==, 2);
  g_assert_cmpuint (initial->leaders->len, ==, 2);
  g_assert_cmpuint (austria->january->len, ==, 2);
  g_assert_cmpint (((BthCardForce *) g_ptr_array_index (austria->january, 1))->year, ==, 1809);
  g_assert_true (bth_campaign_card_counter_limit (card, "austria", "L", &limit));
  g_assert_cmpint (limit, ==, 6);
  g_assert_true (bth_campaign_card_counter_limit (card, "austria", "C", &limit));
  g_assert_cmpint (limit, ==, 0);   /* entered, and no such counters */
  england = bth_campaign_card_find_state (card, "england");
  g_assert_cmpint (bth_unit_counts_sp (((BthCardForce *) g_ptr_array_index (england->initial, 1))->units, "kgl", "I"), ==, 2);

  data = bth_campaign_card_to_data (card);
  again = bth_campaign_card_new_from_data (data, -1, "exported", &error);
  g_assert_no_error (error);
  data2 = bth_campaign_card_to_data (again);
  g_assert_cmpstr (data, ==, data2);
  {
    g_autoptr(GPtrArray) missing = bth_campaign_card_missing (again);
    g_autoptr(GPtrArray) shipped_missing = NULL;
    g_autoptr(BthCampaignCard) shipped = builtin ();
    shipped_missing = bth_campaign_card_missing (shipped);
    /* Austria's pool, additions and counter mix, and England's pool, are entered. */
    g_assert_cmpuint (missing->len, ==, shipped_missing->len - 4);
  }
}

static void
test_players_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("berthier-card-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "campaign", "war-and-peace-4e.card.json", NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autofree char *text = entered_card_text ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BthCampaignCard) entered = bth_campaign_card_new_from_data (text, -1, "entered.json", &error);
  g_autoptr(BthCampaignCard) shipped = builtin ();
  g_autoptr(BthCampaignCard) loaded = NULL;
  g_autofree char *a = NULL, *b = NULL;

  g_assert_no_error (error);
  /* No file yet: the built-in card. */
  loaded = bth_campaign_card_load_players (path, BTH_CAMPAIGN_CARD_BUILTIN, &error);
  g_assert_no_error (error);
  g_assert_null (bth_campaign_card_find_state (loaded, "austria")->initial);
  g_clear_pointer (&loaded, bth_campaign_card_free);

  g_assert_true (bth_campaign_card_save (shipped, path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (bak, G_FILE_TEST_EXISTS));
  g_assert_true (bth_campaign_card_save (entered, path, &error));
  g_assert_true (g_file_test (bak, G_FILE_TEST_EXISTS));   /* the previous card kept */
  loaded = bth_campaign_card_load_players (path, BTH_CAMPAIGN_CARD_BUILTIN, &error);
  g_assert_no_error (error);
  a = bth_campaign_card_to_data (loaded);
  b = bth_campaign_card_to_data (entered);
  g_assert_cmpstr (a, ==, b);
  g_clear_pointer (&loaded, bth_campaign_card_free);

  /* Another card's id is refused by name; a broken file names its problem. */
  g_assert_null (bth_campaign_card_load_players (path, "another-game", &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "$.id"));
  g_clear_error (&error);
  g_file_set_contents (path, "{\"format\": \"berthier-campaign-card\"", -1, &error);
  g_assert_no_error (error);
  g_assert_null (bth_campaign_card_load_players (path, BTH_CAMPAIGN_CARD_BUILTIN, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_true (g_str_has_prefix (error->message, "war-and-peace-4e.card.json: "));
  g_clear_error (&error);

  g_unlink (path);
  g_unlink (bak);
  {
    g_autofree char *sub = g_build_filename (dir, "campaign", NULL);
    g_rmdir (sub);
  }
  g_rmdir (dir);
}

/* ---- malformed cards ---- */

typedef struct {
  const char *from;        /* the first occurrence in the shipped file is replaced … */
  const char *to;          /* … by this */
  const char *message;     /* and loading fails naming this */
} Breakage;

static const Breakage breakages[] = {
  { "\"format\": \"berthier-campaign-card\"", "\"format\": \"berthier-map\"", "$.format: \"berthier-map\" is not" },
  { "\"format_version\": 1", "\"format_version\": 2", "$.format_version: version 2 is newer" },
  { "\"ruleset\": \"war-and-peace-4e\",", "\"ruleset\": \"war-and-peace-4e\", \"colour\": 1,", "$: unknown key \"colour\"" },
  { "\"id\": \"war-and-peace-4e\"", "\"id\": \"War and Peace\"", "$.id: \"War and Peace\" is not an id" },
  { "\"source\": \"000:1770,2176-2188\"", "\"source\": \"page 38\"", "$: source: \"page 38\" is not" },
  { "\"pp\": 0.5", "\"pp\": 0.3", "$.costs[5]: pp: 0.3 is not a whole or half number" },
  { "\"pp\": 3", "\"pp\": \"3\"", "$.costs[0]: pp: expected a number" },
  { "\"kind\": \"GI\",\n      \"pp\": 2", "\"kind\": \"GC\",\n      \"pp\": 2", "$.costs[1]: a second cost for GC" },
  { "\"kind\": \"GC\"", "\"kind\": \"XX\"", "$.costs[0]: \"XX\" is not a unit kind" },
  { "\"states\": [\n        \"spain\",", "\"states\": [\n        \"spam\",", "$.costs[10].states[0]: no state \"spam\"" },
  { "\"holland\",\n        \"portugal\"", "\"holland\",\n        \"austria\"", "$.minor_groups[0].states[1]: Austria is a major state" },
  { "\"denmark\",\n        \"poland\",", "\"denmark\",", "$.states[21]: minor state Poland is in no minor group" },
  { "\"kind\": \"major\"", "\"kind\": \"empire\"", "$.states[0]: kind \"empire\" is neither" },
  { "\"id\": \"england\"", "\"id\": \"france\"", "$.states[1]: state \"france\" is listed twice" },
  { "\"england\",\n        \"kgl\"", "\"england\",\n        \"france\"", "$.states[1]: power \"france\" already belongs to France" },
  { "\"napoleon_in_exile\"", "\"elba\"", "$.states[0].boxes: \"elba\" is not a box" },
  { "\"force_pool\",\n        \"prisoners\",\n        \"napoleon_in_exile\"", "\"force_pool\",\n        \"napoleon_in_exile\"", "$.states[0].boxes: a major state has a \"prisoners\" box" },
  { "\"id\": \"holland\",", "\"id\": \"holland\", \"extra\": 1,", "$.states[6]: unknown key \"extra\"" },
  { "\"symbol\": \"black\"", "\"symbol\": \"green\"", "$.states[3].production_cities.cities[0]: symbol \"green\" is not" },
  { "\"city\": \"Paris\",\n            \"symbol\": null", "\"city\": \"Paris\",\n            \"symbol\": \"white\"", "$.states[0].production_cities.cities[0]: only Portsmouth has a white symbol (C.6), not Paris" },
  { "\"city\": \"Innsbruck\"", "\"city\": \"Prague\"", "$.states[3].production_cities.cities[1]: \"Prague\" is listed twice" },
  { "\"complete\": true", "\"complete\": \"yes\"", "$.states[0].production_cities.complete: expected true or false" },
  { "\"count\": 3", "\"count\": 0", "$.states[0].chosen_production_cities.count: 0 is out of range" },
  { "\"initial_force_pool\": null", "\"initial_force_pool\": [{\"units\": [\"12X\"], \"leaders\": []}]", "$.states[0].initial_force_pool[0].units[0]: \"12X\" is not a unit" },
  { "\"initial_force_pool\": null", "\"initial_force_pool\": [{\"units\": [\"0I\"], \"leaders\": []}]", "$.states[0].initial_force_pool[0].units[0]: \"0I\" is not a unit" },
  { "\"initial_force_pool\": null", "\"initial_force_pool\": [{\"units\": [], \"leaders\": []}]", "$.states[0].initial_force_pool[0]: lists no unit and no leader" },
  { "\"initial_force_pool\": null", "\"initial_force_pool\": [{\"power\": \"russia\", \"units\": [\"1I\"], \"leaders\": []}]", "$.states[0].initial_force_pool[0]: power \"russia\" is not one of France's powers" },
  { "\"initial_force_pool\": null", "\"initial_force_pool\": [{\"units\": [\"1I\"], \"leaders\": [\"\"]}]", "$.states[0].initial_force_pool[0].leaders[0]: a leader's name must not be empty" },
  { "\"initial_force_pool\": null,", "", "$.states[0]: missing required key \"initial_force_pool\"" },
  { "\"january_additions\": null", "\"january_additions\": [{\"year\": 1820, \"units\": [\"1I\"], \"leaders\": []}]", "$.states[0].january_additions[0].year: 1820 is out of range (1806 to 1815)" },
  { "\"january_additions\": null", "\"january_additions\": [{\"year\": 1808, \"units\": [\"1I\"], \"leaders\": []}, {\"year\": 1807, \"units\": [\"1I\"], \"leaders\": []}]", "$.states[0].january_additions[1]: year 1807 comes after 1808" },
  { "\"january_additions\": null", "\"january_additions\": [{\"units\": [\"1I\"], \"leaders\": []}]", "$.states[0].january_additions[0]: missing required key \"year\"" },
  { "\"counter_mix\": null", "\"counter_mix\": [{\"kind\": \"I\", \"sp\": 9}, {\"kind\": \"I\", \"sp\": 3}]", "$.states[0].counter_mix[1]: france I is listed twice" },
  { "\"counter_mix\": null", "\"counter_mix\": [{\"kind\": \"I\", \"sp\": -1}]", "$.states[0].counter_mix[0]" },
  { "\"if_invaded\": null", "\"if_invaded\": 4", "$.states[2].if_invaded: expected an array" },
  { "{", "[", "mine.json: line 2, column 10: " },
  { "\"name\": \"France\",", "\"name\": \"France\", \"name\": \"Gaul\",", "duplicate" },
};

static void
test_malformed (void)
{
  g_autofree char *text = card_file_text ();
  g_autoptr(GError) not_object = NULL;

  g_assert_null (bth_campaign_card_new_from_data ("[1, 2]", -1, "list.json", &not_object));
  g_assert_error (not_object, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_cmpstr (not_object->message, ==, "list.json: $: expected an object");

  for (guint i = 0; i < G_N_ELEMENTS (breakages); i++)
    {
      const char *at = strstr (text, breakages[i].from);
      g_autoptr(GString) broken = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(BthCampaignCard) card = NULL;

      if (at == NULL)
        g_error ("breakage %u: \"%s\" is not in the shipped card", i, breakages[i].from);
      g_string_append_len (broken, text, at - text);
      g_string_append (broken, breakages[i].to);
      g_string_append (broken, at + strlen (breakages[i].from));
      card = bth_campaign_card_new_from_data (broken->str, -1, "mine.json", &error);
      g_assert_null (card);
      g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
      g_assert_true (g_str_has_prefix (error->message, "mine.json: "));
      if (strstr (error->message, breakages[i].message) == NULL)
        g_error ("breakage %u: expected \"%s\" in \"%s\"", i, breakages[i].message, error->message);
    }
}

/* ---- berthier-cli card ---- */

typedef struct {
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

static void
run_cli (Run *run, const char *data_home, const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                                                       G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  va_list args;

  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  g_ptr_array_add (argv, (gpointer) g_getenv ("BERTHIER_CLI"));
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  run->status = g_subprocess_get_exit_status (process);
}

static JsonObject *
output_object (Run *run, JsonNode **root)
{
  g_autoptr(GError) error = NULL;

  if (run->status != 0)
    g_error ("berthier-cli exited %d: %s", run->status, run->err);
  *root = json_from_string (run->out, &error);
  g_assert_no_error (error);
  return json_node_get_object (*root);
}

static void
test_cli (void)
{
  g_autofree char *home = g_dir_make_tmp ("berthier-card-cli-XXXXXX", NULL);
  g_autofree char *mine = g_build_filename (home, "mine.json", NULL);
  g_autofree char *out = g_build_filename (home, "out.json", NULL);
  g_autofree char *stored = g_build_filename (home, "berthier", "campaign", "war-and-peace-4e.card.json", NULL);
  g_autofree char *text = entered_card_text ();
  g_autofree char *shipped = card_file_text ();
  g_autoptr(GError) error = NULL;
  Run run = { 0 };
  JsonNode *root = NULL;
  JsonObject *o;
  guint builtin_missing;

  /* show: the built-in card while the players have none. */
  run_cli (&run, home, "card", "show", NULL);
  o = output_object (&run, &root);
  g_assert_cmpstr (json_object_get_string_member (o, "from"), ==, "built-in");
  builtin_missing = json_object_get_int_member (o, "to_be_entered_count");
  g_assert_cmpuint (builtin_missing, ==, json_array_get_length (json_object_get_array_member (o, "to_be_entered")));
  {
    g_autoptr(JsonNode) file = json_from_string (shipped, NULL);
    g_assert_true (json_node_equal (file, json_object_get_member (o, "card")));
  }
  g_clear_pointer (&root, json_node_unref);
  run_clear (&run);

  /* validate: a good file, then a bad one (exit 2, the JSON path, one line). */
  g_file_set_contents (mine, text, -1, &error);
  g_assert_no_error (error);
  run_cli (&run, home, "card", "validate", mine, NULL);
  o = output_object (&run, &root);
  g_assert_cmpuint (json_object_get_int_member (o, "to_be_entered_count"), ==, builtin_missing - 4);
  g_clear_pointer (&root, json_node_unref);
  run_clear (&run);
  {
    g_autofree char *bad_path = g_build_filename (home, "bad.json", NULL);
    g_autoptr(GString) bad = g_string_new (text);
    g_string_replace (bad, "\"symbol\": \"black\"", "\"symbol\": \"green\"", 1);
    g_file_set_contents (bad_path, bad->str, -1, &error);
    g_assert_no_error (error);
    run_cli (&run, home, "card", "validate", bad_path, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_cmpstr (run.out, ==, "");
    g_assert_cmpstr (run.err, ==, "berthier-cli: bad.json: $.states[3].production_cities.cities[0]: "
                                  "symbol \"green\" is not \"red\", \"black\", \"white\" or null\n");
    run_clear (&run);
    /* import refuses it too, and keeps nothing. */
    run_cli (&run, home, "card", "import", bad_path, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_false (g_file_test (stored, G_FILE_TEST_EXISTS));
    run_clear (&run);
    g_unlink (bad_path);
  }

  /* import: kept for later games; show and export now give the players' card. */
  run_cli (&run, home, "card", "import", mine, NULL);
  o = output_object (&run, &root);
  g_assert_cmpstr (json_object_get_string_member (o, "from"), ==, stored);
  g_clear_pointer (&root, json_node_unref);
  run_clear (&run);
  g_assert_true (g_file_test (stored, G_FILE_TEST_EXISTS));
  run_cli (&run, home, "card", "show", NULL);
  o = output_object (&run, &root);
  g_assert_cmpstr (json_object_get_string_member (o, "from"), ==, stored);
  g_assert_cmpuint (json_object_get_int_member (o, "to_be_entered_count"), ==, builtin_missing - 4);
  g_clear_pointer (&root, json_node_unref);
  run_clear (&run);
  run_cli (&run, home, "card", "export", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  {
    g_autoptr(BthCampaignCard) a = bth_campaign_card_new_from_file (out, &error);
    g_autoptr(BthCampaignCard) b = bth_campaign_card_new_from_data (text, -1, "mine.json", &error);
    g_autofree char *da = NULL, *db = NULL;
    g_assert_no_error (error);
    da = bth_campaign_card_to_data (a);
    db = bth_campaign_card_to_data (b);
    g_assert_cmpstr (da, ==, db);   /* entered once, the same card back */
  }
  /* export to standard output is the card itself. */
  run_cli (&run, home, "card", "export", NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_autoptr(BthCampaignCard) c = bth_campaign_card_new_from_data (run.out, -1, "stdout", &error);
    g_assert_no_error (error);
    g_assert_nonnull (bth_campaign_card_find_state (c, "austria")->initial);
  }
  run_clear (&run);

  /* Another card's id is not the players' Campaign Game Card. */
  {
    g_autofree char *other_path = g_build_filename (home, "other.json", NULL);
    g_autoptr(GString) other = g_string_new (text);
    g_string_replace (other, "\"id\": \"war-and-peace-4e\"", "\"id\": \"la-grande-armee\"", 1);
    g_file_set_contents (other_path, other->str, -1, &error);
    g_assert_no_error (error);
    run_cli (&run, home, "card", "import", other_path, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "$.id: the card \"la-grande-armee\" is not the card \"war-and-peace-4e\""));
    run_clear (&run);
    g_unlink (other_path);
  }

  run_cli (&run, home, "card", "shuffle", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "\"shuffle\" is not show, validate, export or import"));
  run_clear (&run);
  run_cli (&run, home, "card", "validate", NULL);
  g_assert_cmpint (run.status, ==, 2);
  run_clear (&run);

  {
    g_autofree char *bak = g_strconcat (stored, ".bak", NULL);
    g_autofree char *dir1 = g_build_filename (home, "berthier", "campaign", NULL);
    g_autofree char *dir2 = g_build_filename (home, "berthier", NULL);
    g_unlink (stored);
    g_unlink (bak);
    g_unlink (mine);
    g_unlink (out);
    g_rmdir (dir1);
    g_rmdir (dir2);
    g_rmdir (home);
  }
}

int
main (int argc, char **argv)
{
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "seeds", RULEBOOK, NULL);
  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  seed_lines = g_strsplit (text, "\n", -1);
  seed_n_lines = g_strv_length (seed_lines);

  g_test_add_func ("/campaign-card/builtin/states-and-groups", test_states);
  g_test_add_func ("/campaign-card/builtin/boxes", test_boxes);
  g_test_add_func ("/campaign-card/builtin/powers", test_powers);
  g_test_add_func ("/campaign-card/builtin/production-cities", test_production_cities);
  g_test_add_func ("/campaign-card/builtin/costs", test_costs);
  g_test_add_func ("/campaign-card/builtin/to-be-entered", test_to_be_entered);
  g_test_add_func ("/campaign-card/round-trip", test_round_trip);
  g_test_add_func ("/campaign-card/entered", test_entered_card);
  g_test_add_func ("/campaign-card/players-file", test_players_file);
  g_test_add_func ("/campaign-card/malformed", test_malformed);
  g_test_add_func ("/campaign-card/cli", test_cli);
  status = g_test_run ();
  g_strfreev (seed_lines);
  return status;
}
