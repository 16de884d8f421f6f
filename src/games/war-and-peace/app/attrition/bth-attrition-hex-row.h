/* bth-attrition-hex-row.h — one hex on the Attrition screen: entries and result.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-entry-row.h"

#include "bth-attrition.h"

G_BEGIN_DECLS

#define BTH_TYPE_ATTRITION_HEX_ROW (bth_attrition_hex_row_get_type ())
G_DECLARE_FINAL_TYPE (BthAttritionHexRow, bth_attrition_hex_row, BTH, ATTRITION_HEX_ROW, BthEntryRow)

/* The row's entries are the defaults of a new hex: the smallest strength that is checked. */
GtkWidget  *bth_attrition_hex_row_new        (BthRuleset *rules);

/* The entries as typed; the winter flag is the page's and is left FALSE. */
void        bth_attrition_hex_row_get_hex    (BthAttritionHexRow    *self,
                                              BthAttritionHex       *hex);
const char *bth_attrition_hex_row_get_name   (BthAttritionHexRow    *self);
/* Puts entries back (undo) without emitting ::changed. */
void        bth_attrition_hex_row_set_hex    (BthAttritionHexRow    *self,
                                              const BthAttritionHex *hex,
                                              const char            *name);

/* Marks impossible entries next to their field; returns the first reason, or NULL. */
const char *bth_attrition_hex_row_validate   (BthAttritionHexRow    *self);

/* Shows the hex's result, or hides it when RESULT is NULL. */
void        bth_attrition_hex_row_show_result (BthAttritionHexRow       *self,
                                               const BthAttritionResult *result);

G_END_DECLS
