/* bth-game-positions.c — positions and supply computed once per game state and map.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-game-positions.h"

#include "bth-map-store.h"

#define KEY "bth-game-positions"

typedef struct {
  guint          serial;     /* the map store's serial it was computed with */
  BthGameSupply *supply;
} Cached;

/* Any event, undo or redo makes a new state: drop what was computed for the old one. */
static void
on_game_changed (BthGame *game)
{
  g_object_set_data (G_OBJECT (game), KEY, NULL);
}

static void
cached_free (Cached *cached)
{
  bth_game_supply_free (cached->supply);
  g_free (cached);
}

BthGameSupply *
bth_game_positions_get (BthGame *game)
{
  BthMapStore *store = bth_map_store_get_default ();
  Cached *cached;
  BthMap *map;

  if (game == NULL || store == NULL || (map = bth_map_store_get_map_sync (store)) == NULL)
    return NULL;
  cached = g_object_get_data (G_OBJECT (game), KEY);
  if (cached != NULL && cached->serial == bth_map_store_get_serial (store))
    return cached->supply;
  if (g_object_get_data (G_OBJECT (game), KEY "-watched") == NULL)
    {
      g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), NULL);
      g_object_set_data (G_OBJECT (game), KEY "-watched", GINT_TO_POINTER (1));
    }
  cached = g_new0 (Cached, 1);
  cached->serial = bth_map_store_get_serial (store);
  cached->supply = bth_game_supply_compute_for_game (game, map, NULL);
  g_object_set_data_full (G_OBJECT (game), KEY, cached, (GDestroyNotify) cached_free);
  return cached->supply;
}

const BthStackPosition *
bth_game_positions_stack (BthGame *game, const char *stack_id)
{
  BthGameSupply *supply = bth_game_positions_get (game);

  return supply != NULL ? bth_game_supply_get (supply, stack_id) : NULL;
}
