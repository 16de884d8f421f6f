/* bth-loss-allocation.c — P.3 by exhaustive search over unit categories.
 *
 * The constraints only count SP of a given morale, colour, cavalry and guard status, so
 * units fall into a few categories and the search runs over how many SP each category
 * loses (losses are at most 9 on the Combat Loss Chart, so this stays small).
 */
#include "bth-loss-allocation.h"
#include "bth-digital-rules.h"
#include "bth-modifier.h"

#include <string.h>

/* A category: units alike for every constraint and for the cost of losing them. */
typedef struct {
  int      morale;
  gboolean color;      /* the leader's colour */
  gboolean cavalry;
  gboolean guard;
  int      available;  /* SP */
  int      take;       /* SP lost in the allocation being tried */
  int      best;       /* SP lost in the best allocation so far */
} Category;

enum { C_GUARD, C_MORALE, C_COLOR, C_CAVALRY, N_CONSTRAINTS };

typedef struct {
  const BthLossRules *rules;
  GArray *categories;           /* of Category */
  int  loss;                    /* capped at the force's strength */
  int  cavalry_sp;
  int  guard_sp;
  int  best_score;              /* bit per satisfied constraint, higher priority = higher bit */
  int  best_cost;
} Search;

static guint
unit_category (BthRuleset *rules, const BthForce *force, const BthUnit *unit, const BthLossRules *loss,
               GArray *categories)
{
  Category key = {
    .morale = bth_unit_morale (rules, unit, force, loss->russian_patriotism, loss->inside_city),
    .color = loss->leader_color != NULL && g_strcmp0 (unit->color, loss->leader_color) == 0,
    .cavalry = bth_unit_kind_is_cavalry (unit->kind),
    .guard = bth_unit_kind_is_guard (unit->kind),
  };

  for (guint i = 0; i < categories->len; i++)
    {
      Category *c = &g_array_index (categories, Category, i);
      if (c->morale == key.morale && c->color == key.color && c->cavalry == key.cavalry && c->guard == key.guard)
        return i;
    }
  g_array_append_val (categories, key);
  return categories->len - 1;
}

/* Which constraints the allocation in FIELD (take or best) meets, as bits: guard highest. */
static int
score_counts (const Search *s, gboolean use_best)
{
  int morale = 0, color = 0, cavalry = 0, guard = 0;
  gboolean ok[N_CONSTRAINTS];
  int bits = 0;

  for (guint i = 0; i < s->categories->len; i++)
    {
      Category *c = &g_array_index (s->categories, Category, i);
      int n = use_best ? c->best : c->take;
      morale += c->morale == s->rules->morale_group ? n : 0;
      color += c->color ? n : 0;
      cavalry += c->cavalry ? n : 0;
      guard += c->guard ? n : 0;
    }
  ok[C_GUARD] = !s->rules->guard_first || guard == MIN (s->loss, s->guard_sp);
  ok[C_MORALE] = 2 * morale >= s->loss;
  ok[C_COLOR] = s->rules->leader_color == NULL || 2 * color >= s->loss;
  ok[C_CAVALRY] = !s->rules->d_result || s->loss <= 1 || s->cavalry_sp == 0 || cavalry >= 1;
  for (int i = 0; i < N_CONSTRAINTS; i++)
    if (ok[i])
      bits |= 1 << (N_CONSTRAINTS - 1 - i);
  return bits;
}

/* Lose the least valuable units first: low morale before high, infantry before cavalry,
 * guards last. */
static int
cost (const Search *s)
{
  int total = 0;

  for (guint i = 0; i < s->categories->len; i++)
    {
      Category *c = &g_array_index (s->categories, Category, i);
      total += c->take * (1 + 2 * c->morale + (c->cavalry ? 3 : 0) + (c->guard ? 10 : 0));
    }
  return total;
}

static void
search (Search *s, guint index, int remaining)
{
  Category *c = &g_array_index (s->categories, Category, index);

  if (index == s->categories->len - 1)
    {
      int sc, co;
      if (remaining > c->available)
        return;
      c->take = remaining;
      sc = score_counts (s, FALSE);
      co = cost (s);
      if (sc > s->best_score || (sc == s->best_score && co < s->best_cost))
        {
          s->best_score = sc;
          s->best_cost = co;
          for (guint i = 0; i < s->categories->len; i++)
            {
              Category *k = &g_array_index (s->categories, Category, i);
              k->best = k->take;
            }
        }
      return;
    }
  for (int n = MIN (remaining, c->available); n >= 0; n--)
    {
      c = &g_array_index (s->categories, Category, index);
      c->take = n;
      search (s, index + 1, remaining - n);
    }
}

