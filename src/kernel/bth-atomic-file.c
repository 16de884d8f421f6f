/* bth-atomic-file.c — temporary file, fsync, rename; and the clean-up of what a killed
 * write left behind. */
#include "bth-atomic-file.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* GIO's temporary files of g_file_replace_contents (saves before 0.2) are left alone for
 * an hour: a write in progress touches its file all along. */
#define LEGACY_STALE_SECONDS (60 * 60)
#define LEGACY_PREFIX ".goutputstream-"

/* Whether NAME is BASE.XXXXXX as g_file_set_contents() names its temporary files: six
 * letters and digits, with at least one capital or digit (a word such as "backup" is
 * someone's own file). */
static gboolean
is_glib_temp (const char *name, const char *base)
{
  const char *suffix;
  gboolean mixed = FALSE;

  if (!g_str_has_prefix (name, base) || name[strlen (base)] != '.')
    return FALSE;
  suffix = name + strlen (base) + 1;
  if (strlen (suffix) != 6)
    return FALSE;
  for (const char *c = suffix; *c; c++)
    {
      if (!g_ascii_isalnum (*c))
        return FALSE;
      if (!g_ascii_islower (*c))
        mixed = TRUE;
    }
  return mixed;
}

static char *
temp_prefix (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);

  return g_strconcat (".", base, ".tmp-", NULL);
}

/* Whether the process that wrote a temporary file named "…tmp-PID-XXXXXX" is gone. */
static gboolean
writer_gone (const char *suffix)
{
  char *end = NULL;
  long long pid;

  errno = 0;
  pid = g_ascii_strtoll (suffix, &end, 10);
  if (errno != 0 || end == suffix || *end != '-' || pid <= 0 || pid > G_MAXINT)
    return TRUE;   /* not a name we write: a damaged leftover */
  if ((pid_t) pid == getpid ())
    return FALSE;  /* this process may be writing it right now */
  return kill ((pid_t) pid, 0) != 0 && errno == ESRCH;
}

guint
bth_atomic_file_clean (const char *path)
{
  g_autofree char *dir_name = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = temp_prefix (path);
  g_autofree char *bak_prefix = g_strconcat (".", base, ".bak.tmp-", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_name, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;
  guint removed = 0;

  if (dir == NULL)
    return 0;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *full = g_build_filename (dir_name, name, NULL);
      gboolean stale = FALSE;
      GStatBuf st;

      if (g_str_has_prefix (name, prefix))
        stale = writer_gone (name + strlen (prefix));
      else if (g_str_has_prefix (name, bak_prefix))
        stale = writer_gone (name + strlen (bak_prefix));
      else if ((g_str_has_prefix (name, LEGACY_PREFIX) && strlen (name) == strlen (LEGACY_PREFIX) + 6)
               || is_glib_temp (name, base))
        stale = g_lstat (full, &st) == 0 && S_ISREG (st.st_mode) &&
                now - (gint64) st.st_mtime > LEGACY_STALE_SECONDS;
      if (stale && g_unlink (full) == 0)
        removed++;
    }
  return removed;
}

static gboolean
fail_errno (GError **error, const char *what, const char *path, int saved)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s %s: %s", what, path,
               g_strerror (saved));
  return FALSE;
}

/* Writes DATA to a new temporary file beside TARGET (named PREFIX-PID-XXXXXX) with the
 * permissions of MODE_OF when it exists, flushes it and renames it over TARGET. */
static gboolean
replace (const char *target, const char *mode_of, const char *prefix_name, const char *data, gsize length,
         GError **error)
{
  g_autofree char *dir_name = g_path_get_dirname (target);
  g_autofree char *template = g_strdup_printf ("%s%ld-XXXXXX", prefix_name, (long) getpid ());
  g_autofree char *temp = g_build_filename (dir_name, template, NULL);
  gsize done = 0;
  int fd, saved;
  GStatBuf st;

  if ((fd = g_mkstemp_full (temp, O_WRONLY | O_CLOEXEC, 0644)) < 0)
    return fail_errno (error, "Could not create a temporary file for", target, errno);
  /* The file keeps the permissions of MODE_OF (the players' files were written 0600). */
  if (g_stat (mode_of, &st) == 0 && fchmod (fd, st.st_mode & 07777) != 0)
    goto failed;
  while (done < length)
    {
      ssize_t n = write (fd, data + done, length - done);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        goto failed;
      done += (gsize) n;
    }
  if (fsync (fd) != 0)
    goto failed;
  if (close (fd) != 0)
    {
      fd = -1;
      goto failed;
    }
  fd = -1;
  if (g_rename (temp, target) != 0)
    goto failed;
  return TRUE;

failed:
  saved = errno;
  if (fd >= 0)
    close (fd);
  g_unlink (temp);
  return fail_errno (error, "Could not write", target, saved);
}

gboolean
bth_atomic_file_write (const char *path, const char *data, gsize length, gboolean keep_backup,
                       GError **error)
{
  g_autofree char *base = g_path_get_basename (path);

  bth_atomic_file_clean (path);
  if (keep_backup && g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_autofree char *previous = NULL;
      g_autofree char *bak = g_strconcat (path, ".bak", NULL);
      g_autofree char *bak_prefix = g_strconcat (".", base, ".bak.tmp-", NULL);
      gsize previous_length;

      if (!g_file_get_contents (path, &previous, &previous_length, error) ||
          !replace (bak, path, bak_prefix, previous, previous_length, error))
        return FALSE;
    }
  {
    g_autofree char *prefix = temp_prefix (path);
    return replace (path, path, prefix, data, length, error);
  }
}

gboolean
bth_atomic_file_replace (GFile *file, const char *data, gsize length, gboolean keep_backup,
                         GError **error)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    return bth_atomic_file_write (path, data, length, keep_backup, error);
  return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}

char *
bth_atomic_file_set_aside (const char *path, GError **error)
{
  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *aside = n == 1 ? g_strconcat (path, ".unreadable", NULL)
                                      : g_strdup_printf ("%s.unreadable-%u", path, n);

      if (g_file_test (aside, G_FILE_TEST_EXISTS))
        continue;
      /* link() then unlink(): unlike rename(), it never replaces a file made meanwhile. */
      if (link (path, aside) != 0)
        {
          if (errno == EEXIST)
            continue;
          if (g_rename (path, aside) != 0)
            {
              fail_errno (error, "Could not rename", path, errno);
              return NULL;
            }
          return g_steal_pointer (&aside);
        }
      g_unlink (path);
      return g_steal_pointer (&aside);
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST, "Could not rename %s: too many files set aside",
               path);
  return NULL;
}
