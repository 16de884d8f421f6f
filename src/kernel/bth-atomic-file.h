/* bth-atomic-file.h — writing a file so that a crash at any moment loses nothing, and
 * leaves nothing behind that the next save does not clean up.
 *
 * The data goes to a temporary file beside the target (".NAME.tmp-PID-XXXXXX"), is
 * flushed to disk and renamed over NAME; the previous NAME is first copied the same way to
 * NAME.bak. A process killed in the middle leaves NAME (or, while NAME.bak is replaced,
 * NAME itself) whole, and at most its temporary file: bth_atomic_file_clean() removes the
 * temporary files of NAME whose process is gone, and those earlier versions left once an
 * hour old: GIO's (".goutputstream-XXXXXX") and GLib's g_file_set_contents() ("NAME.XXXXXX",
 * its six letters and digits not all lower-case letters, so that "NAME.backup" stays).
 *
 * Every file that holds what the players entered (saves, players' data, the Campaign Game
 * Card, the board's record, sea zones, page memory, exports) is written this way.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Writes DATA to PATH atomically; with KEEP_BACKUP the previous PATH becomes PATH.bak.
 * Stale temporary files of PATH are removed first. */
gboolean bth_atomic_file_write (const char *path, const char *data, gsize length,
                                gboolean keep_backup, GError **error);

/* Removes the temporary files a killed write of PATH left beside it; returns how many. */
guint    bth_atomic_file_clean (const char *path);

/* bth_atomic_file_write() for a local FILE; another (a remote one) is replaced by GIO,
 * without a backup. */
gboolean bth_atomic_file_replace (GFile *file, const char *data, gsize length,
                                  gboolean keep_backup, GError **error);

/* Renames an unreadable PATH aside, to PATH.unreadable (PATH.unreadable-2, -3 … when that is
 * taken: an earlier damaged file is never written over), and returns the new path; NULL
 * with ERROR when it could not be renamed. */
char    *bth_atomic_file_set_aside (const char *path, GError **error);

G_END_DECLS
