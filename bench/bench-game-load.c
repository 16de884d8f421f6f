/* bench-game-load — the time and memory to open a long game, and to undo at its end.
 *
 * Builds synthetic Grand-Campaign-sized saves (120 turns; 5,000 to 40,000 events: phase
 * advances, dice, tables, edits, units lost and added, notes) with the Campaign Turn
 * Sequence, then measures each in two ways, side by side, in the same run:
 *
 *   without checkpoints — the books as they were: the whole save parsed and folded, and
 *                         undo replaying the log from its first event;
 *   with checkpoints    — the kernel's books engine as it is (bth-books.h): the save's
 *                         checkpoint beside it (bth-books-checkpoint.h; FILE.checkpoints/,
 *                         written by an untimed first opening), so opening folds only the
 *                         last action; and copies of the folded state every
 *                         BTH_BOOKS_CHECKPOINT_EVERY events and before the latest actions,
 *                         so undo folds from the nearest one.
 *
 * Each measurement runs in a child process of its own, so that its peak memory (the child's
 * maximum resident set) counts only what it loaded. Times are medians of several runs; the
 * CPU time is printed too, as on a busy machine the wall clock also counts other processes.
 * A benchmark prints figures and goals; no test is timed.
 *
 *   bench-game-load [DIR]          (default: the temporary directory)
 *   bench-game-load --load FILE    loads FILE ten times and nothing else, for a profiler
 *   bench-game-load --write FILE   writes the 20,000-event save to FILE and nothing else */
#include "bth-game-save.h"
#include "bth-books.h"
#include "bth-books-checkpoint.h"
#include "bth-war-and-peace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define N_RUNS 7

/* The goals for the 20,000-event save (issue 24). */
#define GOAL_EVENTS     20000
#define GOAL_LOAD_MS    20.0
#define GOAL_UNDO_MS    2.0
#define GOAL_PEAK_MB    30.0

static guint n_events_wanted;

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
  while (bth_game_get_events (game)->len < n_events_wanted)
    {
      g_autoptr(GError) local = NULL;
      const BthGameState *s = bth_game_get_state (game);
      guint stack = 1 + (k / 5) % 80;
      g_autofree char *id = g_strdup_printf ("s%u", stack);
      const char *power = stack <= 40 ? "france" : "austria";
      gboolean ok = TRUE;

      /* 1,917 advances spread evenly reach the last phase of the 120th month. */
      if (!s->ended && (gint64) advances * n_events_wanted < (gint64) bth_game_get_events (game)->len * 1917)
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


/* ---- one measurement, in a child process --------------------------------------------- */

typedef struct {
  gboolean ok;
  double   load_ms, load_cpu_ms;    /* medians */
  double   undo_ms, undo_cpu_ms;    /* undo + redo of the last action, medians */
  double   peak_mb;
  guint    checkpoints;
} Figures;

static double
cpu_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* Loads FILE N_RUNS times, each followed by one undo and redo of its last action. */
static Figures
measure_here (BthRuleset *rules, GFile *file, gboolean checkpoints, gboolean saved_checkpoint)
{
  double load[N_RUNS], load_cpu[N_RUNS], undo[N_RUNS], undo_cpu[N_RUNS];
  Figures f = { FALSE };
  struct rusage usage;

  bth_books_set_default_checkpoint_interval (checkpoints ? BTH_BOOKS_CHECKPOINT_EVERY : 0);
  if (checkpoints && saved_checkpoint)
    {
      /* The save's checkpoint beside it, as the app keeps them: the first opening (not
       * timed) folds the log and writes it, the timed ones start from it. */
      g_autofree char *path = g_file_get_path (file);
      g_autofree char *dir = g_strconcat (path, ".checkpoints", NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(BthGame) game = NULL;

      bth_books_checkpoint_set_dir (dir);
      if ((game = bth_game_load (rules, file, &error)) == NULL)
        {
          fprintf (stderr, "bench-game-load: %s\n", error->message);
          return f;
        }
    }
  for (int i = 0; i < N_RUNS; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BthGame) game = NULL;
      gint64 start = g_get_monotonic_time ();
      double c0 = cpu_ms ();

      game = bth_game_load (rules, file, &error);
      load[i] = (g_get_monotonic_time () - start) / 1000.0;
      load_cpu[i] = cpu_ms () - c0;
      if (game == NULL)
        {
          fprintf (stderr, "bench-game-load: %s\n", error->message);
          return f;
        }
      start = g_get_monotonic_time ();
      c0 = cpu_ms ();
      if (!bth_game_undo (game, &error) || !bth_game_redo (game, &error))
        {
          fprintf (stderr, "bench-game-load: %s\n", error->message);
          return f;
        }
      undo[i] = (g_get_monotonic_time () - start) / 1000.0;
      undo_cpu[i] = cpu_ms () - c0;
    }
  qsort (load, N_RUNS, sizeof (double), compare);
  qsort (load_cpu, N_RUNS, sizeof (double), compare);
  qsort (undo, N_RUNS, sizeof (double), compare);
  qsort (undo_cpu, N_RUNS, sizeof (double), compare);
  getrusage (RUSAGE_SELF, &usage);
  f.ok = TRUE;
  f.load_ms = load[N_RUNS / 2];
  f.load_cpu_ms = load_cpu[N_RUNS / 2];
  f.undo_ms = undo[N_RUNS / 2];
  f.undo_cpu_ms = undo_cpu[N_RUNS / 2];
  f.peak_mb = usage.ru_maxrss / 1024.0;
  return f;
}

/* measure_here in a fresh child, for a peak memory of its own. */
static Figures
measure (BthRuleset *rules, GFile *file, gboolean checkpoints, gboolean saved_checkpoint)
{
  Figures f = { FALSE };
  int fds[2];
  pid_t pid;

  fflush (stdout);
  if (pipe (fds) != 0 || (pid = fork ()) < 0)
    return f;
  if (pid == 0)
    {
      close (fds[0]);
      f = measure_here (rules, file, checkpoints, saved_checkpoint);
      if (write (fds[1], &f, sizeof f) != sizeof f)
        _exit (1);
      _exit (0);
    }
  close (fds[1]);
  if (read (fds[0], &f, sizeof f) != sizeof f)
    f.ok = FALSE;
  close (fds[0]);
  waitpid (pid, NULL, 0);
  return f;
}

/* Builds and saves a game of N events in a child (its memory is not the parent's). */
static gboolean
write_save (BthRuleset *rules, guint n, GFile *file, double *mb)
{
  int fds[2];
  pid_t pid;
  double size = 0;

  fflush (stdout);
  if (pipe (fds) != 0 || (pid = fork ()) < 0)
    return FALSE;
  if (pid == 0)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BthGame) game = NULL;
      gsize length = 0;
      g_autofree char *data = NULL;

      close (fds[0]);
      n_events_wanted = n;
      if ((game = build (rules, &error)) == NULL || !bth_game_save (game, file, &error))
        {
          fprintf (stderr, "bench-game-load: %s\n", error->message);
          _exit (1);
        }
      data = bth_game_save_to_data (game, &length);
      size = length / 1e6;
      if (write (fds[1], &size, sizeof size) != sizeof size)
        _exit (1);
      _exit (0);
    }
  close (fds[1]);
  if (read (fds[0], &size, sizeof size) != sizeof size)
    size = -1;
  close (fds[0]);
  waitpid (pid, NULL, 0);
  *mb = size;
  return size >= 0;
}

