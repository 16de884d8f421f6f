/* bth-lga-forecast.c — La Grande Armée's battle round as the kernel solver's round function:
 * a state is the SP of every unit after so many rounds; the round prepares the battle of
 * bth-lga-battle.c from it and follows every CRT row to the states after the round. */
#include "bth-lga-forecast.h"
#include "bth-lga-checks.h"
#include "bth-error.h"

#include <string.h>

#define MAX_UNITS          32   /* a side's units with its reinforcements' */
#define MAX_REINFORCEMENTS 8

/* Compared by its bytes (bth-forecast.h): zeroed before it is filled. */
typedef struct {
  guint8 rounds;                 /* rounds fought in the forecast */
  guint8 end;                    /* 0: still fighting; else the BthLgaEnd + 1 */
  guint8 joined;                 /* the reinforcements that joined, one bit each */
  guint8 captured;               /* defender SP captured by the pursuit [12.65] */
  guint8 sp[2][MAX_UNITS];       /* each unit's SP: the side's own, then its reinforcements' */
} State;

typedef struct {
  BthLgaRules                *rules;
  const BthLgaOptions        *options;
  const BthLgaForecastPolicy *policy;
  BthLgaBattleInput           in;                    /* the battle as entered */
  BthLgaUnit                  all[2][MAX_UNITS];     /* every unit that may fight, at full SP */
  int                         owner[2][MAX_UNITS];   /* -1: the side's own; else its reinforcement */
  guint                       n_all[2];
  guint                       first_round, max_rounds;
  /* one round's battle, rebuilt from the state */
  BthLgaUnit                  units[2][MAX_UNITS];
  int                         index[2][MAX_UNITS];   /* units[s][k] is all[s][index[s][k]] */
  guint                       n_units[2];
  GArray                     *leaders[2];
  GError                     *error;
} Context;

static const struct { const char *id, *text; int winner; } ends[BTH_LGA_N_ENDS] = {
  [BTH_LGA_END_ATTACKER_ROUTED] = { "attacker_routed", "the attacker routs", -1 },
  [BTH_LGA_END_ATTACKER_WITHDREW] = { "attacker_withdrew", "the attacker withdraws", -1 },
  [BTH_LGA_END_ATTACKER_WITHDREW_ROUTED] = { "attacker_withdrew_routed", "the attacker withdraws and fails his Morale Check: routed", -1 },
  [BTH_LGA_END_ATTACKER_ELIMINATED] = { "attacker_eliminated", "the attacker is eliminated", -1 },
  [BTH_LGA_END_DEFENDER_ROUTED] = { "defender_routed", "the defender routs", 1 },
  [BTH_LGA_END_DEFENDER_WITHDREW] = { "defender_withdrew", "the defender withdraws", 1 },
  [BTH_LGA_END_DEFENDER_WITHDREW_ROUTED] = { "defender_withdrew_routed", "the defender withdraws and fails his Morale Check: routed", 1 },
  [BTH_LGA_END_DEFENDER_ELIMINATED] = { "defender_eliminated", "the defender is eliminated", 1 },
  [BTH_LGA_END_BOTH_ELIMINATED] = { "both_eliminated", "both sides are eliminated", 0 },
  [BTH_LGA_END_EXCHANGE] = { "escalating_exchange", "an Escalating Exchange, its bidding left to the players", 0 },
  [BTH_LGA_END_EXCHANGE_ATTACKER_WON] = { "exchange_attacker_won", "an Escalating Exchange the defender passes", 1 },
  [BTH_LGA_END_EXCHANGE_DEFENDER_WON] = { "exchange_defender_won", "an Escalating Exchange the attacker passes", -1 },
  [BTH_LGA_END_NO_ADVANCE_POINTS] = { "no_advance_points", "the attacker gains no Advance Point: the battle ends", 0 },
  [BTH_LGA_END_STOPPED] = { "attacker_stopped", "the attacker stops", 0 },
  [BTH_LGA_END_NOT_ALLOWED] = { "not_allowed", "the attack is not allowed", 0 },
};

const char *
bth_lga_end_text (BthLgaEnd end)
{
  return end < BTH_LGA_N_ENDS ? ends[end].text : "";
}

