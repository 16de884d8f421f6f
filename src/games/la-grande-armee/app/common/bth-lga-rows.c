/* bth-lga-rows.c — rows of La Grande Armée's tool pages and their state by name. */
#include <glib/gi18n.h>
#include <math.h>

#include "bth-lga-rows.h"

void
bth_lga_inputs_init (BthLgaInputs *self)
{
  self->widgets = g_ptr_array_new ();
}

void
bth_lga_inputs_clear (BthLgaInputs *self)
{
  g_clear_pointer (&self->widgets, g_ptr_array_unref);
}

GtkSpinButton *
bth_lga_spin_row (BthLgaInputs *self, AdwPreferencesGroup *group, const char *name, const char *title,
                  const char *subtitle, int lower, int upper, GCallback changed, gpointer data)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_name (spin, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (group, row);
  if (changed != NULL)
    g_signal_connect_swapped (spin, "value-changed", changed, data);
  g_ptr_array_add (self->widgets, spin);
  return GTK_SPIN_BUTTON (spin);
}

GtkSwitch *
bth_lga_switch_row (BthLgaInputs *self, AdwPreferencesGroup *group, const char *name, const char *title,
                    const char *subtitle, GCallback changed, gpointer data)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_widget_set_name (sw, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (group, row);
  if (changed != NULL)
    g_signal_connect_swapped (sw, "notify::active", changed, data);
  g_ptr_array_add (self->widgets, sw);
  return GTK_SWITCH (sw);
}

AdwComboRow *
bth_lga_combo_row (BthLgaInputs *self, AdwPreferencesGroup *group, const char *name, const char *title,
                   const char * const *items, GCallback changed, gpointer data)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) model = gtk_string_list_new (items);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  gtk_widget_set_name (row, name);
  adw_preferences_group_add (group, row);
  if (changed != NULL)
    g_signal_connect_swapped (row, "notify::selected", changed, data);
  g_ptr_array_add (self->widgets, row);
  return ADW_COMBO_ROW (row);
}

int
bth_lga_spin (GtkSpinButton *spin)
{
  gtk_spin_button_update (spin);
  return gtk_spin_button_get_value_as_int (spin);
}

void
bth_lga_inputs_save (BthLgaInputs *self, JsonBuilder *builder)
{
  for (guint i = 0; i < self->widgets->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (self->widgets, i);

      json_builder_set_member_name (builder, gtk_widget_get_name (w));
      if (GTK_IS_SPIN_BUTTON (w))
        json_builder_add_int_value (builder, gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w)));
      else if (GTK_IS_SWITCH (w))
        json_builder_add_boolean_value (builder, gtk_switch_get_active (GTK_SWITCH (w)));
      else
        json_builder_add_int_value (builder, adw_combo_row_get_selected (ADW_COMBO_ROW (w)));
    }
}

void
bth_lga_inputs_restore (BthLgaInputs *self, JsonObject *root)
{
  for (guint i = 0; i < self->widgets->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (self->widgets, i);
      JsonNode *node = json_object_get_member (root, gtk_widget_get_name (w));

      if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
        continue;
      if (GTK_IS_SPIN_BUTTON (w) && json_node_get_value_type (node) == G_TYPE_INT64)
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (w), (double) json_node_get_int (node));
      else if (GTK_IS_SWITCH (w) && json_node_get_value_type (node) == G_TYPE_BOOLEAN)
        gtk_switch_set_active (GTK_SWITCH (w), json_node_get_boolean (node));
      else if (ADW_IS_COMBO_ROW (w) && json_node_get_value_type (node) == G_TYPE_INT64)
        {
          gint64 v = json_node_get_int (node);
          GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (w));
          if (v >= 0 && model != NULL && v < g_list_model_get_n_items (model))
            adw_combo_row_set_selected (ADW_COMBO_ROW (w), (guint) v);
        }
    }
}

void
bth_lga_inputs_reset (BthLgaInputs *self)
{
  for (guint i = 0; i < self->widgets->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (self->widgets, i);

      if (GTK_IS_SPIN_BUTTON (w))
        {
          double lower;
          gtk_spin_button_get_range (GTK_SPIN_BUTTON (w), &lower, NULL);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (w), lower);
        }
      else if (GTK_IS_SWITCH (w))
        gtk_switch_set_active (GTK_SWITCH (w), FALSE);
      else
        adw_combo_row_set_selected (ADW_COMBO_ROW (w), 0);
    }
}

char *
bth_lga_percent (double chance)
{
  /* Translators: a chance, e.g. "16.7 %" */
  return g_strdup_printf (_("%.1f %%"), round (chance * 1000.0) / 10.0);
}

char *
bth_lga_modifiers_text (GArray *list)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; list != NULL && i < list->len; i++)
    {
      const BthModifier *m = &g_array_index (list, BthModifier, i);

      if (i > 0)
        g_string_append_c (text, '\n');
      if (m->value > 0)
        g_string_append_printf (text, "+%d  ", m->value);
      else if (m->value < 0)
        g_string_append_printf (text, "−%d  ", -m->value);
      else
        g_string_append (text, "0  ");
      g_string_append_printf (text, "%s %s", m->reason, m->rule);
    }
  if (text->len == 0)
    g_string_append (text, _("No modifiers"));
  return g_string_free (text, FALSE);
}

