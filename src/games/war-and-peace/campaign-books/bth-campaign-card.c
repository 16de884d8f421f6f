/* bth-campaign-card.c — loading, checking and writing the Campaign Game Card (X.J.1).
 *
 * Every object is closed (unknown and duplicate keys refused) and every value is checked
 * where it is read, so a message names the JSON path of the first problem. A null is a
 * value still to be entered from the printed card, never a zero.
 */
#include "bth-campaign-card.h"
#include "bth-atomic-file.h"
#include "bth-error.h"
#include "bth-json-strict.h"
#include "bth-scenario.h"

#include <errno.h>
#include <string.h>

#define FORMAT "berthier-campaign-card"
#define FORMAT_VERSION 1
#define RESOURCE_PREFIX "/io/github/berthier/Berthier/campaign/"
/* The Grand Campaign's Januaries: September 1805 to August 1815 (X.C.3). */
#define FIRST_JANUARY 1806
#define LAST_JANUARY  1815

static const char *const box_ids[] = { "force_pool", "prisoners", "at_war", "napoleon_in_exile", NULL };

struct _BthCampaignCard {
  char      *id;
  char      *name;
  char      *ruleset;
  char      *source;
  char      *note;
  GPtrArray *costs;     /* of Cost * */
  GPtrArray *groups;    /* of BthCardGroup * */
  GArray    *states;    /* of BthCardState */
};

typedef struct {
  char  *kind;
  int    half_pp;
  char **states;       /* NULL: every state */
  char  *rule;
  char  *source;
} Cost;

/* A symbol as the card file writes it: null while it is still to be entered. */
static const char *
symbol_or_null (BthProductionSymbol symbol)
{
  return symbol == BTH_PRODUCTION_SYMBOL_NONE ? NULL : bth_production_symbol_to_string (symbol);
}

/* ---- lifetime ------------------------------------------------------------------------ */

static void
city_free (BthCardCity *c)
{
  g_free (c->city);
  g_free (c->rule);
  g_free (c->source);
  g_free (c->note);
  g_free (c);
}

static void
card_leader_free (BthCardLeader *l)
{
  g_free (l->name);
  g_free (l->power);
  g_free (l);
}

static void
force_free (BthCardForce *f)
{
  g_array_unref (f->units);
  g_ptr_array_unref (f->leaders);
  g_free (f);
}

static void
state_clear (BthCardState *s)
{
  g_free (s->id);
  g_free (s->name);
  g_strfreev (s->powers);
  g_strfreev (s->boxes);
  g_clear_pointer (&s->cities, g_ptr_array_unref);
  g_free (s->choice_of);
  g_free (s->choice_rule);
  g_free (s->choice_source);
  g_strfreev (s->choice_excluding);
  g_clear_pointer (&s->initial, g_ptr_array_unref);
  g_clear_pointer (&s->january, g_ptr_array_unref);
  g_clear_pointer (&s->if_invaded, g_ptr_array_unref);
  g_clear_pointer (&s->counter_mix, g_array_unref);
  g_free (s->note);
  g_free (s->source);
}

static void
group_free (BthCardGroup *g)
{
  g_free (g->rule);
  g_free (g->source);
  g_free (g->id);
  g_free (g->name);
  g_strfreev (g->states);
  g_free (g);
}

static void
cost_free (Cost *c)
{
  g_free (c->kind);
  g_strfreev (c->states);
  g_free (c->rule);
  g_free (c->source);
  g_free (c);
}

static BthCampaignCard *
card_new (void)
{
  BthCampaignCard *self = g_new0 (BthCampaignCard, 1);

  self->costs = g_ptr_array_new_with_free_func ((GDestroyNotify) cost_free);
  self->groups = g_ptr_array_new_with_free_func ((GDestroyNotify) group_free);
  self->states = g_array_new (FALSE, TRUE, sizeof (BthCardState));
  g_array_set_clear_func (self->states, (GDestroyNotify) state_clear);
  return self;
}

void
bth_campaign_card_free (BthCampaignCard *self)
{
  if (self == NULL)
    return;
  g_free (self->id);
  g_free (self->name);
  g_free (self->ruleset);
  g_free (self->source);
  g_free (self->note);
  g_ptr_array_unref (self->costs);
  g_ptr_array_unref (self->groups);
  g_array_unref (self->states);
  g_free (self);
}

/* ---- reading ------------------------------------------------------------------------- */

