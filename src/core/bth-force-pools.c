/* bth-force-pools.c — the Force Pool Display's books: folding their events, and the
 * actions that append them (X.J.1, X.G.2-3, X.K.5.a).
 *
 * Like every event, these are checked as they are folded: the boxes must exist, what
 * leaves a stack or a box must be there, leader ids stay unique. A log that folds is a
 * consistent history of the display.
 */
#include "bth-force-pools.h"
#include "bth-error.h"
#include "bth-game-state-private.h"
#include "bth-json-strict.h"
#include "bth-scenario.h"

#include <string.h>

#define KEYS(...) ((const char * const[]) { __VA_ARGS__, NULL })

static const char *const box_ids[] = {
  BTH_BOX_FORCE_POOL, BTH_BOX_PRISONERS, BTH_BOX_AT_WAR, BTH_BOX_NAPOLEON_IN_EXILE, NULL
};

static gboolean bad (GError **error, const char *path, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
bad (GError **error, const char *path, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: %s", path, message);
  return FALSE;
}

/* ---- lifetime ------------------------------------------------------------------------ */

static void
pool_leader_free (BthPoolLeader *l)
{
  g_free (l->id);
  g_free (l->name);
  g_free (l->power);
  g_free (l->colour);
  g_free (l);
}

static BthPoolLeader *
pool_leader_copy (const BthPoolLeader *l)
{
  BthPoolLeader *c = g_memdup2 (l, sizeof *l);

  c->id = g_strdup (l->id);
  c->name = g_strdup (l->name);
  c->power = g_strdup (l->power);
  c->colour = g_strdup (l->colour);
  return c;
}

static void
box_free (BthPoolBox *b)
{
  g_free (b->id);
  g_array_unref (b->units);
  g_ptr_array_unref (b->leaders);
  g_free (b);
}

static BthPoolBox *
box_new (const char *id)
{
  BthPoolBox *b = g_new0 (BthPoolBox, 1);

  b->id = g_strdup (id);
  b->units = bth_unit_counts_new ();
  b->leaders = g_ptr_array_new_with_free_func ((GDestroyNotify) pool_leader_free);
  return b;
}

static void
pool_state_free (BthPoolState *s)
{
  g_free (s->id);
  g_free (s->name);
  g_strfreev (s->powers);
  g_ptr_array_unref (s->boxes);
  g_free (s);
}

void
bth_force_pools_free (BthForcePools *self)
{
  if (self == NULL)
    return;
  g_free (self->card);
  g_ptr_array_unref (self->states);
  g_free (self);
}

static BthForcePools *
pools_new (const char *card)
{
  BthForcePools *self = g_new0 (BthForcePools, 1);

  self->card = g_strdup (card);
  self->states = g_ptr_array_new_with_free_func ((GDestroyNotify) pool_state_free);
  return self;
}

BthForcePools *
bth_force_pools_copy (const BthForcePools *self)
{
  BthForcePools *c = pools_new (self->card);

  for (guint i = 0; i < self->states->len; i++)
    {
      const BthPoolState *s = g_ptr_array_index (self->states, i);
      BthPoolState *cs = g_new0 (BthPoolState, 1);
      cs->id = g_strdup (s->id);
      cs->name = g_strdup (s->name);
      cs->major = s->major;
      cs->powers = g_strdupv (s->powers);
      cs->initial_entered = s->initial_entered;
      cs->boxes = g_ptr_array_new_with_free_func ((GDestroyNotify) box_free);
      for (guint j = 0; j < s->boxes->len; j++)
        {
          const BthPoolBox *b = g_ptr_array_index (s->boxes, j);
          BthPoolBox *cb = box_new (b->id);
          for (guint k = 0; k < b->units->len; k++)
            bth_game_state_private_give_units (cb->units, &g_array_index (b->units, BthUnitCount, k));
          for (guint k = 0; k < b->leaders->len; k++)
            g_ptr_array_add (cb->leaders, pool_leader_copy (g_ptr_array_index (b->leaders, k)));
          g_ptr_array_add (cs->boxes, cb);
        }
      g_ptr_array_add (c->states, cs);
    }
  return c;
}

/* ---- lookups ------------------------------------------------------------------------- */

const BthForcePools *
bth_game_state_get_force_pools (const BthGameState *state)
{
  return state->force_pools;
}

const BthPoolState *
bth_force_pools_find_state (const BthForcePools *self, const char *state_id)
{
  for (guint i = 0; self != NULL && i < self->states->len; i++)
    {
      const BthPoolState *s = g_ptr_array_index (self->states, i);
      if (g_str_equal (s->id, state_id))
        return s;
    }
  return NULL;
}

const BthPoolBox *
bth_force_pools_find_box (const BthForcePools *self, const char *state_id, const char *box)
{
  const BthPoolState *s = bth_force_pools_find_state (self, state_id);

  for (guint i = 0; s != NULL && i < s->boxes->len; i++)
    {
      const BthPoolBox *b = g_ptr_array_index (s->boxes, i);
      if (g_str_equal (b->id, box))
        return b;
    }
  return NULL;
}

const BthPoolState *
bth_force_pools_state_of_power (const BthForcePools *self, const char *power)
{
  for (guint i = 0; self != NULL && i < self->states->len; i++)
    {
      const BthPoolState *s = g_ptr_array_index (self->states, i);
      if (g_strv_contains ((const char * const *) s->powers, power))
        return s;
    }
  return NULL;
}

int
bth_force_pools_sp (const BthForcePools *self, const char *state_id, const char *box,
                    const char *power, const char *kind)
{
  const BthPoolBox *b = bth_force_pools_find_box (self, state_id, box);

  return b != NULL ? bth_unit_counts_sp (b->units, power, kind) : 0;
}

gboolean
bth_force_pools_has_land_units (const BthForcePools *self, const char *state_id)
{
  const BthPoolBox *b = bth_force_pools_find_box (self, state_id, BTH_BOX_FORCE_POOL);

  for (guint i = 0; b != NULL && i < b->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (b->units, BthUnitCount, i);
      BthScenarioKind kind;
      if (u->sp > 0 && bth_scenario_kind_from_string (u->kind, &kind) && !bth_scenario_kind_is_naval (kind))
        return TRUE;
    }
  return FALSE;
}

int
bth_force_pools_counters_in_play (const BthGameState *state, const char *power, const char *kind)
{
  int sp = bth_unit_counts_sp (state->eliminated, power, kind);

  for (guint i = 0; i < state->stacks->len; i++)
    sp += bth_unit_counts_sp (((BthStackState *) g_ptr_array_index (state->stacks, i))->units, power, kind);
  for (guint i = 0; state->force_pools != NULL && i < state->force_pools->states->len; i++)
    {
      const BthPoolState *s = g_ptr_array_index (state->force_pools->states, i);
      for (guint j = 0; j < s->boxes->len; j++)
        sp += bth_unit_counts_sp (((BthPoolBox *) g_ptr_array_index (s->boxes, j))->units, power, kind);
    }
  return sp;
}

static BthPoolBox *
find_box_mut (BthForcePools *self, const char *state_id, const char *box)
{
  return (BthPoolBox *) bth_force_pools_find_box (self, state_id, box);
}

/* Where a leader id is already used: on the Leader Display (any status) or in a box. */
static gboolean
leader_id_taken (const BthGameState *state, const char *id)
{
  if (bth_game_state_find_leader (state, id) != NULL)
    return TRUE;
  for (guint i = 0; state->force_pools != NULL && i < state->force_pools->states->len; i++)
    {
      const BthPoolState *s = g_ptr_array_index (state->force_pools->states, i);
      for (guint j = 0; j < s->boxes->len; j++)
        {
          const BthPoolBox *b = g_ptr_array_index (s->boxes, j);
          for (guint k = 0; k < b->leaders->len; k++)
            if (g_str_equal (((BthPoolLeader *) g_ptr_array_index (b->leaders, k))->id, id))
              return TRUE;
        }
    }
  return FALSE;
}

gboolean
bth_force_pools_receive_eliminated (BthForcePools *self, const BthUnitCount *unit)
{
  const BthPoolState *s = bth_force_pools_state_of_power (self, unit->power);

  if (s == NULL)
    return FALSE;
  bth_game_state_private_give_units (find_box_mut (self, s->id, BTH_BOX_FORCE_POOL)->units, unit);
  return TRUE;
}

/* ---- folding ------------------------------------------------------------------------- */

static char **
read_strings (JsonObject *obj, const char *path, const char *member, guint min, GError **error)
{
  g_autofree char *ap = g_strdup_printf ("%s.%s", path, member);
  JsonArray *array = bth_json_member_array (obj, path, member, min, 64, error);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (array == NULL)
    return NULL;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      const char *text = bth_json_element_string (array, ap, i, error);
      if (text == NULL)
        return NULL;
      g_strv_builder_add (builder, text);
    }
  return g_strv_builder_end (builder);
}