const char *
bth_lga_end_id (BthLgaEnd end)
{
  return end < BTH_LGA_N_ENDS ? ends[end].id : "";
}

int
bth_lga_end_winner (BthLgaEnd end)
{
  return end < BTH_LGA_N_ENDS ? ends[end].winner : 0;
}

guint
bth_lga_forecast_round_limit (guint first)
{
  /* round 1 and 4 more, each paid with an Advance Point [12.57] */
  return first > 5 ? 1 : 6 - MAX (first, 1);
}

static const BthLgaBattleSide *
side_of (const BthLgaBattleInput *in, int side)
{
  return side == 0 ? &in->attacker : &in->defender;
}

/* The units of SIDE still with SP in state S, as bth-lga-battle.c takes them. */
static guint
side_units (const Context *c, const State *s, int side, BthLgaUnit *out, int *index)
{
  guint n = 0;

  for (guint i = 0; i < c->n_all[side]; i++)
    if (s->sp[side][i] > 0)
      {
        out[n] = c->all[side][i];
        out[n].sp = s->sp[side][i];
        index[n++] = (int) i;
      }
  return n;
}

static int
total_sp (const State *s, int side)
{
  int sp = 0;

  for (guint i = 0; i < MAX_UNITS; i++)
    sp += s->sp[side][i];
  return sp;
}

/* The battle round of state S: IN takes the sides as they stand (the context's scratch). */
static void
build_round (Context *c, const State *s, BthLgaBattleInput *in)
{
  *in = c->in;
  for (int side = 0; side < 2; side++)
    {
      BthLgaBattleSide *bs = side == 0 ? &in->attacker : &in->defender;
      const BthLgaBattleSide *entered = side_of (&c->in, side);

      c->n_units[side] = side_units (c, s, side, c->units[side], c->index[side]);
      g_array_set_size (c->leaders[side], 0);
      g_array_append_vals (c->leaders[side], entered->leaders, entered->n_leaders);
      for (guint r = 0; r < c->policy->n_reinforcements; r++)
        if ((s->joined & (1u << r)) && c->policy->reinforcements[r].side == side)
          g_array_append_vals (c->leaders[side], c->policy->reinforcements[r].leaders, c->policy->reinforcements[r].n_leaders);
      bs->units = c->units[side];
      bs->n_units = c->n_units[side];
      bs->leaders = (BthLgaLeader *) (void *) c->leaders[side]->data;
      bs->n_leaders = c->leaders[side]->len;
    }
  in->round = (int) (c->first_round + s->rounds);
  if (s->rounds > 0)
    {
      /* the Rout marker and the limited ZOC concern the first round only */
      in->defender_routed = FALSE;
      in->mandatory_limited_zoc = FALSE;
    }
}

/* Takes LOSS SP from SIDE of N by 12.61-12.62 (front line first, 3:1:1). */
static void
take_loss (Context *c, State *n, int side, int loss)
{
  BthLgaUnit units[MAX_UNITS];
  int index[MAX_UNITS], taken[MAX_UNITS];
  guint count = side_units (c, n, side, units, index);

  if (loss <= 0 || count == 0)
    return;
  bth_lga_allocate_losses (c->rules, units, count, loss, FALSE, taken);
  for (guint k = 0; k < count; k++)
    n->sp[side][index[k]] -= (guint8) taken[k];
}

static gboolean
morale_class (BthLgaUnitType type)
{
  return type == BTH_LGA_INFANTRY || type == BTH_LGA_CAVALRY || type == BTH_LGA_HEAVY_CAVALRY || type == BTH_LGA_DRAGOONS;
}

/* The chance that SIDE's stack in N (its reserve only: RESERVE) passes a Morale Check [13.0]:
 * the rating of the majority of its infantry and cavalry SP, with the policy's Morale Bonus. */
