/* cli-scenario-supply.c — berthier-cli supply with a scenario's supply rules (M.3.c).
 * See cli-scenario-supply.h.
 */
#include "cli-scenario-supply.h"

#include "bth-error.h"
#include "bth-json-strict.h"

#include <string.h>

static BthScenario *
find_scenario (const char *wanted, GError **error)
{
  g_auto(GStrv) ids = bth_scenario_list_builtin ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(BthScenario) scenario = bth_scenario_load_builtin (ids[i], error);
      if (scenario == NULL)
        return NULL;
      if (g_str_equal (bth_scenario_get_id (scenario), wanted) ||
          g_str_equal (bth_scenario_get_number (scenario), wanted))
        return g_steal_pointer (&scenario);
    }
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
               "$.scenario: \"%s\" is not the id or number of a scenario (see berthier-cli scenarios)", wanted);
  return NULL;
}

gboolean
cli_scenario_supply_read (CliScenarioSupply *self, JsonObject *input, GError **error)
{
  const char *id;

  memset (self, 0, sizeof *self);
  self->source_rules = g_ptr_array_new ();
  self->needs = g_ptr_array_new ();
  self->never = g_array_new (FALSE, TRUE, sizeof (BthScenarioSupplyNever));
  if (json_object_has_member (input, "answers"))
    {
      GList *members;
      if ((self->answers = bth_json_member_object (input, "$", "answers", error)) == NULL)
        return FALSE;
      members = json_object_get_members (self->answers);
      for (GList *l = members; l != NULL; l = l->next)
        {
          g_autofree char *path = g_strdup_printf ("$.answers[\"%s\"]", (char *) l->data);
          JsonNode *node = json_object_get_member (self->answers, l->data);
          if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
            {
              g_list_free (members);
              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: expected the answer as a string", path);
              return FALSE;
            }
        }
      g_list_free (members);
      self->confirmed = json_object_has_member (self->answers, CLI_MAJOR_CITIES_ITEM) &&
                        g_str_equal (json_object_get_string_member (self->answers, CLI_MAJOR_CITIES_ITEM), "yes");
    }
  if (json_object_has_member (input, "month"))
    {
      const char *text = bth_json_member_string (input, "$", "month", error);
      if (text == NULL)
        return FALSE;
      if (!bth_month_parse (text, &self->month))
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$.month: \"%s\" is not a month \"YYYY-MM\"",
                       text);
          return FALSE;
        }
    }
  if (!json_object_has_member (input, "scenario"))
    return TRUE;
  if ((id = bth_json_member_string (input, "$", "scenario", error)) == NULL)
    return FALSE;
  return (self->scenario = find_scenario (id, error)) != NULL;
}

typedef struct {
  JsonObject           *answers;
  BthMonth              month;
  const BthSupplyForce *forces;
  guint                 n_forces;
  GPtrArray            *sides;
} Facts;

static const char *
answer (const char *item, gpointer data)
{
  JsonObject *answers = ((Facts *) data)->answers;

  return answers != NULL && json_object_has_member (answers, item) ? json_object_get_string_member (answers, item)
                                                                    : NULL;
}

static BthMonth
month (gpointer data)
{
  return ((Facts *) data)->month;
}

