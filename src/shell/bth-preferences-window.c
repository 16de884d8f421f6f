/* bth-preferences-window.c — the Preferences window: switches bound to GSettings keys.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-preferences-window.h"

struct _BthPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GtkSwitch *dice_animation;
  GtkSwitch *tactical_matrix;
  GtkSwitch *imperial_guard;
  GtkSwitch *russian_patriotism;
  GtkSwitch *demoralized_combat;
  GtkSwitch *grand_campaign_crt;
};

G_DEFINE_FINAL_TYPE (BthPreferencesWindow, bth_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static void
bth_preferences_window_class_init (BthPreferencesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BthPreferencesWindow, dice_animation);
  gtk_widget_class_bind_template_child (widget_class, BthPreferencesWindow, tactical_matrix);
  gtk_widget_class_bind_template_child (widget_class, BthPreferencesWindow, imperial_guard);
  gtk_widget_class_bind_template_child (widget_class, BthPreferencesWindow, russian_patriotism);
  gtk_widget_class_bind_template_child (widget_class, BthPreferencesWindow, demoralized_combat);
  gtk_widget_class_bind_template_child (widget_class, BthPreferencesWindow, grand_campaign_crt);
}

static void
bth_preferences_window_init (BthPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWindow *
bth_preferences_window_new (GtkWindow *parent,
                            GSettings *settings)
{
  BthPreferencesWindow *self = g_object_new (BTH_TYPE_PREFERENCES_WINDOW,
                                             "transient-for", parent, NULL);
  struct { const char *key; GtkSwitch *widget; } switches[] = {
    { "dice-animation", self->dice_animation },
    { "tactical-matrix", self->tactical_matrix },
    { "imperial-guard", self->imperial_guard },
    { "russian-patriotism", self->russian_patriotism },
    { "demoralized-combat", self->demoralized_combat },
    { "grand-campaign-crt", self->grand_campaign_crt },
  };

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

  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    {
      if (settings != NULL)
        g_settings_bind (settings, switches[i].key, switches[i].widget, "active",
                         G_SETTINGS_BIND_DEFAULT);
      else
        gtk_widget_set_sensitive (GTK_WIDGET (switches[i].widget), FALSE);
    }
  return GTK_WINDOW (self);
}