static double
morale_pass (Context *c, const State *n, int side, gboolean reserve)
{
  const BthLgaBattleSide *entered = side_of (&c->in, side);
  BthLgaMoraleGroup groups[MAX_UNITS];
  guint count = 0;
  g_autoptr(BthLgaMorale) m = NULL;

  /* artillery alone has no infantry or cavalry majority: then all its SP count */
  for (int any_type = 0; any_type < 2 && count == 0; any_type++)
    for (guint i = 0; i < c->n_all[side]; i++)
      if (n->sp[side][i] > 0 && (!reserve || c->all[side][i].reserve) && (any_type || morale_class (c->all[side][i].type)))
        {
          groups[count].sp = n->sp[side][i];
          groups[count++].rating = c->all[side][i].morale > 0 ? c->all[side][i].morale : entered->morale;
        }
  if (count == 0)
    return 1.0;   /* nobody left to check */
  {
    BthLgaMoraleInput input = { groups, count, c->policy->morale_bonus[side], c->policy->morale_bonus_given[side] };
    m = bth_lga_morale_prepare (&input, NULL);
  }
  return m != NULL ? m->pass_probability : 1.0;
}

/* Adds N (after a round) with chance P: when the battle goes on, each reinforcement due
 * for the next round rolls its Initiative first [12.71]. */
static void
add_after_round (Context *c, State *n, double p, BthForecastBranches *next)
{
  guint next_round = c->first_round + n->rounds;
  guint due[MAX_REINFORCEMENTS], n_due = 0;

  for (guint r = 0; n->end == 0 && r < c->policy->n_reinforcements; r++)
    if ((guint) c->policy->reinforcements[r].round == next_round)
      due[n_due++] = r;
  for (guint mask = 0; mask < (1u << n_due); mask++)
    {
      State joined = *n;
      double q = p;

      for (guint k = 0; k < n_due; k++)
        {
          const BthLgaReinforcement *re = &c->policy->reinforcements[due[k]];
          double pass = CLAMP (re->initiative, 0, 6) / 6.0;

          if (mask & (1u << k))
            {
              q *= pass;
              joined.joined |= (guint8) (1u << due[k]);
              for (guint i = 0; i < c->n_all[re->side]; i++)
                if (c->owner[re->side][i] == (int) due[k])
                  joined.sp[re->side][i] = (guint8) c->all[re->side][i].sp;
            }
          else
            q *= 1.0 - pass;
        }
      /* a certain roll still adds its zero-chance twin, which the solver drops */
      bth_forecast_branches_add (next, &joined, q);
    }
}

/* The end of a round: LOSS taken by each side, the battle ending in END (or going on: -1);
 * DEFENDER_ROUTS: the attacker's reserve may pursue [12.65]. */
static void
finish (Context *c, const State *s, const int loss[2], int end, gboolean defender_routs, double p,
        BthForecastBranches *next)
{
  State n = *s;

  n.rounds++;
  take_loss (c, &n, 0, loss[0]);
  take_loss (c, &n, 1, loss[1]);
  if (defender_routs && !c->policy->no_pursuit)
    {
      int infantry = 0, cavalry = 0, captured;

      /* the reserve as it stands after the round; demoralized cavalry cannot pursue [12.35] */
      for (guint i = 0; i < c->n_all[0]; i++)
        if (n.sp[0][i] > 0 && c->all[0][i].reserve)
          {
            if (c->all[0][i].type == BTH_LGA_INFANTRY)
              infantry += n.sp[0][i];
            else if (morale_class (c->all[0][i].type) && !c->all[0][i].demoralized)
              cavalry += n.sp[0][i];
          }
      captured = bth_lga_pursuit_captures (c->rules, infantry, cavalry, total_sp (&n, 1));
      take_loss (c, &n, 1, captured);
      n.captured = (guint8) MIN (n.captured + captured, 255);
    }
  n.end = (guint8) (end + 1);
  add_after_round (c, &n, p, next);
}

/* An Escalating Exchange [12.54]: settled by the policy's limits, each bid one SP above the
 * last; without them, both sides lose the attacker's opening bid (the least the bidding costs). */