static gboolean
is_id (const char *text)
{
  if (*text == '\0' || !g_ascii_islower (*text))
    return FALSE;
  for (const char *p = text; *p; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-' && *p != '_')
      return FALSE;
  return TRUE;
}

/* A non-empty string member. */
static const char *
read_text (JsonObject *obj, const char *path, const char *member, GError **error)
{
  const char *text = bth_json_member_string (obj, path, member, error);

  if (text != NULL && *text == '\0')
    {
      bth_json_fail (error, path, "%s: must not be empty", member);
      return NULL;
    }
  return text;
}

static gboolean
read_optional_text (JsonObject *obj, const char *path, const char *member, char **out, GError **error)
{
  if (!bth_json_optional_string (obj, path, member, out, error))
    return FALSE;
  if (*out != NULL && **out == '\0')
    return bth_json_fail (error, path, "%s: must not be empty", member);
  return TRUE;
}

/* "000:2220", "000:123,2268,3406-3408": the rulebook lines a value comes from. */
static gboolean
read_source (JsonObject *obj, const char *path, gboolean required, char **out, GError **error)
{
  g_autofree char *text = NULL;
  const char *p;

  if (required)
    {
      const char *t = bth_json_member_string (obj, path, "source", error);
      if (t == NULL)
        return FALSE;
      text = g_strdup (t);
    }
  else if (!bth_json_optional_string (obj, path, "source", &text, error))
    return FALSE;
  if (text == NULL)
    return TRUE;
  p = text;
  if (!g_str_has_prefix (p, "000:"))
    return bth_json_fail (error, path, "source: \"%s\" is not \"000:LINE\", \"000:FIRST-LAST\" or a list of them", text);
  for (p += 4; ; )
    {
      if (!g_ascii_isdigit (*p))
        return bth_json_fail (error, path, "source: \"%s\" is not \"000:LINE\", \"000:FIRST-LAST\" or a list of them", text);
      while (g_ascii_isdigit (*p))
        p++;
      if (*p == '-' || *p == ',')
        {
          p++;
          continue;
        }
      if (*p != '\0')
        return bth_json_fail (error, path, "source: \"%s\" is not \"000:LINE\", \"000:FIRST-LAST\" or a list of them", text);
      break;
    }
  *out = g_steal_pointer (&text);
  return TRUE;
}

/* A list of distinct ids, each accepted by CHECK (may be NULL). */
static char **
read_ids (JsonObject *obj, const char *path, const char *member, guint min, GError **error)
{
  g_autofree char *ap = g_strdup_printf ("%s.%s", path, member);
  JsonArray *array = bth_json_member_array (obj, path, member, min, 64, error);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  if (array == NULL)
    return NULL;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", ap, i);
      const char *id = bth_json_element_string (array, ap, i, error);
      if (id == NULL)
        return NULL;
      if (!is_id (id))
        {
          bth_json_fail (error, ep, "\"%s\" is not an id (lower case, digits, '-' and '_')", id);
          return NULL;
        }
      if (!g_hash_table_add (seen, (gpointer) id))
        {
          bth_json_fail (error, ep, "\"%s\" is listed twice", id);
          return NULL;
        }
      g_strv_builder_add (builder, id);
    }
  return g_strv_builder_end (builder);
}

/* "12I", "2GI", "1CC" (Z.5.b-d). */
static gboolean
parse_unit (const char *text, const char *path, char **kind, int *sp, GError **error)
{
  char *end = NULL;
  guint64 n;
  BthScenarioKind k;

  errno = 0;
  n = g_ascii_strtoull (text, &end, 10);
  if (end == text || errno != 0 || n < 1 || n > 999 || !bth_scenario_kind_from_string (end, &k))
    return bth_json_fail (error, path, "\"%s\" is not a unit such as 12I, 2GI or 1CC", text);
  *kind = g_strdup (end);
  *sp = (int) n;
  return TRUE;
}

static void
units_add (GArray *units, const char *power, const char *kind, int sp)
{
  for (guint i = 0; i < units->len; i++)
    {
      BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      if (g_str_equal (u->power, power) && g_str_equal (u->kind, kind))
        {
          u->sp += sp;
          return;
        }
    }
  {
    BthUnitCount u = { g_strdup (power), g_strdup (kind), sp };
    g_array_append_val (units, u);
  }
}

/* {"power"?, "units": ["4I"], "leaders": ["Leader (0)"], "year"?} — POWER defaults to the
 * state's first power and must be one of the state's powers. */
static BthCardForce *
read_force (JsonObject *obj, const char *path, const BthCardState *state, gboolean with_year,
            GError **error)
{
  g_autofree char *up = g_strdup_printf ("%s.units", path);
  g_autofree char *lp = g_strdup_printf ("%s.leaders", path);
  g_autofree char *power = NULL;
  BthCardForce *force;
  JsonArray *units, *leaders;

  if (!bth_json_check_keys (obj, path, with_year ? BTH_JSON_KEYS ("year", "units", "leaders") : BTH_JSON_KEYS ("units", "leaders"),
                            BTH_JSON_KEYS ("power"), error) ||
      !bth_json_optional_string (obj, path, "power", &power, error))
    return NULL;
  if (power != NULL && !g_strv_contains ((const char * const *) state->powers, power))
    {
      bth_json_fail (error, path, "power \"%s\" is not one of %s's powers", power, state->name);
      return NULL;
    }
  if ((units = bth_json_member_array (obj, path, "units", 0, 64, error)) == NULL ||
      (leaders = bth_json_member_array (obj, path, "leaders", 0, 64, error)) == NULL)
    return NULL;
  if (json_array_get_length (units) == 0 && json_array_get_length (leaders) == 0)
    {
      bth_json_fail (error, path, "lists no unit and no leader (leave the entry out instead)");
      return NULL;
    }
  force = g_new0 (BthCardForce, 1);
  force->units = bth_unit_counts_new ();
  force->leaders = g_ptr_array_new_with_free_func ((GDestroyNotify) card_leader_free);
  if (with_year &&
      !bth_json_member_int (obj, path, "year", FIRST_JANUARY, LAST_JANUARY, &force->year, error))
    goto fail;
  for (guint i = 0; i < json_array_get_length (units); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", up, i);
      g_autofree char *kind = NULL;
      const char *text = bth_json_element_string (units, up, i, error);
      int sp = 0;
      if (text == NULL || !parse_unit (text, ep, &kind, &sp, error))
        goto fail;
      units_add (force->units, power ? power : state->powers[0], kind, sp);
    }
  for (guint i = 0; i < json_array_get_length (leaders); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", lp, i);
      const char *name = bth_json_element_string (leaders, lp, i, error);
      BthCardLeader *l;
      if (name == NULL)
        goto fail;
      if (*name == '\0')
        {
          bth_json_fail (error, ep, "a leader's name must not be empty");
          goto fail;
        }
      l = g_new0 (BthCardLeader, 1);
      l->name = g_strdup (name);
      l->power = g_strdup (power ? power : state->powers[0]);
      g_ptr_array_add (force->leaders, l);
    }
  return force;
fail:
  force_free (force);
  return NULL;
}

