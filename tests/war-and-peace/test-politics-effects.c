/* test-politics-effects.c — the effects of a conquest, an invasion and a foreign war, resolved
 * from the facts the players enter and *unknown*, naming what to enter, where they have not
 * (bth-politics-effects.h): X.G.2.e, X.H.4, X.I.2.b–e, X.I.2.i, X.I.3.a–c, X.J.4.b. Each case
 * quotes the rulebook line it rests on (tests/seeds/000_a960616736e2658d.txt). */
#include "bth-campaign-politics.h"
#include "bth-ruleset.h"
#include "bth-politics-effects.h"
#include "bth-test-rulebook.h"

#include <string.h>

static BthRuleset *ruleset;
static const BthCampaignRules *rules;

static BthPoliticalCity *
city (BthPoliticsSituation *s, const char *name, const char *state, BthPoliticalSide controller, const char *whose)
{
  BthPoliticalCity *c = bth_politics_situation_add_city (s, name, state, TRUE, controller);
  c->symbol = g_strdup ("red");
  c->controller_state = g_strdup (whose);
  return c;
}

static gboolean
items_have (GPtrArray *items, const char *kind, const char *rule, const char *fragment)
{
  for (guint i = 0; i < items->len; i++)
    {
      BthPoliticsItem *item = g_ptr_array_index (items, i);
      if ((kind == NULL || g_str_equal (item->kind, kind)) && (rule == NULL || g_strcmp0 (item->rule, rule) == 0) &&
          (fragment == NULL || strstr (item->text, fragment) != NULL))
        return TRUE;
    }
  return FALSE;
}

static void
assert_items (GPtrArray *items, const char *kind, const char *rule, const char *fragment)
{
  if (!items_have (items, kind, rule, fragment))
    {
      for (guint i = 0; i < items->len; i++)
        {
          BthPoliticsItem *item = g_ptr_array_index (items, i);
          g_test_message ("%s [%s] %s", item->kind, item->rule, item->text);
        }
      g_error ("no item %s [%s] \"%s\"", kind, rule, fragment ? fragment : "");
    }
}

/* The effects' list MEMBER, its element for STATE (NULL if none). The node is kept in KEEP. */
static JsonObject *
effect (BthPoliticsSituation *s, const char *member, const char *state, JsonNode **keep)
{
  JsonArray *list;

  g_clear_pointer (keep, json_node_unref);
  *keep = bth_politics_effects_json (rules, s);
  list = json_object_get_array_member (json_node_get_object (*keep), member);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *o = json_array_get_object_element (list, i);
      if (g_strcmp0 (json_object_get_string_member_with_default (o, "state", NULL), state) == 0)
        return o;
    }
  return NULL;
}

static gboolean
is_null (JsonObject *o, const char *member)
{
  return json_object_has_member (o, member) && JSON_NODE_HOLDS_NULL (json_object_get_member (o, member));
}

static void
assert_contains (const char *text, const char *fragment)
{
  if (text == NULL || strstr (text, fragment) == NULL)
    g_error ("\"%s\" does not contain \"%s\"", text ? text : "(null)", fragment);
}

/* Saxony's one production city, Dresden, taken by the French. */
static BthPoliticsSituation *
saxony_conquered (int die, int pool_sp, int sp_on_map, GPtrArray *steps)
{
  BthPoliticsSituation *s = bth_politics_situation_new_initial (rules, 2);
  BthStateFacts *f;

  bth_politics_situation_minor (s, "saxony")->status = BTH_SIDE_ANTI_FRENCH;
  city (s, "Dresden", "saxony", BTH_SIDE_PRO_FRENCH, "france");
  f = bth_politics_facts_state (s, "saxony");
  f->conquest_die = die;
  f->pool_sp = pool_sp;
  f->sp_on_map = sp_on_map;
  bth_politics_settle (rules, s, steps, NULL, NULL);
  return s;
}

