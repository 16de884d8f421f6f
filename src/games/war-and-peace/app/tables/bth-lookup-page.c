/* bth-lookup-page.c — the Tables screen: every chart of the ruleset as printed (bth-chart.h),
 * and the cell a row key and a column key point to.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <stdlib.h>

#include "bth-lookup-page.h"
#include "bth-digital-rules.h"

#include <string.h>
#include "bth-chart.h"
#include "bth-table-view.h"

struct _BthLookupPage
{
  BthPage         parent_instance;

  /* Template widgets */
  GtkScrolledWindow *scroller;
  AdwComboRow    *table_row;
  GtkStringList  *table_names;
  AdwComboRow    *row_choice;
  GtkStringList  *row_choices;
  AdwActionRow   *row_value_row;
  GtkSpinButton  *row_value;
  AdwComboRow    *column_choice;
  GtkStringList  *column_choices;
  AdwActionRow   *column_value_row;
  GtkSpinButton  *column_value;
  GtkWidget      *answer_box;
  GtkLabel       *answer_label;
  GtkLabel       *answer_detail;
  GtkLabel       *table_title;
  BthTableView   *table_view;
  GtkLabel       *notes_label;

  guint           chart;          /* index in bth_charts_get_nth() */
  gboolean        key_number[2];
  gboolean        updating;       /* widgets are being set from code */
  char           *state;          /* the state before the change being handled */
};

G_DEFINE_FINAL_TYPE (BthLookupPage, bth_lookup_page, BTH_TYPE_PAGE)

/* The page ---------------------------------------------------------------------------- */

static BthRuleset *
page_rules (BthLookupPage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));

  return session != NULL ? bth_session_get_ruleset (session) : NULL;
}

static int
key_value (BthLookupPage *self,
           guint          which)
{
  if (self->key_number[which])
    return gtk_spin_button_get_value_as_int (which == 0 ? self->row_value : self->column_value);
  return (int) adw_combo_row_get_selected (which == 0 ? self->row_choice : self->column_choice);
}

static char *
format_state (BthLookupPage *self)
{
  return g_strdup_printf ("%s;%d;%d", bth_charts_get_nth (self->chart)->id,
                          key_value (self, 0), key_value (self, 1));
}

static void
bth_lookup_page_update_answer (BthLookupPage *self)
{
  BthRuleset *rules = page_rules (self);
  BthChartAnswer answer = { 0 };

  if (rules == NULL)
    return;

  bth_charts_get_nth (self->chart)->lookup (rules, key_value (self, 0), key_value (self, 1), &answer);
  bth_table_view_clear_highlight (self->table_view);
  for (guint i = 0; i < answer.n_cells; i++)
    bth_table_view_highlight (self->table_view, answer.rows[i], answer.columns[i]);
  bth_table_view_scroll_to_highlight (self->table_view);

  gtk_label_set_text (self->answer_label, answer.text != NULL ? answer.text : "—");
  gtk_label_set_text (self->answer_detail,
                      answer.detail != NULL ? answer.detail : _("No cell of the table matches."));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->answer_box),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  answer.detail != NULL ? answer.detail : "",
                                  -1);
  g_free (answer.text);
  g_free (answer.detail);
}

static void
set_key_widgets (BthLookupPage *self,
                 guint          which,
                 BthChartKey     *key)
{
  AdwComboRow *choice = which == 0 ? self->row_choice : self->column_choice;
  GtkStringList *choices = which == 0 ? self->row_choices : self->column_choices;
  AdwActionRow *value_row = which == 0 ? self->row_value_row : self->column_value_row;
  GtkSpinButton *value = which == 0 ? self->row_value : self->column_value;
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (choices));

  self->key_number[which] = key->number;
  gtk_widget_set_visible (GTK_WIDGET (choice), !key->number);
  gtk_widget_set_visible (GTK_WIDGET (value_row), key->number);
  if (key->number)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (value_row), key->title);
      gtk_spin_button_set_range (value, key->min, key->max);
      gtk_spin_button_set_value (value, key->value);
      gtk_accessible_update_property (GTK_ACCESSIBLE (value),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, key->title, -1);
      gtk_string_list_splice (choices, 0, n_old, NULL);
    }
  else
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (choice), key->title);
      gtk_string_list_splice (choices, 0, n_old, bth_chart_strv (key->choices));
      adw_combo_row_set_selected (choice, 0);
      gtk_accessible_update_property (GTK_ACCESSIBLE (choice),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, key->title, -1);
    }
}

