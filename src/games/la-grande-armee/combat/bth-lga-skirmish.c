/* bth-lga-skirmish.c — a cavalry skirmish [11]: eligibility, odds, DRMs, the result. */
#include "bth-lga-combat.h"
#include "bth-error.h"

const BthLgaOdds *
bth_lga_round_odds (const BthLgaOdds *steps, guint n, int attacker, int defender)
{
  const BthLgaOdds *found = NULL;

  /* The largest step a:b with a/b <= attacker/defender: fractions in the defender's favour. */
  for (guint i = 0; i < n; i++)
    if ((gint64) steps[i].num * defender <= (gint64) attacker * steps[i].den)
      found = &steps[i];
  return found;
}

static void
add_def (GArray *list, BthLgaRules *rules, const char *id, int multiple, const char *reason)
{
  const BthLgaModifierDef *def = bth_lga_rules_modifier (rules, "skirmish", id);
  g_autofree char *rule = g_strdup_printf ("[%s]", def->rule);

  bth_modifier_list_add (list, def->value * multiple, rule, "%s", reason);
}

BthLgaSkirmish *
bth_lga_skirmish_prepare (BthLgaRules *rules, const BthLgaSkirmishInput *in, const BthLgaOptions *options, GError **error)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  g_autoptr(BthLgaSkirmish) s = g_new0 (BthLgaSkirmish, 1);
  const BthLgaOdds *col;

  s->modifiers = bth_modifier_list_new ();
  s->notes = g_ptr_array_new_with_free_func (g_free);
  s->allowed = TRUE;
  if (in->attacker.infantry_or_field_artillery || in->defender.infantry_or_field_artillery)
    {
      s->allowed = FALSE;
      s->refusal = g_strdup_printf ("A stack with infantry or field artillery can neither skirmish nor be skirmished: the attack is cancelled [11.0, 11.11]");
    }
  else if (in->repeated && in->attacker.demoralized)
    {
      s->allowed = FALSE;
      s->refusal = g_strdup ("Demoralized units cannot make a repeated skirmish attack [11.14]");
    }
  else if (in->attacker.cavalry_sp < 1)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "$.attacker.cavalry_sp: a skirmish attack needs at least 1 cavalry SP [11.0]");
      return NULL;
    }
  s->attacker_sp = MIN (in->attacker.cavalry_sp, t->skirmish_max_sp);
  s->defender_sp = MIN (in->defender.cavalry_sp, t->skirmish_max_sp);
  if (in->attacker.cavalry_sp > t->skirmish_max_sp || in->defender.cavalry_sp > t->skirmish_max_sp)
    g_ptr_array_add (s->notes, g_strdup_printf ("No more than %d cavalry SP attack or defend; the excess in the hex suffers the result [11.13]",
                                                t->skirmish_max_sp));
  if (s->defender_sp == 0)
    {
      s->column = (int) t->n_skirmish_columns - 1;
      g_ptr_array_add (s->notes, g_strdup ("The defenders have no cavalry SP: the best odds column [11.0]"));
    }
  else
    {
      col = bth_lga_round_odds (t->skirmish_columns, t->n_skirmish_columns, s->attacker_sp, s->defender_sp);
      if (col == NULL)
        {
          if (options->skirmish_below_1_2_not_allowed && s->allowed)
            {
              s->allowed = FALSE;
              s->refusal = g_strdup_printf ("%d:%d is worse than the table's lowest odds, %s: not allowed (the reading “Not allowed”) [11.0]",
                                            s->attacker_sp, s->defender_sp, t->skirmish_columns[0].label);
            }
          s->column = 0;
          g_ptr_array_add (s->notes, g_strdup_printf ("%d:%d is worse than any column: the lowest, %s [11.0]",
                                                      s->attacker_sp, s->defender_sp, t->skirmish_columns[0].label));
        }
      else
        s->column = (int) (col - t->skirmish_columns);
    }
  s->odds = t->skirmish_columns[s->column].label;

  if (in->attacker.horse_artillery_sp > 0)
    {
      g_autofree char *r = g_strdup_printf ("%d horse artillery SP in the attacking stack", in->attacker.horse_artillery_sp);
      add_def (s->modifiers, rules, "attacker_horse_artillery", in->attacker.horse_artillery_sp, r);
    }
  if (in->defender.horse_artillery_sp > 0)
    {
      g_autofree char *r = g_strdup_printf ("%d horse artillery SP in the defending stack", in->defender.horse_artillery_sp);
      add_def (s->modifiers, rules, "defender_horse_artillery", in->defender.horse_artillery_sp, r);
    }
  if (in->attacker.leader_combat_bonus != 0)
    add_def (s->modifiers, rules, "attacker_leader", in->attacker.leader_combat_bonus,
             "Combat Bonus of the highest-ranking attacking leader");
  if (in->defender.leader_combat_bonus != 0)
    add_def (s->modifiers, rules, "defender_leader", in->defender.leader_combat_bonus,
             "Combat Bonus of the highest-ranking defending leader");
  if (in->attacker.unsupplied)
    add_def (s->modifiers, rules, "attacker_unsupplied", 1, "Attacking unsupplied");
  if (in->defender.unsupplied)
    add_def (s->modifiers, rules, "defender_unsupplied", 1, "Defending unsupplied");
  s->drm = bth_modifier_list_sum (s->modifiers);
  for (int die = 1; die <= 6; die++)
    s->die_probability[CLAMP (die + s->drm, t->skirmish_clamp_min, t->skirmish_clamp_max) - 1] += 1.0 / 6.0;
  return g_steal_pointer (&s);
}

const BthLgaSkirmishResult *
bth_lga_skirmish_result_for (BthLgaRules *rules, const BthLgaSkirmish *s, int die)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  int row = CLAMP (die + s->drm, t->skirmish_clamp_min, t->skirmish_clamp_max);

  return &t->skirmish[row - 1][s->column];
}

void
bth_lga_skirmish_apply (BthLgaRules *rules, BthLgaSkirmish *s, int die)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);

  s->die = die;
  s->modified_die = CLAMP (die + s->drm, t->skirmish_clamp_min, t->skirmish_clamp_max);
  s->result = bth_lga_skirmish_result_for (rules, s, die);
}

void
bth_lga_skirmish_free (BthLgaSkirmish *s)
{
  if (s == NULL)
    return;
  g_clear_pointer (&s->modifiers, g_array_unref);
  g_clear_pointer (&s->notes, g_ptr_array_unref);
  g_free (s->refusal);
  g_free (s);
}
