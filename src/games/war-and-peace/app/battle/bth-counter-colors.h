/* bth-counter-colors.h — the ruleset's counter colours (D.4) as a list to pick from.
 *
 * Item 0 is "none" (no colour given); then the colours in the ruleset's order. A colour that
 * is not the ruleset's (an old save, a line typed with another word) is added at the end as
 * it came, so nothing the players entered is lost and the core names the problem.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "bth-ruleset.h"

G_BEGIN_DECLS

/* "none", then RULES' counter colours (RULES may be NULL: "none" only). */
GtkStringList *bth_counter_colors_model  (BthRuleset    *rules);
/* The position of COLOR (compared in lower case; "" or NULL is "none"), added when absent. */
guint          bth_counter_colors_find   (GtkStringList *model,
                                          const char    *color);
/* The colour at SELECTED, in lower case; "" for "none". */
char          *bth_counter_colors_get    (GListModel    *model,
                                          guint          selected);

G_END_DECLS
