/* bth-lga-force-entry.h — one side of a battle or skirmish typed in one line (the notation
 * of bth-lga-force-line.h) on the shell's typed line (bth-typed-line.h): each part's meaning
 * shown under it, the notation one F1 away. The Battle and Skirmish pages' way in.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "bth-lga-force-line.h"
#include "bth-typed-line.h"

G_BEGIN_DECLS

/* A typed line TITLE named NAME ("attacker-line"), appended to BOX, with the notation as
 * its help; CHANGED (swapped: gets DATA) runs when its text changes, ACTIVATED when Return
 * is pressed in it. */
BthTypedLine *bth_lga_force_entry_add  (GtkBox *box, const char *name, const char *title, const char *example,
                                        GCallback changed, GCallback activated, gpointer data);
/* Shows LINE's parts under ENTRY, marking those that mean nothing. */
void          bth_lga_force_entry_show (BthTypedLine *entry, const BthLgaForceLine *line);
/* ENTRY's text. */
const char   *bth_lga_force_entry_text (BthTypedLine *entry);

/* The attacker's and the defender's LINES written into a page's state. */
void          bth_lga_force_entries_save    (BthTypedLine * const lines[2], JsonBuilder *builder);
/* Each line set as the state ROOT saved it, by SET (PAGE, side, text); a state saved before
 * the lines: each set empty, then FROM_ROWS (PAGE, side) writes it from the page's rows. */
void          bth_lga_force_entries_restore (JsonObject *root, void (*set) (gpointer page, int s, const char *text),
                                             void (*from_rows) (gpointer page, int s), gpointer page);

G_END_DECLS
