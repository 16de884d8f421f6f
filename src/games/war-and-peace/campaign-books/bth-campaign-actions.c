/* bth-campaign-actions.c — the Grand Campaign's political actions as undoable actions:
 * the alliance roll (X.G.1.d-e), a status the players set, city control with what follows
 * from it (X.G.1.f-i, X.H, X.I), and the players' entries in the books.
 */
#include "bth-campaign-game-private.h"
#include "bth-campaign-situation.h"
#include "bth-game-names.h"
#include "bth-force-pools.h"
#include "bth-sequence.h"

#include <string.h>

/* ---- building one action ------------------------------------------------------------- */

BthCampaignWork *
bth_campaign_work_new (BthGame *game, const BthPoliticsSituation *board)
{
  BthCampaignWork *w = g_new0 (BthCampaignWork, 1);

  w->game = game;
  w->rules = bth_ruleset_get_campaign (bth_game_get_ruleset (game), NULL);
  w->state = bth_game_state_copy (bth_game_get_state (game));
  w->events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  w->board = board;
  return w;
}

void
bth_campaign_work_free (BthCampaignWork *w)
{
  if (w == NULL)
    return;
  bth_game_state_free (w->state);
  g_ptr_array_unref (w->events);
  g_free (w);
}

gboolean
bth_campaign_work_take (BthCampaignWork *w, BthEvent *event, GError **error)
{
  g_autofree char *path = g_strdup_printf ("$.action[%u]", w->events->len);

  if (!bth_game_state_apply (w->state, event, path, error))
    {
      bth_event_unref (event);
      return FALSE;
    }
  g_ptr_array_add (w->events, event);
  return TRUE;
}

gboolean
bth_campaign_work_add (BthCampaignWork *w, BthEventType type, JsonObject *payload, GError **error)
{
  return bth_campaign_work_take (w, bth_campaign_event (type, payload), error);
}

gboolean
bth_campaign_work_books (BthCampaignWork *w, const char * const *path, JsonNode *new_value, const char *rule,
                         const char *reason, GError **error)
{
  g_autoptr(JsonNode) value = new_value;
  g_autoptr(JsonNode) old = NULL;
  JsonArray *where = json_array_new ();
  JsonObject *p;

  for (guint i = 0; path[i] != NULL; i++)
    json_array_add_string_element (where, path[i]);
  if ((old = bth_campaign_books_get (bth_game_state_get_campaign (w->state), where, error)) == NULL)
    {
      json_array_unref (where);
      return FALSE;
    }
  if (json_node_equal (old, value))
    {
      json_array_unref (where);
      return TRUE;
    }
  p = json_object_new ();
  json_object_set_array_member (p, "path", where);
  json_object_set_member (p, "old", g_steal_pointer (&old));
  json_object_set_member (p, "new", g_steal_pointer (&value));
  if (rule != NULL)
    json_object_set_string_member (p, "rule", rule);
  if (reason != NULL)
    json_object_set_string_member (p, "reason", reason);
  return bth_campaign_work_add (w, BTH_EVENT_CAMPAIGN_EDIT, p, error);
}

gboolean
bth_campaign_work_edit (BthCampaignWork *w, const char *path, JsonNode *new_value, GError **error)
{
  g_autoptr(JsonNode) value = new_value;
  g_autoptr(JsonNode) old = bth_game_state_get_field (w->state, path, error);
  JsonObject *p;

  if (old == NULL)
    return FALSE;
  if (json_node_equal (old, value))
    return TRUE;
  p = json_object_new ();
  json_object_set_string_member (p, "path", path);
  json_object_set_member (p, "old", g_steal_pointer (&old));
  json_object_set_member (p, "new", g_steal_pointer (&value));
  return bth_campaign_work_add (w, BTH_EVENT_EDIT, p, error);
}

