/* test-lga-between-rounds.c — what changes between a battle's rounds, through the C API: the
 * leaders an L-1 or L-2 result kills [12.55-12.56], taken from the battle's own committed
 * leaders, and when a counter-attack may follow [12.77]. */
#include "bth-lga-combat.h"

#include <string.h>

static BthLgaRules *rules;
static const BthLgaOptions defaults;

static gboolean
lost_has (GPtrArray *lost, const char *name)
{
  for (guint i = 0; i < lost->len; i++)
    if (g_str_equal (lost->pdata[i], name))
      return TRUE;
  return FALSE;
}

/* L1. Soult (Corps Leader, CB 2) with two Division Leaders of CB 1: [12.41] counts Soult and
 * one division leader (the first of the best), Vandamme; Legrand is not committed. 14 inf
 * against 10 in a town, as test-lga-combat's B1 (dice 3,4). [12.55] "L1: The side receiving
 * this result loses all committed division or brigade leaders": Vandamme. [12.56] "L2 ...
 * plus one committed corps leader or army leader": Vandamme and Soult, no die needed. */
static void
test_l1_committed_only (void)
{
  BthLgaUnit au[] = { { 14, BTH_LGA_INFANTRY } }, du[] = { { 10, BTH_LGA_INFANTRY } };
  BthLgaLeader al[] = { { "Soult", BTH_LGA_CORPS, 2, FALSE }, { "Vandamme", BTH_LGA_DIVISION, 1, FALSE },
                        { "Legrand", BTH_LGA_DIVISION, 1, FALSE } };
  BthLgaBattleInput in = { .round = 1, .attacker = { au, 1, al, 3, 3 }, .defender = { du, 1, NULL, 0, 2 } };
  g_autoptr(GError) error = NULL;
  g_autoptr(BthLgaBattle) b = bth_lga_battle_prepare (rules, &in, &defaults, &error);
  g_autoptr(GPtrArray) l1 = NULL, l2 = NULL;
  g_autofree char *needs1 = NULL, *reason1 = NULL, *needs2 = NULL, *reason2 = NULL;
  gboolean die1, die2;

  g_assert_no_error (error);
  g_assert_cmpuint (b->leaders_at_risk->len, ==, 2);
  l1 = bth_lga_leaders_lost (rules, &in.attacker, b->leaders_at_risk, 1, 0, NULL, &defaults, &die1, &needs1, &reason1);
  g_assert_cmpuint (l1->len, ==, 1);
  g_assert_true (lost_has (l1, "Vandamme"));
  g_assert_null (needs1);
  g_assert_nonnull (strstr (reason1, "[12.55]"));
  l2 = bth_lga_leaders_lost (rules, &in.attacker, b->leaders_at_risk, 2, 0, NULL, &defaults, &die2, &needs2, &reason2);
  g_assert_cmpuint (l2->len, ==, 2);
  g_assert_true (lost_has (l2, "Soult"));
  g_assert_false (die2);
  g_assert_nonnull (strstr (reason2, "plus one committed corps leader [12.56]"));
}

/* L2. Napoleon (Supreme Commander, CB 3) with Davout (Corps, CB 2) and Friant (Division, CB 1),
 * all committed. [12.56] "If there are both corps and army leaders present, the owning
 * player rolls a die: on a roll of 1-5 a corps leader is lost; on a roll of 6, the army
 * leader is lost." Napoleon, "the army leader and supreme commander" (the seed's Command
 * Example), counts as the army leader: die 3 loses Friant and Davout, die 6 Friant and
 * Napoleon; no die yet: the die is asked for. With l2_spares_supreme_commander only Davout
 * can go, with no die. */
