/* bth-entry-row.h — a row of entries in a list the players grow and shrink: a hex on the
 * Attrition screen, a component group on the Forced March screen.
 *
 * The row only edits and shows. It says when the players changed one of its entries
 * (::changed, with the entry's name) or asked to remove it (::remove); the page's
 * BthEntryList decides what that means for undo and the results. Delete on the row's
 * header asks to remove it, as its remove button does.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BTH_TYPE_ENTRY_ROW (bth_entry_row_get_type ())
G_DECLARE_DERIVABLE_TYPE (BthEntryRow, bth_entry_row, BTH, ENTRY_ROW, AdwExpanderRow)

struct _BthEntryRowClass
{
  AdwExpanderRowClass parent_class;

  /* NUMBER (from 1) is the row's place in its list, for its title and widget name. */
  void (*set_number) (BthEntryRow *self, guint number);
};

void bth_entry_row_set_number   (BthEntryRow *self,
                                 guint        number);
/* For subclasses: the players changed FIELD / asked to remove the row. */
void bth_entry_row_emit_changed (BthEntryRow *self,
                                 const char  *field);
void bth_entry_row_emit_remove  (BthEntryRow *self);

G_END_DECLS
