/* bth-map-load.c — reading a map file and a players' overlay, validating every value.
 *
 * Every object is closed (unknown or duplicate keys are refused) and every error names the
 * file and the JSON path: "war-and-peace-4e.json: $.cities[3].hex: …". An overlay is read
 * completely before anything is applied, so a bad overlay leaves the map as it was.
 * The format is in docs/map-format.md.
 */
#include "bth-map-private.h"
#include "bth-json-strict.h"
#include "bth-error.h"

#include <string.h>

#define MAX_ENTRIES 20000

static char *
sub (const char *path, const char *member)
{
  return g_strdup_printf ("%s.%s", path, member);
}

static char *
item (const char *path, guint index)
{
  return g_strdup_printf ("%s[%u]", path, index);
}

/* Absent or null gives NULL. */
static gboolean
opt_string (JsonObject *obj, const char *path, const char *member, const char **out,
            GError **error)
{
  JsonNode *node = json_object_get_member (obj, member);

  *out = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  *out = bth_json_member_string (obj, path, member, error);
  if (*out != NULL && **out == '\0')
    {
      g_autofree char *p = sub (path, member);
      return bth_json_fail (error, p, "is empty");
    }
  return *out != NULL;
}

static gboolean
req_string (JsonObject *obj, const char *path, const char *member, const char **out,
            GError **error)
{
  *out = bth_json_member_string (obj, path, member, error);
  if (*out == NULL)
    return FALSE;
  if (**out == '\0')
    {
      g_autofree char *p = sub (path, member);
      return bth_json_fail (error, p, "is empty");
    }
  return TRUE;
}

/* "000:LINE", "000:FIRST-LAST", several ranges separated by commas, or several seeds
 * separated by "; ". */
static gboolean
check_source (const char *text, const char *path, GError **error)
{
  g_auto(GStrv) seeds = g_strsplit (text, "; ", -1);

  for (guint s = 0; seeds[s] != NULL; s++)
    {
      const char *p = seeds[s];
      if (strlen (p) < 5 || !g_ascii_isdigit (p[0]) || !g_ascii_isdigit (p[1]) ||
          !g_ascii_isdigit (p[2]) || p[3] != ':')
        return bth_json_fail (error, path, "\"%s\" is not SEED:LINE or SEED:FIRST-LAST", text);
      for (p += 4; *p != '\0'; p++)
        if (!g_ascii_isdigit (*p) && *p != '-' && *p != ',')
          return bth_json_fail (error, path, "\"%s\" is not SEED:LINE or SEED:FIRST-LAST", text);
    }
  return TRUE;
}

static gboolean
load_source (JsonObject *obj, const char *path, gboolean required, const char **out,
             GError **error)
{
  g_autofree char *p = sub (path, "source");

  if (!(required ? req_string (obj, path, "source", out, error)
                 : opt_string (obj, path, "source", out, error)))
    return FALSE;
  return *out == NULL || check_source (*out, p, error);
}

/* A hex label; *BOARD gets its board or 0. */
static gboolean
load_hex_node (JsonNode *node, const char *path, BthHex *hex, int *board, GError **error)
{
  g_autoptr(GError) local = NULL;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return bth_json_fail (error, path, "expected a hex such as \"Y16(2)\"");
  if (!bth_hex_parse (json_node_get_string (node), hex, board, &local))
    return bth_json_fail (error, path, "%s", local->message);
  return TRUE;
}

/* Records that HEX lies on BOARD, refusing a contradiction. */
static gboolean
set_board (BthMapHex *hexes, BthHex hex, int board, const char *path, GError **error)
{
  BthMapHex *h = &hexes[bth_hex_index (hex)];

  if (board == 0)
    return TRUE;
  if (h->mapboard != 0 && h->mapboard != board)
    {
      g_autofree char *label = bth_hex_to_string (hex, 0);
      return bth_json_fail (error, path, "%s is on mapboard %d elsewhere in the map, not %d",
                   label, h->mapboard, board);
    }
  h->mapboard = (guint8) board;
  return TRUE;
}

/* ---- hex records, shared by maps and overlays -------------------------------------- */

typedef struct {
  BthHex    hex;
  int       board;
  BthMapHex record;
} HexRecord;

typedef struct {
  BthHex a, b;
  int    board_a, board_b;
  int    dir;       /* from a to b */
  int    feature;
} SideRecord;

static gboolean
load_river (JsonArray *banks, const char *path, BthMapHex *record, GError **error)
{
  guint covered = 0, n = json_array_get_length (banks);

  if (n < 2 || n > BTH_MAP_MAX_BANKS)
    return bth_json_fail (error, path, "a river divides a hex into 2 or 3 banks, not %u", n);
  for (guint b = 0; b < n; b++)
    {
      g_autofree char *bp = item (path, b);
      JsonNode *node = json_array_get_element (banks, b);
      JsonArray *sides;
      guint mask = 0;

      if (!JSON_NODE_HOLDS_ARRAY (node))
        return bth_json_fail (error, bp, "expected an array of hexsides such as [\"e\", \"ne\"]");
      sides = json_node_get_array (node);
      if (json_array_get_length (sides) == 0)
        return bth_json_fail (error, bp, "a bank has at least one hexside");
      for (guint i = 0; i < json_array_get_length (sides); i++)
        {
          g_autofree char *sp = item (bp, i);
          const char *nick = bth_json_element_string (sides, bp, i, error);
          int dir;

          if (nick == NULL)
            return FALSE;
          dir = bth_hex_direction_parse (nick);
          if (dir < 0)
            return bth_json_fail (error, sp, "\"%s\" is not a hexside (e, ne, nw, w, sw, se)", nick);
          if (mask & (1u << dir))
            return bth_json_fail (error, sp, "\"%s\" is listed twice", nick);
          mask |= 1u << dir;
        }
      record->banks[b] = (guint8) mask;
      covered |= mask;
    }
  record->n_banks = (guint8) n;
  if (covered != 0x3f)
    return bth_json_fail (error, path, "every hexside must lie on a bank");
  return TRUE;
}