/* {"state", "name", "kind", "powers", "boxes"} */
static gboolean
read_set_up_state (BthForcePools *pools, JsonObject *obj, const char *path, GError **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_auto(GStrv) powers = NULL, boxes = NULL;
  const char *id, *name, *kind;
  BthPoolState *s;

  if (!bth_game_state_private_check_keys (obj, path, KEYS ("state", "name", "kind", "powers", "boxes"), NULL, error) ||
      (id = bth_json_member_string (obj, path, "state", error)) == NULL ||
      (name = bth_json_member_string (obj, path, "name", error)) == NULL ||
      (kind = bth_json_member_string (obj, path, "kind", error)) == NULL ||
      (powers = read_strings (obj, path, "powers", 1, error)) == NULL ||
      (boxes = read_strings (obj, path, "boxes", 1, error)) == NULL)
    return FALSE;
  if (!g_str_equal (kind, "major") && !g_str_equal (kind, "minor"))
    return bad (error, path, "kind \"%s\" is neither \"major\" nor \"minor\"", kind);
  if (bth_force_pools_find_state (pools, id) != NULL)
    return bad (error, path, "state \"%s\" is listed twice", id);
  for (guint i = 0; powers[i] != NULL; i++)
    if (bth_force_pools_state_of_power (pools, powers[i]) != NULL || !g_hash_table_add (seen, powers[i]))
      return bad (error, path, "power \"%s\" belongs to two states", powers[i]);
  if (!g_strv_contains ((const char * const *) boxes, BTH_BOX_FORCE_POOL))
    return bad (error, path, "every state has a \"force_pool\" box (X.J.1.b-c)");
  s = g_new0 (BthPoolState, 1);
  s->id = g_strdup (id);
  s->name = g_strdup (name);
  s->major = g_str_equal (kind, "major");
  s->powers = g_steal_pointer (&powers);
  s->boxes = g_ptr_array_new_with_free_func ((GDestroyNotify) box_free);
  g_ptr_array_add (pools->states, s);
  for (guint i = 0; boxes[i] != NULL; i++)
    {
      if (!g_strv_contains (box_ids, boxes[i]))
        return bad (error, path, "\"%s\" is not a box of the Force Pool Display", boxes[i]);
      if (find_box_mut (pools, id, boxes[i]) != NULL)
        return bad (error, path, "box \"%s\" is listed twice", boxes[i]);
      g_ptr_array_add (s->boxes, box_new (boxes[i]));
    }
  return TRUE;
}

