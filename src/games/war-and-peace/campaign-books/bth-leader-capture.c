/* bth-leader-capture.c — capturing and exchanging leaders (P.10; bth-leader-capture.h). */
#include "bth-leader-capture.h"
#include "bth-campaign-game-private.h"
#include "bth-game-names.h"
#include "bth-force-pools.h"

#define RULE "P.10"

/* The faction of a Force Pool state, from the campaign books (X.D). */
static BthPoliticalSide
faction_of_state (const BthGameState *state, const char *state_id)
{
  const BthCampaignStanding *st = bth_campaign_books_standing (bth_game_state_get_campaign (state), state_id);

  return st != NULL ? st->status : BTH_SIDE_NEUTRAL;
}

static gboolean
require_pools (BthGame *game, GError **error)
{
  const BthGameState *state = bth_game_get_state (game);

  if (bth_game_state_get_force_pools (state) == NULL || bth_game_state_get_campaign (state) == NULL)
    return bth_campaign_fail (error, "captured leaders are kept in the Grand Campaign's Prisoners boxes: "
                              "this game has none (P.10)");
  return TRUE;
}

static JsonObject *
box_place (const char *state_id)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "state", state_id);
  json_object_set_string_member (o, "box", BTH_BOX_PRISONERS);
  return o;
}

static JsonObject *
move_payload (JsonObject *from, JsonObject *to, const char *leader, const char *reason)
{
  JsonObject *p = json_object_new ();
  JsonArray *leaders = json_array_new ();

  json_array_add_string_element (leaders, leader);
  json_object_set_object_member (p, "from", from);
  json_object_set_object_member (p, "to", to);
  json_object_set_array_member (p, "units", json_array_new ());
  json_object_set_array_member (p, "leaders", leaders);
  json_object_set_string_member (p, "rule", RULE);
  if (reason != NULL)
    json_object_set_string_member (p, "reason", reason);
  return p;
}

gboolean
bth_game_capture_leader (BthGame *game, const char *leader_id, const char *captor, GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  g_autoptr(BthCampaignWork) w = NULL;
  const BthLeaderState *leader;
  BthPoliticalSide own, by;
  JsonObject *from;
  g_autofree char *reason = NULL;

  if (!require_pools (game, error))
    return FALSE;
  leader = bth_game_state_find_leader (state, leader_id);
  if (leader == NULL)
    return bth_campaign_fail (error, "no leader \"%s\"", leader_id ? leader_id : "(none)");
  if (leader->status != BTH_LEADER_STATUS_ON_MAP || leader->stack == NULL)
    return bth_campaign_fail (error, "%s is not on the map: only a leader whose force was eliminated in a city is "
                              "captured (P.10)", leader->name);
  if (bth_force_pools_find_box (bth_game_state_get_force_pools (state), captor, BTH_BOX_PRISONERS) == NULL)
    return bth_campaign_fail (error, "%s has no Prisoners box (X.J.1.b)",
                              bth_ruleset_state_name (bth_game_get_ruleset (game), captor ? captor : "(none)"));
  own = bth_campaign_faction_of_side (state, leader->side);
  by = faction_of_state (state, captor);
  /* "captured by the opposing player": a state of the other faction (a neutral leader's
   * captor is of either faction, never neutral). */
  if (by == BTH_SIDE_NEUTRAL || by == own)
    return bth_campaign_fail (error, "%s cannot capture %s: the leader is captured by the opposing player (P.10)",
                              bth_ruleset_state_name (bth_game_get_ruleset (game), captor), leader->name);
  w = bth_campaign_work_new (game, NULL);
  from = json_object_new ();
  json_object_set_string_member (from, "stack", leader->stack);
  reason = g_strdup_printf ("%s captured: his force was eliminated inside a city", leader->name);
  if (!bth_campaign_work_add (w, BTH_EVENT_FORCE_POOL_MOVED, move_payload (from, box_place (captor), leader_id, reason),
                              error))
    return FALSE;
  return bth_campaign_work_commit (w, error);
}

