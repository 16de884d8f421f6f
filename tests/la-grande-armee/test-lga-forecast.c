/* test-lga-forecast.c — La Grande Armée's whole-battle forecast: a first round worked by hand,
 * then 200,000 seeded whole battles played through the existing round code (battle prepare
 * and apply with rolled dice, the 12.61-12.62 losses, the Morale Check of 13.0, the pursuit
 * of 12.65, the exchange of 12.54 — not the forecast's round function) with the same policy:
 * every forecast chance, by end and round, within 5 standard errors of the sampled one, and
 * the expected SP lost likewise. A sampled end the forecast calls impossible fails at once.
 *
 * The battles are La Grande Armée's battle-rounds example (tests/cli/la-grande-armee/
 * battle-rounds.json: 12 inf against 6 + 6, morale 3), with its policy's defaults and with
 * Friant's battle reinforcement and bidding limits, and a rout with a reserve to pursue. */
#include "bth-lga-forecast.h"
#include "lga-play.h"

#include <gio/gio.h>
#include <math.h>
#include <string.h>

#define BATTLES   200000
#define SIGMAS    5.0

static BthLgaRules *rules;
static const BthLgaOptions defaults;

#define INF(n)     { (n), BTH_LGA_INFANTRY, 0, FALSE, FALSE, FALSE, NULL }
#define RES_INF(n) { (n), BTH_LGA_INFANTRY, 0, TRUE, FALSE, FALSE, NULL }
#define RES_CAV(n) { (n), BTH_LGA_CAVALRY, 0, TRUE, FALSE, FALSE, NULL }

/* ------------------------------------------------------------------------------------ */

/* Plays BATTLES battles of IN with policy P and checks every chance and expectation of
 * the forecast against them. */
static void
check_against_play (const char *what, const BthLgaBattleInput *in, const BthLgaForecastPolicy *p, guint32 seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthLgaForecast) f = bth_lga_forecast_battle (rules, in, &defaults, p, &error);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  const guint rounds = 8;
  g_autofree double *count = g_new0 (double, BTH_LGA_N_ENDS * rounds);
  double sum[3] = { 0 }, sum2[3] = { 0 }, checked = 0, worst = 0;
  const BthForecast *s;

  g_assert_no_error (error);
  s = f->forecast;
  g_assert_cmpfloat (s->undecided, ==, 0);
  for (int i = 0; i < BATTLES; i++)
    {
      LgaPlayed one = lga_play_battle (rules, in, p, rand);
      double v[3] = { one.lost[0], one.lost[1], one.captured };
      g_assert_cmpint (one.rounds, <, (int) rounds);
      count[one.end * rounds + one.rounds]++;
      for (int m = 0; m < 3; m++)
        sum[m] += v[m], sum2[m] += v[m] * v[m];
    }
  for (int e = 0; e < BTH_LGA_N_ENDS; e++)
    for (guint r = 0; r < rounds; r++)
      {
        double exact = r <= s->max_rounds ? s->outcome_by_round[(guint) e * (s->max_rounds + 1) + r] : 0;
        double sampled = count[e * rounds + r] / BATTLES;
        double sigma = sqrt (exact * (1 - exact) / BATTLES);

        if (exact == 0 && sampled > 0)
          g_error ("%s: %s after %u rounds happened %g times; the forecast says never", what, bth_lga_end_id (e), r,
                   count[e * rounds + r]);
        if (exact == 0)
          continue;
        if (fabs (sampled - exact) > SIGMAS * sigma + 1e-12)
          g_error ("%s: %s after %u rounds: forecast %.6f, sampled %.6f (%g sigma)", what, bth_lga_end_id (e), r,
                   exact, sampled, fabs (sampled - exact) / sigma);
        worst = MAX (worst, sigma > 0 ? fabs (sampled - exact) / sigma : 0);
        checked++;
      }
  for (int m = 0; m < 3; m++)
    {
      double mean = sum[m] / BATTLES, sd = sqrt (MAX (sum2[m] / BATTLES - mean * mean, 0)) / sqrt (BATTLES);
      if (fabs (mean - s->expected_measure[m]) > SIGMAS * sd + 1e-9)
        g_error ("%s: measure %d: forecast %.4f, sampled %.4f (sd %.4f)", what, m, s->expected_measure[m], mean, sd);
    }
  g_test_message ("%s: %g chances checked, the farthest %.2f standard errors from the forecast; %" G_GUINT64_FORMAT " states",
                  what, checked, worst, s->states_visited);
}

/* The battle-rounds example: 12 inf against 6 + 6, morale 3 each. */
static BthLgaUnit rounds_attacker[] = { INF (12) };
static BthLgaUnit rounds_defender[] = { INF (6), INF (6) };
static BthLgaUnit friant_units[] = { INF (5) };