/* null (to be entered) or a list of forces; *OUT stays NULL for null. */
static gboolean
read_forces (JsonObject *obj, const char *path, const char *member, const BthCardState *state,
             gboolean with_year, GPtrArray **out, GError **error)
{
  g_autofree char *ap = g_strdup_printf ("%s.%s", path, member);
  g_autoptr(GPtrArray) forces = NULL;
  JsonNode *node = json_object_get_member (obj, member);
  JsonArray *array;
  int last_year = 0;

  *out = NULL;
  if (node == NULL)
    return bth_json_fail (error, path, "missing required key \"%s\"", member);
  if (JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if ((array = bth_json_member_array (obj, path, member, 0, 128, error)) == NULL)
    return FALSE;
  forces = g_ptr_array_new_with_free_func ((GDestroyNotify) force_free);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", ap, i);
      JsonObject *o = bth_json_element_object (array, ap, i, error);
      BthCardForce *force;
      if (o == NULL || (force = read_force (o, ep, state, with_year, error)) == NULL)
        return FALSE;
      g_ptr_array_add (forces, force);
      if (with_year && force->year < last_year)
        return bth_json_fail (error, ep, "year %d comes after %d: list the Januaries in order", force->year, last_year);
      last_year = force->year;
    }
  *out = g_steal_pointer (&forces);
  return TRUE;
}

