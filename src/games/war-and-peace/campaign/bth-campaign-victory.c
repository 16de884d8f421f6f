/* bth-campaign-victory.c — the Grand Campaign's victory check (X.C), Napoleon's exile and
 * return (X.K.5), and what each January brings: foreign wars and prisoners (X.G.2–3). */
#include "bth-campaign-politics.h"
#include "bth-modifier.h"

#include <string.h>

static const char *
name_of (const BthCampaignRules *rules, const char *id)
{
  const BthCampaignMajor *major = bth_campaign_rules_find_major (rules, id);
  const BthCampaignMinor *minor = bth_campaign_rules_find_minor (rules, id);

  return major ? major->name : minor ? minor->name : id;
}

static BthPoliticalSide
state_status (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *id)
{
  BthPoliticalMajor *major = bth_politics_situation_major (s, id);

  return major != NULL ? major->status : bth_politics_minor_status (rules, s, id, NULL);
}

/* ---- January ---- */

const BthCampaignWar *
bth_politics_foreign_war_roll (const BthCampaignRules *rules, BthPoliticsSituation *s, int roll, int die)
{
  for (guint i = 0; i < rules->n_wars; i++)
    {
      const BthCampaignWar *w = &rules->wars[i];
      BthPoliticalMajor *m = bth_politics_situation_major (s, w->state);
      if (w->roll != roll || m == NULL || m->at_war)
        continue;
      if (w->max_wars > 0 && m->wars_fought >= w->max_wars)
        continue;
      return die == w->war_on ? w : NULL;
    }
  return NULL;
}

gboolean
bth_politics_foreign_war_ends (const BthCampaignRules *rules, int dice_total)
{
  return dice_total == rules->war_end_on;                  /* X.G.2.d: "12" */
}

void
bth_politics_january (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *items)
{
  int held_by[3] = { 0, 0, 0 };   /* SP in the Prisoners boxes of each faction */

  for (guint i = 0; i < s->majors->len; i++)
    {
      BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      if (m->at_war)
        bth_politics_items_add (items, "roll", m->id, rules->war_end_rule,
                                "%s is at war abroad: in its own Alliance Phase its player may roll %d dice; %d ends "
                                "the war and the units in the At War box return at any home production city",
                                name_of (rules, m->id), rules->war_end_dice, rules->war_end_on);
    }
  if (bth_month_month (s->month) == rules->wars_month)
    for (guint i = 0; i < rules->n_wars; i++)
      {
        const BthCampaignWar *w = &rules->wars[i];
        BthPoliticalMajor *m = bth_politics_situation_major (s, w->state);
        if (m == NULL)
          continue;
        if (m->at_war)
          bth_politics_items_add (items, "foreign_war", w->state, w->rule, "Roll %d: %s is already at war", w->roll,
                                  name_of (rules, w->state));
        else if (w->max_wars > 0 && m->wars_fought >= w->max_wars)
          bth_politics_items_add (items, "foreign_war", w->state, w->max_rule,
                                  "Roll %d: not made, %s has had its war (at most %d)", w->roll,
                                  name_of (rules, w->state), w->max_wars);
        else
          bth_politics_items_add (items, "foreign_war", w->state, w->rule,
                                  "Roll %d (the French player, January Alliance Phase): a %d puts %s at war; in its "
                                  "next Reinforcement Phase it moves %s to the At War box (from the Force Pool if not "
                                  "on the map; not while besieged; no reinforcements until done, X.G.2.e)%s",
                                  w->roll, w->war_on, name_of (rules, w->state), w->forces,
                                  w->suspends_production_city
                                    ? "; meanwhile Kiev is not a production city except for conquest" : "");
      }
  if (bth_month_month (s->month) != rules->prisoners_month)
    return;
  for (guint i = 0; i < s->prisoners->len; i++)
    {
      BthPoliticalPrisoners *p = g_ptr_array_index (s->prisoners, i);
      held_by[state_status (rules, s, p->captor)] += p->sp;
    }
  {
    int exchanged = MIN (held_by[BTH_SIDE_PRO_FRENCH], held_by[BTH_SIDE_ANTI_FRENCH]);
    bth_politics_items_add (items, "prisoners", NULL, rules->prisoners_rule,
                            "Prisoner exchange at the start of January: the pro-French hold %d SP, the anti-French %d "
                            "SP; %d SP of each are exchanged and return to their home Force Pools; the rest may be "
                            "traded by agreement, never to the counter mix", held_by[BTH_SIDE_PRO_FRENCH],
                            held_by[BTH_SIDE_ANTI_FRENCH], exchanged);
    if (held_by[BTH_SIDE_NEUTRAL] > 0)
      bth_politics_items_add (items, "prisoners", NULL, rules->prisoners_rule,
                              "%d SP are held by neutral states: exchanged by agreement of the players involved",
                              held_by[BTH_SIDE_NEUTRAL]);
  }
}

