/* bth-production-extras.h — the Production page's entries beyond the die and the purchases:
 * England's loans (X.J.5.a–c; carried by transports, X.F.3.a), the English PP a state
 * received (X.J.4.e, J.5.c), Lloyd's of London (optional X.K.8: insurance rate, spending on
 * Action Against Bases) and the production computation's named readings (docs/readings.md,
 * BthProductionOptions). Each is a group of rows; the violations of its rules show inline,
 * under the loan or group they belong to. The page records them with the phase
 * (bth_game_record_production).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-game.h"

#include "bth-production.h"

G_BEGIN_DECLS

typedef struct {
  char      *to;              /* the receiving state's id */
  int        pp;
  gboolean   by_squadron;     /* X.F.3.a: only transports carry PP (Question Box) */
  GtkWidget *problem;         /* GtkLabel while shown */
} BthLoanEntry;

typedef struct {
  GPtrArray *loans;           /* BthLoanEntry */
  int        loans_received;  /* English PP delivered to the producing state this turn */
  BthGame   *game;            /* whose options the switches show and set (not owned) */
  gboolean   lloyds;          /* the optional Lloyd's of London rule is in use (X.K.8) */
  int        lloyds_rate;     /* insurance rate in % */
  gboolean   lloyds_spending; /* X.K.8.e option 3 */
  int        aab_pp;          /* PP spent on Action Against Bases (X.K.8.e, m) */
  gboolean   prizes;          /* the optional Naval Prizes rule is in use: prize repairs (X.K.6.d) */
  gboolean   battle_damage;   /* the optional Naval Battle Damage rule: damage repairs (X.K.7.c) */
  BthProductionOptions options;
  /* widgets while shown */
  GtkWidget *loans_problem;   /* GtkLabel: England's violations no single loan owns */
  GtkWidget *lloyds_problem;  /* GtkLabel */
  GCallback  changed, rebuild;
  gpointer   data;
} BthProductionExtras;

BthProductionExtras *bth_production_extras_new   (void);
void                 bth_production_extras_free  (BthProductionExtras *extras);
/* Forgets the entries of one state's phase (loans, received, Lloyd's spending); the
 * readings and whether Lloyd's is in use stay. */
void                 bth_production_extras_reset (BthProductionExtras *extras);
void                 bth_production_extras_to_input (const BthProductionExtras *extras, BthProductionInput *in);
/* The optional rules and readings are GAME's (its books, bth-campaign-options.h): copies them
 * into EXTRAS; the Options switches then set them as undoable actions of GAME's log. */
void                 bth_production_extras_follow_game (BthProductionExtras *extras, BthGame *game);

/* Appends the groups for IN's state to BOX: England's loans and Lloyd's, or the English PP
 * received, then the Options group. TARGETS/LABELS (NULL-terminated): the states England may
 * lend to. CHANGED(DATA) runs after a value changes, REBUILD(DATA) after a loan is added or
 * removed or Lloyd's is switched. Widgets: "production-loan-N-to", "-pp", "-squadron",
 * "-remove", "-problem"; "production-add-loan", "production-loans-problem",
 * "production-loans-received", "production-lloyds", "production-lloyds-rate",
 * "production-lloyds-spending", "production-aab-pp", "production-lloyds-problem",
 * "production-option-ID", "production-prizes", "production-battle-damage". */
void bth_production_extras_add_groups (BthProductionExtras *extras, GtkBox *box, const BthProductionInput *in,
                                       const char *const *targets, const char *const *labels,
                                       GCallback changed, GCallback rebuild, gpointer data);

/* Whether a violation belongs to these groups (and is shown there, not in the summary). */
gboolean bth_production_extras_owns (const BthProductionViolation *violation);

/* Shows R's violations of these groups under their loan or group (R NULL: none). */
void     bth_production_extras_show (BthProductionExtras *extras, const BthProductionResult *r);

G_END_DECLS
