/* bth-campaign-production.c — a state's Production Phase in a Grand Campaign game (X.J):
 * the production input built from the books, the Force Pool Display and the card, and the
 * result written back as one action. The computation is bth_production_resolve().
 */
#include "bth-campaign-game-private.h"
#include "bth-game-names.h"
#include "bth-campaign-options.h"
#include "bth-force-pools.h"
#include "bth-production-json.h"

#include <string.h>

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BthProductionInput, bth_production_input_clear)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BthProductionResult, bth_production_result_clear)

static BthProductionStatus
production_status (BthPoliticalSide side)
{
  switch (side)
    {
    case BTH_SIDE_PRO_FRENCH:  return BTH_PRODUCTION_PRO_FRENCH;
    case BTH_SIDE_ANTI_FRENCH: return BTH_PRODUCTION_ANTI_FRENCH;
    default:                   return BTH_PRODUCTION_NEUTRAL;
    }
}

/* X.J.2.b: "not controlled by an enemy force"; a neutral state's city held by either faction
 * is held by an enemy of it. */
static gboolean
enemy_controlled (const BthCampaignCity *c, BthPoliticalSide own)
{
  return c->controller != BTH_SIDE_NEUTRAL && c->controller != own;
}

/* X.J.3.b: a minor state's production city counts for the French player when pro-French
 * forces hold it, and for the player whose forces hold it when anti-French. Held by the
 * minor's own forces, it counts for the major state it is a satellite of (X.D.2.b:
 * Portugal, England's), or for England, who runs the anti-French states without a player
 * (X.D.3.b, X.J.2.i). */
static gboolean
minor_city_for (const BthCampaignRules *rules, const BthCampaignCity *c, const BthCampaignStanding *minor,
                const char *state_id, BthPoliticalSide own)
{
  const BthCampaignMinor *m;

  if (minor == NULL || minor->major || !c->production || c->controller == BTH_SIDE_NEUTRAL || c->controller != own)
    return FALSE;
  if (own == BTH_SIDE_PRO_FRENCH)
    return g_strcmp0 (state_id, "france") == 0;
  if (g_strcmp0 (c->controller_state, minor->id) != 0)
    return g_strcmp0 (c->controller_state, state_id) == 0;
  m = rules != NULL ? bth_campaign_rules_find_minor (rules, minor->id) : NULL;
  return g_strcmp0 (m != NULL && m->satellite_of != NULL ? m->satellite_of : "england", state_id) == 0;
}

static void
pool_add (GArray *pool, const char *owner, const char *kind, const char *satellite, int sp)
{
  for (guint i = 0; i < pool->len; i++)
    {
      BthProductionPoolEntry *e = &g_array_index (pool, BthProductionPoolEntry, i);
      if (g_strcmp0 (e->pool, owner) == 0 && g_strcmp0 (e->kind, kind) == 0 && g_strcmp0 (e->satellite, satellite) == 0)
        {
          e->sp += sp;
          return;
        }
    }
  {
    BthProductionPoolEntry e = { g_strdup (owner), g_strdup (kind), g_strdup (satellite), sp };
    g_array_append_val (pool, e);
  }
}

static void
pool_from_box (GArray *pool, const BthForcePools *pools, const char *box_state, const char *owner)
{
  const BthPoolBox *box = bth_force_pools_find_box (pools, box_state, BTH_BOX_FORCE_POOL);

  for (guint i = 0; box != NULL && i < box->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (box->units, BthUnitCount, i);
      /* X.J.3.d: King's German Legion units in the English pool. */
      pool_add (pool, owner, u->kind, owner == NULL && g_strcmp0 (u->power, "kgl") == 0 ? "K" : NULL, u->sp);
    }
}

