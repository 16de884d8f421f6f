/* bth-game-files.c — the game's files: Open, Open Recent, Save As, export and print.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gi18n.h>

#include "bth-game-files.h"
#include "bth-atomic-file.h"
#include "bth-played-game.h"
#include "bth-game-store.h"

/* More would make the submenu a list to scroll through at the table. */
#define RECENT_MAX   8
#define PRINT_FONT   "Monospace 9"
#define PRINT_HEADER "Sans Bold 9"

/* Kept as the window's data, so it lives exactly as long as the window. */
typedef struct
{
  GSimpleActionGroup *group;
  GMenu              *recent_menu;
  BthSession         *session;         /* weak: the session whose "game" is watched */
  GtkPrintSettings   *print_settings;  /* the printer chosen last, for the next print */
} BthGameFiles;

#define FILES_KEY "bth-game-files"

/* What a file chooser was opened for. */
typedef enum
{
  CHOOSE_OPEN,
  CHOOSE_SAVE_AS,
  CHOOSE_EXPORT_TEXT,
} ChooseFor;

static void
bth_game_files_free (gpointer data)
{
  BthGameFiles *self = data;

  g_clear_weak_pointer (&self->session);
  g_clear_object (&self->group);
  g_clear_object (&self->recent_menu);
  g_clear_object (&self->print_settings);
  g_free (self);
}

static BthGameFiles *
get_files (BthWindow *window)
{
  return g_object_get_data (G_OBJECT (window), FILES_KEY);
}

static BthPlayedGame *
current_game (BthWindow *window)
{
  BthSession *session = bth_window_get_session (window);

  return session != NULL ? bth_session_get_game (session) : NULL;
}

/* A file's name as the players know it, in UTF-8. */
static char *
display_basename (GFile *file)
{
  g_autofree char *parse_name = g_file_get_parse_name (file);

  return g_path_get_basename (parse_name);
}

static void
show_error (BthWindow    *window,
            const char   *heading,
            const GError *error)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (window), heading,
                                   error != NULL ? error->message : NULL);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
set_action_enabled (BthGameFiles *self,
                    const char   *name,
                    gboolean      enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->group), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_actions (BthWindow *window)
{
  BthGameFiles *self = get_files (window);
  gboolean has_game = current_game (window) != NULL;
  gboolean has_session = bth_window_get_session (window) != NULL;

  if (self == NULL)
    return;
  /* Opening needs the rules to load the game with. */
  set_action_enabled (self, "open", has_session);
  set_action_enabled (self, "open-recent", has_session);
  set_action_enabled (self, "save-as", has_game);
  set_action_enabled (self, "export-text", has_game);
  set_action_enabled (self, "print", has_game);
}

/* The session is made when the rules are set, after the window is built: watch each new
 * one's game. Notifications from an old session only recompute the same state. */
static void
on_ruleset_notify (BthWindow *window)
{
  BthGameFiles *self = get_files (window);
  BthSession *session = bth_window_get_session (window);

  if (self == NULL)
    return;
  if (session != NULL && session != self->session)
    {
      g_set_weak_pointer (&self->session, session);
      g_signal_connect_object (session, "notify::game", G_CALLBACK (update_actions), window,
                               G_CONNECT_SWAPPED);
    }
  update_actions (window);
}

/* Saving and exporting, without dialogs */

