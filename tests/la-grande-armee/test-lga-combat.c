/* test-lga-combat.c — skirmishes [11] and battle rounds [12-13] through the C API, worked by
 * hand from the rules; the arithmetic is in each test's comment. */
#include "bth-lga-combat.h"

#include <string.h>

static BthLgaRules *rules;
static const BthLgaOptions defaults;

#define INF(n)  { (n), BTH_LGA_INFANTRY, 0, FALSE, FALSE }
#define CAV(n)  { (n), BTH_LGA_CAVALRY, 0, FALSE, FALSE }
#define HVY(n)  { (n), BTH_LGA_HEAVY_CAVALRY, 0, FALSE, FALSE }
#define DRG(n)  { (n), BTH_LGA_DRAGOONS, 0, FALSE, FALSE }
#define FA(n)   { (n), BTH_LGA_FIELD_ARTILLERY, 0, FALSE, FALSE }
#define HA(n)   { (n), BTH_LGA_HORSE_ARTILLERY, 0, FALSE, FALSE }
#define RES_INF(n) { (n), BTH_LGA_INFANTRY, 0, TRUE, FALSE }

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
has_modifier (GArray *list, const char *rule, int value)
{
  for (guint i = 0; i < list->len; i++)
    if (g_str_equal (g_array_index (list, BthModifier, i).rule, rule) && g_array_index (list, BthModifier, i).value == value)
      return TRUE;
  return FALSE;
}

/* B1. Soult (Corps Leader, CB 2) with a Division Leader (CB 1): 14 inf, 1 cav, 1 FA, French
 * morale 3, against 10 Austrian inf (morale 2) in a town.
 * Odds 16:10 = 1.6 -> 4:3, +1 (5:3 is 1.67). Attacker: +1 odds, +2 Soult, +1 subordinate
 * (12.41), +3 morale, +2 combined arms (12.44), +1 artillery SP (12.45) = 10. Defender:
 * +2 morale, +1 town = 3. Net +7. Dice 3+4 = 7, modified 14: "4 Advance Points" and
 * "ROUTED, L-2"; the rout costs 50% of 10, 5 SP (13.21). Minimum Loss for 16 SP: 2.
 * Before the roll: row 14+ needs 7 or more on 2d6, 21/36. */