static void
exchange (Context *c, const State *s, const BthLgaBattle *b, const BthLgaSideResult *ra, const BthLgaSideResult *rd,
          double p, BthForecastBranches *next)
{
  int loss[2] = { ra->loss, MIN (ra->loss, rd->max_bid) };
  int end = BTH_LGA_END_EXCHANGE;

  if (c->policy->bidding)
    {
      BthLgaBattle held = *b;
      BthLgaExchange settled;
      int bid = ra->loss, limit[2] = { MIN (c->policy->bid_limit[0], ra->max_bid), MIN (c->policy->bid_limit[1], rd->max_bid) };
      int bidder = 1;

      while (bid + 1 <= limit[bidder])
        {
          bid++;
          bidder = 1 - bidder;
        }
      held.attacker = *ra;
      held.defender = *rd;
      if (bth_lga_exchange_settle (c->rules, &held, bid, bidder == 0, &settled))
        {
          loss[0] = settled.attacker_loss;
          loss[1] = settled.defender_loss;
          end = settled.attacker_won ? BTH_LGA_END_EXCHANGE_ATTACKER_WON : BTH_LGA_END_EXCHANGE_DEFENDER_WON;
        }
      bth_lga_exchange_clear (&settled);
    }
  finish (c, s, loss, end, FALSE, p, next);
}

/* What one CRT row (or an automatic result) does to state S, with chance P. */
static void
resolve (Context *c, const State *s, const BthLgaBattle *b, const BthLgaSideResult *ra, const BthLgaSideResult *rd,
         double p, BthForecastBranches *next)
{
  int loss[2] = { ra->loss, rd->loss };

  if (ra->loss_is_opening_bid)
    {
      exchange (c, s, b, ra, rd, p, next);
      return;
    }
  if (ra->eliminated || rd->eliminated)
    {
      finish (c, s, loss, ra->eliminated && rd->eliminated ? BTH_LGA_END_BOTH_ELIMINATED
                          : ra->eliminated ? BTH_LGA_END_ATTACKER_ELIMINATED : BTH_LGA_END_DEFENDER_ELIMINATED,
              FALSE, p, next);
      return;
    }
  if (ra->routed || rd->routed)
    {
      /* the attacker's result names the end when both sides' would (a Withdrawal battle's rows 0-2) */
      int who = ra->routed ? 0 : 1;
      const BthLgaSideResult *r = who == 0 ? ra : rd;
      double pass = r->morale_check ? morale_pass (c, s, who, TRUE) : 1.0;

      /* [12.51] the reserve's Morale Check: a failure routs it too, 50% of the whole force */
      if (pass > 0)
        finish (c, s, loss, who == 0 ? BTH_LGA_END_ATTACKER_ROUTED : BTH_LGA_END_DEFENDER_ROUTED, who == 1, p * pass, next);
      if (pass < 1)
        {
          loss[who] = r->loss_if_reserve_routs;
          finish (c, s, loss, who == 0 ? BTH_LGA_END_ATTACKER_ROUTED : BTH_LGA_END_DEFENDER_ROUTED, who == 1, p * (1 - pass), next);
        }
      return;
    }
  if (ra->withdraw || rd->withdraw)
    {
      int who = ra->withdraw ? 0 : 1;
      State after = *s;
      double pass;

      /* [12.52] the Morale Check comes after the round's losses */
      take_loss (c, &after, 0, loss[0]);
      take_loss (c, &after, 1, loss[1]);
      pass = morale_pass (c, &after, who, FALSE);
      if (pass > 0)
        finish (c, s, loss, who == 0 ? BTH_LGA_END_ATTACKER_WITHDREW : BTH_LGA_END_DEFENDER_WITHDREW, FALSE, p * pass, next);
      if (pass < 1)
        finish (c, s, loss, who == 0 ? BTH_LGA_END_ATTACKER_WITHDREW_ROUTED : BTH_LGA_END_DEFENDER_WITHDREW_ROUTED,
                who == 1, p * (1 - pass), next);
      return;
    }
  finish (c, s, loss, ra->advance_points < 1 ? BTH_LGA_END_NO_ADVANCE_POINTS : -1, FALSE, p, next);
}

static int
front_sp (const BthLgaBattleSide *side)
{
  int sp = 0;

  for (guint i = 0; i < side->n_units; i++)
    sp += side->units[i].reserve ? 0 : side->units[i].sp;
  return sp;
}

