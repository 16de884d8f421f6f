/* bth-game-edits.c — what the players change by hand: units eliminated or added, and edits
 * of a field of the state by its path (bth-game-state-edit.c). */
#include "bth-game-internal.h"
#include "bth-json-strict.h"

gboolean
bth_game_eliminate_units (BthGame *self, const char *stack_id, GArray *units, const char *reason,
                          GError **error)
{
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  JsonObject *p = bth_game_payload_new ();

  json_object_set_string_member (p, "stack", stack_id);
  json_object_set_array_member (p, "units", bth_game_units_json (units));
  if (reason != NULL)
    json_object_set_string_member (p, "reason", reason);
  g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_UNITS_ELIMINATED, p));
  return bth_game_append (self, events, error);
}

gboolean
bth_game_add_units (BthGame *self, const char *stack_id, const char *side, const char *location,
                    GArray *units, gboolean from_eliminated, GError **error)
{
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  JsonObject *p = bth_game_payload_new ();

  bth_game_payload_stack_target (self, p, stack_id, side, location);
  json_object_set_array_member (p, "units", bth_game_units_json (units));
  json_object_set_string_member (p, "from", from_eliminated ? "eliminated" : "unused");
  g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_UNITS_ADDED, p));
  return bth_game_append (self, events, error);
}

gboolean
bth_game_edit (BthGame *self, const char *path, JsonNode *value, const char *reason, GError **error)
{
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  JsonNode *old = bth_game_state_get_field (self->state, path, error);
  JsonObject *p;

  if (old == NULL)
    {
      bth_json_as_input_error (error ? *error : NULL);
      return FALSE;
    }
  p = bth_game_payload_new ();
  json_object_set_string_member (p, "path", path);
  json_object_set_member (p, "old", old);
  json_object_set_member (p, "new", json_node_copy (value));
  if (reason != NULL)
    json_object_set_string_member (p, "reason", reason);
  g_ptr_array_add (events, bth_game_event_take (reason != NULL ? BTH_EVENT_OVERRIDE : BTH_EVENT_EDIT, p));
  return bth_game_append (self, events, error);
}

gboolean
bth_game_edit_many (BthGame *self, const char * const *paths, JsonNode * const *values, guint n,
                    GError **error)
{
  g_autoptr(GPtrArray) events = bth_game_event_list ();

  for (guint i = 0; i < n; i++)
    {
      JsonNode *old = bth_game_state_get_field (self->state, paths[i], error);
      JsonObject *p;

      if (old == NULL)
        {
          bth_json_as_input_error (error ? *error : NULL);
          return FALSE;
        }
      if (json_node_equal (old, values[i]))
        {
          json_node_unref (old);
          continue;
        }
      p = bth_game_payload_new ();
      json_object_set_string_member (p, "path", paths[i]);
      json_object_set_member (p, "old", old);
      json_object_set_member (p, "new", json_node_copy (values[i]));
      g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_EDIT, p));
    }
  return events->len == 0 || bth_game_append (self, events, error);
}
