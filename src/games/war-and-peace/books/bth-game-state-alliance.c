/* bth-game-state-alliance.c — an Alliance Phase roll applied (H): powers joining a side or
 * staying neutral, and the phase deleted when the scenario says so. */
#include "bth-game-state-internal.h"
#include "bth-json-strict.h"

gboolean
bth_state_apply_alliance (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  g_autofree char *rp = g_strdup_printf ("%s.results", path);
  JsonArray *results;
  const char *side;
  int die, modified;
  gboolean deleted;

  if (!bth_state_check_keys (p, path, BTH_JSON_KEYS ("side", "die", "modified", "modifiers", "results",
                                                    "phase_deleted"),
                             BTH_JSON_KEYS ("deleted_rule"), error) ||
      (side = bth_json_member_string (p, path, "side", error)) == NULL ||
      !bth_json_member_int (p, path, "die", 1, 6, &die, error) ||
      !bth_json_member_int (p, path, "modified", 0, 7, &modified, error) ||
      bth_json_member_array (p, path, "modifiers", 0, 64, error) == NULL ||
      (results = bth_json_member_array (p, path, "results", 0, 16, error)) == NULL ||
      !bth_json_member_bool (p, path, "phase_deleted", &deleted, error))
    return FALSE;
  if (!bth_state_has_side (self, side))
    return bth_json_fail (error, path, "unknown side \"%s\"", side);
  if (self->alliance_deleted)
    return bth_json_fail (error, path, "the Alliance Phase was deleted (%s)",
                self->alliance_deleted_rule ? self->alliance_deleted_rule : "scenario rules");
  self->alliance_rolls++;
  self->alliance_zeros += modified == 0;
  self->alliance_sevens += modified == 7;
  for (guint i = 0; i < json_array_get_length (results); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", rp, i);
      JsonObject *r = bth_json_element_object (results, rp, i, error);
      const char *power_id, *joins;
      gboolean stays_neutral;
      BthPowerState *power;
      int roll;

      if (r == NULL ||
          !bth_state_check_keys (r, ep, BTH_JSON_KEYS ("roll", "text", "rule", "power", "joins_side", "stays_neutral"),
                                 NULL, error) ||
          !bth_json_member_int (r, ep, "roll", 0, 7, &roll, error) ||
          bth_json_member_string (r, ep, "text", error) == NULL ||
          bth_json_member_string (r, ep, "rule", error) == NULL ||
          !bth_state_read_nullable_string (r, ep, "power", &power_id, error) ||
          !bth_state_read_nullable_string (r, ep, "joins_side", &joins, error) ||
          !bth_json_member_bool (r, ep, "stays_neutral", &stays_neutral, error))
        return FALSE;
      if (roll != modified)
        return bth_json_fail (error, ep, "a result for %d applied to a modified roll of %d", roll, modified);
      if (power_id == NULL)
        continue;
      if ((power = bth_state_find_power (self, power_id)) == NULL)
        return bth_json_fail (error, ep, "unknown power \"%s\"", power_id);
      if (joins != NULL && !bth_state_has_side (self, joins))
        return bth_json_fail (error, ep, "unknown side \"%s\"", joins);
      if (power->permanent)
        continue;    /* e.g. I.D.1.c: it stays neutral for the remainder of the game */
      if (joins != NULL)
        {
          g_free (power->side);
          power->side = g_strdup (joins);
        }
      if (stays_neutral)
        power->permanent = TRUE;
    }
  if (deleted)
    {
      self->alliance_deleted = TRUE;
      g_free (self->alliance_deleted_rule);
      self->alliance_deleted_rule = g_strdup (json_object_has_member (p, "deleted_rule")
                                              ? bth_json_member_string (p, path, "deleted_rule", NULL) : NULL);
    }
  return TRUE;
}
