/* test-card-politics.c — conquest, creation and victory read the whole Campaign Game Card
 * (issue 25): with a complete test card (tests/war-and-peace/complete-card.json, every list
 * marked complete and every symbol entered, as a group's own card would be), the answers the
 * rulebook gives, and *unknown* naming what to enter wherever a list is not whole. Each case
 * quotes its rule from the seed (bth-test-rulebook.h). The same through berthier-cli --card. */
#include "bth-campaign-card-politics.h"
#include "bth-campaign-politics.h"
#include "bth-campaign-situation.h"
#include "bth-test-campaign.h"
#include "bth-war-and-peace.h"
#include "bth-ruleset.h"
#include "bth-tec.h"
#include "bth-test-rulebook.h"
#include "bth-test-politics.h"
#include "bth-campaign-situation.h"
#include "bth-modifier.h"
#include "bth-error.h"

#include <gio/gio.h>
#include <string.h>

static BthRuleset *ruleset;
static const BthCampaignRules *rules;
static BthCampaignCard *card;
static BthMap *map;
static char *card_path;

/* ---- Helpers ---- */

/* The rule's words, as the seed prints them at LINE. */
static void
quote (int line, const char *text)
{
  bth_test_assert_seed (line, text);
}

static BthPoliticalCity *
city (BthPoliticsSituation *s, const char *name, const char *state, BthPoliticalSide controller)
{
  return bth_test_politics_city (s, name, state, controller, NULL);
}

#define dump(items) bth_test_politics_dump (items)
#define assert_item(items, kind, state, fragment) bth_test_politics_expect (items, TRUE, kind, state, NULL, fragment)
#define assert_no_item(items, kind, state, fragment) bth_test_politics_expect (items, FALSE, kind, state, NULL, fragment)

static void
complete (BthPoliticsSituation *s)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);

  g_assert_true (bth_campaign_card_complete_politics (card, rules, map, s, warnings, &error));
  g_assert_no_error (error);
}

/* Every production city of the test card for the states that exist, each held by its own
 * state's faction (neutral where the state is), and France's three chosen cities (X.J.2.g).
 * SKIP names one city left out (NULL: none). Westphalia created replaces Brunswick and Hesse. */
