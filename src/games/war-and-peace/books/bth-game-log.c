/* bth-game-log.c — the event log: replacing it (loading), appending an action, and undo
 * and redo. The state is always the fold of the log. */
#include "bth-game-internal.h"
#include "bth-game-action-label.h"
#include "bth-json-strict.h"

/* ---- folding ------------------------------------------------------------------------- */

static gboolean
fold (BthGameState *state, GPtrArray *events, guint first, GError **error)
{
  for (guint i = first; i < events->len; i++)
    {
      char path[32];
      g_snprintf (path, sizeof path, "$.events[%u]", i);
      if (!bth_game_state_apply (state, g_ptr_array_index (events, i), path, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
bth_game_replace_log (BthGame *self, GPtrArray *events, GPtrArray *redo, GError **error)
{
  g_autoptr(BthGameState) state = bth_game_state_new ();
  g_autoptr(BthGameState) check = NULL;
  guint last_action = 0;

  for (guint i = 0; i < events->len; i++)
    {
      BthEvent *e = g_ptr_array_index (events, i);
      /* The set-up is action 1: the game-created event, and for the Grand Campaign the
       * books created with it (bth_campaign_game_set_up). */
      if (e->action < last_action || (i > 0 && e->action == 1 && last_action != 1) || (i == 0 && e->action != 1))
        return bth_game_fail (error, "$.events[%u].action: actions must start at 1 and never decrease", i);
      last_action = e->action;
    }
  if (!fold (state, events, 0, error))
    return FALSE;
  /* The redo stack must apply on top, last entry first. */
  check = bth_game_state_copy (state);
  for (guint r = redo->len; r > 0; r--)
    {
      GPtrArray *action = g_ptr_array_index (redo, r - 1);
      for (guint i = 0; i < action->len; i++)
        {
          g_autofree char *path = g_strdup_printf ("$.redo[%u][%u]", r - 1, i);
          BthEvent *e = g_ptr_array_index (action, i);
          if (e->action <= last_action || (i > 0 && e->action != ((BthEvent *) g_ptr_array_index (action, 0))->action))
            return bth_game_fail (error, "%s.action: a redo action must follow the log", path);
          if (!bth_game_state_apply (check, e, path, error))
            return FALSE;
        }
      last_action = action->len ? ((BthEvent *) g_ptr_array_index (action, 0))->action : last_action;
    }
  g_ptr_array_unref (self->events);
  self->events = g_ptr_array_ref (events);
  g_ptr_array_unref (self->redo);
  self->redo = g_ptr_array_ref (redo);
  bth_game_state_free (self->state);
  self->state = g_steal_pointer (&state);
  return TRUE;
}

static guint
last_action (BthGame *self)
{
  if (self->events->len == 0)
    return 0;
  return ((BthEvent *) g_ptr_array_index (self->events, self->events->len - 1))->action;
}

guint
bth_game_append_action (BthGame *self, GPtrArray *events, GError **error)
{
  g_autoptr(BthGameState) next = bth_game_state_copy (self->state);
  guint action = last_action (self) + 1;
  gint64 now = self->clock (self->clock_data);

  g_return_val_if_fail (events != NULL && events->len > 0, 0);
  for (guint i = 0; i < events->len; i++)
    {
      BthEvent *e = g_ptr_array_index (events, i);
      g_autofree char *path = g_strdup_printf ("action %u, event %u (%s)", action, i,
                                               bth_event_type_to_nick (e->type));
      e->action = action;
      e->time = now;
      if (!bth_game_state_apply (next, e, path, error))
        {
          bth_json_as_input_error (error ? *error : NULL);
          return 0;
        }
    }
  for (guint i = 0; i < events->len; i++)
    g_ptr_array_add (self->events, bth_event_ref (g_ptr_array_index (events, i)));
  bth_game_state_free (self->state);
  self->state = g_steal_pointer (&next);
  g_ptr_array_set_size (self->redo, 0);
  bth_game_emit_changed (self);
  return action;
}

gboolean
bth_game_can_undo (BthGame *self)
{
  return last_action (self) > 1;   /* the set-up (action 1) stays */
}

gboolean
bth_game_can_redo (BthGame *self)
{
  return self->redo->len > 0;
}

gboolean
bth_game_undo (BthGame *self, GError **error)
{
  g_autoptr(BthGameState) state = bth_game_state_new ();
  g_autoptr(GPtrArray) undone = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  guint action = last_action (self);
  guint keep = self->events->len;

  if (!bth_game_can_undo (self))
    return bth_game_fail (error, "there is nothing to undo");
  while (keep > 0 && ((BthEvent *) g_ptr_array_index (self->events, keep - 1))->action == action)
    keep--;
  /* Replay from the start: the state is always the fold of the log. */
  for (guint i = 0; i < keep; i++)
    {
      char path[32];
      g_snprintf (path, sizeof path, "$.events[%u]", i);
      if (!bth_game_state_apply (state, g_ptr_array_index (self->events, i), path, error))
        return FALSE;
    }
  for (guint i = keep; i < self->events->len; i++)
    g_ptr_array_add (undone, bth_event_ref (g_ptr_array_index (self->events, i)));
  g_ptr_array_set_size (self->events, keep);
  g_ptr_array_add (self->redo, g_steal_pointer (&undone));
  bth_game_state_free (self->state);
  self->state = g_steal_pointer (&state);
  bth_game_emit_changed (self);
  return TRUE;
}

gboolean
bth_game_redo (BthGame *self, GError **error)
{
  g_autoptr(BthGameState) next = NULL;
  GPtrArray *action;

  if (!bth_game_can_redo (self))
    return bth_game_fail (error, "there is nothing to redo");
  action = g_ptr_array_index (self->redo, self->redo->len - 1);
  next = bth_game_state_copy (self->state);
  for (guint i = 0; i < action->len; i++)
    {
      char path[48];
      g_snprintf (path, sizeof path, "$.redo[%u][%u]", self->redo->len - 1, i);
      if (!bth_game_state_apply (next, g_ptr_array_index (action, i), path, error))
        return FALSE;
    }
  for (guint i = 0; i < action->len; i++)
    g_ptr_array_add (self->events, bth_event_ref (g_ptr_array_index (action, i)));
  g_ptr_array_set_size (self->redo, self->redo->len - 1);
  bth_game_state_free (self->state);
  self->state = g_steal_pointer (&next);
  bth_game_emit_changed (self);
  return TRUE;
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
