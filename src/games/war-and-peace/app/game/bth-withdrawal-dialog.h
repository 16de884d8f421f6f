/* bth-withdrawal-dialog.h — a scheduled withdrawal: the stack the units leave, and for
 * "any satellite units" (VIII.F.1.e, g) which satellite's.
 *
 * The dialog lists the stacks of the Leader Display that hold every unit the withdrawal
 * takes (bth_game_withdrawal_stacks()) and, where the scenario leaves the power to the
 * players, the satellites to choose from. Nothing is chosen for them: Withdraw is disabled
 * until the stack (and the satellite) are chosen. When no stack holds the units the dialog
 * says so. Withdraw appends one action to the game's log (bth_game_apply_due_power()).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-game.h"

G_BEGIN_DECLS

/* Shows the dialog for ITEM (a BTH_DUE_WITHDRAWAL of the game's scenario) over PARENT's
 * window and returns it (named "withdrawal-dialog"). */
GtkWidget *bth_withdrawal_dialog_present (GtkWidget         *parent,
                                          BthGame           *game,
                                          const BthDueItem  *item);

G_END_DECLS
