/* bth-window.c — the main window.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-window.h"

#include "bth-dice-flash.h"
#include "bth-dice-log-page.h"
#include "bth-wrap-row.h"
#include "bth-focus-reach.h"
#include "bth-undo-keys.h"
#include "bth-game-files.h"
#include "bth-game-store.h"
#include "bth-game-module.h"
#include "bth-page.h"
#include "bth-page-registry.h"

/* The shell's own pages, for every game: the Dice Log (Alt+0), after each game's pages. */
static const BthPageInfo shell_pages[] = {
  { NULL, "dice-log", N_("Dice Log"), bth_dice_log_page_get_type, .tool_key = BTH_TOOL_KEY_DICE_LOG },
};

/* The sidebar's pages come from the games (bth-page-registry.h): the game's books first,
 * then the tools, which work without a game; then the shell's. */
static const BthPageInfo *
window_pages (guint *n)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_page_registry_add_every_game (shell_pages, G_N_ELEMENTS (shell_pages));
      g_once_init_leave (&once, 1);
    }
  return bth_page_registry_get (n);
}

struct _BthWindow
{
  AdwApplicationWindow  parent_instance;

  /* Ctrl+Z in a game page's tool part (undo_action()): the session's undo serial when the
   * game last acted (G_MAXUINT: its latest act was taken back). */
  guint                 serial_at_game_act;
  gboolean              undoing_game;

  /* Template widgets */
  AdwLeaflet           *leaflet;
  GtkWidget            *sidebar;
  GtkListBox           *sidebar_list;
  GtkWidget            *content;
  AdwWindowTitle       *content_title;
  GtkStack             *stack;
  AdwStatusPage        *status_page;
  AdwToastOverlay      *toast_overlay;
  AdwToast             *started_toast;   /* "… started and saved", until another page is
                                          * shown; a weak pointer: the overlay owns it */
  guint                 dismiss_source;  /* dismisses it, a moment after the page changed */
  GtkWidget            *undo_button;
  GtkOverlay           *dice_overlay;
  BthDiceFlash         *dice_flash;     /* made on the first animated roll */
  GMenu                *recent_submenu;
  GtkMenuButton        *primary_menu_button;
  GMenuModel           *primary_menu;
  guint                 load_source;
  gboolean              game_load_scheduled;
  gboolean              loading_game;
  /* The last evening's game is read in a thread while the window is built and painted
   * (start_reading_current_game); what it read waits here for the first frame. */
  gboolean              reading_game;
  gboolean              first_frame_painted;
  GObject              *read_game;
  GFile                *read_file;
  GError               *read_error;

  const BthGameModule  *module;    /* the game the window plays (the first registered) */
  GObject              *ruleset;   /* its rules (module->load_rules) */
  BthSession           *session;
  GSettings            *settings;
};

G_DEFINE_FINAL_TYPE (BthWindow, bth_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_RULESET,
  PROP_LOADING_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

BthWindow *
bth_window_new (BthApplication *application)
{
  g_return_val_if_fail (BTH_IS_APPLICATION (application), NULL);

  return g_object_new (BTH_TYPE_WINDOW, "application", application, NULL);
}

gpointer
bth_window_get_ruleset (BthWindow *self)
{
  g_return_val_if_fail (BTH_IS_WINDOW (self), NULL);

  return self->ruleset;
}

/* Shows @title and @description (plain text) on a status page, and gives assistive
 * technologies the same words. The page is built here, only when needed: an icon on a
 * page in the stack is looked up at launch even while hidden, and the app icon is an SVG
 * that costs librsvg before the first frame. */
static void
bth_window_show_status (BthWindow  *self,
                        const char *icon_name,
                        const char *title,
                        const char *description)
{
  g_autofree char *markup = g_markup_escape_text (description, -1);

  if (self->status_page == NULL)
    {
      self->status_page = ADW_STATUS_PAGE (adw_status_page_new ());
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->status_page), "status");
    }
  adw_status_page_set_icon_name (self->status_page, icon_name);
  adw_status_page_set_title (self->status_page, title);
  adw_status_page_set_description (self->status_page, markup);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->status_page),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

