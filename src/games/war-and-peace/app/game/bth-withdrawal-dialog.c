/* bth-withdrawal-dialog.c — a scheduled withdrawal: the stack the units leave, and the
 * satellite where the scenario leaves it to the players (VIII.F.1.e, g).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-withdrawal-dialog.h"

#include "bth-window.h"

/* One spin button: SP of one power and kind leaving one stack. */
typedef struct {
  char      *stack;
  char      *power;
  char      *kind;
  GtkWidget *spin;
} Take;

typedef struct {
  BthGame                        *game;
  const BthScenarioScheduleEntry *entry;     /* borrowed from the game's scenario */
  char                           *side;      /* the due item's */
  const char                    **choices;   /* satellites to choose from, or NULL */
  GPtrArray                      *takes;     /* of Take, the spin buttons shown */
  GtkWidget                      *power;     /* drop-down, or NULL */
  GtkWidget                      *list;      /* box of the stacks' rows */
  GtkWidget                      *scrolled;  /* around it, hidden while it is empty */
  GtkWidget                      *totals;
  GtkWidget                      *status;
} WithdrawalDialog;

static void
take_free (Take *take)
{
  g_free (take->stack);
  g_free (take->power);
  g_free (take->kind);
  g_free (take);
}

static void
withdrawal_dialog_free (WithdrawalDialog *d)
{
  g_object_unref (d->game);
  g_free (d->side);
  g_free (d->choices);
  g_ptr_array_unref (d->takes);
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

static GArray *
holdings (WithdrawalDialog *d,
          const char       *power)
{
  BthDueItem item = { .kind = BTH_DUE_WITHDRAWAL, .entry = d->entry, .side = d->side };

  return bth_game_withdrawal_holdings (d->game, &item, power);
}

/* The entry's units, one per power and kind: POWER for the satellite's, NULL while not chosen. */
typedef struct {
  const char *power;
  const char *kind;
  int         wanted;
  int         chosen;     /* the spin buttons' sum */
  int         held;       /* what the side's stacks hold */
} Need;

static GArray *
needs (WithdrawalDialog *d,
       const char       *power)
{
  const BthScenarioForce *force = d->entry->force;
  GArray *out = g_array_new (FALSE, TRUE, sizeof (Need));

  for (guint i = 0; i < force->n_units; i++)
    {
      const char *whose = force->units[i].power != NULL ? force->units[i].power : power;
      const char *kind = bth_scenario_kind_to_string (force->units[i].kind);
      guint j;

      for (j = 0; j < out->len; j++)
        if (g_strcmp0 (g_array_index (out, Need, j).power, whose) == 0 &&
            g_strcmp0 (g_array_index (out, Need, j).kind, kind) == 0)
          break;
      if (j == out->len)
        {
          Need need = { whose, kind, 0, 0, 0 };
          g_array_append_val (out, need);
        }
      g_array_index (out, Need, j).wanted += force->units[i].sp;
    }
  return out;
}

static char *
need_text (WithdrawalDialog *d,
           const Need       *need,
           int               sp)
{
  /* Translators: strength points, unit kind, power: "2I of Poland" */
  return g_strdup_printf (_("%d%s of %s"), sp, need->kind,
                          need->power != NULL ? power_name (d, need->power) : _("a satellite"));
}

static void
update (GtkWidget *dialog)
{
  WithdrawalDialog *d = g_object_get_data (G_OBJECT (dialog), "withdrawal");
  const char *power = chosen_power (d);
  gboolean waiting = d->choices != NULL && power == NULL;
  g_autoptr(GArray) wanted = needs (d, power);
  GString *totals = g_string_new (NULL);
  GString *short_of = g_string_new (NULL);
  gboolean complete = !waiting && (d->entry->force->n_units == 0 || d->takes->len > 0);

  for (guint i = 0; i < d->takes->len; i++)
    {
      Take *take = g_ptr_array_index (d->takes, i);
      int sp = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (take->spin));

      for (guint j = 0; j < wanted->len; j++)
        {
          Need *need = &g_array_index (wanted, Need, j);
          if (g_strcmp0 (need->power, take->power) == 0 && g_strcmp0 (need->kind, take->kind) == 0)
            {
              need->chosen += sp;
              need->held += (int) gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (take->spin)));
            }
        }
    }
  for (guint j = 0; j < wanted->len; j++)
    {
      Need *need = &g_array_index (wanted, Need, j);
      g_autofree char *what = need_text (d, need, need->wanted);
      /* Translators: what is withdrawn, "2I of Poland", and the SP chosen so far */
      g_autofree char *line = g_strdup_printf (_("%s to withdraw: %d chosen"), what, need->chosen);

      complete = complete && need->chosen == need->wanted;
      g_string_append_printf (totals, "%s%s", j == 0 ? "" : "\n", line);
      if (!waiting && need->held < need->wanted)
        {
          g_autofree char *held = need_text (d, need, need->held);
          g_autofree char *missing = NULL;

          /* Translators: what is withdrawn, "2I of Poland" */
          missing = need->held == 0 ? g_strdup_printf (_("no stack holds %s"), what)
                    /* Translators: what the stacks hold, "1I of Italy" */
                    : g_strdup_printf (_("the stacks hold only %s"), held);
          g_string_append_printf (short_of, "%s%s", short_of->len == 0 ? "" : "; ", missing);
        }
    }
  gtk_label_set_text (GTK_LABEL (d->totals), waiting ? _("Choose the satellite: its units in your stacks are listed then.")
                                                     : totals->str);
  gtk_widget_set_visible (d->totals, waiting || totals->len > 0);
  if (short_of->len > 0)
    {
      g_autofree char *status =
        /* Translators: %s is what is missing, "no stack holds 2I of Poland" */
        g_strdup_printf (_("On the Leaders page, %s. Make the Leaders page match your board first (the stacks "
                           "the units leave), then withdraw."), short_of->str);
      gtk_label_set_text (GTK_LABEL (d->status), status);
    }
  gtk_widget_set_visible (d->status, short_of->len > 0);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "withdraw", complete);
  g_string_free (totals, TRUE);
  g_string_free (short_of, TRUE);
}

