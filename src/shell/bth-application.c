/* bth-application.c — the Berthier application: actions, options, windows.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-application.h"
#include "bth-preferences-window.h"
#include "bth-game-app-info.h"
#include "bth-game-module.h"
#include "bth-window.h"

struct _BthApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;

  /* The built-in ruleset, loaded once on first use and shared by windows (it is
   * immutable), or the error that stopped it loading. */
  GObject        *default_ruleset;
  GError         *default_error;
  /* Reads the built-in ruleset while GTK starts up (bth_application_startup): parsing and
   * checking it is independent of the display, so on a second core it costs the first
   * frame nothing. Joined on first use. */
  GThread        *default_loader;
};

/* What the loader thread hands back. */
typedef struct {
  GObject    *ruleset;
  GError     *error;
} LoadedRules;

G_DEFINE_FINAL_TYPE (BthApplication, bth_application, ADW_TYPE_APPLICATION)

static const GOptionEntry bth_application_options[] = {
  { "rules", 'r', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, NULL,
    N_("Load the rules from DIRECTORY (or from one ruleset file) instead of the built-in ones"),
    N_("DIRECTORY") },
  { NULL }
};

/* GTK parses its own default theme when it creates the display's settings; libadwaita then
 * sets the empty theme it ships ("Adwaita-empty") and styles everything with its own
 * stylesheet. Parsing the default theme for nothing was about a tenth of the launch, so the
 * settings are created with the empty theme already named. GTK reads GTK_THEME when it
 * loads a theme, and libadwaita leaves styling to a theme named there, so the variable is
 * set only while the settings are created. A theme the user names is left alone.
 * (GLib warns that unsetting a variable once GTK has started its worker threads is not
 * thread-safe: a worker reading the environment at that very instant could miss a
 * variable. glibc's unsetenv frees nothing, so the risk is a missed read, not a crash.) */
static void
skip_gtk_default_theme (void)
{
  if (g_getenv ("GTK_THEME") != NULL)
    return;
  g_setenv ("GTK_THEME", "Adwaita-empty", TRUE);
  if (gtk_init_check ())
    gtk_settings_get_default ();
  g_unsetenv ("GTK_THEME");
}

BthApplication *
bth_application_new (void)
{
  skip_gtk_default_theme ();
  return g_object_new (BTH_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE,
                       "resource-base-path", "/io/github/berthier/Berthier",
                       NULL);
}

GSettings *
bth_application_get_settings (BthApplication *self)
{
  g_return_val_if_fail (BTH_IS_APPLICATION (self), NULL);

  return self->settings;
}

/* Loads the rules named on the command line: a directory holding the ruleset files, or a
 * single ruleset file. */
/* The game the app plays: the first installed (src/app/bth-installed-games.c). */
static const BthGameModule *
app_game (void)
{
  return bth_game_module_default ();
}

static GObject *
bth_application_load_rules (GFile   *rules,
                            GError **error)
{
  g_autofree char *path = g_file_get_path (rules);

  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (rules);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("“%s” is not a local folder"), uri);
      return NULL;
    }
  /* A directory holding the game's ruleset file, or one ruleset file. */
  return app_game ()->load_rules (NULL, path, error);
}

static gpointer
load_default_rules (gpointer data)
{
  LoadedRules *loaded = g_new0 (LoadedRules, 1);

  loaded->ruleset = app_game ()->load_rules (NULL, NULL, &loaded->error);
  return loaded;
}

/* The built-in ruleset from the loader thread, or loaded now if it was never started. */
static void
take_default_rules (BthApplication *self)
{
  if (self->default_loader != NULL)
    {
      LoadedRules *loaded = g_thread_join (g_steal_pointer (&self->default_loader));

      self->default_ruleset = loaded->ruleset;
      self->default_error = loaded->error;
      g_free (loaded);
    }
  if (self->default_ruleset == NULL && self->default_error == NULL)
    self->default_ruleset = app_game ()->load_rules (NULL, NULL, &self->default_error);
}

/* Opens a new window showing @rules, or the built-in ruleset when @rules is NULL. A load
 * failure is shown in the window (and returned in @error when given). */
