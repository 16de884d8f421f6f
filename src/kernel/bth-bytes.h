/* bth-bytes.h — a compact binary form for a game's state, for saved checkpoints
 * (bth-books-checkpoint.h): integers as variable-length numbers, strings with their
 * length (and NULL told apart from ""), nothing else.
 *
 * The writer appends to a GString. The reader never reads past its end and never trusts
 * a length it reads: once anything is wrong (too short, a count larger than what is left)
 * it is marked failed, every later read gives 0 or NULL, and the caller checks
 * bth_bytes_reader_ok() once at the end and throws what it read away.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void      bth_bytes_put_uint   (GString *out, guint64 value);
void      bth_bytes_put_int    (GString *out, gint64 value);
void      bth_bytes_put_bool   (GString *out, gboolean value);
/* VALUE may be NULL. */
void      bth_bytes_put_string (GString *out, const char *value);
/* A NULL-terminated list of strings (NULL: an empty list). */
void      bth_bytes_put_strv   (GString *out, const char * const *values);

typedef struct {
  const guchar *at;
  const guchar *end;
  gboolean      failed;
} BthBytesReader;

void      bth_bytes_reader_init (BthBytesReader *r, gconstpointer data, gsize length);
/* TRUE when every read succeeded and, with AT_END, all of the data was read. */
gboolean  bth_bytes_reader_ok   (const BthBytesReader *r, gboolean at_end);
void      bth_bytes_reader_fail (BthBytesReader *r);

guint64   bth_bytes_get_uint   (BthBytesReader *r);
gint64    bth_bytes_get_int    (BthBytesReader *r);
/* An int within MIN..MAX, else the reader fails. */
int       bth_bytes_get_int_in (BthBytesReader *r, int min, int max);
gboolean  bth_bytes_get_bool   (BthBytesReader *r);
/* A new string, or NULL (as written, or on failure). */
char     *bth_bytes_get_string (BthBytesReader *r);
/* A new NULL-terminated list (never NULL). */
char    **bth_bytes_get_strv   (BthBytesReader *r);
/* A count of items each at least one byte long: never more than is left to read. */
guint     bth_bytes_get_count  (BthBytesReader *r);

G_END_DECLS
