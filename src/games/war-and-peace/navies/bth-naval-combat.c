/* bth-naval-combat.c — odds, modifiers and results of a naval combat round (X.F.7–8). */
#include "bth-naval-combat.h"
#include "bth-ruleset-private.h"
#include "bth-error.h"

#include <string.h>

static const char *const kind_names[] = { "coastal", "interception", "blockade", "pursuit" };

const char *
bth_naval_battle_kind_to_string (BthNavalBattleKind kind)
{
  return kind_names[kind];
}

gboolean
bth_naval_battle_kind_from_string (const char *text, BthNavalBattleKind *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (g_strcmp0 (text, kind_names[i]) == 0)
      {
        *out = (BthNavalBattleKind) i;
        return TRUE;
      }
  return FALSE;
}

void
bth_naval_battle_init (BthNavalBattle *battle)
{
  memset (battle, 0, sizeof *battle);
  for (guint s = 0; s < 2; s++)
    {
      battle->forces[s].fleets = g_array_new (FALSE, TRUE, sizeof (BthFleet));
      g_array_set_clear_func (battle->forces[s].fleets, (GDestroyNotify) bth_fleet_clear);
    }
}

void
bth_naval_battle_clear (BthNavalBattle *battle)
{
  for (guint s = 0; s < 2; s++)
    g_clear_pointer (&battle->forces[s].fleets, g_array_unref);
}

void
bth_naval_combat_setup_free (BthNavalCombatSetup *setup)
{
  if (setup == NULL)
    return;
  g_free (setup->odds);
  g_clear_pointer (&setup->modifiers, g_array_unref);
  g_clear_pointer (&setup->notes, g_array_unref);
  g_free (setup);
}

static const char *
side_name (BthNavalSide side)
{
  return side == BTH_NAVAL_SIDE_FIRST ? "first" : "second";
}

/* The force's morale: that of its largest group of squadrons sharing one morale value,
 * the lower on a tie (the land rule O.2.b, as X.F.7.b resolves naval combat "very much
 * like land combat"). Towing a prize (X.K.6.h) or English repairs at sea (X.K.7.c) lower
 * it one level. */
static int
force_morale (const BthNavalRules *naval, const BthNavalBattle *battle, BthNavalSide side,
              GArray *notes)
{
  const BthNavalOptions *o = &battle->options;
  int count[8] = { 0 };
  int best = -1;
  GArray *fleets = battle->forces[side].fleets;

  for (guint i = 0; i < fleets->len; i++)
    {
      const BthFleet *f = &g_array_index (fleets, BthFleet, i);
      int base = bth_naval_morale (naval, f->nation);
      int floor = o->morale_english_only ? naval->squadron_morale : 0;
      int fleet_morale = base;
      int repairing = 0;

      if (o->prizes && f->prizes_towed > 0)
        {
          fleet_morale = MAX (floor, base - naval->prize_morale_penalty);
          bth_modifier_list_add (notes, 0, "X.K.6.h", "The %s %s fleet tows %d prize(s): morale %d → %d",
                                 side_name (side), f->nation, f->prizes_towed, base, fleet_morale);
        }
      if (o->battle_damage && f->under_repair > 0 && bth_naval_is_english (naval, f->nation))
        {
          repairing = MIN (f->under_repair, f->squadrons);
          bth_modifier_list_add (notes, 0, "X.K.7.c", "%d English squadron(s) under repair at sea: morale %d → %d",
                                 repairing, fleet_morale,
                                 MAX (floor, fleet_morale - naval->english_repair_morale_penalty));
        }
      count[CLAMP (fleet_morale, 0, 7)] += f->squadrons - repairing;
      count[CLAMP (MAX (floor, fleet_morale - naval->english_repair_morale_penalty), 0, 7)] += repairing;
    }
  for (int m = 0; m < 8; m++)
    if (count[m] > 0 && (best < 0 || count[m] > count[best]))
      best = m;
  return best < 0 ? 0 : best;
}