gboolean
bth_campaign_work_note (BthCampaignWork *w, const char *text, GError **error)
{
  JsonObject *p = json_object_new ();

  json_object_set_string_member (p, "text", text);
  return bth_campaign_work_add (w, BTH_EVENT_NOTE, p, error);
}

gboolean
bth_campaign_work_commit (BthCampaignWork *w, GError **error)
{
  if (w->events->len == 0)
    return TRUE;
  return bth_game_append_action (w->game, w->events, error) != 0;
}

static JsonNode *
string_node (const char *text)
{
  JsonNode *n = json_node_alloc ();
  return text != NULL ? json_node_init_string (n, text) : json_node_init_null (n);
}

static JsonNode *
int_node (int value)
{
  return json_node_init_int (json_node_alloc (), value);
}

/* The powers whose counters a state's boxes hold (the card's list, kept by the Force Pool
 * Display), and the state's own id. */
static gboolean
power_of_state (const BthGameState *state, const char *state_id, const char *power)
{
  const BthPoolState *ps = bth_force_pools_find_state (bth_game_state_get_force_pools (state), state_id);

  if (g_strcmp0 (power, state_id) == 0)
    return TRUE;
  return ps != NULL && ps->powers != NULL && g_strv_contains ((const char * const *) ps->powers, power);
}

gboolean
bth_campaign_work_status (BthCampaignWork *w, const char *state_id, BthPoliticalSide status, const char *rule,
                          const char *reason, GError **error)
{
  const char *path[] = { "states", state_id, "status", NULL };
  const char *side = bth_campaign_side_id (w->state, status);

  if (!bth_campaign_work_books (w, path, string_node (bth_political_side_to_string (status)), rule, reason, error))
    return FALSE;
  /* The cities its own forces hold are held for its new faction (or for none, X.G.1.f). */
  for (guint i = 0; i < bth_game_state_get_campaign (w->state)->cities->len; i++)
    {
      const BthCampaignCity *c = g_ptr_array_index (bth_game_state_get_campaign (w->state)->cities, i);
      g_autofree char *name = g_strdup (c->name);
      const char *city[] = { "cities", name, "controller", NULL };
      if (g_strcmp0 (c->controller_state, state_id) == 0 && c->controller != status &&
          !bth_campaign_work_books (w, city, string_node (bth_political_side_to_string (status)), rule, NULL, error))
        return FALSE;
    }
  /* The Alliance Display's markers (H.3): the state's powers. */
  for (guint i = 0; i < w->state->powers->len; i++)
    {
      const BthPowerState *p = g_ptr_array_index (w->state->powers, i);
      g_autofree char *field = g_strdup_printf ("powers.%s.side", p->id);
      if (power_of_state (w->state, state_id, p->id) &&
          !bth_campaign_work_edit (w, field, string_node (side), error))
        return FALSE;
    }
  /* Its stacks (all their units and leaders its own) and leaders change side with it: a
   * neutral state's have none (X.D, X.E.1.c). */
  for (guint i = 0; i < w->state->stacks->len; i++)
    {
      const BthStackState *s = g_ptr_array_index (w->state->stacks, i);
      g_autofree char *field = g_strdup_printf ("stacks.%s.side", s->id);
      gboolean own = s->units->len > 0 || s->leaders->len > 0;
      for (guint u = 0; own && u < s->units->len; u++)
        own = power_of_state (w->state, state_id, g_array_index (s->units, BthUnitCount, u).power);
      for (guint l = 0; own && l < s->leaders->len; l++)
        {
          const BthLeaderState *leader = bth_game_state_find_leader (w->state, g_ptr_array_index (s->leaders, l));
          own = leader != NULL && power_of_state (w->state, state_id, leader->power);
        }
      if (own && !bth_campaign_work_edit (w, field, string_node (side), error))
        return FALSE;
    }
  for (guint i = 0; i < w->state->leaders->len; i++)
    {
      const BthLeaderState *l = g_ptr_array_index (w->state->leaders, i);
      g_autofree char *field = g_strdup_printf ("leaders.%s.side", l->id);
      if (power_of_state (w->state, state_id, l->power) && !bth_campaign_work_edit (w, field, string_node (side), error))
        return FALSE;
    }
  return TRUE;
}

