/* test-naval.c — the Grand Campaign's naval rules (X.F, X.K.6–7, AA, the Question Box):
 * the worked examples, each Question Box naval ruling, the combat table and its exact
 * odds, the die checks and their modifiers, and berthier-cli's naval commands.
 *
 * Rulebook lines are those of 000_a960616736e2658d.txt; chart lines (004:…) those of
 * 004_78846f256e6dd240.txt.
 */
#include "bth-map.h"
#include "bth-tec.h"
#include "bth-ruleset.h"
#include "bth-naval-checks.h"
#include "bth-naval-combat.h"
#include "bth-naval-json.h"
#include "bth-error.h"

#include <gio/gio.h>
#include <string.h>

static BthRuleset *rules;
static const BthNavalRules *naval;

/* ---- helpers --------------------------------------------------------------------------- */

static void
add_fleet (BthNavalBattle *b, BthNavalSide side, const char *nation, int squadrons)
{
  BthFleet f = { 0 };

  f.nation = g_strdup (nation);
  f.squadrons = squadrons;
  g_array_append_val (b->forces[side].fleets, f);
}

static BthFleet *
fleet (BthNavalBattle *b, BthNavalSide side, guint i)
{
  return &g_array_index (b->forces[side].fleets, BthFleet, i);
}

static void
add_step (GArray *steps, BthNavalStepKind kind, const char *zone, const char *hex)
{
  BthNavalStep s = { kind, g_strdup (zone), g_strdup (hex) };

  g_array_append_val (steps, s);
}

static GArray *
steps_new (void)
{
  GArray *a = g_array_new (FALSE, TRUE, sizeof (BthNavalStep));

  g_array_set_clear_func (a, (GDestroyNotify) bth_naval_step_clear);
  return a;
}

static gboolean
has_reason (GArray *list, const char *rule)
{
  for (guint i = 0; i < list->len; i++)
    if (g_strcmp0 (g_array_index (list, BthModifier, i).rule, rule) == 0)
      return TRUE;
  return FALSE;
}

static int
modifier_value (GArray *list, const char *rule)
{
  for (guint i = 0; i < list->len; i++)
    if (g_strcmp0 (g_array_index (list, BthModifier, i).rule, rule) == 0)
      return g_array_index (list, BthModifier, i).value;
  return 0;
}

/* ---- the ruleset's naval tables ---------------------------------------------------------- */

/* 004:97-99: the three combat rows as printed; the tests below read them through the API. */
static void
test_tables_loaded (void)
{
  g_assert_cmpuint (naval->n_rolls, ==, 10);
  g_assert_cmpint (naval->rolls[0], ==, -1);
  g_assert_cmpint (naval->rolls[9], ==, 8);
  g_assert_cmpuint (naval->n_rows, ==, 3);
  /* band order: highest odds first */
  g_assert_cmpstr (naval->rows[0].odds, ==, "2:1");
  g_assert_cmpstr (naval->rows[2].odds, ==, "1:1");
  /* 1 to 1, roll -1: "2K 0" */
  g_assert_cmpint (naval->rows[2].larger[0], ==, BTH_NAVAL_SUNK_2);
  g_assert_cmpint (naval->rows[2].smaller[0], ==, BTH_NAVAL_NONE);
  /* 3 to 2, roll 8: "0 2C" */
  g_assert_cmpint (naval->rows[1].smaller[9], ==, BTH_NAVAL_CAPTURED_2);
  /* Blockade row 004:100: - - F* F F F F E - - */
  g_assert_cmpint (naval->checks[BTH_NAVAL_ROW_BLOCKADE][2], ==, BTH_NAVAL_CHECK_FAIL_ATTACKED);
  g_assert_cmpint (naval->checks[BTH_NAVAL_ROW_BLOCKADE][7], ==, BTH_NAVAL_CHECK_ESCAPE);
  g_assert_cmpint (naval->checks[BTH_NAVAL_ROW_BLOCKADE][8], ==, BTH_NAVAL_CHECK_OFF_CHART);
  /* Damage Table 004:138: K row 0 1 2 2 3 3 */
  g_assert_cmpint (naval->damage[BTH_NAVAL_SUNK][0], ==, 0);
  g_assert_cmpint (naval->damage[BTH_NAVAL_SUNK][5], ==, 3);
  /* Sea zones: only what the seeds print; no Interception Modifier at all. */
  g_assert_cmpint (naval->zone_count, ==, 16);
  g_assert_cmpint (bth_naval_find_zone (naval, "North Atlantic")->mp, ==, 1);
  g_assert_cmpint (bth_naval_find_zone (naval, "Baltic Sea")->mp, ==, -1);
  for (guint i = 0; i < naval->n_zones; i++)
    g_assert_cmpint (naval->zones[i].im, ==, BTH_NAVAL_UNKNOWN);
}

/* A ruleset without the naval section, or with a misprinted cell, does not load. */
static void
test_strict_loading (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "rules",
                                            "war-and-peace-4e.json", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) bad = NULL;
  g_autofree char *broken = NULL;
  g_autoptr(GRegex) re = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  /* a cell of the Naval Results Table that is no result */
  re = g_regex_new ("\"2K 0\"", 0, 0, NULL);
  broken = g_regex_replace_literal (re, text, -1, 0, "\"2X 0\"", G_REGEX_MATCH_DEFAULT, NULL);
  bad = bth_ruleset_new_from_data (broken, -1, "broken.json", &error);
  g_assert_null (bad);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "$.naval_results.rows[0].cells[0]"));
  g_clear_error (&error);
  g_clear_pointer (&broken, g_free);
  g_clear_pointer (&re, g_regex_unref);
  /* an unknown member in the naval section */
  re = g_regex_new ("\"nelson\": \\{\"unharmed_below\"", 0, 0, NULL);
  broken = g_regex_replace_literal (re, text, -1, 0, "\"nelson\": {\"extra\": 1, \"unharmed_below\"",
                                    G_REGEX_MATCH_DEFAULT, NULL);
  bad = bth_ruleset_new_from_data (broken, -1, "broken.json", &error);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, "$.naval.nelson"));
}

/* ---- worked examples ---------------------------------------------------------------------- */

/* X.F.2.f Example #1 (000:1914): "wishes to move an English transport from Gibraltar-hex
 * A7(1) to Walcherin Island-hex GG17(2). The transport … must expend one movement point to
 * enter the Atlantic sea zone. It must spend a second movement point to move from the
 * Atlantic into the North Sea zone. Finally, it must spend two movement points (the
 * remainder of its Movement Allowance) to enter the hex containing Walcherin Island because
 * it is not a port hex." */
