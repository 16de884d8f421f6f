/* test-ui-game.c — the game's books through the window: a scenario started from the Game
 * page, phases advanced, a battle resolved from the Leader Display and written back.
 * Run twice by tests/ui/run-game-relaunch.sh with the same XDG home: the second run
 * (BTH_UI_GAME_RELAUNCHED=1) must find the game exactly as the first left it.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-ui-test.h"

#include "bth-game-save.h"
#include "bth-game-store.h"
#include "bth-game-names.h"

/* The state of the first run, as canonical JSON, kept for the second to compare. */
static char *
expected_state_path (void)
{
  return g_build_filename (g_get_user_state_dir (), "test-ui-game-expected.json", NULL);
}

static BthGame *
wait_for_game (void)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (bth_session_get_game (session) == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (bth_session_get_game (session));
  bth_ui_settle ();
  return bth_session_get_game (session);
}

/* The label under ROOT whose text is TEXT (a toast's title), or NULL. */
static GtkWidget *
find_label (GtkWidget *root, const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

#define STARTED_TOAST "Austerlitz 1805 started and saved — New Game (Ctrl+N) starts another"
/* In a window narrower than 600 px (a phone's 360): the toast is one line, kept whole. */
#define STARTED_TOAST_NARROW "Austerlitz 1805 started"

static const char *
started_toast (void)
{
  return gtk_widget_get_width (GTK_WIDGET (bth_ui_window ())) < 600 ? STARTED_TOAST_NARROW : STARTED_TOAST;
}

static void
test_first_launch_starts_default (void)
{
  BthGame *game = wait_for_game ();
  GtkWidget *page = bth_ui_show_page ("game");

  g_assert_cmpstr (bth_game_get_state (game)->scenario, ==, "austerlitz-1805");
  g_assert_cmpstr (bth_ui_get_text (page, "game-month"), ==, "August 1805");
  g_assert_cmpstr (bth_ui_get_text (page, "game-turn"), ==, "Turn 1 of 5");
  g_assert_cmpstr (bth_ui_get_text (page, "game-phase"), ==, "French Player Segment — Attrition Phase");
  /* The launch that started the game says so, and how to start another (issue 15) — whole,
   * not cut off, at the window's width (test-ui-game-360x760 runs this at a phone's). */
  {
    GtkWidget *toast = find_label (GTK_WIDGET (bth_ui_window ()), started_toast ());

    g_assert_nonnull (toast);
    bth_ui_settle ();
    bth_ui_snap ("game-started-toast");
    g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (toast))));
  }
  bth_ui_snap ("game");
  /* At a phone's width the toast covers a row of the Game page: the first key the players
   * press (a real one) sends it away, and the row is whole again. */
  if (gtk_widget_get_width (GTK_WIDGET (bth_ui_window ())) < 600)
    {
      bth_ui_keys ("Tab");
      for (guint i = 0; i < 100 && find_label (GTK_WIDGET (bth_ui_window ()), started_toast ()) != NULL; i++)
        {
          g_usleep (50000);
          bth_ui_settle ();
        }
      g_assert_null (find_label (GTK_WIDGET (bth_ui_window ()), started_toast ()));
      bth_ui_snap ("game-after-first-key");
    }
  /* Once the players go to a tool it no longer covers the page (a moment later: see
   * STARTED_TOAST_GRACE_MS in bth-window.c). */
  bth_ui_show_page ("battle");
  for (guint i = 0; i < 100 && find_label (GTK_WIDGET (bth_ui_window ()), started_toast ()) != NULL; i++)
    {
      g_usleep (50000);
      bth_ui_settle ();
    }
  g_assert_null (find_label (GTK_WIDGET (bth_ui_window ()), started_toast ()));
}

