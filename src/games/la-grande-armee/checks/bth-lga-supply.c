/* bth-lga-supply.c — foraging [14.4] and the declaration of a siege [15.2, 15.5], with the
 * garrison's Morale Check against surrender [13.14, 15.54]: the rules' conditions checked one
 * by one, each failure named with its rule. The players say what the board shows. */
#include "bth-lga-checks.h"
#include "bth-error.h"
#include "bth-json-strict.h"

static const char * const place_names[] = { "town", "city", "depot_city", NULL };
static const char * const marker_names[] = { "none", "foraged", "depleted", NULL };
static const char * const forager_names[] = { "french", "french_ally", "russian", "russian_ally", "austrian",
                                              "prussian", "british", "coalition_ally", NULL };
static const char * const weather_names[] = { "clear", "mud", "snow", NULL };
static const char * const fortress_names[] = { "major", "minor", NULL };
static const char * const depot_names[] = { "none", "depot", "depot_city", NULL };

/* ------------------------------------------------------------------------------------ */
/* Foraging [14.4]                                                                        */

BthLgaForage *
bth_lga_forage_resolve (BthLgaRules *rules, const BthLgaForageInput *in)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  BthLgaForage *f = g_new0 (BthLgaForage, 1);

  f->reasons = g_ptr_array_new_with_free_func (g_free);
  f->marker_after = in->marker;
  f->capacity = in->place == BTH_LGA_DEPOT_CITY ? -1 : in->place == BTH_LGA_CITY ? t->forage_city : t->forage_town;
  /* [14.42] who may forage */
  if (in->forager == BTH_LGA_FORAGER_RUSSIAN_ALLY || in->forager == BTH_LGA_FORAGER_BRITISH
      || in->forager == BTH_LGA_FORAGER_COALITION_ALLY
      || ((in->forager == BTH_LGA_FORAGER_AUSTRIAN || in->forager == BTH_LGA_FORAGER_PRUSSIAN) && !in->allied_to_france))
    g_ptr_array_add (f->reasons, g_strdup ("[14.42] Only French, French-allied and Russian units can forage: Russian allies, "
                                           "Austrian, Prussian and British units and allies of a Coalition power never can"));
  else if ((in->forager == BTH_LGA_FORAGER_AUSTRIAN || in->forager == BTH_LGA_FORAGER_PRUSSIAN) && in->scenario_1812)
    g_ptr_array_add (f->reasons, g_strdup ("[14.42] In 1812 scenarios, Austrian and Prussian units allied to France cannot forage"));
  if (in->distance < 0 || in->distance > t->forage_range)
    g_ptr_array_add (f->reasons, g_strdup_printf ("[14.43] The foragers must be within %d hexes of the town or city (%s)",
                                                  t->forage_range, in->distance < 0 ? "distance not entered" : "they are farther"));
  if (!in->friendly_at_start || !in->friendly_now)
    g_ptr_array_add (f->reasons, g_strdup ("[14.43] The town or city must have been friendly at the start of the scenario "
                                           "and be friendly now"));
  if (in->place != BTH_LGA_DEPOT_CITY && in->marker == BTH_LGA_MARKER_DEPLETED)
    g_ptr_array_add (f->reasons, g_strdup ("[14.44] A Depleted town or city cannot provide forage"));
  f->allowed = f->reasons->len == 0;
  if (!f->allowed)
    return f;
  if (in->place == BTH_LGA_DEPOT_CITY)
    {
      f->supplied = TRUE;
      g_ptr_array_add (f->reasons, g_strdup ("[14.44] A depot city forages any number of corps and is never marked"));
      return f;
    }
  if (in->corps > f->capacity)
    {
      f->supplied = FALSE;
      f->marker_after = BTH_LGA_MARKER_DEPLETED;
      g_ptr_array_add (f->reasons, g_strdup_printf ("[14.46] %d corps forage a %s that feeds %d: all are Unsupplied and the hex "
                                                    "is marked Depleted", in->corps, place_names[in->place], f->capacity));
      return f;
    }
  f->supplied = TRUE;
  if (in->weather != BTH_LGA_CLEAR)
    {
      f->marker_after = BTH_LGA_MARKER_DEPLETED;
      g_ptr_array_add (f->reasons, g_strdup ("[14.44] Foraged in a Mud or Winter turn: a Depleted marker"));
    }
  else
    {
      f->marker_after = in->marker == BTH_LGA_MARKER_FORAGED ? BTH_LGA_MARKER_DEPLETED : BTH_LGA_MARKER_FORAGED;
      g_ptr_array_add (f->reasons, g_strdup (in->marker == BTH_LGA_MARKER_FORAGED
                                             ? "[14.44] Foraged again in a Clear turn: the Foraged marker becomes Depleted"
                                             : "[14.44] Foraged in a Clear turn: a Foraged marker"));
    }
  return f;
}

