/* bth-force-pools.c — the Force Pool Display's books: lookups, folding their events, and
 * their JSON and log text (X.J.1, X.G.2-3, X.K.5.a). The actions that append the events
 * are bth-force-pools-actions.c.
 *
 * Like every event, these are checked as they are folded: the boxes must exist, what
 * leaves a stack or a box must be there, leader ids stay unique. A log that folds is a
 * consistent history of the display.
 */
#include "bth-force-pools.h"
#include "bth-game-names.h"
#include "bth-error.h"
#include "bth-game-state-private.h"
#include "bth-json-strict.h"
#include "bth-scenario.h"

#include <string.h>

static const char *const box_ids[] = {
  BTH_BOX_FORCE_POOL, BTH_BOX_PRISONERS, BTH_BOX_AT_WAR, BTH_BOX_NAPOLEON_IN_EXILE, NULL
};

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

/* ---- the display as a book of the state -------------------------------------------- */

static const char *
pools_leader_name (gconstpointer book, const char *id)
{
  const BthForcePools *pools = book;

  for (guint i = 0; i < pools->states->len; i++)
    {
      const BthPoolState *s = g_ptr_array_index (pools->states, i);
      for (guint b = 0; b < s->boxes->len; b++)
        {
          const BthPoolBox *box = g_ptr_array_index (s->boxes, b);
          for (guint k = 0; k < box->leaders->len; k++)
            {
              const BthPoolLeader *l = g_ptr_array_index (box->leaders, k);
              if (g_strcmp0 (l->id, id) == 0 && l->name != NULL)
                return l->name;
            }
        }
    }
  return NULL;
}

static gboolean
pools_has_prisoners_box (gconstpointer book, const char *captor)
{
  return bth_force_pools_find_box (book, captor, BTH_BOX_PRISONERS) != NULL;
}

static BthPoolBox *find_box_mut (BthForcePools *self, const char *state_id, const char *box);

static void
pools_take_prisoner_units (gpointer book, const char *captor, const BthUnitCount *unit)
{
  bth_game_state_private_give_units (find_box_mut (book, captor, BTH_BOX_PRISONERS)->units, unit);
}

static void
pools_take_prisoner_leader (gpointer book, const char *captor, const BthLeaderState *l)
{
  BthPoolLeader *p = g_new0 (BthPoolLeader, 1);

  p->id = g_strdup (l->id);
  p->name = g_strdup (l->name);
  p->power = g_strdup (l->power);
  p->value = l->value;
  p->colour = g_strdup (l->colour);
  p->named = l->named;
  g_ptr_array_add (find_box_mut (book, captor, BTH_BOX_PRISONERS)->leaders, p);
}

/* ---- in a saved checkpoint (bth-bytes.h) ------------------------------------------------ */

static void
pools_to_bytes (gconstpointer book, GString *out)
{
  const BthForcePools *pools = book;

  bth_bytes_put_string (out, pools->card);
  bth_bytes_put_uint (out, pools->states->len);
  for (guint i = 0; i < pools->states->len; i++)
    {
      const BthPoolState *s = g_ptr_array_index (pools->states, i);
      bth_bytes_put_string (out, s->id);
      bth_bytes_put_string (out, s->name);
      bth_bytes_put_bool (out, s->major);
      bth_bytes_put_bool (out, s->powers != NULL);
      bth_bytes_put_strv (out, (const char * const *) s->powers);
      bth_bytes_put_bool (out, s->initial_entered);
      bth_bytes_put_uint (out, s->boxes->len);
      for (guint j = 0; j < s->boxes->len; j++)
        {
          const BthPoolBox *b = g_ptr_array_index (s->boxes, j);
          bth_bytes_put_string (out, b->id);
          bth_bytes_put_uint (out, b->units->len);
          for (guint k = 0; k < b->units->len; k++)
            {
              const BthUnitCount *u = &g_array_index (b->units, BthUnitCount, k);
              bth_bytes_put_string (out, u->power);
              bth_bytes_put_string (out, u->kind);
              bth_bytes_put_int (out, u->sp);
            }
          bth_bytes_put_uint (out, b->leaders->len);
          for (guint k = 0; k < b->leaders->len; k++)
            {
              const BthPoolLeader *l = g_ptr_array_index (b->leaders, k);
              bth_bytes_put_string (out, l->id);
              bth_bytes_put_string (out, l->name);
              bth_bytes_put_string (out, l->power);
              bth_bytes_put_int (out, l->value);
              bth_bytes_put_string (out, l->colour);
              bth_bytes_put_bool (out, l->named);
            }
        }
    }
}

