/* bth-overrun-link.h — an overrun (L) by one stack of the game's Leader Display.
 *
 * Only the active player overruns (L.1), with units that start the Movement Phase in one
 * hex and are moved as one group (L.2): the stack. Infantry leaves its hex only with a
 * leader (J.4.a), so a stack without one moves its cavalry alone (J.5). Units unsupplied
 * at the start of the Movement Phase may not overrun (M.7): supply is the stack's, as
 * computed from its position unless the players overrode it (bth-game-positions.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-game.h"

G_BEGIN_DECLS

typedef struct {
  char     *stack;
  char     *title;           /* "Stack s3 · Soult" */
  int       moving_sp;       /* land SP that may move together (with the leader, or cavalry) */
  int       moving_cavalry;
  gboolean  has_leader;
  gboolean  supplied;        /* M.7 */
  char     *supply_text;     /* why: the supply explanation, or the players' override */
} BthOverrunLink;

/* The active player's stacks with SP that may overrun, in display order (of char *). */
GPtrArray      *bth_overrun_link_stacks (BthGame *game);

/* STACK's moving force; NULL with ERROR when it is not the active player's or has no SP
 * that may move. */
BthOverrunLink *bth_overrun_link_new    (BthGame     *game,
                                         const char  *stack,
                                         GError     **error);
void            bth_overrun_link_free   (BthOverrunLink *link);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthOverrunLink, bth_overrun_link_free)

G_END_DECLS
