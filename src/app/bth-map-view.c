/* bth-map-view.c — the map drawing: hex grid, terrain, cities, counters, supply lines.
 *
 * Geometry: hexes are pointy-topped; rows run east–west with letters increasing
 * northwards (up on the screen) and numbers eastwards (right); every odd row (B, D …) is
 * shifted half a hex east (docs/map-format.md, bth-hex.h). A hex of radius R is √3·R wide
 * and rows are 1.5·R apart.
 *
 * Drawing: what changes only with the zoom (hex tiles, terrain, hexside features, rivers,
 * bridges, cities, labels) is kept as one GskRenderNode and rebuilt only when the zoom, the scale, the
 * colour scheme or the map changes; panning just translates it. Each hex is a texture
 * drawn once per terrain and zoom with cairo (GTK 4.8 has no GskPath), symbols are SVGs
 * (bth-map-symbols.c). Per frame only the selection, one supply line and the counters
 * are added.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bth-map-sides.h"
#include "bth-map-symbols.h"
#include "bth-map-view.h"

#define SQRT3          1.7320508075688772
#define PAD            16.0    /* pixels around the area */
#define AREA_MARGIN    2       /* hexes around what is known */
#define MIN_RADIUS     6.0
#define MAX_RADIUS     96.0
#define ZOOM_STEP      1.25
#define FIT_MIN_RADIUS 10.0    /* fitting a huge area never goes below this */
#define LABEL_RADIUS   26.0    /* hex labels from this zoom on */
#define NAME_RADIUS    14.0    /* city names from this zoom on */

/* Tiles: one per terrain, then the selection. */
#define TILE_SELECTION BTH_TERRAIN_COUNT
#define N_TILES        (BTH_TERRAIN_COUNT + 1)

struct _BthMapView
{
  GtkWidget      parent_instance;

  BthMap        *map;
  int           *mapboards;
  guint          n_mapboards;
  GPtrArray     *forces;            /* of BthMapForce */
  char          *path_force;
  GArray        *route;             /* BthHex: the Distance tool's path, FROM first */
  GArray        *route_unrecorded;  /* BthHex: its hexes to look up */
  gboolean       route_certain;

  gboolean       has_selection;
  BthHex         selected;

  gboolean       has_area;
  int            row0, row1, col0, col1;

  double         radius;
  double         pan_x, pan_y;
  gboolean       user_moved;        /* fit to the widget until the players pan or zoom */

  double         drag_pan_x, drag_pan_y;
  double         zoom_start;
  double         pointer_x, pointer_y;
  gboolean       pointer_inside;

  GskRenderNode *static_node;       /* the hexes: terrain, grid */
  GskRenderNode *static_top;        /* over the selection: hexside features, rivers, labels, cities */
  double         static_radius;
  guint          static_builds;
  int            static_scale;
  gboolean       static_dark;
  GdkTexture    *tiles[N_TILES];
  BthMapSymbols *symbols;

  char          *summary;
};

G_DEFINE_FINAL_TYPE (BthMapView, bth_map_view, GTK_TYPE_WIDGET)

