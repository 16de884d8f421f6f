/* bth-battle-page.c — the Battle screen.
 *
 * The entries are turned into the battle JSON that berthier-cli reads, parsed and set up
 * by the core after every change: the page never computes a rule itself. The page's undo
 * state is that JSON plus the round, the roll and the losses chosen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-battle-page.h"
#include "bth-checks.h"
#include "bth-combat-json.h"
#include "bth-chart.h"
#include "bth-force-editor.h"
#include "bth-loss-allocation.h"
#include "bth-loss-checklist.h"
#include "bth-odds-chart.h"
#include "bth-odds.h"
#include "bth-battle-link.h"
#include "bth-game-positions.h"

struct _BthBattlePage
{
  BthPage           parent_instance;

  /* Template widgets */
  AdwComboRow      *battle_type;
  AdwComboRow      *active_side;
  GtkSwitch        *attack_from_river;
  GtkSwitch        *attack_from_sea;
  GtkSwitch        *winter;
  GtkSwitch        *opt_tactical_matrix;
  GtkSwitch        *opt_imperial_guard;
  GtkSwitch        *opt_russian_patriotism;
  GtkSwitch        *opt_demoralized_combat;
  GtkSwitch        *opt_grand_campaign_crt;
  BthForceEditor   *attacker_editor;
  BthForceEditor   *defender_editor;
  GtkWidget        *tactics_group;
  AdwComboRow      *attacker_tactic;
  AdwComboRow      *defender_tactic;
  GtkSwitch        *tactics_revealed;
  GtkWidget        *preview_group;
  GtkLabel         *setup_error;
  GtkWidget        *summary_list;
  AdwActionRow     *larger_row;
  GtkLabel         *odds_value;
  AdwActionRow     *drm_row;
  GtkLabel         *drm_value;
  GtkWidget        *modifiers_group;
  GtkListBox       *modifier_list;
  GtkWidget        *chances_group;
  BthOddsChart     *odds_chart;
  GtkLabel         *expected_losses;
  AdwEntryRow      *typed_dice;
  GtkWidget        *result_group;
  GtkLabel         *roll_summary;
  GtkLabel         *larger_heading;
  GtkLabel         *smaller_heading;
  GtkLabel         *result_larger;
  GtkLabel         *result_smaller;
  GtkLabel         *loss_larger_text;
  GtkLabel         *loss_smaller_text;
  GtkLabel         *loss_larger;
  GtkLabel         *loss_smaller;
  BthTableView     *crt_view;
  const BthChart   *crt_chart;    /* the CRT drawn in crt_view, NULL before */
  BthRuleset       *crt_rules;    /* … from these rules (not a reference) */
  GtkWidget        *losses_group;
  GtkBox           *checklists_box;
  GtkWidget        *rounds_group;
  GtkLabel         *round_status;
  GtkDropDown      *withdraw_side;
  GtkSpinButton    *commit_leader;
  GtkLabel         *round_log;

  BthLossChecklist *checklists[2];

  /* A battle started from the Leader Display: the game and which stacks fight. */
  GtkWidget        *game_link_group;
  AdwActionRow     *game_link_row;
  BthGame          *link_game;
  BthBattleLink    *link;
  gboolean          link_recorded;

  /* What the entries say, parsed; valid only when has_setup. */
  BthBattle         battle;
  BthCombatSetup   *setup;
  gboolean          has_battle;
  /* The roll of this round, when made. */
  BthCombatOutcome  outcome;
  gboolean          rolled;
  int               round;
  GString          *log;
  gboolean          loading;
};

G_DEFINE_FINAL_TYPE (BthBattlePage, bth_battle_page, BTH_TYPE_PAGE)

static const char *
side_label (BthSide side)
{
  return side == BTH_SIDE_ATTACKER ? _("Attacker") : _("Defender");
}

static BthForceEditor *
editor_for (BthBattlePage *self,
            BthSide        side)
{
  return side == BTH_SIDE_ATTACKER ? self->attacker_editor : self->defender_editor;
}

