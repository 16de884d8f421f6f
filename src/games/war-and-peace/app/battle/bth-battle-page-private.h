/* bth-battle-page-private.h — the inside of BthBattlePage, shared by the files of the
 * Battle screen (bth-battle-page*.c). Not for the rest of the app: use bth-battle-page.h.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

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
#include "bth-game.h"

G_BEGIN_DECLS

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
  GtkLabel         *crt_legend;   /* the CRT's key, L/S/0/1/D1-D3, from the ruleset */
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

/* Helpers (bth-battle-page.c). */
const char     *bth_battle_page_side_label        (BthSide side);
BthForceEditor *bth_battle_page_editor_for        (BthBattlePage *self, BthSide side);
BthRuleset     *bth_battle_page_rules_of          (BthBattlePage *self);
/* Parses and sets up the battle as entered; shows the preview or what is wrong. */
void            bth_battle_page_recompute         (BthBattlePage *self);

/* The tactical matrix's secret pick (bth-battle-page-tactics.c). */
gboolean        bth_battle_page_tactics_in_play   (BthBattlePage *self);
gboolean        bth_battle_page_tactics_hidden    (BthBattlePage *self);
void            bth_battle_page_add_tactic        (BthBattlePage *self, BthSide side, JsonNode *force);
void            bth_battle_page_show_tactics      (BthBattlePage *self);
void            bth_battle_page_set_tactics       (BthBattlePage *self, BthRuleset *rules);

/* The preview before the roll (bth-battle-page-preview.c). */
void            bth_battle_page_show_setup_error  (BthBattlePage *self, const GError *error);
void            bth_battle_page_show_preview      (BthBattlePage *self);
void            bth_battle_page_set_preview_visible (BthBattlePage *self, gboolean visible);

/* The roll and its result (bth-battle-page-result.c). */
void            bth_battle_page_clear_result      (BthBattlePage *self);
void            bth_battle_page_show_outcome      (BthBattlePage *self);
char           *bth_battle_page_outcome_text      (BthBattlePage *self);
void            bth_battle_page_roll_action       (GtkWidget *widget, const char *action_name,
                                                   GVariant *parameter);

/* The rounds (bth-battle-page-rounds.c). */
void            bth_battle_page_update_round_status (BthBattlePage *self);
void            bth_battle_page_next_round_action (GtkWidget *widget, const char *action_name,
                                                   GVariant *parameter);
void            bth_battle_page_withdraw_action   (GtkWidget *widget, const char *action_name,
                                                   GVariant *parameter);
void            bth_battle_page_commit_action     (GtkWidget *widget, const char *action_name,
                                                   GVariant *parameter);
void            bth_battle_page_end_phase_action  (GtkWidget *widget, const char *action_name,
                                                   GVariant *parameter);

/* The Leader Display link (bth-battle-page-game.c). */
void            bth_battle_page_update_link       (BthBattlePage *self);
void            bth_battle_page_record_in_game_action (GtkWidget *widget, const char *action_name,
                                                       GVariant *parameter);

G_END_DECLS
