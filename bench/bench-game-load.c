/* bench-game-load — the time to load and fold a long game.
 *
 * Builds a synthetic Grand-Campaign-sized save (120 turns, 20,000 events: phase advances,
 * dice, tables, edits, units lost and added, notes) with the Campaign Turn Sequence, writes
 * it, then loads it back (parse, validate, fold) several times and prints the median and
 * the peak memory. Target: under 100 ms.
 *
 *   bench-game-load [OUT.json]     (default: a file in the temporary directory) */
#include "bth-game-save.h"
#include "bth-war-and-peace.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

#define N_EVENTS 20000
#define N_RUNS   7

static gint64
clock_1805 (gpointer data)
{
  return 1746093600;
}

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static GArray *
one_unit (const char *power, const char *kind, int sp)
{
  GArray *units = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
  BthUnitCount u = { (char *) power, (char *) kind, sp };

  g_array_append_val (units, u);
  return units;
}

static BthGame *
build (BthRuleset *rules, GError **error)
{
  g_autoptr(GString) setup = g_string_new (NULL);
  g_autoptr(JsonNode) node = NULL;
  BthGame *game;
  guint n = 0, k = 0, advances = 0;

  /* Forty stacks for each side, as on a full Grand Campaign map. */
  g_string_append (setup, "{\"scenario\": \"synthetic-grand-campaign\", \"name\": \"Synthetic Grand Campaign\","
                          " \"ruleset\": \"war-and-peace-4e\", \"sequence\": \"campaign\", \"options\": [],"
                          " \"start\": \"1805-09\", \"end\": \"1815-08\", \"sides\": [\"french\", \"non-french\"],"
                          " \"powers\": [{\"id\": \"france\", \"side\": \"french\"}, {\"id\": \"austria\", \"side\": \"non-french\"}],"
                          " \"alliance\": {\"french_vp\": 0, \"french_cp\": 0, \"anti_vp\": 0, \"anti_cp\": 0,"
                          " \"pro_french_powers\": 0, \"anti_french_powers\": 0}, \"stacks\": [");
  for (guint i = 1; i <= 80; i++)
    g_string_append_printf (setup, "%s{\"stack\": \"s%u\", \"create\": true, \"side\": \"%s\", \"location\": \"Hex %u\","
                            " \"leaders\": [{\"id\": \"leader-%u\", \"name\": \"Leader %u\", \"power\": \"%s\","
                            " \"side\": \"%s\", \"value\": 1, \"colour\": null, \"named\": true}],"
                            " \"units\": [{\"power\": \"%s\", \"kind\": \"I\", \"sp\": 400}]}",
                            i > 1 ? ", " : "", i, i <= 40 ? "french" : "non-french", i, i, i,
                            i <= 40 ? "france" : "austria", i <= 40 ? "french" : "non-french",
                            i <= 40 ? "france" : "austria");
  g_string_append (setup, "]}");
  if ((node = json_from_string (setup->str, error)) == NULL ||
      (game = bth_game_new_from_setup (rules, node, 1805, error)) == NULL)
    return NULL;
  bth_game_set_clock (game, clock_1805, NULL);

  /* 120 turns of 16 phases (2 omitted on turn 1); the rest is play within phases. */
  while (bth_game_get_events (game)->len < N_EVENTS)
    {
      g_autoptr(GError) local = NULL;
      const BthGameState *s = bth_game_get_state (game);
      guint stack = 1 + (k / 5) % 80;
      g_autofree char *id = g_strdup_printf ("s%u", stack);
      const char *power = stack <= 40 ? "france" : "austria";
      gboolean ok = TRUE;

      /* 1,917 advances spread evenly reach the last phase of the 120th month. */
      if (!s->ended && (gint64) advances * N_EVENTS < (gint64) bth_game_get_events (game)->len * 1917)
        {
          ok = bth_game_advance_phase (game, &local);
          advances++;
        }
      else
        switch (k++ % 5)
          {
          case 0:
            {
              g_autoptr(GArray) units = one_unit (power, "I", 1);
              ok = bth_game_eliminate_units (game, id, units, "attrition", &local);
            }
            break;
          case 1:
            {
              g_autoptr(GArray) units = one_unit (power, "I", 1);
              ok = bth_game_add_units (game, id, NULL, NULL, units, TRUE, &local);
            }
            break;
          case 2:
            {
              g_autoptr(JsonNode) inputs = json_from_string ("{\"sp\": [8, 5], \"drm\": 1}", NULL);
              g_autoptr(JsonNode) result = json_from_string ("{\"larger\": \"1\", \"smaller\": \"D1\"}", NULL);
              g_autoptr(GPtrArray) dice = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
              BthEvent *roll = bth_game_roll (game, 2, 6, "Combat (O.1.c)", NULL, &local);
              if (roll != NULL)
                g_ptr_array_add (dice, roll);
              ok = roll != NULL && bth_game_record_table (game, "combat_results", "O.1", inputs, result, dice, &local);
            }
            break;
          case 3:
            {
              g_autoptr(JsonNode) value = json_from_string ("true", NULL);
              g_autofree char *path = g_strdup_printf ("stacks.%s.supplied", id);
              const BthStackState *st = bth_game_state_find_stack (s, id);
              if (st->supplied == json_node_get_boolean (value))
                json_node_set_boolean (value, !st->supplied);
              ok = bth_game_edit (game, path, value, NULL, &local);
            }
            break;
          default:
            ok = bth_game_note (game, "Cossacks sighted near the Niemen", &local);
          }
      if (!ok)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          g_object_unref (game);
          return NULL;
        }
      n++;
    }
  return game;
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = bth_ruleset_new_default (&error);
  g_autoptr(BthGame) game = NULL;
  g_autofree char *path = argc > 1 ? g_strdup (argv[1])
                                   : g_build_filename (g_get_tmp_dir (), "bench-game-load.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *data = NULL;
  double times[N_RUNS], cpu[N_RUNS];
  struct rusage usage;
  gsize length;
  gint64 start;
  int turns;

  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  if (rules == NULL || (game = build (rules, &error)) == NULL || !bth_game_save (game, file, &error))
    {
      fprintf (stderr, "bench-game-load: %s\n", error->message);
      return 1;
    }
  turns = bth_game_get_state (game)->month - bth_game_get_state (game)->start + 1;
  g_file_get_contents (path, &data, &length, NULL);
  printf ("save: %s, %u events, %d turns, %.1f MB\n", path, bth_game_get_events (game)->len, turns,
          length / 1e6);

  for (int i = 0; i < N_RUNS; i++)
    {
      g_autoptr(BthGame) loaded = NULL;
      struct timespec c0, c1;
      clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &c0);
      start = g_get_monotonic_time ();
      loaded = bth_game_load (rules, file, &error);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &c1);
      /* CPU time as well: on a busy machine the wall clock also counts other processes. */
      cpu[i] = (c1.tv_sec - c0.tv_sec) * 1e3 + (c1.tv_nsec - c0.tv_nsec) / 1e6;
      if (loaded == NULL)
        {
          fprintf (stderr, "bench-game-load: %s\n", error->message);
          return 1;
        }
    }
  qsort (times, N_RUNS, sizeof times[0], compare);
  qsort (cpu, N_RUNS, sizeof cpu[0], compare);
  getrusage (RUSAGE_SELF, &usage);
  printf ("load and fold: median %.1f ms of %d runs (min %.1f, max %.1f) — target < 100 ms: %s\n",
          times[N_RUNS / 2], N_RUNS, times[0], times[N_RUNS - 1], times[N_RUNS / 2] < 100 ? "met" : "NOT met");
  printf ("load and fold, CPU time: median %.1f ms (min %.1f)\n", cpu[N_RUNS / 2], cpu[0]);
  {
    start = g_get_monotonic_time ();
    for (int i = 0; i < 3; i++)
      {
        bth_game_undo (game, NULL);
        bth_game_redo (game, NULL);
      }
    printf ("undo + redo at the end of the log: %.1f ms\n", (g_get_monotonic_time () - start) / 3000.0);
  }
  printf ("peak memory (max RSS of the process): %.1f MB\n", usage.ru_maxrss / 1024.0);
  return 0;
}
