/* bth-scenario-load.c — turning a scenario document into a BthScenario, validating
 * every value.
 *
 * Units are written as the rulebook prints them ("12I", "2GI"), each force naming its
 * power, so a transcription can be read against the text line by line; they are parsed
 * here and a typo fails with the JSON path. The format is in docs/scenario-format.md.
 */
#include "bth-scenario-private.h"
#include "bth-json-strict.h"
#include "bth-error.h"

#include <stdlib.h>
#include <string.h>

#define MAX_ENTRIES 2000

static char *
sub (const char *path, const char *member)
{
  return g_strdup_printf ("%s.%s", path, member);
}

static char *
item (const char *path, guint index)
{
  return g_strdup_printf ("%s[%u]", path, index);
}

static gpointer
alloc (BthScenario *self, gsize n, gsize size)
{
  gpointer block = g_malloc0_n (MAX (n, 1), size);

  g_ptr_array_add (self->allocations, block);
  return block;
}

/* Absent or null gives NULL; anything but a string is an error. */
static gboolean
opt_string (JsonObject *obj, const char *path, const char *member, const char **out,
            GError **error)
{
  JsonNode *node = json_object_get_member (obj, member);

  *out = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  *out = bth_json_member_string (obj, path, member, error);
  return *out != NULL;
}

static gboolean
req_string (JsonObject *obj, const char *path, const char *member, const char **out,
            GError **error)
{
  *out = bth_json_member_string (obj, path, member, error);
  if (*out == NULL)
    return FALSE;
  if (**out == '\0')
    return bth_json_fail (error, path, "\"%s\" is empty", member);
  return TRUE;
}

/* "000:765-829", "000:801", or several ranges "000:1075-1169,2482-2608": a seed, then
 * lines or ascending line ranges. */
static gboolean
load_source (JsonObject *obj, const char *path, const char **out, GError **error)
{
  g_autofree char *p = sub (path, "source");
  g_auto(GStrv) parts = NULL;
  g_auto(GStrv) ranges = NULL;
  const char *text;

  if (!req_string (obj, path, "source", &text, error))
    return FALSE;
  parts = g_strsplit (text, ":", 2);
  if (g_strv_length (parts) != 2 || strlen (parts[0]) != 3 ||
      strspn (parts[0], "0123456789") != 3)
    return bth_json_fail (error, p, "\"%s\" is not SEED:LINE or SEED:FIRST-LAST", text);
  ranges = g_strsplit (parts[1], ",", -1);
  for (guint i = 0; ranges[i] != NULL; i++)
    {
      char *end = NULL;
      long first = strtol (ranges[i], &end, 10), last = first;

      if (end == ranges[i] || first < 1 || !g_ascii_isdigit (ranges[i][0]))
        return bth_json_fail (error, p, "\"%s\" is not SEED:LINE or SEED:FIRST-LAST", text);
      if (*end == '-')
        {
          const char *rest = end + 1;
          last = strtol (rest, &end, 10);
          if (end == rest)
            return bth_json_fail (error, p, "\"%s\" is not SEED:LINE or SEED:FIRST-LAST", text);
        }
      if (*end != '\0')
        return bth_json_fail (error, p, "\"%s\" is not SEED:LINE or SEED:FIRST-LAST", text);
      if (last < first)
        return bth_json_fail (error, p, "line range %ld-%ld runs backwards", first, last);
    }
  *out = text;
  return TRUE;
}

static gboolean
load_month (JsonObject *obj, const char *path, const char *member, BthMonth *out,
            GError **error)
{
  const char *text = bth_json_member_string (obj, path, member, error);

  if (text == NULL)
    return FALSE;
  if (!bth_month_parse (text, out))
    {
      g_autofree char *p = sub (path, member);
      return bth_json_fail (error, p, "\"%s\" is not a month (YYYY-MM)", text);
    }
  return TRUE;
}

/* Months of a dated entry must lie within the scenario (or an alternate start). */
static gboolean
check_month_in_scenario (BthScenario *self, BthMonth month, const char *path, GError **error)
{
  BthMonth earliest = self->start;

  for (guint i = 0; i < self->n_alternate_starts; i++)
    earliest = MIN (earliest, self->alternate_starts[i].start);
  if (month < earliest || month > self->end)
    {
      g_autofree char *m = bth_month_to_string (month);
      g_autofree char *s = bth_month_to_string (earliest);
      g_autofree char *e = bth_month_to_string (self->end);
      return bth_json_fail (error, path, "%s is outside the scenario (%s to %s)", m, s, e);
    }
  return TRUE;
}

/* I..XX → 1..20 */
static int
parse_roman (const char *text)
{
  static const char *numerals[] = { "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X",
                                    "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII",
                                    "XIX", "XX" };

  for (guint i = 0; i < G_N_ELEMENTS (numerals); i++)
    if (g_str_equal (text, numerals[i]))
      return (int) i + 1;
  return 0;
}

static gboolean
is_kebab_id (const char *text)
{
  if (*text == '\0' || *text == '-')
    return FALSE;
  for (const char *c = text; *c; c++)
    if (!(g_ascii_islower (*c) || g_ascii_isdigit (*c) || *c == '-') || (c[0] == '-' && c[1] == '-'))
      return FALSE;
  return text[strlen (text) - 1] != '-';
}

static gboolean
load_id (JsonObject *obj, const char *path, const char *member, const char **out, GError **error)
{
  if (!req_string (obj, path, member, out, error))
    return FALSE;
  if (!is_kebab_id (*out))
    {
      g_autofree char *p = sub (path, member);
      return bth_json_fail (error, p, "\"%s\" is not a kebab-case id", *out);
    }
  return TRUE;
}

static gboolean
load_power (JsonObject *obj, const char *path, BthScenarioPower *power, GError **error)
{
  return load_id (obj, path, "id", &power->id, error) &&
         req_string (obj, path, "name", &power->name, error) &&
         opt_string (obj, path, "code", &power->code, error) &&
         opt_string (obj, path, "satellite_of", &power->satellite_of, error);
}