/* "clear, desert, forest …": the ids of the map's terrains, for messages. */
static char *
terrain_list (const BthMap *map)
{
  GString *s = g_string_new (NULL);

  for (guint t = 1; t <= map->n_terrains; t++)
    g_string_append_printf (s, "%s%s", t > 1 ? ", " : "", map->terrains[t].id);
  return g_string_free (s, FALSE);
}

static gboolean
load_hexes (const BthMap *map, JsonObject *root, const char *path, gboolean source_required,
            GArray *out, GError **error)
{
  g_autofree char *p = sub (path, "hexes");
  JsonArray *array = bth_json_member_array (root, path, "hexes", 0, MAX_ENTRIES, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ip = item (p, i);
      g_autofree char *hp = sub (ip, "hex");
      g_autofree char *tp = sub (ip, "terrain");
      JsonObject *obj = bth_json_element_object (array, p, i, error);
      HexRecord rec = { 0 };
      const char *terrain, *source;
      gboolean flag;
      int t;

      if (obj == NULL ||
          !bth_json_check_keys (obj, ip, BTH_JSON_KEYS ("hex", "terrain"),
                                BTH_JSON_KEYS ("river", "coastal", "port", "bridge", "source", "note"),
                                error) ||
          !load_hex_node (json_object_get_member (obj, "hex"), hp, &rec.hex, &rec.board, error) ||
          !req_string (obj, ip, "terrain", &terrain, error) ||
          !load_source (obj, ip, source_required, &source, error))
        return FALSE;
      t = bth_map_terrain_from_id (map, terrain);
      if (t == BTH_TERRAIN_UNRECORDED)
        {
          g_autofree char *known = terrain_list (map);
          return bth_json_fail (error, tp, "\"%s\" is not a terrain (%s)", terrain, known);
        }
      rec.record.terrain = (guint8) t;
      rec.record.city = -1;
      if (json_object_has_member (obj, "river"))
        {
          g_autofree char *rp = sub (ip, "river");
          JsonArray *banks = bth_json_member_array (obj, ip, "river", 2, BTH_MAP_MAX_BANKS, error);
          if (banks == NULL || !load_river (banks, rp, &rec.record, error))
            return FALSE;
        }
      if (!bth_json_optional_bool (obj, ip, "coastal", FALSE, &flag, error))
        return FALSE;
      rec.record.flags |= flag ? BTH_MAP_HEX_COASTAL : 0;
      if (!bth_json_optional_bool (obj, ip, "port", FALSE, &flag, error))
        return FALSE;
      rec.record.flags |= flag ? BTH_MAP_HEX_PORT | BTH_MAP_HEX_COASTAL : 0;
      if (!bth_json_optional_bool (obj, ip, "bridge", FALSE, &flag, error))
        return FALSE;
      rec.record.flags |= flag ? BTH_MAP_HEX_BRIDGE : 0;
      for (guint j = 0; j < out->len; j++)
        if (bth_hex_equal (g_array_index (out, HexRecord, j).hex, rec.hex))
          return bth_json_fail (error, hp, "this hex is recorded twice");
      g_array_append_val (out, rec);
    }
  return TRUE;
}

static gboolean
load_hexsides (const BthMap *map, JsonObject *root, const char *path, gboolean source_required,
               GArray *out, GError **error)
{
  g_autofree char *p = sub (path, "hexsides");
  JsonArray *array = bth_json_member_array (root, path, "hexsides", 0, MAX_ENTRIES, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ip = item (p, i);
      g_autofree char *hp = sub (ip, "hexes");
      g_autofree char *h0 = item (hp, 0);
      g_autofree char *h1 = item (hp, 1);
      g_autofree char *fp = sub (ip, "feature");
      JsonObject *obj = bth_json_element_object (array, p, i, error);
      JsonArray *pair;
      SideRecord rec = { 0 };
      const char *feature, *source;

      if (obj == NULL ||
          !bth_json_check_keys (obj, ip, BTH_JSON_KEYS ("hexes", "feature"), BTH_JSON_KEYS ("source", "note"), error) ||
          (pair = bth_json_member_array (obj, ip, "hexes", 2, 2, error)) == NULL ||
          !load_hex_node (json_array_get_element (pair, 0), h0, &rec.a, &rec.board_a, error) ||
          !load_hex_node (json_array_get_element (pair, 1), h1, &rec.b, &rec.board_b, error) ||
          !req_string (obj, ip, "feature", &feature, error) ||
          !load_source (obj, ip, source_required, &source, error))
        return FALSE;
      rec.dir = bth_hex_direction_to (rec.a, rec.b);
      if (rec.dir < 0)
        return bth_json_fail (error, hp, "the two hexes are not adjacent");
      rec.feature = bth_map_hexside_from_id (map, feature);
      if (rec.feature < 0)
        {
          g_autoptr(GString) known = g_string_new ("none");
          for (guint f = 1; f <= map->n_hexside_kinds; f++)
            g_string_append_printf (known, ", %s", map->hexside_kinds[f].id);
          return bth_json_fail (error, fp, "\"%s\" is not a hexside feature (%s)", feature, known->str);
        }
      g_array_append_val (out, rec);
    }
  return TRUE;
}

