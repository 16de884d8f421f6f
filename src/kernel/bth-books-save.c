/* bth-books-save.c — a game's save file: its envelope written and read, with a fast strict
 * parser that reads the log straight into events. */
#include "bth-books-save.h"
#include "bth-error.h"
#include "bth-json-reader.h"
#include "bth-json-strict.h"

#include <string.h>

/* ---- writing ------------------------------------------------------------------------- */

/* What json_to_string (bth_event_to_json (EVENT), FALSE) writes, without building it: the
 * nick and time need no escapes, and the payload is already its compact text. */
static void
append_event (GString *out, BthEvent *event)
{
  g_autofree char *time = bth_event_format_time (event->time);
  gsize length;
  const char *payload;

  g_string_append_printf (out, "{\"type\":\"%s\",\"action\":%u,\"time\":\"%s\",\"payload\":",
                          bth_event_type_to_nick (event->type), event->action, time);
  payload = bth_event_get_payload_text (event, &length);
  g_string_append_len (out, payload, length);
  g_string_append_c (out, '}');
}

char *
bth_books_save_to_data (const BthBooksSaveKind *kind, const char *scenario_id, guint64 seed,
                        const char *dice_state, GPtrArray *events, GPtrArray *redo, gsize *length)
{
  GString *out = g_string_sized_new (4096);
  g_autoptr(JsonNode) scenario_node = scenario_id != NULL ? json_node_init_string (json_node_alloc (), scenario_id)
                                                          : json_node_init_null (json_node_alloc ());
  g_autofree char *scenario = json_to_string (scenario_node, FALSE);

  /* Written by hand so that each event is one line: diffable, and fast to write. */
  g_string_append_printf (out, "{\n  \"format\": \"%s\",\n  \"format_version\": %d,\n",
                          kind->format, kind->format_version);
  g_string_append_printf (out, "  \"game\": \"%s\",\n", kind->game);
  g_string_append_printf (out, "  \"ruleset\": \"%s\",\n", kind->ruleset);
  g_string_append_printf (out, "  \"scenario\": %s,\n", scenario);
  g_string_append_printf (out, "  \"dice\": {\"seed\": \"%" G_GUINT64_FORMAT "\", \"state\": \"%s\"},\n",
                          seed, dice_state);
  g_string_append (out, "  \"events\": [\n");
  for (guint i = 0; i < events->len; i++)
    {
      g_string_append (out, "    ");
      append_event (out, g_ptr_array_index (events, i));
      g_string_append (out, i + 1 < events->len ? ",\n" : "\n");
    }
  g_string_append (out, "  ],\n  \"redo\": [");
  for (guint r = 0; r < redo->len; r++)
    {
      GPtrArray *action = g_ptr_array_index (redo, r);
      g_string_append (out, r == 0 ? "\n    [\n" : "    [\n");
      for (guint i = 0; i < action->len; i++)
        {
          g_string_append (out, "      ");
          append_event (out, g_ptr_array_index (action, i));
          g_string_append (out, i + 1 < action->len ? ",\n" : "\n");
        }
      g_string_append (out, r + 1 < redo->len ? "    ],\n" : "    ]\n  ");
    }
  g_string_append (out, "]\n}\n");
  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

/* ---- reading the log straight into events ---------------------------------------------
 * The save is read by bth-json-reader; its "events" and "redo" are read here, each event's
 * envelope without a JSON object and its payload kept as text (see bth-event.h). */

typedef struct {
  BthJsonReader reader;   /* first: the reader's hook is given it */
  GPtrArray    *events;   /* "events", read straight into BthEvent */
  GPtrArray    *redo;     /* "redo": GPtrArray of BthEvent per action */
} Parser;

/* One event, without building a JSON object for its envelope; its payload is kept as text.
 * A payload written by Berthier (json-glib's compact form) is checked in place and copied;
 * any other (spaces, escapes, fractions, or an error) is read into a tree, which names the
 * problem with its path, and written back in the compact form: a rewritten save is what
 * Berthier wrote before payloads were kept as text. */
static BthEvent *
parse_event (BthJsonReader *ps)
{
  g_autofree char *type = NULL, *time_text = NULL, *payload_heap = NULL;
  const char *payload = NULL;
  gsize payload_length = 0;
  gint64 action = -1, time;
  BthEventType event_type;
  BthEvent *event;

  bth_json_reader_skip_space (ps);
  if (ps->p >= ps->end || *ps->p != '{')
    return bth_json_reader_fail (ps, "expected an event object"), NULL;
  ps->p++;
  while (TRUE)
    {
      char key_buf[16];
      g_autofree char *key_heap = NULL;
      const char *key = NULL;
      bth_json_reader_skip_space (ps);
      if (ps->p >= ps->end || *ps->p != '"' || (key = bth_json_reader_short_string (ps, key_buf, sizeof key_buf, &key_heap)) == NULL)
        goto bad_syntax;
      bth_json_reader_skip_space (ps);
      if (ps->p >= ps->end || *ps->p != ':')
        goto bad_syntax;
      ps->p++;
      bth_json_reader_skip_space (ps);
      if (g_str_equal (key, "type") && type == NULL && ps->p < ps->end && *ps->p == '"')
        type = bth_json_reader_string (ps);
      else if (g_str_equal (key, "time") && time_text == NULL && ps->p < ps->end && *ps->p == '"')
        time_text = bth_json_reader_string (ps);
      else if (g_str_equal (key, "action") && action < 0)
        {
          JsonNode *n = bth_json_reader_value (ps, 3);
          if (n == NULL)
            goto bad;
          action = JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_INT64 ? json_node_get_int (n) : 0;
          json_node_unref (n);
          if (action < 1 || action > G_MAXINT)
            {
              g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s.action: expected an integer from 1", bth_json_reader_path (ps));
              goto bad;
            }
        }
      else if (g_str_equal (key, "payload") && payload == NULL)
        {
          const char *begin = ps->p;
          if (ps->p < ps->end && *ps->p == '{' && bth_json_reader_skip_compact (ps, 3))
            {
              payload = begin;
              payload_length = ps->p - begin;
            }
          else
            {
              guint len = ps->path->len;
              g_autoptr(JsonNode) node = NULL;
              ps->p = begin;
              bth_json_reader_push_key (ps, "payload");
              node = bth_json_reader_value (ps, 3);
              g_array_set_size (ps->path, len);
              if (node == NULL)
                goto bad;
              if (!JSON_NODE_HOLDS_OBJECT (node))
                {
                  g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s.payload: expected an object", bth_json_reader_path (ps));
                  goto bad;
                }
              payload = payload_heap = json_to_string (node, FALSE);
              payload_length = strlen (payload_heap);
            }
        }
      else
        {
          g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s: %s key \"%s\"", bth_json_reader_path (ps),
                       g_str_equal (key, "type") || g_str_equal (key, "time") || g_str_equal (key, "action") ||
                       g_str_equal (key, "payload") ? "duplicate or mistyped" : "unknown", key);
          goto bad;
        }
      if (ps->error != NULL && *ps->error != NULL)
        goto bad;
      bth_json_reader_skip_space (ps);
      if (ps->p < ps->end && *ps->p == ',')
        {
          ps->p++;
          continue;
        }
      if (ps->p < ps->end && *ps->p == '}')
        {
          ps->p++;
          break;
        }
      goto bad_syntax;
    }
  if (type == NULL || time_text == NULL || action < 0 || payload == NULL)
    {
      g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s: missing required key \"%s\"", bth_json_reader_path (ps),
                   type == NULL ? "type" : time_text == NULL ? "time" : action < 0 ? "action" : "payload");
      goto bad;
    }
  if (!bth_event_type_from_nick (type, &event_type))
    {
      g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s.type: unknown event type \"%s\"", bth_json_reader_path (ps), type);
      goto bad;
    }
  if (!bth_event_parse_time (time_text, &time))
    {
      g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "$%s.time: \"%s\" is not a UTC time like 2025-05-01T10:00:00Z", bth_json_reader_path (ps), time_text);
      goto bad;
    }
  event = bth_event_new_from_text (event_type, payload, payload_length);
  event->action = (guint) action;
  event->time = time;
  return event;

