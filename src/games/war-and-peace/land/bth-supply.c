/* bth-supply.c — supply lines (M.2–M.5, BB's supply rulings) on the map.
 *
 * For each side as the active player, and twice — over recorded terrain only, then with
 * unrecorded hexes at their cheapest possible cost — the tracer runs:
 *   1. M.4: a force inside a city that is one of its sources is supplied;
 *   2. per home nation, one search from every source serving it, bounded by the supply
 *      line's MP: the forces of that nation reached are supplied (M.3.a, M.3.c);
 *   3. per colour, one search seeded with the supplied forces of that colour; each force
 *      reached is supplied and its hex becomes a seed at once, so chains of any length
 *      are found in one pass (M.3.b, BB).
 * Hexes holding an enemy strength point outside a city may be entered but not left, and
 * are never sources. A force supplied in the second run only is UNKNOWN. In the second run
 * a source whose hex is not recorded (unplaced_city) may be anywhere: every force it serves
 * that no line reaches is taken as supplied by it, and may supply chains; such a force, and
 * a force only such a chain reaches, is UNKNOWN and names the cities to record.
 */
#include "bth-supply.h"
#include "bth-map-private.h"
#include "bth-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

struct _BthSupply {
  BthMap          *map;
  BthSearch        search;
  guint8          *blocked;     /* per hex: enemy strength point outside the city */
  guint8          *enemy;       /* per hex: any enemy strength point */
  int             *head;        /* per hex: first force there, -1 */
  GArray          *next;        /* int per force */
  GArray          *results;     /* BthSupplyResult per force */
  GArray          *possible;    /* BthSupplyResult per force, the second run */
  GArray          *order;       /* forces in the order the second run supplied them */
};

typedef struct {
  BthSupply              *self;
  const BthSupplyForce   *forces;
  guint                   n_forces;
  const BthSupplySource  *sources;
  guint                   n_sources;
  int                     side;
  GArray                 *out;       /* results or possible */
  gboolean                possible;  /* the second run */
} Run;

BthSupply *
bth_supply_new (BthMap *map)
{
  BthSupply *self = g_new0 (BthSupply, 1);

  self->map = bth_map_ref (map);
  bth_search_init (&self->search, map);
  self->blocked = g_new0 (guint8, BTH_HEX_COUNT);
  self->enemy = g_new0 (guint8, BTH_HEX_COUNT);
  self->head = g_new (int, BTH_HEX_COUNT);
  for (int i = 0; i < BTH_HEX_COUNT; i++)
    self->head[i] = -1;
  self->next = g_array_new (FALSE, FALSE, sizeof (int));
  self->results = g_array_new (FALSE, TRUE, sizeof (BthSupplyResult));
  self->possible = g_array_new (FALSE, TRUE, sizeof (BthSupplyResult));
  self->order = g_array_new (FALSE, FALSE, sizeof (int));
  return self;
}

static void
clear_results (GArray *results)
{
  for (guint i = 0; i < results->len; i++)
    {
      BthSupplyResult *r = &g_array_index (results, BthSupplyResult, i);
      g_clear_pointer (&r->path, g_array_unref);
      g_clear_pointer (&r->unrecorded, g_array_unref);
      g_clear_pointer (&r->unplaced, g_ptr_array_unref);
    }
  g_array_set_size (results, 0);
}

void
bth_supply_free (BthSupply *self)
{
  if (self == NULL)
    return;
  clear_results (self->results);
  clear_results (self->possible);
  g_array_unref (self->results);
  g_array_unref (self->possible);
  g_array_unref (self->next);
  g_array_unref (self->order);
  bth_search_clear (&self->search);
  g_free (self->blocked);
  g_free (self->enemy);
  g_free (self->head);
  bth_map_unref (self->map);
  g_free (self);
}

