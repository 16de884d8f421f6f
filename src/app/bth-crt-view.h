/* bth-crt-view.h — the Combat Results Table in use, with the row and column of a roll
 * highlighted.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-ruleset.h"

G_BEGIN_DECLS

#define BTH_TYPE_CRT_VIEW (bth_crt_view_get_type ())
G_DECLARE_FINAL_TYPE (BthCrtView, bth_crt_view, BTH, CRT_VIEW, GtkWidget)

GtkWidget  *bth_crt_view_new       (void);
/* Shows the standard CRT, or the optional Grand Campaign CRT when GRAND_CAMPAIGN. */
void        bth_crt_view_set_table (BthCrtView *self,
                                    BthRuleset *rules,
                                    gboolean    grand_campaign);
/* Highlights the odds row ROW and the column COLUMN (-1: none). On the Grand Campaign CRT
 * the column is the modified roll's (2..12 → 0..10). */
void        bth_crt_view_highlight (BthCrtView *self,
                                    int         row,
                                    int         column);
/* The text of a cell as printed (for tests and assistive technologies). */
const char *bth_crt_view_get_cell  (BthCrtView *self,
                                    int         row,
                                    int         column);

G_END_DECLS
