/* test-books.c — the kernel's books engine on a tiny game defined here: a counter that
 * events add to. Appending actions, undo and redo (with and without checkpoints), the
 * save's envelope written and read back, saved checkpoints (used when they match the save,
 * ignored when not), and the messages of malformed saves. */
#include "bth-books.h"
#include "bth-books-checkpoint.h"
#include "bth-books-save.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <glib/gstdio.h>
#include <string.h>

/* ---- the tiny game ------------------------------------------------------------------- */

enum { COUNTER_CREATED = 9000, COUNTER_ADD = 9001 };

static const GEnumValue counter_kinds[] = {
  { COUNTER_CREATED, "COUNTER_CREATED", "counter-created" },
  { COUNTER_ADD, "COUNTER_ADD", "counter-add" },
  { 0, NULL, NULL }
};

typedef struct {
  gboolean created;
  int      total;
} Counter;

static guint n_applied;   /* how many events were folded: a checkpoint saves folding */

static gpointer counter_new (void) { return g_new0 (Counter, 1); }
static gpointer counter_copy (gconstpointer c) { return g_memdup2 (c, sizeof (Counter)); }
static void counter_free (gpointer c) { g_free (c); }

static gboolean
counter_apply (gpointer state, const BthEvent *event, const char *path, GError **error)
{
  Counter *c = state;
  g_autoptr(JsonObject) p = bth_event_dup_payload (event);
  g_autofree char *pp = g_strconcat (path, ".payload", NULL);
  int n;

  n_applied++;
  if (!c->created && event->type != COUNTER_CREATED)
    return bth_json_fail (error, path, "the log must begin with counter-created");
  if (event->type == COUNTER_CREATED)
    {
      c->created = TRUE;
      return bth_json_check_keys (p, pp, NULL, NULL, error);
    }
  if (!bth_json_check_keys (p, pp, BTH_JSON_KEYS ("n"), NULL, error) ||
      !bth_json_member_int (p, pp, "n", -1000, 1000, &n, error))
    return FALSE;
  if (c->total + n < 0)
    return bth_json_fail (error, pp, "n: the total cannot go below zero (it is %d)", c->total);
  c->total += n;
  return TRUE;
}

static GBytes *
counter_to_bytes (gconstpointer state)
{
  const Counter *c = state;
  char *text = g_strdup_printf ("%d %d", c->created, c->total);

  return g_bytes_new_take (text, strlen (text));
}

static gpointer
counter_from_bytes (GBytes *bytes, GError **error)
{
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  Counter c = { 0 };

  if (sscanf (text, "%d %d", &c.created, &c.total) != 2)
    return NULL;
  return counter_copy (&c);
}

static const BthBooksFold counter_fold = {
  counter_new, counter_copy, counter_free, counter_apply, counter_to_bytes, counter_from_bytes
};

static const BthBooksSaveKind counter_save = { "berthier-game", 1, "counter", "the Counter", "counter-rules" };

static BthEvent *
event_new (BthEventType type, int n)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  if (type == COUNTER_ADD)
    json_object_set_int_member (obj, "n", n);
  json_node_take_object (node, obj);
  return bth_event_new (type, node);
}

/* Appends one action of one event adding N (or the set-up when CREATE). */
static guint
append (BthBooks *books, gboolean create, int n, GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);

  g_ptr_array_add (events, event_new (create ? COUNTER_CREATED : COUNTER_ADD, n));
  return bth_books_append_action (books, events, 1746093600, error);
}

static int
total (BthBooks *books)
{
  return ((const Counter *) bth_books_get_state (books))->total;
}

static BthBooks *
counter_books (guint n_adds)
{
  BthBooks *books = bth_books_new (&counter_fold, 1);

  g_assert_cmpuint (append (books, TRUE, 0, NULL), ==, 1);
  for (guint i = 1; i <= n_adds; i++)
    g_assert_cmpuint (append (books, FALSE, (int) i, NULL), ==, i + 1);
  return books;
}

static void
on_changed (BthBooks *books, guint *count)
{
  (*count)++;
}

/* ---- playing ------------------------------------------------------------------------- */

