/* bench-launch — from launch until the game is on screen, and the memory it holds then:
 * berthier beside a minimal libadwaita window (bench-minimal-window) on the same display.
 *
 *   bench/bench-launch.sh BUILD_DIR [RUNS]     (starts a virtual display and runs this)
 *   bench-launch RUNS CAMPAIGN_SAVE [BASELINE]  (on the current display)
 *
 * CAMPAIGN_SAVE is a long game to reopen (bench-game-load writes a 20,000-event Grand
 * Campaign). Berthier is launched in three ways, each with its own XDG_STATE_HOME (where
 * it keeps which game was open last, bth-game-store.c):
 *   - a first launch, which starts the default scenario (Austerlitz);
 *   - reopening that Austerlitz game, as on the next evening;
 *   - reopening CAMPAIGN_SAVE.
 * BASELINE, another build of berthier (an earlier commit's), reopens both games as well, to
 * compare a change in the same run (bench-launch.sh takes it as BASELINE=PATH).
 * Each is started RUNS times, in turn with the minimal window, after one warm-up start
 * each that is not counted. The clock starts just before the process is spawned and stops
 * at the g_get_monotonic_time() the program prints: "first-frame" when its window first
 * painted, "game-shown" when it painted with the game open (berthier does so with
 * BERTHIER_REPORT_FIRST_FRAME=exit, then quits); each line also gives VmRSS and VmHWM.
 *
 * The goals (issue 24): the reopened Grand Campaign on screen within 1.5 times the
 * minimal window's first frame, holding at most 1.3 times its resident memory. */
#include <glib.h>
#include <glib/gstdio.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define TIMEOUT_MS 30000
#define TIME_GOAL   1.5
#define MEMORY_GOAL 1.3

typedef struct {
  double first_frame_ms;   /* from the spawn */
  double shown_ms;         /* the game on screen; the first frame for the minimal window */
  double rss_mb;           /* VmRSS then */
  double peak_mb;          /* VmHWM then */
  double cpu_ms;           /* the CPU time of its threads until then */
} Launch;

typedef struct {
  const char *name;
  const char *program;
  char       *state_dir;   /* XDG_STATE_HOME, or NULL to leave it */
  char       *reopen_uri;  /* the game it reopens, or NULL for a first launch */
  GArray     *launches;    /* of Launch */
} Case;

/* Reads "WHAT MICROSECONDS RSS_KB PEAK_KB CPU_MS" from OUTPUT. */
static gboolean
find_report (const char *output, const char *what, gint64 *at, double *rss, double *peak,
             double *cpu)
{
  g_autofree char *key = g_strconcat (what, " ", NULL);
  const char *line = strstr (output, key);
  char *end;

  if (line == NULL || strchr (line, '\n') == NULL)
    return FALSE;
  *at = g_ascii_strtoll (line + strlen (key), &end, 10);
  *rss = g_ascii_strtod (end, &end) / 1024.0;
  *peak = g_ascii_strtod (end, &end) / 1024.0;
  *cpu = g_ascii_strtod (end, &end);
  return TRUE;
}

/* Remembers (or forgets) the game the next launch reopens, as berthier keeps it. */
static void
set_reopened_game (const Case *c)
{
  g_autofree char *dir = g_build_filename (c->state_dir, "berthier", NULL);
  g_autofree char *path = g_build_filename (dir, "current-game", NULL);

  g_mkdir_with_parents (dir, 0700);
  if (c->reopen_uri != NULL)
    g_file_set_contents (path, c->reopen_uri, -1, NULL);
  else
    g_unlink (path);
}