static gboolean
load_sides (BthScenario *self, JsonObject *root, GError **error)
{
  JsonArray *sides = bth_json_member_array (root, "$", "sides", 2, 6, error);
  JsonArray *neutrals;

  if (sides == NULL)
    return FALSE;
  self->n_sides = json_array_get_length (sides);
  self->sides = alloc (self, self->n_sides, sizeof (BthScenarioSide));
  for (guint i = 0; i < self->n_sides; i++)
    {
      g_autofree char *p = item ("$.sides", i);
      g_autofree char *pp = sub (p, "powers");
      JsonObject *obj = bth_json_element_object (sides, "$.sides", i, error);
      BthScenarioSide *side = &self->sides[i];
      BthScenarioPower *powers;
      JsonArray *array;

      if (obj == NULL ||
          !bth_json_check_keys (obj, p, BTH_JSON_KEYS ("id", "name", "powers"), NULL, error) ||
          !load_id (obj, p, "id", &side->id, error) ||
          !req_string (obj, p, "name", &side->name, error) ||
          (array = bth_json_member_array (obj, p, "powers", 1, 64, error)) == NULL)
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (g_str_equal (self->sides[j].id, side->id))
          return bth_json_fail (error, p, "side id \"%s\" is used twice", side->id);
      side->n_powers = json_array_get_length (array);
      side->powers = powers = alloc (self, side->n_powers, sizeof (BthScenarioPower));
      for (guint j = 0; j < side->n_powers; j++)
        {
          g_autofree char *wp = item (pp, j);
          JsonObject *w = bth_json_element_object (array, pp, j, error);
          if (w == NULL ||
              !bth_json_check_keys (w, wp, BTH_JSON_KEYS ("id", "name"), BTH_JSON_KEYS ("code", "satellite_of"), error) ||
              !load_power (w, wp, &powers[j], error))
            return FALSE;
        }
    }

  if (!json_object_has_member (root, "neutrals"))
    return TRUE;
  neutrals = bth_json_member_array (root, "$", "neutrals", 0, 64, error);
  if (neutrals == NULL)
    return FALSE;
  self->n_neutrals = json_array_get_length (neutrals);
  self->neutrals = alloc (self, self->n_neutrals, sizeof (BthScenarioNeutral));
  for (guint i = 0; i < self->n_neutrals; i++)
    {
      g_autofree char *p = item ("$.neutrals", i);
      JsonObject *obj = bth_json_element_object (neutrals, "$.neutrals", i, error);
      BthScenarioNeutral *n = &self->neutrals[i];

      if (obj == NULL ||
          !bth_json_check_keys (obj, p, BTH_JSON_KEYS ("id", "name", "rule"),
                                BTH_JSON_KEYS ("code", "satellite_of", "may_join", "note"), error) ||
          !load_power (obj, p, &n->power, error) ||
          !opt_string (obj, p, "may_join", &n->may_join, error) ||
          !opt_string (obj, p, "note", &n->note, error) ||
          !req_string (obj, p, "rule", &n->rule, error))
        return FALSE;
      if (n->may_join != NULL && bth_scenario_find_side (self, n->may_join) == NULL)
        {
          g_autofree char *jp = sub (p, "may_join");
          return bth_json_fail (error, jp, "no side \"%s\"", n->may_join);
        }
    }
  return TRUE;
}

/* Power ids are unique across sides and neutrals, and a satellite names a known power. */
static gboolean
check_powers (BthScenario *self, GError **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) all = g_ptr_array_new ();

  for (guint i = 0; i < self->n_sides; i++)
    for (guint j = 0; j < self->sides[i].n_powers; j++)
      g_ptr_array_add (all, (gpointer) &self->sides[i].powers[j]);
  for (guint i = 0; i < self->n_neutrals; i++)
    g_ptr_array_add (all, &self->neutrals[i].power);
  for (guint i = 0; i < all->len; i++)
    {
      const BthScenarioPower *power = all->pdata[i];
      if (!g_hash_table_add (seen, (gpointer) power->id))
        return bth_json_fail (error, "$.sides", "power id \"%s\" is used twice", power->id);
    }
  for (guint i = 0; i < all->len; i++)
    {
      const BthScenarioPower *power = all->pdata[i];
      if (power->satellite_of != NULL && !g_hash_table_contains (seen, power->satellite_of))
        return bth_json_fail (error, "$.sides", "power \"%s\" is a satellite of unknown power \"%s\"",
                     power->id, power->satellite_of);
    }
  return TRUE;
}

static gboolean
check_side (BthScenario *self, const char *side, const char *path, GError **error)
{
  if (bth_scenario_find_side (self, side) == NULL)
    return bth_json_fail (error, path, "no side \"%s\"", side);
  return TRUE;
}

static gboolean
check_power (BthScenario *self, const char *power, const char *path, GError **error)
{
  if (bth_scenario_find_power (self, power, NULL) == NULL)
    return bth_json_fail (error, path, "no power \"%s\" among the sides and neutrals", power);
  return TRUE;
}

/* "12I", "2GI", "1CC", "3S": a count and a Z.5 kind. */
static gboolean
parse_unit (const char *text, const char *path, BthScenarioUnit *unit, GError **error)
{
  char *end = NULL;
  long sp = strtol (text, &end, 10);

  if (!g_ascii_isdigit (text[0]) || sp < 1 || sp > 999 ||
      !bth_scenario_kind_from_string (end, &unit->kind))
    return bth_json_fail (error, path, "\"%s\" is not a unit such as 12I, 2GI or 1CC", text);
  unit->sp = (int) sp;
  return TRUE;
}

