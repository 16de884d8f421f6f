/* bth-lga-force-rows.c — a force line as the Battle page's rows show it, and back
 * (bth-lga-force-rows.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-lga-force-rows.h"

#include <string.h>

/* The unit type of a slot, for a unit the rows add where the line had none. */
static const BthLgaUnitType slot_type[BTH_LGA_N_SLOTS] = {
  BTH_LGA_INFANTRY, BTH_LGA_CAVALRY, BTH_LGA_HEAVY_CAVALRY, BTH_LGA_DRAGOONS,
  BTH_LGA_FIELD_ARTILLERY, BTH_LGA_HORSE_ARTILLERY,
  BTH_LGA_INFANTRY, BTH_LGA_CAVALRY, BTH_LGA_FIELD_ARTILLERY,
};

BthLgaSlot
bth_lga_force_rows_slot (const BthLgaUnit *unit)
{
  switch (unit->type)
    {
    case BTH_LGA_INFANTRY:
      return unit->reserve ? BTH_LGA_SLOT_RESERVE_INFANTRY : BTH_LGA_SLOT_INFANTRY;
    case BTH_LGA_CAVALRY:
      return unit->reserve ? BTH_LGA_SLOT_RESERVE_CAVALRY : BTH_LGA_SLOT_CAVALRY;
    case BTH_LGA_HEAVY_CAVALRY:
      return unit->reserve ? BTH_LGA_SLOT_RESERVE_CAVALRY : BTH_LGA_SLOT_HEAVY_CAVALRY;
    case BTH_LGA_DRAGOONS:
      return unit->reserve ? BTH_LGA_SLOT_RESERVE_CAVALRY : BTH_LGA_SLOT_DRAGOONS;
    case BTH_LGA_FIELD_ARTILLERY:
      return unit->reserve ? BTH_LGA_SLOT_RESERVE_ARTILLERY : BTH_LGA_SLOT_FIELD_ARTILLERY;
    case BTH_LGA_HORSE_ARTILLERY:
    default:
      return unit->reserve ? BTH_LGA_SLOT_RESERVE_ARTILLERY : BTH_LGA_SLOT_HORSE_ARTILLERY;
    }
}

void
bth_lga_force_rows_roles (const BthLgaBattleSide *side, int leader_of[BTH_LGA_N_ROLES])
{
  int *commander = &leader_of[BTH_LGA_ROLE_COMMANDER], *subordinate = &leader_of[BTH_LGA_ROLE_SUBORDINATE];
  int *cavalry = &leader_of[BTH_LGA_ROLE_CAVALRY];

  *commander = *subordinate = *cavalry = -1;
  for (guint i = 0; i < side->n_leaders; i++)
    {
      const BthLgaLeader *l = &side->leaders[i];

      if (l->cavalry && *cavalry < 0)
        *cavalry = (int) i;
      else if (!l->cavalry && (*commander < 0 || l->rank > side->leaders[*commander].rank))
        *commander = (int) i;
    }
  for (guint i = 0; i < side->n_leaders; i++)
    if ((int) i != *commander && (int) i != *cavalry && !side->leaders[i].cavalry
        && (*subordinate < 0 || side->leaders[i].rank > side->leaders[*subordinate].rank))
      *subordinate = (int) i;
}

void
bth_lga_force_rows_read (const BthLgaBattleSide *side, BthLgaForceRows *rows)
{
  int leader_of[BTH_LGA_N_ROLES];

  memset (rows, 0, sizeof *rows);
  for (guint u = 0; u < side->n_units; u++)
    rows->sp[bth_lga_force_rows_slot (&side->units[u])] += side->units[u].sp;
  rows->morale = side->morale;
  bth_lga_force_rows_roles (side, leader_of);
  for (int r = 0; r < BTH_LGA_N_ROLES; r++)
    if (leader_of[r] >= 0)
      {
        const BthLgaLeader *l = &side->leaders[leader_of[r]];

        rows->rank[r] = r == BTH_LGA_ROLE_SUBORDINATE ? MIN ((int) l->rank, (int) BTH_LGA_CORPS) : (int) l->rank;
        rows->combat_bonus[r] = l->combat_bonus;
      }
  rows->unsupplied = side->unsupplied;
  rows->winter_quarters = side->forced_from_winter_quarters;
}

