/* bth-battle-page.c — the Battle screen.
 *
 * The entries are turned into the battle JSON that berthier-cli reads, parsed and set up
 * by the core after every change: the page never computes a rule itself. The page's undo
 * state is that JSON plus the round, the roll and the losses chosen.
 *
 * This file holds the entries, their JSON, the undo state and the widget; the rest is in
 * parts of one purpose each (bth-battle-page-private.h): the tactical matrix's secret pick
 * (-tactics.c), the preview before the roll (-preview.c), the roll and its result
 * (-result.c), the rounds and withdrawal (-rounds.c) and the Leader Display link (-game.c).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-battle-page-private.h"
#include "bth-form.h"
#include "bth-war-and-peace-settings.h"

G_DEFINE_FINAL_TYPE (BthBattlePage, bth_battle_page, BTH_TYPE_PAGE)

const char *
bth_battle_page_side_label (BthSide side)
{
  return side == BTH_SIDE_ATTACKER ? _("Attacker") : _("Defender");
}

BthForceEditor *
bth_battle_page_editor_for (BthBattlePage *self,
                            BthSide        side)
{
  return side == BTH_SIDE_ATTACKER ? self->attacker_editor : self->defender_editor;
}

BthRuleset *
bth_battle_page_rules_of (BthBattlePage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));

  return session != NULL ? bth_session_get_ruleset (session) : NULL;
}

/* ---- entries → battle JSON ------------------------------------------------------- */

JsonNode *
bth_battle_page_get_battle (BthBattlePage *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  BthSide sides[] = { BTH_SIDE_ATTACKER, BTH_SIDE_DEFENDER };
  struct { const char *member; GtkSwitch *widget; } options[] = {
    { "tactical_matrix", self->opt_tactical_matrix },
    { "imperial_guard", self->opt_imperial_guard },
    { "russian_patriotism", self->opt_russian_patriotism },
    { "demoralized_combat", self->opt_demoralized_combat },
    { "grand_campaign_crt", self->opt_grand_campaign_crt },
  };

  g_return_val_if_fail (BTH_IS_BATTLE_PAGE (self), NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, adw_combo_row_get_selected (self->battle_type) == 1
                                          ? "assault" : "field");
  json_builder_set_member_name (builder, "active");
  json_builder_add_string_value (builder, adw_combo_row_get_selected (self->active_side) == 1
                                          ? "defender" : "attacker");
  json_builder_set_member_name (builder, "attack_from_river");
  json_builder_add_boolean_value (builder, gtk_switch_get_active (self->attack_from_river));
  json_builder_set_member_name (builder, "attack_from_sea_crossing");
  json_builder_add_boolean_value (builder, gtk_switch_get_active (self->attack_from_sea));
  json_builder_set_member_name (builder, "winter");
  json_builder_add_boolean_value (builder, gtk_switch_get_active (self->winter));
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      JsonNode *force = bth_force_editor_to_json (bth_battle_page_editor_for (self, sides[i]));

      bth_battle_page_add_tactic (self, sides[i], force);
      json_builder_set_member_name (builder, bth_side_to_string (sides[i]));
      json_builder_add_value (builder, force);
    }
  json_builder_set_member_name (builder, "options");
  json_builder_begin_object (builder);
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      json_builder_set_member_name (builder, options[i].member);
      json_builder_add_boolean_value (builder, gtk_switch_get_active (options[i].widget));
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

