/* bth-page-registry.c — the sidebar's pages, as the games and the shell registered them. */
#include "bth-page-registry.h"

/* Three runs, shown in this order: the games' pages, the shell's pages for every game (the
 * Dice Log), the games' pages listed after those. Each holds BthPageInfo copies. */
static GArray *games_pages;
static GArray *every_game_pages;
static GArray *trailing_pages;
static GArray *all_pages;        /* the three joined, rebuilt after each registration */

static GArray *
run_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (BthPageInfo));
}

static void
ensure_runs (void)
{
  if (all_pages != NULL)
    return;
  games_pages = run_new ();
  every_game_pages = run_new ();
  trailing_pages = run_new ();
  all_pages = run_new ();
}

static gboolean
is_registered (const char *name)
{
  for (guint i = 0; i < all_pages->len; i++)
    if (g_str_equal (g_array_index (all_pages, BthPageInfo, i).name, name))
      return TRUE;
  return FALSE;
}

/* After GAME_ID's pages registered before in RUN (so a game that registers its pages in
 * several calls keeps them together, in the order of the calls), or at its end. */
static guint
insert_position (GArray *run, const char *game_id)
{
  for (guint i = run->len; i > 0; i--)
    if (g_strcmp0 (g_array_index (run, BthPageInfo, i - 1).game_id, game_id) == 0)
      return i;
  return run->len;
}

static void
join_runs (void)
{
  g_array_set_size (all_pages, 0);
  g_array_append_vals (all_pages, games_pages->data, games_pages->len);
  g_array_append_vals (all_pages, every_game_pages->data, every_game_pages->len);
  g_array_append_vals (all_pages, trailing_pages->data, trailing_pages->len);
}

static void
check_new_names (const char *who, const BthPageInfo *pages, guint n_pages)
{
  for (guint i = 0; i < n_pages; i++)
    if (is_registered (pages[i].name))
      g_error ("%s: a page named \"%s\" is registered twice", who, pages[i].name);
}

void
bth_page_registry_add (const char *game_id, const BthPageInfo *pages, guint n_pages)
{
  ensure_runs ();
  check_new_names (game_id, pages, n_pages);
  for (guint i = 0; i < n_pages; i++)
    {
      GArray *run = pages[i].after_every_game ? trailing_pages : games_pages;
      BthPageInfo info = pages[i];

      info.game_id = game_id;
      info.every_game = FALSE;
      g_array_insert_val (run, insert_position (run, game_id), info);
    }
  join_runs ();
}

void
bth_page_registry_add_every_game (const BthPageInfo *pages, guint n_pages)
{
  ensure_runs ();
  check_new_names ("the shell", pages, n_pages);
  for (guint i = 0; i < n_pages; i++)
    {
      BthPageInfo info = pages[i];

      info.game_id = NULL;
      info.every_game = TRUE;
      g_array_append_val (every_game_pages, info);
    }
  join_runs ();
}

GPtrArray *
bth_page_registry_game_ids (void)
{
  GPtrArray *ids = g_ptr_array_new ();

  for (guint i = 0; all_pages != NULL && i < all_pages->len; i++)
    {
      const BthPageInfo *info = &g_array_index (all_pages, BthPageInfo, i);
      if (info->game_id != NULL
          && !g_ptr_array_find_with_equal_func (ids, info->game_id, g_str_equal, NULL))
        g_ptr_array_add (ids, (gpointer) info->game_id);
    }
  return ids;
}

const BthPageInfo *
bth_page_registry_get (guint *n_pages)
{
  *n_pages = all_pages != NULL ? all_pages->len : 0;
  return all_pages != NULL ? (const BthPageInfo *) all_pages->data : NULL;
}
