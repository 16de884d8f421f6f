/* test-ui-game-files.c — Save As, export as text and PDF, Open of a corrupt file, Open Recent.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gstdio.h>

#include "bth-game-files.h"
#include "bth-game-save.h"
#include "bth-ui-test.h"

static char *temp_dir;

typedef gboolean (*Condition) (gpointer data);

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until CONDITION holds or SECONDS pass; the timeout wakes the loop so
 * the deadline is checked even when nothing else happens. */
static gboolean
wait_until (Condition condition,
            gpointer  data,
            int       seconds)
{
  gint64 deadline = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;
  guint tick = g_timeout_add (50, wake_up, NULL);
  gboolean done;

  while (!(done = condition (data)) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  return done;
}

static gboolean
has_game (gpointer data)
{
  return bth_session_get_game (bth_window_get_session (data)) != NULL;
}

/* The default scenario starts in an idle after the first frame. */
static BthGame *
wait_for_game (void)
{
  BthWindow *window = bth_ui_window ();

  g_assert_nonnull (bth_window_get_session (window));
  g_assert_true (wait_until (has_game, window, 30));
  return bth_session_get_game (bth_window_get_session (window));
}

static GFile *
temp_file (const char *name)
{
  g_autofree char *path = g_build_filename (temp_dir, name, NULL);

  return g_file_new_for_path (path);
}

static gboolean
action_enabled (BthWindow  *window,
                const char *name)
{
  GActionGroup *group = bth_game_files_get_actions (window);

  g_assert_nonnull (group);
  return g_action_group_get_action_enabled (group, name);
}

static void
test_actions_enabled (void)
{
  BthWindow *window = bth_ui_window ();

  wait_for_game ();
  g_assert_true (action_enabled (window, "open"));
  g_assert_true (action_enabled (window, "open-recent"));
  g_assert_true (action_enabled (window, "save-as"));
  g_assert_true (action_enabled (window, "export-text"));
  g_assert_true (action_enabled (window, "print"));
}

/* The trigger of the window's shortcut for the named action ACTION, or NULL. */
static char *
shortcut_trigger (BthWindow  *window,
                  const char *action)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutAction *named = gtk_shortcut_get_action (shortcut);

          if (GTK_IS_NAMED_ACTION (named)
              && g_strcmp0 (gtk_named_action_get_action_name (GTK_NAMED_ACTION (named)), action) == 0)
            return gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
        }
    }
  return NULL;
}

static void
test_shortcuts (void)
{
  BthWindow *window = bth_ui_window ();
  g_autofree char *open = shortcut_trigger (window, "file.open");
  g_autofree char *save_as = shortcut_trigger (window, "file.save-as");
  g_autofree char *print = shortcut_trigger (window, "file.print");

  g_assert_cmpstr (open, ==, "<Control>o");
  g_assert_cmpstr (save_as, ==, "<Shift><Control>s");
  g_assert_cmpstr (print, ==, "<Control>p");
}

