/* bth-campaign-events.c — the Grand Campaign's events at the points the rules name:
 * January's foreign wars (X.G.2), the prisoner exchange (X.G.3.b), Napoleon's return from
 * exile (X.K.5.d) and the victory check (X.C), as undoable actions and due items. The rules
 * themselves are bth-campaign-victory.c's; this file only reads the game and logs the answer.
 */
#include "bth-campaign-events.h"
#include "bth-campaign-situation.h"
#include "bth-campaign-game-private.h"
#include "bth-game-names.h"
#include "bth-force-pools.h"
#include "bth-modifier.h"

#include <string.h>

/* ---- small helpers ------------------------------------------------------------------- */

static const BthCampaignRules *
campaign_rules (BthGame *game, GError **error)
{
  if (bth_game_state_get_campaign (bth_game_get_state (game)) == NULL)
    return bth_campaign_fail (error, "this game has no campaign books (not a Grand Campaign game)"), NULL;
  return bth_ruleset_get_campaign (bth_game_get_ruleset (game), error);
}

static const char *
state_name (const BthCampaignRules *rules, const char *id)
{
  const BthCampaignMajor *major = bth_campaign_rules_find_major (rules, id);
  return major != NULL && major->name != NULL ? major->name : id;
}

static JsonNode *
int_node (int value)
{
  return json_node_init_int (json_node_alloc (), value);
}

static JsonNode *
bool_node (gboolean value)
{
  return json_node_init_boolean (json_node_alloc (), value);
}

/* Whether a table-resolved TABLE (for STATE, when not NULL) is in the log of the current
 * phase, or of the current month when WHOLE_MONTH. */
static const char *logged_note (BthGame *game, const char *table, const char *state, gboolean whole_month);

static gboolean
logged (BthGame *game, const char *table, const char *state, gboolean whole_month)
{
  return logged_note (game, table, state, whole_month) != NULL;
}

/* The last note of the action that logged TABLE ("" when it wrote none), or NULL when the
 * table is not in the log of the phase (or month). */
static const char *
logged_note (BthGame *game, const char *table, const char *state, gboolean whole_month)
{
  static char *note;   /* the text returned, kept until the next call (payloads are parsed per call) */
  guint note_action = 0;
  GPtrArray *events = bth_game_get_events (game);
  BthMonth now = bth_game_get_state (game)->month;

  for (guint i = events->len; i > 0; i--)
    {
      const BthEvent *e = g_ptr_array_index (events, i - 1);
      g_autoptr(JsonObject) p = e->type == BTH_EVENT_PHASE_ADVANCED || e->type == BTH_EVENT_NOTE || e->type == BTH_EVENT_TABLE_RESOLVED ? bth_event_dup_payload (e) : NULL;
      if (e->type == BTH_EVENT_GAME_CREATED)
        return NULL;
      if (e->type == BTH_EVENT_PHASE_ADVANCED)
        {
          BthMonth month;
          if (!whole_month || !bth_month_parse (json_object_get_string_member_with_default (p, "month", ""), &month) ||
              month < now)
            return NULL;
          continue;
        }
      if (e->type == BTH_EVENT_NOTE && note_action != e->action)   /* an action's last note */
        {
          g_free (note);
          note = g_strdup (json_object_get_string_member_with_default (p, "text", ""));
          note_action = e->action;
        }
      if (e->type == BTH_EVENT_TABLE_RESOLVED &&
          g_strcmp0 (json_object_get_string_member_with_default (p, "table", NULL), table) == 0)
        {
          JsonObject *inputs = json_object_get_object_member (p, "inputs");
          if (state == NULL || (inputs != NULL &&
                                g_strcmp0 (json_object_get_string_member_with_default (inputs, "state", NULL), state) == 0))
            return note_action == e->action ? note : "";
        }
    }
  return NULL;
}

static JsonObject *
table_new (const char *table, const char *rule, JsonObject **inputs, JsonObject **result)
{
  JsonObject *t = json_object_new ();

  *inputs = json_object_new ();
  *result = json_object_new ();
  json_object_set_string_member (t, "table", table);
  json_object_set_string_member (t, "rule", rule);
  json_object_set_object_member (t, "inputs", *inputs);
  json_object_set_object_member (t, "result", *result);
  return t;
}

static JsonArray *
units_json (GArray *units)
{
  JsonArray *a = json_array_new ();

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
      json_array_add_object_element (a, o);
    }
  return a;
}

/* A force-pool-moved event from STATE's BOX to TO (an object as bth-force-pools-actions.c
 * writes it): every unit in UNITS, and LEADERS (ids; may be NULL). */
static gboolean
work_pool_move (BthCampaignWork *w, const char *state, const char *box, JsonObject *to, GArray *units,
                JsonArray *leaders, const char *rule, const char *reason, GError **error)
{
  JsonObject *p = json_object_new ();
  JsonObject *from = json_object_new ();

  json_object_set_string_member (from, "state", state);
  json_object_set_string_member (from, "box", box);
  json_object_set_object_member (p, "from", from);
  json_object_set_object_member (p, "to", to);
  json_object_set_array_member (p, "units", units_json (units));
  json_object_set_array_member (p, "leaders", leaders != NULL ? leaders : json_array_new ());
  json_object_set_string_member (p, "rule", rule);
  if (reason != NULL)
    json_object_set_string_member (p, "reason", reason);
  return bth_campaign_work_add (w, BTH_EVENT_FORCE_POOL_MOVED, p, error);
}

/* A new stack of SIDE at LOCATION as the destination of a force-pool move. */
static JsonObject *
new_stack_json (const BthGameState *state, const char *side, const char *location)
{
  JsonObject *o = json_object_new ();
  g_autofree char *id = g_strdup_printf ("s%u", state->next_stack);

  json_object_set_string_member (o, "stack", id);
  json_object_set_boolean_member (o, "create", TRUE);
  json_object_set_string_member (o, "side", side);
  json_object_set_string_member (o, "location", location);
  return o;
}

