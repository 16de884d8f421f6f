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
 * N is 200,000 battles (BATTLE_FORECAST_BATTLES overrides it; the sanitizer build passes a
 * smaller N, see meson.build).
 */
#include "wap-battle-simulation.h"

#include <math.h>
#include <stdlib.h>

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
check_against_play (const BthBattle *battle, const BthBattlePolicy *policy, guint64 seed)
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
  for (guint i = 0; i < n_battles; i++)
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
                  n_battles, (g_get_monotonic_time () - start) / 1e6, forecast->states_visited);

  for (guint o = 0; o < BTH_BATTLE_N_ENDS; o++)
    {
      ok &= within (forecast->outcome[o], tally->ended[o], n_battles, bth_battle_end_id (o));
      for (guint r = 0; r <= forecast->max_rounds; r++)
        {
          g_autofree char *what = g_strdup_printf ("%s after %u rounds", bth_battle_end_id (o), r);
          ok &= within (forecast->outcome_by_round[o * (forecast->max_rounds + 1) + r],
                        tally->count[o][r], n_battles, what);
        }
    }
  ok &= within (forecast->undecided, tally->undecided, n_battles, "undecided");
  expected[0] = forecast->expected_measure[BTH_BATTLE_MEASURE_ATTACKER_SP_LOST];
  expected[1] = forecast->expected_measure[BTH_BATTLE_MEASURE_DEFENDER_SP_LOST];
  expected[2] = forecast->expected_rounds;
  for (int k = 0; k < 3; k++)
    {
      guint64 ended = n_battles - tally->undecided;
      static const char *names[] = { "attacker SP lost", "defender SP lost", "rounds" };
      /* The forecast's expectations are over the ended battles, weighted by their chance. */
      ok &= mean_within (expected[k] / (1 - forecast->undecided - forecast->pruned), tally->sum[k], tally->sum_sq[k],
                         ended, names[k]);
    }
  g_assert_true (ok);
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
  check_against_play (&battle, &policy, 1813);
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
  check_against_play (&battle, &policy, 1809);
  bth_battle_clear (&battle);

  wap_battle_example_o3 (&battle);
  battle.type = BTH_BATTLE_ASSAULT;
  check_against_play (&battle, NULL, 1810);
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
  g_test_add_func ("/battle-forecast/o3", test_o3_default_policy);
  g_test_add_func ("/battle-forecast/60-50-policy", test_60_50_policy);
  g_test_add_func ("/battle-forecast/60-50", test_60_50_default_policy);
  g_test_add_func ("/battle-forecast/optional-rules", test_optional_rules);
  return g_test_run ();
}
