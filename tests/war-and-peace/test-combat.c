/* test-combat.c — field battles and assaults (sections N–P, S.8, U–X). */
#include "bth-combat.h"
#include "bth-combat-json.h"
#include "bth-error.h"
#include "bth-json-strict.h"
#include "bth-test-modifiers.h"

static BthRuleset *rules;

/* Builds a battle from JSON text so each test reads like the rulebook's entry. */
static void
battle_from_text (const char *text, BthBattle *battle)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = bth_json_parse_strict (text, -1, &error);

  g_assert_no_error (error);
  g_assert_true (bth_battle_from_json (node, battle, &error));
  g_assert_no_error (error);
}

static BthCombatSetup *
setup_from_text (const char *text, BthBattle *battle)
{
  g_autoptr(GError) error = NULL;
  BthCombatSetup *setup;

  battle_from_text (text, battle);
  setup = bth_combat_setup (rules, battle, &error);
  g_assert_no_error (error);
  return setup;
}

static void
resolve_with_dice (const BthBattle *battle, const BthCombatSetup *setup, int d1, int d2,
                   BthCombatOutcome *out)
{
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  int values[2] = { d1, d2 };

  bth_dice_set_fixed (dice, values, 2);
  g_assert_true (bth_combat_resolve (rules, battle, setup, dice, out, &error));
  g_assert_no_error (error);
}

/* O.3: Napoleon with 5 French infantry, 3 French cavalry (morale 2) and 5 Bavarian infantry
 * (morale 1) attacks Charles with 7 Austrian infantry, 3 cavalry (morale 1) and 11 landwehr
 * (morale 0) in a mountain hex, from a river hex. */
static const char *example_o3 =
  "{\"type\":\"field\",\"active\":\"attacker\",\"attack_from_river\":true,"
  " \"attacker\":{\"leader\":3,\"leader_color\":\"blue\",\"units\":["
  "   {\"sp\":5,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"},"
  "   {\"sp\":3,\"kind\":\"C\",\"color\":\"blue\",\"symbol\":\"white\"},"
  "   {\"sp\":5,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"yellow\"}]},"
  " \"defender\":{\"leader\":2,\"leader_color\":\"white\",\"terrain\":\"low_mountain\",\"units\":["
  "   {\"sp\":7,\"kind\":\"I\",\"color\":\"white\",\"symbol\":\"black\"},"
  "   {\"sp\":3,\"kind\":\"C\",\"color\":\"white\",\"symbol\":\"black\"},"
  "   {\"sp\":11,\"kind\":\"L\",\"color\":\"white\"}]}}";

