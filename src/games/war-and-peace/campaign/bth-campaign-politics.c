/* bth-campaign-politics.c — statuses, city points, the alliance rolls and minor-state
 * creation of the Grand Campaign (X.D.3, X.G.1, X.H). */
#include "bth-campaign-politics.h"
#include "bth-error.h"
#include "bth-modifier.h"

#include <string.h>

/* ---- Items ---- */

static void
item_free (BthPoliticsItem *item)
{
  g_free (item->kind);
  g_free (item->state);
  g_free (item->text);
  g_free (item->rule);
  g_free (item);
}

GPtrArray *
bth_politics_items_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) item_free);
}

void
bth_politics_items_add (GPtrArray *items, const char *kind, const char *state, const char *rule,
                        const char *format, ...)
{
  BthPoliticsItem *item;
  va_list args;

  if (items == NULL)
    return;
  item = g_new0 (BthPoliticsItem, 1);
  item->kind = g_strdup (kind);
  item->state = g_strdup (state);
  item->rule = g_strdup (rule);
  va_start (args, format);
  item->text = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (items, item);
}

JsonNode *
bth_politics_items_to_json (GPtrArray *items)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; items != NULL && i < items->len; i++)
    {
      BthPoliticsItem *item = g_ptr_array_index (items, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "kind", item->kind);
      if (item->state != NULL)
        json_object_set_string_member (o, "state", item->state);
      json_object_set_string_member (o, "text", item->text);
      json_object_set_string_member (o, "rule", item->rule);
      json_array_add_object_element (array, o);
    }
  json_node_take_array (node, array);
  return node;
}

static const char *
state_name (const BthCampaignRules *rules, const char *id)
{
  const BthCampaignMajor *major = bth_campaign_rules_find_major (rules, id);
  const BthCampaignMinor *minor = bth_campaign_rules_find_minor (rules, id);

  return major ? major->name : minor ? minor->name : id;
}

/* ---- Who is who (X.D.3) ---- */

gboolean
bth_politics_has_own_player (const BthCampaignRules *rules, int players, const char *state)
{
  /* The French and English players run France and England from two players up (X.D.3.b). */
  for (guint i = 0; i < rules->n_permanent; i++)
    if (g_strcmp0 (rules->permanent[i].state, state) == 0)
      return players >= 2;
  for (guint i = 0; i < rules->n_players; i++)
    if (g_strcmp0 (rules->players[i].state, state) == 0)
      return players >= rules->players[i].from;
  return FALSE;
}

const char *
bth_politics_controller (const BthCampaignRules *rules, int players, const char *state, BthPoliticalSide status)
{
  if (players <= 1)
    return "solitaire";                                     /* X.D.3.a */
  for (guint i = 0; i < rules->n_players; i++)
    if (g_strcmp0 (rules->players[i].state, state) == 0 && players >= rules->players[i].from)
      return rules->players[i].state;                       /* X.D.3.c–f */
  for (guint i = 0; i < rules->n_permanent; i++)
    if (g_strcmp0 (rules->permanent[i].state, state) == 0)
      return rules->permanent[i].status == BTH_SIDE_PRO_FRENCH ? "french" : "english";
  /* X.D.3.b–c: the French player all pro-French states, the English player all anti-French;
   * a neutral state without a player of its own has none. */
  return status == BTH_SIDE_PRO_FRENCH ? "french" : status == BTH_SIDE_ANTI_FRENCH ? "english" : NULL;
}

/* ---- Statuses ---- */

gboolean
bth_politics_minor_exists (BthPoliticsSituation *s, const char *id)
{
  BthPoliticalMinor *m = bth_politics_situation_minor (s, id);

  return m != NULL && m->created && !m->absorbed;
}

