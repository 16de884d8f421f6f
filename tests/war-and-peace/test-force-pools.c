/* test-force-pools.c — the Grand Campaign's Force Pool Display in a game (X.J.1): set up
 * from the card, eliminated units to their Force Pool (J.1.e), captured ones to the
 * captor's Prisoners box (G.3.a) and back home by exchange (G.3.b), England's At War box
 * (G.2.b), Napoleon in Exile (K.5.a), units bought leaving the pool (J.2.a), leaders taken
 * freely (J.2.f), January additions limited by the counter mix (J.1.f) — each one undo
 * step, redone unchanged, saved and reloaded.
 *
 * Environment: BERTHIER_SOURCE_ROOT (repository root).
 */
#include "bth-force-pools.h"
#include "bth-war-and-peace.h"
#include "bth-error.h"
#include "bth-game-save.h"

#include <string.h>

static BthRuleset *rules;

#define LEADER(id, name, power, side, value, named) \
  "{\"id\": \"" id "\", \"name\": \"" name "\", \"power\": \"" power "\", \"side\": \"" side "\"," \
  " \"value\": " value ", \"colour\": null, \"named\": " named "}"
#define UNIT(power, kind, sp) "{\"power\": \"" power "\", \"kind\": \"" kind "\", \"sp\": " #sp "}"

static gint64
fixed_clock (gpointer data)
{
  return 1746093600;
}

static BthGame *
scenario_game (const char *id, const char *sequence)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin (id, &error);
  BthGame *game;

  g_assert_no_error (error);
  game = bth_game_new_from_scenario (rules, scenario, sequence, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  bth_game_set_clock (game, fixed_clock, NULL);
  return game;
}

/* Part of the Grand Campaign's set-up (X.L.1, X.L.2, X.L.4), as the game's set-up event
 * writes it. (bth_game_new_from_scenario() cannot yet start scenario X: its neutral
 * Prussian, Danish and Swedish forces have no side; see the report.) */
static const char *const campaign_setup =
  "{\"scenario\": \"grand-campaign-1805\", \"name\": \"War and Peace 1805-1815\","
  " \"ruleset\": \"war-and-peace-4e\", \"sequence\": \"campaign\", \"options\": [],"
  " \"start\": \"1805-09\", \"end\": \"1815-08\", \"sides\": [\"french\", \"non-french\"],"
  " \"powers\": [{\"id\": \"france\", \"side\": \"french\"}, {\"id\": \"england\", \"side\": \"non-french\"},"
  "              {\"id\": \"austria\", \"side\": \"non-french\"}, {\"id\": \"prussia\", \"side\": null}],"
  " \"alliance\": {\"french_vp\": 0, \"french_cp\": 0, \"anti_vp\": 0, \"anti_cp\": 0,"
  "               \"pro_french_powers\": 0, \"anti_french_powers\": 0},"
  " \"stacks\": ["
  "  {\"stack\": \"s1\", \"create\": true, \"side\": \"french\", \"location\": \"within one hex of Strasbourg\","
  "   \"leaders\": [" LEADER ("napoleon", "Napoleon", "france", "french", "null", "true") ","
  "                 " LEADER ("lannes", "Lannes", "france", "french", "null", "true") ","
  "                 " LEADER ("ney", "Ney", "france", "french", "null", "true") "],"
  "   \"units\": [" UNIT ("france", "I", 8) "," UNIT ("france", "GI", 2) "," UNIT ("france", "C", 4) "]},"
  "  {\"stack\": \"s2\", \"create\": true, \"side\": \"non-french\", \"location\": \"London\","
  "   \"leaders\": [" LEADER ("england-leader-0", "Leader (0)", "england", "non-french", "0", "false") "],"
  "   \"units\": [" UNIT ("england", "I", 6) "," UNIT ("england", "C", 2) "]},"
  "  {\"stack\": \"s3\", \"create\": true, \"side\": \"non-french\", \"location\": \"within one hex of Ulm\","
  "   \"leaders\": [" LEADER ("ferdinand", "Ferdinand", "austria", "non-french", "null", "true") "],"
  "   \"units\": [" UNIT ("austria", "I", 11) "," UNIT ("austria", "C", 3) "]},"
  "  {\"stack\": \"s4\", \"create\": true, \"side\": \"non-french\", \"location\": \"within one hex of Venice\","
  "   \"leaders\": [" LEADER ("charles", "Charles", "austria", "non-french", "null", "true") "],"
  "   \"units\": [" UNIT ("austria", "I", 14) "," UNIT ("austria", "C", 4) "]},"
  "  {\"stack\": \"s5\", \"create\": true, \"side\": \"non-french\", \"location\": \"Innsbruck\","
  "   \"leaders\": [" LEADER ("john", "John", "austria", "non-french", "null", "true") "],"
  "   \"units\": [" UNIT ("austria", "I", 3) "," UNIT ("austria", "C", 1) "]},"
  "  {\"stack\": \"s6\", \"create\": true, \"side\": \"non-french\", \"location\": \"Vienna\","
  "   \"leaders\": [" LEADER ("austria-leader-0", "Leader (0)", "austria", "non-french", "0", "false") "],"
  "   \"units\": [" UNIT ("austria", "I", 2) "]},"
  "  {\"stack\": \"s7\", \"create\": true, \"side\": \"non-french\", \"location\": \"Prague\","
  "   \"leaders\": [], \"units\": [" UNIT ("austria", "I", 1) "]},"
  "  {\"stack\": \"s8\", \"create\": true, \"side\": \"non-french\", \"location\": \"Ratisbon\","
  "   \"leaders\": [], \"units\": [" UNIT ("austria", "I", 1) "]}]}";

