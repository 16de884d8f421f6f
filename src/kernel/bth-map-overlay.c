/* bth-map-overlay.c — the players' overlay document: record, apply, save.
 *
 * Every record is applied to the map through bth_map_apply_overlay_data, so the map's
 * strict checks (a board that contradicts the map, a river that leaves a hexside on no
 * bank) refuse a bad record before the document keeps it.
 */
#include "bth-map-overlay.h"
#include "bth-map-private.h"
#include "bth-atomic-file.h"

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
  JsonObject *root;

  if (!bth_map_apply_overlay_data (map, text, length, name, error))
    return FALSE;
  node = bth_json_parse_strict (text, length, error);   /* parsed once already: cannot fail */
  g_return_val_if_fail (node != NULL && JSON_NODE_HOLDS_OBJECT (node), FALSE);
  root = json_node_get_object (node);
  /* A record of the board as Export writes it: its overlay is the document kept. */
  if (g_strcmp0 (json_object_get_string_member_with_default (root, "format", NULL), "berthier-board-record") == 0)
    root = json_object_get_object_member (root, "overlay");
  json_object_unref (self->root);
  self->root = json_object_ref (root);
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

static JsonNode *deep_copy (JsonNode *node);

static JsonObject *
copy_or_new (JsonArray *list, int index)
{
  if (index < 0)
    return json_object_new ();
  {
    /* A copy of its own: a record the map refuses must not change the document. */
    g_autoptr(JsonNode) copy = deep_copy (json_array_get_element (list, index));
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

  if (bth_map_get_terrain_kind (map, terrain) == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: choose a terrain", label);
      return FALSE;
    }
  json_object_set_string_member (entry, "hex", label);
  json_object_set_string_member (entry, "terrain", bth_map_terrain_id (map, terrain));
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
bth_map_overlay_record_major_cities (BthMapOverlay *self, BthMap *map, gboolean complete, GError **error)
{
  g_autofree char *fingerprint = complete ? bth_map_cities_fingerprint (map) : NULL;

  if (fingerprint != NULL)
    json_object_set_string_member (self->root, "major_cities_complete", fingerprint);
  else if (json_object_has_member (self->root, "major_cities_complete"))
    json_object_remove_member (self->root, "major_cities_complete");
  g_free (map->major_cities_complete);
  map->major_cities_complete = g_steal_pointer (&fingerprint);
  return TRUE;
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
  if (feature != BTH_HEXSIDE_NONE && bth_map_get_hexside_kind (map, feature) == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: choose a hexside feature",
                   json_array_get_string_element (hexes, 0));
      return FALSE;
    }
  json_object_set_string_member (entry, "feature", bth_map_hexside_id (map, feature));
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

/* ---- documents: many records at once, and another group's record ----------------- */

static const char *const members[] = { "hexes", "hexsides", "cities" };

/* The key that says which record ENTRY of MEMBER is about: the hex, the hexside (its two
 * hexes, lower first), the city's casefolded name; NULL when the entry names none. */
static char *
entry_key (const char *member, JsonObject *entry)
{
  if (entry == NULL)
    return NULL;
  if (g_str_equal (member, "hexes"))
    {
      const char *label = json_object_get_string_member_with_default (entry, "hex", NULL);
      BthHex hex;

      return label != NULL && bth_hex_parse (label, &hex, NULL, NULL)
        ? g_strdup_printf ("%d", bth_hex_index (hex)) : NULL;
    }
  if (g_str_equal (member, "hexsides"))
    {
      JsonArray *pair = json_object_has_member (entry, "hexes")
                        ? json_object_get_array_member (entry, "hexes") : NULL;
      BthHex a, b;
      int ia, ib;

      if (pair == NULL || json_array_get_length (pair) != 2 ||
          !bth_hex_parse (json_array_get_string_element (pair, 0), &a, NULL, NULL) ||
          !bth_hex_parse (json_array_get_string_element (pair, 1), &b, NULL, NULL))
        return NULL;
      ia = bth_hex_index (a);
      ib = bth_hex_index (b);
      return g_strdup_printf ("%d-%d", MIN (ia, ib), MAX (ia, ib));
    }
  {
    const char *name = json_object_get_string_member_with_default (entry, "name", NULL);
    return name != NULL ? g_utf8_casefold (name, -1) : NULL;
  }
}

/* Key → entry (borrowed from the document) for MEMBER of ROOT. */
static GHashTable *
index_member (JsonObject *root, const char *member)
{
  GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonArray *list = peek_array (root, member);

  for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
    {
      JsonObject *e = json_array_get_object_element (list, i);
      char *key = entry_key (member, e);

      if (key != NULL)
        g_hash_table_replace (table, key, e);
    }
  return table;
}

/* json_node_copy shares objects and arrays: this copies them. */
static JsonNode *
deep_copy (JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *from = json_node_get_object (node), *to = json_object_new ();
      g_autoptr(GList) names = json_object_get_members (from);
      JsonNode *copy = json_node_new (JSON_NODE_OBJECT);

      for (GList *l = names; l != NULL; l = l->next)
        json_object_set_member (to, l->data, deep_copy (json_object_get_member (from, l->data)));
      json_node_take_object (copy, to);
      return copy;
    }
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *from = json_node_get_array (node), *to = json_array_new ();
      JsonNode *copy = json_node_new (JSON_NODE_ARRAY);

      for (guint i = 0; i < json_array_get_length (from); i++)
        json_array_add_element (to, deep_copy (json_array_get_element (from, i)));
      json_node_take_array (copy, to);
      return copy;
    }
  return json_node_copy (node);
}

