/* bth-campaign-state.c — the Grand Campaign's books: their JSON form, and folding the
 * campaign-set-up and campaign-edit events (X.D, X.G-X.J).
 *
 * An edit is applied on the JSON form: the value at the path must equal "old", it is
 * replaced by "new", and the books are read back strictly, so an edit can never leave a
 * value of the wrong type or range, and a log that folds is a consistent history.
 */
#include "bth-campaign-state.h"
#include "bth-game.h"
#include "bth-game-names.h"
#include "bth-campaign-option-ids.h"
#include "bth-error.h"
#include "bth-game-state-private.h"
#include "bth-json-strict.h"

#include <string.h>

/* ---- lifetime ------------------------------------------------------------------------ */

static void
standing_free (BthCampaignStanding *s)
{
  g_free (s->id);
  g_free (s);
}

static void
city_free (BthCampaignCity *c)
{
  g_free (c->name);
  g_free (c->state);
  g_free (c->controller_state);
  g_free (c);
}

static void
installment_free (BthCampaignInstallment *t)
{
  g_free (t->state);
  g_free (t->kind);
  g_free (t->city);
  g_free (t);
}

static BthCampaignBooks *
books_new (void)
{
  BthCampaignBooks *b = g_new0 (BthCampaignBooks, 1);

  b->standings = g_ptr_array_new_with_free_func ((GDestroyNotify) standing_free);
  b->cities = g_ptr_array_new_with_free_func ((GDestroyNotify) city_free);
  b->track = g_ptr_array_new_with_free_func ((GDestroyNotify) installment_free);
  b->options = g_new0 (char *, 1);
  return b;
}

void
bth_campaign_books_free (BthCampaignBooks *self)
{
  if (self == NULL)
    return;
  g_free (self->card);
  g_ptr_array_unref (self->standings);
  g_ptr_array_unref (self->cities);
  g_ptr_array_unref (self->track);
  g_strfreev (self->options);
  g_free (self);
}

BthCampaignBooks *
bth_campaign_books_copy (const BthCampaignBooks *self)
{
  g_autoptr(JsonNode) node = NULL;
  BthCampaignBooks *copy;

  if (self == NULL)
    return NULL;
  node = bth_campaign_books_to_json (self);
  copy = bth_campaign_books_from_json (node, "$", NULL);
  g_assert (copy != NULL);   /* what to_json writes, from_json reads */
  return copy;
}

/* ---- lookups ------------------------------------------------------------------------- */

/* In a saved checkpoint: the books as their JSON text, the form the campaign-set-up event
 * and the copy use (what to_json writes, from_json reads exactly). */
static void
books_to_bytes (gconstpointer books, GString *out)
{
  g_autoptr(JsonNode) node = bth_campaign_books_to_json (books);
  g_autofree char *text = json_to_string (node, FALSE);

  bth_bytes_put_string (out, text);
}

static gpointer
books_from_bytes (BthBytesReader *in)
{
  g_autofree char *text = bth_bytes_get_string (in);
  g_autoptr(JsonNode) node = text != NULL ? json_from_string (text, NULL) : NULL;

  return node != NULL ? bth_campaign_books_from_json (node, "$", NULL) : NULL;
}

const BthStateBookClass bth_campaign_books_book = {
  .name = "campaign",
  .copy = (gpointer (*) (gconstpointer)) bth_campaign_books_copy,
  .free = (GDestroyNotify) bth_campaign_books_free,
  .to_json = (JsonNode *(*) (gconstpointer)) bth_campaign_books_to_json,
  .to_bytes = books_to_bytes,
  .from_bytes = books_from_bytes,
};

const BthCampaignBooks *
bth_game_state_get_campaign (const BthGameState *state)
{
  return bth_game_state_get_book (state, &bth_campaign_books_book);
}