static BthLgaBattleInput
rounds_example (void)
{
  BthLgaBattleInput in = { 0 };

  in.round = 1;
  in.attacker = (BthLgaBattleSide) { rounds_attacker, 1, NULL, 0, 3, FALSE, FALSE };
  in.defender = (BthLgaBattleSide) { rounds_defender, 2, NULL, 0, 3, FALSE, FALSE };
  return in;
}

/* Round 1 by hand: 12:12 = 1:1, 0; morale 3 against 3: net 0, so the CRT row is 2d6.
 * Rows 5-9 (24 of 36) are an Escalating Exchange; rows 3-4 (5/36) give no Advance Point;
 * row 2 (1/36): the attacker withdraws, and his Morale Check (3) passes half the time;
 * rows 11-12 (3/36): the defender withdraws, his check likewise; row 10 (3/36) goes on. */
static void
test_first_round_by_hand (void)
{
  BthLgaBattleInput in = rounds_example ();
  BthLgaForecastPolicy policy = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(BthLgaForecast) f = bth_lga_forecast_battle (rules, &in, &defaults, &policy, &error);
  const BthForecast *s;
  double total = 0;

#define AT(end, r) s->outcome_by_round[(guint) (end) * (s->max_rounds + 1) + (r)]
  g_assert_no_error (error);
  s = f->forecast;
  g_assert_cmpfloat_with_epsilon (AT (BTH_LGA_END_EXCHANGE, 1), 24.0 / 36, 1e-12);
  g_assert_cmpfloat_with_epsilon (AT (BTH_LGA_END_NO_ADVANCE_POINTS, 1), 5.0 / 36, 1e-12);
  g_assert_cmpfloat_with_epsilon (AT (BTH_LGA_END_ATTACKER_WITHDREW, 1), 0.5 / 36, 1e-12);
  g_assert_cmpfloat_with_epsilon (AT (BTH_LGA_END_ATTACKER_WITHDREW_ROUTED, 1), 0.5 / 36, 1e-12);
  g_assert_cmpfloat_with_epsilon (AT (BTH_LGA_END_DEFENDER_WITHDREW, 1), 1.5 / 36, 1e-12);
  g_assert_cmpfloat_with_epsilon (AT (BTH_LGA_END_DEFENDER_WITHDREW_ROUTED, 1), 1.5 / 36, 1e-12);
  for (int e = 0; e < BTH_LGA_N_ENDS; e++)
    total += s->outcome[e];
  g_assert_cmpfloat_with_epsilon (total, 1.0, 1e-12);
  g_assert_cmpfloat (s->undecided, ==, 0);
  /* at most 5 rounds [12.57], and the 3/36 that go on past round 1 end later */
  g_assert_cmpuint (s->max_rounds, ==, 6);
  g_assert_cmpfloat (s->expected_rounds, >, 1.0);
  g_assert_cmpfloat (s->expected_rounds, <, 1.0 + 3.0 / 36 * 4 + 1e-12);
#undef AT
}

static void
test_rounds_example_defaults (void)
{
  BthLgaBattleInput in = rounds_example ();
  BthLgaForecastPolicy policy = { 0 };

  check_against_play ("battle-rounds, defaults", &in, &policy, 1805);
}

/* With Friant (IR 3, 5 inf) marching before round 2, bidding limits 4 and 3, and the
 * attacker stopping below 1:1. */
static void
test_rounds_example_policy (void)
{
  BthLgaBattleInput in = rounds_example ();
  BthLgaReinforcement friant = { 0, "Friant", 3, 2, friant_units, 1, NULL, 0 };
  BthLgaForecastPolicy policy = { 0 };

  policy.reinforcements = &friant;
  policy.n_reinforcements = 1;
  policy.bidding = TRUE;
  policy.bid_limit[0] = 4;
  policy.bid_limit[1] = 3;
  policy.stop_odds_num = 1;
  policy.stop_odds_den = 1;
  policy.morale_bonus[1] = 1;
  policy.morale_bonus_given[1] = TRUE;
  check_against_play ("battle-rounds, Friant and bidding", &in, &policy, 1806);
}

/* A rout with a reserve: 12 inf in front, 4 inf and 4 cav in reserve (morale 3) against 7 inf
 * in front and 3 in reserve (morale 2): routs, the reserve's Morale Check, the pursuit. */
static BthLgaUnit rout_attacker[] = { INF (12), RES_INF (4), RES_CAV (4) };
static BthLgaUnit rout_defender[] = { INF (7), RES_INF (3) };

static void
test_rout_and_pursuit (void)
{
  BthLgaBattleInput in = { 0 };
  BthLgaForecastPolicy policy = { 0 };

  in.round = 1;
  in.attacker = (BthLgaBattleSide) { rout_attacker, 3, NULL, 0, 3, FALSE, FALSE };
  in.defender = (BthLgaBattleSide) { rout_defender, 2, NULL, 0, 2, FALSE, FALSE };
  check_against_play ("rout and pursuit", &in, &policy, 1807);
}

