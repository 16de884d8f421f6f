/* bth-checks.c — small rolls governed by rule prose; numbers from the ruleset. */
#include "bth-checks.h"
#include "bth-digital-rules.h"

/* ---- Overrun ---------------------------------------------------------------------- */

static gboolean
at_least (int larger, int smaller, BthRatio ratio)
{
  return (gint64) larger * ratio.den >= (gint64) smaller * ratio.num;
}

void
bth_overrun_result_clear (BthOverrunResult *result)
{
  g_clear_pointer (&result->odds, g_free);
  g_clear_pointer (&result->reasons, g_array_unref);
}

void
bth_overrun_check (BthRuleset *rules, const BthOverrun *o, BthOverrunResult *out)
{
  const BthProseRules *p = bth_ruleset_get_prose (rules);
  BthRatio needed = o->defender_mountain_or_entrenched ? p->overrun_difficult_odds : p->overrun_odds;
  GArray *reasons = bth_modifier_list_new ();

  *out = (BthOverrunResult) { .allowed = TRUE, .extra_mp = p->overrun_extra_mp, .reasons = reasons };
  out->odds = g_strdup_printf ("%d:%d", needed.num, needed.den);
  if (o->defender_mountain_or_entrenched)
    bth_modifier_list_add (reasons, 0, "L.1.a", "The defender is in a mountain hex or entrenched: %s needed",
                           out->odds);
  if (bth_ruleset_get_digital (rules) != NULL && (o->defender_inside_city || o->defender_in_city_hex))
    {
      /* v1.7: "SP located in city hexes cannot be overrun", inside the city or not. */
      out->allowed = FALSE;
      bth_modifier_list_add (reasons, 0, bth_ruleset_get_digital (rules)->overrun_never_in_city.rule,
                             "Strength points located in city hexes cannot be overrun");
    }
  else if (o->defender_inside_city)
    {
      out->allowed = FALSE;
      bth_modifier_list_add (reasons, 0, "L.5", "Strength points inside a city may never be overrun");
    }
  else if (o->defender_in_city_hex)
    bth_modifier_list_add (reasons, 0, "L.5", "Only strength points inside the city are safe: these, outside it, may be overrun");
  if (!o->moving_supplied)
    {
      out->allowed = FALSE;
      bth_modifier_list_add (reasons, 0, "M.7", "Units unsupplied at the start of the Movement Phase may not overrun");
    }
  if (o->moving_sp > p->overrun_max_sp)
    {
      out->allowed = FALSE;
      bth_modifier_list_add (reasons, 0, "L.1.c", "At most %d SP may move with a leader (%d given)",
                             p->overrun_max_sp, o->moving_sp);
    }
  if (o->defender_cavalry > 0 && o->moving_cavalry < o->defender_cavalry)
    {
      out->allowed = FALSE;
      bth_modifier_list_add (reasons, 0, "L.4", "A force with cavalry (%d SP) needs as many cavalry to overrun it (%d)",
                             o->defender_cavalry, o->moving_cavalry);
    }
  if (!at_least (o->moving_sp, o->defender_sp, needed))
    {
      out->allowed = FALSE;
      bth_modifier_list_add (reasons, 0, p->overrun_rule, "%d SP against %d SP is short of %s",
                             o->moving_sp, o->defender_sp, out->odds);
    }
  else if (at_least (o->moving_sp, o->defender_sp, p->overrun_free_odds))
    {
      out->extra_mp = 0;
      bth_modifier_list_add (reasons, 0, "L.1.b", "%d:%d or better: no extra movement point is needed",
                             p->overrun_free_odds.num, p->overrun_free_odds.den);
    }
  if (!out->allowed)
    out->extra_mp = 0;
  else if (out->extra_mp > 0)
    bth_modifier_list_add (reasons, 0, p->overrun_rule,
                           "The moving force spends %d extra movement point to enter the hex", out->extra_mp);
}

/* ---- Commitment, withdrawal ------------------------------------------------------- */

gboolean
bth_commitment_succeeds (BthRuleset *rules, int die, int leader, int *modified)
{
  *modified = die + leader;
  return *modified >= bth_ruleset_get_prose (rules)->commitment_at_least;
}

