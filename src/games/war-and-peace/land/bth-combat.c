/* bth-combat.c — odds, modifiers and results of one combat round (N–P, S.8, U–X). */
#include "bth-combat.h"
#include "bth-combat-internal.h"
#include "bth-error.h"
#include "bth-loss-allocation.h"

static const char *const side_names[] = { "attacker", "defender" };

const char *
bth_side_to_string (BthSide side)
{
  return side_names[side];
}

void
bth_battle_clear (BthBattle *battle)
{
  bth_force_clear (&battle->forces[0]);
  bth_force_clear (&battle->forces[1]);
}

void
bth_combat_setup_free (BthCombatSetup *setup)
{
  if (setup == NULL)
    return;
  g_free (setup->odds);
  g_array_unref (setup->modifiers);
  g_array_unref (setup->notes);
  g_free (setup);
}

static gboolean
invalid (GError **error, BthSide side, const char *field, const char *format, ...) G_GNUC_PRINTF (4, 5);

static gboolean
invalid (GError **error, BthSide side, const char *field, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$.%s.%s: %s",
               side_names[side], field, message);
  return FALSE;
}

static int
tactic_index (BthRuleset *rules, const char *id)
{
  const BthTacticalMatrix *matrix = bth_ruleset_get_tactical_matrix (rules);

  for (int i = 0; i < BTH_TACTIC_COUNT; i++)
    if (g_strcmp0 (matrix->tactics[i], id) == 0)
      return i;
  return -1;
}

static gboolean
validate_force (BthRuleset *rules, const BthBattle *battle, BthSide side, GError **error)
{
  const BthForce *force = &battle->forces[side];
  const BthTerrainEffects *terrain;

  if (force->n_units == 0)
    return invalid (error, side, "units", "a force needs at least one unit");
  for (guint i = 0; i < force->n_units; i++)
    {
      const BthUnit *unit = &force->units[i];
      g_autofree char *field = g_strdup_printf ("units[%u]", i);
      if (unit->sp < 1)
        return invalid (error, side, field, "strength must be at least 1 SP (got %d)", unit->sp);
      if (unit->color == NULL || unit->color[0] == '\0')
        return invalid (error, side, field, "every unit needs its counter colour");
      if (unit->morale > 3)
        return invalid (error, side, field, "morale runs from 0 to 3 (got %d)", unit->morale);
      if (unit->morale < 0 && (unit->kind == BTH_KIND_I || unit->kind == BTH_KIND_C) &&
          unit->symbol == NULL)
        return invalid (error, side, field,
                        "regular %s needs its symbol colour (white, black or yellow) or a morale (D.7)",
                        unit->kind == BTH_KIND_I ? "infantry" : "cavalry");
    }
  if (force->leader < 0 || force->leader > 3)
    return invalid (error, side, "leader", "a leader's value runs from 0 to 3 (got %d)", force->leader);
  if (force->leader > 0 && force->leader_color == NULL)
    return invalid (error, side, "leader_color", "a leader needs his colour");
  if (force->leader_color != NULL && !bth_force_color_is_majority (force, force->leader_color))
    {
      gboolean tied;
      const char *majority = bth_force_majority_color (force, &tied);
      return invalid (error, side, "leader_color",
                      "a %s leader cannot lead a force whose majority is %s (O.2.a)",
                      force->leader_color, majority);
    }
  if (force->demoralization < 0)
    return invalid (error, side, "demoralization", "cannot be negative (got %d)", force->demoralization);
  if (force->mapboard < 0 || force->mapboard > 4)
    return invalid (error, side, "mapboard", "mapboards are numbered 1 to 4 (got %d)", force->mapboard);
  if (force->terrain != NULL)
    {
      terrain = bth_ruleset_find_terrain (rules, force->terrain);
      if (terrain == NULL || terrain->is_feature)
        return invalid (error, side, "terrain", "\"%s\" is not a hex terrain of this ruleset", force->terrain);
    }
  if (force->tactic != NULL && tactic_index (rules, force->tactic) < 0)
    return invalid (error, side, "tactic", "\"%s\" is not a tactic of the tactical matrix", force->tactic);
  if (battle->options.tactical_matrix && battle->type == BTH_BATTLE_FIELD && force->tactic == NULL)
    return invalid (error, side, "tactic", "with the tactical matrix in force each player picks a tactic (U.3)");
  if (force->imperial_guard && battle->options.imperial_guard && bth_force_guard_sp (force) == 0)
    return invalid (error, side, "imperial_guard", "the force has no Guard strength points to commit (V.1)");
  return TRUE;
}

