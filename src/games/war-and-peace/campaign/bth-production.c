/* bth-production.c — the Production Points of one Reinforcement Phase (X.J.2–J.5) and the
 * pool additions that precede the purchases (X.J.5.f, J.7, VIII.F.5). The purchases
 * themselves are checked in bth-production-purchases.c. */
#include "bth-production-private.h"
#include "bth-error.h"

#include <string.h>

static const char *const status_names[] = { "neutral", "pro_french", "anti_french" };

const char *
bth_production_status_to_string (BthProductionStatus status)
{
  return status_names[status];
}

gboolean
bth_production_status_from_string (const char *text, BthProductionStatus *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (status_names); i++)
    if (g_strcmp0 (text, status_names[i]) == 0)
      {
        *out = (BthProductionStatus) i;
        return TRUE;
      }
  return FALSE;
}

void
bth_production_input_clear (BthProductionInput *in)
{
  for (guint i = 0; i < in->n_cities; i++)
    {
      g_free (in->cities[i].name);
      g_free (in->cities[i].minor_state);
    }
  for (guint i = 0; i < in->n_minors; i++)
    {
      g_free (in->minors[i].id);
      g_free (in->minors[i].group);
    }
  for (guint i = 0; i < in->n_pool; i++)
    {
      g_free (in->pool[i].pool);
      g_free (in->pool[i].kind);
      g_free (in->pool[i].satellite);
    }
  for (guint i = 0; i < in->n_counters; i++)
    g_free (in->counters[i].kind);
  for (guint i = 0; i < in->n_purchases; i++)
    {
      g_free (in->purchases[i].pool);
      g_free (in->purchases[i].kind);
      g_free (in->purchases[i].satellite);
      g_free (in->purchases[i].city);
    }
  for (guint i = 0; i < in->n_installments; i++)
    {
      g_free (in->installments[i].kind);
      g_free (in->installments[i].city);
    }
  for (guint i = 0; i < in->n_loans; i++)
    g_free (in->loans[i].to);
  g_free (in->cities);
  g_free (in->minors);
  g_free (in->pool);
  g_free (in->counters);
  g_free (in->purchases);
  g_free (in->installments);
  g_free (in->loans);
  g_free (in->state);
  g_free (in->january_naval_addition);
  memset (in, 0, sizeof *in);
}

static void
city_pp_clear (BthProductionCityPP *c)
{
  g_free (c->name);
  g_free (c->fund);
  g_free (c->reason);
  g_free (c->rule);
}

static void
placement_clear (BthProductionPlacement *p)
{
  g_free (p->pool);
  g_free (p->kind);
  g_free (p->satellite);
  g_free (p->city);
  g_free (p->rule);
}

static void
addition_clear (BthProductionAddition *a)
{
  g_free (a->kind);
  g_free (a->rule);
  g_free (a->reason);
}

static void
track_clear (BthProductionTrackUnit *t)
{
  g_free (t->kind);
  g_free (t->city);
}

static void
violation_clear (BthProductionViolation *v)
{
  g_free (v->rule);
  g_free (v->message);
}

static GArray *
array_new (guint size, gpointer clear)
{
  GArray *a = g_array_new (FALSE, TRUE, size);

  if (clear != NULL)
    g_array_set_clear_func (a, (GDestroyNotify) clear);
  return a;
}

void
bth_production_result_clear (BthProductionResult *r)
{
  g_clear_pointer (&r->modifiers, g_array_unref);
  g_clear_pointer (&r->cities, g_array_unref);
  g_clear_pointer (&r->minor_funds, g_hash_table_unref);
  g_clear_pointer (&r->costs, g_array_unref);
  g_clear_pointer (&r->placements, g_array_unref);
  g_clear_pointer (&r->additions, g_array_unref);
  g_clear_pointer (&r->track, g_array_unref);
  g_clear_pointer (&r->violations, g_array_unref);
  g_clear_pointer (&r->notes, g_ptr_array_unref);
  g_clear_pointer (&r->unknowns, g_ptr_array_unref);
}

