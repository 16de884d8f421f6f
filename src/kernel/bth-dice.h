/* bth-dice.h — a seedable dice roller that records every roll with its purpose.
 *
 * Players may also type the dice they rolled at the table: fixed values queued with
 * bth_dice_set_fixed() are used before any random roll, and once fixed dice were given,
 * running out of them is an error rather than a silent random roll.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct {
  char  *purpose;      /* "Combat (O.1.c)" */
  guint  count;
  guint  sides;
  int   *values;
  int    total;
  gboolean fixed;      /* typed by the players, not rolled here */
} BthRoll;

#define BTH_TYPE_DICE (bth_dice_get_type ())
G_DECLARE_FINAL_TYPE (BthDice, bth_dice, BTH, DICE, GObject)

BthDice      *bth_dice_new           (guint64 seed);
BthDice      *bth_dice_new_random    (void);

/* Queues dice typed by the players; each must be 1..6 (checked when used). */
void          bth_dice_set_fixed     (BthDice *self, const int *values, guint n_values);
guint         bth_dice_fixed_remaining (BthDice *self);

/* Rolls COUNT dice of SIDES faces; returns the total, or -1 with ERROR set when fixed
 * dice ran out or a fixed value does not fit the die. VALUES (may be NULL) gets each die. */
int           bth_dice_roll          (BthDice *self, guint count, guint sides,
                                      const char *purpose, int *values, GError **error);

/* The generator's state as text, to be saved with a game and restored later. */
char         *bth_dice_save_state    (BthDice *self);
gboolean      bth_dice_restore_state (BthDice *self, const char *state, GError **error);

GPtrArray    *bth_dice_get_log       (BthDice *self);   /* of BthRoll, oldest first */

/* Parses "4,4" or "4 4" into values. */
gboolean      bth_dice_parse_list    (const char *text, GArray **values, GError **error);

G_END_DECLS
