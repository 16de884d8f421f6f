/* bth-map-overlay.c — the players' overlay document: record, apply, save.
 *
 * Every record is applied to the map through bth_map_apply_overlay_data, so the map's
 * strict checks (a board that contradicts the map, a river that leaves a hexside on no
 * bank) refuse a bad record before the document keeps it.
 */
#include "bth-map-overlay.h"

#include <errno.h>
#include <string.h>

#include "bth-error.h"
#include "bth-json-strict.h"

struct _BthMapOverlay
{
  char       *map_id;
  JsonObject *root;   /* the whole document, as saved */
};

/* The list NAME, or NULL when the document has none yet. */
static JsonArray *
peek_array (JsonObject *root, const char *name)
{
  return json_object_has_member (root, name) ? json_object_get_array_member (root, name) : NULL;
}

static JsonArray *
member_array (JsonObject *root, const char *name)
{
  if (!json_object_has_member (root, name))
    json_object_set_array_member (root, name, json_array_new ());
  return json_object_get_array_member (root, name);
}

BthMapOverlay *
bth_map_overlay_new (const char *map_id)
{
  BthMapOverlay *self = g_new0 (BthMapOverlay, 1);

  self->map_id = g_strdup (map_id);
  self->root = json_object_new ();
  json_object_set_string_member (self->root, "format", "berthier-map-overlay");
  json_object_set_int_member (self->root, "format_version", 1);
  json_object_set_string_member (self->root, "map", map_id);
  return self;
}

void
bth_map_overlay_free (BthMapOverlay *self)
{
  if (self == NULL)
    return;
  g_free (self->map_id);
  json_object_unref (self->root);
  g_free (self);
}

gboolean
bth_map_overlay_load (BthMapOverlay *self, BthMap *map, const char *text, gssize length,
                      const char *name, GError **error)
{
  g_autoptr(JsonNode) node = NULL;

  if (!bth_map_apply_overlay_data (map, text, length, name, error))
    return FALSE;
  node = bth_json_parse_strict (text, length, error);   /* parsed once already: cannot fail */
  g_return_val_if_fail (node != NULL && JSON_NODE_HOLDS_OBJECT (node), FALSE);
  json_object_unref (self->root);
  self->root = json_object_ref (json_node_get_object (node));
  return TRUE;
}

/* Applies the one-entry overlay {MEMBER: [ENTRY]} to MAP. */
static gboolean
apply_entry (BthMapOverlay *self, BthMap *map, const char *member, JsonObject *entry, GError **error)
{
  g_autoptr(JsonObject) doc = json_object_new ();
  g_autoptr(JsonArray) list = json_array_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *text = NULL;

  json_object_set_string_member (doc, "format", "berthier-map-overlay");
  json_object_set_int_member (doc, "format_version", 1);
  json_object_set_string_member (doc, "map", self->map_id);
  json_array_add_object_element (list, json_object_ref (entry));
  json_object_set_array_member (doc, member, g_steal_pointer (&list));
  json_node_set_object (root, doc);
  text = json_to_string (root, FALSE);
  return bth_map_apply_overlay_data (map, text, -1, "record", error);
}

/* The entry of LIST whose KEY equals VALUE (hex labels compared as hexes), or -1. */
static int
find_hex_entry (JsonArray *list, BthHex hex)
{
  for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
    {
      JsonObject *e = json_array_get_object_element (list, i);
      const char *label = e != NULL ? json_object_get_string_member_with_default (e, "hex", NULL) : NULL;
      BthHex other;
      if (label != NULL && bth_hex_parse (label, &other, NULL, NULL) && bth_hex_equal (other, hex))
        return (int) i;
    }
  return -1;
}

/* Stores ENTRY in place of LIST[INDEX] (or appends it) once MAP has taken it. */
static gboolean
commit_entry (BthMapOverlay *self, BthMap *map, const char *member, int index, JsonObject *entry,
              GError **error)
{
  JsonArray *list = member_array (self->root, member);

  if (!apply_entry (self, map, member, entry, error))
    return FALSE;
  if (index >= 0)
    json_array_remove_element (list, index);
  json_array_add_object_element (list, json_object_ref (entry));
  return TRUE;
}

