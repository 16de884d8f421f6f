/* test-campaign-game.c — a Grand Campaign game in the core: it starts from the scenario
 * with its neutral powers' stacks (X.D.1.c, X.D.2.c-d: no side), the Force Pool Display and
 * the campaign books from the players' card (built-in when they have none), all in the
 * set-up; every other scenario still starts; a status change moves the state's stacks,
 * leaders and Alliance Display marker (X.G); city control gives minor states their status
 * (X.G.1.f) and City Points (X.G.1.h); impossible input is refused and changes nothing.
 *
 * Environment: BERTHIER_SOURCE_ROOT. XDG_DATA_HOME is a fresh directory (no players' card).
 */
#include "bth-campaign-game.h"
#include "bth-war-and-peace.h"
#include "bth-error.h"
#include "bth-force-pools.h"
#include "bth-game-save.h"

#include <glib/gstdio.h>
#include <string.h>

static BthRuleset *rules;

static gint64
fixed_clock (gpointer data)
{
  return 1746093600;
}

static BthGame *
grand_campaign (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("grand-campaign-1805", &error);
  BthGame *game;

  g_assert_no_error (error);
  game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  bth_game_set_scenario (game, scenario, &error);
  g_assert_no_error (error);
  bth_game_set_clock (game, fixed_clock, NULL);
  return game;
}

static char *
dump (BthGame *game)
{
  return bth_game_state_dump (bth_game_get_state (game));
}

static const BthStackState *
stack_at (BthGame *game, const char *location, const char *power)
{
  const BthGameState *state = bth_game_get_state (game);

  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *s = g_ptr_array_index (state->stacks, i);
      /* "Stockholm (Russian satellite counters)": the place and the scenario's note */
      gboolean here = g_str_equal (s->location, location) ||
                      (g_str_has_prefix (s->location, location) && s->location[strlen (location)] == ' ');
      if (here && bth_unit_counts_sp (s->units, power, NULL) > 0)
        return s;
    }
  return NULL;
}

/* Every built-in scenario starts as a game, saves and loads back the same. */
static void
test_every_scenario_starts (void)
{
  g_auto(GStrv) ids = bth_scenario_list_builtin ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BthScenario) scenario = bth_scenario_load_builtin (ids[i], &error);
      g_autoptr(BthGame) game = NULL;
      g_autoptr(BthGame) loaded = NULL;
      g_autofree char *data = NULL, *a = NULL, *b = NULL;
      gsize length;

      g_assert_no_error (error);
      game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 7, &error);
      if (error != NULL)
        g_error ("%s: %s", ids[i], error->message);
      bth_game_set_clock (game, fixed_clock, NULL);
      data = bth_game_save_to_data (game, &length);
      loaded = bth_game_load_from_data (rules, data, length, ids[i], &error);
      g_assert_no_error (error);
      a = dump (game);
      b = dump (loaded);
      g_assert_cmpstr (a, ==, b);
      /* Only the Grand Campaign keeps the campaign books. */
      g_assert_true ((bth_game_state_get_campaign (bth_game_get_state (game)) != NULL) == bth_scenario_is_grand_campaign (scenario));
      g_assert_false (bth_game_can_undo (game));
    }
}

