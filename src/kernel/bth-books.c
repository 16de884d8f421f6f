/* bth-books.c — the event log, its actions, undo and redo, and the checkpoints that keep
 * undo from replaying the whole log. */
#include "bth-books.h"
#include "bth-error.h"
#include "bth-json-strict.h"

/* A copy of the folded state after the first INDEX events. REGULAR ones are spaced
 * self->every apart; the others were the state before one of the latest actions. */
typedef struct {
  guint    index;
  gboolean regular;
  gpointer state;
} Checkpoint;

/* How many of the latest actions undo takes back without folding anything. */
#define MAX_RECENT 8

/* The path handed to the fold while nothing failed: never shown (see apply_events). */
#define QUIET_PATH "$"

struct _BthBooks {
  GObject             parent_instance;

  const BthBooksFold *fold;
  guint               kept_actions;
  guint               every;
  GPtrArray          *events;        /* of BthEvent */
  GPtrArray          *redo;          /* of GPtrArray of BthEvent */
  gpointer            state;
  GArray             *checkpoints;   /* of Checkpoint, by increasing index */
};

G_DEFINE_FINAL_TYPE (BthBooks, bth_books, G_TYPE_OBJECT)

static guint default_every = BTH_BOOKS_CHECKPOINT_EVERY;

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* ---- checkpoints --------------------------------------------------------------------- */

static GArray *
checkpoints_new (BthBooks *self)
{
  return g_array_new (FALSE, FALSE, sizeof (Checkpoint));
}

static void
checkpoints_free (BthBooks *self, GArray *cps)
{
  for (guint i = 0; i < cps->len; i++)
    self->fold->state_free (g_array_index (cps, Checkpoint, i).state);
  g_array_unref (cps);
}

/* Adds STATE (taken) as the checkpoint at INDEX, replacing one already there. */
static void
checkpoint_add (BthBooks *self, GArray *cps, guint index, gboolean regular, gpointer state)
{
  Checkpoint cp = { index, regular, state };
  guint at = cps->len;
  guint recent = 0;

  while (at > 0 && g_array_index (cps, Checkpoint, at - 1).index >= index)
    at--;
  if (at < cps->len && g_array_index (cps, Checkpoint, at).index == index)
    {
      Checkpoint *old = &g_array_index (cps, Checkpoint, at);
      self->fold->state_free (old->state);
      cp.regular = cp.regular || old->regular;
      *old = cp;
    }
  else
    g_array_insert_val (cps, at, cp);
  /* Keep only the latest MAX_RECENT irregular ones: memory stays bounded. */
  for (guint i = cps->len; i > 0; i--)
    {
      Checkpoint *c = &g_array_index (cps, Checkpoint, i - 1);
      if (c->regular || ++recent <= MAX_RECENT)
        continue;
      self->fold->state_free (c->state);
      g_array_remove_index (cps, i - 1);
    }
}

/* The checkpoint nearest below or at INDEX; NULL: fold from a new state. */
static const Checkpoint *
checkpoint_nearest (GArray *cps, guint index)
{
  for (guint i = cps->len; i > 0; i--)
    if (g_array_index (cps, Checkpoint, i - 1).index <= index)
      return &g_array_index (cps, Checkpoint, i - 1);
  return NULL;
}

static void
checkpoints_drop_after (BthBooks *self, guint index)
{
  while (self->checkpoints->len > 0 &&
         g_array_index (self->checkpoints, Checkpoint, self->checkpoints->len - 1).index > index)
    {
      self->fold->state_free (g_array_index (self->checkpoints, Checkpoint, self->checkpoints->len - 1).state);
      g_array_set_size (self->checkpoints, self->checkpoints->len - 1);
    }
}

/* The last regular checkpoint's index (0 when none). */
static guint
last_regular (GArray *cps)
{
  for (guint i = cps->len; i > 0; i--)
    if (g_array_index (cps, Checkpoint, i - 1).regular)
      return g_array_index (cps, Checkpoint, i - 1).index;
  return 0;
}

/* ---- folding ------------------------------------------------------------------------- */

/* Writes the path of event I of a run into OUT, for a message. */
typedef void (*PathFunc) (GString *out, guint i, gconstpointer data);

/* Applies EVENTS[0, N) to STATE. A path costs a formatted string per event, and a message
 * is rarely shown, so the fold runs with a placeholder; when event I fails, a state is
 * rebuilt from ORIGIN (what STATE was before; NULL: a new state) and event I applied again
 * with its real path, for the message (folds are deterministic). */