static void
enter_card (BthPoliticsSituation *s, gboolean westphalia, const char *skip)
{
  static const struct { const char *name, *state; } chosen[] = {
    { "Lyon", "france" }, { "Marseilles", "france" }, { "Bordeaux", "france" },
  };
  const BthCardState *states;
  guint n = 0;

  if (westphalia)
    {
      bth_politics_situation_minor (s, "westphalia")->created = TRUE;
      bth_politics_situation_minor (s, "westphalia")->status = BTH_SIDE_PRO_FRENCH;
      bth_politics_situation_minor (s, "brunswick")->absorbed = TRUE;
      bth_politics_situation_minor (s, "hesse")->absorbed = TRUE;
    }
  states = bth_campaign_card_get_states (card, &n);
  for (guint k = 0; k < n; k++)
    {
      BthPoliticalMajor *major = bth_politics_situation_major (s, states[k].id);
      BthPoliticalMinor *minor = bth_politics_situation_minor (s, states[k].id);
      BthPoliticalSide side = major ? major->status : minor ? minor->status : BTH_SIDE_NEUTRAL;

      if (major == NULL && !bth_politics_minor_exists (s, states[k].id))
        continue;
      for (guint j = 0; j < states[k].cities->len; j++)
        {
          const BthCardCity *cc = g_ptr_array_index (states[k].cities, j);
          if (g_strcmp0 (cc->city, skip) == 0 || bth_politics_situation_city (s, cc->city) != NULL ||
              g_str_equal (cc->city, "Brussels"))          /* the Batavian Republic's is Amsterdam (X.H.2) */
            continue;
          city (s, cc->city, states[k].id, side);
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (chosen); i++)
    if (g_strcmp0 (chosen[i].name, skip) != 0)
      {
        BthPoliticalCity *c = city (s, chosen[i].name, chosen[i].state, BTH_SIDE_PRO_FRENCH);
        c->symbol = g_strdup ("red");
        c->major_city = TRUE;
      }
}

/* Fails naming what the situation still asks for, when it asks for anything. */
static void
assert_nothing_needed (BthPoliticsSituation *s)
{
  GHashTableIter iter;
  gpointer state, what;

  g_hash_table_iter_init (&iter, s->cities_needed);
  while (g_hash_table_iter_next (&iter, &state, &what))
    g_error ("%s still needs: %s", (const char *) state, (const char *) what);
}

static int
count_side (BthPoliticsSituation *s, BthPoliticalSide side)
{
  int n = 0;
  for (guint i = 0; i < s->cities->len; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      n += c->production && c->controller == side;
    }
  return n;
}

/* ---- X.C.2 at the end of a game in which Westphalia was created ---- */

static void
test_end_of_game_westphalia (void)
{
  g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
  g_autoptr(GPtrArray) needs = g_ptr_array_new ();
  BthPoliticsVictory v;
  g_autofree char *french = NULL;

  quote (1783, "the player who controls the most production cities at the end of the game is considered the victor");
  quote (2118, "Westphalia is created when pro-French forces occupy Brunswick and Cassel");
  quote (3264, "When Westphalia is created, do Hesse and Brunswick cease to exist");
  s->moment = BTH_POLITICS_END_OF_GAME;
  enter_card (s, TRUE, NULL);
  complete (s);
  /* Brunswick is Westphalia's now: asked for once, never under ceased Brunswick. */
  g_assert_null (bth_politics_situation_cities_needed (s, "brunswick"));
  g_assert_null (bth_politics_situation_cities_needed (s, "hesse"));
  g_assert_null (bth_politics_situation_cities_needed (s, "westphalia"));
  assert_nothing_needed (s);

  /* By hand: the pro-French hold France's 4 (Paris and the three chosen), Holland's Amsterdam,
   * Italy, Naples, Dalmatia, Westphalia's Brunswick and Cassel, Bavaria, Rhine, Wurtemberg
   * and Denmark's... of the 1805 statuses; the count is the test card's, worked below. */
  bth_politics_victory (rules, s, &v);
  dump (v.items);
  assert_no_item (v.items, "needs", NULL, NULL);
  g_assert_true (v.game_ends);
  g_assert_nonnull (v.winner);
  french = g_strdup_printf ("french controls %d production cities", count_side (s, BTH_SIDE_PRO_FRENCH));
  assert_item (v.items, "count", "french", french);
  g_assert_cmpstr (v.winner, ==, count_side (s, BTH_SIDE_PRO_FRENCH) > count_side (s, BTH_SIDE_ANTI_FRENCH)
                                   ? "french" : "english");
  bth_politics_victory_clear (&v);
}

/* ---- X.I.1.b: England ---- */

static void
test_england_every_city_hex (void)
{
  g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  BthPoliticalCity *london;

  quote (2138, "England, Spain, and Portugal are conquered if there is at least one foreign strength point in every "
         "city hex in the country at the end of any Combat Phase.");
  s->moment = BTH_POLITICS_END_OF_COMBAT_PHASE;
  london = city (s, "London", "england", BTH_SIDE_PRO_FRENCH);
  london->foreign_sp = TRUE;
  complete (s);
  bth_politics_conquests (rules, s, items);
  /* London alone: the card's Portsmouth and Norwich are not entered, nor is the rest. */
  assert_no_item (items, "conquest", "england", NULL);
  assert_item (items, "needs", "england", "Portsmouth, Norwich");
  assert_item (items, "needs", "england", "every other city hex of England");
  g_assert_cmpint (bth_politics_conqueror (rules, s, "england"), ==, BTH_SIDE_NEUTRAL);

  assert_item (items, "needs", "england", "Gibraltar");       /* the map's city hex of England */

  /* Every city hex held: the card's production cities, the map's Gibraltar and Plymouth, a
   * city hex no production card lists; the players say their list of England's is whole. */
  city (s, "Portsmouth", "england", BTH_SIDE_PRO_FRENCH)->foreign_sp = TRUE;
  bth_politics_situation_add_city (s, "Gibraltar", "england", FALSE, BTH_SIDE_PRO_FRENCH)->foreign_sp = TRUE;
  city (s, "Norwich", "england", BTH_SIDE_PRO_FRENCH)->foreign_sp = TRUE;
  bth_politics_situation_add_city (s, "Plymouth", "england", FALSE, BTH_SIDE_ANTI_FRENCH);
  g_hash_table_remove_all (s->cities_needed);
  g_hash_table_remove_all (s->city_hexes_needed);
  complete (s);
  g_ptr_array_set_size (items, 0);
  bth_politics_conquests (rules, s, items);
  assert_no_item (items, "conquest", "england", NULL);       /* Plymouth still English */
  bth_politics_situation_city (s, "Plymouth")->foreign_sp = TRUE;
  g_ptr_array_set_size (items, 0);
  bth_politics_conquests (rules, s, items);
  assert_item (items, "needs", "england", "every other city hex of England");
  bth_politics_situation_set_city_hexes_complete (s, "england");
  g_ptr_array_set_size (items, 0);
  bth_politics_conquests (rules, s, items);
  assert_no_item (items, "needs", "england", NULL);
  assert_item (items, "conquest", "england", "every city hex of England");
  g_assert_cmpint (bth_politics_conqueror (rules, s, "england"), ==, BTH_SIDE_PRO_FRENCH);
}

/* ---- X.C.1.a: unknown with cities missing, decided with the list complete ---- */

static void
russia_conquered (BthPoliticsSituation *s)
{
  BthPoliticalMajor *russia = bth_politics_situation_major (s, "russia");
  russia->conquered = TRUE;
  russia->conquered_by = BTH_SIDE_PRO_FRENCH;
  russia->status = BTH_SIDE_NEUTRAL;
  s->moment = BTH_POLITICS_END_OF_TURN;
}

/* Hands the French every city the anti-French or neutrals hold until they hold TARGET. */
static void
french_hold (BthPoliticsSituation *s, int target)
{
  for (guint i = 0; i < s->cities->len && count_side (s, BTH_SIDE_PRO_FRENCH) < target; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      if (c->controller != BTH_SIDE_PRO_FRENCH && g_strcmp0 (c->state, "russia") != 0)
        c->controller = BTH_SIDE_PRO_FRENCH;
    }
  for (guint i = 0; i < s->cities->len && count_side (s, BTH_SIDE_PRO_FRENCH) > target; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      if (c->controller == BTH_SIDE_PRO_FRENCH && g_strcmp0 (c->name, "Paris") != 0)
        c->controller = BTH_SIDE_ANTI_FRENCH;
    }
  g_assert_cmpint (count_side (s, BTH_SIDE_PRO_FRENCH), ==, target);
}

static void
test_automatic_victory_count (void)
{
  BthPoliticsVictory v;

  quote (1779, "If the French player conquers England, Spain or Russia, and controls at least fifteen production "
         "cities (anywhere on the map)");
  /* Fourteen French cities entered, Stockholm (a card city) not entered: unknown, naming it. */
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
    enter_card (s, FALSE, "Stockholm");
    russia_conquered (s);
    french_hold (s, 14);
    complete (s);
    bth_politics_victory (rules, s, &v);
    assert_item (v.items, "needs", "russia", "Stockholm");
    assert_no_item (v.items, "check", "russia", "no automatic victory yet");
    g_assert_false (v.french_automatic);
    bth_politics_victory_clear (&v);
  }
  /* The list complete: fourteen decide "no automatic victory yet"; fifteen, the victory. */
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
    enter_card (s, FALSE, NULL);
    russia_conquered (s);
    french_hold (s, 14);
    complete (s);
    bth_politics_victory (rules, s, &v);
    assert_no_item (v.items, "needs", NULL, NULL);
    assert_item (v.items, "check", "russia", "control 14 production cities");
    assert_item (v.items, "check", "russia", "no automatic victory yet");
    bth_politics_victory_clear (&v);
    french_hold (s, 15);
    bth_politics_victory (rules, s, &v);
    g_assert_true (v.french_automatic);
    assert_item (v.items, "victory", "russia", "control 15 production cities");
    bth_politics_victory_clear (&v);
  }
}

