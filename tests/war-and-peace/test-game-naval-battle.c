/* test-game-naval-battle.c — a naval combat round between two of the game's fleets (X.F.7),
 * preset from the fleets and written back as one action (bth-game-naval-battle.h):
 *   - the preset carries each fleet (nation, squadrons, transports, damage, prizes, Nelson),
 *     where it is fought and how (X.F.7.a), and whose player segment it is;
 *   - a rolled round's losses (the Naval Results Table through bth_naval_combat_outcome_for_die)
 *     leave the fleets, damage is marked (X.K.7), one undo restores the game exactly and redo
 *     puts it back; the undo step is named "Naval battle at …";
 *   - captured squadrons become the captor's towed prizes with Naval Prizes (X.K.6.a), one per
 *     squadron (X.K.6.b), the victor takes the loser's towed prizes (X.K.6.h); without the
 *     option they leave the fleet for the POW box and nobody tows them;
 *   - a fleet left with no unit is removed, and Nelson's fate is named (X.F.8.c);
 *   - refusals (fleets apart, the same nation, a loss larger than the fleet, no result)
 *     name the problem and change nothing;
 *   - the recorded battle saves and loads back, and the loaded game undoes it.
 *
 * Environment: BERTHIER_SOURCE_ROOT. XDG_DATA_HOME is a fresh directory.
 */
#include "bth-test-campaign.h"
#include "bth-war-and-peace.h"
#include "bth-game-naval-battle.h"
#include "bth-campaign-state.h"
#include "bth-error.h"
#include "bth-game-save.h"

#include <string.h>

static BthRuleset *rules;

static const BthFleet *
fleet (BthGame *game, const char *id)
{
  const BthGameFleet *g = bth_game_state_find_fleet (bth_game_get_state (game), id);

  return g != NULL ? &g->fleet : NULL;
}

/* An outcome the players could have read off the calculator. */
static BthNavalCombatOutcome
outcome_of (int sunk0, int captured0, int damaged0, gboolean victor0, int sunk1, int captured1, int damaged1,
            gboolean victor1)
{
  BthNavalCombatOutcome o = { 0 };

  o.die = 3;
  o.modified = 3;
  o.sunk[0] = sunk0;
  o.captured[0] = captured0;
  o.damaged[0] = damaged0;
  o.victor[0] = victor0;
  o.sunk[1] = sunk1;
  o.captured[1] = captured1;
  o.damaged[1] = damaged1;
  o.victor[1] = victor1;
  return o;
}

