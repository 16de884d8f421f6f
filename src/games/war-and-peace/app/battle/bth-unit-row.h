/* bth-unit-row.h — one unit of a force: strength, kind, counter colour, symbol, morale.
 *
 * Entry is by keyboard: strength and morale are typed, kind and symbol picked. An empty
 * morale means "as the ruleset says" and the placeholder shows that value.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "bth-ruleset.h"

G_BEGIN_DECLS

#define BTH_TYPE_UNIT_ROW (bth_unit_row_get_type ())
G_DECLARE_FINAL_TYPE (BthUnitRow, bth_unit_row, BTH, UNIT_ROW, GtkListBoxRow)

/* NAME_PREFIX names the row's entries for tests and the error display
 * ("attacker-unit-0" gives "attacker-unit-0-sp", "…-kind", "…-color", "…-symbol", "…-morale"). */
BthUnitRow *bth_unit_row_new          (const char  *name_prefix);

/* The unit as the battle JSON describes it ({"sp": 5, "kind": "I", …}); entries that are
 * not numbers are passed on as text so the core names the problem. */
JsonNode   *bth_unit_row_to_json      (BthUnitRow  *self);
void        bth_unit_row_load_json    (BthUnitRow  *self,
                                       JsonObject  *unit);
/* The counter colours the row offers: "none" and RULES' (D.4); keeps the chosen one. */
void        bth_unit_row_set_colors   (BthUnitRow  *self,
                                       BthRuleset  *rules);
/* The ruleset's morale for the unit as entered, shown as the morale placeholder. */
void        bth_unit_row_set_default_morale (BthUnitRow *self,
                                             int         morale);
/* Puts the keyboard focus on the strength entry. */
void        bth_unit_row_focus        (BthUnitRow  *self);
/* Shows MESSAGE under the row (NULL clears it). */
void        bth_unit_row_set_error    (BthUnitRow  *self,
                                       const char  *message);

G_END_DECLS
