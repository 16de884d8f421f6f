/* bth-installed-games.h — the games this app carries.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

/* Registers every installed game with the kernel and its pages with the shell, in the
 * order of the top-level meson.build's `games` list: War and Peace first (the default).
 * Generated from that list (bth-installed-games.c.in). Call before the application starts. */
void bth_app_register_installed_games (void);
