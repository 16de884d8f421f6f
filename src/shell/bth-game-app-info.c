/* bth-game-app-info.c — the games' About texts, settings and Preferences groups
 * (bth-game-app-info.h). */
#include "bth-game-app-info.h"

static GPtrArray  *registered;   /* const BthGameAppInfo *, in order */
/* game id -> its GSettings (NULL: schema not installed); no entry until first asked.
 * Kept while the app runs, like the registrations. */
static GHashTable *settings;

void
bth_game_app_info_register (const BthGameAppInfo *info)
{
  g_return_if_fail (info != NULL && info->game_id != NULL);

  if (bth_game_app_info_find (info->game_id) != NULL)
    g_error ("%s: the game's app info is registered twice", info->game_id);
  if (registered == NULL)
    registered = g_ptr_array_new ();
  g_ptr_array_add (registered, (gpointer) info);
}

const BthGameAppInfo * const *
bth_game_app_info_list (guint *n)
{
  *n = registered != NULL ? registered->len : 0;
  return registered != NULL ? (const BthGameAppInfo * const *) registered->pdata : NULL;
}

const BthGameAppInfo *
bth_game_app_info_find (const char *game_id)
{
  for (guint i = 0; registered != NULL && i < registered->len; i++)
    {
      const BthGameAppInfo *info = g_ptr_array_index (registered, i);
      if (g_strcmp0 (info->game_id, game_id) == 0)
        return info;
    }
  return NULL;
}

/* The game's settings, or NULL (said once) when its schema is not installed: without
 * it, g_settings_new() would abort. */
static GSettings *
settings_new (const BthGameAppInfo *info)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, info->settings_schema, TRUE);
  if (schema == NULL)
    {
      g_message ("GSettings schema %s is not installed; %s's preferences will not be saved "
                 "(set GSETTINGS_SCHEMA_DIR when running uninstalled)",
                 info->settings_schema, info->game_id);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

GSettings *
bth_game_settings (const char *game_id)
{
  const BthGameAppInfo *info = bth_game_app_info_find (game_id);
  gpointer found;

  if (info == NULL || info->settings_schema == NULL)
    return NULL;
  if (settings == NULL)
    settings = g_hash_table_new (g_str_hash, g_str_equal);
  /* A schema that is not installed is looked up once: the entry holds NULL then. */
  if (!g_hash_table_lookup_extended (settings, game_id, NULL, &found))
    {
      found = settings_new (info);
      g_hash_table_insert (settings, (gpointer) info->game_id, found);
    }
  return found;
}