static gboolean
load_leader (BthScenario *self, JsonArray *array, const char *path, guint index,
             const char *power, BthScenarioLeader *leader, GError **error)
{
  g_autofree char *p = item (path, index);
  JsonNode *node = json_array_get_element (array, index);
  JsonObject *obj;

  leader->power = power;
  leader->value = BTH_SCENARIO_VALUE_UNKNOWN;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    leader->name = json_node_get_string (node);
  else
    {
      if ((obj = bth_json_element_object (array, path, index, error)) == NULL ||
          !bth_json_check_keys (obj, p, BTH_JSON_KEYS ("name"),
                                BTH_JSON_KEYS ("value", "power", "nationality_unprinted"), error) ||
          !bth_json_optional_bool (obj, p, "nationality_unprinted", FALSE, &leader->nationality_unprinted, error) ||
          !req_string (obj, p, "name", &leader->name, error) ||
          !bth_json_optional_int (obj, p, "value", 0, 9, BTH_SCENARIO_VALUE_UNKNOWN,
                                  &leader->value, error) ||
          !opt_string (obj, p, "power", &leader->power, error))
        return FALSE;
      if (leader->power == NULL)
        leader->power = power;
      else if (!check_power (self, leader->power, p, error))
        return FALSE;
    }
  if (leader->name[0] == '\0')
    return bth_json_fail (error, p, "empty leader name");
  leader->unnamed = g_str_equal (leader->name, "Leader (0)");
  if (leader->unnamed)
    {
      /* Z.5.a: any unnamed leader, whose printed value is the 0 in the brackets. */
      if (leader->value != BTH_SCENARIO_VALUE_UNKNOWN && leader->value != 0)
        return bth_json_fail (error, p, "\"Leader (0)\" has value 0, not %d", leader->value);
      leader->value = 0;
    }
  return TRUE;
}

static gboolean
load_force (BthScenario *self, JsonObject *obj, const char *path, gboolean need_side,
            BthScenarioForce *force, GError **error)
{
  g_autofree char *lp = sub (path, "leaders");
  g_autofree char *up = sub (path, "units");
  const char *power, *placement = NULL;
  JsonArray *leaders = NULL, *units = NULL;
  BthScenarioLeader *l;
  BthScenarioUnit *u;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("rule", "source"),
                            BTH_JSON_KEYS ("power", "power_choice_of", "side", "place", "placement", "note", "leaders",
                                  "units"), error) ||
      !opt_string (obj, path, "power_choice_of", &force->power_choice_of, error))
    return FALSE;
  /* "2I (any satellite units)" (VIII.F.1.e): the players choose the satellite; the units'
   * power is theirs to give, never a placeholder. */
  if (force->power_choice_of != NULL && json_object_has_member (obj, "power"))
    return bth_json_fail (error, path, "give \"power\" or \"power_choice_of\", not both");
  if (force->power_choice_of != NULL && json_object_has_member (obj, "leaders"))
    return bth_json_fail (error, path, "a force whose power the players choose names no leaders");
  power = force->power_choice_of;
  if ((power == NULL && !req_string (obj, path, "power", &power, error)) ||
      !check_power (self, power, path, error) ||
      !opt_string (obj, path, "side", &force->side, error) ||
      !opt_string (obj, path, "place", &force->place, error) ||
      !opt_string (obj, path, "placement", &placement, error) ||
      !opt_string (obj, path, "note", &force->note, error) ||
      !req_string (obj, path, "rule", &force->rule, error) ||
      !load_source (obj, path, &force->source, error))
    return FALSE;
  if (force->side == NULL)
    {
      const char *side = NULL;
      bth_scenario_find_power (self, power, &side);
      force->side = side;
    }
  /* A neutral power's force has no side until the power joins one (need_side refuses that). */
  if (force->side == NULL && need_side)
    return bth_json_fail (error, path, "power \"%s\" is neutral, so the force must name its \"side\"", power);
  if (force->side != NULL)
    {
      g_autofree char *sp = sub (path, "side");
      if (!check_side (self, force->side, sp, error))
        return FALSE;
    }
  if (placement == NULL || g_str_equal (placement, "at"))
    force->placement = BTH_PLACEMENT_AT;
  else if (g_str_equal (placement, "within_one_hex"))
    force->placement = BTH_PLACEMENT_WITHIN_ONE_HEX;
  else if (g_str_equal (placement, "other"))
    force->placement = BTH_PLACEMENT_OTHER;
  else if (g_str_equal (placement, "force_pool"))
    force->placement = BTH_PLACEMENT_FORCE_POOL;
  else
    {
      g_autofree char *pp = sub (path, "placement");
      return bth_json_fail (error, pp, "\"%s\" is not at, within_one_hex, other or force_pool", placement);
    }
  if (force->place == NULL && force->note == NULL)
    return bth_json_fail (error, path, "a force needs a \"place\" or a \"note\" saying where");

  if (json_object_has_member (obj, "leaders") &&
      (leaders = bth_json_member_array (obj, path, "leaders", 0, 64, error)) == NULL)
    return FALSE;
  if (json_object_has_member (obj, "units") &&
      (units = bth_json_member_array (obj, path, "units", 0, 64, error)) == NULL)
    return FALSE;
  force->n_leaders = leaders ? json_array_get_length (leaders) : 0;
  force->leaders = l = alloc (self, force->n_leaders, sizeof (BthScenarioLeader));
  for (guint i = 0; i < force->n_leaders; i++)
    if (!load_leader (self, leaders, lp, i, power, &l[i], error))
      return FALSE;
  force->n_units = units ? json_array_get_length (units) : 0;
  force->units = u = alloc (self, force->n_units, sizeof (BthScenarioUnit));
  for (guint i = 0; i < force->n_units; i++)
    {
      g_autofree char *p = item (up, i);
      const char *text = bth_json_element_string (units, up, i, error);
      if (text == NULL || !parse_unit (text, p, &u[i], error))
        return FALSE;
      u[i].power = force->power_choice_of != NULL ? NULL : power;
    }
  if (force->n_leaders == 0 && force->n_units == 0)
    return bth_json_fail (error, path, "a force needs leaders or units");
  return TRUE;
}

