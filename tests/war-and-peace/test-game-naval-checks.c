/* test-game-naval-checks.c — an unescorted transport attacked (X.F.7.e), from the Naval
 * Checks window to the game's fleets (bth-game-naval-checks.h):
 *   - sunk: the fleet's transports go, the cargo they can no longer carry is eliminated
 *     (X.F.3.h), army units to their Force Pool (X.J.1.e); the last one removes the fleet;
 *   - captured: the army units aboard become prisoners of the captor (X.F.3.h, X.G.3.a);
 *   - escapes: the fleet moves to the named port in the same sea zone, cargo aboard;
 *   - each is one undo step with its label, undone exactly, saved and loaded back;
 *   - refusals (no transports, escorted, too many, no port, no captor) change nothing.
 *
 * Environment: BERTHIER_SOURCE_ROOT. XDG_DATA_HOME is a fresh directory.
 */
#include "bth-test-campaign.h"
#include "bth-war-and-peace.h"
#include "bth-game-naval-checks.h"
#include "bth-game-fleet-cargo.h"
#include "bth-campaign-card.h"
#include "bth-error.h"
#include "bth-force-pools.h"
#include "bth-game-save.h"

#include <string.h>

static BthRuleset *rules;

static const BthGameFleet *
fleet (BthGame *game, const char *id)
{
  return bth_game_state_find_fleet (bth_game_get_state (game), id);
}

static void
add_unit (GArray *a, const char *power, const char *kind, int sp)
{
  BthUnitCount u = { g_strdup (power), g_strdup (kind), sp };

  g_array_append_val (a, u);
}

static int
cargo_sp (BthGame *game, const char *id, const char *power, const char *kind)
{
  const BthGameFleet *g = fleet (game, id);

  return g != NULL && g->cargo != NULL ? bth_unit_counts_sp (g->cargo->units, power, kind) : 0;
}

static int
box_sp (BthGame *game, const char *state, const char *box, const char *power, const char *kind)
{
  return bth_force_pools_sp (bth_game_state_get_force_pools (bth_game_get_state (game)), state, box, power, kind);
}

/* Refused with a message holding EXPECTED, and the log unchanged. */
static void
assert_refused (BthGame *game, gboolean ok, GError *error, const char *expected, guint n_events)
{
  g_assert_false (ok);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  if (strstr (error->message, expected) == NULL)
    g_error ("\"%s\" does not say \"%s\"", error->message, expected);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, n_events);
}

/* An English fleet of TRANSPORTS, laden at London with INFANTRY and
 * CAVALRY SP of England and the London leader, then moved to the North Sea with a French
 * fleet of one squadron. */
static void
laden_at_sea (BthGame *game, int transports, int infantry, int cavalry, char **english, char **french,
              char **leader)
{
  g_autoptr(GError) error = NULL;
  const BthStackState *london;
  g_autoptr(GArray) load_units = bth_unit_counts_new ();
  const char *leaders[2] = { NULL, NULL };
  BthNavalLocation sea = { BTH_NAVAL_AT_SEA, (char *) "North Sea", NULL, NULL };

  *english = bth_test_add_fleet (game, "england", 0, transports, 0, FALSE, BTH_NAVAL_PORT, "London");
  london = bth_test_stack_at (game, "London", "england");
  *leader = g_strdup (g_ptr_array_index (london->leaders, 0));
  leaders[0] = *leader;
  if (infantry > 0)
    add_unit (load_units, "england", "I", infantry);
  if (cavalry > 0)
    add_unit (load_units, "england", "C", cavalry);
  {
    BthCargoLoad load = { load_units, leaders, 0, 0 };
    g_assert_true (bth_game_fleet_embark (game, *english, london->id, &load, &error));
    g_assert_no_error (error);
  }
  g_assert_true (bth_game_fleet_move (game, *english, &sea, &error));
  g_assert_no_error (error);
  *french = bth_test_add_fleet (game, "france", 1, 0, 0, FALSE, BTH_NAVAL_AT_SEA, "North Sea");
}