/* Strength for the odds: unsupplied halving for the active player (M.8: total, then
 * halve, rounding up) and fortress doubling for units inside an assaulted city (S.8). */
static int
effective_strength (BthRuleset *rules, const BthBattle *battle, BthSide side, GArray *notes)
{
  const BthCombatRules *c = bth_ruleset_get_combat_rules (rules);
  const BthForce *force = &battle->forces[side];
  int sp = bth_force_total_sp (force);

  if (!force->supplied && bth_combat_halved_side (rules, battle) == side)
    {
      int halved = (sp + c->unsupplied_divisor - 1) / c->unsupplied_divisor;
      bth_modifier_list_add (notes, 0, c->unsupplied_rule,
                             "The %s is the active player's and unsupplied: %d SP halved to %d (rounded up)",
                             side_names[side], sp, halved);
      sp = halved;
    }
  else if (!force->supplied)
    bth_modifier_list_add (notes, 0, c->unsupplied_rule,
                           "The %s is unsupplied but not the active player's: full strength", side_names[side]);
  if (battle->type == BTH_BATTLE_ASSAULT && side == BTH_SIDE_DEFENDER)
    {
      bth_modifier_list_add (notes, 0, c->fortress_rule,
                             "The defender is inside the city: %d SP doubled to %d for the odds",
                             sp, sp * c->fortress_multiplier);
      sp *= c->fortress_multiplier;
    }
  return sp;
}

/* O.2.b: the morale of the largest same-morale group, the lowest on a tie. PER_UNIT, when
 * given, is subtracted first (the losses of the round). */
static int
group_morale (BthRuleset *rules, const BthBattle *battle, BthSide side, const int *per_unit)
{
  const BthForce *force = &battle->forces[side];
  gboolean inside_city = battle->type == BTH_BATTLE_ASSAULT && side == BTH_SIDE_DEFENDER;
  int sp_at[4] = { 0 };
  int best = 0;

  for (guint i = 0; i < force->n_units; i++)
    sp_at[bth_unit_morale (rules, &force->units[i], force, battle->options.russian_patriotism,
                           inside_city)] += force->units[i].sp - (per_unit ? per_unit[i] : 0);
  for (int m = 1; m < 4; m++)
    if (sp_at[m] > sp_at[best])   /* strictly more: ties keep the lower value */
      best = m;
  return best;
}

static int
force_morale (BthRuleset *rules, const BthBattle *battle, BthSide side, int group, int demoralization)
{
  const BthMoraleRules *m = bth_ruleset_get_morale (rules);
  const BthForce *force = &battle->forces[side];

  if (battle->options.imperial_guard && force->imperial_guard)
    return demoralization > 0 ? m->imperial_guard_demoralized : m->imperial_guard;
  return MAX (0, group - demoralization);
}

