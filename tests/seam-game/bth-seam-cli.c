/* bth-seam-cli.c — the seam test's one command: the points of some rolls. */
#include "bth-seam-cli.h"

#include "bth-cli.h"
#include "bth-game-module.h"
#include "bth-json-strict.h"
#include "bth-seam-game.h"

/* {"rolls": [die faces]} → the points, the goal, and whether they reach it. */
static JsonNode *
cmd_score (BthCliContext *context, const char *argument, GError **error)
{
  g_autoptr(JsonNode) input = bth_cli_read_input (argument, error);
  g_autoptr(JsonBuilder) out = json_builder_new ();
  BthSeamRules *rules = context->rules;
  JsonArray *rolls;
  int points = 0;

  if (input == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      bth_json_fail (error, "$", "expected an object");
      bth_json_as_input_error (*error);
      return NULL;
    }
  if (!bth_json_check_keys (json_node_get_object (input), "$", BTH_JSON_KEYS ("rolls"), NULL, error) ||
      (rolls = bth_json_member_array (json_node_get_object (input), "$", "rolls", 1, 100, error)) == NULL)
    {
      bth_json_as_input_error (*error);
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (rolls); i++)
    {
      int face;
      if (!bth_json_element_int (rolls, "$.rolls", i, 1, bth_seam_rules_get_die (rules), &face, error))
        {
          bth_json_as_input_error (*error);
          return NULL;
        }
      points += face;
    }
  json_builder_begin_object (out);
  json_builder_set_member_name (out, "points");
  json_builder_add_int_value (out, points);
  json_builder_set_member_name (out, "goal");
  json_builder_add_int_value (out, bth_seam_rules_get_goal (rules));
  json_builder_set_member_name (out, "reached");
  json_builder_add_boolean_value (out, points >= bth_seam_rules_get_goal (rules));
  json_builder_end_object (out);
  return json_builder_get_root (out);
}

static const BthCliCommand commands[] = {
  { "score", "FILE", "Add up some rolls and say whether they reach the goal", cmd_score },
};

static const BthCliCommand *
seam_commands (guint *n)
{
  *n = G_N_ELEMENTS (commands);
  return commands;
}

void
bth_seam_game_register_cli (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_seam_game_register ();
      bth_game_module_add_cli_commands (BTH_SEAM_GAME_ID, seam_commands);
      g_once_init_leave (&once, 1);
    }
}
