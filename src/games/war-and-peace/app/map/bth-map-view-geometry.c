/* bth-map-view-geometry.c — where hexes are on the screen, and which hexes are in play.
 *
 * Hexes are pointy-topped; rows run east–west with letters increasing northwards (up on
 * the screen) and numbers eastwards (right); every odd row (B, D …) is shifted half a hex
 * east (docs/map-format.md, bth-hex.h). A hex of radius R is √3·R wide and rows are
 * 1.5·R apart.
 *
 * Part of BthMapView (bth-map-view.c); the view's internals are in bth-map-view-private.h.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "bth-map-view-private.h"

double
bth_map_view_hex_width (BthMapView *self)
{
  return SQRT3 * self->radius;
}

/* The hex's centre in content coordinates (the area's top left corner is 0, 0). */
void
bth_map_view_hex_centre (BthMapView *self,
            BthHex      hex,
            double     *x,
            double     *y)
{
  double w = bth_map_view_hex_width (self);

  *x = PAD + (hex.column - self->col0) * w + ((hex.row & 1) ? w / 2 : 0) + w / 2;
  *y = PAD + (self->row1 - hex.row) * 1.5 * self->radius + self->radius;
}

void
bth_map_view_content_size (BthMapView *self,
              double     *width,
              double     *height)
{
  *width = 2 * PAD + (self->col1 - self->col0 + 1.5) * bth_map_view_hex_width (self);
  *height = 2 * PAD + (self->row1 - self->row0) * 1.5 * self->radius + 2 * self->radius;
}

gboolean
bth_map_view_in_area (BthMapView *self,
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
      int col_guess = self->col0 + (int) floor ((cx - PAD - ((row & 1) ? bth_map_view_hex_width (self) / 2 : 0))
                                                / bth_map_view_hex_width (self));

      for (int column = col_guess - 1; column <= col_guess + 1; column++)
        {
          BthHex candidate = { row, column };
          double hx, hy, d;

          if (!bth_map_view_in_area (self, candidate))
            continue;
          bth_map_view_hex_centre (self, candidate, &hx, &hy);
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

void
bth_map_view_update_area (BthMapView *self)
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
      /* Recorded hexes: on the scenario's boards, or on a board not recorded, or all of
       * them without a scenario (the players' record, painted or typed, stays in view). */
      for (int i = 0; i < BTH_HEX_COUNT; i++)
        {
          BthHex hex = bth_hex_from_index (i);
          int board;

          if (!bth_hex_is_valid (hex) || !bth_map_hex_is_recorded (self->map, hex))
            continue;
          board = bth_map_get_mapboard (self->map, hex);
          if (self->n_mapboards == 0 || board == 0 || on_scenario_board (self, board))
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
      /* While painting, room to record beyond what is known. */
      int margin = self->paint != BTH_MAP_PAINT_OFF ? PAINT_MARGIN : AREA_MARGIN;

      self->row0 = MAX (0, self->row0 - margin);
      self->row1 = MIN (BTH_HEX_ROWS - 1, self->row1 + margin);
      self->col0 = MAX (1, self->col0 - margin);
      self->col1 = MIN (BTH_HEX_COLUMNS - 1, self->col1 + margin);
    }
  /* The area changed by a record or painting started or stopped (keep_view): the hexes
   * stay where they are on the screen, at the same zoom, so the map never moves under the
   * players' pointer. Fit frames it again. */
  if (self->keep_view && had_area && self->has_area && gtk_widget_get_width (GTK_WIDGET (self)) > 0 &&
      (old[0] != self->row0 || old[1] != self->row1 || old[2] != self->col0 || old[3] != self->col1))
    self->user_moved = TRUE;
  self->keep_view = FALSE;
  if (had_area && self->has_area && self->user_moved)
    {
      self->pan_x += (self->col0 - old[2]) * bth_map_view_hex_width (self);
      self->pan_y -= (self->row1 - old[1]) * 1.5 * self->radius;
      if (gtk_widget_get_width (GTK_WIDGET (self)) > 0)
        bth_map_view_clamp_pan (self);
    }
  if (had_area != self->has_area || old[0] != self->row0 || old[1] != self->row1
      || old[2] != self->col0 || old[3] != self->col1)
    {
      bth_map_view_invalidate_static (self);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
    }
}

static void
box_add (BthMapView *self, BthHex hex, int *n, int *r0, int *r1, int *c0, int *c1)
{
  if (!bth_hex_is_valid (hex) || !bth_map_view_in_area (self, hex))
    return;
  if ((*n)++ == 0)
    {
      *r0 = *r1 = hex.row;
      *c0 = *c1 = hex.column;
      return;
    }
  *r0 = MIN (*r0, hex.row);
  *r1 = MAX (*r1, hex.row);
  *c0 = MIN (*c0, hex.column);
  *c1 = MAX (*c1, hex.column);
}

gboolean
bth_map_view_play_box (BthMapView *self, gboolean forces_only, int *r0, int *r1, int *c0, int *c1)
{
  int n = 0;

  if (!self->has_area || self->forces == NULL)
    return FALSE;
  for (guint i = 0; i < self->forces->len; i++)
    {
      const BthMapForce *force = g_ptr_array_index (self->forces, i);

      /* Too wide to frame whole: the stack whose line is shown, else all the stacks. */
      if (forces_only && self->path_force != NULL && bth_hex_is_valid (force->hex) &&
          g_strcmp0 (force->id, self->path_force) != 0)
        {
          gboolean shown = FALSE;

          for (guint j = 0; j < self->forces->len && !shown; j++)
            shown = g_strcmp0 (((BthMapForce *) g_ptr_array_index (self->forces, j))->id, self->path_force) == 0
                    && bth_hex_is_valid (((BthMapForce *) g_ptr_array_index (self->forces, j))->hex);
          if (shown)
            continue;
        }
      box_add (self, force->hex, &n, r0, r1, c0, c1);
      if (force->path != NULL && g_strcmp0 (force->id, self->path_force) == 0)
        for (guint j = 0; j < force->path->len; j++)
          box_add (self, g_array_index (force->path, BthHex, j), &n, r0, r1, c0, c1);
    }
  if (n == 0)
    return FALSE;
  for (guint i = 0; !forces_only && self->map != NULL && i < bth_map_get_n_cities (self->map); i++)
    {
      const BthMapCity *city = bth_map_get_city (self->map, i);

      if (city->has_hex && (self->n_mapboards == 0 || on_scenario_board (self, city->mapboard)))
        box_add (self, city->hex, &n, r0, r1, c0, c1);
    }
  for (guint i = 0; !forces_only && self->route != NULL && i < self->route->len; i++)
    box_add (self, g_array_index (self->route, BthHex, i), &n, r0, r1, c0, c1);
  /* A hex of room around it */
  *r0 = MAX (self->row0, *r0 - 1);
  *r1 = MIN (self->row1, *r1 + 1);
  *c0 = MAX (self->col0, *c0 - 1);
  *c1 = MIN (self->col1, *c1 + 1);
  return TRUE;
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
