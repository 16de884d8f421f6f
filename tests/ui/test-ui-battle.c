/* test-ui-battle.c — the Battle screen, driven as a player would: the rulebook's combat
 * example of section O.3 typed into the widgets, the dice fixed to 4 + 4 = 8.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-force-editor.h"
#include "bth-ui-test.h"
#include "bth-ui-battle-entry.h"


/* The first widget of TYPE under ROOT, depth first. */
static GtkWidget *
find_descendant (GtkWidget *root,
                 GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = G_TYPE_CHECK_INSTANCE_TYPE (child, type) ? child : find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The label under ROOT with CSS_CLASS and TEXT, or NULL. */
static GtkWidget *
find_label (GtkWidget  *root,
            const char *css_class,
            const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, css_class)
          && g_strcmp0 (gtk_label_get_text (GTK_LABEL (child)), text) == 0)
        return child;
      if ((found = find_label (child, css_class, text)) != NULL)
        return found;
    }
  return NULL;
}

/* The CRT (drawn as on the Tables screen) marks the 3:2 row; scrolled to its last column
 * (as on a 360 px window), the odds of that row are still in view beside the cells. */
static void
check_crt_odds_stay_in_view (GtkWidget *page)
{
  GtkWidget *crt = bth_ui_find (page, "crt_view");
  GtkWidget *scrolled = find_descendant (crt, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *across = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scrolled));
  GtkWidget *odds = find_label (crt, "highlight-header", "3:2");
  graphene_rect_t bounds;

  g_assert_nonnull (odds);
  g_assert_true (gtk_widget_has_css_class (odds, "row-header"));
  /* The rolled cell is in the column of L = 1, S = D1. */
  g_assert_nonnull (find_label (crt, "highlight-header", "1  D1"));

  /* The odds (fixed) and the rolled cell (scrolled) are two grids: one row's height. */
  {
    GtkWidget *cell = find_label (crt, "highlight", "9");
    graphene_rect_t cell_bounds;

    g_assert_nonnull (cell);
    g_assert_true (gtk_widget_compute_bounds (odds, crt, &bounds));
    g_assert_true (gtk_widget_compute_bounds (cell, crt, &cell_bounds));
    g_assert_cmpfloat_with_epsilon (bounds.origin.y, cell_bounds.origin.y, 0.5);
    g_assert_cmpfloat_with_epsilon (bounds.size.height, cell_bounds.size.height, 0.5);
  }

  gtk_adjustment_set_value (across, gtk_adjustment_get_upper (across));
  bth_ui_settle ();
  g_assert_true (gtk_widget_compute_bounds (odds, crt, &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (crt));
  bth_ui_scroll_to (page, "crt_view");
  bth_ui_snap ("battle-crt-scrolled");
  gtk_adjustment_set_value (across, 0);
}

/* Counts the labels under ROOT with CSS_CLASS, and keeps the texts. */
static guint
collect_labels (GtkWidget  *root,
                const char *css_class,
                GPtrArray  *texts)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, css_class))
        {
          g_ptr_array_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (child))));
          n++;
        }
      n += collect_labels (child, css_class, texts);
    }
  return n;
}

/* With the optional Grand Campaign CRT the same chart as on the Tables screen is drawn:
 * before the roll the 3:2 odds' two rows are marked, after it the column of the modified
 * roll (9) and the two results the Battle screen announces. */
static void
test_grand_campaign_crt (void)
{
  GtkWidget *page = bth_ui_enter_o3_example ();
  GtkWidget *crt = bth_ui_find (page, "crt_view");
  g_autoptr(GPtrArray) headers = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *larger = NULL;
  g_autofree char *smaller = NULL;

  bth_ui_set_active (page, "opt_grand_campaign_crt", TRUE);
  g_assert_cmpstr (bth_ui_get_text (page, "odds_value"), ==, "3:2");
  g_assert_cmpuint (collect_labels (crt, "highlight-header", headers), ==, 2);
  g_assert_cmpstr (g_ptr_array_index (headers, 0), ==, "L result");
  g_assert_cmpstr (g_ptr_array_index (headers, 1), ==, "S result");

  bth_ui_set_text (page, "typed_dice", "4 4");
  bth_ui_press_enter (page, "typed_dice");
  g_assert_nonnull (find_label (crt, "highlight-header", "9"));
  g_assert_cmpuint (collect_labels (crt, "highlight", cells), ==, 2);
  /* "L = D1" on the result card, "D1" in the chart's cell. */
  larger = g_strdup (bth_ui_get_text (page, "result_larger") + strlen ("L = "));
  smaller = g_strdup (bth_ui_get_text (page, "result_smaller") + strlen ("S = "));
  g_assert_cmpstr (g_ptr_array_index (cells, 0), ==, larger);
  g_assert_cmpstr (g_ptr_array_index (cells, 1), ==, smaller);
  bth_ui_scroll_to (page, "crt_view");
  bth_ui_snap ("battle-gc-crt");

  /* The option is a preference: put it back for the other tests. */
  bth_ui_set_active (page, "opt_grand_campaign_crt", FALSE);
}

