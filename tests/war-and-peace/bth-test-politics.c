/* bth-test-politics.c — the politics tests' shared checks (bth-test-politics.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-test-politics.h"

#include <string.h>

BthPoliticalCity *
bth_test_politics_city (BthPoliticsSituation *s, const char *name, const char *state, BthPoliticalSide controller,
                        const char *symbol)
{
  BthPoliticalCity *c = bth_politics_situation_add_city (s, name, state, TRUE, controller);

  if (symbol != NULL)
    c->symbol = g_strdup (symbol);
  return c;
}

gboolean
bth_test_politics_has (GPtrArray *items, const char *kind, const char *state, const char *rule, const char *fragment)
{
  for (guint i = 0; i < items->len; i++)
    {
      BthPoliticsItem *item = g_ptr_array_index (items, i);
      if ((kind == NULL || g_str_equal (item->kind, kind)) && (state == NULL || g_strcmp0 (item->state, state) == 0) &&
          (rule == NULL || g_strcmp0 (item->rule, rule) == 0) &&
          (fragment == NULL || strstr (item->text, fragment) != NULL))
        return TRUE;
    }
  return FALSE;
}

void
bth_test_politics_dump (GPtrArray *items)
{
  for (guint i = 0; i < items->len; i++)
    {
      BthPoliticsItem *item = g_ptr_array_index (items, i);
      g_test_message ("%s %s [%s] %s", item->kind, item->state ? item->state : "-", item->rule, item->text);
    }
}

void
bth_test_politics_expect (GPtrArray *items, gboolean wanted, const char *kind, const char *state, const char *rule,
                          const char *fragment)
{
  if (bth_test_politics_has (items, kind, state, rule, fragment) == wanted)
    return;
  bth_test_politics_dump (items);
  g_error ("%s item %s %s [%s] \"%s\"", wanted ? "no" : "unexpected", kind ? kind : "*", state ? state : "*",
           rule ? rule : "*", fragment ? fragment : "");
}