const BthCampaignStanding *
bth_campaign_books_standing (const BthCampaignBooks *self, const char *id)
{
  for (guint i = 0; self != NULL && i < self->standings->len; i++)
    {
      const BthCampaignStanding *s = g_ptr_array_index (self->standings, i);
      if (g_strcmp0 (s->id, id) == 0)
        return s;
    }
  return NULL;
}

const BthCampaignCity *
bth_campaign_books_city (const BthCampaignBooks *self, const char *name)
{
  for (guint i = 0; self != NULL && i < self->cities->len; i++)
    {
      const BthCampaignCity *c = g_ptr_array_index (self->cities, i);
      if (g_strcmp0 (c->name, name) == 0)
        return c;
    }
  return NULL;
}

const char *
bth_campaign_side_id (const BthGameState *state, BthPoliticalSide faction)
{
  if (faction == BTH_SIDE_PRO_FRENCH && state->sides->len > 0)
    return g_ptr_array_index (state->sides, 0);
  if (faction == BTH_SIDE_ANTI_FRENCH && state->sides->len > 1)
    return g_ptr_array_index (state->sides, 1);
  return NULL;
}

BthPoliticalSide
bth_campaign_faction_of_side (const BthGameState *state, const char *side)
{
  if (side != NULL && state->sides->len > 0 && g_str_equal (side, g_ptr_array_index (state->sides, 0)))
    return BTH_SIDE_PRO_FRENCH;
  if (side != NULL && state->sides->len > 1 && g_str_equal (side, g_ptr_array_index (state->sides, 1)))
    return BTH_SIDE_ANTI_FRENCH;
  return BTH_SIDE_NEUTRAL;
}

/* ---- JSON ---------------------------------------------------------------------------- */

static void
set_side (JsonObject *o, const char *member, BthPoliticalSide side)
{
  json_object_set_string_member (o, member, bth_political_side_to_string (side));
}

static JsonObject *
standing_to_json (const BthCampaignStanding *s)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "id", s->id);
  json_object_set_boolean_member (o, "major", s->major);
  set_side (o, "status", s->status);
  json_object_set_boolean_member (o, "created", s->created);
  json_object_set_boolean_member (o, "absorbed", s->absorbed);
  json_object_set_boolean_member (o, "conquered", s->conquered);
  set_side (o, "conquered_by", s->conquered_by);
  json_object_set_int_member (o, "times_conquered", s->times_conquered);
  json_object_set_int_member (o, "lent_pp", s->lent_pp);
  json_object_set_boolean_member (o, "at_war", s->at_war);
  json_object_set_int_member (o, "wars_fought", s->wars_fought);
  return o;
}

static JsonObject *
city_to_json (const BthCampaignCity *c)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "name", c->name);
  json_object_set_string_member (o, "state", c->state);
  json_object_set_boolean_member (o, "production", c->production);
  json_object_set_string_member (o, "symbol", bth_production_symbol_to_string (c->symbol));
  json_object_set_boolean_member (o, "major_city", c->major_city);
  json_object_set_boolean_member (o, "capital", c->capital);
  json_object_set_boolean_member (o, "port", c->port);
  set_side (o, "controller", c->controller);
  json_object_set_string_member (o, "controller_state", c->controller_state);   /* NULL: null */
  set_side (o, "supply_source_for", c->supply_source_for);
  return o;
}

static JsonObject *
installment_to_json (const BthCampaignInstallment *t)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "state", t->state);
  json_object_set_string_member (o, "kind", t->kind);
  json_object_set_int_member (o, "paid", t->paid);
  json_object_set_string_member (o, "city", t->city);
  return o;
}

