/* bth-form.c — small helpers the table-side forms share.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include <glib/gi18n.h>

#include "bth-form.h"

#define ROW_SUBTITLE_KEY "bth-form-subtitle"

void
bth_form_row_set_error (AdwActionRow *row,
                        const char   *message)
{
  GtkWidget *widget = GTK_WIDGET (row);
  gboolean has_error = gtk_widget_has_css_class (widget, "error");

  g_return_if_fail (ADW_IS_ACTION_ROW (row));

  if (message != NULL)
    {
      /* Keep the row's own subtitle to put back once the entry is fixed. */
      if (!has_error)
        g_object_set_data_full (G_OBJECT (row), ROW_SUBTITLE_KEY,
                                g_strdup (adw_action_row_get_subtitle (row)), g_free);
      gtk_widget_add_css_class (widget, "error");
      adw_action_row_set_subtitle (row, message);
    }
  else if (has_error)
    {
      const char *subtitle = g_object_get_data (G_OBJECT (row), ROW_SUBTITLE_KEY);

      gtk_widget_remove_css_class (widget, "error");
      adw_action_row_set_subtitle (row, subtitle != NULL ? subtitle : "");
    }
}

char *
bth_form_signed (int value)
{
  if (value > 0)
    return g_strdup_printf ("+%d", value);
  if (value < 0)
    return g_strdup_printf ("−%d", -value);
  return g_strdup ("0");
}

char *
bth_form_modifiers_text (GArray *modifiers)
{
  GString *text;

  if (modifiers == NULL || modifiers->len == 0)
    return NULL;

  text = g_string_new (NULL);
  for (guint i = 0; i < modifiers->len; i++)
    {
      const BthModifier *m = &g_array_index (modifiers, BthModifier, i);
      g_autofree char *value = bth_form_signed (m->value);

      if (i > 0)
        g_string_append_c (text, '\n');
      if (m->value != 0)
        g_string_append_printf (text, "%s  ", value);
      /* Translators: a die-roll modifier's reason and its rule, e.g. "All unsupplied units (G.3.c)" */
      g_string_append_printf (text, _("%s (%s)"), m->reason, m->rule);
    }
  return g_string_free (text, FALSE);
}

gboolean
bth_form_check_typed_die (const char *text,
                          GError    **error)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text != NULL ? text : ""));
  g_auto(GStrv) parts = NULL;
  char *end = NULL;
  long value;

  if (*trimmed == '\0')
    return TRUE;

  parts = g_strsplit_set (trimmed, ", ", -1);
  if (g_strv_length (parts) != 1)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("Type one die: this roll uses a single die"));
      return FALSE;
    }
  value = strtol (trimmed, &end, 10);
  if (*end != '\0' || value < 1 || value > 6)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("“%s” is not a die face: a die shows 1 to 6"), trimmed);
      return FALSE;
    }
  return TRUE;
}

int
bth_form_spin_get (GtkSpinButton *spin)
{
  return gtk_spin_button_get_value_as_int (spin);
}

int
bth_form_json_int (JsonObject *object,
                   const char *member,
                   int         default_value)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64)
    return default_value;
  return (int) CLAMP (json_node_get_int (node), G_MININT, G_MAXINT);
}

gboolean
bth_form_json_bool (JsonObject *object,
                    const char *member,
                    gboolean    default_value)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return default_value;
  return json_node_get_boolean (node);
}

const char *
bth_form_json_string (JsonObject *object,
                      const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    return "";
  return json_node_get_string (node);
}

JsonObject *
bth_form_json_parse (JsonParser *parser,
                     const char *state)
{
  JsonNode *root;

  if (state == NULL || !json_parser_load_from_data (parser, state, -1, NULL))
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  return json_node_get_object (root);
}

char *
bth_form_json_finish (JsonBuilder *builder)
{
  g_autoptr(JsonNode) root = json_builder_get_root (builder);

  return json_to_string (root, FALSE);
}

void
bth_form_show_roll_problem (GtkWidget  *page,
                            const char *action,
                            gboolean    can_roll,
                            GtkWidget  *roll_button,
                            GtkLabel   *problem_label,
                            const char *problem,
                            const char *ready_tooltip)
{
  gtk_widget_action_set_enabled (page, action, can_roll);
  gtk_widget_set_tooltip_text (roll_button, problem != NULL ? problem : ready_tooltip);
  gtk_label_set_text (problem_label, problem != NULL ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (problem_label), problem != NULL);
}

GtkWidget *
bth_form_status_label_new (const char *name)
{
  GtkWidget *label = gtk_label_new ("");

  gtk_widget_set_name (label, name);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_visible (label, FALSE);
  return label;
}

