/* bth-naval-checks-dialog.h — the Naval Checks window, opened from the Navies page.
 *
 * A window of its own (header bar, toasts, Escape closes) around BthNavalChecksPage, so the
 * Navies page keeps its combat calculator as it is and the checks fit a 360 px phone.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

/* Shows the window (named "naval-checks-window") over PAGE's window with PAGE's session,
 * and returns it (borrowed). */
GtkWidget *bth_naval_checks_dialog_present (BthPage *page);

/* A group with one row, "navies-checks", that opens the window for PAGE. */
GtkWidget *bth_naval_checks_link_new       (BthPage *page);

G_END_DECLS
