/* bth-lga-forecast-view.h — the Battle page's "Whole Battle" group: how the whole battle is
 * likely to end from the round entered (bth-lga-forecast.h), beside the one round's chances.
 * The forecast is solved a moment after the typing stops, never on each key, and the group
 * shows it is out of date until then.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-lga-combat.h"

G_BEGIN_DECLS

typedef struct _BthLgaForecastView BthLgaForecastView;

/* The group, placed in BOX after AFTER. */
BthLgaForecastView *bth_lga_forecast_view_new    (GtkBox *box, GtkWidget *after);
/* The battle as entered now (copied), or NULL: nothing to forecast (the group hides). */
void                bth_lga_forecast_view_update (BthLgaForecastView *view, BthLgaRules *rules,
                                                  const BthLgaBattleInput *in, const BthLgaOptions *options);
void                bth_lga_forecast_view_free   (BthLgaForecastView *view);

G_END_DECLS