gboolean
bth_force_pools_apply_set_up (BthGameState *state, JsonObject *p, const char *path, GError **error)
{
  g_autofree char *sp = g_strdup_printf ("%s.states", path);
  g_autoptr(BthForcePools) pools = NULL;
  const char *card;
  JsonArray *states;

  if (!bth_game_state_private_check_keys (p, path, KEYS ("card", "states", "rule"), NULL, error) ||
      (card = bth_json_member_string (p, path, "card", error)) == NULL ||
      bth_json_member_string (p, path, "rule", error) == NULL ||
      (states = bth_json_member_array (p, path, "states", 1, 64, error)) == NULL)
    return FALSE;
  if (state->force_pools != NULL)
    return bad (error, path, "the Force Pool Display is already set up");
  pools = pools_new (card);
  for (guint i = 0; i < json_array_get_length (states); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", sp, i);
      JsonObject *o = bth_json_element_object (states, sp, i, error);
      if (o == NULL || !read_set_up_state (pools, o, ep, error))
        return FALSE;
    }
  state->force_pools = g_steal_pointer (&pools);
  return TRUE;
}

/* {"id", "name", "power", "value": int|null, "colour": str|null, "named"}: a leader taken
 * from the counter mix into a box. */
static BthPoolLeader *
read_new_leader (const BthGameState *state, JsonObject *obj, const char *path, GError **error)
{
  g_autoptr(GError) local = NULL;
  BthPoolLeader *l = g_new0 (BthPoolLeader, 1);
  const char *id, *name, *power;
  JsonNode *colour;

  if (!bth_game_state_private_check_keys (obj, path, KEYS ("id", "name", "power", "value", "colour", "named"),
                                          NULL, error) ||
      (id = bth_json_member_string (obj, path, "id", error)) == NULL ||
      (name = bth_json_member_string (obj, path, "name", error)) == NULL ||
      (power = bth_json_member_string (obj, path, "power", error)) == NULL ||
      !bth_json_member_int_or_null (obj, path, "value", 0, 9, BTH_GAME_VALUE_UNKNOWN, &l->value, error) ||
      !bth_json_member_bool (obj, path, "named", &l->named, error))
    goto fail;
  colour = json_object_get_member (obj, "colour");
  if (!JSON_NODE_HOLDS_NULL (colour))
    {
      const char *c = bth_json_member_string (obj, path, "colour", error);
      if (c == NULL)
        goto fail;
      l->colour = g_strdup (c);
    }
  if (leader_id_taken (state, id))
    {
      bad (error, path, "leader id \"%s\" is used twice", id);
      goto fail;
    }
  l->id = g_strdup (id);
  l->name = g_strdup (name);
  l->power = g_strdup (power);
  return l;
fail:
  pool_leader_free (l);
  return NULL;
}

gboolean
bth_force_pools_apply_initial (BthGameState *state, JsonObject *p, const char *path, GError **error)
{
  g_autofree char *lp = g_strdup_printf ("%s.leaders", path);
  g_autoptr(GArray) units = NULL;
  BthPoolState *s;
  BthPoolBox *pool;
  JsonArray *leaders;
  const char *id;

  if (!bth_game_state_private_check_keys (p, path, KEYS ("state", "units", "leaders", "rule"), NULL, error) ||
      (id = bth_json_member_string (p, path, "state", error)) == NULL ||
      bth_json_member_string (p, path, "rule", error) == NULL ||
      (units = bth_game_state_private_read_units (p, path, "units", error)) == NULL ||
      (leaders = bth_json_member_array (p, path, "leaders", 0, 64, error)) == NULL)
    return FALSE;
  if (state->force_pools == NULL)
    return bad (error, path, "the Force Pool Display is not set up");
  if ((s = (BthPoolState *) bth_force_pools_find_state (state->force_pools, id)) == NULL)
    return bad (error, path, "no state \"%s\" on the Force Pool Display", id);
  if (s->initial_entered)
    return bad (error, path, "%s's initial Force Pool is already entered (X.J.1.d)", s->name);
  pool = find_box_mut (state->force_pools, id, BTH_BOX_FORCE_POOL);
  for (guint i = 0; i < units->len; i++)
    bth_game_state_private_give_units (pool->units, &g_array_index (units, BthUnitCount, i));
  for (guint i = 0; i < json_array_get_length (leaders); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", lp, i);
      JsonObject *o = bth_json_element_object (leaders, lp, i, error);
      BthPoolLeader *l;
      if (o == NULL || (l = read_new_leader (state, o, ep, error)) == NULL)
        return FALSE;
      g_ptr_array_add (pool->leaders, l);
    }
  s->initial_entered = TRUE;
  return TRUE;
}

typedef struct {
  BthPoolPlaceKind  kind;
  BthPoolBox       *box;
  const char       *state;
  JsonObject       *obj;      /* the place object, for a stack */
} Place;

/* {"state", "box"} | {"stack", "create"?, "side"?, "location"?} | {"counter_mix": true} */
static gboolean
read_place (BthGameState *state, JsonObject *p, const char *path, const char *member, Place *out,
            GError **error)
{
  g_autofree char *pp = g_strdup_printf ("%s.%s", path, member);
  JsonObject *obj = bth_json_member_object (p, path, member, error);

  if (obj == NULL)
    return FALSE;
  out->obj = obj;
  if (json_object_has_member (obj, "counter_mix"))
    {
      gboolean yes;
      if (!bth_game_state_private_check_keys (obj, pp, KEYS ("counter_mix"), NULL, error) ||
          !bth_json_member_bool (obj, pp, "counter_mix", &yes, error))
        return FALSE;
      if (!yes)
        return bad (error, pp, "counter_mix must be true");
      out->kind = BTH_POOL_PLACE_COUNTER_MIX;
      return TRUE;
    }
  if (json_object_has_member (obj, "stack"))
    {
      gboolean create = FALSE;
      if (!bth_game_state_private_check_keys (obj, pp, KEYS ("stack"), KEYS ("create", "side", "location"), error) ||
          !bth_json_optional_bool (obj, pp, "create", FALSE, &create, error))
        return FALSE;
      out->kind = create ? BTH_POOL_PLACE_NEW_STACK : BTH_POOL_PLACE_STACK;
      return TRUE;
    }
  if (!bth_game_state_private_check_keys (obj, pp, KEYS ("state", "box"), NULL, error) ||
      (out->state = bth_json_member_string (obj, pp, "state", error)) == NULL ||
      bth_json_member_string (obj, pp, "box", error) == NULL)
    return FALSE;
  out->kind = BTH_POOL_PLACE_BOX;
  if (bth_force_pools_find_state (state->force_pools, out->state) == NULL)
    return bad (error, pp, "no state \"%s\" on the Force Pool Display", out->state);
  out->box = find_box_mut (state->force_pools, out->state, json_object_get_string_member (obj, "box"));
  if (out->box == NULL)
    return bad (error, pp, "%s has no \"%s\" box (X.J.1.b-c)", out->state,
                json_object_get_string_member (obj, "box"));
  return TRUE;
}

