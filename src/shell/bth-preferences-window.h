/* bth-preferences-window.h — the Preferences window (Ctrl+,): the shell's switches, each a
 * GSettings key of the application (data/io.github.berthier.Berthier.gschema.xml), then
 * each installed game's group under the game's name, bound to the game's own settings
 * (bth-game-app-info.h).
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

/* SETTINGS, the app's, may be NULL (no schema installed): its switches are then
 * insensitive (and a game's, when its schema is not installed either). */
GtkWindow *bth_preferences_window_new (GtkWindow *parent,
                                       GSettings *settings);

G_END_DECLS