/* X.I.3.a and b: the Force Pool replaced, the die taken and resolved. */
static void
test_minor_conquest_die (void)
{
  g_autoptr(JsonNode) keep = NULL;
  JsonObject *o;

  bth_test_assert_seed (2168, "All units in the Force Pool of the minor state are immediately replaced by an equal number of "
                              "strength points which represent the forces of the new, conquering state");
  bth_test_assert_seed (2170, "The conquering player immediately rolls one die. If the result is less than four, all units of "
                              "the minor state which are currently on the mapboard are removed and placed in the Force Pool");
  bth_test_assert_seed (2170, "If the result is four or greater, all units of the minor state are immediately replaced on the "
                              "mapboard");

  /* No die yet: the result on the map is unknown and the die is asked for. */
  {
    g_autoptr(GPtrArray) steps = bth_politics_items_new ();
    g_autoptr(BthPoliticsSituation) s = saxony_conquered (0, -1, -1, steps);
    assert_items (steps, "applied", "X.I.3", "Saxony is conquered by the Pro-French faction");
    o = effect (s, "minor_conquests", "saxony", &keep);
    g_assert_nonnull (o);
    g_assert_cmpstr (json_object_get_string_member (o, "conquering_state"), ==, "france");
    g_assert_true (is_null (o, "die"));
    g_assert_true (is_null (o, "units_on_map"));
    g_assert_true (is_null (o, "pool_sp_replaced"));
    assert_contains (json_object_get_string_member (o, "needs"), "conquest_die");
    assert_contains (json_object_get_string_member (o, "needs"), "pool_sp");
  }
  /* A 3: the units on the map go to the Force Pool and are exchanged with the pool's. */
  {
    g_autoptr(GPtrArray) steps = bth_politics_items_new ();
    g_autoptr(BthPoliticsSituation) s = saxony_conquered (3, 2, 4, steps);
    o = effect (s, "minor_conquests", "saxony", &keep);
    g_assert_cmpint (json_object_get_int_member (o, "die"), ==, 3);
    g_assert_cmpstr (json_object_get_string_member (o, "units_on_map"), ==, "to_force_pool");
    g_assert_cmpint (json_object_get_int_member (o, "pool_sp_replaced"), ==, 2);
    g_assert_cmpint (json_object_get_int_member (o, "sp_exchanged_in_pool"), ==, 6);
    assert_contains (json_object_get_string_member (o, "pool"), "replaced by 2 SP of France");
    g_assert_false (json_object_has_member (o, "needs"));
  }
  /* A 4: replaced in place. */
  {
    g_autoptr(GPtrArray) steps = bth_politics_items_new ();
    g_autoptr(BthPoliticsSituation) s = saxony_conquered (4, 2, 4, steps);
    o = effect (s, "minor_conquests", "saxony", &keep);
    g_assert_cmpstr (json_object_get_string_member (o, "units_on_map"), ==, "replaced_in_place");
    assert_contains (json_object_get_string_member (o, "map"), "the 4 SP of Saxony units on the map are replaced in "
                                                               "their hex");
    g_assert_false (json_object_has_member (o, "sp_exchanged_in_pool"));
  }
  /* X.I.3.c: North Italy's satellites stay on the map whatever the die. */
  bth_test_assert_seed (2172, "The following French satellite units are never removed from the map board even if an anti-French "
                              "state conquers their home country; Italy, Poland, Portugal and Spain.");
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
    BthStateFacts *f = bth_politics_facts_state (s, "italy");
    city (s, "Milan", "italy", BTH_SIDE_ANTI_FRENCH, "austria");
    f->conquest_die = 2;
    bth_politics_settle (rules, s, NULL, NULL, NULL);
    o = effect (s, "minor_conquests", "italy", &keep);
    g_assert_nonnull (o);
    g_assert_cmpstr (json_object_get_string_member (o, "conquering_state"), ==, "austria");
    g_assert_cmpstr (json_object_get_string_member (o, "units_on_map"), ==, "kept");
  }
  /* A die entered for a minor not conquered resolves nothing and says so. */
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
    bth_politics_facts_state (s, "bavaria")->conquest_die = 5;
    bth_politics_settle (rules, s, NULL, NULL, NULL);
    o = effect (s, "minor_conquests", "bavaria", &keep);
    g_assert_true (is_null (o, "units_on_map"));
    assert_contains (json_object_get_string_member (o, "refused"), "not conquered");
  }
}

