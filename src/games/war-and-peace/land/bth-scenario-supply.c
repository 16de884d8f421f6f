/* bth-scenario-supply.c — a scenario's supply rules (M.3.c) resolved into sources on the
 * map. See bth-scenario-supply.h.
 */
#include "bth-scenario-supply.h"

#include <string.h>

void
bth_scenario_supply_needs_init (BthScenarioSupplyNeeds *needs)
{
  memset (needs, 0, sizeof *needs);
  needs->rules = g_ptr_array_new ();
  needs->judge = g_ptr_array_new ();
  needs->to_enter = g_ptr_array_new_with_free_func (g_free);
  needs->unplaced = g_ptr_array_new_with_free_func (g_free);
  needs->undetermined = g_ptr_array_new_with_free_func (g_free);
  needs->lost = g_ptr_array_new_with_free_func (g_free);
}

void
bth_scenario_supply_needs_clear (BthScenarioSupplyNeeds *needs)
{
  g_clear_pointer (&needs->rules, g_ptr_array_unref);
  g_clear_pointer (&needs->judge, g_ptr_array_unref);
  g_clear_pointer (&needs->to_enter, g_ptr_array_unref);
  g_clear_pointer (&needs->unplaced, g_ptr_array_unref);
  g_clear_pointer (&needs->undetermined, g_ptr_array_unref);
  g_clear_pointer (&needs->lost, g_ptr_array_unref);
}

static void
add_name (GPtrArray *names, const char *name)
{
  for (guint i = 0; i < names->len; i++)
    if (g_str_equal (g_ptr_array_index (names, i), name))
      return;
  g_ptr_array_add (names, g_strdup (name));
}

