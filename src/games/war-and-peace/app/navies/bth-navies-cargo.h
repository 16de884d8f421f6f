/* bth-navies-cargo.h — the Navies page's "Cargo" group for the fleet chosen in the Fleets
 * group: what it carries, and Embark / Disembark from or into a stack of the Leader
 * Display at the fleet's port or coastal hex (X.F.3, bth-game-fleet-cargo.h). Each is one
 * action of the game's log, undone by the game's undo.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"
#include "bth-game.h"

G_BEGIN_DECLS

typedef struct _BthNaviesCargo BthNaviesCargo;

/* Appends the (hidden) group to BOX; PAGE shows messages. */
BthNaviesCargo *bth_navies_cargo_new  (BthPage *page, GtkBox *box);
/* Shows fleet FLEET_ID of GAME (hidden when either is NULL or the fleet is gone). */
void            bth_navies_cargo_show (BthNaviesCargo *self, BthGame *game, const char *fleet_id);
void            bth_navies_cargo_free (BthNaviesCargo *self);

G_END_DECLS