static const char *
verdict (double value, double goal)
{
  return value < goal ? "met" : "NOT met";
}

int
main (int argc, char **argv)
{
  static const guint sizes[] = { 5000, 10000, 20000, 40000 };
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = bth_ruleset_new_default (&error);
  const char *dir = argc == 2 ? argv[1] : g_get_tmp_dir ();
  Figures today[G_N_ELEMENTS (sizes)], now[G_N_ELEMENTS (sizes)], unsaved = { FALSE };

  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  if (rules == NULL)
    {
      fprintf (stderr, "bench-game-load: %s\n", error->message);
      return 1;
    }
  if (argc > 2 && g_str_equal (argv[1], "--write"))
    {
      /* The 20,000-event save alone, for bench-launch.sh to reopen. */
      g_autoptr(GFile) file = g_file_new_for_path (argv[2]);
      double mb;
      return write_save (rules, GOAL_EVENTS, file, &mb) ? 0 : 1;
    }
  if (argc > 2 && g_str_equal (argv[1], "--load"))
    {
      g_autoptr(GFile) file = g_file_new_for_path (argv[2]);
      for (int i = 0; i < 10; i++)
        {
          g_autoptr(BthGame) game = bth_game_load (rules, file, &error);
          if (game == NULL)
            {
              fprintf (stderr, "bench-game-load: %s\n", error->message);
              return 1;
            }
        }
      return 0;
    }
  printf ("bench-game-load: synthetic Grand Campaign saves, %d runs each; times are medians "
          "(wall clock / CPU time)\n\n", N_RUNS);
  printf ("%7s %6s | %-38s | %-38s\n", "", "", "without checkpoints (as before)", "with checkpoints (the books engine)");
  printf ("%7s %6s | %12s %14s %9s | %12s %14s %9s\n", "events", "MB", "load+fold", "undo+redo", "peak",
          "load+fold", "undo+redo", "peak");
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autofree char *name = g_strdup_printf ("bench-game-load-%u.json", sizes[s]);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      double mb;

      if (!write_save (rules, sizes[s], file, &mb))
        return 1;
      today[s] = measure (rules, file, FALSE, FALSE);
      now[s] = measure (rules, file, TRUE, TRUE);
      if (sizes[s] == GOAL_EVENTS)
        unsaved = measure (rules, file, TRUE, FALSE);
      if (!today[s].ok || !now[s].ok)
        return 1;
      printf ("%7u %6.1f | %5.1f/%5.1f ms %6.2f/%5.2f ms %6.1f MB | %5.1f/%5.1f ms %6.2f/%5.2f ms %6.1f MB\n",
              sizes[s], mb,
              today[s].load_ms, today[s].load_cpu_ms, today[s].undo_ms, today[s].undo_cpu_ms, today[s].peak_mb,
              now[s].load_ms, now[s].load_cpu_ms, now[s].undo_ms, now[s].undo_cpu_ms, now[s].peak_mb);
    }

  /* The goals, for the 20,000-event save (sizes[2]); CPU time, as the wall clock of a
   * shared machine counts other processes. */
  printf ("\ngoals for %u events (with checkpoints):\n", GOAL_EVENTS);
  printf ("  load and fold    < %4.0f ms: %6.1f ms CPU (%6.1f wall) — %s (without checkpoints: %.1f)\n",
          GOAL_LOAD_MS, now[2].load_cpu_ms, now[2].load_ms, verdict (now[2].load_cpu_ms, GOAL_LOAD_MS),
          today[2].load_cpu_ms);
  printf ("  undo + redo      < %4.0f ms: %6.2f ms CPU (%6.2f wall) — %s (without checkpoints: %.2f)\n",
          GOAL_UNDO_MS, now[2].undo_cpu_ms, now[2].undo_ms, verdict (now[2].undo_cpu_ms, GOAL_UNDO_MS),
          today[2].undo_cpu_ms);
  printf ("  peak memory      < %4.0f MB: %6.1f MB — %s (without checkpoints: %.1f)\n",
          GOAL_PEAK_MB, now[2].peak_mb, verdict (now[2].peak_mb, GOAL_PEAK_MB), today[2].peak_mb);

  /* What the saved checkpoint alone saves: the same books, without it (the whole log folded). */
  printf ("\nthe saved checkpoint at %u events: load and fold %.1f ms CPU with it, %.1f ms without it "
          "(in-memory checkpoints only)\n", GOAL_EVENTS, now[2].load_cpu_ms, unsaved.load_cpu_ms);

  /* The state's bytes themselves, for the 20,000-event save (in this process, after the
   * children): their size, and writing and reading them, beside the state's JSON dump. */
  {
    g_autofree char *path = g_build_filename (dir, "bench-game-load-20000.json", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(BthGame) game = NULL;
    double write_ms[N_RUNS], read_ms[N_RUNS], json_ms[N_RUNS];
    gsize size = 0, json_size = 0;

    bth_books_checkpoint_set_dir (NULL);
    if ((game = bth_game_load (rules, file, &error)) == NULL)
      {
        fprintf (stderr, "bench-game-load: %s\n", error->message);
        return 1;
      }
    for (int i = 0; i < N_RUNS; i++)
      {
        double c0 = cpu_ms ();
        g_autoptr(GBytes) bytes = bth_game_state_to_bytes (bth_game_get_state (game));
        g_autoptr(BthGameState) back = NULL;
        g_autofree char *dump = NULL;
        write_ms[i] = cpu_ms () - c0;
        c0 = cpu_ms ();
        back = bth_game_state_from_bytes (bytes, NULL);
        read_ms[i] = cpu_ms () - c0;
        c0 = cpu_ms ();
        dump = bth_game_state_dump (bth_game_get_state (game));
        json_ms[i] = cpu_ms () - c0;
        size = g_bytes_get_size (bytes);
        json_size = strlen (dump);
      }
    qsort (write_ms, N_RUNS, sizeof (double), compare);
    qsort (read_ms, N_RUNS, sizeof (double), compare);
    qsort (json_ms, N_RUNS, sizeof (double), compare);
    printf ("the state in its checkpoint: %.1f KB, written in %.3f ms, read in %.3f ms CPU "
            "(its JSON dump: %.1f KB in %.3f ms)\n", size / 1024.0, write_ms[N_RUNS / 2], read_ms[N_RUNS / 2],
            json_size / 1024.0, json_ms[N_RUNS / 2]);
  }

  /* Growth per event from 5,000 to 40,000: how it scales with the length of a campaign. */
  printf ("\ngrowth from %u to %u events, per 1,000 events (CPU time):\n", sizes[0], sizes[3]);
  for (int k = 0; k < 2; k++)
    {
      const Figures *f = k == 0 ? today : now;
      double per = (sizes[3] - sizes[0]) / 1000.0;
      printf ("  %-36s load %+.2f ms, undo+redo %+.3f ms, peak %+.2f MB\n",
              k == 0 ? "without checkpoints (as before):" : "with checkpoints (the books engine):",
              (f[3].load_cpu_ms - f[0].load_cpu_ms) / per, (f[3].undo_cpu_ms - f[0].undo_cpu_ms) / per,
              (f[3].peak_mb - f[0].peak_mb) / per);
    }
  return 0;
}