static JsonObject *
copy_object (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) copy = NULL;

  json_node_set_object (node, object);
  copy = deep_copy (node);
  return json_object_ref (json_node_get_object (copy));
}

/* Sets every member of FROM on TO. */
static void
set_members (JsonObject *to, JsonObject *from)
{
  g_autoptr(GList) names = json_object_get_members (from);

  for (GList *l = names; l != NULL; l = l->next)
    json_object_set_member (to, l->data, deep_copy (json_object_get_member (from, l->data)));
}

static gboolean
record_document (BthMapOverlay *self, BthMap *map, JsonObject *doc, gboolean replace, GError **error)
{
  g_autoptr(JsonObject) apply = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *text = NULL;
  GHashTable *merged[G_N_ELEMENTS (members)] = { NULL };
  GPtrArray *order[G_N_ELEMENTS (members)] = { NULL };
  GHashTable *mine[G_N_ELEMENTS (members)] = { NULL };
  gboolean ok = FALSE;

  json_object_set_string_member (apply, "format", "berthier-map-overlay");
  json_object_set_int_member (apply, "format_version", 1);
  json_object_set_string_member (apply, "map", self->map_id);
  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    {
      JsonArray *list = peek_array (doc, members[m]);
      JsonArray *out = json_array_new ();

      merged[m] = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) json_object_unref);
      order[m] = g_ptr_array_new_with_free_func (g_free);
      mine[m] = index_member (self->root, members[m]);
      json_object_set_array_member (apply, members[m], out);
      for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
        {
          JsonObject *entry = json_array_get_object_element (list, i);
          char *key = entry_key (members[m], entry);
          JsonObject *into;

          if (key == NULL)
            {
              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                           "$.%s[%u]: names no %s", members[m], i,
                           m == 0 ? "hex" : m == 1 ? "hexside" : "city");
              goto out;
            }
          into = g_hash_table_lookup (merged[m], key);
          if (into == NULL)
            {
              JsonObject *earlier = g_hash_table_lookup (mine[m], key);

              /* A hexside's record is whole; a hex's and a city's keys amend the earlier. */
              into = earlier != NULL && !replace && m != 1 ? copy_object (earlier) : json_object_new ();
              g_hash_table_insert (merged[m], key, into);
              g_ptr_array_add (order[m], g_strdup (key));
            }
          else
            g_free (key);
          set_members (into, entry);
        }
      for (guint i = 0; i < order[m]->len; i++)
        json_array_add_object_element (out, json_object_ref (g_hash_table_lookup (merged[m], g_ptr_array_index (order[m], i))));
    }
  json_node_set_object (node, apply);
  text = json_to_string (node, FALSE);
  if (!bth_map_apply_overlay_data (map, text, -1, "record", error))
    goto out;
  /* The map took them all: keep them in the document, in place of the earlier ones. */
  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    for (guint i = 0; i < order[m]->len; i++)
      {
        const char *key = g_ptr_array_index (order[m], i);
        JsonObject *entry = g_hash_table_lookup (merged[m], key);
        JsonObject *earlier = g_hash_table_lookup (mine[m], key);

        if (earlier != NULL)
          {
            g_autoptr(GList) names = json_object_get_members (earlier);
            g_autoptr(GPtrArray) copy = g_ptr_array_new_with_free_func (g_free);

            for (GList *l = names; l != NULL; l = l->next)
              g_ptr_array_add (copy, g_strdup (l->data));
            for (guint k = 0; k < copy->len; k++)
              json_object_remove_member (earlier, g_ptr_array_index (copy, k));
            set_members (earlier, entry);
          }
        else
          json_array_add_object_element (member_array (self->root, members[m]), json_object_ref (entry));
      }
  ok = TRUE;
