/* bth-battle-page-result.c — the roll and its result: the dice, each force's result
 * and losses, the CRT cell, and the losses to choose (P.3).
 *
 * Part of BthBattlePage (bth-battle-page.c); the page's internals are in
 * bth-battle-page-private.h.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-battle-page-private.h"

void
bth_battle_page_clear_result (BthBattlePage *self)
{
  if (self->rolled)
    bth_combat_outcome_clear (&self->outcome);
  self->rolled = FALSE;
  for (int s = 0; s < 2; s++)
    bth_loss_checklist_clear (self->checklists[s]);
  gtk_widget_set_visible (self->result_group, FALSE);
  gtk_widget_set_visible (self->losses_group, FALSE);
  gtk_widget_set_visible (self->rounds_group, self->round > 1 || self->log->len > 0);
  bth_odds_chart_set_rolled (self->odds_chart, NULL, NULL);
  bth_table_view_clear_highlight (self->crt_view);
}

void
bth_battle_page_show_outcome (BthBattlePage *self)
{
  BthRuleset *rules = bth_battle_page_rules_of (self);
  BthSide larger = self->setup->larger, smaller = 1 - larger;
  const BthCombatOutcome *o = &self->outcome;
  g_autofree char *summary = NULL;
  g_autofree char *larger_heading = g_strdup_printf (_("Larger force · %s"), bth_battle_page_side_label (larger));
  g_autofree char *smaller_heading = g_strdup_printf (_("Smaller force · %s"), bth_battle_page_side_label (smaller));
  g_autofree char *larger_loss_text = NULL, *smaller_loss_text = NULL;
  g_autofree char *larger_loss = g_strdup_printf ("%d", o->loss[larger]);
  g_autofree char *smaller_loss = g_strdup_printf ("%d", o->loss[smaller]);
  g_autofree char *larger_result = NULL, *smaller_result = NULL;

  if (self->setup->automatic)
    summary = g_strdup (_("Automatic result at 4:1 or more: no roll (O.1.d)"));
  else if (!o->rolled)
    summary = g_strdup (_("No roll this round"));
  else
    summary = g_strdup_printf (_("Rolled %d + %d = %d, modified %+d → %d"), o->dice[0], o->dice[1],
                               o->roll, self->setup->drm, o->modified_roll);
  gtk_label_set_text (self->roll_summary, summary);
  gtk_label_set_text (self->larger_heading, larger_heading);
  gtk_label_set_text (self->smaller_heading, smaller_heading);
  larger_result = g_strdup_printf ("L = %s", bth_result_to_string (o->result[larger]));
  smaller_result = g_strdup_printf ("S = %s", bth_result_to_string (o->result[smaller]));
  gtk_label_set_text (self->result_larger, larger_result);
  gtk_label_set_text (self->result_smaller, smaller_result);
  gtk_label_set_text (self->loss_larger, larger_loss);
  gtk_label_set_text (self->loss_smaller, smaller_loss);
  larger_loss_text = g_strdup_printf (g_dngettext (NULL, "loses %d SP", "loses %d SP", o->loss[larger]),
                                      o->loss[larger]);
  smaller_loss_text = g_strdup_printf (g_dngettext (NULL, "loses %d SP", "loses %d SP", o->loss[smaller]),
                                       o->loss[smaller]);
  gtk_label_set_text (self->loss_larger_text, larger_loss_text);
  gtk_label_set_text (self->loss_smaller_text, smaller_loss_text);

  bth_odds_chart_set_rolled (self->odds_chart, bth_result_to_string (o->result[larger]),
                             bth_result_to_string (o->result[smaller]));
  /* The odds row, and the roll's cell when the dice decided (not an automatic result). */
  bth_chart_highlight (self->crt_chart, bth_session_get_ruleset (bth_page_get_session (BTH_PAGE (self))),
                       self->crt_view, self->setup->crt_row,
                       o->rolled ? o->modified_roll : BTH_CHART_NO_KEY);
  gtk_widget_set_visible (self->result_group, TRUE);

  /* P.3: each force that loses SP chooses which, checked as it goes. */
  for (int s = 0; s < 2; s++)
    {
      BthLossRules loss;
      g_autofree char *title = NULL;

      bth_loss_rules_from_outcome (&self->battle, self->setup, o, s, &loss);
      title = g_strdup_printf (_("%s loses %d SP"), bth_battle_page_side_label (s), loss.loss);
      if (loss.loss > 0)
        bth_loss_checklist_set (self->checklists[s], rules, title, &self->battle.forces[s], &loss);
      else
        bth_loss_checklist_clear (self->checklists[s]);
      gtk_widget_set_visible (GTK_WIDGET (self->checklists[s]), loss.loss > 0);
    }
  gtk_widget_set_visible (self->losses_group, o->loss[0] > 0 || o->loss[1] > 0);
  gtk_widget_set_visible (self->rounds_group, TRUE);
  bth_battle_page_update_link (self);
}

char *
bth_battle_page_outcome_text (BthBattlePage *self)
{
  BthSide larger = self->setup->larger, smaller = 1 - larger;

  return g_strdup_printf (_("L=%s, S=%s; losses %d and %d"),
                          bth_result_to_string (self->outcome.result[larger]),
                          bth_result_to_string (self->outcome.result[smaller]),
                          self->outcome.loss[larger], self->outcome.loss[smaller]);
}

void
bth_battle_page_roll_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (widget);
  BthSession *session = bth_page_get_session (BTH_PAGE (self));
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autofree char *modified = NULL, *result = NULL;

  if (session == NULL || self->setup == NULL)
    return;

  if (!bth_session_roll_begin (session, gtk_editable_get_text (GTK_EDITABLE (self->typed_dice)), &error))
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->typed_dice), "error");
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  bth_battle_page_clear_result (self);
  if (!bth_combat_resolve (bth_battle_page_rules_of (self), &self->battle, self->setup,
                           bth_session_get_dice (session), &self->outcome, &error))
    {
      bth_session_roll_cancel (session);
      bth_combat_outcome_clear (&self->outcome);
      gtk_widget_add_css_class (GTK_WIDGET (self->typed_dice), "error");
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  self->rolled = TRUE;
  records = bth_session_roll_end (session, _("Battle"));
  bth_battle_page_show_outcome (self);
  bth_battle_page_update_round_status (self);
  bth_battle_page_update_link (self);

  modified = g_strdup_printf ("%d", self->outcome.modified_roll);
  result = bth_battle_page_outcome_text (self);
  for (guint i = 0; i < records->len; i++)
    bth_roll_record_set_outcome (g_ptr_array_index (records, i), i == 0 ? modified : "",
                                 i == 0 ? result : "");

  /* The typed dice are used up; the next roll starts empty. */
  self->loading = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->typed_dice), "");
  self->loading = FALSE;

  bth_page_commit_change (BTH_PAGE (self), NULL);
  bth_session_attach_rolls (session, records);
  /* The result and the CRT's cell come into view by themselves. */
  {
    GtkWidget *cell = bth_table_view_get_highlighted_cell (self->crt_view);

    bth_page_reveal_span (BTH_PAGE (self), self->result_group,
                          cell != NULL ? cell : GTK_WIDGET (self->crt_view));
  }
}
