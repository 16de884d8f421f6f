/* test-campaign-conquest-facts.c — the numbers a conquest needs, worked out from what the game
 * keeps (bth-campaign-conquest-facts.h; issue 16, "honest unknowns"): X.I.3.a's SP in a
 * conquered minor state's Force Pool from the Force Pools book, X.I.3.b's SP of its units on
 * the map from the stacks, X.I.2.b's SP of a conquered major state's units outside its
 * borders from the stacks when every stack's place is a city the books know — else unknown,
 * never 0.
 *
 * Rulebook (seed 000_…, lines as "000:LINE"):
 *   X.I.2.b (000:2148) "All units of the conquered state which are not inside its borders are
 *     immediately removed from the map board and placed in the Force Pool of the conquered state."
 *   X.I.3.a (000:2168) "All units in the Force Pool of the minor state are immediately replaced
 *     by an equal number of strength points which represent the forces of the new, conquering state"
 *   X.I.3.b (000:2170) "If the result is less than four, all units of the minor state which are
 *     currently on the mapboard are removed and placed in the Force Pool of the minor state"
 *
 * Environment: BERTHIER_SOURCE_ROOT (the shipped card).
 */
#include "bth-test-campaign.h"
#include "bth-campaign-situation.h"
#include "bth-war-and-peace.h"
#include "bth-test-rulebook.h"
#include "bth-campaign-conquest-facts.h"
#include "bth-campaign-game.h"
#include "bth-campaign-state.h"
#include "bth-campaign-minor-conquest.h"
#include "bth-force-pools.h"
#include "bth-politics-effects.h"

#include <string.h>

static BthRuleset *rules;

static JsonObject *
effect (JsonNode *effects, const char *member, const char *state)
{
  JsonArray *a = json_object_get_array_member (json_node_get_object (effects), member);

  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonObject *o = json_array_get_object_element (a, i);
      if (g_strcmp0 (json_object_get_string_member_with_default (o, "state", NULL), state) == 0)
        return o;
    }
  return NULL;
}

static JsonNode *
effects_of (BthGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthPoliticsSituation) s = bth_game_campaign_situation (game, NULL, &error);
  const BthCampaignRules *campaign = bth_ruleset_get_campaign (rules, NULL);

  g_assert_no_error (error);
  bth_politics_settle (campaign, s, NULL, NULL, NULL);
  return bth_politics_effects_json (campaign, s);
}

/* The shipped card with Saxony's initial Force Pool entered: test data standing for what a
 * group types from its own card, not the card's real contents. */
static BthCampaignCard *
card_with_saxony_pool (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "campaign",
                                            "war-and-peace-4e-card.json", NULL);
  g_autofree char *file = NULL;
  g_autoptr(GString) text = NULL;
  g_autoptr(GError) error = NULL;
  const char *at, *what, *from = "\"initial_force_pool\": null";
  BthCampaignCard *card;

  g_file_get_contents (path, &file, NULL, &error);
  g_assert_no_error (error);
  text = g_string_new (file);
  at = strstr (text->str, "\"id\": \"saxony\",");
  g_assert_nonnull (at);
  what = strstr (at, from);
  g_assert_nonnull (what);
  g_string_erase (text, what - text->str, strlen (from));
  g_string_insert (text, what - text->str,
                   "\"initial_force_pool\": [{\"units\": [\"2I\", \"1C\", \"1S\"], \"leaders\": []}]");
  card = bth_campaign_card_new_from_data (text->str, -1, "entered.json", &error);
  g_assert_no_error (error);
  return card;
}

static BthStateFacts *
facts_of (BthPoliticsSituation *s, const char *state)
{
  BthStateFacts *f = bth_politics_facts_lookup (s, state);

  g_assert_nonnull (f);
  return f;
}

/* X.I.3.a-b: Saxony conquered; its Force Pool from the book, its units on the map from the
 * stacks; unknown while the book does not know its Force Pool. */
