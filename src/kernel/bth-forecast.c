/* bth-forecast.c — carries a battle's probability mass forward round by round. */
#include "bth-forecast.h"

#include <math.h>
#include <string.h>

#include "bth-error.h"

/* A round's layer: each distinct state (GBytes) with the chance of being in it now. */
typedef GHashTable Layer;  /* GBytes* → double* */

struct _BthForecastBranches {
  gsize   state_size;
  Layer  *next;
  double  weight;  /* the chance of the state being expanded */
  double  sum;     /* of the probabilities the game added, to check they make 1 */
};

static Layer *
layer_new (void)
{
  return g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                (GDestroyNotify) g_bytes_unref, g_free);
}

static void
layer_add (Layer *layer, gconstpointer state, gsize size, double mass)
{
  g_autoptr (GBytes) key = g_bytes_new (state, size);
  double *held = g_hash_table_lookup (layer, key);
  if (held != NULL) {
    *held += mass;
    return;
  }
  held = g_new (double, 1);
  *held = mass;
  g_hash_table_insert (layer, g_steal_pointer (&key), held);
}

void
bth_forecast_branches_add (BthForecastBranches *branches,
                           gconstpointer        next_state,
                           double               probability)
{
  g_return_if_fail (branches != NULL && next_state != NULL);
  branches->sum += probability;
  if (probability > 0)
    layer_add (branches->next, next_state, branches->state_size,
               branches->weight * probability);
}

void
bth_forecast_free (BthForecast *forecast)
{
  if (forecast == NULL)
    return;
  g_free (forecast->outcome);
  g_free (forecast->outcome_by_round);
  g_free (forecast->expected_measure);
  g_free (forecast);
}

/* Records the end of the battle in STATE after ROUNDS rounds, with chance MASS. */
static gboolean
record_end (BthForecast *forecast, const BthForecastGame *game, gconstpointer state,
            int outcome, guint rounds, double mass, double *measures, gpointer user_data,
            GError **error)
{
  if (outcome < 0 || (guint) outcome >= game->n_outcomes) {
    g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                 "the round function gave outcome %d; the game has %u outcomes",
                 outcome, game->n_outcomes);
    return FALSE;
  }
  forecast->outcome[outcome] += mass;
  forecast->outcome_by_round[(guint) outcome * (forecast->max_rounds + 1) + rounds] += mass;
  forecast->expected_rounds += mass * rounds;
  if (game->n_measures > 0) {
    game->measure (state, measures, user_data);
    for (guint m = 0; m < game->n_measures; m++)
      forecast->expected_measure[m] += mass * measures[m];
  }
  return TRUE;
}

BthForecast *
bth_forecast_solve (const BthForecastGame *game,
                    gconstpointer          start,
                    guint                  max_rounds,
                    gpointer               user_data,
                    GError               **error)
{
  g_return_val_if_fail (game != NULL && game->round != NULL && start != NULL, NULL);
  g_return_val_if_fail (game->state_size > 0 && game->n_outcomes > 0, NULL);
  g_return_val_if_fail (game->n_measures == 0 || game->measure != NULL, NULL);

  g_autoptr (BthForecast) forecast = g_new0 (BthForecast, 1);
  forecast->n_outcomes = game->n_outcomes;
  forecast->n_measures = game->n_measures;
  forecast->max_rounds = max_rounds;
  forecast->outcome = g_new0 (double, game->n_outcomes);
  forecast->outcome_by_round = g_new0 (double, (gsize) game->n_outcomes * (max_rounds + 1));
  forecast->expected_measure = g_new0 (double, MAX (game->n_measures, 1));
  g_autofree double *measures = g_new0 (double, MAX (game->n_measures, 1));

  g_autoptr (GHashTable) now = layer_new ();
  layer_add (now, start, game->state_size, 1.0);

  for (guint rounds = 0; g_hash_table_size (now) > 0; rounds++) {
    /* After the last round allowed, the next states are only counted as undecided. */
    g_autoptr (GHashTable) next = layer_new ();
    GHashTableIter iter;
    gpointer key, value;

    forecast->states_visited += g_hash_table_size (now);
    g_hash_table_iter_init (&iter, now);
    while (g_hash_table_iter_next (&iter, &key, &value)) {
      gconstpointer state = g_bytes_get_data (key, NULL);
      double mass = *(double *) value;
      BthForecastBranches branches = { game->state_size, next, mass, 0 };

      int outcome = game->round (state, &branches, user_data);
      if (outcome >= 0) {
        if (!record_end (forecast, game, state, outcome, rounds, mass, measures,
                         user_data, error))
          return NULL;
        continue;
      }
      if (fabs (branches.sum - 1.0) > 1e-9) {
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                     "the round function's probabilities sum to %.12g, not 1", branches.sum);
        return NULL;
      }
      if (rounds == max_rounds)
        forecast->undecided += mass;
    }
    g_clear_pointer (&now, g_hash_table_unref);
    if (rounds == max_rounds)
      break;
    now = g_steal_pointer (&next);
  }
  return g_steal_pointer (&forecast);
}
