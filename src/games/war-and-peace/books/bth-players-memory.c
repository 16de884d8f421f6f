/* bth-players-memory.c — the players' data kept from one game to the next. */
#include "bth-players-memory.h"
#include "bth-atomic-file.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <string.h>

#define FORMAT "berthier-players-data"
#define FORMAT_VERSION 1
typedef struct {
  char *name;
  int   value;     /* BTH_GAME_VALUE_UNKNOWN when not known */
  char *colour;
} Leader;

typedef struct {
  char *item;
  char *answer;
} Answer;

struct _BthPlayersMemory {
  guint       winter_months;
  gboolean    winter_known;
  GHashTable *leaders;   /* id → Leader */
  GHashTable *answers;   /* item key → Answer */
};

static void
leader_free (Leader *l)
{
  g_free (l->name);
  g_free (l->colour);
  g_free (l);
}

static void
answer_free (Answer *a)
{
  g_free (a->item);
  g_free (a->answer);
  g_free (a);
}

BthPlayersMemory *
bth_players_memory_new (void)
{
  BthPlayersMemory *self = g_new0 (BthPlayersMemory, 1);

  self->leaders = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) leader_free);
  self->answers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) answer_free);
  return self;
}

void
bth_players_memory_free (BthPlayersMemory *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->leaders);
  g_hash_table_unref (self->answers);
  g_free (self);
}

gboolean
bth_players_memory_get_winter (BthPlayersMemory *self, guint *months)
{
  if (months != NULL)
    *months = self->winter_known ? self->winter_months : 0;
  return self->winter_known;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

GStrv
bth_players_memory_get_colours (BthPlayersMemory *self)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) colours = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->leaders);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      const Leader *l = value;
      if (l->colour != NULL && g_hash_table_add (seen, l->colour))
        g_ptr_array_add (colours, g_strdup (l->colour));
    }
  g_ptr_array_sort (colours, compare_strings);
  g_ptr_array_add (colours, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&colours), FALSE);
}

/* ---- learning and offering -------------------------------------------------------------- */