gboolean
bth_game_files_save_as (BthWindow *window,
                        GFile     *file,
                        GError   **error)
{
  BthPlayedGame *game;

  g_return_val_if_fail (BTH_IS_WINDOW (window), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  game = current_game (window);
  if (game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no game to save."));
      return FALSE;
    }
  /* Written first: if that fails, the game still autosaves to its old file. */
  if (!bth_played_game_save (game, file, error))
    return FALSE;
  bth_window_set_game (window, game, file);
  return TRUE;
}

gboolean
bth_game_files_export_text (gpointer game,
                            GFile   *file,
                            GError **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (BTH_IS_PLAYED_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  text = bth_played_game_export_text (game);
  if (text == NULL)
    text = g_strdup ("");
  return bth_atomic_file_replace (file, text, strlen (text), FALSE, error);
}

/* Printing: the exported text, paginated by lines, under a header line */

typedef struct
{
  char        *title;         /* the scenario's name, for the header */
  char        *text;
  PangoLayout *layout;        /* the whole text, as wide as the page */
  GArray      *page_starts;   /* int: the first layout line of each page */
  double       header_height; /* the header line and a blank line */
} PrintJob;

static void
print_job_free (gpointer data)
{
  PrintJob *job = data;

  g_free (job->title);
  g_free (job->text);
  g_clear_object (&job->layout);
  g_array_unref (job->page_starts);
  g_free (job);
}

static PangoLayout *
new_print_layout (GtkPrintContext *context,
                  const char      *font_name)
{
  PangoLayout *layout = gtk_print_context_create_pango_layout (context);
  PangoFontDescription *font = pango_font_description_from_string (font_name);

  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (int) (gtk_print_context_get_width (context) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_font_description_free (font);
  return layout;
}

/* Breaks pages between lines, so no line is cut at the bottom of a page. */
static void
on_begin_print (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                PrintJob          *job)
{
  g_autoptr(PangoLayout) header = new_print_layout (context, PRINT_HEADER);
  double page_height;
  int first = 0, header_height, top = 0;
  PangoLayoutIter *iter;

  g_clear_object (&job->layout);
  job->layout = new_print_layout (context, PRINT_FONT);
  pango_layout_set_text (job->layout, job->text, -1);
  pango_layout_set_text (header, job->title, -1);
  pango_layout_get_size (header, NULL, &header_height);
  job->header_height = 2.0 * header_height / PANGO_SCALE;
  page_height = MAX (gtk_print_context_get_height (context) - job->header_height, 1.0);

  g_array_set_size (job->page_starts, 0);
  g_array_append_val (job->page_starts, first);
  iter = pango_layout_get_iter (job->layout);
  for (int i = 0; ; i++)
    {
      PangoRectangle logical;

      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      if (i > first && (double) (logical.y + logical.height - top) / PANGO_SCALE > page_height)
        {
          first = i;
          top = logical.y;
          g_array_append_val (job->page_starts, first);
        }
      if (!pango_layout_iter_next_line (iter))
        break;
    }
  pango_layout_iter_free (iter);
  gtk_print_operation_set_n_pages (operation, (int) job->page_starts->len);
}

static void
draw_header (GtkPrintContext *context,
             PrintJob        *job,
             int              page_nr)
{
  g_autoptr(PangoLayout) header = new_print_layout (context, PRINT_HEADER);
  g_autofree char *text = NULL;

  /* Translators: the header of a printed game log: the scenario's name, then "Page 2 of 5" */
  text = g_strdup_printf (_("%s — Page %d of %d"), job->title, page_nr + 1,
                          (int) job->page_starts->len);
  pango_layout_set_text (header, text, -1);
  cairo_move_to (gtk_print_context_get_cairo_context (context), 0, 0);
  pango_cairo_show_layout (gtk_print_context_get_cairo_context (context), header);
}

static void
on_draw_page (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page_nr,
              PrintJob          *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  PangoLayoutIter *iter;
  int first, end, top = 0;

  if (job->layout == NULL || page_nr < 0 || (guint) page_nr >= job->page_starts->len)
    return;
  first = g_array_index (job->page_starts, int, page_nr);
  end = (guint) page_nr + 1 < job->page_starts->len
        ? g_array_index (job->page_starts, int, page_nr + 1) : G_MAXINT;

  draw_header (context, job, page_nr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  iter = pango_layout_get_iter (job->layout);
  for (int i = 0; i < end; i++)
    {
      if (i >= first)
        {
          PangoRectangle logical;
          int baseline = pango_layout_iter_get_baseline (iter);

          pango_layout_iter_get_line_extents (iter, NULL, &logical);
          if (i == first)
            top = logical.y;
          cairo_move_to (cr, (double) logical.x / PANGO_SCALE,
                         job->header_height + (double) (baseline - top) / PANGO_SCALE);
          pango_cairo_show_layout_line (cr, pango_layout_iter_get_line_readonly (iter));
        }
      if (!pango_layout_iter_next_line (iter))
        break;
    }
  pango_layout_iter_free (iter);
}

static GtkPrintOperation *
new_print_operation (BthPlayedGame *game)
{
  GtkPrintOperation *operation = gtk_print_operation_new ();
  const char *title = bth_played_game_get_title (game);
  PrintJob *job = g_new0 (PrintJob, 1);

  job->text = bth_played_game_export_text (game);
  if (job->text == NULL)
    job->text = g_strdup ("");
  if (title != NULL)
    job->title = g_strdup (title);
  else
    job->title = g_strdup (_("Game Log"));
  job->page_starts = g_array_new (FALSE, FALSE, sizeof (int));
  g_object_set_data_full (G_OBJECT (operation), "bth-print-job", job, print_job_free);

  gtk_print_operation_set_job_name (operation, job->title);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_begin_print), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page), job);
  return operation;
}

gboolean
bth_game_files_export_pdf (gpointer game,
                           GFile   *file,
                           GError **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *path = NULL;
  GtkPrintOperationResult result;

  g_return_val_if_fail (BTH_IS_PLAYED_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("A PDF can only be saved to a file on this computer."));
      return FALSE;
    }
  operation = new_print_operation (game);
  gtk_print_operation_set_export_filename (operation, path);
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL,
                                    &local_error);
  if (result != GTK_PRINT_OPERATION_RESULT_ERROR)
    return TRUE;
  if (local_error == NULL)
    local_error = g_error_new (G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not write “%s”."), path);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/* Errors of an asynchronous print come with "done", the printer chosen too. */
static void
on_print_done (GtkPrintOperation       *operation,
               GtkPrintOperationResult  result,
               BthWindow               *window)
{
  BthGameFiles *self = get_files (window);

  g_object_set_data (G_OBJECT (operation), "bth-done", GINT_TO_POINTER (TRUE));
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autoptr(GError) error = NULL;

      gtk_print_operation_get_error (operation, &error);
      show_error (window, _("Could Not Print the Game Log"), error);
    }
  else if (result == GTK_PRINT_OPERATION_RESULT_APPLY && self != NULL)
    g_set_object (&self->print_settings, gtk_print_operation_get_print_settings (operation));
}

