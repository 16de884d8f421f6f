/* bth-game-supply.c — a game's stacks placed on the map and traced for supply.
 * See bth-game-supply.h for what is computed and from which data.
 */
#include "bth-game-supply.h"
#include "bth-game-supply-private.h"
#include "bth-campaign-state.h"
#include "bth-campaign-options.h"
#include "bth-campaign-politics.h"
#include "bth-force-pools.h"
#include "bth-map-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

struct _BthGameSupply
{
  BthMap      *map;
  BthScenario *scenario;    /* borrowed for the computation: the powers' names, or NULL */
  GPtrArray  *positions;   /* of BthStackPosition *, in the state's stack order */
  GHashTable *by_id;       /* stack id → BthStackPosition * */
  GPtrArray  *sources;     /* of char *, NULL-terminated */
  GPtrArray  *notes;       /* of char *, NULL-terminated */
  GPtrArray  *strings;     /* of char *: strings the positions borrow */
};

/* One power's strength points of one stack: the tracer's force. */
typedef struct {
  guint       stack;      /* index into positions */
  const char *power;
  int         sp;
} ForceOrigin;

static void
position_free (BthStackPosition *p)
{
  g_free (p->label);
  g_free (p->location_error);
  g_clear_pointer (&p->path, g_array_unref);
  g_clear_pointer (&p->unrecorded, g_array_unref);
  g_free (p->explanation);
  g_free (p);
}

void
bth_game_supply_free (BthGameSupply *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->positions);
  g_hash_table_unref (self->by_id);
  g_ptr_array_unref (self->sources);
  g_ptr_array_unref (self->notes);
  g_ptr_array_unref (self->strings);
  bth_map_unref (self->map);
  g_free (self);
}

char *
bth_game_supply_hexes_to_string (BthMap *map, GArray *hexes)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; hexes != NULL && i < hexes->len; i++)
    {
      g_autofree char *label = bth_map_hex_label (map, g_array_index (hexes, BthHex, i));
      g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", label);
    }
  return g_string_free (text, FALSE);
}

static int
side_index (const BthGameState *state, const char *side)
{
  for (guint i = 0; i < state->sides->len; i++)
    if (g_strcmp0 (g_ptr_array_index (state->sides, i), side) == 0)
      return (int) i;
  return (int) state->sides->len;   /* a side the set-up does not list: its own side */
}

/* The state a power's units belong to (the Force Pools' home state), or the power itself. */
static const char *
home_state_of (const BthGameState *state, const char *power)
{
  const BthForcePools *pools = bth_game_state_get_force_pools (state);
  const BthPoolState *home = pools != NULL ? bth_force_pools_state_of_power (pools, power) : NULL;

  return home != NULL ? home->id : power;
}

/* The side a force of POWER in STACK is traced as. A stack of no side is a neutral power's:
 * in the Neutral Player(s) Segment "each player who controls a neutral major state is
 * considered an active player" (X.E.1's note), all at once, so the neutral powers share one
 * side, the one after the set-up's sides; with the reading neutral_powers_apart each neutral
 * state is a side of its own (APART maps state → side). */
static int
force_side (const BthGameState *state, const BthStackState *stack, const char *power, GHashTable *apart)
{
  int side = side_index (state, stack->side);
  const char *home;

  if (stack->side != NULL || apart == NULL)
    return side;
  home = home_state_of (state, power);
  if (!g_hash_table_contains (apart, home))
    g_hash_table_insert (apart, (gpointer) home, GINT_TO_POINTER (side + 1 + (int) g_hash_table_size (apart)));
  return GPOINTER_TO_INT (g_hash_table_lookup (apart, home));
}

/* M.3: a source is "any hex which is *not* occupied by a strength point of the inactive
 * player". X.E.1's note makes "each player who controls a neutral major state" a player: in
 * the faction segments he is inactive, and his SP cancel a source. A neutral state no
 * individual player controls (X.D.3: the French and English players control the pro- and
 * anti-French states only) is no player's: TRUE for its units. Without the campaign's rules
 * (another scenario), every neutral is no player's. */
static gboolean
of_no_player (const BthGameState *state, const BthCampaignRules *rules, const BthStackState *stack,
              const char *power)
{
  const BthCampaignBooks *books = bth_game_state_get_campaign (state);

  if (stack->side != NULL)
    return FALSE;
  if (books == NULL || rules == NULL)
    return TRUE;
  return !bth_politics_has_own_player (rules, books->players, home_state_of (state, power));
}

static const char *
stack_colour (const BthGameState *state, const BthStackState *stack)
{
  for (guint i = 0; i < stack->leaders->len; i++)
    {
      const BthLeaderState *leader = bth_game_state_find_leader (state, g_ptr_array_index (stack->leaders, i));
      if (leader != NULL && leader->colour != NULL && *leader->colour != '\0')
        return leader->colour;
    }
  return NULL;
}

/* Where the stack stands: hex, label, mapboard, country, all in home country. */
static void
place (BthStackPosition *p, const BthStackState *stack, BthMap *map)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strstrip (g_strdup (stack->location != NULL ? stack->location : ""));
  const BthMapCity *city;
  int board = 0;

  p->all_home = -1;
  if (*text == '\0')
    {
      p->location_error = g_strdup (_("No location entered"));
      return;
    }
  if (!bth_map_parse_location (map, text, &p->hex, &error))
    {
      p->location_error = g_strdup (error->message);
      return;
    }
  p->located = TRUE;
  city = bth_map_city_at (map, p->hex);
  p->mapboard = bth_map_get_mapboard (map, p->hex);
  if (p->mapboard == 0 && city != NULL)
    p->mapboard = city->mapboard;
  if (p->mapboard == 0 && bth_hex_parse (text, &(BthHex) { 0 }, &board, NULL))
    p->mapboard = board;   /* the players wrote the board in the label */
  p->label = bth_hex_to_string (p->hex, p->mapboard);
  p->country = city != NULL ? city->country : NULL;
  if (p->country != NULL)
    {
      gboolean any = FALSE, all = TRUE;
      for (guint i = 0; i < stack->units->len; i++)
        {
          const BthUnitCount *unit = &g_array_index (stack->units, BthUnitCount, i);
          if (unit->sp <= 0)
            continue;
          any = TRUE;
          all = all && g_strcmp0 (bth_map_country_of_power (map, unit->power), p->country) == 0;
        }
      p->all_home = any ? all : -1;
    }
}

