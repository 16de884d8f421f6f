/* bth-sequence.c — loading and looking up the sequences of play. */
#include "bth-sequence.h"
#include "bth-json-strict.h"
#include "bth-error.h"

#include <string.h>

static const char *const side_names[] = { "none", "french", "anti_french", "neutral" };

const char *
bth_segment_side_to_string (BthSegmentSide side)
{
  g_return_val_if_fail (side <= BTH_SEGMENT_SIDE_NEUTRAL, NULL);
  return side_names[side];
}

gboolean
bth_segment_side_from_string (const char *text, BthSegmentSide *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (side_names); i++)
    if (g_strcmp0 (text, side_names[i]) == 0)
      {
        *out = (BthSegmentSide) i;
        return TRUE;
      }
  return FALSE;
}

static gboolean
fail (GError **error, const char *path, const char *message, const char *detail)
{
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: %s%s%s%s", path, message,
               detail ? " \"" : "", detail ? detail : "", detail ? "\"" : "");
  return FALSE;
}

static gboolean
load_line (JsonObject *obj, const char *path, const char *member, guint *out, GError **error)
{
  int line;

  if (!bth_json_member_int (obj, path, member, 1, 100000, &line, error))
    return FALSE;
  *out = (guint) line;
  return TRUE;
}

static gboolean
load_step (JsonObject *obj, const char *path, BthSequenceStep *step, GError **error)
{
  int level;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("label", "line"),
                            BTH_JSON_KEYS ("level", "first_turn_omitted", "first_turn_rule", "january_only"), error) ||
      (step->label = g_strdup (bth_json_member_string (obj, path, "label", error))) == NULL ||
      !load_line (obj, path, "line", &step->line, error) ||
      !bth_json_optional_int (obj, path, "level", 1, 3, 1, &level, error) ||
      !bth_json_optional_bool (obj, path, "first_turn_omitted", FALSE, &step->first_turn_omitted, error) ||
      !bth_json_optional_string (obj, path, "first_turn_rule", &step->first_turn_rule, error) ||
      !bth_json_optional_bool (obj, path, "january_only", FALSE, &step->january_only, error))
    return FALSE;
  step->level = (guint) level;
  return TRUE;
}

