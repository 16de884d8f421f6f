/* bth-campaign-politics-json.c — the whole political derivation as JSON (berthier-cli politics). */
#include "bth-campaign-politics.h"
#include "bth-politics-effects.h"
#include "bth-error.h"
#include "bth-json-strict.h"
#include "bth-modifier.h"

#include <string.h>

static JsonNode *
side_node (BthPoliticalSide side)
{
  return json_node_init_string (json_node_alloc (), bth_political_side_to_string (side));
}

static gboolean
read_roll (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonObject *root, JsonObject *out, GError **error)
{
  static const char *const keys[] = { "by", "target", "die", NULL };
  JsonObject *in, *o;
  const char *target, *by_text;
  BthPoliticalSide by;
  int die;
  BthPoliticsRoll roll;

  if (!json_object_has_member (root, "roll"))
    return TRUE;
  if ((in = bth_json_member_object (root, "$", "roll", error)) == NULL ||
      !bth_json_check_keys (in, "$.roll", keys, NULL, error) ||
      (by_text = bth_json_member_string (in, "$.roll", "by", error)) == NULL ||
      (target = bth_json_member_string (in, "$.roll", "target", error)) == NULL ||
      !bth_json_member_int (in, "$.roll", "die", 1, 6, &die, error))
    {
      bth_json_as_input_error (error ? *error : NULL);
      return FALSE;
    }
  if (!bth_political_side_from_string (by_text, &by) || by == BTH_SIDE_NEUTRAL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "$.roll.by: \"%s\" is not pro_french (the French player) or anti_french (the English player)", by_text);
      return FALSE;
    }
  if (!bth_politics_roll (rules, s, by, target, die, &roll, error))
    {
      g_prefix_error (error, "$.roll: ");
      return FALSE;
    }
  o = json_object_new ();
  json_object_set_string_member (o, "target", target);
  json_object_set_int_member (o, "die", roll.die);
  json_object_set_member (o, "modifiers", bth_modifier_list_to_json (roll.modifiers));
  json_object_set_member (o, "from", side_node (roll.from));
  if (roll.needs != NULL)
    {
      /* The modifier is unknown (X.G.1.f): so is the result. */
      json_object_set_null_member (o, "modified");
      json_object_set_null_member (o, "changes");
      json_object_set_null_member (o, "to");
      json_object_set_string_member (o, "needs", roll.needs);
    }
  else
    {
      json_object_set_int_member (o, "modified", roll.modified);
      json_object_set_boolean_member (o, "changes", roll.changes && roll.from != roll.to);
      json_object_set_member (o, "to", side_node (roll.to));
    }
  json_object_set_member (o, "consequences", bth_politics_items_to_json (roll.consequences));
  json_object_set_object_member (out, "roll", o);
  bth_politics_roll_clear (&roll);
  return TRUE;
}

static void
add_napoleon (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonObject *root, JsonObject *out)
{
  g_autoptr(GArray) modifiers = bth_modifier_list_new ();
  g_autofree char *why = NULL;
  JsonObject *o;
  int die = 0, modified = 0;
  gboolean returns = FALSE;

  if (s->napoleon != BTH_NAPOLEON_IN_EXILE)
    return;
  o = json_object_new ();
  if (json_object_has_member (root, "napoleon_return_die"))
    die = (int) json_object_get_int_member (root, "napoleon_return_die");
  if (bth_politics_napoleon_return (rules, s, die, &modified, &returns, modifiers, &why))
    {
      json_object_set_member (o, "modifiers", bth_modifier_list_to_json (modifiers));
      if (die > 0)
        {
          json_object_set_int_member (o, "die", die);
          json_object_set_int_member (o, "modified", modified);
          json_object_set_boolean_member (o, "returns", returns);
        }
      json_object_set_string_member (o, "text", "The French player may roll at any point of his Alliance Phase (Question Box)");
    }
  else
    json_object_set_string_member (o, "text", why);
  json_object_set_string_member (o, "rule", rules->exile_rule);
  json_object_set_object_member (out, "napoleon_return", o);
}

