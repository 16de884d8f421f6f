/* bth-production-symbol.c — a production city's symbol and its name in files.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-production-symbol.h"

static const char *const symbol_names[] = { "none", "red", "black", "white" };

const char *
bth_production_symbol_to_string (BthProductionSymbol symbol)
{
  g_return_val_if_fail ((guint) symbol < G_N_ELEMENTS (symbol_names), NULL);
  return symbol_names[symbol];
}

gboolean
bth_production_symbol_from_string (const char          *text,
                                   BthProductionSymbol *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (symbol_names); i++)
    if (g_strcmp0 (text, symbol_names[i]) == 0)
      {
        *out = (BthProductionSymbol) i;
        return TRUE;
      }
  return FALSE;
}