static void
test_example_o3 (void)
{
  BthBattle battle;
  g_autoptr(BthCombatSetup) setup = setup_from_text (example_o3, &battle);
  BthCombatOutcome out = { 0 };

  /* "the French force has a leadership value of 3, and a morale value of 2" */
  g_assert_cmpint (setup->morale[BTH_SIDE_ATTACKER], ==, 2);
  /* "the Austrian force has a leadership value of 2 and a morale value of 0" */
  g_assert_cmpint (setup->morale[BTH_SIDE_DEFENDER], ==, 0);
  /* "the Austrian player who controls the larger force will roll the dice" */
  g_assert_cmpint (setup->larger, ==, BTH_SIDE_DEFENDER);
  /* "dividing … (21), by … (13), which yields a ratio of 3 to 2" */
  g_assert_cmpint (setup->strength[BTH_SIDE_DEFENDER], ==, 21);
  g_assert_cmpint (setup->strength[BTH_SIDE_ATTACKER], ==, 13);
  g_assert_cmpstr (setup->odds, ==, "3:2");
  /* "the net result is that the dice roll will be increased by one" */
  g_assert_cmpint (setup->drm, ==, 1);
  g_assert_true (test_has_modifier (setup->modifiers, "TEC note 6", 2));   /* mountain and river, +2 each */

  /* "The result is an 8, which is increased to 9 … L = 1, S = D1 … loses two … three" */
  resolve_with_dice (&battle, setup, 4, 4, &out);
  g_assert_cmpint (out.roll, ==, 8);
  g_assert_cmpint (out.modified_roll, ==, 9);
  g_assert_cmpint (out.result[BTH_SIDE_DEFENDER], ==, BTH_RESULT_LOSS);
  g_assert_cmpint (out.result[BTH_SIDE_ATTACKER], ==, BTH_RESULT_D1);
  g_assert_cmpint (out.loss[BTH_SIDE_DEFENDER], ==, 2);
  g_assert_cmpint (out.loss[BTH_SIDE_ATTACKER], ==, 3);
  /* "If the battle continues, during the next round of combat the French morale value is
   * reduced to one." */
  g_assert_cmpint (out.demoralization_after[BTH_SIDE_ATTACKER], ==, 1);
  g_assert_cmpint (out.morale_after[BTH_SIDE_ATTACKER], ==, 1);
  /* "The Austrian player fulfills his required loss by eliminating two landwehr" */
  g_assert_cmpint (out.suggested_losses[BTH_SIDE_DEFENDER][2], ==, 2);
  /* "… one French infantry, one French cavalry, and one Bavarian infantry" */
  g_assert_cmpint (out.suggested_losses[BTH_SIDE_ATTACKER][0], ==, 1);
  g_assert_cmpint (out.suggested_losses[BTH_SIDE_ATTACKER][1], ==, 1);
  g_assert_cmpint (out.suggested_losses[BTH_SIDE_ATTACKER][2], ==, 1);
  bth_combat_outcome_clear (&out);
  bth_battle_clear (&battle);
}

static const char *
two_forces (const char *attacker, const char *defender, const char *extra)
{
  static char buffer[2048];

  g_snprintf (buffer, sizeof buffer, "{%s\"attacker\":%s,\"defender\":%s}", extra, attacker, defender);
  return buffer;
}

#define INF(n, color) "{\"sp\":" #n ",\"kind\":\"I\",\"color\":\"" color "\",\"symbol\":\"black\"}"

/* O.1.a: equal totals make the active player's force the larger. */
static void
test_tie_goes_to_active (void)
{
  for (int active = 0; active < 2; active++)
    {
      BthBattle battle;
      g_autoptr(BthCombatSetup) setup = setup_from_text (
        two_forces ("{\"units\":[" INF (6, "blue") "]}", "{\"units\":[" INF (6, "white") "]}",
                    active ? "\"active\":\"defender\"," : "\"active\":\"attacker\","), &battle);
      g_assert_cmpint (setup->larger, ==, active ? BTH_SIDE_DEFENDER : BTH_SIDE_ATTACKER);
      g_assert_cmpstr (setup->odds, ==, "1:1");
      bth_battle_clear (&battle);
    }
}

