/* bth-test-kills.h — a process killed while it writes a file, again and again: what the
 * crash tests of the game's save and of the players' data share (issue 17).
 *
 * A child keeps writing the file, telling the parent over a pipe each N it has written. The
 * parent kills it (SIGKILL) at a random moment, BERTHIER_SAVE_KILLS times (24 unless set),
 * each child carrying on from the file the last one left. After every kill the file, or else
 * its .bak, must read and hold every N the child had written.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  /* The child: carry on from PATH, write for ever, writing each N done (a line) to FD;
   * never returns. */
  void      (*child)  (const char *path, int fd);
  /* The file in PATH read without cleaning up beside it, or NULL with ERROR set. */
  gpointer  (*read)   (const char *path, GError **error);
  /* The highest N such that #1# … #N# are all in what read returned. */
  guint     (*held)   (gpointer object);
  /* Optional: fails unless what read returned after kill KILL holds all else it should. */
  void      (*check)  (gpointer object, guint kill);
  GDestroyNotify free;
  const char *verb;      /* "saved", "written" */
  const char *holding;   /* "the game holds notes", in the message of a loss */
  const char *things;    /* "notes", in the closing summary */
} BthTestKills;

/* Kills WHAT's child again and again, writing DIR/BASE (see above); logs a summary, and
 * returns how many the file holds after the last kill (more than 0). */
guint bth_test_kill_writers   (const BthTestKills *what,
                               const char         *dir,
                               const char         *base);

/* The files in DIR other than BASE and BASE.bak, their names appended to NAMES if given. */
guint bth_test_count_leftovers (const char *dir,
                                const char *base,
                                GString    *names);

/* Removes DIR and the files in it. */
void  bth_test_remove_dir      (const char *dir);

G_END_DECLS