/* Starts the case's program and fills *LAUNCH; FALSE if it showed nothing in TIMEOUT_MS. */
static gboolean
launch_once (const Case *c, Launch *launch)
{
  char *argv[] = { (char *) c->program, NULL };
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "BERTHIER_REPORT_FIRST_FRAME",
                                          "exit", TRUE);
  g_autoptr(GError) error = NULL;
  GString *output = g_string_new (NULL);
  const char *last = c->state_dir != NULL ? "game-shown" : "first-frame";
  gint64 start, first = -1, shown = -1;
  double rss, peak, cpu;
  GPid pid;
  int out_fd, status;

  if (c->state_dir != NULL)
    {
      envp = g_environ_setenv (envp, "XDG_STATE_HOME", c->state_dir, TRUE);
      set_reopened_game (c);
    }
  start = g_get_monotonic_time ();
  if (!g_spawn_async_with_pipes (NULL, argv, envp, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                 &pid, NULL, &out_fd, NULL, &error))
    {
      fprintf (stderr, "bench-launch: %s: %s\n", c->program, error->message);
      exit (1);
    }

  while (shown < 0)
    {
      struct pollfd fds = { .fd = out_fd, .events = POLLIN };
      char buffer[256];
      ssize_t n;
      int waited = (int) ((g_get_monotonic_time () - start) / 1000);

      if (waited >= TIMEOUT_MS || poll (&fds, 1, TIMEOUT_MS - waited) <= 0)
        break;
      n = read (out_fd, buffer, sizeof buffer);
      if (n <= 0)
        break;
      g_string_append_len (output, buffer, n);
      if (first < 0 && find_report (output->str, "first-frame", &first, &rss, &peak, &cpu))
        launch->first_frame_ms = (double) (first - start) / 1000.0;
      if (find_report (output->str, last, &shown, &rss, &peak, &cpu))
        {
          launch->cpu_ms = cpu;
          launch->shown_ms = (double) (shown - start) / 1000.0;
          launch->rss_mb = rss;
          launch->peak_mb = peak;
        }
    }
  close (out_fd);
  if (shown < 0)
    kill (pid, SIGTERM);
  waitpid (pid, &status, 0);
  g_spawn_close_pid (pid);
  g_string_free (output, TRUE);
  if (shown < 0)
    fprintf (stderr, "bench-launch: %s (%s) showed no %s within %d s\n", c->name, c->program,
             last, TIMEOUT_MS / 1000);
  return shown >= 0;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The median of one field (at OFFSET in Launch) over the case's launches. */