/* X.D: the neutral powers' forces are on the map with no side; the books are the set-up. */
static void
test_starts_with_neutrals (void)
{
  g_autoptr(BthGame) game = grand_campaign ();
  const BthGameState *state = bth_game_get_state (game);
  const BthStackState *magdeburg = stack_at (game, "Magdeburg", "prussia");
  const BthStackState *dresden = stack_at (game, "Dresden", "saxony");
  const BthStackState *stockholm = stack_at (game, "Stockholm", "sweden");
  const BthStackState *vienna = stack_at (game, "Vienna", "austria");
  const BthLeaderState *brunswick = bth_game_state_find_leader (state, "brunswick");
  const BthCampaignBooks *books = bth_game_state_get_campaign (state);
  BthTurnPosition here;

  g_assert_cmpuint (state->stacks->len, ==, 64);   /* deployment[0..63] */
  g_assert_nonnull (magdeburg);
  g_assert_null (magdeburg->side);
  g_assert_cmpint (bth_unit_counts_sp (magdeburg->units, "prussia", "I"), ==, 10);
  g_assert_null (dresden->side);
  g_assert_null (stockholm->side);
  g_assert_cmpstr (vienna->side, ==, "non-french");
  g_assert_nonnull (brunswick);
  g_assert_null (brunswick->side);
  g_assert_null (bth_game_state_find_power (state, "prussia")->side);
  /* X.E: the Campaign Turn Sequence, neutral segment first. */
  bth_game_get_position (game, &here);
  g_assert_cmpstr (state->segment, ==, "neutral");
  g_assert_cmpstr (state->phase, ==, "naval");
  /* The built-in card (no players' card in XDG_DATA_HOME): its 23 states, no initial pools. */
  g_assert_nonnull (bth_game_state_get_force_pools (state));
  g_assert_cmpuint (bth_game_state_get_force_pools (state)->states->len, ==, 23);
  g_assert_nonnull (books);
  g_assert_cmpint (books->players, ==, 2);
  g_assert_cmpint (bth_campaign_books_standing (books, "prussia")->status, ==, BTH_SIDE_NEUTRAL);
  g_assert_cmpint (bth_campaign_books_standing (books, "austria")->status, ==, BTH_SIDE_ANTI_FRENCH);
  g_assert_cmpint (bth_campaign_books_standing (books, "bavaria")->status, ==, BTH_SIDE_PRO_FRENCH);
  g_assert_cmpint (bth_campaign_books_standing (books, "saxony")->status, ==, BTH_SIDE_NEUTRAL);
  g_assert_false (bth_campaign_books_standing (books, "poland")->created);
  /* The card's cities, each held by its state: Paris is the capital (X.I.1.a), Portsmouth
   * the white-symbol port (X.J.5.e), Prague black (BB). */
  g_assert_true (bth_campaign_books_city (books, "Paris")->capital);
  g_assert_true (bth_campaign_books_city (books, "Portsmouth")->port);
  g_assert_cmpint (bth_campaign_books_city (books, "Portsmouth")->controller, ==, BTH_SIDE_ANTI_FRENCH);
  g_assert_cmpint (bth_campaign_books_city (books, "Prague")->symbol, ==, BTH_PRODUCTION_SYMBOL_BLACK);
  g_assert_cmpint (bth_campaign_books_city (books, "Berlin")->controller, ==, BTH_SIDE_NEUTRAL);
  g_assert_cmpint (bth_campaign_books_city (books, "Warsaw")->controller, ==, BTH_SIDE_NEUTRAL);   /* Poland unformed */
  g_assert_null (bth_campaign_books_city (books, "Warsaw")->controller_state);
  /* X.G.1.g at the start: France, Spain / England, Austria, Russia; no group is whole on the
   * built-in card (its minor cities are to be entered), no City Point. */
  g_assert_cmpint (state->pro_french_powers, ==, 2);
  g_assert_cmpint (state->anti_french_powers, ==, 3);
  g_assert_cmpint (state->french_cp, ==, 0);
  g_assert_cmpint (state->anti_cp, ==, 0);
  /* All of it is the set-up: undo does not remove it. */
  g_assert_false (bth_game_can_undo (game));
}