/* O.1.b: ≥2 → 2:1, ≥1.5 → 3:2, else 1:1; ≥4 → automatic (O.1.d). */
static void
test_odds_bands (void)
{
  static const struct { int a, d; const char *odds; } cases[] = {
    { 14, 10, "1:1" }, { 15, 10, "3:2" }, { 19, 10, "3:2" }, { 20, 10, "2:1" },
    { 39, 10, "2:1" }, { 40, 10, "4:1" }, { 3, 2, "3:2" }, { 5, 4, "1:1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BthBattle battle;
      g_autofree char *a = g_strdup_printf ("{\"units\":[{\"sp\":%d,\"kind\":\"L\",\"color\":\"blue\"}]}", cases[i].a);
      g_autofree char *d = g_strdup_printf ("{\"units\":[{\"sp\":%d,\"kind\":\"L\",\"color\":\"white\"}]}", cases[i].d);
      g_autoptr(BthCombatSetup) setup = setup_from_text (two_forces (a, d, ""), &battle);
      g_assert_cmpstr (setup->odds, ==, cases[i].odds);
      g_assert_cmpint (setup->automatic, ==, g_str_equal (cases[i].odds, "4:1"));
      bth_battle_clear (&battle);
    }
}

/* M.8: the active player's unsupplied SP are totalled, halved, rounded up; the inactive
 * player's keep their full value. */
static void
test_unsupplied_halving (void)
{
  BthBattle battle;
  g_autoptr(BthCombatSetup) setup = setup_from_text (
    two_forces ("{\"supplied\":false,\"units\":[" INF (3, "blue") "," INF (4, "blue") "]}",
                "{\"supplied\":false,\"units\":[" INF (5, "white") "]}", ""), &battle);

  g_assert_cmpint (setup->face_sp[BTH_SIDE_ATTACKER], ==, 7);
  g_assert_cmpint (setup->strength[BTH_SIDE_ATTACKER], ==, 4);   /* 7 / 2 = 3.5 → 4 */
  g_assert_cmpint (setup->strength[BTH_SIDE_DEFENDER], ==, 5);
  g_assert_cmpint (setup->larger, ==, BTH_SIDE_DEFENDER);
  bth_battle_clear (&battle);
}

/* S.8: inside the city the defender doubles for the odds, morale 0 counts as 1, and the
 * roll is not modified for terrain or entrenchment. */
static void
test_assault (void)
{
  BthBattle battle;
  g_autoptr(BthCombatSetup) setup = setup_from_text (
    two_forces ("{\"units\":[" INF (9, "blue") "]}",
                "{\"terrain\":\"forest\",\"entrenched\":true,"
                "\"units\":[{\"sp\":4,\"kind\":\"L\",\"color\":\"white\"}]}", "\"type\":\"assault\","), &battle);

  g_assert_cmpint (setup->strength[BTH_SIDE_DEFENDER], ==, 8);
  g_assert_cmpint (setup->larger, ==, BTH_SIDE_ATTACKER);
  g_assert_cmpstr (setup->odds, ==, "1:1");
  g_assert_cmpint (setup->morale[BTH_SIDE_DEFENDER], ==, 1);
  /* leaders 0, morale +1 (larger) −1 (smaller), no terrain, no entrenchment */
  g_assert_cmpint (setup->drm, ==, 0);
  g_assert_false (test_has_modifier (setup->modifiers, "TEC note 6", -1));
  g_assert_false (test_has_modifier (setup->modifiers, "O.2.d", -1));
  /* Losses are at face value (BB #20): the Combat Loss Chart column is the 4 SP inside. */
  g_assert_cmpint (setup->loss_column_sp, ==, 4);
  bth_battle_clear (&battle);
}

/* O.1.d: 4:1 gives the smaller force D3, and the larger a "1" only if the smaller lost
 * more than one SP. */
static void
test_automatic (void)
{
  BthBattle battle;
  BthCombatOutcome out = { 0 };
  g_autoptr(BthCombatSetup) big = setup_from_text (
    two_forces ("{\"units\":[" INF (20, "blue") "]}", "{\"units\":[" INF (5, "white") "]}", ""), &battle);

  resolve_with_dice (&battle, big, 1, 1, &out);   /* dice are not used: nothing is rolled */
  g_assert_false (out.rolled);
  g_assert_cmpint (out.result[BTH_SIDE_DEFENDER], ==, BTH_RESULT_D3);
  g_assert_cmpint (out.loss[BTH_SIDE_DEFENDER], ==, 2);   /* D2 or D3, 5 SP */
  g_assert_cmpint (out.result[BTH_SIDE_ATTACKER], ==, BTH_RESULT_LOSS);
  g_assert_cmpint (out.loss[BTH_SIDE_ATTACKER], ==, 1);   /* "1" against 5 SP */
  bth_combat_outcome_clear (&out);
  bth_battle_clear (&battle);

  {
    g_autoptr(BthCombatSetup) small = setup_from_text (
      two_forces ("{\"units\":[" INF (12, "blue") "]}", "{\"units\":[" INF (3, "white") "]}", ""), &battle);
    bth_combat_outcome_for_roll (rules, &battle, small, 0, &out);
    g_assert_cmpint (out.loss[BTH_SIDE_DEFENDER], ==, 1);        /* D3 against 3 SP is 1 */
    g_assert_cmpint (out.result[BTH_SIDE_ATTACKER], ==, BTH_RESULT_NONE);
    bth_battle_clear (&battle);
  }
}

/* O.2.b: equal groups of different morale give the lowest value. */
static void
test_morale_tie_lowest (void)
{
  BthBattle battle;
  g_autoptr(BthCombatSetup) setup = setup_from_text (
    two_forces ("{\"units\":[{\"sp\":4,\"kind\":\"GI\",\"color\":\"blue\"},"
                "{\"sp\":4,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"},"
                "{\"sp\":2,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"black\"}]}",
                "{\"units\":[" INF (3, "white") "," INF (2, "white") ",{\"sp\":5,\"kind\":\"M\",\"color\":\"white\"}]}",
                ""), &battle);

  g_assert_cmpint (setup->morale[BTH_SIDE_ATTACKER], ==, 2);   /* 4 at 3, 4 at 2: the lower */
  g_assert_cmpint (setup->morale[BTH_SIDE_DEFENDER], ==, 0);   /* 5 at 1, 5 at 0: the lower */
  bth_battle_clear (&battle);
}

