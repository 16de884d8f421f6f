/* bth-roll-record.h — one line of the dice log: a roll, what it was for, what it gave.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define BTH_TYPE_ROLL_RECORD (bth_roll_record_get_type ())
G_DECLARE_FINAL_TYPE (BthRollRecord, bth_roll_record, BTH, ROLL_RECORD, GObject)

/* PAGE is the screen that rolled ("Battle"), PURPOSE the table ("Combat (O.1.c)"),
 * DICE the faces as text ("4 + 4"), TYPED whether the players typed them. */
BthRollRecord *bth_roll_record_new          (const char *page,
                                             const char *purpose,
                                             const char *dice,
                                             int         total,
                                             gboolean    typed);

const char    *bth_roll_record_get_page     (BthRollRecord *self);
const char    *bth_roll_record_get_purpose  (BthRollRecord *self);
const char    *bth_roll_record_get_dice     (BthRollRecord *self);
int            bth_roll_record_get_total    (BthRollRecord *self);
gboolean       bth_roll_record_get_typed    (BthRollRecord *self);
GDateTime     *bth_roll_record_get_time     (BthRollRecord *self);

/* The modified value and the result, as the screen explains them ("9", "L=1, S=D1"). */
const char    *bth_roll_record_get_modified (BthRollRecord *self);
const char    *bth_roll_record_get_result   (BthRollRecord *self);
void           bth_roll_record_set_outcome  (BthRollRecord *self,
                                             const char    *modified,
                                             const char    *result);

/* An undone roll stays in the log (the dice did fall) but is marked as taken back. */
gboolean       bth_roll_record_get_undone   (BthRollRecord *self);
void           bth_roll_record_set_undone   (BthRollRecord *self,
                                             gboolean       undone);

G_END_DECLS