void
bth_lga_forage_free (BthLgaForage *f)
{
  if (f == NULL)
    return;
  g_ptr_array_unref (f->reasons);
  g_free (f);
}

/* ------------------------------------------------------------------------------------ */
/* Siege [15.2, 15.5]                                                                      */

BthLgaSiege *
bth_lga_siege_prepare (BthLgaRules *rules, const BthLgaSiegeInput *in)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  BthLgaSiege *s = g_new0 (BthLgaSiege, 1);

  s->violations = g_ptr_array_new_with_free_func (g_free);
  s->capacity = in->fortress == BTH_LGA_MAJOR_FORTRESS ? t->fortress_major_sp : t->fortress_minor_sp;
  if (in->garrison_sp > s->capacity)
    g_ptr_array_add (s->violations, g_strdup_printf ("[%s] A %s fortress holds at most %d SP; the garrison has %d",
                                                     in->fortress == BTH_LGA_MAJOR_FORTRESS ? "15.21" : "15.22",
                                                     fortress_names[in->fortress], s->capacity, in->garrison_sp));
  if (!in->adjacent)
    g_ptr_array_add (s->violations, g_strdup ("[15.51] The besiegers must be adjacent to the fortress hex"));
  if (!in->garrison_all_inside)
    g_ptr_array_add (s->violations, g_strdup ("[15.51] Every enemy unit in the hex must be inside the fortress"));
  if (in->besiegers_printed_sp < in->garrison_printed_sp)
    g_ptr_array_add (s->violations, g_strdup_printf ("[15.51] The besiegers' printed SP (%d) must equal or exceed the garrison's "
                                                     "(%d; the fortress does not multiply them)",
                                                     in->besiegers_printed_sp, in->garrison_printed_sp));
  if (!in->besiegers_supplied)
    g_ptr_array_add (s->violations, g_strdup ("[15.51] The besiegers must be in supply"));
  s->allowed = s->violations->len == 0;
  s->trains = -1;
  s->garrison_supplied = in->depot != BTH_LGA_NO_DEPOT;     /* [15.52-15.53] */
  return s;
}

void
bth_lga_siege_apply (BthLgaRules *rules, BthLgaSiege *s, const BthLgaSiegeInput *in, int die)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);

  if (s->allowed && in->depot == BTH_LGA_DEPOT)
    {
      s->die = die;
      s->trains = die + t->siege_trains_plus;
    }
}

void
bth_lga_siege_free (BthLgaSiege *s)
{
  if (s == NULL)
    return;
  g_ptr_array_unref (s->violations);
  g_free (s);
}

/* ------------------------------------------------------------------------------------ */
/* JSON                                                                                    */

static gboolean
choice (JsonObject *o, const char *member, const char * const *names, int fallback, int *out, GError **error)
{
  const char *value;

  *out = fallback;
  if (!json_object_has_member (o, member))
    return TRUE;
  if ((value = bth_json_member_string (o, "$", member, error)) == NULL)
    return FALSE;
  for (int i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], value))
      {
        *out = i;
        return TRUE;
      }
  {
    g_autofree char *p = g_strdup_printf ("$.%s", member);
    g_autofree char *list = g_strjoinv (", ", (char **) names);
    return bth_json_fail (error, p, "\"%s\" is not one of %s", value, list);
  }
}

