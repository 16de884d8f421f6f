/* test-lga-checks.c — attrition and force march [16, 7.2-7.3], Morale Checks [13.0] and the
 * weather through the C API; the seed's worked example and hand-worked cases. */
#include "bth-lga-checks.h"

static BthLgaRules *rules;
static const BthLgaOptions defaults;

static int
attrition (const BthLgaAttritionInput *in, const BthLgaOptions *options, int die, int *drm)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthLgaAttrition) a = bth_lga_attrition_prepare (rules, in, options, &error);

  g_assert_no_error (error);
  g_assert_true (a->checks);
  bth_lga_attrition_apply (rules, a, in, options, die);
  if (drm != NULL)
    *drm = a->drm;
  return a->loss;
}

/* The seed's example (the charts' LARGER FORCES note): "attrition for a force of 75 would be
 * the attrition for a force of 50 plus the attrition for a force of 25". Normal March, clear,
 * die 4: the 41-50 row gives 8, the 21-30 row 3: 11. */
static void
test_larger_forces_example (void)
{
  BthLgaAttritionInput in = { .sp = 75, .order = BTH_LGA_ORDER_MARCH, .initiative = -1 };
  g_autoptr(GError) error = NULL;
  g_autoptr(BthLgaAttrition) a = bth_lga_attrition_prepare (rules, &in, &defaults, &error);

  bth_lga_attrition_apply (rules, a, &in, &defaults, 4);
  g_assert_cmpint (a->loss, ==, 8 + 3);
  g_assert_cmpuint (a->parts->len, ==, 2);
  g_assert_cmpstr (a->parts->pdata[0], ==, "50 SP (row 41-50): 8");
  g_assert_cmpstr (a->parts->pdata[1], ==, "25 SP (row 21-30): 3");
  /* 120 SP, die 6: 50 + 50 + 20, i.e. 10 + 10 + 3 = 23 */
  in.sp = 120;
  g_assert_cmpint (attrition (&in, &defaults, 6, NULL), ==, 23);
}

/* Forced March table: 3 cavalry SP alone use the 1-3* row: die 4 -> 1; as other troops the
 * 1-5 row: 1 already at die 1. */
static void
test_cavalry_row (void)
{
  BthLgaAttritionInput in = { .sp = 3, .order = BTH_LGA_ORDER_FORCE_MARCH, .cavalry_only = TRUE, .initiative = -1 };

  g_assert_cmpint (attrition (&in, &defaults, 3, NULL), ==, 0);
  g_assert_cmpint (attrition (&in, &defaults, 4, NULL), ==, 1);
  in.cavalry_only = FALSE;
  g_assert_cmpint (attrition (&in, &defaults, 1, NULL), ==, 1);
}

/* Double Force March, an all-French stack of 15 SP in Mud: +2 (DFM) +1 (Mud) -1 (French) =
 * +2 by 16.3. Die 3 -> 5: Forced March 11-20, column 5: 4. The chart's "net modifier +2,
 * plus any weather modifier" (dfm_chart_net_plus_2) gives +3: column 6, 5. */
static void
test_double_force_march (void)
{
  BthLgaAttritionInput in = { .sp = 15, .order = BTH_LGA_ORDER_DOUBLE_FORCE_MARCH, .weather = BTH_LGA_MUD,
                              .french = BTH_LGA_FRENCH_ALL, .initiative = 2 };
  BthLgaOptions chart = { .dfm_chart_net_plus_2 = TRUE };
  int drm;

  g_assert_cmpint (attrition (&in, &defaults, 3, &drm), ==, 4);
  g_assert_cmpint (drm, ==, 2);
  g_assert_cmpint (attrition (&in, &chart, 3, &drm), ==, 5);
  g_assert_cmpint (drm, ==, 3);
}

/* Clamps: die 1 with the French -1 is 0, no loss; die 6 + Snow 2 + unsupplied 2 + Cossack
 * ZOC 1 = 11, read as 10: Normal March 21-30 gives 9. */