JsonNode *
bth_campaign_books_to_json (const BthCampaignBooks *self)
{
  JsonObject *o = json_object_new (), *england = json_object_new ();
  JsonArray *states = json_array_new (), *cities = json_array_new (), *track = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (o, "card", self->card);
  json_object_set_int_member (o, "players", self->players);
  for (guint i = 0; i < self->standings->len; i++)
    json_array_add_object_element (states, standing_to_json (g_ptr_array_index (self->standings, i)));
  for (guint i = 0; i < self->cities->len; i++)
    json_array_add_object_element (cities, city_to_json (g_ptr_array_index (self->cities, i)));
  for (guint i = 0; i < self->track->len; i++)
    json_array_add_object_element (track, installment_to_json (g_ptr_array_index (self->track, i)));
  json_object_set_array_member (o, "states", states);
  json_object_set_array_member (o, "cities", cities);
  json_object_set_int_member (england, "pp", self->england_pp);
  json_object_set_int_member (england, "naval_pp", self->england_naval_pp);
  json_object_set_object_member (o, "england", england);
  json_object_set_array_member (o, "track", track);
  {
    JsonArray *options = json_array_new ();
    for (guint i = 0; self->options != NULL && self->options[i] != NULL; i++)
      json_array_add_string_element (options, self->options[i]);
    json_object_set_array_member (o, "options", options);
  }
  json_node_take_object (node, o);
  return node;
}

static gboolean
read_side (JsonObject *o, const char *path, const char *member, BthPoliticalSide *out, GError **error)
{
  const char *text = bth_json_member_string (o, path, member, error);

  if (text == NULL)
    return FALSE;
  if (!bth_political_side_from_string (text, out))
    return bth_json_fail (error, path, "%s: \"%s\" is not neutral, pro_french or anti_french", member, text);
  return TRUE;
}