static gboolean
load_forces (BthScenario *self, JsonObject *obj, const char *path, const char *member,
             guint min, gboolean need_side, BthScenarioForce **out, guint *n_out,
             GError **error)
{
  g_autofree char *p = sub (path, member);
  JsonArray *array = bth_json_member_array (obj, path, member, min, MAX_ENTRIES, error);

  if (array == NULL)
    return FALSE;
  *n_out = json_array_get_length (array);
  *out = alloc (self, *n_out, sizeof (BthScenarioForce));
  for (guint i = 0; i < *n_out; i++)
    {
      g_autofree char *fp = item (p, i);
      JsonObject *f = bth_json_element_object (array, p, i, error);
      if (f == NULL || !load_force (self, f, fp, need_side, &(*out)[i], error))
        return FALSE;
      if ((*out)[i].power_choice_of != NULL)
        return bth_json_fail (error, fp, "only a scheduled withdrawal leaves its power to the players' choice");
    }
  return TRUE;
}

static gboolean
load_alliance (BthScenario *self, JsonObject *root, GError **error)
{
  const char *p = "$.alliance";
  BthScenarioAlliance *a = &self->alliance;
  JsonObject *obj = bth_json_member_object (root, "$", "alliance", error);
  JsonArray *array;

  a->first = self->start;
  a->last = self->end;
  if (obj == NULL ||
      !bth_json_member_bool (obj, p, "in_force", &a->in_force, error))
    return FALSE;
  if (!a->in_force)
    return bth_json_check_keys (obj, p, BTH_JSON_KEYS ("in_force", "text", "rule", "source"), NULL, error) &&
           req_string (obj, p, "text", &a->text, error) &&
           req_string (obj, p, "rule", &a->rule, error) &&
           load_source (obj, p, &a->source, error);

  if (!bth_json_check_keys (obj, p, BTH_JSON_KEYS ("in_force", "text", "rule", "source", "results"),
                            BTH_JSON_KEYS ("first", "last", "deleted_after", "city_points", "modifiers"), error) ||
      !req_string (obj, p, "text", &a->text, error) ||
      !req_string (obj, p, "rule", &a->rule, error) ||
      !load_source (obj, p, &a->source, error))
    return FALSE;
  if (json_object_has_member (obj, "first") &&
      (!load_month (obj, p, "first", &a->first, error) ||
       !check_month_in_scenario (self, a->first, "$.alliance.first", error)))
    return FALSE;
  if (json_object_has_member (obj, "last") &&
      (!load_month (obj, p, "last", &a->last, error) ||
       !check_month_in_scenario (self, a->last, "$.alliance.last", error)))
    return FALSE;
  if (a->last < a->first)
    return bth_json_fail (error, "$.alliance.last", "the last month is before the first");

  if (json_object_has_member (obj, "deleted_after"))
    {
      const char *dp = "$.alliance.deleted_after";
      JsonObject *d = bth_json_member_object (obj, p, "deleted_after", error);
      JsonArray *rolls;
      if (d == NULL ||
          !bth_json_check_keys (d, dp, BTH_JSON_KEYS ("count", "rolls"), NULL, error) ||
          !bth_json_member_int (d, dp, "count", 1, 10, &a->deleted_after_count, error) ||
          (rolls = bth_json_member_array (d, dp, "rolls", 1, 2, error)) == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (rolls); i++)
        {
          int roll;
          if (!bth_json_element_int (rolls, "$.alliance.deleted_after.rolls", i, 0, 7, &roll, error))
            return FALSE;
          if (roll != 0 && roll != 7)
            return bth_json_fail (error, "$.alliance.deleted_after.rolls", "%d is not 0 or 7", roll);
          a->deleted_after_rolls |= 1u << roll;
        }
    }

  /* No results when the phase works otherwise (XIV.D.1.a rolls against a siege marker). */
  array = bth_json_member_array (obj, p, "results", 0, 16, error);
  if (array == NULL)
    return FALSE;
  a->n_results = json_array_get_length (array);
  a->results = alloc (self, a->n_results, sizeof (BthScenarioAllianceResult));
  for (guint i = 0; i < a->n_results; i++)
    {
      g_autofree char *rp = item ("$.alliance.results", i);
      JsonObject *r = bth_json_element_object (array, "$.alliance.results", i, error);
      BthScenarioAllianceResult *res = (BthScenarioAllianceResult *) &a->results[i];
      BthScenarioForce *forces = NULL;

      if (r == NULL ||
          !bth_json_check_keys (r, rp, BTH_JSON_KEYS ("roll", "text", "rule", "source"),
                                BTH_JSON_KEYS ("occurrence", "power", "joins_side", "stays_neutral", "forces"), error) ||
          !bth_json_member_int (r, rp, "roll", 0, 7, &res->roll, error) ||
          !bth_json_optional_int (r, rp, "occurrence", 0, 10, 0, &res->occurrence, error) ||
          !req_string (r, rp, "text", &res->text, error) ||
          !opt_string (r, rp, "power", &res->power, error) ||
          !opt_string (r, rp, "joins_side", &res->joins_side, error) ||
          !bth_json_optional_bool (r, rp, "stays_neutral", FALSE, &res->stays_neutral, error) ||
          !req_string (r, rp, "rule", &res->rule, error) ||
          !load_source (r, rp, &res->source, error))
        return FALSE;
      if (res->roll != 0 && res->roll != 7)
        return bth_json_fail (error, rp, "roll %d: only a modified 0 or 7 has an effect (H.7)", res->roll);
      if (res->power != NULL && !check_power (self, res->power, rp, error))
        return FALSE;
      if (res->joins_side != NULL && !check_side (self, res->joins_side, rp, error))
        return FALSE;
      if (json_object_has_member (r, "forces") &&
          !load_forces (self, r, rp, "forces", 1, FALSE, &forces, &res->n_forces, error))
        return FALSE;
      for (guint j = 0; j < res->n_forces; j++)
        if (forces[j].side == NULL)
          forces[j].side = res->joins_side;
      res->forces = forces;
    }

  if (json_object_has_member (obj, "city_points"))
    {
      const char *cp = "$.alliance.city_points";
      array = bth_json_member_array (obj, p, "city_points", 0, 64, error);
      if (array == NULL)
        return FALSE;
      a->n_city_points = json_array_get_length (array);
      a->city_points = alloc (self, a->n_city_points, sizeof (BthScenarioCityPoint));
      for (guint i = 0; i < a->n_city_points; i++)
        {
          g_autofree char *ip = item (cp, i);
          JsonObject *c = bth_json_element_object (array, cp, i, error);
          BthScenarioCityPoint *pt = (BthScenarioCityPoint *) &a->city_points[i];
          if (c == NULL ||
              !bth_json_check_keys (c, ip, BTH_JSON_KEYS ("side", "points", "text", "rule", "source"),
                                    BTH_JSON_KEYS ("city"), error) ||
              !req_string (c, ip, "side", &pt->side, error) ||
              !check_side (self, pt->side, ip, error) ||
              !opt_string (c, ip, "city", &pt->city, error) ||
              !bth_json_member_int (c, ip, "points", 1, 10, &pt->points, error) ||
              !req_string (c, ip, "text", &pt->text, error) ||
              !req_string (c, ip, "rule", &pt->rule, error) ||
              !load_source (c, ip, &pt->source, error))
            return FALSE;
        }
    }

  if (json_object_has_member (obj, "modifiers"))
    {
      const char *mp = "$.alliance.modifiers";
      array = bth_json_member_array (obj, p, "modifiers", 0, 64, error);
      if (array == NULL)
        return FALSE;
      a->n_modifiers = json_array_get_length (array);
      a->modifiers = alloc (self, a->n_modifiers, sizeof (BthScenarioAllianceModifier));
      for (guint i = 0; i < a->n_modifiers; i++)
        {
          g_autofree char *ip = item (mp, i);
          g_autofree char *lp = sub (ip, "last");
          JsonObject *m = bth_json_element_object (array, mp, i, error);
          BthScenarioAllianceModifier *mod = (BthScenarioAllianceModifier *) &a->modifiers[i];
          if (m == NULL ||
              !bth_json_check_keys (m, ip, BTH_JSON_KEYS ("first", "last", "value", "text", "rule", "source"),
                                    BTH_JSON_KEYS ("until_joins"), error) ||
              !opt_string (m, ip, "until_joins", &mod->until_joins, error) ||
              !load_month (m, ip, "first", &mod->first, error) ||
              !load_month (m, ip, "last", &mod->last, error) ||
              !check_month_in_scenario (self, mod->first, ip, error) ||
              !check_month_in_scenario (self, mod->last, ip, error) ||
              !bth_json_member_int (m, ip, "value", -6, 6, &mod->value, error) ||
              !req_string (m, ip, "text", &mod->text, error) ||
              !req_string (m, ip, "rule", &mod->rule, error) ||
              !load_source (m, ip, &mod->source, error))
            return FALSE;
          if (mod->last < mod->first)
            return bth_json_fail (error, lp, "the last month is before the first");
          if (mod->until_joins != NULL)
            {
              g_autofree char *up = sub (ip, "until_joins");
              if (!check_power (self, mod->until_joins, up, error))
                return FALSE;
            }
        }
    }
  return TRUE;
}

