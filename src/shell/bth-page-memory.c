/* bth-page-memory.c — the files that keep a tool page's entries (bth-page-memory.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "bth-page-memory.h"
#include "bth-atomic-file.h"

#define MEMORY_FORMAT 1

static char *
memory_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "berthier", "pages", NULL);
}

char *
bth_page_memory_path (const char *name)
{
  g_autofree char *dir = memory_dir ();
  g_autofree char *file = g_strconcat (name, ".json", NULL);

  g_return_val_if_fail (name != NULL && *name != '\0', NULL);
  return g_build_filename (dir, file, NULL);
}

static gboolean
is_number (GType type)
{
  return type == G_TYPE_INT64 || type == G_TYPE_DOUBLE;
}

/* KEPT reads as FRESH does: objects where it has objects, arrays where it has arrays, and
 * numbers, switches and texts where it has them. Members FRESH lacks (a roll's dice before
 * any roll) are the page's own to read. */
static gboolean
same_shape (JsonNode *fresh,
            JsonNode *kept)
{
  JsonNodeType type = json_node_get_node_type (fresh);

  if (type == JSON_NODE_NULL)
    return TRUE;
  if (json_node_get_node_type (kept) != type)
    return FALSE;
  if (type == JSON_NODE_VALUE)
    {
      GType a = json_node_get_value_type (fresh), b = json_node_get_value_type (kept);

      return a == b || (is_number (a) && is_number (b));
    }
  if (type == JSON_NODE_OBJECT)
    {
      JsonObject *f = json_node_get_object (fresh), *k = json_node_get_object (kept);
      g_autoptr(GList) names = json_object_get_members (k);

      for (GList *l = names; l != NULL; l = l->next)
        if (json_object_has_member (f, l->data)
            && !same_shape (json_object_get_member (f, l->data), json_object_get_member (k, l->data)))
          return FALSE;
    }
  return TRUE;
}

/* The state in ROOT (a kept file's), if it has FRESH's shape. */
static char *
state_of_file (JsonNode   *root,
               const char *fresh)
{
  g_autoptr(JsonNode) fresh_node = json_from_string (fresh, NULL);
  JsonObject *obj;
  JsonNode *state;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  obj = json_node_get_object (root);
  if (json_object_get_int_member_with_default (obj, "format", 0) != MEMORY_FORMAT
      || (state = json_object_get_member (obj, "state")) == NULL)
    return NULL;

  /* A page whose state is not JSON (Tables: "chart;row;column") keeps it as a string. */
  if (fresh_node == NULL)
    return JSON_NODE_HOLDS_VALUE (state) && json_node_get_value_type (state) == G_TYPE_STRING
           ? g_strdup (json_node_get_string (state)) : NULL;
  if (!same_shape (fresh_node, state))
    return NULL;
  return json_to_string (state, FALSE);
}

gboolean
bth_page_memory_load (const char  *name,
                      const char  *fresh,
                      char       **state,
                      GError     **error)
{
  g_autofree char *path = bth_page_memory_path (name);
  g_autofree char *aside = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *kept = NULL;

  g_return_val_if_fail (state != NULL, FALSE);
  *state = NULL;

  bth_atomic_file_clean (path);   /* what a killed write left */
  if (!g_file_get_contents (path, &contents, NULL, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;   /* nothing kept yet */
    }
  else
    {
      root = g_utf8_validate (contents, -1, NULL) ? json_from_string (contents, NULL) : NULL;
      kept = state_of_file (root, fresh != NULL ? fresh : "");
      if (kept != NULL)
        {
          *state = g_steal_pointer (&kept);
          return TRUE;
        }
    }

  /* Kept aside, not deleted: the players (or a bug report) may still need what it held.
   * Renamed to NAME.json.unreadable, or -2, -3 … beside an earlier one (never over it). */
  g_clear_error (&local_error);
  if ((aside = bth_atomic_file_set_aside (path, &local_error)) == NULL)
    {
      g_set_error (error, G_FILE_ERROR, local_error->code,
                   _("The entries kept in “%s” could not be read, nor moved aside: %s"),
                   path, local_error->message);
      return FALSE;
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
               _("The entries kept in “%s” could not be read; the page starts empty and "
                 "the file is kept as “%s”"), path, aside);
  return FALSE;
}

gboolean
bth_page_memory_save (const char  *name,
                      const char  *state,
                      GError     **error)
{
  g_autofree char *dir = memory_dir ();
  g_autofree char *path = bth_page_memory_path (name);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) state_node = json_from_string (state, NULL);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_int_value (builder, MEMORY_FORMAT);
  json_builder_set_member_name (builder, "page");
  json_builder_add_string_value (builder, name);
  json_builder_set_member_name (builder, "state");
  if (state_node != NULL)
    json_builder_add_value (builder, g_steal_pointer (&state_node));
  else
    json_builder_add_string_value (builder, state);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, NULL);

  /* Written to a new file of its own, flushed and renamed over the old: a crash mid-write
   * leaves the old one, and the next write or read removes the new one. */
  return bth_atomic_file_write (path, text, strlen (text), FALSE, error);
}

gboolean
bth_page_memory_forget (const char  *name,
                        GError     **error)
{
  g_autofree char *path = bth_page_memory_path (name);

  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}