static void
test_minor (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(BthCampaignCard) card = card_with_saxony_pool ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) units = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
  BthUnitCount two = { (char *) "saxony", (char *) "I", 2 };
  const BthStackState *dresden;

  bth_test_assert_seed (2168, "All units in the Force Pool of the minor state are immediately replaced by an equal "
                              "number of strength points");
  bth_test_assert_seed (2170, "all units of the minor state which are currently on the mapboard are removed and "
                              "placed in the Force Pool of the minor state");
  /* The set-up's Saxon stack at Dresden (3I 1C), and two SP more at Leipzig. */
  dresden = bth_test_stack_at (game, "Dresden", "saxony");
  g_assert_nonnull (dresden);
  g_array_append_val (units, two);
  g_assert_true (bth_game_add_units (game, NULL, dresden->side, "Leipzig", units, FALSE, &error));
  g_assert_no_error (error);
  if (bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (game)), "Dresden") == NULL)
    g_assert_true (bth_game_campaign_add_city (game, "Dresden", "saxony", TRUE, BTH_PRODUCTION_SYMBOL_RED, TRUE, FALSE,
                                               BTH_SIDE_NEUTRAL, &error));
  g_assert_true (bth_game_campaign_set_city_control (game, "Dresden", BTH_SIDE_PRO_FRENCH, "france", NULL, NULL,
                                                     &error));
  g_assert_no_error (error);
  g_assert_true (bth_game_campaign_minor_conquest_roll (game, "saxony", 2, NULL, NULL, &error));
  g_assert_no_error (error);

  /* The shipped card gives no initial Force Pool for Saxony: the book does not know it. */
  {
    g_autoptr(BthPoliticsSituation) s = bth_game_campaign_situation (game, NULL, &error);
    g_autoptr(JsonNode) effects = effects_of (game);
    JsonObject *o = effect (effects, "minor_conquests", "saxony");

    g_assert_cmpint (facts_of (s, "saxony")->pool_sp, ==, -1);
    g_assert_cmpint (facts_of (s, "saxony")->sp_on_map, ==, 6);
    g_assert_true (json_object_get_null_member (o, "pool_sp_replaced"));
    g_assert_nonnull (strstr (json_object_get_string_member (o, "needs"), "the SP in Saxony's Force Pool"));
    g_assert_false (json_object_has_member (o, "sp_exchanged_in_pool"));
    g_assert_nonnull (strstr (json_object_get_string_member (o, "map"),
                              "the 6 SP (from the stacks on the Leaders page) of Saxony units on the map are removed "
                              "to its Force Pool"));
  }
  /* Entered (X.J.1.d): 2I 1C in the box, the squadron not among the SP. */
  g_assert_true (bth_game_enter_initial_force_pools (game, card, NULL, &error));
  g_assert_no_error (error);
  {
    g_autoptr(JsonNode) effects = effects_of (game);
    JsonObject *o = effect (effects, "minor_conquests", "saxony");

    g_assert_cmpint (json_object_get_int_member (o, "pool_sp_replaced"), ==, 3);
    g_assert_cmpstr (json_object_get_string_member (o, "pool"), ==,
                     "3 SP in Saxony's Force Pool (from the Force Pools book) are replaced by 3 SP of France; the "
                     "removed counters are set aside (X.I.3.a)");
    g_assert_cmpint (json_object_get_int_member (o, "sp_exchanged_in_pool"), ==, 9);
    g_assert_false (json_object_has_member (o, "needs"));
  }
  /* Undo takes the pool back: unknown again, never 0. */
  g_assert_true (bth_game_undo (game, NULL));
  {
    g_autoptr(JsonNode) effects = effects_of (game);
    g_assert_true (json_object_get_null_member (effect (effects, "minor_conquests", "saxony"), "pool_sp_replaced"));
  }
}

/* The ids of the stacks holding Austrian units (free with g_strfreev). */
static char **
austrian_stacks (BthGame *game)
{
  const BthGameState *state = bth_game_get_state (game);
  g_autoptr(GStrvBuilder) b = g_strv_builder_new ();

  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *st = g_ptr_array_index (state->stacks, i);
      for (guint u = 0; u < st->units->len; u++)
        if (g_str_equal (g_array_index (st->units, BthUnitCount, u).power, "austria"))
          {
            g_strv_builder_add (b, st->id);
            break;
          }
    }
  return g_strv_builder_end (b);
}