static JsonObject *
copy_or_new (JsonArray *list, int index)
{
  if (index < 0)
    return json_object_new ();
  {
    g_autoptr(JsonNode) copy = json_node_copy (json_array_get_element (list, index));
    return json_object_ref (json_node_get_object (copy));
  }
}

gboolean
bth_map_overlay_record_terrain (BthMapOverlay *self, BthMap *map, BthHex hex, BthTerrain terrain,
                                GError **error)
{
  JsonArray *list = peek_array (self->root, "hexes");
  int index = find_hex_entry (list, hex);
  g_autoptr(JsonObject) entry = copy_or_new (list, index);
  g_autofree char *label = bth_map_hex_label (map, hex);

  if (terrain <= BTH_TERRAIN_UNRECORDED || terrain >= BTH_TERRAIN_COUNT)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: choose a terrain", label);
      return FALSE;
    }
  json_object_set_string_member (entry, "hex", label);
  json_object_set_string_member (entry, "terrain", bth_terrain_to_nick (terrain));
  return commit_entry (self, map, "hexes", index, entry, error);
}

gboolean
bth_map_overlay_record_river (BthMapOverlay *self, BthMap *map, BthHex hex,
                              const char * const * const *banks, GError **error)
{
  JsonArray *list = peek_array (self->root, "hexes");
  int index = find_hex_entry (list, hex);
  g_autoptr(JsonObject) entry = NULL;
  g_autofree char *label = bth_map_hex_label (map, hex);

  if (index < 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "%s: record the hex's terrain before its river", label);
      return FALSE;
    }
  entry = copy_or_new (list, index);
  if (banks == NULL)
    json_object_remove_member (entry, "river");
  else
    {
      JsonArray *river = json_array_new ();
      for (guint b = 0; banks[b] != NULL; b++)
        {
          JsonArray *bank = json_array_new ();
          for (guint s = 0; banks[b][s] != NULL; s++)
            json_array_add_string_element (bank, banks[b][s]);
          json_array_add_array_element (river, bank);
        }
      json_object_set_array_member (entry, "river", river);
    }
  /* An overlay's hex replaces the whole record, so an entry without "river" removes it. */
  return commit_entry (self, map, "hexes", index, entry, error);
}

gboolean
bth_map_overlay_record_bridge (BthMapOverlay *self, BthMap *map, BthHex hex, gboolean bridge,
                               GError **error)
{
  JsonArray *list = peek_array (self->root, "hexes");
  int index = find_hex_entry (list, hex);
  g_autoptr(JsonObject) entry = NULL;
  g_autofree char *label = bth_map_hex_label (map, hex);

  if (index < 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "%s: record the hex's terrain before its bridge", label);
      return FALSE;
    }
  entry = copy_or_new (list, index);
  if (bridge)
    json_object_set_boolean_member (entry, "bridge", TRUE);
  else
    json_object_remove_member (entry, "bridge");
  return commit_entry (self, map, "hexes", index, entry, error);
}