/* Cities in a map (FULL) or an overlay (only name and what is recorded). */
/* An optional list of non-empty strings (each a hex label when HEXES). */
static gboolean
load_names (JsonObject *obj, const char *ip, const char *member, gboolean hexes, char ***out,
            GError **error)
{
  g_autofree char *mp = sub (ip, member);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonArray *array;

  *out = NULL;
  if (!json_object_has_member (obj, member))
    return TRUE;
  if ((array = bth_json_member_array (obj, ip, member, 1, 8, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      const char *text = bth_json_element_string (array, mp, i, error);
      BthHex hex;
      int board;

      if (text == NULL)
        return FALSE;
      if (text[0] == '\0')
        {
          g_autofree char *ep = item (mp, i);
          return bth_json_fail (error, ep, "empty");
        }
      if (hexes)
        {
          g_autoptr(GError) local = NULL;
          if (!bth_hex_parse (text, &hex, &board, &local))
            {
              g_autofree char *ep = item (mp, i);
              return bth_json_fail (error, ep, "%s", local->message);
            }
        }
      g_strv_builder_add (builder, text);
    }
  *out = g_strv_builder_end (builder);
  return TRUE;
}

static gboolean
load_city (const BthMap *map, JsonObject *obj, const char *ip, gboolean overlay, BthMapCity *city,
           int *board, GError **error)
{
  const char *name, *country, *size, *production, *source, *hex;
  gboolean capital;
  JsonNode *port;

  if (!(overlay ? bth_json_check_keys (obj, ip, BTH_JSON_KEYS ("name"),
                                       BTH_JSON_KEYS ("hex", "mapboard", "country", "size", "capital",
                                                      "production", "port", "source", "note"), error)
                : bth_json_check_keys (obj, ip, BTH_JSON_KEYS ("name"),
                                       BTH_JSON_KEYS ("hex", "mapboard", "country", "size", "capital",
                                                      "production", "port", "source", "note",
                                                      "aliases", "printed_hexes"), error)) ||
      !req_string (obj, ip, "name", &name, error) ||
      !opt_string (obj, ip, "hex", &hex, error) ||
      !opt_string (obj, ip, "country", &country, error) ||
      !opt_string (obj, ip, "size", &size, error) ||
      !opt_string (obj, ip, "production", &production, error) ||
      !bth_json_optional_bool (obj, ip, "capital", FALSE, &capital, error) ||
      !bth_json_optional_int (obj, ip, "mapboard", 1, 4, 0, &city->mapboard, error) ||
      !load_source (obj, ip, !overlay, &source, error))
    return FALSE;
  if (!load_names (obj, ip, "aliases", FALSE, &city->aliases, error) ||
      !load_names (obj, ip, "printed_hexes", TRUE, &city->printed_hexes, error))
    return FALSE;
  if (city->printed_hexes != NULL && hex != NULL)
    {
      g_autofree char *pp = sub (ip, "printed_hexes");
      return bth_json_fail (error, pp, "a place with a recorded \"hex\" has no disagreeing printed hexes");
    }
  city->name = g_strdup (name);
  city->country = g_strdup (country);
  city->source = g_strdup (source);
  city->capital = capital;
  *board = 0;
  if (hex != NULL)
    {
      g_autofree char *hp = sub (ip, "hex");
      g_autoptr(GError) local = NULL;
      if (!bth_hex_parse (hex, &city->hex, board, &local))
        return bth_json_fail (error, hp, "%s", local->message);
      city->has_hex = TRUE;
      if (*board != 0 && city->mapboard != 0 && *board != city->mapboard)
        return bth_json_fail (error, hp, "the hex says mapboard %d, \"mapboard\" says %d",
                     *board, city->mapboard);
      if (city->mapboard == 0)
        city->mapboard = *board;
    }
  city->size = BTH_CITY_SIZE_UNRECORDED;
  if (size != NULL && (city->size = bth_map_city_size_from_id (map, size)) == BTH_CITY_SIZE_UNRECORDED)
    {
      /* "is not major or minor" */
      g_autoptr(GString) known = g_string_new (NULL);
      g_autofree char *sp = sub (ip, "size");

      for (guint z = 1; z <= map->n_city_sizes; z++)
        g_string_append_printf (known, "%s%s", z == 1 ? "" : z == map->n_city_sizes ? " or " : ", ",
                                map->city_sizes[z].id);
      return bth_json_fail (error, sp, "\"%s\" is not %s", size,
                            map->n_city_sizes > 0 ? known->str : "a city size of this map");
    }
  if (capital && city->size != BTH_CITY_SIZE_UNRECORDED && city->size != map->capital_size)
    {
      g_autofree char *cp = sub (ip, "capital");
      return bth_json_fail (error, cp, "a capital is a %s city", map->city_sizes[map->capital_size].id);
    }
  if (production != NULL)
    {
      const char * const *symbols = bth_map_get_production_symbols (map);

      if (!g_strv_contains (symbols, production))
        {
          /* "is not none, red, black or white" */
          g_autoptr(GString) known = g_string_new (NULL);
          g_autofree char *pp = sub (ip, "production");
          guint n = g_strv_length ((char **) symbols);

          for (guint i = 0; i < n; i++)
            g_string_append_printf (known, "%s%s", i == 0 ? "" : i + 1 == n ? " or " : ", ", symbols[i]);
          return bth_json_fail (error, pp, "\"%s\" is not %s", production,
                                n > 0 ? known->str : "a production symbol of this map");
        }
      city->production = g_strdup (production);
    }
  port = json_object_get_member (obj, "port");
  city->port = -1;
  if (port != NULL && !JSON_NODE_HOLDS_NULL (port))
    {
      gboolean value;
      if (!bth_json_member_bool (obj, ip, "port", &value, error))
        return FALSE;
      city->port = value ? 1 : 0;
    }
  return TRUE;
}

static void
set_fortress (const BthMap *map, BthMapCity *city)
{
  const BthCitySizeKind *kind = bth_map_get_city_size_kind (map, city->size);

  city->fortress_capacity = city->capital ? map->fortress_capital
                          : kind != NULL ? kind->fortress_capacity : 0;
}

/* ---- applying records ------------------------------------------------------------ */

static gboolean
apply_hexes (BthMap *map, GArray *hexes, GArray *sides, const char *path, GError **error)
{
  for (guint i = 0; i < hexes->len; i++)
    {
      HexRecord *rec = &g_array_index (hexes, HexRecord, i);
      BthMapHex *h = &map->hexes[bth_hex_index (rec->hex)];
      g_autofree char *ip = g_strdup_printf ("%s.hexes[%u].hex", path, i);

      if (!set_board (map->hexes, rec->hex, rec->board, ip, error))
        return FALSE;
      h->terrain = rec->record.terrain;
      h->flags = rec->record.flags;
      h->n_banks = rec->record.n_banks;
      memcpy (h->banks, rec->record.banks, sizeof h->banks);
    }
  for (guint i = 0; i < sides->len; i++)
    {
      SideRecord *rec = &g_array_index (sides, SideRecord, i);
      g_autofree char *ip = g_strdup_printf ("%s.hexsides[%u].hexes", path, i);

      if (!set_board (map->hexes, rec->a, rec->board_a, ip, error) ||
          !set_board (map->hexes, rec->b, rec->board_b, ip, error))
        return FALSE;
      map->hexes[bth_hex_index (rec->a)].sides[rec->dir] = (guint8) rec->feature;
      map->hexes[bth_hex_index (rec->b)].sides[bth_hex_direction_opposite (rec->dir)] =
        (guint8) rec->feature;
    }
  return TRUE;
}

/* ---- the map file ---------------------------------------------------------------- */

/* A list of terrain ids, as a set (bit T: terrain T). */
static gboolean
load_terrain_set (const BthMap *map, JsonArray *array, const char *path, guint32 *out, GError **error)
{
  *out = 0;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ip = item (path, i);
      const char *id = bth_json_element_string (array, path, i, error);
      BthTerrain t;

      if (id == NULL)
        return FALSE;
      t = bth_map_terrain_from_id (map, id);
      if (t == BTH_TERRAIN_UNRECORDED)
        return bth_json_fail (error, ip, "\"%s\" is not a terrain", id);
      *out |= 1u << t;
    }
  return TRUE;
}

/* An id: lower-case letters, digits and '_', as the map's words in overlays. */
static gboolean
check_id (const char *id, const char *path, GError **error)
{
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '_')
      return bth_json_fail (error, path, "\"%s\" is not an id (lower-case letters, digits, _)", id);
  if (strcmp (id, "none") == 0 || strcmp (id, "unrecorded") == 0)
    return bth_json_fail (error, path, "\"%s\" is the kernel's own word", id);
  return TRUE;
}

