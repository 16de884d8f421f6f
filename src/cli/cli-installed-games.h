/* bth-installed-games.h — the games this berthier-cli carries.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

/* Registers every installed game with its commands, in the order of the top-level
 * meson.build's `games` list: War and Peace first (the default). Generated from that list
 * (cli-installed-games.c.in). */
void bth_cli_register_installed_games (void);