/* "side" with "points": N, or "points_by_die": [six counts] and an optional "die_modifier". */
static gboolean
load_points (BthScenario *self, JsonObject *obj, const char *path, BthScenarioScheduleEntry *e,
             GError **error)
{
  gboolean has_points = json_object_has_member (obj, "points");
  gboolean has_die = json_object_has_member (obj, "points_by_die");
  g_autofree char *dp = sub (path, "points_by_die");
  JsonArray *die;

  if (!opt_string (obj, path, "side", &e->side, error))
    return FALSE;
  if (e->side == NULL)
    {
      if (has_points || has_die || json_object_has_member (obj, "die_modifier") ||
          json_object_has_member (obj, "power"))
        return bth_json_fail (error, path, "replacement points need the \"side\" that receives them");
      return TRUE;
    }
  if (!check_side (self, e->side, path, error) ||
      !opt_string (obj, path, "power", &e->power, error))
    return FALSE;
  /* VIII.F.4.c: English Replacement Points are England's, not the whole side's. */
  if (e->power != NULL)
    {
      g_autofree char *pp = sub (path, "power");
      const char *power_side = NULL;
      if (!check_power (self, e->power, pp, error))
        return FALSE;
      bth_scenario_find_power (self, e->power, &power_side);
      if (g_strcmp0 (power_side, e->side) != 0)
        return bth_json_fail (error, pp, "power \"%s\" is not of side \"%s\"", e->power, e->side);
    }
  if (has_points == has_die)
    return bth_json_fail (error, path, "give either \"points\" or \"points_by_die\" with a \"side\"");
  if (has_points)
    return bth_json_member_int (obj, path, "points", 0, 99, &e->points, error);
  if ((die = bth_json_member_array (obj, path, "points_by_die", 6, 6, error)) == NULL ||
      !bth_json_optional_int (obj, path, "die_modifier", -5, 5, 0, &e->die_modifier, error))
    return FALSE;
  for (guint i = 0; i < 6; i++)
    if (!bth_json_element_int (die, dp, i, 0, 99, &e->points_by_die[i], error))
      return FALSE;
  e->points_by_die_set = TRUE;
  return TRUE;
}

