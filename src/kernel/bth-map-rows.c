/* bth-map-rows.c — typed rows of the board, and paint strokes, as overlay documents.
 * The syntax is in bth-map-rows.h and docs/map-format.md. */
#include "bth-map-rows.h"

#include <string.h>

#include "bth-error.h"
#include "bth-map-sides.h"

/* "c clear, d desert, …, . as it is": the map's terrain letters, for messages. */
static char *
letters_help (const BthMap *map)
{
  GString *s = g_string_new (NULL);

  for (guint t = 1; t <= bth_map_get_n_terrains (map); t++)
    {
      const BthTerrainKind *kind = bth_map_get_terrain_kind (map, (BthTerrain) t);
      char buf[8] = { 0 };

      if (kind->letter == 0)
        continue;
      g_unichar_to_utf8 (kind->letter, buf);
      g_string_append_printf (s, "%s %s, ", buf, kind->name);
    }
  g_string_append (s, ". as it is");
  return g_string_free (s, FALSE);
}

/* ---- reading ------------------------------------------------------------------------ */

typedef struct {
  char  *text;     /* the token, a trailing ':' removed */
  guint  column;   /* 1-based, in characters */
  gboolean colon;  /* it ended with ':' */
} Token;

static void
token_clear (Token *t)
{
  g_free (t->text);
}

static GArray *
tokenize (const char *line)
{
  GArray *tokens = g_array_new (FALSE, FALSE, sizeof (Token));
  const char *p = line;
  guint column = 1;

  g_array_set_clear_func (tokens, (GDestroyNotify) token_clear);
  while (*p != '\0')
    {
      const char *start;
      guint start_column;
      Token t = { 0 };
      gsize len;

      while (*p != '\0' && g_unichar_isspace (g_utf8_get_char (p)))
        {
          p = g_utf8_next_char (p);
          column++;
        }
      if (*p == '\0')
        break;
      start = p;
      start_column = column;
      while (*p != '\0' && !g_unichar_isspace (g_utf8_get_char (p)))
        {
          p = g_utf8_next_char (p);
          column++;
        }
      len = p - start;
      if (len > 0 && start[len - 1] == ':')
        {
          t.colon = TRUE;
          len--;
        }
      t.text = g_strndup (start, len);
      t.column = start_column;
      if (len == 0 && t.colon)
        {
          /* a lone ":" */
          g_free (t.text);
          continue;
        }
      g_array_append_val (tokens, t);
    }
  return tokens;
}

static void
rows_error (BthMapRows *rows, guint line, guint column, const char *token, const char *format, ...)
  G_GNUC_PRINTF (5, 6);

static void
rows_error (BthMapRows *rows, guint line, guint column, const char *token, const char *format, ...)
{
  BthMapRowsError *e = g_new0 (BthMapRowsError, 1);
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  e->line = line;
  e->column = column;
  e->token = g_strdup (token != NULL ? token : "");
  e->message = token != NULL && *token != '\0'
    ? g_strdup_printf ("line %u, column %u: “%s”: %s", line, column, token, what)
    : g_strdup_printf ("line %u, column %u: %s", line, column, what);
  g_ptr_array_add (rows->errors, e);
}

static void
rows_error_free (BthMapRowsError *e)
{
  g_free (e->token);
  g_free (e->message);
  g_free (e);
}

static void
row_city_free (BthMapRowCity *c)
{
  g_free (c->name);
  g_free (c->country);
  g_free (c);
}

/* "(2)", "(II)", "2" after "board": 1 … 4, else 0. */
static int
parse_board (const char *text, gboolean parens)
{
  static const char *const roman[] = { "I", "II", "III", "IV" };
  g_autofree char *inner = NULL;
  gsize len = strlen (text);

  if (parens)
    {
      if (len < 3 || text[0] != '(' || text[len - 1] != ')')
        return 0;
      inner = g_strndup (text + 1, len - 2);
    }
  else
    inner = g_strdup (text);
  if (strlen (inner) == 1 && inner[0] >= '1' && inner[0] <= '4')
    return inner[0] - '0';
  for (guint i = 0; i < G_N_ELEMENTS (roman); i++)
    if (g_ascii_strcasecmp (inner, roman[i]) == 0)
      return (int) i + 1;
  return 0;
}

