/* test-campaign-settle.c — the consequences of an invasion, a conquest or a roll recorded in
 * the game's books (bth-campaign-settle.c): the settled statuses, Victory Points and display
 * become events of one action of the log, each step a note with its rule, so that undo takes
 * the whole settlement back, redo brings it again, and a save loads back the same (issue 16,
 * "Consequences within one answer", X.D.3.b, X.G.1.j, X.I.2.a, X.I.2.h).
 *
 * Each case quotes the rulebook line it rests on (tests/seeds/000_a960616736e2658d.txt, or
 * BERTHIER_RULEBOOK). Environment: BERTHIER_SOURCE_ROOT. XDG_DATA_HOME is a fresh directory
 * (no players' card: the built-in card, on which Berlin is Prussia's production city).
 */
#include "bth-campaign-game.h"
#include "bth-tec.h"
#include "bth-war-and-peace.h"
#include "bth-force-pools.h"
#include "bth-game-save.h"
#include "bth-game-supply.h"
#include "map-fixture.h"
#include "bth-test-rulebook.h"

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

static const BthCampaignStanding *
standing (BthGame *game, const char *id)
{
  return bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)), id);
}

/* Prussian SP in STATE's BOX. */
#define pool_sp(state, box) \
  bth_force_pools_sp (bth_game_state_get_force_pools (bth_game_get_state (game)), state, box, "prussia", NULL)

static void
assert_step (GPtrArray *steps, const char *kind, const char *rule, const char *fragment)
{
  for (guint i = 0; i < steps->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (steps, i);
      if (g_strcmp0 (item->kind, kind) == 0 && g_strcmp0 (item->rule, rule) == 0 && strstr (item->text, fragment))
        return;
    }
  for (guint i = 0; i < steps->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (steps, i);
      g_test_message ("%s [%s] %s", item->kind, item->rule, item->text);
    }
  g_error ("no step %s [%s] \"%s\"", kind, rule, fragment);
}