void
bth_window_toast (BthWindow  *self,
                  const char *message)
{
  g_return_if_fail (BTH_IS_WINDOW (self));

  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

/* The game pages have the game's undo (which the log keeps, across evenings); the tools
 * have the session's. */
static gboolean
game_page_visible (BthWindow *self)
{
  guint n_pages;
  const BthPageInfo *pages = window_pages (&n_pages);

  const char *name = gtk_stack_get_visible_child_name (self->stack);

  for (guint i = 0; i < n_pages; i++)
    if (g_strcmp0 (name, pages[i].name) == 0)
      return pages[i].game_book;
  return FALSE;
}

static void
on_can_undo_changed (BthWindow *self)
{
  BthPlayedGame *game = self->session != NULL ? bth_session_get_game (self->session) : NULL;
  gboolean can_undo, can_redo = FALSE;

  if (game_page_visible (self))
    {
      can_undo = game != NULL && bth_played_game_can_undo (game);
      can_redo = game != NULL && bth_played_game_can_redo (game);
    }
  else
    can_undo = self->session != NULL && bth_session_can_undo (self->session);
  /* A game page's tool part (bth_undo_keys_mark_tool_area()) has the session's undo: the
   * action is there for Ctrl+Z with the focus in it. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 can_undo || (self->session != NULL && bth_session_can_undo (self->session)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", can_redo);
  /* On a game page the button says which action of the log Ctrl+Z takes back. */
  {
    g_autofree char *what = can_undo && game_page_visible (self) ? bth_played_game_describe_undo (game) : NULL;
    g_autofree char *tip = what != NULL ? g_strdup_printf (_("Undo %s (Ctrl+Z)"), what) : NULL;
    gtk_widget_set_tooltip_text (self->undo_button, tip != NULL ? tip : _("Undo the Last Entry or Roll (Ctrl+Z)"));
  }
}

static void
on_game_changed (BthWindow *self)
{
  /* The session's undo serial when the game last recorded an action (not an undo): a game
   * page's tool part takes back the game's action while no session step is newer. */
  if (!self->undoing_game && self->session != NULL)
    self->serial_at_game_act = bth_session_get_undo_serial (self->session);
  on_can_undo_changed (self);
}

/* Whether PAGE belongs in the sidebar now: a page of the game the window plays (or of
 * every game), and, for pages shown only for some games (War and Peace's Grand Campaign
 * books), while the open game is one of them. */
static gboolean
page_shown (BthWindow *self, const BthPageInfo *page)
{
  BthPlayedGame *game = self->session != NULL ? bth_session_get_game (self->session) : NULL;

  if (!page->every_game && g_strcmp0 (page->game_id, self->module->id) != 0)
    return FALSE;
  return page->shown_for == NULL || page->shown_for (game);
}

/* The first page the sidebar shows (the game's first book, or its first tool): one of the
 * game's own before a page of every game (the Dice Log, the shell's). */
static const char *
first_shown_page (BthWindow *self)
{
  guint n_pages;
  const BthPageInfo *pages = window_pages (&n_pages);

  for (guint i = 0; i < n_pages; i++)
    if (page_shown (self, &pages[i]) && g_strcmp0 (pages[i].game_id, self->module->id) == 0)
      return pages[i].name;
  for (guint i = 0; i < n_pages; i++)
    if (page_shown (self, &pages[i]))
      return pages[i].name;
  return NULL;
}

/* The sidebar follows the game played and the open game; leaving a page it no longer
 * shows goes back to the first one. */
static void
update_campaign_pages (BthWindow *self)
{
  guint n_pages;
  const BthPageInfo *pages = window_pages (&n_pages);
  const char *shown = gtk_stack_get_visible_child_name (self->stack);

  for (guint i = 0; i < n_pages; i++)
    {
      gboolean visible = page_shown (self, &pages[i]);

      gtk_widget_set_visible (GTK_WIDGET (gtk_list_box_get_row_at_index (self->sidebar_list, (int) i)),
                              visible);
      if (!visible && g_strcmp0 (shown, pages[i].name) == 0 && first_shown_page (self) != NULL)
        bth_window_show_page (self, first_shown_page (self));
    }
  gtk_list_box_invalidate_headers (self->sidebar_list);
}

static void
on_session_game_notify (BthWindow *self)
{
  BthPlayedGame *game = bth_session_get_game (self->session);

  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (on_game_changed), self,
                             G_CONNECT_SWAPPED);
  on_can_undo_changed (self);
  update_campaign_pages (self);
}

/* Whether the dice tumble: the players' preference, and the desktop's animations setting
 * (people who turn animations off there want none here either). */
static gboolean
dice_animation_wanted (BthWindow *self)
{
  gboolean desktop_animations = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &desktop_animations, NULL);
  return desktop_animations && self->settings != NULL
         && g_settings_get_boolean (self->settings, "dice-animation");
}

/* A roll was logged: the latest dice the app rolled (not typed ones) tumble over the page. */
static void
on_rolls_changed (BthWindow  *self,
                  guint       position,
                  guint       removed,
                  guint       added,
                  GListModel *rolls)
{
  g_autoptr(BthRollRecord) latest = NULL;

  if (added == 0 || !dice_animation_wanted (self))
    return;
  latest = g_list_model_get_item (rolls, position + added - 1);
  if (latest == NULL || bth_roll_record_get_typed (latest))
    return;

  if (self->dice_flash == NULL)
    {
      self->dice_flash = BTH_DICE_FLASH (bth_dice_flash_new ());
      gtk_overlay_add_overlay (self->dice_overlay, GTK_WIDGET (self->dice_flash));
    }
  bth_dice_flash_play (self->dice_flash, bth_roll_record_get_dice (latest));
}

BthDiceFlash *
bth_window_get_dice_flash (BthWindow *self)
{
  g_return_val_if_fail (BTH_IS_WINDOW (self), NULL);

  return self->dice_flash;
}

static void
on_save_error_notify (BthWindow *self)
{
  const char *message = bth_session_get_save_error (self->session);

  if (message != NULL)
    bth_window_toast (self, message);
}

gboolean
bth_window_start_scenario (BthWindow  *self,
                           const char *scenario_id,
                           GError    **error)
{
  g_autoptr(GObject) game = NULL;
  g_autoptr(GFile) file = NULL;
  guint64 seed = ((guint64) g_random_int () << 32) | g_random_int ();

  g_return_val_if_fail (BTH_IS_WINDOW (self), FALSE);

  if (self->session == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The rules are not loaded."));
      return FALSE;
    }
  if (self->module->new_game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("This game keeps no books."));
      return FALSE;
    }
  game = self->module->new_game (self->ruleset, scenario_id, seed, error);
  if (game == NULL)
    return FALSE;
  file = bth_game_store_new_file (scenario_id, error);
  if (file == NULL || !bth_played_game_save (BTH_PLAYED_GAME (game), file, error))
    return FALSE;
  bth_window_set_game (self, game, file);
  return TRUE;
}

/* A game played by other rules than the window shows (a save of the game's other ruleset)
 * brings its rules: the window switches to them, subtitle, session and pages, before the
 * game is set on the session. */
static void
adopt_game_rules (BthWindow *self,
                  gpointer   game)
{
  gpointer rules = game != NULL ? bth_played_game_get_rules (BTH_PLAYED_GAME (game)) : NULL;

  if (rules != NULL && rules != (gpointer) self->ruleset)
    bth_window_set_ruleset (self, rules);
}

/* Shows the game of the last evening read by start_reading_current_game (GAME, or ERROR
 * saying why it could not be). */