static gboolean
input_from_state (const BthCampaignRules *rules, const BthGameState *st, const BthCampaignCard *card,
                  const char *state_id, BthProductionInput *out, GError **error)
{
  const BthCampaignBooks *books = bth_game_state_get_campaign (st);
  const BthForcePools *pools = bth_game_state_get_force_pools (st);
  const BthCampaignStanding *me;
  const BthCampaignStanding *portugal;
  const BthCardState *cs;
  const BthLeaderState *napoleon = bth_game_state_find_leader (st, "napoleon");
  g_autoptr(GArray) cities = g_array_new (FALSE, TRUE, sizeof (BthProductionCity));
  g_autoptr(GArray) minors = g_array_new (FALSE, TRUE, sizeof (BthProductionMinor));
  g_autoptr(GArray) pool = g_array_new (FALSE, TRUE, sizeof (BthProductionPoolEntry));
  g_autoptr(GArray) counters = g_array_new (FALSE, TRUE, sizeof (BthProductionCounters));
  g_autoptr(GArray) track = g_array_new (FALSE, TRUE, sizeof (BthProductionInstallment));

  memset (out, 0, sizeof *out);
  if (books == NULL || pools == NULL)
    return bth_campaign_fail (error, "this game has no campaign books (not a Grand Campaign game)");
  if ((me = bth_campaign_books_standing (books, state_id)) == NULL)
    return bth_campaign_fail (error, "no state \"%s\" in the campaign books", state_id ? state_id : "(none)");
  if (!me->major)
    return bth_campaign_fail (error, "%s is a minor state: its production cities count for the major state whose "
                                     "forces hold them (X.J.3.b)", bth_campaign_rules_state_name (rules, state_id));
  cs = card != NULL ? bth_campaign_card_find_state (card, state_id) : NULL;

  out->state = g_strdup (state_id);
  out->status = production_status (me->status);
  out->conquered = me->conquered;
  out->year = st->month / 12;      /* BthMonth: year * 12 + month - 1 */
  out->month = st->month % 12 + 1;
  /* X.J.2.c: Napoleon's stack in Paris; Portugal pro-French; X.G.2.c Russia at war with Turkey. */
  if (napoleon != NULL && napoleon->status == BTH_LEADER_STATUS_ON_MAP && napoleon->stack != NULL)
    {
      const BthStackState *s = bth_game_state_find_stack (st, napoleon->stack);
      out->napoleon_in_paris = s != NULL && g_strcmp0 (s->location, "Paris") == 0;
    }
  portugal = bth_campaign_books_standing (books, "portugal");
  out->portugal_pro_french = portugal != NULL && portugal->status == BTH_SIDE_PRO_FRENCH;
  out->at_war_with_turkey = g_strcmp0 (state_id, "russia") == 0 && me->at_war;

  for (guint i = 0; i < books->cities->len; i++)
    {
      const BthCampaignCity *c = g_ptr_array_index (books->cities, i);
      const BthCampaignStanding *owner = bth_campaign_books_standing (books, c->state);
      BthProductionCity pc = { 0 };
      gboolean minor = minor_city_for (rules, c, owner, state_id, me->status);

      if (!(c->production && g_str_equal (c->state, state_id)) && !minor)
        continue;
      pc.name = g_strdup (c->name);
      pc.symbol = c->symbol;
      /* A production city whose symbol the players have not entered from the card yet. */
      pc.symbol_unknown = c->production && c->symbol == BTH_PRODUCTION_SYMBOL_NONE;
      pc.major = c->major_city;
      pc.capital = c->capital;
      pc.port = c->port;
      pc.minor_state = minor ? g_strdup (c->state) : NULL;
      pc.enemy_controlled = !minor && enemy_controlled (c, me->status);
      /* X.J.3.d: Brunswick or Hanover held by the anti-French faction. */
      pc.kgl_source = minor && me->status == BTH_SIDE_ANTI_FRENCH &&
                      (g_str_equal (c->state, "brunswick") || g_str_equal (c->state, "hanover"));
      g_array_append_val (cities, pc);
      if (minor)
        {
          gboolean listed = FALSE;
          for (guint k = 0; k < minors->len; k++)
            listed |= g_str_equal (g_array_index (minors, BthProductionMinor, k).id, c->state);
          if (!listed)
            {
              const BthCardGroup *group = card != NULL ? bth_campaign_card_group_of (card, c->state) : NULL;
              BthProductionMinor m = { g_strdup (c->state), g_strdup (group ? group->id : c->state),
                                       owner->created && !owner->absorbed, owner->status == BTH_SIDE_NEUTRAL };
              g_array_append_val (minors, m);
              pool_from_box (pool, pools, c->state, c->state);
            }
        }
    }
  pool_from_box (pool, pools, state_id, NULL);
  /* Naval units on the Production Track keep their counter in the box until deployed. */
  for (guint i = 0; i < books->track->len; i++)
    {
      const BthCampaignInstallment *t = g_ptr_array_index (books->track, i);
      BthProductionInstallment pi = { 0 };
      if (!g_str_equal (t->state, state_id))
        continue;
      pool_add (pool, NULL, t->kind, NULL, -1);
      pi.kind = g_strdup (t->kind);
      pi.paid = t->paid;
      pi.city = g_strdup (t->city);
      g_array_append_val (track, pi);
    }
  /* X.J.1.f: the counters not in play, when the card gives the counter mix. */
  if (cs != NULL && cs->counter_mix != NULL && cs->powers != NULL && cs->powers[0] != NULL)
    for (guint i = 0; i < cs->counter_mix->len; i++)
      {
        const BthUnitCount *u = &g_array_index (cs->counter_mix, BthUnitCount, i);
        const char *power = u->power != NULL ? u->power : cs->powers[0];
        BthProductionCounters c = { g_strdup (u->kind),
                                    MAX (0, u->sp - bth_force_pools_counters_in_play (st, power, u->kind)) };
        g_array_append_val (counters, c);
      }
  /* X.J.2.b: the state's production cities, as many as the card lists. */
  out->cities_incomplete = cs != NULL && !cs->cities_complete;
  if (g_str_equal (state_id, "england"))
    {
      out->england_accumulated = books->england_pp;
      out->england_naval_accumulated = books->england_naval_pp;
    }
  /* The readings the players chose for this game (bth-campaign-options.h). */
  bth_campaign_books_production_options (books, &out->options);
  out->n_cities = cities->len;
  out->cities = (BthProductionCity *) g_array_steal (cities, NULL);
  out->n_minors = minors->len;
  out->minors = (BthProductionMinor *) g_array_steal (minors, NULL);
  out->n_pool = pool->len;
  out->pool = (BthProductionPoolEntry *) g_array_steal (pool, NULL);
  out->n_counters = counters->len;
  out->counters = (BthProductionCounters *) g_array_steal (counters, NULL);
  out->n_installments = track->len;
  out->installments = (BthProductionInstallment *) g_array_steal (track, NULL);
  return TRUE;
}

