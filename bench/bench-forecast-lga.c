/* bench-forecast-lga — La Grande Armée's whole-battle forecast: its time and the states it
 * visits, beside the time of 200,000 battles played with dice through the round code
 * (tests/la-grande-armee/lga-play.c), and how far apart their answers are. Prints; not a test.
 * The battle is tests/cli/la-grande-armee/battle-rounds.json (12 inf against 6 + 6, morale 3)
 * with its policy's defaults: read from the file for the command, written in C for the rest. */
#include "bth-json-strict.h"
#include "bth-lga-forecast.h"
#include "lga-play.h"

#include <math.h>
#include <stdio.h>

static BthLgaUnit attacker_units[] = { { 12, BTH_LGA_INFANTRY, 0, FALSE, FALSE, FALSE, NULL } };
static BthLgaUnit defender_units[] = { { 6, BTH_LGA_INFANTRY, 0, FALSE, FALSE, FALSE, NULL },
                                       { 6, BTH_LGA_INFANTRY, 0, FALSE, FALSE, FALSE, NULL } };

int
main (void)
{
  const char *path = BERTHIER_SOURCE_ROOT "/tests/cli/la-grande-armee/battle-rounds.json";
  g_autoptr(GError) error = NULL;
  g_autoptr(BthLgaRules) rules = bth_lga_rules_new_default (&error);
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL, answer = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1805);
  g_autoptr(BthLgaForecast) forecast = NULL;
  static const BthLgaOptions defaults;
  BthLgaBattleInput in = { 0 };
  BthLgaForecastPolicy policy = { 0 };
  const int repeats = 2000, battles = 200000;
  double wins = 0, sampled_us, json_us, solve_us;
  gint64 start;

  if (rules == NULL || !g_file_get_contents (path, &text, NULL, &error)
      || (node = bth_json_parse_strict (text, -1, &error)) == NULL)
    {
      fprintf (stderr, "bench-forecast-lga: %s: %s\n", path, error->message);
      return 1;
    }

  /* the command as the CLI runs it: the JSON read, the forecast solved, its answer written */
  start = g_get_monotonic_time ();
  for (int i = 0; i < repeats; i++)
    {
      g_clear_pointer (&answer, json_node_unref);
      if ((answer = bth_lga_forecast_json (rules, node, NULL, &error)) == NULL)
        {
          fprintf (stderr, "bench-forecast-lga: %s: %s\n", path, error->message);
          return 1;
        }
    }
  json_us = (double) (g_get_monotonic_time () - start) / repeats;

  /* the battle-rounds example in C, for the solver alone and for the battles played */
  in.round = 1;
  in.attacker = (BthLgaBattleSide) { attacker_units, 1, NULL, 0, 3, FALSE, FALSE };
  in.defender = (BthLgaBattleSide) { defender_units, 2, NULL, 0, 3, FALSE, FALSE };
  start = g_get_monotonic_time ();
  for (int i = 0; i < repeats; i++)
    {
      g_clear_pointer (&forecast, bth_lga_forecast_free);
      forecast = bth_lga_forecast_battle (rules, &in, &defaults, &policy, &error);
      g_assert_no_error (error);
    }
  solve_us = (double) (g_get_monotonic_time () - start) / repeats;

  start = g_get_monotonic_time ();
  for (int i = 0; i < battles; i++)
    wins += bth_lga_end_winner (lga_play_battle (rules, &in, &policy, rand).end) > 0;
  sampled_us = (double) (g_get_monotonic_time () - start);

  printf ("La Grande Armée, the battle-rounds example (12 inf against 6 + 6, morale 3), the policy's defaults\n");
  printf ("  battle-forecast command (JSON in and out): %9.1f us a forecast (mean of %d)\n", json_us, repeats);
  printf ("  forecast (solver alone):                   %9.1f us, %" G_GUINT64_FORMAT " states visited\n",
          solve_us, forecast->forecast->states_visited);
  printf ("  %d battles played with dice:          %9.1f ms\n", battles, sampled_us / 1000);
  printf ("  attacker wins: forecast %.4f, sampled %.4f (standard error %.4f)\n", forecast->attacker_wins,
          wins / battles, sqrt (forecast->attacker_wins * (1 - forecast->attacker_wins) / battles));
  printf ("  expected rounds %.4f; SP lost: attacker %.3f, defender %.3f\n", forecast->forecast->expected_rounds,
          forecast->forecast->expected_measure[BTH_LGA_MEASURE_ATTACKER_LOSS],
          forecast->forecast->expected_measure[BTH_LGA_MEASURE_DEFENDER_LOSS]);
  return 0;
}
