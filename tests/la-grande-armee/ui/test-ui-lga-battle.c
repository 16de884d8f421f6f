/* test-ui-lga-battle.c — La Grande Armée's Skirmish and Battle pages, driven with real key
 * events (xdotool on the test's X display), checked against numbers worked out from the
 * rules by hand.
 *
 * New Game (Ctrl+N) → La Grande Armée: the window plays it (its subtitle says so), shows its
 * Skirmish page, and the sidebar holds its tools, not War and Peace's.
 *
 * The skirmish [11]: the attacker has 6 cavalry SP, 1 horse artillery SP and a leader of
 * Combat Bonus 1; the defender 3 cavalry SP. Only 4 attacking SP count [11.13]: 4:3 rounds
 * in the defender's favour to the 1:1 column [11.0]. DRM +1 (horse artillery) +1 (leader)
 * = +2 [11.2]. Dice faces 1-6 read rows 3-8, clamped to 6: AR, DR, DR*, D1R, D1R, D1R — D1R
 * on 3 faces of 6, 50.0 %. Die 4 typed at the table: modified 6, D1R.
 *
 * The battle [12-13], two rounds that end in a rout:
 *   Round 1. Attacker: front line 10 infantry + 2 field artillery SP, 1 cavalry SP in
 *   reserve, Morale 2. Defender: 8 infantry SP, Morale 2, clear terrain. Odds 12:8 = 1.5,
 *   rounded down to 4:3: +1 [12.0]. Attacker +1 +2 (morale, 12.42) +2 (artillery, 12.45) =
 *   +5; defender +2 (morale); net +3. Dice 3 + 4 = 7, modified 10: the attacker "2, 2
 *   Advance Points", the defender "3". Minimum Loss for 12 SP: 1 [12.53]: the attacker
 *   loses 2 SP, the defender 3. Row 10 needs 7 on the dice: 6 in 36, 16.7 %.
 *   Round 2 (Next Round). Losses by 3:1:1 from the front line [12.61-12.62]: the attacker
 *   has 8 infantry + 2 artillery, the defender 5 infantry. Odds 10:5 = 2:1: +4. Attacker
 *   +4 +2 +2 = +8; defender +2 +1 (defender stands, 12.46) = +3; net +5. Dice 4 + 5 = 9,
 *   modified 14: "14+": the defender is ROUTED, L-2: half of his 5 SP front line, rounded
 *   up: 3 SP [12.51]. Pursuit [12.65]: the attacker's 1 reserve cavalry SP captures 2 SP,
 *   and 2 SP are left: 2. The battle ends: no next round.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include "bth-ui-test.h"

static void
settle_keys (void)
{
  /* bth_ui_settle() waits for the window to be still: its events read, drawn. */
  bth_ui_settle ();
}

/* Focuses the input ID and types TEXT over what it holds, then Tab: real keys. */
static void
type_into (GtkWidget *page, const char *id, const char *text)
{
  GtkWidget *w = bth_ui_find (page, id);

  gtk_widget_grab_focus (w);
  bth_ui_settle ();
  bth_ui_keys ("ctrl+a");
  bth_ui_type (text);
  settle_keys ();
  bth_ui_keys ("Tab");
  settle_keys ();
}

static int
spin_value (GtkWidget *page, const char *id)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (page, id)));
}

/* The value a result row shows at its end. */
static const char *
row_value (GtkWidget *page, const char *row)
{
  return gtk_label_get_text (GTK_LABEL (bth_ui_find (bth_ui_find (page, row), "value")));
}

static const char *
row_title (GtkWidget *page, const char *row)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, row)));
}

static AdwMessageDialog *
find_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (window))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static gboolean
sidebar_shows (BthWindow *window, const char *title)
{
  GtkWidget *list = bth_ui_find (GTK_WIDGET (window), "sidebar_list");

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row)
        && g_strcmp0 (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)))), title) == 0
        && gtk_widget_get_visible (row))
      return TRUE;
  return FALSE;
}

