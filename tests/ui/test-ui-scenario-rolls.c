/* test-ui-scenario-rolls.c — the Game page's Scenario Rolls: XIV.G.3's Naval Blockade
 * ("Perhaps need a 5 or better to engage, modified +1 with Nelson. ... This can only happen
 * once per game.") resolved from a die typed at the table, with real keys: the expander
 * opened with Space, the die typed, Nelson's switch and the once-per-game switch toggled
 * with Space; the rules as printed with their references (XIV.G.4's and G.5's notes). A
 * scenario that prints no roll shows its rules and no roll. Also what the players choose of
 * a scenario: XIV.G.5's alternate start from New Game, and the nationality IV.E.1.b does not
 * print for the leaders of the satellite stacks.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-ui-test.h"

#include "bth-game.h"
#include "bth-game-state.h"

#include <string.h>

#define BLOCKADE "roll-optional-naval-blockade-procedure"

static BthGame *
session_game (void)
{
  return bth_session_get_game (bth_window_get_session (bth_ui_window ()));
}

static void
start (GtkWidget *page, const char *id)
{
  g_autofree char *button = g_strdup_printf ("start-%s", id);
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (session_game () == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, button);
  bth_ui_settle ();
  g_assert_cmpstr (bth_game_get_state (session_game ())->scenario, ==, id);
}

/* The expander's header row (an AdwActionRow inside it), which the keyboard reaches. */
static GtkWidget *
header_of (GtkWidget *widget, GtkWidget *expander)
{
  if (widget != expander && GTK_IS_LIST_BOX_ROW (widget) && gtk_widget_get_focusable (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = header_of (child, expander);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
assert_result (GtkWidget *page, const char *wanted)
{
  const char *text = bth_ui_get_text (page, BLOCKADE "-result");

  if (strstr (text, wanted) == NULL)
    g_error ("the result reads “%s”, not “%s”", text, wanted);
}

static void
test_blockade_roll (void)
{
  GtkWidget *page = bth_ui_show_page ("game");
  GtkWidget *expander;

  start (page, "egypt-1798");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "scenario-rolls")));
  /* The rules as printed, with their references: XIV.G.4's note, G.5's closing note; made
   * when their expander opens. */
  g_assert_null (bth_ui_try_find (page, "scenario-rule-optional-plague-losses"));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, "scenario-rules")), TRUE);
  bth_ui_settle ();
  {
    GtkWidget *note = bth_ui_find (page, "scenario-rule-optional-plague-losses");
    GtkWidget *balance = bth_ui_find (page, "scenario-rule-optional-toulon-start-balance");

    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (note)), ==,
                     "Note: These losses are moved to their respective Force Pools and, if French, are available as Replacements.");
    g_assert_cmpstr (bth_ui_get_text (page, "scenario-rule-optional-plague-losses"), ==, "XIV.G.4");
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (balance)), ==,
                     "NOTE: This should be used as a play-balance to make the scenario more difficult for the pro-French player.");
    g_assert_cmpstr (bth_ui_get_text (page, "scenario-rule-optional-toulon-start-balance"), ==, "XIV.G.5");
  }
  expander = bth_ui_find (page, BLOCKADE);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (expander)), ==,
                   "Optional Rule for a Naval Blockade (XIV.G.3)");
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (expander)), ==,
                   "One die, 5 or more, +1 with Nelson, once per game");
  /* XIV.G.2's two dice are there too. */
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (bth_ui_find (page, "roll-optional-nelson-removal"))),
                   ==, "2 dice, 8 or more");
  /* A roll's rows are made when it opens, too. */
  g_assert_null (bth_ui_try_find (page, BLOCKADE "-die"));

  bth_ui_scroll_to (page, BLOCKADE);
  /* Space on its header opens it, as a player's keyboard does. */
  {
    GtkWidget *header = header_of (expander, expander);

    g_assert_nonnull (header);
    g_assert_true (gtk_widget_grab_focus (header));
    bth_ui_settle ();
    bth_ui_keys ("space");
    bth_ui_settle ();
  }
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (expander)));
  assert_result (page, "Type the die rolled at the table");

  /* A 4 without Nelson fails; with him it is a 5, and the blockaded force is engaged. */
  bth_ui_focus_keys (page, BLOCKADE "-die", "4");
  assert_result (page, "Failed: 4, 5 or more needed — rolled 4");
  bth_ui_focus_keys (page, BLOCKADE "-with-0", "space");
  assert_result (page, "Succeeded: 5, 5 or more needed — rolled 4, +1 with Nelson (XIV.G.3)");
  bth_ui_snap ("game-scenario-rolls");
  /* Once it has happened it cannot again. */
  bth_ui_focus_keys (page, BLOCKADE "-used", "space");
  assert_result (page, "Not allowed: this can only happen once per game (XIV.G.3)");
  bth_ui_focus_keys (page, BLOCKADE "-used", "space");
  /* A 9 is no die. */
  bth_ui_focus_keys (page, BLOCKADE "-die", "BackSpace 9");
  assert_result (page, "“9” is not a roll of 1 die (1 to 6)");
  /* Nothing was written to the game's log. */
  g_assert_cmpuint (bth_game_get_events (session_game ())->len, ==, 1);
}