/* No Morale Rating anywhere: refused, naming what to enter, not a silent guess. */
static void
test_unknown_rating (void)
{
  BthLgaBattleInput in = rounds_example ();
  BthLgaForecastPolicy policy = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(BthLgaForecast) f = NULL;

  in.defender.morale = 0;
  f = bth_lga_forecast_battle (rules, &in, &defaults, &policy, &error);
  g_assert_null (f);
  g_assert_nonnull (strstr (error->message, "$.defender.units[0].morale"));
}

/* ------------------------------------------------------------------------------------ */
/* berthier-cli --game la-grande-armee battle-forecast                                    */

static int
run_cli (const char *input, const char *file, char **out, char **err)
{
  g_autofree char *path = file != NULL ? g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), file, NULL) : g_strdup ("-");
  const char *argv[] = { g_getenv ("BERTHIER_CLI"), "--game", "la-grande-armee", "battle-forecast", path, NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input != NULL ? input : "", NULL, out, err, &error);
  g_assert_no_error (error);
  return g_subprocess_get_exit_status (process);
}

static double
outcome_probability (JsonObject *root, const char *end)
{
  JsonArray *outcomes = json_object_get_array_member (root, "outcomes");

  for (guint i = 0; i < json_array_get_length (outcomes); i++)
    {
      JsonObject *o = json_array_get_object_element (outcomes, i);
      if (g_str_equal (json_object_get_string_member (o, "end"), end))
        return json_object_get_double_member (o, "probability");
    }
  return 0;
}

static gboolean
assumes (JsonObject *root, const char *text)
{
  JsonArray *list = json_object_get_array_member (root, "assumptions");

  for (guint i = 0; i < json_array_get_length (list); i++)
    if (strstr (json_array_get_string_element (list, i), text) != NULL)
      return TRUE;
  return FALSE;
}

/* The battle-rounds example as the battle command takes it (its dice are not read): the
 * first round's exchange, 24/36, is the forecast's exchange after one round, since the
 * bidding is left to the players; reinforcements and counter-attacks are said left out.
 * With battle-forecast.json's policy, Friant's roll and the bidding are named; a policy key
 * the command does not know, and a round's counter-attack, are refused (exit 2). */
static void
test_cli (void)
{
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL, *out3 = NULL, *err3 = NULL, *out4 = NULL, *err4 = NULL;
  g_autoptr(JsonNode) plain = NULL, with_policy = NULL;
  JsonObject *root;

  g_assert_cmpint (run_cli (NULL, "tests/cli/la-grande-armee/battle-rounds.json", &out, &err), ==, 0);
  plain = json_from_string (out, NULL);
  g_assert_nonnull (plain);
  root = json_node_get_object (plain);
  g_assert_cmpfloat (outcome_probability (root, "escalating_exchange"), >=, 24.0 / 36 - 1e-9);
  g_assert_true (assumes (root, "No battle reinforcements (left out) [12.7]"));
  g_assert_true (assumes (root, "No counter-attacks (left out) [12.77]"));
  g_assert_true (assumes (root, "at most 5 rounds"));

  g_assert_cmpint (run_cli (NULL, "tests/cli/la-grande-armee/battle-forecast.json", &out2, &err2), ==, 0);
  with_policy = json_from_string (out2, NULL);
  root = json_node_get_object (with_policy);
  g_assert_cmpfloat (outcome_probability (root, "escalating_exchange"), ==, 0);
  g_assert_cmpfloat (outcome_probability (root, "exchange_attacker_won"), >, 0.5);
  g_assert_true (assumes (root, "Friant"));
  g_assert_true (assumes (root, "below 1:1"));

  g_assert_cmpint (run_cli ("{\"attacker\": \"12i m3\", \"defender\": \"12i m3\", \"policy\": {\"retreat\": 1}}", NULL, &out3, &err3), ==, 2);
  g_assert_nonnull (strstr (err3, "$.policy"));
  g_assert_cmpint (run_cli ("{\"attacker\": \"12i m3\", \"defender\": \"12i m3\", \"rounds\": [{}, {\"counter_attack\": true}]}",
                            NULL, &out4, &err4), ==, 2);
  g_assert_nonnull (strstr (err4, "$.rounds[1].counter_attack"));
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_lga_rules_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/lga-forecast/first-round-by-hand", test_first_round_by_hand);
  g_test_add_func ("/lga-forecast/unknown-rating", test_unknown_rating);
  g_test_add_func ("/lga-forecast/cli", test_cli);
  g_test_add_func ("/lga-forecast/rounds-example-defaults", test_rounds_example_defaults);
  g_test_add_func ("/lga-forecast/rounds-example-policy", test_rounds_example_policy);
  g_test_add_func ("/lga-forecast/rout-and-pursuit", test_rout_and_pursuit);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
