/* test-campaign-invasion.c — X.J.4.b in a game: Spain "invaded" worked out from the stacks'
 * positions the game knows, else unknown (never "not invaded"); X.I.3.b's die taken and
 * resolved in the game's log. */
#include "bth-test-campaign.h"
#include "bth-campaign-situation.h"
#include "bth-war-and-peace.h"
#include "bth-campaign-minor-conquest.h"
#include "bth-campaign-game.h"
#include "bth-politics-effects.h"

#include <string.h>

static void
test_invaded_from_positions (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = bth_ruleset_new_default (&error);
  g_autoptr(BthGame) game = NULL;
  const BthCampaignRules *campaign;
  BthUnitCount english = { (char *) "england", (char *) "I", 2 };
  BthUnitCount french = { (char *) "france", (char *) "I", 3 };
  g_autoptr(GArray) units = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));

  g_assert_no_error (error);
  campaign = bth_ruleset_get_campaign (rules, &error);
  game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_assert_true (bth_game_campaign_add_city (game, "Madrid", "spain", TRUE, BTH_PRODUCTION_SYMBOL_RED, TRUE, FALSE,
                                             BTH_SIDE_PRO_FRENCH, &error));
  g_assert_no_error (error);
  {
    g_autoptr(BthPoliticsSituation) s = bth_game_campaign_situation (game, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (bth_politics_invaded (campaign, s, "spain", NULL), ==, BTH_FACT_UNKNOWN);
  }
  /* French units in Madrid while Spain is pro-French are not foreign (X.J.4.a): still unknown. */
  g_array_append_val (units, french);
  g_assert_true (bth_game_add_units (game, NULL, "french", "Madrid", units, FALSE, &error));
  g_assert_no_error (error);
  {
    g_autoptr(BthPoliticsSituation) s = bth_game_campaign_situation (game, NULL, &error);
    g_assert_cmpint (bth_politics_invaded (campaign, s, "spain", NULL), ==, BTH_FACT_UNKNOWN);
  }
  /* An English stack in Madrid: invaded, by the anti-French, at Madrid. */
  g_array_set_size (units, 0);
  g_array_append_val (units, english);
  g_assert_true (bth_game_add_units (game, NULL, "non-french", "Madrid", units, FALSE, &error));
  g_assert_no_error (error);
  {
    g_autoptr(BthPoliticsSituation) s = bth_game_campaign_situation (game, NULL, &error);
    g_autoptr(JsonNode) effects = NULL;
    BthPoliticalSide by;
    JsonObject *spain;

    g_assert_cmpint (bth_politics_invaded (campaign, s, "spain", &by), ==, BTH_FACT_YES);
    g_assert_cmpint (by, ==, BTH_SIDE_ANTI_FRENCH);
    effects = bth_politics_effects_json (campaign, s);
    spain = json_array_get_object_element (json_object_get_array_member (json_node_get_object (effects), "invasions"), 0);
    g_assert_cmpstr (json_object_get_string_member (spain, "state"), ==, "spain");
    g_assert_true (json_object_get_boolean_member (spain, "invaded"));
    g_assert_nonnull (strstr (json_object_get_string_member (spain, "text"), "Madrid"));
  }
}

/* X.I.3.b (000:2170): "The conquering player immediately rolls one die. If the result is less
 * than four … removed and placed in the Force Pool … If the result is four or greater … replaced
 * on the mapboard"; X.I.3.c: Italy's satellites are never removed. */
static void
test_minor_conquest_roll (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = bth_ruleset_new_default (&error);
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  const char *saxony[] = { "states", "saxony", "conquered_by", NULL };
  const char *italy[] = { "states", "italy", "conquered_by", NULL };
  g_autoptr(JsonNode) pro = json_node_init_string (json_node_alloc (), "pro_french");
  g_autoptr(JsonNode) anti = json_node_init_string (json_node_alloc (), "anti_french");
  BthMinorUnitsFate fate;
  guint events;
  int value = 0;

  /* Not conquered: no die. */
  g_assert_false (bth_game_campaign_minor_conquest_roll (game, "saxony", 3, &fate, &value, &error));
  g_assert_nonnull (strstr (error->message, "not conquered"));
  g_clear_error (&error);

  g_assert_true (bth_game_campaign_edit (game, saxony, pro, "X.I.1", "Dresden taken", &error));
  g_assert_no_error (error);
  events = bth_game_get_events (game)->len;
  g_assert_true (bth_game_campaign_minor_conquest_roll (game, "saxony", 3, &fate, &value, &error));
  g_assert_no_error (error);
  g_assert_cmpint (value, ==, 3);
  g_assert_cmpint (fate, ==, BTH_MINOR_UNITS_TO_FORCE_POOL);
  g_assert_cmpuint (bth_game_get_events (game)->len, >, events);   /* the die and its result are in the log */
  g_assert_true (bth_game_campaign_minor_conquest_roll (game, "saxony", 4, &fate, &value, &error));
  g_assert_cmpint (fate, ==, BTH_MINOR_UNITS_REPLACED_IN_PLACE);
  /* Rolled by the game's dice. */
  bth_dice_set_fixed (bth_game_get_dice (game), (const int[]) { 6 }, 1);
  g_assert_true (bth_game_campaign_minor_conquest_roll (game, "saxony", 0, &fate, &value, &error));
  g_assert_cmpint (value, ==, 6);
  g_assert_cmpint (fate, ==, BTH_MINOR_UNITS_REPLACED_IN_PLACE);
  /* X.I.3.c */
  g_assert_true (bth_game_campaign_edit (game, italy, anti, "X.I.1", "Milan taken", &error));
  g_assert_true (bth_game_campaign_minor_conquest_roll (game, "italy", 1, &fate, &value, &error));
  g_assert_cmpint (fate, ==, BTH_MINOR_UNITS_KEPT);
  g_assert_false (bth_game_campaign_minor_conquest_roll (game, "austria", 1, &fate, &value, &error));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  g_test_add_func ("/campaign-invasion/minor-conquest-roll", test_minor_conquest_roll);
  g_test_add_func ("/campaign-invasion/from-positions", test_invaded_from_positions);
  return g_test_run ();
}