/* Adds ORIGINS for each power with strength points in the stack (a leaders-only stack is
 * one force of no strength, so it is still told whether it could be supplied). */
static void
add_origins (GArray *origins, guint index, const BthGameState *state, const BthStackState *stack)
{
  guint before = origins->len;

  for (guint i = 0; i < stack->units->len; i++)
    {
      const BthUnitCount *unit = &g_array_index (stack->units, BthUnitCount, i);
      gboolean merged = FALSE;

      if (unit->sp <= 0)
        continue;
      for (guint j = before; j < origins->len && !merged; j++)
        {
          ForceOrigin *o = &g_array_index (origins, ForceOrigin, j);
          if (g_strcmp0 (o->power, unit->power) == 0)
            {
              o->sp += unit->sp;
              merged = TRUE;
            }
        }
      if (!merged)
        g_array_append_val (origins, ((ForceOrigin) { index, unit->power, unit->sp }));
    }
  if (origins->len == before)
    {
      const char *power = "";
      if (stack->leaders->len > 0)
        {
          const BthLeaderState *leader = bth_game_state_find_leader (state, g_ptr_array_index (stack->leaders, 0));
          if (leader != NULL && leader->power != NULL)
            power = leader->power;
        }
      g_array_append_val (origins, ((ForceOrigin) { index, power, 0 }));
    }
}

/* Inside the city with an enemy strength point outside it in the same hex (S). */
static gboolean
is_besieged (const BthGameState *state, GPtrArray *positions, guint index)
{
  const BthStackState *stack = g_ptr_array_index (state->stacks, index);
  const BthStackPosition *p = g_ptr_array_index (positions, index);

  if (!stack->inside_city || !p->located)
    return FALSE;
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *other = g_ptr_array_index (state->stacks, i);
      const BthStackPosition *q = g_ptr_array_index (positions, i);
      if (q->located && bth_hex_equal (q->hex, p->hex) && g_strcmp0 (other->side, stack->side) != 0 &&
          !other->inside_city && bth_unit_counts_sp (other->units, NULL, NULL) > 0)
        return TRUE;
    }
  return FALSE;
}

static gboolean
seen_pair (GPtrArray *seen, const char *side, const char *nation)
{
  g_autofree char *key = g_strdup_printf ("%s\n%s", side, nation);

  for (guint i = 0; i < seen->len; i++)
    if (g_str_equal (g_ptr_array_index (seen, i), key))
      return TRUE;
  g_ptr_array_add (seen, g_steal_pointer (&key));
  return FALSE;
}

/* Major cities of COUNTRY the map names but cannot place: sources the players must record. */
static void
note_unplaced (GPtrArray *unplaced, BthMap *map, const char *country)
{
  for (guint i = 0; i < bth_map_get_n_cities (map); i++)
    {
      const BthMapCity *city = bth_map_get_city (map, i);
      if (!city->has_hex && city->size == BTH_CITY_SIZE_MAJOR && g_strcmp0 (city->country, country) == 0)
        g_ptr_array_add (unplaced, city->name);
    }
}

/* Cities that may be major cities of COUNTRY for all the map knows
 * (bth_supply_undetermined_cities), each once in UNDETERMINED (borrowed names). */
static void
note_undetermined (GPtrArray *undetermined, BthMap *map, const char *country)
{
  g_autoptr(GPtrArray) names = bth_supply_undetermined_cities (map, country);

  for (guint i = 0; i < names->len; i++)
    if (!g_ptr_array_find (undetermined, g_ptr_array_index (names, i), NULL))
      g_ptr_array_add (undetermined, g_ptr_array_index (names, i));
}

static GPtrArray *
list_for (GHashTable *table, const char *nation)
{
  GPtrArray *list = g_hash_table_lookup (table, nation);

  if (list == NULL)
    {
      list = g_ptr_array_new ();
      g_hash_table_insert (table, (gpointer) nation, list);
    }
  return list;
}

/* What the players call a power ("france" → "France") and a side ("french" → "French
 * Player"): the scenario's names; a power of no side is neutral (X.D.1.c). */
static const char *
power_name (BthScenario *scenario, const char *id)
{
  guint n_sides = 0, n_neutrals = 0;
  const BthScenarioSide *sides = scenario != NULL ? bth_scenario_get_sides (scenario, &n_sides) : NULL;
  const BthScenarioNeutral *neutrals = scenario != NULL ? bth_scenario_get_neutrals (scenario, &n_neutrals) : NULL;

  for (guint s = 0; s < n_sides; s++)
    for (guint i = 0; i < sides[s].n_powers; i++)
      if (g_strcmp0 (sides[s].powers[i].id, id) == 0 && sides[s].powers[i].name != NULL)
        return sides[s].powers[i].name;
  for (guint i = 0; i < n_neutrals; i++)
    if (g_strcmp0 (neutrals[i].power.id, id) == 0 && neutrals[i].power.name != NULL)
      return neutrals[i].power.name;
  return id;
}

static const char *
side_name (BthScenario *scenario, const char *id)
{
  const BthScenarioSide *side = scenario != NULL && id != NULL ? bth_scenario_find_side (scenario, id) : NULL;

  if (id == NULL)
    return _("neutral");
  return side != NULL && side->name != NULL ? side->name : id;
}