gboolean
bth_game_campaign_production_input (BthGame *game, const BthCampaignCard *card, const char *state_id,
                                    BthProductionInput *out, GError **error)
{
  return input_from_state (bth_ruleset_get_campaign (bth_game_get_ruleset (game), NULL), bth_game_get_state (game),
                           card, state_id, out, error);
}

char *
bth_campaign_production_purpose (const char *state_id)
{
  return g_strdup_printf ("Production: %s (X.J.2.b)", state_id);
}

/* The die logged for STATE_ID since the phase began, or 0. */
static int
logged_die (BthGame *game, const char *state_id)
{
  GPtrArray *events = bth_game_get_events (game);
  g_autofree char *purpose = bth_campaign_production_purpose (state_id);

  for (guint i = events->len; i > 0; i--)
    {
      const BthEvent *e = g_ptr_array_index (events, i - 1);
      g_autoptr(JsonObject) p = e->type == BTH_EVENT_DICE_ROLLED ? bth_event_dup_payload (e) : NULL;
      if (e->type == BTH_EVENT_PHASE_ADVANCED || e->type == BTH_EVENT_GAME_CREATED)
        return 0;
      if (e->type == BTH_EVENT_DICE_ROLLED &&
          g_strcmp0 (json_object_get_string_member_with_default (p, "purpose", NULL), purpose) == 0)
        return (int) json_object_get_int_member (p, "total");
    }
  return 0;
}

