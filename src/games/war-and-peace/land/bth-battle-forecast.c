/* bth-battle-forecast.c — War and Peace's round as a function from a battle's state to the
 * states after the round, for the kernel's exact solver (bth-forecast.h). */
#include "bth-battle-forecast.h"
#include "bth-error.h"

#include <string.h>

#define MAX_UNITS BTH_BATTLE_FORECAST_MAX_UNITS
/* Morale never exceeds 3 (D.7, V.1.a), so demoralization beyond this changes nothing; capping
 * it lets equal battles merge. */
#define DEMORALIZATION_CAP 9

/* One battle between rounds. Zeroed before filling (the solver compares bytes). */
typedef struct {
  guint8 sp[2][MAX_UNITS];      /* each entered unit's SP now, by side; once ended, the SP
                                 * each side lost (two bytes, low first) */
  guint8 demoralization[2];
  guint8 rounds;                /* fought so far */
  guint8 ended;                 /* 0 while fighting, else the BthBattleEnd + 1 */
} State;

typedef struct {
  BthRuleset      *rules;
  const BthBattle *entered;
  BthBattlePolicy  policy;
  int              start_sp[2];
  GError          *error;       /* the first error a round met */
  /* The battle of the state being expanded: the entered one with its units' SP now. */
  BthBattle        now;
  BthUnit          units[2][MAX_UNITS];
  guint            entered_index[2][MAX_UNITS];
  int              unit_morale[2][MAX_UNITS];   /* of each entered unit (D.7, W, S.8) */
  /* Many states share a round's setup or a force's losses: each is worked out once. */
  GHashTable      *rounds_seen;   /* RoundKey → Round */
  GHashTable      *losses_seen;   /* LossKey → Loss */
} Solver;

/* What bth_combat_setup reads of a state: SP by unit morale, demoralization, whether the
 * leader still leads and the Guard is still committed. */
typedef struct {
  guint16 sp_at_morale[2][4];
  guint8  demoralization[2];
  guint8  leader[2];
  guint8  guard[2];
} RoundKey;

typedef struct {
  BthResult        result[2];
  double           probability;
  BthCombatOutcome out;
} RoundResult;

typedef struct {
  RoundKey        key;
  BthCombatSetup *setup;
  RoundResult     results[11];   /* the distinct results of the 36 throws */
  guint           n_results;
} Round;

/* What bth_loss_suggest reads: the force (its units present and their SP) and the rules. */
typedef struct {
  guint8  sp[MAX_UNITS];
  guint16 present;   /* bit per entered unit in the force, even at 0 SP */
  guint8  side, loss, morale_group, leader, d_result, guard_first;
} LossKey;

typedef struct {
  LossKey key;
  guint8  lost[MAX_UNITS];
} Loss;

static guint
bytes_hash (gconstpointer data, gsize size)
{
  const guint8 *bytes = data;
  guint64 h = 14695981039346656037ull;
  for (gsize i = 0; i < size; i++)
    h = (h ^ bytes[i]) * 1099511628211ull;
  return (guint) (h ^ (h >> 32));
}

static guint     round_key_hash  (gconstpointer k)                  { return bytes_hash (k, sizeof (RoundKey)); }
static gboolean  round_key_equal (gconstpointer a, gconstpointer b) { return memcmp (a, b, sizeof (RoundKey)) == 0; }
static guint     loss_key_hash   (gconstpointer k)                  { return bytes_hash (k, sizeof (LossKey)); }
static gboolean  loss_key_equal  (gconstpointer a, gconstpointer b) { return memcmp (a, b, sizeof (LossKey)) == 0; }

static void
round_free (Round *round)
{
  bth_combat_setup_free (round->setup);
  g_free (round);
}