static BthRuleset *
rules_of (BthBattlePage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));

  return session != NULL ? bth_session_get_ruleset (session) : NULL;
}

/* ---- entries → battle JSON ------------------------------------------------------- */

static const char *
tactic_id (BthBattlePage *self,
           AdwComboRow   *row)
{
  BthRuleset *rules = rules_of (self);
  guint selected = adw_combo_row_get_selected (row);

  if (rules == NULL || selected >= BTH_TACTIC_COUNT)
    return NULL;
  return bth_ruleset_get_tactical_matrix (rules)->tactics[selected];
}

static gboolean
tactics_in_play (BthBattlePage *self)
{
  return gtk_switch_get_active (self->opt_tactical_matrix)
         && adw_combo_row_get_selected (self->battle_type) == 0;
}

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
      JsonNode *force = bth_force_editor_to_json (editor_for (self, sides[i]));

      if (tactics_in_play (self))
        {
          const char *tactic = tactic_id (self, sides[i] == BTH_SIDE_ATTACKER
                                                ? self->attacker_tactic : self->defender_tactic);
          if (tactic != NULL)
            json_object_set_string_member (json_node_get_object (force), "tactic", tactic);
        }
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
          bth_force_editor_load_json (editor_for (self, sides[i]), force);
        }
    }
  /* Optional rules are preferences: a loaded battle does not switch them. */
  self->loading = FALSE;
}

/* ---- preview ----------------------------------------------------------------------- */

static void update_link (BthBattlePage *self);

/* The CRT in force, drawn as the Tables screen draws it; drawn again only when the
 * optional Grand Campaign CRT is switched or the rules change. */
static void
show_crt (BthBattlePage *self,
          BthRuleset    *rules)
{
  const BthChart *chart = bth_charts_find (self->battle.options.grand_campaign_crt ? "gc-crt" : "crt",
                                           NULL);

  if (chart == self->crt_chart && rules == self->crt_rules)
    return;
  self->crt_chart = chart;
  self->crt_rules = rules;
  bth_chart_draw (chart, rules, self->crt_view);
}

static void
clear_result (BthBattlePage *self)
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

static void
clear_setup (BthBattlePage *self)
{
  clear_result (self);
  g_clear_pointer (&self->setup, bth_combat_setup_free);
  if (self->has_battle)
    bth_battle_clear (&self->battle);
  self->has_battle = FALSE;
}

static GtkWidget *
modifier_row (const BthModifier *modifier,
              gboolean           note)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *escaped = g_markup_escape_text (modifier->reason, -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), modifier->rule);
  if (!note)
    {
      g_autofree char *value = g_strdup_printf ("%+d", modifier->value);
      GtkWidget *label = gtk_label_new (value);

      gtk_widget_add_css_class (label, "title-3");
      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  else
    gtk_widget_add_css_class (row, "dim-label");
  return row;
}

/* Errors from the core read "$.attacker.units[1]: message"; show each beside its field. */
static void
show_setup_error (BthBattlePage *self,
                  const GError  *error)
{
  const char *message = error->message;
  const char *colon = strstr (message, ": ");
  BthSide sides[] = { BTH_SIDE_ATTACKER, BTH_SIDE_DEFENDER };

  for (guint i = 0; colon != NULL && i < G_N_ELEMENTS (sides); i++)
    {
      g_autofree char *prefix = g_strdup_printf ("$.%s.", bth_side_to_string (sides[i]));

      if (g_str_has_prefix (message, prefix))
        {
          g_autofree char *field = g_strndup (message + strlen (prefix),
                                              colon - message - strlen (prefix));
          bth_force_editor_show_error (editor_for (self, sides[i]), field, colon + 2);
        }
    }
  gtk_label_set_text (self->setup_error, colon != NULL ? colon + 2 : message);
  gtk_widget_set_visible (GTK_WIDGET (self->setup_error), TRUE);
}

