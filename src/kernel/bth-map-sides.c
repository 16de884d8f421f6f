/* bth-map-sides.c — a river as the sides it crosses, and a hex's bridge. */
#include "bth-map-sides.h"

#include "bth-error.h"
#include "bth-map-private.h"

static const BthMapHex *
hex_record (const BthMap *map, BthHex hex)
{
  return &map->hexes[bth_hex_index (hex)];
}

guint8
bth_map_get_river_sides (const BthMap *map, BthHex hex)
{
  const BthMapHex *h;
  guint8 seen = 0, twice = 0;

  g_return_val_if_fail (map != NULL, 0);
  if (!bth_hex_is_valid (hex))
    return 0;
  h = hex_record (map, hex);
  /* A crossed side belongs to both banks it separates (docs/map-format.md). */
  for (guint b = 0; b < h->n_banks; b++)
    {
      twice |= seen & h->banks[b];
      seen |= h->banks[b];
    }
  return twice;
}

gboolean
bth_map_hex_has_bridge (const BthMap *map, BthHex hex)
{
  g_return_val_if_fail (map != NULL, FALSE);
  return bth_hex_is_valid (hex) && (hex_record (map, hex)->flags & BTH_MAP_HEX_BRIDGE) != 0;
}

char ***
bth_river_banks_from_sides (guint8 sides, GError **error)
{
  int crossed[BTH_HEX_DIRECTIONS], n = 0;
  char ***banks;

  for (int d = 0; d < BTH_HEX_DIRECTIONS; d++)
    if (sides & (1u << d))
      crossed[n++] = d;
  if (n < 2)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   n == 0 ? "no side is crossed"
                          : "a river crosses two sides of a hex (three where rivers meet); "
                            "one side alone is a river tail, which has no effect");
      return NULL;
    }
  if (n > BTH_MAP_MAX_BANKS)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "a river crosses at most three sides of a hex, not %d", n);
      return NULL;
    }
  /* The directions run round the hex (e, ne, nw, w, sw, se): each bank is the sides from
   * one crossing to the next, both included. */
  banks = g_new0 (char **, n + 1);
  for (int b = 0; b < n; b++)
    {
      int first = crossed[b], last = crossed[(b + 1) % n];
      int count = (last - first + BTH_HEX_DIRECTIONS) % BTH_HEX_DIRECTIONS + 1;

      banks[b] = g_new0 (char *, count + 1);
      for (int i = 0; i < count; i++)
        banks[b][i] = g_strdup (bth_hex_direction_nick ((first + i) % BTH_HEX_DIRECTIONS));
    }
  return banks;
}

void
bth_river_banks_free (char ***banks)
{
  for (guint b = 0; banks != NULL && banks[b] != NULL; b++)
    g_strfreev (banks[b]);
  g_free (banks);
}

gboolean
bth_map_overlay_record_river_sides (BthMapOverlay *overlay, BthMap *map, BthHex hex, guint8 sides,
                                    GError **error)
{
  char ***banks = NULL;
  gboolean ok;

  if (sides != 0 && (banks = bth_river_banks_from_sides (sides, error)) == NULL)
    return FALSE;
  ok = bth_map_overlay_record_river (overlay, map, hex, (const char * const * const *) banks, error);
  bth_river_banks_free (banks);
  return ok;
}