static gboolean
load_schedule (BthScenario *self, JsonObject *root, GError **error)
{
  const char *sp = "$.schedule";
  JsonArray *array = bth_json_member_array (root, "$", "schedule", 0, MAX_ENTRIES, error);

  if (array == NULL)
    return FALSE;
  self->n_schedule = json_array_get_length (array);
  self->schedule = alloc (self, self->n_schedule, sizeof (BthScenarioScheduleEntry));
  for (guint i = 0; i < self->n_schedule; i++)
    {
      g_autofree char *p = item (sp, i);
      g_autofree char *lp = sub (p, "last");
      g_autofree char *kp = sub (p, "kind");
      JsonObject *obj = bth_json_element_object (array, sp, i, error);
      BthScenarioScheduleEntry *e = &self->schedule[i];
      const char *kind;

      if (obj == NULL ||
          !bth_json_check_keys (obj, p, BTH_JSON_KEYS ("kind", "first", "last", "text", "rule", "source"),
                                BTH_JSON_KEYS ("interval", "force", "alternative", "condition", "side", "power",
                                      "points", "points_by_die", "die_modifier"), error) ||
          !req_string (obj, p, "kind", &kind, error))
        return FALSE;
      if (g_str_equal (kind, "reinforcement"))
        e->kind = BTH_SCHEDULE_REINFORCEMENT;
      else if (g_str_equal (kind, "replacement"))
        e->kind = BTH_SCHEDULE_REPLACEMENT;
      else if (g_str_equal (kind, "withdrawal"))
        e->kind = BTH_SCHEDULE_WITHDRAWAL;
      else if (g_str_equal (kind, "event"))
        e->kind = BTH_SCHEDULE_EVENT;
      else
        return bth_json_fail (error, kp, "\"%s\" is not reinforcement, replacement, withdrawal or event", kind);
      if (!load_month (obj, p, "first", &e->first, error) ||
          !load_month (obj, p, "last", &e->last, error) ||
          !check_month_in_scenario (self, e->first, p, error) ||
          !check_month_in_scenario (self, e->last, p, error) ||
          !bth_json_optional_int (obj, p, "interval", 1, 120, 1, &e->interval, error) ||
          !opt_string (obj, p, "condition", &e->condition, error) ||
          !req_string (obj, p, "text", &e->text, error) ||
          !req_string (obj, p, "rule", &e->rule, error) ||
          !load_source (obj, p, &e->source, error))
        return FALSE;
      if (e->last < e->first)
        return bth_json_fail (error, lp, "the last month is before the first");
      if (json_object_has_member (obj, "force"))
        {
          g_autofree char *fp = sub (p, "force");
          JsonObject *f = bth_json_member_object (obj, p, "force", error);
          BthScenarioForce *force = alloc (self, 1, sizeof (BthScenarioForce));
          if (f == NULL || !load_force (self, f, fp, FALSE, force, error))
            return FALSE;
          if (force->power_choice_of != NULL && e->kind != BTH_SCHEDULE_WITHDRAWAL)
            return bth_json_fail (error, fp, "only a scheduled withdrawal leaves its power to the players' choice");
          e->force = force;
        }
      if (!load_points (self, obj, p, e, error))
        return FALSE;
      /* A withdrawal may name no units ("all R and Sz satellite units"): its text says which. */
      if (e->force == NULL && e->side == NULL &&
          (e->kind == BTH_SCHEDULE_REINFORCEMENT || e->kind == BTH_SCHEDULE_REPLACEMENT))
        return bth_json_fail (error, p, "a %s needs a \"force\" or replacement points", kind);
      if (json_object_has_member (obj, "alternative"))
        {
          g_autofree char *ap = sub (p, "alternative");
          JsonObject *f = bth_json_member_object (obj, p, "alternative", error);
          BthScenarioForce *force = alloc (self, 1, sizeof (BthScenarioForce));
          if (f == NULL || !load_force (self, f, ap, FALSE, force, error))
            return FALSE;
          if (force->power_choice_of != NULL)
            return bth_json_fail (error, ap, "only a scheduled withdrawal leaves its power to the players' choice");
          if (e->force == NULL)
            return bth_json_fail (error, ap, "an alternative needs a \"force\" to replace");
          e->alternative = force;
        }
    }
  return TRUE;
}

/* Text entries with a rule and source: victory conditions, special rules, starts. */
static gboolean
load_victory (BthScenario *self, JsonObject *root, GError **error)
{
  const char *vp = "$.victory";
  JsonArray *array = bth_json_member_array (root, "$", "victory", 1, 64, error);

  if (array == NULL)
    return FALSE;
  self->n_victory = json_array_get_length (array);
  self->victory = alloc (self, self->n_victory, sizeof (BthScenarioVictory));
  for (guint i = 0; i < self->n_victory; i++)
    {
      g_autofree char *p = item (vp, i);
      g_autofree char *cp = sub (p, "check");
      JsonObject *obj = bth_json_element_object (array, vp, i, error);
      BthScenarioVictory *v = &self->victory[i];
      const char *type;

      if (obj == NULL ||
          !bth_json_check_keys (obj, p, BTH_JSON_KEYS ("text", "rule", "source"), BTH_JSON_KEYS ("check"), error) ||
          !req_string (obj, p, "text", &v->text, error) ||
          !req_string (obj, p, "rule", &v->rule, error) ||
          !load_source (obj, p, &v->source, error))
        return FALSE;
      if (!json_object_has_member (obj, "check"))
        continue;
      if ((v->check = bth_json_member_object (obj, p, "check", error)) == NULL ||
          !req_string (v->check, cp, "type", &type, error))
        return FALSE;
      if (json_object_has_member (v->check, "side"))
        {
          const char *side;
          if (!req_string (v->check, cp, "side", &side, error) ||
              !check_side (self, side, cp, error))
            return FALSE;
        }
    }
  return TRUE;
}

/* A rule's "roll": {"dice": 1, "at_least": 5, "modifiers": [{"value": 1, "with": "Nelson"}],
 * "once_per_game": true}. */
