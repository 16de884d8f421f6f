/* bth-campaign-conquest-facts.c — X.I.3.a-b's and X.I.2.b's numbers from the Force Pools book
 * and the stacks (bth-campaign-conquest-facts.h). */
#include "bth-campaign-conquest-facts.h"
#include "bth-campaign-politics.h"
#include "bth-force-pools.h"
#include "bth-scenario.h"

#define FROM_POOLS  "from the Force Pools book"
#define FROM_STACKS "from the stacks on the Leaders page"

/* The state whose units a counter of POWER is (its Force Pool's), else the power itself. */
static const char *
home_of (const BthForcePools *pools, const char *power)
{
  const BthPoolState *home = pools != NULL ? bth_force_pools_state_of_power (pools, power) : NULL;

  return home != NULL ? home->id : power;
}

/* SP of the land units among UNITS (BthUnitCount) that are STATE's (NULL: any): the strength
 * points X.I.2.b and X.I.3 exchange; naval units are squadrons and transports, not SP (and
 * some remain in play, X.H.4). */
static int
land_sp (const BthForcePools *pools, GArray *units, const char *state)
{
  int sp = 0;

  for (guint u = 0; u < units->len; u++)
    {
      const BthUnitCount *unit = &g_array_index (units, BthUnitCount, u);
      BthScenarioKind kind;
      if (unit->sp > 0 && (state == NULL || g_strcmp0 (home_of (pools, unit->power), state) == 0) &&
          !(bth_scenario_kind_from_string (unit->kind, &kind) && bth_scenario_kind_is_naval (kind)))
        sp += unit->sp;
    }
  return sp;
}

static int
stack_sp (const BthForcePools *pools, const BthStackState *stack, const char *state)
{
  return land_sp (pools, stack->units, state);
}

char *
bth_campaign_unplaced_stacks (const BthGameState *state, BthPoliticsSituation *s, const char *major)
{
  const BthForcePools *pools = bth_game_state_get_force_pools (state);
  GString *places = NULL;

  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      const BthPoliticalCity *c = bth_politics_situation_city (s, stack->location);
      if (stack_sp (pools, stack, major) == 0 || (c != NULL && c->state != NULL))
        continue;
      if (places == NULL)
        places = g_string_new (NULL);
      g_string_append_printf (places, "%s%s", places->len ? ", " : "",
                              stack->location != NULL && *stack->location ? stack->location : "no place entered");
    }
  return places != NULL ? g_string_free (places, FALSE) : NULL;
}

void
bth_campaign_situation_conquest_facts (const BthCampaignRules *rules, const BthGameState *state,
                                       BthPoliticsSituation *s)
{
  const BthForcePools *pools = bth_game_state_get_force_pools (state);

  for (guint i = 0; i < s->minors->len; i++)
    {
      const BthPoliticalMinor *m = g_ptr_array_index (s->minors, i);
      const BthPoolState *ps = pools != NULL ? bth_force_pools_find_state (pools, m->id) : NULL;
      BthStateFacts *f = bth_politics_facts_state (s, m->id);
      const BthPoolBox *box;

      /* X.I.3.a: "All units in the Force Pool of the minor state", as the book holds them once
       * its initial Force Pool is entered (X.J.1.d); before, the book does not know it. */
      if (f->pool_sp < 0 && ps != NULL && ps->initial_entered &&
          (box = bth_force_pools_find_box (pools, m->id, BTH_BOX_FORCE_POOL)) != NULL)
        {
          f->pool_sp = land_sp (pools, box->units, NULL);
          f->pool_sp_from = FROM_POOLS;
        }
      /* X.I.3.b: "all units of the minor state which are currently on the mapboard": every
       * land counter of it in a stack of the Leader Display (which holds all units on the map). */
      if (f->sp_on_map < 0)
        {
          int sp = 0;
          for (guint k = 0; k < state->stacks->len; k++)
            sp += stack_sp (pools, g_ptr_array_index (state->stacks, k), m->id);
          f->sp_on_map = sp;
          f->sp_on_map_from = FROM_STACKS;
        }
    }
  for (guint i = 0; i < s->majors->len; i++)
    {
      const BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      BthStateFacts *f = bth_politics_facts_lookup (s, m->id);
      g_autofree char *unplaced = NULL;
      int sp = 0;

      if (f != NULL && f->sp_outside_borders >= 0)
        continue;
      /* X.I.2.b: "All units of the conquered state which are not inside its borders": known
       * only when every stack holding its units stands at a city whose state the books know. */
      if ((unplaced = bth_campaign_unplaced_stacks (state, s, m->id)) != NULL)
        continue;
      for (guint k = 0; k < state->stacks->len; k++)
        {
          const BthStackState *stack = g_ptr_array_index (state->stacks, k);
          const BthPoliticalCity *c = bth_politics_situation_city (s, stack->location);
          if (c != NULL && g_strcmp0 (c->state, m->id) != 0)
            sp += stack_sp (pools, stack, m->id);
        }
      f = bth_politics_facts_state (s, m->id);
      f->sp_outside_borders = sp;
      f->outside_from = FROM_STACKS;
    }
  (void) rules;
}