static gboolean
read_nullable (JsonObject *o, const char *path, const char *member, char **out, GError **error)
{
  JsonNode *node = json_object_get_member (o, member);
  const char *text;

  if (node != NULL && JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if ((text = bth_json_member_string (o, path, member, error)) == NULL)
    return FALSE;
  *out = g_strdup (text);
  return TRUE;
}

static BthCampaignStanding *
standing_from_json (JsonObject *o, const char *path, GError **error)
{
  BthCampaignStanding *s = g_new0 (BthCampaignStanding, 1);
  const char *id;

  if (!bth_game_state_private_check_keys (o, path, BTH_JSON_KEYS ("id", "major", "status", "created", "absorbed", "conquered",
                                                         "conquered_by", "times_conquered", "lent_pp", "at_war",
                                                         "wars_fought"), NULL, error) ||
      (id = bth_json_member_string (o, path, "id", error)) == NULL ||
      !bth_json_member_bool (o, path, "major", &s->major, error) ||
      !read_side (o, path, "status", &s->status, error) ||
      !bth_json_member_bool (o, path, "created", &s->created, error) ||
      !bth_json_member_bool (o, path, "absorbed", &s->absorbed, error) ||
      !bth_json_member_bool (o, path, "conquered", &s->conquered, error) ||
      !read_side (o, path, "conquered_by", &s->conquered_by, error) ||
      !bth_json_member_int (o, path, "times_conquered", 0, 99, &s->times_conquered, error) ||
      !bth_json_member_int (o, path, "lent_pp", 0, 999, &s->lent_pp, error) ||
      !bth_json_member_bool (o, path, "at_war", &s->at_war, error) ||
      !bth_json_member_int (o, path, "wars_fought", 0, 99, &s->wars_fought, error))
    {
      standing_free (s);
      return NULL;
    }
  s->id = g_strdup (id);
  return s;
}

static BthCampaignCity *
city_from_json (JsonObject *o, const char *path, GError **error)
{
  BthCampaignCity *c = g_new0 (BthCampaignCity, 1);
  const char *name, *state, *symbol;

  if (!bth_game_state_private_check_keys (o, path, BTH_JSON_KEYS ("name", "state", "production", "symbol", "major_city",
                                                         "capital", "port", "controller", "controller_state",
                                                         "supply_source_for"), NULL, error) ||
      (name = bth_json_member_string (o, path, "name", error)) == NULL ||
      (state = bth_json_member_string (o, path, "state", error)) == NULL ||
      !bth_json_member_bool (o, path, "production", &c->production, error) ||
      (symbol = bth_json_member_string (o, path, "symbol", error)) == NULL ||
      !bth_json_member_bool (o, path, "major_city", &c->major_city, error) ||
      !bth_json_member_bool (o, path, "capital", &c->capital, error) ||
      !bth_json_member_bool (o, path, "port", &c->port, error) ||
      !read_side (o, path, "controller", &c->controller, error) ||
      !read_nullable (o, path, "controller_state", &c->controller_state, error) ||
      !read_side (o, path, "supply_source_for", &c->supply_source_for, error))
    {
      city_free (c);
      return NULL;
    }
  if (!bth_production_symbol_from_string (symbol, &c->symbol))
    {
      bth_json_fail (error, path, "symbol: \"%s\" is not none, red, black or white", symbol);
      city_free (c);
      return NULL;
    }
  c->name = g_strdup (name);
  c->state = g_strdup (state);
  return c;
}

static BthCampaignInstallment *
installment_from_json (JsonObject *o, const char *path, GError **error)
{
  BthCampaignInstallment *t = g_new0 (BthCampaignInstallment, 1);
  const char *state, *kind, *city;

  if (!bth_game_state_private_check_keys (o, path, BTH_JSON_KEYS ("state", "kind", "paid", "city"), NULL, error) ||
      (state = bth_json_member_string (o, path, "state", error)) == NULL ||
      (kind = bth_json_member_string (o, path, "kind", error)) == NULL ||
      !bth_json_member_int (o, path, "paid", 0, 99, &t->paid, error) ||
      (city = bth_json_member_string (o, path, "city", error)) == NULL)
    {
      installment_free (t);
      return NULL;
    }
  if (!g_str_equal (kind, "S") && !g_str_equal (kind, "T"))
    {
      bth_json_fail (error, path, "kind: \"%s\": only squadrons (S) and transports (T) are on the Production Track", kind);
      installment_free (t);
      return NULL;
    }
  t->state = g_strdup (state);
  t->kind = g_strdup (kind);
  t->city = g_strdup (city);
  return t;
}

BthCampaignBooks *
bth_campaign_books_from_json (JsonNode *node, const char *path, GError **error)
{
  g_autoptr(BthCampaignBooks) b = books_new ();
  g_autofree char *sp = g_strdup_printf ("%s.states", path);
  g_autofree char *cp = g_strdup_printf ("%s.cities", path);
  g_autofree char *tp = g_strdup_printf ("%s.track", path);
  g_autofree char *ep = g_strdup_printf ("%s.england", path);
  JsonObject *o, *england;
  JsonArray *states, *cities, *track;
  const char *card;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bth_json_fail (error, path, "expected an object"), NULL;
  o = json_node_get_object (node);
  if (!bth_game_state_private_check_keys (o, path, BTH_JSON_KEYS ("card", "players", "states", "cities", "england", "track"),
                                          BTH_JSON_KEYS ("options"), error) ||
      (card = bth_json_member_string (o, path, "card", error)) == NULL ||
      !bth_json_member_int (o, path, "players", 1, 6, &b->players, error) ||
      (states = bth_json_member_array (o, path, "states", 0, 256, error)) == NULL ||
      (cities = bth_json_member_array (o, path, "cities", 0, 1024, error)) == NULL ||
      (england = bth_json_member_object (o, path, "england", error)) == NULL ||
      (track = bth_json_member_array (o, path, "track", 0, 256, error)) == NULL ||
      !bth_game_state_private_check_keys (england, ep, BTH_JSON_KEYS ("pp", "naval_pp"), NULL, error) ||
      !bth_json_member_int (england, ep, "pp", 0, 999, &b->england_pp, error) ||
      !bth_json_member_int (england, ep, "naval_pp", 0, 999, &b->england_naval_pp, error))
    return NULL;
  b->card = g_strdup (card);
  for (guint i = 0; i < json_array_get_length (states); i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", sp, i);
      JsonObject *e = bth_json_element_object (states, sp, i, error);
      BthCampaignStanding *s = e ? standing_from_json (e, p, error) : NULL;
      if (s == NULL)
        return NULL;
      if (bth_campaign_books_standing (b, s->id) != NULL)
        {
          bth_json_fail (error, p, "state \"%s\" is listed twice", s->id);
          standing_free (s);
          return NULL;
        }
      g_ptr_array_add (b->standings, s);
    }
  for (guint i = 0; i < json_array_get_length (cities); i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", cp, i);
      JsonObject *e = bth_json_element_object (cities, cp, i, error);
      BthCampaignCity *c = e ? city_from_json (e, p, error) : NULL;
      if (c == NULL)
        return NULL;
      if (bth_campaign_books_city (b, c->name) != NULL)
        {
          bth_json_fail (error, p, "city \"%s\" is listed twice", c->name);
          city_free (c);
          return NULL;
        }
      if (bth_campaign_books_standing (b, c->state) == NULL)
        {
          bth_json_fail (error, p, "city \"%s\": no state \"%s\"", c->name, c->state);
          city_free (c);
          return NULL;
        }
      g_ptr_array_add (b->cities, c);
    }
  for (guint i = 0; i < json_array_get_length (track); i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", tp, i);
      JsonObject *e = bth_json_element_object (track, tp, i, error);
      BthCampaignInstallment *t = e ? installment_from_json (e, p, error) : NULL;
      if (t == NULL)
        return NULL;
      g_ptr_array_add (b->track, t);
    }
  /* Games saved before the options were kept in the books have none in use. */
  if (json_object_has_member (o, "options"))
    {
      g_autofree char *op = g_strdup_printf ("%s.options", path);
      char **options = bth_campaign_options_from_json (json_object_get_member (o, "options"), op, error);
      if (options == NULL)
        return NULL;
      g_strfreev (b->options);
      b->options = options;
    }
  return g_steal_pointer (&b);
}

/* ---- edit paths ---------------------------------------------------------------------- */

/* The element of ARRAY whose KEY member is ID, or NULL; INDEX gets its place. */
static JsonObject *
find_element (JsonArray *array, const char *key, const char *id, guint *index)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *e = json_array_get_object_element (array, i);
      if (g_strcmp0 (json_object_get_string_member_with_default (e, key, NULL), id) == 0)
        {
          if (index != NULL)
            *index = i;
          return e;
        }
    }
  return NULL;
}