static void
show_preview (BthBattlePage *self)
{
  BthRuleset *rules = rules_of (self);
  const BthCombatSetup *setup = self->setup;
  BthSide larger = setup->larger, smaller = 1 - larger;
  const BthForce *larger_force = &self->battle.forces[larger];
  g_autofree char *larger_text = NULL;
  g_autofree char *drm_text = NULL;
  g_autofree char *expected = NULL;
  BthExactOdds odds;
  GtkWidget *child;

  larger_text = g_strdup_printf (_("%s%s%s: %d SP against %d (strength %d against %d)"),
                                 side_label (larger),
                                 larger_force->leader_name != NULL ? " · " : "",
                                 larger_force->leader_name != NULL ? larger_force->leader_name : "",
                                 setup->face_sp[larger], setup->face_sp[smaller],
                                 setup->strength[larger], setup->strength[smaller]);
  adw_action_row_set_subtitle (self->larger_row, larger_text);
  gtk_label_set_text (self->odds_value, setup->odds);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (gtk_widget_get_parent (gtk_widget_get_parent (
                                 gtk_widget_get_parent (GTK_WIDGET (self->odds_value))))),
                               setup->automatic ? _("Automatic result (O.1.d)")
                               : setup->no_roll ? _("No combat this round (tactical matrix NC)") : "");
  drm_text = g_strdup_printf ("%+d", setup->drm);
  gtk_label_set_text (self->drm_value, drm_text);
  if (setup->drm != setup->drm_uncapped)
    {
      g_autofree char *capped = g_strdup_printf (_("%+d before the cap of ±%d (O.2.e)"),
                                                 setup->drm_uncapped,
                                                 bth_ruleset_get_crt (rules)->drm_cap);
      adw_action_row_set_subtitle (self->drm_row, capped);
    }
  else
    adw_action_row_set_subtitle (self->drm_row, _("Added to the roll of two dice"));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->modifier_list))) != NULL)
    gtk_list_box_remove (self->modifier_list, child);
  for (guint i = 0; i < setup->modifiers->len; i++)
    gtk_list_box_append (self->modifier_list,
                         modifier_row (&g_array_index (setup->modifiers, BthModifier, i), FALSE));
  for (guint i = 0; i < setup->notes->len; i++)
    gtk_list_box_append (self->modifier_list,
                         modifier_row (&g_array_index (setup->notes, BthModifier, i), TRUE));
  gtk_widget_set_visible (self->modifiers_group,
                          setup->modifiers->len + setup->notes->len > 0);

  bth_exact_odds (rules, &self->battle, setup, &odds);
  bth_odds_chart_set_odds (self->odds_chart, &odds);
  expected = g_strdup_printf (_("Expected losses: attacker %.2f SP, defender %.2f SP"),
                              odds.expected_loss[BTH_SIDE_ATTACKER],
                              odds.expected_loss[BTH_SIDE_DEFENDER]);
  gtk_label_set_text (self->expected_losses, expected);
  show_crt (self, rules);
  /* Before the roll, the odds row is the part of the chart that applies. */
  bth_chart_highlight (self->crt_chart, rules, self->crt_view, setup->crt_row, BTH_CHART_NO_KEY);
}

static void
set_preview_visible (BthBattlePage *self,
                     gboolean       visible)
{
  gtk_widget_set_visible (self->summary_list, visible);
  gtk_widget_set_visible (self->chances_group, visible);
  if (!visible)
    gtk_widget_set_visible (self->modifiers_group, FALSE);
}

static gboolean
tactics_hidden (BthBattlePage *self)
{
  return tactics_in_play (self) && !gtk_switch_get_active (self->tactics_revealed);
}