/* One row per stack and unit the stack holds, each with a spin button at 0: nothing is
 * chosen for the players. */
static void
refill (GtkWidget *dialog)
{
  WithdrawalDialog *d = g_object_get_data (G_OBJECT (dialog), "withdrawal");
  const char *power = chosen_power (d);
  const BthGameState *state = bth_game_get_state (d->game);
  g_autoptr(GArray) held = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (d->list)) != NULL)
    gtk_box_remove (GTK_BOX (d->list), child);
  g_ptr_array_set_size (d->takes, 0);
  gtk_widget_set_visible (d->scrolled, FALSE);
  if (d->choices != NULL && power == NULL)
    return;
  held = holdings (d, power);
  for (guint i = 0; i < held->len; i++)
    {
      const BthWithdrawalTake *h = &g_array_index (held, BthWithdrawalTake, i);
      const BthStackState *stack = bth_game_state_find_stack (state, h->stack);
      Take *take = g_new0 (Take, 1);
      g_autofree char *text = NULL, *name = NULL, *accessible = NULL;
      GtkWidget *row, *label;

      take->stack = g_strdup (h->stack);
      take->power = g_strdup (h->power);
      take->kind = g_strdup (h->kind);
      /* Translators: stack id, its place, SP, kind, power: "s5 at Seville: 1I of Poland" */
      text = g_strdup_printf (_("%s at %s: %d%s of %s"), h->stack,
                              stack->location != NULL ? stack->location : _("no location"),
                              h->sp, h->kind, power_name (d, h->power));
      row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      label = gtk_label_new (text);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (row), label);
      take->spin = gtk_spin_button_new_with_range (0, h->sp, 1);
      name = g_strdup_printf ("withdrawal-take-%s-%s-%s", h->stack, h->power, h->kind);
      gtk_widget_set_name (take->spin, name);
      gtk_widget_set_valign (take->spin, GTK_ALIGN_CENTER);
      /* Translators: SP leaving one stack, "Withdrawn from s5 at Seville: 1I of Poland" */
      accessible = g_strdup_printf (_("Withdrawn from %s"), text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (take->spin), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
      g_signal_connect_swapped (take->spin, "value-changed", G_CALLBACK (update), dialog);
      gtk_box_append (GTK_BOX (row), take->spin);
      gtk_box_append (GTK_BOX (d->list), row);
      g_ptr_array_add (d->takes, take);
    }
  gtk_widget_set_visible (d->scrolled, d->takes->len > 0);
}

static void
on_power_changed (GtkWidget *dialog)
{
  refill (dialog);
  update (dialog);
}

static void
on_response (AdwMessageDialog *dialog,
             const char       *response,
             gpointer          user_data)
{
  WithdrawalDialog *d = g_object_get_data (G_OBJECT (dialog), "withdrawal");
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  g_autoptr(GArray) takes = g_array_new (FALSE, TRUE, sizeof (BthWithdrawalTake));
  g_autoptr(GPtrArray) due = NULL;
  g_autoptr(GError) error = NULL;
  const BthDueItem *item = NULL;

  if (g_strcmp0 (response, "withdraw") != 0)
    return;
  for (guint i = 0; i < d->takes->len; i++)
    {
      Take *take = g_ptr_array_index (d->takes, i);
      BthWithdrawalTake t = { take->stack, take->power, take->kind,
                              gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (take->spin)) };
      if (t.sp > 0)
        g_array_append_val (takes, t);
    }
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
    bth_game_apply_withdrawal (d->game, item, chosen_power (d), (BthWithdrawalTake *) (void *) takes->data,
                               takes->len, &error);
  if (error != NULL && BTH_IS_WINDOW (parent))
    bth_window_toast (BTH_WINDOW (parent), error->message);
}

