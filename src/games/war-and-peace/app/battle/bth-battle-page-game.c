/* bth-battle-page-game.c — a battle started from the Leader Display, and its result
 * recorded back in the game.
 *
 * Part of BthBattlePage (bth-battle-page.c); the page's internals are in
 * bth-battle-page-private.h.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-battle-page-private.h"
#include "bth-game-positions.h"

void
bth_battle_page_update_link (BthBattlePage *self)
{
  g_autofree char *subtitle = NULL;
  gboolean can_record;

  gtk_widget_set_visible (self->game_link_group, self->link != NULL);
  if (self->link == NULL)
    return;
  /* A force with nothing to lose has an empty checklist, which is fine. */
  can_record = self->rolled && !self->link_recorded
               && (self->outcome.loss[0] == 0 || bth_loss_checklist_is_valid (self->checklists[0]))
               && (self->outcome.loss[1] == 0 || bth_loss_checklist_is_valid (self->checklists[1]));
  /* Translators: the two stacks of the Leader Display, "s1 against s2", then what to do */
  subtitle = g_strdup_printf (self->link_recorded ? _("Stack %s against stack %s: recorded.")
                              : self->rolled ? _("Stack %s against stack %s: choose the losses, then record them.")
                              : _("Stack %s against stack %s: roll, then record the result."),
                              self->link->stack[0], self->link->stack[1]);
  adw_action_row_set_subtitle (self->game_link_row, subtitle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.record-in-game", can_record);
}

/* Writes this round's result back to the game: the chosen losses, the demoralization. */
void
bth_battle_page_record_in_game_action (GtkWidget  *widget,
                                       const char *action_name,
                                       GVariant   *parameter)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (widget);
  g_autoptr(GArray) attacker_losses = NULL;
  g_autoptr(GArray) defender_losses = NULL;
  GArray *losses[2];
  g_autoptr(JsonNode) inputs = NULL;
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(GError) error = NULL;
  BthBattleStackResult stacks[2];
  JsonObject *object;

  if (self->link == NULL || self->link_game == NULL || !self->rolled)
    return;
  for (int s = 0; s < 2; s++)
    {
      losses[s] = bth_battle_link_losses (self->link, s,
                                          self->outcome.loss[s] == 0 ? NULL
                                          : bth_loss_checklist_get_losses (self->checklists[s]),
                                          bth_force_editor_get_n_units (bth_battle_page_editor_for (self, s)));
      if (s == 0)
        attacker_losses = losses[s];
      else
        defender_losses = losses[s];
      if (losses[s] == NULL)
        {
          bth_page_toast (BTH_PAGE (self),
                          _("The units were changed since the battle came from the Leader Display; "
                            "record the losses there by hand."));
          return;
        }
      stacks[s].stack = self->link->stack[s];
      stacks[s].losses = losses[s];
      stacks[s].demoralization = self->outcome.demoralization_after[s];
    }
  inputs = bth_battle_page_get_battle (self);
  object = json_object_new ();
  json_object_set_string_member (object, "attacker", bth_result_to_string (self->outcome.result[BTH_SIDE_ATTACKER]));
  json_object_set_string_member (object, "defender", bth_result_to_string (self->outcome.result[BTH_SIDE_DEFENDER]));
  json_object_set_int_member (object, "roll", self->outcome.roll);
  json_object_set_int_member (object, "modified_roll", self->outcome.modified_roll);
  result = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (result, object);
  if (!bth_game_record_battle (self->link_game, self->outcome.dice, FALSE, inputs, result,
                               stacks, 2, &error))
    {
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  self->link_recorded = TRUE;
  bth_battle_page_update_link (self);
  bth_page_toast (BTH_PAGE (self), _("Recorded in the game (Ctrl+Z on the Leaders page takes it back)."));
}

void
bth_battle_page_start_from_game (BthBattlePage *self,
                                 BthGame       *game,
                                 const char    *attacker_stack,
                                 const char    *defender_stack)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthBattleLink) link = NULL;
  g_autoptr(JsonNode) battle = NULL;

  g_return_if_fail (BTH_IS_BATTLE_PAGE (self));
  g_return_if_fail (BTH_IS_GAME (game));

  battle = bth_battle_link_new (bth_game_get_state (game), bth_game_positions_get (game),
                                attacker_stack, defender_stack,
                                &link, &error);
  if (battle == NULL)
    {
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  /* The counters' colours where the Leader Display has none: the power's (D.4). */
  bth_battle_link_add_colours (battle, bth_game_get_state (game), link,
                               bth_session_get_ruleset (bth_page_get_session (BTH_PAGE (self))));
  g_set_object (&self->link_game, game);
  g_clear_pointer (&self->link, bth_battle_link_free);
  self->link = g_steal_pointer (&link);
  self->link_recorded = FALSE;
  self->round = 1;
  g_string_truncate (self->log, 0);
  gtk_label_set_text (self->round_log, "");
  bth_battle_page_load_battle (self, battle);
  bth_battle_page_recompute (self);
  bth_page_commit_change (BTH_PAGE (self), NULL);
  bth_battle_page_update_link (self);
}
