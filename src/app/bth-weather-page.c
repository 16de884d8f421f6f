/* bth-weather-page.c — the Weather screen (placeholder until it is built).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-weather-page.h"

struct _BthWeatherPage
{
  BthPage parent_instance;
};

G_DEFINE_FINAL_TYPE (BthWeatherPage, bth_weather_page, BTH_TYPE_PAGE)

static void
bth_weather_page_class_init (BthWeatherPageClass *klass)
{
}

static void
bth_weather_page_init (BthWeatherPage *self)
{
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Weather"));
  adw_bin_set_child (ADW_BIN (self), status);
}