/* O.2.e: the roll may never be modified by more than ±4; the modified roll is 2..12. */
static void
test_cap_and_clamp (void)
{
  BthBattle battle;
  BthCombatOutcome out = { 0 };
  g_autoptr(BthCombatSetup) setup = setup_from_text (
    two_forces ("{\"leader\":3,\"leader_color\":\"blue\",\"units\":[{\"sp\":6,\"kind\":\"GI\",\"color\":\"blue\"}]}",
                "{\"terrain\":\"forest\",\"units\":[{\"sp\":5,\"kind\":\"L\",\"color\":\"white\"}]}", ""), &battle);

  /* +3 leader +3 morale, forest helps the smaller defender: −1 → 5, capped at 4 */
  g_assert_cmpint (setup->drm_uncapped, ==, 5);
  g_assert_cmpint (setup->drm, ==, 4);
  g_assert_true (test_has_modifier (setup->modifiers, "O.2.e", -1));
  bth_combat_outcome_for_roll (rules, &battle, setup, 12, &out);
  g_assert_cmpint (out.modified_roll, ==, 12);
  bth_battle_clear (&battle);
}

static void
test_clamp_low (void)
{
  BthBattle battle;
  BthCombatOutcome out = { 0 };
  g_autoptr(BthCombatSetup) setup = setup_from_text (
    two_forces ("{\"leader\":3,\"leader_color\":\"blue\",\"units\":[{\"sp\":4,\"kind\":\"GI\",\"color\":\"blue\"}]}",
                "{\"units\":[{\"sp\":5,\"kind\":\"L\",\"color\":\"white\"}]}", ""), &battle);

  g_assert_cmpint (setup->larger, ==, BTH_SIDE_DEFENDER);
  g_assert_cmpint (setup->drm, ==, -4);
  bth_combat_outcome_for_roll (rules, &battle, setup, 3, &out);
  g_assert_cmpint (out.modified_roll, ==, 2);   /* 3 − 4 = −1 → 2 */
  g_assert_cmpint (out.result[BTH_SIDE_DEFENDER], ==, BTH_RESULT_D3);   /* 1:1, column 2 */
  bth_battle_clear (&battle);
}

