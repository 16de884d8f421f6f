/* bth-game-state-private.c — the state's checks and moves, for modules folding their own
 * events (bth-game-state-private.h). */
#include "bth-game-state-private.h"
#include "bth-game-state-internal.h"

BthStackState *
bth_game_state_private_find_stack (BthGameState *self, const char *id)
{
  return bth_state_find_stack (self, id, NULL);
}

BthStackState *
bth_game_state_private_target_stack (BthGameState *self, JsonObject *obj, const char *path,
                                     GError **error)
{
  return bth_state_target_stack (self, obj, path, error);
}

GArray *
bth_game_state_private_read_units (JsonObject *obj, const char *path, const char *member,
                                   GError **error)
{
  return bth_state_read_units (obj, path, member, error);
}

gboolean
bth_game_state_private_take_units (GArray *units, const BthUnitCount *take, const char *where,
                                   const char *path, GError **error)
{
  return bth_state_units_take (units, take, where, path, error);
}

void
bth_game_state_private_give_units (GArray *units, const BthUnitCount *give)
{
  bth_state_units_give (units, give);
}

void
bth_game_state_private_remove_stack_if_empty (BthGameState *self, BthStackState *stack)
{
  bth_state_remove_stack_if_empty (self, stack);
}

gboolean
bth_game_state_private_add_leader (BthGameState *self, JsonObject *obj, const char *path,
                                   BthStackState *stack, GError **error)
{
  return bth_state_add_leader (self, obj, path, stack, error);
}

void
bth_game_state_private_remove_leader (BthGameState *self, const char *id)
{
  BthLeaderState *leader = bth_state_find_leader (self, id);

  if (leader == NULL)
    return;
  bth_state_detach_leader (self, leader);
  g_ptr_array_remove (self->leaders, leader);
}

gboolean
bth_game_state_private_check_keys (JsonObject *obj, const char *path, const char * const *required,
                                   const char * const *optional, GError **error)
{
  return bth_state_check_keys (obj, path, required, optional, error);
}