static const struct {
  const char *id;
  const char *label;
  const char *rule;
  int         winner;
} ends[BTH_BATTLE_N_ENDS] = {
  { "attacker_withdraws_forced", "The attacker must withdraw (morale 0)", "P.7, Q.2", BTH_SIDE_DEFENDER },
  { "attacker_withdraws_by_choice", "The attacker withdraws by choice", "Q.1", BTH_SIDE_DEFENDER },
  { "defender_withdraws_forced", "The defender must withdraw (morale 0)", "P.7, Q.2", BTH_SIDE_ATTACKER },
  { "defender_withdraws_by_choice", "The defender withdraws by choice", "Q.1", BTH_SIDE_ATTACKER },
  { "both_withdraw", "Both forces must withdraw (morale 0)", "P.7, Q.2", -1 },
  { "attacker_eliminated", "The attacker is eliminated", "N.5", BTH_SIDE_DEFENDER },
  { "defender_eliminated", "The defender is eliminated", "N.5", BTH_SIDE_ATTACKER },
  { "defender_surrenders", "The defender inside the city surrenders (morale 0)", "P.8", BTH_SIDE_ATTACKER },
  { "both_eliminated", "Both forces are eliminated", "N.5", -1 },
  { "attack_stops", "The attacker stops attacking", "N.5", BTH_SIDE_DEFENDER },
};

const char *bth_battle_end_id    (BthBattleEnd end) { return ends[end].id; }
const char *bth_battle_end_label (BthBattleEnd end) { return ends[end].label; }
const char *bth_battle_end_rule  (BthBattleEnd end) { return ends[end].rule; }
int         bth_battle_end_winner (BthBattleEnd end) { return ends[end].winner; }

void
bth_battle_policy_init (BthBattlePolicy *policy)
{
  *policy = (BthBattlePolicy) { .rounds = 0, .withdraw_below_sp = { 0, 0 },
                                .withdraw_at_morale = { -1, -1 } };
}

/* Fills SOLVER->now with the battle of STATE: units at their SP now, eliminated ones left
 * out; a leader whose colour lost the majority cannot lead (O.2.a); the Guard can no longer
 * be committed once it is gone (V.1). */
static void
build_battle (Solver *s, const State *state)
{
  s->now = *s->entered;
  for (int side = 0; side < 2; side++)
    {
      const BthForce *entered = &s->entered->forces[side];
      BthForce *force = &s->now.forces[side];
      guint n = 0;

      for (guint i = 0; i < entered->n_units; i++)
        if (state->sp[side][i] > 0)
          {
            s->units[side][n] = entered->units[i];
            s->units[side][n].sp = state->sp[side][i];
            s->entered_index[side][n++] = i;
          }
      force->units = s->units[side];
      force->n_units = n;
      force->demoralization = state->demoralization[side];
      if (force->leader_color != NULL && !bth_force_color_is_majority (force, force->leader_color))
        {
          force->leader = 0;
          force->leader_color = NULL;
          force->leader_name = NULL;
        }
      if (force->imperial_guard && bth_force_guard_sp (force) == 0)
        force->imperial_guard = FALSE;
    }
}

static int
state_sp (const State *state, int side)
{
  int total = 0;

  for (int i = 0; i < MAX_UNITS; i++)
    total += state->sp[side][i];
  return total;
}

static int
state_cavalry_sp (const Solver *s, const State *state, int side)
{
  const BthForce *entered = &s->entered->forces[side];
  int total = 0;

  for (guint i = 0; i < entered->n_units; i++)
    if (bth_unit_kind_is_cavalry (entered->units[i].kind))
      total += state->sp[side][i];
  return total;
}

/* Takes from SP (SIDE's units, entered order) the loss bth_loss_suggest picks under RULES for
 * the force of this round with those SP — worked out once for each force and rules. */
static void
lose (Solver *s, int side, const BthLossRules *rules, guint8 sp[MAX_UNITS])
{
  const BthForce *round_force = &s->now.forces[side];
  LossKey key;
  Loss *known;

  memset (&key, 0, sizeof key);
  for (guint n = 0; n < round_force->n_units; n++)
    {
      guint i = s->entered_index[side][n];
      key.present |= 1u << i;
      key.sp[i] = sp[i];
    }
  key.side = side;
  key.loss = MIN (rules->loss, 255);
  key.morale_group = rules->morale_group;
  key.leader = rules->leader_color != NULL;
  key.d_result = rules->d_result;
  key.guard_first = rules->guard_first;
  known = g_hash_table_lookup (s->losses_seen, &key);
  if (known == NULL)
    {
      BthForce force = *round_force;
      BthUnit units[MAX_UNITS];
      int per_unit[MAX_UNITS] = { 0 };

      known = g_new0 (Loss, 1);
      known->key = key;
      for (guint n = 0; n < force.n_units; n++)
        {
          units[n] = force.units[n];
          units[n].sp = sp[s->entered_index[side][n]];
        }
      force.units = units;
      bth_loss_suggest (s->rules, &force, rules, per_unit);
      for (guint n = 0; n < force.n_units; n++)
        known->lost[s->entered_index[side][n]] = (guint8) per_unit[n];
      g_hash_table_add (s->losses_seen, known);
    }
  for (int i = 0; i < MAX_UNITS; i++)
    sp[i] -= known->lost[i];
}