/* T.2 / O.2.d: the attacked force's entrenchment counts, the attacker's never. */
static void
test_entrenchment (void)
{
  BthBattle battle;
  g_autoptr(BthCombatSetup) setup = setup_from_text (
    two_forces ("{\"entrenched\":true,\"units\":[" INF (9, "blue") "]}",
                "{\"entrenched\":true,\"units\":[" INF (6, "white") "]}", ""), &battle);

  g_assert_cmpint (setup->larger, ==, BTH_SIDE_ATTACKER);
  g_assert_cmpint (setup->drm, ==, -1);
  g_assert_true (test_has_modifier (setup->modifiers, "O.2.d", -1));
  bth_battle_clear (&battle);
}

/* TEC note 1: lake and swamp count as clear in winter. */
static void
test_winter_swamp (void)
{
  BthBattle battle;
  g_autoptr(BthCombatSetup) summer = setup_from_text (
    two_forces ("{\"units\":[" INF (9, "blue") "]}", "{\"terrain\":\"swamp\",\"units\":[" INF (6, "white") "]}", ""),
    &battle);
  g_assert_cmpint (summer->drm, ==, -1);
  bth_battle_clear (&battle);
  {
    g_autoptr(BthCombatSetup) winter = setup_from_text (
      two_forces ("{\"units\":[" INF (9, "blue") "]}", "{\"terrain\":\"swamp\",\"units\":[" INF (6, "white") "]}",
                  "\"winter\":true,"), &battle);
    g_assert_cmpint (winter->drm, ==, 0);
    bth_battle_clear (&battle);
  }
}

static void
expect_input_error (const char *text, const char *message_part)
{
  BthBattle battle;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = bth_json_parse_strict (text, -1, &error);
  g_autoptr(BthCombatSetup) setup = NULL;

  g_assert_no_error (error);
  if (bth_battle_from_json (node, &battle, &error))
    setup = bth_combat_setup (rules, &battle, &error);
  g_assert_null (setup);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  if (strstr (error->message, message_part) == NULL)
    g_error ("\"%s\" does not mention \"%s\"", error->message, message_part);
  bth_battle_clear (&battle);
}

static void
test_impossible_entries (void)
{
  expect_input_error (two_forces ("{\"units\":[]}", "{\"units\":[" INF (6, "white") "]}", ""),
                      "$.attacker.units: a force needs at least one unit");
  expect_input_error (two_forces ("{\"units\":[" INF (-2, "blue") "]}", "{\"units\":[" INF (6, "white") "]}", ""),
                      "$.attacker.units[0]");
  expect_input_error (two_forces ("{\"leader\":2,\"leader_color\":\"green\",\"units\":[" INF (3, "blue") "]}",
                                  "{\"units\":[" INF (6, "white") "]}", ""),
                      "$.attacker.leader_color: a green leader cannot lead a force whose majority is blue");
  expect_input_error (two_forces ("{\"leader\":5,\"leader_color\":\"blue\",\"units\":[" INF (3, "blue") "]}",
                                  "{\"units\":[" INF (6, "white") "]}", ""), "$.attacker.leader");
  expect_input_error (two_forces ("{\"units\":[{\"sp\":3,\"kind\":\"Q\",\"color\":\"blue\"}]}",
                                  "{\"units\":[" INF (6, "white") "]}", ""), "$.attacker.units[0].kind");
  expect_input_error (two_forces ("{\"units\":[{\"sp\":3,\"kind\":\"I\",\"color\":\"blue\"}]}",
                                  "{\"units\":[" INF (6, "white") "]}", ""), "symbol colour");
  expect_input_error (two_forces ("{\"units\":[" INF (3, "blue") "]}",
                                  "{\"terrain\":\"moon\",\"units\":[" INF (6, "white") "]}", ""),
                      "$.defender.terrain");
  expect_input_error (two_forces ("{\"units\":[" INF (3, "blue") "],\"colour\":1}",
                                  "{\"units\":[" INF (6, "white") "]}", ""),
                      "$.attacker: unknown key \"colour\"");
  expect_input_error (two_forces ("{\"units\":[" INF (3, "blue") "]}", "{\"units\":[" INF (6, "white") "]}",
                                  "\"type\":\"siege\","), "$.type");
}