static void
move_stack (BthGame *game, const char *id, const char *to)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_strdup_printf ("stacks.%s.location", id);
  g_autoptr(JsonNode) value = json_node_init_string (json_node_alloc (), to);

  g_assert_true (bth_game_edit (game, path, value, NULL, &error));
  g_assert_no_error (error);
}

/* X.I.2.b: Austria's units outside its borders, from the stacks only when every stack's place
 * is a city the books know with its state; else unknown, naming the places. */
static void
test_major (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) ids = austrian_stacks (game);
  const char *cities[] = { "Prague", "Innsbruck", "Budapest" };
  g_autoptr(GString) applied = g_string_new (NULL);
  int outside = 0;

  bth_test_assert_seed (2148, "All units of the conquered state which are not inside its borders are immediately "
                              "removed from the map board and placed in the Force Pool of the conquered state.");
  /* The 1805 places ("within one hex of Ulm (In Bavaria)", Vienna…) are not cities the books
   * know with their state: unknown, and the places named. */
  {
    g_autoptr(BthPoliticsSituation) s = bth_game_campaign_situation (game, NULL, &error);
    g_autofree char *unplaced = bth_campaign_unplaced_stacks (bth_game_get_state (game), s, "austria");
    BthStateFacts *f = bth_politics_facts_lookup (s, "austria");

    g_assert_true (f == NULL || f->sp_outside_borders == -1);
    g_assert_nonnull (unplaced);
    g_assert_nonnull (strstr (unplaced, "within one hex of Ulm (In Bavaria)"));
    g_test_message ("unplaced: %s", unplaced);
  }
  /* Every Austrian stack at a city of the books: two outside (Frankfurt, Trieste), the rest in
   * Austria's own. */
  g_assert_cmpuint (g_strv_length (ids), >=, 3);
  for (guint i = 0; ids[i]; i++)
    {
      const char *to = i == 0 ? "Frankfurt" : i == 1 ? "Trieste" : "Prague";
      const BthStackState *st = NULL;
      move_stack (game, ids[i], to);
      st = bth_test_stack_at (game, to, "austria");
      if (i < 2)
        for (guint u = 0; u < st->units->len; u++)
          outside += g_array_index (st->units, BthUnitCount, u).sp;
    }
  g_assert_cmpint (outside, >, 0);
  {
    g_autoptr(BthPoliticsSituation) s = bth_game_campaign_situation (game, NULL, &error);
    g_assert_null (bth_campaign_unplaced_stacks (bth_game_get_state (game), s, "austria"));
    g_assert_cmpint (facts_of (s, "austria")->sp_outside_borders, ==, outside);
  }
  /* Conquered: the settlement removes them to its Force Pool, saying where the number came from. */
  for (guint i = 0; i < G_N_ELEMENTS (cities); i++)
    {
      g_autoptr(GPtrArray) items = bth_politics_items_new ();
      g_assert_true (bth_game_campaign_set_city_control (game, cities[i], BTH_SIDE_PRO_FRENCH, "france", NULL, items,
                                                         &error));
      g_assert_no_error (error);
      for (guint k = 0; k < items->len; k++)
        {
          const BthPoliticsItem *item = g_ptr_array_index (items, k);
          if (g_strcmp0 (item->kind, "applied") == 0)
            g_string_append_printf (applied, "%s: %s\n", item->rule, item->text);
        }
    }
  g_test_message ("%s", applied->str);
  {
    g_autofree char *expected = g_strdup_printf ("X.I.2.b: %d SP of Austria units outside its borders (from the stacks "
                                                 "on the Leaders page) are removed to its Force Pool", outside);
    g_assert_nonnull (strstr (applied->str, expected));
  }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  bth_test_rulebook_load ();
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/campaign-conquest-facts/minor", test_minor);
  g_test_add_func ("/campaign-conquest-facts/major", test_major);
  return g_test_run ();
}
