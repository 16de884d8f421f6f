/* test-ui-navies.c — the Navies page of a Grand Campaign game: a naval combat through the
 * widgets with a die typed at the table, checked against the core, and a sea zone's MP
 * entered, saved with the players' data and read back.
 *
 * The combat: an English force of 6 squadrons with Nelson intercepts 3 French squadrons at
 * sea (X.F.7.a 2). The page must show what bth_naval_combat_setup() and
 * bth_naval_exact_odds() give for that battle, and for the typed die 4 the result
 * bth_naval_combat_outcome_for_die() gives; the die goes to the Dice Log.
 *
 * The sea zone: the Mediterranean Sea's MP is not in the seeds (000:1908 names it only);
 * the players enter 2, save, and the page (and the core loader) read 2 back.
 *
 * The fleets: an English fleet of 4 squadrons and a transport is added in Portsmouth
 * through the Fleets group's form, moved to the English Channel at sea, and Ctrl+Z (the
 * game's undo on this page) brings it back to port; a refusal (more damaged
 * than squadrons, X.K.7) shows the core's message and adds nothing.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"

#include "bth-game-fleets.h"
#include "bth-naval-combat.h"
#include "bth-navies-page.h"
#include "bth-sea-zone-entries.h"

static BthSession *
session (void)
{
  return bth_window_get_session (bth_ui_window ());
}

static void
start_campaign (void)
{
  GtkWidget *page = bth_ui_show_page ("game");

  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();
  g_assert_nonnull (bth_session_get_game (session ()));
}

static const char *
value_of (GtkWidget *page, const char *row)
{
  g_autofree char *id = g_strconcat (row, "-value", NULL);

  return gtk_label_get_text (GTK_LABEL (bth_ui_find (page, id)));
}

/* The same battle as the page's widgets, built directly. */
static void
core_battle (BthNavalBattle *battle)
{
  BthFleet english = { 0 }, french = { 0 };

  bth_naval_battle_init (battle);
  battle->kind = BTH_NAVAL_BATTLE_INTERCEPTION;
  battle->active = BTH_NAVAL_SIDE_FIRST;
  battle->at_sea = TRUE;
  english.nation = g_strdup ("england");
  english.owner = g_strdup ("england");
  english.squadrons = 6;
  english.nelson = TRUE;
  english.location.place = BTH_NAVAL_AT_SEA;
  french.nation = g_strdup ("france");
  french.owner = g_strdup ("france");
  french.squadrons = 3;
  french.location.place = BTH_NAVAL_AT_SEA;
  g_array_append_val (battle->forces[0].fleets, english);
  g_array_append_val (battle->forces[1].fleets, french);
}

