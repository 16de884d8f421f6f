/* bth-leader-return-dialog.h — where a wounded leader comes back (R.2).
 *
 * R.2 lets the player deploy a returning leader "in any hex containing a supplied strength
 * point of the same color as the leader": the dialog offers his side's stacks that hold
 * supplied SP of his power, or a place the players type; Return appends the
 * leader-returned event (bth_game_leader_return()).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-game.h"

G_BEGIN_DECLS

/* Shows the dialog over PARENT's window and returns it (named "leader-return-dialog"). */
GtkWidget *bth_leader_return_dialog_present (GtkWidget  *parent,
                                             BthGame    *game,
                                             const char *leader_id);

G_END_DECLS
