/* test-ui-lga-rolls.c — La Grande Armée's Morale, Attrition and Weather pages, driven with
 * real key events (xdotool on the test's X display) from New Game to their results, the
 * shown numbers checked against values worked out from the rules:
 *
 *   Morale [13.0]: 6 SP of Morale Rating 3 and 4 SP of Rating 2 — the majority's rating is
 *   3; the leader commanding the whole stack adds his Morale Bonus 1: the stack passes on a
 *   die of 4 or less (4 in 6). The die typed is 5: failed; as reserves after a Routed
 *   result they are routed as well [12.51] and go on the rout track [13.26].
 *
 *   Attrition [16.0]: 12 SP under a Force March order, a Mud turn (+1) and an all-French
 *   force (−1) [16.3]: DRM 0, the Forced March Attrition table's 11-20 row. Each face d
 *   gives column d: 2, 3, 3, 4, 4, 5 SP; the leader's Initiative 2 gives min(5, d + 2)
 *   extra MP [7.22]: 3, 4, 5, 5, 5, 5. The die typed is 4 — the Force March die is the
 *   attrition roll [7.24]: 4 SP lost and 5 extra MP.
 *
 *   Weather [5.0]: December's column reads M M S S S S: Mud 2 in 6, Snow 4 in 6; die 6:
 *   Snow, +2 to attrition [16.3].
 *
 * and Forage [14.4] with keys, Siege [15.5] through its widgets, and the Tables' cells.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "bth-installed-games.h"
#include "bth-roll-record.h"
#include "bth-table-view.h"
#include "bth-ui-test.h"

/* Real keys, then time for GTK to read the events the X server delivers asynchronously. */
static void
settle_input (void)
{
  /* bth_ui_settle() waits for the window to be still: its events read, drawn. */
  bth_ui_settle ();
}

/* With BTH_LGA_KEYS_DEBUG set: where the focus is after each step. */
static void
note (const char *step)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (bth_ui_window ()));
  GString *s;

  if (g_getenv ("BTH_LGA_KEYS_DEBUG") == NULL)
    return;
  s = g_string_new (NULL);
  for (GtkWidget *w = focus; w != NULL && !BTH_IS_PAGE (w); w = gtk_widget_get_parent (w))
    if (!g_str_has_prefix (gtk_widget_get_name (w), "Gtk") && !g_str_has_prefix (gtk_widget_get_name (w), "Adw"))
      g_string_append_printf (s, " < %s", gtk_widget_get_name (w));
  g_test_message ("after %s (active %d, toplevels %u): %s%s", step, gtk_window_is_active (GTK_WINDOW (bth_ui_window ())),
                  g_list_model_get_n_items (gtk_window_get_toplevels ()), focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "(none)", s->str);
  g_string_free (s, TRUE);
}

static void
press (const char *keys)
{
  bth_ui_settle ();
  bth_ui_keys (keys);
  settle_input ();
  note (keys);
}

static void
type (const char *text)
{
  bth_ui_settle ();
  bth_ui_type (text);
  settle_input ();
  note (text);
}

static AdwMessageDialog *
find_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (window) && g_strcmp0 (gtk_widget_get_name (window), "new-game-chooser") == 0
          && gtk_widget_get_visible (window))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static const char *
row_title (GtkWidget *page, const char *id)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, id)));
}

/* The explanation line whose title contains TEXT, or the test fails. */
static GtkWidget *
explain_line (GtkWidget *page, const char *text)
{
  for (int i = 1; i < 40; i++)
    {
      g_autofree char *id = g_strdup_printf ("explain-%d", i);
      GtkWidget *row = bth_ui_try_find (page, id);

      if (row == NULL)
        break;
      if (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), text) != NULL)
        return row;
    }
  g_error ("no explanation line with \"%s\"", text);
}

static const char *
line_part (GtkWidget *row, const char *part)
{
  return gtk_label_get_text (GTK_LABEL (bth_ui_find (row, part)));
}

static BthRollRecord *
last_roll (GtkWidget *page)
{
  GListModel *rolls = bth_session_get_rolls (bth_page_get_session (BTH_PAGE (page)));
  guint n = g_list_model_get_n_items (rolls);

  g_assert_cmpuint (n, >, 0);
  return g_list_model_get_item (rolls, n - 1);
}

static guint
n_rolls (GtkWidget *page)
{
  return g_list_model_get_n_items (bth_session_get_rolls (bth_page_get_session (BTH_PAGE (page))));
}

