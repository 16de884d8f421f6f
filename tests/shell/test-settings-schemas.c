/* test-settings-schemas.c — the app's settings schema and each game's (data/, data/<id>/).
 *
 * Every schema whose id starts with the app's is read from the build's compiled schemas
 * (the folder given as the first argument). A game's schema that keeps the app's path
 * (War and Peace's and La Grande Armée's do, so the players' choices of 0.1.0, made when
 * their keys were the app's, are read as they were) must:
 *   - have no key of the same name as another schema at that path (they would overwrite
 *     each other's values), and
 *   - read a value stored where the app's schema stored that key before: at the app's
 *     path under the key's name, as 0.1.0 wrote it.
 * The app's own schema keeps the shell's keys only: the test names the keys it may hold.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gio.h>
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>
#include <unistd.h>

#define APP_PATH "/io/github/berthier/Berthier/"

static const char *schema_dir;

static GSettingsSchemaSource *
source (void)
{
  static GSettingsSchemaSource *compiled;
  g_autoptr(GError) error = NULL;

  if (compiled == NULL)
    compiled = g_settings_schema_source_new_from_directory (schema_dir, NULL, TRUE, &error);
  g_assert_no_error (error);
  return compiled;
}

/* The ids of the app's schema and the games' (APP_ID, APP_ID.<game>). */
static GPtrArray *
app_schema_ids (void)
{
  g_auto(GStrv) ids = NULL;
  GPtrArray *found = g_ptr_array_new_with_free_func (g_free);

  g_settings_schema_source_list_schemas (source (), FALSE, &ids, NULL);
  for (guint i = 0; ids[i] != NULL; i++)
    if (g_str_equal (ids[i], APP_ID) || g_str_has_prefix (ids[i], APP_ID "."))
      g_ptr_array_add (found, g_strdup (ids[i]));
  return found;
}

static void
test_app_schema_has_shell_keys_only (void)
{
  const char *shell_keys[] = { "window-width", "window-height", "window-maximized", "dice-animation", NULL };
  g_autoptr(GSettingsSchema) schema = g_settings_schema_source_lookup (source (), APP_ID, FALSE);
  g_auto(GStrv) keys = NULL;

  g_assert_nonnull (schema);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    if (!g_strv_contains (shell_keys, keys[i]))
      g_error ("%s holds \"%s\", which is no key of the shell's: a game's keys are its own schema's",
               APP_ID, keys[i]);
}

static void
test_games_have_schemas (void)
{
  g_autoptr(GPtrArray) ids = app_schema_ids ();

  /* The app's and at least one game's. */
  g_assert_cmpuint (ids->len, >=, 2);
}

static void
test_shared_path_keys_distinct (void)
{
  g_autoptr(GPtrArray) ids = app_schema_ids ();
  g_autoptr(GHashTable) owner = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_ptr_array_index (ids, i);
      g_autoptr(GSettingsSchema) schema = g_settings_schema_source_lookup (source (), id, FALSE);
      g_auto(GStrv) keys = g_settings_schema_list_keys (schema);
      const char *path = g_settings_schema_get_path (schema);

      g_assert_nonnull (path);
      if (!g_str_equal (path, APP_PATH))
        continue;
      for (guint k = 0; keys[k] != NULL; k++)
        {
          const char *before = g_hash_table_lookup (owner, keys[k]);

          if (before != NULL)
            g_error ("\"%s\" is a key of both %s and %s at %s", keys[k], before, id, path);
          g_hash_table_insert (owner, g_strdup (keys[k]), g_strdup (id));
        }
    }
}

/* A value of KEY's type other than its default. */
static GVariant *
other_value (GSettingsSchemaKey *key)
{
  g_autoptr(GVariant) def = g_settings_schema_key_get_default_value (key);
  const GVariantType *type = g_variant_get_type (def);

  if (g_variant_type_equal (type, G_VARIANT_TYPE_BOOLEAN))
    return g_variant_new_boolean (!g_variant_get_boolean (def));
  if (g_variant_type_equal (type, G_VARIANT_TYPE_INT32))
    return g_variant_new_int32 (g_variant_get_int32 (def) + 1);
  if (g_variant_type_equal (type, G_VARIANT_TYPE_STRING_ARRAY))
    return g_variant_new_strv ((const char *[]) { "a-choice-of-0.1.0" }, 1);
  g_error ("no other value for a key of type %s: teach the test", g_variant_get_type_string (def));
  return NULL;
}