static void
test_no_rolls (void)
{
  GtkWidget *page = bth_ui_show_page ("game");

  start (page, "austerlitz-1805");
  /* Austerlitz's rules are listed; it prints no roll to resolve. */
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "scenario-rolls")));
  g_assert_nonnull (bth_ui_try_find (page, "scenario-rules"));
  g_assert_null (bth_ui_try_find (page, BLOCKADE));
  g_assert_null (bth_ui_try_find (page, "roll-optional-nelson-removal"));
}

/* XIV.G.5: "All French Forces start in Toulon." "The scenario begins in June 1798." — the
 * New Game list offers the alternate start, started with Return on its button. */
static void
test_alternate_start (void)
{
  GtkWidget *page = bth_ui_show_page ("game");
  const BthGameState *s;
  int french_toulon = 0;

  start (page, "austerlitz-1805");
  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  /* I.C.3.a's alternate start is offered too. */
  g_assert_nonnull (bth_ui_try_find (page, "start-austerlitz-1805-september-start"));
  bth_ui_scroll_to (page, "start-egypt-1798-toulon-start");
  bth_ui_snap ("game-new-alternate-start");
  bth_ui_focus_keys (page, "start-egypt-1798-toulon-start", "Return");
  bth_ui_settle ();
  s = bth_game_get_state (session_game ());
  g_assert_cmpstr (s->scenario, ==, "egypt-1798");
  g_assert_cmpint (s->month, ==, bth_month_make (1798, 6));
  g_assert_cmpstr (bth_ui_get_text (page, "game-month"), ==, "June 1798");
  for (guint i = 0; i < s->stacks->len; i++)
    {
      const BthStackState *st = g_ptr_array_index (s->stacks, i);
      if (g_str_has_prefix (st->location, "Toulon"))
        french_toulon += bth_unit_counts_sp (st->units, "france", NULL);
    }
  g_assert_cmpint (french_toulon, ==, 28);
  g_assert_null (bth_game_state_find_power (s, "mamelukes-murad")->side);
}

/* IV.E.1.b prints no nationality for the leaders of the French satellite stacks: the Leader
 * Display asks for it (Jerome: the powers of his stack, then France), and the choice is
 * the game's (leaders.jerome.power), undone with Ctrl+Z. A one-power stack is not asked. */
static void
test_leader_nationality (void)
{
  GtkWidget *page;
  GtkWidget *row, *expander;
  GListModel *model;

  start (bth_ui_show_page ("game"), "russia-1812");
  page = bth_ui_show_page ("leaders");
  bth_ui_settle ();
  row = bth_ui_find (page, "leader-jerome-power");
  expander = gtk_widget_get_ancestor (row, ADW_TYPE_EXPANDER_ROW);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
  bth_ui_settle ();
  model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), ==, "Poland");
  bth_ui_select (page, "leader-jerome-power", "France");
  bth_ui_settle ();
  g_assert_cmpstr (bth_game_state_find_leader (bth_game_get_state (session_game ()), "jerome")->power, ==, "france");
  /* Davout's stack at Danzig is France's alone. */
  g_assert_null (bth_ui_try_find (page, "leader-davout-power"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (bth_game_state_find_leader (bth_game_get_state (session_game ()), "jerome")->power, ==, "poland");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/scenario-rolls/blockade", test_blockade_roll);
  g_test_add_func ("/ui/scenario-rolls/none", test_no_rolls);
  g_test_add_func ("/ui/scenario-rolls/alternate-start", test_alternate_start);
  g_test_add_func ("/ui/scenario-rolls/leader-nationality", test_leader_nationality);
  return bth_ui_test_run ();
}