gboolean
bth_production_result_known (const BthProductionResult *r)
{
  return r->unknowns == NULL || r->unknowns->len == 0;
}

gboolean
bth_production_result_legal (const BthProductionResult *r)
{
  return (r->violations == NULL || r->violations->len == 0) && bth_production_result_known (r);
}

const char *
bth_production_name (const BthProductionResult *r, const char *id)
{
  return bth_campaign_rules_state_name (r->names, id);
}

void
bth_production_violate (BthProductionResult *r, int purchase, const char *rule, const char *format, ...)
{
  BthProductionViolation v = { .rule = g_strdup (rule), .purchase = purchase };
  va_list args;

  va_start (args, format);
  v.message = g_strdup_vprintf (format, args);
  va_end (args);
  g_array_append_val (r->violations, v);
}

void
bth_production_note (BthProductionResult *r, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (r->notes, g_strdup_vprintf (format, args));
  va_end (args);
}

gboolean
bth_production_is_iberian (const BthProductionInput *in)
{
  return g_strcmp0 (in->state, "spain") == 0 || g_strcmp0 (in->state, "portugal") == 0;
}

const BthProductionMinor *
bth_production_find_minor (const BthProductionInput *in, const char *id)
{
  for (guint i = 0; id != NULL && i < in->n_minors; i++)
    if (g_str_equal (in->minors[i].id, id))
      return &in->minors[i];
  return NULL;
}

const BthProductionCity *
bth_production_find_city (const BthProductionInput *in, const char *name)
{
  for (guint i = 0; name != NULL && i < in->n_cities; i++)
    if (g_str_equal (in->cities[i].name, name))
      return &in->cities[i];
  return NULL;
}

gboolean
bth_production_kind_in (char **kinds, const char *kind)
{
  return kind != NULL && g_strv_contains ((const char * const *) kinds, kind);
}

BthProductionAccount *
bth_production_account (GPtrArray *accounts, const char *id)
{
  BthProductionAccount *a;

  for (guint i = 0; i < accounts->len; i++)
    if (g_strcmp0 (((BthProductionAccount *) g_ptr_array_index (accounts, i))->id, id) == 0)
      return g_ptr_array_index (accounts, i);
  a = g_new0 (BthProductionAccount, 1);
  a->id = g_strdup (id);
  g_ptr_array_add (accounts, a);
  return a;
}

static void
account_free (BthProductionAccount *a)
{
  g_free (a->id);
  g_free (a);
}

/* "pool|kind|satellite" → SP left in the working copy of the Force Pool. */
char *
bth_production_pool_key (const char *pool, const char *kind, const char *satellite)
{
  return g_strdup_printf ("%s|%s|%s", pool ? pool : "", kind ? kind : "", satellite ? satellite : "");
}

int
bth_production_pool_get (GHashTable *pool, const char *owner, const char *kind, const char *satellite)
{
  g_autofree char *key = bth_production_pool_key (owner, kind, satellite);

  return GPOINTER_TO_INT (g_hash_table_lookup (pool, key));
}

void
bth_production_pool_add (GHashTable *pool, const char *owner, const char *kind, const char *satellite,
                         int sp)
{
  char *key = bth_production_pool_key (owner, kind, satellite);
  int now = GPOINTER_TO_INT (g_hash_table_lookup (pool, key));

  g_hash_table_replace (pool, key, GINT_TO_POINTER (now + sp));
}

static int
counters_free (const BthProductionInput *in, const char *kind)
{
  if (in->n_counters == 0)
    return G_MAXINT;      /* not entered: no cap, and a note says so */
  for (guint i = 0; i < in->n_counters; i++)
    if (g_str_equal (in->counters[i].kind, kind))
      return in->counters[i].count;
  return 0;
}

