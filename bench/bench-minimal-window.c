/* bench-minimal-window — the yardstick for bench-launch: a minimal libadwaita application
 * (AdwApplication, an AdwApplicationWindow with a header bar and one label), as a new
 * GNOME app starts. It prints "first-frame MICROSECONDS RSS_KB PEAK_KB CPU_MS" (the time
 * from g_get_monotonic_time(), the memory from /proc/self/status: VmRSS, VmHWM, the CPU
 * time of its threads) when the window has painted its first frame, as berthier does with BERTHIER_REPORT_FIRST_FRAME, then
 * quits. */
#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* KEY ("VmRSS:") from /proc/self/status, in kB (0 where there is no /proc). */
static long
status_kb (const char *status,
           const char *key)
{
  const char *line = status != NULL ? strstr (status, key) : NULL;

  return line != NULL ? strtol (line + strlen (key), NULL, 10) : 0;
}

static void
on_after_paint (GdkFrameClock *clock,
                GApplication  *app)
{
  g_autofree char *status = NULL;
  gint64 now = g_get_monotonic_time ();
  struct timespec cpu = { 0 };

  g_signal_handlers_disconnect_by_func (clock, on_after_paint, app);
  g_file_get_contents ("/proc/self/status", &status, NULL, NULL);
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu);
  printf ("first-frame %" G_GINT64_FORMAT " %ld %ld %ld\n", now, status_kb (status, "VmRSS:"),
          status_kb (status, "VmHWM:"), (long) (cpu.tv_sec * 1000 + cpu.tv_nsec / 1000000));
  fflush (stdout);
  g_application_quit (app);
}

static void
on_realize (GtkWidget    *window,
            GApplication *app)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_after_paint), app);
}

static void
on_activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new ("Hello");

  gtk_widget_set_vexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), label);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), "Minimal");
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 720);
  g_signal_connect (window, "realize", G_CALLBACK (on_realize), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.berthier.BenchMinimalWindow",
                                                       G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