static JsonArray *
box_leaders_json (const BthPoolBox *box)
{
  JsonArray *a = json_array_new ();

  for (guint i = 0; i < box->leaders->len; i++)
    json_array_add_string_element (a, ((BthPoolLeader *) g_ptr_array_index (box->leaders, i))->id);
  return a;
}

/* Two dice for PURPOSE: typed (both 1-6) or rolled (both 0). */
static BthEvent *
two_dice_event (BthGame *game, const char *purpose, int die1, int die2, int *total, GError **error)
{
  JsonObject *p;
  JsonArray *dice;

  if (die1 == 0 && die2 == 0)
    {
      int values[2] = { 0, 0 };
      BthEvent *e = bth_game_roll (game, 2, 6, purpose, values, error);
      *total = values[0] + values[1];
      return e;
    }
  if (die1 < 1 || die1 > 6 || die2 < 1 || die2 > 6)
    return bth_campaign_fail (error, "dice: %d and %d are not two dice of 1 to 6 (or both 0 to roll them)", die1, die2),
           NULL;
  p = json_object_new ();
  dice = json_array_new ();
  json_array_add_int_element (dice, die1);
  json_array_add_int_element (dice, die2);
  json_object_set_string_member (p, "purpose", purpose);
  json_object_set_int_member (p, "sides", 6);
  json_object_set_array_member (p, "dice", dice);
  json_object_set_int_member (p, "total", die1 + die2);
  json_object_set_boolean_member (p, "fixed", TRUE);   /* typed at the table */
  *total = die1 + die2;
  return bth_campaign_event (BTH_EVENT_DICE_ROLLED, p);
}

static const BthCampaignWar *
war_of_roll (const BthCampaignRules *rules, int roll)
{
  for (guint i = 0; i < rules->n_wars; i++)
    if (rules->wars[i].roll == roll)
      return &rules->wars[i];
  return NULL;
}

static const BthCampaignWar *
war_of_state (const BthCampaignRules *rules, const char *state)
{
  for (guint i = 0; i < rules->n_wars; i++)
    if (g_strcmp0 (rules->wars[i].state, state) == 0)
      return &rules->wars[i];
  return NULL;
}

/* ---- foreign wars (X.G.2) ------------------------------------------------------------ */

gboolean
bth_game_campaign_foreign_wars (BthGame *game, int die1, int die2, GError **error)
{
  const BthCampaignRules *rules = campaign_rules (game, error);
  g_autoptr(BthCampaignWork) w = NULL;
  g_autoptr(BthPoliticsSituation) s = NULL;
  BthPoliticalSide segment;
  JsonObject *table, *inputs, *result;
  JsonArray *rolls;
  int dice[2] = { die1, die2 };
  guint made = 0;

  if (rules == NULL)
    return FALSE;
  if (!bth_campaign_current_segment (game, "alliance", &segment) || segment != BTH_SIDE_PRO_FRENCH ||
      bth_month_month (bth_game_get_state (game)->month) != rules->wars_month)
    return bth_campaign_fail (error, "the foreign-war rolls are made each January in the French player's Alliance "
                              "Phase (%s)", rules->wars_rule);
  if (logged (game, "foreign_wars", NULL, TRUE))
    return bth_campaign_fail (error, "the foreign-war rolls are made already this January (%s)", rules->wars_rule);
  for (guint r = 0; r < 2; r++)
    if (dice[r] < 0 || dice[r] > 6)
      return bth_campaign_fail (error, "die %u: %d is not 1 to 6 (or 0 to roll it)", r + 1, dice[r]);

  w = bth_campaign_work_new (game, NULL);
  s = bth_campaign_situation_from_state (w->rules, w->state, NULL);
  table = table_new ("foreign_wars", rules->wars_rule, &inputs, &result);
  rolls = json_array_new ();
  json_object_set_array_member (result, "rolls", rolls);
  for (int roll = 1; roll <= 2; roll++)
    {
      const BthCampaignWar *war = war_of_roll (rules, roll);
      const BthCampaignStanding *st;
      g_autofree char *purpose = NULL;
      JsonObject *o;
      BthEvent *e;
      int value = 0;

      if (war == NULL)
        continue;
      st = bth_campaign_books_standing (bth_game_state_get_campaign (w->state), war->state);
      o = json_object_new ();
      json_object_set_int_member (o, "roll", roll);
      json_object_set_string_member (o, "id", war->id);
      json_object_set_string_member (o, "state", war->state);
      json_array_add_object_element (rolls, o);
      /* X.G.2.b-c, f: a state at war, or England after its one war, is not rolled for. */
      if (st == NULL || bth_politics_foreign_war_roll (rules, s, roll, war->war_on) == NULL)
        {
          json_object_set_boolean_member (o, "made", FALSE);
          json_object_set_string_member (o, "why", st != NULL && st->at_war ? "at war already" : "its wars are fought");
          json_object_set_string_member (o, "rule", st != NULL && st->at_war ? war->rule : war->max_rule);
          continue;
        }
      purpose = g_strdup_printf ("Foreign war roll %d: %s (%s)", roll, war->id, war->rule);
      if ((e = bth_campaign_die_event (game, purpose, dice[roll - 1], &value, error)) == NULL ||
          !bth_campaign_work_take (w, e, error))
        {
          json_object_unref (table);
          return FALSE;
        }
      made++;
      json_object_set_boolean_member (o, "made", TRUE);
      json_object_set_int_member (o, "die", value);
      json_object_set_boolean_member (o, "war", bth_politics_foreign_war_roll (rules, s, roll, value) != NULL);
    }
  if (made == 0)
    {
      json_object_unref (table);
      return bth_campaign_fail (error, "no foreign-war roll is made this January: every state concerned is at war or "
                                "has had its war (%s)", rules->wars_rule);
    }
  json_object_set_string_member (inputs, "month", "january");
  if (!bth_campaign_work_add (w, BTH_EVENT_TABLE_RESOLVED, table, error))
    return FALSE;
  /* The wars started: the books, and what the state's player must do (X.G.2.b-c, e). */
  for (int roll = 1; roll <= 2; roll++)
    {
      const BthCampaignWar *war = war_of_roll (rules, roll);
      const BthCampaignStanding *st;
      g_autofree char *id = NULL;
      g_autofree char *text = NULL;
      int fought;
      if (war == NULL || (st = bth_campaign_books_standing (bth_game_state_get_campaign (w->state), war->state)) == NULL)
        continue;
      {
        JsonArray *a = json_object_get_array_member (result, "rolls");
        gboolean started = FALSE;
        for (guint k = 0; k < json_array_get_length (a); k++)
          {
            JsonObject *o = json_array_get_object_element (a, k);
            if (json_object_get_int_member (o, "roll") == roll && json_object_get_boolean_member (o, "made"))
              started = json_object_get_boolean_member (o, "war");
          }
        if (!started)
          continue;
      }
      id = g_strdup (war->state);
      fought = st->wars_fought;
      {
        const char *at_war[] = { "states", id, "at_war", NULL };
        const char *wars[] = { "states", id, "wars_fought", NULL };
        if (!bth_campaign_work_books (w, at_war, bool_node (TRUE), war->rule, war->id, error) ||
            !bth_campaign_work_books (w, wars, int_node (fought + 1), war->rule, war->id, error))
          return FALSE;
      }
      text = g_strdup_printf ("%s is At War (%s): in its next Reinforcement Phase its player moves %s from the map to "
                              "the At War box — from the Force Pool if not on the map, not while besieged, and no "
                              "reinforcements until done (X.G.2.e)%s (%s)", state_name (rules, id), war->id,
                              war->forces, war->suspends_production_city
                                ? "; meanwhile Kiev is not a production city except for conquest" : "", war->rule);
      if (!bth_campaign_work_note (w, text, error))
        return FALSE;
    }
  /* The result in one line, last: the Game page shows it with the done item. */
  {
    g_autoptr(GString) summary = g_string_new ("Foreign wars:");
    JsonArray *a = json_object_get_array_member (result, "rolls");
    for (guint k = 0; k < json_array_get_length (a); k++)
      {
        JsonObject *o = json_array_get_object_element (a, k);
        const char *state = json_object_get_string_member (o, "state");
        if (!json_object_get_boolean_member (o, "made"))
          g_string_append_printf (summary, "%s no roll for %s (%s)", k ? ";" : "", state_name (rules, state),
                                  json_object_get_string_member (o, "why"));
        else
          g_string_append_printf (summary, "%s %d for %s, %s", k ? ";" : "", (int) json_object_get_int_member (o, "die"),
                                  state_name (rules, state), json_object_get_boolean_member (o, "war") ? "at war" : "peace");
      }
    g_string_append_printf (summary, " (%s)", rules->wars_rule);
    if (!bth_campaign_work_note (w, summary->str, error))
      return FALSE;
  }
  return bth_campaign_work_commit (w, error);
}