/* Returns how many sources it added. */
static guint
add_sources_for (BthGameSupply *self, GArray *sources, GHashTable *unplaced, GHashTable *undetermined_by_nation,
                 BthScenario *scenario, int side, const char *side_id, const char *nation)
{
  GPtrArray *missing = list_for (unplaced, nation);
  GPtrArray *undetermined = list_for (undetermined_by_nation, nation);
  guint before = sources->len;

  /* M.3.a: the home country of NATION's units ("italy" → North Italy: the map's countries). */
  const char *home = bth_map_country_of_power (self->map, nation);

  bth_supply_add_major_cities (sources, self->map, home, side, nation, BTH_SUPPLY_SOURCE_HOME);
  note_unplaced (missing, self->map, home);
  note_undetermined (undetermined, self->map, home);
  if (scenario != NULL)
    {
      guint n_sides = 0, n_neutrals = 0;
      const BthScenarioSide *sides = bth_scenario_get_sides (scenario, &n_sides);
      const BthScenarioNeutral *neutrals = bth_scenario_get_neutrals (scenario, &n_neutrals);

      /* M.3.a: "a satellite state of the home country" — as the scenario lists them. */
      for (guint s = 0; s < n_sides; s++)
        for (guint i = 0; i < sides[s].n_powers; i++)
          if (g_strcmp0 (sides[s].powers[i].satellite_of, nation) == 0)
            {
              const char *country = bth_map_country_of_power (self->map, sides[s].powers[i].id);
              bth_supply_add_major_cities (sources, self->map, country, side, nation, BTH_SUPPLY_SOURCE_SATELLITE);
              note_unplaced (missing, self->map, country);
              note_undetermined (undetermined, self->map, country);
            }
      for (guint i = 0; i < n_neutrals; i++)
        if (g_strcmp0 (neutrals[i].power.satellite_of, nation) == 0)
          {
            const char *country = bth_map_country_of_power (self->map, neutrals[i].power.id);
            bth_supply_add_major_cities (sources, self->map, country, side, nation, BTH_SUPPLY_SOURCE_SATELLITE);
            note_unplaced (missing, self->map, country);
            note_undetermined (undetermined, self->map, country);
          }
    }
  for (guint i = before; i < sources->len; i++)
    {
      const BthSupplySource *src = &g_array_index (sources, BthSupplySource, i);
      const BthMapCity *city = bth_map_city_at (self->map, src->hex);
      g_autofree char *label = bth_map_hex_label (self->map, src->hex);
      g_ptr_array_add (self->sources,
                       g_strdup_printf (src->kind == BTH_SUPPLY_SOURCE_HOME
                                        /* Translators: city, hex, power, side: "Paris Y16(2): home
                                         * major city of France's units, French Player (M.3.a)" */
                                        ? _("%s %s: home major city of %s's units, %s (M.3.a)")
                                        : _("%s %s: satellite major city of %s's units, %s (M.3.a)"),
                                        city != NULL ? city->name : "?", label, power_name (scenario, nation),
                                        side_name (scenario, side_id)));
    }
  return sources->len - before;
}

/* M.3.c: the sources the scenario's rules give units of NATION on SIDE_ID (instead of M.3.a's);
 * what they depend on is kept in NEEDS_BY ("side\npower" → BthScenarioSupplyNeeds *). */
static guint
add_scenario_sources (BthGameSupply *self, GArray *sources, GPtrArray *source_rules, GHashTable *needs_by,
                      const BthScenarioSupplyFacts *facts, BthScenario *scenario, int side, const char *side_id,
                      const char *nation)
{
  BthScenarioSupplyNeeds *needs = g_new0 (BthScenarioSupplyNeeds, 1);
  guint before = sources->len;

  bth_scenario_supply_needs_init (needs);
  bth_scenario_supply_add_sources (scenario, self->map, side_id, side, nation, facts, sources, source_rules, needs);
  g_hash_table_insert (needs_by, g_strdup_printf ("%s\n%s", side_id != NULL ? side_id : "", nation), needs);
  for (guint i = before; i < sources->len; i++)
    g_ptr_array_add (self->sources,
                     bth_game_scenario_supply_source_line (self->map, &g_array_index (sources, BthSupplySource, i),
                                                           g_ptr_array_index (source_rules, i),
                                                           power_name (scenario, nation), side_name (scenario, side_id)));
  return sources->len - before;
}

static void
needs_free (BthScenarioSupplyNeeds *needs)
{
  bth_scenario_supply_needs_clear (needs);
  g_free (needs);
}

/* X.I.2.c: "The city should be recorded as a supply source for the conquering faction" — the
 * campaign books' cities whose supply_source_for names a faction supply every force of that
 * faction's side. A city whose hex the map does not record cannot be traced from: it is named
 * to the forces of that side as a source to record (their "no line" is unknown). */
static const char *keep (BthGameSupply *self, char *text);

/* X.I.2.d: "Units of both the pro and anti-French factions may freely move through the
 * conquered territory, and may move or trace supply through hexes occupied by units controlled
 * by the conquered state." TRUE for units of POWER, without a side, whose state is a
 * conquered major state that is neutral. */
static gboolean
of_conquered_neutral (const BthGameState *state, const BthStackState *stack, const char *power)
{
  const BthCampaignBooks *books = bth_game_state_get_campaign (state);
  const BthForcePools *pools = bth_game_state_get_force_pools (state);
  const BthPoolState *home = pools != NULL ? bth_force_pools_state_of_power (pools, power) : NULL;
  const BthCampaignStanding *st = books != NULL ? bth_campaign_books_standing (books, home != NULL ? home->id : power)
                                                : NULL;

  return stack->side == NULL && st != NULL && st->major && st->conquered && st->status == BTH_SIDE_NEUTRAL;
}

