/* bth-game.c — the event log, undo and redo, and the actions players take. */
#include "bth-game-private.h"
#include "bth-campaign-game.h"
#include "bth-campaign-events.h"
#include "bth-attrition-json.h"
#include "bth-checks.h"
#include "bth-error.h"
#include "bth-force.h"
#include "bth-forced-march-json.h"
#include "bth-json-strict.h"

#include <string.h>

struct _BthGame {
  GObject            parent_instance;

  BthRuleset        *rules;
  BthScenario       *scenario;       /* optional */
  const BthSequence *sequence;
  BthTurnTrack      *track;
  BthDice           *dice;
  guint64            seed;
  GPtrArray         *events;         /* of BthEvent */
  GPtrArray         *redo;           /* of GPtrArray of BthEvent */
  BthGameState      *state;
  gint64           (*clock) (gpointer);
  gpointer           clock_data;
};

G_DEFINE_FINAL_TYPE (BthGame, bth_game, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_set_error_literal (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "");
  g_free ((*error)->message);
  (*error)->message = g_strdup_vprintf (format, args);
  va_end (args);
  return FALSE;
}

static void
bth_game_finalize (GObject *object)
{
  BthGame *self = BTH_GAME (object);

  g_clear_object (&self->rules);
  g_clear_object (&self->scenario);
  g_clear_object (&self->dice);
  g_clear_pointer (&self->track, bth_turn_track_free);
  g_clear_pointer (&self->events, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_pointer (&self->state, bth_game_state_free);
  G_OBJECT_CLASS (bth_game_parent_class)->finalize (object);
}

static void
bth_game_class_init (BthGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bth_game_finalize;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static gint64
real_clock (gpointer data)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

static void
bth_game_init (BthGame *self)
{
  self->events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  self->state = bth_game_state_new ();
  self->clock = real_clock;
}

BthGame *
bth_game_new_empty (BthRuleset *rules, guint64 seed)
{
  BthGame *self = g_object_new (BTH_TYPE_GAME, NULL);

  self->rules = g_object_ref (rules);
  self->seed = seed;
  self->dice = bth_dice_new (seed);
  return self;
}

/* ---- accessors ----------------------------------------------------------------------- */

BthRuleset *bth_game_get_ruleset (BthGame *self) { return self->rules; }
BthScenario *bth_game_get_scenario (BthGame *self) { return self->scenario; }
BthDice *bth_game_get_dice (BthGame *self) { return self->dice; }

const char *
bth_game_side_name (BthGame *self, const char *side_id)
{
  const BthScenarioSide *side = self->scenario != NULL ? bth_scenario_find_side (self->scenario, side_id) : NULL;

  return side != NULL ? side->name : side_id;
}
guint64 bth_game_get_seed (BthGame *self) { return self->seed; }
BthTurnTrack *bth_game_get_turn_track (BthGame *self) { return self->track; }
const BthGameState *bth_game_get_state (BthGame *self) { return self->state; }
GPtrArray *bth_game_get_events (BthGame *self) { return self->events; }
GPtrArray *bth_game_get_redo_stack (BthGame *self) { return self->redo; }

void
bth_game_set_clock (BthGame *self, gint64 (*clock) (gpointer), gpointer data)
{
  self->clock = clock ? clock : real_clock;
  self->clock_data = data;
}

gboolean
bth_game_set_scenario (BthGame *self, BthScenario *scenario, GError **error)
{
  if (self->state->scenario != NULL && !g_str_equal (self->state->scenario, bth_scenario_get_id (scenario)))
    return fail (error, "the game is of scenario \"%s\", not \"%s\"", self->state->scenario,
                 bth_scenario_get_id (scenario));
  g_set_object (&self->scenario, scenario);
  return TRUE;
}

void
bth_game_get_position (BthGame *self, BthTurnPosition *out)
{
  *out = (BthTurnPosition) { .month = self->state->month, .ended = self->state->ended };
  if (!self->state->ended && self->sequence != NULL)
    bth_sequence_find_phase (self->sequence, self->state->segment, self->state->phase,
                             &out->segment, &out->phase);
}

/* The scenario side active in a segment: the French side is listed first. */
static const char *
segment_side (BthGame *self, const BthSequenceSegment *segment)
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
    return fail (error, "the game uses ruleset \"%s\", not \"%s\"", s->ruleset, bth_ruleset_get_id (self->rules));
  if ((self->sequence = bth_ruleset_get_sequence (self->rules, s->sequence)) == NULL)
    return fail (error, "the ruleset has no sequence of play \"%s\"", s->sequence);
  g_clear_pointer (&self->track, bth_turn_track_free);
  self->track = bth_turn_track_new (self->sequence, s->start, s->end, (const char * const *) s->options);
  bth_turn_track_set_skip_func (self->track, skip_phase, self);
  if (!s->ended && bth_sequence_find_phase (self->sequence, s->segment, s->phase, NULL, NULL) == NULL)
    return fail (error, "the sequence of play \"%s\" has no phase %s/%s", s->sequence, s->segment, s->phase);
  return TRUE;
}

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
        return fail (error, "$.events[%u].action: actions must start at 1 and never decrease", i);
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
            return fail (error, "%s.action: a redo action must follow the log", path);
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
  g_signal_emit (self, signals[CHANGED], 0);
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
    return fail (error, "there is nothing to undo");
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
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
bth_game_redo (BthGame *self, GError **error)
{
  g_autoptr(BthGameState) next = NULL;
  GPtrArray *action;

  if (!bth_game_can_redo (self))
    return fail (error, "there is nothing to redo");
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
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

static char *
describe_action (BthEvent *first)
{
  static const char *const names[] = {
    "Set-up", "Next phase", "Dice roll", "Table", "Edit", "Override", "Alliance roll",
    "Leader casualty", "Leader returns", "Units eliminated", "Units added", "Reinforcement", "Note",
    "Force Pool Display", "Initial Force Pool", "Force Pool", "Campaign set-up", "Campaign",
    "Fleet", "Fleet cargo",
  };
  /* An action over several fleets names itself ("Naval battle at …", bth-game-naval-battle.h). */
  if ((first->type == BTH_EVENT_FLEET_SET || first->type == BTH_EVENT_FLEET_CARGO) && first->payload != NULL && JSON_NODE_HOLDS_OBJECT (first->payload) &&
      json_object_has_member (json_node_get_object (first->payload), "label"))
    return g_strdup (json_object_get_string_member (json_node_get_object (first->payload), "label"));
  return g_strdup (names[first->type]);
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
  /* A dice roll is named by what it was for: the next event of the action. */
  for (guint j = i - 1; j < self->events->len; j++)
    if (((BthEvent *) g_ptr_array_index (self->events, j))->type != BTH_EVENT_DICE_ROLLED)
      return describe_action (g_ptr_array_index (self->events, j));
  return describe_action (g_ptr_array_index (self->events, i - 1));
}

char *
bth_game_describe_redo (BthGame *self)
{
  GPtrArray *action;

  if (!bth_game_can_redo (self))
    return NULL;
  action = g_ptr_array_index (self->redo, self->redo->len - 1);
  for (guint j = 0; j < action->len; j++)
    if (((BthEvent *) g_ptr_array_index (action, j))->type != BTH_EVENT_DICE_ROLLED)
      return describe_action (g_ptr_array_index (action, j));
  return describe_action (g_ptr_array_index (action, 0));
}

/* ---- building payloads --------------------------------------------------------------- */

static JsonObject *
payload_new (void)
{
  return json_object_new ();
}

static BthEvent *
event_take (BthEventType type, JsonObject *payload)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, payload);
  return bth_event_new (type, node);
}

