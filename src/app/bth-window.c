/* bth-window.c — the main window.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-window.h"

struct _BthWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwStatusPage        *status_page;

  BthRuleset           *ruleset;
  GSettings            *settings;
};

G_DEFINE_FINAL_TYPE (BthWindow, bth_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_RULESET,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

BthWindow *
bth_window_new (BthApplication *application)
{
  g_return_val_if_fail (BTH_IS_APPLICATION (application), NULL);

  return g_object_new (BTH_TYPE_WINDOW, "application", application, NULL);
}

BthRuleset *
bth_window_get_ruleset (BthWindow *self)
{
  g_return_val_if_fail (BTH_IS_WINDOW (self), NULL);

  return self->ruleset;
}

/* Shows @title and @description (plain text) on the status page, and gives assistive
 * technologies the same words. */
static void
bth_window_show_status (BthWindow  *self,
                        const char *icon_name,
                        const char *title,
                        const char *description)
{
  g_autofree char *markup = g_markup_escape_text (description, -1);

  adw_status_page_set_icon_name (self->status_page, icon_name);
  adw_status_page_set_title (self->status_page, title);
  adw_status_page_set_description (self->status_page, markup);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->status_page),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

void
bth_window_set_ruleset (BthWindow  *self,
                        BthRuleset *ruleset)
{
  g_autofree char *description = NULL;

  g_return_if_fail (BTH_IS_WINDOW (self));
  g_return_if_fail (BTH_IS_RULESET (ruleset));

  if (!g_set_object (&self->ruleset, ruleset))
    return;

  /* Translators: %s is the name of a game's rules, e.g. "War and Peace (4th edition)" */
  description = g_strdup_printf (_("Ruleset loaded: %s"), bth_ruleset_get_name (ruleset));
  bth_window_show_status (self, APP_ID, _("Berthier"), description);

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

static gboolean
bth_window_close_request (GtkWindow *window)
{
  bth_window_save_state (BTH_WINDOW (window));

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

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bth_window_dispose (GObject *object)
{
  BthWindow *self = BTH_WINDOW (object);

  g_clear_object (&self->ruleset);
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), BTH_TYPE_WINDOW);

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
                         BTH_TYPE_RULESET,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BthWindow, status_page);
}

static void
bth_window_init (BthWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect (self, "notify::application",
                    G_CALLBACK (bth_window_notify_application), NULL);
}