static gboolean
read_cities (BthCardState *state, JsonObject *obj, const char *path, GError **error)
{
  g_autofree char *ap = g_strdup_printf ("%s.cities", path);
  JsonArray *array;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("cities", "complete"), NULL, error) ||
      !bth_json_member_bool (obj, path, "complete", &state->cities_complete, error) ||
      (array = bth_json_member_array (obj, path, "cities", 0, 64, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", ap, i);
      JsonObject *o = bth_json_element_object (array, ap, i, error);
      BthCardCity *city;
      const char *name;
      JsonNode *symbol;

      if (o == NULL ||
          !bth_json_check_keys (o, ep, BTH_JSON_KEYS ("city", "symbol"), BTH_JSON_KEYS ("rule", "source", "note"), error) ||
          (name = read_text (o, ep, "city", error)) == NULL)
        return FALSE;
      if (bth_campaign_card_find_city (state, name) != NULL)
        return bth_json_fail (error, ep, "\"%s\" is listed twice", name);
      city = g_new0 (BthCardCity, 1);
      city->city = g_strdup (name);
      g_ptr_array_add (state->cities, city);
      symbol = json_object_get_member (o, "symbol");
      if (JSON_NODE_HOLDS_NULL (symbol))
        city->symbol = BTH_PRODUCTION_SYMBOL_NONE;
      else
        {
          const char *s = bth_json_member_string (o, ep, "symbol", error);
          if (s == NULL)
            return FALSE;
          if (g_str_equal (s, "red"))
            city->symbol = BTH_PRODUCTION_SYMBOL_RED;
          else if (g_str_equal (s, "black"))
            city->symbol = BTH_PRODUCTION_SYMBOL_BLACK;
          else if (g_str_equal (s, "white"))
            city->symbol = BTH_PRODUCTION_SYMBOL_WHITE;
          else
            return bth_json_fail (error, ep, "symbol \"%s\" is not \"red\", \"black\", \"white\" or null", s);
        }
      /* C.6: "The city of Portsmouth is the only city with a white symbol". */
      if (city->symbol == BTH_PRODUCTION_SYMBOL_WHITE && !g_str_equal (name, "Portsmouth"))
        return bth_json_fail (error, ep, "only Portsmouth has a white symbol (C.6), not %s", name);
      if (!read_optional_text (o, ep, "rule", &city->rule, error) ||
          !read_source (o, ep, FALSE, &city->source, error) ||
          !read_optional_text (o, ep, "note", &city->note, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_choice (BthCardState *state, JsonObject *obj, const char *path, GError **error)
{
  g_autofree char *xp = g_strdup_printf ("%s.excluding", path);
  g_autofree char *rule = NULL, *source = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonArray *excluding;
  const char *of;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("count", "of", "excluding"), BTH_JSON_KEYS ("rule", "source"), error) ||
      !bth_json_member_int (obj, path, "count", 1, 20, &state->choice_count, error) ||
      (of = read_text (obj, path, "of", error)) == NULL ||
      (excluding = bth_json_member_array (obj, path, "excluding", 0, 64, error)) == NULL ||
      !read_optional_text (obj, path, "rule", &rule, error) ||
      !read_source (obj, path, FALSE, &source, error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (excluding); i++)
    {
      const char *city = bth_json_element_string (excluding, xp, i, error);
      if (city == NULL)
        return FALSE;
      g_strv_builder_add (builder, city);
    }
  state->choice_of = g_strdup (of);
  state->choice_rule = g_steal_pointer (&rule);
  state->choice_source = g_steal_pointer (&source);
  state->choice_excluding = g_strv_builder_end (builder);
  return TRUE;
}

/* null or [{"power"?, "kind", "sp"}]: the counters the sheets hold (X.J.1.f). */
static gboolean
read_counter_mix (BthCardState *state, JsonObject *obj, const char *path, GError **error)
{
  g_autofree char *ap = g_strdup_printf ("%s.counter_mix", path);
  JsonNode *node = json_object_get_member (obj, "counter_mix");
  JsonArray *array;

  if (JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if ((array = bth_json_member_array (obj, path, "counter_mix", 0, 64, error)) == NULL)
    return FALSE;
  state->counter_mix = bth_unit_counts_new ();
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", ap, i);
      g_autofree char *power = NULL;
      JsonObject *o = bth_json_element_object (array, ap, i, error);
      const char *kind;
      BthScenarioKind k;
      int sp;

      if (o == NULL ||
          !bth_json_check_keys (o, ep, BTH_JSON_KEYS ("kind", "sp"), BTH_JSON_KEYS ("power"), error) ||
          !bth_json_optional_string (o, ep, "power", &power, error) ||
          (kind = bth_json_member_string (o, ep, "kind", error)) == NULL ||
          !bth_json_member_int (o, ep, "sp", 0, 999, &sp, error))
        return FALSE;
      if (!bth_scenario_kind_from_string (kind, &k))
        return bth_json_fail (error, ep, "\"%s\" is not a unit kind (Z.5.b-d)", kind);
      if (power != NULL && !g_strv_contains ((const char * const *) state->powers, power))
        return bth_json_fail (error, ep, "power \"%s\" is not one of %s's powers", power, state->name);
      if (bth_unit_counts_sp (state->counter_mix, power ? power : state->powers[0], kind) > 0)
        return bth_json_fail (error, ep, "%s %s is listed twice", power ? power : state->powers[0], kind);
      units_add (state->counter_mix, power ? power : state->powers[0], kind, sp);
    }
  return TRUE;
}

static gboolean
read_state (BthCampaignCard *self, BthCardState *state, JsonObject *obj, const char *path,
            GError **error)
{
  g_autofree char *bp = g_strdup_printf ("%s.boxes", path);
  g_autofree char *pcp = g_strdup_printf ("%s.production_cities", path);
  g_autofree char *cp = g_strdup_printf ("%s.chosen_production_cities", path);
  const char *id, *name, *kind;
  JsonObject *cities, *choice;

  if (!bth_json_check_keys (obj, path,
                            BTH_JSON_KEYS ("id", "name", "kind", "powers", "boxes", "production_cities",
                                  "initial_force_pool", "january_additions", "counter_mix", "source"),
                            BTH_JSON_KEYS ("chosen_production_cities", "if_invaded", "note"), error) ||
      (id = read_text (obj, path, "id", error)) == NULL ||
      (name = read_text (obj, path, "name", error)) == NULL ||
      (kind = bth_json_member_string (obj, path, "kind", error)) == NULL)
    return FALSE;
  if (!is_id (id))
    return bth_json_fail (error, path, "id \"%s\" is not an id (lower case, digits, '-' and '_')", id);
  if (bth_campaign_card_find_state (self, id) != NULL)
    return bth_json_fail (error, path, "state \"%s\" is listed twice", id);
  state->id = g_strdup (id);
  state->name = g_strdup (name);
  if (g_str_equal (kind, "major"))
    state->major = TRUE;
  else if (!g_str_equal (kind, "minor"))
    return bth_json_fail (error, path, "kind \"%s\" is neither \"major\" nor \"minor\"", kind);
  if ((state->powers = read_ids (obj, path, "powers", 1, error)) == NULL ||
      (state->boxes = read_ids (obj, path, "boxes", 1, error)) == NULL)
    return FALSE;
  for (guint i = 0; state->boxes[i] != NULL; i++)
    if (!g_strv_contains (box_ids, state->boxes[i]))
      return bth_json_fail (error, bp, "\"%s\" is not a box of the Force Pool Display (force_pool, prisoners, at_war, napoleon_in_exile)",
                  state->boxes[i]);
  /* X.J.1.b: a major state's display has a Force Pool and a Prisoners box; X.J.1.c: a
   * minor state's is its Force Pool alone. */
  if (!g_strv_contains ((const char * const *) state->boxes, "force_pool"))
    return bth_json_fail (error, bp, "every state has a \"force_pool\" box (X.J.1.b-c)");
  if (state->major && !g_strv_contains ((const char * const *) state->boxes, "prisoners"))
    return bth_json_fail (error, bp, "a major state has a \"prisoners\" box (X.J.1.b)");
  if (!state->major && g_strv_length (state->boxes) != 1)
    return bth_json_fail (error, bp, "a minor state's display is its Force Pool alone (X.J.1.c)");

  state->cities = g_ptr_array_new_with_free_func ((GDestroyNotify) city_free);
  if ((cities = bth_json_member_object (obj, path, "production_cities", error)) == NULL ||
      !read_cities (state, cities, pcp, error))
    return FALSE;
  if (json_object_has_member (obj, "chosen_production_cities") &&
      ((choice = bth_json_member_object (obj, path, "chosen_production_cities", error)) == NULL ||
       !read_choice (state, choice, cp, error)))
    return FALSE;
  if (!read_forces (obj, path, "initial_force_pool", state, FALSE, &state->initial, error) ||
      !read_forces (obj, path, "january_additions", state, TRUE, &state->january, error))
    return FALSE;
  state->has_if_invaded = json_object_has_member (obj, "if_invaded");
  if (state->has_if_invaded &&
      !read_forces (obj, path, "if_invaded", state, FALSE, &state->if_invaded, error))
    return FALSE;
  if (!read_counter_mix (state, obj, path, error) ||
      !read_optional_text (obj, path, "note", &state->note, error) ||
      !read_source (obj, path, TRUE, &state->source, error))
    return FALSE;
  return TRUE;
}

/* {"kind", "pp", "states"?, "rule", "source"}: PP per SP, whole or half (X.J.2.d). */
static gboolean
read_cost (BthCampaignCard *self, JsonObject *obj, const char *path, GError **error)
{
  g_autoptr(GError) local = NULL;
  Cost *cost;
  JsonNode *pp;
  const char *kind;
  BthScenarioKind k;
  double value;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("kind", "pp"), BTH_JSON_KEYS ("states", "rule", "source"), error) ||
      (kind = bth_json_member_string (obj, path, "kind", error)) == NULL)
    return FALSE;
  if (!bth_scenario_kind_from_string (kind, &k))
    return bth_json_fail (error, path, "\"%s\" is not a unit kind (Z.5.b-d)", kind);
  pp = json_object_get_member (obj, "pp");
  if (!JSON_NODE_HOLDS_VALUE (pp) ||
      (json_node_get_value_type (pp) != G_TYPE_DOUBLE && json_node_get_value_type (pp) != G_TYPE_INT64))
    return bth_json_fail (error, path, "pp: expected a number of Production Points");
  value = json_node_get_value_type (pp) == G_TYPE_DOUBLE ? json_node_get_double (pp)
                                                          : (double) json_node_get_int (pp);
  if (!(value > 0 && value <= 100) || value * 2 != (double) (int) (value * 2))
    return bth_json_fail (error, path, "pp: %g is not a whole or half number of Production Points from 0.5 to 100", value);
  cost = g_new0 (Cost, 1);
  g_ptr_array_add (self->costs, cost);
  cost->kind = g_strdup (kind);
  cost->half_pp = (int) (value * 2);
  if (json_object_has_member (obj, "states") &&
      (cost->states = read_ids (obj, path, "states", 1, error)) == NULL)
    return FALSE;
  if (!read_optional_text (obj, path, "rule", &cost->rule, error) ||
      !read_source (obj, path, FALSE, &cost->source, error))
    return FALSE;
  /* One general cost per kind, and one per kind for any state named. */
  for (guint i = 0; i + 1 < self->costs->len; i++)
    {
      Cost *other = g_ptr_array_index (self->costs, i);
      if (!g_str_equal (other->kind, kind))
        continue;
      if (other->states == NULL && cost->states == NULL)
        return bth_json_fail (error, path, "a second cost for %s", kind);
      for (guint j = 0; cost->states != NULL && other->states != NULL && cost->states[j] != NULL; j++)
        if (g_strv_contains ((const char * const *) other->states, cost->states[j]))
          return bth_json_fail (error, path, "a second cost for %s of %s", kind, cost->states[j]);
    }
  return TRUE;
}

static gboolean
read_group (BthCampaignCard *self, JsonObject *obj, const char *path, GError **error)
{
  g_autofree char *rule = NULL, *source = NULL;
  BthCardGroup *group;
  const char *id, *name;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("id", "name", "states"), BTH_JSON_KEYS ("rule", "source"), error) ||
      (id = read_text (obj, path, "id", error)) == NULL ||
      (name = read_text (obj, path, "name", error)) == NULL ||
      !read_optional_text (obj, path, "rule", &rule, error) ||
      !read_source (obj, path, FALSE, &source, error))
    return FALSE;
  for (guint i = 0; i < self->groups->len; i++)
    if (g_str_equal (((BthCardGroup *) g_ptr_array_index (self->groups, i))->id, id))
      return bth_json_fail (error, path, "group \"%s\" is listed twice", id);
  group = g_new0 (BthCardGroup, 1);
  g_ptr_array_add (self->groups, group);
  group->id = g_strdup (id);
  group->name = g_strdup (name);
  group->rule = g_steal_pointer (&rule);
  group->source = g_steal_pointer (&source);
  return (group->states = read_ids (obj, path, "states", 1, error)) != NULL;
}

