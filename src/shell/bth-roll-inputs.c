/* bth-roll-inputs.c — what a roll depends on, read from a page's state.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>

#include "bth-roll-inputs.h"

void
bth_roll_inputs_clear (BthRollInputs *self)
{
  g_clear_pointer (&self->inputs, g_free);
  g_clear_pointer (&self->outcome, g_free);
  self->serial = 0;
}

static JsonNode *
parse_object (const char *state)
{
  JsonNode *node = state != NULL ? json_from_string (state, NULL) : NULL;

  if (node != NULL && !JSON_NODE_HOLDS_OBJECT (node))
    g_clear_pointer (&node, json_node_unref);
  return node;
}

static void
remove_member (JsonObject *object,
               const char *member)
{
  if (json_object_has_member (object, member))
    json_object_remove_member (object, member);
}

char *
bth_roll_inputs_of (const char         *state,
                    const char * const *members)
{
  g_autoptr(JsonNode) node = parse_object (state);
  JsonObject *object;

  if (node == NULL)
    return g_strdup (state != NULL ? state : "");
  object = json_node_get_object (node);
  for (guint i = 0; members != NULL && members[i] != NULL; i++)
    remove_member (object, members[i]);
  remove_member (object, BTH_ROLL_INPUTS_MEMBER);
  return json_to_string (node, FALSE);
}

char *
bth_roll_inputs_attach (char                *state,
                        const BthRollInputs *roll)
{
  g_autoptr(JsonNode) node = parse_object (state);
  JsonObject *object, *member;

  if (node == NULL)
    return state;
  object = json_node_get_object (node);
  remove_member (object, BTH_ROLL_INPUTS_MEMBER);
  if (roll != NULL && roll->inputs != NULL)
    {
      member = json_object_new ();
      json_object_set_string_member (member, "inputs", roll->inputs);
      json_object_set_int_member (member, "serial", roll->serial);
      json_object_set_string_member (member, "outcome", roll->outcome != NULL ? roll->outcome : "");
      json_object_set_object_member (object, BTH_ROLL_INPUTS_MEMBER, member);
    }
  g_free (state);
  return json_to_string (node, FALSE);
}

gboolean
bth_roll_inputs_read (const char    *state,
                      BthRollInputs *roll)
{
  g_autoptr(JsonNode) node = parse_object (state);
  JsonNode *member = node != NULL ? json_object_get_member (json_node_get_object (node), BTH_ROLL_INPUTS_MEMBER) : NULL;
  JsonObject *object;
  gint64 serial;

  bth_roll_inputs_clear (roll);
  if (member == NULL || !JSON_NODE_HOLDS_OBJECT (member))
    return FALSE;
  object = json_node_get_object (member);
  roll->inputs = g_strdup (json_object_get_string_member_with_default (object, "inputs", ""));
  roll->outcome = g_strdup (json_object_get_string_member_with_default (object, "outcome", ""));
  serial = json_object_get_int_member_with_default (object, "serial", 0);
  roll->serial = (guint) CLAMP (serial, 0, G_MAXUINT);
  return TRUE;
}