static void
test_combat (void)
{
  GtkWidget *page;
  BthRuleset *rules;
  BthNavalBattle battle;
  g_autoptr(BthNavalCombatSetup) setup = NULL;
  g_autoptr(GError) error = NULL;
  BthNavalExactOdds odds;
  BthNavalCombatOutcome outcome;
  guint rolls_before;
  g_autofree char *drm = NULL;

  start_campaign ();
  page = bth_ui_show_page ("navies");
  g_assert_true (BTH_IS_NAVIES_PAGE (page));
  rules = bth_session_get_ruleset (session ());
  bth_ui_scroll_to (page, "navies-battle");
  bth_ui_snap ("navies-top");

  bth_ui_select (page, "navies-first-nation", "England");
  bth_ui_select (page, "navies-second-nation", "France");
  bth_ui_set_value (page, "navies-first-squadrons", 6);
  bth_ui_set_value (page, "navies-second-squadrons", 3);
  bth_ui_set_active (page, "navies-first-nelson", TRUE);

  core_battle (&battle);
  setup = bth_naval_combat_setup (rules, &battle, &error);
  g_assert_no_error (error);
  g_assert_false (setup->no_combat);
  g_assert_cmpstr (value_of (page, "navies-odds-row"), ==, setup->odds);
  drm = g_strdup_printf ("%s%d", setup->drm > 0 ? "+" : setup->drm < 0 ? "−" : "", ABS (setup->drm));
  g_assert_cmpstr (value_of (page, "navies-drm"), ==, drm);
  /* Every modifier with its reason and rule. */
  for (guint i = 0; i < setup->modifiers->len; i++)
    {
      const BthModifier *m = &g_array_index (setup->modifiers, BthModifier, i);
      g_autofree char *id = g_strdup_printf ("navies-modifier-%u", i);
      GtkWidget *row = bth_ui_find (page, id);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, m->reason);
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, m->rule);
    }
  {
    g_autofree char *past = g_strdup_printf ("navies-modifier-%u", setup->modifiers->len);
    g_assert_null (bth_ui_try_find (page, past));
  }
  /* The exact chance of each result. */
  bth_naval_exact_odds (rules, &battle, setup, &odds);
  g_assert_cmpuint (odds.n_outcomes, >, 0);
  for (guint i = 0; i < odds.n_outcomes; i++)
    {
      g_autofree char *id = g_strdup_printf ("navies-chance-%u", i);
      g_autofree char *want = g_strdup_printf ("%d in 6 (%.0f%%)", odds.outcomes[i].ways,
                                               100.0 * odds.outcomes[i].probability);
      g_assert_cmpstr (value_of (page, id), ==, want);
    }
  bth_ui_assert_fits_width (360);
  bth_ui_snap ("navies-combat");
  bth_ui_scroll_to (page, "navies-odds");
  bth_ui_snap ("navies-odds");

  /* The die typed at the table: 4; Enter rolls. */
  rolls_before = g_list_model_get_n_items (bth_session_get_rolls (session ()));
  bth_ui_set_text (page, "navies-die", "4");
  bth_ui_press_enter (page, "navies-die");
  g_assert_cmpuint (g_list_model_get_n_items (bth_session_get_rolls (session ())), ==, rolls_before + 1);
  bth_naval_combat_outcome_for_die (rules, &battle, setup, 4, &outcome);
  g_assert_cmpstr (value_of (page, "navies-outcome-first"), ==, bth_naval_result_to_string (outcome.result[0]));
  g_assert_cmpstr (value_of (page, "navies-outcome-second"), ==, bth_naval_result_to_string (outcome.result[1]));
  g_assert_cmpstr (bth_ui_get_text (page, "navies-die"), ==, "");
  if (outcome.sunk[1] > 0)
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (page, "navies-outcome-second"))),
                              "sunk"));
  bth_ui_assert_fits_width (360);
  bth_ui_scroll_to (page, "navies-roll");
  bth_ui_snap ("navies-result");

  /* Changing a force takes the result away: it was rolled for other forces. */
  bth_ui_set_value (page, "navies-second-squadrons", 4);
  g_assert_null (bth_ui_try_find (page, "navies-outcome"));
  bth_naval_battle_clear (&battle);
}

/* "navies-zone-I" + SUFFIX, in a buffer reused by the next call. */
static const char *
zone_id (guint i, const char *suffix)
{
  static char buffer[64];

  g_snprintf (buffer, sizeof buffer, "navies-zone-%u%s", i, suffix);
  return buffer;
}

static void
test_sea_zone (void)
{
  GtkWidget *page = bth_ui_show_page ("navies");
  g_autofree char *path = bth_navies_sea_zones_path ();
  g_autoptr(GArray) saved = NULL;
  g_autoptr(GError) error = NULL;
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_session_get_ruleset (session ()));
  guint med = G_MAXUINT;

  for (guint i = 0; i < naval->n_zones; i++)
    if (g_str_equal (naval->zones[i].name, "Mediterranean Sea"))
      med = i;
  g_assert_cmpuint (med, !=, G_MAXUINT);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (page, zone_id (med, ""))), TRUE);
  /* The North Sea's MP is printed (000:1914): shown, not an entry. */
  g_assert_false (GTK_IS_EDITABLE (bth_ui_find (page, "navies-zone-1-mp")));

  /* A bad entry: a message naming the zone, nothing saved. */
  bth_ui_set_text (page, zone_id (med, "-mp"), "x");
  bth_ui_click (page, "navies-zones-save");
  g_assert_nonnull (strstr (bth_ui_get_text (page, "navies-zones-status"), "Mediterranean Sea"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  bth_ui_set_text (page, zone_id (med, "-mp"), "2");
  bth_ui_click (page, "navies-zones-save");
  saved = bth_sea_zone_entries_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved->len, ==, 1);
  g_assert_cmpint (bth_sea_zone_entries_find (saved, "Mediterranean Sea")->mp, ==, 2);
  g_assert_cmpint (bth_sea_zone_entries_find (saved, "Mediterranean Sea")->im, ==, BTH_NAVAL_UNKNOWN);
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (bth_ui_find (page, zone_id (med, "")))), ==,
                   "Entered: MP 2");
  bth_ui_scroll_to (page, zone_id (med, ""));
  bth_ui_assert_fits_width (360);
  bth_ui_snap ("navies-zones");

  /* Typed over and not saved: the page reads the file back when shown again. */
  bth_ui_set_text (page, zone_id (med, "-mp"), "5");
  bth_ui_show_page ("battle");
  page = bth_ui_show_page ("navies");
  g_assert_cmpstr (bth_ui_get_text (page, zone_id (med, "-mp")), ==, "2");
}

