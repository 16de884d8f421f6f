/* bth-map-view-terrain.c — the hexes drawn: colours, one tile per terrain (and the
 * selection), and the static layer built from them.
 *
 * What changes only with the zoom (hex tiles, terrain, hexside features, rivers, bridges,
 * cities, labels) is kept as GskRenderNodes and rebuilt only when the zoom, the scale, the
 * colour scheme or the map changes; panning just translates them. Each hex is a texture
 * drawn once per terrain and zoom with cairo (GTK 4.8 has no GskPath).
 *
 * Part of BthMapView (bth-map-view.c); the view's internals are in bth-map-view-private.h.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include <adwaita.h>

#include "bth-map-view-private.h"

/* ---- colours ------------------------------------------------------------------------ */

gboolean
bth_map_view_is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

void
bth_map_view_rgb (GdkRGBA *out, guint32 hex, double alpha)
{
  out->red = ((hex >> 16) & 0xff) / 255.0;
  out->green = ((hex >> 8) & 0xff) / 255.0;
  out->blue = (hex & 0xff) / 255.0;
  out->alpha = alpha;
}

/* Map-like tints; the dark scheme uses deeper ones so the page does not glare. */
static guint32
terrain_colour (BthTerrain terrain,
                gboolean   dark)
{
  static const guint32 light[BTH_TERRAIN_COUNT] = {
    [BTH_TERRAIN_UNRECORDED] = 0xf2eee3,
    [BTH_TERRAIN_CLEAR] = 0xe3ebc8,
    [BTH_TERRAIN_DESERT] = 0xeed9a2,
    [BTH_TERRAIN_FOREST] = 0x9fc48b,
    [BTH_TERRAIN_SAND] = 0xf1e2b3,
    [BTH_TERRAIN_SWAMP] = 0xaacbb8,
    [BTH_TERRAIN_LAKE] = 0xa2c8e6,
    [BTH_TERRAIN_LOW_MOUNTAIN] = 0xcbb493,
    [BTH_TERRAIN_HIGH_MOUNTAIN] = 0xa48b68,
    [BTH_TERRAIN_SEA] = 0x8db6dc,
  };
  static const guint32 deep[BTH_TERRAIN_COUNT] = {
    [BTH_TERRAIN_UNRECORDED] = 0x2e2e32,
    [BTH_TERRAIN_CLEAR] = 0x3d4733,
    [BTH_TERRAIN_DESERT] = 0x5a4d2e,
    [BTH_TERRAIN_FOREST] = 0x2b4a2a,
    [BTH_TERRAIN_SAND] = 0x5c5236,
    [BTH_TERRAIN_SWAMP] = 0x2e4a40,
    [BTH_TERRAIN_LAKE] = 0x27435e,
    [BTH_TERRAIN_LOW_MOUNTAIN] = 0x54462f,
    [BTH_TERRAIN_HIGH_MOUNTAIN] = 0x6a5638,
    [BTH_TERRAIN_SEA] = 0x1f3c5c,
  };

  return (dark ? deep : light)[terrain];
}

void
bth_map_view_ink_colour (BthMapView *self,
            GdkRGBA    *ink)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), ink);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
accent_colour (BthMapView *self,
               GdkRGBA    *accent)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (self)),
                                       "accent_bg_color", accent))
    bth_map_view_rgb (accent, 0x3584e4, 1);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* ---- tiles and the static layer ----------------------------------------------------- */

static void
hex_path (cairo_t *cr,
          double   cx,
          double   cy,
          double   r)
{
  for (int k = 0; k < 6; k++)
    {
      double a = G_PI / 180 * (60 * k - 90);

      if (k == 0)
        cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
      else
        cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
    }
  cairo_close_path (cr);
}

static GdkTexture *
surface_to_texture (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr(GBytes) bytes = NULL;

  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * height);
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