/* A neutral state's stacks take a side when it joins one (X.E.1.d), and lose it again. */
static void
test_status_moves_stacks (void)
{
  g_autoptr(BthGame) game = grand_campaign ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = dump (game);
  g_autofree char *after = NULL;
  const BthGameState *state;

  g_assert_true (bth_game_campaign_set_status (game, "prussia", BTH_SIDE_ANTI_FRENCH, "X.E.1.d",
                                               "the Prussian player joins the anti-French faction", &error));
  g_assert_no_error (error);
  state = bth_game_get_state (game);
  g_assert_cmpstr (stack_at (game, "Magdeburg", "prussia")->side, ==, "non-french");
  g_assert_cmpstr (stack_at (game, "Berlin", "prussia")->side, ==, "non-french");
  g_assert_cmpstr (bth_game_state_find_leader (state, "brunswick")->side, ==, "non-french");
  g_assert_cmpstr (bth_game_state_find_power (state, "prussia")->side, ==, "non-french");
  /* Its satellites follow their production cities, not Prussia (X.G.1.f). */
  g_assert_null (stack_at (game, "Dresden", "saxony")->side);
  g_assert_cmpint (state->anti_french_powers, ==, 4);
  /* X.G.1.h: Prague, a production city of anti-French Austria, held by pro-French forces. */
  g_assert_true (bth_game_campaign_set_city_control (game, "Prague", BTH_SIDE_PRO_FRENCH, "france", NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_game_get_state (game)->french_cp, ==, 1);
  g_assert_false (bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)), "austria")->conquered);
  /* X.I.1: Berlin is the only Prussian production city the built-in card lists: held by the
   * French, Prussia is conquered and neutral at once (X.I.2.a), its stacks with it; the
   * consequences are notes for the players. */
  {
    g_autoptr(GPtrArray) items = bth_politics_items_new ();
    const BthCampaignStanding *prussia;
    guint notes = bth_game_get_state (game)->n_notes;
    g_assert_true (bth_game_campaign_set_city_control (game, "Berlin", BTH_SIDE_PRO_FRENCH, "france", NULL, items, &error));
    g_assert_no_error (error);
    prussia = bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)), "prussia");
    g_assert_true (prussia->conquered);
    g_assert_cmpint (prussia->conquered_by, ==, BTH_SIDE_PRO_FRENCH);
    g_assert_cmpint (prussia->times_conquered, ==, 1);
    g_assert_cmpint (prussia->status, ==, BTH_SIDE_NEUTRAL);
    g_assert_null (stack_at (game, "Magdeburg", "prussia")->side);
    g_assert_cmpuint (items->len, >, 0);
    g_assert_cmpstr (((BthPoliticsItem *) g_ptr_array_index (items, 0))->kind, ==, "conquest");
    g_assert_cmpuint (bth_game_get_state (game)->n_notes, ==, notes + items->len);
    g_assert_cmpint (bth_game_get_state (game)->anti_french_powers, ==, 3);
  }
  g_assert_true (bth_game_undo (game, &error));
  g_assert_true (bth_game_undo (game, &error));
  g_assert_true (bth_game_undo (game, &error));
  g_assert_no_error (error);
  after = dump (game);
  g_assert_cmpstr (after, ==, before);
  g_assert_true (bth_game_redo (game, &error));
  g_assert_cmpstr (bth_game_state_find_power (bth_game_get_state (game), "prussia")->side, ==, "non-french");
}

