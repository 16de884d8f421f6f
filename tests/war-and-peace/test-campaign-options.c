/* test-campaign-options.c — the Grand Campaign's optional rules and readings are the game's:
 * set as an undoable action of its log, saved and reloaded with it, refused when unknown, and
 * read by the production phase (the readings in its input; a prize repair refused while the
 * optional Naval Prizes rule, X.K.6.d, is not in use). Environment: XDG_DATA_HOME is a fresh
 * directory (the built-in card).
 */
#include "bth-campaign-card.h"
#include "bth-war-and-peace.h"
#include "bth-campaign-game.h"
#include "bth-campaign-options.h"
#include "bth-error.h"
#include "bth-game-save.h"

#include <string.h>

static BthRuleset *rules;

static gint64
fixed_clock (gpointer data)
{
  return 1746093600;
}

static BthGame *
grand_campaign (BthScenario **scenario_out)
{
  g_autoptr(GError) error = NULL;
  BthScenario *scenario = bth_scenario_load_builtin ("grand-campaign-1805", &error);
  BthGame *game;

  g_assert_no_error (error);
  game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  g_assert_true (bth_game_set_scenario (game, scenario, &error));
  bth_game_set_clock (game, fixed_clock, NULL);
  *scenario_out = scenario;
  return game;
}

static gboolean
option (BthGame *game, const char *id)
{
  return bth_campaign_books_option (bth_game_state_get_campaign (bth_game_get_state (game)), id);
}