static JsonArray *
strings (GPtrArray *list)
{
  JsonArray *a = json_array_new ();

  for (guint i = 0; i < list->len; i++)
    json_array_add_string_element (a, list->pdata[i]);
  return a;
}

static JsonNode *
object_node (JsonObject *obj)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, obj);
  return node;
}

JsonNode *
bth_lga_forage_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error)
{
  BthLgaForageInput in = { 0 };
  JsonObject *root, *out;
  int place, marker, forager, weather;
  BthLgaForage *f;

  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      bth_json_fail (error, "$", "expected an object");
      bth_json_as_input_error (*error);
      return NULL;
    }
  root = json_node_get_object (input);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("place", "forager", "corps", "distance", "weather"),
                            BTH_JSON_KEYS ("marker", "friendly_at_start", "friendly_now", "allied_to_france", "scenario_1812"), error)
      || !choice (root, "place", place_names, 0, &place, error)
      || !choice (root, "marker", marker_names, 0, &marker, error)
      || !choice (root, "forager", forager_names, 0, &forager, error)
      || !choice (root, "weather", weather_names, 0, &weather, error)
      || !bth_json_member_int (root, "$", "corps", 1, 99, &in.corps, error)
      || !bth_json_member_int (root, "$", "distance", 0, 999, &in.distance, error)
      || !bth_json_optional_bool (root, "$", "friendly_at_start", TRUE, &in.friendly_at_start, error)
      || !bth_json_optional_bool (root, "$", "friendly_now", TRUE, &in.friendly_now, error)
      || !bth_json_optional_bool (root, "$", "allied_to_france", FALSE, &in.allied_to_france, error)
      || !bth_json_optional_bool (root, "$", "scenario_1812", FALSE, &in.scenario_1812, error))
    {
      bth_json_as_input_error (*error);
      return NULL;
    }
  in.place = place;
  in.marker = marker;
  in.forager = forager;
  in.weather = weather;
  f = bth_lga_forage_resolve (rules, &in);
  out = json_object_new ();
  json_object_set_boolean_member (out, "allowed", f->allowed);
  json_object_set_boolean_member (out, "supplied", f->supplied);
  if (f->capacity >= 0)
    json_object_set_int_member (out, "capacity_corps", f->capacity);
  else
    json_object_set_string_member (out, "capacity_corps", "unlimited");
  json_object_set_string_member (out, "marker_before", marker_names[in.marker]);
  json_object_set_string_member (out, "marker_after", marker_names[f->marker_after]);
  json_object_set_array_member (out, "reasons", strings (f->reasons));
  bth_lga_forage_free (f);
  return object_node (out);
}

