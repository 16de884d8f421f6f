/* bth-campaign-minor-conquest.c — X.I.3.b: "The conquering player immediately rolls one die.
 * If the result is less than four, all units of the minor state which are currently on the
 * mapboard are removed and placed in the Force Pool … If the result is four or greater, all
 * units of the minor state are immediately replaced on the mapboard". */
#include "bth-campaign-minor-conquest.h"
#include "bth-campaign-answers.h"
#include "bth-campaign-game-private.h"
#include "bth-campaign-politics.h"
#include "bth-campaign-state.h"

gboolean
bth_game_campaign_minor_conquest_roll (BthGame *game, const char *minor, int die, BthMinorUnitsFate *fate,
                                       int *value, GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthCampaignRules *rules;
  const BthCampaignStanding *st;
  g_autoptr(BthCampaignWork) w = NULL;
  g_autofree char *purpose = NULL;
  JsonObject *table, *inputs, *result;
  BthMinorUnitsFate f;
  BthEvent *dice;
  const char *name;
  int rolled = 0;

  if (bth_game_state_get_campaign (state) == NULL)
    return bth_campaign_fail (error, "this game has no campaign books (not a Grand Campaign game)");
  if ((rules = bth_ruleset_get_campaign (bth_game_get_ruleset (game), error)) == NULL)
    return FALSE;
  st = bth_campaign_books_standing (bth_game_state_get_campaign (state), minor);
  if (st == NULL || st->major)
    return bth_campaign_fail (error, "\"%s\" is not a minor state of the campaign books", minor ? minor : "(none)");
  name = bth_ruleset_state_name (bth_game_get_ruleset (game), minor);
  if (st->conquered_by == BTH_SIDE_NEUTRAL)
    return bth_campaign_fail (error, "%s is not conquered: the die of %s is rolled when a minor state is conquered",
                              name, rules->minor_die_rule);
  if (die < 0 || die > 6)
    return bth_campaign_fail (error, "die: %d is not 1 to 6 (or 0 to roll it)", die);
  w = bth_campaign_work_new (game, NULL);
  purpose = g_strdup_printf ("%s conquered: its units on the map (%s)", name, rules->minor_die_rule);
  if ((dice = bth_campaign_die_event (game, purpose, die, &rolled, error)) == NULL ||
      !bth_campaign_work_take (w, dice, error))
    return FALSE;
  if (st->conquered_by == BTH_SIDE_ANTI_FRENCH && bth_strv_has (rules->never_removed, minor))
    f = BTH_MINOR_UNITS_KEPT;
  else
    f = bth_politics_minor_conquest_on_map (rules, rolled) ? BTH_MINOR_UNITS_REPLACED_IN_PLACE
                                                           : BTH_MINOR_UNITS_TO_FORCE_POOL;
  table = json_object_new ();
  inputs = json_object_new ();
  result = json_object_new ();
  json_object_set_string_member (inputs, "minor", minor);
  json_object_set_string_member (inputs, "conquered_by", bth_political_side_to_string (st->conquered_by));
  json_object_set_int_member (inputs, "die", rolled);
  json_object_set_string_member (result, "units_on_map", f == BTH_MINOR_UNITS_KEPT ? "kept"
                                                        : f == BTH_MINOR_UNITS_REPLACED_IN_PLACE ? "replaced_in_place"
                                                                                                 : "to_force_pool");
  {
    g_autofree char *text = NULL;
    if (f == BTH_MINOR_UNITS_KEPT)
      text = g_strdup_printf ("%s's French satellite units are never removed from the map (%s)", name,
                              rules->never_removed_rule);
    else if (f == BTH_MINOR_UNITS_REPLACED_IN_PLACE)
      text = g_strdup_printf ("Die %d: %s's units on the map are replaced in their hex by as many SP of the conquering "
                              "state (a vacant adjacent hex if the opposing faction is there)", rolled, name);
    else
      text = g_strdup_printf ("Die %d: %s's units on the map are removed to its Force Pool and exchanged for as many SP "
                              "of the conquering state", rolled, name);
    json_object_set_string_member (result, "text", text);
  }
  json_object_set_string_member (table, "table", "minor_conquest");
  json_object_set_string_member (table, "rule", f == BTH_MINOR_UNITS_KEPT ? rules->never_removed_rule
                                                                          : rules->minor_die_rule);
  json_object_set_object_member (table, "inputs", inputs);
  json_object_set_object_member (table, "result", result);
  if (!bth_campaign_work_add (w, BTH_EVENT_TABLE_RESOLVED, table, error))
    return FALSE;
  /* The die is a fact of the game the politics read (bth-campaign-answers.h). */
  {
    g_autofree char *path = bth_campaign_conquest_die_path (minor);
    g_autofree char *face = g_strdup_printf ("%d", rolled);
    if (!bth_campaign_work_edit (w, path, json_node_init_string (json_node_alloc (), face), error))
      return FALSE;
  }
  if (!bth_campaign_work_commit (w, error))
    return FALSE;
  if (fate != NULL)
    *fate = f;
  if (value != NULL)
    *value = rolled;
  return TRUE;
}