void
bth_battle_page_load_battle (BthBattlePage *self,
                             JsonNode      *battle)
{
  JsonObject *root;
  BthSide sides[] = { BTH_SIDE_ATTACKER, BTH_SIDE_DEFENDER };

  g_return_if_fail (BTH_IS_BATTLE_PAGE (self));
  g_return_if_fail (JSON_NODE_HOLDS_OBJECT (battle));

  root = json_node_get_object (battle);
  self->loading = TRUE;
  adw_combo_row_set_selected (self->battle_type,
                              g_strcmp0 (json_object_get_string_member_with_default (root, "type", "field"),
                                         "assault") == 0 ? 1 : 0);
  adw_combo_row_set_selected (self->active_side,
                              g_strcmp0 (json_object_get_string_member_with_default (root, "active", "attacker"),
                                         "defender") == 0 ? 1 : 0);
  gtk_switch_set_active (self->attack_from_river,
                         json_object_get_boolean_member_with_default (root, "attack_from_river", FALSE));
  gtk_switch_set_active (self->attack_from_sea,
                         json_object_get_boolean_member_with_default (root, "attack_from_sea_crossing", FALSE));
  gtk_switch_set_active (self->winter, json_object_get_boolean_member_with_default (root, "winter", FALSE));
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      const char *member = bth_side_to_string (sides[i]);

      if (json_object_has_member (root, member)
          && JSON_NODE_HOLDS_OBJECT (json_object_get_member (root, member)))
        {
          JsonObject *force = json_object_get_object_member (root, member);
          bth_force_editor_load_json (bth_battle_page_editor_for (self, sides[i]), force);
        }
    }
  /* Optional rules are preferences: a loaded battle does not switch them. */
  self->loading = FALSE;
}

/* ---- the setup -------------------------------------------------------------------- */

static void
clear_setup (BthBattlePage *self)
{
  bth_battle_page_clear_result (self);
  g_clear_pointer (&self->setup, bth_combat_setup_free);
  if (self->has_battle)
    bth_battle_clear (&self->battle);
  self->has_battle = FALSE;
}

/* Parses and sets up the battle as entered; shows the preview or what is wrong. */
void
bth_battle_page_recompute (BthBattlePage *self)
{
  BthRuleset *rules = bth_battle_page_rules_of (self);
  g_autoptr(JsonNode) json = NULL;
  g_autoptr(GError) error = NULL;
  gboolean can_roll;

  if (rules == NULL)
    return;

  clear_setup (self);
  /* Changed after the roll: its result is gone from the page, and the stale mark says so
   * with what the Dice Log says the roll gave. */
  bth_page_roll_is_stale (BTH_PAGE (self), TRUE);
  bth_force_editor_clear_errors (self->attacker_editor);
  bth_force_editor_clear_errors (self->defender_editor);
  gtk_widget_set_visible (GTK_WIDGET (self->setup_error), FALSE);

  bth_force_editor_show_optional (self->attacker_editor, gtk_switch_get_active (self->opt_imperial_guard),
                                  gtk_switch_get_active (self->opt_russian_patriotism));
  bth_force_editor_show_optional (self->defender_editor, gtk_switch_get_active (self->opt_imperial_guard),
                                  gtk_switch_get_active (self->opt_russian_patriotism));
  bth_battle_page_show_tactics (self);
  bth_form_tidy_keyboard (GTK_WIDGET (self));

  /* A leader brought from the Leader Display before his value was entered: the odds are
   * unknown until it is (D.3), never worked out with 0. */
  {
    g_autofree char *attacker = bth_force_editor_leader_not_entered (self->attacker_editor);
    g_autofree char *defender = bth_force_editor_leader_not_entered (self->defender_editor);

    if (attacker != NULL || defender != NULL)
      {
        g_autofree char *text = attacker != NULL && defender != NULL ? g_strconcat (attacker, "\n", defender, NULL)
                                                                     : g_strdup (attacker != NULL ? attacker : defender);

        bth_battle_page_set_preview_visible (self, FALSE);
        gtk_label_set_text (self->setup_error, text);
        gtk_widget_set_visible (GTK_WIDGET (self->setup_error), TRUE);
        gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.roll", FALSE);
        return;
      }
  }
  json = bth_battle_page_get_battle (self);
  if (!bth_battle_from_json (json, &self->battle, &error))
    {
      bth_battle_page_set_preview_visible (self, FALSE);
      /* Nothing typed yet: nothing to call wrong. */
      if (bth_force_editor_has_strength (self->attacker_editor)
          || bth_force_editor_has_strength (self->defender_editor))
        bth_battle_page_show_setup_error (self, error);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.roll", FALSE);
      return;
    }
  self->has_battle = TRUE;
  self->setup = bth_combat_setup (rules, &self->battle, &error);
  if (self->setup == NULL)
    {
      bth_battle_page_set_preview_visible (self, FALSE);
      if (bth_force_editor_has_strength (self->attacker_editor)
          || bth_force_editor_has_strength (self->defender_editor))
        bth_battle_page_show_setup_error (self, error);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.roll", FALSE);
      return;
    }
  bth_force_editor_show_default_morale (self->attacker_editor, rules, &self->battle);
  bth_force_editor_show_default_morale (self->defender_editor, rules, &self->battle);

  if (bth_battle_page_tactics_hidden (self))
    {
      /* The tactical-matrix modifier would give the choices away. */
      bth_battle_page_set_preview_visible (self, FALSE);
      gtk_label_set_text (self->setup_error, _("Both tactics are hidden: show them to see the odds and roll."));
      gtk_widget_set_visible (GTK_WIDGET (self->setup_error), TRUE);
      can_roll = FALSE;
    }
  else
    {
      bth_battle_page_set_preview_visible (self, TRUE);
      bth_battle_page_show_preview (self);
      can_roll = TRUE;
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.roll", can_roll);
  bth_battle_page_update_link (self);
}

static void
new_battle_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (widget);
  g_autoptr(JsonNode) empty = json_from_string ("{\"attacker\":{\"units\":[]},\"defender\":{\"units\":[]}}", NULL);

  /* A new battle is the players' own, not the Leader Display's. */
  g_clear_object (&self->link_game);
  g_clear_pointer (&self->link, bth_battle_link_free);
  bth_page_forget_roll (BTH_PAGE (self));
  bth_battle_page_load_battle (self, empty);
  self->round = 1;
  g_string_truncate (self->log, 0);
  gtk_label_set_text (self->round_log, "");
  bth_force_editor_add_unit (self->attacker_editor);
  bth_force_editor_add_unit (self->defender_editor);
  bth_battle_page_recompute (self);
  bth_page_commit_change (BTH_PAGE (self), NULL);
  /* The quickest way in: the attacker's force in one line. */
  bth_force_editor_focus_line (self->attacker_editor);
}

