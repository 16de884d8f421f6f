/* test-battle-forecast.c — the exact whole-battle forecast against seeded battles played with
 * dice through the existing round code (wap-battle-simulation.c).
 *
 * Bound: every forecast chance p — of each end, and of each end after each number of rounds —
 * must hold the share of N played battles within 5 standard errors plus 3 battles,
 * 5·sqrt(p(1-p)/N) + 3/N (the slack covers chances near 1e-6, where one battle in N is no
 * surprise); a chance of exactly 0 must never be played. The expected SP lost and rounds must hold the
 * played means within 5 standard errors of those means. With about 40 checks a battle, a
 * correct forecast fails one by chance about once in 10^5 seeds; the seeds are fixed.
 *
 * N is 200,000 battles for the O.3 forces and for 60 SP against 50 SP under a policy, N / 10
 * for the other cases (BATTLE_FORECAST_BATTLES overrides N; the sanitizer build passes 20,000,
 * see meson.build).
 */
#include "wap-battle-simulation.h"

#include "bth-error.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static BthRuleset *rules;
static guint n_battles = 200000;

typedef struct {
  guint64 count[BTH_BATTLE_N_ENDS][BTH_BATTLE_FORECAST_ROUNDS + 1];
  guint64 ended[BTH_BATTLE_N_ENDS];
  guint64 undecided;
  double  sum[3], sum_sq[3];   /* attacker lost, defender lost, rounds: over ended battles */
} Tally;

static gboolean
within (double p, guint64 count, guint n, const char *what)
{
  double share = (double) count / n;
  /* 3 battles of slack: for a chance of 1e-6 one battle in 200,000 is no surprise, and the
   * normal approximation behind 5 sigma does not hold for such counts. */
  double bound = 5 * sqrt (p * (1 - p) / n) + 3.0 / n;

  if (p == 0 ? count == 0 : fabs (share - p) <= bound)
    return TRUE;
  g_test_message ("%s: forecast %.6f, played %.6f (%" G_GUINT64_FORMAT " of %u), bound %.6f",
                  what, p, share, count, n, bound);
  return FALSE;
}

static gboolean
mean_within (double forecast, double sum, double sum_sq, guint64 n, const char *what)
{
  double mean = sum / n;
  double variance = sum_sq / n - mean * mean;
  double bound = 5 * sqrt (MAX (variance, 0) / n) + 1e-9;

  if (fabs (mean - forecast) <= bound)
    return TRUE;
  g_test_message ("%s: forecast %.6f, played %.6f, bound %.6f", what, forecast, mean, bound);
  return FALSE;
}