/* A hex label, its board written or 0. Only labels: letters then digits. */
static gboolean
parse_hex (const char *text, BthHex *hex, int *board)
{
  if (!g_ascii_isalpha (text[0]))
    return FALSE;
  return bth_hex_parse (text, hex, board, NULL);
}

static BthMapRows *
rows_new (void)
{
  BthMapRows *rows = g_new0 (BthMapRows, 1);

  rows->hexes = g_array_new (FALSE, FALSE, sizeof (BthMapRowHex));
  rows->rivers = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  rows->cities = g_ptr_array_new_with_free_func ((GDestroyNotify) row_city_free);
  rows->errors = g_ptr_array_new_with_free_func ((GDestroyNotify) rows_error_free);
  return rows;
}

void
bth_map_rows_free (BthMapRows *rows)
{
  if (rows == NULL)
    return;
  g_array_unref (rows->hexes);
  g_ptr_array_unref (rows->rivers);
  g_ptr_array_unref (rows->cities);
  g_ptr_array_unref (rows->errors);
  g_free (rows);
}

guint
bth_map_rows_count_hexes (const BthMapRows *rows)
{
  guint n = 0;

  for (guint i = 0; i < rows->hexes->len; i++)
    n += g_array_index (rows->hexes, BthMapRowHex, i).terrain != BTH_TERRAIN_UNRECORDED;
  return n;
}

guint
bth_map_rows_count_boards_only (const BthMapRows *rows, const BthMap *map)
{
  guint n = 0;

  for (guint i = 0; i < rows->hexes->len; i++)
    {
      const BthMapRowHex *h = &g_array_index (rows->hexes, BthMapRowHex, i);

      n += h->terrain == BTH_TERRAIN_UNRECORDED && bth_map_get_terrain (map, h->hex) != BTH_TERRAIN_UNRECORDED;
    }
  return n;
}

/* The token at I is a board "(N)": its number, and I moves past it. */
static int
take_board (GArray *tokens, guint *i)
{
  int board;

  if (*i >= tokens->len)
    return 0;
  board = parse_board (g_array_index (tokens, Token, *i).text, TRUE);
  if (board > 0)
    (*i)++;
  return board;
}

