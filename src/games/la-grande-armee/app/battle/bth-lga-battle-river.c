/* bth-lga-battle-river.c — the Battle page's combined terrain [12.43] and River Crossing
 * battles [12.9]: the rows the players fill, the core's input built from them, and the
 * core's River Crossing results shown in the rulebook's words.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-lga-battle-more.h"

void
bth_lga_river_rows_add (BthLgaRiverRows *rows, BthLgaInputs *inputs, AdwPreferencesGroup *group, GCallback changed, gpointer data)
{
  const char *options[] = { _("No River"), _("Defend the River Crossing [12.91]"), _("Defend the Hex [12.91]"), NULL };
  const char *none[] = { _("None"), NULL };

  for (int i = 0; i < BTH_LGA_MORE_TERRAIN; i++)
    {
      g_autofree char *name = g_strdup_printf ("terrain-%d", i + 2);
      rows->terrain[i] = bth_lga_combo_row (inputs, group, name,
                                            i == 0 ? _("Also in the Defender’s Hex [12.43]") : _("And Also [12.43]"),
                                            none, changed, data);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (rows->terrain[i]),
                                   i == 0 ? _("Terrain modifiers are cumulative: a town on rough ground, a forest hexside…")
                                          : NULL);
    }
  rows->river = bth_lga_combo_row (inputs, group, "river", _("River Crossing [12.9]"), options, changed, data);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (rows->river),
                               _("Across a minor river or a bridge, the defender’s option; if he withdraws, fight a Withdrawal Battle, where the river has no effect [12.91]"));
  rows->corps_announced = bth_lga_spin_row (inputs, group, "river-corps-announced", _("Corps the Attacker Announced"),
                                            _("Defend the Hex: his front line in corps or corps-equivalents; 0 if not yet given [12.91, 12.92]"),
                                            0, 99, changed, data);
  rows->corps_allowed = bth_lga_spin_row (inputs, group, "river-corps-allowed", _("Corps the Defender Allows"),
                                          _("Defend the Hex: at least one-third of them in the first round; his own front line is as many [12.91]"),
                                          0, 99, changed, data);
}

void
bth_lga_river_rows_fill (BthLgaRiverRows *rows, GListModel *labels)
{
  for (int i = 0; i < BTH_LGA_MORE_TERRAIN; i++)
    {
      g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
      guint selected = adw_combo_row_get_selected (rows->terrain[i]);

      gtk_string_list_append (model, _("None"));
      for (guint k = 0; k < g_list_model_get_n_items (labels); k++)
        gtk_string_list_append (model, gtk_string_list_get_string (GTK_STRING_LIST (labels), k));
      adw_combo_row_set_model (rows->terrain[i], G_LIST_MODEL (model));
      adw_combo_row_set_selected (rows->terrain[i], selected != GTK_INVALID_LIST_POSITION ? selected : 0);
    }
}

static void
add_terrain (const char **terrain, guint *n, const char *id)
{
  for (guint i = 0; i < *n; i++)
    if (g_str_equal (terrain[i], id))
      return;
  terrain[(*n)++] = id;
}

void
bth_lga_river_rows_build (BthLgaRiverRows *rows, BthLgaBattleInput *in, const char **terrain, const char *first,
                          char * const *ids, guint n_ids)
{
  guint n = 0;

  if (first != NULL)
    add_terrain (terrain, &n, first);
  for (int i = 0; i < BTH_LGA_MORE_TERRAIN; i++)
    {
      guint k = adw_combo_row_get_selected (rows->terrain[i]);
      if (k >= 1 && k - 1 < n_ids)
        add_terrain (terrain, &n, ids[k - 1]);
    }
  terrain[n] = NULL;
  in->terrain = n > 0 ? terrain : NULL;
  in->river = (BthLgaRiverOption) MIN (adw_combo_row_get_selected (rows->river), BTH_LGA_RIVER_DEFEND_HEX);
  in->river_corps_announced = bth_lga_spin (rows->corps_announced);
  in->river_corps_allowed = bth_lga_spin (rows->corps_allowed);
}

void
bth_lga_river_rows_next_round (BthLgaRiverRows *rows, const BthLgaBattle *b)
{
  if (b->defender.holds_hex)
    adw_combo_row_set_selected (rows->river, BTH_LGA_RIVER_DEFEND_HEX);
}

/* The core's "[12.93] text" as the page writes it, "text [12.93]". */
static void
append_ruled (GString *text, const char *ruled)
{
  const char *end = ruled[0] == '[' ? strchr (ruled, ']') : NULL;

  if (text->len > 0)
    g_string_append_c (text, '\n');
  if (end == NULL)
    g_string_append (text, ruled);
  else
    {
      g_string_append (text, end + 1 + (end[1] == ' '));
      g_string_append_c (text, ' ');
      g_string_append_len (text, ruled, end + 1 - ruled);
    }
}

void
bth_lga_river_describe (const BthLgaSideResult *r, GString *text)
{
  if (r->captured_sp > 0)
    {
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, ngettext ("%d SP of its front line are captured [12.93]", "%d SP of its front line are captured [12.93]",
                                              r->captured_sp), r->captured_sp);
    }
  if (r->river != NULL)
    append_ruled (text, r->river);
}
