/* bth-campaign-options.c — a game's optional rules and readings, in its campaign books. */
#include "bth-campaign-options.h"
#include "bth-campaign-game.h"
#include "bth-error.h"
#include "bth-json-strict.h"


gboolean
bth_campaign_books_option (const BthCampaignBooks *books, const char *id)
{
  return books != NULL && books->options != NULL && g_strv_contains ((const char * const *) books->options, id);
}

void
bth_campaign_books_production_options (const BthCampaignBooks *books, BthProductionOptions *out)
{
  out->loan_cap_this_turn = bth_campaign_books_option (books, "loan_cap_this_turn");
  out->iberian_loan_rate_invaded_only = bth_campaign_books_option (books, "iberian_loan_rate_invaded_only");
  out->minor_units_any_city = bth_campaign_books_option (books, "minor_units_any_city");
  out->naval_counts_city_limit = bth_campaign_books_option (books, "naval_counts_city_limit");
  out->black_city_landwehr_only = bth_campaign_books_option (books, "black_city_landwehr_only");
  out->portsmouth_within_cap = bth_campaign_books_option (books, "portsmouth_within_cap");
}

gboolean
bth_game_campaign_set_option (BthGame *game, const char *id, gboolean on, GError **error)
{
  const BthCampaignBooks *books = bth_game_state_get_campaign (bth_game_get_state (game));
  const char *path[] = { "options", NULL };
  g_autoptr(JsonNode) value = NULL;
  g_autofree char *reason = NULL;
  JsonArray *array;

  if (books == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "this game has no campaign books (not a Grand Campaign game)");
      return FALSE;
    }
  if (!bth_campaign_option_known (id))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "\"%s\" is not an option of the Grand Campaign", id ? id : "(none)");
      return FALSE;
    }
  if (bth_campaign_books_option (books, id) == on)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "option \"%s\" is %s already", id, on ? "in use" : "off");
      return FALSE;
    }
  /* The whole list is the value, in the order of bth_campaign_option_ids(). */
  array = json_array_new ();
  for (const char * const *ids = bth_campaign_option_ids (); *ids != NULL; ids++)
    if (g_str_equal (*ids, id) ? on : bth_campaign_books_option (books, *ids))
      json_array_add_string_element (array, *ids);
  value = json_node_init_array (json_node_alloc (), array);
  json_array_unref (array);
  reason = g_strdup_printf ("%s %s", id, on ? "in use" : "not in use");
  return bth_game_campaign_edit (game, path, value, bth_campaign_option_rule (id), reason, error);
}