static int
lga_round (gconstpointer data, BthForecastBranches *next, gpointer user_data)
{
  const State *s = data;
  Context *c = user_data;
  const BthLgaTables *t = bth_lga_rules_get_tables (c->rules);
  BthLgaBattleInput in;
  g_autoptr(BthLgaBattle) b = NULL;
  int a_front, d_front;

  if (s->end > 0)
    return s->end - 1;
  if (s->rounds >= c->max_rounds)
    return BTH_LGA_END_STOPPED;
  build_round (c, s, &in);
  a_front = front_sp (&in.attacker);
  d_front = front_sp (&in.defender);
  /* [12.0 step 7] after the first round the attacker chooses: the policy's odds */
  if (s->rounds > 0 && (a_front == 0
                        || (c->policy->stop_odds_num > 0
                            && (gint64) a_front * c->policy->stop_odds_den < (gint64) d_front * c->policy->stop_odds_num)))
    return BTH_LGA_END_STOPPED;
  b = bth_lga_battle_prepare (c->rules, &in, c->options, c->error == NULL ? &c->error : NULL);
  if (b == NULL)
    return BTH_LGA_N_ENDS;   /* refused by the solver; the context keeps why */
  if (!b->allowed)
    {
      if (s->rounds == 0 && in.mandatory_limited_zoc)
        {
          int loss[2] = { total_sp (s, 0), 0 };
          finish (c, s, loss, BTH_LGA_END_ATTACKER_ELIMINATED, FALSE, 1.0, next);
          return -1;
        }
      return s->rounds == 0 ? BTH_LGA_END_NOT_ALLOWED : BTH_LGA_END_STOPPED;
    }
  if (b->automatic)
    {
      bth_lga_battle_apply (c->rules, b, &in, c->options, 0, 0);
      resolve (c, s, b, &b->attacker, &b->defender, 1.0, next);
      return -1;
    }
  for (int row = 0; row < BTH_LGA_CRT_ROWS; row++)
    if (b->row_probability[row] > 0)
      {
        BthLgaSideResult ra, rd;
        bth_lga_battle_row_results (c->rules, b, &in, c->options, row, &ra, &rd);
        resolve (c, s, b, &ra, &rd, b->row_probability[row], next);
      }
  (void) t;
  return -1;
}

static void
lga_measure (gconstpointer data, double *values, gpointer user_data)
{
  const State *s = data;
  const Context *c = user_data;

  for (int side = 0; side < 2; side++)
    {
      int full = 0;
      for (guint i = 0; i < c->n_all[side]; i++)
        if (c->owner[side][i] < 0 || (s->joined & (1u << c->owner[side][i])))
          full += c->all[side][i].sp;
      values[side] = full - total_sp (s, side);
    }
  values[BTH_LGA_MEASURE_CAPTURED] = s->captured;
}

/* Every unit has a Morale Rating (its own or its side's): the checks need it [13.0]. */
static gboolean
check_ratings (const Context *c, GError **error)
{
  for (int side = 0; side < 2; side++)
    for (guint i = 0; i < c->n_all[side]; i++)
      if (c->all[side][i].morale <= 0 && side_of (&c->in, side)->morale <= 0)
        {
          int r = c->owner[side][i];
          if (r < 0)
            g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$.%s.units[%u].morale: unknown — enter the scenario's "
                         "Morale Rating of this unit's nationality (or the side's \"morale\") [12.42, 13.0]",
                         side == 0 ? "attacker" : "defender", i);
          else
            g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "the battle reinforcement %s: a unit's Morale Rating is "
                         "unknown — enter it, or the side's \"morale\" [12.42, 13.0]",
                         c->policy->reinforcements[r].name != NULL ? c->policy->reinforcements[r].name : "");
          return FALSE;
        }
  return TRUE;
}

/* A CRT row that lets the battle go on while it kills leaders would need the leaders in the
 * state; the printed table has none (every L result comes with a Withdraw or a Rout). */
