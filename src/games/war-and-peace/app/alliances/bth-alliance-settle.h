/* bth-alliance-settle.h — the Alliances page's Consequences: what follows from the board's
 * facts and the books (an invasion, X.D.3.b, X.G.1.m; a conquest, X.I.1, X.I.2.a, X.G.1.j;
 * X.I.2.h; minor statuses, X.G.1.f), applied until nothing more changes, each step with its
 * rule — first as what will be applied, with an Apply button, then as what the last action
 * applied. Applying is one action of the game's log (bth_game_campaign_settle()): Ctrl+Z
 * takes the whole settlement back.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-campaign-game.h"

G_BEGIN_DECLS

/* Appends the "Consequences" group to BOX for GAME with the board's facts BOARD. APPLIED
 * (may be NULL): the steps the last action applied, shown as done. ACTION_NAME: the action
 * the Apply button activates. Widgets: "alliance-consequences", "alliance-pending-N" (a step
 * to apply: title the step, subtitle its rule), "alliance-pending-note-N" (what cannot be
 * applied: needs, a player's choice), "alliance-settle-apply", "alliance-step-N" (a step
 * applied), "alliance-consequences-none". UNKNOWN_FACTS: how many facts the consequences
 * need are not entered yet (bth_alliance_effects_group()): "nothing follows" is then said
 * of what is entered only. */
void bth_alliance_settle_group (GtkBox *box, BthGame *game, const BthPoliticsSituation *board, GPtrArray *applied,
                                const char *action_name, guint unknown_facts);

G_END_DECLS