static void
add_terrain_modifiers (BthRuleset *rules, const BthBattle *battle, BthCombatSetup *setup)
{
  const BthCombatRules *c = bth_ruleset_get_combat_rules (rules);
  const BthForce *defender = &battle->forces[BTH_SIDE_DEFENDER];
  gboolean defender_larger = setup->larger == BTH_SIDE_DEFENDER;
  const char *who = defender_larger ? "larger" : "smaller";
  const char *features[] = { "river", "sea_crossing" };
  gboolean attacked_from[] = { battle->attack_from_river, battle->attack_from_sea_crossing };

  if (defender->terrain != NULL)
    {
      const BthTerrainEffects *t = bth_ruleset_find_terrain (rules, defender->terrain);
      if (battle->winter && (g_str_equal (t->id, "lake") || g_str_equal (t->id, "swamp")))
        bth_modifier_list_add (setup->notes, 0, "TEC note 1",
                               "%s counts as clear in a winter turn", t->label);
      else if (t->smaller != 0 || t->larger != 0)
        bth_modifier_list_add (setup->modifiers, defender_larger ? t->larger : t->smaller, "TEC note 6",
                               "The %s force is attacked in %s", who, t->label);
    }
  for (guint i = 0; i < G_N_ELEMENTS (features); i++)
    {
      const BthTerrainEffects *t = bth_ruleset_find_terrain (rules, features[i]);
      if (attacked_from[i] && t != NULL)
        bth_modifier_list_add (setup->modifiers, defender_larger ? t->larger : t->smaller,
                               i == 0 ? "TEC note 6" : "TEC note 9",
                               "The %s force is attacked from %s", who, t->label);
    }
  if (defender->entrenched)
    bth_modifier_list_add (setup->modifiers,
                           defender_larger ? c->combat_larger_entrenched : c->combat_smaller_entrenched,
                           c->entrenchment_rule, "The %s force is attacked while entrenched", who);
  if (battle->forces[BTH_SIDE_ATTACKER].entrenched)
    bth_modifier_list_add (setup->notes, 0, "T.2",
                           "The attacker's entrenchment gives no benefit to the force that initiates a battle");
}

static void
add_tactics (BthRuleset *rules, const BthBattle *battle, BthCombatSetup *setup, int *matrix_drm)
{
  const BthTacticalMatrix *matrix = bth_ruleset_get_tactical_matrix (rules);
  int l = tactic_index (rules, battle->forces[setup->larger].tactic);
  int s = tactic_index (rules, battle->forces[1 - setup->larger].tactic);
  const BthTacticCell *cell = &matrix->cells[s][l];

  *matrix_drm = 0;
  if (cell->no_roll)
    {
      setup->no_roll = TRUE;
      bth_modifier_list_add (setup->notes, 0, "U.3.b",
                             "Tactics %s (larger) against %s (smaller): NC, the dice are not rolled this round",
                             matrix->labels[l], matrix->labels[s]);
    }
  else
    *matrix_drm = cell->drm;
  if (cell->battle_ceases)
    {
      setup->battle_ceases = TRUE;
      bth_modifier_list_add (setup->notes, 0, "U.3.c",
                             "A Withdraw tactic was chosen: the battle ceases at the end of this round");
    }
}

static void
choose_crt_row (BthRuleset *rules, const BthBattle *battle, BthCombatSetup *setup)
{
  const BthCrtTable *crt = bth_ruleset_get_crt (rules);
  const BthGcCrtTable *gc = bth_ruleset_get_gc_crt (rules);
  gint64 larger = setup->strength[setup->larger];
  gint64 smaller = setup->strength[1 - setup->larger];
  const char *odds = crt->bands[crt->n_bands - 1].odds;

  if (larger * crt->automatic_at_least.den >= smaller * crt->automatic_at_least.num)
    {
      setup->automatic = TRUE;
      setup->odds = g_strdup_printf ("%d:%d", crt->automatic_at_least.num, crt->automatic_at_least.den);
      setup->crt_row = -1;
      return;
    }
  for (guint b = 0; b < crt->n_bands; b++)
    if (larger * crt->bands[b].at_least.den >= smaller * crt->bands[b].at_least.num)
      {
        odds = crt->bands[b].odds;
        break;
      }
  setup->odds = g_strdup (odds);
  setup->crt_row = -1;
  if (battle->options.grand_campaign_crt)
    {
      for (guint r = 0; r < gc->n_rows; r++)
        if (g_str_equal (gc->rows[r].odds, odds))
          setup->crt_row = (int) r;
    }
  else
    {
      for (guint r = 0; r < crt->n_rows; r++)
        if (g_str_equal (crt->rows[r].odds, odds))
          setup->crt_row = (int) r;
    }
  g_assert (setup->crt_row >= 0);   /* the loader checked every band has a row */
}

