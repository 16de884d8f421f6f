/* bth-card-state-rows.h — the card editor's rows for one state of the card.
 *
 * Production cities with their symbol (X.J.2.e), cities the card lists beyond the text's,
 * France's three chosen major cities (X.J.2.g), the initial Force Pool (X.J.1.d), the
 * January additions year by year (X.J.1.f), Spain's and Portugal's units added if invaded
 * (X.J.4.b) and the counter mix (X.J.1.f). The rows edit STATE, the state's object of the
 * card's JSON (docs/campaign-card-format.md), in place, and call EDITED after each edit.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* TYPO: a line that could not be read (named by field), NULL once it reads; REBUILD: the
 * state's rows must be built again (a city was added). */
typedef void (*BthCardEdited) (gpointer data, const char *state_id, const char *field,
                               const char *typo, gboolean rebuild);

#define BTH_CARD_CHOSEN_RULE "X.J.2.g"

void bth_card_state_rows_fill (AdwExpanderRow *expander,
                               JsonObject     *state,
                               BthCardEdited   edited,
                               gpointer        data);

/* France's chosen cities (X.J.2.g) entered in STATE: its cities without a source citing
 * the choice's rule. Of const char *, owned by STATE. */
GPtrArray *bth_card_state_chosen_cities (JsonObject *state);

G_END_DECLS
