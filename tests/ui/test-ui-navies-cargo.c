/* test-ui-navies-cargo.c — the Navies page's Cargo group (bth-navies-cargo.h,
 * bth-game-fleet-cargo.h), through the widgets.
 *
 * A Grand Campaign game (its first phase is the Naval Phase) has an English fleet of two
 * transports in port at London. Choosing it in the Fleets list shows the Cargo group with
 * the stacks at London; the players pick the English stack, three infantry SP and its
 * leader, and Embark: the fleet's row says what it carries, the stack holds three SP fewer,
 * and the undo step is "Embark on fleet-1". Two more SP would need a third transport
 * (X.F.3.d): refused, nothing changes. Disembarking two SP into a new stack at London makes
 * that stack; the window's undo brings the cargo back aboard, and undoing again empties
 * the fleet.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"

#include "bth-game-fleet-cargo.h"
#include "bth-game-fleets.h"
#include "bth-navies-page.h"

static BthSession *
session (void)
{
  return bth_window_get_session (bth_ui_window ());
}

static BthGame *
game (void)
{
  return bth_session_get_game (session ());
}

static void
start_campaign (void)
{
  GtkWidget *page = bth_ui_show_page ("game");

  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();
  g_assert_nonnull (game ());
}

static const BthGameFleet *
fleet (const char *id)
{
  return bth_game_state_find_fleet (bth_game_get_state (game ()), id);
}

static const BthStackState *
english_stack_at_london (void)
{
  const BthGameState *s = bth_game_get_state (game ());

  for (guint i = 0; i < s->stacks->len; i++)
    {
      const BthStackState *st = g_ptr_array_index (s->stacks, i);
      if (g_strcmp0 (st->location, "London") == 0 && bth_unit_counts_sp (st->units, "england", NULL) > 0)
        return st;
    }
  return NULL;
}

/* Selects the combo item that starts with PREFIX. */
static void
select_prefix (GtkWidget *page, const char *id, const char *prefix)
{
  GtkWidget *combo = bth_ui_find (page, id);
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (combo));

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);
      if (g_str_has_prefix (gtk_string_object_get_string (GTK_STRING_OBJECT (item)), prefix))
        {
          adw_combo_row_set_selected (ADW_COMBO_ROW (combo), i);
          bth_ui_settle ();
          return;
        }
    }
  g_error ("no item \"%s…\" in %s", prefix, id);
}

/* The text of the combo's selected item. */
static const char *
selected_item (GtkWidget *page, const char *id)
{
  GtkWidget *combo = bth_ui_find (page, id);
  GObject *item = adw_combo_row_get_selected_item (ADW_COMBO_ROW (combo));

  return item != NULL ? gtk_string_object_get_string (GTK_STRING_OBJECT (item)) : "";
}