/* Under the digital edition's rules v1.7 a chart, or a part of it, that v1.7 does not state
 * is the 4th edition's: the notes say which rule is played instead, and why (issue 26). */
static void
add_fallback_notes (BthRuleset *rules, const char *chart_id, GString *notes)
{
  static const struct { const char *chart; const char *section; } sections[] = {
    { "crt", "combat_results" }, { "gc-crt", "grand_campaign_crt" }, { "combat-loss", "combat_loss" },
    { "attrition", "attrition" }, { "forced-march", "forced_march" }, { "tactical-matrix", "tactical_matrix" },
    { "terrain", "terrain_effects" }, { "weather", "weather" }, { "naval-results", "naval_results" },
    { "naval-damage", "naval_damage" },
  };
  const BthFallback *fallbacks;
  const char *section = NULL;
  guint n;

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    if (g_str_equal (sections[i].chart, chart_id))
      section = sections[i].section;
  fallbacks = bth_ruleset_get_fallbacks (rules, &n);
  for (guint i = 0; section != NULL && i < n; i++)
    {
      const char *part = fallbacks[i].part;
      gsize len = strlen (section);

      if (strncmp (part, section, len) != 0 || (part[len] != '\0' && part[len] != '.'))
        continue;
      if (notes->len > 0)
        g_string_append_c (notes, '\n');
      /* Translators: %s is the 4th-edition rule played instead, then why */
      g_string_append_printf (notes, _("Not stated by rules v1.7: played by the %s (%s)."),
                              fallbacks[i].rule, fallbacks[i].why);
    }
}

/* Draws chart INDEX and points its keys at their first values. */
static void
bth_lookup_page_show_chart (BthLookupPage *self,
                            guint          index)
{
  BthRuleset *rules = page_rules (self);
  BthChartSetup setup;
  gboolean was_updating = self->updating;

  if (rules == NULL || index >= bth_charts_get_n ())
    return;
  bth_chart_setup_init (&setup);

  self->updating = TRUE;
  self->chart = index;
  if (adw_combo_row_get_selected (self->table_row) != index)
    adw_combo_row_set_selected (self->table_row, index);
  bth_charts_get_nth (index)->build (rules, self->table_view, &setup);
  for (guint i = 0; i < G_N_ELEMENTS (setup.keys); i++)
    set_key_widgets (self, i, &setup.keys[i]);
  gtk_label_set_text (self->table_title, _(bth_charts_get_nth (index)->name));
  add_fallback_notes (rules, bth_charts_get_nth (index)->id, setup.notes);
  gtk_label_set_text (self->notes_label, setup.notes->str);
  gtk_widget_set_visible (GTK_WIDGET (self->notes_label), setup.notes->len > 0);
  bth_chart_setup_clear (&setup);
  self->updating = was_updating;

  bth_lookup_page_update_answer (self);
}

/* After a change by the user: remember the state before it for undo, then answer. */
static void
bth_lookup_page_changed (BthLookupPage *self,
                         const char    *merge_key)
{
  if (!bth_page_is_restoring (BTH_PAGE (self)))
    bth_page_remember (BTH_PAGE (self), merge_key);
  g_free (self->state);
  self->state = format_state (self);
}

