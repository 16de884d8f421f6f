/* test-digital-rules.c — War and Peace's second ruleset, the digital edition's rules v1.7
 * (seed 003, issue 26): the ruleset and its named fallbacks, and the land rules where v1.7
 * differs from the 4th edition. Each test quotes its v1.7 line (asserted against the seed)
 * and fails under the 4th-edition ruleset where the two differ; the 4th edition's combat,
 * attrition and forced-march examples give the same answers under v1.7 where they agree.
 */
#include "bth-attrition.h"
#include "bth-attrition-json.h"
#include "bth-checks.h"
#include "bth-combat.h"
#include "bth-combat-json.h"
#include "bth-digital-rules.h"
#include "bth-error.h"
#include "bth-forced-march.h"
#include "bth-forced-march-json.h"
#include "bth-json-strict.h"
#include "bth-loss-allocation.h"
#include "bth-game-played.h"
#include "bth-game.h"
#include "bth-played-game.h"
#include "bth-test-modifiers.h"

#include <glib/gstdio.h>
#include <string.h>

static BthRuleset *fourth, *digital;
static char **seed_003;

/* Fails unless line LINE of seed 003 (rules v1.7) says PHRASE. */
static void
assert_v17 (int line, const char *phrase)
{
  g_assert_nonnull (seed_003);
  g_assert_cmpuint ((guint) line, <=, g_strv_length (seed_003));
  if (strstr (seed_003[line - 1], phrase) == NULL)
    g_error ("003 line %d does not say \"%s\":\n%s", line, phrase, seed_003[line - 1]);
}

static JsonNode *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = bth_json_parse_strict (text, -1, &error);

  g_assert_no_error (error);
  return node;
}

/* ---- the ruleset ------------------------------------------------------------------------ */

static void
test_ruleset_loads (void)
{
  const BthFallback *f;
  guint n;

  g_assert_cmpstr (bth_ruleset_get_id (digital), ==, BTH_RULESET_DIGITAL_ID);
  g_assert_cmpstr (bth_ruleset_get_name (digital), ==, "War and Peace (digital rules v1.7)");
  g_assert_nonnull (bth_ruleset_get_digital (digital));
  g_assert_null (bth_ruleset_get_digital (fourth));
  bth_ruleset_get_fallbacks (fourth, &n);
  g_assert_cmpuint (n, ==, 0);

  /* The Attrition Table's cells are not in v1.7's text: only its die column is. */
  assert_v17 (310, "Attrition Table");
  assert_v17 (314, "1");
  assert_v17 (321, "= Number of Strength Points eliminated");
  f = bth_ruleset_find_fallback (digital, "attrition.rows");
  g_assert_nonnull (f);
  g_assert_true (g_str_has_prefix (f->rule, "4th edition Attrition Table"));
  /* Morale values are not in v1.7: played by the 4th edition's D.7, and said so. */
  f = bth_ruleset_find_fallback (digital, "morale");
  g_assert_nonnull (f);
  g_assert_nonnull (strstr (f->rule, "D.7"));
  /* What v1.7 states is its own: the loss table, the forced march table. */
  g_assert_null (bth_ruleset_find_fallback (digital, "combat_loss"));
  g_assert_null (bth_ruleset_find_fallback (digital, "forced_march.rows"));
  /* The modifiers cite v1.7's headings, never a 4th-edition section. */
  g_assert_cmpstr (bth_ruleset_get_attrition (digital)->modifiers[0].rule, ==, "Attrition");
  g_assert_cmpstr (bth_ruleset_get_forced_march (digital)->modifiers[0].rule, ==, "Forced March");
}

static char *
replace (const char *text, const char *from, const char *to)
{
  g_auto(GStrv) pieces = g_strsplit (text, from, -1);

  g_assert_cmpuint (g_strv_length (pieces), ==, 2);
  return g_strjoinv (to, pieces);
}

