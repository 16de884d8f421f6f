/* bth-map-symbols.h — the map view's symbols: small SVGs drawn with librsvg, recoloured.
 *
 * The SVGs (data/war-and-peace/icons/map/, in War and Peace's pages' GResource) paint with
 * two placeholder colours, #ff00ff for the fill (a nation's or side's colour) and #00ffff for the ink on it. A symbol
 * is rendered once per colour pair and pixel size and kept as a texture, so drawing a
 * frame only places textures.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum {
  BTH_MAP_SYMBOL_COUNTER,
  BTH_MAP_SYMBOL_CITY_CAPITAL,
  BTH_MAP_SYMBOL_CITY_MAJOR,
  BTH_MAP_SYMBOL_CITY_MINOR,
  BTH_MAP_SYMBOL_SUPPLIED,
  BTH_MAP_SYMBOL_UNSUPPLIED,
  BTH_MAP_SYMBOL_SUPPLY_UNKNOWN,
  BTH_MAP_N_SYMBOLS
} BthMapSymbol;

typedef struct _BthMapSymbols BthMapSymbols;

BthMapSymbols *bth_map_symbols_new  (void);
void           bth_map_symbols_free (BthMapSymbols *self);

/* SYMBOL at SIZE × SIZE device pixels with FILL and INK (either may be NULL for the SVG's
 * own colours). The texture belongs to the cache; NULL if the SVG cannot be drawn. */
GdkTexture    *bth_map_symbols_get  (BthMapSymbols *self,
                                     BthMapSymbol   symbol,
                                     const GdkRGBA *fill,
                                     const GdkRGBA *ink,
                                     int            size);

/* Black or white, whichever reads better on BACKGROUND. */
void           bth_map_symbols_ink_for (const GdkRGBA *background,
                                        GdkRGBA       *ink);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthMapSymbols, bth_map_symbols_free)

G_END_DECLS