/* O.2.a: with equal numbers of two colours the player may choose either leader colour. */
static void
test_leader_colour_tie (void)
{
  BthBattle battle;
  g_autoptr(BthCombatSetup) setup = setup_from_text (
    two_forces ("{\"leader\":1,\"leader_color\":\"grey\",\"units\":[" INF (3, "blue") "," INF (3, "grey") "]}",
                "{\"units\":[" INF (6, "white") "]}", ""), &battle);

  g_assert_nonnull (setup);
  bth_battle_clear (&battle);
}

/* U: the matrix crosses the larger force's tactic with the smaller's. */
static void
test_tactical_matrix (void)
{
  BthBattle battle;
  g_autoptr(BthCombatSetup) charge = setup_from_text (
    two_forces ("{\"tactic\":\"charge\",\"units\":[" INF (9, "blue") "]}",
                "{\"tactic\":\"skirmish\",\"units\":[" INF (6, "white") "]}",
                "\"options\":{\"tactical_matrix\":true},"), &battle);

  /* smaller Skirmish × larger Charge = +2 */
  g_assert_cmpint (charge->drm, ==, 2);
  g_assert_true (test_has_modifier (charge->modifiers, "U.3.a", 2));
  bth_battle_clear (&battle);
  {
    g_autoptr(BthCombatSetup) square = setup_from_text (
      two_forces ("{\"tactic\":\"square\",\"units\":[" INF (9, "blue") "]}",
                  "{\"tactic\":\"refuse\",\"units\":[" INF (6, "white") "]}",
                  "\"options\":{\"tactical_matrix\":true},"), &battle);
    BthCombatOutcome out;
    g_assert_true (square->no_roll);    /* Square × Refuse = NC */
    bth_combat_outcome_for_roll (rules, &battle, square, 7, &out);
    g_assert_false (out.rolled);
    g_assert_cmpint (out.loss[0] + out.loss[1], ==, 0);
    bth_battle_clear (&battle);
  }
  {
    g_autoptr(BthCombatSetup) withdraw = setup_from_text (
      two_forces ("{\"tactic\":\"withdraw\",\"units\":[" INF (9, "blue") "]}",
                  "{\"tactic\":\"charge\",\"units\":[" INF (6, "white") "]}",
                  "\"options\":{\"tactical_matrix\":true},"), &battle);
    g_assert_true (withdraw->battle_ceases);   /* (-2) */
    g_assert_cmpint (withdraw->drm, ==, -2);
    bth_battle_clear (&battle);
  }
  expect_input_error (two_forces ("{\"units\":[" INF (9, "blue") "]}", "{\"units\":[" INF (6, "white") "]}",
                                  "\"options\":{\"tactical_matrix\":true},"), "$.attacker.tactic");
}

/* V.1: the committed Guard gives morale 3, or 0 once demoralized. */
static void
test_imperial_guard (void)
{
  static const char *napoleon =
    "{\"leader\":3,\"leader_color\":\"blue\",\"imperial_guard\":true,%s\"units\":["
    "{\"sp\":2,\"kind\":\"GI\",\"color\":\"blue\"},{\"sp\":8,\"kind\":\"L\",\"color\":\"blue\"}]}";
  BthBattle battle;
  g_autofree char *fresh = g_strdup_printf (napoleon, "");
  g_autofree char *shaken = g_strdup_printf (napoleon, "\"demoralization\":1,");
  g_autoptr(BthCombatSetup) a = setup_from_text (
    two_forces (fresh, "{\"units\":[" INF (6, "white") "]}", "\"options\":{\"imperial_guard\":true},"), &battle);

  g_assert_cmpint (a->morale[BTH_SIDE_ATTACKER], ==, 3);
  bth_battle_clear (&battle);
  {
    g_autoptr(BthCombatSetup) b = setup_from_text (
      two_forces (shaken, "{\"units\":[" INF (6, "white") "]}", "\"options\":{\"imperial_guard\":true},"), &battle);
    g_assert_cmpint (b->morale[BTH_SIDE_ATTACKER], ==, 0);
    bth_battle_clear (&battle);
  }
  {
    /* Without the optional rule the commitment is ignored: morale of the 8 landwehr. */
    g_autoptr(BthCombatSetup) c = setup_from_text (
      two_forces (fresh, "{\"units\":[" INF (6, "white") "]}", ""), &battle);
    g_assert_cmpint (c->morale[BTH_SIDE_ATTACKER], ==, 0);
    bth_battle_clear (&battle);
  }
}

