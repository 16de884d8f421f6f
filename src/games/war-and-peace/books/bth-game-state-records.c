/* bth-game-state-records.c — the turn's position (phase-advanced) and what the state only
 * counts: dice rolled, tables resolved and notes. */
#include "bth-game-state-internal.h"
#include "bth-json-strict.h"

gboolean
bth_state_apply_phase (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  const char *segment, *phase;
  BthMonth month;

  if (!bth_state_check_keys (p, path, BTH_JSON_KEYS ("month", "segment", "phase"), BTH_JSON_KEYS ("skipped"), error) ||
      !bth_state_read_month (p, path, "month", &month, error) ||
      !bth_state_read_nullable_string (p, path, "segment", &segment, error) ||
      !bth_state_read_nullable_string (p, path, "phase", &phase, error))
    return FALSE;
  if (month < self->start || month > self->end)
    return bth_json_fail (error, path, "the month is outside the scenario");
  if ((segment == NULL) != (phase == NULL))
    return bth_json_fail (error, path, "segment and phase are both null (the scenario ended) or both set");
  if (json_object_has_member (p, "skipped") && bth_json_member_array (p, path, "skipped", 0, 256, error) == NULL)
    return FALSE;
  self->month = month;
  g_free (self->segment);
  g_free (self->phase);
  self->segment = g_strdup (segment);
  self->phase = g_strdup (phase);
  self->ended = segment == NULL;
  return TRUE;
}

gboolean
bth_state_apply_dice (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  g_autofree char *dp = g_strdup_printf ("%s.dice", path);
  JsonArray *dice;
  int sides, total, sum = 0;
  gboolean fixed;

  if (!bth_state_check_keys (p, path, BTH_JSON_KEYS ("purpose", "sides", "dice", "total", "fixed"), NULL, error) ||
      bth_json_member_string (p, path, "purpose", error) == NULL ||
      !bth_json_member_int (p, path, "sides", 2, 100, &sides, error) ||
      (dice = bth_json_member_array (p, path, "dice", 1, 12, error)) == NULL ||
      !bth_json_member_int (p, path, "total", 1, 1200, &total, error) ||
      !bth_json_member_bool (p, path, "fixed", &fixed, error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (dice); i++)
    {
      int face;
      if (!bth_json_element_int (dice, dp, i, 1, sides, &face, error))
        return FALSE;
      sum += face;
    }
  if (sum != total)
    return bth_json_fail (error, path, "total %d is not the sum of the dice (%d)", total, sum);
  self->n_dice_rolled++;
  return TRUE;
}

gboolean
bth_state_apply_table (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  if (!bth_state_check_keys (p, path, BTH_JSON_KEYS ("table", "inputs", "result"), BTH_JSON_KEYS ("rule"), error) ||
      bth_json_member_string (p, path, "table", error) == NULL)
    return FALSE;
  self->n_tables++;
  return TRUE;
}

gboolean
bth_state_apply_note (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  if (!bth_state_check_keys (p, path, BTH_JSON_KEYS ("text"), NULL, error) ||
      bth_json_member_string (p, path, "text", error) == NULL)
    return FALSE;
  self->n_notes++;
  return TRUE;
}