const char *
bth_game_leader_captor (BthGame *game, const char *leader_id)
{
  const BthForcePools *pools = bth_game_state_get_force_pools (bth_game_get_state (game));

  for (guint i = 0; pools != NULL && i < pools->states->len; i++)
    {
      const BthPoolState *ps = g_ptr_array_index (pools->states, i);
      const BthPoolBox *box = bth_force_pools_find_box (pools, ps->id, BTH_BOX_PRISONERS);
      for (guint k = 0; box != NULL && k < box->leaders->len; k++)
        if (g_strcmp0 (((const BthPoolLeader *) g_ptr_array_index (box->leaders, k))->id, leader_id) == 0)
          return ps->id;
    }
  return NULL;
}

static const BthPoolLeader *
prisoner (const BthGameState *state, const char *captor, const char *leader_id)
{
  const BthPoolBox *box = bth_force_pools_find_box (bth_game_state_get_force_pools (state), captor, BTH_BOX_PRISONERS);

  for (guint k = 0; box != NULL && k < box->leaders->len; k++)
    if (g_str_equal (((const BthPoolLeader *) g_ptr_array_index (box->leaders, k))->id, leader_id))
      return g_ptr_array_index (box->leaders, k);
  return NULL;
}

gboolean
bth_game_exchange_leaders (BthGame *game, const BthLeaderRelease *releases, guint n_releases, gboolean agreement,
                           GError **error)
{
  BthRuleset *rules = bth_game_get_ruleset (game);
  g_autoptr(BthCampaignWork) w = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  guint released_by[3] = { 0, 0, 0 };   /* by the captor's faction */

  if (!require_pools (game, error))
    return FALSE;
  if (n_releases == 0)
    return bth_campaign_fail (error, "an exchange releases at least one leader (P.10)");
  w = bth_campaign_work_new (game, NULL);
  for (guint i = 0; i < n_releases; i++)
    {
      const BthLeaderRelease *r = &releases[i];
      const char *captor = r->leader != NULL ? bth_game_leader_captor (game, r->leader) : NULL;
      const BthPoolLeader *l;
      const BthPoolState *home;
      const char *side;
      JsonObject *to;
      g_autofree char *reason = NULL;

      if (captor == NULL)
        return bth_campaign_fail (error, "leader \"%s\" is in no Prisoners box: only captured leaders are exchanged (P.10)",
                                  r->leader ? r->leader : "(none)");
      if (!g_hash_table_add (seen, (gpointer) r->leader))
        return bth_campaign_fail (error, "leader \"%s\" is released twice", r->leader);
      l = prisoner (w->state, captor, r->leader);
      released_by[faction_of_state (w->state, captor)]++;
      /* He returns to his own state's side (the state whose Force Pool takes his power's units). */
      home = bth_force_pools_state_of_power (bth_game_state_get_force_pools (w->state), l->power);
      side = home != NULL ? bth_campaign_side_id (w->state, faction_of_state (w->state, home->id)) : NULL;
      to = json_object_new ();
      if (r->stack != NULL)
        {
          const BthStackState *stack = bth_game_state_find_stack (w->state, r->stack);
          if (stack == NULL)
            {
              json_object_unref (to);
              return bth_campaign_fail (error, "%s: no stack \"%s\"", l->name, r->stack);
            }
          /* R.2's "a strength point of the same color": a stack of his side. */
          if (g_strcmp0 (stack->side, side) != 0)
            {
              json_object_unref (to);
              return bth_campaign_fail (error, "%s returns to a stack of his own side; stack %s is not (R.2)", l->name,
                                        r->stack);
            }
          json_object_set_string_member (to, "stack", r->stack);
        }
      else if (r->location != NULL && *r->location != '\0')
        {
          g_autofree char *id = g_strdup_printf ("s%u", w->state->next_stack);
          json_object_set_string_member (to, "stack", id);
          json_object_set_boolean_member (to, "create", TRUE);
          if (side != NULL)
            json_object_set_string_member (to, "side", side);
          else
            json_object_set_null_member (to, "side");
          json_object_set_string_member (to, "location", r->location);
        }
      else
        {
          json_object_unref (to);
          return bth_campaign_fail (error, "%s: choose the stack or the location he returns to (R.2)", l->name);
        }
      reason = g_strdup_printf ("%s released by %s (%s)", l->name, bth_ruleset_state_name (rules, captor),
                                agreement ? "by agreement" : "exchanged for a captured leader");
      if (!bth_campaign_work_add (w, BTH_EVENT_FORCE_POOL_MOVED, move_payload (box_place (captor), to, r->leader, reason),
                                  error))
        return FALSE;
    }
  /* "exchanged for other captured leaders": one for one between the factions' captors. */
  if (!agreement && (released_by[BTH_SIDE_PRO_FRENCH] == 0 ||
                     released_by[BTH_SIDE_PRO_FRENCH] != released_by[BTH_SIDE_ANTI_FRENCH] ||
                     released_by[BTH_SIDE_NEUTRAL] > 0))
    return bth_campaign_fail (error, "leaders are exchanged one for one: %u released by pro-French captors, %u by "
                              "anti-French ones; other releases need the players' agreement (P.10)",
                              released_by[BTH_SIDE_PRO_FRENCH], released_by[BTH_SIDE_ANTI_FRENCH]);
  return bth_campaign_work_commit (w, error);
}

