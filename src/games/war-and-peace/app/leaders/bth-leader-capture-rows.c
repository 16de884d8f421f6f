/* bth-leader-capture-rows.c — "Captured…" / "Eliminated…" on the Leaders page (P.10;
 * bth-leader-capture-rows.h). No rule is decided here: the core refuses, naming the rule.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-leader-capture-rows.h"

#include "bth-campaign-state.h"
#include "bth-force-pools.h"
#include "bth-leader-capture.h"

/* What a dialog needs after the page was rebuilt under it. */
typedef struct {
  BthGame   *game;
  BthPage   *page;
  char      *leader;
  GPtrArray *captors;    /* char *: state ids, in the drop-down's order */
  GtkWidget *dropdown;
  GWeakRef   error;      /* the row's error label, gone when the page was rebuilt */
} Pending;

static void
pending_free (Pending *p)
{
  g_object_unref (p->game);
  g_object_unref (p->page);
  g_free (p->leader);
  g_clear_pointer (&p->captors, g_ptr_array_unref);
  g_weak_ref_clear (&p->error);
  g_free (p);
}

static gboolean
has_prisoners_boxes (const BthGameState *state)
{
  return bth_game_state_get_force_pools (state) != NULL && bth_game_state_get_campaign (state) != NULL;
}

/* The core's refusal, under the row; a toast when the row is gone. */
static void
refused (Pending *p, const char *format, const GError *error)
{
  g_autoptr(GtkWidget) label = g_weak_ref_get (&p->error);
  g_autofree char *text = g_strdup_printf (format, error->message);

  if (label == NULL)
    {
      bth_page_toast (p->page, text);
      return;
    }
  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_widget_set_visible (label, TRUE);
}

static void
on_response (AdwMessageDialog *dialog, const char *response, Pending *p)
{
  g_autoptr(GError) error = NULL;

  if (g_str_equal (response, "capture"))
    {
      guint chosen = gtk_drop_down_get_selected (GTK_DROP_DOWN (p->dropdown));
      if (chosen >= p->captors->len)
        return;
      /* On success the page is built again from the game. */
      if (!bth_game_capture_leader (p->game, p->leader, g_ptr_array_index (p->captors, chosen), &error))
        /* Translators: why a capture was refused */
        refused (p, _("Not captured: %s"), error);
    }
  else if (g_str_equal (response, "eliminate"))
    {
      if (!bth_game_eliminate_leader_in_city (p->game, p->leader, &error))
        /* Translators: why an elimination was refused */
        refused (p, _("Not eliminated: %s"), error);
    }
}

static Pending *
pending_new (BthPage *page, BthGame *game, const BthLeaderState *leader, GtkWidget *error)
{
  Pending *p = g_new0 (Pending, 1);

  p->game = g_object_ref (game);
  p->page = g_object_ref (page);
  p->leader = g_strdup (leader->id);
  g_weak_ref_init (&p->error, error);
  return p;
}

static GtkWidget *
dialog_new (GtkWidget *from, const char *name, const char *heading, const char *body)
{
  GtkRoot *root = gtk_widget_get_root (from);
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, body);

  gtk_widget_set_name (dialog, name);
  adw_message_dialog_set_body_use_markup (ADW_MESSAGE_DIALOG (dialog), FALSE);
  return dialog;
}

/* Grand Campaign: choose the captor, a state of the opposing faction with a Prisoners box
 * (a neutral state's leader may be taken by either faction). */
static void
on_captured_clicked (GtkButton *button, BthGame *game)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthLeaderState *leader = bth_game_state_find_leader (state, g_object_get_data (G_OBJECT (button), "leader"));
  BthPoliticalSide own;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *heading = NULL;
  GtkWidget *dialog, *box, *label;
  Pending *p;

  if (leader == NULL || !has_prisoners_boxes (state))
    return;
  p = pending_new (g_object_get_data (G_OBJECT (button), "page"), game, leader,
                   g_object_get_data (G_OBJECT (button), "error"));
  p->captors = g_ptr_array_new_with_free_func (g_free);
  own = bth_campaign_faction_of_side (state, leader->side);
  for (guint i = 0; i < bth_game_state_get_force_pools (state)->states->len; i++)
    {
      const BthPoolState *ps = g_ptr_array_index (bth_game_state_get_force_pools (state)->states, i);
      const BthCampaignStanding *standing = bth_campaign_books_standing (bth_game_state_get_campaign (state), ps->id);
      if (bth_force_pools_find_box (bth_game_state_get_force_pools (state), ps->id, BTH_BOX_PRISONERS) == NULL || standing == NULL ||
          standing->status == BTH_SIDE_NEUTRAL || standing->status == own)
        continue;
      gtk_string_list_append (names, ps->name);
      g_ptr_array_add (p->captors, g_strdup (ps->id));
    }
  if (p->captors->len == 0)
    gtk_string_list_append (names, _("No state of the opposing faction has a Prisoners box"));

  /* Translators: %s is a leader's name */
  heading = g_strdup_printf (_("Who Captured %s?"), leader->name);
  dialog = dialog_new (GTK_WIDGET (button), "leader-capture-dialog", heading,
                       _("P.10: his force was eliminated inside a city, so he is captured by the opposing "
                         "player. He goes to the captor’s Prisoners box until he is exchanged or freed by "
                         "agreement (Force Pools page)."));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  label = gtk_label_new_with_mnemonic (_("Captured _by"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  p->dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  gtk_widget_set_name (p->dropdown, "leader-capture-captor");
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), p->dropdown);
  gtk_accessible_update_property (GTK_ACCESSIBLE (p->dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The state that captured him"), -1);
  gtk_box_append (GTK_BOX (box), p->dropdown);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "capture", _("_Capture"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "capture", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "capture", p->captors->len > 0);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "capture");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_response), p,
                         (GClosureNotify) (void (*) (void)) pending_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Other scenarios: he is eliminated, for good. */
