/* cli-war-and-peace.c — every group of War and Peace's commands; each file lists its own. */
#include "cli-war-and-peace.h"
#include "bth-game-module.h"
#include "bth-war-and-peace.h"
#include "cli-card-commands.h"
#include "cli-commands.h"
#include "cli-map-commands.h"
#include "cli-naval-commands.h"
#include "cli-production-commands.h"
#include "cli-scenario-commands.h"

void
bth_war_and_peace_register_cli (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_war_and_peace_register ();
      bth_game_module_add_cli_commands (BTH_WAR_AND_PEACE_ID, cli_commands);
      bth_game_module_add_cli_commands (BTH_WAR_AND_PEACE_ID, cli_scenario_commands);
      bth_game_module_add_cli_commands (BTH_WAR_AND_PEACE_ID, cli_map_commands);
      bth_game_module_add_cli_commands (BTH_WAR_AND_PEACE_ID, cli_naval_commands);
      bth_game_module_add_cli_commands (BTH_WAR_AND_PEACE_ID, cli_production_commands);
      bth_game_module_add_cli_commands (BTH_WAR_AND_PEACE_ID, cli_card_commands);
      g_once_init_leave (&once, 1);
    }
}
