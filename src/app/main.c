/* main.c — entry point of the berthier application.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bth-application.h"
#include "bth-books-checkpoint.h"
#include "bth-installed-games.h"
#include "bth-window.h"

/* For bench/bench-launch, which compares the launch with a minimal libadwaita window:
 * BERTHIER_REPORT_FIRST_FRAME=1 prints
 *   "first-frame MICROSECONDS RSS_KB PEAK_KB CPU_MS"  when the first window has painted its
 *                                                     first frame, and
 *   "game-shown MICROSECONDS RSS_KB PEAK_KB CPU_MS"   when it has painted the first frame
 *                                                     with the game open (the last
 *                                                     evening's, reopened, or the default
 *                                                     scenario, started),
 * the time from g_get_monotonic_time(), the memory from /proc/self/status (VmRSS, VmHWM),
 * the CPU time of all the process's threads so far;
 * "exit" also quits after the second. */

/* Reads KEY ("VmRSS:") from /proc/self/status, in kB (0 where there is no /proc). */
static long
status_kb (const char *status,
           const char *key)
{
  const char *line = status != NULL ? strstr (status, key) : NULL;

  return line != NULL ? strtol (line + strlen (key), NULL, 10) : 0;
}

static void
report (const char *what)
{
  g_autofree char *status = NULL;
  gint64 now = g_get_monotonic_time ();
  struct timespec cpu = { 0 };

  g_file_get_contents ("/proc/self/status", &status, NULL, NULL);
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu);
  printf ("%s %" G_GINT64_FORMAT " %ld %ld %ld\n", what, now, status_kb (status, "VmRSS:"),
          status_kb (status, "VmHWM:"), (long) (cpu.tv_sec * 1000 + cpu.tv_nsec / 1000000));
  fflush (stdout);
}

/* The game is on screen once the frame painted has it: the window has it and is no longer
 * reading it (its pages rebuild for it at a higher priority than the frame is painted). */
static void
on_after_paint (GdkFrameClock *clock,
                BthWindow     *window)
{
  BthSession *session = bth_window_get_session (window);
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (window)));

  if (g_object_get_data (G_OBJECT (window), "bth-first-frame-reported") == NULL)
    {
      g_object_set_data (G_OBJECT (window), "bth-first-frame-reported", GINT_TO_POINTER (1));
      report ("first-frame");
    }
  if (bth_window_is_loading_game (window) || session == NULL || bth_session_get_game (session) == NULL)
    return;
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, window);
  report ("game-shown");
  if (g_strcmp0 (g_getenv ("BERTHIER_REPORT_FIRST_FRAME"), "exit") == 0 && app != NULL)
    g_application_quit (app);
}

static void
on_first_window_realize (GtkWidget    *window,
                         GApplication *app)
{
  g_signal_handlers_disconnect_by_func (window, on_first_window_realize, app);
  g_signal_connect_object (gtk_widget_get_frame_clock (window), "after-paint",
                           G_CALLBACK (on_after_paint), window, 0);
}

static void
on_first_window_added (GtkApplication *app,
                       GtkWindow      *window)
{
  g_signal_handlers_disconnect_by_func (app, on_first_window_added, NULL);
  if (!BTH_IS_WINDOW (window))
    return;
  g_signal_connect (window, "realize", G_CALLBACK (on_first_window_realize), app);
  if (gtk_widget_get_realized (GTK_WIDGET (window)))
    on_first_window_realize (GTK_WIDGET (window), G_APPLICATION (app));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BthApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  bth_app_register_installed_games ();
  /* Long games open without folding their whole log again (docs/books-engine.md). */
  {
    g_autofree char *checkpoints = bth_books_checkpoint_default_dir ();
    bth_books_checkpoint_set_dir (checkpoints);
  }
  app = bth_application_new ();
  if (g_getenv ("BERTHIER_REPORT_FIRST_FRAME") != NULL)
    g_signal_connect (app, "window-added", G_CALLBACK (on_first_window_added), NULL);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
