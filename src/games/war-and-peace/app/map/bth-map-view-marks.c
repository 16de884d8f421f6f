/* bth-map-view-marks.c — what is drawn over the hexes: hex labels, cities, counters with
 * their strength and supply badge, one force’s supply line and the Distance tool’s path.
 * Symbols are SVGs (bth-map-symbols.c).
 *
 * Part of BthMapView (bth-map-view.c); the view's internals are in bth-map-view-private.h.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "bth-map-view-private.h"

PangoLayout *
bth_map_view_make_layout (BthMapView *self,
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
void
bth_map_view_append_centred (GtkSnapshot   *snapshot,
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

static BthMapSymbol
city_symbol (const BthMapCity *city)
{
  if (city->capital)
    return BTH_MAP_SYMBOL_CITY_CAPITAL;
  if (city->size == BTH_CITY_SIZE_MAJOR)
    return BTH_MAP_SYMBOL_CITY_MAJOR;
  return BTH_MAP_SYMBOL_CITY_MINOR;
}

/* Hex labels, from LABEL_RADIUS on. */
void
bth_map_view_append_labels (BthMapView  *self,
                            GtkSnapshot *snapshot)
{
  double r = self->radius;
  GdkRGBA dim;

  if (r < LABEL_RADIUS)
    return;
  bth_map_view_ink_colour (self, &dim);
  dim.alpha = 0.55;
  for (int row = self->row0; row <= self->row1; row++)
    for (int column = self->col0; column <= self->col1; column++)
      {
        BthHex hex = { row, column };
        g_autofree char *label = bth_hex_to_string (hex, 0);
        g_autoptr(PangoLayout) layout = bth_map_view_make_layout (self, label, r * 0.24, FALSE);
        double x, y;

        bth_map_view_hex_centre (self, hex, &x, &y);
        bth_map_view_append_centred (snapshot, layout, x, y - r * 0.72, &dim);
      }
}