/* X.H.4: Danish and Portuguese ships stay, in the controlling state's colour. */
static void
test_ships (void)
{
  g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
  g_autoptr(JsonNode) keep = NULL;
  JsonObject *o;

  bth_test_assert_seed (2128, "For ease of play, Danish and Portuguese naval units remain in play regardless of which player "
                              "controls these states; the units are automatically assumed to be the same color as the units of "
                              "the controlling state.");
  /* 1805: Denmark neutral, no one's colour. */
  o = effect (s, "ships", "denmark", &keep);
  g_assert_true (json_object_get_boolean_member (o, "naval_units_remain_in_play"));
  g_assert_cmpstr (json_object_get_string_member (o, "colour_of"), ==, "neutral");
  g_assert_true (is_null (o, "controlled_by"));
  /* Copenhagen taken by the English: Denmark is conquered, its ships stay, in English colours. */
  city (s, "Copenhagen", "denmark", BTH_SIDE_ANTI_FRENCH, "england");
  bth_politics_facts_state (s, "denmark")->conquest_die = 6;
  bth_politics_settle (rules, s, NULL, NULL, NULL);
  o = effect (s, "ships", "denmark", &keep);
  g_assert_cmpstr (json_object_get_string_member (o, "colour_of"), ==, "anti_french");
  g_assert_cmpstr (json_object_get_string_member (o, "controlled_by"), ==, "english");
  assert_contains (json_object_get_string_member (o, "text"), "although it was conquered");
  o = effect (s, "minor_conquests", "denmark", &keep);
  assert_contains (json_object_get_string_member (o, "naval"), "not exchanged");
  /* Lisbon taken by the French: Portugal's ships are the French player's. */
  city (s, "Lisbon", "portugal", BTH_SIDE_PRO_FRENCH, "france");
  bth_politics_settle (rules, s, NULL, NULL, NULL);
  o = effect (s, "ships", "portugal", &keep);
  g_assert_cmpstr (json_object_get_string_member (o, "colour_of"), ==, "pro_french");
  g_assert_cmpstr (json_object_get_string_member (o, "controlled_by"), ==, "french");
}

/* X.G.2.e: the units a foreign war takes, and the ban on reinforcements. */
static void
test_war_units (void)
{
  g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
  g_autoptr(JsonNode) keep = NULL;
  BthStateFacts *f = bth_politics_facts_state (s, "russia");
  JsonObject *o;

  bth_test_assert_seed (2090, "Units required for a foreign war may not be removed from the map while besieged. If the required "
                              "force is not available on the map, the player must remove the specified units from his Force "
                              "Pool. If the requirement cannot be met from either the mapboard or the Force Pool, the player "
                              "may not deploy additional reinforcements on the map until the required units are placed in the "
                              "appropriate \"At War\" Box.");
  bth_politics_situation_major (s, "russia")->at_war = TRUE;
  o = effect (s, "foreign_war_units", "russia", &keep);
  g_assert_true (is_null (o, "reinforcements_allowed"));
  assert_contains (json_object_get_string_member (o, "needs"), "war_units_placed");
  assert_contains (json_object_get_string_member (o, "needs"), "10I, 4C");

  f->war_units_placed = BTH_FACT_NO;
  o = effect (s, "foreign_war_units", "russia", &keep);
  g_assert_true (is_null (o, "reinforcements_allowed"));
  assert_contains (json_object_get_string_member (o, "needs"), "war_units_available");

  f->war_units_available = BTH_FACT_NO;
  o = effect (s, "foreign_war_units", "russia", &keep);
  g_assert_false (json_object_get_boolean_member (o, "reinforcements_allowed"));
  assert_contains (json_object_get_string_member (o, "text"), "may not deploy additional reinforcements");

  f->war_units_available = BTH_FACT_YES;
  o = effect (s, "foreign_war_units", "russia", &keep);
  g_assert_true (json_object_get_boolean_member (o, "reinforcements_allowed"));
  assert_contains (json_object_get_string_member (o, "text"), "no unit while besieged");

  f->war_units_placed = BTH_FACT_YES;
  o = effect (s, "foreign_war_units", "russia", &keep);
  g_assert_true (json_object_get_boolean_member (o, "reinforcements_allowed"));
  /* England at peace: nothing to say. */
  g_assert_null (effect (s, "foreign_war_units", "england", &keep));
}

