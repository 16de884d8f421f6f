/* bth-campaign-answers.c — the players' answers the politics effects need, as facts of the
 * game (bth-campaign-answers.h). Each is kept under "answers.KEY" (bth_players_data_item_key()
 * of an item naming the rule and the state or city), so the state's JSON, undo and the saved
 * log carry it like the scenarios' players' data. */
#include "bth-campaign-answers.h"
#include "bth-campaign-game-private.h"
#include "bth-campaign-politics.h"
#include "bth-campaign-state.h"

#include <stdlib.h>

/* The items: stable texts (the keys derive from them), never shown. */
static char *
invaded_item (const char *state)
{
  return g_strdup_printf ("X.J.4.b invaded: %s", state);
}

static char *
cession_item (const char *city)
{
  return g_strdup_printf ("X.I.2.i ceded: %s", city);
}

static char *
anti_inside_item (const char *state)
{
  return g_strdup_printf ("X.I.2.h anti-French units inside: %s", state);
}

static char *
city_hexes_item (const char *state)
{
  return g_strdup_printf ("X.I.1.b every city hex entered: %s", state);
}

static char *
die_item (const char *minor)
{
  return g_strdup_printf ("X.I.3.b conqueror's die: %s", minor);
}

static char *
path_of (const char *item)
{
  g_autofree char *key = bth_players_data_item_key (item);
  return g_strconcat ("answers.", key, NULL);
}

char *
bth_campaign_conquest_die_path (const char *minor)
{
  g_autofree char *item = die_item (minor);
  return path_of (item);
}

static const char *
answer_of (const BthGameState *state, char *item)
{
  g_autofree char *owned = item;
  return bth_game_state_get_answer (state, owned);
}

/* One action: a table naming the rule and the answer (the log's line, the undo label), then
 * the edit of the answer (VALUE NULL: taken back). */
static gboolean
record (BthGame *game, const char *rule, char *item, const char *value, const char *subject, const char *text,
        GError **error)
{
  g_autofree char *owned = item;
  g_autofree char *path = path_of (item);
  g_autoptr(BthCampaignWork) w = NULL;
  JsonObject *table, *inputs, *result;
  JsonNode *node;

  if (g_strcmp0 (bth_game_state_get_answer (bth_game_get_state (game), item), value) == 0)
    return TRUE;              /* already the answer: no action */
  w = bth_campaign_work_new (game, NULL);
  table = json_object_new ();
  inputs = json_object_new ();
  result = json_object_new ();
  json_object_set_string_member (table, "table", "politics_answer");
  json_object_set_string_member (table, "rule", rule);
  json_object_set_string_member (inputs, "subject", subject);
  if (value != NULL)
    json_object_set_string_member (inputs, "answer", value);
  else
    json_object_set_null_member (inputs, "answer");
  json_object_set_string_member (result, "text", text);
  json_object_set_object_member (table, "inputs", inputs);
  json_object_set_object_member (table, "result", result);
  node = json_node_alloc ();
  if (value != NULL)
    json_node_init_string (node, value);
  else
    json_node_init_null (node);
  return bth_campaign_work_add (w, BTH_EVENT_TABLE_RESOLVED, table, error) &&
         bth_campaign_work_edit (w, path, node, error) &&
         bth_campaign_work_commit (w, error);
}

static const BthCampaignRules *
campaign_rules (BthGame *game, GError **error)
{
  if (bth_game_state_get_campaign (bth_game_get_state (game)) == NULL)
    {
      bth_campaign_fail (error, "this game has no campaign books (not a Grand Campaign game)");
      return NULL;
    }
  return bth_ruleset_get_campaign (bth_game_get_ruleset (game), error);
}

