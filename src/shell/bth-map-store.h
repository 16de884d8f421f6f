/* bth-map-store.h — the map the app works with: the built-in map plus the players' overlay.
 *
 * The overlay (their record of the board: terrain, rivers, hexside features, city hexes)
 * lives in $XDG_DATA_HOME/berthier/maps/MAP-ID.overlay.json and is saved after every
 * record, keeping the previous file as .bak. The map is read off the main thread the first
 * time it is asked for, so launching the app does not wait for it; "changed" is emitted
 * when it is ready and after every record. A malformed overlay is never deleted or
 * overwritten: the app says so (bth_map_store_get_message), works with the printed map,
 * and, when the players record something, first keeps the unreadable file beside as
 * FILE.unreadable.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "bth-map-overlay.h"

G_BEGIN_DECLS


#define BTH_TYPE_MAP_STORE (bth_map_store_get_type ())
G_DECLARE_FINAL_TYPE (BthMapStore, bth_map_store, BTH, MAP_STORE, GObject)

/* The session's store, for modules that have a game but no session (NULL when none). */
BthMapStore *bth_map_store_get_default    (void);
void         bth_map_store_set_default    (BthMapStore *store);

/* MAP_ID names the overlay file, MAP_RESOURCE is the built-in map's resource path;
 * OVERLAY_PATH NULL: the user's data folder. */
BthMapStore *bth_map_store_new            (const char *map_id,
                                           const char *map_resource,
                                           const char *overlay_path);

/* The map, or NULL while it is being read (which this starts). */
BthMap      *bth_map_store_get_map        (BthMapStore *self);
/* Reads it now on this thread if it is not ready (the CLI, tests). */
BthMap      *bth_map_store_get_map_sync   (BthMapStore *self);
const char  *bth_map_store_get_overlay_path (BthMapStore *self);
/* Counts the map's changes (read, records): results computed on it can tell they are old. */
guint        bth_map_store_get_serial     (BthMapStore *self);
/* A sentence about a problem with the overlay file, or NULL. */
const char  *bth_map_store_get_message    (BthMapStore *self);

/* Records (on the map at once) and saves. FALSE with ERROR when the map refuses the record
 * (then nothing changes) or the file could not be written (the record stays for this
 * sitting and is written with the next one). */
gboolean     bth_map_store_record_terrain (BthMapStore *self,
                                           BthHex       hex,
                                           BthTerrain   terrain,
                                           GError     **error);
/* Takes back the terrain recorded for HEX, with its river and bridge, and saves. */
gboolean     bth_map_store_forget_terrain (BthMapStore *self,
                                           BthHex       hex,
                                           GError     **error);
gboolean     bth_map_store_record_city    (BthMapStore *self,
                                           const char  *name,
                                           BthHex       hex,
                                           int          mapboard,
                                           GError     **error);
/* FEATURE on the hexside between adjacent hexes A and B; BTH_HEXSIDE_NONE removes one. */
gboolean     bth_map_store_record_hexside (BthMapStore       *self,
                                           BthHex             a,
                                           BthHex             b,
                                           BthHexsideFeature  feature,
                                           GError           **error);
/* The river through HEX as the sides it crosses (bth-map-sides.h; 0: no river). */
gboolean     bth_map_store_record_river_sides (BthMapStore *self,
                                               BthHex       hex,
                                               guint8       sides,
                                               GError     **error);
/* The players confirm (or take back) that the map lists every major city; kept with their
 * record of the board, so every game uses it, until they change a city (bth-map.h). */
gboolean     bth_map_store_record_major_cities (BthMapStore *self,
                                                gboolean     complete,
                                                GError     **error);
gboolean     bth_map_store_record_bridge  (BthMapStore *self,
                                           BthHex       hex,
                                           gboolean     bridge,
                                           GError     **error);

/* Records an overlay document (typed rows, a paint stroke) as one record: all or nothing,
 * one step of bth_map_store_undo. */
gboolean     bth_map_store_record_document (BthMapStore *self,
                                            JsonObject  *doc,
                                            GError     **error);
/* Takes back the last record made since the app started (a typed block, a stroke, an
 * import, a single record); FALSE when there is none. */
gboolean     bth_map_store_undo           (BthMapStore *self,
                                           GError     **error);
guint        bth_map_store_get_n_undo     (BthMapStore *self);

/* The players' record as one file to share (bth-map-share.h). */
char        *bth_map_store_export         (BthMapStore *self);
/* Merges another group's file: what they alone recorded is added (one undo step), what
 * both recorded differently is appended to CONFLICTS (BthMapConflict) and left as it is. */
gboolean     bth_map_store_import         (BthMapStore *self,
                                           const char  *text,
                                           gssize       length,
                                           const char  *name,
                                           GPtrArray   *conflicts,
                                           guint       *added,
                                           GError     **error);
/* Appends every conflict of an import the players have not settled (BthMapConflict): kept
 * in their record of the board until they choose, across relaunches. */
void         bth_map_store_get_conflicts  (BthMapStore *self,
                                           GPtrArray   *conflicts);
/* The players kept their own record of CONFLICT: the other group's is dropped. */
gboolean     bth_map_store_keep_mine      (BthMapStore          *self,
                                           const BthMapConflict *conflict,
                                           GError              **error);
/* Keep all (TAKE_THEIRS FALSE) or Take all: every conflict settled, one step of undo. */
gboolean     bth_map_store_settle_all     (BthMapStore *self,
                                           gboolean     take_theirs,
                                           GError     **error);
/* The players chose the other group's record of CONFLICT. */
gboolean     bth_map_store_take_theirs    (BthMapStore          *self,
                                           const BthMapConflict *conflict,
                                           GError              **error);

G_END_DECLS
