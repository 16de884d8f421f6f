/* bth-game-private.h — what the save module needs of BthGame. */
#pragma once

#include "bth-game.h"

/* A game with no events yet, for the loader. */
BthGame *bth_game_new_empty (BthRuleset *rules, guint64 seed);

/* Replaces the log: folds EVENTS from the start (validating every one), checks the
 * REDO actions can follow, then takes both. On failure SELF is unchanged. */
gboolean bth_game_replace_log (BthGame *self, GPtrArray *events, GPtrArray *redo, GError **error);

/* Sets up the turn track for the sequence and calendar of the game-created event. */
gboolean bth_game_setup_track (BthGame *self, GError **error);
