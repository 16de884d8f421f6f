/* cli-production-commands.c — `berthier-cli production FILE`: one state's Reinforcement
 * Phase in the Grand Campaign (X.J), with every modifier, violation and change. */
#include "cli-production-commands.h"

#include "bth-production-json.h"

static JsonNode *
cmd_production (CliContext *context, const char *argument, GError **error)
{
  g_autoptr(JsonNode) input = bth_cli_read_input (argument, error);

  return input ? bth_production_resolve_json (context->rules, input, context->dice, error) : NULL;
}

static const CliCommand commands[] = {
  { "production", "FILE", "A Grand Campaign Reinforcement Phase: PP and purchases (X.J)", cmd_production },
};

const CliCommand *
cli_production_commands (guint *n_commands)
{
  *n_commands = G_N_ELEMENTS (commands);
  return commands;
}
