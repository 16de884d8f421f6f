/* test-austerlitz.c — the acceptance test of the game state: scenario I, Austerlitz 1805,
 * played from set-up to its end through the core API with scripted dice.
 *
 * Each turn checks the turn track (H.9 omits the Alliance Phase on the first turn), the
 * Alliance Display (a modified 7 brings Prussia in and deletes the phase, I.D.1.d-e) and
 * the Austrian reinforcement and replacement due every turn (I.F.2). Then the game is
 * saved, reloaded, ten actions undone and redone, and the states compared.
 */
#include "bth-game-save.h"
#include "bth-war-and-peace.h"
#include "bth-error.h"

#include <string.h>

static gint64
fixed_clock (gpointer data)
{
  return 1746093600;
}

static const BthDueItem *
find_due (GPtrArray *due, BthDueKind kind)
{
  for (guint i = 0; i < due->len; i++)
    if (((BthDueItem *) g_ptr_array_index (due, i))->kind == kind)
      return g_ptr_array_index (due, i);
  return NULL;
}

static void
test_austerlitz (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = bth_ruleset_new_default (&error);
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("austerlitz-1805", &error);
  g_autoptr(BthGame) game = NULL;
  g_autoptr(BthGame) loaded = NULL;
  g_autoptr(JsonNode) one = json_from_string ("1", NULL);
  const BthGameState *s;
  int alliance_rolls = 0, reinforcements = 0, replacements = 0, forfeited = 0;
  gsize length;

  g_assert_no_error (error);
  game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  bth_game_set_clock (game, fixed_clock, NULL);
  /* The displays name the sides as the scenario does. */
  g_assert_cmpstr (bth_game_side_name (game, "french"), ==, "French player");
  g_assert_cmpstr (bth_game_side_name (game, "no-such-side"), ==, "no-such-side");
  s = bth_game_get_state (game);
  g_assert_cmpint (s->month, ==, bth_month_make (1805, 8));    /* I.C.3 */
  g_assert_cmpint (s->end, ==, bth_month_make (1805, 12));
  g_assert_nonnull (bth_game_state_find_leader (s, "napoleon"));
  g_assert_cmpstr (bth_game_state_find_power (s, "prussia")->side, ==, NULL);

  while (!bth_game_get_state (game)->ended)
    {
      g_autoptr(GPtrArray) due = bth_game_get_due (game);
      const BthDueItem *item;
      s = bth_game_get_state (game);

      if (g_str_equal (s->phase, "alliance"))
        {
          int modified;
          /* H.9: never on the first turn; I.D.1.e: never after the 0 or 7. */
          g_assert_cmpint (s->month, >, s->start);
          g_assert_false (s->alliance_deleted);
          g_assert_nonnull (find_due (due, BTH_DUE_ALLIANCE));
          if (s->month == bth_month_make (1805, 10) && g_str_equal (s->segment, "anti_french"))
            {
              /* A non-French city point (I.D.1.b) and a 6: 6 + 1 = 7. */
              g_assert_true (bth_game_edit (game, "alliance.anti_cp", one, NULL, &error));
              bth_dice_set_fixed (bth_game_get_dice (game), (const int[]) { 6 }, 1);
              g_assert_true (bth_game_alliance_roll (game, NULL, &modified, &error));
              g_assert_no_error (error);
              g_assert_cmpint (modified, ==, 7);
              s = bth_game_get_state (game);
              g_assert_cmpstr (bth_game_state_find_power (s, "prussia")->side, ==, "non-french");
              g_assert_true (s->alliance_deleted);
              /* The Prussian forces of I.D.1.d are deployed: Brunswick and Ruchel at Magdeburg. */
              g_assert_cmpstr (bth_game_state_find_leader (s, "brunswick")->side, ==, "non-french");
              g_assert_cmpstr (bth_game_state_find_stack (s, bth_game_state_find_leader (s, "ruchel")->stack)->location,
                               ==, "Magdeburg");
            }
          else
            {
              /* Modified 2..6: no effect (H.7). */
              int drm = s->anti_cp - s->french_cp;
              bth_dice_set_fixed (bth_game_get_dice (game), (const int[]) { 3 }, 1);
              g_assert_true (bth_game_alliance_roll (game, NULL, &modified, &error));
              g_assert_no_error (error);
              g_assert_cmpint (modified, ==, 3 + drm);
            }
          alliance_rolls++;
        }
      s = bth_game_get_state (game);
      if (g_str_equal (s->phase, "reinforcement") && g_str_equal (s->segment, "anti_french"))
        {
          /* I.F.2.a: 1I at Budapest every turn. */
          item = find_due (due, BTH_DUE_REINFORCEMENT);
          g_assert_nonnull (item);
          g_assert_false (item->done);
          g_assert_true (bth_game_apply_due (game, item, NULL, NULL, &error));
          g_assert_no_error (error);
          reinforcements++;
          /* I.F.2.b: 1I at Vienna from eliminated units; none yet in August (Z.7). */
          item = find_due (due, BTH_DUE_REPLACEMENT);
          g_assert_nonnull (item);
          if (bth_unit_counts_sp (bth_game_get_state (game)->eliminated, "austria", "I") == 0)
            {
              g_assert_false (bth_game_apply_due (game, item, NULL, NULL, &error));
              g_assert_nonnull (strstr (error->message, "eliminated"));
              g_clear_error (&error);
              g_assert_true (bth_game_apply_due (game, item, NULL, "no eliminated Austrian infantry (Z.7)", &error));
              forfeited++;
            }
          else
            {
              g_assert_true (bth_game_apply_due (game, item, NULL, NULL, &error));
              replacements++;
            }
          g_assert_no_error (error);
          {
            g_autoptr(GPtrArray) after = bth_game_get_due (game);
            g_assert_true (find_due (after, BTH_DUE_REINFORCEMENT)->done);
          }
        }
      s = bth_game_get_state (game);    /* every action replaces the state */
      if (g_str_equal (s->phase, "reinforcement") && g_str_equal (s->segment, "french"))
        g_assert_null (find_due (due, BTH_DUE_REINFORCEMENT));   /* I.F.1 */
      if (g_str_equal (s->phase, "combat") && g_str_equal (s->segment, "french") &&
          s->month == bth_month_make (1805, 8))
        {
          /* Ferdinand's army loses two infantry at Ulm; Napoleon survives his roll. */
          GArray *lost = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
          BthUnitCount two = { "austria", "I", 2 };
          const char *ulm = bth_game_state_find_leader (s, "ferdinand")->stack;
          BthLeaderFate fate;
          g_array_append_val (lost, two);
          g_assert_true (bth_game_eliminate_units (game, ulm, lost, "combat at Ulm", &error));
          g_array_unref (lost);
          bth_dice_set_fixed (bth_game_get_dice (game), (const int[]) { 3, 4 }, 2);
          g_assert_true (bth_game_leader_casualty (game, "napoleon", &fate, &error));
          g_assert_cmpint (fate, ==, BTH_LEADER_UNHARMED);
          g_assert_no_error (error);
        }
      g_assert_true (bth_game_advance_phase (game, &error));
      g_assert_no_error (error);
    }
  s = bth_game_get_state (game);
  /* Alliance Phases: September (both), October (French, then the 7): four rolls. */
  g_assert_cmpint (alliance_rolls, ==, 4);
  g_assert_cmpint (s->alliance_sevens, ==, 1);
  g_assert_cmpint (reinforcements, ==, 5);
  g_assert_cmpint (replacements + forfeited, ==, 5);
  g_assert_cmpint (replacements, ==, 2);      /* the two SP lost at Ulm */
  g_assert_cmpint (bth_unit_counts_sp (s->eliminated, "austria", "I"), ==, 0);

  /* Save, reload, undo ten actions, redo them: equal states all the way. */
  {
    g_autofree char *data = bth_game_save_to_data (game, &length);
    g_autofree char *before = bth_game_state_dump (bth_game_get_state (game));
    g_autoptr(GPtrArray) dumps = g_ptr_array_new_with_free_func (g_free);
    loaded = bth_game_load_from_data (rules, data, length, "austerlitz.json", &error);
    g_assert_no_error (error);
    g_assert_true (bth_game_set_scenario (loaded, scenario, &error));
    {
      g_autofree char *after = bth_game_state_dump (bth_game_get_state (loaded));
      g_assert_cmpstr (before, ==, after);
    }
    for (guint i = 0; i < 10; i++)
      {
        g_ptr_array_add (dumps, bth_game_state_dump (bth_game_get_state (loaded)));
        g_assert_true (bth_game_undo (loaded, &error));
        g_assert_no_error (error);
      }
    for (guint i = 10; i > 0; i--)
      {
        g_autofree char *now = NULL;
        g_assert_true (bth_game_redo (loaded, &error));
        now = bth_game_state_dump (bth_game_get_state (loaded));
        g_assert_cmpstr (now, ==, g_ptr_array_index (dumps, i - 1));
      }
    {
      g_autofree char *after = bth_game_state_dump (bth_game_get_state (loaded));
      g_autofree char *again = bth_game_save_to_data (loaded, NULL);
      g_assert_cmpstr (before, ==, after);
      g_assert_cmpstr (data, ==, again);
    }
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  g_test_add_func ("/austerlitz/play-save-undo-redo", test_austerlitz);
  return g_test_run ();
}