gboolean
bth_game_campaign_war_end_roll (BthGame *game, const char *state_id, int die1, int die2, gboolean *ended,
                                GError **error)
{
  const BthCampaignRules *rules = campaign_rules (game, error);
  g_autoptr(BthCampaignWork) w = NULL;
  const BthCampaignStanding *st;
  g_autofree char *purpose = NULL;
  g_autofree char *id = g_strdup (state_id);
  BthPoliticalSide segment;
  JsonObject *table, *inputs, *result;
  BthEvent *e;
  int total = 0;
  gboolean ends;

  if (ended != NULL)
    *ended = FALSE;
  if (rules == NULL)
    return FALSE;
  st = bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)), state_id);
  if (st == NULL)
    return bth_campaign_fail (error, "no state \"%s\" in the campaign books", state_id ? state_id : "(none)");
  if (!st->at_war)
    return bth_campaign_fail (error, "%s is not at war abroad: there is no war to end (%s)", state_name (rules, id),
                              rules->war_end_rule);
  /* X.G.2.d: "during his Alliance Phase": the segment of the state's status (X.E). */
  if (!bth_campaign_current_segment (game, "alliance", &segment) || segment != st->status)
    return bth_campaign_fail (error, "%s's player rolls to end its war in its own Alliance Phase, the %s segment's (%s)",
                              state_name (rules, id), bth_political_side_label (st->status), rules->war_end_rule);
  if (logged (game, "war_end", state_id, FALSE))
    return bth_campaign_fail (error, "%s has rolled to end its war already this phase (%s: each turn)",
                              state_name (rules, id), rules->war_end_rule);
  w = bth_campaign_work_new (game, NULL);
  purpose = g_strdup_printf ("End of %s's war (%s)", id, rules->war_end_rule);
  if ((e = two_dice_event (game, purpose, die1, die2, &total, error)) == NULL || !bth_campaign_work_take (w, e, error))
    return FALSE;
  ends = bth_politics_foreign_war_ends (rules, total);
  table = table_new ("war_end", rules->war_end_rule, &inputs, &result);
  json_object_set_string_member (inputs, "state", id);
  json_object_set_int_member (inputs, "dice", total);
  json_object_set_int_member (result, "ends_on", rules->war_end_on);
  json_object_set_boolean_member (result, "ends", ends);
  if (!bth_campaign_work_add (w, BTH_EVENT_TABLE_RESOLVED, table, error))
    return FALSE;
  if (!ends)
    {
      g_autofree char *text = g_strdup_printf ("%s's war goes on (%d; %d ends it) (%s)", state_name (rules, id), total,
                                               rules->war_end_on, rules->war_end_rule);
      if (!bth_campaign_work_note (w, text, error))
        return FALSE;
    }
  else
    {
      const char *at_war[] = { "states", id, "at_war", NULL };
      g_autofree char *text = g_strdup_printf ("%s's war ends (%d): the units in its At War box return in its next "
                                               "Reinforcement Phase at any production city of its home country (%s)",
                                               state_name (rules, id), total, rules->war_end_rule);
      if (!bth_campaign_work_books (w, at_war, bool_node (FALSE), rules->war_end_rule, "the war ends", error) ||
          !bth_campaign_work_note (w, text, error))
        return FALSE;
    }
  if (!bth_campaign_work_commit (w, error))
    return FALSE;
  if (ended != NULL)
    *ended = ends;
  return TRUE;
}