static void
on_eliminated_clicked (GtkButton *button, BthGame *game)
{
  const BthLeaderState *leader = bth_game_state_find_leader (bth_game_get_state (game),
                                                             g_object_get_data (G_OBJECT (button), "leader"));
  g_autofree char *heading = NULL;
  GtkWidget *dialog;
  Pending *p;

  if (leader == NULL)
    return;
  p = pending_new (g_object_get_data (G_OBJECT (button), "page"), game, leader,
                   g_object_get_data (G_OBJECT (button), "error"));
  /* Translators: %s is a leader's name */
  heading = g_strdup_printf (_("Eliminate %s?"), leader->name);
  dialog = dialog_new (GTK_WIDGET (button), "leader-eliminate-dialog", heading,
                       _("P.10: his force was eliminated inside a city, so the leader is eliminated. "
                         "He leaves the map for good (Ctrl+Z takes it back)."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "eliminate", _("_Eliminate"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "eliminate", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_response), p,
                         (GClosureNotify) (void (*) (void)) pending_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
bth_leader_capture_rows_add (AdwExpanderRow *expander, BthPage *page, BthGame *game, const BthLeaderState *leader)
{
  gboolean campaign = has_prisoners_boxes (bth_game_get_state (game));
  g_autofree char *row_name = g_strdup_printf ("leader-%s-capture-row", leader->id);
  g_autofree char *button_name = g_strdup_printf (campaign ? "leader-%s-capture" : "leader-%s-eliminate", leader->id);
  g_autofree char *error_name = g_strdup_printf ("leader-%s-capture-error", leader->id);
  /* Translators: %s is a leader's name */
  g_autofree char *title = g_strdup_printf (_("%s: Force Eliminated in the City"), leader->name);
  /* Translators: %s is a leader's name; the button that records his capture (P.10) */
  g_autofree char *accessible = g_strdup_printf (campaign ? _("%s captured") : _("%s eliminated"), leader->name);
  GtkWidget *row, *button, *error;

  if (!bth_game_leader_force_eliminated_in_city (game, leader->id))
    return;
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               campaign ? _("Unharmed by his R.1 roll, he is captured by the opposing player (P.10)")
                                        : _("Unharmed by his R.1 roll, the leader is eliminated (P.10)"));
  gtk_widget_set_name (row, row_name);
  button = gtk_button_new_with_mnemonic (campaign ? _("Ca_ptured…") : _("_Eliminated…"));
  gtk_widget_set_name (button, button_name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  adw_expander_row_add_row (expander, row);

  error = gtk_label_new (NULL);
  gtk_widget_set_name (error, error_name);
  gtk_label_set_wrap (GTK_LABEL (error), TRUE);
  gtk_label_set_xalign (GTK_LABEL (error), 0);
  gtk_widget_set_margin_start (error, 12);
  gtk_widget_set_margin_end (error, 12);
  gtk_widget_set_margin_top (error, 6);
  gtk_widget_set_margin_bottom (error, 6);
  gtk_widget_add_css_class (error, "error");
  gtk_widget_set_visible (error, FALSE);
  adw_expander_row_add_row (expander, error);

  g_object_set_data_full (G_OBJECT (button), "leader", g_strdup (leader->id), g_free);
  g_object_set_data (G_OBJECT (button), "page", page);
  g_object_set_data (G_OBJECT (button), "error", error);
  g_signal_connect (button, "clicked", G_CALLBACK (campaign ? on_captured_clicked : on_eliminated_clicked), game);
}

char *
bth_leader_capture_stack_note (BthGame *game, const BthStackState *stack)
{
  for (guint i = 0; i < stack->leaders->len; i++)
    if (bth_game_leader_force_eliminated_in_city (game, g_ptr_array_index (stack->leaders, i)))
      return g_strdup_printf (" · %s", _("force eliminated in the city (P.10)"));
  return NULL;
}

const char *
bth_leader_capture_off_map_reason (BthGame *game, const BthLeaderState *leader)
{
  if (leader->status == BTH_LEADER_STATUS_WITHDRAWN)
    return _("Withdrawn by the scenario");
  return bth_game_leader_eliminated_in_city (game, leader->id) ? _("Eliminated inside a city (P.10)")
                                                                : _("Killed (R.1)");
}
