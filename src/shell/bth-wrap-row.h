/* bth-wrap-row.h — an action row whose controls go below its text on a narrow window.
 *
 * An AdwActionRow keeps its suffixes (a button, a menu) beside its title: at 360 px a long
 * title beside a wide button is squeezed into a column of single words, hundreds of pixels
 * tall. A wrapped row lays out as usual while its text has room, and otherwise puts the
 * suffixes on a line of their own under the text, which keeps the row's whole width. Between
 * the two, squeezed, the suffixes keep their natural width (a menu shows its whole value,
 * "b…" told nothing) and the text wraps in the rest.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Narrower than this, or than its natural width when that is less, the row's text sends
 * the suffixes to the line below. */
#define BTH_WRAP_ROW_MIN_TEXT_WIDTH 160

/* Makes ROW put its suffixes below its text when the text would be narrower than
 * BTH_WRAP_ROW_MIN_TEXT_WIDTH beside them. */
void     bth_wrap_row_install    (AdwActionRow *row);
/* Makes every action row the app shows a wrapped row, each when it is first mapped: the
 * window calls it, so the pages of every game have it. */
void     bth_wrap_row_install_everywhere (void);
/* Whether ROW's suffixes are on the line below its text at its present width. */
gboolean bth_wrap_row_is_wrapped (AdwActionRow *row);

G_END_DECLS
