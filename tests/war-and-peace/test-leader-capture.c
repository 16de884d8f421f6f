/* test-leader-capture.c — captured leaders in the Grand Campaign (P.10, 000:533; Question
 * Box, 000:3194): "If the leader's force was eliminated inside a city, the leader is captured
 * by the opposing player. Captured leaders may be exchanged for other captured leaders, or by
 * any agreement". Capture to the captor's Prisoners box as a leader, the exchange one for one
 * (or by agreement) back to a stack of his side or a new stack (R.2, 000:573, as the players
 * choose), the refusals, and undo. Environment: XDG_DATA_HOME is a fresh directory.
 */
#include "bth-campaign-game.h"
#include "bth-war-and-peace.h"
#include "bth-error.h"
#include "bth-force-pools.h"
#include "bth-leader-capture.h"

#include <string.h>

static BthRuleset *rules;

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
  *scenario_out = scenario;
  return game;
}

/* A leader of POWER on the map, not LEAVING_OUT. */
static const BthLeaderState *
leader_of (BthGame *game, const char *power, const char *leaving_out)
{
  const BthGameState *s = bth_game_get_state (game);

  for (guint i = 0; i < s->leaders->len; i++)
    {
      const BthLeaderState *l = g_ptr_array_index (s->leaders, i);
      if (g_str_equal (l->power, power) && l->status == BTH_LEADER_STATUS_ON_MAP && l->stack != NULL &&
          g_strcmp0 (l->id, leaving_out) != 0 && g_strcmp0 (l->id, "napoleon") != 0)
        return l;
    }
  g_assert_not_reached ();
}

static gboolean
in_prisoners (BthGame *game, const char *state, const char *leader)
{
  const BthPoolBox *box = bth_force_pools_find_box (bth_game_state_get_force_pools (bth_game_get_state (game)), state, BTH_BOX_PRISONERS);

  for (guint i = 0; box != NULL && i < box->leaders->len; i++)
    if (g_str_equal (((const BthPoolLeader *) g_ptr_array_index (box->leaders, i))->id, leader))
      return TRUE;
  return FALSE;
}

static void
refused (gboolean ok, GError **error, const char *expected)
{
  g_assert_false (ok);
  g_assert_error (*error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  if (strstr ((*error)->message, expected) == NULL)
    g_error ("expected \"%s\" in: %s", expected, (*error)->message);
  g_clear_error (error);
}

static void
test_capture_exchange_undo (void)
{
  g_autoptr(BthScenario) scenario = NULL;
  g_autoptr(BthGame) game = grand_campaign (&scenario);
  g_autoptr(GError) error = NULL;
  g_autofree char *french = NULL, *austrian = NULL, *french_stack = NULL, *austrian_stack = NULL;
  g_autofree char *second = NULL, *before = NULL, *after = NULL, *label = NULL;
  guint events;

  french = g_strdup (leader_of (game, "france", NULL)->id);
  french_stack = g_strdup (leader_of (game, "france", NULL)->stack);
  austrian = g_strdup (leader_of (game, "austria", NULL)->id);
  austrian_stack = g_strdup (leader_of (game, "austria", NULL)->stack);
  second = g_strdup (leader_of (game, "austria", austrian)->id);

  /* Not by his own faction, nor by a state without a Prisoners box. */
  refused (bth_game_capture_leader (game, french, "spain", &error), &error, "opposing player");
  refused (bth_game_capture_leader (game, french, "bavaria", &error), &error, "no Prisoners box");

  /* Captured: off the map, into the captor's Prisoners box as a leader. */
  g_assert_true (bth_game_capture_leader (game, french, "austria", &error));
  g_assert_no_error (error);
  g_assert_true (in_prisoners (game, "austria", french));
  g_assert_null (bth_game_state_find_leader (bth_game_get_state (game), french));
  g_assert_cmpstr (bth_game_leader_captor (game, french), ==, "austria");
  g_assert_true (bth_game_capture_leader (game, austrian, "france", &error));
  g_assert_true (in_prisoners (game, "france", austrian));
  label = bth_game_describe_undo (game);
  g_assert_cmpstr (label, ==, "Leader captured");
  g_clear_pointer (&label, g_free);

  /* Refusals: a leader in no Prisoners box; one for none; no place to go. Nothing changes. */
  before = bth_game_state_dump (bth_game_get_state (game));
  events = bth_game_get_events (game)->len;
  {
    BthLeaderRelease on_map[] = { { second, NULL, "Vienna" } };
    BthLeaderRelease one[] = { { french, french_stack, NULL } };
    BthLeaderRelease nowhere[] = { { french, NULL, NULL }, { austrian, austrian_stack, NULL } };
    BthLeaderRelease wrong_side[] = { { french, austrian_stack, NULL }, { austrian, french_stack, NULL } };
    refused (bth_game_exchange_leaders (game, on_map, 1, TRUE, &error), &error, "in no Prisoners box");
    refused (bth_game_exchange_leaders (game, one, 1, FALSE, &error), &error, "one for one");
    refused (bth_game_exchange_leaders (game, nowhere, 2, FALSE, &error), &error, "choose the stack or the location");
    refused (bth_game_exchange_leaders (game, wrong_side, 2, FALSE, &error), &error, "of his own side");
  }
  after = bth_game_state_dump (bth_game_get_state (game));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events);

  /* Leader for leader: each back to a stack of his side (the French one to a new stack). */
  {
    BthLeaderRelease swap[] = { { french, NULL, "Strasbourg" }, { austrian, austrian_stack, NULL } };
    const BthLeaderState *back;
    g_assert_true (bth_game_exchange_leaders (game, swap, 2, FALSE, &error));
    g_assert_no_error (error);
    g_assert_false (in_prisoners (game, "austria", french));
    g_assert_false (in_prisoners (game, "france", austrian));
    back = bth_game_state_find_leader (bth_game_get_state (game), austrian);
    g_assert_nonnull (back);
    g_assert_cmpstr (back->stack, ==, austrian_stack);
    back = bth_game_state_find_leader (bth_game_get_state (game), french);
    g_assert_nonnull (back);
    g_assert_cmpstr (bth_game_state_find_stack (bth_game_get_state (game), back->stack)->location, ==, "Strasbourg");
    g_assert_cmpstr (back->side, ==, bth_game_state_find_stack (bth_game_get_state (game), french_stack)->side);
  }

  /* One action: undo puts both back in the boxes. */
  g_assert_true (bth_game_undo (game, &error));
  after = (g_free (after), bth_game_state_dump (bth_game_get_state (game)));
  g_assert_cmpstr (after, ==, before);

  /* By agreement one leader alone may go home. */
  {
    BthLeaderRelease alone[] = { { french, french_stack, NULL } };
    g_assert_true (bth_game_exchange_leaders (game, alone, 1, TRUE, &error));
    g_assert_no_error (error);
    g_assert_cmpstr (bth_game_state_find_leader (bth_game_get_state (game), french)->stack, ==, french_stack);
    g_assert_true (in_prisoners (game, "france", austrian));
  }
  label = bth_game_describe_undo (game);
  g_assert_cmpstr (label, ==, "Leaders released");
}

