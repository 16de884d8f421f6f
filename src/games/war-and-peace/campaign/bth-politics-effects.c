/* bth-politics-effects.c — what a conquest, an invasion or a foreign war does (X.G.2.e, X.H.4,
 * X.I.2.b–e and i, X.I.3.a–b, X.J.4.b), resolved from the facts entered, else unknown with
 * what to enter. */
#include "bth-politics-effects.h"
#include "bth-campaign-politics.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <string.h>

/* X.H.4: "Danish and Portuguese naval units remain in play regardless of which player
 * controls these states" (rulebook 000:2128). */
static const char *const ships_remain[] = { "denmark", "portugal", NULL };
#define SHIPS_RULE "X.H.4"
#define INVADED_RULE "X.J.4.b"
#define WAR_UNITS_RULE "X.G.2.e"

static const char *
name_of (const BthCampaignRules *rules, const char *id)
{
  const BthCampaignMajor *major = bth_campaign_rules_find_major (rules, id);
  const BthCampaignMinor *minor = bth_campaign_rules_find_minor (rules, id);

  return major ? major->name : minor ? minor->name : id;
}

static BthPoliticalSide
state_status (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *state)
{
  BthPoliticalMajor *major = bth_politics_situation_major (s, state);

  if (major != NULL)
    return major->status;
  return bth_politics_minor_status (rules, s, state, NULL);
}

/* X.J.4.a: "All non-Spanish units are considered foreign units in Spain. All units except English
 * and English satellite units are considered foreign units in Portugal. While Spain is neutral or
 * pro-French, French units are not considered foreign". The faction of a foreign army in CITY,
 * or neutral when the city shows none. */
static BthPoliticalSide
foreign_army (const BthCampaignRules *rules, const char *state, BthPoliticalSide status, const BthPoliticalCity *c)
{
  gboolean spain = g_strcmp0 (state, rules->spain_state) == 0;

  if (c->controller == BTH_SIDE_NEUTRAL)
    return BTH_SIDE_NEUTRAL;
  if (c->controller_state != NULL)
    {
      const BthCampaignMinor *minor = bth_campaign_rules_find_minor (rules, c->controller_state);
      if (spain)
        {
          if (g_str_equal (c->controller_state, state) ||
              (g_str_equal (c->controller_state, rules->capital_state) && status != BTH_SIDE_ANTI_FRENCH))
            return BTH_SIDE_NEUTRAL;
        }
      else if (g_str_equal (c->controller_state, "england") || g_str_equal (c->controller_state, state) ||
               (minor != NULL && g_strcmp0 (minor->satellite_of, "england") == 0))
        return BTH_SIDE_NEUTRAL;
      return c->controller;
    }
  /* Whose units are not entered: only a faction the state's own units cannot be, nor
   * (in Spain) the French while Spain is not anti-French, nor (in Portugal) the English. */
  if (c->controller == status)
    return BTH_SIDE_NEUTRAL;
  if (spain && c->controller == BTH_SIDE_PRO_FRENCH && status != BTH_SIDE_ANTI_FRENCH)
    return BTH_SIDE_NEUTRAL;
  if (!spain && c->controller == BTH_SIDE_ANTI_FRENCH)
    return BTH_SIDE_NEUTRAL;
  return c->controller;
}

BthFact
bth_politics_invaded (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *state,
                      BthPoliticalSide *invader)
{
  BthStateFacts *f = bth_politics_facts_lookup (s, state);
  BthPoliticalSide status = state_status (rules, s, state);

  if (invader != NULL)
    *invader = BTH_SIDE_NEUTRAL;
  for (guint i = 0; i < s->cities->len; i++)
    {
      const BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      BthPoliticalSide by;
      if (g_strcmp0 (c->state, state) != 0 || (by = foreign_army (rules, state, status, c)) == BTH_SIDE_NEUTRAL)
        continue;
      if (invader != NULL)
        *invader = by;
      return BTH_FACT_YES;
    }
  if (f != NULL && f->invaded == BTH_FACT_YES && invader != NULL)
    *invader = f->invaded_by;
  return f != NULL ? f->invaded : BTH_FACT_UNKNOWN;
}