static gpointer
pools_from_bytes (BthBytesReader *in)
{
  g_autofree char *card = bth_bytes_get_string (in);
  BthForcePools *pools = pools_new (card);

  for (guint i = 0, n = bth_bytes_get_count (in); i < n; i++)
    {
      BthPoolState *s = g_new0 (BthPoolState, 1);
      gboolean has_powers;
      char **powers;

      s->boxes = g_ptr_array_new_with_free_func ((GDestroyNotify) box_free);
      g_ptr_array_add (pools->states, s);
      s->id = bth_bytes_get_string (in);
      s->name = bth_bytes_get_string (in);
      s->major = bth_bytes_get_bool (in);
      has_powers = bth_bytes_get_bool (in);
      powers = bth_bytes_get_strv (in);
      if (has_powers)
        s->powers = powers;
      else
        g_strfreev (powers);
      s->initial_entered = bth_bytes_get_bool (in);
      for (guint j = 0, n_boxes = bth_bytes_get_count (in); j < n_boxes; j++)
        {
          g_autofree char *id = bth_bytes_get_string (in);
          BthPoolBox *b = box_new (id);
          g_ptr_array_add (s->boxes, b);
          for (guint k = 0, n_units = bth_bytes_get_count (in); k < n_units; k++)
            {
              BthUnitCount u;
              u.power = bth_bytes_get_string (in);
              u.kind = bth_bytes_get_string (in);
              u.sp = bth_bytes_get_int_in (in, G_MININT, G_MAXINT);
              if (u.power == NULL || u.kind == NULL)
                {
                  bth_bytes_reader_fail (in);
                  bth_unit_count_clear (&u);
                  continue;
                }
              g_array_append_val (b->units, u);
            }
          for (guint k = 0, n_leaders = bth_bytes_get_count (in); k < n_leaders; k++)
            {
              BthPoolLeader *l = g_new0 (BthPoolLeader, 1);
              g_ptr_array_add (b->leaders, l);
              l->id = bth_bytes_get_string (in);
              l->name = bth_bytes_get_string (in);
              l->power = bth_bytes_get_string (in);
              l->value = bth_bytes_get_int_in (in, G_MININT, G_MAXINT);
              l->colour = bth_bytes_get_string (in);
              l->named = bth_bytes_get_bool (in);
            }
        }
    }
  if (!bth_bytes_reader_ok (in, FALSE))
    {
      bth_force_pools_free (pools);
      return NULL;
    }
  return pools;
}

const BthStateBookClass bth_force_pools_book = {
  .name = "force_pools",
  .copy = (gpointer (*) (gconstpointer)) bth_force_pools_copy,
  .free = (GDestroyNotify) bth_force_pools_free,
  .to_json = (JsonNode *(*) (gconstpointer)) bth_force_pools_to_json,
  .take_eliminated = (gboolean (*) (gpointer, const BthUnitCount *)) bth_force_pools_receive_eliminated,
  .leader_name = pools_leader_name,
  .has_prisoners_box = pools_has_prisoners_box,
  .take_prisoner_units = pools_take_prisoner_units,
  .take_prisoner_leader = pools_take_prisoner_leader,
  .to_bytes = pools_to_bytes,
  .from_bytes = pools_from_bytes,
};

/* ---- lookups ------------------------------------------------------------------------- */

const BthForcePools *
bth_game_state_get_force_pools (const BthGameState *state)
{
  return bth_game_state_get_book (state, &bth_force_pools_book);
}

/* The display, to change as an event folds. */
static BthForcePools *
pools_of (BthGameState *state)
{
  return bth_game_state_get_book (state, &bth_force_pools_book);
}