enum {
  SIGNAL_HEX_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- forces ------------------------------------------------------------------------- */

BthMapForce *
bth_map_force_new (void)
{
  BthMapForce *force = g_new0 (BthMapForce, 1);

  force->supply = BTH_SUPPLY_UNKNOWN;
  return force;
}

void
bth_map_force_free (BthMapForce *force)
{
  if (force == NULL)
    return;
  g_free (force->id);
  g_free (force->title);
  g_free (force->initial);
  g_clear_pointer (&force->path, g_array_unref);
  g_free (force);
}

/* ---- colours ------------------------------------------------------------------------ */

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static void
rgb (GdkRGBA *out, guint32 hex, double alpha)
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

static void
ink_colour (BthMapView *self,
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
    rgb (accent, 0x3584e4, 1);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* ---- geometry ----------------------------------------------------------------------- */

static double
hex_width (BthMapView *self)
{
  return SQRT3 * self->radius;
}

/* The hex's centre in content coordinates (the area's top left corner is 0, 0). */
static void
hex_centre (BthMapView *self,
            BthHex      hex,
            double     *x,
            double     *y)
{
  double w = hex_width (self);

  *x = PAD + (hex.column - self->col0) * w + ((hex.row & 1) ? w / 2 : 0) + w / 2;
  *y = PAD + (self->row1 - hex.row) * 1.5 * self->radius + self->radius;
}

static void
content_size (BthMapView *self,
              double     *width,
              double     *height)
{
  *width = 2 * PAD + (self->col1 - self->col0 + 1.5) * hex_width (self);
  *height = 2 * PAD + (self->row1 - self->row0) * 1.5 * self->radius + 2 * self->radius;
}

static gboolean
in_area (BthMapView *self,
         BthHex      hex)
{
  return self->has_area && hex.row >= self->row0 && hex.row <= self->row1
         && hex.column >= self->col0 && hex.column <= self->col1;
}

gboolean
bth_map_view_hex_at (BthMapView *self,
                     double      x,
                     double      y,
                     BthHex     *hex)
{
  double cx = x - self->pan_x, cy = y - self->pan_y;
  double best = G_MAXDOUBLE;
  int row_guess;
  gboolean found = FALSE;

  g_return_val_if_fail (BTH_IS_MAP_VIEW (self), FALSE);

  if (!self->has_area)
    return FALSE;
  row_guess = self->row1 - (int) floor ((cy - PAD) / (1.5 * self->radius));
  for (int row = row_guess - 1; row <= row_guess + 1; row++)
    {
      int col_guess = self->col0 + (int) floor ((cx - PAD - ((row & 1) ? hex_width (self) / 2 : 0))
                                                / hex_width (self));

      for (int column = col_guess - 1; column <= col_guess + 1; column++)
        {
          BthHex candidate = { row, column };
          double hx, hy, d;

          if (!in_area (self, candidate))
            continue;
          hex_centre (self, candidate, &hx, &hy);
          d = (hx - cx) * (hx - cx) + (hy - cy) * (hy - cy);
          if (d < best)
            {
              best = d;
              *hex = candidate;
              found = TRUE;
            }
        }
    }
  /* Within the hex: its inscribed circle is √3/2·R, its corners R away. */
  return found && best <= self->radius * self->radius;
}

/* ---- the area in play --------------------------------------------------------------- */

static gboolean
on_scenario_board (BthMapView *self,
                   int         board)
{
  for (guint i = 0; i < self->n_mapboards; i++)
    if (self->mapboards[i] == board)
      return TRUE;
  return FALSE;
}

static void
include (BthMapView *self,
         BthHex      hex,
         int        *count)
{
  if (!bth_hex_is_valid (hex))
    return;
  if ((*count)++ == 0)
    {
      self->row0 = self->row1 = hex.row;
      self->col0 = self->col1 = hex.column;
      return;
    }
  self->row0 = MIN (self->row0, hex.row);
  self->row1 = MAX (self->row1, hex.row);
  self->col0 = MIN (self->col0, hex.column);
  self->col1 = MAX (self->col1, hex.column);
}

static void invalidate_static (BthMapView *self);
static void update_summary    (BthMapView *self);

static void
update_area (BthMapView *self)
{
  int count = 0;
  gboolean had_area = self->has_area;
  int old[4] = { self->row0, self->row1, self->col0, self->col1 };

  if (self->map != NULL)
    {
      /* What the map knows on the scenario's boards: its cities, recorded hexes. */
      for (guint i = 0; i < bth_map_get_n_cities (self->map); i++)
        {
          const BthMapCity *city = bth_map_get_city (self->map, i);

          if (city->has_hex && (self->n_mapboards == 0 || on_scenario_board (self, city->mapboard)))
            include (self, city->hex, &count);
        }
      if (self->n_mapboards > 0)
        for (int i = 0; i < BTH_HEX_COUNT; i++)
          {
            BthHex hex = bth_hex_from_index (i);

            if (bth_hex_is_valid (hex) && bth_map_hex_is_recorded (self->map, hex)
                && on_scenario_board (self, bth_map_get_mapboard (self->map, hex)))
              include (self, hex, &count);
          }
    }
  for (guint i = 0; self->forces != NULL && i < self->forces->len; i++)
    include (self, ((BthMapForce *) g_ptr_array_index (self->forces, i))->hex, &count);
  for (guint i = 0; self->route != NULL && i < self->route->len; i++)
    include (self, g_array_index (self->route, BthHex, i), &count);
  if (count == 0 && self->map != NULL)
    for (guint i = 0; i < bth_map_get_n_cities (self->map); i++)
      if (bth_map_get_city (self->map, i)->has_hex)
        include (self, bth_map_get_city (self->map, i)->hex, &count);

  self->has_area = count > 0;
  if (self->has_area)
    {
      self->row0 = MAX (0, self->row0 - AREA_MARGIN);
      self->row1 = MIN (BTH_HEX_ROWS - 1, self->row1 + AREA_MARGIN);
      self->col0 = MAX (1, self->col0 - AREA_MARGIN);
      self->col1 = MIN (BTH_HEX_COLUMNS - 1, self->col1 + AREA_MARGIN);
    }
  if (had_area != self->has_area || old[0] != self->row0 || old[1] != self->row1
      || old[2] != self->col0 || old[3] != self->col1)
    {
      invalidate_static (self);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
    }
}

gboolean
bth_map_view_get_area (BthMapView *self,
                       BthHex     *first,
                       BthHex     *last)
{
  g_return_val_if_fail (BTH_IS_MAP_VIEW (self), FALSE);

  if (!self->has_area)
    return FALSE;
  *first = (BthHex) { self->row0, self->col0 };
  *last = (BthHex) { self->row1, self->col1 };
  return TRUE;
}

/* ---- pan and zoom ------------------------------------------------------------------- */

static void
clamp_pan (BthMapView *self)
{
  double cw, ch;
  int ww = gtk_widget_get_width (GTK_WIDGET (self));
  int wh = gtk_widget_get_height (GTK_WIDGET (self));

  content_size (self, &cw, &ch);
  if (cw <= ww)
    self->pan_x = (ww - cw) / 2;
  else
    self->pan_x = CLAMP (self->pan_x, ww - cw, 0);
  if (ch <= wh)
    self->pan_y = (wh - ch) / 2;
  else
    self->pan_y = CLAMP (self->pan_y, wh - ch, 0);
}

/* Sets the zoom keeping the content under widget point (FX, FY) where it is. */
static void
zoom_at (BthMapView *self,
         double      radius,
         double      fx,
         double      fy)
{
  double u, v;

  radius = CLAMP (radius, MIN_RADIUS, MAX_RADIUS);
  if (radius == self->radius)
    return;
  u = (fx - self->pan_x - PAD) / self->radius;
  v = (fy - self->pan_y - PAD) / self->radius;
  self->radius = radius;
  self->pan_x = fx - PAD - u * radius;
  self->pan_y = fy - PAD - v * radius;
  clamp_pan (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
zoom_centred (BthMapView *self,
              double      radius)
{
  self->user_moved = TRUE;
  zoom_at (self, radius, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

double
bth_map_view_get_zoom (BthMapView *self)
{
  g_return_val_if_fail (BTH_IS_MAP_VIEW (self), 0);
  return self->radius;
}

void
bth_map_view_set_zoom (BthMapView *self,
                       double      radius)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));
  zoom_centred (self, radius);
}

void
bth_map_view_zoom_in (BthMapView *self)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));
  zoom_centred (self, self->radius * ZOOM_STEP);
}