static void
add_to_pool (const BthProductionInput *in, BthProductionResult *out, GHashTable *pool,
             const char *kind, int sp, const char *rule, const char *reason)
{
  int free_counters = counters_free (in, kind);
  BthProductionAddition a = { .kind = g_strdup (kind), .sp = MIN (sp, free_counters),
                              .rule = g_strdup (rule), .reason = g_strdup (reason) };

  if (in->n_counters == 0)
    bth_production_note (out, "The counter mix is not entered: %d %s added without checking it (X.J.1.f)", sp, kind);
  /* X.J.1.f and the Question Box: "If there is no counter available, the addition is ignored." */
  if (a.sp < sp)
    bth_production_note (out, "Counter mix: only %d of the %d %s due (%s) could be added; the rest is ignored (X.J.1.f)",
                         a.sp, sp, kind, reason);
  bth_production_pool_add (pool, NULL, kind, NULL, a.sp);
  g_array_append_val (out->additions, a);
}

/* X.J.7.b–c: landwehr for an anti-French Austria or Prussia; X.J.5.f: England's January
 * naval unit. Both are limited by the counter mix. */
static void
pool_additions (const BthProductionRules *r, const BthProductionInput *in, BthProductionResult *out,
                GHashTable *pool)
{
  int now = in->year * 12 + in->month - 1;
  const BthLandwehrAddition *best = NULL;

  for (guint i = 0; i < r->n_landwehr; i++)
    {
      const BthLandwehrAddition *l = &r->landwehr[i];
      if (g_str_equal (l->state, in->state) && l->from <= now && (best == NULL || l->from > best->from))
        best = l;
    }
  if (best != NULL && in->status == BTH_PRODUCTION_ANTI_FRENCH)
    add_to_pool (in, out, pool, "L", best->sp, best->rule, "Landwehr for an anti-French power");

  if (in->january_naval_addition != NULL)
    {
      if (g_strcmp0 (in->state, "england") != 0 || in->month != 1)
        bth_production_violate (out, -1, r->england_january_rule,
                                "Only England adds a naval unit to its Force Pool, and only in January");
      else
        add_to_pool (in, out, pool, in->january_naval_addition, r->england_january_naval,
                     r->england_january_rule, "England's January naval unit");
    }
}

static void
add_city (BthProductionResult *out, const char *name, const char *fund, int halves, const char *reason,
          const char *rule)
{
  BthProductionCityPP c = { .name = g_strdup (name), .fund = g_strdup (fund), .halves = halves,
                            .reason = g_strdup (reason), .rule = g_strdup (rule) };

  g_array_append_val (out->cities, c);
}

/* The die and its modifiers (X.J.2.b–c). */
static gboolean
roll_die (const BthProductionRules *r, const BthProductionInput *in, BthDice *dice,
          BthProductionResult *out, GError **error)
{
  out->die = in->die;
  if (out->die == 0 &&
      (out->die = bth_dice_roll (dice, r->dice, 6, "Production (X.J.2.b)", NULL, error)) < 0)
    return FALSE;
  for (guint i = 0; i < r->n_modifiers; i++)
    {
      const BthProductionModifierDef *m = &r->modifiers[i];
      gboolean applies = FALSE;

      if (!g_str_equal (m->state, in->state))
        continue;
      if (g_str_equal (m->id, "napoleon_in_paris"))
        applies = in->napoleon_in_paris;
      else if (g_str_equal (m->id, "enemy_sp_on_mapboard"))
        applies = in->enemy_sp_on_mapboard_4 >= m->at_least;
      else if (g_str_equal (m->id, "portugal_pro_french"))
        applies = in->portugal_pro_french;
      if (applies)
        bth_modifier_list_add (out->modifiers, m->value, m->rule, "%s", m->reason);
    }
  out->modified_die = out->die + bth_modifier_list_sum (out->modifiers);
  out->pp_per_city = out->modified_die <= r->low_at_most ? r->low_pp : r->high_pp;
  return TRUE;
}

