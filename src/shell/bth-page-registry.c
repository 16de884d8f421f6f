/* bth-page-registry.c — the sidebar's pages, as the games registered them. */
#include "bth-page-registry.h"

static GArray *registered;   /* BthPageInfo, copied */

void
bth_page_registry_add (const char *game_id, const BthPageInfo *pages, guint n_pages)
{
  if (registered == NULL)
    registered = g_array_new (FALSE, FALSE, sizeof (BthPageInfo));
  for (guint i = 0; i < n_pages; i++)
    for (guint j = 0; j < registered->len; j++)
      if (g_str_equal (g_array_index (registered, BthPageInfo, j).name, pages[i].name))
        g_error ("%s: a page named \"%s\" is registered twice", game_id, pages[i].name);
  for (guint i = 0; i < n_pages; i++)
    {
      BthPageInfo info = pages[i];

      info.game_id = game_id;
      g_array_append_val (registered, info);
    }
}

GPtrArray *
bth_page_registry_game_ids (void)
{
  GPtrArray *ids = g_ptr_array_new ();

  for (guint i = 0; registered != NULL && i < registered->len; i++)
    {
      const BthPageInfo *info = &g_array_index (registered, BthPageInfo, i);
      if (!g_ptr_array_find_with_equal_func (ids, info->game_id, g_str_equal, NULL))
        g_ptr_array_add (ids, (gpointer) info->game_id);
    }
  return ids;
}

const BthPageInfo *
bth_page_registry_get (guint *n_pages)
{
  *n_pages = registered != NULL ? registered->len : 0;
  return registered != NULL ? (const BthPageInfo *) registered->data : NULL;
}