static void
add_conquest_sources (BthGameSupply *self, GArray *sources, GHashTable *unplaced, const BthGameState *state,
                      BthScenario *scenario, GArray *origins)
{
  const BthCampaignBooks *books = bth_game_state_get_campaign (state);

  for (guint i = 0; books != NULL && i < books->cities->len; i++)
    {
      const BthCampaignCity *c = g_ptr_array_index (books->cities, i);
      const char *side_id = bth_campaign_side_id (state, c->supply_source_for);
      const BthMapCity *city;
      int side;

      if (c->supply_source_for == BTH_SIDE_NEUTRAL || side_id == NULL)
        continue;
      side = side_index (state, side_id);
      city = bth_map_find_city (self->map, c->name);
      if (city != NULL && city->has_hex)
        {
          BthSupplySource src = { .hex = city->hex, .side = side, .nation = NULL, .kind = BTH_SUPPLY_SOURCE_CONQUEST };
          g_autofree char *label = bth_map_hex_label (self->map, city->hex);
          g_array_append_val (sources, src);
          /* Translators: city, hex, side: "Berlin K20(3): conquest supply source of the French
           * Player (X.I.2.c)" */
          g_ptr_array_add (self->sources, g_strdup_printf (_("%s %s: conquest supply source of the %s (X.I.2.c)"),
                                                           city->name, label,
                                                           side_name (scenario, side_id)));
          continue;
        }
      for (guint f = 0; f < origins->len; f++)
        {
          const ForceOrigin *o = &g_array_index (origins, ForceOrigin, f);
          const BthStackState *stack = g_ptr_array_index (state->stacks, o->stack);
          GPtrArray *names = g_hash_table_lookup (unplaced, o->power);
          gboolean listed = FALSE;
          if (g_strcmp0 (stack->side, side_id) != 0 || names == NULL)
            continue;
          for (guint k = 0; k < names->len && !listed; k++)
            listed = g_strcmp0 (g_ptr_array_index (names, k), c->name) == 0;
          if (!listed)
            g_ptr_array_add (names, (gpointer) keep (self, g_strdup (c->name)));
        }
    }
}

static int
worse (BthSupplyStatus status)
{
  /* UNSUPPLIED outranks UNKNOWN outranks SUPPLIED: one unsupplied power makes the stack so. */
  return status == BTH_SUPPLY_UNSUPPLIED ? 2 : status == BTH_SUPPLY_UNKNOWN ? 1 : 0;
}

static const char *
keep (BthGameSupply *self, char *text)
{
  g_ptr_array_add (self->strings, text);
  return text;
}

/* The first few of NAMES, "and N more" after them. */
static char *
some_names (GPtrArray *names, guint shown)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < names->len && i < shown; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", (char *) g_ptr_array_index (names, i));
  if (names->len > shown)
    /* Translators: after a few city names: " and 92 more" */
    g_string_append_printf (text, _(" and %u more"), names->len - shown);
  return g_string_free (text, FALSE);
}

static char *
join_names (GPtrArray *names)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; names != NULL && i < names->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", (char *) g_ptr_array_index (names, i));
  return g_string_free (text, FALSE);
}

/* The explanation of one stack from its worst force's result. */
static void
explain (BthGameSupply *self, BthStackPosition *p, const BthSupplyResult *r, const ForceOrigin *origin,
         gboolean several_powers, const BthSupplySource *sources, const ForceOrigin *origins,
         GPtrArray *positions, GPtrArray *unplaced, gboolean none_known, GPtrArray *undetermined,
         gboolean confirmed, int line_mp)
{
  GString *text = g_string_new (NULL);
  /* Translators: a power's id before its explanation in a stack of several powers */
  g_autofree char *prefix = several_powers ? g_strdup_printf (_("%s: "), power_name (self->scenario, origin->power))
                                           : g_strdup ("");

  p->status = r->status;
  p->via = r->via;
  p->mp = r->mp;
  if (r->path != NULL)
    p->path = g_array_ref (r->path);
  if (r->source >= 0)
    {
      const BthMapCity *city = bth_map_city_at (self->map, sources[r->source].hex);
      p->source_name = city != NULL ? city->name : NULL;
    }
  if (r->chain >= 0)
    p->chain_stack = ((BthStackPosition *) g_ptr_array_index (positions, origins[r->chain].stack))->stack_id;

  switch (r->status)
    {
    case BTH_SUPPLY_SUPPLIED:
      if (r->via == BTH_SUPPLY_VIA_INSIDE_CITY)
        /* Translators: %s is a city */
        g_string_append_printf (text, _("In supply: inside %s, a supply source for these units (M.4)."),
                                p->source_name != NULL ? p->source_name : p->label);
      else if (r->via == BTH_SUPPLY_VIA_CHAIN)
        /* Translators: movement points, a stack id */
        g_string_append_printf (text, _("In supply: a line of %d MP from stack %s, in supply and of the same "
                                        "colour (M.3.b)."), r->mp, p->chain_stack);
      else
        {
          g_autofree char *from = bth_map_hex_label (self->map, sources[r->source].hex);
          g_string_append_printf (text, sources[r->source].kind == BTH_SUPPLY_SOURCE_SATELLITE
                                  /* Translators: movement points, a city, its hex */
                                  ? _("In supply: a line of %d MP from %s %s, a satellite major city (M.3.a).")
                                  : sources[r->source].kind == BTH_SUPPLY_SOURCE_CONQUEST
                                  /* Translators: movement points, a city, its hex */
                                  ? _("In supply: a line of %d MP from %s %s, a conquest supply source (X.I.2.c).")
                                  : _("In supply: a line of %d MP from %s %s, a home major city (M.3.a)."),
                                  r->mp, p->source_name != NULL ? p->source_name : "", from);
        }
      break;
    case BTH_SUPPLY_UNKNOWN:
      {
        g_autofree char *hexes = bth_game_supply_hexes_to_string (self->map, r->unrecorded);
        /* Translators: the first %s is empty or a power's "france: "; then movement points and hexes */
        g_string_append_printf (text, _("%sUnknown: a line of %d MP may run if the terrain of %s allows; record "
                                        "it from your board."), prefix, r->mp, hexes);
        p->unrecorded = r->unrecorded != NULL ? g_array_ref (r->unrecorded) : NULL;
      }
      break;
    case BTH_SUPPLY_UNSUPPLIED:
    default:
      if (unplaced != NULL && unplaced->len > 0)
        {
          g_autofree char *names = join_names (unplaced);
          /* A source the map cannot place might be near: the answer is not known. */
          p->status = BTH_SUPPLY_UNKNOWN;
          /* Translators: the first %s is empty or a power's "france: "; then movement points and cities */
          g_string_append_printf (text, _("%sUnknown: no line of %d MP from a source whose hex is recorded; the "
                                          "hexes of %s are not recorded."), prefix, line_mp, names);
        }
      else if (none_known)
        {
          /* The map names no major city of the home country or its satellites: it cannot tell. */
          p->status = BTH_SUPPLY_UNKNOWN;
          /* Translators: the first %s is empty or a power's "france: "; then a power and movement points */
          g_string_append_printf (text, _("%sUnknown: the map records no major city of %s or its satellites, "
                                          "and no supplied stack of the same colour is within %d MP."),
                                  prefix, power_name (self->scenario, origin->power), line_mp);
        }
      else if (!confirmed && undetermined != NULL && undetermined->len > 0)
        {
          /* The map knows the size and country of only some cities: a major city of the
           * country may be one it does not know as such (issue 16). */
          g_autofree char *names = some_names (undetermined, 4);
          p->status = BTH_SUPPLY_UNKNOWN;
          /* Translators: the first %s is empty or a power's "france: "; then movement points and cities */
          g_string_append_printf (text, _("%sUnknown: no line of %d MP from a major city the map records, but the "
                                          "map does not record the size and country of every city (%s): enter "
                                          "them on the Map page, or confirm there that it lists every major city "
                                          "(M.3.a)."), prefix, line_mp, names);
        }
      else
        /* Translators: the first %s is empty or a power's "france: "; then movement points */
        g_string_append_printf (text, _("%sUnsupplied: no supply source nor supplied stack of the same colour "
                                        "within %d MP (M.2)."), prefix, line_mp);
      if (p->colour == NULL)
        {
          g_string_append_c (text, ' ');
          g_string_append (text, _("The leaders' counter colour is not entered, so no chain through other "
                                   "stacks was counted."));
        }
      break;
    }
  p->explanation = g_string_free (text, FALSE);
}

