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

/* Delete on the row's header (not in an entry) asks to remove the row. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                BthEntryRow           *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if ((keyval != GDK_KEY_Delete && keyval != GDK_KEY_KP_Delete)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || !ADW_IS_ACTION_ROW (focus) || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self))
      || gtk_widget_get_ancestor (focus, GTK_TYPE_REVEALER) != NULL)
    return GDK_EVENT_PROPAGATE;
  bth_entry_row_emit_remove (self);
  return GDK_EVENT_STOP;
}

static void
bth_entry_row_init (BthEntryRow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