/* Ctrl+N, La Grande Armée: the window plays it and shows its Morale page. */
static void
test_new_game_then_morale (void)
{
  BthWindow *window = bth_ui_window ();
  AdwMessageDialog *chooser;
  GtkStack *stack;

  gtk_window_present (GTK_WINDOW (window));
  bth_ui_apply_requested_size ();
  press ("ctrl+n");
  chooser = find_chooser ();
  g_assert_nonnull (chooser);
  g_assert_true (adw_message_dialog_has_response (chooser, "la-grande-armee"));
  adw_message_dialog_response (chooser, "la-grande-armee");
  /* A response given by the program leaves the dialog to its caller (a click closes it). */
  gtk_window_close (GTK_WINDOW (chooser));
  bth_ui_settle ();
  g_assert_cmpstr (bth_window_get_game_module (window)->id, ==, "la-grande-armee");
  stack = GTK_STACK (bth_ui_find (GTK_WIDGET (window), "stack"));
  /* Its first tool is Skirmish; Morale is the third in its sidebar (Alt+3). */
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "lga-skirmish");
  /* One key per tool in every game (issue 32: Battle was Ctrl+2 here, Ctrl+1 in War and
   * Peace): the tools both games have open by War and Peace's keys (test-ui-campaign-start). */
  press ("ctrl+1");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "lga-battle");
  press ("ctrl+2");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "lga-attrition");
  press ("ctrl+5");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "lga-siege");
  press ("ctrl+6");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "lga-weather");
  press ("ctrl+7");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "dice-log");
  press ("ctrl+8");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "lga-tables");
  press ("alt+3");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "lga-morale");
  g_assert_true (gtk_widget_get_mapped (bth_window_get_page (window, "lga-morale")));
  /* War and Peace's pages are not this game's. */
  g_assert_null (bth_window_get_page (window, "attrition"));
}

static gboolean
debug_key (GtkEventControllerKey *c, guint keyval, guint keycode, GdkModifierType state, gpointer data)
{
  if (g_getenv ("BTH_LGA_KEYS_DEBUG") != NULL)
    g_test_message ("key %s", gdk_keyval_name (keyval));
  return FALSE;
}

static void
test_morale_check (void)
{
  {
    GtkEventController *k = gtk_event_controller_key_new ();
    gtk_event_controller_set_propagation_phase (k, GTK_PHASE_CAPTURE);
    g_signal_connect (k, "key-pressed", G_CALLBACK (debug_key), NULL);
    gtk_widget_add_controller (GTK_WIDGET (bth_ui_window ()), k);
  }
  GtkWidget *page = bth_ui_show_page ("lga-morale");
  guint before = n_rolls (page);
  g_autoptr(BthRollRecord) roll = NULL;
  GtkWidget *line;

  bth_ui_apply_requested_size ();
  gtk_widget_grab_focus (bth_ui_find (page, "sp_rating_4"));
  bth_ui_settle ();
  note ("focus on sp_rating_4");
  /* Nothing entered: the chance is unknown and names what to enter; no roll. */
  g_assert_nonnull (strstr (bth_ui_get_text (page, "chance_row"), "enter the stack's infantry and cavalry SP"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));

  /* One Tab stop per input. */
  press ("Tab");
  bth_ui_assert_focus_in (page, "sp_rating_3");
  type ("6");
  press ("Tab");
  bth_ui_assert_focus_in (page, "sp_rating_2");
  type ("4");
  press ("Tab");
  bth_ui_assert_focus_in (page, "sp_rating_1");
  press ("Tab");
  bth_ui_assert_focus_in (page, "bonus_spin");
  type ("1");
  press ("Tab");
  bth_ui_assert_focus_in (page, "leader_switch");
  /* The bonus counts only with the leader commanding the whole stack: 3 until he is. */
  g_assert_cmpstr (bth_ui_get_text (page, "target_label"), ==, "3");
  press ("space");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (page, "leader_switch"))));
  press ("Tab");
  bth_ui_assert_focus_in (page, "occasion_row");
  press ("Tab");
  bth_ui_assert_focus_in (page, "typed_die_row");

  /* Before the die: rating 3 + bonus 1 = 4, passes on 1-4. */
  g_assert_cmpstr (bth_ui_get_text (page, "target_label"), ==, "4");
  g_assert_cmpstr (bth_ui_get_text (page, "chance_row"), ==, "Passes on a die of 1–4: 4 in 6 (66.7 %)");
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));

  type ("5");
  press ("Return");

  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Failed");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "caption_label"), "Die 5 against 4 or less"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "caption_label"), "typed at the table"));
  line = explain_line (page, "Morale Rating 3: 6 of the stack's 10");
  g_assert_cmpstr (line_part (line, "value"), ==, "+3");
  g_assert_cmpstr (line_part (line, "rule"), ==, "[13.0]");
  line = explain_line (page, "Morale Bonus");
  g_assert_cmpstr (line_part (line, "value"), ==, "+1");
  line = explain_line (page, "more than 4");
  g_assert_cmpstr (line_part (line, "value"), ==, "5");
  line = explain_line (page, "The reserves are routed as well");
  g_assert_cmpstr (line_part (line, "rule"), ==, "[12.51]");
  line = explain_line (page, "Rout 1");
  g_assert_cmpstr (line_part (line, "rule"), ==, "[13.26]");
  bth_ui_assert_in_view (page, "verdict_label");

  /* The typed die is used up; the roll is in the dice log as typed. */
  g_assert_cmpstr (bth_ui_get_text (page, "typed_die_row"), ==, "");
  g_assert_cmpuint (n_rolls (page), ==, before + 1);
  roll = last_roll (page);
  g_assert_cmpint (bth_roll_record_get_total (roll), ==, 5);
  g_assert_true (bth_roll_record_get_typed (roll));
  g_assert_cmpstr (bth_roll_record_get_result (roll), ==, "Failed");
  bth_ui_snap ("lga-morale");

  /* Alt+R rolls again, Berthier's die this time. */
  press ("alt+r");
  g_assert_cmpuint (n_rolls (page), ==, before + 2);
  g_clear_object (&roll);
  roll = last_roll (page);
  g_assert_false (bth_roll_record_get_typed (roll));
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==,
                   bth_roll_record_get_total (roll) <= 4 ? "Passed" : "Failed");
}