static gboolean
check_leader_losses (BthLgaRules *rules, GError **error)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);

  for (int row = 0; row < BTH_LGA_CRT_ROWS; row++)
    {
      const BthLgaCrtSide *a = &t->crt[row].attacker, *d = &t->crt[row].defender;
      gboolean battle_ends = a->withdraw || a->routed || a->escalating_exchange || d->withdraw || d->routed || a->advance_points < 1;
      if (!battle_ends && (a->leader_loss > 0 || d->leader_loss > 0))
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "the CRT row %s kills leaders and lets the battle go on: "
                       "the forecast does not follow leaders from round to round", t->crt[row].label);
          return FALSE;
        }
    }
  return TRUE;
}

static void
assume (GPtrArray *list, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
assume (GPtrArray *list, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (list, g_strdup_vprintf (format, args));
  va_end (args);
}

static GPtrArray *
assumptions (const Context *c)
{
  const BthLgaForecastPolicy *p = c->policy;
  GPtrArray *list = g_ptr_array_new_with_free_func (g_free);
  static const char * const who[] = { "attacker", "defender" };

  if (p->max_rounds == 0)
    assume (list, "The attacker fights on while he gains Advance Points, at most %u rounds: one Advance Point a further "
            "round, 4 a Combat Phase [12.0 step 7, 12.57]", c->max_rounds);
  else
    assume (list, "The attacker stops after %u rounds at most (the players' choice) [12.0 step 7]", c->max_rounds);
  if (p->stop_odds_num > 0)
    assume (list, "The attacker stops when the odds fall below %d:%d (the players' choice) [12.0 step 7]",
            p->stop_odds_num, p->stop_odds_den);
  assume (list, "The defender stands every round, as entered; he does not choose a Withdrawal battle later [12.0 step 2, 12.8]");
  if (p->bidding)
    assume (list, "Escalating Exchange: each bid one SP above the last, the attacker bidding up to %d SP and the defender up "
            "to %d [12.54]", p->bid_limit[0], p->bid_limit[1]);
  else
    assume (list, "Escalating Exchange: the bidding is the players'; it ends the battle, and the SP lost count its opening "
            "bid, the attacker's Minimum Loss, the least it can cost [12.54]");
  for (int side = 0; side < 2; side++)
    if (p->morale_bonus_given[side])
      assume (list, "The %s's Morale Checks add the Morale Bonus %d of the leader commanding his stack [13.0]",
              who[side], p->morale_bonus[side]);
    else
      assume (list, "The %s's Morale Checks have no leader's Morale Bonus (none entered) [13.0]", who[side]);
  if (p->no_pursuit)
    assume (list, "No pursuit after a rout (the players' choice) [12.65]");
  else
    assume (list, "The attacker pursues a routed defender with all the infantry and cavalry of his reserve [12.65]");
  if (p->n_reinforcements > 0)
    for (guint r = 0; r < p->n_reinforcements; r++)
      assume (list, "Battle reinforcement %s of the %s rolls its Initiative (%d or less) before round %d, and joins in "
              "time if it passes [12.71]", p->reinforcements[r].name != NULL ? p->reinforcements[r].name : "",
              who[p->reinforcements[r].side], p->reinforcements[r].initiative, p->reinforcements[r].round);
  else
    assume (list, "No battle reinforcements (left out) [12.7]");
  assume (list, "No counter-attacks (left out) [12.77]");
  assume (list, "Losses are taken front line first, by the 3:1:1 ratio, as the Losses suggestion [12.61-12.62]");
  return list;
}

BthLgaForecast *
bth_lga_forecast_battle (BthLgaRules *rules, const BthLgaBattleInput *input, const BthLgaOptions *options,
                         const BthLgaForecastPolicy *policy, GError **error)
{
  static const BthForecastGame game = {
    .state_size = sizeof (State), .n_outcomes = BTH_LGA_N_ENDS, .round = lga_round,
    .n_measures = BTH_LGA_N_MEASURES, .measure = lga_measure,
  };
  g_autofree Context *c = g_new0 (Context, 1);
  g_autoptr(BthLgaForecast) out = NULL;
  BthForecast *solved;
  State start;

  if (input->river != BTH_LGA_RIVER_NONE || input->type == BTH_LGA_BATTLE_ASSAULT)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s",
                   input->river != BTH_LGA_RIVER_NONE ? "$.river: River Crossing battles are not forecast yet [12.9]"
                                                      : "$.type: fortress assaults are not forecast yet [15.4]");
      return NULL;
    }
  if (policy->n_reinforcements > MAX_REINFORCEMENTS)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "at most %d battle reinforcements are forecast", MAX_REINFORCEMENTS);
      return NULL;
    }
  if (!check_leader_losses (rules, error))
    return NULL;
  c->rules = rules;
  c->options = options;
  c->policy = policy;
  c->in = *input;
  c->first_round = MAX (input->round, 1);
  c->max_rounds = bth_lga_forecast_round_limit (c->first_round);
  if (policy->max_rounds > 0)
    c->max_rounds = MIN (policy->max_rounds, c->max_rounds);
  for (int side = 0; side < 2; side++)
    {
      const BthLgaBattleSide *bs = side_of (input, side);
      for (guint i = 0; i < bs->n_units + 0u; i++)
        {
          if (c->n_all[side] == MAX_UNITS)
            goto too_many;
          c->owner[side][c->n_all[side]] = -1;
          c->all[side][c->n_all[side]++] = bs->units[i];
        }
      for (guint r = 0; r < policy->n_reinforcements; r++)
        for (guint i = 0; policy->reinforcements[r].side == side && i < policy->reinforcements[r].n_units; i++)
          {
            if (c->n_all[side] == MAX_UNITS)
              goto too_many;
            c->owner[side][c->n_all[side]] = (int) r;
            c->all[side][c->n_all[side]++] = policy->reinforcements[r].units[i];
          }
      for (guint i = 0; i < c->n_all[side]; i++)
        if (c->all[side][i].sp > 99)
          {
            g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "a unit of %d SP: the forecast takes units of at most 99 SP",
                         c->all[side][i].sp);
            return NULL;
          }
    }
  if (!check_ratings (c, error))
    return NULL;
  for (guint r = 0; r < policy->n_reinforcements; r++)
    if (policy->reinforcements[r].round < (int) c->first_round + 1)
      {
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "battle reinforcements join between rounds: the round %d is "
                     "not after the first round forecast [12.71]", policy->reinforcements[r].round);
        return NULL;
      }

  memset (&start, 0, sizeof start);
  for (int side = 0; side < 2; side++)
    for (guint i = 0; i < c->n_all[side]; i++)
      start.sp[side][i] = c->owner[side][i] < 0 ? (guint8) c->all[side][i].sp : 0;
  c->leaders[0] = g_array_new (FALSE, TRUE, sizeof (BthLgaLeader));
  c->leaders[1] = g_array_new (FALSE, TRUE, sizeof (BthLgaLeader));
  solved = bth_forecast_solve (&game, &start, c->max_rounds + 1, c, error);
  g_array_unref (c->leaders[0]);
  g_array_unref (c->leaders[1]);
  if (solved == NULL)
    {
      /* the battle's own refusal (a Morale Rating unknown) says more than the solver's */
      if (c->error != NULL)
        {
          g_clear_error (error);
          g_propagate_error (error, g_steal_pointer (&c->error));
        }
      return NULL;
    }
  g_clear_error (&c->error);
  out = g_new0 (BthLgaForecast, 1);
  out->forecast = solved;
  out->first_round = c->first_round;
  for (int e = 0; e < BTH_LGA_N_ENDS; e++)
    {
      double p = solved->outcome[e];
      if (ends[e].winner > 0)
        out->attacker_wins += p;
      else if (ends[e].winner < 0)
        out->defender_wins += p;
      else
        out->neither += p;
    }
  out->assumptions = assumptions (c);
  return g_steal_pointer (&out);

too_many:
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "the forecast takes at most %d units a side, reinforcements included",
               MAX_UNITS);
  return NULL;
}

void
bth_lga_forecast_free (BthLgaForecast *forecast)
{
  if (forecast == NULL)
    return;
  bth_forecast_free (forecast->forecast);
  g_clear_pointer (&forecast->assumptions, g_ptr_array_unref);
  g_free (forecast);
}
