/* bth-preferences-window.h — the Preferences window (Ctrl+,): each switch is a GSettings
 * key of the application (data/io.github.berthier.Berthier.gschema.xml).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BTH_TYPE_PREFERENCES_WINDOW (bth_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (BthPreferencesWindow, bth_preferences_window, BTH, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

/* SETTINGS may be NULL (no schema installed): the switches are then insensitive. */
GtkWindow *bth_preferences_window_new (GtkWindow *parent,
                                       GSettings *settings);

G_END_DECLS
