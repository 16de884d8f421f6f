/* bth-naval-checks-page.h — the Grand Campaign's naval checks that are not a battle:
 * interception (X.F.4), pursuit (X.F.5), blockades and running them with a relief fleet
 * (X.F.6, AA), transport capacity and an attacked unescorted transport (X.F.3, X.F.7.e),
 * Nelson's fate (X.F.8.c-d, two dice), prizes (X.K.6) and battle-damage repairs (X.K.7).
 *
 * Each check takes what the core's setup needs, shows every modifier with its rule and the
 * die needed, and reads one die (typed at the table or rolled, Enter rolls) on its row of
 * the Naval Results Table (004:89-103). Rolls go to the Dice Log; nothing goes to the
 * game's log. The page lives in the Naval Checks window (bth-naval-checks-dialog.h).
 *
 * Widget names: "naval-checks-<section>-<input>" for inputs, "naval-checks-<roll>-die"
 * (typed die), "-verdict" (large result), "-reason", "-target", "-drm" for each roll
 * (intercept, pursuit, run, transport-attack); "naval-checks-nelson-dice", "-roll",
 * "-verdict" for Nelson.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_NAVAL_CHECKS_PAGE (bth_naval_checks_page_get_type ())
G_DECLARE_FINAL_TYPE (BthNavalChecksPage, bth_naval_checks_page, BTH, NAVAL_CHECKS_PAGE, BthPage)

GtkWidget *bth_naval_checks_page_new (void);

G_END_DECLS
