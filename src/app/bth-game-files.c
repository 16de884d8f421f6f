/* bth-game-files.c — the game's files: Open, Open Recent, Save As, export and print.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-game-files.h"

void
bth_game_files_install (BthWindow *window,
                        GMenu     *recent_menu)
{
  /* To be written. */
}
