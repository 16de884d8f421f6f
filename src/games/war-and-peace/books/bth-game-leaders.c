/* bth-game-leaders.c — leader casualties (R.1) and leaders returning from the Turn Record
 * Track (R.2). */
#include "bth-game-internal.h"

gboolean
bth_game_leader_casualty (BthGame *self, const char *leader_id_, BthLeaderFate *fate_out, GError **error)
{
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  const BthLeaderState *leader = bth_game_state_find_leader (self->state, leader_id_);
  g_autofree char *purpose = NULL;
  BthLeaderFate fate = BTH_LEADER_UNHARMED;
  BthEvent *roll;
  int dice[2], second, turns_out = 0;

  if (!bth_game_require_running (self, error))
    return FALSE;
  if (leader == NULL)
    return bth_game_fail (error, "no leader \"%s\"", leader_id_);
  if (leader->status != BTH_LEADER_STATUS_ON_MAP)
    return bth_game_fail (error, "%s is not on the map", leader->name);
  if (!leader->named)
    return bth_game_fail (error, "R.1: only named leaders roll for casualties");
  purpose = g_strdup_printf ("Leader casualty: %s (R.1)", leader->name);
  if ((roll = bth_game_roll (self, 2, 6, purpose, dice, error)) == NULL)
    return FALSE;
  g_ptr_array_add (events, roll);
  if (bth_leader_is_casualty (self->rules, dice[0] + dice[1]))
    {
      JsonObject *p = bth_game_payload_new ();
      g_autofree char *second_purpose = g_strdup_printf ("Leader casualty, second die: %s (R.1)", leader->name);
      if ((roll = bth_game_roll (self, 1, 6, second_purpose, &second, error)) == NULL)
        {
          json_object_unref (p);
          return FALSE;
        }
      g_ptr_array_add (events, roll);
      fate = bth_leader_fate (self->rules, second, &turns_out);
      json_object_set_string_member (p, "leader", leader->id);
      json_object_set_string_member (p, "fate", bth_leader_fate_to_string (fate));
      json_object_set_int_member (p, "turns_out", turns_out);
      if (fate == BTH_LEADER_WOUNDED)
        bth_game_payload_set_month (p, "returns", self->state->month + turns_out);
      else
        json_object_set_null_member (p, "returns");
      json_object_set_string_member (p, "rule", bth_ruleset_get_prose (self->rules)->leader_casualty_rule);
      g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_LEADER_CASUALTY, p));
    }
  else
    {
      JsonObject *p = bth_game_payload_new ();
      JsonObject *inputs = json_object_new ();
      json_object_set_string_member (inputs, "leader", leader->id);
      json_object_set_int_member (inputs, "dice", dice[0] + dice[1]);
      json_object_set_string_member (p, "table", "leader_casualty");
      json_object_set_string_member (p, "rule", bth_ruleset_get_prose (self->rules)->leader_casualty_rule);
      json_object_set_object_member (p, "inputs", inputs);
      json_object_set_string_member (p, "result", bth_leader_fate_to_string (BTH_LEADER_UNHARMED));
      g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_TABLE_RESOLVED, p));
    }
  if (fate_out != NULL)
    *fate_out = fate;
  return bth_game_append (self, events, error);
}

gboolean
bth_game_leader_return (BthGame *self, const char *leader, const char *stack_id, const char *location,
                        GError **error)
{
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  const BthLeaderState *l = bth_game_state_find_leader (self->state, leader);
  JsonObject *p = bth_game_payload_new ();

  json_object_set_string_member (p, "leader", leader);
  bth_game_payload_stack_target (self, p, stack_id, l ? l->side : NULL, location);
  g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_LEADER_RETURNED, p));
  return bth_game_append (self, events, error);
}
