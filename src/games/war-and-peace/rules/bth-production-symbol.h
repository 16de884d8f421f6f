/* bth-production-symbol.h — the symbol a production city carries on the Campaign Game Card
 * (X.J.2.e, C.6), shared by the card (bth-campaign-card) and production (bth-production).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  BTH_PRODUCTION_SYMBOL_NONE = 0,   /* no symbol: not a production city (Scenario VIII counts
                                     * all cities), or on the card, not yet entered */
  BTH_PRODUCTION_SYMBOL_RED,        /* any army unit (X.J.2.e) */
  BTH_PRODUCTION_SYMBOL_BLACK,      /* landwehr only (X.J.2.e; Prague per the Question Box) */
  BTH_PRODUCTION_SYMBOL_WHITE,      /* naval units only: Portsmouth (X.J.5.e) */
} BthProductionSymbol;

/* "none", "red", "black", "white" */
const char *bth_production_symbol_to_string   (BthProductionSymbol  symbol);
gboolean    bth_production_symbol_from_string (const char          *text,
                                               BthProductionSymbol *out);

G_END_DECLS
