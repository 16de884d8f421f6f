/* bth-war-and-peace-app-info.h — what War and Peace adds to the app besides its pages
 * (bth-game-app-info.h): its About text and publisher notice, its settings schema
 * (common/bth-war-and-peace-settings.h: the optional rules in battles) and its group in the Preferences window.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Registers it with the shell; once. */
void        bth_war_and_peace_register_app_info (void);

/* The Preferences window's group: a switch per optional rule (named by its key), bound to
 * SETTINGS, or insensitive when SETTINGS is NULL. */
GtkWidget  *bth_war_and_peace_preferences_group_new (GSettings *settings);

G_END_DECLS
