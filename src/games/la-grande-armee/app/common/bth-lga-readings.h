/* bth-lga-readings.h — La Grande Armée's readings of ambiguous rules and disagreeing chart
 * copies (docs/readings.md, "La Grande Armée"; BthLgaOptions) in the app: each in the
 * players' words with its rule, the default named and the other reading choosable, the
 * choice kept in the game's settings (key "lga-readings", the names of the options in use;
 * bth-lga-settings.h) and read by every page's results; and the
 * input hints written from the ruleset's values ("+1 each [12.45]").
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-lga-rules.h"
#include "bth-page.h"

G_BEGIN_DECLS

#define BTH_LGA_READINGS_KEY "lga-readings"

typedef struct {
  const char *name;           /* the BthLgaOptions member and the CLI's option name */
  gsize       offset;         /* of the gboolean in BthLgaOptions */
  const char *rule;           /* "[12.0]" */
  const char *question;       /* the players' words, translatable */
  const char *default_label;  /* the default reading, short (the switch off) */
  const char *option_label;   /* the other reading, short (the switch on) */
  const char *why;            /* why the default, one sentence */
} BthLgaReading;

/* The readings, in the rulebook's order; N is set. */
const BthLgaReading *bth_lga_readings (guint *n);

/* The readings chosen in the game's settings (all default without them, or without a
 * SESSION: a page not yet given one). */
BthLgaOptions bth_lga_readings_options (BthSession *session);
/* Calls CHANGED (PAGE) whenever the choice changes, for as long as PAGE lives. */
void          bth_lga_readings_watch   (BthPage *page, BthSession *session, void (*changed) (BthPage *page));
/* A group "Readings" with one switch per reading (named "reading-NAME"; off: the default),
 * bound to SETTINGS (the game's), insensitive when SETTINGS is NULL: on the Tables page and
 * in the Preferences window. */
GtkWidget    *bth_lga_readings_group_new (GSettings *settings);

/* The hint of an input that adds the modifier ID of GROUP ("battle", "skirmish") from
 * RULES: "+1 each [12.45]", "+1 for every 2 [12.45]", "−2 [12.48]", with PREFIX
 * ("By enemy action this turn: ") before it; NEGATE shows the value the other side's
 * roll sees (the skirmish's defender). NULL without rules. */
char         *bth_lga_modifier_hint (BthLgaRules *rules, const char *group, const char *id,
                                     gboolean negate, const char *prefix);
/* Sets the subtitle of the row INPUT stands in (an AdwActionRow), when TEXT is not NULL. */
void          bth_lga_set_hint      (GtkWidget *input, const char *text);

G_END_DECLS