/* The title of the row holding widget ID. */
static const char *
row_title (GtkWidget *page, const char *id)
{
  GtkWidget *row = gtk_widget_get_ancestor (bth_ui_find (page, id), ADW_TYPE_PREFERENCES_ROW);

  g_assert_nonnull (row);
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

static int
cargo_sp (const char *id)
{
  const BthGameFleet *g = fleet (id);

  return g != NULL && g->cargo != NULL ? bth_unit_counts_sp (g->cargo->units, "england", "I") : 0;
}

static void
test_cargo (void)
{
  GtkWidget *page, *window = GTK_WIDGET (bth_ui_window ());
  g_autoptr(GError) error = NULL;
  g_autofree char *stack = NULL, *leader = NULL, *prefix = NULL, *leader_switch = NULL, *undo = NULL;
  g_autofree char *leader_name = NULL, *carrying = NULL;
  const BthStackState *london;
  BthFleet f = { 0 };
  int london_i;
  guint n;

  start_campaign ();
  g_assert_cmpstr (bth_game_get_state (game ())->phase, ==, "naval");
  page = bth_ui_show_page ("navies");
  f.nation = (char *) "england";
  f.transports = 2;
  f.location.place = BTH_NAVAL_PORT;
  f.location.port = (char *) "London";
  g_assert_true (bth_game_fleet_add (game (), &f, NULL, &error));
  g_assert_no_error (error);
  bth_ui_settle ();
  london = english_stack_at_london ();
  stack = g_strdup (london->id);
  leader = g_strdup (g_ptr_array_index (london->leaders, 0));
  leader_name = g_strdup (bth_game_state_find_leader (bth_game_get_state (game ()), leader)->name);
  g_assert_cmpstr (leader_name, !=, leader);
  london_i = bth_unit_counts_sp (london->units, "england", "I");

  /* No fleet chosen: no Cargo group. */
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "navies-cargo")));
  bth_ui_click (page, "navies-fleet-1-edit");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "navies-cargo")));
  prefix = g_strdup_printf ("%s: ", stack);
  select_prefix (page, "navies-cargo-stack", prefix);
  /* The players see names: the power's, the kind as the rulebook abbreviates it, the
   * leader's own; never "england I" or the leader's id. */
  g_assert_cmpstr (row_title (page, "navies-cargo-unit-england-I"), ==, "England I");
  g_assert_nonnull (strstr (selected_item (page, "navies-cargo-stack"), " England I"));
  g_assert_nonnull (strstr (selected_item (page, "navies-cargo-stack"), leader_name));
  g_assert_null (strstr (selected_item (page, "navies-cargo-stack"), leader));
  bth_ui_set_value (page, "navies-cargo-unit-england-I", 3);
  leader_switch = g_strdup_printf ("navies-cargo-leader-%s", leader);
  g_assert_cmpstr (row_title (page, leader_switch), ==, leader_name);
  bth_ui_set_active (page, leader_switch, TRUE);
  bth_ui_click (page, "navies-cargo-embark");
  g_assert_cmpint (cargo_sp ("fleet-1"), ==, 3);
  g_assert_cmpuint (fleet ("fleet-1")->cargo->leaders->len, ==, 1);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (bth_game_get_state (game ()), stack)->units,
                                       "england", "I"), ==, london_i - 3);
  {
    const char *sub = adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, "navies-fleet-1")));
    const char *aboard = adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (bth_ui_find (page, "navies-cargo")));
    carrying = g_strdup_printf ("3 England I, leader %s", leader_name);
    g_assert_nonnull (strstr (sub, carrying));
    g_assert_null (strstr (sub, leader));
    g_assert_nonnull (strstr (aboard, carrying));
    g_assert_null (strstr (aboard, leader));
  }
  undo = bth_game_describe_undo (game ());
  g_assert_cmpstr (undo, ==, "Embark on fleet-1");
  bth_ui_scroll_to (page, "navies-cargo");
  bth_ui_assert_fits_width (360);
  bth_ui_snap ("navies-cargo-embarked");

  /* X.F.3.d: two more infantry SP would need a third transport. */
  n = bth_game_get_events (game ())->len;
  select_prefix (page, "navies-cargo-stack", prefix);
  bth_ui_set_value (page, "navies-cargo-unit-england-I", 2);
  bth_ui_click (page, "navies-cargo-embark");
  g_assert_cmpuint (bth_game_get_events (game ())->len, ==, n);
  g_assert_cmpint (cargo_sp ("fleet-1"), ==, 3);

  /* Two SP ashore into a new stack at London. */
  select_prefix (page, "navies-cargo-stack", "A new stack at London");
  bth_ui_set_value (page, "navies-cargo-unit-england-I", 2);
  bth_ui_click (page, "navies-cargo-disembark");
  g_assert_cmpint (cargo_sp ("fleet-1"), ==, 1);
  g_clear_pointer (&undo, g_free);
  undo = bth_game_describe_undo (game ());
  g_assert_cmpstr (undo, ==, "Disembark from fleet-1");

  /* The window's undo, twice: the cargo back aboard, then back in its stack. */
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpint (cargo_sp ("fleet-1"), ==, 3);
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  bth_ui_settle ();
  g_assert_null (fleet ("fleet-1")->cargo);
  g_assert_null (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, "navies-fleet-1"))),
                         "carrying"));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/navies-cargo/embark-disembark-undo", test_cargo);
  return bth_ui_test_run ();
}
