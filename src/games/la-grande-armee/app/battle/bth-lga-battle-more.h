/* bth-lga-battle-more.h — private to the Battle page: what it takes besides one round of a
 * plain battle (bth-lga-battle-page.c) — combined terrain and River Crossing battles
 * [12.43, 12.9] (bth-lga-battle-river.c), and the leaders an L-1 or L-2 result costs, with
 * the owner's die for L-2 [12.55-12.56] (bth-lga-battle-leaders.c). Every rule is the core's
 * (bth-lga-combat.h, bth-lga-river.h); these files only build its input and show its output.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-lga-combat.h"
#include "bth-lga-rows.h"
#include "bth-typed-die.h"

G_BEGIN_DECLS

/* Terrain features of the defender's hex besides the first row's [12.43: cumulative]. */
#define BTH_LGA_MORE_TERRAIN 2

typedef struct {
  AdwComboRow   *terrain[BTH_LGA_MORE_TERRAIN];   /* "None", then the first row's terrain */
  AdwComboRow   *river;                           /* none, Defend the River Crossing, Defend the Hex */
  GtkSpinButton *corps_announced, *corps_allowed; /* Defend the Hex (12.91 #3); 0: not entered */
} BthLgaRiverRows;

void bth_lga_river_rows_add      (BthLgaRiverRows *rows, BthLgaInputs *inputs, AdwPreferencesGroup *group,
                                  GCallback changed, gpointer data);
/* The extra terrain rows list "None", then LABELS (the first terrain row's model). */
void bth_lga_river_rows_fill     (BthLgaRiverRows *rows, GListModel *labels);
/* IN's river members, and TERRAIN (room for 2 + BTH_LGA_MORE_TERRAIN, NULL-terminated)
 * from FIRST (the first row's terrain id, or NULL) and the extra rows (IDS: the ids in the
 * first row's order), each feature once. */
void bth_lga_river_rows_build    (BthLgaRiverRows *rows, BthLgaBattleInput *in, const char **terrain,
                                  const char *first, char * const *ids, guint n_ids);
/* Before the next round: Defend the Hex when the defender held the hex [12.93 #4]. */
void bth_lga_river_rows_next_round (BthLgaRiverRows *rows, const BthLgaBattle *b);
/* The lines a River Crossing battle adds to what a side suffers ("text [12.93]"). */
void bth_lga_river_describe      (const BthLgaSideResult *r, GString *text);

typedef struct {
  AdwPreferencesGroup *group;   /* the owner's die for L-2, shown when it is needed */
  BthTypedDie          die;
  GtkWidget           *button;
  GtkLabel            *label;   /* what the die is for */
  gboolean             wanted;  /* the round's L-2 waits for the die */
} BthLgaLeaderRows;

/* The die row and its button (ACTION, Alt+L), in RESULT_BOX after AFTER. */
void     bth_lga_leader_rows_add  (BthLgaLeaderRows *rows, BthPage *page, GtkWidget *result_box, GtkWidget *after,
                                   const char *action);
void     bth_lga_leader_rows_clear (BthLgaLeaderRows *rows);
/* The leaders each side lost in the round B (rolled), as explanation rows in EXPLAIN, and
 * LOST[side] their names (new arrays; may be NULL). Returns what must still be given
 * before the next round (the owner's die or choice), or NULL. */
char    *bth_lga_leader_rows_show (BthLgaLeaderRows *rows, BthLgaRules *rules, const BthLgaBattle *b,
                                   const BthLgaBattleInput *in, const BthLgaOptions *options,
                                   AdwPreferencesGroup *explain, GPtrArray **lost);
/* Whether the owner's die is what is missing now (the roll action's state). */
gboolean bth_lga_leader_rows_need_die (BthLgaRules *rules, const BthLgaBattle *b, const BthLgaBattleInput *in,
                                       const BthLgaOptions *options, int die);
/* The names both sides lose with the owner's die DIE, joined ("" for none). */
char    *bth_lga_leader_rows_lost_names (BthLgaRules *rules, const BthLgaBattle *b, const BthLgaBattleInput *in,
                                         const BthLgaOptions *options, int die);

G_END_DECLS
