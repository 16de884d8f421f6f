/* bth-game-link.h — what the Attrition and Forced March pages share when the players
 * start them from the game's Leader Display (bth-attrition-link.h, bth-march-link.h).
 *
 * From the game: the French major power (G.3.a, K.5), a stack's supply and mapboard as
 * its position gives them (G.3.c, G.3.e, K.5.c, K.5.d) and whether the game's month is a
 * winter one (G.3.d, K.5.e). On the page: which game the entries came from, whether their
 * result is recorded in it, which start the entries belong to (so an undo to before it
 * drops the link), and the row that says what to do next.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "bth-game.h"
#include "bth-page.h"

G_BEGIN_DECLS

/* ---- from the game ---- */

/* The French major power of the game: the first side's power that is no one's satellite
 * ("france"). */
const char *bth_game_link_french_power     (BthGame             *game);
/* The stack's supply as computed from its position, unless the players overrode it. */
gboolean    bth_game_link_stack_unsupplied (BthGame             *game,
                                            const BthStackState *stack);
/* Whether the game's month is a winter month; KNOWN FALSE while the players have not
 * entered their winter months. */
gboolean    bth_game_link_winter           (BthGame             *game,
                                            gboolean            *known);

/* ---- on the page ---- */

typedef struct {
  BthGame  *game;      /* the game the entries came from, NULL when none */
  gboolean  recorded;  /* the result is in the game */
  guint     serial;    /* which start from the game the entries belong to */
} BthGameLink;

/* A new start from GAME: the page's entries before it are one undo step away. */
void        bth_game_link_start            (BthGameLink *self,
                                            BthPage     *page,
                                            BthGame     *game);
void        bth_game_link_clear            (BthGameLink *self);
/* The page's saved state names the start its entries belong to (0: none, the players'
 * own); ACTIVE is whether the page has a link. */
void        bth_game_link_save             (BthGameLink *self,
                                            gboolean     active,
                                            JsonBuilder *builder);
/* Whether STATE's entries are from before the current start (then the link goes). */
gboolean    bth_game_link_is_older         (BthGameLink *self,
                                            JsonObject  *state);
/* Shows GROUP when ACTIVE, with ROW saying WHAT and then PROBLEM (NULL: ready), and
 * enables ACTION on PAGE only when ready. */
void        bth_game_link_show             (GtkWidget    *group,
                                            AdwActionRow *row,
                                            gboolean      active,
                                            const char   *what,
                                            const char   *problem,
                                            BthPage      *page,
                                            const char   *action);
/* The result went into the game. */
void        bth_game_link_set_recorded     (BthGameLink *self,
                                            BthPage     *page);

G_END_DECLS