static gboolean
has_name (GPtrArray *names, const char *name)
{
  for (guint i = 0; i < names->len; i++)
    if (g_ascii_strcasecmp (g_ptr_array_index (names, i), name) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
in_list (const char * const *list, const char *id)
{
  for (guint i = 0; list != NULL && list[i] != NULL; i++)
    if (g_str_equal (list[i], id))
      return TRUE;
  return FALSE;
}

static gboolean
names_sources (const BthScenarioSupply *s)
{
  return s->cities[0] != NULL || s->hexes[0] != NULL || s->cities_held_inside[0] != NULL ||
         s->major_cities_of[0] != NULL || s->cities_of[0] != NULL || s->home != BTH_SCENARIO_HOME_NONE ||
         s->controlled_at_start != NULL || s->automatic || s->players_judge;
}

static gboolean
rule_covers (BthScenario *scenario, const BthScenarioSupply *s, const char *side_id, const char *power)
{
  if (s->neutral)
    return side_id == NULL;
  if (s->side != NULL)
    return g_strcmp0 (s->side, side_id) == 0;
  if (s->powers != NULL)
    return power != NULL && in_list (s->powers, power);
  if (s->satellites_of != NULL && power != NULL)
    {
      const BthScenarioPower *p = bth_scenario_find_power (scenario, power, NULL);
      return p != NULL && g_strcmp0 (p->satellite_of, s->satellites_of) == 0;
    }
  return FALSE;
}

int
bth_scenario_supply_rule_holds (const BthScenarioRule *rule, const BthScenarioSupplyFacts *facts)
{
  const BthScenarioSupply *s = rule->supply;
  BthMonth month;

  if (s == NULL || (s->from == 0 && s->until == 0))
    return TRUE;
  month = facts != NULL && facts->month != NULL ? facts->month (facts->data) : 0;
  if (month == 0)
    return -1;
  return (s->from == 0 || month >= s->from) && (s->until == 0 || month <= s->until);
}

gboolean
bth_scenario_supply_covers (BthScenario *scenario, const char *side_id, const char *power,
                            const BthScenarioSupplyFacts *facts)
{
  guint n = 0;
  const BthScenarioRule *rules = scenario != NULL ? bth_scenario_get_rules (scenario, &n) : NULL;

  for (guint i = 0; i < n; i++)
    if (rules[i].supply != NULL && names_sources (rules[i].supply) &&
        rule_covers (scenario, rules[i].supply, side_id, power) &&
        bth_scenario_supply_rule_holds (&rules[i], facts) != FALSE)
      return TRUE;
  return FALSE;
}

typedef struct {
  const BthMap           *map;
  int                     side;
  const char             *power;
  GArray                 *sources;
  GPtrArray              *source_rules;
  BthScenarioSupplyNeeds *needs;
  const BthScenarioRule  *rule;
  GPtrArray              *lost;   /* this rule's lost cities (names), or NULL */
} Ctx;

/* CITY (named NAME when the map does not know it) as a source of the rule. */
static void
add_city (Ctx *c, const BthMapCity *city, const char *name)
{
  BthSupplySource source = { .side = c->side, .nation = c->power, .kind = BTH_SUPPLY_SOURCE_SCENARIO };

  if (city != NULL)
    name = city->name;
  if (c->lost != NULL && has_name (c->lost, name))
    {
      add_name (c->needs->lost, name);
      return;
    }
  if (city == NULL || !city->has_hex)
    {
      add_name (c->needs->unplaced, name);
      return;
    }
  source.hex = city->hex;
  g_array_append_val (c->sources, source);
  g_ptr_array_set_size (c->source_rules, c->sources->len);
  g_ptr_array_index (c->source_rules, c->sources->len - 1) = (gpointer) c->rule;
}

/* The cities of COUNTRY (MAJOR: its major cities only) as sources; cities that may be of
 * them for all the map records are undetermined. */
static void
add_country (Ctx *c, const char *country, gboolean major)
{
  for (guint i = 0; i < bth_map_get_n_cities (c->map); i++)
    {
      const BthMapCity *city = bth_map_get_city (c->map, i);
      gboolean of_country = g_strcmp0 (city->country, country) == 0;

      if (of_country && (!major || city->size == BTH_CITY_SIZE_MAJOR))
        add_city (c, city, NULL);
      else if ((of_country && major && city->size == BTH_CITY_SIZE_UNRECORDED) ||
               (city->country == NULL && (!major || city->size != BTH_CITY_SIZE_MINOR)))
        add_name (c->needs->undetermined, city->name);
    }
}

/* "Paris, Lyon; Toulon" or "none" (an empty list). */
static GPtrArray *
split_names (const char *text)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) parts = g_regex_split_simple ("[,;\n]", text, 0, 0);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *name = g_strstrip (parts[i]);
      if (*name != '\0' && g_ascii_strcasecmp (name, "none") != 0)
        add_name (names, name);
    }
  return names;
}

static void
need (Ctx *c, const char *item)
{
  add_name (c->needs->to_enter, item);
}

