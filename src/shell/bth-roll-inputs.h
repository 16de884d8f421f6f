/* bth-roll-inputs.h — what a roll depends on, read from a page's state (GLib and json-glib
 * only, so the tests need no display).
 *
 * A tool page's state is a JSON object of its entries and of its roll and results. A roll
 * depends on the entries: the state without the members that are the roll, what it gave,
 * or what is done after it. The shell keeps them, with which roll it was and what it gave,
 * in the page's state under BTH_ROLL_INPUTS_MEMBER, so undo and the next launch put back
 * the roll together with the die (bth-page.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BTH_ROLL_INPUTS_MEMBER "bth_roll"
/* A page with several rolls (bth_page_roll_slot_begin()) keeps each under this member,
 * by the roll's name. */
#define BTH_ROLL_SLOTS_MEMBER  "bth_rolls"

typedef struct {
  char  *inputs;    /* the entries the roll depended on (bth_roll_inputs_of()) */
  guint  serial;    /* which roll of the page */
  char  *outcome;   /* what it gave, as the Dice Log says it */
} BthRollInputs;

void   bth_roll_inputs_clear   (BthRollInputs *self);

/* STATE without MEMBERS (NULL-terminated: the roll and what comes of it) and without the
 * shell's members; a STATE that is no JSON object is taken whole. */
char  *bth_roll_inputs_of      (const char         *state,
                                const char * const *members);
/* STATE (taken) with ROLL under BTH_ROLL_INPUTS_MEMBER, or without it when ROLL is NULL or
 * has no inputs. A STATE that is no JSON object is returned as it is. */
char  *bth_roll_inputs_attach  (char                *state,
                                const BthRollInputs *roll);
/* The roll in STATE into ROLL (cleared first); FALSE when STATE holds none. */
gboolean bth_roll_inputs_read  (const char    *state,
                                BthRollInputs *roll);

/* The same for the roll named SLOT of a page with several (NULL: the page's one roll, as
 * above). */
char  *bth_roll_inputs_attach_slot (char                *state,
                                    const char          *slot,
                                    const BthRollInputs *roll);
gboolean bth_roll_inputs_read_slot (const char    *state,
                                    const char    *slot,
                                    BthRollInputs *roll);

G_END_DECLS
