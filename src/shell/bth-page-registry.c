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
  g_array_append_vals (registered, pages, n_pages);
}

const BthPageInfo *
bth_page_registry_get (guint *n_pages)
{
  *n_pages = registered != NULL ? registered->len : 0;
  return registered != NULL ? (const BthPageInfo *) registered->data : NULL;
}
