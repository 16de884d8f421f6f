/* bth-map-store.c — the built-in map and the players' overlay, read off the main thread.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-map-store.h"

#include "bth-atomic-file.h"
#include "bth-map-overlay.h"
#include "bth-map-share.h"
#include "bth-map-sides.h"

#define MAX_UNDO 200

struct _BthMapStore
{
  GObject        parent_instance;

  char          *map_id;
  char          *map_resource;   /* where the built-in map is compiled in */
  char          *overlay_path;
  BthMap        *map;          /* NULL until read */
  BthMapOverlay *overlay;
  char          *message;      /* a problem with the overlay file, or NULL */
  gboolean       unreadable;   /* the file on disk could not be read: keep it before saving */
  gboolean       loading;
  guint          serial;
  GPtrArray     *undo;         /* the overlay's text before each record, oldest first */
};

static BthMapStore *default_store;   /* weak */

G_DEFINE_FINAL_TYPE (BthMapStore, bth_map_store, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* What the reading thread hands back. */
typedef struct {
  BthMap        *map;
  BthMapOverlay *overlay;
  char          *message;
  gboolean       unreadable;
} Loaded;

static void
loaded_free (Loaded *loaded)
{
  g_clear_pointer (&loaded->map, bth_map_unref);
  g_clear_pointer (&loaded->overlay, bth_map_overlay_free);
  g_free (loaded->message);
  g_free (loaded);
}

static Loaded *
load (const char *map_id, const char *map_resource, const char *path)
{
  Loaded *loaded = g_new0 (Loaded, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length;

  loaded->map = bth_map_load_resource (map_resource, &error);
  if (loaded->map == NULL)
    {
      /* The built-in map is part of the program: this is a broken build. */
      g_critical ("The built-in map %s could not be read: %s", map_id, error->message);
      return loaded;
    }
  loaded->overlay = bth_map_overlay_new (map_id);
  bth_atomic_file_clean (path);   /* what a killed save left */
  if (!g_file_get_contents (path, &text, &length, &error))
    {
      if (!g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        {
          /* Translators: %s is a file, then the system's reason */
          loaded->message = g_strdup_printf (_("Your record of the board, %s, could not be read: %s"),
                                             path, error->message);
          loaded->unreadable = TRUE;
        }
      return loaded;
    }
  if (!bth_map_overlay_load (loaded->overlay, loaded->map, text, length, path, &error))
    {
      loaded->message = g_strdup_printf (_("Your record of the board could not be used: %s. The file is "
                                           "kept as it is; until it is fixed, the printed map is used."),
                                         error->message);
      loaded->unreadable = TRUE;
    }
  return loaded;
}

static void
take (BthMapStore *self, Loaded *loaded)
{
  self->loading = FALSE;
  if (self->map != NULL || loaded->map == NULL)
    return;   /* read synchronously meanwhile, or broken */
  self->map = g_steal_pointer (&loaded->map);
  self->overlay = g_steal_pointer (&loaded->overlay);
  self->message = g_steal_pointer (&loaded->message);
  self->unreadable = loaded->unreadable;
  if (self->message != NULL)
    g_message ("%s", self->message);
  self->serial++;
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
load_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  BthMapStore *self = source;

  g_task_return_pointer (task, load (self->map_id, self->map_resource, self->overlay_path), (GDestroyNotify) loaded_free);
}

static void
on_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  Loaded *loaded = g_task_propagate_pointer (G_TASK (result), NULL);

  if (loaded != NULL)
    {
      take (BTH_MAP_STORE (source), loaded);
      loaded_free (loaded);
    }
}

static void
bth_map_store_finalize (GObject *object)
{
  BthMapStore *self = BTH_MAP_STORE (object);

  if (default_store == self)
    default_store = NULL;
  g_free (self->map_id);
  g_free (self->map_resource);
  g_free (self->overlay_path);
  g_clear_pointer (&self->map, bth_map_unref);
  g_clear_pointer (&self->overlay, bth_map_overlay_free);
  g_free (self->message);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  G_OBJECT_CLASS (bth_map_store_parent_class)->finalize (object);
}

static void
bth_map_store_class_init (BthMapStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bth_map_store_finalize;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bth_map_store_init (BthMapStore *self)
{
  self->undo = g_ptr_array_new_with_free_func (g_free);
}

BthMapStore *
bth_map_store_new (const char *map_id, const char *map_resource, const char *overlay_path)
{
  BthMapStore *self = g_object_new (BTH_TYPE_MAP_STORE, NULL);
  g_autofree char *name = g_strconcat (map_id, ".overlay.json", NULL);

  self->map_id = g_strdup (map_id);
  self->map_resource = g_strdup (map_resource);
  self->overlay_path = overlay_path != NULL
    ? g_strdup (overlay_path)
    : g_build_filename (g_get_user_data_dir (), "berthier", "maps", name, NULL);
  return self;
}

BthMap *
bth_map_store_get_map (BthMapStore *self)
{
  g_return_val_if_fail (BTH_IS_MAP_STORE (self), NULL);

  if (self->map == NULL && !self->loading)
    {
      g_autoptr(GTask) task = g_task_new (self, NULL, on_loaded, NULL);
      self->loading = TRUE;
      g_task_run_in_thread (task, load_thread);
    }
  return self->map;
}

BthMap *
bth_map_store_get_map_sync (BthMapStore *self)
{
  g_return_val_if_fail (BTH_IS_MAP_STORE (self), NULL);

  if (self->map == NULL)
    {
      Loaded *loaded = load (self->map_id, self->map_resource, self->overlay_path);
      gboolean was_loading = self->loading;
      take (self, loaded);
      self->loading = was_loading;   /* the thread's result will be dropped */
      loaded_free (loaded);
    }
  return self->map;
}

BthMapStore *
bth_map_store_get_default (void)
{
  return default_store;
}

void
bth_map_store_set_default (BthMapStore *store)
{
  default_store = store;
}

guint
bth_map_store_get_serial (BthMapStore *self)
{
  return self->serial;
}

const char *
bth_map_store_get_overlay_path (BthMapStore *self)
{
  return self->overlay_path;
}

const char *
bth_map_store_get_message (BthMapStore *self)
{
  return self->message;
}

/* Before the first save over a file that could not be read, set that file aside: renamed
 * (bth_atomic_file_set_aside), never over an earlier one, never deleted. */
static gboolean
keep_unreadable (BthMapStore *self, GError **error)
{
  g_autofree char *aside = NULL;

  if (!self->unreadable || !g_file_test (self->overlay_path, G_FILE_TEST_EXISTS))
    return TRUE;
  if ((aside = bth_atomic_file_set_aside (self->overlay_path, error)) == NULL)
    return FALSE;
  g_free (self->message);
  /* Translators: %s is a file */
  self->message = g_strdup_printf (_("Your earlier record of the board could not be read; it is kept "
                                     "as %s."), aside);
  self->unreadable = FALSE;
  return TRUE;
}

/* The map has taken a record: tell the pages, then save it. */
static gboolean
recorded (BthMapStore *self, GError **error)
{
  g_autoptr(GError) local = NULL;
  gboolean saved;

  saved = keep_unreadable (self, &local) && bth_map_overlay_save (self->overlay, self->overlay_path, &local);
  self->serial++;
  g_signal_emit (self, signals[CHANGED], 0);
  if (!saved)
    {
      /* Translators: %s is the system's reason */
      g_set_error (error, local->domain, local->code, _("Your record of the board could not be saved: %s"),
                   local->message);
      return FALSE;
    }
  return TRUE;
}

/* Keeps the overlay as it is now, for undo; dropped again by drop_snapshot when the
 * record is refused. Always TRUE. */
static gboolean
snapshot (BthMapStore *self)
{
  if (self->undo->len >= MAX_UNDO)
    g_ptr_array_remove_index (self->undo, 0);
  g_ptr_array_add (self->undo, bth_map_overlay_to_data (self->overlay));
  return TRUE;
}

static gboolean
drop_snapshot (BthMapStore *self)
{
  if (self->undo->len > 0)
    g_ptr_array_remove_index (self->undo, self->undo->len - 1);
  return FALSE;
}

gboolean
bth_map_store_record_terrain (BthMapStore *self, BthHex hex, BthTerrain terrain, GError **error)
{
  BthMap *map = bth_map_store_get_map_sync (self);

  return map != NULL && snapshot (self) &&
         (bth_map_overlay_record_terrain (self->overlay, map, hex, terrain, error) || drop_snapshot (self)) &&
         recorded (self, error);
}

gboolean
bth_map_store_forget_terrain (BthMapStore *self, BthHex hex, GError **error)
{
  BthMap *map = bth_map_store_get_map_sync (self);

  return map != NULL && snapshot (self) &&
         (bth_map_overlay_forget_terrain (self->overlay, map, hex, error) || drop_snapshot (self)) &&
         recorded (self, error);
}

gboolean
bth_map_store_record_city (BthMapStore *self, const char *name, BthHex hex, int mapboard, GError **error)
{
  BthMap *map = bth_map_store_get_map_sync (self);

  return map != NULL && snapshot (self) &&
         (bth_map_overlay_record_city (self->overlay, map, name, hex, mapboard, error) || drop_snapshot (self)) &&
         recorded (self, error);
}

gboolean
bth_map_store_record_hexside (BthMapStore *self, BthHex a, BthHex b, BthHexsideFeature feature, GError **error)
{
  BthMap *map = bth_map_store_get_map_sync (self);

  return map != NULL && snapshot (self) &&
         (bth_map_overlay_record_hexside (self->overlay, map, a, b, feature, error) || drop_snapshot (self)) &&
         recorded (self, error);
}

gboolean
bth_map_store_record_river_sides (BthMapStore *self, BthHex hex, guint8 sides, GError **error)
{
  BthMap *map = bth_map_store_get_map_sync (self);

  return map != NULL && snapshot (self) &&
         (bth_map_overlay_record_river_sides (self->overlay, map, hex, sides, error) || drop_snapshot (self)) &&
         recorded (self, error);
}

gboolean
bth_map_store_record_major_cities (BthMapStore *self, gboolean complete, GError **error)
{
  BthMap *map = bth_map_store_get_map_sync (self);

  return map != NULL && snapshot (self) &&
         (bth_map_overlay_record_major_cities (self->overlay, map, complete, error) || drop_snapshot (self)) &&
         recorded (self, error);
}

gboolean
bth_map_store_record_bridge (BthMapStore *self, BthHex hex, gboolean bridge, GError **error)
{
  BthMap *map = bth_map_store_get_map_sync (self);

  return map != NULL && snapshot (self) &&
         (bth_map_overlay_record_bridge (self->overlay, map, hex, bridge, error) || drop_snapshot (self)) &&
         recorded (self, error);
}

/* A record refused: its snapshot goes. */
#define RECORD(self, call, error) \
  ((call) ? recorded ((self), (error)) : drop_snapshot (self))

gboolean
bth_map_store_record_document (BthMapStore *self, JsonObject *doc, GError **error)
{
  BthMap *map = bth_map_store_get_map_sync (self);

  if (map == NULL)
    return FALSE;
  snapshot (self);
  return RECORD (self, bth_map_overlay_record_document (self->overlay, map, doc, error), error);
}

guint
bth_map_store_get_n_undo (BthMapStore *self)
{
  return self->undo->len;
}

gboolean
bth_map_store_undo (BthMapStore *self, GError **error)
{
  g_autofree char *text = NULL;
  g_autoptr(BthMap) map = NULL;
  g_autoptr(BthMapOverlay) overlay = NULL;

  if (self->undo->len == 0 || bth_map_store_get_map_sync (self) == NULL)
    return FALSE;
  text = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  /* The printed map with the record as it was: a new map, so the pages see it changed. */
  map = bth_map_load_resource (self->map_resource, error);
  if (map == NULL)
    return FALSE;
  overlay = bth_map_overlay_new (self->map_id);
  if (!bth_map_overlay_load (overlay, map, text, -1, "undo", error))
    return FALSE;
  bth_map_unref (self->map);
  self->map = g_steal_pointer (&map);
  bth_map_overlay_free (self->overlay);
  self->overlay = g_steal_pointer (&overlay);
  return recorded (self, error);
}

char *
bth_map_store_export (BthMapStore *self)
{
  BthMap *map = bth_map_store_get_map_sync (self);

  return map != NULL ? bth_map_share_export (self->overlay, map) : NULL;
}

gboolean
bth_map_store_import (BthMapStore *self, const char *text, gssize length, const char *name,
                      GPtrArray *conflicts, guint *added, GError **error)
{
  BthMap *map = bth_map_store_get_map_sync (self);
  g_autoptr(JsonObject) theirs = NULL;
  g_autoptr(BthMap) check = NULL;
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *overlay_text = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_conflict_free);
  guint n = 0, n_found;

  if (map == NULL || (theirs = bth_map_share_read (text, length, name, error)) == NULL)
    return FALSE;
  /* Their whole record must be one the printed map takes, before any of it is merged. */
  json_node_set_object (node, theirs);
  overlay_text = json_to_string (node, FALSE);
  check = bth_map_load_resource (self->map_resource, error);
  if (check == NULL || !bth_map_apply_overlay_data (check, overlay_text, -1, name, error))
    return FALSE;
  snapshot (self);
  if (!bth_map_overlay_merge (self->overlay, map, theirs, found, &n, error))
    return drop_snapshot (self);
  if (added != NULL)
    *added = n;
  n_found = found->len;
  for (guint i = 0; conflicts != NULL && i < found->len; i++)
    g_ptr_array_add (conflicts, g_ptr_array_steal_index (found, i--));
  if (n == 0 && n_found == 0)
    {
      drop_snapshot (self);
      return TRUE;
    }
  /* Saved even when nothing was added: the conflicts wait in the file for the players. */
  return recorded (self, error);
}

void
bth_map_store_get_conflicts (BthMapStore *self, GPtrArray *conflicts)
{
  BthMap *map = bth_map_store_get_map (self);

  if (map != NULL)
    bth_map_overlay_get_conflicts (self->overlay, map, conflicts);
}

gboolean
bth_map_store_keep_mine (BthMapStore *self, const BthMapConflict *conflict, GError **error)
{
  if (bth_map_store_get_map_sync (self) == NULL)
    return FALSE;
  snapshot (self);
  bth_map_overlay_keep_mine (self->overlay, conflict);
  return recorded (self, error);
}

gboolean
bth_map_store_settle_all (BthMapStore *self, gboolean take_theirs, GError **error)
{
  BthMap *map = bth_map_store_get_map_sync (self);
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_conflict_free);
  gboolean ok = TRUE;

  if (map == NULL)
    return FALSE;
  bth_map_overlay_get_conflicts (self->overlay, map, all);
  if (all->len == 0)
    return TRUE;
  snapshot (self);   /* all of them one step of undo */
  for (guint i = 0; i < all->len && ok; i++)
    {
      const BthMapConflict *c = g_ptr_array_index (all, i);

      if (take_theirs)
        ok = bth_map_overlay_take_theirs (self->overlay, map, c, error);
      else
        bth_map_overlay_keep_mine (self->overlay, c);
    }
  /* Those taken before a refusal stay taken (and saved); the refused one stays listed. */
  return recorded (self, ok ? error : NULL) && ok;
}

gboolean
bth_map_store_take_theirs (BthMapStore *self, const BthMapConflict *conflict, GError **error)
{
  BthMap *map = bth_map_store_get_map_sync (self);

  if (map == NULL)
    return FALSE;
  snapshot (self);
  return RECORD (self, bth_map_overlay_take_theirs (self->overlay, map, conflict, error), error);
}