static gboolean
load_steps (JsonObject *obj, const char *path, const char *member, BthSequenceStep **out,
            guint *n_out, GError **error)
{
  g_autofree char *p = g_strdup_printf ("%s.%s", path, member);
  JsonArray *array;

  *out = NULL;
  *n_out = 0;
  if (!json_object_has_member (obj, member))
    return TRUE;
  if ((array = bth_json_member_array (obj, path, member, 1, 64, error)) == NULL)
    return FALSE;
  *n_out = json_array_get_length (array);
  *out = g_new0 (BthSequenceStep, *n_out);
  for (guint i = 0; i < *n_out; i++)
    {
      g_autofree char *sp = g_strdup_printf ("%s[%u]", p, i);
      JsonObject *step = bth_json_element_object (array, p, i, error);
      if (step == NULL || !load_step (step, sp, &(*out)[i], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_phase (JsonObject *obj, const char *path, BthSequencePhase *phase, GError **error)
{
  return bth_json_check_keys (obj, path, BTH_JSON_KEYS ("id", "label", "line"),
                              BTH_JSON_KEYS ("rule", "steps", "first_turn_omitted", "first_turn_rule", "option"),
                              error) &&
         (phase->id = g_strdup (bth_json_member_string (obj, path, "id", error))) != NULL &&
         (phase->label = g_strdup (bth_json_member_string (obj, path, "label", error))) != NULL &&
         load_line (obj, path, "line", &phase->line, error) &&
         bth_json_optional_string (obj, path, "rule", &phase->rule, error) &&
         bth_json_optional_bool (obj, path, "first_turn_omitted", FALSE, &phase->first_turn_omitted, error) &&
         bth_json_optional_string (obj, path, "first_turn_rule", &phase->first_turn_rule, error) &&
         bth_json_optional_string (obj, path, "option", &phase->option, error) &&
         load_steps (obj, path, "steps", &phase->steps, &phase->n_steps, error);
}

static void
copy_steps (const BthSequenceStep *from, guint n, BthSequenceStep **out)
{
  *out = n ? g_new0 (BthSequenceStep, n) : NULL;
  for (guint i = 0; i < n; i++)
    {
      (*out)[i] = from[i];
      (*out)[i].label = g_strdup (from[i].label);
      (*out)[i].first_turn_rule = g_strdup (from[i].first_turn_rule);
    }
}

static void
copy_phases (const BthSequenceSegment *from, BthSequenceSegment *to)
{
  to->n_phases = from->n_phases;
  to->phases = g_new0 (BthSequencePhase, from->n_phases);
  for (guint i = 0; i < from->n_phases; i++)
    {
      const BthSequencePhase *f = &from->phases[i];
      BthSequencePhase *t = &to->phases[i];
      *t = *f;
      t->id = g_strdup (f->id);
      t->label = g_strdup (f->label);
      t->rule = g_strdup (f->rule);
      t->first_turn_rule = g_strdup (f->first_turn_rule);
      t->option = g_strdup (f->option);
      copy_steps (f->steps, f->n_steps, &t->steps);
    }
}

static gboolean
load_segment (JsonObject *obj, const char *path, BthSequence *seq, guint index, GError **error)
{
  BthSequenceSegment *segment = &seq->segments[index];
  g_autofree char *pp = g_strdup_printf ("%s.phases", path);
  const char *side;
  JsonArray *phases;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("id", "label", "line", "side"),
                            BTH_JSON_KEYS ("phases", "same_as", "same_as_line", "exceptions"), error) ||
      (segment->id = g_strdup (bth_json_member_string (obj, path, "id", error))) == NULL ||
      (segment->label = g_strdup (bth_json_member_string (obj, path, "label", error))) == NULL ||
      !load_line (obj, path, "line", &segment->line, error) ||
      (side = bth_json_member_string (obj, path, "side", error)) == NULL ||
      !bth_json_optional_string (obj, path, "same_as", &segment->same_as, error) ||
      !load_steps (obj, path, "exceptions", &segment->exceptions, &segment->n_exceptions, error))
    return FALSE;
  if (!bth_segment_side_from_string (side, &segment->side))
    {
      g_autofree char *sp = g_strdup_printf ("%s.side", path);
      return fail (error, sp, "unknown side", side);
    }
  for (guint i = 0; i < index; i++)
    if (g_str_equal (seq->segments[i].id, segment->id))
      return fail (error, path, "segment id is used twice:", segment->id);

  if (segment->same_as != NULL)
    {
      /* A repeated segment ("Equivalent to …") takes the phases of an earlier one. */
      if (json_object_has_member (obj, "phases"))
        return fail (error, path, "a segment with \"same_as\" may not list phases", NULL);
      if (!load_line (obj, path, "same_as_line", &segment->same_as_line, error))
        return FALSE;
      for (guint i = 0; i < index; i++)
        if (g_str_equal (seq->segments[i].id, segment->same_as))
          {
            copy_phases (&seq->segments[i], segment);
            return TRUE;
          }
      return fail (error, path, "\"same_as\" names no earlier segment:", segment->same_as);
    }
  if (json_object_has_member (obj, "same_as_line"))
    return fail (error, path, "\"same_as_line\" without \"same_as\"", NULL);
  if ((phases = bth_json_member_array (obj, path, "phases", 1, 16, error)) == NULL)
    return FALSE;
  segment->n_phases = json_array_get_length (phases);
  segment->phases = g_new0 (BthSequencePhase, segment->n_phases);
  for (guint i = 0; i < segment->n_phases; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", pp, i);
      JsonObject *phase = bth_json_element_object (phases, pp, i, error);
      if (phase == NULL || !load_phase (phase, p, &segment->phases[i], error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (g_str_equal (segment->phases[j].id, segment->phases[i].id))
          return fail (error, p, "phase id is used twice in its segment:", segment->phases[i].id);
    }
  return TRUE;
}

static gboolean
load_sequence (JsonObject *obj, const char *path, BthSequence *seq, GError **error)
{
  g_autofree char *sp = g_strdup_printf ("%s.segments", path);
  JsonArray *segments;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("id", "name", "rule", "source", "segments", "advance_line"),
                            NULL, error) ||
      (seq->id = g_strdup (bth_json_member_string (obj, path, "id", error))) == NULL ||
      (seq->name = g_strdup (bth_json_member_string (obj, path, "name", error))) == NULL ||
      (seq->rule = g_strdup (bth_json_member_string (obj, path, "rule", error))) == NULL ||
      (seq->source = g_strdup (bth_json_member_string (obj, path, "source", error))) == NULL ||
      !load_line (obj, path, "advance_line", &seq->advance_line, error) ||
      (segments = bth_json_member_array (obj, path, "segments", 1, 8, error)) == NULL)
    return FALSE;
  seq->n_segments = json_array_get_length (segments);
  seq->segments = g_new0 (BthSequenceSegment, seq->n_segments);
  for (guint i = 0; i < seq->n_segments; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", sp, i);
      JsonObject *segment = bth_json_element_object (segments, sp, i, error);
      if (segment == NULL || !load_segment (segment, p, seq, i, error))
        return FALSE;
    }
  return TRUE;
}

BthSequenceSet *
bth_sequence_set_load (JsonObject *obj, const char *path, GError **error)
{
  g_autofree char *sp = g_strdup_printf ("%s.sequences", path);
  BthSequenceSet *set = g_new0 (BthSequenceSet, 1);
  JsonArray *sequences;
  gboolean found = FALSE;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("default", "sequences"), NULL, error) ||
      (set->default_id = g_strdup (bth_json_member_string (obj, path, "default", error))) == NULL ||
      (sequences = bth_json_member_array (obj, path, "sequences", 1, 16, error)) == NULL)
    goto bad;
  set->n_sequences = json_array_get_length (sequences);
  set->sequences = g_new0 (BthSequence, set->n_sequences);
  for (guint i = 0; i < set->n_sequences; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", sp, i);
      JsonObject *seq = bth_json_element_object (sequences, sp, i, error);
      if (seq == NULL || !load_sequence (seq, p, &set->sequences[i], error))
        goto bad;
      for (guint j = 0; j < i; j++)
        if (g_str_equal (set->sequences[j].id, set->sequences[i].id))
          {
            fail (error, p, "sequence id is used twice:", set->sequences[i].id);
            goto bad;
          }
      found |= g_str_equal (set->sequences[i].id, set->default_id);
    }
  if (!found)
    {
      g_autofree char *dp = g_strdup_printf ("%s.default", path);
      fail (error, dp, "names no sequence:", set->default_id);
      goto bad;
    }
  return set;

bad:
  bth_sequence_set_free (set);
  return NULL;
}