static gboolean
set_string (char **field, const char *value)
{
  if (value == NULL || g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

gboolean
bth_players_memory_learn (BthPlayersMemory *self, const BthGameState *state, const char * const *items)
{
  gboolean changed = FALSE;

  if (state->winter_known && (!self->winter_known || self->winter_months != state->winter_months))
    {
      self->winter_known = TRUE;
      self->winter_months = state->winter_months;
      changed = TRUE;
    }
  for (guint i = 0; i < state->leaders->len; i++)
    {
      const BthLeaderState *l = g_ptr_array_index (state->leaders, i);
      Leader *known;

      /* Unnamed "Leader (0)" counters are interchangeable: nothing to remember by id. */
      if (!l->named || (l->value == BTH_GAME_VALUE_UNKNOWN && l->colour == NULL))
        continue;
      known = g_hash_table_lookup (self->leaders, l->id);
      if (known == NULL)
        {
          known = g_new0 (Leader, 1);
          known->value = BTH_GAME_VALUE_UNKNOWN;
          g_hash_table_insert (self->leaders, g_strdup (l->id), known);
          changed = TRUE;
        }
      changed |= set_string (&known->name, l->name);
      if (l->value != BTH_GAME_VALUE_UNKNOWN && l->value != known->value)
        {
          known->value = l->value;
          changed = TRUE;
        }
      changed |= set_string (&known->colour, l->colour);
    }
  for (guint i = 0; items != NULL && items[i] != NULL; i++)
    {
      g_autofree char *key = bth_players_data_item_key (items[i]);
      const char *text = g_hash_table_lookup (state->answers, key);
      Answer *known;

      if (text == NULL)
        continue;
      known = g_hash_table_lookup (self->answers, key);
      if (known == NULL)
        {
          known = g_new0 (Answer, 1);
          g_hash_table_insert (self->answers, g_strdup (key), known);
          changed = TRUE;
        }
      changed |= set_string (&known->item, items[i]);
      changed |= set_string (&known->answer, text);
    }
  return changed;
}

static void
offer (GPtrArray *paths, GPtrArray *values, char *path, JsonNode *value)
{
  g_ptr_array_add (paths, path);
  g_ptr_array_add (values, value);
}

guint
bth_players_memory_offer (BthPlayersMemory *self, const BthGameState *state, const char * const *items,
                          GPtrArray *paths, GPtrArray *values)
{
  guint before = paths->len;

  if (self->winter_known && !state->winter_known)
    {
      JsonArray *months = json_array_new ();
      JsonNode *node = json_node_new (JSON_NODE_ARRAY);

      for (int m = 1; m <= 12; m++)
        if (self->winter_months & (1u << (m - 1)))
          json_array_add_int_element (months, m);
      json_node_take_array (node, months);
      offer (paths, values, g_strdup ("calendar.winter_months"), node);
    }
  for (guint i = 0; i < state->leaders->len; i++)
    {
      const BthLeaderState *l = g_ptr_array_index (state->leaders, i);
      const Leader *known = l->named ? g_hash_table_lookup (self->leaders, l->id) : NULL;

      if (known == NULL)
        continue;
      if (l->value == BTH_GAME_VALUE_UNKNOWN && known->value != BTH_GAME_VALUE_UNKNOWN)
        offer (paths, values, g_strdup_printf ("leaders.%s.value", l->id),
               json_node_init_int (json_node_alloc (), known->value));
      if (l->colour == NULL && known->colour != NULL)
        offer (paths, values, g_strdup_printf ("leaders.%s.colour", l->id),
               json_node_init_string (json_node_alloc (), known->colour));
    }
  for (guint i = 0; items != NULL && items[i] != NULL; i++)
    {
      g_autofree char *key = bth_players_data_item_key (items[i]);
      const Answer *known = g_hash_table_lookup (self->answers, key);

      if (known != NULL && g_hash_table_lookup (state->answers, key) == NULL)
        offer (paths, values, g_strdup_printf ("answers.%s", key),
               json_node_init_string (json_node_alloc (), known->answer));
    }
  return paths->len - before;
}

guint
bth_players_memory_offer_reworded (BthPlayersMemory *self, const BthGameState *state, const char *item,
                                   const char * const *formerly, GPtrArray *paths, GPtrArray *values)
{
  g_autofree char *key = bth_players_data_item_key (item);
  gboolean former;

  if (g_hash_table_lookup (self->answers, key) != NULL ||
      bth_game_state_get_answer_or_former (state, item, formerly, &former) != NULL)
    return 0;
  for (guint i = 0; formerly != NULL && formerly[i] != NULL; i++)
    {
      g_autofree char *old_key = bth_players_data_item_key (formerly[i]);
      const Answer *known = g_hash_table_lookup (self->answers, old_key);

      if (known != NULL)
        {
          offer (paths, values, g_strdup_printf ("answers.%s", key),
                 json_node_init_string (json_node_alloc (), known->answer));
          return 1;
        }
    }
  return 0;
}

/* ---- the file ----------------------------------------------------------------------------- */

static GList *
sorted_keys (GHashTable *table)
{
  return g_list_sort (g_hash_table_get_keys (table), (GCompareFunc) strcmp);
}

char *
bth_players_memory_to_data (BthPlayersMemory *self)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GList) leaders = sorted_keys (self->leaders);
  g_autoptr(GList) answers = sorted_keys (self->answers);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, FORMAT);
  json_builder_set_member_name (b, "format_version");
  json_builder_add_int_value (b, FORMAT_VERSION);
  json_builder_set_member_name (b, "winter_months");
  if (self->winter_known)
    {
      json_builder_begin_array (b);
      for (int m = 1; m <= 12; m++)
        if (self->winter_months & (1u << (m - 1)))
          json_builder_add_int_value (b, m);
      json_builder_end_array (b);
    }
  else
    json_builder_add_null_value (b);

  json_builder_set_member_name (b, "leaders");
  json_builder_begin_object (b);
  for (GList *k = leaders; k != NULL; k = k->next)
    {
      const Leader *l = g_hash_table_lookup (self->leaders, k->data);

      json_builder_set_member_name (b, k->data);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, l->name);
      json_builder_set_member_name (b, "value");
      if (l->value == BTH_GAME_VALUE_UNKNOWN)
        json_builder_add_null_value (b);
      else
        json_builder_add_int_value (b, l->value);
      json_builder_set_member_name (b, "colour");
      if (l->colour == NULL)
        json_builder_add_null_value (b);
      else
        json_builder_add_string_value (b, l->colour);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "answers");
  json_builder_begin_object (b);
  for (GList *k = answers; k != NULL; k = k->next)
    {
      const Answer *a = g_hash_table_lookup (self->answers, k->data);

      json_builder_set_member_name (b, k->data);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "item");
      json_builder_add_string_value (b, a->item);
      json_builder_set_member_name (b, "answer");
      json_builder_add_string_value (b, a->answer);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  return json_generator_to_data (gen, NULL);
}

static gboolean
bad (GError **error, const char *path, const char *message)
{
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: %s", path, message);
  return FALSE;
}

static gboolean
read_winter (BthPlayersMemory *self, JsonObject *root, GError **error)
{
  JsonNode *node = json_object_get_member (root, "winter_months");
  JsonArray *array;
  int last = 0;

  if (JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return bad (error, "$.winter_months", "expected a list of month numbers 1-12, or null");
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      int m;
      if (!bth_json_element_int (array, "$.winter_months", i, 1, 12, &m, error))
        return FALSE;
      if (m <= last)
        {
          g_autofree char *path = g_strdup_printf ("$.winter_months[%u]", i);
          return bad (error, path, "the months must be listed once each, in order");
        }
      last = m;
      self->winter_months |= 1u << (m - 1);
    }
  self->winter_known = TRUE;
  return TRUE;
}