gboolean
bth_map_overlay_record_hexside (BthMapOverlay *self, BthMap *map, BthHex a, BthHex b,
                                BthHexsideFeature feature, GError **error)
{
  JsonArray *list = peek_array (self->root, "hexsides");
  g_autoptr(JsonObject) entry = NULL;
  JsonArray *hexes;
  int index = -1, dir = bth_hex_direction_to (a, b);

  for (guint i = 0; list != NULL && i < json_array_get_length (list) && index < 0; i++)
    {
      JsonObject *e = json_array_get_object_element (list, i);
      JsonArray *pair = e != NULL ? json_object_get_array_member (e, "hexes") : NULL;
      BthHex x, y;
      if (pair != NULL && json_array_get_length (pair) == 2 &&
          bth_hex_parse (json_array_get_string_element (pair, 0), &x, NULL, NULL) &&
          bth_hex_parse (json_array_get_string_element (pair, 1), &y, NULL, NULL) &&
          ((bth_hex_equal (x, a) && bth_hex_equal (y, b)) || (bth_hex_equal (x, b) && bth_hex_equal (y, a))))
        index = (int) i;
    }
  /* Removing a feature deletes its record, unless the map file states one there: then the
   * players' "none" overrides it. Older overlays wrote "none" for every removal; they are
   * read as before. */
  if (feature == BTH_HEXSIDE_NONE && dir >= 0 && bth_map_get_shipped_hexside (map, a, dir) == BTH_HEXSIDE_NONE)
    {
      if (index >= 0)
        json_array_remove_element (list, index);
      bth_map_forget_hexside (map, a, dir);
      return TRUE;
    }
  entry = json_object_new ();
  hexes = json_array_new ();
  {
    g_autofree char *la = bth_map_hex_label (map, a);
    g_autofree char *lb = bth_map_hex_label (map, b);
    json_array_add_string_element (hexes, la);
    json_array_add_string_element (hexes, lb);
  }
  json_object_set_array_member (entry, "hexes", hexes);
  json_object_set_string_member (entry, "feature", bth_hexside_to_nick (feature));
  return commit_entry (self, map, "hexsides", index, entry, error);
}

gboolean
bth_map_overlay_forget_terrain (BthMapOverlay *self, BthMap *map, BthHex hex, GError **error)
{
  JsonArray *list = peek_array (self->root, "hexes");
  int index = find_hex_entry (list, hex);

  if (index < 0)
    {
      g_autofree char *label = bth_map_hex_label (map, hex);

      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND, "%s: no terrain is recorded for this hex", label);
      return FALSE;
    }
  /* The hex's record holds its river and bridge too: they go with it. */
  json_array_remove_element (list, index);
  bth_map_forget_hex (map, hex);
  return TRUE;
}

gboolean
bth_map_overlay_record_city (BthMapOverlay *self, BthMap *map, const char *name, BthHex hex,
                             int mapboard, GError **error)
{
  JsonArray *list = peek_array (self->root, "cities");
  const BthMapCity *city = bth_map_find_city (map, name);
  g_autoptr(JsonObject) entry = NULL;
  g_autofree char *label = mapboard > 0 ? bth_hex_to_string (hex, mapboard) : bth_map_hex_label (map, hex);
  int index = -1;

  if (city == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND, "\"%s\" is not a city of the map", name);
      return FALSE;
    }
  for (guint i = 0; list != NULL && i < json_array_get_length (list) && index < 0; i++)
    {
      JsonObject *e = json_array_get_object_element (list, i);
      if (e != NULL && g_strcmp0 (json_object_get_string_member_with_default (e, "name", NULL), city->name) == 0)
        index = (int) i;
    }
  entry = copy_or_new (list, index);
  json_object_set_string_member (entry, "name", city->name);
  json_object_set_string_member (entry, "hex", label);
  return commit_entry (self, map, "cities", index, entry, error);
}

guint
bth_map_overlay_get_n_records (BthMapOverlay *self)
{
  static const char *const members[] = { "hexes", "hexsides", "cities" };
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    if (json_object_has_member (self->root, members[i]))
      n += json_array_get_length (json_object_get_array_member (self->root, members[i]));
  return n;
}

char *
bth_map_overlay_to_data (BthMapOverlay *self)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_node_set_object (node, self->root);
  json_generator_set_root (generator, node);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 1);
  return json_generator_to_data (generator, NULL);
}

gboolean
bth_map_overlay_save (BthMapOverlay *self, const char *path, GError **error)
{
  g_autofree char *data = bth_map_overlay_to_data (self);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *previous = NULL;
  gsize length;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s could not be created: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  /* Keep the previous record as PATH.bak; then replace PATH atomically. */
  if (g_file_get_contents (path, &previous, &length, NULL))
    {
      g_autofree char *bak = g_strconcat (path, ".bak", NULL);
      if (!g_file_set_contents (bak, previous, length, error))
        return FALSE;
    }
  return g_file_set_contents_full (path, data, -1, G_FILE_SET_CONTENTS_CONSISTENT
                                   | G_FILE_SET_CONTENTS_DURABLE, 0600, error);
}
