/* bth-campaign-settle.c — the consequences of a political change written to the books:
 * bth_politics_settle() applies them to the game's situation until nothing more changes (an
 * invaded neutral joins the other faction, X.D.3.b, X.G.1.m; a conquered major becomes
 * neutral, X.I.2.a, and every Victory Point is forfeited, X.G.1.j; X.I.2.h's switch and
 * return; minor statuses from their cities, X.G.1.f; minor conquests, X.I.3; creations, X.H),
 * and each change becomes events of the same action — the books' edits with their rule and
 * reason, the Alliance Display's counts and a note per step — so that undo, redo, saving and
 * loading treat the settlement as one with what caused it.
 */
#include "bth-campaign-game-private.h"
#include "bth-campaign-situation.h"
#include "bth-campaign-answers.h"
#include "bth-force-pools.h"

#include <string.h>

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

static JsonNode *
bool_node (gboolean value)
{
  return json_node_init_boolean (json_node_alloc (), value);
}

static JsonNode *
side_node (BthPoliticalSide side)
{
  return string_node (bth_political_side_to_string (side));
}

/* The last step applied to STATE (its rule and text give the books' edit its reason). */
static const BthPoliticsItem *
step_for (GPtrArray *steps, const char *state)
{
  for (guint i = steps->len; i-- > 0;)
    {
      const BthPoliticsItem *item = g_ptr_array_index (steps, i);
      if (g_strcmp0 (item->kind, "applied") == 0 && g_strcmp0 (item->state, state) == 0)
        return item;
    }
  return NULL;
}

