/* bth-game-save.c — writing and reading save files; the text export of a log. */
#include "bth-game-save.h"
#include "bth-game-names.h"
#include "bth-game-books.h"
#include "bth-game-fleets.h"
#include "bth-game-fleet-cargo.h"
#include "bth-game-private.h"
#include "bth-atomic-file.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <string.h>

static void
append_event (GString *out, BthEvent *event)
{
  g_autoptr(JsonNode) node = bth_event_to_json (event);
  g_autofree char *text = json_to_string (node, FALSE);

  g_string_append (out, text);
}

char *
bth_game_save_to_data (BthGame *self, gsize *length)
{
  GString *out = g_string_sized_new (4096);
  GPtrArray *events = bth_game_get_events (self);
  GPtrArray *redo = bth_game_get_redo_stack (self);
  const BthGameState *state = bth_game_get_state (self);
  g_autofree char *dice_state = bth_dice_save_state (bth_game_get_dice (self));
  g_autoptr(JsonNode) scenario_node = json_node_init_string (json_node_alloc (), state->scenario);
  g_autofree char *scenario = json_to_string (scenario_node, FALSE);

  /* Written by hand so that each event is one line: diffable, and fast to write. */
  g_string_append_printf (out, "{\n  \"format\": \"%s\",\n  \"format_version\": %d,\n",
                          BTH_GAME_FORMAT, BTH_GAME_FORMAT_VERSION);
  g_string_append_printf (out, "  \"game\": \"%s\",\n", BTH_GAME_ID);
  g_string_append_printf (out, "  \"ruleset\": \"%s\",\n", bth_ruleset_get_id (bth_game_get_ruleset (self)));
  g_string_append_printf (out, "  \"scenario\": %s,\n", scenario);
  g_string_append_printf (out, "  \"dice\": {\"seed\": \"%" G_GUINT64_FORMAT "\", \"state\": \"%s\"},\n",
                          bth_game_get_seed (self), dice_state);
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

gboolean
bth_game_save (BthGame *self, GFile *file, GError **error)
{
  gsize length;
  g_autofree char *data = bth_game_save_to_data (self, &length);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *bak_path = g_strconcat (path, ".bak", NULL);
  g_autoptr(GFile) bak = g_file_new_for_path (bak_path);
  g_autoptr(GError) local = NULL;
  g_autoptr(BthGame) check = NULL;

  /* Never write what could not be read back. */
  check = bth_game_load_from_data (bth_game_get_ruleset (self), data, length, path, &local);
  if (check == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: not saved, the game would not load back: %s", path, local->message);
      return FALSE;
    }
  /* Keep the previous save as FILE.bak; then replace FILE atomically. A local file goes
   * through a temporary file of our own naming, so that what a killed save left beside it
   * is recognised and removed here, or when the game is next opened (issue 17). */
  if (path != NULL)
    return bth_atomic_file_write (path, data, length, TRUE, error);
  if (g_file_query_exists (file, NULL) &&
      !g_file_copy (file, bak, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error))
    return FALSE;
  return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}

static gboolean
prefix_error (GError **error, const char *name)
{
  if (error != NULL && *error != NULL)
    g_prefix_error (error, "%s: ", name);
  return FALSE;
}


/* ---- a fast strict parser for saves ---------------------------------------------------
 * json-glib 1.6's GScanner-based parser plus the separate duplicate-key scan take several
 * hundred milliseconds on a 3 MB Grand Campaign save. This one builds the same JsonNode
 * tree in one pass, refusing what the strict helpers refuse: duplicate keys (with the
 * JSON path), text after the document, comments, single quotes and control characters. */

typedef struct {
  const char *start, *p, *end;
  GString    *path;
  GError    **error;
  GPtrArray  *events;      /* "events", read straight into BthEvent */
  GPtrArray  *redo;        /* "redo": GPtrArray of BthEvent per action */
} Parser;

static gboolean
parse_fail (Parser *ps, const char *message)
{
  guint line = 1, column = 1;

  for (const char *c = ps->start; c < ps->p && c < ps->end; c++)
    {
      if (*c == '\n')
        line++, column = 1;
      else
        column++;
    }
  g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
               "not a complete JSON document (truncated or damaged?): line %u, column %u: %s",
               line, column, message);
  return FALSE;
}