/* W: regular Russian units on mapboard 4 have morale 3; Cossacks stay at 0. */
static void
test_russian_patriotism (void)
{
  static const char *russians =
    "{\"mapboard\":%d,\"units\":[{\"sp\":5,\"kind\":\"I\",\"color\":\"green\",\"symbol\":\"black\"},"
    "{\"sp\":4,\"kind\":\"CC\",\"color\":\"green\"}]}";
  BthBattle battle;
  g_autofree char *board4 = g_strdup_printf (russians, 4);
  g_autofree char *board3 = g_strdup_printf (russians, 3);
  g_autoptr(BthCombatSetup) home = setup_from_text (
    two_forces ("{\"units\":[" INF (6, "blue") "]}", board4, "\"options\":{\"russian_patriotism\":true},"), &battle);

  g_assert_cmpint (home->morale[BTH_SIDE_DEFENDER], ==, 3);
  bth_battle_clear (&battle);
  {
    g_autoptr(BthCombatSetup) away = setup_from_text (
      two_forces ("{\"units\":[" INF (6, "blue") "]}", board3, "\"options\":{\"russian_patriotism\":true},"), &battle);
    g_assert_cmpint (away->morale[BTH_SIDE_DEFENDER], ==, 1);
    bth_battle_clear (&battle);
  }
}

/* The optional Grand Campaign CRT: 3:2, modified 12 → L 0, S D3 (004 line 509–510). */
static void
test_grand_campaign_crt (void)
{
  BthBattle battle;
  BthCombatOutcome out;
  g_autoptr(BthCombatSetup) setup = setup_from_text (
    two_forces ("{\"units\":[" INF (9, "blue") "]}", "{\"units\":[" INF (6, "white") "]}",
                "\"options\":{\"grand_campaign_crt\":true},"), &battle);

  g_assert_cmpstr (setup->odds, ==, "3:2");
  bth_combat_outcome_for_roll (rules, &battle, setup, 12, &out);
  g_assert_cmpint (out.result[BTH_SIDE_ATTACKER], ==, BTH_RESULT_NONE);
  g_assert_cmpint (out.result[BTH_SIDE_DEFENDER], ==, BTH_RESULT_D3);
  /* On the standard CRT the same roll gives L 1 (column "11 +"). */
  battle.options.grand_campaign_crt = FALSE;
  {
    g_autoptr(BthCombatSetup) standard = bth_combat_setup (rules, &battle, NULL);
    bth_combat_outcome_for_roll (rules, &battle, standard, 12, &out);
    g_assert_cmpint (out.result[BTH_SIDE_ATTACKER], ==, BTH_RESULT_LOSS);
  }
  bth_battle_clear (&battle);
}

/* P.7 / X.1: a field battle force at morale 0 must withdraw; with Demoralized Combat it
 * rolls one die less its leader and surrenders that many SP instead. */