static void
test_sunk (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, "campaign", TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *english = NULL, *french = NULL, *leader = NULL, *before = NULL, *label = NULL;
  g_autofree char *after = NULL, *data = NULL;
  BthTransportAttack attack = { 1, BTH_NAVAL_CHECK_SUNK, NULL, NULL, NULL };
  g_autoptr(BthGame) loaded = NULL;
  gsize length;
  int pool_i;
  guint n;

  laden_at_sea (game, 2, 3, 0, &english, &french, &leader);
  pool_i = box_sp (game, "england", BTH_BOX_FORCE_POOL, "england", "I");
  before = bth_test_dump (game);
  n = bth_game_get_events (game)->len;

  /* One of two laden transports sunk: the other carries two of the three infantry SP
   * (X.F.3.d); the third is eliminated to England's Force Pool (X.F.3.h); the leader stays. */
  g_assert_true (bth_game_naval_transport_attacked_record (game, english, &attack, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, n + 2);   /* cargo lost + fleet-set */
  g_assert_cmpint (fleet (game, english)->fleet.transports, ==, 1);
  g_assert_cmpint (cargo_sp (game, english, "england", "I"), ==, 2);
  g_assert_cmpuint (fleet (game, english)->cargo->leaders->len, ==, 1);
  g_assert_cmpint (box_sp (game, "england", BTH_BOX_FORCE_POOL, "england", "I"), ==, pool_i + 1);
  label = bth_game_describe_undo (game);
  {
    g_autofree char *expected = g_strconcat ("Transport attacked: ", english, NULL);
    g_assert_cmpstr (label, ==, expected);
  }
  {
    g_autofree char *text = bth_game_export_text (game);
    g_assert_nonnull (strstr (text, "1 transport(s) sunk (X.F.7.e)"));
  }
  after = bth_test_dump (game);

  /* Saved and loaded back; one undo takes it back exactly. */
  data = bth_game_save_to_data (game, &length);
  loaded = bth_game_load_from_data (rules, data, length, "attacked.json", &error);
  g_assert_no_error (error);
  {
    g_autofree char *y = bth_test_dump (loaded);
    g_assert_cmpstr (y, ==, after);
  }
  g_assert_true (bth_game_undo (game, &error));
  {
    g_autofree char *undone = bth_test_dump (game);
    g_assert_cmpstr (undone, ==, before);
  }

  /* Both sunk: all the cargo eliminated, the leader with it (X.F.3.h), the fleet removed. */
  attack.transports = 2;
  g_assert_true (bth_game_naval_transport_attacked_record (game, english, &attack, &error));
  g_assert_no_error (error);
  g_assert_null (fleet (game, english));
  g_assert_cmpint (box_sp (game, "england", BTH_BOX_FORCE_POOL, "england", "I"), ==, pool_i + 3);
  g_assert_true (bth_game_undo (game, &error));
  {
    g_autofree char *undone = bth_test_dump (game);
    g_assert_cmpstr (undone, ==, before);
  }
}

static void
test_captured (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, "campaign", TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *english = NULL, *french = NULL, *leader = NULL, *before = NULL;
  BthTransportAttack attack = { 2, BTH_NAVAL_CHECK_CAPTURED, "france", NULL, NULL };
  const BthPoolBox *prisoners;
  int pool_i;

  laden_at_sea (game, 2, 3, 0, &english, &french, &leader);
  pool_i = box_sp (game, "england", BTH_BOX_FORCE_POOL, "england", "I");
  before = bth_test_dump (game);
  /* X.F.7.e "C = transport (and cargo) captured": the army units and the leader aboard
   * become prisoners of war of France (X.F.3.h, X.G.3.a). */
  g_assert_true (bth_game_naval_transport_attacked_record (game, english, &attack, &error));
  g_assert_no_error (error);
  g_assert_null (fleet (game, english));
  g_assert_cmpint (box_sp (game, "france", BTH_BOX_PRISONERS, "england", "I"), ==, 3);
  g_assert_cmpint (box_sp (game, "england", BTH_BOX_FORCE_POOL, "england", "I"), ==, pool_i);
  prisoners = bth_force_pools_find_box (bth_game_state_get_force_pools (bth_game_get_state (game)), "france",
                                        BTH_BOX_PRISONERS);
  g_assert_cmpuint (prisoners->leaders->len, ==, 1);
  g_assert_true (bth_game_undo (game, &error));
  {
    g_autofree char *undone = bth_test_dump (game);
    g_assert_cmpstr (undone, ==, before);
  }
}

static void
test_escapes (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, "campaign", TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *english = NULL, *french = NULL, *leader = NULL, *before = NULL;
  BthTransportAttack attack = { 2, BTH_NAVAL_CHECK_ESCAPE, NULL, "Plymouth", NULL };
  const BthGameFleet *f;

  laden_at_sea (game, 2, 3, 0, &english, &french, &leader);
  before = bth_test_dump (game);
  g_assert_true (bth_game_naval_transport_attacked_record (game, english, &attack, &error));
  g_assert_no_error (error);
  f = fleet (game, english);
  g_assert_cmpint (f->fleet.location.place, ==, BTH_NAVAL_PORT);
  g_assert_cmpstr (f->fleet.location.port, ==, "Plymouth");
  g_assert_cmpstr (f->fleet.location.sea_zone, ==, "North Sea");   /* the same sea zone */
  g_assert_cmpint (f->fleet.transports, ==, 2);
  g_assert_cmpint (cargo_sp (game, english, "england", "I"), ==, 3);
  g_assert_true (bth_game_undo (game, &error));
  {
    g_autofree char *undone = bth_test_dump (game);
    g_assert_cmpstr (undone, ==, before);
  }
}

static void
test_refusals (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, "campaign", TRUE);
  g_autofree char *english = NULL, *french = NULL, *leader = NULL, *before = NULL;
  guint n;

  laden_at_sea (game, 2, 3, 0, &english, &french, &leader);
  before = bth_test_dump (game);
  n = bth_game_get_events (game)->len;
#define REFUSED(attack_init, id, expected) \
  G_STMT_START { g_autoptr(GError) e = NULL; BthTransportAttack a = attack_init; \
    gboolean ok = bth_game_naval_transport_attacked_record (game, id, &a, &e); \
    assert_refused (game, ok, e, expected, n); } G_STMT_END
  /* The French fleet has a squadron and no transports. */
  REFUSED (((BthTransportAttack) { 1, BTH_NAVAL_CHECK_SUNK, NULL, NULL, NULL }), french, "has no transports");
  REFUSED (((BthTransportAttack) { 3, BTH_NAVAL_CHECK_SUNK, NULL, NULL, NULL }), english, "3 attacked, but");
  REFUSED (((BthTransportAttack) { 0, BTH_NAVAL_CHECK_SUNK, NULL, NULL, NULL }), english, "0 attacked, but");
  REFUSED (((BthTransportAttack) { 1, BTH_NAVAL_CHECK_CAPTURED, NULL, NULL, NULL }), english, "name the state");
  REFUSED (((BthTransportAttack) { 2, BTH_NAVAL_CHECK_ESCAPE, NULL, " ", NULL }), english, "name it");
  REFUSED (((BthTransportAttack) { 1, BTH_NAVAL_CHECK_ESCAPE, NULL, "Plymouth", NULL }), english, "split it");
  REFUSED (((BthTransportAttack) { 1, BTH_NAVAL_CHECK_FAIL, NULL, NULL, NULL }), english, "captured, sunk or escapes");
  REFUSED (((BthTransportAttack) { 1, BTH_NAVAL_CHECK_SUNK, NULL, NULL, NULL }), "fleet-99", "no fleet fleet-99");
  {
    /* Escorted: a fleet with squadrons and transports. */
    g_autofree char *escorted = bth_test_add_fleet (game, "england", 1, 1, 0, FALSE, BTH_NAVAL_AT_SEA, "North Sea");
    n = bth_game_get_events (game)->len;
    REFUSED (((BthTransportAttack) { 1, BTH_NAVAL_CHECK_SUNK, NULL, NULL, NULL }), escorted, "not unescorted");
    g_assert_true (bth_game_undo (game, NULL));
  }
#undef REFUSED
  {
    g_autofree char *now = bth_test_dump (game);
    g_assert_cmpstr (now, ==, before);
  }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("berthier-naval-checks-XXXXXX", &error);
  int status;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/game-naval-checks/sunk", test_sunk);
  g_test_add_func ("/game-naval-checks/captured", test_captured);
  g_test_add_func ("/game-naval-checks/escapes", test_escapes);
  g_test_add_func ("/game-naval-checks/refusals", test_refusals);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
