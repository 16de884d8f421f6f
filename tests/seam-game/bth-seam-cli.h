/* bth-seam-cli.h — the seam test's berthier-cli command.
 *
 *   score FILE   {"rolls": [4, 2]} → {"points": 6, "goal": 20, "reached": false}
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers the game (bth_seam_game_register) and adds its command. */
void bth_seam_game_register_cli (void);

G_END_DECLS