/* Whether PATH enters a hex whose terrain counts as clear in winter (lake, swamp: Terrain
 * Effects Chart note 1) and whose cost is that terrain's (not a city, note 4, nor a bridge). */
static gboolean
path_crosses_winter_terrain (BthMap *map, GArray *path)
{
  for (guint i = 1; path != NULL && i < path->len; i++)
    {
      const BthMapHex *h = &map->hexes[bth_hex_index (g_array_index (path, BthHex, i))];
      if ((map->winter_clear & (1u << h->terrain)) && h->city < 0 && !(h->flags & BTH_MAP_HEX_BRIDGE))
        return TRUE;
    }
  return FALSE;
}

/* What decides a power's status beyond its trace: the scenario's supply rules (M.3.c). */
typedef struct {
  const BthGameState           *state;
  GHashTable                   *needs_by;      /* "SIDE\nPOWER" → BthScenarioSupplyNeeds */
  GPtrArray                    *source_rules;  /* per source: its BthScenarioRule, or NULL */
  BthMap                       *map;
  const BthScenarioSupplyFacts *facts;
  gboolean                      confirmed;
} VerdictContext;

/* The status of origin O's power with result R once the scenario's rules have spoken (its
 * trace's when none covers it, or without CTX). */
static BthSupplyStatus
final_status (const VerdictContext *ctx, const ForceOrigin *o, const BthSupplyResult *r, BthHex hex)
{
  const BthStackState *stack;
  const BthScenarioSupplyNeeds *needs;
  const BthScenarioRule *rule;
  g_autofree char *key = NULL;

  if (ctx == NULL)
    return r->status;
  stack = g_ptr_array_index (ctx->state->stacks, o->stack);
  key = g_strdup_printf ("%s\n%s", stack->side != NULL ? stack->side : "", o->power);
  if ((needs = g_hash_table_lookup (ctx->needs_by, key)) == NULL)
    return r->status;
  rule = r->source >= 0 && (guint) r->source < ctx->source_rules->len
         ? g_ptr_array_index (ctx->source_rules, r->source) : NULL;
  return bth_scenario_supply_verdict_status (
    bth_scenario_supply_verdict (r, needs, rule, ctx->confirmed,
                                 bth_scenario_supply_never (needs, ctx->map, hex, ctx->facts)),
    r->status);
}

/* The stack's worst power in TRACER (see worse ()), or NULL when none was traced. With CTX,
 * "worst" is after the scenario's rules: a power "automatically unsupplied" (V.D.2.f) in a
 * stack whose other powers trace supplied is the one the stack answers for. */
static const BthSupplyResult *
worst_result (BthSupply *tracer, GArray *origins, guint stack, const ForceOrigin **origin, guint *n_powers,
              const VerdictContext *ctx, BthHex hex)
{
  const BthSupplyResult *worst = NULL;
  BthSupplyStatus worst_status = BTH_SUPPLY_SUPPLIED;

  if (n_powers != NULL)
    *n_powers = 0;
  for (guint f = 0; f < origins->len; f++)
    {
      const ForceOrigin *o = &g_array_index (origins, ForceOrigin, f);
      const BthSupplyResult *r;
      if (o->stack != stack)
        continue;
      if (n_powers != NULL)
        (*n_powers)++;
      r = bth_supply_get_result (tracer, f);
      if (worst == NULL || worse (final_status (ctx, o, r, hex)) > worse (worst_status))
        {
          worst = r;
          worst_status = final_status (ctx, o, r, hex);
          if (origin != NULL)
            *origin = o;
        }
    }
  return worst;
}

