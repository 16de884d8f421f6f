/* test-lga-exchange.c — an Escalating Exchange's bidding settled [12.54] and a battle
 * reinforcement's Initiative roll [12.71], through the C API (what the app's Battle page
 * calls between rounds).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-lga-combat.h"

#include <string.h>

static BthLgaRules *rules;
static const BthLgaOptions defaults;

static gboolean
lines_have (GPtrArray *lines, const char *text)
{
  for (guint i = 0; i < lines->len; i++)
    if (strstr (lines->pdata[i], text) != NULL)
      return TRUE;
  return FALSE;
}

/* E1. Attacker 10 infantry SP + 2 in reserve, defender 6 + 3 in reserve; the attacker +3
 * (odds 10:6 = 1.67: 5:3) +2 (morale) = +5, the defender +2 (morale) +1 (town) = +3: net +2;
 * dice 3 + 2 = 5 → 7: Escalating Exchange. [12.54] "The attacker announces his Minimum Loss" (1 SP for 10
 * SP, 12.53) "each side in turn bids a higher number of SP, or passes ... the side that
 * passes loses the battle. Both sides lose the last bid ... Nobody may bid more than the SP
 * he has in the battle": the attacker at most 12, the defender at most 9.
 *   - The defender passes at once: the attacker's opening, 1 SP, is the last bid; each loses 1,
 *     the defender retreats 1 hex.
 *   - The defender bids 4, the attacker passes: each loses 4, the attacker retreats.
 *   - The defender bids 9, all he has, the attacker passes: the defender is eliminated with
 *     his leaders; the attacker loses 9.
 *   - The attacker passing on his own opening bid, the defender bidding 10 (more than his 9),
 *     or a last bid of 0: refused. */
static void
test_e1_bidding (void)
{
  BthLgaUnit au[] = { { 10, BTH_LGA_INFANTRY }, { 2, BTH_LGA_INFANTRY, 0, TRUE } };
  BthLgaUnit du[] = { { 6, BTH_LGA_INFANTRY }, { 3, BTH_LGA_INFANTRY, 0, TRUE } };
  const char *town[] = { "town", NULL };
  BthLgaBattleInput in = { .round = 1, .terrain = town, .attacker = { au, 2, NULL, 0, 2 }, .defender = { du, 2, NULL, 0, 2 } };
  g_autoptr(GError) error = NULL;
  g_autoptr(BthLgaBattle) b = bth_lga_battle_prepare (rules, &in, &defaults, &error);
  BthLgaExchange ex;

  g_assert_no_error (error);
  g_assert_cmpstr (b->odds, ==, "5:3");
  g_assert_cmpint (b->net_drm, ==, 2);
  bth_lga_battle_apply (rules, b, &in, &defaults, 3, 2);
  g_assert_cmpint (b->modified_roll, ==, 7);
  g_assert_true (b->attacker.loss_is_opening_bid);
  g_assert_cmpint (b->attacker.loss, ==, 1);
  g_assert_cmpint (b->attacker.max_bid, ==, 12);
  g_assert_cmpint (b->defender.max_bid, ==, 9);

  g_assert_true (bth_lga_exchange_settle (rules, b, 1, FALSE, &ex));
  g_assert_true (ex.attacker_won);
  g_assert_cmpint (ex.attacker_loss, ==, 1);
  g_assert_cmpint (ex.defender_loss, ==, 1);
  g_assert_cmpint (ex.retreat_hexes, ==, 1);
  g_assert_true (lines_have (ex.lines, "The defender retreats 1 hex"));
  bth_lga_exchange_clear (&ex);

  g_assert_true (bth_lga_exchange_settle (rules, b, 4, TRUE, &ex));
  g_assert_false (ex.attacker_won);
  g_assert_cmpint (ex.attacker_loss, ==, 4);
  g_assert_cmpint (ex.defender_loss, ==, 4);
  g_assert_false (ex.attacker_eliminated || ex.defender_eliminated);
  g_assert_true (lines_have (ex.lines, "The attacker retreats 1 hex"));
  bth_lga_exchange_clear (&ex);

  g_assert_true (bth_lga_exchange_settle (rules, b, 9, TRUE, &ex));
  g_assert_true (ex.defender_eliminated);
  g_assert_false (ex.attacker_eliminated);
  g_assert_cmpint (ex.attacker_loss, ==, 9);
  g_assert_true (lines_have (ex.lines, "all its leaders are eliminated [12.54]"));
  bth_lga_exchange_clear (&ex);

  g_assert_false (bth_lga_exchange_settle (rules, b, 1, TRUE, &ex));
  g_assert_nonnull (strstr (ex.refusal, "[12.54]"));
  bth_lga_exchange_clear (&ex);
  g_assert_false (bth_lga_exchange_settle (rules, b, 10, TRUE, &ex));
  g_assert_nonnull (strstr (ex.refusal, "the defender has 9 SP in the battle"));
  bth_lga_exchange_clear (&ex);
  g_assert_false (bth_lga_exchange_settle (rules, b, 0, FALSE, &ex));
  bth_lga_exchange_clear (&ex);
}

/* I1. [12.71] "The unit must pass an Initiative roll (d6 <= IR)" and then has 3 MP, 2 now
 * and 1 in the next round: rating 3, die 3 passes, die 4 fails. */
static void
test_i1_initiative (void)
{
  g_autofree char *pass = NULL, *fail = NULL;

  g_assert_true (bth_lga_initiative_passed (rules, 3, 3, &pass));
  g_assert_nonnull (strstr (pass, "3 MP, 2 now toward the enemy force, 1 in the next round [12.71]"));
  g_assert_false (bth_lga_initiative_passed (rules, 3, 4, &fail));
  g_assert_nonnull (strstr (fail, "does not move [12.71]"));
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_lga_rules_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/lga-exchange/e1-bidding", test_e1_bidding);
  g_test_add_func ("/lga-exchange/i1-initiative", test_i1_initiative);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
