/* bth-game-payload.c — building event payloads for the game's actions: months, unit lists,
 * scenario forces as new stacks with their leaders, and appending the events as one action. */
#include "bth-game-internal.h"

/* ---- building payloads --------------------------------------------------------------- */

JsonObject *
bth_game_payload_new (void)
{
  return json_object_new ();
}

BthEvent *
bth_game_event_take (BthEventType type, JsonObject *payload)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, payload);
  return bth_event_new (type, node);
}

void
bth_game_payload_set_month (JsonObject *obj, const char *member, BthMonth month)
{
  g_autofree char *text = bth_month_to_string (month);
  json_object_set_string_member (obj, member, text);
}

void
bth_game_payload_set_nullable_string (JsonObject *obj, const char *member, const char *value)
{
  if (value == NULL)
    json_object_set_null_member (obj, member);
  else
    json_object_set_string_member (obj, member, value);
}

JsonArray *
bth_game_units_json (GArray *units)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; units != NULL && i < units->len; i++)
    {
      BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "power", u->power);
      json_object_set_string_member (o, "kind", u->kind);
      json_object_set_int_member (o, "sp", u->sp);
      json_array_add_object_element (array, o);
    }
  return array;
}

JsonArray *
bth_game_scenario_units_json (const BthScenarioForce *force)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < force->n_units; i++)
    {
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "power", force->units[i].power);
      json_object_set_string_member (o, "kind", bth_scenario_kind_to_string (force->units[i].kind));
      json_object_set_int_member (o, "sp", force->units[i].sp);
      json_array_add_object_element (array, o);
    }
  return array;
}

/* Leader ids: the name in lower case ("ney"), the power first for unnamed leaders
 * ("austria-leader-0"), with "-2", "-3" … when taken. */
static char *
leader_id (BthGame *self, GHashTable *taken, const char *name, const char *power, gboolean unnamed)
{
  g_autofree char *base = NULL;
  g_autofree char *full = unnamed ? g_strdup_printf ("%s-%s", power, name) : g_strdup (name);
  g_autofree char *lower = g_utf8_strdown (full, -1);
  GString *slug = g_string_new (NULL);
  char *id;

  for (const char *p = lower; *p; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (slug, *p);
      else if (slug->len > 0 && slug->str[slug->len - 1] != '-')
        g_string_append_c (slug, '-');
    }
  while (slug->len > 0 && slug->str[slug->len - 1] == '-')
    g_string_truncate (slug, slug->len - 1);
  base = g_string_free (slug, FALSE);
  id = g_strdup (base);
  for (guint n = 2; bth_game_state_find_leader (self->state, id) != NULL || g_hash_table_contains (taken, id); n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%u", base, n);
    }
  g_hash_table_add (taken, g_strdup (id));
  return id;
}

JsonArray *
bth_game_scenario_leaders_json (BthGame *self, GHashTable *taken, const BthScenarioForce *force,
                                const char *side)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < force->n_leaders; i++)
    {
      const BthScenarioLeader *l = &force->leaders[i];
      JsonObject *o = json_object_new ();
      g_autofree char *id = leader_id (self, taken, l->name, l->power, l->unnamed);
      json_object_set_string_member (o, "id", id);
      json_object_set_string_member (o, "name", l->name);
      json_object_set_string_member (o, "power", l->power);
      json_object_set_string_member (o, "side", side);
      /* Z.5.a: "Leader (0)" has value 0; named leaders' values are printed on counters. */
      if (l->unnamed)
        json_object_set_int_member (o, "value", 0);
      else if (l->value == BTH_SCENARIO_VALUE_UNKNOWN)
        json_object_set_null_member (o, "value");
      else
        json_object_set_int_member (o, "value", l->value);
      json_object_set_null_member (o, "colour");
      json_object_set_boolean_member (o, "named", !l->unnamed);
      if (l->nationality_unprinted)   /* IV.E.1.b: the players enter it (leaders.ID.power) */
        json_object_set_boolean_member (o, "nationality_unprinted", TRUE);
      json_array_add_object_element (array, o);
    }
  return array;
}

static char *
force_location (const BthScenarioForce *force)
{
  if (force->place == NULL)
    return g_strdup (force->note ? force->note : "(to be placed)");
  if (force->placement == BTH_PLACEMENT_WITHIN_ONE_HEX)
    return force->note ? g_strdup_printf ("within one hex of %s (%s)", force->place, force->note)
                       : g_strdup_printf ("within one hex of %s", force->place);
  return force->note ? g_strdup_printf ("%s (%s)", force->place, force->note) : g_strdup (force->place);
}

/* {"stack": "sN", "create": true, "side", "location", "units", "leaders"} for a scenario force. */
void
bth_game_payload_new_stack (BthGame *self, JsonObject *obj, guint *next_stack, GHashTable *taken,
                            const BthScenarioForce *force, const char *side, gboolean with_leaders)
{
  g_autofree char *id = g_strdup_printf ("s%u", (*next_stack)++);
  g_autofree char *location = force_location (force);

  json_object_set_string_member (obj, "stack", id);
  json_object_set_boolean_member (obj, "create", TRUE);
  json_object_set_string_member (obj, "side", side);
  json_object_set_string_member (obj, "location", location);
  if (with_leaders)
    json_object_set_array_member (obj, "leaders", bth_game_scenario_leaders_json (self, taken, force, side));
  json_object_set_array_member (obj, "units", bth_game_scenario_units_json (force));
}

/* "stack": existing id, or a new stack of SIDE at LOCATION. */
void
bth_game_payload_stack_target (BthGame *self, JsonObject *p, const char *stack_id, const char *side,
                               const char *location)
{
  if (stack_id != NULL)
    {
      json_object_set_string_member (p, "stack", stack_id);
      return;
    }
  {
    g_autofree char *id = g_strdup_printf ("s%u", self->state->next_stack);
    json_object_set_string_member (p, "stack", id);
    json_object_set_boolean_member (p, "create", TRUE);
    json_object_set_string_member (p, "side", side);   /* NULL: a neutral state's (X.D) */
    json_object_set_string_member (p, "location", location ? location : "");
  }
}

/* ---- appending an action ------------------------------------------------------------ */

GPtrArray *
bth_game_event_list (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
}

gboolean
bth_game_append (BthGame *self, GPtrArray *events, GError **error)
{
  return bth_game_append_action (self, events, error) != 0;
}

gboolean
bth_game_require_running (BthGame *self, GError **error)
{
  if (self->state->ended)
    return bth_game_fail (error, "the scenario has ended");
  return TRUE;
}
