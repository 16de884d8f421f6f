/* bth-campaign-game.c — creating a Grand Campaign game, and the books as inputs of the
 * politics computations (X.D, X.G-X.I): the situation read from the books is in
 * bth-campaign-situation.c. The actions that write results back are in
 * bth-campaign-actions.c and bth-campaign-production.c.
 */
#include "bth-campaign-game.h"
#include "bth-campaign-game-private.h"
#include "bth-error.h"
#include "bth-force-pools.h"
#include "bth-game-private.h"

#include <string.h>

gboolean
bth_campaign_fail (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, message);
  return FALSE;
}

BthEvent *
bth_campaign_event (BthEventType type, JsonObject *payload)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, payload);
  return bth_event_new (type, node);
}

/* ---- creation ------------------------------------------------------------------------ */

char *
bth_campaign_card_players_path (const char *id)
{
  g_autofree char *name = g_strconcat (id, ".card.json", NULL);

  return g_build_filename (g_get_user_data_dir (), "berthier", "campaign", name, NULL);
}

/* The card's production cities as the books' cities, each held by its own state while the
 * state exists (a city listed by two states, Brunswick, belongs to the first). */
/* X.H.2: "At the start of the game, Holland is a French satellite known as the Batavian
 * Republic. The production city of the Batavian Republic is Amsterdam. ... If both Brussels
 * and Amsterdam are occupied by anti-French forces, Holland is created. The production city
 * of Holland is Brussels." The card lists both without that condition: a city that becomes
 * the state's production city only with a later creation (the rules' creations with a
 * production_city) is not one at the start. */
static gboolean
created_later (const BthCampaignRules *rules, BthPoliticsSituation *start, const char *state, const char *city)
{
  BthPoliticalMinor *minor = bth_politics_situation_minor (start, state);

  for (guint k = 0; k < rules->n_creations; k++)
    if (g_strcmp0 (rules->creations[k].minor, state) == 0 &&
        g_strcmp0 (rules->creations[k].production_city, city) == 0 &&
        (minor == NULL || minor->status != rules->creations[k].by))
      return TRUE;
  return FALSE;
}

static JsonArray *
initial_cities (const BthCampaignRules *rules, const BthCampaignCard *card, BthPoliticsSituation *start)
{
  JsonArray *cities = json_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  const BthCardState *cs;
  guint n;

  cs = bth_campaign_card_get_states (card, &n);
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < cs[i].cities->len; j++)
      {
        const BthCardCity *c = g_ptr_array_index (cs[i].cities, j);
        BthPoliticalMajor *major = bth_politics_situation_major (start, cs[i].id);
        BthPoliticalMinor *minor = bth_politics_situation_minor (start, cs[i].id);
        gboolean exists = major != NULL || (minor != NULL && minor->created && !minor->absorbed);
        BthPoliticalSide status = major ? major->status : minor ? minor->status : BTH_SIDE_NEUTRAL;
        JsonObject *o;

        if (g_hash_table_contains (seen, c->city))
          continue;
        g_hash_table_add (seen, c->city);
        o = json_object_new ();
        json_object_set_string_member (o, "name", c->city);
        json_object_set_string_member (o, "state", cs[i].id);
        json_object_set_boolean_member (o, "production", !created_later (rules, start, cs[i].id, c->city));
        json_object_set_string_member (o, "symbol", bth_production_symbol_to_string (c->symbol));
        json_object_set_boolean_member (o, "major_city", FALSE);
        json_object_set_boolean_member (o, "capital", g_strcmp0 (cs[i].id, rules->capital_state) == 0 &&
                                                      g_strcmp0 (c->city, rules->capital_city) == 0);
        /* A white symbol buys naval units only, deployed there (X.J.5.e-f): a port. */
        json_object_set_boolean_member (o, "port", c->symbol == BTH_PRODUCTION_SYMBOL_WHITE);
        json_object_set_string_member (o, "controller", bth_political_side_to_string (exists ? status : BTH_SIDE_NEUTRAL));
        json_object_set_string_member (o, "controller_state", exists ? cs[i].id : NULL);
        json_object_set_string_member (o, "supply_source_for", bth_political_side_to_string (BTH_SIDE_NEUTRAL));
        json_array_add_object_element (cities, o);
      }
  return cities;
}