static void
test_o3_example (void)
{
  GtkWidget *page = bth_ui_enter_o3_example ();
  BthSession *session = bth_page_get_session (BTH_PAGE (page));
  GListModel *rolls = bth_session_get_rolls (session);
  guint rolls_before = g_list_model_get_n_items (rolls);

  /* Before the roll: the defender is larger, 21 against 13 SP is 3:2, net DRM +1. */
  g_assert_cmpstr (bth_ui_get_text (page, "odds_value"), ==, "3:2");
  g_assert_cmpstr (bth_ui_get_text (page, "drm_value"), ==, "+1");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "larger_row"), "Defender"));
  bth_ui_scroll_to (page, "preview_group");
  bth_ui_snap ("battle-before-roll");
  bth_ui_scroll_to (page, "attacker_editor");
  bth_ui_snap ("battle-entry");

  /* The players rolled 4 and 4 at the table; Enter rolls. */
  bth_ui_set_text (page, "typed_dice", "4 4");
  bth_ui_press_enter (page, "typed_dice");

  g_assert_cmpstr (bth_ui_get_text (page, "result_larger"), ==, "L = 1");
  g_assert_cmpstr (bth_ui_get_text (page, "result_smaller"), ==, "S = D1");
  g_assert_cmpstr (bth_ui_get_text (page, "loss_larger"), ==, "2");
  g_assert_cmpstr (bth_ui_get_text (page, "loss_smaller"), ==, "3");
  g_assert_cmpstr (bth_ui_get_text (page, "roll_summary"), ==, "Rolled 4 + 4 = 8, modified +1 → 9");
  /* The result came into view by itself; the focus stayed in the dice for the next roll,
   * and Escape empties what was typed there. */
  bth_ui_assert_in_view (page, "result_group");
  bth_ui_assert_focus_in (page, "typed_dice");
  bth_ui_type ("6 5");
  g_assert_cmpstr (bth_ui_get_text (page, "typed_dice"), ==, "6 5");
  bth_ui_keys ("Escape");
  g_assert_cmpstr (bth_ui_get_text (page, "typed_dice"), ==, "");

  /* The roll is in the dice log, marked as typed by the players. */
  g_assert_cmpuint (g_list_model_get_n_items (rolls), ==, rolls_before + 1);
  {
    g_autoptr(BthRollRecord) record = g_list_model_get_item (rolls, rolls_before);
    g_assert_true (bth_roll_record_get_typed (record));
    g_assert_cmpint (bth_roll_record_get_total (record), ==, 8);
    g_assert_cmpstr (bth_roll_record_get_result (record), ==, "L=1, S=D1; losses 2 and 3");
  }

  /* The suggested losses meet P.3: two landwehr; one French I, one C and one Bavarian. */
  g_assert_nonnull (strstr (bth_ui_get_text (page, "defender-losses-status"), "✓"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "attacker-losses-status"), "✓"));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (bth_ui_find (page, "defender-losses-unit-2"))), ==, 2);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (bth_ui_find (page, "attacker-losses-unit-0"))), ==, 1);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (bth_ui_find (page, "attacker-losses-unit-1"))), ==, 1);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (bth_ui_find (page, "attacker-losses-unit-2"))), ==, 1);
  bth_ui_scroll_to (page, "result_group");
  bth_ui_snap ("battle-result");
  bth_ui_assert_fits_width (360);
  check_crt_odds_stay_in_view (page);
  bth_ui_scroll_to (page, "losses_group");
  bth_ui_snap ("battle-losses");

  /* P.3.c: a force with a D result must lose cavalry; taking it all from infantry fails. */
  bth_ui_set_value (page, "attacker-losses-unit-1", 0);
  bth_ui_set_value (page, "attacker-losses-unit-0", 2);
  g_assert_null (strstr (bth_ui_get_text (page, "attacker-losses-status"), "✓"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "next_round_button")));
  bth_ui_click (page, "attacker-losses-suggest");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "attacker-losses-status"), "✓"));

  /* Next round: the losses come off the counters and D1 stays with the attacker. */
  bth_ui_click (page, "next_round_button");
  g_assert_cmpstr (bth_ui_get_text (page, "defender-unit-2-sp"), ==, "9");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker-unit-0-sp"), ==, "4");
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (bth_ui_find (page, "attacker-demoralization"))), ==, 1);
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "result_group")));
  bth_ui_scroll_to (page, "rounds_group");
  bth_ui_snap ("battle-round-two");

  /* Ctrl+Z takes the round back, to the rolled result; again, to before the roll. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "defender-unit-2-sp"), ==, "11");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "result_group")));
  g_assert_cmpstr (bth_ui_get_text (page, "result_smaller"), ==, "S = D1");
  /* The loss edits and the suggestion were one step (same field): back to the roll's own
   * suggestion, the dice still shown. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  bth_ui_settle ();
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "result_group")));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (bth_ui_find (page, "attacker-losses-unit-1"))), ==, 1);
  {
    g_autoptr(BthRollRecord) record = g_list_model_get_item (rolls, rolls_before);
    g_assert_false (bth_roll_record_get_undone (record));
  }
  /* And the roll itself. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  bth_ui_settle ();
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "result_group")));
  {
    g_autoptr(BthRollRecord) record = g_list_model_get_item (rolls, rolls_before);
    g_assert_true (bth_roll_record_get_undone (record));
  }
  /* The entries are all still there. */
  g_assert_cmpstr (bth_ui_get_text (page, "odds_value"), ==, "3:2");
}

