/* bth-lga-force-entry.c — a force typed in one line (bth-lga-force-entry.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-form.h"
#include "bth-lga-force-entry.h"

/* The shell's typed line reads the parser's tokens through this. */
static void
read_token (gconstpointer data, BthTypedToken *out)
{
  const BthLgaToken *token = data;

  *out = (BthTypedToken) { token->start, token->end, token->text, token->meaning, token->kind == BTH_LGA_TOKEN_UNKNOWN };
}

BthTypedLine *
bth_lga_force_entry_add (GtkBox *box, const char *name, const char *title, const char *example,
                         GCallback changed, GCallback activated, gpointer data)
{
  BthTypedLine *line = bth_typed_line_new (name, title, example);
  AdwEntryRow *entry = bth_typed_line_get_entry (line);
  g_auto(GStrv) help = bth_lga_force_line_help ();

  /* Translators: the title of the force line's help */
  bth_typed_line_set_help (line, _("Writing a Force in One Line"), "14i 1c 1a m3 Soult xxx4-2-1 xx3-1",
                           (const char * const *) help);
  gtk_box_append (box, GTK_WIDGET (line));
  if (changed != NULL)
    g_signal_connect_swapped (entry, "changed", changed, data);
  if (activated != NULL)
    g_signal_connect_swapped (entry, "entry-activated", activated, data);
  return line;
}

void
bth_lga_force_entry_show (BthTypedLine *entry, const BthLgaForceLine *line)
{
  bth_typed_line_show (entry, line->tokens, read_token);
}

const char *
bth_lga_force_entry_text (BthTypedLine *entry)
{
  return gtk_editable_get_text (GTK_EDITABLE (bth_typed_line_get_entry (entry)));
}

static const char * const state_names[2] = { "attacker_line", "defender_line" };

void
bth_lga_force_entries_save (BthTypedLine * const lines[2], JsonBuilder *builder)
{
  for (int s = 0; s < 2; s++)
    {
      json_builder_set_member_name (builder, state_names[s]);
      json_builder_add_string_value (builder, bth_lga_force_entry_text (lines[s]));
    }
}

void
bth_lga_force_entries_restore (JsonObject *root, void (*set) (gpointer page, int s, const char *text),
                               void (*from_rows) (gpointer page, int s), gpointer page)
{
  for (int s = 0; s < 2; s++)
    {
      const char *text = bth_form_json_string (root, state_names[s]);

      set (page, s, text != NULL ? text : "");
      if (text == NULL)
        from_rows (page, s);
    }
}
