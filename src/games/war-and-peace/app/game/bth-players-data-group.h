/* bth-players-data-group.h — the Game page's "Players' Data" group.
 *
 * Each item of the game's scenario's to_be_entered list (what the rulebook text does not
 * give) with the players' answer: the winter months as twelve toggles, leader ratings by
 * way of the Leader Display, anything else as text. Answers are edit events of the game.
 * What the players entered in earlier games (bth-players-memory.h) is proposed with an
 * Apply button and applied as one action.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-game.h"
#include "bth-players-memory.h"

G_BEGIN_DECLS

#define BTH_TYPE_PLAYERS_DATA_GROUP (bth_players_data_group_get_type ())
G_DECLARE_FINAL_TYPE (BthPlayersDataGroup, bth_players_data_group, BTH, PLAYERS_DATA_GROUP, AdwBin)

GtkWidget *bth_players_data_group_new      (void);
/* GAME may be NULL. The group follows its "changed" signal and learns what is entered. */
void       bth_players_data_group_set_game (BthPlayersDataGroup *self,
                                            BthGame             *game);

/* $XDG_DATA_HOME/berthier/players-data.json */
char      *bth_players_data_path           (void);
/* Loads the players' data file. A malformed file is copied to FILE.unreadable (so nothing
 * is lost when the next save replaces it) and an empty memory returned, with MESSAGE
 * (may be NULL) set to a sentence saying so. */
BthPlayersMemory *bth_players_data_load    (char **message);
/* Counter colours to propose for a leader: those entered in STATE and in earlier games,
 * and the one the ruleset names (Russian patriotism, W), sorted, without duplicates. */
GStrv      bth_players_data_known_colours  (const BthGameState *state,
                                            BthRuleset         *rules);

G_END_DECLS