/* ---- X.H.2: the Batavian Republic conquered from Amsterdam ---- */

static void
test_batavian_republic (void)
{
  g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  quote (2122, "The production city of the Batavian Republic is Amsterdam.");
  quote (2122, "If both Brussels and Amsterdam are occupied by anti-French forces, Holland is created. The production "
         "city of Holland is Brussels.");
  g_assert_cmpint (bth_politics_situation_minor (s, "holland")->status, ==, BTH_SIDE_PRO_FRENCH);
  city (s, "Amsterdam", "holland", BTH_SIDE_ANTI_FRENCH);
  complete (s);
  /* Brussels is no production city of the Batavian Republic: not asked for. */
  g_assert_null (bth_politics_situation_cities_needed (s, "holland"));
  bth_politics_conquests (rules, s, items);
  assert_no_item (items, "needs", "holland", NULL);
  assert_item (items, "conquest", "holland", "conquered by the Anti-French faction");

  /* Holland created (Brussels entered as its production city): Brussels is its city. */
  {
    g_autoptr(BthPoliticsSituation) t = bth_politics_situation_new_initial (rules, 2);
    bth_politics_situation_minor (t, "holland")->status = BTH_SIDE_ANTI_FRENCH;
    city (t, "Brussels", "holland", BTH_SIDE_PRO_FRENCH);
    bth_politics_situation_add_city (t, "Amsterdam", "holland", FALSE, BTH_SIDE_PRO_FRENCH);
    complete (t);
    g_assert_null (bth_politics_situation_cities_needed (t, "holland"));
    g_assert_false (bth_politics_situation_city (t, "Amsterdam")->production);
    g_ptr_array_set_size (items, 0);
    bth_politics_conquests (rules, t, items);
    assert_item (items, "conquest", "holland", "conquered by the Pro-French faction");
  }
}

/* ---- X.G.1.i, X.I.2.c: supply sources by conquest ---- */

static BthPoliticsSituation *
spain_conquered (void)
{
  BthPoliticsSituation *s = bth_politics_situation_new_initial (rules, 2);
  BthPoliticalMajor *spain = bth_politics_situation_major (s, "spain");
  BthPoliticalCity *madrid, *seville;

  spain->status = BTH_SIDE_NEUTRAL;
  spain->conquered = TRUE;
  spain->conquered_by = BTH_SIDE_ANTI_FRENCH;
  spain->times_conquered = 1;
  madrid = city (s, "Madrid", "spain", BTH_SIDE_ANTI_FRENCH);
  madrid->major_city = TRUE;                       /* the map: Madrid, a major city */
  madrid->capital = TRUE;
  seville = city (s, "Seville", "spain", BTH_SIDE_ANTI_FRENCH);
  madrid->supply_source_for = BTH_SIDE_ANTI_FRENCH;
  seville->supply_source_for = BTH_SIDE_ANTI_FRENCH;
  return s;
}

static void
test_city_points_supply_sources (void)
{
  g_autoptr(BthPoliticsSituation) s = spain_conquered ();
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  quote (2064, "This City Point is also forfeited when the unfriendly major state becomes neutral or joins the "
         "player's alliance, unless the city has been designated a supply source");
  quote (3382, "If this city is a major one, it may be used as an additional supply source");
  complete (s);
  g_assert_cmpint (bth_politics_city_points (rules, s, BTH_SIDE_ANTI_FRENCH, items), ==, 1);
  assert_item (items, "city_point", "spain", "Madrid");
  assert_item (items, "forfeited", "spain", "Seville");
  assert_item (items, "forfeited", "spain", "only a major city may be one");
}

static void
test_entered_source_kept (void)
{
  g_autoptr(BthPoliticsSituation) s = spain_conquered ();
  g_autoptr(GPtrArray) steps = bth_politics_items_new ();
  BthPoliticalCity *barcelona;

  quote (2150, "The city should be recorded as a supply source for the conquering faction.");
  quote (2150, "at the instant any unit controlled by the conquering faction enters the city hex");
  /* Barcelona, a major city held by the conqueror but not recorded; Madrid recorded. */
  barcelona = city (s, "Barcelona", "spain", BTH_SIDE_ANTI_FRENCH);
  barcelona->major_city = TRUE;
  bth_politics_situation_city (s, "Seville")->supply_source_for = BTH_SIDE_NEUTRAL;
  bth_politics_settle (rules, s, steps, NULL, NULL);
  dump (steps);
  g_assert_cmpint (bth_politics_situation_city (s, "Madrid")->supply_source_for, ==, BTH_SIDE_ANTI_FRENCH);
  /* Proposed, never recorded by Berthier: which city a unit entered is the players' record. */
  g_assert_cmpint (barcelona->supply_source_for, ==, BTH_SIDE_NEUTRAL);
  assert_item (steps, "option", "spain", "Barcelona");
  assert_no_item (steps, NULL, "spain", "Seville");          /* not a major city (BB) */
  assert_no_item (steps, "applied", "spain", "supply source");

  /* "Should control of the city be lost the supply source is immediately lost as well." */
  bth_politics_situation_city (s, "Madrid")->controller = BTH_SIDE_PRO_FRENCH;
  g_ptr_array_set_size (steps, 0);
  bth_politics_settle (rules, s, steps, NULL, NULL);
  g_assert_cmpint (bth_politics_situation_city (s, "Madrid")->supply_source_for, ==, BTH_SIDE_NEUTRAL);
}