/* X.I.2.b–e: a conquered major. */
static void
test_conquered_major (void)
{
  g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
  g_autoptr(GPtrArray) steps = bth_politics_items_new ();
  g_autoptr(JsonNode) keep = NULL;
  BthPoliticalMajor *prussia = bth_politics_situation_major (s, "prussia");
  BthPoliticalCity *berlin, *konigsberg;
  JsonObject *o;

  bth_test_assert_seed (2148, "All units of the conquered state which are not inside its borders are immediately removed from "
                              "the map board and placed in the Force Pool of the conquered state.");
  bth_test_assert_seed (2150, "The city should be recorded as a supply source for the conquering faction. Should control of the "
                              "city be lost the supply source is immediately lost as well.");
  bth_test_assert_seed (2152, "Neither faction may attack units of the conquered state while the state remains neutral.");
  bth_test_assert_seed (2154, "While the conquered state remains neutral, it is not subject to attrition. The conquered state "
                              "may receive Production Points from its capital(s), and any other production cities which are "
                              "not controlled by foreign forces");

  /* Prussia (neutral in 1805) with every production city held by the French; its pool was empty. */
  berlin = city (s, "Berlin", "prussia", BTH_SIDE_PRO_FRENCH, "france");
  berlin->capital = TRUE;
  berlin->major_city = TRUE;
  konigsberg = city (s, "Konigsberg", "prussia", BTH_SIDE_PRO_FRENCH, "france");
  konigsberg->capital = TRUE;
  city (s, "Breslau", "prussia", BTH_SIDE_PRO_FRENCH, "france");
  prussia->land_pool_empty = TRUE;
  bth_politics_settle (rules, s, steps, NULL, NULL);
  g_assert_true (prussia->conquered_now);

  /* X.I.2.b not entered: asked for, the pool left as entered. */
  o = effect (s, "conquered_majors", "prussia", &keep);
  g_assert_true (is_null (o, "sp_outside_borders_to_force_pool"));
  assert_contains (json_object_get_string_member (o, "needs_outside_borders"), "sp_outside_borders");
  g_assert_true (prussia->land_pool_empty);

  /* X.I.2.c: "The city should be recorded as a supply source for the conquering faction"
   * when one of its units enters it; the Question Box (BB 3382): "If this city is a major one,
   * it may be used as an additional supply source". Which city was entered is the players'
   * record: Berlin, a major city the conqueror holds, is proposed, not recorded. */
  assert_items (steps, "option", "X.I.2.c", "Berlin, a major city of Prussia held by the Pro-French faction that "
                                            "conquered it");
  g_assert_cmpint (berlin->supply_source_for, ==, BTH_SIDE_NEUTRAL);
  /* The players record it: kept as entered. */
  berlin->supply_source_for = BTH_SIDE_PRO_FRENCH;

  /* X.I.2.e: no attrition; every city held by the French, so no PP yet: the capitals give
   * theirs once the conquerors have vacated them (X.I.2.c; the Question Box on Berlin). */
  g_assert_false (json_object_get_boolean_member (o, "attrition"));
  g_assert_cmpint (json_object_get_int_member (o, "production_city_count"), ==, 0);
  assert_contains (json_object_get_string_member (o, "capitals_held"), "Berlin, Konigsberg");
  /* Konigsberg vacated: it gives PP; Breslau, still held, does not. */
  konigsberg->controller = BTH_SIDE_NEUTRAL;
  g_clear_pointer (&konigsberg->controller_state, g_free);
  o = effect (s, "conquered_majors", "prussia", &keep);
  g_assert_cmpint (json_object_get_int_member (o, "production_city_count"), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (o, "production_cities"), 0), ==,
                   "Konigsberg");

  /* X.I.2.b entered: 5 SP outside go to the pool, which is no longer empty. */
  bth_politics_facts_state (s, "prussia")->sp_outside_borders = 5;
  g_ptr_array_set_size (steps, 0);
  bth_politics_settle (rules, s, steps, NULL, NULL);
  assert_items (steps, "applied", "X.I.2.b", "5 SP of Prussia units outside its borders are removed to its Force Pool");
  g_assert_false (prussia->land_pool_empty);
  o = effect (s, "conquered_majors", "prussia", &keep);
  g_assert_cmpint (json_object_get_int_member (o, "sp_outside_borders_to_force_pool"), ==, 5);
  /* Applied once. */
  g_ptr_array_set_size (steps, 0);
  g_assert_cmpuint (bth_politics_settle (rules, s, steps, NULL, NULL), ==, 0);

  /* Control lost: so is the supply source. */
  berlin->controller = BTH_SIDE_ANTI_FRENCH;
  g_free (berlin->controller_state);
  berlin->controller_state = g_strdup ("russia");
  bth_politics_settle (rules, s, steps, NULL, NULL);
  assert_items (steps, "applied", "X.I.2.c", "Berlin: control lost");
  g_assert_cmpint (berlin->supply_source_for, ==, BTH_SIDE_NEUTRAL);

  /* X.I.2.d: an attack on it is refused and changes nothing. */
  prussia->attacked_by_pro = TRUE;
  bth_politics_settle (rules, s, steps, NULL, NULL);
  g_assert_cmpint (prussia->status, ==, BTH_SIDE_NEUTRAL);
  o = effect (s, "conquered_majors", "prussia", &keep);
  g_assert_false (json_object_get_boolean_member (o, "may_be_attacked"));
  assert_contains (json_object_get_string_member (o, "refused"), "X.I.2.d");

  /* A state whose production cities are not all entered: the count is unknown. */
  bth_politics_situation_need_cities (s, "prussia", "Magdeburg's controller");
  o = effect (s, "conquered_majors", "prussia", &keep);
  g_assert_true (is_null (o, "production_city_count"));
  g_assert_cmpstr (json_object_get_string_member (o, "needs"), ==, "Magdeburg's controller");
}

