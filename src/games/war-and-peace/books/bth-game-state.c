/* bth-game-state.c — the game state's lifetime and lookups: creating, copying and freeing
 * it, finding its leaders, stacks and powers, and reading the players' data it holds.
 * How events change it: bth-game-state-fold.c. */
#include "bth-game-state-internal.h"

const char *
bth_leader_status_to_string (BthLeaderStatus status)
{
  static const char *const names[] = { "on-map", "wounded", "killed", "withdrawn" };
  return names[status];
}

/* ---- lifetime ------------------------------------------------------------------------ */

/* The kinds of book registered, in their order; a state keeps book i in books[i]. */
static const BthStateBookClass *book_classes[BTH_STATE_MAX_BOOKS];
static guint n_book_classes;

static gpointer
copy_string (gconstpointer src, gpointer data)
{
  return g_strdup (src);
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
  g_free (s->landed);
  g_ptr_array_unref (s->leaders);
  g_array_unref (s->units);
  g_free (s);
}

BthStackState *
bth_state_stack_new (const char *id, const char *side, const char *location)
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
  c->landed = g_strdup (s->landed);
  c->leaders = g_ptr_array_copy (s->leaders, copy_string, NULL);
  g_ptr_array_set_free_func (c->leaders, g_free);
  c->units = bth_state_units_copy (s->units);
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

  /* Every log is folded into a new state: the kinds are known by then. */
  bth_game_events_ensure ();

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
  for (guint i = 0; i < n_book_classes; i++)
    if (self->books[i] != NULL)
      book_classes[i]->free (self->books[i]);
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
  c->eliminated = bth_state_units_copy (self->eliminated);
  c->answers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  {
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init (&iter, self->answers);
    while (g_hash_table_iter_next (&iter, &key, &value))
      g_hash_table_insert (c->answers, g_strdup (key), g_strdup (value));
  }
  for (guint i = 0; i < n_book_classes; i++)
    c->books[i] = self->books[i] != NULL ? book_classes[i]->copy (self->books[i]) : NULL;
  return c;
}

/* ---- books that not every game keeps ------------------------------------------------- */

void
bth_game_state_register_book (const BthStateBookClass *klass)
{
  for (guint i = 0; i < n_book_classes; i++)
    if (book_classes[i] == klass)
      return;
  g_return_if_fail (n_book_classes < BTH_STATE_MAX_BOOKS);
  book_classes[n_book_classes++] = klass;
}

/* KLASS's slot; -1 (with a warning: a programming error) when it was never registered. */
static int
book_slot (const BthStateBookClass *klass)
{
  for (guint i = 0; i < n_book_classes; i++)
    if (book_classes[i] == klass)
      return i;
  g_critical ("the book \"%s\" was not registered (bth_game_state_register_book)", klass->name);
  return -1;
}

gpointer
bth_game_state_get_book (const BthGameState *self, const BthStateBookClass *klass)
{
  int slot = self != NULL ? book_slot (klass) : -1;

  return slot >= 0 ? self->books[slot] : NULL;
}

void
bth_game_state_set_book (BthGameState *self, const BthStateBookClass *klass, gpointer book)
{
  int slot = book_slot (klass);

  g_return_if_fail (slot >= 0);
  if (self->books[slot] != NULL && self->books[slot] != book)
    klass->free (self->books[slot]);
  self->books[slot] = book;
}

gboolean
bth_game_state_books_take_eliminated (BthGameState *self, const BthUnitCount *unit)
{
  for (guint i = 0; i < n_book_classes; i++)
    if (self->books[i] != NULL && book_classes[i]->take_eliminated != NULL &&
        book_classes[i]->take_eliminated (self->books[i], unit))
      return TRUE;
  return FALSE;
}

/* The book of SELF that keeps prisoners, or -1. */
static int
prisoners_slot (const BthGameState *self)
{
  for (guint i = 0; i < n_book_classes; i++)
    if (self->books[i] != NULL && book_classes[i]->has_prisoners_box != NULL)
      return i;
  return -1;
}

gboolean
bth_game_state_keeps_prisoners (const BthGameState *self)
{
  return prisoners_slot (self) >= 0;
}

gboolean
bth_game_state_can_take_prisoners (const BthGameState *self, const char *captor)
{
  int slot = prisoners_slot (self);

  return slot >= 0 && book_classes[slot]->has_prisoners_box (self->books[slot], captor);
}

void
bth_game_state_take_prisoner_units (BthGameState *self, const char *captor, const BthUnitCount *unit)
{
  int slot = prisoners_slot (self);

  g_return_if_fail (slot >= 0);
  book_classes[slot]->take_prisoner_units (self->books[slot], captor, unit);
}