/* Takes a leader from a place; returns his record (to be freed). */
static BthPoolLeader *
take_leader (BthGameState *state, const Place *from, const char *stack_id, JsonArray *leaders,
             const char *lp, guint i, GError **error)
{
  g_autofree char *ep = g_strdup_printf ("%s[%u]", lp, i);

  if (from->kind == BTH_POOL_PLACE_COUNTER_MIX)
    {
      JsonObject *o = bth_json_element_object (leaders, lp, i, error);
      return o != NULL ? read_new_leader (state, o, ep, error) : NULL;
    }
  {
    const char *id = bth_json_element_string (leaders, lp, i, error);
    if (id == NULL)
      return NULL;
    if (from->kind == BTH_POOL_PLACE_BOX)
      {
        for (guint k = 0; k < from->box->leaders->len; k++)
          {
            BthPoolLeader *l = g_ptr_array_index (from->box->leaders, k);
            if (g_str_equal (l->id, id))
              return g_ptr_array_steal_index (from->box->leaders, k);
          }
        bad (error, ep, "leader \"%s\" is not in %s's %s box", id, from->state, from->box->id);
        return NULL;
      }
    {
      const BthLeaderState *leader = bth_game_state_find_leader (state, id);
      BthPoolLeader *l;
      if (leader == NULL || leader->status != BTH_LEADER_STATUS_ON_MAP ||
          leader->stack == NULL || !g_str_equal (leader->stack, stack_id))
        {
          bad (error, ep, "leader \"%s\" is not on the map in stack %s", id, stack_id);
          return NULL;
        }
      l = g_new0 (BthPoolLeader, 1);
      l->id = g_strdup (leader->id);
      l->name = g_strdup (leader->name);
      l->power = g_strdup (leader->power);
      l->value = leader->value;
      l->colour = g_strdup (leader->colour);
      l->named = leader->named;
      bth_game_state_private_remove_leader (state, id);
      return l;
    }
  }
}

/* A leader from a box onto the map, in STACK, on the stack's side. */
static gboolean
place_leader (BthGameState *state, BthStackState *stack, const BthPoolLeader *l, const char *path,
              GError **error)
{
  g_autoptr(JsonObject) o = json_object_new ();

  json_object_set_string_member (o, "id", l->id);
  json_object_set_string_member (o, "name", l->name);
  json_object_set_string_member (o, "power", l->power);
  json_object_set_string_member (o, "side", stack->side);
  if (l->value == BTH_GAME_VALUE_UNKNOWN)
    json_object_set_null_member (o, "value");
  else
    json_object_set_int_member (o, "value", l->value);
  if (l->colour != NULL)
    json_object_set_string_member (o, "colour", l->colour);
  else
    json_object_set_null_member (o, "colour");
  json_object_set_boolean_member (o, "named", l->named);
  return bth_game_state_private_add_leader (state, o, path, stack, error);
}