static void
test_impossible_entries (void)
{
  GtkWidget *page = bth_ui_enter_o3_example ();

  /* A negative strength is named beside the unit, and nothing can be rolled. */
  bth_ui_set_text (page, "attacker-unit-1-sp", "-3");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "attacker-unit-1-error")));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "attacker-unit-1-error"), "at least 1 SP"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));
  bth_ui_scroll_to (page, "attacker-unit-0");
  bth_ui_snap ("battle-impossible-strength");
  bth_ui_set_text (page, "attacker-unit-1-sp", "3");
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "attacker-unit-1-error")));
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));

  /* A leader of the wrong colour for his force (O.2.a). */
  bth_ui_select (page, "defender-leader-color", "blue");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "defender-error")));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "defender-error"), "O.2.a"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));
  bth_ui_select (page, "defender-leader-color", "white");

  /* Strength that is not a number, and a force with no units. */
  bth_ui_set_text (page, "defender-unit-0-sp", "seven");
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));
  bth_ui_set_text (page, "defender-unit-0-sp", "7");
  for (int i = 0; i < 3; i++)
    bth_ui_click (page, "attacker-unit-0-remove");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "attacker-error")));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "attacker-error"), "at least one unit"));
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));

  /* Typed dice that are not dice are refused; nothing entered is lost. */
  bth_ui_click (page, "attacker-add-unit");
  bth_ui_set_text (page, "attacker-unit-0-sp", "13");
  bth_ui_set_text (page, "attacker-unit-0-morale", "2");
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "roll_button")));
  bth_ui_set_text (page, "typed_dice", "9 9");
  bth_ui_press_enter (page, "typed_dice");
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "result_group")));
  g_assert_cmpstr (bth_ui_get_text (page, "typed_dice"), ==, "9 9");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker-unit-0-sp"), ==, "13");
}

static void
test_commitment_and_leader_casualties (void)
{
  GtkWidget *page = bth_ui_enter_o3_example ();
  BthSession *session = bth_page_get_session (BTH_PAGE (page));
  GListModel *rolls = bth_session_get_rolls (session);
  guint before;

  bth_ui_set_text (page, "typed_dice", "4 4");
  bth_ui_press_enter (page, "typed_dice");
  before = g_list_model_get_n_items (rolls);
  bth_ui_set_value (page, "commit_leader", 2);
  bth_ui_click (page, "commit_button");
  g_assert_cmpuint (g_list_model_get_n_items (rolls), ==, before + 1);
  g_assert_nonnull (strstr (bth_ui_get_text (page, "round_log"), "Commitment: rolled"));

  bth_ui_click (page, "end_phase_button");
  /* Napoleon and Charles are named: each rolls for casualty (R.1). */
  g_assert_nonnull (strstr (bth_ui_get_text (page, "round_log"), "Napoleon: rolled"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "round_log"), "Charles: rolled"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "round_log"), "P.9"));
  bth_ui_scroll_to (page, "round_log");
  bth_ui_snap ("battle-end-of-phase");
}

/* Q.3: at the end of a round, the force facing a completely vacated hex may advance into
 * it, unless it is unsupplied. Ten French SP against one Austrian: 4:1 or more, so the
 * Austrian takes D3 without a roll (O.1.d) and is eliminated. */
