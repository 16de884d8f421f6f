/* bth-game-state.c — folding events into the state of a game.
 *
 * Every event is checked as it is applied: members are read strictly, names must refer
 * to existing stacks, leaders and powers, units cannot go below zero, and an edit's "old"
 * value must be what the state holds. A log that passes is a consistent history.
 */
#include "bth-game-state.h"
#include "bth-game-state-private.h"
#include "bth-error.h"
#include "bth-campaign-state.h"
#include "bth-game-fleets.h"
#include "bth-game-fleet-cargo.h"
#include "bth-force-pools.h"
#include "bth-json-strict.h"

#include <string.h>

const char *
bth_leader_status_to_string (BthLeaderStatus status)
{
  static const char *const names[] = { "on-map", "wounded", "killed" };
  return names[status];
}

/* bth_json_check_keys() copies the member list; this runs for every event of a long
 * log, so the common case (all keys known) is checked without allocating and the
 * strict helper only composes the error message. */
static gboolean
check_keys (JsonObject *obj, const char *path, const char * const *required,
            const char * const *optional, GError **error)
{
  JsonObjectIter iter;
  const char *member;
  guint n_required = 0, found = 0;

  for (guint i = 0; required != NULL && required[i] != NULL; i++)
    n_required++;
  json_object_iter_init (&iter, obj);
  while (json_object_iter_next (&iter, &member, NULL))
    {
      gboolean known = FALSE;
      for (guint i = 0; !known && required != NULL && required[i] != NULL; i++)
        if (strcmp (required[i], member) == 0)
          known = TRUE, found++;
      for (guint i = 0; !known && optional != NULL && optional[i] != NULL; i++)
        known = strcmp (optional[i], member) == 0;
      if (!known)
        return bth_json_check_keys (obj, path, required, optional, error);
    }
  if (found != n_required)
    return bth_json_check_keys (obj, path, required, optional, error);
  return TRUE;
}

/* ---- lifetime ------------------------------------------------------------------------ */

static gpointer
copy_string (gconstpointer src, gpointer data)
{
  return g_strdup (src);
}

void
bth_unit_count_clear (BthUnitCount *u)
{
  g_free (u->power);
  g_free (u->kind);
}

GArray *
bth_unit_counts_new (void)
{
  GArray *units = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
  g_array_set_clear_func (units, (GDestroyNotify) bth_unit_count_clear);
  return units;
}

static GArray *
units_copy (GArray *from)
{
  GArray *units = bth_unit_counts_new ();

  for (guint i = 0; i < from->len; i++)
    {
      BthUnitCount *u = &g_array_index (from, BthUnitCount, i);
      BthUnitCount copy = { g_strdup (u->power), g_strdup (u->kind), u->sp };
      g_array_append_val (units, copy);
    }
  return units;
}

static void
leader_free (BthLeaderState *l)
{
  g_free (l->id);
  g_free (l->name);
  g_free (l->power);
  g_free (l->side);
  g_free (l->colour);
  g_free (l->stack);
  g_free (l);
}

static BthLeaderState *
leader_copy_one (const BthLeaderState *l)
{
  BthLeaderState *c = g_memdup2 (l, sizeof *l);

  c->id = g_strdup (l->id);
  c->name = g_strdup (l->name);
  c->power = g_strdup (l->power);
  c->side = g_strdup (l->side);
  c->colour = g_strdup (l->colour);
  c->stack = g_strdup (l->stack);
  return c;
}

static gpointer
leader_copy (gconstpointer src, gpointer data)
{
  return leader_copy_one (src);
}

static void
stack_free (BthStackState *s)
{
  g_free (s->id);
  g_free (s->side);
  g_free (s->location);
  g_ptr_array_unref (s->leaders);
  g_array_unref (s->units);
  g_free (s);
}

static BthStackState *
stack_new (const char *id, const char *side, const char *location)
{
  BthStackState *s = g_new0 (BthStackState, 1);

  s->id = g_strdup (id);
  s->side = g_strdup (side);
  s->location = g_strdup (location);
  s->leaders = g_ptr_array_new_with_free_func (g_free);
  s->units = bth_unit_counts_new ();
  s->supplied = TRUE;
  return s;
}

static BthStackState *
stack_copy_one (const BthStackState *s)
{
  BthStackState *c = g_memdup2 (s, sizeof *s);

  c->id = g_strdup (s->id);
  c->side = g_strdup (s->side);
  c->location = g_strdup (s->location);
  c->leaders = g_ptr_array_copy (s->leaders, copy_string, NULL);
  g_ptr_array_set_free_func (c->leaders, g_free);
  c->units = units_copy (s->units);
  return c;
}

static gpointer
stack_copy (gconstpointer src, gpointer data)
{
  return stack_copy_one (src);
}

static void
power_free (BthPowerState *p)
{
  g_free (p->id);
  g_free (p->side);
  g_free (p);
}

static BthPowerState *
power_copy_one (const BthPowerState *p)
{
  BthPowerState *c = g_memdup2 (p, sizeof *p);

  c->id = g_strdup (p->id);
  c->side = g_strdup (p->side);
  return c;
}

static gpointer
power_copy (gconstpointer src, gpointer data)
{
  return power_copy_one (src);
}

BthGameState *
bth_game_state_new (void)
{
  BthGameState *self = g_new0 (BthGameState, 1);

  self->sides = g_ptr_array_new_with_free_func (g_free);
  self->powers = g_ptr_array_new_with_free_func ((GDestroyNotify) power_free);
  self->leaders = g_ptr_array_new_with_free_func ((GDestroyNotify) leader_free);
  self->stacks = g_ptr_array_new_with_free_func ((GDestroyNotify) stack_free);
  self->eliminated = bth_unit_counts_new ();
  self->answers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->next_stack = 1;
  return self;
}

void
bth_game_state_free (BthGameState *self)
{
  if (self == NULL)
    return;
  g_free (self->scenario);
  g_free (self->scenario_name);
  g_free (self->ruleset);
  g_free (self->sequence);
  g_strfreev (self->options);
  g_ptr_array_unref (self->sides);
  g_free (self->segment);
  g_free (self->phase);
  g_ptr_array_unref (self->powers);
  g_free (self->alliance_deleted_rule);
  g_ptr_array_unref (self->leaders);
  g_ptr_array_unref (self->stacks);
  g_array_unref (self->eliminated);
  g_hash_table_unref (self->answers);
  bth_force_pools_free (self->force_pools);
  bth_campaign_books_free (self->campaign);
  g_clear_pointer (&self->fleets, g_ptr_array_unref);
  g_free (self);
}

BthGameState *
bth_game_state_copy (const BthGameState *self)
{
  BthGameState *c = g_memdup2 (self, sizeof *self);

  c->scenario = g_strdup (self->scenario);
  c->scenario_name = g_strdup (self->scenario_name);
  c->ruleset = g_strdup (self->ruleset);
  c->sequence = g_strdup (self->sequence);
  c->options = g_strdupv (self->options);
  c->sides = g_ptr_array_copy (self->sides, copy_string, NULL);
  g_ptr_array_set_free_func (c->sides, g_free);
  c->segment = g_strdup (self->segment);
  c->phase = g_strdup (self->phase);
  c->powers = g_ptr_array_copy (self->powers, power_copy, NULL);
  g_ptr_array_set_free_func (c->powers, (GDestroyNotify) power_free);
  c->alliance_deleted_rule = g_strdup (self->alliance_deleted_rule);
  c->leaders = g_ptr_array_copy (self->leaders, leader_copy, NULL);
  g_ptr_array_set_free_func (c->leaders, (GDestroyNotify) leader_free);
  c->stacks = g_ptr_array_copy (self->stacks, stack_copy, NULL);
  g_ptr_array_set_free_func (c->stacks, (GDestroyNotify) stack_free);
  c->eliminated = units_copy (self->eliminated);
  c->answers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  {
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init (&iter, self->answers);
    while (g_hash_table_iter_next (&iter, &key, &value))
      g_hash_table_insert (c->answers, g_strdup (key), g_strdup (value));
  }
  c->force_pools = self->force_pools ? bth_force_pools_copy (self->force_pools) : NULL;
  c->campaign = bth_campaign_books_copy (self->campaign);
  c->fleets = bth_game_fleets_copy (self->fleets);
  return c;
}