/* X.I.2.i: the Peace of Pressburg, its choice and its reversal. */
static void
test_pressburg (void)
{
  g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
  g_autoptr(GPtrArray) steps = bth_politics_items_new ();
  g_autoptr(JsonNode) keep = NULL;
  BthPoliticalCity *venice, *innsbruck;
  JsonNode *node;
  JsonObject *o;

  bth_test_assert_seed (2164, "If Austria is conquered by pro-French forces the following peace treaty may be imposed: Venice "
                              "is ceded to the Kingdom of Northern Italy and Innsbruck to either Bavaria or France at the French "
                              "player's option. An anti-French state may reverse this treaty by conquering the aforementioned "
                              "minor states.");
  city (s, "Vienna", "austria", BTH_SIDE_PRO_FRENCH, "france")->capital = TRUE;
  venice = city (s, "Venice", "austria", BTH_SIDE_PRO_FRENCH, "france");
  venice->production = FALSE;
  innsbruck = city (s, "Innsbruck", "austria", BTH_SIDE_PRO_FRENCH, "france");
  bth_politics_settle (rules, s, steps, NULL, NULL);
  g_assert_true (bth_politics_situation_major (s, "austria")->conquered);
  /* Not imposed yet: offered, nothing ceded. */
  node = bth_politics_effects_json (rules, s);
  o = json_object_get_object_member (json_node_get_object (node), "pressburg");
  g_assert_false (json_object_get_boolean_member (o, "imposed"));
  json_node_unref (node);
  g_assert_cmpstr (venice->state, ==, "austria");

  /* Imposed without the French player's choice for Innsbruck: Venice goes, Innsbruck waits. */
  s->pressburg_imposed = TRUE;
  bth_politics_settle (rules, s, steps, NULL, NULL);
  assert_items (steps, "applied", "X.I.2.i", "Venice is ceded by Austria to North Italy");
  g_assert_cmpstr (venice->state, ==, "italy");
  g_assert_cmpstr (innsbruck->state, ==, "austria");
  node = bth_politics_effects_json (rules, s);
  o = json_object_get_object_member (json_node_get_object (node), "pressburg");
  assert_contains (json_object_get_string_member (o, "needs"), "the French player's choice for Innsbruck");
  json_node_unref (node);

  /* The choice: Bavaria. */
  bth_politics_facts_set_cession (s, "Innsbruck", "bavaria");
  bth_politics_settle (rules, s, steps, NULL, NULL);
  g_assert_cmpstr (innsbruck->state, ==, "bavaria");

  /* Bavaria conquered by the anti-French: Innsbruck returns to Austria; Venice stays ceded. */
  bth_politics_situation_minor (s, "bavaria")->conquered_by = BTH_SIDE_ANTI_FRENCH;
  g_ptr_array_set_size (steps, 0);
  bth_politics_settle (rules, s, steps, NULL, NULL);
  assert_items (steps, "applied", "X.I.2.i", "the treaty is reversed and Innsbruck returns to Austria");
  g_assert_cmpstr (innsbruck->state, ==, "austria");
  g_assert_cmpstr (venice->state, ==, "italy");
  (void) keep;
}

