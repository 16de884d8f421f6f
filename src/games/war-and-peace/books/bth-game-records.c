/* bth-game-records.c — dice rolled, tables resolved, battles and notes, recorded in the log. */
#include "bth-game-internal.h"
#include "bth-error.h"

#include <string.h>

BthEvent *
bth_game_roll (BthGame *self, guint count, guint sides, const char *purpose, int *values,
               GError **error)
{
  g_autofree int *faces = g_new0 (int, count);
  GPtrArray *log;
  JsonObject *p;
  JsonArray *dice;
  int total = bth_dice_roll (self->dice, count, sides, purpose, faces, error);

  if (total < 0)
    return NULL;
  log = bth_dice_get_log (self->dice);
  p = bth_game_payload_new ();
  dice = json_array_new ();
  for (guint i = 0; i < count; i++)
    json_array_add_int_element (dice, faces[i]);
  json_object_set_string_member (p, "purpose", purpose);
  json_object_set_int_member (p, "sides", sides);
  json_object_set_array_member (p, "dice", dice);
  json_object_set_int_member (p, "total", total);
  json_object_set_boolean_member (p, "fixed", ((BthRoll *) g_ptr_array_index (log, log->len - 1))->fixed);
  if (values != NULL)
    memcpy (values, faces, count * sizeof (int));
  return bth_game_event_take (BTH_EVENT_DICE_ROLLED, p);
}

gboolean
bth_game_note (BthGame *self, const char *text, GError **error)
{
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  JsonObject *p = bth_game_payload_new ();

  json_object_set_string_member (p, "text", text);
  g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_NOTE, p));
  return bth_game_append (self, events, error);
}

gboolean
bth_game_record_table (BthGame *self, const char *table, const char *rule, JsonNode *inputs,
                       JsonNode *result, GPtrArray *dice_events, GError **error)
{
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  JsonObject *p = bth_game_payload_new ();

  for (guint i = 0; dice_events != NULL && i < dice_events->len; i++)
    g_ptr_array_add (events, bth_event_ref (g_ptr_array_index (dice_events, i)));
  json_object_set_string_member (p, "table", table);
  if (rule != NULL)
    json_object_set_string_member (p, "rule", rule);
  json_object_set_member (p, "inputs", inputs ? json_node_copy (inputs) : json_node_new (JSON_NODE_NULL));
  json_object_set_member (p, "result", result ? json_node_copy (result) : json_node_new (JSON_NODE_NULL));
  g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_TABLE_RESOLVED, p));
  return bth_game_append (self, events, error);
}

gboolean
bth_game_record_battle (BthGame *self, const int dice[2], gboolean fixed, JsonNode *inputs,
                        JsonNode *result, const BthBattleStackResult *stacks, guint n_stacks,
                        GError **error)
{
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  JsonObject *p = bth_game_payload_new ();
  JsonArray *faces = json_array_new ();

  json_array_add_int_element (faces, dice[0]);
  json_array_add_int_element (faces, dice[1]);
  json_object_set_string_member (p, "purpose", "Combat (O)");
  json_object_set_int_member (p, "sides", 6);
  json_object_set_array_member (p, "dice", faces);
  json_object_set_int_member (p, "total", dice[0] + dice[1]);
  json_object_set_boolean_member (p, "fixed", fixed);
  g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_DICE_ROLLED, p));

  p = bth_game_payload_new ();
  json_object_set_string_member (p, "table", "combat");
  json_object_set_string_member (p, "rule", "O");
  json_object_set_member (p, "inputs", inputs ? json_node_copy (inputs) : json_node_new (JSON_NODE_NULL));
  json_object_set_member (p, "result", result ? json_node_copy (result) : json_node_new (JSON_NODE_NULL));
  g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_TABLE_RESOLVED, p));

  for (guint i = 0; i < n_stacks; i++)
    {
      const BthStackState *stack = bth_game_state_find_stack (self->state, stacks[i].stack);
      g_autofree char *path = NULL;

      if (stack == NULL)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "there is no stack \"%s\" on the Leader Display", stacks[i].stack);
          return FALSE;
        }
      if (stacks[i].losses != NULL && stacks[i].losses->len > 0)
        {
          p = bth_game_payload_new ();
          json_object_set_string_member (p, "stack", stacks[i].stack);
          json_object_set_array_member (p, "units", bth_game_units_json (stacks[i].losses));
          json_object_set_string_member (p, "reason", "battle (P.3)");
          g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_UNITS_ELIMINATED, p));
        }
      if (stacks[i].demoralization != stack->demoralization)
        {
          path = g_strdup_printf ("stacks.%s.demoralization", stacks[i].stack);
          p = bth_game_payload_new ();
          json_object_set_string_member (p, "path", path);
          json_object_set_int_member (p, "old", stack->demoralization);
          json_object_set_int_member (p, "new", stacks[i].demoralization);
          g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_EDIT, p));
        }
    }
  return bth_game_append (self, events, error);
}