gboolean
bth_game_campaign_answer_invaded (BthGame *game, const char *state, BthFact fact, BthPoliticalSide by,
                                  GError **error)
{
  const BthCampaignRules *rules = campaign_rules (game, error);
  const char *name, *value;
  g_autofree char *text = NULL;

  if (rules == NULL)
    return FALSE;
  if (g_strcmp0 (state, rules->spain_state) != 0 && g_strcmp0 (state, "portugal") != 0)
    return bth_campaign_fail (error, "only Spain and Portugal are \"invaded\" (X.J.4.b), not \"%s\"",
                              state ? state : "(none)");
  if (fact == BTH_FACT_YES && by != BTH_SIDE_PRO_FRENCH && by != BTH_SIDE_ANTI_FRENCH)
    return bth_campaign_fail (error, "an invasion needs the invading force's faction: the invaded state joins the "
                              "faction opposed to it (X.J.4.b)");
  name = bth_ruleset_state_name (bth_game_get_ruleset (game), state);
  switch (fact)
    {
    case BTH_FACT_YES:
      value = bth_political_side_to_string (by);
      text = g_strdup_printf ("%s is invaded by %s forces", name, bth_political_side_label (by));
      break;
    case BTH_FACT_NO:
      value = "no";
      text = g_strdup_printf ("%s is not invaded", name);
      break;
    default:
      value = NULL;
      text = g_strdup_printf ("Whether %s is invaded: not entered", name);
      break;
    }
  return record (game, "X.J.4.b", invaded_item (state), value, state, text, error);
}

BthFact
bth_game_campaign_answered_invaded (const BthGameState *state, const char *state_id, BthPoliticalSide *by)
{
  const char *answer = answer_of (state, invaded_item (state_id));
  BthPoliticalSide side;

  if (by != NULL)
    *by = BTH_SIDE_NEUTRAL;
  if (g_strcmp0 (answer, "no") == 0)
    return BTH_FACT_NO;
  if (answer == NULL || !bth_political_side_from_string (answer, &side) || side == BTH_SIDE_NEUTRAL)
    return BTH_FACT_UNKNOWN;
  if (by != NULL)
    *by = side;
  return BTH_FACT_YES;
}

gboolean
bth_game_campaign_answer_cession (BthGame *game, const char *city, const char *to, GError **error)
{
  const BthCampaignRules *rules = campaign_rules (game, error);
  BthRuleset *ruleset = bth_game_get_ruleset (game);
  g_autofree char *text = NULL;
  guint i;

  if (rules == NULL)
    return FALSE;
  for (i = 0; i < rules->n_cessions; i++)
    if (g_strcmp0 (rules->cessions[i].city, city) == 0 && rules->cessions[i].to[0] && rules->cessions[i].to[1])
      break;
  if (i == rules->n_cessions)
    return bth_campaign_fail (error, "the Peace of Pressburg leaves no choice for \"%s\" (X.I.2.i)",
                              city ? city : "(none)");
  if (to != NULL && !g_strv_contains ((const char * const *) rules->cessions[i].to, to))
    return bth_campaign_fail (error, "%s is ceded to %s or %s, not \"%s\" (X.I.2.i)", city,
                              bth_ruleset_state_name (ruleset, rules->cessions[i].to[0]),
                              bth_ruleset_state_name (ruleset, rules->cessions[i].to[1]), to);
  text = to != NULL ? g_strdup_printf ("Peace of Pressburg: the French player cedes %s to %s", city,
                                       bth_ruleset_state_name (ruleset, to))
                    : g_strdup_printf ("Peace of Pressburg: the French player's choice for %s taken back", city);
  return record (game, rules->pressburg_rule, cession_item (city), to, city, text, error);
}

const char *
bth_game_campaign_answered_cession (const BthGameState *state, const char *city)
{
  return answer_of (state, cession_item (city));
}

gboolean
bth_game_campaign_answer_anti_inside (BthGame *game, const char *state, BthFact fact, GError **error)
{
  const BthCampaignRules *rules = campaign_rules (game, error);
  const BthCampaignStanding *st;
  const char *name;
  g_autofree char *text = NULL;

  if (rules == NULL)
    return FALSE;
  st = bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game)), state);
  name = bth_ruleset_state_name (bth_game_get_ruleset (game), state);
  if (st == NULL || !st->major || !st->conquered || st->conquered_by != BTH_SIDE_PRO_FRENCH)
    return bth_campaign_fail (error, "%s is not a major state conquered by France: X.I.2.h does not apply",
                              st != NULL ? name : state ? state : "(none)");
  text = fact == BTH_FACT_YES ? g_strdup_printf ("Anti-French units are inside %s's borders", name)
         : fact == BTH_FACT_NO ? g_strdup_printf ("No anti-French unit is inside %s's borders", name)
         : g_strdup_printf ("Anti-French units inside %s's borders: not entered", name);
  return record (game, "X.I.2.h", anti_inside_item (state),
                 fact == BTH_FACT_YES ? "yes" : fact == BTH_FACT_NO ? "no" : NULL, state, text, error);
}