/* "terrains": the game's terrains, each with its id, name and typed rows' letter; their
 * movement costs come with "movement". */
static gboolean
load_terrains (BthMap *map, JsonObject *root, GError **error)
{
  JsonArray *array = bth_json_member_array (root, "$", "terrains", 1, BTH_MAP_MAX_TERRAINS, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ip = item ("$.terrains", i);
      g_autofree char *idp = sub (ip, "id");
      g_autofree char *lp = sub (ip, "letter");
      JsonObject *obj = bth_json_element_object (array, "$.terrains", i, error);
      BthTerrainKind *kind = &map->terrains[i + 1];
      const char *id, *name, *letter, *source;
      gboolean open;

      if (obj == NULL ||
          !bth_json_check_keys (obj, ip, BTH_JSON_KEYS ("id", "name", "source"),
                                BTH_JSON_KEYS ("letter", "open", "note"), error) ||
          !req_string (obj, ip, "id", &id, error) || !check_id (id, idp, error) ||
          !req_string (obj, ip, "name", &name, error) ||
          !opt_string (obj, ip, "letter", &letter, error) ||
          !bth_json_optional_bool (obj, ip, "open", FALSE, &open, error) ||
          !load_source (obj, ip, TRUE, &source, error))
        return FALSE;
      if (bth_map_terrain_from_id (map, id) != BTH_TERRAIN_UNRECORDED)
        return bth_json_fail (error, idp, "terrain \"%s\" is listed twice", id);
      if (letter != NULL)
        {
          gunichar c = g_utf8_get_char (letter);
          if (g_utf8_strlen (letter, -1) != 1 || !g_unichar_isalpha (c) || g_unichar_tolower (c) != c)
            return bth_json_fail (error, lp, "\"%s\" is not one lower-case letter", letter);
          if (bth_map_terrain_from_letter (map, c) != BTH_TERRAIN_UNRECORDED)
            return bth_json_fail (error, lp, "\"%s\" is already another terrain's letter", letter);
          kind->letter = c;
        }
      kind->id = g_strdup (id);
      kind->name = g_strdup (name);
      kind->open = open;
      map->n_terrains = i + 1;
      if (open && map->open_terrain != BTH_TERRAIN_UNRECORDED)
        {
          g_autofree char *op = sub (ip, "open");
          return bth_json_fail (error, op, "only one terrain is the open one");
        }
      if (open)
        map->open_terrain = (BthTerrain) (i + 1);
    }
  if (map->open_terrain == BTH_TERRAIN_UNRECORDED)
    return bth_json_fail (error, "$.terrains", "one terrain must be \"open\" (what a bridged hex counts as)");
  return TRUE;
}

/* "hexside_features": what a hexside may carry, and what it does to a step across it. */
static gboolean
load_hexside_kinds (BthMap *map, JsonObject *root, GError **error)
{
  JsonArray *array = bth_json_member_array (root, "$", "hexside_features", 0, BTH_MAP_MAX_HEXSIDE_KINDS,
                                            error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ip = item ("$.hexside_features", i);
      g_autofree char *idp = sub (ip, "id");
      g_autofree char *ep = sub (ip, "entry_terrains");
      JsonObject *obj = bth_json_element_object (array, "$.hexside_features", i, error);
      BthHexsideKind *kind = &map->hexside_kinds[i + 1];
      const char *id, *name, *source;
      JsonArray *terrains = NULL;

      if (obj == NULL ||
          !bth_json_check_keys (obj, ip, BTH_JSON_KEYS ("id", "name", "source"),
                                BTH_JSON_KEYS ("closed", "extra_mp", "entry_mp", "entry_terrains", "note"),
                                error) ||
          !req_string (obj, ip, "id", &id, error) || !check_id (id, idp, error) ||
          !req_string (obj, ip, "name", &name, error) ||
          !bth_json_optional_bool (obj, ip, "closed", FALSE, &kind->closed, error) ||
          !bth_json_optional_int (obj, ip, "extra_mp", 0, 9, 0, &kind->extra_mp, error) ||
          !bth_json_optional_int (obj, ip, "entry_mp", 1, 9, 0, &kind->entry_mp, error) ||
          !load_source (obj, ip, TRUE, &source, error))
        return FALSE;
      if (bth_map_hexside_from_id (map, id) >= 0)
        return bth_json_fail (error, idp, "hexside feature \"%s\" is listed twice", id);
      if ((kind->entry_mp > 0) != json_object_has_member (obj, "entry_terrains"))
        return bth_json_fail (error, ip, "\"entry_mp\" and \"entry_terrains\" go together");
      if (kind->entry_mp > 0 &&
          ((terrains = bth_json_member_array (obj, ip, "entry_terrains", 1, BTH_MAP_MAX_TERRAINS, error)) == NULL ||
           !load_terrain_set (map, terrains, ep, &kind->entry_terrains, error)))
        return FALSE;
      kind->id = g_strdup (id);
      kind->name = g_strdup (name);
      map->n_hexside_kinds = i + 1;
    }
  return TRUE;
}

