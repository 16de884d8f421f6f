/* test-supply-i18n.c — the sentences supply gives the players are translatable: the core's
 * supply files are listed in War and Peace's src/games/war-and-peace/POTFILES (which
 * po/meson.build passes to xgettext), and xgettext, with the keywords meson's "glib"
 * preset uses (po/meson.build), extracts their sentences as the code prints them in English.
 * Skipped where xgettext is not installed. */
#include <glib.h>
#include <string.h>

static const char *const files[] = { "src/games/war-and-peace/campaign-books/bth-game-supply.c", "src/games/war-and-peace/land/bth-supply.c" };

/* The format strings as the code passes them to printf, English unchanged (the other tests
 * compare the English text). */
static const char *const sentences[] = {
  "No location entered",
  "Unknown: %s.",
  "%s %s: home major city of %s's units, %s (M.3.a)",
  "%s %s: satellite major city of %s's units, %s (M.3.a)",
  "neutral",
  "In supply: inside %s, a supply source for these units (M.4).",
  "In supply: a line of %d MP from stack %s, in supply and of the same colour (M.3.b).",
  "In supply: a line of %d MP from %s %s, a home major city (M.3.a).",
  "In supply: a line of %d MP from %s %s, a satellite major city (M.3.a).",
  "In supply: a line of %d MP from %s %s, a conquest supply source (X.I.2.c).",
  "In supply: transported by naval movement this player segment, automatically considered supplied for the "
  "remainder of it (X.F.3.b).",
  "%s %s: conquest supply source of the %s (X.I.2.c)",
  "Units of a conquered neutral state: both factions may trace supply through their hex (X.I.2.d), and "
  "they are not subject to attrition (X.I.2.e).",
  "%sUnknown: a line of %d MP may run if the terrain of %s allows; record it from your board.",
  "%sUnknown: no line of %d MP from a source whose hex is recorded; the hexes of %s are not recorded.",
  "%sUnknown: the map records no major city of %s or its satellites, and no supplied stack of the "
  "same colour is within %d MP.",
  "%sUnsupplied: no supply source nor supplied stack of the same colour within %d MP (M.2).",
  "%sUnknown: no line of %d MP from a major city the map records, but the map does not record the size "
  "and country of every city (%s): enter them on the Map page, or confirm there that it lists every major "
  "city (M.3.a).",
  " and %u more",
  "The leaders' counter colour is not entered, so no chain through other stacks was counted.",
  "Lake and swamp count as clear hexes: this is a winter month (Terrain Effects Chart note 1).",
  "The line counts lake and swamp at their full cost; in a winter turn they are clear hexes "
  "(Terrain Effects Chart note 1), and the winter months are not entered.",
  "Unknown: no line of %d MP outside winter, but in a winter turn lake and swamp are clear hexes "
  "(Terrain Effects Chart note 1) and a line of %d MP would run. Enter the winter months to know.",
  "forces[%u] %s: not a hex of the grid",
  "forces[%u] %s: a force needs its colour and nation",
  "forces[%u] %s: negative strength",
  "sources[%u]: not a hex of the grid",
};

static const char *
source_root (void)
{
  const char *root = g_getenv ("BERTHIER_SOURCE_ROOT");

  g_assert_nonnull (root);
  return root;
}

static void
test_potfiles (void)
{
  g_autofree char *path = g_build_filename (source_root (), "src", "games", "war-and-peace", "POTFILES", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    g_assert_true (g_strv_contains ((const char * const *) lines, files[f]));
}

static void
test_extracted (void)
{
  g_autofree char *xgettext = g_find_program_in_path ("xgettext");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  if (xgettext == NULL)
    {
      g_test_skip ("xgettext is not installed");
      return;
    }
  g_ptr_array_add (argv, xgettext);
  g_ptr_array_add (argv, (gpointer) "--from-code=UTF-8");
  g_ptr_array_add (argv, (gpointer) "--no-wrap");
  g_ptr_array_add (argv, (gpointer) "--language=C");
  g_ptr_array_add (argv, (gpointer) "--keyword=_");
  g_ptr_array_add (argv, (gpointer) "--keyword=N_");
  g_ptr_array_add (argv, (gpointer) "--keyword=C_:1c,2");
  g_ptr_array_add (argv, (gpointer) "--keyword=NC_:1c,2");
  g_ptr_array_add (argv, (gpointer) "--keyword=g_dngettext:2,3");
  g_ptr_array_add (argv, (gpointer) "--output=-");
  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    g_ptr_array_add (argv, (gpointer) files[f]);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (source_root (), (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (sentences); i++)
    {
      g_autofree char *escaped = g_strescape (sentences[i], NULL);
      g_autofree char *msgid = g_strdup_printf ("msgid \"%s\"\n", escaped);

      if (strstr (out, msgid) == NULL)
        g_error ("not extracted for translation: %s", sentences[i]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/supply-i18n/potfiles", test_potfiles);
  g_test_add_func ("/supply-i18n/extracted", test_extracted);
  return g_test_run ();
}