/* A part both stated and falling back, or a part the other ruleset lacks, is refused. */
static void
test_fallback_refused (void)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (BTH_RULESET_RESOURCE_PREFIX "digital-1.7.json", 0, NULL);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) r = NULL;
  g_autofree char *both = NULL, *missing = NULL;
  char *at = strstr (text, "\"part\": \"morale\"");

  g_assert_nonnull (at);
  /* "combat_loss" is stated by v1.7 itself. */
  both = replace (text, "\"part\": \"morale\"", "\"part\": \"combat_loss\"");
  r = bth_ruleset_new_from_data (both, -1, "doctored.json", &error);
  g_assert_null (r);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "is stated by this ruleset"));
  g_clear_error (&error);

  missing = replace (text, "\"part\": \"morale\"", "\"part\": \"moral_\"");
  r = bth_ruleset_new_from_data (missing, -1, "doctored.json", &error);
  g_assert_null (r);
  g_assert_nonnull (strstr (error->message, "is not in the ruleset \"war-and-peace-4e\""));
}

/* ---- the save -------------------------------------------------------------------------- */

/* A game started under v1.7 records its ruleset and reopens under it, whatever rules the
 * window held; a save of release 0.1.0 (which names the 4th edition) reopens under the 4th
 * edition even from a window showing v1.7. */
static void
test_save_records_ruleset (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) game = bth_game_played_new (digital, "austerlitz-1805", 7, &error);
  g_autofree char *dir = g_dir_make_tmp ("berthier-digital-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.berthier.json", NULL);
  g_autofree char *text = NULL, *bak = g_strconcat (path, ".bak", NULL);
  g_autofree char *old_path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "saves",
                                                "austerlitz-1805-v0.1.0.berthier.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) old = g_file_new_for_path (old_path);
  g_autoptr(GObject) loaded = NULL, old_game = NULL;

  g_assert_no_error (error);
  g_assert_true (bth_played_game_save (BTH_PLAYED_GAME (game), file, &error));
  g_assert_no_error (error);
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_nonnull (strstr (text, "\"ruleset\": \"digital-1.7\""));

  loaded = bth_game_played_load (fourth, file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bth_ruleset_get_id (bth_played_game_get_rules (BTH_PLAYED_GAME (loaded))), ==, "digital-1.7");

  old_game = bth_game_played_load (digital, old, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bth_ruleset_get_id (bth_played_game_get_rules (BTH_PLAYED_GAME (old_game))), ==,
                   BTH_RULESET_DEFAULT_ID);
  g_unlink (path);
  g_unlink (bak);
  g_rmdir (dir);
}

/* ---- combat ----------------------------------------------------------------------------- */

static BthCombatSetup *
setup_under (BthRuleset *rules, const char *text, BthBattle *battle, GError **error)
{
  g_autoptr(JsonNode) node = parse (text);

  g_assert_true (bth_battle_from_json (node, battle, NULL));
  return bth_combat_setup (rules, battle, error);
}

/* 003:572 "D1 1 2 2 3 4 6": a D1 against a smaller force of 4 or 5 SP costs 2 SP; the 4th
 * edition's Combat Loss Chart says 1 (004). */
static void
test_d1_against_four_or_five (void)
{
  const char *text =
    "{\"attacker\":{\"units\":[{\"sp\":5,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"}]},"
    " \"defender\":{\"units\":[{\"sp\":4,\"kind\":\"I\",\"color\":\"white\",\"symbol\":\"white\"}]}}";
  BthRuleset *both[] = { fourth, digital };
  const int expected[] = { 1, 2 };

  assert_v17 (568, "Number of SP in the smaller force");
  assert_v17 (570, "4-5");
  assert_v17 (572, "D1\t1\t2\t2\t3\t4\t6");
  for (guint i = 0; i < 2; i++)
    {
      BthBattle battle;
      BthCombatOutcome out;
      g_autoptr(GError) error = NULL;
      g_autoptr(BthCombatSetup) setup = setup_under (both[i], text, &battle, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (setup->odds, ==, "1:1");
      g_assert_cmpint (setup->drm, ==, 0);
      /* 1:1, 10: L/D1 (003:557) */
      bth_combat_outcome_for_roll (both[i], &battle, setup, 10, &out);
      g_assert_cmpint (out.result[BTH_SIDE_DEFENDER], ==, BTH_RESULT_D1);
      g_assert_cmpint (out.loss[BTH_SIDE_DEFENDER], ==, expected[i]);
      bth_combat_outcome_clear (&out);
      bth_battle_clear (&battle);
    }
}