static void
print_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  BthWindow *window = user_data;
  BthGameFiles *self = get_files (window);
  BthPlayedGame *game = current_game (window);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;

  if (game == NULL || self == NULL)
    return;
  operation = new_print_operation (game);
  if (self->print_settings != NULL)
    gtk_print_operation_set_print_settings (operation, self->print_settings);
  /* Asynchronous: no nested main loop while the print dialog is up. */
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect_object (operation, "done", G_CALLBACK (on_print_done), window, 0);
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                    GTK_WINDOW (window), &error);
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR
      && g_object_get_data (G_OBJECT (operation), "bth-done") == NULL)
    show_error (window, _("Could Not Print the Game Log"), error);
}

/* File choosers */

static void
open_file (BthWindow *window,
           GFile     *file)
{
  g_autoptr(GError) error = NULL;

  if (!bth_window_open_game (window, file, &error))
    show_error (window, _("Could Not Open the Game"), error);
}

static void
save_as_file (BthWindow *window,
              GFile     *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (!bth_game_files_save_as (window, file, &error))
    {
      show_error (window, _("Could Not Save the Game"), error);
      return;
    }
  name = display_basename (file);
  /* Translators: %s is a file name */
  message = g_strdup_printf (_("Saved as “%s”"), name);
  bth_window_toast (window, message);
}

static void
export_text_file (BthWindow *window,
                  GFile     *file)
{
  BthPlayedGame *game = current_game (window);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (game == NULL)
    return;   /* the game went away while the chooser was up */
  if (!bth_game_files_export_text (game, file, &error))
    {
      show_error (window, _("Could Not Export the Game Log"), error);
      return;
    }
  name = display_basename (file);
  /* Translators: %s is a file name */
  message = g_strdup_printf (_("Log exported to “%s”"), name);
  bth_window_toast (window, message);
}

