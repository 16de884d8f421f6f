/* bth-lga-battle.c — one round of a battle [12-13]: deployment checks, odds to DRM, every
 * modifier of [12.4] the input can show, the automatic and refused outcomes, the CRT row
 * of the two dice and what each side suffers, and the exact chance of every row. */
#include "bth-lga-combat.h"
#include "bth-lga-river.h"
#include "bth-error.h"

#include <stdlib.h>
#include <string.h>

static const char * const rank_names[] = { "", "Brigade Leader", "Division Leader", "Corps Leader", "Army Leader", "Supreme Commander" };

static gboolean
is_cavalry (BthLgaUnitType type)
{
  return type == BTH_LGA_CAVALRY || type == BTH_LGA_HEAVY_CAVALRY || type == BTH_LGA_DRAGOONS;
}

static gboolean
is_artillery (BthLgaUnitType type)
{
  return type == BTH_LGA_FIELD_ARTILLERY || type == BTH_LGA_HORSE_ARTILLERY;
}

typedef struct {
  int front, reserve, front_infantry, reserve_infantry, front_cavalry, front_artillery, front_heavy, front_dragoons;
} Counts;

static Counts
count_side (const BthLgaBattleSide *side, gboolean all_front)
{
  Counts c = { 0 };

  for (guint i = 0; i < side->n_units; i++)
    {
      const BthLgaUnit *u = &side->units[i];
      gboolean front = all_front || !u->reserve;

      if (front)
        {
          c.front += u->sp;
          c.front_infantry += u->type == BTH_LGA_INFANTRY ? u->sp : 0;
          c.front_cavalry += is_cavalry (u->type) ? u->sp : 0;
          c.front_artillery += is_artillery (u->type) ? u->sp : 0;
          c.front_heavy += u->type == BTH_LGA_HEAVY_CAVALRY ? u->sp : 0;
          c.front_dragoons += u->type == BTH_LGA_DRAGOONS ? u->sp : 0;
        }
      else
        {
          c.reserve += u->sp;
          c.reserve_infantry += u->type == BTH_LGA_INFANTRY ? u->sp : 0;
        }
    }
  return c;
}

static gboolean
excluded (BthLgaRules *rules, const BthLgaBattleInput *in, const char *id)
{
  return in->type == BTH_LGA_BATTLE_ASSAULT
         && g_strv_contains ((const char * const *) bth_lga_rules_get_tables (rules)->assault_excluded, id);
}

static void
add_battle (GArray *list, BthLgaRules *rules, const char *id, int multiple, const char *reason)
{
  const BthLgaModifierDef *def = bth_lga_rules_modifier (rules, "battle", id);
  g_autofree char *rule = g_strdup_printf ("[%s]", def->rule);

  bth_modifier_list_add (list, def->value * multiple, rule, "%s", reason);
}

/* [12.42] the Morale Rating of the SP majority of the front line; on a tie the highest. */
static gboolean
side_morale (const BthLgaBattleSide *side, const char *path, gboolean all_front, int *out, GError **error)
{
  int sp_by_rating[10] = { 0 };
  int best = 0;

  for (guint i = 0; i < side->n_units; i++)
    {
      const BthLgaUnit *u = &side->units[i];
      int rating = u->morale > 0 ? u->morale : side->morale;

      if (u->reserve && !all_front)
        continue;
      if (rating <= 0)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "%s.units[%u].morale: unknown — enter the scenario's Morale Rating of this unit's nationality "
                       "(or the side's \"morale\") [12.42]", path, i);
          return FALSE;
        }
      sp_by_rating[MIN (rating, 9)] += u->sp;
    }
  for (int r = 1; r < 10; r++)
    if (sp_by_rating[r] > 0 && sp_by_rating[r] >= sp_by_rating[best])
      best = r;
  *out = best;
  return TRUE;
}

static int
compare_cb_desc (gconstpointer a, gconstpointer b)
{
  return (*(const BthLgaLeader * const *) b)->combat_bonus - (*(const BthLgaLeader * const *) a)->combat_bonus;
}

