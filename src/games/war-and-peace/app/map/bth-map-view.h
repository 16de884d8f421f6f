/* bth-map-view.h — a drawing of the area in play: hexes, recorded terrain, cities, forces
 * with their strength and supply, and one force's supply line.
 *
 * The physical board stays the truth; this is a check of what was entered. The view
 * draws what it is given (the map, the scenario's mapboards, the placed forces) and lets
 * the players pan, zoom and select a hex ("hex-selected"). Everything it shows is also
 * said in words by bth_map_view_get_summary(), which is the widget's accessible
 * description.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "bth-map.h"
#include "bth-supply.h"

G_BEGIN_DECLS

/* One counter on the map: a Leader Display stack that stands on a hex. */
typedef struct {
  char            *id;          /* stack id, "s1" */
  char            *title;       /* its leaders, "Napoleon, Lannes, Ney" */
  char            *initial;     /* drawn on the counter, "N"; may be empty */
  int              side;        /* index of the side (0: the French player) */
  GdkRGBA          colour;      /* the counter's colour */
  int              sp;
  BthHex           hex;
  BthSupplyStatus  supply;
  GArray          *path;        /* BthHex, the supply line from its source; may be NULL */
} BthMapForce;

BthMapForce *bth_map_force_new  (void);
void         bth_map_force_free (BthMapForce *force);

/* Painting the board (the players' record: docs/map-format.md). */
typedef enum {
  BTH_MAP_PAINT_OFF,      /* a drag pans */
  BTH_MAP_PAINT_TERRAIN,  /* a drag, a click, Space or the arrows set the brush's terrain */
  BTH_MAP_PAINT_RIVER,    /* a drag from hex to hex records a river through them */
  BTH_MAP_PAINT_ALL_SEA,  /* a drag from hex to hex marks the sides crossed all-sea (x) */
  BTH_MAP_PAINT_PASS,     /* … a mountain pass (g, a gap in the mountains) */
  BTH_MAP_PAINT_RED_ARROW,/* … a red arrow (v, the arrowhead) */
  BTH_MAP_PAINT_BRIDGE,   /* a click (or Space) on a hex puts a bridge there, or takes it off (b) */
} BthMapPaint;

/* The key that chooses PAINT (a hexside feature or a bridge, r the river), 0 for none. */
guint       bth_map_paint_key          (BthMapPaint paint);
/* The hexside feature PAINT records, BTH_HEXSIDE_NONE when it is not a hexside paint. */
BthHexsideFeature bth_map_paint_hexside (BthMapPaint paint);

#define BTH_TYPE_MAP_VIEW (bth_map_view_get_type ())
G_DECLARE_FINAL_TYPE (BthMapView, bth_map_view, BTH, MAP_VIEW, GtkWidget)

GtkWidget  *bth_map_view_new            (void);

/* The map to draw (NULL: nothing). */
void        bth_map_view_set_map        (BthMapView *self,
                                         BthMap     *map);
/* The scenario's mapboards (1 … 4): the area in play is every known hex on them plus the
 * forces, with a margin. N 0: the forces and every located city. */
void        bth_map_view_set_mapboards  (BthMapView *self,
                                         const int  *mapboards,
                                         guint       n);
/* The forces (of BthMapForce; the view takes a reference). Side names for the summary. */
void        bth_map_view_set_forces     (BthMapView *self,
                                         GPtrArray  *forces);
/* Draws this force's supply line (NULL: none). */
void        bth_map_view_set_path_force (BthMapView *self,
                                         const char *force_id);
/* Draws the Distance tool's PATH (BthHex, FROM first; NULL: none), ringing the UNRECORDED
 * hexes to look up; dashed unless CERTAIN. The view copies both. */
void        bth_map_view_set_route      (BthMapView *self,
                                         GArray     *path,
                                         GArray     *unrecorded,
                                         gboolean    certain);

/* The hex selected, FALSE when none. */
gboolean    bth_map_view_get_selected   (BthMapView *self,
                                         BthHex     *hex);
/* Selects HEX (scrolling it into view) and emits "hex-selected". */
void        bth_map_view_select         (BthMapView *self,
                                         BthHex      hex);
/* Selects HEX and centres it, zoomed in far enough for its label to be drawn. */
void        bth_map_view_centre_hex     (BthMapView *self,
                                         BthHex      hex);
/* The hex under widget point (X, Y), FALSE when outside the area. */
gboolean    bth_map_view_hex_at         (BthMapView *self,
                                         double      x,
                                         double      y,
                                         BthHex     *hex);
/* The area in play, rows and columns inclusive; FALSE when there is none. */
gboolean    bth_map_view_get_area       (BthMapView *self,
                                         BthHex     *first,
                                         BthHex     *last);

/* Zoom is the hex's radius in pixels. */
double      bth_map_view_get_zoom       (BthMapView *self);
void        bth_map_view_set_zoom       (BthMapView *self,
                                         double      radius);
void        bth_map_view_zoom_in        (BthMapView *self);
void        bth_map_view_zoom_out       (BthMapView *self);
/* The whole area in view. */
void        bth_map_view_zoom_to_fit    (BthMapView *self);

/* Moves the drawing by DX, DY pixels (what a drag does), within the area. */
void        bth_map_view_pan            (BthMapView *self,
                                         double      dx,
                                         double      dy);

/* How many times the static layer (hexes, terrain, cities) was built: once per zoom, scale
 * or colour scheme, never for a pan (for tests). */
guint       bth_map_view_get_static_builds (BthMapView *self);

/* Painting: with the map focused, p starts (and stops) painting; then a terrain letter
 * (c f m h s l d a w) chooses the brush (Space, a click, a drag or the arrows paint), r chooses the river,
 * x all-sea sides, g passes, v red arrows, b bridges; Esc stops. BRUSH BTH_TERRAIN_UNRECORDED: painting, no terrain chosen yet. Each stroke is emitted as
 * "stroke" (a GArray of BthHex, the terrain or 0 for the other paints: see bth_map_view_get_paint); Ctrl+Z while painting
 * emits "undo-stroke". */
void        bth_map_view_set_paint      (BthMapView *self,
                                         BthMapPaint paint,
                                         BthTerrain  brush);
BthMapPaint bth_map_view_get_paint      (BthMapView *self,
                                         BthTerrain *brush);

/* What the map shows, in words (the area, terrain recorded, cities, forces, supply). */
const char *bth_map_view_get_summary    (BthMapView *self);

G_END_DECLS
