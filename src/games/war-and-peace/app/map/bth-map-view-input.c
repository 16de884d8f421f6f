/* bth-map-view-input.c — moving about the map: pan, zoom, pinch, scroll, click and
 * arrow keys.
 *
 * Part of BthMapView (bth-map-view.c); the view's internals are in bth-map-view-private.h.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "bth-map-rows.h"
#include "bth-map-view-private.h"

/* ---- pan and zoom ------------------------------------------------------------------- */

void
bth_map_view_clamp_pan (BthMapView *self)
{
  double cw, ch;
  int ww = gtk_widget_get_width (GTK_WIDGET (self));
  int wh = gtk_widget_get_height (GTK_WIDGET (self));

  bth_map_view_content_size (self, &cw, &ch);
  /* Smaller than the widget: centred as Fit leaves it; once the players (or a record) have
   * moved it, kept where it is on the screen, inside the widget. */
  if (cw <= ww)
    self->pan_x = self->user_moved ? CLAMP (self->pan_x, 0, ww - cw) : (ww - cw) / 2;
  else
    self->pan_x = CLAMP (self->pan_x, ww - cw, 0);
  if (ch <= wh)
    self->pan_y = self->user_moved ? CLAMP (self->pan_y, 0, wh - ch) : (wh - ch) / 2;
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
  bth_map_view_clamp_pan (self);
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

void
bth_map_view_fit (BthMapView *self)
{
  int ww = gtk_widget_get_width (GTK_WIDGET (self));
  int wh = gtk_widget_get_height (GTK_WIDGET (self));
  int r0, r1, c0, c1;
  double columns, rows, radius, xa, ya, xb, yb;

  if (!self->has_area || ww <= 0 || wh <= 0)
    return;
  if (!bth_map_view_play_box (self, FALSE, &r0, &r1, &c0, &c1))
    {
      /* No force on the map: the whole area (what is recorded, the cities). */
      columns = self->col1 - self->col0 + 1.5;
      rows = self->row1 - self->row0;
      radius = MIN ((ww - 2 * PAD) / (columns * SQRT3), (wh - 2 * PAD) / (rows * 1.5 + 2));
      self->radius = CLAMP (radius, FIT_MIN_RADIUS, MAX_RADIUS);
      self->pan_x = self->pan_y = 0;
      bth_map_view_clamp_pan (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  /* The area in play: the stacks, the cities, the line shown, framed and centred, at a
   * zoom where the city names are drawn (the players pan to what does not fit). */
  columns = c1 - c0 + 1.5;
  rows = r1 - r0;
  radius = MIN ((ww - 2 * PAD) / (columns * SQRT3), (wh - 2 * PAD) / (rows * 1.5 + 2));
  self->radius = CLAMP (radius, NAME_RADIUS, FIT_MAX_RADIUS);
  if (radius < NAME_RADIUS)
    bth_map_view_play_box (self, TRUE, &r0, &r1, &c0, &c1);   /* too wide: centre the stacks */
  bth_map_view_hex_centre (self, (BthHex) { r0, c0 }, &xa, &ya);
  bth_map_view_hex_centre (self, (BthHex) { r1, c1 }, &xb, &yb);
  self->pan_x = ww / 2.0 - (xa + xb) / 2;
  self->pan_y = wh / 2.0 - (ya + yb) / 2;
  bth_map_view_clamp_pan (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bth_map_view_zoom_to_fit (BthMapView *self)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));
  self->user_moved = FALSE;
  bth_map_view_fit (self);
}

/* Pans the least needed to show HEX whole. */
void
bth_map_view_scroll_to_hex (BthMapView *self,
               BthHex      hex)
{
  double x, y, r = self->radius;
  int ww = gtk_widget_get_width (GTK_WIDGET (self));
  int wh = gtk_widget_get_height (GTK_WIDGET (self));

  bth_map_view_hex_centre (self, hex, &x, &y);
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
  bth_map_view_clamp_pan (self);
}

void
bth_map_view_centre_hex (BthMapView *self,
                         BthHex      hex)
{
  double x, y;

  g_return_if_fail (BTH_IS_MAP_VIEW (self));
  if (!bth_hex_is_valid (hex))
    return;
  bth_map_view_select (self, hex);
  if (!bth_map_view_in_area (self, hex) || gtk_widget_get_width (GTK_WIDGET (self)) <= 0)
    return;
  /* Close enough that the hex labels are drawn: the players see which hex it is. */
  if (self->radius < LABEL_RADIUS)
    zoom_centred (self, LABEL_RADIUS);
  self->user_moved = TRUE;
  bth_map_view_hex_centre (self, hex, &x, &y);
  self->pan_x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0 - x;
  self->pan_y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0 - y;
  bth_map_view_clamp_pan (self);
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
  bth_map_view_clamp_pan (self);
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

/* Adds the hex under widget point (X, Y) to the stroke unless it is the stroke's last. */
static void
stroke_add (BthMapView *self,
            double      x,
            double      y)
{
  BthHex hex, *last;

  if (!bth_map_view_hex_at (self, x, y, &hex))
    return;
  last = self->stroke->len > 0 ? &g_array_index (self->stroke, BthHex, self->stroke->len - 1) : NULL;
  if (last == NULL || !bth_hex_equal (*last, hex))
    g_array_append_val (self->stroke, hex);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               BthMapView     *self)
{
  self->drag_pan_x = self->pan_x;
  self->drag_pan_y = self->pan_y;
  g_clear_pointer (&self->stroke, g_array_unref);
  if (self->paint != BTH_MAP_PAINT_OFF)
    {
      self->stroke = g_array_new (FALSE, FALSE, sizeof (BthHex));
      self->stroke_x = self->stroke_last_x = x;
      self->stroke_y = self->stroke_last_y = y;
      stroke_add (self, x, y);
      gtk_widget_grab_focus (GTK_WIDGET (self));
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                BthMapView     *self)
{
  if (self->stroke != NULL)
    {
      /* Every hex the pointer crossed, however fast it moved: samples a quarter of a hex
       * apart, so successive hexes share a side (a river crosses it). */
      double x = self->stroke_x + dx, y = self->stroke_y + dy;
      double length = hypot (x - self->stroke_last_x, y - self->stroke_last_y);
      int steps = MAX (1, (int) ceil (length / (self->radius / 4)));

      for (int i = 1; i <= steps; i++)
        stroke_add (self, self->stroke_last_x + (x - self->stroke_last_x) * i / steps,
                    self->stroke_last_y + (y - self->stroke_last_y) * i / steps);
      self->stroke_last_x = x;
      self->stroke_last_y = y;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  self->user_moved = TRUE;
  self->pan_x = self->drag_pan_x + dx;
  self->pan_y = self->drag_pan_y + dy;
  bth_map_view_clamp_pan (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             BthMapView     *self)
{
  g_autoptr(GArray) stroke = NULL;

  if (self->stroke == NULL)
    return;
  on_drag_update (gesture, dx, dy, self);   /* the last stretch */
  stroke = g_steal_pointer (&self->stroke);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (stroke != NULL)
    bth_map_view_emit_stroke (self, stroke);
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
  bth_map_view_clamp_pan (self);
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
  gunichar c;
  BthTerrain terrain;

  if ((state & GDK_CONTROL_MASK) && !(state & (GDK_ALT_MASK | GDK_SHIFT_MASK)) &&
      (keyval == GDK_KEY_z || keyval == GDK_KEY_Z) && self->paint != BTH_MAP_PAINT_OFF)
    {
      /* While painting, Ctrl+Z takes back the last stroke, not the game's last entry. */
      bth_map_view_emit_undo (self);
      return TRUE;
    }
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  if (keyval == GDK_KEY_p || keyval == GDK_KEY_P)
    {
      /* Paint mode on and off; the letters choose the terrain only while it is on. */
      bth_map_view_set_paint (self, self->paint == BTH_MAP_PAINT_OFF ? BTH_MAP_PAINT_TERRAIN : BTH_MAP_PAINT_OFF,
                              self->brush);
      return TRUE;
    }
  c = gdk_keyval_to_unicode (keyval);
  terrain = c != 0 && self->paint != BTH_MAP_PAINT_OFF && self->map != NULL
            ? bth_map_terrain_from_letter (self->map, c) : BTH_TERRAIN_UNRECORDED;
  if (terrain != BTH_TERRAIN_UNRECORDED)
    {
      /* A terrain letter chooses the brush; Space, a click, a drag or the arrows paint. */
      bth_map_view_set_paint (self, BTH_MAP_PAINT_TERRAIN, terrain);
      return TRUE;
    }
  if (self->paint != BTH_MAP_PAINT_OFF)
    {
      /* r, x, g, v, b: the river, the hexside features, the bridge */
      for (BthMapPaint m = BTH_MAP_PAINT_RIVER; m <= BTH_MAP_PAINT_BRIDGE; m++)
        if (bth_map_paint_key (m) == gdk_keyval_to_lower (keyval))
          {
            bth_map_view_set_paint (self, m, self->brush);
            return TRUE;
          }
    }
  switch (keyval)
    {
    case GDK_KEY_Escape:
      if (self->paint == BTH_MAP_PAINT_OFF)
        return FALSE;
      bth_map_view_set_paint (self, BTH_MAP_PAINT_OFF, self->brush);
      return TRUE;
    case GDK_KEY_space:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      if ((self->paint != BTH_MAP_PAINT_TERRAIN && self->paint != BTH_MAP_PAINT_BRIDGE) || !self->has_selection)
        return FALSE;
      {
        g_autoptr(GArray) one = g_array_new (FALSE, FALSE, sizeof (BthHex));
        g_array_append_val (one, self->selected);
        bth_map_view_emit_stroke (self, one);
      }
      return TRUE;
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
  if (!self->has_selection || !bth_map_view_in_area (self, self->selected))
    hex = (BthHex) { (self->row0 + self->row1) / 2, (self->col0 + self->col1) / 2 };
  else
    hex = (BthHex) { self->selected.row + drow, self->selected.column + dcolumn };
  if (!bth_map_view_in_area (self, hex))
    return TRUE;   /* the edge of the area: stay */
  bth_map_view_select (self, hex);
  if (self->paint == BTH_MAP_PAINT_TERRAIN)
    {
      /* Painting follows the arrows. */
      g_autoptr(GArray) one = g_array_new (FALSE, FALSE, sizeof (BthHex));
      g_array_append_val (one, hex);
      bth_map_view_emit_stroke (self, one);
    }
  return TRUE;
}

/* ---- controllers -------------------------------------------------------------------- */

void
bth_map_view_add_controllers (BthMapView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *zoom = gtk_gesture_zoom_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *key = gtk_event_controller_key_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
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
}
