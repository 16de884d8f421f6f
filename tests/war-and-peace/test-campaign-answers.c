/* test-campaign-answers.c — the players' answers the politics effects need, as facts of the
 * game (bth-campaign-answers.h; issue 16, "honest unknowns"): each answer is recorded as one
 * action of the log, changes the settlement bth_game_campaign_settle() would record, is taken
 * back by undo, brought again by redo, and saved and loaded with the game. Until entered,
 * what depends on it is unknown (bth_politics_effects_json()'s "needs").
 *
 * Rulebook (seed 000_…, lines as "000:LINE"):
 *   X.J.4.b (000:2246) "If either Spain or Portugal is invaded by a foreign army, the invaded
 *     state immediately joins the faction opposed to the invading force".
 *   X.I.2.i (000:2164) "Venice is ceded to the Kingdom of Northern Italy and Innsbruck to either
 *     Bavaria or France at the French player's option."
 *   X.I.2.h (000:2160, 2162) "If a neutral major state which has been conquered by France is
 *     subsequently invaded by any anti-French unit, it immediately becomes a pro-French state. …
 *     As soon as no anti-French units remain inside its borders, the state immediately reverts
 *     to its neutral status."
 *   X.I.3.b (000:2170) "The conquering player immediately rolls one die."
 *
 * Environment: BERTHIER_SOURCE_ROOT (the shipped card).
 */
#include "bth-test-campaign.h"
#include "bth-campaign-situation.h"
#include "bth-war-and-peace.h"
#include "bth-test-rulebook.h"
#include "bth-campaign-answers.h"
#include "bth-campaign-game.h"
#include "bth-campaign-minor-conquest.h"
#include "bth-game-action-label.h"
#include "bth-game-save.h"
#include "bth-politics-effects.h"

#include <string.h>

static BthRuleset *rules;

/* The steps the settlement would apply now, as one text ("RULE: text" per line). */
static char *
preview (BthGame *game, const BthPoliticsSituation *board)
{
  g_autoptr(GPtrArray) steps = bth_politics_items_new ();
  g_autoptr(GError) error = NULL;
  GString *out = g_string_new (NULL);

  g_assert_true (bth_game_campaign_settle_preview (game, board, steps, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < steps->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (steps, i);
      if (g_strcmp0 (item->kind, "applied") == 0)
        g_string_append_printf (out, "%s: %s\n", item->rule, item->text);
    }
  return g_string_free (out, FALSE);
}

/* The effects' object for STATE in the array MEMBER (NULL when none). */
static JsonObject *
effect (JsonNode *effects, const char *member, const char *state)
{
  JsonArray *a = json_object_get_array_member (json_node_get_object (effects), member);

  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonObject *o = json_array_get_object_element (a, i);
      if (g_strcmp0 (json_object_get_string_member_with_default (o, "state", NULL), state) == 0)
        return o;
    }
  return NULL;
}

static JsonNode *
effects_of (BthGame *game, const BthPoliticsSituation *board)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthPoliticsSituation) s = bth_game_campaign_situation (game, board, &error);
  const BthCampaignRules *campaign = bth_ruleset_get_campaign (rules, NULL);

  g_assert_no_error (error);
  bth_politics_settle (campaign, s, NULL, NULL, NULL);
  return bth_politics_effects_json (campaign, s);
}

/* The game saved and loaded back: its state as text. */
static char *
reloaded_dump (BthGame *game, BthGame **out)
{
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  g_autofree char *data = bth_game_save_to_data (game, &length);
  BthGame *loaded = bth_game_load_from_data (rules, data, length, "answers", &error);

  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  *out = loaded;
  return bth_test_dump (loaded);
}