static void
set_month (JsonObject *obj, const char *member, BthMonth month)
{
  g_autofree char *text = bth_month_to_string (month);
  json_object_set_string_member (obj, member, text);
}

static void
set_nullable_string (JsonObject *obj, const char *member, const char *value)
{
  if (value == NULL)
    json_object_set_null_member (obj, member);
  else
    json_object_set_string_member (obj, member, value);
}

static JsonArray *
units_json (GArray *units)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; units != NULL && i < units->len; i++)
    {
      BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "power", u->power);
      json_object_set_string_member (o, "kind", u->kind);
      json_object_set_int_member (o, "sp", u->sp);
      json_array_add_object_element (array, o);
    }
  return array;
}

static JsonArray *
scenario_units_json (const BthScenarioForce *force)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < force->n_units; i++)
    {
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "power", force->units[i].power);
      json_object_set_string_member (o, "kind", bth_scenario_kind_to_string (force->units[i].kind));
      json_object_set_int_member (o, "sp", force->units[i].sp);
      json_array_add_object_element (array, o);
    }
  return array;
}

/* Leader ids: the name in lower case ("ney"), the power first for unnamed leaders
 * ("austria-leader-0"), with "-2", "-3" … when taken. */
static char *
leader_id (BthGame *self, GHashTable *taken, const char *name, const char *power, gboolean unnamed)
{
  g_autofree char *base = NULL;
  g_autofree char *full = unnamed ? g_strdup_printf ("%s-%s", power, name) : g_strdup (name);
  g_autofree char *lower = g_utf8_strdown (full, -1);
  GString *slug = g_string_new (NULL);
  char *id;

  for (const char *p = lower; *p; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (slug, *p);
      else if (slug->len > 0 && slug->str[slug->len - 1] != '-')
        g_string_append_c (slug, '-');
    }
  while (slug->len > 0 && slug->str[slug->len - 1] == '-')
    g_string_truncate (slug, slug->len - 1);
  base = g_string_free (slug, FALSE);
  id = g_strdup (base);
  for (guint n = 2; bth_game_state_find_leader (self->state, id) != NULL || g_hash_table_contains (taken, id); n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%u", base, n);
    }
  g_hash_table_add (taken, g_strdup (id));
  return id;
}

static JsonArray *
scenario_leaders_json (BthGame *self, GHashTable *taken, const BthScenarioForce *force, const char *side)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < force->n_leaders; i++)
    {
      const BthScenarioLeader *l = &force->leaders[i];
      JsonObject *o = json_object_new ();
      g_autofree char *id = leader_id (self, taken, l->name, l->power, l->unnamed);
      json_object_set_string_member (o, "id", id);
      json_object_set_string_member (o, "name", l->name);
      json_object_set_string_member (o, "power", l->power);
      json_object_set_string_member (o, "side", side);
      /* Z.5.a: "Leader (0)" has value 0; named leaders' values are printed on counters. */
      if (l->unnamed)
        json_object_set_int_member (o, "value", 0);
      else if (l->value == BTH_SCENARIO_VALUE_UNKNOWN)
        json_object_set_null_member (o, "value");
      else
        json_object_set_int_member (o, "value", l->value);
      json_object_set_null_member (o, "colour");
      json_object_set_boolean_member (o, "named", !l->unnamed);
      json_array_add_object_element (array, o);
    }
  return array;
}

static char *
force_location (const BthScenarioForce *force)
{
  if (force->place == NULL)
    return g_strdup (force->note ? force->note : "(to be placed)");
  if (force->placement == BTH_PLACEMENT_WITHIN_ONE_HEX)
    return force->note ? g_strdup_printf ("within one hex of %s (%s)", force->place, force->note)
                       : g_strdup_printf ("within one hex of %s", force->place);
  return force->note ? g_strdup_printf ("%s (%s)", force->place, force->note) : g_strdup (force->place);
}