static void
check_against_play_n (const BthBattle *battle, const BthBattlePolicy *policy, guint64 seed,
                      guint n_played)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthForecast) forecast = bth_battle_forecast (rules, battle, policy, &error);
  g_autofree Tally *tally = g_new0 (Tally, 1);
  gboolean ok = TRUE;
  double total = 0, expected[3];
  gint64 start;
  BthBattlePolicy rules_policy;

  if (policy == NULL)   /* the one the rules imply */
    {
      bth_battle_policy_init (&rules_policy);
      policy = &rules_policy;
    }
  g_assert_no_error (error);
  g_assert_nonnull (forecast);
  for (guint o = 0; o < BTH_BATTLE_N_ENDS; o++)
    total += forecast->outcome[o];
  g_assert_cmpfloat_with_epsilon (total + forecast->undecided + forecast->pruned, 1.0, 1e-9);
  g_assert_cmpfloat (forecast->pruned, <, 1e-6);

  start = g_get_monotonic_time ();
  for (guint i = 0; i < n_played; i++)
    {
      g_autoptr(BthDice) dice = bth_dice_new (seed + i);
      WapBattlePlayed played;

      wap_battle_play (rules, battle, policy, dice, &played);
      if (played.end < 0)
        {
          tally->undecided++;
          continue;
        }
      g_assert_cmpint (played.rounds, <=, (int) forecast->max_rounds);
      tally->count[played.end][played.rounds]++;
      tally->ended[played.end]++;
      for (int k = 0; k < 3; k++)
        {
          double v = k < 2 ? played.lost[k] : played.rounds;
          tally->sum[k] += v;
          tally->sum_sq[k] += v * v;
        }
    }
  g_test_message ("%u battles played in %.2f s; forecast over %" G_GUINT64_FORMAT " states",
                  n_played, (g_get_monotonic_time () - start) / 1e6, forecast->states_visited);

  for (guint o = 0; o < BTH_BATTLE_N_ENDS; o++)
    {
      ok &= within (forecast->outcome[o], tally->ended[o], n_played, bth_battle_end_id (o));
      for (guint r = 0; r <= forecast->max_rounds; r++)
        {
          g_autofree char *what = g_strdup_printf ("%s after %u rounds", bth_battle_end_id (o), r);
          ok &= within (forecast->outcome_by_round[o * (forecast->max_rounds + 1) + r],
                        tally->count[o][r], n_played, what);
        }
    }
  ok &= within (forecast->undecided, tally->undecided, n_played, "undecided");
  expected[0] = forecast->expected_measure[BTH_BATTLE_MEASURE_ATTACKER_SP_LOST];
  expected[1] = forecast->expected_measure[BTH_BATTLE_MEASURE_DEFENDER_SP_LOST];
  expected[2] = forecast->expected_rounds;
  for (int k = 0; k < 3; k++)
    {
      guint64 ended = n_played - tally->undecided;
      static const char *names[] = { "attacker SP lost", "defender SP lost", "rounds" };
      /* The forecast's expectations are over the ended battles, weighted by their chance. */
      ok &= mean_within (expected[k] / (1 - forecast->undecided - forecast->pruned), tally->sum[k], tally->sum_sq[k],
                         ended, names[k]);
    }
  g_assert_true (ok);
}

/* The two battles the issue names are played N times; the others N / 10. */
static void
check_against_play (const BthBattle *battle, const BthBattlePolicy *policy, guint64 seed)
{
  check_against_play_n (battle, policy, seed, n_battles);
}

static void
check_against_fewer_plays (const BthBattle *battle, const BthBattlePolicy *policy, guint64 seed)
{
  check_against_play_n (battle, policy, seed, MAX (n_battles / 10, 1000));
}

static void
test_o3_default_policy (void)
{
  BthBattle battle;

  wap_battle_example_o3 (&battle);
  check_against_play (&battle, NULL, 1805);
  bth_battle_clear (&battle);
}

static void
test_60_50_policy (void)
{
  BthBattle battle;
  /* The attacker stops after 8 rounds and withdraws at morale 1; the defender withdraws
   * below 35 SP. */
  BthBattlePolicy policy = { .rounds = 8, .withdraw_below_sp = { 0, 35 }, .withdraw_at_morale = { 1, -1 } };

  wap_battle_example_60_50 (&battle);
  check_against_play (&battle, &policy, 1812);
  bth_battle_clear (&battle);
}

static void
test_60_50_default_policy (void)
{
  BthBattle battle;
  BthBattlePolicy policy;

  bth_battle_policy_init (&policy);
  wap_battle_example_60_50 (&battle);
  check_against_fewer_plays (&battle, &policy, 1813);
  bth_battle_clear (&battle);
}

/* The optional rules the forecast honours: Demoralized Combat (X.1 surrenders, no forced
 * withdrawal) and the tactical matrix with stated tactics; then an assault (P.8). */
static void
test_optional_rules (void)
{
  BthBattle battle;
  BthBattlePolicy policy;

  bth_battle_policy_init (&policy);
  policy.withdraw_below_sp[BTH_SIDE_ATTACKER] = 6;
  wap_battle_example_o3 (&battle);
  battle.options.demoralized_combat = TRUE;
  battle.options.tactical_matrix = TRUE;
  battle.forces[0].tactic = g_strdup ("charge");
  battle.forces[1].tactic = g_strdup ("skirmish");
  check_against_fewer_plays (&battle, &policy, 1809);
  bth_battle_clear (&battle);

  wap_battle_example_o3 (&battle);
  battle.type = BTH_BATTLE_ASSAULT;
  check_against_fewer_plays (&battle, NULL, 1810);
  bth_battle_clear (&battle);
}