/* Enter in the attacker's line goes on to the defender's, and from there to the dice. */
static void
on_attacker_line_activated (BthBattlePage *self)
{
  bth_force_editor_focus_line (self->defender_editor);
}

static void
on_defender_line_activated (BthBattlePage *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->typed_dice));
}

/* Alt+D: the attacker defends and the defender attacks, each with its own force, leader
 * and hex; one undo step. */
static void
swap_sides_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (widget);
  g_autoptr(JsonNode) attacker = bth_force_editor_to_json (self->attacker_editor);
  g_autoptr(JsonNode) defender = bth_force_editor_to_json (self->defender_editor);

  self->loading = TRUE;
  bth_force_editor_load_json (self->attacker_editor, json_node_get_object (defender));
  bth_force_editor_load_json (self->defender_editor, json_node_get_object (attacker));
  self->loading = FALSE;
  bth_battle_page_recompute (self);
  bth_page_commit_change (BTH_PAGE (self), NULL);
}

/* Alt+V: the attacker attacks across a river (TEC note 6), or no longer does. */
static gboolean
toggle_river (GtkWidget *widget,
              GVariant  *args,
              gpointer   user_data)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (widget);

  gtk_switch_set_active (self->attack_from_river, !gtk_switch_get_active (self->attack_from_river));
  return TRUE;
}

/* ---- change tracking, undo ----------------------------------------------------------- */

static void
on_force_changed (BthBattlePage  *self,
                  const char     *field,
                  BthForceEditor *editor)
{
  if (self->loading || bth_page_is_restoring (BTH_PAGE (self)))
    return;
  bth_battle_page_recompute (self);
  bth_page_commit_change (BTH_PAGE (self), field);
}

