/* test-supply.c — supply lines (section M and the Question Box's supply rulings).
 *
 * The rulebook does not print the board's terrain, nor Bayonne's hex. The M.3 example is
 * therefore played on a board as a player might record it, chosen so that the text's
 * distances hold; the assumptions are listed at m3_board(). The other tests use a
 * corridor along row H (everything around it sea), where each rule shows alone. */
#include "bth-supply.h"
#include "bth-tec.h"
#include "bth-error.h"
#include "map-fixture.h"
#include "bth-test-rulebook.h"

#include <string.h>

static BthMap *
builtin (void)
{
  g_autoptr(GError) error = NULL;
  BthMap *map = bth_tec_load_builtin_map (&error);

  g_assert_no_error (error);
  return map;
}

#define FORCE(hex_, side_, color_, nation_) \
  { hex_, side_, color_, nation_, fixture_hex (hex_), 1, FALSE, FALSE }

static BthSupply *
compute (BthMap *map, const BthSupplyForce *forces, guint n, const BthSupplySource *sources,
         guint n_sources, guint8 winter)
{
  BthSupply *supply = bth_supply_new (map);
  BthSupplyOptions options = { winter };
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_supply_compute (supply, forces, n, sources, n_sources, &options, &error));
  g_assert_no_error (error);
  return supply;
}

static BthSupplyStatus
status (BthSupply *supply, guint force)
{
  return bth_supply_get_result (supply, force)->status;
}

static gboolean
names (GArray *hexes, const char *label)
{
  for (guint i = 0; hexes != NULL && i < hexes->len; i++)
    if (bth_hex_equal (g_array_index (hexes, BthHex, i), fixture_hex (label)))
      return TRUE;
  return FALSE;
}

/* ---- M.3 ---------------------------------------------------------------------------- */

/* The text: San Sebastian P10(1), Burgos M09(1), Madrid J09(1), hex O11(1); Bayonne (a
 * major city in France) within three MP of San Sebastian; Burgos within three of San
 * Sebastian; Madrid not within three of a source; an enemy in O11 cuts the whole line.
 * Assumed here (not in the text): Bayonne in O12; everything around clear but P11 (high
 * mountain), so Bayonne's only line of three MP or less runs through O11; L08 and L09
 * low mountain, so Madrid is four MP from Burgos. */
static BthMap *
m3_board (void)
{
  BthMap *map = builtin ();
  g_autofree char *land = fixture_rect (7, 17, 4, 16, "clear");
  g_autofree char *board = fixture_overlay (
    "\"hexes\": [{\"hex\": \"P11(1)\", \"terrain\": \"high_mountain\"},"
    "            {\"hex\": \"L08(1)\", \"terrain\": \"low_mountain\"},"
    "            {\"hex\": \"L09(1)\", \"terrain\": \"low_mountain\"}],"
    "\"cities\": [{\"name\": \"Bayonne\", \"hex\": \"O12(1)\"}]");

  fixture_apply (map, land);
  fixture_apply (map, board);
  return map;
}

static void
m3_sources (BthMap *map, GArray *sources)
{
  /* M.3.a: the major cities of France supply French strength points. */
  g_assert_cmpuint (bth_supply_add_major_cities (sources, map, "france", 0, "france",
                                                 BTH_SUPPLY_SOURCE_HOME), ==, 2);  /* Paris, Bayonne */
}

