/* bth-naval-checks-rows.c — the rows of the Naval Checks page: inputs kept by name (so
 * the page's undo state is one generic object, and a change takes its roll's result
 * away), the output rows, the verdict in large type, and the sections' headings.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-naval-checks-private.h"

/* ---- inputs by name ------------------------------------------------------------------- */

GtkWidget *
bth_naval_checks_input (BthNavalChecksPage *self, const char *key)
{
  GtkWidget *widget = g_hash_table_lookup (self->inputs, key);

  g_assert (widget != NULL);
  return widget;
}

gboolean
bth_naval_checks_on (BthNavalChecksPage *self, const char *key)
{
  return gtk_switch_get_active (GTK_SWITCH (bth_naval_checks_input (self, key)));
}

int
bth_naval_checks_num (BthNavalChecksPage *self, const char *key)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_naval_checks_input (self, key)));
}

guint
bth_naval_checks_choice (BthNavalChecksPage *self, const char *key)
{
  return adw_combo_row_get_selected (ADW_COMBO_ROW (bth_naval_checks_input (self, key)));
}

/* A result belongs to the inputs it was rolled for: a change to one leaves the die where
 * it is, and the refresh marks that roll stale (bth_naval_checks_roll_inputs()). */
static void
on_input_changed (GtkWidget *widget, GParamSpec *pspec, BthNavalChecksPage *self)
{
  if (self->updating)
    return;
  bth_page_commit_change (BTH_PAGE (self), gtk_widget_get_name (widget));
  bth_naval_checks_refresh (self);
}

/* Whether the input KEY (WIDGET) is one the roll NAME reads: its own, the readings that
 * affect every die roll, or Nelson's units for his fate. */
static gboolean
input_of_roll (GtkWidget *widget, const char *key, const char *name)
{
  Roll *roll = g_object_get_data (G_OBJECT (widget), "roll");

  if (g_str_equal (name, NELSON_ROLL))
    return g_str_has_prefix (key, "nelson-");
  if (roll != NULL)
    return g_str_equal (roll->name, name);
  return g_object_get_data (G_OBJECT (widget), "all-rolls") != NULL;
}

char *
bth_naval_checks_roll_inputs (BthNavalChecksPage *self, const char *name)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < self->input_keys->len; i++)
    {
      const char *key = g_ptr_array_index (self->input_keys, i);
      GtkWidget *w = bth_naval_checks_input (self, key);

      if (!input_of_roll (w, key, name))
        continue;
      if (GTK_IS_SWITCH (w))
        g_string_append_printf (text, "%s=%d\n", key, gtk_switch_get_active (GTK_SWITCH (w)));
      else if (GTK_IS_SPIN_BUTTON (w))
        g_string_append_printf (text, "%s=%d\n", key, gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w)));
      else if (ADW_IS_COMBO_ROW (w))
        g_string_append_printf (text, "%s=%u\n", key, adw_combo_row_get_selected (ADW_COMBO_ROW (w)));
      else
        g_string_append_printf (text, "%s=%s\n", key, gtk_editable_get_text (GTK_EDITABLE (w)));
    }
  return g_string_free (text, FALSE);
}

static void
register_input (BthNavalChecksPage *self, GtkWidget *widget, const char *key, Roll *roll)
{
  g_autofree char *name = g_strconcat ("naval-checks-", key, NULL);

  gtk_widget_set_name (widget, name);
  g_object_set_data (G_OBJECT (widget), "roll", roll);
  g_hash_table_insert (self->inputs, g_strdup (key), widget);
  g_ptr_array_add (self->input_keys, g_strdup (key));
}

GtkWidget *
bth_naval_checks_group (GtkWidget *box, const char *key, const char *title, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *name = g_strconcat ("naval-checks-", key, NULL);

  gtk_widget_set_name (group, name);
  if (title != NULL)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (GTK_BOX (box), group);
  return group;
}

/* Adds ROW to PARENT: a preferences group or an expander row. */
static void
add_row (GtkWidget *parent, GtkWidget *row)
{
  if (ADW_IS_EXPANDER_ROW (parent))
    adw_expander_row_add_row (ADW_EXPANDER_ROW (parent), row);
  else
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (parent), row);
}

GtkWidget *
bth_naval_checks_switch_row (BthNavalChecksPage *self, GtkWidget *parent, Roll *roll, const char *key, const char *title,
            const char *subtitle, gboolean active)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_switch_set_active (GTK_SWITCH (sw), active);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  add_row (parent, row);
  register_input (self, sw, key, roll);
  g_signal_connect (sw, "notify::active", G_CALLBACK (on_input_changed), self);
  return sw;
}