/* An end the rules exclude is never forecast: no defender surrenders in a field battle. */
static void
test_field_battle_ends (void)
{
  BthBattle battle;
  g_autoptr(BthForecast) forecast = NULL;

  wap_battle_example_60_50 (&battle);
  forecast = bth_battle_forecast (rules, &battle, NULL, NULL);
  g_assert_nonnull (forecast);
  g_assert_cmpfloat (forecast->outcome[BTH_BATTLE_END_DEFENDER_SURRENDERS], ==, 0);
  g_assert_cmpfloat (forecast->outcome[BTH_BATTLE_END_ATTACK_STOPS], ==, 0);
  g_assert_cmpfloat (forecast->undecided, <, 1e-9);
  bth_battle_clear (&battle);
}

/* The CLI's input: the battle of `combat` and a policy, both checked strictly. */
static void
test_json_input (void)
{
  static const struct { const char *extra; const char *message; } bad[] = {
    { "\"policy\":{\"attacker\":{\"retreat\":1}}", "$.policy.attacker: unknown key \"retreat\"" },
    { "\"policy\":{\"attacker\":{\"withdraw_at_morale\":5}}", "$.policy.attacker.withdraw_at_morale" },
    { "\"policy\":{\"rounds\":-1}", "$.policy.rounds" },
    { "\"bogus\":1", "unknown key \"bogus\"" },
  };
  const char *battle = "{\"attacker\":{\"units\":[{\"sp\":5,\"kind\":\"I\",\"color\":\"blue\",\"morale\":2}]},"
                       " \"defender\":{\"units\":[{\"sp\":4,\"kind\":\"L\",\"color\":\"white\"}]}, %s}";

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = g_strdup_printf (battle, bad[i].extra);
      g_autoptr(JsonNode) input = json_from_string (text, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) out = bth_battle_forecast_json (rules, input, &error);
      g_assert_null (out);
      g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
      g_assert_nonnull (strstr (error->message, bad[i].message));
    }
  {
    g_autofree char *text = g_strdup_printf (battle, "\"policy\":{\"rounds\":2}");
    g_autoptr(JsonNode) input = json_from_string (text, NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonNode) out = bth_battle_forecast_json (rules, input, &error);
    JsonObject *o;
    g_assert_no_error (error);
    o = json_node_get_object (out);
    g_assert_cmpint (json_object_get_int_member (o, "max_rounds"), ==, 2);
    g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (o, "policy"), "rounds"), ==, 2);
    {
      /* Every end within the two rounds, and the chances make 1 with what was not followed. */
      JsonArray *outcomes = json_object_get_array_member (o, "outcomes");
      double total = json_object_get_double_member (o, "undecided") +
                     json_object_get_double_member (o, "not_followed");
      for (guint k = 0; k < json_array_get_length (outcomes); k++)
        {
          JsonObject *end = json_array_get_object_element (outcomes, k);
          total += json_object_get_double_member (end, "probability");
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (end, "by_round")), <=, 2);
        }
      g_assert_cmpfloat_with_epsilon (total, 1.0, 1e-8);
    }
  }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  const char *override = g_getenv ("BATTLE_FORECAST_BATTLES");

  g_test_init (&argc, &argv, NULL);
  if (override != NULL)
    n_battles = (guint) strtoul (override, NULL, 10);
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/battle-forecast/field-battle-ends", test_field_battle_ends);
  g_test_add_func ("/battle-forecast/json-input", test_json_input);
  g_test_add_func ("/battle-forecast/o3", test_o3_default_policy);
  g_test_add_func ("/battle-forecast/60-50-policy", test_60_50_policy);
  g_test_add_func ("/battle-forecast/60-50", test_60_50_default_policy);
  g_test_add_func ("/battle-forecast/optional-rules", test_optional_rules);
  return g_test_run ();
}
