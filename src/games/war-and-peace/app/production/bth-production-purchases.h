/* bth-production-purchases.h — the purchases a player proposes in a Production Phase (X.J),
 * as rows the Production page lists: what is bought (outright or on the installment plan),
 * from which Force Pool, how many SP, and where it deploys. Each row shows its cost and,
 * inline, every rule the purchase breaks, as the players change it.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-production.h"

G_BEGIN_DECLS

typedef struct {
  BthPurchaseType type;     /* UNIT, INSTALLMENT, or a repair the options offer */
  char           *pool;     /* NULL: the state's own Force Pool; else a minor state id */
  char           *kind;
  int             sp;
  char           *city;
  gboolean        kgl;              /* King's German Legion: satellite "K" (X.J.3.d) */
  gboolean        kgl_replacement;  /* replaces a KGL unit lost in play (Question Box) */
  /* The page's optional rules, set before the row is made: the Payment row offers a prize
   * repair (X.K.6.d) and a battle-damage repair (X.K.7.c) only while they are on. */
  gboolean        offer_prize_repair;
  gboolean        offer_damage_repair;
  /* its widgets while shown */
  GtkWidget      *row;      /* AdwExpanderRow */
  GtkWidget      *problem;  /* GtkLabel: the violations, with their rules */
} BthPurchaseEntry;

BthPurchaseEntry *bth_purchase_entry_new  (const BthProductionInput *input);
void              bth_purchase_entry_free (BthPurchaseEntry *entry);

/* A row for ENTRY (the Nth, from 0) offering INPUT's pools and cities. CHANGED(DATA) runs
 * after every change the players make; REMOVE(DATA, ENTRY) when they remove it. The
 * row's widgets are named "purchase-N-kind", "-pool", "-type", "-sp", "-city", "-remove",
 * "-problem"; for England also "-kgl" and "-kgl-replacement". */
GtkWidget *bth_purchase_row_new (BthPurchaseEntry *entry, guint n, const BthProductionInput *input,
                                 GCallback changed, GCallback remove, gpointer data);

/* Shows the purchase's cost (halves, < 0: unknown) and its violations (NULL: none). */
void       bth_purchase_row_show (BthPurchaseEntry *entry, int halves, const char *violations);

/* Copies ENTRIES (BthPurchaseEntry) into INPUT's purchases. */
void       bth_purchase_entries_to_input (GPtrArray *entries, BthProductionInput *input);

/* "3 PP", "1½ PP" for an amount in half points. */
char      *bth_production_format_halves (int halves);

/* The kinds a Force Pool may hold (X.J.1.c), in the order the rows offer them. */
extern const char *const bth_production_kinds[];

G_END_DECLS
