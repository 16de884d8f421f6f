/* bth-naval-checks.c — interception, pursuit, blockade, unescorted transports, Nelson,
 * prizes and battle-damage repairs (X.F.4–8, X.K.6–7). */
#include "bth-naval-checks.h"
#include "bth-error.h"

#include <string.h>

void
bth_naval_check_clear (BthNavalCheckRoll *check)
{
  g_clear_pointer (&check->modifiers, g_array_unref);
  g_clear_pointer (&check->reasons, g_array_unref);
}

static void
check_init (BthNavalCheckRoll *out, BthNavalRow row)
{
  memset (out, 0, sizeof *out);
  out->row = row;
  out->allowed = TRUE;
  out->modifiers = bth_modifier_list_new ();
  out->reasons = bth_modifier_list_new ();
}

static void
forbid (BthNavalCheckRoll *out, const char *rule, const char *reason)
{
  out->allowed = FALSE;
  bth_modifier_list_add (out->reasons, 0, rule, "%s", reason);
}

static BthNavalCheck
cell (const BthNavalRules *naval, BthNavalRow row, int column)
{
  return naval->checks[row][column];
}

void
bth_naval_check_lookup (const BthNavalRules *naval, const BthNavalOptions *options,
                        BthNavalCheckRoll *check, int die)
{
  int column;

  check->die = die;
  check->modified = die + check->drm;
  column = bth_naval_roll_column (naval, check->modified);
  check->off_chart = column < 0 || cell (naval, check->row, column) == BTH_NAVAL_CHECK_OFF_CHART;
  if (!check->off_chart)
    {
      check->result = cell (naval, check->row, column);
      return;
    }
  if (options->off_chart_fails)
    {
      check->result = BTH_NAVAL_CHECK_OFF_CHART;
      return;
    }
  /* Default reading: a roll beyond the printed letters reads the nearest one. */
  if (check->modified > 0)
    {
      for (int c = (int) naval->n_rolls - 1; c >= 0; c--)
        if (cell (naval, check->row, c) != BTH_NAVAL_CHECK_OFF_CHART)
          {
            check->result = cell (naval, check->row, c);
            return;
          }
    }
  for (guint c = 0; c < naval->n_rolls; c++)
    if (cell (naval, check->row, c) != BTH_NAVAL_CHECK_OFF_CHART)
      {
        check->result = cell (naval, check->row, c);
        return;
      }
}

static void
fill_probabilities (const BthNavalRules *naval, const BthNavalOptions *options, BthNavalCheckRoll *check)
{
  BthNavalCheckRoll probe = *check;

  memset (check->probability, 0, sizeof check->probability);
  for (int die = 1; die <= 6; die++)
    {
      bth_naval_check_lookup (naval, options, &probe, die);
      check->probability[probe.result] += 1.0 / 6.0;
    }
}

gboolean
bth_naval_check_roll (const BthNavalRules *naval, const BthNavalOptions *options,
                      BthNavalCheckRoll *check, BthDice *dice, const char *purpose, GError **error)
{
  int die;

  fill_probabilities (naval, options, check);
  if (!check->allowed)
    return TRUE;
  die = bth_dice_roll (dice, 1, 6, purpose, NULL, error);
  if (die < 0)
    return FALSE;
  bth_naval_check_lookup (naval, options, check, die);
  return TRUE;
}

/* ---- interception ------------------------------------------------------------------- */