static void
test_new_game_plays_lga (void)
{
  BthWindow *window = bth_ui_window ();
  AdwMessageDialog *chooser;
  GtkWidget *page;

  bth_ui_apply_requested_size ();
  gtk_window_present (GTK_WINDOW (window));
  bth_ui_settle ();
  bth_ui_keys ("ctrl+n");
  settle_keys ();
  chooser = find_chooser ();
  g_assert_nonnull (chooser);
  g_assert_cmpstr (adw_message_dialog_get_response_label (chooser, "la-grande-armee"), ==, "La Grande Armée");
  /* War and Peace, the game played, is the default answer: Tab to La Grande Armée (the
   * buttons stand in a row, or in a column on a phone), then Return. */
  for (int i = 0; i < 4; i++)
    {
      GtkWidget *f = gtk_root_get_focus (GTK_ROOT (chooser));
      if (f != NULL && GTK_IS_BUTTON (f) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (f)), "La Grande Armée") == 0)
        break;
      bth_ui_keys_to (GTK_WINDOW (chooser), "Tab");
      settle_keys ();
    }
  bth_ui_keys_to (GTK_WINDOW (chooser), "Return");
  settle_keys ();
  g_assert_null (find_chooser ());

  g_assert_cmpstr (bth_window_get_game_module (window)->id, ==, "la-grande-armee");
  /* The window says which game: its subtitle names the rules. */
  g_assert_nonnull (strstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (bth_ui_find (GTK_WIDGET (window), "content_title"))),
                            "La Grande Armée"));
  /* The sidebar: under the game's name, its own tools, then the Dice Log. */
  {
    GtkListBox *sidebar = GTK_LIST_BOX (bth_ui_find (GTK_WIDGET (window), "sidebar_list"));
    GtkListBoxRow *first = NULL, *last = NULL;

    for (int i = 0; gtk_list_box_get_row_at_index (sidebar, i) != NULL; i++)
      {
        GtkListBoxRow *row = gtk_list_box_get_row_at_index (sidebar, i);

        if (!gtk_widget_get_visible (GTK_WIDGET (row)))
          continue;
        if (first == NULL)
          first = row;
        last = row;
      }
    g_assert_nonnull (first);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_header (first))), ==, "La Grande Armée");
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (first))), ==, "Skirmish");
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (last))), ==, "Dice Log");
  }
  /* Its first tool is shown, its tools are in the sidebar, War and Peace's are not. */
  page = bth_window_get_page (window, "lga-skirmish");
  g_assert_nonnull (page);
  g_assert_true (gtk_widget_get_mapped (page));
  /* with the focus on its first input, the attacking stack's line */
  bth_ui_assert_focus_in (page, "attacker-line");
  g_assert_true (sidebar_shows (window, "Skirmish"));
  g_assert_true (sidebar_shows (window, "Battle"));
  g_assert_true (sidebar_shows (window, "Dice Log"));
  g_assert_false (sidebar_shows (window, "Game"));
  g_assert_false (sidebar_shows (window, "Overrun"));
}

/* Where the focus is, for BTH_LGA_KEYS_DEBUG. */
static void
note_focus (const char *step)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (bth_ui_window ()));
  GString *s = g_string_new (NULL);

  if (g_getenv ("BTH_LGA_KEYS_DEBUG") == NULL)
    {
      g_string_free (s, TRUE);
      return;
    }
  for (GtkWidget *w = focus; w != NULL && !BTH_IS_PAGE (w); w = gtk_widget_get_parent (w))
    if (!g_str_has_prefix (gtk_widget_get_name (w), "Gtk") && !g_str_has_prefix (gtk_widget_get_name (w), "Adw"))
      g_string_append_printf (s, " < %s", gtk_widget_get_name (w));
  g_test_message ("after %s: %s%s", step, focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "(none)", s->str);
  g_string_free (s, TRUE);
}

/* The skirmish above by keyboard alone, from the page's first input to the result in view,
 * every key counted (as test-ui-quick-keys.c counts the quick lookups): the attacking
 * stack's line, 6 cavalry, 1 horse artillery and a leader of Combat Bonus 1, then the
 * defending stack's 3 cavalry, die 4. The rows follow the lines. */