/* 003:575 "One of them must be cavalry if more than 1 SP is lost." — for every result; the
 * 4th edition asks it of a D result only (P.3.c). A "1" (L) costing 2 SP taken from
 * infantry alone is legal under the 4th edition, not under v1.7. */
static void
test_cavalry_in_every_loss (void)
{
  const char *text =
    "{\"attacker\":{\"units\":[{\"sp\":9,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"},"
    "                          {\"sp\":3,\"kind\":\"C\",\"color\":\"blue\",\"symbol\":\"white\"}]},"
    " \"defender\":{\"units\":[{\"sp\":11,\"kind\":\"I\",\"color\":\"white\",\"symbol\":\"white\"}]}}";
  BthRuleset *both[] = { fourth, digital };
  const gboolean legal[] = { TRUE, FALSE };

  assert_v17 (575, "One of them must be cavalry if more than 1 SP is lost.");
  for (guint i = 0; i < 2; i++)
    {
      BthBattle battle;
      BthCombatOutcome out;
      BthLossRules loss;
      g_autoptr(GError) error = NULL;
      g_autoptr(BthCombatSetup) setup = setup_under (both[i], text, &battle, &error);
      g_autoptr(GArray) violations = bth_modifier_list_new ();
      int infantry_only[] = { 2, 0 };

      g_assert_no_error (error);
      g_assert_cmpint (setup->larger, ==, BTH_SIDE_ATTACKER);
      /* 1:1, 6: L/L; the smaller force has 11 SP, so "L" costs 2 (003:571) */
      bth_combat_outcome_for_roll (both[i], &battle, setup, 6, &out);
      g_assert_cmpint (out.result[BTH_SIDE_ATTACKER], ==, BTH_RESULT_LOSS);
      g_assert_cmpint (out.loss[BTH_SIDE_ATTACKER], ==, 2);
      bth_loss_rules_from_outcome (&battle, setup, &out, BTH_SIDE_ATTACKER, &loss);
      g_assert_cmpint (bth_loss_check (both[i], &battle.forces[BTH_SIDE_ATTACKER], &loss, infantry_only,
                                       violations), ==, legal[i]);
      if (!legal[i])
        g_assert_true (test_has_rule (violations, "Land Combat"));
      bth_combat_outcome_clear (&out);
      bth_battle_clear (&battle);
    }
}

/* 003:296 "Out of supply SP are halved when attacking." and 003:585 "The defender becomes
 * the attacker.": a counter-attacking unsupplied defender is halved. The 4th edition halves
 * the active player's force (M.8) and has no counter-attack field: it is refused. */
