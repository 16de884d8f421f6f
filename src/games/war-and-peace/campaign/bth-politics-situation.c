/* bth-politics-situation.c — the political situation's storage and its JSON form. */
#include "bth-politics-situation.h"
#include "bth-error.h"
#include "bth-json-strict.h"

static BthPoliticalSide initial_minor_status (const BthCampaignRules *rules, const BthCampaignMinor *def);

void
bth_politics_options_default (BthPoliticsOptions *o)
{
  o->vp_modify_roll = TRUE;
  o->loans_outside_cap = TRUE;
  o->creation_by_french_only = TRUE;
  o->automatic_victory_end_of_turn = TRUE;
  o->automatic_victory_white_symbols = TRUE;
}

static void
major_free (BthPoliticalMajor *m)
{
  g_free (m->id);
  g_free (m->player);
  g_free (m);
}

static void
minor_free (BthPoliticalMinor *m)
{
  g_free (m->id);
  g_free (m);
}

static void
city_free (BthPoliticalCity *c)
{
  g_free (c->name);
  g_free (c->state);
  g_free (c->symbol);
  g_free (c->controller_state);
  g_free (c);
}

static void
prisoners_free (BthPoliticalPrisoners *p)
{
  g_free (p->captor);
  g_free (p->state);
  g_free (p);
}

BthPoliticsSituation *
bth_politics_situation_new (void)
{
  BthPoliticsSituation *s = g_new0 (BthPoliticsSituation, 1);

  s->players = 2;
  s->moment = BTH_POLITICS_ALLIANCE_PHASE;
  bth_politics_options_default (&s->options);
  s->majors = g_ptr_array_new_with_free_func ((GDestroyNotify) major_free);
  s->minors = g_ptr_array_new_with_free_func ((GDestroyNotify) minor_free);
  s->cities = g_ptr_array_new_with_free_func ((GDestroyNotify) city_free);
  s->prisoners = g_ptr_array_new_with_free_func ((GDestroyNotify) prisoners_free);
  s->month = bth_month_make (1805, 9);
  s->cities_needed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  s->city_hexes_complete = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  s->city_hexes_needed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return s;
}

void
bth_politics_situation_need_cities (BthPoliticsSituation *s, const char *state, const char *what)
{
  g_hash_table_replace (s->cities_needed, g_strdup (state), g_strdup (what));
}

const char *
bth_politics_situation_cities_needed (BthPoliticsSituation *s, const char *state)
{
  return state != NULL ? g_hash_table_lookup (s->cities_needed, state) : NULL;
}

gboolean
bth_politics_situation_city_hexes_complete (BthPoliticsSituation *s, const char *state)
{
  return state != NULL && g_hash_table_contains (s->city_hexes_complete, state);
}

void
bth_politics_situation_set_city_hexes_complete (BthPoliticsSituation *s, const char *state)
{
  g_hash_table_add (s->city_hexes_complete, g_strdup (state));
}

void
bth_politics_situation_need_city_hexes (BthPoliticsSituation *s, const char *state, const char *what)
{
  g_hash_table_replace (s->city_hexes_needed, g_strdup (state), g_strdup (what));
}

const char *
bth_politics_situation_city_hexes_needed (BthPoliticsSituation *s, const char *state)
{
  return state != NULL ? g_hash_table_lookup (s->city_hexes_needed, state) : NULL;
}

void
bth_politics_situation_free (BthPoliticsSituation *s)
{
  if (s == NULL)
    return;
  g_ptr_array_unref (s->majors);
  g_ptr_array_unref (s->minors);
  g_ptr_array_unref (s->cities);
  g_ptr_array_unref (s->prisoners);
  g_hash_table_unref (s->cities_needed);
  g_hash_table_unref (s->city_hexes_complete);
  g_hash_table_unref (s->city_hexes_needed);
  bth_politics_facts_free (s);
  g_free (s);
}

BthPoliticalMajor *
bth_politics_situation_major (BthPoliticsSituation *s, const char *id)
{
  for (guint i = 0; id != NULL && i < s->majors->len; i++)
    {
      BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      if (g_str_equal (m->id, id))
        return m;
    }
  return NULL;
}

