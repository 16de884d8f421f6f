/* bth-prisoner-exchange-dialog.h — January's prisoner exchange (X.G.3.b).
 *
 * The players choose the units: the dialog lists each Prisoners box's units with a number
 * to release, shows what each faction releases against the equal amount the rule asks,
 * and offers the "additional agreements" switch. Exchange runs
 * bth_game_campaign_prisoner_exchange() — one undoable action; the core's refusals
 * (unequal, incomplete) appear inline and the dialog stays open.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-game.h"

G_BEGIN_DECLS

/* Shows the dialog over PARENT's window and returns it (named "prisoner-exchange-dialog").
 * Its controls: "prisoners-<captor>-<n>" (spin buttons, the n-th unit of CAPTOR's box),
 * "prisoners-agreement" (switch), "prisoners-totals", "prisoners-error" (labels),
 * "prisoners-exchange" and "prisoners-cancel" (buttons). */
GtkWidget *bth_prisoner_exchange_dialog_present (GtkWidget *parent,
                                                 BthGame   *game);

G_END_DECLS