BthPoliticalSide
bth_politics_minor_status (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *id, GPtrArray *why)
{
  BthPoliticalMinor *m = bth_politics_situation_minor (s, id);
  const char *name = state_name (rules, id);
  guint n = 0, pro = 0, anti = 0;

  if (m == NULL || !m->created)
    {
      bth_politics_items_add (why, "status", id, "X.D.2.e", "%s is not yet created: neutral", name);
      return BTH_SIDE_NEUTRAL;
    }
  if (m->absorbed)
    {
      bth_politics_items_add (why, "status", id, "Question Box", "%s is absorbed by Westphalia: it does not exist", name);
      return BTH_SIDE_NEUTRAL;
    }
  /* X.H.3: "If the Swedish units at Stralsund or Lubeck are attacked Sweden joins the
   * coalition that opposes the invader" — whatever its status and its city's control. */
  {
    const BthCampaignMinor *def = bth_campaign_rules_find_minor (rules, id);
    if (def != NULL && def->joins_when_attacked != NULL && m->attacked_by != BTH_SIDE_NEUTRAL)
      {
        BthPoliticalSide joins = bth_political_side_opposite (m->attacked_by);
        bth_politics_items_add (why, "status", id, def->joins_when_attacked,
                                "%s's units were attacked by a %s force: %s joins the coalition that opposes the "
                                "invader, %s", name, bth_political_side_label (m->attacked_by), name,
                                bth_political_side_label (joins));
        return joins;
      }
  }
  for (guint i = 0; i < s->cities->len; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      if (!c->production || g_strcmp0 (c->state, id) != 0)
        continue;
      n++;
      pro += c->controller == BTH_SIDE_PRO_FRENCH;
      anti += c->controller == BTH_SIDE_ANTI_FRENCH;
    }
  if (n > 0 && pro == n)
    {
      bth_politics_items_add (why, "status", id, "X.G.1.f", "Pro-French forces control %s's production city", name);
      return BTH_SIDE_PRO_FRENCH;
    }
  if (n > 0 && anti == n)
    {
      bth_politics_items_add (why, "status", id, "X.G.1.f", "Anti-French forces control %s's production city", name);
      return BTH_SIDE_ANTI_FRENCH;
    }
  if (m->attacked_by != BTH_SIDE_NEUTRAL)
    {
      BthPoliticalSide joins = bth_political_side_opposite (m->attacked_by);
      bth_politics_items_add (why, "status", id, "X.G.1.f",
                              "%s, neutral, was attacked by a %s force: it becomes %s; the %s player decides "
                              "who in his coalition controls its units (Question Box)",
                              name, bth_political_side_label (m->attacked_by), bth_political_side_label (joins),
                              joins == BTH_SIDE_PRO_FRENCH ? "French" : "British");
      return joins;
    }
  if (n == 0)
    {
      bth_politics_items_add (why, "status", id, "X.G.1.f",
                              "%s's production city is not entered (Campaign Game Card): it keeps its place on the "
                              "display, %s", name, bth_political_side_label (m->status));
      return m->status;
    }
    bth_politics_items_add (why, "status", id, "X.G.1.f",
                            "Neither faction controls all of %s's production cities: neutral", name);
  return BTH_SIDE_NEUTRAL;
}

/* GROUP's status (BB 3278, X.G.1.f). While a member's list of production cities is
 * incomplete and every city entered is held by one faction, the group is that faction's power
 * or none: FALSE, with that faction in *STATUS and what to enter in *NEEDS. */