static void
skip_space (Parser *ps)
{
  while (ps->p < ps->end && (*ps->p == ' ' || *ps->p == '\n' || *ps->p == '\r' || *ps->p == '\t'))
    ps->p++;
}

static int
hex4 (const char *p)
{
  int value = 0;

  for (int i = 0; i < 4; i++)
    {
      int d = g_ascii_xdigit_value (p[i]);
      if (d < 0)
        return -1;
      value = value * 16 + d;
    }
  return value;
}

/* At the opening quote; returns a new string or NULL. */
static char *
parse_string (Parser *ps)
{
  GString *out = NULL;
  const char *run;

  ps->p++;
  run = ps->p;
  while (ps->p < ps->end && *ps->p != '"')
    {
      unsigned char c = (unsigned char) *ps->p;
      if (c < 0x20)
        {
          parse_fail (ps, "control character in a string");
          goto bad;
        }
      if (c != '\\')
        {
          ps->p++;
          continue;
        }
      if (out == NULL)
        out = g_string_new (NULL);
      g_string_append_len (out, run, ps->p - run);
      if (ps->p + 1 >= ps->end)
        break;
      switch (ps->p[1])
        {
        case '"': g_string_append_c (out, '"'); break;
        case '\\': g_string_append_c (out, '\\'); break;
        case '/': g_string_append_c (out, '/'); break;
        case 'b': g_string_append_c (out, '\b'); break;
        case 'f': g_string_append_c (out, '\f'); break;
        case 'n': g_string_append_c (out, '\n'); break;
        case 'r': g_string_append_c (out, '\r'); break;
        case 't': g_string_append_c (out, '\t'); break;
        case 'u':
          {
            int cp = ps->p + 6 <= ps->end ? hex4 (ps->p + 2) : -1;
            if (cp >= 0xD800 && cp <= 0xDBFF && ps->p + 12 <= ps->end && ps->p[6] == '\\' && ps->p[7] == 'u')
              {
                int low = hex4 (ps->p + 8);
                if (low >= 0xDC00 && low <= 0xDFFF)
                  {
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    ps->p += 6;
                  }
                else
                  cp = -1;
              }
            if (cp < 0 || (cp >= 0xD800 && cp <= 0xDFFF) || cp == 0)
              {
                parse_fail (ps, "bad \\u escape");
                goto bad;
              }
            g_string_append_unichar (out, cp);
            ps->p += 4;
          }
          break;
        default:
          parse_fail (ps, "bad escape in a string");
          goto bad;
        }
      ps->p += 2;
      run = ps->p;
    }
  if (ps->p >= ps->end)
    {
      parse_fail (ps, "the text ends inside a string");
      goto bad;
    }
  ps->p++;
  if (out == NULL)
    return g_strndup (run, ps->p - 1 - run);
  g_string_append_len (out, run, ps->p - 1 - run);
  return g_string_free (out, FALSE);

bad:
  if (out != NULL)
    g_string_free (out, TRUE);
  return NULL;
}

static JsonNode *parse_value (Parser *ps, guint depth);

static JsonNode *
parse_number (Parser *ps)
{
  const char *begin = ps->p;
  gboolean integer = TRUE;

  if (ps->p < ps->end && *ps->p == '-')
    ps->p++;
  if (ps->p >= ps->end || !g_ascii_isdigit (*ps->p))
    return parse_fail (ps, "unexpected character"), NULL;
  if (*ps->p == '0')
    ps->p++;
  else
    while (ps->p < ps->end && g_ascii_isdigit (*ps->p))
      ps->p++;
  if (ps->p < ps->end && *ps->p == '.')
    {
      integer = FALSE;
      ps->p++;
      if (ps->p >= ps->end || !g_ascii_isdigit (*ps->p))
        return parse_fail (ps, "bad number"), NULL;
      while (ps->p < ps->end && g_ascii_isdigit (*ps->p))
        ps->p++;
    }
  if (ps->p < ps->end && (*ps->p == 'e' || *ps->p == 'E'))
    {
      integer = FALSE;
      ps->p++;
      if (ps->p < ps->end && (*ps->p == '+' || *ps->p == '-'))
        ps->p++;
      if (ps->p >= ps->end || !g_ascii_isdigit (*ps->p))
        return parse_fail (ps, "bad number"), NULL;
      while (ps->p < ps->end && g_ascii_isdigit (*ps->p))
        ps->p++;
    }
  {
    g_autofree char *text = g_strndup (begin, ps->p - begin);
    if (integer)
      {
        gint64 value;
        if (!g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, &value, NULL))
          return parse_fail (ps, "integer out of range"), NULL;
        return json_node_init_int (json_node_alloc (), value);
      }
    return json_node_init_double (json_node_alloc (), g_ascii_strtod (text, NULL));
  }
}

