/* bth-naval-checks-private.h — what the Naval Checks page's files share: the page's
 * fields, its inputs by name, and the rows it builds (bth-naval-checks-page.c, bth-naval-checks-rows.c), and the
 * checks without a die plus Nelson's fate (bth-naval-checks-books.c).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-naval-checks-page.h"
#include "bth-naval.h"
#include "bth-typed-die.h"

G_BEGIN_DECLS

typedef enum { ROLL_INTERCEPT, ROLL_PURSUIT, ROLL_RUN, ROLL_TRANSPORT, N_ROLLS } RollId;

typedef struct {
  RollId       id;
  const char  *name;            /* "intercept": the roll's name on the page (bth_page_roll_slot_begin()) */
  char        *action;          /* "naval-checks.roll-intercept" */
  BthTypedDie  die;
  GtkWidget   *setup_box;       /* modifiers, notes, target: rebuilt */
  GtkWidget   *roll_button;
  GtkLabel    *problem_label;
  GtkWidget   *result_box;      /* rebuilt */
  gboolean     stale;           /* its inputs changed after the roll: no result from its die */
} Roll;

/* Nelson's fate's name as a roll of the page (bth_page_roll_slot_begin()). */
#define NELSON_ROLL "nelson"

/* The link to the game's fleets (bth-naval-checks-fleet.c). */
typedef struct _BthNavalChecksFleet BthNavalChecksFleet;

struct _BthNavalChecksPage
{
  BthPage      parent_instance;

  GtkBox      *content_box;

  GHashTable  *inputs;          /* key ("intercept-zone") → widget, borrowed */
  GPtrArray   *input_keys;      /* in creation order, for the state */
  Roll         rolls[N_ROLLS];
  GtkWidget   *blockade_box, *relief_box, *capacity_box, *prizes_box, *repairs_box;
  /* Nelson's fate (X.F.8.c-d): two dice, so not a BthTypedDie */
  GtkWidget   *nelson_dice_row, *nelson_button, *nelson_box;
  GtkLabel    *nelson_problem;
  int          nelson_total;    /* the two dice of the last roll, 0 before it */
  gboolean     nelson_typed;
  GStrv        nations;         /* ids in the nation combos' order */
  GArray      *zones;           /* the players' sea-zone entries */
  gboolean     updating;
  gboolean     built;
  BthNavalChecksFleet *fleet;
};

/* The ruleset, the readings chosen on the page, the inputs by key ("intercept-zone"). */
BthRuleset      *bth_naval_checks_rules    (BthNavalChecksPage *self);
BthNavalOptions  bth_naval_checks_options  (BthNavalChecksPage *self);
GtkWidget       *bth_naval_checks_input    (BthNavalChecksPage *self, const char *key);
gboolean         bth_naval_checks_on       (BthNavalChecksPage *self, const char *key);
int              bth_naval_checks_num      (BthNavalChecksPage *self, const char *key);
guint            bth_naval_checks_choice   (BthNavalChecksPage *self, const char *key);

/* Input rows registered under KEY (widget "naval-checks-KEY"); ROLL's result depends on
 * it (ROLL may be NULL): a change makes that roll stale. PARENT is a preferences group or
 * an expander row. */
GtkWidget *bth_naval_checks_switch_row (BthNavalChecksPage *self, GtkWidget *parent, Roll *roll,
                                        const char *key, const char *title, const char *subtitle,
                                        gboolean active);
GtkWidget *bth_naval_checks_spin_row   (BthNavalChecksPage *self, GtkWidget *parent, Roll *roll,
                                        const char *key, const char *title, const char *subtitle,
                                        int min, int max, int value);
GtkWidget *bth_naval_checks_combo_row  (BthNavalChecksPage *self, GtkWidget *parent, Roll *roll,
                                        const char *key, const char *title, const char *subtitle,
                                        const char *const *items);
/* An entry (its text is the input). */
GtkWidget *bth_naval_checks_entry_row  (BthNavalChecksPage *self, GtkWidget *parent, Roll *roll,
                                        const char *key, const char *title);
/* An expander row named "naval-checks-KEY" in GROUP, for the rarer inputs. */
GtkWidget *bth_naval_checks_expander   (GtkWidget *group, const char *key, const char *title,
                                        const char *subtitle);

/* Output: a group in BOX (named "naval-checks-KEY" when KEY is given), a row with VALUE
 * at its end (the label named NAME-value), the verdict in large type with its reason
 * (PREFIX-verdict, PREFIX-reason), a section's heading box. */
GtkWidget  *bth_naval_checks_group     (GtkWidget *box, const char *key, const char *title,
                                        const char *description);
GtkWidget  *bth_naval_checks_out_row   (GtkWidget *group, const char *name, const char *title,
                                        const char *subtitle, const char *value);
void        bth_naval_checks_verdict   (GtkWidget *box, const char *prefix, const char *text,
                                        const char *reason, const char *caption);
void        bth_naval_checks_clear_box (GtkWidget *box);
const char *bth_naval_checks_yes_no    (gboolean yes);
GtkWidget  *bth_naval_checks_section   (BthNavalChecksPage *self, const char *key, const char *title,
                                        const char *description);
void        bth_naval_checks_refresh   (BthNavalChecksPage *self);
/* The entries the roll named NAME ("intercept", NELSON_ROLL) depends on, as text: what
 * the page gives the shell to tell a stale roll (bth_page_roll_slot_is_stale()). */
char       *bth_naval_checks_roll_inputs (BthNavalChecksPage *self, const char *name);

/* bth-naval-checks-books.c */
void bth_naval_checks_show_blockade (BthNavalChecksPage *self);
void bth_naval_checks_show_relief   (BthNavalChecksPage *self);
void bth_naval_checks_show_capacity (BthNavalChecksPage *self);
void bth_naval_checks_show_prizes   (BthNavalChecksPage *self);
void bth_naval_checks_show_repairs  (BthNavalChecksPage *self);
void bth_naval_checks_build_nelson  (BthNavalChecksPage *self);
void bth_naval_checks_show_nelson   (BthNavalChecksPage *self);
/* The "naval-checks.roll-nelson" action. */
void bth_naval_checks_roll_nelson   (GtkWidget *widget, const char *action_name, GVariant *parameter);

/* bth-naval-checks-fleet.c: "From the Game's Fleets" at the top of the page, the attacked
 * transport's "Record in Game" in BOX, their refresh, and freeing them. */
void bth_naval_checks_build_fleet            (BthNavalChecksPage *self);
void bth_naval_checks_build_transport_record (BthNavalChecksPage *self, GtkWidget *box);
void bth_naval_checks_show_fleet             (BthNavalChecksPage *self);
void bth_naval_checks_fleet_free             (BthNavalChecksFleet *fleet);

G_END_DECLS
