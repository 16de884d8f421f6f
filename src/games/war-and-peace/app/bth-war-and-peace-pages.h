/* bth-war-and-peace-pages.h — War and Peace's pages in the window's sidebar.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers the pages with the shell (bth-page-registry.h); once. */
void bth_war_and_peace_register_pages (void);

G_END_DECLS