BthCombatSetup *
bth_combat_setup (BthRuleset *rules, const BthBattle *battle, GError **error)
{
  const BthCrtTable *crt = bth_ruleset_get_crt (rules);
  g_autoptr(BthCombatSetup) setup = g_new0 (BthCombatSetup, 1);
  BthSide large, small;
  int matrix_drm = 0, drm;

  setup->modifiers = bth_modifier_list_new ();
  setup->notes = bth_modifier_list_new ();
  if (!validate_force (rules, battle, BTH_SIDE_ATTACKER, error) ||
      !validate_force (rules, battle, BTH_SIDE_DEFENDER, error) ||
      !bth_combat_digital_validate (rules, battle, error))
    return NULL;
  setup->cavalry_every_result = bth_combat_cavalry_every_result (rules);

  for (int side = 0; side < 2; side++)
    {
      setup->face_sp[side] = bth_force_total_sp (&battle->forces[side]);
      setup->strength[side] = effective_strength (rules, battle, side, setup->notes);
      setup->leader[side] = battle->forces[side].leader;
      setup->morale_group[side] = group_morale (rules, battle, side, NULL);
      setup->morale[side] = force_morale (rules, battle, side, setup->morale_group[side],
                                          battle->forces[side].demoralization);
      if (battle->forces[side].imperial_guard && !battle->options.imperial_guard)
        bth_modifier_list_add (setup->notes, 0, "V", "The Imperial Guard rule is not in force: commitment ignored");
    }

  /* O.1.a: the greater total is the larger force; the active player's on a tie. */
  if (setup->strength[BTH_SIDE_ATTACKER] != setup->strength[BTH_SIDE_DEFENDER])
    large = setup->strength[BTH_SIDE_ATTACKER] > setup->strength[BTH_SIDE_DEFENDER]
            ? BTH_SIDE_ATTACKER : BTH_SIDE_DEFENDER;
  else
    {
      large = battle->active;
      bth_modifier_list_add (setup->notes, 0, "O.1.a",
                             "Equal totals: the active player's force (%s) is the larger", side_names[large]);
    }
  setup->larger = large;
  small = 1 - large;
  choose_crt_row (rules, battle, setup);
  setup->loss_column_sp = battle->options.loss_column_modified ? setup->strength[small] : setup->face_sp[small];

  bth_modifier_list_add (setup->modifiers, setup->leader[large], "O.2.a", "Leader of the larger force%s%s%s",
                         battle->forces[large].leader_name ? " (" : "",
                         battle->forces[large].leader_name ? battle->forces[large].leader_name : "",
                         battle->forces[large].leader_name ? ")" : "");
  bth_modifier_list_add (setup->modifiers, -setup->leader[small], "O.2.a", "Leader of the smaller force%s%s%s",
                         battle->forces[small].leader_name ? " (" : "",
                         battle->forces[small].leader_name ? battle->forces[small].leader_name : "",
                         battle->forces[small].leader_name ? ")" : "");
  for (int i = 0; i < 2; i++)
    {
      BthSide side = i == 0 ? large : small;
      const BthForce *force = &battle->forces[side];
      const char *rule = (battle->options.imperial_guard && force->imperial_guard) ? "V.1" : "O.2.b";
      g_autofree char *detail = force->demoralization > 0
        ? g_strdup_printf ("largest same-morale group %d, demoralized %d", setup->morale_group[side],
                           force->demoralization)
        : g_strdup_printf ("largest same-morale group %d", setup->morale_group[side]);
      bth_modifier_list_add (setup->modifiers, i == 0 ? setup->morale[side] : -setup->morale[side], rule,
                             "Morale of the %s force (%s%s)", i == 0 ? "larger" : "smaller", detail,
                             rule[0] == 'V' ? ", Imperial Guard committed" : "");
    }

  if (battle->type == BTH_BATTLE_FIELD)
    add_terrain_modifiers (rules, battle, setup);
  else
    bth_modifier_list_add (setup->notes, 0, "S.8", "An assault is not modified for terrain or entrenchment");

  if (battle->options.tactical_matrix && battle->type == BTH_BATTLE_FIELD)
    add_tactics (rules, battle, setup, &matrix_drm);
  else if (battle->options.tactical_matrix)
    bth_modifier_list_add (setup->notes, 0, "U.6", "The tactical matrix is not used against units inside a city");
  if (matrix_drm != 0 && !battle->options.tactical_matrix_outside_cap)
    bth_modifier_list_add (setup->modifiers, matrix_drm, "U.3.a", "Tactical matrix");
  bth_combat_digital_add_modifiers (rules, battle, setup);

  drm = bth_modifier_list_sum (setup->modifiers);
  setup->drm_uncapped = drm;
  if (drm > crt->drm_cap || drm < -crt->drm_cap)
    {
      int capped = CLAMP (drm, -crt->drm_cap, crt->drm_cap);
      bth_modifier_list_add (setup->modifiers, capped - drm, crt->cap_rule,
                             "The dice may never be modified by more than plus or minus %d", crt->drm_cap);
      drm = capped;
    }
  if (matrix_drm != 0 && battle->options.tactical_matrix_outside_cap)
    {
      bth_modifier_list_add (setup->modifiers, matrix_drm, "U.3.a", "Tactical matrix (outside the cap)");
      drm += matrix_drm;
      setup->drm_uncapped += matrix_drm;
    }
  setup->drm = drm;
  return g_steal_pointer (&setup);
}

