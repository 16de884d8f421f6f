/* bth-lga-battle-leaders.c — the Battle page's leader losses [12.55-12.56]: after a round
 * with an L-1 or L-2 result, the committed leaders the core says are lost, and, when an
 * L-2 falls on a side with both a committed corps and army leader, the owner's die (typed
 * at the table or rolled, in the dice log with its undo) that chooses the rank.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-form.h"
#include "bth-lga-battle-more.h"

static void
on_die_changed (BthLgaLeaderRows *rows)
{
  bth_typed_die_check (&rows->die);
  bth_typed_die_show_error (&rows->die);
}

void
bth_lga_leader_rows_add (BthLgaLeaderRows *rows, BthPage *page, GtkWidget *result_box, GtkWidget *after, const char *action)
{
  rows->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  gtk_widget_set_name (GTK_WIDGET (rows->group), "leader_group");
  adw_preferences_group_set_title (rows->group, _("Leader Loss [12.56]"));
  rows->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (rows->label, TRUE);
  gtk_label_set_xalign (rows->label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (rows->label), "dim-label");
  gtk_widget_set_margin_bottom (GTK_WIDGET (rows->label), 6);
  adw_preferences_group_add (rows->group, GTK_WIDGET (rows->label));
  rows->die.row = ADW_ENTRY_ROW (adw_entry_row_new ());
  gtk_widget_set_name (GTK_WIDGET (rows->die.row), "leader_die");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->die.row), _("The Owner’s Die [12.56]"));
  gtk_editable_set_max_width_chars (GTK_EDITABLE (rows->die.row), 3);
  g_signal_connect_swapped (rows->die.row, "changed", G_CALLBACK (on_die_changed), rows);
  rows->button = gtk_button_new_with_mnemonic (_("Ro_ll"));
  gtk_widget_set_name (rows->button, "leader_die_button");
  gtk_widget_set_valign (rows->button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (rows->button), action);
  gtk_widget_set_tooltip_text (rows->button, _("Type the die rolled at the table, or leave it empty for Berthier to roll (Enter, or Alt+L) [12.56]"));
  gtk_widget_add_css_class (rows->button, "suggested-action");
  adw_entry_row_add_suffix (rows->die.row, rows->button);
  adw_preferences_group_add (rows->group, GTK_WIDGET (rows->die.row));
  gtk_widget_set_visible (GTK_WIDGET (rows->group), FALSE);
  gtk_box_insert_child_after (GTK_BOX (result_box), GTK_WIDGET (rows->group), after);
  bth_page_activate_on_enter (page, GTK_WIDGET (rows->die.row), action);
}

void
bth_lga_leader_rows_clear (BthLgaLeaderRows *rows)
{
  bth_typed_die_clear (&rows->die);
}

static GPtrArray *
lost_for (BthLgaRules *rules, const BthLgaBattle *b, const BthLgaBattleInput *in, const BthLgaOptions *options, int s, int die,
          gboolean *needs_die, char **needs, char **reason)
{
  const BthLgaSideResult *r = s == 0 ? &b->attacker : &b->defender;

  return bth_lga_leaders_lost (rules, s == 0 ? &in->attacker : &in->defender, b->leaders_at_risk, r->leader_loss, die, NULL,
                               options, needs_die, needs, reason);
}

gboolean
bth_lga_leader_rows_need_die (BthLgaRules *rules, const BthLgaBattle *b, const BthLgaBattleInput *in, const BthLgaOptions *options,
                              int die)
{
  for (int s = 0; s < 2; s++)
    {
      gboolean needs_die = FALSE;
      g_autofree char *needs = NULL, *reason = NULL;
      g_autoptr(GPtrArray) lost = lost_for (rules, b, in, options, s, die, &needs_die, &needs, &reason);
      if (needs_die)
        return TRUE;
    }
  return FALSE;
}

char *
bth_lga_leader_rows_lost_names (BthLgaRules *rules, const BthLgaBattle *b, const BthLgaBattleInput *in, const BthLgaOptions *options,
                                int die)
{
  GString *names = g_string_new (NULL);

  for (int s = 0; s < 2; s++)
    {
      gboolean needs_die = FALSE;
      g_autofree char *needs = NULL, *reason = NULL;
      g_autoptr(GPtrArray) lost = lost_for (rules, b, in, options, s, die, &needs_die, &needs, &reason);

      for (guint i = 0; i < lost->len; i++)
        g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "", (const char *) lost->pdata[i]);
    }
  return g_string_free (names, FALSE);
}

char *
bth_lga_leader_rows_show (BthLgaLeaderRows *rows, BthLgaRules *rules, const BthLgaBattle *b, const BthLgaBattleInput *in,
                          const BthLgaOptions *options, AdwPreferencesGroup *explain, GPtrArray **lost)
{
  char *missing = NULL;
  gboolean want_die = FALSE;

  for (int s = 0; s < 2; s++)
    {
      const BthLgaSideResult *r = s == 0 ? &b->attacker : &b->defender;
      gboolean needs_die = FALSE;
      g_autofree char *needs = NULL, *reason = NULL, *names = NULL;
      GPtrArray *l;
      AdwActionRow *row;

      lost[s] = NULL;
      if (r->leader_loss < 1)
        continue;
      l = lost_for (rules, b, in, options, s, rows->die.die, &needs_die, &needs, &reason);
      if (l->len > 0)
        {
          g_ptr_array_add (l, NULL);
          names = g_strjoinv (", ", (char **) l->pdata);
          g_ptr_array_remove_index (l, l->len - 1);
        }
      else
        names = g_strdup (needs != NULL ? _("Not yet known") : _("None"));
      row = bth_lga_group_add_text (explain, s == 0 ? _("Attacker’s Leaders Lost") : _("Defender’s Leaders Lost"),
                                    needs != NULL ? needs : reason, names);
      gtk_widget_set_name (GTK_WIDGET (row), s == 0 ? "attacker-leaders-lost" : "defender-leaders-lost");
      if (needs != NULL && missing == NULL)
        {
          /* Translators: what must be given before the next round, e.g. "the defender’s leader loss needs the owner's die for L-2: …" */
          missing = g_strdup_printf (s == 0 ? _("the attacker’s leader loss needs %s") : _("the defender’s leader loss needs %s"), needs);
          want_die = needs_die;
          gtk_label_set_text (rows->label, s == 0 ? _("The attacker’s leader loss [12.56]") : _("The defender’s leader loss [12.56]"));
        }
      lost[s] = l;
    }
  gtk_widget_set_visible (GTK_WIDGET (rows->group), want_die || rows->die.die > 0);
  /* (the entry stays sensitive: it may hold the focus; the action says whether it rolls) */
  rows->wanted = want_die;
  if (want_die)
    ;
  else if (rows->die.die > 0)
    {
      g_autofree char *t = g_strdup_printf (_("%s: %d [12.56]"), bth_typed_die_caption (&rows->die), rows->die.die);
      gtk_label_set_text (rows->label, t);
    }
  return missing;
}