gboolean
bth_game_campaign_war_return (BthGame *game, const char *state_id, const char *city, GError **error)
{
  const BthCampaignRules *rules = campaign_rules (game, error);
  const BthGameState *state = bth_game_get_state (game);
  const BthCampaignStanding *st;
  const BthPoolBox *box;
  const BthCampaignCity *home = NULL;
  const char *side;
  g_autoptr(GArray) units = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  BthPoolPlace from = { BTH_POOL_PLACE_BOX, .state = state_id, .box = BTH_BOX_AT_WAR };
  BthPoolPlace to = { BTH_POOL_PLACE_NEW_STACK };

  if (rules == NULL)
    return FALSE;
  if ((st = bth_campaign_books_standing (bth_game_state_get_campaign (state), state_id)) == NULL)
    return bth_campaign_fail (error, "no state \"%s\" in the campaign books", state_id ? state_id : "(none)");
  if (st->at_war)
    return bth_campaign_fail (error, "%s is still at war: its units return once a roll of %d ends it (%s)",
                              state_name (rules, state_id), rules->war_end_on, rules->war_end_rule);
  box = bth_force_pools_find_box (bth_game_state_get_force_pools (state), state_id, BTH_BOX_AT_WAR);
  if (box == NULL || (box->units->len == 0 && box->leaders->len == 0))
    return bth_campaign_fail (error, "%s's At War box is empty", state_name (rules, state_id));
  for (guint i = 0; city != NULL && i < bth_game_state_get_campaign (state)->cities->len; i++)
    {
      const BthCampaignCity *c = g_ptr_array_index (bth_game_state_get_campaign (state)->cities, i);
      if (c->production && g_strcmp0 (c->name, city) == 0 && g_strcmp0 (c->state, state_id) == 0)
        home = c;
    }
  if (home == NULL)
    return bth_campaign_fail (error, "%s is not a production city of %s: the units return at a production city "
                              "of its home country (%s)", city ? city : "(no city)", state_name (rules, state_id),
                              rules->war_end_rule);
  if ((side = bth_campaign_side_id (state, st->status)) == NULL)
    return bth_campaign_fail (error, "%s is neutral: its returning units would have no side; set them up from the "
                              "Force Pool Display", state_name (rules, state_id));
  units = g_array_copy (box->units);
  for (guint i = 0; i < box->leaders->len; i++)
    g_ptr_array_add (ids, ((BthPoolLeader *) g_ptr_array_index (box->leaders, i))->id);
  g_ptr_array_add (ids, NULL);
  to.side = side;
  to.location = city;
  return bth_game_force_pool_move (game, &from, &to, units, (const char * const *) ids->pdata, rules->war_end_rule,
                                   "the war is over", error);
}

/* ---- the prisoner exchange (X.G.3.b) ------------------------------------------------- */

static BthPoliticalSide
captor_side (const BthCampaignBooks *books, const char *captor)
{
  const BthCampaignStanding *st = bth_campaign_books_standing (books, captor);
  return st != NULL ? st->status : BTH_SIDE_NEUTRAL;
}

/* SP held in the Prisoners boxes by each faction's states. */
static void
held_by_faction (const BthGameState *state, int held[3])
{
  const BthForcePools *pools = bth_game_state_get_force_pools (state);

  held[0] = held[1] = held[2] = 0;
  for (guint i = 0; pools != NULL && i < pools->states->len; i++)
    {
      const BthPoolState *ps = g_ptr_array_index (pools->states, i);
      int sp = bth_force_pools_sp (pools, ps->id, BTH_BOX_PRISONERS, NULL, NULL);
      held[captor_side (bth_game_state_get_campaign (state), ps->id)] += sp;
    }
}

