/* bth-lga-river.c — River Crossing battles [12.9]: the defender's options, the front-line
 * limits, the two-round limit and the changed Withdraw and Routed results. */
#include "bth-lga-river.h"

static gboolean
is_cavalry (BthLgaUnitType type)
{
  return type == BTH_LGA_CAVALRY || type == BTH_LGA_HEAVY_CAVALRY || type == BTH_LGA_DRAGOONS;
}

gboolean
bth_lga_river_active (const BthLgaBattleInput *in)
{
  return in->river != BTH_LGA_RIVER_NONE && in->type != BTH_LGA_BATTLE_WITHDRAWAL;
}

char *
bth_lga_river_refusal (BthLgaRules *rules, const BthLgaBattleInput *in)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);

  if (!bth_lga_river_active (in) || in->round <= t->river_max_rounds)
    return NULL;
  return g_strdup_printf ("Round %d: units attacking across a minor river or a bridge cannot fight more than %d rounds "
                          "of River Crossing battle in a single Combat Phase [12.92]", in->round, t->river_max_rounds);
}

/* Defend the River Crossing: each front line at most 1 infantry division, 1 cavalry division
 * (or 3 cavalry brigades), 1 FA SP and 1 HA SP (12.91 #2). */
static void
crossing_limits (const BthLgaTables *t, const BthLgaBattleSide *side, const char *who, GPtrArray *violations)
{
  int infantry = 0, divisions = 0, brigades = 0, fa = 0, ha = 0;

  for (guint i = 0; i < side->n_units; i++)
    {
      const BthLgaUnit *u = &side->units[i];
      if (u->reserve || u->sp <= 0)
        continue;
      infantry += u->type == BTH_LGA_INFANTRY;
      divisions += is_cavalry (u->type) && !u->brigade;
      brigades += is_cavalry (u->type) && u->brigade;
      fa += u->type == BTH_LGA_FIELD_ARTILLERY ? u->sp : 0;
      ha += u->type == BTH_LGA_HORSE_ARTILLERY ? u->sp : 0;
    }
  if (infantry > t->river_front_infantry)
    g_ptr_array_add (violations, g_strdup_printf ("[12.91] Defend the River Crossing: the %s's front line has %d infantry divisions; "
                                                  "at most %d", who, infantry, t->river_front_infantry));
  if (divisions > t->river_front_cavalry_divisions || brigades > t->river_front_cavalry_brigades || (divisions > 0 && brigades > 0))
    g_ptr_array_add (violations, g_strdup_printf ("[12.91] Defend the River Crossing: the %s's front line has %d cavalry divisions "
                                                  "and %d cavalry brigades; at most %d cavalry division (or %d cavalry brigades)",
                                                  who, divisions, brigades, t->river_front_cavalry_divisions, t->river_front_cavalry_brigades));
  if (fa > t->river_front_fa)
    g_ptr_array_add (violations, g_strdup_printf ("[12.91] Defend the River Crossing: the %s's front line has %d field artillery SP; "
                                                  "at most %d", who, fa, t->river_front_fa));
  if (ha > t->river_front_ha)
    g_ptr_array_add (violations, g_strdup_printf ("[12.91] Defend the River Crossing: the %s's front line has %d horse artillery SP; "
                                                  "at most %d", who, ha, t->river_front_ha));
}

/* The corps or corps-equivalents in SIDE's front line, from the units' corps; -1 when a
 * front-line unit names none. */
static int
front_corps (const BthLgaBattleSide *side)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < side->n_units; i++)
    if (!side->units[i].reserve && side->units[i].sp > 0)
      {
        if (side->units[i].corps == NULL)
          return -1;
        g_hash_table_add (seen, (gpointer) side->units[i].corps);
      }
  return (int) g_hash_table_size (seen);
}

/* The corps-equivalent [12.92 #1]: "a combination of units not in excess of" the ruleset's
 * infantry divisions, cavalry division, FA and HA SP. For each corps named in SIDE's front
 * line whose units exceed it, a note: they count as one only as a true corps (all under the
 * same corps leader) or the Army Reserve, which Berthier cannot tell from the units. Cavalry
 * brigades count a third of a division each, as 12.91's "1 cavalry division (or 3 cavalry
 * brigades)". */
