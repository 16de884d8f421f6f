/* bth-campaign-names.c — a state's display name from the rules data. */
#include "bth-campaign-names.h"

#include "bth-force-pools.h"

const char *
bth_game_power_name (BthGame *game, const char *power)
{
  BthScenario *scenario = game != NULL ? bth_game_get_scenario (game) : NULL;
  const BthScenarioPower *p = scenario != NULL && power != NULL ? bth_scenario_find_power (scenario, power, NULL) : NULL;

  if (p != NULL && p->name != NULL)
    return p->name;
  return bth_ruleset_state_name (game != NULL ? bth_game_get_ruleset (game) : NULL, power);
}

const char *
bth_game_leader_name (BthGame *game, const char *id)
{
  const BthGameState *state = game != NULL && id != NULL ? bth_game_get_state (game) : NULL;
  const BthLeaderState *leader = state != NULL ? bth_game_state_find_leader (state, id) : NULL;
  const BthForcePools *pools = state != NULL ? bth_game_state_get_force_pools (state) : NULL;

  if (leader != NULL && leader->name != NULL)
    return leader->name;
  for (guint i = 0; pools != NULL && i < pools->states->len; i++)
    {
      const BthPoolState *s = g_ptr_array_index (pools->states, i);
      for (guint b = 0; b < s->boxes->len; b++)
        {
          const BthPoolBox *box = g_ptr_array_index (s->boxes, b);
          for (guint k = 0; k < box->leaders->len; k++)
            {
              const BthPoolLeader *l = g_ptr_array_index (box->leaders, k);
              if (g_strcmp0 (l->id, id) == 0 && l->name != NULL)
                return l->name;
            }
        }
    }
  return id;
}

char *
bth_game_leader_label (BthGame *game, const char *id)
{
  const char *name = bth_game_leader_name (game, id);

  return name != id ? g_strdup (name) : g_strdup_printf ("\"%s\"", id != NULL ? id : "");
}

char *
bth_game_power_label (BthGame *game, const char *power)
{
  const char *name = bth_game_power_name (game, power);

  return name != power ? g_strdup (name) : g_strdup_printf ("\"%s\"", power != NULL ? power : "");
}

const char *
bth_force_pools_box_name (const char *box)
{
  if (g_strcmp0 (box, BTH_BOX_FORCE_POOL) == 0)
    return "Force Pool";
  if (g_strcmp0 (box, BTH_BOX_PRISONERS) == 0)
    return "Prisoners";
  if (g_strcmp0 (box, BTH_BOX_AT_WAR) == 0)
    return "At War";
  if (g_strcmp0 (box, BTH_BOX_NAPOLEON_IN_EXILE) == 0)
    return "Napoleon in Exile";
  return box;
}

void
bth_game_append_unit_count (GString *out, BthGame *game, const char *power, const char *kind, int sp)
{
  g_string_append_printf (out, "%d %s %s", sp, bth_game_power_name (game, power), kind);
}