out:
  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    {
      g_clear_pointer (&merged[m], g_hash_table_unref);
      g_clear_pointer (&order[m], g_ptr_array_unref);
      g_clear_pointer (&mine[m], g_hash_table_unref);
    }
  return ok;
}

gboolean
bth_map_overlay_record_document (BthMapOverlay *self, BthMap *map, JsonObject *doc, GError **error)
{
  return record_document (self, map, doc, FALSE, error);
}

JsonObject *
bth_map_overlay_get_document (BthMapOverlay *self)
{
  return self->root;
}

void
bth_map_conflict_free (BthMapConflict *conflict)
{
  if (conflict == NULL)
    return;
  g_free (conflict->kind);
  g_free (conflict->key);
  g_free (conflict->mine);
  g_free (conflict->theirs);
  g_clear_pointer (&conflict->theirs_entry, json_object_unref);
  g_free (conflict);
}

/* The sides a river entry's banks cross (on two banks). */
static guint8
river_sides (JsonObject *entry)
{
  JsonArray *banks = json_object_has_member (entry, "river") ? json_object_get_array_member (entry, "river") : NULL;
  guint8 seen = 0, twice = 0;

  for (guint b = 0; banks != NULL && b < json_array_get_length (banks); b++)
    {
      JsonArray *bank = json_array_get_array_element (banks, b);
      guint8 bits = 0;

      for (guint s = 0; bank != NULL && s < json_array_get_length (bank); s++)
        {
          int d = bth_hex_direction_parse (json_array_get_string_element (bank, s));
          if (d >= 0)
            bits |= 1u << d;
        }
      twice |= seen & bits;
      seen |= bits;
    }
  return twice;
}

static gboolean
flag (JsonObject *entry, const char *name)
{
  JsonNode *node = json_object_get_member (entry, name);
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_boolean (node);
}

/* What ENTRY records, in words: equal words, equal records. */
static char *
describe_entry (const char *member, JsonObject *entry)
{
  GString *text = g_string_new (NULL);

  if (g_str_equal (member, "hexes"))
    {
      guint8 river = river_sides (entry);
      g_autofree char *terrain = g_strdup (json_object_get_string_member_with_default (entry, "terrain", "no terrain"));

      g_strdelimit (terrain, "_", ' ');
      g_string_append (text, terrain);
      if (river != 0)
        {
          g_string_append (text, ", river crossing");
          for (int d = 0; d < BTH_HEX_DIRECTIONS; d++)
            if (river & (1u << d))
              g_string_append_printf (text, " %s", bth_hex_direction_nick (d));
        }
      if (flag (entry, "bridge"))
        g_string_append (text, ", bridge");
      if (flag (entry, "coastal"))
        g_string_append (text, ", coastal");
      if (flag (entry, "port"))
        g_string_append (text, ", port");
    }
  else if (g_str_equal (member, "hexsides"))
    {
      g_autofree char *feature = g_strdup (json_object_get_string_member_with_default (entry, "feature", "none"));

      g_strdelimit (feature, "_", ' ');
      g_string_append (text, g_str_equal (feature, "none") ? "no feature" : feature);
    }
  else
    {
      static const char *const keys[] = { "hex", "size", "country", "production" };

      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        {
          const char *value = json_object_get_string_member_with_default (entry, keys[k], NULL);
          if (value != NULL)
            g_string_append_printf (text, "%s%s", text->len > 0 ? ", " : "", value);
        }
      if (flag (entry, "capital"))
        g_string_append_printf (text, "%scapital", text->len > 0 ? ", " : "");
      if (json_object_has_member (entry, "port") && !JSON_NODE_HOLDS_NULL (json_object_get_member (entry, "port")))
        g_string_append_printf (text, "%s%s", text->len > 0 ? ", " : "", flag (entry, "port") ? "port" : "not a port");
      if (text->len == 0)
        g_string_append (text, "nothing recorded");
    }
  return g_string_free (text, FALSE);
}