/* {"stack": "sN", "create": true, "side", "location", "units", "leaders"} for a scenario force. */
static void
set_new_stack (BthGame *self, JsonObject *obj, guint *next_stack, GHashTable *taken,
               const BthScenarioForce *force, const char *side, gboolean with_leaders)
{
  g_autofree char *id = g_strdup_printf ("s%u", (*next_stack)++);
  g_autofree char *location = force_location (force);

  json_object_set_string_member (obj, "stack", id);
  json_object_set_boolean_member (obj, "create", TRUE);
  json_object_set_string_member (obj, "side", side);
  json_object_set_string_member (obj, "location", location);
  if (with_leaders)
    json_object_set_array_member (obj, "leaders", scenario_leaders_json (self, taken, force, side));
  json_object_set_array_member (obj, "units", scenario_units_json (force));
}

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
          return error && *error ? NULL : (fail (error, "$.setup: start and end must be months like 1805-08"), NULL);
        }
      if ((sequence = bth_ruleset_get_sequence (rules, sequence_id)) == NULL)
        {
          json_object_unref (position);
          fail (error, "the ruleset has no sequence of play \"%s\"", sequence_id);
          return NULL;
        }
      options = g_new0 (char *, json_array_get_length (list) + 1);
      for (guint i = 0; i < json_array_get_length (list); i++)
        options[i] = g_strdup (json_array_get_string_element (list, i));
      track = bth_turn_track_new (sequence, start, end, (const char * const *) options);
      bth_turn_track_first (track, &first);
      set_month (position, "month", first.month);
      json_object_set_string_member (position, "segment", sequence->segments[first.segment].id);
      json_object_set_string_member (position, "phase",
                                     sequence->segments[first.segment].phases[first.phase].id);
      bth_turn_track_free (track);
      json_object_set_object_member (payload, "position", position);
    }
  created = event_take (BTH_EVENT_GAME_CREATED, json_object_ref (payload));
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
      fail (error, "$.setup: expected an object");
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
  JsonObject *payload = payload_new ();
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
  guint n_sides, n_neutrals, n_deployment, next_stack = 1;
  BthGame *game;

  if (sequence == NULL)
    {
      json_object_unref (payload);
      json_array_unref (sides); json_array_unref (powers); json_array_unref (stacks);
      json_array_unref (option_list); json_object_unref (alliance);
      fail (error, "the ruleset has no sequence of play \"%s\"", sequence_id ? sequence_id : "(default)");
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
          fail (error, "scenario %s has no alternate start \"%s\"", bth_scenario_get_id (scenario), alternate_start);
          return NULL;
        }
      start = alts[i].start;
      json_array_add_string_element (option_list, alternate_start);
    }
  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    json_array_add_string_element (option_list, options[i]);

  json_object_set_string_member (payload, "scenario", bth_scenario_get_id (scenario));
  json_object_set_string_member (payload, "name", bth_scenario_get_name (scenario));
  json_object_set_string_member (payload, "ruleset", bth_ruleset_get_id (rules));
  json_object_set_string_member (payload, "sequence", sequence->id);
  json_object_set_array_member (payload, "options", option_list);
  set_month (payload, "start", start);
  set_month (payload, "end", bth_scenario_get_end (scenario));

  side_list = bth_scenario_get_sides (scenario, &n_sides);
  for (guint i = 0; i < n_sides; i++)
    {
      json_array_add_string_element (sides, side_list[i].id);
      for (guint j = 0; j < side_list[i].n_powers; j++)
        {
          JsonObject *p = json_object_new ();
          json_object_set_string_member (p, "id", side_list[i].powers[j].id);
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
  for (guint i = 0; i < n_deployment; i++)
    {
      JsonObject *s = json_object_new ();
      set_new_stack (probe, s, &next_stack, taken, &deployment[i], deployment[i].side, TRUE);
      json_array_add_object_element (stacks, s);
    }
  json_object_set_array_member (payload, "stacks", stacks);

  game = game_from_payload (rules, scenario, payload, seed, error);
  json_object_unref (payload);
  /* X.B.3, X.J.1: a Grand Campaign game keeps the Campaign Game Card's books from the start,
   * from the players' card (the built-in card while they have none), for two players until
   * they say otherwise (players, X.D.3). */
  if (game != NULL && bth_scenario_is_grand_campaign (scenario))
    {
      g_autofree char *path = bth_campaign_card_players_path (BTH_CAMPAIGN_CARD_BUILTIN);
      g_autoptr(BthCampaignCard) card = bth_campaign_card_load_players (path, BTH_CAMPAIGN_CARD_BUILTIN, error);
      if (card == NULL || !bth_campaign_game_set_up (game, card, 2, error))
        g_clear_object (&game);
    }
  return game;
}

/* ---- actions ------------------------------------------------------------------------- */

static GPtrArray *
event_list (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
}

static gboolean
append (BthGame *self, GPtrArray *events, GError **error)
{
  return bth_game_append_action (self, events, error) != 0;
}

static gboolean
require_running (BthGame *self, GError **error)
{
  if (self->state->ended)
    return fail (error, "the scenario has ended");
  return TRUE;
}

gboolean
bth_game_advance_phase (BthGame *self, GError **error)
{
  g_autoptr(GPtrArray) events = event_list ();
  g_autoptr(GPtrArray) skipped = g_ptr_array_new_with_free_func (g_free);
  JsonObject *p = payload_new ();
  BthTurnPosition here, next;

  if (!require_running (self, error))
    {
      json_object_unref (p);
      return FALSE;
    }
  bth_game_get_position (self, &here);
  bth_turn_track_next (self->track, &here, &next, skipped);
  set_month (p, "month", next.month);
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
  g_ptr_array_add (events, event_take (BTH_EVENT_PHASE_ADVANCED, p));
  return append (self, events, error);
}

BthEvent *
bth_game_roll (BthGame *self, guint count, guint sides, const char *purpose, int *values,
               GError **error)
{
  g_autofree int *faces = g_new0 (int, count);
  GPtrArray *log;
  JsonObject *p;
  JsonArray *dice;
  int total = bth_dice_roll (self->dice, count, sides, purpose, faces, error);

  if (total < 0)
    return NULL;
  log = bth_dice_get_log (self->dice);
  p = payload_new ();
  dice = json_array_new ();
  for (guint i = 0; i < count; i++)
    json_array_add_int_element (dice, faces[i]);
  json_object_set_string_member (p, "purpose", purpose);
  json_object_set_int_member (p, "sides", sides);
  json_object_set_array_member (p, "dice", dice);
  json_object_set_int_member (p, "total", total);
  json_object_set_boolean_member (p, "fixed", ((BthRoll *) g_ptr_array_index (log, log->len - 1))->fixed);
  if (values != NULL)
    memcpy (values, faces, count * sizeof (int));
  return event_take (BTH_EVENT_DICE_ROLLED, p);
}

static const BthSequenceSegment *
current_segment (BthGame *self, const BthSequencePhase **phase)
{
  BthTurnPosition here;

  bth_game_get_position (self, &here);
  if (phase != NULL)
    *phase = here.ended ? NULL : bth_turn_track_phase (self->track, &here);
  return here.ended ? NULL : bth_turn_track_segment (self->track, &here);
}

gboolean
bth_game_alliance_roll (BthGame *self, GArray *extra, int *modified_out, GError **error)
{
  g_autoptr(GPtrArray) events = event_list ();
  g_autoptr(GArray) modifiers = bth_modifier_list_new ();
  g_autoptr(GArray) all_extra = bth_modifier_list_new ();
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const BthGameState *s = self->state;
  const BthSequencePhase *phase;
  const BthSequenceSegment *segment = current_segment (self, &phase);
  const char *side = segment_side (self, segment);
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

  if (!require_running (self, error))
    return FALSE;
  if (phase == NULL || !g_str_equal (phase->id, "alliance") || side == NULL)
    return fail (error, "it is not a player's Alliance Phase");
  if (s->alliance_deleted)
    return fail (error, "the Alliance Phase was deleted (%s)", s->alliance_deleted_rule);
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

  p = payload_new ();
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
          set_nullable_string (o, "power", r->power);
          set_nullable_string (o, "joins_side", r->joins_side);
          json_object_set_boolean_member (o, "stays_neutral", r->stays_neutral);
          json_array_add_object_element (results, o);
          for (guint f = 0; f < r->n_forces; f++)
            {
              JsonObject *added = payload_new ();
              set_new_stack (self, added, &next_stack, taken, &r->forces[f], r->forces[f].side, TRUE);
              json_object_set_string_member (added, "from", "unused");
              json_object_set_string_member (added, "reason", r->rule);
              /* Added after the alliance event below. */
              g_ptr_array_add (events, event_take (BTH_EVENT_UNITS_ADDED, added));
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
  g_ptr_array_insert (events, 1, event_take (BTH_EVENT_ALLIANCE_ROLL_APPLIED, p));
  if (modified_out != NULL)
    *modified_out = modified;
  return append (self, events, error);
}

gboolean
bth_game_leader_casualty (BthGame *self, const char *leader_id_, BthLeaderFate *fate_out, GError **error)
{
  g_autoptr(GPtrArray) events = event_list ();
  const BthLeaderState *leader = bth_game_state_find_leader (self->state, leader_id_);
  g_autofree char *purpose = NULL;
  BthLeaderFate fate = BTH_LEADER_UNHARMED;
  BthEvent *roll;
  int dice[2], second, turns_out = 0;

  if (!require_running (self, error))
    return FALSE;
  if (leader == NULL)
    return fail (error, "no leader \"%s\"", leader_id_);
  if (leader->status != BTH_LEADER_STATUS_ON_MAP)
    return fail (error, "%s is not on the map", leader->name);
  if (!leader->named)
    return fail (error, "R.1: only named leaders roll for casualties");
  purpose = g_strdup_printf ("Leader casualty: %s (R.1)", leader->name);
  if ((roll = bth_game_roll (self, 2, 6, purpose, dice, error)) == NULL)
    return FALSE;
  g_ptr_array_add (events, roll);
  if (bth_leader_is_casualty (self->rules, dice[0] + dice[1]))
    {
      JsonObject *p = payload_new ();
      g_autofree char *second_purpose = g_strdup_printf ("Leader casualty, second die: %s (R.1)", leader->name);
      if ((roll = bth_game_roll (self, 1, 6, second_purpose, &second, error)) == NULL)
        {
          json_object_unref (p);
          return FALSE;
        }
      g_ptr_array_add (events, roll);
      fate = bth_leader_fate (self->rules, second, &turns_out);
      json_object_set_string_member (p, "leader", leader->id);
      json_object_set_string_member (p, "fate", bth_leader_fate_to_string (fate));
      json_object_set_int_member (p, "turns_out", turns_out);
      if (fate == BTH_LEADER_WOUNDED)
        set_month (p, "returns", self->state->month + turns_out);
      else
        json_object_set_null_member (p, "returns");
      json_object_set_string_member (p, "rule", bth_ruleset_get_prose (self->rules)->leader_casualty_rule);
      g_ptr_array_add (events, event_take (BTH_EVENT_LEADER_CASUALTY, p));
    }
  else
    {
      JsonObject *p = payload_new ();
      JsonObject *inputs = json_object_new ();
      json_object_set_string_member (inputs, "leader", leader->id);
      json_object_set_int_member (inputs, "dice", dice[0] + dice[1]);
      json_object_set_string_member (p, "table", "leader_casualty");
      json_object_set_string_member (p, "rule", bth_ruleset_get_prose (self->rules)->leader_casualty_rule);
      json_object_set_object_member (p, "inputs", inputs);
      json_object_set_string_member (p, "result", bth_leader_fate_to_string (BTH_LEADER_UNHARMED));
      g_ptr_array_add (events, event_take (BTH_EVENT_TABLE_RESOLVED, p));
    }
  if (fate_out != NULL)
    *fate_out = fate;
  return append (self, events, error);
}

/* "stack": existing id, or a new stack of SIDE at LOCATION. */
static void
set_stack_target (BthGame *self, JsonObject *p, const char *stack_id, const char *side,
                  const char *location)
{
  if (stack_id != NULL)
    {
      json_object_set_string_member (p, "stack", stack_id);
      return;
    }
  {
    g_autofree char *id = g_strdup_printf ("s%u", self->state->next_stack);
    json_object_set_string_member (p, "stack", id);
    json_object_set_boolean_member (p, "create", TRUE);
    json_object_set_string_member (p, "side", side);   /* NULL: a neutral state's (X.D) */
    json_object_set_string_member (p, "location", location ? location : "");
  }
}

gboolean
bth_game_leader_return (BthGame *self, const char *leader, const char *stack_id, const char *location,
                        GError **error)
{
  g_autoptr(GPtrArray) events = event_list ();
  const BthLeaderState *l = bth_game_state_find_leader (self->state, leader);
  JsonObject *p = payload_new ();

  json_object_set_string_member (p, "leader", leader);
  set_stack_target (self, p, stack_id, l ? l->side : NULL, location);
  g_ptr_array_add (events, event_take (BTH_EVENT_LEADER_RETURNED, p));
  return append (self, events, error);
}

gboolean
bth_game_eliminate_units (BthGame *self, const char *stack_id, GArray *units, const char *reason,
                          GError **error)
{
  g_autoptr(GPtrArray) events = event_list ();
  JsonObject *p = payload_new ();

  json_object_set_string_member (p, "stack", stack_id);
  json_object_set_array_member (p, "units", units_json (units));
  if (reason != NULL)
    json_object_set_string_member (p, "reason", reason);
  g_ptr_array_add (events, event_take (BTH_EVENT_UNITS_ELIMINATED, p));
  return append (self, events, error);
}

gboolean
bth_game_add_units (BthGame *self, const char *stack_id, const char *side, const char *location,
                    GArray *units, gboolean from_eliminated, GError **error)
{
  g_autoptr(GPtrArray) events = event_list ();
  JsonObject *p = payload_new ();

  set_stack_target (self, p, stack_id, side, location);
  json_object_set_array_member (p, "units", units_json (units));
  json_object_set_string_member (p, "from", from_eliminated ? "eliminated" : "unused");
  g_ptr_array_add (events, event_take (BTH_EVENT_UNITS_ADDED, p));
  return append (self, events, error);
}

gboolean
bth_game_edit (BthGame *self, const char *path, JsonNode *value, const char *reason, GError **error)
{
  g_autoptr(GPtrArray) events = event_list ();
  JsonNode *old = bth_game_state_get_field (self->state, path, error);
  JsonObject *p;

  if (old == NULL)
    {
      bth_json_as_input_error (error ? *error : NULL);
      return FALSE;
    }
  p = payload_new ();
  json_object_set_string_member (p, "path", path);
  json_object_set_member (p, "old", old);
  json_object_set_member (p, "new", json_node_copy (value));
  if (reason != NULL)
    json_object_set_string_member (p, "reason", reason);
  g_ptr_array_add (events, event_take (reason != NULL ? BTH_EVENT_OVERRIDE : BTH_EVENT_EDIT, p));
  return append (self, events, error);
}

gboolean
bth_game_edit_many (BthGame *self, const char * const *paths, JsonNode * const *values, guint n,
                    GError **error)
{
  g_autoptr(GPtrArray) events = event_list ();

  for (guint i = 0; i < n; i++)
    {
      JsonNode *old = bth_game_state_get_field (self->state, paths[i], error);
      JsonObject *p;

      if (old == NULL)
        {
          bth_json_as_input_error (error ? *error : NULL);
          return FALSE;
        }
      if (json_node_equal (old, values[i]))
        {
          json_node_unref (old);
          continue;
        }
      p = payload_new ();
      json_object_set_string_member (p, "path", paths[i]);
      json_object_set_member (p, "old", old);
      json_object_set_member (p, "new", json_node_copy (values[i]));
      g_ptr_array_add (events, event_take (BTH_EVENT_EDIT, p));
    }
  return events->len == 0 || append (self, events, error);
}

gboolean
bth_game_note (BthGame *self, const char *text, GError **error)
{
  g_autoptr(GPtrArray) events = event_list ();
  JsonObject *p = payload_new ();

  json_object_set_string_member (p, "text", text);
  g_ptr_array_add (events, event_take (BTH_EVENT_NOTE, p));
  return append (self, events, error);
}

gboolean
bth_game_record_table (BthGame *self, const char *table, const char *rule, JsonNode *inputs,
                       JsonNode *result, GPtrArray *dice_events, GError **error)
{
  g_autoptr(GPtrArray) events = event_list ();
  JsonObject *p = payload_new ();

  for (guint i = 0; dice_events != NULL && i < dice_events->len; i++)
    g_ptr_array_add (events, bth_event_ref (g_ptr_array_index (dice_events, i)));
  json_object_set_string_member (p, "table", table);
  if (rule != NULL)
    json_object_set_string_member (p, "rule", rule);
  json_object_set_member (p, "inputs", inputs ? json_node_copy (inputs) : json_node_new (JSON_NODE_NULL));
  json_object_set_member (p, "result", result ? json_node_copy (result) : json_node_new (JSON_NODE_NULL));
  g_ptr_array_add (events, event_take (BTH_EVENT_TABLE_RESOLVED, p));
  return append (self, events, error);
}

gboolean
bth_game_record_battle (BthGame *self, const int dice[2], gboolean fixed, JsonNode *inputs,
                        JsonNode *result, const BthBattleStackResult *stacks, guint n_stacks,
                        GError **error)
{
  g_autoptr(GPtrArray) events = event_list ();
  JsonObject *p = payload_new ();
  JsonArray *faces = json_array_new ();

  json_array_add_int_element (faces, dice[0]);
  json_array_add_int_element (faces, dice[1]);
  json_object_set_string_member (p, "purpose", "Combat (O)");
  json_object_set_int_member (p, "sides", 6);
  json_object_set_array_member (p, "dice", faces);
  json_object_set_int_member (p, "total", dice[0] + dice[1]);
  json_object_set_boolean_member (p, "fixed", fixed);
  g_ptr_array_add (events, event_take (BTH_EVENT_DICE_ROLLED, p));

  p = payload_new ();
  json_object_set_string_member (p, "table", "combat");
  json_object_set_string_member (p, "rule", "O");
  json_object_set_member (p, "inputs", inputs ? json_node_copy (inputs) : json_node_new (JSON_NODE_NULL));
  json_object_set_member (p, "result", result ? json_node_copy (result) : json_node_new (JSON_NODE_NULL));
  g_ptr_array_add (events, event_take (BTH_EVENT_TABLE_RESOLVED, p));

  for (guint i = 0; i < n_stacks; i++)
    {
      const BthStackState *stack = bth_game_state_find_stack (self->state, stacks[i].stack);
      g_autofree char *path = NULL;

      if (stack == NULL)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "there is no stack \"%s\" on the Leader Display", stacks[i].stack);
          return FALSE;
        }
      if (stacks[i].losses != NULL && stacks[i].losses->len > 0)
        {
          p = payload_new ();
          json_object_set_string_member (p, "stack", stacks[i].stack);
          json_object_set_array_member (p, "units", units_json (stacks[i].losses));
          json_object_set_string_member (p, "reason", "battle (P.3)");
          g_ptr_array_add (events, event_take (BTH_EVENT_UNITS_ELIMINATED, p));
        }
      if (stacks[i].demoralization != stack->demoralization)
        {
          path = g_strdup_printf ("stacks.%s.demoralization", stacks[i].stack);
          p = payload_new ();
          json_object_set_string_member (p, "path", path);
          json_object_set_int_member (p, "old", stack->demoralization);
          json_object_set_int_member (p, "new", stacks[i].demoralization);
          g_ptr_array_add (events, event_take (BTH_EVENT_EDIT, p));
        }
    }
  return append (self, events, error);
}