static void
test_clamps (void)
{
  BthLgaAttritionInput low = { .sp = 45, .order = BTH_LGA_ORDER_MARCH, .french = BTH_LGA_FRENCH_MAJORITY, .initiative = -1 };
  BthLgaAttritionInput high = { .sp = 25, .order = BTH_LGA_ORDER_MARCH, .weather = BTH_LGA_SNOW, .unsupplied = TRUE,
                                .cossack_zoc = TRUE, .initiative = -1 };
  BthLgaOptions all_only = { .french_modifier_all_only = TRUE };
  int drm;

  g_assert_cmpint (attrition (&low, &defaults, 1, &drm), ==, 0);
  g_assert_cmpint (drm, ==, -1);
  /* a French majority is not "All French Force" by the chart's reading: die 1 -> 41-50 col 1 = 3 */
  g_assert_cmpint (attrition (&low, &all_only, 1, &drm), ==, 3);
  g_assert_cmpint (drm, ==, 0);
  g_assert_cmpint (attrition (&high, &defaults, 6, &drm), ==, 9);
  g_assert_cmpint (drm, ==, 5);
}

/* The 6-10 row of Normal March: die 4 is "-" by the copies that agree (Map B and the third
 * copy), 1 by Map A's (normal_march_6_10_map_a); die 5: 1 either way; die 6: 1 or 2. */
static void
test_normal_march_6_10 (void)
{
  BthLgaAttritionInput in = { .sp = 8, .order = BTH_LGA_ORDER_MARCH, .initiative = -1 };
  BthLgaOptions map_a = { .normal_march_6_10_map_a = TRUE };

  g_assert_cmpint (attrition (&in, &defaults, 4, NULL), ==, 0);
  g_assert_cmpint (attrition (&in, &map_a, 4, NULL), ==, 1);
  g_assert_cmpint (attrition (&in, &defaults, 6, NULL), ==, 1);
  g_assert_cmpint (attrition (&in, &map_a, 6, NULL), ==, 2);
}

/* Who checks (16.1): a supplied stack that did not move does not; an unsupplied one checks
 * on Normal March; Winter Quarters never. */
