/* bench-supply.c — the time to recompute supply for 200 forces on a fully recorded map.
 *
 * The rulebook does not give the board's extent; the synthetic board covers the whole
 * label space the grid allows up to column 70 (rows A … ZZ, 52 × 70 = 3,640 hexes, more
 * than the rows A … PP and columns the text names), every hex recorded: mostly clear,
 * with forest, swamp, low and high mountains and river hexes, from a fixed seed. Two sides
 * of 100 forces each, three colours and six nations a side, twelve major cities a side
 * (a source for each of the side's six nations); forces cluster around cities and armies.
 * Prints the figures; the target is under 5 ms per recomputation.
 *
 *   build/bench/bench-supply [ROUNDS]
 */
#include "bth-supply.h"
#include "bth-tec.h"

#include <stdio.h>
#include <stdlib.h>

#define COLUMNS 70
#define FORCES 200

static int
compare (const void *a, const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return (x > y) - (x < y);
}

static char *
synthetic_overlay (GRand *rand)
{
  static const char *const terrains[] = {
    "clear", "clear", "clear", "clear", "clear", "clear", "clear", "clear", "clear",
    "clear", "clear", "clear", "forest", "swamp", "low_mountain", "high_mountain",
  };
  GString *s = g_string_new ("{\"format\": \"berthier-map-overlay\", \"format_version\": 1, "
                             "\"map\": \"war-and-peace-4e\", \"hexes\": [");

  for (int r = 0; r < BTH_HEX_ROWS; r++)
    for (int c = 1; c <= COLUMNS; c++)
      {
        g_autofree char *label = bth_hex_to_string ((BthHex) { r, c }, 0);
        const char *terrain = terrains[g_rand_int_range (rand, 0, G_N_ELEMENTS (terrains))];
        g_string_append_printf (s, "%s{\"hex\": \"%s\", \"terrain\": \"%s\"%s}",
                                (r == 0 && c == 1) ? "" : ", ", label, terrain,
                                g_rand_int_range (rand, 0, 12) == 0
                                ? ", \"river\": [[\"e\", \"ne\", \"nw\"], [\"w\", \"sw\", \"se\"]]" : "");
      }
  g_string_append (s, "], \"cities\": [");
  for (int i = 0; i < 24; i++)
    {
      g_autofree char *label = bth_hex_to_string ((BthHex) { g_rand_int_range (rand, 0, BTH_HEX_ROWS),
                                                             g_rand_int_range (rand, 1, COLUMNS + 1) }, 0);
      g_string_append_printf (s, "%s{\"name\": \"City %d\", \"hex\": \"%s\", \"size\": \"major\", "
                              "\"country\": \"%s\"}", i == 0 ? "" : ", ", i, label,
                              i % 2 == 0 ? "france" : "austria");
    }
  g_string_append (s, "]}");
  return g_string_free (s, FALSE);
}

int
main (int argc, char *argv[])
{
  int rounds = argc > 1 ? atoi (argv[1]) : 500;
  g_autoptr(GError) error = NULL;
  g_autoptr(BthMap) map = bth_tec_load_builtin_map (&error);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1805);
  g_autofree char *overlay = NULL;
  g_autoptr(GArray) sources = g_array_new (FALSE, FALSE, sizeof (BthSupplySource));
  static const char *const colors[2][3] = { { "blue", "green", "purple" }, { "white", "grey", "yellow" } };
  static const char *const nations[2][6] = {
    { "france", "bavaria", "italy", "holland", "saxony", "naples" },
    { "austria", "russia", "prussia", "england", "sweden", "portugal" },
  };
  BthSupplyForce forces[FORCES];
  g_autoptr(BthSupply) supply = NULL;
  gint64 *times;
  int counts[3] = { 0 };

  if (map == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  overlay = synthetic_overlay (rand);
  if (!bth_map_apply_overlay_data (map, overlay, -1, "synthetic.json", &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  for (int side = 0; side < 2; side++)
    for (int n = 0; n < 6; n++)
      bth_supply_add_major_cities (sources, map, side == 0 ? "france" : "austria", side,
                                   nations[side][n], BTH_SUPPLY_SOURCE_HOME);

  /* Forces gathered in clusters, as armies are, so that chains form. */
  for (int i = 0; i < FORCES; i++)
    {
      int side = i % 2;
      forces[i].id = "force";
      forces[i].side = side;
      forces[i].color = colors[side][g_rand_int_range (rand, 0, 3)];
      forces[i].nation = nations[side][g_rand_int_range (rand, 0, 6)];
      forces[i].hex = (BthHex) { g_rand_int_range (rand, 0, BTH_HEX_ROWS),
                                 g_rand_int_range (rand, 1, COLUMNS + 1) };
      if (i < 40)  /* the first forces start from their cities */
        {
          BthHex n;
          forces[i].hex = g_array_index (sources, BthSupplySource,
                                         side * (sources->len / 2) +
                                         g_rand_int_range (rand, 0, sources->len / 2)).hex;
          if (bth_hex_neighbor (forces[i].hex, g_rand_int_range (rand, 0, 6), &n) &&
              bth_hex_neighbor (n, g_rand_int_range (rand, 0, 6), &n))
            forces[i].hex = n;
        }
      else
        {
          BthHex near = forces[g_rand_int_range (rand, 0, i)].hex, n;
          for (int k = g_rand_int_range (rand, 1, 4); k > 0; k--)
            if (bth_hex_neighbor (near, g_rand_int_range (rand, 0, BTH_HEX_DIRECTIONS), &n))
              near = n;
          forces[i].hex = near;
        }
      forces[i].strength = g_rand_int_range (rand, 0, 10);
      forces[i].inside_city = FALSE;
      forces[i].besieged = FALSE;
    }

  supply = bth_supply_new (map);
  times = g_new (gint64, rounds);
  for (int r = 0; r < rounds; r++)
    {
      gint64 start = g_get_monotonic_time ();
      if (!bth_supply_compute (supply, forces, FORCES, (BthSupplySource *) sources->data,
                               sources->len, NULL, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      times[r] = g_get_monotonic_time () - start;
    }
  for (int i = 0; i < FORCES; i++)
    counts[bth_supply_get_result (supply, i)->status]++;
  qsort (times, rounds, sizeof (gint64), compare);

  printf ("supply for %d forces, %u sources, %d x %d recorded hexes, %d rounds\n",
          FORCES, sources->len, BTH_HEX_ROWS, COLUMNS, rounds);
  printf ("  supplied %d, unsupplied %d, unknown %d\n",
          counts[BTH_SUPPLY_SUPPLIED], counts[BTH_SUPPLY_UNSUPPLIED], counts[BTH_SUPPLY_UNKNOWN]);
  printf ("  median %.3f ms, min %.3f ms, 95th percentile %.3f ms, max %.3f ms (target < 5 ms)\n",
          times[rounds / 2] / 1000.0, times[0] / 1000.0, times[rounds * 95 / 100] / 1000.0,
          times[rounds - 1] / 1000.0);
  g_free (times);
  return 0;
}