/* ---- what is due --------------------------------------------------------------------- */

const char *
bth_due_kind_to_string (BthDueKind kind)
{
  static const char *const names[] = { "reinforcement", "replacement", "withdrawal", "event",
                                       "leader-return", "january", "omitted-step", "alliance",
                                       "foreign-wars", "war-end", "war-forces", "prisoners",
                                       "napoleon-return", "victory-check" };
  return names[kind];
}

static void
due_free (BthDueItem *item)
{
  g_free (item->text);
  g_free (item->rule);
  g_free (item->side);
  g_free (item->leader);
  g_free (item->state);
  g_free (item);
}

static BthDueItem *
due_add (GPtrArray *due, BthDueKind kind, const char *side, const char *rule, const char *format, ...)
  G_GNUC_PRINTF (5, 6);

static BthDueItem *
due_add (GPtrArray *due, BthDueKind kind, const char *side, const char *rule, const char *format, ...)
{
  BthDueItem *item = g_new0 (BthDueItem, 1);
  va_list args;

  va_start (args, format);
  item->kind = kind;
  item->text = g_strdup_vprintf (format, args);
  item->rule = g_strdup (rule);
  item->side = g_strdup (side);
  va_end (args);
  g_ptr_array_add (due, item);
  return item;
}

/* Whether a reinforcement-arrived event for schedule ENTRY was logged in the current month. */
static gboolean
entry_done (BthGame *self, guint entry)
{
  for (guint i = self->events->len; i > 0; i--)
    {
      BthEvent *e = g_ptr_array_index (self->events, i - 1);
      JsonObject *p = json_node_get_object (e->payload);
      BthMonth month;

      if (e->type == BTH_EVENT_PHASE_ADVANCED &&
          bth_month_parse (json_object_get_string_member (p, "month"), &month) && month < self->state->month)
        break;
      if (e->type == BTH_EVENT_REINFORCEMENT_ARRIVED && json_object_has_member (p, "entry") &&
          json_object_get_int_member (p, "entry") == entry &&
          bth_month_parse (json_object_get_string_member (p, "month"), &month) && month == self->state->month)
        return TRUE;
    }
  return FALSE;
}