/* X.J.2.b, J.2.e, J.3, J.5.e: each production city's PP and the fund they go to. */
static void
city_points (const BthProductionRules *r, const BthProductionInput *in, BthProductionResult *out,
             GPtrArray *accounts)
{
  gboolean england = g_strcmp0 (in->state, "england") == 0;
  gboolean lloyds_cap = england && in->lloyds_rate > 0 && in->lloyds_rate >= r->lloyds_cap_rate;
  guint chosen = 0;

  for (guint i = 0; i < in->n_cities; i++)
    {
      const BthProductionCity *c = &in->cities[i];
      const BthProductionMinor *minor = bth_production_find_minor (in, c->minor_state);
      BthProductionAccount *account = bth_production_account (accounts, c->minor_state);
      g_autofree char *fund = NULL;
      int pp = out->pp_per_city;

      if (c->symbol == BTH_PRODUCTION_SYMBOL_NONE && !c->symbol_unknown)
        continue;     /* listed for deployment or as a port only */
      fund = c->minor_state ? g_strdup_printf ("minor:%s", c->minor_state)
                            : g_strdup (c->symbol == BTH_PRODUCTION_SYMBOL_BLACK ? "landwehr"
                                        : c->symbol == BTH_PRODUCTION_SYMBOL_WHITE ? "naval" : "regular");
      if (c->enemy_controlled)
        {
          add_city (out, c->name, fund, 0, "Controlled by an enemy force", r->per_city_rule);
          if (c->capital && in->conquered)
            bth_production_note (out, "%s: the conqueror must vacate the capital in its first Movement Phase; "
                                 "an infantry unit without a leader is withdrawn (X.I.2.c; Question Box)", c->name);
          continue;
        }
      if (g_strcmp0 (in->state, r->foreign_war_state) == 0 && in->at_war_with_turkey &&
          g_str_equal (c->name, r->foreign_war_city))
        {
          add_city (out, c->name, fund, 0, "Not a production city while Russia is at war with Turkey",
                    r->foreign_war_rule);
          continue;
        }
      if (c->minor_state != NULL && minor == NULL)
        {
          bth_production_violate (out, -1, "X.J.3.b", "%s: minor state \"%s\" is not listed in minor_states",
                                  c->name, c->minor_state);
          continue;
        }
      if (minor != NULL && (minor->neutral || !minor->formed))
        {
          add_city (out, c->name, fund, 0, minor->neutral ? "The minor state is neutral" : "The minor state is not formed",
                    minor->neutral ? "X.J.3.a" : "X.H.1");
          continue;
        }
      if (g_strcmp0 (in->state, "france") == 0 && c->minor_state == NULL)
        {
          if (bth_production_kind_in (r->french_excluded, c->name))
            {
              add_city (out, c->name, fund, 0, "Not a French production city", r->french_rule);
              continue;
            }
          if (!c->capital && ++chosen == (guint) r->french_chosen + 1)
            bth_production_violate (out, -1, r->french_rule,
                                    "France may use only %d major cities in France besides Paris", r->french_chosen);
        }
      if (c->symbol_unknown)
        {
          /* Never a silent 0: the symbol decides the PP and what they buy (X.J.2.e). */
          g_autofree char *what = g_strdup_printf ("%s's production symbol (X.J.2.e)", c->name);
          g_autofree char *reason = g_strdup_printf ("Unknown — enter %s's symbol from the Campaign Game Card",
                                                     c->name);
          BthProductionCityPP city_pp = { .name = g_strdup (c->name), .fund = g_strdup ("unknown"), .halves = 0,
                                     .reason = g_steal_pointer (&reason), .rule = g_strdup ("X.J.2.e"),
                                     .unknown = TRUE };
          g_array_append_val (out->cities, city_pp);
          g_ptr_array_add (out->unknowns, g_steal_pointer (&what));
          continue;
        }
      if (lloyds_cap && pp > r->lloyds_cap_pp)
        {
          pp = r->lloyds_cap_pp;
          add_city (out, c->name, fund, 2 * pp, "Lloyd's insurance rate: one point per production center",
                    r->lloyds_cap_rule);
        }
      else
        add_city (out, c->name, fund, 2 * pp, NULL, NULL);
      if (c->symbol == BTH_PRODUCTION_SYMBOL_BLACK)
        account->landwehr += 2 * pp;
      else if (c->symbol == BTH_PRODUCTION_SYMBOL_WHITE)
        account->naval += 2 * pp;
      else
        account->any += 2 * pp;
    }
}

/* VIII.F.3.a: under the Peninsular rules an invaded Spain or Portugal receives 2 RP per
 * major and 1 per minor city not occupied by the enemy; no die is rolled. */