static GtkWindow *
bth_application_new_window (BthApplication *self,
                            GFile          *rules,
                            GError        **error)
{
  g_autoptr(GObject) ruleset = NULL;
  g_autoptr(GError) local_error = NULL;
  BthWindow *window;

  if (rules != NULL)
    {
      ruleset = bth_application_load_rules (rules, &local_error);
    }
  else
    {
      take_default_rules (self);

      if (self->default_ruleset != NULL)
        ruleset = g_object_ref (self->default_ruleset);
      else
        local_error = g_error_copy (self->default_error);
    }

  window = bth_window_new (self);

  if (ruleset != NULL)
    bth_window_set_ruleset (window, ruleset);
  else
    bth_window_set_load_error (window, local_error);

  if (local_error != NULL && error != NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));

  return GTK_WINDOW (window);
}

static void
bth_application_activate (GApplication *app)
{
  BthApplication *self = BTH_APPLICATION (app);
  GtkWindow *window;

  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (window == NULL)
    window = bth_application_new_window (self, NULL, NULL);

  gtk_window_present (window);
}

static int
bth_application_command_line (GApplication            *app,
                              GApplicationCommandLine *cmdline)
{
  BthApplication *self = BTH_APPLICATION (app);
  GVariantDict *options = g_application_command_line_get_options_dict (cmdline);
  g_autofree char *rules_arg = NULL;
  g_autoptr(GFile) rules = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *window;

  if (!g_variant_dict_lookup (options, "rules", "^ay", &rules_arg))
    {
      g_application_activate (app);
      return EXIT_SUCCESS;
    }

  /* Relative to the directory the command was run in, which may be another process's. */
  rules = g_application_command_line_create_file_for_arg (cmdline, rules_arg);
  window = bth_application_new_window (self, rules, &error);
  gtk_window_present (window);

  if (error != NULL)
    {
      /* The window shows the message; say it on the terminal too. */
      g_application_command_line_printerr (cmdline, "%s: %s\n",
                                           _("Could not load the rules"), error->message);
      return EXIT_FAILURE;
    }

  return EXIT_SUCCESS;
}

static void
bth_application_quit_action (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  BthApplication *self = BTH_APPLICATION (user_data);
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

  /* Close the windows properly first, so that each saves its state. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free (windows);

  g_application_quit (G_APPLICATION (self));
}

static void
bth_application_shortcuts_action (GSimpleAction *action,
                                  GVariant      *parameter,
                                  gpointer       user_data)
{
  BthApplication *self = BTH_APPLICATION (user_data);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (!GTK_IS_APPLICATION_WINDOW (window))
    return;

  /* Built on first use, not at the path GtkApplication loads for every new window:
   * that would add its cost to every launch. Setting it adds win.show-help-overlay. */
  if (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)) == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/berthier/Berthier/ui/help-overlay.ui");

      gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (window),
                                               GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
}

/* The About box says what Berthier is, then what it does for each installed game's
 * players, each under the game's name (bth-game-app-info.h); each game's publisher
 * notice is a legal section of its own. */
static void
add_games_to_about (AdwAboutWindow *about)
{
  g_autoptr(GString) comments = g_string_new (NULL);
  guint n;
  const BthGameAppInfo * const *games = bth_game_app_info_list (&n);

  g_string_append (comments,
                   _("A staff officer for face-to-face board games. The players move the "
                     "counters on the real map; Berthier keeps the books, rolls and resolves "
                     "the tables, and explains every number it used."));
  for (guint i = 0; i < n; i++)
    {
      const BthGameModule *module = bth_game_module_find (games[i]->game_id);
      const char *name = module != NULL ? module->name : games[i]->game_id;

      /* The comments are Pango markup: the game's name in bold, its words escaped. */
      if (games[i]->about != NULL)
        {
          g_autofree char *escaped_name = g_markup_escape_text (name, -1);
          g_autofree char *escaped_about = g_markup_escape_text (_(games[i]->about), -1);

          g_string_append_printf (comments, "\n\n<b>%s</b>: %s", escaped_name, escaped_about);
        }
      if (games[i]->legal != NULL)
        adw_about_window_add_legal_section (about, name, NULL, GTK_LICENSE_CUSTOM, _(games[i]->legal));
    }
  adw_about_window_set_comments (about, comments->str);
}

