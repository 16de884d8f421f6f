/* bth-map.c — the map's hexes, hexsides and cities, read-only after loading. */
#include "bth-map-private.h"
#include "bth-error.h"

#include <glib/gi18n-lib.h>

#include <string.h>

/* ---- the map file's tables of terrains and hexside features ------------------------- */

guint
bth_map_get_n_terrains (const BthMap *self)
{
  return self->n_terrains;
}

const BthTerrainKind *
bth_map_get_terrain_kind (const BthMap *self, BthTerrain terrain)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (terrain == BTH_TERRAIN_UNRECORDED || terrain > self->n_terrains)
    return NULL;
  return &self->terrains[terrain];
}

BthTerrain
bth_map_terrain_from_id (const BthMap *self, const char *id)
{
  for (guint t = 1; id != NULL && t <= self->n_terrains; t++)
    if (strcmp (self->terrains[t].id, id) == 0)
      return (BthTerrain) t;
  return BTH_TERRAIN_UNRECORDED;
}

BthTerrain
bth_map_terrain_from_letter (const BthMap *self, gunichar letter)
{
  letter = g_unichar_tolower (letter);
  for (guint t = 1; letter != 0 && t <= self->n_terrains; t++)
    if (self->terrains[t].letter == letter)
      return (BthTerrain) t;
  return BTH_TERRAIN_UNRECORDED;
}

const char *
bth_map_terrain_id (const BthMap *self, BthTerrain terrain)
{
  const BthTerrainKind *kind = bth_map_get_terrain_kind (self, terrain);

  return kind != NULL ? kind->id : "unrecorded";
}

guint
bth_map_get_n_hexside_kinds (const BthMap *self)
{
  return self->n_hexside_kinds;
}

const BthHexsideKind *
bth_map_get_hexside_kind (const BthMap *self, BthHexsideFeature feature)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (feature == BTH_HEXSIDE_NONE || feature > self->n_hexside_kinds)
    return NULL;
  return &self->hexside_kinds[feature];
}

int
bth_map_hexside_from_id (const BthMap *self, const char *id)
{
  if (g_strcmp0 (id, "none") == 0)
    return BTH_HEXSIDE_NONE;
  for (guint f = 1; id != NULL && f <= self->n_hexside_kinds; f++)
    if (strcmp (self->hexside_kinds[f].id, id) == 0)
      return (int) f;
  return -1;
}

const char *
bth_map_hexside_id (const BthMap *self, BthHexsideFeature feature)
{
  const BthHexsideKind *kind = bth_map_get_hexside_kind (self, feature);

  return kind != NULL ? kind->id : "none";
}

guint
bth_map_get_n_city_sizes (const BthMap *self)
{
  return self->n_city_sizes;
}

const BthCitySizeKind *
bth_map_get_city_size_kind (const BthMap *self, BthCitySize size)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (size == BTH_CITY_SIZE_UNRECORDED || size > self->n_city_sizes)
    return NULL;
  return &self->city_sizes[size];
}

BthCitySize
bth_map_city_size_from_id (const BthMap *self, const char *id)
{
  for (guint z = 1; id != NULL && z <= self->n_city_sizes; z++)
    if (g_ascii_strcasecmp (self->city_sizes[z].id, id) == 0)
      return (BthCitySize) z;
  return BTH_CITY_SIZE_UNRECORDED;
}

BthCitySize
bth_map_get_capital_size (const BthMap *self)
{
  return self->capital_size;
}

const char * const *
bth_map_get_production_symbols (const BthMap *self)
{
  static const char *const none[] = { NULL };

  return self->production_symbols != NULL ? (const char * const *) self->production_symbols : none;
}

/* ---- cities and countries ----------------------------------------------------------- */

void
bth_map_city_free (BthMapCity *city)
{
  if (city == NULL)
    return;
  g_free (city->name);
  g_free (city->country);
  g_free (city->source);
  g_free (city->production);
  g_strfreev (city->aliases);
  g_strfreev (city->printed_hexes);
  g_free (city);
}

