/* bth-march-link.h — a forced march (K) of one stack of the game's Leader Display.
 *
 * K.5 modifies the die for "all French Guard units" and "all French units", and its note
 * lets a mixed force be divided into component groups that share one die: the stack's
 * land units become up to three groups, French Guard, French and others (French
 * satellites are others: in K.5's example the Bavarian infantry keeps the unmodified 5).
 * K.4: infantry force marches only with a leader, so a stack without one marches its
 * cavalry. The SP an asterisk costs (K.3.c) goes back to the game as one action.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-game.h"

G_BEGIN_DECLS

typedef struct {
  char          *stack;
  gboolean       has_leader;
  GArray        *lines;        /* of BthLossLine, tag = the unit's BthMarchClass */
  BthMarchGroup  groups[3];    /* non-empty groups, in class order */
  guint          n_groups;
  gboolean       unsupplied;   /* K.5.c, from the stack's supply */
  int            mapboard;     /* K.5.d, from the stack's position; 0 when not known */
  gboolean       winter_known;
  gboolean       winter;       /* K.5.e, for the game's month */
} BthMarchLink;

/* STACK's units that may march; NULL with ERROR when there are none. */
BthMarchLink *bth_march_link_new  (BthGame     *game,
                                   const char  *stack,
                                   GError     **error);
void          bth_march_link_free (BthMarchLink *link);

/* The K.5 group a unit of POWER and KIND marches in. */
BthMarchClass bth_march_link_class_of (BthGame    *game,
                                       const char *power,
                                       const char *kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthMarchLink, bth_march_link_free)

G_END_DECLS