/* Adds to P's explanation what winter did or might do to its line (TEC note 1). WINTER_KNOWN:
 * the players entered the winter months; WINTER: the game's month is one of them.
 * IN_WINTER: the stack's worst result traced as a winter turn, when WINTER_KNOWN is FALSE. */
static void
explain_winter (BthGameSupply *self, BthStackPosition *p, gboolean winter_known, gboolean winter,
                const BthSupplyResult *in_winter)
{
  g_autofree char *added = NULL;

  if (winter_known)
    {
      if (winter && path_crosses_winter_terrain (self->map, p->path))
        added = g_strdup (_("Lake and swamp count as clear hexes: this is a winter month (Terrain Effects "
                            "Chart note 1)."));
    }
  else if (p->status == BTH_SUPPLY_SUPPLIED)
    {
      if (path_crosses_winter_terrain (self->map, p->path))
        added = g_strdup (_("The line counts lake and swamp at their full cost; in a winter turn they are "
                            "clear hexes (Terrain Effects Chart note 1), and the winter months are not "
                            "entered."));
    }
  else if (p->status == BTH_SUPPLY_UNSUPPLIED && in_winter != NULL && in_winter->status == BTH_SUPPLY_SUPPLIED)
    {
      /* Supplied in a winter turn, not in another: which this is, the players have not said. */
      p->status = BTH_SUPPLY_UNKNOWN;
      g_free (p->explanation);
      /* Translators: movement points, twice */
      p->explanation = g_strdup_printf (_("Unknown: no line of %d MP outside winter, but in a winter turn lake "
                                          "and swamp are clear hexes (Terrain Effects Chart note 1) and a line "
                                          "of %d MP would run. Enter the winter months to know."),
                                        bth_map_get_supply_line_mp (self->map), in_winter->mp);
    }
  if (added != NULL)
    {
      char *before = p->explanation;
      p->explanation = g_strdup_printf ("%s %s", before, added);
      g_free (before);
    }
}

/* A stack supplied through another's chain (M.3.b) is only as sure as that stack's supply:
 * the tracer chained to it before a scenario rule made its supply unknown (a source "unless
 * lost", an entry not made), so such a line is unknown too, and so on down the chain. */
static void
demote_chains (BthGameSupply *self)
{
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      for (guint i = 0; i < self->positions->len; i++)
        {
          BthStackPosition *p = g_ptr_array_index (self->positions, i);
          const BthStackPosition *from;

          if (p->status != BTH_SUPPLY_SUPPLIED || p->via != BTH_SUPPLY_VIA_CHAIN || p->chain_stack == NULL ||
              (from = g_hash_table_lookup (self->by_id, p->chain_stack)) == NULL ||
              from->status == BTH_SUPPLY_SUPPLIED)
            continue;
          g_free (p->explanation);
          /* Translators: movement points, a stack's id (twice) */
          p->explanation = g_strdup_printf (_("Unknown: a line of %d MP from stack %s, of the same counter colour "
                                              "(M.3.b), but the supply of stack %s is itself unknown: see it."),
                                            p->mp, p->chain_stack, p->chain_stack);
          p->status = BTH_SUPPLY_UNKNOWN;
          changed = TRUE;
        }
    }
}

BthGameSupply *
bth_game_supply_compute (const BthGameState *state, BthScenario *scenario, BthMap *map, GError **error)
{
  return bth_game_supply_compute_with (state, scenario, map, NULL, error);
}

BthGameSupply *
bth_game_supply_compute_for_game (BthGame *game, BthMap *map, GError **error)
{
  /* A ruleset without the campaign's politics: no neutral has a player (NULL rules). */
  const BthCampaignRules *rules = bth_ruleset_get_campaign (bth_game_get_ruleset (game), NULL);

  return bth_game_supply_compute_with (bth_game_get_state (game), bth_game_get_scenario (game), map, rules, error);
}