static void
test_counter_attack_halves_unsupplied_defender (void)
{
  const char *text =
    "{\"active\":\"attacker\",\"round\":2,\"counter_attack\":true,"
    " \"attacker\":{\"units\":[{\"sp\":6,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"}]},"
    " \"defender\":{\"supplied\":false,\"units\":[{\"sp\":10,\"kind\":\"I\",\"color\":\"white\",\"symbol\":\"white\"}]}}";
  BthBattle battle;
  g_autoptr(GError) error = NULL;
  g_autoptr(BthCombatSetup) setup = NULL;

  assert_v17 (296, "Out of supply SP are halved when attacking.");
  assert_v17 (585, "The defender becomes the attacker.");
  setup = setup_under (digital, text, &battle, &error);
  g_assert_no_error (error);
  g_assert_cmpint (setup->strength[BTH_SIDE_DEFENDER], ==, 5);
  g_assert_cmpint (setup->strength[BTH_SIDE_ATTACKER], ==, 6);
  g_assert_true (test_has_rule (setup->notes, "Counter-Attack"));
  bth_battle_clear (&battle);
  g_clear_pointer (&setup, bth_combat_setup_free);

  setup = setup_under (fourth, text, &battle, &error);
  g_assert_null (setup);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_nonnull (strstr (error->message, "$.counter_attack"));
  g_assert_nonnull (strstr (error->message, "rules v1.7"));
  bth_battle_clear (&battle);
}

/* Without a counter-attack v1.7 halves the unsupplied attacker even when it is not the
 * active player's segment; the 4th edition halves only the active player's force (M.8). */
static void
test_unsupplied_attacker_not_active (void)
{
  const char *text =
    "{\"active\":\"defender\","
    " \"attacker\":{\"supplied\":false,\"units\":[{\"sp\":11,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"}]},"
    " \"defender\":{\"units\":[{\"sp\":6,\"kind\":\"I\",\"color\":\"white\",\"symbol\":\"white\"}]}}";
  BthRuleset *both[] = { fourth, digital };
  const int expected[] = { 11, 6 };   /* v1.7 gives no rounding: M.8's "rounded up" (docs/readings.md) */

  for (guint i = 0; i < 2; i++)
    {
      BthBattle battle;
      g_autoptr(GError) error = NULL;
      g_autoptr(BthCombatSetup) setup = setup_under (both[i], text, &battle, &error);

      g_assert_no_error (error);
      g_assert_cmpint (setup->strength[BTH_SIDE_ATTACKER], ==, expected[i]);
      bth_battle_clear (&battle);
    }
}

/* 003:881-884 Cavalry Charge: "The side gets a die-roll modifier of 1 in its favor during
 * this round." Refused under the 4th edition, and without cavalry. */
static void
test_cavalry_charge (void)
{
  const char *text =
    "{\"attacker\":{\"cavalry_charge\":true,\"units\":[{\"sp\":8,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"},"
    "                                                {\"sp\":2,\"kind\":\"C\",\"color\":\"blue\",\"symbol\":\"white\"}]},"
    " \"defender\":{\"units\":[{\"sp\":6,\"kind\":\"I\",\"color\":\"white\",\"symbol\":\"white\"}]}}";
  const char *no_cavalry =
    "{\"defender\":{\"cavalry_charge\":true,\"units\":[{\"sp\":6,\"kind\":\"I\",\"color\":\"white\",\"symbol\":\"white\"}]},"
    " \"attacker\":{\"units\":[{\"sp\":6,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"}]}}";
  BthBattle battle;
  g_autoptr(GError) error = NULL;
  g_autoptr(BthCombatSetup) setup = NULL;

  assert_v17 (881, "with at least one cavalry strength point, may declare a cavalry charge");
  assert_v17 (883, "The side gets a die-roll modifier of 1 in its favor during this round.");
  assert_v17 (884, "First loss should be applied to the charging cavalry.");
  setup = setup_under (digital, text, &battle, &error);
  g_assert_no_error (error);
  g_assert_cmpint (setup->larger, ==, BTH_SIDE_ATTACKER);
  g_assert_cmpint (test_modifier_value (setup->modifiers, "Cavalry Charge"), ==, 1);
  g_assert_cmpint (setup->drm, ==, 1);
  bth_battle_clear (&battle);
  g_clear_pointer (&setup, bth_combat_setup_free);

  setup = setup_under (fourth, text, &battle, &error);
  g_assert_null (setup);
  g_assert_nonnull (strstr (error->message, "$.attacker.cavalry_charge"));
  bth_battle_clear (&battle);
  g_clear_error (&error);

  setup = setup_under (digital, no_cavalry, &battle, &error);
  g_assert_null (setup);
  g_assert_nonnull (strstr (error->message, "at least one cavalry strength point"));
  bth_battle_clear (&battle);
}