/* Whether UNIT is of the units KEY counts: a slot, or (negative) a skirmish's cavalry or
 * horse artillery. */
#define SKIRMISH_CAVALRY (-1)
#define SKIRMISH_HORSE_ARTILLERY (-2)

static gboolean
counts (const BthLgaUnit *unit, int key)
{
  if (key == SKIRMISH_CAVALRY)
    return unit->type == BTH_LGA_CAVALRY || unit->type == BTH_LGA_HEAVY_CAVALRY || unit->type == BTH_LGA_DRAGOONS;
  if (key == SKIRMISH_HORSE_ARTILLERY)
    return unit->type == BTH_LGA_HORSE_ARTILLERY;
  return (int) bth_lga_force_rows_slot (unit) == key;
}

/* The units KEY counts brought from HAD SP to SP: the difference added to the last of them
 * (or to FRESH, a new unit), or taken from the last ones (a unit at 0 SP is not written). */
static void
adjust (GArray *units, int key, int sp, int had, BthLgaUnit fresh)
{
  int last = -1;

  for (guint u = 0; u < units->len; u++)
    if (counts (&g_array_index (units, BthLgaUnit, u), key))
      last = (int) u;
  if (sp > had && last >= 0)
    g_array_index (units, BthLgaUnit, last).sp += sp - had;
  else if (sp > had)
    {
      fresh.sp = sp - had;
      g_array_append_val (units, fresh);
    }
  for (int u = last, take = had - sp; u >= 0 && take > 0; u--)
    {
      BthLgaUnit *unit = &g_array_index (units, BthLgaUnit, u);
      int taken;

      if (!counts (unit, key))
        continue;
      taken = MIN (unit->sp, take);
      unit->sp -= taken;
      take -= taken;
    }
}

/* LINE's side with UNITS and LEADERS (NAMED: which of them the line named) in its place,
 * and FLAGS' morale and marks, in the line's notation with LINE's terrain. */
static char *
format_with (const BthLgaForceLine *line, GArray *units, GArray *leaders, guint32 named,
             const BthLgaBattleSide *flags)
{
  BthLgaBattleSide side = *flags;

  side.units = (BthLgaUnit *) units->data;
  side.n_units = units->len;
  side.leaders = (BthLgaLeader *) leaders->data;
  side.n_leaders = leaders->len;
  return bth_lga_force_line_format (&side, &named, line->terrain, NULL);
}

char *
bth_lga_force_rows_write (const BthLgaForceLine *line, const BthLgaForceRows *rows)
{
  const BthLgaBattleSide *was = &line->side;
  g_autoptr(GArray) units = g_array_new (FALSE, FALSE, sizeof (BthLgaUnit));
  g_autoptr(GArray) leaders = g_array_new (FALSE, FALSE, sizeof (BthLgaLeader));
  BthLgaForceRows read;
  int leader_of[BTH_LGA_N_ROLES];
  guint32 named = 0;

  bth_lga_force_rows_read (was, &read);
  g_array_append_vals (units, was->units, was->n_units);
  for (int k = 0; k < BTH_LGA_N_SLOTS; k++)
    if (rows->sp[k] != read.sp[k])
      adjust (units, k, MAX (rows->sp[k], 0), read.sp[k],
              (BthLgaUnit) { .type = slot_type[k], .reserve = k >= BTH_LGA_SLOT_RESERVE_INFANTRY });

  /* The leaders in the line's order, a role's changed by its row; a role's row filled in
   * where the line had none adds its leader. */
  bth_lga_force_rows_roles (was, leader_of);
  for (guint i = 0; i < was->n_leaders; i++)
    {
      BthLgaLeader leader = was->leaders[i];
      int role = -1;

      for (int r = 0; r < BTH_LGA_N_ROLES; r++)
        if (leader_of[r] == (int) i)
          role = r;
      if (role >= 0 && rows->rank[role] != read.rank[role])
        {
          if (rows->rank[role] == 0 && role != BTH_LGA_ROLE_CAVALRY)
            continue;               /* "None": left out */
          leader.rank = (BthLgaRank) rows->rank[role];
        }
      if (role >= 0 && rows->combat_bonus[role] != read.combat_bonus[role])
        {
          if (role == BTH_LGA_ROLE_CAVALRY && rows->combat_bonus[role] == 0)
            continue;               /* the cavalry leader's row at 0: none */
          leader.combat_bonus = rows->combat_bonus[role];
        }
      if (i < 32 && (line->named & (1u << i)) && leaders->len < 32)
        named |= 1u << leaders->len;
      g_array_append_val (leaders, leader);
    }
  for (int r = 0; r < BTH_LGA_N_ROLES; r++)
    {
      gboolean shown = r == BTH_LGA_ROLE_CAVALRY ? rows->combat_bonus[r] > 0 : rows->rank[r] > 0;
      BthLgaLeader leader = { NULL, (BthLgaRank) rows->rank[r], rows->combat_bonus[r], r == BTH_LGA_ROLE_CAVALRY };

      if (leader_of[r] >= 0 || !shown)
        continue;
      if (r == BTH_LGA_ROLE_CAVALRY)
        leader.rank = BTH_LGA_DIVISION;
      g_array_append_val (leaders, leader);
    }

  return format_with (line, units, leaders, named, &(BthLgaBattleSide) {
                        .morale = rows->morale, .unsupplied = rows->unsupplied,
                        .forced_from_winter_quarters = rows->winter_quarters });
}

