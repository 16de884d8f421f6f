/* test-page-registry.c — the order of the sidebar's pages as games register them.
 *
 * A game's sidebar lists its own pages first and the Dice Log (a page for every game,
 * registered by the first game) after them; a game that registers its pages in two calls
 * keeps them together, in the order of the calls.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-page-registry.h"

static const BthPageInfo first_game[] = {
  { NULL, "game", "Game" },
  { NULL, "battle", "Battle", .first_tool = TRUE },
  { NULL, "dice-log", "Dice Log", .every_game = TRUE },
  { NULL, "tables", "Tables" },
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
    { "dice-log", "first" }, { "tables", "first" },
  };
  guint n_pages;
  const BthPageInfo *pages;
  g_autoptr(GPtrArray) ids = NULL;

  bth_page_registry_add ("first", first_game, G_N_ELEMENTS (first_game));
  bth_page_registry_add ("second", second_game_a, G_N_ELEMENTS (second_game_a));
  bth_page_registry_add ("second", second_game_b, G_N_ELEMENTS (second_game_b));

  pages = bth_page_registry_get (&n_pages);
  g_assert_cmpuint (n_pages, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < n_pages; i++)
    {
      g_assert_cmpstr (pages[i].name, ==, expected[i][0]);
      g_assert_cmpstr (pages[i].game_id, ==, expected[i][1]);
    }
  /* The games in the order they first registered (New Game's list). */
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
