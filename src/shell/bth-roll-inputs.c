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
  remove_member (object, BTH_ROLL_SLOTS_MEMBER);
  return json_to_string (node, FALSE);
}

/* The object OBJECT keeps SLOT's roll in: OBJECT itself for the page's one roll (NULL),
 * else its BTH_ROLL_SLOTS_MEMBER, made when CREATE; NULL when there is none. */
static JsonObject *
slot_holder (JsonObject *object,
             const char *slot,
             gboolean    create)
{
  JsonNode *member;

  if (slot == NULL)
    return object;
  member = json_object_get_member (object, BTH_ROLL_SLOTS_MEMBER);
  if (member != NULL && JSON_NODE_HOLDS_OBJECT (member))
    return json_node_get_object (member);
  if (!create)
    return NULL;
  json_object_set_object_member (object, BTH_ROLL_SLOTS_MEMBER, json_object_new ());
  return json_object_get_object_member (object, BTH_ROLL_SLOTS_MEMBER);
}

char *
bth_roll_inputs_attach_slot (char                *state,
                             const char          *slot,
                             const BthRollInputs *roll)
{
  g_autoptr(JsonNode) node = parse_object (state);
  JsonObject *object, *holder, *member;
  const char *name = slot != NULL ? slot : BTH_ROLL_INPUTS_MEMBER;

  if (node == NULL)
    return state;
  object = json_node_get_object (node);
  holder = slot_holder (object, slot, roll != NULL && roll->inputs != NULL);
  if (holder != NULL)
    remove_member (holder, name);
  if (roll != NULL && roll->inputs != NULL)
    {
      member = json_object_new ();
      json_object_set_string_member (member, "inputs", roll->inputs);
      json_object_set_int_member (member, "serial", roll->serial);
      json_object_set_string_member (member, "outcome", roll->outcome != NULL ? roll->outcome : "");
      json_object_set_object_member (holder, name, member);
    }
  /* No roll kept by name: no empty member. */
  if (holder != NULL && holder != object && json_object_get_size (holder) == 0)
    remove_member (object, BTH_ROLL_SLOTS_MEMBER);
  g_free (state);
  return json_to_string (node, FALSE);
}

char *
bth_roll_inputs_attach (char                *state,
                        const BthRollInputs *roll)
{
  return bth_roll_inputs_attach_slot (state, NULL, roll);
}

gboolean
bth_roll_inputs_read_slot (const char    *state,
                           const char    *slot,
                           BthRollInputs *roll)
{
  g_autoptr(JsonNode) node = parse_object (state);
  JsonObject *holder = node != NULL ? slot_holder (json_node_get_object (node), slot, FALSE) : NULL;
  JsonNode *member = holder != NULL
                     ? json_object_get_member (holder, slot != NULL ? slot : BTH_ROLL_INPUTS_MEMBER) : NULL;
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

gboolean
bth_roll_inputs_read (const char    *state,
                      BthRollInputs *roll)
{
  return bth_roll_inputs_read_slot (state, NULL, roll);
}
