/* bth-leader-capture-rows.h — P.10 where it happens: on the Leaders page.
 *
 * P.10 (000:533, Question Box 000:3194): "If the leader's force was eliminated inside a
 * city, the leader is eliminated (the leader is considered captured by the opposing player
 * in the grand campaign scenario)." For a leader on the map whose stack is inside a city
 * with no strength point left (bth_game_leader_force_eliminated_in_city()), the stack's rows
 * offer "Captured…" in a game with Prisoners boxes (the Grand Campaign: the players choose
 * the captor, a state of the opposing faction; bth_game_capture_leader()) and "Eliminated…"
 * in the other scenarios (bth_game_eliminate_leader_in_city()). His R.1 roll comes first
 * (the Battle page makes it): only an unharmed leader is captured or eliminated this way.
 * The core decides; its refusals are shown under the row. Each is one undoable action.
 *
 * Widgets: "leader-ID-capture-row", its button "leader-ID-capture" (or "leader-ID-eliminate"),
 * "leader-ID-capture-error"; the dialogs "leader-capture-dialog" (captor drop-down
 * "leader-capture-captor", response "capture") and "leader-eliminate-dialog" (response
 * "eliminate").
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-game.h"
#include "bth-page.h"

G_BEGIN_DECLS

/* Appends LEADER's rows to EXPANDER when his force was eliminated inside a city; nothing
 * otherwise. PAGE receives a toast when the rows are gone before the core answers. */
void  bth_leader_capture_rows_add (AdwExpanderRow       *expander,
                                   BthPage              *page,
                                   BthGame              *game,
                                   const BthLeaderState *leader);

/* " · force eliminated in the city (P.10)" for a stack with such a leader, or NULL: the
 * stack's subtitle says it while the rows are folded. */
char *bth_leader_capture_stack_note (BthGame *game, const BthStackState *stack);

/* What the Leader Display says of a leader off the map for good: "Eliminated inside a city
 * (P.10)" or "Killed (R.1)". */
const char *bth_leader_capture_off_map_reason (BthGame *game, const BthLeaderState *leader);

G_END_DECLS