static char *
path_text (JsonArray *path)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; path != NULL && i < json_array_get_length (path); i++)
    {
      JsonNode *n = json_array_get_element (path, i);
      if (i > 0)
        g_string_append_c (s, '/');
      g_string_append (s, JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
                            ? json_node_get_string (n) : "?");
    }
  return g_string_free (s, FALSE);
}

/* Where PATH points in ROOT (the books' JSON): the object holding the value and the
 * member name, or for a whole city (["cities", NAME]) the cities array (MEMBER NULL). */
typedef struct {
  JsonObject *holder;    /* the object whose MEMBER is the value */
  const char *member;
  JsonArray  *cities;    /* ["cities", NAME]: the array a city is added to or removed from */
  const char *city;
} Target;

static gboolean
resolve (JsonObject *root, JsonArray *path, Target *t, GError **error)
{
  g_autofree char *text = path_text (path);
  guint n = path ? json_array_get_length (path) : 0;
  const char *p[3] = { NULL, NULL, NULL };

  memset (t, 0, sizeof *t);
  for (guint i = 0; i < n && i < 3; i++)
    {
      JsonNode *e = json_array_get_element (path, i);
      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING)
        return bth_json_fail (error, "path", "\"%s\": each step is a string", text);
      p[i] = json_node_get_string (e);
    }
  if (n == 1 && g_str_equal (p[0], "players"))
    *t = (Target) { root, "players" };
  else if (n == 2 && g_str_equal (p[0], "england") && (g_str_equal (p[1], "pp") || g_str_equal (p[1], "naval_pp")))
    *t = (Target) { json_object_get_object_member (root, "england"), p[1] };
  else if (n == 1 && g_str_equal (p[0], "track"))
    *t = (Target) { root, "track" };
  else if (n == 1 && g_str_equal (p[0], "options"))
    *t = (Target) { root, "options" };
  else if (n == 3 && g_str_equal (p[0], "states"))
    {
      JsonObject *s = find_element (json_object_get_array_member (root, "states"), "id", p[1], NULL);
      if (s == NULL)
        return bth_json_fail (error, "path", "\"%s\": no state \"%s\"", text, p[1]);
      if (g_str_equal (p[2], "id") || g_str_equal (p[2], "major") || !json_object_has_member (s, p[2]))
        return bth_json_fail (error, "path", "\"%s\" names no field that can be edited", text);
      *t = (Target) { s, p[2] };
    }
  else if (n == 2 && g_str_equal (p[0], "cities"))
    *t = (Target) { .cities = json_object_get_array_member (root, "cities"), .city = p[1] };
  else if (n == 3 && g_str_equal (p[0], "cities"))
    {
      JsonObject *c = find_element (json_object_get_array_member (root, "cities"), "name", p[1], NULL);
      if (c == NULL)
        return bth_json_fail (error, "path", "\"%s\": no city \"%s\"", text, p[1]);
      if (g_str_equal (p[2], "name") || !json_object_has_member (c, p[2]))
        return bth_json_fail (error, "path", "\"%s\" names no field that can be edited", text);
      *t = (Target) { c, p[2] };
    }
  else
    return bth_json_fail (error, "path", "\"%s\" names no field that can be edited", text);
  return TRUE;
}