/* [12.41] the leaders' Combat Bonus. */
static void
leader_modifiers (BthLgaRules *rules, const BthLgaBattleInput *in, const BthLgaBattleSide *side, const Counts *c,
                  const BthLgaOptions *options, GArray *list, GPtrArray *at_risk, GPtrArray *notes, const char *who)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  const BthLgaLeader *top = NULL;
  guint n_top = 0;
  g_autoptr(GPtrArray) cavalry = g_ptr_array_new ();

  for (guint i = 0; i < side->n_leaders; i++)
    if (top == NULL || side->leaders[i].rank > top->rank)
      top = &side->leaders[i];
  for (guint i = 0; top != NULL && i < side->n_leaders; i++)
    n_top += side->leaders[i].rank == top->rank;
  if (top == NULL)
    return;
  if (n_top > 1)
    {
      g_ptr_array_add (notes, g_strdup_printf ("The %s has %u %ss of the highest rank: no leader modifier [12.41]",
                                               who, n_top, rank_names[top->rank]));
      return;
    }
  if (top->rank >= BTH_LGA_CORPS)
    {
      /* Subordinates: a Corps Leader and a Division (or Brigade) Leader under a Supreme
       * Commander or Army Leader; a Division Leader under a Corps Leader. */
      const BthLgaLeader *corps = NULL, *division = NULL;

      for (guint i = 0; i < side->n_leaders; i++)
        {
          const BthLgaLeader *l = &side->leaders[i];
          if (l == top || l->cavalry)
            continue;
          if (top->rank >= BTH_LGA_ARMY && l->rank == BTH_LGA_CORPS && (corps == NULL || l->combat_bonus > corps->combat_bonus))
            corps = l;
          if ((l->rank == BTH_LGA_DIVISION || (top->rank >= BTH_LGA_ARMY && l->rank == BTH_LGA_BRIGADE))
              && (division == NULL || l->combat_bonus > division->combat_bonus))
            division = l;
        }
      if (corps == NULL && division == NULL)
        g_ptr_array_add (notes, g_strdup_printf ("%s (%s) has no subordinate leader of his command in the battle: "
                                                 "no leader modifier [12.41]", top->name, rank_names[top->rank]));
      else
        {
          bth_modifier_list_add (list, top->combat_bonus, "[12.41]", "Combat Bonus of %s, %s", top->name, rank_names[top->rank]);
          g_ptr_array_add (at_risk, g_strdup (top->name));
          if (!options->leaders_top_only)
            {
              if (corps != NULL)
                {
                  bth_modifier_list_add (list, corps->combat_bonus, "[12.41]", "Combat Bonus of %s, subordinate %s",
                                         corps->name, rank_names[corps->rank]);
                  g_ptr_array_add (at_risk, g_strdup (corps->name));
                }
              if (division != NULL)
                {
                  bth_modifier_list_add (list, division->combat_bonus, "[12.41]", "Combat Bonus of %s, subordinate %s",
                                         division->name, rank_names[division->rank]);
                  g_ptr_array_add (at_risk, g_strdup (division->name));
                }
            }
        }
    }
  else if (!top->cavalry)
    g_ptr_array_add (notes, g_strdup_printf ("The %s's highest leader, %s, is a %s: 12.41 gives a leader modifier to a "
                                             "Supreme Commander, Army or Corps Leader only [12.41]",
                                             who, top->name, rank_names[top->rank]));
  /* The cavalry leaders: one for every 2 SP of cavalry in the front line. */
  if (excluded (rules, in, "cavalry_leaders"))
    return;
  for (guint i = 0; i < side->n_leaders; i++)
    if (side->leaders[i].cavalry && (&side->leaders[i] != top || top->rank < BTH_LGA_CORPS))
      g_ptr_array_add (cavalry, &side->leaders[i]);
  g_ptr_array_sort (cavalry, compare_cb_desc);
  if (options->cavalry_leaders_multiply)
    {
      int times = c->front_cavalry / t->cavalry_sp_per_leader;
      for (guint i = 0; i < cavalry->len && times > 0; i++)
        {
          const BthLgaLeader *l = cavalry->pdata[i];
          bth_modifier_list_add (list, l->combat_bonus * times, "[12.41]",
                                 "Combat Bonus of cavalry leader %s, once for each %d of the %d cavalry SP (the reading “Each leader’s bonus once per 2 SP”)",
                                 l->name, t->cavalry_sp_per_leader, c->front_cavalry);
          g_ptr_array_add (at_risk, g_strdup (l->name));
        }
      return;
    }
  for (guint i = 0; i < cavalry->len; i++)
    {
      const BthLgaLeader *l = cavalry->pdata[i];
      if ((int) (i + 1) * t->cavalry_sp_per_leader > c->front_cavalry)
        {
          g_ptr_array_add (notes, g_strdup_printf ("Cavalry leader %s adds nothing: %d cavalry SP in the front line allow "
                                                   "one cavalry leader for every %d [12.41]",
                                                   l->name, c->front_cavalry, t->cavalry_sp_per_leader));
          continue;
        }
      bth_modifier_list_add (list, l->combat_bonus, "[12.41]", "Combat Bonus of cavalry leader %s (%d cavalry SP in the front line)",
                             l->name, c->front_cavalry);
      g_ptr_array_add (at_risk, g_strdup (l->name));
    }
}

