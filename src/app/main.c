/* main.c — entry point of the berthier application.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "bth-application.h"
#include "bth-books-checkpoint.h"
#include "bth-installed-games.h"

/* BERTHIER_REPORT_FIRST_FRAME=1 prints "first-frame MICROSECONDS" (g_get_monotonic_time())
 * when the first window has painted its first frame; "exit" also quits then. For
 * bench/bench-launch, which compares it with a minimal GTK window. */
static void
on_first_after_paint (GdkFrameClock *clock,
                      GApplication  *app)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_after_paint, app);
  printf ("first-frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  fflush (stdout);
  if (g_strcmp0 (g_getenv ("BERTHIER_REPORT_FIRST_FRAME"), "exit") == 0)
    g_application_quit (app);
}

static void
on_first_window_realize (GtkWidget    *window,
                         GApplication *app)
{
  g_signal_handlers_disconnect_by_func (window, on_first_window_realize, app);
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_first_after_paint), app);
}

static void
on_first_window_added (GtkApplication *app,
                       GtkWindow      *window)
{
  g_signal_handlers_disconnect_by_func (app, on_first_window_added, NULL);
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
