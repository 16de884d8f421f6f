/* bth-game-supply.h — where a game's stacks stand on the map, and their supply.
 *
 * Reads the Leader Display of a BthGameState (each stack's free-text location, side, units
 * by power, leaders' colours, inside-city flag), places every stack it can on a BthMap and
 * traces supply for all of them at once with bth-supply.c (section M). The sources are
 * what the data gives: the major cities of each power's home country and of its
 * satellites (M.3.a) whose hexes the map or the players' overlay records; for units a rule
 * of the scenario covers, that rule's sources instead (M.3.c, bth-scenario-supply.h): named
 * cities, any (major) city of a country, the major cities the side controlled at the start
 * less those lost with control, "automatically in supply". What such a rule depends on and
 * the game does not know makes the answer *unknown*, naming it. The rules' texts are also
 * returned as notes.
 *
 * A stack is traced as one force per power in it (M.2: strength points are supplied, not
 * stacks); the stack is unsupplied when any of its powers is (Question Box [17-1]).
 * Players may override a stack's status ("stacks.ID.supplied", an event with a reason);
 * the computed value is kept beside the override.
 */
#pragma once

#include "bth-campaign-rules.h"
#include "bth-game.h"
#include "bth-game-state.h"
#include "bth-map.h"
#include "bth-supply.h"

G_BEGIN_DECLS

typedef struct {
  const char     *stack_id;
  /* Position */
  gboolean        located;       /* the location parses to a hex of the map */
  BthHex          hex;
  char           *label;         /* "Y16(2)", NULL when not located */
  int             mapboard;      /* 1 … 4, 0 when unknown */
  char           *location_error; /* why not located ("no location", "not a hex or city …") */
  const char     *country;       /* country id of the hex when the map knows it, else NULL */
  int             all_home;      /* every unit in its power's home country: 1, 0, -1 unknown */
  const char     *colour;        /* counter colour from the leaders, NULL when not entered */
  /* Supply as computed */
  BthSupplyStatus status;
  BthSupplyVia    via;
  int             mp;
  const char     *source_name;   /* VIA_SOURCE / VIA_INSIDE_CITY: the city, else NULL */
  const char     *chain_stack;   /* VIA_CHAIN: the supplying stack's id, else NULL */
  GArray         *path;          /* BthHex, source first; NULL when none */
  GArray         *unrecorded;    /* BthHex to record (UNKNOWN); NULL when none */
  char           *explanation;   /* a sentence for the players */
  /* What the game uses */
  gboolean        overridden;    /* the players set "supplied" themselves */
  gboolean        supplied;      /* the override when set, else status == SUPPLIED */
} BthStackPosition;

typedef struct _BthGameSupply BthGameSupply;

/* SCENARIO may be NULL (no satellites, no notes). MAP must not be. Fails only on input the
 * tracer refuses; stacks that cannot be placed are reported per stack, not as errors. */
BthGameSupply          *bth_game_supply_compute (const BthGameState *state,
                                                 BthScenario        *scenario,
                                                 BthMap             *map,
                                                 GError            **error);
/* The same with the Grand Campaign's RULES (may be NULL), which say which neutral states an
 * individual player controls (X.D.3): their SP are the inactive player's in the faction
 * segments (X.E.1's note) and cancel a source (M.3); without RULES no neutral does. */
BthGameSupply          *bth_game_supply_compute_with (const BthGameState     *state,
                                                      BthScenario            *scenario,
                                                      BthMap                 *map,
                                                      const BthCampaignRules *rules,
                                                      GError                **error);
/* GAME's stacks with its scenario and, in the Grand Campaign, its campaign rules: what the
 * app's pages show. */
BthGameSupply          *bth_game_supply_compute_for_game (BthGame *game, BthMap *map, GError **error);
void                    bth_game_supply_free    (BthGameSupply *self);

const BthStackPosition *bth_game_supply_get     (BthGameSupply *self, const char *stack_id);
guint                   bth_game_supply_get_n   (BthGameSupply *self);
const BthStackPosition *bth_game_supply_get_nth (BthGameSupply *self, guint index);
/* The sources used, as "Paris Y16(2) (France, home)" lines; NULL-terminated. */
const char * const     *bth_game_supply_get_sources (BthGameSupply *self);
/* The scenario's supply rules as printed ("I.D.2.a: The supply source …"), for the
 * players to apply where they name other sources; NULL-terminated, maybe empty. */
const char * const     *bth_game_supply_get_notes   (BthGameSupply *self);

/* The map may know the size and country of only some cities (the rulebook's text names most
 * cities without saying which are major): while the players have not confirmed that the map
 * lists every major city, a stack for which no source is found is UNKNOWN, and its
 * explanation names the cities whose size or country to enter, never UNSUPPLIED. Their
 * confirmation is a fact about their map, kept with their record of the board for every game
 * (bth_map_major_cities_confirmed(): it lapses when they change a city's size or country).
 * A game saved before that holds it as an answer of the game (an edit of
 * bth_game_supply_major_cities_path() to "yes", null to take it back), still honoured:
 * bth_game_supply_major_cities_confirmed() reads that answer. */
#define BTH_GAME_SUPPLY_MAJOR_CITIES_ITEM "The map lists every major city of the countries in play (M.3.a)"
gboolean                bth_game_supply_major_cities_confirmed (const BthGameState *state);
/* "answers.KEY" (free it). */
char                   *bth_game_supply_major_cities_path      (void);

/* "Y16(2), Y17(2)" */
char                   *bth_game_supply_hexes_to_string (BthMap *map, GArray *hexes);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthGameSupply, bth_game_supply_free)

G_END_DECLS
