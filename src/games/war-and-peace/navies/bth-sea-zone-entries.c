/* bth-sea-zone-entries.c — the players' sea-zone numbers (see the header).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-sea-zone-entries.h"

#include <errno.h>
#include <string.h>

#include "bth-atomic-file.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#define FORMAT "berthier-sea-zones"
#define FORMAT_VERSION 1

static void
zone_clear (gpointer data)
{
  BthSeaZone *zone = data;

  g_clear_pointer (&zone->name, g_free);
}

GArray *
bth_sea_zone_entries_new (void)
{
  GArray *entries = g_array_new (FALSE, TRUE, sizeof (BthSeaZone));

  g_array_set_clear_func (entries, zone_clear);
  return entries;
}

BthSeaZone *
bth_sea_zone_entries_find (GArray *entries, const char *name)
{
  for (guint i = 0; entries != NULL && name != NULL && i < entries->len; i++)
    if (g_ascii_strcasecmp (g_array_index (entries, BthSeaZone, i).name, name) == 0)
      return &g_array_index (entries, BthSeaZone, i);
  return NULL;
}

static gboolean
out_of_range (GError **error, const char *name, const char *what, int value, int min, int max)
{
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
               "%s: the %s %d is not between %d and %d", name, what, value, min, max);
  return FALSE;
}

gboolean
bth_sea_zone_entries_set (GArray *entries, const char *name, int mp, int im, int mt, GError **error)
{
  BthSeaZone *zone;

  g_return_val_if_fail (entries != NULL && name != NULL, FALSE);
  if (mp != -1 && (mp < 0 || mp > BTH_SEA_ZONE_MP_MAX))
    return out_of_range (error, name, "MP", mp, 0, BTH_SEA_ZONE_MP_MAX);
  if (im != BTH_NAVAL_UNKNOWN && (im < BTH_SEA_ZONE_MOD_MIN || im > BTH_SEA_ZONE_MOD_MAX))
    return out_of_range (error, name, "Interception Modifier", im, BTH_SEA_ZONE_MOD_MIN, BTH_SEA_ZONE_MOD_MAX);
  if (mt != BTH_NAVAL_UNKNOWN && (mt < BTH_SEA_ZONE_MOD_MIN || mt > BTH_SEA_ZONE_MOD_MAX))
    return out_of_range (error, name, "Maritime Traffic", mt, BTH_SEA_ZONE_MOD_MIN, BTH_SEA_ZONE_MOD_MAX);
  zone = bth_sea_zone_entries_find (entries, name);
  if (zone == NULL)
    {
      BthSeaZone added = { g_strdup (name), -1, BTH_NAVAL_UNKNOWN, BTH_NAVAL_UNKNOWN };
      g_array_append_val (entries, added);
      zone = &g_array_index (entries, BthSeaZone, entries->len - 1);
    }
  zone->mp = mp;
  zone->im = im;
  zone->mt = mt;
  if (mp == -1 && im == BTH_NAVAL_UNKNOWN && mt == BTH_NAVAL_UNKNOWN)
    g_array_remove_index (entries, zone - &g_array_index (entries, BthSeaZone, 0));
  return TRUE;
}

static gboolean
read_zones (GArray *entries, JsonArray *list, GError **error)
{
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *p = g_strdup_printf ("$.zones[%u]", i);
      JsonObject *z = bth_json_element_object (list, "$.zones", i, error);
      const char *name;
      int mp, im, mt;

      if (z == NULL ||
          !bth_json_check_keys (z, p, BTH_JSON_KEYS ("name"), BTH_JSON_KEYS ("mp", "im", "mt"), error) ||
          (name = bth_json_member_string (z, p, "name", error)) == NULL)
        return FALSE;
      if (*name == '\0')
        return bth_json_fail (error, p, "the zone has no name");
      if (bth_sea_zone_entries_find (entries, name) != NULL)
        return bth_json_fail (error, p, "\"%s\" is entered twice", name);
      /* Absent and null both mean "not entered". */
      if (!(json_object_has_member (z, "mp") ?
            bth_json_member_int_or_null (z, p, "mp", 0, BTH_SEA_ZONE_MP_MAX, -1, &mp, error) : (mp = -1, TRUE)) ||
          !(json_object_has_member (z, "im") ?
            bth_json_member_int_or_null (z, p, "im", BTH_SEA_ZONE_MOD_MIN, BTH_SEA_ZONE_MOD_MAX,
                                         BTH_NAVAL_UNKNOWN, &im, error) : (im = BTH_NAVAL_UNKNOWN, TRUE)) ||
          !(json_object_has_member (z, "mt") ?
            bth_json_member_int_or_null (z, p, "mt", BTH_SEA_ZONE_MOD_MIN, BTH_SEA_ZONE_MOD_MAX,
                                         BTH_NAVAL_UNKNOWN, &mt, error) : (mt = BTH_NAVAL_UNKNOWN, TRUE)))
        return FALSE;
      {
        BthSeaZone zone = { g_strdup (name), mp, im, mt };
        g_array_append_val (entries, zone);
      }
    }
  return TRUE;
}

