/* bth-forecast.h — the exact whole-battle solver over a game's round function.
 *
 * A game describes one battle round as a function from a state to the distribution of the
 * states after the round (or to the way the battle ended). The solver carries the whole
 * probability mass forward round by round, merging equal states, so every reachable state
 * is visited once per round and nothing is sampled. Mass still fighting after MAX_ROUNDS is
 * reported as such (bth_forecast_undecided), never dropped or guessed.
 *
 * States are fixed-size structs compared and hashed by their bytes: a game zeroes a state
 * (memset) before filling it so that padding never tells two equal states apart.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The next states of one round, filled by the game's round function. */
typedef struct _BthForecastBranches BthForecastBranches;

/* Adds PROBABILITY of going to NEXT_STATE (state_size bytes, copied). The same next state
 * may be added several times; its probabilities add up. */
void bth_forecast_branches_add (BthForecastBranches *branches,
                                gconstpointer        next_state,
                                double               probability);

typedef struct {
  gsize state_size;  /* bytes of a state */
  guint n_outcomes;  /* the game's ways a battle ends, ids 0 .. n_outcomes-1 */
  /* Returns the outcome id (≥ 0) when STATE has ended the battle; otherwise returns -1 and
   * adds each state after one more round, with its probability (they sum to 1). */
  int  (*round)   (gconstpointer state, BthForecastBranches *next, gpointer user_data);
  /* Figures whose expectation at the battle's end is wanted (SP lost by each side, …);
   * may be NULL when n_measures is 0. Read from end states only. */
  guint n_measures;
  void (*measure) (gconstpointer state, double *values, gpointer user_data);
} BthForecastGame;

typedef struct {
  guint   n_outcomes;
  guint   n_measures;
  guint   max_rounds;
  double *outcome;           /* n_outcomes: the chance of each end */
  double *outcome_by_round;  /* n_outcomes × (max_rounds + 1): [o * (max_rounds+1) + r] is the
                              * chance the battle ends in outcome o after r rounds */
  double  undecided;         /* still fighting after max_rounds rounds */
  double *expected_measure;  /* n_measures: expectation over the ended battles, weighted by
                              * their chance (divide by 1 - undecided for "given it ended") */
  double  expected_rounds;   /* over the ended battles, likewise */
  guint64 states_visited;    /* distinct states summed over the rounds */
  double  pruned;            /* the chance of the states bth_forecast_solve_pruned did not
                              * follow (0 for bth_forecast_solve): every chance above is
                              * exact to within it */
} BthForecast;

/* Solves the battle from START. Returns NULL with ERROR set when the round function gives
 * probabilities that do not sum to 1 or an outcome id out of range. */
BthForecast *bth_forecast_solve (const BthForecastGame *game,
                                 gconstpointer          start,
                                 guint                  max_rounds,
                                 gpointer               user_data,
                                 GError               **error);

/* Like bth_forecast_solve, but a state whose chance is below MIN_CHANCE is not followed:
 * its chance is added to forecast->pruned, never dropped silently. In a long battle's tail
 * most states carry chances far below any that could show; this keeps the work to those
 * that can. */
BthForecast *bth_forecast_solve_pruned (const BthForecastGame *game,
                                        gconstpointer          start,
                                        guint                  max_rounds,
                                        double                 min_chance,
                                        gpointer               user_data,
                                        GError               **error);

void         bth_forecast_free  (BthForecast *forecast);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthForecast, bth_forecast_free)

G_END_DECLS