void
bth_map_view_zoom_out (BthMapView *self)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));
  zoom_centred (self, self->radius / ZOOM_STEP);
}

static void
fit (BthMapView *self)
{
  int ww = gtk_widget_get_width (GTK_WIDGET (self));
  int wh = gtk_widget_get_height (GTK_WIDGET (self));
  double columns, rows, radius;

  if (!self->has_area || ww <= 0 || wh <= 0)
    return;
  columns = self->col1 - self->col0 + 1.5;
  rows = self->row1 - self->row0;
  radius = MIN ((ww - 2 * PAD) / (columns * SQRT3), (wh - 2 * PAD) / (rows * 1.5 + 2));
  self->radius = CLAMP (radius, FIT_MIN_RADIUS, MAX_RADIUS);
  self->pan_x = self->pan_y = 0;
  clamp_pan (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bth_map_view_zoom_to_fit (BthMapView *self)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));
  self->user_moved = FALSE;
  fit (self);
}

/* Pans the least needed to show HEX whole. */
static void
scroll_to_hex (BthMapView *self,
               BthHex      hex)
{
  double x, y, r = self->radius;
  int ww = gtk_widget_get_width (GTK_WIDGET (self));
  int wh = gtk_widget_get_height (GTK_WIDGET (self));

  hex_centre (self, hex, &x, &y);
  x += self->pan_x;
  y += self->pan_y;
  if (x - r < 0)
    self->pan_x += r - x;
  else if (x + r > ww)
    self->pan_x -= x + r - ww;
  if (y - r < 0)
    self->pan_y += r - y;
  else if (y + r > wh)
    self->pan_y -= y + r - wh;
  clamp_pan (self);
}

/* ---- selection ---------------------------------------------------------------------- */

gboolean
bth_map_view_get_selected (BthMapView *self,
                           BthHex     *hex)
{
  g_return_val_if_fail (BTH_IS_MAP_VIEW (self), FALSE);

  if (self->has_selection && hex != NULL)
    *hex = self->selected;
  return self->has_selection;
}