gboolean
bth_force_pools_apply_moved (BthGameState *state, JsonObject *p, const char *path, GError **error)
{
  g_autofree char *lp = g_strdup_printf ("%s.leaders", path);
  g_autofree char *fp = g_strdup_printf ("%s.from", path);
  g_autofree char *tp = g_strdup_printf ("%s.to", path);
  g_autoptr(GArray) units = NULL;
  g_autoptr(GArray) ignored = NULL;
  g_autoptr(GPtrArray) moving = g_ptr_array_new_with_free_func ((GDestroyNotify) pool_leader_free);
  BthStackState *from_stack = NULL, *to_stack = NULL;
  g_autofree char *from_id = NULL;
  JsonArray *leaders;
  Place from = { 0 }, to = { 0 };
  const char *where;

  if (!bth_game_state_private_check_keys (p, path, KEYS ("from", "to", "units", "leaders", "rule"),
                                          KEYS ("reason", "ignored"), error) ||
      bth_json_member_string (p, path, "rule", error) == NULL ||
      (units = bth_game_state_private_read_units (p, path, "units", error)) == NULL ||
      (leaders = bth_json_member_array (p, path, "leaders", 0, 64, error)) == NULL ||
      (json_object_has_member (p, "ignored") &&
       (ignored = bth_game_state_private_read_units (p, path, "ignored", error)) == NULL))
    return FALSE;
  if (json_object_has_member (p, "reason") && bth_json_member_string (p, path, "reason", error) == NULL)
    return FALSE;
  if (state->force_pools == NULL)
    return bad (error, path, "the Force Pool Display is not set up");
  if (!read_place (state, p, path, "from", &from, error) ||
      !read_place (state, p, path, "to", &to, error))
    return FALSE;
  /* Boxes are the display's; stacks arrive and leave by their own events otherwise. */
  if (from.kind != BTH_POOL_PLACE_BOX && to.kind != BTH_POOL_PLACE_BOX)
    return bad (error, path, "a Force Pool move goes to or from a box of the display");
  if (from.kind == BTH_POOL_PLACE_NEW_STACK)
    return bad (error, fp, "units cannot come from a new stack");
  if (from.kind == BTH_POOL_PLACE_BOX && to.kind == BTH_POOL_PLACE_BOX && from.box == to.box)
    return bad (error, path, "from and to are the same box");
  if (units->len == 0 && json_array_get_length (leaders) == 0)
    return bad (error, path, "moves no unit and no leader");

  /* Out of the place they leave. */
  if (from.kind == BTH_POOL_PLACE_STACK)
    {
      const char *id = json_object_get_string_member (from.obj, "stack");
      if ((from_stack = bth_game_state_private_find_stack (state, id)) == NULL)
        return bad (error, fp, "no stack \"%s\"", id);
      from_id = g_strdup (id);
    }
  where = from.kind == BTH_POOL_PLACE_STACK ? from_stack->location : "the box";
  for (guint i = 0; i < units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      if (from.kind == BTH_POOL_PLACE_STACK &&
          !bth_game_state_private_take_units (from_stack->units, u, where, path, error))
        return FALSE;
      if (from.kind == BTH_POOL_PLACE_BOX &&
          !bth_game_state_private_take_units (from.box->units, u, from.box->id, path, error))
        return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (leaders); i++)
    {
      /* A stack left without units and leaders is removed: keep only its id. */
      BthPoolLeader *l = take_leader (state, &from, from_id, leaders, lp, i, error);
      if (l == NULL)
        return FALSE;
      g_ptr_array_add (moving, l);
    }

  /* Into the place they reach. */
  if (to.kind == BTH_POOL_PLACE_STACK || to.kind == BTH_POOL_PLACE_NEW_STACK)
    {
      if ((to_stack = bth_game_state_private_target_stack (state, to.obj, tp, error)) == NULL)
        return FALSE;
      for (guint i = 0; i < units->len; i++)
        bth_game_state_private_give_units (to_stack->units, &g_array_index (units, BthUnitCount, i));
      for (guint i = 0; i < moving->len; i++)
        if (!place_leader (state, to_stack, g_ptr_array_index (moving, i), lp, error))
          return FALSE;
    }
  else if (to.kind == BTH_POOL_PLACE_BOX)
    {
      for (guint i = 0; i < units->len; i++)
        bth_game_state_private_give_units (to.box->units, &g_array_index (units, BthUnitCount, i));
      while (moving->len > 0)
        g_ptr_array_add (to.box->leaders, g_ptr_array_steal_index (moving, 0));
    }
  /* To the counter mix: the counters are set aside (X.I.3.a) and leave the game. */
  if (from_id != NULL && (from_stack = bth_game_state_private_find_stack (state, from_id)) != NULL)
    bth_game_state_private_remove_stack_if_empty (state, from_stack);
  return TRUE;
}

/* ---- canonical JSON ------------------------------------------------------------------ */

static JsonArray *
units_array (GArray *units)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      JsonObject *o = json_object_new ();
      if (u->sp == 0)
        {
          json_object_unref (o);
          continue;
        }
      json_object_set_string_member (o, "power", u->power);
      json_object_set_string_member (o, "kind", u->kind);
      json_object_set_int_member (o, "sp", u->sp);
      json_array_add_object_element (array, o);
    }
  return array;
}

static JsonObject *
pool_leader_json (const BthPoolLeader *l)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "id", l->id);
  json_object_set_string_member (o, "name", l->name);
  json_object_set_string_member (o, "power", l->power);
  if (l->value == BTH_GAME_VALUE_UNKNOWN)
    json_object_set_null_member (o, "value");
  else
    json_object_set_int_member (o, "value", l->value);
  if (l->colour != NULL)
    json_object_set_string_member (o, "colour", l->colour);
  else
    json_object_set_null_member (o, "colour");
  json_object_set_boolean_member (o, "named", l->named);
  return o;
}

JsonNode *
bth_force_pools_to_json (const BthForcePools *self)
{
  JsonObject *root = json_object_new ();
  JsonArray *states = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (root, "card", self->card);
  for (guint i = 0; i < self->states->len; i++)
    {
      const BthPoolState *s = g_ptr_array_index (self->states, i);
      JsonObject *so = json_object_new (), *boxes = json_object_new ();
      JsonArray *powers = json_array_new ();
      json_object_set_string_member (so, "id", s->id);
      json_object_set_string_member (so, "name", s->name);
      json_object_set_string_member (so, "kind", s->major ? "major" : "minor");
      for (guint j = 0; s->powers[j] != NULL; j++)
        json_array_add_string_element (powers, s->powers[j]);
      json_object_set_array_member (so, "powers", powers);
      json_object_set_boolean_member (so, "initial_entered", s->initial_entered);
      for (guint j = 0; j < s->boxes->len; j++)
        {
          const BthPoolBox *b = g_ptr_array_index (s->boxes, j);
          JsonObject *bo = json_object_new ();
          JsonArray *leaders = json_array_new ();
          json_object_set_array_member (bo, "units", units_array (b->units));
          for (guint k = 0; k < b->leaders->len; k++)
            json_array_add_object_element (leaders, pool_leader_json (g_ptr_array_index (b->leaders, k)));
          json_object_set_array_member (bo, "leaders", leaders);
          json_object_set_object_member (boxes, b->id, bo);
        }
      json_object_set_object_member (so, "boxes", boxes);
      json_array_add_object_element (states, so);
    }
  json_object_set_array_member (root, "states", states);
  json_node_take_object (node, root);
  return node;
}

/* ---- the log as text ----------------------------------------------------------------- */

static void
append_units_text (GString *out, JsonArray *units)
{
  for (guint i = 0; units != NULL && i < json_array_get_length (units); i++)
    {
      JsonObject *u = json_array_get_object_element (units, i);
      g_string_append_printf (out, "%s%" G_GINT64_FORMAT "%s (%s)", i ? ", " : "",
                              json_object_get_int_member (u, "sp"),
                              json_object_get_string_member (u, "kind"),
                              json_object_get_string_member (u, "power"));
    }
}