/* ---- The same through berthier-cli politics --card ---- */

static JsonObject *
run_politics (JsonParser *parser, const char *input)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL, *err = NULL;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                              G_SUBPROCESS_FLAGS_STDERR_PIPE, &error,
                              g_getenv ("BERTHIER_CLI"), "--card", card_path, "politics", "-", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &out, &err, &error);
  g_assert_no_error (error);
  if (g_subprocess_get_exit_status (process) != 0)
    g_error ("berthier-cli: %s", err);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

static gboolean
array_has (JsonArray *a, const char *kind, const char *fragment)
{
  for (guint i = 0; a != NULL && i < json_array_get_length (a); i++)
    {
      JsonObject *o = json_array_get_object_element (a, i);
      if (g_strcmp0 (json_object_get_string_member (o, "kind"), kind) == 0 &&
          strstr (json_object_get_string_member (o, "text"), fragment) != NULL)
        return TRUE;
    }
  return FALSE;
}

static void
test_cli_card (void)
{
  g_autoptr(JsonParser) first = json_parser_new ();
  g_autoptr(JsonParser) second = json_parser_new ();
  JsonObject *out;
  const char *london_only =
    "{\"moment\": \"end_of_combat_phase\", \"cities\": ["
    " {\"name\": \"London\", \"state\": \"england\", \"production\": true, \"controller\": \"pro_french\","
    "  \"foreign_sp\": true}]}";
  const char *every_hex =
    "{\"moment\": \"end_of_combat_phase\", \"majors\": [{\"id\": \"england\", \"status\": \"anti_french\","
    "  \"city_hexes_complete\": true}], \"cities\": ["
    " {\"name\": \"London\", \"state\": \"england\", \"production\": true, \"controller\": \"pro_french\", \"foreign_sp\": true},"
    " {\"name\": \"Portsmouth\", \"state\": \"england\", \"production\": true, \"controller\": \"pro_french\", \"foreign_sp\": true},"
    " {\"name\": \"Norwich\", \"state\": \"england\", \"production\": true, \"controller\": \"pro_french\", \"foreign_sp\": true},"
    " {\"name\": \"Gibraltar\", \"state\": \"england\", \"controller\": \"pro_french\", \"foreign_sp\": true},"
    " {\"name\": \"Plymouth\", \"state\": \"england\", \"controller\": \"pro_french\", \"foreign_sp\": true}]}";

  quote (2138, "England, Spain, and Portugal are conquered if there is at least one foreign strength point in every "
         "city hex in the country at the end of any Combat Phase.");
  out = run_politics (first, london_only);
  g_assert_true (array_has (json_object_get_array_member (out, "conquest"), "needs", "Portsmouth, Norwich"));
  g_assert_false (array_has (json_object_get_array_member (out, "conquest"), "conquest", "England"));
  out = run_politics (second, every_hex);
  g_assert_true (array_has (json_object_get_array_member (out, "conquest"), "conquest", "every city hex of England"));
}

/* ---- X.G.1.f: a minor state group ---- */