gboolean
bth_game_campaign_prisoner_exchange (BthGame *game, const BthPrisonerRelease *releases, guint n_releases,
                                     gboolean agreement, GError **error)
{
  const BthCampaignRules *rules = campaign_rules (game, error);
  const BthGameState *state = bth_game_get_state (game);
  const BthForcePools *pools;
  g_autoptr(BthCampaignWork) w = NULL;
  g_autoptr(GString) wrong = g_string_new (NULL);
  JsonObject *table, *inputs, *result;
  int held[3], released[3] = { 0, 0, 0 }, equal;

  if (rules == NULL)
    return FALSE;
  if (bth_month_month (state->month) != rules->prisoners_month)
    return bth_campaign_fail (error, "prisoners are exchanged at the start of each January turn (%s)",
                              rules->prisoners_rule);
  if (logged (game, "prisoner_exchange", NULL, TRUE))
    return bth_campaign_fail (error, "the prisoners are exchanged already this January (%s)", rules->prisoners_rule);
  pools = bth_game_state_get_force_pools (state);
  held_by_faction (state, held);
  equal = MIN (held[BTH_SIDE_PRO_FRENCH], held[BTH_SIDE_ANTI_FRENCH]);
  for (guint i = 0; i < n_releases; i++)
    {
      const BthPrisonerRelease *r = &releases[i];
      if (r->captor == NULL || bth_force_pools_find_box (pools, r->captor, BTH_BOX_PRISONERS) == NULL)
        {
          g_autofree char *captor = bth_game_power_label (game, r->captor ? r->captor : "(none)");
          return bth_campaign_fail (error, "%s has no Prisoners box", captor);
        }
      for (guint u = 0; r->units != NULL && u < r->units->len; u++)
        {
          const BthUnitCount *unit = &g_array_index (r->units, BthUnitCount, u);
          if (unit->sp <= 0)
            return bth_campaign_fail (error, "%s %s: %d SP is not a number of SP to exchange",
                                      bth_game_power_name (game, unit->power), unit->kind,
                                      unit->sp);
          if (bth_force_pools_state_of_power (pools, unit->power) == NULL)
            return bth_campaign_fail (error, "no state's Force Pool receives %s's units",
                                      bth_game_power_name (game, unit->power));
          released[captor_side (bth_game_state_get_campaign (state), r->captor)] += unit->sp;
        }
    }
  if (!agreement)
    {
      if (released[BTH_SIDE_NEUTRAL] > 0)
        g_string_append_printf (wrong, "; %d SP held by neutral states are exchanged only by agreement",
                                released[BTH_SIDE_NEUTRAL]);
      if (released[BTH_SIDE_PRO_FRENCH] != released[BTH_SIDE_ANTI_FRENCH])
        g_string_append_printf (wrong, "; unequal: pro-French captors release %d SP and anti-French captors %d SP, "
                                "the exchange is on an equal strength point basis",
                                released[BTH_SIDE_PRO_FRENCH], released[BTH_SIDE_ANTI_FRENCH]);
      else if (released[BTH_SIDE_PRO_FRENCH] != equal)
        g_string_append_printf (wrong, "; incomplete: %d SP of each faction are exchanged, as completely as possible "
                                "(the pro-French hold %d SP, the anti-French %d SP)", equal, held[BTH_SIDE_PRO_FRENCH],
                                held[BTH_SIDE_ANTI_FRENCH]);
    }
  else if (released[BTH_SIDE_PRO_FRENCH] < equal || released[BTH_SIDE_ANTI_FRENCH] < equal)
    g_string_append_printf (wrong, "; the equal exchange comes before any agreement: at least %d SP of each faction",
                            equal);
  if (wrong->len > 0)
    return bth_campaign_fail (error, "%s (%s)", wrong->str + 2, rules->prisoners_rule);

  w = bth_campaign_work_new (game, NULL);
  table = table_new ("prisoner_exchange", rules->prisoners_rule, &inputs, &result);
  json_object_set_int_member (inputs, "held_by_pro_french", held[BTH_SIDE_PRO_FRENCH]);
  json_object_set_int_member (inputs, "held_by_anti_french", held[BTH_SIDE_ANTI_FRENCH]);
  json_object_set_int_member (inputs, "held_by_neutral", held[BTH_SIDE_NEUTRAL]);
  json_object_set_boolean_member (inputs, "agreement", agreement);
  json_object_set_int_member (result, "equal_sp", equal);
  json_object_set_int_member (result, "released_by_pro_french", released[BTH_SIDE_PRO_FRENCH]);
  json_object_set_int_member (result, "released_by_anti_french", released[BTH_SIDE_ANTI_FRENCH]);
  json_object_set_int_member (result, "released_by_neutral", released[BTH_SIDE_NEUTRAL]);
  if (!bth_campaign_work_add (w, BTH_EVENT_TABLE_RESOLVED, table, error))
    return FALSE;
  /* "All exchanged units must return to the Force Pool of their home state." */
  for (guint i = 0; i < n_releases; i++)
    for (guint u = 0; releases[i].units != NULL && u < releases[i].units->len; u++)
      {
        const BthUnitCount *unit = &g_array_index (releases[i].units, BthUnitCount, u);
        const BthPoolState *home = bth_force_pools_state_of_power (bth_game_state_get_force_pools (w->state), unit->power);
        g_autoptr(GArray) one = g_array_new (FALSE, FALSE, sizeof (BthUnitCount));
        JsonObject *to = json_object_new ();
        g_array_append_val (one, *unit);
        json_object_set_string_member (to, "state", home->id);
        json_object_set_string_member (to, "box", BTH_BOX_FORCE_POOL);
        if (!work_pool_move (w, releases[i].captor, BTH_BOX_PRISONERS, to, one, NULL, rules->prisoners_rule,
                             agreement ? "prisoner exchange (with the players' agreement)" : "prisoner exchange",
                             error))
          return FALSE;
      }
  {
    g_autofree char *text = g_strdup_printf ("Prisoner exchange: %d SP released by the pro-French, %d SP by the "
                                             "anti-French%s; each unit returns to its home Force Pool (%s)",
                                             released[BTH_SIDE_PRO_FRENCH], released[BTH_SIDE_ANTI_FRENCH],
                                             agreement ? ", with the players' agreement" : "", rules->prisoners_rule);
    if (!bth_campaign_work_note (w, text, error))
      return FALSE;
  }
  return bth_campaign_work_commit (w, error);
}

/* ---- Napoleon's return (X.K.5.d) ----------------------------------------------------- */

/* The month Napoleon last went into the Napoleon in Exile box (X.K.5.a) — or, KILLED, was
 * killed (a leader-casualty, X.C.3.c) — from the log; 0 if never. */
static BthMonth
napoleon_month (BthGame *game, gboolean killed)
{
  GPtrArray *events = bth_game_get_events (game);
  BthMonth month = bth_game_get_state (game)->start, since = 0;

  for (guint i = 0; i < events->len; i++)
    {
      const BthEvent *e = g_ptr_array_index (events, i);
      g_autoptr(JsonObject) p = e->type == BTH_EVENT_PHASE_ADVANCED || e->type == BTH_EVENT_LEADER_CASUALTY || e->type == BTH_EVENT_FORCE_POOL_MOVED ? bth_event_dup_payload (e) : NULL;
      JsonObject *to;
      JsonArray *leaders;
      BthMonth m;
      if (e->type == BTH_EVENT_PHASE_ADVANCED &&
          bth_month_parse (json_object_get_string_member_with_default (p, "month", ""), &m))
        month = m;
      if (killed && e->type == BTH_EVENT_LEADER_CASUALTY &&
          g_strcmp0 (json_object_get_string_member_with_default (p, "leader", NULL), "napoleon") == 0 &&
          g_strcmp0 (json_object_get_string_member_with_default (p, "fate", NULL), "killed") == 0)
        since = month;
      if (killed || e->type != BTH_EVENT_FORCE_POOL_MOVED || (to = json_object_get_object_member (p, "to")) == NULL ||
          g_strcmp0 (json_object_get_string_member_with_default (to, "box", NULL), BTH_BOX_NAPOLEON_IN_EXILE) != 0 ||
          (leaders = json_object_get_array_member (p, "leaders")) == NULL)
        continue;
      for (guint k = 0; k < json_array_get_length (leaders); k++)
        if (JSON_NODE_HOLDS_VALUE (json_array_get_element (leaders, k)) &&
            g_strcmp0 (json_array_get_string_element (leaders, k), "napoleon") == 0)
          since = month;
    }
  return since;
}

