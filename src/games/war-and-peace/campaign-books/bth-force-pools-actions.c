/* bth-force-pools-actions.c — the player actions that keep the Force Pool Display: setting
 * it up from the Campaign Game Card, moving units and leaders between the Leader Display,
 * the boxes and the counter mix, and additions limited by the counter mix (X.J.1.d-f).
 * Each builds its events and appends them as one action; the fold (bth-force-pools.c)
 * checks them.
 */
#include "bth-force-pools.h"
#include "bth-game-names.h"
#include "bth-error.h"
#include "bth-game-state-private.h"

#include <string.h>

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, message);
  return FALSE;
}

static JsonArray *
units_json (GArray *units)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; units != NULL && i < units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      JsonObject *o;
      if (u->sp <= 0)
        continue;
      o = json_object_new ();
      json_object_set_string_member (o, "power", u->power);
      json_object_set_string_member (o, "kind", u->kind);
      json_object_set_int_member (o, "sp", u->sp);
      json_array_add_object_element (array, o);
    }
  return array;
}

static BthEvent *
event_take (BthEventType type, JsonObject *payload)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, payload);
  return bth_event_new (type, node);
}

static gboolean
append_events (BthGame *game, GPtrArray *events, GError **error)
{
  return bth_game_append_action (game, events, error) != 0;
}

/* Leader ids as the set-up makes them (bth-game-payload.c): the name in lower case ("blucher"),
 * the power first for an unnamed leader ("austria-leader-0"), "-2", "-3" … when taken. */
static char *
new_leader_id (const BthGameState *state, GHashTable *taken, const char *name, const char *power,
               gboolean named)
{
  g_autofree char *full = named ? g_strdup (name) : g_strdup_printf ("%s-%s", power, name);
  g_autofree char *lower = g_utf8_strdown (full, -1);
  g_autofree char *base = NULL;
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
  for (guint n = 2; bth_force_pools_leader_id_taken (state, id) || g_hash_table_contains (taken, id); n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%u", base, n);
    }
  g_hash_table_add (taken, g_strdup (id));
  return id;
}

/* Z.5.a: "Leader (0)" is an unnamed leader of value 0; named leaders' values are on the
 * counters (players' data). */
static JsonArray *
card_leaders_json (const BthGameState *state, GHashTable *taken, GPtrArray *leaders)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; leaders != NULL && i < leaders->len; i++)
    {
      const BthCardLeader *l = g_ptr_array_index (leaders, i);
      gboolean named = !g_str_has_prefix (l->name, "Leader (");
      g_autofree char *id = new_leader_id (state, taken, l->name, l->power, named);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "id", id);
      json_object_set_string_member (o, "name", l->name);
      json_object_set_string_member (o, "power", l->power);
      if (named)
        json_object_set_null_member (o, "value");
      else
        json_object_set_int_member (o, "value", 0);
      json_object_set_null_member (o, "colour");
      json_object_set_boolean_member (o, "named", named);
      json_array_add_object_element (array, o);
    }
  return array;
}

/* One force-pool-initial event for a card state's initial Force Pool. */
static BthEvent *
initial_event (const BthGameState *state, GHashTable *taken, const BthCardState *s)
{
  JsonObject *p = json_object_new ();
  g_autoptr(GArray) units = bth_unit_counts_new ();
  g_autoptr(GPtrArray) leaders = g_ptr_array_new ();

  for (guint i = 0; i < s->initial->len; i++)
    {
      const BthCardForce *f = g_ptr_array_index (s->initial, i);
      for (guint j = 0; j < f->units->len; j++)
        bth_game_state_private_give_units (units, &g_array_index (f->units, BthUnitCount, j));
      for (guint j = 0; j < f->leaders->len; j++)
        g_ptr_array_add (leaders, g_ptr_array_index (f->leaders, j));
    }
  json_object_set_string_member (p, "state", s->id);
  json_object_set_array_member (p, "units", units_json (units));
  json_object_set_array_member (p, "leaders", card_leaders_json (state, taken, leaders));
  json_object_set_string_member (p, "rule", "X.J.1.d");
  return event_take (BTH_EVENT_FORCE_POOL_INITIAL, p);
}

static JsonArray *
strv_json (char **strv)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; strv != NULL && strv[i] != NULL; i++)
    json_array_add_string_element (array, strv[i]);
  return array;
}

gboolean
bth_game_set_up_force_pools (BthGame *game, const BthCampaignCard *card, GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonObject *p;
  JsonArray *states;
  const BthCardState *cs;
  guint n;

  if (bth_game_state_get_force_pools (state) != NULL)
    return fail (error, "the Force Pool Display is already set up");
  p = json_object_new ();
  states = json_array_new ();
  cs = bth_campaign_card_get_states (card, &n);
  for (guint i = 0; i < n; i++)
    {
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "state", cs[i].id);
      json_object_set_string_member (o, "name", cs[i].name);
      json_object_set_string_member (o, "kind", cs[i].major ? "major" : "minor");
      json_object_set_array_member (o, "powers", strv_json (cs[i].powers));
      json_object_set_array_member (o, "boxes", strv_json (cs[i].boxes));
      json_array_add_object_element (states, o);
    }
  json_object_set_string_member (p, "card", bth_campaign_card_get_id (card));
  json_object_set_array_member (p, "states", states);
  json_object_set_string_member (p, "rule", "X.J.1");
  g_ptr_array_add (events, event_take (BTH_EVENT_FORCE_POOLS_SET_UP, p));
  for (guint i = 0; i < n; i++)
    if (cs[i].initial != NULL)
      g_ptr_array_add (events, initial_event (state, taken, &cs[i]));
  return append_events (game, events, error);
}