static void
read_row (const BthMap *map, BthMapRows *rows, guint line, GArray *tokens, int default_board)
{
  g_autofree char *help = letters_help (map);
  Token *first = &g_array_index (tokens, Token, 0);
  g_auto(GStrv) ends = g_strsplit (first->text, "-", 2);
  BthHex start, end = { 0 };
  int board = 0, end_board = 0, written_board;
  gboolean has_end = ends[1] != NULL;
  guint i = 1, count = 0, expected = 0;
  GArray *row = g_array_new (FALSE, FALSE, sizeof (BthMapRowHex));

  parse_hex (ends[0], &start, &board);
  if (has_end)
    {
      if (!parse_hex (ends[1], &end, &end_board))
        {
          rows_error (rows, line, first->column + strlen (ends[0]) + 1, ends[1], "is not a hex label (Y22)");
          goto out;
        }
      if (end.row != start.row || end.column < start.column)
        {
          rows_error (rows, line, first->column, first->text,
                      "a row runs eastwards along one row of letters: the end hex must be in the "
                      "same row, with a higher number");
          goto out;
        }
      expected = end.column - start.column + 1;
      if (board == 0)
        board = end_board;
    }
  written_board = take_board (tokens, &i);
  if (written_board > 0)
    {
      if (board > 0 && board != written_board)
        {
          rows_error (rows, line, g_array_index (tokens, Token, i - 1).column,
                      g_array_index (tokens, Token, i - 1).text,
                      "the hex says mapboard %d", board);
          goto out;
        }
      board = written_board;
    }
  if (board == 0)
    board = default_board;
  for (; i < tokens->len; i++)
    {
      Token *t = &g_array_index (tokens, Token, i);
      const char *p = t->text;
      guint column = t->column;

      for (; *p != '\0'; p = g_utf8_next_char (p), column++)
        {
          gunichar c = g_utf8_get_char (p);
          BthMapRowHex h = { { start.row, start.column + count }, board, BTH_TERRAIN_UNRECORDED };
          char buf[8] = { 0 };

          g_unichar_to_utf8 (c, buf);
          if (has_end && count >= expected)
            {
              rows_error (rows, line, column, buf, "%s is %u hexes; this letter is one more", first->text,
                          expected);
              goto out;
            }
          if (h.hex.column >= BTH_HEX_COLUMNS)
            {
              rows_error (rows, line, column, buf, "the row runs past column %d", BTH_HEX_COLUMNS - 1);
              goto out;
            }
          count++;
          if (c == '.')
            {
              /* Left as it is, but given the row's board: a board added to a recorded hex. */
              if (board > 0)
                g_array_append_val (row, h);
              continue;
            }
          h.terrain = bth_map_terrain_from_letter (map, c);
          if (h.terrain == BTH_TERRAIN_UNRECORDED)
            {
              rows_error (rows, line, column, buf, "is not a terrain letter (%s)", help);
              goto out;
            }
          g_array_append_val (row, h);
        }
    }
  if (count == 0 && board > 0)
    {
      /* "Y14-Y22 (2)": only the board, for hexes already recorded (no terrain retyped). */
      for (guint k = 0; k < MAX (expected, 1); k++)
        {
          BthMapRowHex h = { { start.row, start.column + k }, board, BTH_TERRAIN_UNRECORDED };
          g_array_append_val (row, h);
        }
      count = MAX (expected, 1);
    }
  if (count == 0)
    {
      rows_error (rows, line, first->column, first->text, "no terrain letters follow the hex (%s)", help);
      goto out;
    }
  if (has_end && count < expected)
    {
      Token *last = &g_array_index (tokens, Token, tokens->len - 1);
      rows_error (rows, line, last->column + g_utf8_strlen (last->text, -1), NULL,
                  "%s is %u hexes; %u letters are given", first->text, expected, count);
      goto out;
    }
  g_array_append_vals (rows->hexes, row->data, row->len);
out:
  g_array_unref (row);
}

static const struct { char digit; BthHexDirection direction; } keypad[] = {
  { '6', BTH_HEX_EAST }, { '9', BTH_HEX_NORTH_EAST }, { '7', BTH_HEX_NORTH_WEST },
  { '4', BTH_HEX_WEST }, { '1', BTH_HEX_SOUTH_WEST }, { '3', BTH_HEX_SOUTH_EAST },
};