int
bth_withdrawal_loss (BthRuleset *rules, int withdrawing_cavalry, int opposing_cavalry)
{
  return opposing_cavalry > withdrawing_cavalry ? bth_ruleset_get_prose (rules)->withdrawal_loss : 0;
}

/* ---- Leader casualty -------------------------------------------------------------- */

const char *
bth_leader_fate_to_string (BthLeaderFate fate)
{
  static const char *const names[] = { "unharmed", "wounded", "killed" };
  return names[fate];
}

gboolean
bth_leader_is_casualty (BthRuleset *rules, int two_dice)
{
  return two_dice >= bth_ruleset_get_prose (rules)->leader_casualty_on;
}

BthLeaderFate
bth_leader_fate (BthRuleset *rules, int second_die, int *turns_out)
{
  const BthProseRules *p = bth_ruleset_get_prose (rules);

  *turns_out = 0;
  if (second_die >= p->leader_killed_on)
    return BTH_LEADER_KILLED;
  *turns_out = MIN (second_die, p->leader_turns_out_max);
  return BTH_LEADER_WOUNDED;
}

/* ---- Siege ------------------------------------------------------------------------ */

gboolean
bth_siege_falls (BthRuleset *rules, int marker, int die)
{
  return die <= marker;
}

int
bth_siege_next_marker (BthRuleset *rules, int marker)
{
  /* S.9.c: there is no "6" marker, so the count stops at the highest one. */
  return MIN (marker + 1, bth_ruleset_get_prose (rules)->siege_max_marker);
}

/* ---- Alliance --------------------------------------------------------------------- */

int
bth_alliance_roll (BthRuleset *rules, const BthAllianceDisplay *d, int die, GArray *extra,
                   GArray *modifiers)
{
  const BthProseRules *p = bth_ruleset_get_prose (rules);
  int drm, capped;

  bth_modifier_list_add (modifiers, -d->french_vp, "H.2.a", "French victory points");
  bth_modifier_list_add (modifiers, -d->french_cp, "H.2.a", "French city points");
  bth_modifier_list_add (modifiers, -d->pro_french_powers, "H.2.a", "Pro-French powers");
  bth_modifier_list_add (modifiers, d->anti_vp, "H.2.b", "Non-French victory points");
  bth_modifier_list_add (modifiers, d->anti_cp, "H.2.b", "Non-French city points");
  bth_modifier_list_add (modifiers, d->anti_french_powers, "H.2.b", "Anti-French powers");
  for (guint i = 0; extra != NULL && i < extra->len; i++)
    {
      BthModifier *m = &g_array_index (extra, BthModifier, i);
      bth_modifier_list_add (modifiers, m->value, m->rule, "%s", m->reason);
    }
  drm = bth_modifier_list_sum (modifiers);
  capped = CLAMP (drm, -p->alliance_drm_cap, p->alliance_drm_cap);
  if (capped != drm)
    bth_modifier_list_add (modifiers, capped - drm, p->alliance_rule,
                           "The alliance roll may never be modified by more than plus or minus %d",
                           p->alliance_drm_cap);
  return CLAMP (die + capped, p->alliance_clamp.min, p->alliance_clamp.max);
}

/* ---- Weather ---------------------------------------------------------------------- */

const char *
bth_weather_lookup (BthRuleset *rules, int month, int mapboard, int die, int *row, GArray *modifiers)
{
  const BthWeatherTable *t = bth_ruleset_get_weather (rules);
  int modified = die;

  for (guint i = 0; i < t->n_modifiers; i++)
    for (guint b = 0; b < t->modifiers[i].n_mapboards; b++)
      if (t->modifiers[i].mapboards[b] == mapboard)
        {
          bth_modifier_list_add (modifiers, t->modifiers[i].value, t->modifiers[i].rule, "%s",
                                 t->modifiers[i].reason);
          modified += t->modifiers[i].value;
        }
  *row = CLAMP (modified, t->clamp.min, t->clamp.max);
  return t->cells[(*row - t->die_min) * 12 + (month - 1)];
}