static char *
describe_key (BthMap *map, const char *member, JsonObject *entry)
{
  if (g_str_equal (member, "hexes"))
    {
      BthHex hex;
      bth_hex_parse (json_object_get_string_member (entry, "hex"), &hex, NULL, NULL);
      return bth_map_hex_label (map, hex);
    }
  if (g_str_equal (member, "hexsides"))
    {
      JsonArray *pair = json_object_get_array_member (entry, "hexes");
      BthHex a, b;
      g_autofree char *la = NULL;
      g_autofree char *lb = NULL;

      bth_hex_parse (json_array_get_string_element (pair, 0), &a, NULL, NULL);
      bth_hex_parse (json_array_get_string_element (pair, 1), &b, NULL, NULL);
      la = bth_map_hex_label (map, a);
      lb = bth_map_hex_label (map, b);
      return g_strdup_printf ("%s–%s", la, lb);
    }
  return g_strdup (json_object_get_string_member (entry, "name"));
}

static guint
member_of_kind (const char *kind)
{
  return g_str_equal (kind, "hex") ? 0 : g_str_equal (kind, "hexside") ? 1 : 2;
}

static BthMapConflict *
new_conflict (BthMap *map, guint m, JsonObject *theirs, char *mine_words, char *theirs_words)
{
  BthMapConflict *c = g_new0 (BthMapConflict, 1);

  c->kind = g_strdup (m == 0 ? "hex" : m == 1 ? "hexside" : "city");
  c->key = describe_key (map, members[m], theirs);
  c->mine = mine_words;
  c->theirs = theirs_words;
  c->theirs_entry = copy_object (theirs);
  return c;
}

/* The index in LIST of the entry about KEY (entry_key of MEMBER), or -1. */
static int
find_keyed (JsonArray *list, const char *member, const char *key)
{
  for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
    {
      g_autofree char *other = entry_key (member, json_array_get_object_element (list, i));

      if (g_strcmp0 (other, key) == 0)
        return (int) i;
    }
  return -1;
}

/* The document's "unresolved" lists (created when CREATE). */
static JsonObject *
unresolved (BthMapOverlay *self, gboolean create)
{
  if (!json_object_has_member (self->root, "unresolved"))
    {
      if (!create)
        return NULL;
      json_object_set_object_member (self->root, "unresolved", json_object_new ());
    }
  return json_object_get_object_member (self->root, "unresolved");
}

/* Drops the unresolved record about CONFLICT's hex, hexside or city. */
static void
drop_unresolved (BthMapOverlay *self, const BthMapConflict *conflict)
{
  JsonObject *lists = unresolved (self, FALSE);
  const char *member = members[member_of_kind (conflict->kind)];
  JsonArray *list = lists != NULL ? peek_array (lists, member) : NULL;
  g_autofree char *key = entry_key (member, conflict->theirs_entry);
  int index = find_keyed (list, member, key);

  if (index >= 0)
    json_array_remove_element (list, index);
  if (list != NULL && json_array_get_length (list) == 0)
    json_object_remove_member (lists, member);
  if (lists != NULL && json_object_get_size (lists) == 0)
    json_object_remove_member (self->root, "unresolved");
}

static void
keep_unresolved (BthMapOverlay *self, const BthMapConflict *conflict)
{
  drop_unresolved (self, conflict);   /* a later import's record replaces an earlier one */
  json_array_add_object_element (member_array (unresolved (self, TRUE), members[member_of_kind (conflict->kind)]),
                                 copy_object (conflict->theirs_entry));
}

void
bth_map_overlay_get_conflicts (BthMapOverlay *self, BthMap *map, GPtrArray *conflicts)
{
  JsonObject *lists = unresolved (self, FALSE);

  for (guint m = 0; lists != NULL && m < G_N_ELEMENTS (members); m++)
    {
      JsonArray *list = peek_array (lists, members[m]);
      g_autoptr(GHashTable) mine = index_member (self->root, members[m]);

      for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
        {
          JsonObject *entry = json_array_get_object_element (list, i);
          g_autofree char *key = entry_key (members[m], entry);
          JsonObject *earlier = key != NULL ? g_hash_table_lookup (mine, key) : NULL;
          char *says, *other;

          if (key == NULL)
            continue;
          says = earlier != NULL ? describe_entry (members[m], earlier) : g_strdup ("nothing recorded");
          other = describe_entry (members[m], entry);
          if (g_str_equal (says, other))
            {
              /* They agree now (the players recorded it so since): nothing left to choose. */
              g_free (says);
              g_free (other);
              continue;
            }
          g_ptr_array_add (conflicts, new_conflict (map, m, entry, says, other));
        }
    }
}