gboolean
bth_politics_group_standing (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *group,
                             BthPoliticalSide *status_out, char **needs_out, GPtrArray *why)
{
  const BthCampaignGroup *g = bth_campaign_rules_find_group (rules, group);
  BthPoliticalSide common = BTH_SIDE_NEUTRAL;
  gboolean first = TRUE;

  *status_out = BTH_SIDE_NEUTRAL;
  if (needs_out != NULL)
    *needs_out = NULL;
  for (guint i = 0; i < rules->n_minors; i++)
    {
      const BthCampaignMinor *def = &rules->minors[i];
      BthPoliticalMinor *m;
      BthPoliticalSide status;
      if (g_strcmp0 (def->group, group) != 0)
        continue;
      m = bth_politics_situation_minor (s, def->id);
      if (m != NULL && m->absorbed)
        continue;            /* Hesse and Brunswick cease to exist while Westphalia stands (BB 3264) */
      if (m == NULL || !m->created)
        {
          bth_politics_items_add (why, "status", group, "Question Box",
                                  "%s is not created: the %s marker stays neutral (all states must be created and friendly)",
                                  def->name, g ? g->name : group);
          return TRUE;
        }
      status = bth_politics_minor_status (rules, s, def->id, NULL);
      if (status == BTH_SIDE_NEUTRAL || (!first && status != common))
        {
          bth_politics_items_add (why, "status", group, "X.G.1.f", "%s is %s: the %s are neutral", def->name,
                                  bth_political_side_label (status), g ? g->name : group);
          return TRUE;
        }
      common = status;
      first = FALSE;
    }
  /* X.G.1.f: "If all of the production cities of a minor state group are controlled by
   * pro-French forces, the group is considered a pro-French power": never a power from the
   * cities that happen to be entered while a member's list is incomplete — nor no power. */
  {
    g_autoptr(GString) needs = g_string_new (NULL);
    for (guint i = 0; i < rules->n_minors; i++)
      {
        const char *what = bth_politics_situation_cities_needed (s, rules->minors[i].id);
        if (g_strcmp0 (rules->minors[i].group, group) == 0 && bth_politics_minor_exists (s, rules->minors[i].id) &&
            what != NULL)
          g_string_append_printf (needs, "%s%s", needs->len ? "; " : "", what);
      }
    if (needs->len > 0)
      {
        bth_politics_items_add (why, "needs", group, "X.G.1.f",
                                "Every production city entered for the %s is held by %s forces; whether the group "
                                "is a %s power needs: %s", g ? g->name : group, bth_political_side_label (common),
                                bth_political_side_label (common), needs->str);
        *status_out = common;
        if (needs_out != NULL)
          *needs_out = g_strdup (needs->str);
        return FALSE;
      }
  }
  bth_politics_items_add (why, "status", group, "X.G.1.f", "Every state of the %s is %s",
                          g ? g->name : group, bth_political_side_label (common));
  *status_out = common;
  return TRUE;
}

BthPoliticalSide
bth_politics_group_status (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *group, GPtrArray *why)
{
  BthPoliticalSide status;

  /* Unknown counts as no power here: the callers that must not guess read the standing. */
  if (!bth_politics_group_standing (rules, s, group, &status, NULL, why))
    return BTH_SIDE_NEUTRAL;
  return status;
}

/* ---- City points (X.G.1.h–i) ---- */

int
bth_politics_city_points (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalSide faction,
                          GPtrArray *items)
{
  int points = 0;

  for (guint i = 0; i < s->cities->len; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      BthPoliticalMajor *owner = bth_politics_situation_major (s, c->state);
      const char *name = state_name (rules, c->state);

      if (owner == NULL || c->controller != faction)
        continue;
      /* X.G.2.c's note: a city a foreign war suspends is no production city but for conquest. */
      if (c->production && owner->at_war && !s->options.war_city_gives_city_point)
        {
          gboolean suspended = FALSE;
          for (guint w = 0; w < rules->n_wars && !suspended; w++)
            suspended = g_strcmp0 (rules->wars[w].state, c->state) == 0 &&
                        g_strcmp0 (rules->wars[w].suspends_production_city, c->name) == 0;
          if (suspended)
            {
              bth_politics_items_add (items, "forfeited", c->state, "X.G.2.c",
                                      "%s gives no City Point: while %s is at war abroad it is not considered a "
                                      "production city except for its conquest", c->name, name);
              continue;
            }
        }
      if (faction == BTH_SIDE_PRO_FRENCH)
        {
          /* X.G.1.h: a production city of an anti-French major state. */
          if (c->production && owner->status == BTH_SIDE_ANTI_FRENCH)
            {
              points += rules->pro_cp_points;
              bth_politics_items_add (items, "city_point", c->state, rules->pro_cp_rule,
                                      "%s, a production city of anti-French %s, held by pro-French forces",
                                      c->name, name);
            }
          continue;
        }
      if (faction != BTH_SIDE_ANTI_FRENCH)
        continue;
      {
        gboolean counts = c->production ||
                          (c->major_city && g_strcmp0 (c->state, rules->anti_cp_major_cities_of) == 0);
        const char *what = c->production ? "a production city" : "a major city";
        if (!counts)
          continue;
        if (owner->status == BTH_SIDE_PRO_FRENCH)
          {
            points += rules->anti_cp_points;
            bth_politics_items_add (items, "city_point", c->state, rules->anti_cp_rule,
                                    "%s, %s of pro-French %s, held by anti-French forces", c->name, what, name);
          }
        else if (c->supply_source_for == BTH_SIDE_ANTI_FRENCH && !c->major_city)
          /* X.G.1.i keeps the point of a city "designated a supply source"; the Question Box
           * (Question Box) lets only a major one be. */
          bth_politics_items_add (items, "forfeited", c->state, rules->anti_cp_rule,
                                  "%s, %s of %s, is recorded as a supply source, but only a major city may be one "
                                  "(Question Box): no City Point while %s is %s", c->name, what, name, name,
                                  owner->status == BTH_SIDE_NEUTRAL ? "neutral" : "anti-French");
        else if (c->supply_source_for == BTH_SIDE_ANTI_FRENCH)
          {
            points += rules->anti_cp_points;
            bth_politics_items_add (items, "city_point", c->state, rules->anti_cp_rule,
                                    "%s, %s of %s %s, kept: it is the anti-French faction's conquest supply source (X.I.2.c)",
                                    c->name, what, owner->status == BTH_SIDE_NEUTRAL ? "neutral" : "anti-French", name);
          }
        else
          bth_politics_items_add (items, "forfeited", c->state, rules->anti_cp_rule,
                                  "%s, %s of %s, is held by anti-French forces but gives no City Point: %s is %s",
                                  c->name, what, name, name, owner->status == BTH_SIDE_NEUTRAL ? "neutral" : "anti-French");
      }
    }
  return points;
}