GPtrArray *
bth_game_get_due (BthGame *self)
{
  GPtrArray *due = g_ptr_array_new_with_free_func ((GDestroyNotify) due_free);
  const BthGameState *s = self->state;
  const BthSequencePhase *phase;
  const BthSequenceSegment *segment = current_segment (self, &phase);
  const char *side = segment_side (self, segment);
  gboolean first_turn = bth_turn_track_is_first_turn (self->track, s->month);
  gboolean january = bth_month_month (s->month) == 1;
  BthTurnPosition here, before;

  if (segment == NULL || phase == NULL)
    return due;
  for (guint i = 0; i < phase->n_steps; i++)
    {
      if (phase->steps[i].first_turn_omitted && first_turn)
        due_add (due, BTH_DUE_OMITTED_STEP, side, phase->steps[i].first_turn_rule,
                 "%s: not on the first turn", phase->steps[i].label);
      if (phase->steps[i].january_only && january)
        due_add (due, BTH_DUE_JANUARY, side, NULL, "%s", phase->steps[i].label);
    }
  /* Z.6: before the January turn of a multi-year scenario, the new year's reinforcements
   * go on the track; shown at the first phase of that turn. */
  bth_game_get_position (self, &here);
  if (january && !first_turn && bth_month_year (s->start) != bth_month_year (s->end) &&
      (!bth_turn_track_previous (self->track, &here, &before) || before.month != here.month))
    due_add (due, BTH_DUE_JANUARY, NULL, "Z.6", "Place the new year's reinforcements on the Turn Record Track");

  if (g_str_equal (phase->id, "alliance") && self->scenario != NULL && side != NULL)
    {
      const BthScenarioAlliance *a = bth_scenario_get_alliance (self->scenario);
      due_add (due, BTH_DUE_ALLIANCE, side, a->rule, "%s", a->text ? a->text : "Alliance Phase roll (H.1)");
    }
  if (s->campaign != NULL)
    bth_campaign_events_due (self, due);   /* X.C, X.G.2-3, X.K.5.d */

  if (side == NULL || (!g_str_equal (phase->id, "reinforcement") && !g_str_equal (phase->id, "production")))
    return due;
  if (self->scenario != NULL)
    {
      guint n;
      const BthScenarioScheduleEntry *entries = bth_scenario_get_schedule (self->scenario, &n);
      for (guint i = 0; i < n; i++)
        {
          const BthScenarioScheduleEntry *e = &entries[i];
          static const BthDueKind kinds[] = { BTH_DUE_REINFORCEMENT, BTH_DUE_REPLACEMENT,
                                              BTH_DUE_WITHDRAWAL, BTH_DUE_EVENT };
          const char *entry_side;
          BthDueItem *item;
          if (!bth_schedule_entry_applies (e, s->month))
            continue;
          entry_side = e->force && e->force->side ? e->force->side : NULL;
          if (entry_side != NULL && !g_str_equal (entry_side, side))
            continue;
          item = due_add (due, kinds[e->kind], entry_side, e->rule, "%s", e->text);
          item->entry = e;
          item->done = e->force != NULL && entry_done (self, i);
        }
    }
  for (guint i = 0; i < s->leaders->len; i++)
    {
      const BthLeaderState *l = g_ptr_array_index (s->leaders, i);
      if (l->status == BTH_LEADER_STATUS_WOUNDED && l->returns <= s->month && g_strcmp0 (l->side, side) == 0)
        {
          BthDueItem *item = due_add (due, BTH_DUE_LEADER_RETURN, side, "R.2",
                                      "%s may return from the Turn Record Track", l->name);
          item->leader = g_strdup (l->id);
        }
    }
  return due;
}

