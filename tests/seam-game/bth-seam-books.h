/* bth-seam-books.h — the seam test's books: a score kept on the kernel's books engine.
 *
 * The state is the fold of two event kinds (bth-seam-game.h): "seam-started" sets the
 * goal, each "seam-scored" adds a die's points. Undo, redo, the save and its checks on
 * load are the kernel's (bth-books.h, bth-books-save.h); this file only says what the
 * events mean. BthSeamBooks is the game the app's shell plays (a BthPlayedGame).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-played-game.h"
#include "bth-seam-game.h"

G_BEGIN_DECLS

#define BTH_TYPE_SEAM_BOOKS (bth_seam_books_get_type ())
G_DECLARE_FINAL_TYPE (BthSeamBooks, bth_seam_books, BTH, SEAM_BOOKS, GObject)

/* A new game of SCENARIO_ID (only BTH_SEAM_SCENARIO_ID exists): its set-up is action 1. */
BthSeamBooks *bth_seam_books_new        (BthSeamRules *rules, const char *scenario_id,
                                         guint64 seed, GError **error);
/* A saved game read back; messages start with the file's name and name the JSON path. */
BthSeamBooks *bth_seam_books_load       (BthSeamRules *rules, GFile *file, GError **error);

/* One action: POINTS (1 to the ruleset's die) scored. Emits "changed". */
gboolean      bth_seam_books_score      (BthSeamBooks *self, int points, GError **error);

int           bth_seam_books_get_points (BthSeamBooks *self);
int           bth_seam_books_get_goal   (BthSeamBooks *self);
/* How many scores the log holds now (undone ones not counted). */
guint         bth_seam_books_count_scores (BthSeamBooks *self);

G_END_DECLS
