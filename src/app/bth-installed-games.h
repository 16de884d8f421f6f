/* bth-installed-games.h — the games this app carries.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

/* Registers every installed game with the kernel and its pages with the shell; War and
 * Peace first (the default). Call before the application starts. */
void bth_app_register_installed_games (void);