static void
append_place_text (GString *out, JsonObject *place)
{
  if (json_object_has_member (place, "counter_mix"))
    g_string_append (out, "the counter mix");
  else if (json_object_has_member (place, "stack"))
    g_string_append_printf (out, "stack %s", json_object_get_string_member (place, "stack"));
  else
    g_string_append_printf (out, "%s's %s box", json_object_get_string_member (place, "state"),
                            json_object_get_string_member (place, "box"));
}

char *
bth_force_pools_describe_event (const BthEvent *event)
{
  JsonObject *p = json_node_get_object (event->payload);
  GString *out = g_string_new (NULL);
  JsonArray *leaders;

  switch (event->type)
    {
    case BTH_EVENT_FORCE_POOLS_SET_UP:
      g_string_append_printf (out, "Force Pool Display set up from the card %s: %u states (%s)",
                              json_object_get_string_member (p, "card"),
                              json_array_get_length (json_object_get_array_member (p, "states")),
                              json_object_get_string_member (p, "rule"));
      break;
    case BTH_EVENT_FORCE_POOL_INITIAL:
      g_string_append_printf (out, "Initial Force Pool of %s: ", json_object_get_string_member (p, "state"));
      append_units_text (out, json_object_get_array_member (p, "units"));
      leaders = json_object_get_array_member (p, "leaders");
      for (guint i = 0; i < json_array_get_length (leaders); i++)
        g_string_append_printf (out, ", %s", json_object_get_string_member (json_array_get_object_element (leaders, i), "name"));
      g_string_append_printf (out, " (%s)", json_object_get_string_member (p, "rule"));
      break;
    case BTH_EVENT_FORCE_POOL_MOVED:
      g_string_append (out, "Force Pool: ");
      append_units_text (out, json_object_get_array_member (p, "units"));
      leaders = json_object_get_array_member (p, "leaders");
      for (guint i = 0; i < json_array_get_length (leaders); i++)
        {
          JsonNode *l = json_array_get_element (leaders, i);
          g_string_append_printf (out, "%s%s", i || json_array_get_length (json_object_get_array_member (p, "units")) ? ", " : "",
                                  JSON_NODE_HOLDS_OBJECT (l) ? json_object_get_string_member (json_node_get_object (l), "name")
                                                             : json_node_get_string (l));
        }
      g_string_append (out, " from ");
      append_place_text (out, json_object_get_object_member (p, "from"));
      g_string_append (out, " to ");
      append_place_text (out, json_object_get_object_member (p, "to"));
      g_string_append_printf (out, " (%s)", json_object_get_string_member (p, "rule"));
      if (json_object_has_member (p, "ignored"))
        {
          g_string_append (out, "; no counter for ");
          append_units_text (out, json_object_get_array_member (p, "ignored"));
          g_string_append (out, " (X.J.1.f)");
        }
      if (json_object_has_member (p, "reason"))
        g_string_append_printf (out, " — %s", json_object_get_string_member (p, "reason"));
      break;
    default:
      break;
    }
  return g_string_free (out, FALSE);
}

/* ---- actions ------------------------------------------------------------------------- */

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, message);
  return FALSE;
}

static JsonArray *
units_json (GArray *units)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; units != NULL && i < units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      JsonObject *o;
      if (u->sp <= 0)
        continue;
      o = json_object_new ();
      json_object_set_string_member (o, "power", u->power);
      json_object_set_string_member (o, "kind", u->kind);
      json_object_set_int_member (o, "sp", u->sp);
      json_array_add_object_element (array, o);
    }
  return array;
}

static BthEvent *
event_take (BthEventType type, JsonObject *payload)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, payload);
  return bth_event_new (type, node);
}

static gboolean
append_events (BthGame *game, GPtrArray *events, GError **error)
{
  return bth_game_append_action (game, events, error) != 0;
}

/* Leader ids as the set-up makes them (bth-game.c): the name in lower case ("blucher"),
 * the power first for an unnamed leader ("austria-leader-0"), "-2", "-3" … when taken. */
static char *
new_leader_id (const BthGameState *state, GHashTable *taken, const char *name, const char *power,
               gboolean named)
{
  g_autofree char *full = named ? g_strdup (name) : g_strdup_printf ("%s-%s", power, name);
  g_autofree char *lower = g_utf8_strdown (full, -1);
  g_autofree char *base = NULL;
  GString *slug = g_string_new (NULL);
  char *id;

  for (const char *p = lower; *p; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (slug, *p);
      else if (slug->len > 0 && slug->str[slug->len - 1] != '-')
        g_string_append_c (slug, '-');
    }
  while (slug->len > 0 && slug->str[slug->len - 1] == '-')
    g_string_truncate (slug, slug->len - 1);
  base = g_string_free (slug, FALSE);
  id = g_strdup (base);
  for (guint n = 2; leader_id_taken (state, id) || g_hash_table_contains (taken, id); n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%u", base, n);
    }
  g_hash_table_add (taken, g_strdup (id));
  return id;
}

/* Z.5.a: "Leader (0)" is an unnamed leader of value 0; named leaders' values are on the
 * counters (players' data). */
static JsonArray *
card_leaders_json (const BthGameState *state, GHashTable *taken, GPtrArray *leaders)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; leaders != NULL && i < leaders->len; i++)
    {
      const BthCardLeader *l = g_ptr_array_index (leaders, i);
      gboolean named = !g_str_has_prefix (l->name, "Leader (");
      g_autofree char *id = new_leader_id (state, taken, l->name, l->power, named);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "id", id);
      json_object_set_string_member (o, "name", l->name);
      json_object_set_string_member (o, "power", l->power);
      if (named)
        json_object_set_null_member (o, "value");
      else
        json_object_set_int_member (o, "value", 0);
      json_object_set_null_member (o, "colour");
      json_object_set_boolean_member (o, "named", named);
      json_array_add_object_element (array, o);
    }
  return array;
}

