/* bth-entry-row.c — a row of entries in a list the players grow and shrink.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-entry-row.h"

G_DEFINE_TYPE (BthEntryRow, bth_entry_row, ADW_TYPE_EXPANDER_ROW)

enum {
  SIGNAL_CHANGED,
  SIGNAL_REMOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
bth_entry_row_set_number (BthEntryRow *self,
                          guint        number)
{
  g_return_if_fail (BTH_IS_ENTRY_ROW (self));

  if (BTH_ENTRY_ROW_GET_CLASS (self)->set_number != NULL)
    BTH_ENTRY_ROW_GET_CLASS (self)->set_number (self, number);
}

void
bth_entry_row_emit_changed (BthEntryRow *self,
                            const char  *field)
{
  g_return_if_fail (BTH_IS_ENTRY_ROW (self));

  g_signal_emit (self, signals[SIGNAL_CHANGED], g_quark_from_string (field), field);
}

void
bth_entry_row_emit_remove (BthEntryRow *self)
{
  g_return_if_fail (BTH_IS_ENTRY_ROW (self));

  g_signal_emit (self, signals[SIGNAL_REMOVE], 0);
}

static void
bth_entry_row_class_init (BthEntryRowClass *klass)
{
  /**
   * BthEntryRow::changed:
   * @field: the entry the players changed ("sp", "cavalry", …)
   *
   * Emitted after the players changed an entry (not when the page puts entries back).
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * BthEntryRow::remove:
   *
   * Emitted when the players ask to remove this row.
   */
  signals[SIGNAL_REMOVE] =
    g_signal_new ("remove", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bth_entry_row_init (BthEntryRow *self)
{
}
