/* cli-la-grande-armee.c — La Grande Armée's commands: JSON in (a file or "-"), JSON out. */
#include "cli-la-grande-armee.h"
#include "bth-error.h"
#include "bth-game-module.h"
#include "bth-la-grande-armee.h"
#include "bth-lga-checks.h"
#include "bth-lga-combat.h"
#include "bth-lga-forecast.h"

#define JSON_COMMAND(fn_name, resolver)                                          \
  static JsonNode *                                                              \
  fn_name (BthCliContext *context, const char *argument, GError **error)         \
  {                                                                              \
    g_autoptr(JsonNode) input = bth_cli_read_input (argument, error);            \
    return input ? resolver (context->rules, input, context->dice, error) : NULL; \
  }

JSON_COMMAND (cmd_skirmish, bth_lga_skirmish_json)
JSON_COMMAND (cmd_battle, bth_lga_battle_json)
JSON_COMMAND (cmd_morale, bth_lga_morale_json)
JSON_COMMAND (cmd_attrition, bth_lga_attrition_json)
JSON_COMMAND (cmd_weather, bth_lga_weather_json)
JSON_COMMAND (cmd_forage, bth_lga_forage_json)
JSON_COMMAND (cmd_siege, bth_lga_siege_json)
JSON_COMMAND (cmd_losses, bth_lga_losses_json)
JSON_COMMAND (cmd_battle_forecast, bth_lga_forecast_json)

/* The ruleset's charts as loaded, or one of them by name. */
static JsonNode *
cmd_tables (BthCliContext *context, const char *argument, GError **error)
{
  JsonNode *document = bth_lga_rules_get_document (context->rules);
  JsonNode *table;

  if (argument == NULL)
    return json_node_copy (document);
  table = json_object_get_member (json_node_get_object (document), argument);
  if (table == NULL || JSON_NODE_HOLDS_VALUE (table) || g_str_equal (argument, "sources"))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND, "tables: the ruleset has no table \"%s\"", argument);
      return NULL;
    }
  return json_node_copy (table);
}

static const BthCliCommand commands[] = {
  { "skirmish", "FILE", "Resolve a cavalry skirmish [11]", cmd_skirmish },
  { "battle", "FILE", "Resolve a battle round, or its rounds: odds, modifiers, CRT, exact odds; river crossings, counter-attacks [12-13]", cmd_battle },
  { "battle-forecast", "FILE", "How the whole battle is likely to end, exactly: every end by round, SP lost, rounds [12.0-12.7]", cmd_battle_forecast },
  { "morale", "FILE", "Make a Morale Check [13.0]", cmd_morale },
  { "attrition", "FILE", "Check attrition, with the force march of the same die [16, 7.2-7.3]", cmd_attrition },
  { "forage", "FILE", "Forage a town or city: who may, how many corps, its marker after [14.4]", cmd_forage },
  { "siege", "FILE", "Declare a siege: its conditions, the depot's trains, the garrison's Morale Check [15.5]", cmd_siege },
  { "losses", "FILE", "Which units take a loss (3:1:1, front line first) or a pursuit's captures [12.6, 16.4]", cmd_losses },
  { "weather", "FILE", "Roll the Weather Table for a month", cmd_weather },
  { "tables", "[NAME]", "Print the ruleset, or one chart, as JSON", cmd_tables },
};

static const BthCliCommand *
lga_commands (guint *n)
{
  *n = G_N_ELEMENTS (commands);
  return commands;
}

void
bth_la_grande_armee_register_cli (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_la_grande_armee_register ();
      bth_game_module_add_cli_commands (BTH_LA_GRANDE_ARMEE_ID, lga_commands);
      g_once_init_leave (&once, 1);
    }
}