static void
test_exemptions (void)
{
  BthLgaAttritionInput still = { .sp = 10, .order = BTH_LGA_ORDER_NONE, .initiative = -1 };
  BthLgaAttritionInput wq = { .sp = 10, .order = BTH_LGA_ORDER_MARCH, .winter_quarters = TRUE, .initiative = -1 };
  g_autoptr(BthLgaAttrition) a = bth_lga_attrition_prepare (rules, &still, &defaults, NULL);
  g_autoptr(BthLgaAttrition) w = bth_lga_attrition_prepare (rules, &wq, &defaults, NULL);
  g_autoptr(BthLgaAttrition) u = NULL;

  g_assert_false (a->checks);
  g_assert_false (w->checks);
  still.unsupplied = TRUE;
  u = bth_lga_attrition_prepare (rules, &still, &defaults, NULL);
  g_assert_true (u->checks);
  g_assert_cmpstr (u->table, ==, "normal_march");
  /* before the roll: 6-10 with +2: dice 3-6 give 5..8 -> 1, 1, 2, 2; dice 1-2 give 3, 4 -> none */
  g_assert_cmpfloat_with_epsilon (u->loss_probability[0], 2.0 / 6.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (u->loss_probability[1], 2.0 / 6.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (u->loss_probability[2], 2.0 / 6.0, 1e-9);
}

/* Force march (7.22): die + IR, at most 5; the same die is the attrition roll (7.24). */
static void
test_force_march (void)
{
  BthLgaAttritionInput in = { .sp = 15, .order = BTH_LGA_ORDER_FORCE_MARCH, .initiative = 3 };
  g_autoptr(BthLgaAttrition) a = bth_lga_attrition_prepare (rules, &in, &defaults, NULL);

  bth_lga_attrition_apply (rules, a, &in, &defaults, 4);
  g_assert_cmpint (a->extra_mp, ==, 5);           /* 4 + 3 = 7, at most 5 */
  g_assert_cmpint (a->loss, ==, 4);               /* Forced March 11-20, column 4 */
  g_assert_cmpint (bth_lga_force_march_extra_mp (rules, 1, 2, FALSE), ==, 3);
  g_assert_cmpint (bth_lga_force_march_extra_mp (rules, 6, 2, TRUE), ==, 1);   /* 7.35 */
  g_assert_cmpint (bth_lga_train_force_march (rules, 3), ==, 0);               /* 7.25 */
  g_assert_cmpint (bth_lga_train_force_march (rules, 4), ==, 4);
}

/* Morale Check (13.0): 6 SP of rating 3 and 4 of rating 2: the majority's 3; the leader
 * commanding all the stack adds his MB 2: passes on 5 or less. Without him in command: 3.
 * 5 SP and 5 SP: the higher rating. */
static void
test_morale (void)
{
  BthLgaMoraleGroup groups[] = { { 6, 3 }, { 4, 2 } }, tie[] = { { 5, 2 }, { 5, 3 } };
  BthLgaMoraleInput in = { groups, 2, 2, TRUE };
  g_autoptr(BthLgaMorale) m = bth_lga_morale_prepare (&in, NULL);
  g_autoptr(BthLgaMorale) absent = NULL, t = NULL;

  g_assert_cmpint (m->target, ==, 5);
  bth_lga_morale_apply (m, 5);
  g_assert_true (m->passed);
  bth_lga_morale_apply (m, 6);
  g_assert_false (m->passed);
  g_assert_cmpfloat_with_epsilon (m->pass_probability, 5.0 / 6.0, 1e-9);
  in.leader_commands_stack = FALSE;
  absent = bth_lga_morale_prepare (&in, NULL);
  g_assert_cmpint (absent->target, ==, 3);
  in = (BthLgaMoraleInput) { tie, 2, 0, FALSE };
  t = bth_lga_morale_prepare (&in, NULL);
  g_assert_cmpint (t->rating, ==, 3);
}

/* Weather: January die 1 Mud, die 2 Snow; September die 6 Mud (Map B and the third copy),
 * Clear by Map A's row (weather_map_a_row_6); May die 6 likewise Mud or Clear. */
static void
test_weather (void)
{
  BthLgaOptions map_a = { .weather_map_a_row_6 = TRUE };

  g_assert_cmpint (bth_lga_rules_weather (rules, &defaults, 1, 1), ==, 'M');
  g_assert_cmpint (bth_lga_rules_weather (rules, &defaults, 1, 2), ==, 'S');
  g_assert_cmpint (bth_lga_rules_weather (rules, &defaults, 7, 6), ==, 'C');
  g_assert_cmpint (bth_lga_rules_weather (rules, &defaults, 9, 6), ==, 'M');
  g_assert_cmpint (bth_lga_rules_weather (rules, &map_a, 9, 6), ==, 'C');
  g_assert_cmpint (bth_lga_rules_weather (rules, &defaults, 5, 6), ==, 'M');
  g_assert_cmpint (bth_lga_rules_weather (rules, &map_a, 5, 6), ==, 'C');
  g_assert_cmpint (bth_lga_rules_weather (rules, &map_a, 5, 5), ==, 'C');
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_lga_rules_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/lga-attrition/larger-forces-example", test_larger_forces_example);
  g_test_add_func ("/lga-attrition/cavalry-row", test_cavalry_row);
  g_test_add_func ("/lga-attrition/double-force-march", test_double_force_march);
  g_test_add_func ("/lga-attrition/clamps", test_clamps);
  g_test_add_func ("/lga-attrition/normal-march-6-10", test_normal_march_6_10);
  g_test_add_func ("/lga-attrition/exemptions", test_exemptions);
  g_test_add_func ("/lga-attrition/force-march", test_force_march);
  g_test_add_func ("/lga-morale/check", test_morale);
  g_test_add_func ("/lga-weather/table", test_weather);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
