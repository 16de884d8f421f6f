/* bth-march-group-row.c — one component group on the Forced March screen (K.5).
 *
 * The row only edits and shows; the page decides when to remember, roll and resolve.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-form.h"
#include "bth-form-rules.h"
#include "bth-march-group-row.h"

struct _BthMarchGroupRow
{
  BthEntryRow     parent_instance;

  /* Template widgets */
  GtkLabel       *extra_mp_badge;
  AdwComboRow    *class_row;
  AdwActionRow   *sp_row;
  GtkSpinButton  *sp_spin;
  AdwActionRow   *roll_row;
  GtkLabel       *modified_label;
  AdwActionRow   *extra_mp_row;
  GtkLabel       *extra_mp_label;

  BthRuleset     *rules;
  guint           number;
  gboolean        updating;
};

G_DEFINE_FINAL_TYPE (BthMarchGroupRow, bth_march_group_row, BTH_TYPE_ENTRY_ROW)

static void bth_march_group_row_set_number (BthEntryRow *row, guint number);

/* The chart's modifier for each class, in the order of BthMarchClass (none for others). */
static const char *const class_modifiers[] = { "french_guard", "french", NULL };

const char *
bth_march_group_row_get_class_name (BthMarchGroupRow *self)
{
  GtkStringObject *item;

  g_return_val_if_fail (BTH_IS_MARCH_GROUP_ROW (self), NULL);

  item = adw_combo_row_get_selected_item (self->class_row);
  return item != NULL ? gtk_string_object_get_string (item) : "";
}

static void
update_header (BthMarchGroupRow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  /* Translators: the title of a component group on the Forced March screen */
  title = g_strdup_printf (_("Group %u"), self->number);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  /* Translators: a group's units and strength, e.g. "French Guard, 3 SP" */
  subtitle = g_strdup_printf (_("%s, %d SP"), bth_march_group_row_get_class_name (self),
                              gtk_spin_button_get_value_as_int (self->sp_spin));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), subtitle);
}

/* What the chosen class is worth comes from the chart. */
static void
update_class_subtitle (BthMarchGroupRow *self)
{
  const BthForcedMarchTable *t;
  guint selected = adw_combo_row_get_selected (self->class_row);
  g_autofree char *text = NULL;

  if (self->rules == NULL || selected >= G_N_ELEMENTS (class_modifiers))
    return;
  t = bth_ruleset_get_forced_march (self->rules);
  if (class_modifiers[selected] != NULL)
    text = bth_form_modifier_def_text (t->modifiers, t->n_modifiers, class_modifiers[selected]);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->class_row),
                               text != NULL ? text : _("No modifier"));
}

static void
emit_changed (BthMarchGroupRow *self,
              const char       *field)
{
  update_header (self);
  update_class_subtitle (self);
  if (!self->updating)
    bth_entry_row_emit_changed (BTH_ENTRY_ROW (self), field);
}

static void
on_class_changed (BthMarchGroupRow *self)
{
  emit_changed (self, "class");
}

static void
on_sp_changed (BthMarchGroupRow *self)
{
  emit_changed (self, "sp");
}

static void
on_remove_clicked (BthMarchGroupRow *self)
{
  bth_entry_row_emit_remove (BTH_ENTRY_ROW (self));
}

static void
bth_march_group_row_dispose (GObject *object)
{
  BthMarchGroupRow *self = BTH_MARCH_GROUP_ROW (object);

  g_clear_object (&self->rules);

  G_OBJECT_CLASS (bth_march_group_row_parent_class)->dispose (object);
}

static void
bth_march_group_row_class_init (BthMarchGroupRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bth_march_group_row_dispose;
  BTH_ENTRY_ROW_CLASS (klass)->set_number = bth_march_group_row_set_number;


  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-march-group-row.ui");
  gtk_widget_class_bind_template_child (widget_class, BthMarchGroupRow, extra_mp_badge);
  gtk_widget_class_bind_template_child (widget_class, BthMarchGroupRow, class_row);
  gtk_widget_class_bind_template_child (widget_class, BthMarchGroupRow, sp_row);
  gtk_widget_class_bind_template_child (widget_class, BthMarchGroupRow, sp_spin);
  gtk_widget_class_bind_template_child (widget_class, BthMarchGroupRow, roll_row);
  gtk_widget_class_bind_template_child (widget_class, BthMarchGroupRow, modified_label);
  gtk_widget_class_bind_template_child (widget_class, BthMarchGroupRow, extra_mp_row);
  gtk_widget_class_bind_template_child (widget_class, BthMarchGroupRow, extra_mp_label);
  gtk_widget_class_bind_template_callback (widget_class, on_class_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_sp_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_remove_clicked);
}

static void
bth_march_group_row_init (BthMarchGroupRow *self)
{
  self->number = 1;
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->updating = FALSE;
}