static void
test_append_undo_redo (void)
{
  g_autoptr(BthBooks) books = bth_books_new (&counter_fold, 1);
  g_autoptr(GError) error = NULL;
  guint changes = 0;

  g_signal_connect (books, "changed", G_CALLBACK (on_changed), &changes);
  g_assert_false (bth_books_undo (books, NULL));    /* nothing to undo, no error asked */
  g_assert_cmpuint (append (books, TRUE, 0, &error), ==, 1);
  g_assert_false (bth_books_can_undo (books));       /* the set-up stays */
  g_assert_cmpuint (append (books, FALSE, 5, &error), ==, 2);
  g_assert_cmpuint (append (books, FALSE, 7, &error), ==, 3);
  g_assert_no_error (error);
  g_assert_cmpint (total (books), ==, 12);
  g_assert_cmpuint (changes, ==, 3);

  g_assert_true (bth_books_undo (books, &error));
  g_assert_cmpint (total (books), ==, 5);
  g_assert_cmpuint (bth_books_get_events (books)->len, ==, 2);
  g_assert_true (bth_books_can_redo (books));
  g_assert_true (bth_books_undo (books, &error));
  g_assert_cmpint (total (books), ==, 0);
  g_assert_false (bth_books_undo (books, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_clear_error (&error);

  g_assert_true (bth_books_redo (books, &error));
  g_assert_cmpint (total (books), ==, 5);
  g_assert_true (bth_books_redo (books, &error));
  g_assert_cmpint (total (books), ==, 12);
  g_assert_false (bth_books_redo (books, NULL));
  g_assert_cmpuint (changes, ==, 7);

  /* A new action clears the redo stack. */
  g_assert_true (bth_books_undo (books, &error));
  g_assert_cmpuint (append (books, FALSE, 1, &error), ==, 3);
  g_assert_false (bth_books_can_redo (books));
  g_assert_cmpint (total (books), ==, 6);
}

static void
test_rejected_action (void)
{
  g_autoptr(BthBooks) books = counter_books (2);   /* total 3 */
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (events, event_new (COUNTER_ADD, 2));
  g_ptr_array_add (events, event_new (COUNTER_ADD, -9));
  g_assert_cmpuint (bth_books_append_action (books, events, 0, &error), ==, 0);
  /* The message names the event, composed only now that it failed. */
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_cmpstr (error->message, ==,
                   "action 4, event 1 (counter-add).payload: n: the total cannot go below zero (it is 5)");
  g_assert_cmpint (total (books), ==, 3);
  g_assert_cmpuint (bth_books_get_events (books)->len, ==, 3);
}

/* Undo all the way back, with checkpoints every 16 events and without: the same states,
 * and with checkpoints far fewer events folded. */
static void
test_undo_with_checkpoints (void)
{
  guint folded[2];

  for (guint every = 0; every < 2; every++)
    {
      g_autoptr(BthBooks) books = bth_books_new (&counter_fold, 1);
      g_autoptr(GPtrArray) events = NULL;
      g_autoptr(GPtrArray) redo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
      g_autoptr(BthBooks) source = counter_books (300);
      g_autoptr(GError) error = NULL;

      bth_books_set_checkpoint_interval (books, every ? 16 : 0);
      /* Loaded, as a save is: the checkpoints come from the fold of the log. */
      events = g_ptr_array_ref (bth_books_get_events (source));
      g_assert_true (bth_books_replace_log (books, events, redo, NULL, 0, &error));
      g_assert_cmpint (total (books), ==, 300 * 301 / 2);
      if (every)
        g_assert_cmpuint (bth_books_count_checkpoints (books), <=, 301 / 16 + 2);
      else
        g_assert_cmpuint (bth_books_count_checkpoints (books), ==, 0);
      n_applied = 0;
      for (int i = 300; i > 0; i--)
        {
          g_assert_true (bth_books_undo (books, &error));
          g_assert_cmpint (total (books), ==, (i - 1) * i / 2);
        }
      folded[every] = n_applied;
      for (int i = 1; i <= 300; i++)
        {
          g_assert_true (bth_books_redo (books, &error));
          g_assert_cmpint (total (books), ==, i * (i + 1) / 2);
        }
      /* Undo right after redo uses the state kept before the redone action. */
      n_applied = 0;
      g_assert_true (bth_books_undo (books, &error));
      if (every)
        g_assert_cmpuint (n_applied, ==, 0);
    }
  /* Without checkpoints each undo replays the log from the start. */
  g_assert_cmpuint (folded[0], ==, 300 * 301 / 2);
  g_assert_cmpuint (folded[1], <, folded[0] / 10);
}

/* ---- saves --------------------------------------------------------------------------- */

static char *
save_text (BthBooks *books, gsize *length)
{
  return bth_books_save_to_data (&counter_save, "a-scenario", 42, "dice-state", bth_books_get_events (books),
                                 bth_books_get_redo_stack (books), length);
}

static BthBooks *
load (const char *text, gpointer first_state, guint n_trusted, GError **error)
{
  g_auto(BthBooksSaveContents) contents = { NULL };
  g_autoptr(BthBooks) books = bth_books_new (&counter_fold, 1);

  if (!bth_books_save_read (&counter_save, text, strlen (text), "game.json", &contents, error))
    {
      if (first_state != NULL)
        counter_free (first_state);
      return NULL;
    }
  if (!bth_books_replace_log (books, contents.events, contents.redo, first_state, n_trusted, error))
    return g_prefix_error (error, "game.json: "), NULL;
  return g_steal_pointer (&books);
}

static void
test_save_round_trip (void)
{
  g_autoptr(BthBooks) books = counter_books (20);
  g_autoptr(BthBooks) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *again = NULL;

  g_assert_true (bth_books_undo (books, NULL));
  g_assert_true (bth_books_undo (books, NULL));
  text = save_text (books, NULL);
  g_assert_nonnull (strstr (text, "\"game\": \"counter\""));
  loaded = load (text, NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpint (total (loaded), ==, total (books));
  g_assert_cmpuint (bth_books_get_redo_stack (loaded)->len, ==, 2);
  again = save_text (loaded, NULL);
  g_assert_cmpstr (again, ==, text);   /* rewritten byte for byte */
  g_assert_true (bth_books_redo (loaded, &error));
  g_assert_true (bth_books_redo (loaded, &error));
  g_assert_cmpint (total (loaded), ==, 20 * 21 / 2);
}

/* Replaces the first FROM in TEXT by TO. */
static char *
edit (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

static void
test_malformed_saves (void)
{
  g_autoptr(BthBooks) books = counter_books (3);
  g_autofree char *text = NULL;
  struct { const char *from, *to, *message; } cases[] = {
    { "\"n\":2", "\"n\":2,\"n\":3", "game.json: $.events[2].payload: duplicate key \"n\"" },
    { "\"payload\":{\"n\":3}", "\"payload\":[3]", "game.json: $.events[3].payload: expected an object" },
    { "\"type\":\"counter-add\"", "\"type\":\"counter-sub\"", "game.json: $.events[1].type: unknown event type \"counter-sub\"" },
    { "\"time\":\"2025-05-01T10:00:00Z\"", "\"time\":\"May Day\"",
      "game.json: $.events[0].time: \"May Day\" is not a UTC time like 2025-05-01T10:00:00Z" },
    { "\"n\":3", "\"n\":-30", "game.json: $.events[3].payload: n: the total cannot go below zero (it is 3)" },
    { "\"n\":2", "\"n\":2.5", "game.json: $.events[2].payload.n: expected an integer, got a decimal number" },
    { "\"action\":3", "\"action\":1", "game.json: $.events[2].action: actions must start at 1 and never decrease" },
    { "\"game\": \"counter\"", "\"game\": \"chess\"", "game.json: $.game: the file is a game of \"chess\", not of the Counter" },
    { "\"format_version\": 1", "\"format_version\": 9",
      "game.json: $.format_version: the file was saved by a newer Berthier (version 9; this one reads version 1)" },
    { "\"ruleset\": \"counter-rules\"", "\"ruleset\": \"other\"",
      "game.json: $.ruleset: the game uses ruleset \"other\", not the loaded \"counter-rules\"" },
    { "\"redo\": []", "\"redo\": [[{\"type\":\"counter-add\",\"action\":5,\"time\":\"2025-05-01T10:00:00Z\",\"payload\":{\"n\":-99}}]]",
      "game.json: $.redo[0][0].payload: n: the total cannot go below zero (it is 6)" },
    { "\"redo\": []", "\"redo\": [[{\"type\":\"counter-add\",\"action\":2,\"time\":\"2025-05-01T10:00:00Z\",\"payload\":{\"n\":1}}]]",
      "game.json: $.redo[0][0].action: a redo action must follow the log" },
  };

  text = save_text (books, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *bad = edit (text, cases[i].from, cases[i].to);
      g_autoptr(GError) error = NULL;
      g_autoptr(BthBooks) loaded = load (bad, NULL, 0, &error);

      g_assert_null (loaded);
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *cut = g_strndup (text, strlen (text) / 2);
    g_assert_null (load (cut, NULL, 0, &error));
    g_assert_nonnull (strstr (error->message, "not a complete JSON document"));
  }
}

/* Payloads are kept as text; one not written as json-glib writes it (spaces, an escaped
 * key) is read, checked and rewritten as json-glib writes it, as before. */
static void
test_payload_not_compact (void)
{
  g_autoptr(BthBooks) books = counter_books (3);
  g_autoptr(BthBooks) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = save_text (books, NULL);
  g_autofree char *spaced = edit (text, "\"payload\":{\"n\":2}", "\"payload\": { \"\\u006e\" : 2 }");
  g_autofree char *again = NULL, *twice = NULL;

  loaded = load (spaced, NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpint (total (loaded), ==, total (books));
  again = save_text (loaded, NULL);
  g_assert_cmpstr (again, ==, text);
  g_clear_object (&loaded);
  /* "n" and "\u006e" are the same key. */
  twice = edit (text, "\"payload\":{\"n\":2}", "\"payload\":{\"n\":2,\"\\u006e\":2}");
  loaded = load (twice, NULL, 0, &error);
  g_assert_null (loaded);
  g_assert_cmpstr (error->message, ==, "game.json: $.events[2].payload: duplicate key \"n\"");
}

/* A log that does not fold leaves the books as they were. */
static void
test_replace_log_failure_keeps_books (void)
{
  g_autoptr(BthBooks) books = counter_books (4);   /* total 10 */
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  g_autoptr(GPtrArray) redo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GError) error = NULL;
  BthEvent *e;

  g_ptr_array_add (events, e = event_new (COUNTER_CREATED, 0));
  e->action = 1;
  g_ptr_array_add (events, e = event_new (COUNTER_ADD, -1));
  e->action = 2;
  g_assert_false (bth_books_replace_log (books, events, redo, NULL, 0, &error));
  g_assert_cmpstr (error->message, ==, "$.events[1].payload: n: the total cannot go below zero (it is 0)");
  g_assert_cmpint (total (books), ==, 10);
  g_assert_cmpuint (bth_books_get_events (books)->len, ==, 5);
  g_assert_true (bth_books_undo (books, NULL));
  g_assert_cmpint (total (books), ==, 6);
}

/* Deep in a long log, with checkpoints every 16 events: the message is rebuilt from the
 * checkpoint before the failing event and names that event. */
static void
test_message_deep_in_log (void)
{
  g_autoptr(BthBooks) books = counter_books (300);
  g_autofree char *text = save_text (books, NULL);
  g_autofree char *bad = edit (text, "\"n\":20}", "\"n\":-999}");
  g_autoptr(GError) error = NULL;
  g_autoptr(BthBooks) loaded = NULL;

  bth_books_set_default_checkpoint_interval (16);
  loaded = load (bad, NULL, 0, &error);
  bth_books_set_default_checkpoint_interval (BTH_BOOKS_CHECKPOINT_EVERY);
  g_assert_null (loaded);
  /* Event 20 is folded from the checkpoint at 16: the state it failed on is rebuilt right. */
  g_assert_cmpstr (error->message, ==, "game.json: $.events[20].payload: n: the total cannot go below zero "
                                       "(it is 190)");
}

/* ---- saved checkpoints --------------------------------------------------------------- */

static void
test_saved_checkpoint (void)
{
  g_autoptr(BthBooks) books = counter_books (400);
  g_autofree char *dir = g_dir_make_tmp ("test-books-XXXXXX", NULL);
  g_autofree char *text = save_text (books, NULL);
  g_autoptr(GError) error = NULL;
  gpointer state;
  guint n_events = 0;

  g_assert_true (bth_books_checkpoint_write (books, dir, text, strlen (text), &error));
  g_assert_no_error (error);

  /* The save as written: its checkpoint (the state before the last action) is used, and
   * only the events after it are folded: the last action's one event. */
  state = bth_books_checkpoint_read (&counter_fold, dir, text, strlen (text), &n_events);
  g_assert_nonnull (state);
  g_assert_cmpuint (n_events, ==, 400);
  {
    g_autoptr(BthBooks) loaded = NULL;
    n_applied = 0;
    loaded = load (text, state, n_events, &error);
    g_assert_no_error (error);
    g_assert_cmpint (total (loaded), ==, 400 * 401 / 2);
    g_assert_cmpuint (n_applied, ==, 1);
    /* Undo still works, and folds nothing: the state before the last action is kept. */
    n_applied = 0;
    g_assert_true (bth_books_undo (loaded, &error));
    g_assert_cmpint (total (loaded), ==, 399 * 400 / 2);
    g_assert_cmpuint (n_applied, ==, 0);
  }

  /* The save edited by hand: another key, no checkpoint; the whole log is folded and
   * checked, so the edit is caught. */
  {
    g_autofree char *bad = edit (text, "\"n\":400", "\"n\":-99999");
    g_autoptr(BthBooks) loaded = NULL;
    g_assert_null (bth_books_checkpoint_read (&counter_fold, dir, bad, strlen (bad), &n_events));
    n_applied = 0;
    loaded = load (bad, NULL, 0, &error);
    g_assert_null (loaded);
    g_assert_nonnull (strstr (error->message, "$.events[400].payload.n"));
    g_clear_error (&error);
  }

  /* A checkpoint file under the edited save's name but written for the original (its
   * recorded key does not match): ignored. */
  {
    g_autofree char *bad = edit (text, "\"n\":400", "\"n\":401");
    g_autofree char *key = bth_books_checkpoint_key (text, strlen (text));
    g_autofree char *bad_key = bth_books_checkpoint_key (bad, strlen (bad));
    g_autofree char *good_base = g_strconcat (key, ".checkpoint", NULL);
    g_autofree char *bad_base = g_strconcat (bad_key, ".checkpoint", NULL);
    g_autofree char *good_file = g_build_filename (dir, good_base, NULL);
    g_autofree char *bad_file = g_build_filename (dir, bad_base, NULL);
    g_autofree char *contents = NULL;
    gsize length;

    g_assert_true (g_file_get_contents (good_file, &contents, &length, NULL));
    g_assert_true (g_file_set_contents (bad_file, contents, length, NULL));
    g_assert_null (bth_books_checkpoint_read (&counter_fold, dir, bad, strlen (bad), &n_events));

    /* A damaged state (its hash no longer matches) is ignored too. */
    contents[length - 1] = contents[length - 1] == '1' ? '2' : '1';
    g_assert_true (g_file_set_contents (good_file, contents, length, NULL));
    g_assert_null (bth_books_checkpoint_read (&counter_fold, dir, text, strlen (text), &n_events));
    g_remove (bad_file);
    g_remove (good_file);
  }
  g_rmdir (dir);
}

/* The checkpoint's key tells apart saves that differ by one byte anywhere, whether in the
 * 32-byte steps it reads or in the tail after them, and by their length alone. */
static void
test_checkpoint_key (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = 0;

  for (guint i = 0; i < 100; i++)
    g_string_append_printf (text, "{\"n\":%u}", i);
  for (gsize at = 0; at < text->len; at += 7)
    {
      g_autofree char *edited = g_strndup (text->str, text->len);
      edited[at] ^= 1;
      g_assert_true (g_hash_table_add (keys, bth_books_checkpoint_key (edited, text->len)));
      n++;
    }
  for (gsize length = 0; length < 70; length++)
    {
      g_assert_true (g_hash_table_add (keys, bth_books_checkpoint_key (text->str, text->len - length)));
      n++;
    }
  g_assert_cmpuint (g_hash_table_size (keys), ==, n);
  {
    g_autofree char *again = bth_books_checkpoint_key (text->str, text->len);
    g_assert_true (g_hash_table_contains (keys, again));
    g_assert_cmpuint (strlen (again), ==, 16);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bth_event_kinds_register (counter_kinds);
  g_test_add_func ("/books/append-undo-redo", test_append_undo_redo);
  g_test_add_func ("/books/rejected-action", test_rejected_action);
  g_test_add_func ("/books/undo-with-checkpoints", test_undo_with_checkpoints);
  g_test_add_func ("/books/save/round-trip", test_save_round_trip);
  g_test_add_func ("/books/save/malformed", test_malformed_saves);
  g_test_add_func ("/books/save/payload-not-compact", test_payload_not_compact);
  g_test_add_func ("/books/save/message-deep-in-log", test_message_deep_in_log);
  g_test_add_func ("/books/replace-log/failure-keeps-books", test_replace_log_failure_keeps_books);
  g_test_add_func ("/books/checkpoint/saved", test_saved_checkpoint);
  g_test_add_func ("/books/checkpoint/key", test_checkpoint_key);
  return g_test_run ();
}