/* Takes LOSS more SP from SIDE of AFTER, as the P.3 suggestion picks them (the round's morale
 * group and leader colour; no D result). Used for X.1 surrenders and the Q.1.h loss. */
static void
take_more (Solver *s, const BthCombatSetup *setup, State *after, int side, int loss)
{
  const BthForce *force = &s->now.forces[side];
  BthLossRules rules = {
    .loss = loss,
    .morale_group = setup->morale_group[side],
    .leader_color = force->leader_color,
    .guard_first = s->now.options.imperial_guard && force->imperial_guard,
    .inside_city = s->now.type == BTH_BATTLE_ASSAULT && side == BTH_SIDE_DEFENDER,
    .russian_patriotism = s->now.options.russian_patriotism,
  };

  if (loss > 0)
    lose (s, side, &rules, after->sp[side]);
}

/* The morale of SIDE once AFTER's losses are taken (O.2.b, P.4). */
static int
morale_in (Solver *s, const State *after, int side)
{
  const BthForce *force = &s->now.forces[side];
  int lost[MAX_UNITS];

  for (guint n = 0; n < force->n_units; n++)
    lost[n] = force->units[n].sp - after->sp[side][s->entered_index[side][n]];
  return bth_combat_morale_after (s->rules, &s->now, side, lost, after->demoralization[side]);
}

static gboolean
chose_withdraw_tactic (const Solver *s, const BthCombatSetup *setup, int side)
{
  return setup->battle_ceases && g_strcmp0 (s->now.forces[side].tactic, "withdraw") == 0;
}

/* Q.1, U.4: does SIDE withdraw by choice at the end of this round? */
static gboolean
withdraws_by_choice (Solver *s, const BthCombatSetup *setup, const State *after, int side)
{
  const BthBattlePolicy *p = &s->policy;
  gboolean matrix = s->now.options.tactical_matrix && s->now.type == BTH_BATTLE_FIELD;
  gboolean wants;

  if (s->now.type == BTH_BATTLE_ASSAULT && side == BTH_SIDE_DEFENDER)
    return FALSE;   /* Q.1.f: units inside a city never retreat */
  if (chose_withdraw_tactic (s, setup, side))
    return TRUE;    /* U.4.d */
  wants = (p->withdraw_below_sp[side] > 0 && state_sp (after, side) < p->withdraw_below_sp[side]) ||
          (p->withdraw_at_morale[side] >= 0 && morale_in (s, after, side) <= p->withdraw_at_morale[side]);
  if (wants && matrix)   /* U.4.a–b: without the Withdraw tactic, only with more cavalry */
    wants = state_cavalry_sp (s, after, side) > state_cavalry_sp (s, after, 1 - side);
  return wants;
}

/* Q.1.h: a force withdrawing from a field battle loses one SP before more enemy cavalry. */
static void
withdraw (Solver *s, const BthCombatSetup *setup, State *after, const int cavalry[2], int side)
{
  if (s->now.type == BTH_BATTLE_FIELD && cavalry[1 - side] > cavalry[side])
    take_more (s, setup, after, side, 1);
}