static void
test_preset (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *a = bth_test_add_fleet (game, "england", 6, 2, 1, TRUE, BTH_NAVAL_AT_SEA, "North Sea");
  g_autofree char *b = bth_test_add_fleet (game, "france", 3, 1, 0, FALSE, BTH_NAVAL_AT_SEA, "north sea ");
  g_autofree char *c = bth_test_add_fleet (game, "spain", 2, 0, 0, FALSE, BTH_NAVAL_COASTAL, "C12");
  g_autofree char *d = bth_test_add_fleet (game, "france", 1, 0, 0, FALSE, BTH_NAVAL_COASTAL, "C12");
  g_autofree char *label = NULL;
  const BthFleet *f;
  BthNavalBattle battle;
  BthNavalOptions options = { 0 };
  int active;

  options.prizes = TRUE;
  bth_naval_battle_init (&battle);
  g_assert_true (bth_game_naval_battle_preset (bth_game_get_state (game), a, b, &options, &battle, &error));
  g_assert_no_error (error);
  g_assert_cmpint (battle.kind, ==, BTH_NAVAL_BATTLE_INTERCEPTION);   /* X.F.7.a (2): at sea */
  g_assert_true (battle.at_sea);
  g_assert_true (battle.options.prizes);
  g_assert_cmpuint (battle.forces[0].fleets->len, ==, 1);
  f = &g_array_index (battle.forces[0].fleets, BthFleet, 0);
  g_assert_cmpstr (f->nation, ==, "england");
  g_assert_cmpint (f->squadrons, ==, 6);
  g_assert_cmpint (f->transports, ==, 2);
  g_assert_cmpint (f->damaged, ==, 1);
  g_assert_true (f->nelson);
  f = &g_array_index (battle.forces[1].fleets, BthFleet, 0);
  g_assert_cmpstr (f->nation, ==, "france");
  g_assert_cmpint (f->squadrons, ==, 3);
  /* Whose segment: the faction of the game's segment owns one side's nation, or nobody knows. */
  active = bth_game_naval_battle_active_side (bth_game_get_state (game), a, b);
  {
    const BthGameState *st = bth_game_get_state (game);
    const BthCampaignBooks *books = bth_game_state_get_campaign (st);
    BthPoliticalSide seg;
    int want = -1;
    g_assert_nonnull (books);
    if (bth_political_side_from_string (st->segment, &seg))
      {
        gboolean e = bth_campaign_books_standing (books, "england")->status == seg;
        gboolean fr = bth_campaign_books_standing (books, "france")->status == seg;
        want = e && !fr ? 0 : fr && !e ? 1 : -1;
      }
    g_assert_cmpint (active, ==, want);
    if (want >= 0)
      g_assert_cmpint (battle.active, ==, want);
  }
  bth_naval_battle_clear (&battle);

  bth_naval_battle_init (&battle);
  g_assert_true (bth_game_naval_battle_preset (bth_game_get_state (game), c, d, NULL, &battle, &error));
  g_assert_cmpint (battle.kind, ==, BTH_NAVAL_BATTLE_COASTAL);        /* X.F.7.a (1) */
  g_assert_false (battle.at_sea);
  bth_naval_battle_clear (&battle);
  label = bth_game_naval_battle_label (bth_game_get_state (game), c);
  g_assert_cmpstr (label, ==, "Naval battle at C12 (coastal hex)");
}

/* The active side follows the game's player segment (X.E): advance into the pro-French
 * segment and the French fleet is the active one. */
