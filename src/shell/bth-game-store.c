/* bth-game-store.c — where games live on disk, and which one was open last.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>

#include "bth-game-store.h"
#include "bth-atomic-file.h"

static char *
current_game_path (void)
{
  return g_build_filename (g_get_user_state_dir (), "berthier", "current-game", NULL);
}

GFile *
bth_game_store_new_file (const char *scenario_id,
                         GError    **error)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "berthier", "games", NULL);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   /* Translators: %s is a folder, then the system's reason */
                   _("The folder for saved games, %s, could not be created: %s"),
                   dir, g_strerror (saved_errno));
      return NULL;
    }

  /* Two games started in the same second get -2, -3 … */
  for (int n = 1; ; n++)
    {
      g_autofree char *name = n == 1
        ? g_strdup_printf ("%s-%s%s", scenario_id, stamp, BTH_GAME_FILE_SUFFIX)
        : g_strdup_printf ("%s-%s-%d%s", scenario_id, stamp, n, BTH_GAME_FILE_SUFFIX);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return g_file_new_for_path (path);
    }
}

GFile *
bth_game_store_get_current (void)
{
  g_autofree char *path = current_game_path ();
  g_autofree char *uri = NULL;

  if (!g_file_get_contents (path, &uri, NULL, NULL))
    return NULL;
  g_strstrip (uri);
  if (uri[0] == '\0')
    return NULL;
  return g_file_new_for_uri (uri);
}

void
bth_game_store_set_current (GFile *file)
{
  g_autofree char *path = current_game_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *uri = file != NULL ? g_file_get_uri (file) : g_strdup ("");
  g_autoptr(GError) error = NULL;

  /* Losing this only means the next launch does not reopen the game by itself; the
   * game is still in its file and in the recent list. */
  if (g_mkdir_with_parents (dir, 0700) != 0
      || !bth_atomic_file_write (path, uri, strlen (uri), FALSE, &error))
    g_warning ("Could not remember the current game in %s: %s", path,
               error != NULL ? error->message : g_strerror (errno));
}

gpointer
bth_game_store_load (const BthGameModule *game,
                     gpointer             rules,
                     GFile               *file,
                     GError             **error)
{
  if (game == NULL || game->load_game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("This game keeps no books to open."));
      return NULL;
    }
  return game->load_game (rules, file, error);
}

typedef struct {
  const BthGameModule *game;
  GObject             *rules;
} LoadData;

static void
load_data_free (gpointer data)
{
  LoadData *load = data;

  g_object_unref (load->rules);
  g_free (load);
}

static void
load_in_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  LoadData *load = task_data;
  GFile *file = g_object_get_data (G_OBJECT (task), "file");
  GError *error = NULL;
  gpointer game = bth_game_store_load (load->game, load->rules, file, &error);

  if (game != NULL)
    g_task_return_pointer (task, game, g_object_unref);
  else
    g_task_return_error (task, error);
}

void
bth_game_store_load_async (const BthGameModule *game,
                           gpointer             rules,
                           GFile               *file,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  LoadData *load = g_new0 (LoadData, 1);

  g_task_set_source_tag (task, bth_game_store_load_async);
  load->game = game;
  load->rules = g_object_ref (rules);
  g_task_set_task_data (task, load, load_data_free);
  g_object_set_data_full (G_OBJECT (task), "file", g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_in_thread);
}

gpointer
bth_game_store_load_finish (GAsyncResult *result,
                            GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