gboolean
bth_campaign_work_display (BthCampaignWork *w, GError **error)
{
  g_autoptr(BthPoliticsSituation) s = bth_game_campaign_situation_of_state (w->game, w->rules, w->state, w->board,
                                                                            error);
  BthCampaignDisplay d;

  if (s == NULL)
    return FALSE;
  bth_politics_display (w->rules, s, &d);
  /* X.G.1.g counts major states and minor state groups; X.G.1.h-i the City Points. */
  return bth_campaign_work_edit (w, "alliance.pro_french_powers", int_node (d.pro_majors + d.pro_groups), error) &&
         bth_campaign_work_edit (w, "alliance.anti_french_powers", int_node (d.anti_majors + d.anti_groups), error) &&
         bth_campaign_work_edit (w, "alliance.french_cp", int_node (d.pro_cp), error) &&
         bth_campaign_work_edit (w, "alliance.anti_cp", int_node (d.anti_cp), error);
}

/* X.G.1.f, X.H, X.I and what follows from them, applied until nothing more changes
 * (bth-campaign-settle.c), then the Alliance Display's counts. */
gboolean
bth_campaign_work_derive (BthCampaignWork *w, GPtrArray *items_out, GError **error)
{
  return bth_campaign_work_settle (w, NULL, items_out, error) && bth_campaign_work_display (w, error);
}

/* ---- the turn ------------------------------------------------------------------------ */

gboolean
bth_campaign_current_segment (BthGame *game, const char *phase_id, BthPoliticalSide *faction)
{
  BthTurnPosition here;
  const BthSequenceSegment *segment;
  const BthSequencePhase *phase;

  bth_game_get_position (game, &here);
  if (here.ended)
    return FALSE;
  segment = bth_turn_track_segment (bth_game_get_turn_track (game), &here);
  phase = bth_turn_track_phase (bth_game_get_turn_track (game), &here);
  if (phase == NULL || g_strcmp0 (phase->id, phase_id) != 0)
    return FALSE;
  switch (segment->side)
    {
    case BTH_SEGMENT_SIDE_FRENCH:      *faction = BTH_SIDE_PRO_FRENCH; return TRUE;
    case BTH_SEGMENT_SIDE_ANTI_FRENCH: *faction = BTH_SIDE_ANTI_FRENCH; return TRUE;
    case BTH_SEGMENT_SIDE_NEUTRAL:     *faction = BTH_SIDE_NEUTRAL; return TRUE;
    default:                           return FALSE;
    }
}

BthEvent *
bth_campaign_die_event (BthGame *game, const char *purpose, int die, int *value, GError **error)
{
  JsonObject *p;
  JsonArray *dice;

  if (die == 0)
    return bth_game_roll (game, 1, 6, purpose, value, error);
  if (die < 1 || die > 6)
    return bth_campaign_fail (error, "die: %d is not 1 to 6", die), NULL;
  p = json_object_new ();
  dice = json_array_new ();
  json_array_add_int_element (dice, die);
  json_object_set_string_member (p, "purpose", purpose);
  json_object_set_int_member (p, "sides", 6);
  json_object_set_array_member (p, "dice", dice);
  json_object_set_int_member (p, "total", die);
  json_object_set_boolean_member (p, "fixed", TRUE);   /* typed at the table */
  *value = die;
  return bth_campaign_event (BTH_EVENT_DICE_ROLLED, p);
}

static gboolean
require_books (BthGame *game, GError **error)
{
  if (bth_game_state_get_campaign (bth_game_get_state (game)) == NULL)
    return bth_campaign_fail (error, "this game has no campaign books (not a Grand Campaign game)");
  if (bth_ruleset_get_campaign (bth_game_get_ruleset (game), error) == NULL)
    return FALSE;
  return TRUE;
}

