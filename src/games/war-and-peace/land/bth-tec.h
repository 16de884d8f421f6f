/* bth-tec.h — War and Peace's Terrain Effects Chart as its code names it: the terrains and
 * hexside features and city sizes its map file declares (data/war-and-peace/maps/
 * war-and-peace-4e.json: "terrains", "hexside_features", "city_sizes"), numbered as that
 * file lists them.
 *
 * The kernel's map knows terrains only as ids into the map file's table; War and Peace's
 * pages (colours, the terrain a player picks, the painting keys) name the chart's rows, so
 * they use these. bth_tec_check_map says whether a map lists them in this order.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-map.h"

G_BEGIN_DECLS

/* War and Peace's built-in map: its id (the players' overlay file is named after it) and
 * where it is compiled in (data/war-and-peace/maps/, its 0.1.0 resource path). */
#define BTH_WAP_MAP_ID       "war-and-peace-4e"
#define BTH_WAP_MAP_RESOURCE "/io/github/berthier/Berthier/maps/war-and-peace-4e.json"

/* The built-in map (bth_map_load_resource at BTH_WAP_MAP_RESOURCE). */
BthMap *bth_tec_load_builtin_map (GError **error);

/* BTH_TERRAIN_UNRECORDED (0) is the kernel's. */
enum {
  BTH_TERRAIN_CLEAR = 1,
  BTH_TERRAIN_DESERT,
  BTH_TERRAIN_FOREST,
  BTH_TERRAIN_SAND,
  BTH_TERRAIN_SWAMP,
  BTH_TERRAIN_LAKE,
  BTH_TERRAIN_LOW_MOUNTAIN,
  BTH_TERRAIN_HIGH_MOUNTAIN,
  BTH_TERRAIN_SEA,
  BTH_TERRAIN_COUNT            /* the chart's terrains and "unrecorded" */
};

/* BTH_HEXSIDE_NONE (0) is the kernel's. */
enum {
  BTH_HEXSIDE_ALL_SEA = 1,     /* no army crossing (note 7) */
  BTH_HEXSIDE_RED_ARROW,       /* a sea crossing treated as one river (note 9) */
  BTH_HEXSIDE_MOUNTAIN_PASS,   /* entering a mountain hex through it costs 1 MP (note 2) */
  BTH_HEXSIDE_COUNT
};

/* BTH_CITY_SIZE_UNRECORDED (0) is the kernel's. */
enum {
  BTH_CITY_SIZE_MAJOR = 1,     /* fortress capacity 6; capitals are major (C.5) */
  BTH_CITY_SIZE_MINOR,         /* fortress capacity 4 */
  BTH_CITY_SIZE_COUNT
};

/* TRUE when MAP declares the chart's terrains, hexside features and city sizes under these numbers;
 * otherwise FALSE with ERROR naming the first that differs. */
gboolean bth_tec_check_map (const BthMap *map, GError **error);

G_END_DECLS