static void
read_river (BthMapRows *rows, guint line, GArray *tokens, guint i)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (BthHex));
  Token *t;
  BthHex hex;
  int board;

  if (i >= tokens->len || !parse_hex ((t = &g_array_index (tokens, Token, i))->text, &hex, &board))
    {
      Token *at = i < tokens->len ? &g_array_index (tokens, Token, i) : &g_array_index (tokens, Token, i - 1);
      rows_error (rows, line, at->column, at->text,
                  "a river line gives the hex it starts in, then its steps: river X13: 6 9 6 3");
      return;
    }
  g_array_append_val (path, hex);
  i++;
  take_board (tokens, &i);
  for (; i < tokens->len; i++)
    {
      t = &g_array_index (tokens, Token, i);
      g_auto(GStrv) parts = g_strsplit (t->text, ",", -1);
      guint column = t->column;

      for (guint k = 0; parts[k] != NULL; column += strlen (parts[k]) + 1, k++)
        {
          const char *part = parts[k];
          int nick = bth_hex_direction_parse (part);

          if (*part == '\0')
            continue;
          if (nick >= 0)
            {
              if (!bth_hex_neighbor (hex, nick, &hex))
                {
                  rows_error (rows, line, column, part, "leaves the map's grid");
                  return;
                }
              g_array_append_val (path, hex);
              continue;
            }
          for (guint c = 0; part[c] != '\0'; c++)
            {
              int direction = -1;
              char buf[2] = { part[c], 0 };

              for (guint d = 0; d < G_N_ELEMENTS (keypad); d++)
                if (keypad[d].digit == part[c])
                  direction = keypad[d].direction;
              if (direction < 0)
                {
                  rows_error (rows, line, column + c, buf,
                              "is not a step: 6 e, 9 ne, 7 nw, 4 w, 1 sw, 3 se (as on a numeric keypad)");
                  return;
                }
              if (!bth_hex_neighbor (hex, direction, &hex))
                {
                  rows_error (rows, line, column + c, buf, "leaves the map's grid");
                  return;
                }
              g_array_append_val (path, hex);
            }
        }
    }
  if (path->len < 2)
    {
      rows_error (rows, line, g_array_index (tokens, Token, 0).column, g_array_index (tokens, Token, 0).text,
                  "a river needs at least one step from the hex it starts in");
      return;
    }
  g_ptr_array_add (rows->rivers, g_steal_pointer (&path));
}

static void
read_city (const BthMap *map, BthMapRows *rows, guint line, GArray *tokens, int default_board)
{
  GString *name = g_string_new (NULL), *country = g_string_new (NULL);
  BthMapRowCity *city = g_new0 (BthMapRowCity, 1);
  guint i = 0;
  int board = 0, written;
  gboolean found = FALSE;

  for (; i < tokens->len && !found; i++)
    {
      Token *t = &g_array_index (tokens, Token, i);

      if (name->len > 0 && parse_hex (t->text, &city->hex, &board))
        found = TRUE;
      else
        {
          if (name->len > 0)
            g_string_append_c (name, ' ');
          g_string_append (name, t->text);
        }
    }
  if (!found)
    {
      Token *t = &g_array_index (tokens, Token, 0);
      rows_error (rows, line, t->column, t->text,
                  "is neither a hex nor a city followed by its hex (Y14 ccff…, Vienna FF30 (3) major Austria)");
      goto fail;
    }
  written = take_board (tokens, &i);
  if (written > 0 && board > 0 && written != board)
    {
      Token *t = &g_array_index (tokens, Token, i - 1);
      rows_error (rows, line, t->column, t->text, "the hex says mapboard %d", board);
      goto fail;
    }
  city->mapboard = written > 0 ? written : board > 0 ? board : default_board;
  for (; i < tokens->len; i++)
    {
      Token *t = &g_array_index (tokens, Token, i);

      /* a size of the map's ("major", "minor"), or "capital" */
      if (country->len == 0 && bth_map_city_size_from_id (map, t->text) != BTH_CITY_SIZE_UNRECORDED)
        city->size = bth_map_city_size_from_id (map, t->text);
      else if (country->len == 0 && g_ascii_strcasecmp (t->text, "capital") == 0)
        {
          city->capital = TRUE;
          city->size = bth_map_get_capital_size (map);
        }
      else
        {
          if (country->len > 0)
            g_string_append_c (country, ' ');
          g_string_append (country, t->text);
        }
    }
  city->name = g_string_free (g_steal_pointer (&name), FALSE);
  city->country = country->len > 0 ? g_string_free (g_steal_pointer (&country), FALSE) : NULL;
  if (country != NULL)
    g_string_free (country, TRUE);
  g_ptr_array_add (rows->cities, city);
  return;
fail:
  if (name != NULL)
    g_string_free (name, TRUE);
  if (country != NULL)
    g_string_free (country, TRUE);
  row_city_free (city);
}