BthPoliticalMinor *
bth_politics_situation_minor (BthPoliticsSituation *s, const char *id)
{
  for (guint i = 0; id != NULL && i < s->minors->len; i++)
    {
      BthPoliticalMinor *m = g_ptr_array_index (s->minors, i);
      if (g_str_equal (m->id, id))
        return m;
    }
  return NULL;
}

BthPoliticalCity *
bth_politics_situation_city (BthPoliticsSituation *s, const char *name)
{
  for (guint i = 0; name != NULL && i < s->cities->len; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      if (g_str_equal (c->name, name))
        return c;
    }
  return NULL;
}

BthPoliticalMajor *
bth_politics_situation_add_major (BthPoliticsSituation *s, const char *id, BthPoliticalSide status)
{
  BthPoliticalMajor *m = g_new0 (BthPoliticalMajor, 1);

  m->id = g_strdup (id);
  m->status = status;
  g_ptr_array_add (s->majors, m);
  return m;
}

BthPoliticalMinor *
bth_politics_situation_add_minor (BthPoliticsSituation *s, const char *id, gboolean created)
{
  BthPoliticalMinor *m = g_new0 (BthPoliticalMinor, 1);

  m->id = g_strdup (id);
  m->created = created;
  g_ptr_array_add (s->minors, m);
  return m;
}

BthPoliticalCity *
bth_politics_situation_add_city (BthPoliticsSituation *s, const char *name, const char *state,
                                 gboolean production, BthPoliticalSide controller)
{
  BthPoliticalCity *c = g_new0 (BthPoliticalCity, 1);

  c->name = g_strdup (name);
  c->state = g_strdup (state);
  c->production = production;
  c->controller = controller;
  c->end_sp_pro = c->end_sp_anti = -1;
  g_ptr_array_add (s->cities, c);
  return c;
}

BthPoliticsSituation *
bth_politics_situation_new_initial (const BthCampaignRules *rules, int players)
{
  BthPoliticsSituation *s = bth_politics_situation_new ();

  s->players = players;
  for (guint i = 0; i < rules->n_majors; i++)
    {
      BthPoliticalMajor *m = bth_politics_situation_add_major (s, rules->majors[i].id, rules->majors[i].initial);
      m->land_pool_empty = FALSE;
    }
  for (guint i = 0; i < rules->n_minors; i++)
    bth_politics_situation_add_minor (s, rules->minors[i].id, rules->minors[i].formed)->status =
      initial_minor_status (rules, &rules->minors[i]);
  return s;
}

/* ---- JSON ---- */