static void
test_group_needs_whole_lists (void)
{
  static const struct { const char *city, *state; } italian[] = {
    { "Milan", "italy" }, { "Florence", "naples" }, { "Trieste", "dalmatia" }, { "Berne", "switzerland" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BthCampaignCard) builtin = bth_campaign_card_load_builtin (BTH_CAMPAIGN_CARD_BUILTIN, &error);

  g_assert_no_error (error);
  quote (2052, "If all of the production cities of a minor state group are controlled by pro-French forces, the "
               "group is considered a pro-French power.");
  for (int with_complete_card = 0; with_complete_card < 2; with_complete_card++)
    {
      g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
      g_autoptr(GPtrArray) why = bth_politics_items_new ();
      for (guint i = 0; i < G_N_ELEMENTS (italian); i++)
        {
          BthPoliticalMinor *m = bth_politics_situation_minor (s, italian[i].state);
          m->created = TRUE;
          m->status = BTH_SIDE_PRO_FRENCH;
          city (s, italian[i].city, italian[i].state, BTH_SIDE_PRO_FRENCH)->symbol = g_strdup ("red");
        }
      g_assert_true (bth_campaign_card_complete_politics (with_complete_card ? card : builtin, rules, map, s, NULL,
                                                          &error));
      g_assert_no_error (error);
      if (with_complete_card)
        {
          /* Every list whole: the cities entered are all of them. */
          g_assert_cmpint (bth_politics_group_status (rules, s, "italian", why), ==, BTH_SIDE_PRO_FRENCH);
        }
      else
        {
          /* The built-in card's lists are incomplete: no power from the cities entered. */
          g_assert_cmpint (bth_politics_group_status (rules, s, "italian", why), ==, BTH_SIDE_NEUTRAL);
          assert_item (why, "needs", "italian", "the rest of North Italy's production cities");
        }
    }
}

/* ---- X.G.1.f-g: the roll's group modifier unknown while a group's lists are incomplete ---- */

/* The Italian Minor States created and pro-French, each member's city entered and held by the
 * pro-French; completed from CARD. */
static BthPoliticsSituation *
italian_pro_french (const BthCampaignCard *with_card)
{
  static const struct { const char *city, *state; } italian[] = {
    { "Milan", "italy" }, { "Florence", "naples" }, { "Trieste", "dalmatia" }, { "Berne", "switzerland" },
  };
  g_autoptr(GError) error = NULL;
  BthPoliticsSituation *s = bth_politics_situation_new_initial (rules, 2);

  for (guint i = 0; i < G_N_ELEMENTS (italian); i++)
    {
      BthPoliticalMinor *m = bth_politics_situation_minor (s, italian[i].state);
      m->created = TRUE;
      m->status = BTH_SIDE_PRO_FRENCH;
      city (s, italian[i].city, italian[i].state, BTH_SIDE_PRO_FRENCH)->symbol = g_strdup ("red");
    }
  g_assert_true (bth_campaign_card_complete_politics (with_card, rules, map, s, NULL, &error));
  g_assert_no_error (error);
  return s;
}

static void
test_group_modifier_unknown (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthCampaignCard) builtin = bth_campaign_card_load_builtin (BTH_CAMPAIGN_CARD_BUILTIN, &error);

  g_assert_no_error (error);
  quote (2052, "If all of the production cities of a minor state group are controlled by pro-French forces, the "
               "group is considered a pro-French power.");
  quote (2056, "(-1) for each pro-French City Point, and for each pro-French major state and minor state group.");
  /* The built-in card's lists are incomplete: the Italian group is a pro-French power or none,
   * so the French roll's total is -1 or 0 off: unknown, naming the lists, never a number. */
  {
    g_autoptr(BthPoliticsSituation) s = italian_pro_french (builtin);
    g_autofree char *display_needs = bth_politics_display_needs (rules, s);
    g_autofree char *needs = bth_politics_roll_needs (rules, s, BTH_SIDE_PRO_FRENCH, "prussia");
    BthCampaignDisplay d;
    BthPoliticsRoll roll;

    bth_politics_display (rules, s, &d);
    g_assert_cmpint (d.pro_groups, ==, 0);
    g_assert_cmpint (d.pro_groups_unknown, ==, 1);
    g_assert_nonnull (display_needs);
    g_assert_nonnull (strstr (display_needs, "the rest of North Italy's production cities"));
    g_assert_nonnull (needs);
    g_assert_nonnull (strstr (needs, "North Italy"));
    g_assert_true (bth_politics_roll (rules, s, BTH_SIDE_PRO_FRENCH, "prussia", 1, &roll, &error));
    g_assert_no_error (error);
    g_assert_nonnull (roll.needs);
    assert_item (roll.consequences, "needs", "prussia", "is unknown");
    {
      /* The Alliance Phase's list of targets says it too, never a number. */
      g_autoptr(GPtrArray) phase = bth_politics_items_new ();
      bth_politics_alliance_phase (rules, s, BTH_SIDE_PRO_FRENCH, phase);
      assert_item (phase, "roll_target", "prussia", "modifier unknown");
      assert_no_item (phase, "roll_target", "prussia", "modifier -");
    }
    assert_no_item (roll.consequences, "result", NULL, NULL);
    bth_politics_roll_clear (&roll);
  }
  /* Every list whole: a pro-French power, -1, and the roll decided. */
  {
    g_autoptr(BthPoliticsSituation) s = italian_pro_french (card);
    g_autofree char *needs = bth_politics_roll_needs (rules, s, BTH_SIDE_PRO_FRENCH, "prussia");
    BthCampaignDisplay d;
    BthPoliticsRoll roll;

    bth_politics_display (rules, s, &d);
    g_assert_cmpint (d.pro_groups, ==, 1);
    g_assert_cmpint (d.pro_groups_unknown, ==, 0);
    g_assert_null (needs);
    g_assert_true (bth_politics_roll (rules, s, BTH_SIDE_PRO_FRENCH, "prussia", 1, &roll, &error));
    g_assert_null (roll.needs);
    assert_item (roll.consequences, "result", "prussia", NULL);
    bth_politics_roll_clear (&roll);
  }
}

/* ---- The same through the app's books (what the Alliances page reads) ---- */

static void
books_city (BthGame *game, const char *name, const char *state, gboolean production, BthProductionSymbol symbol,
            BthPoliticalSide controller)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_game_campaign_add_city (game, name, state, production, symbol, FALSE, FALSE, controller, &error));
  g_assert_no_error (error);
}

