/* bth-flow-line.h — a horizontal box whose children flow onto more lines when the window
 * is too narrow for them on one.
 *
 * A row of controls (a unit's strength, kind, colour, symbol, morale) fits a wide window on
 * one line; at 360 px a box would squeeze its menus to "b…". A flow line keeps the box's
 * own layout while its children have their natural widths, and otherwise puts them at
 * their natural widths, left to right, starting a new line where the next does not fit.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Makes the horizontal GtkBox BOX a flow line. */
void bth_flow_line_install (GtkWidget *box);
/* How many lines BOX's children take at its present width (1 when not a flow line). */
int  bth_flow_line_count   (GtkWidget *box);

G_END_DECLS
