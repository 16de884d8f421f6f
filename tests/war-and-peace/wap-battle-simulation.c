/* wap-battle-simulation.c — one whole battle with dice, through the round code the Battle page
 * and `combat` use. Written apart from the forecast's round function so that each checks the
 * other: only the rules between rounds (policy, Q.1.h, X.1's allocation) are said twice. */
#include "wap-battle-simulation.h"
#include "bth-combat-json.h"

#include <string.h>

#define MAX_UNITS BTH_BATTLE_FORECAST_MAX_UNITS

typedef struct {
  int sp[2][MAX_UNITS];
  int demoralization[2];
} Standing;

static int
total (const Standing *now, int side)
{
  int sum = 0;
  for (int i = 0; i < MAX_UNITS; i++)
    sum += now->sp[side][i];
  return sum;
}

static int
cavalry (const BthBattle *entered, const Standing *now, int side)
{
  int sum = 0;
  for (guint i = 0; i < entered->forces[side].n_units; i++)
    if (bth_unit_kind_is_cavalry (entered->forces[side].units[i].kind))
      sum += now->sp[side][i];
  return sum;
}

/* The battle as it stands: eliminated units gone, a leader who lost the majority of his
 * colour and a Guard with no SP left no longer count. UNITS receive the copies; INDEX maps
 * them back to the entered units. */
static void
battle_now (const BthBattle *entered, const Standing *now, BthBattle *battle,
            BthUnit units[2][MAX_UNITS], guint index[2][MAX_UNITS])
{
  *battle = *entered;
  for (int side = 0; side < 2; side++)
    {
      BthForce *force = &battle->forces[side];
      guint n = 0;
      for (guint i = 0; i < entered->forces[side].n_units; i++)
        if (now->sp[side][i] > 0)
          {
            units[side][n] = entered->forces[side].units[i];
            units[side][n].sp = now->sp[side][i];
            index[side][n++] = i;
          }
      force->units = units[side];
      force->n_units = n;
      force->demoralization = now->demoralization[side];
      if (force->leader_color && !bth_force_color_is_majority (force, force->leader_color))
        force->leader = 0, force->leader_color = NULL, force->leader_name = NULL;
      if (force->imperial_guard && bth_force_guard_sp (force) == 0)
        force->imperial_guard = FALSE;
    }
}

/* LOSS more SP from SIDE, chosen as P.3 suggests with the round's morale group and colour. */
static void
lose_more (BthRuleset *rules, const BthBattle *round_battle, const BthCombatSetup *setup,
           const guint index[MAX_UNITS], Standing *now, int side, int loss)
{
  BthForce force = round_battle->forces[side];
  BthUnit units[MAX_UNITS];
  int per_unit[MAX_UNITS] = { 0 };
  BthLossRules loss_rules = {
    .loss = loss, .morale_group = setup->morale_group[side], .leader_color = force.leader_color,
    .guard_first = round_battle->options.imperial_guard && force.imperial_guard,
    .inside_city = round_battle->type == BTH_BATTLE_ASSAULT && side == BTH_SIDE_DEFENDER,
    .russian_patriotism = round_battle->options.russian_patriotism,
  };

  if (loss <= 0)
    return;
  for (guint n = 0; n < force.n_units; n++)
    units[n] = force.units[n], units[n].sp = now->sp[side][index[n]];
  force.units = units;
  bth_loss_suggest (rules, &force, &loss_rules, per_unit);
  for (guint n = 0; n < force.n_units; n++)
    now->sp[side][index[n]] -= per_unit[n];
}

static int
morale_now (BthRuleset *rules, const BthBattle *round_battle, const guint index[MAX_UNITS],
            const Standing *now, int side)
{
  const BthForce *force = &round_battle->forces[side];
  int lost[MAX_UNITS];

  for (guint n = 0; n < force->n_units; n++)
    lost[n] = force->units[n].sp - now->sp[side][index[n]];
  return bth_combat_morale_after (rules, round_battle, side, lost, now->demoralization[side]);
}

