/* test-campaign-events.c — the Grand Campaign's events at the points the rules name, played
 * through the core API on the built-in game: January's foreign wars and the roll that ends
 * one (X.G.2), the January prisoner exchange (X.G.3.b), Napoleon's return from exile
 * (X.K.5.d) and the victory check (X.C). Each is listed by bth_game_get_due() where the
 * rules put it, is one undoable action, and is refused elsewhere with the rule.
 *
 * Seed lines are the rulebook's (000_… in /work/shared/seeds). Environment:
 * BERTHIER_SOURCE_ROOT. XDG_DATA_HOME is a fresh directory (the built-in card).
 */
#include "bth-campaign-events.h"
#include "bth-war-and-peace.h"
#include "bth-checks.h"
#include "bth-force-pools.h"

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

/* Next Phase until MONTH's SEGMENT/PHASE (the campaign sequence, X.E). */
static void
go (BthGame *game, const char *month, const char *segment, const char *phase)
{
  BthMonth m;
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_month_parse (month, &m));
  for (guint n = 0; n < 600; n++)
    {
      const BthGameState *s = bth_game_get_state (game);
      if (s->month == m && g_strcmp0 (s->segment, segment) == 0 && g_strcmp0 (s->phase, phase) == 0)
        return;
      g_assert_false (s->ended);
      g_assert_cmpint (s->month, <=, m);
      g_assert_true (bth_game_advance_phase (game, &error));
      g_assert_no_error (error);
    }
  g_assert_not_reached ();
}

static const BthCampaignStanding *
standing (BthGame *game, const char *id)
{
  return bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)), id);
}

/* The due item of KIND (and STATE), or NULL. Valid while DUE lives. */
static const BthDueItem *
due_of (GPtrArray *due, BthDueKind kind, const char *state)
{
  for (guint i = 0; i < due->len; i++)
    {
      const BthDueItem *item = g_ptr_array_index (due, i);
      if (item->kind == kind && (state == NULL || g_strcmp0 (item->state, state) == 0))
        return item;
    }
  return NULL;
}

static gboolean
due_done (BthGame *game, BthDueKind kind, const char *state)
{
  g_autoptr(GPtrArray) due = bth_game_get_due (game);
  const BthDueItem *item = due_of (due, kind, state);

  g_assert_nonnull (item);
  return item->done;
}

static gboolean
is_due (BthGame *game, BthDueKind kind, const char *state)
{
  g_autoptr(GPtrArray) due = bth_game_get_due (game);
  return due_of (due, kind, state) != NULL;
}

/* The text of the last note in the log, valid until the next call. */
static const char *
last_note (BthGame *game)
{
  static char *text;
  GPtrArray *events = bth_game_get_events (game);

  for (guint i = events->len; i > 0; i--)
    {
      const BthEvent *e = g_ptr_array_index (events, i - 1);
      if (e->type == BTH_EVENT_NOTE)
        {
          g_autoptr(JsonObject) p = bth_event_dup_payload (e);
          g_free (text);
          return text = g_strdup (json_object_get_string_member (p, "text"));
        }
    }
  return NULL;
}

/* OK is the call's result; ERROR is read after it (an argument's order of evaluation is
 * unspecified), and cleared. */