static JsonObject *
display_json (const BthCampaignDisplay *d, const char *needs)
{
  JsonObject *display = json_object_new ();

  json_object_set_int_member (display, "pro_french_city_points", d->pro_cp);
  json_object_set_int_member (display, "anti_french_city_points", d->anti_cp);
  json_object_set_int_member (display, "pro_french_major_states", d->pro_majors);
  json_object_set_int_member (display, "anti_french_major_states", d->anti_majors);
  json_object_set_int_member (display, "pro_french_minor_groups", d->pro_groups);
  json_object_set_int_member (display, "anti_french_minor_groups", d->anti_groups);
  json_object_set_int_member (display, "anti_french_victory_points", d->anti_vp);
  /* Groups that are a power or none while their lists are incomplete (X.G.1.f): named. */
  if (needs != NULL)
    {
      json_object_set_int_member (display, "pro_french_minor_groups_unknown", d->pro_groups_unknown);
      json_object_set_int_member (display, "anti_french_minor_groups_unknown", d->anti_groups_unknown);
      json_object_set_string_member (display, "minor_groups_needs", needs);
    }
  return display;
}

JsonNode *
bth_politics_derive_json (BthRuleset *ruleset, JsonNode *input, GError **error)
{
  return bth_politics_derive_json_full (ruleset, input, NULL, NULL, error);
}

