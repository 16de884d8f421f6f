/* bth-alliance-settle.c — the Alliances page's Consequences (bth-alliance-settle.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-alliance-settle.h"

static GtkWidget *
step_row (GtkWidget *group, const char *prefix, guint n, const BthPoliticsItem *item)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *name = g_strdup_printf ("%s%u", prefix, n);

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), item->text);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), item->rule != NULL ? item->rule : "");
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_add_css_class (row, "property");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

static gboolean
is_applied (const BthPoliticsItem *item)
{
  return g_strcmp0 (item->kind, "applied") == 0;
}

void
bth_alliance_settle_group (GtkBox *box, BthGame *game, const BthPoliticsSituation *board, GPtrArray *applied,
                           const char *action_name, guint unknown_facts)
{
  g_autoptr(GPtrArray) pending = bth_politics_items_new ();
  g_autoptr(GError) error = NULL;
  GtkWidget *group = adw_preferences_group_new ();
  guint n_pending = 0, n_notes = 0, n_done = 0;

  gtk_widget_set_name (group, "alliance-consequences");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Consequences"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("What follows from the board and the books — an invasion, a conquest, a "
                                           "city taken — applied until nothing more changes, each step with its rule "
                                           "(X.D.3.b, X.G.1.f, X.G.1.j, X.I)."));
  gtk_box_append (box, group);

  /* What the last action applied. */
  for (guint i = 0; applied != NULL && i < applied->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (applied, i);
      if (is_applied (item))
        step_row (group, "alliance-step-", n_done++, item);
    }
  if (n_done > 0)
    {
      GtkWidget *label = gtk_label_new (_("Applied as one action: Ctrl+Z takes the whole settlement back."));
      gtk_widget_set_name (label, "alliance-steps-undo");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_add_css_class (label, "dim-label");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
    }

  /* What is still to apply, and what cannot be applied without the players. */
  if (!bth_game_campaign_settle_preview (game, board, pending, &error))
    {
      GtkWidget *row = adw_action_row_new ();
      gtk_widget_set_name (row, "alliance-consequences-error");
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), error->message);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      return;
    }
  for (guint i = 0; i < pending->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (pending, i);
      if (is_applied (item))
        step_row (group, "alliance-pending-", n_pending++, item);
    }
  for (guint i = 0; i < pending->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (pending, i);
      if (!is_applied (item))
        step_row (group, "alliance-pending-note-", n_notes++, item);
    }
  if (n_pending > 0)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Apply"));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     g_dngettext (GETTEXT_PACKAGE, "Record this step in the game",
                                                  "Record these steps in the game, as one action", n_pending));
      gtk_widget_set_name (button, "alliance-settle-apply");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "suggested-action");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Apply the consequences to the game"), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  if (n_pending == 0 && n_notes == 0 && n_done == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      gtk_widget_set_name (row, "alliance-consequences-none");
      g_autofree char *waiting = NULL;

      if (unknown_facts == 0)
        {
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Nothing follows"));
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("The statuses agree with the board and the books."));
        }
      else
        {
          /* Not "nothing follows": a fact not entered may bring a step. */
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Nothing follows from what is entered"));
          waiting = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "%u fact above is not entered yet: what follows may change when it is.",
                                                  "%u facts above are not entered yet: what follows may change when they are.",
                                                  unknown_facts), unknown_facts);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), waiting);
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}