/* One event, without building a JSON object for its envelope: only the payload is a tree. */
static BthEvent *
parse_event (Parser *ps)
{
  g_autofree char *type = NULL, *time_text = NULL;
  JsonNode *payload = NULL;
  gint64 action = -1, time;
  BthEventType event_type;
  BthEvent *event;

  skip_space (ps);
  if (ps->p >= ps->end || *ps->p != '{')
    return parse_fail (ps, "expected an event object"), NULL;
  ps->p++;
  while (TRUE)
    {
      g_autofree char *key = NULL;
      skip_space (ps);
      if (ps->p >= ps->end || *ps->p != '"' || (key = parse_string (ps)) == NULL)
        goto bad_syntax;
      skip_space (ps);
      if (ps->p >= ps->end || *ps->p != ':')
        goto bad_syntax;
      ps->p++;
      skip_space (ps);
      if (g_str_equal (key, "type") && type == NULL && ps->p < ps->end && *ps->p == '"')
        type = parse_string (ps);
      else if (g_str_equal (key, "time") && time_text == NULL && ps->p < ps->end && *ps->p == '"')
        time_text = parse_string (ps);
      else if (g_str_equal (key, "action") && action < 0)
        {
          JsonNode *n = parse_value (ps, 3);
          if (n == NULL)
            goto bad;
          action = JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_INT64 ? json_node_get_int (n) : 0;
          json_node_unref (n);
          if (action < 1 || action > G_MAXINT)
            {
              g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s.action: expected an integer from 1", ps->path->str);
              goto bad;
            }
        }
      else if (g_str_equal (key, "payload") && payload == NULL)
        {
          gsize len = ps->path->len;
          g_string_append (ps->path, ".payload");
          payload = parse_value (ps, 3);
          g_string_truncate (ps->path, len);
          if (payload == NULL)
            goto bad;
          if (!JSON_NODE_HOLDS_OBJECT (payload))
            {
              g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s.payload: expected an object", ps->path->str);
              goto bad;
            }
        }
      else
        {
          g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s: %s key \"%s\"", ps->path->str,
                       g_str_equal (key, "type") || g_str_equal (key, "time") || g_str_equal (key, "action") ||
                       g_str_equal (key, "payload") ? "duplicate or mistyped" : "unknown", key);
          goto bad;
        }
      if (ps->error != NULL && *ps->error != NULL)
        goto bad;
      skip_space (ps);
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
      g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s: missing required key \"%s\"", ps->path->str,
                   type == NULL ? "type" : time_text == NULL ? "time" : action < 0 ? "action" : "payload");
      goto bad;
    }
  if (!bth_event_type_from_nick (type, &event_type))
    {
      g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s.type: unknown event type \"%s\"", ps->path->str, type);
      goto bad;
    }
  if (!bth_event_parse_time (time_text, &time))
    {
      g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "$%s.time: \"%s\" is not a UTC time like 2025-05-01T10:00:00Z", ps->path->str, time_text);
      goto bad;
    }
  event = bth_event_new (event_type, payload);
  event->action = (guint) action;
  event->time = time;
  return event;

bad_syntax:
  if (ps->error == NULL || *ps->error == NULL)
    parse_fail (ps, ps->p >= ps->end ? "the text ends inside an event" : "unexpected character in an event");
bad:
  g_clear_pointer (&payload, json_node_unref);
  return NULL;
}

/* "[event, …]" into LIST. */
static gboolean
parse_event_list (Parser *ps, GPtrArray *list)
{
  gsize len = ps->path->len;

  skip_space (ps);
  if (ps->p >= ps->end || *ps->p != '[')
    return parse_fail (ps, "expected an array of events");
  ps->p++;
  skip_space (ps);
  if (ps->p < ps->end && *ps->p == ']')
    return ps->p++, TRUE;
  while (TRUE)
    {
      BthEvent *event;
      g_string_append_printf (ps->path, "[%u]", list->len);
      event = parse_event (ps);
      g_string_truncate (ps->path, len);
      if (event == NULL)
        return FALSE;
      g_ptr_array_add (list, event);
      skip_space (ps);
      if (ps->p < ps->end && *ps->p == ',')
        {
          ps->p++;
          continue;
        }
      if (ps->p < ps->end && *ps->p == ']')
        return ps->p++, TRUE;
      return parse_fail (ps, ps->p >= ps->end ? "the text ends inside a list of events" : "expected ',' or ']'");
    }
}

