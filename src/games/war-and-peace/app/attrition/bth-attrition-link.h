/* bth-attrition-link.h — an Attrition Phase (G) from the game's Leader Display.
 *
 * G.1: "the active player rolls one die ... in each and every hex which is currently
 * occupied by three or more of the active player's strength points". The Leader Display
 * knows stacks, not hexes: stacks whose locations read the same are taken as one hex
 * (G.2 counts every SP in the hex), and a stack without a location as a hex of its own.
 * Each such hex of 3 or more SP becomes a row of the Attrition page; its losses, chosen
 * per stack, power and kind, go back to the game as one action.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-game.h"

G_BEGIN_DECLS

typedef struct {
  char            *label;     /* the stacks' location, or "Stack s3" */
  GPtrArray       *stacks;    /* of char *, stack ids */
  GArray          *lines;     /* of BthLossLine: what each stack may lose */
  BthAttritionHex  entries;   /* as read from the stacks (bth_attrition_link_hex_entries) */
} BthAttritionLinkHex;

typedef struct {
  char      *side;
  GPtrArray *hexes;           /* of BthAttritionLinkHex */
  gboolean   winter_known;    /* the players entered the winter months */
  gboolean   winter;          /* G.3.d, for the game's month */
} BthAttritionLink;

/* The side whose segment it is, or NULL (a neutral or weather segment, an ended game). */
const char       *bth_attrition_link_active_side (BthGame *game);

/* SIDE's hexes of 3 or more SP (G.1); NULL with ERROR when SIDE has none. */
BthAttritionLink *bth_attrition_link_new  (BthGame     *game,
                                           const char  *side,
                                           GError     **error);
void              bth_attrition_link_free (BthAttritionLink *link);

/* A hex row's entries from its stacks: SP and cavalry (land units only), all French or
 * French satellite (G.3.a, from the units' powers), unsupplied (G.3.c: any stack
 * unsupplied), the highest siege marker (G.3.f). All in their home country (G.3.b) and the
 * mapboard (G.3.e) are not known from a free-text location: they stay FALSE and 0 for the
 * players to enter. This is where map positions will fill them in. WINTER is the page's. */
void              bth_attrition_link_hex_entries (BthGame         *game,
                                                  GPtrArray       *stack_ids,
                                                  BthAttritionHex *entries);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthAttritionLink, bth_attrition_link_free)

G_END_DECLS