/* Whether one of the log's notes of the last action reads TEXT. */
static gboolean
noted (BthGame *game, const char *text)
{
  GPtrArray *events = bth_game_get_events (game);
  guint action = ((BthEvent *) g_ptr_array_index (events, events->len - 1))->action;

  for (guint i = events->len; i-- > 0;)
    {
      const BthEvent *e = g_ptr_array_index (events, i);
      if (e->action != action)
        break;
      g_autoptr(JsonObject) p = e->type == BTH_EVENT_NOTE ? bth_event_dup_payload (e) : NULL;
      if (p != NULL && strstr (json_object_get_string_member (p, "text"), text) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* A neutral major invaded (X.D.3.b, two players): the settlement is one action. */
static void
test_invasion_recorded (void)
{
  g_autoptr(BthGame) game = grand_campaign ();
  g_autoptr(BthPoliticsSituation) board = bth_politics_situation_new ();
  g_autoptr(GPtrArray) preview = bth_politics_items_new ();
  g_autoptr(GPtrArray) steps = bth_politics_items_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = dump (game);
  g_autofree char *settled = NULL;
  guint events;

  bth_test_assert_seed (1826, "If a neutral state is invaded by either player, it immediately joins the faction controlled by "
                              "the opposing player.");
  g_assert_cmpint (standing (game, "prussia")->status, ==, BTH_SIDE_NEUTRAL);
  g_assert_cmpint (bth_game_get_state (game)->anti_french_powers, ==, 3);
  bth_politics_situation_add_major (board, "prussia", BTH_SIDE_NEUTRAL)->attacked_by_pro = TRUE;

  /* The preview changes nothing. */
  g_assert_true (bth_game_campaign_settle_preview (game, board, preview, &error));
  g_assert_no_error (error);
  assert_step (preview, "applied", "X.D.3.b", "Prussia becomes Anti-French (was Neutral)");
  g_assert_false (bth_game_can_undo (game));

  g_assert_true (bth_game_campaign_settle (game, board, steps, &error));
  g_assert_no_error (error);
  assert_step (steps, "applied", "X.D.3.b", "Invaded by pro-French forces: Prussia becomes Anti-French (was Neutral)");
  g_assert_cmpint (standing (game, "prussia")->status, ==, BTH_SIDE_ANTI_FRENCH);
  /* The display the same action (X.G.1.g): England, Austria, Russia and now Prussia. */
  g_assert_cmpint (bth_game_get_state (game)->anti_french_powers, ==, 4);
  g_assert_cmpstr (bth_game_state_find_power (bth_game_get_state (game), "prussia")->side, ==, "non-french");
  g_assert_true (noted (game, "Prussia becomes Anti-French (was Neutral) (X.D.3.b)"));
  {
    g_autofree char *label = bth_game_describe_undo (game);
    g_assert_cmpstr (label, ==, "Consequences applied");
  }

  /* Settled: the same board brings nothing more, and nothing is appended. */
  events = bth_game_get_events (game)->len;
  g_ptr_array_set_size (steps, 0);
  g_assert_true (bth_game_campaign_settle (game, board, steps, &error));
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events);

  /* Saved and loaded: the same state. */
  settled = dump (game);
  {
    gsize length;
    g_autofree char *data = bth_game_save_to_data (game, &length);
    g_autoptr(BthGame) loaded = bth_game_load_from_data (rules, data, length, "settled", &error);
    g_autofree char *again = NULL;
    g_assert_no_error (error);
    again = dump (loaded);
    g_assert_cmpstr (again, ==, settled);
  }

  /* One undo takes the whole settlement back; redo brings it again. */
  g_assert_true (bth_game_undo (game, &error));
  {
    g_autofree char *now = dump (game);
    g_assert_cmpstr (now, ==, before);
  }
  g_assert_false (bth_game_can_undo (game));
  g_assert_true (bth_game_redo (game, &error));
  {
    g_autofree char *now = dump (game);
    g_assert_cmpstr (now, ==, settled);
  }
}

/* A conquest by a change of control: X.I.2.a and the forfeit of every VP (X.G.1.j) in the
 * same action; then X.I.2.h from the board, and its return. */
static void
test_conquest_and_chain (void)
{
  g_autoptr(BthGame) game = grand_campaign ();
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) three = json_from_string ("3", NULL);
  g_autofree char *before = NULL;
  int prussian_pool;

  bth_test_assert_seed (2140, "When a major state is conquered, the following restrictions are imposed immediately:");
  bth_test_assert_seed (2142, "The state immediately becomes a neutral power");
  bth_test_assert_seed (2066, "All Victory Points are forfeited whenever any major state is conquered.");
  g_assert_true (bth_game_edit (game, "alliance.anti_vp", three, NULL, &error));
  g_assert_no_error (error);
  /* X.G.3.a: 2 Prussian SP surrendered to the French, in France's Prisoners box. */
  bth_test_assert_seed (2102, "When a state is conquered, or becomes voluntarily neutral, all of its imprisoned units are "
                              "immediately returned to the Force Pool of their home state.");
  {
    const BthStackState *stack = NULL;
    const BthGameState *state = bth_game_get_state (game);
    g_autoptr(GArray) units = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
    BthUnitCount two = { 0 };
    for (guint i = 0; stack == NULL && i < state->stacks->len; i++)
      {
        const BthStackState *s = g_ptr_array_index (state->stacks, i);
        if (bth_unit_counts_sp (s->units, "prussia", "I") >= 2)
          stack = s;
      }
    g_assert_nonnull (stack);
    two.power = (char *) "prussia";
    two.kind = (char *) "I";
    two.sp = 2;
    g_array_append_val (units, two);
    g_assert_true (bth_game_capture_units (game, stack->id, units, NULL, "france", &error));
    g_assert_no_error (error);
  }
  prussian_pool = pool_sp ("prussia", BTH_BOX_FORCE_POOL);
  g_assert_cmpint (pool_sp ("france", BTH_BOX_PRISONERS), ==, 2);
  before = dump (game);

  /* Berlin, Prussia's production city on the built-in card, taken by the French. */
  g_assert_true (bth_game_campaign_set_city_control (game, "Berlin", BTH_SIDE_PRO_FRENCH, "france", NULL, items, &error));
  g_assert_no_error (error);
  g_assert_true (standing (game, "prussia")->conquered);
  g_assert_cmpint (standing (game, "prussia")->status, ==, BTH_SIDE_NEUTRAL);
  g_assert_cmpint (bth_game_get_state (game)->anti_vp, ==, 0);
  assert_step (items, "applied", "X.I.2.a", "Prussia is conquered by the Pro-French faction");
  assert_step (items, "applied", "X.G.1.j", "3 VP, now 0");
  g_assert_true (noted (game, "3 VP, now 0 (X.G.1.j)"));
  assert_step (items, "applied", "X.G.3.c", "2 SP of Prussia prisoners return to its Force Pool");
  g_assert_cmpint (pool_sp ("france", BTH_BOX_PRISONERS), ==, 0);
  g_assert_cmpint (pool_sp ("prussia", BTH_BOX_FORCE_POOL), ==, prussian_pool + 2);
  g_assert_true (bth_game_undo (game, &error));
  {
    g_autofree char *now = dump (game);
    g_assert_cmpstr (now, ==, before);   /* the VP with the rest */
  }
  g_assert_true (bth_game_redo (game, &error));

  /* X.I.2.c: Berlin, a city of conquered Prussia held by the French, is their supply source:
   * recorded in the books, and a source of the trace for the pro-French side. */
  bth_test_assert_seed (2150, "The city should be recorded as a supply source for the conquering faction. Should control of "
                              "the city be lost the supply source is immediately lost as well.");
  /* Which city a conquering unit entered is the players' record (BB 3382: a major one):
   * Berthier records nothing by itself; the players record Berlin. */
  g_assert_cmpint (bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (game)), "Berlin")->supply_source_for, ==,
                   BTH_SIDE_NEUTRAL);
  {
    const char *const source[] = { "cities", "Berlin", "supply_source_for", NULL };
    g_autoptr(JsonNode) pro = json_node_init_string (json_node_alloc (), "pro_french");
    g_assert_true (bth_game_campaign_edit (game, source, pro, "X.I.2.c", "French units entered Berlin", &error));
    g_assert_no_error (error);
  }
  g_assert_cmpint (bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (game)), "Berlin")->supply_source_for, ==,
                   BTH_SIDE_PRO_FRENCH);
  {
    g_autoptr(BthMap) map = bth_tec_load_builtin_map (&error);
    g_autofree char *overlay = fixture_overlay ("\"cities\": [{\"name\": \"Berlin\", \"hex\": \"M33(4)\"}]");
    g_autoptr(BthGameSupply) supply = NULL;
    const char * const *sources;
    gboolean found = FALSE;
    g_assert_no_error (error);
    fixture_apply (map, overlay);
    supply = bth_game_supply_compute (bth_game_get_state (game), NULL, map, &error);
    g_assert_no_error (error);
    sources = bth_game_supply_get_sources (supply);
    for (guint i = 0; sources[i] != NULL; i++)
      {
        g_test_message ("source: %s", sources[i]);
        found |= strstr (sources[i], "Berlin M33(4): conquest supply source of the") != NULL &&
                 strstr (sources[i], "(X.I.2.c)") != NULL;
      }
    g_assert_true (found);
  }
  /* X.I.2.d: both factions "may move or trace supply through hexes occupied by units
   * controlled by the conquered state". A French stack two hexes from Berlin, the neutral
   * Prussians between: the line from Berlin runs through their hex. */
  bth_test_assert_seed (2152, "may move or trace supply through hexes occupied by units controlled by the conquered state.");
  {
    g_autoptr(BthMap) map = bth_tec_load_builtin_map (&error);
    g_autofree char *overlay = fixture_overlay (
      "\"cities\": [{\"name\": \"Berlin\", \"hex\": \"M33(4)\"}],"
      "\"hexes\": [{\"hex\": \"M33(4)\", \"terrain\": \"clear\"}, {\"hex\": \"M34(4)\", \"terrain\": \"clear\"},"
      "            {\"hex\": \"M35(4)\", \"terrain\": \"clear\"}]");
    g_autoptr(BthGameSupply) supply = NULL;
    g_autoptr(GArray) units = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
    const BthGameState *state = bth_game_get_state (game);
    g_autofree char *french = g_strdup (g_ptr_array_index (state->sides, 0));
    const BthStackPosition *p;
    const BthStackState *prussians = NULL;
    g_autofree char *french_stack = NULL;
    g_autofree char *prussian_stack = NULL;
    BthUnitCount french_sp = { (char *) "france", (char *) "I", 3 };
    g_autoptr(JsonNode) where = json_from_string ("\"M34(4)\"", NULL);
    g_autofree char *path = NULL;

    g_assert_no_error (error);
    fixture_apply (map, overlay);
    g_assert_cmpint (bth_hex_distance (fixture_hex ("M33(4)"), fixture_hex ("M35(4)")), ==, 2);
    for (guint i = 0; prussians == NULL && i < state->stacks->len; i++)
      {
        const BthStackState *st = g_ptr_array_index (state->stacks, i);
        if (bth_unit_counts_sp (st->units, "prussia", NULL) > 0)
          prussians = st;
      }
    g_assert_nonnull (prussians);
    g_assert_null (prussians->side);                       /* neutral, conquered (X.I.2.a) */
    prussian_stack = g_strdup (prussians->id);            /* the state changes with each edit */
    path = g_strdup_printf ("stacks.%s.location", prussian_stack);
    g_assert_true (bth_game_edit (game, path, where, NULL, &error));
    g_array_append_val (units, french_sp);
    if (!bth_game_add_units (game, NULL, french, "M35(4)", units, FALSE, &error))
      g_error ("%s", error->message);
    g_assert_no_error (error);
    state = bth_game_get_state (game);
    french_stack = g_strdup (((BthStackState *) g_ptr_array_index (state->stacks, state->stacks->len - 1))->id);
    supply = bth_game_supply_compute (state, NULL, map, &error);
    g_assert_no_error (error);
    p = bth_game_supply_get (supply, french_stack);
    g_test_message ("%s: %s", french_stack, p->explanation);
    g_assert_cmpint (p->status, ==, BTH_SUPPLY_SUPPLIED);
    g_assert_cmpstr (p->source_name, ==, "Berlin");
    g_assert_cmpint (p->mp, ==, 2);
    g_assert_nonnull (strstr (p->explanation, "a conquest supply source (X.I.2.c)"));
    p = bth_game_supply_get (supply, prussian_stack);
    g_assert_nonnull (strstr (p->explanation, "(X.I.2.d)"));
    g_assert_true (bth_game_undo (game, &error));
    g_assert_true (bth_game_undo (game, &error));
  }

  /* Control lost: the source is lost with it. */
  g_ptr_array_set_size (items, 0);
  g_assert_true (bth_game_campaign_set_city_control (game, "Berlin", BTH_SIDE_ANTI_FRENCH, "russia", NULL, items, &error));
  g_assert_no_error (error);
  assert_step (items, "applied", "X.I.2.c", "Berlin is no longer held by the Pro-French faction: the supply source is lost");
  g_assert_cmpint (bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (game)), "Berlin")->supply_source_for, ==,
                   BTH_SIDE_NEUTRAL);
  g_assert_true (bth_game_undo (game, &error));

  /* X.I.2.h: the neutral Prussia France conquered, invaded by anti-French units. */
  bth_test_assert_seed (2160, "If a neutral major state which has been conquered by France is subsequently invaded by any "
                              "anti-French unit, it immediately becomes a pro-French state.");
  {
    g_autoptr(BthPoliticsSituation) board = bth_politics_situation_new ();
    g_autoptr(GPtrArray) steps = bth_politics_items_new ();
    bth_politics_situation_add_major (board, "prussia", BTH_SIDE_NEUTRAL)->anti_units_inside = TRUE;
    g_assert_true (bth_game_campaign_settle (game, board, steps, &error));
    g_assert_no_error (error);
    assert_step (steps, "applied", "X.I.2.h", "Prussia becomes Pro-French (was Neutral)");
    g_assert_cmpint (standing (game, "prussia")->status, ==, BTH_SIDE_PRO_FRENCH);
    g_assert_true (standing (game, "prussia")->conquered);
  }
  bth_test_assert_seed (2162, "As soon as no anti-French units remain inside its borders, the state immediately reverts to its "
                              "neutral status.");
  {
    g_autoptr(GPtrArray) steps = bth_politics_items_new ();
    g_assert_true (bth_game_campaign_settle (game, NULL, steps, &error));
    assert_step (steps, "applied", "X.I.2.h", "Prussia becomes Neutral (was Pro-French)");
    g_assert_cmpint (standing (game, "prussia")->status, ==, BTH_SIDE_NEUTRAL);
  }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("berthier-settle-XXXXXX", &error);
  int status;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);   /* before GLib reads it */
  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  bth_test_rulebook_load ();

  g_test_add_func ("/campaign-settle/invasion-recorded", test_invasion_recorded);
  g_test_add_func ("/campaign-settle/conquest-and-chain", test_conquest_and_chain);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
