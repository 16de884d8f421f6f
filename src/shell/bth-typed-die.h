/* bth-typed-die.h — the one die a tool page rolls, or that the players type in.
 *
 * The Attrition, Forced March, Siege and Weather screens each roll one die for their table.
 * The players may type the die they rolled at the table instead; the entry is checked as
 * they type, the typed die is used once, and every roll goes to the dice log as one undo
 * step. This is that shared part: a page embeds a BthTypedDie, binds its entry row, and
 * calls these functions from its own handlers.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "bth-page.h"

G_BEGIN_DECLS

typedef struct {
  AdwEntryRow *row;     /* where the players type the die they rolled at the table */
  char        *error;   /* why the entry's text is not a die, or NULL */
  int          die;     /* the page's last die, 0 before the first */
  gboolean     typed;   /* that die was typed at the table, not rolled by Berthier */
} BthTypedDie;

/* Frees what SELF holds (from the page's finalize). */
void        bth_typed_die_clear   (BthTypedDie *self);
/* Re-reads the entry after the players changed it, and sets or clears SELF->error. */
void        bth_typed_die_check   (BthTypedDie *self);
/* Forgets the last die and any typed text's error, as for a new start. */
void        bth_typed_die_forget  (BthTypedDie *self);
/* Marks the entry red while its text is not a die. */
void        bth_typed_die_show_error (BthTypedDie *self);
/* "Die typed at the table" or "Die rolled by Berthier", for the result. */
const char *bth_typed_die_caption (BthTypedDie *self);

/* Rolls the die for PAGE (the typed one when there is one) with PURPOSE, logged under
 * LOG_TITLE as one undo step, and empties the entry with *UPDATING set so the page's
 * change handler ignores it. Returns the dice-log records for the page to give their
 * outcome, or NULL when nothing was rolled: then SELF->error says why (the typed text) or
 * the page has shown a toast. The page refreshes itself either way. */
GPtrArray  *bth_typed_die_roll    (BthTypedDie *self,
                                   BthPage     *page,
                                   const char  *purpose,
                                   const char  *log_title,
                                   gboolean    *updating);

/* The page's saved state: "typed_die", "die" and "die_typed" members. */
void        bth_typed_die_save    (BthTypedDie *self,
                                   JsonBuilder *builder);
/* Back from that state; call with the page's updating flag set. */
void        bth_typed_die_restore (BthTypedDie *self,
                                   JsonObject  *root);

G_END_DECLS
