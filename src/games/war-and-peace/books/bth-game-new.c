/* bth-game-new.c — creating a game from a set-up or a scenario: its game-created event. */
#include "bth-game-internal.h"
#include "bth-game-books.h"
#include "bth-json-strict.h"

/* ---- creating a game ----------------------------------------------------------------- */

static BthGame *
game_from_payload (BthRuleset *rules, BthScenario *scenario, JsonObject *payload, guint64 seed,
                   GError **error)
{
  g_autoptr(BthGame) self = bth_game_new_empty (rules, seed);
  g_autoptr(BthEvent) created = NULL;
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  g_autoptr(GPtrArray) redo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(BthGameState) probe = bth_game_state_new ();
  const BthSequence *sequence;
  BthMonth start, end;
  const char *sequence_id;

  if (scenario != NULL)
    self->scenario = g_object_ref (scenario);
  /* The first phase needs the calendar and sequence; fill it in unless given. */
  if (!json_object_has_member (payload, "position"))
    {
      JsonObject *position = json_object_new ();
      g_auto(GStrv) options = NULL;
      BthTurnTrack *track;
      BthTurnPosition first;
      JsonArray *list;

      if ((sequence_id = bth_json_member_string (payload, "$.setup", "sequence", error)) == NULL ||
          !bth_month_parse (json_object_get_string_member_with_default (payload, "start", ""), &start) ||
          !bth_month_parse (json_object_get_string_member_with_default (payload, "end", ""), &end) ||
          (list = bth_json_member_array (payload, "$.setup", "options", 0, 64, error)) == NULL)
        {
          json_object_unref (position);
          return error && *error ? NULL
                                 : (bth_game_fail (error, "$.setup: start and end must be months like 1805-08"), NULL);
        }
      if ((sequence = bth_ruleset_get_sequence (rules, sequence_id)) == NULL)
        {
          json_object_unref (position);
          bth_game_fail (error, "the ruleset has no sequence of play \"%s\"", sequence_id);
          return NULL;
        }
      options = g_new0 (char *, json_array_get_length (list) + 1);
      for (guint i = 0; i < json_array_get_length (list); i++)
        options[i] = g_strdup (json_array_get_string_element (list, i));
      track = bth_turn_track_new (sequence, start, end, (const char * const *) options);
      bth_turn_track_first (track, &first);
      bth_game_payload_set_month (position, "month", first.month);
      json_object_set_string_member (position, "segment", sequence->segments[first.segment].id);
      json_object_set_string_member (position, "phase",
                                     sequence->segments[first.segment].phases[first.phase].id);
      bth_turn_track_free (track);
      json_object_set_object_member (payload, "position", position);
    }
  created = bth_game_event_take (BTH_EVENT_GAME_CREATED, json_object_ref (payload));
  created->action = 1;
  created->time = self->clock (self->clock_data);
  g_ptr_array_add (events, bth_event_ref (created));
  if (!bth_game_replace_log (self, events, redo, error) || !bth_game_setup_track (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

BthGame *
bth_game_new_from_setup (BthRuleset *rules, JsonNode *setup, guint64 seed, GError **error)
{
  g_autoptr(JsonNode) copy = NULL;

  if (setup == NULL || !JSON_NODE_HOLDS_OBJECT (setup))
    {
      bth_game_fail (error, "$.setup: expected an object");
      return NULL;
    }
  copy = json_node_copy (setup);
  return game_from_payload (rules, NULL, json_node_get_object (copy), seed, error);
}

BthGame *
bth_game_new_from_scenario (BthRuleset *rules, BthScenario *scenario, const char *sequence_id,
                            const char * const *options, const char *alternate_start,
                            guint64 seed, GError **error)
{
  g_autoptr(BthGame) probe = bth_game_new_empty (rules, seed);   /* for leader ids */
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonObject *payload = bth_game_payload_new ();
  JsonArray *sides = json_array_new (), *powers = json_array_new (), *stacks = json_array_new ();
  JsonArray *option_list = json_array_new ();
  JsonObject *alliance = json_object_new ();
  const BthScenarioSide *side_list;
  const BthScenarioNeutral *neutrals;
  const BthScenarioForce *deployment;
  /* X.E: the Grand Campaign is played with the Campaign Turn Sequence. */
  const BthSequence *sequence = bth_ruleset_get_sequence (rules, sequence_id == NULL && bth_scenario_is_grand_campaign (scenario)
                                                                 ? "campaign" : sequence_id);
  BthMonth start = bth_scenario_get_start (scenario);
  const BthScenarioAlternateStart *chosen = NULL;
  guint n_sides, n_neutrals, n_deployment, next_stack = 1;
  BthGame *game;

  if (sequence == NULL)
    {
      json_object_unref (payload);
      json_array_unref (sides); json_array_unref (powers); json_array_unref (stacks);
      json_array_unref (option_list); json_object_unref (alliance);
      bth_game_fail (error, "the ruleset has no sequence of play \"%s\"", sequence_id ? sequence_id : "(default)");
      return NULL;
    }
  if (alternate_start != NULL)
    {
      const BthScenarioAlternateStart *alts;
      guint n_alts, i;
      alts = bth_scenario_get_alternate_starts (scenario, &n_alts);
      for (i = 0; i < n_alts && !g_str_equal (alts[i].id, alternate_start); i++)
        ;
      if (i == n_alts)
        {
          json_object_unref (payload);
          json_array_unref (sides); json_array_unref (powers); json_array_unref (stacks);
          json_array_unref (option_list); json_object_unref (alliance);
          bth_game_fail (error, "scenario %s has no alternate start \"%s\"", bth_scenario_get_id (scenario),
                         alternate_start);
          return NULL;
        }
      start = alts[i].start;
      chosen = &alts[i];
      json_array_add_string_element (option_list, alternate_start);
    }
  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    json_array_add_string_element (option_list, options[i]);

  json_object_set_string_member (payload, "scenario", bth_scenario_get_id (scenario));
  json_object_set_string_member (payload, "name", bth_scenario_get_name (scenario));
  json_object_set_string_member (payload, "ruleset", bth_ruleset_get_id (rules));
  json_object_set_string_member (payload, "sequence", sequence->id);
  json_object_set_array_member (payload, "options", option_list);
  bth_game_payload_set_month (payload, "start", start);
  bth_game_payload_set_month (payload, "end", bth_scenario_get_end (scenario));

  side_list = bth_scenario_get_sides (scenario, &n_sides);
  for (guint i = 0; i < n_sides; i++)
    {
      json_array_add_string_element (sides, side_list[i].id);
      for (guint j = 0; j < side_list[i].n_powers; j++)
        {
          JsonObject *p = json_object_new ();
          json_object_set_string_member (p, "id", side_list[i].powers[j].id);
          /* XIV.G.5.b: an alternate start may make a power neutral. */
          if (bth_scenario_alternate_start_is_neutral (chosen, side_list[i].powers[j].id))
            json_object_set_null_member (p, "side");
          else
            json_object_set_string_member (p, "side", side_list[i].id);
          json_array_add_object_element (powers, p);
        }
    }
  neutrals = bth_scenario_get_neutrals (scenario, &n_neutrals);
  for (guint i = 0; i < n_neutrals; i++)
    {
      JsonObject *p = json_object_new ();
      json_object_set_string_member (p, "id", neutrals[i].power.id);
      json_object_set_null_member (p, "side");
      json_array_add_object_element (powers, p);
    }
  json_object_set_array_member (payload, "sides", sides);
  json_object_set_array_member (payload, "powers", powers);

  /* H.3: the display starts empty; scenarios give points as the game goes. */
  json_object_set_int_member (alliance, "french_vp", 0);
  json_object_set_int_member (alliance, "french_cp", 0);
  json_object_set_int_member (alliance, "anti_vp", 0);
  json_object_set_int_member (alliance, "anti_cp", 0);
  json_object_set_int_member (alliance, "pro_french_powers", 0);
  json_object_set_int_member (alliance, "anti_french_powers", 0);
  json_object_set_object_member (payload, "alliance", alliance);

  deployment = bth_scenario_get_deployment (scenario, &n_deployment);
  if (chosen != NULL && chosen->n_deployment > 0)
    {
      deployment = chosen->deployment;
      n_deployment = chosen->n_deployment;
    }
  for (guint i = 0; i < n_deployment; i++)
    {
      JsonObject *s = json_object_new ();
      bth_game_payload_new_stack (probe, s, &next_stack, taken, &deployment[i], deployment[i].side, TRUE);
      json_array_add_object_element (stacks, s);
    }
  json_object_set_array_member (payload, "stacks", stacks);

  game = game_from_payload (rules, scenario, payload, seed, error);
  json_object_unref (payload);
  /* The books that not every game keeps set themselves up (the Grand Campaign's card). */
  if (game != NULL && !bth_game_books_set_up (game, scenario, error))
    g_clear_object (&game);
  return game;
}