/* "production_symbols": the symbols a city may carry for its production (C.6 in War and
 * Peace), as words the map's and overlays' cities use. */
static gboolean
load_production_symbols (BthMap *map, JsonObject *root, GError **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) symbols = NULL;
  JsonArray *array;

  if (!json_object_has_member (root, "production_symbols"))
    {
      map->production_symbols = g_new0 (char *, 1);
      return TRUE;
    }
  if ((array = bth_json_member_array (root, "$", "production_symbols", 1, 16, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      const char *symbol = bth_json_element_string (array, "$.production_symbols", i, error);
      g_autofree char *ip = item ("$.production_symbols", i);

      if (symbol == NULL)
        return FALSE;
      if (*symbol == '\0')
        return bth_json_fail (error, ip, "is empty");
      g_strv_builder_add (builder, symbol);
    }
  map->production_symbols = g_strv_builder_end (builder);
  return TRUE;
}

/* "city_sizes": the sizes a city may be, each with its fortress capacity; "capitals": the
 * size a capital is, and its own capacity. */
static gboolean
load_city_sizes (BthMap *map, JsonObject *root, GError **error)
{
  JsonArray *array = bth_json_member_array (root, "$", "city_sizes", 1, BTH_MAP_MAX_CITY_SIZES, error);
  JsonObject *obj;
  const char *source, *size;

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ip = item ("$.city_sizes", i);
      g_autofree char *idp = sub (ip, "id");
      JsonObject *o = bth_json_element_object (array, "$.city_sizes", i, error);
      BthCitySizeKind *kind = &map->city_sizes[i + 1];
      const char *id;

      if (o == NULL ||
          !bth_json_check_keys (o, ip, BTH_JSON_KEYS ("id", "fortress_capacity", "source"), BTH_JSON_KEYS ("note"),
                                error) ||
          !req_string (o, ip, "id", &id, error) || !check_id (id, idp, error) ||
          !bth_json_member_int (o, ip, "fortress_capacity", 0, 99, &kind->fortress_capacity, error) ||
          !load_source (o, ip, TRUE, &source, error))
        return FALSE;
      if (strcmp (id, "capital") == 0)
        return bth_json_fail (error, idp, "\"capital\" is a city's \"capital\", not a size");
      if (bth_map_city_size_from_id (map, id) != BTH_CITY_SIZE_UNRECORDED)
        return bth_json_fail (error, idp, "city size \"%s\" is listed twice", id);
      kind->id = g_strdup (id);
      map->n_city_sizes = i + 1;
    }
  if ((obj = bth_json_member_object (root, "$", "capitals", error)) == NULL ||
      !bth_json_check_keys (obj, "$.capitals", BTH_JSON_KEYS ("size", "fortress_capacity", "source"),
                            BTH_JSON_KEYS ("note"), error) ||
      !req_string (obj, "$.capitals", "size", &size, error) ||
      !bth_json_member_int (obj, "$.capitals", "fortress_capacity", 0, 99, &map->fortress_capital, error) ||
      !load_source (obj, "$.capitals", TRUE, &source, error))
    return FALSE;
  map->capital_size = bth_map_city_size_from_id (map, size);
  if (map->capital_size == BTH_CITY_SIZE_UNRECORDED)
    return bth_json_fail (error, "$.capitals.size", "\"%s\" is not one of $.city_sizes", size);
  return TRUE;
}

static gboolean
load_movement (BthMap *map, JsonObject *root, GError **error)
{
  JsonObject *obj, *costs;
  JsonArray *winter;
  const char *source;
  const char *p = "$.movement";

  if ((obj = bth_json_member_object (root, "$", "movement", error)) == NULL ||
      !bth_json_check_keys (obj, p, BTH_JSON_KEYS ("terrain_mp", "city_mp", "river_extra_mp",
                                          "winter_as_clear", "source"), BTH_JSON_KEYS ("note"), error) ||
      (costs = bth_json_member_object (obj, p, "terrain_mp", error)) == NULL ||
      !bth_json_member_int (obj, p, "city_mp", 1, 9, &map->city_mp, error) ||
      !bth_json_member_int (obj, p, "river_extra_mp", 0, 9, &map->river_extra_mp, error) ||
      (winter = bth_json_member_array (obj, p, "winter_as_clear", 0, BTH_MAP_MAX_TERRAINS, error)) == NULL ||
      !load_source (obj, p, TRUE, &source, error))
    return FALSE;

  map->min_mp = map->city_mp;
  for (guint t = 1; t <= map->n_terrains; t++)
    {
      BthTerrainKind *kind = &map->terrains[t];
      if (!bth_json_member_int_or_null (costs, "$.movement.terrain_mp", kind->id, 1, 9, 0, &kind->mp, error))
        return FALSE;
      if (kind->mp > 0)
        map->min_mp = MIN (map->min_mp, kind->mp);
    }
  for (guint f = 1; f <= map->n_hexside_kinds; f++)
    if (map->hexside_kinds[f].entry_mp > 0)
      map->min_mp = MIN (map->min_mp, map->hexside_kinds[f].entry_mp);
  if (json_object_get_size (costs) != map->n_terrains)
    {
      g_autoptr(GList) members = json_object_get_members (costs);
      for (GList *l = members; l != NULL; l = l->next)
        if (bth_map_terrain_from_id (map, l->data) == BTH_TERRAIN_UNRECORDED)
          return bth_json_fail (error, "$.movement.terrain_mp", "unknown terrain \"%s\"",
                       (const char *) l->data);
    }
  if (map->terrains[map->open_terrain].mp <= 0)
    {
      g_autofree char *op = sub ("$.movement.terrain_mp", map->terrains[map->open_terrain].id);
      return bth_json_fail (error, op, "%s terrain must be passable", map->terrains[map->open_terrain].id);
    }
  return load_terrain_set (map, winter, "$.movement.winter_as_clear", &map->winter_clear, error);
}