void
bth_game_state_take_prisoner_leader (BthGameState *self, const char *captor, const BthLeaderState *leader)
{
  int slot = prisoners_slot (self);

  g_return_if_fail (slot >= 0);
  book_classes[slot]->take_prisoner_leader (self->books[slot], captor, leader);
}

const char *
bth_game_state_books_leader_name (const BthGameState *self, const char *id)
{
  for (guint i = 0; self != NULL && i < n_book_classes; i++)
    if (self->books[i] != NULL && book_classes[i]->leader_name != NULL)
      {
        const char *name = book_classes[i]->leader_name (self->books[i], id);
        if (name != NULL)
          return name;
      }
  return NULL;
}

gboolean
bth_game_state_books_to_bytes (const BthGameState *self, GString *out)
{
  bth_bytes_put_uint (out, n_book_classes);
  for (guint i = 0; i < n_book_classes; i++)
    {
      bth_bytes_put_string (out, book_classes[i]->name);
      bth_bytes_put_bool (out, self->books[i] != NULL);
      if (self->books[i] == NULL)
        continue;
      if (book_classes[i]->to_bytes == NULL)
        return FALSE;
      book_classes[i]->to_bytes (self->books[i], out);
    }
  return TRUE;
}

gboolean
bth_game_state_books_from_bytes (BthGameState *self, BthBytesReader *in)
{
  /* The books registered now must be those the bytes were written with, in that order. */
  if (bth_bytes_get_uint (in) != n_book_classes)
    return FALSE;
  for (guint i = 0; i < n_book_classes && bth_bytes_reader_ok (in, FALSE); i++)
    {
      g_autofree char *name = bth_bytes_get_string (in);
      if (g_strcmp0 (name, book_classes[i]->name) != 0)
        return FALSE;
      if (!bth_bytes_get_bool (in))
        continue;
      if (book_classes[i]->from_bytes == NULL ||
          (self->books[i] = book_classes[i]->from_bytes (in)) == NULL)
        return FALSE;
    }
  return bth_bytes_reader_ok (in, FALSE);
}

void
bth_game_state_books_to_json (const BthGameState *self, JsonBuilder *builder)
{
  for (guint i = 0; i < n_book_classes; i++)
    if (self->books[i] != NULL)
      {
        json_builder_set_member_name (builder, book_classes[i]->name);
        json_builder_add_value (builder, book_classes[i]->to_json (self->books[i]));
      }
}

/* ---- lookups ------------------------------------------------------------------------- */

BthLeaderState *
bth_state_find_leader (const BthGameState *self, const char *id)
{
  for (guint i = 0; i < self->leaders->len; i++)
    {
      BthLeaderState *l = g_ptr_array_index (self->leaders, i);
      if (g_str_equal (l->id, id))
        return l;
    }
  return NULL;
}

BthStackState *
bth_state_find_stack (const BthGameState *self, const char *id, guint *index)
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

BthPowerState *
bth_state_find_power (const BthGameState *self, const char *id)
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
  return bth_state_find_leader (self, id);
}

const BthStackState *
bth_game_state_find_stack (const BthGameState *self, const char *id)
{
  return bth_state_find_stack (self, id, NULL);
}

const BthPowerState *
bth_game_state_find_power (const BthGameState *self, const char *id)
{
  return bth_state_find_power (self, id);
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
  power = bth_state_find_power (self, m->until_joins);
  return power == NULL || power->side == NULL;
}

gboolean
bth_state_has_side (const BthGameState *self, const char *side)
{
  for (guint i = 0; i < self->sides->len; i++)
    if (g_str_equal (g_ptr_array_index (self->sides, i), side))
      return TRUE;
  return FALSE;
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
bth_game_state_segment_key (const BthGameState *state)
{
  return g_strdup_printf ("%d %s", (int) state->month, state->segment != NULL ? state->segment : "");
}

gboolean
bth_game_state_stack_landed_now (const BthGameState *state, const BthStackState *stack)
{
  g_autofree char *now = NULL;

  if (stack->landed == NULL || state->segment == NULL)
    return FALSE;
  now = bth_game_state_segment_key (state);
  return g_str_equal (now, stack->landed);
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

const char *
bth_game_state_get_answer_or_former (const BthGameState *self, const char *item,
                                     const char * const *formerly, gboolean *was_former)
{
  const char *answer = bth_game_state_get_answer (self, item);

  *was_former = FALSE;
  for (guint i = 0; answer == NULL && formerly != NULL && formerly[i] != NULL; i++)
    if ((answer = bth_game_state_get_answer (self, formerly[i])) != NULL)
      *was_former = TRUE;
  return answer;
}
