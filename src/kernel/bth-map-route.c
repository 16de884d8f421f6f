/* bth-map-route.c — movement-point costs and the cheapest route between two hexes.
 *
 * The cost of a step is the entry cost of the hex entered: a city costs the city cost
 * whatever else is in it; a bridged hex costs as the open terrain; a hex entered across a
 * hexside feature with an entry cost for its terrain costs that (War and Peace's mountain
 * pass); terrains open in winter cost as the open terrain on a winter mapboard. Add the
 * river cost when the step leaves a river hex through a hexside the unit could not reach
 * without crossing the river (not from the hex a line starts in, not from a city), and the
 * extra cost of the hexside feature crossed. Closed features and terrains without a cost
 * are closed to armies. The numbers are the map file's "movement", "terrains" and
 * "hexside_features" (docs/map-format.md).
 */
#include "bth-map-private.h"
#include "bth-error.h"

#include <string.h>

void
bth_search_init (BthSearch *s, const BthMap *map)
{
  memset (s, 0, sizeof *s);
  s->map = map;
  s->stamp = g_new0 (guint32, BTH_SEARCH_STATES);
  s->dist = g_new (int, BTH_SEARCH_STATES);
  s->pred = g_new (int, BTH_SEARCH_STATES);
  s->origin = g_new (int, BTH_SEARCH_STATES);
  s->hex_stamp = g_new0 (guint32, BTH_HEX_COUNT);
  s->buckets = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
}

void
bth_search_clear (BthSearch *s)
{
  g_clear_pointer (&s->stamp, g_free);
  g_clear_pointer (&s->dist, g_free);
  g_clear_pointer (&s->pred, g_free);
  g_clear_pointer (&s->origin, g_free);
  g_clear_pointer (&s->hex_stamp, g_free);
  g_clear_pointer (&s->buckets, g_ptr_array_unref);
}

void
bth_search_begin (BthSearch *s, BthSearchMode mode, int bound)
{
  guint8 mapboards = 0;

  s->mode = mode;
  s->bound = bound;
  /* Winter is a property of the turn on each mapboard; when every mapboard is
   * in winter, so is a hex whose mapboard is not recorded. */
  if (s->winter_mapboards != 0)
    for (int i = 0; i < BTH_HEX_COUNT; i++)
      mapboards |= (guint8) (1u << s->map->hexes[i].mapboard);
  mapboards &= (guint8) ~1u;
  s->winter_everywhere = mapboards != 0 && (s->winter_mapboards & mapboards) == mapboards;
  if (++s->generation == 0)
    {
      memset (s->stamp, 0, BTH_SEARCH_STATES * sizeof (guint32));
      memset (s->hex_stamp, 0, BTH_HEX_COUNT * sizeof (guint32));
      s->generation = 1;
    }
  for (guint i = 0; i < s->buckets->len; i++)
    g_array_set_size (g_ptr_array_index (s->buckets, i), 0);
  s->lowest = 0;
}

static void
push (BthSearch *s, int state, int dist, int pred, int origin)
{
  if (dist > s->bound)
    return;
  if (s->stamp[state] == s->generation && s->dist[state] <= dist)
    return;
  s->stamp[state] = s->generation;
  s->dist[state] = dist;
  s->pred[state] = pred;
  s->origin[state] = origin;
  while (s->buckets->len <= (guint) dist)
    g_ptr_array_add (s->buckets, g_array_new (FALSE, FALSE, sizeof (int)));
  g_array_append_val ((GArray *) g_ptr_array_index (s->buckets, dist), state);
  if ((guint) dist < s->lowest)
    s->lowest = dist;
}

void
bth_search_seed (BthSearch *s, BthHex hex, int origin)
{
  push (s, bth_hex_index (hex) * 7 + BTH_SEARCH_ANY, 0, -1, origin);
}

gboolean
bth_search_pop (BthSearch *s, int *state, gboolean *first)
{
  while (s->lowest < s->buckets->len)
    {
      GArray *bucket = g_ptr_array_index (s->buckets, s->lowest);

      while (bucket->len > 0)
        {
          int st = g_array_index (bucket, int, bucket->len - 1);
          int hex = st / 7;

          g_array_set_size (bucket, bucket->len - 1);
          if (s->dist[st] != (int) s->lowest)
            continue;  /* improved since it was queued */
          *state = st;
          *first = s->hex_stamp[hex] != s->generation;
          s->hex_stamp[hex] = s->generation;
          return TRUE;
        }
      s->lowest++;
    }
  return FALSE;
}

/* The cost of leaving state (HEX, ENTRY) towards DIR, or -1 when the step is closed;
 * *NEXT_ENTRY gets the entry of the hex reached. */