static gboolean
require_phase (BthGame *game, const char *state_id, GError **error)
{
  const BthCampaignBooks *books = bth_game_state_get_campaign (bth_game_get_state (game));
  const BthCampaignStanding *st = bth_campaign_books_standing (books, state_id);
  const char *name = bth_ruleset_state_name (bth_game_get_ruleset (game), state_id);
  BthPoliticalSide segment;

  if (books == NULL)
    return bth_campaign_fail (error, "this game has no campaign books (not a Grand Campaign game)");
  if (st == NULL)
    return bth_campaign_fail (error, "no state \"%s\" in the campaign books", state_id ? state_id : "(none)");
  if (!bth_campaign_current_segment (game, "production", &segment))
    return bth_campaign_fail (error, "%s produces in a Production Phase; the game is not in one (X.E)", name);
  /* X.E.1.b, 2.d, 3: a state produces in the segment of its status. */
  if (segment != st->status)
    return bth_campaign_fail (error, "%s is %s: it produces in the %s segment, not this one (X.E)", name,
                              bth_political_side_label (st->status), bth_political_side_label (st->status));
  return TRUE;
}

gboolean
bth_game_campaign_production_die (BthGame *game, const char *state_id, int die, int *rolled, GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  g_autofree char *purpose = NULL;
  BthEvent *e;
  int value = 0;

  if (!require_phase (game, state_id, error))
    return FALSE;
  if (logged_die (game, state_id) != 0)
    return bth_campaign_fail (error, "%s's production die is rolled already this phase",
                              bth_ruleset_state_name (bth_game_get_ruleset (game), state_id));
  if (die < 0 || die > 6)
    return bth_campaign_fail (error, "die: %d is not 1 to 6 (or 0 to roll it)", die);
  purpose = bth_campaign_production_purpose (state_id);
  if ((e = bth_campaign_die_event (game, purpose, die, &value, error)) == NULL)
    return FALSE;
  g_ptr_array_add (events, e);
  if (bth_game_append_action (game, events, error) == 0)
    return FALSE;
  if (rolled != NULL)
    *rolled = value;
  return TRUE;
}

/* ---- writing the result back ---------------------------------------------------------- */

static JsonArray *
units_json (GArray *units)
{
  JsonArray *a = json_array_new ();

  for (guint i = 0; i < units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "power", u->power);
      json_object_set_string_member (o, "kind", u->kind);
      json_object_set_int_member (o, "sp", u->sp);
      json_array_add_object_element (a, o);
    }
  return a;
}

static JsonObject *
box_place (const char *state_id)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "state", state_id);
  json_object_set_string_member (o, "box", BTH_BOX_FORCE_POOL);
  return o;
}

/* SP of KIND taken from BOX's units: the state's own counters first, KGL only when asked
 * for (X.J.3.d), several powers when one does not hold enough. */
static GArray *
take_from_box (const BthGameState *st, const char *box_state, const char *own_power, const char *kind,
               gboolean kgl, int sp)
{
  const BthPoolBox *box = bth_force_pools_find_box (bth_game_state_get_force_pools (st), box_state, BTH_BOX_FORCE_POOL);
  GArray *taken = bth_unit_counts_new ();

  for (int pass = 0; box != NULL && pass < 2 && sp > 0; pass++)
    for (guint i = 0; i < box->units->len && sp > 0; i++)
      {
        const BthUnitCount *u = &g_array_index (box->units, BthUnitCount, i);
        gboolean is_kgl = g_strcmp0 (u->power, "kgl") == 0;
        gboolean own = g_strcmp0 (u->power, own_power) == 0;
        BthUnitCount t;
        if (g_strcmp0 (u->kind, kind) != 0 || is_kgl != kgl || (pass == 0) != own || u->sp <= 0)
          continue;
        t.power = g_strdup (u->power);
        t.kind = g_strdup (u->kind);
        t.sp = MIN (u->sp, sp);
        sp -= t.sp;
        g_array_append_val (taken, t);
      }
  return taken;
}

/* Units from a box onto the map at CITY: into the stack this action made there, or a new
 * one of SIDE (NULL: a neutral state's, X.D). */