BthGameSupply *
bth_game_supply_compute_with (const BthGameState *state, BthScenario *scenario, BthMap *map,
                              const BthCampaignRules *campaign_rules, GError **error)
{
  BthGameSupply *self = g_new0 (BthGameSupply, 1);
  g_autoptr(GArray) origins = g_array_new (FALSE, FALSE, sizeof (ForceOrigin));
  g_autoptr(GArray) forces = g_array_new (FALSE, FALSE, sizeof (BthSupplyForce));
  g_autoptr(GArray) sources = g_array_new (FALSE, FALSE, sizeof (BthSupplySource));
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) n_sources = g_hash_table_new (g_str_hash, g_str_equal);   /* nation → count + 1 */
  g_autoptr(GHashTable) unplaced = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                          (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GHashTable) undetermined = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                              (GDestroyNotify) g_ptr_array_unref);
  /* The players' map confirms it (kept with their overlay, for every game), or this game's
   * own answer does (games saved before the confirmation moved to the map). */
  gboolean confirmed = bth_map_major_cities_confirmed (map) || bth_game_supply_major_cities_confirmed (state);
  g_autoptr(BthSupply) tracer = NULL;
  g_autoptr(BthSupply) winter_tracer = NULL;
  BthSupplyOptions options = { 0 };
  gboolean winter_known = FALSE, winter;
  /* M.3.c: the scenario's supply rules (bth-scenario-supply.h) */
  g_autoptr(GPtrArray) source_rules = g_ptr_array_new ();   /* per source: its scenario rule, or NULL */
  g_autoptr(GHashTable) needs_by = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                          (GDestroyNotify) needs_free);
  BthScenarioSupplyFacts facts;
  BthGameScenarioFacts facts_data = { state, map };
  /* Reading neutral_powers_apart: each neutral state its own side (state → side). */
  g_autoptr(GHashTable) apart = bth_campaign_books_option (bth_game_state_get_campaign (state),
                                                           BTH_OPTION_NEUTRAL_POWERS_APART)
                                ? g_hash_table_new (g_str_hash, g_str_equal) : NULL;

  g_return_val_if_fail (state != NULL && map != NULL, NULL);
  bth_game_scenario_supply_facts (&facts_data, &facts);

  /* TEC note 1: lake and swamp are clear in winter turns, on every mapboard. */
  winter = bth_game_state_month_is_winter (state, state->month, &winter_known);
  if (winter)
    options.winter_mapboards = 0xff;

  self->map = bth_map_ref (map);
  self->scenario = scenario;
  self->positions = g_ptr_array_new_with_free_func ((GDestroyNotify) position_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->sources = g_ptr_array_new_with_free_func (g_free);
  self->notes = g_ptr_array_new_with_free_func (g_free);
  self->strings = g_ptr_array_new_with_free_func (g_free);

  /* 1. where each stack stands */
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      BthStackPosition *p = g_new0 (BthStackPosition, 1);

      /* Copies: the state changes with the next event; these results may outlive it. */
      p->stack_id = keep (self, g_strdup (stack->id));
      p->colour = stack_colour (state, stack) != NULL ? keep (self, g_strdup (stack_colour (state, stack))) : NULL;
      p->status = BTH_SUPPLY_UNKNOWN;
      place (p, stack, map);
      g_ptr_array_add (self->positions, p);
      g_hash_table_insert (self->by_id, (gpointer) p->stack_id, p);
      if (p->located)
        add_origins (origins, i, state, stack);
    }

  /* 2. one force per power of each placed stack, and the sources for it */
  for (guint f = 0; f < origins->len; f++)
    {
      const ForceOrigin *o = &g_array_index (origins, ForceOrigin, f);
      const BthStackState *stack = g_ptr_array_index (state->stacks, o->stack);
      BthStackPosition *p = g_ptr_array_index (self->positions, o->stack);
      int side = force_side (state, stack, o->power, apart);
      BthSupplyForce force = {
        .id = stack->id, .side = side,
        /* No colour entered: a colour of its own, so it chains with no one. */
        .color = p->colour != NULL ? p->colour : keep (self, g_strdup_printf ("?%s", stack->id)),
        .nation = o->power, .hex = p->hex,
        /* X.I.2.d: a conquered neutral state's units block no one's line (nor supply one). */
        .strength = of_conquered_neutral (state, stack, o->power) ? 0 : o->sp,
        .inside_city = stack->inside_city,
        .besieged = is_besieged (state, self->positions, o->stack),
        /* A neutral state no individual player controls: its SP cancel no source (M.3). */
        .neutral = of_no_player (state, campaign_rules, stack, o->power),
      };

      g_array_append_val (forces, force);
      if (!seen_pair (seen, stack->side != NULL ? stack->side : "", o->power))
        {
          guint added = bth_scenario_supply_covers (scenario, stack->side, o->power, &facts)
                        ? add_scenario_sources (self, sources, source_rules, needs_by, &facts, scenario, side,
                                                stack->side, o->power)
                        : add_sources_for (self, sources, unplaced, undetermined, scenario, side, stack->side,
                                           o->power);
          guint before = GPOINTER_TO_UINT (g_hash_table_lookup (n_sources, o->power));
          g_hash_table_insert (n_sources, (gpointer) o->power, GUINT_TO_POINTER (MAX (before, 1) + added));
        }
    }

  /* "automatically in supply" (III.D.2.c): a source where the force stands, so it also
   * supplies its colour (M.3.b). */
  for (guint f = 0; f < forces->len; f++)
    {
      const BthSupplyForce *force = &g_array_index (forces, BthSupplyForce, f);
      const BthStackState *stack = g_ptr_array_index (state->stacks, g_array_index (origins, ForceOrigin, f).stack);
      g_autofree char *key = g_strdup_printf ("%s\n%s", stack->side != NULL ? stack->side : "", force->nation);
      const BthScenarioSupplyNeeds *needs = g_hash_table_lookup (needs_by, key);
      if (needs != NULL && needs->automatic != NULL)
        {
          BthSupplySource src = { .hex = force->hex, .side = force->side, .nation = force->nation,
                                  .kind = BTH_SUPPLY_SOURCE_SCENARIO };
          g_array_append_val (sources, src);
          g_ptr_array_set_size (source_rules, sources->len);
          g_ptr_array_index (source_rules, sources->len - 1) = (gpointer) needs->automatic;
        }
    }
  add_conquest_sources (self, sources, unplaced, state, scenario, origins);
  g_ptr_array_set_size (source_rules, sources->len);

  if (scenario != NULL)
    {
      guint n_rules = 0;
      const BthScenarioRule *rules = bth_scenario_get_rules (scenario, &n_rules);
      for (guint i = 0; i < n_rules; i++)
        if (rules[i].id != NULL && strstr (rules[i].id, "supply") != NULL)
          {
            const char *by = rules[i].supply != NULL ? rules[i].supply->in_effect_by : NULL;
            g_ptr_array_add (self->notes,
                             by != NULL
                             /* Translators: another scenario's rule reference, the rule putting it in effect here, its text */
                             ? g_strdup_printf (_("%s, in effect by %s: %s"), rules[i].rule != NULL ? rules[i].rule : "", by,
                                                rules[i].text)
                             /* Translators: a scenario rule's rulebook reference, its text */
                             : g_strdup_printf (_("%s: %s"), rules[i].rule != NULL ? rules[i].rule : "", rules[i].text));
          }
    }
  g_ptr_array_add (self->sources, NULL);
  g_ptr_array_add (self->notes, NULL);

  /* 3. trace, and keep each stack's worst power */
  tracer = bth_supply_new (map);
  if (!bth_supply_compute (tracer, (BthSupplyForce *) forces->data, forces->len,
                           (BthSupplySource *) sources->data, sources->len, &options, error))
    {
      bth_game_supply_free (self);
      return NULL;
    }
  if (!winter_known)
    {
      /* The month's weather is not entered: trace as a winter turn too, to say where it
       * would matter. */
      BthSupplyOptions in_winter = { .winter_mapboards = 0xff };
      winter_tracer = bth_supply_new (map);
      if (!bth_supply_compute (winter_tracer, (BthSupplyForce *) forces->data, forces->len,
                               (BthSupplySource *) sources->data, sources->len, &in_winter, error))
        {
          bth_game_supply_free (self);
          return NULL;
        }
    }
  for (guint i = 0; i < self->positions->len; i++)
    {
      BthStackPosition *p = g_ptr_array_index (self->positions, i);
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      const ForceOrigin *worst_origin = NULL;
      guint n_powers = 0;
      VerdictContext ctx = { state, needs_by, source_rules, map, &facts, confirmed };
      const BthSupplyResult *worst = worst_result (tracer, origins, i, &worst_origin, &n_powers, &ctx, p->hex);

      if (worst != NULL)
        {
          explain (self, p, worst, worst_origin, n_powers > 1, (BthSupplySource *) sources->data,
                   (ForceOrigin *) origins->data, self->positions,
                   g_hash_table_lookup (unplaced, worst_origin->power),
                   GPOINTER_TO_UINT (g_hash_table_lookup (n_sources, worst_origin->power)) == 1,
                   g_hash_table_lookup (undetermined, worst_origin->power), confirmed,
                   bth_map_get_supply_line_mp (map));
          gboolean decided = FALSE;   /* by a scenario rule, whatever the weather */
          {
            g_autofree char *key = g_strdup_printf ("%s\n%s", stack->side != NULL ? stack->side : "",
                                                    worst_origin->power);
            const BthScenarioSupplyNeeds *needs = g_hash_table_lookup (needs_by, key);
            /* Translators: a power's id before its explanation in a stack of several powers */
            g_autofree char *prefix = n_powers > 1 ? g_strdup_printf (_("%s: "), power_name (scenario, worst_origin->power))
                                                   : g_strdup ("");
            if (needs != NULL)
              decided = bth_game_scenario_supply_explain (p, worst, needs, (BthSupplySource *) sources->data,
                                                          source_rules, map, &facts, confirmed,
                                                          bth_map_get_supply_line_mp (map), prefix);
          }
          if (!decided)
            explain_winter (self, p, winter_known, winter,
                            winter_tracer != NULL ? worst_result (winter_tracer, origins, i, NULL, NULL, NULL, p->hex) : NULL);
        }
      else
        /* Translators: %s is why the stack is not placed, "No location entered" */
        p->explanation = g_strdup_printf (_("Unknown: %s."), p->location_error);
      if (worst != NULL && bth_game_state_stack_landed_now (state, stack) && p->status != BTH_SUPPLY_SUPPLIED)
        {
          /* X.F.3.b: "Army units transported by naval movement are automatically considered
           * supplied for the remainder of the player-segment." */
          g_free (p->explanation);
          p->explanation = g_strdup (_("In supply: transported by naval movement this player segment, automatically "
                                       "considered supplied for the remainder of it (X.F.3.b)."));
          p->status = BTH_SUPPLY_SUPPLIED;
          p->via = BTH_SUPPLY_VIA_NONE;
          g_clear_pointer (&p->path, g_array_unref);
          g_clear_pointer (&p->unrecorded, g_array_unref);
          p->source_name = p->chain_stack = NULL;
        }
      if (worst != NULL && of_conquered_neutral (state, stack, worst_origin->power))
        {
          char *before = p->explanation;
          p->explanation = g_strdup_printf ("%s %s", before,
                                            _("Units of a conquered neutral state: both factions may trace supply "
                                              "through their hex (X.I.2.d), and they are not subject to attrition "
                                              "(X.I.2.e)."));
          g_free (before);
        }

    }
  demote_chains (self);
  for (guint i = 0; i < self->positions->len; i++)
    {
      BthStackPosition *p = g_ptr_array_index (self->positions, i);
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);

      p->overridden = stack->supply_overridden;
      if (p->overridden)
        p->supplied = stack->supplied;
      else
        p->supplied = p->status == BTH_SUPPLY_UNKNOWN ? stack->supplied : p->status == BTH_SUPPLY_SUPPLIED;
    }
  self->scenario = NULL;   /* borrowed for the computation only */
  return self;
}