static JsonNode *
target_get (const Target *t)
{
  JsonObject *city;

  if (t->holder != NULL)
    return json_node_copy (json_object_get_member (t->holder, t->member));
  city = find_element (t->cities, "name", t->city, NULL);
  if (city == NULL)
    return json_node_init_null (json_node_alloc ());
  return json_node_init_object (json_node_alloc (), city);
}

JsonNode *
bth_campaign_books_get (const BthCampaignBooks *self, JsonArray *path, GError **error)
{
  g_autoptr(JsonNode) root = NULL;
  Target t;

  if (self == NULL)
    return bth_json_fail (error, "path", "this game has no campaign books"), NULL;
  root = bth_campaign_books_to_json (self);
  if (!resolve (json_node_get_object (root), path, &t, error))
    return NULL;
  return target_get (&t);
}

/* ---- folding ------------------------------------------------------------------------- */

gboolean
bth_campaign_apply_set_up (BthGameState *state, JsonObject *p, const char *path, GError **error)
{
  g_autofree char *bp = g_strdup_printf ("%s.books", path);
  BthCampaignBooks *books;

  if (!bth_game_state_private_check_keys (p, path, BTH_JSON_KEYS ("books", "rule"), NULL, error) ||
      bth_json_member_string (p, path, "rule", error) == NULL)
    return FALSE;
  if (bth_game_state_get_campaign (state) != NULL)
    return bth_json_fail (error, path, "the campaign books are already set up");
  if ((books = bth_campaign_books_from_json (json_object_get_member (p, "books"), bp, error)) == NULL)
    return FALSE;
  bth_game_state_set_book (state, &bth_campaign_books_book, books);
  return TRUE;
}