/* Impossible input: a message naming the problem, and the game as it was. */
static void
test_refused (void)
{
  g_autoptr(BthGame) game = grand_campaign ();
  g_autofree char *before = dump (game);
  g_autofree char *after = NULL;
  g_autoptr(BthCampaignCard) card = bth_campaign_card_load_builtin (BTH_CAMPAIGN_CARD_BUILTIN, NULL);
  BthProductionInput in = { 0 };
  GError *error = NULL;
  const char *bad_path[] = { "states", "prussia", "status", NULL };
  const char *no_field[] = { "states", "prussia", "colour", NULL };
  g_autoptr(JsonNode) wrong = json_from_string ("\"purple\"", NULL);

  g_assert_false (bth_game_campaign_set_status (game, "austria", BTH_SIDE_ANTI_FRENCH, "X.G.1.e", NULL, &error));
  g_assert_cmpstr (error->message, ==, "Austria is Anti-French already");
  g_clear_error (&error);
  g_assert_false (bth_game_campaign_set_status (game, "atlantis", BTH_SIDE_PRO_FRENCH, "X.G.1.d", NULL, &error));
  g_assert_nonnull (strstr (error->message, "atlantis"));
  g_clear_error (&error);
  g_assert_false (bth_game_campaign_set_city_control (game, "Atlantis", BTH_SIDE_PRO_FRENCH, "france", NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "Atlantis"));
  g_clear_error (&error);
  g_assert_false (bth_game_campaign_edit (game, bad_path, wrong, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "purple"));
  g_clear_error (&error);
  g_assert_false (bth_game_campaign_edit (game, no_field, wrong, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "states/prussia/colour"));
  g_clear_error (&error);
  /* The French roll is made in the pro-French Alliance Phase only (X.E.2.c, X.G.1.d). */
  g_assert_false (bth_game_campaign_alliance_roll (game, BTH_SIDE_PRO_FRENCH, "prussia", 1, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "Alliance Phase"));
  g_clear_error (&error);
  /* Production belongs to a Production Phase. */
  g_assert_true (bth_game_campaign_production_input (game, card, "france", &in, &error));
  g_assert_no_error (error);
  in.die = 3;
  g_assert_false (bth_game_record_production (game, card, &in, NULL, &error));
  g_assert_nonnull (strstr (error->message, "Production Phase"));
  g_clear_error (&error);
  bth_production_input_clear (&in);
  /* A minor state has no production phase of its own (X.J.3.b). */
  g_assert_false (bth_game_campaign_production_input (game, card, "bavaria", &in, &error));
  g_assert_nonnull (strstr (error->message, "X.J.3.b"));
  g_clear_error (&error);
  bth_production_input_clear (&in);
  after = dump (game);
  g_assert_cmpstr (after, ==, before);
  g_assert_false (bth_game_can_undo (game));
}

/* The players' entries are campaign-edit events: undone, saved, and checked on loading. */
static void
test_entries_saved (void)
{
  g_autoptr(BthGame) game = grand_campaign ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) three = json_from_string ("3", NULL);
  g_autoptr(JsonNode) two = json_from_string ("2", NULL);
  const char *players[] = { "players", NULL };
  const char *lent[] = { "states", "austria", "lent_pp", NULL };
  g_autoptr(BthGame) loaded = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (bth_game_campaign_edit (game, players, three, "X.D.3.c", "a Russian player joins", &error));
  g_assert_true (bth_game_campaign_edit (game, lent, two, "X.G.1.k", NULL, &error));
  g_assert_true (bth_game_campaign_add_city (game, "Lyon", "france", TRUE, BTH_PRODUCTION_SYMBOL_RED, TRUE, FALSE,
                                             BTH_SIDE_PRO_FRENCH, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_game_state_get_campaign (bth_game_get_state (game))->players, ==, 3);
  /* X.J.3.b: Lisbon, held by Portugal's own forces, is a production city of England, whose
   * satellite Portugal is (X.D.2.b); its PP only for Portugal's pool. */
  {
    g_autoptr(BthCampaignCard) card = bth_campaign_card_load_builtin (BTH_CAMPAIGN_CARD_BUILTIN, NULL);
    BthProductionInput in = { 0 };
    gboolean lisbon = FALSE;
    g_assert_true (bth_game_campaign_add_city (game, "Lisbon", "portugal", TRUE, BTH_PRODUCTION_SYMBOL_RED, TRUE, TRUE,
                                               BTH_SIDE_ANTI_FRENCH, &error));
    g_assert_true (bth_game_campaign_production_input (game, card, "england", &in, &error));
    g_assert_no_error (error);
    for (guint i = 0; i < in.n_cities; i++)
      lisbon |= g_strcmp0 (in.cities[i].name, "Lisbon") == 0 && g_strcmp0 (in.cities[i].minor_state, "portugal") == 0;
    g_assert_true (lisbon);
    g_assert_cmpuint (in.n_minors, ==, 1);
    bth_production_input_clear (&in);
    g_assert_true (bth_game_campaign_production_input (game, card, "austria", &in, &error));
    for (guint i = 0; i < in.n_cities; i++)
      g_assert_cmpstr (in.cities[i].name, !=, "Lisbon");
    bth_production_input_clear (&in);
  }
  g_assert_cmpint (bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)), "austria")->lent_pp, ==, 2);
  /* The same value again is refused: nothing to record. */
  g_assert_false (bth_game_campaign_edit (game, players, three, NULL, NULL, &error));
  g_clear_error (&error);
  data = bth_game_save_to_data (game, &length);
  loaded = bth_game_load_from_data (rules, data, length, "campaign.json", &error);
  g_assert_no_error (error);
  {
    g_autofree char *a = dump (game);
    g_autofree char *b = dump (loaded);
    g_assert_cmpstr (a, ==, b);
  }
  g_assert_true (bth_game_undo (loaded, &error));
  g_assert_true (bth_game_undo (loaded, &error));
  g_assert_null (bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (loaded)), "Lyon"));
  /* An edit whose old value is not the books' does not load, and says where. */
  {
    g_autoptr(GString) broken = g_string_new (data);
    g_autoptr(BthGame) none = NULL;
    g_assert_cmpuint (g_string_replace (broken, "\"path\":[\"players\"],\"old\":2", "\"path\":[\"players\"],\"old\":4", 1), ==, 1);
    none = bth_game_load_from_data (rules, broken->str, -1, "campaign.json", &error);
    g_assert_null (none);
    g_assert_nonnull (strstr (error->message, "campaign.json"));
    g_assert_nonnull (strstr (error->message, "old value"));
  }
}

