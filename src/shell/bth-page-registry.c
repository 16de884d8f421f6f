/* bth-page-registry.c — the sidebar's pages, as the games registered them. */
#include "bth-page-registry.h"

static GArray *registered;   /* BthPageInfo, copied */

/* Where GAME_ID's next pages go: after its own pages registered before; a game's first
 * pages go before another game's pages for every game (its Dice Log), so that each game's
 * sidebar lists its own pages first and the Dice Log after them. */
static guint
insert_position (const char *game_id)
{
  for (guint i = registered->len; i > 0; i--)
    if (g_str_equal (g_array_index (registered, BthPageInfo, i - 1).game_id, game_id))
      return i;
  for (guint i = 0; i < registered->len; i++)
    if (g_array_index (registered, BthPageInfo, i).every_game)
      return i;
  return registered->len;
}

void
bth_page_registry_add (const char *game_id, const BthPageInfo *pages, guint n_pages)
{
  guint position;

  if (registered == NULL)
    registered = g_array_new (FALSE, FALSE, sizeof (BthPageInfo));
  for (guint i = 0; i < n_pages; i++)
    for (guint j = 0; j < registered->len; j++)
      if (g_str_equal (g_array_index (registered, BthPageInfo, j).name, pages[i].name))
        g_error ("%s: a page named \"%s\" is registered twice", game_id, pages[i].name);
  position = insert_position (game_id);
  g_array_insert_vals (registered, position, pages, n_pages);
  for (guint i = position; i < position + n_pages; i++)
    g_array_index (registered, BthPageInfo, i).game_id = game_id;
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