/* Every strength point of STACK eliminated (as the Battle page's Record in Game does). */
static void
eliminate_all (BthGame *game, const char *stack)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) units = g_array_copy (bth_game_state_find_stack (bth_game_get_state (game), stack)->units);

  g_assert_true (bth_game_eliminate_units (game, stack, units, "combat", &error));
  g_assert_no_error (error);
}

static void
set_inside_city (BthGame *game, const char *stack)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) yes = json_node_new (JSON_NODE_VALUE);
  g_autofree char *path = g_strdup_printf ("stacks.%s.inside_city", stack);

  json_node_set_boolean (yes, TRUE);
  g_assert_true (bth_game_edit (game, path, yes, NULL, &error));
  g_assert_no_error (error);
}

/* P.10 outside the Grand Campaign (000:533): "If the leader's force was eliminated inside a
 * city, the leader is eliminated." Austerlitz has no Prisoners boxes. */
static void
test_eliminated_outside_campaign (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("austerlitz-1805", &error);
  g_autoptr(BthGame) game = NULL;
  g_autofree char *stack = NULL, *before = NULL, *after = NULL;
  const BthLeaderState *leader;

  g_assert_no_error (error);
  game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  stack = g_strdup (bth_game_state_find_leader (bth_game_get_state (game), "ferdinand")->stack);

  /* His force still has units, then is eliminated in the field: not P.10's city case. */
  g_assert_false (bth_game_leader_force_eliminated_in_city (game, "ferdinand"));
  set_inside_city (game, stack);
  refused (bth_game_eliminate_leader_in_city (game, "ferdinand", &error), &error, "not eliminated inside a city");
  eliminate_all (game, stack);
  g_assert_true (bth_game_leader_force_eliminated_in_city (game, "ferdinand"));
  g_assert_false (bth_game_leader_eliminated_in_city (game, "ferdinand"));
  /* Not captured: there is no Prisoners box (the Grand Campaign's). */
  refused (bth_game_capture_leader (game, "ferdinand", "france", &error), &error, "this game has none");

  before = bth_game_state_dump (bth_game_get_state (game));
  g_assert_true (bth_game_eliminate_leader_in_city (game, "ferdinand", &error));
  g_assert_no_error (error);
  leader = bth_game_state_find_leader (bth_game_get_state (game), "ferdinand");
  g_assert_cmpint (leader->status, ==, BTH_LEADER_STATUS_KILLED);
  g_assert_null (leader->stack);
  g_assert_true (bth_game_leader_eliminated_in_city (game, "ferdinand"));
  g_assert_false (bth_game_leader_force_eliminated_in_city (game, "ferdinand"));

  /* One action: undo puts him back with his (empty) force inside the city. */
  g_assert_true (bth_game_undo (game, &error));
  after = bth_game_state_dump (bth_game_get_state (game));
  g_assert_cmpstr (after, ==, before);
  g_assert_false (bth_game_leader_eliminated_in_city (game, "ferdinand"));
}

/* In the Grand Campaign the leader is captured, never eliminated by P.10. */
static void
test_not_eliminated_in_campaign (void)
{
  g_autoptr(BthScenario) scenario = NULL;
  g_autoptr(BthGame) game = grand_campaign (&scenario);
  g_autoptr(GError) error = NULL;
  g_autofree char *austrian = g_strdup (leader_of (game, "austria", NULL)->id);
  g_autofree char *stack = g_strdup (leader_of (game, "austria", NULL)->stack);

  set_inside_city (game, stack);
  eliminate_all (game, stack);
  g_assert_true (bth_game_leader_force_eliminated_in_city (game, austrian));
  refused (bth_game_eliminate_leader_in_city (game, austrian, &error), &error, "captured by the opposing player");
  g_assert_true (bth_game_capture_leader (game, austrian, "france", &error));
  g_assert_no_error (error);
  g_assert_true (in_prisoners (game, "france", austrian));
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("berthier-lcapture-XXXXXX", &error);
  int status;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/leader-capture/capture-exchange-undo", test_capture_exchange_undo);
  g_test_add_func ("/leader-capture/eliminated-outside-campaign", test_eliminated_outside_campaign);
  g_test_add_func ("/leader-capture/not-eliminated-in-campaign", test_not_eliminated_in_campaign);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
