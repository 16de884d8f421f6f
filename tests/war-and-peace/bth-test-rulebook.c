/* bth-test-rulebook.c — the rulebook seed's lines, for tests that quote them.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-test-rulebook.h"

#include <string.h>

static char **seed_lines;
static guint seed_n_lines;

void
bth_test_rulebook_load (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL, *text = NULL;
  const char *rulebook = g_getenv ("BERTHIER_RULEBOOK");

  if (seed_lines != NULL)
    return;
  path = rulebook ? g_strdup (rulebook) : g_test_build_filename (G_TEST_DIST, "seeds", "000_a960616736e2658d.txt", NULL);
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  seed_lines = g_strsplit (text, "\n", -1);
  seed_n_lines = g_strv_length (seed_lines);
}

const char *
bth_test_rulebook_line (int line)
{
  g_assert_nonnull (seed_lines);
  g_assert_cmpint (line, >=, 1);
  g_assert_cmpuint ((guint) line, <=, seed_n_lines);
  return seed_lines[line - 1];
}

char *
bth_test_normalise (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *c = text; *c; c++)
    {
      if (*c == '*')
        continue;
      if (g_ascii_isspace (*c))
        {
          space = TRUE;
          continue;
        }
      if (space && out->len > 0)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, *c);
    }
  return g_string_free (out, FALSE);
}

void
bth_test_assert_seed (int line, const char *phrase)
{
  g_autofree char *text = bth_test_normalise (bth_test_rulebook_line (line));

  if (strstr (text, phrase) == NULL)
    g_error ("rulebook line %d does not say \"%s\":\n%s", line, phrase, text);
}
