/* bth-table-view.h — a printed chart drawn as a grid: header rows above, row headers at
 * the left (they stay in view while the cells scroll sideways), the chart's cells in its
 * own notation, and highlighted cells for a lookup.
 *
 * Rows and columns are counted in the body (the cells), without the headers. A table is
 * built once per chart: bth_table_view_reset(), then header rows, then body rows.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BTH_TYPE_TABLE_VIEW (bth_table_view_get_type ())
G_DECLARE_FINAL_TYPE (BthTableView, bth_table_view, BTH, TABLE_VIEW, GtkWidget)

GtkWidget  *bth_table_view_new             (void);

/* Empties the table; rows will have N_ROW_HEADERS header cells and N_COLUMNS cells.
 * TITLE names the table for assistive technologies. */
void        bth_table_view_reset           (BthTableView       *self,
                                            const char         *title,
                                            guint               n_row_headers,
                                            guint               n_columns);

/* A header row: CORNER (may be NULL) over the row headers, then one label per column.
 * A NULL label continues the label at its left (the header spans both columns). */
void        bth_table_view_add_header_row  (BthTableView       *self,
                                            const char         *corner,
                                            const char * const *labels);

/* A body row: N_ROW_HEADERS headers, then N_COLUMNS cells. A NULL row header continues
 * the one above it (it spans both rows). */
void        bth_table_view_add_row         (BthTableView       *self,
                                            const char * const *headers,
                                            const char * const *cells);

guint       bth_table_view_get_n_rows      (BthTableView       *self);
guint       bth_table_view_get_n_columns   (BthTableView       *self);
const char *bth_table_view_get_cell        (BthTableView       *self,
                                            guint               row,
                                            guint               column);

/* Marks one more cell (and its row and column headers) as the answer of a lookup. */
void        bth_table_view_highlight       (BthTableView       *self,
                                            guint               row,
                                            guint               column);
/* Marks the row header of ROW only: the row is known, no cell of it is the answer. */
void        bth_table_view_highlight_row   (BthTableView       *self,
                                            guint               row);
gboolean    bth_table_view_is_row_highlighted (BthTableView    *self,
                                            guint               row);
void        bth_table_view_clear_highlight (BthTableView       *self);
gboolean    bth_table_view_is_highlighted  (BthTableView       *self,
                                            guint               row,
                                            guint               column);
/* Scrolls so that the first highlighted cell is visible. */
void        bth_table_view_scroll_to_highlight (BthTableView   *self);
/* The highlighted cell (not a header), or NULL. */
GtkWidget  *bth_table_view_get_highlighted_cell (BthTableView  *self);

G_END_DECLS