static void
free_steps (BthSequenceStep *steps, guint n)
{
  for (guint i = 0; steps != NULL && i < n; i++)
    {
      g_free (steps[i].label);
      g_free (steps[i].first_turn_rule);
    }
  g_free (steps);
}

void
bth_sequence_set_free (BthSequenceSet *set)
{
  if (set == NULL)
    return;
  for (guint s = 0; set->sequences != NULL && s < set->n_sequences; s++)
    {
      BthSequence *seq = &set->sequences[s];
      for (guint g = 0; seq->segments != NULL && g < seq->n_segments; g++)
        {
          BthSequenceSegment *segment = &seq->segments[g];
          for (guint p = 0; segment->phases != NULL && p < segment->n_phases; p++)
            {
              BthSequencePhase *phase = &segment->phases[p];
              g_free (phase->id);
              g_free (phase->label);
              g_free (phase->rule);
              g_free (phase->first_turn_rule);
              g_free (phase->option);
              free_steps (phase->steps, phase->n_steps);
            }
          g_free (segment->phases);
          free_steps (segment->exceptions, segment->n_exceptions);
          g_free (segment->id);
          g_free (segment->label);
          g_free (segment->same_as);
        }
      g_free (seq->segments);
      g_free (seq->id);
      g_free (seq->name);
      g_free (seq->rule);
      g_free (seq->source);
    }
  g_free (set->sequences);
  g_free (set->default_id);
  g_free (set);
}

const BthSequencePhase *
bth_sequence_find_phase (const BthSequence *self, const char *segment, const char *phase,
                         guint *segment_index, guint *phase_index)
{
  for (guint s = 0; s < self->n_segments; s++)
    if (g_str_equal (self->segments[s].id, segment))
      for (guint p = 0; p < self->segments[s].n_phases; p++)
        if (g_str_equal (self->segments[s].phases[p].id, phase))
          {
            if (segment_index)
              *segment_index = s;
            if (phase_index)
              *phase_index = p;
            return &self->segments[s].phases[p];
          }
  return NULL;
}
