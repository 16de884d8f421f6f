/* test-game-fleet-cargo.c — cargo in the game's fleets (X.F.3 Naval Transport,
 * bth-game-fleet-cargo.h):
 *   - X.F.3.d's numbers, as corrected by the Question Box (000:3094), against the seed text
 *     and through bth_fleet_cargo_fits();
 *   - embark from a stack of the Leader Display and disembark into a new stack, each one
 *     undo step with its label, undone and redone exactly, saved and loaded back, in the
 *     log's text export;
 *   - each refusal names its problem and changes nothing;
 *   - a naval battle that sinks laden transports sends the army units they can no longer
 *     carry to the Force Pool (X.F.3.h, X.J.1.e), by the default reading or the players'
 *     choice; one that captures them puts the army units and leaders aboard in the
 *     captor's Prisoners box (X.F.3.h, X.G.3.a).
 *
 * Environment: BERTHIER_SOURCE_ROOT. XDG_DATA_HOME is a fresh directory.
 */
#include "bth-test-campaign.h"
#include "bth-war-and-peace.h"
#include "bth-game-fleet-cargo.h"
#include "bth-game-naval-battle.h"
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

static GArray *
units (const char *power, const char *kind, int sp)
{
  GArray *a = bth_unit_counts_new ();
  BthUnitCount u = { g_strdup (power), g_strdup (kind), sp };

  g_array_append_val (a, u);
  return a;
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

/* ---- X.F.3.d's numbers --------------------------------------------------------------------- */

static char **
seed_lines (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "seeds",
                                            "000_a960616736e2658d.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  return g_strsplit (text, "\n", -1);
}

static gboolean
fits (int squadrons, int transports, const char *nation, int infantry, int cavalry, int supply, int production)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (rules);
  g_autoptr(BthFleetCargo) c = bth_fleet_cargo_new ();
  g_autoptr(GError) error = NULL;
  BthFleet f = { 0 };

  f.nation = (char *) nation;
  f.squadrons = squadrons;
  f.transports = transports;
  if (infantry > 0)
    add_unit (c->units, "england", "I", infantry);
  if (cavalry > 0)
    add_unit (c->units, "england", "C", cavalry);
  c->supply = supply;
  c->production = production;
  return bth_fleet_cargo_fits (NULL, naval, &f, c, &error);
}

static void
test_seed_numbers (void)
{
  g_auto(GStrv) seed = seed_lines ();
  const BthNavalRules *naval = bth_ruleset_get_naval (rules);

  /* 000:1934, X.F.3.d: "A transport unit may transport a maximum of **five** production or
   * supply points, **two** infantry strength points, or **one** cavalry strength point.
   * **Two** production or supply points may be transported along with **one** infantry
   * strength point." */
  g_assert_nonnull (strstr (seed[1934 - 1], "A transport unit may transport a maximum of **five** production or "
                                            "supply points, **two** infantry strength points, or **one** cavalry "
                                            "strength point. **Two** production or supply points may be "
                                            "transported along with **one** infantry strength point."));
  /* 000:3094, the Question Box: "Each transport should be able to carry either *two*
   * infantry strength points, one cavalry strength point or five production/supply points." */
  g_assert_nonnull (strstr (seed[3094 - 1], "Each transport should be able to carry either *two* infantry strength "
                                            "points, one cavalry strength point or five production/supply points."));
  /* 000:1932, X.F.3.c: "A squadron may only transport leaders. There is no limit to the
   * number of leaders which may be transported by a single naval unit." */
  g_assert_nonnull (strstr (seed[1932 - 1], "A squadron may only transport leaders. There is no limit to the number "
                                            "of leaders"));
  g_assert_cmpint (naval->transport_points, ==, 5);
  g_assert_cmpint (naval->transport_infantry, ==, 2);
  g_assert_cmpint (naval->transport_cavalry, ==, 1);
  g_assert_cmpint (naval->transport_mixed_points, ==, 2);
  g_assert_cmpint (naval->transport_mixed_infantry, ==, 1);

  /* The capacity as the game applies it. */
  g_assert_true (fits (0, 1, "england", 2, 0, 0, 0));      /* two infantry SP */
  g_assert_false (fits (0, 1, "england", 3, 0, 0, 0));
  g_assert_true (fits (0, 2, "england", 4, 0, 0, 0));
  g_assert_false (fits (0, 2, "england", 5, 0, 0, 0));
  g_assert_true (fits (0, 1, "england", 0, 1, 0, 0));      /* one cavalry SP */
  g_assert_false (fits (0, 1, "england", 0, 2, 0, 0));
  g_assert_false (fits (0, 1, "england", 1, 1, 0, 0));
  g_assert_true (fits (0, 1, "england", 0, 0, 5, 0));      /* five points */
  g_assert_false (fits (0, 1, "england", 0, 0, 6, 0));
  g_assert_true (fits (0, 1, "england", 0, 0, 3, 2));
  g_assert_true (fits (0, 1, "england", 1, 0, 2, 0));      /* two points with one infantry SP */
  g_assert_false (fits (0, 1, "england", 1, 0, 3, 0));
  g_assert_false (fits (0, 1, "england", 2, 0, 1, 0));
  g_assert_false (fits (5, 0, "england", 1, 0, 0, 0));     /* X.F.3.c: squadrons carry only leaders */
  g_assert_false (fits (5, 0, "england", 0, 0, 1, 0));
  g_assert_false (fits (0, 1, "france", 0, 0, 0, 1));      /* X.F.3.a: English production only */
}