gboolean
bth_game_apply_due (BthGame *self, const BthDueItem *item, const char *stack_id,
                    const char *forfeit_reason, GError **error)
{
  g_autoptr(GPtrArray) events = event_list ();
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const BthScenarioScheduleEntry *e = item->entry;
  const BthScenarioScheduleEntry *entries;
  guint n, next_stack = self->state->next_stack;
  JsonObject *p;

  if (bth_due_kind_is_campaign (item->kind))
    return bth_campaign_events_apply_due (self, item, error);
  if (item->kind == BTH_DUE_LEADER_RETURN)
    return bth_game_leader_return (self, item->leader, stack_id,
                                   stack_id ? NULL : "with a supplied strength point of his colour (R.2)", error);
  if (e == NULL || e->force == NULL || self->scenario == NULL)
    return fail (error, "\"%s\" has no units to apply", item->text);
  entries = bth_scenario_get_schedule (self->scenario, &n);
  if (e < entries || e >= entries + n)
    return fail (error, "the schedule entry is not from this game's scenario");
  if (e->kind == BTH_SCHEDULE_WITHDRAWAL && stack_id == NULL && forfeit_reason == NULL)
    return fail (error, "a withdrawal needs the stack the units leave");

  p = payload_new ();
  json_object_set_string_member (p, "kind", bth_schedule_kind_to_string (e->kind));
  json_object_set_int_member (p, "entry", e - entries);
  set_month (p, "month", self->state->month);
  json_object_set_string_member (p, "text", e->text);
  json_object_set_string_member (p, "rule", e->rule);
  json_object_set_boolean_member (p, "forfeited", forfeit_reason != NULL);
  if (forfeit_reason != NULL)
    json_object_set_string_member (p, "forfeit_reason", forfeit_reason);
  if (stack_id != NULL)
    {
      json_object_set_string_member (p, "stack", stack_id);
      json_object_set_array_member (p, "units", scenario_units_json (e->force));
      if (e->kind == BTH_SCHEDULE_REINFORCEMENT && e->force->n_leaders > 0)
        json_object_set_array_member (p, "leaders",
                                      scenario_leaders_json (self, taken, e->force, item->side ? item->side
                                                             : g_ptr_array_index (self->state->sides, 0)));
    }
  else
    set_new_stack (self, p, &next_stack, taken, e->force,
                   e->force->side ? e->force->side : item->side, e->kind == BTH_SCHEDULE_REINFORCEMENT);
  g_ptr_array_add (events, event_take (BTH_EVENT_REINFORCEMENT_ARRIVED, p));
  return append (self, events, error);
}

