/* lga-play.c — a battle played with dice (lga-play.h). */
#include "lga-play.h"
#include "bth-lga-checks.h"

#define MAX_U 32
#define MAX_R 8

static const BthLgaOptions defaults;

typedef struct {
  BthLgaUnit units[MAX_U];
  int        owner[MAX_U];     /* -1 the side's own, else the reinforcement */
  guint      n;
} Army;

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
lose (BthLgaRules *rules, Army *a, int loss)
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

LgaPlayed
lga_play_battle (BthLgaRules *rules, const BthLgaBattleInput *entered, const BthLgaForecastPolicy *p, GRand *rand)
{
  Army army[2] = { 0 };
  int full[2] = { 0, 0 };
  LgaPlayed out = { -1, 0, { 0, 0 }, 0 };
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
          lose (rules, &after[0], loss[0]);
          lose (rules, &after[1], loss[1]);
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
      lose (rules, &army[0], loss[0]);
      lose (rules, &army[1], loss[1]);
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
          lose (rules, &army[1], captured);
          out.captured += captured;
        }
    }
  out.lost[0] = full[0] - army_sp (&army[0]);
  out.lost[1] = full[1] - army_sp (&army[1]);
  return out;
}