void
bth_map_view_select (BthMapView *self,
                     BthHex      hex)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));

  if (!bth_hex_is_valid (hex))
    return;
  self->has_selection = TRUE;
  self->selected = hex;
  if (in_area (self, hex) && gtk_widget_get_width (GTK_WIDGET (self)) > 0)
    scroll_to_hex (self, hex);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SIGNAL_HEX_SELECTED], 0, (int) hex.row, (int) hex.column);
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
static GdkTexture *
make_tile (BthMapView *self,
           int         tile,
           int         scale,
           gboolean    dark)
{
  double r = self->radius, w = hex_width (self);
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
      rgb (&colour, terrain_colour (tile, dark), 1);
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

static void
invalidate_static (BthMapView *self)
{
  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  g_clear_pointer (&self->static_top, gsk_render_node_unref);
  for (int i = 0; i < N_TILES; i++)
    g_clear_object (&self->tiles[i]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static PangoLayout *
make_layout (BthMapView *self,
             const char *text,
             double      pixels,
             gboolean    bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_family (font, "Cantarell, sans-serif");
  pango_font_description_set_absolute_size (font, MAX (1, pixels) * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

/* Draws LAYOUT centred on (X, Y). */
static void
append_centred (GtkSnapshot   *snapshot,
                PangoLayout   *layout,
                double         x,
                double         y,
                const GdkRGBA *colour)
{
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (x - width / 2.0), round (y - height / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

static void
hex_corner (double cx, double cy, double r, int k, double *x, double *y)
{
  double a = G_PI / 180 * (60 * k - 90);

  *x = cx + r * cos (a);
  *y = cy + r * sin (a);
}

/* Corner indices (0 = top, clockwise) of the hexside in each BthHexDirection. */
static const int side_corners[BTH_HEX_DIRECTIONS][2] = {
  [BTH_HEX_EAST] = { 1, 2 },
  [BTH_HEX_NORTH_EAST] = { 0, 1 },
  [BTH_HEX_NORTH_WEST] = { 5, 0 },
  [BTH_HEX_WEST] = { 4, 5 },
  [BTH_HEX_SOUTH_WEST] = { 3, 4 },
  [BTH_HEX_SOUTH_EAST] = { 2, 3 },
};

static void
append_hexside (BthMapView        *self,
                GtkSnapshot       *snapshot,
                BthHex             hex,
                BthHexDirection    dir,
                BthHexsideFeature  feature)
{
  double cx, cy, x0, y0, x1, y1, lw = MAX (2, self->radius / 7);
  graphene_rect_t bounds;
  cairo_t *cr;

  hex_centre (self, hex, &cx, &cy);
  hex_corner (cx, cy, self->radius, side_corners[dir][0], &x0, &y0);
  hex_corner (cx, cy, self->radius, side_corners[dir][1], &x1, &y1);
  graphene_rect_init (&bounds, MIN (x0, x1) - lw, MIN (y0, y1) - lw,
                      fabs (x1 - x0) + 2 * lw, fabs (y1 - y0) + 2 * lw);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  /* All-sea in a navy (light cyan when dark) apart from the selection's accent blue. */
  if (feature == BTH_HEXSIDE_ALL_SEA && is_dark ())
    cairo_set_source_rgb (cr, 0.55, 0.85, 1.0);
  else if (feature == BTH_HEXSIDE_ALL_SEA)
    cairo_set_source_rgb (cr, 0.05, 0.15, 0.45);
  else if (feature == BTH_HEXSIDE_RED_ARROW)
    cairo_set_source_rgb (cr, 0.8, 0.1, 0.15);
  else
    {
      double dash = lw * 1.5;

      cairo_set_source_rgb (cr, 0.45, 0.32, 0.18);
      cairo_set_dash (cr, &dash, 1, 0);
    }
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
append_river (BthMapView  *self,
              GtkSnapshot *snapshot,
              BthHex       hex,
              guint8       sides,
              gboolean     bridge)
{
  double cx, cy, r = self->radius, lw = MAX (2, r / 8);
  cairo_t *cr;

  hex_centre (self, hex, &cx, &cy);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (cx - r - lw, cy - r - lw, 2 * (r + lw), 2 * (r + lw)));
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (is_dark ())
    cairo_set_source_rgb (cr, 0.45, 0.75, 1.0);
  else
    cairo_set_source_rgb (cr, 0.05, 0.33, 0.66);
  for (int dir = 0; dir < BTH_HEX_DIRECTIONS; dir++)
    {
      double x0, y0, x1, y1;

      if (!(sides & (1u << dir)))
        continue;
      hex_corner (cx, cy, r, side_corners[dir][0], &x0, &y0);
      hex_corner (cx, cy, r, side_corners[dir][1], &x1, &y1);
      cairo_move_to (cr, (x0 + x1) / 2, (y0 + y1) / 2);
      cairo_line_to (cr, cx, cy);
    }
  cairo_stroke (cr);
  if (bridge)
    {
      /* A bridge: two short rails across the middle. */
      if (is_dark ())
        cairo_set_source_rgb (cr, 0.9, 0.85, 0.75);
      else
        cairo_set_source_rgb (cr, 0.25, 0.2, 0.15);
      cairo_set_line_width (cr, MAX (1.5, lw / 2));
      for (int k = -1; k <= 1; k += 2)
        {
          cairo_move_to (cr, cx - r * 0.3, cy + k * lw);
          cairo_line_to (cr, cx + r * 0.3, cy + k * lw);
        }
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static BthMapSymbol
city_symbol (const BthMapCity *city)
{
  if (city->capital)
    return BTH_MAP_SYMBOL_CITY_CAPITAL;
  if (city->size == BTH_CITY_SIZE_MAJOR)
    return BTH_MAP_SYMBOL_CITY_MAJOR;
  return BTH_MAP_SYMBOL_CITY_MINOR;
}

static void
build_static (BthMapView *self,
              int         scale,
              gboolean    dark)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  double cw, ch, r = self->radius, w = hex_width (self);
  GdkRGBA paper, ink, dim, halo;

  for (int i = 0; i < N_TILES; i++)
    g_clear_object (&self->tiles[i]);
  content_size (self, &cw, &ch);
  rgb (&paper, dark ? 0x1e1e21 : 0xe4ddcc, 1);
  ink_colour (self, &ink);
  dim = ink;
  dim.alpha = 0.55;
  halo = paper;
  halo.alpha = 0.85;
  gtk_snapshot_append_color (snapshot, &paper, &GRAPHENE_RECT_INIT (0, 0, cw, ch));

  for (int row = self->row1; row >= self->row0; row--)
    for (int column = self->col0; column <= self->col1; column++)
      {
        BthHex hex = { row, column };
        BthTerrain terrain = bth_map_get_terrain (self->map, hex);
        double x, y;

        if (self->tiles[terrain] == NULL)
          self->tiles[terrain] = make_tile (self, terrain, scale, dark);
        hex_centre (self, hex, &x, &y);
        gtk_snapshot_append_texture (snapshot, self->tiles[terrain],
                                     &GRAPHENE_RECT_INIT (x - w / 2 - 1, y - r - 1, w + 2, 2 * r + 2));
      }

  self->static_node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  snapshot = gtk_snapshot_new ();

  /* Recorded hexside features (all-sea, red arrow, pass), each drawn once,
   * over the selection's outline. */
  for (int row = self->row0; row <= self->row1; row++)
    for (int column = self->col0; column <= self->col1; column++)
      for (int dir = BTH_HEX_EAST; dir <= BTH_HEX_NORTH_WEST; dir++)
        {
          BthHex hex = { row, column };
          BthHexsideFeature feature = bth_map_get_hexside (self->map, hex, dir);

          if (feature != BTH_HEXSIDE_NONE)
            append_hexside (self, snapshot, hex, dir, feature);
        }

  /* Rivers through hexes (TEC note 3): from each side they cross to the hex's middle; over
   * the selection, so a selected hex still shows its river. */
  for (int row = self->row0; row <= self->row1; row++)
    for (int column = self->col0; column <= self->col1; column++)
      {
        BthHex hex = { row, column };
        guint8 sides = bth_map_get_river_sides (self->map, hex);

        if (sides != 0 || bth_map_hex_has_bridge (self->map, hex))
          append_river (self, snapshot, hex, sides, bth_map_hex_has_bridge (self->map, hex));
      }

  if (r >= LABEL_RADIUS)
    for (int row = self->row0; row <= self->row1; row++)
      for (int column = self->col0; column <= self->col1; column++)
        {
          BthHex hex = { row, column };
          g_autofree char *label = bth_hex_to_string (hex, 0);
          g_autoptr(PangoLayout) layout = make_layout (self, label, r * 0.24, FALSE);
          double x, y;

          hex_centre (self, hex, &x, &y);
          append_centred (snapshot, layout, x, y - r * 0.72, &dim);
        }

  for (guint i = 0; i < bth_map_get_n_cities (self->map); i++)
    {
      const BthMapCity *city = bth_map_get_city (self->map, i);
      double size = CLAMP (r * 0.8, 8, 40), x, y;
      GdkRGBA fill, city_ink;
      GdkTexture *texture;

      if (!city->has_hex || !in_area (self, city->hex))
        continue;
      hex_centre (self, city->hex, &x, &y);
      rgb (&fill, dark ? 0xdeddda : 0x3d3846, 1);
      bth_map_symbols_ink_for (&fill, &city_ink);
      texture = bth_map_symbols_get (self->symbols, city_symbol (city), &fill, &city_ink,
                                     (int) round (size * scale));
      if (texture != NULL)
        gtk_snapshot_append_texture (snapshot, texture,
                                     &GRAPHENE_RECT_INIT (x - size / 2, y - size / 2, size, size));
      else
        gtk_snapshot_append_color (snapshot, &fill, &GRAPHENE_RECT_INIT (x - size / 4, y - size / 4,
                                                                         size / 2, size / 2));
      if (r >= NAME_RADIUS)
        {
          g_autoptr(PangoLayout) layout = make_layout (self, city->name, CLAMP (r * 0.34, 9, 16), TRUE);
          GskRoundedRect pill;
          int tw, th;

          /* On a pill of the paper's colour, so it reads over the grid and labels. */
          double below;

          /* Below the hex's counters (bottom at 0.3 R, see append_counter). */
          pango_layout_get_pixel_size (layout, &tw, &th);
          below = MAX (r * 0.62, r * 0.3 + th / 2.0 + 1);
          gsk_rounded_rect_init_from_rect (&pill, &GRAPHENE_RECT_INIT (round (x - tw / 2.0) - 3,
                                                                       round (y + below - th / 2.0),
                                                                       tw + 6, th), th / 2.0);
          gtk_snapshot_push_rounded_clip (snapshot, &pill);
          gtk_snapshot_append_color (snapshot, &halo, &pill.bounds);
          gtk_snapshot_pop (snapshot);
          append_centred (snapshot, layout, x, y + below, &ink);
        }
    }

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

/* ---- the dynamic layer -------------------------------------------------------------- */

static const BthMapForce *
find_force (BthMapView *self,
            const char *id)
{
  for (guint i = 0; id != NULL && self->forces != NULL && i < self->forces->len; i++)
    {
      const BthMapForce *force = g_ptr_array_index (self->forces, i);

      if (g_strcmp0 (force->id, id) == 0)
        return force;
    }
  return NULL;
}

static void
append_supply_path (BthMapView        *self,
                    GtkSnapshot       *snapshot,
                    const BthMapForce *force)
{
  double lw = MAX (2.5, self->radius / 6), x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  graphene_rect_t bounds;
  cairo_t *cr;

  if (force->path == NULL || force->path->len < 1)
    return;
  for (guint i = 0; i < force->path->len; i++)
    {
      double x, y;

      hex_centre (self, g_array_index (force->path, BthHex, i), &x, &y);
      x0 = MIN (x0, x); y0 = MIN (y0, y);
      x1 = MAX (x1, x); y1 = MAX (y1, y);
    }
  graphene_rect_init (&bounds, x0 - 3 * lw, y0 - 3 * lw, x1 - x0 + 6 * lw, y1 - y0 + 6 * lw);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (force->supply == BTH_SUPPLY_SUPPLIED)
    cairo_set_source_rgba (cr, 0.15, 0.64, 0.41, 0.9);
  else
    {
      double dash[] = { lw * 1.6, lw * 1.2 };

      cairo_set_source_rgba (cr, 0.47, 0.46, 0.48, 0.9);
      cairo_set_dash (cr, dash, 2, 0);
    }
  for (guint i = 0; i < force->path->len; i++)
    {
      double x, y;

      hex_centre (self, g_array_index (force->path, BthHex, i), &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  {
    double x, y;

    /* The source end: a ring. */
    hex_centre (self, g_array_index (force->path, BthHex, 0), &x, &y);
    cairo_arc (cr, x, y, lw * 1.8, 0, 2 * G_PI);
    cairo_stroke (cr);
  }
  cairo_destroy (cr);
}

/* The Distance tool's path: an orange line, dashed where it is uncertain, a
 * ring at FROM, a dot at TO, and a small ring on each hex to look up. */
static void
append_route (BthMapView  *self,
              GtkSnapshot *snapshot)
{
  double lw = MAX (2.5, self->radius / 6), x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  double x, y;
  GdkRGBA accent;
  cairo_t *cr;

  if (self->route == NULL || self->route->len < 1)
    return;
  for (guint i = 0; i < self->route->len; i++)
    {
      hex_centre (self, g_array_index (self->route, BthHex, i), &x, &y);
      x0 = MIN (x0, x); y0 = MIN (y0, y);
      x1 = MAX (x1, x); y1 = MAX (y1, y);
    }
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x0 - 4 * lw, y0 - 4 * lw,
                                                                  x1 - x0 + 8 * lw, y1 - y0 + 8 * lw));
  /* Orange: apart from the rivers' blue and the supply line's green. */
  rgb (&accent, is_dark () ? 0xffa348 : 0xc64600, 1);
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 0.9);
  if (!self->route_certain)
    {
      double dash[] = { lw * 1.6, lw * 1.2 };

      cairo_set_dash (cr, dash, 2, 0);
    }
  for (guint i = 0; i < self->route->len; i++)
    {
      hex_centre (self, g_array_index (self->route, BthHex, i), &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  hex_centre (self, g_array_index (self->route, BthHex, 0), &x, &y);
  cairo_arc (cr, x, y, lw * 1.8, 0, 2 * G_PI);
  cairo_stroke (cr);
  hex_centre (self, g_array_index (self->route, BthHex, self->route->len - 1), &x, &y);
  cairo_arc (cr, x, y, lw * 1.8, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_set_line_width (cr, MAX (1.5, lw / 2));
  for (guint i = 0; self->route_unrecorded != NULL && i < self->route_unrecorded->len; i++)
    {
      hex_centre (self, g_array_index (self->route_unrecorded, BthHex, i), &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, self->radius * 0.45, 0, 2 * G_PI);
    }
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static BthMapSymbol
supply_symbol (BthSupplyStatus status)
{
  switch (status)
    {
    case BTH_SUPPLY_SUPPLIED:
      return BTH_MAP_SYMBOL_SUPPLIED;
    case BTH_SUPPLY_UNSUPPLIED:
      return BTH_MAP_SYMBOL_UNSUPPLIED;
    case BTH_SUPPLY_UNKNOWN:
    default:
      return BTH_MAP_SYMBOL_SUPPLY_UNKNOWN;
    }
}

static void
append_counter (BthMapView        *self,
                GtkSnapshot       *snapshot,
                const BthMapForce *force,
                int                index_in_hex,
                int                scale)
{
  /* Never so small that the SP total cannot be read: zoomed out, counters overlap. */
  double size = CLAMP (self->radius * 1.0, 24, 64), cx, cy, x, y, badge = size * 0.42;
  GdkRGBA ink;
  GdkTexture *texture;
  char sp[16];

  hex_centre (self, force->hex, &cx, &cy);
  /* Several stacks in one hex fan out up and to the right, like counters on the board. */
  x = cx - size / 2 + index_in_hex * size * 0.2;
  y = MIN (cy - size * 0.6, cy + self->radius * 0.3 - size) - index_in_hex * size * 0.2;
  bth_map_symbols_ink_for (&force->colour, &ink);
  texture = bth_map_symbols_get (self->symbols, BTH_MAP_SYMBOL_COUNTER, &force->colour, &ink,
                                 (int) round (size * scale));
  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (x, y, size, size));
  else
    {
      GskRoundedRect box;

      /* No librsvg: a plain counter of the same colour. */
      gsk_rounded_rect_init_from_rect (&box, &GRAPHENE_RECT_INIT (x, y, size, size), size / 8);
      gtk_snapshot_push_rounded_clip (snapshot, &box);
      gtk_snapshot_append_color (snapshot, &force->colour, &box.bounds);
      gtk_snapshot_pop (snapshot);
    }
  if (size >= 18)
    {
      g_autoptr(PangoLayout) number = NULL;

      g_snprintf (sp, sizeof sp, "%d", force->sp);
      number = make_layout (self, sp, size * 0.42, TRUE);
      append_centred (snapshot, number, x + size / 2, y + size * 0.7, &ink);
      if (force->initial != NULL && *force->initial != '\0')
        {
          g_autoptr(PangoLayout) initial = make_layout (self, force->initial, size * 0.3, TRUE);

          append_centred (snapshot, initial, x + size * 0.2, y + size * 0.27, &ink);
        }
    }
  texture = bth_map_symbols_get (self->symbols, supply_symbol (force->supply), NULL, NULL,
                                 (int) round (badge * scale));
  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture,
                                 &GRAPHENE_RECT_INIT (x + size - badge * 0.6, y - badge * 0.4, badge, badge));
}

static void
bth_map_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  BthMapView *self = BTH_MAP_VIEW (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  gboolean dark = is_dark ();
  const BthMapForce *path_force;
  GHashTable *per_hex;
  GdkRGBA outside;

  rgb (&outside, dark ? 0x161618 : 0xcfc7b4, 1);
  gtk_snapshot_append_color (snapshot, &outside, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (self->map == NULL || !self->has_area)
    return;

  if (self->static_node == NULL || self->static_radius != self->radius
      || self->static_scale != scale || self->static_dark != dark)
    {
      g_clear_pointer (&self->static_node, gsk_render_node_unref);
      g_clear_pointer (&self->static_top, gsk_render_node_unref);
      build_static (self, scale, dark);
    }

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (self->pan_x), round (self->pan_y)));
  gtk_snapshot_append_node (snapshot, self->static_node);

  if (self->has_selection && in_area (self, self->selected))
    {
      double x, y, w = hex_width (self), r = self->radius;

      if (self->tiles[TILE_SELECTION] == NULL)
        self->tiles[TILE_SELECTION] = make_tile (self, TILE_SELECTION, scale, dark);
      hex_centre (self, self->selected, &x, &y);
      gtk_snapshot_append_texture (snapshot, self->tiles[TILE_SELECTION],
                                   &GRAPHENE_RECT_INIT (x - w / 2 - 1, y - r - 1, w + 2, 2 * r + 2));
    }

  if (self->static_top != NULL)
    gtk_snapshot_append_node (snapshot, self->static_top);
  path_force = find_force (self, self->path_force);
  if (path_force != NULL)
    append_supply_path (self, snapshot, path_force);
  append_route (self, snapshot);

  per_hex = g_hash_table_new (NULL, NULL);
  for (guint i = 0; self->forces != NULL && i < self->forces->len; i++)
    {
      const BthMapForce *force = g_ptr_array_index (self->forces, i);
      gpointer key = GINT_TO_POINTER (bth_hex_index (force->hex) + 1);
      int index = GPOINTER_TO_INT (g_hash_table_lookup (per_hex, key));

      if (!in_area (self, force->hex))
        continue;
      append_counter (self, snapshot, force, index, scale);
      g_hash_table_insert (per_hex, key, GINT_TO_POINTER (index + 1));
    }
  g_hash_table_unref (per_hex);

  gtk_snapshot_restore (snapshot);
  gtk_snapshot_pop (snapshot);
}

/* ---- the summary -------------------------------------------------------------------- */

static const char *
supply_words (BthSupplyStatus status)
{
  switch (status)
    {
    case BTH_SUPPLY_SUPPLIED:
      return _("supplied");
    case BTH_SUPPLY_UNSUPPLIED:
      return _("unsupplied");
    case BTH_SUPPLY_UNKNOWN:
    default:
      return _("supply unknown");
    }
}

static void
update_summary (BthMapView *self)
{
  GString *text = g_string_new (NULL);
  char first_row[3], last_row[3];
  int recorded = 0, total = 0;
  guint n_cities = 0;

  if (self->map == NULL || !self->has_area)
    g_string_append (text, _("No map area: nothing is located yet."));
  else
    {
      bth_hex_row_name (self->row0, first_row);
      bth_hex_row_name (self->row1, last_row);
      for (int row = self->row0; row <= self->row1; row++)
        for (int column = self->col0; column <= self->col1; column++)
          {
            total++;
            recorded += bth_map_hex_is_recorded (self->map, (BthHex) { row, column });
          }
      /* Translators: rows are letters, columns numbers: "rows W to EE, columns 13 to 26" */
      g_string_append_printf (text, _("Area in play: rows %s to %s, columns %d to %d."),
                              first_row, last_row, self->col0, self->col1);
      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("Terrain recorded in %d of %d hexes; the others are hatched as unrecorded."),
                              recorded, total);
      g_string_append_printf (text, "\n%s", _("Cities:"));
      for (guint i = 0; i < bth_map_get_n_cities (self->map); i++)
        {
          const BthMapCity *city = bth_map_get_city (self->map, i);
          g_autofree char *label = NULL;

          if (!city->has_hex || !in_area (self, city->hex))
            continue;
          label = bth_map_hex_label (self->map, city->hex);
          g_string_append_printf (text, "%s %s %s", n_cities++ > 0 ? ";" : "", city->name, label);
          if (city->capital)
            g_string_append_printf (text, " (%s)", _("capital"));
        }
      if (n_cities == 0)
        g_string_append_printf (text, " %s", _("none located"));
      g_string_append_c (text, '.');
    }
  g_string_append_printf (text, "\n%s", _("Forces on the map:"));
  if (self->forces == NULL || self->forces->len == 0)
    g_string_append_printf (text, " %s.", _("none"));
  for (guint i = 0; self->forces != NULL && i < self->forces->len; i++)
    {
      const BthMapForce *force = g_ptr_array_index (self->forces, i);
      g_autofree char *label = self->map != NULL ? bth_map_hex_label (self->map, force->hex)
                                                 : bth_hex_to_string (force->hex, 0);
      const BthMapCity *city = self->map != NULL ? bth_map_city_at (self->map, force->hex) : NULL;

      g_string_append_c (text, '\n');
      /* Translators: stack id, its leaders, strength points, hex */
      g_string_append_printf (text, _("%s %s, %d SP at %s"), force->id, force->title, force->sp, label);
      if (city != NULL)
        g_string_append_printf (text, " (%s)", city->name);
      g_string_append_printf (text, ", %s.", supply_words (force->supply));
    }

  g_free (self->summary);
  self->summary = g_string_free (text, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->summary, -1);
}

const char *
bth_map_view_get_summary (BthMapView *self)
{
  g_return_val_if_fail (BTH_IS_MAP_VIEW (self), NULL);
  return self->summary;
}

/* ---- setters ------------------------------------------------------------------------ */

void
bth_map_view_set_map (BthMapView *self,
                      BthMap     *map)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));

  if (map != NULL)
    bth_map_ref (map);
  g_clear_pointer (&self->map, bth_map_unref);
  self->map = map;
  invalidate_static (self);   /* the same map object may have new overlay terrain */
  update_area (self);
  update_summary (self);
}

void
bth_map_view_set_mapboards (BthMapView *self,
                            const int  *mapboards,
                            guint       n)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));

  g_free (self->mapboards);
  self->mapboards = n > 0 ? g_memdup2 (mapboards, n * sizeof (int)) : NULL;
  self->n_mapboards = n;
  update_area (self);
  update_summary (self);
}

void
bth_map_view_set_forces (BthMapView *self,
                         GPtrArray  *forces)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));

  if (forces != NULL)
    g_ptr_array_ref (forces);
  g_clear_pointer (&self->forces, g_ptr_array_unref);
  self->forces = forces;
  update_area (self);
  update_summary (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bth_map_view_set_path_force (BthMapView *self,
                             const char *force_id)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));

  g_free (self->path_force);
  self->path_force = g_strdup (force_id);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static GArray *