/* What no single object can check: groups name minor states, each minor is in one group,
 * costs name states, and a power belongs to one state only. */
static gboolean
check_card (BthCampaignCard *self, GError **error)
{
  g_autoptr(GHashTable) powers = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < self->groups->len; i++)
    {
      BthCardGroup *group = g_ptr_array_index (self->groups, i);
      for (guint j = 0; group->states[j] != NULL; j++)
        {
          g_autofree char *path = g_strdup_printf ("$.minor_groups[%u].states[%u]", i, j);
          const BthCardState *state = bth_campaign_card_find_state (self, group->states[j]);
          const BthCardGroup *first;
          if (state == NULL)
            return bth_json_fail (error, path, "no state \"%s\"", group->states[j]);
          if (state->major)
            return bth_json_fail (error, path, "%s is a major state; groups hold minor states (X.G.1.a)", state->name);
          if ((first = bth_campaign_card_group_of (self, state->id)) != group)
            return bth_json_fail (error, path, "%s is already in the group \"%s\"", state->name, first->id);
        }
    }
  for (guint i = 0; i < self->states->len; i++)
    {
      const BthCardState *state = &g_array_index (self->states, BthCardState, i);
      g_autofree char *path = g_strdup_printf ("$.states[%u]", i);
      if (!state->major && bth_campaign_card_group_of (self, state->id) == NULL)
        return bth_json_fail (error, path, "minor state %s is in no minor group (X.G.1.a)", state->name);
      for (guint j = 0; state->powers[j] != NULL; j++)
        {
          const char *owner = g_hash_table_lookup (powers, state->powers[j]);
          if (owner != NULL)
            return bth_json_fail (error, path, "power \"%s\" already belongs to %s", state->powers[j], owner);
          g_hash_table_insert (powers, state->powers[j], state->name);   /* for the message */
        }
    }
  for (guint i = 0; i < self->costs->len; i++)
    {
      Cost *cost = g_ptr_array_index (self->costs, i);
      for (guint j = 0; cost->states != NULL && cost->states[j] != NULL; j++)
        if (bth_campaign_card_find_state (self, cost->states[j]) == NULL)
          {
            g_autofree char *path = g_strdup_printf ("$.costs[%u].states[%u]", i, j);
            return bth_json_fail (error, path, "no state \"%s\"", cost->states[j]);
          }
    }
  return TRUE;
}