static JsonObject *
initial_books (const BthCampaignRules *rules, const BthCampaignCard *card, int players)
{
  g_autoptr(BthPoliticsSituation) start = bth_politics_situation_new_initial (rules, players);
  JsonObject *books = json_object_new (), *england = json_object_new ();
  JsonArray *states = json_array_new ();
  const BthCardState *cs;
  guint n;

  cs = bth_campaign_card_get_states (card, &n);
  for (guint i = 0; i < n; i++)
    {
      BthPoliticalMajor *major = bth_politics_situation_major (start, cs[i].id);
      BthPoliticalMinor *minor = bth_politics_situation_minor (start, cs[i].id);
      JsonObject *o = json_object_new ();
      const char *status = bth_political_side_to_string (major ? major->status : minor ? minor->status
                                                                                     : BTH_SIDE_NEUTRAL);

      json_object_set_string_member (o, "id", cs[i].id);
      json_object_set_boolean_member (o, "major", cs[i].major);
      json_object_set_string_member (o, "status", status);
      json_object_set_boolean_member (o, "created", major != NULL || (minor != NULL && minor->created));
      json_object_set_boolean_member (o, "absorbed", minor != NULL && minor->absorbed);
      json_object_set_boolean_member (o, "conquered", FALSE);
      json_object_set_string_member (o, "conquered_by", bth_political_side_to_string (BTH_SIDE_NEUTRAL));
      json_object_set_int_member (o, "times_conquered", 0);
      json_object_set_int_member (o, "lent_pp", 0);
      json_object_set_boolean_member (o, "at_war", FALSE);
      json_object_set_int_member (o, "wars_fought", 0);
      json_array_add_object_element (states, o);
    }
  json_object_set_string_member (books, "card", bth_campaign_card_get_id (card));
  json_object_set_int_member (books, "players", players);
  json_object_set_array_member (books, "states", states);
  json_object_set_array_member (books, "cities", initial_cities (rules, card, start));
  json_object_set_int_member (england, "pp", 0);
  json_object_set_int_member (england, "naval_pp", 0);
  json_object_set_object_member (books, "england", england);
  json_object_set_array_member (books, "track", json_array_new ());
  return books;
}

gboolean
bth_campaign_game_set_up (BthGame *game, const BthCampaignCard *card, int players, GError **error)
{
  const BthCampaignRules *rules = bth_ruleset_get_campaign (bth_game_get_ruleset (game), error);
  g_autoptr(GPtrArray) log = NULL;
  g_autoptr(GPtrArray) redo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(BthCampaignWork) work = NULL;
  GPtrArray *events = bth_game_get_events (game);
  JsonObject *p;

  if (rules == NULL)
    return FALSE;
  if (players < 1 || players > 6)
    return bth_campaign_fail (error, "players: %d; the Grand Campaign is played by 1 to 6 players (X.D.3)", players);
  if (events->len != 1 || bth_game_can_redo (game))
    return bth_campaign_fail (error, "the campaign books are set up when the game is created, before any action");
  /* The Force Pool Display and its initial pools, as their own module writes them ... */
  if (!bth_game_set_up_force_pools (game, card, error))
    return FALSE;
  /* ... then the books and the display's counts, in the same set-up action. */
  work = bth_campaign_work_new (game, NULL);
  p = json_object_new ();
  json_object_set_object_member (p, "books", initial_books (rules, card, players));
  json_object_set_string_member (p, "rule", "X.D");
  if (!bth_campaign_work_add (work, BTH_EVENT_CAMPAIGN_SET_UP, p, error) ||
      !bth_campaign_work_display (work, error))
    {
      bth_game_undo (game, NULL);
      g_ptr_array_set_size (bth_game_get_redo_stack (game), 0);
      return FALSE;
    }
  log = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  for (guint i = 0; i < events->len; i++)
    g_ptr_array_add (log, bth_event_ref (g_ptr_array_index (events, i)));
  for (guint i = 0; i < work->events->len; i++)
    g_ptr_array_add (log, bth_event_ref (g_ptr_array_index (work->events, i)));
  /* Everything joins action 1, the set-up, which undo never removes. */
  for (guint i = 1; i < log->len; i++)
    {
      BthEvent *e = g_ptr_array_index (log, i);
      BthEvent *copy = bth_event_new (e->type, bth_event_dup_payload_node (e));
      copy->action = 1;
      copy->time = ((BthEvent *) g_ptr_array_index (log, 0))->time;
      g_ptr_array_index (log, i) = copy;
      bth_event_unref (e);
    }
  if (!bth_game_replace_log (game, log, redo, error))
    {
      bth_game_undo (game, NULL);   /* the Force Pool Display's action, as before */
      g_ptr_array_set_size (bth_game_get_redo_stack (game), 0);
      return FALSE;
    }
  return TRUE;
}