gboolean
bth_naval_interception_setup (const BthNavalRules *naval, const BthInterception *in,
                              BthNavalCheckRoll *out, GError **error)
{
  static const BthNavalOptions defaults = { 0 };

  check_init (out, BTH_NAVAL_ROW_PURSUIT);
  bth_modifier_list_add (out->reasons, 0, "X.F.4.a", "Interception uses the Naval Pursuit Table");
  if (in->interceptor_blockaded)
    forbid (out, "X.F.4.d", "A squadron inside a blockaded port may never attempt interception");
  if (in->interceptor_neutral)
    forbid (out, "X.E.1.a", "Neutral naval units may not initiate any form of naval combat");
  if (in->already_intercepted_other)
    forbid (out, "X.F.4.e", "A squadron that intercepted one force may not intercept a different force "
                            "for the rest of the Naval Phase");
  if (in->mover_leaving_zone)
    forbid (out, "X.F.4.g", "A naval unit leaving a sea zone may not be intercepted by enemy units in "
                            "that zone; only on entering a zone");
  if (in->interceptor_blockading && in->mover_started_under_blockaders_marker)
    forbid (out, "X.F.6.h", "Blockading squadrons may not intercept units that started the player segment "
                            "under the Fortress marker in their hex");
  if (in->interceptor_blockading && in->mover_ran_this_blockade)
    forbid (out, "BB (General 21-3)", "A blockading fleet may not try to intercept the fleet that "
                                      "successfully ran its blockade that turn");

  if (in->interceptor_at_sea && !in->interceptor_blockading)
    bth_modifier_list_add (out->modifiers, naval->intercept_at_sea, naval->intercept_at_sea_rule,
                           "The intercepting squadrons are already at sea in the zone");
  if (in->interceptor_blockading)
    {
      bth_modifier_list_add (out->reasons, 0, "X.F.6.g",
                             "Blockaders who attempt interception leave the blockade for \"at sea\" "
                             "whatever the result, and the roll does not get the at sea modifier");
      bth_modifier_list_add (out->reasons, 0, "BB (General 21-2)",
                             "A fleet that tries to intercept must abandon its blockade");
    }
  if (in->zone.name != NULL)
    {
      if (in->zone.im == BTH_NAVAL_UNKNOWN)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "zone: the Interception Modifier printed in the %s zone is not in the seeds; "
                       "enter it", in->zone.name);
          bth_naval_check_clear (out);
          return FALSE;
        }
      if (in->zone.im != 0)
        bth_modifier_list_add (out->modifiers, in->zone.im, "X.F.4.c", "Interception Modifier of the %s zone",
                               in->zone.name);
    }
  if (in->nelson)
    bth_modifier_list_add (out->modifiers, naval->intercept_nelson, naval->intercept_nelson_rule,
                           "Nelson is aboard the intercepting fleet");
  if (in->second_turn)
    bth_modifier_list_add (out->modifiers, naval->intercept_second_turn, naval->intercept_second_turn_rule,
                           "Second turn in the zone against a fleet present the entire last French "
                           "Movement Phase");
  out->drm = bth_modifier_list_sum (out->modifiers);
  fill_probabilities (naval, &defaults, out);
  return TRUE;
}

/* ---- pursuit ---------------------------------------------------------------------- */

void
bth_naval_pursuit_setup (const BthNavalRules *naval, const BthPursuit *in, BthNavalCheckRoll *out)
{
  static const BthNavalOptions defaults = { 0 };

  check_init (out, BTH_NAVAL_ROW_PURSUIT);
  if (!in->victor)
    forbid (out, "X.F.7.c", "Only the player whose force is unaffected by the combat result may pursue");
  bth_modifier_list_add (out->reasons, 0, "X.F.5.b", "The pursuing player rolls once for his entire force");
  if (in->pursuer_at_sea)
    bth_modifier_list_add (out->modifiers, naval->pursuit_at_sea, naval->pursuit_at_sea_source,
                           "The pursuing fleet units are at sea");
  if (in->nelson)
    bth_modifier_list_add (out->modifiers, naval->pursuit_nelson, naval->pursuit_nelson_rule,
                           "Nelson is with the pursuing fleet");
  out->drm = bth_modifier_list_sum (out->modifiers);
  fill_probabilities (naval, &defaults, out);
}

/* ---- blockade ------------------------------------------------------------------------ */

gboolean
bth_naval_can_blockade (int active_squadrons, int inactive_squadrons)
{
  /* X.F.6.a: "his squadrons equal or exceed the squadrons controlled by the inactive player" */
  return active_squadrons > 0 && active_squadrons >= inactive_squadrons;
}

gboolean
bth_naval_blockade_holds (int blockading_squadrons, int blockaded_squadrons)
{
  /* X.F.6.b: "If … the blockading squadrons become outnumbered, the blockade is negated" */
  return blockading_squadrons > 0 && blockading_squadrons >= blockaded_squadrons;
}

