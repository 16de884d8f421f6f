/* bth-map-view.c — the map drawing: hex grid, terrain, cities, counters, supply lines.
 *
 * This file holds the widget, its setters and the selection, and puts a frame together.
 * The rest of the view is in parts of one purpose each (bth-map-view-private.h):
 * geometry and the area in play (-geometry.c), the hex tiles and the static layer
 * (-terrain.c), hexside features and rivers (-hexsides.c), labels, cities, counters and
 * lines (-marks.c), pan, zoom and keys (-input.c) and the summary in words (-summary.c).
 *
 * Per frame only the selection, one supply line, the Distance path and the counters are
 * added to the static layer, which is rebuilt only when the zoom, scale, colour scheme or
 * map changes.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <glib/gi18n.h>

#include "bth-map-view-private.h"

G_DEFINE_FINAL_TYPE (BthMapView, bth_map_view, GTK_TYPE_WIDGET)

enum {
  SIGNAL_HEX_SELECTED,
  SIGNAL_STROKE,
  SIGNAL_UNDO_STROKE,
  SIGNAL_PAINT_CHANGED,
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
  if (bth_map_view_in_area (self, hex) && gtk_widget_get_width (GTK_WIDGET (self)) > 0)
    bth_map_view_scroll_to_hex (self, hex);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SIGNAL_HEX_SELECTED], 0, (int) hex.row, (int) hex.column);
}

/* ---- painting ----------------------------------------------------------------------- */

void
bth_map_view_set_paint (BthMapView *self,
                        BthMapPaint paint,
                        BthTerrain  brush)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));

  /* BthTerrain is unsigned: unrecorded (0) is its least value, so only a brush past the
   * chart's terrains is none of them. */
  if (brush >= BTH_TERRAIN_COUNT)
    brush = BTH_TERRAIN_UNRECORDED;   /* painting, no terrain chosen yet */
  if (self->paint == paint && (paint != BTH_MAP_PAINT_TERRAIN || self->brush == brush))
    return;
  self->paint = paint;
  if (paint == BTH_MAP_PAINT_TERRAIN)
    self->brush = brush;
  g_clear_pointer (&self->stroke, g_array_unref);
  self->keep_view = TRUE;   /* the margin changes: the map stays under the pointer */
  bth_map_view_update_area (self);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), paint != BTH_MAP_PAINT_OFF ? "crosshair" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SIGNAL_PAINT_CHANGED], 0);
}

guint
bth_map_paint_key (BthMapPaint paint)
{
  switch (paint)
    {
    case BTH_MAP_PAINT_RIVER: return GDK_KEY_r;
    case BTH_MAP_PAINT_ALL_SEA: return GDK_KEY_x;
    case BTH_MAP_PAINT_PASS: return GDK_KEY_g;
    case BTH_MAP_PAINT_RED_ARROW: return GDK_KEY_v;
    case BTH_MAP_PAINT_BRIDGE: return GDK_KEY_b;
    case BTH_MAP_PAINT_OFF:
    case BTH_MAP_PAINT_TERRAIN:
    default:
      return 0;
    }
}

BthHexsideFeature
bth_map_paint_hexside (BthMapPaint paint)
{
  switch (paint)
    {
    case BTH_MAP_PAINT_ALL_SEA: return BTH_HEXSIDE_ALL_SEA;
    case BTH_MAP_PAINT_PASS: return BTH_HEXSIDE_MOUNTAIN_PASS;
    case BTH_MAP_PAINT_RED_ARROW: return BTH_HEXSIDE_RED_ARROW;
    case BTH_MAP_PAINT_OFF:
    case BTH_MAP_PAINT_TERRAIN:
    case BTH_MAP_PAINT_RIVER:
    case BTH_MAP_PAINT_BRIDGE:
    default:
      return BTH_HEXSIDE_NONE;
    }
}

BthMapPaint
bth_map_view_get_paint (BthMapView *self,
                        BthTerrain *brush)
{
  g_return_val_if_fail (BTH_IS_MAP_VIEW (self), BTH_MAP_PAINT_OFF);

  if (brush != NULL)
    *brush = self->brush;
  return self->paint;
}

void
bth_map_view_emit_stroke (BthMapView *self,
                          GArray     *hexes)
{
  if (self->paint == BTH_MAP_PAINT_OFF || hexes == NULL || hexes->len == 0 ||
      (self->paint == BTH_MAP_PAINT_TERRAIN && self->brush == BTH_TERRAIN_UNRECORDED))
    return;
  g_signal_emit (self, signals[SIGNAL_STROKE], 0, hexes,
                 self->paint == BTH_MAP_PAINT_TERRAIN ? (int) self->brush : 0);
}

void
bth_map_view_emit_undo (BthMapView *self)
{
  g_signal_emit (self, signals[SIGNAL_UNDO_STROKE], 0);
}

