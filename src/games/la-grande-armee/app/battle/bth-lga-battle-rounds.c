/* bth-lga-battle-rounds.c — the Battle page between rounds: the battle reinforcements'
 * Initiative rolls [12.71] (typed at the table or rolled, in the dice log with its undo),
 * an Escalating Exchange's bidding settled [12.54], and what the counter-attack of a
 * reinforced defender needs [12.77]. The rules are the core's (bth-lga-combat.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-form.h"
#include "bth-lga-battle-more.h"

static void
on_die_changed (BthLgaRoundsRows *rows)
{
  bth_typed_die_check (&rows->die);
  bth_typed_die_show_error (&rows->die);
}

void
bth_lga_rounds_add (BthLgaRoundsRows *rows, BthPage *page, BthLgaInputs *inputs, GtkWidget *result_box, GtkWidget *after,
                    GtkWidget *column, GtkWidget *before_odds, GtkWidget *counter_after, GCallback changed, gpointer data)
{
  const char *passed[] = { _("Defender Passed"), _("Attacker Passed"), NULL };
  const char *sides[] = { _("Attacker’s"), _("Defender’s"), NULL };

  rows->rolls = g_array_new (FALSE, TRUE, sizeof (BthLgaInitiativeRoll));

  /* The Escalating Exchange [12.54], under the result. */
  rows->exchange_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  gtk_widget_set_name (GTK_WIDGET (rows->exchange_group), "exchange_group");
  adw_preferences_group_set_title (rows->exchange_group, _("Escalating Exchange [12.54]"));
  adw_preferences_group_set_description (rows->exchange_group,
                                         _("Each side in turn bids more SP or passes; enter who passed and the last bid"));
  rows->passed = bth_lga_combo_row (inputs, rows->exchange_group, "exchange-passed", _("Who Passed"), passed, changed, data);
  rows->bid = bth_lga_spin_row (inputs, rows->exchange_group, "exchange-bid", _("The Last Bid, in SP"),
                                _("The other side’s last bid; the attacker’s opening counts as his; 0 until the bidding ends"),
                                0, 999, changed, data);
  gtk_widget_set_visible (GTK_WIDGET (rows->exchange_group), FALSE);
  gtk_box_insert_child_after (GTK_BOX (result_box), GTK_WIDGET (rows->exchange_group), after);

  /* Battle reinforcements [12.71], before the round's odds. */
  rows->reinforce_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  gtk_widget_set_name (GTK_WIDGET (rows->reinforce_group), "reinforce_group");
  adw_preferences_group_set_title (rows->reinforce_group, _("Battle Reinforcements [12.7]"));
  rows->side = bth_lga_combo_row (inputs, rows->reinforce_group, "reinforcement-side", _("Reinforcement"), sides, changed, data);
  rows->rating = bth_lga_spin_row (inputs, rows->reinforce_group, "reinforcement-initiative", _("Its Leader’s Initiative Rating"),
                                   _("From the counter; 0 until entered"), 0, 9, changed, data);
  rows->die.row = ADW_ENTRY_ROW (adw_entry_row_new ());
  gtk_widget_set_name (GTK_WIDGET (rows->die.row), "initiative_die");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->die.row), _("Initiative Die"));
  g_signal_connect_swapped (rows->die.row, "changed", G_CALLBACK (on_die_changed), rows);
  rows->die_button = gtk_button_new_with_mnemonic (_("Roll _Initiative"));
  gtk_widget_set_name (rows->die_button, "initiative_button");
  gtk_widget_set_valign (rows->die_button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (rows->die_button), "lga-battle.initiative");
  gtk_widget_set_tooltip_text (rows->die_button, _("Passes on the Initiative Rating or less (Enter in the die entry, or Alt+I) [12.71]"));
  adw_entry_row_add_suffix (rows->die.row, rows->die_button);
  adw_preferences_group_add (rows->reinforce_group, GTK_WIDGET (rows->die.row));
  rows->second_front = bth_lga_switch_row (inputs, rows->reinforce_group, "second-front-impossible",
                                           _("The Attacker Cannot Form a Second Front Line"),
                                           _("Against a defender’s reinforcement that passed: after this round the defender may counter-attack [12.73, 12.77]"),
                                           changed, data);
  gtk_widget_set_visible (GTK_WIDGET (rows->reinforce_group), FALSE);
  gtk_box_insert_child_after (GTK_BOX (column), GTK_WIDGET (rows->reinforce_group), before_odds);
  bth_page_activate_on_enter (page, GTK_WIDGET (rows->die.row), "lga-battle.initiative");

  /* The counter-attack [12.77], beside Next Round. */
  rows->counter_button = gtk_button_new_with_mnemonic (_("_Counter-Attack"));
  gtk_widget_set_name (rows->counter_button, "counter_attack_button");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (rows->counter_button), "lga-battle.counter-attack");
  gtk_widget_add_css_class (rows->counter_button, "pill");
  gtk_widget_set_halign (rows->counter_button, GTK_ALIGN_CENTER);
  /* under the battle's next step (beside Roll and Next Round it would widen a phone's page) */
  gtk_box_insert_child_after (GTK_BOX (result_box), rows->counter_button, counter_after);
}