static void
test_skirmish_by_keys (void)
{
  const char *steps[] = {
    "6c 1ha x+1", "Return",                       /* the attacking stack, on to the defender */
    "3c", "Return",                               /* the defending stack, on to the die */
    "4", "Return",                                /* the die, typed at the table */
  };
  GtkWidget *page = bth_ui_show_page ("lga-skirmish");
  guint keys;

  bth_ui_assert_focus_in (page, "attacker-line");
  bth_ui_key_count_reset ();
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      if (g_ascii_isdigit (steps[i][0]) || g_ascii_islower (steps[i][0]))
        bth_ui_type (steps[i]);
      else
        bth_ui_keys (steps[i]);
      settle_keys ();
      note_focus (steps[i]);
    }
  keys = bth_ui_key_count ();
  g_test_message ("skirmish by keys: %u (budget 18; bench-keys.sh reads test-ui-quick-keys)", keys);
  g_assert_cmpuint (keys, <=, 18);
  /* The rows took what the lines say. */
  g_assert_cmpint (spin_value (page, "attacker-cavalry"), ==, 6);
  g_assert_cmpint (spin_value (page, "attacker-horse-artillery"), ==, 1);
  g_assert_cmpint (spin_value (page, "attacker-leader"), ==, 1);
  g_assert_cmpint (spin_value (page, "defender-cavalry"), ==, 3);
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "1:1");
  g_assert_cmpstr (bth_ui_get_text (page, "drm_label"), ==, "+2");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "D1R");
  bth_ui_assert_in_view (page, "verdict_label");
}

/* Types TEXT into the line ID over what it holds, by real keys (an empty TEXT clears it). */
static void
type_line (GtkWidget *page, const char *id, const char *text)
{
  gtk_widget_grab_focus (bth_ui_find (page, id));
  bth_ui_settle ();
  bth_ui_keys ("ctrl+a");
  if (*text == '\0')
    bth_ui_keys ("BackSpace");
  else
    bth_ui_type (text);
  settle_keys ();
}

/* A result the table gives on two rows is one result, counted once: on the 1:1 column with
 * no modifier the faces 1 and 3 both read AR [11.0]. A defending stack with no cavalry is
 * fought on the best column, and the page says so in words. */
static void
test_skirmish_in_words (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-skirmish");
  guint ar = 0;

  /* a new skirmish (no key: the page has no button for it) */
  g_assert_true (gtk_widget_activate_action (page, "skirmish.new", NULL));
  settle_keys ();
  type_line (page, "attacker-line", "3c");
  type_line (page, "defender-line", "3c");
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "1:1");
  g_assert_cmpstr (row_title (page, "chance-AR"), ==, "AR — 2 faces of 6");
  g_assert_cmpstr (row_value (page, "chance-AR"), ==, "33.3 %");
  for (GtkWidget *w = gtk_widget_get_parent (bth_ui_find (page, "chance-AR")); w != NULL && ar == 0; w = NULL)
    for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
      if (g_str_equal (gtk_widget_get_name (c), "chance-AR"))
        ar++;
  g_assert_cmpuint (ar, ==, 1);

  type_line (page, "defender-line", "");
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "4:1");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, "odds_row"))),
                            "the defending stack has no cavalry SP"));
  bth_ui_scroll_to (page, "odds_row");
  bth_ui_snap ("lga-skirmish-no-defending-cavalry");
}

/* The first menu button inside WIDGET (a line's help). */
static GtkWidget *
find_menu_button (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_menu_button (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Tab from the first input: the attacker's line, the defender's line, then the battlefield
 * (the terrain first) on Battle, the stacks' rows on Skirmish; F1 in a line opens the
 * notation. Real keys. */
static void
test_tab_order (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-battle");

  gtk_widget_grab_focus (bth_ui_find (page, "attacker-line"));
  bth_ui_settle ();
  bth_ui_assert_focus_in (page, "attacker-line");
  bth_ui_keys ("Tab");
  settle_keys ();
  bth_ui_assert_focus_in (page, "defender-line");
  bth_ui_keys ("Tab");
  settle_keys ();
  bth_ui_assert_focus_in (page, "terrain");
  bth_ui_keys ("shift+Tab");
  settle_keys ();
  bth_ui_keys ("F1");
  settle_keys ();
  {
    GtkWidget *help = find_menu_button (bth_ui_find (page, "defender-line"));

    g_assert_nonnull (help);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (help)))));
    bth_ui_snap ("lga-battle-line-help");
    gtk_menu_button_popdown (GTK_MENU_BUTTON (help));
    settle_keys ();
  }

  page = bth_ui_show_page ("lga-skirmish");
  gtk_widget_grab_focus (bth_ui_find (page, "attacker-line"));
  bth_ui_settle ();
  bth_ui_keys ("Tab");
  settle_keys ();
  bth_ui_assert_focus_in (page, "defender-line");
  bth_ui_keys ("Tab");
  settle_keys ();
  bth_ui_assert_focus_in (page, "attacker-cavalry");
}

