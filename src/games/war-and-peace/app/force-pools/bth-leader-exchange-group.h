/* bth-leader-exchange-group.h — captured leaders on the Force Pools page (P.10): capture a
 * leader whose force was eliminated inside a city into a Prisoners box, and release captured
 * leaders, one for one or by the players' agreement, each to a stack of his side or a new
 * stack at a place the players type, completed and read as on the Leaders page (R.2).
 * The core is bth-leader-capture.h; each button is one action of the game's log.
 *
 * Widgets: "pools-capture-group", "pools-leaders" (while a leader is held), "pools-capture-leader", "pools-capture-captor", "pools-capture",
 * "pools-release-ID" (one per captured leader; its last item is a new stack),
 * "pools-release-ID-location" (the new stack's place, in "pools-release-ID-location-row"), "pools-release-agreement", "pools-release",
 * "pools-leaders-error".
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-game.h"
#include "bth-page.h"

G_BEGIN_DECLS

/* Appends the "Captured Leaders" group for GAME (a Grand Campaign game) to BOX; PAGE
 * (its session's map) completes and reads the places typed, and records a city's hex. */
void bth_leader_exchange_group_add (GtkBox *box, BthPage *page, BthGame *game);

G_END_DECLS