static void
on_setting_notify (BthBattlePage *self,
                   GParamSpec    *pspec,
                   GtkWidget     *widget)
{
  if (self->loading || bth_page_is_restoring (BTH_PAGE (self)))
    return;
  bth_battle_page_recompute (self);
  bth_page_commit_change (BTH_PAGE (self), gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)));
}

static void
on_reveal_notify (BthBattlePage *self,
                  GParamSpec    *pspec,
                  GtkWidget     *widget)
{
  /* Hiding and showing is not an entry to undo. */
  bth_battle_page_recompute (self);
}

static void
on_typed_dice_changed (BthBattlePage *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->typed_dice), "error");
}

static void
on_checklist_changed (BthBattlePage *self)
{
  bth_battle_page_update_round_status (self);
  bth_battle_page_update_link (self);
  bth_page_commit_change (BTH_PAGE (self), "losses");
}

static char *
bth_battle_page_save_state (BthPage *page)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (page);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "battle");
  json_builder_add_value (builder, bth_battle_page_get_battle (self));
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, self->round);
  json_builder_set_member_name (builder, "log");
  json_builder_add_string_value (builder, self->log->str);
  if (self->rolled && self->outcome.rolled)
    {
      json_builder_set_member_name (builder, "dice");
      json_builder_begin_array (builder);
      json_builder_add_int_value (builder, self->outcome.dice[0]);
      json_builder_add_int_value (builder, self->outcome.dice[1]);
      json_builder_end_array (builder);
    }
  if (self->rolled)
    {
      json_builder_set_member_name (builder, "losses");
      json_builder_begin_array (builder);
      for (int s = 0; s < 2; s++)
        {
          const int *per_unit = bth_loss_checklist_get_losses (self->checklists[s]);

          json_builder_begin_array (builder);
          for (guint i = 0; per_unit != NULL && i < self->battle.forces[s].n_units; i++)
            json_builder_add_int_value (builder, per_unit[i]);
          json_builder_end_array (builder);
        }
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

static void
bth_battle_page_restore_state (BthPage    *page,
                               const char *state)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (page);
  g_autoptr(JsonNode) root = json_from_string (state, NULL);
  JsonObject *obj;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return;
  obj = json_node_get_object (root);
  bth_battle_page_load_battle (self, json_object_get_member (obj, "battle"));
  self->round = json_object_get_int_member_with_default (obj, "round", 1);
  g_string_assign (self->log, json_object_get_string_member_with_default (obj, "log", ""));
  gtk_label_set_text (self->round_log, self->log->str);
  bth_battle_page_recompute (self);

  /* A roll taken back to the state after it: show the same dice again, never re-roll. */
  if (self->setup != NULL && json_object_has_member (obj, "losses"))
    {
      JsonArray *losses = json_object_get_array_member (obj, "losses");
      int roll = 0;

      if (json_object_has_member (obj, "dice"))
        {
          JsonArray *dice = json_object_get_array_member (obj, "dice");
          roll = json_array_get_int_element (dice, 0) + json_array_get_int_element (dice, 1);
        }
      bth_combat_outcome_for_roll (bth_battle_page_rules_of (self), &self->battle, self->setup, roll, &self->outcome);
      if (json_object_has_member (obj, "dice"))
        {
          JsonArray *dice = json_object_get_array_member (obj, "dice");
          self->outcome.dice[0] = json_array_get_int_element (dice, 0);
          self->outcome.dice[1] = json_array_get_int_element (dice, 1);
        }
      self->rolled = TRUE;
      bth_battle_page_show_outcome (self);
      for (int s = 0; s < 2 && json_array_get_length (losses) == 2; s++)
        {
          JsonArray *side = json_array_get_array_element (losses, s);
          g_autofree int *per_unit = g_new0 (int, MAX (1, self->battle.forces[s].n_units));

          for (guint i = 0; i < json_array_get_length (side) && i < self->battle.forces[s].n_units; i++)
            per_unit[i] = json_array_get_int_element (side, i);
          bth_loss_checklist_set_losses (self->checklists[s], per_unit);
        }
      bth_battle_page_update_round_status (self);
    }
}

