/* bth-form-rules.h — form text from War and Peace's ruleset (bth-form.h is the shell's).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-form.h"
#include "bth-ruleset.h"

G_BEGIN_DECLS

/* "−1 (G.3.b)" for a chart's modifier, to say what a switch is worth before rolling. */
char  *bth_form_modifier_def_text    (const BthModifierDef *defs,
                                      guint                 n_defs,
                                      const char           *id);

G_END_DECLS