void
bth_naval_blockade_run_setup (const BthNavalRules *naval, const BthBlockadeRun *in, BthNavalCheckRoll *out)
{
  static const BthNavalOptions defaults = { 0 };

  check_init (out, BTH_NAVAL_ROW_BLOCKADE);
  if (!in->owners_naval_phase)
    forbid (out, "X.F.6.c", "A blockaded naval unit may only run the blockade during its owner's Naval Phase");
  if (in->already_tried_this_phase)
    forbid (out, "X.F.6.d", "A naval unit may not attempt to leave a blockaded port more than once "
                            "during a single Naval Phase");
  bth_modifier_list_add (out->reasons, 0, "X.F.6.c",
                         "Roll for each squadron or fleet announced before the die rolls");
  out->drm = 0;
  fill_probabilities (naval, &defaults, out);
}

const char *
bth_naval_blockade_result_text (BthNavalCheck result)
{
  switch (result)
    {
    case BTH_NAVAL_CHECK_ESCAPE:
      return "E: the units leave the hex without interference and move normally (X.F.6.c)";
    case BTH_NAVAL_CHECK_FAIL:
      return "F: the units may remain in port or attack the blockading force; after the combat they "
             "return to port unless the blockade is negated (X.F.6.c)";
    case BTH_NAVAL_CHECK_FAIL_ATTACKED:
      return "F*: the blockading force may initiate one round of naval combat; the units then return "
             "to port unless the blockade is negated (X.F.6.c)";
    default:
      return "-";
    }
}

void
bth_relief_plan_clear (BthReliefPlan *plan)
{
  g_clear_pointer (&plan->reasons, g_array_unref);
}

void
bth_naval_relief_plan (const BthNavalOptions *options, gboolean also_running_blockade,
                       gboolean blockader_allows_join, BthReliefPlan *out)
{
  memset (out, 0, sizeof *out);
  out->reasons = bth_modifier_list_new ();
  if (!also_running_blockade)
    {
      /* X.F.6.j: a relief fleet alone attacks the blockaders with its whole fleet. */
      out->combined = TRUE;
      bth_modifier_list_add (out->reasons, 0, "X.F.6.j",
                             "Without a breakout, the relief fleet is not limited to one at a time");
      return;
    }
  if (blockader_allows_join)
    {
      out->combined = TRUE;
      out->at_sea = TRUE;
      bth_modifier_list_add (out->reasons, 0, "X.F.6.i",
                             "The blockader lets both fleets join: the battle is fought at sea in the zone, "
                             "and the loser may choose his port of retreat");
      return;
    }
  out->one_at_a_time = TRUE;
  out->may_stop_after_loss = TRUE;
  if (options->relief_order_by_blockader)
    {
      out->order_chosen_by = "blockading player";
      bth_modifier_list_add (out->reasons, 0, "X.F.6.i",
                             "The blockading fleet chooses which enemy fleet to engage first");
    }
  else
    {
      out->order_chosen_by = "active player";
      bth_modifier_list_add (out->reasons, 0, "BB (General 19-5)",
                             "The blockader fights the battles in a sequence chosen by the active player");
    }
  bth_modifier_list_add (out->reasons, 0, "BB (General 19-5)",
                         "If the blockader loses one battle he is not required to fight the second");
}

gboolean
bth_naval_runner_returns_to_port (gboolean battle_at_sea, gboolean blockade_negated)
{
  return !battle_at_sea && !blockade_negated;
}

/* ---- unescorted transports ------------------------------------------------------------ */

void
bth_naval_transport_attack_setup (const BthNavalRules *naval, BthNavalCheckRoll *out)
{
  static const BthNavalOptions defaults = { 0 };

  check_init (out, BTH_NAVAL_ROW_TRANSPORT);
  bth_modifier_list_add (out->reasons, 0, "X.F.7.e",
                         "The player who controls the unescorted transport rolls on the Naval Transport Table");
  bth_modifier_list_add (out->reasons, 0, "X.F.3.h",
                         "A sunk transport's cargo is eliminated; a captured one's cargo is eliminated and "
                         "its army units become prisoners of war");
  fill_probabilities (naval, &defaults, out);
}

BthNavalCheck
bth_naval_transport_escape_fate (gboolean friendly_port_in_zone, gboolean neutral_major_port_in_zone,
                                 const char **reason)
{
  /* X.F.7.e */
  if (friendly_port_in_zone)
    {
      *reason = "The transport escapes to the nearest unblockaded friendly port in the same sea zone";
      return BTH_NAVAL_CHECK_ESCAPE;
    }
  if (neutral_major_port_in_zone)
    {
      *reason = "No friendly port: the transport goes to the nearest port of a neutral major state "
                "and is captured by that state";
      return BTH_NAVAL_CHECK_CAPTURED;
    }
  *reason = "No friendly or neutral port in the sea zone: the transport is sunk";
  return BTH_NAVAL_CHECK_SUNK;
}

