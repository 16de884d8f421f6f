/* bth-loss-checklist.c — which units a force loses, checked against section P.3.
 *
 * Each unit has a spin button for the SP it loses; every change is checked by the core
 * (bth_loss_check) and the first broken constraint is named with its rule. The players
 * can take any legal choice; "Suggest" puts back the core's suggestion.
 *
 * Signal "changed": the losses entered changed.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-loss-checklist.h"
#include "bth-modifier.h"

struct _BthLossChecklist
{
  GtkBox              parent_instance;

  GtkWidget          *title;
  GtkWidget          *list;
  GtkWidget          *status;
  GtkWidget          *suggest;
  char               *prefix;

  BthRuleset         *rules;
  const BthForce     *force;
  BthLossRules        loss;
  GArray             *per_unit;   /* of int */
  GPtrArray          *spins;
  gboolean            valid;
  gboolean            updating;
};

G_DEFINE_FINAL_TYPE (BthLossChecklist, bth_loss_checklist, GTK_TYPE_BOX)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
check (BthLossChecklist *self)
{
  g_autoptr(GArray) violations = bth_modifier_list_new ();
  int total = 0;

  for (guint i = 0; i < self->per_unit->len; i++)
    total += g_array_index (self->per_unit, int, i);

  self->valid = bth_loss_check (self->rules, self->force, &self->loss,
                                (const int *) (gpointer) self->per_unit->data, violations);
  if (self->valid)
    {
      g_autofree char *text = g_strdup_printf (_("✓ %d of %d SP taken, as P.3 requires"),
                                               total, self->loss.loss);
      gtk_label_set_text (GTK_LABEL (self->status), text);
      gtk_widget_remove_css_class (self->status, "error");
      gtk_widget_add_css_class (self->status, "success");
    }
  else
    {
      const BthModifier *first = &g_array_index (violations, BthModifier, 0);
      g_autofree char *text = violations->len > 0
        ? g_strdup_printf (_("%d of %d SP: %s (%s)"), total, self->loss.loss, first->reason, first->rule)
        : g_strdup_printf (_("%d of %d SP"), total, self->loss.loss);
      gtk_label_set_text (GTK_LABEL (self->status), text);
      gtk_widget_remove_css_class (self->status, "success");
      gtk_widget_add_css_class (self->status, "error");
    }
}

static void
on_spin_changed (GtkSpinButton    *spin,
                 BthLossChecklist *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "unit-index"));

  if (self->updating || index >= self->per_unit->len)
    return;
  g_array_index (self->per_unit, int, index) = gtk_spin_button_get_value_as_int (spin);
  check (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
on_suggest_clicked (BthLossChecklist *self)
{
  g_autofree int *suggested = NULL;

  if (self->force == NULL)
    return;
  suggested = g_new0 (int, MAX (1, self->force->n_units));
  bth_loss_suggest (self->rules, self->force, &self->loss, suggested);
  bth_loss_checklist_set_losses (self, suggested);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
bth_loss_checklist_finalize (GObject *object)
{
  BthLossChecklist *self = BTH_LOSS_CHECKLIST (object);

  g_free (self->prefix);
  g_array_unref (self->per_unit);
  g_ptr_array_unref (self->spins);
  g_clear_object (&self->rules);

  G_OBJECT_CLASS (bth_loss_checklist_parent_class)->finalize (object);
}

static void
bth_loss_checklist_class_init (BthLossChecklistClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bth_loss_checklist_finalize;
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
}

static void
bth_loss_checklist_init (BthLossChecklist *self)
{
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);

  self->title = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->title), 0);
  gtk_widget_set_hexpand (self->title, TRUE);
  gtk_widget_add_css_class (self->title, "heading");
  self->suggest = gtk_button_new_with_mnemonic (_("_Suggest"));
  gtk_widget_set_tooltip_text (self->suggest, _("Fill in a legal choice of losses"));
  g_signal_connect_swapped (self->suggest, "clicked", G_CALLBACK (on_suggest_clicked), self);
  gtk_box_append (GTK_BOX (header), self->title);
  gtk_box_append (GTK_BOX (header), self->suggest);

  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Losses per unit"), -1);

  self->status = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->status), 0);
  gtk_label_set_wrap (GTK_LABEL (self->status), TRUE);

  gtk_box_append (GTK_BOX (self), header);
  gtk_box_append (GTK_BOX (self), self->list);
  gtk_box_append (GTK_BOX (self), self->status);

  self->per_unit = g_array_new (FALSE, TRUE, sizeof (int));
  self->spins = g_ptr_array_new ();
}