void
bth_lga_group_clear (AdwPreferencesGroup *group)
{
  GPtrArray *rows = g_object_get_data (G_OBJECT (group), "bth-lga-rows");

  for (guint i = 0; rows != NULL && i < rows->len; i++)
    adw_preferences_group_remove (group, g_ptr_array_index (rows, i));
  if (rows != NULL)
    g_ptr_array_set_size (rows, 0);
}

AdwActionRow *
bth_lga_group_add_text (AdwPreferencesGroup *group, const char *title, const char *subtitle, const char *suffix)
{
  GPtrArray *rows = g_object_get_data (G_OBJECT (group), "bth-lga-rows");
  GtkWidget *row = adw_action_row_new ();

  if (rows == NULL)
    {
      rows = g_ptr_array_new ();
      g_object_set_data_full (G_OBJECT (group), "bth-lga-rows", rows, (GDestroyNotify) g_ptr_array_unref);
    }
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  if (subtitle != NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
    }
  if (suffix != NULL)
    {
      GtkWidget *label = gtk_label_new (suffix);
      gtk_widget_set_name (label, "value");
      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  gtk_widget_set_focusable (row, FALSE);
  adw_preferences_group_add (group, row);
  g_ptr_array_add (rows, row);
  return ADW_ACTION_ROW (row);
}

/* ---- scrolling ------------------------------------------------------------------------- */

typedef struct {
  GtkWidget *widget;
  GtkWidget *last;               /* NULL: WIDGET to the top (bth_lga_scroll_to_top) */
  int        ticks;
} ScrollTop;

static void
scroll_top_free (gpointer data)
{
  ScrollTop *scroll = data;

  g_object_unref (scroll->widget);
  g_clear_object (&scroll->last);
  g_free (scroll);
}

static gboolean
scroll_top_tick (GtkWidget *page, GdkFrameClock *clock, gpointer data)
{
  ScrollTop *scroll = data;
  GtkWidget *scroller = gtk_widget_get_ancestor (scroll->widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double value;

  /* A tick comes before the frame's layout: a widget just shown has its place from the
   * second tick on (as bth_page_reveal). */
  if (scroll->ticks++ < 1)
    return G_SOURCE_CONTINUE;
  if (scroller == NULL || !gtk_widget_get_mapped (scroll->widget))
    return G_SOURCE_REMOVE;
  content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  if (GTK_IS_VIEWPORT (content))
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  if (content == NULL || !gtk_widget_compute_bounds (scroll->widget, content, &bounds) || bounds.size.height <= 0)
    return scroll->ticks < 10 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  if (scroll->last == NULL)
    {
      /* 12 px of air above the heading; no further than the end of the column. */
      value = MAX (0, bounds.origin.y - 12);
      value = MIN (value, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
    }
  else
    {
      graphene_rect_t last;
      double page_size = gtk_adjustment_get_page_size (adjustment), top = bounds.origin.y - 12, bottom, snap = -1;

      if (!gtk_widget_compute_bounds (scroll->last, content, &last) || last.size.height <= 0)
        return scroll->ticks < 10 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
      value = gtk_adjustment_get_value (adjustment);
      bottom = MAX (bounds.origin.y + bounds.size.height, last.origin.y + last.size.height) + 12;
      if (bottom > value + page_size)
        value = bottom - page_size;
      if (top < value)
        value = top;
      /* The top edge between two rows: the first row or group edge from there down to
       * FIRST's top (scrolling further down keeps LAST's bottom in view). */
      for (GtkWidget *w = content; w != NULL; )
        {
          graphene_rect_t b;

          if ((ADW_IS_PREFERENCES_ROW (w) || ADW_IS_PREFERENCES_GROUP (w))
              && gtk_widget_get_mapped (w) && gtk_widget_compute_bounds (w, content, &b)
              && b.origin.y >= value && b.origin.y <= bounds.origin.y && (snap < 0 || b.origin.y < snap))
            snap = b.origin.y;
          /* Depth first through the column. */
          if (gtk_widget_get_first_child (w) != NULL)
            w = gtk_widget_get_first_child (w);
          else
            {
              while (w != NULL && w != content && gtk_widget_get_next_sibling (w) == NULL)
                w = gtk_widget_get_parent (w);
              w = w == NULL || w == content ? NULL : gtk_widget_get_next_sibling (w);
            }
        }
      if (snap >= 0 && snap > value)
        value = snap;
    }
  gtk_adjustment_set_value (adjustment, value);
  return G_SOURCE_REMOVE;
}

void
bth_lga_scroll_to_top (GtkWidget *page, GtkWidget *widget)
{
  ScrollTop *scroll = g_new0 (ScrollTop, 1);

  scroll->widget = g_object_ref (widget);
  gtk_widget_add_tick_callback (page, scroll_top_tick, scroll, scroll_top_free);
}

void
bth_lga_reveal_span (GtkWidget *page, GtkWidget *first, GtkWidget *last)
{
  ScrollTop *scroll = g_new0 (ScrollTop, 1);

  scroll->widget = g_object_ref (first);
  scroll->last = g_object_ref (last);
  gtk_widget_add_tick_callback (page, scroll_top_tick, scroll, scroll_top_free);
}
