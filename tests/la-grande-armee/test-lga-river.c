/* test-lga-river.c — River Crossing battles [12.9] through the C API, worked by hand from the
 * rules; the arithmetic is in each test's comment. */
#include "bth-lga-combat.h"

#include <string.h>

static BthLgaRules *rules;
static const BthLgaOptions defaults;

/* { sp, type, morale, reserve, demoralized, brigade, corps } */
#define INF(n, c)  { (n), BTH_LGA_INFANTRY, 0, FALSE, FALSE, FALSE, (c) }
#define RES(n, c)  { (n), BTH_LGA_INFANTRY, 0, TRUE, FALSE, FALSE, (c) }
#define CAV(n, c)  { (n), BTH_LGA_CAVALRY, 0, FALSE, FALSE, FALSE, (c) }
#define BDE(c)     { 1, BTH_LGA_CAVALRY, 0, FALSE, FALSE, TRUE, (c) }
#define FA(n, c)   { (n), BTH_LGA_FIELD_ARTILLERY, 0, FALSE, FALSE, FALSE, (c) }
#define HA(n, c)   { (n), BTH_LGA_HORSE_ARTILLERY, 0, FALSE, FALSE, FALSE, (c) }

static const char *minor_river[] = { "minor_river", NULL };

static BthLgaBattle *
fight (const BthLgaBattleInput *in, const BthLgaOptions *options, int d1, int d2)
{
  g_autoptr(GError) error = NULL;
  BthLgaBattle *b = bth_lga_battle_prepare (rules, in, options, &error);

  g_assert_no_error (error);
  bth_lga_battle_apply (rules, b, in, options, d1, d2);
  return b;
}

static gboolean
has_text (GPtrArray *list, const char *needle)
{
  for (guint i = 0; i < list->len; i++)
    if (strstr (list->pdata[i], needle) != NULL)
      return TRUE;
  return FALSE;
}

/* R1. [12.93 #1] "When the attacker receives a Withdraw combat result in a river crossing
 * battle, the number result shown with the Withdraw result is increased by 1 before the
 * Minimum Loss is calculated." Defend the River Crossing: the attacker's one infantry
 * division of 15 SP (morale 2) against an infantry division of 12, a cavalry division of 3,
 * 1 FA and 1 HA (morale 3) — each within 12.91's limits. Odds 15:17 = 0.88 -> 3:4, -1.
 * Attacker -1 +2 = +1; defender +3 morale, +2 combined arms, +2 artillery = 7; net -6 (the
 * minor river is "Special", no modifier). Dice 4+4 = 8, modified 2: "2, WITHDRAW, L-1" and
 * "1". Minimum Loss for 15 SP: 2. The attacker loses (2+1) x 2 = 6, not 4; the defender 2. */