static void
bth_application_about_action (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  static const char *developers[] = { "The Berthier developers", NULL };
  BthApplication *self = BTH_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  AdwAboutWindow *about = ADW_ABOUT_WINDOW (adw_about_window_new ());
  const char *translators = _("translator-credits");

  adw_about_window_set_application_name (about, _("Berthier"));
  adw_about_window_set_application_icon (about, APP_ID);
  adw_about_window_set_version (about, PACKAGE_VERSION);
  adw_about_window_set_developer_name (about, _("The Berthier developers"));
  adw_about_window_set_developers (about, developers);
  adw_about_window_set_copyright (about, "© 2026 The Berthier developers");
  adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  if (g_strcmp0 (translators, "translator-credits") != 0)
    adw_about_window_set_translator_credits (about, translators);
  add_games_to_about (about);

  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  gtk_window_present (GTK_WINDOW (about));
}

static void
bth_application_preferences_action (GSimpleAction *action,
                                    GVariant      *parameter,
                                    gpointer       user_data)
{
  BthApplication *self = BTH_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  gtk_window_present (bth_preferences_window_new (parent, self->settings));
}

static const GActionEntry bth_application_actions[] = {
  { "preferences", bth_application_preferences_action },
  { "quit", bth_application_quit_action },
  { "about", bth_application_about_action },
  { "shortcuts", bth_application_shortcuts_action },
};

static void
bth_application_startup (GApplication *app)
{
  BthApplication *self = BTH_APPLICATION (app);
  GSettingsSchemaSource *source;
  g_autoptr(GSettingsSchema) schema = NULL;

  self->default_loader = g_thread_new ("berthier-rules", load_default_rules, NULL);
  G_APPLICATION_CLASS (bth_application_parent_class)->startup (app);

  g_set_application_name (_("Berthier"));
  /* The default window icon is set by the main window after its first frame. */

  g_action_map_add_action_entries (G_ACTION_MAP (self),
                                   bth_application_actions,
                                   G_N_ELEMENTS (bth_application_actions),
                                   self);

  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit",
                                         (const char *[]) { "<Control>q", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         (const char *[]) { "<Control>comma", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.shortcuts",
                                         (const char *[]) { "<Control>question", NULL });
  /* Same key as app.shortcuts, which the menu uses; keep one binding. */
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-help-overlay",
                                         (const char *[]) { NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "window.close",
                                         (const char *[]) { "<Control>w", NULL });

  /* Without the schema, g_settings_new() would abort: run with defaults instead. */
  source = g_settings_schema_source_get_default ();
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    self->settings = g_settings_new_full (schema, NULL, NULL);
  else
    g_message ("GSettings schema %s is not installed; preferences will not be saved "
               "(set GSETTINGS_SCHEMA_DIR when running uninstalled)", APP_ID);
}

/* Quitting without closing the windows (the session ends): the pages' entries are kept. */
static void
bth_application_shutdown (GApplication *app)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (BTH_IS_WINDOW (l->data))
      bth_window_save_pages (BTH_WINDOW (l->data));

  G_APPLICATION_CLASS (bth_application_parent_class)->shutdown (app);
}

static void
bth_application_dispose (GObject *object)
{
  BthApplication *self = BTH_APPLICATION (object);

  g_clear_object (&self->settings);
  if (self->default_loader != NULL)
    take_default_rules (self);   /* a thread is never left running */
  g_clear_object (&self->default_ruleset);
  g_clear_error (&self->default_error);

  G_OBJECT_CLASS (bth_application_parent_class)->dispose (object);
}

static void
bth_application_class_init (BthApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = bth_application_dispose;

  app_class->startup = bth_application_startup;
  app_class->activate = bth_application_activate;
  app_class->command_line = bth_application_command_line;
  app_class->shutdown = bth_application_shutdown;
}

static void
bth_application_init (BthApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), bth_application_options);
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("A table-side assistant for board games."));
}
