/* bth-pool-move-group.h — the Force Pools page's "Move" form.
 *
 * Units and leaders between a stack of the Leader Display and a box of the Force Pool
 * Display, or between two boxes: bought units to the map (X.J.2.a), a capture (X.G.3.a),
 * a prisoner exchange (X.G.3.b), the At War boxes (X.G.2.b-c), Napoleon in Exile (X.K.5.a).
 * The rule cited follows from where the counters go (bth_pool_move_rule). Each move is one
 * action of the game's log; a move the books refuse is explained under the form.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-force-pools.h"

G_BEGIN_DECLS

#define BTH_TYPE_POOL_MOVE_GROUP (bth_pool_move_group_get_type ())
G_DECLARE_FINAL_TYPE (BthPoolMoveGroup, bth_pool_move_group, BTH, POOL_MOVE_GROUP, AdwBin)

GtkWidget *bth_pool_move_group_new     (void);
/* Shows GAME's stacks and boxes (after every change of the game), keeping the choices. */
void       bth_pool_move_group_refresh (BthPoolMoveGroup *self,
                                        BthGame          *game);

/* The rule a move from FROM to TO cites (X.G.3.a for a capture …). */
const char *bth_pool_move_rule (const BthPoolPlace *from,
                                const BthPoolPlace *to);

G_END_DECLS