static gboolean
load_roll (BthScenario *self, JsonObject *obj, const char *path, const BthScenarioRoll **out,
           GError **error)
{
  g_autofree char *rp = sub (path, "roll");
  BthScenarioRoll *roll;
  JsonObject *o;
  int dice = 0;

  *out = NULL;
  if (!json_object_has_member (obj, "roll"))
    return TRUE;
  if ((o = bth_json_member_object (obj, path, "roll", error)) == NULL ||
      !bth_json_check_keys (o, rp, BTH_JSON_KEYS ("dice", "at_least"),
                            BTH_JSON_KEYS ("modifiers", "once_per_game"), error))
    return FALSE;
  roll = alloc (self, 1, sizeof (BthScenarioRoll));
  if (!bth_json_member_int (o, rp, "dice", 1, 3, &dice, error) ||
      !bth_json_member_int (o, rp, "at_least", 1, 18, &roll->at_least, error) ||
      !bth_json_optional_bool (o, rp, "once_per_game", FALSE, &roll->once_per_game, error))
    return FALSE;
  roll->dice = (guint) dice;
  if (json_object_has_member (o, "modifiers"))
    {
      g_autofree char *mp = sub (rp, "modifiers");
      JsonArray *array = bth_json_member_array (o, rp, "modifiers", 1, 8, error);
      BthScenarioRollModifier *mods;

      if (array == NULL)
        return FALSE;
      roll->n_modifiers = json_array_get_length (array);
      mods = alloc (self, roll->n_modifiers, sizeof (BthScenarioRollModifier));
      for (guint i = 0; i < roll->n_modifiers; i++)
        {
          g_autofree char *ip = item (mp, i);
          JsonObject *m = bth_json_element_object (array, mp, i, error);

          if (m == NULL ||
              !bth_json_check_keys (m, ip, BTH_JSON_KEYS ("value", "with"), NULL, error) ||
              !bth_json_member_int (m, ip, "value", -6, 6, &mods[i].value, error) ||
              !req_string (m, ip, "with", &mods[i].with, error))
            return FALSE;
          if (mods[i].value == 0)
            return bth_json_fail (error, ip, "a modifier of 0 modifies nothing");
        }
      roll->modifiers = mods;
    }
  *out = roll;
  return TRUE;
}