/* X.J.4.b: "invaded" worked out from the cities, else entered, else unknown. */
static void
test_iberia_invaded (void)
{
  g_autoptr(JsonNode) keep = NULL;
  JsonObject *o;

  bth_test_assert_seed (2242, "All non-Spanish units are considered foreign units in Spain. All units except English and "
                              "English satellite units are considered foreign units in Portugal.");
  bth_test_assert_seed (2244, "While Spain is neutral or pro-French, French units are not considered foreign");
  bth_test_assert_seed (2246, "If either Spain or Portugal is invaded by a foreign army, the invaded state immediately joins the "
                              "faction opposed to the invading force");
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
    bth_politics_situation_major (s, "spain")->status = BTH_SIDE_NEUTRAL;
    /* Nothing known: unknown, never "not invaded". */
    g_assert_cmpint (bth_politics_invaded (rules, s, "spain", NULL), ==, BTH_FACT_UNKNOWN);
    o = effect (s, "invasions", "spain", &keep);
    g_assert_true (is_null (o, "invaded"));
    assert_contains (json_object_get_string_member (o, "needs"), "invaded");
    /* French units in Madrid while Spain is neutral are not foreign: still unknown. */
    city (s, "Madrid", "spain", BTH_SIDE_PRO_FRENCH, "france")->capital = TRUE;
    g_assert_cmpint (bth_politics_invaded (rules, s, "spain", NULL), ==, BTH_FACT_UNKNOWN);
    /* Entered: not invaded. */
    bth_politics_facts_state (s, "spain")->invaded = BTH_FACT_NO;
    o = effect (s, "invasions", "spain", &keep);
    g_assert_false (json_object_get_boolean_member (o, "invaded"));
    /* Spain anti-French: the same French units are an invasion (X.J.4.a). */
    bth_politics_situation_major (s, "spain")->status = BTH_SIDE_ANTI_FRENCH;
    o = effect (s, "invasions", "spain", &keep);
    g_assert_true (json_object_get_boolean_member (o, "invaded"));
    g_assert_cmpstr (json_object_get_string_member (o, "invaded_by"), ==, "pro_french");
  }
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
    g_autoptr(GPtrArray) steps = bth_politics_items_new ();
    /* Neutral Spain with English units in Cadiz: it joins the pro-French. */
    bth_politics_situation_major (s, "spain")->status = BTH_SIDE_NEUTRAL;
    city (s, "Cadiz", "spain", BTH_SIDE_ANTI_FRENCH, "england");
    bth_politics_settle (rules, s, steps, NULL, NULL);
    assert_items (steps, "applied", "X.J.4.b", "Spain is invaded (Anti-French forces hold Cadiz): Spain joins the "
                                               "Pro-French faction");
    g_assert_cmpint (bth_politics_situation_major (s, "spain")->status, ==, BTH_SIDE_PRO_FRENCH);
  }
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
    g_autoptr(GPtrArray) steps = bth_politics_items_new ();
    /* English units in Lisbon are not foreign in Portugal; Russians would be. */
    BthPoliticalCity *lisbon = city (s, "Oporto", "portugal", BTH_SIDE_ANTI_FRENCH, "england");
    lisbon->production = FALSE;
    g_assert_cmpint (bth_politics_invaded (rules, s, "portugal", NULL), ==, BTH_FACT_UNKNOWN);
    g_free (lisbon->controller_state);
    lisbon->controller_state = g_strdup ("russia");
    g_assert_cmpint (bth_politics_invaded (rules, s, "portugal", NULL), ==, BTH_FACT_YES);
  }
}