void
bth_politics_display (const BthCampaignRules *rules, BthPoliticsSituation *s, BthCampaignDisplay *d)
{
  memset (d, 0, sizeof *d);
  d->pro_cp = bth_politics_city_points (rules, s, BTH_SIDE_PRO_FRENCH, NULL);
  d->anti_cp = bth_politics_city_points (rules, s, BTH_SIDE_ANTI_FRENCH, NULL);
  for (guint i = 0; i < s->majors->len; i++)
    {
      BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      d->pro_majors += m->status == BTH_SIDE_PRO_FRENCH;
      d->anti_majors += m->status == BTH_SIDE_ANTI_FRENCH;
    }
  for (guint i = 0; i < rules->n_groups; i++)
    {
      BthPoliticalSide g;
      gboolean known = bth_politics_group_standing (rules, s, rules->groups[i].id, &g, NULL, NULL);
      d->pro_groups += known && g == BTH_SIDE_PRO_FRENCH;
      d->anti_groups += known && g == BTH_SIDE_ANTI_FRENCH;
      d->pro_groups_unknown += !known && g == BTH_SIDE_PRO_FRENCH;
      d->anti_groups_unknown += !known && g == BTH_SIDE_ANTI_FRENCH;
    }
  d->anti_vp = s->anti_vp;
}

char *
bth_politics_display_needs (const BthCampaignRules *rules, BthPoliticsSituation *s)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < rules->n_groups; i++)
    {
      g_autofree char *needs = NULL;
      BthPoliticalSide g;
      if (!bth_politics_group_standing (rules, s, rules->groups[i].id, &g, &needs, NULL))
        g_string_append_printf (text, "%s%s (a %s power or none): %s", text->len ? "; " : "", rules->groups[i].name,
                                bth_political_side_label (g), needs);
    }
  return text->len > 0 ? g_strdup (text->str) : NULL;
}

/* ---- The alliance roll ---- */

gboolean
bth_politics_roll_allowed (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalSide roller,
                           const char *target, char **why)
{
  BthPoliticalMajor *m = bth_politics_situation_major (s, target);
  gboolean french = roller == BTH_SIDE_PRO_FRENCH;
  char **excluded = french ? rules->french_excluded : rules->english_excluded;
  const char *rule = french ? rules->french_roll_rule : rules->english_roll_rule;

  *why = NULL;
  if (roller == BTH_SIDE_NEUTRAL)
    *why = g_strdup ("Only the French player (pro-French segment) and the English player (anti-French segment) roll (X.G.1.d–e)");
  else if (m == NULL)
    *why = g_strdup_printf ("\"%s\" is not a major state: minor states never change by the die roll (X.G.1.f)", target);
  else if (bth_strv_has (excluded, target))
    *why = g_strdup_printf ("The %s player may not roll for %s (%s)", french ? "French" : "English",
                            state_name (rules, target), rule);
  else if (bth_politics_has_own_player (rules, s->players, target))
    *why = g_strdup_printf ("%s is controlled by an individual player (%s)", state_name (rules, target), rule);
  else if (m->conquered && !m->land_pool_empty)
    *why = g_strdup_printf ("%s was conquered: neither faction may roll for it while land combat units "
                            "remain in its Force Pool (X.I.2.a)", state_name (rules, target));
  else if (!french && g_strcmp0 (target, rules->spain_state) == 0 &&
           s->french_sp_on_spain_mapboard <= rules->spain_french_sp_more_than && !s->spanish_units_moved)
    *why = g_strdup_printf ("The English player may not roll for %s: %d French SP on mapboard %d (more than %d "
                            "needed) and no Spanish land unit moved voluntarily by the French player (%s, Question Box)",
                            state_name (rules, target), s->french_sp_on_spain_mapboard, rules->spain_mapboard,
                            rules->spain_french_sp_more_than, rules->spain_rule);
  return *why == NULL;
}