static gboolean
deploy (BthCampaignWork *w, GHashTable *stacks, const char *box_state, GArray *units, const char *city,
        const char *side, const char *rule, const char *reason, GError **error)
{
  JsonObject *p = json_object_new (), *to = json_object_new ();
  const char *stack = g_hash_table_lookup (stacks, city);

  if (stack != NULL)
    json_object_set_string_member (to, "stack", stack);
  else
    {
      char *id = g_strdup_printf ("s%u", w->state->next_stack);
      json_object_set_string_member (to, "stack", id);
      json_object_set_boolean_member (to, "create", TRUE);
      json_object_set_string_member (to, "side", side);
      json_object_set_string_member (to, "location", city);
      g_hash_table_insert (stacks, g_strdup (city), id);
    }
  json_object_set_object_member (p, "from", box_place (box_state));
  json_object_set_object_member (p, "to", to);
  json_object_set_array_member (p, "units", units_json (units));
  json_object_set_array_member (p, "leaders", json_array_new ());
  json_object_set_string_member (p, "rule", rule);
  if (reason != NULL)
    json_object_set_string_member (p, "reason", reason);
  return bth_campaign_work_add (w, BTH_EVENT_FORCE_POOL_MOVED, p, error);
}

static gboolean
add_to_pool (BthCampaignWork *w, const char *state_id, const char *power, const BthProductionAddition *a,
             GError **error)
{
  JsonObject *p = json_object_new (), *from = json_object_new ();
  g_autoptr(GArray) units = bth_unit_counts_new ();
  BthUnitCount u = { g_strdup (power), g_strdup (a->kind), a->sp };

  g_array_append_val (units, u);
  json_object_set_boolean_member (from, "counter_mix", TRUE);
  json_object_set_object_member (p, "from", from);
  json_object_set_object_member (p, "to", box_place (state_id));
  json_object_set_array_member (p, "units", units_json (units));
  json_object_set_array_member (p, "leaders", json_array_new ());
  json_object_set_string_member (p, "rule", a->rule ? a->rule : "X.J");
  if (a->reason != NULL)
    json_object_set_string_member (p, "reason", a->reason);
  return bth_campaign_work_add (w, BTH_EVENT_FORCE_POOL_MOVED, p, error);
}

/* The caller's facts and choices over the books' input: only what the books cannot know. */
static void
take_choices (BthProductionInput *in, const BthProductionInput *given, int die)
{
  in->die = die;
  in->napoleon_in_paris = given->napoleon_in_paris;
  in->enemy_sp_on_mapboard_4 = given->enemy_sp_on_mapboard_4;
  in->invaded = given->invaded;
  in->non_french_in_madrid = given->non_french_in_madrid;
  in->kgl_objection = given->kgl_objection;
  in->lloyds_rate = given->lloyds_rate;
  in->lloyds_spending = given->lloyds_spending;
  in->aab_pp = given->aab_pp;
  in->loans_received = given->loans_received;
  in->options = given->options;
  in->january_naval_addition = g_strdup (given->january_naval_addition);
  for (guint i = 0; i < in->n_cities; i++)
    for (guint j = 0; j < given->n_cities; j++)
      if (g_strcmp0 (in->cities[i].name, given->cities[j].name) == 0)
        in->cities[i].enemy_occupied = given->cities[j].enemy_occupied;
  for (guint i = 0; i < in->n_installments && i < given->n_installments; i++)
    in->installments[i].pay = given->installments[i].pay;
  in->n_purchases = given->n_purchases;
  in->purchases = g_new0 (BthProductionPurchase, MAX (1, given->n_purchases));
  for (guint i = 0; i < given->n_purchases; i++)
    {
      const BthProductionPurchase *p = &given->purchases[i];
      in->purchases[i] = *p;
      in->purchases[i].pool = g_strdup (p->pool);
      in->purchases[i].kind = g_strdup (p->kind);
      in->purchases[i].satellite = g_strdup (p->satellite);
      in->purchases[i].city = g_strdup (p->city);
    }
  in->n_loans = given->n_loans;
  in->loans = g_new0 (BthProductionLoan, MAX (1, given->n_loans));
  for (guint i = 0; i < given->n_loans; i++)
    {
      in->loans[i] = given->loans[i];
      in->loans[i].to = g_strdup (given->loans[i].to);
    }
}