static const BthGameFleet *
only_fleet (void)
{
  GPtrArray *fleets = bth_game_state_get_fleets (bth_game_get_state (bth_session_get_game (session ())));

  g_assert_cmpuint (fleets->len, ==, 1);
  return g_ptr_array_index (fleets, 0);
}

static void
test_fleets (void)
{
  GtkWidget *page;
  GtkWidget *window = GTK_WIDGET (bth_ui_window ());
  const BthGameFleet *fleet;
  guint actions;

  if (bth_session_get_game (session ()) == NULL)
    start_campaign ();
  page = bth_ui_show_page ("navies");
  g_assert_cmpuint (bth_game_state_get_fleets (bth_game_get_state (bth_session_get_game (session ())))->len, ==, 0);
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "navies-fleets-empty")));
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (page, "navies-fleet-move")));

  /* Refused: 2 damaged of 1 squadron (X.K.7); nothing is added. */
  bth_ui_select (page, "navies-fleet-nation", "England");
  bth_ui_set_value (page, "navies-fleet-squadrons", 1);
  bth_ui_set_value (page, "navies-fleet-damaged", 2);
  bth_ui_select (page, "navies-fleet-place", "Port");
  bth_ui_set_text (page, "navies-fleet-where", "Portsmouth");
  actions = bth_game_get_events (bth_session_get_game (session ()))->len;
  bth_ui_click (page, "navies-fleet-add");
  g_assert_cmpuint (bth_game_get_events (bth_session_get_game (session ()))->len, ==, actions);

  /* Added in Portsmouth. */
  bth_ui_set_value (page, "navies-fleet-squadrons", 4);
  bth_ui_set_value (page, "navies-fleet-transports", 1);
  bth_ui_set_value (page, "navies-fleet-damaged", 0);
  bth_ui_click (page, "navies-fleet-add");
  fleet = only_fleet ();
  g_assert_cmpstr (fleet->fleet.nation, ==, "england");
  g_assert_cmpint (fleet->fleet.squadrons, ==, 4);
  g_assert_cmpint (fleet->fleet.transports, ==, 1);
  g_assert_cmpint (fleet->fleet.location.place, ==, BTH_NAVAL_PORT);
  g_assert_cmpstr (fleet->fleet.location.port, ==, "Portsmouth");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, "navies-fleet-1"))), ==,
                   "Portsmouth (port)");
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "navies-fleets-empty")));

  /* Moved to the English Channel, at sea: one more step of the game's log. */
  bth_ui_click (page, "navies-fleet-1-edit");
  bth_ui_select (page, "navies-fleet-place", "At sea");
  bth_ui_set_text (page, "navies-fleet-where", "English Channel");
  bth_ui_click (page, "navies-fleet-move");
  fleet = only_fleet ();
  g_assert_cmpint (fleet->fleet.location.place, ==, BTH_NAVAL_AT_SEA);
  g_assert_cmpstr (fleet->fleet.location.sea_zone, ==, "English Channel");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, "navies-fleet-1"))), ==,
                   "English Channel (at sea)");
  bth_ui_scroll_to (page, "navies-fleets");
  bth_ui_assert_fits_width (360);
  bth_ui_snap ("navies-fleets");
  bth_ui_scroll_to (page, "navies-fleet-form");
  bth_ui_snap ("navies-fleet-form");

  /* Ctrl+Z on this page is the game's undo: back in port. */
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  bth_ui_settle ();
  fleet = only_fleet ();
  g_assert_cmpint (fleet->fleet.location.place, ==, BTH_NAVAL_PORT);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, "navies-fleet-1"))), ==,
                   "Portsmouth (port)");
  /* Once more: the fleet is gone. */
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpuint (bth_game_state_get_fleets (bth_game_get_state (bth_session_get_game (session ())))->len, ==, 0);
  g_assert_null (bth_ui_try_find (page, "navies-fleet-1"));
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (page, "navies-fleet-move")));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/navies/combat", test_combat);
  g_test_add_func ("/ui/navies/sea-zone", test_sea_zone);
  g_test_add_func ("/ui/navies/fleets", test_fleets);
  return bth_ui_test_run ();
}
