/* bth-game-positions.h — a game's stack positions and supply for the modules that read the
 * Leader Display (attrition, forced march, battle links).
 *
 * Computed with bth-game-supply.h on the app's map (the session's map store, with the
 * players' overlay) for the game's current state, and kept on the game until the state or
 * the map changes. NULL where there is no map store (a program without a session).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-game.h"
#include "bth-game-supply.h"

G_BEGIN_DECLS

/* Borrowed: valid until the game or the map changes. */
BthGameSupply          *bth_game_positions_get   (BthGame    *game);
/* One stack's position, or NULL. */
const BthStackPosition *bth_game_positions_stack (BthGame    *game,
                                                  const char *stack_id);

G_END_DECLS
