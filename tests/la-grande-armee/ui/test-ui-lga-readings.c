/* test-ui-lga-readings.c — La Grande Armée's readings chosen in the app (the Tables page's
 * Readings, docs/readings.md) with real key events, and the input hints written from the
 * ruleset.
 *
 * The odds step [12.0]: the attacker's front line of 6 infantry SP against the defender's
 * 10. 6:10 = 0.6, rounded in the defender's favour: 3:5, −3 under the default reading (Map A
 * and the copy beside the CRT). Choosing the Map B copy's "1:3 −3" removes the 3:5 step,
 * so 6:10 rounds down to 1:2, −4. The attacker's DRM is then the odds' alone (same Morale
 * Rating on both sides gives both +2, so the net is the odds step): −3 becomes −4.
 *
 * The weather [5.0]: September, die 6 — Mud (Map B and the third copy) by default, Clear
 * under the Map A copy's row.
 *
 * The Tables page: the Odds Modifiers, Normal March Attrition and Weather Table charts show
 * the copy the readings choose, and name it in their caption.
 *
 * The hints: every input hint that quotes a modifier value ("+1 each [12.45]", "−2 [12.48]")
 * must say the ruleset's value of that modifier; the numbers are read back from the shown
 * subtitles and compared with the ruleset the session loaded.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bth-game-app-info.h"
#include "bth-lga-rules.h"
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
  gtk_widget_grab_focus (bth_ui_find (page, id));
  bth_ui_settle ();
  bth_ui_keys ("ctrl+a");
  bth_ui_type (text);
  settle_keys ();
  bth_ui_keys ("Tab");
  settle_keys ();
}

/* On the Tables page, the reading NAME's switch: focus, then Space (real keys). */
static void
switch_reading (const char *name)
{
  GtkWidget *tables = bth_ui_show_page ("lga-tables");
  g_autofree char *id = g_strdup_printf ("reading-%s", name);
  GtkWidget *row;

  bth_ui_settle ();
  row = bth_ui_find (tables, id);
  bth_ui_scroll_to (tables, id);
  gtk_widget_grab_focus (row);
  settle_keys ();
  bth_ui_assert_focus_in (tables, id);
  bth_ui_keys ("space");
  settle_keys ();
}

/* The game's own settings (its schema, not the app's), which PAGE's results read. */
static GSettings *
settings_of (GtkWidget *page)
{
  return bth_game_settings (bth_window_get_game_module (bth_ui_window ())->id);
}

static void
test_odds_reading (void)
{
  GtkWidget *page, *tables;
  g_auto(GStrv) chosen = NULL;

  bth_ui_apply_requested_size ();
  gtk_window_present (GTK_WINDOW (bth_ui_window ()));
  settle_keys ();
  bth_ui_new_game ("la-grande-armee");
  g_assert_cmpstr (bth_window_get_game_module (bth_ui_window ())->id, ==, "la-grande-armee");
  settle_keys ();
  g_assert_nonnull (bth_window_get_page (bth_ui_window (), "lga-battle"));
  page = bth_ui_show_page ("lga-battle");
  type_into (page, "attacker-infantry", "6");
  type_into (page, "attacker-morale", "2");
  type_into (page, "defender-infantry", "10");
  type_into (page, "defender-morale", "2");
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "3:5");
  g_assert_cmpstr (bth_ui_get_text (page, "net_drm_label"), ==, "−3");

  /* The Tables page lists the reading in the players' words, its rule and the default. */
  tables = bth_ui_show_page ("lga-tables");
  {
    GtkWidget *row = bth_ui_find (tables, "reading-odds_map_b_1_3");
    const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_widget_get_ancestor (row, ADW_TYPE_ACTION_ROW)));

    g_assert_nonnull (strstr (title, "[12.0]"));
    g_assert_nonnull (strstr (title, "3:5 −3"));
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_widget_get_ancestor (row, ADW_TYPE_ACTION_ROW))),
                              "Off, the default: 3:5 −3"));
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_widget_get_ancestor (row, ADW_TYPE_ACTION_ROW))),
                              "On: 1:3 −3 (Map B copy)"));
    g_assert_false (gtk_switch_get_active (GTK_SWITCH (row)));
  }
  bth_ui_scroll_to (tables, "readings");
  bth_ui_snap ("lga-readings");

  switch_reading ("odds_map_b_1_3");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (tables, "reading-odds_map_b_1_3"))));
  /* Saved in the game's settings, for every page and the next launch. */
  chosen = g_settings_get_strv (settings_of (page), "lga-readings");
  g_assert_true (g_strv_contains ((const char * const *) chosen, "odds_map_b_1_3"));
  g_assert_cmpuint (g_strv_length (chosen), ==, 1);

  page = bth_ui_show_page ("lga-battle");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "1:2");
  g_assert_cmpstr (bth_ui_get_text (page, "net_drm_label"), ==, "−4");

  /* Back to the default. */
  switch_reading ("odds_map_b_1_3");
  g_clear_pointer (&chosen, g_strfreev);
  chosen = g_settings_get_strv (settings_of (page), "lga-readings");
  g_assert_cmpuint (g_strv_length (chosen), ==, 0);
  page = bth_ui_show_page ("lga-battle");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "3:5");
}