gboolean
bth_scenario_supply_add_sources (BthScenario *scenario, const BthMap *map, const char *side_id, int side,
                                 const char *power, const BthScenarioSupplyFacts *facts, GArray *sources,
                                 GPtrArray *source_rules, BthScenarioSupplyNeeds *needs)
{
  guint n = 0;
  const BthScenarioRule *rules = scenario != NULL ? bth_scenario_get_rules (scenario, &n) : NULL;
  Ctx c = { map, side, power, sources, source_rules, needs, NULL, NULL };

  g_return_val_if_fail (map != NULL && sources != NULL && source_rules != NULL && needs != NULL, FALSE);

  for (guint i = 0; i < n; i++)
    {
      const BthScenarioSupply *s = rules[i].supply;
      g_autoptr(GPtrArray) lost = NULL;
      const char *answer;

      int holds;

      if (s == NULL || !rule_covers (scenario, s, side_id, power))
        continue;
      if ((holds = bth_scenario_supply_rule_holds (&rules[i], facts)) == FALSE)
        continue;
      c.rule = &rules[i];
      if (holds < 0)
        {
          /* Not this month, or this month: not known. Never a guess. */
          if (names_sources (s))
            {
              needs->covered = TRUE;
              g_ptr_array_add (needs->rules, (gpointer) c.rule);
              if (needs->no_month == NULL)
                needs->no_month = c.rule;
            }
          continue;
        }
      if (s->unsupplied_in[0] != NULL && needs->unsupplied == NULL)
        needs->unsupplied = c.rule;
      if (!names_sources (s))
        continue;
      needs->covered = TRUE;
      g_ptr_array_add (needs->rules, (gpointer) c.rule);
      if (s->automatic && needs->automatic == NULL)
        needs->automatic = c.rule;
      if (s->players_judge)
        g_ptr_array_add (needs->judge, (gpointer) c.rule);

      /* Lost with control: the players' list, and the game's record of city control. */
      if (s->lost_with_control != NULL)
        {
          answer = facts != NULL && facts->answer != NULL ? facts->answer (s->lost_with_control, facts->data) : NULL;
          if (answer == NULL || *answer == '\0')
            {
              need (&c, s->lost_with_control);
              lost = g_ptr_array_new_with_free_func (g_free);
            }
          else
            lost = split_names (answer);
          if (facts != NULL && facts->enemy_controls != NULL)
            for (guint k = 0; k < bth_map_get_n_cities (map); k++)
              {
                const BthMapCity *city = bth_map_get_city (map, k);
                if (facts->enemy_controls (city->name, side_id, facts->data))
                  add_name (lost, city->name);
              }
        }
      c.lost = lost;

      for (guint k = 0; s->cities[k] != NULL; k++)
        add_city (&c, bth_map_find_city (map, s->cities[k]), s->cities[k]);
      for (guint k = 0; s->hexes[k] != NULL; k++)
        {
          BthSupplySource source = { .side = side, .nation = power, .kind = BTH_SUPPLY_SOURCE_SCENARIO };
          if (!bth_map_parse_location (map, s->hexes[k], &source.hex, NULL))
            {
              add_name (needs->unplaced, s->hexes[k]);
              continue;
            }
          g_array_append_val (sources, source);
          g_ptr_array_set_size (source_rules, sources->len);
          g_ptr_array_index (source_rules, sources->len - 1) = (gpointer) c.rule;
        }
      for (guint k = 0; s->cities_held_inside[k] != NULL; k++)
        {
          /* A source only while a strength point of the units is inside it, un-besieged: the
           * game knows it from the positions, or does not know it (no callback: unknown). */
          const BthMapCity *city = bth_map_find_city (map, s->cities_held_inside[k]);
          if (city == NULL || !city->has_hex)
            {
              if (facts != NULL && facts->held_inside != NULL)
                add_name (needs->unplaced, s->cities_held_inside[k]);
              continue;
            }
          if (facts != NULL && facts->held_inside != NULL &&
              facts->held_inside (city->name, city->hex, side_id, power, facts->data))
            add_city (&c, city, NULL);
        }
      for (guint k = 0; s->major_cities_of[k] != NULL; k++)
        add_country (&c, s->major_cities_of[k], TRUE);
      for (guint k = 0; s->cities_of[k] != NULL; k++)
        add_country (&c, s->cities_of[k], FALSE);
      if (s->home != BTH_SCENARIO_HOME_NONE && power != NULL)
        add_country (&c, bth_map_country_of_power (map, power), s->home == BTH_SCENARIO_HOME_MAJOR);
      if (s->controlled_at_start != NULL)
        {
          answer = facts != NULL && facts->answer != NULL ? facts->answer (s->controlled_at_start, facts->data) : NULL;
          if (answer == NULL || *answer == '\0')
            need (&c, s->controlled_at_start);
          else
            {
              g_autoptr(GPtrArray) names = split_names (answer);
              for (guint k = 0; k < names->len; k++)
                {
                  const char *name = g_ptr_array_index (names, k);
                  add_city (&c, bth_map_find_city (map, name), name);
                }
            }
        }
      c.lost = NULL;
    }
  return needs->covered;
}

static gboolean
has_item (GPtrArray *items, const char *item)
{
  for (guint i = 0; item != NULL && i < items->len; i++)
    if (g_str_equal (g_ptr_array_index (items, i), item))
      return TRUE;
  return FALSE;
}

