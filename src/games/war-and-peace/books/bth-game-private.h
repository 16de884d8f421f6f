/* bth-game-private.h — what the save module needs of BthGame. */
#pragma once

#include "bth-game.h"

/* A game with no events yet, for the loader. */
BthGame *bth_game_new_empty (BthRuleset *rules, guint64 seed);

/* Replaces the log: folds EVENTS from the start (validating every one), checks the
 * REDO actions can follow, then takes both. On failure SELF is unchanged. */
gboolean bth_game_replace_log (BthGame *self, GPtrArray *events, GPtrArray *redo, GError **error);
/* The same, FIRST_STATE (taken; may be NULL) being the fold of the first N_TRUSTED events,
 * read from a saved checkpoint: only the events after them are folded. */
gboolean bth_game_replace_log_from (BthGame *self, GPtrArray *events, GPtrArray *redo,
                                    BthGameState *first_state, guint n_trusted, GError **error);

/* Saved checkpoints in DIR (bth-books-checkpoint.h): the state the checkpoint of the save
 * DATA holds, and how many events it is the fold of (NULL when there is none to trust);
 * and writing SELF's as the checkpoint of DATA, the text SELF was saved as. */
BthGameState *bth_game_read_checkpoint  (const char *dir, const char *data, gsize length, guint *n_events);
gboolean      bth_game_write_checkpoint (BthGame *self, const char *dir, const char *data, gsize length,
                                         GError **error);

/* Sets up the turn track for the sequence and calendar of the game-created event. */
gboolean bth_game_setup_track (BthGame *self, GError **error);
