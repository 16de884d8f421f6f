/* bth-march-group-row.h — one component group on the Forced March screen (K.5).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-entry-row.h"

#include "bth-forced-march.h"

G_BEGIN_DECLS

#define BTH_TYPE_MARCH_GROUP_ROW (bth_march_group_row_get_type ())
G_DECLARE_FINAL_TYPE (BthMarchGroupRow, bth_march_group_row, BTH, MARCH_GROUP_ROW, BthEntryRow)

GtkWidget  *bth_march_group_row_new        (BthRuleset *rules);

void        bth_march_group_row_get_group  (BthMarchGroupRow    *self,
                                            BthMarchGroup       *group);
/* Puts entries back (undo) without emitting ::changed. */
void        bth_march_group_row_set_group  (BthMarchGroupRow    *self,
                                            const BthMarchGroup *group);
/* "French Guard", "French" or "Others", translated. */
const char *bth_march_group_row_get_class_name (BthMarchGroupRow *self);

/* Marks impossible entries next to their field; returns the first reason, or NULL. */
const char *bth_march_group_row_validate   (BthMarchGroupRow    *self);

/* Shows the group's result, or hides it when RESULT is NULL. */
void        bth_march_group_row_show_result (BthMarchGroupRow          *self,
                                             const BthMarchGroupResult *result);

/* Opens the row and puts the focus on its first entry (the kind of units). */
void bth_march_group_row_focus_first (BthMarchGroupRow *self);

G_END_DECLS
