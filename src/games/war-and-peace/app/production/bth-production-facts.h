/* bth-production-facts.h — the Production page's answers about the board and its Production
 * Track: the die modifiers the rules give the producing state (Napoleon in Paris, enemy SP on
 * mapboard 4, X.J.2.c), Spain's and Portugal's invasion (X.J.4.b), a non-French unit in Madrid
 * (VIII.F.5), the KGL objection (X.J.3.d), each city's enemy army SP (X.J.2.a); the
 * installments paid this phase (X.J.6.c–d), England's books and January naval unit (X.J.5).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-production.h"
#include "bth-turn-track.h"

G_BEGIN_DECLS

typedef struct {
  gboolean    napoleon_in_paris;
  int         mapboard_sp;
  gboolean    invaded;
  gboolean    non_french_in_madrid;
  gboolean    kgl_objection;
  GHashTable *occupied;          /* city → city: an enemy army SP in its hex (X.J.2.a) */
  GArray     *pay;               /* int per installment, in the track's order */
  char       *january_naval;     /* England's January addition (X.J.5.f) */
  GCallback   changed;           /* CHANGED(DATA) after every answer */
  gpointer    data;
} BthProductionFacts;

BthProductionFacts *bth_production_facts_new  (void);
void                bth_production_facts_free (BthProductionFacts *facts);
/* Back to what the books know (PLAIN: the state's input from the books, or NULL). */
void                bth_production_facts_reset (BthProductionFacts *facts, const BthProductionInput *plain);
void                bth_production_facts_to_input (const BthProductionFacts *facts, BthProductionInput *in);

/* The "On the Board" group for IN's state ("production-facts", "production-napoleon-in-paris",
 * "production-mapboard-sp", "production-invaded", "production-madrid",
 * "production-kgl-objection", "production-occupied-N"). */
void bth_production_facts_group (BthProductionFacts *facts, GtkBox *box, BthRuleset *ruleset,
                                 const BthProductionInput *in);
/* The Production Track group ("production-track", "production-pay-N", "production-england-pp",
 * "production-england-naval", "production-january-naval" in January), when IN has one. */
void bth_production_track_group (BthProductionFacts *facts, GtkBox *box, const BthProductionInput *in,
                                 BthMonth month);

G_END_DECLS
