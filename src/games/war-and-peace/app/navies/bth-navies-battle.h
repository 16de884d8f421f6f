/* bth-navies-battle.h — the Navies page's link between its naval combat calculator and the
 * game's fleets (bth-game-naval-battle.h): the "Battle Between Fleets" group picks one fleet
 * of each side at one location and presets the calculator from them ("Fight"); once the
 * die has fallen, "Record in Game" writes the result to the fleets as one undo step.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"
#include "bth-naval-combat.h"

G_BEGIN_DECLS

typedef struct _BthNaviesBattle BthNaviesBattle;

/* Sets the calculator's widgets from BATTLE (one fleet a side); ACTIVE_KNOWN: the game
 * said whose Naval Phase it is (BATTLE->active). Returns FALSE with a message (e.g. a
 * nation the calculator does not list) when it cannot. */
typedef gboolean (*BthNaviesPresetFunc) (BthPage *page, const BthNavalBattle *battle, gboolean active_known,
                                         GError **error);

/* Appends the picker group to PICKER_BOX now; the record group is appended to RECORD_BOX
 * by bth_navies_battle_add_record() (below the calculator's result). NATIONS (ids) and
 * NAMES (shown) are copied. */
BthNaviesBattle *bth_navies_battle_new        (BthPage *page, GtkBox *picker_box, const char * const *nations,
                                               const char * const *names, BthNaviesPresetFunc preset);
void             bth_navies_battle_add_record (BthNaviesBattle *self, GtkBox *record_box);
/* The calculator's result for OPTIONS, or NULL when it has none (its forces changed). */
void             bth_navies_battle_set_outcome (BthNaviesBattle *self, const BthNavalOptions *options,
                                                const BthNavalCombatOutcome *outcome);
void             bth_navies_battle_free       (BthNaviesBattle *self);

G_END_DECLS
