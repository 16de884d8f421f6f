/* cli-naval-commands.c — naval combat and the naval checks, JSON in and out.
 *
 * naval-combat also takes two forces on the command line instead of a FILE:
 *   berthier-cli naval-combat england:5+nelson france:7 --dice 4
 * each NATION:SQUADRONS, with "+nelson", "+tow" (towing a prize) or "+at-sea" flags;
 * the first force initiates the combat and is the active player's.
 */
#include "cli-naval-commands.h"

#include "bth-error.h"
#include "bth-naval-json.h"

#include <stdlib.h>
#include <string.h>

/* "england:5+nelson" → {"nation": "england", "squadrons": 5, "nelson": true} */
static JsonObject *
force_from_argument (const char *text, const char *which, gboolean *at_sea, GError **error)
{
  g_auto(GStrv) parts = g_strsplit (text, "+", -1);
  g_auto(GStrv) head = g_strsplit (parts[0], ":", 2);
  JsonObject *fleet, *force;
  JsonArray *fleets;
  char *end = NULL;
  long squadrons;

  if (g_strv_length (head) != 2 || head[0][0] == '\0' ||
      (squadrons = strtol (head[1], &end, 10)) < 0 || *end != '\0' || end == head[1] || squadrons > 999)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "naval-combat: %s force \"%s\" is not NATION:SQUADRONS[+nelson][+tow][+at-sea]", which, text);
      return NULL;
    }
  fleet = json_object_new ();
  json_object_set_string_member (fleet, "nation", head[0]);
  json_object_set_int_member (fleet, "squadrons", squadrons);
  for (guint i = 1; parts[i] != NULL; i++)
    {
      if (g_str_equal (parts[i], "nelson"))
        json_object_set_boolean_member (fleet, "nelson", TRUE);
      else if (g_str_equal (parts[i], "tow"))
        json_object_set_int_member (fleet, "prizes_towed", 1);
      else if (g_str_equal (parts[i], "at-sea"))
        *at_sea = TRUE;
      else
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "naval-combat: unknown flag \"+%s\" in \"%s\" (nelson, tow, at-sea)", parts[i], text);
          json_object_unref (fleet);
          return NULL;
        }
    }
  fleets = json_array_new ();
  json_array_add_object_element (fleets, fleet);
  force = json_object_new ();
  json_object_set_array_member (force, "fleets", fleets);
  return force;
}

static JsonNode *
cmd_naval_combat (CliContext *context, const char *argument, GError **error)
{
  g_autoptr(JsonNode) input = NULL;

  if (context->second != NULL || (argument != NULL && strchr (argument, ':') != NULL &&
                                  !g_file_test (argument, G_FILE_TEST_EXISTS)))
    {
      gboolean at_sea = FALSE;
      JsonObject *first = force_from_argument (argument, "first", &at_sea, error), *second, *root;
      if (first == NULL)
        return NULL;
      if (context->second == NULL)
        {
          json_object_unref (first);
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "naval-combat: give a second force");
          return NULL;
        }
      if ((second = force_from_argument (context->second, "second", &at_sea, error)) == NULL)
        {
          json_object_unref (first);
          return NULL;
        }
      root = json_object_new ();
      json_object_set_object_member (root, "first", first);
      json_object_set_object_member (root, "second", second);
      json_object_set_boolean_member (root, "at_sea", at_sea);
      if (at_sea)
        json_object_set_string_member (root, "kind", "interception");
      input = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (input, root);
    }
  else if ((input = bth_cli_read_input (argument, error)) == NULL)
    return NULL;
  return bth_naval_combat_json (context->rules, input, context->dice, error);
}

#define NAVAL_COMMAND(fn_name, resolver)                                              \
  static JsonNode *                                                                   \
  fn_name (CliContext *context, const char *argument, GError **error)                 \
  {                                                                                   \
    g_autoptr(JsonNode) input = bth_cli_read_input (argument, error);                     \
    return input ? resolver (context->rules, input, context->dice, error) : NULL;     \
  }

NAVAL_COMMAND (cmd_naval_intercept, bth_naval_intercept_json)
NAVAL_COMMAND (cmd_naval_pursuit, bth_naval_pursuit_json)
NAVAL_COMMAND (cmd_naval_blockade, bth_naval_blockade_json)
NAVAL_COMMAND (cmd_naval_transport, bth_naval_transport_json)
NAVAL_COMMAND (cmd_naval_move, bth_naval_move_json)
NAVAL_COMMAND (cmd_naval_nelson, bth_naval_nelson_json)
NAVAL_COMMAND (cmd_naval_prizes, bth_naval_prizes_json)

static const CliCommand commands[] = {
  { "naval-combat", "FILE", "Resolve a naval combat round (X.F.7); or two forces: england:5+nelson france:7",
    cmd_naval_combat, TRUE },
  { "naval-intercept", "FILE", "Interception roll on the Pursuit Table (X.F.4)", cmd_naval_intercept },
  { "naval-pursuit", "FILE", "Pursuit roll after a naval combat round (X.F.5)", cmd_naval_pursuit },
  { "naval-blockade", "FILE", "Blockade check and running the blockade (X.F.6)", cmd_naval_blockade },
  { "naval-transport", "FILE", "Transport capacity and unescorted transports (X.F.3, X.F.7.e)",
    cmd_naval_transport },
  { "naval-move", "FILE", "Price a naval move (X.F.2.f)", cmd_naval_move },
  { "naval-nelson", "FILE", "Nelson's fate after a naval combat (X.F.8.c-d)", cmd_naval_nelson },
  { "naval-repairs", "FILE", "Prize and battle-damage repair costs (X.K.6-7)", cmd_naval_prizes },
};

const CliCommand *
cli_naval_commands (guint *n_commands)
{
  *n_commands = G_N_ELEMENTS (commands);
  return commands;
}