/* A players' card in XDG_DATA_HOME is the one a new game takes. */
static void
test_players_card (void)
{
  g_autofree char *shipped = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "campaign",
                                               "war-and-peace-4e-card.json", NULL);
  g_autofree char *path = bth_campaign_card_players_path (BTH_CAMPAIGN_CARD_BUILTIN);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GString) edited = NULL;

  g_assert_true (g_file_get_contents (shipped, &text, NULL, &error));
  edited = g_string_new (text);
  /* Test data standing for a group's entry: Prussia's initial pool is 2 infantry SP. */
  {
    char *at = strstr (edited->str, "\"id\": \"prussia\"");
    char *pool = strstr (at, "\"initial_force_pool\": null");
    g_assert_nonnull (pool);
    g_string_erase (edited, pool - edited->str, strlen ("\"initial_force_pool\": null"));
    g_string_insert (edited, pool - edited->str, "\"initial_force_pool\": [{\"units\": [\"2I\"], \"leaders\": []}]");
  }
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, edited->str, -1, &error));
  {
    g_autoptr(BthGame) game = grand_campaign ();
    const BthForcePools *pools = bth_game_state_get_force_pools (bth_game_get_state (game));
    g_assert_cmpint (bth_force_pools_sp (pools, "prussia", BTH_BOX_FORCE_POOL, "prussia", "I"), ==, 2);
  }
  g_assert_cmpint (g_unlink (path), ==, 0);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("berthier-campaign-XXXXXX", &error);
  int status;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);   /* before GLib reads it */
  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/campaign-game/every-scenario-starts", test_every_scenario_starts);
  g_test_add_func ("/campaign-game/starts-with-neutrals", test_starts_with_neutrals);
  g_test_add_func ("/campaign-game/status-moves-stacks", test_status_moves_stacks);
  g_test_add_func ("/campaign-game/refused", test_refused);
  g_test_add_func ("/campaign-game/entries-saved", test_entries_saved);
  g_test_add_func ("/campaign-game/players-card", test_players_card);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