/* "redo": [[event, …], …] */
static gboolean
parse_redo (Parser *ps)
{
  gsize len = ps->path->len;

  skip_space (ps);
  if (ps->p >= ps->end || *ps->p != '[')
    return parse_fail (ps, "expected an array of actions");
  ps->p++;
  skip_space (ps);
  if (ps->p < ps->end && *ps->p == ']')
    return ps->p++, TRUE;
  while (TRUE)
    {
      GPtrArray *action = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
      gboolean ok;
      g_ptr_array_add (ps->redo, action);
      g_string_append_printf (ps->path, "[%u]", ps->redo->len - 1);
      ok = parse_event_list (ps, action);
      g_string_truncate (ps->path, len);
      if (!ok)
        return FALSE;
      skip_space (ps);
      if (ps->p < ps->end && *ps->p == ',')
        {
          ps->p++;
          continue;
        }
      if (ps->p < ps->end && *ps->p == ']')
        return ps->p++, TRUE;
      return parse_fail (ps, ps->p >= ps->end ? "the text ends inside the redo list" : "expected ',' or ']'");
    }
}

static JsonNode *
parse_object (Parser *ps, guint depth)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node;
  gsize path_len = ps->path->len;

  ps->p++;
  skip_space (ps);
  if (ps->p < ps->end && *ps->p == '}')
    {
      ps->p++;
      goto done;
    }
  while (TRUE)
    {
      char *key;
      JsonNode *value;

      skip_space (ps);
      if (ps->p >= ps->end || *ps->p != '"')
        {
          parse_fail (ps, ps->p >= ps->end ? "the text ends inside an object" : "expected a key in double quotes");
          goto bad;
        }
      if ((key = parse_string (ps)) == NULL)
        goto bad;
      if (json_object_has_member (obj, key))
        {
          g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s: duplicate key \"%s\"", ps->path->str, key);
          g_free (key);
          goto bad;
        }
      skip_space (ps);
      if (ps->p >= ps->end || *ps->p != ':')
        {
          g_free (key);
          parse_fail (ps, "expected ':'");
          goto bad;
        }
      ps->p++;
      g_string_append_printf (ps->path, ".%s", key);
      if (depth == 0 && ps->events != NULL && (g_str_equal (key, "events") || g_str_equal (key, "redo")))
        {
          /* The log is read into events directly; the tree holds an empty array. */
          gboolean ok = g_str_equal (key, "events") ? parse_event_list (ps, ps->events) : parse_redo (ps);
          value = NULL;
          if (ok)
            {
              JsonArray *empty = json_array_new ();
              value = json_node_init_array (json_node_alloc (), empty);
              json_array_unref (empty);
            }
        }
      else
        value = parse_value (ps, depth + 1);
      g_string_truncate (ps->path, path_len);
      if (value == NULL)
        {
          g_free (key);
          goto bad;
        }
      json_object_set_member (obj, key, value);
      g_free (key);
      skip_space (ps);
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
      parse_fail (ps, ps->p >= ps->end ? "the text ends inside an object" : "expected ',' or '}'");
      goto bad;
    }
done:
  node = json_node_alloc ();
  json_node_init_object (node, obj);
  json_object_unref (obj);
  return node;
bad:
  json_object_unref (obj);
  return NULL;
}

static JsonNode *
parse_array (Parser *ps, guint depth)
{
  JsonArray *array = json_array_new ();
  JsonNode *node;
  gsize path_len = ps->path->len;

  ps->p++;
  skip_space (ps);
  if (ps->p < ps->end && *ps->p == ']')
    {
      ps->p++;
      goto done;
    }
  while (TRUE)
    {
      JsonNode *value;

      g_string_append_printf (ps->path, "[%u]", json_array_get_length (array));
      value = parse_value (ps, depth + 1);
      g_string_truncate (ps->path, path_len);
      if (value == NULL)
        goto bad;
      json_array_add_element (array, value);
      skip_space (ps);
      if (ps->p < ps->end && *ps->p == ',')
        {
          ps->p++;
          continue;
        }
      if (ps->p < ps->end && *ps->p == ']')
        {
          ps->p++;
          break;
        }
      parse_fail (ps, ps->p >= ps->end ? "the text ends inside an array" : "expected ',' or ']'");
      goto bad;
    }
done:
  node = json_node_alloc ();
  json_node_init_array (node, array);
  json_array_unref (array);
  return node;
bad:
  json_array_unref (array);
  return NULL;
}

