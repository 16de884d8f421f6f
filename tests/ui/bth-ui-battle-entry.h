/* bth-ui-battle-entry.h — entering forces on the Battle page as a player types them, and
 * the rulebook's combat example of section O.3 (shared by the battle and page-memory tests).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

/* One unit row as typed: SP, kind, counter colour, symbol colour, morale ("" = default). */
typedef struct {
  const char *sp, *kind, *color, *symbol, *morale;
} BthUiUnitEntry;

/* Types UNIT into SIDE's ("attacker", "defender") unit row INDEX, adding the row if needed. */
void       bth_ui_enter_unit       (GtkWidget             *page,
                                    const char            *side,
                                    guint                  index,
                                    const BthUiUnitEntry  *unit);

/* Opens the Battle page, starts a new battle and types in section O.3's forces; returns the
 * page (the dice are the caller's). */
GtkWidget *bth_ui_enter_o3_example (void);