/* ---- the alliance roll (X.G.1.d-e) --------------------------------------------------- */

static JsonArray *
modifiers_json (GArray *modifiers)
{
  JsonArray *a = json_array_new ();

  for (guint i = 0; modifiers != NULL && i < modifiers->len; i++)
    {
      const BthModifier *m = &g_array_index (modifiers, BthModifier, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "reason", m->reason);
      json_object_set_int_member (o, "value", m->value);
      json_object_set_string_member (o, "rule", m->rule);
      json_array_add_object_element (a, o);
    }
  return a;
}

gboolean
bth_game_campaign_alliance_roll (BthGame *game, BthPoliticalSide roller, const char *target, int die,
                                 const BthPoliticsSituation *board, BthPoliticsRoll *out, GError **error)
{
  g_autoptr(BthCampaignWork) w = NULL;
  g_autoptr(BthPoliticsSituation) s = NULL;
  g_autofree char *why = NULL;
  g_autofree char *purpose = NULL;
  BthPoliticsRoll roll = { 0 };
  BthPoliticalSide segment;
  BthEvent *dice;
  JsonObject *table, *inputs, *result;
  JsonArray *items;
  int value = 0;

  if (out != NULL)
    memset (out, 0, sizeof *out);
  if (!require_books (game, error))
    return FALSE;
  if (roller == BTH_SIDE_NEUTRAL)
    return bth_campaign_fail (error, "only the French (pro_french) and the English (anti_french) player roll (X.G.1.d-e)");
  if (!bth_campaign_current_segment (game, "alliance", &segment) || segment != roller)
    return bth_campaign_fail (error, "the %s roll is made in the %s segment's Alliance Phase (X.E, X.G.1.%s)",
                              roller == BTH_SIDE_PRO_FRENCH ? "French" : "English",
                              bth_political_side_label (roller), roller == BTH_SIDE_PRO_FRENCH ? "d" : "e");
  if (die < 0 || die > 6)
    return bth_campaign_fail (error, "die: %d is not 1 to 6 (or 0 to roll it)", die);
  w = bth_campaign_work_new (game, board);
  if ((s = bth_game_campaign_situation_of_state (game, w->rules, w->state, board, error)) == NULL)
    return FALSE;
  if (!bth_politics_roll_allowed (w->rules, s, roller, target, &why))
    return bth_campaign_fail (error, "%s", why ? why : "the rules do not allow this roll");
  /* An unknown modifier would make an unknown result: nothing is rolled or recorded until
   * the lists it needs are entered (X.G.1.f). */
  {
    g_autofree char *needs = bth_politics_roll_needs (w->rules, s, roller, target);
    if (needs != NULL)
      return bth_campaign_fail (error, "%s", needs);
  }
  /* The roll itself is made once the game knows it is allowed. */
  purpose = g_strdup_printf ("Alliance roll for %s (%s)", target, roller == BTH_SIDE_PRO_FRENCH ? "X.G.1.d" : "X.G.1.e");
  if ((dice = bth_campaign_die_event (game, purpose, die, &value, error)) == NULL ||
      !bth_campaign_work_take (w, dice, error))
    return FALSE;
  if (!bth_politics_roll (w->rules, s, roller, target, value, &roll, error))
    return FALSE;

  table = json_object_new ();
  inputs = json_object_new ();
  result = json_object_new ();
  items = json_array_new ();
  json_object_set_string_member (inputs, "roller", bth_political_side_to_string (roller));
  json_object_set_string_member (inputs, "target", target);
  json_object_set_int_member (inputs, "die", value);
  json_object_set_array_member (result, "modifiers", modifiers_json (roll.modifiers));
  json_object_set_int_member (result, "modified", roll.modified);
  json_object_set_boolean_member (result, "changes", roll.changes);
  json_object_set_string_member (result, "from", bth_political_side_to_string (roll.from));
  json_object_set_string_member (result, "to", bth_political_side_to_string (roll.to));
  for (guint i = 0; i < roll.consequences->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (roll.consequences, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "kind", item->kind);
      json_object_set_string_member (o, "text", item->text);
      json_object_set_string_member (o, "rule", item->rule);
      json_array_add_object_element (items, o);
    }
  json_object_set_array_member (result, "consequences", items);
  json_object_set_string_member (table, "table", "campaign_alliance");
  json_object_set_string_member (table, "rule", roller == BTH_SIDE_PRO_FRENCH ? "X.G.1.d" : "X.G.1.e");
  json_object_set_object_member (table, "inputs", inputs);
  json_object_set_object_member (table, "result", result);
  if (!bth_campaign_work_add (w, BTH_EVENT_TABLE_RESOLVED, table, error))
    goto fail;
  if (roll.changes)
    {
      g_autofree char *reason = g_strdup_printf ("%s roll %d, modified %d",
                                                 roller == BTH_SIDE_PRO_FRENCH ? "French" : "English", value, roll.modified);
      if (!bth_campaign_work_status (w, target, roll.to, roller == BTH_SIDE_PRO_FRENCH ? "X.G.1.d" : "X.G.1.e",
                                     reason, error))
        goto fail;
      for (guint i = 0; i < roll.consequences->len; i++)
        {
          const BthPoliticsItem *item = g_ptr_array_index (roll.consequences, i);
          g_autofree char *text = g_strdup_printf ("%s (%s)", item->text, item->rule ? item->rule : "X.G.1");
          if (!bth_campaign_work_note (w, text, error))
            goto fail;
        }
      /* What the new status brings about, in the same action (X.G.1.f, X.I …). */
      if (!bth_campaign_work_settle (w, NULL, roll.consequences, error) || !bth_campaign_work_display (w, error))
        goto fail;
    }
  if (!bth_campaign_work_commit (w, error))
    goto fail;
  if (out != NULL)
    *out = roll;
  else
    bth_politics_roll_clear (&roll);
  return TRUE;

fail:
  bth_politics_roll_clear (&roll);
  return FALSE;
}

