/* bth-entry-list.c — a page's list of BthEntryRow in a preferences group.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-entry-list.h"

void
bth_entry_list_init (BthEntryList        *self,
                     BthPage             *page,
                     AdwPreferencesGroup *group,
                     const char          *merge_prefix,
                     gboolean            *updating,
                     void               (*refresh) (BthPage *page))
{
  self->page = page;
  self->group = group;
  self->rows = g_ptr_array_new ();
  self->merge_prefix = merge_prefix;
  self->updating = updating;
  self->refresh = refresh;
}

void
bth_entry_list_clear (BthEntryList *self)
{
  g_clear_pointer (&self->rows, g_ptr_array_unref);
}

static void
renumber (BthEntryList *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    bth_entry_row_set_number (g_ptr_array_index (self->rows, i), i + 1);
}

static void
on_row_changed (BthEntryRow  *row,
                const char   *field,
                BthEntryList *self)
{
  g_autofree char *merge_key = NULL;

  if (*self->updating)
    return;

  /* Typing into one field of one row is one undo step. */
  merge_key = g_strdup_printf ("%s-%p-%s", self->merge_prefix, (gpointer) row, field);
  bth_page_remember (self->page, merge_key);
  self->refresh (self->page);
}

static void
on_row_remove (BthEntryRow  *row,
               BthEntryList *self)
{
  bth_page_remember (self->page, NULL);
  bth_entry_list_remove (self, GTK_WIDGET (row));
  self->refresh (self->page);
}

void
bth_entry_list_append (BthEntryList *self,
                       GtkWidget    *row)
{
  g_return_if_fail (BTH_IS_ENTRY_ROW (row));

  /* The rows live no longer than the page that holds SELF. */
  g_signal_connect (row, "changed", G_CALLBACK (on_row_changed), self);
  g_signal_connect (row, "remove", G_CALLBACK (on_row_remove), self);
  adw_preferences_group_add (self->group, row);
  g_ptr_array_add (self->rows, row);
  renumber (self);
}

void
bth_entry_list_remove (BthEntryList *self,
                       GtkWidget    *row)
{
  if (!g_ptr_array_remove (self->rows, row))
    return;
  g_signal_handlers_disconnect_by_data (row, self);
  adw_preferences_group_remove (self->group, row);
  renumber (self);
}
