/* bth-hex.h — hex labels, the grid's neighbours and hex distance.
 *
 * A hex is labelled as the rulebook prints it: a row of one letter (A … Z) or a doubled
 * letter (AA … ZZ, the rows after Z), a column number, and the mapboard in parentheses,
 * "Y16(2)" (C.3). Rows are horizontal lines of hexes, letters increasing northwards,
 * numbers eastwards. Every second row is shifted half a hex towards the higher numbers:
 * rows B, D, F … Z, BB, DD … (odd row index, A = 0). That convention is derived from the
 * rulebook's worked distances and adjacencies; docs/map-format.md gives the derivation.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BTH_HEX_ROWS     52    /* A … Z, AA … ZZ */
#define BTH_HEX_COLUMNS 100    /* 1 … 99; column 0 is not a hex */
#define BTH_HEX_COUNT   (BTH_HEX_ROWS * BTH_HEX_COLUMNS)

typedef struct {
  gint16 row;      /* 0 = A … 25 = Z, 26 = AA … 51 = ZZ */
  gint16 column;   /* 1 … 99 */
} BthHex;

/* The six neighbours, named as on a map with the letters increasing northwards. */
typedef enum {
  BTH_HEX_EAST,
  BTH_HEX_NORTH_EAST,
  BTH_HEX_NORTH_WEST,
  BTH_HEX_WEST,
  BTH_HEX_SOUTH_WEST,
  BTH_HEX_SOUTH_EAST,
} BthHexDirection;

#define BTH_HEX_DIRECTIONS 6

/* Parses "Y16", "Y16(2)", "J09(1)", "a7(I)" (the rulebook's "(I)" reads as board 1).
 * MAPBOARD gets the parenthesized board or 0 when there is none; it may be NULL. Fails
 * with BTH_ERROR_INVALID_INPUT naming the label. */
gboolean        bth_hex_parse            (const char *label,
                                          BthHex     *hex,
                                          int        *mapboard,
                                          GError    **error);
/* "Y16", or "Y16(2)" when MAPBOARD is 1 … 4. Columns below 10 are written with two
 * digits, as in "J09(1)". */
char           *bth_hex_to_string        (BthHex hex, int mapboard);
/* Writes the row's letters ("Y", "AA") into BUF (3 bytes at least). */
void            bth_hex_row_name         (int row, char *buf);

gboolean        bth_hex_is_valid         (BthHex hex);
gboolean        bth_hex_equal            (BthHex a, BthHex b);
/* A dense index in [0, BTH_HEX_COUNT) for arrays over the grid. */
static inline int
bth_hex_index (BthHex hex)
{
  return hex.row * BTH_HEX_COLUMNS + hex.column;
}
BthHex          bth_hex_from_index       (int index);

/* FALSE when the neighbour lies outside the label space (before A, after ZZ, column 0
 * or 100). */
gboolean        bth_hex_neighbor         (BthHex           hex,
                                          BthHexDirection  direction,
                                          BthHex          *out);
/* The direction from A to its neighbour B, or -1 when they are not adjacent. */
int             bth_hex_direction_to     (BthHex a, BthHex b);
BthHexDirection bth_hex_direction_opposite (BthHexDirection direction);
/* "e", "ne", "nw", "w", "sw", "se"; and back (-1 when unknown). */
const char     *bth_hex_direction_nick   (BthHexDirection direction);
int             bth_hex_direction_parse  (const char *nick);

/* The number of hexes moved to go from A to B (adjacent hexes are 1 apart). */
int             bth_hex_distance         (BthHex a, BthHex b);

G_END_DECLS