BthMapRows *
bth_map_rows_parse (const BthMap *map, const char *text)
{
  BthMapRows *rows = rows_new ();
  g_auto(GStrv) lines = g_strsplit (text != NULL ? text : "", "\n", -1);
  int default_board = 0;

  for (guint n = 0; lines[n] != NULL; n++)
    {
      g_autoptr(GArray) tokens = NULL;
      char *hash = strchr (lines[n], '#');
      Token *first;
      g_autofree char *lower = NULL;
      BthHex hex;
      int board;

      if (hash != NULL)
        *hash = '\0';   /* a comment */
      tokens = tokenize (lines[n]);
      if (tokens->len == 0)
        continue;
      first = &g_array_index (tokens, Token, 0);
      lower = g_ascii_strdown (first->text, -1);
      if (tokens->len == 1 && parse_board (first->text, TRUE) > 0)
        default_board = parse_board (first->text, TRUE);
      else if ((g_str_equal (lower, "board") || g_str_equal (lower, "mapboard")) && tokens->len == 2)
        {
          Token *t = &g_array_index (tokens, Token, 1);
          default_board = parse_board (t->text, FALSE);
          if (default_board == 0)
            rows_error (rows, n + 1, t->column, t->text, "is not a mapboard (1 to 4)");
        }
      else if (g_str_equal (lower, "river") || g_str_equal (lower, "r") || g_str_equal (lower, "~"))
        read_river (rows, n + 1, tokens, 1);
      else if (first->text[0] == '~')
        {
          /* "~X13": the hex written against the sign */
          char *rest = g_strdup (first->text + 1);
          g_free (first->text);
          first->text = rest;
          first->column++;
          read_river (rows, n + 1, tokens, 0);
        }
      else
        {
          g_auto(GStrv) ends = g_strsplit (first->text, "-", 2);

          if (parse_hex (ends[0], &hex, &board))
            read_row (map, rows, n + 1, tokens, default_board);
          else
            read_city (map, rows, n + 1, tokens, default_board);
        }
    }
  return rows;
}

/* ---- recording ---------------------------------------------------------------------- */

gboolean
bth_map_river_path_sides (const BthHex *path, guint n, GHashTable *sides, GError **error)
{
  for (guint i = 0; i < n; i++)
    {
      guint8 bits = GPOINTER_TO_UINT (g_hash_table_lookup (sides, GINT_TO_POINTER (bth_hex_index (path[i]))));

      if (i + 1 < n)
        {
          int d = bth_hex_direction_to (path[i], path[i + 1]);

          if (d < 0)
            {
              g_autofree char *a = bth_hex_to_string (path[i], 0);
              g_autofree char *b = bth_hex_to_string (path[i + 1], 0);

              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                           "a river runs from hex to neighbouring hex: %s and %s are not adjacent", a, b);
              return FALSE;
            }
          bits |= 1u << d;
        }
      if (i > 0)
        bits |= 1u << bth_hex_direction_to (path[i], path[i - 1]);
      g_hash_table_insert (sides, GINT_TO_POINTER (bth_hex_index (path[i])), GUINT_TO_POINTER (bits));
    }
  return TRUE;
}

static JsonObject *
new_document (const BthMap *map)
{
  JsonObject *doc = json_object_new ();

  json_object_set_string_member (doc, "format", "berthier-map-overlay");
  json_object_set_int_member (doc, "format_version", 1);
  json_object_set_string_member (doc, "map", bth_map_get_id (map));
  json_object_set_array_member (doc, "hexes", json_array_new ());
  return doc;
}

/* One hex entry per hex: TERRAIN (index → BthTerrain), BOARDS (index → board), new river
 * SIDES (index → sides), in the order of ORDER. */