const char *
bth_supply_status_to_nick (BthSupplyStatus status)
{
  static const char *const nicks[] = { "unsupplied", "supplied", "unknown" };

  g_return_val_if_fail ((guint) status < G_N_ELEMENTS (nicks), NULL);
  return nicks[status];
}

static gboolean
serves (const BthSupplySource *source, const BthSupplyForce *force)
{
  return source->unplaced_city == NULL && source->side == force->side &&
         (source->nation == NULL || g_strcmp0 (source->nation, force->nation) == 0);
}

static void
add_name (GPtrArray *names, const char *name)
{
  for (guint i = 0; i < names->len; i++)
    if (g_str_equal (g_ptr_array_index (names, i), name))
      return;
  g_ptr_array_add (names, g_strdup (name));
}

static BthSupplyResult *
result (Run *run, guint force)
{
  return &g_array_index (run->out, BthSupplyResult, force);
}

static void
mark (Run *run, guint f, BthSupplyVia via, int source, int chain, int state)
{
  BthSupply *self = run->self;
  BthSupplyResult *r = result (run, f);

  r->status = BTH_SUPPLY_SUPPLIED;
  r->via = via;
  r->source = source;
  r->chain = chain;
  if (state >= 0)
    {
      r->mp = self->search.dist[state];
      r->path = bth_search_path (&self->search, state);
    }
  else
    {
      r->mp = 0;
      r->path = g_array_new (FALSE, FALSE, sizeof (BthHex));
      g_array_append_val (r->path, run->forces[f].hex);
    }
  if (run->possible)
    g_array_append_val (self->order, f);
}

/* Step 2: lines from the sources serving NATION. */
static void
trace_from_sources (Run *run, const char *nation)
{
  BthSupply *self = run->self;
  BthSearch *s = &self->search;
  int state, seeds = 0;
  gboolean first;

  bth_search_begin (s, run->possible ? BTH_SEARCH_POSSIBLE : BTH_SEARCH_CERTAIN,
                    self->map->supply_line_mp);
  for (guint i = 0; i < run->n_sources; i++)
    {
      const BthSupplySource *src = &run->sources[i];
      if (src->unplaced_city == NULL && src->side == run->side &&
          (src->nation == NULL || g_strcmp0 (src->nation, nation) == 0) &&
          !self->enemy[bth_hex_index (src->hex)])
        {
          bth_search_seed (s, src->hex, (int) i);
          seeds++;
        }
    }
  if (seeds == 0)
    return;
  while (bth_search_pop (s, &state, &first))
    {
      if (first)
        for (int f = self->head[state / 7]; f >= 0; f = g_array_index (self->next, int, f))
          {
            const BthSupplyForce *force = &run->forces[f];
            if (force->side == run->side && g_strcmp0 (force->nation, nation) == 0 &&
                result (run, f)->status != BTH_SUPPLY_SUPPLIED)
              mark (run, f, BTH_SUPPLY_VIA_SOURCE, s->origin[state], -1, state);
          }
      bth_search_expand (s, state);
    }
}

/* Step 3: chains of COLOR. */
static void
trace_chains (Run *run, const char *color)
{
  BthSupply *self = run->self;
  BthSearch *s = &self->search;
  int state, seeds = 0;
  gboolean first;

  bth_search_begin (s, run->possible ? BTH_SEARCH_POSSIBLE : BTH_SEARCH_CERTAIN,
                    self->map->supply_line_mp);
  for (guint f = 0; f < run->n_forces; f++)
    {
      const BthSupplyForce *force = &run->forces[f];
      if (force->side == run->side && force->strength > 0 &&
          g_strcmp0 (force->color, color) == 0 &&
          result (run, f)->status == BTH_SUPPLY_SUPPLIED &&
          !self->enemy[bth_hex_index (force->hex)])
        {
          bth_search_seed (s, force->hex, (int) f);
          seeds++;
        }
    }
  if (seeds == 0)
    return;
  while (bth_search_pop (s, &state, &first))
    {
      if (first)
        for (int f = self->head[state / 7]; f >= 0; f = g_array_index (self->next, int, f))
          {
            const BthSupplyForce *force = &run->forces[f];
            if (force->side != run->side || g_strcmp0 (force->color, color) != 0 ||
                result (run, f)->status == BTH_SUPPLY_SUPPLIED)
              continue;
            mark (run, f, BTH_SUPPLY_VIA_CHAIN, -1, s->origin[state], state);
            if (force->strength > 0 && !self->enemy[state / 7])
              bth_search_seed (s, force->hex, f);
          }
      bth_search_expand (s, state);
    }
}