/* Parses and sets up the battle as entered; shows the preview or what is wrong. */
static void
recompute (BthBattlePage *self)
{
  BthRuleset *rules = rules_of (self);
  g_autoptr(JsonNode) json = NULL;
  g_autoptr(GError) error = NULL;
  gboolean can_roll;

  if (rules == NULL)
    return;

  clear_setup (self);
  bth_force_editor_clear_errors (self->attacker_editor);
  bth_force_editor_clear_errors (self->defender_editor);
  gtk_widget_set_visible (GTK_WIDGET (self->setup_error), FALSE);

  bth_force_editor_show_optional (self->attacker_editor, gtk_switch_get_active (self->opt_imperial_guard),
                                  gtk_switch_get_active (self->opt_russian_patriotism));
  bth_force_editor_show_optional (self->defender_editor, gtk_switch_get_active (self->opt_imperial_guard),
                                  gtk_switch_get_active (self->opt_russian_patriotism));
  gtk_widget_set_visible (self->tactics_group, tactics_in_play (self));
  gtk_widget_set_visible (GTK_WIDGET (self->attacker_tactic), !tactics_hidden (self));
  gtk_widget_set_visible (GTK_WIDGET (self->defender_tactic), !tactics_hidden (self));

  json = bth_battle_page_get_battle (self);
  if (!bth_battle_from_json (json, &self->battle, &error))
    {
      set_preview_visible (self, FALSE);
      show_setup_error (self, error);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.roll", FALSE);
      return;
    }
  self->has_battle = TRUE;
  self->setup = bth_combat_setup (rules, &self->battle, &error);
  if (self->setup == NULL)
    {
      set_preview_visible (self, FALSE);
      show_setup_error (self, error);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.roll", FALSE);
      return;
    }
  bth_force_editor_show_default_morale (self->attacker_editor, rules, &self->battle);
  bth_force_editor_show_default_morale (self->defender_editor, rules, &self->battle);

  if (tactics_hidden (self))
    {
      /* The tactical-matrix modifier would give the choices away. */
      set_preview_visible (self, FALSE);
      gtk_label_set_text (self->setup_error, _("Both tactics are hidden: show them to see the odds and roll."));
      gtk_widget_set_visible (GTK_WIDGET (self->setup_error), TRUE);
      can_roll = FALSE;
    }
  else
    {
      set_preview_visible (self, TRUE);
      show_preview (self);
      can_roll = TRUE;
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.roll", can_roll);
  update_link (self);
}

/* ---- the roll and its result ---------------------------------------------------------- */

static void
show_outcome (BthBattlePage *self)
{
  BthRuleset *rules = rules_of (self);
  BthSide larger = self->setup->larger, smaller = 1 - larger;
  const BthCombatOutcome *o = &self->outcome;
  g_autofree char *summary = NULL;
  g_autofree char *larger_heading = g_strdup_printf (_("Larger force · %s"), side_label (larger));
  g_autofree char *smaller_heading = g_strdup_printf (_("Smaller force · %s"), side_label (smaller));
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
      title = g_strdup_printf (_("%s loses %d SP"), side_label (s), loss.loss);
      if (loss.loss > 0)
        bth_loss_checklist_set (self->checklists[s], rules, title, &self->battle.forces[s], &loss);
      else
        bth_loss_checklist_clear (self->checklists[s]);
      gtk_widget_set_visible (GTK_WIDGET (self->checklists[s]), loss.loss > 0);
    }
  gtk_widget_set_visible (self->losses_group, o->loss[0] > 0 || o->loss[1] > 0);
  gtk_widget_set_visible (self->rounds_group, TRUE);
  update_link (self);
}

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
static void
update_round_status (BthBattlePage *self)
{
  BthRuleset *rules = rules_of (self);
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

      g_string_append_printf (text, _("%s: morale %d after D%d. "), side_label (s), morale,
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

static char *
outcome_text (BthBattlePage *self)
{
  BthSide larger = self->setup->larger, smaller = 1 - larger;

  return g_strdup_printf (_("L=%s, S=%s; losses %d and %d"),
                          bth_result_to_string (self->outcome.result[larger]),
                          bth_result_to_string (self->outcome.result[smaller]),
                          self->outcome.loss[larger], self->outcome.loss[smaller]);
}

static void
roll_action (GtkWidget  *widget,
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
  clear_result (self);
  if (!bth_combat_resolve (rules_of (self), &self->battle, self->setup,
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
  show_outcome (self);
  update_round_status (self);
  update_link (self);

  modified = g_strdup_printf ("%d", self->outcome.modified_roll);
  result = outcome_text (self);
  for (guint i = 0; i < records->len; i++)
    bth_roll_record_set_outcome (g_ptr_array_index (records, i), i == 0 ? modified : "",
                                 i == 0 ? result : "");

  /* The typed dice are used up; the next roll starts empty. */
  self->loading = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->typed_dice), "");
  self->loading = FALSE;

  bth_page_commit_change (BTH_PAGE (self), NULL);
  bth_session_attach_rolls (session, records);
}

/* ---- rounds ----------------------------------------------------------------------- */

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
static void
next_round_action (GtkWidget  *widget,
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

  line = g_strdup_printf (_("Round %d: %s."), self->round, outcome_text (self));
  append_log (self, line);
  self->round++;
  bth_battle_page_load_battle (self, json);
  recompute (self);
  bth_page_commit_change (BTH_PAGE (self), NULL);
}

static void
withdraw_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (widget);
  BthSide side = gtk_drop_down_get_selected (self->withdraw_side) == 1 ? BTH_SIDE_DEFENDER : BTH_SIDE_ATTACKER;
  int loss;
  g_autofree char *line = NULL;

  if (!self->has_battle)
    return;
  loss = bth_withdrawal_loss (rules_of (self), bth_force_cavalry_sp (&self->battle.forces[side]),
                              bth_force_cavalry_sp (&self->battle.forces[1 - side]));
  line = g_strdup_printf (_("The %s withdraws and loses %d SP to the enemy cavalry (%s)."),
                          side == BTH_SIDE_ATTACKER ? _("attacker") : _("defender"), loss,
                          bth_ruleset_get_prose (rules_of (self))->withdrawal_rule);
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

static void
commit_action (GtkWidget  *widget,
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
  ok = bth_commitment_succeeds (rules_of (self), die, leader, &modified);
  line = g_strdup_printf (ok ? _("Commitment: rolled %d, %d with the leader: the strength points are committed (%s).")
                             : _("Commitment: rolled %d, %d with the leader: not committed (%s)."),
                          die, modified, bth_ruleset_get_prose (rules_of (self))->commitment_rule);
  value = g_strdup_printf ("%d", modified);
  bth_roll_record_set_outcome (g_ptr_array_index (records, 0), value,
                               ok ? _("committed") : _("not committed"));
  append_log (self, line);
  bth_page_commit_change (BTH_PAGE (self), NULL);
  bth_session_attach_rolls (bth_page_get_session (BTH_PAGE (self)), records);
}

static void
end_phase_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (widget);
  BthRuleset *rules = rules_of (self);
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
  recompute (self);
  bth_page_commit_change (BTH_PAGE (self), NULL);
  bth_session_attach_rolls (bth_page_get_session (BTH_PAGE (self)), all);
}

static void
update_link (BthBattlePage *self)
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
static void
record_in_game_action (GtkWidget  *widget,
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
                                          bth_force_editor_get_n_units (editor_for (self, s)));
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
  update_link (self);
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
  g_set_object (&self->link_game, game);
  g_clear_pointer (&self->link, bth_battle_link_free);
  self->link = g_steal_pointer (&link);
  self->link_recorded = FALSE;
  self->round = 1;
  g_string_truncate (self->log, 0);
  gtk_label_set_text (self->round_log, "");
  bth_battle_page_load_battle (self, battle);
  recompute (self);
  bth_page_commit_change (BTH_PAGE (self), NULL);
  update_link (self);
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
  bth_battle_page_load_battle (self, empty);
  self->round = 1;
  g_string_truncate (self->log, 0);
  gtk_label_set_text (self->round_log, "");
  bth_force_editor_add_unit (self->attacker_editor);
  bth_force_editor_add_unit (self->defender_editor);
  recompute (self);
  bth_page_commit_change (BTH_PAGE (self), NULL);
}