copy_hexes (GArray *hexes)
{
  GArray *copy;

  if (hexes == NULL || hexes->len == 0)
    return NULL;
  copy = g_array_sized_new (FALSE, FALSE, sizeof (BthHex), hexes->len);
  g_array_append_vals (copy, hexes->data, hexes->len);
  return copy;
}

void
bth_map_view_set_route (BthMapView *self,
                        GArray     *path,
                        GArray     *unrecorded,
                        gboolean    certain)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));

  g_clear_pointer (&self->route, g_array_unref);
  g_clear_pointer (&self->route_unrecorded, g_array_unref);
  self->route = copy_hexes (path);
  self->route_unrecorded = copy_hexes (unrecorded);
  self->route_certain = certain;
  update_area (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bth_map_view_pan (BthMapView *self,
                  double      dx,
                  double      dy)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));

  self->user_moved = TRUE;
  self->pan_x += dx;
  self->pan_y += dy;
  clamp_pan (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- input -------------------------------------------------------------------------- */

static void
on_click_released (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   BthMapView      *self)
{
  BthHex hex;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (bth_map_view_hex_at (self, x, y, &hex))
    bth_map_view_select (self, hex);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               BthMapView     *self)
{
  self->drag_pan_x = self->pan_x;
  self->drag_pan_y = self->pan_y;
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                BthMapView     *self)
{
  self->user_moved = TRUE;
  self->pan_x = self->drag_pan_x + dx;
  self->pan_y = self->drag_pan_y + dy;
  clamp_pan (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           BthMapView               *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  gboolean wheel = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL;
  double step = wheel ? 48 : 1;

  self->user_moved = TRUE;
  if (state & GDK_CONTROL_MASK)
    {
      double x = self->pointer_inside ? self->pointer_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      double y = self->pointer_inside ? self->pointer_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

      zoom_at (self, self->radius * pow (wheel ? ZOOM_STEP : 1.01, -dy), x, y);
      return TRUE;
    }
  if (state & GDK_SHIFT_MASK)
    {
      double swap = dx;   /* Shift+wheel scrolls sideways, as in other GTK views */

      dx = dy;
      dy = swap;
    }
  self->pan_x -= dx * step;
  self->pan_y -= dy * step;
  clamp_pan (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           BthMapView               *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_inside = TRUE;
}

static void
on_leave (GtkEventControllerMotion *controller,
          BthMapView               *self)
{
  self->pointer_inside = FALSE;
}

static void
on_zoom_begin (GtkGesture       *gesture,
               GdkEventSequence *sequence,
               BthMapView       *self)
{
  self->zoom_start = self->radius;
}

static void
on_zoom_scale_changed (GtkGestureZoom *gesture,
                       double          scale,
                       BthMapView     *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  self->user_moved = TRUE;
  zoom_at (self, self->zoom_start * scale, x, y);
}

/* Arrow keys move the selection one hex: left and right along the row, up and down to the
 * next row north or south in the same column (always adjacent with this grid). */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                BthMapView            *self)
{
  BthHex hex;
  int drow = 0, dcolumn = 0;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_plus:
    case GDK_KEY_equal:
    case GDK_KEY_KP_Add:
      bth_map_view_zoom_in (self);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      bth_map_view_zoom_out (self);
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      dcolumn = -1;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      dcolumn = 1;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      drow = 1;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      drow = -1;
      break;
    default:
      return FALSE;
    }
  if (!self->has_area)
    return FALSE;
  if (!self->has_selection || !in_area (self, self->selected))
    hex = (BthHex) { (self->row0 + self->row1) / 2, (self->col0 + self->col1) / 2 };
  else
    hex = (BthHex) { self->selected.row + drow, self->selected.column + dcolumn };
  if (!in_area (self, hex))
    return TRUE;   /* the edge of the area: stay */
  bth_map_view_select (self, hex);
  return TRUE;
}

/* ---- widget ------------------------------------------------------------------------- */

static void
bth_map_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  *minimum = 120;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 560 : 420;
}

