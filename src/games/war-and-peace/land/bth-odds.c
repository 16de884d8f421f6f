/* bth-odds.c — enumerates the 36 equally likely throws of 2d6; no sampling. */
#include "bth-odds.h"

#include <stdlib.h>

static int
compare_outcomes (gconstpointer a, gconstpointer b)
{
  const BthOddsOutcome *x = a, *y = b;

  if (x->ways != y->ways)
    return y->ways - x->ways;
  if (x->larger != y->larger)
    return (int) x->larger - (int) y->larger;
  return (int) x->smaller - (int) y->smaller;
}

static void
add_outcome (BthExactOdds *out, BthResult larger, BthResult smaller, int ways)
{
  for (guint i = 0; i < out->n_outcomes; i++)
    if (out->outcomes[i].larger == larger && out->outcomes[i].smaller == smaller)
      {
        out->outcomes[i].ways += ways;
        return;
      }
  out->outcomes[out->n_outcomes++] = (BthOddsOutcome) { larger, smaller, ways, 0 };
}

void
bth_exact_odds (BthRuleset *rules, const BthBattle *battle, const BthCombatSetup *setup,
                BthExactOdds *out)
{
  BthSide large = setup->larger;
  int total_ways = 0;

  *out = (BthExactOdds) { 0 };
  for (int roll = 2; roll <= 12; roll++)
    {
      /* Throws of 2d6 giving ROLL: 1, 2, … 6, … 2, 1. */
      int ways = (setup->automatic || setup->no_roll) ? (roll == 7 ? 36 : 0) : 6 - ABS (roll - 7);
      BthCombatOutcome outcome;

      if (ways == 0)
        continue;
      bth_combat_outcome_for_roll (rules, battle, setup, roll, &outcome);
      add_outcome (out, outcome.result[large], outcome.result[1 - large], ways);
      for (int side = 0; side < 2; side++)
        out->expected_loss[side] += (double) ways * outcome.loss[side];
      total_ways += ways;
    }
  for (guint i = 0; i < out->n_outcomes; i++)
    out->outcomes[i].probability = (double) out->outcomes[i].ways / total_ways;
  for (int side = 0; side < 2; side++)
    out->expected_loss[side] /= total_ways;
  qsort (out->outcomes, out->n_outcomes, sizeof (BthOddsOutcome), compare_outcomes);
}