static void
show_read_game (BthWindow *self,
                GObject   *game,
                GFile     *file,
                GError    *error)
{
  self->loading_game = FALSE;
  if (self->session == NULL || bth_session_get_game (self->session) != NULL)
    return;   /* the players started or opened another one meanwhile */
  if (game == NULL)
    {
      /* Translators: %s says why */
      g_autofree char *message = g_strdup_printf (_("The last game could not be reopened: %s"),
                                                  error->message);

      /* The file is left as it is; Open Recent still lists it. */
      bth_window_toast (self, message);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING_GAME]);
      return;
    }
  adopt_game_rules (self, game);
  bth_session_set_game (self->session, game, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING_GAME]);
}

static void
on_current_game_loaded (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  g_autoptr(BthWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) game = bth_game_store_load_finish (result, &error);
  GFile *file = g_object_get_data (G_OBJECT (result), "file");

  self->reading_game = FALSE;
  if (!self->first_frame_painted)
    {
      /* Read before the window was first painted: shown after (load_current_game). */
      self->read_game = g_steal_pointer (&game);
      self->read_file = g_object_ref (file);
      self->read_error = g_steal_pointer (&error);
      return;
    }
  show_read_game (self, game, file, error);
}

/* Starts reading the game of the last evening, if there is one, in a thread: while the
 * window is built and its first frame painted, the other core reads the file. */
static void
start_reading_current_game (BthWindow *self)
{
  g_autoptr(GFile) file = bth_game_store_get_current ();

  if (file == NULL || self->module->load_game == NULL)
    return;
  self->reading_game = TRUE;
  bth_game_store_load_async (self->module, self->ruleset, file, NULL, on_current_game_loaded,
                             g_object_ref (self));
}

/* Dismissing the toast right after it was added crashed libadwaita 1.2 (a freed toast
 * unreferenced when its animation was skipped; test-ui-positions under MALLOC_PERTURB_),
 * so it goes a moment after the page changes, once it is surely shown. */
#define STARTED_TOAST_GRACE_MS 800

static gboolean
dismiss_started_toast (gpointer data)
{
  BthWindow *self = data;

  self->dismiss_source = 0;
  if (self->started_toast != NULL)
    adw_toast_dismiss (self->started_toast);
  return G_SOURCE_REMOVE;
}

/* The launch's toast has done its work once the players act: it goes (after the grace
 * above) rather than cover the row below it (at 360 px a row of the Game page). */
static void
dismiss_started_toast_soon (BthWindow *self)
{
  if (self->started_toast != NULL && self->dismiss_source == 0)
    self->dismiss_source = g_timeout_add (STARTED_TOAST_GRACE_MS, dismiss_started_toast, self);
}

static void
on_first_click (GtkGestureClick *click,
                int              n_press,
                double           x,
                double           y,
                BthWindow       *self)
{
  dismiss_started_toast_soon (self);
}

/* The toast of the launch that started the default scenario (issue 15). */
static void
started_default_toast (BthWindow *self)
{
  GObject *game = bth_session_get_game (self->session);
  const char *title = game != NULL ? bth_played_game_get_title (BTH_PLAYED_GAME (game)) : NULL;
  g_autofree char *escaped = g_markup_escape_text (title != NULL ? title : self->module->default_scenario, -1);
  /* A toast is one line (libadwaita 1.2) and a 360 px window has room for some 25
   * characters: there the hint of the keyboard shortcut goes (New Game is in the main menu
   * there as everywhere), so the line is whole. */
  gboolean narrow = gtk_widget_get_width (GTK_WIDGET (self)) < 600;
  g_autofree char *message = narrow
    /* Translators: %s is the scenario's name, "Austerlitz 1805"; the toast's text is markup;
     * short: it has to fit a 360 px window on one line */
    ? g_strdup_printf (_("%s started"), escaped)
    /* Translators: %s is the scenario's name, "Austerlitz 1805"; the toast's text is markup */
    : g_strdup_printf (_("%s started and saved — New Game (Ctrl+N) starts another"), escaped);
  AdwToast *toast = adw_toast_new (message);

  /* Long enough to be read while the window is being looked over for the first time; the
   * narrow window's line is short, and the toast covers more of its page. */
  adw_toast_set_timeout (toast, narrow ? 5 : 10);
  /* It has done its work once the players go to a tool: it no longer covers the page. */
  g_set_weak_pointer (&self->started_toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* After the first frame: reopen the game of the last evening, or start the default one. */
static gboolean
load_current_game (gpointer user_data)
{
  BthWindow *self = user_data;
  g_autoptr(GFile) file = bth_game_store_get_current ();
  g_autoptr(GError) error = NULL;

  self->load_source = 0;
  if (self->reading_game)
    return G_SOURCE_REMOVE;   /* still reading: on_current_game_loaded shows it */
  if (self->read_game != NULL || self->read_error != NULL)
    {
      g_autoptr(GObject) game = g_steal_pointer (&self->read_game);
      g_autoptr(GFile) read_file = g_steal_pointer (&self->read_file);
      g_autoptr(GError) read_error = g_steal_pointer (&self->read_error);

      show_read_game (self, game, read_file, read_error);
      return G_SOURCE_REMOVE;
    }
  if (self->session != NULL && bth_session_get_game (self->session) == NULL)
    {
      if (file != NULL)
        {
          bth_game_store_load_async (self->module, self->ruleset, file, NULL, on_current_game_loaded,
                                     g_object_ref (self));
          return G_SOURCE_REMOVE;   /* still loading */
        }
      /* A first launch starts the game's default scenario, so the books are there to look
       * at right away, and says so once: which game, that it is saved, how to start
       * another. */
      if (self->module->default_scenario != NULL)
        {
          if (!bth_window_start_scenario (self, self->module->default_scenario, &error))
            bth_window_toast (self, error->message);
          else
            started_default_toast (self);
        }
    }
  self->loading_game = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING_GAME]);
  return G_SOURCE_REMOVE;
}

