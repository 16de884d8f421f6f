/* bth-atomic-file.h — writing a file so that a crash at any moment loses nothing, and
 * leaves nothing behind that the next save does not clean up.
 *
 * The data goes to a temporary file beside the target (".NAME.tmp-PID-XXXXXX"), is
 * flushed to disk and renamed over NAME; the previous NAME is first copied the same way to
 * NAME.bak. A process killed in the middle leaves NAME (or, while NAME.bak is replaced,
 * NAME itself) whole, and at most its temporary file: bth_atomic_file_clean() removes the
 * temporary files of NAME whose process is gone, and the GIO temporary files
 * (".goutputstream-XXXXXX") that earlier versions left, once an hour old.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Writes DATA to PATH atomically; with KEEP_BACKUP the previous PATH becomes PATH.bak.
 * Stale temporary files of PATH are removed first. */
gboolean bth_atomic_file_write (const char *path, const char *data, gsize length,
                                gboolean keep_backup, GError **error);

/* Removes the temporary files a killed write of PATH left beside it; returns how many. */
guint    bth_atomic_file_clean (const char *path);

G_END_DECLS