const char *
bth_force_pools_box_name (const char *box)
{
  if (g_strcmp0 (box, BTH_BOX_FORCE_POOL) == 0)
    return "Force Pool";
  if (g_strcmp0 (box, BTH_BOX_PRISONERS) == 0)
    return "Prisoners";
  if (g_strcmp0 (box, BTH_BOX_AT_WAR) == 0)
    return "At War";
  if (g_strcmp0 (box, BTH_BOX_NAPOLEON_IN_EXILE) == 0)
    return "Napoleon in Exile";
  return box;
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
  for (guint i = 0; bth_game_state_get_force_pools (state) != NULL && i < bth_game_state_get_force_pools (state)->states->len; i++)
    {
      const BthPoolState *s = g_ptr_array_index (bth_game_state_get_force_pools (state)->states, i);
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

gboolean
bth_force_pools_leader_id_taken (const BthGameState *state, const char *id)
{
  if (bth_game_state_find_leader (state, id) != NULL)
    return TRUE;
  for (guint i = 0; bth_game_state_get_force_pools (state) != NULL && i < bth_game_state_get_force_pools (state)->states->len; i++)
    {
      const BthPoolState *s = g_ptr_array_index (bth_game_state_get_force_pools (state)->states, i);
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

  if (!bth_game_state_private_check_keys (obj, path, BTH_JSON_KEYS ("state", "name", "kind", "powers", "boxes"), NULL, error) ||
      (id = bth_json_member_string (obj, path, "state", error)) == NULL ||
      (name = bth_json_member_string (obj, path, "name", error)) == NULL ||
      (kind = bth_json_member_string (obj, path, "kind", error)) == NULL ||
      (powers = read_strings (obj, path, "powers", 1, error)) == NULL ||
      (boxes = read_strings (obj, path, "boxes", 1, error)) == NULL)
    return FALSE;
  if (!g_str_equal (kind, "major") && !g_str_equal (kind, "minor"))
    return bth_json_fail (error, path, "kind \"%s\" is neither \"major\" nor \"minor\"", kind);
  if (bth_force_pools_find_state (pools, id) != NULL)
    return bth_json_fail (error, path, "state \"%s\" is listed twice", id);
  for (guint i = 0; powers[i] != NULL; i++)
    if (bth_force_pools_state_of_power (pools, powers[i]) != NULL || !g_hash_table_add (seen, powers[i]))
      return bth_json_fail (error, path, "power \"%s\" belongs to two states", powers[i]);
  if (!g_strv_contains ((const char * const *) boxes, BTH_BOX_FORCE_POOL))
    return bth_json_fail (error, path, "every state has a \"force_pool\" box (X.J.1.b-c)");
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
        return bth_json_fail (error, path, "\"%s\" is not a box of the Force Pool Display", boxes[i]);
      if (find_box_mut (pools, id, boxes[i]) != NULL)
        return bth_json_fail (error, path, "box \"%s\" is listed twice", boxes[i]);
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

  if (!bth_game_state_private_check_keys (p, path, BTH_JSON_KEYS ("card", "states", "rule"), NULL, error) ||
      (card = bth_json_member_string (p, path, "card", error)) == NULL ||
      bth_json_member_string (p, path, "rule", error) == NULL ||
      (states = bth_json_member_array (p, path, "states", 1, 64, error)) == NULL)
    return FALSE;
  if (bth_game_state_get_force_pools (state) != NULL)
    return bth_json_fail (error, path, "the Force Pool Display is already set up");
  pools = pools_new (card);
  for (guint i = 0; i < json_array_get_length (states); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", sp, i);
      JsonObject *o = bth_json_element_object (states, sp, i, error);
      if (o == NULL || !read_set_up_state (pools, o, ep, error))
        return FALSE;
    }
  bth_game_state_set_book (state, &bth_force_pools_book, g_steal_pointer (&pools));
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

  if (!bth_game_state_private_check_keys (obj, path, BTH_JSON_KEYS ("id", "name", "power", "value", "colour", "named"),
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
  if (bth_force_pools_leader_id_taken (state, id))
    {
      bth_json_fail (error, path, "leader id \"%s\" is used twice", id);
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

  if (!bth_game_state_private_check_keys (p, path, BTH_JSON_KEYS ("state", "units", "leaders", "rule"), NULL, error) ||
      (id = bth_json_member_string (p, path, "state", error)) == NULL ||
      bth_json_member_string (p, path, "rule", error) == NULL ||
      (units = bth_game_state_private_read_units (p, path, "units", error)) == NULL ||
      (leaders = bth_json_member_array (p, path, "leaders", 0, 64, error)) == NULL)
    return FALSE;
  if (bth_game_state_get_force_pools (state) == NULL)
    return bth_json_fail (error, path, "the Force Pool Display is not set up");
  if ((s = (BthPoolState *) bth_force_pools_find_state (bth_game_state_get_force_pools (state), id)) == NULL)
    return bth_json_fail (error, path, "no state \"%s\" on the Force Pool Display", id);
  if (s->initial_entered)
    return bth_json_fail (error, path, "%s's initial Force Pool is already entered (X.J.1.d)", s->name);
  pool = find_box_mut (pools_of (state), id, BTH_BOX_FORCE_POOL);
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
      if (!bth_game_state_private_check_keys (obj, pp, BTH_JSON_KEYS ("counter_mix"), NULL, error) ||
          !bth_json_member_bool (obj, pp, "counter_mix", &yes, error))
        return FALSE;
      if (!yes)
        return bth_json_fail (error, pp, "counter_mix must be true");
      out->kind = BTH_POOL_PLACE_COUNTER_MIX;
      return TRUE;
    }
  if (json_object_has_member (obj, "stack"))
    {
      gboolean create = FALSE;
      if (!bth_game_state_private_check_keys (obj, pp, BTH_JSON_KEYS ("stack"), BTH_JSON_KEYS ("create", "side", "location"), error) ||
          !bth_json_optional_bool (obj, pp, "create", FALSE, &create, error))
        return FALSE;
      out->kind = create ? BTH_POOL_PLACE_NEW_STACK : BTH_POOL_PLACE_STACK;
      return TRUE;
    }
  if (!bth_game_state_private_check_keys (obj, pp, BTH_JSON_KEYS ("state", "box"), NULL, error) ||
      (out->state = bth_json_member_string (obj, pp, "state", error)) == NULL ||
      bth_json_member_string (obj, pp, "box", error) == NULL)
    return FALSE;
  out->kind = BTH_POOL_PLACE_BOX;
  if (bth_force_pools_find_state (bth_game_state_get_force_pools (state), out->state) == NULL)
    return bth_json_fail (error, pp, "no state \"%s\" on the Force Pool Display", out->state);
  out->box = find_box_mut (pools_of (state), out->state, json_object_get_string_member (obj, "box"));
  if (out->box == NULL)
    return bth_json_fail (error, pp, "%s has no \"%s\" box (X.J.1.b-c)",
                          bth_force_pools_find_state (bth_game_state_get_force_pools (state), out->state)->name,
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
        bth_json_fail (error, ep, "leader \"%s\" is not in %s's %s box", id,
                       bth_force_pools_find_state (bth_game_state_get_force_pools (state), from->state)->name,
                       bth_force_pools_box_name (from->box->id));
        return NULL;
      }
    {
      const BthLeaderState *leader = bth_game_state_find_leader (state, id);
      BthPoolLeader *l;
      if (leader == NULL || leader->status != BTH_LEADER_STATUS_ON_MAP ||
          leader->stack == NULL || !g_str_equal (leader->stack, stack_id))
        {
          bth_json_fail (error, ep, "leader \"%s\" is not on the map in stack %s", id, stack_id);
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

  if (!bth_game_state_private_check_keys (p, path, BTH_JSON_KEYS ("from", "to", "units", "leaders", "rule"),
                                          BTH_JSON_KEYS ("reason", "ignored"), error) ||
      bth_json_member_string (p, path, "rule", error) == NULL ||
      (units = bth_game_state_private_read_units (p, path, "units", error)) == NULL ||
      (leaders = bth_json_member_array (p, path, "leaders", 0, 64, error)) == NULL ||
      (json_object_has_member (p, "ignored") &&
       (ignored = bth_game_state_private_read_units (p, path, "ignored", error)) == NULL))
    return FALSE;
  if (json_object_has_member (p, "reason") && bth_json_member_string (p, path, "reason", error) == NULL)
    return FALSE;
  if (bth_game_state_get_force_pools (state) == NULL)
    return bth_json_fail (error, path, "the Force Pool Display is not set up");
  if (!read_place (state, p, path, "from", &from, error) ||
      !read_place (state, p, path, "to", &to, error))
    return FALSE;
  /* Boxes are the display's; stacks arrive and leave by their own events otherwise. */
  if (from.kind != BTH_POOL_PLACE_BOX && to.kind != BTH_POOL_PLACE_BOX)
    return bth_json_fail (error, path, "a Force Pool move goes to or from a box of the display");
  if (from.kind == BTH_POOL_PLACE_NEW_STACK)
    return bth_json_fail (error, fp, "units cannot come from a new stack");
  if (from.kind == BTH_POOL_PLACE_BOX && to.kind == BTH_POOL_PLACE_BOX && from.box == to.box)
    return bth_json_fail (error, path, "from and to are the same box");
  if (units->len == 0 && json_array_get_length (leaders) == 0)
    return bth_json_fail (error, path, "moves no unit and no leader");

  /* Out of the place they leave. */
  if (from.kind == BTH_POOL_PLACE_STACK)
    {
      const char *id = json_object_get_string_member (from.obj, "stack");
      if ((from_stack = bth_game_state_private_find_stack (state, id)) == NULL)
        return bth_json_fail (error, fp, "no stack \"%s\"", id);
      from_id = g_strdup (id);
    }
  where = from.kind == BTH_POOL_PLACE_STACK ? from_stack->location : "the box";
  for (guint i = 0; i < units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      if (from.kind == BTH_POOL_PLACE_STACK &&
          !bth_game_state_private_take_units (from_stack->units, u, where, path, error))
        return FALSE;
      if (from.kind == BTH_POOL_PLACE_BOX)
        {
          /* "Austria's Force Pool box", as the players see it, not "force_pool". */
          g_autofree char *box = g_strdup_printf ("%s's %s box",
                                                  bth_force_pools_find_state (bth_game_state_get_force_pools (state), from.state)->name,
                                                  bth_force_pools_box_name (from.box->id));
          if (!bth_game_state_private_take_units (from.box->units, u, box, path, error))
            return FALSE;
        }
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
append_units_text (GString *out, BthGame *game, JsonArray *units)
{
  for (guint i = 0; units != NULL && i < json_array_get_length (units); i++)
    {
      JsonObject *u = json_array_get_object_element (units, i);
      g_string_append_printf (out, "%s%" G_GINT64_FORMAT "%s (%s)", i ? ", " : "",
                              json_object_get_int_member (u, "sp"),
                              json_object_get_string_member (u, "kind"),
                              bth_game_power_name (game, json_object_get_string_member (u, "power")));
    }
}

static void
append_place_text (GString *out, BthGame *game, JsonObject *place)
{
  if (json_object_has_member (place, "counter_mix"))
    g_string_append (out, "the counter mix");
  else if (json_object_has_member (place, "stack"))
    g_string_append_printf (out, "stack %s", json_object_get_string_member (place, "stack"));
  else
    g_string_append_printf (out, "%s's %s box", bth_game_power_name (game, json_object_get_string_member (place, "state")),
                            bth_force_pools_box_name (json_object_get_string_member (place, "box")));
}

char *
bth_force_pools_describe_event (BthGame *game, const BthEvent *event)
{
  g_autoptr(JsonObject) p = bth_event_dup_payload (event);
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
      g_string_append_printf (out, "Initial Force Pool of %s: ",
                              bth_game_power_name (game, json_object_get_string_member (p, "state")));
      append_units_text (out, game, json_object_get_array_member (p, "units"));
      leaders = json_object_get_array_member (p, "leaders");
      for (guint i = 0; i < json_array_get_length (leaders); i++)
        g_string_append_printf (out, ", %s", json_object_get_string_member (json_array_get_object_element (leaders, i), "name"));
      g_string_append_printf (out, " (%s)", json_object_get_string_member (p, "rule"));
      break;
    case BTH_EVENT_FORCE_POOL_MOVED:
      g_string_append (out, "Force Pool: ");
      append_units_text (out, game, json_object_get_array_member (p, "units"));
      leaders = json_object_get_array_member (p, "leaders");
      for (guint i = 0; i < json_array_get_length (leaders); i++)
        {
          JsonNode *l = json_array_get_element (leaders, i);
          g_string_append_printf (out, "%s%s", i || json_array_get_length (json_object_get_array_member (p, "units")) ? ", " : "",
                                  JSON_NODE_HOLDS_OBJECT (l) ? json_object_get_string_member (json_node_get_object (l), "name")
                                                             : bth_game_leader_name (game, json_node_get_string (l)));
        }
      g_string_append (out, " from ");
      append_place_text (out, game, json_object_get_object_member (p, "from"));
      g_string_append (out, " to ");
      append_place_text (out, game, json_object_get_object_member (p, "to"));
      g_string_append_printf (out, " (%s)", json_object_get_string_member (p, "rule"));
      if (json_object_has_member (p, "ignored"))
        {
          g_string_append (out, "; no counter for ");
          append_units_text (out, game, json_object_get_array_member (p, "ignored"));
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