BthNavalCombatSetup *
bth_naval_combat_setup (BthRuleset *rules, const BthNavalBattle *battle, GError **error)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (rules);
  g_autoptr(BthNavalCombatSetup) s = g_new0 (BthNavalCombatSetup, 1);
  BthNavalSide L, S;
  int l, sm;

  s->modifiers = bth_modifier_list_new ();
  s->notes = bth_modifier_list_new ();
  for (guint side = 0; side < 2; side++)
    {
      GArray *fleets = battle->forces[side].fleets;
      if (fleets == NULL || fleets->len == 0)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s.fleets: a force needs at least one fleet",
                       side_name (side));
          return NULL;
        }
      for (guint i = 0; i < fleets->len; i++)
        {
          const BthFleet *f = &g_array_index (fleets, BthFleet, i);
          if (f->nation == NULL || f->squadrons < 0 || f->transports < 0)
            {
              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                           "%s.fleets[%u]: a fleet needs a nation and no negative counts", side_name (side), i);
              return NULL;
            }
          if (f->nelson && !bth_naval_is_english (naval, f->nation))
            {
              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                           "%s.fleets[%u].nelson: Nelson is the English naval leader; he sails only with "
                           "English naval units (X.F.8.h)", side_name (side), i);
              return NULL;
            }
          if (side == BTH_NAVAL_SIDE_FIRST && f->neutral)
            {
              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                           "first.fleets[%u].neutral: neutral naval units may not initiate any form of "
                           "naval combat (X.E.1.a)", i);
              return NULL;
            }
          if (f->blockaded && battle->kind != BTH_NAVAL_BATTLE_BLOCKADE)
            {
              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                           "%s.fleets[%u].blockaded: naval units inside a port may never be attacked unless "
                           "attempting to leave (X.F.7.a)", side_name (side), i);
              return NULL;
            }
          s->squadrons[side] += f->squadrons;
          s->transports[side] += f->transports;
          s->english[side] |= bth_naval_is_english (naval, f->nation);
          s->nelson[side] |= f->nelson;
        }
    }
  for (guint side = 0; side < 2; side++)
    if (s->squadrons[side] == 0 && s->transports[side] == 0)
      {
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                     "%s.fleets: the force has no squadrons and no transports: there is nothing to fight",
                     side_name (side));
        return NULL;
      }
  if (s->nelson[0] && s->nelson[1])
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "second.fleets: Nelson cannot be on both sides");
      return NULL;
    }

  /* X.F.7.e: transports never fight; without squadrons there is no combat round. */
  if (s->squadrons[0] == 0 || s->squadrons[1] == 0)
    {
      s->no_combat = TRUE;
      bth_modifier_list_add (s->notes, 0, "X.F.7.e",
                             "Transports may not participate in naval combat: an unescorted transport "
                             "that is attacked rolls on the Transport Table");
      s->odds = g_strdup ("-");
      s->row = -1;
      return g_steal_pointer (&s);
    }

  /* X.F.7.b with O.1.a: the greater total is the larger force; equal totals go to the
   * active player. */
  if (s->squadrons[0] != s->squadrons[1])
    s->larger = s->squadrons[0] > s->squadrons[1] ? BTH_NAVAL_SIDE_FIRST : BTH_NAVAL_SIDE_SECOND;
  else
    {
      s->larger = battle->active;
      bth_modifier_list_add (s->notes, 0, "O.1.a",
                             "Equal squadrons: the active player's force is the larger force");
    }
  L = s->larger;
  S = 1 - L;
  l = s->squadrons[L];
  sm = s->squadrons[S];
  s->row = (int) naval->n_rows - 1;
  for (guint r = 0; r < naval->n_rows; r++)
    if ((gint64) l * naval->rows[r].at_least.den >= (gint64) sm * naval->rows[r].at_least.num)
      {
        s->row = (int) r;
        break;
      }
  s->odds = g_strdup (naval->rows[s->row].odds);
  bth_modifier_list_add (s->notes, 0, naval->odds_rule, "%d squadrons against %d: %s",
                         l, sm, s->odds);
  if (s->row == 0 && l >= 4 * sm)
    bth_modifier_list_add (s->notes, 0, "BB (General 19-5)",
                           "4:1 naval combats are not automatic; roll as per the %s column", s->odds);

  /* X.F.7.f, with the chart's morale note (004:128): English squadrons 2, all others 1. */
  s->morale[L] = force_morale (naval, battle, L, s->notes);
  s->morale[S] = force_morale (naval, battle, S, s->notes);
  if (s->morale[L] != s->morale[S])
    bth_modifier_list_add (s->modifiers, s->morale[L] - s->morale[S], naval->morale_rule,
                           "Morale: larger force %d%s, smaller force %d%s", s->morale[L],
                           s->english[L] ? " (English)" : "", s->morale[S], s->english[S] ? " (English)" : "");
  /* X.F.8.e: Nelson with the larger force +1, with the smaller −1. */
  if (s->nelson[L])
    bth_modifier_list_add (s->modifiers, naval->nelson_larger, naval->nelson_combat_rule,
                           "Nelson accompanies the larger force");
  if (s->nelson[S])
    bth_modifier_list_add (s->modifiers, naval->nelson_smaller, naval->nelson_combat_rule,
                           "Nelson accompanies the smaller force");
  bth_modifier_list_add (s->notes, 0, "X.F.8.f", "Nelson is the only leader which affects naval combat");
  if (s->transports[0] + s->transports[1] > 0)
    bth_modifier_list_add (s->notes, 0, "X.F.7.e", "Transports take no part in the combat");
  s->drm = bth_modifier_list_sum (s->modifiers);
  return g_steal_pointer (&s);
}

static int
damage_count (const BthNavalRules *naval, const BthNavalOptions *o, BthNavalResult result,
              int smaller_sp, int left, gboolean retreat)
{
  int column;

  if (!o->battle_damage)
    return 0;
  if (o->damage_on_retreat_only)
    return retreat ? left : 0;           /* X.K.7.a: "Any squadron forced to retreat" */
  if (result == BTH_NAVAL_NONE)
    return 0;
  column = CLAMP (smaller_sp, 1, naval->damage_columns) - 1;   /* "6(+)" */
  return MIN (naval->damage[result][column], left);
}