/* ---- attrition and forced march from the Leader Display (G, K) ------------------------ */

/* The dice-rolled event of one die typed or rolled for PURPOSE. */
static BthEvent *
one_die_event (int die, gboolean fixed, const char *purpose)
{
  JsonObject *p = payload_new ();
  JsonArray *faces = json_array_new ();

  json_array_add_int_element (faces, die);
  json_object_set_string_member (p, "purpose", purpose);
  json_object_set_int_member (p, "sides", 6);
  json_object_set_array_member (p, "dice", faces);
  json_object_set_int_member (p, "total", die);
  json_object_set_boolean_member (p, "fixed", fixed);
  return event_take (BTH_EVENT_DICE_ROLLED, p);
}

/* Land SP of a stack (naval squadrons and transports neither suffer attrition nor march),
 * and of its cavalry. */
static int
stack_land_sp (const BthStackState *stack, gboolean cavalry_only)
{
  int sp = 0;

  for (guint i = 0; i < stack->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (stack->units, BthUnitCount, i);
      BthUnitKind kind;

      if (u->sp > 0 && bth_unit_kind_from_string (u->kind, &kind) &&
          (!cavalry_only || bth_unit_kind_is_cavalry (kind)))
        sp += u->sp;
    }
  return sp;
}

/* Checks that STACK holds every loss in LOSSES (duplicates added up); adds the SP lost to
 * TOTAL and the cavalry SP lost to CAVALRY. */
static gboolean
check_stack_losses (const BthStackState *stack, GArray *losses, int *total, int *cavalry,
                    GError **error)
{
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; losses != NULL && i < losses->len; i++)
    {
      const BthUnitCount *u = &g_array_index (losses, BthUnitCount, i);
      g_autofree char *key = NULL;
      BthUnitKind kind;
      int have, before;

      if (u->power == NULL || u->kind == NULL || u->sp <= 0)
        return fail (error, "stack %s: a loss needs a power, a kind and at least one SP", stack->id);
      key = g_strdup_printf ("%s/%s", u->power, u->kind);
      before = GPOINTER_TO_INT (g_hash_table_lookup (taken, key));
      have = bth_unit_counts_sp (stack->units, u->power, u->kind);
      if (before + u->sp > have)
        return fail (error, "stack %s holds %d SP %s of %s, it cannot lose %d", stack->id, have,
                     u->kind, u->power, before + u->sp);
      g_hash_table_insert (taken, g_steal_pointer (&key), GINT_TO_POINTER (before + u->sp));
      *total += u->sp;
      if (bth_unit_kind_from_string (u->kind, &kind) && bth_unit_kind_is_cavalry (kind))
        *cavalry += u->sp;
    }
  return TRUE;
}

static void
add_elimination (GPtrArray *events, const BthStackLosses *loss, const char *reason)
{
  JsonObject *p;

  if (loss->losses == NULL || loss->losses->len == 0)
    return;
  p = payload_new ();
  json_object_set_string_member (p, "stack", loss->stack);
  json_object_set_array_member (p, "units", units_json (loss->losses));
  json_object_set_string_member (p, "reason", reason);
  g_ptr_array_add (events, event_take (BTH_EVENT_UNITS_ELIMINATED, p));
}

static JsonObject *
attrition_hex_json (const BthAttritionHexLosses *h)
{
  JsonObject *o = json_object_new ();

  if (h->label != NULL)
    json_object_set_string_member (o, "label", h->label);
  json_object_set_int_member (o, "sp", h->hex.sp);
  json_object_set_int_member (o, "cavalry", h->hex.cavalry);
  json_object_set_boolean_member (o, "all_french", h->hex.all_french);
  json_object_set_boolean_member (o, "all_home", h->hex.all_home);
  json_object_set_boolean_member (o, "unsupplied", h->hex.unsupplied);
  json_object_set_boolean_member (o, "winter", h->hex.winter);
  json_object_set_int_member (o, "mapboard", h->hex.mapboard);
  json_object_set_int_member (o, "siege_marker", h->hex.siege_marker);
  return o;
}

