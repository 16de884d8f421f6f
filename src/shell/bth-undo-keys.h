/* bth-undo-keys.h — what Ctrl+Z means where the keyboard focus is, for the main window and
 * for a tool's own window (the Naval Checks).
 *
 * Ctrl+Z in an empty entry is the window's undo, as everywhere else on the page: the
 * entry's own text undo would only bring back what the page emptied it of (a die a roll
 * used up, a value recorded). On a tool page (one whose entries are undo steps) it is the
 * session's undo wherever the focus is, unless typing in the entry is newer than the
 * latest step: every change to an entry is a step there, so Ctrl+Z takes back the players'
 * latest act (the roll, when nothing was typed since), never typing from before a roll
 * that the entry's own history still holds. Elsewhere, with text in an entry, Ctrl+Z
 * undoes the typing.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "bth-session.h"

G_BEGIN_DECLS

/* For a window's key handler in the capture phase (before the entry sees the key), with
 * FOCUS the window's focus: TRUE when the key is a Ctrl+Z the window's undo takes (the
 * handler then undoes and stops the key). TOOLS_UNDO: the window's undo is SESSION's (a
 * tool page shows), not the game's. Any other key typed into an entry is noted, so that
 * a later Ctrl+Z knows whether that typing is the latest thing done. */
gboolean bth_undo_keys_take (BthSession      *session,
                             GtkWidget       *focus,
                             guint            keyval,
                             GdkModifierType  state,
                             gboolean         tools_undo);

/* Marks AREA, a part of a game page that is a tool (the Navies page's combat calculator,
 * whose steps are the session's while the page's fleets are the game's), as one where
 * Ctrl+Z with the focus inside is the session's undo, as on a tool page. */
void     bth_undo_keys_mark_tool_area (GtkWidget *area);
/* Whether FOCUS (may be NULL) is inside such an area. */
gboolean bth_undo_keys_in_tool_area   (GtkWidget *focus);

/* Gives WINDOW (a tool's own window over SESSION's pages) the same Ctrl+Z: the session's
 * undo. */
void     bth_undo_keys_install (GtkWindow  *window,
                                BthSession *session);

G_END_DECLS