/* ---- embark and disembark ------------------------------------------------------------------ */

static void
test_embark_disembark (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, "campaign", TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *id = bth_test_add_fleet (game, "england", 1, 2, 0, FALSE, BTH_NAVAL_PORT, "London");
  const BthStackState *london = bth_test_stack_at (game, "London", "england");
  g_autofree char *stack = g_strdup (london->id);
  g_autofree char *leader = g_strdup (g_ptr_array_index (london->leaders, 0));
  int london_i = bth_unit_counts_sp (london->units, "england", "I");
  g_autoptr(GArray) three = units ("england", "I", 3);
  const char *leaders[] = { leader, NULL };
  BthCargoLoad load = { three, leaders, 0, 0 };
  g_autofree char *before = bth_test_dump (game);
  g_autofree char *after = NULL, *label = NULL, *text = NULL, *redone = NULL;
  g_autofree char *data = NULL;
  gsize length;
  g_autoptr(BthGame) loaded = NULL;
  const BthGameState *s;
  const BthStackState *landed;
  guint n;

  /* Embark: three infantry SP and their leader, on two transports (X.F.3.d: 2 + 1). */
  n = bth_game_get_events (game)->len;
  g_assert_true (bth_game_fleet_embark (game, id, stack, &load, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, n + 1);
  g_assert_cmpint (cargo_sp (game, id, "england", "I"), ==, 3);
  g_assert_cmpuint (fleet (game, id)->cargo->leaders->len, ==, 1);
  s = bth_game_get_state (game);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (s, stack)->units, "england", "I"), ==, london_i - 3);
  g_assert_null (bth_game_state_find_leader (s, leader)->stack);      /* aboard, in no stack */
  g_assert_cmpint (bth_game_state_find_leader (s, leader)->status, ==, BTH_LEADER_STATUS_ON_MAP);
  label = bth_game_describe_undo (game);
  {
    g_autofree char *expected = g_strconcat ("Embark on ", id, NULL);
    g_assert_cmpstr (label, ==, expected);
  }
  after = bth_test_dump (game);
  text = bth_game_export_text (game);
  g_assert_nonnull (strstr (text, "Embarked on fleet-1 from stack"));
  /* The log's text names the power and the leader, never their ids. */
  {
    g_autofree char *carried = g_strdup_printf ("3 England I, leader %s", bth_game_state_find_leader (s, leader)->name);
    g_assert_nonnull (strstr (text, carried));
    g_assert_null (strstr (text, "england I"));
  }

  /* Undo and redo exactly. */
  g_assert_true (bth_game_undo (game, &error));
  g_assert_no_error (error);
  {
    g_autofree char *undone = bth_test_dump (game);
    g_assert_cmpstr (undone, ==, before);
  }
  g_assert_true (bth_game_redo (game, &error));
  redone = bth_test_dump (game);
  g_assert_cmpstr (redone, ==, after);

  /* Saved and loaded back, with the cargo; the loaded game undoes the embarkation. */
  data = bth_game_save_to_data (game, &length);
  g_assert_nonnull (strstr (data, "\"fleet-cargo\""));
  loaded = bth_game_load_from_data (rules, data, length, "cargo.json", &error);
  g_assert_no_error (error);
  {
    g_autofree char *y = bth_test_dump (loaded);
    g_assert_cmpstr (y, ==, after);
  }
  g_assert_cmpint (cargo_sp (loaded, id, "england", "I"), ==, 3);

  /* Disembark at Lisbon into a new stack (X.F.3.b: no leader is needed to disembark). */
  {
    BthNavalLocation lisbon = { BTH_NAVAL_PORT, (char *) "Atlantic Ocean", NULL, (char *) "Lisbon" };
    g_autoptr(GArray) two = units ("england", "I", 2);
    BthCargoLoad out = { two, NULL, 0, 0 };
    g_autofree char *l2 = NULL;
    g_autofree char *before_land = NULL;
    guint new_stack = bth_game_get_state (game)->next_stack;
    g_autofree char *new_id = g_strdup_printf ("s%u", new_stack);

    g_assert_true (bth_game_fleet_move (game, id, &lisbon, &error));
    g_assert_no_error (error);
    before_land = bth_test_dump (game);
    g_assert_true (bth_game_fleet_disembark (game, id, NULL, &out, &error));
    g_assert_no_error (error);
    l2 = bth_game_describe_undo (game);
    {
      g_autofree char *expected = g_strconcat ("Disembark from ", id, NULL);
      g_assert_cmpstr (l2, ==, expected);
    }
    landed = bth_game_state_find_stack (bth_game_get_state (game), new_id);
    g_assert_nonnull (landed);
    g_assert_cmpstr (landed->location, ==, "Lisbon");
    g_assert_cmpint (bth_unit_counts_sp (landed->units, "england", "I"), ==, 2);
    g_assert_cmpint (cargo_sp (game, id, "england", "I"), ==, 1);
    /* The leader and the last SP into that stack. */
    {
      g_autoptr(GArray) one = units ("england", "I", 1);
      BthCargoLoad rest = { one, leaders, 0, 0 };
      g_assert_true (bth_game_fleet_disembark (game, id, new_id, &rest, &error));
      g_assert_no_error (error);
    }
    g_assert_null (fleet (game, id)->cargo);
    landed = bth_game_state_find_stack (bth_game_get_state (game), new_id);
    g_assert_cmpint (bth_unit_counts_sp (landed->units, "england", "I"), ==, 3);
    g_assert_cmpstr (bth_game_state_find_leader (bth_game_get_state (game), leader)->stack, ==, new_id);
    g_free (text);
    text = bth_game_export_text (game);
    g_assert_nonnull (strstr (text, "Disembarked from fleet-1 into stack"));
    /* Two undo steps back to the fleet at Lisbon, laden. */
    g_assert_true (bth_game_undo (game, &error));
    g_assert_true (bth_game_undo (game, &error));
    {
      g_autofree char *undone = bth_test_dump (game);
      g_assert_cmpstr (undone, ==, before_land);
    }
  }
}