static BthPoliticsSituation *
situation_now (BthGame *game, const BthCampaignRules *rules, const BthGameState *state,
               const BthPoliticsSituation *board)
{
  BthPoliticsSituation *s = bth_campaign_situation_from_state (rules, state, board);

  if (s->napoleon == BTH_NAPOLEON_IN_EXILE || s->napoleon == BTH_NAPOLEON_KILLED)
    s->napoleon_since = napoleon_month (game, s->napoleon == BTH_NAPOLEON_KILLED);
  /* A death not in this log (a loaded position): counted from now rather than ending the game. */
  if (s->napoleon == BTH_NAPOLEON_KILLED && s->napoleon_since == 0)
    s->napoleon_since = s->month;
  return s;
}

gboolean
bth_game_campaign_napoleon_return (BthGame *game, int die, const char *port, gboolean *returns, GError **error)
{
  const BthCampaignRules *rules = campaign_rules (game, error);
  g_autoptr(BthCampaignWork) w = NULL;
  g_autoptr(BthPoliticsSituation) s = NULL;
  g_autoptr(GArray) modifiers = NULL;
  g_autofree char *why = NULL;
  g_autofree char *purpose = NULL;
  g_autofree char *text = NULL;
  BthPoliticalSide segment;
  JsonObject *table, *inputs, *result;
  BthEvent *e;
  int value = 0, modified = 0;
  gboolean back = FALSE;

  if (returns != NULL)
    *returns = FALSE;
  if (rules == NULL)
    return FALSE;
  if (!bth_campaign_current_segment (game, "alliance", &segment) || segment != BTH_SIDE_PRO_FRENCH)
    return bth_campaign_fail (error, "the return roll is made during a pro-French segment's Alliance Phase (%s)",
                              rules->exile_rule);
  if (logged (game, "napoleon_return", NULL, FALSE))
    return bth_campaign_fail (error, "the return roll is made already this phase (%s)", rules->exile_rule);
  if (die < 0 || die > 6)
    return bth_campaign_fail (error, "die: %d is not 1 to 6 (or 0 to roll it)", die);
  w = bth_campaign_work_new (game, NULL);
  s = situation_now (game, rules, w->state, NULL);
  /* Allowed? (the die does not matter for that) */
  modifiers = bth_modifier_list_new ();
  if (!bth_politics_napoleon_return (rules, s, 1, &modified, &back, modifiers, &why))
    return bth_campaign_fail (error, "%s", why);
  g_array_set_size (modifiers, 0);
  purpose = g_strdup_printf ("Napoleon's return from exile (%s)", rules->exile_rule);
  if ((e = bth_campaign_die_event (game, purpose, die, &value, error)) == NULL || !bth_campaign_work_take (w, e, error))
    return FALSE;
  g_clear_pointer (&why, g_free);
  bth_politics_napoleon_return (rules, s, value, &modified, &back, modifiers, &why);
  table = table_new ("napoleon_return", rules->exile_rule, &inputs, &result);
  json_object_set_int_member (inputs, "die", value);
  json_object_set_int_member (inputs, "months_in_exile", s->month - s->napoleon_since);
  json_object_set_member (result, "modifiers", bth_modifier_list_to_json (modifiers));
  json_object_set_int_member (result, "modified", modified);
  json_object_set_boolean_member (result, "returns", back);
  if (!bth_campaign_work_add (w, BTH_EVENT_TABLE_RESOLVED, table, error))
    return FALSE;
  if (back && port != NULL)
    {
      const BthPoolBox *box = bth_force_pools_find_box (bth_game_state_get_force_pools (w->state), "france",
                                                        BTH_BOX_NAPOLEON_IN_EXILE);
      const char *side = bth_campaign_side_id (w->state, BTH_SIDE_PRO_FRENCH);
      g_autoptr(GArray) units = g_array_copy (box->units);
      if (!work_pool_move (w, "france", BTH_BOX_NAPOLEON_IN_EXILE, new_stack_json (w->state, side, port), units,
                           box_leaders_json (box), rules->exile_rule, "Napoleon returns from exile", error))
        return FALSE;
    }
  text = back ? g_strdup_printf ("Napoleon returns from exile (die %d, modified %d): %s%s (%s)", value, modified,
                                 port != NULL ? "he and the exiled units are deployed at "
                                              : "deploy him and the exiled units at any port of France on the "
                                                "Mediterranean from the Force Pool Display",
                                 port != NULL ? port : "", rules->exile_rule)
              : g_strdup_printf ("Napoleon stays in exile (die %d, modified %d; he returns on %d or less) (%s)", value,
                                 modified, rules->exile_success_at_most, rules->exile_rule);
  if (!bth_campaign_work_note (w, text, error) || !bth_campaign_work_commit (w, error))
    return FALSE;
  if (returns != NULL)
    *returns = back;
  return TRUE;
}

/* ---- the victory check (X.C) --------------------------------------------------------- */

static const char *
moment_label (BthPoliticsMoment moment)
{
  switch (moment)
    {
    case BTH_POLITICS_END_OF_COMBAT_PHASE: return "the end of the Combat Phase";
    case BTH_POLITICS_END_OF_TURN:         return "the end of the turn";
    case BTH_POLITICS_END_OF_GAME:         return "the end of the game";
    default:                               return "the Alliance Phase";
    }
}

static const char *
moment_id (BthPoliticsMoment moment)
{
  switch (moment)
    {
    case BTH_POLITICS_END_OF_COMBAT_PHASE: return "end_of_combat_phase";
    case BTH_POLITICS_END_OF_TURN:         return "end_of_turn";
    case BTH_POLITICS_END_OF_GAME:         return "end_of_game";
    default:                               return "alliance_phase";
    }
}