static void
test_start_scenario_and_advance (void)
{
  BthWindow *window = bth_ui_window ();
  BthGame *game;
  GtkWidget *page = bth_ui_show_page ("game");
  g_autofree char *first_phase = NULL;

  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_snap ("game-new");
  bth_ui_click (page, "start-wagram-1809");
  bth_ui_settle ();
  game = bth_session_get_game (bth_window_get_session (window));
  g_assert_cmpstr (bth_game_get_state (game)->scenario, ==, "wagram-1809");
  first_phase = g_strdup (bth_ui_get_text (page, "game-phase"));

  bth_ui_click (page, "next-phase-button");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "game-phase"), !=, first_phase);
  bth_ui_click (page, "next-phase-button");
  bth_ui_settle ();
  g_assert_cmpuint (bth_game_get_events (game)->len, >=, 3);

  /* Ctrl+Z on the game page takes the phase back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "game-phase"), ==, first_phase);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "game-phase"), !=, first_phase);
  bth_ui_snap ("game-advanced");
}

/* The first stack of SIDE with units, all of one power, and a leader of that power. */
static const BthStackState *
find_stack (const BthGameState *state,
            const char         *side)
{
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      const BthLeaderState *leader;
      gboolean one_power = TRUE;

      if (g_strcmp0 (stack->side, side) != 0 || stack->units->len == 0 || stack->leaders->len == 0)
        continue;
      leader = bth_game_state_find_leader (state, g_ptr_array_index (stack->leaders, 0));
      for (guint u = 0; u < stack->units->len; u++)
        one_power &= g_strcmp0 (g_array_index (stack->units, BthUnitCount, u).power, leader->power) == 0;
      if (one_power)
        return stack;
    }
  return NULL;
}

/* Types a leader's value and colour on the Leaders page, as the players would from the counter. */
static void
enter_leader (GtkWidget  *page,
              const char *leader_id,
              int         value,
              const char *colour)
{
  g_autofree char *value_name = g_strdup_printf ("leader-%s-value", leader_id);
  g_autofree char *colour_name = g_strdup_printf ("leader-%s-colour", leader_id);

  bth_ui_set_value (page, value_name, value);
  bth_ui_settle ();
  bth_ui_set_text (page, colour_name, colour);
  g_signal_emit_by_name (bth_ui_find (page, colour_name), "apply");
  bth_ui_settle ();
}

static guint
index_of_stack (const BthGameState *state,
                const char         *id)
{
  guint index = 0;

  /* The pickers list the stacks that have units or leaders, in order. */
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);

      if (g_str_equal (stack->id, id))
        return index;
      if (bth_unit_counts_sp (stack->units, NULL, NULL) > 0 || stack->leaders->len > 0)
        index++;
    }
  g_assert_not_reached ();
}


/* Another stack of SIDE than OTHER, with units. */
static const BthStackState *
other_stack (const BthGameState *state,
             const char         *side,
             const char         *other)
{
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);

      if (g_strcmp0 (stack->side, side) == 0 && g_strcmp0 (stack->id, other) != 0
          && bth_unit_counts_sp (stack->units, NULL, NULL) > 0)
        return stack;
    }
  return NULL;
}

static gboolean
is_chosen (GtkWidget  *root,
           const char *id,
           const char *item)
{
  GtkWidget *widget = bth_ui_find (root, id);
  GObject *chosen = ADW_IS_COMBO_ROW (widget) ? adw_combo_row_get_selected_item (ADW_COMBO_ROW (widget))
                                              : gtk_drop_down_get_selected_item (GTK_DROP_DOWN (widget));

  return GTK_IS_STRING_OBJECT (chosen) && g_strcmp0 (gtk_string_object_get_string (GTK_STRING_OBJECT (chosen)), item) == 0;
}

/* Resolve Battle with two stacks of one side (Napoleon against Davout) warns and does not
 * open the Battle page; with two enemies, it brings each force in with its counter colours
 * (D.4: the power's, the leaders' colours not yet entered on this page), so the Battle
 * page asks for no colour: only for what the Leader Display does not hold (each counter's
 * symbol or morale, D.7). Enter on the button: a real key. */