static gboolean
side_modifiers (BthLgaRules *rules, const BthLgaBattleInput *in, const BthLgaBattleSide *side, gboolean is_attacker,
                const Counts *c, const BthLgaOptions *options, BthLgaBattle *b, GArray *list, GError **error)
{
  const char *who = is_attacker ? "attacker" : "defender";
  g_autofree char *path = g_strdup_printf ("$.%s", who);
  int morale;

  leader_modifiers (rules, in, side, c, options, list, b->leaders_at_risk, b->notes, who);
  if (!side_morale (side, path, !is_attacker && in->type == BTH_LGA_BATTLE_ASSAULT, &morale, error))
    return FALSE;
  bth_modifier_list_add (list, morale, "[12.42]", "Morale Rating %d (of the SP majority in the front line)", morale);
  if (c->front_infantry > 0 && c->front_cavalry > 0 && c->front_artillery > 0 && !excluded (rules, in, "combined_arms"))
    add_battle (list, rules, "combined_arms", 1, "Combined arms: infantry, cavalry and artillery in the front line");
  if (c->front_artillery > 0)
    {
      g_autofree char *r = g_strdup_printf ("%d field or horse artillery SP in the front line", c->front_artillery);
      add_battle (list, rules, "artillery", c->front_artillery, r);
    }
  if (c->front_heavy > 0 && !excluded (rules, in, "heavy_cavalry"))
    {
      g_autofree char *r = g_strdup_printf ("%d heavy cavalry SP in the front line", c->front_heavy);
      add_battle (list, rules, "heavy_cavalry", c->front_heavy, r);
    }
  if (c->front_dragoons >= 2 && !excluded (rules, in, "dragoons"))
    {
      g_autofree char *r = g_strdup_printf ("%d dragoon SP in the front line (one for every 2)", c->front_dragoons);
      add_battle (list, rules, "dragoons", c->front_dragoons / 2, r);
    }
  if (!is_attacker && in->round > 1 && in->type != BTH_LGA_BATTLE_WITHDRAWAL)
    add_battle (list, rules, "defender_stands", 1, "Defender stands (a round after the first)");
  if (is_attacker && in->flank_attack)
    {
      if (excluded (rules, in, "flank_attack"))
        g_ptr_array_add (b->notes, g_strdup ("No flank attack modifier in an assault [15.43]"));
      else
        add_battle (list, rules, "flank_attack", 1, "Flank attack: from hexes not adjacent to each other, no new front line against them");
    }
  if (side->unsupplied)
    add_battle (list, rules, "unsupplied", 1, "Unsupplied units (front line or reserve)");
  if (side->forced_from_winter_quarters)
    add_battle (list, rules, "winter_quarters", 1, "Forced from Winter Quarters by enemy action this turn");
  if (!is_attacker && in->terrain != NULL && !excluded (rules, in, "terrain"))
    for (guint i = 0; in->terrain[i] != NULL; i++)
      {
        const BthLgaTerrain *ter = bth_lga_rules_terrain (rules, in->terrain[i]);
        if (ter->special)
          g_ptr_array_add (b->notes, g_strdup_printf ("%s: its combat effect is special (rivers 12.9, fortresses 15.0), not a modifier",
                                                      ter->terrain));
        else if (ter->drm != 0)
          bth_modifier_list_add (list, ter->drm, "[12.43]", "Terrain: %s", ter->terrain);
      }
  return TRUE;
}

