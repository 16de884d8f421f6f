/* bth-form.h — small helpers the table-side forms share: inline errors on rows, modifier
 * explanations, typed dice, spin buttons and the JSON of a page's saved entries. A game's
 * own choices (War and Peace's mapboard) are in its app folder.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "bth-modifier.h"

G_BEGIN_DECLS

/* Shows MESSAGE as ROW's subtitle in the error colour, or puts the row's own subtitle back
 * when MESSAGE is NULL. */
void   bth_form_row_set_error        (AdwActionRow *row,
                                      const char   *message);

/* A wrapped, left-aligned status line under a group, hidden until it has text. */
GtkWidget *bth_form_status_label_new (const char *name);
/* Shows TEXT on a status line (dim, or in the error colour), or hides it when TEXT is
 * NULL or empty. */
void       bth_form_status_set       (GtkWidget  *label,
                                      const char *text,
                                      gboolean    error);
/* A button with a mnemonic, a widget name (for tests) and a tooltip; CALLBACK gets DATA. */
GtkWidget *bth_form_button_new       (const char *name,
                                      const char *mnemonic,
                                      const char *tooltip,
                                      GCallback   callback,
                                      gpointer    data);

/* "+1", "−1" (with a real minus sign), "0". */
char  *bth_form_signed               (int value);

/* One modifier per line: "+1  All unsupplied units (G.3.c)"; NULL when the list is empty. */
char  *bth_form_modifiers_text       (GArray *modifiers);

/* One Tab stop per input under ROOT: rows whose input takes the focus, and rows with
 * nothing to enter, are no stops; drop-downs and combo rows pick the next choice starting
 * with a typed letter or digit. Safe to call again after rows were added. */
void   bth_form_tidy_keyboard        (GtkWidget  *root);

/* TRUE when TEXT is empty (the app rolls) or one die face; otherwise ERROR says why. */
gboolean bth_form_check_typed_die    (const char *text,
                                      GError    **error);

/* A tool page's roll, ready or not: the roll ACTION of PAGE is enabled when CAN_ROLL, the
 * roll button's tooltip is PROBLEM or, when there is none, READY_TOOLTIP, and the inline
 * PROBLEM_LABEL shows PROBLEM (hidden when NULL). */
void   bth_form_show_roll_problem    (GtkWidget  *page,
                                      const char *action,
                                      gboolean    can_roll,
                                      GtkWidget  *roll_button,
                                      GtkLabel   *problem_label,
                                      const char *problem,
                                      const char *ready_tooltip);

/* The value of a spin button as the user typed it, committed first. */
int    bth_form_spin_get             (GtkSpinButton *spin);

/* State helpers: a member or DEFAULT_VALUE when it is missing or of another type. */
int         bth_form_json_int        (JsonObject *object,
                                      const char *member,
                                      int         default_value);
gboolean    bth_form_json_bool       (JsonObject *object,
                                      const char *member,
                                      gboolean    default_value);
const char *bth_form_json_string     (JsonObject *object,
                                      const char *member);
/* The object STATE holds, or NULL if it is not a JSON object (caller unrefs the parser). */
JsonObject *bth_form_json_parse      (JsonParser *parser,
                                      const char *state);
char       *bth_form_json_finish     (JsonBuilder *builder);

G_END_DECLS
