/* bth-campaign-option-ids.h — the Grand Campaign's optional rules and named readings by id
 * (bth-campaign-options.h says what they do and where a game keeps them).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define BTH_OPTION_LLOYDS              "lloyds"
#define BTH_OPTION_NAVAL_PRIZES        "naval_prizes"
#define BTH_OPTION_NAVAL_BATTLE_DAMAGE "naval_battle_damage"
/* Reading: each neutral state traced as a side of its own in supply (docs/readings.md). */
#define BTH_OPTION_NEUTRAL_POWERS_APART "neutral_powers_apart"

/* Every id a game may hold, NULL-terminated. */
const char * const *bth_campaign_option_ids   (void);
gboolean            bth_campaign_option_known (const char *id);
/* The rule an option is or reads ("X.K.8", "X.J.5.c" …). */
const char         *bth_campaign_option_rule  (const char *id);

/* Strict: an array of known ids, each once. */
char **bth_campaign_options_from_json (JsonNode *node, const char *path, GError **error);

G_END_DECLS