/* X.J.4.b: Spain "invaded" as the players answer it. */
static void
test_invaded (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(BthGame) loaded = NULL;
  g_autoptr(JsonNode) unknown = NULL, entered = NULL;
  g_autofree char *before = NULL, *after = NULL, *steps = NULL, *dump = NULL, *again = NULL;
  BthPoliticalSide by;
  guint events;

  bth_test_assert_seed (2246, "If either Spain or Portugal is invaded by a foreign army, the invaded state "
                              "immediately joins the faction opposed to the invading force");
  /* Not entered, no position shows it: unknown, naming what to enter; nothing applies. */
  unknown = effects_of (game, NULL);
  g_assert_true (json_object_get_null_member (effect (unknown, "invasions", "spain"), "invaded"));
  g_assert_nonnull (strstr (json_object_get_string_member (effect (unknown, "invasions", "spain"), "needs"),
                            "inside Spain's borders"));
  before = preview (game, NULL);
  g_assert_null (strstr (before, "X.J.4.b"));
  g_test_message ("before: %s", before);

  /* Refused: a state X.J.4.b does not name; an invasion without its invader. */
  g_assert_false (bth_game_campaign_answer_invaded (game, "austria", BTH_FACT_YES, BTH_SIDE_PRO_FRENCH, &error));
  g_clear_error (&error);
  g_assert_false (bth_game_campaign_answer_invaded (game, "spain", BTH_FACT_YES, BTH_SIDE_NEUTRAL, &error));
  g_clear_error (&error);

  /* The answer, one action: Spain invaded by anti-French forces joins the pro-French... it is
   * pro-French in 1805, so take the pro-French as invaders: it joins the anti-French. */
  events = bth_game_get_events (game)->len;
  g_assert_true (bth_game_campaign_answer_invaded (game, "spain", BTH_FACT_YES, BTH_SIDE_PRO_FRENCH, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events + 2);   /* the answer's table and its edit */
  g_assert_cmpint (bth_game_campaign_answered_invaded (bth_game_get_state (game), "spain", &by), ==, BTH_FACT_YES);
  g_assert_cmpint (by, ==, BTH_SIDE_PRO_FRENCH);
  {
    GPtrArray *log = bth_game_get_events (game);
    g_autofree char *label = bth_game_action_label (rules, bth_game_get_state (game),
                                                    (BthEvent * const *) log->pdata + events, log->len - events);
    g_assert_cmpstr (label, ==, "Entered: Spain is invaded by Pro-French forces");
  }
  entered = effects_of (game, NULL);
  g_assert_true (json_object_get_boolean_member (effect (entered, "invasions", "spain"), "invaded"));
  g_assert_false (json_object_has_member (effect (entered, "invasions", "spain"), "needs"));
  after = preview (game, NULL);
  g_test_message ("after: %s", after);
  g_assert_nonnull (strstr (after, "X.J.4.b: Spain is invaded (Pro-French forces hold its territory): Spain joins the "
                                   "Anti-French faction"));
  /* The same answer again: no action. */
  events = bth_game_get_events (game)->len;
  g_assert_true (bth_game_campaign_answer_invaded (game, "spain", BTH_FACT_YES, BTH_SIDE_PRO_FRENCH, &error));
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events);

  /* Saved and loaded: the same state, the same settlement. */
  dump = bth_test_dump (game);
  again = reloaded_dump (game, &loaded);
  g_assert_cmpstr (again, ==, dump);
  g_assert_cmpint (bth_game_campaign_answered_invaded (bth_game_get_state (loaded), "spain", NULL), ==, BTH_FACT_YES);
  {
    g_autofree char *loaded_steps = preview (loaded, NULL);
    g_assert_cmpstr (loaded_steps, ==, after);
  }

  /* Undo: unknown again, nothing applies; redo: the answer back. */
  g_assert_true (bth_game_undo (game, NULL));
  g_assert_cmpint (bth_game_campaign_answered_invaded (bth_game_get_state (game), "spain", NULL), ==, BTH_FACT_UNKNOWN);
  steps = preview (game, NULL);
  g_assert_cmpstr (steps, ==, before);
  g_assert_true (bth_game_redo (game, NULL));
  g_assert_cmpint (bth_game_campaign_answered_invaded (bth_game_get_state (game), "spain", NULL), ==, BTH_FACT_YES);

  /* "No": the regular reinforcement rules, nothing joins; taking the answer back: unknown. */
  g_assert_true (bth_game_campaign_answer_invaded (game, "spain", BTH_FACT_NO, BTH_SIDE_NEUTRAL, &error));
  {
    g_autoptr(JsonNode) no = effects_of (game, NULL);
    g_autofree char *no_steps = preview (game, NULL);
    g_assert_false (json_object_get_boolean_member (effect (no, "invasions", "spain"), "invaded"));
    g_assert_cmpstr (no_steps, ==, before);
  }
  g_assert_true (bth_game_campaign_answer_invaded (game, "spain", BTH_FACT_UNKNOWN, BTH_SIDE_NEUTRAL, &error));
  {
    g_autoptr(JsonNode) back = effects_of (game, NULL);
    g_assert_true (json_object_get_null_member (effect (back, "invasions", "spain"), "invaded"));
  }
}