/* The second run's step 2b: sources the map cannot place may supply any force they serve. */
static void
possible_from_unplaced (Run *run)
{
  for (guint f = 0; f < run->n_forces; f++)
    {
      const BthSupplyForce *force = &run->forces[f];
      BthSupplyResult *r = result (run, f);

      if (force->side != run->side || r->status == BTH_SUPPLY_SUPPLIED)
        continue;
      for (guint i = 0; i < run->n_sources; i++)
        {
          const BthSupplySource *src = &run->sources[i];
          if (src->unplaced_city == NULL || src->side != force->side ||
              (src->nation != NULL && g_strcmp0 (src->nation, force->nation) != 0))
            continue;
          if (r->unplaced == NULL)
            {
              r->unplaced = g_ptr_array_new_with_free_func (g_free);
              r->status = BTH_SUPPLY_SUPPLIED;
              r->via = BTH_SUPPLY_VIA_NONE;
              r->source = r->chain = -1;
              r->mp = 0;
              g_array_append_val (run->self->order, f);
            }
          add_name (r->unplaced, src->unplaced_city);
        }
    }
}

static void
trace_side (Run *run)
{
  const BthSupplyForce *forces = run->forces;
  g_autoptr(GPtrArray) done = g_ptr_array_new ();

  /* 1. M.4 */
  for (guint f = 0; f < run->n_forces; f++)
    {
      if (forces[f].side != run->side || !(forces[f].inside_city || forces[f].besieged))
        continue;
      for (guint i = 0; i < run->n_sources; i++)
        if (serves (&run->sources[i], &forces[f]) && bth_hex_equal (run->sources[i].hex, forces[f].hex))
          {
            mark (run, f, BTH_SUPPLY_VIA_INSIDE_CITY, (int) i, -1, -1);
            break;
          }
    }
  /* 2. each nation once */
  for (guint f = 0; f < run->n_forces; f++)
    {
      gboolean seen = FALSE;
      if (forces[f].side != run->side)
        continue;
      for (guint j = 0; j < done->len && !seen; j++)
        seen = g_strcmp0 (g_ptr_array_index (done, j), forces[f].nation) == 0;
      if (!seen)
        {
          g_ptr_array_add (done, (gpointer) forces[f].nation);
          trace_from_sources (run, forces[f].nation);
        }
    }
  if (run->possible)
    possible_from_unplaced (run);
  /* 3. each colour once */
  g_ptr_array_set_size (done, 0);
  for (guint f = 0; f < run->n_forces; f++)
    {
      gboolean seen = FALSE;
      if (forces[f].side != run->side)
        continue;
      for (guint j = 0; j < done->len && !seen; j++)
        seen = g_strcmp0 (g_ptr_array_index (done, j), forces[f].color) == 0;
      if (!seen)
        {
          g_ptr_array_add (done, (gpointer) forces[f].color);
          trace_chains (run, forces[f].color);
        }
    }
}

