/* bth-game-events.h — War and Peace's event kinds: what its log records.
 *
 * The kernel's event (bth-event.h) knows no kind; this game registers these, with the
 * nicks its saves write, before it reads or writes a log (bth_game_events_ensure). The
 * base kinds are folded by bth-game-state-fold.c; the fleets and their cargo
 * (bth-game-books.c) and the Grand Campaign's books (campaign-books/bth-campaign-books.c)
 * register their own fold functions (bth_game_state_register_fold), so the base fold does
 * not know them.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-event.h"

G_BEGIN_DECLS

/* Numbers 0-99 are War and Peace's (bth-event.h). */
enum {
  BTH_EVENT_GAME_CREATED,          /* the set-up: scenario, calendar, display, stacks */
  BTH_EVENT_PHASE_ADVANCED,        /* the turn track moved to a new phase */
  BTH_EVENT_DICE_ROLLED,           /* purpose, dice, total */
  BTH_EVENT_TABLE_RESOLVED,        /* table, inputs, result (for the log; no state) */
  BTH_EVENT_EDIT,                  /* a field set by the players: path, old, new */
  BTH_EVENT_OVERRIDE,              /* like edit, for a computed value; carries a reason */
  BTH_EVENT_ALLIANCE_ROLL_APPLIED, /* modified roll and the scenario's effects */
  BTH_EVENT_LEADER_CASUALTY,       /* wounded (to the turn track) or killed (R) */
  BTH_EVENT_LEADER_RETURNED,       /* a wounded leader back on the map */
  BTH_EVENT_UNITS_ELIMINATED,      /* SP leave a stack for the eliminated pool */
  BTH_EVENT_UNITS_ADDED,           /* SP join a stack (new stack if needed) */
  BTH_EVENT_REINFORCEMENT_ARRIVED, /* a scheduled reinforcement or replacement */
  BTH_EVENT_NOTE,                  /* free text for the log */
  BTH_EVENT_FORCE_POOLS_SET_UP,    /* Grand Campaign Force Pool Display (bth-force-pools.h) */
  BTH_EVENT_FORCE_POOL_INITIAL,    /* one state's initial (1805) Force Pool, X.J.1.d */
  BTH_EVENT_FORCE_POOL_MOVED,      /* units and leaders to, from or between boxes */
  BTH_EVENT_CAMPAIGN_SET_UP,       /* Grand Campaign books (bth-campaign-state.h), at creation */
  BTH_EVENT_CAMPAIGN_EDIT,         /* one value of the campaign books: path, old, new */
  BTH_EVENT_FLEET_SET,             /* one fleet added, changed or removed (bth-game-fleets.h) */
  BTH_EVENT_FLEET_CARGO,           /* cargo embarked, disembarked or lost (bth-game-fleet-cargo.h) */
};

/* The kinds as a GEnum, so the nicks are the GType's too. */
#define BTH_TYPE_EVENT_TYPE (bth_event_type_get_type ())
GType bth_event_type_get_type (void) G_GNUC_CONST;

/* Registers the kinds with the kernel; once, idempotent. */
void  bth_game_events_ensure  (void);

G_END_DECLS