static gboolean
listed (GPtrArray *items, const BthPoliticsItem *item)
{
  for (guint i = 0; items != NULL && i < items->len; i++)
    {
      const BthPoliticsItem *o = g_ptr_array_index (items, i);
      if (g_strcmp0 (o->text, item->text) == 0 && g_strcmp0 (o->state, item->state) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
copy_item (GPtrArray *to, const BthPoliticsItem *item)
{
  if (to != NULL)
    bth_politics_items_add (to, item->kind, item->state, item->rule, "%s", item->text);
}

static gboolean
write_state (BthCampaignWork *w, BthPoliticsSituation *s, GPtrArray *steps, const char *id, GError **error)
{
  const BthCampaignStanding *st = bth_campaign_books_standing (bth_game_state_get_campaign (w->state), id);
  const BthPoliticsItem *why = step_for (steps, id);
  const char *rule = why != NULL ? why->rule : NULL;
  const char *reason = why != NULL ? why->text : NULL;
  const char *conquered[] = { "states", id, "conquered", NULL };
  const char *conquered_by[] = { "states", id, "conquered_by", NULL };
  const char *times[] = { "states", id, "times_conquered", NULL };
  const char *created[] = { "states", id, "created", NULL };
  const char *absorbed[] = { "states", id, "absorbed", NULL };
  BthPoliticalSide status;

  if (st == NULL)
    return TRUE;
  if (st->major)
    {
      BthPoliticalMajor *m = bth_politics_situation_major (s, id);
      if (m == NULL)
        return TRUE;
      status = m->status;
      /* Each edit replaces the books: the standing is read again after each. Reading the
       * books for an edit costs: only what differs is edited. */
      if (st->conquered == m->conquered && st->conquered_by == m->conquered_by &&
          st->times_conquered == m->times_conquered)
        ;
      else if (!bth_campaign_work_books (w, conquered, bool_node (m->conquered), rule, NULL, error) ||
          !bth_campaign_work_books (w, conquered_by, side_node (m->conquered_by), rule, NULL, error) ||
          !bth_campaign_work_books (w, times, int_node (m->times_conquered), rule, NULL, error))
        return FALSE;
    }
  else
    {
      BthPoliticalMinor *m = bth_politics_situation_minor (s, id);
      BthPoliticalSide was_conquered_by = st->conquered_by;   /* ST does not outlive the edits */
      if (m == NULL)
        return TRUE;
      status = m->status;
      if (st->created == m->created && st->absorbed == m->absorbed && st->conquered_by == m->conquered_by)
        ;
      else if (!bth_campaign_work_books (w, created, bool_node (m->created), rule, NULL, error) ||
          !bth_campaign_work_books (w, absorbed, bool_node (m->absorbed), rule, NULL, error) ||
          !bth_campaign_work_books (w, conquered_by, side_node (m->conquered_by), rule, NULL, error))
        return FALSE;
      /* A new conquest (or its end) calls for a new conqueror's die (X.I.3.b): the one
       * recorded for an earlier conquest no longer answers. */
      if (was_conquered_by != m->conquered_by &&
          bth_game_campaign_answered_conquest_die (w->state, id) != 0)
        {
          g_autofree char *path = bth_campaign_conquest_die_path (id);
          if (!bth_campaign_work_edit (w, path, json_node_init_null (json_node_alloc ()), error))
            return FALSE;
        }
    }
  st = bth_campaign_books_standing (bth_game_state_get_campaign (w->state), id);
  if (st->status != status)
    return bth_campaign_work_status (w, id, status, rule, reason, error);
  return TRUE;
}

/* A creation gives a city to its new state (X.H.2: Brussels, Holland's production city). */
static gboolean
write_cities (BthCampaignWork *w, BthPoliticsSituation *s, GError **error)
{
  for (guint i = 0; i < s->cities->len; i++)
    {
      const BthPoliticalCity *pc = g_ptr_array_index (s->cities, i);
      const BthCampaignCity *c = bth_campaign_books_city (bth_game_state_get_campaign (w->state), pc->name);
      const char *state[] = { "cities", pc->name, "state", NULL };
      const char *production[] = { "cities", pc->name, "production", NULL };

      if (c == NULL || pc->state == NULL || (g_strcmp0 (c->state, pc->state) == 0 && c->production == pc->production))
        continue;
      if (!bth_campaign_work_books (w, state, string_node (pc->state), "X.H", NULL, error) ||
          !bth_campaign_work_books (w, production, bool_node (pc->production), "X.H", NULL, error))
        return FALSE;
    }
  return TRUE;
}

/* X.G.3.c: "When a state is conquered, ... all of its imprisoned units are immediately returned
 * to the Force Pool of their home state": every unit of the states conquered in this
 * settlement held in a Prisoners box goes to its home Force Pool, as the prisoner exchange
 * moves them (bth-campaign-events.c). */
static gboolean
return_prisoners (BthCampaignWork *w, BthPoliticsSituation *s, GError **error)
{
  const BthForcePools *pools = bth_game_state_get_force_pools (w->state);
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);

  for (guint i = 0; pools != NULL && i < pools->states->len; i++)
    {
      const BthPoolState *ps = g_ptr_array_index (pools->states, i);
      const BthPoolBox *box = bth_force_pools_find_box (pools, ps->id, BTH_BOX_PRISONERS);
      for (guint u = 0; box != NULL && u < box->units->len; u++)
        {
          const BthUnitCount *unit = &g_array_index (box->units, BthUnitCount, u);
          const BthPoolState *home = bth_force_pools_state_of_power (pools, unit->power);
          BthPoliticalMajor *m = home != NULL ? bth_politics_situation_major (s, home->id) : NULL;
          JsonObject *p, *from, *to, *o;
          JsonArray *units;
          if (m == NULL || !m->conquered_now || unit->sp <= 0)
            continue;
          p = json_object_new ();
          from = json_object_new ();
          to = json_object_new ();
          units = json_array_new ();
          o = json_object_new ();
          json_object_set_string_member (from, "state", ps->id);
          json_object_set_string_member (from, "box", BTH_BOX_PRISONERS);
          json_object_set_string_member (to, "state", home->id);
          json_object_set_string_member (to, "box", BTH_BOX_FORCE_POOL);
          json_object_set_string_member (o, "power", unit->power);
          json_object_set_string_member (o, "kind", unit->kind);
          json_object_set_int_member (o, "sp", unit->sp);
          json_array_add_object_element (units, o);
          json_object_set_object_member (p, "from", from);
          json_object_set_object_member (p, "to", to);
          json_object_set_array_member (p, "units", units);
          json_object_set_array_member (p, "leaders", json_array_new ());
          json_object_set_string_member (p, "rule", "X.G.3.c");
          json_object_set_string_member (p, "reason", "When a state is conquered, all of its imprisoned units are "
                                                      "immediately returned to the Force Pool of their home state");
          g_ptr_array_add (moves, p);
        }
    }
  /* Moved once collected: each move changes the pools read above. */
  for (guint i = 0; i < moves->len; i++)
    if (!bth_campaign_work_add (w, BTH_EVENT_FORCE_POOL_MOVED, json_object_ref (g_ptr_array_index (moves, i)), error))
      return FALSE;
  return TRUE;
}

/* X.I.2.c: "The city should be recorded as a supply source for the conquering faction. Should
 * control of the city be lost the supply source is immediately lost as well. If re-occupied
 * the city may once again become a supply source." Which city a conquering unit entered is the
 * players' record (bth_game_campaign_edit); a recorded source whose control is lost is lost,
 * a step with its rule (STEPS). */
static gboolean
conquest_sources (BthCampaignWork *w, GPtrArray *steps, GError **error)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < bth_game_state_get_campaign (w->state)->cities->len; i++)
    g_ptr_array_add (names, g_strdup (((BthCampaignCity *) g_ptr_array_index (bth_game_state_get_campaign (w->state)->cities, i))->name));
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      const BthCampaignCity *c = bth_campaign_books_city (bth_game_state_get_campaign (w->state), name);
      const BthCampaignStanding *st = c != NULL ? bth_campaign_books_standing (bth_game_state_get_campaign (w->state), c->state) : NULL;
      const char *path[] = { "cities", name, "supply_source_for", NULL };
      BthPoliticalSide now = BTH_SIDE_NEUTRAL;
      g_autofree char *text = NULL;

      if (st == NULL || c == NULL)
        continue;
      /* The players record a source (BB 3382: a major city entered after the conquest); the
       * rule itself only takes it away, when control is lost. */
      if (c->supply_source_for == BTH_SIDE_NEUTRAL || c->controller == c->supply_source_for)
        continue;
      text = g_strdup_printf ("%s is no longer held by the %s faction: the supply source is lost", name,
                              bth_political_side_label (c->supply_source_for));
      /* Each edit replaces the books: C is not read after it. */
      bth_politics_items_add (steps, "applied", c->state, "X.I.2.c", "%s", text);
      if (!bth_campaign_work_books (w, path, side_node (now), "X.I.2.c", text, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
bth_campaign_work_settle (BthCampaignWork *w, GPtrArray *steps_out, GPtrArray *items_out, GError **error)
{
  g_autoptr(GPtrArray) before = bth_politics_items_new ();
  g_autoptr(GPtrArray) steps = bth_politics_items_new ();
  g_autoptr(GPtrArray) listed_items = bth_politics_items_new ();
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(BthPoliticsSituation) s = NULL;

  /* What the politics listed before this action is not noted again. */
  {
    g_autoptr(BthPoliticsSituation) was = bth_game_campaign_situation_of_state (w->game, w->rules,
                                                                                bth_game_get_state (w->game),
                                                                                w->board, error);
    if (was == NULL)
      return FALSE;
    bth_politics_conquests (w->rules, was, before);
    bth_politics_creations (w->rules, was, before);
  }
  /* The card's lists and the map's city hexes read again, as the page reads them: a conquest
   * applied is one the players were shown (X.I.1.b: "every city hex in the country"). */
  if ((s = bth_game_campaign_situation_of_state (w->game, w->rules, w->state, w->board, error)) == NULL)
    return FALSE;
  bth_politics_settle (w->rules, s, steps, listed_items, listed_items);

  for (guint i = 0; i < bth_game_state_get_campaign (w->state)->standings->len; i++)
    g_ptr_array_add (ids, g_strdup (((BthCampaignStanding *) g_ptr_array_index (bth_game_state_get_campaign (w->state)->standings, i))->id));
  if (!write_cities (w, s, error))
    return FALSE;
  for (guint i = 0; i < ids->len; i++)
    if (!write_state (w, s, steps, g_ptr_array_index (ids, i), error))
      return FALSE;
  if (s->anti_vp != w->state->anti_vp &&
      !bth_campaign_work_edit (w, "alliance.anti_vp", int_node (s->anti_vp), error))
    return FALSE;
  if (!return_prisoners (w, s, error) || !conquest_sources (w, steps, error))
    return FALSE;

  /* For the players: the consequences listed (conquest, creation: what to do on the board),
   * then each step applied, every one a note of the log with its rule. */
  for (guint i = 0; i < listed_items->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (listed_items, i);
      g_autofree char *text = NULL;
      if (listed (before, item))
        continue;
      copy_item (items_out, item);
      text = g_strdup_printf ("%s (%s)", item->text, item->rule ? item->rule : "X");
      if (!bth_campaign_work_note (w, text, error))
        return FALSE;
    }
  for (guint i = 0; i < steps->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (steps, i);
      g_autofree char *text = NULL;
      copy_item (steps_out, item);
      if (g_strcmp0 (item->kind, "applied") != 0)
        continue;
      copy_item (items_out, item);
      text = g_strdup_printf ("%s (%s)", item->text, item->rule ? item->rule : "X");
      if (!bth_campaign_work_note (w, text, error))
        return FALSE;
    }
  return TRUE;
}

/* ---- the action ------------------------------------------------------------------------ */

static guint
applied (GPtrArray *steps)
{
  guint n = 0;

  for (guint i = 0; i < steps->len; i++)
    n += g_strcmp0 (((BthPoliticsItem *) g_ptr_array_index (steps, i))->kind, "applied") == 0;
  return n;
}

gboolean
bth_game_campaign_settle_preview (BthGame *game, const BthPoliticsSituation *board, GPtrArray *steps,
                                  GError **error)
{
  g_autoptr(BthCampaignWork) w = NULL;

  if (bth_ruleset_get_campaign (bth_game_get_ruleset (game), error) == NULL)
    return FALSE;
  if (bth_game_state_get_campaign (bth_game_get_state (game)) == NULL)
    return bth_campaign_fail (error, "this game has no campaign books (not a Grand Campaign game)");
  /* The action built and thrown away: the steps are exactly those Apply records. */
  w = bth_campaign_work_new (game, board);
  return bth_campaign_work_settle (w, steps, NULL, error);
}

static JsonArray *
steps_json (GPtrArray *steps)
{
  JsonArray *a = json_array_new ();

  for (guint i = 0; i < steps->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (steps, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "kind", item->kind);
      if (item->state != NULL)
        json_object_set_string_member (o, "state", item->state);
      json_object_set_string_member (o, "text", item->text);
      json_object_set_string_member (o, "rule", item->rule);
      json_array_add_object_element (a, o);
    }
  return a;
}

gboolean
bth_game_campaign_settle (BthGame *game, const BthPoliticsSituation *board, GPtrArray *steps, GError **error)
{
  g_autoptr(GPtrArray) preview = bth_politics_items_new ();
  g_autoptr(GPtrArray) done = bth_politics_items_new ();
  g_autoptr(BthCampaignWork) w = NULL;
  JsonObject *table, *inputs, *result;

  if (!bth_game_campaign_settle_preview (game, board, preview, error))
    return FALSE;
  if (applied (preview) == 0)
    {
      for (guint i = 0; steps != NULL && i < preview->len; i++)
        copy_item (steps, g_ptr_array_index (preview, i));
      return TRUE;              /* nothing changes: no action */
    }
  w = bth_campaign_work_new (game, board);
  /* First the settlement itself, for the log and the undo label: every step with its rule. */
  table = json_object_new ();
  inputs = json_object_new ();
  result = json_object_new ();
  json_object_set_string_member (table, "table", "politics_settle");
  for (guint i = 0; i < preview->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (preview, i);
      if (g_strcmp0 (item->kind, "applied") == 0 && item->rule != NULL)
        {
          json_object_set_string_member (table, "rule", item->rule);
          break;
        }
    }
  json_object_set_int_member (inputs, "month", bth_game_get_state (game)->month);
  json_object_set_object_member (table, "inputs", inputs);
  json_object_set_array_member (result, "steps", steps_json (preview));
  json_object_set_object_member (table, "result", result);
  if (!bth_campaign_work_add (w, BTH_EVENT_TABLE_RESOLVED, table, error) ||
      !bth_campaign_work_settle (w, done, NULL, error) ||
      !bth_campaign_work_display (w, error) ||
      !bth_campaign_work_commit (w, error))
    return FALSE;
  for (guint i = 0; steps != NULL && i < done->len; i++)
    copy_item (steps, g_ptr_array_index (done, i));
  return TRUE;
}