static gboolean
check_input (const BthSupplyForce *forces, guint n_forces, const BthSupplySource *sources,
             guint n_sources, GError **error)
{
  for (guint f = 0; f < n_forces; f++)
    {
      const char *id = forces[f].id != NULL ? forces[f].id : "";
      if (!bth_hex_is_valid (forces[f].hex))
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       /* Translators: an index and a force's id */
                       _("forces[%u] %s: not a hex of the grid"), f, id);
          return FALSE;
        }
      if (forces[f].color == NULL || forces[f].nation == NULL)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       /* Translators: an index and a force's id */
                       _("forces[%u] %s: a force needs its colour and nation"), f, id);
          return FALSE;
        }
      if (forces[f].strength < 0)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       /* Translators: an index and a force's id */
                       _("forces[%u] %s: negative strength"), f, id);
          return FALSE;
        }
    }
  for (guint i = 0; i < n_sources; i++)
    if (sources[i].unplaced_city == NULL && !bth_hex_is_valid (sources[i].hex))
      {
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                     /* Translators: an index */
                     _("sources[%u]: not a hex of the grid"), i);
        return FALSE;
      }
  return TRUE;
}

static void
unknown_from_possible (BthSupply *self, const BthSupplyForce *forces, guint f)
{
  BthSupplyResult *r = &g_array_index (self->results, BthSupplyResult, f);
  BthSupplyResult *p = &g_array_index (self->possible, BthSupplyResult, f);

  r->status = BTH_SUPPLY_UNKNOWN;
  r->via = p->via;
  r->source = p->source;
  r->chain = p->chain;
  r->mp = p->mp;
  r->path = g_steal_pointer (&p->path);
  r->unrecorded = bth_search_unrecorded_on (self->map, r->path);
  r->unplaced = g_steal_pointer (&p->unplaced);
  if (r->via == BTH_SUPPLY_VIA_CHAIN && r->chain >= 0)
    {
      BthSupplyResult *c = &g_array_index (self->results, BthSupplyResult, r->chain);
      for (guint i = 0; c->unplaced != NULL && i < c->unplaced->len; i++)
        {
          if (r->unplaced == NULL)
            r->unplaced = g_ptr_array_new_with_free_func (g_free);
          add_name (r->unplaced, g_ptr_array_index (c->unplaced, i));
        }
      for (guint i = 0; c->unrecorded != NULL && i < c->unrecorded->len; i++)
        {
          BthHex hex = g_array_index (c->unrecorded, BthHex, i);
          gboolean seen = FALSE;
          for (guint j = 0; j < r->unrecorded->len && !seen; j++)
            seen = bth_hex_equal (g_array_index (r->unrecorded, BthHex, j), hex);
          if (!seen)
            g_array_append_val (r->unrecorded, hex);
        }
    }
  (void) forces;
}