static void
test_battle_same_side_and_colours (void)
{
  BthWindow *window = bth_ui_window ();
  BthGame *game = bth_session_get_game (bth_window_get_session (window));
  GtkWidget *leaders = bth_ui_show_page ("leaders");
  const BthGameState *state = bth_game_get_state (game);
  const BthMoraleRules *morale = bth_ruleset_get_morale (bth_game_get_ruleset (game));
  const BthStackState *french = find_stack (state, g_ptr_array_index (state->sides, 0));
  const BthStackState *french2, *allied = find_stack (state, g_ptr_array_index (state->sides, 1));
  const BthLeaderState *allied_leader;
  GtkWidget *battle, *button, *warning;
  const char *allied_colour;

  g_assert_nonnull (french);
  g_assert_nonnull (allied);
  french2 = other_stack (state, french->side, french->id);
  g_assert_nonnull (french2);
  allied_leader = bth_game_state_find_leader (state, g_ptr_array_index (allied->leaders, 0));
  g_assert_null (allied_leader->colour);           /* not entered: the power's is taken */
  allied_colour = bth_morale_rules_power_color (morale, allied_leader->power);
  g_assert_nonnull (allied_colour);

  /* Two French stacks. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (bth_ui_find (leaders, "battle-attacker")),
                              index_of_stack (state, french->id));
  adw_combo_row_set_selected (ADW_COMBO_ROW (bth_ui_find (leaders, "battle-defender")),
                              index_of_stack (state, french2->id));
  bth_ui_settle ();
  warning = bth_ui_find (leaders, "battle-same-side-warning");
  button = bth_ui_find (leaders, "battle-from-leaders-button");
  g_assert_true (gtk_widget_get_visible (warning));
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (warning)), "French player"));
  g_assert_false (gtk_widget_is_sensitive (button));
  bth_ui_snap ("leaders-same-side");

  /* French against the allies: no warning; Enter on Resolve Battle opens the Battle page. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (bth_ui_find (leaders, "battle-defender")),
                              index_of_stack (state, allied->id));
  bth_ui_settle ();
  g_assert_false (gtk_widget_get_visible (warning));
  g_assert_true (gtk_widget_is_sensitive (button));
  gtk_widget_grab_focus (button);
  bth_ui_settle ();
  bth_ui_keys ("Return");
  battle = bth_window_get_page (window, "battle");
  g_assert_true (gtk_widget_get_mapped (battle));
  g_assert_true (gtk_widget_get_visible (bth_ui_find (battle, "game_link_group")));

  /* France's counters are blue, the allies' their power's (D.4). */
  g_assert_true (is_chosen (battle, "attacker-leader-color", "blue"));
  g_assert_true (is_chosen (battle, "defender-leader-color", allied_colour));
  for (int s = 0; s < 2; s++)
    for (guint i = 0; ; i++)
      {
        g_autofree char *name = g_strdup_printf ("%s-unit-%u-color", s == 0 ? "attacker" : "defender", i);
        g_autofree char *error = g_strdup_printf ("%s-unit-%u-error", s == 0 ? "attacker" : "defender", i);

        if (bth_ui_try_find (battle, name) == NULL)
          {
            g_assert_cmpuint (i, >, 0);
            break;
          }
        g_assert_true (is_chosen (battle, name, s == 0 ? "blue" : allied_colour));
        /* What the Leader Display does not hold is still asked for: the symbol or morale
         * printed on the counter (D.7); never the colour. */
        if (gtk_widget_get_visible (bth_ui_find (battle, error)))
          g_assert_nonnull (strstr (bth_ui_get_text (battle, error), "(D.7)"));
      }
  g_assert_false (gtk_widget_get_visible (bth_ui_find (battle, "attacker-error")));
  g_assert_false (gtk_widget_get_visible (bth_ui_find (battle, "defender-error")));

  /* The leaders' values are not entered yet (D.3: "may range from zero (poorest) up to three
   * (best)"): each leader is named with his value not entered, never "(0)", the value field
   * is empty, and the odds wait for it, naming whose value to enter. */
  {
    const BthLeaderState *french_leader = bth_game_state_find_leader (state, g_ptr_array_index (french->leaders, 0));
    g_autofree char *named = g_strdup_printf ("%s (leadership value not entered)", french_leader->name);
    g_autofree char *wanted = g_strdup_printf ("%s's leadership value is not entered", french_leader->name);
    g_autofree char *typed = NULL;

    g_assert_cmpint (french_leader->value, ==, BTH_GAME_VALUE_UNKNOWN);
    g_test_message ("attacker's line: %s", bth_ui_get_text (battle, "attacker-line"));
    g_assert_true (g_str_has_prefix (bth_ui_get_text (battle, "attacker-line"), named));
    g_assert_null (strstr (bth_ui_get_text (battle, "attacker-line"), "(0)"));
    g_assert_null (strstr (bth_ui_get_text (battle, "defender-line"), "(0)"));
    g_assert_cmpstr (bth_ui_get_text (battle, "attacker-leader-value"), ==, "");
    g_assert_true (gtk_widget_get_visible (bth_ui_find (battle, "setup_error")));
    g_assert_nonnull (strstr (bth_ui_get_text (battle, "setup_error"), wanted));
    g_assert_false (gtk_widget_is_sensitive (bth_ui_find (battle, "roll_button")));
    bth_ui_snap ("battle-from-game-colours");

    /* Typed on the Battle page, the value is the leader's: the attacker's line shows it and
     * only the defender's leader is still asked for. */
    bth_ui_set_text (battle, "attacker-leader-value", "3");
    g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (battle, "attacker-leader-value"))), ==, 3);
    typed = g_strdup_printf ("%s (3)", french_leader->name);
    g_assert_true (g_str_has_prefix (bth_ui_get_text (battle, "attacker-line"), typed));
    g_assert_null (strstr (bth_ui_get_text (battle, "setup_error"), wanted));
    g_assert_nonnull (strstr (bth_ui_get_text (battle, "setup_error"), "leadership value is not entered"));
  }
}