JsonNode *
bth_lga_siege_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error)
{
  BthLgaSiegeInput in = { 0 };
  JsonObject *root, *out, *morale = NULL;
  int fortress, depot, die = 0, morale_die = 0, rating = 0, bonus = 0;
  BthLgaSiege *s;

  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      bth_json_fail (error, "$", "expected an object");
      bth_json_as_input_error (*error);
      return NULL;
    }
  root = json_node_get_object (input);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("fortress", "besiegers_printed_sp", "garrison_printed_sp"),
                            BTH_JSON_KEYS ("garrison_sp", "depot", "adjacent", "garrison_all_inside", "besiegers_supplied",
                                           "die", "morale_check"), error)
      || !choice (root, "fortress", fortress_names, 0, &fortress, error)
      || !choice (root, "depot", depot_names, 0, &depot, error)
      || !bth_json_member_int (root, "$", "besiegers_printed_sp", 0, 999, &in.besiegers_printed_sp, error)
      || !bth_json_member_int (root, "$", "garrison_printed_sp", 0, 999, &in.garrison_printed_sp, error)
      || !bth_json_optional_int (root, "$", "garrison_sp", 0, 999, in.garrison_printed_sp, &in.garrison_sp, error)
      || !bth_json_optional_bool (root, "$", "adjacent", TRUE, &in.adjacent, error)
      || !bth_json_optional_bool (root, "$", "garrison_all_inside", TRUE, &in.garrison_all_inside, error)
      || !bth_json_optional_bool (root, "$", "besiegers_supplied", TRUE, &in.besiegers_supplied, error)
      || !bth_json_optional_int (root, "$", "die", 1, 6, 0, &die, error)
      || (json_object_has_member (root, "morale_check")
          && ((morale = bth_json_member_object (root, "$", "morale_check", error)) == NULL
              || !bth_json_check_keys (morale, "$.morale_check", BTH_JSON_KEYS ("rating"), BTH_JSON_KEYS ("leader_morale_bonus", "die"), error)
              || !bth_json_member_int (morale, "$.morale_check", "rating", 1, 9, &rating, error)
              || !bth_json_optional_int (morale, "$.morale_check", "leader_morale_bonus", 0, 9, 0, &bonus, error)
              || !bth_json_optional_int (morale, "$.morale_check", "die", 1, 6, 0, &morale_die, error))))
    {
      bth_json_as_input_error (*error);
      return NULL;
    }
  in.fortress = fortress;
  in.depot = depot;
  s = bth_lga_siege_prepare (rules, &in);
  if (s->allowed && in.depot == BTH_LGA_DEPOT && die == 0 && (die = bth_dice_roll (dice, 1, 6, "Besieged depot's supply trains [15.52]", NULL, error)) < 0)
    {
      bth_lga_siege_free (s);
      return NULL;
    }
  bth_lga_siege_apply (rules, s, &in, die);
  out = json_object_new ();
  json_object_set_boolean_member (out, "allowed", s->allowed);
  json_object_set_array_member (out, "violations", strings (s->violations));
  json_object_set_int_member (out, "capacity_sp", s->capacity);
  if (s->allowed)
    {
      json_object_set_boolean_member (out, "garrison_supplied", s->garrison_supplied);
      if (s->trains >= 0)
        {
          json_object_set_int_member (out, "die", s->die);
          json_object_set_int_member (out, "supply_trains", s->trains);
          json_object_set_string_member (out, "supply", "[15.52] The depot becomes supply trains (one die + 2) that supply only the garrison");
        }
      else if (in.depot == BTH_LGA_FORTIFIED_DEPOT_CITY)
        json_object_set_string_member (out, "supply", "[15.53] A fortified depot city: the garrison is not put out of supply by the siege");
      else
        json_object_set_string_member (out, "supply", "[15.53] No depot and not a fortified depot city: the garrison is out of supply at once");
    }
  if (morale != NULL)
    {
      JsonObject *m = json_object_new ();
      int target = rating + bonus;
      if (morale_die == 0 && (morale_die = bth_dice_roll (dice, 1, 6, "Besieged garrison's Morale Check [15.54]", NULL, error)) < 0)
        {
          json_object_unref (m);
          json_object_unref (out);
          bth_lga_siege_free (s);
          return NULL;
        }
      json_object_set_int_member (m, "target", target);
      json_object_set_double_member (m, "pass_probability", CLAMP (target, 0, 6) / 6.0);
      json_object_set_int_member (m, "die", morale_die);
      json_object_set_boolean_member (m, "passed", morale_die <= target);
      json_object_set_boolean_member (m, "surrenders", morale_die > target);
      json_object_set_string_member (m, "rule", "[13.14, 15.54] An unsupplied garrison that fails surrenders: all its units and leaders are captured");
      json_object_set_object_member (out, "morale_check", m);
    }
  bth_lga_siege_free (s);
  return object_node (out);
}
