/* bth-navies-fleets.h — the Navies page's "Fleets" group: the game's fleets (X.F) by
 * location, with a form to add one, move one or edit its counts. Each is one action of
 * the game's log (bth-game-fleets.h), undone by the game's undo.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

typedef struct _BthNaviesFleets BthNaviesFleets;

/* Appends the group and the form to BOX; NATIONS (ids) and NAMES (shown) are copied.
 * PAGE gives the session (and its game) and shows messages. */
BthNaviesFleets *bth_navies_fleets_new  (BthPage *page, GtkBox *box, const char * const *nations,
                                         const char * const *names);
void             bth_navies_fleets_free (BthNaviesFleets *self);

G_END_DECLS
