/* bth-lga-app-info.c — La Grande Armée's About text, settings and Preferences group
 * (bth-lga-app-info.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-game-app-info.h"
#include "bth-la-grande-armee.h"
#include "bth-lga-app-info.h"
#include "bth-lga-readings.h"
#include "bth-lga-settings.h"

static const BthGameAppInfo app_info = {
  .game_id = BTH_LA_GRANDE_ARMEE_ID,
  .about = N_("SPI/TSR’s La Grande Armée (1987): skirmishes, battles round by round with "
              "the exact odds, morale, attrition, foraging, sieges and weather, with the "
              "readings its rules and chart copies leave open."),
  .legal = N_("La Grande Armée is a board game published by Simulations Publications, Inc. "
              "and TSR, Inc. Berthier is an unofficial aid for its players and is not "
              "affiliated with or endorsed by its publishers."),
  .settings_schema = BTH_LGA_SETTINGS_SCHEMA,
  /* Its only preference: the readings, chosen on its Tables page as well. */
  .preferences_group = bth_lga_readings_group_new,
};

void
bth_lga_register_app_info (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_game_app_info_register (&app_info);
      g_once_init_leave (&once, 1);
    }
}
