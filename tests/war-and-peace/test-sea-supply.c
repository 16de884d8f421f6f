/* test-sea-supply.c — X.F.3.b in the app's supply trace: "Army units transported by naval
 * movement are automatically considered supplied for the remainder of the player-segment"
 * (000:1930). English infantry embarked at
 * London and landed at Lisbon, where no source is within reach on this board (Lisbon's hex
 * recorded, nothing else around it), are in supply for the Naval Phase's player segment they
 * landed in, and traced as any other stack once the segment is over.
 *
 * The rulebook quote is checked against the seed (tests/seeds/000_…, or BERTHIER_RULEBOOK).
 * Environment: BERTHIER_SOURCE_ROOT. XDG_DATA_HOME is a fresh directory.
 */
#include "bth-game-fleet-cargo.h"
#include "bth-tec.h"
#include "bth-war-and-peace.h"
#include "bth-game-supply.h"
#include "bth-test-campaign.h"
#include "map-fixture.h"

#include <string.h>

static BthRuleset *rules;

static GArray *
units (const char *power, const char *kind, int sp)
{
  GArray *a = bth_unit_counts_new ();
  BthUnitCount u = { g_strdup (power), g_strdup (kind), sp };

  g_array_append_val (a, u);
  return a;
}

static void
assert_seed (const char *phrase)
{
  const char *rulebook = g_getenv ("BERTHIER_RULEBOOK");
  g_autofree char *path = rulebook != NULL ? g_strdup (rulebook)
                                           : g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "seeds",
                                                               "000_a960616736e2658d.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  if (strstr (text, phrase) == NULL)
    g_error ("the rulebook does not say \"%s\"", phrase);
}

static const BthStackPosition *
traced (BthGameSupply **supply, BthGame *game, BthMap *map, const char *stack)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (supply, bth_game_supply_free);
  *supply = bth_game_supply_compute (bth_game_get_state (game), NULL, map, &error);
  g_assert_no_error (error);
  return bth_game_supply_get (*supply, stack);
}

static void
test_landed_supplied (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, "campaign", TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *id = bth_test_add_fleet (game, "england", 0, 2, 0, FALSE, BTH_NAVAL_PORT, "London");
  const BthStackState *london = bth_test_stack_at (game, "London", "england");
  g_autofree char *from = g_strdup (london->id);
  g_autofree char *leader = g_strdup (g_ptr_array_index (london->leaders, 0));
  const char *leaders[] = { leader, NULL };
  g_autoptr(GArray) two = units ("england", "I", 2);
  BthCargoLoad load = { two, leaders, 0, 0 };
  BthNavalLocation lisbon = { BTH_NAVAL_PORT, (char *) "Atlantic Ocean", NULL, (char *) "Lisbon" };
  g_autoptr(BthMap) map = bth_tec_load_builtin_map (&error);
  g_autofree char *overlay = fixture_overlay ("\"cities\": [{\"name\": \"Lisbon\", \"hex\": \"G04(1)\"}]");
  g_autoptr(BthGameSupply) supply = NULL;
  g_autofree char *landed = NULL;
  const BthStackPosition *p;

  assert_seed ("**Note:** Army units transported by naval movement are automatically considered supplied for the "
               "remainder of the player-segment.");
  g_assert_no_error (error);
  fixture_apply (map, overlay);
  g_assert_true (bth_game_fleet_embark (game, id, from, &load, &error));
  g_assert_no_error (error);
  g_assert_true (bth_game_fleet_move (game, id, &lisbon, &error));
  g_assert_no_error (error);
  landed = g_strdup_printf ("s%u", bth_game_get_state (game)->next_stack);
  g_assert_true (bth_game_fleet_disembark (game, id, NULL, &load, &error));
  g_assert_no_error (error);

  /* In the segment they landed in: supplied, by X.F.3.b. */
  p = traced (&supply, game, map, landed);
  g_test_message ("%s: %s", landed, p->explanation);
  g_assert_true (p->located);
  g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
  g_assert_true (p->supplied);
  g_assert_nonnull (strstr (p->explanation, "(X.F.3.b)"));

  /* The next player segment: traced as any stack (no source near Lisbon on this board). */
  {
    const char *segment = bth_game_get_state (game)->segment;
    g_autofree char *was = g_strdup (segment);
    for (guint n = 0; n < 50 && g_strcmp0 (bth_game_get_state (game)->segment, was) == 0; n++)
      g_assert_true (bth_game_advance_phase (game, NULL));
    g_assert_cmpstr (bth_game_get_state (game)->segment, !=, was);
  }
  p = traced (&supply, game, map, landed);
  g_test_message ("%s: %s", landed, p->explanation);
  g_assert_cmpint (p->status, !=, BTH_SUPPLY_SUPPLIED);
  g_assert_null (strstr (p->explanation, "(X.F.3.b)"));
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("berthier-sea-supply-XXXXXX", &error);
  int status;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/sea-supply/landed-supplied", test_landed_supplied);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