/* Whether a note of the last action holds PART. */
static gboolean
noted (BthGame *game, const char *part)
{
  GPtrArray *events = bth_game_get_events (game);
  guint action = ((const BthEvent *) g_ptr_array_index (events, events->len - 1))->action;

  for (guint i = events->len; i > 0; i--)
    {
      const BthEvent *e = g_ptr_array_index (events, i - 1);
      if (e->action != action)
        break;
      g_autoptr(JsonObject) p = e->type == BTH_EVENT_NOTE ? bth_event_dup_payload (e) : NULL;
      if (p != NULL && strstr (json_object_get_string_member (p, "text"), part) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* The text of the due item of KIND (and STATE). */
static char *
due_text (BthGame *game, BthDueKind kind, const char *state)
{
  g_autoptr(GPtrArray) due = bth_game_get_due (game);
  const BthDueItem *item = due_of (due, kind, state);

  g_assert_nonnull (item);
  return g_strdup (item->text);
}

static void
refused (gboolean ok, GError **error, const char *part)
{
  g_assert_false (ok);
  g_assert_nonnull (*error);
  if (strstr ((*error)->message, part) == NULL)
    g_error ("\"%s\" not in \"%s\"", part, (*error)->message);
  g_clear_error (error);
}

/* A stack on the map with at least SP of POWER's KIND. */
static const BthStackState *
stack_with (BthGame *game, const char *power, const char *kind, int sp)
{
  const BthGameState *state = bth_game_get_state (game);

  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *s = g_ptr_array_index (state->stacks, i);
      if (bth_unit_counts_sp (s->units, power, kind) >= sp)
        return s;
    }
  return NULL;
}

static GArray *
units_of (const char *power, const char *kind, int sp)
{
  GArray *a = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
  BthUnitCount u = { (char *) power, (char *) kind, sp };

  g_array_append_val (a, u);
  return a;
}

static int
box_sp (BthGame *game, const char *state, const char *box, const char *power)
{
  return bth_force_pools_sp (bth_game_state_get_force_pools (bth_game_get_state (game)), state, box, power, NULL);
}

/* ---- X.G.2: foreign wars -------------------------------------------------------------- */

static void
test_foreign_wars (void)
{
  g_autoptr(BthGame) game = grand_campaign ();
  g_autoptr(GError) error = NULL;
  gboolean ended = TRUE;

  /* X.G.2.a (seed line 2078): "Each January, during his Alliance Phase". Not in October. */
  go (game, "1805-10", "pro_french", "alliance");
  g_assert_false (is_due (game, BTH_DUE_FOREIGN_WARS, NULL));
  refused (bth_game_campaign_foreign_wars (game, 1, 1, &error), &error, "each January");

  go (game, "1806-01", "pro_french", "alliance");
  g_assert_false (due_done (game, BTH_DUE_FOREIGN_WARS, NULL));
  /* The first die 1, the second 4. Line 2080 (X.G.2.b): "If the first die roll is a '1'
   * England is 'At War' with the United States" — England at war, its one war fought;
   * line 2082 (X.G.2.c): Russia only on a second roll of "1" — a 4 is peace. */
  g_assert_true (bth_game_campaign_foreign_wars (game, 1, 4, &error));
  g_assert_no_error (error);
  g_assert_true (standing (game, "england")->at_war);
  g_assert_cmpint (standing (game, "england")->wars_fought, ==, 1);
  g_assert_false (standing (game, "russia")->at_war);
  g_assert_true (noted (game, "moves 4I, 2F, 2T from the map to the At War box"));
  g_assert_cmpstr (last_note (game), ==, "Foreign wars: 1 for England, at war; 4 for Russia, peace (X.G.2.a)");
  g_assert_true (due_done (game, BTH_DUE_FOREIGN_WARS, NULL));
  /* The Game page's row shows the result with the done item. */
  {
    g_autofree char *text = due_text (game, BTH_DUE_FOREIGN_WARS, NULL);
    g_assert_nonnull (strstr (text, "— Foreign wars: 1 for England, at war"));
  }
  refused (bth_game_campaign_foreign_wars (game, 1, 1, &error), &error, "already this January");

  /* One action: undo takes it all back, redo restores it. */
  g_assert_true (bth_game_undo (game, &error));
  g_assert_false (standing (game, "england")->at_war);
  g_assert_cmpint (standing (game, "england")->wars_fought, ==, 0);
  g_assert_false (due_done (game, BTH_DUE_FOREIGN_WARS, NULL));
  g_assert_true (bth_game_redo (game, &error));
  g_assert_true (standing (game, "england")->at_war);

  /* X.G.2.d (line 2086): the English player rolls in his own Alliance Phase — England is
   * anti-French (X.D.1), so not in the pro-French segment's. */
  refused (bth_game_campaign_war_end_roll (game, "england", 6, 6, NULL, &error), &error, "own Alliance Phase");
  refused (bth_game_campaign_war_end_roll (game, "russia", 6, 6, NULL, &error), &error, "not at war");

  go (game, "1806-01", "anti_french", "alliance");
  g_assert_false (due_done (game, BTH_DUE_WAR_END, "england"));
  refused (bth_game_campaign_war_end_roll (game, "england", 6, 0, NULL, &error), &error, "two dice");
  /* 6 + 5 = 11: only "12" ends the war (line 2086). */
  g_assert_true (bth_game_campaign_war_end_roll (game, "england", 6, 5, &ended, &error));
  g_assert_no_error (error);
  g_assert_false (ended);
  g_assert_true (standing (game, "england")->at_war);
  g_assert_cmpstr (last_note (game), ==, "England's war goes on (11; 12 ends it) (X.G.2.d)");
  g_assert_true (due_done (game, BTH_DUE_WAR_END, "england"));
  refused (bth_game_campaign_war_end_roll (game, "england", 6, 6, NULL, &error), &error, "already this phase");

  /* The forces go to the At War box (X.G.2.b, e): the players move 4I from an English stack
   * with the Force Pool move; the box is listed as due in England's Production Phase
   * until then. */
  go (game, "1806-02", "anti_french", "production");
  g_assert_true (is_due (game, BTH_DUE_WAR_FORCES, "england"));
  {
    const BthStackState *s = stack_with (game, "england", "I", 4);
    g_autoptr(GArray) four = units_of ("england", "I", 4);
    BthPoolPlace from = { BTH_POOL_PLACE_STACK, .stack = s->id };
    BthPoolPlace to = { BTH_POOL_PLACE_BOX, .state = "england", .box = BTH_BOX_AT_WAR };
    g_assert_nonnull (s);
    g_assert_true (bth_game_force_pool_move (game, &from, &to, four, NULL, "X.G.2.b", NULL, &error));
    g_assert_no_error (error);
  }
  g_assert_false (is_due (game, BTH_DUE_WAR_FORCES, "england"));
  refused (bth_game_campaign_war_return (game, "england", "Portsmouth", &error), &error, "still at war");

  /* February: 6 + 6 = 12 ends the war; the units return at a home production city. */
  go (game, "1806-03", "anti_french", "alliance");
  g_assert_true (bth_game_campaign_war_end_roll (game, "england", 6, 6, &ended, &error));
  g_assert_no_error (error);
  g_assert_true (ended);
  g_assert_false (standing (game, "england")->at_war);
  g_assert_cmpint (standing (game, "england")->wars_fought, ==, 1);
  refused (bth_game_campaign_war_return (game, "england", "Paris", &error), &error, "not a production city of");
  g_assert_true (bth_game_campaign_war_return (game, "england", "Portsmouth", &error));
  g_assert_no_error (error);
  g_assert_no_error (error);
  g_assert_cmpint (box_sp (game, "england", BTH_BOX_AT_WAR, NULL), ==, 0);
  {
    const BthStackState *back = stack_with (game, "england", "I", 4);
    const BthGameState *state = bth_game_get_state (game);
    const BthStackState *last = g_ptr_array_index (state->stacks, state->stacks->len - 1);
    g_assert_nonnull (back);
    g_assert_cmpstr (last->location, ==, "Portsmouth");
    g_assert_cmpint (bth_unit_counts_sp (last->units, "england", "I"), ==, 4);
  }

  /* January 1807: X.G.2.f (line 2092), only one war with the United States: the first roll
   * is not made. The second, through the Game page's due item with the game's dice (a 1
   * queued), puts Russia at war with Turkey (X.G.2.c, line 2082; no limit, X.G.2.g). */
  go (game, "1807-01", "pro_french", "alliance");
  {
    g_autoptr(GPtrArray) due = bth_game_get_due (game);
    const BthDueItem *item = due_of (due, BTH_DUE_FOREIGN_WARS, NULL);
    const int one[] = { 1 };
    g_assert_true (bth_campaign_due_runs_alone (item));
    bth_dice_set_fixed (bth_game_get_dice (game), one, 1);
    g_assert_true (bth_game_apply_due (game, item, NULL, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (bth_dice_fixed_remaining (bth_game_get_dice (game)), ==, 0);
  }
  g_assert_false (standing (game, "england")->at_war);
  g_assert_true (standing (game, "russia")->at_war);
  g_assert_true (noted (game, "Kiev is not a production city"));
  g_assert_cmpstr (last_note (game), ==, "Foreign wars: no roll for England (its wars are fought); 1 for Russia, at war "
                   "(X.G.2.a)");
}

/* ---- X.G.3.b: the prisoner exchange --------------------------------------------------- */

static void
capture (BthGame *game, const char *power, int sp, const char *captor)
{
  g_autoptr(GError) error = NULL;
  const BthStackState *s = stack_with (game, power, "I", sp);
  g_autoptr(GArray) units = units_of (power, "I", sp);

  g_assert_nonnull (s);
  g_assert_true (bth_game_capture_units (game, s->id, units, NULL, captor, &error));
  g_assert_no_error (error);
}

static void
test_prisoner_exchange (void)
{
  g_autoptr(BthGame) game = grand_campaign ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) two_austrian = units_of ("austria", "I", 2);
  g_autoptr(GArray) two_french = units_of ("france", "I", 2);
  g_autoptr(GArray) three_french = units_of ("france", "I", 3);
  g_autoptr(GArray) one_austrian = units_of ("austria", "I", 1);
  g_autoptr(GArray) one_french = units_of ("france", "I", 1);
  BthPrisonerRelease unequal[] = { { "france", two_austrian }, { "austria", three_french } };
  BthPrisonerRelease incomplete[] = { { "france", one_austrian }, { "austria", one_french } };
  BthPrisonerRelease equal[] = { { "france", two_austrian }, { "austria", two_french } };

  /* X.G.3.a (line 2098): captured units go to the captor's Prisoners box. Austria (anti-
   * French, X.D.1) takes 3 French SP, France (pro-French) 2 Austrian SP. */
  capture (game, "france", 3, "austria");
  capture (game, "austria", 2, "france");
  g_assert_cmpint (box_sp (game, "austria", BTH_BOX_PRISONERS, "france"), ==, 3);

  /* X.G.3.b (line 2100): "At the start of each January turn". */
  g_assert_false (is_due (game, BTH_DUE_PRISONERS, NULL));
  refused (bth_game_campaign_prisoner_exchange (game, equal, 2, FALSE, &error), &error, "each January");

  go (game, "1806-01", "neutral", "naval");
  g_assert_false (due_done (game, BTH_DUE_PRISONERS, NULL));
  /* The pro-French hold 2 SP, the anti-French 3: "exchanged on an equal strength point basis,
   * as completely as possible" — 2 SP of each. The players choose which. */
  {
    g_autoptr(GPtrArray) due = bth_game_get_due (game);
    const BthDueItem *item = due_of (due, BTH_DUE_PRISONERS, NULL);
    g_assert_nonnull (strstr (item->text, "2 SP of each"));
    g_assert_false (bth_campaign_due_runs_alone (item));
    refused (bth_game_apply_due (game, item, NULL, NULL, &error), &error, "choose");
    }
  refused (bth_game_campaign_prisoner_exchange (game, unequal, 2, FALSE, &error), &error, "equal strength point");
  refused (bth_game_campaign_prisoner_exchange (game, incomplete, 2, FALSE, &error), &error, "as completely as possible");
  refused (bth_game_campaign_prisoner_exchange (game, incomplete, 2, TRUE, &error), &error, "at least 2 SP");
  {
    /* The message names the power as the players do ("Austria I", not "austria I"). */
    g_autoptr(GArray) none = units_of ("austria", "I", 0);
    BthPrisonerRelease zero[] = { { "france", none }, { "austria", two_french } };
    refused (bth_game_campaign_prisoner_exchange (game, zero, 2, FALSE, &error), &error, "Austria I: 0 SP");
  }
  {
    /* A captor with no Prisoners box is named; one the game does not know is quoted as typed. */
    BthPrisonerRelease minor[] = { { "bavaria", two_austrian }, { "austria", two_french } };
    BthPrisonerRelease unknown[] = { { "atlantis", two_austrian }, { "austria", two_french } };
    refused (bth_game_campaign_prisoner_exchange (game, minor, 2, FALSE, &error), &error,
             "Bavaria has no Prisoners box");
    refused (bth_game_campaign_prisoner_exchange (game, unknown, 2, FALSE, &error), &error,
             "\"atlantis\" has no Prisoners box");
  }
  g_assert_false (due_done (game, BTH_DUE_PRISONERS, NULL));

  /* 2 for 2: each unit to its home state's Force Pool ("Prisoners may not be traded to the
   * counter mix"); Austria keeps 1 French SP. */
  g_assert_true (bth_game_campaign_prisoner_exchange (game, equal, 2, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (box_sp (game, "austria", BTH_BOX_PRISONERS, "france"), ==, 1);
  g_assert_cmpint (box_sp (game, "france", BTH_BOX_PRISONERS, NULL), ==, 0);
  g_assert_cmpint (box_sp (game, "france", BTH_BOX_FORCE_POOL, "france"), ==, 2);
  g_assert_cmpint (box_sp (game, "austria", BTH_BOX_FORCE_POOL, "austria"), ==, 2);
  g_assert_true (due_done (game, BTH_DUE_PRISONERS, NULL));
  refused (bth_game_campaign_prisoner_exchange (game, NULL, 0, FALSE, &error), &error, "already this January");

  /* Undo: one action. Then the remaining SP by the players' agreement: 2 for 3. */
  g_assert_true (bth_game_undo (game, &error));
  g_assert_cmpint (box_sp (game, "austria", BTH_BOX_PRISONERS, "france"), ==, 3);
  g_assert_cmpint (box_sp (game, "france", BTH_BOX_FORCE_POOL, "france"), ==, 0);
  g_assert_true (bth_game_campaign_prisoner_exchange (game, unequal, 2, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (box_sp (game, "austria", BTH_BOX_PRISONERS, NULL), ==, 0);
  g_assert_cmpint (box_sp (game, "france", BTH_BOX_FORCE_POOL, "france"), ==, 3);
  g_assert_true (bth_game_undo (game, &error));
  g_assert_true (bth_game_redo (game, &error));
  g_assert_cmpint (box_sp (game, "france", BTH_BOX_FORCE_POOL, "france"), ==, 3);
}

/* ---- X.K.5.d: Napoleon's return, X.C.3.d: the exile ends the game ---------------------- */

static void
test_napoleon_return (void)
{
  g_autoptr(BthGame) game = grand_campaign ();
  g_autoptr(GError) error = NULL;
  const BthLeaderState *napoleon;
  gboolean back = TRUE;
  int powers;

  /* X.K.5.a (line 2338): Napoleon and 1GI to the Napoleon in Exile box, in October 1805. */
  go (game, "1805-10", "pro_french", "naval");
  napoleon = bth_game_state_find_leader (bth_game_get_state (game), "napoleon");
  g_assert_nonnull (napoleon);
  {
    const BthGameState *state = bth_game_get_state (game);
    const char *stack = NULL;
    const char *ids[] = { "napoleon", NULL };
    g_autoptr(GArray) gi = units_of ("france", "GI", 1);
    for (guint i = 0; i < state->stacks->len; i++)
      {
        const BthStackState *s = g_ptr_array_index (state->stacks, i);
        for (guint l = 0; l < s->leaders->len; l++)
          if (g_str_equal (g_ptr_array_index (s->leaders, l), "napoleon"))
            stack = s->id;
      }
    g_assert_nonnull (stack);
    {
      BthPoolPlace from = { BTH_POOL_PLACE_STACK, .stack = stack };
      BthPoolPlace to = { BTH_POOL_PLACE_BOX, .state = "france", .box = BTH_BOX_NAPOLEON_IN_EXILE };
      g_assert_true (bth_game_force_pool_move (game, &from, &to, gi, ids, "X.K.5.a", NULL, &error));
      g_assert_no_error (error);
    }
  }

  /* X.K.5.d (line 2344): "after Napoleon has been in exile at least three turns". */
  go (game, "1805-12", "pro_french", "alliance");
  g_assert_false (is_due (game, BTH_DUE_NAPOLEON_RETURN, NULL));
  refused (bth_game_campaign_napoleon_return (game, 1, NULL, NULL, &error), &error, "at least 3");

  go (game, "1806-01", "pro_french", "alliance");
  g_assert_false (due_done (game, BTH_DUE_NAPOLEON_RETURN, NULL));
  /* 3 months in exile: −1 (one per three months) and −1 per pro-French Power — the display's
   * count. A 6 stays: 6 − powers − 1 > 0 while fewer than five powers are pro-French. */
  powers = bth_game_get_state (game)->pro_french_powers;
  g_assert_cmpint (powers, <, 5);
  g_assert_true (bth_game_campaign_napoleon_return (game, 6, "Toulon", &back, &error));
  g_assert_no_error (error);
  g_assert_false (back);
  g_assert_nonnull (strstr (last_note (game), "stays in exile"));
  g_assert_true (due_done (game, BTH_DUE_NAPOLEON_RETURN, NULL));
  refused (bth_game_campaign_napoleon_return (game, 1, "Toulon", NULL, &error), &error, "already this phase");

  /* Undo, and a 1: 1 − powers − 1 ≤ 0, "If the modified result is zero" (or less: the
   * politics' reading) he returns, with 1GI, at the port the players name. */
  g_assert_true (bth_game_undo (game, &error));
  g_assert_true (bth_game_campaign_napoleon_return (game, 1, "Toulon", &back, &error));
  g_assert_no_error (error);
  g_assert_true (back);
  g_assert_cmpint (box_sp (game, "france", BTH_BOX_NAPOLEON_IN_EXILE, NULL), ==, 0);
  {
    const BthGameState *state = bth_game_get_state (game);
    const BthStackState *last = g_ptr_array_index (state->stacks, state->stacks->len - 1);
    g_assert_cmpstr (last->location, ==, "Toulon");
    g_assert_cmpint (bth_unit_counts_sp (last->units, "france", "GI"), ==, 1);
    g_assert_cmpuint (last->leaders->len, ==, 1);
  }
  g_assert_true (bth_game_undo (game, &error));
  g_assert_cmpint (box_sp (game, "france", BTH_BOX_NAPOLEON_IN_EXILE, NULL), ==, 1);

  /* X.C.3.d (line 1799): exiled in October 1805, the scenario ends a year later: at the end
   * of January 1806's Combat Phase, in 9 months. */
  go (game, "1806-01", "pro_french", "combat");
  g_assert_true (bth_game_campaign_victory_check (game, BTH_POLITICS_END_OF_COMBAT_PHASE, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (last_note (game), "ends in 9 months"));
}

/* ---- X.C: the victory check ---------------------------------------------------------- */

static void
test_victory_check (void)
{
  g_autoptr(BthGame) game = grand_campaign ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BthPoliticsSituation) board = bth_politics_situation_new ();
  BthPoliticsVictory v = { 0 };

  /* Not in an Alliance Phase; listed at the end of each faction's Combat Phase (X.C.1.a,
   * line 1779: "at the instant of conquest"). */
  refused (bth_game_campaign_victory_check (game, BTH_POLITICS_ALLIANCE_PHASE, NULL, NULL, &error), &error, "X.C");
  go (game, "1805-09", "pro_french", "combat");
  {
    g_autoptr(GPtrArray) due = bth_game_get_due (game);
    const BthDueItem *item = due_of (due, BTH_DUE_VICTORY_CHECK, NULL);
    g_assert_nonnull (item);
    g_assert_false (item->done);
    g_assert_true (bth_campaign_due_runs_alone (item));
    g_assert_true (bth_game_apply_due (game, item, NULL, NULL, &error));
    g_assert_no_error (error);
  }
  /* September 1805: no one conquered — no victory, play goes on. */
  g_assert_nonnull (strstr (last_note (game), "no victory, play goes on"));
  g_assert_true (due_done (game, BTH_DUE_VICTORY_CHECK, NULL));
  {
    g_autofree char *text = due_text (game, BTH_DUE_VICTORY_CHECK, NULL);
    g_assert_nonnull (strstr (text, "— Victory check at the end of the Combat Phase: no victory, play goes on"));
  }
  refused (bth_game_campaign_victory_check (game, BTH_POLITICS_END_OF_COMBAT_PHASE, NULL, NULL, &error), &error,
           "already this phase");
  g_assert_true (bth_game_undo (game, &error));
  g_assert_false (due_done (game, BTH_DUE_VICTORY_CHECK, NULL));

  /* X.C.1.b (line 1781): at the end of the game one un-besieged French SP inside Paris, France
   * active and never conquered: French automatic victory. */
  board->french_sp_in_paris = 1;
  g_assert_true (bth_game_campaign_victory_check (game, BTH_POLITICS_END_OF_GAME, board, &v, &error));
  g_assert_no_error (error);
  g_assert_true (v.game_ends);
  g_assert_true (v.french_automatic);
  g_assert_cmpstr (v.winner, ==, "french");
  g_assert_nonnull (strstr (last_note (game), "french wins (French automatic victory)"));
  g_assert_nonnull (strstr (last_note (game), "X.C.1.b"));
  bth_politics_victory_clear (&v);
}

/* X.C.3.c (line 1797): "If Napoleon is killed, the scenario automatically ends one year
 * after the turn in which Napoleon is removed" — killed in October 1805 (R.1: two dice 12,
 * then a 6), at the end of January 1806's Combat Phase 9 months are left. */
static void
test_napoleon_killed (void)
{
  g_autoptr(BthGame) game = grand_campaign ();
  g_autoptr(GError) error = NULL;
  const int dice[] = { 6, 6, 6 };
  BthLeaderFate fate;
  BthPoliticsVictory v = { 0 };

  go (game, "1805-10", "pro_french", "combat");
  bth_dice_set_fixed (bth_game_get_dice (game), dice, 3);
  g_assert_true (bth_game_leader_casualty (game, "napoleon", &fate, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_game_state_find_leader (bth_game_get_state (game), "napoleon")->status, ==,
                   BTH_LEADER_STATUS_KILLED);
  go (game, "1806-01", "pro_french", "combat");
  g_assert_true (bth_game_campaign_victory_check (game, BTH_POLITICS_END_OF_COMBAT_PHASE, NULL, &v, &error));
  g_assert_no_error (error);
  g_assert_false (v.game_ends);
  g_assert_nonnull (strstr (last_note (game), "Napoleon was killed: the scenario ends in 9 months (X.C.3.c)"));
  bth_politics_victory_clear (&v);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("berthier-cevents-XXXXXX", &error);
  int status;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);   /* before GLib reads it */
  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/campaign-events/foreign-wars", test_foreign_wars);
  g_test_add_func ("/campaign-events/prisoner-exchange", test_prisoner_exchange);
  g_test_add_func ("/campaign-events/napoleon-return", test_napoleon_return);
  g_test_add_func ("/campaign-events/victory-check", test_victory_check);
  g_test_add_func ("/campaign-events/napoleon-killed", test_napoleon_killed);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
