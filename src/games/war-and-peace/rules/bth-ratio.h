/* bth-ratio.h — an odds ratio, as the rulesets' tables and the naval rules write it.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* An odds ratio num:den, e.g. 3:2. */
typedef struct {
  int num;
  int den;
} BthRatio;

G_END_DECLS
