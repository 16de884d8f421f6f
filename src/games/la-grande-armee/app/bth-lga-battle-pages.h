/* bth-lga-battle-pages.h — La Grande Armée's Skirmish and Battle pages in the sidebar.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers the pages with the shell (bth-page-registry.h); once. */
void bth_lga_register_battle_pages (void);

G_END_DECLS
