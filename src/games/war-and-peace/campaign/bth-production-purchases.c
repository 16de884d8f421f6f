/* bth-production-purchases.c — checking the proposed purchases (X.J.2–J.6, VIII.F.4) and
 * settling the accounts: PP spent, forfeited (X.J.2.h) and accumulated (X.J.5.b). */
#include "bth-production-private.h"

#include <string.h>

static gboolean
is_cavalry (const char *kind)
{
  return g_strcmp0 (kind, "C") == 0 || g_strcmp0 (kind, "GC") == 0 || g_strcmp0 (kind, "CC") == 0;
}

/* The state whose Force Pool a purchase takes from: a minor's, or the producing state's. */
static const char *
pool_name (const BthProductionResult *out, const BthProductionInput *in, const char *pool)
{
  return bth_production_name (out, pool != NULL ? pool : in->state);
}

static void
place (BthProductionResult *out, const char *pool, const char *kind, const char *satellite, int sp,
       const char *city, gboolean face_down, const char *rule)
{
  BthProductionPlacement p = { .pool = g_strdup (pool), .kind = g_strdup (kind), .satellite = g_strdup (satellite),
                               .sp = sp, .city = g_strdup (city), .face_down = face_down, .rule = g_strdup (rule) };

  g_array_append_val (out->placements, p);
}

static void
count_in_city (const BthProductionRules *r, BthProductionResult *out, GHashTable *city_sp, int index,
               const char *city, int sp, gboolean peninsular)
{
  int limit = peninsular ? r->hex_sp_limit : r->city_sp_limit;
  int now = GPOINTER_TO_INT (g_hash_table_lookup (city_sp, city)) + sp;

  g_hash_table_replace (city_sp, g_strdup (city), GINT_TO_POINTER (now));
  if (now > limit)
    bth_production_violate (out, index, peninsular ? r->hex_rule : r->city_sp_rule,
                            "%s: %d SP would be deployed there; at most %d in one Reinforcement Phase",
                            city, now, limit);
}

/* Where a naval unit may appear: a port of the state not controlled by the enemy
 * (X.J.6.b); England's at Portsmouth, its white-symbol city (X.J.5.f). */
static gboolean
check_port (const BthProductionRules *r, const BthProductionInput *in, BthProductionResult *out, int index,
            const char *name)
{
  const BthProductionCity *c = bth_production_find_city (in, name);

  if (c == NULL || !c->port)
    bth_production_violate (out, index, r->naval_rule, "%s is not a listed port of %s", name ? name : "(no city)",
                            bth_production_name (out, in->state));
  else if (c->enemy_controlled)
    bth_production_violate (out, index, r->naval_rule, "%s is controlled by an enemy force", name);
  else if (g_strcmp0 (in->state, "england") == 0 && c->symbol != BTH_PRODUCTION_SYMBOL_WHITE)
    bth_production_violate (out, index, r->england_january_rule, "English naval units are deployed at Portsmouth");
  else
    return TRUE;
  return FALSE;
}