/* The window's first frame is on screen: now read the game. */
static void
on_first_frame_painted (GdkFrameClock *clock,
                        BthWindow     *self)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_frame_painted, self);
  self->first_frame_painted = TRUE;
  if (self->load_source == 0)
    self->load_source = g_idle_add (load_current_game, self);
}

/* The window's icon, set once the first frame is up: the app icon is an SVG, and on X11
 * the window manager's copy is rendered through librsvg when the window is realized,
 * which would put a fifth of the launch time before anything shows. */
static gboolean
set_icon (gpointer data)
{
  gtk_window_set_default_icon_name (APP_ID);
  gtk_window_set_icon_name (GTK_WINDOW (data), APP_ID);
  return G_SOURCE_REMOVE;
}

static void
on_first_frame_set_icon (GdkFrameClock *clock,
                         BthWindow     *self)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_frame_set_icon, self);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, set_icon, g_object_ref (self), g_object_unref);
}

static void
on_realize_set_icon (BthWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, on_realize_set_icon, NULL);
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                           G_CALLBACK (on_first_frame_set_icon), self, 0);
}

static void
on_realize_load_game (BthWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, on_realize_load_game, NULL);
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                           G_CALLBACK (on_first_frame_painted), self, 0);
}

gboolean
bth_window_is_loading_game (BthWindow *self)
{
  g_return_val_if_fail (BTH_IS_WINDOW (self), FALSE);
  return self->loading_game;
}

gboolean
bth_window_open_game (BthWindow *self,
                      GFile     *file,
                      GError   **error)
{
  g_autoptr(GObject) game = NULL;

  g_return_val_if_fail (BTH_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->session == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The rules are not loaded."));
      return FALSE;
    }
  /* On failure the game in the window stays as it was. */
  game = bth_game_store_load (self->module, self->ruleset, file, error);
  if (game == NULL)
    return FALSE;
  bth_window_set_game (self, game, file);
  return TRUE;
}

void
bth_window_set_game (BthWindow *self,
                     gpointer   game,
                     GFile     *file)
{
  g_return_if_fail (BTH_IS_WINDOW (self));
  g_return_if_fail (self->session != NULL);

  adopt_game_rules (self, game);
  bth_session_set_game (self->session, game, file);
  bth_game_store_set_current (file);
  if (game != NULL && file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      GtkRecentData data = {
        .display_name = (char *) bth_played_game_get_title (game),
        .mime_type = (char *) BTH_GAME_MIME_TYPE,
        .app_name = (char *) g_get_application_name (),
        .app_exec = (char *) "berthier %u",
      };

      /* Open Recent lists the items registered with this application's name. */
      gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
    }
  if (first_shown_page (self) != NULL)
    bth_window_show_page (self, first_shown_page (self));
}


const BthGameModule *
bth_window_get_game_module (BthWindow *self)
{
  g_return_val_if_fail (BTH_IS_WINDOW (self), NULL);
  return self->module;
}

gboolean
bth_window_set_game_module (BthWindow           *self,
                            const BthGameModule *game,
                            GError             **error)
{
  g_autoptr(GObject) rules = NULL;
  GtkWidget *child;

  g_return_val_if_fail (BTH_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  if (game == self->module)
    return TRUE;
  rules = game->load_rules (NULL, NULL, error);
  if (rules == NULL)
    return FALSE;
  /* The pages built so far work with the other game's rules: their entries are kept
   * (bth-page-memory.h) and they go; this game's are built when shown. */
  bth_window_save_pages (self);
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->stack)); child != NULL; )
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);
      if (BTH_IS_PAGE (child))
        gtk_stack_remove (self->stack, child);
      child = next;
    }
  self->module = game;
  g_clear_object (&self->ruleset);
  bth_window_set_ruleset (self, rules);
  /* The game of the last evening, when this game keeps books: read now, so that what the
   * players do next (New Game's list) is not replaced when it arrives. */
  if (game->load_game != NULL && self->session != NULL)
    {
      g_autoptr(GFile) file = bth_game_store_get_current ();
      g_autoptr(GError) local_error = NULL;
      g_autoptr(GObject) played = file != NULL
        ? bth_game_store_load (game, self->ruleset, file, &local_error) : NULL;

      if (played != NULL)
        {
          adopt_game_rules (self, played);
          bth_session_set_game (self->session, played, file);
        }
      else if (local_error != NULL)
        bth_window_toast (self, local_error->message);
    }
  return TRUE;
}