void
bth_map_view_append_cities (BthMapView  *self,
                            GtkSnapshot *snapshot,
                            int          scale,
                            gboolean     dark)
{
  double r = self->radius;
  GdkRGBA ink, halo;

  bth_map_view_ink_colour (self, &ink);
  bth_map_view_rgb (&halo, dark ? PAPER_DARK : PAPER_LIGHT, 0.85);
  for (guint i = 0; i < bth_map_get_n_cities (self->map); i++)
    {
      const BthMapCity *city = bth_map_get_city (self->map, i);
      double size = CLAMP (r * 0.8, 8, 40), x, y;
      GdkRGBA fill, city_ink;
      GdkTexture *texture;

      if (!city->has_hex || !bth_map_view_in_area (self, city->hex))
        continue;
      bth_map_view_hex_centre (self, city->hex, &x, &y);
      bth_map_view_rgb (&fill, dark ? 0xdeddda : 0x3d3846, 1);
      bth_map_symbols_ink_for (&fill, &city_ink);
      texture = bth_map_symbols_get (self->symbols, city_symbol (city), &fill, &city_ink,
                                     (int) round (size * scale));
      if (texture != NULL)
        gtk_snapshot_append_texture (snapshot, texture,
                                     &GRAPHENE_RECT_INIT (x - size / 2, y - size / 2, size, size));
      else
        gtk_snapshot_append_color (snapshot, &fill, &GRAPHENE_RECT_INIT (x - size / 4, y - size / 4,
                                                                         size / 2, size / 2));
    }
  self->names_drawn = self->names_hidden = 0;
  if (r < NAME_RADIUS)
    return;
  /* The names: capitals first, then major cities, then the others; each below its city,
   * else above it, else left out where it would cover a name already drawn (the hex's
   * details still give it). Never smaller than NAME_MIN_PX. */
  {
    g_autoptr(GArray) placed = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));

    for (int pass = 0; pass < 3; pass++)
      for (guint i = 0; i < bth_map_get_n_cities (self->map); i++)
        {
          const BthMapCity *city = bth_map_get_city (self->map, i);
          int rank = city->capital ? 0 : city->size == BTH_CITY_SIZE_MAJOR ? 1 : 2;
          g_autoptr(PangoLayout) layout = NULL;
          GskRoundedRect pill;
          graphene_rect_t box;
          double x, y, below, offset = 0;
          int tw, th;
          gboolean free_place = FALSE;

          if (rank != pass || !city->has_hex || !bth_map_view_in_area (self, city->hex))
            continue;
          bth_map_view_hex_centre (self, city->hex, &x, &y);
          layout = bth_map_view_make_layout (self, city->name, CLAMP (r * 0.34, NAME_MIN_PX, 16), TRUE);
          pango_layout_get_pixel_size (layout, &tw, &th);
          /* Below the hex's counters (bottom at 0.3 R, see append_counter), or above its
           * symbol. */
          below = MAX (r * 0.62, r * 0.3 + th / 2.0 + 1);
          for (int place = 0; place < 2 && !free_place; place++)
            {
              offset = place == 0 ? below : -MAX (r * 0.62, CLAMP (r * 0.8, 8, 40) / 2 + th / 2.0 + 1);
              graphene_rect_init (&box, round (x - tw / 2.0) - 3, round (y + offset - th / 2.0), tw + 6, th);
              free_place = TRUE;
              for (guint k = 0; k < placed->len && free_place; k++)
                if (graphene_rect_intersection (&box, &g_array_index (placed, graphene_rect_t, k), NULL))
                  free_place = FALSE;
            }
          if (!free_place)
            {
              self->names_hidden++;
              continue;
            }
          g_array_append_val (placed, box);
          self->names_drawn++;
          /* On a pill of the paper's colour, so it reads over the grid and labels. */
          gsk_rounded_rect_init_from_rect (&pill, &box, th / 2.0);
          gtk_snapshot_push_rounded_clip (snapshot, &pill);
          gtk_snapshot_append_color (snapshot, &halo, &pill.bounds);
          gtk_snapshot_pop (snapshot);
          bth_map_view_append_centred (snapshot, layout, x, y + offset, &ink);
        }
  }
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

      bth_map_view_hex_centre (self, g_array_index (force->path, BthHex, i), &x, &y);
      x0 = MIN (x0, x); y0 = MIN (y0, y);
      x1 = MAX (x1, x); y1 = MAX (y1, y);
    }
  graphene_rect_init (&bounds, x0 - 3 * lw - self->radius, y0 - 3 * lw - self->radius,
                      x1 - x0 + 6 * lw + 2 * self->radius, y1 - y0 + 6 * lw + 2 * self->radius);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  self->path_unknown_drawn = 0;
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

      bth_map_view_hex_centre (self, g_array_index (force->path, BthHex, i), &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  /* The stretches over hexes with no terrain recorded: dotted in a warning tone over the
   * line, each such hex ringed — what to record for the line to be known. */
  if (self->map != NULL)
    {
      double dots[] = { 0.01, lw * 1.5 };
      guint unknown = 0;

      cairo_set_source_rgba (cr, 0.88, 0.24, 0.10, 0.95);
      cairo_save (cr);
      cairo_set_line_width (cr, lw * 1.1);
      cairo_set_dash (cr, dots, 2, 0);
      for (guint i = 1; i < force->path->len; i++)
        {
          BthHex a = g_array_index (force->path, BthHex, i - 1), b = g_array_index (force->path, BthHex, i);
          double xa, ya, xb, yb;

          if (bth_map_hex_is_recorded (self->map, a) && bth_map_hex_is_recorded (self->map, b))
            continue;
          bth_map_view_hex_centre (self, a, &xa, &ya);
          bth_map_view_hex_centre (self, b, &xb, &yb);
          cairo_move_to (cr, xa, ya);
          cairo_line_to (cr, xb, yb);
        }
      cairo_stroke (cr);
      cairo_restore (cr);
      cairo_set_line_width (cr, MAX (1.5, lw / 2));
      for (guint i = 0; i < force->path->len; i++)
        {
          BthHex h = g_array_index (force->path, BthHex, i);
          double x, y;

          if (bth_map_hex_is_recorded (self->map, h))
            continue;
          bth_map_view_hex_centre (self, h, &x, &y);
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, self->radius * 0.55, 0, 2 * G_PI);
          unknown++;
        }
      cairo_stroke (cr);
      self->path_unknown_drawn = unknown;
      cairo_set_line_width (cr, lw);
      if (force->supply == BTH_SUPPLY_SUPPLIED)
        cairo_set_source_rgba (cr, 0.15, 0.64, 0.41, 0.9);
      else
        cairo_set_source_rgba (cr, 0.47, 0.46, 0.48, 0.9);
    }
  {
    double x, y;

    /* The source end: a ring. */
    bth_map_view_hex_centre (self, g_array_index (force->path, BthHex, 0), &x, &y);
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
      bth_map_view_hex_centre (self, g_array_index (self->route, BthHex, i), &x, &y);
      x0 = MIN (x0, x); y0 = MIN (y0, y);
      x1 = MAX (x1, x); y1 = MAX (y1, y);
    }
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x0 - 4 * lw, y0 - 4 * lw,
                                                                  x1 - x0 + 8 * lw, y1 - y0 + 8 * lw));
  /* Orange: apart from the rivers' blue and the supply line's green. */
  bth_map_view_rgb (&accent, bth_map_view_is_dark () ? 0xffa348 : 0xc64600, 1);
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
      bth_map_view_hex_centre (self, g_array_index (self->route, BthHex, i), &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  bth_map_view_hex_centre (self, g_array_index (self->route, BthHex, 0), &x, &y);
  cairo_arc (cr, x, y, lw * 1.8, 0, 2 * G_PI);
  cairo_stroke (cr);
  bth_map_view_hex_centre (self, g_array_index (self->route, BthHex, self->route->len - 1), &x, &y);
  cairo_arc (cr, x, y, lw * 1.8, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_set_line_width (cr, MAX (1.5, lw / 2));
  for (guint i = 0; self->route_unrecorded != NULL && i < self->route_unrecorded->len; i++)
    {
      bth_map_view_hex_centre (self, g_array_index (self->route_unrecorded, BthHex, i), &x, &y);
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

  bth_map_view_hex_centre (self, force->hex, &cx, &cy);
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
      number = bth_map_view_make_layout (self, sp, size * 0.42, TRUE);
      bth_map_view_append_centred (snapshot, number, x + size / 2, y + size * 0.7, &ink);
      if (force->initial != NULL && *force->initial != '\0')
        {
          g_autoptr(PangoLayout) initial = bth_map_view_make_layout (self, force->initial, size * 0.3, TRUE);

          bth_map_view_append_centred (snapshot, initial, x + size * 0.2, y + size * 0.27, &ink);
        }
    }
  texture = bth_map_symbols_get (self->symbols, supply_symbol (force->supply), NULL, NULL,
                                 (int) round (badge * scale));
  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture,
                                 &GRAPHENE_RECT_INIT (x + size - badge * 0.6, y - badge * 0.4, badge, badge));
}

/* The supply line of the force asked for, the Distance tool's path, and the counters. */
void
bth_map_view_append_marks (BthMapView  *self,
                           GtkSnapshot *snapshot,
                           int          scale)
{
  const BthMapForce *path_force;
  GHashTable *per_hex;

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

      if (!bth_map_view_in_area (self, force->hex))
        continue;
      append_counter (self, snapshot, force, index, scale);
      g_hash_table_insert (per_hex, key, GINT_TO_POINTER (index + 1));
    }
  g_hash_table_unref (per_hex);
}