static const BthPoliticalCity *
invaded_city (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *state)
{
  BthPoliticalSide status = state_status (rules, s, state);

  for (guint i = 0; i < s->cities->len; i++)
    {
      const BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      if (g_strcmp0 (c->state, state) == 0 && foreign_army (rules, state, status, c) != BTH_SIDE_NEUTRAL)
        return c;
    }
  return NULL;
}

/* The invaded state "immediately joins the faction opposed to the invading force". */
static gboolean
invasion_joins (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *state, GPtrArray *steps)
{
  BthPoliticalSide by, joins;
  BthPoliticalMajor *major = bth_politics_situation_major (s, state);
  BthPoliticalMinor *minor = bth_politics_situation_minor (s, state);
  const BthPoliticalCity *c;
  const char *where;

  if (bth_politics_invaded (rules, s, state, &by) != BTH_FACT_YES || by == BTH_SIDE_NEUTRAL)
    return FALSE;
  c = invaded_city (rules, s, state);
  where = c != NULL ? c->name : bth_politics_facts_lookup (s, state)->invaded_where;
  joins = bth_political_side_opposite (by);
  if (major != NULL)
    {
      if (major->conquered || major->status == joins)
        return FALSE;
      bth_politics_items_add (steps, "applied", state, INVADED_RULE,
                              "%s is invaded (%s forces hold %s): %s joins the %s faction (was %s)",
                              name_of (rules, state), bth_political_side_label (by), where ? where : "its territory", name_of (rules, state),
                              bth_political_side_label (joins), bth_political_side_label (major->status));
      major->status = joins;
      return TRUE;
    }
  /* A minor's place follows its production city (X.G.1.f); a neutral one invaded joins the
   * invader's opponents as an attacked neutral minor does. */
  if (minor == NULL || minor->status != BTH_SIDE_NEUTRAL || minor->attacked_by == by)
    return FALSE;
  minor->attacked_by = by;
  bth_politics_items_add (steps, "applied", state, INVADED_RULE,
                          "%s, neutral, is invaded (%s forces hold %s): it joins the %s faction",
                          name_of (rules, state), bth_political_side_label (by), where ? where : "its territory",
                          bth_political_side_label (joins));
  return TRUE;
}

/* ---- X.I.2.b, c: a conquered major ---- */

static gboolean
units_outside_borders (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalMajor *m, GPtrArray *steps)
{
  BthStateFacts *f = bth_politics_facts_lookup (s, m->id);

  if (!m->conquered_now || f == NULL || f->sp_outside_borders <= 0 || f->outside_returned)
    return FALSE;                  /* not entered: bth_politics_effects_json() asks for it */
  bth_politics_items_add (steps, "applied", m->id, "X.I.2.b",
                          "%d SP of %s units outside its borders%s%s%s are removed to its Force Pool%s",
                          f->sp_outside_borders, name_of (rules, m->id), f->outside_from ? " (" : "",
                          f->outside_from ? f->outside_from : "", f->outside_from ? ")" : "",
                          m->land_pool_empty ? ": its Force Pool holds land units again" : "");
  f->outside_returned = TRUE;
  m->land_pool_empty = FALSE;
  return TRUE;
}

/* An item already in ITEMS (the step runs until nothing changes). */
static gboolean
listed (GPtrArray *items, const char *kind, const char *state, const char *text)
{
  for (guint i = 0; items != NULL && i < items->len; i++)
    {
      BthPoliticsItem *it = g_ptr_array_index (items, i);
      if (g_strcmp0 (it->kind, kind) == 0 && g_strcmp0 (it->state, state) == 0 && g_strcmp0 (it->text, text) == 0)
        return TRUE;
    }
  return FALSE;
}