/* The modifiers with the display D, capped; see bth_politics_roll_modifiers(). */
static int
modifiers_for_display (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalSide roller,
                       const char *target, BthCampaignDisplay d, GArray *modifiers)
{
  BthPoliticalMajor *m = bth_politics_situation_major (s, target);
  int drm, capped, loans = 0;

  bth_modifier_list_add (modifiers, -d.pro_cp * rules->per_city_point, rules->alliance_rule,
                         "%d pro-French City Points", d.pro_cp);
  bth_modifier_list_add (modifiers, -d.pro_majors * rules->per_major_state, rules->alliance_rule,
                         "%d pro-French major states", d.pro_majors);
  bth_modifier_list_add (modifiers, -d.pro_groups * rules->per_minor_group, rules->alliance_rule,
                         "%d pro-French minor state groups", d.pro_groups);
  bth_modifier_list_add (modifiers, d.anti_cp * rules->per_city_point, rules->alliance_rule,
                         "%d anti-French City Points", d.anti_cp);
  bth_modifier_list_add (modifiers, d.anti_majors * rules->per_major_state, rules->alliance_rule,
                         "%d anti-French major states", d.anti_majors);
  bth_modifier_list_add (modifiers, d.anti_groups * rules->per_minor_group, rules->alliance_rule,
                         "%d anti-French minor state groups", d.anti_groups);
  if (s->options.vp_modify_roll)
    bth_modifier_list_add (modifiers, d.anti_vp * rules->vp_per_point, rules->vp_rule,
                           "%d anti-French Victory Points (H.2.b: Victory Points modify the alliance roll, as read beside X.G.1.g)", d.anti_vp);
  if (roller == BTH_SIDE_ANTI_FRENCH && m != NULL && m->lent_pp > 0)
    loans = m->lent_pp * rules->loans_per_pp;
  if (loans != 0 && !s->options.loans_outside_cap)
    bth_modifier_list_add (modifiers, loans, rules->loans_rule,
                           "%d Production Points England lent %s in the preceding Naval Phase (inside the cap)",
                           m->lent_pp, state_name (rules, target));
  drm = bth_modifier_list_sum (modifiers);
  capped = CLAMP (drm, -rules->drm_cap, rules->drm_cap);
  if (capped != drm)
    bth_modifier_list_add (modifiers, capped - drm, rules->alliance_rule,
                           "The die roll is modified by a maximum of plus or minus %d", rules->drm_cap);
  if (loans != 0 && s->options.loans_outside_cap)
    {
      bth_modifier_list_add (modifiers, loans, rules->loans_rule,
                             "%d Production Points England lent %s in the preceding Naval Phase "
                             "(in addition to all other modifications)", m->lent_pp, state_name (rules, target));
      capped += loans;
    }
  return capped;
}

int
bth_politics_roll_modifiers (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalSide roller,
                             const char *target, GArray *modifiers)
{
  BthCampaignDisplay d;

  bth_politics_display (rules, s, &d);
  return modifiers_for_display (rules, s, roller, target, d, modifiers);
}

