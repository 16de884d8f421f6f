/* test-game-fleets.c — the game keeps its fleets (X.F) in the event log: a fleet added in a
 * port, moved to a coastal hex and out to sea, its losses and damage from a battle (X.F.7,
 * X.K.7) and its repair, each one undo step; the fleets save and load back with the game;
 * impossible entries (negative counts, more damaged than squadrons, a location with no name,
 * a blockaded fleet at sea, an unknown place in a file) are refused, naming the field and
 * rule, and change nothing.
 *
 * Environment: BERTHIER_SOURCE_ROOT. XDG_DATA_HOME is a fresh directory.
 */
#include "bth-test-campaign.h"
#include "bth-war-and-peace.h"
#include "bth-game-fleets.h"
#include "bth-error.h"
#include "bth-game-save.h"

#include <string.h>

static BthRuleset *rules;

/* An English fleet of 5 squadrons and 2 transports in Portsmouth, with Nelson. */
static BthFleet
english_in_portsmouth (void)
{
  BthFleet f = { 0 };

  f.nation = "england";
  f.squadrons = 5;
  f.transports = 2;
  f.nelson = TRUE;
  f.location.place = BTH_NAVAL_PORT;
  f.location.port = "Portsmouth";
  return f;
}

static const BthGameFleet *
fleet (BthGame *game, const char *id)
{
  return bth_game_state_find_fleet (bth_game_get_state (game), id);
}