static void
corps_equivalent_notes (const BthLgaTables *t, const BthLgaBattleSide *side, const char *who, GPtrArray *notes)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < side->n_units; i++)
    if (!side->units[i].reserve && side->units[i].sp > 0 && side->units[i].corps != NULL
        && !g_ptr_array_find_with_equal_func (names, side->units[i].corps, g_str_equal, NULL))
      g_ptr_array_add (names, (gpointer) side->units[i].corps);
  for (guint n = 0; n < names->len; n++)
    {
      int infantry = 0, cavalry_thirds = 0, fa = 0, ha = 0;

      for (guint i = 0; i < side->n_units; i++)
        {
          const BthLgaUnit *u = &side->units[i];
          if (u->reserve || u->sp <= 0 || u->corps == NULL || !g_str_equal (u->corps, names->pdata[n]))
            continue;
          infantry += u->type == BTH_LGA_INFANTRY;
          cavalry_thirds += is_cavalry (u->type) ? (u->brigade ? 1 : 3) : 0;
          fa += u->type == BTH_LGA_FIELD_ARTILLERY ? u->sp : 0;
          ha += u->type == BTH_LGA_HORSE_ARTILLERY ? u->sp : 0;
        }
      if (infantry > t->corps_equivalent[0] || cavalry_thirds > 3 * t->corps_equivalent[1]
          || fa > t->corps_equivalent[2] || ha > t->corps_equivalent[3])
        g_ptr_array_add (notes, g_strdup_printf ("Defend the Hex: the %s's units of %s (%d infantry divisions, %d%s cavalry "
                                                 "divisions, %d field and %d horse artillery SP) are more than a corps-equivalent "
                                                 "— at most %d infantry divisions, %d cavalry division, %d field artillery SP and "
                                                 "%d horse artillery SP [12.92]: they count as one corps only if all are under the "
                                                 "same corps leader, or in the Army Reserve",
                                                 who, (const char *) names->pdata[n], infantry, cavalry_thirds / 3,
                                                 cavalry_thirds % 3 == 0 ? "" : cavalry_thirds % 3 == 1 ? "⅓" : "⅔", fa, ha,
                                                 t->corps_equivalent[0], t->corps_equivalent[1], t->corps_equivalent[2],
                                                 t->corps_equivalent[3]));
    }
}

static void
hex_limits (const BthLgaTables *t, const BthLgaBattleInput *in, GPtrArray *violations, GPtrArray *notes)
{
  int announced = in->river_corps_announced, allowed = in->river_corps_allowed;
  int least = (announced + t->river_first_round_den - 1) / t->river_first_round_den;
  int a = front_corps (&in->attacker), d = front_corps (&in->defender);

  if (announced < 1)
    {
      g_ptr_array_add (notes, g_strdup ("Defend the Hex: enter the number of corps or corps-equivalents the attacker announced "
                                        "for his front line (river_corps_announced) to check the deployment [12.91]"));
      return;
    }
  if (allowed < 1)
    {
      g_ptr_array_add (notes, g_strdup ("Defend the Hex: enter how many corps the defender allows in the first round "
                                        "(river_corps_allowed) to check the deployment [12.91]"));
      return;
    }
  if (allowed < least)
    g_ptr_array_add (violations, g_strdup_printf ("[12.91] Defend the Hex: the defender must allow at least one-third of the "
                                                  "attacker's %d corps or corps-equivalents in the first round: at least %d, not %d",
                                                  announced, least, allowed));
  if (allowed > announced)
    g_ptr_array_add (violations, g_strdup_printf ("[12.91] Defend the Hex: %d corps allowed, but the attacker announced %d",
                                                  allowed, announced));
  if (a < 0 || d < 0)
    g_ptr_array_add (notes, g_strdup_printf ("Defend the Hex: name the corps of every front-line unit of the %s to count "
                                             "its corps or corps-equivalents [12.92]", a < 0 ? "attacker" : "defender"));
  corps_equivalent_notes (t, &in->attacker, "attacker", notes);
  corps_equivalent_notes (t, &in->defender, "defender", notes);
  if (in->round <= 1)
    {
      if (a > allowed)
        g_ptr_array_add (violations, g_strdup_printf ("[12.91] Defend the Hex: the attacker has %d corps or corps-equivalents in "
                                                      "the front line; the defender allowed %d in the first round", a, allowed));
    }
  else
    {
      int most = MIN (announced, allowed + t->river_corps_per_round * (in->round - 1));
      if (a > most)
        g_ptr_array_add (violations, g_strdup_printf ("[12.91] Defend the Hex: the attacker has %d corps or corps-equivalents in "
                                                      "the front line in round %d; from the %d allowed he may add up to %d a round, "
                                                      "up to the %d he announced: at most %d",
                                                      a, in->round, allowed, t->river_corps_per_round, announced, most));
    }
  if (d > allowed)
    g_ptr_array_add (violations, g_strdup_printf ("[12.91] Defend the Hex: the defender has %d corps in the front line; he is "
                                                  "limited to the %d he allowed the attacker", d, allowed));
}

