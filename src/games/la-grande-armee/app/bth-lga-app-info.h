/* bth-lga-app-info.h — what La Grande Armée adds to the app besides its pages
 * (bth-game-app-info.h): its About text and publisher notice, its settings schema
 * (common/bth-lga-settings.h: the readings in use) and its group in the Preferences window, the same Readings switches
 * its Tables page shows.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Registers it with the shell; once. */
void        bth_lga_register_app_info (void);

G_END_DECLS