/* One force-pool-initial event for a card state's initial Force Pool. */
static BthEvent *
initial_event (const BthGameState *state, GHashTable *taken, const BthCardState *s)
{
  JsonObject *p = json_object_new ();
  g_autoptr(GArray) units = bth_unit_counts_new ();
  g_autoptr(GPtrArray) leaders = g_ptr_array_new ();

  for (guint i = 0; i < s->initial->len; i++)
    {
      const BthCardForce *f = g_ptr_array_index (s->initial, i);
      for (guint j = 0; j < f->units->len; j++)
        bth_game_state_private_give_units (units, &g_array_index (f->units, BthUnitCount, j));
      for (guint j = 0; j < f->leaders->len; j++)
        g_ptr_array_add (leaders, g_ptr_array_index (f->leaders, j));
    }
  json_object_set_string_member (p, "state", s->id);
  json_object_set_array_member (p, "units", units_json (units));
  json_object_set_array_member (p, "leaders", card_leaders_json (state, taken, leaders));
  json_object_set_string_member (p, "rule", "X.J.1.d");
  return event_take (BTH_EVENT_FORCE_POOL_INITIAL, p);
}

static JsonArray *
strv_json (char **strv)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; strv != NULL && strv[i] != NULL; i++)
    json_array_add_string_element (array, strv[i]);
  return array;
}

gboolean
bth_game_set_up_force_pools (BthGame *game, const BthCampaignCard *card, GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonObject *p;
  JsonArray *states;
  const BthCardState *cs;
  guint n;

  if (state->force_pools != NULL)
    return fail (error, "the Force Pool Display is already set up");
  p = json_object_new ();
  states = json_array_new ();
  cs = bth_campaign_card_get_states (card, &n);
  for (guint i = 0; i < n; i++)
    {
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "state", cs[i].id);
      json_object_set_string_member (o, "name", cs[i].name);
      json_object_set_string_member (o, "kind", cs[i].major ? "major" : "minor");
      json_object_set_array_member (o, "powers", strv_json (cs[i].powers));
      json_object_set_array_member (o, "boxes", strv_json (cs[i].boxes));
      json_array_add_object_element (states, o);
    }
  json_object_set_string_member (p, "card", bth_campaign_card_get_id (card));
  json_object_set_array_member (p, "states", states);
  json_object_set_string_member (p, "rule", "X.J.1");
  g_ptr_array_add (events, event_take (BTH_EVENT_FORCE_POOLS_SET_UP, p));
  for (guint i = 0; i < n; i++)
    if (cs[i].initial != NULL)
      g_ptr_array_add (events, initial_event (state, taken, &cs[i]));
  return append_events (game, events, error);
}

gboolean
bth_game_enter_initial_force_pools (BthGame *game, const BthCampaignCard *card, guint *n_entered,
                                    GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const BthCardState *cs;
  guint n;

  if (n_entered != NULL)
    *n_entered = 0;
  if (state->force_pools == NULL)
    return fail (error, "the Force Pool Display is not set up");
  cs = bth_campaign_card_get_states (card, &n);
  for (guint i = 0; i < n; i++)
    {
      const BthPoolState *ps = bth_force_pools_find_state (state->force_pools, cs[i].id);
      if (ps != NULL && !ps->initial_entered && cs[i].initial != NULL)
        g_ptr_array_add (events, initial_event (state, taken, &cs[i]));
    }
  if (n_entered != NULL)
    *n_entered = events->len;
  if (events->len == 0)
    return TRUE;
  return append_events (game, events, error);
}

static JsonObject *
place_json (const BthGameState *state, const BthPoolPlace *place)
{
  JsonObject *o = json_object_new ();

  switch (place->kind)
    {
    case BTH_POOL_PLACE_BOX:
      json_object_set_string_member (o, "state", place->state);
      json_object_set_string_member (o, "box", place->box);
      break;
    case BTH_POOL_PLACE_STACK:
      json_object_set_string_member (o, "stack", place->stack);
      break;
    case BTH_POOL_PLACE_NEW_STACK:
      {
        g_autofree char *id = g_strdup_printf ("s%u", state->next_stack);
        json_object_set_string_member (o, "stack", id);
        json_object_set_boolean_member (o, "create", TRUE);
        json_object_set_string_member (o, "side", place->side);
        json_object_set_string_member (o, "location", place->location);
      }
      break;
    case BTH_POOL_PLACE_COUNTER_MIX:
      json_object_set_boolean_member (o, "counter_mix", TRUE);
      break;
    }
  return o;
}

static gboolean
check_place (const BthPoolPlace *place, GError **error)
{
  if (place->kind == BTH_POOL_PLACE_BOX && (place->state == NULL || place->box == NULL))
    return fail (error, "a box needs its state and box id");
  if (place->kind == BTH_POOL_PLACE_STACK && place->stack == NULL)
    return fail (error, "a stack needs its id");
  if (place->kind == BTH_POOL_PLACE_NEW_STACK && (place->side == NULL || place->location == NULL))
    return fail (error, "a new stack needs its side and location");
  return TRUE;
}

static gboolean
move (BthGame *game, const BthPoolPlace *from, const BthPoolPlace *to, GArray *units,
      JsonArray *leaders, GArray *ignored, const char *rule, const char *reason, GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  JsonObject *p;

  if (!check_place (from, error) || !check_place (to, error))
    {
      json_array_unref (leaders);
      return FALSE;
    }
  p = json_object_new ();
  json_object_set_object_member (p, "from", place_json (state, from));
  json_object_set_object_member (p, "to", place_json (state, to));
  json_object_set_array_member (p, "units", units_json (units));
  json_object_set_array_member (p, "leaders", leaders);
  if (ignored != NULL && ignored->len > 0)
    json_object_set_array_member (p, "ignored", units_json (ignored));
  json_object_set_string_member (p, "rule", rule);
  if (reason != NULL)
    json_object_set_string_member (p, "reason", reason);
  g_ptr_array_add (events, event_take (BTH_EVENT_FORCE_POOL_MOVED, p));
  return append_events (game, events, error);
}

