/* cli-la-grande-armee.h — La Grande Armée's berthier-cli commands, added to its game module.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers the game (bth_la_grande_armee_register) and adds its commands; once. */
void bth_la_grande_armee_register_cli (void);

G_END_DECLS
