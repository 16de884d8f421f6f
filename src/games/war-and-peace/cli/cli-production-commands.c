/* cli-production-commands.c — `berthier-cli production FILE`: one state's Reinforcement
 * Phase in the Grand Campaign (X.J), with every modifier, violation and change.
 *
 * The input is checked against the players' Campaign Game Card (else the built-in one): a
 * symbol the card contradicts and a minor state in a group the card does not give it are
 * errors; a symbol left out is the card's ("symbol": null keeps it unknown); a city given
 * the symbol "none" is a named warning (it produces nothing, X.J.2.e). */
#include "cli-production-commands.h"
#include "cli-card-commands.h"

#include "bth-campaign-card.h"
#include "bth-error.h"
#include "bth-production-json.h"

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BthProductionInput, bth_production_input_clear)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BthProductionResult, bth_production_result_clear)

static gboolean
check_against_card (const CliContext *context, JsonObject *root, BthProductionInput *in, GPtrArray *warnings,
                    GError **error)
{
  g_autoptr(BthCampaignCard) card = cli_card_load (context, error);
  JsonArray *cities = json_object_has_member (root, "cities") ? json_object_get_array_member (root, "cities") : NULL;

  if (card == NULL)
    return FALSE;
  for (guint i = 0; i < in->n_minors; i++)
    {
      const BthCardGroup *group = bth_campaign_card_group_of (card, in->minors[i].id);
      if (group != NULL && g_strcmp0 (group->id, in->minors[i].group) != 0)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "$.minor_states[%u].group: the Campaign Game Card puts %s in the %s group, not \"%s\" (%s)",
                       i, in->minors[i].id, group->id, in->minors[i].group, group->rule ? group->rule : "X.G.1.a");
          return FALSE;
        }
    }
  for (guint i = 0; i < in->n_cities; i++)
    {
      BthProductionCity *c = &in->cities[i];
      const BthCardState *cs = bth_campaign_card_find_state (card, c->minor_state ? c->minor_state : in->state);
      const BthCardCity *cc = cs != NULL ? bth_campaign_card_find_city (cs, c->name) : NULL;
      JsonObject *given = cities != NULL ? json_array_get_object_element (cities, i) : NULL;
      gboolean has_symbol = given != NULL && json_object_has_member (given, "symbol");

      if (cc != NULL && cc->symbol != BTH_PRODUCTION_SYMBOL_NONE)
        {
          if (!has_symbol)
            c->symbol = cc->symbol;               /* the card's */
          else if (c->symbol_unknown)
            {
              c->symbol_unknown = FALSE;          /* the card knows it */
              c->symbol = cc->symbol;
            }
          else if (c->symbol != cc->symbol)
            {
              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                           "$.cities[%u].symbol: the Campaign Game Card gives %s a %s symbol, not %s (%s)", i,
                           c->name, bth_production_symbol_to_string (cc->symbol),
                           bth_production_symbol_to_string (c->symbol), cc->rule ? cc->rule : "X.J.2.e");
              return FALSE;
            }
        }
      else if (cc != NULL && !has_symbol)
        c->symbol_unknown = TRUE;                 /* a production city whose symbol is to be entered */
      if (has_symbol && !c->symbol_unknown && c->symbol == BTH_PRODUCTION_SYMBOL_NONE)
        g_ptr_array_add (warnings, g_strdup_printf ("$.cities[%u]: %s has the symbol \"none\": it is not a "
                                                    "production city and gives no PP (X.J.2.e)", i, c->name));
    }
  return TRUE;
}

static JsonNode *
cmd_production (CliContext *context, const char *argument, GError **error)
{
  g_autoptr(JsonNode) input = bth_cli_read_input (argument, error);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_auto(BthProductionInput) in = { 0 };
  g_auto(BthProductionResult) result = { 0 };
  JsonNode *out;

  if (input == NULL || !bth_production_input_from_json (input, &in, error) ||
      !check_against_card (context, json_node_get_object (input), &in, warnings, error) ||
      !bth_production_resolve (context->rules, &in, context->dice, &result, error))
    return NULL;
  out = bth_production_result_to_json (&in, &result);
  if (warnings->len > 0)
    {
      JsonArray *list = json_array_new ();
      for (guint i = 0; i < warnings->len; i++)
        json_array_add_string_element (list, g_ptr_array_index (warnings, i));
      json_object_set_array_member (json_node_get_object (out), "warnings", list);
    }
  return out;
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