gboolean
bth_game_campaign_answer_city_hexes_complete (BthGame *game, const char *state, gboolean complete, GError **error)
{
  const BthCampaignRules *rules = campaign_rules (game, error);
  const char *name;
  g_autofree char *text = NULL;

  if (rules == NULL)
    return FALSE;
  name = bth_ruleset_state_name (bth_game_get_ruleset (game), state);
  if (state == NULL || !bth_strv_has (rules->every_city_states, state))
    return bth_campaign_fail (error, "%s is not conquered by a foreign SP in every city hex: %s does not apply",
                              state ? name : "(none)", rules->every_city_rule);
  text = complete ? g_strdup_printf ("Every city hex of %s is entered", name)
         : g_strdup_printf ("Every city hex of %s entered: not said", name);
  return record (game, rules->every_city_rule, city_hexes_item (state), complete ? "yes" : NULL, state, text, error);
}

gboolean
bth_game_campaign_answered_city_hexes_complete (const BthGameState *state, const char *state_id)
{
  return g_strcmp0 (answer_of (state, city_hexes_item (state_id)), "yes") == 0;
}

BthFact
bth_game_campaign_answered_anti_inside (const BthGameState *state, const char *state_id)
{
  const char *answer = answer_of (state, anti_inside_item (state_id));

  return g_strcmp0 (answer, "yes") == 0 ? BTH_FACT_YES : g_strcmp0 (answer, "no") == 0 ? BTH_FACT_NO
                                                                                      : BTH_FACT_UNKNOWN;
}

int
bth_game_campaign_answered_conquest_die (const BthGameState *state, const char *minor)
{
  const char *answer = answer_of (state, die_item (minor));
  int die = answer != NULL ? atoi (answer) : 0;

  return die >= 1 && die <= 6 ? die : 0;
}

void
bth_campaign_situation_answers (const BthCampaignRules *rules, const BthGameState *state, gboolean board_given,
                                BthPoliticsSituation *s)
{
  const char *iberia[] = { rules->spain_state, "portugal" };
  const BthCampaignBooks *books = bth_game_state_get_campaign (state);

  for (guint i = 0; rules->every_city_states != NULL && rules->every_city_states[i] != NULL; i++)
    if (bth_game_campaign_answered_city_hexes_complete (state, rules->every_city_states[i]))
      bth_politics_situation_set_city_hexes_complete (s, rules->every_city_states[i]);

  for (guint i = 0; i < G_N_ELEMENTS (iberia); i++)
    {
      BthPoliticalSide by;
      BthFact fact = bth_game_campaign_answered_invaded (state, iberia[i], &by);
      BthStateFacts *f = bth_politics_facts_lookup (s, iberia[i]);

      if (fact == BTH_FACT_UNKNOWN || (f != NULL && f->invaded == BTH_FACT_YES))
        continue;               /* the positions show it: they are the answer */
      f = bth_politics_facts_state (s, iberia[i]);
      f->invaded = fact;
      f->invaded_by = by;
    }
  for (guint i = 0; i < rules->n_cessions; i++)
    {
      const char *to = bth_game_campaign_answered_cession (state, rules->cessions[i].city);
      if (to != NULL && rules->cessions[i].to[1] != NULL)
        bth_politics_facts_set_cession (s, rules->cessions[i].city, to);
    }
  for (guint i = 0; books != NULL && i < books->standings->len; i++)
    {
      const BthCampaignStanding *st = g_ptr_array_index (books->standings, i);
      BthPoliticalMajor *m;
      BthFact inside;

      if (!st->major || !st->conquered || st->conquered_by != BTH_SIDE_PRO_FRENCH ||
          (m = bth_politics_situation_major (s, st->id)) == NULL)
        continue;
      /* X.I.2.h: entered, or not entered while the state is pro-French by it: no change. */
      inside = bth_game_campaign_answered_anti_inside (state, st->id);
      if (inside == BTH_FACT_YES || (board_given && inside == BTH_FACT_UNKNOWN && m->status == BTH_SIDE_PRO_FRENCH))
        m->anti_units_inside = TRUE;
    }
  for (guint i = 0; books != NULL && i < books->standings->len; i++)
    {
      const BthCampaignStanding *st = g_ptr_array_index (books->standings, i);
      int die;
      if (st->major || st->conquered_by == BTH_SIDE_NEUTRAL ||
          (die = bth_game_campaign_answered_conquest_die (state, st->id)) == 0)
        continue;
      bth_politics_facts_state (s, st->id)->conquest_die = die;
    }
}
