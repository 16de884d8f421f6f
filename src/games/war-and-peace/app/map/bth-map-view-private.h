/* bth-map-view-private.h — the inside of BthMapView, shared by the files that draw it and
 * move it about (bth-map-view*.c). Not for the rest of the app: use bth-map-view.h.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-map-sides.h"
#include "bth-map-symbols.h"
#include "bth-map-view.h"
#include "bth-tec.h"

G_BEGIN_DECLS

#define SQRT3          1.7320508075688772
#define PAD            16.0    /* pixels around the area */
#define AREA_MARGIN    2       /* hexes around what is known */
#define PAINT_MARGIN   8       /* … while painting the board */
#define MIN_RADIUS     6.0
#define MAX_RADIUS     96.0
#define ZOOM_STEP      1.25
#define FIT_MIN_RADIUS 10.0    /* fitting a huge area never goes below this */
#define LABEL_RADIUS   26.0    /* hex labels from this zoom on */
#define NAME_RADIUS    14.0    /* city names from this zoom on */
#define NAME_MIN_PX    10.0    /* … never smaller than this (legible at the table) */
#define FIT_MAX_RADIUS 44.0    /* fitting a few stacks does not blow them up */

/* The paper under the hexes (and the city names' pill), light and dark. */
#define PAPER_LIGHT    0xe4ddcc
#define PAPER_DARK     0x1e1e21

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
  gboolean       keep_view;         /* the next area change keeps zoom and position */

  double         drag_pan_x, drag_pan_y;
  double         zoom_start;
  double         pointer_x, pointer_y;
  gboolean       pointer_inside;

  GskRenderNode *static_node;       /* the hexes: terrain, grid */
  GskRenderNode *static_top;        /* over the selection: hexside features, rivers, labels, cities */
  double         static_radius;
  guint          static_builds;
  guint          hexsides_drawn;    /* by the last static build */
  int            static_scale;
  gboolean       static_dark;
  GdkTexture    *tiles[N_TILES];
  BthMapSymbols *symbols;

  char          *summary;

  guint          names_drawn, names_hidden; /* city names in the last static build (for tests) */
  guint          path_unknown_drawn; /* unrecorded hexes ringed on the supply line (for tests) */
  BthMapPaint    paint;             /* painting the board instead of panning */
  BthTerrain     brush;
  GArray        *stroke;            /* BthHex: the stroke being dragged, NULL when none */
  double         stroke_x, stroke_y;  /* where the drag began (widget) */
  double         stroke_last_x, stroke_last_y;
};

/* Painting (bth-map-view.c): a stroke of the brush over HEXES (BthHex), or the river
 * through them. */
void         bth_map_view_emit_stroke     (BthMapView *self, GArray *hexes);
void         bth_map_view_emit_undo       (BthMapView *self);

/* Geometry and the area in play (bth-map-view-geometry.c). Content coordinates: the
 * area's top left corner is 0, 0. */
double       bth_map_view_hex_width       (BthMapView *self);
void         bth_map_view_hex_centre      (BthMapView *self, BthHex hex, double *x, double *y);
void         bth_map_view_content_size    (BthMapView *self, double *width, double *height);
gboolean     bth_map_view_in_area         (BthMapView *self, BthHex hex);
/* Recomputes the area from the map, the mapboards, the forces and the route. */
void         bth_map_view_update_area     (BthMapView *self);
/* The part of the area in play that Fit frames, rows and columns inclusive: the forces on
 * the map, the cities on the scenario's boards, the supply line shown and the Distance
 * tool's path (FORCES_ONLY: the stack whose line is shown and its line, else the forces); FALSE when no force is on the
 * map (Fit frames the whole area). */
gboolean     bth_map_view_play_box        (BthMapView *self, gboolean forces_only,
                                           int *row0, int *row1, int *col0, int *col1);

/* Pan and zoom (bth-map-view-input.c). */
void         bth_map_view_clamp_pan       (BthMapView *self);
void         bth_map_view_fit             (BthMapView *self);
void         bth_map_view_scroll_to_hex   (BthMapView *self, BthHex hex);
void         bth_map_view_add_controllers (BthMapView *self);

/* Colours, tiles and the static layer (bth-map-view-terrain.c). */
gboolean     bth_map_view_is_dark         (void);
void         bth_map_view_rgb             (GdkRGBA *out, guint32 hex, double alpha);
void         bth_map_view_ink_colour      (BthMapView *self, GdkRGBA *ink);
GdkTexture  *bth_map_view_make_tile       (BthMapView *self, int tile, int scale, gboolean dark);
void         bth_map_view_invalidate_static (BthMapView *self);
void         bth_map_view_build_static    (BthMapView *self, int scale, gboolean dark);

/* Hexside features and rivers (bth-map-view-hexsides.c). */
void         bth_map_view_append_hexsides (BthMapView *self, GtkSnapshot *snapshot);
void         bth_map_view_append_rivers   (BthMapView *self, GtkSnapshot *snapshot);
/* How many hexside features the last static build drew: each once (for tests). */
guint        bth_map_view_get_hexsides_drawn (BthMapView *self);

/* Text, labels, cities, counters and lines (bth-map-view-marks.c). */
PangoLayout *bth_map_view_make_layout     (BthMapView *self, const char *text, double pixels,
                                           gboolean bold);
void         bth_map_view_append_centred  (GtkSnapshot *snapshot, PangoLayout *layout,
                                           double x, double y, const GdkRGBA *colour);
void         bth_map_view_append_labels   (BthMapView *self, GtkSnapshot *snapshot);
void         bth_map_view_append_cities   (BthMapView *self, GtkSnapshot *snapshot, int scale,
                                           gboolean dark);
void         bth_map_view_append_marks    (BthMapView *self, GtkSnapshot *snapshot, int scale);

/* The summary in words (bth-map-view-summary.c). */
void         bth_map_view_update_summary  (BthMapView *self);

G_END_DECLS
