/* bth-turn-track.c — walking a sequence of play month by month. */
#include "bth-turn-track.h"

struct _BthTurnTrack {
  const BthSequence   *sequence;
  BthMonth             start;
  BthMonth             end;
  char               **options;
  BthTurnTrackSkipFunc skip;
  gpointer             skip_data;
};

BthTurnTrack *
bth_turn_track_new (const BthSequence *sequence, BthMonth start, BthMonth end,
                    const char * const *options)
{
  BthTurnTrack *self = g_new0 (BthTurnTrack, 1);

  self->sequence = sequence;
  self->start = start;
  self->end = end;
  self->options = g_strdupv ((char **) options);
  return self;
}

void
bth_turn_track_free (BthTurnTrack *self)
{
  if (self == NULL)
    return;
  g_strfreev (self->options);
  g_free (self);
}

void
bth_turn_track_set_skip_func (BthTurnTrack *self, BthTurnTrackSkipFunc func, gpointer user_data)
{
  self->skip = func;
  self->skip_data = user_data;
}

const BthSequence *
bth_turn_track_get_sequence (BthTurnTrack *self)
{
  return self->sequence;
}

BthMonth
bth_turn_track_get_start (BthTurnTrack *self)
{
  return self->start;
}

BthMonth
bth_turn_track_get_end (BthTurnTrack *self)
{
  return self->end;
}

int
bth_turn_track_turn_number (BthTurnTrack *self, const BthTurnPosition *position)
{
  return position->month - self->start + 1;
}

gboolean
bth_turn_track_is_first_turn (BthTurnTrack *self, BthMonth month)
{
  return month == self->start;
}

const BthSequenceSegment *
bth_turn_track_segment (BthTurnTrack *self, const BthTurnPosition *position)
{
  if (position->ended || position->segment >= self->sequence->n_segments)
    return NULL;
  return &self->sequence->segments[position->segment];
}

const BthSequencePhase *
bth_turn_track_phase (BthTurnTrack *self, const BthTurnPosition *position)
{
  const BthSequenceSegment *segment = bth_turn_track_segment (self, position);

  if (segment == NULL || position->phase >= segment->n_phases)
    return NULL;
  return &segment->phases[position->phase];
}

const char *
bth_turn_track_phase_omitted (BthTurnTrack *self, const BthTurnPosition *position)
{
  const BthSequenceSegment *segment = bth_turn_track_segment (self, position);
  const BthSequencePhase *phase = bth_turn_track_phase (self, position);

  g_return_val_if_fail (phase != NULL, "ended");
  if (phase->option != NULL &&
      (self->options == NULL || !g_strv_contains ((const char * const *) self->options, phase->option)))
    return "optional rule not in play";
  if (phase->first_turn_omitted && bth_turn_track_is_first_turn (self, position->month))
    return phase->first_turn_rule ? phase->first_turn_rule : "first turn";
  if (self->skip != NULL)
    return self->skip (position, segment, phase, self->skip_data);
  return NULL;
}

/* Steps one phase forward or back without looking at whether it is held. */
static gboolean
step_raw (BthTurnTrack *self, BthTurnPosition *pos, int direction)
{
  const BthSequence *seq = self->sequence;

  if (direction > 0)
    {
      if (++pos->phase < seq->segments[pos->segment].n_phases)
        return TRUE;
      pos->phase = 0;
      if (++pos->segment < seq->n_segments)
        return TRUE;
      pos->segment = 0;
      pos->month++;
      return pos->month <= self->end;
    }
  if (pos->phase > 0)
    {
      pos->phase--;
      return TRUE;
    }
  if (pos->segment > 0)
    pos->segment--;
  else
    {
      if (pos->month <= self->start)
        return FALSE;
      pos->month--;
      pos->segment = seq->n_segments - 1;
    }
  pos->phase = seq->segments[pos->segment].n_phases - 1;
  return TRUE;
}

static char *
describe_skip (BthTurnTrack *self, const BthTurnPosition *pos, const char *why)
{
  const BthSequenceSegment *segment = bth_turn_track_segment (self, pos);
  const BthSequencePhase *phase = bth_turn_track_phase (self, pos);

  return g_strdup_printf ("%s: %s omitted (%s)", segment->label, phase->label, why);
}

void
bth_turn_track_first (BthTurnTrack *self, BthTurnPosition *out)
{
  *out = (BthTurnPosition) { .month = self->start };
  if (bth_turn_track_phase_omitted (self, out) != NULL)
    bth_turn_track_next (self, &(BthTurnPosition) { .month = self->start }, out, NULL);
}

gboolean
bth_turn_track_next (BthTurnTrack *self, const BthTurnPosition *from, BthTurnPosition *out,
                     GPtrArray *skipped)
{
  BthTurnPosition pos = *from;
  const char *why;

  if (from->ended)
    return FALSE;
  while (TRUE)
    {
      if (!step_raw (self, &pos, +1))
        {
          /* Z.3: the scenario ends after both players finish the end month. */
          *out = (BthTurnPosition) { .month = self->end, .ended = TRUE };
          return TRUE;
        }
      if ((why = bth_turn_track_phase_omitted (self, &pos)) == NULL)
        break;
      if (skipped != NULL)
        g_ptr_array_add (skipped, describe_skip (self, &pos, why));
    }
  *out = pos;
  return TRUE;
}

gboolean
bth_turn_track_previous (BthTurnTrack *self, const BthTurnPosition *from, BthTurnPosition *out)
{
  BthTurnPosition pos = *from;

  if (from->ended)
    {
      /* Back from the end: the last phase of the end month. */
      pos = (BthTurnPosition) { .month = self->end, .segment = self->sequence->n_segments - 1 };
      pos.phase = self->sequence->segments[pos.segment].n_phases - 1;
      if (bth_turn_track_phase_omitted (self, &pos) == NULL)
        {
          *out = pos;
          return TRUE;
        }
    }
  while (step_raw (self, &pos, -1))
    if (bth_turn_track_phase_omitted (self, &pos) == NULL)
      {
        *out = pos;
        return TRUE;
      }
  return FALSE;
}

char *
bth_turn_track_describe (BthTurnTrack *self, const BthTurnPosition *position)
{
  g_autofree char *month = bth_month_describe (position->month);
  const BthSequenceSegment *segment = bth_turn_track_segment (self, position);
  const BthSequencePhase *phase = bth_turn_track_phase (self, position);

  if (position->ended)
    return g_strdup_printf ("%s — the scenario has ended", month);
  return g_strdup_printf ("%s — %s — %s", month, segment->label, phase->label);
}
