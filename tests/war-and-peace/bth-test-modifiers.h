/* bth-test-modifiers.h — asserting on an explanation's modifier list in tests. */
#pragma once

#include "bth-modifier.h"

/* TRUE when some modifier cites RULE. */
static inline gboolean
test_has_rule (GArray *list, const char *rule)
{
  for (guint i = 0; i < list->len; i++)
    if (g_strcmp0 (g_array_index (list, BthModifier, i).rule, rule) == 0)
      return TRUE;
  return FALSE;
}

/* TRUE when some modifier cites RULE with VALUE. */
static inline gboolean
test_has_modifier (GArray *list, const char *rule, int value)
{
  for (guint i = 0; i < list->len; i++)
    {
      BthModifier *m = &g_array_index (list, BthModifier, i);
      if (g_strcmp0 (m->rule, rule) == 0 && m->value == value)
        return TRUE;
    }
  return FALSE;
}

/* The value of the one modifier citing RULE, asserting there is exactly one. */
static inline int
test_modifier_value (GArray *list, const char *rule)
{
  int value = 0;
  guint found = 0;

  for (guint i = 0; i < list->len; i++)
    {
      BthModifier *m = &g_array_index (list, BthModifier, i);
      if (g_strcmp0 (m->rule, rule) == 0)
        {
          value = m->value;
          found++;
        }
    }
  g_assert_cmpuint (found, ==, 1);
  return value;
}
