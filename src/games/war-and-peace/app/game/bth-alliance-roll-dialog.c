/* bth-alliance-roll-dialog.c — the Alliance Phase roll (H) with the players' extra modifiers.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-alliance-roll-dialog.h"
#include "bth-form.h"
#include "bth-page.h"

#include <stdlib.h>

/* What the players' own modifiers are logged under, beside the rulebook's references. */
#define EXTRA_RULE "entered"

typedef struct {
  BthGame   *game;
  GtkWidget *parent;
  GtkWidget *dialog;
  GtkWidget *extra_group;
  GtkWidget *typed_row;
  GtkLabel  *problem_label;
  GPtrArray *reasons;       /* AdwEntryRow per extra modifier */
  GPtrArray *values;        /* GtkSpinButton per extra modifier */
} Dialog;

static void
dialog_free (Dialog *d)
{
  g_clear_object (&d->game);
  g_clear_object (&d->parent);
  g_ptr_array_unref (d->reasons);
  g_ptr_array_unref (d->values);
  g_free (d);
}

/* The extra modifiers as entered (of BthModifier); rows with no value are left out.
 * NULL with PROBLEM set when a value has no reason. */
static GArray *
read_extra (Dialog  *d,
            char   **problem)
{
  g_autoptr(GArray) extra = bth_modifier_list_new ();

  for (guint i = 0; i < d->reasons->len; i++)
    {
      g_autofree char *reason = g_strstrip (g_strdup (gtk_editable_get_text (g_ptr_array_index (d->reasons, i))));
      int value = gtk_spin_button_get_value_as_int (g_ptr_array_index (d->values, i));

      if (value == 0)
        continue;
      if (*reason == '\0')
        {
          /* Translators: %u numbers the modifier rows from 1 */
          *problem = g_strdup_printf (_("Modifier %u: give its reason"), i + 1);
          return NULL;
        }
      bth_modifier_list_add (extra, value, EXTRA_RULE, "%s", reason);
    }
  return g_steal_pointer (&extra);
}

static void
validate (Dialog *d)
{
  g_autofree char *problem = NULL;
  g_autoptr(GArray) extra = read_extra (d, &problem);
  g_autoptr(GError) error = NULL;

  if (problem == NULL && !bth_form_check_typed_die (gtk_editable_get_text (GTK_EDITABLE (d->typed_row)), &error))
    problem = g_strdup (error->message);
  gtk_label_set_text (d->problem_label, problem != NULL ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (d->problem_label), problem != NULL);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (d->dialog), "roll", problem == NULL);
}

static void
add_extra_row (Dialog *d)
{
  GtkWidget *row = adw_entry_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (-9, 9, 1);
  guint n = d->reasons->len;
  g_autofree char *row_name = g_strdup_printf ("alliance-extra-%u-reason", n);
  g_autofree char *spin_name = g_strdup_printf ("alliance-extra-%u-value", n);
  g_autofree char *title = g_strdup_printf (_("Reason %u"), n + 1);
  g_autofree char *label = g_strdup_printf (_("Value of modifier %u"), n + 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_name (row, row_name);
  gtk_widget_set_name (spin, spin_name);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), spin);
  g_signal_connect_swapped (row, "changed", G_CALLBACK (validate), d);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (validate), d);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (d->extra_group), row);
  g_ptr_array_add (d->reasons, row);
  g_ptr_array_add (d->values, spin);
}

static void
on_add_clicked (Dialog *d)
{
  add_extra_row (d);
  gtk_widget_grab_focus (g_ptr_array_index (d->reasons, d->reasons->len - 1));
  validate (d);
}

static void
toast (Dialog     *d,
       const char *text)
{
  GtkWidget *page = gtk_widget_get_ancestor (d->parent, BTH_TYPE_PAGE);

  if (page == NULL && BTH_IS_PAGE (d->parent))
    page = d->parent;
  if (page != NULL)
    bth_page_toast (BTH_PAGE (page), text);
}

static void
on_response (AdwMessageDialog *dialog,
             const char       *response,
             Dialog           *d)
{
  g_autofree char *problem = NULL;
  g_autofree char *typed = NULL;
  g_autofree char *done = NULL;
  g_autoptr(GArray) extra = NULL;
  g_autoptr(GError) error = NULL;
  BthDice *dice = bth_game_get_dice (d->game);
  gboolean ok;
  int modified = 0;

  if (g_strcmp0 (response, "roll") != 0 || (extra = read_extra (d, &problem)) == NULL)
    return;
  typed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (d->typed_row))));
  if (*typed != '\0')
    {
      int die;

      if (!bth_form_check_typed_die (typed, &error))
        {
          toast (d, error->message);
          return;
        }
      die = atoi (typed);
      bth_dice_set_fixed (dice, &die, 1);
    }
  ok = bth_game_alliance_roll (d->game, extra, &modified, &error);
  /* A typed die is used once; the game's next roll is its own again. */
  bth_dice_set_fixed (dice, NULL, 0);
  if (!ok)
    {
      toast (d, error->message);
      return;
    }
  /* Translators: %d is the modified Alliance die, 0 to 7 */
  done = g_strdup_printf (_("Alliance roll: modified %d"), modified);
  toast (d, done);
}

