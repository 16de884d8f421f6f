/* bth-lga-roll-pages.c — La Grande Armée's Morale, Attrition, Forage, Siege, Weather and
 * Tables pages, in the order the sidebar shows them (after its Skirmish and Battle).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-la-grande-armee.h"
#include "bth-lga-attrition-page.h"
#include "bth-lga-forage-page.h"
#include "bth-lga-morale-page.h"
#include "bth-lga-roll-pages.h"
#include "bth-lga-siege-page.h"
#include "bth-lga-tables-page.h"
#include "bth-lga-weather-page.h"
#include "bth-page-registry.h"

/* The names differ from War and Peace's pages: they name the page-memory files too. */
static const BthPageInfo pages[] = {
  { NULL, "lga-morale", N_("Morale"),       bth_lga_morale_page_get_type, .tool_key = BTH_TOOL_KEY_MORALE },
  { NULL, "lga-attrition", N_("Attrition"), bth_lga_attrition_page_get_type, .tool_key = BTH_TOOL_KEY_ATTRITION },
  { NULL, "lga-forage", N_("Forage"),       bth_lga_forage_page_get_type, .tool_key = BTH_TOOL_KEY_MARCH },
  { NULL, "lga-siege", N_("Siege"),         bth_lga_siege_page_get_type, .tool_key = BTH_TOOL_KEY_SIEGE },
  { NULL, "lga-weather", N_("Weather"),     bth_lga_weather_page_get_type, .tool_key = BTH_TOOL_KEY_WEATHER },
  { NULL, "lga-tables", N_("Tables"),       bth_lga_tables_page_get_type, .tool_key = BTH_TOOL_KEY_TABLES },
};

void
bth_lga_register_roll_pages (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_page_registry_add (BTH_LA_GRANDE_ARMEE_ID, pages, G_N_ELEMENTS (pages));
      g_once_init_leave (&once, 1);
    }
}
