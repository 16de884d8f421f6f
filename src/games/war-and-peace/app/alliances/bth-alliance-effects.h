/* bth-alliance-effects.h — the Alliances page's "Facts the Consequences Need": the players'
 * answers the politics effects wait for (issue 16, "honest unknowns"), each with its rule and
 * the rulebook's question, entered as facts of the game (bth-campaign-answers.h: one action of
 * the log each, Ctrl+Z takes it back) and read by the Consequences and their Apply:
 *
 *   X.J.4.b  is Spain (Portugal) invaded by a foreign army? — the answer worked out from the
 *            stacks' positions when they show it, else a choice (not entered / no / yes, by
 *            which faction's forces: the state joins the faction opposed to them);
 *   X.I.2.i  once the Peace of Pressburg is imposed: Innsbruck to Bavaria or France, the
 *            French player's option;
 *   X.I.2.h  for each major state conquered by France: are anti-French units inside its
 *            borders? (it becomes pro-French while they are; until entered, a state that
 *            became pro-French by it stays so);
 *   X.I.3.b  for each minor state the books record as conquered: the conqueror's die, rolled
 *            (the game's dice, logged like every roll) or typed 1–6, and what it does.
 *
 * Until entered, the consequence shows "Unknown — enter …", never a default.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-campaign-game.h"
#include "bth-page.h"

G_BEGIN_DECLS

/* Appends the group to BOX for GAME with the board's facts BOARD; messages go to PAGE's
 * toasts. Widgets: "alliance-effects"; "alliance-invaded-ID" (an AdwComboRow, its answer or
 * what to enter in the row "alliance-invaded-ID-answer"; an AdwActionRow with the answer as
 * its subtitle when the positions answer); "alliance-cession-CITY" (an AdwComboRow) and
 * "alliance-cession-CITY-answer"; "alliance-anti-inside-ID" (an AdwComboRow) and
 * "alliance-anti-inside-ID-answer"; "alliance-conquest-die-ID" (an AdwActionRow: the question,
 * its subtitle what is unknown or what the die does) and, while the die is due,
 * "alliance-conquest-die-ID-typed" (an AdwEntryRow) with the "alliance-conquest-roll-ID"
 * button. Returns how many facts it shows as unknown. */
guint bth_alliance_effects_group (GtkBox *box, BthPage *page, BthGame *game, const BthPoliticsSituation *board);

G_END_DECLS