/* X.I.2.c: "The city should be recorded as a supply source for the conquering faction" when
 * a conquering unit enters it after the conquest; the Question Box (Question Box): "If this city is
 * a major one, it may be used as an additional supply source". Which city was entered, and
 * when, is the players' record: a major city held by the conqueror is proposed, never
 * recorded here. "Should control of the city be lost the supply source is immediately lost
 * as well": that alone changes the record. */
static gboolean
supply_sources (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalMajor *m, GPtrArray *steps)
{
  gboolean changed = FALSE;

  if (!m->conquered || m->status != BTH_SIDE_NEUTRAL || m->conquered_by == BTH_SIDE_NEUTRAL)
    return FALSE;
  for (guint i = 0; i < s->cities->len; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      if (g_strcmp0 (c->state, m->id) != 0)
        continue;
      if (c->controller == m->conquered_by && c->supply_source_for != m->conquered_by && c->major_city)
        {
          g_autofree char *text =
            g_strdup_printf ("%s, a major city of %s held by the %s faction that conquered it: if a unit of that "
                             "faction entered it after the conquest, the players may record it as the faction's "
                             "supply source (Question Box)", c->name, name_of (rules, m->id),
                             bth_political_side_label (m->conquered_by));
          if (!listed (steps, "option", c->state, text))
            bth_politics_items_add (steps, "option", c->state, "X.I.2.c", "%s", text);
        }
      else if (c->controller != m->conquered_by && c->supply_source_for == m->conquered_by)
        {
          bth_politics_items_add (steps, "applied", c->state, "X.I.2.c",
                                  "%s: control lost, so is the %s faction's supply source there", c->name,
                                  bth_political_side_label (m->conquered_by));
          c->supply_source_for = BTH_SIDE_NEUTRAL;
          changed = TRUE;
        }
    }
  return changed;
}

/* ---- X.I.2.i: the Peace of Pressburg ---- */

static gboolean
pressburg (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *steps)
{
  gboolean changed = FALSE;

  if (!s->pressburg_imposed)
    return FALSE;
  for (guint i = 0; i < rules->n_cessions; i++)
    {
      const char *city_name = rules->cessions[i].city;
      BthPoliticalCity *c = bth_politics_situation_city (s, city_name);
      const char *to = rules->cessions[i].to[1] == NULL ? rules->cessions[i].to[0]
                                                        : bth_politics_facts_cession (s, city_name);
      BthPoliticalMinor *minor;
      gboolean reversed;

      if (c == NULL || to == NULL)
        continue;                  /* bth_politics_effects_json() names what to enter */
      /* "An anti-French state may reverse this treaty by conquering the aforementioned minor states." */
      minor = bth_politics_situation_minor (s, to);
      reversed = minor != NULL && minor->conquered_by == BTH_SIDE_ANTI_FRENCH;
      if (!reversed && g_strcmp0 (c->state, rules->pressburg_state) == 0)
        {
          bth_politics_items_add (steps, "applied", to, rules->pressburg_rule,
                                  "Peace of Pressburg: %s is ceded by %s to %s", city_name,
                                  name_of (rules, rules->pressburg_state), name_of (rules, to));
          g_free (c->state);
          c->state = g_strdup (to);
          changed = TRUE;
        }
      else if (reversed && g_strcmp0 (c->state, to) == 0)
        {
          bth_politics_items_add (steps, "applied", rules->pressburg_state, rules->pressburg_rule,
                                  "%s is conquered by the anti-French faction: the treaty is reversed and %s returns "
                                  "to %s", name_of (rules, to), city_name, name_of (rules, rules->pressburg_state));
          g_free (c->state);
          c->state = g_strdup (rules->pressburg_state);
          changed = TRUE;
        }
    }
  return changed;
}

gboolean
bth_politics_effects_step (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *steps)
{
  gboolean changed = FALSE;

  changed |= invasion_joins (rules, s, rules->spain_state, steps);
  changed |= invasion_joins (rules, s, "portugal", steps);
  for (guint i = 0; i < s->majors->len; i++)
    {
      BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      changed |= units_outside_borders (rules, s, m, steps);
      changed |= supply_sources (rules, s, m, steps);
    }
  changed |= pressburg (rules, s, steps);
  return changed;
}