static gboolean
read_card (BthCampaignCard *self, JsonObject *root, GError **error)
{
  JsonArray *costs, *groups, *states;
  const char *format, *id, *name, *ruleset;
  int version;

  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("format", "format_version", "id", "name", "ruleset",
                                             "source", "costs", "minor_groups", "states"),
                            BTH_JSON_KEYS ("note"), error) ||
      (format = bth_json_member_string (root, "$", "format", error)) == NULL)
    return FALSE;
  if (!g_str_equal (format, FORMAT))
    return bth_json_fail (error, "$.format", "\"%s\" is not \"" FORMAT "\"", format);
  if (!bth_json_member_int (root, "$", "format_version", 1, G_MAXINT, &version, error))
    return FALSE;
  if (version > FORMAT_VERSION)
    return bth_json_fail (error, "$.format_version", "version %d is newer than this Berthier reads (%d)",
                version, FORMAT_VERSION);
  if ((id = read_text (root, "$", "id", error)) == NULL ||
      (name = read_text (root, "$", "name", error)) == NULL ||
      (ruleset = read_text (root, "$", "ruleset", error)) == NULL)
    return FALSE;
  if (!is_id (id))
    return bth_json_fail (error, "$.id", "\"%s\" is not an id (lower case, digits, '-' and '_')", id);
  self->id = g_strdup (id);
  self->name = g_strdup (name);
  self->ruleset = g_strdup (ruleset);
  if (!read_source (root, "$", TRUE, &self->source, error) ||
      !read_optional_text (root, "$", "note", &self->note, error) ||
      (costs = bth_json_member_array (root, "$", "costs", 0, 64, error)) == NULL ||
      (groups = bth_json_member_array (root, "$", "minor_groups", 0, 16, error)) == NULL ||
      (states = bth_json_member_array (root, "$", "states", 1, 64, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (states); i++)
    {
      g_autofree char *path = g_strdup_printf ("$.states[%u]", i);
      JsonObject *o = bth_json_element_object (states, "$.states", i, error);
      BthCardState blank = { 0 };
      if (o == NULL)
        return FALSE;
      g_array_append_val (self->states, blank);
      if (!read_state (self, &g_array_index (self->states, BthCardState, i), o, path, error))
        return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (costs); i++)
    {
      g_autofree char *path = g_strdup_printf ("$.costs[%u]", i);
      JsonObject *o = bth_json_element_object (costs, "$.costs", i, error);
      if (o == NULL || !read_cost (self, o, path, error))
        return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (groups); i++)
    {
      g_autofree char *path = g_strdup_printf ("$.minor_groups[%u]", i);
      JsonObject *o = bth_json_element_object (groups, "$.minor_groups", i, error);
      if (o == NULL || !read_group (self, o, path, error))
        return FALSE;
    }
  return check_card (self, error);
}

BthCampaignCard *
bth_campaign_card_new_from_data (const char *data, gssize length, const char *name, GError **error)
{
  g_autoptr(BthCampaignCard) self = card_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) local = NULL;

  root = bth_json_parse_strict (data, length, &local);
  if (root != NULL && !JSON_NODE_HOLDS_OBJECT (root))
    bth_json_fail (&local, "$", "expected an object");
  if (local == NULL)
    read_card (self, json_node_get_object (root), &local);
  if (local != NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: %s", name, local->message);
      return NULL;
    }
  return g_steal_pointer (&self);
}

BthCampaignCard *
bth_campaign_card_new_from_file (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *base = g_path_get_basename (path);
  gsize length;

  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;
  return bth_campaign_card_new_from_data (data, length, base, error);
}

BthCampaignCard *
bth_campaign_card_load_builtin (const char *id, GError **error)
{
  g_autofree char *path = g_strdup_printf (RESOURCE_PREFIX "%s-card.json", id);
  g_autofree char *name = g_strdup_printf ("%s-card.json", id);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  const char *text;
  gsize length;

  if (bytes == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND, "no built-in Campaign Game Card \"%s\"", id);
      return NULL;
    }
  text = g_bytes_get_data (bytes, &length);
  return bth_campaign_card_new_from_data (text, length, name, error);
}

BthCampaignCard *
bth_campaign_card_load_players (const char *path, const char *id, GError **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(BthCampaignCard) card = NULL;

  bth_atomic_file_clean (path);   /* what a killed save left */
  card = bth_campaign_card_new_from_file (path, &local);

  if (card == NULL)
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return bth_campaign_card_load_builtin (id, error);
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  if (!g_str_equal (card->id, id))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.id: the card \"%s\" is not the card \"%s\"", path, card->id, id);
      return NULL;
    }
  return g_steal_pointer (&card);
}

/* ---- writing ------------------------------------------------------------------------- */

static void
set_optional (JsonObject *obj, const char *member, const char *value)
{
  if (value != NULL)
    json_object_set_string_member (obj, member, value);
}

static JsonArray *
strv_array (char **strv)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; strv != NULL && strv[i] != NULL; i++)
    json_array_add_string_element (array, strv[i]);
  return array;
}

/* One JSON force per power in FORCE, so the units read back to the same powers. */
static void
add_forces_json (JsonArray *array, const BthCardForce *force, const BthCardState *state)
{
  for (guint p = 0; state->powers[p] != NULL; p++)
    {
      const char *power = state->powers[p];
      JsonArray *units = json_array_new (), *leaders = json_array_new ();
      JsonObject *o;

      for (guint i = 0; i < force->units->len; i++)
        {
          BthUnitCount *u = &g_array_index (force->units, BthUnitCount, i);
          if (g_str_equal (u->power, power))
            {
              g_autofree char *text = g_strdup_printf ("%d%s", u->sp, u->kind);
              json_array_add_string_element (units, text);
            }
        }
      for (guint i = 0; i < force->leaders->len; i++)
        {
          BthCardLeader *l = g_ptr_array_index (force->leaders, i);
          if (g_str_equal (l->power, power))
            json_array_add_string_element (leaders, l->name);
        }
      if (json_array_get_length (units) == 0 && json_array_get_length (leaders) == 0)
        {
          json_array_unref (units);
          json_array_unref (leaders);
          continue;
        }
      o = json_object_new ();
      if (force->year != 0)
        json_object_set_int_member (o, "year", force->year);
      if (p > 0)
        json_object_set_string_member (o, "power", power);
      json_object_set_array_member (o, "units", units);
      json_object_set_array_member (o, "leaders", leaders);
      json_array_add_object_element (array, o);
    }
}