/* ---- change tracking, undo ----------------------------------------------------------- */

static void
on_force_changed (BthBattlePage  *self,
                  const char     *field,
                  BthForceEditor *editor)
{
  if (self->loading || bth_page_is_restoring (BTH_PAGE (self)))
    return;
  recompute (self);
  bth_page_commit_change (BTH_PAGE (self), field);
}

static void
on_setting_notify (BthBattlePage *self,
                   GParamSpec    *pspec,
                   GtkWidget     *widget)
{
  if (self->loading || bth_page_is_restoring (BTH_PAGE (self)))
    return;
  recompute (self);
  bth_page_commit_change (BTH_PAGE (self), gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)));
}

static void
on_reveal_notify (BthBattlePage *self,
                  GParamSpec    *pspec,
                  GtkWidget     *widget)
{
  /* Hiding and showing is not an entry to undo. */
  recompute (self);
}

static void
on_typed_dice_changed (BthBattlePage *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->typed_dice), "error");
}

static void
on_checklist_changed (BthBattlePage *self)
{
  update_round_status (self);
  update_link (self);
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
  recompute (self);

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
      bth_combat_outcome_for_roll (rules_of (self), &self->battle, self->setup, roll, &self->outcome);
      if (json_object_has_member (obj, "dice"))
        {
          JsonArray *dice = json_object_get_array_member (obj, "dice");
          self->outcome.dice[0] = json_array_get_int_element (dice, 0);
          self->outcome.dice[1] = json_array_get_int_element (dice, 1);
        }
      self->rolled = TRUE;
      show_outcome (self);
      for (int s = 0; s < 2 && json_array_get_length (losses) == 2; s++)
        {
          JsonArray *side = json_array_get_array_element (losses, s);
          g_autofree int *per_unit = g_new0 (int, MAX (1, self->battle.forces[s].n_units));

          for (guint i = 0; i < json_array_get_length (side) && i < self->battle.forces[s].n_units; i++)
            per_unit[i] = json_array_get_int_element (side, i);
          bth_loss_checklist_set_losses (self->checklists[s], per_unit);
        }
      update_round_status (self);
    }
}