GtkWidget *
bth_alliance_roll_dialog_present (GtkWidget *parent,
                                  BthGame   *game)
{
  GtkRoot *root = gtk_widget_get_root (parent);
  const BthGameState *state = bth_game_get_state (game);
  BthScenario *scenario = bth_game_get_scenario (game);
  const BthScenarioAlliance *alliance = scenario != NULL ? bth_scenario_get_alliance (scenario) : NULL;
  Dialog *d = g_new0 (Dialog, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *group, *add, *typed_group;
  guint dated = 0;

  d->game = g_object_ref (game);
  d->parent = g_object_ref (parent);
  d->reasons = g_ptr_array_new ();
  d->values = g_ptr_array_new ();
  d->dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                      _("Alliance Phase Roll"),
                                      _("The Alliance Display’s modifiers (H.2) are added by Berthier; "
                                        "add any other the scenario’s rules give, with its reason."));
  gtk_widget_set_name (d->dialog, "alliance-roll-dialog");
  g_object_set_data_full (G_OBJECT (d->dialog), "dialog-data", d, (GDestroyNotify) dialog_free);

  /* The scenario's dated modifiers (V.D.1.c …) are in its data: shown, never typed again. */
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Dated Modifiers"));
  for (guint i = 0; alliance != NULL && i < alliance->n_modifiers; i++)
    {
      const BthScenarioAllianceModifier *m = &alliance->modifiers[i];
      g_autofree char *value = NULL;
      GtkWidget *row, *label;

      if (!bth_game_state_alliance_modifier_applies (state, m))
        continue;
      value = bth_form_signed (m->value);
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), m->text);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), m->rule);
      label = gtk_label_new (value);
      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      dated++;
    }
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         dated > 0 ? _("The scenario’s for this month, added by Berthier.")
                                                   : _("The scenario’s data gives none for this month."));
  gtk_box_append (GTK_BOX (box), group);

  d->extra_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (d->extra_group), _("Extra Modifiers"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (d->extra_group),
                                         _("A value of 0 is left out."));
  add = gtk_button_new_from_icon_name ("list-add-symbolic");
  gtk_widget_set_name (add, "alliance-extra-add");
  gtk_widget_set_tooltip_text (add, _("Add a Modifier"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (add), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Add a modifier"), -1);
  gtk_widget_add_css_class (add, "flat");
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (add, "clicked", G_CALLBACK (on_add_clicked), d);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (d->extra_group), add);
  add_extra_row (d);
  gtk_box_append (GTK_BOX (box), d->extra_group);

  typed_group = adw_preferences_group_new ();
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (typed_group),
                                         _("Leave it empty and Berthier rolls."));
  d->typed_row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (d->typed_row), _("Die Rolled at the Table"));
  gtk_widget_set_name (d->typed_row, "alliance-typed-die");
  adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (d->typed_row), GTK_INPUT_PURPOSE_DIGITS);
  g_signal_connect_swapped (d->typed_row, "changed", G_CALLBACK (validate), d);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (typed_group), d->typed_row);
  gtk_box_append (GTK_BOX (box), typed_group);

  d->problem_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (d->problem_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (d->problem_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (d->problem_label), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (d->problem_label));

  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (d->dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (d->dialog),
                                    "cancel", _("_Cancel"), "roll", _("_Roll"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (d->dialog), "roll", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (d->dialog), "roll");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (d->dialog), "cancel");
  g_signal_connect (d->dialog, "response", G_CALLBACK (on_response), d);
  validate (d);
  gtk_window_present (GTK_WINDOW (d->dialog));
  return d->dialog;
}

GtkWidget *
bth_alliance_last_roll_row (BthGame *game)
{
  GPtrArray *events = bth_game_get_events (game);
  g_autoptr(GString) reasons = g_string_new (NULL);
  g_autofree char *title = NULL;
  g_autoptr(JsonObject) p = NULL;
  JsonArray *modifiers;
  GtkWidget *row, *value;
  char modified[16];

  for (guint i = events->len; i > 0 && p == NULL; i--)
    {
      BthEvent *e = g_ptr_array_index (events, i - 1);

      if (e->type == BTH_EVENT_ALLIANCE_ROLL_APPLIED)
        p = bth_event_dup_payload (e);
    }
  if (p == NULL)
    return NULL;
  modifiers = json_object_get_array_member (p, "modifiers");
  for (guint i = 0; i < json_array_get_length (modifiers); i++)
    {
      JsonObject *m = json_array_get_object_element (modifiers, i);
      g_autofree char *signed_value = NULL;

      /* The display's empty boxes add nothing and say nothing. */
      if (json_object_get_int_member (m, "value") == 0)
        continue;
      signed_value = bth_form_signed (json_object_get_int_member (m, "value"));
      g_string_append_printf (reasons, "%s%s %s", reasons->len > 0 ? "\n" : "", signed_value,
                              json_object_get_string_member (m, "reason"));
    }
  /* Translators: %d is the die the alliance roll showed */
  title = g_strdup_printf (_("Last Alliance Roll: Die %d"), (int) json_object_get_int_member (p, "die"));
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), reasons->len > 0 ? reasons->str : _("No modifier"));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  g_snprintf (modified, sizeof modified, "%d", (int) json_object_get_int_member (p, "modified"));
  value = gtk_label_new (modified);
  gtk_widget_set_name (value, "alliance-last-roll-value");
  gtk_widget_add_css_class (value, "title-2");
  gtk_widget_add_css_class (value, "numeric");
  gtk_accessible_update_property (GTK_ACCESSIBLE (value), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Modified roll"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  gtk_widget_set_name (row, "alliance-last-roll");
  return row;
}
