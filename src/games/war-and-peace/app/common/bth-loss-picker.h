/* bth-loss-picker.h — the players choose which SP of a Leader Display stack are lost.
 *
 * Attrition (G.2) and forced marches (K.3.c) leave the choice of the SP lost to the
 * player within a rule or two. A loss line is one power and kind of one stack; the
 * picker is a group of spin rows, one per line, starting from a legal suggestion.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-game.h"

G_BEGIN_DECLS

typedef struct {
  char     *stack;
  char     *power;
  char     *kind;
  int       sp;        /* held when the line was made */
  gboolean  cavalry;
  int       tag;       /* the caller's: a forced march's group class */
} BthLossLine;

/* An empty list of BthLossLine that frees its strings. */
GArray    *bth_loss_lines_new        (void);
/* Appends one line per land unit count of STACK (naval units are not lost on land);
 * CAVALRY_ONLY keeps cavalry only. */
void       bth_loss_lines_add_stack  (GArray              *lines,
                                      const BthStackState *stack,
                                      gboolean             cavalry_only);
int        bth_loss_lines_total      (GArray              *lines,
                                      gboolean             cavalry_only);

/* A legal choice of LOSS SP in CHOSEN (one int per line): a cavalry SP first when
 * CAVALRY_REQUIRED and there is one, then one SP at a time from the line with the most
 * SP left (the most plentiful kind). Lines whose tag is PREFER_TAG go first (-1: any). */
void       bth_loss_lines_suggest    (GArray              *lines,
                                      int                  loss,
                                      gboolean             cavalry_required,
                                      int                  prefer_tag,
                                      int                 *chosen);
/* Why CHOSEN is not a legal loss of LOSS SP (capped at what the lines hold), or NULL. */
char      *bth_loss_lines_check      (GArray              *lines,
                                      const int           *chosen,
                                      int                  loss,
                                      gboolean             cavalry_required);
/* The SP chosen for STACK, by power and kind (of BthUnitCount). */
GArray    *bth_loss_lines_for_stack  (GArray              *lines,
                                      const int           *chosen,
                                      const char          *stack);

/* A group titled TITLE with one spin row per line (named "NAME_PREFIX-N"), set to CHOSEN;
 * GAME names the powers. CHANGED (swapped, DATA first) runs after each change. */
GtkWidget *bth_loss_picker_new       (BthGame             *game,
                                      const char          *title,
                                      const char          *name_prefix,
                                      GArray              *lines,
                                      const int           *chosen,
                                      GCallback            changed,
                                      gpointer             data);
/* Reads the spins into CHOSEN (one int per line). */
void       bth_loss_picker_get       (GtkWidget           *picker,
                                      int                 *chosen);
/* Shows PROBLEM (or the requirement DESCRIPTION when NULL) under the title. */
void       bth_loss_picker_set_status (GtkWidget          *picker,
                                       const char         *description,
                                       const char         *problem);

G_END_DECLS