/* Decides whether the battle in AFTER is over and adds it to NEXT with PROBABILITY. */
static void
finish_round (Solver *s, const BthCombatSetup *setup, State *after, const gboolean forced[2],
              double probability, BthForecastBranches *next)
{
  gboolean gone[2] = { state_sp (after, 0) == 0, state_sp (after, 1) == 0 };
  int cavalry[2] = { state_cavalry_sp (s, after, 0), state_cavalry_sp (s, after, 1) };
  BthSide active = s->now.active;
  int end = -1;

  if (gone[0] || gone[1])
    end = gone[0] && gone[1] ? BTH_BATTLE_END_BOTH_ELIMINATED
        : gone[0] ? BTH_BATTLE_END_ATTACKER_ELIMINATED : BTH_BATTLE_END_DEFENDER_ELIMINATED;
  else if (forced[0] || forced[1])
    {
      if (s->now.type == BTH_BATTLE_ASSAULT && !forced[0])
        {
          end = BTH_BATTLE_END_DEFENDER_SURRENDERS;   /* P.8: eliminated, or surrendered */
          memset (after->sp[BTH_SIDE_DEFENDER], 0, sizeof after->sp[BTH_SIDE_DEFENDER]);
        }
      else if (forced[0] && forced[1] && s->now.type == BTH_BATTLE_FIELD)
        {
          end = BTH_BATTLE_END_BOTH_WITHDRAW;
          withdraw (s, setup, after, cavalry, 0);
          withdraw (s, setup, after, cavalry, 1);
        }
      else
        {
          /* In an assault the attacker's withdrawal spares the defender (P.8's exception). */
          int side = forced[0] ? 0 : 1;
          end = side == 0 ? BTH_BATTLE_END_ATTACKER_WITHDRAWS_FORCED : BTH_BATTLE_END_DEFENDER_WITHDRAWS_FORCED;
          withdraw (s, setup, after, cavalry, side);
        }
    }
  else
    {
      /* N.8.d: the active player first, then the inactive one. */
      for (int i = 0; i < 2 && end < 0; i++)
        {
          int side = i == 0 ? (int) active : 1 - (int) active;
          if (withdraws_by_choice (s, setup, after, side))
            {
              end = side == 0 ? BTH_BATTLE_END_ATTACKER_WITHDRAWS_BY_CHOICE
                              : BTH_BATTLE_END_DEFENDER_WITHDRAWS_BY_CHOICE;
              withdraw (s, setup, after, cavalry, side);
            }
        }
      /* U.3.b: the stated tactics give NC every round, so nothing more can happen. */
      if (end < 0 && setup->no_roll)
        end = BTH_BATTLE_END_ATTACK_STOPS;
    }
  if (end >= 0)
    {
      /* An ended battle only needs the SP each side lost: kept alone, equal ends merge. */
      int lost[2] = { s->start_sp[0] - state_sp (after, 0), s->start_sp[1] - state_sp (after, 1) };
      memset (after, 0, sizeof *after);
      for (int side = 0; side < 2; side++)
        {
          after->sp[side][0] = (guint8) (lost[side] & 0xff);
          after->sp[side][1] = (guint8) (lost[side] >> 8);
        }
      after->ended = (guint8) (end + 1);
    }
  bth_forecast_branches_add (next, after, probability);
}

/* X.1: SIDE at morale 0 rolls one die less its leader's value and surrenders that many SP.
 * Fills the distinct surrenders and their chances; returns how many. */
static guint
surrenders (const Solver *s, const BthCombatSetup *setup, const BthCombatOutcome *out, int side,
            gboolean rolls, int amount[6], double chance[6])
{
  guint n = 0;

  if (!rolls)
    {
      amount[0] = 0;
      chance[0] = 1;
      return 1;
    }
  for (int die = 1; die <= 6; die++)
    {
      int lose = MIN (MAX (0, die - s->now.forces[side].leader), setup->face_sp[side] - out->loss[side]);
      guint k = 0;
      while (k < n && amount[k] != lose)
        k++;
      if (k == n)
        {
          amount[n] = lose;
          chance[n++] = 0;
        }
      chance[k] += 1.0 / 6;
    }
  return n;
}

/* The end of a round whose results are OUT (P.3–P.8, X.1), with chance PROBABILITY. */
static void
end_of_round (Solver *s, const State *state, const BthCombatSetup *setup,
              const BthCombatOutcome *out, double probability, BthForecastBranches *next)
{
  State after = *state;
  gboolean forced[2] = { FALSE, FALSE }, rolls[2] = { FALSE, FALSE };
  int amount[2][6];
  double chance[2][6];
  guint n_amounts[2];

  after.rounds++;
  for (int side = 0; side < 2; side++)
    {
      BthLossRules loss_rules;
      int morale;

      bth_loss_rules_from_outcome (&s->now, setup, out, side, &loss_rules);
      lose (s, side, &loss_rules, after.sp[side]);
      after.demoralization[side] = MIN (out->demoralization_after[side], DEMORALIZATION_CAP);
      morale = morale_in (s, &after, side);
      if (morale == 0 && out->loss[side] < setup->face_sp[side])
        {
          if (s->now.options.demoralized_combat)
            rolls[side] = TRUE;
          else
            forced[side] = TRUE;
        }
    }
  for (int side = 0; side < 2; side++)
    n_amounts[side] = surrenders (s, setup, out, side, rolls[side], amount[side], chance[side]);
  for (guint a = 0; a < n_amounts[0]; a++)
    for (guint d = 0; d < n_amounts[1]; d++)
      {
        State branch = after;
        take_more (s, setup, &branch, 0, amount[0][a]);
        take_more (s, setup, &branch, 1, amount[1][d]);
        finish_round (s, setup, &branch, forced, probability * chance[0][a] * chance[1][d], next);
      }
}