static void
test_r1_attacker_withdraw (void)
{
  BthLgaUnit au[] = { INF (15, NULL) }, du[] = { INF (12, NULL), CAV (3, NULL), FA (1, NULL), HA (1, NULL) };
  BthLgaBattleInput in = { .round = 1, .terrain = minor_river, .river = BTH_LGA_RIVER_DEFEND_CROSSING,
                           .attacker = { au, 1, NULL, 0, 2 }, .defender = { du, 4, NULL, 0, 3 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 4, 4);

  g_assert_cmpstr (b->odds, ==, "3:4");
  g_assert_cmpint (b->net_drm, ==, -6);
  g_assert_cmpint (b->row, ==, 2);
  g_assert_cmpint (b->minimum_loss, ==, 2);
  g_assert_true (b->attacker.withdraw);
  g_assert_cmpint (b->attacker.loss, ==, 6);
  g_assert_nonnull (strstr (b->attacker.river, "[12.93]"));
  g_assert_cmpint (b->defender.loss, ==, 2);
  g_assert_cmpuint (b->violations->len, ==, 0);
  /* the exact chances already count the +1: row 2 costs the attacker 6 */
  g_assert_true (has_text (b->notes, "Defend the River Crossing"));
  /* the same battle without the river: 2 x 2 = 4 */
  in.river = BTH_LGA_RIVER_NONE;
  {
    g_autoptr(BthLgaBattle) plain = fight (&in, &defaults, 4, 4);
    g_assert_cmpint (plain->attacker.loss, ==, 4);
    g_assert_null (plain->attacker.river);
    g_assert_true (has_text (plain->notes, "this is a River Crossing battle: give the defender's option"));
  }
  /* [12.91 #1] a Withdrawal battle: "the river has no special effect" */
  in.river = BTH_LGA_RIVER_DEFEND_CROSSING;
  in.type = BTH_LGA_BATTLE_WITHDRAWAL;
  {
    g_autoptr(BthLgaBattle) w = fight (&in, &defaults, 4, 4);
    g_assert_true (has_text (w->notes, "the river has no special effect [12.91]"));
    g_assert_null (w->attacker.river);
  }
}

/* R2. [12.93 #1] "When the attacker receives a Routed result, the front line suffers the
 * normal 50% loss; the remaining strength points in the front line are considered captured."
 * R1's battle with 4 more infantry SP in the attacker's reserve; dice 2+2 = 4, modified -2,
 * row "0-": ROUTED, L-2. 50% of 15, rounded up, is 8; the other 7 are captured: 15 lost. Were
 * the reserve to fail its Morale Check, 50% of it, 2, would go too: 17. */
static void
test_r2_attacker_routed (void)
{
  BthLgaUnit au[] = { INF (15, NULL), RES (4, NULL) }, du[] = { INF (12, NULL), CAV (3, NULL), FA (1, NULL), HA (1, NULL) };
  BthLgaBattleInput in = { .round = 1, .terrain = minor_river, .river = BTH_LGA_RIVER_DEFEND_CROSSING,
                           .attacker = { au, 2, NULL, 0, 2 }, .defender = { du, 4, NULL, 0, 3 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 2, 2);

  g_assert_cmpint (b->row, ==, 0);
  g_assert_true (b->attacker.routed);
  g_assert_cmpint (b->attacker.loss, ==, 15);
  g_assert_cmpint (b->attacker.captured_sp, ==, 7);
  g_assert_cmpint (b->attacker.loss_if_reserve_routs, ==, 17);
  g_assert_false (b->attacker.eliminated);
  /* [12.92 #2] the 4 SP in reserve are no breach of the two-thirds rule here */
  g_assert_cmpuint (b->violations->len, ==, 0);
}

/* R3. [12.91 #2] Defend the River Crossing: "1 infantry division, 1 cavalry division (or 3
 * cavalry brigades), 1 field artillery strength point, 1 horse artillery strength point" —
 * "The attacker is subject to the same limits." Two infantry divisions, a cavalry division
 * with a brigade and 2 FA SP break three of them; 3 brigades alone are within. */
static void
test_r3_crossing_limits (void)
{
  BthLgaUnit au[] = { INF (8, NULL), INF (6, NULL), CAV (2, NULL), BDE (NULL), FA (2, NULL) };
  BthLgaUnit du[] = { INF (8, NULL), BDE (NULL), BDE (NULL), BDE (NULL), HA (1, NULL) };
  BthLgaBattleInput in = { .round = 1, .river = BTH_LGA_RIVER_DEFEND_CROSSING,
                           .attacker = { au, 5, NULL, 0, 3 }, .defender = { du, 5, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 3, 3);

  g_assert_cmpuint (b->violations->len, ==, 3);
  g_assert_true (has_text (b->violations, "[12.91] Defend the River Crossing: the attacker's front line has 2 infantry divisions"));
  g_assert_true (has_text (b->violations, "attacker's front line has 1 cavalry divisions and 1 cavalry brigades"));
  g_assert_true (has_text (b->violations, "attacker's front line has 2 field artillery SP"));
}

/* R4. [12.93 #4] "If the defender had a reserve, the front line units receiving the Withdraw
 * result do not leave the hex and do not make a Morale Check." An infantry division of 10, a
 * cavalry division of 2 and 1 FA (morale 3) against 6 infantry in front and 6 in reserve
 * (morale 2): 13:6 = 2.17 -> 2:1, +4; attacker +4 +3 +2 combined arms +1 artillery = 10,
 * defender 2, net +8. Dice 1+2 = 3, modified 11: "2, 2 Advance Points" and "3, WITHDRAW".
 * Minimum Loss for 13: 1. The defender loses 3 but holds the hex, no Morale Check; without a
 * reserve he withdraws as usual (1 hex, Morale Check). */
static void
test_r4_withdraw_with_reserve (void)
{
  BthLgaUnit au[] = { INF (10, NULL), CAV (2, NULL), FA (1, NULL) }, du[] = { INF (6, NULL), RES (6, NULL) };
  BthLgaBattleInput in = { .round = 1, .river = BTH_LGA_RIVER_DEFEND_CROSSING,
                           .attacker = { au, 3, NULL, 0, 3 }, .defender = { du, 2, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 1, 2);
  g_autoptr(BthLgaBattle) alone = NULL;
  BthLgaOptions literal = { .river_crossing_defender_retreats = TRUE };

  g_assert_cmpstr (b->odds, ==, "2:1");
  g_assert_cmpint (b->net_drm, ==, 8);
  g_assert_cmpint (b->row, ==, 11);
  g_assert_cmpint (b->defender.loss, ==, 3);
  g_assert_false (b->defender.withdraw);
  g_assert_true (b->defender.holds_hex);
  g_assert_false (b->defender.morale_check);
  g_assert_cmpint (b->defender.retreat_hexes, ==, 0);
  g_assert_cmpint (b->attacker.advance_points, ==, 2);
  in.defender.n_units = 1;
  alone = fight (&in, &defaults, 1, 2);
  g_assert_true (alone->defender.withdraw);
  g_assert_true (alone->defender.morale_check);
  g_assert_cmpint (alone->defender.retreat_hexes, ==, 1);
  /* the named reading of 12.91 #2's "If the defender does not receive a Routed result, his
   * entire stack retreats one hex": after row 10's "3" too */
  {
    g_autoptr(BthLgaBattle) l = fight (&in, &literal, 1, 1);
    g_assert_cmpint (l->row, ==, 10);
    g_assert_true (l->defender.withdraw);
    g_assert_true (l->defender.morale_check);
    g_autoptr(BthLgaBattle) d = fight (&in, &defaults, 1, 1);
    g_assert_false (d->defender.withdraw);
  }
}

/* R5. Defend the Hex [12.91 #3]: the attacker announces 6 corps; the defender "must allow at
 * least one-third" — 2 — "the defender is also limited to this number". Corps I (8 and 7
 * infantry) and III (9 infantry, 3 cavalry, 2 FA), morale 3, with IV's 10 infantry in
 * reserve, against 8 Austrian infantry (morale 2, no reserve). 29:8 = 3.6 -> 3:1, +5
 * (4:1 would be 32). Attacker +5 +3 +2 combined arms +2 artillery = 12, defender 2, net +10.
 * Dice 2+2 = 4, modified 14: "ROUTED, L-2", 50% of 8 = 4 lost. [12.93 #3] "If all defending
 * units in the hex are routed when using the Defend the Hex option, the entire attacking
 * force can advance across the river, even if the attacker has no Advance Points". */
static void
test_r5_defend_the_hex (void)
{
  BthLgaUnit au[] = { INF (8, "I"), INF (7, "I"), INF (9, "III"), CAV (3, "III"), FA (2, "III"), RES (10, "IV") };
  BthLgaUnit du[] = { INF (8, "Kollowrat") };
  BthLgaBattleInput in = { .round = 1, .terrain = minor_river, .river = BTH_LGA_RIVER_DEFEND_HEX,
                           .river_corps_announced = 6, .river_corps_allowed = 2,
                           .attacker = { au, 6, NULL, 0, 3 }, .defender = { du, 1, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 2, 2);

  g_assert_cmpstr (b->odds, ==, "3:1");
  g_assert_cmpint (b->net_drm, ==, 10);
  g_assert_cmpuint (b->violations->len, ==, 0);
  g_assert_true (b->defender.routed);
  g_assert_cmpint (b->defender.loss, ==, 4);
  g_assert_true (b->attacker.crosses_river);
  g_assert_nonnull (strstr (b->attacker.river, "even without Advance Points"));
}

/* R6. Defend the Hex deployment: allowing 1 of 6 corps is less than one-third; then 2
 * corps attack where 1 was allowed. In round 3 with 2 allowed, the attacker may have added
 * up to 2 a round, up to the 6 announced: 5 corps are within min(6, 2 + 2 x 2) = 6, 5 are
 * not within round 2's 4. Units of the front line without their corps: a note, no count. */
static void
test_r6_hex_limits (void)
{
  BthLgaUnit au[] = { INF (5, "I"), INF (5, "III"), INF (5, "IV"), INF (5, "V"), INF (5, "VI") };
  BthLgaUnit du[] = { INF (8, NULL) };
  BthLgaBattleInput in = { .round = 1, .river = BTH_LGA_RIVER_DEFEND_HEX, .river_corps_announced = 6, .river_corps_allowed = 1,
                           .attacker = { au, 2, NULL, 0, 3 }, .defender = { du, 1, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b1 = fight (&in, &defaults, 3, 3);
  g_autoptr(BthLgaBattle) b2 = NULL, b3 = NULL;

  g_assert_true (has_text (b1->violations, "at least 2, not 1"));
  g_assert_true (has_text (b1->violations, "the attacker has 2 corps or corps-equivalents in the front line; the defender allowed 1"));
  g_assert_true (has_text (b1->notes, "name the corps of every front-line unit of the defender"));
  in.river_corps_allowed = 2;
  in.attacker.n_units = 5;
  in.round = 2;
  b2 = fight (&in, &defaults, 3, 3);
  g_assert_true (has_text (b2->violations, "at most 4"));
  in.round = 3;
  b3 = fight (&in, &defaults, 3, 3);
  for (guint i = 0; i < b3->violations->len; i++)
    g_assert_null (strstr (b3->violations->pdata[i], "[12.91]"));
}

/* R7. [12.92 #3] "Units attacking across a minor river or any type of bridge cannot fight
 * more than two rounds of River Crossing Battle in a single Combat Phase": round 3 is
 * refused, whatever the odds. */
static void
test_r7_two_rounds (void)
{
  BthLgaUnit au[] = { INF (10, NULL) }, du[] = { INF (5, NULL) };
  BthLgaBattleInput in = { .round = 3, .river = BTH_LGA_RIVER_DEFEND_CROSSING,
                           .attacker = { au, 1, NULL, 0, 3 }, .defender = { du, 1, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 3, 3);

  g_assert_false (b->allowed);
  g_assert_nonnull (strstr (b->verdict, "cannot fight more than 2 rounds"));
  g_assert_nonnull (strstr (b->verdict, "[12.92]"));
  g_assert_cmpint (b->attacker.loss, ==, 0);
  g_assert_cmpint (b->defender.loss, ==, 0);
}

/* R8. [12.92 #1] "A corps-equivalent is a combination of units not in excess of: 3 infantry
 * divisions, 1 cavalry division, 1 field artillery strength point, 1 horse artillery strength
 * point". Defend the Hex, 2 corps allowed of 2 announced: the attacker's "II" — 3 infantry
 * divisions, a cavalry division, 1 FA and 1 HA SP — is within it; his "I" — 4 infantry
 * divisions — is more, so it counts as one only as a true corps (one corps leader) or the
 * Army Reserve: a note names it, not a violation (the units do not say which it is). The
 * numbers come from the ruleset (river_crossing.corps_equivalent). */
static void
test_r8_corps_equivalent (void)
{
  BthLgaUnit au[] = { INF (3, "I"), INF (3, "I"), INF (3, "I"), INF (3, "I"),
                      INF (3, "II"), INF (3, "II"), INF (3, "II"), CAV (2, "II"), FA (1, "II"), HA (1, "II") };
  BthLgaUnit du[] = { INF (8, "X") };
  BthLgaBattleInput in = { .round = 1, .river = BTH_LGA_RIVER_DEFEND_HEX, .river_corps_announced = 2, .river_corps_allowed = 2,
                           .attacker = { au, G_N_ELEMENTS (au), NULL, 0, 3 }, .defender = { du, 1, NULL, 0, 2 } };
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 3, 3);
  guint n = 0;

  g_assert_cmpint (t->corps_equivalent[0], ==, 3);
  g_assert_cmpint (t->corps_equivalent[1], ==, 1);
  g_assert_cmpint (t->corps_equivalent[2], ==, 1);
  g_assert_cmpint (t->corps_equivalent[3], ==, 1);
  g_assert_true (has_text (b->notes, "the attacker's units of I (4 infantry divisions, 0 cavalry divisions, 0 field and 0 horse "
                                     "artillery SP) are more than a corps-equivalent"));
  g_assert_true (has_text (b->notes, "at most 3 infantry divisions, 1 cavalry division, 1 field artillery SP and 1 horse artillery SP [12.92]"));
  for (guint i = 0; i < b->notes->len; i++)
    n += strstr (b->notes->pdata[i], "more than a corps-equivalent") != NULL;
  g_assert_cmpuint (n, ==, 1);
  for (guint i = 0; i < b->violations->len; i++)
    g_assert_null (strstr (b->violations->pdata[i], "corps-equivalent ["));

  /* A fourth cavalry brigade beside the division: 1⅓ cavalry divisions, more than one. */
  {
    BthLgaUnit cu[] = { INF (3, "II"), CAV (2, "II"), BDE ("II") };
    g_autoptr(BthLgaBattle) c = NULL;

    in.attacker.units = cu;
    in.attacker.n_units = G_N_ELEMENTS (cu);
    c = fight (&in, &defaults, 3, 3);
    g_assert_true (has_text (c->notes, "the attacker's units of II (1 infantry divisions, 1⅓ cavalry divisions"));
  }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_lga_rules_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/lga-river/r1-attacker-withdraw", test_r1_attacker_withdraw);
  g_test_add_func ("/lga-river/r2-attacker-routed", test_r2_attacker_routed);
  g_test_add_func ("/lga-river/r3-crossing-limits", test_r3_crossing_limits);
  g_test_add_func ("/lga-river/r4-withdraw-with-reserve", test_r4_withdraw_with_reserve);
  g_test_add_func ("/lga-river/r5-defend-the-hex", test_r5_defend_the_hex);
  g_test_add_func ("/lga-river/r6-hex-limits", test_r6_hex_limits);
  g_test_add_func ("/lga-river/r7-two-rounds", test_r7_two_rounds);
  g_test_add_func ("/lga-river/r8-corps-equivalent", test_r8_corps_equivalent);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