char *
bth_politics_roll_needs (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalSide roller,
                         const char *target)
{
  g_autoptr(GArray) scratch = bth_modifier_list_new ();
  BthCampaignDisplay d, low, high;
  g_autofree char *needs = NULL;

  bth_politics_display (rules, s, &d);
  if (d.pro_groups_unknown == 0 && d.anti_groups_unknown == 0)
    return NULL;
  /* Each unknown group is its faction's power or none: the total lies between every
   * pro-French one counted (lowest) and every anti-French one counted (highest). The cap
   * may make them equal, and then the total is known. */
  low = high = d;
  low.pro_groups += d.pro_groups_unknown;
  high.anti_groups += d.anti_groups_unknown;
  if (modifiers_for_display (rules, s, roller, target, low, scratch) ==
      modifiers_for_display (rules, s, roller, target, high, scratch))
    return NULL;
  needs = bth_politics_display_needs (rules, s);
  return g_strdup_printf ("The minor state groups' modifier (%s) is unknown: a group whose production cities are not "
                          "all entered may or may not be a power. Enter: %s", rules->alliance_rule, needs);
}

void
bth_politics_roll_clear (BthPoliticsRoll *roll)
{
  g_clear_pointer (&roll->needs, g_free);
  g_clear_pointer (&roll->modifiers, g_array_unref);
  g_clear_pointer (&roll->consequences, g_ptr_array_unref);
}

gboolean
bth_politics_roll (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalSide roller,
                   const char *target, int die, BthPoliticsRoll *out, GError **error)
{
  g_autofree char *why = NULL;
  BthPoliticalMajor *m;
  gboolean french = roller == BTH_SIDE_PRO_FRENCH;
  const char *rule = french ? rules->french_roll_rule : rules->english_roll_rule;
  const char *name = state_name (rules, target);

  memset (out, 0, sizeof *out);
  if (die < 1 || die > 6)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "die: %d is not 1 to 6", die);
      return FALSE;
    }
  if (!bth_politics_roll_allowed (rules, s, roller, target, &why))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s", why);
      return FALSE;
    }
  m = bth_politics_situation_major (s, target);
  out->modifiers = bth_modifier_list_new ();
  out->consequences = bth_politics_items_new ();
  out->die = die;
  out->modified = die + bth_politics_roll_modifiers (rules, s, roller, target, out->modifiers);
  out->from = out->to = m->status;
  /* Honest unknowns: a modifier that depends on a list not entered leaves the result unknown. */
  if ((out->needs = bth_politics_roll_needs (rules, s, roller, target)) != NULL)
    {
      bth_politics_items_add (out->consequences, "needs", target, rules->alliance_rule, "Die %d: whether %s's status "
                              "changes is unknown. %s", die, name, out->needs);
      return TRUE;
    }
  out->changes = french ? out->modified <= rules->french_success_at_most
                        : out->modified >= rules->english_success_at_least;
  if (!out->changes)
    {
      bth_politics_items_add (out->consequences, "result", target, rule, "Modified %d: %s's status is unchanged",
                              out->modified, name);
      return TRUE;
    }
  /* One step towards the roller's faction (X.G.1.d–e). */
  if (m->status == bth_political_side_opposite (roller))
    out->to = BTH_SIDE_NEUTRAL;
  else if (m->status == BTH_SIDE_NEUTRAL)
    out->to = roller;
  if (out->to == out->from)
    {
      bth_politics_items_add (out->consequences, "result", target, rule,
                              "Modified %d, but %s is already %s: nothing changes", out->modified, name,
                              bth_political_side_label (out->from));
      return TRUE;
    }
  bth_politics_items_add (out->consequences, "result", target, rule, "Modified %d: %s becomes %s (was %s)",
                          out->modified, name, bth_political_side_label (out->to), bth_political_side_label (out->from));
  if (out->to == BTH_SIDE_NEUTRAL)
    {
      bth_politics_items_add (out->consequences, "due", target, "X.G.1.e",
                              "All %s units outside its borders return home by the most direct route in the following "
                              "Neutral Player(s) Movement Phase, moved by a neutral player or else the English player, "
                              "and may not leave while %s stays neutral", name, name);
      bth_politics_items_add (out->consequences, "due", target, "X.G.1.m",
                              "Dropped from its alliance, %s moves in the next Neutral Phase, not in that alliance's "
                              "Movement Phase", name);
      bth_politics_items_add (out->consequences, "city_points", target, "X.G.1.i",
                              "City Points for %s's cities are forfeited unless they are conquest supply sources", name);
    }
  if (out->to == BTH_SIDE_PRO_FRENCH)
    bth_politics_items_add (out->consequences, "option", target, "X.K.4.b",
                            "With the optional Expeditionary Forces rule the French player rolls two dice for the "
                            "force %s must lend him", name);
  return TRUE;
}

