/* test-forecast.c — the exact whole-battle solver on a duel worked by hand. */
#include "bth-forecast.h"
#include "bth-error.h"

#include <string.h>

/* A duel: each round A hits B with chance 1/2 and B hits A with chance 1/3, at once.
 * A side with no hits left has lost; both at once is a draw. */
typedef struct { int a, b; } Duel;
enum { A_WINS, B_WINS, BOTH_FALL, N_ENDS };

static int
duel_round (gconstpointer state, BthForecastBranches *next, gpointer user_data)
{
  const Duel *now = state;
  double *sum_override = user_data;

  if (now->a <= 0 && now->b <= 0) return BOTH_FALL;
  if (now->b <= 0) return A_WINS;
  if (now->a <= 0) return B_WINS;
  for (int a_hits = 0; a_hits <= 1; a_hits++)
    for (int b_hits = 0; b_hits <= 1; b_hits++) {
      Duel after;
      memset (&after, 0, sizeof after);
      after.a = now->a - b_hits;
      after.b = now->b - a_hits;
      double p = (a_hits ? 0.5 : 0.5) * (b_hits ? 1.0 / 3 : 2.0 / 3);
      if (sum_override != NULL) p *= *sum_override;
      bth_forecast_branches_add (next, &after, p);
    }
  return -1;
}

static void
duel_measure (gconstpointer state, double *values, gpointer user_data)
{
  const Duel *end = state;
  values[0] = 1 - MAX (end->a, 0);  /* hits A lost, from 1 */
}

static const BthForecastGame duel = {
  sizeof (Duel), N_ENDS, duel_round, 1, duel_measure,
};

/* One hit each. Round 1: both hit 1/6, A only 1/3, B only 1/6, neither 1/3 (again).
 * So A wins (1/3)/(2/3) = 1/2, B wins 1/4, both fall 1/4, in 1/(2/3) = 1.5 rounds. */
static void
test_duel_by_hand (void)
{
  Duel start = { 1, 1 };
  g_autoptr (GError) error = NULL;
  g_autoptr (BthForecast) f = bth_forecast_solve (&duel, &start, 60, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (f->outcome[A_WINS], 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (f->outcome[B_WINS], 0.25, 1e-12);
  g_assert_cmpfloat_with_epsilon (f->outcome[BOTH_FALL], 0.25, 1e-12);
  g_assert_cmpfloat_with_epsilon (f->expected_rounds, 1.5, 1e-12);
  g_assert_cmpfloat (f->undecided, <, 1e-25);
  /* A wins in round 1 with 1/3, in round 2 with 1/3 × 1/3. */
  g_assert_cmpfloat_with_epsilon (f->outcome_by_round[A_WINS * 61 + 1], 1.0 / 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (f->outcome_by_round[A_WINS * 61 + 2], 1.0 / 9, 1e-12);
  /* A loses its hit whenever B hits: B wins or both fall, 1/2. */
  g_assert_cmpfloat_with_epsilon (f->expected_measure[0], 0.5, 1e-12);
}

/* Stopped after one round, the third that was still fighting is undecided, not dropped. */
static void
test_undecided_after_the_last_round (void)
{
  Duel start = { 1, 1 };
  g_autoptr (GError) error = NULL;
  g_autoptr (BthForecast) f = bth_forecast_solve (&duel, &start, 1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (f->undecided, 1.0 / 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (f->outcome[A_WINS], 1.0 / 3, 1e-12);
}

/* Equal states reached by different paths are merged: a 2-against-2 duel has at most
 * nine states in a round, however many paths lead there. */
static void
test_states_merge (void)
{
  Duel start = { 2, 2 };
  g_autoptr (GError) error = NULL;
  g_autoptr (BthForecast) f = bth_forecast_solve (&duel, &start, 3, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (f->states_visited, <=, 1 + 3 * 9);
  double total = f->undecided;
  for (guint o = 0; o < N_ENDS; o++) total += f->outcome[o];
  g_assert_cmpfloat_with_epsilon (total, 1.0, 1e-12);
}

/* A round function whose chances do not make 1 is a programming error, named. */
static void
test_bad_round_function (void)
{
  Duel start = { 1, 1 };
  double half = 0.5;
  g_autoptr (GError) error = NULL;
  g_autoptr (BthForecast) f = bth_forecast_solve (&duel, &start, 5, &half, &error);
  g_assert_null (f);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "sum to 0.5"));
}

/* Pruned, the chance of the states not followed is reported, and what is followed is the
 * same: outcomes, undecided and pruned still make 1, and each outcome is within the pruned
 * chance of the exact one. */
static void
test_pruned_chance_is_reported (void)
{
  Duel start = { 3, 3 };
  g_autoptr (GError) error = NULL;
  g_autoptr (BthForecast) exact = bth_forecast_solve (&duel, &start, 60, NULL, &error);
  g_autoptr (BthForecast) f = bth_forecast_solve_pruned (&duel, &start, 60, 1e-4, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (exact->pruned, ==, 0);
  g_assert_cmpfloat (f->pruned, >, 0);
  g_assert_cmpuint (f->states_visited, <, exact->states_visited);
  double total = f->undecided + f->pruned;
  for (guint o = 0; o < N_ENDS; o++) {
    total += f->outcome[o];
    g_assert_cmpfloat (f->outcome[o], <=, exact->outcome[o] + 1e-15);
    g_assert_cmpfloat (f->outcome[o], >=, exact->outcome[o] - f->pruned);
  }
  g_assert_cmpfloat_with_epsilon (total, 1.0, 1e-12);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/forecast/duel-by-hand", test_duel_by_hand);
  g_test_add_func ("/forecast/undecided", test_undecided_after_the_last_round);
  g_test_add_func ("/forecast/states-merge", test_states_merge);
  g_test_add_func ("/forecast/bad-round-function", test_bad_round_function);
  g_test_add_func ("/forecast/pruned", test_pruned_chance_is_reported);
  return g_test_run ();
}
