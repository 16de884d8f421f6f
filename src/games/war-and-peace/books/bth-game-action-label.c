/* bth-game-action-label.c — naming an action by what it did, not by its first event's type:
 * a production phase or an alliance roll begins with a die, which alone says "Dice roll". */
#include "bth-game-action-label.h"
#include "bth-game-names.h"
#include "bth-turn-track.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static const char *
type_name (BthEventType type)
{
  static const char *const names[] = {
    N_("Set-up"), N_("Next phase"), N_("Dice roll"), N_("Table"), N_("Edit"), N_("Override"),
    N_("Alliance roll"), N_("Leader casualty"), N_("Leader returns"), N_("Units eliminated"),
    N_("Units added"), N_("Reinforcement"), N_("Note"), N_("Force Pool Display"),
    N_("Initial Force Pool"), N_("Force Pool"), N_("Campaign set-up"), N_("Campaign"), N_("Fleet"),
    N_("Fleet cargo"),
  };
  return (guint) type < G_N_ELEMENTS (names) ? _(names[type]) : _("Action");
}

static const char *
member_string (JsonObject *o, const char *name)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;
  return n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
         ? json_node_get_string (n) : NULL;
}

static JsonObject *
member_object (JsonObject *o, const char *name)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;
  return n != NULL && JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
}

/* A table's record: the production phase and the alliance roll name their state. */
static char *
table_label (BthRuleset *rules, const BthGameState *state, JsonObject *p)
{
  const char *table = member_string (p, "table");
  const char *who = member_string (member_object (p, "inputs"), "state");

  if (g_strcmp0 (table, "production") == 0 && who != NULL)
    {
      g_autofree char *month = bth_month_describe (state->month);
      return g_strdup_printf (_("Production: %s, %s"), bth_ruleset_state_name (rules, who), month);
    }
  if (g_strcmp0 (table, "campaign_alliance") == 0)
    {
      const char *target = member_string (member_object (p, "inputs"), "target");
      if (target != NULL)
        return g_strdup_printf (_("Alliance roll: %s"), bth_ruleset_state_name (rules, target));
    }
  if (g_strcmp0 (table, "politics_answer") == 0 && member_string (member_object (p, "result"), "text") != NULL)
    return g_strdup_printf (_("Entered: %s"), member_string (member_object (p, "result"), "text"));
  if (g_strcmp0 (table, "politics_settle") == 0)
    return g_strdup (_("Consequences applied"));
  if (g_strcmp0 (table, "attrition") == 0)
    return g_strdup (_("Attrition"));
  if (g_strcmp0 (table, "forced_march") == 0)
    return g_strdup (_("Forced march"));
  if (g_strcmp0 (table, "minor_conquest") == 0)
    {
      const char *minor = member_string (member_object (p, "inputs"), "minor");
      if (minor != NULL)
        return g_strdup_printf (_("Conquest die: %s"), bth_ruleset_state_name (rules, minor));
    }
  return NULL;
}

/* An edit of the campaign books: ["cities", city, "controller"…], ["states", id, "status"]. */
static char *
books_label (BthRuleset *rules, JsonObject *p)
{
  JsonNode *n = json_object_get_member (p, "path");
  JsonArray *path = n != NULL && JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
  const char *what, *key;

  if (path != NULL && json_array_get_length (path) == 1 &&
      g_strcmp0 (json_array_get_string_element (path, 0), "options") == 0)
    return g_strdup (_("Game options"));
  if (path == NULL || json_array_get_length (path) < 3)
    return NULL;
  what = json_array_get_string_element (path, 0);
  key = json_array_get_string_element (path, 1);
  if (g_strcmp0 (what, "cities") == 0 && g_str_has_prefix (json_array_get_string_element (path, 2), "controller"))
    return g_strdup_printf (_("City control: %s"), key);
  if (g_strcmp0 (what, "states") == 0 && g_strcmp0 (json_array_get_string_element (path, 2), "status") == 0)
    return g_strdup_printf (_("Status: %s"), bth_ruleset_state_name (rules, key));
  return NULL;
}

/* A die rolled alone: what it was for ("Production: france (X.J.2.b)" is the die a state
 * rolls before choosing its purchases, bth_campaign_production_purpose). */
static char *
dice_label (BthRuleset *rules, JsonObject *p)
{
  const char *purpose = member_string (p, "purpose");
  const char *open;

  if (purpose == NULL || *purpose == '\0')
    return g_strdup (type_name (BTH_EVENT_DICE_ROLLED));
  if (g_str_has_prefix (purpose, "Production: ") && (open = strstr (purpose, " (")) != NULL)
    {
      g_autofree char *id = g_strndup (purpose + strlen ("Production: "), open - purpose - strlen ("Production: "));
      return g_strdup_printf (_("Production die: %s"), bth_ruleset_state_name (rules, id));
    }
  return g_strdup_printf (_("Dice roll: %s"), purpose);
}

char *
bth_game_action_label (BthRuleset *rules, const BthGameState *state, BthEvent * const *events, guint n)
{
  const BthEvent *first = NULL;
  g_autoptr(JsonObject) p = NULL;

  for (guint i = 0; i < n && first == NULL; i++)
    if (events[i]->type != BTH_EVENT_DICE_ROLLED)
      first = events[i];
  if (first == NULL && n == 0)
    return g_strdup (_("Action"));
  p = bth_event_dup_payload (first != NULL ? first : events[0]);   /* parsed once, read below */
  if (first == NULL)
    return dice_label (rules, p);
  if (first->type == BTH_EVENT_TABLE_RESOLVED || first->type == BTH_EVENT_CAMPAIGN_EDIT)
    {
      char *label = first->type == BTH_EVENT_TABLE_RESOLVED ? table_label (rules, state, p) : books_label (rules, p);
      if (label != NULL)
        return label;
    }
  /* An action over several fleets names itself ("Naval battle at …", bth-game-naval-battle.h). */
  if ((first->type == BTH_EVENT_FLEET_SET || first->type == BTH_EVENT_FLEET_CARGO) &&
      member_string (p, "label") != NULL)
    return g_strdup (member_string (p, "label"));
  /* P.10 (bth-leader-capture.c): a leader captured, or leaders going home from Prisoners. */
  if (first->type == BTH_EVENT_FORCE_POOL_MOVED &&
      g_strcmp0 (member_string (p, "rule"), "P.10") == 0)
    return g_strdup (member_object (p, "from") != NULL &&
                     json_object_has_member (member_object (p, "from"), "stack")
                     ? _("Leader captured") : _("Leaders released"));
  return g_strdup (type_name (first->type));
}