static gboolean
apply_events (BthBooks *self, gpointer state, gconstpointer origin, BthEvent *const *events, guint n,
              PathFunc path, gconstpointer path_data, GError **error)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) quiet = NULL;
      g_autoptr(GString) real_path = NULL;
      gpointer again;
      gboolean ok = TRUE;

      if (self->fold->apply (state, events[i], QUIET_PATH, &quiet))
        continue;
      if (error == NULL)
        return FALSE;
      real_path = g_string_new (NULL);
      path (real_path, i, path_data);
      again = origin != NULL ? self->fold->state_copy (origin) : self->fold->state_new ();
      for (guint k = 0; k < i && ok; k++)
        ok = self->fold->apply (again, events[k], QUIET_PATH, NULL);
      if (!ok || self->fold->apply (again, events[i], real_path->str, error))
        {
          /* Not deterministic after all: the first message is better than none. */
          g_clear_error (error);
          g_propagate_prefixed_error (error, g_steal_pointer (&quiet), "%s: ", real_path->str);
        }
      self->fold->state_free (again);
      return FALSE;
    }
  return TRUE;
}

static void
log_path (GString *out, guint i, gconstpointer data)
{
  g_string_append_printf (out, "$.events[%u]", i + GPOINTER_TO_UINT (data));
}

typedef struct {
  guint redo_index;
} RedoPath;

static void
redo_path (GString *out, guint i, gconstpointer data)
{
  g_string_append_printf (out, "$.redo[%u][%u]", ((const RedoPath *) data)->redo_index, i);
}

typedef struct {
  guint      action;
  GPtrArray *events;
} ActionPath;

static void
action_path (GString *out, guint i, gconstpointer data)
{
  const ActionPath *a = data;
  const BthEvent *e = g_ptr_array_index (a->events, i);

  g_string_append_printf (out, "action %u, event %u (%s)", a->action, i, bth_event_type_to_nick (e->type));
}

/* ---- the object ---------------------------------------------------------------------- */