static void
peninsular_points (const BthProductionRules *r, const BthProductionInput *in, BthProductionResult *out,
                   GPtrArray *accounts)
{
  BthProductionAccount *own = bth_production_account (accounts, NULL);

  bth_production_note (out, "Invaded: the Card's \"if invaded\" units join the Force Pool at the moment of invasion (X.J.4.b)");
  for (guint i = 0; i < in->n_cities; i++)
    {
      const BthProductionCity *c = &in->cities[i];
      int rp = c->major ? r->rp_major : r->rp_minor;

      if (c->minor_state != NULL)
        continue;
      if (c->enemy_occupied)
        add_city (out, c->name, "regular", 0, "Occupied by an enemy unit", r->rp_rule);
      else
        {
          add_city (out, c->name, "regular", 2 * rp, c->major ? "Major city" : "Minor city", r->rp_rule);
          own->any += 2 * rp;
        }
    }
}

/* The most PP a state can generate from its own production cities (X.J.5.c). */
static int
loan_cap (const BthProductionRules *r, const BthProductionInput *in, const BthProductionResult *out)
{
  int cap = 0;

  for (guint i = 0; i < out->cities->len; i++)
    {
      const BthProductionCityPP *c = &g_array_index (out->cities, BthProductionCityPP, i);
      const BthProductionCity *city = bth_production_find_city (in, c->name);
      if (city == NULL || city->minor_state != NULL || (c->reason != NULL && c->halves == 0))
        continue;
      cap += in->options.loan_cap_this_turn ? c->halves / 2 : r->high_pp;
    }
  return cap;
}

/* English PP received (X.J.4.e, J.5.c) and England's own loans, accumulation and
 * Lloyd's obligations (X.J.5, K.8). */
static void
loans_and_england (const BthProductionRules *r, const BthProductionInput *in, BthProductionResult *out,
                   GPtrArray *accounts)
{
  BthProductionAccount *own = bth_production_account (accounts, NULL);
  gboolean iberian = bth_production_is_iberian (in);
  gboolean england = g_strcmp0 (in->state, "england") == 0;

  if (in->loans_received > 0)
    {
      gboolean native = iberian && (out->peninsular || !in->options.iberian_loan_rate_invaded_only);
      int rate = native ? r->iberian_loan_rate : 1;

      if (iberian && in->loans_received > r->iberian_loan_max)
        bth_production_violate (out, -1, r->iberian_loan_rule,
                                "England may lend Spain or Portugal at most %d PP a turn (%d received)",
                                r->iberian_loan_max, in->loans_received);
      else if (!iberian && in->loans_received > loan_cap (r, in, out))
        bth_production_violate (out, -1, r->loan_rule,
                                "A loan may not exceed the %d PP this state can generate from its own production cities (%d received)",
                                loan_cap (r, in, out), in->loans_received);
      out->loans = 2 * in->loans_received * rate;
      own->any += out->loans;
      if (native)
        bth_production_note (out, "Each English PP lent is worth %d native points (%s)", rate, r->iberian_loan_rule);
    }

  if (!england)
    {
      if (in->england_accumulated > 0 || in->england_naval_accumulated > 0 || in->n_loans > 0)
        bth_production_violate (out, -1, r->england_accumulate_rule, "Only England accumulates and lends PP");
      return;
    }
  {
    int lent = 0;

    for (guint i = 0; i < in->n_loans; i++)
      {
        const BthProductionLoan *l = &in->loans[i];
        lent += l->pp;
        if (l->by_squadron)
          bth_production_violate (out, -1, "X.F.3.a",
                                  "Loan to %s: only transports carry production points, not squadrons (Question Box)",
                                  bth_production_name (out, l->to));
        if ((g_str_equal (l->to, "spain") || g_str_equal (l->to, "portugal")) && l->pp > r->iberian_loan_max)
          bth_production_violate (out, -1, r->iberian_loan_rule, "Loan to %s: at most %d English PP a turn",
                                  bth_production_name (out, l->to), r->iberian_loan_max);
        if (in->lloyds_rate > 0 && in->lloyds_rate >= r->lloyds_no_loans_rate)
          bth_production_violate (out, -1, r->lloyds_no_loans_rule,
                                  "Loan to %s: no PP may be lent while the insurance rate is %d%% or more",
                                  bth_production_name (out, l->to), r->lloyds_no_loans_rate);
      }
    /* Loans sail in the Naval Phase, before this phase's die: they come from the
     * points accumulated on the Production Track. */
    if (lent > in->england_accumulated)
      bth_production_violate (out, -1, r->england_accumulate_rule,
                              "England lends %d PP but has only %d accumulated", lent, in->england_accumulated);
    if (in->england_accumulated > r->england_accumulate_max)
      bth_production_violate (out, -1, r->england_accumulate_rule, "England may accumulate at most %d PP",
                              r->england_accumulate_max);
    own->any += 2 * MAX (0, in->england_accumulated - lent);
    own->naval += 2 * in->england_naval_accumulated;
  }

  /* X.K.8.e, i, j: three PP a turn for Action Against Bases. */
  if (in->lloyds_rate > 0 &&
      (in->lloyds_rate >= r->lloyds_spend_rate || (in->lloyds_rate >= r->lloyds_choice_rate && in->lloyds_spending)) &&
      in->aab_pp < r->lloyds_spend_pp)
    bth_production_violate (out, -1, in->lloyds_rate >= r->lloyds_spend_rate ? r->lloyds_spend_rule : r->lloyds_choice_rule,
                            "England must spend %d PP this turn on Action Against Bases (insurance rate %d%%)",
                            r->lloyds_spend_pp, in->lloyds_rate);
  own->need_any += 2 * in->aab_pp;
}

