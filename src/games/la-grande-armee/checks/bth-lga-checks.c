/* bth-lga-checks.c — Morale Check [13.0], attrition [16.0] with the force march [7.2-7.3]. */
#include "bth-lga-checks.h"
#include "bth-error.h"

#include <string.h>

/* ------------------------------------------------------------------------------------ */
/* Morale Check                                                                           */

BthLgaMorale *
bth_lga_morale_prepare (const BthLgaMoraleInput *in, GError **error)
{
  g_autoptr(BthLgaMorale) m = g_new0 (BthLgaMorale, 1);
  int sp_by_rating[10] = { 0 }, best = 0, total = 0, groups = 0;

  for (guint i = 0; i < in->n_groups; i++)
    {
      sp_by_rating[CLAMP (in->groups[i].rating, 0, 9)] += in->groups[i].sp;
      total += in->groups[i].sp;
    }
  for (int r = 1; r < 10; r++)
    {
      groups += sp_by_rating[r] > 0;
      if (sp_by_rating[r] > 0 && sp_by_rating[r] >= sp_by_rating[best])
        best = r;
    }
  if (best == 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "$.units: unknown — enter the stack's infantry and cavalry SP with their Morale Ratings [13.0]");
      return NULL;
    }
  m->modifiers = bth_modifier_list_new ();
  m->rating = best;
  if (groups > 1)
    bth_modifier_list_add (m->modifiers, best, "[13.0]", "Morale Rating %d: %d of the stack's %d infantry and cavalry SP%s",
                           best, sp_by_rating[best], total,
                           2 * sp_by_rating[best] > total ? "" : " (the largest group; on a tie the highest rating)");
  else
    bth_modifier_list_add (m->modifiers, best, "[13.0]", "Morale Rating %d", best);
  if (in->leader_morale_bonus > 0)
    {
      if (in->leader_commands_stack)
        {
          m->bonus = in->leader_morale_bonus;
          bth_modifier_list_add (m->modifiers, m->bonus, "[13.0]", "Morale Bonus of the leader in command of all the stack");
        }
    }
  m->target = m->rating + m->bonus;
  m->pass_probability = CLAMP (m->target, 0, 6) / 6.0;
  return g_steal_pointer (&m);
}

void
bth_lga_morale_apply (BthLgaMorale *m, int die)
{
  m->die = die;
  m->passed = die <= m->target;
}

void
bth_lga_morale_free (BthLgaMorale *m)
{
  if (m == NULL)
    return;
  g_clear_pointer (&m->modifiers, g_array_unref);
  g_free (m);
}

/* ------------------------------------------------------------------------------------ */
/* Force march                                                                            */

int
bth_lga_force_march_extra_mp (BthLgaRules *rules, int die, int initiative, gboolean limited)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);

  if (limited)
    return t->dfm_limited_extra;
  return MIN (t->fm_max_extra, die + initiative);
}

int
bth_lga_train_force_march (BthLgaRules *rules, int die)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);

  return die <= t->train_stop_max ? 0 : t->train_extra;
}

/* ------------------------------------------------------------------------------------ */
/* Attrition                                                                              */

static void
add_attrition (GArray *list, BthLgaRules *rules, const char *id, const char *reason)
{
  const BthLgaModifierDef *def = bth_lga_rules_modifier (rules, "attrition", id);
  g_autofree char *rule = g_strdup_printf ("[%s]", def->rule);

  bth_modifier_list_add (list, def->value, rule, "%s", reason);
}