gboolean
bth_supply_compute (BthSupply *self, const BthSupplyForce *forces, guint n_forces,
                    const BthSupplySource *sources, guint n_sources,
                    const BthSupplyOptions *options, GError **error)
{
  g_autoptr(GArray) sides = g_array_new (FALSE, FALSE, sizeof (int));
  gboolean any_unsupplied = FALSE;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (forces != NULL || n_forces == 0, FALSE);

  clear_results (self->results);
  clear_results (self->possible);
  if (!check_input (forces, n_forces, sources, n_sources, error))
    return FALSE;

  g_array_set_size (self->results, n_forces);
  g_array_set_size (self->possible, n_forces);
  g_array_set_size (self->next, n_forces);
  for (guint f = 0; f < n_forces; f++)
    {
      int hex = bth_hex_index (forces[f].hex);
      BthSupplyResult *r = &g_array_index (self->results, BthSupplyResult, f);
      gboolean seen = FALSE;

      r->source = r->chain = -1;
      g_array_index (self->next, int, f) = self->head[hex];
      self->head[hex] = (int) f;
      for (guint j = 0; j < sides->len && !seen; j++)
        seen = g_array_index (sides, int, j) == forces[f].side;
      if (!seen)
        g_array_append_val (sides, forces[f].side);
    }
  self->search.winter_mapboards = options != NULL ? options->winter_mapboards : 0;
  self->search.blocked = self->blocked;

  for (guint si = 0; si < sides->len; si++)
    {
      Run run = { self, forces, n_forces, sources, n_sources,
                  g_array_index (sides, int, si), self->results, FALSE };

      for (guint f = 0; f < n_forces; f++)
        if (forces[f].side != run.side && forces[f].strength > 0)
          {
            int hex = bth_hex_index (forces[f].hex);
            /* M.3: "any hex which is *not* occupied by a strength point of the inactive
             * player": a neutral power is no player, its SP cancel no source. */
            if (!forces[f].neutral)
              self->enemy[hex] = 1;
            if (!forces[f].inside_city && !forces[f].besieged)
              self->blocked[hex] = 1;
          }

      trace_side (&run);
      any_unsupplied = FALSE;
      for (guint f = 0; f < n_forces; f++)
        if (forces[f].side == run.side &&
            g_array_index (self->results, BthSupplyResult, f).status != BTH_SUPPLY_SUPPLIED)
          any_unsupplied = TRUE;

      if (any_unsupplied)
        {
          run.out = self->possible;
          run.possible = TRUE;
          g_array_set_size (self->order, 0);
          trace_side (&run);
          for (guint i = 0; i < self->order->len; i++)
            {
              guint f = g_array_index (self->order, int, i);
              if (g_array_index (self->results, BthSupplyResult, f).status != BTH_SUPPLY_SUPPLIED)
                unknown_from_possible (self, forces, f);
            }
        }

      for (guint f = 0; f < n_forces; f++)
        {
          int hex = bth_hex_index (forces[f].hex);
          self->enemy[hex] = 0;
          self->blocked[hex] = 0;
        }
    }

  for (guint f = 0; f < n_forces; f++)
    self->head[bth_hex_index (forces[f].hex)] = -1;
  self->search.blocked = NULL;
  return TRUE;
}

const BthSupplyResult *
bth_supply_get_result (BthSupply *self, guint force)
{
  g_return_val_if_fail (force < self->results->len, NULL);
  return &g_array_index (self->results, BthSupplyResult, force);
}

guint
bth_supply_add_major_cities (GArray *sources, const BthMap *map, const char *country,
                             int side, const char *nation, BthSupplySourceKind kind)
{
  guint added = 0;

  for (guint i = 0; i < bth_map_get_n_cities (map); i++)
    {
      const BthMapCity *city = bth_map_get_city (map, i);
      if (city->has_hex && city->size == BTH_CITY_SIZE_MAJOR &&
          g_strcmp0 (city->country, country) == 0)
        {
          BthSupplySource source = { city->hex, side, nation, kind, NULL };
          g_array_append_val (sources, source);
          added++;
        }
    }
  return added;
}

guint
bth_supply_add_unplaced_major_cities (GArray *sources, const BthMap *map, const char *country,
                                      int side, const char *nation, BthSupplySourceKind kind)
{
  guint added = 0;

  for (guint i = 0; i < bth_map_get_n_cities (map); i++)
    {
      const BthMapCity *city = bth_map_get_city (map, i);
      if (!city->has_hex && city->size == BTH_CITY_SIZE_MAJOR &&
          g_strcmp0 (city->country, country) == 0)
        {
          BthSupplySource source = { { 0 }, side, nation, kind, city->name };
          g_array_append_val (sources, source);
          added++;
        }
    }
  return added;
}

GPtrArray *
bth_supply_undetermined_cities (const BthMap *map, const char *country)
{
  GPtrArray *names = g_ptr_array_new ();

  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < bth_map_get_n_cities (map); i++)
      {
        const BthMapCity *city = bth_map_get_city (map, i);
        gboolean maybe = pass == 0 ? g_strcmp0 (city->country, country) == 0 && city->size == BTH_CITY_SIZE_UNRECORDED
                                   : city->country == NULL && city->size != BTH_CITY_SIZE_MINOR;

        if (maybe && !g_ptr_array_find (names, city->name, NULL))
          g_ptr_array_add (names, city->name);
      }
  return names;
}
