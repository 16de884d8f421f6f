/* bth-forced-march.c — the Forced March Table with per-group modifiers. */
#include "bth-forced-march.h"
#include "bth-error.h"

static const char *const class_names[] = { "french_guard", "french", "other" };

gboolean
bth_march_class_from_string (const char *text, BthMarchClass *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (class_names); i++)
    if (g_strcmp0 (text, class_names[i]) == 0)
      {
        *out = (BthMarchClass) i;
        return TRUE;
      }
  return FALSE;
}

void
bth_forced_march_result_clear (BthForcedMarchResult *result)
{
  for (guint i = 0; i < result->n_groups; i++)
    g_clear_pointer (&result->groups[i].modifiers, g_array_unref);
  g_clear_pointer (&result->groups, g_free);
  result->n_groups = 0;
}

gboolean
bth_forced_march_validate (const BthForcedMarch *march, GError **error)
{
  if (march->extra_mp < 1 || march->extra_mp > 3)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "$.extra_mp: a forced march attempts 1, 2 or 3 extra movement points (K.2)");
      return FALSE;
    }
  if (march->mapboard < 0 || march->mapboard > 4)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$.mapboard: mapboards are numbered 1 to 4");
      return FALSE;
    }
  if (march->n_groups == 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "$.groups: a leader may never force march alone (K.4); give at least one group");
      return FALSE;
    }
  for (guint i = 0; i < march->n_groups; i++)
    if (march->groups[i].sp < 1)
      {
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                     "$.groups[%u].sp: a group needs at least 1 SP", i);
        return FALSE;
      }
  return TRUE;
}

static void
add_def (GArray *list, const BthForcedMarchTable *t, const char *id)
{
  const BthModifierDef *def = bth_modifier_find (t->modifiers, t->n_modifiers, id);

  if (def != NULL)
    bth_modifier_list_add (list, def->value, def->rule, "%s", def->reason);
}

static gboolean
on_listed_board (const BthForcedMarchTable *t, int mapboard)
{
  const BthModifierDef *def = bth_modifier_find (t->modifiers, t->n_modifiers, "mapboard_1_or_4");

  for (guint i = 0; def != NULL && i < def->n_mapboards; i++)
    if (def->mapboards[i] == mapboard)
      return TRUE;
  return FALSE;
}

void
bth_forced_march_resolve (BthRuleset *rules, const BthForcedMarch *march, int die,
                          BthForcedMarchResult *out)
{
  const BthForcedMarchTable *t = bth_ruleset_get_forced_march (rules);

  out->n_groups = march->n_groups;
  out->groups = g_new0 (BthMarchGroupResult, march->n_groups);
  out->loss = 0;
  out->loss_group = -1;
  for (guint i = 0; i < march->n_groups; i++)
    {
      BthMarchGroupResult *g = &out->groups[i];
      const BthStarCell *cell;

      g->modifiers = bth_modifier_list_new ();
      /* The K.5 example: the Guard group takes -2 alone, the French group -1. */
      if (march->groups[i].klass == BTH_MARCH_FRENCH_GUARD)
        add_def (g->modifiers, t, "french_guard");
      else if (march->groups[i].klass == BTH_MARCH_FRENCH)
        add_def (g->modifiers, t, "french");
      if (march->unsupplied)
        add_def (g->modifiers, t, "unsupplied");
      if (on_listed_board (t, march->mapboard))
        add_def (g->modifiers, t, "mapboard_1_or_4");
      if (march->winter)
        add_def (g->modifiers, t, "winter");
      g->modified_die = CLAMP (die + bth_modifier_list_sum (g->modifiers), t->clamp.min, t->clamp.max);
      cell = &t->cells[(g->modified_die - t->die_min) * t->n_columns + (march->extra_mp - 1)];
      g->extra_mp = cell->value;
      g->starred = cell->starred;
      if (cell->starred && out->loss_group < 0)
        {
          out->loss = 1;
          out->loss_group = (int) i;
        }
    }
}
