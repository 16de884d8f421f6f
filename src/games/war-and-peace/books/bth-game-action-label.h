/* bth-game-action-label.h — what one action of a game's log was, in a few words, for the
 * undo and redo labels: "Production: France, January 1806", "Alliance roll: Prussia",
 * "City control: Berlin", "Attrition"; the event type's name when nothing says more. */
#pragma once

#include "bth-event.h"
#include "bth-game-state.h"
#include "bth-ruleset.h"

G_BEGIN_DECLS

/* EVENTS (N of them) are one action's events in log order; STATE is the game as it stands
 * at that action (its month names a production phase). Never NULL. */
char *bth_game_action_label (BthRuleset *rules, const BthGameState *state, BthEvent * const *events, guint n);

G_END_DECLS