/* ---- setters ------------------------------------------------------------------------ */

void
bth_map_view_set_map (BthMapView *self,
                      BthMap     *map)
{
  g_return_if_fail (BTH_IS_MAP_VIEW (self));

  /* A record (or an undo) gives the map again: the view stays where the players have it. */
  self->keep_view = self->map != NULL && map != NULL;
  if (map != NULL)
    bth_map_ref (map);
  g_clear_pointer (&self->map, bth_map_unref);
  self->map = map;
  bth_map_view_invalidate_static (self);   /* the same map object may have new overlay terrain */
  bth_map_view_update_area (self);
  bth_map_view_update_summary (self);
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
  bth_map_view_update_area (self);
  bth_map_view_update_summary (self);
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
  bth_map_view_update_area (self);
  bth_map_view_update_summary (self);
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
  bth_map_view_update_area (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- drawing ------------------------------------------------------------------------ */

static void
bth_map_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  BthMapView *self = BTH_MAP_VIEW (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  gboolean dark = bth_map_view_is_dark ();
  GdkRGBA outside;

  bth_map_view_rgb (&outside, dark ? 0x161618 : 0xcfc7b4, 1);
  gtk_snapshot_append_color (snapshot, &outside, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (self->map == NULL || !self->has_area)
    return;

  if (self->static_node == NULL || self->static_radius != self->radius
      || self->static_scale != scale || self->static_dark != dark)
    {
      g_clear_pointer (&self->static_node, gsk_render_node_unref);
      g_clear_pointer (&self->static_top, gsk_render_node_unref);
      bth_map_view_build_static (self, scale, dark);
    }

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (self->pan_x), round (self->pan_y)));
  gtk_snapshot_append_node (snapshot, self->static_node);

  if (self->has_selection && bth_map_view_in_area (self, self->selected))
    {
      double x, y, w = bth_map_view_hex_width (self), r = self->radius;

      if (self->tiles[TILE_SELECTION] == NULL)
        self->tiles[TILE_SELECTION] = bth_map_view_make_tile (self, TILE_SELECTION, scale, dark);
      bth_map_view_hex_centre (self, self->selected, &x, &y);
      gtk_snapshot_append_texture (snapshot, self->tiles[TILE_SELECTION],
                                   &GRAPHENE_RECT_INIT (x - w / 2 - 1, y - r - 1, w + 2, 2 * r + 2));
    }

  /* The stroke being dragged, in its terrain (a river's hexes in the selection's tone). */
  for (guint i = 0; self->stroke != NULL && i < self->stroke->len; i++)
    {
      int tile = self->paint == BTH_MAP_PAINT_TERRAIN && self->brush != BTH_TERRAIN_UNRECORDED
                 ? (int) self->brush : TILE_SELECTION;
      BthHex hex = g_array_index (self->stroke, BthHex, i);
      double x, y, w = bth_map_view_hex_width (self), r = self->radius;

      if (!bth_map_view_in_area (self, hex))
        continue;
      if (self->tiles[tile] == NULL)
        self->tiles[tile] = bth_map_view_make_tile (self, tile, scale, dark);
      bth_map_view_hex_centre (self, hex, &x, &y);
      gtk_snapshot_append_texture (snapshot, self->tiles[tile],
                                   &GRAPHENE_RECT_INIT (x - w / 2 - 1, y - r - 1, w + 2, 2 * r + 2));
    }

  if (self->static_top != NULL)
    gtk_snapshot_append_node (snapshot, self->static_top);
  bth_map_view_append_marks (self, snapshot, scale);

  gtk_snapshot_restore (snapshot);
  gtk_snapshot_pop (snapshot);
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
    bth_map_view_fit (self);
  else
    bth_map_view_clamp_pan (self);
}

static void
on_dark_notify (BthMapView *self)
{
  bth_map_view_invalidate_static (self);
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
  g_clear_pointer (&self->stroke, g_array_unref);

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

  /**
   * BthMapView::stroke:
   * @hexes: (type GArray): the hexes painted, in order (BthHex)
   * @terrain: the brush's BthTerrain, or 0 for a river through the hexes
   *
   * The players painted a stroke: one record.
   */
  signals[SIGNAL_STROKE] =
    g_signal_new ("stroke", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_INT);
  signals[SIGNAL_UNDO_STROKE] =
    g_signal_new ("undo-stroke", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_PAINT_CHANGED] =
    g_signal_new ("paint-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "mapview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bth_map_view_init (BthMapView *self)
{
  self->radius = 24;
  self->symbols = bth_map_symbols_new ();
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  bth_map_view_add_controllers (self);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_notify), self, G_CONNECT_SWAPPED);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map of the area in play"), -1);
  bth_map_view_update_summary (self);
}

GtkWidget *
bth_map_view_new (void)
{
  return g_object_new (BTH_TYPE_MAP_VIEW, NULL);
}