static void
test_battle_from_leader_display (void)
{
  BthWindow *window = bth_ui_window ();
  BthGame *game = bth_session_get_game (bth_window_get_session (window));
  GtkWidget *leaders = bth_ui_show_page ("leaders");
  const BthGameState *state = bth_game_get_state (game);
  const BthStackState *french = find_stack (state, g_ptr_array_index (state->sides, 0));
  const BthStackState *allied = find_stack (state, g_ptr_array_index (state->sides, 1));
  g_autofree char *french_id = NULL, *allied_id = NULL;
  g_autofree char *french_leader = NULL, *allied_leader = NULL;
  int french_sp, allied_sp, eliminated_before, lost;
  GtkWidget *battle;

  g_assert_nonnull (french);
  g_assert_nonnull (allied);
  french_id = g_strdup (french->id);
  allied_id = g_strdup (allied->id);
  french_leader = g_strdup (g_ptr_array_index (french->leaders, 0));
  allied_leader = g_strdup (g_ptr_array_index (allied->leaders, 0));
  french_sp = bth_unit_counts_sp (french->units, NULL, NULL);
  allied_sp = bth_unit_counts_sp (allied->units, NULL, NULL);
  eliminated_before = bth_unit_counts_sp (state->eliminated, NULL, NULL);
  /* The stack's units are listed under their power's name ("France 12 I"), not its id. */
  {
    g_autofree char *units_name = g_strdup_printf ("stack-%s-units", french_id);
    const BthUnitCount *first = &g_array_index (french->units, BthUnitCount, 0);
    const char *power = bth_game_power_name (game, first->power);
    g_autofree char *expect = g_strdup_printf ("%s %d %s", power, first->sp, first->kind);
    g_assert_cmpstr (power, !=, first->power);
    g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (leaders, units_name))),
                                     expect));
  }

  enter_leader (leaders, french_leader, 3, "blue");
  enter_leader (leaders, allied_leader, 2, "white");
  state = bth_game_get_state (game);
  g_assert_cmpint (bth_game_state_find_leader (state, french_leader)->value, ==, 3);
  g_assert_cmpstr (bth_game_state_find_leader (state, allied_leader)->colour, ==, "white");

  adw_combo_row_set_selected (ADW_COMBO_ROW (bth_ui_find (leaders, "battle-attacker")),
                              index_of_stack (state, french_id));
  adw_combo_row_set_selected (ADW_COMBO_ROW (bth_ui_find (leaders, "battle-defender")),
                              index_of_stack (state, allied_id));
  bth_ui_snap ("leaders");
  bth_ui_click (leaders, "battle-from-leaders-button");
  bth_ui_settle ();

  battle = bth_window_get_page (window, "battle");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (battle, "game_link_group")));
  g_assert_cmpstr (bth_ui_get_text (battle, "attacker-leader-value"), ==, "3");
  /* Morale is not on the Leader Display (D.7 needs each counter's symbol or morale): the
   * players type it from the counters, here 2 for every row. */
  for (int s = 0; s < 2; s++)
    for (guint i = 0; ; i++)
      {
        g_autofree char *name = g_strdup_printf ("%s-unit-%u-morale", s == 0 ? "attacker" : "defender", i);

        if (bth_ui_try_find (battle, name) == NULL)
          break;
        bth_ui_set_text (battle, name, "2");
      }
  bth_ui_set_text (battle, "typed_dice", "4 4");
  bth_ui_press_enter (battle, "typed_dice");
  bth_ui_settle ();
  bth_ui_snap ("battle-from-game");
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (battle, "record_button")));
  bth_ui_click (battle, "record_button");
  bth_ui_settle ();

  /* The losses the checklist suggested left the stacks for the eliminated pool. */
  state = bth_game_get_state (game);
  lost = (french_sp - bth_unit_counts_sp (bth_game_state_find_stack (state, french_id)->units, NULL, NULL))
         + (allied_sp - bth_unit_counts_sp (bth_game_state_find_stack (state, allied_id)->units, NULL, NULL));
  g_assert_cmpint (lost, >, 0);
  g_assert_cmpint (bth_unit_counts_sp (state->eliminated, NULL, NULL) - eliminated_before, ==, lost);
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (battle, "record_button")));
  bth_ui_show_page ("leaders");
  bth_ui_snap ("leaders-after-battle");
}