/* Where army units may appear (X.J.2.a, J.3.b; VIII.F.4.i under the Peninsular rules). */
static void
check_deployment (const BthProductionRules *r, const BthProductionInput *in, BthProductionResult *out,
                  GHashTable *city_sp, int index, const BthProductionPurchase *p, gboolean kgl)
{
  const BthProductionCity *c = bth_production_find_city (in, p->city);

  if (p->city == NULL)
    {
      bth_production_violate (out, index, r->city_sp_rule, "The purchase needs a city to deploy in");
      return;
    }
  if (out->peninsular)
    {
      if (c == NULL && g_strcmp0 (p->kind, "P") == 0)
        bth_production_note (out, "%s: partisans deploy in an unoccupied mountain or city hex of their country (VIII.F.4.i)",
                             p->city);
      else if (c == NULL || c->minor_state != NULL)
        bth_production_violate (out, index, "VIII.F.4.i", "%s is not a listed city of %s", p->city,
                                bth_production_name (out, in->state));
      else if (c->enemy_occupied)
        bth_production_violate (out, index, "VIII.F.4.i", "%s is occupied by an enemy unit", p->city);
      count_in_city (r, out, city_sp, index, p->city, p->sp, TRUE);
      return;
    }
  if (c == NULL || (c->symbol == BTH_PRODUCTION_SYMBOL_NONE && !c->symbol_unknown))
    bth_production_violate (out, index, r->city_sp_rule, "%s is not a listed production city of %s", p->city,
                            bth_production_name (out, in->state));
  else if (c->enemy_occupied || c->enemy_controlled)
    bth_production_violate (out, index, r->city_sp_rule, "%s is occupied by an enemy army", p->city);
  else if (g_strcmp0 (in->state, r->foreign_war_state) == 0 && in->at_war_with_turkey &&
           g_str_equal (c->name, r->foreign_war_city))
    bth_production_violate (out, index, r->foreign_war_rule, "%s is not a production city during the war with Turkey",
                            p->city);
  else if (g_strcmp0 (in->state, "france") == 0 && bth_production_kind_in (r->french_excluded, c->name))
    bth_production_violate (out, index, r->french_rule, "%s is not a French production city", p->city);
  else if (p->pool != NULL && !kgl && !in->options.minor_units_any_city && g_strcmp0 (c->minor_state, p->pool) != 0)
    bth_production_violate (out, index, "X.J.3.b", "Units of %s deploy at %s's production city",
                            bth_production_name (out, p->pool), bth_production_name (out, p->pool));
  /* Reading black_city_landwehr_only (docs/readings.md): C.6 "A city with a black symbol may
   * only produce landwehr" read as where units appear, not only what its points buy (X.J.2.e). */
  else if (in->options.black_city_landwehr_only && !bth_production_kind_in (r->black_buys, p->kind) &&
           c->symbol == BTH_PRODUCTION_SYMBOL_BLACK)
    bth_production_violate (out, index, "C.6", "%s has a black symbol: it may only produce landwehr (the reading "
                            "“Black-Symbol Cities: Landwehr Only”)", p->city);
  else if (in->options.black_city_landwehr_only && !bth_production_kind_in (r->black_buys, p->kind) &&
           c->symbol_unknown)
    bth_production_note (out, "Whether %s may receive %s is unknown: a black-symbol city may only produce landwehr "
                         "(C.6, the reading “Black-Symbol Cities: Landwehr Only”) — enter %s's symbol from the Campaign Game Card",
                         p->city, p->kind, p->city);
  count_in_city (r, out, city_sp, index, p->city, p->sp, FALSE);
}

/* KGL: bought from the English pool with the PP of Brunswick or Hanover (X.J.3.d). */
static void
check_kgl (const BthProductionInput *in, BthProductionResult *out, int index, const BthProductionPurchase *p)
{
  gboolean paid_by_source = FALSE;

  if (g_strcmp0 (in->state, "england") != 0)
    bth_production_violate (out, index, "X.J.3.d", "King's German Legion units are in the English Force Pool");
  for (guint i = 0; i < in->n_cities; i++)
    if (in->cities[i].kgl_source && !in->cities[i].enemy_controlled &&
        g_strcmp0 (in->cities[i].minor_state, p->pool) == 0)
      paid_by_source = TRUE;
  if (!paid_by_source)
    bth_production_violate (out, index, "X.J.3.d",
                            "King's German Legion units are paid with the PP of Brunswick or Hanover");
  if (in->kgl_objection && !p->kgl_replacement)
    bth_production_violate (out, index, "X.J.3.d",
                            "The player holding Hanover or Brunswick objects: England may only replace KGL units lost in play (Question Box)");
}

/* X.J.7.a: the states that produce landwehr are those the data adds landwehr for. */
static gboolean
landwehr_state (const BthProductionRules *r, const char *state)
{
  for (guint i = 0; i < r->n_landwehr; i++)
    if (g_strcmp0 (r->landwehr[i].state, state) == 0)
      return TRUE;
  return FALSE;
}