/* ---- refusals --------------------------------------------------------------------------- */

static void
test_refusals (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, "campaign", TRUE);
  g_autofree char *id = bth_test_add_fleet (game, "england", 0, 2, 0, FALSE, BTH_NAVAL_PORT, "London");
  g_autofree char *squadrons = bth_test_add_fleet (game, "england", 3, 0, 0, FALSE, BTH_NAVAL_PORT, "London");
  g_autofree char *at_sea = bth_test_add_fleet (game, "england", 0, 2, 0, FALSE, BTH_NAVAL_AT_SEA, "North Sea");
  g_autofree char *french = bth_test_add_fleet (game, "france", 0, 2, 0, FALSE, BTH_NAVAL_PORT, "Toulon");
  g_autofree char *gibraltar = bth_test_add_fleet (game, "england", 0, 1, 0, FALSE, BTH_NAVAL_PORT, "Gibraltar");
  g_autofree char *coastal = bth_test_add_fleet (game, "england", 0, 1, 0, FALSE, BTH_NAVAL_COASTAL, "FF13");
  const BthStackState *london = bth_test_stack_at (game, "London", "england");
  g_autofree char *stack = g_strdup (london->id);
  g_autofree char *gib_stack = g_strdup (bth_test_stack_at (game, "Gibraltar", "england")->id);
  g_autofree char *toulon = g_strdup (bth_test_stack_at (game, "Toulon", "france")->id);
  guint n = bth_game_get_events (game)->len;

