/* bth-application.h — the Berthier application: actions, options, windows.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BTH_TYPE_APPLICATION (bth_application_get_type ())
G_DECLARE_FINAL_TYPE (BthApplication, bth_application, BTH, APPLICATION, AdwApplication)

BthApplication *bth_application_new          (void);

/* The app's preferences (the shell's keys; each game's are its own, bth-game-app-info.h), or NULL when the GSettings schema is not installed (for example
 * when running uninstalled without GSETTINGS_SCHEMA_DIR); callers then use defaults. */
GSettings      *bth_application_get_settings (BthApplication *self);

G_END_DECLS
