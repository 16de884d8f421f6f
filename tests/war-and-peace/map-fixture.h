/* map-fixture.h — players' overlays for the map tests: a rectangle of recorded terrain
 * over the shipped map, and further overlays on top. The rulebook does not give the
 * board's terrain, so these are boards as a player might record them, built so that the
 * rulebook's examples give the answers the text states. */
#pragma once

#include "bth-map.h"

#include <glib.h>

/* An overlay recording TERRAIN on rows ROW0 … ROW1 (0 = A) and columns COL0 … COL1. */
static inline char *
fixture_rect (int row0, int row1, int col0, int col1, const char *terrain)
{
  GString *s = g_string_new ("{\"format\": \"berthier-map-overlay\", \"format_version\": 1, "
                             "\"map\": \"war-and-peace-4e\", \"hexes\": [");
  gboolean first = TRUE;

  for (int r = row0; r <= row1; r++)
    for (int c = col0; c <= col1; c++)
      {
        g_autofree char *label = bth_hex_to_string ((BthHex) { r, c }, 0);
        g_string_append_printf (s, "%s{\"hex\": \"%s\", \"terrain\": \"%s\"}",
                                first ? "" : ", ", label, terrain);
        first = FALSE;
      }
  g_string_append (s, "]}");
  return g_string_free (s, FALSE);
}

/* An overlay from its members, e.g. "\"hexes\": […], \"cities\": […]". */
static inline char *
fixture_overlay (const char *members)
{
  return g_strdup_printf ("{\"format\": \"berthier-map-overlay\", \"format_version\": 1, "
                          "\"map\": \"war-and-peace-4e\", %s}", members);
}

static inline void
fixture_apply (BthMap *map, const char *overlay)
{
  g_autoptr(GError) error = NULL;

  bth_map_apply_overlay_data (map, overlay, -1, "fixture.json", &error);
  g_assert_no_error (error);
}

static inline BthHex
fixture_hex (const char *label)
{
  BthHex hex;
  g_autoptr(GError) error = NULL;

  bth_hex_parse (label, &hex, NULL, &error);
  g_assert_no_error (error);
  return hex;
}