static BthGame *
campaign (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) setup = json_from_string (campaign_setup, &error);
  BthGame *game;

  g_assert_no_error (error);
  game = bth_game_new_from_setup (rules, setup, 1805, &error);
  g_assert_no_error (error);
  bth_game_set_clock (game, fixed_clock, NULL);
  return game;
}

static char *
card_file_text (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "campaign",
                                            "war-and-peace-4e-card.json", NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* Replaces, within the state STATE's object of TEXT, the first FROM by TO. */
static void
enter (GString *text, const char *state, const char *from, const char *to)
{
  g_autofree char *key = g_strdup_printf ("\"id\": \"%s\",", state);
  const char *at = strstr (text->str, key);
  const char *what;

  g_assert_nonnull (at);
  what = strstr (at, from);
  g_assert_nonnull (what);
  g_string_erase (text, what - text->str, strlen (from));
  g_string_insert (text, what - text->str, to);
}

/* The shipped card with a group's entries for Austria and England: test data standing for
 * what a group types from its own card, not the card's real contents. */
static BthCampaignCard *
entered_card (void)
{
  g_autofree char *file = card_file_text ();
  g_autoptr(GString) text = g_string_new (file);
  g_autoptr(GError) error = NULL;
  BthCampaignCard *card;

  enter (text, "austria", "\"initial_force_pool\": null",
         "\"initial_force_pool\": [{\"units\": [\"5I\", \"2L\", \"1C\"], \"leaders\": [\"Leader (0)\", \"Schwarzenberg\"]}]");
  enter (text, "austria", "\"january_additions\": null",
         "\"january_additions\": [{\"year\": 1806, \"units\": [\"2I\"], \"leaders\": []},"
         " {\"year\": 1807, \"units\": [\"3L\"], \"leaders\": [\"Leader (0)\"]}]");
  enter (text, "austria", "\"counter_mix\": null",
         "\"counter_mix\": [{\"kind\": \"I\", \"sp\": 40}, {\"kind\": \"L\", \"sp\": 6}, {\"kind\": \"C\", \"sp\": 12}]");
  enter (text, "england", "\"initial_force_pool\": null",
         "\"initial_force_pool\": [{\"units\": [\"2I\", \"1S\"], \"leaders\": []},"
         " {\"power\": \"kgl\", \"units\": [\"1I\"], \"leaders\": []}]");
  card = bth_campaign_card_new_from_data (text->str, -1, "entered.json", &error);
  g_assert_no_error (error);
  return card;
}

static BthCampaignCard *
shipped_card (void)
{
  g_autoptr(GError) error = NULL;
  BthCampaignCard *card = bth_campaign_card_load_builtin (BTH_CAMPAIGN_CARD_BUILTIN, &error);

  g_assert_no_error (error);
  return card;
}

static const BthForcePools *
pools (BthGame *game)
{
  return bth_game_state_get_force_pools (bth_game_get_state (game));
}

static int
pool_sp (BthGame *game, const char *state, const char *box, const char *power, const char *kind)
{
  return bth_force_pools_sp (pools (game), state, box, power, kind);
}

static const BthPoolLeader *
box_leader (BthGame *game, const char *state, const char *box, const char *name)
{
  const BthPoolBox *b = bth_force_pools_find_box (pools (game), state, box);

  for (guint i = 0; b != NULL && i < b->leaders->len; i++)
    {
      const BthPoolLeader *l = g_ptr_array_index (b->leaders, i);
      if (g_str_equal (l->name, name))
        return l;
    }
  return NULL;
}

/* The stack LEADER_ID commands. */
static char *
stack_of (BthGame *game, const char *leader_id)
{
  const BthLeaderState *l = bth_game_state_find_leader (bth_game_get_state (game), leader_id);

  g_assert_nonnull (l);
  g_assert_nonnull (l->stack);
  return g_strdup (l->stack);
}

static GArray *
units (const char *power, const char *kind, int sp)
{
  GArray *a = bth_unit_counts_new ();
  BthUnitCount u = { g_strdup (power), g_strdup (kind), sp };

  g_array_append_val (a, u);
  return a;
}

static char *
dump (BthGame *game)
{
  return bth_game_state_dump (bth_game_get_state (game));
}

/* Undo gives BEFORE back, redo AFTER, unchanged. */
static void
assert_undo_redo (BthGame *game, const char *before)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *after = dump (game);
  g_autofree char *undone = NULL, *redone = NULL;

  g_assert_true (bth_game_undo (game, &error));
  g_assert_no_error (error);
  undone = dump (game);
  g_assert_cmpstr (undone, ==, before);
  g_assert_true (bth_game_redo (game, &error));
  g_assert_no_error (error);
  redone = dump (game);
  g_assert_cmpstr (redone, ==, after);
}