static void
bth_map_view_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  BthMapView *self = BTH_MAP_VIEW (widget);

  if (!self->user_moved)
    fit (self);
  else
    clamp_pan (self);
}

static void
on_dark_notify (BthMapView *self)
{
  invalidate_static (self);
}

static void
bth_map_view_dispose (GObject *object)
{
  BthMapView *self = BTH_MAP_VIEW (object);

  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  g_clear_pointer (&self->static_top, gsk_render_node_unref);
  for (int i = 0; i < N_TILES; i++)
    g_clear_object (&self->tiles[i]);
  g_clear_pointer (&self->symbols, bth_map_symbols_free);
  g_clear_pointer (&self->forces, g_ptr_array_unref);
  g_clear_pointer (&self->map, bth_map_unref);

  G_OBJECT_CLASS (bth_map_view_parent_class)->dispose (object);
}

static void
bth_map_view_finalize (GObject *object)
{
  BthMapView *self = BTH_MAP_VIEW (object);

  g_free (self->mapboards);
  g_free (self->path_force);
  g_free (self->summary);
  g_clear_pointer (&self->route, g_array_unref);
  g_clear_pointer (&self->route_unrecorded, g_array_unref);

  G_OBJECT_CLASS (bth_map_view_parent_class)->finalize (object);
}

static void
bth_map_view_class_init (BthMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bth_map_view_dispose;
  object_class->finalize = bth_map_view_finalize;
  widget_class->snapshot = bth_map_view_snapshot;
  widget_class->measure = bth_map_view_measure;
  widget_class->size_allocate = bth_map_view_size_allocate;

  /**
   * BthMapView::hex-selected:
   * @row: the hex's row (0 = A)
   * @column: its column
   *
   * A hex was selected, by a click, the arrow keys or bth_map_view_select().
   */
  signals[SIGNAL_HEX_SELECTED] =
    g_signal_new ("hex-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "mapview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bth_map_view_init (BthMapView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *zoom = gtk_gesture_zoom_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *key = gtk_event_controller_key_new ();

  self->radius = 24;
  self->symbols = bth_map_symbols_new ();
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (zoom, "begin", G_CALLBACK (on_zoom_begin), self);
  g_signal_connect (zoom, "scale-changed", G_CALLBACK (on_zoom_scale_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (zoom));

  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_notify), self, G_CONNECT_SWAPPED);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map of the area in play"), -1);
  update_summary (self);
}

GtkWidget *
bth_map_view_new (void)
{
  return g_object_new (BTH_TYPE_MAP_VIEW, NULL);
}