/* X.I.2.i: the French player's option for Innsbruck. */
static void
test_innsbruck (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(BthGame) loaded = NULL;
  g_autoptr(BthPoliticsSituation) board = bth_politics_situation_new ();
  g_autofree char *before = NULL, *after = NULL, *steps = NULL, *dump = NULL, *again = NULL;
  const BthCampaignBooks *books = bth_game_state_get_campaign (bth_game_get_state (game));

  bth_test_assert_seed (2164, "Innsbruck to either Bavaria or France at the French player's option");
  board->moment = BTH_POLITICS_ALLIANCE_PHASE;
  board->pressburg_imposed = TRUE;
  if (bth_campaign_books_city (books, "Innsbruck") == NULL)
    g_assert_true (bth_game_campaign_add_city (game, "Innsbruck", "austria", TRUE, BTH_PRODUCTION_SYMBOL_BLACK, TRUE,
                                               FALSE, BTH_SIDE_PRO_FRENCH, &error));
  g_assert_no_error (error);
  /* Austria conquered by pro-French forces, who hold Innsbruck. */
  g_assert_true (bth_game_campaign_set_city_control (game, "Innsbruck", BTH_SIDE_PRO_FRENCH, "france", NULL, NULL,
                                                     &error));
  g_assert_no_error (error);
  {
    g_autoptr(JsonNode) effects = effects_of (game, board);
    JsonObject *treaty = json_object_get_object_member (json_node_get_object (effects), "pressburg");
    g_assert_nonnull (strstr (json_object_get_string_member (treaty, "needs"),
                              "the French player's choice for Innsbruck: Bavaria or France"));
  }
  before = preview (game, board);
  g_assert_null (strstr (before, "Innsbruck is ceded"));

  g_assert_false (bth_game_campaign_answer_cession (game, "Innsbruck", "italy", &error));
  g_clear_error (&error);
  g_assert_false (bth_game_campaign_answer_cession (game, "Venice", "italy", &error));   /* no choice there */
  g_clear_error (&error);
  g_assert_true (bth_game_campaign_answer_cession (game, "Innsbruck", "bavaria", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (bth_game_campaign_answered_cession (bth_game_get_state (game), "Innsbruck"), ==, "bavaria");
  after = preview (game, board);
  g_test_message ("after: %s", after);
  g_assert_cmpstr (after, ==, "X.I.2.i: Peace of Pressburg: Innsbruck is ceded by Austria to Bavaria\n");
  {
    g_autoptr(JsonNode) effects = effects_of (game, board);
    JsonObject *treaty = json_object_get_object_member (json_node_get_object (effects), "pressburg");
    g_assert_true (treaty == NULL || !json_object_has_member (treaty, "needs") ||
                   strstr (json_object_get_string_member (treaty, "needs"), "Innsbruck: Bavaria or France") == NULL);
  }

  dump = bth_test_dump (game);
  again = reloaded_dump (game, &loaded);
  g_assert_cmpstr (again, ==, dump);
  {
    g_autofree char *loaded_steps = preview (loaded, board);
    g_assert_cmpstr (loaded_steps, ==, after);
  }
  /* France instead: the step follows the choice. */
  g_assert_true (bth_game_campaign_answer_cession (game, "Innsbruck", "france", &error));
  {
    g_autofree char *france = preview (game, board);
    g_assert_nonnull (strstr (france, "Innsbruck is ceded by Austria to France"));
  }
  g_assert_true (bth_game_undo (game, NULL));
  g_assert_cmpstr (bth_game_campaign_answered_cession (bth_game_get_state (game), "Innsbruck"), ==, "bavaria");
  g_assert_true (bth_game_undo (game, NULL));
  g_assert_null (bth_game_campaign_answered_cession (bth_game_get_state (game), "Innsbruck"));
  steps = preview (game, board);
  g_assert_cmpstr (steps, ==, before);
}

/* X.I.3.b: the conqueror's die, rolled into the log, read by the effects; undone with its roll;
 * a new conquest asks for a new die. */
static void
test_conquest_die (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(BthGame) loaded = NULL;
  const char *saxony[] = { "states", "saxony", "conquered_by", NULL };
  g_autoptr(JsonNode) pro = json_node_init_string (json_node_alloc (), "pro_french");
  g_autofree char *dump = NULL, *again = NULL;

  bth_test_assert_seed (2170, "The conquering player immediately rolls one die.");
  g_assert_true (bth_game_campaign_edit (game, saxony, pro, "X.I.1", "Dresden taken", &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_game_campaign_answered_conquest_die (bth_game_get_state (game), "saxony"), ==, 0);

  bth_dice_set_fixed (bth_game_get_dice (game), (const int[]) { 5 }, 1);
  g_assert_true (bth_game_campaign_minor_conquest_roll (game, "saxony", 0, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_game_campaign_answered_conquest_die (bth_game_get_state (game), "saxony"), ==, 5);
  {
    g_autoptr(JsonNode) effects = effects_of (game, NULL);
    JsonObject *o = effect (effects, "minor_conquests", "saxony");
    g_assert_nonnull (o);
    g_assert_cmpint (json_object_get_int_member (o, "die"), ==, 5);
    g_assert_cmpstr (json_object_get_string_member (o, "units_on_map"), ==, "replaced_in_place");
  }
  dump = bth_test_dump (game);
  again = reloaded_dump (game, &loaded);
  g_assert_cmpstr (again, ==, dump);
  g_assert_cmpint (bth_game_campaign_answered_conquest_die (bth_game_get_state (loaded), "saxony"), ==, 5);

  /* Undo takes the die back with its roll. */
  g_assert_true (bth_game_undo (game, NULL));
  g_assert_cmpint (bth_game_campaign_answered_conquest_die (bth_game_get_state (game), "saxony"), ==, 0);
  {
    g_autoptr(JsonNode) effects = effects_of (game, NULL);
    g_assert_null (effect (effects, "minor_conquests", "saxony"));
  }
  /* Typed at the table: a 2 sends the units to the Force Pool. */
  g_assert_true (bth_game_campaign_minor_conquest_roll (game, "saxony", 2, NULL, NULL, &error));
  {
    g_autoptr(JsonNode) effects = effects_of (game, NULL);
    JsonObject *o = effect (effects, "minor_conquests", "saxony");
    g_assert_cmpint (json_object_get_int_member (o, "die"), ==, 2);
    g_assert_cmpstr (json_object_get_string_member (o, "units_on_map"), ==, "to_force_pool");
  }
}

/* X.I.2.h: anti-French units inside a state France conquered, as the players answer it. */
static void
test_anti_inside (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);
  g_autoptr(BthGame) loaded = NULL;
  const char *conquered[] = { "states", "austria", "conquered", NULL };
  const char *by[] = { "states", "austria", "conquered_by", NULL };
  g_autoptr(JsonNode) yes = json_node_init_boolean (json_node_alloc (), TRUE);
  g_autoptr(JsonNode) pro = json_node_init_string (json_node_alloc (), "pro_french");
  g_autofree char *before = NULL, *after = NULL, *dump = NULL, *again = NULL;
  /* The board's facts as the Alliances page gives them: none entered. */
  g_autoptr(BthPoliticsSituation) board = bth_politics_situation_new ();

  bth_test_assert_seed (2160, "If a neutral major state which has been conquered by France is subsequently invaded "
                              "by any anti-French unit, it immediately becomes a pro-French state.");
  bth_test_assert_seed (2162, "As soon as no anti-French units remain inside its borders, the state immediately "
                              "reverts to its neutral status.");
  /* Not conquered by France: refused. */
  g_assert_false (bth_game_campaign_answer_anti_inside (game, "austria", BTH_FACT_YES, &error));
  g_clear_error (&error);
  /* Austria conquered by France, neutral (X.I.2.a). */
  g_assert_true (bth_game_campaign_edit (game, conquered, yes, "X.I.1", NULL, &error));
  g_assert_true (bth_game_campaign_edit (game, by, pro, "X.I.1", NULL, &error));
  g_assert_true (bth_game_campaign_set_status (game, "austria", BTH_SIDE_NEUTRAL, "X.I.2.a", "conquered", &error));
  g_assert_no_error (error);
  before = preview (game, board);
  g_assert_null (strstr (before, "X.I.2.h"));

  g_assert_true (bth_game_campaign_answer_anti_inside (game, "austria", BTH_FACT_YES, &error));
  g_assert_no_error (error);
  after = preview (game, board);
  g_test_message ("after: %s", after);
  g_assert_nonnull (strstr (after, "X.I.2.h: Conquered by France and invaded by anti-French units: Austria becomes "
                                   "Pro-French (was Neutral)"));
  dump = bth_test_dump (game);
  again = reloaded_dump (game, &loaded);
  g_assert_cmpstr (again, ==, dump);
  {
    g_autofree char *loaded_steps = preview (loaded, board);
    g_assert_cmpstr (loaded_steps, ==, after);
  }
  /* Applied: pro-French. Not entered any more (the answer taken back): it stays so, never a
   * silent return to neutral. */
  g_assert_true (bth_game_campaign_settle (game, board, NULL, &error));
  g_assert_cmpint (bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)),
                                                "austria")->status, ==, BTH_SIDE_PRO_FRENCH);
  g_assert_true (bth_game_campaign_answer_anti_inside (game, "austria", BTH_FACT_UNKNOWN, &error));
  {
    g_autofree char *unknown = preview (game, board);
    g_autofree char *no_board = preview (game, NULL);
    g_assert_null (strstr (unknown, "X.I.2.h"));
    /* A caller that gives no board facts states none inside (test-campaign-settle's return). */
    g_assert_nonnull (strstr (no_board, "X.I.2.h: No anti-French unit remains inside its borders"));
  }
  /* None remain: it reverts to neutral. Undo: the answer and the step go. */
  g_assert_true (bth_game_campaign_answer_anti_inside (game, "austria", BTH_FACT_NO, &error));
  {
    g_autofree char *none = preview (game, board);
    g_assert_nonnull (strstr (none, "X.I.2.h: No anti-French unit remains inside its borders: Austria becomes Neutral "
                                    "(was Pro-French)"));
  }
  g_assert_true (bth_game_undo (game, NULL));
  g_assert_cmpint (bth_game_campaign_answered_anti_inside (bth_game_get_state (game), "austria"), ==, BTH_FACT_UNKNOWN);
  {
    g_autofree char *undone = preview (game, board);
    g_assert_null (strstr (undone, "X.I.2.h"));
  }
}