void
bth_naval_combat_outcome_for_die (BthRuleset *rules, const BthNavalBattle *battle,
                                  const BthNavalCombatSetup *setup, int die,
                                  BthNavalCombatOutcome *out)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (rules);
  const BthNavalOptions *o = &battle->options;
  const BthNavalCrtRow *row;
  BthNavalSide L = setup->larger, S = 1 - setup->larger;

  memset (out, 0, sizeof *out);
  if (setup->no_combat)
    return;
  out->die = die;
  out->modified = die + setup->drm;
  out->column = bth_naval_roll_column (naval, out->modified);
  if (out->column < 0)
    {
      /* Off the printed −1…8: read the nearest column (see docs/readings.md). */
      out->clamped = TRUE;
      out->column = out->modified < naval->rolls[0] ? 0 : (int) naval->n_rolls - 1;
    }
  row = &naval->rows[setup->row];
  out->result[L] = row->larger[out->column];
  out->result[S] = row->smaller[out->column];
  for (guint side = 0; side < 2; side++)
    {
      int left;
      if (o->jj_table && out->result[side] == BTH_NAVAL_DAMAGED)
        out->result[side] = BTH_NAVAL_NONE;      /* the rulebook's JJ table has no D */
      out->sunk[side] = MIN (bth_naval_result_sunk (out->result[side]), setup->squadrons[side]);
      out->captured[side] = MIN (bth_naval_result_captured (out->result[side]),
                                 setup->squadrons[side] - out->sunk[side]);
      out->retreat[side] = out->result[side] == BTH_NAVAL_RETREAT;
      left = setup->squadrons[side] - out->sunk[side] - out->captured[side];
      out->damaged[side] = damage_count (naval, o, out->result[side], setup->squadrons[S], left,
                                         out->retreat[side]);
      out->victor[side] = out->result[side] == BTH_NAVAL_NONE ||
                          (out->result[side] == BTH_NAVAL_DAMAGED && !o->damaged_side_not_victor);
    }
  out->prizes_to_victor = o->prizes && (out->captured[0] + out->captured[1]) > 0;
}

gboolean
bth_naval_combat_resolve (BthRuleset *rules, const BthNavalBattle *battle,
                          const BthNavalCombatSetup *setup, BthDice *dice,
                          BthNavalCombatOutcome *out, GError **error)
{
  int die;

  memset (out, 0, sizeof *out);
  if (setup->no_combat)
    return TRUE;
  die = bth_dice_roll (dice, 1, 6, "Naval combat (X.F.7.b)", NULL, error);
  if (die < 0)
    return FALSE;
  bth_naval_combat_outcome_for_die (rules, battle, setup, die, out);
  out->rolled = TRUE;
  return TRUE;
}

void
bth_naval_exact_odds (BthRuleset *rules, const BthNavalBattle *battle,
                      const BthNavalCombatSetup *setup, BthNavalExactOdds *out)
{
  BthNavalSide L = setup->larger, S = 1 - setup->larger;

  memset (out, 0, sizeof *out);
  if (setup->no_combat)
    return;
  for (int die = 1; die <= 6; die++)
    {
      BthNavalCombatOutcome o;
      guint k;
      bth_naval_combat_outcome_for_die (rules, battle, setup, die, &o);
      for (k = 0; k < out->n_outcomes; k++)
        if (out->outcomes[k].larger == o.result[L] && out->outcomes[k].smaller == o.result[S])
          break;
      if (k == out->n_outcomes)
        {
          out->outcomes[k].larger = o.result[L];
          out->outcomes[k].smaller = o.result[S];
          out->n_outcomes++;
        }
      out->outcomes[k].ways++;
      for (guint side = 0; side < 2; side++)
        {
          out->expected_lost[side] += (o.sunk[side] + o.captured[side]) / 6.0;
          out->expected_damaged[side] += o.damaged[side] / 6.0;
          out->retreat[side] += o.retreat[side] ? 1 / 6.0 : 0;
        }
    }
  for (guint k = 0; k < out->n_outcomes; k++)
    out->outcomes[k].probability = out->outcomes[k].ways / 6.0;
  /* Most likely first; a stable insertion sort keeps die order among equals. */
  for (guint i = 1; i < out->n_outcomes; i++)
    for (guint j = i; j > 0 && out->outcomes[j].ways > out->outcomes[j - 1].ways; j--)
      {
        BthNavalOddsOutcome t = out->outcomes[j];
        out->outcomes[j] = out->outcomes[j - 1];
        out->outcomes[j - 1] = t;
      }
}

gboolean
bth_naval_loser_must_retreat (BthRuleset *rules, gboolean pursued, int rounds_lost_in_a_row)
{
  /* X.F.7.d: "If a losing force is not pursued, or loses two consecutive rounds of combat,
   * the force must immediately retreat". */
  return !pursued || rounds_lost_in_a_row >= bth_ruleset_get_naval (rules)->retreat_after_lost_rounds;
}
