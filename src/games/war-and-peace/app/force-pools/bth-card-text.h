/* bth-card-text.h — how the card editor writes a card's forces and counter mix as one line.
 *
 * A force is what the card prints: units as printed and leaders by name, separated by
 * commas; forces of another of the state's powers follow a semicolon and the power's id:
 *
 *   "5I, 2L, 1C, Leader (0), Schwarzenberg; kgl: 1I"     (forces)
 *   "40I, 6L, 12C; kgl: 3I"                              (counter mix: SP per kind)
 *
 * An empty line is "not entered yet" (JSON null); "none" is entered and empty ([]).
 * Units and kinds are not checked here: the card's loader checks the whole card and
 * names the field (bth_card_text_describe_problem).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define BTH_CARD_TEXT_NONE "none"

/* A new JSON array of forces, or NULL for an empty line. YEAR > 0 adds "year" to each. */
JsonArray *bth_card_text_parse_forces  (const char *text, int year);
/* FORCES (may be NULL: "") as a line; YEAR > 0: only that year's forces ("none" when none). */
char      *bth_card_text_format_forces (JsonArray *forces, int year);

/* A new JSON counter mix, or NULL for an empty line; FALSE with ERROR naming the item that
 * is not SP and a kind. */
gboolean   bth_card_text_parse_counter_mix  (const char *text, JsonArray **mix, GError **error);
char      *bth_card_text_format_counter_mix (JsonArray *mix);

/* The card loader's MESSAGE ("card: $.states[3].initial_force_pool[0].units[0]: …") as a
 * sentence naming the state (from STATES, the card's "states") and the field; STATE_INDEX
 * (may be NULL) gets the state's index, or -1. */
char      *bth_card_text_describe_problem (JsonArray *states, const char *message, int *state_index);

G_END_DECLS