/* ---- Napoleon's exile (X.K.5) ---- */

gboolean
bth_politics_napoleon_return (const BthCampaignRules *rules, BthPoliticsSituation *s, int die, int *modified,
                              gboolean *returns, GArray *modifiers, char **why)
{
  BthCampaignDisplay d;
  int months = s->month - s->napoleon_since;

  *why = NULL;
  if (s->napoleon != BTH_NAPOLEON_IN_EXILE)
    *why = g_strdup ("Napoleon is not in exile");
  else if (months < rules->exile_min_turns)
    *why = g_strdup_printf ("Napoleon has been in exile %d turns; the return roll needs at least %d (%s)", months,
                            rules->exile_min_turns, rules->exile_rule);
  if (*why != NULL)
    return FALSE;
  bth_politics_display (rules, s, &d);
  bth_modifier_list_add (modifiers, -(d.pro_majors + d.pro_groups) * rules->exile_per_power, rules->exile_rule,
                         "%d pro-French Powers", d.pro_majors + d.pro_groups);
  bth_modifier_list_add (modifiers, -(months / rules->exile_months_per_step), rules->exile_rule,
                         "%d months in exile (one per %d)", months, rules->exile_months_per_step);
  *modified = die + bth_modifier_list_sum (modifiers);
  *returns = *modified <= rules->exile_success_at_most;
  return TRUE;
}

const char *
bth_politics_napoleon_march (const BthCampaignRules *rules, int die)
{
  if (die >= rules->march_shot_on)
    return "shot";
  if (die == rules->march_retreat_on)
    return "retreats";
  return die <= rules->march_join_at_most ? "joins" : "retreats";
}

/* ---- Victory (X.C) ---- */

void
bth_politics_victory_clear (BthPoliticsVictory *v)
{
  g_clear_pointer (&v->winner, g_free);
  g_clear_pointer (&v->items, g_ptr_array_unref);
}

/* The player who controls C (X.D.3), reading control at the end by SP (X.C.2.b). */
static const char *
city_player (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalCity *c, gboolean at_end)
{
  BthPoliticalSide side = c->controller;

  if (at_end && c->end_sp_pro >= 0 && c->end_sp_anti >= 0 && c->end_sp_pro != c->end_sp_anti)
    side = c->end_sp_pro > c->end_sp_anti ? BTH_SIDE_PRO_FRENCH : BTH_SIDE_ANTI_FRENCH;
  if (side == BTH_SIDE_NEUTRAL && c->controller_state == NULL)
    return NULL;
  if (c->controller_state != NULL && side == c->controller)
    return bth_politics_controller (rules, s->players, c->controller_state,
                                    side != BTH_SIDE_NEUTRAL ? side : state_status (rules, s, c->controller_state));
  return bth_politics_controller (rules, s->players, "", side);
}

static gboolean
symbol_counts (char **symbols, const char *symbol, gboolean white)
{
  return symbol != NULL && bth_strv_has (symbols, symbol) && (white || g_strcmp0 (symbol, "white") != 0);
}

static int
french_cities (const BthCampaignRules *rules, BthPoliticsSituation *s)
{
  int n = 0;

  for (guint i = 0; i < s->cities->len; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      if (c->production && c->controller == BTH_SIDE_PRO_FRENCH &&
          symbol_counts (rules->auto_symbols, c->symbol, s->options.automatic_victory_white_symbols) &&
          g_strcmp0 (city_player (rules, s, c, FALSE), "french") == 0)
        n++;
    }
  return n;
}

/* What to enter before the production cities can be counted (X.C.1.a, X.C.2.a): every
 * city's symbol and every state's complete list; "" when nothing is missing. */