BthLgaAttrition *
bth_lga_attrition_prepare (BthLgaRules *rules, const BthLgaAttritionInput *in, const BthLgaOptions *options, GError **error)
{
  g_autoptr(BthLgaAttrition) a = g_new0 (BthLgaAttrition, 1);
  gboolean dfm = in->order == BTH_LGA_ORDER_DOUBLE_FORCE_MARCH;

  a->modifiers = bth_modifier_list_new ();
  a->parts = g_ptr_array_new_with_free_func (g_free);
  a->notes = g_ptr_array_new_with_free_func (g_free);
  a->extra_mp = -1;
  a->checks = TRUE;
  if (in->winter_quarters)
    {
      a->checks = FALSE;
      a->exemption = g_strdup ("Units in Winter Quarters do not check for attrition [16.13]");
    }
  else if (in->order == BTH_LGA_ORDER_NONE && !in->unsupplied)
    {
      a->checks = FALSE;
      a->exemption = g_strdup ("A supplied stack that did not move does not check for attrition [16.14]");
    }
  else if (in->sp == 0)
    {
      a->checks = FALSE;
      a->exemption = g_strdup ("No strength points: leaders, supply and bridge trains are never counted [16.25, 16.15]");
    }
  if (!a->checks)
    return g_steal_pointer (&a);
  a->table = in->order == BTH_LGA_ORDER_FORCE_MARCH || dfm ? "forced_march" : "normal_march";
  if (in->order == BTH_LGA_ORDER_NONE)
    g_ptr_array_add (a->notes, g_strdup ("An unsupplied stack that did not move checks as if it had a March order [16.12, 16.23]"));
  if (in->order == BTH_LGA_ORDER_FORCE_MARCH || dfm)
    g_ptr_array_add (a->notes, g_strdup ("The Force March die roll is the attrition die roll [7.24, 16.24]"));
  if (in->weather == BTH_LGA_MUD)
    add_attrition (a->modifiers, rules, "mud", "Mud turn");
  else if (in->weather == BTH_LGA_SNOW)
    add_attrition (a->modifiers, rules, "snow", "Snow turn");
  if (in->unsupplied)
    add_attrition (a->modifiers, rules, "unsupplied", "A unit of the stack is unsupplied");
  if (dfm)
    add_attrition (a->modifiers, rules, "double_force_march", options->dfm_chart_net_plus_2
                   ? "Double Force March: a net +2, as the chart prints it, without the French modifier"
                   : "A unit received a Double Force March order");
  if (!(dfm && options->dfm_chart_net_plus_2))
    {
      if (in->french == BTH_LGA_FRENCH_ALL)
        add_attrition (a->modifiers, rules, "french", "All French force");
      else if (in->french == BTH_LGA_FRENCH_MAJORITY && !options->french_modifier_all_only)
        add_attrition (a->modifiers, rules, "french", "A majority of the stack's units are French (not allies)");
      else if (in->french == BTH_LGA_FRENCH_MAJORITY)
        g_ptr_array_add (a->notes, g_strdup ("A French majority is not an all-French force: no modifier [16.3]"));
    }
  if (in->cossack_zoc)
    add_attrition (a->modifiers, rules, "cossack_zoc", "Entered an enemy Cossack ZOC in Russia this phase");
  a->drm = bth_modifier_list_sum (a->modifiers);
  for (int die = 1; die <= 6; die++)
    {
      int loss = bth_lga_attrition_loss (rules, a, in, options, die, NULL);
      a->loss_probability[MIN (loss, 127)] += 1.0 / 6.0;
    }
  return g_steal_pointer (&a);
}

static const BthLgaAttritionRow *
find_row (const BthLgaTables *t, gboolean forced, gboolean cavalry_only, int sp)
{
  const BthLgaAttritionRow *rows = forced ? t->forced : t->normal;
  guint n = forced ? t->n_forced : t->n_normal;

  for (guint i = 0; i < n; i++)
    if (rows[i].cavalry_only && cavalry_only && sp >= rows[i].min && sp <= rows[i].max)
      return &rows[i];
  for (guint i = 0; i < n; i++)
    if (!rows[i].cavalry_only && sp >= rows[i].min && sp <= rows[i].max)
      return &rows[i];
  g_assert_not_reached ();
}

static int
row_loss (const BthLgaTables *t, const BthLgaAttritionRow *row, gboolean forced, const BthLgaOptions *options, int column)
{
  if (!forced && options->normal_march_6_10_map_a && g_str_equal (row->label, "6-10"))
    return t->normal_6_10_map_a[column];
  return row->cells[column];
}

int
bth_lga_attrition_loss (BthLgaRules *rules, const BthLgaAttrition *a, const BthLgaAttritionInput *in,
                        const BthLgaOptions *options, int die, GPtrArray *parts)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  gboolean forced = g_str_equal (a->table, "forced_march");
  int modified = die + a->drm, column, loss = 0, sp = in->sp;

  if (modified <= 0)
    return 0;
  column = MIN (modified, t->attrition_max);
  /* More than 50 SP: the loss for 50 plus the loss for the rest, with the same roll. */
  while (sp > 0)
    {
      int chunk = MIN (sp, t->attrition_chunk);
      const BthLgaAttritionRow *row = find_row (t, forced, in->cavalry_only, chunk);
      int part = row_loss (t, row, forced, options, column);

      if (parts != NULL && in->sp > t->attrition_chunk)
        g_ptr_array_add (parts, g_strdup_printf ("%d SP (row %s): %d", chunk, row->label, part));
      loss += part;
      sp -= chunk;
    }
  return MIN (loss, in->sp);
}

void
bth_lga_attrition_apply (BthLgaRules *rules, BthLgaAttrition *a, const BthLgaAttritionInput *in,
                         const BthLgaOptions *options, int die)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);

  a->die = die;
  if ((in->order == BTH_LGA_ORDER_FORCE_MARCH || in->order == BTH_LGA_ORDER_DOUBLE_FORCE_MARCH) && in->initiative >= 0)
    a->extra_mp = bth_lga_force_march_extra_mp (rules, die, in->initiative,
                                                in->order == BTH_LGA_ORDER_DOUBLE_FORCE_MARCH && in->limited_extra_mp);
  if (!a->checks)
    return;
  a->modified_die = die + a->drm;
  a->column = CLAMP (a->modified_die, 0, t->attrition_max);
  g_ptr_array_set_size (a->parts, 0);
  a->loss = bth_lga_attrition_loss (rules, a, in, options, die, a->parts);
}

void
bth_lga_attrition_free (BthLgaAttrition *a)
{
  if (a == NULL)
    return;
  g_clear_pointer (&a->modifiers, g_array_unref);
  g_clear_pointer (&a->parts, g_ptr_array_unref);
  g_clear_pointer (&a->notes, g_ptr_array_unref);
  g_free (a->exemption);
  g_free (a);
}
