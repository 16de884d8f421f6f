/* bth-record-next.h — what to record of the board next: the hexes and city hexes whose
 * record would settle the most open unknowns of the game now.
 *
 * Three kinds of unknown are counted, one per stack: a stack not on the map because its
 * location names a city whose hex is not recorded ("within one hex of Strasbourg"); a stack
 * whose supply is unknown because its line could run through hexes not recorded (each such
 * hex); a stack whose supply is unknown because a source city's hex is not recorded (the
 * explanation names it). Nothing is guessed: the list says what to look up on the board.
 */
#pragma once

#include "bth-game-supply.h"

G_BEGIN_DECLS

typedef enum {
  BTH_RECORD_NEXT_HEX,    /* record this hex's terrain */
  BTH_RECORD_NEXT_CITY,   /* record this city's hex */
} BthRecordNextKind;

typedef struct {
  BthRecordNextKind kind;
  BthHex            hex;        /* HEX */
  char             *city;       /* CITY: the city's name as the map has it */
  guint             settles;    /* the stacks whose unknown it settles or helps to */
  char             *stacks;     /* their ids, "s1, s4" */
  gboolean          places;     /* CITY: it puts stacks on the map (else: a supply source) */
} BthRecordNext;

void       bth_record_next_free (BthRecordNext *item);
/* The items, most settled first (then cities before hexes, then by name or hex). */
GPtrArray *bth_record_next_rank (BthGameSupply *supply, const BthGameState *state, BthMap *map);

G_END_DECLS