static void
on_chooser_response (GtkNativeDialog *chooser,
                     int              response,
                     gpointer         user_data)
{
  ChooseFor purpose = GPOINTER_TO_INT (user_data);
  BthWindow *window = g_object_get_data (G_OBJECT (chooser), "window");
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL && window != NULL)
    {
      switch (purpose)
        {
        case CHOOSE_OPEN:
          open_file (window, file);
          break;
        case CHOOSE_SAVE_AS:
          save_as_file (window, file);
          break;
        case CHOOSE_EXPORT_TEXT:
          export_text_file (window, file);
          break;
        default:
          g_assert_not_reached ();
        }
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *pattern)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (chooser, filter);
}

static GtkFileChooser *
new_chooser (BthWindow            *window,
             const char           *title,
             GtkFileChooserAction  action,
             const char           *accept_label)
{
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (window), action, accept_label,
                                         _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_object_set_data_full (G_OBJECT (chooser), "window", g_object_ref (window), g_object_unref);
  return GTK_FILE_CHOOSER (chooser);
}

/* The chooser is unreferenced when it answers. */
static void
run_chooser (GtkFileChooser *chooser,
             ChooseFor       purpose)
{
  g_signal_connect (chooser, "response", G_CALLBACK (on_chooser_response),
                    GINT_TO_POINTER (purpose));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* A file name for the current game: the scenario id and SUFFIX. */
static char *
suggested_name (BthWindow  *window,
                const char *suffix)
{
  BthPlayedGame *game = current_game (window);
  const char *id = game != NULL ? bth_played_game_get_scenario_id (game) : NULL;
  const char *scenario = id != NULL ? id : "game";

  return g_strconcat (scenario, suffix, NULL);
}

/* The actions */

static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  BthWindow *window = user_data;
  GtkFileChooser *chooser;

  chooser = new_chooser (window, _("Open Game"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"));
  add_filter (chooser, _("Berthier games"), "*" BTH_GAME_FILE_SUFFIX);
  add_filter (chooser, _("All files"), "*");
  run_chooser (chooser, CHOOSE_OPEN);
}

static void
open_recent_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  BthWindow *window = user_data;
  const char *uri = g_variant_get_string (parameter, NULL);
  g_autoptr(GFile) file = NULL;

  if (uri == NULL || *uri == '\0')
    return;
  file = g_file_new_for_uri (uri);
  open_file (window, file);
}

static void
save_as_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  BthWindow *window = user_data;
  g_autofree char *name = suggested_name (window, BTH_GAME_FILE_SUFFIX);
  GtkFileChooser *chooser;

  if (current_game (window) == NULL)
    return;
  chooser = new_chooser (window, _("Save Game As"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"));
  add_filter (chooser, _("Berthier games"), "*" BTH_GAME_FILE_SUFFIX);
  add_filter (chooser, _("All files"), "*");
  gtk_file_chooser_set_current_name (chooser, name);
  run_chooser (chooser, CHOOSE_SAVE_AS);
}

static void
export_text_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  BthWindow *window = user_data;
  g_autofree char *name = suggested_name (window, "-log.txt");
  GtkFileChooser *chooser;

  if (current_game (window) == NULL)
    return;
  chooser = new_chooser (window, _("Export Log as Text"), GTK_FILE_CHOOSER_ACTION_SAVE,
                         _("_Export"));
  add_filter (chooser, _("Text files"), "*.txt");
  add_filter (chooser, _("All files"), "*");
  gtk_file_chooser_set_current_name (chooser, name);
  run_chooser (chooser, CHOOSE_EXPORT_TEXT);
}

static const GActionEntry file_actions[] = {
  { "open",        open_activated },
  { "open-recent", open_recent_activated, "s" },
  { "save-as",     save_as_activated },
  { "export-text", export_text_activated },
  { "print",       print_activated },
  /* Never enabled: it greys out "No Recent Games". */
  { "no-recent" },
};

static void
add_shortcuts (BthWindow *window)
{
  static const struct {
    guint           keyval;
    GdkModifierType modifiers;
    const char     *action;
  } shortcuts[] = {
    { GDK_KEY_o, GDK_CONTROL_MASK,                  "file.open" },
    { GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "file.save-as" },
    { GDK_KEY_p, GDK_CONTROL_MASK,                  "file.print" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (shortcuts[i].keyval,
                                                                                    shortcuts[i].modifiers),
                                                            gtk_named_action_new (shortcuts[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (window), controller);
}

/* The recent games menu */

static gboolean
is_recent_game (GtkRecentInfo *info)
{
  const char *app_name = g_get_application_name ();

  return app_name != NULL
         && gtk_recent_info_has_application (info, app_name)
         && g_strcmp0 (gtk_recent_info_get_mime_type (info), BTH_GAME_MIME_TYPE) == 0
         && gtk_recent_info_is_local (info)
         && gtk_recent_info_exists (info);
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  GtkRecentInfo *info_a = *(GtkRecentInfo * const *) a;
  GtkRecentInfo *info_b = *(GtkRecentInfo * const *) b;

  return g_date_time_compare (gtk_recent_info_get_modified (info_b),
                              gtk_recent_info_get_modified (info_a));
}

static GMenuItem *
recent_item (GtkRecentInfo *info)
{
  const char *display_name = gtk_recent_info_get_display_name (info);
  g_autofree char *short_name = gtk_recent_info_get_short_name (info);
  g_autofree char *label = NULL;
  GMenuItem *item;

  /* Several games of one scenario: the file name tells them apart. */
  if (display_name != NULL && g_strcmp0 (display_name, short_name) != 0)
    /* Translators: a recent game: the scenario's name, then the file name */
    label = g_strdup_printf (_("%s (%s)"), display_name, short_name);
  else
    label = g_strdup (short_name);
  item = g_menu_item_new (label, NULL);
  g_menu_item_set_action_and_target_value (item, "file.open-recent",
                                           g_variant_new_string (gtk_recent_info_get_uri (info)));
  return item;
}

static void
refresh_recent_menu (BthWindow *window)
{
  BthGameFiles *self = get_files (window);
  GList *items;
  g_autoptr(GPtrArray) games = g_ptr_array_new ();

  if (self == NULL)
    return;
  items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  for (GList *l = items; l != NULL; l = l->next)
    if (is_recent_game (l->data))
      g_ptr_array_add (games, l->data);
  g_ptr_array_sort (games, compare_newest_first);

  g_menu_remove_all (self->recent_menu);
  for (guint i = 0; i < games->len && i < RECENT_MAX; i++)
    {
      g_autoptr(GMenuItem) item = recent_item (g_ptr_array_index (games, i));

      g_menu_append_item (self->recent_menu, item);
    }
  if (games->len == 0)
    g_menu_append (self->recent_menu, _("No Recent Games"), "file.no-recent");
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

GActionGroup *
bth_game_files_get_actions (BthWindow *window)
{
  BthGameFiles *self;

  g_return_val_if_fail (BTH_IS_WINDOW (window), NULL);

  self = get_files (window);
  return self != NULL ? G_ACTION_GROUP (self->group) : NULL;
}

void
bth_game_files_install (BthWindow *window,
                        GMenu     *recent_menu)
{
  BthGameFiles *self;

  g_return_if_fail (BTH_IS_WINDOW (window));
  g_return_if_fail (G_IS_MENU (recent_menu));
  g_return_if_fail (get_files (window) == NULL);

  self = g_new0 (BthGameFiles, 1);
  self->recent_menu = g_object_ref (recent_menu);
  self->group = g_simple_action_group_new ();
  /* The group belongs to the window (below), so the window outlives its actions' uses. */
  g_action_map_add_action_entries (G_ACTION_MAP (self->group), file_actions,
                                   G_N_ELEMENTS (file_actions), window);
  set_action_enabled (self, "no-recent", FALSE);
  g_object_set_data_full (G_OBJECT (window), FILES_KEY, self, bth_game_files_free);
  gtk_widget_insert_action_group (GTK_WIDGET (window), "file", G_ACTION_GROUP (self->group));
  add_shortcuts (window);

  g_signal_connect (window, "notify::ruleset", G_CALLBACK (on_ruleset_notify), NULL);
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (refresh_recent_menu), window, G_CONNECT_SWAPPED);
  on_ruleset_notify (window);
  refresh_recent_menu (window);
}
