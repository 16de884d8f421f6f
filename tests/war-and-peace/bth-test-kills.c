/* bth-test-kills.c — a process killed while it writes a file, again and again.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-test-kills.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

guint
bth_test_count_leftovers (const char *dir, const char *base, GString *names)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autofree char *bak = g_strconcat (base, ".bak", NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (!g_str_equal (name, base) && !g_str_equal (name, bak))
      {
        n++;
        if (names != NULL)
          g_string_append_printf (names, " %s", name);
      }
  return n;
}

void
bth_test_remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *full = g_build_filename (dir, name, NULL);
      g_remove (full);
    }
  g_rmdir (dir);
}

/* Reads the child's reports until the first line (one finished write); returns the
 * lines read. A child that ends before writing anything reads as 0. */
static guint
wait_for_first_write (int fd)
{
  guint lines = 0;
  char c;

  while (lines == 0 && read (fd, &c, 1) == 1)
    if (c == '\n')
      lines++;
  return lines;
}

guint
bth_test_kill_writers (const BthTestKills *what, const char *dir, const char *base)
{
  g_autofree char *path = g_build_filename (dir, base, NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  const char *kills_text = g_getenv ("BERTHIER_SAVE_KILLS");
  guint kills = kills_text != NULL ? (guint) g_ascii_strtoull (kills_text, NULL, 10) : 24;
  guint done = 0, from_bak = 0, left_behind = 0, most = 0;

  g_assert_cmpuint (kills, >=, 1);
  for (guint k = 0; k < kills; k++)
    {
      g_autoptr(GError) local = NULL;
      gpointer object;
      char buffer[4096];
      guint acknowledged = 0;
      int fds[2], status;
      pid_t pid;

      g_assert_cmpint (pipe (fds), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (fds[0]);
          what->child (path, fds[1]);
          _exit (99);   /* the child never returns */
        }
      close (fds[1]);
      /* Every other kill waits for the child's first finished write, however slow the
       * machine (sanitizers, a busy CI), so that the test always gets past the first
       * write; the others strike at a random moment, maybe before any write is done. */
      if (k % 2 == 1)
        acknowledged += wait_for_first_write (fds[0]);
      g_usleep (g_random_int_range (2000, 120000));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      if (!WIFSIGNALED (status))
        g_error ("the process that %s ended by itself (status %d) before it was killed", what->verb, status);
      /* Every N the child reported was written before the kill. */
      for (;;)
        {
          ssize_t n = read (fds[0], buffer, sizeof buffer - 1);
          char *line;
          if (n <= 0)
            break;
          buffer[n] = '\0';
          for (line = buffer; (line = strchr (line, '\n')) != NULL; line++)
            acknowledged++;
        }
      close (fds[0]);
      done += acknowledged;
      most = MAX (most, done);

      if (done == 0 && !g_file_test (path, G_FILE_TEST_EXISTS))
        continue;   /* killed before its first write was done: nothing to find */
      left_behind += bth_test_count_leftovers (dir, base, NULL);
      object = what->read (path, &local);
      if (object == NULL)
        {
          g_test_message ("kill %u: %s; reading the backup", k, local->message);
          g_clear_error (&local);
          object = what->read (bak, &local);
          g_assert_no_error (local);
          from_bak++;
        }
      if (what->check != NULL)
        what->check (object, k);
      if (what->held (object) < done)
        g_error ("kill %u: %s #1#…#%u#, but #%u# was %s before the kill",
                 k, what->holding, what->held (object), done, what->verb);
      /* What the file holds is where the next child carries on. */
      done = what->held (object);
      what->free (object);
    }
  g_test_message ("%u kills; %u %s %s; %u loads from the backup; %u temporary files seen after kills",
                  kills, most, what->things, what->verb, from_bak, left_behind);
  g_assert_cmpuint (done, >, 0);
  return done;
}