static void
test_l2_die (void)
{
  BthLgaLeader leaders[] = { { "Napoleon", BTH_LGA_SUPREME, 3, FALSE }, { "Davout", BTH_LGA_CORPS, 2, FALSE },
                             { "Friant", BTH_LGA_DIVISION, 1, FALSE } };
  BthLgaBattleSide side = { NULL, 0, leaders, 3, 3 };
  g_autoptr(GPtrArray) committed = g_ptr_array_new ();
  BthLgaOptions spare = { .l2_spares_supreme_commander = TRUE };
  struct { int die; const BthLgaOptions *options; const char *gone; gboolean asks; } cases[] = {
    { 3, &defaults, "Davout", FALSE }, { 6, &defaults, "Napoleon", FALSE }, { 0, &defaults, NULL, TRUE }, { 6, &spare, "Davout", FALSE },
  };

  g_ptr_array_add (committed, "Napoleon");
  g_ptr_array_add (committed, "Davout");
  g_ptr_array_add (committed, "Friant");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *needs = NULL, *reason = NULL;
      gboolean needs_die;
      g_autoptr(GPtrArray) lost = bth_lga_leaders_lost (rules, &side, committed, 2, cases[i].die, NULL, cases[i].options,
                                                        &needs_die, &needs, &reason);
      g_assert_true (lost_has (lost, "Friant"));
      g_assert_cmpint (needs_die, ==, cases[i].asks);
      if (cases[i].gone != NULL)
        {
          g_assert_cmpuint (lost->len, ==, 2);
          g_assert_true (lost_has (lost, cases[i].gone));
        }
      else
        {
          g_assert_cmpuint (lost->len, ==, 1);
          g_assert_nonnull (strstr (needs, "1-5 a corps leader, 6 the army leader"));
        }
    }
}

/* L3. Two committed corps leaders (Lannes, and Murat as a cavalry leader) under Napoleon, die
 * 2: a corps leader is lost, "the owning player chooses the leader affected" — without his
 * choice none is taken and the choice is asked for; with "Murat", Murat. */
static void
test_l3_owner_chooses (void)
{
  BthLgaLeader leaders[] = { { "Napoleon", BTH_LGA_SUPREME, 3, FALSE }, { "Lannes", BTH_LGA_CORPS, 2, FALSE },
                             { "Murat", BTH_LGA_CORPS, 2, TRUE } };
  BthLgaBattleSide side = { NULL, 0, leaders, 3, 3 };
  g_autoptr(GPtrArray) committed = g_ptr_array_new (), open = NULL, chosen = NULL;
  g_autofree char *n1 = NULL, *r1 = NULL, *n2 = NULL, *r2 = NULL;
  gboolean d1, d2;

  g_ptr_array_add (committed, "Napoleon");
  g_ptr_array_add (committed, "Lannes");
  g_ptr_array_add (committed, "Murat");
  open = bth_lga_leaders_lost (rules, &side, committed, 2, 2, NULL, &defaults, &d1, &n1, &r1);
  g_assert_cmpuint (open->len, ==, 0);
  g_assert_nonnull (strstr (n1, "one of Lannes and Murat"));
  chosen = bth_lga_leaders_lost (rules, &side, committed, 2, 2, "Murat", &defaults, &d2, &n2, &r2);
  g_assert_cmpuint (chosen->len, ==, 1);
  g_assert_true (lost_has (chosen, "Murat"));
  g_assert_null (n2);
}

/* C1. [12.77] "If the attacker is unable to deploy a front line against the reinforcement,
 * the defender may choose to launch a counter-attack at the end of the current round (if the
 * opposing units are still adjacent ...)"; then "If ... the original attacker has Advance
 * Points available from the previous round, he may launch his own counter-attack". */
static void
test_c1_counter_attack (void)
{
  char *why = NULL;

  g_assert_true (bth_lga_counter_attack_allowed (TRUE, TRUE, 0, FALSE, &why));
  g_assert_null (why);
  g_assert_false (bth_lga_counter_attack_allowed (TRUE, FALSE, 0, FALSE, &why));
  g_assert_nonnull (strstr (why, "battle reinforcement of the defender"));
  g_clear_pointer (&why, g_free);
  g_assert_false (bth_lga_counter_attack_allowed (TRUE, TRUE, 0, TRUE, &why));
  g_assert_nonnull (strstr (why, "no longer adjacent"));
  g_clear_pointer (&why, g_free);
  g_assert_true (bth_lga_counter_attack_allowed (FALSE, FALSE, 2, FALSE, &why));
  g_assert_false (bth_lga_counter_attack_allowed (FALSE, TRUE, 0, FALSE, &why));
  g_assert_nonnull (strstr (why, "Advance Points kept from his own last attack [12.77]"));
  g_free (why);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_lga_rules_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/lga-between-rounds/l1-committed-only", test_l1_committed_only);
  g_test_add_func ("/lga-between-rounds/l2-die", test_l2_die);
  g_test_add_func ("/lga-between-rounds/l3-owner-chooses", test_l3_owner_chooses);
  g_test_add_func ("/lga-between-rounds/c1-counter-attack", test_c1_counter_attack);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
