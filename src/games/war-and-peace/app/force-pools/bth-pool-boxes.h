/* bth-pool-boxes.h — the Force Pool Display as the players read it across the table.
 *
 * Each major state a group of its boxes (Force Pool, Prisoners, At War, Napoleon in
 * Exile), each minor state's Force Pool in the group of its minor state group (X.G.1.a),
 * the contents in large type: SP by kind, then leaders.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-force-pools.h"

G_BEGIN_DECLS

/* "Force Pool", "Prisoners", "At War", "Napoleon in Exile" (translated). */
const char *bth_pool_box_name    (const char *box_id);
/* "s3: Ferdinand (within one hex of Ulm)". */
char       *bth_pool_stack_label (const BthGameState *state, const BthStackState *stack);
/* "5 I · 2 L · 1 C; KGL 1 I — Leader (0), Schwarzenberg", or "Empty". HOME is the
 * state's own power (named only when others share the box), by GAME's names for powers
 * (bth_game_power_name(); GAME may be NULL: ids). */
char       *bth_pool_box_contents (const BthPoolBox *box, const char *home, BthGame *game);

/* Appends the display's groups to BOX; CARD (may be NULL) gives the minor state groups. */
void        bth_pool_boxes_add_groups (GtkBox                *box,
                                       const BthForcePools   *pools,
                                       const BthCampaignCard *card,
                                       BthGame               *game);

G_END_DECLS