/* A new conquest asks for a new die: the settlement that conquers a minor again takes the
 * earlier die back (X.I.3.b: the die is rolled "when a minor state is conquered"). */
static void
test_new_conquest_new_die (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthGame) game = bth_test_grand_campaign (rules, NULL, FALSE);

  if (bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (game)), "Dresden") == NULL)
    g_assert_true (bth_game_campaign_add_city (game, "Dresden", "saxony", TRUE, BTH_PRODUCTION_SYMBOL_RED, TRUE, FALSE,
                                               BTH_SIDE_NEUTRAL, &error));
  g_assert_no_error (error);
  g_assert_true (bth_game_campaign_set_city_control (game, "Dresden", BTH_SIDE_PRO_FRENCH, "france", NULL, NULL,
                                                     &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)),
                                                "saxony")->conquered_by, ==, BTH_SIDE_PRO_FRENCH);
  g_assert_true (bth_game_campaign_minor_conquest_roll (game, "saxony", 4, NULL, NULL, &error));
  g_assert_cmpint (bth_game_campaign_answered_conquest_die (bth_game_get_state (game), "saxony"), ==, 4);
  /* Retaken by the anti-French: conquered by them now, the French conquest's die no longer answers. */
  g_assert_true (bth_game_campaign_set_city_control (game, "Dresden", BTH_SIDE_ANTI_FRENCH, "austria", NULL, NULL,
                                                     &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)),
                                                "saxony")->conquered_by, ==, BTH_SIDE_ANTI_FRENCH);
  g_assert_cmpint (bth_game_campaign_answered_conquest_die (bth_game_get_state (game), "saxony"), ==, 0);
  /* Undo: the French conquest and its die again. */
  g_assert_true (bth_game_undo (game, NULL));
  g_assert_cmpint (bth_game_campaign_answered_conquest_die (bth_game_get_state (game), "saxony"), ==, 4);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  bth_test_rulebook_load ();
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/campaign-answers/invaded", test_invaded);
  g_test_add_func ("/campaign-answers/innsbruck", test_innsbruck);
  g_test_add_func ("/campaign-answers/conquest-die", test_conquest_die);
  g_test_add_func ("/campaign-answers/anti-inside", test_anti_inside);
  g_test_add_func ("/campaign-answers/new-conquest-new-die", test_new_conquest_new_die);
  return g_test_run ();
}
