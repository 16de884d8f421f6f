/* bth-map-view-summary.c — what the map shows, in words: the view’s accessible
 * description.
 *
 * Part of BthMapView (bth-map-view.c); the view's internals are in bth-map-view-private.h.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-map-view-private.h"

static const char *
supply_words (BthSupplyStatus status)
{
  switch (status)
    {
    case BTH_SUPPLY_SUPPLIED:
      return _("supplied");
    case BTH_SUPPLY_UNSUPPLIED:
      return _("unsupplied");
    case BTH_SUPPLY_UNKNOWN:
    default:
      return _("supply unknown");
    }
}

void
bth_map_view_update_summary (BthMapView *self)
{
  GString *text = g_string_new (NULL);
  char first_row[3], last_row[3];
  int recorded = 0, total = 0;
  guint n_cities = 0;

  if (self->map == NULL || !self->has_area)
    g_string_append (text, _("No map area: nothing is located yet."));
  else
    {
      bth_hex_row_name (self->row0, first_row);
      bth_hex_row_name (self->row1, last_row);
      for (int row = self->row0; row <= self->row1; row++)
        for (int column = self->col0; column <= self->col1; column++)
          {
            total++;
            recorded += bth_map_hex_is_recorded (self->map, (BthHex) { row, column });
          }
      /* Translators: rows are letters, columns numbers: "rows W to EE, columns 13 to 26" */
      g_string_append_printf (text, _("Area in play: rows %s to %s, columns %d to %d."),
                              first_row, last_row, self->col0, self->col1);
      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("Terrain recorded in %d of %d hexes; the others are hatched as unrecorded."),
                              recorded, total);
      g_string_append_printf (text, "\n%s", _("Cities:"));
      for (guint i = 0; i < bth_map_get_n_cities (self->map); i++)
        {
          const BthMapCity *city = bth_map_get_city (self->map, i);
          g_autofree char *label = NULL;

          if (!city->has_hex || !bth_map_view_in_area (self, city->hex))
            continue;
          label = bth_map_hex_label (self->map, city->hex);
          g_string_append_printf (text, "%s %s %s", n_cities++ > 0 ? ";" : "", city->name, label);
          if (city->capital)
            g_string_append_printf (text, " (%s)", _("capital"));
        }
      if (n_cities == 0)
        g_string_append_printf (text, " %s", _("none located"));
      g_string_append_c (text, '.');
    }
  g_string_append_printf (text, "\n%s", _("Forces on the map:"));
  if (self->forces == NULL || self->forces->len == 0)
    g_string_append_printf (text, " %s.", _("none"));
  for (guint i = 0; self->forces != NULL && i < self->forces->len; i++)
    {
      const BthMapForce *force = g_ptr_array_index (self->forces, i);
      g_autofree char *label = self->map != NULL ? bth_map_hex_label (self->map, force->hex)
                                                 : bth_hex_to_string (force->hex, 0);
      const BthMapCity *city = self->map != NULL ? bth_map_city_at (self->map, force->hex) : NULL;

      g_string_append_c (text, '\n');
      /* Translators: stack id, its leaders, strength points, hex */
      g_string_append_printf (text, _("%s %s, %d SP at %s"), force->id, force->title, force->sp, label);
      if (city != NULL)
        g_string_append_printf (text, " (%s)", city->name);
      g_string_append_printf (text, ", %s.", supply_words (force->supply));
    }

  g_free (self->summary);
  self->summary = g_string_free (text, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->summary, -1);
}

const char *
bth_map_view_get_summary (BthMapView *self)
{
  g_return_val_if_fail (BTH_IS_MAP_VIEW (self), NULL);
  return self->summary;
}