BthScenarioSupplyNever
bth_scenario_supply_never (const BthScenarioSupplyNeeds *needs, const BthMap *map, BthHex hex,
                           const BthScenarioSupplyFacts *facts)
{
  const BthScenarioSupply *s = needs->unsupplied != NULL ? needs->unsupplied->supply : NULL;
  const BthMapCity *city;
  int in = -1, neutral = 1;

  if (s == NULL)
    return BTH_SCENARIO_NEVER_NO;
  city = bth_map_city_at (map, hex);
  if (city != NULL && city->country != NULL)
    in = in_list (s->unsupplied_in, city->country) ? 1 : 0;
  if (s->while_neutral != NULL)
    neutral = facts != NULL && facts->is_neutral != NULL ? facts->is_neutral (s->while_neutral, facts->data) : -1;
  if (in == 0 || neutral == 0)
    return BTH_SCENARIO_NEVER_NO;
  return in == 1 && neutral == 1 ? BTH_SCENARIO_NEVER_YES : BTH_SCENARIO_NEVER_MAYBE;
}

BthScenarioSupplyVerdict
bth_scenario_supply_verdict (const BthSupplyResult *r, const BthScenarioSupplyNeeds *needs,
                             const BthScenarioRule *source_rule, gboolean confirmed, BthScenarioSupplyNever never)
{
  if (needs->no_month != NULL)
    return BTH_SCENARIO_SUPPLY_NO_MONTH;
  if (never == BTH_SCENARIO_NEVER_YES)
    return BTH_SCENARIO_SUPPLY_NEVER;
  if (never == BTH_SCENARIO_NEVER_MAYBE && r->status != BTH_SUPPLY_UNSUPPLIED)
    return BTH_SCENARIO_SUPPLY_MAYBE_NEVER;
  if (r->status == BTH_SUPPLY_SUPPLIED)
    {
      if (source_rule == NULL || source_rule->supply == NULL)
        return BTH_SCENARIO_SUPPLY_AS_TRACED;
      if (source_rule->supply->automatic)
        return BTH_SCENARIO_SUPPLY_AUTOMATIC;
      if (has_item (needs->to_enter, source_rule->supply->lost_with_control))
        return BTH_SCENARIO_SUPPLY_UNLESS_LOST;
      return BTH_SCENARIO_SUPPLY_FROM_SOURCE;
    }
  if (r->status == BTH_SUPPLY_UNKNOWN)
    return BTH_SCENARIO_SUPPLY_AS_TRACED;
  /* Never "unsupplied" on a partial list (issue 16). */
  if (needs->to_enter->len > 0)
    return BTH_SCENARIO_SUPPLY_TO_ENTER;
  if (needs->unplaced->len > 0)
    return BTH_SCENARIO_SUPPLY_UNPLACED;
  if (needs->undetermined->len > 0 && !confirmed)
    return BTH_SCENARIO_SUPPLY_UNDETERMINED;
  if (needs->judge->len > 0)
    return BTH_SCENARIO_SUPPLY_JUDGE;
  return BTH_SCENARIO_SUPPLY_NO_SOURCE;
}

BthSupplyStatus
bth_scenario_supply_verdict_status (BthScenarioSupplyVerdict verdict, BthSupplyStatus traced)
{
  switch (verdict)
    {
    case BTH_SCENARIO_SUPPLY_AUTOMATIC:
    case BTH_SCENARIO_SUPPLY_FROM_SOURCE:
      return BTH_SUPPLY_SUPPLIED;
    case BTH_SCENARIO_SUPPLY_NO_SOURCE:
    case BTH_SCENARIO_SUPPLY_NEVER:
      return BTH_SUPPLY_UNSUPPLIED;
    case BTH_SCENARIO_SUPPLY_AS_TRACED:
      return traced;
    default:
      return BTH_SUPPLY_UNKNOWN;
    }
}

const char *
bth_scenario_supply_verdict_to_nick (BthScenarioSupplyVerdict verdict)
{
  static const char *const nicks[] = { "as-traced", "automatic", "scenario-source", "unless-lost", "to-enter",
                                       "unplaced", "undetermined", "players-judge", "no-source",
                                       "unsupplied-by-rule", "maybe-unsupplied-by-rule", "month-not-given" };

  g_return_val_if_fail ((guint) verdict < G_N_ELEMENTS (nicks), NULL);
  return nicks[verdict];
}
