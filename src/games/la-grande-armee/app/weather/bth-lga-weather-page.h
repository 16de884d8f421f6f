/* bth-lga-weather-page.h — La Grande Armée's Weather screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_LGA_WEATHER_PAGE (bth_lga_weather_page_get_type ())
G_DECLARE_FINAL_TYPE (BthLgaWeatherPage, bth_lga_weather_page, BTH, LGA_WEATHER_PAGE, BthPage)

G_END_DECLS
