/* test-page-registry.c — the order of the sidebar's pages as games and the shell register
 * them.
 *
 * A game's sidebar lists its own pages first and the shell's Dice Log (a page for every
 * game, registered by the shell, not by a game) after them; a page a game lists after
 * the shell's pages (War and Peace's Tables) comes after the Dice Log; a game that
 * registers its pages in two calls keeps them together, in the order of the calls.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-page-registry.h"

static const BthPageInfo shell_pages[] = {
  { NULL, "dice-log", "Dice Log" },
};
static const BthPageInfo first_game[] = {
  { NULL, "game", "Game" },
  { NULL, "battle", "Battle", .first_tool = TRUE },
  { NULL, "tables", "Tables", .after_every_game = TRUE },
};
static const BthPageInfo second_game_a[] = {
  { NULL, "skirmish", "Skirmish", .first_tool = TRUE },
  { NULL, "melee", "Melee" },
};
static const BthPageInfo second_game_b[] = {
  { NULL, "morale", "Morale" },
};

static void
test_order (void)
{
  const char *expected[][2] = {
    { "game", "first" }, { "battle", "first" },
    { "skirmish", "second" }, { "melee", "second" }, { "morale", "second" },
    { "dice-log", NULL }, { "tables", "first" },
  };
  guint n_pages;
  const BthPageInfo *pages;
  g_autoptr(GPtrArray) ids = NULL;

  /* The shell registers its page first, as the window does before any game's pages are
   * shown: the games' pages still come before it. */
  bth_page_registry_add_every_game (shell_pages, G_N_ELEMENTS (shell_pages));
  bth_page_registry_add ("first", first_game, G_N_ELEMENTS (first_game));
  bth_page_registry_add ("second", second_game_a, G_N_ELEMENTS (second_game_a));
  bth_page_registry_add ("second", second_game_b, G_N_ELEMENTS (second_game_b));

  pages = bth_page_registry_get (&n_pages);
  g_assert_cmpuint (n_pages, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < n_pages; i++)
    {
      g_assert_cmpstr (pages[i].name, ==, expected[i][0]);
      g_assert_cmpstr (pages[i].game_id, ==, expected[i][1]);
      /* Only the shell's page is every game's. */
      g_assert_cmpint (pages[i].every_game, ==, expected[i][1] == NULL);
    }
  /* The games in the order they first registered (New Game's list): not the shell. */
  ids = bth_page_registry_game_ids ();
  g_assert_cmpuint (ids->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (ids, 0), ==, "first");
  g_assert_cmpstr (g_ptr_array_index (ids, 1), ==, "second");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/shell/page-registry/order", test_order);
  return g_test_run ();
}