static void
run_search (BthRuleset *rules, const BthForce *force, const BthLossRules *loss, Search *s)
{
  *s = (Search) { .rules = loss, .best_score = -1, .best_cost = G_MAXINT,
                  .categories = g_array_new (FALSE, TRUE, sizeof (Category)) };
  for (guint i = 0; i < force->n_units; i++)
    {
      guint c = unit_category (rules, force, &force->units[i], loss, s->categories);
      g_array_index (s->categories, Category, c).available += force->units[i].sp;
    }
  s->loss = MIN (loss->loss, bth_force_total_sp (force));
  s->cavalry_sp = bth_force_cavalry_sp (force);
  s->guard_sp = bth_force_guard_sp (force);
  if (s->categories->len > 0)
    search (s, 0, s->loss);
}

gboolean
bth_loss_check (BthRuleset *rules, const BthForce *force, const BthLossRules *loss,
                const int *per_unit, GArray *violations)
{
  static const struct { const char *rule; const char *text; } messages[N_CONSTRAINTS] = {
    { "V.1.b", "As far as possible the loss must be taken from Guard strength points" },
    { "P.3.a", "At least half the SP lost must have the morale value the force used" },
    { "P.3.b", "At least half the SP lost must be the colour of the leader used" },
    { "P.3.c", "A D result costing more than one SP must include a cavalry SP" },
  };
  Search s;
  int total = 0, proposal;
  gboolean legal = TRUE;

  run_search (rules, force, loss, &s);
  for (guint i = 0; i < s.categories->len; i++)
    g_array_index (s.categories, Category, i).take = 0;
  for (guint i = 0; i < force->n_units; i++)
    {
      if (per_unit[i] < 0 || per_unit[i] > force->units[i].sp)
        {
          bth_modifier_list_add (violations, 0, "P.3",
                                 "Unit %u has %d SP and cannot lose %d", i + 1, force->units[i].sp, per_unit[i]);
          legal = FALSE;
          continue;
        }
      g_array_index (s.categories, Category,
                     unit_category (rules, force, &force->units[i], loss, s.categories)).take += per_unit[i];
      total += per_unit[i];
    }
  if (legal && total != s.loss)
    {
      bth_modifier_list_add (violations, 0, "P.3", "The force must lose %d SP, not %d", s.loss, total);
      legal = FALSE;
    }
  if (legal)
    {
      proposal = score_counts (&s, FALSE);
      for (int i = 0; i < N_CONSTRAINTS; i++)
        {
          int bit = 1 << (N_CONSTRAINTS - 1 - i);
          /* Broken here but kept by the best allocation: the proposal could have done better. */
          if (!(proposal & bit) && (s.best_score & bit))
            {
              /* v1.7 asks a cavalry SP of every loss of more than one SP, not only of a D. */
              if (i == 3 && bth_ruleset_get_digital (rules) != NULL)
                bth_modifier_list_add (violations, 0, bth_ruleset_get_digital (rules)->cavalry_loss_every_result.rule,
                                       "One of the SP lost must be cavalry if more than 1 SP is lost");
              else
                bth_modifier_list_add (violations, 0, messages[i].rule, "%s", messages[i].text);
              legal = FALSE;
            }
          if ((proposal & bit) != (s.best_score & bit))
            break;   /* lower constraints are judged only once the higher ones agree */
        }
    }
  g_array_unref (s.categories);
  return legal;
}

void
bth_loss_suggest (BthRuleset *rules, const BthForce *force, const BthLossRules *loss, int *per_unit)
{
  Search s;

  run_search (rules, force, loss, &s);
  for (guint i = 0; i < force->n_units; i++)
    {
      Category *c = &g_array_index (s.categories, Category,
                                    unit_category (rules, force, &force->units[i], loss, s.categories));
      int take = MIN (force->units[i].sp, c->best);
      per_unit[i] = take;
      c->best -= take;
    }
  g_array_unref (s.categories);
}