JsonNode *
bth_politics_derive_json_full (BthRuleset *ruleset, JsonNode *input, BthPoliticsPrepareFunc prepare,
                               gpointer data, GError **error)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  const BthCampaignRules *rules = bth_ruleset_get_campaign (ruleset, error);
  g_autoptr(BthPoliticsSituation) s = NULL;
  g_autoptr(GPtrArray) cp_items = bth_politics_items_new ();
  g_autoptr(GPtrArray) creations = bth_politics_items_new ();
  g_autoptr(GPtrArray) conquests = bth_politics_items_new ();
  g_autoptr(GPtrArray) january = bth_politics_items_new ();
  g_autoptr(GPtrArray) applied = bth_politics_items_new ();
  BthCampaignDisplay before;
  g_autofree char *before_needs = NULL;
  g_autofree char *needs = NULL;
  JsonObject *root, *out, *display, *phases, *cp, *victory;
  JsonArray *majors, *minors, *groups;
  BthCampaignDisplay d;
  BthPoliticsVictory v;
  g_autofree char *month = NULL;
  JsonNode *node;

  if (rules == NULL || (s = bth_politics_situation_from_json (rules, input, error)) == NULL)
    return NULL;
  if (prepare != NULL && !prepare (rules, s, warnings, data, error))
    return NULL;
  root = json_node_get_object (input);
  /* One answer shows what follows from the situation: its consequences are applied until
   * nothing more changes, each step listed with its rule; what is shown after is the result. */
  bth_politics_display (rules, s, &before);
  before_needs = bth_politics_display_needs (rules, s);
  bth_politics_settle (rules, s, applied, conquests, creations);
  if (json_object_has_member (root, "napoleon_return_die"))
    {
      int die;
      if (!bth_json_member_int (root, "$", "napoleon_return_die", 1, 6, &die, error))
        {
          bth_json_as_input_error (error ? *error : NULL);
          return NULL;
        }
    }
  out = json_object_new ();
  node = json_node_init_object (json_node_alloc (), out);
  json_object_unref (out);
  month = bth_month_to_string (s->month);
  json_object_set_string_member (out, "month", month);
  json_object_set_int_member (out, "players", s->players);
  if (warnings->len > 0)
    {
      JsonArray *list = json_array_new ();
      for (guint i = 0; i < warnings->len; i++)
        json_array_add_string_element (list, g_ptr_array_index (warnings, i));
      json_object_set_array_member (out, "warnings", list);
    }

  majors = json_array_new ();
  for (guint i = 0; i < s->majors->len; i++)
    {
      BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      const char *controller = bth_politics_controller (rules, s->players, m->id, m->status);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "id", m->id);
      json_object_set_string_member (o, "name", bth_campaign_rules_find_major (rules, m->id)->name);
      json_object_set_member (o, "status", side_node (m->status));
      if (controller != NULL)
        json_object_set_string_member (o, "controlled_by", controller);
      else
        json_object_set_null_member (o, "controlled_by");
      json_object_set_boolean_member (o, "own_player", bth_politics_has_own_player (rules, s->players, m->id));
      json_object_set_boolean_member (o, "conquered", m->conquered);
      json_array_add_object_element (majors, o);
    }
  json_object_set_array_member (out, "majors", majors);

  minors = json_array_new ();
  for (guint i = 0; i < rules->n_minors; i++)
    {
      g_autoptr(GPtrArray) why = bth_politics_items_new ();
      BthPoliticalSide status = bth_politics_minor_status (rules, s, rules->minors[i].id, why);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "id", rules->minors[i].id);
      json_object_set_string_member (o, "name", rules->minors[i].name);
      json_object_set_string_member (o, "group", rules->minors[i].group);
      json_object_set_boolean_member (o, "exists", bth_politics_minor_exists (s, rules->minors[i].id));
      json_object_set_member (o, "status", side_node (status));
      json_object_set_member (o, "why", bth_politics_items_to_json (why));
      json_array_add_object_element (minors, o);
    }
  json_object_set_array_member (out, "minors", minors);

  groups = json_array_new ();
  for (guint i = 0; i < rules->n_groups; i++)
    {
      g_autoptr(GPtrArray) why = bth_politics_items_new ();
      BthPoliticalSide status = bth_politics_group_status (rules, s, rules->groups[i].id, why);
      JsonObject *o = json_object_new ();
      gboolean known = TRUE;
      for (guint k = 0; k < why->len; k++)
        known &= g_strcmp0 (((BthPoliticsItem *) g_ptr_array_index (why, k))->kind, "needs") != 0;
      json_object_set_string_member (o, "id", rules->groups[i].id);
      json_object_set_string_member (o, "name", rules->groups[i].name);
      /* A group whose members' lists are incomplete is no power yet: null, with "needs" in why. */
      if (known)
        json_object_set_member (o, "status", side_node (status));
      else
        json_object_set_null_member (o, "status");
      json_object_set_member (o, "why", bth_politics_items_to_json (why));
      json_array_add_object_element (groups, o);
    }
  json_object_set_array_member (out, "groups", groups);

  bth_politics_display (rules, s, &d);
  cp = json_object_new ();
  json_object_set_int_member (cp, "pro_french", bth_politics_city_points (rules, s, BTH_SIDE_PRO_FRENCH, cp_items));
  json_object_set_int_member (cp, "anti_french", bth_politics_city_points (rules, s, BTH_SIDE_ANTI_FRENCH, cp_items));
  json_object_set_member (cp, "items", bth_politics_items_to_json (cp_items));
  json_object_set_object_member (out, "city_points", cp);
  needs = bth_politics_display_needs (rules, s);
  display = display_json (&d, needs);
  json_object_set_object_member (out, "display", display);
  json_object_set_member (out, "consequences_applied", bth_politics_items_to_json (applied));
  if (memcmp (&before, &d, sizeof d) != 0)
    json_object_set_object_member (out, "display_before_consequences", display_json (&before, before_needs));

  phases = json_object_new ();
  for (BthPoliticalSide f = BTH_SIDE_NEUTRAL; f <= BTH_SIDE_ANTI_FRENCH; f++)
    {
      g_autoptr(GPtrArray) items = bth_politics_items_new ();
      bth_politics_alliance_phase (rules, s, f, items);
      json_object_set_member (phases, bth_political_side_to_string (f), bth_politics_items_to_json (items));
    }
  json_object_set_object_member (out, "alliance_phase", phases);
  if (!read_roll (rules, s, root, out, error))
    {
      json_node_unref (node);
      return NULL;
    }
  add_napoleon (rules, s, root, out);

  json_object_set_member (out, "creation", bth_politics_items_to_json (creations));
  json_object_set_member (out, "conquest", bth_politics_items_to_json (conquests));
  json_object_set_member (out, "effects", bth_politics_effects_json (rules, s));
  bth_politics_january (rules, s, january);
  json_object_set_member (out, "foreign_wars_and_prisoners", bth_politics_items_to_json (january));

  bth_politics_victory (rules, s, &v);
  victory = json_object_new ();
  json_object_set_boolean_member (victory, "game_ends", v.game_ends);
  json_object_set_boolean_member (victory, "french_automatic", v.french_automatic);
  if (v.winner != NULL)
    json_object_set_string_member (victory, "winner", v.winner);
  json_object_set_member (victory, "items", bth_politics_items_to_json (v.items));
  json_object_set_object_member (out, "victory", victory);
  bth_politics_victory_clear (&v);
  return node;
}