static JsonObject *
inputs_json (const BthProductionInput *in)
{
  JsonObject *o = json_object_new ();
  JsonArray *purchases = json_array_new ();

  json_object_set_string_member (o, "state", in->state);
  json_object_set_string_member (o, "status", bth_production_status_to_string (in->status));
  json_object_set_int_member (o, "die", in->die);
  json_object_set_boolean_member (o, "napoleon_in_paris", in->napoleon_in_paris);
  json_object_set_int_member (o, "enemy_sp_on_mapboard_4", in->enemy_sp_on_mapboard_4);
  json_object_set_boolean_member (o, "invaded", in->invaded);
  for (guint i = 0; i < in->n_purchases; i++)
    {
      const BthProductionPurchase *p = &in->purchases[i];
      JsonObject *e = json_object_new ();
      json_object_set_int_member (e, "type", p->type);
      json_object_set_string_member (e, "pool", p->pool);
      json_object_set_string_member (e, "kind", p->kind);
      json_object_set_string_member (e, "satellite", p->satellite);
      json_object_set_int_member (e, "sp", p->sp);
      json_object_set_string_member (e, "city", p->city);
      json_object_set_boolean_member (e, "kgl_replacement", p->kgl_replacement);
      json_array_add_object_element (purchases, e);
    }
  json_object_set_array_member (o, "purchases", purchases);
  /* England's loans, the PP received, Lloyd's and the readings, as docs/production-format.md names them. */
  {
    JsonArray *loans = json_array_new ();
    JsonObject *options = json_object_new ();

    for (guint i = 0; i < in->n_loans; i++)
      {
        JsonObject *l = json_object_new ();
        json_object_set_string_member (l, "to", in->loans[i].to);
        json_object_set_int_member (l, "pp", in->loans[i].pp);
        json_object_set_boolean_member (l, "by_squadron", in->loans[i].by_squadron);
        json_array_add_object_element (loans, l);
      }
    json_object_set_array_member (o, "loans", loans);
    json_object_set_int_member (o, "loans_received", in->loans_received);
    json_object_set_int_member (o, "lloyds_rate", in->lloyds_rate);
    json_object_set_boolean_member (o, "lloyds_spending", in->lloyds_spending);
    json_object_set_int_member (o, "aab_pp", in->aab_pp);
    json_object_set_boolean_member (options, "loan_cap_this_turn", in->options.loan_cap_this_turn);
    json_object_set_boolean_member (options, "iberian_loan_rate_invaded_only", in->options.iberian_loan_rate_invaded_only);
    json_object_set_boolean_member (options, "minor_units_any_city", in->options.minor_units_any_city);
    json_object_set_boolean_member (options, "naval_counts_city_limit", in->options.naval_counts_city_limit);
    json_object_set_boolean_member (options, "black_city_landwehr_only", in->options.black_city_landwehr_only);
    json_object_set_boolean_member (options, "portsmouth_within_cap", in->options.portsmouth_within_cap);
    json_object_set_object_member (o, "options", options);
  }
  return o;
}

static char *
violations_text (const BthProductionResult *r)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < r->violations->len; i++)
    {
      const BthProductionViolation *v = &g_array_index (r->violations, BthProductionViolation, i);
      g_string_append_printf (s, "%s%s (%s)", i ? "; " : "", v->message, v->rule);
    }
  return g_string_free (s, FALSE);
}

