/* bth-lga-rows.h — the rows La Grande Armée's tool pages are built of, and their state.
 *
 * A page keeps its inputs (spin buttons, switches, combo rows) in a BthLgaInputs: each
 * has a widget name (the UI tests find it by that name), and the set is written to and
 * read back from the page's state (undo, and the entries kept across launches) by name.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "bth-modifier.h"

G_BEGIN_DECLS

typedef struct {
  GPtrArray *widgets;   /* GtkSpinButton, GtkSwitch or AdwComboRow, in the page's order */
} BthLgaInputs;

void         bth_lga_inputs_init    (BthLgaInputs *self);
void         bth_lga_inputs_clear   (BthLgaInputs *self);

/* A row TITLE (SUBTITLE may be NULL) with a spin button from LOWER to UPPER named NAME,
 * added to GROUP; CHANGED (swapped: gets DATA) runs on every change. */
GtkSpinButton *bth_lga_spin_row     (BthLgaInputs *self, AdwPreferencesGroup *group, const char *name,
                                     const char *title, const char *subtitle, int lower, int upper,
                                     GCallback changed, gpointer data);
GtkSwitch   *bth_lga_switch_row     (BthLgaInputs *self, AdwPreferencesGroup *group, const char *name,
                                     const char *title, const char *subtitle,
                                     GCallback changed, gpointer data);
/* ITEMS: NULL-terminated, already translated. */
AdwComboRow *bth_lga_combo_row      (BthLgaInputs *self, AdwPreferencesGroup *group, const char *name,
                                     const char *title, const char * const *items,
                                     GCallback changed, gpointer data);

int          bth_lga_spin           (GtkSpinButton *spin);

/* Writes every input as a member named after it; reads them back (missing ones unchanged). */
void         bth_lga_inputs_save    (BthLgaInputs *self, JsonBuilder *builder);
void         bth_lga_inputs_restore (BthLgaInputs *self, JsonObject *root);
/* Every input back to its lowest value, off, or first choice. */
void         bth_lga_inputs_reset   (BthLgaInputs *self);

/* "16.7 %" (a chance from 0 to 1), and "1 in 6"-style exact fractions of 6 or 36. */
char        *bth_lga_percent        (double chance);

/* One modifier a line, "+1  Reason [12.45]" (BthModifier, whose rule has its brackets);
 * "No modifiers" when LIST is empty. */
char        *bth_lga_modifiers_text (GArray *list);

/* Empties a preferences group of the rows added with bth_lga_group_add_text. */
void         bth_lga_group_clear    (AdwPreferencesGroup *group);
/* A row showing TITLE and SUBTITLE (wrapped, selectable) and an optional SUFFIX text. */
AdwActionRow *bth_lga_group_add_text (AdwPreferencesGroup *group, const char *title,
                                      const char *subtitle, const char *suffix);

/* Scrolls PAGE's column, once WIDGET has its place, so that WIDGET's top (a group's heading)
 * stands whole at the top of the view, or as near as the end of the column lets it: what
 * follows a roll reads from its "Roll" heading down, nothing cut in half above it. */
void         bth_lga_scroll_to_top  (GtkWidget *page, GtkWidget *widget);

/* Scrolls PAGE's column, once they have their place, so that LAST's bottom and FIRST's top
 * are in view (as bth_page_reveal_span) and the top of the view falls between two rows,
 * never across a heading or a row: a page without a die shows its answer below the input
 * changed (Forage). */
void         bth_lga_reveal_span    (GtkWidget *page, GtkWidget *first, GtkWidget *last);

G_END_DECLS