static gboolean
load_simple_list (JsonObject *root, const char *member, const char * const *required,
                  const char * const *optional, guint min, GError **error)
{
  g_autofree char *p = sub ("$", member);
  JsonArray *array = bth_json_member_array (root, "$", member, min, MAX_ENTRIES, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ip = item (p, i);
      JsonObject *obj = bth_json_element_object (array, p, i, error);
      const char *source;
      if (obj == NULL || !bth_json_check_keys (obj, ip, required, optional, error) ||
          !load_source (obj, ip, TRUE, &source, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_map (BthMap *map, JsonObject *root, GError **error)
{
  const char *id, *name, *source;
  int version;
  JsonObject *obj;
  JsonArray *array;
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (HexRecord));
  g_autoptr(GArray) sides = g_array_new (FALSE, FALSE, sizeof (SideRecord));
  const char *format;

  if (!bth_json_check_keys (root, "$",
                            BTH_JSON_KEYS ("format", "format_version", "id", "name", "source", "grid",
                                  "terrains", "hexside_features", "movement", "supply",
                                  "city_sizes", "capitals", "mapboards", "countries", "sea_zones",
                                  "cities", "places", "hexes", "hexsides", "to_be_entered"),
                            BTH_JSON_KEYS ("production_symbols"), error) ||
      (format = bth_json_member_string (root, "$", "format", error)) == NULL)
    return FALSE;
  if (strcmp (format, "berthier-map") != 0)
    return bth_json_fail (error, "$.format", "\"%s\" is not \"berthier-map\"", format);
  if (!bth_json_member_int (root, "$", "format_version", 1, 1, &version, error) ||
      !req_string (root, "$", "id", &id, error) ||
      !req_string (root, "$", "name", &name, error) ||
      !load_source (root, "$", TRUE, &source, error))
    return FALSE;
  map->id = g_strdup (id);
  map->name = g_strdup (name);

  /* The grid: only the convention this code implements is accepted. */
  if ((obj = bth_json_member_object (root, "$", "grid", error)) == NULL ||
      !bth_json_check_keys (obj, "$.grid", BTH_JSON_KEYS ("rows", "shifted_rows", "source"),
                            BTH_JSON_KEYS ("note"), error) ||
      !load_source (obj, "$.grid", TRUE, &source, error))
    return FALSE;
  if (g_strcmp0 (json_object_get_string_member_with_default (obj, "rows", ""), "letters") != 0)
    return bth_json_fail (error, "$.grid.rows", "only \"letters\" (rows lettered, columns numbered) is supported");
  if (g_strcmp0 (json_object_get_string_member_with_default (obj, "shifted_rows", ""),
                 "B, D, F") != 0)
    return bth_json_fail (error, "$.grid.shifted_rows", "only \"B, D, F\" (every second row from B "
                 "shifted towards the higher numbers) is supported");

  if (!load_terrains (map, root, error) || !load_hexside_kinds (map, root, error) ||
      !load_production_symbols (map, root, error) || !load_movement (map, root, error))
    return FALSE;
  if ((obj = bth_json_member_object (root, "$", "supply", error)) == NULL ||
      !bth_json_check_keys (obj, "$.supply", BTH_JSON_KEYS ("line_mp", "source"), NULL, error) ||
      !bth_json_member_int (obj, "$.supply", "line_mp", 0, 99, &map->supply_line_mp, error) ||
      !load_source (obj, "$.supply", TRUE, &source, error))
    return FALSE;
  if (!load_city_sizes (map, root, error))
    return FALSE;

  if (!load_simple_list (root, "mapboards", BTH_JSON_KEYS ("number", "name", "source"), NULL, 0, error) ||
      !load_simple_list (root, "sea_zones", BTH_JSON_KEYS ("name", "source"),
                         BTH_JSON_KEYS ("adjoins_land", "note"), 0, error))
    return FALSE;

  array = bth_json_member_array (root, "$", "countries", 0, MAX_ENTRIES, error);
  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ip = item ("$.countries", i);
      JsonObject *c = bth_json_element_object (array, "$.countries", i, error);
      BthMapCountry *country;
      const char *cid, *cname, *kind, *by, *csource, *cpower;

      if (c == NULL ||
          !bth_json_check_keys (c, ip, BTH_JSON_KEYS ("id", "name", "kind", "source"),
                                BTH_JSON_KEYS ("controlled_by", "power", "note"), error) ||
          !req_string (c, ip, "id", &cid, error) || !req_string (c, ip, "name", &cname, error) ||
          !req_string (c, ip, "kind", &kind, error) ||
          !opt_string (c, ip, "controlled_by", &by, error) ||
          !opt_string (c, ip, "power", &cpower, error) ||
          !load_source (c, ip, TRUE, &csource, error))
        return FALSE;
      if (strcmp (kind, "major") != 0 && strcmp (kind, "minor") != 0)
        {
          g_autofree char *kp = sub (ip, "kind");
          return bth_json_fail (error, kp, "\"%s\" is not major or minor", kind);
        }
      for (guint j = 0; j < map->countries->len; j++)
        if (strcmp (((BthMapCountry *) g_ptr_array_index (map->countries, j))->id, cid) == 0)
          {
            g_autofree char *idp = sub (ip, "id");
            return bth_json_fail (error, idp, "country \"%s\" is listed twice", cid);
          }
      for (guint j = 0; cpower != NULL && j < map->countries->len; j++)
        {
          const BthMapCountry *other = g_ptr_array_index (map->countries, j);
          if (strcmp (other->id, cpower) == 0 || g_strcmp0 (other->power, cpower) == 0)
            {
              g_autofree char *pp = sub (ip, "power");
              return bth_json_fail (error, pp, "\"%s\" is already %s's", cpower, other->id);
            }
        }
      country = g_new0 (BthMapCountry, 1);
      country->id = g_strdup (cid);
      country->name = g_strdup (cname);
      country->kind = g_strdup (kind);
      country->controlled_by = g_strdup (by);
      country->source = g_strdup (csource);
      country->power = g_strdup (cpower);
      g_ptr_array_add (map->countries, country);
    }

  for (int pass = 0; pass < 2; pass++)
    {
      const char *member = pass == 0 ? "cities" : "places";
      g_autofree char *p = sub ("$", member);
      GPtrArray *list = pass == 0 ? map->cities : map->places;

      array = bth_json_member_array (root, "$", member, 0, MAX_ENTRIES, error);
      if (array == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *ip = item (p, i);
          g_autofree char *hp = sub (ip, "hex");
          JsonObject *c = bth_json_element_object (array, p, i, error);
          BthMapCity *city;
          int board;

          if (c == NULL)
            return FALSE;
          city = g_new0 (BthMapCity, 1);
          g_ptr_array_add (list, city);
          if (!load_city (map, c, ip, FALSE, city, &board, error))
            return FALSE;
          if (city->has_hex && !set_board (map->hexes, city->hex, city->mapboard, hp, error))
            return FALSE;
          if (city->country != NULL)
            {
              gboolean found = FALSE;
              for (guint j = 0; j < map->countries->len; j++)
                found |= strcmp (((BthMapCountry *) g_ptr_array_index (map->countries, j))->id,
                                 city->country) == 0;
              if (!found)
                {
                  g_autofree char *cp = sub (ip, "country");
                  return bth_json_fail (error, cp, "\"%s\" is not one of $.countries", city->country);
                }
            }
          if (pass == 0 && bth_map_find_city (map, city->name) != NULL)
            {
              g_autofree char *np = sub (ip, "name");
              return bth_json_fail (error, np, "city \"%s\" is listed twice", city->name);
            }
          for (guint a = 0; pass == 0 && city->aliases != NULL && city->aliases[a] != NULL; a++)
            if (bth_map_find_city (map, city->aliases[a]) != NULL)
              {
                g_autofree char *ap = sub (ip, "aliases");
                return bth_json_fail (error, ap, "\"%s\" is already a city's name", city->aliases[a]);
              }
          if (pass == 0)
            {
              for (guint j = 0; city->has_hex && j + 1 < list->len; j++)
                {
                  BthMapCity *other = g_ptr_array_index (list, j);
                  if (other->has_hex && bth_hex_equal (other->hex, city->hex))
                    return bth_json_fail (error, hp, "%s is already the hex of %s", json_object_get_string_member (c, "hex"), other->name);
                }
              set_fortress (map, city);
              bth_map_index_cities (map);
            }
        }
    }

  if (!load_hexes (map, root, "$", TRUE, hexes, error) ||
      !load_hexsides (map, root, "$", TRUE, sides, error) ||
      !apply_hexes (map, hexes, sides, "$", error))
    return FALSE;

  array = bth_json_member_array (root, "$", "to_be_entered", 0, MAX_ENTRIES, error);
  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (bth_json_element_string (array, "$.to_be_entered", i, error) == NULL)
      return FALSE;
  return TRUE;
}

static BthMap *
map_from_data (const char *text, gssize length, const char *name, GError **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(BthMap) map = bth_map_new_empty ();

  root = bth_json_parse_strict (text, length, error);
  if (root == NULL)
    {
      g_prefix_error (error, "%s: ", name);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $: expected an object", name);
      return NULL;
    }
  if (!load_map (map, json_node_get_object (root), error))
    {
      g_prefix_error (error, "%s: ", name);
      return NULL;
    }
  /* Kept so that a players' record taken back leaves what the map file states. */
  map->shipped = g_memdup2 (map->hexes, BTH_HEX_COUNT * sizeof (BthMapHex));
  return g_steal_pointer (&map);
}

BthMap *
bth_map_new_from_data (const char *text, gssize length, const char *name, GError **error)
{
  return map_from_data (text, length, name, error);
}

BthMap *
bth_map_new_from_file (const char *filename, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree char *base = g_path_get_basename (filename);
  gsize length;

  if (!g_file_get_contents (filename, &text, &length, error))
    return NULL;
  return map_from_data (text, length, base, error);
}

BthMap *
bth_map_load_resource (const char *resource_path, GError **error)
{
  g_autofree char *name = g_path_get_basename (resource_path);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  gsize length;
  const char *text;

  if (bytes == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND, "no built-in map at %s", resource_path);
      return NULL;
    }
  text = g_bytes_get_data (bytes, &length);
  return map_from_data (text, length, name, error);
}

/* ---- overlays ------------------------------------------------------------------- */

/* "unresolved": another group's records that differ from these, kept until the players
 * choose (bth_map_overlay_merge). Read as strictly as the records themselves, but not
 * applied to the map. */
static gboolean
check_unresolved (const BthMap *map, JsonObject *root, GError **error)
{
  JsonObject *unresolved;
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (HexRecord));
  g_autoptr(GArray) sides = g_array_new (FALSE, FALSE, sizeof (SideRecord));

  if (!json_object_has_member (root, "unresolved"))
    return TRUE;
  if ((unresolved = bth_json_member_object (root, "$", "unresolved", error)) == NULL ||
      !bth_json_check_keys (unresolved, "$.unresolved", NULL,
                            BTH_JSON_KEYS ("hexes", "hexsides", "cities"), error) ||
      (json_object_has_member (unresolved, "hexes") &&
       !load_hexes (map, unresolved, "$.unresolved", FALSE, hexes, error)) ||
      (json_object_has_member (unresolved, "hexsides") &&
       !load_hexsides (map, unresolved, "$.unresolved", FALSE, sides, error)))
    return FALSE;
  if (json_object_has_member (unresolved, "cities"))
    {
      JsonArray *array = bth_json_member_array (unresolved, "$.unresolved", "cities", 0, MAX_ENTRIES, error);

      if (array == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *ip = item ("$.unresolved.cities", i);
          JsonObject *c = bth_json_element_object (array, "$.unresolved.cities", i, error);
          BthMapCity *city;
          gboolean ok;
          int board;

          if (c == NULL)
            return FALSE;
          city = g_new0 (BthMapCity, 1);
          ok = load_city (map, c, ip, TRUE, city, &board, error);
          bth_map_city_free (city);
          if (!ok)
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
apply_overlay (BthMap *map, JsonObject *root, GError **error)
{
  const char *format, *id;
  int version;
  JsonArray *array;
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (HexRecord));
  g_autoptr(GArray) sides = g_array_new (FALSE, FALSE, sizeof (SideRecord));
  g_autoptr(GPtrArray) cities = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_city_free);
  g_autoptr(GArray) boards = g_array_new (FALSE, FALSE, sizeof (int));
  BthMapHex *saved;

  if (root == NULL)
    return FALSE;
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("format", "format_version", "map"),
                            BTH_JSON_KEYS ("hexes", "hexsides", "cities", "note", "major_cities_complete",
                                           "unresolved"), error) ||
      !check_unresolved (map, root, error) ||
      (format = bth_json_member_string (root, "$", "format", error)) == NULL)
    return FALSE;
  if (strcmp (format, "berthier-map-overlay") != 0)
    return bth_json_fail (error, "$.format", "\"%s\" is not \"berthier-map-overlay\"", format);
  if (!bth_json_member_int (root, "$", "format_version", 1, 1, &version, error) ||
      !req_string (root, "$", "map", &id, error))
    return FALSE;
  if (strcmp (id, map->id) != 0)
    return bth_json_fail (error, "$.map", "this overlay is for map \"%s\", not \"%s\"", id, map->id);
  if ((json_object_has_member (root, "hexes") && !load_hexes (map, root, "$", FALSE, hexes, error)) ||
      (json_object_has_member (root, "hexsides") && !load_hexsides (map, root, "$", FALSE, sides, error)))
    return FALSE;
  if (json_object_has_member (root, "cities"))
    {
      array = bth_json_member_array (root, "$", "cities", 0, MAX_ENTRIES, error);
      if (array == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *ip = item ("$.cities", i);
          JsonObject *c = bth_json_element_object (array, "$.cities", i, error);
          BthMapCity *city;
          int board;

          if (c == NULL)
            return FALSE;
          city = g_new0 (BthMapCity, 1);
          g_ptr_array_add (cities, city);
          if (!load_city (map, c, ip, TRUE, city, &board, error))
            return FALSE;
          if (!city->has_hex && bth_map_find_city (map, city->name) == NULL)
            return bth_json_fail (error, ip, "%s is not a city of the map: give its \"hex\"", city->name);
          g_array_append_val (boards, board);
        }
    }

  /* Everything read: apply, undoing the hexes if a board contradicts the map. */
  saved = g_memdup2 (map->hexes, BTH_HEX_COUNT * sizeof (BthMapHex));
  if (!apply_hexes (map, hexes, sides, "$", error))
    {
      memcpy (map->hexes, saved, BTH_HEX_COUNT * sizeof (BthMapHex));
      g_free (saved);
      return FALSE;
    }
  g_free (saved);
  for (guint i = 0; i < cities->len; i++)
    {
      BthMapCity *rec = g_ptr_array_index (cities, i);
      BthMapCity *city = (BthMapCity *) bth_map_find_city (map, rec->name);

      if (city == NULL)
        {
          g_ptr_array_add (map->cities, g_ptr_array_steal_index (cities, i));
          g_ptr_array_insert (cities, i, NULL);
          city = rec;
        }
      else
        {
          if (rec->has_hex)
            {
              city->has_hex = TRUE;
              city->hex = rec->hex;
            }
          if (rec->mapboard != 0)
            city->mapboard = rec->mapboard;
          if (rec->country != NULL)
            {
              g_free (city->country);
              city->country = g_strdup (rec->country);
            }
          if (rec->size != BTH_CITY_SIZE_UNRECORDED)
            city->size = rec->size;
          city->capital |= rec->capital;
          if (rec->production != NULL)
            {
              g_free (city->production);
              city->production = g_strdup (rec->production);
            }
          if (rec->port >= 0)
            city->port = rec->port;
        }
      if (city->has_hex && city->mapboard != 0 &&
          map->hexes[bth_hex_index (city->hex)].mapboard == 0)
        map->hexes[bth_hex_index (city->hex)].mapboard = (guint8) city->mapboard;
      set_fortress (map, city);
    }
  bth_map_index_cities (map);
  /* The players' confirmation that the cities list every major one (bth_map_major_cities_confirmed). */
  if (json_object_has_member (root, "major_cities_complete"))
    {
      JsonNode *node = json_object_get_member (root, "major_cities_complete");

      if (!JSON_NODE_HOLDS_NULL (node) &&
          (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING))
        return bth_json_fail (error, "$.major_cities_complete", "expected the cities' fingerprint (a string) or null");
      g_free (map->major_cities_complete);
      map->major_cities_complete = JSON_NODE_HOLDS_NULL (node) ? NULL : g_strdup (json_node_get_string (node));
    }
  return TRUE;
}