gboolean
bth_game_enter_initial_force_pools (BthGame *game, const BthCampaignCard *card, guint *n_entered,
                                    GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const BthCardState *cs;
  guint n;

  if (n_entered != NULL)
    *n_entered = 0;
  if (bth_game_state_get_force_pools (state) == NULL)
    return fail (error, "the Force Pool Display is not set up");
  cs = bth_campaign_card_get_states (card, &n);
  for (guint i = 0; i < n; i++)
    {
      const BthPoolState *ps = bth_force_pools_find_state (bth_game_state_get_force_pools (state), cs[i].id);
      if (ps != NULL && !ps->initial_entered && cs[i].initial != NULL)
        g_ptr_array_add (events, initial_event (state, taken, &cs[i]));
    }
  if (n_entered != NULL)
    *n_entered = events->len;
  if (events->len == 0)
    return TRUE;
  return append_events (game, events, error);
}

static JsonObject *
place_json (const BthGameState *state, const BthPoolPlace *place)
{
  JsonObject *o = json_object_new ();

  switch (place->kind)
    {
    case BTH_POOL_PLACE_BOX:
      json_object_set_string_member (o, "state", place->state);
      json_object_set_string_member (o, "box", place->box);
      break;
    case BTH_POOL_PLACE_STACK:
      json_object_set_string_member (o, "stack", place->stack);
      break;
    case BTH_POOL_PLACE_NEW_STACK:
      {
        g_autofree char *id = g_strdup_printf ("s%u", state->next_stack);
        json_object_set_string_member (o, "stack", id);
        json_object_set_boolean_member (o, "create", TRUE);
        json_object_set_string_member (o, "side", place->side);
        json_object_set_string_member (o, "location", place->location);
      }
      break;
    case BTH_POOL_PLACE_COUNTER_MIX:
      json_object_set_boolean_member (o, "counter_mix", TRUE);
      break;
    }
  return o;
}

static gboolean
check_place (const BthPoolPlace *place, GError **error)
{
  if (place->kind == BTH_POOL_PLACE_BOX && (place->state == NULL || place->box == NULL))
    return fail (error, "a box needs its state and box id");
  if (place->kind == BTH_POOL_PLACE_STACK && place->stack == NULL)
    return fail (error, "a stack needs its id");
  if (place->kind == BTH_POOL_PLACE_NEW_STACK && (place->side == NULL || place->location == NULL))
    return fail (error, "a new stack needs its side and location");
  return TRUE;
}

static gboolean
move (BthGame *game, const BthPoolPlace *from, const BthPoolPlace *to, GArray *units,
      JsonArray *leaders, GArray *ignored, const char *rule, const char *reason, GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  JsonObject *p;

  if (!check_place (from, error) || !check_place (to, error))
    {
      json_array_unref (leaders);
      return FALSE;
    }
  p = json_object_new ();
  json_object_set_object_member (p, "from", place_json (state, from));
  json_object_set_object_member (p, "to", place_json (state, to));
  json_object_set_array_member (p, "units", units_json (units));
  json_object_set_array_member (p, "leaders", leaders);
  if (ignored != NULL && ignored->len > 0)
    json_object_set_array_member (p, "ignored", units_json (ignored));
  json_object_set_string_member (p, "rule", rule);
  if (reason != NULL)
    json_object_set_string_member (p, "reason", reason);
  g_ptr_array_add (events, event_take (BTH_EVENT_FORCE_POOL_MOVED, p));
  return append_events (game, events, error);
}

gboolean
bth_game_force_pool_move (BthGame *game, const BthPoolPlace *from, const BthPoolPlace *to,
                          GArray *units, const char * const *leaders, const char *rule,
                          const char *reason, GError **error)
{
  JsonArray *ids = json_array_new ();

  for (guint i = 0; leaders != NULL && leaders[i] != NULL; i++)
    json_array_add_string_element (ids, leaders[i]);
  if (from->kind == BTH_POOL_PLACE_COUNTER_MIX && json_array_get_length (ids) > 0)
    {
      json_array_unref (ids);
      return fail (error, "leaders from the counter mix are added with bth_game_force_pool_add()");
    }
  return move (game, from, to, units, ids, NULL, rule, reason, error);
}

