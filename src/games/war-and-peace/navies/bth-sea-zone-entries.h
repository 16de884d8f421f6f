/* bth-sea-zone-entries.h — the sea-zone numbers the players entered, kept between games.
 *
 * The seeds print the MP of few sea zones, no Interception Modifier and the Maritime
 * Traffic of two (X.F.2.f, X.F.4.c, X.K.8.b; data/rules "naval.sea_zones"). The players
 * enter the rest from their Global Naval Movement display once; the app keeps them in
 * $XDG_DATA_HOME/berthier/campaign/sea-zones.json and hands them to the naval rules as
 * BthSeaZone overrides (bth_naval_zone_lookup(): the printed numbers always win).
 *
 * File: {"format": "berthier-sea-zones", "format_version": 1,
 *        "zones": [{"name": "Baltic Sea", "mp": 1, "im": null, "mt": null}, …]}
 * null (or absent) = not entered. Loading is strict; a bad file is an error naming it and
 * the JSON path, and is left as it is. Saving keeps the previous file as FILE.bak.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-naval.h"

G_BEGIN_DECLS

/* Ranges the entries may take (the same as berthier-cli naval-*'s "zones"). */
#define BTH_SEA_ZONE_MP_MAX 9
#define BTH_SEA_ZONE_MOD_MIN (-6)
#define BTH_SEA_ZONE_MOD_MAX 6

/* A GArray of BthSeaZone whose names it owns (mp -1, im/mt BTH_NAVAL_UNKNOWN = not entered). */
GArray   *bth_sea_zone_entries_new       (void);
GArray   *bth_sea_zone_entries_from_data (const char *data, const char *name, GError **error);
char     *bth_sea_zone_entries_to_data   (const GArray *entries);
/* A missing file is no entries. */
GArray   *bth_sea_zone_entries_load      (const char *path, GError **error);
gboolean  bth_sea_zone_entries_save      (const GArray *entries, const char *path, GError **error);
/* The entry for NAME (case-insensitive), or NULL. */
BthSeaZone *bth_sea_zone_entries_find    (GArray *entries, const char *name);
/* Sets NAME's numbers (adding it); a zone with nothing entered is dropped. FALSE with
 * ERROR when a number is out of range (the entry is unchanged). */
gboolean  bth_sea_zone_entries_set       (GArray *entries, const char *name, int mp, int im, int mt,
                                          GError **error);

G_END_DECLS
