/* bth-game-state-created.c — the game-created event: the scenario, calendar, sides, powers,
 * Alliance Display, stacks and leaders a game starts with, and its first phase. */
#include "bth-game-state-internal.h"
#include "bth-json-strict.h"

gboolean
bth_state_apply_created (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  g_autofree char *pp = g_strdup_printf ("%s.powers", path);
  g_autofree char *sp = g_strdup_printf ("%s.stacks", path);
  g_autofree char *ap = g_strdup_printf ("%s.alliance", path);
  g_autofree char *op = g_strdup_printf ("%s.options", path);
  g_autofree char *sdp = g_strdup_printf ("%s.sides", path);
  JsonArray *sides, *powers, *stacks, *options;
  JsonObject *alliance, *position;
  const char *scenario, *name, *ruleset, *sequence;

  if (self->scenario != NULL)
    return bth_json_fail (error, path, "a game is created only once, by its first event");
  if (!bth_state_check_keys (p, path, BTH_JSON_KEYS ("scenario", "name", "ruleset", "sequence", "options", "start",
                             "end", "sides", "powers", "alliance", "stacks", "position"),
                            NULL, error) ||
      (scenario = bth_json_member_string (p, path, "scenario", error)) == NULL ||
      (name = bth_json_member_string (p, path, "name", error)) == NULL ||
      (ruleset = bth_json_member_string (p, path, "ruleset", error)) == NULL ||
      (sequence = bth_json_member_string (p, path, "sequence", error)) == NULL ||
      (options = bth_json_member_array (p, path, "options", 0, 64, error)) == NULL ||
      !bth_state_read_month (p, path, "start", &self->start, error) ||
      !bth_state_read_month (p, path, "end", &self->end, error) ||
      (sides = bth_json_member_array (p, path, "sides", 2, 8, error)) == NULL ||
      (powers = bth_json_member_array (p, path, "powers", 0, 256, error)) == NULL ||
      (alliance = bth_json_member_object (p, path, "alliance", error)) == NULL ||
      (stacks = bth_json_member_array (p, path, "stacks", 0, 4096, error)) == NULL ||
      (position = bth_json_member_object (p, path, "position", error)) == NULL)
    return FALSE;
  if (self->end < self->start)
    return bth_json_fail (error, path, "the end month is before the start month");
  self->scenario = g_strdup (scenario);
  self->scenario_name = g_strdup (name);
  self->ruleset = g_strdup (ruleset);
  self->sequence = g_strdup (sequence);
  {
    g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
    for (guint i = 0; i < json_array_get_length (options); i++)
      {
        const char *option = bth_json_element_string (options, op, i, error);
        if (option == NULL)
          return FALSE;
        g_strv_builder_add (builder, option);
      }
    self->options = g_strv_builder_end (builder);
  }
  for (guint i = 0; i < json_array_get_length (sides); i++)
    {
      const char *side = bth_json_element_string (sides, sdp, i, error);
      if (side == NULL)
        return FALSE;
      if (bth_state_has_side (self, side))
        return bth_json_fail (error, sdp, "side \"%s\" is listed twice", side);
      g_ptr_array_add (self->sides, g_strdup (side));
    }
  for (guint i = 0; i < json_array_get_length (powers); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", pp, i);
      JsonObject *power = bth_json_element_object (powers, pp, i, error);
      const char *id, *side;
      BthPowerState *state;
      if (power == NULL ||
          !bth_state_check_keys (power, ep, BTH_JSON_KEYS ("id", "side"), NULL, error) ||
          (id = bth_json_member_string (power, ep, "id", error)) == NULL ||
          !bth_state_read_nullable_string (power, ep, "side", &side, error))
        return FALSE;
      if (bth_state_find_power (self, id) != NULL)
        return bth_json_fail (error, ep, "power \"%s\" is listed twice", id);
      if (side != NULL && !bth_state_has_side (self, side))
        return bth_json_fail (error, ep, "unknown side \"%s\"", side);
      state = g_new0 (BthPowerState, 1);
      state->id = g_strdup (id);
      state->side = g_strdup (side);
      g_ptr_array_add (self->powers, state);
    }
  if (!bth_state_check_keys (alliance, ap, BTH_JSON_KEYS ("french_vp", "french_cp", "anti_vp", "anti_cp",
                             "pro_french_powers", "anti_french_powers"), NULL, error) ||
      !bth_json_member_int (alliance, ap, "french_vp", 0, 999, &self->french_vp, error) ||
      !bth_json_member_int (alliance, ap, "french_cp", 0, 999, &self->french_cp, error) ||
      !bth_json_member_int (alliance, ap, "anti_vp", 0, 999, &self->anti_vp, error) ||
      !bth_json_member_int (alliance, ap, "anti_cp", 0, 999, &self->anti_cp, error) ||
      !bth_json_member_int (alliance, ap, "pro_french_powers", 0, 99, &self->pro_french_powers, error) ||
      !bth_json_member_int (alliance, ap, "anti_french_powers", 0, 99, &self->anti_french_powers, error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (stacks); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", sp, i);
      g_autofree char *lp = g_strdup_printf ("%s.leaders", ep);
      JsonObject *s = bth_json_element_object (stacks, sp, i, error);
      g_autoptr(GArray) units = NULL;
      JsonArray *leaders;
      BthStackState *stack;

      if (s == NULL ||
          !bth_state_check_keys (s, ep, BTH_JSON_KEYS ("stack", "create", "side", "location", "leaders", "units"),
                                 NULL, error) ||
          (stack = bth_state_target_stack (self, s, ep, error)) == NULL ||
          (leaders = bth_json_member_array (s, ep, "leaders", 0, 64, error)) == NULL ||
          (units = bth_state_read_units (s, ep, "units", error)) == NULL)
        return FALSE;
      for (guint u = 0; u < units->len; u++)
        bth_state_units_give (stack->units, &g_array_index (units, BthUnitCount, u));
      for (guint j = 0; j < json_array_get_length (leaders); j++)
        {
          g_autofree char *lep = g_strdup_printf ("%s[%u]", lp, j);
          JsonObject *leader = bth_json_element_object (leaders, lp, j, error);
          if (leader == NULL || !bth_state_add_leader (self, leader, lep, stack, error))
            return FALSE;
        }
    }
  {
    g_autofree char *posp = g_strdup_printf ("%s.position", path);
    const char *segment, *phase;
    if (!bth_state_check_keys (position, posp, BTH_JSON_KEYS ("month", "segment", "phase"), NULL, error) ||
        !bth_state_read_month (position, posp, "month", &self->month, error) ||
        (segment = bth_json_member_string (position, posp, "segment", error)) == NULL ||
        (phase = bth_json_member_string (position, posp, "phase", error)) == NULL)
      return FALSE;
    if (self->month != self->start)
      return bth_json_fail (error, posp, "the game must begin in its start month");
    self->segment = g_strdup (segment);
    self->phase = g_strdup (phase);
  }
  return TRUE;
}