static void
test_weather_reading (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-weather");

  gtk_widget_grab_focus (bth_ui_find (page, "month_row"));
  settle_keys ();
  bth_ui_type ("s");
  settle_keys ();
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "month_row"))), ==, 9);
  bth_ui_keys ("Tab");
  settle_keys ();
  bth_ui_type ("6");
  settle_keys ();
  bth_ui_keys ("Return");
  settle_keys ();
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Mud");
  switch_reading ("weather_map_a_row_6");
  page = bth_ui_show_page ("lga-weather");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Clear");
  switch_reading ("weather_map_a_row_6");
  page = bth_ui_show_page ("lga-weather");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Mud");
}

/* The text of the Tables page's chart GRID (a widget name) in the row headed HEADER, column
 * COLUMN (1 = the first after the header); NULL without such a row. */
static const char *
chart_cell (GtkWidget *tables, const char *grid, const char *header, int column)
{
  GtkGrid *g = GTK_GRID (bth_ui_find (tables, grid));

  for (int row = 1; gtk_grid_get_child_at (g, 0, row) != NULL; row++)
    if (g_str_equal (gtk_label_get_text (GTK_LABEL (gtk_grid_get_child_at (g, 0, row))), header))
      return gtk_label_get_text (GTK_LABEL (gtk_grid_get_child_at (g, column, row)));
  return NULL;
}

static const char *
chart_caption (GtkWidget *tables, const char *grid)
{
  return adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (bth_ui_find (tables, grid)));
}

/* The Tables page's charts whose copies disagree show the copy chosen, and say which:
 * the Odds Modifiers [12.0] (3:5 −3, or the Map B copy's 1:3 −3), Normal March Attrition
 * row 6–10 [16.23] (modified roll 4: "-" in the Map B copy, 1 in Map A's) and the Weather
 * Table's die 6 [5.0] (September: Mud, or Clear in the Map A copy). */