gboolean
bth_campaign_apply_edit (BthGameState *state, JsonObject *p, const char *path, GError **error)
{
  g_autofree char *pp = g_strdup_printf ("%s.path", path);
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) current = NULL;
  g_autoptr(GError) local = NULL;
  BthCampaignBooks *books;
  JsonArray *where;
  JsonNode *old, *new_value;
  Target t;

  if (!bth_game_state_private_check_keys (p, path, BTH_JSON_KEYS ("path", "old", "new"), BTH_JSON_KEYS ("rule", "reason"), error) ||
      (where = bth_json_member_array (p, path, "path", 1, 3, error)) == NULL)
    return FALSE;
  if (bth_game_state_get_campaign (state) == NULL)
    return bth_json_fail (error, path, "the game has no campaign books");
  old = json_object_get_member (p, "old");
  new_value = json_object_get_member (p, "new");
  root = bth_campaign_books_to_json (bth_game_state_get_campaign (state));
  if (!resolve (json_node_get_object (root), where, &t, &local))
    return bth_json_fail (error, pp, "%s", local->message);
  current = target_get (&t);
  if (!json_node_equal (current, old))
    {
      g_autofree char *was = json_to_string (current, FALSE);
      return bth_json_fail (error, path, "old value is not the books' (%s)", was);
    }
  if (t.holder != NULL)
    json_object_set_member (t.holder, t.member, json_node_copy (new_value));
  else
    {
      guint index;
      if (find_element (t.cities, "name", t.city, &index) != NULL)
        json_array_remove_element (t.cities, index);
      if (!JSON_NODE_HOLDS_NULL (new_value))
        {
          if (!JSON_NODE_HOLDS_OBJECT (new_value) ||
              g_strcmp0 (json_object_get_string_member_with_default (json_node_get_object (new_value), "name", NULL),
                         t.city) != 0)
            return bth_json_fail (error, path, "new: expected the city \"%s\" as an object, or null", t.city);
          json_array_add_element (t.cities, json_node_copy (new_value));
        }
    }
  {
    g_autofree char *np = g_strdup_printf ("%s.new", path);
    if ((books = bth_campaign_books_from_json (root, np, error)) == NULL)
      return FALSE;
  }
  bth_game_state_set_book (state, &bth_campaign_books_book, books);
  state->n_edits++;
  return TRUE;
}

/* PATH with the states by their names ("states/Prussia/status"). */
static char *
path_named (BthGame *game, JsonArray *path)
{
  GString *s = g_string_new (NULL);
  BthRuleset *rules = game != NULL ? bth_game_get_ruleset (game) : NULL;

  for (guint i = 0; path != NULL && i < json_array_get_length (path); i++)
    {
      JsonNode *n = json_array_get_element (path, i);
      if (i > 0)
        g_string_append_c (s, '/');
      g_string_append (s, JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
                            ? bth_ruleset_state_name (rules, json_node_get_string (n)) : "?");
    }
  return g_string_free (s, FALSE);
}

char *
bth_campaign_describe_event (BthGame *game, const BthEvent *event)
{
  g_autoptr(JsonObject) p = bth_event_dup_payload (event);

  if (event->type == BTH_EVENT_CAMPAIGN_SET_UP)
    return g_strdup_printf ("Campaign books set up (%s)", json_object_get_string_member_with_default (p, "rule", ""));
  {
    g_autofree char *where = path_named (game, json_object_get_array_member (p, "path"));
    g_autofree char *old = json_to_string (json_object_get_member (p, "old"), FALSE);
    g_autofree char *new_value = json_to_string (json_object_get_member (p, "new"), FALSE);
    const char *rule = json_object_get_string_member_with_default (p, "rule", NULL);
    const char *reason = json_object_get_string_member_with_default (p, "reason", NULL);
    return g_strdup_printf ("Campaign: %s %s → %s%s%s%s%s%s", where, old, new_value,
                            rule ? " (" : "", rule ? rule : "", rule ? ")" : "",
                            reason ? " — " : "", reason ? reason : "");
  }
}
