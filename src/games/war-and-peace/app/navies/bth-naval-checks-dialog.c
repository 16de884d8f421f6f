/* bth-naval-checks-dialog.c — the Naval Checks window, opened from the Navies page.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-naval-checks-dialog.h"
#include "bth-naval-checks-page.h"
#include "bth-undo-keys.h"

GtkWidget *
bth_naval_checks_dialog_present (BthPage *page)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (page));
  BthSession *session = bth_page_get_session (page);
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWidget *checks = bth_naval_checks_page_new ();
  GtkEventController *keys = gtk_shortcut_controller_new ();
  int width = 480, height = 720;

  gtk_widget_set_name (window, "naval-checks-window");
  gtk_window_set_title (GTK_WINDOW (window), _("Naval Checks"));
  if (GTK_IS_WINDOW (root))
    {
      gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (root));
      /* On a phone the window takes the main window's size. */
      width = MIN (width, MAX (gtk_widget_get_width (GTK_WIDGET (root)), 360));
      height = MIN (height, MAX (gtk_widget_get_height (GTK_WIDGET (root)), 480));
    }
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (_("Naval Checks"), _("X.F.3–7, X.K.6–7")));
  gtk_box_append (GTK_BOX (box), header);
  gtk_widget_set_vexpand (checks, TRUE);
  gtk_box_append (GTK_BOX (box), checks);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), box);
  adw_window_set_content (ADW_WINDOW (window), overlay);

  /* Escape closes, as for any dialog. */
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, keys);
  /* Ctrl+Z takes back the latest roll or entry here as in the main window. */
  if (session != NULL)
    bth_undo_keys_install (GTK_WINDOW (window), session);

  /* The checks entered last time come back (bth-page-memory.h). */
  bth_page_set_memory_name (BTH_PAGE (checks), "naval-checks");
  if (session != NULL)
    bth_page_set_session (BTH_PAGE (checks), session);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
on_row_activated (AdwActionRow *row,
                  BthPage      *page)
{
  bth_naval_checks_dialog_present (page);
}

GtkWidget *
bth_naval_checks_link_new (BthPage *page)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Naval Checks"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Interception, pursuit, blockade, transport, prizes and repairs"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_name (row, "navies-checks");
  g_signal_connect (row, "activated", G_CALLBACK (on_row_activated), page);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return group;
}