static int
unit_cost (const BthProductionRules *r, const BthProductionInput *in, const BthProductionResult *out,
           const char *kind)
{
  if (bth_production_kind_in (r->white_buys, kind))
    return 2 * (bth_production_is_iberian (in) ? r->iberian_naval_cost : r->naval_cost);
  return out->peninsular ? bth_production_rp_cost_halves (r, kind) : bth_production_cost_halves (r, kind);
}

static int
installment_box (const BthProductionRules *r, gboolean iberian, int paid)
{
  if (iberian)    /* X.J.6.d: box 5 after the first of six installments, deployed after the sixth */
    return r->naval_start_box - (paid / r->iberian_naval_installment - 1);
  return r->naval_start_box - (paid - r->naval_down_payment);
}

static void
track (BthProductionResult *out, const BthProductionRules *r, const BthProductionInput *in, const char *kind,
       int paid, const char *city)
{
  gboolean iberian = bth_production_is_iberian (in);
  int total = iberian ? r->iberian_naval_cost : r->naval_cost;
  BthProductionTrackUnit t = { .kind = g_strdup (kind), .paid = paid, .city = g_strdup (city) };

  t.deployed = paid >= total;
  t.box = t.deployed ? 0 : installment_box (r, iberian, paid);
  g_array_append_val (out->track, t);
}