static void
test_b1_corps_attack_in_town (void)
{
  BthLgaUnit au[] = { INF (14), CAV (1), FA (1) }, du[] = { INF (10) };
  BthLgaLeader al[] = { { "Soult", BTH_LGA_CORPS, 2, FALSE }, { "Vandamme", BTH_LGA_DIVISION, 1, FALSE } };
  const char *terrain[] = { "town", NULL };
  BthLgaBattleInput in = { .round = 1, .terrain = terrain, .attacker = { au, 3, al, 2, 3 }, .defender = { du, 1, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 3, 4);
  g_assert_cmpstr (b->odds, ==, "4:3");
  g_assert_cmpint (b->attacker_drm, ==, 10);
  g_assert_cmpint (b->defender_drm, ==, 3);
  g_assert_cmpint (b->net_drm, ==, 7);
  g_assert_true (has_modifier (b->defender_modifiers, "[12.43]", 1));
  g_assert_cmpint (b->minimum_loss, ==, 2);
  g_assert_cmpint (b->modified_roll, ==, 14);
  g_assert_cmpint (b->row, ==, 14);
  g_assert_true (b->defender.routed);
  g_assert_cmpint (b->defender.loss, ==, 5);
  g_assert_cmpint (b->defender.leader_loss, ==, 2);
  g_assert_cmpint (b->defender.retreat_hexes, ==, 5);
  g_assert_cmpint (b->attacker.advance_points, ==, 4);
  g_assert_cmpint (b->attacker.loss, ==, 0);
  g_assert_cmpfloat_with_epsilon (b->row_probability[14], 21.0 / 36.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (b->row_probability[9], 1.0 / 36.0, 1e-9);
  g_assert_cmpuint (b->leaders_at_risk->len, ==, 2);
}

/* B2. 5 inf (morale 2) against 10 inf (morale 3): 5:10 is exactly 1:2, -4. Attacker -4 +2
 * = -2; defender 3; net -5. Dice 1+1 = 2, modified -3, row "0-": the attacker is ROUTED,
 * L-2, and loses 50% of 5 rounded up, 3 SP; the defender "-". */
static void
test_b2_one_to_two_rout (void)
{
  BthLgaUnit au[] = { INF (5) }, du[] = { INF (10) };
  BthLgaBattleInput in = { .round = 1, .attacker = { au, 1, NULL, 0, 2 }, .defender = { du, 1, NULL, 0, 3 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 1, 1);

  g_assert_true (b->allowed);
  g_assert_cmpstr (b->odds, ==, "1:2");
  g_assert_cmpint (b->net_drm, ==, -5);
  g_assert_cmpint (b->modified_roll, ==, -3);
  g_assert_cmpint (b->row, ==, 0);
  g_assert_true (b->attacker.routed);
  g_assert_cmpint (b->attacker.loss, ==, 3);
  g_assert_cmpint (b->defender.loss, ==, 0);
  g_assert_cmpstr (b->defender.cell->text, ==, "-");
  /* row 0 needs 2d6 - 5 <= 0: a total of 2 to 5, 10/36 */
  g_assert_cmpfloat_with_epsilon (b->row_probability[0], 10.0 / 36.0, 1e-9);
}

/* B3. 4 against 10 is worse than 1:2: not allowed (12.14). B4: the same attack forced by
 * a limited ZOC eliminates the attackers (12.14: "1 to 2 or worse"). */
static void
test_b3_b4_below_minimum (void)
{
  BthLgaUnit au[] = { INF (4) }, du[] = { INF (10) };
  BthLgaBattleInput in = { .round = 1, .attacker = { au, 1, NULL, 0, 2 }, .defender = { du, 1, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 6, 6);
  g_autoptr(BthLgaBattle) forced = NULL;

  g_assert_false (b->allowed);
  g_assert_nonnull (strstr (b->verdict, "[12.14]"));
  g_assert_false (b->attacker.eliminated);
  in.mandatory_limited_zoc = TRUE;
  forced = fight (&in, &defaults, 6, 6);
  g_assert_false (forced->allowed);
  g_assert_true (forced->attacker.eliminated);
  g_assert_cmpint (forced->attacker.loss, ==, 4);
}

/* B4b. Exactly 1:2 forced by a limited ZOC: eliminated by the default reading, fought by
 * limited_zoc_worse_than_1_2. */
static void
test_b4b_limited_zoc_at_one_to_two (void)
{
  BthLgaUnit au[] = { INF (5) }, du[] = { INF (10) };
  BthLgaBattleInput in = { .round = 1, .mandatory_limited_zoc = TRUE, .attacker = { au, 1, NULL, 0, 2 }, .defender = { du, 1, NULL, 0, 2 } };
  BthLgaOptions worse = { .limited_zoc_worse_than_1_2 = TRUE };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 3, 3);
  g_autoptr(BthLgaBattle) w = fight (&in, &worse, 3, 3);

  g_assert_true (b->attacker.eliminated);
  g_assert_true (w->allowed);
  g_assert_cmpint (w->roll, ==, 6);
}

/* B5. 20 against 5: 4:1, the defender is eliminated and the attacker gains 4 AP (12.15);
 * no dice. */
static void
test_b5_four_to_one (void)
{
  BthLgaUnit au[] = { INF (20) }, du[] = { INF (5) };
  BthLgaBattleInput in = { .round = 1, .attacker = { au, 1, NULL, 0, 3 }, .defender = { du, 1, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 1, 1);

  g_assert_true (b->automatic);
  g_assert_true (b->defender.eliminated);
  g_assert_cmpint (b->defender.loss, ==, 5);
  g_assert_cmpint (b->attacker.advance_points, ==, 4);
  g_assert_cmpint (b->roll, ==, 0);
}

/* B6. 10 inf against 10 inf, both morale 3: 1:1, net 0. Dice 3+4 = 7: Escalating Exchange.
 * The attacker's Minimum Loss (10 SP: 1) is the opening bid; each may bid up to his 10 SP. */
static void
test_b6_escalating_exchange (void)
{
  BthLgaUnit au[] = { INF (10) }, du[] = { INF (10) };
  BthLgaBattleInput in = { .round = 1, .attacker = { au, 1, NULL, 0, 3 }, .defender = { du, 1, NULL, 0, 3 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 3, 4);

  g_assert_cmpint (b->net_drm, ==, 0);
  g_assert_cmpint (b->row, ==, 7);
  g_assert_true (b->attacker.loss_is_opening_bid);
  g_assert_cmpint (b->attacker.loss, ==, 1);
  g_assert_cmpint (b->defender.max_bid, ==, 10);
  /* rows 5-9 need 5 to 9 on 2d6: 4+5+6+5+4 = 24/36 */
  g_assert_cmpfloat_with_epsilon (b->row_probability[5] + b->row_probability[6] + b->row_probability[7]
                                  + b->row_probability[8] + b->row_probability[9], 24.0 / 36.0, 1e-9);
}

/* B7. Davout and Lannes, two Corps Leaders, lead the attack: no leader modifier (12.41).
 * 12 inf against 12 inf, morale 2 each: 1:1, net 0. Dice 5+6 = 11: "2, 2 Advance Points"
 * costs the attacker 2 x 1 (Minimum Loss of 12 SP) = 2; "3, WITHDRAW" costs the defender
 * 3 x 1 = 3, a 1-hex retreat and a Morale Check. */
static void
test_b7_two_corps_leaders (void)
{
  BthLgaUnit au[] = { INF (12) }, du[] = { INF (12) };
  BthLgaLeader al[] = { { "Davout", BTH_LGA_CORPS, 3, FALSE }, { "Lannes", BTH_LGA_CORPS, 2, FALSE }, { "Friant", BTH_LGA_DIVISION, 1, FALSE } };
  BthLgaBattleInput in = { .round = 1, .attacker = { au, 1, al, 3, 2 }, .defender = { du, 1, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 5, 6);

  g_assert_cmpint (b->attacker_drm, ==, 2);
  g_assert_cmpint (b->net_drm, ==, 0);
  g_assert_cmpuint (b->leaders_at_risk->len, ==, 0);
  g_assert_cmpint (b->row, ==, 11);
  g_assert_cmpint (b->attacker.loss, ==, 2);
  g_assert_cmpint (b->attacker.advance_points, ==, 2);
  g_assert_cmpint (b->defender.loss, ==, 3);
  g_assert_true (b->defender.withdraw);
  g_assert_cmpint (b->defender.retreat_hexes, ==, 1);
  g_assert_true (b->defender.morale_check);
}

/* B8. Napoleon (Supreme Commander, CB 5) with Soult (Corps, 2) and a Division Leader (1):
 * 30 inf, 6 heavy cav, 5 dragoons, 3 HA, morale 3 = 44 SP, against 20 inf, 4 cav, 2 FA,
 * morale 2 = 26 SP in rough and forest. Odds 44:26 = 1.69 -> 5:3, +3. Attacker: +3, leaders
 * 5+2+1 = 8, morale 3, combined arms 2, artillery 3, heavy cavalry 6, dragoons 5/2 = 2:
 * 27. Defender: morale 2, combined arms 2, artillery 2, rough 2 + forest 1 (cumulative,
 * 12.43) = 9. Net +18. Dice 1+1: 20, row 14+: the defender routs, 50% of 26 = 13.
 * Minimum Loss of 44 SP: 4. With leaders_top_only only Napoleon's 5 counts: 24. */
static void
test_b8_army_battle (void)
{
  BthLgaUnit au[] = { INF (30), HVY (6), DRG (5), HA (3) }, du[] = { INF (20), CAV (4), FA (2) };
  BthLgaLeader al[] = { { "Napoleon", BTH_LGA_SUPREME, 5, FALSE }, { "Soult", BTH_LGA_CORPS, 2, FALSE }, { "St. Hilaire", BTH_LGA_DIVISION, 1, FALSE } };
  const char *terrain[] = { "rough", "forest", NULL };
  BthLgaBattleInput in = { .round = 1, .terrain = terrain, .attacker = { au, 4, al, 3, 3 }, .defender = { du, 3, NULL, 0, 2 } };
  BthLgaOptions top = { .leaders_top_only = TRUE };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 1, 1);
  g_autoptr(BthLgaBattle) t = fight (&in, &top, 1, 1);

  g_assert_cmpstr (b->odds, ==, "5:3");
  g_assert_cmpint (b->attacker_drm, ==, 27);
  g_assert_cmpint (b->defender_drm, ==, 9);
  g_assert_cmpint (b->net_drm, ==, 18);
  g_assert_cmpint (b->minimum_loss, ==, 4);
  g_assert_cmpint (b->row, ==, 14);
  g_assert_cmpint (b->defender.loss, ==, 13);
  g_assert_cmpfloat_with_epsilon (b->row_probability[14], 1.0, 1e-9);
  g_assert_cmpint (t->attacker_drm, ==, 24);
  g_assert_cmpuint (t->leaders_at_risk->len, ==, 1);
}

/* B9. A withdrawal battle (12.8): the defender puts 3 of his 9 inf and 3 cav in front, 6 inf
 * in reserve (one-third: legal). 9 inf + 1 cav (morale 3) attack 6: 10:6 = 1.67 -> 5:3,
 * +3. Attacker 3 + 3 = 6; defender 2; net +4. Dice 2+1 = 3, modified 7: Escalating
 * Exchange; anything but Routed makes the defender withdraw 1 hex with a Morale Check, and
 * the attacker gets at least 2 AP (12.83). */
static void
test_b9_withdrawal_battle (void)
{
  BthLgaUnit au[] = { INF (9), CAV (1) }, du[] = { INF (3), CAV (3), RES_INF (6) };
  BthLgaBattleInput in = { .type = BTH_LGA_BATTLE_WITHDRAWAL, .round = 1, .attacker = { au, 2, NULL, 0, 3 }, .defender = { du, 3, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 2, 1);

  g_assert_cmpuint (b->violations->len, ==, 0);
  g_assert_cmpint (b->defender_front, ==, 6);
  g_assert_cmpint (b->defender_reserve, ==, 6);
  g_assert_cmpstr (b->odds, ==, "5:3");
  g_assert_cmpint (b->net_drm, ==, 4);
  g_assert_cmpint (b->row, ==, 7);
  g_assert_true (b->defender.withdraw);
  g_assert_true (b->defender.morale_check);
  g_assert_cmpint (b->attacker.advance_points, ==, 2);
  /* and in a normal battle, 3 of 9 infantry in front breaks 12.31 */
  in.type = BTH_LGA_BATTLE_NORMAL;
  {
    g_autoptr(BthLgaBattle) n = fight (&in, &defaults, 2, 1);
    g_assert_cmpuint (n->violations->len, ==, 1);
    g_assert_nonnull (strstr (n->violations->pdata[0], "[12.31]"));
  }
}

/* B10. An assault (15.4): 20 inf, 2 FA, 2 heavy cav (morale 3) against 5 inf (morale 2)
 * inside a fortress city. The defender counts 3 x 5 = 15: 24:15 = 1.6 -> 4:3, +1. No
 * terrain, cavalry or combined-arms modifiers (15.43): attacker +1 +3 morale +2 artillery
 * = 6, defender 2; net +4. Dice 4+4 = 8, modified 12: the defender's "2, WITHDRAW, L-1"
 * loses 2 x 2 (Minimum Loss of 24 SP) = 4 and the rest is captured (15.47); the attacker
 * "1, 3 Advance Points" loses 2. */
static void
test_b10_assault (void)
{
  BthLgaUnit au[] = { INF (20), FA (2), HVY (2) }, du[] = { INF (5) };
  const char *terrain[] = { "city", NULL };
  BthLgaBattleInput in = { .type = BTH_LGA_BATTLE_ASSAULT, .round = 1, .terrain = terrain,
                           .attacker = { au, 3, NULL, 0, 3 }, .defender = { du, 1, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 4, 4);

  g_assert_cmpint (b->defender_counted, ==, 15);
  g_assert_cmpstr (b->odds, ==, "4:3");
  g_assert_cmpint (b->attacker_drm, ==, 6);
  g_assert_cmpint (b->defender_drm, ==, 2);
  g_assert_cmpint (b->row, ==, 12);
  g_assert_cmpint (b->defender.loss, ==, 4);
  g_assert_true (b->defender.captured);
  g_assert_cmpint (b->attacker.loss, ==, 2);
  g_assert_cmpint (b->attacker.advance_points, ==, 3);
}

/* B11. The second round: the defender stands (+1, 12.46) but was forced from Winter
 * Quarters (-2, 12.49); the attacker is unsupplied (-2, 12.48). 12 inf against 8, morale 2
 * both: 12:8 = 1.5 -> 4:3, +1. Attacker 1 + 2 - 2 = 1; defender 2 + 1 - 2 = 1; net 0.
 * Dice 6+6 = 12: "1, 3 Advance Points" (1 x 1) and "2, WITHDRAW, L-1" (2 x 1). */
static void
test_b11_second_round (void)
{
  BthLgaUnit au[] = { INF (12) }, du[] = { INF (8) };
  BthLgaBattleInput in = { .round = 2, .attacker = { au, 1, NULL, 0, 2, TRUE, FALSE }, .defender = { du, 1, NULL, 0, 2, FALSE, TRUE } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 6, 6);

  g_assert_cmpint (b->attacker_drm, ==, 1);
  g_assert_cmpint (b->defender_drm, ==, 1);
  g_assert_true (has_modifier (b->defender_modifiers, "[12.46]", 1));
  g_assert_true (has_modifier (b->defender_modifiers, "[12.49]", -2));
  g_assert_true (has_modifier (b->attacker_modifiers, "[12.48]", -2));
  g_assert_cmpint (b->row, ==, 12);
  g_assert_cmpint (b->attacker.loss, ==, 1);
  g_assert_cmpint (b->defender.loss, ==, 2);
  g_assert_cmpint (b->defender.leader_loss, ==, 1);
}

/* B12. 7 against 10 (0.7): 3:5, -3, by the copies that print 3:5; the Map B copy's 1:3
 * (odds_map_b_1_3) leaves 1:2, -4, as the step below 0.7. */
static void
test_b12_map_b_odds (void)
{
  BthLgaUnit au[] = { INF (7) }, du[] = { INF (10) };
  BthLgaBattleInput in = { .round = 1, .attacker = { au, 1, NULL, 0, 2 }, .defender = { du, 1, NULL, 0, 2 } };
  BthLgaOptions mapb = { .odds_map_b_1_3 = TRUE };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 3, 3);
  g_autoptr(BthLgaBattle) m = fight (&in, &mapb, 3, 3);

  g_assert_cmpstr (b->odds, ==, "3:5");
  g_assert_cmpint (b->net_drm, ==, -3);
  g_assert_cmpstr (m->odds, ==, "1:2");
  g_assert_cmpint (m->net_drm, ==, -4);
}

/* B13. A cavalry leader: Lasalle (CB 2) with 6 cavalry SP in the front line. By default one
 * cavalry leader counts for every 2 cavalry SP: +2. With cavalry_leaders_multiply his CB
 * counts once per 2 SP: 3 x 2 = 6. 6 cav (morale 3) against 3 inf (morale 2): 2:1, +4. */
static void
test_b13_cavalry_leader (void)
{
  BthLgaUnit au[] = { CAV (6) }, du[] = { INF (3) };
  BthLgaLeader al[] = { { "Lasalle", BTH_LGA_BRIGADE, 2, TRUE } };
  BthLgaBattleInput in = { .round = 1, .attacker = { au, 1, al, 1, 3 }, .defender = { du, 1, NULL, 0, 2 } };
  BthLgaOptions mult = { .cavalry_leaders_multiply = TRUE };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 3, 3);
  g_autoptr(BthLgaBattle) m = fight (&in, &mult, 3, 3);

  g_assert_cmpstr (b->odds, ==, "2:1");
  g_assert_cmpint (b->attacker_drm, ==, 4 + 2 + 3);
  g_assert_cmpint (m->attacker_drm, ==, 4 + 6 + 3);
}

/* B14. A routed defender is routed again whatever the odds (13.27): 2 against 10, no dice;
 * 50% of 10 = 5. */
static void
test_b14_routed_defender (void)
{
  BthLgaUnit au[] = { CAV (2) }, du[] = { INF (10) };
  BthLgaBattleInput in = { .round = 1, .defender_routed = TRUE, .attacker = { au, 1, NULL, 0, 3 }, .defender = { du, 1, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 1, 1);

  g_assert_true (b->automatic);
  g_assert_true (b->defender.routed);
  g_assert_cmpint (b->defender.loss, ==, 5);
}

/* The Minimum Loss Chart and its 10% rule (12.53): 14 -> 1, 15 -> 2, 104 -> 10,
 * 105 -> 10.5 rounded up to 11, 114 -> 11.4 -> 11, 115 -> 11.5 -> 12. */
static void
test_minimum_loss (void)
{
  g_assert_cmpint (bth_lga_rules_minimum_loss (rules, 1), ==, 1);
  g_assert_cmpint (bth_lga_rules_minimum_loss (rules, 14), ==, 1);
  g_assert_cmpint (bth_lga_rules_minimum_loss (rules, 15), ==, 2);
  g_assert_cmpint (bth_lga_rules_minimum_loss (rules, 54), ==, 5);
  g_assert_cmpint (bth_lga_rules_minimum_loss (rules, 104), ==, 10);
  g_assert_cmpint (bth_lga_rules_minimum_loss (rules, 105), ==, 11);
  g_assert_cmpint (bth_lga_rules_minimum_loss (rules, 114), ==, 11);
  g_assert_cmpint (bth_lga_rules_minimum_loss (rules, 115), ==, 12);
}

/* ---------------------------------------------------------------------------------- */

static BthLgaSkirmish *
skirmish (const BthLgaSkirmishInput *in, const BthLgaOptions *options, int die)
{
  g_autoptr(GError) error = NULL;
  BthLgaSkirmish *s = bth_lga_skirmish_prepare (rules, in, options, &error);

  g_assert_no_error (error);
  if (s->allowed)
    bth_lga_skirmish_apply (rules, s, die);
  return s;
}

/* S1. 4 cavalry SP against 2: 2:1. No modifier. Die 4: D1R, the defender loses 1 SP and
 * retreats 2 hexes. Before the roll, each die is 1/6: the 2:1 column reads AR, DR, DR*,
 * D1R, D1R*, DE. */
static void
test_s1 (void)
{
  BthLgaSkirmishInput in = { .attacker = { 4 }, .defender = { 2 } };
  g_autoptr(BthLgaSkirmish) s = skirmish (&in, &defaults, 4);

  g_assert_cmpstr (s->odds, ==, "2:1");
  g_assert_cmpint (s->drm, ==, 0);
  g_assert_cmpstr (s->result->code, ==, "D1R");
  g_assert_false (s->result->attacker);
  g_assert_cmpint (s->result->loss, ==, 1);
  g_assert_true (s->result->retreat);
  g_assert_cmpstr (bth_lga_skirmish_result_for (rules, s, 6)->code, ==, "DE");
}

/* S2. 6 cavalry SP and 1 HA against 3 cavalry SP with a leader of CB 1: only 4 SP attack
 * (11.13), 4:3 = 1.33 -> 1:1. +1 (HA) -1 (defending leader) = 0. Die 6: D1R. */
static void
test_s2 (void)
{
  BthLgaSkirmishInput in = { .attacker = { 6, 1 }, .defender = { 3, 0, 1 } };
  g_autoptr(BthLgaSkirmish) s = skirmish (&in, &defaults, 6);

  g_assert_cmpint (s->attacker_sp, ==, 4);
  g_assert_cmpstr (s->odds, ==, "1:1");
  g_assert_cmpint (s->modifiers->len, ==, 2);
  g_assert_cmpint (s->drm, ==, 0);
  g_assert_cmpstr (s->result->code, ==, "D1R");
}

/* S3. 1 cavalry SP against 3: 0.33 is below every column; the lowest, 1:2, is used. Die 1:
 * AE, the attackers are eliminated. With skirmish_below_1_2_not_allowed it is refused. */
static void
test_s3 (void)
{
  BthLgaSkirmishInput in = { .attacker = { 1 }, .defender = { 3 } };
  BthLgaOptions strict = { .skirmish_below_1_2_not_allowed = TRUE };
  g_autoptr(BthLgaSkirmish) s = skirmish (&in, &defaults, 1);
  g_autoptr(BthLgaSkirmish) r = skirmish (&in, &strict, 1);

  g_assert_cmpstr (s->odds, ==, "1:2");
  g_assert_cmpstr (s->result->code, ==, "AE");
  g_assert_true (s->result->eliminated);
  g_assert_false (r->allowed);
}

/* S4. 3 against 1: 3:1. Attacker unsupplied -2, attacking leader CB 2 +2, defender
 * unsupplied +2: +2. Die 5, modified 7, treated as 6: DE. */
static void
test_s4 (void)
{
  BthLgaSkirmishInput in = { .attacker = { 3, 0, 2, TRUE }, .defender = { 1, 0, 0, TRUE } };
  g_autoptr(BthLgaSkirmish) s = skirmish (&in, &defaults, 5);

  g_assert_cmpstr (s->odds, ==, "3:1");
  g_assert_cmpint (s->drm, ==, 2);
  g_assert_cmpint (s->modified_die, ==, 6);
  g_assert_cmpstr (s->result->code, ==, "DE");
  /* dice 4, 5, 6 all read row 6: 3/6 */
  g_assert_cmpfloat_with_epsilon (s->die_probability[5], 0.5, 1e-9);
}

/* S5. 2 against 4 with 2 defending HA SP: 1:2, -2. Die 2, modified 0, treated as 1: AE. */
static void
test_s5 (void)
{
  BthLgaSkirmishInput in = { .attacker = { 2 }, .defender = { 4, 2 } };
  g_autoptr(BthLgaSkirmish) s = skirmish (&in, &defaults, 2);

  g_assert_cmpstr (s->odds, ==, "1:2");
  g_assert_cmpint (s->drm, ==, -2);
  g_assert_cmpint (s->modified_die, ==, 1);
  g_assert_cmpstr (s->result->code, ==, "AE");
}

/* S6. A defending stack with infantry cannot be skirmished (11.0, 11.11); S7. Demoralized
 * attackers cannot skirmish again (11.14); S8. 4 SP against a stack with no cavalry SP:
 * the 4:1 column; die 1: DR*, the defender retreats and is demoralized. */
static void
test_s6_s7_s8 (void)
{
  BthLgaSkirmishInput inf = { .attacker = { 2 }, .defender = { 2, 0, 0, FALSE, TRUE } };
  BthLgaSkirmishInput demo = { .attacker = { 2, 0, 0, FALSE, FALSE, TRUE }, .defender = { 2 }, .repeated = TRUE };
  BthLgaSkirmishInput none = { .attacker = { 4 }, .defender = { 0, 0, 1 } };
  g_autoptr(BthLgaSkirmish) a = skirmish (&inf, &defaults, 1);
  g_autoptr(BthLgaSkirmish) b = skirmish (&demo, &defaults, 1);
  g_autoptr(BthLgaSkirmish) c = skirmish (&none, &defaults, 2);

  g_assert_false (a->allowed);
  g_assert_nonnull (strstr (a->refusal, "[11.0, 11.11]"));
  g_assert_false (b->allowed);
  g_assert_cmpstr (c->odds, ==, "4:1");
  /* die 2 with the defending leader's -1: row 1, DR* */
  g_assert_cmpstr (c->result->code, ==, "DR*");
  g_assert_true (c->result->demoralized);
}

/* B15. 8 inf, 2 heavy cavalry, 4 dragoons (morale 3) against 10 inf (morale 2). 14:10 = 1.4
 * -> 4:3, +1 (5:3 is 1.67) [12.0 step 4]. Attacker +1 odds, +3 morale [12.42], +2 heavy
 * cavalry (+1 per SP) and +2 dragoons (+1 per 2 SP) [12.45], no combined arms (no artillery,
 * 12.44) = 8; defender +2. Net +6. Dice 2+1 = 3, modified 9: Escalating Exchange [12.54],
 * the attacker opens at his Minimum Loss, 1 (14 SP) [12.53]. */
static void
test_b15_heavy_cavalry_dragoons (void)
{
  BthLgaUnit au[] = { INF (8), HVY (2), DRG (4) }, du[] = { INF (10) };
  BthLgaBattleInput in = { .round = 1, .attacker = { au, 3, NULL, 0, 3 }, .defender = { du, 1, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 2, 1);

  g_assert_cmpstr (b->odds, ==, "4:3");
  g_assert_true (has_modifier (b->attacker_modifiers, "[12.45]", 2));
  g_assert_cmpint (b->attacker_drm, ==, 8);
  g_assert_cmpint (b->net_drm, ==, 6);
  g_assert_cmpint (b->row, ==, 9);
  g_assert_true (b->attacker.loss_is_opening_bid);
  g_assert_cmpint (b->attacker.loss, ==, 1);
  g_assert_cmpint (b->attacker.max_bid, ==, 14);
}

/* B16. 10 inf (morale 2, unsupplied) against 10 inf (morale 2, forced from Winter Quarters).
 * 1:1, 0. Attacker +2 -2 (12.48) = 0; defender +2 -2 (12.49) = 0. Net 0. Dice 1+2 = 3: the
 * attacker "3" = 3 x Minimum Loss 1 (10 SP) = 3; the defender "2" = 2 [12.53]. */
static void
test_b16_unsupplied_winter_quarters (void)
{
  BthLgaUnit au[] = { INF (10) }, du[] = { INF (10) };
  BthLgaBattleInput in = { .round = 1, .attacker = { au, 1, NULL, 0, 2, TRUE }, .defender = { du, 1, NULL, 0, 2, FALSE, TRUE } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 1, 2);

  g_assert_cmpstr (b->odds, ==, "1:1");
  g_assert_true (has_modifier (b->attacker_modifiers, "[12.48]", -2));
  g_assert_true (has_modifier (b->defender_modifiers, "[12.49]", -2));
  g_assert_cmpint (b->net_drm, ==, 0);
  g_assert_cmpint (b->row, ==, 3);
  g_assert_cmpint (b->attacker.loss, ==, 3);
  g_assert_cmpint (b->defender.loss, ==, 2);
}

/* B17. 25 inf (morale 3) against 10 (morale 2): 2.5 -> 2:1, +4. Attacker 4+3 = 7, defender
 * 2: net +5. Dice 3+3 = 6, modified 11: the attacker "2, 2 AP", the defender "3, WITHDRAW".
 * Minimum Loss of 25 SP: 3 (25-34) [12.53], so 6 and 9 SP; the defender retreats 1 hex and
 * makes a Morale Check [12.52]. */
static void
test_b17_minimum_loss_three (void)
{
  BthLgaUnit au[] = { INF (25) }, du[] = { INF (10) };
  BthLgaBattleInput in = { .round = 1, .attacker = { au, 1, NULL, 0, 3 }, .defender = { du, 1, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 3, 3);

  g_assert_cmpstr (b->odds, ==, "2:1");
  g_assert_cmpint (b->minimum_loss, ==, 3);
  g_assert_cmpint (b->row, ==, 11);
  g_assert_cmpint (b->attacker.loss, ==, 6);
  g_assert_cmpint (b->attacker.advance_points, ==, 2);
  g_assert_cmpint (b->defender.loss, ==, 9);
  g_assert_true (b->defender.withdraw);
  g_assert_cmpint (b->defender.retreat_hexes, ==, 1);
  g_assert_true (b->defender.morale_check);
}

/* B18. 6 inf of morale 3 and 6 of morale 2 against 10 inf (morale 2): a tie of SP, so the
 * highest rating, 3 [12.42]. 12:10 = 1.2 -> 1:1 (4:3 is 1.33). Net 3 - 2 = +1. Dice 6+6 =
 * 12, modified 13: the attacker "1, 4 AP" = 1 SP; the defender "3, WITHDRAW, L-2" = 3 SP. */
static void
test_b18_morale_tie (void)
{
  BthLgaUnit au[] = { { 6, BTH_LGA_INFANTRY, 3, FALSE, FALSE }, { 6, BTH_LGA_INFANTRY, 2, FALSE, FALSE } }, du[] = { INF (10) };
  BthLgaBattleInput in = { .round = 1, .attacker = { au, 2, NULL, 0, 0 }, .defender = { du, 1, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 6, 6);

  g_assert_true (has_modifier (b->attacker_modifiers, "[12.42]", 3));
  g_assert_cmpint (b->net_drm, ==, 1);
  g_assert_cmpint (b->row, ==, 13);
  g_assert_cmpint (b->attacker.loss, ==, 1);
  g_assert_cmpint (b->attacker.advance_points, ==, 4);
  g_assert_cmpint (b->defender.loss, ==, 3);
  g_assert_cmpint (b->defender.leader_loss, ==, 2);
}

/* B19. 7 inf against 10, both morale 3: 0.7 -> 3:5, -3 (3:4 is 0.75). Net -3 + 3 - 3 = -3.
 * Dice 2+2 = 4, modified 1: the attacker "3, WITHDRAW, L-2" = 3 SP; the defender "1" = 1. */
static void
test_b19_three_to_five (void)
{
  BthLgaUnit au[] = { INF (7) }, du[] = { INF (10) };
  BthLgaBattleInput in = { .round = 1, .attacker = { au, 1, NULL, 0, 3 }, .defender = { du, 1, NULL, 0, 3 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 2, 2);

  g_assert_cmpstr (b->odds, ==, "3:5");
  g_assert_cmpint (b->net_drm, ==, -3);
  g_assert_cmpint (b->row, ==, 1);
  g_assert_cmpint (b->attacker.loss, ==, 3);
  g_assert_true (b->attacker.withdraw);
  g_assert_cmpint (b->defender.loss, ==, 1);
}

/* B20. A withdrawal battle [12.8]: 10 inf and 2 cav (morale 3) against a front line of 4
 * cav and 9 inf in reserve (morale 2; no infantry in front, within one-third, 12.81). 12:4
 * = 3:1, +5. Attacker 5+3 = 8, defender 2 (no "defender stands": he withdraws). Net +6.
 * Dice 1+1 = 2, modified 8: Escalating Exchange; in a withdrawal battle the defender then
 * retreats as for Withdraw and the attacker gets at least 2 AP [12.83]. */
static void
test_b20_withdrawal_exchange (void)
{
  BthLgaUnit au[] = { INF (10), CAV (2) }, du[] = { CAV (4), RES_INF (9) };
  BthLgaBattleInput in = { .type = BTH_LGA_BATTLE_WITHDRAWAL, .round = 2,
                           .attacker = { au, 2, NULL, 0, 3 }, .defender = { du, 2, NULL, 0, 2 } };
  g_autoptr(BthLgaBattle) b = fight (&in, &defaults, 1, 1);

  g_assert_cmpstr (b->odds, ==, "3:1");
  g_assert_cmpuint (b->violations->len, ==, 0);
  g_assert_cmpint (b->defender_drm, ==, 2);
  g_assert_cmpint (b->row, ==, 8);
  g_assert_true (b->defender.withdraw);
  g_assert_cmpint (b->attacker.advance_points, ==, 2);
}

/* S9. 3 cavalry SP against 3 with an attacking leader of CB 1: 1:1, +1 [11.2]. Die 3,
 * modified 4: DR, the defender retreats 2 hexes [11.4]. */
static void
test_s9 (void)
{
  BthLgaSkirmishInput in = { .attacker = { 3, 0, 1 }, .defender = { 3 } };
  g_autoptr(BthLgaSkirmish) s = skirmish (&in, &defaults, 3);

  g_assert_cmpstr (s->odds, ==, "1:1");
  g_assert_cmpint (s->modified_die, ==, 4);
  g_assert_cmpstr (s->result->code, ==, "DR");
}

/* S10. 2 against 1 with 1 defending HA SP: 2:1, -1. Die 6, modified 5: D1R*, the defender
 * loses 1 SP, retreats and is Demoralized until the Rally Phase [11.3]. */
static void
test_s10 (void)
{
  BthLgaSkirmishInput in = { .attacker = { 2 }, .defender = { 1, 1 } };
  g_autoptr(BthLgaSkirmish) s = skirmish (&in, &defaults, 6);

  g_assert_cmpstr (s->odds, ==, "2:1");
  g_assert_cmpint (s->drm, ==, -1);
  g_assert_cmpstr (s->result->code, ==, "D1R*");
  g_assert_true (s->result->demoralized);
  g_assert_cmpint (s->result->loss, ==, 1);
}

/* S11. 4 unsupplied cavalry SP against 1: 4:1, -2. Die 2, modified 0, read as 1: DR*. */
static void
test_s11 (void)
{
  BthLgaSkirmishInput in = { .attacker = { 4, 0, 0, TRUE }, .defender = { 1 } };
  g_autoptr(BthLgaSkirmish) s = skirmish (&in, &defaults, 2);

  g_assert_cmpstr (s->odds, ==, "4:1");
  g_assert_cmpint (s->modified_die, ==, 1);
  g_assert_cmpstr (s->result->code, ==, "DR*");
}

/* Losses. [16.41]'s example: 3 SP of attrition from 4 infantry divisions: three lose 1
 * each, the fourth none. [12.62]: 6 SP from a front line of 4 inf, 2 cav, 1 FA and a reserve
 * of 5 inf: inf, inf, inf, cav, FA, then inf: the front line's 4 inf lose 4, 1 cav and 1 FA
 * (12.61: the reserve untouched). 12.65: 3 inf and 2 cav pursuing capture 3 + 4 = 7, at most
 * the 5 SP left. */
static void
test_losses (void)
{
  BthLgaUnit div[] = { INF (4), INF (4), INF (4), INF (4) };
  BthLgaUnit mix[] = { INF (4), CAV (2), FA (1), RES_INF (5) };
  int taken[4];

  g_assert_cmpint (bth_lga_allocate_losses (rules, div, 4, 3, TRUE, taken), ==, 3);
  g_assert_cmpint (taken[0] + taken[1] + taken[2] + taken[3], ==, 3);
  g_assert_cmpint (MAX (MAX (taken[0], taken[1]), MAX (taken[2], taken[3])), ==, 1);
  g_assert_cmpint (bth_lga_allocate_losses (rules, mix, 4, 6, FALSE, taken), ==, 6);
  g_assert_cmpint (taken[0], ==, 4);
  g_assert_cmpint (taken[1], ==, 1);
  g_assert_cmpint (taken[2], ==, 1);
  g_assert_cmpint (taken[3], ==, 0);
  /* 9 SP: the front line's 7, then 2 from the reserve */
  g_assert_cmpint (bth_lga_allocate_losses (rules, mix, 4, 9, FALSE, taken), ==, 9);
  g_assert_cmpint (taken[3], ==, 2);
  g_assert_cmpint (bth_lga_pursuit_captures (rules, 3, 2, 100), ==, 7);
  g_assert_cmpint (bth_lga_pursuit_captures (rules, 3, 2, 5), ==, 5);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_lga_rules_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/lga-battle/b1-corps-attack-in-town", test_b1_corps_attack_in_town);
  g_test_add_func ("/lga-battle/b2-one-to-two-rout", test_b2_one_to_two_rout);
  g_test_add_func ("/lga-battle/b3-b4-below-minimum", test_b3_b4_below_minimum);
  g_test_add_func ("/lga-battle/b4b-limited-zoc-at-one-to-two", test_b4b_limited_zoc_at_one_to_two);
  g_test_add_func ("/lga-battle/b5-four-to-one", test_b5_four_to_one);
  g_test_add_func ("/lga-battle/b6-escalating-exchange", test_b6_escalating_exchange);
  g_test_add_func ("/lga-battle/b7-two-corps-leaders", test_b7_two_corps_leaders);
  g_test_add_func ("/lga-battle/b8-army-battle", test_b8_army_battle);
  g_test_add_func ("/lga-battle/b9-withdrawal-battle", test_b9_withdrawal_battle);
  g_test_add_func ("/lga-battle/b10-assault", test_b10_assault);
  g_test_add_func ("/lga-battle/b11-second-round", test_b11_second_round);
  g_test_add_func ("/lga-battle/b12-map-b-odds", test_b12_map_b_odds);
  g_test_add_func ("/lga-battle/b13-cavalry-leader", test_b13_cavalry_leader);
  g_test_add_func ("/lga-battle/b14-routed-defender", test_b14_routed_defender);
  g_test_add_func ("/lga-battle/minimum-loss", test_minimum_loss);
  g_test_add_func ("/lga-battle/b15-heavy-cavalry-dragoons", test_b15_heavy_cavalry_dragoons);
  g_test_add_func ("/lga-battle/b16-unsupplied-winter-quarters", test_b16_unsupplied_winter_quarters);
  g_test_add_func ("/lga-battle/b17-minimum-loss-three", test_b17_minimum_loss_three);
  g_test_add_func ("/lga-battle/b18-morale-tie", test_b18_morale_tie);
  g_test_add_func ("/lga-battle/b19-three-to-five", test_b19_three_to_five);
  g_test_add_func ("/lga-battle/b20-withdrawal-exchange", test_b20_withdrawal_exchange);
  g_test_add_func ("/lga-battle/losses", test_losses);
  g_test_add_func ("/lga-skirmish/s9", test_s9);
  g_test_add_func ("/lga-skirmish/s10", test_s10);
  g_test_add_func ("/lga-skirmish/s11", test_s11);
  g_test_add_func ("/lga-skirmish/s1", test_s1);
  g_test_add_func ("/lga-skirmish/s2", test_s2);
  g_test_add_func ("/lga-skirmish/s3", test_s3);
  g_test_add_func ("/lga-skirmish/s4", test_s4);
  g_test_add_func ("/lga-skirmish/s5", test_s5);
  g_test_add_func ("/lga-skirmish/s6-s7-s8", test_s6_s7_s8);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
