/* bench-forecast-wp.c — how long War and Peace's exact whole-battle forecast takes, beside the
 * time of playing 200,000 battles with dice through the round code (what a sampler would do).
 *
 * Prints, for the O.3 forces and for 60 SP against 50 SP with three morale groups a side, the
 * best of several forecast runs (goal: under 10 ms) with the states visited, then the
 * simulation time. Built, not run, by meson; bench/bench-forecast.sh runs it.
 *
 * Usage: bench-forecast-wp [BATTLES]   (default 200000)
 */
#include "wap-battle-simulation.h"

#include <stdlib.h>

static double
forecast_ms (BthRuleset *rules, const BthBattle *battle, const BthBattlePolicy *policy,
             guint64 *states, double *attacker_wins)
{
  double best = G_MAXDOUBLE;

  for (int run = 0; run < 20; run++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_autoptr(BthForecast) forecast = bth_battle_forecast (rules, battle, policy, &error);
      double ms = (g_get_monotonic_time () - start) / 1000.0;

      if (forecast == NULL)
        g_error ("forecast: %s", error->message);
      best = MIN (best, ms);
      *states = forecast->states_visited;
      *attacker_wins = 0;
      for (guint o = 0; o < forecast->n_outcomes; o++)
        if (bth_battle_end_winner (o) == BTH_SIDE_ATTACKER)
          *attacker_wins += forecast->outcome[o];
    }
  return best;
}

static double
simulation_s (BthRuleset *rules, const BthBattle *battle, const BthBattlePolicy *policy, guint n)
{
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BthDice) dice = bth_dice_new (1805 + i);
      WapBattlePlayed played;
      wap_battle_play (rules, battle, policy, dice, &played);
    }
  return (g_get_monotonic_time () - start) / 1e6;
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = bth_ruleset_new_default (&error);
  guint n = argc > 1 ? (guint) strtoul (argv[1], NULL, 10) : 200000;
  /* The policy of test-battle-forecast's 60-50-policy case: the attacker stops after 8
   * rounds and withdraws at morale 1, the defender withdraws below 35 SP. */
  BthBattlePolicy rules_policy, players_policy = {
    .rounds = 8, .withdraw_below_sp = { 0, 35 }, .withdraw_at_morale = { 1, -1 } };
  struct { const char *name; void (*make) (BthBattle *); const BthBattlePolicy *policy; } cases[] = {
    { "O.3 (13 SP against 21 SP)", wap_battle_example_o3, &rules_policy },
    { "60 SP against 50 SP, three morale groups a side", wap_battle_example_60_50, &rules_policy },
    { "the same, the players' policy (8 rounds, ...)", wap_battle_example_60_50, &players_policy },
  };

  if (rules == NULL)
    g_error ("ruleset: %s", error->message);
  bth_battle_policy_init (&rules_policy);
  g_print ("War and Peace whole-battle forecast (the rules' default policy unless named)\n");
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      BthBattle battle;
      guint64 states;
      double wins, ms, s;

      cases[c].make (&battle);
      ms = forecast_ms (rules, &battle, cases[c].policy, &states, &wins);
      s = simulation_s (rules, &battle, cases[c].policy, n);
      g_print ("%-50s forecast %8.3f ms, %6" G_GUINT64_FORMAT " states visited, attacker wins %.4f %s\n",
               cases[c].name, ms, states, wins, ms < 10 ? "(goal < 10 ms met)" : "(goal < 10 ms MISSED)");
      g_print ("%-50s %u battles simulated in %8.3f s (%.0f times the forecast)\n",
               "", n, s, s * 1000 / ms);
      bth_battle_clear (&battle);
    }
  return 0;
}