/* The keys the app's schema held, besides the shell's, before each game had a schema of
 * its own (0.1.0's optional rules, and the readings added since). */
static const char *const earlier_app_keys[] = {
  "tactical-matrix", "imperial-guard", "russian-patriotism", "demoralized-combat",
  "grand-campaign-crt", "lga-readings", NULL
};

/* The schema at the app's path that holds KEY, or NULL. */
static GSettingsSchema *
schema_holding (const char *key)
{
  g_autoptr(GPtrArray) ids = app_schema_ids ();

  for (guint i = 0; i < ids->len; i++)
    {
      GSettingsSchema *schema = g_settings_schema_source_lookup (source (), g_ptr_array_index (ids, i), FALSE);

      if (g_str_equal (g_settings_schema_get_path (schema), APP_PATH) && g_settings_schema_has_key (schema, key))
        return schema;
      g_settings_schema_unref (schema);
    }
  return NULL;
}

/* Each key the app's schema held is now a game's, at the same path under the same name,
 * so a value the players chose then is read as it was: stored here as the app's schema
 * stored it (its path, the key's name; a key file backend keeps the keys right under its
 * root path in its root group), read back through the game's schema. */
static void
test_earlier_keys_read_as_they_were (void)
{
  for (guint k = 0; earlier_app_keys[k] != NULL; k++)
    {
      const char *name = earlier_app_keys[k];
      g_autoptr(GSettingsSchema) schema = schema_holding (name);
      g_autoptr(GSettingsSchemaKey) key = NULL;
      g_autoptr(GVariant) stored_value = NULL;
      g_autoptr(GVariant) read_value = NULL;
      g_autoptr(GKeyFile) stored = g_key_file_new ();
      g_autofree char *text = NULL;
      g_autofree char *file = NULL;
      g_autoptr(GSettingsBackend) backend = NULL;
      g_autoptr(GSettings) settings = NULL;
      g_autoptr(GError) error = NULL;
      int fd;

      if (schema == NULL)
        g_error ("\"%s\" is no key of a schema at %s: the players' choice would be lost", name, APP_PATH);
      g_assert_cmpstr (g_settings_schema_get_id (schema), !=, APP_ID);
      key = g_settings_schema_get_key (schema, name);
      stored_value = g_variant_ref_sink (other_value (key));
      text = g_variant_print (stored_value, FALSE);
      g_key_file_set_value (stored, "app", name, text);
      fd = g_file_open_tmp ("berthier-settings-XXXXXX.ini", &file, &error);
      g_assert_no_error (error);
      close (fd);
      g_assert_true (g_key_file_save_to_file (stored, file, &error));
      g_assert_no_error (error);

      backend = g_keyfile_settings_backend_new (file, APP_PATH, "app");
      settings = g_settings_new_full (schema, backend, NULL);
      read_value = g_settings_get_value (settings, name);
      if (!g_variant_equal (stored_value, read_value))
        g_error ("%s: \"%s\" reads %s, not the stored %s", g_settings_schema_get_id (schema), name,
                 g_variant_print (read_value, FALSE), text);
      g_clear_object (&settings);
      g_clear_object (&backend);
      g_unlink (file);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    g_error ("usage: %s COMPILED_SCHEMA_DIR", argv[0]);
  schema_dir = argv[1];
  g_test_add_func ("/shell/settings-schemas/app-keeps-shell-keys", test_app_schema_has_shell_keys_only);
  g_test_add_func ("/shell/settings-schemas/games-have-schemas", test_games_have_schemas);
  g_test_add_func ("/shell/settings-schemas/shared-path-keys-distinct", test_shared_path_keys_distinct);
  g_test_add_func ("/shell/settings-schemas/earlier-keys-read-as-they-were", test_earlier_keys_read_as_they_were);
  return g_test_run ();
}