static gboolean
add_hex_entries (JsonObject *doc, const BthMap *map, GArray *order, GHashTable *terrain,
                 GHashTable *boards, GHashTable *sides, GError **error)
{
  JsonArray *list = json_object_get_array_member (doc, "hexes");

  for (guint i = 0; i < order->len; i++)
    {
      int index = g_array_index (order, int, i);
      BthHex hex = bth_hex_from_index (index);
      gpointer key = GINT_TO_POINTER (index);
      BthTerrain t = GPOINTER_TO_INT (g_hash_table_lookup (terrain, key));
      int board = GPOINTER_TO_INT (g_hash_table_lookup (boards, key));
      guint8 added = sides != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (sides, key)) : 0;
      guint8 river = bth_map_get_river_sides (map, hex) | added;
      g_autofree char *label = board > 0 ? bth_hex_to_string (hex, board) : bth_map_hex_label (map, hex);
      JsonObject *entry;

      if (t == BTH_TERRAIN_UNRECORDED)
        t = bth_map_get_terrain (map, hex);
      if (added != 0 && g_bit_nth_lsf (river, g_bit_nth_lsf (river, -1)) < 0 && t == BTH_TERRAIN_UNRECORDED)
        continue;   /* a river tail where nothing else is recorded: nothing to record */
      if (t == BTH_TERRAIN_UNRECORDED && added == 0)
        continue;   /* only a board ("." or a row without letters) for a hex not recorded */
      if (t == BTH_TERRAIN_UNRECORDED)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "%s: record the hex's terrain before the river through it", label);
          return FALSE;
        }
      entry = json_object_new ();
      json_object_set_string_member (entry, "hex", label);
      json_object_set_string_member (entry, "terrain", bth_map_terrain_id (map, t));
      if (added != 0 && g_bit_nth_lsf (river, g_bit_nth_lsf (river, -1)) >= 0)
        {
          g_autoptr(GError) local = NULL;
          char ***banks = bth_river_banks_from_sides (river, &local);
          JsonArray *array = json_array_new ();

          if (banks == NULL)
            {
              json_array_unref (array);
              json_object_unref (entry);
              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: %s", label, local->message);
              return FALSE;
            }
          for (guint b = 0; banks[b] != NULL; b++)
            {
              JsonArray *bank = json_array_new ();
              for (guint s = 0; banks[b][s] != NULL; s++)
                json_array_add_string_element (bank, banks[b][s]);
              json_array_add_array_element (array, bank);
            }
          bth_river_banks_free (banks);
          json_object_set_array_member (entry, "river", array);
        }
      json_array_add_object_element (list, entry);
    }
  return TRUE;
}

static void
note_hex (GArray *order, GHashTable *seen, int index)
{
  if (!g_hash_table_contains (seen, GINT_TO_POINTER (index)))
    {
      g_hash_table_add (seen, GINT_TO_POINTER (index));
      g_array_append_val (order, index);
    }
}

static const char *
find_country (const BthMap *map, const char *written)
{
  for (guint i = 0; i < bth_map_get_n_countries (map); i++)
    {
      const BthMapCountry *c = bth_map_get_country (map, i);
      if (g_ascii_strcasecmp (c->id, written) == 0 || g_utf8_collate (c->name, written) == 0 ||
          g_ascii_strcasecmp (c->name, written) == 0)
        return c->id;
    }
  return NULL;
}