static JsonNode *
parse_value (Parser *ps, guint depth)
{
  skip_space (ps);
  if (ps->p >= ps->end)
    return parse_fail (ps, "the text ends where a value was expected"), NULL;
  /* The root is at depth 0, so a bracket here at depth BTH_JSON_MAX_DEPTH opens one level too many. */
  if (depth >= BTH_JSON_MAX_DEPTH && (*ps->p == '{' || *ps->p == '['))
    return parse_fail (ps, "nested deeper than " G_STRINGIFY (BTH_JSON_MAX_DEPTH) " levels"), NULL;
  switch (*ps->p)
    {
    case '{':
      return parse_object (ps, depth);
    case '[':
      return parse_array (ps, depth);
    case '"':
      {
        char *text = parse_string (ps);
        JsonNode *node;
        if (text == NULL)
          return NULL;
        node = json_node_init_string (json_node_alloc (), text);
        g_free (text);
        return node;
      }
    case 't':
      if (ps->end - ps->p >= 4 && memcmp (ps->p, "true", 4) == 0)
        return ps->p += 4, json_node_init_boolean (json_node_alloc (), TRUE);
      break;
    case 'f':
      if (ps->end - ps->p >= 5 && memcmp (ps->p, "false", 5) == 0)
        return ps->p += 5, json_node_init_boolean (json_node_alloc (), FALSE);
      break;
    case 'n':
      if (ps->end - ps->p >= 4 && memcmp (ps->p, "null", 4) == 0)
        return ps->p += 4, json_node_init_null (json_node_alloc ());
      break;
    default:
      return parse_number (ps);
    }
  return parse_fail (ps, "unexpected character"), NULL;
}

static JsonNode *
parse_save (const char *data, gsize length, GPtrArray *events, GPtrArray *redo, GError **error)
{
  g_autoptr(GString) path = g_string_new (NULL);
  Parser ps = { data, data, data + length, path, error, events, redo };
  JsonNode *root;

  if (!g_utf8_validate (data, length, NULL))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$: not valid UTF-8 text");
      return NULL;
    }
  if ((root = parse_value (&ps, 0)) == NULL)
    return NULL;
  skip_space (&ps);
  if (ps.p < ps.end)
    {
      json_node_unref (root);
      parse_fail (&ps, "unexpected text after the end of the document");
      return NULL;
    }
  return root;
}

