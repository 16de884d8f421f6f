/* bth-calendar.h — months, the calendar every game's turn track counts in.
 *
 * The kernel keeps no sequence of play: War and Peace walks months of segments and phases,
 * La Grande Armée weeks of a month with interphases, Napoleon against Europe years of
 * activation rounds, each on its own track (docs/architecture.md, "Sequences of play").
 * What they share is the calendar: a month is year * 12 + month - 1, so consecutive
 * months differ by one and months compare as integers.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef int BthMonth;

BthMonth  bth_month_make      (int year, int month);      /* month 1..12 */
int       bth_month_year      (BthMonth month);
int       bth_month_month     (BthMonth month);           /* 1..12 */
/* "1805-08" → 1805 * 12 + 7. Refuses anything but YYYY-MM with MM in 01..12. */
gboolean  bth_month_parse     (const char *text, BthMonth *out);
char     *bth_month_to_string (BthMonth month);           /* "1805-08" */
/* "September 1805" */
char     *bth_month_describe  (BthMonth month);

G_END_DECLS