static gboolean
read_leaders (BthPlayersMemory *self, JsonObject *leaders, GError **error)
{
  JsonObjectIter iter;
  const char *id;
  JsonNode *node;

  json_object_iter_init (&iter, leaders);
  while (json_object_iter_next (&iter, &id, &node))
    {
      g_autofree char *path = g_strdup_printf ("$.leaders.%s", id);
      JsonObject *obj;
      Leader *l;
      const char *name;
      int value;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return bad (error, path, "expected an object");
      obj = json_node_get_object (node);
      if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("name", "value", "colour"), NULL, error) ||
          (name = bth_json_member_string (obj, path, "name", error)) == NULL ||
          !bth_json_member_int_or_null (obj, path, "value", 0, 9, BTH_GAME_VALUE_UNKNOWN, &value, error))
        return FALSE;
      l = g_new0 (Leader, 1);
      l->name = g_strdup (name);
      l->value = value;
      g_hash_table_insert (self->leaders, g_strdup (id), l);
      if (!bth_json_optional_string (obj, path, "colour", &l->colour, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_answers (BthPlayersMemory *self, JsonObject *answers, GError **error)
{
  JsonObjectIter iter;
  const char *key;
  JsonNode *node;

  json_object_iter_init (&iter, answers);
  while (json_object_iter_next (&iter, &key, &node))
    {
      g_autofree char *path = g_strdup_printf ("$.answers.%s", key);
      g_autofree char *expected = NULL;
      JsonObject *obj;
      const char *item, *text;
      Answer *a;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return bad (error, path, "expected an object");
      obj = json_node_get_object (node);
      if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("item", "answer"), NULL, error) ||
          (item = bth_json_member_string (obj, path, "item", error)) == NULL ||
          (text = bth_json_member_string (obj, path, "answer", error)) == NULL)
        return FALSE;
      expected = bth_players_data_item_key (item);
      if (!g_str_equal (expected, key))
        return bad (error, path, "the key is not the one of the item's text");
      a = g_new0 (Answer, 1);
      a->item = g_strdup (item);
      a->answer = g_strdup (text);
      g_hash_table_insert (self->answers, g_strdup (key), a);
    }
  return TRUE;
}

BthPlayersMemory *
bth_players_memory_copy (BthPlayersMemory *self)
{
  g_autofree char *data = bth_players_memory_to_data (self);
  BthPlayersMemory *copy = bth_players_memory_from_data (data, "players' data", NULL);

  g_assert (copy != NULL);   /* what to_data writes, from_data reads */
  return copy;
}

BthPlayersMemory *
bth_players_memory_from_data (const char *data, const char *name, GError **error)
{
  g_autoptr(BthPlayersMemory) self = bth_players_memory_new ();
  g_autoptr(JsonNode) root_node = NULL;
  g_autoptr(GError) local = NULL;
  JsonObject *root, *leaders, *answers;
  const char *format;
  int version;

  root_node = bth_json_parse_strict (data, -1, &local);
  if (root_node != NULL && !JSON_NODE_HOLDS_OBJECT (root_node))
    bad (&local, "$", "expected an object");
  if (local == NULL)
    {
      root = json_node_get_object (root_node);
      if (bth_json_check_keys (root, "$", BTH_JSON_KEYS ("format", "format_version", "winter_months", "leaders", "answers"),
                               NULL, &local) &&
          (format = bth_json_member_string (root, "$", "format", &local)) != NULL &&
          (g_str_equal (format, FORMAT) || bad (&local, "$.format", "not a file of the players' data")) &&
          bth_json_member_int (root, "$", "format_version", 1, FORMAT_VERSION, &version, &local) &&
          read_winter (self, root, &local) &&
          (leaders = bth_json_member_object (root, "$", "leaders", &local)) != NULL &&
          read_leaders (self, leaders, &local) &&
          (answers = bth_json_member_object (root, "$", "answers", &local)) != NULL)
        read_answers (self, answers, &local);
    }
  if (local != NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: %s", name, local->message);
      return NULL;
    }
  return g_steal_pointer (&self);
}

BthPlayersMemory *
bth_players_memory_load (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local = NULL;

  bth_atomic_file_clean (path);   /* what a killed save left */
  if (!g_file_get_contents (path, &data, NULL, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return bth_players_memory_new ();
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  return bth_players_memory_from_data (data, path, error);
}

gboolean
bth_players_memory_save (BthPlayersMemory *self, const char *path, GError **error)
{
  g_autofree char *data = bth_players_memory_to_data (self);

  /* The previous file kept as PATH.bak; PATH replaced through a temporary file of its own
   * (bth-atomic-file.h), so that a crash loses nothing and leaves nothing for long. */
  return bth_atomic_file_write (path, data, strlen (data), TRUE, error);
}
