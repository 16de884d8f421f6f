/* bth-leader-return-dialog.c — where a wounded leader comes back (R.2).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-leader-return-dialog.h"

#include "bth-window.h"

typedef struct {
  BthGame   *game;
  char      *leader;
  GPtrArray *stacks;      /* of char *, stack ids in the drop-down's order */
  GtkWidget *dropdown;
  GtkWidget *entry;
} ReturnDialog;

static void
return_dialog_free (ReturnDialog *d)
{
  g_object_unref (d->game);
  g_free (d->leader);
  g_ptr_array_unref (d->stacks);
  g_free (d);
}

/* The last drop-down item is "elsewhere": the typed place. */
static gboolean
elsewhere (ReturnDialog *d)
{
  return gtk_drop_down_get_selected (GTK_DROP_DOWN (d->dropdown)) >= d->stacks->len;
}

static void
update (GtkWidget *dialog)
{
  ReturnDialog *d = g_object_get_data (G_OBJECT (dialog), "return");
  g_autofree char *place = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (d->entry))));

  gtk_widget_set_sensitive (d->entry, elsewhere (d));
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "return",
                                           !elsewhere (d) || *place != '\0');
}

static void
on_response (AdwMessageDialog *dialog,
             const char       *response,
             gpointer          user_data)
{
  ReturnDialog *d = g_object_get_data (G_OBJECT (dialog), "return");
  g_autofree char *place = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (d->entry))));
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  g_autoptr(GError) error = NULL;
  const char *stack = NULL;

  if (g_strcmp0 (response, "return") != 0)
    return;
  if (!elsewhere (d))
    stack = g_ptr_array_index (d->stacks, gtk_drop_down_get_selected (GTK_DROP_DOWN (d->dropdown)));
  if (!bth_game_leader_return (d->game, d->leader, stack, stack == NULL ? place : NULL, &error)
      && BTH_IS_WINDOW (parent))
    bth_window_toast (BTH_WINDOW (parent), error->message);
}

static gboolean
stack_qualifies (const BthStackState  *stack,
                 const BthLeaderState *leader)
{
  /* Same side, supplied, with SP of his nation (the counters' colour is the nation's). */
  return g_strcmp0 (stack->side, leader->side) == 0 && stack->supplied
         && bth_unit_counts_sp (stack->units, leader->power, NULL) > 0;
}

GtkWidget *
bth_leader_return_dialog_present (GtkWidget  *parent,
                                  BthGame    *game,
                                  const char *leader_id)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthLeaderState *leader = bth_game_state_find_leader (state, leader_id);
  GtkRoot *root = gtk_widget_get_root (parent);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *heading = NULL;
  ReturnDialog *d;
  GtkWidget *dialog, *box, *label;

  g_return_val_if_fail (leader != NULL, NULL);
  d = g_new0 (ReturnDialog, 1);
  d->game = g_object_ref (game);
  d->leader = g_strdup (leader_id);
  d->stacks = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      g_autofree char *item = NULL;

      if (!stack_qualifies (stack, leader))
        continue;
      /* Translators: stack id, its place, its strength points */
      item = g_strdup_printf (_("%s at %s (%d SP)"), stack->id,
                              stack->location != NULL ? stack->location : _("no location"),
                              bth_unit_counts_sp (stack->units, NULL, NULL));
      gtk_string_list_append (names, item);
      g_ptr_array_add (d->stacks, g_strdup (stack->id));
    }
  gtk_string_list_append (names, _("Elsewhere: type the place"));

  /* Translators: %s is a leader's name */
  heading = g_strdup_printf (_("Where Does %s Return?"), leader->name);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading,
                                   _("R.2: he may be deployed in any hex holding a supplied strength "
                                     "point of his colour. Choose the stack he joins, or type the place."));
  gtk_widget_set_name (dialog, "leader-return-dialog");
  g_object_set_data_full (G_OBJECT (dialog), "return", d, (GDestroyNotify) return_dialog_free);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  label = gtk_label_new_with_mnemonic (_("_Joins"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  d->dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  gtk_widget_set_name (d->dropdown, "leader-return-stack");
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), d->dropdown);
  gtk_accessible_update_property (GTK_ACCESSIBLE (d->dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The stack he joins"), -1);
  gtk_box_append (GTK_BOX (box), d->dropdown);
  d->entry = gtk_entry_new ();
  gtk_widget_set_name (d->entry, "leader-return-location");
  gtk_entry_set_placeholder_text (GTK_ENTRY (d->entry), _("Place, e.g. Ulm"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (d->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Place where he returns"), -1);
  gtk_box_append (GTK_BOX (box), d->entry);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "return", _("_Return"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "return",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "return");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_response), NULL);
  g_signal_connect_swapped (d->dropdown, "notify::selected", G_CALLBACK (update), dialog);
  g_signal_connect_swapped (d->entry, "changed", G_CALLBACK (update), dialog);
  update (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}