static void
test_books_same_answers (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (ruleset, NULL, FALSE);
  g_autoptr(BthPoliticsSituation) board = bth_politics_situation_new ();
  g_autoptr(GError) error = NULL;
  const char *const english[] = { "London", "Portsmouth", "Norwich", "Gibraltar", "Plymouth" };

  quote (2138, "England, Spain, and Portugal are conquered if there is at least one foreign strength point in every "
               "city hex in the country at the end of any Combat Phase.");
  quote (2122, "The production city of the Batavian Republic is Amsterdam.");
  /* The board's facts: a foreign SP in each English city hex at the end of the Combat Phase. */
  board->moment = BTH_POLITICS_END_OF_COMBAT_PHASE;
  for (guint i = 0; i < G_N_ELEMENTS (english); i++)
    bth_politics_situation_add_city (board, english[i], "england", FALSE, BTH_SIDE_PRO_FRENCH)->foreign_sp = TRUE;
  books_city (game, "London", "england", TRUE, BTH_PRODUCTION_SYMBOL_RED, BTH_SIDE_PRO_FRENCH);

  /* London (and the card's Portsmouth, in the books from the start) alone: unknown. */
  {
    g_autoptr(BthPoliticsSituation) s = bth_game_campaign_situation_with_card (game, board, card, map, &error);
    g_autoptr(GPtrArray) items = bth_politics_items_new ();
    g_assert_no_error (error);
    bth_politics_conquests (rules, s, items);
    assert_no_item (items, "conquest", "england", NULL);
    assert_item (items, "needs", "england", "Norwich");
    /* The Batavian Republic's production city is Amsterdam: Brussels is not asked for. */
    g_assert_null (bth_politics_situation_cities_needed (s, "holland"));
    /* X.C.1.a and X.C.2 wait for the cities the books lack (Stockholm, among others). */
    g_assert_nonnull (bth_politics_situation_cities_needed (s, "sweden"));
  }
  /* Every city hex in the books, and the players' word that they are all England's. */
  books_city (game, "Norwich", "england", TRUE, BTH_PRODUCTION_SYMBOL_BLACK, BTH_SIDE_PRO_FRENCH);
  books_city (game, "Gibraltar", "england", FALSE, BTH_PRODUCTION_SYMBOL_NONE, BTH_SIDE_PRO_FRENCH);
  books_city (game, "Plymouth", "england", FALSE, BTH_PRODUCTION_SYMBOL_NONE, BTH_SIDE_PRO_FRENCH);
  {
    g_autoptr(BthPoliticsSituation) s = bth_game_campaign_situation_with_card (game, board, card, map, &error);
    g_autoptr(GPtrArray) items = bth_politics_items_new ();
    g_assert_no_error (error);
    bth_politics_conquests (rules, s, items);
    assert_item (items, "needs", "england", "every other city hex of England");
  }
  bth_politics_situation_set_city_hexes_complete (board, "england");
  {
    g_autoptr(BthPoliticsSituation) s = bth_game_campaign_situation_with_card (game, board, card, map, &error);
    g_autoptr(GPtrArray) items = bth_politics_items_new ();
    g_assert_no_error (error);
    bth_politics_conquests (rules, s, items);
    assert_no_item (items, "needs", "england", NULL);
    assert_item (items, "conquest", "england", "every city hex of England");
  }
}

/* ---- The rulebook's cases again, in the app's books ---- */

/* PATH of the books to VALUE (JSON), unless it holds it already. */
static void
books_set (BthGame *game, const char *a, const char *b, const char *c, const char *value)
{
  const char *path[] = { a, b, c, NULL };
  g_autoptr(JsonNode) node = json_from_string (value, NULL);
  g_autoptr(GError) error = NULL;

  if (!bth_game_campaign_edit (game, path, node, NULL, NULL, &error) && strstr (error->message, "already") == NULL)
    g_error ("%s/%s/%s: %s", a, b, c, error->message);
}

static const char *
side_json (BthPoliticalSide side)
{
  return side == BTH_SIDE_PRO_FRENCH ? "\"pro_french\"" : side == BTH_SIDE_ANTI_FRENCH ? "\"anti_french\""
                                                                                        : "\"neutral\"";
}

/* A Grand Campaign game whose books hold what S holds, as the players would enter it: each
 * state's standing, each city with its state, production and controller. */
static BthGame *
books_like (BthPoliticsSituation *s)
{
  BthGame *game = bth_test_grand_campaign (ruleset, NULL, FALSE);

  for (guint i = 0; i < s->majors->len; i++)
    {
      BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      books_set (game, "states", m->id, "status", side_json (m->status));
      books_set (game, "states", m->id, "conquered", m->conquered ? "true" : "false");
      books_set (game, "states", m->id, "conquered_by", side_json (m->conquered_by));
    }
  for (guint i = 0; i < s->minors->len; i++)
    {
      BthPoliticalMinor *m = g_ptr_array_index (s->minors, i);
      books_set (game, "states", m->id, "created", m->created ? "true" : "false");
      books_set (game, "states", m->id, "absorbed", m->absorbed ? "true" : "false");
      books_set (game, "states", m->id, "status", side_json (m->status));
    }
  for (guint i = 0; i < s->cities->len; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      g_autofree char *state = g_strdup_printf ("\"%s\"", c->state);
      if (bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (game)), c->name) == NULL)
        books_city (game, c->name, c->state, c->production,
                    g_strcmp0 (c->symbol, "red") == 0     ? BTH_PRODUCTION_SYMBOL_RED
                    : g_strcmp0 (c->symbol, "black") == 0 ? BTH_PRODUCTION_SYMBOL_BLACK
                    : g_strcmp0 (c->symbol, "white") == 0 ? BTH_PRODUCTION_SYMBOL_WHITE
                                                          : BTH_PRODUCTION_SYMBOL_NONE, c->controller);
      books_set (game, "cities", c->name, "state", state);
      books_set (game, "cities", c->name, "production", c->production ? "true" : "false");
      books_set (game, "cities", c->name, "controller", side_json (c->controller));
    }
  return game;
}

/* The books' answer at MOMENT, completed from the test card as the Alliances page does. */
static BthPoliticsSituation *
books_situation (BthGame *game, BthPoliticsMoment moment)
{
  g_autoptr(BthPoliticsSituation) board = bth_politics_situation_new ();
  g_autoptr(GError) error = NULL;
  BthPoliticsSituation *s;

  board->moment = moment;
  s = bth_game_campaign_situation_with_card (game, board, card, map, &error);
  g_assert_no_error (error);
  return s;
}

/* X.C.2 with Westphalia created, and X.C.1.a unknown then decided: the books give the core's
 * answers. */
