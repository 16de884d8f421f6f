/* bth-lga-force-rows.h — a force line (bth-lga-force-line.h) as the Battle page's rows show
 * it, and the line written again after the players edited a row.
 *
 * The rows sum the units by type (front line: infantry, cavalry, heavy cavalry, dragoons,
 * field and horse artillery; reserve: infantry, cavalry, artillery) and show three leaders
 * by role: the highest-ranking, his subordinate, the cavalry leader. A line says more: each
 * unit's own Morale Rating and Demoralized mark, a third leader, names. Writing the line
 * from the rows alone would drop those; so the line is written from the line it was, with
 * just what the players changed in the rows changed in it. Rows read from a line and
 * written back unchanged give that same force.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-lga-force-line.h"

G_BEGIN_DECLS

/* The slots of the rows, in their order. */
typedef enum {
  BTH_LGA_SLOT_INFANTRY,
  BTH_LGA_SLOT_CAVALRY,             /* light, Guard or Cossack */
  BTH_LGA_SLOT_HEAVY_CAVALRY,
  BTH_LGA_SLOT_DRAGOONS,
  BTH_LGA_SLOT_FIELD_ARTILLERY,
  BTH_LGA_SLOT_HORSE_ARTILLERY,
  BTH_LGA_SLOT_RESERVE_INFANTRY,
  BTH_LGA_SLOT_RESERVE_CAVALRY,     /* every kind of cavalry */
  BTH_LGA_SLOT_RESERVE_ARTILLERY,   /* field and horse */
  BTH_LGA_N_SLOTS
} BthLgaSlot;

/* The leaders' rows. */
typedef enum {
  BTH_LGA_ROLE_COMMANDER,           /* the highest-ranking leader */
  BTH_LGA_ROLE_SUBORDINATE,         /* the next, shown at most as a Corps Leader */
  BTH_LGA_ROLE_CAVALRY,             /* the first cavalry leader: his Combat Bonus alone */
  BTH_LGA_N_ROLES
} BthLgaRole;

typedef struct {
  int      sp[BTH_LGA_N_SLOTS];
  int      morale;                  /* the side's; 0: none given */
  int      rank[BTH_LGA_N_ROLES];   /* BthLgaRank; 0: none (the cavalry leader's: unused) */
  int      combat_bonus[BTH_LGA_N_ROLES];
  gboolean unsupplied, winter_quarters;
} BthLgaForceRows;

/* The slot UNIT is summed in. */
BthLgaSlot bth_lga_force_rows_slot  (const BthLgaUnit *unit);
/* The index in SIDE's leaders of the leader each role's row shows, or -1. */
void       bth_lga_force_rows_roles (const BthLgaBattleSide *side, int leader_of[BTH_LGA_N_ROLES]);
/* SIDE summed into ROWS. */
void       bth_lga_force_rows_read  (const BthLgaBattleSide *side, BthLgaForceRows *rows);
/* LINE written again with what ROWS change in it (against the rows read from it): a slot's
 * SP added to its last unit, or taken from its last units; a role's leader changed, added
 * or left out. Everything else as LINE has it: units' morale and marks, other leaders,
 * names the line gave, terrain. */
char      *bth_lga_force_rows_write (const BthLgaForceLine *line, const BthLgaForceRows *rows);
/* The same for the Skirmish page's rows (bth_lga_force_line_skirmish_side's): the cavalry
 * and horse artillery SP, the highest-ranking leader's Combat Bonus, infantry or field
 * artillery in the stack, Demoralized, unsupplied. */
char      *bth_lga_force_rows_write_skirmish (const BthLgaForceLine *line, const BthLgaSkirmishSide *rows);

G_END_DECLS
