/* test-odds.c — exact outcome probabilities from the 36 throws of 2d6. */
#include "bth-odds.h"
#include "bth-combat-json.h"
#include "bth-json-strict.h"

#include <math.h>

static BthRuleset *rules;

static BthCombatSetup *
setup_from_text (const char *text, BthBattle *battle)
{
  g_autoptr(JsonNode) node = bth_json_parse_strict (text, -1, NULL);
  g_autoptr(GError) error = NULL;
  BthCombatSetup *setup;

  g_assert_true (bth_battle_from_json (node, battle, &error));
  setup = bth_combat_setup (rules, battle, &error);
  g_assert_no_error (error);
  return setup;
}

static const char *example_o3 =
  "{\"attack_from_river\":true,"
  " \"attacker\":{\"leader\":3,\"leader_color\":\"blue\",\"units\":["
  "   {\"sp\":8,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"},"
  "   {\"sp\":5,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"yellow\"}]},"
  " \"defender\":{\"leader\":2,\"leader_color\":\"white\",\"terrain\":\"low_mountain\",\"units\":["
  "   {\"sp\":10,\"kind\":\"I\",\"color\":\"white\",\"symbol\":\"black\"},"
  "   {\"sp\":11,\"kind\":\"L\",\"color\":\"white\"}]}}";

static const BthOddsOutcome *
find (const BthExactOdds *odds, BthResult larger, BthResult smaller)
{
  for (guint i = 0; i < odds->n_outcomes; i++)
    if (odds->outcomes[i].larger == larger && odds->outcomes[i].smaller == smaller)
      return &odds->outcomes[i];
  return NULL;
}

/* O.3's battle at 3:2 with +1: a throw of r reads the column of r + 1. Worked by hand from
 * the CRT: 3:2 columns 2..11+, so modified 3 (throw 2) → D1/1, 4 (throw 3) → 1/0,
 * 5–8 (throws 4–7) → 1/1 except 8 → 0/1 (throw 7), 9 → 1/D1, 10 → 1/D2, 11–12 → 1/D3. */
static void
test_example_distribution (void)
{
  BthBattle battle;
  g_autoptr(BthCombatSetup) setup = setup_from_text (example_o3, &battle);
  BthExactOdds odds;
  double sum = 0;

  bth_exact_odds (rules, &battle, setup, &odds);
  for (guint i = 0; i < odds.n_outcomes; i++)
    sum += odds.outcomes[i].probability;
  g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-12);
  g_assert_cmpint (find (&odds, BTH_RESULT_D1, BTH_RESULT_LOSS)->ways, ==, 1);    /* throw 2 */
  g_assert_cmpint (find (&odds, BTH_RESULT_LOSS, BTH_RESULT_NONE)->ways, ==, 2);  /* throw 3 */
  g_assert_cmpint (find (&odds, BTH_RESULT_LOSS, BTH_RESULT_LOSS)->ways, ==, 3 + 4 + 5); /* 4, 5, 6 */
  g_assert_cmpint (find (&odds, BTH_RESULT_NONE, BTH_RESULT_LOSS)->ways, ==, 6);  /* throw 7 */
  g_assert_cmpint (find (&odds, BTH_RESULT_LOSS, BTH_RESULT_D1)->ways, ==, 5);    /* throw 8 */
  g_assert_cmpint (find (&odds, BTH_RESULT_LOSS, BTH_RESULT_D2)->ways, ==, 4);    /* throw 9 */
  g_assert_cmpint (find (&odds, BTH_RESULT_LOSS, BTH_RESULT_D3)->ways, ==, 3 + 2 + 1); /* 10, 11, 12 */
  g_assert_cmpuint (odds.n_outcomes, ==, 7);
  /* Expected losses against a 13-SP smaller force: "1" → 2, D1 → 3, D2/D3 → 5. Larger:
   * D1 (3) once, "1" (2) 29 times, "0" six times → (3 + 58) / 36. */
  g_assert_cmpfloat_with_epsilon (odds.expected_loss[BTH_SIDE_DEFENDER], 61.0 / 36, 1e-12);
  /* Smaller: "1" (2 SP) on throws 2, 4–7 (1 + 12 + 6 = 19 ways), "0" on throw 3, D1 (3) × 5,
   * D2 (5) × 4, D3 (5) × 6 → (38 + 15 + 20 + 30) / 36. */
  g_assert_cmpfloat_with_epsilon (odds.expected_loss[BTH_SIDE_ATTACKER], (38 + 15 + 20 + 30) / 36.0, 1e-12);
  bth_battle_clear (&battle);
}

/* An automatic 4:1 has one certain outcome. */
static void
test_automatic_is_certain (void)
{
  BthBattle battle;
  g_autoptr(BthCombatSetup) setup = setup_from_text (
    "{\"attacker\":{\"units\":[{\"sp\":24,\"kind\":\"L\",\"color\":\"blue\"}]},"
    " \"defender\":{\"units\":[{\"sp\":6,\"kind\":\"L\",\"color\":\"white\"}]}}", &battle);
  BthExactOdds odds;

  bth_exact_odds (rules, &battle, setup, &odds);
  g_assert_cmpuint (odds.n_outcomes, ==, 1);
  g_assert_cmpfloat (odds.outcomes[0].probability, ==, 1.0);
  g_assert_cmpint (odds.outcomes[0].smaller, ==, BTH_RESULT_D3);
  g_assert_cmpfloat (odds.expected_loss[BTH_SIDE_DEFENDER], ==, 3.0);   /* D3 vs 6 SP */
  bth_battle_clear (&battle);
}

/* The exact answer agrees with sampling (a loose, seeded check of the same function). */
static void
test_agrees_with_sampling (void)
{
  BthBattle battle;
  g_autoptr(BthCombatSetup) setup = setup_from_text (example_o3, &battle);
  g_autoptr(BthDice) dice = bth_dice_new (2024);
  BthExactOdds odds;
  double total = 0;
  const int n = 20000;

  bth_exact_odds (rules, &battle, setup, &odds);
  for (int i = 0; i < n; i++)
    {
      BthCombatOutcome out;
      int roll = bth_dice_roll (dice, 2, 6, "sample", NULL, NULL);
      bth_combat_outcome_for_roll (rules, &battle, setup, roll, &out);
      total += out.loss[BTH_SIDE_ATTACKER];
    }
  g_assert_cmpfloat (fabs (total / n - odds.expected_loss[BTH_SIDE_ATTACKER]), <, 0.05);
  bth_battle_clear (&battle);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_ruleset_new_default (NULL);
  g_test_add_func ("/odds/example-o3-distribution", test_example_distribution);
  g_test_add_func ("/odds/automatic-is-certain", test_automatic_is_certain);
  g_test_add_func ("/odds/agrees-with-sampling", test_agrees_with_sampling);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