static void
test_m3_example (void)
{
  g_autoptr(BthMap) map = m3_board ();
  g_autoptr(GArray) sources = g_array_new (FALSE, FALSE, sizeof (BthSupplySource));
  BthSupplyForce forces[] = {
    FORCE ("P10", 0, "blue", "france"),    /* San Sebastian, French */
    FORCE ("M09", 0, "blue", "bavaria"),   /* Burgos, Bavarian (French colour) */
    FORCE ("J09", 0, "blue", "france"),    /* Madrid, French */
  };
  g_autoptr(BthSupply) supply = NULL;
  const BthSupplyResult *r;
  g_autofree char *from = NULL;

  m3_sources (map, sources);
  supply = compute (map, forces, 3, (BthSupplySource *) sources->data, sources->len, 0);

  /* "The French point in San Sebastian is within three movement points of Bayonne … and
   * is therefore in supply." */
  r = bth_supply_get_result (supply, 0);
  g_assert_cmpint (r->status, ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (r->via, ==, BTH_SUPPLY_VIA_SOURCE);
  g_assert_true (bth_hex_equal (g_array_index (sources, BthSupplySource, r->source).hex,
                                bth_map_find_city (map, "Bayonne")->hex));
  g_assert_cmpint (r->mp, <=, 3);
  g_assert_cmpint (r->path->len, ==, 3);
  g_assert_true (names (r->path, "O11"));

  /* "The Bavarian strength point in Burgos is within three movement points of the French
   * point in San Sebastian and since both points are the same color, the Bavarian point is
   * also in supply." */
  r = bth_supply_get_result (supply, 1);
  g_assert_cmpint (r->status, ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (r->via, ==, BTH_SUPPLY_VIA_CHAIN);
  g_assert_cmpint (r->chain, ==, 0);
  g_assert_cmpint (r->mp, ==, 3);
  from = bth_hex_to_string (g_array_index (r->path, BthHex, 0), 0);
  g_assert_cmpstr (from, ==, "P10");

  /* "The French point in Madrid is not within three movement points of a supply source and
   * is therefore unsupplied." */
  r = bth_supply_get_result (supply, 2);
  g_assert_cmpint (r->status, ==, BTH_SUPPLY_UNSUPPLIED);
  g_assert_null (r->path);
}

static void
test_m3_blocked (void)
{
  g_autoptr(BthMap) map = m3_board ();
  g_autoptr(GArray) sources = g_array_new (FALSE, FALSE, sizeof (BthSupplySource));
  BthSupplyForce forces[] = {
    FORCE ("P10", 0, "blue", "france"),
    FORCE ("M09", 0, "blue", "bavaria"),
    FORCE ("J09", 0, "blue", "france"),
    FORCE ("O11", 1, "yellow", "spain"),   /* "if the hex O11(1) was occupied by a strength
                                              point of the inactive (non-French) player" */
  };
  g_autoptr(BthSupply) supply = NULL;

  m3_sources (map, sources);
  supply = compute (map, forces, 4, (BthSupplySource *) sources->data, sources->len, 0);
  /* "… the entire French supply line would be negated and the French units in Spain would
   * all be unsupplied." */
  g_assert_cmpint (status (supply, 0), ==, BTH_SUPPLY_UNSUPPLIED);
  g_assert_cmpint (status (supply, 1), ==, BTH_SUPPLY_UNSUPPLIED);
  g_assert_cmpint (status (supply, 2), ==, BTH_SUPPLY_UNSUPPLIED);
}

/* The shipped map records no terrain: the example's answer is "unknown", naming the hexes
 * to look up, until the players record their board. */
static void
test_m3_unrecorded (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autofree char *bayonne = fixture_overlay ("\"cities\": [{\"name\": \"Bayonne\", \"hex\": \"O12(1)\"}]");
  g_autoptr(GArray) sources = g_array_new (FALSE, FALSE, sizeof (BthSupplySource));
  BthSupplyForce forces[] = {
    FORCE ("P10", 0, "blue", "france"),
    FORCE ("M09", 0, "blue", "bavaria"),
  };
  g_autoptr(BthSupply) supply = NULL;
  const BthSupplyResult *r;

  fixture_apply (map, bayonne);
  m3_sources (map, sources);
  supply = compute (map, forces, 2, (BthSupplySource *) sources->data, sources->len, 0);
  r = bth_supply_get_result (supply, 0);
  g_assert_cmpint (r->status, ==, BTH_SUPPLY_UNKNOWN);
  g_assert_cmpuint (r->unrecorded->len, >, 0);
  g_assert_true (names (r->unrecorded, "O11") || names (r->unrecorded, "P11"));
  /* The chain inherits its link's unknowns. */
  r = bth_supply_get_result (supply, 1);
  g_assert_cmpint (r->status, ==, BTH_SUPPLY_UNKNOWN);
  g_assert_cmpint (r->via, ==, BTH_SUPPLY_VIA_CHAIN);
  for (guint i = 0; i < bth_supply_get_result (supply, 0)->unrecorded->len; i++)
    {
      g_autofree char *label = bth_hex_to_string (g_array_index (bth_supply_get_result (supply, 0)->unrecorded, BthHex, i), 0);
      g_assert_true (names (r->unrecorded, label));
    }
}

/* ---- the corridor --------------------------------------------------------------------- */

/* Row H, columns 1 … 14, clear; rows G and J sea. A French major city "Fortville" at H02. */
static BthMap *
corridor (const char *extra_members)
{
  BthMap *map = builtin ();
  g_autofree char *sea = fixture_rect (6, 8, 1, 15, "sea");
  g_autofree char *row = fixture_rect (7, 7, 1, 14, "clear");
  g_autofree char *city = fixture_overlay (
    "\"cities\": [{\"name\": \"Fortville\", \"hex\": \"H02\", \"size\": \"major\", \"country\": \"france\"}]");

  fixture_apply (map, sea);
  fixture_apply (map, row);
  fixture_apply (map, city);
  if (extra_members != NULL)
    {
      g_autofree char *extra = fixture_overlay (extra_members);
      fixture_apply (map, extra);
    }
  return map;
}

static const BthSupplySource fortville[] = {
  { { 7, 2 }, 0, "france", BTH_SUPPLY_SOURCE_HOME },
};

static void
test_line_length (void)
{
  g_autoptr(BthMap) map = corridor (NULL);
  BthSupplyForce forces[] = {
    FORCE ("H05", 0, "blue", "france"),   /* 3 MP: supplied (M.2) */
    FORCE ("H06", 0, "red", "england"),   /* 4 MP, and no source of its own */
  };
  BthSupplyForce far[] = { FORCE ("H06", 0, "blue", "france") };
  g_autoptr(BthSupply) supply = compute (map, forces, 2, fortville, 1, 0);
  g_autoptr(BthSupply) supply_far = compute (map, far, 1, fortville, 1, 0);

  g_assert_cmpint (status (supply, 0), ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (bth_supply_get_result (supply, 0)->mp, ==, 3);
  g_assert_cmpint (status (supply, 1), ==, BTH_SUPPLY_UNSUPPLIED);
  g_assert_cmpint (status (supply_far, 0), ==, BTH_SUPPLY_UNSUPPLIED);
}

/* M.3.b and BB: chains of any length, same colour only, of supplied strength points. */
static void
test_chains (void)
{
  g_autoptr(BthMap) map = corridor (NULL);
  BthSupplyForce chain[] = {
    FORCE ("H14", 0, "blue", "bavaria"),
    FORCE ("H11", 0, "blue", "france"),
    FORCE ("H08", 0, "blue", "italy"),
    FORCE ("H05", 0, "blue", "france"),
  };
  BthSupplyForce broken[] = {
    FORCE ("H05", 0, "blue", "france"),
    FORCE ("H08", 0, "green", "russia"),   /* another colour is no link */
    FORCE ("H11", 0, "blue", "france"),
  };
  BthSupplyForce leader[] = {
    FORCE ("H05", 0, "blue", "france"),
    { "leader", 0, "blue", "france", { 7, 8 }, 0, FALSE, FALSE },  /* no strength point */
    FORCE ("H11", 0, "blue", "france"),
  };
  g_autoptr(BthSupply) s1 = compute (map, chain, 4, fortville, 1, 0);
  g_autoptr(BthSupply) s2 = compute (map, broken, 3, fortville, 1, 0);
  g_autoptr(BthSupply) s3 = compute (map, leader, 3, fortville, 1, 0);

  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (status (s1, i), ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (bth_supply_get_result (s1, 0)->chain, ==, 1);
  g_assert_cmpint (bth_supply_get_result (s1, 1)->chain, ==, 2);
  g_assert_cmpint (bth_supply_get_result (s1, 2)->chain, ==, 3);
  g_assert_cmpint (bth_supply_get_result (s1, 3)->via, ==, BTH_SUPPLY_VIA_SOURCE);

  g_assert_cmpint (status (s2, 0), ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (status (s2, 1), ==, BTH_SUPPLY_UNSUPPLIED);
  g_assert_cmpint (status (s2, 2), ==, BTH_SUPPLY_UNSUPPLIED);

  g_assert_cmpint (status (s3, 1), ==, BTH_SUPPLY_SUPPLIED);   /* the leader is reached */
  g_assert_cmpint (status (s3, 2), ==, BTH_SUPPLY_UNSUPPLIED); /* but is no link (M.3.b) */
}

/* M.3.a: a city supplies the nations it is a source for; the chain does the rest. */
static void
test_sources_by_nation (void)
{
  g_autoptr(BthMap) map = corridor (NULL);
  BthSupplyForce alone[] = { FORCE ("H03", 0, "blue", "bavaria") };
  BthSupplyForce enemy_side[] = { FORCE ("H03", 1, "blue", "france") };
  g_autoptr(BthSupply) s1 = compute (map, alone, 1, fortville, 1, 0);
  g_autoptr(BthSupply) s2 = compute (map, enemy_side, 1, fortville, 1, 0);

  g_assert_cmpint (status (s1, 0), ==, BTH_SUPPLY_UNSUPPLIED);
  g_assert_cmpint (status (s2, 0), ==, BTH_SUPPLY_UNSUPPLIED);
}

/* M.2, M.5: into an enemy-held hex, never through it, unless the enemy is inside the city. */
static void
test_enemy_through_and_into (void)
{
  g_autoptr(BthMap) map = corridor ("\"cities\": [{\"name\": \"Midtown\", \"hex\": \"H04\", \"size\": \"minor\"}]");
  BthSupplyForce through[] = {
    FORCE ("H05", 0, "blue", "france"),
    FORCE ("H04", 1, "white", "austria"),
  };
  BthSupplyForce into[] = {
    FORCE ("H05", 0, "blue", "france"),
    FORCE ("H05", 1, "white", "austria"),
  };
  BthSupplyForce inside[] = {
    FORCE ("H05", 0, "blue", "france"),
    { "besieged", 1, "white", "austria", { 7, 4 }, 3, TRUE, TRUE },
  };
  BthSupplyForce inside_unbesieged[] = {
    FORCE ("H05", 0, "blue", "france"),
    { "garrison", 1, "white", "austria", { 7, 4 }, 3, TRUE, FALSE },
  };
  BthSupplyForce leader_only[] = {
    FORCE ("H05", 0, "blue", "france"),
    { "leader", 1, "white", "austria", { 7, 4 }, 0, FALSE, FALSE },
  };
  g_autoptr(BthSupply) s1 = compute (map, through, 2, fortville, 1, 0);
  g_autoptr(BthSupply) s2 = compute (map, into, 2, fortville, 1, 0);
  g_autoptr(BthSupply) s3 = compute (map, inside, 2, fortville, 1, 0);
  g_autoptr(BthSupply) s4 = compute (map, inside_unbesieged, 2, fortville, 1, 0);
  g_autoptr(BthSupply) s5 = compute (map, leader_only, 2, fortville, 1, 0);

  g_assert_cmpint (status (s1, 0), ==, BTH_SUPPLY_UNSUPPLIED);
  g_assert_cmpint (status (s2, 0), ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (status (s3, 0), ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (status (s4, 0), ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (status (s5, 0), ==, BTH_SUPPLY_SUPPLIED);
  /* The Austrians have no source: unsupplied, and the tracer saw both sides. */
  g_assert_cmpint (status (s1, 1), ==, BTH_SUPPLY_UNSUPPLIED);
}

/* M.3: a source hex held by an enemy strength point supplies no one; M.4: a force inside
 * that city is supplied all the same. */
static void
test_source_held_by_enemy (void)
{
  g_autoptr(BthMap) map = corridor (NULL);
  BthSupplyForce outside[] = {
    FORCE ("H04", 0, "blue", "france"),
    FORCE ("H02", 1, "white", "austria"),
  };
  BthSupplyForce besieged[] = {
    FORCE ("H04", 0, "blue", "france"),
    { "garrison", 0, "blue", "france", { 7, 2 }, 4, TRUE, TRUE },
    FORCE ("H02", 1, "white", "austria"),
  };
  g_autoptr(BthSupply) s1 = compute (map, outside, 2, fortville, 1, 0);
  g_autoptr(BthSupply) s2 = compute (map, besieged, 3, fortville, 1, 0);

  g_assert_cmpint (status (s1, 0), ==, BTH_SUPPLY_UNSUPPLIED);
  g_assert_cmpint (status (s2, 1), ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (bth_supply_get_result (s2, 1)->via, ==, BTH_SUPPLY_VIA_INSIDE_CITY);
  /* The besieged garrison shares its hex with the enemy: it is no link either (M.3). */
  g_assert_cmpint (status (s2, 0), ==, BTH_SUPPLY_UNSUPPLIED);
}

/* M.3: "A supply source may be any hex which is *not* occupied by a strength point of the
 * inactive player": a neutral power's SP in the source hex, outside the city, are no player's
 * and leave the source in force (issue 25); the inactive player's cancel it. */
static void
test_source_beside_neutral (void)
{
  g_autoptr(BthMap) map = corridor (NULL);
  BthSupplyForce neutral[] = {
    FORCE ("H04", 0, "blue", "france"),
    { "neutral", 2, "green", "switzerland", { 7, 2 }, 1, FALSE, FALSE, TRUE },
  };
  BthSupplyForce enemy[] = {
    FORCE ("H04", 0, "blue", "france"),
    { "enemy", 1, "white", "austria", { 7, 2 }, 1, FALSE, FALSE, FALSE },
  };
  g_autoptr(BthSupply) s1 = compute (map, neutral, 2, fortville, 1, 0);
  g_autoptr(BthSupply) s2 = compute (map, enemy, 2, fortville, 1, 0);

  bth_test_assert_seed (373, "A supply source may be any hex which is not occupied by a strength point of the "
                             "inactive player");
  g_assert_cmpint (status (s1, 0), ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (status (s2, 0), ==, BTH_SUPPLY_UNSUPPLIED);
}

/* BB: "including the provision that requires the expenditure of an extra Movement Point
 * to trace a supply line across a river"; TEC note 3. */
static void
test_river (void)
{
  g_autoptr(BthMap) map = corridor (
    "\"hexes\": [{\"hex\": \"H03\", \"terrain\": \"clear\", "
    "             \"river\": [[\"w\", \"nw\", \"ne\"], [\"e\", \"se\", \"sw\"]]}]");
  g_autoptr(BthMap) along = corridor (
    "\"hexes\": [{\"hex\": \"H03\", \"terrain\": \"clear\", "
    "             \"river\": [[\"w\", \"e\", \"nw\", \"ne\"], [\"w\", \"e\", \"se\", \"sw\"]]}]");
  BthSupplyForce across[] = { FORCE ("H05", 0, "blue", "france") };
  BthSupplyForce in_river[] = { FORCE ("H03", 0, "blue", "france") };
  g_autoptr(BthSupply) s1 = compute (map, across, 1, fortville, 1, 0);
  g_autoptr(BthSupply) s2 = compute (map, in_river, 1, fortville, 1, 0);
  g_autoptr(BthSupply) s3 = compute (along, across, 1, fortville, 1, 0);

  g_assert_cmpint (status (s1, 0), ==, BTH_SUPPLY_UNSUPPLIED);   /* 1 + 1 + 1 + 1 = 4 */
  g_assert_cmpint (status (s2, 0), ==, BTH_SUPPLY_SUPPLIED);
  g_assert_cmpint (status (s3, 0), ==, BTH_SUPPLY_SUPPLIED);     /* along the river: 3 */
  g_assert_cmpint (bth_supply_get_result (s3, 0)->mp, ==, 3);
}

static void
test_terrain_and_winter (void)
{
  g_autoptr(BthMap) map = corridor ("\"hexes\": [{\"hex\": \"H04(1)\", \"terrain\": \"swamp\"}]");
  BthSupplyForce forces[] = { FORCE ("H05", 0, "blue", "france") };
  g_autoptr(BthSupply) summer = compute (map, forces, 1, fortville, 1, 0);
  g_autoptr(BthSupply) winter = compute (map, forces, 1, fortville, 1, 1 << 1);

  g_assert_cmpint (status (summer, 0), ==, BTH_SUPPLY_UNSUPPLIED);  /* 1 + 2 + 1 */
  g_assert_cmpint (status (winter, 0), ==, BTH_SUPPLY_SUPPLIED);    /* TEC note 1 */
}

static void
test_unrecorded_hex (void)
{
  g_autoptr(BthMap) map = builtin ();
  g_autofree char *west = fixture_rect (7, 7, 1, 3, "clear");
  g_autofree char *east = fixture_rect (7, 7, 5, 14, "clear");
  g_autofree char *sea = fixture_rect (6, 6, 1, 15, "sea");
  g_autofree char *sea2 = fixture_rect (8, 8, 1, 15, "sea");
  g_autofree char *city = fixture_overlay (
    "\"cities\": [{\"name\": \"Fortville\", \"hex\": \"H02\", \"size\": \"major\", \"country\": \"france\"}]");
  BthSupplyForce forces[] = {
    FORCE ("H05", 0, "blue", "france"),
    FORCE ("H03", 0, "blue", "france"),
    FORCE ("H09", 0, "blue", "france"),
  };
  g_autoptr(BthSupply) supply = NULL;
  const BthSupplyResult *r;

  fixture_apply (map, west);
  fixture_apply (map, east);
  fixture_apply (map, sea);
  fixture_apply (map, sea2);
  fixture_apply (map, city);
  supply = compute (map, forces, 3, fortville, 1, 0);

  r = bth_supply_get_result (supply, 0);
  g_assert_cmpint (r->status, ==, BTH_SUPPLY_UNKNOWN);
  g_assert_cmpuint (r->unrecorded->len, ==, 1);
  g_assert_true (names (r->unrecorded, "H04"));
  g_assert_cmpint (status (supply, 1), ==, BTH_SUPPLY_SUPPLIED);
  g_assert_null (bth_supply_get_result (supply, 1)->unrecorded);
  g_assert_cmpint (status (supply, 2), ==, BTH_SUPPLY_UNSUPPLIED);  /* too far, whatever H04 is */
}

static void
test_bad_input (void)
{
  g_autoptr(BthMap) map = corridor (NULL);
  g_autoptr(BthSupply) supply = bth_supply_new (map);
  BthSupplyForce off[] = { { "lost", 0, "blue", "france", { 7, 0 }, 1, FALSE, FALSE } };
  BthSupplyForce nameless[] = { { "x", 0, NULL, "france", { 7, 3 }, 1, FALSE, FALSE } };
  g_autoptr(GError) error = NULL;

  g_assert_false (bth_supply_compute (supply, off, 1, fortville, 1, NULL, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_nonnull (strstr (error->message, "forces[0] lost"));
  g_clear_error (&error);
  g_assert_false (bth_supply_compute (supply, nameless, 1, fortville, 1, NULL, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  bth_test_rulebook_load ();

  g_test_add_func ("/supply/m3/example", test_m3_example);
  g_test_add_func ("/supply/m3/o11-occupied", test_m3_blocked);
  g_test_add_func ("/supply/m3/unrecorded-board", test_m3_unrecorded);
  g_test_add_func ("/supply/line-length", test_line_length);
  g_test_add_func ("/supply/chains", test_chains);
  g_test_add_func ("/supply/sources-by-nation", test_sources_by_nation);
  g_test_add_func ("/supply/enemy/through-and-into", test_enemy_through_and_into);
  g_test_add_func ("/supply/enemy/source-city", test_source_held_by_enemy);
  g_test_add_func ("/supply/river", test_river);
  g_test_add_func ("/supply/terrain-and-winter", test_terrain_and_winter);
  g_test_add_func ("/supply/unrecorded-hex", test_unrecorded_hex);
  g_test_add_func ("/supply/bad-input", test_bad_input);
  g_test_add_func ("/supply/source-beside-neutral", test_source_beside_neutral);

  return g_test_run ();
}