static void
deployment_checks (BthLgaRules *rules, const BthLgaBattleInput *in, const Counts *a, const Counts *d, BthLgaBattle *b)
{
  int a_inf = a->front_infantry + a->reserve_infantry, d_inf = d->front_infantry + d->reserve_infantry;

  if (bth_lga_river_active (in))
    {
      /* [12.92 #2] the front lines are what 12.91 allows; every other unit is in reserve */
      g_ptr_array_add (b->notes, g_strdup ("River Crossing battle: the front lines are limited by 12.91, all other units are "
                                           "placed in the reserve (instead of the two-thirds of 12.31) [12.92]"));
      goto demoralized;
    }
  if (3 * a->front_infantry < 2 * a_inf)
    g_ptr_array_add (b->violations, g_strdup_printf ("[12.31] The attacker has %d of %d infantry SP in the front line: "
                                                     "at least two-thirds must be", a->front_infantry, a_inf));
  if (in->type == BTH_LGA_BATTLE_WITHDRAWAL && 3 * d->front_infantry > d_inf)
    g_ptr_array_add (b->violations, g_strdup_printf ("[12.81] The withdrawing defender has %d of %d infantry SP in the front line: "
                                                     "no more than one-third may be", d->front_infantry, d_inf));
  else if (in->type == BTH_LGA_BATTLE_NORMAL && 3 * d->front_infantry < 2 * d_inf)
    g_ptr_array_add (b->violations, g_strdup_printf ("[12.31] The defender has %d of %d infantry SP in the front line: "
                                                     "at least two-thirds must be", d->front_infantry, d_inf));
demoralized:
  for (int s = 0; s < 2; s++)
    {
      const BthLgaBattleSide *side = s == 0 ? &in->attacker : &in->defender;
      for (guint i = 0; i < side->n_units; i++)
        if (side->units[i].demoralized && is_cavalry (side->units[i].type) && !side->units[i].reserve
            && !(s == 1 && in->type == BTH_LGA_BATTLE_ASSAULT))
          g_ptr_array_add (b->violations, g_strdup_printf ("[12.35] The %s's demoralized cavalry (units[%u]) must be placed in the reserve",
                                                           s == 0 ? "attacker" : "defender", i));
    }
}

static int
ceil_percent (int sp, int percent)
{
  return (sp * percent + 99) / 100;
}

static void
side_result (BthLgaRules *rules, const BthLgaBattle *b, const BthLgaBattleInput *in, const BthLgaCrtSide *cell,
             gboolean is_attacker, BthLgaSideResult *r)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  int front = is_attacker ? b->attacker_front : b->defender_front;
  int reserve = is_attacker ? b->attacker_reserve : b->defender_reserve;

  memset (r, 0, sizeof *r);
  r->cell = cell;
  r->loss = cell->number * b->minimum_loss;
  r->withdraw = cell->withdraw;
  r->routed = cell->routed;
  r->leader_loss = cell->leader_loss;
  r->advance_points = cell->advance_points;
  if (cell->escalating_exchange)
    {
      r->loss = MIN (b->minimum_loss, front + reserve);
      r->loss_is_opening_bid = TRUE;
      r->max_bid = front + reserve;
    }
  if (cell->withdraw)
    {
      r->retreat_hexes = t->withdraw_retreat;
      r->morale_check = TRUE;
    }
  if (cell->routed)
    {
      r->loss = ceil_percent (front, t->rout_percent);
      r->loss_if_reserve_routs = ceil_percent (front + reserve, t->rout_percent);
      r->retreat_hexes = t->rout_retreat;
      r->morale_check = reserve > 0;
    }
  if (!is_attacker && in->type == BTH_LGA_BATTLE_WITHDRAWAL && !cell->routed)
    {
      /* [12.83] anything but Routed: casualties, then a Withdraw. */
      r->withdraw = TRUE;
      r->retreat_hexes = t->withdraw_retreat;
      r->morale_check = TRUE;
    }
  if (is_attacker && in->type == BTH_LGA_BATTLE_WITHDRAWAL)
    r->advance_points = MAX (r->advance_points, t->withdrawal_min_ap);
  if (!is_attacker && in->type == BTH_LGA_BATTLE_ASSAULT && (r->routed || r->withdraw))
    {
      r->captured = TRUE;     /* [15.47] */
      r->retreat_hexes = 0;
      r->morale_check = FALSE;
    }
  r->loss = MIN (r->loss, front + reserve);
  r->loss_if_reserve_routs = MIN (r->loss_if_reserve_routs, front + reserve);
  r->eliminated = front + reserve > 0 && r->loss >= front + reserve && !r->loss_is_opening_bid;
}

