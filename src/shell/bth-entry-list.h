/* bth-entry-list.h — a page's list of BthEntryRow in a preferences group.
 *
 * Rows are numbered in order; typing into one entry of one row is one undo step of the
 * page; removing a row is one step. After either, the page's REFRESH runs. A page embeds
 * one BthEntryList per list and keeps its own meaning of the rows.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-entry-row.h"
#include "bth-page.h"

G_BEGIN_DECLS

typedef struct {
  BthPage             *page;
  AdwPreferencesGroup *group;
  GPtrArray           *rows;          /* BthEntryRow, owned by GROUP */
  const char          *merge_prefix;  /* "hex": undo merges "hex-ROW-FIELD" */
  gboolean            *updating;      /* the page's "putting entries back" flag */
  void               (*refresh) (BthPage *page);
} BthEntryList;

void bth_entry_list_init   (BthEntryList        *self,
                            BthPage             *page,
                            AdwPreferencesGroup *group,
                            const char          *merge_prefix,
                            gboolean            *updating,
                            void               (*refresh) (BthPage *page));
void bth_entry_list_clear  (BthEntryList        *self);

/* Adds ROW (a new BthEntryRow) at the end, numbered; no undo step of its own. */
void bth_entry_list_append (BthEntryList        *self,
                            GtkWidget           *row);
/* Removes ROW if it is in the list, and numbers the rest again. */
void bth_entry_list_remove (BthEntryList        *self,
                            GtkWidget           *row);

G_END_DECLS