static void
test_tables_follow_readings (void)
{
  GtkWidget *tables = bth_ui_show_page ("lga-tables");
  const char *names[] = { "odds_map_b_1_3", "normal_march_6_10_map_a", "weather_map_a_row_6" };

  bth_ui_settle ();
  g_assert_cmpstr (chart_cell (tables, "odds_modifiers", "3:5", 1), ==, "−3");
  g_assert_null (chart_cell (tables, "odds_modifiers", "1:3", 1));
  g_assert_nonnull (strstr (chart_caption (tables, "odds_modifiers-chart"), "Reading in use: 3:5 −3 [12.0], the default"));
  g_assert_cmpstr (chart_cell (tables, "normal_march", "6-10", 5), ==, "-");
  g_assert_cmpstr (chart_cell (tables, "normal_march", "6-10", 6), ==, "1");
  g_assert_nonnull (strstr (chart_caption (tables, "normal_march-chart"), "Reading in use: – – – – – 1 1 2 2 2 2 (Map B) [16.23], the default"));
  g_assert_cmpstr (chart_cell (tables, "weather_table", "6", 9), ==, "M");
  g_assert_cmpstr (chart_cell (tables, "weather_table", "6", 5), ==, "M");
  g_assert_nonnull (strstr (chart_caption (tables, "weather_table-chart"), "Reading in use: Mud (Map B) [5.0], the default"));

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *id = g_strdup_printf ("reading-%s", names[i]);

      switch_reading (names[i]);
      /* the charts rebuilt, the focus stays on the switch */
      bth_ui_assert_focus_in (tables, id);
      g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (tables, id))));
    }
  g_assert_null (chart_cell (tables, "odds_modifiers", "3:5", 1));
  g_assert_cmpstr (chart_cell (tables, "odds_modifiers", "1:3", 1), ==, "−3");
  g_assert_cmpstr (chart_cell (tables, "odds_modifiers", "1:2", 1), ==, "−4");
  g_assert_nonnull (strstr (chart_caption (tables, "odds_modifiers-chart"), "Reading in use: 1:3 −3 (Map B copy) [12.0], chosen"));
  g_assert_cmpstr (chart_cell (tables, "normal_march", "6-10", 5), ==, "1");
  g_assert_cmpstr (chart_cell (tables, "normal_march", "6-10", 11), ==, "2");
  g_assert_cmpstr (chart_cell (tables, "normal_march", "1-5", 5), ==, "-");
  g_assert_nonnull (strstr (chart_caption (tables, "normal_march-chart"), "Reading in use: – – – – 1 1 2 2 2 2 2 (Map A) [16.23], chosen"));
  g_assert_cmpstr (chart_cell (tables, "weather_table", "6", 9), ==, "C");
  g_assert_cmpstr (chart_cell (tables, "weather_table", "6", 5), ==, "C");
  g_assert_cmpstr (chart_cell (tables, "weather_table", "6", 10), ==, "M");
  g_assert_cmpstr (chart_cell (tables, "weather_table", "5", 10), ==, "M");
  g_assert_nonnull (strstr (chart_caption (tables, "weather_table-chart"), "Reading in use: Clear (Map A) [5.0], chosen"));
  bth_ui_scroll_to (tables, "odds_modifiers-chart");
  bth_ui_snap ("lga-tables-readings-odds");

  /* Back to the defaults: the default copies again. */
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    switch_reading (names[i]);
  g_assert_cmpstr (chart_cell (tables, "odds_modifiers", "3:5", 1), ==, "−3");
  g_assert_null (chart_cell (tables, "odds_modifiers", "1:3", 1));
  g_assert_cmpstr (chart_cell (tables, "normal_march", "6-10", 5), ==, "-");
  g_assert_cmpstr (chart_cell (tables, "weather_table", "6", 9), ==, "M");
}

/* The signed number a hint quotes before " each", " for every" or " [": "−2", "+1". */
static int
hint_value (const char *hint, const char *id, int *per)
{
  const char *p = hint;
  const char *minus = "−";

  *per = 1;
  /* The last signed number in the hint. */
  for (const char *q = hint; *q != '\0'; q++)
    if (*q == '+' || g_str_has_prefix (q, minus))
      p = q;
  g_assert_true (p != hint || *p == '+' || g_str_has_prefix (p, minus));
  if (g_str_has_prefix (p, minus))
    {
      const char *rest = p + strlen (minus);
      const char *every = strstr (rest, "for every ");
      if (every != NULL)
        *per = atoi (every + strlen ("for every "));
      return -atoi (rest);
    }
  {
    const char *every = strstr (p, "for every ");
    if (every != NULL)
      *per = atoi (every + strlen ("for every "));
  }
  if (*p != '+')
    g_error ("the hint of %s quotes no modifier: %s", id, hint);
  return atoi (p + 1);
}