gboolean
bth_game_record_production (BthGame *game, const BthCampaignCard *card, const BthProductionInput *given,
                            BthProductionResult *out, GError **error)
{
  g_auto(BthProductionInput) in = { 0 };
  g_auto(BthProductionResult) result = { 0 };
  g_autoptr(BthCampaignWork) w = NULL;
  g_autoptr(GHashTable) stacks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  BthEvent *dice = NULL;
  const BthGameState *st = bth_game_get_state (game);
  const char *state_id = given != NULL ? given->state : NULL;
  const char *side;
  int die;

  if (out != NULL)
    memset (out, 0, sizeof *out);
  if (given == NULL || !require_phase (game, state_id, error))
    return given != NULL ? FALSE : bth_campaign_fail (error, "no production input");
  if (given->die < 0 || given->die > 6)
    return bth_campaign_fail (error, "die: %d is not 1 to 6 (or 0 for the die rolled this phase)", given->die);
  die = given->die != 0 ? given->die : logged_die (game, state_id);
  if (given->die != 0 && logged_die (game, state_id) != 0)
    return bth_campaign_fail (error, "%s's production die is rolled already this phase (%d): leave the die at 0",
                              bth_ruleset_state_name (bth_game_get_ruleset (game), state_id), logged_die (game, state_id));
  if (!input_from_state (bth_ruleset_get_campaign (bth_game_get_ruleset (game), NULL), st, card, state_id, &in, error))
    return FALSE;
  take_choices (&in, given, die != 0 ? die : 1);
  /* The game's options, not the caller's: they are in the books, in the log. */
  bth_campaign_books_production_options (bth_game_state_get_campaign (st), &in.options);
  if (!bth_campaign_books_option (bth_game_state_get_campaign (st), BTH_OPTION_LLOYDS))
    {
      in.lloyds_rate = 0;          /* X.K.8 not in use: no insurance, nothing spent on it */
      in.lloyds_spending = FALSE;
      in.aab_pp = 0;
    }
  for (guint i = 0; i < in.n_purchases; i++)
    {
      BthPurchaseType t = in.purchases[i].type;
      if (t == BTH_PURCHASE_PRIZE_REPAIR && !bth_campaign_books_option (bth_game_state_get_campaign (st), BTH_OPTION_NAVAL_PRIZES))
        return bth_campaign_fail (error, "purchase %u: prize repairs are bought only with the optional Naval Prizes "
                                  "rule in use in this game (X.K.6.d)", i + 1);
      if (t == BTH_PURCHASE_DAMAGE_REPAIR && !bth_campaign_books_option (bth_game_state_get_campaign (st), BTH_OPTION_NAVAL_BATTLE_DAMAGE))
        return bth_campaign_fail (error, "purchase %u: battle-damage repairs are bought only with the optional Naval "
                                  "Battle Damage rule in use in this game (X.K.7.c)", i + 1);
    }
  if (!bth_production_resolve (bth_game_get_ruleset (game), &in, NULL, &result, error))
    return FALSE;
  if (!result.peninsular && die == 0)
    return bth_campaign_fail (error, "%s's production die is neither rolled this phase nor typed (X.J.2.b)",
                              bth_ruleset_state_name (bth_game_get_ruleset (game), state_id));
  if (!bth_production_result_known (&result))
    {
      g_autoptr(GString) what = g_string_new (NULL);
      for (guint i = 0; i < result.unknowns->len; i++)
        g_string_append_printf (what, "%s%s", i ? "; " : "", (const char *) g_ptr_array_index (result.unknowns, i));
      return bth_campaign_fail (error, "%s's Production Points are unknown: enter %s",
                                bth_ruleset_state_name (bth_game_get_ruleset (game), state_id), what->str);
    }
  if (!bth_production_result_legal (&result))
    {
      g_autofree char *text = violations_text (&result);
      return bth_campaign_fail (error, "%s's purchases break the rules: %s",
                                bth_ruleset_state_name (bth_game_get_ruleset (game), state_id), text);
    }

  w = bth_campaign_work_new (game, NULL);
  if (given->die != 0 && !result.peninsular)
    {
      g_autofree char *purpose = bth_campaign_production_purpose (state_id);
      int value;
      if ((dice = bth_campaign_die_event (game, purpose, given->die, &value, error)) == NULL ||
          !bth_campaign_work_take (w, dice, error))
        return FALSE;
    }
  {
    JsonObject *table = json_object_new ();
    json_object_set_string_member (table, "table", "production");
    json_object_set_string_member (table, "rule", result.peninsular ? "X.J.4.b" : "X.J");
    json_object_set_object_member (table, "inputs", inputs_json (&in));
    json_object_set_member (table, "result", bth_production_result_to_json (&in, &result));
    if (!bth_campaign_work_add (w, BTH_EVENT_TABLE_RESOLVED, table, error))
      return FALSE;
  }
  /* X.J.7, X.J.5.f: additions to the pool come before the purchases. */
  for (guint i = 0; i < result.additions->len; i++)
    {
      const BthProductionAddition *a = &g_array_index (result.additions, BthProductionAddition, i);
      /* X.J.1.f: no counter left, the addition is ignored (the table's notes say so). */
      if (a->sp > 0 && !add_to_pool (w, state_id, state_id, a, error))
        return FALSE;
    }
  side = bth_campaign_side_id (st, bth_campaign_books_standing (bth_game_state_get_campaign (st), state_id)->status);
  /* X.J.2.a: the units bought, at their production cities. */
  for (guint i = 0; i < result.placements->len; i++)
    {
      const BthProductionPlacement *pl = &g_array_index (result.placements, BthProductionPlacement, i);
      gboolean kgl = g_strcmp0 (pl->satellite, "K") == 0;
      const char *box = pl->pool != NULL && !kgl ? pl->pool : state_id;
      g_autoptr(GArray) units = take_from_box (w->state, box, box, pl->kind, kgl, pl->sp);
      g_autofree char *reason = g_strdup_printf ("Bought by %s%s", bth_ruleset_state_name (bth_game_get_ruleset (game), state_id), pl->face_down ? ", face down (VIII.F.4.g)" : "");
      if (bth_unit_counts_sp (units, NULL, NULL) < pl->sp)
        return bth_campaign_fail (error, "%s's Force Pool does not hold %d %s",
                                  bth_ruleset_state_name (bth_game_get_ruleset (game), box), pl->sp, pl->kind);
      if (!deploy (w, stacks, box, units, pl->city, side, pl->rule ? pl->rule : "X.J.2.a", reason, error))
        return FALSE;
    }
  /* X.J.6.c-d: the Production Track after this phase. */
  for (guint i = 0; i < bth_game_state_get_campaign (st)->track->len; i++)
    {
      const BthCampaignInstallment *t = g_ptr_array_index (bth_game_state_get_campaign (st)->track, i);
      JsonObject *o;
      if (g_str_equal (t->state, state_id))
        continue;
      o = json_object_new ();
      json_object_set_string_member (o, "state", t->state);
      json_object_set_string_member (o, "kind", t->kind);
      json_object_set_int_member (o, "paid", t->paid);
      json_object_set_string_member (o, "city", t->city);
      g_ptr_array_add (kept, o);
    }
  for (guint i = 0; i < result.track->len; i++)
    {
      const BthProductionTrackUnit *t = &g_array_index (result.track, BthProductionTrackUnit, i);
      /* Paid in full: the computation places it at its port with the purchases above. */
      if (t->deployed)
        continue;
      {
        JsonObject *o = json_object_new ();
        json_object_set_string_member (o, "state", state_id);
        json_object_set_string_member (o, "kind", t->kind);
        json_object_set_int_member (o, "paid", t->paid);
        json_object_set_string_member (o, "city", t->city);
        g_ptr_array_add (kept, o);
      }
    }
  {
    const char *path[] = { "track", NULL };
    JsonArray *track = json_array_new ();
    JsonNode *node = json_node_new (JSON_NODE_ARRAY);
    for (guint i = 0; i < kept->len; i++)
      json_array_add_object_element (track, json_object_ref (g_ptr_array_index (kept, i)));
    json_node_take_array (node, track);
    if (!bth_campaign_work_books (w, path, node, "X.J.6.c", NULL, error))
      return FALSE;
  }
  /* X.J.5.b, e: what England keeps on the track. */
  if (g_str_equal (state_id, "england"))
    {
      const char *pp[] = { "england", "pp", NULL };
      const char *naval[] = { "england", "naval_pp", NULL };
      if (!bth_campaign_work_books (w, pp, json_node_init_int (json_node_alloc (), result.england_accumulated_after / 2),
                                    "X.J.5.b", NULL, error) ||
          !bth_campaign_work_books (w, naval, json_node_init_int (json_node_alloc (), result.england_naval_accumulated_after / 2),
                                    "X.J.5.e", NULL, error))
        return FALSE;
    }
  if (!bth_campaign_work_commit (w, error))
    return FALSE;
  if (out != NULL)
    {
      *out = result;
      memset (&result, 0, sizeof result);
    }
  return TRUE;
}