bad_syntax:
  if (ps->error == NULL || *ps->error == NULL)
    bth_json_reader_fail (ps, ps->p >= ps->end ? "the text ends inside an event" : "unexpected character in an event");
bad:
  return NULL;
}

/* "[event, …]" into LIST. */
static gboolean
parse_event_list (BthJsonReader *ps, GPtrArray *list)
{
  guint len = ps->path->len;

  bth_json_reader_skip_space (ps);
  if (ps->p >= ps->end || *ps->p != '[')
    return bth_json_reader_fail (ps, "expected an array of events");
  ps->p++;
  bth_json_reader_skip_space (ps);
  if (ps->p < ps->end && *ps->p == ']')
    return ps->p++, TRUE;
  while (TRUE)
    {
      BthEvent *event;
      bth_json_reader_push_index (ps, list->len);
      event = parse_event (ps);
      g_array_set_size (ps->path, len);
      if (event == NULL)
        return FALSE;
      g_ptr_array_add (list, event);
      bth_json_reader_skip_space (ps);
      if (ps->p < ps->end && *ps->p == ',')
        {
          ps->p++;
          continue;
        }
      if (ps->p < ps->end && *ps->p == ']')
        return ps->p++, TRUE;
      return bth_json_reader_fail (ps, ps->p >= ps->end ? "the text ends inside a list of events" : "expected ',' or ']'");
    }
}