static double
median (const Case *c, gsize offset)
{
  guint n = c->launches->len;
  g_autofree double *values = g_new (double, n);

  for (guint i = 0; i < n; i++)
    values[i] = *(const double *) ((const char *) &g_array_index (c->launches, Launch, i) + offset);
  qsort (values, n, sizeof *values, compare_doubles);
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* The game the first launch started and remembered (its XDG_STATE_HOME's current-game). */
static char *
remembered_game (const char *state_dir)
{
  g_autofree char *path = g_build_filename (state_dir, "berthier", "current-game", NULL);
  char *uri = NULL;

  if (!g_file_get_contents (path, &uri, NULL, NULL))
    return NULL;
  return g_strstrip (uri);
}

int
main (int argc, char **argv)
{
  int runs = argc > 2 ? atoi (argv[1]) : 0;
  const char *baseline = argc > 3 ? argv[3] : NULL;
  g_autofree char *work = NULL;
  g_autoptr(GError) error = NULL;
  Case cases[] = {
    { "minimal libadwaita window", MINIMAL_WINDOW },
    { "berthier, first launch (Austerlitz started)", BERTHIER_APP },
    { "berthier, Austerlitz reopened", BERTHIER_APP },
    { "berthier, 20,000-event Grand Campaign reopened", BERTHIER_APP },
    { "baseline, Austerlitz reopened", NULL },
    { "baseline, 20,000-event Grand Campaign reopened", NULL },
  };
  enum { MINIMAL, FIRST, AUSTERLITZ, CAMPAIGN, BASE_AUSTERLITZ, BASE_CAMPAIGN };
  int n_cases = baseline != NULL ? BASE_CAMPAIGN + 1 : CAMPAIGN + 1;
  const Case *minimal = &cases[MINIMAL], *campaign = &cases[CAMPAIGN];
  double time_ratio, memory_ratio;

  if (runs < 1)
    {
      fprintf (stderr, "usage: bench-launch RUNS CAMPAIGN_SAVE [BASELINE]\n");
      return 2;
    }
  if ((work = g_dir_make_tmp ("bench-launch-XXXXXX", &error)) == NULL)
    {
      fprintf (stderr, "bench-launch: %s\n", error->message);
      return 1;
    }
  for (int c = FIRST; c < n_cases; c++)
    cases[c].state_dir = g_strdup_printf ("%s/state-%d", work, c);
  cases[BASE_AUSTERLITZ].program = cases[BASE_CAMPAIGN].program = baseline;
  cases[CAMPAIGN].reopen_uri = g_filename_to_uri (argv[2], NULL, &error);
  if (cases[CAMPAIGN].reopen_uri == NULL)
    {
      fprintf (stderr, "bench-launch: %s\n", error->message);
      return 1;
    }
  cases[BASE_CAMPAIGN].reopen_uri = g_strdup (cases[CAMPAIGN].reopen_uri);
  for (int c = 0; c < n_cases; c++)
    {
      Launch warm_up;

      cases[c].launches = g_array_new (FALSE, TRUE, sizeof (Launch));
      /* Warm-up: libraries and data in the page cache, fontconfig's cache written; the
       * first launch's warm-up starts the Austerlitz game the next case reopens. */
      if (!launch_once (&cases[c], &warm_up))
        return 1;
      if (c == FIRST && (cases[AUSTERLITZ].reopen_uri = remembered_game (cases[FIRST].state_dir)) == NULL)
        {
          fprintf (stderr, "bench-launch: the first launch remembered no game in %s\n",
                   cases[FIRST].state_dir);
          return 1;
        }
      if (c == FIRST)
        cases[BASE_AUSTERLITZ].reopen_uri = g_strdup (cases[AUSTERLITZ].reopen_uri);
    }
  for (int i = 0; i < runs; i++)
    for (int c = 0; c < n_cases; c++)
      {
        Launch launch = { 0 };

        if (!launch_once (&cases[c], &launch))
          return 1;
        g_array_append_val (cases[c].launches, launch);
      }

  printf ("launch until the game is on screen, median of %d runs each after one warm-up "
          "(GSK_RENDERER=%s)\n", runs,
          g_getenv ("GSK_RENDERER") != NULL ? g_getenv ("GSK_RENDERER") : "default");
  printf ("%-48s %12s %12s %10s %10s %10s\n", "", "first frame", "game shown", "its CPU",
          "resident", "peak");
  for (int c = 0; c < n_cases; c++)
    {
      double shown = median (&cases[c], G_STRUCT_OFFSET (Launch, shown_ms));

      printf ("%-48s %9.0f ms ", cases[c].name, median (&cases[c], G_STRUCT_OFFSET (Launch, first_frame_ms)));
      if (c == MINIMAL)
        printf ("%12s", "-");
      else
        printf ("%9.0f ms", shown);
      printf (" %7.0f ms %7.1f MB %7.1f MB\n", median (&cases[c], G_STRUCT_OFFSET (Launch, cpu_ms)), median (&cases[c], G_STRUCT_OFFSET (Launch, rss_mb)),
              median (&cases[c], G_STRUCT_OFFSET (Launch, peak_mb)));
    }
  printf ("ratios to the minimal window's first frame (wall clock; CPU time, which a busy "
          "machine disturbs less) and resident memory:\n");
  for (int c = FIRST; c < n_cases; c++)
    printf ("  %-46s %5.2f× the time (%4.2f× the CPU), %5.2f× the memory\n", cases[c].name,
            median (&cases[c], G_STRUCT_OFFSET (Launch, shown_ms))
              / median (minimal, G_STRUCT_OFFSET (Launch, first_frame_ms)),
            median (&cases[c], G_STRUCT_OFFSET (Launch, cpu_ms))
              / median (minimal, G_STRUCT_OFFSET (Launch, cpu_ms)),
            median (&cases[c], G_STRUCT_OFFSET (Launch, rss_mb))
              / median (minimal, G_STRUCT_OFFSET (Launch, rss_mb)));

  time_ratio = median (campaign, G_STRUCT_OFFSET (Launch, shown_ms))
               / median (minimal, G_STRUCT_OFFSET (Launch, first_frame_ms));
  memory_ratio = median (campaign, G_STRUCT_OFFSET (Launch, rss_mb))
                 / median (minimal, G_STRUCT_OFFSET (Launch, rss_mb));
  printf ("goal: the reopened Grand Campaign on screen within %.1f× the minimal window's first "
          "frame: %.2f× — %s\n", TIME_GOAL, time_ratio, time_ratio <= TIME_GOAL ? "met" : "NOT met");
  printf ("goal: holding at most %.1f× its resident memory: %.2f× — %s\n", MEMORY_GOAL,
          memory_ratio, memory_ratio <= MEMORY_GOAL ? "met" : "NOT met");

  for (int c = 0; c < n_cases; c++)
    {
      g_array_unref (cases[c].launches);
      g_free (cases[c].state_dir);
      g_free (cases[c].reopen_uri);
    }
  /* The state directories hold only current-game files and page memories. */
  {
    g_autofree char *command = g_strdup_printf ("rm -rf '%s'", work);
    if (system (command) != 0)
      fprintf (stderr, "bench-launch: could not remove %s\n", work);
  }
  return 0;
}