static void
test_example_movement_1 (void)
{
  g_autoptr(GArray) steps = steps_new ();
  g_autoptr(GError) error = NULL;
  BthNavalMove move;

  add_step (steps, BTH_NAVAL_STEP_ZONE, "Atlantic Ocean", NULL);
  add_step (steps, BTH_NAVAL_STEP_ZONE, "North Sea", NULL);
  add_step (steps, BTH_NAVAL_STEP_COASTAL, NULL, "GG17(2)");
  g_assert_true (bth_naval_move_cost (naval, steps, NULL, 0, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpint (move.allowance, ==, 4);
  g_assert_cmpint (g_array_index (move.costs, BthModifier, 0).value, ==, 1);
  g_assert_cmpint (g_array_index (move.costs, BthModifier, 1).value, ==, 1);
  g_assert_cmpint (g_array_index (move.costs, BthModifier, 2).value, ==, 2);
  g_assert_cmpint (move.spent, ==, 4);   /* "the remainder of its Movement Allowance" */
  g_assert_true (move.allowed);
  bth_naval_move_clear (&move);

  /* One step more cannot be paid: "If insufficient naval movement points remain … the
   * move may not be made." */
  add_step (steps, BTH_NAVAL_STEP_PORT, NULL, "GG16(2)");
  g_assert_true (bth_naval_move_cost (naval, steps, NULL, 0, &move, &error));
  g_assert_false (move.allowed);
  g_assert_cmpint (move.stopped_at, ==, 3);
  bth_naval_move_clear (&move);
}

/* X.F.2.f Example #2 (000:1916): "French Naval unit bound for North America would leave
 * Brest and enter the Atlantic naval zone at the cost of one MP. It would then be
 * transferred directly to the Atlantic sea zone on the Global Naval Movement display, and
 * could move to the North Atlantic zone at the cost of one MP, then to the North American
 * zone at the cost of two more MPs." */
static void
test_example_movement_2 (void)
{
  g_autoptr(GArray) steps = steps_new ();
  g_autoptr(GError) error = NULL;
  BthNavalMove move;

  add_step (steps, BTH_NAVAL_STEP_ZONE, "Atlantic Ocean", NULL);
  add_step (steps, BTH_NAVAL_STEP_SAME_ZONE, "Atlantic Ocean", NULL);
  add_step (steps, BTH_NAVAL_STEP_ZONE, "North Atlantic", NULL);
  add_step (steps, BTH_NAVAL_STEP_ZONE, "North American", NULL);
  g_assert_true (bth_naval_move_cost (naval, steps, NULL, 0, &move, &error));
  g_assert_cmpint (g_array_index (move.costs, BthModifier, 0).value, ==, 1);
  g_assert_cmpint (g_array_index (move.costs, BthModifier, 1).value, ==, 0);   /* X.F.2.f note */
  g_assert_cmpint (g_array_index (move.costs, BthModifier, 2).value, ==, 1);
  g_assert_cmpint (g_array_index (move.costs, BthModifier, 3).value, ==, 2);
  g_assert_cmpint (move.spent, ==, 4);
  g_assert_true (move.allowed);
  bth_naval_move_clear (&move);
}

/* A zone whose MP the seeds do not print is refused until the players enter it. */
static void
test_unknown_zone_numbers_are_entered (void)
{
  g_autoptr(GArray) steps = steps_new ();
  g_autoptr(GArray) entered = g_array_new (FALSE, TRUE, sizeof (BthSeaZone));
  g_autoptr(GError) error = NULL;
  BthSeaZone baltic = { (char *) "Baltic Sea", 1, -1, BTH_NAVAL_UNKNOWN };
  BthSeaZone north_sea_wrong = { (char *) "North Sea", 3, 0, 5 };
  BthSeaZone zone;
  BthNavalMove move;

  add_step (steps, BTH_NAVAL_STEP_ZONE, "Baltic Sea", NULL);
  g_assert_false (bth_naval_move_cost (naval, steps, NULL, 0, &move, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_nonnull (strstr (error->message, "Baltic Sea"));
  g_assert_nonnull (strstr (error->message, "not in the seeds"));
  g_clear_error (&error);
  bth_naval_move_clear (&move);

  g_array_append_val (entered, baltic);
  g_array_append_val (entered, north_sea_wrong);
  g_assert_true (bth_naval_move_cost (naval, steps, entered, 0, &move, &error));
  g_assert_cmpint (move.spent, ==, 1);
  bth_naval_move_clear (&move);

  /* What the seeds print wins over an entry; what they lack is taken from it. */
  g_assert_true (bth_naval_zone_lookup (naval, "North Sea", entered, &zone, &error));
  g_assert_cmpint (zone.mp, ==, 1);
  g_assert_cmpint (zone.mt, ==, 2);
  g_assert_cmpint (zone.im, ==, 0);
  /* A zone the seeds never name is known only from the players' entry. */
  g_assert_false (bth_naval_zone_lookup (naval, "Indian Ocean", NULL, &zone, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND);
}

/* X.K.6.d (000:2366): "Thus, if two combat units and a transport were captured in the same
 * turn, it would take seven production points and seven turns in friendly ports to repair
 * them all." */
static void
test_example_prize_repairs (void)
{
  int pp, turns;

  bth_naval_prize_queue_totals (naval, 2, 1, &pp, &turns);
  g_assert_cmpint (pp, ==, 7);
  g_assert_cmpint (turns, ==, 7);
}

/* X.F.7.b (000:1998): "Example: LS means one squadron from the larger force is sunk."
 * The rulebook's JJ table (000:4430-4436) prints that notation; every cell names the same
 * primary result as the card's table (004:97-99), which adds only the "D" results. */
static void
test_example_jj_notation (void)
{
  const char *path = g_getenv ("BERTHIER_RULEBOOK");
  g_autofree char *fallback = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "seeds",
                                                "000_a960616736e2658d.txt", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint heading = 0, rows = 0;

  if (!g_file_get_contents (path ? path : fallback, &text, NULL, NULL))
    {
      g_test_skip ("the rulebook seed is not available");
      return;
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint l = 0; lines[l]; l++)
    if (g_str_equal (g_strstrip (lines[l]), "Naval Combat Results Table"))
      heading = l;
  g_assert_cmpuint (heading, >, 0);
  for (guint l = heading + 1; lines[l] && rows < 3; l++)
    {
      g_auto(GStrv) cells = g_strsplit (lines[l], "\t", -1);
      const BthNavalCrtRow *row = NULL;
      g_autofree char *odds = NULL;
      if (g_strv_length (cells) < 11 || (!g_str_has_suffix (cells[0], "to 1") && !g_str_has_suffix (cells[0], "to 2")))
        continue;
      odds = g_strdup_printf ("%c:%c", cells[0][0], cells[0][strlen (cells[0]) - 1]);
      for (guint r = 0; r < naval->n_rows; r++)
        if (g_str_equal (naval->rows[r].odds, odds))
          row = &naval->rows[r];
      g_assert_nonnull (row);
      rows++;
      for (guint c = 0; c < 10; c++)
        {
          /* "2LS" → two of the larger force sunk; "SC" → one of the smaller captured */
          const char *cell = cells[c + 1];
          int count = cell[0] == '2' ? 2 : 1;
          char force = cell[count == 2 ? 1 : 0], what = cell[count == 2 ? 2 : 1];
          BthNavalResult larger = row->larger[c], smaller = row->smaller[c];
          BthNavalResult hit = force == 'L' ? larger : smaller, other = force == 'L' ? smaller : larger;
          BthNavalResult want = what == 'R' ? BTH_NAVAL_RETREAT
                              : what == 'S' ? (count == 2 ? BTH_NAVAL_SUNK_2 : BTH_NAVAL_SUNK)
                              : (count == 2 ? BTH_NAVAL_CAPTURED_2 : BTH_NAVAL_CAPTURED);
          g_assert_cmpint (hit, ==, want);
          g_assert_true (other == BTH_NAVAL_NONE || other == BTH_NAVAL_DAMAGED);
        }
    }
  g_assert_cmpuint (rows, ==, 3);
}

/* ---- naval combat (X.F.7, X.F.8) ------------------------------------------------------------ */

/* X.F.7.b: 2 or more → 2:1; 1.5 or more → 3:2; else 1:1; equal totals: the active player. */
static void
test_combat_odds (void)
{
  static const struct { int a, b; const char *odds; BthNavalSide larger; } cases[] = {
    { 4, 2, "2:1", BTH_NAVAL_SIDE_FIRST }, { 3, 2, "3:2", BTH_NAVAL_SIDE_FIRST },
    { 2, 3, "3:2", BTH_NAVAL_SIDE_SECOND }, { 7, 5, "1:1", BTH_NAVAL_SIDE_FIRST },
    { 5, 5, "1:1", BTH_NAVAL_SIDE_SECOND }, { 9, 2, "2:1", BTH_NAVAL_SIDE_FIRST },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BthNavalBattle b;
      g_autoptr(BthNavalCombatSetup) s = NULL;
      bth_naval_battle_init (&b);
      b.active = BTH_NAVAL_SIDE_SECOND;
      add_fleet (&b, BTH_NAVAL_SIDE_FIRST, "france", cases[i].a);
      add_fleet (&b, BTH_NAVAL_SIDE_SECOND, "spain", cases[i].b);
      s = bth_naval_combat_setup (rules, &b, NULL);
      g_assert_nonnull (s);
      g_assert_cmpstr (s->odds, ==, cases[i].odds);
      g_assert_cmpint (s->larger, ==, cases[i].larger);
      g_assert_cmpint (s->drm, ==, 0);     /* morale 1 against 1, no Nelson */
      if (cases[i].a == cases[i].b)
        g_assert_true (has_reason (s->notes, "O.1.a"));
      bth_naval_battle_clear (&b);
    }
}

/* X.F.7.f: +1 if the larger force is English, −1 if the smaller is; X.F.8.e: Nelson ±1. */
static void
test_combat_english_and_nelson (void)
{
  BthNavalBattle b;
  g_autoptr(BthNavalCombatSetup) s = NULL;
  g_autoptr(BthNavalCombatSetup) t = NULL;
  BthNavalCombatOutcome o;

  bth_naval_battle_init (&b);
  add_fleet (&b, BTH_NAVAL_SIDE_FIRST, "england", 6);
  add_fleet (&b, BTH_NAVAL_SIDE_SECOND, "france", 3);
  fleet (&b, BTH_NAVAL_SIDE_FIRST, 0)->nelson = TRUE;
  s = bth_naval_combat_setup (rules, &b, NULL);
  g_assert_cmpstr (s->odds, ==, "2:1");
  g_assert_cmpint (modifier_value (s->modifiers, "X.F.7.f"), ==, 1);
  g_assert_cmpint (modifier_value (s->modifiers, "X.F.8.e"), ==, 1);
  g_assert_cmpint (s->drm, ==, 2);
  /* die 6 + 2 = 8 on 2 to 1: "0 2C" — two French squadrons captured (a Trafalgar) */
  bth_naval_combat_outcome_for_die (rules, &b, s, 6, &o);
  g_assert_cmpint (o.modified, ==, 8);
  g_assert_cmpint (o.result[1], ==, BTH_NAVAL_CAPTURED_2);
  g_assert_cmpint (o.captured[1], ==, 2);
  g_assert_true (o.victor[0]);
  g_assert_false (o.victor[1]);
  bth_naval_battle_clear (&b);

  /* The English as the smaller force: −1 for morale, −1 for Nelson. */
  bth_naval_battle_init (&b);
  add_fleet (&b, BTH_NAVAL_SIDE_FIRST, "england", 2);
  add_fleet (&b, BTH_NAVAL_SIDE_SECOND, "france", 3);
  fleet (&b, BTH_NAVAL_SIDE_FIRST, 0)->nelson = TRUE;
  t = bth_naval_combat_setup (rules, &b, NULL);
  g_assert_cmpint (t->larger, ==, BTH_NAVAL_SIDE_SECOND);
  g_assert_cmpstr (t->odds, ==, "3:2");
  g_assert_cmpint (t->drm, ==, -2);
  /* die 1 − 2 = −1 on 3 to 2: "2C 0" — the larger (French) force loses two captured */
  bth_naval_combat_outcome_for_die (rules, &b, t, 1, &o);
  g_assert_cmpint (o.column, ==, 0);
  g_assert_cmpint (o.result[1], ==, BTH_NAVAL_CAPTURED_2);
  g_assert_cmpint (o.result[0], ==, BTH_NAVAL_NONE);
  bth_naval_battle_clear (&b);
}

/* The exact chance of each result is the share of the die's six faces, and sums to one. */
static void
test_combat_exact_odds (void)
{
  BthNavalBattle b;
  g_autoptr(BthNavalCombatSetup) s = NULL;
  BthNavalExactOdds odds;
  double total = 0;
  int ways = 0;

  bth_naval_battle_init (&b);
  add_fleet (&b, BTH_NAVAL_SIDE_FIRST, "france", 4);
  add_fleet (&b, BTH_NAVAL_SIDE_SECOND, "spain", 4);
  s = bth_naval_combat_setup (rules, &b, NULL);
  bth_naval_exact_odds (rules, &b, s, &odds);
  /* 1 to 1, rolls 1…6: K 0 | R D | R D | D R | D R | 0 K */
  g_assert_cmpuint (odds.n_outcomes, ==, 4);
  for (guint k = 0; k < odds.n_outcomes; k++)
    {
      total += odds.outcomes[k].probability;
      ways += odds.outcomes[k].ways;
    }
  g_assert_cmpint (ways, ==, 6);
  g_assert_cmpfloat_with_epsilon (total, 1.0, 1e-12);
  g_assert_cmpint (odds.outcomes[0].ways, ==, 2);    /* R D (or D R): most likely first */
  g_assert_cmpfloat_with_epsilon (odds.retreat[0], 2 / 6.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (odds.retreat[1], 2 / 6.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (odds.expected_lost[0], 1 / 6.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (odds.expected_lost[1], 1 / 6.0, 1e-12);
  bth_naval_battle_clear (&b);
}

/* X.K.6.h: a fleet towing a prize has its morale reduced one level (option Naval Prizes);
 * X.K.7.c: English squadrons under repair at sea likewise (option Battle Damage). */
static void
test_combat_morale_reductions (void)
{
  BthNavalBattle b;
  g_autoptr(BthNavalCombatSetup) off = NULL, on = NULL, english_only = NULL, repair = NULL;

  bth_naval_battle_init (&b);
  add_fleet (&b, BTH_NAVAL_SIDE_FIRST, "england", 4);
  add_fleet (&b, BTH_NAVAL_SIDE_SECOND, "france", 3);
  fleet (&b, BTH_NAVAL_SIDE_FIRST, 0)->prizes_towed = 1;
  off = bth_naval_combat_setup (rules, &b, NULL);
  g_assert_cmpint (off->drm, ==, 1);            /* the option is off: no penalty */
  b.options.prizes = TRUE;
  on = bth_naval_combat_setup (rules, &b, NULL);
  g_assert_cmpint (on->morale[0], ==, 1);
  g_assert_cmpint (on->drm, ==, 0);             /* the English bonus is gone */
  g_assert_true (has_reason (on->notes, "X.K.6.h"));

  /* A towing French fleet: morale 0 under the default reading, 1 under the option. */
  fleet (&b, BTH_NAVAL_SIDE_FIRST, 0)->prizes_towed = 0;
  fleet (&b, BTH_NAVAL_SIDE_SECOND, 0)->prizes_towed = 1;
  g_clear_pointer (&on, bth_naval_combat_setup_free);
  on = bth_naval_combat_setup (rules, &b, NULL);
  g_assert_cmpint (on->morale[1], ==, 0);
  g_assert_cmpint (on->drm, ==, 2);
  b.options.morale_english_only = TRUE;
  english_only = bth_naval_combat_setup (rules, &b, NULL);
  g_assert_cmpint (english_only->morale[1], ==, 1);
  g_assert_cmpint (english_only->drm, ==, 1);

  /* English repairing at sea: 3 of 4 squadrons under repair → the force's morale is 1. */
  b.options = (BthNavalOptions) { .battle_damage = TRUE };
  fleet (&b, BTH_NAVAL_SIDE_SECOND, 0)->prizes_towed = 0;
  fleet (&b, BTH_NAVAL_SIDE_FIRST, 0)->under_repair = 3;
  repair = bth_naval_combat_setup (rules, &b, NULL);
  g_assert_cmpint (repair->morale[0], ==, 1);
  g_assert_cmpint (repair->drm, ==, 0);
  g_assert_true (has_reason (repair->notes, "X.K.7.c"));
  bth_naval_battle_clear (&b);
}

/* Battle damage (X.K.7 with the Damage Table, 004:132-142) and its readings. */
static void
test_combat_damage (void)
{
  BthNavalBattle b;
  g_autoptr(BthNavalCombatSetup) s = NULL;
  BthNavalCombatOutcome o;

  bth_naval_battle_init (&b);
  add_fleet (&b, BTH_NAVAL_SIDE_FIRST, "france", 5);
  add_fleet (&b, BTH_NAVAL_SIDE_SECOND, "spain", 5);
  s = bth_naval_combat_setup (rules, &b, NULL);
  /* die 2 on 1 to 1: "R D" (larger retreats, smaller damaged); the option is off */
  bth_naval_combat_outcome_for_die (rules, &b, s, 2, &o);
  g_assert_true (o.retreat[0]);
  g_assert_cmpint (o.result[1], ==, BTH_NAVAL_DAMAGED);
  g_assert_cmpint (o.damaged[0], ==, 0);
  g_assert_true (o.victor[1]);                   /* D is not a loss: the Spanish may pursue */
  /* with Battle Damage: R and D rows, column 5 SP → 2 each */
  b.options.battle_damage = TRUE;
  bth_naval_combat_outcome_for_die (rules, &b, s, 2, &o);
  g_assert_cmpint (o.damaged[0], ==, 2);
  g_assert_cmpint (o.damaged[1], ==, 2);
  /* die 6 on 1 to 1: "0 K" with 5 SP: one sunk and 3 damaged */
  bth_naval_combat_outcome_for_die (rules, &b, s, 6, &o);
  g_assert_cmpint (o.sunk[1], ==, 1);
  g_assert_cmpint (o.damaged[1], ==, 3);
  /* reading X.K.7.a: every squadron forced to retreat is damaged, nothing else */
  b.options.damage_on_retreat_only = TRUE;
  bth_naval_combat_outcome_for_die (rules, &b, s, 2, &o);
  g_assert_cmpint (o.damaged[0], ==, 5);
  g_assert_cmpint (o.damaged[1], ==, 0);
  /* the JJ table has no D; a D side that is "not unaffected" may not pursue */
  b.options = (BthNavalOptions) { .jj_table = TRUE };
  bth_naval_combat_outcome_for_die (rules, &b, s, 2, &o);
  g_assert_cmpint (o.result[1], ==, BTH_NAVAL_NONE);
  b.options = (BthNavalOptions) { .damaged_side_not_victor = TRUE };
  bth_naval_combat_outcome_for_die (rules, &b, s, 2, &o);
  g_assert_false (o.victor[1]);
  g_assert_false (o.victor[0]);
  bth_naval_battle_clear (&b);
}

/* Losses never exceed the force: 2K against a single squadron sinks one. */
static void
test_combat_losses_capped (void)
{
  BthNavalBattle b;
  g_autoptr(BthNavalCombatSetup) s = NULL;
  BthNavalCombatOutcome o;

  bth_naval_battle_init (&b);
  add_fleet (&b, BTH_NAVAL_SIDE_FIRST, "england", 1);
  add_fleet (&b, BTH_NAVAL_SIDE_SECOND, "france", 1);
  s = bth_naval_combat_setup (rules, &b, NULL);
  g_assert_cmpint (s->larger, ==, BTH_NAVAL_SIDE_FIRST);   /* tie: active (first) */
  g_assert_cmpint (s->drm, ==, 1);
  bth_naval_combat_outcome_for_die (rules, &b, s, 6, &o);
  /* 6 + 1 = 7 on 1 to 1: "0 C" */
  g_assert_cmpint (o.captured[1], ==, 1);
  b.options.prizes = TRUE;
  bth_naval_combat_outcome_for_die (rules, &b, s, 6, &o);
  g_assert_true (o.prizes_to_victor);
  bth_naval_battle_clear (&b);
}

/* X.F.7.a, X.F.7.e, X.E.1.a, X.F.8.h: who may fight. */
static void
test_combat_who_may_fight (void)
{
  BthNavalBattle b;
  g_autoptr(GError) error = NULL;
  g_autoptr(BthNavalCombatSetup) s = NULL;

  bth_naval_battle_init (&b);
  add_fleet (&b, BTH_NAVAL_SIDE_FIRST, "england", 2);
  add_fleet (&b, BTH_NAVAL_SIDE_SECOND, "france", 0);
  fleet (&b, BTH_NAVAL_SIDE_SECOND, 0)->transports = 2;
  s = bth_naval_combat_setup (rules, &b, &error);
  g_assert_nonnull (s);
  g_assert_true (s->no_combat);                  /* transports never fight: Transport Table */
  g_assert_true (has_reason (s->notes, "X.F.7.e"));
  g_clear_pointer (&s, bth_naval_combat_setup_free);

  fleet (&b, BTH_NAVAL_SIDE_SECOND, 0)->squadrons = 2;
  fleet (&b, BTH_NAVAL_SIDE_SECOND, 0)->blockaded = TRUE;
  g_assert_null (bth_naval_combat_setup (rules, &b, &error));
  g_assert_nonnull (strstr (error->message, "X.F.7.a"));
  g_clear_error (&error);
  b.kind = BTH_NAVAL_BATTLE_BLOCKADE;           /* attempting to leave: may be fought */
  s = bth_naval_combat_setup (rules, &b, &error);
  g_assert_nonnull (s);
  g_clear_pointer (&s, bth_naval_combat_setup_free);

  fleet (&b, BTH_NAVAL_SIDE_FIRST, 0)->neutral = TRUE;
  g_assert_null (bth_naval_combat_setup (rules, &b, &error));
  g_assert_nonnull (strstr (error->message, "X.E.1.a"));
  g_clear_error (&error);
  fleet (&b, BTH_NAVAL_SIDE_FIRST, 0)->neutral = FALSE;

  fleet (&b, BTH_NAVAL_SIDE_SECOND, 0)->nelson = TRUE;   /* Nelson with the French */
  g_assert_null (bth_naval_combat_setup (rules, &b, &error));
  g_assert_nonnull (strstr (error->message, "nelson"));
  bth_naval_battle_clear (&b);
}

/* X.F.7.d: "If a losing force is not pursued, or loses two consecutive rounds of combat,
 * the force must immediately retreat" (000:2004). */
static void
test_combat_retreat_after_rounds (void)
{
  g_assert_true (bth_naval_loser_must_retreat (rules, FALSE, 1));
  g_assert_false (bth_naval_loser_must_retreat (rules, TRUE, 1));
  g_assert_true (bth_naval_loser_must_retreat (rules, TRUE, 2));
}

/* A modified roll beyond the printed −1…8 reads the nearest column. */
static void
test_combat_off_chart (void)
{
  BthNavalBattle b;
  g_autoptr(BthNavalCombatSetup) s = NULL;
  BthNavalCombatOutcome o;

  bth_naval_battle_init (&b);
  b.options.prizes = TRUE;
  add_fleet (&b, BTH_NAVAL_SIDE_FIRST, "france", 4);
  add_fleet (&b, BTH_NAVAL_SIDE_SECOND, "england", 3);
  fleet (&b, BTH_NAVAL_SIDE_FIRST, 0)->prizes_towed = 1;
  fleet (&b, BTH_NAVAL_SIDE_SECOND, 0)->nelson = TRUE;
  s = bth_naval_combat_setup (rules, &b, NULL);
  g_assert_cmpint (s->drm, ==, -3);        /* morale 0 vs 2, Nelson with the smaller */
  bth_naval_combat_outcome_for_die (rules, &b, s, 1, &o);
  g_assert_cmpint (o.modified, ==, -2);
  g_assert_true (o.clamped);
  g_assert_cmpint (o.column, ==, 0);
  bth_naval_battle_clear (&b);
}

/* ---- interception, pursuit, blockade, transports ---------------------------------------------- */

static void
test_interception_modifiers (void)
{
  BthInterception in = { 0 };
  BthNavalCheckRoll c;
  g_autoptr(GError) error = NULL;

  in.zone = (BthSeaZone) { (char *) "North Sea", 1, -1, 2 };   /* IM −1 as the players entered it */
  in.interceptor_at_sea = TRUE;
  in.nelson = TRUE;
  in.second_turn = TRUE;
  g_assert_true (bth_naval_interception_setup (naval, &in, &c, &error));
  g_assert_true (c.allowed);
  g_assert_cmpint (modifier_value (c.modifiers, "X.F.4.c"), ==, 1);
  g_assert_cmpint (modifier_value (c.modifiers, "X.F.8.b"), ==, 1);
  g_assert_cmpint (modifier_value (c.modifiers, "X.F.4.f"), ==, 1);
  g_assert_cmpint (c.drm, ==, 1 + 1 + 1 - 1);
  /* Pursuit row: I on 5 and 6; with +2, a die of 3 or more intercepts. */
  g_assert_cmpfloat_with_epsilon (c.probability[BTH_NAVAL_CHECK_INTERCEPT], 4 / 6.0, 1e-12);
  bth_naval_check_lookup (naval, &(BthNavalOptions) { 0 }, &c, 3);
  g_assert_cmpint (c.result, ==, BTH_NAVAL_CHECK_INTERCEPT);
  bth_naval_check_lookup (naval, &(BthNavalOptions) { 0 }, &c, 2);
  g_assert_cmpint (c.result, ==, BTH_NAVAL_CHECK_FAIL);
  /* 6 + 2 = 8 is off the printed row ("-"): read as I, or failing under the option */
  bth_naval_check_lookup (naval, &(BthNavalOptions) { 0 }, &c, 6);
  g_assert_true (c.off_chart);
  g_assert_cmpint (c.result, ==, BTH_NAVAL_CHECK_INTERCEPT);
  bth_naval_check_lookup (naval, &(BthNavalOptions) { .off_chart_fails = TRUE }, &c, 6);
  g_assert_cmpint (c.result, ==, BTH_NAVAL_CHECK_OFF_CHART);
  bth_naval_check_clear (&c);

  /* The seeds print no IM: the check refuses to guess. */
  in.zone = (BthSeaZone) { (char *) "North Sea", 1, BTH_NAVAL_UNKNOWN, 2 };
  g_assert_false (bth_naval_interception_setup (naval, &in, &c, &error));
  g_assert_nonnull (strstr (error->message, "Interception Modifier"));
}

static void
test_interception_forbidden (void)
{
  BthInterception in = { 0 };
  BthNavalCheckRoll c;

  /* X.F.4.d (000:1954): "A squadron inside a blockaded port may never attempt interception." */
  in.interceptor_blockaded = TRUE;
  g_assert_true (bth_naval_interception_setup (naval, &in, &c, NULL));
  g_assert_false (c.allowed);
  g_assert_true (has_reason (c.reasons, "X.F.4.d"));
  bth_naval_check_clear (&c);
  /* X.F.4.e: one force per Naval Phase; X.F.4.g: never a unit leaving the zone. */
  in = (BthInterception) { .already_intercepted_other = TRUE, .mover_leaving_zone = TRUE };
  g_assert_true (bth_naval_interception_setup (naval, &in, &c, NULL));
  g_assert_false (c.allowed);
  g_assert_true (has_reason (c.reasons, "X.F.4.e"));
  g_assert_true (has_reason (c.reasons, "X.F.4.g"));
  bth_naval_check_clear (&c);
  /* X.F.6.h: blockaders against units that began under their Fortress marker. */
  in = (BthInterception) { .interceptor_blockading = TRUE, .mover_started_under_blockaders_marker = TRUE };
  g_assert_true (bth_naval_interception_setup (naval, &in, &c, NULL));
  g_assert_false (c.allowed);
  g_assert_true (has_reason (c.reasons, "X.F.6.h"));
  bth_naval_check_clear (&c);
}

/* BB, General 21-2 (000:3346-3348): "Q. When a fleet is on blockade and it moves to
 * intercept an enemy fleet (whether it fails or is successful) is the port still
 * blockaded? A. No; a fleet that tries to intercept an enemy fleet must abandon its
 * blockade." With X.F.6.g: "The interception die roll does not get the at sea modifier." */
static void
test_bb_blockader_intercepting_abandons_blockade (void)
{
  BthInterception in = { .interceptor_blockading = TRUE, .interceptor_at_sea = TRUE };
  BthNavalCheckRoll c;

  g_assert_true (bth_naval_interception_setup (naval, &in, &c, NULL));
  g_assert_true (c.allowed);
  g_assert_true (has_reason (c.reasons, "BB (General 21-2)"));
  g_assert_true (has_reason (c.reasons, "X.F.6.g"));
  g_assert_cmpint (c.drm, ==, 0);          /* no at-sea +1 */
  bth_naval_check_clear (&c);
}

/* BB, General 21-3 (000:3374-3376): "Q. Can a blockading fleet try to intercept the fleet
 * that successfully ran its blockade that turn? A. NO." */
static void
test_bb_no_interception_of_blockade_runner (void)
{
  BthInterception in = { .interceptor_blockading = TRUE, .mover_ran_this_blockade = TRUE };
  BthNavalCheckRoll c;

  g_assert_true (bth_naval_interception_setup (naval, &in, &c, NULL));
  g_assert_false (c.allowed);
  g_assert_true (has_reason (c.reasons, "BB (General 21-3)"));
  bth_naval_check_clear (&c);
  /* a fleet that did not run this blockade may be intercepted */
  in.mover_ran_this_blockade = FALSE;
  g_assert_true (bth_naval_interception_setup (naval, &in, &c, NULL));
  g_assert_true (c.allowed);
  bth_naval_check_clear (&c);
}

/* X.F.5.b and the chart's note (004:130): pursuit +1 at sea, Nelson +1; only the victor. */
static void
test_pursuit (void)
{
  BthPursuit p = { .victor = TRUE, .pursuer_at_sea = TRUE, .nelson = TRUE };
  BthNavalCheckRoll c;

  bth_naval_pursuit_setup (naval, &p, &c);
  g_assert_true (c.allowed);
  g_assert_cmpint (c.drm, ==, 2);
  g_assert_cmpfloat_with_epsilon (c.probability[BTH_NAVAL_CHECK_INTERCEPT], 4 / 6.0, 1e-12);
  bth_naval_check_clear (&c);
  p = (BthPursuit) { .victor = TRUE };
  bth_naval_pursuit_setup (naval, &p, &c);
  g_assert_cmpfloat_with_epsilon (c.probability[BTH_NAVAL_CHECK_INTERCEPT], 2 / 6.0, 1e-12);
  bth_naval_check_clear (&c);
  p.victor = FALSE;
  bth_naval_pursuit_setup (naval, &p, &c);
  g_assert_false (c.allowed);
  bth_naval_check_clear (&c);
}

/* X.F.6.a–d: blockading, its negation, running it on the Blockade row. */
static void
test_blockade (void)
{
  BthBlockadeRun run = { .owners_naval_phase = TRUE };
  BthNavalCheckRoll c;

  g_assert_true (bth_naval_can_blockade (3, 3));     /* "equal or exceed" */
  g_assert_false (bth_naval_can_blockade (2, 3));
  g_assert_false (bth_naval_blockade_holds (2, 3));  /* outnumbered: negated */
  g_assert_true (bth_naval_blockade_holds (3, 3));
  bth_naval_blockade_run_setup (naval, &run, &c);
  g_assert_true (c.allowed);
  g_assert_cmpfloat_with_epsilon (c.probability[BTH_NAVAL_CHECK_FAIL_ATTACKED], 1 / 6.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (c.probability[BTH_NAVAL_CHECK_FAIL], 4 / 6.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (c.probability[BTH_NAVAL_CHECK_ESCAPE], 1 / 6.0, 1e-12);
  bth_naval_check_lookup (naval, &(BthNavalOptions) { 0 }, &c, 1);
  g_assert_cmpint (c.result, ==, BTH_NAVAL_CHECK_FAIL_ATTACKED);
  g_assert_nonnull (strstr (bth_naval_blockade_result_text (c.result), "blockading force may initiate"));
  bth_naval_check_clear (&c);
  run.already_tried_this_phase = TRUE;                /* X.F.6.d */
  bth_naval_blockade_run_setup (naval, &run, &c);
  g_assert_false (c.allowed);
  bth_naval_check_clear (&c);
}

/* BB, General 19-5 (000:3238-3240): "Q. May naval units inside a blockaded port freely
 * combine with a moving fleet to attack the blockading units? A. No. … The blockaded and
 * relief fleets may not combine to attack the blockader unless that player allows it, in
 * which case the battle is fought at sea. Otherwise, the blockader fights the battles in a
 * sequence chosen by the active player. If he loses one battle, however, he is not
 * required to fight the second." */
static void
test_bb_blockade_relief (void)
{
  BthNavalOptions o = { 0 };
  BthReliefPlan plan;

  bth_naval_relief_plan (&o, TRUE, FALSE, &plan);
  g_assert_true (plan.one_at_a_time);
  g_assert_false (plan.combined);
  g_assert_cmpstr (plan.order_chosen_by, ==, "active player");
  g_assert_true (plan.may_stop_after_loss);
  bth_relief_plan_clear (&plan);
  bth_naval_relief_plan (&o, TRUE, TRUE, &plan);
  g_assert_true (plan.combined);
  g_assert_true (plan.at_sea);
  bth_relief_plan_clear (&plan);
  /* X.F.6.i / AA: "The blockading fleet may choose which of the two enemy fleets it wishes
   * to engage first" — the named option */
  o.relief_order_by_blockader = TRUE;
  bth_naval_relief_plan (&o, TRUE, FALSE, &plan);
  g_assert_cmpstr (plan.order_chosen_by, ==, "blockading player");
  bth_relief_plan_clear (&plan);
  /* X.F.6.j: a relief fleet alone is not limited */
  bth_naval_relief_plan (&o, FALSE, FALSE, &plan);
  g_assert_true (plan.combined);
  g_assert_false (plan.one_at_a_time);
  bth_relief_plan_clear (&plan);
}

/* BB, General 19-5 (000:3242-3244): "Q. If a blockaded fleet escapes to sea and is
 * intercepted or if a blockaded fleet and its relieving fleet are allowed to be joined by
 * the blockader before battle, are they forced to retreat to the blockaded port if they
 * lose the ensuing sea battle? A. No." */
static void
test_bb_retreat_after_sea_battle (void)
{
  g_assert_false (bth_naval_runner_returns_to_port (TRUE, FALSE));
  /* X.F.6.c: after a fight in the port hex, back to port unless the blockade is negated */
  g_assert_true (bth_naval_runner_returns_to_port (FALSE, FALSE));
  g_assert_false (bth_naval_runner_returns_to_port (FALSE, TRUE));
}

/* X.F.7.e: the unescorted transport's roll and where an escaping transport goes. */
static void
test_unescorted_transport (void)
{
  BthNavalCheckRoll c;
  const char *reason;

  bth_naval_transport_attack_setup (naval, &c);
  g_assert_cmpfloat_with_epsilon (c.probability[BTH_NAVAL_CHECK_CAPTURED], 2 / 6.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (c.probability[BTH_NAVAL_CHECK_SUNK], 2 / 6.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (c.probability[BTH_NAVAL_CHECK_ESCAPE], 2 / 6.0, 1e-12);
  bth_naval_check_lookup (naval, &(BthNavalOptions) { 0 }, &c, 5);
  g_assert_cmpint (c.result, ==, BTH_NAVAL_CHECK_ESCAPE);
  bth_naval_check_clear (&c);
  g_assert_cmpint (bth_naval_transport_escape_fate (TRUE, TRUE, &reason), ==, BTH_NAVAL_CHECK_ESCAPE);
  g_assert_cmpint (bth_naval_transport_escape_fate (FALSE, TRUE, &reason), ==, BTH_NAVAL_CHECK_CAPTURED);
  g_assert_cmpint (bth_naval_transport_escape_fate (FALSE, FALSE, &reason), ==, BTH_NAVAL_CHECK_SUNK);
}

/* X.F.3.d: 5 points, or 2 infantry, or 1 cavalry, or 2 points + 1 infantry. */
static void
test_transport_capacity (void)
{
  BthTransportFleet f = { .nation = "england", .transports = 3, .began_in_controlled_port = TRUE,
                          .began_in_english_production_city = TRUE, .leader_in_embarkation_hex = TRUE };
  BthNavalCargo cargo = { .infantry = 3, .supply = 2 };
  BthTransportCheck t;

  /* 3 I + 2 supply: one mixed load (1 I + 2) and one of 2 I = 2 transports */
  bth_naval_transport_check (naval, &f, &cargo, &t);
  g_assert_true (t.allowed);
  g_assert_cmpint (t.transports_needed, ==, 2);
  g_assert_cmpint (t.mixed_loads, ==, 1);
  bth_transport_check_clear (&t);
  /* 10 production points: 2 transports; 1 cavalry more: 3 */
  cargo = (BthNavalCargo) { .production = 10, .cavalry = 1, .leaders = 4 };
  bth_naval_transport_check (naval, &f, &cargo, &t);
  g_assert_true (t.allowed);
  g_assert_cmpint (t.transports_needed, ==, 3);
  bth_transport_check_clear (&t);
  /* 2 cavalry need 2 transports of their own: 4 > 3 */
  cargo = (BthNavalCargo) { .production = 10, .cavalry = 2 };
  bth_naval_transport_check (naval, &f, &cargo, &t);
  g_assert_false (t.allowed);
  bth_transport_check_clear (&t);
  /* X.F.3.a: only English naval units carry production points */
  f.nation = "france";
  cargo = (BthNavalCargo) { .production = 1 };
  bth_naval_transport_check (naval, &f, &cargo, &t);
  g_assert_false (t.allowed);
  g_assert_true (has_reason (t.reasons, "X.F.3.a"));
  bth_transport_check_clear (&t);
  /* X.F.3.e: no cargo stays at sea */
  f = (BthTransportFleet) { .nation = "france", .transports = 1, .at_end_of_naval_phase_at_sea = TRUE,
                            .leader_in_embarkation_hex = TRUE, .began_in_controlled_port = TRUE };
  cargo = (BthNavalCargo) { .infantry = 1 };
  bth_naval_transport_check (naval, &f, &cargo, &t);
  g_assert_false (t.allowed);
  g_assert_true (has_reason (t.reasons, "X.F.3.e"));
  bth_transport_check_clear (&t);
}

/* BB, General 25-5 (000:3388-3390): "Q. Can British naval units (not transports) carry
 * Production Points to another country? A. No, only leaders (as per Z.X.F.3.c.)." */
static void
test_bb_squadrons_carry_leaders_only (void)
{
  BthTransportFleet f = { .nation = "england", .squadrons = 4, .began_in_controlled_port = TRUE,
                          .began_in_english_production_city = TRUE, .leader_in_embarkation_hex = TRUE };
  BthNavalCargo pp = { .production = 3 }, leaders = { .leaders = 2 };
  BthTransportCheck t;

  bth_naval_transport_check (naval, &f, &pp, &t);
  g_assert_false (t.allowed);
  g_assert_true (has_reason (t.reasons, "X.F.3.c"));
  bth_transport_check_clear (&t);
  bth_naval_transport_check (naval, &f, &leaders, &t);
  g_assert_true (t.allowed);
  bth_transport_check_clear (&t);
}

/* BB, General 25-5 (000:3414-3418): "Q. Can I infer that a leader is not required to
 * accompany infantry units being moved by naval transport? A. A leader is not necessary
 * for the actual movement, but must be in the hex for the troops to board the transport" */
static void
test_bb_leader_to_board (void)
{
  BthTransportFleet f = { .nation = "england", .transports = 1, .began_in_controlled_port = TRUE };
  BthNavalCargo cargo = { .infantry = 2 };
  BthTransportCheck t;

  bth_naval_transport_check (naval, &f, &cargo, &t);
  g_assert_false (t.allowed);
  g_assert_true (has_reason (t.reasons, "X.F.3.b"));
  bth_transport_check_clear (&t);
  f.leader_in_embarkation_hex = TRUE;
  bth_naval_transport_check (naval, &f, &cargo, &t);
  g_assert_true (t.allowed);
  bth_transport_check_clear (&t);
}

/* ---- Nelson, prizes, repairs ---------------------------------------------------------------- */

/* BB, General 19-5 (000:3254-3256): "Q. How is Nelson killed or wounded? A. He rolls as per
 * any other leader involved in combat, unless his entire force is sunk or captured, in
 * which case he is automatically killed/captured." X.F.8.d: unharmed only below 11. */
static void
test_bb_nelson_fate (void)
{
  g_assert_cmpint (bth_naval_nelson_fate (naval, 3, 3, 0, 2), ==, BTH_NELSON_KILLED);
  g_assert_cmpint (bth_naval_nelson_fate (naval, 3, 0, 3, 2), ==, BTH_NELSON_CAPTURED);
  g_assert_cmpint (bth_naval_nelson_fate (naval, 3, 2, 0, 10), ==, BTH_NELSON_UNHARMED);
  g_assert_cmpint (bth_naval_nelson_fate (naval, 3, 2, 0, 11), ==, BTH_NELSON_CASUALTY);
  g_assert_cmpint (bth_naval_nelson_fate (naval, 3, 0, 0, 12), ==, BTH_NELSON_CASUALTY);
}

/* BB, General 19-5 (000:3226-3228): "Q. May captured naval units be converted to units of
 * the capturing country? A. Yes, if the Optional Captured Naval Units rule … is utilized.
 * It requires three turns in a friendly port and an expenditure of three production points
 * to refit a captured enemy naval unit. Transports require one turn and cost one production
 * point. … If recaptured, it must again be refilled before it may be used." */
static void
test_bb_prize_conversion (void)
{
  BthPrize p = { .kind = BTH_PRIZE_SQUADRON, .in_friendly_port = TRUE, .paid = 3, .turns_in_port = 2 };
  const char *reason;

  g_assert_cmpint (bth_naval_prize_cost (naval, BTH_PRIZE_SQUADRON), ==, 3);
  g_assert_cmpint (bth_naval_prize_months (naval, BTH_PRIZE_TRANSPORT), ==, 1);
  g_assert_false (bth_naval_prize_repaired (naval, &p));
  p.turns_in_port = 3;
  g_assert_true (bth_naval_prize_repaired (naval, &p));
  p.paid = 2;                                /* the instalment plan: not yet paid up */
  g_assert_false (bth_naval_prize_repaired (naval, &p));
  p = (BthPrize) { .kind = BTH_PRIZE_TRANSPORT, .in_friendly_port = TRUE, .paid = 1, .turns_in_port = 1 };
  g_assert_true (bth_naval_prize_repaired (naval, &p));
  /* X.K.6.b: more than two segments at sea, or a non-port coastal hex, and it is lost */
  p.segments_at_sea = 2;
  g_assert_false (bth_naval_prize_lost (naval, &p, FALSE, &reason));
  p.segments_at_sea = 3;
  g_assert_true (bth_naval_prize_lost (naval, &p, FALSE, &reason));
  p.segments_at_sea = 0;
  g_assert_true (bth_naval_prize_lost (naval, &p, TRUE, &reason));
  /* one prize per combat unit */
  g_assert_true (bth_naval_can_tow (naval, 2, 2));
  g_assert_false (bth_naval_can_tow (naval, 1, 2));
  g_assert_false (bth_naval_can_tow (naval, 0, 1));   /* transports may not tow */
}

/* X.K.7.c: one PP per unit, one turn, English may repair at sea or on blockade. */
static void
test_battle_damage_repairs (void)
{
  g_assert_cmpint (bth_naval_damage_repair_cost (naval, 3), ==, 3);
  g_assert_true (bth_naval_may_repair_at (naval, "france", BTH_NAVAL_PORT, TRUE));
  g_assert_false (bth_naval_may_repair_at (naval, "france", BTH_NAVAL_AT_SEA, FALSE));
  g_assert_true (bth_naval_may_repair_at (naval, "england", BTH_NAVAL_AT_SEA, FALSE));
  g_assert_true (bth_naval_may_repair_at (naval, "england", BTH_NAVAL_PORT, FALSE));   /* on blockade */
}

/* ---- the other Question Box naval rulings ------------------------------------------------------ */

/* BB, General 19-5 (000:3222-3224): "Q. Are London, Bordeaux and Norwich Ports? A. London
 * and Bordeaux are ports; Norwich is not" */
static void
test_bb_london_bordeaux_norwich (void)
{
  g_autoptr(GError) error = NULL;
  BthMap *map = bth_tec_load_builtin_map (&error);

  g_assert_no_error (error);
  g_assert_cmpint (bth_map_find_city (map, "London")->port, ==, 1);
  g_assert_cmpint (bth_map_find_city (map, "Bordeaux")->port, ==, 1);
  g_assert_cmpint (bth_map_find_city (map, "Norwich")->port, ==, 0);
  bth_map_unref (map);
}

/* BB, General 19-5 (000:3234-3236): "A moving fleet may "pick up" another fleet during its
 * move, but the "picked up" fleet must move at the rate of the original moving fleet … A
 * fleet detachment may be "dropped off" but may not move farther" */
static void
test_bb_pick_up_and_drop_off (void)
{
  g_assert_cmpint (bth_naval_picked_up_mp (2), ==, 2);
  g_assert_cmpint (bth_naval_picked_up_mp (0), ==, 0);
  g_assert_cmpint (bth_naval_dropped_off_mp (), ==, 0);
}

/* BB, General 19-5 (000:3246-3248): "Campaign Game rule Z.X.F.2.i restricts the Spanish
 * fleets to mapboard 1 and the Russian, Swedish and Danish fleets to the Baltic Sea Zone.
 * … A. Ignore this rule. Fleets may move freely anywhere on the boards in play." — a move
 * is priced the same whoever's fleet it is: movement takes no nationality. */
static void
test_bb_fleets_move_freely (void)
{
  g_autoptr(GArray) steps = steps_new ();
  g_autoptr(GArray) entered = g_array_new (FALSE, TRUE, sizeof (BthSeaZone));
  BthSeaZone baltic = { (char *) "Baltic Sea", 1, BTH_NAVAL_UNKNOWN, BTH_NAVAL_UNKNOWN };
  BthNavalMove move;

  g_array_append_val (entered, baltic);
  /* a Spanish squadron from the North Sea into the Baltic and on to Copenhagen */
  add_step (steps, BTH_NAVAL_STEP_ZONE, "Baltic Sea", NULL);
  add_step (steps, BTH_NAVAL_STEP_PORT, NULL, "Copenhagen");
  g_assert_true (bth_naval_move_cost (naval, steps, entered, 0, &move, NULL));
  g_assert_true (move.allowed);
  g_assert_cmpint (move.spent, ==, 2);
  bth_naval_move_clear (&move);
}

/* BB, General 19-5 (000:3250-3252): "Q. Are 4:1 naval combats automatic victories? A. No;
 * roll as per 2:1 column." */
static void
test_bb_four_to_one_not_automatic (void)
{
  BthNavalBattle b;
  g_autoptr(BthNavalCombatSetup) s = NULL;
  BthNavalCombatOutcome o;

  bth_naval_battle_init (&b);
  add_fleet (&b, BTH_NAVAL_SIDE_FIRST, "france", 8);
  add_fleet (&b, BTH_NAVAL_SIDE_SECOND, "russia", 2);
  s = bth_naval_combat_setup (rules, &b, NULL);
  g_assert_cmpstr (s->odds, ==, "2:1");
  g_assert_true (has_reason (s->notes, "BB (General 19-5)"));
  /* a roll still decides: die 1 on 2 to 1 is "R D" — the larger force retreats */
  bth_naval_combat_outcome_for_die (rules, &b, s, 1, &o);
  g_assert_true (o.retreat[0]);
  bth_naval_battle_clear (&b);
}

/* ---- berthier-cli ------------------------------------------------------------------------------ */

static JsonObject *
run_cli (JsonParser *parser, const char *input, int *status, char **err, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  va_list args;

  g_ptr_array_add (argv, (gpointer) g_getenv ("BERTHIER_CLI"));
  va_start (args, err);
  for (const char *arg = va_arg (args, const char *); arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                               G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input ? input : "", NULL, &out, err, &error);
  g_assert_no_error (error);
  *status = g_subprocess_get_exit_status (process);
  if (*status != 0)
    return NULL;
  g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
  return json_node_get_object (json_parser_get_root (parser));
}

static void
test_cli (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *err = NULL;
  JsonObject *out;
  int status;

  if (g_getenv ("BERTHIER_CLI") == NULL)
    {
      g_test_skip ("BERTHIER_CLI is not set");
      return;
    }
  /* two forces on the command line: 6 English with Nelson against 3 French, die 6 */
  out = run_cli (parser, NULL, &status, &err, "naval-combat", "england:6+nelson", "france:3", "--dice", "6", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (out, "odds"), ==, "2:1");
  g_assert_cmpint (json_object_get_int_member (out, "drm"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (out, "second"), "result"), ==, "2C");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (out, "exact_odds")), >, 0);
  g_clear_pointer (&err, g_free);

  /* JSON on standard input, with options */
  out = run_cli (parser, "{\"first\": {\"fleets\": [{\"nation\": \"france\", \"squadrons\": 5}]},"
                         " \"second\": {\"fleets\": [{\"nation\": \"spain\", \"squadrons\": 5}]},"
                         " \"options\": {\"battle_damage\": true}, \"die\": 2}",
                 &status, &err, "naval-combat", "-", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (out, "first"), "damaged"), ==, 2);
  g_clear_pointer (&err, g_free);

  /* interception with an entered IM */
  out = run_cli (parser, "{\"zone\": \"North Sea\", \"zones\": [{\"name\": \"North Sea\", \"im\": -1}],"
                         " \"at_sea\": true, \"die\": 5}", &status, &err, "naval-intercept", "-", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (out, "result"), ==, "I");
  g_clear_pointer (&err, g_free);

  /* without the IM the command names what is missing and exits 2 */
  out = run_cli (parser, "{\"zone\": \"North Sea\", \"die\": 5}", &status, &err, "naval-intercept", "-", NULL);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, "Interception Modifier"));
  g_clear_pointer (&err, g_free);

  /* a bad force on the command line */
  out = run_cli (parser, NULL, &status, &err, "naval-combat", "england:x", "france:3", NULL);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, "NATION:SQUADRONS"));
  g_clear_pointer (&err, g_free);

  /* the prize example of X.K.6.d */
  out = run_cli (parser, "{\"squadrons\": 2, \"transports\": 1}", &status, &err, "naval-repairs", "-", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (out, "prize_repair_pp"), ==, 7);
  g_assert_cmpint (json_object_get_int_member (out, "prize_repair_turns"), ==, 7);
  g_clear_pointer (&err, g_free);

  /* the movement example #1 */
  out = run_cli (parser, "{\"steps\": [{\"kind\": \"zone\", \"zone\": \"Atlantic Ocean\"},"
                         " {\"kind\": \"zone\", \"zone\": \"North Sea\"}, {\"kind\": \"coastal\", \"hex\": \"GG17(2)\"}]}",
                 &status, &err, "naval-move", "-", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (out, "spent"), ==, 4);
  g_assert_true (json_object_get_boolean_member (out, "allowed"));
  g_clear_pointer (&err, g_free);

  /* blockade run, Nelson */
  out = run_cli (parser, "{\"blockading\": 3, \"blockaded\": 2, \"run\": true, \"die\": 6}",
                 &status, &err, "naval-blockade", "-", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (out, "run"), "result"), ==, "E");
  g_clear_pointer (&err, g_free);
  out = run_cli (parser, "{\"units_with_him\": 2, \"sunk\": 2}", &status, &err, "naval-nelson", "-", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (out, "fate"), ==, "killed");
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "rules", NULL);
  rules = bth_ruleset_new_from_directory (dir, NULL, &error);
  g_assert_no_error (error);
  naval = bth_ruleset_get_naval (rules);

  g_test_add_func ("/naval/tables-loaded", test_tables_loaded);
  g_test_add_func ("/naval/strict-loading", test_strict_loading);
  g_test_add_func ("/naval/example/movement-1", test_example_movement_1);
  g_test_add_func ("/naval/example/movement-2", test_example_movement_2);
  g_test_add_func ("/naval/example/prize-repairs", test_example_prize_repairs);
  g_test_add_func ("/naval/example/jj-notation", test_example_jj_notation);
  g_test_add_func ("/naval/zones-entered", test_unknown_zone_numbers_are_entered);
  g_test_add_func ("/naval/combat/odds", test_combat_odds);
  g_test_add_func ("/naval/combat/english-and-nelson", test_combat_english_and_nelson);
  g_test_add_func ("/naval/combat/exact-odds", test_combat_exact_odds);
  g_test_add_func ("/naval/combat/morale-reductions", test_combat_morale_reductions);
  g_test_add_func ("/naval/combat/damage", test_combat_damage);
  g_test_add_func ("/naval/combat/losses-capped", test_combat_losses_capped);
  g_test_add_func ("/naval/combat/who-may-fight", test_combat_who_may_fight);
  g_test_add_func ("/naval/combat/retreat-after-rounds", test_combat_retreat_after_rounds);
  g_test_add_func ("/naval/combat/off-chart", test_combat_off_chart);
  g_test_add_func ("/naval/interception/modifiers", test_interception_modifiers);
  g_test_add_func ("/naval/interception/forbidden", test_interception_forbidden);
  g_test_add_func ("/naval/pursuit", test_pursuit);
  g_test_add_func ("/naval/blockade", test_blockade);
  g_test_add_func ("/naval/transport/unescorted", test_unescorted_transport);
  g_test_add_func ("/naval/transport/capacity", test_transport_capacity);
  g_test_add_func ("/naval/battle-damage-repairs", test_battle_damage_repairs);
  g_test_add_func ("/naval/bb/london-bordeaux-norwich", test_bb_london_bordeaux_norwich);
  g_test_add_func ("/naval/bb/prize-conversion", test_bb_prize_conversion);
  g_test_add_func ("/naval/bb/pick-up-and-drop-off", test_bb_pick_up_and_drop_off);
  g_test_add_func ("/naval/bb/blockade-relief", test_bb_blockade_relief);
  g_test_add_func ("/naval/bb/retreat-after-sea-battle", test_bb_retreat_after_sea_battle);
  g_test_add_func ("/naval/bb/fleets-move-freely", test_bb_fleets_move_freely);
  g_test_add_func ("/naval/bb/four-to-one-not-automatic", test_bb_four_to_one_not_automatic);
  g_test_add_func ("/naval/bb/nelson-fate", test_bb_nelson_fate);
  g_test_add_func ("/naval/bb/blockader-intercepting-abandons-blockade",
                   test_bb_blockader_intercepting_abandons_blockade);
  g_test_add_func ("/naval/bb/no-interception-of-blockade-runner", test_bb_no_interception_of_blockade_runner);
  g_test_add_func ("/naval/bb/squadrons-carry-leaders-only", test_bb_squadrons_carry_leaders_only);
  g_test_add_func ("/naval/bb/leader-to-board", test_bb_leader_to_board);
  g_test_add_func ("/naval/cli", test_cli);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