static void
assert_row (BthTableView *table, guint row, const char * const *expected)
{
  for (guint c = 0; c < 6; c++)
    g_assert_cmpstr (bth_table_view_get_cell (table, row, c), ==, expected[c]);
}

static void
test_attrition_force_march (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-attrition");
  BthTableView *faces = BTH_TABLE_VIEW (bth_ui_find (page, "faces_table"));
  guint before = n_rolls (page);
  g_autoptr(BthRollRecord) roll = NULL;
  GtkWidget *line;

  bth_ui_apply_requested_size ();
  gtk_widget_grab_focus (bth_ui_find (page, "sp_spin"));
  bth_ui_settle ();
  g_assert_nonnull (strstr (bth_ui_get_text (page, "chance_row"), "enter the stack's strength in SP"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (faces)));

  type ("12");
  press ("Tab");
  bth_ui_assert_focus_in (page, "order_row");
  type ("f");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "order_row"))), ==, 1);
  press ("Tab");
  bth_ui_assert_focus_in (page, "cavalry_switch");
  press ("Tab");
  bth_ui_assert_focus_in (page, "winter_switch");
  press ("Tab");
  bth_ui_assert_focus_in (page, "weather_row");
  type ("m");
  press ("Tab");
  bth_ui_assert_focus_in (page, "unsupplied_switch");
  press ("Tab");
  bth_ui_assert_focus_in (page, "french_row");
  type ("aa");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "french_row"))), ==, 2);
  press ("Tab");
  bth_ui_assert_focus_in (page, "cossack_switch");
  press ("Tab");
  bth_ui_assert_focus_in (page, "initiative_spin");
  type ("2");
  /* The Double Force March switch is for that order only: the next stop is the die. */
  press ("Tab");
  bth_ui_assert_focus_in (page, "typed_die_row");

  /* Before the die: what each face gives. */
  g_assert_cmpstr (row_title (page, "chance_row"), ==, "Forced March Attrition Table");
  g_assert_cmpstr (bth_ui_get_text (page, "chance_row"), ==, "2 SP: 1 in 6 · 3 SP: 2 in 6 · 4 SP: 2 in 6 · 5 SP: 1 in 6");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (faces)));
  assert_row (faces, 0, (const char *[]) { "1", "2", "3", "4", "5", "6" });
  assert_row (faces, 1, (const char *[]) { "2", "3", "3", "4", "4", "5" });
  assert_row (faces, 2, (const char *[]) { "3", "4", "5", "5", "5", "5" });
  bth_ui_snap ("lga-attrition-before");

  type ("4");
  press ("Return");

  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "4 SP lost");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "caption_label"), "Die 4, modified 4, Forced March Attrition"));
  line = explain_line (page, "The Force March die roll is the attrition die roll");
  g_assert_cmpstr (line_part (line, "value"), ==, "4");
  g_assert_cmpstr (line_part (line, "rule"), ==, "[7.24, 16.24]");
  line = explain_line (page, "Mud turn");
  g_assert_cmpstr (line_part (line, "value"), ==, "+1");
  g_assert_cmpstr (line_part (line, "rule"), ==, "[16.3]");
  line = explain_line (page, "All French force");
  g_assert_cmpstr (line_part (line, "value"), ==, "−1");
  g_assert_cmpstr (line_part (line, "rule"), ==, "[16.3]");
  line = explain_line (page, "Modified roll 4 on the Forced March Attrition Table, row 11-20 SP");
  g_assert_cmpstr (line_part (line, "rule"), ==, "[16.23]");
  line = explain_line (page, "SP lost");
  g_assert_cmpstr (line_part (line, "value"), ==, "4");
  line = explain_line (page, "Extra MP: die 4 + Initiative Rating 2");
  g_assert_cmpstr (line_part (line, "value"), ==, "5");
  g_assert_cmpstr (line_part (line, "rule"), ==, "[7.22]");
  g_assert_true (bth_table_view_is_highlighted (faces, 1, 3));
  bth_ui_assert_in_view (page, "verdict_label");

  g_assert_cmpuint (n_rolls (page), ==, before + 1);
  roll = last_roll (page);
  g_assert_cmpint (bth_roll_record_get_total (roll), ==, 4);
  g_assert_cmpstr (bth_roll_record_get_result (roll), ==, "4 SP lost, 5 extra MP");
  bth_ui_snap ("lga-attrition");

  /* Ctrl+Z, the focus still in the die entry, takes the roll back: the die typed is back,
   * the result gone, the roll marked as taken back; Enter rolls it again. */
  bth_ui_assert_focus_in (page, "typed_die_row");
  press ("ctrl+z");
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "result_box")));
  g_assert_cmpstr (bth_ui_get_text (page, "typed_die_row"), ==, "4");
  g_assert_true (bth_roll_record_get_undone (roll));
  press ("Return");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "4 SP lost");
}