static gboolean
load_rules (BthScenario *self, JsonObject *root, GError **error)
{
  const char *rp = "$.rules";
  JsonArray *array = bth_json_member_array (root, "$", "rules", 0, 256, error);

  if (array == NULL)
    return FALSE;
  self->n_rules = json_array_get_length (array);
  self->rules = alloc (self, self->n_rules, sizeof (BthScenarioRule));
  for (guint i = 0; i < self->n_rules; i++)
    {
      g_autofree char *p = item (rp, i);
      JsonObject *obj = bth_json_element_object (array, rp, i, error);
      BthScenarioRule *r = &self->rules[i];

      if (obj == NULL ||
          !bth_json_check_keys (obj, p, BTH_JSON_KEYS ("id", "text", "rule", "source"),
                                BTH_JSON_KEYS ("roll", "supply"), error) ||
          !load_id (obj, p, "id", &r->id, error) ||
          !req_string (obj, p, "text", &r->text, error) ||
          !req_string (obj, p, "rule", &r->rule, error) ||
          !load_source (obj, p, &r->source, error) ||
          !load_roll (self, obj, p, &r->roll, error) ||
          !bth_scenario_load_supply (self, obj, p, &r->supply, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (g_str_equal (self->rules[j].id, r->id))
          return bth_json_fail (error, p, "rule id \"%s\" is used twice", r->id);
    }
  return TRUE;
}

static gboolean
load_alternate_starts (BthScenario *self, JsonObject *root, GError **error)
{
  const char *ap = "$.alternate_starts";
  JsonArray *array;

  if (!json_object_has_member (root, "alternate_starts"))
    return TRUE;
  if ((array = bth_json_member_array (root, "$", "alternate_starts", 0, 8, error)) == NULL)
    return FALSE;
  self->n_alternate_starts = json_array_get_length (array);
  self->alternate_starts = alloc (self, self->n_alternate_starts, sizeof (BthScenarioAlternateStart));
  for (guint i = 0; i < self->n_alternate_starts; i++)
    {
      g_autofree char *p = item (ap, i);
      g_autofree char *sp = sub (p, "start");
      JsonObject *obj = bth_json_element_object (array, ap, i, error);
      BthScenarioAlternateStart *s = &self->alternate_starts[i];

      if (obj == NULL ||
          !bth_json_check_keys (obj, p, BTH_JSON_KEYS ("id", "start", "text", "rule", "source"),
                                BTH_JSON_KEYS ("deployment", "neutral"), error) ||
          !load_id (obj, p, "id", &s->id, error) ||
          !load_month (obj, p, "start", &s->start, error) ||
          !req_string (obj, p, "text", &s->text, error) ||
          !req_string (obj, p, "rule", &s->rule, error) ||
          !load_source (obj, p, &s->source, error))
        return FALSE;
      if (s->start > self->end)
        return bth_json_fail (error, sp, "the alternate start is after the end");
      if (json_object_has_member (obj, "neutral"))
        {
          g_autofree char *np = sub (p, "neutral");
          JsonArray *list = bth_json_member_array (obj, p, "neutral", 1, 64, error);
          const char **ids;
          const char *side = NULL;

          if (list == NULL)
            return FALSE;
          ids = alloc (self, json_array_get_length (list) + 1, sizeof (char *));
          for (guint j = 0; j < json_array_get_length (list); j++)
            {
              g_autofree char *ip = item (np, j);
              if ((ids[j] = bth_json_element_string (list, np, j, error)) == NULL ||
                  !check_power (self, ids[j], ip, error))
                return FALSE;
              if (bth_scenario_find_power (self, ids[j], &side) != NULL && side == NULL)
                return bth_json_fail (error, ip, "power \"%s\" is neutral already", ids[j]);
            }
          s->neutral = ids;
        }
      if (json_object_has_member (obj, "deployment"))
        {
          BthScenarioForce *forces;
          JsonArray *list = json_object_get_array_member (obj, "deployment");

          if (!load_forces (self, obj, p, "deployment", 1, FALSE, &forces, &s->n_deployment, error))
            return FALSE;
          /* The powers this start makes neutral have no side unless a force names one. */
          for (guint j = 0; j < s->n_deployment; j++)
            {
              JsonObject *f = json_array_get_object_element (list, j);
              if (bth_scenario_alternate_start_is_neutral (s, json_object_get_string_member (f, "power")) &&
                  !json_object_has_member (f, "side"))
                forces[j].side = NULL;
            }
          s->deployment = forces;
        }
    }
  return TRUE;
}

static gboolean
load_to_be_entered (BthScenario *self, JsonObject *root, GError **error)
{
  const char *tp = "$.to_be_entered";
  JsonArray *array = bth_json_member_array (root, "$", "to_be_entered", 0, 64, error);
  guint n;

  if (array == NULL)
    return FALSE;
  n = json_array_get_length (array);
  self->to_be_entered = alloc (self, n + 1, sizeof (char *));
  self->to_be_entered_formerly = alloc (self, n + 1, sizeof (char **));
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      g_autofree char *p = item (tp, i);
      JsonObject *obj;
      JsonArray *formerly;

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        {
          self->to_be_entered[i] = json_node_get_string (node);
          continue;
        }
      /* An item reworded since players answered it keeps its earlier wordings, under
       * which those answers are stored (bth_players_data_item_key). */
      if ((obj = bth_json_element_object (array, tp, i, error)) == NULL ||
          !bth_json_check_keys (obj, p, BTH_JSON_KEYS ("text", "formerly"), NULL, error) ||
          !req_string (obj, p, "text", &self->to_be_entered[i], error) ||
          (formerly = bth_json_member_array (obj, p, "formerly", 1, 16, error)) == NULL)
        return FALSE;
      self->to_be_entered_formerly[i] = alloc (self, json_array_get_length (formerly) + 1, sizeof (char *));
      for (guint j = 0; j < json_array_get_length (formerly); j++)
        {
          g_autofree char *fp = g_strdup_printf ("%s.formerly", p);

          if ((self->to_be_entered_formerly[i][j] = bth_json_element_string (formerly, fp, j, error)) == NULL)
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
load_mapboards (BthScenario *self, JsonObject *root, GError **error)
{
  /* Empty when the scenario uses other maps (XIV: "the Third Edition map boards"). */
  JsonArray *array = bth_json_member_array (root, "$", "mapboards", 0, 4, error);

  if (array == NULL)
    return FALSE;
  self->n_mapboards = json_array_get_length (array);
  for (guint i = 0; i < self->n_mapboards; i++)
    {
      if (!bth_json_element_int (array, "$.mapboards", i, 1, 4, &self->mapboards[i], error))
        return FALSE;
      if (i > 0 && self->mapboards[i] <= self->mapboards[i - 1])
        return bth_json_fail (error, "$.mapboards", "map boards must be listed once each, ascending");
    }
  return TRUE;
}

gboolean
bth_scenario_load_document (BthScenario *self, JsonNode *root_node, GError **error)
{
  JsonObject *root;
  const char *format;
  int version, turns;

  if (!JSON_NODE_HOLDS_OBJECT (root_node))
    return bth_json_fail (error, "$", "expected an object");
  root = json_node_get_object (root_node);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("format", "format_version", "ruleset", "number", "id",
                                             "name", "source", "start", "end", "turns", "mapboards",
                                             "sides", "victory", "alliance", "deployment",
                                             "schedule", "rules", "to_be_entered"),
                            BTH_JSON_KEYS ("neutrals", "alternate_starts"), error) ||
      (format = bth_json_member_string (root, "$", "format", error)) == NULL)
    return FALSE;
  if (!g_str_equal (format, "berthier-scenario"))
    return bth_json_fail (error, "$.format", "\"%s\" is not \"berthier-scenario\"", format);
  if (!bth_json_member_int (root, "$", "format_version", 1, G_MAXINT, &version, error))
    return FALSE;
  if (version != 1)
    return bth_json_fail (error, "$.format_version", "version %d is newer than this Berthier understands (1)", version);
  if (bth_json_member_string (root, "$", "ruleset", error) == NULL ||
      !req_string (root, "$", "number", &self->number, error))
    return FALSE;
  if ((self->index = parse_roman (self->number)) == 0)
    return bth_json_fail (error, "$.number", "\"%s\" is not a roman numeral I to XX", self->number);
  if (!load_id (root, "$", "id", &self->id, error) ||
      !req_string (root, "$", "name", &self->name, error) ||
      !load_source (root, "$", &self->source, error) ||
      !load_month (root, "$", "start", &self->start, error) ||
      !load_month (root, "$", "end", &self->end, error))
    return FALSE;
  if (self->end < self->start)
    {
      g_autofree char *s = bth_month_to_string (self->start);
      g_autofree char *e = bth_month_to_string (self->end);
      return bth_json_fail (error, "$.end", "%s is before the start %s", e, s);
    }
  self->turns = self->end - self->start + 1;
  if (!bth_json_member_int (root, "$", "turns", 1, 10000, &turns, error))
    return FALSE;
  if (turns != self->turns)
    return bth_json_fail (error, "$.turns", "%d, but the start and end months make %d turns", turns, self->turns);

  return load_mapboards (self, root, error) &&
         load_sides (self, root, error) &&
         check_powers (self, error) &&
         load_alternate_starts (self, root, error) &&
         load_victory (self, root, error) &&
         load_alliance (self, root, error) &&
         load_forces (self, root, "$", "deployment", 1, FALSE, &self->deployment,
                      &self->n_deployment, error) &&
         load_schedule (self, root, error) &&
         load_rules (self, root, error) &&
         load_to_be_entered (self, root, error) &&
         bth_scenario_check_supply_items (self, error);
}