static void
test_books_victory (void)
{
  quote (1783, "the player who controls the most production cities at the end of the game is considered the victor");
  quote (1779, "If the French player conquers England, Spain or Russia, and controls at least fifteen production "
         "cities (anywhere on the map)");
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
    g_autoptr(BthGame) game = NULL;
    g_autoptr(BthPoliticsSituation) b = NULL;
    BthPoliticsVictory v;
    g_autofree char *french = NULL;

    enter_card (s, TRUE, NULL);
    game = books_like (s);
    b = books_situation (game, BTH_POLITICS_END_OF_GAME);
    assert_nothing_needed (b);
    bth_politics_victory (rules, b, &v);
    dump (v.items);
    assert_no_item (v.items, "needs", NULL, NULL);
    g_assert_true (v.game_ends);
    french = g_strdup_printf ("french controls %d production cities", count_side (b, BTH_SIDE_PRO_FRENCH));
    assert_item (v.items, "count", "french", french);
    g_assert_cmpint (count_side (b, BTH_SIDE_PRO_FRENCH), ==, count_side (s, BTH_SIDE_PRO_FRENCH));
    bth_politics_victory_clear (&v);
  }
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
    g_autoptr(BthGame) game = NULL;
    g_autoptr(BthPoliticsSituation) b = NULL;
    BthPoliticsVictory v;

    enter_card (s, FALSE, "Stockholm");
    russia_conquered (s);
    french_hold (s, 14);
    game = books_like (s);
    b = books_situation (game, BTH_POLITICS_END_OF_TURN);
    bth_politics_victory (rules, b, &v);
    assert_item (v.items, "needs", "russia", "Stockholm");
    assert_no_item (v.items, "check", "russia", "no automatic victory yet");
    bth_politics_victory_clear (&v);
    books_city (game, "Stockholm", "sweden", TRUE, BTH_PRODUCTION_SYMBOL_NONE, BTH_SIDE_NEUTRAL);
    g_clear_pointer (&b, bth_politics_situation_free);
    b = books_situation (game, BTH_POLITICS_END_OF_TURN);
    bth_politics_victory (rules, b, &v);
    dump (v.items);
    assert_no_item (v.items, "needs", NULL, NULL);
    assert_item (v.items, "check", "russia", "no automatic victory yet");
    bth_politics_victory_clear (&v);
  }
}

/* X.H.2 in the books: the Batavian Republic conquered from Amsterdam. */
static void
test_books_batavian_republic (void)
{
  g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  g_autoptr(BthGame) game = NULL;
  g_autoptr(BthPoliticsSituation) b = NULL;

  quote (2122, "The production city of the Batavian Republic is Amsterdam.");
  city (s, "Amsterdam", "holland", BTH_SIDE_ANTI_FRENCH);
  game = books_like (s);
  b = books_situation (game, BTH_POLITICS_END_OF_COMBAT_PHASE);
  g_assert_null (bth_politics_situation_cities_needed (b, "holland"));
  bth_politics_conquests (rules, b, items);
  assert_no_item (items, "needs", "holland", NULL);
  assert_item (items, "conquest", "holland", "conquered by the Anti-French faction");
}

/* X.G.1.i in the books: Seville's City Point forfeited, Madrid's kept; the sources as entered. */
static void
test_books_city_points (void)
{
  g_autoptr(BthPoliticsSituation) s = spain_conquered ();
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  g_autoptr(BthGame) game = books_like (s);
  g_autoptr(BthPoliticsSituation) b = NULL;

  quote (2064, "This City Point is also forfeited when the unfriendly major state becomes neutral or joins the "
         "player's alliance, unless the city has been designated a supply source");
  quote (3382, "If this city is a major one, it may be used as an additional supply source");
  books_set (game, "cities", "Madrid", "major_city", "true");
  books_set (game, "cities", "Madrid", "supply_source_for", "\"anti_french\"");
  books_set (game, "cities", "Seville", "supply_source_for", "\"anti_french\"");
  b = books_situation (game, BTH_POLITICS_ALLIANCE_PHASE);
  g_assert_cmpint (bth_politics_city_points (rules, b, BTH_SIDE_ANTI_FRENCH, items), ==, 1);
  assert_item (items, "city_point", "spain", "Madrid");
  assert_item (items, "forfeited", "spain", "only a major city may be one");
  /* Settling the books keeps what the players entered (X.I.2.c). */
  {
    g_autoptr(GError) error = NULL;
    g_assert_true (bth_game_campaign_settle (game, NULL, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpint (bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (game)), "Madrid")
                       ->supply_source_for, ==, BTH_SIDE_ANTI_FRENCH);
    g_assert_cmpint (bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (game)), "Seville")
                       ->supply_source_for, ==, BTH_SIDE_ANTI_FRENCH);
  }
}

/* Applying a conquest in the books reads the card's lists and the map's city hexes again, as
 * the page shows them: England is not conquered while Gibraltar and Plymouth, city hexes of
 * England on the map, are not entered, however complete the players say their list is. */
static void
test_books_conquest_reads_map (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (ruleset, NULL, FALSE);
  g_autoptr(BthPoliticsSituation) board = bth_politics_situation_new ();
  g_autoptr(GError) error = NULL;
  const char *const english[] = { "London", "Portsmouth", "Norwich", "Gibraltar", "Plymouth" };
  const BthCampaignStanding *england;

  quote (2138, "England, Spain, and Portugal are conquered if there is at least one foreign strength point in every "
               "city hex in the country at the end of any Combat Phase.");
  board->moment = BTH_POLITICS_END_OF_COMBAT_PHASE;
  for (guint i = 0; i < G_N_ELEMENTS (english); i++)
    bth_politics_situation_add_city (board, english[i], "england", FALSE, BTH_SIDE_PRO_FRENCH)->foreign_sp = TRUE;
  bth_politics_situation_set_city_hexes_complete (board, "england");
  books_city (game, "London", "england", TRUE, BTH_PRODUCTION_SYMBOL_RED, BTH_SIDE_PRO_FRENCH);
  books_city (game, "Norwich", "england", TRUE, BTH_PRODUCTION_SYMBOL_BLACK, BTH_SIDE_PRO_FRENCH);
  bth_game_campaign_use_card (game, card, map);

  g_assert_true (bth_game_campaign_settle (game, board, NULL, &error));
  g_assert_no_error (error);
  england = bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)), "england");
  g_assert_false (england->conquered);

  books_city (game, "Gibraltar", "england", FALSE, BTH_PRODUCTION_SYMBOL_NONE, BTH_SIDE_PRO_FRENCH);
  books_city (game, "Plymouth", "england", FALSE, BTH_PRODUCTION_SYMBOL_NONE, BTH_SIDE_PRO_FRENCH);
  g_assert_true (bth_game_campaign_settle (game, board, NULL, &error));
  g_assert_no_error (error);
  england = bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)), "england");
  g_assert_true (england->conquered);
  g_assert_cmpint (england->conquered_by, ==, BTH_SIDE_PRO_FRENCH);
}