static void
save_expected_state (void)
{
  BthGame *game = bth_session_get_game (bth_window_get_session (bth_ui_window ()));
  g_autofree char *path = expected_state_path ();
  g_autofree char *dump = bth_game_state_dump (bth_game_get_state (game));

  g_assert_true (g_file_set_contents (path, dump, -1, NULL));
}

static void
test_relaunch_finds_the_game (void)
{
  BthGame *game = wait_for_game ();
  g_autofree char *path = expected_state_path ();
  g_autofree char *expected = NULL;
  g_autofree char *dump = bth_game_state_dump (bth_game_get_state (game));

  g_assert_true (g_file_get_contents (path, &expected, NULL, NULL));
  g_assert_cmpstr (dump, ==, expected);
  /* Undo reaches back across the relaunch. */
  g_assert_true (bth_game_can_undo (game));
  /* The game was reopened, not started: no toast says it was. */
  g_assert_null (find_label (GTK_WIDGET (bth_ui_window ()), STARTED_TOAST));
  g_assert_null (find_label (GTK_WIDGET (bth_ui_window ()), STARTED_TOAST_NARROW));
  bth_ui_snap ("game-relaunched");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  if (g_getenv ("BTH_UI_GAME_RELAUNCHED") == NULL)
    {
      g_test_add_func ("/ui/game/first-launch", test_first_launch_starts_default);
      g_test_add_func ("/ui/game/start-and-advance", test_start_scenario_and_advance);
      g_test_add_func ("/ui/game/battle-same-side-and-colours", test_battle_same_side_and_colours);
      g_test_add_func ("/ui/game/battle-from-leader-display", test_battle_from_leader_display);
      g_test_add_func ("/ui/game/save-expected", save_expected_state);
    }
  else
    g_test_add_func ("/ui/game/relaunch", test_relaunch_finds_the_game);
  return bth_ui_test_run ();
}