void
bth_window_set_ruleset (BthWindow  *self,
                        gpointer    ruleset)
{
  g_return_if_fail (BTH_IS_WINDOW (self));
  g_return_if_fail (G_IS_OBJECT (ruleset));

  if (!g_set_object (&self->ruleset, ruleset))
    return;

  adw_window_title_set_subtitle (self->content_title, self->module->rules_name (ruleset));

  g_clear_object (&self->session);
  self->session = bth_session_new (self->module, ruleset, self->settings);
  g_signal_connect_object (self->session, "notify::can-undo",
                           G_CALLBACK (on_can_undo_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::game",
                           G_CALLBACK (on_session_game_notify), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::save-error",
                           G_CALLBACK (on_save_error_notify), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (bth_session_get_rolls (self->session), "items-changed",
                           G_CALLBACK (on_rolls_changed), self, G_CONNECT_SWAPPED);
  on_can_undo_changed (self);
  /* Pages built before this ruleset switch to its session; the rest get it when built. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->stack));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (BTH_IS_PAGE (child))
      bth_page_set_session (BTH_PAGE (child), self->session);

  gtk_widget_set_sensitive (GTK_WIDGET (self->sidebar_list), TRUE);
  update_campaign_pages (self);
  if (first_shown_page (self) != NULL)
    bth_window_show_page (self, first_shown_page (self));
  /* The game's file is read in a thread from now on, and shown once the window's first
   * frame is up: the first frame does not wait for it, and the reading does not wait for
   * the first frame. */
  if (!self->game_load_scheduled)
    {
      /* Until then the Game page shows that the game is coming, which is cheap to draw. */
      self->game_load_scheduled = TRUE;
      self->loading_game = TRUE;
      start_reading_current_game (self);
      if (gtk_widget_get_realized (GTK_WIDGET (self)))
        on_realize_load_game (self);
      else
        g_signal_connect (self, "realize", G_CALLBACK (on_realize_load_game), NULL);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET]);
}

void
bth_window_set_load_error (BthWindow    *self,
                           const GError *error)
{
  g_return_if_fail (BTH_IS_WINDOW (self));
  g_return_if_fail (error != NULL);

  if (self->ruleset != NULL)
    {
      g_clear_object (&self->ruleset);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET]);
    }

  bth_window_show_status (self, "dialog-error-symbolic",
                          _("The Rules Could Not Be Loaded"), error->message);
  gtk_stack_set_visible_child_name (self->stack, "status");
  adw_window_title_set_title (self->content_title, _("Berthier"));
  adw_window_title_set_subtitle (self->content_title, NULL);
  /* Without rules no tool can answer; the message says why. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->sidebar_list), FALSE);
  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

BthSession *
bth_window_get_session (BthWindow *self)
{
  g_return_val_if_fail (BTH_IS_WINDOW (self), NULL);

  return self->session;
}

gboolean
bth_window_show_page (BthWindow  *self,
                      const char *name)
{
  guint n_pages;
  const BthPageInfo *pages = window_pages (&n_pages);

  GtkWidget *page;
  gboolean shown_already;

  g_return_val_if_fail (BTH_IS_WINDOW (self), FALSE);

  if (self->session == NULL)
    return FALSE;
  page = bth_window_get_page (self, name);
  if (page == NULL)
    return FALSE;

  shown_already = gtk_stack_get_visible_child (self->stack) == page;
  if (!shown_already)
    dismiss_started_toast_soon (self);
  gtk_stack_set_visible_child (self->stack, page);
  adw_window_title_set_title (self->content_title,
                              gtk_stack_page_get_title (gtk_stack_get_page (self->stack, page)));
  for (guint i = 0; i < n_pages; i++)
    if (g_str_equal (pages[i].name, name))
      gtk_list_box_select_row (self->sidebar_list,
                               gtk_list_box_get_row_at_index (self->sidebar_list, i));
  adw_leaflet_set_visible_child (self->leaflet, self->content);
  /* The page's first input (bth_page_focus_start); shown again while in view (New Game
   * shows the page its game just showed), the focus stays where it is rather than moving
   * on. A page just built may have put the focus in a row it added: that is not kept. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

    if (!shown_already || focus == NULL || !gtk_widget_is_ancestor (focus, page))
      {
        if (BTH_IS_PAGE (page))
          bth_page_focus_start (BTH_PAGE (page));
        else
          gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
      }
  }
  on_can_undo_changed (self);
  return TRUE;
}

/* Pages are built the first time they are shown, not at startup: building all eight
 * up front was a seventh of the time to the first frame. */
GtkWidget *
bth_window_get_page (BthWindow  *self,
                     const char *name)
{
  guint n_pages;
  const BthPageInfo *pages = window_pages (&n_pages);

  GtkWidget *page;

  g_return_val_if_fail (BTH_IS_WINDOW (self), NULL);

  page = gtk_stack_get_child_by_name (self->stack, name);
  if (page != NULL)
    return page;

  for (guint i = 0; i < n_pages; i++)
    if (g_str_equal (pages[i].name, name))
      {
        GtkStackPage *stack_page;

        /* Another game's page works with that game's rules: not in this window. */
        if (!pages[i].every_game && g_strcmp0 (pages[i].game_id, self->module->id) != 0)
          return NULL;
        page = g_object_new (pages[i].get_type (), NULL);
        bth_focus_reach_adopt (page);
        stack_page = gtk_stack_add_named (self->stack, page, name);
        gtk_stack_page_set_title (stack_page, _(pages[i].title));
        /* A tool's entries of the last launch come back when it is first shown, never
         * before the first frame (bth-page-memory.h); the game's books are in its file. */
        if (!pages[i].game_book)
          bth_page_set_memory_name (BTH_PAGE (page), name);
        if (self->session != NULL)
          bth_page_set_session (BTH_PAGE (page), self->session);
        return page;
      }
  return NULL;
}

static void
on_sidebar_row_activated (BthWindow     *self,
                          GtkListBoxRow *row)
{
  guint n_pages;
  const BthPageInfo *pages = window_pages (&n_pages);

  int index = gtk_list_box_row_get_index (row);

  if (index >= 0 && index < (int) n_pages)
    bth_window_show_page (self, pages[index].name);
}

static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  bth_window_show_page (BTH_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

/* Shows the Nth page the sidebar shows, counting from 1. */
static void
show_nth_shown_page (BthWindow *self,
                     int        wanted)
{
  guint n_pages;
  const BthPageInfo *pages = window_pages (&n_pages);
  int counted = 0;

  for (guint i = 0; i < n_pages; i++)
    {
      if (!gtk_widget_get_visible (GTK_WIDGET (gtk_list_box_get_row_at_index (self->sidebar_list, (int) i))))
        continue;
      if (++counted == wanted)
        {
          bth_window_show_page (self, pages[i].name);
          return;
        }
    }
}

/* Alt+N: the Nth page the sidebar shows, counting from 1. */
static void
show_nth_page_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  show_nth_shown_page (BTH_WINDOW (widget), g_variant_get_int32 (parameter));
}