/* ---- lookups ------------------------------------------------------------------------- */

static BthLeaderState *
find_leader (const BthGameState *self, const char *id)
{
  for (guint i = 0; i < self->leaders->len; i++)
    {
      BthLeaderState *l = g_ptr_array_index (self->leaders, i);
      if (g_str_equal (l->id, id))
        return l;
    }
  return NULL;
}

static BthStackState *
find_stack (const BthGameState *self, const char *id, guint *index)
{
  for (guint i = 0; i < self->stacks->len; i++)
    {
      BthStackState *s = g_ptr_array_index (self->stacks, i);
      if (g_str_equal (s->id, id))
        {
          if (index)
            *index = i;
          return s;
        }
    }
  return NULL;
}

static BthPowerState *
find_power (const BthGameState *self, const char *id)
{
  for (guint i = 0; i < self->powers->len; i++)
    {
      BthPowerState *p = g_ptr_array_index (self->powers, i);
      if (g_str_equal (p->id, id))
        return p;
    }
  return NULL;
}

const BthLeaderState *
bth_game_state_find_leader (const BthGameState *self, const char *id)
{
  return find_leader (self, id);
}

const BthStackState *
bth_game_state_find_stack (const BthGameState *self, const char *id)
{
  return find_stack (self, id, NULL);
}

const BthPowerState *
bth_game_state_find_power (const BthGameState *self, const char *id)
{
  return find_power (self, id);
}

gboolean
bth_game_state_alliance_modifier_applies (const BthGameState *self,
                                          const BthScenarioAllianceModifier *m)
{
  const BthPowerState *power;

  if (self->month < m->first || self->month > m->last)
    return FALSE;
  if (m->until_joins == NULL)
    return TRUE;
  power = find_power (self, m->until_joins);
  return power == NULL || power->side == NULL;
}

static gboolean
has_side (const BthGameState *self, const char *side)
{
  for (guint i = 0; i < self->sides->len; i++)
    if (g_str_equal (g_ptr_array_index (self->sides, i), side))
      return TRUE;
  return FALSE;
}

/* ---- unit lists ---------------------------------------------------------------------- */

static BthUnitCount *
units_find (GArray *units, const char *power, const char *kind, guint *index)
{
  for (guint i = 0; i < units->len; i++)
    {
      BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      if (g_str_equal (u->power, power) && g_str_equal (u->kind, kind))
        {
          if (index)
            *index = i;
          return u;
        }
    }
  return NULL;
}

int
bth_unit_counts_sp (GArray *units, const char *power, const char *kind)
{
  int total = 0;

  for (guint i = 0; i < units->len; i++)
    {
      BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      if ((power == NULL || g_str_equal (u->power, power)) && (kind == NULL || g_str_equal (u->kind, kind)))
        total += u->sp;
    }
  return total;
}

static void
units_set (GArray *units, const char *power, const char *kind, int sp)
{
  guint index;
  BthUnitCount *u = units_find (units, power, kind, &index);

  if (u != NULL && sp == 0)
    g_array_remove_index (units, index);
  else if (u != NULL)
    u->sp = sp;
  else if (sp > 0)
    {
      BthUnitCount add = { g_strdup (power), g_strdup (kind), sp };
      g_array_append_val (units, add);
    }
}

static gboolean
units_take (GArray *units, const BthUnitCount *take, const char *where, const char *path, GError **error)
{
  int have = bth_unit_counts_sp (units, take->power, take->kind);

  if (have < take->sp)
    return bth_json_fail (error, path, "%d SP %s of %s needed but %s holds %d", take->sp, take->kind,
                take->power, where, have);
  units_set (units, take->power, take->kind, have - take->sp);
  return TRUE;
}

static void
units_give (GArray *units, const BthUnitCount *give)
{
  units_set (units, give->power, give->kind, bth_unit_counts_sp (units, give->power, give->kind) + give->sp);
}

/* [{"power": "france", "kind": "I", "sp": 8}, …] */
static GArray *
read_units (JsonObject *obj, const char *path, const char *member, GError **error)
{
  g_autofree char *p = g_strdup_printf ("%s.%s", path, member);
  JsonArray *array = bth_json_member_array (obj, path, member, 0, 256, error);
  g_autoptr(GArray) units = NULL;

  if (array == NULL)
    return NULL;
  units = bth_unit_counts_new ();
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *up = g_strdup_printf ("%s[%u]", p, i);
      JsonObject *u = bth_json_element_object (array, p, i, error);
      BthUnitCount count = { NULL, NULL, 0 };
      const char *power, *kind;
      BthScenarioKind k;

      if (u == NULL ||
          !check_keys (u, up, BTH_JSON_KEYS ("power", "kind", "sp"), NULL, error) ||
          (power = bth_json_member_string (u, up, "power", error)) == NULL ||
          (kind = bth_json_member_string (u, up, "kind", error)) == NULL ||
          !bth_json_member_int (u, up, "sp", 1, 999, &count.sp, error))
        return NULL;
      if (!bth_scenario_kind_from_string (kind, &k))
        {
          bth_json_fail (error, up, "\"%s\" is not a unit kind (Z.5.b-d)", kind);
          return NULL;
        }
      count.power = g_strdup (power);
      count.kind = g_strdup (kind);
      g_array_append_val (units, count);
    }
  return g_steal_pointer (&units);
}

static gboolean
read_month (JsonObject *obj, const char *path, const char *member, BthMonth *out, GError **error)
{
  const char *text = bth_json_member_string (obj, path, member, error);

  if (text == NULL)
    return FALSE;
  if (!bth_month_parse (text, out))
    return bth_json_fail (error, path, "%s: \"%s\" is not a month like 1805-08", member, text);
  return TRUE;
}