static void
test_advance_after_combat (void)
{
  GtkWidget *page = bth_ui_show_page ("battle");
  const BthUiUnitEntry french = { "10", "I", "blue", "none", "2" };
  const BthUiUnitEntry austrian = { "1", "I", "white", "black", "" };

  bth_ui_click (page, "new_battle");
  bth_ui_select (page, "battle_type", "Field battle");
  bth_ui_select (page, "active_side", "Attacker");
  bth_ui_enter_unit (page, "attacker", 0, &french);
  bth_ui_enter_unit (page, "defender", 0, &austrian);
  g_assert_cmpstr (bth_ui_get_text (page, "odds_value"), ==, "4:1");

  bth_ui_click (page, "roll_button");
  g_assert_cmpstr (bth_ui_get_text (page, "result_smaller"), ==, "S = D3");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "round_status"), "Defender: morale"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "round_status"), "It is eliminated."));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "round_status"),
                            "The attacker may advance into the vacated hex (Q.3)."));

  /* The same battle with the French unsupplied (halved, still 4:1): no advance. */
  bth_ui_set_active (page, "attacker-supplied", FALSE);
  bth_ui_click (page, "roll_button");
  g_assert_cmpstr (bth_ui_get_text (page, "result_smaller"), ==, "S = D3");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "round_status"),
                            "The attacker is unsupplied and may not advance into the vacated hex "
                            "(Q.3: unsupplied units may not advance after combat)."));
  bth_ui_scroll_to (page, "rounds_group");
  bth_ui_snap ("battle-no-advance-unsupplied");

  /* A voluntary withdrawal vacates the hex too; the unsupplied attacker still may not advance,
   * the supplied defender may. */
  bth_ui_select (page, "withdraw_side", "Defender");
  bth_ui_click (page, "withdraw_button");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "round_log"), "The defender withdraws"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "round_log"), "The attacker is unsupplied and may not advance"));
  bth_ui_select (page, "withdraw_side", "Attacker");
  bth_ui_click (page, "withdraw_button");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "round_log"),
                            "The defender may advance into the vacated hex (Q.3)."));
}

/* The wheel over the CRT scrolls the page, as it does anywhere else on it. */
static void
test_wheel_over_crt (void)
{
  GtkWidget *page = bth_ui_enter_o3_example ();
  GtkWidget *crt = bth_ui_find (page, "crt_view");
  GtkAdjustment *page_scroll;
  double before;

  bth_ui_set_text (page, "typed_dice", "4 4");
  bth_ui_press_enter (page, "typed_dice");
  /* The table's own scroller is inside it; the page's holds it. */
  page_scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
                  gtk_widget_get_ancestor (crt, GTK_TYPE_SCROLLED_WINDOW)));
  bth_ui_scroll_to (page, "crt_view");
  before = gtk_adjustment_get_value (page_scroll);
  g_assert_cmpfloat (before, >, 0);
  bth_ui_wheel (crt, -3);
  g_assert_cmpfloat (gtk_adjustment_get_value (page_scroll), <, before);
}

/* Colours are the ruleset's, whatever their case: a "Blue" leader typed in the force's line
 * leads "BLUE" units; the editor shows them picked from the list, as blue. */
static void
test_colour_case (void)
{
  GtkWidget *page = bth_ui_enter_o3_example ();

  bth_ui_set_text (page, "attacker-line", "Napoleon (3) Blue 5I/2 3C/2 BLUE 5I (B)");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "attacker-leader-color"))), >, 0);
  g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (ADW_COMBO_ROW (bth_ui_find (page, "attacker-leader-color")))), ==, "blue");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker-unit-2-color"), ==, "blue");
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "setup_error")));
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "attacker-error")));
  g_assert_cmpstr (bth_ui_get_text (page, "odds_value"), ==, "3:2");
  g_assert_cmpstr (bth_ui_get_text (page, "drm_value"), ==, "+1");
}

/* The counter colours are picked from the ruleset's list (D.4), by keyboard: a letter picks
 * the next colour that starts with it (real key events), Space opens the list and the
 * arrows and Enter choose in it; the force's line says the colour picked. */
