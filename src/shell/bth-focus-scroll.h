/* bth-focus-scroll.h — the focused control is always in view.
 *
 * A page taller than the window scrolls; a control below the fold that takes the keyboard
 * focus (by Tab, by a key that adds a row and focuses it) would be typed into unseen. Once
 * installed on a window, every change of its focus scrolls the scrolled windows around the
 * focused widget (a table's own, then the page's) the least that shows it whole, with a
 * little room for its focus ring; after the next layout as well, for a control just shown.
 * Every page gets it from the shell: no page has to scroll to its own controls.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void bth_focus_scroll_install (GtkWindow *window);

G_END_DECLS