/* "redo": [[event, …], …] */
static gboolean
parse_redo (BthJsonReader *ps)
{
  guint len = ps->path->len;

  bth_json_reader_skip_space (ps);
  if (ps->p >= ps->end || *ps->p != '[')
    return bth_json_reader_fail (ps, "expected an array of actions");
  ps->p++;
  bth_json_reader_skip_space (ps);
  if (ps->p < ps->end && *ps->p == ']')
    return ps->p++, TRUE;
  while (TRUE)
    {
      GPtrArray *action = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
      gboolean ok;
      g_ptr_array_add (((Parser *) ps)->redo, action);
      bth_json_reader_push_index (ps, ((Parser *) ps)->redo->len - 1);
      ok = parse_event_list (ps, action);
      g_array_set_size (ps->path, len);
      if (!ok)
        return FALSE;
      bth_json_reader_skip_space (ps);
      if (ps->p < ps->end && *ps->p == ',')
        {
          ps->p++;
          continue;
        }
      if (ps->p < ps->end && *ps->p == ']')
        return ps->p++, TRUE;
      return bth_json_reader_fail (ps, ps->p >= ps->end ? "the text ends inside the redo list" : "expected ',' or ']'");
    }
}


/* The reader's hook: "events" and "redo" at the root are read into events. */
static gboolean
read_log_member (BthJsonReader *ps, const char *key, JsonNode **value)
{
  Parser *save = (Parser *) ps;
  gboolean ok;

  if (g_str_equal (key, "events"))
    ok = parse_event_list (ps, save->events);
  else if (g_str_equal (key, "redo"))
    ok = parse_redo (ps);
  else
    return FALSE;
  /* The tree holds an empty array in their place. */
  *value = NULL;
  if (ok)
    {
      JsonArray *empty = json_array_new ();
      *value = json_node_init_array (json_node_alloc (), empty);
      json_array_unref (empty);
    }
  return TRUE;
}

static JsonNode *
parse_save (const char *data, gsize length, GPtrArray *events, GPtrArray *redo, GError **error)
{
  Parser ps = { .events = events, .redo = redo };
  JsonNode *root;

  if (!g_utf8_validate (data, length, NULL))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$: not valid UTF-8 text");
      return NULL;
    }
  bth_json_reader_init (&ps.reader, data, length, error);
  ps.reader.root_member = read_log_member;
  root = bth_json_reader_document (&ps.reader);
  bth_json_reader_clear (&ps.reader);
  return root;
}

