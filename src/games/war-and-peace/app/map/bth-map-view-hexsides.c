/* bth-map-view-hexsides.c — what lies on and across hexsides: recorded hexside features
 * (all-sea, red arrow, pass), rivers and bridges.
 *
 * Part of BthMapView (bth-map-view.c); the view's internals are in bth-map-view-private.h.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "bth-map-view-private.h"

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

  bth_map_view_hex_centre (self, hex, &cx, &cy);
  hex_corner (cx, cy, self->radius, side_corners[dir][0], &x0, &y0);
  hex_corner (cx, cy, self->radius, side_corners[dir][1], &x1, &y1);
  graphene_rect_init (&bounds, MIN (x0, x1) - lw, MIN (y0, y1) - lw,
                      fabs (x1 - x0) + 2 * lw, fabs (y1 - y0) + 2 * lw);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  /* All-sea in a navy (light cyan when dark) apart from the selection's accent blue. */
  if (feature == BTH_HEXSIDE_ALL_SEA && bth_map_view_is_dark ())
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

  bth_map_view_hex_centre (self, hex, &cx, &cy);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (cx - r - lw, cy - r - lw, 2 * (r + lw), 2 * (r + lw)));
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (bth_map_view_is_dark ())
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
      if (bth_map_view_is_dark ())
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

/* Whether the hexside of HEX in direction DIR is drawn from HEX: each hexside is drawn
 * once, from the hex in play to its west or south (east, north-east and north-west), or
 * from the hex in play when the hex across it is not in play (the area's edge). */
static gboolean
drawn_from (BthMapView      *self,
            BthHex           hex,
            BthHexDirection  dir)
{
  BthHex other;

  if (dir == BTH_HEX_EAST || dir == BTH_HEX_NORTH_EAST || dir == BTH_HEX_NORTH_WEST)
    return TRUE;
  return !bth_hex_neighbor (hex, dir, &other) || !bth_map_view_in_area (self, other);
}

/* Recorded hexside features (all-sea, red arrow, pass), each drawn once. */
void
bth_map_view_append_hexsides (BthMapView  *self,
                              GtkSnapshot *snapshot)
{
  self->hexsides_drawn = 0;
  for (int row = self->row0; row <= self->row1; row++)
    for (int column = self->col0; column <= self->col1; column++)
      for (int dir = 0; dir < BTH_HEX_DIRECTIONS; dir++)
        {
          BthHex hex = { row, column };
          BthHexsideFeature feature = bth_map_get_hexside (self->map, hex, dir);

          if (feature == BTH_HEXSIDE_NONE || !drawn_from (self, hex, dir))
            continue;
          append_hexside (self, snapshot, hex, dir, feature);
          self->hexsides_drawn++;
        }
}

/* Rivers through hexes (TEC note 3): from each side they cross to the hex's middle. */
void
bth_map_view_append_rivers (BthMapView  *self,
                            GtkSnapshot *snapshot)
{
  for (int row = self->row0; row <= self->row1; row++)
    for (int column = self->col0; column <= self->col1; column++)
      {
        BthHex hex = { row, column };
        guint8 sides = bth_map_get_river_sides (self->map, hex);

        if (sides != 0 || bth_map_hex_has_bridge (self->map, hex))
          append_river (self, snapshot, hex, sides, bth_map_hex_has_bridge (self->map, hex));
      }
}

guint
bth_map_view_get_hexsides_drawn (BthMapView *self)
{
  g_return_val_if_fail (BTH_IS_MAP_VIEW (self), 0);
  return self->hexsides_drawn;
}
