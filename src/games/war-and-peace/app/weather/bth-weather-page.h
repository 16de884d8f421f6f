/* bth-weather-page.h — the Weather screen.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_TYPE_WEATHER_PAGE (bth_weather_page_get_type ())
G_DECLARE_FINAL_TYPE (BthWeatherPage, bth_weather_page, BTH, WEATHER_PAGE, BthPage)

G_END_DECLS