static void
test_morale_zero (void)
{
  static const char *text_plain =
    "{\"attacker\":{\"units\":[" INF (8, "blue") "]},"
    " \"defender\":{\"leader\":1,\"leader_color\":\"white\",\"units\":[{\"sp\":6,\"kind\":\"L\",\"color\":\"white\"}]}%s}";
  BthBattle battle;
  BthCombatOutcome out = { 0 };
  g_autofree char *plain = g_strdup_printf (text_plain, "");
  g_autofree char *optional = g_strdup_printf (text_plain, ",\"options\":{\"demoralized_combat\":true}");
  g_autoptr(BthCombatSetup) setup = setup_from_text (plain, &battle);
  g_autoptr(BthDice) dice = bth_dice_new (3);
  g_autoptr(GError) error = NULL;

  resolve_with_dice (&battle, setup, 3, 4, &out);
  g_assert_true (out.must_withdraw[BTH_SIDE_DEFENDER]);
  g_assert_cmpint (out.surrender_roll[BTH_SIDE_DEFENDER], ==, 0);
  bth_combat_outcome_clear (&out);
  bth_battle_clear (&battle);

  {
    g_autoptr(BthCombatSetup) x = setup_from_text (optional, &battle);
    bth_dice_set_fixed (dice, (int[]) { 3, 4, 5 }, 3);
    g_assert_true (bth_combat_resolve (rules, &battle, x, dice, &out, &error));
    g_assert_no_error (error);
    g_assert_false (out.must_withdraw[BTH_SIDE_DEFENDER]);
    g_assert_cmpint (out.surrender_roll[BTH_SIDE_DEFENDER], ==, 5);
    g_assert_cmpint (out.surrender_loss[BTH_SIDE_DEFENDER], ==, 4);   /* 5 − leader 1 */
    bth_combat_outcome_clear (&out);
    bth_battle_clear (&battle);
  }
}

/* Every roll the resolution makes is logged with its purpose. */
static void
test_roll_is_logged (void)
{
  BthBattle battle;
  BthCombatOutcome out = { 0 };
  g_autoptr(BthCombatSetup) setup = setup_from_text (example_o3, &battle);
  g_autoptr(BthDice) dice = bth_dice_new (7);
  GPtrArray *log;
  BthRoll *roll;

  g_assert_true (bth_combat_resolve (rules, &battle, setup, dice, &out, NULL));
  log = bth_dice_get_log (dice);
  g_assert_cmpuint (log->len, ==, 1);
  roll = g_ptr_array_index (log, 0);
  g_assert_cmpint (roll->total, ==, out.roll);
  g_assert_nonnull (strstr (roll->purpose, "Combat"));
  bth_combat_outcome_clear (&out);
  bth_battle_clear (&battle);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);

  g_test_add_func ("/combat/example-o3", test_example_o3);
  g_test_add_func ("/combat/larger/tie-goes-to-active", test_tie_goes_to_active);
  g_test_add_func ("/combat/odds/bands", test_odds_bands);
  g_test_add_func ("/combat/strength/unsupplied-halving", test_unsupplied_halving);
  g_test_add_func ("/combat/assault", test_assault);
  g_test_add_func ("/combat/automatic-four-to-one", test_automatic);
  g_test_add_func ("/combat/morale/tie-lowest", test_morale_tie_lowest);
  g_test_add_func ("/combat/drm/cap", test_cap_and_clamp);
  g_test_add_func ("/combat/drm/clamp-low", test_clamp_low);
  g_test_add_func ("/combat/drm/entrenchment", test_entrenchment);
  g_test_add_func ("/combat/drm/winter-swamp", test_winter_swamp);
  g_test_add_func ("/combat/input/impossible-entries", test_impossible_entries);
  g_test_add_func ("/combat/leader/colour-tie", test_leader_colour_tie);
  g_test_add_func ("/combat/optional/tactical-matrix", test_tactical_matrix);
  g_test_add_func ("/combat/optional/imperial-guard", test_imperial_guard);
  g_test_add_func ("/combat/optional/russian-patriotism", test_russian_patriotism);
  g_test_add_func ("/combat/optional/grand-campaign-crt", test_grand_campaign_crt);
  g_test_add_func ("/combat/morale-zero", test_morale_zero);
  g_test_add_func ("/combat/roll-is-logged", test_roll_is_logged);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
