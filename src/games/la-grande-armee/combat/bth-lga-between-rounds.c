/* bth-lga-between-rounds.c — what changes a battle between its rounds: the leaders an L-1 or
 * L-2 result killed [12.55-12.56] and the counter-attack of a reinforced defender [12.77]. */
#include "bth-lga-combat.h"

static gboolean
committed_leader (GPtrArray *committed, const char *name)
{
  for (guint i = 0; committed != NULL && i < committed->len; i++)
    if (g_str_equal (committed->pdata[i], name))
      return TRUE;
  return FALSE;
}

static char *
names_joined (GPtrArray *leaders)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; i < leaders->len; i++)
    g_string_append_printf (s, "%s%s", i == 0 ? "" : i + 1 == leaders->len ? " and " : ", ",
                            ((const BthLgaLeader *) leaders->pdata[i])->name);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

GPtrArray *
bth_lga_leaders_lost (BthLgaRules *rules, const BthLgaBattleSide *side, GPtrArray *committed, int leader_loss, int die,
                      const char *choice, const BthLgaOptions *options, gboolean *needs_die, char **needs, char **reason)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  GPtrArray *lost = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) corps = g_ptr_array_new (), army = g_ptr_array_new ();
  g_autoptr(GString) why = g_string_new (NULL);
  GPtrArray *pool = NULL;
  const char *rank = NULL;

  *needs = NULL;
  *reason = NULL;
  *needs_die = FALSE;
  if (leader_loss < 1)
    return lost;
  for (guint i = 0; i < side->n_leaders; i++)
    {
      const BthLgaLeader *l = &side->leaders[i];
      if (!committed_leader (committed, l->name))
        continue;
      if (l->rank <= BTH_LGA_DIVISION)
        g_ptr_array_add (lost, g_strdup (l->name));
      else if (l->rank == BTH_LGA_CORPS)
        g_ptr_array_add (corps, (gpointer) l);
      else if (l->rank == BTH_LGA_ARMY || !options->l2_spares_supreme_commander)
        g_ptr_array_add (army, (gpointer) l);
    }
  g_string_append_printf (why, "L-%d: all committed division and brigade leaders are lost (%u) [12.55]", leader_loss, lost->len);
  if (leader_loss >= 2)
    {
      if (corps->len > 0 && army->len > 0)
        {
          if (die < 1)
            *needs_die = TRUE, *needs = g_strdup ("the owner's die for L-2: 1-5 a corps leader, 6 the army leader [12.56]");
          else
            {
              gboolean corps_lost = die <= t->l2_corps_die_max;
              pool = corps_lost ? corps : army;
              rank = corps_lost ? "corps" : "army";
              g_string_append_printf (why, "; a committed corps and army leader are both present: the die %d loses %s %s leader [12.56]",
                                      die, corps_lost ? "a" : "the", rank);
            }
        }
      else if (corps->len > 0 || army->len > 0)
        {
          pool = corps->len > 0 ? corps : army;
          rank = corps->len > 0 ? "corps" : "army";
          g_string_append_printf (why, "; plus one committed %s leader [12.56]", rank);
        }
      else
        g_string_append (why, "; no committed corps or army leader to lose [12.56]");
      if (pool != NULL && pool->len == 1)
        g_ptr_array_add (lost, g_strdup (((const BthLgaLeader *) pool->pdata[0])->name));
      else if (pool != NULL)
        {
          const BthLgaLeader *chosen = NULL;
          for (guint i = 0; choice != NULL && i < pool->len; i++)
            if (g_str_equal (((const BthLgaLeader *) pool->pdata[i])->name, choice))
              chosen = pool->pdata[i];
          if (chosen != NULL)
            {
              g_ptr_array_add (lost, g_strdup (chosen->name));
              g_string_append_printf (why, ", %s, the owner's choice", chosen->name);
            }
          else
            {
              g_autofree char *names = names_joined (pool);
              *needs = g_strdup_printf ("the owner's choice of the %s leader lost: one of %s [12.56]", rank, names);
            }
        }
    }
  g_string_append (why, ". Replacements come from the counter-mix, the highest I.D. numbers [12.55-12.56]");
  *reason = g_string_free (g_steal_pointer (&why), FALSE);
  return lost;
}

gboolean
bth_lga_counter_attack_allowed (gboolean first, gboolean defender_reinforced, int new_attacker_ap, gboolean ended_by_result,
                                char **why)
{
  *why = NULL;
  if (ended_by_result)
    *why = g_strdup ("the opposing units are no longer adjacent: the last round routed, withdrew or eliminated a side [12.77]");
  else if (first && !defender_reinforced)
    *why = g_strdup ("a counter-attack follows a round in which a battle reinforcement of the defender entered a hex adjacent "
                     "to the attacker, who could not deploy a second front line against it [12.77]");
  else if (!first && new_attacker_ap < 1)
    *why = g_strdup ("the side counter-attacking in turn needs Advance Points kept from his own last attack [12.77]");
  return *why == NULL;
}