/* A string member that may be null. */
static gboolean
read_nullable_string (JsonObject *obj, const char *path, const char *member, const char **out,
                      GError **error)
{
  JsonNode *node = json_object_get_member (obj, member);

  if (node == NULL)
    return bth_json_fail (error, path, "missing required key \"%s\"", member);
  *out = NULL;
  if (JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  return (*out = bth_json_member_string (obj, path, member, error)) != NULL;
}

/* ---- leaders and stacks -------------------------------------------------------------- */

/* {"id", "name", "power", "side", "value": int|null, "colour": str|null, "named": bool} */
static gboolean
add_leader (BthGameState *self, JsonObject *obj, const char *path, BthStackState *stack, GError **error)
{
  const char *id, *name, *power, *side, *colour;
  int value;
  gboolean named;
  BthLeaderState *l;

  if (!check_keys (obj, path, BTH_JSON_KEYS ("id", "name", "power", "side", "value", "colour", "named"),
                            NULL, error) ||
      (id = bth_json_member_string (obj, path, "id", error)) == NULL ||
      (name = bth_json_member_string (obj, path, "name", error)) == NULL ||
      (power = bth_json_member_string (obj, path, "power", error)) == NULL ||
      !read_nullable_string (obj, path, "side", &side, error) ||   /* null: a neutral power's (X.D) */
      !bth_json_member_int_or_null (obj, path, "value", 0, 9, BTH_GAME_VALUE_UNKNOWN, &value, error) ||
      !read_nullable_string (obj, path, "colour", &colour, error) ||
      !bth_json_member_bool (obj, path, "named", &named, error))
    return FALSE;
  if (find_leader (self, id) != NULL)
    return bth_json_fail (error, path, "leader id \"%s\" is used twice", id);
  if (side != NULL && !has_side (self, side))
    return bth_json_fail (error, path, "unknown side \"%s\"", side);
  l = g_new0 (BthLeaderState, 1);
  l->id = g_strdup (id);
  l->name = g_strdup (name);
  l->power = g_strdup (power);
  l->side = g_strdup (side);
  l->value = value;
  l->colour = g_strdup (colour);
  l->named = named;
  l->status = BTH_LEADER_STATUS_ON_MAP;
  l->stack = g_strdup (stack->id);
  g_ptr_array_add (self->leaders, l);
  g_ptr_array_add (stack->leaders, g_strdup (id));
  return TRUE;
}

static void
remove_stack_if_empty (BthGameState *self, BthStackState *stack)
{
  guint index;

  if (stack->units->len == 0 && stack->leaders->len == 0 && find_stack (self, stack->id, &index))
    g_ptr_array_remove_index (self->stacks, index);
}

static void
detach_leader (BthGameState *self, BthLeaderState *leader)
{
  BthStackState *stack = leader->stack ? find_stack (self, leader->stack, NULL) : NULL;

  if (stack != NULL)
    {
      for (guint i = 0; i < stack->leaders->len; i++)
        if (g_str_equal (g_ptr_array_index (stack->leaders, i), leader->id))
          {
            g_ptr_array_remove_index (stack->leaders, i);
            break;
          }
      remove_stack_if_empty (self, stack);
    }
  g_clear_pointer (&leader->stack, g_free);
}

/* The stack named by "stack"; with "create": true a new one with "side" and "location". */
static BthStackState *
target_stack (BthGameState *self, JsonObject *obj, const char *path, GError **error)
{
  const char *id, *side, *location;
  gboolean create;
  BthStackState *stack;
  g_autofree char *expected = NULL;

  if ((id = bth_json_member_string (obj, path, "stack", error)) == NULL ||
      !bth_json_optional_bool (obj, path, "create", FALSE, &create, error))
    return NULL;
  stack = find_stack (self, id, NULL);
  if (!create)
    {
      if (stack == NULL)
        bth_json_fail (error, path, "no stack \"%s\"", id);
      return stack;
    }
  /* New stacks are numbered in order, so a replayed log rebuilds the same ids. */
  expected = g_strdup_printf ("s%u", self->next_stack);
  if (!g_str_equal (id, expected))
    {
      bth_json_fail (error, path, "a new stack must be \"%s\", not \"%s\"", expected, id);
      return NULL;
    }
  /* "side": null is a neutral state's stack, of no faction and no player's side (X.D.1.c,
   * X.D.2.c-d, X.E.1): it takes a side by an edit of stacks.ID.side when the state joins one. */
  if (!read_nullable_string (obj, path, "side", &side, error) ||
      (location = bth_json_member_string (obj, path, "location", error)) == NULL)
    return NULL;
  if (side != NULL && !has_side (self, side))
    {
      bth_json_fail (error, path, "unknown side \"%s\"", side);
      return NULL;
    }
  self->next_stack++;
  stack = stack_new (id, side, location);
  g_ptr_array_add (self->stacks, stack);
  return stack;
}

/* ---- events -------------------------------------------------------------------------- */

static gboolean
apply_created (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  g_autofree char *pp = g_strdup_printf ("%s.powers", path);
  g_autofree char *sp = g_strdup_printf ("%s.stacks", path);
  g_autofree char *ap = g_strdup_printf ("%s.alliance", path);
  g_autofree char *op = g_strdup_printf ("%s.options", path);
  g_autofree char *sdp = g_strdup_printf ("%s.sides", path);
  JsonArray *sides, *powers, *stacks, *options;
  JsonObject *alliance, *position;
  const char *scenario, *name, *ruleset, *sequence;

  if (self->scenario != NULL)
    return bth_json_fail (error, path, "a game is created only once, by its first event");
  if (!check_keys (p, path, BTH_JSON_KEYS ("scenario", "name", "ruleset", "sequence", "options", "start",
                                           "end", "sides", "powers", "alliance", "stacks", "position"),
                            NULL, error) ||
      (scenario = bth_json_member_string (p, path, "scenario", error)) == NULL ||
      (name = bth_json_member_string (p, path, "name", error)) == NULL ||
      (ruleset = bth_json_member_string (p, path, "ruleset", error)) == NULL ||
      (sequence = bth_json_member_string (p, path, "sequence", error)) == NULL ||
      (options = bth_json_member_array (p, path, "options", 0, 64, error)) == NULL ||
      !read_month (p, path, "start", &self->start, error) ||
      !read_month (p, path, "end", &self->end, error) ||
      (sides = bth_json_member_array (p, path, "sides", 2, 8, error)) == NULL ||
      (powers = bth_json_member_array (p, path, "powers", 0, 256, error)) == NULL ||
      (alliance = bth_json_member_object (p, path, "alliance", error)) == NULL ||
      (stacks = bth_json_member_array (p, path, "stacks", 0, 4096, error)) == NULL ||
      (position = bth_json_member_object (p, path, "position", error)) == NULL)
    return FALSE;
  if (self->end < self->start)
    return bth_json_fail (error, path, "the end month is before the start month");
  self->scenario = g_strdup (scenario);
  self->scenario_name = g_strdup (name);
  self->ruleset = g_strdup (ruleset);
  self->sequence = g_strdup (sequence);
  {
    g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
    for (guint i = 0; i < json_array_get_length (options); i++)
      {
        const char *option = bth_json_element_string (options, op, i, error);
        if (option == NULL)
          return FALSE;
        g_strv_builder_add (builder, option);
      }
    self->options = g_strv_builder_end (builder);
  }
  for (guint i = 0; i < json_array_get_length (sides); i++)
    {
      const char *side = bth_json_element_string (sides, sdp, i, error);
      if (side == NULL)
        return FALSE;
      if (has_side (self, side))
        return bth_json_fail (error, sdp, "side \"%s\" is listed twice", side);
      g_ptr_array_add (self->sides, g_strdup (side));
    }
  for (guint i = 0; i < json_array_get_length (powers); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", pp, i);
      JsonObject *power = bth_json_element_object (powers, pp, i, error);
      const char *id, *side;
      BthPowerState *state;
      if (power == NULL ||
          !check_keys (power, ep, BTH_JSON_KEYS ("id", "side"), NULL, error) ||
          (id = bth_json_member_string (power, ep, "id", error)) == NULL ||
          !read_nullable_string (power, ep, "side", &side, error))
        return FALSE;
      if (find_power (self, id) != NULL)
        return bth_json_fail (error, ep, "power \"%s\" is listed twice", id);
      if (side != NULL && !has_side (self, side))
        return bth_json_fail (error, ep, "unknown side \"%s\"", side);
      state = g_new0 (BthPowerState, 1);
      state->id = g_strdup (id);
      state->side = g_strdup (side);
      g_ptr_array_add (self->powers, state);
    }
  if (!check_keys (alliance, ap, BTH_JSON_KEYS ("french_vp", "french_cp", "anti_vp", "anti_cp",
                                                "pro_french_powers", "anti_french_powers"), NULL, error) ||
      !bth_json_member_int (alliance, ap, "french_vp", 0, 999, &self->french_vp, error) ||
      !bth_json_member_int (alliance, ap, "french_cp", 0, 999, &self->french_cp, error) ||
      !bth_json_member_int (alliance, ap, "anti_vp", 0, 999, &self->anti_vp, error) ||
      !bth_json_member_int (alliance, ap, "anti_cp", 0, 999, &self->anti_cp, error) ||
      !bth_json_member_int (alliance, ap, "pro_french_powers", 0, 99, &self->pro_french_powers, error) ||
      !bth_json_member_int (alliance, ap, "anti_french_powers", 0, 99, &self->anti_french_powers, error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (stacks); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", sp, i);
      g_autofree char *lp = g_strdup_printf ("%s.leaders", ep);
      JsonObject *s = bth_json_element_object (stacks, sp, i, error);
      g_autoptr(GArray) units = NULL;
      JsonArray *leaders;
      BthStackState *stack;

      if (s == NULL ||
          !check_keys (s, ep, BTH_JSON_KEYS ("stack", "create", "side", "location", "leaders", "units"),
                                NULL, error) ||
          (stack = target_stack (self, s, ep, error)) == NULL ||
          (leaders = bth_json_member_array (s, ep, "leaders", 0, 64, error)) == NULL ||
          (units = read_units (s, ep, "units", error)) == NULL)
        return FALSE;
      for (guint u = 0; u < units->len; u++)
        units_give (stack->units, &g_array_index (units, BthUnitCount, u));
      for (guint j = 0; j < json_array_get_length (leaders); j++)
        {
          g_autofree char *lep = g_strdup_printf ("%s[%u]", lp, j);
          JsonObject *leader = bth_json_element_object (leaders, lp, j, error);
          if (leader == NULL || !add_leader (self, leader, lep, stack, error))
            return FALSE;
        }
    }
  {
    g_autofree char *posp = g_strdup_printf ("%s.position", path);
    const char *segment, *phase;
    if (!check_keys (position, posp, BTH_JSON_KEYS ("month", "segment", "phase"), NULL, error) ||
        !read_month (position, posp, "month", &self->month, error) ||
        (segment = bth_json_member_string (position, posp, "segment", error)) == NULL ||
        (phase = bth_json_member_string (position, posp, "phase", error)) == NULL)
      return FALSE;
    if (self->month != self->start)
      return bth_json_fail (error, posp, "the game must begin in its start month");
    self->segment = g_strdup (segment);
    self->phase = g_strdup (phase);
  }
  return TRUE;
}

static gboolean
apply_phase (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  const char *segment, *phase;
  BthMonth month;

  if (!check_keys (p, path, BTH_JSON_KEYS ("month", "segment", "phase"), BTH_JSON_KEYS ("skipped"), error) ||
      !read_month (p, path, "month", &month, error) ||
      !read_nullable_string (p, path, "segment", &segment, error) ||
      !read_nullable_string (p, path, "phase", &phase, error))
    return FALSE;
  if (month < self->start || month > self->end)
    return bth_json_fail (error, path, "the month is outside the scenario");
  if ((segment == NULL) != (phase == NULL))
    return bth_json_fail (error, path, "segment and phase are both null (the scenario ended) or both set");
  if (json_object_has_member (p, "skipped") && bth_json_member_array (p, path, "skipped", 0, 256, error) == NULL)
    return FALSE;
  self->month = month;
  g_free (self->segment);
  g_free (self->phase);
  self->segment = g_strdup (segment);
  self->phase = g_strdup (phase);
  self->ended = segment == NULL;
  return TRUE;
}

static gboolean
apply_dice (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  g_autofree char *dp = g_strdup_printf ("%s.dice", path);
  JsonArray *dice;
  int sides, total, sum = 0;
  gboolean fixed;

  if (!check_keys (p, path, BTH_JSON_KEYS ("purpose", "sides", "dice", "total", "fixed"), NULL, error) ||
      bth_json_member_string (p, path, "purpose", error) == NULL ||
      !bth_json_member_int (p, path, "sides", 2, 100, &sides, error) ||
      (dice = bth_json_member_array (p, path, "dice", 1, 12, error)) == NULL ||
      !bth_json_member_int (p, path, "total", 1, 1200, &total, error) ||
      !bth_json_member_bool (p, path, "fixed", &fixed, error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (dice); i++)
    {
      int face;
      if (!bth_json_element_int (dice, dp, i, 1, sides, &face, error))
        return FALSE;
      sum += face;
    }
  if (sum != total)
    return bth_json_fail (error, path, "total %d is not the sum of the dice (%d)", total, sum);
  self->n_dice_rolled++;
  return TRUE;
}

static gboolean
apply_table (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  if (!check_keys (p, path, BTH_JSON_KEYS ("table", "inputs", "result"), BTH_JSON_KEYS ("rule"), error) ||
      bth_json_member_string (p, path, "table", error) == NULL)
    return FALSE;
  self->n_tables++;
  return TRUE;
}

static gboolean
apply_note (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  if (!check_keys (p, path, BTH_JSON_KEYS ("text"), NULL, error) ||
      bth_json_member_string (p, path, "text", error) == NULL)
    return FALSE;
  self->n_notes++;
  return TRUE;
}

/* ---- players' data ------------------------------------------------------------------- */

gboolean
bth_game_state_month_is_winter (const BthGameState *state, BthMonth month, gboolean *known)
{
  if (known != NULL)
    *known = state->winter_known;
  return state->winter_known && (state->winter_months & (1u << (bth_month_month (month) - 1))) != 0;
}

char *
bth_players_data_item_key (const char *item)
{
  g_autofree char *sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, item, -1);
  return g_strndup (sum, 12);
}

const char *
bth_game_state_get_answer (const BthGameState *self, const char *item)
{
  g_autofree char *key = bth_players_data_item_key (item);
  return g_hash_table_lookup (self->answers, key);
}

/* ---- edits: a path names one field of the state -------------------------------------- */

typedef enum { FIELD_INT, FIELD_INT_OR_NULL, FIELD_BOOL, FIELD_STRING, FIELD_STRING_OR_NULL, FIELD_SP, FIELD_SIDE,
               FIELD_MONTHS, FIELD_ANSWER } FieldType;

typedef struct {
  FieldType type;
  int      *i;
  gboolean *b;
  char    **s;
  GArray   *units;      /* FIELD_SP */
  const char *power, *kind;
  guint    *months;     /* FIELD_MONTHS, with .b for "known" */
  GHashTable *answers;  /* FIELD_ANSWER, key in .kind */
  int       min, max;
} Field;

static gboolean
resolve_field (const BthGameState *self, const char *path, char **parts, Field *f, GError **error)
{
  static const char *const alliance_fields[] = { "french_vp", "french_cp", "anti_vp", "anti_cp",
                                                 "pro_french_powers", "anti_french_powers" };
  guint n = g_strv_length (parts);
  BthGameState *state = (BthGameState *) self;   /* the caller decides whether to write */
  int *alliance_values[] = { &state->french_vp, &state->french_cp, &state->anti_vp, &state->anti_cp,
                             &state->pro_french_powers, &state->anti_french_powers };

  memset (f, 0, sizeof *f);
  if (n == 2 && g_str_equal (parts[0], "alliance"))
    for (guint i = 0; i < G_N_ELEMENTS (alliance_fields); i++)
      if (g_str_equal (parts[1], alliance_fields[i]))
        {
          *f = (Field) { FIELD_INT, .i = alliance_values[i], .min = 0, .max = 999 };
          return TRUE;
        }
  if (n == 3 && g_str_equal (parts[0], "powers"))
    {
      BthPowerState *power = find_power (self, parts[1]);
      if (power != NULL && g_str_equal (parts[2], "side"))
        {
          *f = (Field) { FIELD_SIDE, .s = &power->side };
          return TRUE;
        }
    }
  if (n >= 3 && g_str_equal (parts[0], "stacks"))
    {
      BthStackState *stack = find_stack (self, parts[1], NULL);
      if (stack != NULL && n == 3)
        {
          if (g_str_equal (parts[2], "location"))
            *f = (Field) { FIELD_STRING, .s = &stack->location };
          else if (g_str_equal (parts[2], "supplied"))
            *f = (Field) { FIELD_BOOL, .b = &stack->supplied };
          else if (g_str_equal (parts[2], "supply_overridden"))
            *f = (Field) { FIELD_BOOL, .b = &stack->supply_overridden };
          else if (g_str_equal (parts[2], "inside_city"))
            *f = (Field) { FIELD_BOOL, .b = &stack->inside_city };
          else if (g_str_equal (parts[2], "entrenched"))
            *f = (Field) { FIELD_BOOL, .b = &stack->entrenched };
          else if (g_str_equal (parts[2], "siege_marker"))
            *f = (Field) { FIELD_INT, .i = &stack->siege_marker, .min = 0, .max = 5 };
          else if (g_str_equal (parts[2], "demoralization"))
            *f = (Field) { FIELD_INT, .i = &stack->demoralization, .min = 0, .max = 9 };
          else if (g_str_equal (parts[2], "side"))   /* null: neutral (X.D, X.G) */
            *f = (Field) { FIELD_SIDE, .s = &stack->side };
          if (f->i || f->b || f->s)
            return TRUE;
        }
      if (stack != NULL && n == 5 && g_str_equal (parts[2], "units"))
        {
          *f = (Field) { FIELD_SP, .units = stack->units, .power = parts[3], .kind = parts[4], .min = 0, .max = 999 };
          return TRUE;
        }
    }
  if (n == 3 && g_str_equal (parts[0], "leaders"))
    {
      BthLeaderState *leader = find_leader (self, parts[1]);
      if (leader != NULL && g_str_equal (parts[2], "value"))
        *f = (Field) { FIELD_INT_OR_NULL, .i = &leader->value, .min = 0, .max = 9 };
      else if (leader != NULL && g_str_equal (parts[2], "colour"))
        *f = (Field) { FIELD_STRING_OR_NULL, .s = &leader->colour };
      else if (leader != NULL && g_str_equal (parts[2], "name"))
        *f = (Field) { FIELD_STRING, .s = &leader->name };
      else if (leader != NULL && g_str_equal (parts[2], "side"))   /* null: neutral (X.D, X.G) */
        *f = (Field) { FIELD_SIDE, .s = &leader->side };
      if (f->i || f->s)
        return TRUE;
    }
  if (n == 2 && g_str_equal (parts[0], "calendar") && g_str_equal (parts[1], "winter_months"))
    {
      *f = (Field) { FIELD_MONTHS, .months = &state->winter_months, .b = &state->winter_known };
      return TRUE;
    }
  if (n == 2 && g_str_equal (parts[0], "answers") && *parts[1] != '\0')
    {
      *f = (Field) { FIELD_ANSWER, .answers = state->answers, .kind = parts[1] };
      return TRUE;
    }
  if (n == 3 && g_str_equal (parts[0], "eliminated"))
    {
      *f = (Field) { FIELD_SP, .units = state->eliminated, .power = parts[1], .kind = parts[2], .min = 0, .max = 999 };
      return TRUE;
    }
  {
    g_autofree char *joined = g_strjoinv (".", parts);
    return bth_json_fail (error, path, "\"%s\" names no field that can be edited", joined);
  }
}

static JsonNode *
field_get (const Field *f)
{
  JsonNode *node = json_node_alloc ();

  switch (f->type)
    {
    case FIELD_INT:
      return json_node_init_int (node, *f->i);
    case FIELD_INT_OR_NULL:
      return *f->i == BTH_GAME_VALUE_UNKNOWN ? json_node_init_null (node) : json_node_init_int (node, *f->i);
    case FIELD_BOOL:
      return json_node_init_boolean (node, *f->b);
    case FIELD_STRING:
    case FIELD_STRING_OR_NULL:
    case FIELD_SIDE:
      return *f->s == NULL ? json_node_init_null (node) : json_node_init_string (node, *f->s);
    case FIELD_SP:
      return json_node_init_int (node, bth_unit_counts_sp (f->units, f->power, f->kind));
    case FIELD_MONTHS:
      {
        JsonArray *months;
        if (!*f->b)
          return json_node_init_null (node);
        months = json_array_new ();
        for (int m = 1; m <= 12; m++)
          if (*f->months & (1u << (m - 1)))
            json_array_add_int_element (months, m);
        json_node_init_array (node, months);   /* takes its own reference */
        json_array_unref (months);
        return node;
      }
    case FIELD_ANSWER:
      {
        const char *answer = g_hash_table_lookup (f->answers, f->kind);
        return answer == NULL ? json_node_init_null (node) : json_node_init_string (node, answer);
      }
    default:
      g_assert_not_reached ();
    }
}

/* Winter months: null (not entered), or months 1..12 in increasing order, so that the
 * list has one spelling and an edit's "old" compares exactly. An empty list is an answer:
 * no month is winter. */
static gboolean
set_months (const Field *f, JsonNode *value, const char *path, GError **error)
{
  JsonArray *array;
  guint months = 0;
  int last = 0;

  if (JSON_NODE_HOLDS_NULL (value))
    {
      *f->months = 0;
      *f->b = FALSE;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_ARRAY (value))
    return bth_json_fail (error, path, "expected the winter months as a list of month numbers 1-12, or null");
  array = json_node_get_array (value);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", path, i);
      int m;
      if (!bth_json_node_int (json_array_get_element (array, i), ep, 1, 12, &m, error))
        return FALSE;
      if (m <= last)
        return bth_json_fail (error, ep, "month %d: the winter months must be listed once each, in order", m);
      last = m;
      months |= 1u << (m - 1);
    }
  *f->months = months;
  *f->b = TRUE;
  return TRUE;
}

static gboolean
field_set (BthGameState *self, const Field *f, JsonNode *value, const char *path, GError **error)
{
  gboolean is_null = JSON_NODE_HOLDS_NULL (value);
  gboolean is_string = JSON_NODE_HOLDS_VALUE (value) && json_node_get_value_type (value) == G_TYPE_STRING;
  int i = 0;

  switch (f->type)
    {
    case FIELD_INT_OR_NULL:
      if (is_null)
        {
          *f->i = BTH_GAME_VALUE_UNKNOWN;
          return TRUE;
        }
      G_GNUC_FALLTHROUGH;
    case FIELD_INT:
    case FIELD_SP:
      if (!bth_json_node_int (value, path, f->min, f->max, &i, error))
        return FALSE;
      if (f->type == FIELD_SP)
        {
          BthScenarioKind kind;
          if (!bth_scenario_kind_from_string (f->kind, &kind))
            return bth_json_fail (error, path, "\"%s\" is not a unit kind", f->kind);
          units_set (f->units, f->power, f->kind, i);
        }
      else
        *f->i = i;
      return TRUE;
    case FIELD_BOOL:
      if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_BOOLEAN)
        return bth_json_fail (error, path, "expected true or false");
      *f->b = json_node_get_boolean (value);
      return TRUE;
    case FIELD_SIDE:
      if (is_string && !has_side (self, json_node_get_string (value)))
        return bth_json_fail (error, path, "unknown side \"%s\"", json_node_get_string (value));
      G_GNUC_FALLTHROUGH;
    case FIELD_STRING_OR_NULL:
      if (is_null)
        {
          g_clear_pointer (f->s, g_free);
          return TRUE;
        }
      G_GNUC_FALLTHROUGH;
    case FIELD_STRING:
      if (!is_string)
        return bth_json_fail (error, path, "expected a string");
      g_free (*f->s);
      *f->s = g_strdup (json_node_get_string (value));
      return TRUE;
    case FIELD_MONTHS:
      return set_months (f, value, path, error);
    case FIELD_ANSWER:
      if (is_null)
        g_hash_table_remove (f->answers, f->kind);
      else if (!is_string)
        return bth_json_fail (error, path, "expected the players' answer as text, or null");
      else
        g_hash_table_insert (f->answers, g_strdup (f->kind), g_strdup (json_node_get_string (value)));
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

JsonNode *
bth_game_state_get_field (const BthGameState *self, const char *path, GError **error)
{
  g_auto(GStrv) parts = g_strsplit (path, ".", -1);
  Field f;

  if (!resolve_field (self, "path", parts, &f, error))
    return NULL;
  return field_get (&f);
}

static gboolean
apply_edit (BthGameState *self, JsonObject *p, const char *path, gboolean override, GError **error)
{
  g_autofree char *fp = g_strdup_printf ("%s.path", path);
  g_autofree char *np = g_strdup_printf ("%s.new", path);
  g_auto(GStrv) parts = NULL;
  g_autoptr(JsonNode) current = NULL;
  const char *field, *reason = NULL;
  JsonNode *old, *new_value;
  Field f;

  if (!check_keys (p, path, override ? BTH_JSON_KEYS ("path", "old", "new", "reason") : BTH_JSON_KEYS ("path", "old", "new"),
                            BTH_JSON_KEYS ("reason"), error) ||
      (field = bth_json_member_string (p, path, "path", error)) == NULL ||
      (json_object_has_member (p, "reason") &&
       (reason = bth_json_member_string (p, path, "reason", error)) == NULL))
    return FALSE;
  if (override && *reason == '\0')
    return bth_json_fail (error, path, "an override needs a reason");
  parts = g_strsplit (field, ".", -1);
  if (!resolve_field (self, fp, parts, &f, error))
    return FALSE;
  old = json_object_get_member (p, "old");
  new_value = json_object_get_member (p, "new");
  current = field_get (&f);
  if (!json_node_equal (current, old))
    {
      g_autofree char *have = json_to_string (current, FALSE);
      g_autofree char *said = json_to_string (old, FALSE);
      return bth_json_fail (error, path, "\"%s\" is %s, not %s as the edit says", field, have, said);
    }
  if (!field_set (self, &f, new_value, np, error))
    return FALSE;
  /* Setting a stack's supply is the players' word over the computed one (bth-game-supply.h). */
  if (f.b != NULL && g_strv_length (parts) == 3 && g_str_equal (parts[0], "stacks") &&
      g_str_equal (parts[2], "supplied"))
    find_stack (self, parts[1], NULL)->supply_overridden = TRUE;
  self->n_edits++;
  return TRUE;
}

static gboolean
apply_alliance (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  g_autofree char *rp = g_strdup_printf ("%s.results", path);
  JsonArray *results;
  const char *side;
  int die, modified;
  gboolean deleted;

  if (!check_keys (p, path, BTH_JSON_KEYS ("side", "die", "modified", "modifiers", "results", "phase_deleted"),
                            BTH_JSON_KEYS ("deleted_rule"), error) ||
      (side = bth_json_member_string (p, path, "side", error)) == NULL ||
      !bth_json_member_int (p, path, "die", 1, 6, &die, error) ||
      !bth_json_member_int (p, path, "modified", 0, 7, &modified, error) ||
      bth_json_member_array (p, path, "modifiers", 0, 64, error) == NULL ||
      (results = bth_json_member_array (p, path, "results", 0, 16, error)) == NULL ||
      !bth_json_member_bool (p, path, "phase_deleted", &deleted, error))
    return FALSE;
  if (!has_side (self, side))
    return bth_json_fail (error, path, "unknown side \"%s\"", side);
  if (self->alliance_deleted)
    return bth_json_fail (error, path, "the Alliance Phase was deleted (%s)",
                self->alliance_deleted_rule ? self->alliance_deleted_rule : "scenario rules");
  self->alliance_rolls++;
  self->alliance_zeros += modified == 0;
  self->alliance_sevens += modified == 7;
  for (guint i = 0; i < json_array_get_length (results); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", rp, i);
      JsonObject *r = bth_json_element_object (results, rp, i, error);
      const char *power_id, *joins;
      gboolean stays_neutral;
      BthPowerState *power;
      int roll;

      if (r == NULL ||
          !check_keys (r, ep, BTH_JSON_KEYS ("roll", "text", "rule", "power", "joins_side", "stays_neutral"),
                                NULL, error) ||
          !bth_json_member_int (r, ep, "roll", 0, 7, &roll, error) ||
          bth_json_member_string (r, ep, "text", error) == NULL ||
          bth_json_member_string (r, ep, "rule", error) == NULL ||
          !read_nullable_string (r, ep, "power", &power_id, error) ||
          !read_nullable_string (r, ep, "joins_side", &joins, error) ||
          !bth_json_member_bool (r, ep, "stays_neutral", &stays_neutral, error))
        return FALSE;
      if (roll != modified)
        return bth_json_fail (error, ep, "a result for %d applied to a modified roll of %d", roll, modified);
      if (power_id == NULL)
        continue;
      if ((power = find_power (self, power_id)) == NULL)
        return bth_json_fail (error, ep, "unknown power \"%s\"", power_id);
      if (joins != NULL && !has_side (self, joins))
        return bth_json_fail (error, ep, "unknown side \"%s\"", joins);
      if (power->permanent)
        continue;    /* e.g. I.D.1.c: it stays neutral for the remainder of the game */
      if (joins != NULL)
        {
          g_free (power->side);
          power->side = g_strdup (joins);
        }
      if (stays_neutral)
        power->permanent = TRUE;
    }
  if (deleted)
    {
      self->alliance_deleted = TRUE;
      g_free (self->alliance_deleted_rule);
      self->alliance_deleted_rule = g_strdup (json_object_has_member (p, "deleted_rule")
                                              ? bth_json_member_string (p, path, "deleted_rule", NULL) : NULL);
    }
  return TRUE;
}

static gboolean
apply_casualty (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  const char *id, *fate;
  BthLeaderState *leader;
  int turns_out;

  if (!check_keys (p, path, BTH_JSON_KEYS ("leader", "fate", "turns_out", "returns", "rule"), NULL, error) ||
      (id = bth_json_member_string (p, path, "leader", error)) == NULL ||
      (fate = bth_json_member_string (p, path, "fate", error)) == NULL ||
      !bth_json_member_int (p, path, "turns_out", 0, 12, &turns_out, error) ||
      bth_json_member_string (p, path, "rule", error) == NULL)
    return FALSE;
  if ((leader = find_leader (self, id)) == NULL)
    return bth_json_fail (error, path, "unknown leader \"%s\"", id);
  if (leader->status != BTH_LEADER_STATUS_ON_MAP)
    return bth_json_fail (error, path, "%s is not on the map", leader->name);
  if (g_str_equal (fate, "wounded"))
    {
      BthMonth returns;
      if (!read_month (p, path, "returns", &returns, error))
        return FALSE;
      if (turns_out < 1 || returns != self->month + turns_out)
        return bth_json_fail (error, path, "a wounded leader returns TURNS_OUT months after this one (R.1)");
      leader->status = BTH_LEADER_STATUS_WOUNDED;
      leader->returns = returns;
    }
  else if (g_str_equal (fate, "killed"))
    {
      if (!JSON_NODE_HOLDS_NULL (json_object_get_member (p, "returns")) || turns_out != 0)
        return bth_json_fail (error, path, "a killed leader does not return (R.1)");
      leader->status = BTH_LEADER_STATUS_KILLED;
    }
  else
    return bth_json_fail (error, path, "fate \"%s\" is neither \"wounded\" nor \"killed\"", fate);
  detach_leader (self, leader);
  return TRUE;
}

static gboolean
apply_returned (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  const char *id;
  BthLeaderState *leader;
  BthStackState *stack;

  if (!check_keys (p, path, BTH_JSON_KEYS ("leader", "stack"), BTH_JSON_KEYS ("create", "side", "location"), error) ||
      (id = bth_json_member_string (p, path, "leader", error)) == NULL)
    return FALSE;
  if ((leader = find_leader (self, id)) == NULL)
    return bth_json_fail (error, path, "unknown leader \"%s\"", id);
  if (leader->status != BTH_LEADER_STATUS_WOUNDED)
    return bth_json_fail (error, path, "%s is not on the Turn Record Track", leader->name);
  if (self->month < leader->returns)
    return bth_json_fail (error, path, "%s returns no earlier than his turn box (R.2)", leader->name);
  if ((stack = target_stack (self, p, path, error)) == NULL)
    return FALSE;
  leader->status = BTH_LEADER_STATUS_ON_MAP;
  leader->returns = 0;
  leader->stack = g_strdup (stack->id);
  g_ptr_array_add (stack->leaders, g_strdup (leader->id));
  return TRUE;
}

static gboolean
apply_eliminated (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  g_autoptr(GArray) units = NULL;
  const char *id;
  BthStackState *stack;

  if (!check_keys (p, path, BTH_JSON_KEYS ("stack", "units"), BTH_JSON_KEYS ("reason"), error) ||
      (id = bth_json_member_string (p, path, "stack", error)) == NULL ||
      (units = read_units (p, path, "units", error)) == NULL)
    return FALSE;
  if ((stack = find_stack (self, id, NULL)) == NULL)
    return bth_json_fail (error, path, "no stack \"%s\"", id);
  for (guint i = 0; i < units->len; i++)
    {
      BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      if (!units_take (stack->units, u, stack->location, path, error))
        return FALSE;
      /* X.J.1.e: in the Grand Campaign eliminated units go to their Force Pool. */
      if (self->force_pools == NULL || !bth_force_pools_receive_eliminated (self->force_pools, u))
        units_give (self->eliminated, u);
    }
  remove_stack_if_empty (self, stack);
  return TRUE;
}

/* units-added and reinforcement-arrived share their form; SOURCE says where units come
 * from: "unused" counters (I.1), the "eliminated" pool (I.2, Z.7), or a "withdrawal". */
static gboolean
apply_units (BthGameState *self, JsonObject *p, const char *path, const char *source, GError **error)
{
  g_autofree char *lp = g_strdup_printf ("%s.leaders", path);
  g_autoptr(GArray) units = NULL;
  BthStackState *stack;
  JsonArray *leaders = NULL;

  if ((units = read_units (p, path, "units", error)) == NULL ||
      (json_object_has_member (p, "leaders") &&
       (leaders = bth_json_member_array (p, path, "leaders", 0, 64, error)) == NULL) ||
      (stack = target_stack (self, p, path, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < units->len; i++)
    {
      BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      if (g_str_equal (source, "withdrawal"))
        {
          if (!units_take (stack->units, u, stack->location, path, error))
            return FALSE;
          continue;
        }
      if (g_str_equal (source, "eliminated") &&
          !units_take (self->eliminated, u, "the eliminated units", path, error))
        return FALSE;
      units_give (stack->units, u);
    }
  for (guint j = 0; leaders != NULL && j < json_array_get_length (leaders); j++)
    {
      g_autofree char *lep = g_strdup_printf ("%s[%u]", lp, j);
      JsonObject *leader = bth_json_element_object (leaders, lp, j, error);
      if (leader == NULL || !add_leader (self, leader, lep, stack, error))
        return FALSE;
    }
  remove_stack_if_empty (self, stack);
  return TRUE;
}

static gboolean
apply_added (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  const char *from;

  if (!check_keys (p, path, BTH_JSON_KEYS ("stack", "units", "from"),
                            BTH_JSON_KEYS ("create", "side", "location", "leaders", "reason"), error) ||
      (from = bth_json_member_string (p, path, "from", error)) == NULL)
    return FALSE;
  if (!g_str_equal (from, "unused") && !g_str_equal (from, "eliminated"))
    return bth_json_fail (error, path, "from \"%s\" is neither \"unused\" nor \"eliminated\"", from);
  return apply_units (self, p, path, from, error);
}

static gboolean
apply_reinforcement (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  const char *kind;
  gboolean forfeited;

  if (!check_keys (p, path, BTH_JSON_KEYS ("kind", "month", "text", "rule", "forfeited", "stack", "units"),
                            BTH_JSON_KEYS ("create", "side", "location", "leaders", "forfeit_reason", "entry"), error) ||
      (kind = bth_json_member_string (p, path, "kind", error)) == NULL ||
      bth_json_member_string (p, path, "text", error) == NULL ||
      bth_json_member_string (p, path, "rule", error) == NULL ||
      !bth_json_member_bool (p, path, "forfeited", &forfeited, error))
    return FALSE;
  {
    BthMonth month;
    if (!read_month (p, path, "month", &month, error))
      return FALSE;
    if (month != self->month)
      return bth_json_fail (error, path, "scheduled for another month than the current one");
  }
  if (forfeited)
    return TRUE;    /* Z.7, I.F.3: nothing arrives */
  if (g_str_equal (kind, "reinforcement"))
    return apply_units (self, p, path, "unused", error);
  if (g_str_equal (kind, "replacement"))
    return apply_units (self, p, path, "eliminated", error);
  if (g_str_equal (kind, "withdrawal"))
    return apply_units (self, p, path, "withdrawal", error);
  return bth_json_fail (error, path, "kind \"%s\" is not reinforcement, replacement or withdrawal", kind);
}

gboolean
bth_game_state_apply (BthGameState *self, const BthEvent *event, const char *path, GError **error)
{
  char pp[128];
  JsonObject *p = json_node_get_object (event->payload);
  gboolean ok;

  g_snprintf (pp, sizeof pp, "%s.payload", path);
  if (self->scenario == NULL && event->type != BTH_EVENT_GAME_CREATED)
    return bth_json_fail (error, path, "the log must begin with a game-created event");
  if (self->ended && event->type != BTH_EVENT_NOTE && event->type != BTH_EVENT_EDIT &&
      event->type != BTH_EVENT_OVERRIDE && event->type != BTH_EVENT_TABLE_RESOLVED &&
      event->type != BTH_EVENT_DICE_ROLLED)
    return bth_json_fail (error, path, "the scenario has ended; only notes and edits may follow");
  switch (event->type)
    {
    case BTH_EVENT_GAME_CREATED:          ok = apply_created (self, p, pp, error); break;
    case BTH_EVENT_PHASE_ADVANCED:        ok = apply_phase (self, p, pp, error); break;
    case BTH_EVENT_DICE_ROLLED:           ok = apply_dice (self, p, pp, error); break;
    case BTH_EVENT_TABLE_RESOLVED:        ok = apply_table (self, p, pp, error); break;
    case BTH_EVENT_EDIT:                  ok = apply_edit (self, p, pp, FALSE, error); break;
    case BTH_EVENT_OVERRIDE:              ok = apply_edit (self, p, pp, TRUE, error); break;
    case BTH_EVENT_ALLIANCE_ROLL_APPLIED: ok = apply_alliance (self, p, pp, error); break;
    case BTH_EVENT_LEADER_CASUALTY:       ok = apply_casualty (self, p, pp, error); break;
    case BTH_EVENT_LEADER_RETURNED:       ok = apply_returned (self, p, pp, error); break;
    case BTH_EVENT_UNITS_ELIMINATED:      ok = apply_eliminated (self, p, pp, error); break;
    case BTH_EVENT_UNITS_ADDED:           ok = apply_added (self, p, pp, error); break;
    case BTH_EVENT_REINFORCEMENT_ARRIVED: ok = apply_reinforcement (self, p, pp, error); break;
    case BTH_EVENT_NOTE:                  ok = apply_note (self, p, pp, error); break;
    case BTH_EVENT_FORCE_POOLS_SET_UP:    ok = bth_force_pools_apply_set_up (self, p, pp, error); break;
    case BTH_EVENT_FORCE_POOL_INITIAL:    ok = bth_force_pools_apply_initial (self, p, pp, error); break;
    case BTH_EVENT_FORCE_POOL_MOVED:      ok = bth_force_pools_apply_moved (self, p, pp, error); break;
    case BTH_EVENT_CAMPAIGN_SET_UP:       ok = bth_campaign_apply_set_up (self, p, pp, error); break;
    case BTH_EVENT_CAMPAIGN_EDIT:         ok = bth_campaign_apply_edit (self, p, pp, error); break;
    case BTH_EVENT_FLEET_SET:             ok = bth_game_fleets_apply (self, p, pp, error); break;
    case BTH_EVENT_FLEET_CARGO:           ok = bth_fleet_cargo_apply (self, p, pp, error); break;
    default:                              ok = bth_json_fail (error, path, "unknown event type");
    }
  if (ok)
    self->n_events++;
  return ok;
}

/* ---- canonical JSON ------------------------------------------------------------------ */

static void
add_units (JsonBuilder *b, const char *member, GArray *units)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < units->len; i++)
    {
      BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "power");
      json_builder_add_string_value (b, u->power);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, u->kind);
      json_builder_set_member_name (b, "sp");
      json_builder_add_int_value (b, u->sp);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_string (JsonBuilder *b, const char *member, const char *value)
{
  json_builder_set_member_name (b, member);
  if (value == NULL)
    json_builder_add_null_value (b);
  else
    json_builder_add_string_value (b, value);
}

static void
add_int (JsonBuilder *b, const char *member, gint64 value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_int_value (b, value);
}

static void
add_bool (JsonBuilder *b, const char *member, gboolean value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_boolean_value (b, value);
}

static void
add_month (JsonBuilder *b, const char *member, BthMonth month)
{
  g_autofree char *text = bth_month_to_string (month);
  add_string (b, member, text);
}

JsonNode *
bth_game_state_to_json (const BthGameState *self)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  add_string (b, "scenario", self->scenario);
  add_string (b, "scenario_name", self->scenario_name);
  add_string (b, "ruleset", self->ruleset);
  add_string (b, "sequence", self->sequence);
  json_builder_set_member_name (b, "options");
  json_builder_begin_array (b);
  for (guint i = 0; self->options && self->options[i]; i++)
    json_builder_add_string_value (b, self->options[i]);
  json_builder_end_array (b);
  add_month (b, "start", self->start);
  add_month (b, "end", self->end);

  json_builder_set_member_name (b, "turn");
  json_builder_begin_object (b);
  add_month (b, "month", self->month);
  add_string (b, "segment", self->segment);
  add_string (b, "phase", self->phase);
  add_bool (b, "ended", self->ended);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "alliance");
  json_builder_begin_object (b);
  add_int (b, "french_vp", self->french_vp);
  add_int (b, "french_cp", self->french_cp);
  add_int (b, "anti_vp", self->anti_vp);
  add_int (b, "anti_cp", self->anti_cp);
  add_int (b, "pro_french_powers", self->pro_french_powers);
  add_int (b, "anti_french_powers", self->anti_french_powers);
  add_int (b, "rolls", self->alliance_rolls);
  add_int (b, "zeros", self->alliance_zeros);
  add_int (b, "sevens", self->alliance_sevens);
  add_bool (b, "deleted", self->alliance_deleted);
  add_string (b, "deleted_rule", self->alliance_deleted_rule);
  json_builder_set_member_name (b, "powers");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->powers->len; i++)
    {
      BthPowerState *p = g_ptr_array_index (self->powers, i);
      json_builder_begin_object (b);
      add_string (b, "id", p->id);
      add_string (b, "side", p->side);
      add_bool (b, "permanent", p->permanent);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "leaders");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->leaders->len; i++)
    {
      BthLeaderState *l = g_ptr_array_index (self->leaders, i);
      json_builder_begin_object (b);
      add_string (b, "id", l->id);
      add_string (b, "name", l->name);
      add_string (b, "power", l->power);
      add_string (b, "side", l->side);
      json_builder_set_member_name (b, "value");
      if (l->value == BTH_GAME_VALUE_UNKNOWN)
        json_builder_add_null_value (b);
      else
        json_builder_add_int_value (b, l->value);
      add_string (b, "colour", l->colour);
      add_bool (b, "named", l->named);
      add_string (b, "status", bth_leader_status_to_string (l->status));
      if (l->status == BTH_LEADER_STATUS_WOUNDED)
        add_month (b, "returns", l->returns);
      add_string (b, "stack", l->stack);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "stacks");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->stacks->len; i++)
    {
      BthStackState *s = g_ptr_array_index (self->stacks, i);
      json_builder_begin_object (b);
      add_string (b, "id", s->id);
      add_string (b, "side", s->side);
      add_string (b, "location", s->location);
      json_builder_set_member_name (b, "leaders");
      json_builder_begin_array (b);
      for (guint j = 0; j < s->leaders->len; j++)
        json_builder_add_string_value (b, g_ptr_array_index (s->leaders, j));
      json_builder_end_array (b);
      add_units (b, "units", s->units);
      add_bool (b, "supplied", s->supplied);
      add_bool (b, "supply_overridden", s->supply_overridden);
      add_bool (b, "inside_city", s->inside_city);
      add_bool (b, "entrenched", s->entrenched);
      add_int (b, "siege_marker", s->siege_marker);
      add_int (b, "demoralization", s->demoralization);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_int (b, "next_stack", self->next_stack);
  add_units (b, "eliminated", self->eliminated);

  json_builder_set_member_name (b, "players_data");
  json_builder_begin_object (b);
  {
    Field winter = { FIELD_MONTHS, .months = (guint *) &self->winter_months, .b = (gboolean *) &self->winter_known };
    g_autoptr(GList) keys = g_list_sort (g_hash_table_get_keys (self->answers), (GCompareFunc) strcmp);
    json_builder_set_member_name (b, "winter_months");
    json_builder_add_value (b, field_get (&winter));
    json_builder_set_member_name (b, "answers");
    json_builder_begin_object (b);
    for (GList *k = keys; k != NULL; k = k->next)
      add_string (b, k->data, g_hash_table_lookup (self->answers, k->data));
    json_builder_end_object (b);
  }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "counts");
  json_builder_begin_object (b);
  add_int (b, "events", self->n_events);
  add_int (b, "dice_rolled", self->n_dice_rolled);
  add_int (b, "tables", self->n_tables);
  add_int (b, "notes", self->n_notes);
  add_int (b, "edits", self->n_edits);
  json_builder_end_object (b);
  if (self->force_pools != NULL)
    {
      json_builder_set_member_name (b, "force_pools");
      json_builder_add_value (b, bth_force_pools_to_json (self->force_pools));
    }
  if (self->campaign != NULL)
    {
      json_builder_set_member_name (b, "campaign");
      json_builder_add_value (b, bth_campaign_books_to_json (self->campaign));
    }
  if (self->fleets != NULL)
    {
      json_builder_set_member_name (b, "fleets");
      json_builder_add_value (b, bth_game_fleets_to_json (self));
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

char *
bth_game_state_dump (const BthGameState *self)
{
  g_autoptr(JsonNode) node = bth_game_state_to_json (self);
  g_autoptr(JsonGenerator) gen = json_generator_new ();

  json_generator_set_root (gen, node);
  json_generator_set_pretty (gen, TRUE);
  return json_generator_to_data (gen, NULL);
}

/* ---- for other modules' events (bth-game-state-private.h) ---------------------------- */

BthStackState *
bth_game_state_private_find_stack (BthGameState *self, const char *id)
{
  return find_stack (self, id, NULL);
}

BthStackState *
bth_game_state_private_target_stack (BthGameState *self, JsonObject *obj, const char *path,
                                     GError **error)
{
  return target_stack (self, obj, path, error);
}

GArray *
bth_game_state_private_read_units (JsonObject *obj, const char *path, const char *member,
                                   GError **error)
{
  return read_units (obj, path, member, error);
}

gboolean
bth_game_state_private_take_units (GArray *units, const BthUnitCount *take, const char *where,
                                   const char *path, GError **error)
{
  return units_take (units, take, where, path, error);
}

void
bth_game_state_private_give_units (GArray *units, const BthUnitCount *give)
{
  units_give (units, give);
}

void
bth_game_state_private_remove_stack_if_empty (BthGameState *self, BthStackState *stack)
{
  remove_stack_if_empty (self, stack);
}

gboolean
bth_game_state_private_add_leader (BthGameState *self, JsonObject *obj, const char *path,
                                   BthStackState *stack, GError **error)
{
  return add_leader (self, obj, path, stack, error);
}

void
bth_game_state_private_remove_leader (BthGameState *self, const char *id)
{
  BthLeaderState *leader = find_leader (self, id);

  if (leader == NULL)
    return;
  detach_leader (self, leader);
  g_ptr_array_remove (self->leaders, leader);
}

gboolean
bth_game_state_private_check_keys (JsonObject *obj, const char *path, const char * const *required,
                                   const char * const *optional, GError **error)
{
  return check_keys (obj, path, required, optional, error);
}