/* III.D.2.d: "at least one un-besieged English strength point inside the city". */
static gboolean
held_inside (const char *city, BthHex hex, const char *side_id, const char *power, gpointer data)
{
  const Facts *facts = data;

  (void) city;
  for (guint i = 0; i < facts->n_forces; i++)
    {
      const BthSupplyForce *f = &facts->forces[i];
      if (f->inside_city && !f->besieged && f->strength > 0 && bth_hex_equal (f->hex, hex) &&
          g_strcmp0 (f->nation, power) == 0 && g_strcmp0 (g_ptr_array_index (facts->sides, f->side), side_id) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
needs_free (gpointer data)
{
  if (data == NULL)
    return;
  bth_scenario_supply_needs_clear (data);
  g_free (data);
}

void
cli_scenario_supply_sources (CliScenarioSupply *self, const BthMap *map, GPtrArray *sides,
                             const BthSupplyForce *forces, guint n_forces, GArray *sources)
{
  Facts data = { self->answers, self->month, forces, n_forces, sides };
  BthScenarioSupplyFacts facts = { answer, NULL, held_inside, NULL, month, &data };

  g_ptr_array_set_free_func (self->needs, needs_free);
  for (guint i = 0; i < n_forces; i++)
    {
      const char *side_id = g_ptr_array_index (sides, forces[i].side);
      BthScenarioSupplyNeeds *needs = NULL;

      if (self->scenario != NULL && bth_scenario_supply_covers (self->scenario, side_id, forces[i].nation, &facts))
        {
          gboolean first = TRUE;
          needs = g_new0 (BthScenarioSupplyNeeds, 1);
          bth_scenario_supply_needs_init (needs);
          for (guint j = 0; j < i && first; j++)
            first = !(forces[j].side == forces[i].side && g_str_equal (forces[j].nation, forces[i].nation));
          /* The sources once per side and power; the needs for each force. */
          if (first)
            bth_scenario_supply_add_sources (self->scenario, map, side_id, forces[i].side, forces[i].nation,
                                             &facts, sources, self->source_rules, needs);
          else
            {
              g_autoptr(GArray) none = g_array_new (FALSE, FALSE, sizeof (BthSupplySource));
              g_autoptr(GPtrArray) rules = g_ptr_array_new ();
              bth_scenario_supply_add_sources (self->scenario, map, side_id, forces[i].side, forces[i].nation,
                                               &facts, none, rules, needs);
            }
          if (needs->automatic != NULL)
            {
              BthSupplySource src = { .hex = forces[i].hex, .side = forces[i].side, .nation = forces[i].nation,
                                      .kind = BTH_SUPPLY_SOURCE_SCENARIO };
              g_array_append_val (sources, src);
              g_ptr_array_set_size (self->source_rules, sources->len);
              g_ptr_array_index (self->source_rules, sources->len - 1) = (gpointer) needs->automatic;
            }
        }
      g_ptr_array_add (self->needs, needs);
      {
        /* No power's status is given to the CLI: a rule "while neutral" may apply. */
        BthScenarioSupplyNever never = needs != NULL ? bth_scenario_supply_never (needs, map, forces[i].hex, &facts)
                                                     : BTH_SCENARIO_NEVER_NO;
        g_array_append_val (self->never, never);
      }
    }
  g_ptr_array_set_size (self->source_rules, sources->len);
}

static const BthScenarioRule *
source_rule (CliScenarioSupply *self, const BthSupplyResult *r)
{
  return r->source >= 0 && (guint) r->source < self->source_rules->len
         ? g_ptr_array_index (self->source_rules, r->source) : NULL;
}

BthSupplyStatus
cli_scenario_supply_status (CliScenarioSupply *self, guint force, const BthSupplyResult *r)
{
  const BthScenarioSupplyNeeds *needs = force < self->needs->len ? g_ptr_array_index (self->needs, force) : NULL;
  BthScenarioSupplyNever never;

  if (needs == NULL)
    return r->status;
  never = g_array_index (self->never, BthScenarioSupplyNever, force);
  return bth_scenario_supply_verdict_status (bth_scenario_supply_verdict (r, needs, source_rule (self, r),
                                                                          self->confirmed, never), r->status);
}

static void
strings (JsonBuilder *b, const char *member, GPtrArray *list, gboolean rules)
{
  if (list->len == 0)
    return;
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < list->len; i++)
    json_builder_add_string_value (b, rules ? ((const BthScenarioRule *) g_ptr_array_index (list, i))->rule
                                            : (const char *) g_ptr_array_index (list, i));
  json_builder_end_array (b);
}

void
cli_scenario_supply_members (CliScenarioSupply *self, JsonBuilder *b, guint force, const BthSupplyResult *r)
{
  const BthScenarioSupplyNeeds *needs = force < self->needs->len ? g_ptr_array_index (self->needs, force) : NULL;
  const BthScenarioRule *rule = source_rule (self, r);

  if (needs == NULL)
    return;
  json_builder_set_member_name (b, "scenario_verdict");
  json_builder_add_string_value (b, bth_scenario_supply_verdict_to_nick (
                                      bth_scenario_supply_verdict (r, needs, rule, self->confirmed,
                                                                   g_array_index (self->never, BthScenarioSupplyNever,
                                                                                  force))));
  if (rule != NULL)
    {
      json_builder_set_member_name (b, "source_rule");
      json_builder_add_string_value (b, rule->rule);
      if (rule->supply != NULL && rule->supply->in_effect_by != NULL)
        {
          /* "VIII.D.2.a, in effect by IX.D" */
          json_builder_set_member_name (b, "source_rule_in_effect_by");
          json_builder_add_string_value (b, rule->supply->in_effect_by);
        }
    }
  if (needs->no_month != NULL)
    {
      /* Unknown until the month is given: the rule that holds only in some months. */
      json_builder_set_member_name (b, "month_needed_by");
      json_builder_add_string_value (b, needs->no_month->rule);
    }
  strings (b, "scenario_rules", needs->rules, TRUE);
  strings (b, "to_enter", needs->to_enter, FALSE);
  strings (b, "unplaced_sources", needs->unplaced, FALSE);
  strings (b, "undetermined_cities", needs->undetermined, FALSE);
  strings (b, "players_judge", needs->judge, TRUE);
  strings (b, "lost_with_control", needs->lost, FALSE);
}

void
cli_scenario_supply_clear (CliScenarioSupply *self)
{
  g_clear_object (&self->scenario);
  g_clear_pointer (&self->source_rules, g_ptr_array_unref);
  g_clear_pointer (&self->needs, g_ptr_array_unref);
  g_clear_pointer (&self->never, g_array_unref);
}