void
bth_politics_alliance_phase (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalSide faction,
                             GPtrArray *items)
{
  for (guint i = 0; i < s->majors->len; i++)
    {
      BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      const char *name = state_name (rules, m->id);
      BthPoliticalCity *capital = NULL;

      if (m->status == faction && bth_politics_has_own_player (rules, s->players, m->id))
        {
          if (faction == BTH_SIDE_NEUTRAL)
            bth_politics_items_add (items, "announce", m->id, "X.G.1.c",
                                    "%s's player announces whether %s joins the pro-French faction (only with the "
                                    "French player's consent, X.E.1.d), the anti-French faction, or stays neutral",
                                    name, name);
          else if (g_strcmp0 (m->id, rules->never_neutral_state) == 0)
            bth_politics_items_add (items, "announce", m->id, "Question Box", "%s may not adopt neutrality", name);
          else if (m->conquered && !m->land_pool_empty)
            bth_politics_items_add (items, "restriction", m->id, "X.I.2.a",
                                    "%s stays neutral while land combat units remain in its Force Pool", name);
          else
            bth_politics_items_add (items, "announce", m->id,
                                    faction == BTH_SIDE_PRO_FRENCH ? "X.G.1.d" : "X.G.1.e",
                                    "%s's player announces whether %s stays %s or adopts neutrality", name, name,
                                    bth_political_side_label (faction));
        }
      if (faction != BTH_SIDE_NEUTRAL && m->status == faction &&
          !bth_politics_has_own_player (rules, s->players, m->id) &&
          g_strcmp0 (m->id, rules->never_neutral_state) != 0)
        bth_politics_items_add (items, "vote", m->id, faction == BTH_SIDE_PRO_FRENCH ? "X.G.1.d" : "X.G.1.e",
                                "A majority of %s players may force %s to adopt neutrality; %s forces may then attack "
                                "it in the next %s turn (Question Box)", bth_political_side_label (faction), name,
                                bth_political_side_label (faction), bth_political_side_label (faction));
      /* X.I.2.g: a capital held by the opposing faction. Austria, Prussia and Russia have two
       * capitals (C.5): each is looked at, whatever the order the cities are listed in. */
      if (m->status == faction && faction != BTH_SIDE_NEUTRAL && !m->conquered)
        {
          g_autoptr(GString) held = g_string_new (NULL);
          for (guint k = 0; k < s->cities->len; k++)
            {
              BthPoliticalCity *c = g_ptr_array_index (s->cities, k);
              if (c->capital && g_strcmp0 (c->state, m->id) == 0 &&
                  c->controller == bth_political_side_opposite (m->status))
                {
                  capital = c;
                  g_string_append_printf (held, "%s%s", held->len ? " and " : "", c->name);
                }
            }
          if (capital != NULL)
            bth_politics_items_add (items, "option", m->id, "X.I.2.g",
                                    "%s's capital %s %s held by the %s faction: %s's controller may sue for peace; if "
                                    "the %s faction accepts, %s is conquered at once", name, held->str,
                                    strstr (held->str, " and ") ? "are" : "is",
                                    bth_political_side_label (capital->controller), name,
                                    bth_political_side_label (capital->controller), name);
        }
      if (m->conquered && m->land_pool_empty)
        bth_politics_items_add (items, "status", m->id, "X.I.2.f",
                                "No land combat unit is left in %s's Force Pool: the normal Alliance rules apply to it again",
                                name);
    }
  if (faction == BTH_SIDE_NEUTRAL)
    return;
  for (guint i = 0; i < s->majors->len; i++)
    {
      BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      g_autofree char *why = NULL;
      if (bth_politics_roll_allowed (rules, s, faction, m->id, &why))
        {
          g_autoptr(GArray) modifiers = bth_modifier_list_new ();
          int drm = bth_politics_roll_modifiers (rules, s, faction, m->id, modifiers);
          g_autofree char *needs = bth_politics_roll_needs (rules, s, faction, m->id);
          if (needs != NULL)
            bth_politics_items_add (items, "roll_target", m->id,
                                    faction == BTH_SIDE_PRO_FRENCH ? rules->french_roll_rule : rules->english_roll_rule,
                                    "The %s player may roll for %s (%s): modifier unknown, needs %s. %s",
                                    faction == BTH_SIDE_PRO_FRENCH ? "French" : "English",
                                    state_name (rules, m->id), bth_political_side_label (m->status),
                                    faction == BTH_SIDE_PRO_FRENCH ? "0 or less" : "7 or more", needs);
          else
            bth_politics_items_add (items, "roll_target", m->id,
                                    faction == BTH_SIDE_PRO_FRENCH ? rules->french_roll_rule : rules->english_roll_rule,
                                    "The %s player may roll for %s (%s): modifier %+d, needs %s",
                                    faction == BTH_SIDE_PRO_FRENCH ? "French" : "English",
                                    state_name (rules, m->id), bth_political_side_label (m->status), drm,
                                    faction == BTH_SIDE_PRO_FRENCH ? "0 or less" : "7 or more");
        }
      else
        bth_politics_items_add (items, "roll_refused", m->id,
                                faction == BTH_SIDE_PRO_FRENCH ? rules->french_roll_rule : rules->english_roll_rule,
                                "%s", why);
    }
}

