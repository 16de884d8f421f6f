/* bth-game-scenario-supply.c — a scenario's supply rules (M.3.c) in the words of a game's
 * supply trace. See bth-game-supply-private.h.
 */
#include "bth-game-supply-private.h"
#include "bth-campaign-state.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static const char *
answer (const char *item, gpointer data)
{
  return bth_game_state_get_answer (((BthGameScenarioFacts *) data)->state, item);
}

/* X.I.2.c's "Should control of the city be lost": the Grand Campaign's books record who
 * controls each city; a city held by the other faction is lost to SIDE_ID. */
static gboolean
enemy_controls (const char *city, const char *side_id, gpointer data)
{
  const BthGameState *state = ((BthGameScenarioFacts *) data)->state;
  const BthCampaignBooks *books = bth_game_state_get_campaign (state);
  const BthCampaignCity *c = books != NULL ? bth_campaign_books_city (books, city) : NULL;

  if (c == NULL || c->controller == BTH_SIDE_NEUTRAL || side_id == NULL)
    return FALSE;
  return c->controller != bth_campaign_faction_of_side (state, side_id);
}

static gboolean
stack_at (BthMap *map, const BthStackState *stack, BthHex hex)
{
  BthHex at;

  return stack->location != NULL && bth_map_parse_location (map, stack->location, &at, NULL) &&
         bth_hex_equal (at, hex);
}

/* III.D.2.d: "at least one un-besieged English strength point inside the city". */
static gboolean
held_inside (const char *city, BthHex hex, const char *side_id, const char *power, gpointer data)
{
  const BthGameScenarioFacts *facts = data;
  const BthGameState *state = facts->state;
  gboolean inside = FALSE;

  (void) city;
  for (guint i = 0; i < state->stacks->len && !inside; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      if (stack->inside_city && g_strcmp0 (stack->side, side_id) == 0 &&
          bth_unit_counts_sp (stack->units, power, NULL) > 0 && stack_at (facts->map, stack, hex))
        inside = TRUE;
    }
  /* Besieged: an enemy strength point outside the city in its hex (S). */
  for (guint i = 0; i < state->stacks->len && inside; i++)
    {
      const BthStackState *other = g_ptr_array_index (state->stacks, i);
      if (g_strcmp0 (other->side, side_id) != 0 && !other->inside_city &&
          bth_unit_counts_sp (other->units, NULL, NULL) > 0 && stack_at (facts->map, other, hex))
        return FALSE;
    }
  return inside;
}

/* A power of no side is neutral (X.D.1.c); one the game does not list, unknown. */
static int
is_neutral (const char *power, gpointer data)
{
  const BthGameState *state = ((BthGameScenarioFacts *) data)->state;

  for (guint i = 0; i < state->powers->len; i++)
    {
      const BthPowerState *p = g_ptr_array_index (state->powers, i);
      if (g_strcmp0 (p->id, power) == 0)
        return p->side == NULL ? 1 : 0;
    }
  return -1;
}

/* The game's current month: the app always knows it. */
static BthMonth
month (gpointer data)
{
  return ((BthGameScenarioFacts *) data)->state->month;
}

void
bth_game_scenario_supply_facts (BthGameScenarioFacts *data, BthScenarioSupplyFacts *facts)
{
  facts->is_neutral = is_neutral;
  facts->answer = answer;
  facts->enemy_controls = enemy_controls;
  facts->held_inside = held_inside;
  facts->month = month;
  facts->data = data;
}

static char *
join (GPtrArray *names, guint shown)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; names != NULL && i < names->len && i < shown; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", (char *) g_ptr_array_index (names, i));
  if (names != NULL && names->len > shown)
    /* Translators: after a few city names: " and 92 more" */
    g_string_append_printf (text, _(" and %u more"), names->len - shown);
  return g_string_free (text, FALSE);
}

/* "VIII.D.2.a", or "VIII.D.2.a, in effect by IX.D" for another scenario's rule in effect by
 * this one's. */
static char *
cite (const BthScenarioRule *rule)
{
  if (rule->supply != NULL && rule->supply->in_effect_by != NULL)
    /* Translators: another scenario's rule, and the rule putting it in effect: "VIII.D.2.a, in
     * effect by IX.D" */
    return g_strdup_printf (_("%s, in effect by %s"), rule->rule, rule->supply->in_effect_by);
  return g_strdup (rule->rule);
}