/* The setup and distinct results of the round of SOLVER->now, worked out once for each
 * RoundKey. Returns NULL with S->error set when the setup fails. */
static const Round *
round_for (Solver *s, const State *state)
{
  RoundKey key;
  Round *round;

  memset (&key, 0, sizeof key);
  for (int side = 0; side < 2; side++)
    {
      for (guint i = 0; i < s->entered->forces[side].n_units; i++)
        key.sp_at_morale[side][s->unit_morale[side][i]] += state->sp[side][i];
      key.demoralization[side] = state->demoralization[side];
      key.leader[side] = s->now.forces[side].leader_color != NULL;
      key.guard[side] = s->now.forces[side].imperial_guard;
    }
  round = g_hash_table_lookup (s->rounds_seen, &key);
  if (round != NULL)
    return round;

  round = g_new0 (Round, 1);
  round->key = key;
  round->setup = bth_combat_setup (s->rules, &s->now, s->error == NULL ? &s->error : NULL);
  if (round->setup == NULL)
    {
      g_free (round);
      return NULL;
    }
  /* The distinct results of the 36 throws (one when automatic or not rolled). */
  for (int roll = 2; roll <= 12; roll++)
    {
      const BthCombatSetup *setup = round->setup;
      int ways = (setup->automatic || setup->no_roll) ? (roll == 7 ? 36 : 0) : 6 - ABS (roll - 7);
      BthCombatOutcome out;
      guint k = 0;

      if (ways == 0)
        continue;
      bth_combat_outcome_for_roll (s->rules, &s->now, setup, roll, &out);
      while (k < round->n_results &&
             (round->results[k].result[0] != out.result[0] || round->results[k].result[1] != out.result[1]))
        k++;
      if (k == round->n_results)
        {
          round->results[k].result[0] = out.result[0];
          round->results[k].result[1] = out.result[1];
          round->results[k].out = out;
          round->n_results++;
        }
      round->results[k].probability += ways / 36.0;
    }
  g_hash_table_add (s->rounds_seen, round);
  return round;
}

static int
play_round (gconstpointer data, BthForecastBranches *next, gpointer user_data)
{
  const State *state = data;
  Solver *s = user_data;
  const Round *round;

  if (state->ended > 0)
    return state->ended - 1;
  if (s->policy.rounds > 0 && state->rounds >= s->policy.rounds)
    return BTH_BATTLE_END_ATTACK_STOPS;
  build_battle (s, state);
  round = round_for (s, state);
  if (round == NULL)
    return -1;   /* no branches: the solver stops with an error, replaced by S->error */
  for (guint k = 0; k < round->n_results; k++)
    end_of_round (s, state, round->setup, &round->results[k].out, round->results[k].probability, next);
  return -1;
}

static void
measure (gconstpointer data, double *values, gpointer user_data)
{
  const State *state = data;
  const Solver *s = user_data;

  for (int side = 0; side < 2; side++)
    /* An ended state holds the SP lost (finish_round); one the policy stops still fights. */
    values[side == 0 ? BTH_BATTLE_MEASURE_ATTACKER_SP_LOST : BTH_BATTLE_MEASURE_DEFENDER_SP_LOST] =
      state->ended > 0 ? state->sp[side][0] | (state->sp[side][1] << 8)
                       : s->start_sp[side] - state_sp (state, side);
}

BthForecast *
bth_battle_forecast (BthRuleset *rules, const BthBattle *battle, const BthBattlePolicy *policy,
                     GError **error)
{
  return bth_battle_forecast_to_within (rules, battle, policy, BTH_BATTLE_FORECAST_MIN_CHANCE, error);
}