gboolean
bth_game_record_attrition (BthGame *self, int die, gboolean fixed, const BthAttritionHexLosses *hexes,
                           guint n_hexes, GError **error)
{
  const BthAttritionTable *t = bth_ruleset_get_attrition (self->rules);
  g_autoptr(GPtrArray) events = event_list ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(JsonNode) inputs = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) result = NULL;
  JsonObject *in = json_object_new ();
  JsonArray *in_hexes = json_array_new ();
  JsonArray *out_hexes;
  const char *side = NULL;
  JsonObject *p;

  json_node_take_object (inputs, in);
  json_object_set_int_member (in, "die", die);
  json_object_set_array_member (in, "hexes", in_hexes);
  if (die < t->die_min || die > t->die_max)
    return fail (error, "the attrition die must be %d to %d, not %d", t->die_min, t->die_max, die);
  if (n_hexes == 0)
    return fail (error, "an Attrition Phase needs at least one hex");

  for (guint h = 0; h < n_hexes; h++)
    {
      const BthAttritionHexLosses *hex = &hexes[h];
      const char *name = hex->label != NULL ? hex->label : "";
      BthAttritionResult r;
      int held = 0, held_cavalry = 0, lost = 0, lost_cavalry = 0, due;

      if (!bth_attrition_validate_hex (&hex->hex, h, error))
        return FALSE;
      for (guint i = 0; i < hex->n_stacks; i++)
        {
          const BthStackState *stack = bth_game_state_find_stack (self->state, hex->stacks[i].stack);

          if (stack == NULL)
            return fail (error, "hex %u (%s): there is no stack \"%s\" on the Leader Display", h + 1,
                         name, hex->stacks[i].stack);
          if (g_hash_table_contains (seen, stack->id))
            return fail (error, "stack %s is listed in two hexes", stack->id);
          g_hash_table_add (seen, stack->id);
          /* G.5: only the active player's units take attrition. */
          if (side != NULL && g_strcmp0 (side, stack->side) != 0)
            return fail (error, "stack %s is not of the same player as the other stacks (G.5)", stack->id);
          side = stack->side;
          held += stack_land_sp (stack, FALSE);
          held_cavalry += stack_land_sp (stack, TRUE);
          if (!check_stack_losses (stack, hex->stacks[i].losses, &lost, &lost_cavalry, error))
            return FALSE;
        }
      json_array_add_object_element (in_hexes, attrition_hex_json (hex));

      bth_attrition_resolve_hex (self->rules, &hex->hex, die, &r);
      due = MIN (r.loss, held);
      if (lost != due)
        {
          bth_attrition_result_clear (&r);
          return fail (error, "hex %u (%s): the Attrition Table calls for %d SP, not %d (G.2)", h + 1,
                       name, due, lost);
        }
      if (r.cavalry_required && held_cavalry > 0 && lost_cavalry == 0)
        {
          bth_attrition_result_clear (&r);
          return fail (error, "hex %u (%s): one of the SP lost must be cavalry (G.2)", h + 1, name);
        }
      bth_attrition_result_clear (&r);
    }

  /* The record is the CLI's answer for the same entries, so it can be replayed. */
  result = bth_attrition_resolve_json (self->rules, inputs, NULL, error);
  if (result == NULL)
    return FALSE;
  out_hexes = json_object_get_array_member (json_node_get_object (result), "hexes");
  for (guint h = 0; h < n_hexes; h++)
    {
      JsonArray *ids = json_array_new ();

      for (guint i = 0; i < hexes[h].n_stacks; i++)
        json_array_add_string_element (ids, hexes[h].stacks[i].stack);
      json_object_set_array_member (json_array_get_object_element (out_hexes, h), "stacks", ids);
    }

  g_ptr_array_add (events, one_die_event (die, fixed, "Attrition (G.1)"));
  p = payload_new ();
  json_object_set_string_member (p, "table", "attrition");
  json_object_set_string_member (p, "rule", "G");
  json_object_set_member (p, "inputs", json_node_copy (inputs));
  json_object_set_member (p, "result", json_node_copy (result));
  g_ptr_array_add (events, event_take (BTH_EVENT_TABLE_RESOLVED, p));
  for (guint h = 0; h < n_hexes; h++)
    for (guint i = 0; i < hexes[h].n_stacks; i++)
      add_elimination (events, &hexes[h].stacks[i], "attrition (G.2)");
  return append (self, events, error);
}

static const char *
march_class_to_string (BthMarchClass klass)
{
  static const char *const names[] = { "french_guard", "french", "other" };

  return klass <= BTH_MARCH_OTHER ? names[klass] : "other";
}

gboolean
bth_game_record_forced_march (BthGame *self, int die, gboolean fixed, const BthForcedMarch *march,
                              const BthStackLosses *losses, GError **error)
{
  const BthForcedMarchTable *t = bth_ruleset_get_forced_march (self->rules);
  g_autoptr(GPtrArray) events = event_list ();
  g_autoptr(JsonNode) inputs = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) result = NULL;
  JsonObject *in = json_object_new ();
  JsonArray *groups = json_array_new ();
  const BthStackState *stack;
  int marching = 0, lost = 0, lost_cavalry = 0, due;
  JsonObject *p;

  json_node_take_object (inputs, in);
  if (die < t->die_min || die > t->die_max)
    return fail (error, "the forced march die must be %d to %d, not %d", t->die_min, t->die_max, die);
  if (losses == NULL || losses->stack == NULL)
    return fail (error, "a forced march needs the stack that marches");
  if ((stack = bth_game_state_find_stack (self->state, losses->stack)) == NULL)
    return fail (error, "there is no stack \"%s\" on the Leader Display", losses->stack);
  if (!bth_forced_march_validate (march, error))
    {
      bth_json_as_input_error (error ? *error : NULL);
      return FALSE;
    }
  for (guint i = 0; i < march->n_groups; i++)
    marching += march->groups[i].sp;
  if (marching > stack_land_sp (stack, FALSE))
    return fail (error, "the groups hold %d SP but stack %s has %d", marching, stack->id,
                 stack_land_sp (stack, FALSE));
  if (!check_stack_losses (stack, losses->losses, &lost, &lost_cavalry, error))
    return FALSE;

  json_object_set_int_member (in, "die", die);
  json_object_set_int_member (in, "extra_mp", march->extra_mp);
  json_object_set_boolean_member (in, "unsupplied", march->unsupplied);
  json_object_set_boolean_member (in, "winter", march->winter);
  json_object_set_int_member (in, "mapboard", march->mapboard);
  for (guint i = 0; i < march->n_groups; i++)
    {
      JsonObject *g = json_object_new ();
      json_object_set_int_member (g, "sp", march->groups[i].sp);
      json_object_set_string_member (g, "class", march_class_to_string (march->groups[i].klass));
      json_array_add_object_element (groups, g);
    }
  json_object_set_array_member (in, "groups", groups);
  result = bth_forced_march_resolve_json (self->rules, inputs, NULL, error);
  if (result == NULL)
    return FALSE;
  due = json_object_get_int_member (json_node_get_object (result), "loss");
  if (lost != due)
    return fail (error, "the Forced March Table calls for %d SP lost, not %d (K.3.c)", due, lost);
  json_object_set_string_member (json_node_get_object (result), "stack", stack->id);

  g_ptr_array_add (events, one_die_event (die, fixed, "Forced march (K.3)"));
  p = payload_new ();
  json_object_set_string_member (p, "table", "forced_march");
  json_object_set_string_member (p, "rule", "K");
  json_object_set_member (p, "inputs", json_node_copy (inputs));
  json_object_set_member (p, "result", json_node_copy (result));
  g_ptr_array_add (events, event_take (BTH_EVENT_TABLE_RESOLVED, p));
  add_elimination (events, losses, "forced march (K.3.c)");
  return append (self, events, error);
}