static void
set_forces (JsonObject *obj, const char *member, GPtrArray *forces, const BthCardState *state)
{
  JsonArray *array;

  if (forces == NULL)
    {
      json_object_set_null_member (obj, member);
      return;
    }
  array = json_array_new ();
  for (guint i = 0; i < forces->len; i++)
    add_forces_json (array, g_ptr_array_index (forces, i), state);
  json_object_set_array_member (obj, member, array);
}

static JsonObject *
state_json (const BthCardState *state)
{
  JsonObject *o = json_object_new (), *pc = json_object_new ();
  JsonArray *cities = json_array_new ();

  json_object_set_string_member (o, "id", state->id);
  json_object_set_string_member (o, "name", state->name);
  json_object_set_string_member (o, "kind", state->major ? "major" : "minor");
  json_object_set_array_member (o, "powers", strv_array (state->powers));
  json_object_set_array_member (o, "boxes", strv_array (state->boxes));
  for (guint i = 0; i < state->cities->len; i++)
    {
      const BthCardCity *c = g_ptr_array_index (state->cities, i);
      JsonObject *co = json_object_new ();
      const char *symbol = symbol_or_null (c->symbol);
      json_object_set_string_member (co, "city", c->city);
      if (symbol != NULL)
        json_object_set_string_member (co, "symbol", symbol);
      else
        json_object_set_null_member (co, "symbol");
      set_optional (co, "rule", c->rule);
      set_optional (co, "source", c->source);
      set_optional (co, "note", c->note);
      json_array_add_object_element (cities, co);
    }
  json_object_set_array_member (pc, "cities", cities);
  json_object_set_boolean_member (pc, "complete", state->cities_complete);
  json_object_set_object_member (o, "production_cities", pc);
  set_forces (o, "initial_force_pool", state->initial, state);
  set_forces (o, "january_additions", state->january, state);
  if (state->counter_mix == NULL)
    json_object_set_null_member (o, "counter_mix");
  else
    {
      JsonArray *mix = json_array_new ();
      for (guint i = 0; i < state->counter_mix->len; i++)
        {
          BthUnitCount *u = &g_array_index (state->counter_mix, BthUnitCount, i);
          JsonObject *m = json_object_new ();
          if (!g_str_equal (u->power, state->powers[0]))
            json_object_set_string_member (m, "power", u->power);
          json_object_set_string_member (m, "kind", u->kind);
          json_object_set_int_member (m, "sp", u->sp);
          json_array_add_object_element (mix, m);
        }
      json_object_set_array_member (o, "counter_mix", mix);
    }
  if (state->choice_count > 0)
    {
      JsonObject *c = json_object_new ();
      json_object_set_int_member (c, "count", state->choice_count);
      json_object_set_string_member (c, "of", state->choice_of);
      json_object_set_array_member (c, "excluding", strv_array (state->choice_excluding));
      set_optional (c, "rule", state->choice_rule);
      set_optional (c, "source", state->choice_source);
      json_object_set_object_member (o, "chosen_production_cities", c);
    }
  if (state->has_if_invaded)
    set_forces (o, "if_invaded", state->if_invaded, state);
  set_optional (o, "note", state->note);
  json_object_set_string_member (o, "source", state->source);
  return o;
}

JsonNode *
bth_campaign_card_to_json (const BthCampaignCard *self)
{
  JsonObject *root = json_object_new ();
  JsonArray *costs = json_array_new (), *groups = json_array_new (), *states = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (root, "format", FORMAT);
  json_object_set_int_member (root, "format_version", FORMAT_VERSION);
  json_object_set_string_member (root, "id", self->id);
  json_object_set_string_member (root, "name", self->name);
  json_object_set_string_member (root, "ruleset", self->ruleset);
  json_object_set_string_member (root, "source", self->source);
  set_optional (root, "note", self->note);
  for (guint i = 0; i < self->costs->len; i++)
    {
      Cost *c = g_ptr_array_index (self->costs, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "kind", c->kind);
      if (c->half_pp % 2 == 0)
        json_object_set_int_member (o, "pp", c->half_pp / 2);
      else
        json_object_set_double_member (o, "pp", c->half_pp / 2.0);
      if (c->states != NULL)
        json_object_set_array_member (o, "states", strv_array (c->states));
      set_optional (o, "rule", c->rule);
      set_optional (o, "source", c->source);
      json_array_add_object_element (costs, o);
    }
  json_object_set_array_member (root, "costs", costs);
  for (guint i = 0; i < self->groups->len; i++)
    {
      BthCardGroup *g = g_ptr_array_index (self->groups, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "id", g->id);
      json_object_set_string_member (o, "name", g->name);
      json_object_set_array_member (o, "states", strv_array (g->states));
      set_optional (o, "rule", g->rule);
      set_optional (o, "source", g->source);
      json_array_add_object_element (groups, o);
    }
  json_object_set_array_member (root, "minor_groups", groups);
  for (guint i = 0; i < self->states->len; i++)
    json_array_add_object_element (states, state_json (&g_array_index (self->states, BthCardState, i)));
  json_object_set_array_member (root, "states", states);
  json_node_take_object (node, root);
  return node;
}

