/* bth-lga-force-entry.h — one side of a battle or skirmish typed in one line (the notation
 * of bth-lga-force-line.h), each part's meaning shown under it, the notation one F1 away:
 * the Battle and Skirmish pages' way in, as War and Peace's battle has its own.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-lga-force-line.h"

G_BEGIN_DECLS

typedef struct {
  AdwPreferencesGroup *group;
  AdwEntryRow         *line;      /* widget name NAME ("attacker-line") */
  GtkLabel            *meaning;   /* NAME-meaning: each part and what it was read as */
  GtkWidget           *help;      /* the notation, in a popover beside the line (F1) */
} BthLgaForceEntry;

/* A group TITLE holding the line, appended to BOX; CHANGED (swapped: gets DATA) runs when
 * its text changes, ACTIVATED when Return is pressed in it. */
void bth_lga_force_entry_add  (BthLgaForceEntry *self, GtkBox *box, const char *name, const char *title,
                               const char *example, GCallback changed, GCallback activated, gpointer data);
/* Shows LINE's parts under the line, marking those that mean nothing. */
void bth_lga_force_entry_show (BthLgaForceEntry *self, const BthLgaForceLine *line);

G_END_DECLS