static void
check_hint (GtkWidget *page, const char *input, BthLgaRules *rules, const char *group, const char *modifier)
{
  GtkWidget *row = gtk_widget_get_ancestor (bth_ui_find (page, input), ADW_TYPE_ACTION_ROW);
  const char *hint = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  const BthLgaModifierDef *def = bth_lga_rules_modifier (rules, group, modifier);
  g_autofree char *rule = g_strdup_printf ("[%s]", def->rule);
  int per;
  int value;

  g_assert_nonnull (hint);
  value = hint_value (hint, input, &per);
  g_test_message ("%s: \"%s\" — the ruleset's %s %s: %d per %s", input, hint, group, modifier, def->value, def->per);
  g_assert_cmpint (value, ==, def->value);
  g_assert_nonnull (strstr (hint, rule));
  if (g_ascii_isdigit (def->per[0]))
    g_assert_cmpint (per, ==, atoi (def->per));
  else if (g_str_equal (def->per, "sp"))
    g_assert_nonnull (strstr (hint, "each"));
}

static void
check_count (GtkWidget *page, const char *input, const char *format, int value)
{
  GtkWidget *row = gtk_widget_get_ancestor (bth_ui_find (page, input), ADW_TYPE_ACTION_ROW);
  g_autofree char *want = g_strdup_printf (format, value);

  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), want));
}

static void
test_hints_from_ruleset (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-battle");
  BthLgaRules *rules = bth_session_get_ruleset (bth_page_get_session (BTH_PAGE (page)));
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  const char *sides[] = { "attacker", "defender" };

  g_assert_true (BTH_IS_LGA_RULES (rules));
  check_hint (page, "flank-attack", rules, "battle", "flank_attack");
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      struct { const char *input, *modifier; } battle[] = {
        { "heavy-cavalry", "heavy_cavalry" }, { "dragoons", "dragoons" }, { "field-artillery", "artillery" },
        { "horse-artillery", "artillery" }, { "unsupplied", "unsupplied" }, { "winter-quarters", "winter_quarters" },
      };
      for (guint i = 0; i < G_N_ELEMENTS (battle); i++)
        {
          g_autofree char *id = g_strdup_printf ("%s-%s", sides[s], battle[i].input);
          check_hint (page, id, rules, "battle", battle[i].modifier);
        }
      {
        g_autofree char *inf = g_strdup_printf ("%s-reserve-infantry", sides[s]);
        g_autofree char *cav = g_strdup_printf ("%s-reserve-cavalry", sides[s]);
        g_autofree char *cb = g_strdup_printf ("%s-cavalry-leader-cb", sides[s]);
        check_count (page, inf, "%d SP captured each [12.65]", t->pursuit_infantry);
        check_count (page, cav, "%d SP captured each [12.65]", t->pursuit_cavalry);
        check_count (page, cb, "for every %d cavalry SP", t->cavalry_sp_per_leader);
      }
    }

  page = bth_ui_show_page ("lga-skirmish");
  check_hint (page, "attacker-horse-artillery", rules, "skirmish", "attacker_horse_artillery");
  check_hint (page, "defender-horse-artillery", rules, "skirmish", "defender_horse_artillery");
  check_hint (page, "attacker-unsupplied", rules, "skirmish", "attacker_unsupplied");
  check_hint (page, "defender-unsupplied", rules, "skirmish", "defender_unsupplied");
  check_count (page, "attacker-cavalry", "at most %d count", t->skirmish_max_sp);
  check_count (page, "defender-cavalry", "at most %d count", t->skirmish_max_sp);

  page = bth_ui_show_page ("lga-attrition");
  check_count (page, "initiative_spin", "at most %d extra MP [7.22]", t->fm_max_extra);
  check_count (page, "limited_switch", "gain %d extra MP [7.35]", t->dfm_limited_extra);
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/lga/readings-odds-step", test_odds_reading);
  g_test_add_func ("/ui/lga/readings-weather-row-6", test_weather_reading);
  g_test_add_func ("/ui/lga/hints-from-ruleset", test_hints_from_ruleset);
  g_test_add_func ("/ui/lga/tables-follow-readings", test_tables_follow_readings);
  return bth_ui_test_run ();
}
