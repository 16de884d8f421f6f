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

/* Between rounds (bth-lga-battle-rounds.c): the battle reinforcements' Initiative rolls
 * before a round [12.71], an Escalating Exchange's bidding after one [12.54], and what a
 * counter-attack needs [12.77]. */
typedef struct {
  int side;                     /* 0 the attacker's, 1 the defender's (this round's roles) */
  int rating, die;
  gboolean passed;
} BthLgaInitiativeRoll;

typedef struct {
  AdwPreferencesGroup *exchange_group;
  AdwComboRow         *passed;          /* 0 the defender passed, 1 the attacker */
  GtkSpinButton       *bid;
  AdwPreferencesGroup *reinforce_group;
  AdwComboRow         *side;
  GtkSpinButton       *rating;
  BthTypedDie          die;
  GtkWidget           *die_button;
  GtkSwitch           *second_front;    /* the attacker could not form one against it */
  GArray              *rolls;           /* BthLgaInitiativeRoll, before this round */
  GtkWidget           *counter_button;
  gboolean             countered;       /* a counter-attack was fought in this battle */
  gboolean             reversed;        /* the original defender attacks now */
  int                  ap_kept[2];      /* the AP of each original side's last attack */
} BthLgaRoundsRows;

/* The exchange's rows in RESULT_BOX after AFTER; the reinforcements' group in COLUMN after
 * BEFORE_ODDS; the counter-attack button in RESULT_BOX after COUNTER_AFTER. CHANGED runs
 * on their changes. */
void     bth_lga_rounds_add   (BthLgaRoundsRows *rows, BthPage *page, BthLgaInputs *inputs, GtkWidget *result_box,
                               GtkWidget *after, GtkWidget *column, GtkWidget *before_odds, GtkWidget *counter_after,
                               GCallback changed, gpointer data);
void     bth_lga_rounds_clear (BthLgaRoundsRows *rows);
/* A new battle, or the next round: no rolls yet (and for a new battle no counter-attack). */
void     bth_lga_rounds_reset (BthLgaRoundsRows *rows, gboolean new_battle);
/* The exchange's bidding settled by the core under B (rolled), or its group hidden; TRUE
 * with each side's settled loss in LOSSES (attacker, defender; may be NULL) once settled. */
gboolean bth_lga_rounds_show_exchange (BthLgaRoundsRows *rows, BthLgaRules *rules, const BthLgaBattle *b, gboolean shown,
                                       int *losses);
/* The reinforcements' group for round ROUND (shown from the second round until the roll). */
void     bth_lga_rounds_show_reinforcements (BthLgaRoundsRows *rows, BthLgaRules *rules, int round, gboolean rolled);
/* A defender's reinforcement passed before this round, and the attacker could not form a
 * second front line against it [12.77]. */
gboolean bth_lga_rounds_defender_reinforced (BthLgaRoundsRows *rows);
/* Rolls (or takes the typed) Initiative die for the reinforcement entered; NULL when none. */
GPtrArray *bth_lga_rounds_roll_initiative (BthLgaRoundsRows *rows, BthLgaRules *rules, BthPage *page, gboolean *updating);
void     bth_lga_rounds_save    (BthLgaRoundsRows *rows, JsonBuilder *builder);
void     bth_lga_rounds_restore (BthLgaRoundsRows *rows, JsonObject *root);

G_END_DECLS
