/* bth-books-checkpoint.c — checkpoints of a save's folded state, in cache files keyed by a
 * hash of the save's text. */
#include "bth-books-checkpoint.h"
#include "bth-atomic-file.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

/* The first line of a checkpoint file; the next ones: the save's key, the number of events
 * folded, the state's hash; then the state's bytes. */
#define MAGIC "berthier-checkpoint 1"

/* FNV-1a: one multiply per byte, several hundred MB/s; a cache key, not a signature. */
static guint64
fnv1a (const char *data, gsize length)
{
  guint64 h = G_GUINT64_CONSTANT (14695981039346656037);

  for (gsize i = 0; i < length; i++)
    {
      h ^= (guchar) data[i];
      h *= G_GUINT64_CONSTANT (1099511628211);
    }
  return h;
}

/* The key hashes the whole save, 3 MB for a ten-year campaign, on every opening: FNV-1a's
 * byte at a time took 8 ms of the 20 ms an opening may take, so the key reads 32 bytes a
 * step in four independent lanes (xxHash64's round), about 20 times faster. A cache key on
 * this machine, not a signature: the words are read in the machine's byte order. */
#define KEY_PRIME_1 G_GUINT64_CONSTANT (11400714785074694791)
#define KEY_PRIME_2 G_GUINT64_CONSTANT (14029467366897019727)

static guint64
key_round (guint64 lane, guint64 word)
{
  lane += word * KEY_PRIME_2;
  lane = (lane << 31) | (lane >> 33);
  return lane * KEY_PRIME_1;
}

static guint64
key_hash (const char *data, gsize length)
{
  guint64 lanes[4] = { KEY_PRIME_1, KEY_PRIME_2, 0, G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) };
  gsize i = 0;
  guint64 h;

  for (; i + 32 <= length; i += 32)
    for (int k = 0; k < 4; k++)
      {
        guint64 word;
        memcpy (&word, data + i + 8 * k, sizeof word);
        lanes[k] = key_round (lanes[k], word);
      }
  h = fnv1a (data + i, length - i) ^ length;
  for (int k = 0; k < 4; k++)
    h = key_round (h ^ lanes[k], (guint64) k + 1);
  h ^= h >> 33;
  h *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  h ^= h >> 33;
  return h;
}

char *
bth_books_checkpoint_key (const char *data, gsize length)
{
  return g_strdup_printf ("%016" G_GINT64_MODIFIER "x", key_hash (data, length));
}

char *
bth_books_checkpoint_default_dir (void)
{
  return g_build_filename (g_get_user_cache_dir (), "berthier", "checkpoints", NULL);
}

static char *checkpoint_dir;

void
bth_books_checkpoint_set_dir (const char *dir)
{
  g_free (checkpoint_dir);
  checkpoint_dir = g_strdup (dir);
}

const char *
bth_books_checkpoint_get_dir (void)
{
  return checkpoint_dir;
}

static char *
file_for (const char *dir, const char *key)
{
  g_autofree char *base = g_strconcat (key, ".checkpoint", NULL);

  return g_build_filename (dir, base, NULL);
}

gboolean
bth_books_checkpoint_write (BthBooks *books, const char *dir, const char *data, gsize length, GError **error)
{
  const BthBooksFold *fold = bth_books_get_fold (books);
  g_autofree char *key = bth_books_checkpoint_key (data, length);
  g_autofree char *path = file_for (dir, key);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GString) out = NULL;
  gconstpointer state_data, state;
  gsize state_length;
  guint n_events;

  if (fold->state_to_bytes == NULL || fold->state_from_bytes == NULL)
    return FALSE;
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  /* The state before the last action, when the books hold it: opening then folds that
   * action alone, and keeps the state before it, so the first undo costs no fold. */
  if ((state = bth_books_get_state_before_last_action (books, &n_events)) == NULL)
    {
      state = bth_books_get_state (books);
      n_events = bth_books_get_events (books)->len;
    }
  if ((bytes = fold->state_to_bytes (state)) == NULL)
    return FALSE;
  state_data = g_bytes_get_data (bytes, &state_length);
  out = g_string_new (MAGIC "\n");
  g_string_append_printf (out, "%s\n%u\n%016" G_GINT64_MODIFIER "x\n", key, n_events,
                          fnv1a (state_data, state_length));
  g_string_append_len (out, state_data, state_length);
  return bth_atomic_file_write (path, out->str, out->len, FALSE, error);
}

gpointer
bth_books_checkpoint_read (const BthBooksFold *fold, const char *dir, const char *data, gsize length,
                           guint *n_events)
{
  g_autofree char *key = bth_books_checkpoint_key (data, length);
  g_autofree char *path = file_for (dir, key);
  g_autofree char *text = NULL;
  g_autofree char *expected_hash = NULL;
  g_autoptr(GBytes) bytes = NULL;
  char **lines = NULL;
  const char *state_data;
  gsize text_length, header = 0;
  guint64 count;
  gpointer state;

  if (fold->state_from_bytes == NULL || !g_file_get_contents (path, &text, &text_length, NULL))
    return NULL;
  /* Four lines of header; the rest is the state. */
  for (guint line = 0; line < 4; line++)
    {
      const char *nl = memchr (text + header, '\n', text_length - header);
      if (nl == NULL)
        return NULL;
      header = nl - text + 1;
    }
  lines = g_strsplit (text, "\n", 5);
  state_data = text + header;
  expected_hash = g_strdup_printf ("%016" G_GINT64_MODIFIER "x", fnv1a (state_data, text_length - header));
  if (g_strv_length (lines) < 4 || !g_str_equal (lines[0], MAGIC) || !g_str_equal (lines[1], key) ||
      !g_ascii_string_to_unsigned (lines[2], 10, 0, G_MAXUINT, &count, NULL) ||
      !g_str_equal (lines[3], expected_hash))
    {
      g_strfreev (lines);
      return NULL;
    }
  g_strfreev (lines);
  bytes = g_bytes_new (state_data, text_length - header);
  if ((state = fold->state_from_bytes (bytes, NULL)) == NULL)
    return NULL;
  *n_events = (guint) count;
  return state;
}