GtkWidget *
bth_loss_checklist_new (const char *name_prefix)
{
  BthLossChecklist *self = g_object_new (BTH_TYPE_LOSS_CHECKLIST, NULL);
  g_autofree char *status = g_strdup_printf ("%s-status", name_prefix);
  g_autofree char *suggest = g_strdup_printf ("%s-suggest", name_prefix);

  self->prefix = g_strdup (name_prefix);
  gtk_widget_set_name (GTK_WIDGET (self), name_prefix);
  gtk_widget_set_name (self->status, status);
  gtk_widget_set_name (self->suggest, suggest);
  return GTK_WIDGET (self);
}

void
bth_loss_checklist_clear (BthLossChecklist *self)
{
  GtkWidget *child;

  g_return_if_fail (BTH_IS_LOSS_CHECKLIST (self));

  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  g_ptr_array_set_size (self->spins, 0);
  g_array_set_size (self->per_unit, 0);
  self->force = NULL;
  self->valid = FALSE;
  gtk_label_set_text (GTK_LABEL (self->status), "");
}

void
bth_loss_checklist_set (BthLossChecklist   *self,
                        BthRuleset         *rules,
                        const char         *title,
                        const BthForce     *force,
                        const BthLossRules *loss)
{
  g_autofree int *suggested = NULL;

  g_return_if_fail (BTH_IS_LOSS_CHECKLIST (self));

  bth_loss_checklist_clear (self);
  g_set_object (&self->rules, rules);
  self->force = force;
  self->loss = *loss;
  gtk_label_set_text (GTK_LABEL (self->title), title);
  g_array_set_size (self->per_unit, force->n_units);

  for (guint i = 0; i < force->n_units; i++)
    {
      const BthUnit *unit = &force->units[i];
      g_autofree char *label = g_strdup_printf ("%d %s %s%s%s", unit->sp,
                                                bth_unit_kind_to_string (unit->kind), unit->color,
                                                unit->symbol != NULL ? " / " : "",
                                                unit->symbol != NULL ? unit->symbol : "");
      g_autofree char *name = g_strdup_printf ("%s-unit-%u", self->prefix, i);
      g_autofree char *accessible = g_strdup_printf (_("SP lost by %s"), label);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *spin = gtk_spin_button_new_with_range (0, unit->sp, 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_widget_set_name (spin, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      accessible, -1);
      g_object_set_data (G_OBJECT (spin), "unit-index", GUINT_TO_POINTER (i));
      g_signal_connect (spin, "value-changed", G_CALLBACK (on_spin_changed), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
      gtk_list_box_append (GTK_LIST_BOX (self->list), row);
      g_ptr_array_add (self->spins, spin);
    }

  suggested = g_new0 (int, MAX (1, force->n_units));
  bth_loss_suggest (rules, force, loss, suggested);
  bth_loss_checklist_set_losses (self, suggested);
}

const int *
bth_loss_checklist_get_losses (BthLossChecklist *self)
{
  g_return_val_if_fail (BTH_IS_LOSS_CHECKLIST (self), NULL);

  return self->force != NULL ? (const int *) (gpointer) self->per_unit->data : NULL;
}

void
bth_loss_checklist_set_losses (BthLossChecklist *self,
                               const int        *per_unit)
{
  g_return_if_fail (BTH_IS_LOSS_CHECKLIST (self));

  if (self->force == NULL)
    return;
  self->updating = TRUE;
  for (guint i = 0; i < self->per_unit->len; i++)
    {
      g_array_index (self->per_unit, int, i) = per_unit[i];
      gtk_spin_button_set_value (g_ptr_array_index (self->spins, i), per_unit[i]);
    }
  self->updating = FALSE;
  check (self);
}

gboolean
bth_loss_checklist_is_valid (BthLossChecklist *self)
{
  g_return_val_if_fail (BTH_IS_LOSS_CHECKLIST (self), FALSE);

  return self->force != NULL && self->valid;
}