/* The leaders the entry names: those who leave with the units, where they are, and those
 * Berthier does not have on the map or the Turn Record Track (left out). */
static void
leaders_label (WithdrawalDialog *d,
               GtkWidget        *box)
{
  const BthScenarioForce *force = d->entry->force;
  BthDueItem item = { .kind = BTH_DUE_WITHDRAWAL, .entry = d->entry, .side = d->side };
  g_autoptr(GPtrArray) ids = bth_game_withdrawal_leaders (d->game, &item);
  const BthGameState *state = bth_game_get_state (d->game);
  GString *leaving = g_string_new (NULL), *absent = g_string_new (NULL);
  g_autofree char *text = NULL;
  GtkWidget *label;

  if (force->n_leaders == 0)
    {
      g_string_free (leaving, TRUE);
      g_string_free (absent, TRUE);
      return;
    }
  for (guint i = 0; i < ids->len; i++)
    {
      const BthLeaderState *l = bth_game_state_find_leader (state, g_ptr_array_index (ids, i));
      const BthStackState *stack = l->stack != NULL ? bth_game_state_find_stack (state, l->stack) : NULL;
      g_autofree char *where = stack != NULL
                               /* Translators: stack id and place, "s3 at Burgos" */
                               ? g_strdup_printf (_("%s at %s"), stack->id, stack->location ? stack->location : _("no location"))
                               : g_strdup (_("wounded, on the Turn Record Track"));

      g_string_append_printf (leaving, "%s%s (%s)", i == 0 ? "" : ", ", l->name, where);
    }
  for (guint k = 0; k < force->n_leaders; k++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < ids->len && !found; i++)
        found = g_strcmp0 (bth_game_state_find_leader (state, g_ptr_array_index (ids, i))->name,
                           force->leaders[k].name) == 0;
      if (!found)
        g_string_append_printf (absent, "%s%s", absent->len == 0 ? "" : ", ", force->leaders[k].name);
    }
  if (leaving->len > 0 && absent->len > 0)
    /* Translators: leaders leaving with where they are; leaders not in play */
    text = g_strdup_printf (_("Leaving with them: %s. Not on the Leader Display, so left as they are: %s."),
                            leaving->str, absent->str);
  else if (leaving->len > 0)
    text = g_strdup_printf (_("Leaving with them: %s."), leaving->str);
  else
    text = g_strdup_printf (_("Not on the Leader Display, so left as they are: %s."), absent->str);
  label = gtk_label_new (text);
  gtk_widget_set_name (label, "withdrawal-leaders");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  g_string_free (leaving, TRUE);
  g_string_free (absent, TRUE);
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
  d->takes = g_ptr_array_new_with_free_func ((GDestroyNotify) take_free);

  /* Translators: the schedule's line and its rule, "April 1812: withdraw … (VIII.F.1.e)" */
  body = g_strdup_printf (item->entry->force->n_units == 0 ? _("%s (%s)") : d->choices != NULL
                          ? _("%s (%s)\n\nChoose which satellite’s units are withdrawn, and how many strength "
                              "points leave each stack.")
                          : _("%s (%s)\n\nChoose how many strength points leave each stack."),
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
  d->list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_name (d->list, "withdrawal-stacks");
  {
    /* Many stacks (scenario IX has sixteen French ones): the list scrolls. */
    GtkWidget *scrolled = d->scrolled = gtk_scrolled_window_new ();

    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
    gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 300);
    gtk_widget_set_margin_top (scrolled, 6);
    gtk_widget_set_margin_end (d->list, 12);   /* room for the scrollbar */
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), d->list);
    gtk_box_append (GTK_BOX (box), scrolled);
  }
  leaders_label (d, box);
  d->totals = gtk_label_new (NULL);
  gtk_widget_set_name (d->totals, "withdrawal-totals");
  gtk_label_set_wrap (GTK_LABEL (d->totals), TRUE);
  gtk_label_set_xalign (GTK_LABEL (d->totals), 0);
  gtk_widget_add_css_class (d->totals, "dim-label");
  gtk_box_append (GTK_BOX (box), d->totals);
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
  refill (dialog);
  update (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}
