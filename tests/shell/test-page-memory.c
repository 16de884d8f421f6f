/* test-page-memory.c — the files that keep a tool page's entries (src/shell/bth-page-memory.c):
 * kept whole and read back, JSON states as JSON and others as text; a missing file is no
 * state; a file that is not JSON, not UTF-8, of another format or of another shape is moved
 * aside as NAME.json.unreadable (its bytes unchanged) and named in the error.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

#include "bth-page-memory.h"

#define FRESH "{\"battle\":{\"units\":[]},\"round\":1,\"log\":\"\"}"

static void
test_round_trip (void)
{
  const char *state = "{\"battle\":{\"units\":[{\"sp\":5}]},\"round\":2,\"log\":\"Round 1\",\"dice\":[4,4]}";
  g_autofree char *kept = NULL;
  g_autofree char *text_kept = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *path = bth_page_memory_path ("battle");
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_page_memory_save ("battle", state, &error));
  g_assert_no_error (error);
  /* The state is JSON inside the file, readable by a person. */
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"format\" : 1"));
  g_assert_nonnull (strstr (contents, "\"log\" : \"Round 1\""));
  g_assert_true (bth_page_memory_load ("battle", FRESH, &kept, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (kept, ==, state);

  /* A state that is not JSON (the Tables page's "chart;row;column") is kept as text. */
  g_assert_true (bth_page_memory_save ("lookup", "crt;3;4", &error));
  g_assert_true (bth_page_memory_load ("lookup", "crt;0;0", &text_kept, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (text_kept, ==, "crt;3;4");

  /* Forgotten (cleared): no state, and forgetting twice is no error. */
  g_assert_true (bth_page_memory_forget ("battle", &error));
  g_assert_true (bth_page_memory_forget ("battle", &error));
  g_assert_no_error (error);
  g_clear_pointer (&kept, g_free);
  g_assert_true (bth_page_memory_load ("battle", FRESH, &kept, &error));
  g_assert_null (kept);
}

static void
check_unreadable (const char *contents,
                  gssize      length)
{
  g_autofree char *path = bth_page_memory_path ("siege");
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *moved = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(GError) error = NULL;
  gsize moved_length;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_unlink (aside);
  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  g_assert_false (bth_page_memory_load ("siege", FRESH, &kept, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_null (kept);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, aside));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (aside, &moved, &moved_length, NULL));
  g_assert_cmpmem (moved, moved_length, contents, length < 0 ? strlen (contents) : (gsize) length);
}

static void
test_unreadable (void)
{
  check_unreadable ("{\"format\": 1, \"state\": {", -1);                     /* cut short */
  check_unreadable ("{\"format\": 1, \"state\": {\"log\": \"\xff\xfe\"}}", -1); /* not UTF-8 */
  check_unreadable ("[1, 2, 3]", -1);                                          /* not an object */
  check_unreadable ("{\"format\": 2, \"state\": {}}", -1);                     /* a later format */
  check_unreadable ("{\"format\": 1}", -1);                                    /* no state */
  check_unreadable ("{\"format\": 1, \"state\": {\"round\": \"two\"}}", -1);   /* a text for a number */
  check_unreadable ("{\"format\": 1, \"state\": {\"battle\": [1]}}", -1);      /* an array for an object */
  check_unreadable ("{\"format\": 1, \"state\": \"crt;1;2\"}", -1);            /* text for a JSON page */
}

/* What a killed write left beside a page's file (a temporary file of a process that is
 * gone; GLib's of an earlier version, an hour old) is removed when the page is read, and
 * when it is written; the file itself is whole. */
static void
test_stale_files_cleaned (void)
{
  g_autofree char *path = bth_page_memory_path ("overrun");
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *glib_tmp = g_strdup_printf ("%s.Ab3xQz", path);
  g_autofree char *dead_tmp = NULL, *kept = NULL;
  g_autoptr(GError) error = NULL;
  struct utimbuf old = { .actime = time (NULL) - 3660, .modtime = time (NULL) - 3660 };
  int status;
  pid_t dead;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (bth_page_memory_save ("overrun", "{\"defender_sp\": 3}", &error));
  g_assert_no_error (error);
  for (guint round = 0; round < 2; round++)
    {
      if ((dead = fork ()) == 0)
        _exit (0);
      g_assert_cmpint (waitpid (dead, &status, 0), ==, dead);
      g_free (dead_tmp);
      dead_tmp = g_strdup_printf ("%s/.%s.tmp-%ld-AbC123", dir, base, (long) dead);
      g_assert_true (g_file_set_contents (dead_tmp, "{\"format\": 1, \"st", -1, NULL));
      g_assert_true (g_file_set_contents (glib_tmp, "{", -1, NULL));
      g_assert_cmpint (utime (glib_tmp, &old), ==, 0);
      if (round == 0)
        {
          g_assert_true (bth_page_memory_load ("overrun", "{}", &kept, &error));
          g_assert_no_error (error);
          g_assert_nonnull (strstr (kept, "defender_sp"));
        }
      else
        {
          g_assert_true (bth_page_memory_save ("overrun", "{\"defender_sp\": 4}", &error));
          g_assert_no_error (error);
        }
      g_assert_false (g_file_test (dead_tmp, G_FILE_TEST_EXISTS));
      g_assert_false (g_file_test (glib_tmp, G_FILE_TEST_EXISTS));
    }
}

static void
test_missing_is_empty (void)
{
  g_autofree char *kept = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_page_memory_load ("weather", "{}", &kept, &error));
  g_assert_no_error (error);
  g_assert_null (kept);
}

int
main (int argc, char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("berthier-page-memory-XXXXXX", NULL);
  g_autofree char *state = g_build_filename (home, "state", NULL);
  int status;

  /* Before GLib reads it: the user's own kept entries are never touched. */
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/page-memory/round-trip", test_round_trip);
  g_test_add_func ("/page-memory/unreadable", test_unreadable);
  g_test_add_func ("/page-memory/missing-is-empty", test_missing_is_empty);
  g_test_add_func ("/page-memory/stale-files-cleaned", test_stale_files_cleaned);
  status = g_test_run ();
  {
    g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", home);
    if (system (cmd) != 0)
      g_printerr ("could not remove %s\n", home);
  }
  return status;
}