GtkWidget *
bth_march_group_row_new (BthRuleset *rules)
{
  BthMarchGroupRow *self;

  g_return_val_if_fail (BTH_IS_RULESET (rules), NULL);

  self = g_object_new (BTH_TYPE_MARCH_GROUP_ROW, NULL);
  self->rules = g_object_ref (rules);
  self->updating = TRUE;
  adw_combo_row_set_selected (self->class_row, BTH_MARCH_OTHER);
  gtk_spin_button_set_value (self->sp_spin, 1);
  self->updating = FALSE;
  update_header (self);
  update_class_subtitle (self);

  return GTK_WIDGET (self);
}

static void
bth_march_group_row_set_number (BthEntryRow *row,
                                guint        number)
{
  BthMarchGroupRow *self = BTH_MARCH_GROUP_ROW (row);
  g_autofree char *name = NULL;

  /* Named so tests and accessibility tools can tell the groups apart. */
  name = g_strdup_printf ("group-%u", number);
  self->number = number;
  gtk_widget_set_name (GTK_WIDGET (self), name);
  update_header (self);
}

void
bth_march_group_row_get_group (BthMarchGroupRow *self,
                               BthMarchGroup    *group)
{
  guint selected;

  g_return_if_fail (BTH_IS_MARCH_GROUP_ROW (self));

  selected = adw_combo_row_get_selected (self->class_row);
  group->sp = bth_form_spin_get (self->sp_spin);
  group->klass = selected <= BTH_MARCH_OTHER ? (BthMarchClass) selected : BTH_MARCH_OTHER;
}

void
bth_march_group_row_set_group (BthMarchGroupRow    *self,
                               const BthMarchGroup *group)
{
  g_return_if_fail (BTH_IS_MARCH_GROUP_ROW (self));

  self->updating = TRUE;
  adw_combo_row_set_selected (self->class_row, group->klass);
  gtk_spin_button_set_value (self->sp_spin, group->sp);
  self->updating = FALSE;
  update_header (self);
  update_class_subtitle (self);
}

const char *
bth_march_group_row_validate (BthMarchGroupRow *self)
{
  const char *sp_error = NULL;

  g_return_val_if_fail (BTH_IS_MARCH_GROUP_ROW (self), NULL);

  if (gtk_spin_button_get_value_as_int (self->sp_spin) < 1)
    sp_error = _("A group needs at least one strength point");
  bth_form_row_set_error (self->sp_row, sp_error);
  return sp_error;
}

void
bth_march_group_row_show_result (BthMarchGroupRow          *self,
                                 const BthMarchGroupResult *result)
{
  g_autofree char *modified = NULL;
  g_autofree char *modifiers = NULL;
  g_autofree char *extra = NULL;
  g_autofree char *badge = NULL;

  g_return_if_fail (BTH_IS_MARCH_GROUP_ROW (self));

  gtk_widget_set_visible (GTK_WIDGET (self->roll_row), result != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->extra_mp_row), result != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->extra_mp_badge), result != NULL);
  if (result == NULL)
    return;

  modified = g_strdup_printf ("%d", result->modified_die);
  modifiers = bth_form_modifiers_text (result->modifiers);
  gtk_label_set_text (self->modified_label, modified);
  adw_action_row_set_subtitle (self->roll_row, modifiers != NULL ? modifiers : _("No modifiers"));

  extra = g_strdup_printf ("%d", result->extra_mp);
  gtk_label_set_text (self->extra_mp_label, extra);
  adw_action_row_set_subtitle (self->extra_mp_row,
                               result->starred
                               ? _("Asterisk: the force loses one strength point (K.3.c)")
                               : result->extra_mp == 0
                               ? _("This group may not force march")
                               : _("This group may go this far beyond its movement allowance"));

  /* Translators: the extra movement points a group may spend, in its folded header, e.g. "+2 MP" */
  badge = g_strdup_printf (result->starred ? _("+%d MP*") : _("+%d MP"), result->extra_mp);
  gtk_label_set_text (self->extra_mp_badge, badge);
}

static void
focus_when_mapped (GtkWidget *widget)
{
  g_signal_handlers_disconnect_by_func (widget, focus_when_mapped, NULL);
  gtk_widget_grab_focus (widget);
}

void
bth_march_group_row_focus_first (BthMarchGroupRow *self)
{
  GtkWidget *first;

  g_return_if_fail (BTH_IS_MARCH_GROUP_ROW (self));

  first = GTK_WIDGET (self->class_row);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (self), TRUE);
  /* A row just added is shown at the next frame: the focus goes to it then. */
  if (gtk_widget_get_mapped (first))
    gtk_widget_grab_focus (first);
  else
    g_signal_connect (first, "map", G_CALLBACK (focus_when_mapped), NULL);
}
