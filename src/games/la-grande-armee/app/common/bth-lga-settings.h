/* bth-lga-settings.h — La Grande Armée's own settings: the schema
 * data/la-grande-armee/io.github.berthier.Berthier.la-grande-armee.gschema.xml (the
 * readings in use), registered with the shell by bth-lga-app-info.c.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BTH_LGA_SETTINGS_SCHEMA "io.github.berthier.Berthier.la-grande-armee"

/* The game's settings, or NULL when its schema is not installed (the defaults hold). */
GSettings *bth_lga_settings (void);

G_END_DECLS