gboolean
bth_game_campaign_set_status (BthGame *game, const char *state_id, BthPoliticalSide status, const char *rule,
                              const char *reason, GError **error)
{
  g_autoptr(BthCampaignWork) w = NULL;
  const BthCampaignStanding *st;

  if (!require_books (game, error))
    return FALSE;
  st = bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)), state_id);
  if (st == NULL)
    return bth_campaign_fail (error, "no state \"%s\" in the campaign books", state_id ? state_id : "(none)");
  if (st->status == status)
    return bth_campaign_fail (error, "%s is %s already", bth_ruleset_state_name (bth_game_get_ruleset (game), state_id),
                              bth_political_side_label (status));
  if (rule == NULL)
    return bth_campaign_fail (error, "a status the players set cites its rule (X.E.1.d, X.G.1.d-e, X.D.3.b, X.I.2.f …)");
  w = bth_campaign_work_new (game, NULL);
  return bth_campaign_work_status (w, state_id, status, rule, reason, error) &&
         bth_campaign_work_derive (w, NULL, error) &&
         bth_campaign_work_commit (w, error);
}

/* ---- city control -------------------------------------------------------------------- */

gboolean
bth_game_campaign_set_city_control (BthGame *game, const char *city, BthPoliticalSide controller,
                                    const char *controller_state, const BthPoliticsSituation *board,
                                    GPtrArray *items, GError **error)
{
  g_autoptr(BthCampaignWork) w = NULL;
  const BthCampaignCity *c;
  const char *path_c[] = { "cities", city, "controller", NULL };
  const char *path_s[] = { "cities", city, "controller_state", NULL };

  if (!require_books (game, error))
    return FALSE;
  c = bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (game)), city);
  if (c == NULL)
    return bth_campaign_fail (error, "the campaign books follow no city \"%s\" (add it first)", city ? city : "(none)");
  if (controller == BTH_SIDE_NEUTRAL && controller_state != NULL)
    return bth_campaign_fail (error, "%s: a city no faction controls has no controlling state", city);
  if (controller_state != NULL &&
      bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)), controller_state) == NULL)
    return bth_campaign_fail (error, "%s: no state \"%s\" in the campaign books", city, controller_state);
  if (c->controller == controller && g_strcmp0 (c->controller_state, controller_state) == 0)
    return bth_campaign_fail (error, "%s is controlled by %s already", city, bth_political_side_label (controller));
  w = bth_campaign_work_new (game, board);
  if (!bth_campaign_work_books (w, path_c, string_node (bth_political_side_to_string (controller)), "X.G.1.f", NULL, error) ||
      !bth_campaign_work_books (w, path_s, string_node (controller_state), "X.G.1.f", NULL, error) ||
      !bth_campaign_work_derive (w, items, error))
    return FALSE;
  return bth_campaign_work_commit (w, error);
}