static void
bth_battle_page_session_set (BthPage    *page,
                             BthSession *session)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (page);
  BthRuleset *rules = bth_session_get_ruleset (session);
  /* The optional rules are the game's settings (its Preferences group shows them too). */
  GSettings *settings = bth_war_and_peace_settings ();
  struct { const char *key; GtkSwitch *widget; } options[] = {
    { "tactical-matrix", self->opt_tactical_matrix },
    { "imperial-guard", self->opt_imperial_guard },
    { "russian-patriotism", self->opt_russian_patriotism },
    { "demoralized-combat", self->opt_demoralized_combat },
    { "grand-campaign-crt", self->opt_grand_campaign_crt },
  };

  self->loading = TRUE;
  bth_battle_page_set_tactics (self, rules);
  bth_force_editor_set_ruleset (self->attacker_editor, rules);
  bth_force_editor_set_ruleset (self->defender_editor, rules);
  if (settings != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (options); i++)
      g_settings_bind (settings, options[i].key, options[i].widget, "active", G_SETTINGS_BIND_DEFAULT);
  /* A first empty unit on each side to type into; filling the page is not an undo step. */
  if (bth_force_editor_get_n_units (self->attacker_editor) == 0)
    bth_force_editor_add_unit (self->attacker_editor);
  if (bth_force_editor_get_n_units (self->defender_editor) == 0)
    bth_force_editor_add_unit (self->defender_editor);
  self->loading = FALSE;
  bth_battle_page_recompute (self);
}

static void
bth_battle_page_dispose (GObject *object)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (object);

  clear_setup (self);
  g_clear_object (&self->link_game);
  g_clear_pointer (&self->link, bth_battle_link_free);
  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_BATTLE_PAGE);

  G_OBJECT_CLASS (bth_battle_page_parent_class)->dispose (object);
}

static void
bth_battle_page_finalize (GObject *object)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (object);

  g_string_free (self->log, TRUE);

  G_OBJECT_CLASS (bth_battle_page_parent_class)->finalize (object);
}