static void
test_weather_december (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-weather");
  GtkWidget *line;

  bth_ui_apply_requested_size ();
  gtk_widget_grab_focus (bth_ui_find (page, "month_row"));
  bth_ui_settle ();
  g_assert_nonnull (strstr (bth_ui_get_text (page, "chance_row"), "choose the month"));
  type ("d");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "month_row"))), ==, 12);
  g_assert_cmpstr (bth_ui_get_text (page, "chance_row"), ==, "Mud: 2 in 6 · Snow: 4 in 6");
  press ("Tab");
  bth_ui_assert_focus_in (page, "typed_die_row");
  type ("6");
  press ("Return");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Snow");
  line = explain_line (page, "Snow turn");
  g_assert_cmpstr (line_part (line, "value"), ==, "+2");
  g_assert_cmpstr (line_part (line, "rule"), ==, "[16.3]");
  bth_ui_snap ("lga-weather");
}

/* Foraging [14.44, 14.46]: French foragers 2 hexes from a friendly town already marked
 * Foraged, in a Clear turn. Three corps are more than a town feeds (2): all unsupplied and
 * the town Depleted [14.46]; two corps are fed, and the Foraged marker becomes Depleted. */
static void
test_forage_town (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-forage");

  bth_ui_apply_requested_size ();
  gtk_widget_grab_focus (bth_ui_find (page, "corps_spin"));
  bth_ui_settle ();
  /* The distance is not given yet: no silent 0. */
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Cannot forage here");
  explain_line (page, "distance not entered");
  type ("3");
  press ("Tab");
  bth_ui_assert_focus_in (page, "weather_row");
  press ("Tab");
  bth_ui_assert_focus_in (page, "place_row");
  press ("Tab");
  bth_ui_assert_focus_in (page, "marker_row");
  type ("f");
  press ("Tab");
  bth_ui_assert_focus_in (page, "distance_spin");
  type ("2");
  press ("Tab");
  bth_ui_assert_focus_in (page, "start_switch");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Unsupplied");
  g_assert_cmpstr (line_part (explain_line (page, "3 corps forage a town that feeds 2"), "rule"), ==, "[14.46]");
  g_assert_cmpstr (bth_ui_get_text (page, "caption_label"), ==, "Marker: Foraged → Depleted");

  gtk_widget_grab_focus (bth_ui_find (page, "corps_spin"));
  bth_ui_settle ();
  type ("2");
  press ("Tab");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Supplied by foraging");
  g_assert_cmpstr (line_part (explain_line (page, "the Foraged marker becomes Depleted"), "rule"), ==, "[14.44]");
  g_assert_cmpstr (line_part (explain_line (page, "A town feeds 2 corps"), "value"), ==, "2");
  bth_ui_snap ("lga-forage");
}