GArray *
bth_sea_zone_entries_from_data (const char *data, const char *name, GError **error)
{
  g_autoptr(GArray) entries = bth_sea_zone_entries_new ();
  g_autoptr(JsonNode) root_node = NULL;
  g_autoptr(GError) local = NULL;
  JsonObject *root;
  JsonArray *list;
  const char *format;
  int version;

  root_node = bth_json_parse_strict (data, -1, &local);
  if (root_node != NULL && !JSON_NODE_HOLDS_OBJECT (root_node))
    bth_json_fail (&local, "$", "expected an object");
  if (local == NULL)
    {
      root = json_node_get_object (root_node);
      if (bth_json_check_keys (root, "$", BTH_JSON_KEYS ("format", "format_version", "zones"), NULL, &local) &&
          (format = bth_json_member_string (root, "$", "format", &local)) != NULL &&
          (g_str_equal (format, FORMAT) || bth_json_fail (&local, "$.format", "not a file of sea-zone entries")) &&
          bth_json_member_int (root, "$", "format_version", 1, FORMAT_VERSION, &version, &local) &&
          (list = bth_json_member_array (root, "$", "zones", 0, 999, &local)) != NULL)
        read_zones (entries, list, &local);
    }
  if (local != NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: %s", name, local->message);
      return NULL;
    }
  return g_steal_pointer (&entries);
}

static void
add_number (JsonBuilder *b, const char *member, int value, int unknown)
{
  json_builder_set_member_name (b, member);
  if (value == unknown)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, value);
}

char *
bth_sea_zone_entries_to_data (const GArray *entries)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, FORMAT);
  json_builder_set_member_name (b, "format_version");
  json_builder_add_int_value (b, FORMAT_VERSION);
  json_builder_set_member_name (b, "zones");
  json_builder_begin_array (b);
  for (guint i = 0; entries != NULL && i < entries->len; i++)
    {
      const BthSeaZone *z = &g_array_index (entries, BthSeaZone, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, z->name);
      add_number (b, "mp", z->mp, -1);
      add_number (b, "im", z->im, BTH_NAVAL_UNKNOWN);
      add_number (b, "mt", z->mt, BTH_NAVAL_UNKNOWN);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  return json_generator_to_data (gen, NULL);
}

GArray *
bth_sea_zone_entries_load (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local = NULL;

  bth_atomic_file_clean (path);   /* what a killed save left */
  if (!g_file_get_contents (path, &data, NULL, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return bth_sea_zone_entries_new ();
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  return bth_sea_zone_entries_from_data (data, path, error);
}

gboolean
bth_sea_zone_entries_save (const GArray *entries, const char *path, GError **error)
{
  g_autofree char *data = bth_sea_zone_entries_to_data (entries);
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "%s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  /* The previous file kept as PATH.bak; PATH replaced through a temporary file of its own
   * (bth-atomic-file.h), so that a crash loses nothing and leaves nothing for long. */
  return bth_atomic_file_write (path, data, strlen (data), TRUE, error);
}