static void
bth_battle_page_class_init (BthBattlePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = bth_battle_page_dispose;
  object_class->finalize = bth_battle_page_finalize;
  page_class->session_set = bth_battle_page_session_set;
  page_class->save_state = bth_battle_page_save_state;
  page_class->restore_state = bth_battle_page_restore_state;

  g_type_ensure (BTH_TYPE_FORCE_EDITOR);
  g_type_ensure (BTH_TYPE_ODDS_CHART);
  g_type_ensure (BTH_TYPE_TABLE_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-battle-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, BthBattlePage, name)
  BIND (battle_type);
  BIND (active_side);
  BIND (attack_from_river);
  BIND (attack_from_sea);
  BIND (winter);
  BIND (opt_tactical_matrix);
  BIND (opt_imperial_guard);
  BIND (opt_russian_patriotism);
  BIND (opt_demoralized_combat);
  BIND (opt_grand_campaign_crt);
  BIND (attacker_editor);
  BIND (defender_editor);
  BIND (tactics_group);
  BIND (attacker_tactic);
  BIND (defender_tactic);
  BIND (tactics_revealed);
  BIND (preview_group);
  BIND (setup_error);
  BIND (summary_list);
  BIND (larger_row);
  BIND (odds_value);
  BIND (drm_row);
  BIND (drm_value);
  BIND (modifiers_group);
  BIND (modifier_list);
  BIND (chances_group);
  BIND (odds_chart);
  BIND (expected_losses);
  BIND (typed_dice);
  BIND (result_group);
  BIND (roll_summary);
  BIND (larger_heading);
  BIND (smaller_heading);
  BIND (result_larger);
  BIND (result_smaller);
  BIND (loss_larger_text);
  BIND (loss_smaller_text);
  BIND (loss_larger);
  BIND (loss_smaller);
  BIND (crt_view);
  BIND (crt_legend);
  BIND (losses_group);
  BIND (checklists_box);
  BIND (rounds_group);
  BIND (round_status);
  BIND (withdraw_side);
  BIND (commit_leader);
  BIND (round_log);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, on_force_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_setting_notify);
  gtk_widget_class_bind_template_callback (widget_class, on_reveal_notify);
  gtk_widget_class_bind_template_callback (widget_class, on_typed_dice_changed);

  gtk_widget_class_install_action (widget_class, "battle.roll", NULL, bth_battle_page_roll_action);
  gtk_widget_class_install_action (widget_class, "battle.next-round", NULL, bth_battle_page_next_round_action);
  gtk_widget_class_install_action (widget_class, "battle.withdraw", NULL, bth_battle_page_withdraw_action);
  gtk_widget_class_install_action (widget_class, "battle.commit", NULL, bth_battle_page_commit_action);
  gtk_widget_class_install_action (widget_class, "battle.end-phase", NULL, bth_battle_page_end_phase_action);
  gtk_widget_class_install_action (widget_class, "battle.new", NULL, new_battle_action);
  /* Alt+N is New Battle whatever else is on the page; Next Round has its own letter. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_ALT_MASK, "battle.new", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_v, GDK_ALT_MASK, toggle_river, NULL);
  gtk_widget_class_install_action (widget_class, "battle.swap", NULL, swap_sides_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_ALT_MASK, "battle.swap", NULL);
  gtk_widget_class_install_action (widget_class, "battle.record-in-game", NULL, bth_battle_page_record_in_game_action);
  gtk_widget_class_bind_template_child (widget_class, BthBattlePage, game_link_group);
  gtk_widget_class_bind_template_child (widget_class, BthBattlePage, game_link_row);
}

static void
bth_battle_page_init (BthBattlePage *self)
{
  self->log = g_string_new (NULL);
  self->round = 1;
  gtk_widget_init_template (GTK_WIDGET (self));

  bth_force_editor_set_side (self->attacker_editor, BTH_SIDE_ATTACKER);
  bth_force_editor_set_side (self->defender_editor, BTH_SIDE_DEFENDER);
  for (int s = 0; s < 2; s++)
    {
      self->checklists[s] = BTH_LOSS_CHECKLIST (bth_loss_checklist_new (s == BTH_SIDE_ATTACKER
                                                                        ? "attacker-losses"
                                                                        : "defender-losses"));
      g_signal_connect_swapped (self->checklists[s], "changed", G_CALLBACK (on_checklist_changed), self);
      gtk_box_append (self->checklists_box, GTK_WIDGET (self->checklists[s]));
    }
  bth_page_activate_on_enter (BTH_PAGE (self), GTK_WIDGET (self->typed_dice), "battle.roll");
  g_signal_connect_swapped (bth_force_editor_get_line (self->attacker_editor), "entry-activated",
                            G_CALLBACK (on_attacker_line_activated), self);
  g_signal_connect_swapped (bth_force_editor_get_line (self->defender_editor), "entry-activated",
                            G_CALLBACK (on_defender_line_activated), self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.roll", FALSE);
  /* Opening Battle, the players type the attacker's force at once (issue 15). */
  bth_page_set_first_input (BTH_PAGE (self), bth_force_editor_get_line (self->attacker_editor));
  /* The battle is what a roll depends on; the rounds, their log, the dice and the losses
   * chosen come of it. */
  {
    static const char * const roll_members[] = { "round", "log", "dice", "losses", NULL };

    bth_page_set_roll_members (BTH_PAGE (self), roll_members);
  }
  bth_page_place_stale_mark (BTH_PAGE (self), self->result_group);
}
