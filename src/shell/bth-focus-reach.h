/* bth-focus-reach.h — the focused control is always in view.
 *
 * A page taller than the window scrolls; a control below the fold that takes the keyboard
 * focus (by Tab, by a key that adds a row and focuses it) would be typed into unseen. Once
 * installed on a window, every change of its focus scrolls the scrolled windows around the
 * focused widget (a table's own, then the page's) the least that shows it whole, with a
 * little room for its focus ring; after the next layout as well, for a control just shown.
 * And Tab stops only at inputs: a key that moves the focus onto a list row that only shows
 * something (a banner, a total, "Unknown — enter …") moves it on, the same way.
 * Every page gets it from the shell: no page has to see to its own controls.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void     bth_focus_reach_install      (GtkWindow *window);
/* A page scrolled to a result it shows (bth_page_reveal): the focus, moved just before,
 * is not scrolled back to at the next frames. */
void     bth_focus_reach_yield        (GtkWidget *widget);
/* Readies a page just built: its layout-only flow box cells, which a page may have made
 * unfocusable, focusable again, since GTK 4.8 would trap Tab on them (the shell passes them
 * by). */
void     bth_focus_reach_adopt        (GtkWidget *page);
/* Whether WIDGET is a list row that only shows something, or a flow box's cell that only
 * places its content: no Tab stop. */
gboolean bth_focus_reach_is_read_only (GtkWidget *widget);
/* LIST's rows are records to read (the Dice Log's rolls): the list is one Tab stop, its
 * arrows go from record to record. */
void     bth_focus_reach_set_records  (GtkListBox *list);
gboolean bth_focus_reach_is_records   (GtkWidget  *list);

G_END_DECLS