gboolean
bth_game_campaign_victory_check (BthGame *game, BthPoliticsMoment moment, const BthPoliticsSituation *board,
                                 BthPoliticsVictory *out, GError **error)
{
  const BthCampaignRules *rules = campaign_rules (game, error);
  g_autoptr(BthCampaignWork) w = NULL;
  g_autoptr(BthPoliticsSituation) s = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  BthPoliticsVictory v;
  JsonObject *table, *inputs, *result;
  JsonArray *items;

  if (out != NULL)
    memset (out, 0, sizeof *out);
  if (rules == NULL)
    return FALSE;
  if (moment == BTH_POLITICS_ALLIANCE_PHASE)
    return bth_campaign_fail (error, "the victory is checked at the end of a Combat Phase, of a turn or of the game "
                              "(X.C)");
  if (logged (game, "campaign_victory", NULL, FALSE))
    return bth_campaign_fail (error, "the victory is checked already this phase (X.C)");
  w = bth_campaign_work_new (game, board);
  s = situation_now (game, rules, w->state, board);
  s->moment = moment;
  bth_politics_victory (rules, s, &v);

  table = table_new ("campaign_victory", "X.C", &inputs, &result);
  json_object_set_string_member (inputs, "moment", moment_id (moment));
  json_object_set_boolean_member (result, "game_ends", v.game_ends);
  json_object_set_boolean_member (result, "french_automatic", v.french_automatic);
  if (v.winner != NULL)
    json_object_set_string_member (result, "winner", v.winner);
  else
    json_object_set_null_member (result, "winner");
  items = json_array_new ();
  for (guint i = 0; i < v.items->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (v.items, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "kind", item->kind);
      json_object_set_string_member (o, "text", item->text);
      json_object_set_string_member (o, "rule", item->rule);
      json_array_add_object_element (items, o);
    }
  json_object_set_array_member (result, "items", items);

  g_string_append_printf (text, "Victory check at %s: ", moment_label (moment));
  if (v.winner != NULL)
    g_string_append_printf (text, "%s %s%s", v.winner, strstr (v.winner, " and ") ? "win" : "wins",
                            v.french_automatic ? " (French automatic victory)" : "");
  else if (v.game_ends)
    g_string_append (text, "the game ends");
  else
    g_string_append (text, "no victory, play goes on");
  for (guint i = 0; i < v.items->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (v.items, i);
      g_string_append_printf (text, "%s%s (%s)", i == 0 ? " — " : "; ", item->text, item->rule ? item->rule : "X.C");
    }
  if (v.items->len == 0)
    g_string_append_printf (text, " — the French have conquered none of %s (%s)",
                            "England, Spain and Russia", rules->auto_rule);
  if (!bth_campaign_work_add (w, BTH_EVENT_TABLE_RESOLVED, table, error) ||
      !bth_campaign_work_note (w, text->str, error) || !bth_campaign_work_commit (w, error))
    {
      bth_politics_victory_clear (&v);
      return FALSE;
    }
  if (out != NULL)
    *out = v;
  else
    bth_politics_victory_clear (&v);
  return TRUE;
}

/* ---- due items ----------------------------------------------------------------------- */

gboolean
bth_due_kind_is_campaign (BthDueKind kind)
{
  return kind >= BTH_DUE_FOREIGN_WARS && kind <= BTH_DUE_VICTORY_CHECK;
}

gboolean
bth_campaign_due_runs_alone (const BthDueItem *item)
{
  return !item->done && (item->kind == BTH_DUE_FOREIGN_WARS || item->kind == BTH_DUE_WAR_END ||
                         item->kind == BTH_DUE_NAPOLEON_RETURN || item->kind == BTH_DUE_VICTORY_CHECK);
}

/* A due item logged already: done, with the result the action noted. */
static void
mark_done (BthDueItem *item, const char *note)
{
  char *text;

  if (note == NULL)
    return;
  item->done = TRUE;
  if (*note == '\0')
    return;
  text = g_strdup_printf ("%s — %s", item->text, note);
  g_free (item->text);
  item->text = text;
}

static BthDueItem *
due_new (GPtrArray *due, BthDueKind kind, const char *side, const char *state, const char *rule, char *text)
{
  BthDueItem *item = g_new0 (BthDueItem, 1);

  item->kind = kind;
  item->side = g_strdup (side);
  item->state = g_strdup (state);
  item->rule = g_strdup (rule);
  item->text = text;
  g_ptr_array_add (due, item);
  return item;
}

/* Whether the game stands at the last phase of its last turn (X.C.2: the end of the game). */
static gboolean
at_last_phase (BthGame *game)
{
  BthTurnPosition here, next;

  bth_game_get_position (game, &here);
  return !bth_turn_track_next (bth_game_get_turn_track (game), &here, &next, NULL) || next.ended;
}