static void
on_table_selected (BthLookupPage *self)
{
  guint selected = adw_combo_row_get_selected (self->table_row);

  if (self->updating || selected == GTK_INVALID_LIST_POSITION || selected == self->chart)
    return;
  bth_lookup_page_show_chart (self, selected);
  bth_lookup_page_changed (self, NULL);
}

static void
on_row_key_changed (BthLookupPage *self)
{
  if (self->updating)
    return;
  bth_lookup_page_update_answer (self);
  bth_lookup_page_changed (self, "row-key");
}

static void
on_column_key_changed (BthLookupPage *self)
{
  if (self->updating)
    return;
  bth_lookup_page_update_answer (self);
  bth_lookup_page_changed (self, "column-key");
}

static char *
bth_lookup_page_save_state (BthPage *page)
{
  BthLookupPage *self = BTH_LOOKUP_PAGE (page);

  /* During a change this is still the state before it: what undo goes back to. */
  return self->state != NULL ? g_strdup (self->state) : format_state (self);
}

static void
set_key_value (BthLookupPage *self,
               guint          which,
               int            value)
{
  if (self->key_number[which])
    gtk_spin_button_set_value (which == 0 ? self->row_value : self->column_value, value);
  else if (value >= 0)
    adw_combo_row_set_selected (which == 0 ? self->row_choice : self->column_choice,
                                (guint) value);
}

static void
bth_lookup_page_restore_state (BthPage    *page,
                               const char *state)
{
  BthLookupPage *self = BTH_LOOKUP_PAGE (page);
  g_auto(GStrv) parts = g_strsplit (state, ";", 3);

  if (g_strv_length (parts) != 3)
    return;
  for (guint i = 0; i < bth_charts_get_n (); i++)
    if (g_str_equal (bth_charts_get_nth (i)->id, parts[0]))
      {
        if (i != self->chart)
          bth_lookup_page_show_chart (self, i);
        self->updating = TRUE;
        set_key_value (self, 0, atoi (parts[1]));
        set_key_value (self, 1, atoi (parts[2]));
        self->updating = FALSE;
        bth_lookup_page_update_answer (self);
        g_free (self->state);
        self->state = format_state (self);
        return;
      }
}

static void
bth_lookup_page_session_set (BthPage    *page,
                             BthSession *session)
{
  BthLookupPage *self = BTH_LOOKUP_PAGE (page);

  gtk_widget_set_sensitive (GTK_WIDGET (self), bth_session_get_ruleset (session) != NULL);
  bth_lookup_page_show_chart (self, self->chart);
  g_free (self->state);
  self->state = format_state (self);
}

static void
bth_lookup_page_dispose (GObject *object)
{
  BthLookupPage *self = BTH_LOOKUP_PAGE (object);

  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_LOOKUP_PAGE);
  g_clear_pointer (&self->state, g_free);

  G_OBJECT_CLASS (bth_lookup_page_parent_class)->dispose (object);
}

static void
bth_lookup_page_class_init (BthLookupPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = bth_lookup_page_dispose;
  page_class->session_set = bth_lookup_page_session_set;
  page_class->save_state = bth_lookup_page_save_state;
  page_class->restore_state = bth_lookup_page_restore_state;

  g_type_ensure (BTH_TYPE_TABLE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-lookup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, table_row);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, table_names);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, row_choice);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, row_choices);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, row_value_row);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, row_value);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, column_choice);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, column_choices);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, column_value_row);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, column_value);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, answer_box);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, answer_label);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, answer_detail);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, table_title);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, table_view);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, notes_label);
  gtk_widget_class_bind_template_callback (widget_class, on_table_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_row_key_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_column_key_changed);
}

static void
bth_lookup_page_init (BthLookupPage *self)
{
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < bth_charts_get_n (); i++)
    gtk_string_list_append (self->table_names, _(bth_charts_get_nth (i)->name));
  adw_combo_row_set_selected (self->table_row, 0);
  self->updating = FALSE;
}