static GString *
count_needs (BthPoliticsSituation *s)
{
  GString *needs = g_string_new (NULL);
  GHashTableIter missing;
  gpointer state, what;

  for (guint i = 0; i < s->cities->len; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      if (c->production && c->symbol == NULL)
        g_string_append_printf (needs, "%s%s's production symbol", needs->len ? "; " : "", c->name);
    }
  g_hash_table_iter_init (&missing, s->cities_needed);
  while (g_hash_table_iter_next (&missing, &state, &what))
    g_string_append_printf (needs, "%s%s", needs->len ? "; " : "", (const char *) what);
  return needs;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
most_cities (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticsVictory *v)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer key, value;
  int best = -1;
  GPtrArray *leaders = g_ptr_array_new ();
  g_autoptr(GString) needs = count_needs (s);

  /* X.C.2.a counts production cities by their symbols: every city and symbol must be known. */
  if (needs->len > 0)
    {
      bth_politics_items_add (v->items, "needs", NULL, rules->most_rule,
                              "Who controls the most production cities needs: %s", needs->str);
      g_ptr_array_free (leaders, TRUE);
      return;
    }

  for (guint i = 0; i < s->cities->len; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      const char *player;
      int worth = 1;
      if (!c->production || !symbol_counts (rules->most_symbols, c->symbol, TRUE) ||
          (player = city_player (rules, s, c, TRUE)) == NULL)
        continue;
      if (s->players >= rules->spain_double_players && g_strcmp0 (player, rules->spain_double_state) == 0)
        worth = rules->spain_double_value;            /* X.D.3.f */
      g_hash_table_insert (counts, (gpointer) player,
                           GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (counts, player)) + worth));
    }
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      bth_politics_items_add (v->items, "count", key, rules->most_rule, "%s controls %d production cities%s",
                              (const char *) key, GPOINTER_TO_INT (value),
                              g_strcmp0 (key, rules->spain_double_state) == 0 && s->players >= rules->spain_double_players
                                ? " (Spain's counted double, X.D.3.f)" : "");
      if (GPOINTER_TO_INT (value) > best)
        {
          best = GPOINTER_TO_INT (value);
          g_ptr_array_set_size (leaders, 0);
        }
      if (GPOINTER_TO_INT (value) == best)
        g_ptr_array_add (leaders, key);
    }
  if (leaders->len == 1)
    v->winner = g_strdup (g_ptr_array_index (leaders, 0));
  else if (leaders->len > 1)
    {
      g_ptr_array_sort (leaders, compare_names);
      g_ptr_array_add (leaders, NULL);
      v->winner = g_strjoinv (" and ", (char **) leaders->pdata);
      bth_politics_items_add (v->items, "joint", NULL, "X.C.2.c", "Equal numbers of production cities: %s may be "
                              "considered joint victors", v->winner);
    }
  else
    bth_politics_items_add (v->items, "count", NULL, rules->most_rule,
                            "No production city with a red, black or white symbol is entered");
  g_ptr_array_free (leaders, TRUE);
}

