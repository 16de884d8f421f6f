/* bth-game-names.c — the names of powers, states and leaders in messages. */
#include "bth-game-names.h"

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
  const char *off_map;

  if (leader != NULL && leader->name != NULL)
    return leader->name;
  if ((off_map = bth_game_state_books_leader_name (state, id)) != NULL)
    return off_map;
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

void
bth_game_append_unit_count (GString *out, BthGame *game, const char *power, const char *kind, int sp)
{
  g_string_append_printf (out, "%d %s %s", sp, bth_game_power_name (game, power), kind);
}