/* Ctrl+N: the tool whose key is N (BthToolKey), among those the sidebar shows. The game's
 * books above the tools come and go (the Grand Campaign's), so Alt+N moves; Ctrl+N opens the
 * same tool in every game (Battle is Ctrl+1 in Austerlitz, in the Grand Campaign and in
 * every other game). */
static void
show_nth_tool_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  BthWindow *self = BTH_WINDOW (widget);
  guint n_pages;
  const BthPageInfo *pages = window_pages (&n_pages);
  int wanted = g_variant_get_int32 (parameter);

  for (guint i = 0; i < n_pages; i++)
    if ((int) pages[i].tool_key == wanted
        && gtk_widget_get_visible (GTK_WIDGET (gtk_list_box_get_row_at_index (self->sidebar_list, (int) i))))
      {
        bth_window_show_page (self, pages[i].name);
        return;
      }
}

static void
show_tools_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BthWindow *self = BTH_WINDOW (widget);

  adw_leaflet_set_visible_child (self->leaflet, self->sidebar);
  gtk_widget_grab_focus (GTK_WIDGET (self->sidebar_list));
}

/* F11: the window full screen and back, to read it from across the table. */
static void
fullscreen_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  GtkWindow *window = GTK_WINDOW (widget);

  if (gtk_window_is_fullscreen (window))
    gtk_window_unfullscreen (window);
  else
    gtk_window_fullscreen (window);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BthWindow *self = BTH_WINDOW (widget);
  BthPlayedGame *game = self->session != NULL ? bth_session_get_game (self->session) : NULL;
  g_autoptr(GError) error = NULL;

  gboolean game_undo = game_page_visible (self);

  /* On a game page, the focus in its tool part (the Navies page's combat calculator) takes
   * back that tool's latest step, as on a tool page — unless the game's action (Record in
   * Game) came after it: the players' latest act is what goes. */
  if (game_undo && bth_undo_keys_in_tool_area (gtk_root_get_focus (GTK_ROOT (self))) && self->session != NULL)
    game_undo = game != NULL && bth_played_game_can_undo (game)
                && self->serial_at_game_act == bth_session_get_undo_serial (self->session);
  if (game_undo)
    {
      self->undoing_game = TRUE;
      if (game != NULL && bth_played_game_can_undo (game) && !bth_played_game_undo (game, &error))
        bth_window_toast (self, error->message);
      self->undoing_game = FALSE;
      self->serial_at_game_act = G_MAXUINT;
    }
  else if (self->session != NULL)
    bth_session_undo (self->session);
}

/* Ctrl+Z where the focus is (bth-undo-keys.h): the game's undo on the game pages, the
 * session's on the tools, or the entry's own typing. Runs before the entry sees the key. */
static gboolean
on_key_capture (GtkEventControllerKey *keys,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                BthWindow             *self)
{
  /* Any key: the players are at work, the launch's toast goes. */
  dismiss_started_toast_soon (self);
  if (!bth_undo_keys_take (self->session, gtk_root_get_focus (GTK_ROOT (self)), keyval, state,
                           !game_page_visible (self)))
    return GDK_EVENT_PROPAGATE;
  return gtk_widget_activate_action (GTK_WIDGET (self), "win.undo", NULL);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BthWindow *self = BTH_WINDOW (widget);
  BthPlayedGame *game = self->session != NULL ? bth_session_get_game (self->session) : NULL;
  g_autoptr(GError) error = NULL;

  if (game_page_visible (self) && game != NULL && bth_played_game_can_redo (game)
      && !bth_played_game_redo (game, &error))
    bth_window_toast (self, error->message);
}

/* Plays GAME_ID in this window (bth_window_set_game_module), then shows its page that
 * starts a new game (its Game page lists its rulesets, then its scenarios), or its first
 * tool for a game that keeps no books. */
static void
start_new_game_of (BthWindow *self, const char *game_id)
{
  const BthGameModule *game = bth_game_module_find (game_id);
  g_autoptr(GError) error = NULL;
  guint n_pages;
  const BthPageInfo *pages = window_pages (&n_pages);

  if (game == NULL)
    return;
  if (!bth_window_set_game_module (self, game, &error))
    {
      bth_window_toast (self, error->message);
      return;
    }
  for (guint i = 0; i < n_pages; i++)
    if (pages[i].start_new_game != NULL && g_strcmp0 (pages[i].game_id, game_id) == 0)
      {
        if (bth_window_show_page (self, pages[i].name))
          pages[i].start_new_game (bth_window_get_page (self, pages[i].name));
        return;
      }
  if (first_shown_page (self) != NULL)
    bth_window_show_page (self, first_shown_page (self));
}

static void
on_new_game_chosen (AdwMessageDialog *dialog, const char *response, BthWindow *self)
{
  if (!g_str_equal (response, "cancel"))
    start_new_game_of (self, response);
}

/* Enter in the New Game dialog answers its default, the game being played, at every width.
 * AdwMessageDialog focuses the first response Tab reaches, and when its buttons are stacked
 * (a narrow window) that is the topmost, the last game listed: Enter would start another
 * game at 360 px than at 1280 px. */
/* Enter in the New Game dialog answers its default, the game being played, at every width.
 * AdwMessageDialog (libadwaita 1.2) focuses the first response Tab reaches, and when a
 * narrow window stacks its buttons it moves the focus again as it lays them out, to the
 * topmost, the last game listed: Enter started another game at 360 px than at 1280 px.
 * So once laid out, the focus goes to the shown button of the default response. */
