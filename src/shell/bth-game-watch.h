/* bth-game-watch.h — a page that shows the session's game, kept up to date.
 *
 * The game's books (Game, Leaders, Map, Force Pools, Production, Alliances) each follow
 * the session's game: when another game is opened the page starts afresh, and after every
 * change of the game (an action, an undo) it is rebuilt from an idle — changes come from
 * buttons inside the page, whose handlers must return before their widgets go. A page
 * embeds one BthGameWatch and calls these functions; `watch.game` is the game it shows.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

typedef void (*BthGameWatchFunc) (BthPage *page);

typedef struct {
  BthPage         *page;
  BthSession      *session;        /* followed from bth_game_watch_follow() on */
  gpointer         game;           /* the session's game (the game's own type, e.g. War and
                                    * Peace's BthGame), NULL without one */
  guint            idle;           /* a queued rebuild */
  BthGameWatchFunc rebuild;        /* after a change of the game, from an idle */
  BthGameWatchFunc game_replaced;  /* another game (or none): forget its entries */
} BthGameWatch;

/* GAME_REPLACED may be NULL; without it a new game is shown by REBUILD at once. */
void bth_game_watch_init   (BthGameWatch     *self,
                            BthPage          *page,
                            BthGameWatchFunc  rebuild,
                            BthGameWatchFunc  game_replaced);
/* From the page's session_set: follows SESSION's game from now on. */
void bth_game_watch_follow (BthGameWatch     *self,
                            BthSession       *session);
/* Rebuilds the page from an idle (once, however often it is asked before then). */
void bth_game_watch_queue  (BthGameWatch     *self);
/* From the page's dispose. */
void bth_game_watch_clear  (BthGameWatch     *self);

G_END_DECLS