/* ---- the players' entries ------------------------------------------------------------ */

gboolean
bth_game_campaign_edit (BthGame *game, const char * const *path, JsonNode *value, const char *rule,
                        const char *reason, GError **error)
{
  g_autoptr(BthCampaignWork) w = NULL;

  if (!require_books (game, error))
    return FALSE;
  if (path == NULL || path[0] == NULL || value == NULL)
    return bth_campaign_fail (error, "an edit needs a path and a value");
  w = bth_campaign_work_new (game, NULL);
  if (!bth_campaign_work_books (w, path, json_node_copy (value), rule, reason, error))
    return FALSE;
  if (w->events->len == 0)
    {
      g_autofree char *joined = g_strjoinv ("/", (char **) path);
      return bth_campaign_fail (error, "%s holds that value already", joined);
    }
  return bth_campaign_work_commit (w, error);
}

gboolean
bth_game_campaign_add_city (BthGame *game, const char *name, const char *state_id, gboolean production,
                            BthProductionSymbol symbol, gboolean major_city, gboolean port,
                            BthPoliticalSide controller, GError **error)
{
  g_autoptr(BthCampaignWork) w = NULL;
  const char *path[] = { "cities", name, NULL };
  JsonObject *o;
  JsonNode *node;

  if (!require_books (game, error))
    return FALSE;
  if (name == NULL || *name == '\0')
    return bth_campaign_fail (error, "a city needs its name");
  if (bth_campaign_books_city (bth_game_state_get_campaign (bth_game_get_state (game)), name) != NULL)
    return bth_campaign_fail (error, "the books follow %s already", name);
  if (bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)), state_id) == NULL)
    return bth_campaign_fail (error, "%s: no state \"%s\" in the campaign books", name, state_id ? state_id : "(none)");
  o = json_object_new ();
  json_object_set_string_member (o, "name", name);
  json_object_set_string_member (o, "state", state_id);
  json_object_set_boolean_member (o, "production", production);
  json_object_set_string_member (o, "symbol", bth_production_symbol_to_string (symbol));
  json_object_set_boolean_member (o, "major_city", major_city);
  json_object_set_boolean_member (o, "capital", FALSE);
  json_object_set_boolean_member (o, "port", port);
  json_object_set_string_member (o, "controller", bth_political_side_to_string (controller));
  json_object_set_string_member (o, "controller_state", controller == BTH_SIDE_NEUTRAL ? NULL : state_id);
  json_object_set_string_member (o, "supply_source_for", bth_political_side_to_string (BTH_SIDE_NEUTRAL));
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, o);
  w = bth_campaign_work_new (game, NULL);
  return bth_campaign_work_books (w, path, node, production && g_strcmp0 (state_id, "france") == 0 ? "X.J.2.g" : NULL,
                                  NULL, error) &&
         bth_campaign_work_display (w, error) &&
         bth_campaign_work_commit (w, error);
}
