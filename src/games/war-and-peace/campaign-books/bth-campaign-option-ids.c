/* bth-campaign-option-ids.c — the ids of the Grand Campaign's options and readings, and their
 * strict reading from a save (the campaign books read them without the game). */
#include "bth-campaign-option-ids.h"
#include "bth-json-strict.h"

static const struct { const char *id, *rule; } options[] = {
  { "loan_cap_this_turn", "X.J.5.c" },
  { "iberian_loan_rate_invaded_only", "X.J.4.e" },
  { "minor_units_any_city", "X.J.3.b" },
  { "naval_counts_city_limit", "X.J.2.a" },
  { "black_city_landwehr_only", "C.6" },
  { "portsmouth_within_cap", "X.J.5.b" },
  { BTH_OPTION_LLOYDS, "X.K.8" },
  { BTH_OPTION_NAVAL_PRIZES, "X.K.6" },
  { BTH_OPTION_NAVAL_BATTLE_DAMAGE, "X.K.7" },
  { BTH_OPTION_NEUTRAL_POWERS_APART, "X.E.1" },
};

const char * const *
bth_campaign_option_ids (void)
{
  static const char *ids[G_N_ELEMENTS (options) + 1];

  if (ids[0] == NULL)
    for (guint i = 0; i < G_N_ELEMENTS (options); i++)
      ids[i] = options[i].id;
  return ids;
}

const char *
bth_campaign_option_rule (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    if (g_strcmp0 (options[i].id, id) == 0)
      return options[i].rule;
  return NULL;
}

gboolean
bth_campaign_option_known (const char *id)
{
  return bth_campaign_option_rule (id) != NULL;
}

char **
bth_campaign_options_from_json (JsonNode *node, const char *path, GError **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return bth_json_fail (error, path, "expected an array of option ids"), NULL;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *e = json_array_get_element (array, i);
      g_autofree char *ep = g_strdup_printf ("%s[%u]", path, i);
      const char *id;
      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING)
        return bth_json_fail (error, ep, "expected an option id (a string)"), NULL;
      id = json_node_get_string (e);
      if (!bth_campaign_option_known (id))
        return bth_json_fail (error, ep, "\"%s\" is not an option of the Grand Campaign", id), NULL;
      if (!g_hash_table_add (seen, (gpointer) id))
        return bth_json_fail (error, ep, "option \"%s\" is listed twice", id), NULL;
      g_strv_builder_add (builder, id);
    }
  return g_strv_builder_end (builder);
}
