/* bth-campaign-rules.c — strict loading of the ruleset's "campaign_politics" section. */
#include "bth-campaign-rules.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#define SEED_LINES 5000   /* the rulebook seed's length, rounded up: a line beyond is a typo */

static const char *const side_names[] = { "neutral", "pro_french", "anti_french" };
static const char *const side_labels[] = { "Neutral", "Pro-French", "Anti-French" };

const char *
bth_political_side_to_string (BthPoliticalSide side)
{
  return side_names[side];
}

const char *
bth_political_side_label (BthPoliticalSide side)
{
  return side_labels[side];
}

gboolean
bth_political_side_from_string (const char *text, BthPoliticalSide *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (side_names); i++)
    if (g_strcmp0 (text, side_names[i]) == 0)
      {
        *out = (BthPoliticalSide) i;
        return TRUE;
      }
  return FALSE;
}

BthPoliticalSide
bth_political_side_opposite (BthPoliticalSide side)
{
  return side == BTH_SIDE_PRO_FRENCH ? BTH_SIDE_ANTI_FRENCH
       : side == BTH_SIDE_ANTI_FRENCH ? BTH_SIDE_PRO_FRENCH : BTH_SIDE_NEUTRAL;
}

gboolean
bth_strv_has (char **strv, const char *value)
{
  return strv != NULL && value != NULL && g_strv_contains ((const char * const *) strv, value);
}

/* ---- A small reader: one object, its path, and the first error ---- */

typedef struct {
  JsonObject *obj;
  char       *path;
  GError    **error;
  gboolean    ok;
} Reader;

static gboolean
reader_open (Reader *r, JsonObject *obj, const char *path, GError **error,
             const char * const *required, const char * const *optional)
{
  r->obj = obj;
  r->path = g_strdup (path);
  r->error = error;
  r->ok = obj != NULL && bth_json_check_keys (obj, path, required, optional, error);
  return r->ok;
}

static gboolean
reader_close (Reader *r)
{
  g_free (r->path);
  return r->ok;
}

