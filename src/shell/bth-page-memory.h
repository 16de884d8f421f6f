/* bth-page-memory.h — the files that keep a tool page's entries across launches.
 *
 * Nothing the players entered is lost when the app closes mid-battle: each tool page's
 * state (what BthPageClass.save_state() returns) is kept in
 * $XDG_STATE_HOME/berthier/pages/NAME.json, written whole (atomically) after a change, and
 * read back when the page is first built (never before the first frame). A file that
 * cannot be read is moved aside as NAME.json.unreadable, never overwritten: the page starts
 * empty and says so.
 *
 * The file is a JSON object { "format": 1, "page": NAME, "state": … }: the page's state
 * as a JSON value when it is JSON, as a string otherwise.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The file NAME's state is kept in (free with g_free()). */
char     *bth_page_memory_path   (const char  *name);

/* Reads NAME's kept state into *STATE (NULL when there is none). FRESH is the state of a
 * page just built: a kept state must have its shape (the same kinds of values under the
 * same names) for the page to read it. When the file cannot be read or has another shape
 * it is moved to NAME.json.unreadable and FALSE is returned with ERROR naming both. */
gboolean  bth_page_memory_load   (const char  *name,
                                  const char  *fresh,
                                  char       **state,
                                  GError     **error);

/* Writes STATE as NAME's kept state, replacing the file in one step. */
gboolean  bth_page_memory_save   (const char  *name,
                                  const char  *state,
                                  GError     **error);

/* Removes NAME's kept state (the page is back to empty); no file is not an error. */
gboolean  bth_page_memory_forget (const char  *name,
                                  GError     **error);

G_END_DECLS