/* ---- reading ------------------------------------------------------------------------- */

static gboolean
prefix_error (GError **error, const char *name)
{
  if (error != NULL && *error != NULL)
    g_prefix_error (error, "%s: ", name);
  return FALSE;
}

void
bth_books_save_contents_clear (BthBooksSaveContents *contents)
{
  g_clear_pointer (&contents->events, g_ptr_array_unref);
  g_clear_pointer (&contents->redo, g_ptr_array_unref);
  g_clear_pointer (&contents->root, json_node_unref);
  contents->scenario = NULL;
  contents->dice_state = NULL;
}

gboolean
bth_books_save_read (const BthBooksSaveKind *kind, const char *data, gsize length, const char *name,
                     BthBooksSaveContents *out, GError **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GPtrArray) redo = NULL;
  JsonObject *obj, *dice;
  const char *format, *ruleset, *seed_text, *dice_state, *game_id = kind->game;
  guint64 seed;
  int version;

  memset (out, 0, sizeof *out);
  if (length == 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: the file is empty", name);
      return FALSE;
    }
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  redo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  if ((root = parse_save (data, length, events, redo, error)) == NULL)
    return prefix_error (error, name);
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $: not a Berthier game (expected an object)", name);
      return FALSE;
    }
  obj = json_node_get_object (root);
  /* The format first: another kind of file, or a newer one, is named as such. */
  if ((format = bth_json_member_string (obj, "$", "format", error)) == NULL)
    return prefix_error (error, name);
  if (!g_str_equal (format, kind->format))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.format: \"%s\" is not a Berthier game (\"%s\")", name, format, kind->format);
      return FALSE;
    }
  if (!bth_json_member_int (obj, "$", "format_version", 1, G_MAXINT, &version, error))
    return prefix_error (error, name);
  if (version > kind->format_version)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.format_version: the file was saved by a newer Berthier (version %d; this one reads "
                   "version %d)", name, version, kind->format_version);
      return FALSE;
    }
  /* "game" names the game (the first saves, without it, are KIND's). */
  if (!bth_json_check_keys (obj, "$", BTH_JSON_KEYS ("format", "format_version", "ruleset", "scenario", "dice",
                                            "events", "redo"), BTH_JSON_KEYS ("game"), error) ||
      (json_object_has_member (obj, "game") && (game_id = bth_json_member_string (obj, "$", "game", error)) == NULL) ||
      (ruleset = bth_json_member_string (obj, "$", "ruleset", error)) == NULL ||
      (dice = bth_json_member_object (obj, "$", "dice", error)) == NULL ||
      !bth_json_check_keys (dice, "$.dice", BTH_JSON_KEYS ("seed", "state"), NULL, error) ||
      (seed_text = bth_json_member_string (dice, "$.dice", "seed", error)) == NULL ||
      (dice_state = bth_json_member_string (dice, "$.dice", "state", error)) == NULL ||
      bth_json_member_array (obj, "$", "events", 0, 0, error) == NULL ||
      bth_json_member_array (obj, "$", "redo", 0, 0, error) == NULL)
    return prefix_error (error, name);
  if (!g_str_equal (game_id, kind->game))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.game: the file is a game of \"%s\", not of %s", name, game_id, kind->game_name);
      return FALSE;
    }
  if (!g_str_equal (ruleset, kind->ruleset))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.ruleset: the game uses ruleset \"%s\", not the loaded \"%s\"", name, ruleset,
                   kind->ruleset);
      return FALSE;
    }
  if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, NULL))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $.dice.seed: \"%s\" is not a seed", name, seed_text);
      return FALSE;
    }
  out->seed = seed;
  out->dice_state = dice_state;
  out->scenario = json_object_get_member (obj, "scenario");
  out->events = g_steal_pointer (&events);
  out->redo = g_steal_pointer (&redo);
  out->root = g_steal_pointer (&root);
  return TRUE;
}