#define REFUSED(call, expected) \
  G_STMT_START { g_autoptr(GError) e = NULL; gboolean ok = (call); assert_refused (game, ok, e, expected, n); } G_STMT_END

  {
    g_autoptr(GArray) five = units ("england", "I", 5);
    BthCargoLoad load = { five, NULL, 0, 0 };
    /* X.F.3.d: five infantry SP need three transports. */
    REFUSED (bth_game_fleet_embark (game, id, stack, &load, &e), "need 3 transports, the fleet has 2");
    /* X.F.3.c: squadrons carry only leaders. */
    REFUSED (bth_game_fleet_embark (game, squadrons, stack, &load, &e), "a squadron may only transport leaders");
    /* X.F.3.b: not at sea. */
    REFUSED (bth_game_fleet_embark (game, at_sea, stack, &load, &e), "is at sea in North Sea");
    /* The stack is not where the fleet is. */
    REFUSED (bth_game_fleet_embark (game, french, stack, &load, &e), "not at Toulon");
  }
  {
    g_autoptr(GArray) many = units ("england", "I", 99);
    BthCargoLoad load = { many, NULL, 0, 0 };
    REFUSED (bth_game_fleet_embark (game, id, stack, &load, &e), "units: stack");
  }
  {
    g_autoptr(GArray) austrians = units ("austria", "I", 1);
    BthCargoLoad load = { austrians, NULL, 0, 0 };
    REFUSED (bth_game_fleet_embark (game, id, stack, &load, &e), "holds 0 Austria I SP");
  }
  {
    g_autoptr(GArray) none = units ("england", "I", 0);
    BthCargoLoad load = { none, NULL, 0, 0 };
    REFUSED (bth_game_fleet_embark (game, id, stack, &load, &e), "units: England I: 0 SP");
  }
  {
    g_autoptr(GArray) naval = units ("england", "T", 1);
    BthCargoLoad load = { naval, NULL, 0, 0 };
    REFUSED (bth_game_fleet_embark (game, id, stack, &load, &e), "T is not an army unit");
  }
  {
    const char *nobody[] = { "no-such-leader", NULL };
    BthCargoLoad load = { NULL, nobody, 0, 0 };
    REFUSED (bth_game_fleet_embark (game, id, stack, &load, &e), "leaders: \"no-such-leader\" is not in stack");
  }
  {
    /* X.F.3.b: no leader at Gibraltar for its infantry. */
    g_autoptr(GArray) one = units ("england", "I", 1);
    BthCargoLoad load = { one, NULL, 0, 0 };
    REFUSED (bth_game_fleet_embark (game, gibraltar, gib_stack, &load, &e), "a leader must be present");
    {
      /* The side by its scenario name, not its id. */
      const char *side = bth_game_state_find_stack (bth_game_get_state (game), gib_stack)->side;
      g_autofree char *named = g_strdup_printf ("no leader of %s is at Gibraltar", bth_game_side_name (game, side));
      g_assert_cmpstr (bth_game_side_name (game, side), !=, side);
      REFUSED (bth_game_fleet_embark (game, gibraltar, gib_stack, &load, &e), named);
    }
  }
  {
    /* X.F.3.a: production points on English naval units only. */
    BthCargoLoad load = { NULL, NULL, 0, 1 };
    REFUSED (bth_game_fleet_embark (game, french, toulon, &load, &e), "only English naval units");
    /* The fleet's nation by its name. */
    REFUSED (bth_game_fleet_embark (game, french, toulon, &load, &e), "this fleet is France's");
  }
  {
    /* X.F.3.d: supply needs a naval unit that began in a port. */
    g_autoptr(GArray) none = bth_unit_counts_new ();
    BthCargoLoad load = { none, NULL, 1, 0 };
    const BthStackState *ff = NULL;
    g_autoptr(GError) err = NULL;
    /* A stack at FF13 to load from. */
    g_autoptr(GArray) kgl = units ("kgl", "I", 1);
    g_assert_true (bth_game_add_units (game, NULL, london->side, "FF13", kgl, FALSE, &err));
    g_assert_no_error (err);
    n = bth_game_get_events (game)->len;
    ff = bth_test_stack_at (game, "FF13", "kgl");
    REFUSED (bth_game_fleet_embark (game, coastal, ff->id, &load, &e), "not a port");
  }
  {
    /* Nothing chosen; cargo not aboard. */
    BthCargoLoad load = { NULL, NULL, 0, 0 };
    g_autoptr(GArray) one = units ("england", "I", 1);
    BthCargoLoad out = { one, NULL, 0, 0 };
    REFUSED (bth_game_fleet_embark (game, id, stack, &load, &e), "choose the units");
    REFUSED (bth_game_fleet_disembark (game, id, NULL, &out, &e), "carries 0 England I SP");
    {
      /* A leader of the game who is not aboard, by his name. */
      const BthGameState *st = bth_game_get_state (game);
      const BthLeaderState *l = bth_game_state_find_leader (st, g_ptr_array_index (bth_game_state_find_stack (st, stack)->leaders, 0));
      const char *leaders[] = { l->id, NULL };
      BthCargoLoad ashore = { NULL, leaders, 0, 0 };
      g_autofree char *named = g_strdup_printf ("leaders: %s is not aboard %s", l->name, id);
      g_assert_cmpstr (l->name, !=, l->id);
      REFUSED (bth_game_fleet_disembark (game, id, NULL, &ashore, &e), named);
    }
  }
  {
    /* Loaded fleets are not emptied by other actions. */
    g_autoptr(GArray) two = units ("england", "I", 2);
    BthCargoLoad load = { two, NULL, 0, 0 };
    g_autoptr(GError) err = NULL;
    g_assert_true (bth_game_fleet_embark (game, id, stack, &load, &err));
    g_assert_no_error (err);
    n = bth_game_get_events (game)->len;
    REFUSED (bth_game_fleet_remove (game, id, NULL, &e), "disembark it first");
    REFUSED (bth_game_fleet_set_counts (game, id, 0, 0, 0, NULL, &e), "disembark it first");
    g_assert_true (bth_game_fleet_set_counts (game, id, 0, 1, 0, NULL, &err));   /* 2 I fit one transport */
    g_assert_no_error (err);
    n = bth_game_get_events (game)->len;
    {
      g_autoptr(GArray) more = units ("england", "I", 1);
      BthCargoLoad m = { more, NULL, 0, 0 };
      REFUSED (bth_game_fleet_embark (game, id, stack, &m, &e), "need 2 transports, the fleet has 1");
    }
  }
  {
    /* X.F.3.a-b: during the Naval Phase only. */
    g_autoptr(GArray) one = units ("england", "I", 1);
    BthCargoLoad load = { one, NULL, 0, 0 };
    g_autoptr(GError) err = NULL;
    g_assert_true (bth_game_advance_phase (game, &err));
    n = bth_game_get_events (game)->len;
    REFUSED (bth_game_fleet_disembark (game, id, stack, &load, &e), "during the Naval Phase");
  }
