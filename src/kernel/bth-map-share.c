/* bth-map-share.c — a record of the board as one file to share. */
#include "bth-map-share.h"

#include "bth-error.h"
#include "bth-json-strict.h"

char *
bth_map_share_export (BthMapOverlay *overlay, const BthMap *map)
{
  JsonObject *doc = bth_map_overlay_get_document (overlay);
  JsonArray *hexes = json_object_has_member (doc, "hexes") ? json_object_get_array_member (doc, "hexes") : NULL;
  g_autoptr(JsonObject) root = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  JsonNode *copy;
  JsonArray *boards = json_array_new ();
  guint counts[5] = { 0 };

  for (guint i = 0; hexes != NULL && i < json_array_get_length (hexes); i++)
    {
      JsonObject *e = json_array_get_object_element (hexes, i);
      const char *label = e != NULL ? json_object_get_string_member_with_default (e, "hex", NULL) : NULL;
      BthHex hex;
      int board = 0;

      if (label != NULL && bth_hex_parse (label, &hex, &board, NULL))
        {
          if (board == 0)
            board = bth_map_get_mapboard (map, hex);
          counts[CLAMP (board, 0, 4)]++;
        }
    }
  json_object_set_string_member (root, "format", "berthier-board-record");
  json_object_set_int_member (root, "format_version", 1);
  json_object_set_string_member (root, "map", bth_map_get_id (map));
  for (int b = 1; b <= 4; b++)
    if (counts[b] > 0)
      {
        JsonObject *o = json_object_new ();
        json_object_set_int_member (o, "mapboard", b);
        json_object_set_int_member (o, "hexes_recorded", counts[b]);
        json_array_add_object_element (boards, o);
      }
  json_object_set_array_member (root, "mapboards", boards);
  json_object_set_int_member (root, "hexes_without_mapboard", counts[0]);
  /* The overlay as recorded, less the conflicts still to choose from an earlier import:
   * those are this group's business, not a record of the board. */
  {
    JsonObject *shared = json_object_new ();
    g_autoptr(GList) names = json_object_get_members (doc);

    for (GList *l = names; l != NULL; l = l->next)
      if (!g_str_equal (l->data, "unresolved"))
        json_object_set_member (shared, l->data, json_node_copy (json_object_get_member (doc, l->data)));
    copy = json_node_new (JSON_NODE_OBJECT);
    json_node_take_object (copy, shared);
    json_object_set_member (root, "overlay", copy);
  }
  json_node_set_object (node, root);
  json_generator_set_root (generator, node);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 1);
  return json_generator_to_data (generator, NULL);
}

JsonObject *
bth_map_share_read (const char *text, gssize length, const char *name, GError **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(JsonNode) node = bth_json_parse_strict (text, length, &local);
  JsonObject *root;
  const char *format;

  if (node == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: %s", name, local->message);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: $: not a record of the board", name);
      return NULL;
    }
  root = json_node_get_object (node);
  format = json_object_get_string_member_with_default (root, "format", "");
  if (g_str_equal (format, "berthier-map-overlay"))
    return json_object_ref (root);
  if (!g_str_equal (format, "berthier-board-record"))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "%s: $.format: \"%s\" is not \"berthier-board-record\"", name, format);
      return NULL;
    }
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("format", "format_version", "map", "overlay"),
                            BTH_JSON_KEYS ("mapboards", "hexes_without_mapboard", "note"), &local) ||
      bth_json_member_object (root, "$", "overlay", &local) == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: %s", name, local->message);
      return NULL;
    }
  return json_object_ref (json_object_get_object_member (root, "overlay"));
}
