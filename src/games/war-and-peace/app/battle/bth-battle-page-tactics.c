/* bth-battle-page-tactics.c — the optional tactical matrix (section U): each side picks a tactic
 * in secret; the picks, and the odds that would give them away, stay hidden until the
 * players show them.
 *
 * Part of BthBattlePage (bth-battle-page.c); the page's internals are in
 * bth-battle-page-private.h.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-battle-page-private.h"

static const char *
tactic_id (BthBattlePage *self,
           AdwComboRow   *row)
{
  BthRuleset *rules = bth_battle_page_rules_of (self);
  guint selected = adw_combo_row_get_selected (row);

  if (rules == NULL || selected >= BTH_TACTIC_COUNT)
    return NULL;
  return bth_ruleset_get_tactical_matrix (rules)->tactics[selected];
}

gboolean
bth_battle_page_tactics_in_play (BthBattlePage *self)
{
  return gtk_switch_get_active (self->opt_tactical_matrix)
         && adw_combo_row_get_selected (self->battle_type) == 0;
}

gboolean
bth_battle_page_tactics_hidden (BthBattlePage *self)
{
  return bth_battle_page_tactics_in_play (self) && !gtk_switch_get_active (self->tactics_revealed);
}

/* The tactic each side picked goes into its force, only while the matrix is in play. */
void
bth_battle_page_add_tactic (BthBattlePage *self,
                            BthSide        side,
                            JsonNode      *force)
{
  const char *tactic;

  if (!bth_battle_page_tactics_in_play (self))
    return;
  tactic = tactic_id (self, side == BTH_SIDE_ATTACKER ? self->attacker_tactic : self->defender_tactic);
  if (tactic != NULL)
    json_object_set_string_member (json_node_get_object (force), "tactic", tactic);
}

/* The tactics group while the matrix is in play; the picks themselves only once shown. */
void
bth_battle_page_show_tactics (BthBattlePage *self)
{
  gtk_widget_set_visible (self->tactics_group, bth_battle_page_tactics_in_play (self));
  gtk_widget_set_visible (GTK_WIDGET (self->attacker_tactic), !bth_battle_page_tactics_hidden (self));
  gtk_widget_set_visible (GTK_WIDGET (self->defender_tactic), !bth_battle_page_tactics_hidden (self));
}

/* The tactics of RULES' matrix to pick from, by their labels. */
void
bth_battle_page_set_tactics (BthBattlePage *self,
                             BthRuleset    *rules)
{
  const BthTacticalMatrix *matrix = bth_ruleset_get_tactical_matrix (rules);
  g_autoptr(GtkStringList) tactics = gtk_string_list_new (NULL);

  for (int i = 0; i < BTH_TACTIC_COUNT; i++)
    gtk_string_list_append (tactics, matrix->labels[i] != NULL ? matrix->labels[i] : matrix->tactics[i]);
  adw_combo_row_set_model (self->attacker_tactic, G_LIST_MODEL (tactics));
  adw_combo_row_set_model (self->defender_tactic, G_LIST_MODEL (tactics));
}
