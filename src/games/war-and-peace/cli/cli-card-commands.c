/* cli-card-commands.c — the Campaign Game Card from the command line (X.J.1).
 *
 *   card show [FILE]      the card (FILE, else the players' card, else the built-in one)
 *                         with the list of what is still to be entered
 *   card validate FILE    loads FILE strictly; exit status 2 and the JSON path on error
 *   card export [FILE]    the players' card (or the built-in one) as JSON, or into FILE
 *   card import FILE      checks FILE and keeps it as the players' card for later games
 *
 * The players' card lives in $XDG_DATA_HOME/berthier/campaign/ID.card.json, beside the
 * players' data and map overlays (docs/campaign-card-format.md).
 */
#include "cli-card-commands.h"

#include "bth-campaign-card.h"
#include "bth-campaign-card-politics.h"
#include "bth-error.h"
#include "bth-json-strict.h"
#include "bth-map-overlay.h"
#include "bth-tec.h"

char *
cli_card_players_path (const char *id)
{
  g_autofree char *name = g_strconcat (id, ".card.json", NULL);
  return g_build_filename (g_get_user_data_dir (), "berthier", "campaign", name, NULL);
}

static BthCampaignCard *load_file (const char *path, GError **error);
static BthCampaignCard *load_players (char **from, GError **error);

gboolean
cli_card_check_politics (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *warnings,
                         gpointer data, GError **error)
{
  const BthCliContext *context = data;
  g_autoptr(BthCampaignCard) card = cli_card_load (context, error);
  g_autoptr(BthMap) map = NULL;

  if (card == NULL || (map = bth_tec_load_builtin_map (error)) == NULL)
    return FALSE;
  if (context->overlay != NULL && !bth_map_apply_overlay_file (map, context->overlay, error))
    return FALSE;
  return bth_campaign_card_complete_politics (card, rules, map, s, warnings, error);
}

static JsonNode *
missing_json (const BthCampaignCard *card)
{
  g_autoptr(GPtrArray) missing = bth_campaign_card_missing (card);
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < missing->len; i++)
    json_array_add_string_element (array, g_ptr_array_index (missing, i));
  json_node_take_array (node, array);
  return node;
}

/* A file named on the command line: a bad one is the user's input error. */
static BthCampaignCard *
load_file (const char *path, GError **error)
{
  BthCampaignCard *card = bth_campaign_card_new_from_file (path, error);

  if (card == NULL)
    bth_json_as_input_error (*error);
  return card;
}

/* The players' card, or the built-in one; *FROM says which. */
static BthCampaignCard *
load_players (char **from, GError **error)
{
  g_autofree char *path = cli_card_players_path (BTH_CAMPAIGN_CARD_BUILTIN);
  BthCampaignCard *card = bth_campaign_card_load_players (path, BTH_CAMPAIGN_CARD_BUILTIN, error);

  if (card != NULL)
    *from = g_file_test (path, G_FILE_TEST_EXISTS) ? g_steal_pointer (&path) : g_strdup ("built-in");
  return card;
}

BthCampaignCard *
cli_card_load (const BthCliContext *context, GError **error)
{
  g_autofree char *from = NULL;

  if (context != NULL && context->card != NULL)
    return load_file (context->card, error);
  return load_players (&from, error);
}

static JsonNode *
summary (const BthCampaignCard *card, const char *from, gboolean with_card)
{
  JsonObject *o = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  JsonNode *missing = missing_json (card);

  json_object_set_string_member (o, "id", bth_campaign_card_get_id (card));
  json_object_set_string_member (o, "from", from);
  json_object_set_int_member (o, "to_be_entered_count", json_array_get_length (json_node_get_array (missing)));
  json_object_set_member (o, "to_be_entered", missing);
  if (with_card)
    json_object_set_member (o, "card", bth_campaign_card_to_json (card));
  json_node_take_object (node, o);
  return node;
}

static JsonNode *
cmd_card (BthCliContext *context, const char *argument, GError **error)
{
  g_autoptr(BthCampaignCard) card = NULL;
  g_autofree char *from = NULL;
  const char *file = context->second;

  if (argument == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "card: missing what to do (show, validate, export or import)");
      return NULL;
    }
  if (g_str_equal (argument, "show"))
    {
      if (file == NULL)
        file = context->card;                        /* --card FILE */
      if (file != NULL)
        card = load_file (file, error), from = g_strdup (file);
      else
        card = load_players (&from, error);
      return card != NULL ? summary (card, from, TRUE) : NULL;
    }
  if (g_str_equal (argument, "validate"))
    {
      if (file == NULL)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "card validate: missing FILE");
          return NULL;
        }
      card = load_file (file, error);
      return card != NULL ? summary (card, file, FALSE) : NULL;
    }
  if (g_str_equal (argument, "export"))
    {
      if (context->card != NULL)
        card = load_file (context->card, error), from = g_strdup (context->card);
      else
        card = load_players (&from, error);
      if (card == NULL)
        return NULL;
      if (file == NULL)
        return bth_campaign_card_to_json (card);
      if (!bth_campaign_card_save (card, file, error))
        return NULL;
      return summary (card, from, FALSE);
    }
  if (g_str_equal (argument, "import"))
    {
      g_autofree char *path = cli_card_players_path (BTH_CAMPAIGN_CARD_BUILTIN);
      if (file == NULL)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "card import: missing FILE");
          return NULL;
        }
      if ((card = load_file (file, error)) == NULL)
        return NULL;
      if (!g_str_equal (bth_campaign_card_get_id (card), BTH_CAMPAIGN_CARD_BUILTIN))
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "%s: $.id: the card \"%s\" is not the card \"%s\"", file,
                       bth_campaign_card_get_id (card), BTH_CAMPAIGN_CARD_BUILTIN);
          return NULL;
        }
      if (!bth_campaign_card_save (card, path, error))
        return NULL;
      return summary (card, path, FALSE);
    }
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
               "card: \"%s\" is not show, validate, export or import", argument);
  return NULL;
}

static const BthCliCommand commands[] = {
  { "card", "WHAT [FILE]", "Campaign Game Card: show, validate FILE, export [FILE], import FILE (X.J.1)",
    cmd_card, TRUE },
};

const BthCliCommand *
cli_card_commands (guint *n_commands)
{
  *n_commands = G_N_ELEMENTS (commands);
  return commands;
}
