/* bth-lga-force-entry.c — a force typed in one line (bth-lga-force-entry.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-lga-force-entry.h"

static GtkWidget *
help_button (void)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *button = gtk_menu_button_new ();
  g_autofree char *markup = bth_lga_force_line_help_markup ();

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 52);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_popover_set_child (GTK_POPOVER (popover), label);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "help-about-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("How to Write a Force (F1)"));
  /* One Tab stop per input: F1 opens it from the keyboard. */
  gtk_widget_set_focusable (button, FALSE);
  gtk_widget_set_focus_on_click (button, FALSE);
  /* ... nor the toggle button inside it, which would be a Tab stop between the lines */
  for (GtkWidget *child = gtk_widget_get_first_child (button); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      {
        gtk_widget_set_focusable (child, FALSE);
        gtk_widget_set_focus_on_click (child, FALSE);
      }
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("How to Write a Force"), -1);
  return button;
}

static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, GtkWidget *help)
{
  if (keyval != GDK_KEY_F1 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;
  gtk_menu_button_popup (GTK_MENU_BUTTON (help));
  return GDK_EVENT_STOP;
}

void
bth_lga_force_entry_add (BthLgaForceEntry *self, GtkBox *box, const char *name, const char *title,
                         const char *example, GCallback changed, GCallback activated, gpointer data)
{
  g_autofree char *meaning_name = g_strdup_printf ("%s-meaning", name);
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  self->line = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->line), title);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->line), example);
  gtk_widget_set_name (GTK_WIDGET (self->line), name);
  self->help = help_button ();
  adw_entry_row_add_suffix (self->line, self->help);
  adw_preferences_group_add (self->group, GTK_WIDGET (self->line));

  self->meaning = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->meaning), meaning_name);
  gtk_label_set_xalign (self->meaning, 0);
  gtk_label_set_wrap (self->meaning, TRUE);
  gtk_label_set_wrap_mode (self->meaning, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (self->meaning, 40);
  gtk_widget_set_margin_top (GTK_WIDGET (self->meaning), 6);
  gtk_widget_set_visible (GTK_WIDGET (self->meaning), FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->meaning), "caption");
  adw_preferences_group_add (self->group, GTK_WIDGET (self->meaning));
  gtk_box_append (box, GTK_WIDGET (self->group));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self->help);
  gtk_widget_add_controller (GTK_WIDGET (self->line), keys);
  if (changed != NULL)
    g_signal_connect_swapped (self->line, "changed", changed, data);
  if (activated != NULL)
    g_signal_connect_swapped (self->line, "entry-activated", activated, data);
}

void
bth_lga_force_entry_show (BthLgaForceEntry *self, const BthLgaForceLine *line)
{
  g_autoptr(GString) markup = g_string_new (NULL);
  PangoAttrList *attributes = pango_attr_list_new ();

  for (guint i = 0; i < line->tokens->len; i++)
    {
      const BthLgaToken *token = g_ptr_array_index (line->tokens, i);
      g_autofree char *text = g_markup_escape_text (token->text, -1);
      g_autofree char *meaning = g_markup_escape_text (token->meaning != NULL ? token->meaning : "", -1);

      if (i > 0)
        g_string_append_c (markup, '\n');
      if (token->kind == BTH_LGA_TOKEN_UNKNOWN)
        {
          PangoAttribute *underline = pango_attr_underline_new (PANGO_UNDERLINE_ERROR);

          underline->start_index = token->start;
          underline->end_index = token->end;
          pango_attr_list_insert (attributes, underline);
          /* Translators: a part of the force line that means nothing, and why */
          g_string_append_printf (markup, _("<span foreground=\"#e01b24\"><b>%s</b> — %s</span>"), text, meaning);
        }
      else
        g_string_append_printf (markup, "<b>%s</b> — %s", text, meaning);
    }
  adw_entry_row_set_attributes (self->line, attributes);
  pango_attr_list_unref (attributes);
  gtk_label_set_markup (self->meaning, markup->str);
  gtk_widget_set_visible (GTK_WIDGET (self->meaning), line->tokens->len > 0);
  if (line->n_unknown > 0)
    gtk_widget_add_css_class (GTK_WIDGET (self->line), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->line), "error");
}