static gboolean
input_fail (GError **error, const char *path, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
input_fail (GError **error, const char *path, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: %s", path, message);
  return FALSE;
}

static gboolean
opt_side (JsonObject *o, const char *path, const char *member, BthPoliticalSide fallback,
          BthPoliticalSide *out, GError **error)
{
  g_autofree char *text = NULL;

  *out = fallback;
  if (!bth_json_optional_string (o, path, member, &text, error))
    return FALSE;
  if (text != NULL && !bth_political_side_from_string (text, out))
    {
      g_autofree char *member_path = g_strdup_printf ("%s.%s", path, member);
      return input_fail (error, member_path, "\"%s\" is not neutral, pro_french or anti_french", text);
    }
  return TRUE;
}

/* "city_hexes_complete": true says the cities list holds every city hex of the state
 * (X.I.1.b); only the states conquered that way take it. */
static gboolean
read_city_hexes_complete (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *id, JsonObject *o,
                          const char *p, GError **error)
{
  gboolean complete = FALSE;

  if (!bth_json_optional_bool (o, p, "city_hexes_complete", FALSE, &complete, error))
    return FALSE;
  if (complete && !bth_strv_has (rules->every_city_states, id))
    return input_fail (error, p, "city_hexes_complete: only a state conquered by a foreign SP in every city hex "
                       "(%s) takes it", rules->every_city_rule);
  if (complete)
    bth_politics_situation_set_city_hexes_complete (s, id);
  return TRUE;
}

static gboolean
read_major (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonObject *o, const char *p, GError **error)
{
  const char *id;
  BthPoliticalSide status;
  BthPoliticalMajor *m;

  if (!bth_json_check_keys (o, p, BTH_JSON_KEYS ("id", "status"),
                            BTH_JSON_KEYS ("player", "conquered", "conquered_by", "times_conquered", "land_pool_empty",
                                  "lent_pp", "at_war", "wars_fought", "attacked_by_pro_french",
                                  "attacked_by_anti_french", "anti_french_units_inside",
                                  "attacked_by_french_unit", "city_hexes_complete", BTH_POLITICS_FACT_KEYS), error) ||
      (id = bth_json_member_string (o, p, "id", error)) == NULL ||
      !opt_side (o, p, "status", BTH_SIDE_NEUTRAL, &status, error))
    return FALSE;
  if (bth_campaign_rules_find_major (rules, id) == NULL)
    return input_fail (error, p, "\"%s\" is not a major state", id);
  if (bth_politics_situation_major (s, id) != NULL)
    return input_fail (error, p, "\"%s\" is given twice", id);
  m = bth_politics_situation_add_major (s, id, status);
  return read_city_hexes_complete (rules, s, id, o, p, error) &&
         bth_politics_facts_read_state (rules, s, id, o, p, error) &&
         bth_json_optional_string (o, p, "player", &m->player, error) &&
         bth_json_optional_bool (o, p, "conquered", FALSE, &m->conquered, error) &&
         opt_side (o, p, "conquered_by", BTH_SIDE_NEUTRAL, &m->conquered_by, error) &&
         bth_json_optional_int (o, p, "times_conquered", 0, 99, m->conquered ? 1 : 0, &m->times_conquered, error) &&
         bth_json_optional_bool (o, p, "land_pool_empty", FALSE, &m->land_pool_empty, error) &&
         bth_json_optional_int (o, p, "lent_pp", 0, 99, 0, &m->lent_pp, error) &&
         bth_json_optional_bool (o, p, "at_war", FALSE, &m->at_war, error) &&
         bth_json_optional_int (o, p, "wars_fought", 0, 99, m->at_war ? 1 : 0, &m->wars_fought, error) &&
         bth_json_optional_bool (o, p, "attacked_by_pro_french", FALSE, &m->attacked_by_pro, error) &&
         bth_json_optional_bool (o, p, "attacked_by_anti_french", FALSE, &m->attacked_by_anti, error) &&
         bth_json_optional_bool (o, p, "anti_french_units_inside", FALSE, &m->anti_units_inside, error) &&
         bth_json_optional_bool (o, p, "attacked_by_french_unit", FALSE, &m->attacked_by_french_unit, error) &&
         (!m->attacked_by_french_unit || g_strcmp0 (id, rules->spain_state) == 0 ||
          input_fail (error, p, "attacked_by_french_unit: only a Spanish unit attacked by a French unit changes its "
                      "state's side (X.J.4.a note); an attack on %s is attacked_by_pro_french", id));
}

/* A minor's standing in 1805: its master's (X.D.2.a–c), else neutral (X.D.2.d–e). */
static BthPoliticalSide
initial_minor_status (const BthCampaignRules *rules, const BthCampaignMinor *def)
{
  const BthCampaignMajor *master = bth_campaign_rules_find_major (rules, def->satellite_of);

  return master != NULL && def->formed ? master->initial : BTH_SIDE_NEUTRAL;
}

static gboolean
read_minor (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonObject *o, const char *p, GError **error)
{
  const char *id;
  const BthCampaignMinor *def;
  BthPoliticalMinor *m;

  if (!bth_json_check_keys (o, p, BTH_JSON_KEYS ("id"), BTH_JSON_KEYS ("status", "created", "absorbed", "attacked_by", "conquered_by",
                                                                  "city_hexes_complete", BTH_POLITICS_FACT_KEYS), error) ||
      (id = bth_json_member_string (o, p, "id", error)) == NULL)
    return FALSE;
  if ((def = bth_campaign_rules_find_minor (rules, id)) == NULL)
    return input_fail (error, p, "\"%s\" is not a minor state", id);
  if (bth_politics_situation_minor (s, id) != NULL)
    return input_fail (error, p, "\"%s\" is given twice", id);
  m = bth_politics_situation_add_minor (s, id, def->formed);
  return read_city_hexes_complete (rules, s, id, o, p, error) &&
         bth_politics_facts_read_state (rules, s, id, o, p, error) &&
         opt_side (o, p, "status", initial_minor_status (rules, def), &m->status, error) &&
         bth_json_optional_bool (o, p, "created", def->formed, &m->created, error) &&
         bth_json_optional_bool (o, p, "absorbed", FALSE, &m->absorbed, error) &&
         opt_side (o, p, "attacked_by", BTH_SIDE_NEUTRAL, &m->attacked_by, error) &&
         opt_side (o, p, "conquered_by", BTH_SIDE_NEUTRAL, &m->conquered_by, error);
}

static gboolean
read_city (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonObject *o, const char *p, GError **error)
{
  const char *name, *state;
  BthPoliticalSide controller;
  gboolean production;
  BthPoliticalCity *c;

  if (!bth_json_check_keys (o, p, BTH_JSON_KEYS ("name", "state"),
                            BTH_JSON_KEYS ("production", "symbol", "major_city", "capital", "controller",
                                  "controller_state", "foreign_sp", "enemy_sp_inside", "end_sp_pro_french",
                                  "end_sp_anti_french", "supply_source_for"), error) ||
      (name = bth_json_member_string (o, p, "name", error)) == NULL ||
      (state = bth_json_member_string (o, p, "state", error)) == NULL ||
      !opt_side (o, p, "controller", BTH_SIDE_NEUTRAL, &controller, error) ||
      !bth_json_optional_bool (o, p, "production", FALSE, &production, error))
    return FALSE;
  if (bth_campaign_rules_find_major (rules, state) == NULL && bth_campaign_rules_find_minor (rules, state) == NULL)
    return input_fail (error, p, "\"%s\" is not a major or minor state", state);
  if (bth_politics_situation_city (s, name) != NULL)
    return input_fail (error, p, "the city \"%s\" is given twice", name);
  c = bth_politics_situation_add_city (s, name, state, production, controller);
  if (!bth_json_optional_string (o, p, "symbol", &c->symbol, error) ||
      !bth_json_optional_bool (o, p, "major_city", FALSE, &c->major_city, error) ||
      !bth_json_optional_bool (o, p, "capital", FALSE, &c->capital, error) ||
      !bth_json_optional_string (o, p, "controller_state", &c->controller_state, error) ||
      !bth_json_optional_bool (o, p, "foreign_sp", FALSE, &c->foreign_sp, error) ||
      !bth_json_optional_bool (o, p, "enemy_sp_inside", FALSE, &c->enemy_sp_inside, error) ||
      !bth_json_optional_int (o, p, "end_sp_pro_french", 0, 999, -1, &c->end_sp_pro, error) ||
      !bth_json_optional_int (o, p, "end_sp_anti_french", 0, 999, -1, &c->end_sp_anti, error) ||
      !opt_side (o, p, "supply_source_for", BTH_SIDE_NEUTRAL, &c->supply_source_for, error))
    return FALSE;
  if (c->symbol != NULL && !g_strv_contains (BTH_JSON_KEYS ("red", "black", "white"), c->symbol))
    return input_fail (error, p, "symbol \"%s\" is not red, black or white", c->symbol);
  /* X.C.2.b compares the two: one without the other would be silently ignored. */
  if ((c->end_sp_pro >= 0) != (c->end_sp_anti >= 0))
    return input_fail (error, p, "%s is given without %s: control at the end is read from both (X.C.2.b)",
                       c->end_sp_pro >= 0 ? "end_sp_pro_french" : "end_sp_anti_french",
                       c->end_sp_pro >= 0 ? "end_sp_anti_french" : "end_sp_pro_french");
  if (c->controller_state != NULL && bth_campaign_rules_find_major (rules, c->controller_state) == NULL &&
      bth_campaign_rules_find_minor (rules, c->controller_state) == NULL)
    return input_fail (error, p, "controller_state \"%s\" is not a state", c->controller_state);
  return TRUE;
}

static gboolean
read_prisoners (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonObject *o, const char *p, GError **error)
{
  BthPoliticalPrisoners *pr = g_new0 (BthPoliticalPrisoners, 1);

  g_ptr_array_add (s->prisoners, pr);
  if (!bth_json_check_keys (o, p, BTH_JSON_KEYS ("captor", "state", "sp"), NULL, error) ||
      !bth_json_optional_string (o, p, "captor", &pr->captor, error) ||
      !bth_json_optional_string (o, p, "state", &pr->state, error) ||
      !bth_json_member_int (o, p, "sp", 0, 999, &pr->sp, error))
    return FALSE;
  for (const char *id = pr->captor; id != NULL; id = id == pr->captor ? pr->state : NULL)
    if (bth_campaign_rules_find_major (rules, id) == NULL && bth_campaign_rules_find_minor (rules, id) == NULL)
      return input_fail (error, p, "\"%s\" is not a state", id);
  return TRUE;
}

typedef gboolean (*ReadElement) (const BthCampaignRules *, BthPoliticsSituation *, JsonObject *, const char *, GError **);

static gboolean
read_list (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonObject *root, const char *member,
           ReadElement read, GError **error)
{
  JsonArray *array;

  if (!json_object_has_member (root, member))
    return TRUE;
  if ((array = bth_json_member_array (root, "$", member, 0, 999, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *p = g_strdup_printf ("$.%s[%u]", member, i);
      g_autofree char *ap = g_strdup_printf ("$.%s", member);
      JsonObject *o = bth_json_element_object (array, ap, i, error);
      if (o == NULL || !read (rules, s, o, p, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_options (JsonObject *root, BthPoliticsOptions *o, GError **error)
{
  JsonObject *obj;
  const char *p = "$.options";

  if (!json_object_has_member (root, "options"))
    return TRUE;
  return (obj = bth_json_member_object (root, "$", "options", error)) != NULL &&
         bth_json_check_keys (obj, p, NULL,
                              BTH_JSON_KEYS ("vp_modify_roll", "loans_outside_cap", "creation_by_french_only",
                                    "automatic_victory_end_of_turn", "automatic_victory_white_symbols",
                                    "war_city_gives_city_point", "invasion_joins_two_players_only"), error) &&
         bth_json_optional_bool (obj, p, "invasion_joins_two_players_only", o->invasion_joins_two_players_only,
                                 &o->invasion_joins_two_players_only, error) &&
         bth_json_optional_bool (obj, p, "war_city_gives_city_point", o->war_city_gives_city_point,
                                 &o->war_city_gives_city_point, error) &&
         bth_json_optional_bool (obj, p, "vp_modify_roll", o->vp_modify_roll, &o->vp_modify_roll, error) &&
         bth_json_optional_bool (obj, p, "loans_outside_cap", o->loans_outside_cap, &o->loans_outside_cap, error) &&
         bth_json_optional_bool (obj, p, "creation_by_french_only", o->creation_by_french_only,
                                 &o->creation_by_french_only, error) &&
         bth_json_optional_bool (obj, p, "automatic_victory_end_of_turn", o->automatic_victory_end_of_turn,
                                 &o->automatic_victory_end_of_turn, error) &&
         bth_json_optional_bool (obj, p, "automatic_victory_white_symbols", o->automatic_victory_white_symbols,
                                 &o->automatic_victory_white_symbols, error);
}

static gboolean
read_month (JsonObject *o, const char *member, BthMonth *out, GError **error)
{
  g_autofree char *text = NULL;

  if (!bth_json_optional_string (o, "$", member, &text, error))
    return FALSE;
  if (text != NULL && !bth_month_parse (text, out))
    {
      g_autofree char *path = g_strconcat ("$.", member, NULL);
      return input_fail (error, path, "\"%s\" is not a month such as 1805-09", text);
    }
  return TRUE;
}

static gboolean
situation_read (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonObject *root, GError **error)
{
  static const char *const moments[] = { "alliance_phase", "end_of_combat_phase", "end_of_turn", "end_of_game", NULL };
  static const char *const napoleon[] = { "on_map", "in_exile", "killed", "shot", NULL };
  g_autofree char *moment = NULL, *napoleon_text = NULL;

  if (!bth_json_check_keys (root, "$", NULL,
                            BTH_JSON_KEYS ("month", "players", "moment", "options", "majors", "minors", "cities",
                                  "prisoners", "anti_french_vp", "french_sp_on_mapboard_1",
                                  "spanish_units_moved", "napoleon", "napoleon_since",
                                  "french_sp_in_paris", "pressburg_imposed", "pressburg_cessions", "roll",
                                  "napoleon_return_die"), error) ||
      !read_month (root, "month", &s->month, error) ||
      !bth_json_optional_int (root, "$", "players", 1, 6, 2, &s->players, error) ||
      !bth_json_optional_string (root, "$", "moment", &moment, error) ||
      !read_options (root, &s->options, error) ||
      !read_list (rules, s, root, "majors", read_major, error) ||
      !read_list (rules, s, root, "minors", read_minor, error) ||
      !read_list (rules, s, root, "cities", read_city, error) ||
      !read_list (rules, s, root, "prisoners", read_prisoners, error) ||
      !bth_json_optional_int (root, "$", "anti_french_vp", 0, 999, 0, &s->anti_vp, error) ||
      !bth_json_optional_int (root, "$", "french_sp_on_mapboard_1", 0, 999, 0, &s->french_sp_on_spain_mapboard, error) ||
      !bth_json_optional_bool (root, "$", "spanish_units_moved", FALSE, &s->spanish_units_moved, error) ||
      !bth_json_optional_string (root, "$", "napoleon", &napoleon_text, error) ||
      !read_month (root, "napoleon_since", &s->napoleon_since, error) ||
      !bth_json_optional_int (root, "$", "french_sp_in_paris", 0, 999, 0, &s->french_sp_in_paris, error) ||
      !bth_json_optional_bool (root, "$", "pressburg_imposed", FALSE, &s->pressburg_imposed, error) ||
      !bth_politics_facts_read_root (rules, s, root, error))
    return FALSE;
  if (moment != NULL)
    {
      if (!g_strv_contains (moments, moment))
        return input_fail (error, "$.moment", "\"%s\" is not alliance_phase, end_of_combat_phase, end_of_turn or end_of_game", moment);
      for (guint i = 0; moments[i]; i++)
        if (g_str_equal (moments[i], moment))
          s->moment = (BthPoliticsMoment) i;
    }
  if (napoleon_text != NULL)
    {
      if (!g_strv_contains (napoleon, napoleon_text))
        return input_fail (error, "$.napoleon", "\"%s\" is not on_map, in_exile, killed or shot", napoleon_text);
      for (guint i = 0; napoleon[i]; i++)
        if (g_str_equal (napoleon[i], napoleon_text))
          s->napoleon = (BthNapoleonState) i;
    }
  if (s->napoleon != BTH_NAPOLEON_ON_MAP && !json_object_has_member (root, "napoleon_since"))
    return input_fail (error, "$.napoleon_since", "the month Napoleon went into exile or was removed is needed");
  /* States the input leaves out keep their 1805 standing (X.D). */
  for (guint i = 0; i < rules->n_majors; i++)
    if (bth_politics_situation_major (s, rules->majors[i].id) == NULL)
      bth_politics_situation_add_major (s, rules->majors[i].id, rules->majors[i].initial);
  for (guint i = 0; i < rules->n_minors; i++)
    if (bth_politics_situation_minor (s, rules->minors[i].id) == NULL)
      bth_politics_situation_add_minor (s, rules->minors[i].id, rules->minors[i].formed)->status =
        initial_minor_status (rules, &rules->minors[i]);
  return TRUE;
}

BthPoliticsSituation *
bth_politics_situation_from_json (const BthCampaignRules *rules, JsonNode *node, GError **error)
{
  g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new ();
  g_autoptr(GError) local = NULL;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      input_fail (error, "$", "expected an object");
      return NULL;
    }
  if (!situation_read (rules, s, json_node_get_object (node), &local))
    {
      bth_json_as_input_error (local);
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  return g_steal_pointer (&s);
}
