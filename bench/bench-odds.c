/* bench-odds — the time to compute exact combat odds, beside a 100,000-battle Monte Carlo
 * of the same battle, and how far apart their answers are.
 *
 *   bench-odds [BATTLE.json]     (default: the rulebook's O.3 example, tests/cli/example-o3.json) */
#include "bth-combat-json.h"
#include "bth-json-strict.h"
#include "bth-odds.h"

#include <math.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  const char *path = argc > 1 ? argv[1] : BERTHIER_SOURCE_ROOT "/tests/cli/example-o3.json";
  g_autoptr(BthRuleset) rules = bth_ruleset_new_default (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(BthDice) dice = bth_dice_new (1805);
  g_autoptr(BthCombatSetup) setup = NULL;
  BthBattle battle;
  BthExactOdds exact;
  const int exact_repeats = 20000, battles = 100000;
  int counts[5][5] = { { 0 } };
  double sampled_loss[2] = { 0, 0 }, worst = 0;
  gint64 start;
  double exact_us, sampled_us;

  if (!g_file_get_contents (path, &text, NULL, &error) ||
      (node = bth_json_parse_strict (text, -1, &error)) == NULL ||
      !bth_battle_from_json (node, &battle, &error) ||
      (setup = bth_combat_setup (rules, &battle, &error)) == NULL)
    {
      fprintf (stderr, "bench-odds: %s: %s\n", path, error->message);
      return 1;
    }

  start = g_get_monotonic_time ();
  for (int i = 0; i < exact_repeats; i++)
    bth_exact_odds (rules, &battle, setup, &exact);
  exact_us = (double) (g_get_monotonic_time () - start) / exact_repeats;

  /* Each sampled battle: a 2d6 roll and the same resolution the app uses. */
  start = g_get_monotonic_time ();
  for (int i = 0; i < battles; i++)
    {
      BthCombatOutcome out;
      int roll = bth_dice_roll (dice, 2, 6, "Monte Carlo", NULL, NULL);
      bth_combat_outcome_for_roll (rules, &battle, setup, roll, &out);
      counts[out.result[setup->larger]][out.result[1 - setup->larger]]++;
      sampled_loss[0] += out.loss[setup->larger];
      sampled_loss[1] += out.loss[1 - setup->larger];
    }
  sampled_us = (double) (g_get_monotonic_time () - start);

  printf ("battle: %s (%s, DRM %+d)\n", path, setup->odds, setup->drm);
  printf ("exact odds:           %10.2f µs per battle (mean of %d)\n", exact_us, exact_repeats);
  printf ("Monte Carlo, %d:  %10.0f µs\n", battles, sampled_us);
  printf ("speed-up:             %10.0f×\n", sampled_us / exact_us);
  printf ("%-8s %-8s %10s %10s %10s\n", "larger", "smaller", "exact", "sampled", "diff");
  for (guint i = 0; i < exact.n_outcomes; i++)
    {
      BthOddsOutcome *o = &exact.outcomes[i];
      double p = (double) counts[o->larger][o->smaller] / battles;
      double diff = fabs (p - o->probability);
      worst = MAX (worst, diff);
      printf ("%-8s %-8s %9.4f%% %9.4f%% %9.4f%%\n", bth_result_to_string (o->larger),
              bth_result_to_string (o->smaller), 100 * o->probability, 100 * p, 100 * diff);
    }
  printf ("expected loss, larger:  exact %.4f  sampled %.4f\n",
          exact.expected_loss[setup->larger], sampled_loss[0] / battles);
  printf ("expected loss, smaller: exact %.4f  sampled %.4f\n",
          exact.expected_loss[1 - setup->larger], sampled_loss[1] / battles);
  printf ("largest difference in any outcome's probability: %.4f percentage points (%s 0.5)\n",
          100 * worst, 100 * worst <= 0.5 ? "within" : "NOT within");
  bth_battle_clear (&battle);
  return 0;
}