void
bth_lga_rounds_clear (BthLgaRoundsRows *rows)
{
  bth_typed_die_clear (&rows->die);
  g_clear_pointer (&rows->rolls, g_array_unref);
}

void
bth_lga_rounds_reset (BthLgaRoundsRows *rows, gboolean new_battle)
{
  g_array_set_size (rows->rolls, 0);
  bth_typed_die_forget (&rows->die);
  /* the second front line was against this round's reinforcements */
  gtk_switch_set_active (rows->second_front, FALSE);
  if (new_battle)
    {
      rows->countered = rows->reversed = FALSE;
      rows->ap_kept[0] = rows->ap_kept[1] = 0;
    }
}

gboolean
bth_lga_rounds_show_exchange (BthLgaRoundsRows *rows, BthLgaRules *rules, const BthLgaBattle *b, gboolean shown,
                              int *losses)
{
  BthLgaExchange ex;
  int bid = bth_lga_spin (rows->bid);
  gboolean settled = FALSE;
  AdwActionRow *row;

  bth_lga_group_clear (rows->exchange_group);
  shown = shown && b != NULL && b->attacker.loss_is_opening_bid;
  gtk_widget_set_visible (GTK_WIDGET (rows->exchange_group), shown);
  if (!shown)
    return FALSE;
  if (bid == 0)
    {
      row = bth_lga_group_add_text (rows->exchange_group, _("Not Yet Settled"),
                                    _("Enter the last bid once a side has passed [12.54]"), NULL);
      gtk_widget_set_name (GTK_WIDGET (row), "exchange-result");
      return FALSE;
    }
  if (!bth_lga_exchange_settle (rules, b, bid, adw_combo_row_get_selected (rows->passed) == 1, &ex))
    {
      row = bth_lga_group_add_text (rows->exchange_group, _("Not a Last Bid"), ex.refusal, NULL);
      gtk_widget_set_name (GTK_WIDGET (row), "exchange-result");
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
    }
  else
    {
      g_autofree char *sub = NULL, *title = NULL, *al = g_strdup_printf (_("%d SP"), ex.attacker_loss);
      g_autofree char *dl = g_strdup_printf (_("%d SP"), ex.defender_loss);

      g_ptr_array_add (ex.lines, NULL);
      sub = g_strjoinv ("\n", (char **) ex.lines->pdata);
      g_ptr_array_remove_index (ex.lines, ex.lines->len - 1);
      title = g_strdup (ex.attacker_won ? _("The Attacker Wins the Exchange") : _("The Defender Wins the Exchange"));
      row = bth_lga_group_add_text (rows->exchange_group, title, sub, NULL);
      gtk_widget_set_name (GTK_WIDGET (row), "exchange-result");
      row = bth_lga_group_add_text (rows->exchange_group, _("Attacker’s Loss in the Exchange"), NULL, al);
      gtk_widget_set_name (GTK_WIDGET (row), "exchange-attacker-loss");
      row = bth_lga_group_add_text (rows->exchange_group, _("Defender’s Loss in the Exchange"), NULL, dl);
      gtk_widget_set_name (GTK_WIDGET (row), "exchange-defender-loss");
      settled = TRUE;
      if (losses != NULL)
        {
          losses[0] = ex.attacker_loss;
          losses[1] = ex.defender_loss;
        }
    }
  bth_lga_exchange_clear (&ex);
  return settled;
}

void
bth_lga_rounds_show_reinforcements (BthLgaRoundsRows *rows, BthLgaRules *rules, int round, gboolean rolled)
{
  bth_lga_group_clear (rows->reinforce_group);
  gtk_widget_set_visible (GTK_WIDGET (rows->reinforce_group), round > 1 && !rolled);
  if (rules != NULL)
    {
      g_autofree char *d = g_strdup_printf (_("Units within %d hexes of the battle, not adjacent to an enemy, not yet in battle this phase: each makes an Initiative roll, the attacker’s first, then the defender’s. Add those that pass to their side above [12.71-12.72]"),
                                            bth_lga_rules_get_tables (rules)->reinforcement_range);
      adw_preferences_group_set_description (rows->reinforce_group, d);
    }
  for (guint i = 0; i < rows->rolls->len; i++)
    {
      const BthLgaInitiativeRoll *r = &g_array_index (rows->rolls, BthLgaInitiativeRoll, i);
      g_autofree char *title = g_strdup_printf (r->side == 0 ? _("The Attacker’s Reinforcement: Die %d") : _("The Defender’s Reinforcement: Die %d"),
                                                r->die);
      g_autofree char *name = g_strdup_printf ("initiative-roll-%u", i);
      AdwActionRow *row;
      g_autofree char *reason = NULL;
      gboolean passed;

      if (rules == NULL)
        break;
      passed = bth_lga_initiative_passed (rules, r->rating, r->die, &reason);
      row = bth_lga_group_add_text (rows->reinforce_group, title, reason, passed ? _("Joins") : _("Does Not Move"));
      gtk_widget_set_name (GTK_WIDGET (row), name);
    }
}

