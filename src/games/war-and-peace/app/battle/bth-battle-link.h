/* bth-battle-link.h — a battle between two stacks of the Leader Display.
 *
 * The Battle page takes its forces from the game's state (one unit row per power and kind
 * of each stack, the best leader in command) and, once the players have chosen their
 * losses, gives them back per power and kind so the game can record them.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "bth-game-state.h"
#include "bth-game-supply.h"
#include "bth-ruleset.h"

G_BEGIN_DECLS

typedef struct {
  char      *stack[2];      /* attacker's and defender's stack ids */
  GArray    *rows[2];       /* of BthUnitCount: the power and kind of each unit row */
} BthBattleLink;

/* The battle JSON (the Battle page's format) for ATTACKER against DEFENDER, and the link
 * that maps its unit rows back to the stacks; NULL with ERROR if a stack is missing. Each
 * force's supply is POSITIONS' (computed, or the players' override) when given (may be
 * NULL: the Leader Display's value). */
JsonNode      *bth_battle_link_new   (const BthGameState *state,
                                      BthGameSupply      *positions,
                                      const char         *attacker,
                                      const char         *defender,
                                      BthBattleLink     **link,
                                      GError            **error);
void           bth_battle_link_free  (BthBattleLink *link);

/* Gives the leaders and units of BATTLE (from bth_battle_link_new) that have no counter
 * colour yet their power's, as RULES' D.4 gives it (a major power's); a minor power's units
 * keep none (D.5 gives no one colour for each): the players choose it. */
void           bth_battle_link_add_colours (JsonNode            *battle,
                                            const BthGameState  *state,
                                            const BthBattleLink *link,
                                            BthRuleset          *rules);

/* The SP lost per power and kind (of BthUnitCount) for SIDE, from the SP lost per unit
 * row (N_ROWS entries); NULL when the rows no longer match the link (the players added or
 * removed rows since). */
GArray        *bth_battle_link_losses (const BthBattleLink *link,
                                       int                  side,
                                       const int           *per_row,
                                       guint                n_rows);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthBattleLink, bth_battle_link_free)

G_END_DECLS
