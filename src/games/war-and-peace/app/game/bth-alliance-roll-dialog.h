/* bth-alliance-roll-dialog.h — the Alliance Phase roll (H) with the players' extra modifiers.
 *
 * The Alliance Display's modifiers (H.2) and the scenario's dated ones are applied by the
 * game; a scenario's special rules may add more that the data does not hold (an event, a
 * player's choice). The dialog lists the dated ones in force this month, takes extra ones
 * as rows of reason and value, and the die rolled at the table if there is one; the game
 * then rolls as one action and the Game page shows the modified result.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-game.h"

G_BEGIN_DECLS

/* Opens the dialog over PARENT's window for GAME's Alliance Phase; returns it (borrowed). */
GtkWidget *bth_alliance_roll_dialog_present (GtkWidget *parent,
                                             BthGame   *game);

/* A row saying what the last alliance roll of GAME gave ("alliance-last-roll"), or NULL
 * when there was none. */
GtkWidget *bth_alliance_last_roll_row      (BthGame   *game);

G_END_DECLS