void
bth_map_overlay_keep_mine (BthMapOverlay *self, const BthMapConflict *conflict)
{
  drop_unresolved (self, conflict);
}

gboolean
bth_map_overlay_merge (BthMapOverlay *self, BthMap *map, JsonObject *theirs, GPtrArray *conflicts,
                       guint *added, GError **error)
{
  g_autoptr(JsonObject) add = json_object_new ();
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_conflict_free);
  const char *format = json_object_get_string_member_with_default (theirs, "format", "");
  const char *id = json_object_get_string_member_with_default (theirs, "map", "");
  guint n_added = 0;

  if (!g_str_equal (format, "berthier-map-overlay"))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$.format: \"%s\" is not a record of the board", format);
      return FALSE;
    }
  if (!g_str_equal (id, self->map_id))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$.map: this record is for map \"%s\", not \"%s\"",
                   id, self->map_id);
      return FALSE;
    }
  json_object_set_string_member (add, "format", "berthier-map-overlay");
  json_object_set_int_member (add, "format_version", 1);
  json_object_set_string_member (add, "map", self->map_id);
  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    {
      JsonArray *list = peek_array (theirs, members[m]);
      g_autoptr(GHashTable) mine = index_member (self->root, members[m]);

      for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
        {
          JsonObject *entry = json_array_get_object_element (list, i);
          g_autofree char *key = entry_key (members[m], entry);
          JsonObject *earlier = key != NULL ? g_hash_table_lookup (mine, key) : NULL;
          g_autofree char *says = NULL;
          g_autofree char *other = NULL;

          if (key == NULL)
            {
              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$.%s[%u]: names no %s", members[m], i,
                           m == 0 ? "hex" : m == 1 ? "hexside" : "city");
              return FALSE;
            }
          if (earlier == NULL)
            {
              json_array_add_object_element (member_array (add, members[m]), copy_object (entry));
              n_added++;
              continue;
            }
          says = describe_entry (members[m], earlier);
          other = describe_entry (members[m], entry);
          if (g_str_equal (says, other))
            continue;
          g_ptr_array_add (found, new_conflict (map, m, entry, g_steal_pointer (&says), g_steal_pointer (&other)));
        }
    }
  if (n_added > 0 && !record_document (self, map, add, FALSE, error))
    return FALSE;
  /* Kept in the record itself until the players choose, so closing the app loses none. */
  for (guint i = 0; i < found->len; i++)
    keep_unresolved (self, g_ptr_array_index (found, i));
  if (added != NULL)
    *added = n_added;
  for (guint i = 0; conflicts != NULL && i < found->len; i++)
    g_ptr_array_add (conflicts, g_ptr_array_steal_index (found, i--));
  return TRUE;
}

gboolean
bth_map_overlay_take_theirs (BthMapOverlay *self, BthMap *map, const BthMapConflict *conflict, GError **error)
{
  g_autoptr(JsonObject) doc = json_object_new ();
  JsonArray *list = json_array_new ();
  const char *member = g_str_equal (conflict->kind, "hex") ? "hexes"
                     : g_str_equal (conflict->kind, "hexside") ? "hexsides" : "cities";

  json_object_set_string_member (doc, "format", "berthier-map-overlay");
  json_object_set_int_member (doc, "format_version", 1);
  json_object_set_string_member (doc, "map", self->map_id);
  json_array_add_object_element (list, copy_object (conflict->theirs_entry));
  json_object_set_array_member (doc, member, list);
  /* Theirs whole: a hex's river or bridge that they did not record goes. */
  if (!record_document (self, map, doc, TRUE, error))
    return FALSE;
  drop_unresolved (self, conflict);
  return TRUE;
}

guint
bth_map_overlay_get_n_records (BthMapOverlay *self)
{
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

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s could not be created: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  /* The previous file kept as PATH.bak; PATH replaced through a temporary file of its own
   * (bth-atomic-file.h), so that a crash loses nothing and leaves nothing for long. */
  return bth_atomic_file_write (path, data, strlen (data), TRUE, error);
}
