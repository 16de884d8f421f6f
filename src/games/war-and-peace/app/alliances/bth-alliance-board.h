/* bth-alliance-board.h — the board's facts the campaign politics need and the game's books
 * cannot know, as the players answer them on the Alliances page: attacks on neutral states
 * this turn (X.G.1.f, X.G.1.m, X.I.2.h), a foreign SP in a city (X.I.1.b), French SP on
 * mapboard 1 and Spanish units moved (X.G.1.l, BB 3352), French SP in Paris (X.C.1.b),
 * Pressburg imposed (X.I.2.i). They become the `board` situation of
 * bth_game_campaign_situation(), bth_game_campaign_alliance_roll() and
 * bth_game_campaign_set_city_control().
 *
 * The answers belong to the turn they were given for (the month of the game's state when the
 * situation is asked): they describe the board of that turn ("attacked … that turn", X.G.1.f,
 * X.G.1.m; SP counts and hexes as they stand), so the next turn starts without them and going
 * back to a turn by undo finds them again. Two facts are of the whole game and stay: a Spanish
 * land unit moved "during the course of the game" (X.G.1.l) and the Peace of Pressburg (X.I.2.i).
 * The group also asks whether the cities list holds every city hex of England, Spain and
 * Portugal (X.I.1.b); that answer is recorded in GAME (bth-campaign-answers.h), with undo.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-campaign-game.h"

G_BEGIN_DECLS

typedef struct _BthAllianceBoard BthAllianceBoard;

BthAllianceBoard *bth_alliance_board_new   (void);
void              bth_alliance_board_free  (BthAllianceBoard *board);
/* Forgets every answer (a new game). */
void              bth_alliance_board_reset (BthAllianceBoard *board);

/* The answers as a board situation for STATE's moment (free with bth_politics_situation_free()). */
BthPoliticsSituation *bth_alliance_board_situation (BthAllianceBoard *board, const BthGameState *state);

/* Appends the "On the Board" group for the situation S to BOX; CHANGED(DATA) runs after an
 * answer changes. Widgets: "alliance-board", "alliance-attacked-pro-ID",
 * "alliance-attacked-anti-ID", "alliance-anti-inside-ID", "alliance-minor-attacked-ID",
 * "alliance-foreign-sp-CITY", "alliance-spain-mapboard-sp", "alliance-spanish-moved",
 * "alliance-city-hexes-complete-ID", "alliance-paris-sp", "alliance-pressburg". */
void bth_alliance_board_group (BthAllianceBoard *board, GtkBox *box, BthGame *game, const BthCampaignRules *rules,
                               const BthPoliticsSituation *s, GCallback changed, gpointer data);

/* Keeps the answers across launches (bth-page-memory.h), one file per game file, every
 * turn's answers in it by month. Another game: bth_alliance_board_detach() writes the
 * answers held to their file and forgets them; then, once the session has the new game's
 * file, bth_alliance_board_follow_file() reads those kept for it. Called again with another
 * file for the same game (Save As), the answers held go with the game to the new file.
 * FALSE with ERROR when the kept file could not be read (it is set aside as
 * NAME.json.unreadable; the board starts empty); *NAME (may be NULL) gets the memory name,
 * for the message. */
void     bth_alliance_board_detach      (BthAllianceBoard *board);
gboolean bth_alliance_board_follow_file (BthAllianceBoard *board, GFile *file, char **name, GError **error);
/* Writes the answers now if they changed since the last write (also done on free, and
 * after a second's quiet after a change). */
void     bth_alliance_board_save     (BthAllianceBoard *board);

G_END_DECLS
