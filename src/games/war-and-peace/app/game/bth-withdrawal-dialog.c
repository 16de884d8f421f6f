/* bth-withdrawal-dialog.c — a scheduled withdrawal: the stack the units leave, and the
 * satellite where the scenario leaves it to the players (VIII.F.1.e, g).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-withdrawal-dialog.h"

#include "bth-window.h"

typedef struct {
  BthGame                        *game;
  const BthScenarioScheduleEntry *entry;     /* borrowed from the game's scenario */
  char                           *side;      /* the due item's */
  const char                    **choices;   /* satellites to choose from, or NULL */
  GPtrArray                      *stacks;    /* of char *, stack ids after the drop-down's first item */
  GtkStringList                  *stack_names;
  GtkWidget                      *power;     /* drop-down, or NULL */
  GtkWidget                      *stack;
  GtkWidget                      *status;
} WithdrawalDialog;

static void
withdrawal_dialog_free (WithdrawalDialog *d)
{
  g_object_unref (d->game);
  g_free (d->side);
  g_free (d->choices);
  g_ptr_array_unref (d->stacks);
  g_object_unref (d->stack_names);
  g_free (d);
}

static const char *
power_name (WithdrawalDialog *d,
            const char       *id)
{
  BthScenario *scenario = bth_game_get_scenario (d->game);
  const BthScenarioPower *power = scenario != NULL ? bth_scenario_find_power (scenario, id, NULL) : NULL;

  return power != NULL && power->name != NULL ? power->name : id;
}

/* The satellite chosen, or NULL (none yet, or no choice to make). */
static const char *
chosen_power (WithdrawalDialog *d)
{
  guint selected;

  if (d->power == NULL)
    return NULL;
  selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (d->power));
  return selected >= 1 && selected <= g_strv_length ((char **) d->choices) ? d->choices[selected - 1] : NULL;
}

/* "2I of Poland", "3I and 1C of France": what leaves, POWER for the satellite's units. */
static char *
units_text (WithdrawalDialog *d,
            const char       *power)
{
  const BthScenarioForce *force = d->entry->force;
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < force->n_units; i++)
    {
      const char *whose = force->units[i].power != NULL ? force->units[i].power : power;

      if (i > 0)
        g_string_append (text, i + 1 == force->n_units ? _(" and ") : ", ");
      /* Translators: strength points, unit kind, power: "2I of Poland" */
      g_string_append_printf (text, _("%d%s of %s"), force->units[i].sp,
                              bth_scenario_kind_to_string (force->units[i].kind),
                              whose != NULL ? power_name (d, whose) : _("a satellite"));
    }
  if (force->n_units == 0)
    g_string_append (text, _("its leaders"));
  return g_string_free (text, FALSE);
}

static GPtrArray *
stacks_for (WithdrawalDialog *d,
            const char       *power)
{
  BthDueItem item = { .kind = BTH_DUE_WITHDRAWAL, .entry = d->entry, .side = d->side };

  return bth_game_withdrawal_stacks (d->game, &item, power);
}

/* The stacks that hold the units (of the satellite chosen), and what the players are told
 * when none does. */
static void
refill_stacks (GtkWidget *dialog)
{
  WithdrawalDialog *d = g_object_get_data (G_OBJECT (dialog), "withdrawal");
  const char *power = chosen_power (d);
  const BthGameState *state = bth_game_get_state (d->game);
  g_autoptr(GPtrArray) stacks = NULL;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *status = NULL;
  gboolean waiting = d->choices != NULL && power == NULL;

  stacks = waiting ? g_ptr_array_new_with_free_func (g_free) : stacks_for (d, power);
  gtk_string_list_append (names, waiting ? _("Choose the satellite first") : _("Choose the stack"));
  for (guint i = 0; i < stacks->len; i++)
    {
      const BthStackState *stack = bth_game_state_find_stack (state, g_ptr_array_index (stacks, i));
      g_autofree char *item = NULL;

      /* Translators: stack id, its place, its strength points */
      item = g_strdup_printf (_("%s at %s (%d SP)"), stack->id,
                              stack->location != NULL ? stack->location : _("no location"),
                              bth_unit_counts_sp (stack->units, NULL, NULL));
      gtk_string_list_append (names, item);
    }
  g_ptr_array_unref (d->stacks);
  d->stacks = g_ptr_array_ref (stacks);
  {
    guint n = g_list_model_get_n_items (G_LIST_MODEL (d->stack_names));
    g_autoptr(GPtrArray) strings = g_ptr_array_new ();

    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (names)); i++)
      g_ptr_array_add (strings, (gpointer) gtk_string_list_get_string (names, i));
    g_ptr_array_add (strings, NULL);
    gtk_string_list_splice (d->stack_names, 0, n, (const char *const *) strings->pdata);
  }
  gtk_drop_down_set_selected (GTK_DROP_DOWN (d->stack), 0);
  gtk_widget_set_sensitive (d->stack, stacks->len > 0);

  if (waiting)
    {
      /* Before the choice: say at once when no satellite's units are in any one stack. */
      gboolean any = FALSE;

      for (guint i = 0; d->choices[i] != NULL && !any; i++)
        {
          g_autoptr(GPtrArray) held = stacks_for (d, d->choices[i]);
          any = held->len > 0;
        }
      if (!any)
        {
          g_autofree char *units = units_text (d, NULL);
          /* Translators: %s is what leaves, "2I of a satellite" */
          status = g_strdup_printf (_("No stack on the Leaders page holds %s: none holds them for any "
                                      "satellite to choose from. The units leave from one stack: first make "
                                      "the Leaders page match your board (the stack that holds them), then "
                                      "withdraw."), units);
        }
    }
  else if (stacks->len == 0)
    {
      g_autofree char *units = units_text (d, power);
      /* Translators: %s is what leaves, "2I of Poland" */
      status = g_strdup_printf (_("No stack on the Leaders page holds %s. The units leave from one "
                                  "stack: first make the Leaders page match your board (the stack that "
                                  "holds them), then withdraw."), units);
    }
  gtk_label_set_text (GTK_LABEL (d->status), status != NULL ? status : "");
  gtk_widget_set_visible (d->status, status != NULL);
}

