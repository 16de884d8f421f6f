/* bth-installed-games.h — the games this berthier-cli carries.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

/* Registers every installed game with its commands; War and Peace first (the default). */
void bth_cli_register_installed_games (void);
