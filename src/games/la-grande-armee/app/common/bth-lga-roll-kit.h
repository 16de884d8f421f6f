/* bth-lga-roll-kit.h — what La Grande Armée's one-die pages share (Morale, Attrition,
 * Forage, Siege, Weather): a column of input groups, one Tab stop per input, the die typed
 * at the table or rolled (Enter, Roll, Alt+R), the result large with its explanation list,
 * and the entries as state for undo and for the next launch.
 *
 * A page embeds a BthLgaRollKit, builds its inputs with the kit's row helpers (each named,
 * for the tests, and kept in the page's state under that name), and computes its chances
 * and its result from the inputs and the kit's die in its refresh function.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-lga-rules.h"
#include "bth-page.h"
#include "bth-typed-die.h"

G_BEGIN_DECLS

typedef struct {
  BthPage     *page;
  void       (*refresh) (BthPage *page);
  const char  *action;           /* "lga-morale.roll" */
  GtkWidget   *box;              /* the page's column */
  GPtrArray   *inputs;           /* the named input widgets, saved in the state */
  BthTypedDie  die;
  GtkLabel    *problem_label;
  GtkWidget   *roll_button;
  GtkWidget   *result_box;
  GtkLabel    *verdict_label, *caption_label;
  AdwPreferencesGroup *explain_group;
  GPtrArray   *explain_rows;
  char        *state;
  gboolean     updating;
  BthLgaOptions options;         /* the readings chosen, as bth_lga_kit_options() last read them */
  gboolean     reveal_on_change; /* a page without a die (Forage): each change of an input
                                  * scrolls its answer into view, the input kept in view */
} BthLgaRollKit;

/* Builds the page's scrolled column; REFRESH recomputes everything the page shows. */
void          bth_lga_kit_init   (BthLgaRollKit *kit, BthPage *page, void (*refresh) (BthPage *page));
void          bth_lga_kit_clear  (BthLgaRollKit *kit);
/* The rules of the page's session, or NULL (no session yet, or another game's). */
BthLgaRules  *bth_lga_kit_rules  (BthLgaRollKit *kit);

/* The readings the players chose (the Tables page's Readings, bth-lga-readings.h). */
const BthLgaOptions *bth_lga_kit_options (BthLgaRollKit *kit);
/* Refreshes the page whenever the players choose another reading; call in session_set. */
void          bth_lga_kit_watch_readings (BthLgaRollKit *kit, BthSession *session);

/* A titled group appended to the column. */
AdwPreferencesGroup *bth_lga_kit_group (BthLgaRollKit *kit, const char *title, const char *description);
/* A widget appended to the column as is. */
void          bth_lga_kit_append (BthLgaRollKit *kit, GtkWidget *widget);

/* Input rows; NAME names the input widget (tests, state). A spin whose MIN is -1 shows
 * "—" there: not given. */
GtkSpinButton *bth_lga_kit_spin   (BthLgaRollKit *kit, AdwPreferencesGroup *group, const char *name,
                                   const char *title, const char *subtitle, int min, int max, int value);
GtkSwitch     *bth_lga_kit_switch (BthLgaRollKit *kit, AdwPreferencesGroup *group, const char *name,
                                   const char *title, const char *subtitle);
/* ITEMS: NULL-terminated, already translated. */
AdwComboRow   *bth_lga_kit_combo  (BthLgaRollKit *kit, AdwPreferencesGroup *group, const char *name,
                                   const char *title, const char * const *items);
int            bth_lga_kit_spin_value (GtkSpinButton *spin);

/* The die row, the roll button (ACTION, "_Roll" for Alt+R), and the result below it. */
void          bth_lga_kit_add_roll (BthLgaRollKit *kit, const char *action, const char *ready_tooltip);
/* The result alone, for a page that rolls nothing (Forage). */
void          bth_lga_kit_add_result (BthLgaRollKit *kit);
/* ROW (an AdwActionRow that only shows something) is no Tab stop. */
void          bth_lga_kit_quiet_row (GtkWidget *row);
/* Tab stops and the first refresh; call at the end of the page's init. */
void          bth_lga_kit_finish (BthLgaRollKit *kit);

/* The end of the page's refresh: the roll's readiness (PROBLEM names what to enter), the
 * typed die's error, and the state. */
void          bth_lga_kit_refresh_end (BthLgaRollKit *kit, gboolean can_roll, const char *problem,
                                       const char *ready_tooltip);

/* The result: shown or hidden, its verdict and caption, and its explanation list. */
void          bth_lga_kit_show_result (BthLgaRollKit *kit, gboolean shown, const char *verdict, const char *caption);
void          bth_lga_kit_explain_reset (BthLgaRollKit *kit);
/* One line: VALUE ("+1", "4", may be NULL), TEXT, RULE ("[16.3]", may be NULL). */
void          bth_lga_kit_explain_line (BthLgaRollKit *kit, const char *value, const char *text, const char *rule);
/* Every modifier of MODIFIERS (BthModifier) as a line. */
void          bth_lga_kit_explain_modifiers (BthLgaRollKit *kit, GArray *modifiers);
/* A line "[14.42] text" or "text [16.12]" from the checks, split into its rule and text. */
void          bth_lga_kit_explain_ruled (BthLgaRollKit *kit, const char *ruled_text);

/* Rolls the kit's die (or takes the typed one) for PURPOSE; NULL when nothing was rolled.
 * The caller sets the records' outcome, then calls bth_lga_kit_rolled(). */
GPtrArray    *bth_lga_kit_roll    (BthLgaRollKit *kit, const char *purpose, const char *log_title);
/* Refreshes and scrolls the result into view. */
void          bth_lga_kit_rolled  (BthLgaRollKit *kit);

/* The state: every named input and the die (undo, page memory). */
char         *bth_lga_kit_save    (BthLgaRollKit *kit);
void          bth_lga_kit_restore (BthLgaRollKit *kit, const char *state);

/* A percentage for the chances, "33 %" style: "50 %", "16.7 %". */
char         *bth_lga_kit_percent (double probability);

G_END_DECLS