/* One proposed purchase: its cost, the account it draws on, pool and deployment. */
static void
check_one (const BthProductionRules *r, const BthProductionInput *in, BthProductionResult *out, GPtrArray *accounts,
           GHashTable *pool, GHashTable *city_sp, GHashTable *groups, int index)
{
  const BthProductionPurchase *p = &in->purchases[index];
  gboolean naval = bth_production_kind_in (r->white_buys, p->kind);
  gboolean landwehr = bth_production_kind_in (r->black_buys, p->kind);
  gboolean kgl = g_strcmp0 (p->satellite, "K") == 0;
  gboolean england_pool = g_strcmp0 (in->state, "england") == 0 && (p->pool == NULL || kgl);
  gboolean takes = p->type == BTH_PURCHASE_UNIT || p->type == BTH_PURCHASE_INSTALLMENT ||
                   p->type == BTH_PURCHASE_DOWN_PAYMENT;
  BthProductionAccount *account = bth_production_account (accounts, p->pool);
  int each = unit_cost (r, in, out, p->kind), cost = 0;

  switch (p->type)
    {
    case BTH_PURCHASE_UNIT:
      if (each < 0)
        bth_production_violate (out, index, out->peninsular ? r->rp_costs_rule : r->costs_rule,
                                "%s has no purchase cost%s", p->kind, out->peninsular ? " under the Scenario VIII rules" : "");
      else
        cost = each * p->sp;
      break;
    case BTH_PURCHASE_INSTALLMENT:
      if (!naval)
        bth_production_violate (out, index, r->installment_rule, "Only naval units are bought on the installment plan");
      cost = 2 * p->sp * (bth_production_is_iberian (in) ? r->iberian_naval_installment : r->naval_down_payment);
      for (int k = 0; k < p->sp; k++)
        track (out, r, in, p->kind, cost / 2 / p->sp, p->city);
      break;
    case BTH_PURCHASE_DOWN_PAYMENT:
    case BTH_PURCHASE_COMPLETE:
      if (!out->peninsular || !is_cavalry (p->kind) || each < 0)
        bth_production_violate (out, index, r->down_payment_rule,
                                "Only cavalry under the Scenario VIII rules may be bought with a down payment");
      else
        {
          int down = each * r->down_payment_num / r->down_payment_den;
          cost = p->sp * (p->type == BTH_PURCHASE_DOWN_PAYMENT ? down : each - down);
        }
      if (p->type == BTH_PURCHASE_COMPLETE)
        bth_production_note (out, "%d %s paid in full: turn the face-down unit face-up (VIII.F.4.g)", p->sp, p->kind);
      break;
    case BTH_PURCHASE_PRIZE_REPAIR:
      if (!naval)
        bth_production_violate (out, index, r->prize_rule, "Only naval prizes are repaired");
      cost = 2 * p->sp * (g_strcmp0 (p->kind, "T") == 0 ? r->prize_transport_pp : r->prize_squadron_pp);
      bth_production_note (out, "Prize repair: one at a time, in a friendly port; a squadron takes three full months, a transport one (X.K.6.d)");
      break;
    case BTH_PURCHASE_DAMAGE_REPAIR:
      if (!naval)
        bth_production_violate (out, index, r->damage_rule, "Only damaged naval units are repaired");
      cost = 2 * p->sp * r->damage_pp;
      bth_production_note (out, "Battle damage repair takes one complete turn (X.K.7.c)");
      break;
    }
  g_array_append_val (out->costs, cost);

  if (kgl)
    check_kgl (in, out, index, p);
  else if (p->pool != NULL)
    {
      const BthProductionMinor *minor = bth_production_find_minor (in, p->pool);
      const char *first;

      if (minor == NULL)
        bth_production_violate (out, index, "X.J.3.b", "Minor state \"%s\" is not listed in minor_states", p->pool);
      else if (!minor->formed)
        bth_production_violate (out, index, "X.H.1.d",
                                "%s is not formed: its units may not be built or replaced until it is (Question Box)",
                                bth_production_name (out, p->pool));
      else if (minor->neutral)
        bth_production_violate (out, index, "X.J.3.a", "%s is neutral: a neutral minor state has no production",
                                bth_production_name (out, p->pool));
      else if ((first = g_hash_table_lookup (groups, minor->group)) == NULL)
        g_hash_table_insert (groups, minor->group, minor->id);
      else if (!g_str_equal (first, minor->id))
        bth_production_violate (out, index, r->groups_rule,
                                "Units may be bought from only %d state of the %s group in one Reinforcement Phase (%s already)",
                                r->states_per_group, minor->group, bth_production_name (out, first));
    }
  if (landwehr && p->pool == NULL && !landwehr_state (r, in->state))
    bth_production_violate (out, index, "X.J.7.a",
                            "Only Austria and Prussia produce landwehr of their own; a minor state's landwehr come from its pool");
  if (bth_production_is_iberian (in) && !in->invaded &&
      (g_strcmp0 (p->kind, "M") == 0 || g_strcmp0 (p->kind, "P") == 0))
    bth_production_violate (out, index, "X.J.4.d",
                            "Spanish and Portuguese militia and partisans are bought only while an opposing foreign army is inside the country");

  if (p->type == BTH_PURCHASE_PRIZE_REPAIR || p->type == BTH_PURCHASE_DAMAGE_REPAIR || p->type == BTH_PURCHASE_COMPLETE)
    account->need_any += cost;
  else if (naval)
    account->need_naval += cost;
  else if (landwehr)
    account->need_landwehr += cost;
  else
    account->need_any += cost;
  if (england_pool && takes)
    {
      if (naval)
        out->england_naval_spent += cost;
      else
        out->england_land_spent += cost;
    }

  if (takes)
    {
      const char *owner = kgl ? NULL : p->pool;
      int have = bth_production_pool_get (pool, owner, p->kind, p->satellite);
      if (have < p->sp)
        bth_production_violate (out, index, r->costs_rule, "The %s Force Pool holds %d %s%s%s, not %d",
                                pool_name (out, in, owner), have, p->kind, p->satellite ? " " : "",
                                p->satellite ? p->satellite : "", p->sp);
      bth_production_pool_add (pool, owner, p->kind, p->satellite, -p->sp);
    }
  if (p->type == BTH_PURCHASE_UNIT || p->type == BTH_PURCHASE_DOWN_PAYMENT)
    {
      if (naval)
        {
          if (check_port (r, in, out, index, p->city) && in->options.naval_counts_city_limit)
            count_in_city (r, out, city_sp, index, p->city, p->sp, out->peninsular);
        }
      else
        check_deployment (r, in, out, city_sp, index, p, kgl);
      place (out, p->pool, p->kind, p->satellite, p->sp, p->city, p->type == BTH_PURCHASE_DOWN_PAYMENT,
             p->type == BTH_PURCHASE_DOWN_PAYMENT ? r->down_payment_rule : naval ? r->naval_rule : r->city_sp_rule);
    }
}