JsonObject *
bth_map_rows_to_document (const BthMapRows *rows, const BthMap *map, GError **error)
{
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) terrain = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) boards = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) sides = g_hash_table_new (NULL, NULL);
  g_autoptr(JsonObject) doc = NULL;

  if (rows->errors->len > 0)
    {
      const BthMapRowsError *e = g_ptr_array_index (rows->errors, 0);

      if (rows->errors->len == 1)
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s", e->message);
      else
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s (and %u more)", e->message,
                     rows->errors->len - 1);
      return NULL;
    }
  for (guint i = 0; i < rows->hexes->len; i++)
    {
      const BthMapRowHex *h = &g_array_index (rows->hexes, BthMapRowHex, i);
      int index = bth_hex_index (h->hex);

      note_hex (order, seen, index);
      g_hash_table_insert (terrain, GINT_TO_POINTER (index), GINT_TO_POINTER (h->terrain));
      if (h->mapboard > 0)
        g_hash_table_insert (boards, GINT_TO_POINTER (index), GINT_TO_POINTER (h->mapboard));
    }
  for (guint r = 0; r < rows->rivers->len; r++)
    {
      GArray *path = g_ptr_array_index (rows->rivers, r);

      if (!bth_map_river_path_sides ((const BthHex *) path->data, path->len, sides, error))
        return NULL;
      for (guint i = 0; i < path->len; i++)
        note_hex (order, seen, bth_hex_index (g_array_index (path, BthHex, i)));
    }
  doc = new_document (map);
  if (!add_hex_entries (doc, map, order, terrain, boards, sides, error))
    return NULL;
  if (rows->cities->len > 0)
    {
      JsonArray *list = json_array_new ();

      json_object_set_array_member (doc, "cities", list);
      for (guint i = 0; i < rows->cities->len; i++)
        {
          const BthMapRowCity *c = g_ptr_array_index (rows->cities, i);
          const BthMapCity *known = bth_map_find_city (map, c->name);
          JsonObject *entry = json_object_new ();
          g_autofree char *label = c->mapboard > 0 ? bth_hex_to_string (c->hex, c->mapboard)
                                                   : bth_map_hex_label (map, c->hex);

          json_array_add_object_element (list, entry);
          json_object_set_string_member (entry, "name", known != NULL ? known->name : c->name);
          json_object_set_string_member (entry, "hex", label);
          if (bth_map_get_city_size_kind (map, c->size) != NULL)
            json_object_set_string_member (entry, "size", bth_map_get_city_size_kind (map, c->size)->id);
          if (c->capital)
            json_object_set_boolean_member (entry, "capital", TRUE);
          if (c->country != NULL)
            {
              const char *id = find_country (map, c->country);

              if (id == NULL)
                {
                  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                               "%s: “%s” is not a country of the map (C.4)", c->name, c->country);
                  return NULL;
                }
              json_object_set_string_member (entry, "country", id);
            }
        }
    }
  return g_steal_pointer (&doc);
}

JsonObject *
bth_map_paint_document (const BthMap *map, const BthHex *hexes, guint n, BthTerrain terrain)
{
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) terrains = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) boards = g_hash_table_new (NULL, NULL);
  JsonObject *doc = new_document (map);

  for (guint i = 0; i < n; i++)
    {
      note_hex (order, seen, bth_hex_index (hexes[i]));
      g_hash_table_insert (terrains, GINT_TO_POINTER (bth_hex_index (hexes[i])), GINT_TO_POINTER (terrain));
    }
  add_hex_entries (doc, map, order, terrains, boards, NULL, NULL);   /* terrain given: cannot fail */
  return doc;
}

void
bth_map_document_set_mapboard (JsonObject *doc, const BthMap *map, int mapboard)
{
  JsonArray *list = json_object_has_member (doc, "hexes") ? json_object_get_array_member (doc, "hexes") : NULL;

  if (mapboard <= 0)
    return;
  for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
    {
      JsonObject *entry = json_array_get_object_element (list, i);
      const char *label = json_object_get_string_member_with_default (entry, "hex", NULL);
      BthHex hex;
      int board = 0;

      /* A board the label or the map already gives stays: the map is the truth there. */
      if (label != NULL && bth_hex_parse (label, &hex, &board, NULL) && board == 0 &&
          bth_map_get_mapboard (map, hex) == 0)
        {
          g_autofree char *on_board = bth_hex_to_string (hex, mapboard);
          json_object_set_string_member (entry, "hex", on_board);
        }
    }
}