static int
step_cost (const BthSearch *s, int hex, int entry, int dir, int *next, int *next_entry)
{
  const BthMap *map = s->map;
  const BthMapHex *from = &map->hexes[hex];
  const BthMapHex *to;
  const BthHexsideKind *side;
  BthHex n;
  int cost, terrain;

  if (!bth_hex_neighbor (bth_hex_from_index (hex), dir, &n))
    return -1;
  *next = bth_hex_index (n);
  to = &map->hexes[*next];
  side = bth_map_get_hexside_kind (map, from->sides[dir]);
  if (side != NULL && side->closed)
    return -1;
  if (side == NULL && from->terrain == BTH_TERRAIN_UNRECORDED &&
      to->terrain == BTH_TERRAIN_UNRECORDED && s->mode == BTH_SEARCH_CERTAIN)
    return -1;  /* an unknown hexside */

  terrain = to->terrain;
  if (to->city >= 0)
    cost = map->city_mp;
  else if (terrain == BTH_TERRAIN_UNRECORDED)
    {
      if (s->mode == BTH_SEARCH_CERTAIN)
        return -1;
      cost = map->min_mp;
    }
  else if (to->flags & BTH_MAP_HEX_BRIDGE)
    cost = map->terrains[map->open_terrain].mp;
  else if (side != NULL && side->entry_mp > 0 && (side->entry_terrains & (1u << terrain)))
    cost = side->entry_mp;
  else
    {
      if ((s->winter_everywhere || (to->mapboard != 0 && (s->winter_mapboards & (1u << to->mapboard)))) &&
          (map->winter_clear & (1u << terrain)))
        terrain = map->open_terrain;
      cost = terrain <= (int) map->n_terrains ? map->terrains[terrain].mp : 0;
      if (cost <= 0)
        return -1;
    }

  if (side != NULL)
    cost += side->extra_mp;
  if (entry != BTH_SEARCH_ANY &&
      bth_map_river_separates (map, bth_hex_from_index (hex), entry, dir))
    cost += map->river_extra_mp;

  *next_entry = (to->n_banks > 0 && to->city < 0 && !(to->flags & BTH_MAP_HEX_BRIDGE))
                ? (int) bth_hex_direction_opposite (dir) : BTH_SEARCH_ANY;
  return cost;
}

void
bth_search_expand (BthSearch *s, int state)
{
  int hex = state / 7, entry = state % 7, dist = s->dist[state];

  if (s->blocked != NULL && s->blocked[hex] && s->pred[state] >= 0)
    return;  /* into, never through (M.5) */
  for (int dir = 0; dir < BTH_HEX_DIRECTIONS; dir++)
    {
      int next, next_entry, cost = step_cost (s, hex, entry, dir, &next, &next_entry);

      if (cost >= 0)
        push (s, next * 7 + next_entry, dist + cost, state, s->origin[state]);
    }
}

GArray *
bth_search_path (BthSearch *s, int state)
{
  GArray *path = g_array_new (FALSE, FALSE, sizeof (BthHex));

  for (int st = state; st >= 0; st = s->pred[st])
    {
      BthHex hex = bth_search_state_hex (st);
      g_array_prepend_val (path, hex);
    }
  return path;
}

static void
add_unique (GArray *hexes, BthHex hex)
{
  for (guint i = 0; i < hexes->len; i++)
    if (bth_hex_equal (g_array_index (hexes, BthHex, i), hex))
      return;
  g_array_append_val (hexes, hex);
}

GArray *
bth_search_unrecorded_on (const BthMap *map, GArray *path)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (BthHex));

  for (guint i = 1; path != NULL && i < path->len; i++)
    {
      BthHex a = g_array_index (path, BthHex, i - 1), b = g_array_index (path, BthHex, i);
      int dir = bth_hex_direction_to (a, b);
      gboolean a_rec = bth_map_hex_is_recorded (map, a), b_rec = bth_map_hex_is_recorded (map, b);

      if (dir >= 0 && !bth_map_hexside_is_known (map, a, dir) && !a_rec)
        add_unique (out, a);
      if (!b_rec && (bth_map_city_at (map, b) == NULL || !bth_map_hexside_is_known (map, a, dir)))
        add_unique (out, b);
    }
  return out;
}

void
bth_route_clear (BthRoute *route)
{
  g_clear_pointer (&route->path, g_array_unref);
  g_clear_pointer (&route->unrecorded, g_array_unref);
  memset (route, 0, sizeof *route);
}

/* The cheapest state of hex TO reached, or -1. */
static int
run_route (BthSearch *s, BthSearchMode mode, BthHex from, BthHex to)
{
  int target = bth_hex_index (to), state;
  gboolean first;

  bth_search_begin (s, mode, G_MAXINT);
  bth_search_seed (s, from, 0);
  while (bth_search_pop (s, &state, &first))
    {
      if (state / 7 == target)
        return state;
      bth_search_expand (s, state);
    }
  return -1;
}

gboolean
bth_map_route (const BthMap *self, BthHex from, BthHex to, const BthMoveOptions *options,
               BthRoute *route, GError **error)
{
  BthSearch s;
  int certain, possible;

  g_return_val_if_fail (route != NULL, FALSE);
  memset (route, 0, sizeof *route);
  if (!bth_hex_is_valid (from) || !bth_hex_is_valid (to))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "not a hex of the grid");
      return FALSE;
    }

  bth_search_init (&s, self);
  s.winter_mapboards = options != NULL ? options->winter_mapboards : 0;
  route->distance = bth_hex_distance (from, to);
  route->certain_mp = -1;

  certain = run_route (&s, BTH_SEARCH_CERTAIN, from, to);
  if (certain >= 0)
    {
      route->certain_mp = s.dist[certain];
      route->mp = s.dist[certain];
      route->status = BTH_ROUTE_FOUND;
      route->path = bth_search_path (&s, certain);
    }
  possible = run_route (&s, BTH_SEARCH_POSSIBLE, from, to);
  if (possible >= 0 && (certain < 0 || s.dist[possible] < route->certain_mp))
    {
      g_clear_pointer (&route->path, g_array_unref);
      route->mp = s.dist[possible];
      route->status = BTH_ROUTE_UNCERTAIN;
      route->path = bth_search_path (&s, possible);
      route->unrecorded = bth_search_unrecorded_on (self, route->path);
    }
  else if (certain < 0)
    route->status = BTH_ROUTE_NONE;
  if (route->unrecorded == NULL)
    route->unrecorded = g_array_new (FALSE, FALSE, sizeof (BthHex));
  bth_search_clear (&s);
  return TRUE;
}