void
bth_map_country_free (BthMapCountry *country)
{
  if (country == NULL)
    return;
  g_free (country->id);
  g_free (country->name);
  g_free (country->kind);
  g_free (country->controlled_by);
  g_free (country->source);
  g_free (country->power);
  g_free (country);
}

BthMap *
bth_map_new_empty (void)
{
  BthMap *self = g_new0 (BthMap, 1);

  self->ref_count = 1;
  self->hexes = g_new0 (BthMapHex, BTH_HEX_COUNT);
  for (int i = 0; i < BTH_HEX_COUNT; i++)
    self->hexes[i].city = -1;
  self->cities = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_city_free);
  self->countries = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_country_free);
  self->places = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_city_free);
  self->city_by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return self;
}

/* Rebuilds the name index and the hexes' city links. */
void
bth_map_index_cities (BthMap *self)
{
  g_hash_table_remove_all (self->city_by_name);
  for (int i = 0; i < BTH_HEX_COUNT; i++)
    self->hexes[i].city = -1;
  for (guint i = 0; i < self->cities->len; i++)
    {
      BthMapCity *city = g_ptr_array_index (self->cities, i);

      g_hash_table_insert (self->city_by_name, g_utf8_casefold (city->name, -1),
                           GUINT_TO_POINTER (i + 1));
      for (guint a = 0; city->aliases != NULL && city->aliases[a] != NULL; a++)
        g_hash_table_insert (self->city_by_name, g_utf8_casefold (city->aliases[a], -1),
                             GUINT_TO_POINTER (i + 1));
      if (city->has_hex)
        self->hexes[bth_hex_index (city->hex)].city = (gint16) i;
    }
}

