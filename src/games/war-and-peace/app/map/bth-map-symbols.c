/* bth-map-symbols.c — SVG symbols for the map view, rendered with librsvg and cached.
 *
 * librsvg is opened when the first symbol is drawn, not linked: linking it made every
 * launch of the app about 2 ms slower to reach its first frame for a page that may never
 * be opened. The header gives the types, so the calls are still checked.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <gmodule.h>
#include <librsvg/rsvg.h>

#include "bth-map-symbols.h"

#define RESOURCE_DIR "/io/github/berthier/Berthier/map/"
/* Enough for every zoom step of every colour in a game; beyond, start again. */
#define CACHE_LIMIT 512

static const char *const symbol_files[BTH_MAP_N_SYMBOLS] = {
  [BTH_MAP_SYMBOL_COUNTER] = "counter.svg",
  [BTH_MAP_SYMBOL_CITY_CAPITAL] = "city-capital.svg",
  [BTH_MAP_SYMBOL_CITY_MAJOR] = "city-major.svg",
  [BTH_MAP_SYMBOL_CITY_MINOR] = "city-minor.svg",
  [BTH_MAP_SYMBOL_SUPPLIED] = "supply-supplied.svg",
  [BTH_MAP_SYMBOL_UNSUPPLIED] = "supply-unsupplied.svg",
  [BTH_MAP_SYMBOL_SUPPLY_UNKNOWN] = "supply-unknown.svg",
};

#define RSVG_LIBRARY "librsvg-2.so.2"

static struct {
  gboolean tried;
  GModule *module;
  RsvgHandle *(*new_from_data) (const guint8 *data, gsize data_len, GError **error);
  gboolean    (*render_document) (RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                                  GError **error);
} rsvg;

static gboolean
rsvg_available (void)
{
  if (!rsvg.tried)
    {
      rsvg.tried = TRUE;
      rsvg.module = g_module_open (RSVG_LIBRARY, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
      if (rsvg.module == NULL
          || !g_module_symbol (rsvg.module, "rsvg_handle_new_from_data", (gpointer *) &rsvg.new_from_data)
          || !g_module_symbol (rsvg.module, "rsvg_handle_render_document", (gpointer *) &rsvg.render_document))
        {
          /* The map still draws, with plain shapes instead of the symbols. */
          g_message ("The map's symbols are drawn plainly: %s", g_module_error ());
          rsvg.new_from_data = NULL;
          rsvg.render_document = NULL;
        }
      else
        g_module_make_resident (rsvg.module);
    }
  return rsvg.render_document != NULL;
}

struct _BthMapSymbols
{
  char       *sources[BTH_MAP_N_SYMBOLS];   /* the SVG text, read on first use */
  GHashTable *cache;                        /* "symbol/fill/ink/size" → GdkTexture */
};

BthMapSymbols *
bth_map_symbols_new (void)
{
  BthMapSymbols *self = g_new0 (BthMapSymbols, 1);

  self->cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  return self;
}

void
bth_map_symbols_free (BthMapSymbols *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < BTH_MAP_N_SYMBOLS; i++)
    g_free (self->sources[i]);
  g_hash_table_unref (self->cache);
  g_free (self);
}

static void
rgba_to_hex (const GdkRGBA *rgba,
             char           buf[8])
{
  g_snprintf (buf, 8, "#%02x%02x%02x",
              (int) CLAMP (rgba->red * 255 + 0.5, 0, 255),
              (int) CLAMP (rgba->green * 255 + 0.5, 0, 255),
              (int) CLAMP (rgba->blue * 255 + 0.5, 0, 255));
}

static char *
replace_all (const char *text,
             const char *from,
             const char *to)
{
  g_auto(GStrv) parts = g_strsplit (text, from, -1);

  return g_strjoinv (to, parts);
}

static const char *
symbol_source (BthMapSymbols *self,
               BthMapSymbol   symbol)
{
  if (self->sources[symbol] == NULL)
    {
      g_autofree char *path = g_strconcat (RESOURCE_DIR, symbol_files[symbol], NULL);
      g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

      if (bytes == NULL)
        return NULL;
      self->sources[symbol] = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
    }
  return self->sources[symbol];
}

static GdkTexture *
render (const char *svg,
        int         size)
{
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle = rsvg.new_from_data ((const guint8 *) svg, strlen (svg), &error);
  RsvgRectangle viewport = { 0, 0, size, size };
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;

  if (handle == NULL)
    {
      g_debug ("map symbol: %s", error->message);
      return NULL;
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  if (!rsvg.render_document (handle, cr, &viewport, &error))
    g_debug ("map symbol: %s", error->message);
  cairo_destroy (cr);
  g_object_unref (handle);
  cairo_surface_flush (surface);
  /* GDK_MEMORY_DEFAULT is cairo's ARGB32 layout. */
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * size);
  texture = gdk_memory_texture_new (size, size, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  return texture;
}

GdkTexture *
bth_map_symbols_get (BthMapSymbols *self,
                     BthMapSymbol   symbol,
                     const GdkRGBA *fill,
                     const GdkRGBA *ink,
                     int            size)
{
  char fill_hex[8] = "", ink_hex[8] = "";
  g_autofree char *key = NULL;
  g_autofree char *with_fill = NULL;
  g_autofree char *svg = NULL;
  const char *source;
  GdkTexture *texture;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (symbol < BTH_MAP_N_SYMBOLS, NULL);

  size = CLAMP (size, 4, 512);
  if (fill != NULL)
    rgba_to_hex (fill, fill_hex);
  if (ink != NULL)
    rgba_to_hex (ink, ink_hex);
  key = g_strdup_printf ("%d/%s/%s/%d", symbol, fill_hex, ink_hex, size);
  texture = g_hash_table_lookup (self->cache, key);
  if (texture != NULL)
    return texture;

  source = symbol_source (self, symbol);
  if (source == NULL || !rsvg_available ())
    return NULL;
  with_fill = replace_all (source, "#ff00ff", fill != NULL ? fill_hex : "#ff00ff");
  svg = replace_all (with_fill, "#00ffff", ink != NULL ? ink_hex : "#00ffff");
  texture = render (svg, size);
  if (texture == NULL)
    return NULL;
  if (g_hash_table_size (self->cache) >= CACHE_LIMIT)
    g_hash_table_remove_all (self->cache);
  g_hash_table_insert (self->cache, g_steal_pointer (&key), texture);
  return texture;
}

void
bth_map_symbols_ink_for (const GdkRGBA *background,
                         GdkRGBA       *ink)
{
  /* Relative luminance, roughly (sRGB weights without linearising: enough to choose). */
  double y = 0.2126 * background->red + 0.7152 * background->green + 0.0722 * background->blue;

  if (y > 0.55)
    *ink = (GdkRGBA) { 0.1, 0.1, 0.1, 1 };
  else
    *ink = (GdkRGBA) { 1, 1, 1, 1 };
}
