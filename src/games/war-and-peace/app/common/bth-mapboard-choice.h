/* bth-mapboard-choice.h — the mapboard combo rows of War and Peace's pages (Attrition,
 * Forced March, Weather): "Not given" first, then mapboards 1 to 4 in order.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The mapboard the row's INDEX chooses (0: not given). */
int    bth_mapboard_choice_from_index (guint index);
/* The row's index for MAPBOARD (0 or out of range: "Not given"). */
guint  bth_mapboard_choice_to_index   (int   mapboard);

G_END_DECLS