/* A siege of a major fortress with a depot [15.51-15.52]: one die + 2 supply trains; then
 * the unsupplied garrison's Morale Check [13.14, 15.54], rating 2, die 3: it surrenders. */
static void
test_siege (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-siege");

  bth_ui_apply_requested_size ();
  bth_ui_select (page, "depot_row", "A depot marker");
  bth_ui_set_value (page, "besiegers_spin", 12);
  bth_ui_set_value (page, "garrison_printed_spin", 8);
  bth_ui_set_value (page, "garrison_spin", 8);
  g_assert_nonnull (strstr (bth_ui_get_text (page, "assault_row"), "The garrison's 8 SP defend as 24"));
  bth_ui_set_text (page, "typed_die_row", "3");
  bth_ui_press_enter (page, "typed_die_row");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "5 supply trains");
  g_assert_cmpstr (line_part (explain_line (page, "Added to the die"), "value"), ==, "+2");

  bth_ui_select (page, "purpose_row", "The unsupplied garrison's Morale Check");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "chance_row"), "enter the garrison's Morale Rating"));
  bth_ui_set_value (page, "rating_spin", 2);
  g_assert_cmpstr (bth_ui_get_text (page, "chance_row"), ==,
                   "The garrison passes on a die of 2 or less: 2 in 6 (33.3 %); otherwise it surrenders");
  bth_ui_set_text (page, "typed_die_row", "3");
  bth_ui_press_enter (page, "typed_die_row");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Surrenders");
  g_assert_cmpstr (line_part (explain_line (page, "the fortress surrenders"), "rule"), ==, "[13.14, 15.54]");
  bth_ui_snap ("lga-siege");
}

/* The cell at ROW, COLUMN of the chart ID (its body: no headers). */
static const char *
chart_cell (GtkWidget *page, const char *id, int row, int column)
{
  GtkWidget *label = gtk_grid_get_child_at (GTK_GRID (bth_ui_find (page, id)), column + 1, row + 1);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_text (GTK_LABEL (label));
}

static void
test_tables (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-tables");

  bth_ui_apply_requested_size ();
  /* A few cells, as the seed prints them. */
  g_assert_cmpstr (chart_cell (page, "crt", 0, 0), ==, "ROUTED, L-2");
  g_assert_cmpstr (chart_cell (page, "crt", 1, 0), ==, "3, WITHDRAW, L-2");
  g_assert_cmpstr (chart_cell (page, "crt", 14, 1), ==, "ROUTED, L-2");
  g_assert_null (gtk_grid_get_child_at (GTK_GRID (bth_ui_find (page, "crt")), 0, 16));
  g_assert_cmpstr (chart_cell (page, "normal_march", 5, 10), ==, "20");
  g_assert_cmpstr (chart_cell (page, "forced_march", 3, 4), ==, "4");
  g_assert_cmpstr (chart_cell (page, "weather_table", 5, 11), ==, "S");
  g_assert_cmpstr (chart_cell (page, "skirmish_table", 0, 4), ==, "DR*");
  bth_ui_snap ("lga-tables");
  bth_ui_scroll_to (page, "crt-chart");
  bth_ui_snap ("lga-tables-crt");
  bth_ui_scroll_to (page, "normal_march-chart");
  bth_ui_snap ("lga-tables-attrition");
  bth_ui_scroll_to (page, "weather_table-chart");
  bth_ui_snap ("lga-tables-weather");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/lga/new-game-then-morale", test_new_game_then_morale);
  g_test_add_func ("/ui/lga/morale-check", test_morale_check);
  g_test_add_func ("/ui/lga/attrition-force-march", test_attrition_force_march);
  g_test_add_func ("/ui/lga/weather-december", test_weather_december);
  g_test_add_func ("/ui/lga/forage-town", test_forage_town);
  g_test_add_func ("/ui/lga/siege", test_siege);
  g_test_add_func ("/ui/lga/tables", test_tables);
  return bth_ui_test_run ();
}