/* The same through the app's books: the roll the Alliances page makes waits for the lists. */
static void
test_books_roll_unknown (void)
{
  static const struct { const char *city, *state; } italian[] = {
    { "Milan", "italy" }, { "Florence", "naples" }, { "Trieste", "dalmatia" }, { "Berne", "switzerland" },
  };
  g_autoptr(BthGame) game = bth_test_grand_campaign (ruleset, NULL, FALSE);
  g_autoptr(BthCampaignCard) builtin = bth_campaign_card_load_builtin (BTH_CAMPAIGN_CARD_BUILTIN, NULL);
  g_autoptr(JsonNode) yes = json_from_string ("true", NULL);
  g_autoptr(GError) error = NULL;
  BthPoliticsRoll roll = { 0 };
  guint events;

  quote (2052, "If all of the production cities of a minor state group are controlled by pro-French forces, the "
               "group is considered a pro-French power.");
  quote (2056, "(-1) for each pro-French City Point, and for each pro-French major state and minor state group.");
  for (guint i = 0; i < G_N_ELEMENTS (italian); i++)
    {
      const char *created[] = { "states", italian[i].state, "created", NULL };
      g_assert_true (bth_game_campaign_edit (game, created, json_node_copy (yes), "X.H.1.a", NULL, &error) ||
                     g_error_matches (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT));
      g_clear_error (&error);
      if (bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (game)), italian[i].city) == NULL)
        books_city (game, italian[i].city, italian[i].state, TRUE, BTH_PRODUCTION_SYMBOL_RED, BTH_SIDE_PRO_FRENCH);
      else
        g_assert_true (bth_game_campaign_set_city_control (game, italian[i].city, BTH_SIDE_PRO_FRENCH, "france", NULL,
                                                           NULL, &error) ||
                       g_error_matches (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT));
      g_clear_error (&error);
    }
  while (g_strcmp0 (bth_game_get_state (game)->segment, "pro_french") != 0 ||
         g_strcmp0 (bth_game_get_state (game)->phase, "alliance") != 0)
    {
      g_assert_true (bth_game_advance_phase (game, &error));
      g_assert_no_error (error);
    }

  /* The built-in card: North Italy's list incomplete, the group a power or none. Refused
   * before any die is rolled, naming the list; nothing recorded. */
  bth_game_campaign_use_card (game, builtin, map);
  events = bth_game_get_events (game)->len;
  g_assert_false (bth_game_campaign_alliance_roll (game, BTH_SIDE_PRO_FRENCH, "prussia", 1, NULL, &roll, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "is unknown"));
  g_assert_nonnull (strstr (error->message, "North Italy"));
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events);
  g_clear_error (&error);

  /* The complete card: the group is a pro-French power, -1 in the modifiers. */
  bth_game_campaign_use_card (game, card, map);
  g_assert_true (bth_game_campaign_alliance_roll (game, BTH_SIDE_PRO_FRENCH, "prussia", 1, NULL, &roll, &error));
  g_assert_no_error (error);
  g_assert_null (roll.needs);
  {
    gboolean group = FALSE;
    for (guint i = 0; i < roll.modifiers->len; i++)
      group |= g_str_has_prefix (g_array_index (roll.modifiers, BthModifier, i).reason, "1 pro-French minor state group");
    g_assert_true (group);
  }
  bth_politics_roll_clear (&roll);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: the Grand Campaign's */
  ruleset = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  rules = bth_ruleset_get_campaign (ruleset, &error);
  g_assert_no_error (error);
  bth_test_rulebook_load ();
  card_path = g_test_build_filename (G_TEST_DIST, "war-and-peace", "complete-card.json", NULL);
  card = bth_campaign_card_new_from_file (card_path, &error);
  g_assert_no_error (error);
  map = bth_tec_load_builtin_map (&error);
  g_assert_no_error (error);

  g_test_add_func ("/card-politics/x-c-2/westphalia-created", test_end_of_game_westphalia);
  g_test_add_func ("/card-politics/x-i-1-b/england", test_england_every_city_hex);
  g_test_add_func ("/card-politics/x-c-1-a/count", test_automatic_victory_count);
  g_test_add_func ("/card-politics/x-h-2/batavian-republic", test_batavian_republic);
  g_test_add_func ("/card-politics/x-g-1-i/city-points", test_city_points_supply_sources);
  g_test_add_func ("/card-politics/x-i-2-c/entered-source-kept", test_entered_source_kept);
  g_test_add_func ("/card-politics/x-g-1-f/group", test_group_needs_whole_lists);
  g_test_add_func ("/card-politics/x-g-1-g/group-modifier-unknown", test_group_modifier_unknown);
  g_test_add_func ("/card-politics/cli/card", test_cli_card);
  g_test_add_func ("/card-politics/books/same-answers", test_books_same_answers);
  g_test_add_func ("/card-politics/books/roll-unknown", test_books_roll_unknown);
  g_test_add_func ("/card-politics/books/conquest-reads-map", test_books_conquest_reads_map);
  g_test_add_func ("/card-politics/books/victory", test_books_victory);
  g_test_add_func ("/card-politics/books/batavian-republic", test_books_batavian_republic);
  g_test_add_func ("/card-politics/books/city-points", test_books_city_points);
  return g_test_run ();
}
