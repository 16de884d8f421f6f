/* bth-battle-page.h — the Battle screen: both forces, the odds and every modifier before
 * the roll, the result and losses after it, and the rounds that follow (sections N–R).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "bth-page.h"
#include "bth-game.h"

G_BEGIN_DECLS

#define BTH_TYPE_BATTLE_PAGE (bth_battle_page_get_type ())
G_DECLARE_FINAL_TYPE (BthBattlePage, bth_battle_page, BTH, BATTLE_PAGE, BthPage)

/* Fills the entries from a battle in berthier-cli's JSON format (not undoable by itself:
 * the caller decides). */
void      bth_battle_page_load_battle (BthBattlePage *self,
                                       JsonNode      *battle);
/* The battle as entered, in the same format. */
JsonNode *bth_battle_page_get_battle  (BthBattlePage *self);

/* Takes the forces of two stacks of GAME's Leader Display (see bth-battle-link.h); the
 * page then offers "Record in Game" to write the round's result back as one action. */
void      bth_battle_page_start_from_game (BthBattlePage *self,
                                           BthGame       *game,
                                           const char    *attacker_stack,
                                           const char    *defender_stack);
G_END_DECLS