/* VIII.F.5: a non-French SP inside Madrid brings one free Spanish militia SP. */
static void
madrid_militia (const BthProductionRules *r, const BthProductionInput *in, BthProductionResult *out, GHashTable *pool)
{
  int have;

  if (g_strcmp0 (in->state, "spain") != 0 || !in->non_french_in_madrid)
    return;
  have = bth_production_pool_get (pool, NULL, "M", NULL);
  if (have < r->madrid_militia)
    {
      bth_production_note (out, "Madrid: no Spanish militia left in the Force Pool for the free SP (VIII.F.5)");
      return;
    }
  bth_production_pool_add (pool, NULL, "M", NULL, -r->madrid_militia);
  place (out, NULL, "M", NULL, r->madrid_militia, "Madrid", FALSE, r->madrid_rule);
}

/* Naval units already on the Production Track move down as they are paid (X.J.6.c–d). */
static void
installments (const BthProductionRules *r, const BthProductionInput *in, BthProductionResult *out, GPtrArray *accounts)
{
  BthProductionAccount *own = bth_production_account (accounts, NULL);
  gboolean iberian = bth_production_is_iberian (in);
  int total = iberian ? r->iberian_naval_cost : r->naval_cost;

  for (guint i = 0; i < in->n_installments; i++)
    {
      const BthProductionInstallment *t = &in->installments[i];
      int paid = t->paid + t->pay;

      if (!bth_production_kind_in (r->white_buys, t->kind))
        bth_production_violate (out, -1, r->installment_rule, "Only naval units are on the Production Track");
      if (paid > total)
        bth_production_violate (out, -1, r->installment_rule, "A %s on the Production Track costs %d in all; %d would be paid",
                                t->kind, total, paid);
      if (iberian && t->pay % r->iberian_naval_installment != 0)
        bth_production_violate (out, -1, r->iberian_naval_rule, "Spanish and Portuguese naval units are paid in installments of %d",
                                r->iberian_naval_installment);
      own->need_naval += 2 * t->pay;
      if (g_strcmp0 (in->state, "england") == 0)
        out->england_naval_spent += 2 * t->pay;
      track (out, r, in, t->kind, MIN (paid, total), t->city);
      if (paid >= total && check_port (r, in, out, -1, t->city))
        place (out, NULL, t->kind, NULL, 1, t->city, FALSE, r->installment_rule);
    }
}

void
bth_production_check_purchases (const BthProductionRules *r, const BthProductionInput *in, BthProductionResult *out,
                                GPtrArray *accounts, GHashTable *pool)
{
  g_autoptr (GHashTable) city_sp = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) groups = g_hash_table_new (g_str_hash, g_str_equal);

  madrid_militia (r, in, out, pool);
  for (guint i = 0; i < in->n_purchases; i++)
    check_one (r, in, out, accounts, pool, city_sp, groups, (int) i);
  installments (r, in, out, accounts);

  /* VIII.F.4.f: no Spanish or Portuguese infantry or cavalry while militia or partisans
   * remain in the Force Pool (after this phase's purchases). */
  if (out->peninsular &&
      bth_production_pool_get (pool, NULL, "M", NULL) + bth_production_pool_get (pool, NULL, "P", NULL) > 0)
    for (guint i = 0; i < in->n_purchases; i++)
      {
        const BthProductionPurchase *p = &in->purchases[i];
        if ((g_strcmp0 (p->kind, "I") == 0 || is_cavalry (p->kind)) &&
            (p->type == BTH_PURCHASE_UNIT || p->type == BTH_PURCHASE_DOWN_PAYMENT))
          bth_production_violate (out, (int) i, r->irregulars_first_rule,
                                  "Infantry and cavalry may be bought only when no militia or partisans remain in the Force Pool");
      }

  if (g_strcmp0 (in->state, "england") == 0)
    {
      if (out->england_land_spent > 2 * r->england_land_max)
        bth_production_violate (out, -1, r->england_spend_rule, "At most %d PP a phase buy English land units (%g asked)",
                                r->england_land_max, out->england_land_spent / 2.0);
      if (out->england_naval_spent > 2 * r->england_naval_max)
        bth_production_violate (out, -1, r->england_spend_rule, "At most %d PP a phase buy English naval units (%g asked)",
                                r->england_naval_max, out->england_naval_spent / 2.0);
    }
}