static void
test_colour_picked_by_keys (void)
{
  GtkWidget *page = bth_ui_show_page ("battle");
  GtkWidget *leader, *unit;
  GListModel *model;
  g_autoptr(JsonNode) force = NULL;

  bth_ui_click (page, "new_battle");
  leader = bth_ui_find (page, "attacker-leader-color");
  g_assert_true (ADW_IS_COMBO_ROW (leader));
  model = adw_combo_row_get_model (ADW_COMBO_ROW (leader));
  /* "none", then yellow, red, blue, white, grey, green as D.4 lists them: no free text. */
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 7);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (leader)), ==, 0);

  gtk_widget_grab_focus (leader);
  bth_ui_settle ();
  bth_ui_keys ("b");
  g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (ADW_COMBO_ROW (leader))), ==, "blue");
  bth_ui_keys ("g");
  g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (ADW_COMBO_ROW (leader))), ==, "grey");
  bth_ui_keys ("G");                    /* case does not matter; the next one with G */
  g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (ADW_COMBO_ROW (leader))), ==, "green");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "attacker-line"), "green"));
  bth_ui_assert_focus_in (page, "attacker-leader-color");

  /* The list itself, by keyboard: Space opens it, the arrows go down it from its top
   * ("none", yellow, red, blue, white, grey), Enter takes one. */
  bth_ui_keys ("space");
  bth_ui_snap ("battle-colour-list-open");
  bth_ui_keys ("Down Down Down Down Down Return");
  g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (ADW_COMBO_ROW (leader))), ==, "grey");

  /* A unit's colour: the same list, the same keys. */
  unit = bth_ui_find (page, "attacker-unit-0-color");
  g_assert_true (GTK_IS_DROP_DOWN (unit));
  gtk_widget_grab_focus (unit);
  bth_ui_settle ();
  bth_ui_keys ("w");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker-unit-0-color"), ==, "white");
  bth_ui_keys ("r");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker-unit-0-color"), ==, "red");

  force = bth_force_editor_to_json (BTH_FORCE_EDITOR (bth_ui_find (page, "attacker_editor")));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (force), "leader_color"), ==, "grey");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (
                     json_object_get_array_member (json_node_get_object (force), "units"), 0), "color"), ==, "red");
  bth_ui_snap ("battle-colour-list");
}

/* The force line's notation, beside it: F1 in the line (a real key) shows it, in the
 * players' words, with the scenarios' own examples; Escape puts the focus back in the line. */
static void
test_force_line_help (void)
{
  GtkWidget *page = bth_ui_show_page ("battle");
  GtkWidget *help, *popover, *label;
  const char *text;

  bth_ui_click (page, "new_battle");
  help = bth_ui_find (page, "attacker-line-help");
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (help)));
  g_assert_false (gtk_widget_get_visible (popover));
  /* No Tab stop of its own (one per input): F1 is its key. */
  g_assert_false (gtk_widget_get_focusable (help));

  gtk_widget_grab_focus (bth_ui_find (page, "attacker-line"));
  bth_ui_settle ();
  bth_ui_keys ("F1");
  g_assert_true (gtk_widget_get_visible (popover));
  label = gtk_popover_get_child (GTK_POPOVER (popover));
  text = gtk_label_get_text (GTK_LABEL (label));
  g_assert_nonnull (strstr (text, "8I, 2C, 2CC"));
  g_assert_nonnull (strstr (text, "5I (B)"));
  g_assert_nonnull (strstr (text, "Ney (2)"));
  g_assert_nonnull (strstr (text, "counter colour (D.4)"));
  g_assert_nonnull (strstr (text, "symbol colour"));
  g_assert_nonnull (strstr (text, "5I/2"));
  g_assert_nonnull (strstr (text, "entrenched"));
  g_assert_nonnull (strstr (text, "unsupplied"));
  g_assert_nonnull (strstr (text, "terrain"));
  g_assert_nonnull (strstr (text, "across a river"));
  bth_ui_snap ("battle-force-line-help");
  bth_ui_keys ("Escape");
  g_assert_false (gtk_widget_get_visible (popover));
  bth_ui_assert_focus_in (page, "attacker-line");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/battle/o3-example", test_o3_example);
  g_test_add_func ("/ui/battle/grand-campaign-crt", test_grand_campaign_crt);
  g_test_add_func ("/ui/battle/impossible-entries", test_impossible_entries);
  g_test_add_func ("/ui/battle/commitment-and-leader-casualties", test_commitment_and_leader_casualties);
  g_test_add_func ("/ui/battle/advance-after-combat", test_advance_after_combat);
  g_test_add_func ("/ui/battle/colour-case", test_colour_case);
  g_test_add_func ("/ui/battle/colour-picked-by-keys", test_colour_picked_by_keys);
  g_test_add_func ("/ui/battle/force-line-help", test_force_line_help);
  g_test_add_func ("/ui/battle/wheel-over-crt", test_wheel_over_crt);
  return bth_ui_test_run ();
}