/* "I.D.2.a, I.D.2.b" */
static char *
refs (GPtrArray *rules)
{
  GString *text = g_string_new (NULL);

  gboolean by = FALSE;

  for (guint i = 0; i < rules->len; i++)
    by |= ((const BthScenarioRule *) g_ptr_array_index (rules, i))->supply->in_effect_by != NULL;
  for (guint i = 0; i < rules->len; i++)
    {
      g_autofree char *c = cite (g_ptr_array_index (rules, i));
      g_string_append_printf (text, "%s%s", i > 0 ? (by ? "; " : ", ") : "", c);
    }
  return g_string_free (text, FALSE);
}

char *
bth_game_scenario_supply_source_line (BthMap *map, const BthSupplySource *source, const BthScenarioRule *rule,
                                      const char *power_name, const char *side_name)
{
  const BthMapCity *city = bth_map_city_at (map, source->hex);
  g_autofree char *label = bth_map_hex_label (map, source->hex);
  g_autofree char *cited = cite (rule);

  if (rule->supply->automatic)
    /* Translators: a hex, a power, a side, a rule: "K20(3): automatically in supply, Hesse's
     * units, Non-French player (III.D.2.c)" */
    return g_strdup_printf (_("%s: automatically in supply, %s's units, %s (%s)"), label, power_name, side_name,
                            cited);
  /* Translators: city, hex, power, side, rule: "Milan Q23(2): supply source of France's
   * units, French player (I.D.2.a)" */
  return g_strdup_printf (_("%s %s: supply source of %s's units, %s (%s)"), city != NULL ? city->name : "?", label,
                          power_name, side_name, cited);
}

