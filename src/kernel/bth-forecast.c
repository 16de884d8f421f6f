/* bth-forecast.c — carries a battle's probability mass forward round by round. */
#include "bth-forecast.h"

#include <math.h>
#include <string.h>

#include "bth-error.h"

/* A round's layer: each distinct state with the chance of being in it now. States are kept
 * in one array in the order first reached (so a layer's sums always run in the same order)
 * and found again through an open-addressing table of their indices. */
typedef struct {
  gsize   state_size;
  guint8 *states;      /* n × state_size bytes */
  double *mass;
  guint   n, capacity;
  guint  *slots;       /* index + 1 of the state hashed there, 0 when empty */
  guint   n_slots;     /* a power of two, at least twice n */
} Layer;

struct _BthForecastBranches {
  Layer  *next;
  double  weight;  /* the chance of the state being expanded */
  double  sum;     /* of the probabilities the game added, to check they make 1 */
};

static void
layer_init (Layer *layer, gsize state_size)
{
  *layer = (Layer) { .state_size = state_size, .n_slots = 64 };
  layer->slots = g_new0 (guint, layer->n_slots);
}

static void
layer_clear (Layer *layer)
{
  g_free (layer->states);
  g_free (layer->mass);
  g_free (layer->slots);
  *layer = (Layer) { 0 };
}

/* Empties LAYER, keeping its memory for the next round. */
static void
layer_reset (Layer *layer)
{
  layer->n = 0;
  memset (layer->slots, 0, layer->n_slots * sizeof (guint));
}

/* FNV-1a over the state's bytes. */
static guint
state_hash (const guint8 *bytes, gsize size)
{
  guint64 h = 14695981039346656037ull;
  for (gsize i = 0; i < size; i++)
    h = (h ^ bytes[i]) * 1099511628211ull;
  return (guint) (h ^ (h >> 32));
}

static void
layer_place (Layer *layer, guint index)
{
  guint mask = layer->n_slots - 1;
  guint slot = state_hash (layer->states + (gsize) index * layer->state_size, layer->state_size) & mask;

  while (layer->slots[slot] != 0)
    slot = (slot + 1) & mask;
  layer->slots[slot] = index + 1;
}

static void
layer_add (Layer *layer, gconstpointer state, double mass)
{
  gsize size = layer->state_size;
  guint mask = layer->n_slots - 1;
  guint slot = state_hash (state, size) & mask;

  for (; layer->slots[slot] != 0; slot = (slot + 1) & mask)
    {
      guint index = layer->slots[slot] - 1;
      if (memcmp (layer->states + (gsize) index * size, state, size) == 0)
        {
          layer->mass[index] += mass;
          return;
        }
    }
  if (layer->n == layer->capacity)
    {
      layer->capacity = MAX (64, layer->capacity * 2);
      layer->states = g_realloc_n (layer->states, layer->capacity, size);
      layer->mass = g_renew (double, layer->mass, layer->capacity);
    }
  memcpy (layer->states + (gsize) layer->n * size, state, size);
  layer->mass[layer->n] = mass;
  layer->slots[slot] = layer->n + 1;
  layer->n++;
  if (layer->n * 2 > layer->n_slots)
    {
      g_free (layer->slots);
      layer->n_slots *= 2;
      layer->slots = g_new0 (guint, layer->n_slots);
      for (guint i = 0; i < layer->n; i++)
        layer_place (layer, i);
    }
}

void
bth_forecast_branches_add (BthForecastBranches *branches,
                           gconstpointer        next_state,
                           double               probability)
{
  g_return_if_fail (branches != NULL && next_state != NULL);
  branches->sum += probability;
  if (probability > 0)
    layer_add (branches->next, next_state, branches->weight * probability);
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
  return bth_forecast_solve_pruned (game, start, max_rounds, 0, user_data, error);
}

BthForecast *
bth_forecast_solve_pruned (const BthForecastGame *game,
                           gconstpointer          start,
                           guint                  max_rounds,
                           double                 min_chance,
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
  Layer now, next;
  gboolean ok = TRUE;

  layer_init (&now, game->state_size);
  layer_init (&next, game->state_size);
  layer_add (&now, start, 1.0);

  for (guint rounds = 0; ok && now.n > 0; rounds++) {
    /* After the last round allowed, the next states are only counted as undecided. */
    forecast->states_visited += now.n;
    for (guint i = 0; ok && i < now.n; i++) {
      gconstpointer state = now.states + (gsize) i * game->state_size;
      double mass = now.mass[i];
      BthForecastBranches branches = { &next, mass, 0 };

      if (mass < min_chance) {
        forecast->pruned += mass;
        continue;
      }
      int outcome = game->round (state, &branches, user_data);
      if (outcome >= 0) {
        ok = record_end (forecast, game, state, outcome, rounds, mass, measures, user_data, error);
        continue;
      }
      if (fabs (branches.sum - 1.0) > 1e-9) {
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                     "the round function's probabilities sum to %.12g, not 1", branches.sum);
        ok = FALSE;
      }
      else if (rounds == max_rounds)
        forecast->undecided += mass;
    }
    if (rounds == max_rounds)
      break;
    /* The next round's states become the ones to expand; the old layer's memory is reused. */
    Layer done = now;
    now = next;
    next = done;
    layer_reset (&next);
  }
  layer_clear (&now);
  layer_clear (&next);
  return ok ? g_steal_pointer (&forecast) : NULL;
}