/* One hex, drawn at the current zoom and scale: W+2 × 2R+2 logical pixels. */
GdkTexture *
bth_map_view_make_tile (BthMapView *self,
           int         tile,
           int         scale,
           gboolean    dark)
{
  double r = self->radius, w = bth_map_view_hex_width (self);
  int width = (int) ceil ((w + 2) * scale), height = (int) ceil ((2 * r + 2) * scale);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  double cx = w / 2 + 1, cy = r + 1;
  GdkRGBA colour;
  GdkTexture *texture;

  cairo_scale (cr, scale, scale);
  hex_path (cr, cx, cy, r);
  if (tile == TILE_SELECTION)
    {
      accent_colour (self, &colour);
      cairo_set_source_rgba (cr, colour.red, colour.green, colour.blue, 0.22);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, colour.red, colour.green, colour.blue, 1);
      cairo_set_line_width (cr, MAX (2.5, r / 9));
      hex_path (cr, cx, cy, r - MAX (2.5, r / 9) / 2);
      cairo_stroke (cr);
    }
  else
    {
      bth_map_view_rgb (&colour, terrain_colour (tile, dark), 1);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_fill_preserve (cr);
      if (tile == BTH_TERRAIN_UNRECORDED)
        {
          /* Hatched: nobody has recorded this hex's terrain from the board yet. */
          cairo_save (cr);
          cairo_clip_preserve (cr);
          cairo_set_source_rgba (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0, dark ? 0.07 : 0.08);
          cairo_set_line_width (cr, 1);
          for (double d = -2 * r; d < w + 2 * r; d += MAX (4, r / 3))
            {
              cairo_move_to (cr, d, 2 * r + 2);
              cairo_line_to (cr, d + 2 * r + 2, 0);
            }
          cairo_stroke (cr);
          cairo_restore (cr);
        }
      cairo_set_source_rgba (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0, dark ? 0.3 : 0.22);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
  texture = surface_to_texture (surface);
  cairo_surface_destroy (surface);
  return texture;
}

void
bth_map_view_invalidate_static (BthMapView *self)
{
  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  g_clear_pointer (&self->static_top, gsk_render_node_unref);
  for (int i = 0; i < N_TILES; i++)
    g_clear_object (&self->tiles[i]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The static layer: the hex tiles under the selection, then (over it, so a selected hex
 * still shows them) hexside features, rivers, labels and cities. */
void
bth_map_view_build_static (BthMapView *self,
              int         scale,
              gboolean    dark)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  double cw, ch, r = self->radius, w = bth_map_view_hex_width (self);
  GdkRGBA paper;

  for (int i = 0; i < N_TILES; i++)
    g_clear_object (&self->tiles[i]);
  bth_map_view_content_size (self, &cw, &ch);
  bth_map_view_rgb (&paper, dark ? PAPER_DARK : PAPER_LIGHT, 1);
  gtk_snapshot_append_color (snapshot, &paper, &GRAPHENE_RECT_INIT (0, 0, cw, ch));

  for (int row = self->row1; row >= self->row0; row--)
    for (int column = self->col0; column <= self->col1; column++)
      {
        BthHex hex = { row, column };
        BthTerrain terrain = bth_map_get_terrain (self->map, hex);
        double x, y;

        if (self->tiles[terrain] == NULL)
          self->tiles[terrain] = bth_map_view_make_tile (self, terrain, scale, dark);
        bth_map_view_hex_centre (self, hex, &x, &y);
        gtk_snapshot_append_texture (snapshot, self->tiles[terrain],
                                     &GRAPHENE_RECT_INIT (x - w / 2 - 1, y - r - 1, w + 2, 2 * r + 2));
      }

  self->static_node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  snapshot = gtk_snapshot_new ();
  bth_map_view_append_hexsides (self, snapshot);
  bth_map_view_append_rivers (self, snapshot);
  bth_map_view_append_labels (self, snapshot);
  bth_map_view_append_cities (self, snapshot, scale, dark);

  self->static_top = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  self->static_builds++;
  self->static_radius = r;
  self->static_scale = scale;
  self->static_dark = dark;
}

guint
bth_map_view_get_static_builds (BthMapView *self)
{
  g_return_val_if_fail (BTH_IS_MAP_VIEW (self), 0);
  return self->static_builds;
}
