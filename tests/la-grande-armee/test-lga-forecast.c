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
#include "bth-lga-checks.h"
#include "bth-lga-forecast.h"

#include <gio/gio.h>
#include <math.h>
#include <string.h>

#define BATTLES   200000
#define SIGMAS    5.0
#define MAX_U     32
#define MAX_R     8

static BthLgaRules *rules;
static const BthLgaOptions defaults;

#define INF(n)     { (n), BTH_LGA_INFANTRY, 0, FALSE, FALSE, FALSE, NULL }
#define RES_INF(n) { (n), BTH_LGA_INFANTRY, 0, TRUE, FALSE, FALSE, NULL }
#define RES_CAV(n) { (n), BTH_LGA_CAVALRY, 0, TRUE, FALSE, FALSE, NULL }

/* ------------------------------------------------------------------------------------ */
/* One battle played with dice, through bth-lga-battle.c and its neighbours.               */

typedef struct {
  BthLgaUnit units[MAX_U];
  int        owner[MAX_U];     /* -1 the side's own, else the reinforcement */
  guint      n;
} Army;

typedef struct {
  int end, rounds;
  int lost[2], captured;
} Played;

static int
d6 (GRand *rand)
{
  return g_rand_int_range (rand, 1, 7);
}

static int
army_sp (const Army *a)
{
  int sp = 0;
  for (guint i = 0; i < a->n; i++)
    sp += a->units[i].sp;
  return sp;
}

/* The units with SP left, as the battle takes them. */
static guint
fighting (const Army *a, BthLgaUnit *out, int *index)
{
  guint n = 0;
  for (guint i = 0; i < a->n; i++)
    if (a->units[i].sp > 0)
      {
        out[n] = a->units[i];
        index[n++] = (int) i;
      }
  return n;
}

static void
lose (Army *a, int loss)
{
  BthLgaUnit u[MAX_U];
  int index[MAX_U], taken[MAX_U];
  guint n = fighting (a, u, index);

  if (loss <= 0 || n == 0)
    return;
  bth_lga_allocate_losses (rules, u, n, loss, FALSE, taken);
  for (guint k = 0; k < n; k++)
    a->units[index[k]].sp -= taken[k];
}

/* A Morale Check rolled [13.0]: the majority rating of the infantry and cavalry (of the reserve). */
static gboolean
check_passes (const Army *a, int side_morale, int bonus, gboolean given, gboolean reserve, GRand *rand)
{
  BthLgaMoraleGroup groups[MAX_U];
  guint n = 0;
  g_autoptr(BthLgaMorale) m = NULL;

  for (int any = 0; any < 2 && n == 0; any++)
    for (guint i = 0; i < a->n; i++)
      {
        const BthLgaUnit *u = &a->units[i];
        gboolean ic = u->type == BTH_LGA_INFANTRY || u->type == BTH_LGA_CAVALRY || u->type == BTH_LGA_HEAVY_CAVALRY
                      || u->type == BTH_LGA_DRAGOONS;
        if (u->sp > 0 && (!reserve || u->reserve) && (any || ic))
          groups[n++] = (BthLgaMoraleGroup) { u->sp, u->morale > 0 ? u->morale : side_morale };
      }
  if (n == 0)
    return TRUE;
  {
    BthLgaMoraleInput in = { groups, n, bonus, given };
    m = bth_lga_morale_prepare (&in, NULL);
  }
  g_assert_nonnull (m);
  bth_lga_morale_apply (m, d6 (rand));
  return m->passed;
}

static int
front (const BthLgaUnit *u, guint n)
{
  int sp = 0;
  for (guint i = 0; i < n; i++)
    sp += u[i].reserve ? 0 : u[i].sp;
  return sp;
}