/* 003:873 Rear Maneuver: "The side gets a die-roll modifier of 1 in its favor during the
 * first round only." The round number decides; without it the field is refused. */
static void
test_rear_manoeuvre_first_round_only (void)
{
  const char *format =
    "{%s\"attacker\":{\"rear_manoeuvre\":true,\"leader\":2,\"leader_color\":\"blue\",\"units\":[{\"sp\":6,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"}]},"
    " \"defender\":{\"units\":[{\"sp\":10,\"kind\":\"I\",\"color\":\"white\",\"symbol\":\"white\"}]}}";
  const char *rounds[] = { "\"round\":1,", "\"round\":2,", "" };
  const int drm[] = { -2 - 1, -2, 0 };   /* the smaller attacker's leader 2, then the manoeuvre */

  assert_v17 (873, "The side gets a die-roll modifier of 1 in its favor during the first round only.");
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *text = g_strdup_printf (format, rounds[i]);
      BthBattle battle;
      g_autoptr(GError) error = NULL;
      g_autoptr(BthCombatSetup) setup = setup_under (digital, text, &battle, &error);

      if (i == 2)
        {
          g_assert_null (setup);
          g_assert_nonnull (strstr (error->message, "first round only"));
        }
      else
        {
          g_assert_no_error (error);
          g_assert_cmpint (setup->larger, ==, BTH_SIDE_DEFENDER);
          g_assert_cmpint (setup->drm, ==, drm[i]);
          g_assert_cmpint (test_has_modifier (setup->modifiers, "Rear Maneuver", -1), ==, i == 0);
        }
      bth_battle_clear (&battle);
    }
}

/* The tactical matrix is not in v1.7 at all: its field is refused there. */
static void
test_tactical_matrix_refused (void)
{
  const char *text =
    "{\"options\":{\"tactical_matrix\":true},"
    " \"attacker\":{\"tactic\":\"charge\",\"units\":[{\"sp\":6,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"}]},"
    " \"defender\":{\"tactic\":\"charge\",\"units\":[{\"sp\":6,\"kind\":\"I\",\"color\":\"white\",\"symbol\":\"white\"}]}}";
  BthBattle battle;
  g_autoptr(GError) error = NULL;
  g_autoptr(BthCombatSetup) setup = setup_under (digital, text, &battle, &error);

  g_assert_null (setup);
  g_assert_nonnull (strstr (error->message, "$.options.tactical_matrix"));
  bth_battle_clear (&battle);
}

/* The 4th edition's O.3 example under v1.7: the same odds, modifiers and, for every roll,
 * the same results and losses (its smaller force has 13 SP, where both loss tables agree). */