char *
bth_campaign_card_to_data (const BthCampaignCard *self)
{
  g_autoptr(JsonNode) root = bth_campaign_card_to_json (self);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  return g_strconcat (text, "\n", NULL);
}

gboolean
bth_campaign_card_save (const BthCampaignCard *self, const char *path, GError **error)
{
  g_autofree char *data = bth_campaign_card_to_data (self);
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  /* The previous file kept as PATH.bak; PATH replaced through a temporary file of its own
   * (bth-atomic-file.h), so that a crash loses nothing and leaves nothing for long. */
  return bth_atomic_file_write (path, data, strlen (data), TRUE, error);
}

/* ---- queries ------------------------------------------------------------------------- */

const char *bth_campaign_card_get_id   (const BthCampaignCard *self) { return self->id; }
const char *bth_campaign_card_get_name (const BthCampaignCard *self) { return self->name; }

const BthCardState *
bth_campaign_card_get_states (const BthCampaignCard *self, guint *n)
{
  *n = self->states->len;
  return (const BthCardState *) self->states->data;
}

const BthCardState *
bth_campaign_card_find_state (const BthCampaignCard *self, const char *id)
{
  for (guint i = 0; i < self->states->len; i++)
    {
      const BthCardState *s = &g_array_index (self->states, BthCardState, i);
      if (s->id != NULL && g_str_equal (s->id, id))
        return s;
    }
  return NULL;
}

GPtrArray *
bth_campaign_card_get_groups (const BthCampaignCard *self)
{
  return self->groups;
}

const BthCardGroup *
bth_campaign_card_group_of (const BthCampaignCard *self, const char *state_id)
{
  for (guint i = 0; i < self->groups->len; i++)
    {
      const BthCardGroup *g = g_ptr_array_index (self->groups, i);
      if (g->states != NULL && g_strv_contains ((const char * const *) g->states, state_id))
        return g;
    }
  return NULL;
}

const BthCardState *
bth_campaign_card_state_of_power (const BthCampaignCard *self, const char *power)
{
  for (guint i = 0; i < self->states->len; i++)
    {
      const BthCardState *s = &g_array_index (self->states, BthCardState, i);
      if (g_strv_contains ((const char * const *) s->powers, power))
        return s;
    }
  return NULL;
}

const BthCardCity *
bth_campaign_card_find_city (const BthCardState *state, const char *city)
{
  for (guint i = 0; i < state->cities->len; i++)
    {
      const BthCardCity *c = g_ptr_array_index (state->cities, i);
      if (g_str_equal (c->city, city))
        return c;
    }
  return NULL;
}

GPtrArray *
bth_campaign_card_city_states (const BthCampaignCard *self, const char *city)
{
  GPtrArray *states = g_ptr_array_new ();

  for (guint i = 0; i < self->states->len; i++)
    {
      const BthCardState *s = &g_array_index (self->states, BthCardState, i);
      if (bth_campaign_card_find_city (s, city) != NULL)
        g_ptr_array_add (states, (gpointer) s);
    }
  return states;
}

gboolean
bth_campaign_card_cost_half_pp (const BthCampaignCard *self, const char *kind, const char *state_id,
                                int *half_pp)
{
  const Cost *general = NULL;

  for (guint i = 0; i < self->costs->len; i++)
    {
      const Cost *c = g_ptr_array_index (self->costs, i);
      if (!g_str_equal (c->kind, kind))
        continue;
      if (c->states == NULL)
        general = c;
      else if (state_id != NULL && g_strv_contains ((const char * const *) c->states, state_id))
        {
          *half_pp = c->half_pp;   /* X.J.6.d: a state's own cost comes first */
          return TRUE;
        }
    }
  if (general == NULL)
    return FALSE;
  *half_pp = general->half_pp;
  return TRUE;
}

gboolean
bth_campaign_card_counter_limit (const BthCampaignCard *self, const char *power, const char *kind,
                                 int *limit)
{
  const BthCardState *state = bth_campaign_card_state_of_power (self, power);

  if (state == NULL || state->counter_mix == NULL)
    return FALSE;
  *limit = bth_unit_counts_sp (state->counter_mix, power, kind);
  return TRUE;
}

GPtrArray *
bth_campaign_card_missing (const BthCampaignCard *self)
{
  GPtrArray *missing = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < self->states->len; i++)
    {
      const BthCardState *s = &g_array_index (self->states, BthCardState, i);
      if (!s->cities_complete)
        g_ptr_array_add (missing, g_strdup_printf ("%s: production cities (X.J.1.b-c)", s->id));
      for (guint j = 0; j < s->cities->len; j++)
        {
          const BthCardCity *c = g_ptr_array_index (s->cities, j);
          if (c->symbol == BTH_PRODUCTION_SYMBOL_NONE)
            g_ptr_array_add (missing, g_strdup_printf ("%s: %s's production symbol (X.J.2.e)", s->id, c->city));
        }
      if (s->initial == NULL)
        g_ptr_array_add (missing, g_strdup_printf ("%s: initial (1805) Force Pool (X.J.1.d)", s->id));
      if (s->january == NULL)
        g_ptr_array_add (missing, g_strdup_printf ("%s: January additions (X.J.1.f)", s->id));
      if (s->has_if_invaded && s->if_invaded == NULL)
        g_ptr_array_add (missing, g_strdup_printf ("%s: units added if invaded (X.J.4.b)", s->id));
      if (s->counter_mix == NULL)
        g_ptr_array_add (missing, g_strdup_printf ("%s: counter mix (X.J.1.f)", s->id));
    }
  return missing;
}