#undef REFUSED
}

/* ---- cargo lost in a naval battle --------------------------------------------------------- */

static BthNavalCombatOutcome
no_squadron_loss (void)
{
  BthNavalCombatOutcome o = { 0 };

  o.die = 3;
  return o;
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
test_battle_sinks (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, "campaign", TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *english = NULL, *french = NULL, *leader = NULL, *before = NULL, *label = NULL;
  BthNavalCombatOutcome outcome = no_squadron_loss ();
  BthNavalBattleCargo cargo = { 0 };
  int pool_i, pool_c;

  laden_at_sea (game, 2, 3, 0, &english, &french, &leader);
  pool_i = box_sp (game, "england", BTH_BOX_FORCE_POOL, "england", "I");
  before = bth_test_dump (game);

  /* One of two transports sunk (X.F.7.e): the other carries two of the three infantry SP;
   * the third is eliminated, to England's Force Pool (X.F.3.h, X.J.1.e); the leader stays. */
  cargo.transports_sunk[0] = 1;
  g_assert_true (bth_game_naval_battle_record_cargo (game, english, french, NULL, &outcome, &cargo, &error));
  g_assert_no_error (error);
  g_assert_cmpint (fleet (game, english)->fleet.transports, ==, 1);
  g_assert_cmpint (cargo_sp (game, english, "england", "I"), ==, 2);
  g_assert_cmpuint (fleet (game, english)->cargo->leaders->len, ==, 1);
  g_assert_cmpint (box_sp (game, "england", BTH_BOX_FORCE_POOL, "england", "I"), ==, pool_i + 1);
  label = bth_game_describe_undo (game);
  g_assert_cmpstr (label, ==, "Naval battle at North Sea (at sea)");
  {
    g_autofree char *text = bth_game_export_text (game);
    g_assert_nonnull (strstr (text, "Cargo of fleet-1 lost (eliminated): 1 England I"));
    g_assert_nonnull (strstr (text, "1 transport(s) sunk (X.F.7.e)"));
  }

  /* The last transport sunk: all cargo eliminated, the leader with it, the fleet removed. */
  cargo.transports_sunk[0] = 1;
  g_assert_true (bth_game_naval_battle_record_cargo (game, english, french, NULL, &outcome, &cargo, &error));
  g_assert_no_error (error);
  g_assert_null (fleet (game, english));
  g_assert_cmpint (box_sp (game, "england", BTH_BOX_FORCE_POOL, "england", "I"), ==, pool_i + 3);
  g_assert_cmpint (bth_game_state_find_leader (bth_game_get_state (game), leader)->status, ==,
                   BTH_LEADER_STATUS_KILLED);

  /* One undo step each. */
  g_assert_true (bth_game_undo (game, &error));
  g_assert_true (bth_game_undo (game, &error));
  {
    g_autofree char *undone = bth_test_dump (game);
    g_assert_cmpstr (undone, ==, before);
  }

  /* The players' choice: of one infantry and one cavalry SP on two transports, one sunk;
   * by default the infantry SP stays aboard (docs/readings.md), the players may lose it
   * instead and keep the cavalry. */
  {
    g_autoptr(BthGame) g2 = bth_test_grand_campaign (rules, "campaign", TRUE);
    g_autofree char *e2 = NULL, *f2 = NULL, *l2 = NULL;
    g_autoptr(BthFleetCargo) chosen = bth_fleet_cargo_new ();
    BthNavalBattleCargo c2 = { 0 };
    guint n;

    laden_at_sea (g2, 2, 1, 1, &e2, &f2, &l2);
    pool_i = box_sp (g2, "england", BTH_BOX_FORCE_POOL, "england", "I");
    pool_c = box_sp (g2, "england", BTH_BOX_FORCE_POOL, "england", "C");
    c2.transports_sunk[0] = 1;
    /* Losing nothing leaves two SP of cargo on one transport: refused. */
    c2.lost[0] = chosen;
    n = bth_game_get_events (g2)->len;
    {
      g_autoptr(GError) e = NULL;
      gboolean ok = bth_game_naval_battle_record_cargo (g2, e2, f2, NULL, &outcome, &c2, &e);
      assert_refused (g2, ok, e, "does not fit the naval units left", n);
    }
    add_unit (chosen->units, "england", "I", 1);
    g_assert_true (bth_game_naval_battle_record_cargo (g2, e2, f2, NULL, &outcome, &c2, &error));
    g_assert_no_error (error);
    g_assert_cmpint (cargo_sp (g2, e2, "england", "C"), ==, 1);
    g_assert_cmpint (cargo_sp (g2, e2, "england", "I"), ==, 0);
    g_assert_cmpint (box_sp (g2, "england", BTH_BOX_FORCE_POOL, "england", "I"), ==, pool_i + 1);
    g_assert_cmpint (box_sp (g2, "england", BTH_BOX_FORCE_POOL, "england", "C"), ==, pool_c);
    /* The default instead: the cavalry SP is lost. */
    g_assert_true (bth_game_undo (g2, &error));
    c2.lost[0] = NULL;
    g_assert_true (bth_game_naval_battle_record_cargo (g2, e2, f2, NULL, &outcome, &c2, &error));
    g_assert_no_error (error);
    g_assert_cmpint (cargo_sp (g2, e2, "england", "I"), ==, 1);
    g_assert_cmpint (box_sp (g2, "england", BTH_BOX_FORCE_POOL, "england", "C"), ==, pool_c + 1);
  }
}

static void
test_battle_captures (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, "campaign", TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *english = NULL, *french = NULL, *leader = NULL, *before = NULL, *data = NULL;
  BthNavalCombatOutcome outcome = no_squadron_loss ();
  BthNavalBattleCargo cargo = { 0 };
  const BthPoolBox *prisoners;
  g_autoptr(BthGame) loaded = NULL;
  gsize length;
  int pool_i;

  laden_at_sea (game, 2, 3, 0, &english, &french, &leader);
  pool_i = box_sp (game, "england", BTH_BOX_FORCE_POOL, "england", "I");
  before = bth_test_dump (game);
  /* Both transports captured (X.F.7.e "C = transport (and cargo) captured"): the army units
   * aboard become prisoners of war of France (X.F.3.h, X.G.3.a), and the leader with them. */
  cargo.transports_captured[0] = 2;
  g_assert_true (bth_game_naval_battle_record_cargo (game, english, french, NULL, &outcome, &cargo, &error));
  g_assert_no_error (error);
  g_assert_null (fleet (game, english));
  g_assert_cmpint (box_sp (game, "france", BTH_BOX_PRISONERS, "england", "I"), ==, 3);
  g_assert_cmpint (box_sp (game, "england", BTH_BOX_FORCE_POOL, "england", "I"), ==, pool_i);
  prisoners = bth_force_pools_find_box (bth_game_state_get_force_pools (bth_game_get_state (game)), "france",
                                        BTH_BOX_PRISONERS);
  g_assert_cmpuint (prisoners->leaders->len, ==, 1);
  g_assert_cmpstr (((BthPoolLeader *) g_ptr_array_index (prisoners->leaders, 0))->id, ==, leader);
  g_assert_null (bth_game_state_find_leader (bth_game_get_state (game), leader));
  {
    g_autofree char *text = bth_game_export_text (game);
    g_assert_nonnull (strstr (text, "Cargo of fleet-1 lost (captured by France): 3 England I"));
  }

  /* Saved and loaded back; the loaded game undoes the battle in one step. */
  data = bth_game_save_to_data (game, &length);
  loaded = bth_game_load_from_data (rules, data, length, "captured.json", &error);
  g_assert_no_error (error);
  g_assert_cmpint (box_sp (loaded, "france", BTH_BOX_PRISONERS, "england", "I"), ==, 3);
  g_assert_true (bth_game_undo (loaded, &error));
  {
    g_autofree char *undone = bth_test_dump (loaded);
    g_assert_cmpstr (undone, ==, before);
  }

  /* One of two transports captured: the one left carries two of the three SP, the third
   * is a prisoner of France; the leader stays aboard. */
  g_assert_true (bth_game_undo (game, &error));
  cargo.transports_captured[0] = 1;
  g_assert_true (bth_game_naval_battle_record_cargo (game, english, french, NULL, &outcome, &cargo, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cargo_sp (game, english, "england", "I"), ==, 2);
  g_assert_cmpint (box_sp (game, "france", BTH_BOX_PRISONERS, "england", "I"), ==, 1);
  g_assert_nonnull (bth_game_state_find_leader (bth_game_get_state (game), leader));
}

/* Old logs: a fleet without "cargo" loads, and a fleet with a malformed one is refused. */
static void
test_old_and_bad_logs (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, "campaign", TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *id = bth_test_add_fleet (game, "england", 1, 1, 0, FALSE, BTH_NAVAL_PORT, "London");
  g_autofree char *data = NULL, *bad = NULL;
  gsize length;
  g_autoptr(BthGame) loaded = NULL;
  g_autoptr(BthGame) refused = NULL;

  data = bth_game_save_to_data (game, &length);
  g_assert_null (strstr (data, "cargo"));     /* nothing aboard: written as before */
  loaded = bth_game_load_from_data (rules, data, length, "old.json", &error);
  g_assert_no_error (error);
  g_assert_null (fleet (loaded, id)->cargo);
  /* A naval unit as cargo in a hand-edited log. */
  {
    g_autoptr(GString) s = g_string_new (data);
    g_string_replace (s, "\"blockading\":false}", "\"blockading\":false,\"cargo\":{\"units\":[{\"power\":"
                      "\"england\",\"kind\":\"S\",\"sp\":1}],\"leaders\":[]}}", 1);
    bad = g_string_free (g_steal_pointer (&s), FALSE);
  }
  g_assert_cmpstr (bad, !=, data);
    {
      refused = bth_game_load_from_data (rules, bad, strlen (bad), "bad.json", &error);
      g_assert_null (refused);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "not an army unit"));
    }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("berthier-fleet-cargo-XXXXXX", &error);
  int status;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/game-fleet-cargo/seed-numbers", test_seed_numbers);
  g_test_add_func ("/game-fleet-cargo/embark-disembark", test_embark_disembark);
  g_test_add_func ("/game-fleet-cargo/refusals", test_refusals);
  g_test_add_func ("/game-fleet-cargo/battle-sinks", test_battle_sinks);
  g_test_add_func ("/game-fleet-cargo/battle-captures", test_battle_captures);
  g_test_add_func ("/game-fleet-cargo/old-and-bad-logs", test_old_and_bad_logs);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