static int
combat_loss (BthRuleset *rules, BthResult result, int smaller_sp)
{
  const BthCombatLossTable *clc = bth_ruleset_get_combat_loss (rules);
  int column = CLAMP (smaller_sp, 1, 21) - 1;

  switch (result)
    {
    case BTH_RESULT_NONE: return 0;
    case BTH_RESULT_LOSS: return clc->losses[0][column];
    case BTH_RESULT_D1:   return clc->losses[1][column];
    default:              return clc->losses[2][column];
    }
}

static int
crt_column (const BthCrtRow *row, guint n_columns, int modified)
{
  for (guint c = 0; c < n_columns; c++)
    if (row->first_roll[c] == modified || (row->open_ended[c] && modified >= row->first_roll[c]))
      return (int) c;
  return -1;
}

static void
finish_outcome (BthRuleset *rules, const BthBattle *battle, const BthCombatSetup *setup,
                BthCombatOutcome *out)
{
  for (int side = 0; side < 2; side++)
    {
      out->chart_loss[side] = combat_loss (rules, out->result[side], setup->loss_column_sp);
      out->loss[side] = MIN (out->chart_loss[side], setup->face_sp[side]);
      out->demoralization_after[side] = battle->forces[side].demoralization +
                                        bth_result_demoralization (out->result[side]);
    }
}

void
bth_combat_outcome_clear (BthCombatOutcome *outcome)
{
  g_clear_pointer (&outcome->suggested_losses[0], g_free);
  g_clear_pointer (&outcome->suggested_losses[1], g_free);
}

int
bth_combat_morale_after (BthRuleset *rules, const BthBattle *battle, BthSide side,
                         const int *per_unit, int demoralization)
{
  return force_morale (rules, battle, side, group_morale (rules, battle, side, per_unit), demoralization);
}

/* The end of the round: suggested losses, morale, withdrawal or surrender (P.3–P.8). */
static void
end_of_round (BthRuleset *rules, const BthBattle *battle, const BthCombatSetup *setup,
              BthCombatOutcome *out)
{
  for (int side = 0; side < 2; side++)
    {
      const BthForce *force = &battle->forces[side];
      BthLossRules loss_rules;

      out->suggested_losses[side] = g_new0 (int, force->n_units);
      bth_loss_rules_from_outcome (battle, setup, out, side, &loss_rules);
      bth_loss_suggest (rules, force, &loss_rules, out->suggested_losses[side]);
      out->morale_after[side] = bth_combat_morale_after (rules, battle, side, out->suggested_losses[side],
                                                         out->demoralization_after[side]);
      if (out->morale_after[side] == 0 && out->loss[side] < setup->face_sp[side] &&
          !battle->options.demoralized_combat)
        {
          if (battle->type == BTH_BATTLE_ASSAULT && side == BTH_SIDE_DEFENDER)
            out->surrenders[side] = TRUE;
          else
            out->must_withdraw[side] = TRUE;
        }
    }
}

