/* bth-typed-line.c — a typed line with its meanings (bth-typed-line.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-typed-line.h"

struct _BthTypedLine
{
  AdwPreferencesGroup  parent_instance;

  AdwEntryRow         *entry;
  GtkLabel            *meaning;   /* each part and what it was read as */
  GtkWidget           *help;      /* the notation, in a popover beside the entry (F1) */
  GtkLabel            *help_text;
};

G_DEFINE_FINAL_TYPE (BthTypedLine, bth_typed_line, ADW_TYPE_PREFERENCES_GROUP)

static gboolean
on_key (GtkEventControllerKey *controller,
        guint                  keyval,
        guint                  keycode,
        GdkModifierType        state,
        BthTypedLine          *self)
{
  if (keyval != GDK_KEY_F1 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || !gtk_widget_get_visible (self->help))
    return GDK_EVENT_PROPAGATE;
  gtk_menu_button_popup (GTK_MENU_BUTTON (self->help));
  return GDK_EVENT_STOP;
}

/* The help button: no Tab stop of its own (one per input), F1 is its key. */
static GtkWidget *
help_button_new (BthTypedLine *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *button = gtk_menu_button_new ();

  self->help_text = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->help_text, TRUE);
  gtk_label_set_max_width_chars (self->help_text, 52);
  gtk_label_set_xalign (self->help_text, 0);
  gtk_widget_set_margin_start (GTK_WIDGET (self->help_text), 6);
  gtk_widget_set_margin_end (GTK_WIDGET (self->help_text), 6);
  gtk_widget_set_margin_top (GTK_WIDGET (self->help_text), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->help_text), 6);
  gtk_popover_set_child (GTK_POPOVER (popover), GTK_WIDGET (self->help_text));
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "help-about-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_focusable (button, FALSE);
  gtk_widget_set_focus_on_click (button, FALSE);
  /* ... nor the toggle button inside it, which would be a Tab stop after the entry */
  for (GtkWidget *child = gtk_widget_get_first_child (button); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      {
        gtk_widget_set_focusable (child, FALSE);
        gtk_widget_set_focus_on_click (child, FALSE);
      }
  /* Hidden until the game gives its notation. */
  gtk_widget_set_visible (button, FALSE);
  return button;
}

static void
bth_typed_line_init (BthTypedLine *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->entry = ADW_ENTRY_ROW (adw_entry_row_new ());
  self->help = help_button_new (self);
  adw_entry_row_add_suffix (self->entry, self->help);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), GTK_WIDGET (self->entry));

  self->meaning = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->meaning, 0);
  gtk_label_set_wrap (self->meaning, TRUE);
  gtk_label_set_wrap_mode (self->meaning, PANGO_WRAP_WORD_CHAR);
  /* Narrow enough for attacker and defender side by side on a laptop. */
  gtk_label_set_max_width_chars (self->meaning, 40);
  gtk_widget_set_margin_top (GTK_WIDGET (self->meaning), 6);
  gtk_widget_set_visible (GTK_WIDGET (self->meaning), FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->meaning), "caption");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), GTK_WIDGET (self->meaning));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->entry), keys);
}

static void
bth_typed_line_class_init (BthTypedLineClass *klass)
{
}

BthTypedLine *
bth_typed_line_new (const char *name,
                    const char *title,
                    const char *example)
{
  BthTypedLine *self = g_object_new (BTH_TYPE_TYPED_LINE, NULL);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->entry), title);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->entry), example);
  bth_typed_line_set_name (self, name);
  return self;
}

void
bth_typed_line_set_name (BthTypedLine *self,
                         const char   *name)
{
  g_autofree char *meaning = g_strdup_printf ("%s-meaning", name);
  g_autofree char *help = g_strdup_printf ("%s-help", name);

  g_return_if_fail (BTH_IS_TYPED_LINE (self));

  gtk_widget_set_name (GTK_WIDGET (self->entry), name);
  gtk_widget_set_name (GTK_WIDGET (self->meaning), meaning);
  gtk_widget_set_name (self->help, help);
}

AdwEntryRow *
bth_typed_line_get_entry (BthTypedLine *self)
{
  g_return_val_if_fail (BTH_IS_TYPED_LINE (self), NULL);

  return self->entry;
}

void
bth_typed_line_set_help (BthTypedLine       *self,
                         const char         *title,
                         const char         *example,
                         const char * const *lines)
{
  g_autoptr(GString) markup = g_string_new (NULL);
  g_autofree char *escaped_title = g_markup_escape_text (title, -1);
  g_autofree char *escaped_example = g_markup_escape_text (example, -1);
  g_autofree char *tooltip = NULL;

  g_return_if_fail (BTH_IS_TYPED_LINE (self));

  /* Translators: the example under the title of a typed line's help, as it is typed */
  g_string_append_printf (markup, "<b>%s</b>\n", escaped_title);
  g_string_append_printf (markup, _("e.g. <tt>%s</tt>"), escaped_example);
  g_string_append (markup, "\n");
  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    g_string_append_printf (markup, "\n%s", lines[i]);
  gtk_label_set_markup (self->help_text, markup->str);

  /* Translators: the tooltip of a typed line's help button, e.g. "How to Write a Force (F1)" */
  tooltip = g_strdup_printf (_("%s (F1)"), title);
  gtk_widget_set_tooltip_text (self->help, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->help), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_widget_set_visible (self->help, TRUE);
}

void
bth_typed_line_show (BthTypedLine      *self,
                     GPtrArray         *tokens,
                     BthTypedTokenRead  read)
{
  g_autoptr(GString) markup = g_string_new (NULL);
  PangoAttrList *attributes = pango_attr_list_new ();
  gboolean any_meaningless = FALSE;

  g_return_if_fail (BTH_IS_TYPED_LINE (self));

  for (guint i = 0; i < tokens->len; i++)
    {
      BthTypedToken token = { 0 };
      g_autofree char *text = NULL, *meaning = NULL;

      read (g_ptr_array_index (tokens, i), &token);
      text = g_markup_escape_text (token.text != NULL ? token.text : "", -1);
      meaning = g_markup_escape_text (token.meaning != NULL ? token.meaning : "", -1);
      if (i > 0)
        g_string_append_c (markup, '\n');
      if (token.means_nothing)
        {
          PangoAttribute *underline = pango_attr_underline_new (PANGO_UNDERLINE_ERROR);

          underline->start_index = token.start;
          underline->end_index = token.end;
          pango_attr_list_insert (attributes, underline);
          any_meaningless = TRUE;
          /* Translators: a part of a typed line that means nothing, and why */
          g_string_append_printf (markup, _("<span foreground=\"#e01b24\"><b>%s</b> — %s</span>"), text, meaning);
        }
      else
        g_string_append_printf (markup, "<b>%s</b> — %s", text, meaning);
    }
  adw_entry_row_set_attributes (self->entry, attributes);
  pango_attr_list_unref (attributes);
  gtk_label_set_markup (self->meaning, markup->str);
  gtk_widget_set_visible (GTK_WIDGET (self->meaning), tokens->len > 0);
  if (any_meaningless)
    gtk_widget_add_css_class (GTK_WIDGET (self->entry), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->entry), "error");
}