static void
test_skirmish (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-skirmish");
  GListModel *log = bth_session_get_rolls (bth_window_get_session (bth_ui_window ()));
  guint logged = g_list_model_get_n_items (log);

  type_into (page, "attacker-cavalry", "6");
  type_into (page, "attacker-horse-artillery", "1");
  type_into (page, "attacker-leader", "1");
  type_into (page, "defender-cavalry", "3");

  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "1:1");
  g_assert_cmpstr (bth_ui_get_text (page, "drm_label"), ==, "+2");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "drm_row"), "[11.2]"));
  g_assert_cmpstr (row_value (page, "chance-D1R"), ==, "50.0 %");
  g_assert_cmpstr (row_value (page, "chance-AR"), ==, "16.7 %");
  g_assert_cmpstr (row_value (page, "chance-DR*"), ==, "16.7 %");
  g_assert_null (bth_ui_try_find (page, "chance-DE"));
  bth_ui_scroll_to (page, "sides_box");
  bth_ui_snap ("lga-skirmish-stacks");

  /* The die typed at the table, and Enter. */
  gtk_widget_grab_focus (bth_ui_find (page, "typed_die_row"));
  bth_ui_settle ();
  bth_ui_type ("4");
  bth_ui_keys ("Return");
  settle_keys ();
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "D1R");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "verdict_text"), "loses 1 SP"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "verdict_caption"), "modified 6"));
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, logged + 1);
  bth_ui_assert_in_view (page, "verdict_label");
  bth_ui_snap ("lga-skirmish");
}

static void
test_battle_two_rounds_rout (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-battle");
  GListModel *log = bth_session_get_rolls (bth_window_get_session (bth_ui_window ()));
  guint logged = g_list_model_get_n_items (log);

  type_into (page, "attacker-infantry", "10");
  type_into (page, "attacker-field-artillery", "2");
  type_into (page, "attacker-reserve-cavalry", "1");
  type_into (page, "attacker-morale", "2");
  type_into (page, "defender-infantry", "8");
  type_into (page, "defender-morale", "2");

  /* Before the roll: the odds, both sides' modifiers, the chance of row 10. */
  g_assert_cmpstr (bth_ui_get_text (page, "round_label"), ==, "1");
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "4:3");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker_drm_label"), ==, "+5");
  g_assert_cmpstr (bth_ui_get_text (page, "defender_drm_label"), ==, "+2");
  g_assert_cmpstr (bth_ui_get_text (page, "net_drm_label"), ==, "+3");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "attacker_drm_row"), "[12.45]"));
  g_assert_cmpstr (row_title (page, "chance-row-10"), ==, "Row 10 — 6 in 36");
  g_assert_cmpstr (row_value (page, "chance-row-10"), ==, "16.7 %");
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "next_round_button")));
  bth_ui_scroll_to (page, "battle_group");
  bth_ui_snap ("lga-battle-forces");
  bth_ui_scroll_to (page, "odds_group");
  bth_ui_snap ("lga-battle-chances");

  /* Round 1: dice 3 4, Enter. */
  gtk_widget_grab_focus (bth_ui_find (page, "typed_dice"));
  bth_ui_settle ();
  bth_ui_type ("3 4");
  bth_ui_keys ("Return");
  settle_keys ();
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, logged + 1);
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "10");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker_cell"), ==, "2, 2 Advance Points");
  g_assert_cmpstr (bth_ui_get_text (page, "defender_cell"), ==, "3");
  g_assert_cmpstr (row_value (page, "attacker-loss"), ==, "2 SP");
  g_assert_cmpstr (row_value (page, "defender-loss"), ==, "3 SP");
  bth_ui_assert_in_view (page, "verdict_label");
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "next_round_button")));

  /* Round 2: Alt+X takes the losses from the units. */
  bth_ui_keys ("alt+x");
  settle_keys ();
  g_assert_cmpstr (bth_ui_get_text (page, "round_label"), ==, "2");
  g_assert_cmpint (spin_value (page, "attacker-infantry"), ==, 8);
  g_assert_cmpint (spin_value (page, "attacker-field-artillery"), ==, 2);
  g_assert_cmpint (spin_value (page, "attacker-reserve-cavalry"), ==, 1);
  g_assert_cmpint (spin_value (page, "defender-infantry"), ==, 5);
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "2:1");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker_drm_label"), ==, "+8");
  g_assert_cmpstr (bth_ui_get_text (page, "defender_drm_label"), ==, "+3");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "defender_drm_row"), "[12.46]"));
  g_assert_cmpstr (bth_ui_get_text (page, "net_drm_label"), ==, "+5");
  /* The focus waits in the dice entry for the next roll. */
  bth_ui_assert_focus_in (page, "typed_dice");
  bth_ui_type ("4 5");
  bth_ui_keys ("Return");
  settle_keys ();
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, logged + 2);
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "14+");
  g_assert_cmpstr (bth_ui_get_text (page, "defender_cell"), ==, "ROUTED, L-2");
  g_assert_cmpstr (row_value (page, "defender-loss"), ==, "3 SP");
  g_assert_cmpstr (row_value (page, "attacker-loss"), ==, "0 SP");
  g_assert_cmpstr (row_value (page, "pursuit"), ==, "2 SP");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "next_label"), "Routed"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "next_round_button")));
  bth_ui_assert_in_view (page, "verdict_label");
  bth_ui_snap ("lga-battle");

  /* Undo (the window's, as the other tools' tests call it: Ctrl+Z in the dice entry is
   * the entry's own) takes back the second roll, then the next round: the losses come back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  settle_keys ();
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "result_box")));
  g_assert_cmpstr (bth_ui_get_text (page, "round_label"), ==, "2");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  settle_keys ();
  g_assert_cmpstr (bth_ui_get_text (page, "round_label"), ==, "1");
  g_assert_cmpint (spin_value (page, "attacker-infantry"), ==, 10);
  g_assert_cmpint (spin_value (page, "defender-infantry"), ==, 8);
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "10");

  /* 12 SP against 2: 6:1, 4:1 or more: the defender is eliminated without dice and the
   * attacker gains 4 Advance Points [12.15]. */
  type_into (page, "defender-infantry", "2");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "result_box")));
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "4:1+");
  g_assert_cmpstr (row_value (page, "defender-loss"), ==, "2 SP");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "attacker_effect"), "4 Advance Points"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));
}

