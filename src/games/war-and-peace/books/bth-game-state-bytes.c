/* bth-game-state-bytes.c — the state in the compact form of a saved checkpoint
 * (bth-books-checkpoint.h, bth-bytes.h), and back.
 *
 * Every field is written in the order of BthGameState, then each book by its class
 * (bth_game_state_books_to_bytes), so a state read back is the state written: its JSON
 * dump, and the fields the dump leaves out, are the same. A checkpoint is a cache: the
 * reader checks every length and range, and anything wrong gives NULL (the save is then
 * folded in full), never a half-read state.
 */
#include "bth-game-state-internal.h"
#include "bth-error.h"

/* Changed whenever the layout below changes; and the checkpoint names the version of
 * Berthier that wrote it, whose fold it is: another version folds the log itself. */
#define STATE_BYTES_MAGIC   "wap-state"
#define STATE_BYTES_VERSION 1

static void
put_units (GString *out, GArray *units)
{
  bth_bytes_put_uint (out, units->len);
  for (guint i = 0; i < units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      bth_bytes_put_string (out, u->power);
      bth_bytes_put_string (out, u->kind);
      bth_bytes_put_int (out, u->sp);
    }
}

static void
put_strings (GString *out, GPtrArray *strings)
{
  bth_bytes_put_uint (out, strings->len);
  for (guint i = 0; i < strings->len; i++)
    bth_bytes_put_string (out, g_ptr_array_index (strings, i));
}

GBytes *
bth_game_state_to_bytes (const BthGameState *self)
{
  GString *out = g_string_sized_new (16384);

  bth_bytes_put_string (out, STATE_BYTES_MAGIC);
  bth_bytes_put_uint (out, STATE_BYTES_VERSION);
  bth_bytes_put_string (out, PACKAGE_VERSION);

  bth_bytes_put_string (out, self->scenario);
  bth_bytes_put_string (out, self->scenario_name);
  bth_bytes_put_string (out, self->ruleset);
  bth_bytes_put_string (out, self->sequence);
  bth_bytes_put_bool (out, self->options != NULL);
  bth_bytes_put_strv (out, (const char * const *) self->options);
  bth_bytes_put_int (out, self->start);
  bth_bytes_put_int (out, self->end);
  put_strings (out, self->sides);

  bth_bytes_put_int (out, self->month);
  bth_bytes_put_string (out, self->segment);
  bth_bytes_put_string (out, self->phase);
  bth_bytes_put_bool (out, self->ended);

  bth_bytes_put_int (out, self->french_vp);
  bth_bytes_put_int (out, self->french_cp);
  bth_bytes_put_int (out, self->anti_vp);
  bth_bytes_put_int (out, self->anti_cp);
  bth_bytes_put_int (out, self->pro_french_powers);
  bth_bytes_put_int (out, self->anti_french_powers);
  bth_bytes_put_uint (out, self->powers->len);
  for (guint i = 0; i < self->powers->len; i++)
    {
      const BthPowerState *p = g_ptr_array_index (self->powers, i);
      bth_bytes_put_string (out, p->id);
      bth_bytes_put_string (out, p->side);
      bth_bytes_put_bool (out, p->permanent);
    }
  bth_bytes_put_int (out, self->alliance_rolls);
  bth_bytes_put_int (out, self->alliance_zeros);
  bth_bytes_put_int (out, self->alliance_sevens);
  bth_bytes_put_bool (out, self->alliance_deleted);
  bth_bytes_put_string (out, self->alliance_deleted_rule);

  bth_bytes_put_uint (out, self->leaders->len);
  for (guint i = 0; i < self->leaders->len; i++)
    {
      const BthLeaderState *l = g_ptr_array_index (self->leaders, i);
      bth_bytes_put_string (out, l->id);
      bth_bytes_put_string (out, l->name);
      bth_bytes_put_string (out, l->power);
      bth_bytes_put_string (out, l->side);
      bth_bytes_put_int (out, l->value);
      bth_bytes_put_string (out, l->colour);
      bth_bytes_put_bool (out, l->named);
      bth_bytes_put_bool (out, l->nationality_unprinted);
      bth_bytes_put_uint (out, l->status);
      bth_bytes_put_int (out, l->returns);
      bth_bytes_put_string (out, l->stack);
    }
  bth_bytes_put_uint (out, self->stacks->len);
  for (guint i = 0; i < self->stacks->len; i++)
    {
      const BthStackState *s = g_ptr_array_index (self->stacks, i);
      bth_bytes_put_string (out, s->id);
      bth_bytes_put_string (out, s->side);
      bth_bytes_put_string (out, s->location);
      put_strings (out, s->leaders);
      put_units (out, s->units);
      bth_bytes_put_bool (out, s->supplied);
      bth_bytes_put_bool (out, s->supply_overridden);
      bth_bytes_put_bool (out, s->inside_city);
      bth_bytes_put_bool (out, s->entrenched);
      bth_bytes_put_int (out, s->siege_marker);
      bth_bytes_put_int (out, s->demoralization);
      bth_bytes_put_string (out, s->landed);
    }
  bth_bytes_put_uint (out, self->next_stack);
  put_units (out, self->eliminated);

  bth_bytes_put_uint (out, self->winter_months);
  bth_bytes_put_bool (out, self->winter_known);
  bth_bytes_put_uint (out, g_hash_table_size (self->answers));
  {
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init (&iter, self->answers);
    while (g_hash_table_iter_next (&iter, &key, &value))
      {
        bth_bytes_put_string (out, key);
        bth_bytes_put_string (out, value);
      }
  }

  bth_bytes_put_uint (out, self->n_events);
  bth_bytes_put_uint (out, self->n_dice_rolled);
  bth_bytes_put_uint (out, self->n_tables);
  bth_bytes_put_uint (out, self->n_notes);
  bth_bytes_put_uint (out, self->n_edits);

  if (!bth_game_state_books_to_bytes (self, out))
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free_to_bytes (out);
}