/* The CLI's input: the new keys read and checked. */
static void
test_json_input (void)
{
  static const char *const bad[][2] = {
    { "{\"majors\": [{\"id\": \"austria\", \"status\": \"anti_french\", \"invaded\": true}]}", "only Spain and Portugal" },
    { "{\"minors\": [{\"id\": \"saxony\", \"conquest_die\": 7}]}", "conquest_die" },
    { "{\"minors\": [{\"id\": \"saxony\", \"conquering_state\": \"bavaria\"}]}", "not a major state" },
    { "{\"majors\": [{\"id\": \"russia\", \"status\": \"anti_french\", \"pool_sp\": 3}]}", "a minor state's" },
    { "{\"pressburg_cessions\": {\"Innsbruck\": \"italy\"}}", "X.I.2.i" },
    { "{\"pressburg_cessions\": {\"Prague\": \"bavaria\"}}", "cedes no city" },
  };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonNode *out;
  JsonObject *effects, *o;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_clear_error (&error);
      g_assert_true (json_parser_load_from_data (parser, bad[i][0], -1, NULL));
      g_assert_null (bth_politics_derive_json (ruleset, json_parser_get_root (parser), &error));
      g_assert_nonnull (error);
      assert_contains (error->message, bad[i][1]);
    }
  g_clear_error (&error);
  g_assert_true (json_parser_load_from_data (parser,
    "{\"month\": \"1809-06\", \"moment\": \"end_of_combat_phase\","
    " \"majors\": [{\"id\": \"spain\", \"status\": \"anti_french\", \"invaded\": true},"
    "              {\"id\": \"russia\", \"status\": \"anti_french\", \"at_war\": true, \"war_units_placed\": false,"
    "               \"war_units_available\": false}],"
    " \"minors\": [{\"id\": \"saxony\", \"status\": \"anti_french\", \"pool_sp\": 2, \"sp_on_map\": 3, \"conquest_die\": 1}],"
    " \"cities\": [{\"name\": \"Dresden\", \"state\": \"saxony\", \"production\": true, \"symbol\": \"red\","
    "              \"controller\": \"pro_french\", \"controller_state\": \"france\"}]}", -1, NULL));
  out = bth_politics_derive_json (ruleset, json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  effects = json_object_get_object_member (json_node_get_object (out), "effects");
  o = json_array_get_object_element (json_object_get_array_member (effects, "invasions"), 0);
  g_assert_true (json_object_get_boolean_member (o, "invaded"));
  o = json_array_get_object_element (json_object_get_array_member (effects, "foreign_war_units"), 0);
  g_assert_false (json_object_get_boolean_member (o, "reinforcements_allowed"));
  o = json_array_get_object_element (json_object_get_array_member (effects, "minor_conquests"), 0);
  g_assert_cmpstr (json_object_get_string_member (o, "units_on_map"), ==, "to_force_pool");
  g_assert_cmpint (json_object_get_int_member (o, "sp_exchanged_in_pool"), ==, 5);
  json_node_unref (out);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  ruleset = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  rules = bth_ruleset_get_campaign (ruleset, &error);
  g_assert_no_error (error);
  bth_test_rulebook_load ();

  g_test_add_func ("/politics-effects/minor-conquest-die", test_minor_conquest_die);
  g_test_add_func ("/politics-effects/ships", test_ships);
  g_test_add_func ("/politics-effects/war-units", test_war_units);
  g_test_add_func ("/politics-effects/conquered-major", test_conquered_major);
  g_test_add_func ("/politics-effects/pressburg", test_pressburg);
  g_test_add_func ("/politics-effects/iberia-invaded", test_iberia_invaded);
  g_test_add_func ("/politics-effects/json-input", test_json_input);
  int status = g_test_run ();
  g_object_unref (ruleset);
  return status;
}
