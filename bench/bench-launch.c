/* bench-launch — the time from process start to the first frame on screen, for berthier
 * beside a minimal GTK 4 window (bench-minimal-window) on the same display. The target is
 * berthier within 1.5 times the minimal window.
 *
 *   bench/bench-launch.sh BUILD_DIR [RUNS]     (starts a virtual display and runs this)
 *   bench-launch [RUNS]                        (on the current display; default 10 runs)
 *
 * Each program is started RUNS times, alternately, after one warm-up start each that is not
 * counted. The clock starts just before the process is spawned and stops at the
 * g_get_monotonic_time() the program prints when its window's frame clock first emits
 * "after-paint" (berthier does so with BERTHIER_REPORT_FIRST_FRAME=exit, then quits). */
#include <glib.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define TIMEOUT_MS 30000

/* Starts PROGRAM and returns the milliseconds until it reported its first frame, or a
 * negative number if it did not within TIMEOUT_MS. */
static double
launch_once (const char *program)
{
  char *argv[] = { (char *) program, NULL };
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "BERTHIER_REPORT_FIRST_FRAME",
                                          "exit", TRUE);
  g_autoptr(GError) error = NULL;
  GString *output = g_string_new (NULL);
  gint64 start, reported = -1;
  GPid pid;
  int out_fd, status;

  start = g_get_monotonic_time ();
  if (!g_spawn_async_with_pipes (NULL, argv, envp, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                 &pid, NULL, &out_fd, NULL, &error))
    {
      fprintf (stderr, "bench-launch: %s: %s\n", program, error->message);
      exit (1);
    }

  while (reported < 0)
    {
      struct pollfd fds = { .fd = out_fd, .events = POLLIN };
      char buffer[256];
      ssize_t n;
      const char *line;
      int waited = (int) ((g_get_monotonic_time () - start) / 1000);

      if (waited >= TIMEOUT_MS || poll (&fds, 1, TIMEOUT_MS - waited) <= 0)
        break;
      n = read (out_fd, buffer, sizeof buffer);
      if (n <= 0)
        break;
      g_string_append_len (output, buffer, n);
      line = strstr (output->str, "first-frame ");
      if (line != NULL && strchr (line, '\n') != NULL)
        reported = g_ascii_strtoll (line + strlen ("first-frame "), NULL, 10);
    }
  close (out_fd);
  if (reported < 0)
    kill (pid, SIGTERM);
  waitpid (pid, &status, 0);
  g_spawn_close_pid (pid);
  g_string_free (output, TRUE);

  return reported < 0 ? -1 : (double) (reported - start) / 1000.0;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *values,
        int     n)
{
  qsort (values, (size_t) n, sizeof *values, compare_doubles);
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

int
main (int argc, char **argv)
{
  const char *programs[2] = { BERTHIER_APP, MINIMAL_WINDOW };
  const char *names[2] = { "berthier", "minimal GTK window" };
  int runs = argc > 1 ? atoi (argv[1]) : 10;
  g_autofree double *times[2] = { NULL, NULL };
  double medians[2], minimums[2];

  if (runs < 1)
    {
      fprintf (stderr, "usage: bench-launch [RUNS]\n");
      return 2;
    }
  for (int p = 0; p < 2; p++)
    {
      times[p] = g_new (double, runs);
      /* Warm-up: libraries and data in the page cache, fontconfig's cache written. */
      if (launch_once (programs[p]) < 0)
        {
          fprintf (stderr, "bench-launch: %s showed no frame within %d s\n", programs[p],
                   TIMEOUT_MS / 1000);
          return 1;
        }
    }
  for (int i = 0; i < runs; i++)
    for (int p = 0; p < 2; p++)
      if ((times[p][i] = launch_once (programs[p])) < 0)
        {
          fprintf (stderr, "bench-launch: %s showed no frame within %d s\n", programs[p],
                   TIMEOUT_MS / 1000);
          return 1;
        }

  printf ("launch to first frame, %d runs each after one warm-up (GSK_RENDERER=%s)\n", runs,
          g_getenv ("GSK_RENDERER") != NULL ? g_getenv ("GSK_RENDERER") : "default");
  printf ("%-20s %10s %10s\n", "", "median", "min");
  for (int p = 0; p < 2; p++)
    {
      minimums[p] = times[p][0];
      for (int i = 1; i < runs; i++)
        minimums[p] = MIN (minimums[p], times[p][i]);
      medians[p] = median (times[p], runs);
      printf ("%-20s %7.1f ms %7.1f ms\n", names[p], medians[p], minimums[p]);
    }
  printf ("%-20s %9.2f× %9.2f×   (target: at most 1.5× by the median)\n", "ratio",
          medians[0] / medians[1], minimums[0] / minimums[1]);
  return medians[0] <= 1.5 * medians[1] ? 0 : 3;
}