BthGame *
bth_game_load_from_data (BthRuleset *rules, const char *data, gssize length, const char *name,
                         GError **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GPtrArray) redo = NULL;
  g_autoptr(BthGame) game = NULL;
  JsonObject *obj, *dice;
  const char *format, *ruleset, *seed_text, *dice_state, *game_id = BTH_GAME_ID;
  JsonNode *scenario;
  guint64 seed;
  int version;
  gsize len = length < 0 ? strlen (data) : (gsize) length;

  bth_game_events_ensure ();

  if (len == 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: the file is empty", name);
      return NULL;
    }
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  redo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  if ((root = parse_save (data, len, events, redo, error)) == NULL)
    return prefix_error (error, name), NULL;
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $: not a Berthier game (expected an object)", name);
      return NULL;
    }
  obj = json_node_get_object (root);
  /* The format first: another kind of file, or a newer one, is named as such. */
  if ((format = bth_json_member_string (obj, "$", "format", error)) == NULL)
    return prefix_error (error, name), NULL;
  if (!g_str_equal (format, BTH_GAME_FORMAT))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.format: \"%s\" is not a Berthier game (\"%s\")", name, format, BTH_GAME_FORMAT);
      return NULL;
    }
  if (!bth_json_member_int (obj, "$", "format_version", 1, G_MAXINT, &version, error))
    return prefix_error (error, name), NULL;
  if (version > BTH_GAME_FORMAT_VERSION)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.format_version: the file was saved by a newer Berthier (version %d; this one reads "
                   "version %d)", name, version, BTH_GAME_FORMAT_VERSION);
      return NULL;
    }
  /* "game" names the game (0.1.0's saves, without it, are War and Peace's). */
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
    return prefix_error (error, name), NULL;
  if (!g_str_equal (game_id, BTH_GAME_ID))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.game: the file is a game of \"%s\", not of War and Peace", name, game_id);
      return NULL;
    }
  if (!g_str_equal (ruleset, bth_ruleset_get_id (rules)))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.ruleset: the game uses ruleset \"%s\", not the loaded \"%s\"", name, ruleset,
                   bth_ruleset_get_id (rules));
      return NULL;
    }
  if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, NULL))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $.dice.seed: \"%s\" is not a seed", name, seed_text);
      return NULL;
    }
  game = bth_game_new_empty (rules, seed);
  if (!bth_dice_restore_state (bth_game_get_dice (game), dice_state, error))
    {
      g_prefix_error (error, "%s: $.dice.state: ", name);
      return NULL;
    }
  if (events->len == 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $.events: the log is empty", name);
      return NULL;
    }
  if (((BthEvent *) g_ptr_array_index (events, 0))->type != BTH_EVENT_GAME_CREATED)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $.events[0]: the log must begin with game-created", name);
      return NULL;
    }
  if (!bth_game_replace_log (game, events, redo, error) || !bth_game_setup_track (game, error))
    {
      if (error != NULL && *error != NULL)
        (*error)->code = BTH_ERROR_INVALID_DATA;
      return prefix_error (error, name), NULL;
    }
  scenario = json_object_get_member (obj, "scenario");
  if (!JSON_NODE_HOLDS_VALUE (scenario) || json_node_get_value_type (scenario) != G_TYPE_STRING ||
      !g_str_equal (json_node_get_string (scenario), bth_game_get_state (game)->scenario))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.scenario: does not match the scenario of the game-created event", name);
      return NULL;
    }
  return g_steal_pointer (&game);
}

BthGame *
bth_game_load (BthRuleset *rules, GFile *file, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *path = g_file_get_path (file);
  gsize length;

  if (path != NULL)
    bth_atomic_file_clean (path);
  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return NULL;
  return bth_game_load_from_data (rules, data, length, name, error);
}

/* ---- text export --------------------------------------------------------------------- */

static const char *
str (JsonObject *p, const char *member)
{
  JsonNode *node = json_object_get_member (p, member);
  return node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
         ? json_node_get_string (node) : NULL;
}

static char *
units_text (BthGame *game, JsonObject *p)
{
  GString *out = g_string_new (NULL);
  JsonArray *units = json_object_has_member (p, "units") ? json_object_get_array_member (p, "units") : NULL;

  for (guint i = 0; units != NULL && i < json_array_get_length (units); i++)
    {
      JsonObject *u = json_array_get_object_element (units, i);
      g_string_append_printf (out, "%s%" G_GINT64_FORMAT "%s (%s)", i ? ", " : "",
                              json_object_get_int_member (u, "sp"), str (u, "kind"),
                              bth_game_power_name (game, str (u, "power")));
    }
  if (out->len == 0)
    g_string_append (out, "no units");
  return g_string_free (out, FALSE);
}

static char *
node_text (JsonNode *node)
{
  return node ? json_to_string (node, FALSE) : g_strdup ("null");
}

