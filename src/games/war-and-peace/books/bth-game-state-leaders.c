/* bth-game-state-leaders.c — leaders: placed with their stack, wounded or killed (R.1) and
 * returning from the Turn Record Track (R.2). */
#include "bth-game-state-internal.h"
#include "bth-json-strict.h"

/* {"id", "name", "power", "side", "value": int|null, "colour": str|null, "named": bool,
 *  "nationality_unprinted"?: bool} */
gboolean
bth_state_add_leader (BthGameState *self, JsonObject *obj, const char *path, BthStackState *stack, GError **error)
{
  const char *id, *name, *power, *side, *colour;
  int value;
  gboolean named, unprinted;
  BthLeaderState *l;

  if (!bth_state_check_keys (obj, path, BTH_JSON_KEYS ("id", "name", "power", "side", "value", "colour", "named"),
                             BTH_JSON_KEYS ("nationality_unprinted"), error) ||
      !bth_json_optional_bool (obj, path, "nationality_unprinted", FALSE, &unprinted, error) ||
      (id = bth_json_member_string (obj, path, "id", error)) == NULL ||
      (name = bth_json_member_string (obj, path, "name", error)) == NULL ||
      (power = bth_json_member_string (obj, path, "power", error)) == NULL ||
      !bth_state_read_nullable_string (obj, path, "side", &side, error) ||   /* null: a neutral power's (X.D) */
      !bth_json_member_int_or_null (obj, path, "value", 0, 9, BTH_GAME_VALUE_UNKNOWN, &value, error) ||
      !bth_state_read_nullable_string (obj, path, "colour", &colour, error) ||
      !bth_json_member_bool (obj, path, "named", &named, error))
    return FALSE;
  if (bth_state_find_leader (self, id) != NULL)
    return bth_json_fail (error, path, "leader id \"%s\" is used twice", id);
  if (side != NULL && !bth_state_has_side (self, side))
    return bth_json_fail (error, path, "unknown side \"%s\"", side);
  l = g_new0 (BthLeaderState, 1);
  l->id = g_strdup (id);
  l->name = g_strdup (name);
  l->power = g_strdup (power);
  l->side = g_strdup (side);
  l->value = value;
  l->colour = g_strdup (colour);
  l->named = named;
  l->nationality_unprinted = unprinted;
  l->status = BTH_LEADER_STATUS_ON_MAP;
  l->stack = g_strdup (stack->id);
  g_ptr_array_add (self->leaders, l);
  g_ptr_array_add (stack->leaders, g_strdup (id));
  return TRUE;
}

void
bth_state_detach_leader (BthGameState *self, BthLeaderState *leader)
{
  BthStackState *stack = leader->stack ? bth_state_find_stack (self, leader->stack, NULL) : NULL;

  if (stack != NULL)
    {
      for (guint i = 0; i < stack->leaders->len; i++)
        if (g_str_equal (g_ptr_array_index (stack->leaders, i), leader->id))
          {
            g_ptr_array_remove_index (stack->leaders, i);
            break;
          }
      bth_state_remove_stack_if_empty (self, stack);
    }
  g_clear_pointer (&leader->stack, g_free);
}

gboolean
bth_state_apply_casualty (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  const char *id, *fate;
  BthLeaderState *leader;
  int turns_out;

  if (!bth_state_check_keys (p, path, BTH_JSON_KEYS ("leader", "fate", "turns_out", "returns", "rule"), NULL, error) ||
      (id = bth_json_member_string (p, path, "leader", error)) == NULL ||
      (fate = bth_json_member_string (p, path, "fate", error)) == NULL ||
      !bth_json_member_int (p, path, "turns_out", 0, 12, &turns_out, error) ||
      bth_json_member_string (p, path, "rule", error) == NULL)
    return FALSE;
  if ((leader = bth_state_find_leader (self, id)) == NULL)
    return bth_json_fail (error, path, "unknown leader \"%s\"", id);
  if (leader->status != BTH_LEADER_STATUS_ON_MAP)
    return bth_json_fail (error, path, "%s is not on the map", leader->name);
  if (g_str_equal (fate, "wounded"))
    {
      BthMonth returns;
      if (!bth_state_read_month (p, path, "returns", &returns, error))
        return FALSE;
      if (turns_out < 1 || returns != self->month + turns_out)
        return bth_json_fail (error, path, "a wounded leader returns TURNS_OUT months after this one (R.1)");
      leader->status = BTH_LEADER_STATUS_WOUNDED;
      leader->returns = returns;
    }
  else if (g_str_equal (fate, "killed"))
    {
      if (!JSON_NODE_HOLDS_NULL (json_object_get_member (p, "returns")) || turns_out != 0)
        return bth_json_fail (error, path, "a killed leader does not return (R.1)");
      leader->status = BTH_LEADER_STATUS_KILLED;
    }
  else
    return bth_json_fail (error, path, "fate \"%s\" is neither \"wounded\" nor \"killed\"", fate);
  bth_state_detach_leader (self, leader);
  return TRUE;
}

gboolean
bth_state_apply_returned (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  const char *id;
  BthLeaderState *leader;
  BthStackState *stack;

  if (!bth_state_check_keys (p, path, BTH_JSON_KEYS ("leader", "stack"),
                             BTH_JSON_KEYS ("create", "side", "location"), error) ||
      (id = bth_json_member_string (p, path, "leader", error)) == NULL)
    return FALSE;
  if ((leader = bth_state_find_leader (self, id)) == NULL)
    return bth_json_fail (error, path, "unknown leader \"%s\"", id);
  if (leader->status != BTH_LEADER_STATUS_WOUNDED)
    return bth_json_fail (error, path, "%s is not on the Turn Record Track", leader->name);
  if (self->month < leader->returns)
    return bth_json_fail (error, path, "%s returns no earlier than his turn box (R.2)", leader->name);
  if ((stack = bth_state_target_stack (self, p, path, error)) == NULL)
    return FALSE;
  leader->status = BTH_LEADER_STATUS_ON_MAP;
  leader->returns = 0;
  leader->stack = g_strdup (stack->id);
  g_ptr_array_add (stack->leaders, g_strdup (leader->id));
  return TRUE;
}
