/* bth-battle-page-rounds.c — the rounds after a roll: morale and what it forces (P.7,
 * P.8), advance after combat (Q.3), the next round, withdrawal, commitment (N.7) and the end
 * of the Combat Phase (R.1, P.9).
 *
 * Part of BthBattlePage (bth-battle-page.c); the page's internals are in
 * bth-battle-page-private.h.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-battle-page-private.h"

/* Q.3: "any unit committed to a field battle may advance into any hex in which all of the
 * opposing strength points have either withdrawn from that field battle, or have been
 * eliminated ... Note: Unsupplied units may not advance after combat." The note names no
 * player: M.8 keeps the inactive player's unsupplied SP at full strength "even if
 * unsupplied" and M.9 determines the supply of all units each round, so an unsupplied force
 * of either side may not advance (docs/readings.md). Field battles only: after an assault
 * the city is taken or besieged under section S. */
static void
append_advance (BthBattlePage *self,
                GString       *text,
                BthSide        vacated)
{
  BthSide other = 1 - vacated;

  if (self->battle.type != BTH_BATTLE_FIELD)
    return;
  if (self->battle.forces[other].supplied)
    g_string_append (text, other == BTH_SIDE_ATTACKER
                           ? _("The attacker may advance into the vacated hex (Q.3). ")
                           : _("The defender may advance into the vacated hex (Q.3). "));
  else
    g_string_append (text, other == BTH_SIDE_ATTACKER
                           ? _("The attacker is unsupplied and may not advance into the vacated hex "
                               "(Q.3: unsupplied units may not advance after combat). ")
                           : _("The defender is unsupplied and may not advance into the vacated hex "
                               "(Q.3: unsupplied units may not advance after combat). "));
}

/* Morale after the losses the players chose, and what it forces (P.7, P.8). */
void
bth_battle_page_update_round_status (BthBattlePage *self)
{
  BthRuleset *rules = bth_battle_page_rules_of (self);
  GString *text = g_string_new (NULL);
  gboolean vacated[2] = { FALSE, FALSE };

  if (!self->rolled)
    {
      gtk_label_set_text (self->round_status, "");
      g_string_free (text, TRUE);
      return;
    }
  g_string_append_printf (text, _("Round %d. "), self->round);
  for (int s = 0; s < 2; s++)
    {
      const int *per_unit = bth_loss_checklist_get_losses (self->checklists[s]);
      int morale = bth_combat_morale_after (rules, &self->battle, s, per_unit,
                                            self->outcome.demoralization_after[s]);

      g_string_append_printf (text, _("%s: morale %d after D%d. "), bth_battle_page_side_label (s), morale,
                              self->outcome.demoralization_after[s]);
      if (self->outcome.loss[s] >= bth_force_total_sp (&self->battle.forces[s]))
        {
          g_string_append (text, _("It is eliminated. "));
          vacated[s] = TRUE;
        }
      else if (morale <= 0 && self->battle.type == BTH_BATTLE_FIELD)
        {
          g_string_append_printf (text, _("It must withdraw (P.7). "));
          vacated[s] = TRUE;
        }
      else if (morale <= 0 && s == BTH_SIDE_DEFENDER)
        g_string_append_printf (text, _("It surrenders (P.8). "));
    }
  /* Q.3: one hex completely vacated, the other force may advance into it. */
  if (vacated[0] != vacated[1])
    append_advance (self, text, vacated[0] ? BTH_SIDE_ATTACKER : BTH_SIDE_DEFENDER);
  gtk_label_set_text (self->round_status, text->str);
  g_string_free (text, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.next-round",
                                 (self->outcome.loss[0] == 0 || bth_loss_checklist_is_valid (self->checklists[0]))
                                 && (self->outcome.loss[1] == 0 || bth_loss_checklist_is_valid (self->checklists[1])));
}

static void
append_log (BthBattlePage *self,
            const char    *text)
{
  if (self->log->len > 0)
    g_string_append_c (self->log, '\n');
  g_string_append (self->log, text);
  gtk_label_set_text (self->round_log, self->log->str);
  gtk_widget_set_visible (self->rounds_group, TRUE);
}

