/* bench-minimal-window — the yardstick for bench-launch: a plain GTK 4 window with one
 * label. It prints "first-frame MICROSECONDS" (g_get_monotonic_time()) when the window has
 * painted its first frame, as berthier does with BERTHIER_REPORT_FIRST_FRAME, then quits. */
#include <gtk/gtk.h>
#include <stdio.h>

static void
on_after_paint (GdkFrameClock *clock,
                GMainLoop     *loop)
{
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, loop);
  printf ("first-frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  fflush (stdout);
  g_main_loop_quit (loop);
}

static void
on_realize (GtkWidget *window,
            GMainLoop *loop)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_after_paint), loop);
}

int
main (int argc, char **argv)
{
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  GtkWidget *window;

  gtk_init ();
  window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), "Minimal");
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 720);
  gtk_window_set_child (GTK_WINDOW (window), gtk_label_new ("Hello"));
  g_signal_connect (window, "realize", G_CALLBACK (on_realize), loop);
  gtk_window_present (GTK_WINDOW (window));
  g_main_loop_run (loop);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