void
bth_lga_battle_row_results (BthLgaRules *rules, const BthLgaBattle *b, const BthLgaBattleInput *in,
                            const BthLgaOptions *options, int row, BthLgaSideResult *attacker, BthLgaSideResult *defender)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);

  side_result (rules, b, in, &t->crt[row].attacker, TRUE, attacker);
  side_result (rules, b, in, &t->crt[row].defender, FALSE, defender);
  bth_lga_river_results (rules, b, in, options, attacker, defender);
}

BthLgaBattle *
bth_lga_battle_prepare (BthLgaRules *rules, const BthLgaBattleInput *in, const BthLgaOptions *options, GError **error)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  g_autoptr(BthLgaBattle) b = g_new0 (BthLgaBattle, 1);
  BthLgaOdds buffer[16];
  guint n_steps;
  const BthLgaOdds *steps = bth_lga_rules_odds_steps (rules, options, &n_steps, buffer), *step;
  Counts a, d;
  g_autofree char *river_refusal = NULL;

  b->attacker_modifiers = bth_modifier_list_new ();
  b->defender_modifiers = bth_modifier_list_new ();
  b->leaders_at_risk = g_ptr_array_new_with_free_func (g_free);
  b->violations = g_ptr_array_new_with_free_func (g_free);
  b->notes = g_ptr_array_new_with_free_func (g_free);
  b->allowed = TRUE;

  for (guint i = 0; in->terrain != NULL && in->terrain[i] != NULL; i++)
    {
      const BthLgaTerrain *ter = bth_lga_rules_terrain (rules, in->terrain[i]);
      if (ter == NULL)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$.terrain[%u]: \"%s\" is not a terrain of the "
                       "Terrain Effects Chart (berthier-cli --game la-grande-armee tables terrain_effects)", i, in->terrain[i]);
          return NULL;
        }
      if (ter->not_allowed)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$.terrain[%u]: combat is not allowed in %s (NA) [12.11]",
                       i, ter->terrain);
          return NULL;
        }
    }
  a = count_side (&in->attacker, FALSE);
  d = count_side (&in->defender, in->type == BTH_LGA_BATTLE_ASSAULT);
  if (in->type == BTH_LGA_BATTLE_ASSAULT && count_side (&in->defender, FALSE).reserve > 0)
    g_ptr_array_add (b->notes, g_strdup ("The defender of an assault does not deploy: all his units form one combined defence [15.45]"));
  if (a.front < 1)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$.attacker.units: the attacker needs at least 1 SP in the front line [12.0]");
      return NULL;
    }
  b->attacker_front = a.front;
  b->attacker_reserve = a.reserve;
  b->defender_front = d.front;
  b->defender_reserve = d.reserve;
  b->defender_counted = in->type == BTH_LGA_BATTLE_ASSAULT ? d.front * t->assault_multiplier : d.front;
  if (in->type == BTH_LGA_BATTLE_ASSAULT)
    g_ptr_array_add (b->notes, g_strdup_printf ("The defender's %d SP inside the fortress count %d times: %d [15.41]",
                                                d.front, t->assault_multiplier, b->defender_counted));
  b->minimum_loss = bth_lga_rules_minimum_loss (rules, a.front);
  deployment_checks (rules, in, &a, &d, b);
  bth_lga_river_checks (rules, in, b->violations, b->notes);
  river_refusal = bth_lga_river_refusal (rules, in);

  /* The odds [12.0 step 4]: attacker's front line : defender's, in the defender's favour. */
  if (b->defender_counted == 0)
    step = NULL, b->odds = g_strdup_printf ("%d:0", a.front);
  else
    {
      step = bth_lga_round_odds (steps, n_steps, a.front, b->defender_counted);
      b->odds = g_strdup (step != NULL ? step->label : "");
    }
  if (river_refusal != NULL)
    {
      b->allowed = FALSE;
      b->verdict = g_steal_pointer (&river_refusal);
    }
  else if (in->defender_routed)
    {
      b->automatic = TRUE;
      b->verdict = g_strdup ("The defender is under a Rout marker: he is routed again, whatever the odds [13.27]");
    }
  else if (b->defender_counted == 0
           || (gint64) a.front * t->odds_automatic.den >= (gint64) b->defender_counted * t->odds_automatic.num)
    {
      g_free (b->odds);
      b->odds = g_strdup_printf ("%s+", t->odds_automatic.label);
      b->automatic = TRUE;
      b->verdict = g_strdup_printf ("%d:%d is %s or greater: the defending stack is eliminated and the attacker gains %d Advance Points [12.15]",
                                    a.front, b->defender_counted, t->odds_automatic.label, t->automatic_advance_points);
    }
  else
    {
      gboolean below = step == NULL;
      gboolean at_min = step != NULL && step->num == t->odds_minimum.num && step->den == t->odds_minimum.den
                        && (gint64) a.front * step->den == (gint64) b->defender_counted * step->num;

      if (below)
        {
          g_free (b->odds);
          b->odds = g_strdup_printf ("%d:%d", a.front, b->defender_counted);
        }
      if (in->mandatory_limited_zoc && (below || (at_min && !options->limited_zoc_worse_than_1_2)))
        {
          b->allowed = FALSE;
          b->verdict = g_strdup_printf ("A mandatory attack from a limited ZOC at %d:%d, %s or worse: the attacking stack is eliminated [12.14]",
                                        a.front, b->defender_counted, t->odds_minimum.label);
        }
      else if (below)
        {
          b->allowed = FALSE;
          b->verdict = g_strdup_printf ("%d:%d is worse than %s: the attack is not allowed and is cancelled [12.14]",
                                        a.front, b->defender_counted, t->odds_minimum.label);
        }
      else
        {
          b->odds_drm = step->drm;
          bth_modifier_list_add (b->attacker_modifiers, step->drm, "[12.0]", "Odds %d:%d rounded in the defender's favour to %s%s",
                                 a.front, b->defender_counted, step->label,
                                 options->odds_map_b_1_3 ? " (the reading “1:3 −3 (Map B copy)”)" : "");
        }
    }
  /* the odds modifier comes first, as the chart's Summary of Modifiers has it */
  if (!side_modifiers (rules, in, &in->attacker, TRUE, &a, options, b, b->attacker_modifiers, error)
      || !side_modifiers (rules, in, &in->defender, FALSE, &d, options, b, b->defender_modifiers, error))
    return NULL;

  b->attacker_drm = bth_modifier_list_sum (b->attacker_modifiers);
  b->defender_drm = bth_modifier_list_sum (b->defender_modifiers);
  b->net_drm = b->attacker_drm - b->defender_drm;
  if (b->allowed && !b->automatic)
    for (int d1 = 1; d1 <= 6; d1++)
      for (int d2 = 1; d2 <= 6; d2++)
        b->row_probability[CLAMP (d1 + d2 + b->net_drm, t->crt_min, t->crt_max)] += 1.0 / 36.0;
  return g_steal_pointer (&b);
}