static void
test_example_o3_agrees (void)
{
  const char *example_o3 =
    "{\"type\":\"field\",\"active\":\"attacker\",\"attack_from_river\":true,"
    " \"attacker\":{\"leader\":3,\"leader_color\":\"blue\",\"units\":["
    "   {\"sp\":5,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"white\"},"
    "   {\"sp\":3,\"kind\":\"C\",\"color\":\"blue\",\"symbol\":\"white\"},"
    "   {\"sp\":5,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"yellow\"}]},"
    " \"defender\":{\"leader\":2,\"leader_color\":\"white\",\"terrain\":\"low_mountain\",\"units\":["
    "   {\"sp\":7,\"kind\":\"I\",\"color\":\"white\",\"symbol\":\"black\"},"
    "   {\"sp\":3,\"kind\":\"C\",\"color\":\"white\",\"symbol\":\"black\"},"
    "   {\"sp\":11,\"kind\":\"L\",\"color\":\"white\"}]}}";
  BthBattle b4, b17;
  g_autoptr(GError) error = NULL;
  g_autoptr(BthCombatSetup) s4 = setup_under (fourth, example_o3, &b4, &error);
  g_autoptr(BthCombatSetup) s17 = setup_under (digital, example_o3, &b17, &error);

  g_assert_no_error (error);
  /* "which yields a ratio of 3 to 2" … "the dice roll will be increased by one" */
  g_assert_cmpstr (s17->odds, ==, "3:2");
  g_assert_cmpint (s17->drm, ==, 1);
  g_assert_cmpint (s17->larger, ==, s4->larger);
  for (int roll = 2; roll <= 12; roll++)
    {
      BthCombatOutcome o4, o17;

      bth_combat_outcome_for_roll (fourth, &b4, s4, roll, &o4);
      bth_combat_outcome_for_roll (digital, &b17, s17, roll, &o17);
      for (int side = 0; side < 2; side++)
        {
          g_assert_cmpint (o17.result[side], ==, o4.result[side]);
          g_assert_cmpint (o17.loss[side], ==, o4.loss[side]);
        }
      bth_combat_outcome_clear (&o4);
      bth_combat_outcome_clear (&o17);
    }
  bth_battle_clear (&b4);
  bth_battle_clear (&b17);
}

/* 003:432 "SP located in city hexes cannot be overrun.": under the 4th edition (L.5) only
 * those inside the city are safe, those outside it in the city hex may be overrun. */
static void
test_overrun_city_hex (void)
{
  const BthOverrun overrun = { .moving_sp = 10, .moving_supplied = TRUE, .defender_sp = 2,
                               .defender_in_city_hex = TRUE };
  BthOverrunResult r4, r17;

  assert_v17 (432, "SP located in city hexes cannot be overrun.");
  bth_overrun_check (fourth, &overrun, &r4);
  bth_overrun_check (digital, &overrun, &r17);
  g_assert_true (r4.allowed);
  g_assert_false (r17.allowed);
  g_assert_true (test_has_rule (r17.reasons, "Overrun"));
  bth_overrun_result_clear (&r4);
  bth_overrun_result_clear (&r17);
}

/* ---- attrition -------------------------------------------------------------------------- */

static JsonNode *
attrition (BthRuleset *rules, const char *text, BthDice *dice, GError **error)
{
  g_autoptr(JsonNode) input = parse (text);

  return bth_attrition_resolve_json (rules, input, dice, error);
}

/* The 4th edition's G.4 example under v1.7: the same four modifiers (003:327-331) and loss. */
static void
test_example_g4_agrees (void)
{
  const BthAttritionHex g4 = { .sp = 10, .cavalry = 2, .all_home = TRUE, .unsupplied = TRUE,
                               .winter = TRUE, .mapboard = 4 };
  BthAttritionResult r4, r17;

  assert_v17 (328, "-1 units in Home Country");
  assert_v17 (329, "+1 unsupplied");
  assert_v17 (330, "+1 winter");
  assert_v17 (331, "+1 on map areas 1 and 4");
  bth_attrition_resolve_hex (fourth, &g4, 3, &r4);
  bth_attrition_resolve_hex (digital, &g4, 3, &r17);
  g_assert_cmpint (r17.modified_die, ==, 5);
  g_assert_cmpint (r17.modified_die, ==, r4.modified_die);
  g_assert_cmpint (r17.loss, ==, 2);
  g_assert_cmpint (r17.loss, ==, r4.loss);
  g_assert_cmpint (r17.cavalry_required, ==, r4.cavalry_required);
  g_assert_cmpuint (r17.modifiers->len, ==, 4);
  g_assert_true (test_has_modifier (r17.modifiers, "Attrition", -1));
  bth_attrition_result_clear (&r4);
  bth_attrition_result_clear (&r17);
}

/* 003:336 "When the global attrition die-roll is a natural 6, a die is rolled for each fleet
 * at sea which then suffers attrition on 5 or 6." How many units are damaged is unknown: the
 * table is lost (003:338-341). The 4th edition's fleets never suffer attrition. */
