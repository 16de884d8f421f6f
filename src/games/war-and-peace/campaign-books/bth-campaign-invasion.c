/* bth-campaign-invasion.c — X.J.4.b's "invaded" from the stacks' positions. */
#include "bth-campaign-invasion.h"
#include "bth-campaign-politics.h"
#include "bth-campaign-state.h"
#include "bth-force-pools.h"

/* The state whose units a counter of POWER is (its Force Pool's), else the power itself. */
static const char *
home_of (const BthGameState *state, const char *power)
{
  const BthForcePools *pools = bth_game_state_get_force_pools (state);
  const BthPoolState *home = pools != NULL ? bth_force_pools_state_of_power (pools, power) : NULL;

  return home != NULL ? home->id : power;
}

/* X.J.4.a: "All non-Spanish units are considered foreign units in Spain. All units except
 * English and English satellite units are considered foreign units in Portugal. While Spain is
 * neutral or pro-French, French units are not considered foreign". English satellites: the
 * English Force Pool's counters (KGL) and those of a minor state now anti-French. */
static gboolean
foreign (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *state, BthPoliticalSide status,
         const char *home)
{
  if (g_strcmp0 (home, state) == 0)
    return FALSE;
  if (g_strcmp0 (state, rules->spain_state) == 0)
    return !(g_strcmp0 (home, rules->capital_state) == 0 && status != BTH_SIDE_ANTI_FRENCH);
  if (g_strcmp0 (home, "england") == 0)
    return FALSE;
  return !(bth_campaign_rules_find_minor (rules, home) != NULL &&
           bth_politics_minor_status (rules, s, home, NULL) == BTH_SIDE_ANTI_FRENCH);
}

void
bth_campaign_situation_invasions (const BthCampaignRules *rules, const BthGameState *state, BthPoliticsSituation *s)
{
  const char *states[] = { rules->spain_state, "portugal" };

  for (guint k = 0; k < G_N_ELEMENTS (states); k++)
    {
      BthPoliticalMajor *major = bth_politics_situation_major (s, states[k]);
      BthPoliticalSide status = major != NULL ? major->status : bth_politics_minor_status (rules, s, states[k], NULL);

      for (guint i = 0; i < state->stacks->len; i++)
        {
          const BthStackState *stack = g_ptr_array_index (state->stacks, i);
          const BthPoliticalCity *c = bth_politics_situation_city (s, stack->location);
          BthPoliticalSide faction = bth_campaign_faction_of_side (state, stack->side);
          BthStateFacts *f;
          gboolean any = FALSE;

          if (c == NULL || g_strcmp0 (c->state, states[k]) != 0 || faction == BTH_SIDE_NEUTRAL)
            continue;
          for (guint u = 0; u < stack->units->len && !any; u++)
            {
              const BthUnitCount *unit = &g_array_index (stack->units, BthUnitCount, u);
              any = unit->sp > 0 && foreign (rules, s, states[k], status, home_of (state, unit->power));
            }
          if (!any)
            continue;
          f = bth_politics_facts_state (s, states[k]);
          f->invaded = BTH_FACT_YES;
          f->invaded_by = faction;
          g_free (f->invaded_where);
          f->invaded_where = g_strdup (c->name);
          break;
        }
    }
}