BthForecast *
bth_battle_forecast_to_within (BthRuleset *rules, const BthBattle *battle,
                               const BthBattlePolicy *policy, double min_chance, GError **error)
{
  static const BthForecastGame game = {
    .state_size = sizeof (State),
    .n_outcomes = BTH_BATTLE_N_ENDS,
    .round = play_round,
    .n_measures = BTH_BATTLE_N_MEASURES,
    .measure = measure,
  };
  g_autoptr(BthCombatSetup) setup = bth_combat_setup (rules, battle, error);
  Solver s = { .rules = rules, .entered = battle };
  g_autoptr(GHashTable) rounds_seen = g_hash_table_new_full (round_key_hash, round_key_equal, (GDestroyNotify) round_free, NULL);
  g_autoptr(GHashTable) losses_seen = g_hash_table_new_full (loss_key_hash, loss_key_equal, g_free, NULL);
  State start;
  BthForecast *forecast;
  g_autoptr(GError) solve_error = NULL;

  if (setup == NULL)
    return NULL;
  if (policy != NULL)
    s.policy = *policy;
  else
    bth_battle_policy_init (&s.policy);
  memset (&start, 0, sizeof start);
  for (int side = 0; side < 2; side++)
    {
      const BthForce *force = &battle->forces[side];
      if (force->n_units > MAX_UNITS)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "$.%s.units: the forecast follows at most %d units a side (got %u)",
                       bth_side_to_string (side), MAX_UNITS, force->n_units);
          return NULL;
        }
      for (guint i = 0; i < force->n_units; i++)
        {
          if (force->units[i].sp > BTH_BATTLE_FORECAST_MAX_UNIT_SP)
            {
              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                           "$.%s.units[%u].sp: the forecast follows at most %d SP a unit (got %d)",
                           bth_side_to_string (side), i, BTH_BATTLE_FORECAST_MAX_UNIT_SP,
                           force->units[i].sp);
              return NULL;
            }
          start.sp[side][i] = (guint8) force->units[i].sp;
        }
      start.demoralization[side] = (guint8) MIN (force->demoralization, DEMORALIZATION_CAP);
      for (guint i = 0; i < force->n_units; i++)
        s.unit_morale[side][i] = CLAMP (bth_unit_morale (rules, &force->units[i], force,
                                                         battle->options.russian_patriotism,
                                                         battle->type == BTH_BATTLE_ASSAULT && side == BTH_SIDE_DEFENDER),
                                        0, 3);
      s.start_sp[side] = bth_force_total_sp (force);
    }

  s.rounds_seen = rounds_seen;
  s.losses_seen = losses_seen;
  forecast = bth_forecast_solve_pruned (&game, &start,
                                        s.policy.rounds > 0 ? (guint) s.policy.rounds : BTH_BATTLE_FORECAST_ROUNDS,
                                        min_chance, &s, &solve_error);
  /* A round's own error says more than the solver's "probabilities sum to 0". */
  if (s.error != NULL)
    {
      g_clear_pointer (&forecast, bth_forecast_free);
      g_propagate_error (error, g_steal_pointer (&s.error));
    }
  else if (forecast == NULL)
    g_propagate_error (error, g_steal_pointer (&solve_error));
  return forecast;
}

char **
bth_battle_forecast_ignored (const BthBattle *battle)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_strv_builder_add (builder, "No strength points join the battle between rounds (N.7)");
  g_strv_builder_add (builder, "No counterattack once the attacker stops (N.5)");
  g_strv_builder_add (builder, "Retreat paths are not checked; a retreat through enemy hexes costs more (Q.1.d)");
  g_strv_builder_add (builder, "Leader casualties are rolled after the Combat Phase (R)");
  if (battle->options.tactical_matrix && battle->type == BTH_BATTLE_FIELD)
    g_strv_builder_add (builder, "Each side keeps its stated tactic every round (U.3)");
  if (battle->options.imperial_guard && (battle->forces[0].imperial_guard || battle->forces[1].imperial_guard))
    g_strv_builder_add (builder, "The Imperial Guard is committed every round while any Guard SP remain (V.1)");
  return g_strv_builder_end (builder);
}