static void
export_event (GString *out, BthGame *game, BthTurnTrack *track, BthEvent *e)
{
  JsonObject *p = json_node_get_object (e->payload);
  g_autofree char *units = NULL;

  g_string_append_printf (out, "  [%u] ", e->action);
  switch (e->type)
    {
    case BTH_EVENT_GAME_CREATED:
      g_string_append_printf (out, "Set-up of %s: %u stacks on the map\n", str (p, "name"),
                              json_array_get_length (json_object_get_array_member (p, "stacks")));
      break;
    case BTH_EVENT_PHASE_ADVANCED:
      break;   /* written as a heading by the caller */
    case BTH_EVENT_DICE_ROLLED:
      {
        g_autofree char *dice = node_text (json_object_get_member (p, "dice"));
        g_string_append_printf (out, "Rolled %s = %" G_GINT64_FORMAT " for %s%s\n", dice,
                                json_object_get_int_member (p, "total"), str (p, "purpose"),
                                json_object_get_boolean_member (p, "fixed") ? " (dice rolled at the table)" : "");
      }
      break;
    case BTH_EVENT_TABLE_RESOLVED:
      {
        g_autofree char *inputs = node_text (json_object_get_member (p, "inputs"));
        g_autofree char *result = node_text (json_object_get_member (p, "result"));
        g_string_append_printf (out, "Table %s%s%s%s: %s -> %s\n", str (p, "table"),
                                str (p, "rule") ? " (" : "", str (p, "rule") ? str (p, "rule") : "",
                                str (p, "rule") ? ")" : "", inputs, result);
      }
      break;
    case BTH_EVENT_EDIT:
    case BTH_EVENT_OVERRIDE:
      {
        g_autofree char *old = node_text (json_object_get_member (p, "old"));
        g_autofree char *new_value = node_text (json_object_get_member (p, "new"));
        g_string_append_printf (out, "%s %s: %s -> %s%s%s\n", e->type == BTH_EVENT_OVERRIDE ? "Override" : "Edit",
                                str (p, "path"), old, new_value, str (p, "reason") ? ", because: " : "",
                                str (p, "reason") ? str (p, "reason") : "");
      }
      break;
    case BTH_EVENT_ALLIANCE_ROLL_APPLIED:
      {
        JsonArray *results = json_object_get_array_member (p, "results");
        g_string_append_printf (out, "Alliance roll (%s): die %" G_GINT64_FORMAT ", modified %" G_GINT64_FORMAT "\n",
                                str (p, "side"), json_object_get_int_member (p, "die"),
                                json_object_get_int_member (p, "modified"));
        for (guint i = 0; i < json_array_get_length (results); i++)
          {
            JsonObject *r = json_array_get_object_element (results, i);
            g_string_append_printf (out, "      %s (%s)\n", str (r, "text"), str (r, "rule"));
          }
        if (json_object_get_boolean_member (p, "phase_deleted"))
          g_string_append_printf (out, "      The Alliance Phase is deleted for the rest of the game (%s)\n",
                                  str (p, "deleted_rule") ? str (p, "deleted_rule") : "scenario rules");
      }
      break;
    case BTH_EVENT_LEADER_CASUALTY:
      if (g_strcmp0 (str (p, "fate"), "killed") == 0)
        g_string_append_printf (out, "Leader %s killed (%s)\n", bth_game_leader_name (game, str (p, "leader")),
                                str (p, "rule"));
      else
        g_string_append_printf (out, "Leader %s wounded, on the Turn Record Track until %s (%s)\n",
                                bth_game_leader_name (game, str (p, "leader")), str (p, "returns"), str (p, "rule"));
      break;
    case BTH_EVENT_LEADER_RETURNED:
      g_string_append_printf (out, "Leader %s returns to stack %s\n", bth_game_leader_name (game, str (p, "leader")),
                              str (p, "stack"));
      break;
    case BTH_EVENT_UNITS_ELIMINATED:
      units = units_text (game, p);
      g_string_append_printf (out, "Eliminated from %s: %s%s%s\n", str (p, "stack"), units,
                              str (p, "reason") ? " — " : "", str (p, "reason") ? str (p, "reason") : "");
      break;
    case BTH_EVENT_UNITS_ADDED:
      units = units_text (game, p);
      g_string_append_printf (out, "Added to %s%s%s: %s (from %s units)\n", str (p, "stack"),
                              str (p, "location") ? " at " : "", str (p, "location") ? str (p, "location") : "",
                              units, str (p, "from"));
      break;
    case BTH_EVENT_REINFORCEMENT_ARRIVED:
      units = units_text (game, p);
      if (json_object_get_boolean_member (p, "forfeited"))
        g_string_append_printf (out, "Forfeited %s: %s (%s)%s%s\n", str (p, "kind"), str (p, "text"), str (p, "rule"),
                                str (p, "forfeit_reason") ? " — " : "",
                                str (p, "forfeit_reason") ? str (p, "forfeit_reason") : "");
      else if (g_strcmp0 (str (p, "kind"), "withdrawal") == 0)
        {
          /* The stack (or stacks, "from") the units leave. */
          GString *stacks = g_string_new (str (p, "stack"));
          JsonArray *from = json_object_has_member (p, "from") ? json_object_get_array_member (p, "from") : NULL;

          JsonArray *leaders = json_object_has_member (p, "leaders_withdrawn")
                               ? json_object_get_array_member (p, "leaders_withdrawn") : NULL;

          if (from != NULL)
            g_string_truncate (stacks, 0);
          for (guint i = 0; from != NULL && i < json_array_get_length (from); i++)
            g_string_append_printf (stacks, "%s%s", i == 0 ? "" : ", ",
                                    json_object_get_string_member (json_array_get_object_element (from, i), "stack"));
          g_string_append_printf (out, "Withdrawal: %s%s%s", units, stacks->len > 0 ? " from " : "", stacks->str);
          for (guint i = 0; leaders != NULL && i < json_array_get_length (leaders); i++)
            g_string_append_printf (out, "%s%s", i == 0 ? ", with " : ", ",
                                    bth_game_leader_name (game, json_array_get_string_element (leaders, i)));
          g_string_append_printf (out, " (%s)\n", str (p, "rule"));
          g_string_free (stacks, TRUE);
        }
      else
        g_string_append_printf (out, "%c%s: %s into %s (%s)\n", g_ascii_toupper (str (p, "kind")[0]),
                                str (p, "kind") + 1, units, str (p, "stack"), str (p, "rule"));
      break;
    case BTH_EVENT_NOTE:
      g_string_append_printf (out, "Note: %s\n", str (p, "text"));
      break;
    case BTH_EVENT_FLEET_SET:
      {
        g_autofree char *line = bth_game_fleets_describe_event (game, e);
        g_string_append_printf (out, "%s\n", line);
      }
      break;
    case BTH_EVENT_FLEET_CARGO:
      {
        g_autofree char *line = bth_fleet_cargo_describe_event (game, e);
        g_string_append_printf (out, "%s\n", line);
      }
      break;
    default:
      {
        /* The Grand Campaign's events, by its registered book (bth-game-books.h). */
        g_autofree char *line = bth_game_books_describe_event (game, e);
        if (line != NULL)
          g_string_append_printf (out, "%s\n", line);
      }
      break;
    }
}