BthMap *
bth_map_ref (BthMap *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
bth_map_unref (BthMap *self)
{
  if (self == NULL || !g_atomic_int_dec_and_test (&self->ref_count))
    return;
  g_free (self->id);
  g_free (self->name);
  g_free (self->hexes);
  g_free (self->shipped);
  g_ptr_array_unref (self->cities);
  g_ptr_array_unref (self->countries);
  g_ptr_array_unref (self->places);
  g_hash_table_unref (self->city_by_name);
  g_free (self->major_cities_complete);
  for (guint t = 1; t <= self->n_terrains; t++)
    {
      g_free (self->terrains[t].id);
      g_free (self->terrains[t].name);
    }
  for (guint f = 1; f <= self->n_hexside_kinds; f++)
    {
      g_free (self->hexside_kinds[f].id);
      g_free (self->hexside_kinds[f].name);
    }
  for (guint z = 1; z <= self->n_city_sizes; z++)
    g_free (self->city_sizes[z].id);
  g_strfreev (self->production_symbols);
  g_free (self);
}

const char *
bth_map_get_id (const BthMap *self)
{
  return self->id;
}

int
bth_map_get_supply_line_mp (const BthMap *self)
{
  return self->supply_line_mp;
}

static const BthMapHex *
hex_at (const BthMap *self, BthHex hex)
{
  g_return_val_if_fail (bth_hex_is_valid (hex), NULL);
  return &self->hexes[bth_hex_index (hex)];
}

BthTerrain
bth_map_get_terrain (const BthMap *self, BthHex hex)
{
  return hex_at (self, hex)->terrain;
}

gboolean
bth_map_hex_is_recorded (const BthMap *self, BthHex hex)
{
  return hex_at (self, hex)->terrain != BTH_TERRAIN_UNRECORDED;
}

int
bth_map_get_mapboard (const BthMap *self, BthHex hex)
{
  return hex_at (self, hex)->mapboard;
}

BthHexsideFeature
bth_map_get_hexside (const BthMap *self, BthHex hex, BthHexDirection dir)
{
  return hex_at (self, hex)->sides[dir];
}

gboolean
bth_map_hexside_is_known (const BthMap *self, BthHex hex, BthHexDirection dir)
{
  BthHex other;

  if (bth_map_hex_is_recorded (self, hex) || hex_at (self, hex)->sides[dir] != BTH_HEXSIDE_NONE)
    return TRUE;
  return bth_hex_neighbor (hex, dir, &other) && bth_map_hex_is_recorded (self, other);
}

gboolean
bth_map_river_separates (const BthMap *self, BthHex hex, BthHexDirection from,
                         BthHexDirection to)
{
  const BthMapHex *h = hex_at (self, hex);

  if (h->n_banks == 0)
    return FALSE;
  for (guint b = 0; b < h->n_banks; b++)
    if ((h->banks[b] & (1u << from)) && (h->banks[b] & (1u << to)))
      return FALSE;
  return TRUE;
}

guint
bth_map_get_n_cities (const BthMap *self)
{
  return self->cities->len;
}

const BthMapCity *
bth_map_get_city (const BthMap *self, guint index)
{
  g_return_val_if_fail (index < self->cities->len, NULL);
  return g_ptr_array_index (self->cities, index);
}

const BthMapCity *
bth_map_find_city (const BthMap *self, const char *name)
{
  g_autofree char *key = g_utf8_casefold (name, -1);
  guint index = GPOINTER_TO_UINT (g_hash_table_lookup (self->city_by_name, key));

  return index == 0 ? NULL : g_ptr_array_index (self->cities, index - 1);
}

const BthMapCity *
bth_map_city_at (const BthMap *self, BthHex hex)
{
  int index = hex_at (self, hex)->city;

  return index < 0 ? NULL : g_ptr_array_index (self->cities, index);
}

guint
bth_map_get_n_countries (const BthMap *self)
{
  return self->countries->len;
}

const BthMapCountry *
bth_map_get_country (const BthMap *self, guint index)
{
  g_return_val_if_fail (index < self->countries->len, NULL);
  return g_ptr_array_index (self->countries, index);
}

const char *
bth_map_country_of_power (const BthMap *self, const char *power)
{
  if (power == NULL)
    return NULL;
  for (guint i = 0; i < self->countries->len; i++)
    {
      const BthMapCountry *country = g_ptr_array_index (self->countries, i);
      if (g_strcmp0 (country->power, power) == 0)
        return country->id;
    }
  return power;
}

static gboolean
names_match (const BthMapCity *city, const char *text)
{
  g_autofree char *key = g_utf8_casefold (text, -1);
  g_autofree char *name = g_utf8_casefold (city->name, -1);

  if (strcmp (key, name) == 0)
    return TRUE;
  for (guint a = 0; city->aliases != NULL && city->aliases[a] != NULL; a++)
    {
      g_autofree char *alias = g_utf8_casefold (city->aliases[a], -1);
      if (strcmp (key, alias) == 0)
        return TRUE;
    }
  return FALSE;
}

gboolean
bth_map_parse_location (const BthMap *self, const char *text, BthHex *hex, GError **error)
{
  const BthMapCity *city;
  int board = 0;

  city = bth_map_find_city (self, text);
  for (guint i = 0; city == NULL && i < self->places->len; i++)
    {
      const BthMapCity *place = g_ptr_array_index (self->places, i);
      if (names_match (place, text))
        {
          /* The players may have recorded the place in their overlay under its name. */
          const BthMapCity *recorded = bth_map_find_city (self, place->name);
          city = recorded != NULL ? recorded : place;
        }
    }
  if (city != NULL)
    {
      if (!city->has_hex && city->printed_hexes != NULL && g_strv_length (city->printed_hexes) >= 2)
        {
          g_autofree char *list = g_strjoinv (_(" and "), city->printed_hexes);
          guint n = g_strv_length (city->printed_hexes);
          if (n == 2)
            g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND,
                         /* Translators: %s is a place, "Walcheren Island"; then its hexes,
                          * "HH4(2) and GG17(2)" */
                         _("%s: the rulebook gives two hexes that disagree, %s; record the one on your board (Map page, Record the Board)"),
                         city->name, list);
          else
            g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND,
                         /* Translators: %s is a place; %u how many hexes the rulebook prints
                          * for it; %s the hexes */
                         _("%s: the rulebook gives %u hexes that disagree, %s; record the one on your board (Map page, Record the Board)"),
                         city->name, n, list);
          return FALSE;
        }
      if (!city->has_hex)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND,
                       /* Translators: %s is a city, "Bayonne" */
                       _("%s: the rulebook does not give its hex; record it from your board (Map page, Record the Board)"),
                       city->name);
          return FALSE;
        }
      *hex = city->hex;
      return TRUE;
    }
  if (!g_ascii_isalpha (text[0]) || !bth_hex_parse (text, hex, &board, NULL))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   /* Translators: %s is what the players typed as a location */
                   _("\"%s\" is neither a hex such as Y16(2) nor a city of the map"), text);
      return FALSE;
    }
  if (board != 0 && self->hexes[bth_hex_index (*hex)].mapboard != 0 &&
      self->hexes[bth_hex_index (*hex)].mapboard != board)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   /* Translators: %s is a hex as typed, "Y16(1)"; %d the board it lies on */
                   _("\"%s\": that hex lies on mapboard %d"), text,
                   self->hexes[bth_hex_index (*hex)].mapboard);
      return FALSE;
    }
  return TRUE;
}