/* ---- P.10 outside the Grand Campaign ---------------------------------------------------- */

gboolean
bth_game_leader_force_eliminated_in_city (BthGame *game, const char *leader_id)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthLeaderState *leader = leader_id != NULL ? bth_game_state_find_leader (state, leader_id) : NULL;
  const BthStackState *stack;

  if (leader == NULL || leader->status != BTH_LEADER_STATUS_ON_MAP || leader->stack == NULL)
    return FALSE;
  stack = bth_game_state_find_stack (state, leader->stack);
  return stack != NULL && stack->inside_city && bth_unit_counts_sp (stack->units, NULL, NULL) <= 0;
}

gboolean
bth_game_eliminate_leader_in_city (BthGame *game, const char *leader_id, GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthLeaderState *leader = leader_id != NULL ? bth_game_state_find_leader (state, leader_id) : NULL;
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  JsonObject *p;

  if (leader == NULL)
    return bth_campaign_fail (error, "no leader \"%s\"", leader_id ? leader_id : "(none)");
  if (bth_game_state_get_force_pools (state) != NULL && bth_game_state_get_campaign (state) != NULL)
    return bth_campaign_fail (error, "in the Grand Campaign %s is captured by the opposing player, not eliminated "
                              "(P.10)", leader->name);
  if (!bth_game_leader_force_eliminated_in_city (game, leader_id))
    return bth_campaign_fail (error, "%s's force was not eliminated inside a city: only then is the leader "
                              "eliminated (P.10)", leader->name);
  p = json_object_new ();
  json_object_set_string_member (p, "leader", leader->id);
  json_object_set_string_member (p, "fate", "killed");
  json_object_set_int_member (p, "turns_out", 0);
  json_object_set_null_member (p, "returns");
  json_object_set_string_member (p, "rule", RULE);
  g_ptr_array_add (events, bth_campaign_event (BTH_EVENT_LEADER_CASUALTY, p));
  return bth_game_append_action (game, events, error) > 0;
}

gboolean
bth_game_leader_eliminated_in_city (BthGame *game, const char *leader_id)
{
  GPtrArray *events = bth_game_get_events (game);

  for (guint i = events->len; i > 0; i--)
    {
      const BthEvent *e = g_ptr_array_index (events, i - 1);
      g_autoptr(JsonObject) p = e->type == BTH_EVENT_LEADER_CASUALTY ? bth_event_dup_payload (e) : NULL;
      if (e->type == BTH_EVENT_LEADER_CASUALTY &&
          g_strcmp0 (json_object_get_string_member_with_default (p, "leader", NULL), leader_id) == 0)
        return g_strcmp0 (json_object_get_string_member_with_default (p, "rule", NULL), RULE) == 0;
    }
  return FALSE;
}