static gboolean
wants_out (BthRuleset *rules, const BthBattle *b, const BthCombatSetup *setup,
           const BthBattlePolicy *policy, const guint index[MAX_UNITS], const BthBattle *entered,
           const Standing *now, int side)
{
  gboolean wants;

  if (b->type == BTH_BATTLE_ASSAULT && side == BTH_SIDE_DEFENDER)
    return FALSE;
  if (setup->battle_ceases && g_strcmp0 (b->forces[side].tactic, "withdraw") == 0)
    return TRUE;
  wants = (policy->withdraw_below_sp[side] > 0 && total (now, side) < policy->withdraw_below_sp[side]) ||
          (policy->withdraw_at_morale[side] >= 0 &&
           morale_now (rules, b, index, now, side) <= policy->withdraw_at_morale[side]);
  if (wants && b->options.tactical_matrix && b->type == BTH_BATTLE_FIELD)
    wants = cavalry (entered, now, side) > cavalry (entered, now, 1 - side);
  return wants;
}

void
wap_battle_play (BthRuleset *rules, const BthBattle *entered, const BthBattlePolicy *policy,
                 BthDice *dice, WapBattlePlayed *played)
{
  Standing now = { 0 };
  int limit = policy->rounds > 0 ? policy->rounds : BTH_BATTLE_FORECAST_ROUNDS;
  int end = -1, rounds = 0;

  for (int side = 0; side < 2; side++)
    {
      for (guint i = 0; i < entered->forces[side].n_units; i++)
        now.sp[side][i] = entered->forces[side].units[i].sp;
      now.demoralization[side] = entered->forces[side].demoralization;
    }
  while (end < 0 && rounds < limit)
    {
      BthBattle b;
      BthUnit units[2][MAX_UNITS];
      guint index[2][MAX_UNITS];
      BthCombatOutcome out = { 0 };
      g_autoptr(BthCombatSetup) setup = NULL;
      gboolean forced[2], gone[2];
      int cav[2];

      battle_now (entered, &now, &b, units, index);
      setup = bth_combat_setup (rules, &b, NULL);
      g_assert_nonnull (setup);
      g_assert_true (bth_combat_resolve (rules, &b, setup, dice, &out, NULL));
      rounds++;
      for (int side = 0; side < 2; side++)
        {
          for (guint n = 0; n < b.forces[side].n_units; n++)
            now.sp[side][index[side][n]] -= out.suggested_losses[side][n];
          now.demoralization[side] = out.demoralization_after[side];
          forced[side] = out.must_withdraw[side] || out.surrenders[side];
        }
      for (int side = 0; side < 2; side++)
        lose_more (rules, &b, setup, index[side], &now, side, out.surrender_loss[side]);
      bth_combat_outcome_clear (&out);

      gone[0] = total (&now, 0) == 0;
      gone[1] = total (&now, 1) == 0;
      cav[0] = cavalry (entered, &now, 0);
      cav[1] = cavalry (entered, &now, 1);
      if (gone[0] && gone[1])
        end = BTH_BATTLE_END_BOTH_ELIMINATED;
      else if (gone[0])
        end = BTH_BATTLE_END_ATTACKER_ELIMINATED;
      else if (gone[1])
        end = BTH_BATTLE_END_DEFENDER_ELIMINATED;
      else if (forced[1] && !forced[0] && b.type == BTH_BATTLE_ASSAULT)
        {
          end = BTH_BATTLE_END_DEFENDER_SURRENDERS;
          memset (now.sp[1], 0, sizeof now.sp[1]);
        }
      else if (forced[0] || forced[1])
        {
          end = forced[0] && forced[1] && b.type == BTH_BATTLE_FIELD ? BTH_BATTLE_END_BOTH_WITHDRAW
              : forced[0] ? BTH_BATTLE_END_ATTACKER_WITHDRAWS_FORCED : BTH_BATTLE_END_DEFENDER_WITHDRAWS_FORCED;
          for (int side = 0; side < 2; side++)
            if (forced[side] && (end == BTH_BATTLE_END_BOTH_WITHDRAW || side == (forced[0] ? 0 : 1)) &&
                b.type == BTH_BATTLE_FIELD && cav[1 - side] > cav[side])
              lose_more (rules, &b, setup, index[side], &now, side, 1);
        }
      else
        {
          int first = b.active, second = 1 - b.active;
          int side = wants_out (rules, &b, setup, policy, index[first], entered, &now, first) ? first
                   : wants_out (rules, &b, setup, policy, index[second], entered, &now, second) ? second : -1;
          if (side >= 0)
            {
              end = side == 0 ? BTH_BATTLE_END_ATTACKER_WITHDRAWS_BY_CHOICE
                              : BTH_BATTLE_END_DEFENDER_WITHDRAWS_BY_CHOICE;
              if (b.type == BTH_BATTLE_FIELD && cav[1 - side] > cav[side])
                lose_more (rules, &b, setup, index[side], &now, side, 1);
            }
          else if (setup->no_roll)
            end = BTH_BATTLE_END_ATTACK_STOPS;
        }
    }
  if (end < 0 && policy->rounds > 0)
    end = BTH_BATTLE_END_ATTACK_STOPS;   /* N.5: the attacker stops after the rounds agreed */
  played->end = end;
  played->rounds = rounds;
  for (int side = 0; side < 2; side++)
    played->lost[side] = bth_force_total_sp (&entered->forces[side]) - total (&now, side);
}