GtkWidget *
bth_naval_checks_spin_row (BthNavalChecksPage *self, GtkWidget *parent, Roll *roll, const char *key, const char *title,
          const char *subtitle, int min, int max, int value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  add_row (parent, row);
  register_input (self, spin, key, roll);
  g_signal_connect (spin, "notify::value", G_CALLBACK (on_input_changed), self);
  return spin;
}

GtkWidget *
bth_naval_checks_combo_row (BthNavalChecksPage *self, GtkWidget *parent, Roll *roll, const char *key, const char *title,
           const char *subtitle, const char *const *items)
{
  GtkWidget *combo = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (items);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (combo), subtitle);
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (list));
  add_row (parent, combo);
  register_input (self, combo, key, roll);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (on_input_changed), self);
  return combo;
}

GtkWidget *
bth_naval_checks_entry_row (BthNavalChecksPage *self, GtkWidget *parent, Roll *roll, const char *key, const char *title)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_width_chars (GTK_EDITABLE (row), 3);
  add_row (parent, row);
  register_input (self, row, key, roll);
  g_signal_connect (row, "notify::text", G_CALLBACK (on_input_changed), self);
  return row;
}

/* ---- output rows ------------------------------------------------------------------------ */

void
bth_naval_checks_clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

/* A row saying TITLE (SUBTITLE) with VALUE at its end, the value's label named NAME-value. */
GtkWidget *
bth_naval_checks_out_row (GtkWidget *group, const char *name, const char *title, const char *subtitle, const char *value)
{
  GtkWidget *row = adw_action_row_new ();

  if (name != NULL)
    gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (row, "property");
  if (value != NULL)
    {
      GtkWidget *label = gtk_label_new (value);
      if (name != NULL)
        {
          g_autofree char *id = g_strconcat (name, "-value", NULL);
          gtk_widget_set_name (label, id);
        }
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

/* The verdict in large type with its reason under it, in BOX (named PREFIX-verdict and
 * PREFIX-reason). */
void
bth_naval_checks_verdict (GtkWidget *box, const char *prefix, const char *text, const char *reason, const char *caption)
{
  GtkWidget *vbox = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (text);
  g_autofree char *vname = g_strconcat (prefix, "-verdict", NULL);
  g_autofree char *rname = g_strconcat (prefix, "-reason", NULL);

  gtk_widget_set_name (label, vname);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, "title-1");
  gtk_box_append (GTK_BOX (vbox), label);
  if (caption != NULL)
    {
      GtkWidget *cap = gtk_label_new (caption);
      gtk_label_set_wrap (GTK_LABEL (cap), TRUE);
      gtk_label_set_justify (GTK_LABEL (cap), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (cap, "dim-label");
      gtk_box_append (GTK_BOX (vbox), cap);
    }
  label = gtk_label_new (reason);
  gtk_widget_set_name (label, rname);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (vbox), label);
  gtk_widget_set_margin_top (vbox, 6);
  gtk_box_append (GTK_BOX (box), vbox);
}

const char *
bth_naval_checks_yes_no (gboolean yes)
{
  return yes ? _("Yes") : _("No");
}

/* ---- sections ---------------------------------------------------------------------------- */

GtkWidget *
bth_naval_checks_section (BthNavalChecksPage *self, const char *key, const char *title, const char *description)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *label = gtk_label_new (title);
  g_autofree char *name = g_strdup_printf ("naval-checks-section-%s", key);

  gtk_widget_set_name (box, name);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "title-2");
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  gtk_box_append (GTK_BOX (box), label);
  if (description != NULL)
    {
      GtkWidget *desc = gtk_label_new (description);
      gtk_label_set_xalign (GTK_LABEL (desc), 0);
      gtk_label_set_wrap (GTK_LABEL (desc), TRUE);
      gtk_widget_add_css_class (desc, "dim-label");
      gtk_box_append (GTK_BOX (box), desc);
    }
  gtk_widget_set_margin_top (box, 12);
  gtk_box_append (self->content_box, box);
  return box;
}

GtkWidget *
bth_naval_checks_expander (GtkWidget *group, const char *key, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_expander_row_new ();
  g_autofree char *name = g_strconcat ("naval-checks-", key, NULL);

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