/* Takes the chosen losses off the forces' entries and carries the demoralization on. */
void
bth_battle_page_next_round_action (GtkWidget  *widget,
                                   const char *action_name,
                                   GVariant   *parameter)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (widget);
  g_autoptr(JsonNode) json = NULL;
  JsonObject *root;
  g_autofree char *line = NULL;

  if (!self->rolled)
    return;

  json = bth_battle_page_get_battle (self);
  root = json_node_get_object (json);
  for (int s = 0; s < 2; s++)
    {
      JsonObject *force = json_object_get_object_member (root, bth_side_to_string (s));
      JsonArray *units = json_object_get_array_member (force, "units");
      const int *per_unit = bth_loss_checklist_get_losses (self->checklists[s]);
      JsonArray *kept = json_array_new ();

      for (guint i = 0; i < json_array_get_length (units); i++)
        {
          JsonObject *unit = json_array_get_object_element (units, i);
          int sp = json_object_get_int_member (unit, "sp") - (per_unit != NULL ? per_unit[i] : 0);

          if (sp <= 0)
            continue;
          json_object_set_int_member (unit, "sp", sp);
          json_array_add_object_element (kept, json_object_ref (unit));
        }
      json_object_set_array_member (force, "units", kept);
      /* P.5: demoralization adds up round after round. */
      json_object_set_int_member (force, "demoralization", self->outcome.demoralization_after[s]);
    }

  line = g_strdup_printf (_("Round %d: %s."), self->round, bth_battle_page_outcome_text (self));
  append_log (self, line);
  self->round++;
  /* The round's losses come off the forces: a new round, with no roll of its own yet. */
  bth_page_forget_roll (BTH_PAGE (self));
  bth_battle_page_load_battle (self, json);
  bth_battle_page_recompute (self);
  bth_page_commit_change (BTH_PAGE (self), NULL);
}

void
bth_battle_page_withdraw_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (widget);
  BthSide side = gtk_drop_down_get_selected (self->withdraw_side) == 1 ? BTH_SIDE_DEFENDER : BTH_SIDE_ATTACKER;
  int loss;
  g_autofree char *line = NULL;

  if (!self->has_battle)
    return;
  loss = bth_withdrawal_loss (bth_battle_page_rules_of (self), bth_force_cavalry_sp (&self->battle.forces[side]),
                              bth_force_cavalry_sp (&self->battle.forces[1 - side]));
  line = g_strdup_printf (_("The %s withdraws and loses %d SP to the enemy cavalry (%s)."),
                          side == BTH_SIDE_ATTACKER ? _("attacker") : _("defender"), loss,
                          bth_ruleset_get_prose (bth_battle_page_rules_of (self))->withdrawal_rule);
  {
    /* The force withdrawn is all the SP of its hex in the battle: Q.3 lets the other advance. */
    g_autoptr(GString) advance = g_string_new (line);

    g_string_append_c (advance, ' ');
    append_advance (self, advance, side);
    g_strchomp (advance->str);
    g_free (line);
    line = g_strdup (advance->str);
  }
  append_log (self, line);
  bth_page_commit_change (BTH_PAGE (self), NULL);
}

/* Rolls ONE die for PURPOSE through the session; -1 on error (shown as a toast). */
static int
roll_die (BthBattlePage *self,
          const char    *purpose,
          guint          count,
          GPtrArray    **records)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));
  g_autoptr(GError) error = NULL;
  int total;

  if (!bth_session_roll_begin (session, NULL, &error))
    return -1;
  total = bth_dice_roll (bth_session_get_dice (session), count, 6, purpose, NULL, &error);
  if (total < 0)
    {
      bth_session_roll_cancel (session);
      bth_page_toast (BTH_PAGE (self), error->message);
      return -1;
    }
  *records = bth_session_roll_end (session, _("Battle"));
  return total;
}

