/* bth-game-state-private.h — what modules folding their own events (bth-force-pools.c)
 * need of the game state's internals: the same checks and moves its own events use. */
#pragma once

#include "bth-game-state.h"

G_BEGIN_DECLS

BthStackState *bth_game_state_private_find_stack (BthGameState *self, const char *id);
/* The stack named by OBJ's "stack"; with "create": true a new one of "side" at "location". */
BthStackState *bth_game_state_private_target_stack (BthGameState *self, JsonObject *obj,
                                                    const char *path, GError **error);
/* [{"power", "kind", "sp"}] at OBJ's MEMBER. */
GArray        *bth_game_state_private_read_units (JsonObject *obj, const char *path,
                                                  const char *member, GError **error);
/* Takes TAKE from UNITS, failing (with WHERE and PATH) when they do not hold it. */
gboolean       bth_game_state_private_take_units (GArray *units, const BthUnitCount *take,
                                                  const char *where, const char *path,
                                                  GError **error);
void           bth_game_state_private_give_units (GArray *units, const BthUnitCount *give);
void           bth_game_state_private_remove_stack_if_empty (BthGameState *self, BthStackState *stack);
/* {"id", "name", "power", "side", "value", "colour", "named"} onto the map in STACK. */
gboolean       bth_game_state_private_add_leader (BthGameState *self, JsonObject *obj,
                                                  const char *path, BthStackState *stack,
                                                  GError **error);
/* The leader leaves his stack and the state's leaders. */
void           bth_game_state_private_remove_leader (BthGameState *self, const char *id);
gboolean       bth_game_state_private_check_keys (JsonObject *obj, const char *path,
                                                  const char * const *required,
                                                  const char * const *optional, GError **error);

G_END_DECLS