/* A row edited rewrites the line with just that change: the Guard's own morale, the
 * Demoralized cavalry and the third leader, which no row shows, stay in it (real keys). And
 * the Skirmish page keeps its line as typed: undoing a row's change brings back the typed
 * line, the heavy cavalry and Murat's rank and name with it, not one written from the rows. */
static void
test_rows_keep_the_line (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-battle");

  bth_ui_keys ("alt+n");
  settle_keys ();
  type_into (page, "attacker-line", "14i 5i/4 3c* m3 Soult xxx+2 xx+1 x+1");
  g_assert_cmpint (spin_value (page, "attacker-cavalry"), ==, 3);
  type_into (page, "attacker-cavalry", "4");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker-line"), ==, "14i 5i/4 4c* m3 Soult xxx+2 xx+1 x+1");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "attacker-line-meaning"), "Morale Rating 4"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "attacker-line-meaning"), "Demoralized"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "attacker-line-meaning"), "Brigade Leader"));
  /* the side's morale, typed, is said as entered */
  g_assert_null (strstr (bth_ui_get_text (page, "attacker-line-meaning"), "from the scenario"));

  page = bth_ui_show_page ("lga-skirmish");
  bth_ui_keys ("alt+n");
  settle_keys ();
  type_into (page, "attacker-line", "2hc 1ha Murat xxx+3c");
  g_assert_cmpint (spin_value (page, "attacker-cavalry"), ==, 2);
  type_into (page, "attacker-horse-artillery", "2");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker-line"), ==, "2hc 2ha Murat xxx+3c");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  settle_keys ();
  g_assert_cmpstr (bth_ui_get_text (page, "attacker-line"), ==, "2hc 1ha Murat xxx+3c");
  g_assert_cmpint (spin_value (page, "attacker-horse-artillery"), ==, 1);
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/lga/new-game", test_new_game_plays_lga);
  g_test_add_func ("/ui/lga/skirmish-by-keys", test_skirmish_by_keys);
  g_test_add_func ("/ui/lga/skirmish", test_skirmish);
  g_test_add_func ("/ui/lga/skirmish-in-words", test_skirmish_in_words);
  g_test_add_func ("/ui/lga/tab-order", test_tab_order);
  g_test_add_func ("/ui/lga/battle-two-rounds-rout", test_battle_two_rounds_rout);
  /* last: it leaves both pages' lines filled in */
  g_test_add_func ("/ui/lga/rows-keep-the-line", test_rows_keep_the_line);
  return bth_ui_test_run ();
}
