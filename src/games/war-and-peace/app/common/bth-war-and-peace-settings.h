/* bth-war-and-peace-settings.h — War and Peace's own settings: the schema
 * data/war-and-peace/io.github.berthier.Berthier.war-and-peace.gschema.xml (the optional
 * rules in battles), registered with the shell by bth-war-and-peace-app-info.c.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BTH_WAR_AND_PEACE_SETTINGS_SCHEMA "io.github.berthier.Berthier.war-and-peace"

/* The game's settings, or NULL when its schema is not installed (the defaults hold). */
GSettings *bth_war_and_peace_settings (void);

G_END_DECLS