static void
test_attrition_at_sea (void)
{
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  const int fleet_dice[] = { 5, 2 };
  g_autoptr(JsonNode) out = NULL;
  JsonObject *sea;
  JsonArray *fleets;

  assert_v17 (336, "a natural 6, a die is rolled for each fleet at sea which then suffers attrition on 5 or 6");
  bth_dice_set_fixed (dice, fleet_dice, 2);
  out = attrition (digital, "{\"die\": 6, \"fleets_at_sea\": 2, \"hexes\": []}", dice, &error);
  g_assert_no_error (error);
  sea = json_object_get_object_member (json_node_get_object (out), "sea_attrition");
  g_assert_true (json_object_get_boolean_member (sea, "natural_six"));
  fleets = json_object_get_array_member (sea, "fleets");
  g_assert_cmpuint (json_array_get_length (fleets), ==, 2);
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (fleets, 0), "attrition"));
  g_assert_true (json_object_get_null_member (json_array_get_object_element (fleets, 0), "damaged_units"));
  g_assert_true (json_object_has_member (json_array_get_object_element (fleets, 0), "unknown"));
  g_assert_false (json_object_get_boolean_member (json_array_get_object_element (fleets, 1), "attrition"));
  g_clear_pointer (&out, json_node_unref);

  /* A 5 is not a natural 6: no fleet rolls. */
  out = attrition (digital, "{\"die\": 5, \"fleets_at_sea\": 2, \"hexes\": []}", dice, &error);
  g_assert_no_error (error);
  sea = json_object_get_object_member (json_node_get_object (out), "sea_attrition");
  g_assert_false (json_object_get_boolean_member (sea, "natural_six"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (sea, "fleets")), ==, 0);
  g_clear_pointer (&out, json_node_unref);

  out = attrition (fourth, "{\"die\": 6, \"fleets_at_sea\": 2, \"hexes\": []}", dice, &error);
  g_assert_null (out);
  g_assert_nonnull (strstr (error->message, "$.fleets_at_sea"));
}

/* 003:2134-2137 Typhus: "+1 on map are[a] 4", "+2 on map area 3" after an outbreak. */
static void
test_typhus (void)
{
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) out = NULL;
  JsonArray *hexes;

  assert_v17 (2136, "+1 on map are 4.");
  assert_v17 (2137, "+2 on map area 3.");
  out = attrition (digital, "{\"die\": 2, \"hexes\": [{\"sp\": 12, \"typhus\": true, \"mapboard\": 3},"
                            " {\"sp\": 12, \"typhus\": true, \"mapboard\": 4}, {\"sp\": 12, \"typhus\": true, \"mapboard\": 2}]}",
                   dice, &error);
  g_assert_no_error (error);
  hexes = json_object_get_array_member (json_node_get_object (out), "hexes");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (hexes, 0), "modified_die"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (hexes, 0), "loss"), ==, 2);
  /* map area 4: Typhus +1 and the area's own +1 */
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (hexes, 1), "modified_die"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (hexes, 2), "modified_die"), ==, 2);
  g_clear_pointer (&out, json_node_unref);

  out = attrition (fourth, "{\"die\": 2, \"hexes\": [{\"sp\": 12, \"typhus\": true, \"mapboard\": 3}]}", dice, &error);
  g_assert_null (out);
  g_assert_nonnull (strstr (error->message, "$.hexes[0].typhus"));
}

/* ---- forced march ----------------------------------------------------------------------- */

/* The 4th edition's K.5 example under v1.7 (the same table, 003:475-482, and modifiers,
 * 003:490-491), and 003:469 "After an attempted forced march, SP may not move anymore." */
