/* bth-test-rulebook.h — the rulebook seed that War and Peace's tests quote: its lines loaded
 * once, and an assertion that a line says a phrase.
 *
 * Environment: BERTHIER_RULEBOOK (else tests/seeds/000_a960616736e2658d.txt, a copy of the
 * seed, found through G_TEST_SRCDIR).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Loads the rulebook's lines (after g_test_init); fails the test when it cannot be read. */
void        bth_test_rulebook_load     (void);

/* Rulebook line LINE (1-based) as printed, or fails when there is none. */
const char *bth_test_rulebook_line     (int line);

/* TEXT with markdown emphasis ('*') dropped and runs of white space made one space. */
char       *bth_test_normalise         (const char *text);

/* Fails unless rulebook line LINE contains PHRASE (markdown emphasis dropped). */
void        bth_test_assert_seed       (int line, const char *phrase);

G_END_DECLS