gboolean
bth_game_scenario_supply_explain (BthStackPosition *p, const BthSupplyResult *r, const BthScenarioSupplyNeeds *needs,
                                  const BthSupplySource *sources, GPtrArray *source_rules, BthMap *map,
                                  const BthScenarioSupplyFacts *facts, gboolean confirmed, int line_mp,
                                  const char *prefix)
{
  const BthScenarioRule *rule = r->source >= 0 && (guint) r->source < source_rules->len
                                ? g_ptr_array_index (source_rules, r->source) : NULL;
  BthScenarioSupplyVerdict verdict = bth_scenario_supply_verdict (r, needs, rule, confirmed,
                                                                  bth_scenario_supply_never (needs, map, p->hex, facts));
  g_autofree char *rules = refs (needs->rules);
  g_autofree char *cited = rule != NULL && rule->supply != NULL ? cite (rule) : NULL;
  const char *city = p->source_name != NULL ? p->source_name : _("hex");
  g_autofree char *from = r->source >= 0 ? bth_map_hex_label (map, sources[r->source].hex) : NULL;
  GString *text;

  if (verdict == BTH_SCENARIO_SUPPLY_AS_TRACED)
    return FALSE;   /* a chain (M.3.b), unrecorded terrain: as explained */
  p->status = bth_scenario_supply_verdict_status (verdict, r->status);
  text = g_string_new (NULL);
  switch (verdict)
    {
    case BTH_SCENARIO_SUPPLY_AUTOMATIC:
      /* Translators: the rule's text, its reference: "In supply: "Prussian satellite units are
       * automatically in supply." (III.D.2.c)" */
      g_string_append_printf (text, _("In supply: \"%s\" (%s)"), rule->text, cited);
      break;
    case BTH_SCENARIO_SUPPLY_UNLESS_LOST:
      /* Translators: movement points, a city, its hex, a rule, an item of Players' Data */
      g_string_append_printf (text, _("Unknown: a line of %d MP from %s %s, a supply source by %s unless the "
                                      "enemy has gained control of it: enter \"%s\" under Players' Data."),
                              r->mp, city, from, cited, rule->supply->lost_with_control);
      break;
    case BTH_SCENARIO_SUPPLY_FROM_SOURCE:
      if (r->via == BTH_SUPPLY_VIA_INSIDE_CITY)
        /* Translators: a city, a rule */
        g_string_append_printf (text, _("In supply: inside %s, a supply source for these units by the scenario "
                                        "(M.4, %s)."), city, cited);
      else
        /* Translators: movement points, a city, its hex, a rule */
        g_string_append_printf (text, _("In supply: a line of %d MP from %s %s, a supply source for these units "
                                        "by the scenario (%s)."), r->mp, city, from, cited);
      break;
    case BTH_SCENARIO_SUPPLY_TO_ENTER:
      {
        GString *items = g_string_new (NULL);
        for (guint i = 0; i < needs->to_enter->len; i++)
          /* Translators: an item of Players' Data, quoted in a list */
          g_string_append_printf (items, _("%s\"%s\""), i > 0 ? "; " : "", (char *) g_ptr_array_index (needs->to_enter, i));
        /* Translators: a power's "france: " or "", rules, quoted items of Players' Data */
        g_string_append_printf (text, _("%sUnknown: these units' supply sources (%s) depend on what is not "
                                        "entered yet: enter %s under Players' Data."), prefix, rules, items->str);
        g_string_free (items, TRUE);
      }
      break;
    case BTH_SCENARIO_SUPPLY_UNPLACED:
      {
        g_autofree char *names = join (needs->unplaced, 6);
        /* Translators: a power's "france: " or "", movement points, rules, cities */
        g_string_append_printf (text, _("%sUnknown: no line of %d MP from a supply source whose hex is recorded "
                                        "(%s); the hexes of %s are not recorded: record them on the Map page."),
                                prefix, line_mp, rules, names);
      }
      break;
    case BTH_SCENARIO_SUPPLY_UNDETERMINED:
      {
        g_autofree char *names = join (needs->undetermined, 4);
        /* Translators: a power's "france: " or "", movement points, rules, cities */
        g_string_append_printf (text, _("%sUnknown: no line of %d MP from a city the map records as a supply "
                                        "source (%s), but the map does not record the size and country of "
                                        "every city (%s): enter them on the Map page, or confirm there that it "
                                        "lists every major city."), prefix, line_mp, rules, names);
      }
      break;
    case BTH_SCENARIO_SUPPLY_JUDGE:
      {
        const BthScenarioRule *j = g_ptr_array_index (needs->judge, 0);
        g_autofree char *j_cited = cite (j);
        /* Translators: a power's "france: " or "", movement points, a rule's text, its reference */
        g_string_append_printf (text, _("%sUnknown: no line of %d MP from a supply source the map can check; "
                                        "the scenario also says \"%s\" (%s): judge it at the table."),
                                prefix, line_mp, j->text, j_cited);
      }
      break;
    case BTH_SCENARIO_SUPPLY_NEVER:
      /* Translators: a power's "france: " or "", a rule */
      g_string_append_printf (text, _("%sUnsupplied: the scenario makes these units automatically unsupplied "
                                      "here (%s)."), prefix, needs->unsupplied->rule);
      break;
    case BTH_SCENARIO_SUPPLY_MAYBE_NEVER:
      /* Translators: a power's "france: " or "", a rule's reference, its text */
      g_string_append_printf (text, _("%sUnknown: in supply unless the scenario makes these units automatically "
                                      "unsupplied here (%s: \"%s\"); the map does not say whether this hex is "
                                      "there, or the game whether the condition holds."),
                              prefix, needs->unsupplied->rule, needs->unsupplied->text);
      break;
    case BTH_SCENARIO_SUPPLY_NO_MONTH:
      {
        g_autofree char *when = cite (needs->no_month);
        /* Translators: a power's "france: " or "", a rule's reference, its text */
        g_string_append_printf (text, _("%sUnknown: the scenario's rule %s (\"%s\") holds only in some months, "
                                        "and the game month is not known: give the month."),
                                prefix, when, needs->no_month->text);
      }
      break;
    case BTH_SCENARIO_SUPPLY_NO_SOURCE:
    case BTH_SCENARIO_SUPPLY_AS_TRACED:
    default:
      /* Translators: a power's "france: " or "", rules, movement points */
      g_string_append_printf (text, _("%sUnsupplied: no supply source of the scenario (%s) nor supplied stack "
                                      "of the same colour within %d MP (M.2)."), prefix, rules, line_mp);
      break;
    }
  if (p->status != BTH_SUPPLY_SUPPLIED && needs->lost->len > 0)
    {
      g_autofree char *names = join (needs->lost, 6);
      g_string_append_c (text, ' ');
      /* Translators: cities, rules */
      g_string_append_printf (text, _("No longer supply sources, their control lost: %s (%s)."), names, rules);
    }
  if (p->status != BTH_SUPPLY_SUPPLIED && r->status == BTH_SUPPLY_UNSUPPLIED && p->colour == NULL)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("The leaders' counter colour is not entered, so no chain through other "
                               "stacks was counted."));
    }
  g_free (p->explanation);
  p->explanation = g_string_free (text, FALSE);
  return verdict == BTH_SCENARIO_SUPPLY_NEVER || verdict == BTH_SCENARIO_SUPPLY_AUTOMATIC;
}