/* ---- Nelson ---------------------------------------------------------------------------- */

const char *
bth_nelson_fate_to_string (BthNelsonFate fate)
{
  static const char *const names[] = { "unharmed", "casualty", "killed", "captured" };
  return names[fate];
}

BthNelsonFate
bth_naval_nelson_fate (const BthNavalRules *naval, int units_with_him, int sunk, int captured,
                       int two_dice)
{
  /* X.F.8.c: killed if all naval units with him are sunk, captured if all are captured. */
  if (units_with_him > 0 && sunk >= units_with_him)
    return BTH_NELSON_KILLED;
  if (units_with_him > 0 && captured >= units_with_him)
    return BTH_NELSON_CAPTURED;
  /* X.F.8.d: "the dice roll must be less than 11 for him to be unharmed". */
  return two_dice < naval->nelson_unharmed_below ? BTH_NELSON_UNHARMED : BTH_NELSON_CASUALTY;
}

/* ---- prizes ------------------------------------------------------------------------------ */

void
bth_prize_clear (BthPrize *prize)
{
  g_free (prize->original_nation);
  g_free (prize->captor);
  memset (prize, 0, sizeof *prize);
}

int
bth_naval_prize_cost (const BthNavalRules *naval, BthPrizeKind kind)
{
  return kind == BTH_PRIZE_SQUADRON ? naval->prize_squadron_cost : naval->prize_transport_cost;
}

int
bth_naval_prize_months (const BthNavalRules *naval, BthPrizeKind kind)
{
  return kind == BTH_PRIZE_SQUADRON ? naval->prize_squadron_months : naval->prize_transport_months;
}

void
bth_naval_prize_queue_totals (const BthNavalRules *naval, int squadrons, int transports, int *pp, int *turns)
{
  /* X.K.6.d: "Only one prize may be repaired at a time", so the months add up. */
  *pp = squadrons * naval->prize_squadron_cost + transports * naval->prize_transport_cost;
  *turns = squadrons * naval->prize_squadron_months + transports * naval->prize_transport_months;
}

gboolean
bth_naval_prize_lost (const BthNavalRules *naval, const BthPrize *prize,
                      gboolean entered_non_port_coastal_hex, const char **reason)
{
  if (entered_non_port_coastal_hex)
    {
      *reason = "A prize may not enter a coastal hex except at a port: it is eliminated (X.K.6.b)";
      return TRUE;
    }
  if (prize->segments_at_sea > naval->prize_max_segments_at_sea)
    {
      *reason = "A prize at sea for more than two consecutive player segments is eliminated (X.K.6.b)";
      return TRUE;
    }
  *reason = NULL;
  return FALSE;
}

gboolean
bth_naval_prize_repaired (const BthNavalRules *naval, const BthPrize *prize)
{
  return prize->in_friendly_port &&
         prize->paid >= bth_naval_prize_cost (naval, prize->kind) &&
         prize->turns_in_port >= bth_naval_prize_months (naval, prize->kind);
}

gboolean
bth_naval_can_tow (const BthNavalRules *naval, int squadrons, int prizes)
{
  /* X.K.6.b: placed under a combat naval unit; "A combat unit may tow only one prize". */
  return prizes <= squadrons * naval->prize_tow_limit;
}

/* ---- battle damage ------------------------------------------------------------------------ */

int
bth_naval_damage_repair_cost (const BthNavalRules *naval, int damaged)
{
  /* X.K.7.c: one PP per naval unit; two or more units may be repaired simultaneously. */
  return damaged * naval->damage_repair_cost;
}

gboolean
bth_naval_may_repair_at (const BthNavalRules *naval, const char *nation, BthNavalPlace place,
                         gboolean friendly_port)
{
  if (place == BTH_NAVAL_PORT && friendly_port)
    return TRUE;
  /* X.K.7.c: "English squadrons may repair while at sea or while on blockade duty". */
  return bth_naval_is_english (naval, nation) && place != BTH_NAVAL_COASTAL;
}
