/* bth-scenario-rolls-group.h — the Game page's "Scenario Rules" group: the scenario's
 * special and optional rules as printed with their references, and each roll one of them
 * prints (XIV.G.2, XIV.G.3), resolved from the die rolled at the table with the modifiers
 * the rule names and its rule reference.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-scenario.h"

G_BEGIN_DECLS

/* An AdwPreferencesGroup, hidden while the game's scenario has no rules. */
GtkWidget *bth_scenario_rolls_group_new          (void);
/* Shows SCENARIO's rolls (NULL: none); the typed dice stay while the scenario does. */
void       bth_scenario_rolls_group_set_scenario (GtkWidget   *group,
                                                  BthScenario *scenario);

G_END_DECLS
