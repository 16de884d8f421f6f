/* bth-test-politics.h — what the politics tests (test-campaign-politics, test-politics-settle,
 * test-card-politics) check alike: a production city added to a situation, and the items an
 * answer explains itself with, looked for by kind, state, rule and a fragment of the text.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-campaign-politics.h"

G_BEGIN_DECLS

/* A production city of STATE held by CONTROLLER; SYMBOL ("red" …) may be NULL (not entered). */
BthPoliticalCity *bth_test_politics_city (BthPoliticsSituation *s, const char *name, const char *state,
                                          BthPoliticalSide controller, const char *symbol);

/* Whether ITEMS hold an item of KIND, STATE and RULE whose text holds FRAGMENT; NULL matches
 * anything. */
gboolean          bth_test_politics_has  (GPtrArray *items, const char *kind, const char *state, const char *rule,
                                          const char *fragment);
/* Every item as a test message (shown with --verbose and in the test log). */
void              bth_test_politics_dump (GPtrArray *items);
/* Fails, after dumping ITEMS, unless (WANTED) or while (!WANTED) they hold such an item. */
void              bth_test_politics_expect (GPtrArray *items, gboolean wanted, const char *kind, const char *state,
                                            const char *rule, const char *fragment);

G_END_DECLS