static void
battle_from_text (const char *text, BthBattle *battle)
{
  g_autoptr(JsonNode) node = json_from_string (text, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (node);
  g_assert_true (bth_battle_from_json (node, battle, &error));
  g_assert_no_error (error);
}

void
wap_battle_example_o3 (BthBattle *battle)
{
  /* O.3: Napoleon's 13 SP attack Charles's 21 SP in a mountain hex across a river. */
  battle_from_text (
    "{\"type\":\"field\",\"active\":\"attacker\",\"attack_from_river\":true,"
    " \"attacker\":{\"leader\":3,\"leader_color\":\"blue\",\"leader_name\":\"Napoleon\",\"terrain\":\"clear\","
    "   \"units\":[{\"sp\":5,\"kind\":\"I\",\"color\":\"blue\",\"morale\":2},{\"sp\":3,\"kind\":\"C\",\"color\":\"blue\",\"morale\":2},"
    "              {\"sp\":5,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"yellow\"}]},"
    " \"defender\":{\"leader\":2,\"leader_color\":\"white\",\"leader_name\":\"Charles\",\"terrain\":\"low_mountain\","
    "   \"units\":[{\"sp\":7,\"kind\":\"I\",\"color\":\"white\",\"symbol\":\"black\"},{\"sp\":3,\"kind\":\"C\",\"color\":\"white\",\"symbol\":\"black\"},"
    "              {\"sp\":11,\"kind\":\"L\",\"color\":\"white\"}]}}", battle);
}

void
wap_battle_example_60_50 (BthBattle *battle)
{
  /* 60 SP (24 at morale 2, 21 at 1, 15 at 0) against 50 SP (18 at 2, 20 at 1, 12 at 0). */
  battle_from_text (
    "{\"type\":\"field\",\"active\":\"attacker\","
    " \"attacker\":{\"leader\":2,\"leader_color\":\"blue\",\"terrain\":\"clear\",\"units\":["
    "   {\"sp\":10,\"kind\":\"I\",\"color\":\"blue\",\"morale\":2},{\"sp\":8,\"kind\":\"I\",\"color\":\"blue\",\"morale\":2},"
    "   {\"sp\":6,\"kind\":\"C\",\"color\":\"blue\",\"morale\":2},{\"sp\":12,\"kind\":\"I\",\"color\":\"green\",\"morale\":1},"
    "   {\"sp\":9,\"kind\":\"C\",\"color\":\"green\",\"morale\":1},{\"sp\":15,\"kind\":\"M\",\"color\":\"blue\",\"morale\":0}]},"
    " \"defender\":{\"leader\":1,\"leader_color\":\"white\",\"terrain\":\"forest\",\"units\":["
    "   {\"sp\":10,\"kind\":\"I\",\"color\":\"white\",\"morale\":2},{\"sp\":8,\"kind\":\"C\",\"color\":\"white\",\"morale\":2},"
    "   {\"sp\":12,\"kind\":\"I\",\"color\":\"white\",\"morale\":1},{\"sp\":8,\"kind\":\"C\",\"color\":\"white\",\"morale\":1},"
    "   {\"sp\":12,\"kind\":\"L\",\"color\":\"white\",\"morale\":0}]}}", battle);
}
