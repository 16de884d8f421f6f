/* bth-navies-battle-cargo.h — the transports each side loses in a battle between the game's
 * fleets (X.F.7.e: transports do not fight, but attacked unescorted ones are sunk or
 * captured) and, when a fleet carries cargo, what is lost with them (X.F.3.h): the default
 * reading is shown and the players may change it before recording
 * (bth_game_naval_battle_record_cargo()).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-game-naval-battle.h"

G_BEGIN_DECLS

typedef struct _BthNaviesBattleCargo BthNaviesBattleCargo;

/* Appends the group to BOX. NATIONS (ids) and NAMES (shown) are borrowed for its life. */
BthNaviesBattleCargo *bth_navies_battle_cargo_new  (GtkBox *box, const char * const *nations,
                                                    const char * const *names);
/* Rebuilds the rows for fleets FLEET[0] and FLEET[1] of GAME (NULL: hidden) and the
 * squadrons OUTCOME takes (NULL: none yet); the choice goes back to the default. */
void                  bth_navies_battle_cargo_set  (BthNaviesBattleCargo *self, BthGame *game,
                                                    char *const fleet[2], const BthNavalCombatOutcome *outcome);
/* Fills OUT for bth_game_naval_battle_record_cargo(); its cargo pointers belong to SELF and
 * are valid until the next call. A choice equal to the default is passed as NULL. */
void                  bth_navies_battle_cargo_get  (BthNaviesBattleCargo *self, BthNavalBattleCargo *out);
void                  bth_navies_battle_cargo_free (BthNaviesBattleCargo *self);

G_END_DECLS
