/* cli-scenario-commands.c — list the built-in scenarios, print one as JSON, or resolve a
 * roll one of its special rules prints. */
#include "cli-scenario-commands.h"

#include "bth-cli.h"
#include "bth-error.h"
#include "bth-scenario.h"
#include "bth-scenario-roll.h"

/* One summary object per built-in scenario, in rulebook order. */
static JsonNode *
cmd_scenarios (CliContext *context, const char *argument, GError **error)
{
  g_auto(GStrv) ids = bth_scenario_list_builtin ();
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (argument != NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "scenarios: takes no argument");
      return NULL;
    }
  json_builder_begin_array (builder);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(BthScenario) scenario = bth_scenario_load_builtin (ids[i], error);
      g_autofree char *start = NULL, *end = NULL;

      if (scenario == NULL)
        return NULL;
      start = bth_month_to_string (bth_scenario_get_start (scenario));
      end = bth_month_to_string (bth_scenario_get_end (scenario));
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "number");
      json_builder_add_string_value (builder, bth_scenario_get_number (scenario));
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, bth_scenario_get_id (scenario));
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, bth_scenario_get_name (scenario));
      json_builder_set_member_name (builder, "start");
      json_builder_add_string_value (builder, start);
      json_builder_set_member_name (builder, "end");
      json_builder_add_string_value (builder, end);
      json_builder_set_member_name (builder, "turns");
      json_builder_add_int_value (builder, bth_scenario_get_turns (scenario));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

/* The whole scenario document, as loaded and validated. */
static JsonNode *
cmd_scenario (CliContext *context, const char *argument, GError **error)
{
  g_autoptr(BthScenario) scenario = NULL;

  if (argument == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "scenario: missing ID (see berthier-cli scenarios)");
      return NULL;
    }
  scenario = bth_scenario_load_builtin (argument, error);
  if (scenario == NULL)
    {
      g_prefix_error (error, "scenario: ");
      return NULL;
    }
  return json_node_copy (bth_scenario_get_document (scenario));
}

/* A special rule's roll (XIV.G.2, XIV.G.3), with its modifiers and rule. */
static JsonNode *
cmd_scenario_roll (CliContext *context, const char *argument, GError **error)
{
  g_autoptr(JsonNode) input = bth_cli_read_input (argument, error);

  return input ? bth_scenario_roll_json (input, context->dice, error) : NULL;
}

static const CliCommand commands[] = {
  { "scenarios", "", "List the built-in scenarios (Z)", cmd_scenarios },
  { "scenario", "ID", "Print one scenario's data as JSON", cmd_scenario },
  { "scenario-roll", "FILE", "A roll a scenario's special rule prints (XIV.G.2, XIV.G.3)", cmd_scenario_roll },
};

const CliCommand *
cli_scenario_commands (guint *n_commands)
{
  *n_commands = G_N_ELEMENTS (commands);
  return commands;
}