/* ---- reading ------------------------------------------------------------------------- */

static int
get_int (BthBytesReader *in)
{
  return bth_bytes_get_int_in (in, G_MININT, G_MAXINT);
}

static guint
get_uint (BthBytesReader *in)
{
  guint64 value = bth_bytes_get_uint (in);

  if (value > G_MAXUINT)
    bth_bytes_reader_fail (in);
  return (guint) value;
}

/* A string that may not be NULL; "" on failure, so the state stays well-formed. */
static char *
get_text (BthBytesReader *in)
{
  char *text = bth_bytes_get_string (in);

  if (text == NULL)
    {
      bth_bytes_reader_fail (in);
      return g_strdup ("");
    }
  return text;
}

static void
get_units (BthBytesReader *in, GArray *units)
{
  guint n = bth_bytes_get_count (in);

  for (guint i = 0; i < n; i++)
    {
      BthUnitCount u;
      u.power = get_text (in);
      u.kind = get_text (in);
      u.sp = get_int (in);
      g_array_append_val (units, u);
    }
}

static void
get_strings (BthBytesReader *in, GPtrArray *strings)
{
  guint n = bth_bytes_get_count (in);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (strings, get_text (in));
}

BthGameState *
bth_game_state_from_bytes (GBytes *bytes, GError **error)
{
  g_autoptr(BthGameState) self = bth_game_state_new ();
  g_autofree char *magic = NULL;
  g_autofree char *version = NULL;
  BthBytesReader r, *in = &r;
  gsize length;
  gconstpointer data = g_bytes_get_data (bytes, &length);

  bth_bytes_reader_init (in, data, length);
  magic = bth_bytes_get_string (in);
  if (g_strcmp0 (magic, STATE_BYTES_MAGIC) != 0 || bth_bytes_get_uint (in) != STATE_BYTES_VERSION ||
      g_strcmp0 ((version = bth_bytes_get_string (in)), PACKAGE_VERSION) != 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "not a War and Peace state of this version");
      return NULL;
    }

  self->scenario = bth_bytes_get_string (in);
  self->scenario_name = bth_bytes_get_string (in);
  self->ruleset = bth_bytes_get_string (in);
  self->sequence = bth_bytes_get_string (in);
  {
    gboolean has_options = bth_bytes_get_bool (in);
    char **options = bth_bytes_get_strv (in);
    if (has_options)
      self->options = options;
    else
      g_strfreev (options);
  }
  self->start = get_int (in);
  self->end = get_int (in);
  get_strings (in, self->sides);

  self->month = get_int (in);
  self->segment = bth_bytes_get_string (in);
  self->phase = bth_bytes_get_string (in);
  self->ended = bth_bytes_get_bool (in);

  self->french_vp = get_int (in);
  self->french_cp = get_int (in);
  self->anti_vp = get_int (in);
  self->anti_cp = get_int (in);
  self->pro_french_powers = get_int (in);
  self->anti_french_powers = get_int (in);
  for (guint i = 0, n = bth_bytes_get_count (in); i < n; i++)
    {
      BthPowerState *p = g_new0 (BthPowerState, 1);
      p->id = get_text (in);
      p->side = bth_bytes_get_string (in);
      p->permanent = bth_bytes_get_bool (in);
      g_ptr_array_add (self->powers, p);
    }
  self->alliance_rolls = get_int (in);
  self->alliance_zeros = get_int (in);
  self->alliance_sevens = get_int (in);
  self->alliance_deleted = bth_bytes_get_bool (in);
  self->alliance_deleted_rule = bth_bytes_get_string (in);

  for (guint i = 0, n = bth_bytes_get_count (in); i < n; i++)
    {
      BthLeaderState *l = g_new0 (BthLeaderState, 1);
      g_ptr_array_add (self->leaders, l);
      l->id = get_text (in);
      l->name = get_text (in);
      l->power = get_text (in);
      l->side = bth_bytes_get_string (in);
      l->value = get_int (in);
      l->colour = bth_bytes_get_string (in);
      l->named = bth_bytes_get_bool (in);
      l->nationality_unprinted = bth_bytes_get_bool (in);
      {
        guint64 status = bth_bytes_get_uint (in);
        if (status > BTH_LEADER_STATUS_WITHDRAWN)
          bth_bytes_reader_fail (in);
        l->status = (BthLeaderStatus) status;
      }
      l->returns = get_int (in);
      l->stack = bth_bytes_get_string (in);
    }
  for (guint i = 0, n = bth_bytes_get_count (in); i < n; i++)
    {
      BthStackState *s = g_new0 (BthStackState, 1);
      s->leaders = g_ptr_array_new_with_free_func (g_free);
      s->units = bth_unit_counts_new ();
      g_ptr_array_add (self->stacks, s);
      s->id = get_text (in);
      s->side = bth_bytes_get_string (in);
      s->location = bth_bytes_get_string (in);
      get_strings (in, s->leaders);
      get_units (in, s->units);
      s->supplied = bth_bytes_get_bool (in);
      s->supply_overridden = bth_bytes_get_bool (in);
      s->inside_city = bth_bytes_get_bool (in);
      s->entrenched = bth_bytes_get_bool (in);
      s->siege_marker = get_int (in);
      s->demoralization = get_int (in);
      s->landed = bth_bytes_get_string (in);
    }
  self->next_stack = get_uint (in);
  get_units (in, self->eliminated);

  self->winter_months = get_uint (in);
  self->winter_known = bth_bytes_get_bool (in);
  for (guint i = 0, n = bth_bytes_get_count (in); i < n; i++)
    {
      char *key = get_text (in);
      g_hash_table_replace (self->answers, key, bth_bytes_get_string (in));
    }

  self->n_events = get_uint (in);
  self->n_dice_rolled = get_uint (in);
  self->n_tables = get_uint (in);
  self->n_notes = get_uint (in);
  self->n_edits = get_uint (in);

  if (!bth_bytes_reader_ok (in, FALSE) || !bth_game_state_books_from_bytes (self, in) ||
      !bth_bytes_reader_ok (in, TRUE))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "a War and Peace state that does not read back");
      return NULL;
    }
  return g_steal_pointer (&self);
}
