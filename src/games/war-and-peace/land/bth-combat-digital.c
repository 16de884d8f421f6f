/* bth-combat-digital.c — v1.7's additions to a round of land combat (bth-combat-internal.h). */
#include "bth-combat-internal.h"
#include "bth-digital-rules.h"
#include "bth-error.h"

static const char *const side_names[] = { "attacker", "defender" };

static gboolean
refuse (GError **error, const char *path, const char *message)
{
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: %s", path, message);
  return FALSE;
}

gboolean
bth_combat_digital_validate (BthRuleset *rules, const BthBattle *battle, GError **error)
{
  const BthDigitalRules *d = bth_ruleset_get_digital (rules);
  static const char *v17_only = "a rule of the digital edition's rules v1.7, not of this game's ruleset (4th edition)";
  static const char *not_v17 = "not in the digital edition's rules v1.7 (this game's ruleset)";

  if (battle->round < 0)
    return refuse (error, "$.round", "a round is 1 or more");
  if (d == NULL)
    {
      if (battle->counter_attack)
        return refuse (error, "$.counter_attack", v17_only);
      for (int side = 0; side < 2; side++)
        {
          g_autofree char *charge = g_strdup_printf ("$.%s.cavalry_charge", side_names[side]);
          g_autofree char *rear = g_strdup_printf ("$.%s.rear_manoeuvre", side_names[side]);
          if (battle->cavalry_charge[side])
            return refuse (error, charge, v17_only);
          if (battle->rear_manoeuvre[side])
            return refuse (error, rear, v17_only);
        }
      return TRUE;
    }
  if (battle->options.tactical_matrix)
    return refuse (error, "$.options.tactical_matrix", not_v17);
  if (battle->options.grand_campaign_crt)
    return refuse (error, "$.options.grand_campaign_crt", not_v17);
  if (battle->options.demoralized_combat)
    return refuse (error, "$.options.demoralized_combat", not_v17);
  if (battle->counter_attack && battle->round == 1)
    return refuse (error, "$.counter_attack", "the attacker must attack during the first round: a counter-attack comes after it (Counter-Attack)");
  for (int side = 0; side < 2; side++)
    {
      if (battle->cavalry_charge[side] && bth_force_cavalry_sp (&battle->forces[side]) == 0)
        {
          g_autofree char *path = g_strdup_printf ("$.%s.cavalry_charge", side_names[side]);
          return refuse (error, path, "a side needs at least one cavalry strength point to charge (Cavalry Charge)");
        }
      if (battle->rear_manoeuvre[side] && battle->round == 0)
        {
          g_autofree char *path = g_strdup_printf ("$.%s.rear_manoeuvre", side_names[side]);
          return refuse (error, path, "give the round (\"round\"): the Rear Maneuver's modifier is for the first round only");
        }
    }
  return TRUE;
}

BthSide
bth_combat_halved_side (BthRuleset *rules, const BthBattle *battle)
{
  if (bth_ruleset_get_digital (rules) == NULL)
    return battle->active;
  return battle->counter_attack ? BTH_SIDE_DEFENDER : BTH_SIDE_ATTACKER;
}

void
bth_combat_digital_add_modifiers (BthRuleset *rules, const BthBattle *battle, BthCombatSetup *setup)
{
  const BthDigitalRules *d = bth_ruleset_get_digital (rules);

  if (d == NULL)
    return;
  for (int side = 0; side < 2; side++)
    {
      const char *who = side == (int) setup->larger ? "larger" : "smaller";
      int sign = side == (int) setup->larger ? 1 : -1;

      if (battle->cavalry_charge[side])
        {
          bth_modifier_list_add (setup->modifiers, sign * d->cavalry_charge_drm, d->cavalry_charge.rule,
                                 "The %s force charges with its cavalry", who);
          bth_modifier_list_add (setup->notes, 0, d->cavalry_charge.rule,
                                 "The %s force's first loss is taken from the charging cavalry", who);
        }
      if (battle->rear_manoeuvre[side] && battle->round == 1)
        bth_modifier_list_add (setup->modifiers, sign * d->rear_manoeuvre_drm, d->rear_manoeuvre.rule,
                               "The %s force manoeuvred on the rear (first round)", who);
      else if (battle->rear_manoeuvre[side])
        bth_modifier_list_add (setup->notes, 0, d->rear_manoeuvre.rule,
                               "The %s force's rear manoeuvre gave its modifier in the first round only (this is round %d)",
                               who, battle->round);
    }
  if (battle->counter_attack)
    bth_modifier_list_add (setup->notes, 0, d->counter_attack.rule,
                           "The defender counter-attacks: it is the attacker this round, the hexes inverted");
}

gboolean
bth_combat_cavalry_every_result (BthRuleset *rules)
{
  return bth_ruleset_get_digital (rules) != NULL;
}
