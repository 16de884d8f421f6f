/* bth-seam-game.h — the seam test: the smallest game the kernel and the shell can carry.
 *
 * It proves the seam between them and a game: a module ("seam-test") with a three-line
 * ruleset, two event kinds, books on the kernel's engine (bth-seam-books.h), one CLI
 * command (bth-seam-cli.h) and one page (bth-seam-page.h). It is built only for the tests
 * (tests/seam-game/meson.build), never installed; docs/architecture.md walks through it.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define BTH_SEAM_GAME_ID "seam-test"
/* The one scenario: a game from zero points to the ruleset's goal. */
#define BTH_SEAM_SCENARIO_ID "seam"

/* Its event kinds: numbers no other game uses (War and Peace has 0-99). */
enum {
  BTH_SEAM_EVENT_STARTED = 900,   /* "seam-started" {"goal": N}: the set-up */
  BTH_SEAM_EVENT_SCORED  = 901,   /* "seam-scored" {"points": N}: a die's points */
};

/* The ruleset: its id and name, the die's faces and the points that win. */
#define BTH_TYPE_SEAM_RULES (bth_seam_rules_get_type ())
G_DECLARE_FINAL_TYPE (BthSeamRules, bth_seam_rules, BTH, SEAM_RULES, GObject)

/* The built-in ruleset (DIR NULL) or DIR/seam-rules.json; errors name the JSON path. */
BthSeamRules *bth_seam_rules_load     (const char *dir, GError **error);
const char   *bth_seam_rules_get_id   (BthSeamRules *self);
const char   *bth_seam_rules_get_name (BthSeamRules *self);
int           bth_seam_rules_get_die  (BthSeamRules *self);
int           bth_seam_rules_get_goal (BthSeamRules *self);

/* Registers the module and its event kinds (once; later calls do nothing). */
void bth_seam_game_register (void);

G_END_DECLS