static void
test_add_move_losses_undo (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL, *before = bth_test_dump (game), *undo = NULL;
  BthFleet f = english_in_portsmouth ();
  BthNavalLocation coast = { BTH_NAVAL_COASTAL, "English Channel", "C12", NULL };
  BthNavalLocation sea = { BTH_NAVAL_AT_SEA, "Bay of Biscay", NULL, NULL };

  g_assert_cmpuint (bth_game_state_get_fleets (bth_game_get_state (game))->len, ==, 0);
  g_assert_true (bth_game_fleet_add (game, &f, &id, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (id, ==, "fleet-1");
  g_assert_cmpstr (fleet (game, id)->fleet.location.port, ==, "Portsmouth");
  g_assert_true (fleet (game, id)->fleet.nelson);
  undo = bth_game_describe_undo (game);
  g_assert_cmpstr (undo, ==, "Fleet");

  g_assert_true (bth_game_fleet_move (game, id, &coast, &error));
  g_assert_cmpint (fleet (game, id)->fleet.location.place, ==, BTH_NAVAL_COASTAL);
  g_assert_cmpstr (fleet (game, id)->fleet.location.hex, ==, "C12");
  g_assert_null (fleet (game, id)->fleet.location.port);
  g_assert_true (bth_game_fleet_move (game, id, &sea, &error));
  g_assert_cmpint (fleet (game, id)->fleet.location.place, ==, BTH_NAVAL_AT_SEA);
  g_assert_cmpstr (fleet (game, id)->fleet.location.sea_zone, ==, "Bay of Biscay");

  /* A battle: 1 squadron sunk, 2 damaged, a transport lost (X.F.7, X.K.7). */
  g_assert_true (bth_game_fleet_set_counts (game, id, 4, 1, 2, "naval combat", &error));
  g_assert_no_error (error);
  g_assert_cmpint (fleet (game, id)->fleet.squadrons, ==, 4);
  g_assert_cmpint (fleet (game, id)->fleet.transports, ==, 1);
  g_assert_cmpint (fleet (game, id)->fleet.damaged, ==, 2);
  g_assert_true (fleet (game, id)->fleet.nelson);   /* untouched by the counts */

  /* Undo the battle, the two moves: back in port with the original counts. */
  g_assert_true (bth_game_undo (game, &error));
  g_assert_cmpint (fleet (game, id)->fleet.squadrons, ==, 5);
  g_assert_cmpint (fleet (game, id)->fleet.damaged, ==, 0);
  g_assert_true (bth_game_undo (game, &error));
  g_assert_true (bth_game_undo (game, &error));
  g_assert_cmpint (fleet (game, id)->fleet.location.place, ==, BTH_NAVAL_PORT);
  /* Redo both moves and the battle. */
  g_assert_true (bth_game_redo (game, &error));
  g_assert_true (bth_game_redo (game, &error));
  g_assert_true (bth_game_redo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (fleet (game, id)->fleet.damaged, ==, 2);
  g_assert_cmpstr (fleet (game, id)->fleet.location.sea_zone, ==, "Bay of Biscay");

  /* Every squadron and transport lost: the fleet is gone; undo brings it back. */
  g_assert_true (bth_game_fleet_set_counts (game, id, 0, 0, 0, "sunk", &error));
  g_assert_null (fleet (game, id));
  g_assert_true (bth_game_undo (game, &error));
  g_assert_nonnull (fleet (game, id));

  g_assert_true (bth_game_fleet_remove (game, id, NULL, &error));
  g_assert_null (fleet (game, id));
  for (int i = 0; i < 5; i++)   /* remove, counts, two moves, add */
    g_assert_true (bth_game_undo (game, &error));
  {
    g_autofree char *after = bth_test_dump (game);
    g_assert_cmpstr (after, ==, before);
  }
}

static void
test_save_reload (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(BthGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *a = NULL, *b = NULL, *data = NULL, *text = NULL, *id = NULL;
  BthFleet f = english_in_portsmouth ();
  BthFleet french = { 0 };
  gsize length;

  french.nation = "france";
  french.squadrons = 3;
  french.location.place = BTH_NAVAL_PORT;
  french.location.port = "Brest";
  french.blockaded = TRUE;
  g_assert_true (bth_game_fleet_add (game, &f, &id, &error));
  g_assert_true (bth_game_fleet_add (game, &french, NULL, &error));
  g_assert_true (bth_game_fleet_set_counts (game, id, 5, 2, 1, "battle damage", &error));
  g_assert_no_error (error);
  data = bth_game_save_to_data (game, &length);
  g_assert_nonnull (strstr (data, "\"fleet-set\""));
  loaded = bth_game_load_from_data (rules, data, length, "fleets.json", &error);
  g_assert_no_error (error);
  a = bth_test_dump (game);
  b = bth_test_dump (loaded);
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpuint (bth_game_state_get_fleets (bth_game_get_state (loaded))->len, ==, 2);
  g_assert_true (bth_game_state_find_fleet (bth_game_get_state (loaded), "fleet-2")->fleet.blockaded);
  g_assert_cmpint (bth_game_state_find_fleet (bth_game_get_state (loaded), "fleet-1")->fleet.damaged, ==, 1);
  /* The loaded game undoes the fleet actions too. */
  g_assert_true (bth_game_undo (loaded, &error));
  g_assert_cmpint (bth_game_state_find_fleet (bth_game_get_state (loaded), "fleet-1")->fleet.damaged, ==, 0);
  text = bth_game_export_text (game);
  g_assert_nonnull (strstr (text, "Fleet fleet-2 added, France: 3 squadrons (0 damaged), 0 transports, Brest (port)"));
}

static void
refused (BthGame *game, const BthFleet *f, const char *expect)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = bth_test_dump (game), *after = NULL;

  g_assert_false (bth_game_fleet_add (game, f, NULL, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  if (strstr (error->message, expect) == NULL)
    g_error ("\"%s\" does not name \"%s\"", error->message, expect);
  after = bth_test_dump (game);
  g_assert_cmpstr (after, ==, before);
}

static void
test_refusals (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL, *before = NULL, *after = NULL, *data = NULL, *bad = NULL;
  BthFleet f = english_in_portsmouth ();
  BthNavalLocation nowhere = { BTH_NAVAL_AT_SEA, NULL, NULL, NULL };
  BthNavalLocation unknown = { (BthNavalPlace) 7, "North Sea", NULL, NULL };
  gsize length;
  char *at;

  f.squadrons = -1;
  refused (game, &f, "squadrons: -1 is negative");
  f = english_in_portsmouth ();
  f.transports = -2;
  refused (game, &f, "transports: -2 is negative");
  f = english_in_portsmouth ();
  f.damaged = 6;
  refused (game, &f, "damaged: 6 is more than the fleet's 5 squadrons (X.K.7)");
  f = english_in_portsmouth ();
  f.location.port = NULL;
  refused (game, &f, "port: a fleet in port names its port city (X.F.2.c)");
  f = english_in_portsmouth ();
  f.squadrons = f.transports = 0;
  refused (game, &f, "(X.F.1.a)");
  f = english_in_portsmouth ();
  f.location.place = BTH_NAVAL_AT_SEA;
  f.location.sea_zone = "North Sea";
  f.blockaded = TRUE;
  refused (game, &f, "blockaded: only a fleet in port is blockaded (X.F.6.b)");

  f = english_in_portsmouth ();
  g_assert_true (bth_game_fleet_add (game, &f, &id, &error));
  before = bth_test_dump (game);
  g_assert_false (bth_game_fleet_move (game, id, &nowhere, &error));
  g_assert_nonnull (strstr (error->message, "sea_zone: a fleet at sea names its sea zone (X.F.2.d)"));
  g_clear_error (&error);
  g_assert_false (bth_game_fleet_move (game, id, &unknown, &error));
  g_assert_nonnull (strstr (error->message, "place: 7 is not at_sea, coastal or port"));
  g_clear_error (&error);
  g_assert_false (bth_game_fleet_set_counts (game, id, 2, 0, -1, NULL, &error));
  g_assert_nonnull (strstr (error->message, "damaged: -1 is negative"));
  g_clear_error (&error);
  g_assert_false (bth_game_fleet_move (game, "fleet-9", &nowhere, &error));
  g_assert_nonnull (strstr (error->message, "no fleet \"fleet-9\""));
  g_clear_error (&error);
  after = bth_test_dump (game);
  g_assert_cmpstr (after, ==, before);

  /* A saved file with an unknown place is refused on load, naming the field. */
  data = bth_game_save_to_data (game, &length);
  at = strstr (data, "\"port\",");
  g_assert_nonnull (at);
  bad = g_strdup (data);
  memcpy (bad + (at - data), "\"dock\",", 7);
  g_assert_null (bth_game_load_from_data (rules, bad, -1, "bad.json", &error));
  g_assert_nonnull (error);
  if (strstr (error->message, "place: \"dock\" is not at_sea, coastal or port") == NULL)
    g_error ("%s", error->message);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("berthier-fleets-XXXXXX", &error);
  int status;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/game-fleets/add-move-losses-undo", test_add_move_losses_undo);
  g_test_add_func ("/game-fleets/save-reload", test_save_reload);
  g_test_add_func ("/game-fleets/refusals", test_refusals);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
