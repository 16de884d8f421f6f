/* bth-bytes.c — the compact binary form of bth-bytes.h: LEB128 numbers (zigzag for
 * signed ones), strings as length + 1 (0 for NULL) then their bytes. */
#include "bth-bytes.h"

#include <string.h>

void
bth_bytes_put_uint (GString *out, guint64 value)
{
  do
    {
      guchar byte = value & 0x7f;
      value >>= 7;
      g_string_append_c (out, (char) (byte | (value != 0 ? 0x80 : 0)));
    }
  while (value != 0);
}

void
bth_bytes_put_int (GString *out, gint64 value)
{
  bth_bytes_put_uint (out, ((guint64) value << 1) ^ (guint64) (value >> 63));
}

void
bth_bytes_put_bool (GString *out, gboolean value)
{
  g_string_append_c (out, value ? 1 : 0);
}

void
bth_bytes_put_string (GString *out, const char *value)
{
  gsize length;

  if (value == NULL)
    {
      bth_bytes_put_uint (out, 0);
      return;
    }
  length = strlen (value);
  bth_bytes_put_uint (out, length + 1);
  g_string_append_len (out, value, length);
}

void
bth_bytes_put_strv (GString *out, const char * const *values)
{
  guint n = values != NULL ? g_strv_length ((char **) values) : 0;

  bth_bytes_put_uint (out, n);
  for (guint i = 0; i < n; i++)
    bth_bytes_put_string (out, values[i]);
}

void
bth_bytes_reader_init (BthBytesReader *r, gconstpointer data, gsize length)
{
  r->at = data;
  r->end = r->at + length;
  r->failed = FALSE;
}

gboolean
bth_bytes_reader_ok (const BthBytesReader *r, gboolean at_end)
{
  return !r->failed && (!at_end || r->at == r->end);
}

void
bth_bytes_reader_fail (BthBytesReader *r)
{
  r->failed = TRUE;
  r->at = r->end;
}

guint64
bth_bytes_get_uint (BthBytesReader *r)
{
  guint64 value = 0;

  for (guint shift = 0; shift < 64; shift += 7)
    {
      guchar byte;
      if (r->at >= r->end)
        break;
      byte = *r->at++;
      value |= (guint64) (byte & 0x7f) << shift;
      if ((byte & 0x80) == 0)
        return value;
    }
  bth_bytes_reader_fail (r);
  return 0;
}

gint64
bth_bytes_get_int (BthBytesReader *r)
{
  guint64 u = bth_bytes_get_uint (r);

  return (gint64) (u >> 1) ^ -(gint64) (u & 1);
}

int
bth_bytes_get_int_in (BthBytesReader *r, int min, int max)
{
  gint64 value = bth_bytes_get_int (r);

  if (value < min || value > max)
    {
      bth_bytes_reader_fail (r);
      return min;
    }
  return (int) value;
}

gboolean
bth_bytes_get_bool (BthBytesReader *r)
{
  if (r->at >= r->end || *r->at > 1)
    {
      bth_bytes_reader_fail (r);
      return FALSE;
    }
  return *r->at++ != 0;
}

char *
bth_bytes_get_string (BthBytesReader *r)
{
  guint64 length = bth_bytes_get_uint (r);
  char *value;

  if (length == 0)
    return NULL;
  length--;
  if (length > (guint64) (r->end - r->at) || memchr (r->at, 0, length) != NULL)
    {
      bth_bytes_reader_fail (r);
      return NULL;
    }
  value = g_strndup ((const char *) r->at, length);
  r->at += length;
  return value;
}

guint
bth_bytes_get_count (BthBytesReader *r)
{
  guint64 n = bth_bytes_get_uint (r);

  if (n > (guint64) (r->end - r->at))
    {
      bth_bytes_reader_fail (r);
      return 0;
    }
  return (guint) n;
}

char **
bth_bytes_get_strv (BthBytesReader *r)
{
  guint n = bth_bytes_get_count (r);
  char **values = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    {
      values[i] = bth_bytes_get_string (r);
      if (values[i] == NULL)   /* a list holds no NULL: damaged */
        {
          bth_bytes_reader_fail (r);
          values[i] = g_strdup ("");
        }
    }
  return values;
}