static BthGame *
campaign_with_pools (BthCampaignCard *card)
{
  BthGame *game = campaign ();
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_game_set_up_force_pools (game, card, &error));
  g_assert_no_error (error);
  return game;
}

/* X.J.1.b-d: every state's boxes, and the initial pools the card gives. */
static void
test_set_up (void)
{
  g_autoptr(BthCampaignCard) card = entered_card ();
  g_autoptr(BthGame) game = campaign ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = dump (game);
  const BthPoolState *austria, *russia;
  const BthPoolLeader *leader0;
  guint n_events = bth_game_get_events (game)->len;

  g_assert_null (pools (game));
  g_assert_true (bth_game_set_up_force_pools (game, card, &error));
  g_assert_no_error (error);
  /* One action: the display and the two initial pools entered on the card. */
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, n_events + 3);
  g_assert_cmpuint (pools (game)->states->len, ==, 23);
  austria = bth_force_pools_find_state (pools (game), "austria");
  g_assert_true (austria->major);
  g_assert_true (austria->initial_entered);
  g_assert_cmpuint (austria->boxes->len, ==, 2);
  g_assert_cmpint (pool_sp (game, "austria", BTH_BOX_FORCE_POOL, "austria", "I"), ==, 5);
  g_assert_cmpint (pool_sp (game, "austria", BTH_BOX_FORCE_POOL, "austria", "L"), ==, 2);
  g_assert_cmpint (pool_sp (game, "austria", BTH_BOX_FORCE_POOL, NULL, NULL), ==, 8);
  g_assert_cmpint (pool_sp (game, "austria", BTH_BOX_PRISONERS, NULL, NULL), ==, 0);
  /* Leader (0) is valued 0 (Z.5.a), with an id of its own beside the ones on the map;
   * a named leader's value waits for the players (leader counters). */
  leader0 = box_leader (game, "austria", BTH_BOX_FORCE_POOL, "Leader (0)");
  g_assert_nonnull (leader0);
  g_assert_cmpint (leader0->value, ==, 0);
  g_assert_false (leader0->named);
  g_assert_nonnull (bth_game_state_find_leader (bth_game_get_state (game), "austria-leader-0"));
  g_assert_cmpstr (leader0->id, !=, "austria-leader-0");
  g_assert_cmpint (box_leader (game, "austria", BTH_BOX_FORCE_POOL, "Schwarzenberg")->value, ==, BTH_GAME_VALUE_UNKNOWN);
  g_assert_cmpstr (box_leader (game, "austria", BTH_BOX_FORCE_POOL, "Schwarzenberg")->id, ==, "schwarzenberg");
  /* England's pool holds the KGL (J.3.d) and a squadron. */
  g_assert_cmpint (pool_sp (game, "england", BTH_BOX_FORCE_POOL, "kgl", "I"), ==, 1);
  g_assert_cmpint (pool_sp (game, "england", BTH_BOX_FORCE_POOL, "england", "S"), ==, 1);
  g_assert_nonnull (bth_force_pools_find_box (pools (game), "england", BTH_BOX_AT_WAR));
  g_assert_nonnull (bth_force_pools_find_box (pools (game), "russia", BTH_BOX_AT_WAR));
  g_assert_nonnull (bth_force_pools_find_box (pools (game), "france", BTH_BOX_NAPOLEON_IN_EXILE));
  g_assert_null (bth_force_pools_find_box (pools (game), "austria", BTH_BOX_AT_WAR));
  g_assert_null (bth_force_pools_find_box (pools (game), "bavaria", BTH_BOX_PRISONERS));
  /* J.1.d: "If there is no initial Force Pool specified … no units are deployed". */
  russia = bth_force_pools_find_state (pools (game), "russia");
  g_assert_false (russia->initial_entered);
  g_assert_cmpint (pool_sp (game, "russia", BTH_BOX_FORCE_POOL, NULL, NULL), ==, 0);
  g_assert_cmpstr (bth_force_pools_state_of_power (pools (game), "kgl")->id, ==, "england");

  /* Once only. */
  g_assert_false (bth_game_set_up_force_pools (game, card, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_clear_error (&error);
  assert_undo_redo (game, before);
}

/* X.J.1.d "(or when the players enter the card later)": the display first, the pools
 * entered since added as one action, each state once. */
static void
test_enter_later (void)
{
  g_autoptr(BthCampaignCard) shipped = shipped_card ();
  g_autoptr(BthCampaignCard) card = entered_card ();
  g_autoptr(BthGame) game = campaign_with_pools (shipped);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = dump (game);
  guint n = 99, events;

  for (guint i = 0; i < pools (game)->states->len; i++)
    g_assert_false (((BthPoolState *) g_ptr_array_index (pools (game)->states, i))->initial_entered);
  g_assert_true (bth_game_enter_initial_force_pools (game, card, &n, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (pool_sp (game, "austria", BTH_BOX_FORCE_POOL, "austria", "I"), ==, 5);
  assert_undo_redo (game, before);
  events = bth_game_get_events (game)->len;
  g_assert_true (bth_game_enter_initial_force_pools (game, card, &n, &error));
  g_assert_cmpuint (n, ==, 0);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events);
}

/* X.J.1.e: eliminated units go at once to their Force Pool; other scenarios keep their
 * eliminated units (Z.7). */
static void
test_eliminated (void)
{
  g_autoptr(BthCampaignCard) card = entered_card ();
  g_autoptr(BthGame) game = campaign_with_pools (card);
  g_autoptr(BthGame) austerlitz = scenario_game ("austerlitz-1805", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *charles = stack_of (game, "charles");
  g_autofree char *napoleon = stack_of (game, "napoleon");
  g_autofree char *before = dump (game);
  g_autoptr(GArray) two = units ("austria", "I", 2);
  g_autoptr(GArray) one = units ("france", "GI", 1);
  g_autoptr(GArray) turkish = units ("turkey", "I", 1);

  g_assert_true (bth_game_eliminate_units (game, charles, two, "combat", &error));
  g_assert_no_error (error);
  g_assert_cmpint (pool_sp (game, "austria", BTH_BOX_FORCE_POOL, "austria", "I"), ==, 7);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_get_state (game)->eliminated, NULL, NULL), ==, 0);
  assert_undo_redo (game, before);
  g_assert_true (bth_game_eliminate_units (game, napoleon, one, NULL, &error));
  g_assert_cmpint (pool_sp (game, "france", BTH_BOX_FORCE_POOL, "france", "GI"), ==, 1);
  /* A power no state holds stays with the eliminated units. */
  {
    g_autoptr(BthForcePools) copy = bth_force_pools_copy (pools (game));
    g_assert_false (bth_force_pools_receive_eliminated (copy, &g_array_index (turkish, BthUnitCount, 0)));
  }

  {
    /* Austerlitz has no books: its first French stack's loss goes to "eliminated". */
    const BthGameState *s = bth_game_get_state (austerlitz);
    const BthStackState *first = g_ptr_array_index (s->stacks, 0);
    const BthUnitCount *u = &g_array_index (first->units, BthUnitCount, 0);
    g_autoptr(GArray) loss = units (u->power, u->kind, 1);
    int was = bth_unit_counts_sp (s->eliminated, u->power, u->kind);
    g_autofree char *power = g_strdup (u->power), *kind = g_strdup (u->kind), *id = g_strdup (first->id);
    g_assert_null (bth_game_state_get_force_pools (s));
    g_assert_true (bth_game_eliminate_units (austerlitz, id, loss, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpint (bth_unit_counts_sp (bth_game_get_state (austerlitz)->eliminated, power, kind), ==, was + 1);
  }
}

/* X.G.3.a: captured units and a captured leader (BB: a leader whose force is eliminated
 * inside a city) go to the captor's Prisoners box; G.3.b: exchanged, they return to their
 * home Force Pool; J.2.a, J.2.f: bought units and a leader taken freely leave it. */
static void
test_captured_exchanged_deployed (void)
{
  g_autoptr(BthCampaignCard) card = entered_card ();
  g_autoptr(BthGame) game = campaign_with_pools (card);
  g_autoptr(GError) error = NULL;
  g_autofree char *charles = stack_of (game, "charles");
  g_autoptr(GArray) three = units ("austria", "I", 3);
  g_autoptr(GArray) two = units ("austria", "I", 2);
  const char *leaders[] = { "charles", NULL };
  g_autofree char *before = dump (game);
  const BthGameState *s;
  const BthStackState *stack;
  const BthLeaderState *back;
  guint stacks;

  g_assert_true (bth_game_capture_units (game, charles, three, leaders, "france", &error));
  g_assert_no_error (error);
  g_assert_cmpint (pool_sp (game, "france", BTH_BOX_PRISONERS, "austria", "I"), ==, 3);
  g_assert_nonnull (box_leader (game, "france", BTH_BOX_PRISONERS, "Charles"));
  s = bth_game_get_state (game);
  g_assert_null (bth_game_state_find_leader (s, "charles"));
  stack = bth_game_state_find_stack (s, charles);
  g_assert_nonnull (stack);    /* 11I, 4C stay, without a leader */
  g_assert_cmpint (bth_unit_counts_sp (stack->units, "austria", "I"), ==, 11);
  g_assert_cmpuint (stack->leaders->len, ==, 0);
  assert_undo_redo (game, before);

  /* Only a state with a Prisoners box captures (a minor has its Force Pool alone). */
  g_assert_false (bth_game_capture_units (game, charles, two, NULL, "bavaria", &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_nonnull (strstr (error->message, "Bavaria has no \"prisoners\" box"));
  g_clear_error (&error);

  /* G.3.b: the January exchange sends them home. */
  {
    BthPoolPlace from = { BTH_POOL_PLACE_BOX, .state = "france", .box = BTH_BOX_PRISONERS };
    BthPoolPlace to = { BTH_POOL_PLACE_BOX, .state = "austria", .box = BTH_BOX_FORCE_POOL };
    g_autofree char *pre = dump (game);
    g_assert_true (bth_game_force_pool_move (game, &from, &to, three, leaders, "X.G.3.b",
                                             "exchanged for 3 French SP", &error));
    g_assert_no_error (error);
    g_assert_cmpint (pool_sp (game, "france", BTH_BOX_PRISONERS, NULL, NULL), ==, 0);
    g_assert_cmpint (pool_sp (game, "austria", BTH_BOX_FORCE_POOL, "austria", "I"), ==, 8);
    g_assert_nonnull (box_leader (game, "austria", BTH_BOX_FORCE_POOL, "Charles"));
    assert_undo_redo (game, pre);
  }

  /* J.2.a, J.2.f: two SP bought and Charles taken freely, in a new stack at Vienna. */
  stacks = bth_game_get_state (game)->next_stack;
  {
    g_autofree char *pre = dump (game);
    g_autofree char *id = g_strdup_printf ("s%u", stacks);
    g_assert_true (bth_game_force_pool_deploy (game, "austria", NULL, "non-french", "Vienna", two, leaders,
                                               "2 PP", &error));
    g_assert_no_error (error);
    g_assert_cmpint (pool_sp (game, "austria", BTH_BOX_FORCE_POOL, "austria", "I"), ==, 6);
    g_assert_null (box_leader (game, "austria", BTH_BOX_FORCE_POOL, "Charles"));
    s = bth_game_get_state (game);
    back = bth_game_state_find_leader (s, "charles");
    g_assert_nonnull (back);
    g_assert_cmpint (back->status, ==, BTH_LEADER_STATUS_ON_MAP);
    g_assert_cmpstr (back->side, ==, "non-french");
    g_assert_cmpstr (back->stack, ==, id);
    stack = bth_game_state_find_stack (s, id);
    g_assert_cmpstr (stack->location, ==, "Vienna");
    g_assert_cmpint (bth_unit_counts_sp (stack->units, "austria", "I"), ==, 2);
    assert_undo_redo (game, pre);
  }
}

/* X.G.2.b: England's force to its At War box; X.K.5.a: Napoleon in Exile. A whole stack
 * leaving the map leaves the Leader Display. */
static void
test_at_war_and_exile (void)
{
  g_autoptr(BthCampaignCard) card = entered_card ();
  g_autoptr(BthGame) game = campaign_with_pools (card);
  g_autoptr(GError) error = NULL;
  g_autofree char *napoleon = stack_of (game, "napoleon");
  g_autofree char *before = dump (game);
  g_autoptr(GArray) gi = units ("france", "GI", 1);
  g_autoptr(GArray) four = units ("england", "I", 4);
  const char *exiled[] = { "napoleon", NULL };
  BthPoolPlace from = { BTH_POOL_PLACE_STACK, .stack = napoleon };
  BthPoolPlace exile = { BTH_POOL_PLACE_BOX, .state = "france", .box = BTH_BOX_NAPOLEON_IN_EXILE };
  const BthStackState *london = NULL;
  const BthGameState *s = bth_game_get_state (game);

  g_assert_true (bth_game_force_pool_move (game, &from, &exile, gi, exiled, "X.K.5.a", "France conquered", &error));
  g_assert_no_error (error);
  g_assert_cmpint (pool_sp (game, "france", BTH_BOX_NAPOLEON_IN_EXILE, "france", "GI"), ==, 1);
  g_assert_nonnull (box_leader (game, "france", BTH_BOX_NAPOLEON_IN_EXILE, "Napoleon"));
  g_assert_null (bth_game_state_find_leader (bth_game_get_state (game), "napoleon"));
  assert_undo_redo (game, before);

  s = bth_game_get_state (game);
  for (guint i = 0; i < s->stacks->len; i++)
    {
      const BthStackState *st = g_ptr_array_index (s->stacks, i);
      if (g_str_equal (st->location, "London") && bth_unit_counts_sp (st->units, "england", "I") == 6)
        london = st;
    }
  g_assert_nonnull (london);
  {
    g_autofree char *id = g_strdup (london->id);
    BthPoolPlace map = { BTH_POOL_PLACE_STACK, .stack = id };
    BthPoolPlace at_war = { BTH_POOL_PLACE_BOX, .state = "england", .box = BTH_BOX_AT_WAR };
    BthPoolPlace wrong = { BTH_POOL_PLACE_BOX, .state = "austria", .box = BTH_BOX_AT_WAR };
    g_assert_true (bth_game_force_pool_move (game, &map, &at_war, four, NULL, "X.G.2.b", "war with the United States", &error));
    g_assert_no_error (error);
    g_assert_cmpint (pool_sp (game, "england", BTH_BOX_AT_WAR, "england", "I"), ==, 4);
    g_assert_false (bth_game_force_pool_move (game, &map, &wrong, four, NULL, "X.G.2.c", NULL, &error));
    g_assert_nonnull (strstr (error->message, "Austria has no \"at_war\" box"));
    g_clear_error (&error);
  }
}

/* X.J.1.f: January additions and others from the counter mix, never beyond it; a card
 * whose additions are not entered says so. */
static void
test_additions (void)
{
  g_autoptr(BthCampaignCard) card = entered_card ();
  g_autoptr(BthGame) game = campaign_with_pools (card);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ignored = NULL;
  BthCardForce five = { 0, units ("austria", "L", 5), g_ptr_array_new () };
  g_autofree char *before = dump (game);
  guint events;
  int on_map_i = 0;
  const BthGameState *s = bth_game_get_state (game);

  /* Austria's counter mix holds 6 L; 2 are in the pool: 4 of the 5 are added (J.7.b). */
  g_assert_true (bth_game_force_pool_add (game, card, "austria", BTH_BOX_FORCE_POOL, &five, "X.J.7.b",
                                          NULL, &ignored, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pool_sp (game, "austria", BTH_BOX_FORCE_POOL, "austria", "L"), ==, 6);
  g_assert_cmpint (bth_unit_counts_sp (ignored, "austria", "L"), ==, 1);
  assert_undo_redo (game, before);
  g_clear_pointer (&ignored, g_array_unref);
  /* None left: the addition is ignored, and the log says so. */
  events = bth_game_get_events (game)->len;
  g_assert_true (bth_game_force_pool_add (game, card, "austria", BTH_BOX_FORCE_POOL, &five, "X.J.7.b",
                                          NULL, &ignored, &error));
  g_assert_cmpint (bth_unit_counts_sp (ignored, "austria", "L"), ==, 5);
  g_assert_cmpint (pool_sp (game, "austria", BTH_BOX_FORCE_POOL, "austria", "L"), ==, 6);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events + 1);
  g_assert_cmpint (((BthEvent *) g_ptr_array_index (bth_game_get_events (game), events))->type, ==, BTH_EVENT_NOTE);
  {
    g_autofree char *text = bth_game_export_text (game);
    g_assert_nonnull (strstr (text, "X.J.7.b: no counter available, the addition to Austria is ignored (X.J.1.f)"));
  }

  /* January 1806: 2I; the 40 I counters are far from used up. */
  s = bth_game_get_state (game);
  on_map_i = bth_force_pools_counters_in_play (s, "austria", "I");
  g_assert_cmpint (on_map_i, ==, 11 + 14 + 3 + 2 + 1 + 1 + 5);   /* X.L.4 on the map, 5 in the pool */
  g_assert_true (bth_game_force_pool_add_january (game, card, "austria", 1806, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pool_sp (game, "austria", BTH_BOX_FORCE_POOL, "austria", "I"), ==, 7);
  /* January 1807 brings a Leader (0) and 3 L, none of which has a counter left. */
  g_assert_true (bth_game_force_pool_add_january (game, card, "austria", 1807, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pool_sp (game, "austria", BTH_BOX_FORCE_POOL, "austria", "L"), ==, 6);
  g_assert_cmpuint (bth_force_pools_find_box (pools (game), "austria", BTH_BOX_FORCE_POOL)->leaders->len, ==, 3);
  /* 1808 adds nothing: nothing appended. */
  events = bth_game_get_events (game)->len;
  g_assert_true (bth_game_force_pool_add_january (game, card, "austria", 1808, &error));
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events);
  /* Russia's additions are still to be entered from the card. */
  g_assert_false (bth_game_force_pool_add_january (game, card, "russia", 1806, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_nonnull (strstr (error->message, "Russia's January additions are still to be entered"));
  g_array_unref (five.units);
  g_ptr_array_unref (five.leaders);
}

/* X.I.2.a: a conquered state stays neutral while its Force Pool holds land units. */
static void
test_land_units (void)
{
  g_autoptr(BthCampaignCard) card = entered_card ();
  g_autoptr(BthGame) game = campaign_with_pools (card);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) all = bth_unit_counts_new ();
  BthUnitCount i5 = { g_strdup ("austria"), g_strdup ("I"), 5 };
  BthUnitCount l2 = { g_strdup ("austria"), g_strdup ("L"), 2 };
  BthUnitCount c1 = { g_strdup ("austria"), g_strdup ("C"), 1 };

  g_array_append_val (all, i5);
  g_array_append_val (all, l2);
  g_array_append_val (all, c1);
  g_assert_true (bth_force_pools_has_land_units (pools (game), "austria"));
  g_assert_true (bth_game_force_pool_deploy (game, "austria", NULL, "non-french", "Vienna", all, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (bth_force_pools_has_land_units (pools (game), "austria"));
  /* England's pool holds a squadron after its land units leave: no land units. */
  {
    g_autoptr(GArray) land = bth_unit_counts_new ();
    BthUnitCount e = { g_strdup ("england"), g_strdup ("I"), 2 };
    BthUnitCount k = { g_strdup ("kgl"), g_strdup ("I"), 1 };
    g_array_append_val (land, e);
    g_array_append_val (land, k);
    g_assert_true (bth_game_force_pool_deploy (game, "england", NULL, "non-french", "London", land, NULL, NULL, &error));
    g_assert_no_error (error);
    g_assert_false (bth_force_pools_has_land_units (pools (game), "england"));
    g_assert_cmpint (pool_sp (game, "england", BTH_BOX_FORCE_POOL, "england", "S"), ==, 1);
  }
}

/* Refused moves name their problem and change nothing. */
static void
test_refused (void)
{
  g_autoptr(BthCampaignCard) card = entered_card ();
  g_autoptr(BthGame) game = campaign_with_pools (card);
  g_autoptr(BthGame) plain = campaign ();
  g_autoptr(GError) error = NULL;
  g_autofree char *charles = stack_of (game, "charles");
  g_autofree char *before = dump (game);
  g_autoptr(GArray) ten = units ("austria", "I", 10);
  g_autoptr(GArray) one = units ("austria", "I", 1);
  const char *nobody[] = { "ney", NULL };
  BthPoolPlace pool = { BTH_POOL_PLACE_BOX, .state = "austria", .box = BTH_BOX_FORCE_POOL };
  BthPoolPlace mix = { BTH_POOL_PLACE_COUNTER_MIX };
  BthPoolPlace map = { BTH_POOL_PLACE_STACK, .stack = charles };
  BthPoolPlace nowhere = { BTH_POOL_PLACE_BOX, .state = "turkey", .box = BTH_BOX_FORCE_POOL };
  guint events = bth_game_get_events (game)->len;
  g_autofree char *after = NULL;

  g_assert_false (bth_game_force_pool_deploy (game, "austria", charles, NULL, NULL, ten, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "I"));
  g_assert_nonnull (strstr (error->message, "but Austria's Force Pool box holds"));
  g_clear_error (&error);
  g_assert_false (bth_game_force_pool_move (game, &pool, &pool, one, NULL, "X.J.1", NULL, &error));
  g_assert_nonnull (strstr (error->message, "from and to are the same box"));
  g_clear_error (&error);
  g_assert_false (bth_game_force_pool_move (game, &mix, &map, one, NULL, "X.J.1", NULL, &error));
  g_assert_nonnull (strstr (error->message, "goes to or from a box"));
  g_clear_error (&error);
  g_assert_false (bth_game_force_pool_move (game, &map, &pool, NULL, nobody, "X.I.2.b", NULL, &error));
  g_assert_nonnull (strstr (error->message, "leader \"ney\" is not on the map in stack"));
  g_clear_error (&error);
  /* The leader the players gave is quoted; the box is named as the rules name it. */
  g_assert_false (bth_game_force_pool_move (game, &pool, &map, NULL, nobody, "X.J.1", NULL, &error));
  g_assert_nonnull (strstr (error->message, "leader \"ney\" is not in Austria's Force Pool box"));
  g_clear_error (&error);
  g_assert_false (bth_game_force_pool_move (game, &map, &nowhere, one, NULL, "X.J.1", NULL, &error));
  g_assert_nonnull (strstr (error->message, "no state \"turkey\""));
  g_clear_error (&error);
  g_assert_false (bth_game_force_pool_move (game, &pool, &map, NULL, NULL, "X.J.1", NULL, &error));
  g_assert_nonnull (strstr (error->message, "moves no unit and no leader"));
  g_clear_error (&error);
  after = dump (game);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events);
  /* No books, no moves. */
  g_assert_false (bth_game_force_pool_move (plain, &map, &pool, one, NULL, "X.J.1", NULL, &error));
  g_assert_nonnull (strstr (error->message, "not set up"));
}

/* Saved and reloaded, the books and the redo stack are the same; the log reads. */
static void
test_save_reload (void)
{
  g_autoptr(BthCampaignCard) card = entered_card ();
  g_autoptr(BthGame) game = campaign_with_pools (card);
  g_autoptr(BthGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *charles = stack_of (game, "charles");
  g_autoptr(GArray) two = units ("austria", "I", 2);
  g_autoptr(GArray) one = units ("austria", "C", 1);
  const char *leaders[] = { "charles", NULL };
  g_autofree char *data = NULL, *saved = NULL, *reloaded = NULL, *text = NULL;
  gsize length;

  g_assert_true (bth_game_eliminate_units (game, charles, two, NULL, &error));
  g_assert_true (bth_game_capture_units (game, charles, one, leaders, "france", &error));
  g_assert_true (bth_game_force_pool_add_january (game, card, "austria", 1806, &error));
  g_assert_true (bth_game_undo (game, &error));   /* the January addition waits on the redo stack */
  g_assert_no_error (error);
  data = bth_game_save_to_data (game, &length);
  loaded = bth_game_load_from_data (rules, data, length, "campaign.json", &error);
  g_assert_no_error (error);
  bth_game_set_clock (loaded, fixed_clock, NULL);
  saved = dump (game);
  reloaded = dump (loaded);
  g_assert_cmpstr (reloaded, ==, saved);
  g_assert_true (bth_game_redo (loaded, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_force_pools_sp (bth_game_state_get_force_pools (bth_game_get_state (loaded)), "austria",
                                       BTH_BOX_FORCE_POOL, "austria", "I"), ==, 5 + 2 + 2);
  text = bth_game_export_text (loaded);
  g_assert_nonnull (strstr (text, "Force Pool Display set up from the card war-and-peace-4e: 23 states (X.J.1)"));
  /* The log's text names states, boxes and leaders as the players know them. */
  g_assert_nonnull (strstr (text, "Initial Force Pool of Austria: 5I (Austria), 2L (Austria), 1C (Austria), Leader (0), Schwarzenberg (X.J.1.d)"));
  g_assert_nonnull (strstr (text, "Force Pool: 1C (Austria), Charles from stack"));
  g_assert_nonnull (strstr (text, "to France's Prisoners box (X.G.3.a)"));

  /* A log whose move takes what is not there does not load, and says where. */
  {
    g_autoptr(GString) broken = g_string_new (data);
    g_autoptr(BthGame) none = NULL;
    g_assert_cmpuint (g_string_replace (broken, "\"kind\":\"C\",\"sp\":1}],\"leaders\":[\"charles\"]",
                                        "\"kind\":\"C\",\"sp\":9}],\"leaders\":[\"charles\"]", 1), ==, 1);
    none = bth_game_load_from_data (rules, broken->str, -1, "campaign.json", &error);
    g_assert_null (none);
    g_assert_nonnull (strstr (error->message, "campaign.json"));
    g_assert_nonnull (strstr (error->message, ".payload"));
  }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/force-pools/set-up", test_set_up);
  g_test_add_func ("/force-pools/enter-later", test_enter_later);
  g_test_add_func ("/force-pools/eliminated", test_eliminated);
  g_test_add_func ("/force-pools/captured-exchanged-deployed", test_captured_exchanged_deployed);
  g_test_add_func ("/force-pools/at-war-and-exile", test_at_war_and_exile);
  g_test_add_func ("/force-pools/additions", test_additions);
  g_test_add_func ("/force-pools/land-units", test_land_units);
  g_test_add_func ("/force-pools/refused", test_refused);
  g_test_add_func ("/force-pools/save-reload", test_save_reload);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
