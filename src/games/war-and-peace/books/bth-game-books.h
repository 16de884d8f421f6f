/* bth-game-books.h — how a book that not every War and Peace game keeps (the Grand
 * Campaign's, campaign-books/) takes part in the game without the base books naming it.
 *
 * Its state rides on the game's state (BthStateBookClass, bth-game-state.h) and its events
 * fold by bth_game_state_register_fold. What it adds to the game as a whole — its set-up
 * of a new game, its items on the list of what is due, its lines in the log export — it
 * registers here, once, before any game is made (bth_war_and_peace_register).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-game.h"

G_BEGIN_DECLS

typedef struct {
  /* Sets up a game just created from SCENARIO (the Grand Campaign's card and books);
   * FALSE with ERROR fails the new game. NULL: nothing to set up. */
  gboolean (*set_up)        (BthGame *game, BthScenario *scenario, GError **error);
  /* Adds the book's due items of the current phase to DUE (of BthDueItem). */
  void     (*due)           (BthGame *game, GPtrArray *due);
  /* Whether KIND is one of the book's due items; then apply_due applies ITEM. */
  gboolean (*owns_due_kind) (BthDueKind kind);
  gboolean (*apply_due)     (BthGame *game, const BthDueItem *item, GError **error);
  /* One line of the log export for EVENT when it is of the book's kinds, else NULL. */
  char    *(*describe_event) (BthGame *game, const BthEvent *event);
} BthGameBook;

/* Registers BOOK (static), once; the books answer in the order they were registered. */
void      bth_game_register_book (const BthGameBook *book);

/* ---- for the base books: each asks every registered book ---- */
gboolean  bth_game_books_set_up         (BthGame *game, BthScenario *scenario, GError **error);
void      bth_game_books_due            (BthGame *game, GPtrArray *due);
/* TRUE when a book owns ITEM's kind: *OK is then the result of applying it. */
gboolean  bth_game_books_apply_due      (BthGame *game, const BthDueItem *item, gboolean *ok, GError **error);
/* EVENT's line in the log export by the book of its kind, else NULL. */
char     *bth_game_books_describe_event (BthGame *game, const BthEvent *event);

/* The base books' own registrations (the fleets and their cargo as books of the state). */
void      bth_game_books_register_base (void);

G_END_DECLS