static void
test_example_k5_agrees_and_ends_movement (void)
{
  const char *k5 = "{\"die\": 5, \"extra_mp\": 2, \"groups\": [{\"sp\": 3, \"class\": \"french_guard\"},"
                   " {\"sp\": 2, \"class\": \"french\"}, {\"sp\": 1, \"class\": \"other\"}]}";
  BthRuleset *both[] = { fourth, digital };
  const int modified[] = { 3, 4, 5 }, extra[] = { 2, 1, 0 };

  assert_v17 (469, "After an attempted forced march, SP may not move anymore.");
  assert_v17 (490, "-2 French Guards");
  assert_v17 (480, "4\t1\t1*\t1*");
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(BthDice) dice = bth_dice_new (1);
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) input = parse (k5);
      g_autoptr(JsonNode) out = bth_forced_march_resolve_json (both[i], input, dice, &error);
      JsonObject *root;
      JsonArray *groups;

      g_assert_no_error (error);
      root = json_node_get_object (out);
      groups = json_object_get_array_member (root, "groups");
      for (guint g = 0; g < 3; g++)
        {
          JsonObject *group = json_array_get_object_element (groups, g);
          g_assert_cmpint (json_object_get_int_member (group, "modified_die"), ==, modified[g]);
          g_assert_cmpint (json_object_get_int_member (group, "extra_mp"), ==, extra[g]);
        }
      g_assert_cmpint (json_object_get_int_member (root, "loss"), ==, 1);
      g_assert_cmpint (json_object_has_member (root, "ends_movement"), ==, both[i] == digital);
      if (both[i] == digital)
        g_assert_true (json_object_get_boolean_member (root, "ends_movement"));
    }
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL, *text = NULL;

  g_test_init (&argc, &argv, NULL);
  bth_game_played_attach ();
  path = g_test_build_filename (G_TEST_DIST, "seeds", "003_3abeaf9e344a1c1a.txt", NULL);
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  seed_003 = g_strsplit (text, "\n", -1);
  fourth = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  digital = bth_ruleset_new_builtin (BTH_RULESET_DIGITAL_ID, &error);
  g_assert_no_error (error);

  g_test_add_func ("/digital-1.7/ruleset/loads", test_ruleset_loads);
  g_test_add_func ("/digital-1.7/ruleset/fallback-refused", test_fallback_refused);
  g_test_add_func ("/digital-1.7/save/records-ruleset", test_save_records_ruleset);
  g_test_add_func ("/digital-1.7/combat/d1-against-4-or-5", test_d1_against_four_or_five);
  g_test_add_func ("/digital-1.7/combat/cavalry-in-every-loss", test_cavalry_in_every_loss);
  g_test_add_func ("/digital-1.7/combat/counter-attack-halves", test_counter_attack_halves_unsupplied_defender);
  g_test_add_func ("/digital-1.7/combat/unsupplied-attacker-not-active", test_unsupplied_attacker_not_active);
  g_test_add_func ("/digital-1.7/combat/cavalry-charge", test_cavalry_charge);
  g_test_add_func ("/digital-1.7/combat/rear-manoeuvre-first-round", test_rear_manoeuvre_first_round_only);
  g_test_add_func ("/digital-1.7/combat/tactical-matrix-refused", test_tactical_matrix_refused);
  g_test_add_func ("/digital-1.7/combat/example-o3-agrees", test_example_o3_agrees);
  g_test_add_func ("/digital-1.7/overrun/city-hex", test_overrun_city_hex);
  g_test_add_func ("/digital-1.7/attrition/example-g4-agrees", test_example_g4_agrees);
  g_test_add_func ("/digital-1.7/attrition/at-sea", test_attrition_at_sea);
  g_test_add_func ("/digital-1.7/attrition/typhus", test_typhus);
  g_test_add_func ("/digital-1.7/forced-march/k5-agrees-ends-movement", test_example_k5_agrees_and_ends_movement);
  {
    int status = g_test_run ();
    g_object_unref (fourth);
    g_object_unref (digital);
    g_strfreev (seed_003);
    return status;
  }
}
