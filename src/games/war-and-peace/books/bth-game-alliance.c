/* bth-game-alliance.c — the Alliance Phase roll (H): the die, its modifiers, the scenario's
 * results and the forces they deploy, as one action. */
#include "bth-game-internal.h"

gboolean
bth_game_alliance_roll (BthGame *self, GArray *extra, int *modified_out, GError **error)
{
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  g_autoptr(GArray) modifiers = bth_modifier_list_new ();
  g_autoptr(GArray) all_extra = bth_modifier_list_new ();
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const BthGameState *s = self->state;
  const BthSequencePhase *phase;
  const BthSequenceSegment *segment = bth_game_current_segment (self, &phase);
  const char *side = bth_game_segment_side (self, segment);
  BthAllianceDisplay display = {
    .french_vp = s->french_vp, .french_cp = s->french_cp, .pro_french_powers = s->pro_french_powers,
    .anti_vp = s->anti_vp, .anti_cp = s->anti_cp, .anti_french_powers = s->anti_french_powers,
  };
  const BthScenarioAlliance *rules = self->scenario ? bth_scenario_get_alliance (self->scenario) : NULL;
  JsonObject *p;
  JsonArray *results;
  BthEvent *roll;
  int die, modified, counted = 0;
  gboolean deleted = FALSE;
  guint next_stack = s->next_stack;

  if (!bth_game_require_running (self, error))
    return FALSE;
  if (phase == NULL || !g_str_equal (phase->id, "alliance") || side == NULL)
    return bth_game_fail (error, "it is not a player's Alliance Phase");
  if (s->alliance_deleted)
    return bth_game_fail (error, "the Alliance Phase was deleted (%s)", s->alliance_deleted_rule);
  for (guint i = 0; extra != NULL && i < extra->len; i++)
    {
      BthModifier *m = &g_array_index (extra, BthModifier, i);
      bth_modifier_list_add (all_extra, m->value, m->rule, "%s", m->reason);
    }
  /* The scenario's dated modifiers (H.2 note). */
  for (guint i = 0; rules != NULL && i < rules->n_modifiers; i++)
    if (bth_game_state_alliance_modifier_applies (s, &rules->modifiers[i]))
      bth_modifier_list_add (all_extra, rules->modifiers[i].value, rules->modifiers[i].rule, "%s",
                             rules->modifiers[i].text);

  if ((roll = bth_game_roll (self, 1, 6, "Alliance Phase (H.1)", &die, error)) == NULL)
    return FALSE;
  g_ptr_array_add (events, roll);
  modified = bth_alliance_roll (self->rules, &display, die, all_extra, modifiers);

  p = bth_game_payload_new ();
  results = json_array_new ();
  json_object_set_string_member (p, "side", side);
  json_object_set_int_member (p, "die", die);
  json_object_set_int_member (p, "modified", modified);
  json_object_set_member (p, "modifiers", bth_modifier_list_to_json (modifiers));
  if (rules != NULL && (modified == 0 || modified == 7))
    {
      int occurrence = (modified == 0 ? s->alliance_zeros : s->alliance_sevens) + 1;
      for (guint i = 0; i < rules->n_results; i++)
        {
          const BthScenarioAllianceResult *r = &rules->results[i];
          JsonObject *o;
          if (r->roll != modified || (r->occurrence != 0 && r->occurrence != occurrence))
            continue;
          o = json_object_new ();
          json_object_set_int_member (o, "roll", r->roll);
          json_object_set_string_member (o, "text", r->text);
          json_object_set_string_member (o, "rule", r->rule);
          bth_game_payload_set_nullable_string (o, "power", r->power);
          bth_game_payload_set_nullable_string (o, "joins_side", r->joins_side);
          json_object_set_boolean_member (o, "stays_neutral", r->stays_neutral);
          json_array_add_object_element (results, o);
          for (guint f = 0; f < r->n_forces; f++)
            {
              JsonObject *added = bth_game_payload_new ();
              bth_game_payload_new_stack (self, added, &next_stack, taken, &r->forces[f], r->forces[f].side, TRUE);
              json_object_set_string_member (added, "from", "unused");
              json_object_set_string_member (added, "reason", r->rule);
              /* Added after the alliance event below. */
              g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_UNITS_ADDED, added));
            }
        }
      /* "Deleted after" counts the results among the listed rolls, this one included. */
      if (rules->deleted_after_count > 0 && (rules->deleted_after_rolls & (1u << modified)))
        {
          counted = 1;
          if (rules->deleted_after_rolls & 1u)
            counted += s->alliance_zeros;
          if (rules->deleted_after_rolls & (1u << 7))
            counted += s->alliance_sevens;
          deleted = counted >= rules->deleted_after_count;
        }
    }
  json_object_set_array_member (p, "results", results);
  json_object_set_boolean_member (p, "phase_deleted", deleted);
  if (deleted)
    json_object_set_string_member (p, "deleted_rule", rules->rule);
  /* The alliance event goes right after the roll, before any forces it deploys. */
  g_ptr_array_insert (events, 1, bth_game_event_take (BTH_EVENT_ALLIANCE_ROLL_APPLIED, p));
  if (modified_out != NULL)
    *modified_out = modified;
  return bth_game_append (self, events, error);
}
