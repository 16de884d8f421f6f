/* bth-lga-force-line.h — one side of a La Grande Armée battle or skirmish typed in one line.
 *
 * The counters print a leader's rank as its symbol and his ratings as Initiative-Combat
 * Bonus(-Morale Bonus): "XXX Soult 4-3-1", "XX 3-1" [3.21]; the Army Organization Charts give
 * each division its strength in SP. The line says the same, in the order the players read it
 * off the charts:
 *
 *   14i 1c 1a m3 Soult xxx4-2-1 xx3-1
 *   10i m2 town
 *
 *   14i 1c 3hc 2dr 1a 1ha   units: SP and type (infantry, cavalry — light, Guard or Cossack —,
 *                           heavy cavalry, dragoons, field and horse artillery) [3.22, 12.45]
 *   5i/4                    … with a Morale Rating other than the side's (the Guard's 4) [12.42]
 *   3c*                     … Demoralized, as the Skirmish Table marks it [11.3]
 *   r 3i 1c                 "r" (reserve): the units after it stand in the reserve [12.33]
 *   m3                      the side's Morale Rating, as the players enter it (the scenario
 *                           gives it by nationality) [12.42]
 *   xxx4-2-1, xx3-1         a leader: rank (X brigade … XXXXX Supreme Commander) and the
 *                           counter's ratings; the Combat Bonus is the second number [3.21]
 *   xxx+2                   … or the rank and the Combat Bonus alone; "+2": no rank given
 *   Soult xxx+2             … after his name; "xx+1c": a cavalry leader [12.41]
 *   u, wq                   unsupplied; forced from Winter Quarters [12.48, 12.49]
 *   town, ro                the defender's terrain, as far as its name is unique [12.43]
 *
 * Commas and spaces separate; case does not matter. Every token gets a meaning for the
 * players to read under the line, and one that means nothing says why where it stands.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-lga-combat.h"

G_BEGIN_DECLS

typedef enum {
  BTH_LGA_TOKEN_UNIT,
  BTH_LGA_TOKEN_RESERVE,
  BTH_LGA_TOKEN_MORALE,
  BTH_LGA_TOKEN_LEADER,
  BTH_LGA_TOKEN_UNSUPPLIED,
  BTH_LGA_TOKEN_WINTER_QUARTERS,
  BTH_LGA_TOKEN_TERRAIN,
  BTH_LGA_TOKEN_UNKNOWN,
} BthLgaTokenKind;

typedef struct {
  BthLgaTokenKind kind;
  guint           start, end;   /* byte offsets in the line: [start, end) */
  char           *text;         /* as typed */
  char           *meaning;      /* what it was read as, or why it means nothing */
} BthLgaToken;

typedef struct {
  BthLgaBattleSide side;        /* units and leaders point into the arrays below */
  GArray          *units;       /* of BthLgaUnit */
  GArray          *leaders;     /* of BthLgaLeader; names owned by NAMES */
  GPtrArray       *names;
  gboolean         morale_given;
  gboolean         leader_without_rank;   /* a "+2" whose rank is not given */
  guint32          named;       /* bit I: the line gave leader I his name */
  const char      *terrain;     /* a terrain id of the rules, or NULL */
  GPtrArray       *tokens;      /* of BthLgaToken, in the line's order */
  guint            n_unknown;
} BthLgaForceLine;

/* Reads TEXT; RULES (may be NULL) names the terrain. */
BthLgaForceLine *bth_lga_force_line_parse  (BthLgaRules *rules, const char *text);
void             bth_lga_force_line_free   (BthLgaForceLine *line);

/* SIDE written in the same notation (units of 0 SP left out; TERRAIN may be NULL), so that
 * parsing it gives the side back. Leaders are written with their rank and Combat Bonus, and
 * their names where NAMED (a BthLgaForceLine's, may be NULL: all) has their bit;
 * a leader whose name LEFT_OUT holds (NULL-terminated, may be NULL) is not written. */
char            *bth_lga_force_line_format (const BthLgaBattleSide *side, const guint32 *named,
                                            const char *terrain, const char * const *left_out);

/* The skirmish side [11] the line describes: all its cavalry, its horse artillery, the
 * Combat Bonus of its highest-ranking leader, whether infantry or field artillery is in
 * the stack, and whether any unit is Demoralized. */
void             bth_lga_force_line_skirmish_side (const BthLgaForceLine *line, BthLgaSkirmishSide *side);

/* The notation, one example a line with what it means (for the F1 help), Pango markup,
 * translated; free with g_strfreev. */
char           **bth_lga_force_line_help (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthLgaForceLine, bth_lga_force_line_free)

G_END_DECLS
