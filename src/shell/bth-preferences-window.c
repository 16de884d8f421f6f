/* bth-preferences-window.c — the Preferences window: the shell's switches bound to the
 * app's GSettings keys, then each installed game's group (bth-game-app-info.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-preferences-window.h"
#include "bth-game-app-info.h"
#include "bth-game-module.h"

struct _BthPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  AdwPreferencesPage *general_page;
  GtkSwitch *dice_animation;
};

G_DEFINE_FINAL_TYPE (BthPreferencesWindow, bth_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static void
bth_preferences_window_class_init (BthPreferencesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BthPreferencesWindow, general_page);
  gtk_widget_class_bind_template_child (widget_class, BthPreferencesWindow, dice_animation);
}

static void
bth_preferences_window_init (BthPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Each installed game's group, under the game's name, in the order the games were
 * registered; named "preferences-GAME_ID" (for tests). */
static void
add_games_groups (BthPreferencesWindow *self)
{
  guint n;
  const BthGameAppInfo * const *games = bth_game_app_info_list (&n);

  for (guint i = 0; i < n; i++)
    {
      const BthGameModule *module = bth_game_module_find (games[i]->game_id);
      g_autofree char *name = g_strdup_printf ("preferences-%s", games[i]->game_id);
      GtkWidget *group;

      if (games[i]->preferences_group == NULL)
        continue;
      group = games[i]->preferences_group (bth_game_settings (games[i]->game_id));
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                       module != NULL ? module->name : games[i]->game_id);
      gtk_widget_set_name (group, name);
      adw_preferences_page_add (self->general_page, ADW_PREFERENCES_GROUP (group));
    }
}

GtkWindow *
bth_preferences_window_new (GtkWindow *parent,
                            GSettings *settings)
{
  BthPreferencesWindow *self = g_object_new (BTH_TYPE_PREFERENCES_WINDOW,
                                             "transient-for", parent, NULL);

  /* No larger than the window they belong to: on a phone that is the whole screen, and
   * the template's 520 × 560 would not fit on it. */
  if (parent != NULL)
    {
      int width, height;
      int parent_width = gtk_widget_get_width (GTK_WIDGET (parent));
      int parent_height = gtk_widget_get_height (GTK_WIDGET (parent));

      gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
      if (parent_width > 0)
        width = MIN (width, parent_width);
      if (parent_height > 0)
        height = MIN (height, parent_height);
      gtk_window_set_default_size (GTK_WINDOW (self), width, height);
    }

  if (settings != NULL)
    g_settings_bind (settings, "dice-animation", self->dice_animation, "active",
                     G_SETTINGS_BIND_DEFAULT);
  else
    gtk_widget_set_sensitive (GTK_WIDGET (self->dice_animation), FALSE);
  add_games_groups (self);
  return GTK_WINDOW (self);
}