gboolean
bth_game_capture_units (BthGame *game, const char *stack_id, GArray *units,
                        const char * const *leaders, const char *captor, GError **error)
{
  BthPoolPlace from = { BTH_POOL_PLACE_STACK, .stack = stack_id };
  BthPoolPlace to = { BTH_POOL_PLACE_BOX, .state = captor, .box = BTH_BOX_PRISONERS };

  return bth_game_force_pool_move (game, &from, &to, units, leaders, "X.G.3.a", NULL, error);
}

gboolean
bth_game_force_pool_deploy (BthGame *game, const char *state_id, const char *stack_id,
                            const char *side, const char *location, GArray *units,
                            const char * const *leaders, const char *reason, GError **error)
{
  BthPoolPlace from = { BTH_POOL_PLACE_BOX, .state = state_id, .box = BTH_BOX_FORCE_POOL };
  BthPoolPlace to = stack_id != NULL
    ? (BthPoolPlace) { BTH_POOL_PLACE_STACK, .stack = stack_id }
    : (BthPoolPlace) { BTH_POOL_PLACE_NEW_STACK, .side = side, .location = location };

  return bth_game_force_pool_move (game, &from, &to, units, leaders, "X.J.2.a", reason, error);
}

gboolean
bth_game_force_pool_add (BthGame *game, const BthCampaignCard *card, const char *state_id,
                         const char *box, const BthCardForce *force, const char *rule,
                         const char *reason, GArray **ignored_out, GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  g_autoptr(GArray) added = bth_unit_counts_new ();
  g_autoptr(GArray) ignored = bth_unit_counts_new ();
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  BthPoolPlace from = { BTH_POOL_PLACE_COUNTER_MIX };
  BthPoolPlace to = { BTH_POOL_PLACE_BOX, .state = state_id, .box = box };
  JsonArray *leaders;
  gboolean ok;

  if (ignored_out != NULL)
    *ignored_out = NULL;
  /* X.J.1.f: "All additions to the Force Pool are limited by the counter mix provided. If
   * there is no counter available, the addition is ignored." */
  for (guint i = 0; i < force->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (force->units, BthUnitCount, i);
      int limit, room = u->sp;
      if (card != NULL && bth_campaign_card_counter_limit (card, u->power, u->kind, &limit))
        room = CLAMP (limit - bth_force_pools_counters_in_play (state, u->power, u->kind)
                      - bth_unit_counts_sp (added, u->power, u->kind), 0, u->sp);
      if (room > 0)
        {
          BthUnitCount a = { u->power, u->kind, room };
          bth_game_state_private_give_units (added, &a);
        }
      if (room < u->sp)
        {
          BthUnitCount x = { u->power, u->kind, u->sp - room };
          bth_game_state_private_give_units (ignored, &x);
        }
    }
  leaders = card_leaders_json (state, taken, force->leaders);
  if (added->len == 0 && json_array_get_length (leaders) == 0)
    {
      /* Nothing to add: the whole addition is ignored (J.1.f); a note keeps it in the log. */
      g_autofree char *text = g_strdup_printf ("%s: no counter available, the addition to %s is ignored (X.J.1.f)",
                                               rule, bth_game_power_name (game, state_id));
      json_array_unref (leaders);
      if (ignored_out != NULL)
        *ignored_out = g_steal_pointer (&ignored);
      return force->units->len == 0 || bth_game_note (game, text, error);
    }
  ok = move (game, &from, &to, added, leaders, ignored, rule, reason, error);
  if (ok && ignored_out != NULL)
    *ignored_out = g_steal_pointer (&ignored);
  return ok;
}

gboolean
bth_game_force_pool_add_january (BthGame *game, const BthCampaignCard *card, const char *state_id,
                                 int year, GError **error)
{
  const BthCardState *cs = bth_campaign_card_find_state (card, state_id);
  g_autofree char *reason = NULL;
  BthCardForce all = { year, bth_unit_counts_new (), g_ptr_array_new () };
  gboolean ok;

  if (cs == NULL)
    {
      g_array_unref (all.units);
      g_ptr_array_unref (all.leaders);
      return fail (error, "the card has no state \"%s\"", state_id);
    }
  if (cs->january == NULL)
    {
      g_array_unref (all.units);
      g_ptr_array_unref (all.leaders);
      return fail (error, "%s's January additions are still to be entered from the card (X.J.1.f)", cs->name);
    }
  for (guint i = 0; i < cs->january->len; i++)
    {
      const BthCardForce *f = g_ptr_array_index (cs->january, i);
      if (f->year != year)
        continue;
      for (guint j = 0; j < f->units->len; j++)
        bth_game_state_private_give_units (all.units, &g_array_index (f->units, BthUnitCount, j));
      for (guint j = 0; j < f->leaders->len; j++)
        g_ptr_array_add (all.leaders, g_ptr_array_index (f->leaders, j));
    }
  if (all.units->len == 0 && all.leaders->len == 0)
    ok = TRUE;
  else
    {
      reason = g_strdup_printf ("January %d additions", year);
      ok = bth_game_force_pool_add (game, card, state_id, BTH_BOX_FORCE_POOL, &all, "X.J.1.f", reason,
                                    NULL, error);
    }
  g_array_unref (all.units);
  g_ptr_array_unref (all.leaders);
  return ok;
}