static GtkWidget *
shown_button_labelled (GtkWidget  *widget,
                       const char *label)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget) && gtk_widget_get_child_visible (widget)
      && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = shown_button_labelled (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
focus_default_response (GtkWidget     *dialog,
                        GdkFrameClock *clock,
                        gpointer       data)
{
  guint *ticks = data;
  AdwMessageDialog *message = ADW_MESSAGE_DIALOG (dialog);
  const char *response = adw_message_dialog_get_default_response (message);
  GtkWidget *button = response != NULL
    ? shown_button_labelled (dialog, adw_message_dialog_get_response_label (message, response)) : NULL;

  if (button != NULL && gtk_root_get_focus (GTK_ROOT (dialog)) != button)
    gtk_widget_grab_focus (button);
  /* The layout that moves the focus comes with the first frames. */
  return ++*ticks < 3 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

/* New Game: which game (when the app carries more than one), then that game's rulesets and
 * scenarios on its page. */
static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BthWindow *self = BTH_WINDOW (widget);
  g_autoptr(GPtrArray) games = bth_page_registry_game_ids ();
  GtkWidget *dialog;

  if (games->len == 0)
    return;
  if (games->len == 1)
    {
      start_new_game_of (self, g_ptr_array_index (games, 0));
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("New Game"), _("Which game do you play?"));
  gtk_widget_set_name (dialog, "new-game-chooser");
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  for (guint i = 0; i < games->len; i++)
    {
      const char *id = g_ptr_array_index (games, i);
      const BthGameModule *game = bth_game_module_find (id);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), id, game != NULL ? game->name : id);
    }
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), self->module->id);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_new_game_chosen), self);
  gtk_widget_add_tick_callback (dialog, focus_default_response, g_new0 (guint, 1), g_free);
  gtk_window_present (GTK_WINDOW (dialog));
}

static GtkWidget *
sidebar_heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 6);
  return label;
}

static void
sidebar_header_func (GtkListBoxRow *row,
                     GtkListBoxRow *before,
                     gpointer       user_data)
{
  guint n_pages;
  const BthPageInfo *pages = window_pages (&n_pages);

  BthWindow *self = BTH_WINDOW (user_data);
  /* A game that keeps no books has no "Game" pages, only tools: the heading names the game. */
  gboolean no_books = self->module != NULL && self->module->new_game == NULL;
  int index = gtk_list_box_row_get_index (row);
  gboolean first_shown = TRUE;

  /* BEFORE is the row above, shown or not: the first shown row has none shown above it. */
  for (GtkWidget *above = before != NULL ? GTK_WIDGET (before) : NULL; above != NULL;
       above = gtk_widget_get_prev_sibling (above))
    if (gtk_widget_get_visible (above))
      first_shown = FALSE;
  if (first_shown && no_books)
    gtk_list_box_row_set_header (row, sidebar_heading (self->module->name));
  else if (index < (int) n_pages && pages[index].first_tool)
    gtk_list_box_row_set_header (row, sidebar_heading (_("Tools")));
  else if (first_shown)
    gtk_list_box_row_set_header (row, sidebar_heading (_("Game")));
  else
    gtk_list_box_row_set_header (row, NULL);
}

/* One sidebar row per page; the page is built when first shown. */
static void
bth_window_add_pages (BthWindow *self)
{
  guint n_pages;
  const BthPageInfo *pages = window_pages (&n_pages);

  for (guint i = 0; i < n_pages; i++)
    {
      GtkWidget *label = gtk_label_new (_(pages[i].title));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      if (pages[i].tool_key != BTH_TOOL_KEY_NONE)
        {
          /* Translators: the key that opens this tool; %d is 1 to 9 */
          g_autofree char *key = g_strdup_printf (_("Ctrl+%d"), (int) pages[i].tool_key);
          gtk_widget_set_tooltip_text (label, key);
        }
      gtk_list_box_append (self->sidebar_list, label);
      /* Another game's pages, and pages shown only for some games until one is open
       * (update_campaign_pages). */
      if (!page_shown (self, &pages[i]))
        gtk_widget_set_visible (gtk_widget_get_parent (label), FALSE);
    }
  /* Set after the rows are in, so each heading is built once, not again as rows arrive. */
  gtk_list_box_set_header_func (self->sidebar_list, sidebar_header_func, self, NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->sidebar_list), FALSE);
}

static void
bth_window_restore_state (BthWindow *self)
{
  if (self->settings == NULL)
    return;

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
bth_window_save_state (BthWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return;

  /* The default size follows the window while it is not maximized, so this is the size
   * to come back to. */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);

  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  g_settings_apply (self->settings);
}

void
bth_window_save_pages (BthWindow *self)
{
  g_return_if_fail (BTH_IS_WINDOW (self));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->stack));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (BTH_IS_PAGE (child))
      bth_page_save_memory (BTH_PAGE (child));
}

static gboolean
bth_window_close_request (GtkWindow *window)
{
  bth_window_save_state (BTH_WINDOW (window));
  bth_window_save_pages (BTH_WINDOW (window));

  return GTK_WINDOW_CLASS (bth_window_parent_class)->close_request (window);
}

/* GtkWindow:application is set after construction, so the preferences are picked up (and
 * the saved size applied) when it is, before the window is first shown. */
static void
bth_window_notify_application (BthWindow  *self,
                               GParamSpec *pspec,
                               gpointer    user_data)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GSettings *settings;

  if (self->settings != NULL || !BTH_IS_APPLICATION (app))
    return;

  settings = bth_application_get_settings (BTH_APPLICATION (app));
  if (settings == NULL)
    return;

  self->settings = g_object_ref (settings);
  bth_window_restore_state (self);
}

