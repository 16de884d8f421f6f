/* bth-lga-roll-pages.h — La Grande Armée's one-die pages and its charts, for the sidebar.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers Morale, Attrition, Forage, Siege, Weather and Tables for "la-grande-armee",
 * after any of its pages registered before; once. */
void bth_lga_register_roll_pages (void);

G_END_DECLS
