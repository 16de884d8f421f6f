/* bth-test-campaign.h — what the Grand Campaign's core tests set up alike: the game of
 * 1805 with a fixed clock, fleets added in one line, a stack found by place and power.
 *
 * Environment: BERTHIER_SOURCE_ROOT (for the shipped Campaign Game Card).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-game.h"
#include "bth-game-fleets.h"

G_BEGIN_DECLS

/* The Grand Campaign of 1805 in SEQUENCE (NULL: the scenario's own; "campaign": the
 * campaign turn, whose first phase is the Naval Phase, X.E), its log stamped by a fixed
 * clock. With FORCE_POOLS, the Force Pool Display is set up from the shipped card when the
 * start has not done it. */
BthGame             *bth_test_grand_campaign (BthRuleset *rules,
                                              const char *sequence,
                                              gboolean    force_pools);

/* Adds a fleet of NATION at NAME (a port, a coastal hex or a sea zone as PLACE says) and
 * returns its id (free it). */
char                *bth_test_add_fleet      (BthGame      *game,
                                              const char   *nation,
                                              int           squadrons,
                                              int           transports,
                                              int           damaged,
                                              gboolean      nelson,
                                              BthNavalPlace place,
                                              const char   *name);

/* The first stack at LOCATION holding units of POWER, or NULL. */
const BthStackState *bth_test_stack_at       (BthGame    *game,
                                              const char *location,
                                              const char *power);

/* The game's state as text, for comparing before and after. */
char                *bth_test_dump           (BthGame *game);

G_END_DECLS