/* ---- The answer ---- */

static void
set_fact (JsonObject *o, const char *member, BthFact fact)
{
  if (fact == BTH_FACT_UNKNOWN)
    json_object_set_null_member (o, member);
  else
    json_object_set_boolean_member (o, member, fact == BTH_FACT_YES);
}

static void
set_int_or_null (JsonObject *o, const char *member, int value)
{
  if (value < 0)
    json_object_set_null_member (o, member);
  else
    json_object_set_int_member (o, member, value);
}

static JsonObject *
result (const char *state, const char *rule)
{
  JsonObject *o = json_object_new ();

  if (state != NULL)
    json_object_set_string_member (o, "state", state);
  json_object_set_string_member (o, "rule", rule);
  return o;
}

static void
set_text (JsonObject *o, const char *member, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
set_text (JsonObject *o, const char *member, const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  json_object_set_string_member (o, member, text);
}

/* X.J.4.b for Spain and Portugal. */
static void
invasions_json (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonArray *out)
{
  const char *states[] = { rules->spain_state, "portugal" };

  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    {
      const char *name = name_of (rules, states[i]);
      BthPoliticalSide by;
      BthFact invaded = bth_politics_invaded (rules, s, states[i], &by);
      const BthPoliticalCity *c = invaded_city (rules, s, states[i]);
      BthStateFacts *f = bth_politics_facts_lookup (s, states[i]);
      const char *where = c != NULL ? c->name : f != NULL ? f->invaded_where : NULL;
      JsonObject *o = result (states[i], INVADED_RULE);

      set_fact (o, "invaded", invaded);
      if (by != BTH_SIDE_NEUTRAL)
        json_object_set_string_member (o, "invaded_by", bth_political_side_to_string (by));
      if (invaded == BTH_FACT_YES)
        set_text (o, "text", "%s is invaded%s%s: it joins the faction opposed to the invading force; the Reinforcement "
                  "rules of Scenario VIII replace the Campaign Game's; the units to be added \"if invaded\" are placed "
                  "in its Force Pool at once", name, where != NULL ? " — a foreign army is at " : " (as entered)",
                  where != NULL ? where : "");
      else if (invaded == BTH_FACT_NO)
        set_text (o, "text", "%s is not invaded (as entered): the regular Campaign Game Reinforcement rules apply "
                  "(X.J.4.a)", name);
      else
        {
          set_text (o, "text", "Whether %s is invaded is unknown: no city entered shows a foreign army there", name);
          set_text (o, "needs", "Enter whether a foreign army (X.J.4.a) is inside %s's borders (\"invaded\")", name);
        }
      json_array_add_object_element (out, o);
    }
}

/* X.H.4 for Denmark and Portugal. */
static void
ships_json (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonArray *out)
{
  for (guint i = 0; ships_remain[i]; i++)
    {
      const char *id = ships_remain[i];
      BthPoliticalMinor *m = bth_politics_situation_minor (s, id);
      BthPoliticalSide status = bth_politics_minor_status (rules, s, id, NULL);
      const char *controller = bth_politics_controller (rules, s->players, id, status);
      JsonObject *o = result (id, SHIPS_RULE);

      json_object_set_boolean_member (o, "naval_units_remain_in_play", TRUE);
      json_object_set_string_member (o, "colour_of", bth_political_side_to_string (status));
      if (controller != NULL)
        json_object_set_string_member (o, "controlled_by", controller);
      else
        json_object_set_null_member (o, "controlled_by");
      set_text (o, "text", "The naval units of %s remain in play%s, the colour of the units of the state that "
                "controls it (%s%s%s)%s", name_of (rules, id),
                m != NULL && m->conquered_by != BTH_SIDE_NEUTRAL ? " although it was conquered" : "",
                bth_political_side_label (status), controller != NULL ? ": " : "", controller != NULL ? controller : "",
                g_str_equal (id, "denmark") ? "; the French player decides where the Danish units are placed at the "
                                              "start" : "");
      json_array_add_object_element (out, o);
    }
}

/* X.G.2.e for each state at war abroad. */
static void
war_units_json (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonArray *out)
{
  for (guint i = 0; i < s->majors->len; i++)
    {
      BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      BthStateFacts *f = bth_politics_facts_lookup (s, m->id);
      BthFact placed = f ? f->war_units_placed : BTH_FACT_UNKNOWN;
      BthFact available = f ? f->war_units_available : BTH_FACT_UNKNOWN;
      const char *forces = NULL;
      JsonObject *o;

      if (!m->at_war)
        continue;
      for (guint w = 0; w < rules->n_wars; w++)
        if (g_strcmp0 (rules->wars[w].state, m->id) == 0)
          forces = rules->wars[w].forces;
      o = result (m->id, WAR_UNITS_RULE);
      set_fact (o, "units_placed", placed);
      if (placed == BTH_FACT_YES)
        {
          json_object_set_boolean_member (o, "reinforcements_allowed", TRUE);
          set_text (o, "text", "%s's At War box holds the units its war takes (%s)", name_of (rules, m->id),
                    forces ? forces : "");
        }
      else if (placed == BTH_FACT_NO && available == BTH_FACT_YES)
        {
          json_object_set_boolean_member (o, "reinforcements_allowed", TRUE);
          set_text (o, "text", "%s must place %s in the At War box now: from the map (no unit while besieged), "
                    "else from its Force Pool", name_of (rules, m->id), forces ? forces : "the units its war takes");
        }
      else if (placed == BTH_FACT_NO && available == BTH_FACT_NO)
        {
          json_object_set_boolean_member (o, "reinforcements_allowed", FALSE);
          set_text (o, "text", "The units %s's war takes (%s) can be found neither on the map (un-besieged) nor in its "
                    "Force Pool: it may not deploy additional reinforcements on the map until they are placed in the "
                    "At War box", name_of (rules, m->id), forces ? forces : "");
        }
      else
        {
          json_object_set_null_member (o, "reinforcements_allowed");
          set_text (o, "text", "Whether %s may deploy reinforcements is unknown", name_of (rules, m->id));
          set_text (o, "needs", placed == BTH_FACT_UNKNOWN
                    ? "Enter whether the units %s's war takes (%s) are in its At War box (\"war_units_placed\")"
                    : "Enter whether the units %s's war takes (%s) can be taken from the map, un-besieged, or its "
                      "Force Pool (\"war_units_available\")", name_of (rules, m->id), forces ? forces : "");
        }
      json_array_add_object_element (out, o);
    }
}

/* X.I.2.d and e for each conquered major still neutral. */
static void
conquered_json (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonArray *out)
{
  for (guint i = 0; i < s->majors->len; i++)
    {
      BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      const char *name = name_of (rules, m->id);
      const char *needed = bth_politics_situation_cities_needed (s, m->id);
      JsonArray *cities = json_array_new ();
      JsonObject *o;
      GString *list = g_string_new (NULL), *held = g_string_new (NULL);

      if (!m->conquered || m->status != BTH_SIDE_NEUTRAL)
        {
          json_array_unref (cities);
          g_string_free (list, TRUE);
          g_string_free (held, TRUE);
          continue;
        }
      o = result (m->id, "X.I.2.e");
      for (guint k = 0; k < s->cities->len; k++)
        {
          const BthPoliticalCity *c = g_ptr_array_index (s->cities, k);
          if (g_strcmp0 (c->state, m->id) != 0 || !(c->production || c->capital))
            continue;
          /* "from its capital(s), and any other production cities which are not controlled by
           * foreign forces"; a capital the conqueror still holds gives them once vacated (X.I.2.c,
           * Question Box 000:3370-3372, as the production phase reads it). */
          if (c->controller != BTH_SIDE_NEUTRAL && g_strcmp0 (c->controller_state, m->id) != 0)
            {
              if (c->capital)
                g_string_append_printf (held, "%s%s", held->len ? ", " : "", c->name);
              continue;
            }
            {
              json_array_add_string_element (cities, c->name);
              g_string_append_printf (list, "%s%s", list->len ? ", " : "", c->name);
            }
        }
      json_object_set_boolean_member (o, "attrition", FALSE);
      if (m->conquered_now)
        {
          /* X.I.2.b: "All units of the conquered state which are not inside its borders are
           * immediately removed from the map board and placed in the Force Pool". */
          BthStateFacts *f = bth_politics_facts_lookup (s, m->id);
          int outside = f != NULL ? f->sp_outside_borders : -1;
          set_int_or_null (o, "sp_outside_borders_to_force_pool", outside);
          if (outside >= 0 && f->outside_from != NULL)
            set_text (o, "outside_borders", "%d SP of %s units are outside its borders (%s): they go to its Force "
                      "Pool (X.I.2.b)", outside, name, f->outside_from);
          if (outside < 0)
            set_text (o, "needs_outside_borders", "Enter how many SP of %s units are outside its borders "
                      "(\"sp_outside_borders\"): they go to its Force Pool (X.I.2.b), and whether it may join a "
                      "faction again depends on it (X.I.2.a)", name);
        }
      if (needed != NULL)
        {
          json_object_set_null_member (o, "production_city_count");
          set_text (o, "needs", "%s", needed);
        }
      else
        json_object_set_int_member (o, "production_city_count", json_array_get_length (cities));
      json_object_set_array_member (o, "production_cities", cities);
      set_text (o, "text", "%s, conquered and neutral, suffers no attrition and draws Production Points from %s%s",
                name, list->len ? list->str : "no city", needed != NULL ? " and the cities still to be entered" : "");
      if (held->len > 0)
        set_text (o, "capitals_held", "%s: the conquering units must vacate the capital in the first possible "
                  "Movement Phase (X.I.2.c); it gives Production Points once they have", held->str);
      g_string_free (held, TRUE);
      json_object_set_boolean_member (o, "may_be_attacked", FALSE);
      json_object_set_string_member (o, "attack_rule", "X.I.2.d");
      if (m->attacked_by_pro || m->attacked_by_anti)
        set_text (o, "refused", "%s units were entered as attacked by the %s faction: neither faction may attack "
                  "units of a conquered state while it remains neutral (X.I.2.d); the attack changes nothing",
                  name, m->attacked_by_pro ? "pro-French" : "anti-French");
      g_string_free (list, TRUE);
      json_array_add_object_element (out, o);
    }
}

/* The major state whose SP replace a conquered minor's (X.I.3.a): as entered, else the
 * state whose units hold all its production cities. */
static const char *
conquering_state (BthPoliticsSituation *s, const char *minor, BthStateFacts *f)
{
  const char *found = NULL;

  if (f != NULL && f->conquering_state != NULL)
    return f->conquering_state;
  for (guint i = 0; i < s->cities->len; i++)
    {
      const BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      if (g_strcmp0 (c->state, minor) != 0 || !c->production)
        continue;
      if (c->controller_state == NULL || (found != NULL && !g_str_equal (found, c->controller_state)))
        return NULL;
      found = c->controller_state;
    }
  return found;
}

/* X.I.3.a–c for each minor conquered in this answer or whose conquest die is entered. */
static void
minor_conquests_json (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonArray *out)
{
  for (guint i = 0; i < s->minors->len; i++)
    {
      BthPoliticalMinor *m = g_ptr_array_index (s->minors, i);
      BthStateFacts *f = bth_politics_facts_lookup (s, m->id);
      const char *name = name_of (rules, m->id);
      const char *by_state;
      g_autoptr(GPtrArray) needs = g_ptr_array_new_with_free_func (g_free);
      gboolean kept = FALSE;
      JsonObject *o;

      if (f == NULL || (!f->conquered_now && f->conquest_die == 0))
        continue;
      if (m->conquered_by == BTH_SIDE_NEUTRAL)
        {
          o = result (m->id, "X.I.3.b");
          json_object_set_null_member (o, "units_on_map");
          set_text (o, "refused", "A conquest die is entered for %s, which is not conquered: the die is rolled when a "
                    "minor state is conquered (enter its conquest, \"conquered_by\", or its production cities' "
                    "control)", name);
          json_array_add_object_element (out, o);
          continue;
        }
      by_state = conquering_state (s, m->id, f);
      kept = m->conquered_by == BTH_SIDE_ANTI_FRENCH && bth_strv_has (rules->never_removed, m->id);
      o = result (m->id, "X.I.3");
      json_object_set_string_member (o, "conquered_by", bth_political_side_to_string (m->conquered_by));
      if (by_state != NULL)
        json_object_set_string_member (o, "conquering_state", by_state);
      else
        {
          json_object_set_null_member (o, "conquering_state");
          g_ptr_array_add (needs, g_strdup_printf ("the conquering state whose strength points replace %s's "
                                                   "(\"conquering_state\")", name));
        }
      /* X.I.3.a: the Force Pool. */
      set_int_or_null (o, "pool_sp_replaced", f->pool_sp);
      if (f->pool_sp < 0)
        g_ptr_array_add (needs, g_strdup_printf ("the SP in %s's Force Pool (\"pool_sp\")", name));
      else
        set_text (o, "pool", "%d SP in %s's Force Pool%s%s%s are replaced by %d SP of %s; the removed counters are set "
                  "aside (X.I.3.a)", f->pool_sp, name, f->pool_sp_from ? " (" : "",
                  f->pool_sp_from ? f->pool_sp_from : "", f->pool_sp_from ? ")" : "",
                  f->pool_sp, by_state ? name_of (rules, by_state) : "the conquering state");
      /* X.I.3.b: the die. */
      if (f->conquest_die == 0)
        {
          json_object_set_null_member (o, "die");
          json_object_set_null_member (o, "units_on_map");
          g_ptr_array_add (needs, g_strdup_printf ("the conqueror's die (\"conquest_die\", X.I.3.b)"));
        }
      else
        {
          gboolean in_place = bth_politics_minor_conquest_on_map (rules, f->conquest_die);
          json_object_set_int_member (o, "die", f->conquest_die);
          json_object_set_string_member (o, "units_on_map", kept ? "kept" : in_place ? "replaced_in_place"
                                                                                       : "to_force_pool");
          g_autofree char *how_many = f->sp_on_map < 0 ? g_strdup ("all ")
                                      : f->sp_on_map_from != NULL ? g_strdup_printf ("the %d SP (%s) of ", f->sp_on_map,
                                                                                     f->sp_on_map_from)
                                      : g_strdup_printf ("the %d SP of ", f->sp_on_map);
          if (kept)
            set_text (o, "map", "%s's French satellite units are never removed from the map (X.I.3.c): the die (%d) "
                      "changes nothing on the map", name, f->conquest_die);
          else if (in_place)
            set_text (o, "map", "Die %d (%d or more): %s%s units on the map are replaced in their hex by as many SP of "
                      "%s (a vacant adjacent hex if the opposing faction is there); the removed counters are set aside",
                      f->conquest_die, rules->minor_die_on_map_at_least,
                      how_many, name,
                      by_state ? name_of (rules, by_state) : "the conquering state");
          else
            set_text (o, "map", "Die %d (less than %d): %s%s units on the map are removed to its Force Pool and exchanged "
                      "for as many SP of %s", f->conquest_die, rules->minor_die_on_map_at_least,
                      how_many, name,
                      by_state ? name_of (rules, by_state) : "the conquering state");
          if (!kept && !in_place && f->pool_sp >= 0 && f->sp_on_map >= 0)
            json_object_set_int_member (o, "sp_exchanged_in_pool", f->pool_sp + f->sp_on_map);
        }
      if (g_strv_contains (ships_remain, m->id))
        set_text (o, "naval", "%s naval units are not exchanged: they remain in play in the controlling state's colour "
                  "(X.H.4)", name);
      if (needs->len > 0)
        {
          GString *text = g_string_new ("Enter ");
          for (guint k = 0; k < needs->len; k++)
            g_string_append_printf (text, "%s%s", k == 0 ? "" : k + 1 == needs->len ? " and " : ", ",
                                    (char *) g_ptr_array_index (needs, k));
          json_object_set_string_member (o, "needs", text->str);
          g_string_free (text, TRUE);
        }
      json_array_add_object_element (out, o);
    }
}

/* X.I.2.i: the treaty's cessions, as applied by bth_politics_effects_step(). */
static JsonObject *
pressburg_json (const BthCampaignRules *rules, BthPoliticsSituation *s)
{
  BthPoliticalMajor *m = bth_politics_situation_major (s, rules->pressburg_state);
  JsonObject *o;
  JsonArray *cessions;
  GString *needs;

  if (!s->pressburg_imposed && (m == NULL || !m->conquered || m->conquered_by != rules->pressburg_by))
    return NULL;
  o = result (rules->pressburg_state, rules->pressburg_rule);
  json_object_set_boolean_member (o, "imposed", s->pressburg_imposed);
  if (!s->pressburg_imposed)
    {
      set_text (o, "text", "%s is conquered by the %s faction: the French player may impose the Peace of Pressburg "
                "(\"pressburg_imposed\")", name_of (rules, rules->pressburg_state),
                bth_political_side_label (rules->pressburg_by));
      return o;
    }
  cessions = json_array_new ();
  needs = g_string_new (NULL);
  for (guint i = 0; i < rules->n_cessions; i++)
    {
      const char *city = rules->cessions[i].city;
      const BthPoliticalCity *c = bth_politics_situation_city (s, city);
      const char *to = rules->cessions[i].to[1] == NULL ? rules->cessions[i].to[0] : bth_politics_facts_cession (s, city);
      JsonObject *e = json_object_new ();

      json_object_set_string_member (e, "city", city);
      if (to != NULL)
        json_object_set_string_member (e, "to", to);
      else
        {
          json_object_set_null_member (e, "to");
          g_string_append_printf (needs, "%sthe French player's choice for %s: %s or %s (\"pressburg_cessions\")",
                                  needs->len ? "; " : "", city, name_of (rules, rules->cessions[i].to[0]),
                                  name_of (rules, rules->cessions[i].to[1]));
        }
      if (c == NULL)
        {
          json_object_set_null_member (e, "state_now");
          g_string_append_printf (needs, "%s%s as a city (its state and control)", needs->len ? "; " : "", city);
        }
      else
        json_object_set_string_member (e, "state_now", c->state);
      json_array_add_object_element (cessions, e);
    }
  json_object_set_array_member (o, "cessions", cessions);
  if (needs->len > 0)
    set_text (o, "needs", "Enter %s", needs->str);
  g_string_free (needs, TRUE);
  return o;
}

JsonNode *
bth_politics_effects_json (const BthCampaignRules *rules, BthPoliticsSituation *s)
{
  JsonObject *o = json_object_new ();
  JsonArray *invasions = json_array_new (), *ships = json_array_new (), *wars = json_array_new ();
  JsonArray *conquered = json_array_new (), *minors = json_array_new ();

  invasions_json (rules, s, invasions);
  ships_json (rules, s, ships);
  war_units_json (rules, s, wars);
  conquered_json (rules, s, conquered);
  minor_conquests_json (rules, s, minors);
  json_object_set_array_member (o, "invasions", invasions);
  json_object_set_array_member (o, "ships", ships);
  json_object_set_array_member (o, "foreign_war_units", wars);
  json_object_set_array_member (o, "conquered_majors", conquered);
  json_object_set_array_member (o, "minor_conquests", minors);
  {
    JsonObject *treaty = pressburg_json (rules, s);
    if (treaty != NULL)
      json_object_set_object_member (o, "pressburg", treaty);
  }
  {
    JsonNode *node = json_node_init_object (json_node_alloc (), o);
    json_object_unref (o);
    return node;
  }
}