static Played
play (const BthLgaBattleInput *entered, const BthLgaForecastPolicy *p, GRand *rand)
{
  Army army[2] = { 0 };
  int full[2] = { 0, 0 };
  Played out = { -1, 0, { 0, 0 }, 0 };
  guint max_rounds = p->max_rounds > 0 ? p->max_rounds : 5;
  gboolean joined[MAX_R] = { FALSE };

  for (int s = 0; s < 2; s++)
    {
      const BthLgaBattleSide *side = s == 0 ? &entered->attacker : &entered->defender;
      for (guint i = 0; i < side->n_units; i++)
        {
          army[s].owner[army[s].n] = -1;
          army[s].units[army[s].n++] = side->units[i];
          full[s] += side->units[i].sp;
        }
    }
  for (int round = 1; out.end < 0; round++)
    {
      BthLgaBattleInput in = *entered;
      BthLgaUnit u[2][MAX_U];
      int index[2][MAX_U];
      BthLgaLeader leaders[2][16];
      g_autoptr(BthLgaBattle) b = NULL;
      const BthLgaSideResult *ra, *rd;
      int loss[2], who;
      gboolean defender_routs = FALSE;

      /* [12.71] between rounds: the reinforcements due roll their Initiative */
      for (guint r = 0; round > 1 && r < p->n_reinforcements; r++)
        if (p->reinforcements[r].round == round && d6 (rand) <= p->reinforcements[r].initiative)
          {
            const BthLgaReinforcement *re = &p->reinforcements[r];
            joined[r] = TRUE;
            for (guint i = 0; i < re->n_units; i++)
              {
                army[re->side].owner[army[re->side].n] = (int) r;
                army[re->side].units[army[re->side].n++] = re->units[i];
                full[re->side] += re->units[i].sp;
              }
          }
      if ((guint) round > max_rounds)
        {
          out.end = BTH_LGA_END_STOPPED;
          break;
        }
      for (int s = 0; s < 2; s++)
        {
          BthLgaBattleSide *side = s == 0 ? &in.attacker : &in.defender;
          guint nl = 0;
          for (guint l = 0; l < side->n_leaders; l++)
            leaders[s][nl++] = side->leaders[l];
          for (guint r = 0; r < p->n_reinforcements; r++)
            for (guint l = 0; joined[r] && p->reinforcements[r].side == s && l < p->reinforcements[r].n_leaders; l++)
              leaders[s][nl++] = p->reinforcements[r].leaders[l];
          side->n_units = fighting (&army[s], u[s], index[s]);
          side->units = u[s];
          side->leaders = leaders[s];
          side->n_leaders = nl;
        }
      in.round = round;
      if (round > 1)
        {
          int af = front (u[0], in.attacker.n_units), df = front (u[1], in.defender.n_units);
          in.defender_routed = FALSE;
          in.mandatory_limited_zoc = FALSE;
          if (af == 0 || (p->stop_odds_num > 0 && (gint64) af * p->stop_odds_den < (gint64) df * p->stop_odds_num))
            {
              out.end = BTH_LGA_END_STOPPED;
              break;
            }
        }
      b = bth_lga_battle_prepare (rules, &in, &defaults, NULL);
      g_assert_nonnull (b);
      if (!b->allowed)
        {
          out.end = round == 1 ? BTH_LGA_END_NOT_ALLOWED : BTH_LGA_END_STOPPED;
          g_assert_false (in.mandatory_limited_zoc);
          break;
        }
      out.rounds = round;
      bth_lga_battle_apply (rules, b, &in, &defaults, d6 (rand), d6 (rand));
      ra = &b->attacker;
      rd = &b->defender;
      loss[0] = ra->loss;
      loss[1] = rd->loss;
      if (ra->loss_is_opening_bid)
        {
          out.end = BTH_LGA_END_EXCHANGE;
          loss[1] = MIN (ra->loss, rd->max_bid);
          if (p->bidding)
            {
              /* each bid one SP above the last, while the bidder's limit allows */
              int bid = ra->loss, turn = 1;
              int limit[2] = { MIN (p->bid_limit[0], ra->max_bid), MIN (p->bid_limit[1], rd->max_bid) };
              BthLgaExchange ex;
              while (bid < limit[turn])
                bid++, turn = 1 - turn;
              g_assert_true (bth_lga_exchange_settle (rules, b, bid, turn == 0, &ex));
              loss[0] = ex.attacker_loss;
              loss[1] = ex.defender_loss;
              out.end = ex.attacker_won ? BTH_LGA_END_EXCHANGE_ATTACKER_WON : BTH_LGA_END_EXCHANGE_DEFENDER_WON;
              bth_lga_exchange_clear (&ex);
            }
        }
      else if (ra->eliminated || rd->eliminated)
        out.end = ra->eliminated && rd->eliminated ? BTH_LGA_END_BOTH_ELIMINATED
                  : ra->eliminated ? BTH_LGA_END_ATTACKER_ELIMINATED : BTH_LGA_END_DEFENDER_ELIMINATED;
      else if (ra->routed || rd->routed)
        {
          who = ra->routed ? 0 : 1;
          const BthLgaSideResult *r = who == 0 ? ra : rd;
          /* [12.51] the reserve checks its morale; a failure routs it too */
          if (r->morale_check && !check_passes (&army[who], who == 0 ? entered->attacker.morale : entered->defender.morale,
                                                p->morale_bonus[who], p->morale_bonus_given[who], TRUE, rand))
            loss[who] = r->loss_if_reserve_routs;
          out.end = who == 0 ? BTH_LGA_END_ATTACKER_ROUTED : BTH_LGA_END_DEFENDER_ROUTED;
          defender_routs = who == 1;
        }
      else if (ra->withdraw || rd->withdraw)
        {
          Army after[2] = { army[0], army[1] };
          who = ra->withdraw ? 0 : 1;
          lose (&after[0], loss[0]);
          lose (&after[1], loss[1]);
          if (check_passes (&after[who], who == 0 ? entered->attacker.morale : entered->defender.morale,
                            p->morale_bonus[who], p->morale_bonus_given[who], FALSE, rand))
            out.end = who == 0 ? BTH_LGA_END_ATTACKER_WITHDREW : BTH_LGA_END_DEFENDER_WITHDREW;
          else
            {
              out.end = who == 0 ? BTH_LGA_END_ATTACKER_WITHDREW_ROUTED : BTH_LGA_END_DEFENDER_WITHDREW_ROUTED;
              defender_routs = who == 1;
            }
        }
      else if (ra->advance_points < 1)
        out.end = BTH_LGA_END_NO_ADVANCE_POINTS;
      lose (&army[0], loss[0]);
      lose (&army[1], loss[1]);
      if (defender_routs && !p->no_pursuit)
        {
          int inf = 0, cav = 0, captured;
          for (guint i = 0; i < army[0].n; i++)
            if (army[0].units[i].sp > 0 && army[0].units[i].reserve)
              {
                if (army[0].units[i].type == BTH_LGA_INFANTRY)
                  inf += army[0].units[i].sp;
                else if (army[0].units[i].type != BTH_LGA_FIELD_ARTILLERY && army[0].units[i].type != BTH_LGA_HORSE_ARTILLERY
                         && !army[0].units[i].demoralized)
                  cav += army[0].units[i].sp;
              }
          captured = bth_lga_pursuit_captures (rules, inf, cav, army_sp (&army[1]));
          lose (&army[1], captured);
          out.captured += captured;
        }
    }
  out.lost[0] = full[0] - army_sp (&army[0]);
  out.lost[1] = full[1] - army_sp (&army[1]);
  return out;
}

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
      Played one = play (in, p, rand);
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