/* The overlay in ROOT: ROOT itself, or the "overlay" of a record of the board as the app
 * exports it ("berthier-board-record", bth-map-share.h), so that the one file the players
 * share is read wherever an overlay is. NULL with ERROR when a board record is malformed. */
static JsonObject *
board_record_overlay (JsonObject *root, GError **error)
{
  const char *format = json_object_get_string_member_with_default (root, "format", "");
  JsonObject *overlay;

  if (strcmp (format, "berthier-board-record") != 0)
    return root;
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("format", "format_version", "map", "overlay"),
                            BTH_JSON_KEYS ("mapboards", "hexes_without_mapboard", "note"), error) ||
      (overlay = bth_json_member_object (root, "$", "overlay", error)) == NULL)
    return NULL;
  return overlay;
}

gboolean
bth_map_apply_overlay_data (BthMap *self, const char *text, gssize length, const char *name,
                            GError **error)
{
  g_autoptr(JsonNode) root = bth_json_parse_strict (text, length, error);

  if (root == NULL)
    {
      g_prefix_error (error, "%s: ", name);
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $: expected an object", name);
      return FALSE;
    }
  if (!apply_overlay (self, board_record_overlay (json_node_get_object (root), error), error))
    {
      g_prefix_error (error, "%s: ", name);
      return FALSE;
    }
  return TRUE;
}

gboolean
bth_map_apply_overlay_file (BthMap *self, const char *filename, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree char *base = g_path_get_basename (filename);
  gsize length;

  if (!g_file_get_contents (filename, &text, &length, error))
    return FALSE;
  return bth_map_apply_overlay_data (self, text, length, base, error);
}
