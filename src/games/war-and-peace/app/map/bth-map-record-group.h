/* bth-map-record-group.h — the Map page's "Record the Board": typed rows, painting, undo,
 * and a record shared with another group.
 *
 * The rulebook prints no terrain, so the players copy their board: rows typed a line at a
 * time (bth-map-rows.h: "Y14 ccffmmcccf", "river X13: 6 9 6", "Vienna FF30 (3) major
 * Austria"), each block recorded at once as one record, its errors marked where they stand;
 * or painted on the map (a terrain letter, then drags, clicks or the arrows; r and a drag
 * for a river), each stroke one record. "Undo Last Record" (Ctrl+Z while painting) takes
 * the last back. Export writes the record as one file; Import merges another group's:
 * what they alone recorded is added, and where the two differ both are shown side by side
 * for the players to choose (one by one, or Keep All / Take All; Show on Map centres the
 * hex). The differences wait in the players' record until they choose, across relaunches.
 * "Painting On" gives painted hexes a mapboard. The rows stay after they are recorded, so
 * after Undo they can be corrected; Clear Rows empties them.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-map-view.h"
#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_MAP_RECORD_GROUP (bth_map_record_group_get_type ())
G_DECLARE_FINAL_TYPE (BthMapRecordGroup, bth_map_record_group, BTH, MAP_RECORD_GROUP, AdwPreferencesGroup)

/* PAGE gives the session's map store and shows toasts; VIEW is painted on. */
GtkWidget *bth_map_record_group_new         (BthPage    *page,
                                             BthMapView *view);
/* What Import… and Export… do once the file is chosen. */
gboolean   bth_map_record_group_import_file (BthMapRecordGroup *self,
                                             const char        *path);
gboolean   bth_map_record_group_export_file (BthMapRecordGroup *self,
                                             const char        *path);

/* The players' record changed (a record, an undo, the map read at start): the conflicts
 * still to choose are listed again. */
void       bth_map_record_group_refresh     (BthMapRecordGroup *self);

/* Starts a line for the hex of CITY in the rows ("Vienna ") and gives it the keyboard. */
void       bth_map_record_group_type_city   (BthMapRecordGroup *self,
                                             const char        *city);

G_END_DECLS