static void
bth_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  BthWindow *self = BTH_WINDOW (object);

  switch (prop_id)
    {
    case PROP_RULESET:
      g_value_set_object (value, self->ruleset);
      break;

    case PROP_LOADING_GAME:
      g_value_set_boolean (value, self->loading_game);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bth_window_dispose (GObject *object)
{
  BthWindow *self = BTH_WINDOW (object);

  g_clear_handle_id (&self->load_source, g_source_remove);
  g_clear_object (&self->read_game);
  g_clear_object (&self->read_file);
  g_clear_error (&self->read_error);
  g_clear_handle_id (&self->dismiss_source, g_source_remove);
  g_clear_weak_pointer (&self->started_toast);
  /* The pages, disposed with the template, clear their undo steps: the session must not
   * tell a half-disposed window about it. */
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (bth_session_get_rolls (self->session), self);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), BTH_TYPE_WINDOW);
  g_clear_object (&self->session);
  g_clear_object (&self->ruleset);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (bth_window_parent_class)->dispose (object);
}

static void
bth_window_class_init (BthWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->get_property = bth_window_get_property;
  object_class->dispose = bth_window_dispose;

  window_class->close_request = bth_window_close_request;

  /**
   * BthWindow:ruleset:
   *
   * The ruleset this window plays with, or %NULL if it could not be loaded.
   */
  properties[PROP_RULESET] =
    g_param_spec_object ("ruleset", NULL, NULL,
                         G_TYPE_OBJECT,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BthWindow:loading-game:
   *
   * Whether the game of the last evening is being read (the Game page says so).
   */
  properties[PROP_LOADING_GAME] =
    g_param_spec_boolean ("loading-game", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BthWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, BthWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, BthWindow, sidebar_list);
  gtk_widget_class_bind_template_child (widget_class, BthWindow, content);
  gtk_widget_class_bind_template_child (widget_class, BthWindow, content_title);
  gtk_widget_class_bind_template_child (widget_class, BthWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, BthWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BthWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BthWindow, dice_overlay);
  gtk_widget_class_bind_template_child (widget_class, BthWindow, recent_submenu);
  gtk_widget_class_bind_template_child (widget_class, BthWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, BthWindow, primary_menu);
  gtk_widget_class_bind_template_callback (widget_class, on_sidebar_row_activated);

  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "win.new-game", NULL);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "win.show-tools", NULL, show_tools_action);
  gtk_widget_class_install_action (widget_class, "win.fullscreen", NULL, fullscreen_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "win.fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  /* Alt+1 … Alt+9 in the order the sidebar shows; Alt+0 for the Dice Log, wanted from any
   * page after a roll; the rest only from the sidebar. */
  gtk_widget_class_install_action (widget_class, "win.show-nth-page", "i", show_nth_page_action);
  for (int i = 1; i <= 9; i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + i, GDK_ALT_MASK,
                                         "win.show-nth-page", "i", i);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_ALT_MASK,
                                       "win.show-page", "s", "dice-log");
  /* Ctrl+1 … Ctrl+9: the tools, the same keys whichever books the game shows. */
  gtk_widget_class_install_action (widget_class, "win.show-nth-tool", "i", show_nth_tool_action);
  for (int i = 1; i <= 9; i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + i, GDK_CONTROL_MASK,
                                         "win.show-nth-tool", "i", i);
}

/* The main menu's popover is built the first time it opens: a GtkMenuButton given its
 * model up front builds every item's widgets at once, which cost a tenth of the time to
 * the first frame (bench/bench-launch.sh). */
static void
create_primary_menu (GtkMenuButton *button,
                     gpointer       user_data)
{
  BthWindow *self = BTH_WINDOW (user_data);

  gtk_menu_button_set_menu_model (button, self->primary_menu);
}

/* The page's name whole at 360 px ("Forced …" told nothing): the title label never cuts
 * it but wraps between its words where the header bar has no room ("Forced / March"); the
 * game's name under it, which may be cut, is repeated by the tooltip (on_title_subtitle). */
static void
show_whole_title (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "title"))
        {
          gtk_label_set_ellipsize (GTK_LABEL (child), PANGO_ELLIPSIZE_NONE);
          gtk_label_set_single_line_mode (GTK_LABEL (child), FALSE);
          gtk_label_set_wrap (GTK_LABEL (child), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD);
          gtk_label_set_justify (GTK_LABEL (child), GTK_JUSTIFY_CENTER);
        }
      show_whole_title (child);
    }
}

static void
on_title_subtitle (AdwWindowTitle *title)
{
  const char *subtitle = adw_window_title_get_subtitle (title);

  gtk_widget_set_tooltip_text (GTK_WIDGET (title), subtitle != NULL && *subtitle != '\0' ? subtitle : NULL);
}

static void
bth_window_init (BthWindow *self)
{
  self->serial_at_game_act = G_MAXUINT;
  /* The installed games are registered before any window (src/app/bth-installed-games.c);
   * the window plays the first, the default. */
  self->module = bth_game_module_default ();
  g_assert (self->module != NULL);
  /* Every page's rows, in every game: controls whole, under the text when it has no room. */
  bth_wrap_row_install_everywhere ();
  gtk_widget_init_template (GTK_WIDGET (self));
  show_whole_title (GTK_WIDGET (self->content_title));
  g_signal_connect (self->content_title, "notify::subtitle", G_CALLBACK (on_title_subtitle), NULL);
  bth_window_add_pages (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", FALSE);
  bth_game_files_install (self, self->recent_submenu);
  gtk_menu_button_set_create_popup_func (self->primary_menu_button, create_primary_menu,
                                         self, NULL);
  /* A control below the fold that takes the focus scrolls into view, on every page. */
  bth_focus_reach_install (GTK_WINDOW (self));

  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_capture), self);
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }
  {
    /* A click anywhere is work begun too (the launch's toast goes). */
    GtkGesture *click = gtk_gesture_click_new ();

    gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
    g_signal_connect (click, "pressed", G_CALLBACK (on_first_click), self);
    gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  }

  g_signal_connect (self, "notify::application",
                    G_CALLBACK (bth_window_notify_application), NULL);
  g_signal_connect (self, "realize", G_CALLBACK (on_realize_set_icon), NULL);
}