gboolean
bth_game_force_pool_move (BthGame *game, const BthPoolPlace *from, const BthPoolPlace *to,
                          GArray *units, const char * const *leaders, const char *rule,
                          const char *reason, GError **error)
{
  JsonArray *ids = json_array_new ();

  for (guint i = 0; leaders != NULL && leaders[i] != NULL; i++)
    json_array_add_string_element (ids, leaders[i]);
  if (from->kind == BTH_POOL_PLACE_COUNTER_MIX && json_array_get_length (ids) > 0)
    {
      json_array_unref (ids);
      return fail (error, "leaders from the counter mix are added with bth_game_force_pool_add()");
    }
  return move (game, from, to, units, ids, NULL, rule, reason, error);
}

gboolean
bth_game_capture_units (BthGame *game, const char *stack_id, GArray *units,
                        const char * const *leaders, const char *captor, GError **error)
{
  BthPoolPlace from = { BTH_POOL_PLACE_STACK, .stack = stack_id };
  BthPoolPlace to = { BTH_POOL_PLACE_BOX, .state = captor, .box = BTH_BOX_PRISONERS };

  return bth_game_force_pool_move (game, &from, &to, units, leaders, "X.G.3.a", NULL, error);
}

gboolean
bth_game_force_pool_deploy (BthGame *game, const char *state_id, const char *stack_id,
                            const char *side, const char *location, GArray *units,
                            const char * const *leaders, const char *reason, GError **error)
{
  BthPoolPlace from = { BTH_POOL_PLACE_BOX, .state = state_id, .box = BTH_BOX_FORCE_POOL };
  BthPoolPlace to = stack_id != NULL
    ? (BthPoolPlace) { BTH_POOL_PLACE_STACK, .stack = stack_id }
    : (BthPoolPlace) { BTH_POOL_PLACE_NEW_STACK, .side = side, .location = location };

  return bth_game_force_pool_move (game, &from, &to, units, leaders, "X.J.2.a", reason, error);
}

gboolean
bth_game_force_pool_add (BthGame *game, const BthCampaignCard *card, const char *state_id,
                         const char *box, const BthCardForce *force, const char *rule,
                         const char *reason, GArray **ignored_out, GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  g_autoptr(GArray) added = bth_unit_counts_new ();
  g_autoptr(GArray) ignored = bth_unit_counts_new ();
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  BthPoolPlace from = { BTH_POOL_PLACE_COUNTER_MIX };
  BthPoolPlace to = { BTH_POOL_PLACE_BOX, .state = state_id, .box = box };
  JsonArray *leaders;
  gboolean ok;

  if (ignored_out != NULL)
    *ignored_out = NULL;
  /* X.J.1.f: "All additions to the Force Pool are limited by the counter mix provided. If
   * there is no counter available, the addition is ignored." */
  for (guint i = 0; i < force->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (force->units, BthUnitCount, i);
      int limit, room = u->sp;
      if (card != NULL && bth_campaign_card_counter_limit (card, u->power, u->kind, &limit))
        room = CLAMP (limit - bth_force_pools_counters_in_play (state, u->power, u->kind)
                      - bth_unit_counts_sp (added, u->power, u->kind), 0, u->sp);
      if (room > 0)
        {
          BthUnitCount a = { u->power, u->kind, room };
          bth_game_state_private_give_units (added, &a);
        }
      if (room < u->sp)
        {
          BthUnitCount x = { u->power, u->kind, u->sp - room };
          bth_game_state_private_give_units (ignored, &x);
        }
    }
  leaders = card_leaders_json (state, taken, force->leaders);
  if (added->len == 0 && json_array_get_length (leaders) == 0)
    {
      /* Nothing to add: the whole addition is ignored (J.1.f); a note keeps it in the log. */
      g_autofree char *text = g_strdup_printf ("%s: no counter available, the addition to %s is ignored (X.J.1.f)",
                                               rule, state_id);
      json_array_unref (leaders);
      if (ignored_out != NULL)
        *ignored_out = g_steal_pointer (&ignored);
      return force->units->len == 0 || bth_game_note (game, text, error);
    }
  ok = move (game, &from, &to, added, leaders, ignored, rule, reason, error);
  if (ok && ignored_out != NULL)
    *ignored_out = g_steal_pointer (&ignored);
  return ok;
}

gboolean
bth_game_force_pool_add_january (BthGame *game, const BthCampaignCard *card, const char *state_id,
                                 int year, GError **error)
{
  const BthCardState *cs = bth_campaign_card_find_state (card, state_id);
  g_autofree char *reason = NULL;
  BthCardForce all = { year, bth_unit_counts_new (), g_ptr_array_new () };
  gboolean ok;

  if (cs == NULL)
    {
      g_array_unref (all.units);
      g_ptr_array_unref (all.leaders);
      return fail (error, "the card has no state \"%s\"", state_id);
    }
  if (cs->january == NULL)
    {
      g_array_unref (all.units);
      g_ptr_array_unref (all.leaders);
      return fail (error, "%s's January additions are still to be entered from the card (X.J.1.f)", cs->name);
    }
  for (guint i = 0; i < cs->january->len; i++)
    {
      const BthCardForce *f = g_ptr_array_index (cs->january, i);
      if (f->year != year)
        continue;
      for (guint j = 0; j < f->units->len; j++)
        bth_game_state_private_give_units (all.units, &g_array_index (f->units, BthUnitCount, j));
      for (guint j = 0; j < f->leaders->len; j++)
        g_ptr_array_add (all.leaders, g_ptr_array_index (f->leaders, j));
    }
  if (all.units->len == 0 && all.leaders->len == 0)
    ok = TRUE;
  else
    {
      reason = g_strdup_printf ("January %d additions", year);
      ok = bth_game_force_pool_add (game, card, state_id, BTH_BOX_FORCE_POOL, &all, "X.J.1.f", reason,
                                    NULL, error);
    }
  g_array_unref (all.units);
  g_ptr_array_unref (all.leaders);
  return ok;
}