static void
bth_books_finalize (GObject *object)
{
  BthBooks *self = BTH_BOOKS (object);

  g_clear_pointer (&self->events, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  if (self->state != NULL)
    self->fold->state_free (self->state);
  if (self->checkpoints != NULL)
    checkpoints_free (self, self->checkpoints);
  G_OBJECT_CLASS (bth_books_parent_class)->finalize (object);
}

static void
bth_books_class_init (BthBooksClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bth_books_finalize;
  /* "changed": an action was appended, undone or redone. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bth_books_init (BthBooks *self)
{
  self->events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  self->every = default_every;
}

void
bth_books_set_default_checkpoint_interval (guint every)
{
  default_every = every;
}

BthBooks *
bth_books_new (const BthBooksFold *fold, guint kept_actions)
{
  BthBooks *self = g_object_new (BTH_TYPE_BOOKS, NULL);

  g_return_val_if_fail (fold != NULL && fold->apply != NULL, NULL);
  self->fold = fold;
  self->kept_actions = kept_actions;
  self->state = fold->state_new ();
  self->checkpoints = checkpoints_new (self);
  return self;
}

const BthBooksFold *bth_books_get_fold (BthBooks *self) { return self->fold; }
gconstpointer bth_books_get_state (BthBooks *self) { return self->state; }
GPtrArray *bth_books_get_events (BthBooks *self) { return self->events; }
GPtrArray *bth_books_get_redo_stack (BthBooks *self) { return self->redo; }
guint bth_books_count_checkpoints (BthBooks *self) { return self->checkpoints->len; }

void
bth_books_set_checkpoint_interval (BthBooks *self, guint every)
{
  self->every = every;
  if (every == 0)
    {
      checkpoints_free (self, self->checkpoints);
      self->checkpoints = checkpoints_new (self);
    }
}

guint
bth_books_last_action (BthBooks *self)
{
  if (self->events->len == 0)
    return 0;
  return ((BthEvent *) g_ptr_array_index (self->events, self->events->len - 1))->action;
}

/* Where the last action begins in EVENTS. */
static guint
last_action_start (GPtrArray *events)
{
  guint keep = events->len;
  guint action;

  if (keep == 0)
    return 0;
  action = ((BthEvent *) g_ptr_array_index (events, keep - 1))->action;
  while (keep > 0 && ((BthEvent *) g_ptr_array_index (events, keep - 1))->action == action)
    keep--;
  return keep;
}

gconstpointer
bth_books_get_state_before_last_action (BthBooks *self, guint *n_events)
{
  guint start = last_action_start (self->events);
  const Checkpoint *cp = checkpoint_nearest (self->checkpoints, start);

  if (cp == NULL || cp->index != start)
    return NULL;
  *n_events = start;
  return cp->state;
}

/* ---- loading ------------------------------------------------------------------------- */

/* Folds EVENTS from FIRST (STATE holding the fold of the events before it) into STATE,
 * leaving checkpoints in CPS: every self->every events and where the last action begins,
 * so that undoing it right after opening folds nothing. */
static gboolean
fold_log (BthBooks *self, gpointer state, GPtrArray *events, guint first, GArray *cps, GError **error)
{
  BthEvent *const *ev = (BthEvent *const *) events->pdata;
  guint undo_point = last_action_start (events);
  guint a = first;
  gpointer start = NULL;   /* without checkpoints, what a message is rebuilt from */
  gboolean ok = TRUE;

  if (self->every > 0)
    checkpoint_add (self, cps, first, TRUE, self->fold->state_copy (state));
  else if (first > 0)
    start = self->fold->state_copy (state);
  while (a < events->len && ok)
    {
      const Checkpoint *origin = checkpoint_nearest (cps, a);
      gconstpointer before = origin != NULL && origin->index == a ? origin->state : start;
      guint b = events->len;
      if (self->every > 0)
        {
          b = MIN (b, (a / self->every + 1) * self->every);
          if (a < undo_point && undo_point < b)
            b = undo_point;
        }
      ok = apply_events (self, state, before, ev + a, b - a, log_path, GUINT_TO_POINTER (a), error);
      if (ok && self->every > 0 && b < events->len)
        checkpoint_add (self, cps, b, b % self->every == 0, self->fold->state_copy (state));
      a = b;
    }
  if (start != NULL)
    self->fold->state_free (start);
  return ok;
}

static gpointer
copy_event_ref (gconstpointer event, gpointer data)
{
  return bth_event_ref ((BthEvent *) event);
}

static gpointer
copy_array_ref (gconstpointer array, gpointer data)
{
  return g_ptr_array_ref ((GPtrArray *) array);
}

gboolean
bth_books_replace_log (BthBooks *self, GPtrArray *events, GPtrArray *redo, gpointer first_state,
                       guint n_trusted, GError **error)
{
  gpointer state = first_state != NULL ? first_state : self->fold->state_new ();
  GArray *cps = checkpoints_new (self);
  gpointer check = NULL;
  guint last_action = 0;
  gboolean ok = FALSE;

  if (first_state == NULL)
    n_trusted = 0;
  g_return_val_if_fail (n_trusted <= events->len, FALSE);
  for (guint i = 0; i < events->len; i++)
    {
      BthEvent *e = g_ptr_array_index (events, i);
      if (e->action < last_action || (i == 0 && e->action != 1))
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "$.events[%u].action: actions must start at 1 and never decrease", i);
          goto out;
        }
      last_action = e->action;
    }
  if (!fold_log (self, state, events, n_trusted, cps, error))
    goto out;
  /* The redo stack must apply on top, last entry first. */
  check = self->fold->state_copy (state);
  for (guint r = redo->len; r > 0; r--)
    {
      GPtrArray *action = g_ptr_array_index (redo, r - 1);
      RedoPath where = { r - 1 };
      g_autoptr(GError) local = NULL;
      gpointer before;
      for (guint i = 0; i < action->len; i++)
        {
          BthEvent *e = g_ptr_array_index (action, i);
          if (e->action <= last_action || (i > 0 && e->action != ((BthEvent *) g_ptr_array_index (action, 0))->action))
            {
              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                           "$.redo[%u][%u].action: a redo action must follow the log", r - 1, i);
              goto out;
            }
        }
      before = self->fold->state_copy (check);
      ok = apply_events (self, check, before, (BthEvent *const *) action->pdata, action->len, redo_path,
                         &where, error);
      self->fold->state_free (before);
      if (!ok)
        goto out;
      ok = FALSE;
      last_action = action->len ? ((BthEvent *) g_ptr_array_index (action, 0))->action : last_action;
    }
  /* Taken into the arrays the books hand out, which stay the same objects (copied first:
   * EVENTS or REDO may be those very arrays). */
  {
    g_autoptr(GPtrArray) new_events = g_ptr_array_copy (events, copy_event_ref, NULL);
    g_autoptr(GPtrArray) new_redo = g_ptr_array_copy (redo, copy_array_ref, NULL);
    g_ptr_array_set_size (self->events, 0);
    g_ptr_array_extend_and_steal (self->events, g_steal_pointer (&new_events));
    g_ptr_array_set_size (self->redo, 0);
    g_ptr_array_extend_and_steal (self->redo, g_steal_pointer (&new_redo));
  }
  self->fold->state_free (self->state);
  self->state = g_steal_pointer (&state);
  checkpoints_free (self, self->checkpoints);
  self->checkpoints = g_steal_pointer (&cps);
  ok = TRUE;

