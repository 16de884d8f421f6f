/* bth-typed-line.h — a typed line with its meanings: an entry the players type a whole
 * input into in their game's notation (a force: "Napoleon (3) blue 5Iw, 3Cw", "14i 1c m3
 * xxx+2"), the meaning of each part shown under it as they type, the parts that mean
 * nothing underlined and said why, and the notation one F1 away in a popover.
 *
 * The widget knows no notation: the game's parser reads the text into tokens, and the
 * game hands them over through BthTypedToken (a span of the text, what it means, and
 * whether it means nothing). Both games' force lines are built on it.
 *
 * Widget names (the UI tests find them): NAME for the entry row, NAME-meaning for the
 * meanings, NAME-help for the help button.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* One part of the typed text, as the game's parser read it. */
typedef struct {
  guint       start, end;       /* byte offsets in the text: [start, end) */
  const char *text;             /* as typed */
  const char *meaning;          /* what it was read as, or why it means nothing */
  gboolean    means_nothing;    /* marked in the entry and in red under it */
} BthTypedToken;

/* Reads one token of a game's parser (an element of the GPtrArray given to
 * bth_typed_line_show) into OUT; OUT's strings stay the token's. */
typedef void (*BthTypedTokenRead) (gconstpointer token, BthTypedToken *out);

#define BTH_TYPE_TYPED_LINE (bth_typed_line_get_type ())
G_DECLARE_FINAL_TYPE (BthTypedLine, bth_typed_line, BTH, TYPED_LINE, AdwPreferencesGroup)

/* A group holding the entry titled TITLE (its tooltip EXAMPLE, may be NULL) and, under it,
 * the meanings; NAME names its widgets (see above). */
BthTypedLine *bth_typed_line_new        (const char *name,
                                         const char *title,
                                         const char *example);
/* Renames the widgets (a force editor told its side after it was built). */
void          bth_typed_line_set_name   (BthTypedLine *self,
                                         const char   *name);
/* The entry row: its text, its "changed" and "entry-activated" (Return) signals. */
AdwEntryRow  *bth_typed_line_get_entry  (BthTypedLine *self);
/* The notation, shown by F1 in the entry or the button beside it: TITLE, an EXAMPLE line
 * (typed as shown), then LINES (NULL-terminated; Pango markup, the examples in <b></b>). */
void          bth_typed_line_set_help   (BthTypedLine       *self,
                                         const char         *title,
                                         const char         *example,
                                         const char * const *lines);
/* Shows TOKENS (a game's, read by READ) under the entry, one a line with its meaning, and
 * underlines in the entry those that mean nothing. */
void          bth_typed_line_show       (BthTypedLine      *self,
                                         GPtrArray         *tokens,
                                         BthTypedTokenRead  read);
G_END_DECLS