void
bth_combat_outcome_for_roll (BthRuleset *rules, const BthBattle *battle,
                             const BthCombatSetup *setup, int roll, BthCombatOutcome *out)
{
  const BthCrtTable *crt = bth_ruleset_get_crt (rules);
  BthSide large = setup->larger, small = 1 - setup->larger;

  *out = (BthCombatOutcome) { .column = -1 };
  if (setup->automatic)
    {
      /* O.1.d: the smaller force takes D3; the larger a "1" if the smaller lost more than one SP. */
      out->result[small] = crt->automatic_smaller;
      out->result[large] = BTH_RESULT_NONE;
      if (MIN (combat_loss (rules, crt->automatic_smaller, setup->loss_column_sp), setup->face_sp[small]) >
          crt->automatic_larger_if_smaller_loses_more_than)
        out->result[large] = crt->automatic_larger;
    }
  else if (!setup->no_roll)
    {
      out->rolled = TRUE;
      out->roll = roll;
      out->modified_roll = CLAMP (roll + setup->drm, crt->roll_clamp.min, crt->roll_clamp.max);
      if (battle->options.grand_campaign_crt)
        {
          const BthGcCrtRow *row = &bth_ruleset_get_gc_crt (rules)->rows[setup->crt_row];
          out->column = out->modified_roll - 2;
          out->result[large] = row->larger[out->column];
          out->result[small] = row->smaller[out->column];
        }
      else
        {
          out->column = crt_column (&crt->rows[setup->crt_row], crt->n_columns, out->modified_roll);
          g_assert (out->column >= 0);   /* the loader checked every roll has a column */
          out->result[large] = crt->larger[out->column];
          out->result[small] = crt->smaller[out->column];
        }
    }
  finish_outcome (rules, battle, setup, out);
}

gboolean
bth_combat_resolve (BthRuleset *rules, const BthBattle *battle, const BthCombatSetup *setup,
                    BthDice *dice, BthCombatOutcome *out, GError **error)
{
  int values[2] = { 0, 0 };
  int roll = 0;

  if (!setup->automatic && !setup->no_roll)
    {
      g_autofree char *purpose = g_strdup_printf ("Combat, %s odds, rolled by the larger force (O.1.c)",
                                                  setup->odds);
      roll = bth_dice_roll (dice, 2, 6, purpose, values, error);
      if (roll < 0)
        return FALSE;
    }
  bth_combat_outcome_for_roll (rules, battle, setup, roll, out);
  out->dice[0] = values[0];
  out->dice[1] = values[1];
  end_of_round (rules, battle, setup, out);

  /* X.1: a force at morale 0 rolls one die less its leader's value and surrenders that many SP. */
  if (battle->options.demoralized_combat)
    for (int side = 0; side < 2; side++)
      if (out->morale_after[side] == 0 && out->loss[side] < setup->face_sp[side])
        {
          g_autofree char *purpose = g_strdup_printf ("Demoralized combat, %s (X.1)", side_names[side]);
          int die = bth_dice_roll (dice, 1, 6, purpose, NULL, error);
          if (die < 0)
            return FALSE;
          out->surrender_roll[side] = die;
          out->surrender_loss[side] = MIN (MAX (0, die - battle->forces[side].leader),
                                           setup->face_sp[side] - out->loss[side]);
        }
  return TRUE;
}

void
bth_loss_rules_from_outcome (const BthBattle *battle, const BthCombatSetup *setup,
                             const BthCombatOutcome *outcome, BthSide side, BthLossRules *rules)
{
  const BthForce *force = &battle->forces[side];

  *rules = (BthLossRules) {
    .loss = outcome->loss[side],
    .morale_group = setup->morale_group[side],
    .leader_color = force->leader_color,
    .d_result = bth_result_demoralization (outcome->result[side]) > 0 || setup->cavalry_every_result,
    .guard_first = battle->options.imperial_guard && force->imperial_guard,
    .inside_city = battle->type == BTH_BATTLE_ASSAULT && side == BTH_SIDE_DEFENDER,
    .russian_patriotism = battle->options.russian_patriotism,
  };
}