void
bth_form_status_set (GtkWidget  *label,
                     const char *text,
                     gboolean    error)
{
  gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
  gtk_widget_set_visible (label, text != NULL && *text != '\0');
  if (error)
    {
      gtk_widget_add_css_class (label, "error");
      gtk_widget_remove_css_class (label, "dim-label");
    }
  else
    {
      gtk_widget_remove_css_class (label, "error");
      gtk_widget_add_css_class (label, "dim-label");
    }
}

GtkWidget *
bth_form_button_new (const char *name,
                     const char *mnemonic,
                     const char *tooltip,
                     GCallback   callback,
                     gpointer    data)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (mnemonic);

  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, tooltip);
  g_signal_connect_swapped (button, "clicked", callback, data);
  return button;
}

/* ---- one Tab stop per input, type-ahead in the choices --------------------------------- */

static gboolean
has_focusable_input (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child))
        continue;
      if ((GTK_IS_SWITCH (child) || GTK_IS_SPIN_BUTTON (child) || GTK_IS_BUTTON (child)
           || GTK_IS_DROP_DOWN (child) || GTK_IS_EDITABLE (child) || GTK_IS_CHECK_BUTTON (child))
          && gtk_widget_get_focusable (child))
        return TRUE;
      if (has_focusable_input (child))
        return TRUE;
    }
  return FALSE;
}

static const char *
item_string (GListModel *model,
             guint       i)
{
  g_autoptr(GObject) item = g_list_model_get_item (model, i);

  if (GTK_IS_STRING_OBJECT (item))
    return gtk_string_object_get_string (GTK_STRING_OBJECT (item));
  return NULL;
}

/* A letter or digit picks the next choice that starts with it, as a paper list is read. */
static gboolean
on_choice_key (GtkEventControllerKey *controller,
               guint                  keyval,
               guint                  keycode,
               GdkModifierType        state,
               GtkWidget             *widget)
{
  gunichar typed = gdk_keyval_to_unicode (keyval);
  GListModel *model;
  guint selected, n;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || typed == 0 || !g_unichar_isalnum (typed))
    return GDK_EVENT_PROPAGATE;
  if (ADW_IS_COMBO_ROW (widget))
    {
      model = adw_combo_row_get_model (ADW_COMBO_ROW (widget));
      selected = adw_combo_row_get_selected (ADW_COMBO_ROW (widget));
    }
  else
    {
      model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));
      selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (widget));
    }
  if (model == NULL || (n = g_list_model_get_n_items (model)) == 0)
    return GDK_EVENT_PROPAGATE;
  for (guint step = 1; step <= n; step++)
    {
      guint i = (selected == GTK_INVALID_LIST_POSITION ? step - 1 : selected + step) % n;
      const char *text = item_string (model, i);

      if (text != NULL && g_unichar_tolower (g_utf8_get_char (text)) == g_unichar_tolower (typed))
        {
          if (ADW_IS_COMBO_ROW (widget))
            adw_combo_row_set_selected (ADW_COMBO_ROW (widget), i);
          else
            gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), i);
          return GDK_EVENT_STOP;
        }
    }
  return GDK_EVENT_PROPAGATE;
}

void
bth_form_tidy_keyboard (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if ((ADW_IS_COMBO_ROW (root) || GTK_IS_DROP_DOWN (root))
      && g_object_get_data (G_OBJECT (root), "bth-type-ahead") == NULL)
    {
      GtkEventController *keys = gtk_event_controller_key_new ();

      g_signal_connect (keys, "key-pressed", G_CALLBACK (on_choice_key), root);
      gtk_widget_add_controller (root, keys);
      g_object_set_data (G_OBJECT (root), "bth-type-ahead", GINT_TO_POINTER (1));
    }
  /* The buttons in a list row's header (remove) are for the mouse; Delete on the header
   * does the same from the keyboard (bth-entry-row.h), one stop fewer per row. */
  else if (GTK_IS_BUTTON (root) && gtk_widget_get_ancestor (root, ADW_TYPE_EXPANDER_ROW) != NULL
           && gtk_widget_get_ancestor (root, GTK_TYPE_REVEALER) == NULL
           && gtk_widget_get_ancestor (root, ADW_TYPE_ACTION_ROW) != NULL)
    gtk_widget_set_focusable (root, FALSE);
  /* A row whose input takes the focus is no stop of its own (its input is); a row with
   * nothing to enter is none at all. An expander's header stays: it opens and closes. */
  else if (ADW_IS_ACTION_ROW (root) && !ADW_IS_COMBO_ROW (root)
           && !(gtk_widget_get_ancestor (root, ADW_TYPE_EXPANDER_ROW) != NULL
                && gtk_widget_get_ancestor (root, GTK_TYPE_REVEALER) == NULL)
           && (has_focusable_input (root) || !gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (root))))
    gtk_widget_set_focusable (root, FALSE);

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bth_form_tidy_keyboard (child);
}