static void
test_active_side (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *a = bth_test_add_fleet (game, "england", 2, 0, 0, FALSE, BTH_NAVAL_AT_SEA, "North Sea");
  g_autofree char *b = bth_test_add_fleet (game, "france", 2, 0, 0, FALSE, BTH_NAVAL_AT_SEA, "North Sea");
  guint guard = 0;

  while (g_strcmp0 (bth_game_get_state (game)->segment, "pro_french") != 0 && guard++ < 40)
    {
      g_assert_true (bth_game_advance_phase (game, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpstr (bth_game_get_state (game)->segment, ==, "pro_french");
  g_assert_cmpint (bth_game_naval_battle_active_side (bth_game_get_state (game), a, b), ==, BTH_NAVAL_SIDE_SECOND);
  g_assert_cmpint (bth_game_naval_battle_active_side (bth_game_get_state (game), b, a), ==, BTH_NAVAL_SIDE_FIRST);
}

/* A rolled round through the core's table: each die's losses land on the fleets; one undo
 * restores the game exactly, redo puts the battle back. */
static void
test_losses_undo_redo (void)
{
  g_autoptr(GError) error = NULL;
  gboolean some_loss = FALSE;

  for (int die = 1; die <= 6; die++)
    {
      g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
      g_autofree char *a = bth_test_add_fleet (game, "england", 6, 2, 0, FALSE, BTH_NAVAL_AT_SEA, "North Sea");
      g_autofree char *b = bth_test_add_fleet (game, "france", 3, 1, 1, FALSE, BTH_NAVAL_AT_SEA, "North Sea");
      g_autofree char *before = bth_test_dump (game), *after = NULL, *again = NULL, *undo = NULL;
      g_autoptr(BthNavalCombatSetup) setup = NULL;
      BthNavalBattle battle;
      BthNavalCombatOutcome o;
      int squadrons[2] = { 6, 3 }, transports[2] = { 2, 1 }, damaged[2] = { 0, 1 };
      const char *ids[2] = { a, b };

      bth_naval_battle_init (&battle);
      g_assert_true (bth_game_naval_battle_preset (bth_game_get_state (game), a, b, NULL, &battle, &error));
      battle.options.battle_damage = TRUE;
      setup = bth_naval_combat_setup (rules, &battle, &error);
      g_assert_no_error (error);
      bth_naval_combat_outcome_for_die (rules, &battle, setup, die, &o);
      g_assert_true (bth_game_naval_battle_record (game, a, b, &battle.options, &o, &error));
      g_assert_no_error (error);
      for (int s = 0; s < 2; s++)
        {
          int left = squadrons[s] - o.sunk[s] - o.captured[s];
          const BthFleet *f = fleet (game, ids[s]);
          some_loss |= o.sunk[s] + o.captured[s] > 0;
          g_assert_nonnull (f);
          g_assert_cmpint (f->squadrons, ==, left);
          g_assert_cmpint (f->transports, ==, transports[s]);          /* X.F.7.e: transports never fight */
          g_assert_cmpint (f->damaged, ==, MIN (damaged[s] + o.damaged[s], left));
          g_assert_cmpint (f->prizes_towed, ==, 0);                    /* no prizes option */
        }
      undo = bth_game_describe_undo (game);
      g_assert_cmpstr (undo, ==, "Naval battle at North Sea (at sea)");
      after = bth_test_dump (game);
      g_assert_true (bth_game_undo (game, &error));
      {
        g_autofree char *now = bth_test_dump (game);
        g_assert_cmpstr (now, ==, before);
      }
      g_assert_true (bth_game_redo (game, &error));
      again = bth_test_dump (game);
      g_assert_cmpstr (again, ==, after);
      bth_naval_battle_clear (&battle);
    }
  /* The 2:1 row at 6 against 3 sinks or captures something on some face of the die. */
  g_assert_true (some_loss);
}

/* X.F.7.b's own example: "LS means one squadron from the larger force is sunk". */
static void
test_example_ls (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *a = bth_test_add_fleet (game, "england", 4, 0, 0, FALSE, BTH_NAVAL_PORT, "Brest");
  g_autofree char *b = bth_test_add_fleet (game, "france", 3, 0, 0, FALSE, BTH_NAVAL_PORT, "Brest");
  BthNavalCombatOutcome o = outcome_of (1, 0, 0, FALSE, 0, 0, 0, TRUE);

  g_assert_true (bth_game_naval_battle_record (game, a, b, NULL, &o, &error));
  g_assert_no_error (error);
  g_assert_cmpint (fleet (game, a)->squadrons, ==, 3);
  g_assert_cmpint (fleet (game, b)->squadrons, ==, 3);
}

static void
test_prizes_option (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *a = bth_test_add_fleet (game, "england", 5, 0, 0, FALSE, BTH_NAVAL_AT_SEA, "Atlantic Ocean");
  g_autofree char *b = bth_test_add_fleet (game, "france", 4, 1, 0, FALSE, BTH_NAVAL_AT_SEA, "Atlantic Ocean");
  g_autofree char *c = bth_test_add_fleet (game, "spain", 1, 0, 0, FALSE, BTH_NAVAL_AT_SEA, "Atlantic Ocean");
  BthNavalOptions options = { .prizes = TRUE };
  BthNavalCombatOutcome o = outcome_of (0, 0, 0, TRUE, 0, 2, 0, FALSE);
  BthFleet towing;

  /* The French fleet tows one prize before the battle (X.K.6.h). */
  bth_fleet_copy (&towing, fleet (game, b));
  towing.prizes_towed = 1;
  g_assert_true (bth_game_fleet_edit (game, b, &towing, &error));
  g_assert_no_error (error);
  bth_fleet_clear (&towing);

  g_assert_true (bth_game_naval_battle_record (game, a, b, &options, &o, &error));
  g_assert_no_error (error);
  /* Two captured squadrons and the French towed prize go to the English fleet. */
  g_assert_cmpint (fleet (game, b)->squadrons, ==, 2);
  g_assert_cmpint (fleet (game, b)->transports, ==, 1);
  g_assert_cmpint (fleet (game, b)->prizes_towed, ==, 0);
  g_assert_cmpint (fleet (game, a)->squadrons, ==, 5);
  g_assert_cmpint (fleet (game, a)->prizes_towed, ==, 3);

  /* The Spanish victor captures two English squadrons and takes the English fleet's three
   * towed prizes (X.K.6.h); with one squadron it tows one (X.K.6.b), the four others are
   * destroyed (X.K.6.a). */
  o = outcome_of (0, 2, 0, FALSE, 0, 0, 0, TRUE);
  g_assert_true (bth_game_naval_battle_record (game, a, c, &options, &o, &error));
  g_assert_no_error (error);
  g_assert_cmpint (fleet (game, c)->prizes_towed, ==, 1);
  g_assert_cmpint (fleet (game, c)->squadrons, ==, 1);
  g_assert_cmpint (fleet (game, a)->squadrons, ==, 3);
  g_assert_cmpint (fleet (game, a)->prizes_towed, ==, 0);
  {
    g_autofree char *text = bth_game_export_text (game);
    g_assert_nonnull (strstr (text, "towing 1 prize(s)"));
    g_assert_nonnull (strstr (text, "its 3 towed prize(s) taken by fleet-3 (X.K.6.h)"));
    g_assert_nonnull (strstr (text, "4 prize(s) it cannot tow destroyed"));
  }
}

static void
test_prizes_without_option (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *a = bth_test_add_fleet (game, "england", 5, 0, 0, FALSE, BTH_NAVAL_AT_SEA, "Atlantic Ocean");
  g_autofree char *b = bth_test_add_fleet (game, "france", 4, 0, 0, FALSE, BTH_NAVAL_AT_SEA, "Atlantic Ocean");
  BthNavalCombatOutcome o = outcome_of (0, 0, 0, TRUE, 0, 2, 0, FALSE);
  g_autofree char *text = NULL;

  g_assert_true (bth_game_naval_battle_record (game, a, b, NULL, &o, &error));
  g_assert_no_error (error);
  g_assert_cmpint (fleet (game, b)->squadrons, ==, 2);
  g_assert_cmpint (fleet (game, a)->squadrons, ==, 5);
  g_assert_cmpint (fleet (game, a)->prizes_towed, ==, 0);
  text = bth_game_export_text (game);
  g_assert_nonnull (strstr (text, "2 captured, to the POW box (X.K.6.a)"));
}

/* A fleet sunk to the last unit is removed; Nelson's fate is named (X.F.8.c). */
static void
test_fleet_sunk_nelson (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *a = bth_test_add_fleet (game, "england", 1, 0, 0, TRUE, BTH_NAVAL_AT_SEA, "North Sea");
  g_autofree char *b = bth_test_add_fleet (game, "france", 2, 0, 0, FALSE, BTH_NAVAL_AT_SEA, "North Sea");
  BthNavalCombatOutcome o = outcome_of (1, 0, 0, FALSE, 0, 0, 0, TRUE);
  g_autofree char *text = NULL;

  g_assert_true (bth_game_naval_battle_record (game, a, b, NULL, &o, &error));
  g_assert_no_error (error);
  g_assert_null (fleet (game, a));
  g_assert_cmpint (fleet (game, b)->squadrons, ==, 2);
  text = bth_game_export_text (game);
  g_assert_nonnull (strstr (text, "Nelson is killed"));
  g_assert_true (bth_game_undo (game, &error));
  g_assert_true (fleet (game, a)->nelson);
}

static void
refused (BthGame *game, const char *a, const char *b, const BthNavalCombatOutcome *o, const char *expect)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = bth_test_dump (game), *after = NULL;

  g_assert_false (bth_game_naval_battle_record (game, a, b, NULL, o, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  if (strstr (error->message, expect) == NULL)
    g_error ("\"%s\" does not say \"%s\"", error->message, expect);
  after = bth_test_dump (game);
  g_assert_cmpstr (after, ==, before);
}

static void
test_refusals (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *a = bth_test_add_fleet (game, "england", 2, 0, 0, FALSE, BTH_NAVAL_AT_SEA, "North Sea");
  g_autofree char *b = bth_test_add_fleet (game, "france", 2, 0, 0, FALSE, BTH_NAVAL_PORT, "Brest");
  g_autofree char *c = bth_test_add_fleet (game, "france", 1, 0, 0, FALSE, BTH_NAVAL_AT_SEA, "North Sea");
  g_autofree char *d = bth_test_add_fleet (game, "england", 1, 0, 0, FALSE, BTH_NAVAL_AT_SEA, "North Sea");
  BthNavalCombatOutcome fine = outcome_of (0, 0, 0, TRUE, 1, 0, 0, FALSE);
  BthNavalCombatOutcome too_many = outcome_of (0, 0, 0, TRUE, 0, 2, 0, FALSE);
  BthNavalCombatOutcome none = { 0 };
  BthNavalBattle battle;

  refused (game, a, b, &fine, "location: fleet-1 is at North Sea (at sea) but fleet-2 is at Brest (port)");
  refused (game, a, d, &fine, "both belong to England;");
  refused (game, c, c, &fine, "a fleet does not fight itself");
  refused (game, a, "fleet-9", &fine, "second fleet: there is no such fleet");
  refused (game, a, c, &too_many, "second fleet: 2 squadron(s) sunk or captured, but fleet-3 has only 1");
  refused (game, a, c, &none, "no combat result to record");
  /* The preset is refused for the same reason. */
  bth_naval_battle_init (&battle);
  g_assert_false (bth_game_naval_battle_preset (bth_game_get_state (game), a, b, NULL, &battle, &error));
  g_assert_nonnull (strstr (error->message, "the same port, coastal hex or sea zone (X.F.7.a)"));
  bth_naval_battle_clear (&battle);
}

static void
test_save_reload (void)
{
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(BthGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *a = bth_test_add_fleet (game, "england", 5, 1, 0, FALSE, BTH_NAVAL_AT_SEA, "Baltic Sea");
  g_autofree char *b = bth_test_add_fleet (game, "france", 3, 0, 0, FALSE, BTH_NAVAL_AT_SEA, "Baltic Sea");
  g_autofree char *data = NULL, *x = NULL, *y = NULL, *undo = NULL;
  BthNavalOptions options = { .prizes = TRUE, .battle_damage = TRUE };
  BthNavalCombatOutcome o = outcome_of (0, 0, 2, TRUE, 1, 1, 1, FALSE);
  gsize length;

  g_assert_true (bth_game_naval_battle_record (game, a, b, &options, &o, &error));
  g_assert_no_error (error);
  g_assert_cmpint (fleet (game, a)->damaged, ==, 2);
  g_assert_cmpint (fleet (game, a)->prizes_towed, ==, 1);
  g_assert_cmpint (fleet (game, b)->squadrons, ==, 1);
  g_assert_cmpint (fleet (game, b)->damaged, ==, 1);
  data = bth_game_save_to_data (game, &length);
  g_assert_nonnull (strstr (data, "\"prizes_towed\""));
  loaded = bth_game_load_from_data (rules, data, length, "battle.json", &error);
  g_assert_no_error (error);
  x = bth_test_dump (game);
  y = bth_test_dump (loaded);
  g_assert_cmpstr (x, ==, y);
  g_assert_cmpint (fleet (loaded, a)->prizes_towed, ==, 1);
  undo = bth_game_describe_undo (loaded);
  g_assert_cmpstr (undo, ==, "Naval battle at Baltic Sea (at sea)");
  g_assert_true (bth_game_undo (loaded, &error));
  g_assert_cmpint (fleet (loaded, a)->prizes_towed, ==, 0);
  g_assert_cmpint (fleet (loaded, a)->damaged, ==, 0);
  g_assert_cmpint (fleet (loaded, b)->squadrons, ==, 3);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("berthier-naval-battle-XXXXXX", &error);
  int status;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/game-naval-battle/preset", test_preset);
  g_test_add_func ("/game-naval-battle/active-side", test_active_side);
  g_test_add_func ("/game-naval-battle/losses-undo-redo", test_losses_undo_redo);
  g_test_add_func ("/game-naval-battle/example-ls", test_example_ls);
  g_test_add_func ("/game-naval-battle/prizes-option", test_prizes_option);
  g_test_add_func ("/game-naval-battle/prizes-without-option", test_prizes_without_option);
  g_test_add_func ("/game-naval-battle/fleet-sunk-nelson", test_fleet_sunk_nelson);
  g_test_add_func ("/game-naval-battle/refusals", test_refusals);
  g_test_add_func ("/game-naval-battle/save-reload", test_save_reload);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