void
bth_battle_page_commit_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (widget);
  g_autoptr(GPtrArray) records = NULL;
  int leader = gtk_spin_button_get_value_as_int (self->commit_leader);
  int die, modified;
  gboolean ok;
  g_autofree char *line = NULL, *value = NULL;

  die = roll_die (self, _("Commitment (N.7)"), 1, &records);
  if (die < 0)
    return;
  ok = bth_commitment_succeeds (bth_battle_page_rules_of (self), die, leader, &modified);
  line = g_strdup_printf (ok ? _("Commitment: rolled %d, %d with the leader: the strength points are committed (%s).")
                             : _("Commitment: rolled %d, %d with the leader: not committed (%s)."),
                          die, modified, bth_ruleset_get_prose (bth_battle_page_rules_of (self))->commitment_rule);
  value = g_strdup_printf ("%d", modified);
  bth_roll_record_set_outcome (g_ptr_array_index (records, 0), value,
                               ok ? _("committed") : _("not committed"));
  append_log (self, line);
  bth_page_commit_change (BTH_PAGE (self), NULL);
  bth_session_attach_rolls (bth_page_get_session (BTH_PAGE (self)), records);
}

void
bth_battle_page_end_phase_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (widget);
  BthRuleset *rules = bth_battle_page_rules_of (self);
  g_autoptr(JsonNode) json = NULL;
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func (g_object_unref);
  const char *rule = bth_ruleset_get_prose (rules)->leader_casualty_rule;

  if (!self->has_battle)
    return;
  /* R.1: each named leader who took part rolls for casualty. */
  for (int s = 0; s < 2; s++)
    {
      const BthForce *force = &self->battle.forces[s];
      g_autoptr(GPtrArray) records = NULL;
      g_autofree char *purpose = NULL, *line = NULL;
      int dice;

      if (force->leader_name == NULL || force->leader_name[0] == '\0')
        continue;
      purpose = g_strdup_printf (_("Leader casualty: %s (%s)"), force->leader_name, rule);
      dice = roll_die (self, purpose, bth_ruleset_get_prose (rules)->leader_casualty_dice, &records);
      if (dice < 0)
        return;
      if (!bth_leader_is_casualty (rules, dice))
        {
          line = g_strdup_printf (_("%s: rolled %d, unharmed (%s)."), force->leader_name, dice, rule);
          bth_roll_record_set_outcome (g_ptr_array_index (records, 0), "", _("unharmed"));
        }
      else
        {
          g_autoptr(GPtrArray) fate_records = NULL;
          int turns_out = 0, die = roll_die (self, purpose, 1, &fate_records);
          BthLeaderFate fate;

          if (die < 0)
            return;
          fate = bth_leader_fate (rules, die, &turns_out);
          line = fate == BTH_LEADER_KILLED
                 ? g_strdup_printf (_("%s: rolled %d, a casualty; then %d: killed (%s)."),
                                    force->leader_name, dice, die, rule)
                 : g_strdup_printf (_("%s: rolled %d, a casualty; then %d: wounded, off the map for %d turns (%s)."),
                                    force->leader_name, dice, die, turns_out, rule);
          bth_roll_record_set_outcome (g_ptr_array_index (records, 0), "", _("casualty"));
          bth_roll_record_set_outcome (g_ptr_array_index (fate_records, 0), "",
                                       bth_leader_fate_to_string (fate));
          for (guint i = 0; i < fate_records->len; i++)
            g_ptr_array_add (all, g_object_ref (g_ptr_array_index (fate_records, i)));
        }
      for (guint i = 0; i < records->len; i++)
        g_ptr_array_add (all, g_object_ref (g_ptr_array_index (records, i)));
      append_log (self, line);
    }

  /* P.9: demoralization markers come off at the end of the Combat Phase. */
  json = bth_battle_page_get_battle (self);
  for (int s = 0; s < 2; s++)
    json_object_set_int_member (json_object_get_object_member (json_node_get_object (json),
                                                               bth_side_to_string (s)),
                                "demoralization", 0);
  append_log (self, _("End of the Combat Phase: demoralization removed (P.9)."));
  bth_battle_page_load_battle (self, json);
  bth_battle_page_recompute (self);
  bth_page_commit_change (BTH_PAGE (self), NULL);
  bth_session_attach_rolls (bth_page_get_session (BTH_PAGE (self)), all);
}