out:
  if (check != NULL)
    self->fold->state_free (check);
  if (state != NULL)
    self->fold->state_free (state);
  if (cps != NULL)
    checkpoints_free (self, cps);
  return ok;
}

/* ---- playing ------------------------------------------------------------------------- */

/* NEXT, the state after the events from index FROM, becomes the books' state; the one it
 * replaces is kept as the checkpoint at FROM (the latest action's undo costs no fold). */
static void
take_state (BthBooks *self, guint from, gpointer next)
{
  if (self->every > 0)
    {
      checkpoint_add (self, self->checkpoints, from, FALSE, self->state);
      if (self->events->len - last_regular (self->checkpoints) >= self->every)
        checkpoint_add (self, self->checkpoints, self->events->len, TRUE, self->fold->state_copy (next));
    }
  else
    self->fold->state_free (self->state);
  self->state = next;
}

guint
bth_books_append_action (BthBooks *self, GPtrArray *events, gint64 time, GError **error)
{
  gpointer next;
  guint action = bth_books_last_action (self) + 1;
  guint from = self->events->len;
  ActionPath where = { action, events };

  g_return_val_if_fail (events != NULL && events->len > 0, 0);
  for (guint i = 0; i < events->len; i++)
    {
      BthEvent *e = g_ptr_array_index (events, i);
      e->action = action;
      e->time = time;
    }
  next = self->fold->state_copy (self->state);
  if (!apply_events (self, next, self->state, (BthEvent *const *) events->pdata, events->len, action_path,
                     &where, error))
    {
      self->fold->state_free (next);
      bth_json_as_input_error (error ? *error : NULL);
      return 0;
    }
  for (guint i = 0; i < events->len; i++)
    g_ptr_array_add (self->events, bth_event_ref (g_ptr_array_index (events, i)));
  take_state (self, from, next);
  g_ptr_array_set_size (self->redo, 0);
  g_signal_emit (self, signals[CHANGED], 0);
  return action;
}

gboolean
bth_books_can_undo (BthBooks *self)
{
  return bth_books_last_action (self) > self->kept_actions;
}

gboolean
bth_books_can_redo (BthBooks *self)
{
  return self->redo->len > 0;
}

gboolean
bth_books_undo (BthBooks *self, GError **error)
{
  const Checkpoint *cp;
  GPtrArray *undone;
  gpointer state;
  guint keep = last_action_start (self->events);
  guint from;

  if (!bth_books_can_undo (self))
    {
      g_set_error_literal (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "there is nothing to undo");
      return FALSE;
    }
  /* The state is always the fold of the log: fold from the nearest checkpoint. */
  cp = checkpoint_nearest (self->checkpoints, keep);
  from = cp != NULL ? cp->index : 0;
  state = cp != NULL ? self->fold->state_copy (cp->state) : self->fold->state_new ();
  if (!apply_events (self, state, cp != NULL ? cp->state : NULL, (BthEvent *const *) self->events->pdata + from,
                     keep - from, log_path, GUINT_TO_POINTER (from), error))
    {
      self->fold->state_free (state);
      return FALSE;
    }
  undone = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  for (guint i = keep; i < self->events->len; i++)
    g_ptr_array_add (undone, bth_event_ref (g_ptr_array_index (self->events, i)));
  g_ptr_array_set_size (self->events, keep);
  g_ptr_array_add (self->redo, undone);
  checkpoints_drop_after (self, keep);
  self->fold->state_free (self->state);
  self->state = state;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
bth_books_redo (BthBooks *self, GError **error)
{
  GPtrArray *action;
  RedoPath where;
  gpointer next;
  guint from = self->events->len;

  if (!bth_books_can_redo (self))
    {
      g_set_error_literal (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "there is nothing to redo");
      return FALSE;
    }
  action = g_ptr_array_index (self->redo, self->redo->len - 1);
  where.redo_index = self->redo->len - 1;
  next = self->fold->state_copy (self->state);
  if (!apply_events (self, next, self->state, (BthEvent *const *) action->pdata, action->len, redo_path, &where,
                     error))
    {
      self->fold->state_free (next);
      return FALSE;
    }
  for (guint i = 0; i < action->len; i++)
    g_ptr_array_add (self->events, bth_event_ref (g_ptr_array_index (action, i)));
  g_ptr_array_set_size (self->redo, self->redo->len - 1);
  take_state (self, from, next);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}
