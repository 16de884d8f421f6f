/* bth-game.c — a game: the object, its accessors and its clock. The log and undo/redo are
 * in bth-game-log.c, the turn track in bth-game-track.c, each group of actions in its own
 * bth-game-*.c. */
#include "bth-game-internal.h"
#include "bth-game-played.h"
#include "bth-error.h"

/* A BthPlayedGame, so the app's shell can undo, save and name it (bth-game-played.c). */
G_DEFINE_FINAL_TYPE_WITH_CODE (BthGame, bth_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (BTH_TYPE_PLAYED_GAME, bth_game_played_init))

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

gboolean
bth_game_fail (GError **error, const char *format, ...)
{
  va_list args;

  /* ERROR may be NULL: a caller that only wants to know (bth_game_undo (game, NULL)). */
  if (error == NULL)
    return FALSE;
  va_start (args, format);
  g_set_error_literal (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "");
  g_free ((*error)->message);
  (*error)->message = g_strdup_vprintf (format, args);
  va_end (args);
  return FALSE;
}

static void
bth_game_finalize (GObject *object)
{
  BthGame *self = BTH_GAME (object);

  g_clear_object (&self->rules);
  g_clear_object (&self->scenario);
  g_clear_object (&self->dice);
  g_clear_pointer (&self->track, bth_turn_track_free);
  g_clear_object (&self->books);
  G_OBJECT_CLASS (bth_game_parent_class)->finalize (object);
}

static void
bth_game_class_init (BthGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bth_game_finalize;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static gint64
real_clock (gpointer data)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

static void
bth_game_init (BthGame *self)
{
  self->books = bth_game_books_new ();
  self->events = bth_books_get_events (self->books);
  self->redo = bth_books_get_redo_stack (self->books);
  bth_game_books_sync (self);
  /* The books announce every action, undo and redo; the game passes it on, in its state. */
  g_signal_connect_object (self->books, "changed", G_CALLBACK (bth_game_emit_changed), self, G_CONNECT_SWAPPED);
  self->clock = real_clock;
}

BthGame *
bth_game_new_empty (BthRuleset *rules, guint64 seed)
{
  BthGame *self = g_object_new (BTH_TYPE_GAME, NULL);

  self->rules = g_object_ref (rules);
  self->seed = seed;
  self->dice = bth_dice_new (seed);
  return self;
}

/* ---- accessors ----------------------------------------------------------------------- */

BthRuleset *bth_game_get_ruleset (BthGame *self) { return self->rules; }
BthScenario *bth_game_get_scenario (BthGame *self) { return self->scenario; }
BthDice *bth_game_get_dice (BthGame *self) { return self->dice; }

const char *
bth_game_side_name (BthGame *self, const char *side_id)
{
  const BthScenarioSide *side = self->scenario != NULL ? bth_scenario_find_side (self->scenario, side_id) : NULL;

  return side != NULL ? side->name : side_id;
}
guint64 bth_game_get_seed (BthGame *self) { return self->seed; }
BthTurnTrack *bth_game_get_turn_track (BthGame *self) { return self->track; }
const BthGameState *bth_game_get_state (BthGame *self) { return self->state; }
GPtrArray *bth_game_get_events (BthGame *self) { return self->events; }
GPtrArray *bth_game_get_redo_stack (BthGame *self) { return self->redo; }

void
bth_game_set_clock (BthGame *self, gint64 (*clock) (gpointer), gpointer data)
{
  self->clock = clock ? clock : real_clock;
  self->clock_data = data;
}

/* Every change of the log (an action appended, undone or redone) is announced. */
void
bth_game_emit_changed (BthGame *self)
{
  bth_game_books_sync (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
bth_game_set_scenario (BthGame *self, BthScenario *scenario, GError **error)
{
  if (self->state->scenario != NULL && !g_str_equal (self->state->scenario, bth_scenario_get_id (scenario)))
    return bth_game_fail (error, "the game is of scenario \"%s\", not \"%s\"", self->state->scenario,
                          bth_scenario_get_id (scenario));
  g_set_object (&self->scenario, scenario);
  return TRUE;
}