char *
bth_lga_force_rows_write_skirmish (const BthLgaForceLine *line, const BthLgaSkirmishSide *rows)
{
  const BthLgaBattleSide *was = &line->side;
  g_autoptr(GArray) units = g_array_new (FALSE, FALSE, sizeof (BthLgaUnit));
  g_autoptr(GArray) leaders = g_array_new (FALSE, FALSE, sizeof (BthLgaLeader));
  BthLgaSkirmishSide read;
  BthLgaBattleSide side;
  int highest = -1;

  bth_lga_force_line_skirmish_side (line, &read);
  g_array_append_vals (units, was->units, was->n_units);
  g_array_append_vals (leaders, was->leaders, was->n_leaders);
  if (rows->cavalry_sp != read.cavalry_sp)
    adjust (units, SKIRMISH_CAVALRY, MAX (rows->cavalry_sp, 0), read.cavalry_sp, (BthLgaUnit) { .type = BTH_LGA_CAVALRY });
  if (rows->horse_artillery_sp != read.horse_artillery_sp)
    adjust (units, SKIRMISH_HORSE_ARTILLERY, MAX (rows->horse_artillery_sp, 0), read.horse_artillery_sp,
            (BthLgaUnit) { .type = BTH_LGA_HORSE_ARTILLERY });
  if (rows->infantry_or_field_artillery != read.infantry_or_field_artillery)
    {
      BthLgaUnit infantry = { .sp = 1, .type = BTH_LGA_INFANTRY };

      /* Switched on: a unit of infantry; off: no infantry or field artillery left. */
      if (rows->infantry_or_field_artillery)
        g_array_append_val (units, infantry);
      for (guint u = 0; !rows->infantry_or_field_artillery && u < units->len; u++)
        {
          BthLgaUnit *unit = &g_array_index (units, BthLgaUnit, u);
          if (unit->type == BTH_LGA_INFANTRY || unit->type == BTH_LGA_FIELD_ARTILLERY)
            unit->sp = 0;
        }
    }
  if (rows->demoralized != read.demoralized)
    /* Switched on: the first unit marked (the stack's mark [11.3]); off: none. */
    for (guint u = 0; u < units->len; u++)
      {
        BthLgaUnit *unit = &g_array_index (units, BthLgaUnit, u);

        unit->demoralized = rows->demoralized && u == 0;
      }
  /* The Combat Bonus is the highest-ranking leader's [11.2]: his is changed, or a leader
   * added (his rank not given) where there was none. */
  for (guint i = 0; i < leaders->len; i++)
    if (highest < 0 || g_array_index (leaders, BthLgaLeader, i).rank > g_array_index (leaders, BthLgaLeader, highest).rank)
      highest = (int) i;
  if (rows->leader_combat_bonus != read.leader_combat_bonus && highest >= 0)
    g_array_index (leaders, BthLgaLeader, highest).combat_bonus = rows->leader_combat_bonus;
  else if (rows->leader_combat_bonus != read.leader_combat_bonus)
    {
      BthLgaLeader leader = { NULL, 0, rows->leader_combat_bonus, FALSE };
      g_array_append_val (leaders, leader);
    }

  side = *was;
  side.unsupplied = rows->unsupplied;
  return format_with (line, units, leaders, line->named, &side);
}
