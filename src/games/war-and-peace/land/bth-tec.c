/* bth-tec.c — whether a map declares the Terrain Effects Chart as bth-tec.h numbers it.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-tec.h"
#include "bth-error.h"

static const char *const terrain_ids[BTH_TERRAIN_COUNT] = {
  [BTH_TERRAIN_CLEAR] = "clear", [BTH_TERRAIN_DESERT] = "desert", [BTH_TERRAIN_FOREST] = "forest",
  [BTH_TERRAIN_SAND] = "sand", [BTH_TERRAIN_SWAMP] = "swamp", [BTH_TERRAIN_LAKE] = "lake",
  [BTH_TERRAIN_LOW_MOUNTAIN] = "low_mountain", [BTH_TERRAIN_HIGH_MOUNTAIN] = "high_mountain",
  [BTH_TERRAIN_SEA] = "sea",
};

static const char *const hexside_ids[BTH_HEXSIDE_COUNT] = {
  [BTH_HEXSIDE_ALL_SEA] = "all_sea", [BTH_HEXSIDE_RED_ARROW] = "red_arrow",
  [BTH_HEXSIDE_MOUNTAIN_PASS] = "mountain_pass",
};

static const char *const city_size_ids[BTH_CITY_SIZE_COUNT] = {
  [BTH_CITY_SIZE_MAJOR] = "major", [BTH_CITY_SIZE_MINOR] = "minor",
};

gboolean
bth_tec_check_map (const BthMap *map, GError **error)
{
  for (int t = BTH_TERRAIN_CLEAR; t < BTH_TERRAIN_COUNT; t++)
    if (bth_map_terrain_from_id (map, terrain_ids[t]) != t)
      {
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                     "%s: $.terrains: \"%s\" is not terrain %d of the Terrain Effects Chart",
                     bth_map_get_id (map), terrain_ids[t], t);
        return FALSE;
      }
  for (int f = BTH_HEXSIDE_ALL_SEA; f < BTH_HEXSIDE_COUNT; f++)
    if (bth_map_hexside_from_id (map, hexside_ids[f]) != f)
      {
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                     "%s: $.hexside_features: \"%s\" is not feature %d of the Terrain Effects Chart",
                     bth_map_get_id (map), hexside_ids[f], f);
        return FALSE;
      }
  for (int z = BTH_CITY_SIZE_MAJOR; z < BTH_CITY_SIZE_COUNT; z++)
    if (bth_map_city_size_from_id (map, city_size_ids[z]) != z)
      {
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                     "%s: $.city_sizes: \"%s\" is not city size %d of the Terrain Effects Chart",
                     bth_map_get_id (map), city_size_ids[z], z);
        return FALSE;
      }
  if (bth_map_get_capital_size (map) != BTH_CITY_SIZE_MAJOR)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $.capitals.size: capitals are major (C.5)",
                   bth_map_get_id (map));
      return FALSE;
    }
  return TRUE;
}

BthMap *
bth_tec_load_builtin_map (GError **error)
{
  return bth_map_load_resource (BTH_WAP_MAP_RESOURCE, error);
}