char *
bth_game_export_text (BthGame *self)
{
  GString *out = g_string_new (NULL);
  GPtrArray *events = bth_game_get_events (self);
  const BthGameState *state = bth_game_get_state (self);
  BthTurnTrack *track = bth_game_get_turn_track (self);
  const BthSequence *sequence = bth_turn_track_get_sequence (track);
  g_autofree char *start = bth_month_describe (state->start);
  g_autofree char *end = bth_month_describe (state->end);
  BthMonth month = -1;

  g_string_append_printf (out, "%s (%s), %s to %s\nRuleset %s, %s\n", state->scenario_name, state->scenario,
                          start, end, state->ruleset, sequence->name);
  for (guint i = 0; i < events->len; i++)
    {
      BthEvent *e = g_ptr_array_index (events, i);
      JsonObject *p = json_node_get_object (e->payload);
      BthMonth now = month;
      const char *segment = NULL, *phase = NULL;

      if (e->type == BTH_EVENT_GAME_CREATED)
        {
          JsonObject *pos = json_object_get_object_member (p, "position");
          bth_month_parse (str (pos, "month"), &now);
          segment = str (pos, "segment");
          phase = str (pos, "phase");
        }
      else if (e->type == BTH_EVENT_PHASE_ADVANCED)
        {
          JsonArray *skipped = json_object_has_member (p, "skipped") ? json_object_get_array_member (p, "skipped") : NULL;
          bth_month_parse (str (p, "month"), &now);
          segment = str (p, "segment");
          phase = str (p, "phase");
          for (guint s = 0; skipped != NULL && s < json_array_get_length (skipped); s++)
            g_string_append_printf (out, "  (%s)\n", json_array_get_string_element (skipped, s));
        }
      if (now != month && (segment != NULL || e->type != BTH_EVENT_PHASE_ADVANCED))
        {
          g_autofree char *name = bth_month_describe (now);
          g_string_append_printf (out, "\n== %s (turn %d) ==\n", name, now - state->start + 1);
          month = now;
        }
      if (segment != NULL)
        {
          guint si, pi;
          if (bth_sequence_find_phase (sequence, segment, phase, &si, &pi))
            g_string_append_printf (out, "-- %s: %s\n", sequence->segments[si].label,
                                    sequence->segments[si].phases[pi].label);
        }
      else if (e->type == BTH_EVENT_PHASE_ADVANCED)
        g_string_append (out, "\n== The scenario has ended ==\n");
      if (e->type != BTH_EVENT_PHASE_ADVANCED)
        export_event (out, self, track, e);
    }
  return g_string_free (out, FALSE);
}
