/* bth-session.h — what the window's screens share: the rules, the dice, the dice log,
 * the undo history and the preferences.
 *
 * A session is one sitting at the table, not a saved game: quick lookups need no scenario.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "bth-dice.h"
#include "bth-game-module.h"
#include "bth-map-store.h"
#include "bth-played-game.h"
#include "bth-roll-record.h"

G_BEGIN_DECLS

#define BTH_TYPE_SESSION (bth_session_get_type ())
G_DECLARE_FINAL_TYPE (BthSession, bth_session, BTH, SESSION, GObject)

/* A sitting of GAME (the registered module) under RULES (the object its load_rules gave).
 * SETTINGS, the app's (the shell's keys), may be NULL (no schema installed): preferences
 * then keep their defaults. A game's own settings are bth_game_settings()'s
 * (bth-game-app-info.h). */
BthSession *bth_session_new           (const BthGameModule *game,
                                       gpointer             rules,
                                       GSettings           *settings);

const BthGameModule *bth_session_get_module (BthSession *self);
/* The game's rules object (War and Peace's: a BthRuleset). */
gpointer    bth_session_get_ruleset   (BthSession *self);
/* The app's settings (the shell's keys), or NULL. */
GSettings  *bth_session_get_settings  (BthSession *self);
BthDice    *bth_session_get_dice      (BthSession *self);
/* Of BthRollRecord, oldest first. */
GListModel *bth_session_get_rolls     (BthSession *self);

/* A roll: bth_session_roll_begin() queues the dice the players typed (TYPED may be NULL
 * or empty: the app rolls), the caller rolls with bth_session_get_dice(), then
 * bth_session_roll_end() logs every die rolled since, names PAGE, and returns the new
 * records (transfer container) so the caller can fill in the outcome. Typed dice left
 * over are dropped so the next roll is random again. */
gboolean    bth_session_roll_begin    (BthSession *self,
                                       const char *typed,
                                       GError    **error);
GPtrArray  *bth_session_roll_end      (BthSession *self,
                                       const char *page);
/* Abandons a roll that failed (e.g. too few typed dice); the dice log is unchanged. */
void        bth_session_roll_cancel   (BthSession *self);

/* Undo history: each step restores one object's earlier state by calling RESTORE
 * (OWNER, STATE). Steps whose OWNER and MERGE_KEY match the latest step merge into it. */
typedef void (*BthRestoreFunc) (gpointer owner, const char *state);

void        bth_session_push_undo     (BthSession     *self,
                                       gpointer        owner,
                                       BthRestoreFunc  restore,
                                       const char     *state,
                                       const char     *merge_key);
/* Attaches ROLLS (BthRollRecord) to the latest step: undoing it marks them undone.
 * Emits "rolls-attached" with the step's owner (the page that rolled). */
void        bth_session_attach_rolls  (BthSession     *self,
                                       GPtrArray      *rolls);
gboolean    bth_session_can_undo      (BthSession     *self);
/* Changes with every bth_session_push_undo(), merged or not: a change made since a moment
 * was recorded (or merged into the latest step) when the number differs. */
guint       bth_session_get_undo_serial (BthSession   *self);
/* Restores the latest step; FALSE when there is nothing to undo. */
gboolean    bth_session_undo          (BthSession     *self);
/* Forgets OWNER's steps (it is being destroyed). */
void        bth_session_forget_owner  (BthSession     *self,
                                       gpointer        owner);

/* The game whose books are kept (NULL: none, the tools still work) and the file it is
 * saved to after every action ("changed"). Notifies "game" and "game-file". The game is a
 * BthPlayedGame of the session's module (War and Peace's: a BthGame). */
gpointer    bth_session_get_game      (BthSession *self);
GFile      *bth_session_get_game_file (BthSession *self);
void        bth_session_set_game      (BthSession *self,
                                       gpointer    game,
                                       GFile      *file);
/* Saves now; on failure the game stays in memory and "save-error" holds the message
 * (a sentence naming the file) until a save succeeds. */
gboolean    bth_session_save_game     (BthSession *self,
                                       GError    **error);
const char *bth_session_get_save_error (BthSession *self);

/* The map with the players' overlay (bth-map-store.h). The store is made on first use;
 * bth_session_get_map() returns NULL while the map is read off the main thread, and the
 * store's "changed" says when it is ready and after every record. */
BthMapStore *bth_session_get_map_store (BthSession *self);
BthMap      *bth_session_get_map       (BthSession *self);

G_END_DECLS