static void
test_set_save_reload_undo (void)
{
  g_autoptr(BthScenario) scenario = NULL;
  g_autoptr(BthGame) game = grand_campaign (&scenario);
  g_autoptr(GError) error = NULL;
  g_autoptr(BthGame) loaded = NULL;
  g_autofree char *data = NULL;
  g_autofree char *label = NULL;
  gsize length;

  g_assert_false (option (game, BTH_OPTION_LLOYDS));
  g_assert_true (bth_game_campaign_set_option (game, BTH_OPTION_LLOYDS, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (bth_game_campaign_set_option (game, "naval_counts_city_limit", TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (option (game, BTH_OPTION_LLOYDS));
  g_assert_true (option (game, "naval_counts_city_limit"));
  label = bth_game_describe_undo (game);
  g_assert_cmpstr (label, ==, "Game options");

  /* Refusals: an unknown id, no change; the game is as it was. */
  g_assert_false (bth_game_campaign_set_option (game, "no_such_rule", TRUE, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_clear_error (&error);
  g_assert_false (bth_game_campaign_set_option (game, BTH_OPTION_LLOYDS, TRUE, &error));
  g_assert_nonnull (strstr (error->message, "in use already"));
  g_clear_error (&error);

  /* Saved and reloaded with the game. */
  data = bth_game_save_to_data (game, &length);
  loaded = bth_game_load_from_data (rules, data, length, "options.json", &error);
  g_assert_no_error (error);
  g_assert_true (option (loaded, BTH_OPTION_LLOYDS));
  g_assert_true (option (loaded, "naval_counts_city_limit"));
  g_assert_false (option (loaded, BTH_OPTION_NAVAL_PRIZES));

  /* Undo takes one option back at a time; redo brings it again. */
  g_assert_true (bth_game_undo (loaded, &error));
  g_assert_true (option (loaded, BTH_OPTION_LLOYDS));
  g_assert_false (option (loaded, "naval_counts_city_limit"));
  g_assert_true (bth_game_undo (loaded, &error));
  g_assert_false (option (loaded, BTH_OPTION_LLOYDS));
  g_assert_true (bth_game_redo (loaded, &error));
  g_assert_true (option (loaded, BTH_OPTION_LLOYDS));
  g_assert_no_error (error);

  /* Off again is an action too. */
  g_assert_true (bth_game_campaign_set_option (loaded, BTH_OPTION_LLOYDS, FALSE, &error));
  g_assert_false (option (loaded, BTH_OPTION_LLOYDS));
}

/* A saved file naming an option the program does not know is refused, naming it. */
static void
test_strict (void)
{
  g_autoptr(BthScenario) scenario = NULL;
  g_autoptr(BthGame) game = grand_campaign (&scenario);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *bad = NULL;
  g_auto(GStrv) parts = NULL;
  BthGame *loaded;
  gsize length;

  g_assert_true (bth_game_campaign_set_option (game, BTH_OPTION_NAVAL_PRIZES, TRUE, &error));
  data = bth_game_save_to_data (game, &length);
  g_assert_nonnull (strstr (data, "\"naval_prizes\""));
  parts = g_strsplit (data, "\"naval_prizes\"", -1);
  bad = g_strjoinv ("\"naval_prices\"", parts);
  loaded = bth_game_load_from_data (rules, bad, -1, "bad.json", &error);
  g_assert_null (loaded);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "\"naval_prices\" is not an option"));
}

static gboolean
at_phase (BthGame *game, const char *month, const char *segment, const char *phase)
{
  const BthGameState *s = bth_game_get_state (game);
  g_autofree char *m = bth_month_to_string (s->month);
  return g_str_equal (m, month) && g_strcmp0 (s->segment, segment) == 0 && g_strcmp0 (s->phase, phase) == 0;
}

/* The production phase reads the game's options: its input carries the readings, and a
 * prize repair is refused until the optional Naval Prizes rule is in use (X.K.6.d). */
static void
test_production_reads_options (void)
{
  g_autoptr(BthScenario) scenario = NULL;
  g_autoptr(BthGame) game = grand_campaign (&scenario);
  g_autoptr(BthCampaignCard) card = bth_campaign_card_load_builtin (BTH_CAMPAIGN_CARD_BUILTIN, NULL);
  g_autoptr(GError) error = NULL;
  BthProductionInput in = { 0 };

  for (guint n = 0; n < 100 && !at_phase (game, "1805-09", "anti_french", "production"); n++)
    g_assert_true (bth_game_advance_phase (game, &error));
  g_assert_true (at_phase (game, "1805-09", "anti_french", "production"));

  g_assert_true (bth_game_campaign_production_input (game, card, "england", &in, &error));
  g_assert_false (in.options.minor_units_any_city);
  bth_production_input_clear (&in);
  g_assert_true (bth_game_campaign_set_option (game, "minor_units_any_city", TRUE, &error));
  g_assert_true (bth_game_campaign_production_input (game, card, "england", &in, &error));
  g_assert_true (in.options.minor_units_any_city);

  in.die = 3;
  in.n_purchases = 1;
  in.purchases = g_new0 (BthProductionPurchase, 1);
  in.purchases[0].type = BTH_PURCHASE_PRIZE_REPAIR;
  in.purchases[0].kind = g_strdup ("S");
  in.purchases[0].sp = 1;
  in.purchases[0].city = g_strdup ("London");
  g_assert_false (bth_game_record_production (game, card, &in, NULL, &error));
  g_assert_nonnull (strstr (error->message, "X.K.6.d"));
  g_clear_error (&error);
  /* With the rule in use the refusal is gone (what remains is the purchase's own check). */
  g_assert_true (bth_game_campaign_set_option (game, BTH_OPTION_NAVAL_PRIZES, TRUE, &error));
  if (!bth_game_record_production (game, card, &in, NULL, &error))
    g_assert_null (strstr (error->message, "optional Naval Prizes rule in use"));
  g_clear_error (&error);
  bth_production_input_clear (&in);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("berthier-coptions-XXXXXX", &error);
  int status;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/campaign-options/set-save-reload-undo", test_set_save_reload_undo);
  g_test_add_func ("/campaign-options/strict", test_strict);
  g_test_add_func ("/campaign-options/production", test_production_reads_options);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
