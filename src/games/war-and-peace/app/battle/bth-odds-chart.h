/* bth-odds-chart.h — the chance of each combat result, drawn as bars.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-odds.h"

G_BEGIN_DECLS

#define BTH_TYPE_ODDS_CHART (bth_odds_chart_get_type ())
G_DECLARE_FINAL_TYPE (BthOddsChart, bth_odds_chart, BTH, ODDS_CHART, GtkWidget)

GtkWidget *bth_odds_chart_new      (void);
/* ODDS NULL clears the chart. */
void       bth_odds_chart_set_odds (BthOddsChart       *self,
                                    const BthExactOdds *odds);
/* Marks the outcome that happened (NULL: none). */
void       bth_odds_chart_set_rolled (BthOddsChart *self,
                                      const char   *larger,
                                      const char   *smaller);

G_END_DECLS
