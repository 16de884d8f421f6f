/* cli-commands.c — each subcommand reads JSON (a file or "-"), asks the core, prints JSON. */
#include "cli-commands.h"
#include "cli-card-commands.h"

#include "bth-attrition-json.h"
#include "bth-battle-forecast.h"
#include "bth-campaign-politics.h"
#include "bth-checks-json.h"
#include "bth-combat-json.h"
#include "bth-error.h"
#include "bth-forced-march-json.h"
#include "bth-json-strict.h"

#include <gio/gio.h>
#include <gio/gunixinputstream.h>
#include <stdlib.h>
#include <string.h>

#define JSON_COMMAND(fn_name, resolver)                                               \
  static JsonNode *                                                                   \
  fn_name (CliContext *context, const char *argument, GError **error)                 \
  {                                                                                   \
    g_autoptr(JsonNode) input = bth_cli_read_input (argument, error);                         \
    return input ? resolver (context->rules, input, context->dice, error) : NULL;     \
  }

JSON_COMMAND (cmd_combat, bth_combat_resolve_json)
JSON_COMMAND (cmd_attrition, bth_attrition_resolve_json)
JSON_COMMAND (cmd_forced_march, bth_forced_march_resolve_json)
JSON_COMMAND (cmd_overrun, bth_overrun_json)
JSON_COMMAND (cmd_commitment, bth_commitment_json)
JSON_COMMAND (cmd_withdrawal, bth_withdrawal_json)
JSON_COMMAND (cmd_leader_casualty, bth_leader_casualty_json)
JSON_COMMAND (cmd_siege, bth_siege_json)
JSON_COMMAND (cmd_alliance, bth_alliance_json)
JSON_COMMAND (cmd_weather, bth_weather_json)

static JsonNode *
cmd_politics (CliContext *context, const char *argument, GError **error)
{
  g_autoptr(JsonNode) input = bth_cli_read_input (argument, error);

  /* Checked against the Campaign Game Card (--card FILE, else the players', else the built-in
   * one) and the map's city hexes. */
  return input ? bth_politics_derive_json_full (context->rules, input, cli_card_check_politics, context, error) : NULL;
}

static JsonNode *
cmd_battle_forecast (CliContext *context, const char *argument, GError **error)
{
  g_autoptr(JsonNode) input = bth_cli_read_input (argument, error);

  return input ? bth_battle_forecast_json (context->rules, input, error) : NULL;
}

static JsonNode *
cmd_loss_check (CliContext *context, const char *argument, GError **error)
{
  g_autoptr(JsonNode) input = bth_cli_read_input (argument, error);

  return input ? bth_loss_check_json (context->rules, input, error) : NULL;
}

/* "2d6", "d6", "3d6". */
static JsonNode *
cmd_roll (CliContext *context, const char *argument, GError **error)
{
  g_autoptr(GRegex) regex = g_regex_new ("^([0-9]*)[dD]([0-9]+)$", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *count_text = NULL, *sides_text = NULL;
  g_autofree int *values = NULL;
  JsonObject *out;
  JsonArray *dice;
  JsonNode *node;
  long count, sides;
  int total;

  if (argument == NULL || !g_regex_match (regex, argument, 0, &match))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "roll: \"%s\" is not a dice expression such as 2d6", argument ? argument : "");
      return NULL;
    }
  count_text = g_match_info_fetch (match, 1);
  sides_text = g_match_info_fetch (match, 2);
  count = count_text[0] ? strtol (count_text, NULL, 10) : 1;
  sides = strtol (sides_text, NULL, 10);
  if (count < 1 || count > 100 || sides < 2 || sides > 100)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "roll: between 1 and 100 dice of 2 to 100 sides");
      return NULL;
    }
  values = g_new0 (int, count);
  total = bth_dice_roll (context->dice, count, sides, "Roll from the command line", values, error);
  if (total < 0)
    return NULL;
  out = json_object_new ();
  dice = json_array_new ();
  for (long i = 0; i < count; i++)
    json_array_add_int_element (dice, values[i]);
  json_object_set_string_member (out, "expression", argument);
  json_object_set_array_member (out, "dice", dice);
  json_object_set_int_member (out, "total", total);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, out);
  return node;
}

/* The ruleset's charts as loaded, or one of them by name. */
static JsonNode *
cmd_tables (CliContext *context, const char *argument, GError **error)
{
  JsonObject *document = json_node_get_object (bth_ruleset_get_document (context->rules));
  JsonNode *table;

  if (argument == NULL)
    return json_node_copy (bth_ruleset_get_document (context->rules));
  table = json_object_get_member (document, argument);
  if (table == NULL || !JSON_NODE_HOLDS_OBJECT (table) || g_str_equal (argument, "sources"))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND,
                   "tables: the ruleset has no table \"%s\"", argument);
      return NULL;
    }
  return json_node_copy (table);
}

static const CliCommand commands[] = {
  { "combat", "FILE", "Resolve a field battle or assault round (N-P, S.8)", cmd_combat },
  { "battle-forecast", "FILE", "How the whole battle is likely to end, exactly (N-Q); FILE as combat's plus a policy",
    cmd_battle_forecast },
  { "attrition", "FILE", "Resolve the Attrition Phase for a list of hexes (G)", cmd_attrition },
  { "forced-march", "FILE", "Resolve a forced march by component group (K)", cmd_forced_march },
  { "overrun", "FILE", "Check whether an overrun is allowed (L)", cmd_overrun },
  { "commitment", "FILE", "Roll to commit strength points to a battle (N.7.b)", cmd_commitment },
  { "withdrawal", "FILE", "Loss for withdrawing from a field battle (Q.1.h)", cmd_withdrawal },
  { "leader-casualty", "FILE", "Roll for a leader's wound or death (R)", cmd_leader_casualty },
  { "siege", "FILE", "Siege check (S.9)", cmd_siege },
  { "alliance", "FILE", "Alliance Phase roll (H)", cmd_alliance },
  { "weather", "FILE", "Weather roll (optional chart)", cmd_weather },
  { "politics", "FILE", "Grand Campaign politics: statuses, city points, rolls, conquest, victory (X.C–X.I)", cmd_politics },
  { "loss-check", "FILE", "Check or suggest a loss allocation (P.3)", cmd_loss_check },
  { "roll", "NdM", "Roll dice, e.g. 2d6", cmd_roll },
  { "tables", "[NAME]", "Print the ruleset's tables as JSON", cmd_tables },
};

const CliCommand *
cli_commands (guint *n_commands)
{
  *n_commands = G_N_ELEMENTS (commands);
  return commands;
}
