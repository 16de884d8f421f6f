/* bth-game-track.c — where the game stands on the turn track: the position, the side
 * active in a segment, the phases the game skips, and advancing to the next phase. */
#include "bth-game-internal.h"

void
bth_game_get_position (BthGame *self, BthTurnPosition *out)
{
  *out = (BthTurnPosition) { .month = self->state->month, .ended = self->state->ended };
  if (!self->state->ended && self->sequence != NULL)
    bth_sequence_find_phase (self->sequence, self->state->segment, self->state->phase,
                             &out->segment, &out->phase);
}

/* The scenario side active in a segment: the French side is listed first. */
const char *
bth_game_segment_side (BthGame *self, const BthSequenceSegment *segment)
{
  GPtrArray *sides = self->state->sides;

  if (segment == NULL || sides->len < 2)
    return NULL;
  switch (segment->side)
    {
    case BTH_SEGMENT_SIDE_FRENCH:      return g_ptr_array_index (sides, 0);
    case BTH_SEGMENT_SIDE_ANTI_FRENCH: return g_ptr_array_index (sides, 1);
    default:                           return NULL;
    }
}

/* The game's own reasons to skip a phase: a deleted or absent Alliance Phase. */
static const char *
skip_phase (const BthTurnPosition *position, const BthSequenceSegment *segment,
            const BthSequencePhase *phase, gpointer user_data)
{
  BthGame *self = user_data;

  if (!g_str_equal (phase->id, "alliance") || segment->side == BTH_SEGMENT_SIDE_NEUTRAL)
    return NULL;
  if (self->state->alliance_deleted)
    return self->state->alliance_deleted_rule ? self->state->alliance_deleted_rule : "scenario rules";
  if (self->scenario != NULL)
    {
      const BthScenarioAlliance *a = bth_scenario_get_alliance (self->scenario);
      if (!a->in_force || position->month < a->first || position->month > a->last)
        return a->rule ? a->rule : "scenario rules";
    }
  return NULL;
}

gboolean
bth_game_setup_track (BthGame *self, GError **error)
{
  BthGameState *s = self->state;

  if (!g_str_equal (s->ruleset, bth_ruleset_get_id (self->rules)))
    return bth_game_fail (error, "the game uses ruleset \"%s\", not \"%s\"", s->ruleset,
                          bth_ruleset_get_id (self->rules));
  if ((self->sequence = bth_ruleset_get_sequence (self->rules, s->sequence)) == NULL)
    return bth_game_fail (error, "the ruleset has no sequence of play \"%s\"", s->sequence);
  g_clear_pointer (&self->track, bth_turn_track_free);
  self->track = bth_turn_track_new (self->sequence, s->start, s->end, (const char * const *) s->options);
  bth_turn_track_set_skip_func (self->track, skip_phase, self);
  if (!s->ended && bth_sequence_find_phase (self->sequence, s->segment, s->phase, NULL, NULL) == NULL)
    return bth_game_fail (error, "the sequence of play \"%s\" has no phase %s/%s", s->sequence, s->segment, s->phase);
  return TRUE;
}

const BthSequenceSegment *
bth_game_current_segment (BthGame *self, const BthSequencePhase **phase)
{
  BthTurnPosition here;

  bth_game_get_position (self, &here);
  if (phase != NULL)
    *phase = here.ended ? NULL : bth_turn_track_phase (self->track, &here);
  return here.ended ? NULL : bth_turn_track_segment (self->track, &here);
}

gboolean
bth_game_advance_phase (BthGame *self, GError **error)
{
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  g_autoptr(GPtrArray) skipped = g_ptr_array_new_with_free_func (g_free);
  JsonObject *p = bth_game_payload_new ();
  BthTurnPosition here, next;

  if (!bth_game_require_running (self, error))
    {
      json_object_unref (p);
      return FALSE;
    }
  bth_game_get_position (self, &here);
  bth_turn_track_next (self->track, &here, &next, skipped);
  bth_game_payload_set_month (p, "month", next.month);
  if (next.ended)
    {
      json_object_set_null_member (p, "segment");
      json_object_set_null_member (p, "phase");
    }
  else
    {
      json_object_set_string_member (p, "segment", bth_turn_track_segment (self->track, &next)->id);
      json_object_set_string_member (p, "phase", bth_turn_track_phase (self->track, &next)->id);
    }
  if (skipped->len > 0)
    {
      JsonArray *list = json_array_new ();
      for (guint i = 0; i < skipped->len; i++)
        json_array_add_string_element (list, g_ptr_array_index (skipped, i));
      json_object_set_array_member (p, "skipped", list);
    }
  g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_PHASE_ADVANCED, p));
  return bth_game_append (self, events, error);
}