static void
update (GtkWidget *dialog)
{
  WithdrawalDialog *d = g_object_get_data (G_OBJECT (dialog), "withdrawal");
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (d->stack));

  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "withdraw",
                                           (d->choices == NULL || chosen_power (d) != NULL)
                                           && selected >= 1 && selected <= d->stacks->len);
}

static void
on_power_changed (GtkWidget *dialog)
{
  refill_stacks (dialog);
  update (dialog);
}

static void
on_response (AdwMessageDialog *dialog,
             const char       *response,
             gpointer          user_data)
{
  WithdrawalDialog *d = g_object_get_data (G_OBJECT (dialog), "withdrawal");
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  g_autoptr(GPtrArray) due = NULL;
  g_autoptr(GError) error = NULL;
  const BthDueItem *item = NULL;
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (d->stack));

  if (g_strcmp0 (response, "withdraw") != 0 || selected < 1 || selected > d->stacks->len)
    return;
  /* The item as the game has it now (the list the page showed may be gone). */
  due = bth_game_get_due (d->game);
  for (guint i = 0; i < due->len && item == NULL; i++)
    {
      const BthDueItem *candidate = g_ptr_array_index (due, i);
      if (candidate->entry == d->entry && !candidate->done)
        item = candidate;
    }
  if (item == NULL)
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_FAILED, _("This withdrawal is no longer due"));
  else
    bth_game_apply_due_power (d->game, item, g_ptr_array_index (d->stacks, selected - 1), NULL,
                              chosen_power (d), &error);
  if (error != NULL && BTH_IS_WINDOW (parent))
    bth_window_toast (BTH_WINDOW (parent), error->message);
}

static GtkWidget *
labelled (GtkWidget  *box,
          const char *mnemonic,
          GtkWidget  *widget,
          const char *name,
          const char *accessible)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_name (widget, name);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), widget);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  gtk_box_append (GTK_BOX (box), widget);
  return widget;
}

GtkWidget *
bth_withdrawal_dialog_present (GtkWidget        *parent,
                               BthGame          *game,
                               const BthDueItem *item)
{
  GtkRoot *root = gtk_widget_get_root (parent);
  BthScenario *scenario = bth_game_get_scenario (game);
  g_autofree char *body = NULL;
  WithdrawalDialog *d;
  GtkWidget *dialog, *box;

  g_return_val_if_fail (item != NULL && item->kind == BTH_DUE_WITHDRAWAL && item->entry != NULL
                        && item->entry->force != NULL && scenario != NULL, NULL);
  d = g_new0 (WithdrawalDialog, 1);
  d->game = g_object_ref (game);
  d->entry = item->entry;
  d->side = g_strdup (item->side);
  d->choices = bth_scenario_force_power_choices (scenario, item->entry->force);
  d->stacks = g_ptr_array_new_with_free_func (g_free);
  d->stack_names = gtk_string_list_new (NULL);

  /* Translators: the schedule's line and its rule, "April 1812: withdraw … (VIII.F.1.e)" */
  body = g_strdup_printf (d->choices != NULL
                          ? _("%s (%s)\n\nChoose which satellite’s units are withdrawn and the stack they leave.")
                          : _("%s (%s)\n\nChoose the stack the units leave."),
                          item->text, item->rule != NULL ? item->rule : "");
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _("Withdrawal"), body);
  gtk_widget_set_name (dialog, "withdrawal-dialog");
  g_object_set_data_full (G_OBJECT (dialog), "withdrawal", d, (GDestroyNotify) withdrawal_dialog_free);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  if (d->choices != NULL)
    {
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

      gtk_string_list_append (names, _("Choose the satellite"));
      for (guint i = 0; d->choices[i] != NULL; i++)
        gtk_string_list_append (names, power_name (d, d->choices[i]));
      d->power = labelled (box, _("_Satellite"), gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL),
                           "withdrawal-power", _("The satellite whose units are withdrawn"));
    }
  d->stack = labelled (box, _("S_tack"),
                       gtk_drop_down_new (G_LIST_MODEL (g_object_ref (d->stack_names)), NULL),
                       "withdrawal-stack", _("The stack the units leave"));
  d->status = gtk_label_new (NULL);
  gtk_widget_set_name (d->status, "withdrawal-status");
  gtk_label_set_wrap (GTK_LABEL (d->status), TRUE);
  gtk_label_set_xalign (GTK_LABEL (d->status), 0);
  gtk_widget_add_css_class (d->status, "warning");
  gtk_box_append (GTK_BOX (box), d->status);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "withdraw", _("_Withdraw"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "withdraw", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "withdraw");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_response), NULL);
  if (d->power != NULL)
    g_signal_connect_swapped (d->power, "notify::selected", G_CALLBACK (on_power_changed), dialog);
  g_signal_connect_swapped (d->stack, "notify::selected", G_CALLBACK (update), dialog);
  refill_stacks (dialog);
  update (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}