/* ---- Creation of minor states (X.H) ---- */

void
bth_politics_creations (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *items)
{
  for (guint i = 0; i < rules->n_creations; i++)
    {
      const BthCampaignCreation *cr = &rules->creations[i];
      BthPoliticalMinor *m = bth_politics_situation_minor (s, cr->minor);
      const char *name = state_name (rules, cr->minor);
      gboolean all = TRUE, french_only = TRUE, unknown = FALSE;
      g_autofree char *cities = g_strjoinv (" and ", cr->cities);

      if (m == NULL)
        continue;
      /* Holland is "created" anew when it changes hands (X.H.2); the others only once. */
      if (cr->production_city != NULL)
        {
          BthPoliticalCity *pc = bth_politics_situation_city (s, cr->production_city);
          if (pc != NULL && pc->production && g_strcmp0 (pc->state, cr->minor) == 0)
            continue;
        }
      else if (m->created)
        continue;
      for (guint k = 0; cr->cities[k] != NULL; k++)
        {
          BthPoliticalCity *c = bth_politics_situation_city (s, cr->cities[k]);
          if (c == NULL || c->controller != cr->by)
            all = FALSE;
          else if (c->controller_state == NULL)
            unknown = TRUE;
          else if (g_strcmp0 (c->controller_state, rules->creation_state) != 0)
            french_only = FALSE;
        }
      if (!all)
        continue;
      if (cr->by == BTH_SIDE_PRO_FRENCH && s->options.creation_by_french_only && !french_only)
        {
          bth_politics_items_add (items, "not_created", cr->minor, rules->creation_state_rule,
                                  "%s is held by pro-French forces, but %s may only be created when French (not French "
                                  "satellite) forces occupy it", cities, name);
          continue;
        }
      bth_politics_items_add (items, "creation", cr->minor, cr->rule, "%s %s held by %s forces: %s is created%s",
                              cities, cr->cities[1] ? "are" : "is",
                              cr->by == BTH_SIDE_PRO_FRENCH ? (s->options.creation_by_french_only ? "French" : "pro-French")
                                                            : "anti-French",
                              name,
                              unknown && cr->by == BTH_SIDE_PRO_FRENCH && s->options.creation_by_french_only
                                ? " if the occupying forces are French, not satellites (X.H.1 note)" : "");
      if (cr->production_city != NULL)
        bth_politics_items_add (items, "due", cr->minor, cr->rule,
                                "%s's production city becomes %s; the English player may use English-satellite units for it",
                                name, cr->production_city);
      for (guint k = 0; cr->absorbs && cr->absorbs[k]; k++)
        bth_politics_items_add (items, "due", cr->absorbs[k], "Question Box",
                                "%s ceases to exist until %s is conquered by the anti-French powers",
                                state_name (rules, cr->absorbs[k]), name);
      if (g_strcmp0 (cr->minor, "rhine") == 0)
        bth_politics_items_add (items, "due", cr->minor, "Question Box",
                                "Rhine Confederation units may now be built, and the Baden unit replaced (X.H.1.d)");
      if (cr->satellite_only)
        bth_politics_items_add (items, "restriction", cr->minor, "X.H.1",
                                "%s may only produce French satellite units", name);
    }
}
