/* test-loss-allocation.c — P.3's constraints on which SP a force loses. */
#include "bth-loss-allocation.h"
#include "bth-combat-json.h"
#include "bth-json-strict.h"

static BthRuleset *rules;

static void
force_from_text (const char *units, BthForce *force)
{
  g_autofree char *text = g_strdup_printf ("{\"attacker\":{\"units\":%s},\"defender\":{\"units\":"
                                           "[{\"sp\":1,\"kind\":\"L\",\"color\":\"white\"}]}}", units);
  g_autoptr(JsonNode) node = bth_json_parse_strict (text, -1, NULL);
  BthBattle battle;

  g_assert_true (bth_battle_from_json (node, &battle, NULL));
  *force = battle.forces[BTH_SIDE_ATTACKER];
  battle.forces[BTH_SIDE_ATTACKER] = (BthForce) { 0 };
  bth_battle_clear (&battle);
}

/* O.3: the French (morale 2, Napoleon, blue) lose 3 SP on a D1. */
static const char *french =
  "[{\"sp\":5,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"},"
  " {\"sp\":3,\"kind\":\"C\",\"color\":\"blue\",\"symbol\":\"white\"},"
  " {\"sp\":5,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"yellow\"}]";

static gboolean
check (BthForce *force, const BthLossRules *loss, int a, int b, int c, const char *broken_rule)
{
  int proposal[] = { a, b, c };
  g_autoptr(GArray) violations = bth_modifier_list_new ();
  gboolean legal = bth_loss_check (rules, force, loss, proposal, violations);

  if (broken_rule != NULL)
    {
      g_assert_cmpuint (violations->len, >=, 1);
      g_assert_cmpstr (g_array_index (violations, BthModifier, 0).rule, ==, broken_rule);
    }
  else
    g_assert_cmpuint (violations->len, ==, 0);
  return legal;
}

static void
test_example_o3 (void)
{
  BthForce force;
  BthLossRules loss = { .loss = 3, .morale_group = 2, .leader_color = "blue", .d_result = TRUE };
  int suggested[3];

  force_from_text (french, &force);
  /* The rulebook's own choice: one infantry, one cavalry, one Bavarian. */
  g_assert_true (check (&force, &loss, 1, 1, 1, NULL));
  bth_loss_suggest (rules, &force, &loss, suggested);
  g_assert_cmpint (suggested[0], ==, 1);
  g_assert_cmpint (suggested[1], ==, 1);
  g_assert_cmpint (suggested[2], ==, 1);
  /* Two Bavarians and a cavalry SP: only one of three has morale 2 (P.3.a). */
  g_assert_false (check (&force, &loss, 0, 1, 2, "P.3.a"));
  /* Three infantry: no cavalry on a D result (P.3.c). */
  g_assert_false (check (&force, &loss, 2, 0, 1, "P.3.c"));
  /* Wrong total. */
  g_assert_false (check (&force, &loss, 1, 1, 0, "P.3"));
  bth_force_clear (&force);
}

/* P.3.b: at least half must be the leader's colour; a "1" result needs no cavalry. */
static void
test_leader_colour (void)
{
  BthForce force;
  BthLossRules loss = { .loss = 2, .morale_group = 1, .leader_color = "grey", .d_result = FALSE };

  force_from_text ("[{\"sp\":4,\"kind\":\"I\",\"color\":\"grey\",\"symbol\":\"black\"},"
                   " {\"sp\":3,\"kind\":\"I\",\"color\":\"yellow\",\"symbol\":\"black\"},"
                   " {\"sp\":1,\"kind\":\"C\",\"color\":\"yellow\",\"symbol\":\"black\"}]", &force);
  g_assert_true (check (&force, &loss, 1, 1, 0, NULL));
  g_assert_false (check (&force, &loss, 0, 2, 0, "P.3.b"));
  bth_force_clear (&force);
}

/* A constraint nobody could meet is excused: a D result with no cavalry in the force. */
static void
test_impossible_constraint_excused (void)
{
  BthForce force;
  BthLossRules loss = { .loss = 2, .morale_group = 0, .d_result = TRUE };
  int suggested[1];

  force_from_text ("[{\"sp\":6,\"kind\":\"L\",\"color\":\"white\"}]", &force);
  {
    int proposal[] = { 2 };
    g_autoptr(GArray) violations = bth_modifier_list_new ();
    g_assert_true (bth_loss_check (rules, &force, &loss, proposal, violations));
  }
  bth_loss_suggest (rules, &force, &loss, suggested);
  g_assert_cmpint (suggested[0], ==, 2);
  bth_force_clear (&force);
}

/* V.1.b: a committed Guard takes the loss as far as possible. */
static void
test_guard_first (void)
{
  BthForce force;
  BthLossRules loss = { .loss = 3, .morale_group = 3, .leader_color = "blue", .d_result = FALSE,
                        .guard_first = TRUE };
  int suggested[2];

  force_from_text ("[{\"sp\":2,\"kind\":\"GI\",\"color\":\"blue\"},"
                   " {\"sp\":8,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"}]", &force);
  bth_loss_suggest (rules, &force, &loss, suggested);
  g_assert_cmpint (suggested[0], ==, 2);
  g_assert_cmpint (suggested[1], ==, 1);
  {
    int proposal[] = { 1, 2 };
    g_autoptr(GArray) violations = bth_modifier_list_new ();
    g_assert_false (bth_loss_check (rules, &force, &loss, proposal, violations));
    g_assert_cmpstr (g_array_index (violations, BthModifier, 0).rule, ==, "V.1.b");
  }
  bth_force_clear (&force);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_ruleset_new_default (NULL);
  g_test_add_func ("/loss-allocation/example-o3", test_example_o3);
  g_test_add_func ("/loss-allocation/leader-colour", test_leader_colour);
  g_test_add_func ("/loss-allocation/impossible-constraint-excused", test_impossible_constraint_excused);
  g_test_add_func ("/loss-allocation/guard-first", test_guard_first);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