const BthStackPosition *
bth_game_supply_get (BthGameSupply *self, const char *stack_id)
{
  g_return_val_if_fail (self != NULL, NULL);
  return stack_id != NULL ? g_hash_table_lookup (self->by_id, stack_id) : NULL;
}

guint
bth_game_supply_get_n (BthGameSupply *self)
{
  return self->positions->len;
}

const BthStackPosition *
bth_game_supply_get_nth (BthGameSupply *self, guint index)
{
  g_return_val_if_fail (index < self->positions->len, NULL);
  return g_ptr_array_index (self->positions, index);
}

const char * const *
bth_game_supply_get_sources (BthGameSupply *self)
{
  return (const char * const *) self->sources->pdata;
}

const char * const *
bth_game_supply_get_notes (BthGameSupply *self)
{
  return (const char * const *) self->notes->pdata;
}

gboolean
bth_game_supply_major_cities_confirmed (const BthGameState *state)
{
  return g_strcmp0 (bth_game_state_get_answer (state, BTH_GAME_SUPPLY_MAJOR_CITIES_ITEM), "yes") == 0;
}

char *
bth_game_supply_major_cities_path (void)
{
  g_autofree char *key = bth_players_data_item_key (BTH_GAME_SUPPLY_MAJOR_CITIES_ITEM);

  return g_strconcat ("answers.", key, NULL);
}