/* Pays each account: landwehr from black-city points first, naval units from naval points
 * first, the rest (and any shortfall) from the regular points. What is left is forfeited
 * (X.J.2.h), except England's, which accumulates up to its limit (X.J.5.b) and, for
 * Portsmouth's naval points, on their own marker (X.J.5.e). */
void
bth_production_settle (const BthProductionRules *r, const BthProductionInput *in, BthProductionResult *out,
                       GPtrArray *accounts)
{
  gboolean england = g_strcmp0 (in->state, "england") == 0;

  for (guint i = 0; i < out->cities->len; i++)
    {
      const BthProductionCityPP *c = &g_array_index (out->cities, BthProductionCityPP, i);
      if (g_str_equal (c->fund, "regular"))
        out->regular += c->halves;
      else if (g_str_equal (c->fund, "landwehr"))
        out->landwehr += c->halves;
      else if (g_str_equal (c->fund, "naval"))
        out->naval += c->halves;
    }
  for (guint i = 0; i < accounts->len; i++)
    {
      BthProductionAccount *a = g_ptr_array_index (accounts, i);
      int use_l = MIN (a->need_landwehr, a->landwehr), use_n = MIN (a->need_naval, a->naval);
      int need = a->need_any + (a->need_landwehr - use_l) + (a->need_naval - use_n);
      int left_any = MAX (0, a->any - need);

      out->total += a->any + a->landwehr + a->naval;
      out->spent += a->need_any + a->need_landwehr + a->need_naval;
      if (need > a->any)
        /* The points that buy one kind only: black cities' landwehr (X.J.2.e), Portsmouth's
         * naval units (X.J.5.e). */
        bth_production_violate (out, -1, a->naval > 0 && a->landwehr == 0 ? r->white_rule
                                         : a->landwehr > 0 ? r->symbols_rule : r->costs_rule,
                                "%s's purchases cost %g PP; only %g PP are available for them "
                                "(%g regular, %g landwehr-only, %g naval-only)",
                                bth_production_name (out, a->id ? a->id : in->state), (a->need_any + a->need_landwehr + a->need_naval) / 2.0,
                                (a->any + use_l + use_n) / 2.0, a->any / 2.0, a->landwehr / 2.0, a->naval / 2.0);
      if (a->id != NULL)
        g_hash_table_replace (out->minor_funds, g_strdup (a->id), GINT_TO_POINTER (a->any + a->landwehr + a->naval));
      if (a->id == NULL && england)
        {
          out->england_accumulated_after = MIN (2 * r->england_accumulate_max, left_any);
          out->england_naval_accumulated_after = a->naval - use_n;
          /* Reading portsmouth_within_cap: the five of X.J.5.b count both markers; the regular
           * points are kept first (they buy naval units too, X.J.5.f), Portsmouth's up to the rest. */
          if (in->options.portsmouth_within_cap)
            {
              int naval_kept = MIN (out->england_naval_accumulated_after,
                                    2 * r->england_accumulate_max - out->england_accumulated_after);
              out->forfeited += out->england_naval_accumulated_after - naval_kept;
              out->england_naval_accumulated_after = naval_kept;
            }
          out->forfeited += left_any - out->england_accumulated_after + (a->landwehr - use_l);
        }
      else
        out->forfeited += left_any + (a->landwehr - use_l) + (a->naval - use_n);
    }
}