static void
bth_battle_page_session_set (BthPage    *page,
                             BthSession *session)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (page);
  BthRuleset *rules = bth_session_get_ruleset (session);
  GSettings *settings = bth_session_get_settings (session);
  const BthTacticalMatrix *matrix = bth_ruleset_get_tactical_matrix (rules);
  g_autoptr(GtkStringList) tactics = gtk_string_list_new (NULL);
  struct { const char *key; GtkSwitch *widget; } options[] = {
    { "tactical-matrix", self->opt_tactical_matrix },
    { "imperial-guard", self->opt_imperial_guard },
    { "russian-patriotism", self->opt_russian_patriotism },
    { "demoralized-combat", self->opt_demoralized_combat },
    { "grand-campaign-crt", self->opt_grand_campaign_crt },
  };

  self->loading = TRUE;
  for (int i = 0; i < BTH_TACTIC_COUNT; i++)
    gtk_string_list_append (tactics, matrix->labels[i] != NULL ? matrix->labels[i] : matrix->tactics[i]);
  adw_combo_row_set_model (self->attacker_tactic, G_LIST_MODEL (tactics));
  adw_combo_row_set_model (self->defender_tactic, G_LIST_MODEL (tactics));
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
  recompute (self);
}

static void
bth_battle_page_dispose (GObject *object)
{
  BthBattlePage *self = BTH_BATTLE_PAGE (object);

  clear_setup (self);
  g_clear_object (&self->link_game);
  g_clear_pointer (&self->link, bth_battle_link_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), BTH_TYPE_BATTLE_PAGE);

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

  gtk_widget_class_install_action (widget_class, "battle.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "battle.next-round", NULL, next_round_action);
  gtk_widget_class_install_action (widget_class, "battle.withdraw", NULL, withdraw_action);
  gtk_widget_class_install_action (widget_class, "battle.commit", NULL, commit_action);
  gtk_widget_class_install_action (widget_class, "battle.end-phase", NULL, end_phase_action);
  gtk_widget_class_install_action (widget_class, "battle.new", NULL, new_battle_action);
  gtk_widget_class_install_action (widget_class, "battle.record-in-game", NULL, record_in_game_action);
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
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.roll", FALSE);
}
