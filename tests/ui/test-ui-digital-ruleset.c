/* test-ui-digital-ruleset.c — a game by the digital edition's rules v1.7 (issue 26): New
 * Game's Rules row chooses them, the scenario starts under them (the window's subtitle
 * says so, the save records them), a battle is fought through the Battle page's widgets,
 * and the Tables page shows v1.7's charts with the 4th-edition parts named.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-installed-games.h"
#include "bth-ruleset.h"
#include "bth-ui-battle-entry.h"
#include "bth-ui-test.h"

#include <string.h>

/* TRUE when a window title under WIDGET has SUBTITLE. */
static gboolean
shows_subtitle (GtkWidget *widget, const char *subtitle)
{
  if (ADW_IS_WINDOW_TITLE (widget) &&
      g_strcmp0 (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (widget)), subtitle) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_subtitle (child, subtitle))
      return TRUE;
  return FALSE;
}

static void
test_new_game_digital (void)
{
  BthWindow *window = bth_ui_window ();
  GtkWidget *page, *rulesets, *battle, *tables;
  GObject *rules;
  const char *notes;

  gtk_window_present (GTK_WINDOW (window));
  bth_ui_new_game ("war-and-peace");
  page = bth_window_get_page (window, "game");
  rulesets = bth_ui_find (page, "new-game-rulesets");
  g_assert_true (ADW_IS_COMBO_ROW (rulesets));
  /* The window shows the 4th edition: the row says so until the players choose. */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (rulesets)), ==, 0);
  bth_ui_select (page, "new-game-rulesets", "Digital edition, rules v1.7");
  bth_ui_snap ("digital-new-game");
  /* The scenario starts by Enter on its row, as a player would. */
  bth_ui_focus_keys (page, "start-austerlitz-1805", "Return");
  bth_ui_settle ();

  rules = bth_window_get_ruleset (window);
  g_assert_true (BTH_IS_RULESET (rules));
  g_assert_cmpstr (bth_ruleset_get_id (BTH_RULESET (rules)), ==, BTH_RULESET_DIGITAL_ID);
  g_assert_nonnull (bth_session_get_game (bth_window_get_session (window)));
  g_assert_cmpstr (bth_played_game_get_scenario_id (bth_session_get_game (bth_window_get_session (window))), ==,
                   "austerlitz-1805");
  /* The window's subtitle names the rules the game is played by. */
  g_assert_true (shows_subtitle (GTK_WIDGET (window), "War and Peace (digital rules v1.7)"));
  bth_ui_snap ("digital-game-started");

  /* One battle through the widgets: section O.3's forces, rolled 4 and 4. v1.7's chart
   * agrees with the 4th edition's for these forces (a smaller force of 13 SP). */
  battle = bth_ui_enter_o3_example ();
  g_assert_cmpstr (bth_ui_get_text (battle, "odds_value"), ==, "3:2");
  g_assert_cmpstr (bth_ui_get_text (battle, "drm_value"), ==, "+1");
  bth_ui_set_text (battle, "typed_dice", "4 4");
  bth_ui_press_enter (battle, "typed_dice");
  g_assert_cmpstr (bth_ui_get_text (battle, "result_larger"), ==, "L = 1");
  g_assert_cmpstr (bth_ui_get_text (battle, "result_smaller"), ==, "S = D1");
  g_assert_cmpstr (bth_ui_get_text (battle, "loss_larger"), ==, "2");
  g_assert_cmpstr (bth_ui_get_text (battle, "loss_smaller"), ==, "3");
  bth_ui_snap ("digital-battle");

  /* Tables: the Attrition Table is the 4th edition's, and the page says why. */
  tables = bth_ui_show_page ("lookup");
  bth_ui_select (tables, "table_row", "Attrition Table");
  notes = bth_ui_get_text (tables, "notes_label");
  g_assert_nonnull (strstr (notes, "Not stated by rules v1.7: played by the 4th edition Attrition Table"));
  bth_ui_snap ("digital-tables-attrition");
}

int
main (int argc, char **argv)
{
  bth_app_register_installed_games ();
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/digital-ruleset/new-game-battle-tables", test_new_game_digital);
  return bth_ui_test_run ();
}
