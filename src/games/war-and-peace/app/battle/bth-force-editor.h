/* bth-force-editor.h — one side of a battle as the players enter it: leader, supply,
 * demoralization, terrain, entrenchment and the units.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "bth-combat.h"

G_BEGIN_DECLS

#define BTH_TYPE_FORCE_EDITOR (bth_force_editor_get_type ())
G_DECLARE_FINAL_TYPE (BthForceEditor, bth_force_editor, BTH, FORCE_EDITOR, GtkBox)

/* SIDE names the entries ("attacker-leader-value", "attacker-unit-0-sp", …). */
void      bth_force_editor_set_side    (BthForceEditor *self,
                                        BthSide         side);
void      bth_force_editor_set_ruleset (BthForceEditor *self,
                                        BthRuleset     *rules);
/* Shows the entries only some optional rules use. */
void      bth_force_editor_show_optional (BthForceEditor *self,
                                          gboolean        imperial_guard,
                                          gboolean        russian_patriotism);

/* The force in the battle-JSON format of berthier-cli (docs in README). */
JsonNode *bth_force_editor_to_json     (BthForceEditor *self);
void      bth_force_editor_load_json   (BthForceEditor *self,
                                        JsonObject     *force);

void      bth_force_editor_add_unit    (BthForceEditor *self);
/* Puts the keyboard focus in the force's line (bth-force-line.h). */
void      bth_force_editor_focus_line  (BthForceEditor *self);
/* Whether any unit has its strength typed (an untouched form is no mistake to show). */
gboolean  bth_force_editor_has_strength (BthForceEditor *self);
/* What to enter while the leader's value is not entered yet (a battle from the Leader
 * Display, D.3), or NULL. */
char     *bth_force_editor_leader_not_entered (BthForceEditor *self);
/* The line's entry row (its "entry-activated" is Enter in the line). */
GtkWidget *bth_force_editor_get_line   (BthForceEditor *self);
guint     bth_force_editor_get_n_units (BthForceEditor *self);

/* Shows the ruleset's morale of each unit where the players left it empty. */
void      bth_force_editor_show_default_morale (BthForceEditor *self,
                                                BthRuleset     *rules,
                                                const BthBattle *battle);

/* Errors from the core name a field ("units[1]", "leader_color", …); each is shown beside
 * that field. */
void      bth_force_editor_clear_errors (BthForceEditor *self);
void      bth_force_editor_show_error   (BthForceEditor *self,
                                         const char     *field,
                                         const char     *message);

G_END_DECLS