void
bth_lga_battle_apply (BthLgaRules *rules, BthLgaBattle *b, const BthLgaBattleInput *in, const BthLgaOptions *options,
                      int die1, int die2)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);

  if (!b->allowed || b->automatic)
    {
      BthLgaSideResult *r;
      memset (&b->attacker, 0, sizeof b->attacker);
      memset (&b->defender, 0, sizeof b->defender);
      if (!b->allowed && in->mandatory_limited_zoc && !(bth_lga_river_active (in) && in->round > t->river_max_rounds))
        {
          b->attacker.eliminated = TRUE;
          b->attacker.loss = b->attacker_front + b->attacker_reserve;
        }
      else if (b->automatic && in->defender_routed)
        {
          r = &b->defender;
          r->routed = TRUE;
          r->loss = ceil_percent (b->defender_front + b->defender_reserve, t->rout_percent);
          r->retreat_hexes = t->rout_retreat;
        }
      else if (b->automatic)
        {
          b->defender.eliminated = TRUE;
          b->defender.loss = b->defender_front + b->defender_reserve;
          b->attacker.advance_points = t->automatic_advance_points;
        }
      return;
    }
  b->dice[0] = die1;
  b->dice[1] = die2;
  b->roll = die1 + die2;
  b->modified_roll = b->roll + b->net_drm;
  b->row = CLAMP (b->modified_roll, t->crt_min, t->crt_max);
  bth_lga_battle_row_results (rules, b, in, options, b->row, &b->attacker, &b->defender);
}

void
bth_lga_battle_free (BthLgaBattle *b)
{
  if (b == NULL)
    return;
  g_clear_pointer (&b->attacker_modifiers, g_array_unref);
  g_clear_pointer (&b->defender_modifiers, g_array_unref);
  g_clear_pointer (&b->leaders_at_risk, g_ptr_array_unref);
  g_clear_pointer (&b->violations, g_ptr_array_unref);
  g_clear_pointer (&b->notes, g_ptr_array_unref);
  g_free (b->verdict);
  g_free (b->odds);
  g_free (b);
}
