/* bth-hex.c — hex labels, neighbours and distance on the rulebook's grid. */
#include "bth-hex.h"
#include "bth-error.h"

#include <stdlib.h>
#include <string.h>

gboolean
bth_hex_is_valid (BthHex hex)
{
  return hex.row >= 0 && hex.row < BTH_HEX_ROWS &&
         hex.column >= 1 && hex.column < BTH_HEX_COLUMNS;
}

gboolean
bth_hex_equal (BthHex a, BthHex b)
{
  return a.row == b.row && a.column == b.column;
}

BthHex
bth_hex_from_index (int index)
{
  return (BthHex) { (gint16) (index / BTH_HEX_COLUMNS), (gint16) (index % BTH_HEX_COLUMNS) };
}

void
bth_hex_row_name (int row, char *buf)
{
  g_return_if_fail (row >= 0 && row < BTH_HEX_ROWS);

  buf[0] = (char) ('A' + row % 26);
  if (row < 26)
    buf[1] = '\0';
  else
    {
      buf[1] = buf[0];
      buf[2] = '\0';
    }
}

static gboolean
bad_label (GError **error, const char *label, const char *why)
{
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
               "\"%s\" is not a hex such as Y16(2): %s", label, why);
  return FALSE;
}

gboolean
bth_hex_parse (const char *label, BthHex *hex, int *mapboard, GError **error)
{
  const char *p = label;
  char first;
  int row, column = 0, board = 0, digits = 0;

  g_return_val_if_fail (label != NULL && hex != NULL, FALSE);

  if (!g_ascii_isalpha (*p))
    return bad_label (error, label, "it does not start with a row letter");
  first = g_ascii_toupper (*p++);
  row = first - 'A';
  if (g_ascii_isalpha (*p))
    {
      if (g_ascii_toupper (*p) != first)
        return bad_label (error, label, "rows after Z are doubled letters (AA, BB …)");
      row += 26;
      p++;
    }
  while (g_ascii_isdigit (*p))
    {
      column = column * 10 + (*p++ - '0');
      if (++digits > 2)
        return bad_label (error, label, "the column has more than two digits");
    }
  if (digits == 0)
    return bad_label (error, label, "the column number is missing");
  if (column < 1)
    return bad_label (error, label, "columns start at 1");
  if (*p == '(')
    {
      p++;
      if (*p >= '1' && *p <= '4')
        board = *p - '0';
      else if (*p == 'I' || *p == 'i')  /* "A7(I)", 000:121 and 000:1604 */
        board = 1;
      else
        return bad_label (error, label, "the mapboard is 1, 2, 3 or 4");
      p++;
      if (*p++ != ')')
        return bad_label (error, label, "the mapboard's parenthesis is not closed");
    }
  if (*p != '\0')
    return bad_label (error, label, "unexpected characters after the hex");

  hex->row = (gint16) row;
  hex->column = (gint16) column;
  if (mapboard != NULL)
    *mapboard = board;
  return TRUE;
}

char *
bth_hex_to_string (BthHex hex, int mapboard)
{
  char row[3];

  g_return_val_if_fail (bth_hex_is_valid (hex), NULL);

  bth_hex_row_name (hex.row, row);
  if (mapboard >= 1 && mapboard <= 4)
    return g_strdup_printf ("%s%02d(%d)", row, hex.column, mapboard);
  return g_strdup_printf ("%s%02d", row, hex.column);
}

/* Offsets (row, column) for even rows and for odd rows, which sit half a hex further
 * towards the higher numbers. Order: the BthHexDirection values. */
static const int neighbor_even[BTH_HEX_DIRECTIONS][2] = {
  { 0, +1 }, { +1, 0 }, { +1, -1 }, { 0, -1 }, { -1, -1 }, { -1, 0 },
};
static const int neighbor_odd[BTH_HEX_DIRECTIONS][2] = {
  { 0, +1 }, { +1, +1 }, { +1, 0 }, { 0, -1 }, { -1, 0 }, { -1, +1 },
};

gboolean
bth_hex_neighbor (BthHex hex, BthHexDirection direction, BthHex *out)
{
  const int *delta;
  BthHex n;

  g_return_val_if_fail ((guint) direction < BTH_HEX_DIRECTIONS, FALSE);

  delta = (hex.row & 1) ? neighbor_odd[direction] : neighbor_even[direction];
  n.row = (gint16) (hex.row + delta[0]);
  n.column = (gint16) (hex.column + delta[1]);
  if (!bth_hex_is_valid (n))
    return FALSE;
  *out = n;
  return TRUE;
}

int
bth_hex_direction_to (BthHex a, BthHex b)
{
  for (int d = 0; d < BTH_HEX_DIRECTIONS; d++)
    {
      BthHex n;
      if (bth_hex_neighbor (a, d, &n) && bth_hex_equal (n, b))
        return d;
    }
  return -1;
}

BthHexDirection
bth_hex_direction_opposite (BthHexDirection direction)
{
  return (direction + 3) % BTH_HEX_DIRECTIONS;
}

static const char *const direction_nicks[BTH_HEX_DIRECTIONS] = {
  "e", "ne", "nw", "w", "sw", "se",
};

const char *
bth_hex_direction_nick (BthHexDirection direction)
{
  g_return_val_if_fail ((guint) direction < BTH_HEX_DIRECTIONS, NULL);
  return direction_nicks[direction];
}

int
bth_hex_direction_parse (const char *nick)
{
  for (int d = 0; d < BTH_HEX_DIRECTIONS; d++)
    if (g_strcmp0 (nick, direction_nicks[d]) == 0)
      return d;
  return -1;
}

/* Axial coordinates: q runs along the rows, r across them. */
static void
to_axial (BthHex hex, int *q, int *r)
{
  *q = hex.column - (hex.row - (hex.row & 1)) / 2;
  *r = hex.row;
}

int
bth_hex_distance (BthHex a, BthHex b)
{
  int qa, ra, qb, rb, dq, dr;

  to_axial (a, &qa, &ra);
  to_axial (b, &qb, &rb);
  dq = qb - qa;
  dr = rb - ra;
  return (abs (dq) + abs (dr) + abs (dq + dr)) / 2;
}