gboolean
bth_production_resolve (BthRuleset *rules, const BthProductionInput *in, BthDice *dice,
                        BthProductionResult *out, GError **error)
{
  const BthProductionRules *r = bth_ruleset_get_production (rules, error);
  g_autoptr (GPtrArray) accounts = NULL;
  g_autoptr (GHashTable) pool = NULL;

  memset (out, 0, sizeof *out);
  if (r == NULL)
    return FALSE;
  out->modifiers = bth_modifier_list_new ();
  out->cities = array_new (sizeof (BthProductionCityPP), city_pp_clear);
  out->minor_funds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  out->costs = array_new (sizeof (int), NULL);
  out->placements = array_new (sizeof (BthProductionPlacement), placement_clear);
  out->additions = array_new (sizeof (BthProductionAddition), addition_clear);
  out->track = array_new (sizeof (BthProductionTrackUnit), track_clear);
  out->violations = array_new (sizeof (BthProductionViolation), violation_clear);
  out->notes = g_ptr_array_new_with_free_func (g_free);
  out->unknowns = g_ptr_array_new_with_free_func (g_free);
  out->names = bth_ruleset_get_campaign (rules, NULL);
  accounts = g_ptr_array_new_with_free_func ((GDestroyNotify) account_free);
  pool = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < in->n_pool; i++)
    bth_production_pool_add (pool, in->pool[i].pool, in->pool[i].kind, in->pool[i].satellite, in->pool[i].sp);
  bth_production_account (accounts, NULL);
  pool_additions (r, in, out, pool);

  /* X.J.4.b–c: an invaded Spain or Portugal uses the Scenario VIII replacement rules. */
  out->peninsular = bth_production_is_iberian (in) && in->invaded;
  if (out->peninsular)
    peninsular_points (r, in, out, accounts);
  else
    {
      if (!roll_die (r, in, dice, out, error))
        return FALSE;
      city_points (r, in, out, accounts);
      if (in->cities_incomplete)
        g_ptr_array_add (out->unknowns,
                         g_strdup_printf ("the rest of %s's production cities from the Campaign Game Card (X.J.2.b)",
                                          bth_production_name (out, in->state)));
    }
  loans_and_england (r, in, out, accounts);
  bth_production_check_purchases (r, in, out, accounts, pool);
  bth_production_settle (r, in, out, accounts);
  return TRUE;
}