static gboolean
fail (Reader *r, const char *member, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (Reader *r, const char *member, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  if (!r->ok)
    return FALSE;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (r->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s.%s: %s", r->path, member, message);
  r->ok = FALSE;
  return FALSE;
}

static void
read_int (Reader *r, const char *member, int min, int max, int *out)
{
  if (r->ok)
    r->ok = bth_json_member_int (r->obj, r->path, member, min, max, out, r->error);
}

static void
read_line (Reader *r, const char *member, int *out)
{
  read_int (r, member, 1, SEED_LINES, out);
}

static void
read_string (Reader *r, const char *member, char **out)
{
  const char *value;

  if (!r->ok)
    return;
  if ((value = bth_json_member_string (r->obj, r->path, member, r->error)) == NULL)
    r->ok = FALSE;
  else if (*value == '\0')
    fail (r, member, "must not be empty");
  else
    *out = g_strdup (value);
}

static void
read_optional_string (Reader *r, const char *member, char **out)
{
  if (r->ok && json_object_has_member (r->obj, member))
    read_string (r, member, out);
}

static void
read_side (Reader *r, const char *member, BthPoliticalSide *out)
{
  g_autofree char *text = NULL;

  read_string (r, member, &text);
  if (r->ok && !bth_political_side_from_string (text, out))
    fail (r, member, "\"%s\" is not neutral, pro_french or anti_french", text);
}

static void
read_strv (Reader *r, const char *member, guint min_length, char ***out)
{
  JsonArray *array;
  GPtrArray *values;

  if (!r->ok)
    return;
  if ((array = bth_json_member_array (r->obj, r->path, member, min_length, 64, r->error)) == NULL)
    {
      r->ok = FALSE;
      return;
    }
  values = g_ptr_array_new ();
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *p = g_strdup_printf ("%s.%s", r->path, member);
      const char *value = bth_json_element_string (array, p, i, r->error);
      if (value == NULL)
        {
          r->ok = FALSE;
          break;
        }
      g_ptr_array_add (values, g_strdup (value));
    }
  g_ptr_array_add (values, NULL);
  *out = (char **) g_ptr_array_free (values, FALSE);
}

static void
read_optional_strv (Reader *r, const char *member, char ***out)
{
  if (r->ok && json_object_has_member (r->obj, member))
    read_strv (r, member, 1, out);
}

static gboolean
sub_open (Reader *parent, Reader *child, const char *member,
          const char * const *required, const char * const *optional)
{
  g_autofree char *p = g_strdup_printf ("%s.%s", parent->path, member);
  JsonObject *o;

  child->path = NULL;
  child->ok = FALSE;
  if (!parent->ok)
    return FALSE;
  if ((o = bth_json_member_object (parent->obj, parent->path, member, parent->error)) == NULL)
    return parent->ok = FALSE;
  if (!reader_open (child, o, p, parent->error, required, optional))
    {
      g_clear_pointer (&child->path, g_free);
      return parent->ok = FALSE;
    }
  return TRUE;
}

static void
sub_close (Reader *parent, Reader *child)
{
  if (!reader_close (child))
    parent->ok = FALSE;
}

/* Calls LOAD on each element of the array MEMBER. */
static guint
read_array (Reader *r, const char *member, guint min_length,
            void (*load) (Reader *element, guint index, gpointer data), gpointer data)
{
  JsonArray *array;
  guint n;

  if (!r->ok)
    return 0;
  if ((array = bth_json_member_array (r->obj, r->path, member, min_length, 64, r->error)) == NULL)
    {
      r->ok = FALSE;
      return 0;
    }
  n = json_array_get_length (array);
  for (guint i = 0; i < n && r->ok; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s.%s[%u]", r->path, member, i);
      g_autofree char *ap = g_strdup_printf ("%s.%s", r->path, member);
      Reader element = { .path = NULL };
      JsonObject *o = bth_json_element_object (array, ap, i, r->error);
      if (o == NULL)
        {
          r->ok = FALSE;
          break;
        }
      element.obj = o;
      element.path = g_strdup (p);
      element.error = r->error;
      element.ok = TRUE;
      load (&element, i, data);
      if (!reader_close (&element))
        r->ok = FALSE;
    }
  return n;
}

/* ---- The elements ---- */

static void
load_major (Reader *r, guint i, gpointer data)
{
  BthCampaignMajor *m = &((BthCampaignRules *) data)->majors[i];

  if (!bth_json_check_keys (r->obj, r->path, BTH_JSON_KEYS ("id", "name", "initial", "line"), NULL, r->error))
    {
      r->ok = FALSE;
      return;
    }
  read_string (r, "id", &m->id);
  read_string (r, "name", &m->name);
  read_side (r, "initial", &m->initial);
  read_line (r, "line", &m->line);
}

static void
load_permanent (Reader *r, guint i, gpointer data)
{
  BthCampaignRules *c = data;

  if (i >= G_N_ELEMENTS (c->permanent))
    {
      fail (r, "state", "at most %u permanent states", (guint) G_N_ELEMENTS (c->permanent));
      return;
    }
  if (!bth_json_check_keys (r->obj, r->path, BTH_JSON_KEYS ("state", "status", "line", "rule"), NULL, r->error))
    {
      r->ok = FALSE;
      return;
    }
  read_string (r, "state", &c->permanent[i].state);
  read_side (r, "status", &c->permanent[i].status);
  read_line (r, "line", &c->permanent[i].line);
  read_string (r, "rule", &c->permanent[i].rule);
}

static void
load_group (Reader *r, guint i, gpointer data)
{
  BthCampaignGroup *g = &((BthCampaignRules *) data)->groups[i];

  if (!bth_json_check_keys (r->obj, r->path, BTH_JSON_KEYS ("id", "name", "line"), NULL, r->error))
    {
      r->ok = FALSE;
      return;
    }
  read_string (r, "id", &g->id);
  read_string (r, "name", &g->name);
  read_line (r, "line", &g->line);
}

static void
load_minor (Reader *r, guint i, gpointer data)
{
  BthCampaignMinor *m = &((BthCampaignRules *) data)->minors[i];

  if (!bth_json_check_keys (r->obj, r->path, BTH_JSON_KEYS ("id", "name", "group", "formed", "line"),
                            BTH_JSON_KEYS ("satellite_of", "controlled_by", "joins_when_attacked",
                                           "joins_when_attacked_line"), r->error))
    {
      r->ok = FALSE;
      return;
    }
  read_string (r, "id", &m->id);
  read_string (r, "name", &m->name);
  read_string (r, "group", &m->group);
  if (r->ok)
    r->ok = bth_json_member_bool (r->obj, r->path, "formed", &m->formed, r->error);
  read_optional_string (r, "satellite_of", &m->satellite_of);
  read_optional_string (r, "controlled_by", &m->controlled_by);
  read_optional_string (r, "joins_when_attacked", &m->joins_when_attacked);
  if (m->joins_when_attacked != NULL)
    read_line (r, "joins_when_attacked_line", &m->joins_when_attacked_line);
  read_line (r, "line", &m->line);
}

static void
load_creation (Reader *r, guint i, gpointer data)
{
  BthCampaignCreation *c = &((BthCampaignRules *) data)->creations[i];

  if (!bth_json_check_keys (r->obj, r->path, BTH_JSON_KEYS ("minor", "cities", "by", "rule", "line"),
                            BTH_JSON_KEYS ("absorbs", "production_city", "satellite_only"), r->error))
    {
      r->ok = FALSE;
      return;
    }
  read_string (r, "minor", &c->minor);
  read_strv (r, "cities", 1, &c->cities);
  read_side (r, "by", &c->by);
  if (r->ok && c->by == BTH_SIDE_NEUTRAL)
    fail (r, "by", "a state is created by a faction, not by neutrals");
  read_optional_strv (r, "absorbs", &c->absorbs);
  read_optional_string (r, "production_city", &c->production_city);
  if (r->ok)
    r->ok = bth_json_optional_bool (r->obj, r->path, "satellite_only", FALSE, &c->satellite_only, r->error);
  read_string (r, "rule", &c->rule);
  read_line (r, "line", &c->line);
}

static void
load_cession (Reader *r, guint i, gpointer data)
{
  BthCampaignRules *c = data;

  if (!bth_json_check_keys (r->obj, r->path, BTH_JSON_KEYS ("city", "to"), NULL, r->error))
    {
      r->ok = FALSE;
      return;
    }
  read_string (r, "city", &c->cessions[i].city);
  read_strv (r, "to", 1, &c->cessions[i].to);
}

static void
load_war (Reader *r, guint i, gpointer data)
{
  BthCampaignWar *w = &((BthCampaignRules *) data)->wars[i];

  if (!bth_json_check_keys (r->obj, r->path,
                            BTH_JSON_KEYS ("id", "state", "roll", "war_on", "forces", "max_wars", "rule", "line",
                                  "max_rule", "max_line"),
                            BTH_JSON_KEYS ("suspends_production_city"), r->error))
    {
      r->ok = FALSE;
      return;
    }
  read_string (r, "id", &w->id);
  read_string (r, "state", &w->state);
  read_int (r, "roll", 1, 9, &w->roll);
  read_int (r, "war_on", 1, 6, &w->war_on);
  read_string (r, "forces", &w->forces);
  read_int (r, "max_wars", 0, 99, &w->max_wars);
  read_optional_string (r, "suspends_production_city", &w->suspends_production_city);
  read_string (r, "rule", &w->rule);
  read_line (r, "line", &w->line);
  read_string (r, "max_rule", &w->max_rule);
  read_line (r, "max_line", &w->max_line);
}

static void
load_player_role (Reader *r, guint i, gpointer data)
{
  BthCampaignPlayerRole *p = &((BthCampaignRules *) data)->players[i];

  if (!bth_json_check_keys (r->obj, r->path, BTH_JSON_KEYS ("from", "state", "rule", "line"), NULL, r->error))
    {
      r->ok = FALSE;
      return;
    }
  read_int (r, "from", 3, 6, &p->from);
  read_string (r, "state", &p->state);
  read_string (r, "rule", &p->rule);
  read_line (r, "line", &p->line);
}

static guint
array_length (Reader *r, const char *member)
{
  JsonNode *node = r->ok ? json_object_get_member (r->obj, member) : NULL;

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_array_get_length (json_node_get_array (node)) : 0;
}

/* ---- The sections ---- */

static void
load_alliance (Reader *r, BthCampaignRules *c)
{
  Reader a, s;
  JsonArray *lines;

  if (!sub_open (r, &a, "alliance",
                 BTH_JSON_KEYS ("rule", "line", "drm_cap", "per_city_point", "per_major_state", "per_minor_group",
                       "modifier_lines", "french_roll", "english_roll", "loans", "spain", "victory_points"),
                 NULL))
    return;
  read_string (&a, "rule", &c->alliance_rule);
  read_line (&a, "line", &c->alliance_line);
  read_int (&a, "drm_cap", 0, 12, &c->drm_cap);
  read_int (&a, "per_city_point", 0, 9, &c->per_city_point);
  read_int (&a, "per_major_state", 0, 9, &c->per_major_state);
  read_int (&a, "per_minor_group", 0, 9, &c->per_minor_group);
  if (a.ok && (lines = bth_json_member_array (a.obj, a.path, "modifier_lines", 2, 2, a.error)) != NULL)
    {
      for (guint i = 0; i < 2 && a.ok; i++)
        a.ok = bth_json_element_int (lines, a.path, i, 1, SEED_LINES, &c->modifier_lines[i], a.error);
    }
  else
    a.ok = FALSE;

  if (sub_open (&a, &s, "french_roll", BTH_JSON_KEYS ("rule", "line", "success_at_most", "excluded"), NULL))
    {
      read_string (&s, "rule", &c->french_roll_rule);
      read_line (&s, "line", &c->french_roll_line);
      read_int (&s, "success_at_most", -6, 12, &c->french_success_at_most);
      read_strv (&s, "excluded", 0, &c->french_excluded);
      sub_close (&a, &s);
    }
  if (sub_open (&a, &s, "english_roll", BTH_JSON_KEYS ("rule", "line", "success_at_least", "excluded"), NULL))
    {
      read_string (&s, "rule", &c->english_roll_rule);
      read_line (&s, "line", &c->english_roll_line);
      read_int (&s, "success_at_least", -6, 12, &c->english_success_at_least);
      read_strv (&s, "excluded", 0, &c->english_excluded);
      sub_close (&a, &s);
    }
  if (sub_open (&a, &s, "loans", BTH_JSON_KEYS ("rule", "line", "per_pp"), NULL))
    {
      read_string (&s, "rule", &c->loans_rule);
      read_line (&s, "line", &c->loans_line);
      read_int (&s, "per_pp", 0, 9, &c->loans_per_pp);
      sub_close (&a, &s);
    }
  if (sub_open (&a, &s, "spain", BTH_JSON_KEYS ("rule", "line", "state", "mapboard", "french_sp_more_than"), NULL))
    {
      read_string (&s, "rule", &c->spain_rule);
      read_line (&s, "line", &c->spain_line);
      read_string (&s, "state", &c->spain_state);
      read_int (&s, "mapboard", 1, 4, &c->spain_mapboard);
      read_int (&s, "french_sp_more_than", 0, 999, &c->spain_french_sp_more_than);
      sub_close (&a, &s);
    }
  if (sub_open (&a, &s, "victory_points", BTH_JSON_KEYS ("rule", "line", "napoleon_withdraws", "per_point"), NULL))
    {
      read_string (&s, "rule", &c->vp_rule);
      read_line (&s, "line", &c->vp_line);
      read_int (&s, "napoleon_withdraws", 0, 99, &c->vp_napoleon_withdraws);
      read_int (&s, "per_point", 0, 9, &c->vp_per_point);
      sub_close (&a, &s);
    }
  sub_close (r, &a);
}

static void
load_city_points (Reader *r, BthCampaignRules *c)
{
  Reader a, s;

  if (!sub_open (r, &a, "city_points", BTH_JSON_KEYS ("pro_french", "anti_french"), NULL))
    return;
  if (sub_open (&a, &s, "pro_french", BTH_JSON_KEYS ("rule", "line", "points"), NULL))
    {
      read_string (&s, "rule", &c->pro_cp_rule);
      read_line (&s, "line", &c->pro_cp_line);
      read_int (&s, "points", 0, 9, &c->pro_cp_points);
      sub_close (&a, &s);
    }
  if (sub_open (&a, &s, "anti_french", BTH_JSON_KEYS ("rule", "line", "points", "major_cities_of"), NULL))
    {
      read_string (&s, "rule", &c->anti_cp_rule);
      read_line (&s, "line", &c->anti_cp_line);
      read_int (&s, "points", 0, 9, &c->anti_cp_points);
      read_string (&s, "major_cities_of", &c->anti_cp_major_cities_of);
      sub_close (&a, &s);
    }
  sub_close (r, &a);
}

static void
load_conquest (Reader *r, BthCampaignRules *c)
{
  Reader a, s;

  if (!sub_open (r, &a, "conquest",
                 BTH_JSON_KEYS ("every_city_states", "every_city_rule", "every_city_line", "capital_state",
                       "capital_city", "capital_rule", "capital_line", "minor_die", "never_removed",
                       "pressburg"), NULL))
    return;
  read_strv (&a, "every_city_states", 0, &c->every_city_states);
  read_string (&a, "every_city_rule", &c->every_city_rule);
  read_line (&a, "every_city_line", &c->every_city_line);
  read_string (&a, "capital_state", &c->capital_state);
  read_string (&a, "capital_city", &c->capital_city);
  read_string (&a, "capital_rule", &c->capital_rule);
  read_line (&a, "capital_line", &c->capital_line);
  if (sub_open (&a, &s, "minor_die", BTH_JSON_KEYS ("rule", "line", "on_map_at_least"), NULL))
    {
      read_string (&s, "rule", &c->minor_die_rule);
      read_line (&s, "line", &c->minor_die_line);
      read_int (&s, "on_map_at_least", 1, 7, &c->minor_die_on_map_at_least);
      sub_close (&a, &s);
    }
  if (sub_open (&a, &s, "never_removed", BTH_JSON_KEYS ("states", "rule", "line"), NULL))
    {
      read_strv (&s, "states", 0, &c->never_removed);
      read_string (&s, "rule", &c->never_removed_rule);
      read_line (&s, "line", &c->never_removed_line);
      sub_close (&a, &s);
    }
  if (sub_open (&a, &s, "pressburg", BTH_JSON_KEYS ("state", "by", "rule", "line", "cessions"), NULL))
    {
      read_string (&s, "state", &c->pressburg_state);
      read_side (&s, "by", &c->pressburg_by);
      read_string (&s, "rule", &c->pressburg_rule);
      read_line (&s, "line", &c->pressburg_line);
      c->n_cessions = array_length (&s, "cessions");
      c->cessions = g_new0 (typeof (*c->cessions), MAX (c->n_cessions, 1));
      read_array (&s, "cessions", 1, load_cession, c);
      sub_close (&a, &s);
    }
  sub_close (r, &a);
}

static void
load_wars (Reader *r, BthCampaignRules *c)
{
  Reader a, s;

  if (!sub_open (r, &a, "foreign_wars", BTH_JSON_KEYS ("month", "rule", "line", "wars", "end"), NULL))
    return;
  read_int (&a, "month", 1, 12, &c->wars_month);
  read_string (&a, "rule", &c->wars_rule);
  read_line (&a, "line", &c->wars_line);
  c->n_wars = array_length (&a, "wars");
  c->wars = g_new0 (BthCampaignWar, MAX (c->n_wars, 1));
  read_array (&a, "wars", 1, load_war, c);
  if (sub_open (&a, &s, "end", BTH_JSON_KEYS ("dice", "ends_on", "rule", "line"), NULL))
    {
      read_int (&s, "dice", 1, 3, &c->war_end_dice);
      read_int (&s, "ends_on", 1, 18, &c->war_end_on);
      read_string (&s, "rule", &c->war_end_rule);
      read_line (&s, "line", &c->war_end_line);
      sub_close (&a, &s);
    }
  sub_close (r, &a);

  if (sub_open (r, &a, "prisoners", BTH_JSON_KEYS ("month", "rule", "line"), NULL))
    {
      read_int (&a, "month", 1, 12, &c->prisoners_month);
      read_string (&a, "rule", &c->prisoners_rule);
      read_line (&a, "line", &c->prisoners_line);
      sub_close (r, &a);
    }
}

static void
load_victory (Reader *r, BthCampaignRules *c)
{
  Reader a, s;

  if (!sub_open (r, &a, "victory",
                 BTH_JSON_KEYS ("automatic", "paris", "most_cities", "spain_multiplier", "napoleon_killed",
                       "napoleon_exiled"), NULL))
    return;
  if (sub_open (&a, &s, "automatic", BTH_JSON_KEYS ("rule", "line", "min_production_cities", "conquer_any_of", "symbols"), NULL))
    {
      read_string (&s, "rule", &c->auto_rule);
      read_line (&s, "line", &c->auto_line);
      read_int (&s, "min_production_cities", 1, 999, &c->auto_min_cities);
      read_strv (&s, "conquer_any_of", 1, &c->auto_conquer_any_of);
      read_strv (&s, "symbols", 1, &c->auto_symbols);
      sub_close (&a, &s);
    }
  if (sub_open (&a, &s, "paris", BTH_JSON_KEYS ("rule", "line", "city", "min_sp"), NULL))
    {
      read_string (&s, "rule", &c->paris_rule);
      read_line (&s, "line", &c->paris_line);
      read_string (&s, "city", &c->paris_city);
      read_int (&s, "min_sp", 1, 99, &c->paris_min_sp);
      sub_close (&a, &s);
    }
  if (sub_open (&a, &s, "most_cities", BTH_JSON_KEYS ("rule", "line", "symbols"), NULL))
    {
      read_string (&s, "rule", &c->most_rule);
      read_line (&s, "line", &c->most_line);
      read_strv (&s, "symbols", 1, &c->most_symbols);
      sub_close (&a, &s);
    }
  if (sub_open (&a, &s, "spain_multiplier", BTH_JSON_KEYS ("rule", "line", "state", "players", "value"), NULL))
    {
      read_string (&s, "rule", &c->spain_double_rule);
      read_line (&s, "line", &c->spain_double_line);
      read_string (&s, "state", &c->spain_double_state);
      read_int (&s, "players", 1, 6, &c->spain_double_players);
      read_int (&s, "value", 1, 9, &c->spain_double_value);
      sub_close (&a, &s);
    }
  if (sub_open (&a, &s, "napoleon_killed", BTH_JSON_KEYS ("rule", "line", "months"), NULL))
    {
      read_string (&s, "rule", &c->killed_rule);
      read_line (&s, "line", &c->killed_line);
      read_int (&s, "months", 0, 120, &c->killed_months);
      sub_close (&a, &s);
    }
  if (sub_open (&a, &s, "napoleon_exiled", BTH_JSON_KEYS ("rule", "line", "months"), NULL))
    {
      read_string (&s, "rule", &c->exiled_rule);
      read_line (&s, "line", &c->exiled_line);
      read_int (&s, "months", 0, 120, &c->exiled_months);
      sub_close (&a, &s);
    }
  sub_close (r, &a);
}

static void
load_exile (Reader *r, BthCampaignRules *c)
{
  Reader a, s;

  if (!sub_open (r, &a, "exile",
                 BTH_JSON_KEYS ("rule", "line", "min_turns", "per_pro_french_power", "months_per_step",
                       "success_at_most", "march", "ends_after_months", "ends_rule", "ends_line"), NULL))
    return;
  read_string (&a, "rule", &c->exile_rule);
  read_line (&a, "line", &c->exile_line);
  read_int (&a, "min_turns", 0, 120, &c->exile_min_turns);
  read_int (&a, "per_pro_french_power", 0, 9, &c->exile_per_power);
  read_int (&a, "months_per_step", 1, 120, &c->exile_months_per_step);
  read_int (&a, "success_at_most", -6, 6, &c->exile_success_at_most);
  if (sub_open (&a, &s, "march", BTH_JSON_KEYS ("rule", "line", "outcome_line", "movement_allowance", "join_at_most", "retreat_on",
                                       "retreat_mp", "shot_on"), NULL))
    {
      read_string (&s, "rule", &c->march_rule);
      read_line (&s, "line", &c->march_line);
      read_line (&s, "outcome_line", &c->march_outcome_line);
      read_int (&s, "movement_allowance", 1, 99, &c->march_ma);
      read_int (&s, "join_at_most", 1, 6, &c->march_join_at_most);
      read_int (&s, "retreat_on", 1, 6, &c->march_retreat_on);
      read_int (&s, "retreat_mp", 0, 99, &c->march_retreat_mp);
      read_int (&s, "shot_on", 1, 6, &c->march_shot_on);
      sub_close (&a, &s);
    }
  read_int (&a, "ends_after_months", 0, 120, &c->exile_ends_months);
  read_string (&a, "ends_rule", &c->exile_ends_rule);
  read_line (&a, "ends_line", &c->exile_ends_line);
  sub_close (r, &a);
}

/* Every state an entry names must be one of the section's majors or minors. */
static gboolean
check_state (Reader *r, const BthCampaignRules *c, const char *member, const char *id)
{
  if (id == NULL || bth_campaign_rules_find_major (c, id) || bth_campaign_rules_find_minor (c, id))
    return TRUE;
  return fail (r, member, "\"%s\" is not a major or minor state of this section", id);
}

static void
check_references (Reader *r, BthCampaignRules *c)
{
  for (guint i = 0; i < c->n_minors && r->ok; i++)
    {
      if (bth_campaign_rules_find_group (c, c->minors[i].group) == NULL)
        fail (r, "minors", "%s: no group \"%s\"", c->minors[i].id, c->minors[i].group);
      else
        {
          check_state (r, c, "minors", c->minors[i].satellite_of);
          check_state (r, c, "minors", c->minors[i].controlled_by);
        }
    }
  for (guint i = 0; i < c->n_creations && r->ok; i++)
    {
      if (bth_campaign_rules_find_minor (c, c->creations[i].minor) == NULL)
        fail (r, "creation", "\"%s\" is not a minor state", c->creations[i].minor);
      for (guint k = 0; c->creations[i].absorbs && c->creations[i].absorbs[k] && r->ok; k++)
        check_state (r, c, "creation", c->creations[i].absorbs[k]);
    }
  for (guint i = 0; i < c->n_wars && r->ok; i++)
    check_state (r, c, "foreign_wars", c->wars[i].state);
  for (guint i = 0; i < c->n_players && r->ok; i++)
    check_state (r, c, "players", c->players[i].state);
  for (guint i = 0; i < c->n_permanent && r->ok; i++)
    check_state (r, c, "permanent", c->permanent[i].state);
  for (guint i = 0; c->every_city_states && c->every_city_states[i] && r->ok; i++)
    check_state (r, c, "conquest", c->every_city_states[i]);
  for (guint i = 0; c->auto_conquer_any_of && c->auto_conquer_any_of[i] && r->ok; i++)
    check_state (r, c, "victory", c->auto_conquer_any_of[i]);
  if (r->ok)
    {
      check_state (r, c, "conquest", c->capital_state);
      check_state (r, c, "conquest", c->pressburg_state);
      check_state (r, c, "alliance", c->spain_state);
      check_state (r, c, "victory", c->spain_double_state);
      check_state (r, c, "never_neutral_by_choice", c->never_neutral_state);
      check_state (r, c, "creation_by_state", c->creation_state);
    }
}

BthCampaignRules *
bth_campaign_rules_load (JsonObject *obj, const char *path, GError **error)
{
  g_autoptr(BthCampaignRules) c = g_new0 (BthCampaignRules, 1);
  Reader r, s;

  if (!reader_open (&r, obj, path, error,
                    BTH_JSON_KEYS ("source", "majors", "permanent", "never_neutral_by_choice", "groups", "minors",
                          "alliance", "city_points", "creation", "creation_by_state", "conquest",
                          "foreign_wars", "prisoners", "victory", "exile", "players"), NULL))
    {
      reader_close (&r);
      return NULL;
    }
  read_string (&r, "source", &c->source);
  c->n_majors = array_length (&r, "majors");
  c->majors = g_new0 (BthCampaignMajor, MAX (c->n_majors, 1));
  read_array (&r, "majors", 1, load_major, c);
  c->n_permanent = MIN (array_length (&r, "permanent"), G_N_ELEMENTS (c->permanent));
  read_array (&r, "permanent", 0, load_permanent, c);
  if (sub_open (&r, &s, "never_neutral_by_choice", BTH_JSON_KEYS ("state", "line", "rule"), NULL))
    {
      read_string (&s, "state", &c->never_neutral_state);
      read_line (&s, "line", &c->never_neutral_line);
      read_string (&s, "rule", &c->never_neutral_rule);
      sub_close (&r, &s);
    }
  c->n_groups = array_length (&r, "groups");
  c->groups = g_new0 (BthCampaignGroup, MAX (c->n_groups, 1));
  read_array (&r, "groups", 1, load_group, c);
  c->n_minors = array_length (&r, "minors");
  c->minors = g_new0 (BthCampaignMinor, MAX (c->n_minors, 1));
  read_array (&r, "minors", 1, load_minor, c);
  load_alliance (&r, c);
  load_city_points (&r, c);
  c->n_creations = array_length (&r, "creation");
  c->creations = g_new0 (BthCampaignCreation, MAX (c->n_creations, 1));
  read_array (&r, "creation", 0, load_creation, c);
  if (sub_open (&r, &s, "creation_by_state", BTH_JSON_KEYS ("state", "rule", "line", "satellite_only_line"), NULL))
    {
      read_string (&s, "state", &c->creation_state);
      read_string (&s, "rule", &c->creation_state_rule);
      read_line (&s, "line", &c->creation_state_line);
      read_line (&s, "satellite_only_line", &c->satellite_only_line);
      sub_close (&r, &s);
    }
  load_conquest (&r, c);
  load_wars (&r, c);
  load_victory (&r, c);
  load_exile (&r, c);
  c->n_players = array_length (&r, "players");
  c->players = g_new0 (BthCampaignPlayerRole, MAX (c->n_players, 1));
  read_array (&r, "players", 0, load_player_role, c);
  /* Duplicate ids would make every lookup ambiguous. */
  for (guint i = 0; i < c->n_majors + c->n_minors && r.ok; i++)
    for (guint k = i + 1; k < c->n_majors + c->n_minors; k++)
      {
        const char *a = i < c->n_majors ? c->majors[i].id : c->minors[i - c->n_majors].id;
        const char *b = k < c->n_majors ? c->majors[k].id : c->minors[k - c->n_majors].id;
        if (g_strcmp0 (a, b) == 0)
          {
            fail (&r, "minors", "the state id \"%s\" is used twice", a);
            break;
          }
      }
  if (r.ok)
    check_references (&r, c);
  if (!reader_close (&r))
    return NULL;
  return g_steal_pointer (&c);
}

const BthCampaignMajor *
bth_campaign_rules_find_major (const BthCampaignRules *c, const char *id)
{
  for (guint i = 0; id != NULL && i < c->n_majors; i++)
    if (g_strcmp0 (c->majors[i].id, id) == 0)
      return &c->majors[i];
  return NULL;
}

const BthCampaignMinor *
bth_campaign_rules_find_minor (const BthCampaignRules *c, const char *id)
{
  for (guint i = 0; id != NULL && i < c->n_minors; i++)
    if (g_strcmp0 (c->minors[i].id, id) == 0)
      return &c->minors[i];
  return NULL;
}

const BthCampaignGroup *
bth_campaign_rules_find_group (const BthCampaignRules *c, const char *id)
{
  for (guint i = 0; id != NULL && i < c->n_groups; i++)
    if (g_strcmp0 (c->groups[i].id, id) == 0)
      return &c->groups[i];
  return NULL;
}

void
bth_campaign_rules_free (BthCampaignRules *c)
{
  if (c == NULL)
    return;
  g_free (c->source);
  for (guint i = 0; c->majors && i < c->n_majors; i++)
    {
      g_free (c->majors[i].id);
      g_free (c->majors[i].name);
    }
  g_free (c->majors);
  for (guint i = 0; i < G_N_ELEMENTS (c->permanent); i++)
    {
      g_free (c->permanent[i].state);
      g_free (c->permanent[i].rule);
    }
  g_free (c->never_neutral_state);
  g_free (c->never_neutral_rule);
  for (guint i = 0; c->groups && i < c->n_groups; i++)
    {
      g_free (c->groups[i].id);
      g_free (c->groups[i].name);
    }
  g_free (c->groups);
  for (guint i = 0; c->minors && i < c->n_minors; i++)
    {
      g_free (c->minors[i].id);
      g_free (c->minors[i].name);
      g_free (c->minors[i].group);
      g_free (c->minors[i].satellite_of);
      g_free (c->minors[i].controlled_by);
      g_free (c->minors[i].joins_when_attacked);
    }
  g_free (c->minors);
  g_free (c->alliance_rule);
  g_free (c->french_roll_rule);
  g_strfreev (c->french_excluded);
  g_free (c->english_roll_rule);
  g_strfreev (c->english_excluded);
  g_free (c->loans_rule);
  g_free (c->spain_rule);
  g_free (c->spain_state);
  g_free (c->vp_rule);
  g_free (c->pro_cp_rule);
  g_free (c->anti_cp_rule);
  g_free (c->anti_cp_major_cities_of);
  for (guint i = 0; c->creations && i < c->n_creations; i++)
    {
      g_free (c->creations[i].minor);
      g_strfreev (c->creations[i].cities);
      g_strfreev (c->creations[i].absorbs);
      g_free (c->creations[i].production_city);
      g_free (c->creations[i].rule);
    }
  g_free (c->creations);
  g_free (c->creation_state);
  g_free (c->creation_state_rule);
  g_strfreev (c->every_city_states);
  g_free (c->every_city_rule);
  g_free (c->capital_state);
  g_free (c->capital_city);
  g_free (c->capital_rule);
  g_free (c->minor_die_rule);
  g_strfreev (c->never_removed);
  g_free (c->never_removed_rule);
  g_free (c->pressburg_state);
  g_free (c->pressburg_rule);
  for (guint i = 0; c->cessions && i < c->n_cessions; i++)
    {
      g_free (c->cessions[i].city);
      g_strfreev (c->cessions[i].to);
    }
  g_free (c->cessions);
  g_free (c->wars_rule);
  for (guint i = 0; c->wars && i < c->n_wars; i++)
    {
      g_free (c->wars[i].id);
      g_free (c->wars[i].state);
      g_free (c->wars[i].forces);
      g_free (c->wars[i].suspends_production_city);
      g_free (c->wars[i].rule);
      g_free (c->wars[i].max_rule);
    }
  g_free (c->wars);
  g_free (c->war_end_rule);
  g_free (c->prisoners_rule);
  g_free (c->auto_rule);
  g_strfreev (c->auto_conquer_any_of);
  g_strfreev (c->auto_symbols);
  g_free (c->paris_rule);
  g_free (c->paris_city);
  g_free (c->most_rule);
  g_strfreev (c->most_symbols);
  g_free (c->spain_double_rule);
  g_free (c->spain_double_state);
  g_free (c->killed_rule);
  g_free (c->exiled_rule);
  g_free (c->exile_rule);
  g_free (c->march_rule);
  g_free (c->exile_ends_rule);
  for (guint i = 0; c->players && i < c->n_players; i++)
    {
      g_free (c->players[i].state);
      g_free (c->players[i].rule);
    }
  g_free (c->players);
  g_free (c);
}

const char *
bth_campaign_rules_state_name (const BthCampaignRules *rules, const char *id)
{
  const BthCampaignMajor *major;
  const BthCampaignMinor *minor;

  if (rules == NULL || id == NULL)
    return id;
  if ((major = bth_campaign_rules_find_major (rules, id)) != NULL && major->name != NULL)
    return major->name;
  if ((minor = bth_campaign_rules_find_minor (rules, id)) != NULL && minor->name != NULL)
    return minor->name;
  return id;
}

const char *
bth_ruleset_state_name (BthRuleset *rules, const char *id)
{
  return bth_campaign_rules_state_name (rules != NULL ? bth_ruleset_get_campaign (rules, NULL) : NULL, id);
}