void
bth_lga_river_checks (BthLgaRules *rules, const BthLgaBattleInput *in, GPtrArray *violations, GPtrArray *notes)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);

  if (in->river != BTH_LGA_RIVER_NONE && in->type == BTH_LGA_BATTLE_WITHDRAWAL)
    {
      g_ptr_array_add (notes, g_strdup ("The defender withdraws (a Withdrawal battle): the river has no special effect [12.91]"));
      return;
    }
  if (in->river == BTH_LGA_RIVER_NONE)
    {
      for (guint i = 0; in->terrain != NULL && in->terrain[i] != NULL; i++)
        if (g_str_equal (in->terrain[i], "minor_river") && in->type == BTH_LGA_BATTLE_NORMAL)
          g_ptr_array_add (notes, g_strdup ("Across a minor river or a bridge this is a River Crossing battle: give the "
                                            "defender's option, Defend the River Crossing or Defend the Hex (or fight a "
                                            "Withdrawal battle) [12.9, 12.91]"));
      return;
    }
  if (!bth_lga_river_active (in))
    return;
  if (in->river == BTH_LGA_RIVER_DEFEND_CROSSING)
    {
      g_ptr_array_add (notes, g_strdup_printf ("River Crossing battle, Defend the River Crossing: up to %d rounds, or the "
                                               "defender withdraws as in a Withdrawal battle [12.91, 12.92]", t->river_max_rounds));
      crossing_limits (t, &in->attacker, "attacker", violations);
      crossing_limits (t, &in->defender, "defender", violations);
    }
  else
    {
      g_ptr_array_add (notes, g_strdup_printf ("River Crossing battle, Defend the Hex: the defender allows part of the attacker's "
                                               "corps to cross; each following round the attacker may add up to %d [12.91]",
                                               t->river_corps_per_round));
      hex_limits (t, in, violations, notes);
    }
}

static int
ceil_half (int sp, int percent)
{
  return (sp * percent + 99) / 100;
}

void
bth_lga_river_results (BthLgaRules *rules, const BthLgaBattle *b, const BthLgaBattleInput *in, const BthLgaOptions *options,
                       BthLgaSideResult *a, BthLgaSideResult *d)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  int a_all = b->attacker_front + b->attacker_reserve;

  if (!bth_lga_river_active (in))
    return;
  /* 12.93 #1: the attacker's Withdraw and Routed */
  if (a->cell != NULL && a->cell->withdraw)
    {
      a->loss = MIN ((a->cell->number + t->river_withdraw_plus) * b->minimum_loss, a_all);
      a->eliminated = a_all > 0 && a->loss >= a_all;
      a->river = "[12.93] A Withdraw in a River Crossing battle: its number is increased by 1 before the Minimum Loss is applied";
    }
  if (a->cell != NULL && a->cell->routed)
    {
      int half = ceil_half (b->attacker_front, t->rout_percent);
      a->loss = b->attacker_front;
      a->captured_sp = b->attacker_front - half;
      a->loss_if_reserve_routs = MIN (b->attacker_front + ceil_half (b->attacker_reserve, t->rout_percent), a_all);
      a->eliminated = a_all > 0 && a->loss >= a_all;
      a->river = "[12.93] A Routed attacker in a River Crossing battle: the front line suffers the normal 50% loss and the "
                 "rest of it is captured, even without an enemy Pursuit; leaders whose commands are eliminated are eliminated";
    }
  if (d->cell == NULL)
    return;
  if (in->river == BTH_LGA_RIVER_DEFEND_CROSSING && !d->routed && options->river_crossing_defender_retreats)
    {
      if (!d->eliminated)
        {
          d->withdraw = TRUE;
          d->retreat_hexes = t->withdraw_retreat;
          d->morale_check = TRUE;
          d->river = "[12.91] Defend the River Crossing without a Routed result: the defender's entire stack retreats one hex "
                     "and makes the usual Morale Check (the reading “His stack retreats 1 hex”)";
        }
    }
  else if (in->river == BTH_LGA_RIVER_DEFEND_CROSSING && d->withdraw && b->defender_reserve > 0)
    {
      d->withdraw = FALSE;
      d->holds_hex = TRUE;
      d->retreat_hexes = 0;
      d->morale_check = FALSE;
      d->river = "[12.93] Withdraw against Defend the River Crossing with a reserve: the front line does not leave the hex and "
                 "makes no Morale Check; a second round must use Defend the Hex";
    }
  if (in->river == BTH_LGA_RIVER_DEFEND_HEX && d->routed)
    {
      a->crosses_river = b->defender_reserve == 0;
      a->river = b->defender_reserve == 0
                 ? "[12.93] Every defender routed under Defend the Hex: the entire attacking force may advance across the river, "
                   "even without Advance Points; the reserve may pursue"
                 : "[12.93] Under Defend the Hex, if the defender's reserve also fails its Morale Check and routs, the entire "
                   "attacking force may advance across the river, even without Advance Points";
    }
}
