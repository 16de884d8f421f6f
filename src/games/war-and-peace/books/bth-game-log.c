/* bth-game-log.c — War and Peace's game on the kernel's books (bth-books.h): its fold, and
 * the game's log calls, which the books carry out. The state is always the fold of the log. */
#include "bth-game-internal.h"
#include "bth-game-action-label.h"
#include "bth-books-checkpoint.h"

/* ---- the fold ------------------------------------------------------------------------ */

static gpointer
fold_state_new (void)
{
  return bth_game_state_new ();
}

static gpointer
fold_state_copy (gconstpointer state)
{
  return bth_game_state_copy (state);
}

static void
fold_state_free (gpointer state)
{
  bth_game_state_free (state);
}

static gboolean
fold_apply (gpointer state, const BthEvent *event, const char *path, GError **error)
{
  return bth_game_state_apply (state, event, path, error);
}

static GBytes *
fold_state_to_bytes (gconstpointer state)
{
  return bth_game_state_to_bytes (state);
}

static gpointer
fold_state_from_bytes (GBytes *bytes, GError **error)
{
  return bth_game_state_from_bytes (bytes, error);
}

/* The state is saved as bytes (bth-game-state-bytes.c) in checkpoints beside the app, so
 * that a save opened again folds only what its checkpoint does not hold. */
static const BthBooksFold wap_fold = {
  fold_state_new, fold_state_copy, fold_state_free, fold_apply,
  fold_state_to_bytes, fold_state_from_bytes,
};

BthBooks *
bth_game_books_new (void)
{
  return bth_books_new (&wap_fold, 1);   /* the set-up (action 1) is never undone */
}

void
bth_game_books_sync (BthGame *self)
{
  self->state = (BthGameState *) bth_books_get_state (self->books);
}

/* ---- the log ------------------------------------------------------------------------- */

gboolean
bth_game_replace_log (BthGame *self, GPtrArray *events, GPtrArray *redo, GError **error)
{
  return bth_game_replace_log_from (self, events, redo, NULL, 0, error);
}

gboolean
bth_game_replace_log_from (BthGame *self, GPtrArray *events, GPtrArray *redo, BthGameState *first_state,
                           guint n_trusted, GError **error)
{
  /* The set-up is action 1: the game-created event, and for the Grand Campaign the books
   * created with it (bth_campaign_game_set_up). The books check the numbering. */
  if (!bth_books_replace_log (self->books, events, redo, first_state, n_trusted, error))
    return FALSE;
  bth_game_books_sync (self);
  return TRUE;
}

BthGameState *
bth_game_read_checkpoint (const char *dir, const char *data, gsize length, guint *n_events)
{
  return bth_books_checkpoint_read (&wap_fold, dir, data, length, n_events);
}

gboolean
bth_game_write_checkpoint (BthGame *self, const char *dir, const char *data, gsize length, GError **error)
{
  return bth_books_checkpoint_write (self->books, dir, data, length, error);
}

static guint
last_action (BthGame *self)
{
  return bth_books_last_action (self->books);
}

guint
bth_game_append_action (BthGame *self, GPtrArray *events, GError **error)
{
  g_return_val_if_fail (events != NULL && events->len > 0, 0);
  return bth_books_append_action (self->books, events, self->clock (self->clock_data), error);
}

gboolean
bth_game_can_undo (BthGame *self)
{
  return bth_books_can_undo (self->books);
}

gboolean
bth_game_can_redo (BthGame *self)
{
  return bth_books_can_redo (self->books);
}

gboolean
bth_game_undo (BthGame *self, GError **error)
{
  return bth_books_undo (self->books, error);
}

gboolean
bth_game_redo (BthGame *self, GError **error)
{
  return bth_books_redo (self->books, error);
}

char *
bth_game_describe_undo (BthGame *self)
{
  guint i = self->events->len;
  guint action = last_action (self);

  if (!bth_game_can_undo (self))
    return NULL;
  while (i > 1 && ((BthEvent *) g_ptr_array_index (self->events, i - 2))->action == action)
    i--;
  /* Named by what the action did (bth-game-action-label.c), not by its first die. */
  return bth_game_action_label (self->rules, self->state, (BthEvent * const *) self->events->pdata + (i - 1),
                                self->events->len - (i - 1));
}

char *
bth_game_describe_redo (BthGame *self)
{
  GPtrArray *action;

  if (!bth_game_can_redo (self))
    return NULL;
  action = g_ptr_array_index (self->redo, self->redo->len - 1);
  return bth_game_action_label (self->rules, self->state, (BthEvent * const *) action->pdata, action->len);
}