gboolean
bth_lga_rounds_defender_reinforced (BthLgaRoundsRows *rows)
{
  gboolean passed = FALSE;

  for (guint i = 0; i < rows->rolls->len; i++)
    passed |= g_array_index (rows->rolls, BthLgaInitiativeRoll, i).side == 1 && g_array_index (rows->rolls, BthLgaInitiativeRoll, i).passed;
  return passed && gtk_switch_get_active (rows->second_front);
}

GPtrArray *
bth_lga_rounds_roll_initiative (BthLgaRoundsRows *rows, BthLgaRules *rules, BthPage *page, gboolean *updating)
{
  BthLgaInitiativeRoll r = { (int) adw_combo_row_get_selected (rows->side), bth_lga_spin (rows->rating), 0, FALSE };
  g_autofree char *reason = NULL;
  GPtrArray *records;

  if (rules == NULL || r.rating < 1)
    return NULL;
  records = bth_typed_die_roll (&rows->die, page, _("Battle reinforcement’s Initiative roll [12.71]"), _("Initiative"), updating);
  if (records == NULL)
    return NULL;
  r.die = rows->die.die;
  r.passed = bth_lga_initiative_passed (rules, r.rating, r.die, &reason);
  g_array_append_val (rows->rolls, r);
  return records;
}

void
bth_lga_rounds_save (BthLgaRoundsRows *rows, JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "initiative_rolls");
  json_builder_begin_array (builder);
  for (guint i = 0; i < rows->rolls->len; i++)
    {
      const BthLgaInitiativeRoll *r = &g_array_index (rows->rolls, BthLgaInitiativeRoll, i);
      json_builder_begin_array (builder);
      json_builder_add_int_value (builder, r->side);
      json_builder_add_int_value (builder, r->rating);
      json_builder_add_int_value (builder, r->die);
      json_builder_add_int_value (builder, r->passed);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "countered");
  json_builder_add_boolean_value (builder, rows->countered);
  json_builder_set_member_name (builder, "reversed");
  json_builder_add_boolean_value (builder, rows->reversed);
  json_builder_set_member_name (builder, "ap_kept_attacker");
  json_builder_add_int_value (builder, rows->ap_kept[0]);
  json_builder_set_member_name (builder, "ap_kept_defender");
  json_builder_add_int_value (builder, rows->ap_kept[1]);
  json_builder_set_member_name (builder, "initiative_typed_die");
  json_builder_add_string_value (builder, gtk_editable_get_text (GTK_EDITABLE (rows->die.row)));
}

void
bth_lga_rounds_restore (BthLgaRoundsRows *rows, JsonObject *root)
{
  JsonNode *node = json_object_get_member (root, "initiative_rolls");

  g_array_set_size (rows->rolls, 0);
  if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (a) && i < 50; i++)
        {
          JsonNode *e = json_array_get_element (a, i);
          JsonArray *v;
          BthLgaInitiativeRoll r;

          if (!JSON_NODE_HOLDS_ARRAY (e) || json_array_get_length (v = json_node_get_array (e)) != 4)
            continue;
          r.side = CLAMP (json_array_get_int_element (v, 0), 0, 1);
          r.rating = CLAMP (json_array_get_int_element (v, 1), 0, 9);
          r.die = CLAMP (json_array_get_int_element (v, 2), 1, 6);
          r.passed = json_array_get_int_element (v, 3) != 0;
          g_array_append_val (rows->rolls, r);
        }
    }
  rows->countered = bth_form_json_bool (root, "countered", FALSE);
  rows->reversed = bth_form_json_bool (root, "reversed", FALSE);
  rows->ap_kept[0] = CLAMP (bth_form_json_int (root, "ap_kept_attacker", 0), 0, 99);
  rows->ap_kept[1] = CLAMP (bth_form_json_int (root, "ap_kept_defender", 0), 0, 99);
  gtk_editable_set_text (GTK_EDITABLE (rows->die.row), bth_form_json_string (root, "initiative_typed_die"));
  bth_typed_die_check (&rows->die);
}
