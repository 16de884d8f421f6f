/* bth-game-state-fold.c — folding events into the state of a game.
 *
 * Every event is checked as it is applied: members are read strictly, names must refer
 * to existing stacks, leaders and powers, units cannot go below zero, and an edit's "old"
 * value must be what the state holds. A log that passes is a consistent history.
 *
 * This file dispatches each event to its family's apply function (bth-game-state-*.c) and
 * holds the strict readers they share. Books that are not every game's (the Grand
 * Campaign's, bth-campaign-books.c) register their kinds' functions here instead of being
 * named by this file.
 */
#include "bth-game-state-internal.h"
#include "bth-game-events.h"
#include "bth-json-strict.h"

#include <string.h>

/* bth_json_check_keys() copies the member list; this runs for every event of a long
 * log, so the common case (all keys known) is checked without allocating and the
 * strict helper only composes the error message. */
gboolean
bth_state_check_keys (JsonObject *obj, const char *path, const char * const *required,
                      const char * const *optional, GError **error)
{
  JsonObjectIter iter;
  const char *member;
  guint n_required = 0, found = 0;

  for (guint i = 0; required != NULL && required[i] != NULL; i++)
    n_required++;
  json_object_iter_init (&iter, obj);
  while (json_object_iter_next (&iter, &member, NULL))
    {
      gboolean known = FALSE;
      for (guint i = 0; !known && required != NULL && required[i] != NULL; i++)
        if (strcmp (required[i], member) == 0)
          known = TRUE, found++;
      for (guint i = 0; !known && optional != NULL && optional[i] != NULL; i++)
        known = strcmp (optional[i], member) == 0;
      if (!known)
        return bth_json_check_keys (obj, path, required, optional, error);
    }
  if (found != n_required)
    return bth_json_check_keys (obj, path, required, optional, error);
  return TRUE;
}

gboolean
bth_state_read_month (JsonObject *obj, const char *path, const char *member, BthMonth *out, GError **error)
{
  const char *text = bth_json_member_string (obj, path, member, error);

  if (text == NULL)
    return FALSE;
  if (!bth_month_parse (text, out))
    return bth_json_fail (error, path, "%s: \"%s\" is not a month like 1805-08", member, text);
  return TRUE;
}

/* A string member that may be null. */
gboolean
bth_state_read_nullable_string (JsonObject *obj, const char *path, const char *member, const char **out,
                                GError **error)
{
  JsonNode *node = json_object_get_member (obj, member);

  if (node == NULL)
    return bth_json_fail (error, path, "missing required key \"%s\"", member);
  *out = NULL;
  if (JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  return (*out = bth_json_member_string (obj, path, member, error)) != NULL;
}

/* The registered folds, by kind; BTH_EVENT_* are below 100 (bth-game-events.h). */
static BthStateFoldFunc registered_folds[100];

void
bth_game_state_register_fold (BthEventType type, BthStateFoldFunc fold)
{
  g_return_if_fail (type < G_N_ELEMENTS (registered_folds));
  registered_folds[type] = fold;
}

gboolean
bth_game_state_apply (BthGameState *self, const BthEvent *event, const char *path, GError **error)
{
  char pp[128];
  g_autoptr(JsonObject) p = bth_event_dup_payload (event);
  gboolean ok;

  g_snprintf (pp, sizeof pp, "%s.payload", path);
  if (self->scenario == NULL && event->type != BTH_EVENT_GAME_CREATED)
    return bth_json_fail (error, path, "the log must begin with a game-created event");
  if (self->ended && event->type != BTH_EVENT_NOTE && event->type != BTH_EVENT_EDIT &&
      event->type != BTH_EVENT_OVERRIDE && event->type != BTH_EVENT_TABLE_RESOLVED &&
      event->type != BTH_EVENT_DICE_ROLLED)
    return bth_json_fail (error, path, "the scenario has ended; only notes and edits may follow");
  switch (event->type)
    {
    case BTH_EVENT_GAME_CREATED:          ok = bth_state_apply_created (self, p, pp, error); break;
    case BTH_EVENT_PHASE_ADVANCED:        ok = bth_state_apply_phase (self, p, pp, error); break;
    case BTH_EVENT_DICE_ROLLED:           ok = bth_state_apply_dice (self, p, pp, error); break;
    case BTH_EVENT_TABLE_RESOLVED:        ok = bth_state_apply_table (self, p, pp, error); break;
    case BTH_EVENT_EDIT:                  ok = bth_state_apply_edit (self, p, pp, FALSE, error); break;
    case BTH_EVENT_OVERRIDE:              ok = bth_state_apply_edit (self, p, pp, TRUE, error); break;
    case BTH_EVENT_ALLIANCE_ROLL_APPLIED: ok = bth_state_apply_alliance (self, p, pp, error); break;
    case BTH_EVENT_LEADER_CASUALTY:       ok = bth_state_apply_casualty (self, p, pp, error); break;
    case BTH_EVENT_LEADER_RETURNED:       ok = bth_state_apply_returned (self, p, pp, error); break;
    case BTH_EVENT_UNITS_ELIMINATED:      ok = bth_state_apply_eliminated (self, p, pp, error); break;
    case BTH_EVENT_UNITS_ADDED:           ok = bth_state_apply_added (self, p, pp, error); break;
    case BTH_EVENT_REINFORCEMENT_ARRIVED: ok = bth_state_apply_reinforcement (self, p, pp, error); break;
    case BTH_EVENT_NOTE:                  ok = bth_state_apply_note (self, p, pp, error); break;
    default:
      ok = event->type < G_N_ELEMENTS (registered_folds) && registered_folds[event->type] != NULL
           ? registered_folds[event->type] (self, p, pp, error)
           : bth_json_fail (error, path, "unknown event type");
    }
  if (ok)
    self->n_events++;
  return ok;
}