JsonObject *
bth_map_river_document (const BthMap *map, const BthHex *path, guint n, GError **error)
{
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) terrains = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) boards = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) sides = g_hash_table_new (NULL, NULL);
  g_autoptr(JsonObject) doc = new_document (map);

  if (n < 2)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "drag the river from hex to hex: it crosses the sides between them");
      return NULL;
    }
  if (!bth_map_river_path_sides (path, n, sides, error))
    return NULL;
  for (guint i = 0; i < n; i++)
    note_hex (order, seen, bth_hex_index (path[i]));
  if (!add_hex_entries (doc, map, order, terrains, boards, sides, error))
    return NULL;
  return g_steal_pointer (&doc);
}

JsonObject *
bth_map_hexside_document (const BthMap *map, const BthHex *path, guint n, BthHexsideFeature feature,
                          GError **error)
{
  g_autoptr(JsonObject) doc = new_document (map);
  g_autoptr(GArray) pairs = g_array_new (FALSE, FALSE, sizeof (BthHex));
  JsonArray *list = json_array_new ();
  gboolean all_have = TRUE;

  json_object_set_array_member (doc, "hexsides", list);
  for (guint i = 0; i + 1 < n; i++)
    {
      int d = bth_hex_direction_to (path[i], path[i + 1]);

      if (bth_hex_equal (path[i], path[i + 1]))
        continue;
      if (d < 0)
        {
          g_autofree char *a = bth_hex_to_string (path[i], 0);
          g_autofree char *b = bth_hex_to_string (path[i + 1], 0);

          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "drag across the side from a hex to its neighbour: %s and %s are not adjacent", a, b);
          return NULL;
        }
      g_array_append_val (pairs, path[i]);
      g_array_append_val (pairs, path[i + 1]);
      if (bth_map_get_hexside (map, path[i], d) != feature)
        all_have = FALSE;
    }
  if (pairs->len == 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "drag from a hex across the side to its neighbour");
      return NULL;
    }
  for (guint i = 0; i < pairs->len; i += 2)
    {
      BthHex a = g_array_index (pairs, BthHex, i), b = g_array_index (pairs, BthHex, i + 1);
      JsonObject *entry = json_object_new ();
      JsonArray *hexes = json_array_new ();
      g_autofree char *la = bth_map_hex_label (map, a);
      g_autofree char *lb = bth_map_hex_label (map, b);

      json_array_add_string_element (hexes, la);
      json_array_add_string_element (hexes, lb);
      json_object_set_array_member (entry, "hexes", hexes);
      json_object_set_string_member (entry, "feature", bth_map_hexside_id (map, all_have ? BTH_HEXSIDE_NONE : feature));
      json_array_add_object_element (list, entry);
    }
  return g_steal_pointer (&doc);
}

JsonObject *
bth_map_bridge_document (const BthMap *map, const BthHex *hexes, guint n, GError **error)
{
  g_autoptr(JsonObject) doc = new_document (map);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  JsonArray *list = json_object_get_array_member (doc, "hexes");
  gboolean bridge = n > 0 && !bth_map_hex_has_bridge (map, hexes[0]);

  for (guint i = 0; i < n; i++)
    {
      BthTerrain t = bth_map_get_terrain (map, hexes[i]);
      g_autofree char *label = bth_map_hex_label (map, hexes[i]);
      JsonObject *entry;

      if (!g_hash_table_add (seen, GINT_TO_POINTER (bth_hex_index (hexes[i]))))
        continue;
      if (t == BTH_TERRAIN_UNRECORDED)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "%s: record the hex's terrain before its bridge", label);
          return NULL;
        }
      entry = json_object_new ();
      json_object_set_string_member (entry, "hex", label);
      json_object_set_string_member (entry, "terrain", bth_map_terrain_id (map, t));
      json_object_set_boolean_member (entry, "bridge", bridge);
      json_array_add_object_element (list, entry);
    }
  return g_steal_pointer (&doc);
}