static void
test_save_as (void)
{
  BthWindow *window = bth_ui_window ();
  BthGame *game = wait_for_game ();
  BthSession *session = bth_window_get_session (window);
  g_autoptr(GFile) file = temp_file ("saved.berthier");
  g_autoptr(GFile) missing = temp_file ("no-such-folder/saved.berthier");
  g_autoptr(GError) error = NULL;
  g_autoptr(BthGame) loaded = NULL;
  GFile *before = bth_session_get_game_file (session);

  /* A folder that does not exist: a message, and the game keeps its file. */
  g_assert_nonnull (before);
  g_assert_false (bth_game_files_save_as (window, missing, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, !=, "");
  g_assert_true (bth_session_get_game_file (session) == before);
  g_clear_error (&error);

  g_assert_true (bth_game_files_save_as (window, file, &error));
  g_assert_no_error (error);
  loaded = bth_game_load (bth_window_get_ruleset (window), file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmpstr (bth_game_get_state (loaded)->scenario, ==, bth_game_get_state (game)->scenario);
  /* The same game, autosaved to the new file from now on. */
  g_assert_true (bth_session_get_game (session) == game);
  g_assert_true (g_file_equal (bth_session_get_game_file (session), file));
}

static void
test_export_text_and_pdf (void)
{
  BthGame *game = wait_for_game ();
  g_autoptr(GFile) text_file = temp_file ("log.txt");
  g_autoptr(GFile) pdf_file = temp_file ("log.pdf");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *pdf = NULL;
  gsize text_length = 0, pdf_length = 0;

  g_assert_true (bth_game_files_export_text (game, text_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_load_contents (text_file, NULL, &text, &text_length, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (text_length, >, 0);

  g_assert_true (bth_game_files_export_pdf (game, pdf_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_load_contents (pdf_file, NULL, &pdf, &pdf_length, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pdf_length, >, 4);
  g_assert_true (memcmp (pdf, "%PDF", 4) == 0);
}

static GtkWindow *
find_message_dialog (BthWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* GTK's own list */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel)
          && gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window)
          && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return toplevel;
    }
  return NULL;
}

static void
test_open_corrupt (void)
{
  BthWindow *window = bth_ui_window ();
  BthGame *game = wait_for_game ();
  BthSession *session = bth_window_get_session (window);
  g_autoptr(GFile) file = temp_file ("corrupt.berthier");
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = g_file_get_uri (file);
  const char *corrupt = "{\"format\": \"berthier-game\", \"format_ver";
  GtkWindow *dialog;

  g_assert_true (g_file_replace_contents (file, corrupt, strlen (corrupt), NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);

  g_assert_false (bth_window_open_game (window, file, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, !=, "");
  g_assert_true (bth_session_get_game (session) == game);

  /* Through the action: a message dialog says why, and the game is still there. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "file.open-recent", "s", uri));
  bth_ui_settle ();
  dialog = find_message_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==, error->message);
  g_assert_true (bth_session_get_game (session) == game);
  gtk_window_destroy (dialog);
  bth_ui_settle ();
}

typedef struct
{
  GMenuModel *menu;
  const char *uri;
} RecentWait;

static gboolean
menu_has_uri (gpointer data)
{
  RecentWait *wait = data;

  for (int i = 0; i < g_menu_model_get_n_items (wait->menu); i++)
    {
      g_autofree char *target = NULL;

      if (g_menu_model_get_item_attribute (wait->menu, i, G_MENU_ATTRIBUTE_TARGET, "s", &target)
          && g_strcmp0 (target, wait->uri) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The "Open Recent" submenu of the window's primary menu. */
static GMenuModel *
recent_menu (BthWindow *window)
{
  GtkWidget *button = bth_ui_find (GTK_WIDGET (window), "primary_menu_button");
  GMenuModel *menu;

  /* The window builds its menu the first time it opens, as a click would. */
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));
  g_assert_nonnull (menu);
  for (int s = 0; s < g_menu_model_get_n_items (menu); s++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);

      for (int i = 0; section != NULL && i < g_menu_model_get_n_items (section); i++)
        {
          GMenuModel *submenu = g_menu_model_get_item_link (section, i, G_MENU_LINK_SUBMENU);

          if (submenu != NULL)
            {
              g_object_unref (submenu);   /* the window's menu keeps it */
              return submenu;
            }
        }
    }
  g_error ("the window menu has no Open Recent submenu");
  return NULL;
}

static void
test_recent_menu (void)
{
  BthWindow *window = bth_ui_window ();
  g_autoptr(GFile) file = temp_file ("recent.berthier");
  g_autofree char *uri = g_file_get_uri (file);
  g_autoptr(GError) error = NULL;
  RecentWait wait = { recent_menu (window), uri };
  int n_before;

  wait_for_game ();
  n_before = g_menu_model_get_n_items (wait.menu);
  g_assert_cmpint (n_before, >=, 1);
  g_assert_false (menu_has_uri (&wait));

  g_assert_true (bth_game_files_save_as (window, file, &error));
  g_assert_no_error (error);
  /* GtkRecentManager writes in a timeout, then says "changed". */
  g_assert_true (wait_until (menu_has_uri, &wait, 10));
  g_assert_cmpint (g_menu_model_get_n_items (wait.menu), >=, 1);
  g_assert_cmpint (g_menu_model_get_n_items (wait.menu), <=, 8);
  /* Newest first. */
  {
    g_autofree char *first = NULL;

    g_assert_true (g_menu_model_get_item_attribute (wait.menu, 0, G_MENU_ATTRIBUTE_TARGET, "s",
                                                    &first));
    g_assert_cmpstr (first, ==, uri);
  }
}

static void
remove_temp_dir (void)
{
  g_autoptr(GDir) dir = g_dir_open (temp_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (temp_dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (temp_dir);
}

int
main (int argc, char **argv)
{
  int status;

  bth_ui_test_init (&argc, &argv);
  temp_dir = g_dir_make_tmp ("berthier-files-XXXXXX", NULL);
  g_assert_nonnull (temp_dir);
  g_test_add_func ("/ui/game-files/actions-enabled", test_actions_enabled);
  g_test_add_func ("/ui/game-files/shortcuts", test_shortcuts);
  g_test_add_func ("/ui/game-files/save-as", test_save_as);
  g_test_add_func ("/ui/game-files/export-text-and-pdf", test_export_text_and_pdf);
  g_test_add_func ("/ui/game-files/open-corrupt", test_open_corrupt);
  g_test_add_func ("/ui/game-files/recent-menu", test_recent_menu);
  status = bth_ui_test_run ();
  remove_temp_dir ();
  g_free (temp_dir);
  return status;
}