void
bth_campaign_events_due (BthGame *game, GPtrArray *due)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthCampaignRules *rules = bth_ruleset_get_campaign (bth_game_get_ruleset (game), NULL);
  const BthForcePools *pools = bth_game_state_get_force_pools (state);
  BthPoliticalSide segment;
  gboolean alliance, production, combat;
  int month = bth_month_month (state->month);

  if (rules == NULL || bth_game_state_get_campaign (state) == NULL)
    return;
  alliance = bth_campaign_current_segment (game, "alliance", &segment);
  production = !alliance && bth_campaign_current_segment (game, "production", &segment);
  combat = !alliance && !production && bth_campaign_current_segment (game, "combat", &segment);

  /* X.G.3.b: at the start of each January turn. */
  if (month == rules->prisoners_month)
    {
      int held[3];
      BthDueItem *item;
      held_by_faction (state, held);
      item = due_new (due, BTH_DUE_PRISONERS, NULL, NULL, rules->prisoners_rule,
                      g_strdup_printf ("Prisoner exchange: the pro-French hold %d SP, the anti-French %d SP; %d SP of "
                                       "each are exchanged", held[BTH_SIDE_PRO_FRENCH], held[BTH_SIDE_ANTI_FRENCH],
                                       MIN (held[BTH_SIDE_PRO_FRENCH], held[BTH_SIDE_ANTI_FRENCH])));
      mark_done (item, logged_note (game, "prisoner_exchange", NULL, TRUE));
    }
  if (alliance && segment == BTH_SIDE_PRO_FRENCH && month == rules->wars_month)
    {
      BthDueItem *item = due_new (due, BTH_DUE_FOREIGN_WARS, bth_campaign_side_id (state, BTH_SIDE_PRO_FRENCH), NULL,
                                  rules->wars_rule,
                                  g_strdup ("The French player's two foreign-war rolls: England and the United "
                                            "States, Russia and Turkey (a 1 starts the war)"));
      mark_done (item, logged_note (game, "foreign_wars", NULL, TRUE));
    }
  for (guint i = 0; i < bth_game_state_get_campaign (state)->standings->len; i++)
    {
      const BthCampaignStanding *st = g_ptr_array_index (bth_game_state_get_campaign (state)->standings, i);
      const BthCampaignWar *war = war_of_state (rules, st->id);
      const BthPoolBox *box = bth_force_pools_find_box (pools, st->id, BTH_BOX_AT_WAR);
      gboolean box_empty = box == NULL || (box->units->len == 0 && box->leaders->len == 0);
      if (war == NULL || !(alliance || production) || st->status != segment)
        continue;
      if (alliance && st->at_war)
        {
          BthDueItem *item = due_new (due, BTH_DUE_WAR_END, bth_campaign_side_id (state, st->status), st->id,
                                      rules->war_end_rule,
                                      g_strdup_printf ("%s may roll two dice to end its war: %d ends it",
                                                       state_name (rules, st->id), rules->war_end_on));
          mark_done (item, logged_note (game, "war_end", st->id, FALSE));
        }
      /* X.G.2.b-e, d: the forces go to the At War box, and come back, in a Reinforcement
       * Phase — in the campaign sequence units reach the map in the Production Phase (X.J.2.a). */
      if (production && st->at_war && box_empty)
        due_new (due, BTH_DUE_WAR_FORCES, bth_campaign_side_id (state, st->status), st->id, war->rule,
                 g_strdup_printf ("%s is at war: move %s to its At War box", state_name (rules, st->id), war->forces));
      else if (production && !st->at_war && !box_empty)
        due_new (due, BTH_DUE_WAR_FORCES, bth_campaign_side_id (state, st->status), st->id, rules->war_end_rule,
                 g_strdup_printf ("%s's war is over: its At War box returns at a production city of its home country",
                                  state_name (rules, st->id)));
    }
  if (alliance && segment == BTH_SIDE_PRO_FRENCH)
    {
      g_autoptr(BthPoliticsSituation) s = situation_now (game, rules, state, NULL);
      g_autoptr(GArray) modifiers = bth_modifier_list_new ();
      g_autofree char *why = NULL;
      int modified;
      gboolean back;
      if (s->napoleon == BTH_NAPOLEON_IN_EXILE &&
          bth_politics_napoleon_return (rules, s, 1, &modified, &back, modifiers, &why))
        {
          BthDueItem *item = due_new (due, BTH_DUE_NAPOLEON_RETURN, bth_campaign_side_id (state, BTH_SIDE_PRO_FRENCH),
                                      NULL, rules->exile_rule,
                                      g_strdup_printf ("Napoleon's return from exile: roll one die, %+d; he returns on "
                                                       "%d or less", bth_modifier_list_sum (modifiers),
                                                       rules->exile_success_at_most));
          mark_done (item, logged_note (game, "napoleon_return", NULL, FALSE));
        }
    }
  if (combat && segment != BTH_SIDE_NEUTRAL)
    {
      gboolean end = at_last_phase (game);
      BthDueItem *item = due_new (due, BTH_DUE_VICTORY_CHECK, NULL,
                                  end ? "end_of_game" : "end_of_combat_phase", end ? "X.C.2" : rules->auto_rule,
                                  g_strdup (end ? "The end of the game: who wins (Paris, then the most production cities)"
                                                : "At the end of the Combat Phase: has the French conquest of England, "
                                                  "Spain or Russia won the game?"));
      mark_done (item, logged_note (game, "campaign_victory", NULL, FALSE));
    }
}

gboolean
bth_campaign_events_apply_due (BthGame *game, const BthDueItem *item, GError **error)
{
  switch (item->kind)
    {
    case BTH_DUE_FOREIGN_WARS:
      return bth_game_campaign_foreign_wars (game, 0, 0, error);
    case BTH_DUE_WAR_END:
      return bth_game_campaign_war_end_roll (game, item->state, 0, 0, NULL, error);
    case BTH_DUE_NAPOLEON_RETURN:
      return bth_game_campaign_napoleon_return (game, 0, NULL, NULL, error);
    case BTH_DUE_VICTORY_CHECK:
      return bth_game_campaign_victory_check (game, g_strcmp0 (item->state, "end_of_game") == 0
                                                      ? BTH_POLITICS_END_OF_GAME : BTH_POLITICS_END_OF_COMBAT_PHASE,
                                              NULL, NULL, error);
    case BTH_DUE_PRISONERS:
      {
        int held[3];
        held_by_faction (bth_game_get_state (game), held);
        /* Nothing to choose when one faction holds none: the exchange is empty. */
        if (MIN (held[BTH_SIDE_PRO_FRENCH], held[BTH_SIDE_ANTI_FRENCH]) == 0)
          return bth_game_campaign_prisoner_exchange (game, NULL, 0, FALSE, error);
        return bth_campaign_fail (error, "the players choose the prisoners exchanged (X.G.3.b): use the Force Pool "
                                  "Display's exchange");
      }
    case BTH_DUE_WAR_FORCES:
      return bth_campaign_fail (error, "the players choose which units and where (%s)", item->rule);
    default:
      return bth_campaign_fail (error, "\"%s\" is not a campaign item", item->text);
    }
}
