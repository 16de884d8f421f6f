/* bth-lga-losses.c — which units take a loss: the 3:1:1 type ratio of [12.62], the front
 * line before the reserve [12.61], attrition spread evenly [16.41-16.42], and the SP a
 * pursuit captures [12.65]. A suggestion the owner may follow: the rules fix the types and
 * the order, the owner chooses among units of one type. */
#include "bth-lga-combat.h"

#include <string.h>

static int
type_class (BthLgaUnitType type)
{
  switch (type)
    {
    case BTH_LGA_INFANTRY:
      return 0;
    case BTH_LGA_CAVALRY:
    case BTH_LGA_HEAVY_CAVALRY:
    case BTH_LGA_DRAGOONS:
      return 1;
    default:
      return 2;
    }
}

/* 0 front line, 1 reserve, 2 demoralized cavalry in the reserve [12.61]; attrition has one pool. */
static int
pool_of (const BthLgaUnit *u, gboolean attrition)
{
  if (attrition || !u->reserve)
    return 0;
  return u->demoralized && type_class (u->type) == 1 ? 2 : 1;
}

int
bth_lga_allocate_losses (BthLgaRules *rules, const BthLgaUnit *units, guint n, int loss, gboolean attrition,
                         int *taken)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  int cycle[16], cycle_len = 0, step = 0, total = 0;

  memset (taken, 0, n * sizeof *taken);
  for (int c = 0; c < 3; c++)
    for (int k = 0; k < t->loss_ratio[c] && cycle_len < 16; k++)
      cycle[cycle_len++] = c;
  for (int pool = 0; pool < 3 && total < loss; pool++)
    while (total < loss)
      {
        int want = cycle[step % cycle_len], best = -1;

        /* the type the ratio asks for; when it has no SP left in the pool, any type [12.62] */
        for (int pass = 0; pass < 2 && best < 0; pass++)
          for (guint i = 0; i < n; i++)
            {
              const BthLgaUnit *u = &units[i];
              if (pool_of (u, attrition) != pool || u->sp - taken[i] <= 0 || (pass == 0 && type_class (u->type) != want))
                continue;
              /* spread evenly [16.41]: the unit that has lost least, then the strongest left */
              if (best < 0 || taken[i] < taken[best]
                  || (taken[i] == taken[best] && u->sp - taken[i] > units[best].sp - taken[best]))
                best = (int) i;
            }
        if (best < 0)
          break;        /* this pool is spent: the next one */
        taken[best]++;
        total++;
        step++;
      }
  return total;
}

int
bth_lga_pursuit_captures (BthLgaRules *rules, int infantry_sp, int cavalry_sp, int enemy_sp)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);

  return MIN (infantry_sp * t->pursuit_infantry + cavalry_sp * t->pursuit_cavalry, MAX (enemy_sp, 0));
}
