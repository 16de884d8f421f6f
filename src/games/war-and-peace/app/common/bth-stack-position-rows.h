/* bth-stack-position-rows.h — a stack's place on the map and its supply, as rows of the
 * Leaders page.
 *
 * The location row completes city names of the map as the players type and says at once
 * what the text reads as (the hex, its mapboard) or that it is not a hex or city of the
 * map. The supply row shows the supply computed from the positions (bth-game-supply.h)
 * with its explanation; the players may override it with a reason (an undoable event)
 * and go back to the computed value; where the answer waits on unrecorded terrain, a
 * dialog records those hexes on the players' map overlay.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-game-supply.h"
#include "bth-page.h"
#include "bth-game.h"

G_BEGIN_DECLS

/* Called with the location text when the players press Enter or pick a completion. */
typedef void (*BthLocationApply) (gpointer data, const char *path, const char *text);

/* NAME is the stack's widget name ("stack-s1"): the row is NAME-location-row, the entry
 * NAME-location. MAP may be NULL (not read yet). When the text names a city of the map whose
 * hex is not recorded, NAME-location-record asks for its hex and records it in the players'
 * overlay (PAGE's session). */
GtkWidget *bth_location_row_new (BthPage                *page,
                                 const char             *name,
                                 const char             *path,
                                 const char             *text,
                                 BthMap                 *map,
                                 BthLocationApply        apply,
                                 gpointer                data);

/* The entry of a row made by bth_location_row_new (for another title or more handlers). */
GtkEditable *bth_location_row_get_entry (GtkWidget *row);

/* "J09(1) · mapboard 1 · Spain", or why TEXT is not on the map. */
char      *bth_location_describe (BthMap *map, const char *text);

/* The supply rows of a stack (appended to EXPANDER): the status with its explanation and
 * the override, the unrecorded terrain to look up, inside the city. POSITION may be NULL
 * (the map is not read yet). PAGE receives error toasts. */
void       bth_supply_rows_add  (AdwExpanderRow         *expander,
                                 const char             *name,
                                 BthPage                *page,
                                 BthGame                *game,
                                 const BthStackState    *stack,
                                 const BthStackPosition *position);

/* A group listing the supply sources used (M.3.a) and the scenario's own supply rules, which
 * name sources the map cannot place (Milan, "any city in Spain"): the players apply those
 * with an override. NULL when SUPPLY is NULL. */
GtkWidget *bth_supply_sources_group_new (BthGameSupply *supply);

/* The status in a word or two: "In supply", "Unsupplied", "Unknown". */
const char *bth_supply_status_describe (BthSupplyStatus status);

G_END_DECLS