void
bth_politics_victory (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticsVictory *v)
{
  BthPoliticalMajor *france = bth_politics_situation_major (s, rules->capital_state);
  gboolean end = s->moment == BTH_POLITICS_END_OF_GAME;
  gboolean check_auto = s->moment == BTH_POLITICS_END_OF_COMBAT_PHASE || end ||
                        (s->moment == BTH_POLITICS_END_OF_TURN && s->options.automatic_victory_end_of_turn);
  g_autoptr(GPtrArray) conquests = bth_politics_items_new ();

  memset (v, 0, sizeof *v);
  v->items = bth_politics_items_new ();

  /* X.C.1.a: a conquest of England, Spain or Russia with fifteen production cities. */
  bth_politics_conquests (rules, s, conquests);
  for (guint i = 0; check_auto && rules->auto_conquer_any_of[i] && !v->french_automatic; i++)
    {
      const char *id = rules->auto_conquer_any_of[i];
      BthPoliticalMajor *m = bth_politics_situation_major (s, id);
      gboolean now = FALSE;
      int cities;
      for (guint k = 0; k < conquests->len; k++)
        {
          BthPoliticsItem *item = g_ptr_array_index (conquests, k);
          now |= g_str_equal (item->kind, "victory_check") && g_strcmp0 (item->state, id) == 0;
        }
      /* Conquered within this answer (bth_politics_settle()): "at the instant of conquest". */
      now |= m != NULL && m->conquered_now && m->conquered_by == BTH_SIDE_PRO_FRENCH;
      if (!now && !(m && m->conquered && m->conquered_by == BTH_SIDE_PRO_FRENCH &&
                    s->moment != BTH_POLITICS_END_OF_COMBAT_PHASE))
        continue;
      cities = french_cities (rules, s);
      v->french_automatic = cities >= rules->auto_min_cities;
      {
        /* "at least fifteen production cities (anywhere on the map)": fewer among those
         * entered decides nothing while a list or a symbol is missing. */
        g_autoptr(GString) needs = count_needs (s);
        if (!v->french_automatic && needs->len > 0)
          {
            bth_politics_items_add (v->items, "needs", id, rules->auto_rule,
                                    "%s is conquered by the French, who control %d production cities with a %s "
                                    "symbol among those entered (%d needed): whether this is an automatic victory "
                                    "needs: %s", name_of (rules, id), cities,
                                    s->options.automatic_victory_white_symbols ? "black, red or white" : "black or red",
                                    rules->auto_min_cities, needs->str);
            continue;
          }
      }
      bth_politics_items_add (v->items, v->french_automatic ? "victory" : "check", id, rules->auto_rule,
                              "%s is conquered by the French, who control %d production cities with a %s symbol "
                              "(%d needed): %s", name_of (rules, id), cities,
                              s->options.automatic_victory_white_symbols ? "black, red or white" : "black or red",
                              rules->auto_min_cities,
                              v->french_automatic ? "French automatic victory" : "no automatic victory yet");
    }
  if (v->french_automatic)
    {
      v->game_ends = TRUE;
      v->winner = g_strdup ("french");
      bth_politics_items_add (v->items, "end", NULL, "X.C.3.a", "The scenario ends at once");
      return;
    }

  /* Early ends (X.C.3.c–d, X.K.5.f, h, i). */
  if (s->napoleon == BTH_NAPOLEON_KILLED)
    {
      int left = s->napoleon_since + rules->killed_months - s->month;
      v->game_ends |= left <= 0;
      bth_politics_items_add (v->items, "end", NULL, rules->killed_rule,
                              left <= 0 ? "Napoleon was killed a year ago: the scenario ends"
                                        : "Napoleon was killed: the scenario ends in %d months", left);
    }
  else if (s->napoleon == BTH_NAPOLEON_IN_EXILE)
    {
      int left = s->napoleon_since + rules->exiled_months - s->month;
      v->game_ends |= left <= 0;
      bth_politics_items_add (v->items, "end", NULL, rules->exiled_rule,
                              left <= 0 ? "Napoleon has been in exile a year: the scenario ends (X.K.5.h)"
                                        : "Napoleon is in exile: the scenario ends in %d months unless he returns", left);
    }
  else if (s->napoleon == BTH_NAPOLEON_SHOT)
    {
      v->game_ends = TRUE;
      bth_politics_items_add (v->items, "end", NULL, "X.K.5.f", "Napoleon was shot before reaching Paris: the game ends");
    }
  for (guint k = 0; k < conquests->len; k++)
    {
      BthPoliticsItem *item = g_ptr_array_index (conquests, k);
      if (g_str_equal (item->kind, "end") && g_strcmp0 (item->rule, "X.K.5.i") == 0)
        {
          v->game_ends = TRUE;
          bth_politics_items_add (v->items, "end", item->state, item->rule, "%s", item->text);
        }
    }
  if (france != NULL && france->times_conquered >= 2)
    {
      v->game_ends = TRUE;
      bth_politics_items_add (v->items, "end", france->id, "X.K.5.i", "France has been conquered twice: the game ends");
    }
  if (!end && !v->game_ends)
    return;
  v->game_ends = TRUE;

  /* X.C.1.b: the Paris condition, only for an active France never conquered (BB 3332). */
  if (end && france != NULL)
    {
      gboolean active = france->status != BTH_SIDE_NEUTRAL && france->times_conquered == 0 && !france->conquered;
      if (s->french_sp_in_paris >= rules->paris_min_sp && active)
        {
          v->french_automatic = TRUE;
          v->winner = g_strdup ("french");
          bth_politics_items_add (v->items, "victory", france->id, rules->paris_rule,
                                  "%d un-besieged French SP inside %s at the end, France active and never conquered: "
                                  "French automatic victory", s->french_sp_in_paris, rules->paris_city);
          return;
        }
      bth_politics_items_add (v->items, "check", france->id, rules->paris_rule,
                              s->french_sp_in_paris < rules->paris_min_sp
                                ? "No un-besieged French SP inside Paris: no Paris victory"
                                : "French SP hold Paris, but France is neutral or has been conquered: the Paris "
                                  "condition does not apply (Question Box)");
    }
  most_cities (rules, s, v);
}
