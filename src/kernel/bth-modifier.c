#include "bth-modifier.h"

static void
modifier_clear (BthModifier *modifier)
{
  g_free (modifier->reason);
  g_free (modifier->rule);
}

GArray *
bth_modifier_list_new (void)
{
  GArray *list = g_array_new (FALSE, TRUE, sizeof (BthModifier));

  g_array_set_clear_func (list, (GDestroyNotify) modifier_clear);
  return list;
}

void
bth_modifier_list_add (GArray *list, int value, const char *rule, const char *reason_format, ...)
{
  BthModifier modifier = { .value = value, .rule = g_strdup (rule) };
  va_list args;

  va_start (args, reason_format);
  modifier.reason = g_strdup_vprintf (reason_format, args);
  va_end (args);
  g_array_append_val (list, modifier);
}

int
bth_modifier_list_sum (GArray *list)
{
  int sum = 0;

  for (guint i = 0; i < list->len; i++)
    sum += g_array_index (list, BthModifier, i).value;
  return sum;
}

JsonNode *
bth_modifier_list_to_json (GArray *list)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < list->len; i++)
    {
      BthModifier *m = &g_array_index (list, BthModifier, i);
      JsonObject *obj = json_object_new ();
      json_object_set_string_member (obj, "reason", m->reason);
      json_object_set_int_member (obj, "value", m->value);
      json_object_set_string_member (obj, "rule", m->rule);
      json_array_add_object_element (array, obj);
    }
  json_node_take_array (node, array);
  return node;
}