char *
bth_map_hex_label (const BthMap *self, BthHex hex)
{
  return bth_hex_to_string (hex, hex_at (self, hex)->mapboard);
}

/* ---- records taken back ---------------------------------------------------------- */

void
bth_map_forget_hex (BthMap *self, BthHex hex)
{
  BthMapHex *h;
  const BthMapHex *shipped;

  g_return_if_fail (self != NULL && bth_hex_is_valid (hex));
  h = &self->hexes[bth_hex_index (hex)];
  shipped = self->shipped != NULL ? &self->shipped[bth_hex_index (hex)] : NULL;
  h->terrain = shipped != NULL ? shipped->terrain : BTH_TERRAIN_UNRECORDED;
  h->flags = shipped != NULL ? shipped->flags : 0;
  h->n_banks = shipped != NULL ? shipped->n_banks : 0;
  if (shipped != NULL)
    memcpy (h->banks, shipped->banks, sizeof h->banks);
  else
    memset (h->banks, 0, sizeof h->banks);
}

BthHexsideFeature
bth_map_get_shipped_hexside (const BthMap *self, BthHex hex, BthHexDirection dir)
{
  g_return_val_if_fail (self != NULL && bth_hex_is_valid (hex), BTH_HEXSIDE_NONE);
  return self->shipped != NULL ? self->shipped[bth_hex_index (hex)].sides[dir] : BTH_HEXSIDE_NONE;
}

void
bth_map_forget_hexside (BthMap *self, BthHex hex, BthHexDirection dir)
{
  BthHexsideFeature feature = bth_map_get_shipped_hexside (self, hex, dir);
  BthHex other;

  g_return_if_fail (self != NULL && bth_hex_is_valid (hex));
  self->hexes[bth_hex_index (hex)].sides[dir] = (guint8) feature;
  if (bth_hex_neighbor (hex, dir, &other))
    self->hexes[bth_hex_index (other)].sides[bth_hex_direction_opposite (dir)] = (guint8) feature;
}

char *
bth_map_cities_fingerprint (const BthMap *self)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);

  g_checksum_update (sum, (const guchar *) self->id, -1);
  for (guint i = 0; i < self->cities->len; i++)
    {
      const BthMapCity *city = g_ptr_array_index (self->cities, i);
      g_autofree char *line = g_strdup_printf ("\n%s|%s|%d|%d", city->name, city->country ? city->country : "",
                                               (int) city->size, city->capital ? 1 : 0);

      g_checksum_update (sum, (const guchar *) line, -1);
    }
  return g_strdup (g_checksum_get_string (sum));
}

gboolean
bth_map_major_cities_confirmed (const BthMap *self)
{
  g_autofree char *now = NULL;

  if (self == NULL || self->major_cities_complete == NULL)
    return FALSE;
  now = bth_map_cities_fingerprint (self);
  return g_str_equal (now, self->major_cities_complete);
}
